/* triggers.c: trigger effects (YM-9, YM-10) waiting to go on a chain, and the order they go on
 * it (YT-5.3): the core's seat order (the turn player, the teammate, then the opponents);
 * under `responses.triggers: split` all mandatory triggers in that order first, then the
 * optional ones (each offered to its controller), under `literal` seat order only.
 * Simplification: a player's own simultaneous triggers go on in card order (no choice). */
#include "ygo.h"

void ygo_trigger_add(ygo_state *g, unsigned card, unsigned seat)
{
    for (unsigned i = 0; i < g->npend; i++)
        if (g->pend[i] == card)
            return;
    if (g->npend < YGO_MAX_PEND) {
        g->pend[g->npend] = (uint16_t)card;
        g->pend_seat[g->npend++] = (uint8_t)seat;
    }
}

static int optional_trigger(const tt_match *m, unsigned card)
{
    return ygo_field(m, card, YF_OPTIONAL) != 0;
}

/* Sorts the waiting triggers into the order they go on the chain (YT-5.3). */
static void segoc_order(const tt_match *m, ygo_state *g)
{
    uint8_t order[TT_MAX_SEATS];
    unsigned nseats = tt_trigger_seat_order(m, order);
    int split = tt_match_rules(m)->trigger_order == TT_TRIGGERS_SPLIT;
    uint16_t cards[YGO_MAX_PEND];
    uint8_t seats[YGO_MAX_PEND];
    unsigned n = 0;
    for (int pass = 0; pass < (split ? 2 : 1); pass++)
        for (unsigned k = 0; k < nseats; k++)
            for (unsigned i = 0; i < g->npend; i++) {
                if (g->pend_seat[i] != order[k])
                    continue;
                if (split && optional_trigger(m, g->pend[i]) != pass)
                    continue;
                cards[n] = g->pend[i];
                seats[n++] = g->pend_seat[i];
            }
    for (unsigned i = 0; i < n; i++) {
        g->pend[i] = cards[i];
        g->pend_seat[i] = seats[i];
    }
    g->npend = (uint8_t)n;
}

int ygo_triggers_flush(tt_match *m, ygo_state *g)
{
    unsigned kind;
    if (!g->npend || (tt_frame_top(m, &kind) && kind == YFR_TRIGGERS))
        return 0;
    segoc_order(m, g);
    ygo_trigger_frame f = {0, 0, g->nchain};
    tt_frame_push(m, YFR_TRIGGERS, &f, sizeof f);
    return 1;
}

/* The opponent a battle trigger's "your opponent" means: the one in the battle. */
static uint8_t battle_opponent_seat(const tt_match *m, const ygo_state *g, unsigned seat)
{
    if (g->bat.stage == BS_NONE)
        return 0xff;
    if (seat == g->bat.seat)
        return g->bat.defender;
    (void)m;
    return g->bat.seat;
}

tt_step ygo_resolve_triggers(tt_match *m, ygo_state *g, ygo_trigger_frame *f)
{
    while (f->next < g->npend) {
        unsigned c = g->pend[f->next], seat = g->pend_seat[f->next];
        if (!ygo_has_targets(m, g, c, seat) || g->nchain >= YGO_MAX_CHAIN) {
            f->next++; /* nothing to apply it to: it is not activated */
            f->asked = 0;
            continue;
        }
        if (optional_trigger(m, c) && !f->asked) { /* "you can": its controller decides */
            f->asked = 1;
            tt_decision_open(m, seat, 0);
            tt_decision_add(m, (tt_option){YO_TRIGGER, (int16_t)c, 0, 0});
            tt_decision_add(m, (tt_option){YO_NO_TRIGGER, (int16_t)c, 0, 0});
            return TT_STEP_DECIDE;
        }
        f->next++;
        f->asked = 0;
        /* YT-3.1: an effect on "your opponent's" Extra Deck (Memory Crusher) applies to the
         * opponent its player chooses as it activates, not to the one the battle was with */
        ygo_activation_frame a = {(uint16_t)c,
                                  (uint8_t)seat,
                                  0,
                                  -1,
                                  ygo_needs_opponent(m, c) ? 0xff
                                                           : battle_opponent_seat(m, g, seat),
                                  0,
                                  1,
                                  -1,
                                  0};
        tt_frame_push(m, YFR_ACTIVATION, &a, sizeof a);
        return TT_STEP_AGAIN;
    }
    /* every trigger is on: the chain gets its response window (YT-5.2) */
    uint8_t base = f->base;
    g->npend = 0;
    tt_frame_pop(m);
    if (g->nchain > base) {
        ygo_chain_frame chain = {0};
        tt_frame_push(m, YFR_CHAIN, &chain, sizeof chain);
        tt_window_open(m, g->chain[g->nchain - 1].seat);
    }
    return TT_STEP_AGAIN;
}

int ygo_apply_trigger(tt_match *m, ygo_state *g, unsigned seat, const tt_option *o)
{
    unsigned kind;
    ygo_trigger_frame *f = tt_frame_top(m, &kind);
    (void)seat;
    (void)g;
    if (!f || kind != YFR_TRIGGERS)
        return TT_ERR_MISUSE;
    if (o->kind == YO_NO_TRIGGER) {
        f->next++;
        f->asked = 0;
    } /* YO_TRIGGER: the next step puts it on the chain (asked stays 1) */
    return TT_OK;
}

/* Quick effects of monsters (YM-9): from the hand when the cost discards the card itself
 * (Kuriboh, Honest), else from the field while the card battles (Injection Fairy Lily). */
int ygo_ignition_now(const tt_match *m, const ygo_state *g, unsigned seat, unsigned card)
{
    unsigned z = tt_card_zone(m, card);
    return ygo_field(m, card, YF_IGNITION) != YI_NONE &&
           z == tt_zone_instance(m, g->z_monster, seat, -1) && !tt_card_face_down(m, card) &&
           tt_turn_rel_of(m, seat) == TT_REL_OWN &&
           (g->cur_phase == YP_MAIN1 || g->cur_phase == YP_MAIN2) && !g->nchain &&
           g->bat.stage == BS_NONE && !g->summon_window;
}

int ygo_quick_ok(const tt_match *m, const ygo_state *g, unsigned seat, unsigned card)
{
    unsigned trig = (unsigned)ygo_field(m, card, YF_TRIGGER);
    unsigned stage = g->bat.stage;
    if (trig == YTR_QUICK_DAMAGE_STEP) {
        if (stage < BS_START_OPEN || stage > BS_BEFORE_ASK)
            return 0; /* YM-9: Honest at the start and before damage calculation, not during it */
    } else if (trig == YTR_QUICK_DAMAGE_CALC) {
        if (stage != BS_CALC_ASK && stage != BS_CALC_OPEN)
            return 0;
    } else {
        return 0;
    }
    unsigned zone = tt_card_zone(m, card);
    if (ygo_field(m, card, YF_COST) == YC_DISCARD_SELF) {
        if (zone != tt_zone_instance(m, g->z_hand, seat, -1))
            return 0;
    } else if (zone != tt_zone_instance(m, g->z_monster, seat, -1) || tt_card_face_down(m, card) ||
               (g->bat.attacker != (int)card && g->bat.target != (int)card) ||
               (g->flags[card] & YGO_USED)) {
        return 0; /* on the field, battling, once per damage calculation */
    }
    return ygo_has_targets(m, g, card, seat);
}
