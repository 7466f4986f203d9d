/* actions.c: the main phase (PB): Basics to the Bench, one Energy attachment and one retreat
 * per turn (core limits attach_energy, retreat; the retreat cost is paid in Energy), Trainers,
 * declaring an attack, ending the turn. Attachments are module state (attached_to). */
#include "ptcg.h"

unsigned ptcg_attached(const tt_match *m, const ptcg_state *g, unsigned pokemon, uint16_t *out,
                       unsigned max)
{
    unsigned n = 0;
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++) {
        unsigned z = tt_zone_instance(m, g->z_attached, s, -1);
        for (unsigned i = 0; i < tt_zone_count(m, z) && n < max; i++) {
            unsigned c = tt_zone_card(m, z, i);
            if (g->attached_to[c] == (int16_t)pokemon)
                out[n++] = (uint16_t)c;
        }
    }
    return n;
}

unsigned ptcg_energy(const tt_match *m, const ptcg_state *g, unsigned pokemon,
                     uint8_t have[PT_COUNT])
{
    uint16_t att[64];
    unsigned n = ptcg_attached(m, g, pokemon, att, 64), total = 0;
    for (unsigned t = 0; t < PT_COUNT; t++)
        have[t] = 0;
    for (unsigned i = 0; i < n; i++) {
        if (ptcg_is_energy(g, att[i])) {
            have[ptcg_card_of(g, att[i])->type]++; /* a basic Energy provides 1 of its type */
            total++;
        }
    }
    return total;
}

unsigned ptcg_retreat_payment(const tt_match *m, const ptcg_state *g, unsigned pokemon,
                              uint16_t out[8])
{
    uint16_t att[64];
    unsigned n = ptcg_attached(m, g, pokemon, att, 64), cost = ptcg_card_of(g, pokemon)->retreat;
    unsigned k = 0;
    for (unsigned i = n; i-- > 0 && k < cost && k < 8;) /* the most recently attached first */
        if (ptcg_is_energy(g, att[i]))
            out[k++] = att[i];
    return k;
}

void ptcg_discard_card(tt_match *m, ptcg_state *g, unsigned card)
{
    tt_card_send(m, card, g->z_discard, -1, TT_TOP); /* PB, PD-10: to its owner's pile */
    g->attached_to[card] = PTCG_NO_CARD;
}

void ptcg_discard_pokemon(tt_match *m, ptcg_state *g, unsigned pokemon)
{
    uint16_t att[64];
    unsigned n = ptcg_attached(m, g, pokemon, att, 64);
    for (unsigned i = 0; i < n; i++)
        ptcg_discard_card(m, g, att[i]);
    ptcg_leave_active(m, g, pokemon);
    g->damage[pokemon] = 0;
    tt_card_send(m, pokemon, g->z_discard, -1, TT_TOP);
}

void ptcg_switch_in(tt_match *m, ptcg_state *g, unsigned seat, unsigned bench)
{
    int active = ptcg_active(m, g, seat);
    if (active >= 0) {
        ptcg_leave_active(m, g, (unsigned)active); /* PB: conditions end on the Bench */
        tt_card_swap(m, (unsigned)active, bench);  /* even with a full Bench */
    } else {
        tt_card_put(m, bench, ptcg_zone(m, g->z_active, seat), TT_TOP);
    }
}

/* Whether card comes first among the cards of its id in zone z (one option per name). */
static int first_of_its_name(const tt_match *m, unsigned z, unsigned i)
{
    uint32_t id = tt_card_id(m, tt_zone_card(m, z, i));
    for (unsigned j = 0; j < i; j++)
        if (tt_card_id(m, tt_zone_card(m, z, j)) == id)
            return 0;
    return 1;
}

static void add_or_deny(tt_match *m, tt_option o, int rule)
{
    if (rule < 0)
        tt_decision_add(m, o);
    else
        tt_decision_deny(m, o, (unsigned)rule);
}

static int limit_rule(const tt_match *m, unsigned action, unsigned seat)
{
    int l = tt_limit_check(m, action, seat, ptcg_lane(m, seat), -1);
    return l < 0 ? -1 : (int)TT_RULE_LIMIT((unsigned)l);
}

