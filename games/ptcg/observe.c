/* observe.c: what a seat sees of the Pokémon TCG table, for observations (observe.h, issue 29):
 * each Pokémon's HP left, damage, stage, Special Conditions, attached Energy, Retreat Cost and
 * Prize value, the Pokémon an Energy, a Tool or a card it evolved from lies under, the attacks
 * declared in the lanes and waiting for the attack phase (PD-6), and the shape of every option
 * kind. The hooks read only the module's tables: no allocation, no string look-up. */
#include "ptcg.h"

enum {
    POF_HP,         /* in play: HP left (PB: HP less damage); elsewhere the printed HP */
    POF_DAMAGE,     /* in play: damage on it */
    POF_STAGE,      /* ptcg_stage, as card_state.c names them */
    POF_CONDITIONS, /* in play: Special Conditions (PC_ bits, in the names' order) */
    POF_ENERGY,     /* in play: Energy cards attached to it */
    POF_RETREAT,    /* Retreat Cost now (in play: less a Stadium's in its lane) */
    POF_PRIZES      /* Prize cards its Knock Out gives (PB: 1, 2 ex/GX/V/VSTAR, 3 VMAX) */
};

static const char *const stages[] = {
    [PS_BASIC] = "basic", [PS_STAGE1] = "stage1", [PS_STAGE2] = "stage2",
    [PS_VSTAR] = "vstar", [PS_VMAX] = "vmax",     NULL};
static const char *const conditions[] = {"asleep",   "confused", "paralyzed",
                                         "poisoned", "burned",   NULL};
_Static_assert(PC_ASLEEP == 1 && PC_CONFUSED == 2 && PC_PARALYZED == 4 && PC_POISONED == 8 &&
                   PC_BURNED == 16,
               "conditions[] names the PC_ bits in order");

const tt_obs_field ptcg_obs_fields[] = {
    [POF_HP] = {"hp", NULL, 0},         [POF_DAMAGE] = {"damage", NULL, 0},
    [POF_STAGE] = {"stage", stages, 0}, [POF_CONDITIONS] = {"conditions", conditions, 1},
    [POF_ENERGY] = {"energy", NULL, 0}, [POF_RETREAT] = {"retreat", NULL, 0},
    [POF_PRIZES] = {"prizes", NULL, 0}, {NULL, NULL, 0},
};
_Static_assert(sizeof ptcg_obs_fields / sizeof ptcg_obs_fields[0] - 1 <= TT_OBS_FIELDS,
               "more fields than an observation holds");

int ptcg_observe_card(const tt_match *m, const void *gs, unsigned card, unsigned seat, int known,
                      int32_t *out)
{
    const ptcg_state *g = gs;
    unsigned z = tt_card_zone(m, card);
    unsigned kind = z == TT_NOWHERE ? TT_NOWHERE : tt_zone_kind_of(m, z);
    (void)seat; /* known says what seat knows; the rest is public to every seat */
    if (!known)
        return -1;             /* a face-down Active of the setup, a hand, a Prize card: nothing */
    if (kind == g->z_attached) /* an Energy, a Tool, a card it evolved from (evolve.c) */
        return g->card[card].attached_to;
    const ptcg_card *c = ptcg_card_of(m, card);
    if (c->kind != PK_POKEMON)
        return -1;
    out[POF_STAGE] = c->stage;
    out[POF_PRIZES] = c->prizes;
    if (kind != g->z_active && kind != g->z_bench) {
        out[POF_HP] = c->hp;
        out[POF_RETREAT] = c->retreat;
        return -1;
    }
    unsigned damage = g->card[card].damage;
    out[POF_HP] = c->hp > (int)damage ? c->hp - (int32_t)damage : 0;
    out[POF_DAMAGE] = (int32_t)damage;
    out[POF_CONDITIONS] = g->card[card].conditions;
    out[POF_RETREAT] = (int32_t)ptcg_retreat_cost(m, g, card);
    uint16_t att[64];
    unsigned n = ptcg_attached(m, g, card, att, 64), energy = 0;
    for (unsigned i = 0; i < n; i++)
        energy += ptcg_is_energy(m, att[i]) != 0;
    out[POF_ENERGY] = (int32_t)energy;
    return -1;
}

enum { POL_ATTACK };
const char *const ptcg_obs_link_kinds[] = {[POL_ATTACK] = "attack", NULL};

/* The Defending Pokémon of seat's attack in lane now: the Active of the lane's opponent (PD-7;
 * in the center the opposing team's, PD-8), or -1 (attack.c's, as it will resolve). */
static int defending(const tt_match *m, const ptcg_state *g, unsigned seat, unsigned lane)
{
    tt_scope_set sc = tt_scope_resolve(m, seat, (int)lane, TT_SCOPE_LANE_OPPONENT);
    for (unsigned o = 0; o < tt_match_rules(m)->seats; o++)
        if ((sc.seats >> o & 1) && ptcg_lane_active(m, g, o, lane) >= 0)
            return ptcg_lane_active(m, g, o, lane);
    return PTCG_NO_CARD;
}

