/* timecall.c: the end of a timed match (YT-6.1, YT-6.2, YP-13, YP-16). The engine has no
 * clock, so time is called in the turn the ruleset names (time.called_in_turn); that turn is
 * finished and time.extra_turns more are played; then the team with the most life wins.
 * Equal life: sudden death, where the first life change decides once the effect or chain in
 * progress has resolved (YT-6.2), or at the change itself (YP-13, time.on_tie:
 * sudden_death_at_once), or a draw (YP-16, time.on_tie: draw). */
#include "match_impl.h"

/* A team's life: its pool, or its members' pools added up where each seat has its own. */
static int64_t team_life(const tt_match *m, unsigned team)
{
    const tt_rules *r = m->r;
    int64_t sum = 0;
    for (unsigned s = team * r->per_team; s < (team + 1u) * r->per_team; s++) {
        if (r->life_pool == TT_POOL_TEAM)
            return tt_life_get(m, s);
        if (!(m->st->out_mask >> s & 1))
            sum += tt_life_get(m, s);
    }
    return sum;
}

/* The team with the most life wins; 0 when several share the most. */
static int most_life_wins(tt_match *m)
{
    const tt_rules *r = m->r;
    int64_t best = -1;
    unsigned leader = 0, n = 0;
    for (unsigned t = 0; t < r->teams; t++) {
        if (m->st->lost_teams >> t & 1)
            continue;
        int64_t v = team_life(m, t);
        if (v > best) {
            best = v;
            leader = t;
            n = 1;
        } else if (v == best) {
            n++;
        }
    }
    if (n != 1)
        return 0;
    tt_team_wins(m, leader * r->per_team, TT_OUT_TIME);
    return 1;
}

void tt_time__turn_end(tt_match *m)
{
    const tt_rules *r = m->r;
    tt_state *st = m->st;
    if (!st->time_turn || st->over || st->turn != (uint32_t)st->time_turn + st->time_extra)
        return;
    tt__emit(m, TT_EV_TIME, -1, -1, 0, 0);
    if (most_life_wins(m))
        return;
    if (st->time_tie == TT_TIE_DRAW) /* YP-16: equal life, the game is a draw */
        st->pending_lost |= (uint8_t)(((1u << r->teams) - 1u) & ~st->lost_teams);
    else
        st->sudden_death = TT_SUDDEN_DEATH_ON; /* YT-6.2, YP-13 */
}

void tt_time__check(tt_match *m)
{
    tt_state *st = m->st;
    /* YT-6.2: once the chain has resolved; YP-13: at the change itself, a cost included */
    if (st->sudden_death == TT_SUDDEN_DEATH_CHANGED && !st->over &&
        (!st->nframes || st->time_tie == TT_TIE_SUDDEN_DEATH_AT_ONCE)) {
        st->sudden_death = TT_SUDDEN_DEATH_ON; /* still equal: play on to the next change */
        most_life_wins(m);
    }
}
