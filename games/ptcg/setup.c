/* setup.c: the PB setup before the first turn: 7-card hands (drawn by the core, hand.start),
 * mulligans for a hand without a Basic Pokémon with the opponent's extra draws, an Active and
 * a Bench chosen face down from the Basics in hand, 6 Prize cards (prizes.count), and the
 * reveal. It runs as one frame, so its decisions and events come before turn 1. */
#include "ptcg.h"

#include <stdio.h>

/* The first card in hand z of each different Basic Pokémon, in hand order, into out. */
static unsigned distinct_basics(const tt_match *m, unsigned z, uint16_t *out, unsigned max)
{
    unsigned n = 0;
    for (unsigned i = 0; i < tt_zone_count(m, z) && n < max; i++) {
        unsigned c = tt_zone_card(m, z, i);
        int dup = 0;
        if (!ptcg_is_basic(m, c))
            continue;
        for (unsigned j = 0; j < n; j++)
            dup |= tt_card_id(m, out[j]) == tt_card_id(m, c);
        if (!dup)
            out[n++] = (uint16_t)c;
    }
    return n;
}

int ptcg_setup_begin(tt_match *m, tt_error *err)
{
    const tt_rules *r = tt_match_rules(m);
    for (unsigned s = 0; s < r->seats; s++) {
        int basic = 0;
        for (unsigned c = 0; c < tt_match_card_count(m) && !basic; c++)
            basic = tt_card_owner(m, c) == s && ptcg_is_basic(m, c);
        if (!basic) {
            char name[4];
            return tt_error_set(err, TT_ERR_SCHEMA, "decks",
                                "seat %s's deck has no Basic Pokémon (PB: it could never start)",
                                tt_seat_name(r, s, name));
        }
    }
    ptcg_setup_frame f = {PSS_MULLIGAN, 0, {0}, 0};
    return tt_frame_push(m, PFR_SETUP, &f, sizeof f);
}

/* A seat that already has a Pokémon of its own in play (a scenario placed it: an Active in its
 * side lane, or one in the center with its side lane left empty for PD-19) is set up: no
 * mulligan, no placement; its Prize cards are still set aside (PD-4, PD-5). */
static int placed(const tt_match *m, const ptcg_state *g, unsigned seat)
{
    unsigned lanes = ptcg_lanes_of(m, seat);
    for (unsigned l = 0; l < TT_MAX_LANES; l++) {
        if (!(lanes >> l & 1))
            continue;
        unsigned zones[2] = {ptcg_lane_zone(m, g->z_active, seat, l),
                             ptcg_lane_zone(m, g->z_bench, seat, l)};
        for (unsigned k = 0; k < 2; k++)
            for (unsigned i = 0; i < tt_zone_count(m, zones[k]); i++)
                if (tt_card_owner(m, tt_zone_card(m, zones[k], i)) == seat)
                    return 1;
    }
    return 0;
}

/* Whether seat has a Basic Pokémon in its hand or deck: without one no mulligan can find one. */
static int basic_left(const tt_match *m, const ptcg_state *g, unsigned seat)
{
    unsigned zones[2] = {ptcg_zone(m, g->z_hand, seat), ptcg_zone(m, g->z_deck, seat)};
    for (unsigned k = 0; k < 2; k++)
        for (unsigned i = 0; i < tt_zone_count(m, zones[k]); i++)
            if (ptcg_is_basic(m, tt_zone_card(m, zones[k], i)))
                return 1;
    return 0;
}

/* PB: a hand without a Basic Pokémon is revealed, shuffled back and drawn again. */
static void mulligan(tt_match *m, ptcg_state *g, unsigned seat)
{
    unsigned hand = ptcg_zone(m, g->z_hand, seat), deck = ptcg_zone(m, g->z_deck, seat);
    g->mulligans[seat]++;
    tt_zone_sort(m, hand); /* issue 33: shown, and shuffled back, in no draw order */
    for (unsigned i = 0; i < tt_zone_count(m, hand); i++) /* PB: revealed to every player */
        for (unsigned s = 0; s < tt_match_rules(m)->seats; s++)
            if (s != seat)
                tt_show_card(m, s, (int)tt_zone_card(m, hand, i), 0);
    ptcg_emit(m, PE_MULLIGAN, (int)seat, -1, g->mulligans[seat], 0);
    while (tt_zone_count(m, hand))
        tt_card_put(m, tt_zone_card(m, hand, tt_zone_count(m, hand) - 1), deck, TT_TOP);
    tt_zone_shuffle(m, deck);
    ptcg_draw_up_to(m, g, seat, tt_match_rules(m)->hand_start);
}

/* One round of mulligans: every seat without a Basic takes one at the same time (when both
 * do, neither gets extra cards for that round). */
