/* abilities.c: Abilities and Pokémon Powers of Pokémon in play: once during your turn (core
 * limit `ability` per card, so in the center one use serves the whole team: PD-9), as often as
 * you like (PD-9: usable by both teammates), when put from the hand onto the Bench, a VSTAR
 * Power, or always on. An Ability is a shell: when and how often it is used (here), and its
 * effect, a primitive (PTCG_EFFECTS) or parts run as a Trainer's are (trainer_parts.c). An
 * Ability acts in its lane for its player (PD-7). */
#include "ptcg.h"

int ptcg_has_ability(const tt_match *m, unsigned pokemon, unsigned effect)
{
    return ptcg_card_of(m, pokemon)->ability == effect;
}

/* The first basic Energy card of type in seat's hand, or -1. */
static int hand_energy(const tt_match *m, const ptcg_state *g, unsigned seat, unsigned type)
{
    unsigned hand = ptcg_zone(m, g->z_hand, seat);
    for (unsigned i = 0; i < tt_zone_count(m, hand); i++) {
        unsigned c = tt_zone_card(m, hand, i);
        const ptcg_card *k = ptcg_card_of(m, c);
        if (k->kind == PK_BASIC_ENERGY && k->type == type)
            return (int)c;
    }
    return PTCG_NO_CARD;
}

/* The damage counters on the Benched Pokémon of seat's team in lane (PD-24: Unown's "your
 * Benched Pokémon" are those of its lane). */
static unsigned bench_counters(const tt_match *m, const ptcg_state *g, unsigned seat, unsigned lane)
{
    unsigned bench = ptcg_lane_zone(m, g->z_bench, seat, lane), n = 0;
    for (unsigned i = 0; i < tt_zone_count(m, bench); i++)
        n += g->card[tt_zone_card(m, bench, i)].damage / 10u;
    return n;
}

/* Whether a once-per-turn Ability of pokemon would do something now. */
static int usable(const tt_match *m, const ptcg_state *g, unsigned seat, unsigned pokemon,
                  unsigned lane)
{
    const ptcg_card *c = ptcg_card_of(m, pokemon);
    int active = ptcg_lane_active(m, g, seat, lane) == (int)pokemon;
    switch (c->ability) {
    case PX_WIN_IF_BENCH_DAMAGE: /* Unown DAMAGE: Active, 66 counters on the Bench */
        return active && bench_counters(m, g, seat, lane) >= (unsigned)c->ability_param;
    case PX_WIN_IF_HAND_SIZE: /* Unown HAND: Active, 35 cards in the hand */
        return active &&
               tt_zone_count(m, ptcg_zone(m, g->z_hand, seat)) >= (unsigned)c->ability_param;
    default:
        return 0;
    }
}

/* "You can't use more than 1 <name> Ability each turn": whether seat used one this turn. */
static int used_its_name(const tt_match *m, const ptcg_state *g, unsigned seat, const ptcg_card *c)
{
    return c->one_per_turn && g->one_turn[seat] == tt_match_turn(m) &&
           (g->one_used[seat] >> c->one_bit & 1u);
}

/* An Ability of parts: the rule that stops pokemon's now (its use, its name, a part that
 * would do nothing: trainer_parts.c), or -1. */
static int parts_rule(tt_match *m, ptcg_state *g, unsigned seat, unsigned pokemon, unsigned lane)
{
    const ptcg_card *c = ptcg_card_of(m, pokemon);
    int rule = -1;
    if (c->ability_use == PAU_ONCE) { /* PB: once during your turn; PD-9: per Pokémon */
        rule = tt_limit_check(m, PA_ABILITY, seat, (int)lane, (int)pokemon);
        rule = rule >= 0 ? (int)TT_RULE_LIMIT((unsigned)rule) : -1;
    } else if (c->ability_use == PAU_VSTAR) { /* once per game (PD-21: lane, team) */
        rule = ptcg_limit_rule(m, PA_VSTAR_POWER, seat, lane);
    }
    if (rule < 0 && used_its_name(m, g, seat, c))
        rule = PR_ONE_PER_TURN;
    if (rule < 0)
        rule = ptcg_trainer_refusal(m, g, seat, pokemon, lane);
    return rule == PR_NO_EFFECT ? PR_ABILITY_NO_EFFECT : rule; /* the parts' check says Trainer */
}

/* An Ability of parts is used: its limits, its name's turn, then its parts in a frame. */
static void use_parts(tt_match *m, ptcg_state *g, unsigned seat, unsigned pokemon, unsigned lane)
{
    const ptcg_card *c = ptcg_card_of(m, pokemon);
    ptcg_emit(m, PE_ABILITY, (int)seat, (int)pokemon, 0, 0);
    if (c->ability_use == PAU_ONCE)
        tt_limit_use(m, PA_ABILITY, seat, (int)lane, (int)pokemon);
    if (c->ability_use == PAU_VSTAR)
        tt_limit_use(m, PA_VSTAR_POWER, seat, (int)lane, -1);
    if (c->one_per_turn) {
        if (g->one_turn[seat] != tt_match_turn(m))
            g->one_used[seat] = 0;
        g->one_turn[seat] = tt_match_turn(m);
        g->one_used[seat] |= 1u << c->one_bit;
    }
    ptcg_trainer_parts_start(m, seat, pokemon, -1, lane); /* PD-7: its player, its lane */
}