/* PD-6: an attack declared in a lane waits for the attack phase, while the team's turn goes
 * on in the other lanes; its target is the Pokémon its effect aims at (Yoga Loop) or the
 * Defending Pokémon now. */
unsigned ptcg_observe_links(const tt_match *m, const void *gs, tt_obs_link *out, unsigned max)
{
    const ptcg_state *g = gs;
    unsigned n = 0;
    for (unsigned l = 0; l < TT_MAX_LANES && n < max; l++) {
        if (g->atk_index[l] < 0 || g->atk_card[l] < 0)
            continue;
        int target = g->atk_chosen[l] >= 0 ? g->atk_chosen[l] : defending(m, g, g->atk_seat[l], l);
        out[n++] = (tt_obs_link){.kind = POL_ATTACK,
                                 .seat = (int8_t)g->atk_seat[l],
                                 .target_seat = -1,
                                 .card = g->atk_card[l],
                                 .target = (int16_t)target};
    }
    return n;
}

/* What each option kind's a, b and c hold (its comment in ptcg.h, its apply and label code).
 * c of the main phase's options is the lane they are played in (PD-7, PD-11). */
#define N TT_ARG_NONE
#define I TT_ARG_INT
#define C TT_ARG_CARD
#define S TT_ARG_SEAT
typedef struct option_shape {
    const char *name;
    uint8_t arg[3];
} option_shape;
static const option_shape shapes[] = {
    [PO_EXTRA_DRAW] = {"extra_draw", {I, N, N}}, /* a extra cards drawn (0: none) */
    [PO_SETUP_ACTIVE] = {"setup_active", {C, N, N}},
    [PO_SETUP_BENCH] = {"setup_bench", {C, N, N}},
    [PO_SETUP_DONE] = {"setup_done", {N, N, N}},
    [PO_BENCH] = {"bench", {C, N, I}},
    [PO_ATTACH] = {"attach", {C, C, I}},   /* a the Energy, b the Pokémon */
    [PO_TRAINER] = {"trainer", {C, C, I}}, /* b its target Pokémon, or -1 */
    [PO_RETREAT] = {"retreat", {C, C, I}}, /* a the Active, b the Benched Pokémon */
    /* b: the attack index (ptcg_option_args unpacks it; the label says the rest) */
    [PO_ATTACK] = {"attack", {C, I, I}},
    [PO_END_TURN] = {"end_turn", {N, N, N}},
    [PO_PROMOTE] = {"promote", {C, N, I}},
    [PO_EVOLVE] = {"evolve", {C, C, I}},   /* a the Evolution card, b the Pokémon it evolves */
    [PO_ABILITY] = {"ability", {C, C, I}}, /* b its target Pokémon, or -1 */
    [PO_PRIZE] = {"prize", {S, N, I}},     /* a the teammate whose Prize card (PD-20) */
    [PO_RESET_PRIZE] = {"reset_prize", {S, N, I}}, /* a the teammate (PD-18) */
    [PO_RARE_CANDY] = {"rare_candy", {C, C, I}},   /* a the Stage 2, b the Basic */
    [PO_HAND_OVER] = {"hand_over", {S, N, N}},     /* PD-6 */
    [PO_GLADION] = {"gladion", {C, N, I}},
    [PO_PICK] = {"pick", {C, I, I}}, /* a -1: no more; b where it goes (PPTO_) or -1 */
    [PO_ENERGY_COST] = {"energy_cost", {C, C, I}}, /* b the attacker or the Pokémon retreating;
                                                      c 1: a retreat's cost */
    [PO_DECLINE] = {"decline_ability", {C, N, I}},
    [PO_TRAINER_SEAT] = {"trainer_on_opponent", {C, S, I}},
};
#undef N
#undef I
#undef C
#undef S
_Static_assert(sizeof shapes / sizeof shapes[0] == PO_COUNT, "an option kind has no shape");

const char *ptcg_option_shape(unsigned kind, uint8_t arg_kind[3])
{
    if (kind >= PO_COUNT || !shapes[kind].name)
        return NULL;
    for (unsigned i = 0; i < 3; i++)
        arg_kind[i] = shapes[kind].arg[i];
    return shapes[kind].name;
}

/* PO_ATTACK's b packs the attack index (PTCG_ATK_INDEX) with, in its high bits, the seat + 1
 * whose cards count (PTCG_ATK_COUNTED, PD-15, PD-17) or the Pokémon + 1 its effect aims at
 * (PTCG_ATK_CHOSEN: Yoga Loop): an observation gives the index alone, as a card index would
 * tell the deck file's order (the label names the Pokémon). */
void ptcg_option_args(const tt_option *opt, int32_t raw[3])
{
    if (opt->kind == PO_ATTACK)
        raw[1] = (int32_t)PTCG_ATK_INDEX(raw[1]);
}
