/* abilities.c: Abilities and Pokémon Powers of Pokémon in play: once during your turn (core
 * limit `ability` per card, so in the center one use serves the whole team: PD-9), as often as
 * you like (PD-9: usable by both teammates), or always on. An Ability acts in its lane (PD-7). */
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
    const ptcg_card *c = ptcg_card_of(m, pokemon);
    int energy = hand_energy(m, g, seat, c->type);
    tt_option o = {PO_ABILITY, (int16_t)pokemon, -1, (int16_t)lane};
    if (c->ability == PX_VSTAR_SEARCH) { /* a VSTAR Power: once per game (PD-21: lane, team) */
        int rule = ptcg_limit_rule(m, PA_VSTAR_POWER, seat, lane);
        if (rule < 0 && !tt_zone_count(m, ptcg_zone(m, g->z_deck, seat)))
            rule = PR_NO_EFFECT; /* nothing to search */
        ptcg_add_or_deny(m, o, rule);
        return;
    }
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
    ptcg_emit(m, PE_ABILITY, (int)seat, (int)pokemon, 0, 0);
    if (c->ability == PX_VSTAR_SEARCH) { /* Starbirth: the VSTAR Power is used, then search */
        tt_limit_use(m, PA_VSTAR_POWER, seat, o->c, -1);
        ptcg_search_frame f = {(uint8_t)seat, (uint8_t)c->ability_param, 0};
        tt_frame_push(m, PFR_SEARCH, &f, sizeof f);
        return;
    }
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
        g->card[energy].attached_to = o->b;
        ptcg_emit(m, PE_ATTACH, (int)seat, energy, o->b, 0);
        return;
    default:
        return;
    }
}

/* Starbirth (Arceus VSTAR): "During your turn, you may search your deck for up to 2 cards and
 * put them into your hand. Then, shuffle your deck." One option per name in the deck (the
 * player looks at it) and one to stop; the deck is shuffled when the search ends. */
tt_step ptcg_resolve_search(tt_match *m, ptcg_state *g, ptcg_search_frame *f)
{
    unsigned deck = ptcg_zone(m, g->z_deck, f->seat), n = tt_zone_count(m, deck);
    if (!f->n || !n) {
        unsigned seat = f->seat, end_lane = f->end_lane;
        tt_zone_shuffle(m, deck);
        tt_frame_pop(m);
        if (end_lane) /* Steven's Resolve: "Your turn ends." (PD-12: its lane's) */
            ptcg_end_lane(m, g, seat, end_lane - 1u);
        return TT_STEP_DONE;
    }
    tt_decision_open(m, f->seat, PP_MAIN);
    for (unsigned i = 0; i < n; i++) {
        uint32_t id = tt_card_id(m, tt_zone_card(m, deck, i));
        int dup = 0;
        for (unsigned j = 0; j < i && !dup; j++)
            dup = tt_card_id(m, tt_zone_card(m, deck, j)) == id;
        if (!dup)
            tt_decision_add(m, (tt_option){PO_SEARCH, (int16_t)tt_zone_card(m, deck, i), 0, 0});
    }
    tt_decision_add(m, (tt_option){PO_SEARCH, -1, 0, 0});
    return TT_STEP_DECIDE;
}

int ptcg_apply_search(tt_match *m, ptcg_state *g, unsigned seat, const tt_option *o)
{
    unsigned kind;
    ptcg_search_frame *f = tt_frame_top(m, &kind);
    if (!f || kind != PFR_SEARCH)
        return TT_ERR_MISUSE;
    if (o->a < 0) {
        f->n = 0;
        return TT_OK;
    }
    tt_card_put(m, (unsigned)o->a, ptcg_zone(m, g->z_hand, seat), TT_TOP);
    ptcg_emit(m, PE_SEARCH, (int)seat, -1, 0, 0); /* the card stays private */
    f->n--;
    return TT_OK;
}