static void trainer_options(tt_match *m, ptcg_state *g, unsigned seat, unsigned card)
{
    const ptcg_card *c = ptcg_card_of(g, card);
    int rule = -1;
    if (c->kind == PK_TOOL || c->kind == PK_STADIUM || c->effect == PX_NONE)
        rule = PR_NOT_YET;
    else if (c->kind == PK_SUPPORTER && tt_turn_is_first_of_match(m))
        rule = PR_FIRST_SUPPORTER; /* PB: not on the first player's first turn */
    else if (c->kind == PK_SUPPORTER)
        rule = limit_rule(m, PA_SUPPORTER, seat); /* PB: one Supporter per turn */
    unsigned target = ptcg_effect_target(c->effect), z;
    switch (target) {
    case PXT_OWN_BENCH:
    case PXT_OPP_BENCH:
        z = ptcg_zone(m, g->z_bench, target == PXT_OWN_BENCH ? seat : ptcg_opponent(m, seat));
        for (unsigned i = 0; i < tt_zone_count(m, z); i++)
            add_or_deny(
                m, (tt_option){PO_TRAINER, (int16_t)card, (int16_t)tt_zone_card(m, z, i), 0}, rule);
        if (!tt_zone_count(m, z))
            tt_decision_deny(m, (tt_option){PO_TRAINER, (int16_t)card, -1, 0}, PR_NO_EFFECT);
        return;
    case PXT_OWN_ACTIVE:
        add_or_deny(m, (tt_option){PO_TRAINER, (int16_t)card, (int16_t)ptcg_active(m, g, seat), 0},
                    rule);
        return;
    default:
        if (rule < 0 && c->effect == PX_DRAW && !tt_zone_count(m, ptcg_zone(m, g->z_deck, seat)))
            rule = PR_NO_EFFECT; /* nothing to draw */
        add_or_deny(m, (tt_option){PO_TRAINER, (int16_t)card, -1, 0}, rule);
        return;
    }
}

static void retreat_options(tt_match *m, ptcg_state *g, unsigned seat, unsigned active)
{
    unsigned bench = ptcg_zone(m, g->z_bench, seat);
    uint16_t pay[8];
    int rule = limit_rule(m, PA_RETREAT, seat); /* PB: one retreat per turn */
    if (rule < 0 && (g->conditions[active] & (PC_ASLEEP | PC_PARALYZED)))
        rule = PR_CANT_RETREAT;
    if (rule < 0 && ptcg_retreat_payment(m, g, active, pay) < ptcg_card_of(g, active)->retreat)
        rule = PR_RETREAT_COST;
    for (unsigned i = 0; i < tt_zone_count(m, bench); i++)
        add_or_deny(m,
                    (tt_option){PO_RETREAT, (int16_t)active, (int16_t)tt_zone_card(m, bench, i), 0},
                    rule);
}

static void attack_options(tt_match *m, ptcg_state *g, unsigned seat, unsigned active)
{
    const ptcg_card *c = ptcg_card_of(g, active);
    for (unsigned a = 0; a < c->nattacks; a++) {
        int rule = tt_turn_may_attack(m) ? limit_rule(m, PA_ATTACK, seat) : PR_FIRST_ATTACK;
        if (rule < 0 && (g->conditions[active] & (PC_ASLEEP | PC_PARALYZED)))
            rule = PR_CANT_ATTACK;
        if (rule < 0 && !ptcg_attack_payable(m, g, active, a))
            rule = PR_ENERGY_COST;
        add_or_deny(m, (tt_option){PO_ATTACK, (int16_t)active, (int16_t)a, 0}, rule);
    }
}

