/* conditions.c: Special Conditions and the Pokémon Checkup between turns (PB): Asleep,
 * Confused, Paralyzed, Poisoned, Burned; damage prevented during the opponent's next turn
 * (Withdraw) is a core lasting effect (YT-5.4 counting). */
#include "ptcg.h"

#define POISON_DAMAGE 10 /* PB: 1 damage counter */
#define BURN_DAMAGE   20 /* PB: 2 damage counters, then a coin */

void ptcg_condition_set(tt_match *m, ptcg_state *g, unsigned card, unsigned cond)
{
    if (cond & PC_ROTATION)
        g->card[card].conditions &= (uint8_t)~PC_ROTATION;
    g->card[card].conditions |= (uint8_t)cond;
    ptcg_emit(m, PE_CONDITION, (int)tt_card_controller(m, card), (int)card, (int32_t)cond, 0);
}

static void recover(tt_match *m, ptcg_state *g, unsigned card, unsigned cond)
{
    g->card[card].conditions &= (uint8_t)~cond;
    ptcg_emit(m, PE_RECOVER, (int)tt_card_controller(m, card), (int)card, (int32_t)cond, 0);
}

void ptcg_leave_active(tt_match *m, ptcg_state *g, unsigned card)
{
    g->card[card].conditions = 0;
    for (unsigned i = 0; i < TT_MAX_LASTING; i++) { /* its protection ends with it */
        const tt_lasting *l = tt_lasting_at(m, i);
        if (l &&
            (l->kind == PL_PREVENT_DAMAGE || l->kind == PL_NOT_NEXT_TURN || l->kind == PL_WEAKEN) &&
            l->card == (int16_t)card)
            tt_lasting_remove(m, i);
    }
}

int ptcg_is_protected(const tt_match *m, unsigned card)
{
    for (unsigned i = 0; i < TT_MAX_LASTING; i++) {
        const tt_lasting *l = tt_lasting_at(m, i);
        if (l && l->kind == PL_PREVENT_DAMAGE && l->card == (int16_t)card)
            return 1;
    }
    return 0;
}

int32_t ptcg_weakened_by(const tt_match *m, unsigned pokemon)
{
    int32_t less = 0;
    for (unsigned i = 0; i < TT_MAX_LASTING; i++) {
        const tt_lasting *l = tt_lasting_at(m, i);
        if (l && l->kind == PL_WEAKEN && l->card == (int16_t)pokemon)
            less += l->data;
    }
    return less;
}

int ptcg_not_now(const tt_match *m, unsigned pokemon, unsigned attack)
{
    for (unsigned i = 0; i < TT_MAX_LASTING; i++) {
        const tt_lasting *l = tt_lasting_at(m, i);
        if (l && l->kind == PL_NOT_NEXT_TURN && l->card == (int16_t)pokemon &&
            (l->data == (int32_t)attack || l->data == PTCG_ANY_ATTACK))
            return 1;
    }
    return 0;
}

void ptcg_protect(tt_match *m, unsigned seat, unsigned card)
{
    /* "during your opponent's next turn": it ends at the end of the next opponent turn */
    tt_lasting l = {PL_PREVENT_DAMAGE, (int16_t)card, (uint8_t)seat, TT_REL_OPPONENT, 1, 0, 0};
    if (tt_lasting_add(m, &l) >= 0)
        ptcg_emit(m, PE_PROTECTED, (int)seat, (int)card, 0, 0);
}

static void hit(tt_match *m, ptcg_state *g, unsigned card, unsigned amount, unsigned cond)
{
    g->card[card].damage = (uint16_t)(g->card[card].damage + amount);
    ptcg_emit(m, PE_CHECKUP_HIT, (int)tt_card_controller(m, card), (int)card, (int32_t)amount,
              (int32_t)cond);
}

/* PlusPower: "at the end of your turn, discard PlusPower". */
static void discard_plus_power(tt_match *m, ptcg_state *g, unsigned seat)
{
    unsigned z = tt_zone_instance(m, g->z_attached, seat, -1);
    for (unsigned i = tt_zone_count(m, z); i-- > 0;) {
        unsigned c = tt_zone_card(m, z, i);
        if (ptcg_card_of(m, c)->effect != PX_PLUS_POWER)
            continue;
        ptcg_emit(m, PE_DISCARD, (int)seat, (int)c, g->card[c].attached_to, 0);
        ptcg_discard_card(m, g, c);
    }
}

tt_step ptcg_checkup(tt_match *m, ptcg_state *g)
{
    const tt_rules *r = tt_match_rules(m);
    unsigned seats = tt_turn_seats(m);
    for (unsigned s = 0; s < r->seats; s++)
        if (seats >> s & 1)
            discard_plus_power(m, g, s); /* at the end of the turn, extra turn or not */
    if (g->skip_checkup) {               /* PB: an extra turn skips the between-turns step */
        g->skip_checkup = 0;
        ptcg_emit(m, PE_NO_CHECKUP, -1, -1, 0, 0);
        return TT_STEP_DONE;
    }
    for (unsigned l = 0; l < r->nlanes; l++) /* PD-6: one Checkup for every lane */
        for (unsigned t = 0; t < r->teams; t++) {
            int a = ptcg_lane_active(m, g, t * r->per_team, l);
            if (a < 0)
                continue;
            unsigned c = (unsigned)a, cond = g->card[c].conditions, s = tt_card_controller(m, c);
            if (cond & PC_POISONED)
                hit(m, g, c, POISON_DAMAGE, PC_POISONED);
            if (cond & PC_BURNED) {
                hit(m, g, c, BURN_DAMAGE, PC_BURNED);
                if (tt_coin_flip(m, s))
                    recover(m, g, c, PC_BURNED);
            }
            if ((cond & PC_ASLEEP) && tt_coin_flip(m, s))
                recover(m, g, c, PC_ASLEEP);
            if ((cond & PC_PARALYZED) && (seats >> s & 1)) /* PB: after its owner's next turn */
                recover(m, g, c, PC_PARALYZED);
        }
    ptcg_knockouts(m, g);
    return TT_STEP_DONE;
}

void ptcg_sweep_removed(tt_match *m, ptcg_state *g)
{
    const tt_rules *r = tt_match_rules(m);
    unsigned out = 0;
    for (unsigned s = 0; s < r->seats; s++)
        out |= (unsigned)tt_seat_is_out(m, s) << s;
    if (out == g->out_seen)
        return;
    g->out_seen = (uint8_t)out;
    for (unsigned s = 0; s < r->seats; s++) { /* PD-22: attached to a removed Pokémon */
        unsigned z = tt_zone_instance(m, g->z_attached, s, -1);
        for (unsigned i = tt_zone_count(m, z); i-- > 0;) {
            unsigned c = tt_zone_card(m, z, i);
            int on = g->card[c].attached_to;
            if (on >= 0 && tt_card_zone(m, (unsigned)on) != TT_NOWHERE)
                continue;
            tt_card_put(m, c, TT_NOWHERE, TT_TOP);
            g->card[c].attached_to = PTCG_NO_CARD;
        }
    }
    /* PD-22, PD-10: a card of a player still in that left with the lane (the opponent's
     * Stadium there) goes to its owner's discard pile; the eliminated player's are removed */
    for (unsigned c = 0; c < tt_match_card_count(m); c++)
        if (tt_card_zone(m, c) == TT_NOWHERE && !tt_seat_is_out(m, tt_card_owner(m, c)))
            tt_card_send(m, c, g->z_discard, -1, TT_TOP);
}
