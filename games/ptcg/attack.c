/* attack.c: attacks (PB): Energy costs with [C], Confusion, Weakness x2 and Resistance as
 * printed, PlusPower, prevented damage; Knock Outs with a Prize for the other side
 * (tt_prizes_take) and a promotion from the Bench. An attack ends the turn. */
#include "ptcg.h"

#define CONFUSION_DAMAGE 30 /* PB: 3 damage counters on a Confused Pokémon that flips tails */

int ptcg_attack_payable(const tt_match *m, const ptcg_state *g, unsigned pokemon, unsigned attack)
{
    const ptcg_attack *at = &ptcg_card_of(g, pokemon)->attacks[attack];
    uint8_t have[PT_COUNT];
    unsigned total = ptcg_energy(m, g, pokemon, have), typed = 0;
    for (unsigned t = PT_COLORLESS + 1; t < PT_COUNT; t++) {
        if (have[t] < at->need[t])
            return 0;
        typed += at->need[t];
    }
    return total - typed >= at->need[PT_COLORLESS]; /* [C]: any Energy left over pays */
}

int32_t ptcg_damage_after_wr(const tt_match *m, const ptcg_state *g, unsigned attacker,
                             unsigned defender, int32_t base)
{
    const ptcg_card *def = ptcg_card_of(g, defender);
    unsigned type = ptcg_card_of(g, attacker)->type;
    int32_t d = base;
    if (base <= 0)
        return 0;
    if (def->weakness == type) /* PB: Weakness ×2 */
        d *= 2;
    if (def->resistance == type) /* PB: Resistance as printed (Base Set: -30) */
        d -= def->resistance_value;
    if (d <= 0)
        return 0;
    uint16_t att[64];
    unsigned n = ptcg_attached(m, g, attacker, att, 64);
    for (unsigned i = 0; i < n; i++) /* PlusPower: +10 after Weakness and Resistance */
        if (ptcg_card_of(g, att[i])->effect == PX_PLUS_POWER)
            d += ptcg_card_of(g, att[i])->param;
    return d;
}

static int32_t hp_left(const ptcg_state *g, unsigned card)
{
    int32_t left = ptcg_card_of(g, card)->hp - g->damage[card];
    return left < 0 ? 0 : left;
}

static void run_stage(tt_match *m, ptcg_state *g, const ptcg_attack *at, unsigned stage,
                      ptcg_effect_args *a)
{
    if (ptcg_effect_stage(at->effect) == stage)
        ptcg_effect_run(m, g, at->effect, a);
}

static void attack(tt_match *m, ptcg_state *g, unsigned seat, unsigned attacker, unsigned index)
{
    const ptcg_attack *at = &ptcg_card_of(g, attacker)->attacks[index];
    int defender = ptcg_active(m, g, ptcg_opponent(m, seat));
    ptcg_emit(m, PE_ATTACK, (int)seat, (int)attacker, (int32_t)index, defender);
    if ((g->conditions[attacker] & PC_CONFUSED) && !ptcg_coin(m, seat)) {
        g->damage[attacker] = (uint16_t)(g->damage[attacker] + CONFUSION_DAMAGE);
        ptcg_emit(m, PE_CONFUSED_HIT, (int)seat, (int)attacker, CONFUSION_DAMAGE,
                  hp_left(g, attacker));
        return; /* PB: tails: the attack does nothing else */
    }
    ptcg_effect_args a = {seat, (int)attacker, defender, at->param, (int)index, at->damage};
    run_stage(m, g, at, PXS_COST, &a);
    run_stage(m, g, at, PXS_DAMAGE, &a);
    if (defender >= 0 && a.damage > 0) {
        int32_t d = ptcg_damage_after_wr(m, g, attacker, (unsigned)defender, a.damage);
        if (ptcg_is_protected(m, (unsigned)defender)) {
            ptcg_emit(m, PE_PREVENTED, (int)seat, defender, 0, 0);
        } else {
            int32_t total = g->damage[defender] + d;
            g->damage[defender] = (uint16_t)(total > 9990 ? 9990 : total);
            ptcg_emit(m, PE_DAMAGE, (int)seat, defender, d, hp_left(g, (unsigned)defender));
        }
    }
    run_stage(m, g, at, PXS_AFTER, &a); /* "any other effects of attacks still happen" */
}

