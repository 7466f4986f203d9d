/* resolvers.c: the effect primitives card data names (attackN_effect, effect): a table keyed
 * by name, in the order of PTCG_EFFECTS, so an unknown name in a card file is an enum error
 * with file:line:col when the database loads. Coins come from the match's RNG only. */
#include "ptcg.h"

typedef void (*ptcg_effect_fn)(tt_match *m, ptcg_state *g, ptcg_effect_args *a);

unsigned ptcg_draw_up_to(tt_match *m, const ptcg_state *g, unsigned seat, unsigned n)
{
    unsigned left = tt_zone_count(m, ptcg_zone(m, g->z_deck, seat));
    return tt_draw(m, seat, n < left ? n : left);
}

static void fx_none(tt_match *m, ptcg_state *g, ptcg_effect_args *a)
{
    (void)m;
    (void)g;
    (void)a;
}

/* Water Gun: +10 for each Energy of the user's type not used to pay for the cost ([C] is
 * paid with other Energy first), at most param more. */
static void fx_plus_per_extra_energy(tt_match *m, ptcg_state *g, ptcg_effect_args *a)
{
    const ptcg_card *c = ptcg_card_of(m, (unsigned)a->user);
    const ptcg_attack *at = &c->attacks[a->attack];
    uint8_t have[PT_COUNT];
    int total = (int)ptcg_energy(m, g, (unsigned)a->user, have);
    int other = total - have[c->type];
    int for_colorless = at->need[PT_COLORLESS] > other ? at->need[PT_COLORLESS] - other : 0;
    int extra = have[c->type] - at->need[c->type] - for_colorless;
    int bonus = extra > 0 ? extra * 10 : 0;
    a->damage += bonus < a->param ? bonus : a->param;
}

/* Lost March: "This attack does 20 damage for each of your Pokémon, except Prism Star Pokémon,
 * in the Lost Zone." PD-15: in the center the team picked whose Lost Zone (a->counted). */
static void fx_times_lost_zone_pokemon(tt_match *m, ptcg_state *g, ptcg_effect_args *a)
{
    unsigned whose = a->counted ? (unsigned)a->counted - 1 : a->seat, n = 0;
    if (g->z_lost != PTCG_NO_ZONE) {
        unsigned z = tt_zone_instance(m, g->z_lost, whose, -1);
        for (unsigned i = 0; i < tt_zone_count(m, z); i++)
            n += ptcg_card_of(m, tt_zone_card(m, z, i))->kind == PK_POKEMON;
    }
    a->damage *= (int32_t)n;
}

/* Incinerate (Charizard V): "Before doing damage, discard all Pokémon Tools from your opponent's
 * Active Pokémon." (each to its owner's discard pile, PD-10) */
static void fx_discard_defender_tools(tt_match *m, ptcg_state *g, ptcg_effect_args *a)
{
    int tool;
    while (a->target >= 0 && (tool = ptcg_tool_of(m, g, (unsigned)a->target)) >= 0) {
        ptcg_emit(m, PE_DISCARD, (int)a->seat, tool, a->target, 0);
        ptcg_discard_card(m, g, (unsigned)tool);
    }
}

/* Beast Raid (Naganadel-GX): "This attack does 20 damage for each of your Ultra Beasts in play."
 * PD-7: those of its lane (in the center the team's: both teammates' Pokémon there). */
static void fx_times_ultra_beasts(tt_match *m, ptcg_state *g, ptcg_effect_args *a)
{
    uint16_t mons[16];
    int lane = ptcg_card_lane(m, g, (unsigned)a->user);
    unsigned n = lane < 0 ? 0 : ptcg_lane_pokemon(m, g, a->seat, (unsigned)lane, mons), beasts = 0;
    for (unsigned i = 0; i < n; i++)
        beasts += ptcg_card_of(m, mons[i])->ultra_beast;
    a->damage *= (int32_t)beasts;
}

