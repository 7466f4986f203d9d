/* describe.c: the person-readable text of an event: omniscient (tt_match_describe_event: card
 * names included, as a log for the table) or as one seat reads it (tt_match_describe_event_for:
 * the cards it may not know are not named), or a spectator (TT_VIEWER_PUBLIC: only public
 * cards named). The core's own kinds here; module kinds through the module's describe hook. */
#include <stdio.h>

#include "match_impl.h"
#include "tagteam/stream.h"

/* viewer -1: the omniscient log; TT_VIEWER_PUBLIC: tt_match_card_known answers as for -1 */
static const char *card_name(const tt_match *m, int card, int viewer)
{
    if (card < 0 || (unsigned)card >= m->st->ncards || !m->db ||
        (viewer >= 0 && !tt_match_card_known(m, viewer, (unsigned)card)))
        return "a card";
    return tt_carddb_name(m->db, tt__cards(m)[card].id);
}

/* "1A's hand", "team 2's prizes (center)", "the field" */
static int zone_text(const tt_match *m, int inst, char *buf, size_t size)
{
    if (inst < 0 || (unsigned)inst >= m->st->nzinst)
        return snprintf(buf, size, "nowhere");
    const tt_zinst *z = &tt__zinst(m)[inst];
    const char *zone = m->r->zones[z->kind].name;
    char lane[TT_NAME_MAX + 4] = "", seat[4];
    if (z->lane >= 0 && m->r->nlanes > 1)
        snprintf(lane, sizeof lane, " (%s)", m->r->lanes[z->lane].name);
    if (z->seat >= 0)
        return snprintf(buf, size, "%s's %s%s", tt_seat_name(m->r, (unsigned)z->seat, seat), zone,
                        lane);
    if (z->team >= 0)
        return snprintf(buf, size, "team %d's %s%s", z->team + 1, zone, lane);
    return snprintf(buf, size, "the %s%s", zone, lane);
}

static int hidden_zone(const tt_match *m, int inst)
{
    return inst >= 0 && (unsigned)inst < m->st->nzinst &&
           m->r->zones[tt__zinst(m)[inst].kind].visibility == TT_VIS_HIDDEN;
}

/* A move from a hidden zone to a hidden one (a deck's top cards set aside as Prize cards, PB,
 * PD-5) is seen by no one: the log does not name the card either. */
int tt_move_is_unseen(const tt_match *m, const tt_event *ev)
{
    return ev->kind == TT_EV_MOVE && hidden_zone(m, ev->a) && hidden_zone(m, ev->b);
}

static int describe(const tt_match *m, const tt_event *ev, int viewer, char *buf, size_t size)
{
    char seat[4] = "?", from[96], to[96];
    if (ev->kind >= TT_EV_GAME)
        return m->game->describe
                   ? m->game->describe(m, tt_match_game_state_const(m), ev, viewer, buf, size)
                   : snprintf(buf, size, "event %u", (unsigned)ev->kind);
    if (ev->seat >= 0)
        tt_seat_name(m->r, (unsigned)ev->seat, seat);
    switch ((tt_event_kind)ev->kind) {
    case TT_EV_MATCH_START:
        return snprintf(buf, size, "team %d goes first", ev->a + 1);
    case TT_EV_TURN_START:
        if (m->r->turn_unit == TT_TURN_TEAM) /* PD-6: the whole team's turn */
            return snprintf(buf, size, "turn %d begins (team %u)", ev->a,
                            tt_seat_team(m, (unsigned)ev->seat) + 1u);
        return snprintf(buf, size, "turn %d begins (%s)", ev->a, seat);
    case TT_EV_PHASE:
        return snprintf(buf, size, "phase: %s", m->game->phases[ev->a]);
    case TT_EV_DRAW:
        return snprintf(buf, size, "%s draws %s", seat, card_name(m, ev->card, viewer));
    case TT_EV_MOVE:
        zone_text(m, ev->a, from, sizeof from);
        zone_text(m, ev->b, to, sizeof to);
        return snprintf(buf, size, "%s moves from %s to %s",
                        tt_move_is_unseen(m, ev) ? "a card" : card_name(m, ev->card, viewer), from,
                        to);
    case TT_EV_LIFE:
        if (m->r->life_pool == TT_POOL_TEAM) /* YT-1.4: the team's one pool */
            return snprintf(buf, size, "team %u's life %+d -> %d (%s)",
                            tt_seat_team(m, (unsigned)ev->seat) + 1u, ev->a, ev->b, seat);
        return snprintf(buf, size, "%s's life %+d -> %d", seat, ev->a, ev->b);
    case TT_EV_PRIZE:
        return snprintf(buf, size, "%s takes %d Prize card%s (%d in all)", seat, ev->a,
                        ev->a == 1 ? "" : "s", ev->b);
    case TT_EV_DECIDE: /* another seat's options may depend on its hidden cards */
        if (viewer >= 0 && viewer != ev->seat)
            return snprintf(buf, size, "%s decides", seat);
        return snprintf(buf, size, "%s takes option %d", seat, ev->a);
    case TT_EV_SEAT_OUT:
        return snprintf(buf, size, "%s is out", seat);
    case TT_EV_LASTING_END:
        return snprintf(buf, size, "the lasting effect of %s ends", card_name(m, ev->card, viewer));
    case TT_EV_GAME_OVER:
        return ev->a < 0 ? snprintf(buf, size, "the match is a draw")
                         : snprintf(buf, size, "team %d wins", ev->a + 1);
    case TT_EV_SHUFFLE:
        zone_text(m, ev->a, from, sizeof from);
        return snprintf(buf, size, "%s is shuffled", from);
    case TT_EV_TIME:
        return snprintf(buf, size, "time is up: more life decides");
    case TT_EV_COIN:
        return snprintf(buf, size, "%s flips a coin: %s", seat, ev->a ? "heads" : "tails");
    case TT_EV_SHOWN: /* a look names the card to the seats it is for, a spectator none */
        return snprintf(buf, size, "%s%s is shown %s", seat, ev->a ? "'s team" : "",
                        card_name(m, ev->card, viewer == (int)TT_VIEWER_PUBLIC ? viewer : -1));
    case TT_EV_GAME:
        break;
    }
    return snprintf(buf, size, "event %u", (unsigned)ev->kind);
}

int tt_match_describe_event(const tt_match *m, const tt_event *ev, char *buf, size_t size)
{
    return describe(m, ev, -1, buf, size);
}

int tt_match_describe_event_for(const tt_match *m, const tt_event *ev, unsigned seat, char *buf,
                                size_t size)
{
    if (seat >= m->r->seats && seat != TT_VIEWER_PUBLIC) { /* never the omniscient text */
        if (size)
            buf[0] = '\0';
        return -1;
    }
    return describe(m, ev, (int)seat, buf, size);
}
