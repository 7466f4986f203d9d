/* cards.c: the fields of a Yu-Gi-Oh! card in games/yugioh/cards/
 * (schemas/yugioh-cards.schema.json). */
#include "ygo.h"

static const char *const kinds[] = {"normal_monster",
                                    "effect_monster",
                                    "flip_monster",
                                    "fusion_monster",
                                    "pendulum_monster",
                                    "ritual_monster",
                                    "synchro_monster",
                                    "token",
                                    "xyz_monster",
                                    "normal_spell",
                                    "quickplay_spell",
                                    "continuous_spell",
                                    "equip_spell",
                                    "field_spell",
                                    "ritual_spell",
                                    "normal_trap",
                                    "continuous_trap",
                                    "counter_trap",
                                    NULL};
static const char *const attributes[] = {"none", "dark", "light",  "earth", "water",
                                         "fire", "wind", "divine", NULL};

/* Effects are data: resolver primitives (primitives.h) with their parameters. */
const char *const ygo_primitive_names[] = {
#define YGO_PRIMITIVE_NAME(id, name, own_code, where) [YX_##id] = #name,
    YGO_PRIMITIVES(YGO_PRIMITIVE_NAME)
#undef YGO_PRIMITIVE_NAME
        [YX_COUNT] = NULL,
};
_Static_assert(sizeof ygo_primitive_names / sizeof *ygo_primitive_names == YX_COUNT + 1,
               "one name per primitive");
static const char *const triggers[] = {"none",
                                       "flip",
                                       "battle_destroyed",
                                       "after_damage_calc",
                                       "direct_damage",
                                       "destroyed",
                                       "quick_damage_step",
                                       "quick_damage_calc",
                                       "battle_damage",
                                       "start_of_damage_step",
                                       "before_damage_calc",
                                       "attack_declared",
                                       "battle_destroys_opponent",
                                       "damage_taken",
                                       "summoned",        /* summon.c */
                                       "sent_from_field", /* triggers.c */
                                       "normal_summoned", /* summon.c */
                                       "summoned_or_flipped",
                                       NULL};
const char *const ygo_until_names[] = {"end_of_turn", "damage_calc", NULL};
static const char *const froms[] = {"deck", "hand_deck_graveyard", "hand_deck", "hand", NULL};
static const char *const win_sets[] = {"none", "exodia", "exodius", "spirit_message", NULL};
static const char *const procedures[] = {"none", "shuffle_graveyard_monsters", "tribute_named",
                                         NULL};
static const char *const costs[] = {
    "none",    "discard",          "pay_lp",       "pay_half_lp", "discard_self",
    "tribute", "banish_same_type", "tribute_self", NULL};
static const char *const targets[] = {"none",
                                      "all_monsters",
                                      "face_up_monsters",
                                      "one_spell_trap",
                                      "chain_link",
                                      "one_face_up_monster",
                                      "one_monster",
                                      "self",
                                      "attacker",
                                      "attack_position",
                                      "graveyard_monster",
                                      "face_down_target",
                                      "defense_target",
                                      "one_card",
                                      "battler_not_attribute",
                                      "graveyard_spell", /* lob_mrd.c */
                                      "graveyard_trap",
                                      "one_spell",
                                      "one_trap",
                                      "one_face_up_trap",
                                      "all_spell_traps", /* era_effects.c */
                                      "summoned",        /* summon_response.c */
                                      "summoned_monsters",
                                      NULL};
static const char *const whens[] = {"any",
                                    "attack_declared",
                                    "damage_calc",
                                    "named_destroyed",
                                    "during_damage_calc",
                                    "named_on_field",
                                    "summoned", /* summon_response.c */
                                    "opponent_summoned",
                                    "opponent_normal_or_flip_summoned",
                                    "opponents_turn", /* last_turn.c */
                                    NULL};
static const char *const no_specials[] = {"any", "never", "only_named", "no_monster", NULL};
static const char *const ignitions[] = {"none", "return_to_hand", "destiny_counter", "effect",
                                        NULL};
const char *const ygo_who_names[] = {"self", "one_opponent", "opponent_side", "both_players", NULL};
/* monsters_on_field, battle_damage, attacker_atk (era_effects.c); hand (Des Koala) */
/* their_monsters, target_atk, tributed_stat (more_spells_traps.c) */
static const char *const per[] = {
    "none", "opponent_hand_and_field", "monsters_on_field", "battle_damage", "attacker_atk",
    "hand", "their_monsters",          "target_atk",        "tributed_stat", NULL};
static const char *const while_positions[] = {"any", "attack", "defense", NULL}; /* era_effects.c */
static const char *const summon_positions[] = {"choice", "attack", "defense", "face_down_defense",
                                               NULL}; /* issue 30 */
static const char *const pendulum_effects[] = {"none", "no_spells_in_battle", "no_traps_in_battle",
                                               NULL};
static const char *const negates[] = {
    "summon_spell_trap", "monster_effect", "spell", "trap", "summon", NULL};
static const char *const choosers[] = {"affected", "activator", "random", NULL};

