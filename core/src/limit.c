/* limit.c: usage limits keyed by (action, per seat/team/lane/lane_team/card/global, reset at
 * turn or game): one Normal Summon per turn, PD-12 (Supporter per seat AND per lane), PD-14
 * (Energy per lane), PD-21 (GX/VSTAR per lane and team per game). */
#include "match_impl.h"

#include <stdio.h>
#include <string.h>

static unsigned counter_index(const tt_match *m, unsigned l, unsigned seat, int lane, int card)
{
    return m->st->limbase[l] + tt_scope__index(m->r, m->r->limits[l].per, seat, lane, card);
}

/* A lane limit counts uses in a lane; a use outside any lane (lane < 0) is not one of them. */
static int applies(const tt_limit_rule *l, unsigned action, int lane)
{
    return l->action == action &&
           (lane >= 0 || (l->per != TT_PER_LANE && l->per != TT_PER_LANE_TEAM));
}

int tt_limit_check(const tt_match *m, unsigned action, unsigned seat, int lane, int card)
{
    const tt_rules *r = m->r;
    const uint8_t *cnt = tt__limits(m);
    for (unsigned l = 0; l < r->nlimits; l++)
        if (applies(&r->limits[l], action, lane) &&
            cnt[counter_index(m, l, seat, lane, card)] >= r->limits[l].count)
            return (int)l;
    return -1;
}

void tt_limit_use(tt_match *m, unsigned action, unsigned seat, int lane, int card)
{
    const tt_rules *r = m->r;
    uint8_t *cnt = tt__limits(m);
    for (unsigned l = 0; l < r->nlimits; l++)
        if (applies(&r->limits[l], action, lane)) {
            uint8_t *c = &cnt[counter_index(m, l, seat, lane, card)];
            if (*c < 255)
                (*c)++;
        }
}

void tt_limit__reset_turn(tt_match *m)
{
    const tt_rules *r = m->r;
    uint8_t *cnt = tt__limits(m);
    if (m->st->keep_limits) { /* a scenario set them for its first turn */
        m->st->keep_limits = 0;
        return;
    }
    for (unsigned l = 0; l < r->nlimits; l++)
        if (r->limits[l].reset == TT_RESET_TURN)
            memset(cnt + m->st->limbase[l], 0, (size_t)(m->st->limbase[l + 1] - m->st->limbase[l]));
}

int tt_limit_key(const tt_match *m, unsigned limit, char *buf, size_t size)
{
    static const char *const per[] = {"seat", "team", "lane", "lane_team", "card", "global"};
    const tt_rules *r = m->r;
    if (limit >= r->nlimits)
        return snprintf(buf, size, "limits");
    const tt_limit_rule *l = &r->limits[limit];
    return snprintf(buf, size, "limits[%u] (%s: %u per %s per %s)", limit,
                    m->game->actions[l->action], l->count, per[l->per],
                    l->reset == TT_RESET_TURN ? "turn" : "game");
}
