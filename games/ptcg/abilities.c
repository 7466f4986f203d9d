/* abilities.c: Abilities and Pokémon Powers of Pokémon in play: once during your turn (core
 * limit `ability` per card, so in the center one use serves the whole team: PD-9), as often as
 * you like (PD-9: usable by both teammates), or always on. An Ability acts in its lane (PD-7). */
#include "ptcg.h"

int ptcg_has_ability(const ptcg_state *g, unsigned pokemon, unsigned effect)
{
    return ptcg_card_of(g, pokemon)->ability == effect;
}

/* The first basic Energy card of type in seat's hand, or -1. */
static int hand_energy(const tt_match *m, const ptcg_state *g, unsigned seat, unsigned type)
{
    unsigned hand = ptcg_zone(m, g->z_hand, seat);
    for (unsigned i = 0; i < tt_zone_count(m, hand); i++) {
        unsigned c = tt_zone_card(m, hand, i);
        const ptcg_card *k = ptcg_card_of(g, c);
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
        n += g->damage[tt_zone_card(m, bench, i)] / 10u;
    return n;
}

/* Whether a once-per-turn Ability of pokemon would do something now. */
static int usable(const tt_match *m, const ptcg_state *g, unsigned seat, unsigned pokemon,
                  unsigned lane)
{
    const ptcg_card *c = ptcg_card_of(g, pokemon);
    int active = ptcg_lane_active(m, g, seat, lane) == (int)pokemon;
    switch (c->ability) {
    case PX_DISCARD_ENERGY_DRAW:
        return hand_energy(m, g, seat, c->type) >= 0;
    case PX_WIN_IF_BENCH_DAMAGE: /* Unown DAMAGE: Active, 66 counters on the Bench */
        return active && bench_counters(m, g, seat, lane) >= (unsigned)c->ability_param;
    case PX_WIN_IF_HAND_SIZE: /* Unown HAND: Active, 35 cards in the hand */
        return active &&
               tt_zone_count(m, ptcg_zone(m, g->z_hand, seat)) >= (unsigned)c->ability_param;
    default:
        return 0;
    }
}

void ptcg_ability_options(tt_match *m, ptcg_state *g, unsigned seat, unsigned pokemon,
                          unsigned lane)
{
    const ptcg_card *c = ptcg_card_of(g, pokemon);
    int energy = hand_energy(m, g, seat, c->type);
    tt_option o = {PO_ABILITY, (int16_t)pokemon, -1, (int16_t)lane};
    switch (ptcg_effect_stage(c->ability)) {
    case PXS_ONCE: { /* PB: once during your turn; PD-9: per Pokémon, so per team in the center */
        int rule = tt_limit_check(m, PA_ABILITY, seat, (int)lane, (int)pokemon);
        rule = rule >= 0                            ? (int)TT_RULE_LIMIT((unsigned)rule)
               : !usable(m, g, seat, pokemon, lane) ? PR_NO_EFFECT
                                                    : -1;
        ptcg_add_or_deny(m, o, rule);
        return;
    }
    case PXS_ABILITY: { /* as often as you like: Energy of its type onto a Pokémon of the lane */
        uint16_t mons[16];
        unsigned n = ptcg_lane_pokemon(m, g, seat, lane, mons);
        if (energy < 0) {
            tt_decision_deny(m, o, PR_NO_EFFECT);
            return;
        }
        for (unsigned i = 0; i < n; i++) {
            if (c->ability_param && ptcg_card_of(g, mons[i])->type != c->type)
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
    const ptcg_card *c = ptcg_card_of(g, pokemon);
    int energy = hand_energy(m, g, seat, c->type);
    ptcg_emit(m, PE_ABILITY, (int)seat, (int)pokemon, 0, 0);
    if (ptcg_effect_stage(c->ability) == PXS_ONCE)
        tt_limit_use(m, PA_ABILITY, seat, o->c, (int)pokemon);
    if (c->ability == PX_WIN_IF_BENCH_DAMAGE || c->ability == PX_WIN_IF_HAND_SIZE) {
        tt_team_wins(m, seat, TT_OUT_CARD); /* PD-24: "you win" is the team's win */
        return;
    }
    if (energy < 0)
        return;
    switch (c->ability) {
    case PX_DISCARD_ENERGY_DRAW: { /* Roast Reveal: discard a Fire Energy card, draw 3 */
        tt_card_send(m, (unsigned)energy, g->z_discard, -1, TT_TOP);
        ptcg_emit(m, PE_DISCARD, (int)seat, energy, -1, 0);
        unsigned n = ptcg_draw_up_to(m, g, seat, (unsigned)c->ability_param);
        ptcg_emit(m, PE_DRAW, (int)seat, -1, (int32_t)n, 0); /* PD-7: only the user draws */
        return;
    }
    case PX_ATTACH_FROM_HAND: /* Rain Dance, Magnetic Circuit: no use of the attachment limit */
        tt_card_put(m, (unsigned)energy, tt_zone_instance(m, g->z_attached, seat, -1), TT_TOP);
        g->attached_to[energy] = o->b;
        ptcg_emit(m, PE_ATTACH, (int)seat, energy, o->b, 0);
        return;
    default:
        return;
    }
}
