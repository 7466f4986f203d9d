/* observe.c: what a seat sees of the Yu-Gi-Oh! table, for observations (observe.h, issue 29):
 * each card's public state (ATK and DEF now, Level, Rank, battle position, Xyz Materials,
 * counters, Pendulum Scale), the card an Xyz Material lies under or an Equip Spell equips, the
 * chain and the attack in progress, and the shape of every option kind. The hooks read only the
 * tables and the card database: no allocation, no string look-up. */
#include "ygo.h"

enum {
    YOF_ATK,       /* ATK now, with every modifier in force (ygo_atk) */
    YOF_DEF,       /* DEF now (ygo_def) */
    YOF_LEVEL,     /* a monster's Level (an Xyz Monster has none) */
    YOF_RANK,      /* an Xyz Monster's Rank */
    YOF_POSITION,  /* in a Monster Zone: 0 attack, 1 defense (a Set monster: defense) */
    YOF_MATERIALS, /* Xyz Materials attached under it */
    YOF_COUNTERS,  /* Destiny Counters (Number 88), Hyper-Venom Counters (Vennominaga) */
    YOF_SCALE      /* a Pendulum Monster's Pendulum Scale (YM-1) */
};

static const char *const positions[] = {"attack", "defense", NULL};

const tt_obs_field ygo_obs_fields[] = {
    [YOF_ATK] = {"atk", NULL, 0},
    [YOF_DEF] = {"def", NULL, 0},
    [YOF_LEVEL] = {"level", NULL, 0},
    [YOF_RANK] = {"rank", NULL, 0},
    [YOF_POSITION] = {"position", positions, 0},
    [YOF_MATERIALS] = {"materials", NULL, 0},
    [YOF_COUNTERS] = {"counters", NULL, 0},
    [YOF_SCALE] = {"scale", NULL, 0},
    {NULL, NULL, 0},
};
_Static_assert(sizeof ygo_obs_fields / sizeof ygo_obs_fields[0] - 1 <= TT_OBS_FIELDS,
               "more fields than an observation holds");

/* The Xyz Monster material lies under, or -1 (xyz.c keeps them out of every zone). */
static int under(const ygo_state *g, unsigned material)
{
    for (unsigned x = 0; x < g->nxyz; x++)
        for (unsigned k = 0; k < g->xyz_nmat[x]; k++)
            if (g->xyz_mat[x][k] == material)
                return g->xyz_card[x];
    return -1;
}

int ygo_observe_card(const tt_match *m, const void *gs, unsigned card, unsigned seat, int known,
                     int32_t *out)
{
    const ygo_state *g = gs;
    unsigned z = tt_card_zone(m, card);
    int in_monster_zone = z != TT_NOWHERE && tt_zone_kind_of(m, z) == g->z_monster;
    (void)seat; /* known says what seat knows; the rest is the place's, public to every seat */
    if (in_monster_zone) /* the place shows it: a Set monster is in Defense Position */
        out[YOF_POSITION] = g->card[card].flags & YGO_DEFENSE ? 1 : 0;
    if (z == TT_NOWHERE && g->nxyz) { /* an Xyz Material, face-up under its monster */
        int x = under(g, card);
        if (x >= 0)
            return x;
    }
    if (!known)
        return -1; /* nothing that depends on what the card is (a Set card, a hidden hand) */
    if (ygo_is_monster(m, card)) {
        unsigned kind = ygo_kind(m, card);
        out[YOF_ATK] = ygo_atk(m, card);
        out[YOF_DEF] = ygo_def(m, card);
        if (kind == YK_XYZ_MONSTER) {
            out[YOF_RANK] = ygo_field(m, card, YF_RANK);
            out[YOF_MATERIALS] = (int32_t)ygo_xyz_materials(g, card);
            out[YOF_COUNTERS] = (int32_t)ygo_xyz_counters(g, card);
        } else {
            out[YOF_LEVEL] = (int32_t)ygo_level(m, card);
        }
        int v = g->nvenom ? ygo_table_index(g->venom_card, g->nvenom, card) : -1;
        if (v >= 0)
            out[YOF_COUNTERS] = g->venom_count[v];
        if (kind == YK_PENDULUM_MONSTER)
            out[YOF_SCALE] = ygo_field(m, card, YF_SCALE);
        return -1;
    }
    /* an Equip Spell face-up in its zone: the monster it equips */
    int e = g->nequip ? ygo_equip_index(g, card) : -1;
    if (e >= 0 && z != TT_NOWHERE && tt_zone_kind_of(m, z) == g->z_spell_trap &&
        !tt_card_face_down(m, card))
        return g->equip_target[e];
    return -1;
}

