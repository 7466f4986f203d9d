/* scope.c: what card words about players mean, the only way a module finds seats:
 * one opponent (YT-3.1), the opponent's side (YT-3.2), both players (YT-3.3), the lane
 * opponent (PD-7, PD-8). Seats that are out are never in a scope. Also the arithmetic of
 * per-seat/team/lane/lane_team/card/global instances that zones and limits share. */
#include "match_impl.h"

static unsigned popcount8(unsigned x)
{
    unsigned n = 0;
    for (; x; x &= x - 1)
        n++;
    return n;
}

static unsigned alive(const tt_match *m)
{
    return ((1u << m->r->seats) - 1u) & ~m->st->out_mask;
}

static unsigned team_mask(const tt_match *m, unsigned team)
{
    return ((1u << m->r->per_team) - 1u) << (team * m->r->per_team);
}

static tt_scope_set opponents(const tt_match *m, unsigned seat, int one)
{
    unsigned opp = alive(m) & ~team_mask(m, tt_seat_team(m, seat));
    tt_scope_set s = {(uint8_t)opp, 0, (uint8_t)(one && popcount8(opp) > 1)};
    return s;
}

tt_scope_set tt_scope_resolve(const tt_match *m, unsigned seat, int lane, tt_scope scope)
{
    const tt_rules *r = m->r;
    tt_scope_set s = {0, 0, 0};
    switch (scope) {
    case TT_SCOPE_SELF:
        s.seats = (uint8_t)(1u << seat);
        return s;
    case TT_SCOPE_TEAMMATES:
        s.seats = (uint8_t)(alive(m) & team_mask(m, tt_seat_team(m, seat)) & ~(1u << seat));
        return s;
    case TT_SCOPE_OPPONENT_CARDS: /* YT-3.1: the activating player chooses ONE opponent */
        return opponents(m, seat, r->opponent_cards == TT_ONE_OPPONENT);
    case TT_SCOPE_OPPONENT_SIDE: /* YT-3.2: the whole opposing side, both opponents */
        return opponents(m, seat, r->opponent_side == TT_ONE_OPPONENT);
    case TT_SCOPE_BOTH_PLAYERS: /* YT-3.3: "both players" means all four */
        if (r->both_players == TT_BOTH_ALL) {
            s.seats = (uint8_t)alive(m);
            return s;
        }
        s = opponents(m, seat, 1);
        s.fixed = (uint8_t)(1u << seat);
        return s;
    case TT_SCOPE_LANE_OPPONENT:
        if (lane >= 0 && lane < r->nlanes && r->lanes[lane].side != TT_LANE_SHARED) {
            /* PD-7: a side lane reaches the opposing player who owns that side */
            unsigned opp = opponents(m, seat, 0).seats, mask = 0;
            for (unsigned t = 0; t < r->teams; t++)
                mask |= 1u << (t * r->per_team + (unsigned)r->lanes[lane].side);
            s.seats = (uint8_t)(opp & mask);
            return s;
        }
        return opponents(m, seat, 1); /* PD-8: in a shared lane, pick one of the opponents */
    }
    return s;
}

unsigned tt_scope__count(const tt_rules *r, unsigned scope, unsigned ncards)
{
    switch ((tt_scope_kind)scope) {
    case TT_PER_SEAT:
        return r->seats;
    case TT_PER_TEAM:
        return r->teams;
    case TT_PER_LANE:
        return r->nlanes;
    case TT_PER_LANE_TEAM:
        return (unsigned)r->nlanes * r->teams;
    case TT_PER_CARD:
        return ncards;
    case TT_PER_GLOBAL:
        return 1;
    }
    return 1;
}

unsigned tt_scope__index(const tt_rules *r, unsigned scope, unsigned seat, int lane, int card)
{
    unsigned team = seat / r->per_team, ln = lane < 0 ? 0u : (unsigned)lane;
    switch ((tt_scope_kind)scope) {
    case TT_PER_SEAT:
        return seat;
    case TT_PER_TEAM:
        return team;
    case TT_PER_LANE:
        return ln;
    case TT_PER_LANE_TEAM:
        return ln * r->teams + team;
    case TT_PER_CARD:
        return card < 0 ? 0u : (unsigned)card;
    case TT_PER_GLOBAL:
        return 0;
    }
    return 0;
}