/* Mad Party (Bunnelby): "This attack does 20 damage for each Pokémon in your discard pile that
 * has the Mad Party attack." PD-15: in the center the team picked whose discard pile
 * (a->counted). An attack's name is an id found at setup (no string compared here). */
static void fx_times_discard_same_attack(tt_match *m, ptcg_state *g, ptcg_effect_args *a)
{
    unsigned whose = a->counted ? (unsigned)a->counted - 1 : a->seat, n = 0;
    unsigned id = ptcg_card_of(m, (unsigned)a->user)->attacks[a->attack].name_id;
    unsigned z = ptcg_zone(m, g->z_discard, whose);
    for (unsigned i = 0; i < tt_zone_count(m, z); i++) {
        const ptcg_card *c = ptcg_card_of(m, tt_zone_card(m, z, i));
        unsigned has = 0;
        for (unsigned k = 0; c->kind == PK_POKEMON && k < c->nattacks; k++)
            has |= c->attacks[k].name_id == id;
        n += has;
    }
    a->damage *= (int32_t)n;
}

/* Absorption GX (Buzzwole-GX): "This attack does 40 damage for each of your remaining Prize
 * cards." PD-16: it sees the Prize cards of its lane only, and of them the user's own (in the
 * center, not the teammate's). */
static void fx_times_own_prizes_in_lane(tt_match *m, ptcg_state *g, ptcg_effect_args *a)
{
    int lane = ptcg_card_lane(m, g, (unsigned)a->user);
    unsigned n = 0;
    if (lane >= 0) {
        unsigned z = ptcg_lane_zone(m, g->z_prizes, a->seat, (unsigned)lane);
        for (unsigned i = 0; i < tt_zone_count(m, z); i++)
            n += tt_card_owner(m, tt_zone_card(m, z, i)) == a->seat;
    }
    a->damage *= (int32_t)n;
}

/* Hand Kinesis (Indeedee): "This attack does 10 damage for each card in your hand." PD-15: in
 * the center the team picked whose hand (a->counted); counted when the attack resolves. */
static void fx_times_hand_size(tt_match *m, ptcg_state *g, ptcg_effect_args *a)
{
    unsigned whose = a->counted ? (unsigned)a->counted - 1 : a->seat;
    a->damage *= (int32_t)tt_zone_count(m, ptcg_zone(m, g->z_hand, whose));
}

/* PlusPower: "Attach PlusPower to your Active Pokémon. At the end of your turn, discard
 * PlusPower." (its damage is added in ptcg_damage_after_wr, its discard in the Checkup) */
static void fx_plus_power(tt_match *m, ptcg_state *g, ptcg_effect_args *a)
{
    tt_card_put(m, (unsigned)a->user, tt_zone_instance(m, g->z_attached, a->seat, -1), TT_TOP);
    g->card[a->user].attached_to = (int16_t)a->target;
}

/* param damage to the attacker itself (Selfdestruct's). */
static void self_damage(tt_match *m, ptcg_state *g, ptcg_effect_args *a)
{
    unsigned u = (unsigned)a->user;
    int32_t left;
    g->card[u].damage = (uint16_t)(g->card[u].damage + a->param);
    left = ptcg_card_of(m, u)->hp - g->card[u].damage;
    ptcg_emit(m, PE_DAMAGE, (int)a->seat, a->user, a->param, left < 0 ? 0 : left);
}

unsigned ptcg_prizes_left(const tt_match *m, const ptcg_state *g, unsigned seat)
{
    const tt_rules *r = tt_match_rules(m);
    unsigned n = 0;
    for (unsigned l = 0; l < r->nlanes; l++) {
        if (!(ptcg_lanes_of(m, seat) >> l & 1))
            continue;
        unsigned z = ptcg_lane_zone(m, g->z_prizes, seat, l);
        for (unsigned i = 0; i < tt_zone_count(m, z); i++)
            n += tt_card_owner(m, tt_zone_card(m, z, i)) == seat;
    }
    return n;
}

/* Reset Stamp: "Your opponent shuffles their hand into their deck and draws a card for each
 * of their remaining Prize cards." (PD-8: in the center, the opponent the user chose.) */