enum { YOL_CHAIN_LINK, YOL_ATTACK };
const char *const ygo_obs_link_kinds[] = {
    [YOL_CHAIN_LINK] = "chain_link", [YOL_ATTACK] = "attack", NULL};

unsigned ygo_observe_links(const tt_match *m, const void *gs, tt_obs_link *out, unsigned max)
{
    const ygo_state *g = gs;
    unsigned n = 0;
    (void)m;
    for (unsigned i = 0; i < g->nchain && n < max; i++) /* YT-5.2: chain link 1 first */
        out[n++] = (tt_obs_link){
            .kind = YOL_CHAIN_LINK,
            .seat = (int8_t)g->chain[i].seat,
            /* the one opponent the effect applies to (YT-3.1), if it chose one */
            .target_seat = (int8_t)(g->chain[i].opponent == 0xff ? -1 : g->chain[i].opponent),
            .card = (int16_t)g->chain[i].card,
            .target = g->chain[i].target};
    if (g->bat.stage != BS_NONE && g->bat.attacker >= 0 && n < max) /* target -1: direct */
        out[n++] = (tt_obs_link){.kind = YOL_ATTACK,
                                 .seat = (int8_t)g->bat.seat,
                                 .target_seat = (int8_t)g->bat.defender, /* the seat attacked */
                                 .card = g->bat.attacker,
                                 .target = g->bat.target};
    return n;
}