tt_step ptcg_attack_phase(tt_match *m, ptcg_state *g, unsigned seat)
{
    if (g->atk_index < 0)
        return TT_STEP_DONE;
    unsigned attacker = (unsigned)g->atk_card, index = (unsigned)g->atk_index;
    g->atk_index = -1;
    g->atk_card = PTCG_NO_CARD;
    if (ptcg_active(m, g, seat) == (int)attacker)
        attack(m, g, seat, attacker, index);
    ptcg_knockouts(m, g);
    tt_turn_goto(m, PP_CHECKUP); /* PB: an attack ends the turn (the Checkup still comes) */
    return TT_STEP_AGAIN;
}

static void take_prize(tt_match *m, ptcg_state *g, unsigned seat)
{
    unsigned prizes = ptcg_zone(m, g->z_prizes, seat);
    if (tt_zone_count(m, prizes)) {
        unsigned c = tt_zone_card(m, prizes, tt_zone_count(m, prizes) - 1);
        tt_card_set_face_down(m, c, 0);
        tt_card_send(m, c, g->z_hand, -1, TT_TOP); /* to its owner's hand: the taker's */
    }
    ptcg_emit(m, PE_PRIZE, (int)seat, -1, (int32_t)tt_zone_count(m, prizes), 0);
    tt_prizes_take(m, seat, 1); /* PB: 1 Prize per Knock Out; the core decides the win */
}

void ptcg_knockouts(tt_match *m, ptcg_state *g)
{
    const tt_rules *r = tt_match_rules(m);
    uint16_t out[TT_MAX_SEATS * 8];
    unsigned n = 0;
    for (unsigned s = 0; s < r->seats; s++) {
        unsigned zones[2] = {ptcg_zone(m, g->z_active, s), ptcg_zone(m, g->z_bench, s)};
        for (unsigned k = 0; k < 2; k++)
            for (unsigned i = 0; i < tt_zone_count(m, zones[k]); i++) {
                unsigned c = tt_zone_card(m, zones[k], i);
                if (g->damage[c] >= ptcg_card_of(g, c)->hp && n < TT_MAX_SEATS * 8)
                    out[n++] = (uint16_t)c;
            }
    }
    for (unsigned i = 0; i < n; i++) {
        unsigned owner = tt_card_controller(m, out[i]);
        ptcg_emit(m, PE_KNOCKED_OUT, (int)owner, out[i], 0, 0);
        ptcg_discard_pokemon(m, g, out[i]);
        take_prize(m, g, ptcg_opponent(m, owner));
    }
    for (unsigned s = r->seats; n && s-- > 0;) { /* seat order: the first pushed resolves last */
        if (ptcg_active(m, g, s) >= 0 || tt_seat_is_out(m, s))
            continue;
        if (tt_zone_count(m, ptcg_zone(m, g->z_bench, s))) {
            ptcg_promote_frame f = {(uint8_t)s};
            tt_frame_push(m, PFR_PROMOTE, &f, sizeof f);
        } else {
            ptcg_emit(m, PE_NO_POKEMON, (int)s, -1, 0, 0); /* PB: the core ends the game */
        }
    }
}

tt_step ptcg_resolve_promote(tt_match *m, ptcg_state *g, ptcg_promote_frame *f)
{
    unsigned seat = f->seat, bench = ptcg_zone(m, g->z_bench, seat);
    if (ptcg_active(m, g, seat) >= 0 || tt_seat_is_out(m, seat) || !tt_zone_count(m, bench)) {
        tt_frame_pop(m);
        return TT_STEP_DONE;
    }
    tt_decision_open(m, seat, 0);
    for (unsigned i = 0; i < tt_zone_count(m, bench); i++)
        tt_decision_add(m, (tt_option){PO_PROMOTE, (int16_t)tt_zone_card(m, bench, i), 0, 0});
    return TT_STEP_DECIDE;
}

int ptcg_apply_promote(tt_match *m, ptcg_state *g, unsigned seat, const tt_option *o)
{
    unsigned kind;
    if (!tt_frame_top(m, &kind) || kind != PFR_PROMOTE)
        return TT_ERR_MISUSE;
    tt_frame_pop(m);
    tt_card_put(m, (unsigned)o->a, ptcg_zone(m, g->z_active, seat), TT_TOP);
    ptcg_emit(m, PE_PROMOTE, (int)seat, o->a, 0, 0);
    return TT_OK;
}