static tt_step mulligan_round(tt_match *m, ptcg_state *g, ptcg_setup_frame *f)
{
    const tt_rules *r = tt_match_rules(m);
    uint16_t any[1];
    unsigned need = 0;
    for (unsigned s = 0; s < r->seats; s++) {
        if (placed(m, g, s) || (f->none >> s & 1) ||
            distinct_basics(m, ptcg_zone(m, g->z_hand, s), any, 1))
            continue;
        if (basic_left(m, g, s) && g->mulligans[s] >= PTCG_MAX_MULLIGANS) {
            tt_game_fault(m, PLIM_MULLIGANS); /* not set up with no Pokémon: stop, loudly */
            return TT_STEP_DONE;
        }
        if (!basic_left(m, g, s)) {
            /* no mulligan can ever find a Basic (a scenario put them all elsewhere): the seat
             * sets up with no Pokémon, and the rules of an empty field decide (PB, PD-23) */
            f->none |= (uint8_t)(1u << s);
            ptcg_emit(m, PE_NO_BASIC, (int)s, -1, 0, 0);
            continue;
        }
        need |= 1u << s;
    }
    for (unsigned s = 0; s < r->seats; s++)
        if (need >> s & 1)
            mulligan(m, g, s);
    if (need)
        return TT_STEP_AGAIN;
    for (unsigned s = 0; s < r->seats; s++) { /* PB: 1 card per mulligan of the opponent */
        unsigned mine = g->mulligans[s], theirs = g->mulligans[ptcg_opponent(m, s)];
        f->extra[s] = (uint8_t)(theirs > mine ? (theirs - mine > 60 ? 60 : theirs - mine) : 0);
    }
    f->stage = PSS_EXTRA;
    f->seat = 0;
    return TT_STEP_AGAIN;
}

static void set_prizes_and_reveal(tt_match *m, ptcg_state *g)
{
    const tt_rules *r = tt_match_rules(m);
    for (unsigned c = 0; c < tt_match_card_count(m); c++) /* a scenario's entered: this_turn */
        if (g->card[c].entered == PTCG_ENTERED_FIRST_TURN)
            g->card[c].entered = (uint16_t)(tt_match_turn(m) + 1);
    for (unsigned s = 0; s < r->seats; s++) {
        /* PB: prizes.count in the lane; PD-5: split evenly among the seat's lanes (3 in its
         * side lane, 3 in the center) */
        unsigned deck = ptcg_zone(m, g->z_deck, s), lanes = ptcg_lanes_of(m, s), nl = 0;
        unsigned n = 0, preset = 0;
        for (unsigned l = 0; l < TT_MAX_LANES; l++) {
            nl += lanes >> l & 1;
            if (lanes >> l & 1) { /* a scenario that placed the seat's Prize cards keeps them */
                unsigned z = ptcg_lane_zone(m, g->z_prizes, s, l);
                for (unsigned i = 0; i < tt_zone_count(m, z); i++)
                    preset += tt_card_owner(m, tt_zone_card(m, z, i)) == s;
            }
        }
        if (preset)
            nl = 0;
        for (unsigned l = 0, k = 0; l < TT_MAX_LANES && nl; l++) {
            if (!(lanes >> l & 1))
                continue;
            unsigned prizes = ptcg_lane_zone(m, g->z_prizes, s, l);
            unsigned share = r->prize_count / nl + (k++ < r->prize_count % nl);
            for (unsigned i = 0; i < share && tt_zone_count(m, deck); i++, n++) {
                unsigned c = tt_zone_card(m, deck, tt_zone_count(m, deck) - 1);
                tt_card_put(m, c, prizes, TT_TOP);
                tt_card_set_face_down(m, c, 1); /* PB: face-down Prize cards */
            }
        }
        ptcg_emit(m, PE_SET_PRIZES, (int)s, -1, (int32_t)n, 0);
    }
    for (unsigned s = 0; s < r->seats; s++) { /* PB: both sides flip their Pokémon face up */
        unsigned zones[2] = {ptcg_zone(m, g->z_active, s), ptcg_zone(m, g->z_bench, s)};
        for (unsigned k = 0; k < 2; k++)
            for (unsigned i = 0; i < tt_zone_count(m, zones[k]); i++) {
                unsigned c = tt_zone_card(m, zones[k], i);
                if (!tt_card_face_down(m, c))
                    continue; /* placed face up by a scenario */
                tt_card_set_face_down(m, c, 0);
                ptcg_emit(m, PE_REVEAL, (int)s, (int)c, k == 0, 0);
            }
    }
}

