/* card_parts.c: what the card database's cards are made of, for `tagteam cards yugioh --stats`
 * (issue 15): the effect primitives card data composes a card from (the actions of
 * `effects` and `cost`s of cards.c's tables, then the monster mechanics a field switches on), the
 * ones each card uses, and whether a card needs code written for it alone. Read from the card
 * fields' own value tables, so a primitive added there is listed here without a new line. */
#include <stdio.h>

#include "ygo.h"

/* A mechanic a card field switches on: `field` at `value` (-1: any value but its default).
 * own_code: the file written for the one card (or set of cards) it exists for, which makes
 * every card using it one that needs per-card C; NULL for a shared mechanic. A new file of
 * per-card code adds its fields here. */
typedef struct ygo_mechanic {
    const char *name;
    uint8_t field;
    int8_t value;
    const char *own_code;
} ygo_mechanic;

static const ygo_mechanic parts[] = {
    {"ignition: return_to_hand", YF_IGNITION, YI_RETURN_TO_HAND, NULL},
    {"ignition: effect", YF_IGNITION, YI_EFFECT, NULL},          /* Cannon Soldier */
    {"when: named_on_field", YF_WHEN, YWH_NAMED_ON_FIELD, NULL}, /* Elegant Egotist */
    {"pendulum_effect: no_spells_in_battle", YF_PENDULUM_EFFECT, YPE_NO_SPELLS_IN_BATTLE, NULL},
    {"pendulum_effect: no_traps_in_battle", YF_PENDULUM_EFFECT, YPE_NO_TRAPS_IN_BATTLE, NULL},
    {"no_special: never", YF_NO_SPECIAL, YNS_NEVER, NULL},
    {"no_normal", YF_NO_NORMAL, -1, NULL},
    {"no_battle_destroy", YF_NO_BATTLE_DESTROY, -1, NULL},
    {"targeted_destroy", YF_TARGETED_DESTROY, -1, NULL},
    {"end_phase_mill", YF_END_PHASE_MILL, -1, NULL},
    {"lp_behind", YF_LP_BEHIND, -1, NULL},
    {"lp_at_most", YF_LP_AT_MOST, -1, NULL},                     /* Last Turn */
    {"opponent_lp_at_most", YF_OPPONENT_LP_AT_MOST, -1, NULL},   /* Minor Goblin Official */
    {"target_atk_within_lp", YF_TARGET_ATK_WITHIN_LP, -1, NULL}, /* Ring of Destruction */
    {"once_per_turn", YF_ONCE_PER_TURN, -1, NULL},               /* Sangan (lob_mrd.c) */
    {"locks_added", YF_LOCKS_ADDED, -1, NULL},
    {"cannot_be_negated", YF_CANNOT_BE_NEGATED, -1, NULL},       /* Spiritualism (chain.c) */
    {"no_effect_destroy", YF_NO_EFFECT_DESTROY, -1, NULL},       /* Murasame Blade (effects.c) */
    {"when: opponents_turn", YF_WHEN, YWH_OPPONENTS_TURN, NULL}, /* Last Turn */
    {"tuner", YF_TUNER, -1, NULL},                               /* Synchro Material (synchro.c) */
    {"summon_no_attack", YF_SUMMON_NO_ATTACK, -1, NULL}, /* Jurrac Guaiba's Special Summon */
    {"summon_position", YF_SUMMON_POSITION, -1, NULL},   /* a position its text names (issue 30) */
    {"win_set: exodia", YF_WIN_SET, YWS_EXODIA, "yugioh.c"}, /* Exodia's five pieces (YP-9) */
    {"win_set: exodius", YF_WIN_SET, YWS_EXODIUS, "exodius.c"},
    {"procedure: shuffle_graveyard_monsters", YF_PROCEDURE, YPR_SHUFFLE_GRAVEYARD_MONSTERS,
     "exodius.c"},
    {"atk_per_normal", YF_ATK_PER_NORMAL, -1, "exodius.c"},
    {"leaves_banished", YF_LEAVES_BANISHED, -1, "exodius.c"},
    {"win_set: spirit_message", YF_WIN_SET, YWS_SPIRIT_MESSAGE, "destiny.c"},
    {"no_special: only_named", YF_NO_SPECIAL, YNS_ONLY_NAMED, "vennominaga.c"},
    {"no_special: no_monster", YF_NO_SPECIAL, YNS_NO_MONSTER, "vennominaga.c"},
    {"when: named_destroyed", YF_WHEN, YWH_NAMED_DESTROYED, "vennominaga.c"},
    {"atk_per_type", YF_ATK_PER_TYPE, -1, "vennominaga.c"},
    {"unaffected", YF_UNAFFECTED, -1, "vennominaga.c"},
    {"venom_win", YF_VENOM_WIN, -1, "vennominaga.c"},
    /* Xyz Summons, the Egyptian Gods, Bujin (issue 10) */
    {"xyz_materials", YF_XYZ_MATERIALS, -1, NULL}, /* Xyz Summons (xyz.c) */
    {"tributes", YF_TRIBUTES, -1, NULL},           /* a Tribute count of its own (Gods) */
    {"ignition: destiny_counter", YF_IGNITION, YI_DESTINY_COUNTER, "xyz.c"},
    {"procedure: tribute_named", YF_PROCEDURE, YPR_TRIBUTE_NAMED, "horakhty.c"},
    /* era_effects.c */
    {"amount_def", YF_AMOUNT_DEF, -1, NULL},
    {"spirit", YF_SPIRIT, -1, NULL},
    {"while_position", YF_WHILE_POSITION, -1, NULL},
    /* summon_response.c: Traps answering a Summon (Trap Hole) */
    {"when: summoned", YF_WHEN, YWH_SUMMONED, NULL},
    {"when: opponent_summoned", YF_WHEN, YWH_OPPONENT_SUMMONED, NULL},
    {"when: opponent_normal_or_flip_summoned", YF_WHEN, YWH_OPPONENT_NORMAL_OR_FLIP, NULL},
};
#define NPARTS (sizeof parts / sizeof parts[0])

