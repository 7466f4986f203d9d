/* cards.c: the fields of a Yu-Gi-Oh! card in games/yugioh/cards/
 * (schemas/yugioh-cards.schema.json). */
#include "ygo.h"

static const char *const kinds[] = {
    "normal_monster", "effect_monster",  "flip_monster",     "fusion_monster", "pendulum_monster",
    "normal_spell",   "quickplay_spell", "continuous_spell", "equip_spell",    "field_spell",
    "ritual_spell",   "normal_trap",     "continuous_trap",  "counter_trap",   NULL};
static const char *const attributes[] = {"none", "dark", "light",  "earth", "water",
                                         "fire", "wind", "divine", NULL};

/* Effects are data: resolver primitives (effects.c) with their parameters. */
static const char *const primitives[] = {
    "none",         "destroy",    "draw",         "discard",       "damage", "negate",
    "flip_face_up", "no_attacks", "take_control", "countdown_win", "boost",  "fusion_summon",
    "no_traps",     NULL};
static const char *const win_sets[] = {"none", "exodia", NULL};
static const char *const costs[] = {"none", "discard", "pay_lp", "pay_half_lp", NULL};
static const char *const targets[] = {"none",
                                      "all_monsters",
                                      "face_up_monsters",
                                      "one_spell_trap",
                                      "chain_link",
                                      "one_face_up_monster",
                                      NULL};
static const char *const who[] = {"self", "one_opponent", "opponent_side", "both_players", NULL};
static const char *const per[] = {"none", "opponent_hand_and_field", NULL};
static const char *const choosers[] = {"affected", "activator", NULL};

const tt_field ygo_card_fields[] = {
    [YF_KIND] = {"kind", TT_FIELD_ENUM, 1, 0, 0, 0, kinds},
    [YF_ATTRIBUTE] = {"attribute", TT_FIELD_ENUM, 0, 0, 0, 0, attributes},
    [YF_TYPE] = {"type", TT_FIELD_TEXT, 0, 0, 0, 0, NULL},
    [YF_LEVEL] = {"level", TT_FIELD_INT, 0, 0, 12, 0, NULL},
    [YF_ATK] = {"atk", TT_FIELD_INT, 0, 0, 10000, 0, NULL},
    [YF_DEF] = {"def", TT_FIELD_INT, 0, 0, 10000, 0, NULL},
    [YF_SCALE] = {"scale", TT_FIELD_INT, 0, 0, 13, 0, NULL},
    [YF_PASSWORD] = {"password", TT_FIELD_INT, 0, 0, 99999999, 0, NULL},
    [YF_TEXT] = {"text", TT_FIELD_TEXT, 0, 0, 0, 0, NULL},
    [YF_COST] = {"cost", TT_FIELD_ENUM, 0, 0, 0, YC_NONE, costs},
    [YF_COST_AMOUNT] = {"cost_amount", TT_FIELD_INT, 0, 0, 100000, 0, NULL},
    [YF_EFFECT] = {"effect", TT_FIELD_ENUM, 0, 0, 0, YX_NONE, primitives},
    [YF_TARGETS] = {"targets", TT_FIELD_ENUM, 0, 0, 0, YTG_NONE, targets},
    [YF_WHO] = {"who", TT_FIELD_ENUM, 0, 0, 0, YW_SELF, who},
    [YF_AMOUNT] = {"amount", TT_FIELD_INT, 0, 0, 100000, 0, NULL},
    [YF_PER] = {"per", TT_FIELD_ENUM, 0, 0, 0, YPER_NONE, per},
    [YF_CHOOSER] = {"chooser", TT_FIELD_ENUM, 0, 0, 0, YCH_AFFECTED, choosers},
    [YF_EFFECT2] = {"effect2", TT_FIELD_ENUM, 0, 0, 0, YX_NONE, primitives},
    [YF_WHO2] = {"who2", TT_FIELD_ENUM, 0, 0, 0, YW_SELF, who},
    [YF_AMOUNT2] = {"amount2", TT_FIELD_INT, 0, 0, 100000, 0, NULL},
    [YF_WIN_SET] = {"win_set", TT_FIELD_ENUM, 0, 0, 0, YWS_NONE, win_sets},
    [YF_TYPES] = {"types", TT_FIELD_TEXT, 0, 0, 0, 0, NULL},
    [YF_MATERIALS] = {"materials", TT_FIELD_TEXT, 0, 0, 0, 0, NULL},
    {NULL, 0, 0, 0, 0, 0, NULL},
};