/* What each option kind's a, b and c hold (its comment in ygo.h, its apply and label code). */
#define N TT_ARG_NONE
#define I TT_ARG_INT
#define C TT_ARG_CARD
#define S TT_ARG_SEAT
typedef struct option_shape {
    const char *name;
    uint8_t arg[3];
} option_shape;
static const option_shape shapes[] = {
    [YO_SUMMON] = {"summon", {C, I, I}}, /* b 1: Set; c Tributes needed */
    [YO_FLIP_SUMMON] = {"flip_summon", {C, N, N}},
    [YO_TO_DEFENSE] = {"to_defense", {C, N, N}},
    [YO_TO_ATTACK] = {"to_attack", {C, N, N}},
    [YO_BATTLE_PHASE] = {"battle_phase", {N, N, N}},
    [YO_END_TURN] = {"end_turn", {N, N, N}},
    [YO_END_BATTLE] = {"end_battle", {N, N, N}},
    [YO_ATTACK] = {"attack", {C, C, I}},        /* a attacker, b target; c 1: a replay's */
    [YO_DIRECT] = {"direct_attack", {C, S, I}}, /* b the opponent attacked; c 1: a replay's */
    [YO_TRIBUTE] = {"tribute", {C, N, N}},
    [YO_ALLOW] = {"allow_tribute", {C, N, N}}, /* YT-3.5 */
    [YO_REFUSE] = {"refuse_tribute", {C, N, N}},
    [YO_DISCARD] = {"discard", {C, S, I}}, /* b the seat whose hand; c 1: an effect's (another
                                              seat may choose: Confiscation) */
    [YO_ACTIVATE] = {"activate", {C, N, N}},
    [YO_SET_SPELL] = {"set_spell_trap", {C, N, N}},
    [YO_PASS] = {"pass", {N, N, N}},
    [YO_TARGET] = {"target", {C, N, N}},
    [YO_OPPONENT] = {"choose_opponent", {C, S, N}}, /* a the card activated, b the opponent */
    [YO_FUSE] = {"fusion_summon", {C, N, N}},
    [YO_MATERIAL] = {"fusion_material", {C, N, N}},
    [YO_ALLOW_MATERIAL] = {"allow_material", {C, N, N}},
    [YO_REFUSE_MATERIAL] = {"refuse_material", {C, N, N}},
    [YO_TRIGGER] = {"trigger", {C, N, N}},
    [YO_NO_TRIGGER] = {"decline_trigger", {C, N, N}},
    [YO_PICK] = {"pick", {C, I, N}}, /* b what is done with a: 0 Special Summon, 1 banish, 2 add
                                        to the hand, 3 destroy */
    [YO_STOP] = {"stop", {N, I, N}}, /* b 1: Set no Spell/Trap, 0: banish no more */
    [YO_DECLARE] = {"declare", {I, N, N}}, /* a a card id of the database (any name), not a card
                                              of the match */
    [YO_PENDULUM_ZONE] = {"pendulum_zone", {C, I, N}}, /* b 0 the left zone, 1 the right */
    [YO_PENDULUM] = {"pendulum_summon", {N, N, N}},
    [YO_PENDULUM_PICK] = {"pendulum_pick", {C, N, N}},
    [YO_PENDULUM_DONE] = {"pendulum_done", {N, I, N}}, /* b monsters picked */
    [YO_RITUAL] = {"ritual_summon", {C, N, N}},
    [YO_RITUAL_TRIBUTE] = {"ritual_tribute", {C, I, I}}, /* b Levels so far, c Levels needed */
    [YO_STOP_ATTACK] = {"stop_attack", {C, N, N}},
    [YO_ALLOW_RITUAL] = {"allow_ritual_tribute", {C, N, N}},
    [YO_REFUSE_RITUAL] = {"refuse_ritual_tribute", {C, N, N}},
    [YO_TRIGGER_NEXT] = {"trigger_next", {C, N, N}},
    [YO_PROCEDURE] = {"procedure", {C, I, N}}, /* b the cards it shuffles into the Deck */
    [YO_SEND] = {"send", {C, N, N}},
    [YO_BANISH_COST] = {"banish_cost", {C, N, N}},
    [YO_SYNCHRO] = {"synchro_summon", {C, N, N}},
    [YO_SYNCHRO_MATERIAL] = {"synchro_material", {C, I, N}}, /* b 1: the Tuner */
    [YO_XYZ] = {"xyz_summon", {C, N, N}},
    [YO_XYZ_MATERIAL] = {"xyz_material", {C, N, N}},
    [YO_TRIBUTE_NAMED] = {"tribute_named", {C, N, N}},
    [YO_LAST_TURN_KEEP] = {"last_turn_keep", {C, N, N}},
    [YO_LAST_TURN_SUMMON] = {"last_turn_summon", {C, N, N}},
    [YO_DETACH] = {"detach", {C, C, N}}, /* a the material, b its Xyz Monster */
    [YO_ACTIVATE_TRIBUTING] = {"activate_tributing", {C, C, N}}, /* b the teammate's monster */
    [YO_ALLOW_COST] = {"allow_cost", {C, C, N}}, /* a the monster, b the card it pays for */
    [YO_REFUSE_COST] = {"refuse_cost", {C, C, N}},
    [YO_SPECIAL_POSITION] = {"special_position", {C, I, I}}, /* b 1: Defense Position; c the
                                                                Summon's kind (YE_SUMMON's a) */
};
#undef N
#undef I
#undef C
#undef S
_Static_assert(sizeof shapes / sizeof shapes[0] == YO_COUNT, "an option kind has no shape");

const char *ygo_option_shape(unsigned kind, uint8_t arg_kind[3])
{
    if (kind >= YO_COUNT || !shapes[kind].name)
        return NULL;
    for (unsigned i = 0; i < 3; i++)
        arg_kind[i] = shapes[kind].arg[i];
    return shapes[kind].name;
}
