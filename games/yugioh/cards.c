/* cards.c: the fields of a Yu-Gi-Oh! card in games/yugioh/cards/
 * (schemas/yugioh-cards.schema.json). */
#include "ygo.h"

static const char *const kinds[] = {
    "normal_monster", "effect_monster",  "flip_monster",     "fusion_monster", "pendulum_monster",
    "normal_spell",   "quickplay_spell", "continuous_spell", "equip_spell",    "field_spell",
    "ritual_spell",   "normal_trap",     "continuous_trap",  "counter_trap",   NULL};
static const char *const attributes[] = {"none", "dark", "light",  "earth", "water",
                                         "fire", "wind", "divine", NULL};

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
    {NULL, 0, 0, 0, 0, 0, NULL},
};
