/* reset.c: a Prize reset (PD-18: Naganadel-GX's Stinger-GX). Used in a lane, it resets the
 * Prize areas of that lane only (PD-7, PD-21): each team in turn, the opponents first, shuffles
 * its Prize cards there into their owners' decks and sets new ones from the top of them. Where
 * both teammates play (the center) the team sets the new cards in total: each player who had
 * Prize cards there gets one (a Prize area that had Prizes still has some), and the team
 * chooses, card by card, whose area gets the rest. Then the core's count follows
 * (tt_prizes_reset). */
#include "ptcg.h"

/* The lowest seat of a non-empty mask. */
static unsigned lowest(unsigned mask)
{
    unsigned s = 0;
    while (!(mask >> s & 1))
        s++;
    return s;
}

/* The seats of team that play in lane and are still in, as a mask. */
static unsigned lane_seats(const tt_match *m, unsigned team, unsigned lane)
{
    const tt_rules *r = tt_match_rules(m);
    unsigned mask = 0;
    for (unsigned i = 0; i < r->per_team; i++) {
        unsigned s = team * r->per_team + i;
        if (!tt_seat_is_out(m, s) && (ptcg_lanes_of(m, s) >> lane & 1))
            mask |= 1u << s;
    }
    return mask;
}

void ptcg_prize_reset(tt_match *m, ptcg_state *g, unsigned seat, unsigned lane, unsigned n)
{
    const tt_rules *r = tt_match_rules(m);
    unsigned mine = tt_seat_team(m, seat);
    (void)g;
    for (unsigned k = 0; k < r->teams; k++) { /* pushed last resolves first: the opponents */
        unsigned team = (mine + k) % r->teams;
        ptcg_reset_frame f = {(uint8_t)team, (uint8_t)lane, 0, (uint8_t)(n > 60 ? 60 : n),
                              (uint8_t)lane_seats(m, team, lane)};
        if (f.seats)
            tt_frame_push(m, PFR_RESET, &f, sizeof f);
    }
}

/* Puts the top card of seat's deck face down into its team's Prize area in lane. */
static int set_one(tt_match *m, const ptcg_state *g, unsigned seat, unsigned lane)
{
    unsigned deck = ptcg_zone(m, g->z_deck, seat), n = tt_zone_count(m, deck);
    if (!n)
        return 0;
    unsigned c = tt_zone_card(m, deck, n - 1);
    tt_card_put(m, c, ptcg_lane_zone(m, g->z_prizes, seat, lane), TT_TOP);
    tt_card_set_face_down(m, c, 1);
    return 1;
}

/* Stage 0: the team's cards in the area go to their owners' decks, shuffled; each player who
 * had some gets one new card (all of them when the area is one player's). */
static void shuffle_in(tt_match *m, ptcg_state *g, ptcg_reset_frame *f)
{
    unsigned first = lowest(f->seats);
    unsigned area = ptcg_lane_zone(m, g->z_prizes, first, f->lane), had = 0;
    for (unsigned i = tt_zone_count(m, area); i-- > 0;) {
        unsigned c = tt_zone_card(m, area, i), owner = tt_card_owner(m, c);
        if (!(f->seats >> owner & 1))
            continue; /* an eliminated player's center Prizes stay (PD-22) */
        had |= 1u << owner;
        tt_card_set_face_down(m, c, 0);
        tt_card_put(m, c, ptcg_zone(m, g->z_deck, owner), TT_TOP); /* PD-10: its owner's */
    }
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++)
        if (f->seats >> s & 1)
            tt_zone_shuffle(m, ptcg_zone(m, g->z_deck, s));
    if (!(f->seats & (f->seats - 1))) { /* one player's area: all of them */
        while (f->n && set_one(m, g, first, f->lane))
            f->n--;
        return;
    }
    for (unsigned s = 0; s < tt_match_rules(m)->seats && f->n; s++) /* PD-18: at least one */
        if ((had >> s & 1) && set_one(m, g, s, f->lane))
            f->n--;
}

/* The core's count follows the cards left (PB: the last Prize still wins). */
static void recount(tt_match *m, const ptcg_state *g, const ptcg_reset_frame *f)
{
    const tt_rules *r = tt_match_rules(m);
    unsigned pool = 0;
    for (unsigned i = 0; i < r->per_team; i++)
        pool += ptcg_prizes_left(m, g, f->team * r->per_team + i);
    for (unsigned i = 0; i < r->per_team; i++) {
        unsigned s = f->team * r->per_team + i;
        if (f->seats >> s & 1) {
            unsigned area = ptcg_lane_zone(m, g->z_prizes, s, f->lane), here = 0;
            for (unsigned k = 0; k < tt_zone_count(m, area); k++)
                here += tt_card_owner(m, tt_zone_card(m, area, k)) == s;
            ptcg_emit(m, PE_PRIZES_RESET, (int)s, -1, (int32_t)here, f->lane);
        }
        tt_prizes_reset(m, s, r->prize_pool == TT_POOL_TEAM ? pool : ptcg_prizes_left(m, g, s));
    }
}

tt_step ptcg_resolve_reset(tt_match *m, ptcg_state *g, ptcg_reset_frame *f)
{
    if (f->stage == 0) {
        shuffle_in(m, g, f);
        f->stage = 1;
    }
    unsigned can = 0; /* the teammates with a card left to set */
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++)
        if ((f->seats >> s & 1) && tt_zone_count(m, ptcg_zone(m, g->z_deck, s)))
            can |= 1u << s;
    if (f->n && can && !(can & (can - 1))) { /* one deck left: no choice */
        while (f->n && set_one(m, g, lowest(can), f->lane))
            f->n--;
        f->n = 0;
    }
    if (!f->n || !can) {
        recount(m, g, f);
        tt_frame_pop(m);
        return TT_STEP_DONE;
    }
    int chooser = ptcg_team_seat_in(m, f->team, f->lane); /* PD-18: the team chooses */
    ptcg_open_seat_choice(m, chooser >= 0 ? (unsigned)chooser : lowest(f->seats), can,
                          PO_RESET_PRIZE, f->lane);
    return TT_STEP_DECIDE;
}

int ptcg_apply_reset(tt_match *m, ptcg_state *g, unsigned seat, const tt_option *o)
{
    unsigned kind;
    ptcg_reset_frame *f = tt_frame_top(m, &kind);
    (void)seat;
    if (!f || kind != PFR_RESET)
        return TT_ERR_MISUSE;
    if (set_one(m, g, (unsigned)o->a, f->lane))
        f->n--;
    return TT_OK;
}