static void fx_reset_stamp(tt_match *m, ptcg_state *g, ptcg_effect_args *a)
{
    unsigned opp = (unsigned)a->target;
    unsigned hand = ptcg_zone(m, g->z_hand, opp), deck = ptcg_zone(m, g->z_deck, opp);
    unsigned n = tt_zone_count(m, hand);
    tt_zone_sort(m, hand); /* issue 33: the deck's shuffle starts from no draw order */
    while (tt_zone_count(m, hand))
        tt_card_put(m, tt_zone_card(m, hand, tt_zone_count(m, hand) - 1), deck, TT_TOP);
    tt_zone_shuffle(m, deck);
    ptcg_emit(m, PE_RESET_HAND, (int)opp, -1, (int32_t)n, 0);
    n = ptcg_draw_up_to(m, g, opp, ptcg_prizes_left(m, g, opp));
    ptcg_emit(m, PE_DRAW, (int)opp, -1, (int32_t)n, 0);
}

/* Gladion: "Look at your face-down Prize cards and put 1 of them into your hand. Then, shuffle
 * this Gladion into your remaining Prize cards and put them back face down." Its player is
 * shown the Prize cards of the lane it is played in (PD-16: in the center all 6, both
 * teammates'), in its view only; then it chooses one of its own (a frame). */
static void fx_gladion(tt_match *m, ptcg_state *g, ptcg_effect_args *a)
{
    unsigned z = ptcg_lane_zone(m, g->z_prizes, a->seat, (unsigned)a->lane);
    for (unsigned i = 0; i < tt_zone_count(m, z); i++)
        tt_show_card(m, a->seat, (int)tt_zone_card(m, z, i), 0);
    ptcg_gladion_frame f = {(uint8_t)a->seat, (uint8_t)a->lane, (int16_t)a->user};
    tt_frame_push(m, PFR_GLADION, &f, sizeof f);
}

tt_step ptcg_resolve_gladion(tt_match *m, ptcg_state *g, ptcg_gladion_frame *f)
{
    unsigned z = ptcg_lane_zone(m, g->z_prizes, f->seat, f->lane), any = 0;
    for (unsigned i = 0; i < tt_zone_count(m, z); i++)
        any |= tt_card_owner(m, tt_zone_card(m, z, i)) == f->seat;
    if (!any) { /* nothing of its own left to take */
        tt_frame_pop(m);
        return TT_STEP_DONE;
    }
    tt_decision_open(m, f->seat, PP_MAIN);
    for (unsigned i = 0; i < tt_zone_count(m, z); i++) {
        unsigned p = tt_zone_card(m, z, i), dup = 0;
        if (tt_card_owner(m, p) != f->seat)
            continue;                    /* PD-16: a teammate's Prize card is only looked at */
        for (unsigned j = 0; j < i; j++) /* one option per name */
            dup |= tt_card_owner(m, tt_zone_card(m, z, j)) == f->seat &&
                   tt_card_id(m, tt_zone_card(m, z, j)) == tt_card_id(m, p);
        if (!dup)
            tt_decision_add(m, (tt_option){PO_GLADION, (int16_t)p, 0, (int16_t)f->lane});
    }
    return TT_STEP_DECIDE;
}

int ptcg_apply_gladion(tt_match *m, ptcg_state *g, unsigned seat, const tt_option *o)
{
    unsigned kind;
    ptcg_gladion_frame *f = tt_frame_top(m, &kind);
    if (!f || kind != PFR_GLADION)
        return TT_ERR_MISUSE;
    unsigned prize = (unsigned)o->a, z = tt_card_zone(m, prize), gladion = (unsigned)f->card;
    tt_card_set_face_down(m, prize, 0);
    tt_card_put(m, prize, ptcg_zone(m, g->z_hand, seat), TT_TOP);
    tt_card_put(m, gladion, z, TT_TOP);
    tt_card_set_face_down(m, gladion, 1);
    tt_zone_shuffle(m, z);
    ptcg_emit(m, PE_DRAW, (int)seat, -1, 1, 1);
    tt_frame_pop(m);
    return TT_OK;
}