static const char *const field_spell_fates[] = {"sent", "destroyed", NULL};
static const char *const you_controls[] = {"own", "team", NULL};
static const char *const shared_lifes[] = {"each_player", "once_per_team", NULL};
static const char *const last_turn_opponents[] = {"chosen", "turn_player", NULL};
const tt_field ygo_options[] = {
    [YOPT_FIELD_SPELL_REPLACED] = {"field_spell_replaced", TT_FIELD_ENUM, 0, 0, 0, YFS_SENT,
                                   field_spell_fates},
    [YOPT_YOU_CONTROL] = {"you_control", TT_FIELD_ENUM, 0, 0, 0, YYC_OWN, you_controls},
    [YOPT_SHARED_LIFE] = {"shared_life", TT_FIELD_ENUM, 0, 0, 0, YSL_EACH_PLAYER, shared_lifes},
    [YOPT_LAST_TURN_OPPONENT] = {"last_turn_opponent", TT_FIELD_ENUM, 0, 0, 0, YLO_CHOSEN,
                                 last_turn_opponents},
    {NULL, 0, 0, 0, 0, 0, NULL},
};

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
    [YF_EFFECTS] = {"effects", TT_FIELD_TREE, 0, 0, 0, YX_NONE, ygo_primitive_names},
    [YF_TARGETS] = {"targets", TT_FIELD_ENUM, 0, 0, 0, YTG_NONE, targets},
    [YF_PER] = {"per", TT_FIELD_ENUM, 0, 0, 0, YPER_NONE, per},
    [YF_CHOOSER] = {"chooser", TT_FIELD_ENUM, 0, 0, 0, YCH_AFFECTED, choosers},
    [YF_WIN_SET] = {"win_set", TT_FIELD_ENUM, 0, 0, 0, YWS_NONE, win_sets},
    [YF_TYPES] = {"types", TT_FIELD_TEXT, 0, 0, 0, 0, NULL},
    [YF_MATERIALS] = {"materials", TT_FIELD_TEXT, 0, 0, 0, 0, NULL},
    [YF_TRIGGER] = {"trigger", TT_FIELD_ENUM, 0, 0, 0, YTR_NONE, triggers},
    [YF_OPTIONAL] = {"optional", TT_FIELD_INT, 0, 0, 1, 0, NULL},
    [YF_SEARCH] = {"search", TT_FIELD_TEXT, 0, 0, 0, 0, NULL},
    [YF_FILTER_ATTR] = {"filter_attribute", TT_FIELD_ENUM, 0, 0, 0, 0, attributes},
    [YF_MAX_ATK] = {"max_atk", TT_FIELD_INT, 0, 0, 10000, 10000, NULL},
    [YF_FROM] = {"from", TT_FIELD_ENUM, 0, 0, 0, YFROM_DECK, froms},
    [YF_COST_ATTRIBUTE] = {"cost_attribute", TT_FIELD_ENUM, 0, 0, 0, 0, attributes},
    [YF_NO_SPECIAL] = {"no_special", TT_FIELD_ENUM, 0, 0, 0, YNS_ANY, no_specials},
    [YF_WHEN] = {"when", TT_FIELD_ENUM, 0, 0, 0, YWH_ANY, whens},
    [YF_IGNITION] = {"ignition", TT_FIELD_ENUM, 0, 0, 0, YI_NONE, ignitions},
    [YF_PENDULUM_EFFECT] = {"pendulum_effect", TT_FIELD_ENUM, 0, 0, 0, YPE_NONE, pendulum_effects},
    [YF_NEGATES] = {"negates", TT_FIELD_ENUM, 0, 0, 0, YN_SUMMON_SPELL_TRAP, negates},
    [YF_LP_BEHIND] = {"lp_behind", TT_FIELD_INT, 0, 0, 100000, 0, NULL},
    [YF_NO_NORMAL] = {"no_normal", TT_FIELD_INT, 0, 0, 1, 0, NULL},
    [YF_PROCEDURE] = {"procedure", TT_FIELD_ENUM, 0, 0, 0, YPR_NONE, procedures},
    [YF_ATK_PER_NORMAL] = {"atk_per_normal", TT_FIELD_INT, 0, 0, 10000, 0, NULL},
    [YF_LEAVES_BANISHED] = {"leaves_banished", TT_FIELD_INT, 0, 0, 1, 0, NULL},
    [YF_ATK_PER_TYPE] = {"atk_per_type", TT_FIELD_INT, 0, 0, 10000, 0, NULL},
    [YF_UNAFFECTED] = {"unaffected", TT_FIELD_INT, 0, 0, 1, 0, NULL},
    [YF_WHEN_NAME] = {"when_name", TT_FIELD_TEXT, 0, 0, 0, 0, NULL},
    [YF_VENOM_WIN] = {"venom_win", TT_FIELD_INT, 0, 0, 10, 0, NULL},
    [YF_NO_BATTLE_DESTROY] = {"no_battle_destroy", TT_FIELD_INT, 0, 0, 1, 0, NULL},
    [YF_TARGETED_DESTROY] = {"targeted_destroy", TT_FIELD_INT, 0, 0, 1, 0, NULL},
    [YF_END_PHASE_MILL] = {"end_phase_mill", TT_FIELD_INT, 0, 0, 10, 0, NULL},
    [YF_SUMMON_NO_ATTACK] = {"summon_no_attack", TT_FIELD_INT, 0, 0, 1, 0, NULL},
    [YF_TUNER] = {"tuner", TT_FIELD_INT, 0, 0, 1, 0, NULL},
    [YF_TOKEN] = {"token", TT_FIELD_TEXT, 0, 0, 0, 0, NULL},
    /* retired: refused at load, naming `effects` (card_check.c) */
    [YF_OLD_EFFECT] = {"effect", TT_FIELD_TEXT, 0, 0, 0, 0, NULL},
    [YF_OLD_WHO] = {"who", TT_FIELD_TEXT, 0, 0, 0, 0, NULL},
    [YF_OLD_AMOUNT] = {"amount", TT_FIELD_TEXT, 0, 0, 0, 0, NULL},
    [YF_OLD_EFFECT2] = {"effect2", TT_FIELD_TEXT, 0, 0, 0, 0, NULL},
    [YF_OLD_WHO2] = {"who2", TT_FIELD_TEXT, 0, 0, 0, 0, NULL},
    [YF_OLD_AMOUNT2] = {"amount2", TT_FIELD_TEXT, 0, 0, 0, 0, NULL},
    [YF_OLD_UNTIL] = {"until", TT_FIELD_TEXT, 0, 0, 0, 0, NULL},
    /* Xyz Summons, the Egyptian Gods, Bujin (issue 10) */
    [YF_RANK] = {"rank", TT_FIELD_INT, 0, 0, 13, 0, NULL},
    [YF_XYZ_MATERIALS] = {"xyz_materials", TT_FIELD_INT, 0, 0, YGO_MAX_XYZ_MATERIALS, 0, NULL},
    [YF_TRIBUTES] = {"tributes", TT_FIELD_INT, 0, 0, 3, 0, NULL},
    /* lob_mrd.c */
    [YF_LOSE_TYPES] = {"lose_types", TT_FIELD_TEXT, 0, 0, 0, 0, NULL},
    [YF_LOSE_ATTRIBUTE] = {"lose_attribute", TT_FIELD_ENUM, 0, 0, 0, 0, attributes},
    [YF_MAX_DEF] = {"max_def", TT_FIELD_INT, 0, 0, 10000, 10000, NULL},
    [YF_LOSE_AMOUNT] = {"lose_amount", TT_FIELD_INT, 0, 0, 10000, 0, NULL},
    [YF_AMOUNT_DEF] = {"amount_def", TT_FIELD_INT, 0, -10000, 10000, YGO_DEF_SAME, NULL},
    /* era_effects.c */
    [YF_SPIRIT] = {"spirit", TT_FIELD_INT, 0, 0, 1, 0, NULL},
    [YF_WHILE_POSITION] = {"while_position", TT_FIELD_ENUM, 0, 0, 0, YWP_ANY, while_positions},
    /* more_monsters.c */
    [YF_MAX_LEVEL] = {"max_level", TT_FIELD_INT, 0, 0, 12, 12, NULL},
    /* summon_response.c */
    [YF_MIN_ATK] = {"min_atk", TT_FIELD_INT, 0, 0, 10000, 0, NULL},
    [YF_LP_AT_MOST] = {"lp_at_most", TT_FIELD_INT, 0, 0, 100000, 0, NULL}, /* last_turn.c */
    [YF_TARGET_ATK_WITHIN_LP] = {"target_atk_within_lp", TT_FIELD_INT, 0, 0, 1, 0, NULL},
    [YF_SUMMON_POSITION] = {"summon_position", TT_FIELD_ENUM, 0, 0, 0, YSP_CHOICE,
                            summon_positions},
    [YF_OPPONENT_LP_AT_MOST] = {"opponent_lp_at_most", TT_FIELD_INT, 0, 0, 100000, 0, NULL},
    [YF_ONCE_WHILE_FACE_UP] = {"once_while_face_up", TT_FIELD_INT, 0, 0, 1, 0, NULL}, /* battle.c */
    [YF_SIMPLIFIED] = {"simplified", TT_FIELD_TEXT, 0, 0, 0, 0, NULL},      /* card_check.c */
    [YF_ONCE_PER_TURN] = {"once_per_turn", TT_FIELD_INT, 0, 0, 1, 0, NULL}, /* lob_mrd.c */
    [YF_LOCKS_ADDED] = {"locks_added", TT_FIELD_INT, 0, 0, 1, 0, NULL},
    [YF_CANNOT_BE_NEGATED] = {"cannot_be_negated", TT_FIELD_INT, 0, 0, 1, 0, NULL}, /* chain.c */
    [YF_NO_EFFECT_DESTROY] = {"no_effect_destroy", TT_FIELD_INT, 0, 0, 1, 0, NULL}, /* effects.c */
    {NULL, 0, 0, 0, 0, 0, NULL},
};
_Static_assert(YF_NO_EFFECT_DESTROY < TT_MAX_FIELDS,
               "more card fields than the core's TT_MAX_FIELDS");