void ptcg_ability_options(tt_match *m, ptcg_state *g, unsigned seat, unsigned pokemon,
                          unsigned lane)
{
    const ptcg_card *c = ptcg_card_of(m, pokemon);
    int energy = hand_energy(m, g, seat, c->type);
    tt_option o = {PO_ABILITY, (int16_t)pokemon, -1, (int16_t)lane};
    if (c->ntparts) { /* of parts: a triggered one is offered only when it triggers */
        if (c->ability_use != PAU_BENCHED)
            ptcg_add_or_deny(m, o, parts_rule(m, g, seat, pokemon, lane));
        return;
    }
    switch (ptcg_effect_stage(c->ability)) {
    case PXS_ONCE: { /* PB: once during your turn; PD-9: per Pokémon, so per team in the center */
        int rule = tt_limit_check(m, PA_ABILITY, seat, (int)lane, (int)pokemon);
        rule = rule >= 0                            ? (int)TT_RULE_LIMIT((unsigned)rule)
               : !usable(m, g, seat, pokemon, lane) ? PR_ABILITY_CONDITION
                                                    : -1;
        ptcg_add_or_deny(m, o, rule);
        return;
    }
    case PXS_ABILITY: { /* as often as you like: Energy of its type onto a Pokémon of the lane */
        uint16_t mons[16];
        unsigned n = ptcg_lane_pokemon(m, g, seat, lane, mons);
        if (energy < 0) {
            tt_decision_deny(m, o, PR_ABILITY_NO_EFFECT);
            return;
        }
        for (unsigned i = 0; i < n; i++) {
            if (c->ability_param && ptcg_card_of(m, mons[i])->type != c->type)
                continue; /* Rain Dance: only onto Water Pokémon */
            o.b = (int16_t)mons[i];
            tt_decision_add(m, o);
        }
        return;
    }
    case PXS_NONE:
    case PXS_COST:
    case PXS_DAMAGE:
    case PXS_AFTER:
    case PXS_TRAINER:
    case PXS_TOOL:
    case PXS_STADIUM:
    case PXS_STATIC:
    default:
        return; /* always on, or nothing to use */
    }
}

void ptcg_use_ability(tt_match *m, ptcg_state *g, unsigned seat, const tt_option *o)
{
    unsigned pokemon = (unsigned)o->a;
    const ptcg_card *c = ptcg_card_of(m, pokemon);
    int energy = hand_energy(m, g, seat, c->type);
    if (c->ntparts) {
        use_parts(m, g, seat, pokemon, (unsigned)o->c);
        return;
    }
    ptcg_emit(m, PE_ABILITY, (int)seat, (int)pokemon, 0, 0);
    if (ptcg_effect_stage(c->ability) == PXS_ONCE)
        tt_limit_use(m, PA_ABILITY, seat, o->c, (int)pokemon);
    if (c->ability == PX_WIN_IF_BENCH_DAMAGE || c->ability == PX_WIN_IF_HAND_SIZE) {
        tt_team_wins(m, seat, TT_OUT_CARD); /* PD-24: "you win" is the team's win */
        return;
    }
    if (energy >= 0 && c->ability == PX_ATTACH_FROM_HAND) {
        /* Rain Dance, Magnetic Circuit: no use of the attachment limit */
        tt_card_put(m, (unsigned)energy, tt_zone_instance(m, g->z_attached, seat, -1), TT_TOP);
        g->card[energy].attached_to = o->b;
        ptcg_emit(m, PE_ATTACH, (int)seat, energy, o->b, 0);
    }
}

/* ---- an Ability that triggers when its Pokémon is put from the hand onto the Bench ---- */

void ptcg_benched_from_hand(tt_match *m, ptcg_state *g, unsigned seat, unsigned pokemon,
                            unsigned lane)
{
    const ptcg_card *c = ptcg_card_of(m, pokemon);
    if (!c->ntparts || c->ability_use != PAU_BENCHED || parts_rule(m, g, seat, pokemon, lane) >= 0)
        return; /* none, or it could do nothing now (its name used this turn: no choice) */
    ptcg_benched_frame f = {(uint8_t)seat, (uint8_t)lane, (int16_t)pokemon};
    tt_frame_push(m, PFR_BENCHED, &f, sizeof f);
}

/* "you may": its player uses it or not, before anything else. */
tt_step ptcg_resolve_benched(tt_match *m, ptcg_state *g, ptcg_benched_frame *f)
{
    (void)g;
    tt_decision_open(m, f->seat, PP_MAIN);
    tt_decision_add(m, (tt_option){PO_ABILITY, f->pokemon, -1, f->lane});
    tt_decision_add(m, (tt_option){PO_DECLINE, f->pokemon, -1, f->lane});
    return TT_STEP_DECIDE;
}

int ptcg_apply_benched(tt_match *m, ptcg_state *g, unsigned seat, const tt_option *o)
{
    unsigned kind;
    ptcg_benched_frame *f = tt_frame_top(m, &kind);
    if (!f || kind != PFR_BENCHED)
        return TT_ERR_MISUSE;
    unsigned pokemon = (unsigned)f->pokemon, lane = f->lane;
    tt_frame_pop(m);
    if (o->kind == PO_ABILITY)
        use_parts(m, g, seat, pokemon, lane);
    return TT_OK;
}