void ptcg_main_options(tt_match *m, ptcg_state *g, unsigned seat)
{
    unsigned hand = ptcg_zone(m, g->z_hand, seat), bench = ptcg_zone(m, g->z_bench, seat);
    int active = ptcg_active(m, g, seat);
    uint16_t in_play[8];
    unsigned n_in_play = 0;
    if (active >= 0)
        in_play[n_in_play++] = (uint16_t)active;
    for (unsigned i = 0; i < tt_zone_count(m, bench) && n_in_play < 8; i++)
        in_play[n_in_play++] = (uint16_t)tt_zone_card(m, bench, i);
    int attach_rule = limit_rule(m, PA_ATTACH_ENERGY, seat); /* PB: one attachment per turn */

    tt_decision_open(m, seat, PP_MAIN);
    for (unsigned i = 0; i < tt_zone_count(m, hand); i++) {
        unsigned c = tt_zone_card(m, hand, i);
        unsigned kind = ptcg_card_of(g, c)->kind;
        if (!first_of_its_name(m, hand, i))
            continue;
        if (kind == PK_POKEMON) {
            tt_option o = {PO_BENCH, (int16_t)c, 0, 0};
            if (!ptcg_is_basic(g, c))
                tt_decision_deny(m, o, PR_NOT_YET); /* evolution is still to come */
            else if (!tt_zone_free(m, bench))
                tt_decision_deny(m, o, PR_BENCH_FULL);
            else
                tt_decision_add(m, o);
        } else if (kind == PK_BASIC_ENERGY || kind == PK_SPECIAL_ENERGY) {
            for (unsigned t = 0; t < n_in_play; t++)
                add_or_deny(m, (tt_option){PO_ATTACH, (int16_t)c, (int16_t)in_play[t], 0},
                            attach_rule);
        } else {
            trainer_options(m, g, seat, c);
        }
    }
    if (active >= 0) {
        retreat_options(m, g, seat, (unsigned)active);
        attack_options(m, g, seat, (unsigned)active);
    }
    tt_decision_add(m, (tt_option){PO_END_TURN, -1, 0, 0});
}

static void play_trainer(tt_match *m, ptcg_state *g, unsigned seat, const tt_option *o)
{
    unsigned card = (unsigned)o->a;
    const ptcg_card *c = ptcg_card_of(g, card);
    if (c->kind == PK_SUPPORTER)
        tt_limit_use(m, PA_SUPPORTER, seat, ptcg_lane(m, seat), -1);
    ptcg_emit(m, PE_TRAINER, (int)seat, (int)card, 0, 0);
    if (ptcg_effect_target(c->effect) != PXT_OWN_ACTIVE) /* an attached one stays in play */
        tt_card_send(m, card, g->z_discard, -1, TT_TOP);
    ptcg_effect_args args = {seat, (int)card, o->b, c->param, -1, 0};
    ptcg_effect_run(m, g, c->effect, &args);
}

static void retreat(tt_match *m, ptcg_state *g, unsigned seat, unsigned active, unsigned bench)
{
    uint16_t pay[8];
    unsigned k = ptcg_retreat_payment(m, g, active, pay);
    for (unsigned i = 0; i < k; i++)
        ptcg_discard_card(m, g, pay[i]);
    tt_limit_use(m, PA_RETREAT, seat, ptcg_lane(m, seat), -1);
    ptcg_switch_in(m, g, seat, bench);
    ptcg_emit(m, PE_RETREAT, (int)seat, (int)active, (int32_t)k, (int32_t)bench);
}

int ptcg_apply_main(tt_match *m, ptcg_state *g, unsigned seat, const tt_option *o)
{
    switch (o->kind) {
    case PO_BENCH:
        tt_card_put(m, (unsigned)o->a, ptcg_zone(m, g->z_bench, seat), TT_TOP);
        ptcg_emit(m, PE_BENCH, (int)seat, o->a, 0, 0);
        return TT_OK;
    case PO_ATTACH:
        tt_card_put(m, (unsigned)o->a, tt_zone_instance(m, g->z_attached, seat, -1), TT_TOP);
        g->attached_to[o->a] = o->b;
        tt_limit_use(m, PA_ATTACH_ENERGY, seat, ptcg_lane(m, seat), -1);
        ptcg_emit(m, PE_ATTACH, (int)seat, o->a, o->b, 0);
        return TT_OK;
    case PO_TRAINER:
        play_trainer(m, g, seat, o);
        return TT_OK;
    case PO_RETREAT:
        retreat(m, g, seat, (unsigned)o->a, (unsigned)o->b);
        return TT_OK;
    case PO_ATTACK:
        g->atk_card = o->a;
        g->atk_index = (int8_t)o->b;
        tt_limit_use(m, PA_ATTACK, seat, ptcg_lane(m, seat), -1);
        tt_turn_goto(m, PP_ATTACK); /* the attack resolves in the attack phase */
        return TT_OK;
    case PO_END_TURN:
        tt_turn_goto(m, PP_CHECKUP); /* PB: no attack; the Pokémon Checkup still comes */
        return TT_OK;
    default:
        return TT_ERR_MISUSE;
    }
}