/* Sledgehammer: "If your opponent has exactly 4 Prize cards remaining, this attack does 90
 * more damage." PD-17: all of that opponent's Prizes count (lane and center); in the center
 * the team picked the opponent when declaring the attack (a->counted). */
static void fx_plus_at_4_prizes_left(tt_match *m, ptcg_state *g, ptcg_effect_args *a)
{
    int lane = ptcg_card_lane(m, g, (unsigned)a->user);
    tt_scope_set sc = tt_scope_resolve(m, a->seat, lane, TT_SCOPE_LANE_OPPONENT);
    if (a->counted) /* PD-17: the one the team picked */
        sc.seats = 1u << (a->counted - 1);
    for (unsigned o = 0; o < tt_match_rules(m)->seats; o++)
        if ((sc.seats >> o & 1) && ptcg_prizes_left(m, g, o) == 4) {
            a->damage += a->param;
            return;
        }
}

void ptcg_extra_turn(tt_match *m, ptcg_state *g, unsigned seat, int card)
{
    int granted = tt_turn_grant_extra(m);
    if (granted)
        g->skip_checkup = 1; /* PB: "(Skip the between-turns step.)" */
    ptcg_emit(m, PE_EXTRA_TURN, (int)seat, card, granted, 0);
}

/* Timeless GX: "Take another turn after this one. (Skip the between-turns step.)" PD-26: not
 * under turn.extra_turns: forbidden (doubles), where the attack only does its damage. */
static void fx_gx_extra_turn(tt_match *m, ptcg_state *g, ptcg_effect_args *a)
{
    ptcg_extra_turn(m, g, a->seat, a->user);
}

/* Three Strikes: "Flip 3 coins. This attack does 100 damage for each heads. If all of them are
 * tails, you lose this game." PD-24: the lose effect works for the team. */
static void fx_times_heads_lose_on_all_tails(tt_match *m, ptcg_state *g, ptcg_effect_args *a)
{
    (void)g;
    int heads = 0;
    for (int i = 0; i < a->param; i++)
        heads += tt_coin_flip(m, a->seat);
    a->damage *= heads;
    if (!heads)
        tt_team_loses(m, a->seat, TT_OUT_CARD);
}

/* Yoga Loop: "Put 2 damage counters on 1 of your opponent's Pokémon. If your opponent's
 * Pokémon is Knocked Out by this damage, take another turn after this one. (Skip Pokémon
 * Checkup.)" Damage counters are not damage (no Weakness, Resistance; PD-19: no Prize). */
static void fx_counters_extra_turn_on_ko(tt_match *m, ptcg_state *g, ptcg_effect_args *a)
{
    g->yoga_turn[a->seat] = tt_match_turn(m); /* "used Yoga Loop during your last turn" */
    if (a->chosen < 0 || !ptcg_in_play(m, g, (unsigned)a->chosen))
        return;
    unsigned c = (unsigned)a->chosen;
    g->card[c].damage = (uint16_t)(g->card[c].damage + a->param * 10);
    int32_t left = ptcg_card_of(m, c)->hp - g->card[c].damage;
    ptcg_emit(m, PE_COUNTERS, (int)a->seat, (int)c, a->param, left < 0 ? 0 : left);
    if (left <= 0) /* PB; PD-26: no extra turn under turn.extra_turns: forbidden */
        ptcg_extra_turn(m, g, a->seat, a->user);
}

/* Overclock: "Draw cards until you have 6 cards in your hand." */
static void fx_draw_until(tt_match *m, ptcg_state *g, ptcg_effect_args *a)
{
    unsigned have = tt_zone_count(m, ptcg_zone(m, g->z_hand, a->seat));
    if (have < (unsigned)a->param) {
        unsigned n = ptcg_draw_up_to(m, g, a->seat, (unsigned)a->param - have);
        ptcg_emit(m, PE_DRAW, (int)a->seat, -1, (int32_t)n, 0);
    }
}