/* Effect actions with code written for the one card they exist for: a file of its own, or
 * a stage and option kind of their own (primitives.h's own_code column). */
static const char *const effect_own_code[] = {
#define YGO_PRIMITIVE_OWN_CODE(id, name, own_code, where) [YX_##id] = own_code,
    YGO_PRIMITIVES(YGO_PRIMITIVE_OWN_CODE)
#undef YGO_PRIMITIVE_OWN_CODE
};
_Static_assert(sizeof effect_own_code / sizeof *effect_own_code == YX_COUNT,
               "one own_code per primitive");

static unsigned values_of(unsigned field) /* an enum field's values, its default excluded */
{
    unsigned n = 0;
    while (ygo_card_fields[field].values[n])
        n++;
    return n - 1;
}

int ygo_primitive_name(unsigned i, char *buf, size_t size)
{
    unsigned ne = values_of(YF_EFFECTS), nc = values_of(YF_COST);
    if (i < ne)
        return snprintf(buf, size, "%s", ygo_card_fields[YF_EFFECTS].values[i + 1]);
    if (i < ne + nc)
        return snprintf(buf, size, "cost: %s", ygo_card_fields[YF_COST].values[i - ne + 1]);
    if (i < ne + nc + NPARTS)
        return snprintf(buf, size, "%s", parts[i - ne - nc].name);
    return -1;
}

static void add(uint16_t *out, unsigned *n, unsigned max, unsigned p)
{
    for (unsigned i = 0; i < *n; i++)
        if (out[i] == p)
            return;
    if (*n < max)
        out[*n] = (uint16_t)p;
    (*n)++; /* counted past max too: the caller sees that out was too small */
}

unsigned ygo_card_primitives(const tt_carddb *db, uint32_t id, uint16_t *out, unsigned max,
                             const char **own_code)
{
    unsigned ne = values_of(YF_EFFECTS), nc = values_of(YF_COST), n = 0;
    *own_code = NULL;
    for (unsigned k = 0; k < ygo_db_nparts(db, id); k++) {
        unsigned e = ygo_db_part(db, id, k)->action;
        if (e == YX_NONE)
            continue;
        add(out, &n, max, e - 1);
        if (e < YX_COUNT && effect_own_code[e])
            *own_code = effect_own_code[e];
    }
    int32_t cost = tt_carddb_int(db, id, YF_COST);
    if (cost != YC_NONE)
        add(out, &n, max, ne + (unsigned)cost - 1);
    for (unsigned i = 0; i < NPARTS; i++) {
        const tt_field *f = &ygo_card_fields[parts[i].field];
        int32_t v = tt_carddb_int(db, id, parts[i].field);
        if (parts[i].value < 0 ? v == f->def : v != parts[i].value)
            continue;
        add(out, &n, max, ne + nc + i);
        if (parts[i].own_code)
            *own_code = parts[i].own_code;
    }
    return n;
}