tt_step ptcg_resolve_setup(tt_match *m, ptcg_state *g, ptcg_setup_frame *f)
{
    const tt_rules *r = tt_match_rules(m);
    uint16_t basics[64];
    switch (f->stage) {
    case PSS_MULLIGAN:
        return mulligan_round(m, g, f);
    case PSS_EXTRA:
        while (f->seat < r->seats && !f->extra[f->seat])
            f->seat++;
        if (f->seat == r->seats) {
            f->stage = PSS_ACTIVE;
            f->seat = 0;
            return TT_STEP_AGAIN;
        }
        tt_decision_open(m, f->seat, 0);
        for (int n = f->extra[f->seat]; n >= 0; n--)
            tt_decision_add(m, (tt_option){PO_EXTRA_DRAW, (int16_t)n, 0, 0});
        return TT_STEP_DECIDE;
    case PSS_ACTIVE: {
        while (f->seat < r->seats && (placed(m, g, f->seat) || (f->none >> f->seat & 1)))
            f->seat++; /* set up already, or nothing to set up with */
        if (f->seat == r->seats) {
            f->stage = PSS_PRIZES;
            return TT_STEP_AGAIN;
        }
        unsigned n = distinct_basics(m, ptcg_zone(m, g->z_hand, f->seat), basics, 64);
        tt_decision_open(m, f->seat, 0);
        for (unsigned i = 0; i < n; i++)
            tt_decision_add(m, (tt_option){PO_SETUP_ACTIVE, (int16_t)basics[i], 0, 0});
        return TT_STEP_DECIDE;
    }
    case PSS_BENCH: {
        unsigned bench = ptcg_zone(m, g->z_bench, f->seat);
        unsigned n = tt_zone_free(m, bench)
                         ? distinct_basics(m, ptcg_zone(m, g->z_hand, f->seat), basics, 64)
                         : 0;
        if (n == 0) { /* nothing left to choose: the seat is done */
            tt_option done = {PO_SETUP_DONE, -1, 0, 0};
            ptcg_apply_setup(m, g, f->seat, &done);
            return TT_STEP_AGAIN;
        }
        tt_decision_open(m, f->seat, 0);
        for (unsigned i = 0; i < n; i++)
            tt_decision_add(m, (tt_option){PO_SETUP_BENCH, (int16_t)basics[i], 0, 0});
        tt_decision_add(m, (tt_option){PO_SETUP_DONE, -1, 0, 0});
        return TT_STEP_DECIDE;
    }
    case PSS_PRIZES:
    default:
        set_prizes_and_reveal(m, g);
        tt_frame_pop(m);
        return TT_STEP_DONE;
    }
}

/* tt_game.plausible: once the mulligans are over (PB), every seat still to place its Active
 * holds a Basic Pokémon in hand (else it would have taken a mulligan), unless it has none left
 * at all: a re-deal of the hidden cards without one is no position the match could be in. */
int ptcg_plausible(tt_match *m, const void *gs)
{
    const ptcg_state *g = gs;
    unsigned kind;
    const ptcg_setup_frame *f = tt_frame_at(m, 0, &kind);
    if (!f || kind != PFR_SETUP || f->stage == PSS_MULLIGAN)
        return 1;
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++) {
        if (placed(m, g, s) || (f->none >> s & 1))
            continue;
        uint16_t one;
        if (!distinct_basics(m, ptcg_zone(m, g->z_hand, s), &one, 1))
            return 0;
    }
    return 1;
}

int ptcg_apply_setup(tt_match *m, ptcg_state *g, unsigned seat, const tt_option *o)
{
    unsigned kind;
    ptcg_setup_frame *f = tt_frame_top(m, &kind);
    if (!f || kind != PFR_SETUP)
        return TT_ERR_MISUSE;
    switch (o->kind) {
    case PO_EXTRA_DRAW:
        if (o->a > 0)
            ptcg_emit(m, PE_EXTRA_DRAW, (int)seat, -1,
                      (int32_t)ptcg_draw_up_to(m, g, seat, (unsigned)o->a), 0);
        f->extra[seat] = 0;
        return TT_OK;
    case PO_SETUP_ACTIVE:
    case PO_SETUP_BENCH: {
        unsigned z = ptcg_zone(m, o->kind == PO_SETUP_ACTIVE ? g->z_active : g->z_bench, seat);
        tt_card_put_face_down(m, (unsigned)o->a, z, TT_TOP); /* PB: until both are ready */
        f->stage = PSS_BENCH;
        return TT_OK;
    }
    case PO_SETUP_DONE:
        ptcg_emit(m, PE_SETUP_DONE, (int)seat, -1,
                  (int32_t)tt_zone_count(m, ptcg_zone(m, g->z_bench, seat)), 0);
        f->seat++;
        f->stage = PSS_ACTIVE; /* the next seat, or the Prizes when none is left */
        return TT_OK;
    default:
        return TT_ERR_MISUSE;
    }
}