/* Beauty GX: "This attack does 50 damage for each Prize card your opponent has taken."
 * PD-24: in doubles the opponents' team pool. */
static void fx_times_opp_prizes_taken(tt_match *m, ptcg_state *g, ptcg_effect_args *a)
{
    (void)g;
    tt_scope_set sc = tt_scope_resolve(m, a->seat, a->lane, TT_SCOPE_LANE_OPPONENT);
    unsigned taken = 0;
    for (unsigned o = 0; o < tt_match_rules(m)->seats; o++)
        if (sc.seats >> o & 1) {
            taken = tt_prizes_taken(m, o);
            break;
        }
    a->damage *= (int32_t)taken;
}

/* Fast Raid: "If you go first, you can use this attack during your first turn." Checked when
 * the attack is offered (actions.c); it does nothing when it resolves. */
static void fx_first_turn_attack(tt_match *m, ptcg_state *g, ptcg_effect_args *a)
{
    (void)m;
    (void)g;
    (void)a;
}

/* Supreme Puff GX: "Take another turn after this one. (Skip the between-turns step.) If this
 * Pokémon has at least 14 extra Fairy Energy attached to it (in addition to this attack's
 * cost), your opponent shuffles all of their Benched Pokémon and all cards attached to them
 * into their deck." PD-7: the opponents' Bench of its lane; PD-10: each card to its owner's. */
static void fx_extra_turn_bench_shuffle(tt_match *m, ptcg_state *g, ptcg_effect_args *a)
{
    ptcg_extra_turn(m, g, a->seat, a->user);
    uint8_t have[PT_COUNT];
    ptcg_energy(m, g, (unsigned)a->user, have);
    const ptcg_attack *at = &ptcg_card_of(m, (unsigned)a->user)->attacks[a->attack];
    if (have[PT_FAIRY] < at->need[PT_FAIRY] + a->param)
        return;
    const tt_rules *r = tt_match_rules(m);
    tt_scope_set sc = tt_scope_resolve(m, a->seat, a->lane, TT_SCOPE_LANE_OPPONENT);
    unsigned shuffle = 0;
    for (unsigned o = 0; o < r->seats; o++) {
        if (!(sc.seats >> o & 1))
            continue;
        unsigned bench = ptcg_lane_zone(m, g->z_bench, o, (unsigned)a->lane);
        while (tt_zone_count(m, bench)) {
            unsigned c = tt_zone_card(m, bench, 0);
            uint16_t att[64];
            unsigned n = ptcg_attached(m, g, c, att, 64);
            for (unsigned i = 0; i < n; i++) {
                shuffle |= 1u << tt_card_owner(m, att[i]);
                g->card[att[i]].attached_to = PTCG_NO_CARD;
                tt_card_send(m, att[i], g->z_deck, -1, TT_TOP);
            }
            g->card[c].damage = 0;
            shuffle |= 1u << tt_card_owner(m, c);
            tt_card_send(m, c, g->z_deck, -1, TT_TOP);
        }
    }
    for (unsigned s = 0; s < r->seats; s++)
        if (shuffle >> s & 1)
            tt_zone_shuffle(m, ptcg_zone(m, g->z_deck, s));
}

/* Stinger-GX: "Both players shuffle their Prize cards into their decks. Then, each player puts
 * the top 3 cards of their deck face down as their Prize cards." PD-18, PD-21: in its lane. */
static void fx_prize_reset(tt_match *m, ptcg_state *g, ptcg_effect_args *a)
{
    int lane = ptcg_card_lane(m, g, (unsigned)a->user);
    if (lane >= 0)
        ptcg_prize_reset(m, g, a->seat, (unsigned)lane, (unsigned)a->param);
}

/* Selfdestruct: "Does 10 damage to each Pokémon on each player's Bench. (Don't apply Weakness
 * and Resistance for Benched Pokémon.) Magnemite does 40 damage to itself." PD-7: the Benches
 * of its lane only; the damage to itself is the attack's printed damage. */
static void fx_selfdestruct(tt_match *m, ptcg_state *g, ptcg_effect_args *a)
{
    const tt_rules *r = tt_match_rules(m);
    unsigned u = (unsigned)a->user;
    int lane = ptcg_card_lane(m, g, u);
    for (unsigned t = 0; lane >= 0 && t < r->teams; t++) {
        unsigned bench = ptcg_lane_zone(m, g->z_bench, t * r->per_team, (unsigned)lane);
        for (unsigned i = 0; i < tt_zone_count(m, bench); i++) {
            unsigned c = tt_zone_card(m, bench, i);
            int32_t left;
            g->card[c].damage = (uint16_t)(g->card[c].damage + a->param);
            left = ptcg_card_of(m, c)->hp - g->card[c].damage;
            ptcg_emit(m, PE_DAMAGE, (int)a->seat, (int)c, a->param, left < 0 ? 0 : left);
        }
    }
    a->param = ptcg_card_of(m, u)->attacks[a->attack].damage;
    self_damage(m, g, a);
}

/* Full Heal: "Your Active Pokémon is no longer Asleep, Confused, Paralyzed, or Poisoned." */
static void fx_full_heal(tt_match *m, ptcg_state *g, ptcg_effect_args *a)
{
    unsigned t = (unsigned)a->target;
    static const uint8_t healed[] = {PC_ASLEEP, PC_CONFUSED, PC_PARALYZED, PC_POISONED};
    for (unsigned i = 0; i < sizeof healed; i++)
        if (g->card[t].conditions & healed[i]) {
            g->card[t].conditions &= (uint8_t)~healed[i];
            ptcg_emit(m, PE_RECOVER, (int)a->seat, (int)t, healed[i], 0);
        }
}

/* Tools, Stadiums and Abilities act where the rules look at them (attack.c, actions.c,
 * abilities.c): nothing happens when they are played. */
#define PASSIVE_FX(name)                                                                           \
    static void fx_##name(tt_match *m, ptcg_state *g, ptcg_effect_args *a)                         \
    {                                                                                              \
        fx_none(m, g, a);                                                                          \
    }
PASSIVE_FX(tool_damage)
PASSIVE_FX(retreat_less)
PASSIVE_FX(attach_from_hand)
PASSIVE_FX(energy_of_its_type)
PASSIVE_FX(win_if_bench_damage)
PASSIVE_FX(win_if_hand_size)
PASSIVE_FX(rare_candy)              /* played as an evolution (PO_RARE_CANDY, evolve.c) */
PASSIVE_FX(knock_outs_to_lost_zone) /* a Stadium: ptcg_knockouts (attack.c) */

static const struct {
    uint8_t stage, target;
    ptcg_effect_fn fn;
} primitives[] = {
#define PTCG_EFFECT_ROW(id, name, st, tg) [PX_##id] = {PXS_##st, PXT_##tg, fx_##name},
    PTCG_EFFECTS(PTCG_EFFECT_ROW)
#undef PTCG_EFFECT_ROW
};
_Static_assert(sizeof primitives / sizeof *primitives == PX_COUNT, "one row per primitive");

const char *const ptcg_effect_names[] = {
#define PTCG_EFFECT_NAME(id, name, st, tg) #name,
    PTCG_EFFECTS(PTCG_EFFECT_NAME)
#undef PTCG_EFFECT_NAME
        NULL,
};

unsigned ptcg_effect_stage(unsigned effect)
{
    return effect < PX_COUNT ? primitives[effect].stage : PXS_NONE;
}

unsigned ptcg_effect_target(unsigned effect)
{
    return effect < PX_COUNT ? primitives[effect].target : PXT_NONE;
}

void ptcg_effect_run(tt_match *m, ptcg_state *g, unsigned effect, ptcg_effect_args *a)
{
    if (effect < PX_COUNT)
        primitives[effect].fn(m, g, a);
}
