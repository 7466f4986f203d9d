/* ygo.h: the Yu-Gi-Oh! module's private declarations: card fields, resolver primitives and
 * trigger timings (card effects are data naming them), per-match state, options, events and
 * frames (summons, activations, chains, effects, Fusion Summons, the Damage Step, triggers). */
#ifndef TAGTEAM_YGO_H
#define TAGTEAM_YGO_H

#include <stdint.h>

#include "tagteam/game.h"

#include "primitives.h"

/* card fields: indices into ygo_card_fields */
enum {
    YF_KIND,
    YF_ATTRIBUTE,
    YF_TYPE,
    YF_LEVEL,
    YF_ATK,
    YF_DEF,
    YF_SCALE,
    YF_PASSWORD,
    YF_TEXT,
    /* a Spell's or Trap's effect as data: a cost, then its parts (`effects`: a list of
     * resolver primitives with whom each reaches and its amount, compiled at load into a
     * ygo_card_data; card_check.c) */
    YF_COST, /* ygo_cost */
    YF_COST_AMOUNT,
    YF_EFFECTS,   /* the parts, or the short form: one primitive's name */
    YF_TARGETS,   /* ygo_targets */
    YF_PER,       /* ygo_per: what multiplies the amount */
    YF_CHOOSER,   /* ygo_chooser: who picks the discarded card */
    YF_WIN_SET,   /* ygo_win_set: a card of a set that wins the duel (YP-9) */
    YF_TYPES,     /* a Field Spell's boosted monster Types: "Warrior, Beast-Warrior" */
    YF_MATERIALS, /* a Fusion Monster's materials by name: "Gaia The Fierce Knight, Curse..." */
    /* monster effects and their timing (YM-9, YM-10) */
    YF_TRIGGER,           /* ygo_trigger: when the effect is activated */
    YF_OPTIONAL,          /* 1: "you can" (an optional trigger, YT-5.3) */
    YF_SEARCH,            /* a name part the effect looks for: "Gravekeeper's", "Ancient Gear" */
    YF_FILTER_ATTR,       /* an Attribute the effect looks for (0: any) */
    YF_MAX_ATK,           /* the most ATK a monster it looks for may have */
    YF_FROM,              /* ygo_from: where a Special Summon takes its monster from */
    YF_COST_ATTRIBUTE,    /* the Attribute of a Tributed cost (Crush Card Virus) */
    YF_NO_SPECIAL,        /* 1: cannot be Special Summoned (Ancient Gear Golem) */
    YF_WHEN,              /* ygo_when: the one moment a Trap may be activated (Mirror Force) */
    YF_IGNITION,          /* ygo_ignition: a monster's Ignition Effect, activated from the field
                             in its controller's Main Phase (Honest: return_to_hand) */
    YF_PENDULUM_EFFECT,   /* ygo_pendulum_effect: what a Pendulum Monster does face-up in a
                            Pendulum Zone (YM-1) */
    YF_NEGATES,           /* ygo_negates: what a `negate` effect negates */
    YF_LP_BEHIND,         /* activated only while an opponent has at least this many more LP than
                             the activator (Self-Destruct Button: 7000) */
    YF_NO_NORMAL,         /* 1: cannot be Normal Summoned/Set (Exodius) */
    YF_PROCEDURE,         /* ygo_procedure: how it is Special Summoned from the hand */
    YF_ATK_PER_NORMAL,    /* ATK it gains per Normal Monster in its controller's Graveyard */
    YF_LEAVES_BANISHED,   /* 1: a face-up one that would leave the field is banished instead */
    YF_ATK_PER_TYPE,      /* ATK it gains per monster of its own Type in its controller's
                             Graveyard (Vennominon, Vennominaga: Reptiles) */
    YF_UNAFFECTED,        /* 1: face-up on the field, no card effect may target it and it is
                             unaffected by other cards' effects (Vennominaga) */
    YF_WHEN_NAME,         /* `when: named_destroyed`: the monster whose destruction it answers */
    YF_VENOM_WIN,         /* Hyper-Venom Counters that win the Duel (Vennominaga: 3); one is
                             placed each time it inflicts battle damage to an opponent */
    YF_NO_BATTLE_DESTROY, /* 1: cannot be destroyed by battle (Spirit Reaper) */
    YF_TARGETED_DESTROY,  /* 1: destroyed after an effect that targets it face-up resolves */
    YF_END_PHASE_MILL,    /* its controller's End Phase, face-up: mill this many (Ehren) */
    YF_SUMMON_NO_ATTACK,  /* 1: the monster its effect Special Summons cannot declare an attack
                             this turn (Jurrac Guaiba) */
    YF_TUNER,             /* 1: a Tuner (Synchro Material, synchro.c) */
    YF_TOKEN,             /* the name of the Token its effect Special Summons (tokens.c) */
    /* the flat keys `effects` replaced (effect, who, amount, effect2, who2, amount2, until):
     * read only to refuse them at load with the new form (games/tools/ygo_effects_to_parts.py
     * converts a card file) */
    YF_OLD_EFFECT,
    YF_OLD_WHO,
    YF_OLD_AMOUNT,
    YF_OLD_EFFECT2,
    YF_OLD_WHO2,
    YF_OLD_AMOUNT2,
    YF_OLD_UNTIL,
    /* issue 10: Xyz Monsters, the Egyptian Gods' Tributes (xyz.c, horakhty.c) */
    YF_RANK,          /* an Xyz Monster's Rank (it has no Level) */
    YF_XYZ_MATERIALS, /* how many monsters of Level = its Rank it overlays ("3 Level 8") */
    YF_TRIBUTES,      /* Tributes its Normal Summon needs whatever its Level; it cannot be
                         Normal Set (the Egyptian Gods: 3) */
    /* LOB/MRD cards (lob_mrd.c) */
    YF_LOSE_TYPES,     /* a Field Spell's weakened Types: they lose `lose_amount` ATK/DEF (Umi) */
    YF_LOSE_ATTRIBUTE, /* an `attribute_boost` monster's weakened Attribute: it loses
                          `lose_amount` ATK (Hoshiningen: DARK) */
    YF_MAX_DEF,        /* the most DEF a monster an effect looks for may have (Witch of the
                          Black Forest) */
    YF_LOSE_AMOUNT,    /* what `lose_types` / `lose_attribute` lose */
    YF_AMOUNT_DEF,     /* the DEF change of a `boost` (unset: as its ATK change) or an `equip`
                          (unset: none); YGO_DEF_SAME when unset */
    /* era_effects.c */
    YF_SPIRIT,         /* 1: a Spirit monster, back to its owner's hand in the End Phase */
    YF_WHILE_POSITION, /* ygo_while_position: a monster's `standby_lp` applies only in it */
    /* more_monsters.c */
    YF_MAX_LEVEL, /* the highest Level a monster an effect looks for may have (Marauding
                    Captain: 4) */
    /* summon_response.c */
    YF_MIN_ATK, /* the least ATK a monster it looks for may have (Trap Hole: 1000) */
    /* last_turn.c */
    YF_LP_AT_MOST, /* activated only while its player's LP are at most this (Last Turn: 1000) */
    /* lob_mrd.c */
    YF_TARGET_ATK_WITHIN_LP, /* 1: its target's ATK is at most its controller's LP (Ring of
                               Destruction: "whose ATK is less than or equal to their LP") */
    YF_SUMMON_POSITION,      /* ygo_summon_position: the position its effect Special Summons in */
    YF_OPPONENT_LP_AT_MOST,  /* activated only while an opponent's LP are at most this (Minor
                                Goblin Official: 3000) */
    YF_ONCE_WHILE_FACE_UP, /* 1: its quick effect is used once while face-up on the field, not once
                              per damage calculation (Sanga of the Thunder, YGO_USED) */
    YF_SIMPLIFIED,    /* what of the printed text is not played as printed (issue 30): for people,
                         listed by `tagteam cards --stats`, warned of by `sim` and `play` */
    YF_ONCE_PER_TURN, /* 1: "You can only use this effect of <name> once per turn" (Sangan) */
    YF_LOCKS_ADDED,   /* 1: "you cannot activate cards, or the effects of cards, with that name
                         for the rest of this turn": the card its `add_from_deck` added (Sangan) */
    YF_CANNOT_BE_NEGATED, /* 1: "This card's activation and effect cannot be negated"
                             (Spiritualism; chain.c) */
    YF_NO_EFFECT_DESTROY  /* 1: an Equip Spell that, while equipped to a monster, cannot be
                             destroyed by card effects (Fusion Sword Murasame Blade; effects.c) */
};
/* YF_SUMMON_POSITION: a Special Summon by a card's effect is in the position its text names, or,
 * naming none, in face-up Attack or face-up Defense Position as its summoner chooses (issue 30:
 * Gravekeeper's Spy; Giant Rat names Attack Position, Bubonic Vermin face-down Defense). */
enum ygo_summon_position { YSP_CHOICE, YSP_ATTACK, YSP_DEFENSE, YSP_FACE_DOWN_DEFENSE };
#define YGO_DEF_SAME 10001 /* YF_AMOUNT_DEF unset */
/* YF_WHILE_POSITION: "as long as this card remains in face-up Attack Position" */
enum ygo_while_position { YWP_ANY, YWP_ATTACK, YWP_DEFENSE };
/* YF_NO_SPECIAL: how a monster may be Special Summoned (YM-10: a summoning condition). */
enum ygo_no_special {
    YNS_ANY,
    YNS_NEVER,      /* cannot be Special Summoned (Ancient Gear Golem) */
    YNS_ONLY_NAMED, /* only by the effect of a card whose `search` names it, or its own
                       (Vennominaga: Rise of the Snake Deity) */
    YNS_NO_MONSTER  /* not by another Effect Monster's effect (Vennominon) */
};
/* A monster's own Special Summon from the hand (not a chain link; Solemn Judgment may negate it).
 */
enum ygo_procedure {
    YPR_NONE,
    YPR_SHUFFLE_GRAVEYARD_MONSTERS,
    YPR_TRIBUTE_NAMED /* Tribute monsters of its controller named by `materials`, one each
                         (Horakhty: the three Egyptian Gods; horakhty.c) */
};
/* What a `negate` effect negates (YM-10: a monster effect is an activated one; unnumbered text
 * such as a summoning condition, and continuous effects, start no chain link to negate). */
enum ygo_negates {
    YN_SUMMON_SPELL_TRAP, /* a Summon, or a Spell/Trap activation (Solemn Judgment) */
    YN_MONSTER_EFFECT,    /* the activation of a monster effect, and that monster is destroyed
                             (Divine Wrath) */
    /* lob_mrd.c */
    YN_SPELL, /* the activation of a Spell Card (Magic Jammer) */
    YN_TRAP,  /* the activation of a Trap Card (Seven Tools of the Bandit) */
    YN_SUMMON /* a Summon waiting for a response only (Horn of Heaven) */
};
/* YM-1: a Pendulum Effect, applied while the card is face-up in a Pendulum Zone. */
enum ygo_pendulum_effect {
    YPE_NONE,
    YPE_NO_SPELLS_IN_BATTLE, /* Stargazer Magician: while a Pendulum Monster of this card's
                                controller battles, its opponents cannot activate Spell Cards */
    YPE_NO_TRAPS_IN_BATTLE   /* Timegazer Magician: the same for Trap Cards */
};
enum ygo_ignition {
    YI_NONE,
    YI_RETURN_TO_HAND,
    YI_DESTINY_COUNTER, /* Number 88: detach 1 Xyz Material (cost); place 1 Destiny Counter on
                           it; 3 counters win the Duel (xyz.c) */
    YI_EFFECT /* its `effects` (with its `cost`) are an Ignition Effect (Cannon Soldier) */
};
/* When a Spell or Trap may be activated, beyond its Spell Speed (YM-8). */
enum ygo_when {
    YWH_ANY,
    YWH_ATTACK_DECLARED,    /* "When an opponent's monster declares an attack": in the chain that
                               answers the attack declaration (Battle Step), by an opponent of the
                               attacking seat */
    YWH_DAMAGE_CALC,        /* "During your opponent's turn, at damage calculation": only during
                               damage calculation (YM-9 timing 3) in an opponent's turn (Defense
                               Draw) */
    YWH_NAMED_DESTROYED,    /* "When a face-up <when_name> you control is destroyed, except by
                               battle" (Rise of the Snake Deity); vennominaga.c */
    YWH_DURING_DAMAGE_CALC, /* "Activate only during damage calculation" of a battle between two
                              monsters, in any turn (Forbidden Scripture, YM-9 timing 3) */
    YWH_NAMED_ON_FIELD,     /* only while a face-up monster named `when_name` is on the field
                               (Elegant Egotist: "Harpie Lady") */
    /* summon_response.c: right after a Summon succeeds, in the window that answers it (YB) */
    YWH_SUMMONED,                /* "When a monster(s) is Summoned": any Summon, by anyone
                                    (Torrential Tribute) */
    YWH_OPPONENT_SUMMONED,       /* "When your opponent Summons a monster(s)" (Bottomless Trap
                                    Hole) */
    YWH_OPPONENT_NORMAL_OR_FLIP, /* "When your opponent Normal or Flip Summons a monster" (Trap
                                    Hole; a Tribute Summon is a Normal Summon) */
    YWH_OPPONENTS_TURN /* "during your opponent's turn": a turn of an opponent (Last Turn) */
};
/* When a monster's (or a Spell's) effect is activated. Triggers wait in a list and go on a
 * chain together in the YT-5.3 order; quick effects are offered in response windows. */
enum ygo_trigger {
    YTR_NONE,
    YTR_FLIP,                 /* FLIP: when flipped face-up (Flip Summon, or attacked face-down:
                                 it waits until after damage calculation, YM-9) */
    YTR_BATTLE_DESTROYED,     /* destroyed by battle and sent to the GY (end of the DS, YM-9) */
    YTR_AFTER_DAMAGE_CALC,    /* after damage calculation, if it battled an opponent's monster */
    YTR_DIRECT_DAMAGE,        /* it inflicted battle damage by a direct attack */
    YTR_DESTROYED,            /* this face-up card was destroyed (not sent by rule, YM-6) */
    YTR_QUICK_DAMAGE_STEP,    /* quick effect: start of the DS up to before damage calculation */
    YTR_QUICK_DAMAGE_CALC,    /* quick effect: during damage calculation (YM-9 timing 3) */
    YTR_BATTLE_DAMAGE,        /* it inflicted battle damage to an opponent, attacking or attacked
                                 (Airknight Parshath) */
    YTR_START_OF_DAMAGE_STEP, /* YM-9 timing 1, when it attacks: the target still face-down
                                 (Sasuke Samurai) */
    YTR_BEFORE_DAMAGE_CALC,   /* YM-9 timing 2, when it attacks: the target already flipped
                                 (Drillroid) */
    YTR_ATTACK_DECLARED,      /* when it declares an attack (Exodius) */
    YTR_DESTROYS_BY_BATTLE,   /* it destroyed an opponent's monster by battle and is still on the
                                 field: at the end of the DS (YM-9 timing 5; Jurrac Guaiba) */
    YTR_DAMAGE_TAKEN,         /* from the hand: its player takes damage from an opponent's card
                                 while controlling no cards (Gorz, tokens.c) */
    /* era_effects.c */
    YTR_SUMMONED, /* "When this card is Summoned": a Normal (Tribute), Flip or Special Summon,
                     face-up (summon.c; Ryu-Kishin Clown) */
    /* triggers.c */
    YTR_SENT_FROM_FIELD, /* "When/If this card is sent from the field to the GY", face-up or not,
                            in any way (destroyed, Tributed, sent as a cost or by rule, an Equip
                            Spell whose monster left): its owner's, from its Graveyard (Sangan,
                            Malevolent Nuzzler, Axe of Despair) */
    /* summon.c */
    YTR_NORMAL_SUMMONED,     /* "When this card is Normal Summoned" only (Marauding Captain) */
    YTR_SUMMONED_OR_FLIPPED, /* "Normal Summoned or flipped face-up": a Normal Summon, or any
                                flip (a Flip Summon, an attack, an effect) (Tsukuyomi, Otohime) */
};
enum ygo_until { YU_END_OF_TURN, YU_DAMAGE_CALC };
enum ygo_from { YFROM_DECK, YFROM_HAND_DECK_GRAVEYARD, YFROM_HAND_DECK, YFROM_HAND };
enum ygo_win_set { YWS_NONE, YWS_EXODIA, YWS_EXODIUS, YWS_SPIRIT_MESSAGE };
#define YGO_SPIRIT_MESSAGES 4 /* I, N, A, L: with Destiny Board they win (YP-9) */
#define YGO_EXODIA_PIECES   5
/* resolver primitives (primitives.h, one row each): an unknown name in a card file is a load
 * error with its position */
#define YGO_PRIMITIVE_ENUM(id, name, own_code, where) YX_##id,
enum ygo_primitive { YGO_PRIMITIVES(YGO_PRIMITIVE_ENUM) YX_COUNT };
#undef YGO_PRIMITIVE_ENUM
/* One part of a card's effect (`effects: [{action: .., who: .., amount: .., until: ..}]`),
 * compiled once as the card database loads (card_check.c), read by the resolver with no string
 * look-up. A card has at most YGO_MAX_PARTS; a longer list is refused at load. */
#define YGO_MAX_PARTS 4
typedef struct ygo_part {
    int32_t amount;
    uint8_t action; /* ygo_primitive */
    uint8_t who;    /* ygo_who: whose cards or which players */
    uint8_t until;  /* ygo_until: how long an ATK change lasts */
} ygo_part;
typedef struct ygo_card_data { /* tt_carddb_data of a Yu-Gi-Oh! card */
    ygo_part parts[YGO_MAX_PARTS];
    uint8_t nparts;
} ygo_card_data;
/* The names card files give primitives, `who` and `until` (cards.c), NULL-terminated. */
extern const char *const ygo_primitive_names[], *const ygo_who_names[], *const ygo_until_names[];
/* Part i of card id's effect; past its last part, a part that does nothing (`none`). */
const ygo_part *ygo_db_part(const tt_carddb *db, uint32_t id, unsigned i);
unsigned ygo_db_nparts(const tt_carddb *db, uint32_t id);
/* lasting effects (core tt_lasting.kind) */
enum { YL_NO_ATTACKS = 1, YL_RETURN_CONTROL, YL_COUNTDOWN, YL_NO_DAMAGE };
enum ygo_cost {
    YC_NONE,
    YC_DISCARD,
    YC_PAY_LP,
    YC_PAY_HALF_LP,
    YC_DISCARD_SELF,
    YC_TRIBUTE,
    YC_BANISH_SAME_TYPE, /* banish 1 other monster of this card's Type from its player's GY */
    YC_TRIBUTE_SELF      /* Tribute this card (Exiled Force; more_monsters.c) */
};
enum ygo_targets {
    YTG_NONE,
    YTG_ALL_MONSTERS,          /* every monster of the seats in `who` */
    YTG_FACE_UP_MONSTERS,      /* every face-up monster of the seats in `who` */
    YTG_ONE_SPELL_TRAP,        /* one Spell/Trap on the field of the seats in `who`, chosen */
    YTG_CHAIN_LINK,            /* the activation this card responds to */
    YTG_ONE_FACE_UP_MONSTER,   /* one face-up monster of the seats in `who`, chosen */
    YTG_ONE_MONSTER,           /* one monster (face-up or not) of the seats in `who`, chosen */
    YTG_SELF,                  /* this card */
    YTG_ATTACKER,              /* the monster whose attack declaration this card answers */
    YTG_ATTACK_POSITION,       /* every face-up Attack Position monster of the seats in `who` */
    YTG_GRAVEYARD_MONSTER,     /* one monster of the activator's own Graveyard (YT-1.3), chosen */
    YTG_FACE_DOWN_TARGET,      /* the face-down monster this card attacks (Sasuke Samurai) */
    YTG_DEFENSE_TARGET,        /* the Defense Position monster this card attacks (Drillroid) */
    YTG_ONE_CARD,              /* one card on the field of the seats in `who`, chosen: a monster
                                  or a Spell/Trap (Ryko) */
    YTG_BATTLER_NOT_ATTRIBUTE, /* the face-up monster this card battles, attacking or attacked,
                                 unless its Attribute is `filter_attribute` (Ally of Justice
                                 Catastor: non-DARK) */
    /* lob_mrd.c */
    YTG_GRAVEYARD_SPELL,  /* one Spell of the activator's own Graveyard (Magician of Faith) */
    YTG_GRAVEYARD_TRAP,   /* one Trap of the activator's own Graveyard (Mask of Darkness) */
    YTG_ONE_SPELL,        /* one Spell on the field, or a Set card (destroyed only if it is a
                             Spell: Armed Ninja) */
    YTG_ONE_TRAP,         /* the same for a Trap (Reaper of the Cards) */
    YTG_ONE_FACE_UP_TRAP, /* one face-up Trap on the field (Remove Trap) */
    YTG_ALL_SPELL_TRAPS,  /* every Spell/Trap on the field of the seats in `who` but this
                             card (Giant Trunade) */
    /* summon_response.c */
    YTG_SUMMONED,         /* the monster whose Summon this card answers, targeted (Trap Hole) */
    YTG_SUMMONED_MONSTERS /* every monster whose Summon this card answers, as it resolves, not
                             targeted (Bottomless Trap Hole) */

};
/* scope words of card text, resolved by the core (YT-3.1..3.3) */
enum ygo_who { YW_SELF, YW_ONE_OPPONENT, YW_OPPONENT_SIDE, YW_BOTH_PLAYERS };
enum ygo_per {
    YPER_NONE,
    YPER_OPPONENT_HAND_AND_FIELD,
    /* era_effects.c */
    YPER_MONSTERS_ON_FIELD, /* every monster on the field (Gift of The Mystical Elf) */
    YPER_BATTLE_DAMAGE,     /* the battle damage this card just inflicted (Fushi No Tori) */
    YPER_ATTACKER_ATK,      /* the ATK of the attacking monster (Magic Cylinder) */
    YPER_HAND,              /* the cards in the hand of the seat it reaches (Des Koala) */
    /* more_spells_traps.c */
    YPER_THEIR_MONSTERS, /* the monsters the seats of the part's `who` control (Just Desserts) */
    YPER_TARGET_ATK,     /* the original ATK of the target this effect destroyed ("if you do":
                            Ring of Destruction) */
    YPER_TRIBUTED_STAT   /* the higher of the original ATK and DEF of the monster Tributed as
                            the cost (Mystik Wok) */
};
enum ygo_chooser { YCH_AFFECTED, YCH_ACTIVATOR, YCH_RANDOM };
enum ygo_kind {
    YK_NORMAL_MONSTER,
    YK_EFFECT_MONSTER,
    YK_FLIP_MONSTER,
    YK_FUSION_MONSTER,
    YK_PENDULUM_MONSTER,
    YK_RITUAL_MONSTER,  /* Special Summoned only by a Ritual Spell (YB) */
    YK_SYNCHRO_MONSTER, /* Extra Deck; Synchro Summoned with a Tuner (synchro.c) */
    YK_TOKEN,           /* not a card of any deck: brought by the card naming it (tokens.c) */
    YK_XYZ_MONSTER,     /* Extra Deck; a Rank, no Level; Xyz Summoned by overlaying (xyz.c) */
    YK_NORMAL_SPELL,
    YK_QUICKPLAY_SPELL,
    YK_CONTINUOUS_SPELL,
    YK_EQUIP_SPELL,
    YK_FIELD_SPELL,
    YK_RITUAL_SPELL,
    YK_NORMAL_TRAP,
    YK_CONTINUOUS_TRAP,
    YK_COUNTER_TRAP
};
extern const tt_field ygo_card_fields[];
/* the module's ruleset options (tt_rules.options, docs/rulesets.md `options`) */
enum { YOPT_FIELD_SPELL_REPLACED, YOPT_YOU_CONTROL, YOPT_SHARED_LIFE, YOPT_LAST_TURN_OPPONENT };
/* YT-3.3 with YT-1.4: an effect naming both players of a team changes the team's one LP total
 * for each of them (the default reading) or once (the switch). */
enum { YSL_EACH_PLAYER, YSL_ONCE_PER_TEAM };
/* Last Turn's "your opponent" in a Team Duel (last_turn.c): the one opponent its player chooses
 * on activation (YT-3.1, the default reading) or the turn player (the switch). */
enum { YLO_CHOSEN, YLO_TURN_PLAYER };
/* YT-3.6: what "you control" means in a card's condition (Gorz's "while you control no cards"):
 * the player's own zones (the default reading) or its whole team's side (the switch). */
enum { YYC_OWN, YYC_TEAM };
/* What becomes of a Field Spell when a new one takes its Field Zone: destroyed (the seeds'
 * Team Duel, YT-1.7: "when destroyed" effects apply) or sent to the Graveyard by rule (YM-6). */
enum { YFS_SENT, YFS_DESTROYED };
extern const tt_field ygo_options[];

/* phases (indices into the module's phase names) and actions (limit names) */
enum { YP_DRAW, YP_STANDBY, YP_MAIN1, YP_BATTLE, YP_MAIN2, YP_END };
enum { YA_NORMAL_SUMMON, YA_PENDULUM_SUMMON, YA_POSITION_CHANGE, YA_ATTACK };
/* rule keys a refusal may name (ygo_rule_keys) */
enum {
    YR_FIRST_ATTACK,
    YR_DIRECT_ATTACK,
    YR_ZONE_FULL,
    YR_TRIBUTES,
    YR_SET_THIS_TURN,
    YR_NO_TARGET,
    YR_CANNOT_PAY,
    YR_NO_ATTACKS,
    YR_TRAPS_LOCKED,
    YR_ATTACK_LOCK,
    YR_PENDULUM_ZONE_FULL,  /* YM-1: both Pendulum Zones are taken */
    YR_PENDULUM_SCALES,     /* YM-2: the Scales leave no Level between them */
    YR_PENDULUM_NONE,       /* YM-2: no monster has a Level between the Scales */
    YR_WHEN_ATTACK,         /* YM-8: only when an opponent's monster declares an attack */
    YR_PENDULUM_LOCK,       /* YM-1: Stargazer/Timegazer Magician while a Pendulum battles */
    YR_NO_MONSTER_EFFECT,   /* YM-10: Divine Wrath without an activated monster effect to negate */
    YR_FIELD_ZONE_TAKEN,    /* YT-1.7: the whole duel's Field Zone holds another player's card */
    YR_LP_BEHIND,           /* Self-Destruct Button: the opponents are not far enough ahead */
    YR_WHEN_DAMAGE_CALC,    /* YM-9: only at damage calculation in an opponent's turn */
    YR_WHEN_DESTROYED,      /* Rise of the Snake Deity: only when its monster was destroyed */
    YR_TRIBUTE_REFUSED,     /* YT-3.5: the partner refused its monster as a Tribute this turn */
    YR_NO_BATTLE_PHASE,     /* Number 88's effect was activated this turn */
    YR_NAMED_TRIBUTES,      /* Horakhty: the monsters it names are not all on the own field */
    YR_ATTACK_SHIELD,       /* Marauding Captain: its Warriors cannot be targeted for attacks */
    YR_WHEN_SUMMONED,       /* YB: only right after a Summon it answers (Trap Hole) */
    YR_LP_AT_MOST,          /* Last Turn: its player has more LP than `lp_at_most` */
    YR_WHEN_OPPONENTS_TURN, /* Last Turn: only during an opponent's turn */
    YR_DECK_TOO_SMALL,      /* Pot of Greed: fewer cards in the Deck than it draws */
    YR_OPPONENT_LP_AT_MOST, /* Minor Goblin Official: no opponent has `opponent_lp_at_most` */
    YR_NAME_LOCKED,         /* Sangan: a name its effect added this turn (`locks_added`) */
    YR_ONCE_PER_TURN /* Ring of Destruction, Sangan: its name used this turn (`once_per_turn`) */
};

/* option kinds */
enum ygo_option_kind {
    YO_SUMMON = 1,  /* a = hand card, b = 1 to Set, c = tributes needed */
    YO_FLIP_SUMMON, /* a = card */
    YO_TO_DEFENSE,  /* a = card */
    YO_TO_ATTACK,   /* a = card */
    YO_BATTLE_PHASE,
    YO_END_TURN, /* from a Main Phase: on to the End Phase */
    YO_END_BATTLE,
    YO_ATTACK,  /* a = attacker, b = target card */
    YO_DIRECT,  /* a = attacker, b = the opponent seat attacked */
    YO_TRIBUTE, /* a = the monster to Tribute */
    YO_ALLOW,   /* teammate allows the Tribute of a (YT-3.5) */
    YO_REFUSE,
    YO_DISCARD,        /* a = hand card (hand limit, costs and effects), b = the seat whose
                          hand, c = 1 an effect's (its chooser may be another seat) */
    YO_ACTIVATE,       /* a = Spell/Trap in hand or Set on the field */
    YO_SET_SPELL,      /* a = Spell/Trap in hand */
    YO_PASS,           /* pass in a response window (YT-5.2) */
    YO_TARGET,         /* a = the card targeted */
    YO_OPPONENT,       /* b = the opponent the whole effect applies to (YT-3.1) */
    YO_FUSE,           /* a = the Fusion Monster to summon */
    YO_MATERIAL,       /* a = a card used as Fusion Material */
    YO_ALLOW_MATERIAL, /* teammate allows a (YT-3.5) */
    YO_REFUSE_MATERIAL,
    YO_TRIGGER,        /* activate the optional trigger of a */
    YO_NO_TRIGGER,     /* do not activate it */
    YO_PICK,           /* a = a card an effect takes (Special Summon, banish) */
    YO_STOP,           /* take no more cards (up to N) */
    YO_DECLARE,        /* a = the card id of a name to declare (Mind Crush): any name */
    YO_PENDULUM_ZONE,  /* a = a Pendulum Monster in hand, activated into a Pendulum Zone (YM-1) */
    YO_PENDULUM,       /* begin a Pendulum Summon (YM-2) */
    YO_PENDULUM_PICK,  /* a = a monster the Pendulum Summon takes (hand or Extra Deck) */
    YO_PENDULUM_DONE,  /* b = monsters picked: Special Summon them all at once */
    YO_RITUAL,         /* a = the Ritual Monster to Ritual Summon */
    YO_RITUAL_TRIBUTE, /* a = a monster Tributed for it; b = Levels so far, c = Levels needed */
    YO_STOP_ATTACK,    /* a = the attacker: a replay ends its attack (YM-8) */
    YO_ALLOW_RITUAL,   /* teammate allows a as a Ritual Tribute (YT-3.5) */
    YO_REFUSE_RITUAL,
    YO_TRIGGER_NEXT, /* a = the trigger that goes on the chain next (YT-5.3: its controller's
                       choice, or the opposing team's among all of its triggers) */
    YO_PROCEDURE,    /* a = a monster Special Summoned by its own procedure; b = cards it moves */
    YO_SEND,         /* a = a monster an effect sends from the hand or Deck to the Graveyard */
    YO_BANISH_COST,  /* a = a monster of the activator's Graveyard banished as a cost */
    YO_SYNCHRO,      /* a = a Synchro Monster of the seat's Extra Deck to Synchro Summon */
    YO_SYNCHRO_MATERIAL, /* a = a monster used as its Synchro Material; b = 1 the Tuner */
    /* Xyz Summons, the Egyptian Gods, Bujin (issue 10) */
    YO_XYZ,           /* a = an Xyz Monster of the seat's Extra Deck to Xyz Summon */
    YO_XYZ_MATERIAL,  /* a = a monster overlaid as its Xyz Material */
    YO_TRIBUTE_NAMED, /* a = a monster Special Summoned by Tributing its named monsters
                        (Horakhty) */
    /* last_turn.c */
    YO_LAST_TURN_KEEP,   /* a = the monster Last Turn's player selects to remain */
    YO_LAST_TURN_SUMMON, /* a = the monster of its Deck the opponent Special Summons */
    YO_DETACH,           /* a = the Xyz Material of b detached as Number 88's cost (xyz.c) */
    /* cost_tribute.c (YT-3.5) */
    YO_ACTIVATE_TRIBUTING, /* activate a, Tributing b (a teammate's monster) as its cost */
    YO_ALLOW_COST,         /* the teammate allows a as the cost Tribute of b */
    YO_REFUSE_COST,
    YO_SPECIAL_POSITION, /* a = a monster just Special Summoned, b = 1 face-up Defense Position,
                            0 face-up Attack Position: its summoner's choice (effects_summon.c);
                            c = the Summon's kind (ygo_position_frame's how), for its label */
    YO_COUNT             /* past the last kind: each kind before it has a shape (observe.c) */
};

/* module events (kind = TT_EV_GAME + ...) */
enum {
    YE_SUMMON,    /* card summoned (a = 1 Set, 2 Flip) */
    YE_BATTLE,    /* card attacks b (-1 direct); a = attacker ATK */
    YE_DESTROYED, /* card destroyed by battle */
    YE_TRIBUTED,  /* card tributed */
    YE_POSITION,  /* card changes position (a = 1 defense) */
    YE_DISCARD,
    YE_ACTIVATE,       /* card activated as chain link a */
    YE_RESOLVE,        /* chain link a (card) resolves; b = 1 when negated */
    YE_SET_CARD,       /* a Spell/Trap is Set */
    YE_NEGATED,        /* card's activation is negated */
    YE_PAY,            /* seat pays a LP (cost) */
    YE_CARD_WIN,       /* seat's team wins by card's own text (YP-9) */
    YE_FIELD_SENT,     /* a Field Spell is sent to the Graveyard by rule for a new one (YM-6) */
    YE_SPECIAL,        /* card is Special Summoned */
    YE_BANISHED,       /* card is banished */
    YE_ATK,            /* card's ATK becomes a */
    YE_NO_DAMAGE,      /* seat takes no battle damage from this battle */
    YE_DECLARE,        /* seat declares a name: a = its card id */
    YE_EQUIP,          /* card is equipped to b */
    YE_UNEQUIPPED,     /* card (an Equip Spell) is sent to the GY: its monster left the field */
    YE_PENDULUM_ZONE,  /* card is activated into a Pendulum Zone (YM-1) */
    YE_TO_EXTRA,       /* card (a Pendulum Monster) goes face-up to its owner's Extra Deck (YM-3) */
    YE_TO_HAND,        /* card returns from the field to its owner's hand */
    YE_BP_STEP,        /* the Battle Phase enters step a (YM-8: 0 Start, 1 Battle, 2 End) */
    YE_SUMMON_NEGATED, /* card's Summon is negated: it goes to its owner's Graveyard (YM-2) */
    YE_ATTACK_ENDS,    /* card's attack ends before the Damage Step (it or its target left) */
    YE_REPLAY,         /* card's attack replays: its side of monsters changed (YM-8) */
    YE_FLIPPED,        /* card is flipped face-up by an effect (Swords of Revealing Light) */
    YE_DAMAGE_STEP,    /* card's battle reaches a Damage Step timing a (YM-9: 0 start, 1 before
                          damage calculation, 2 during, 3 after damage calculation, 4 end) */
    YE_BATTLE_STEP_BACK, /* card's attack is over: back to the Battle Step (YM-8) */
    YE_DRAINED,          /* card's effect is negated as it resolves: it is face-up on the field
                            under Skill Drain */
    YE_VENOM_COUNTER,    /* a Hyper-Venom Counter is placed on card: it has a now */
    YE_UNAFFECTED,       /* card is unaffected by card b's effect */
    YE_TO_DECK,          /* card is shuffled from the field into its owner's Deck */
    YE_END_MILL,         /* card's End Phase effect sends the top a cards of seat's Deck */
    YE_PLACED,           /* card (a Spirit Message) is placed face-up by Destiny Board a */
    YE_SCRIPTURE,        /* card's effect is negated by Forbidden Scripture a (scripture.c) */
    YE_ORIGINAL_STATS,   /* card's damage calculation uses the original ATK/DEF (Scripture) */
    YE_TOKEN_GONE,       /* card (a Token) left the field: it ceases to exist (tokens.c) */
    /* Xyz Summons, the Egyptian Gods, Bujin (issue 10) */
    YE_XYZ_MATERIAL,    /* card becomes an Xyz Material of b */
    YE_DETACHED,        /* card, an Xyz Material of b, is detached and goes to the Graveyard */
    YE_DESTINY_COUNTER, /* a Destiny Counter is placed on card: it has a now */
    YE_ADDED,           /* card is added to seat's hand from its Deck (a = 0) or
                           Graveyard (a = 1) (lob_mrd.c) */
    YE_LAST_TURN,       /* last_turn.c: a = 0, seat selects card (or -1: none) and every other
                           card on the field and in every hand goes to the Graveyard; a = 1 / 2,
                           card (Last Turn of seat) makes the Duel a draw: no side / both sides
                           control monsters in the End Phase */
    /* triggers.c */
    YE_TO_DECK_TOP,   /* card is placed from the Graveyard on top of its owner's Deck */
    YE_MISSED_TIMING, /* card's optional "When ... : You can" trigger missed its timing: its
                         event was not the last thing to happen (YB) */
    /* effects.c */
    YE_NOT_DESTROYED /* card (`no_effect_destroy`) is not destroyed by a card effect */
};

#define YGO_DEFENSE  1u /* in Defense Position */
#define YGO_SUMMONED 2u /* summoned or flipped this turn: no position change */
#define YGO_ATTACKED 4u /* declared an attack this turn */
#define YGO_CHANGED  8u /* position changed this turn */
#define YGO_USED                                                                                                \
    16u                 /* its quick effect was used in this damage calculation (Lily); with                    \
                           `once_while_face_up` (Sanga of the Thunder) kept until the card's flags are reset as \
                           it leaves the field, is Summoned or is turned face-down (ygo_battle_used_clear) */
#define YGO_FLIPPED 32u /* flipped face-up by an attack: its FLIP effect waits (YM-9) */
#define YGO_BATTLE_DESTROYED                                                                       \
    64u                 /* destroyed by battle, still on the field until the end of                \
                           the Damage Step (YM-9) */
#define YGO_HALVED 128u /* original ATK halved until the end of the turn (Shrink) */

typedef struct ygo_tribute_frame {
    uint16_t card; /* the monster to summon */
    uint8_t set;   /* Set instead of Normal Summon */
    uint8_t needed, picked;
    uint8_t asked; /* picks whose teammate was already asked */
    uint16_t picks[3];
} ygo_tribute_frame;
#define YGO_MAX_PENDULUM 12 /* monsters one Pendulum Summon may take (the frame holds them) */
_Static_assert(sizeof(ygo_tribute_frame) <= TT_FRAME_BYTES, "tribute frame too big");
/* A card being activated: cost, target and opponent are chosen in stages (YM-10: cost and
 * targets come before the activation; the effect after). */
/* The 16-bit fields first, then the bytes: no padding byte, which a push would copy into the
 * match state unset (a clone must equal its source byte for byte). */
typedef struct ygo_activation_frame {
    uint16_t card;
    int16_t target;    /* the card targeted, or -1 */
    int16_t declared;  /* the card id of the name declared (Mind Crush), or -1 */
    uint16_t tributed; /* 1 + the monster Tributed as its cost (Mystik Wok), 0: none */
    uint8_t seat;
    uint8_t stage;
    uint8_t opponent; /* the one opponent chosen (YT-3.1), or 0xff */
    uint8_t paid;     /* cards discarded for the cost so far */
    uint8_t trigger;  /* a trigger put on the chain by the trigger list (no window yet) */
    uint8_t ignition; /* a monster's Ignition Effect (YF_IGNITION), not its other effect */
} ygo_activation_frame;
_Static_assert(sizeof(ygo_activation_frame) == 14, "ygo_activation_frame has no padding");

/* The chain in progress: a response window (YT-5.2), then resolution last-in first-out. */
typedef struct ygo_chain_frame {
    uint8_t resolving;
} ygo_chain_frame;

/* One primitive being resolved for several seats in turn (Dark World Dealings: each discards). */
typedef struct ygo_effect_frame {
    uint16_t card;   /* the card whose effect it is */
    uint8_t link;    /* its chain link */
    uint8_t step;    /* the part being resolved (an index into its `effects`) */
    uint8_t seats;   /* seats still to do (a mask) */
    uint8_t pending; /* a seat whose discard decision is open, or 0xff */
    uint8_t started; /* the seats of this step have been worked out */
    uint8_t held;    /* the outcome is held until this effect ends (YP-10) */
    uint8_t did;     /* a part destroyed its target: "and if you do" (Ring of Destruction) */
    uint8_t count;   /* cards the pending seat has discarded so far (Graceful Charity: 2) */
} ygo_effect_frame;

/* A Fusion Summon being made: the monster, then its materials, then the teammates' consent. */
typedef struct ygo_fusion_frame {
    uint16_t fusion; /* the Fusion Monster, or 0xffff while it is being chosen */
    uint8_t seat;
    uint8_t picked, asked, refused;
    uint16_t mats[3];
} ygo_fusion_frame;
/* The Damage Step of one attack (its progress is in ygo_state.bat). */
typedef struct ygo_battle_frame {
    uint8_t unused;
} ygo_battle_frame;
/* The waiting triggers (ygo_state.pend) going on a chain (YT-5.3). */
typedef struct ygo_trigger_frame {
    uint8_t pass;   /* `split`: 0 the mandatory triggers, then 1 the optional ones; `literal`: 0 */
    uint8_t base;   /* chain length before the triggers */
    uint8_t placed; /* bit i: pend[i] is done (on the chain, declined, or with nothing to do) */
    uint8_t chosen; /* 1 + the index in pend of the trigger going on next, or 0 */
    uint8_t asked;  /* the optional trigger `chosen` was offered to its controller */
    uint8_t n;      /* pend[0..n) go on this chain; one that triggers while it is built (a cost
                       paid) waits for the next flush (YB: it happened during this chain) */
} ygo_trigger_frame;
enum ygo_frame_kind {
    YFR_TRIBUTE = 1,
    YFR_ACTIVATION,
    YFR_CHAIN,
    YFR_EFFECT,
    YFR_FUSION,
    YFR_BATTLE,
    YFR_TRIGGERS,
    YFR_PENDULUM,
    YFR_OPEN,     /* an open game state's window: a phase, a Battle Phase step (YM-8), the end of
                     a Main Phase (YT-5.2) */
    YFR_SUMMON,   /* a Summon that may still be negated (Solemn Judgment, YM-2) */
    YFR_RITUAL,   /* a Ritual Summon being made (ritual.c) */
    YFR_SYNCHRO,  /* a Synchro Summon being made (synchro.c) */
    YFR_XYZ,      /* an Xyz Summon being made (xyz.c) */
    YFR_SUMMONED, /* the window right after a Summon succeeded (summon_response.c) */
    YFR_COST_ASK, /* a teammate asked for its monster as a cost Tribute (cost_tribute.c) */
    YFR_SPECIAL_POSITION /* a Special Summon's summoner chooses its position (effects_summon.c) */
};
/* Monsters just Special Summoned face-up whose summoner chooses face-up Attack or Defense
 * Position (issue 30), asked in the order they were placed (Gorz, then its Token; a Pendulum
 * Summon's monsters). `how` is the Summon's kind as YE_SUMMON's a tells it (3 Fusion, 4 Pendulum,
 * 5 Ritual, 6 a monster's own procedure, 7 Synchro, 8 Xyz) or YGO_HOW_EFFECT (a card effect's
 * Special Summon): each monster's event is told once its position is chosen, and a Summon that
 * may be negated (4, 6, 7, 8) waits for Solemn Judgment's window once all are chosen (YM-2). */
#define YGO_HOW_EFFECT 0xff
typedef struct ygo_position_frame {
    uint16_t card[YGO_MAX_PENDULUM];
    uint8_t seat, n, done, how;
} ygo_position_frame;
_Static_assert(sizeof(ygo_position_frame) <= TT_FRAME_BYTES, "position frame too big");
/* YT-3.5: seat would activate card Tributing monster, its teammate's: asked first. */
typedef struct ygo_cost_ask_frame {
    uint16_t card, monster;
    uint8_t seat;
    uint8_t pad; /* named, so a pushed frame has no unset byte (equal matches, equal bytes) */
} ygo_cost_ask_frame;
/* An Xyz Summon: the Xyz Monster, then its materials one by one. */
/* Destiny Counters that win (Number 88's printed text: "When 3 Destiny Counters are on this
 * card, you win the Duel"; YP-9) */
#define YGO_DESTINY_COUNTERS_WIN 3
#define YGO_MAX_XYZ_MATERIALS    5 /* materials one Xyz Monster may hold (`xyz_materials` <= it) */
typedef struct ygo_xyz_frame {
    uint16_t monster;
    uint8_t seat;
    uint8_t picked;
    uint16_t picks[YGO_MAX_XYZ_MATERIALS];
} ygo_xyz_frame;
_Static_assert(sizeof(ygo_xyz_frame) <= TT_FRAME_BYTES, "xyz frame too big");
/* A Synchro Summon: the Synchro Monster, its Tuner, then its non-Tuners until their Levels and
 * the Tuner's make the Synchro Monster's exactly. */
typedef struct ygo_synchro_frame {
    uint16_t monster;
    uint8_t seat;
    uint8_t picked;     /* picks[0] is the Tuner */
    uint8_t levels;     /* the picks' Levels so far */
    uint16_t picks[12]; /* a Level is at least 1, a Synchro Monster's at most 12 */
} ygo_synchro_frame;
_Static_assert(sizeof(ygo_synchro_frame) <= TT_FRAME_BYTES, "synchro frame too big");
/* A Ritual Summon: the Ritual Monster, then its Tributes until their Levels are enough. */
typedef struct ygo_ritual_frame {
    uint16_t monster; /* 0xffff while it is being chosen */
    uint16_t spell;   /* the Ritual Spell */
    uint8_t seat;
    uint8_t picked;
    uint8_t levels; /* the Tributes' Levels so far */
    uint8_t asked;  /* picks whose controller's permission was settled (YT-3.5) */
    uint8_t refused;
    uint16_t picks[10];
} ygo_ritual_frame;
_Static_assert(sizeof(ygo_ritual_frame) <= TT_FRAME_BYTES, "ritual frame too big");
/* An open game state (YT-5.1, YT-5.2; open_state.c): the turn player holds priority, then the
 * other seats may start a chain. */
typedef struct ygo_open_frame {
    uint8_t stage; /* OPEN_* */
    uint8_t step;  /* YBP_START or YBP_END in the Battle Phase, else YBP_NONE */
    uint8_t leave; /* in a Main Phase: the option the turn player passed with (YO_BATTLE_PHASE,
                      YO_END_TURN), applied once every seat has passed; 0 elsewhere */
} ygo_open_frame;
enum { OPEN_START, OPEN_ASK, OPEN_CHAINED };
enum { YBP_NONE, YBP_START, YBP_BATTLE, YBP_END };
/* A Normal, Tribute, Flip or Pendulum Summon between "would be Summoned" and "is Summoned":
 * the monsters are in their zones, and Solemn Judgment may still negate it (YM-2). */
typedef struct ygo_summon_frame {
    uint8_t seat;
    uint8_t stage; /* 0: open the window, 1: ask, 2: settle */
    uint8_t how;   /* the YE_SUMMON kind: 0 Normal/Tribute, 2 Flip, 4 Pendulum */
    uint8_t n;
    uint16_t cards[YGO_MAX_PENDULUM];
} ygo_summon_frame;
_Static_assert(sizeof(ygo_summon_frame) <= TT_FRAME_BYTES, "summon frame too big");
/* The window right after a Summon succeeded (summon_response.c): the chain of its triggers, or
 * the seats that may answer it, asked from the turn player on (YT-5.2); then it is gone (YB: a
 * "when" timing is missed once anything else has happened). */
typedef struct ygo_summoned_frame {
    uint8_t stage;   /* SR_START, SR_ASK, SR_AFTER */
    uint8_t unused;  /* explicit padding: the frame is copied into the match state, whose clones
                        compare byte for byte */
    uint16_t serial; /* ygo_state.sum_serial of the Summon it answers */
} ygo_summoned_frame;
enum { SR_START, SR_ASK, SR_AFTER };
/* ygo_state.sum_state: where the last Summon's window stands */
enum {
    YGO_SUM_NONE,
    YGO_SUM_FRESH,    /* its window, or the chain answering it, is being built */
    YGO_SUM_ANSWERED, /* the chain that answered it resolves: later chains do not answer it */
    YGO_SUM_PENDING   /* Summoned by the last link of a resolving chain: its window opens once
                         that chain is over */
};
#define YGO_MAX_SUMMONED 12 /* monsters one Summon brings (one Pendulum Summon's at most) */
/* A Pendulum Summon being made (YM-2): the monsters picked so far, summoned together at the end. */
typedef struct ygo_pendulum_frame {
    uint8_t seat;
    uint8_t lo, hi; /* the two Scales */
    uint8_t picked;
    uint16_t picks[YGO_MAX_PENDULUM];
} ygo_pendulum_frame;
_Static_assert(sizeof(ygo_pendulum_frame) <= TT_FRAME_BYTES, "pendulum frame too big");
/* the stages of the Damage Step (YM-9) */
enum {
    BS_NONE,
    BS_DECLARE_OPEN, /* Battle Step: the window after the attack declaration (YM-8) */
    BS_DECLARE_ASK,
    BS_REPLAY,     /* the target left, or the opposing monsters changed: a replay (YM-8) */
    BS_START_OPEN, /* start of the DS: the face-down target is still face-down; Honest, Shrink */
    BS_START_ASK,
    BS_BEFORE_OPEN, /* before damage calculation: the face-down target is flipped; Honest */
    BS_BEFORE_ASK,
    BS_CALC_OPEN, /* during damage calculation: Kuriboh, Lily */
    BS_CALC_ASK,
    BS_CALC,  /* damage calculation */
    BS_AFTER, /* after damage calculation: FLIP, D.D. Warrior Lady, Memory Crusher */
    BS_END,   /* end of the DS: destroyed monsters go to the GY; Giant Rat */
    BS_DONE
};
/* bits of ygo_battle.timed: the YE_DAMAGE_STEP event of a windowed timing has been emitted */
#define YGO_TOLD_START     8u
#define YGO_TOLD_BEFORE    16u
#define YGO_TOLD_CALC      32u
#define YGO_MAX_PEND       8
#define YGO_MAX_NAME_MARKS 8           /* names one seat marks in one turn (Sangan: lob_mrd.c) */
#define YGO_NAME_LOCK      0x80000000u /* a name_mark that locks a name, not a use */
_Static_assert(YGO_MAX_PEND <= 8, "the trigger frame's placed mask holds YGO_MAX_PEND bits");
#define YGO_MAX_MATERIALS   3
#define YGO_MAX_BOOST_TYPES 8 /* the Types one Field Spell boosts (`types`) */

#define YGO_MAX_CHAIN 16
/* Per-match tables filled at setup; a match with more such cards is refused, naming the limit
 * (ygo_table_full). A legal Team Duel holds at most 3 copies a card in each of 4 decks. */
#define YGO_MAX_SEARCH  8 /* `search` name parts: the low byte of search_bits */
#define YGO_MAX_EXODIUS 12
#define YGO_MAX_DRAIN   12
#define YGO_MAX_LOCKS   12
#define YGO_MAX_EXODIA  60
#define YGO_MAX_BOOST   16
#define YGO_MAX_FUSIONS 16
#define YGO_MAX_EQUIP   24
#define YGO_MAX_REVIVE  16
#define YGO_MAX_BOARDS  12
#define YGO_MAX_TOKENS  12 /* Tokens in a match: one per card that brings one (tokens.c) */
#define YGO_MAX_GORZ    12 /* cards with a `damage_taken` trigger */
#define YGO_MAX_XYZ     12 /* Xyz Monsters in a match (xyz.c) */
#define YGO_MAX_DOUBLE  4  /* different cards with `effects: double_original_atk` (bujin.c) */
#define YGO_MAX_NAMED   4  /* different cards with `procedure: tribute_named` (horakhty.c) */
#define YGO_MAX_BANS    12 /* cards with `effects: attack_ban` */
#define YGO_MAX_FORCE   12 /* cards with `effects: force_defense` (more_spells_traps.c) */
#define YGO_MAX_BINDS   12 /* cards with `effects: bind` (more_spells_traps.c) */
typedef struct ygo_link {
    uint16_t card;
    uint8_t seat;
    uint8_t opponent; /* the one opponent chosen (YT-3.1), or 0xff */
    int16_t target;   /* the card targeted, or -1 */
    uint8_t negated;
    uint8_t speed;
    uint8_t stays; /* the card stays on the field after resolving (Swords) */
    uint8_t
        trigger; /* a triggered effect (a Spell's trigger resolves its parts from the second on) */
    int16_t declared;  /* the card id of the name declared, or -1 */
    uint8_t ignition;  /* a monster's Ignition Effect (Honest returning to the hand) */
    uint16_t tributed; /* 1 + the monster Tributed as its cost (Mystik Wok), 0: none */
} ygo_link;
typedef struct ygo_battle {
    int16_t attacker;  /* -1 when no attack is being resolved */
    int16_t target;    /* -1: a direct attack */
    uint8_t seat;      /* the attacking seat */
    uint8_t defender;  /* the seat attacked (the target's controller, or the one attacked) */
    uint8_t stage;     /* BS_* */
    uint8_t nodmg;     /* seats that take no battle damage from this battle (Kuriboh) */
    uint8_t answered;  /* 1: a chain answered the attack declaration; 2: it has resolved, so
                          "when an attack is declared" cards no longer apply */
    uint8_t opposing;  /* monsters on the attacked side when the target was chosen (replays) */
    int32_t dealt;     /* battle damage the attack inflicted */
    uint8_t timed;     /* YM-9: the attacker's "start of the DS" (1) and "before damage
                          calculation" (2) triggers have been checked; its attack declared
                          trigger (4); the Damage Step timings announced (YGO_TOLD_*) */
    int32_t taken;     /* battle damage the attacking seat took from this battle */
    uint8_t scripture; /* 1: Forbidden Scripture resolved in this battle (scripture.c) */
    uint16_t scripture_card; /* which one: its own effect is not negated */
    uint8_t negated;         /* the attack was negated (Magic Cylinder): it ends */
} ygo_battle;

/* bits of ygo_card_vars.bits */
#define YGO_CARD_EXODIUS_SENT 1u /* an Exodius effect sent it to the Graveyard */
#define YGO_CARD_REFUSED                                                                           \
    2u /* YT-3.5: its controller refused it as a Tribute in turn ygo_state.refused_turn */
/* `defense_after_attack` with amount 1 (more_monsters.c): its battle position is locked in this
 * turn of its controller's (NEW) and until the end of the next one (LOCK) */
#define YGO_CARD_POS_LOCK_NEW 4u
#define YGO_CARD_POS_LOCK     8u
/* What the module keeps of each card of the match (ygo_state.card[c]), sized for the match's
 * cards so a copy of the state moves no more (issue 14). */
typedef struct ygo_card_vars {
    int32_t atk_turn;  /* ATK gained until the end of the turn */
    int32_t atk_calc;  /* ATK gained during this damage calculation only */
    int32_t def_turn;  /* DEF gained until the end of the turn (Castle Walls) */
    uint16_t set_turn; /* turn a Spell/Trap was Set (a Trap waits a turn) */
    uint8_t flags;     /* YGO_DEFENSE, YGO_SUMMONED... */
    uint8_t bits;      /* YGO_CARD_* */
} ygo_card_vars;

/* What setup finds of each card of the match and no step changes: the module's immutable
 * per-match cache (tt_match_cache), outside the state, shared by clones (issue 14). */
typedef struct ygo_card_static {
    uint8_t type_of;      /* a monster's Type, interned at setup (< 32) */
    uint16_t search_bits; /* the name parts its name contains (modifiers.c) */
    uint8_t activatable;  /* may ever be activated (a Spell/Trap with an effect, a monster with
                             a quick effect): response windows skip the rest at once */
    uint32_t lob_when_id; /* the card id of a `when: named_on_field` card's `when_name` */
    uint32_t lob_types;   /* an Equip Spell's `types` (the Types it may equip, 0: any);
                             a Field Spell's `lose_types`, as masks of interned Type ids */
} ygo_card_static;
/* The tables of card indices setup fills once and no step changes, kept in the same cache
 * ahead of the cards' ygo_card_static (a smaller state to clone: issue 14). */
typedef struct ygo_tables {
    uint8_t nexodia; /* Exodia pieces in the match (YP-9) */
    uint16_t exodia[YGO_MAX_EXODIA];
    uint8_t nfusions; /* Fusion Monsters in the match and their materials' card ids */
    uint16_t fusion_card[YGO_MAX_FUSIONS];
    uint8_t fusion_nmats[YGO_MAX_FUSIONS];
    uint32_t fusion_mats[YGO_MAX_FUSIONS][YGO_MAX_MATERIALS];
} ygo_tables;
/* where the cards' part of the cache starts: the tables, rounded up for its alignment */
#define YGO_TABLES_BYTES ((sizeof(ygo_tables) + 15u) / 16u * 16u)
size_t ygo_cache_bytes(unsigned ncards); /* tt_game.cache_bytes */
static inline const ygo_tables *ygo_tables_of(const tt_match *m)
{
    return (const ygo_tables *)tt_match_cache(m);
}
static inline const ygo_card_static *ygo_static(const tt_match *m, unsigned card)
{
    return (const ygo_card_static *)((const unsigned char *)tt_match_cache(m) + YGO_TABLES_BYTES) +
           card;
}
/* The same, writable while setup runs (tt_match_cache_setup; NULL afterwards). */
static inline ygo_tables *ygo_tables_setup(tt_match *m)
{
    return (ygo_tables *)tt_match_cache_setup(m);
}
static inline ygo_card_static *ygo_static_setup(tt_match *m)
{
    unsigned char *p = tt_match_cache_setup(m);
    return p ? (ygo_card_static *)(p + YGO_TABLES_BYTES) : NULL;
}

/* `attribute_boost` monsters in a match (lob_mrd.c) */
#define YGO_MAX_ATTR_BOOST 16

typedef struct ygo_state {
    /* zone kinds, looked up once at setup (no string look-ups while playing) */
    uint8_t z_hand, z_monster, z_graveyard;
    uint8_t z_spell_trap;
    uint8_t z_field;          /* 0xff when the ruleset has no field zone */
    uint8_t z_extra;          /* 0xff when the ruleset has no extra zone */
    uint8_t z_banished;       /* 0xff when the ruleset has no banished zone */
    uint8_t z_pendulum;       /* the left Pendulum Zone (`pendulum_left`), 0xff when the ruleset has
                                 none (no YM-1..YM-3) */
    uint8_t z_pendulum_right; /* the right one (`pendulum_right`) */
    uint8_t nboost;           /* cards with a boost (Field Spells), their Type masks */
    uint16_t boost_card[YGO_MAX_BOOST];
    uint32_t boost_mask[YGO_MAX_BOOST];
    uint8_t ndrain; /* Skill Drain cards in the match, and whether each has resolved (in force
                       while it stays face-up in its Spell & Trap Zone) */
    uint16_t drain_card[YGO_MAX_DRAIN];
    uint8_t drain_on[YGO_MAX_DRAIN];
    /* Vennominaga (vennominaga.c): cards unaffected by others' effects, Traps answering a
     * named monster's destruction and that name's card id, the last such monster of each seat
     * destroyed (not by battle) and in which turn, Hyper-Venom Counter holders and counts */
    uint8_t nunaffected;
    uint8_t natk_type; /* cards with `atk_per_type`: else ygo_type_atk costs nothing */
    uint8_t nwatch;
    uint16_t watch_trap[16];
    uint32_t watch_id[16];
    int16_t watch_card[TT_MAX_SEATS];
    uint16_t watch_turn[TT_MAX_SEATS];
    uint16_t watch_moment[TT_MAX_SEATS]; /* the moment (triggers.c) and the phase it was */
    uint8_t watch_phase[TT_MAX_SEATS];   /* destroyed in: the "When" is gone once either moves */
    uint8_t nvenom;
    uint16_t venom_card[8];
    uint8_t venom_count[8];
    uint8_t nboard;    /* Destiny Board cards (destiny.c) */
    uint8_t nend_mill; /* cards with `end_phase_mill`: else the End Phase skips the look */
    uint16_t board_card[YGO_MAX_BOARDS];
    uint8_t nexodius;      /* Exodius cards, and the cards their effects sent to the Graveyard */
    uint8_t exodius_marks; /* some card bears YGO_CARD_EXODIUS_SENT: else nothing to look at */
    uint16_t exodius_card[YGO_MAX_EXODIUS];
    uint8_t nno_normal;      /* cards that cannot be Normal Summoned in the match */
    uint8_t any_field_spell; /* a Field Spell is in the match: a Set one may be activated */
    uint8_t nlocks;          /* monsters whose face-up presence forbids Traps (Jinzo) */
    uint16_t lock_card[YGO_MAX_LOCKS];
    uint8_t nsynchro; /* Synchro Monsters in the match: else no Main Phase looks for one */
    /* tokens.c: the match's Tokens (out of the match, TT_NOWHERE, while not on the field) and
     * their ATK = DEF; the cards answering damage taken (Gorz) and, per seat, the last damage it
     * took from an opponent's card while controlling no cards (amount, battle or not, from whom) */
    uint8_t ntoken;
    uint16_t token_card[YGO_MAX_TOKENS];
    int32_t token_stat[YGO_MAX_TOKENS];
    uint8_t ngorz;
    uint16_t gorz_card[YGO_MAX_GORZ];
    int32_t taken_amount[TT_MAX_SEATS];
    uint8_t taken_battle[TT_MAX_SEATS];
    uint8_t taken_from[TT_MAX_SEATS];
    uint8_t main_done;       /* the current Main Phase is over */
    uint8_t bp_step;         /* the Battle Phase step (YBP_*, YM-8) */
    uint8_t any_activatable; /* some card of the match may ever be activated: else the
                                response windows are skipped, nobody could answer */
    uint8_t nnegate;         /* cards that may negate a Summon (Solemn Judgment): else no
                                Summon waits for a response */
    uint8_t summon_window;   /* a Summon may be negated now (YM-2): only Solemn Judgment */
    uint8_t summon_negated;  /* the Summon in its window was negated */
    uint8_t summon_seat;     /* who is Summoning, and the first monster (labels) */
    uint16_t summon_card;
    uint8_t nchain;
    ygo_link chain[YGO_MAX_CHAIN];
    uint8_t cur_phase;     /* the phase being played (YP_*) */
    uint8_t entered_phase; /* the phase whose start (draw, open window) was played, */
    uint16_t entered_turn; /* in this turn */
    ygo_battle bat;        /* the attack in its Damage Step */
    uint16_t refused_turn; /* YT-3.5: the turn of the YGO_CARD_REFUSED marks */
    uint8_t npend;         /* triggers waiting to go on a chain (YT-5.3) */
    uint16_t pend[YGO_MAX_PEND];
    uint8_t pend_seat[YGO_MAX_PEND];
    uint16_t pend_moment[YGO_MAX_PEND]; /* the moment each triggered (triggers.c) */
    uint16_t moment; /* counts the things that happen one after another (a chain link made, a
                        link beginning to resolve, a Summon): an optional "When" trigger whose
                        moment is past when it could go on a chain missed its timing (YB) */
    uint8_t nsent;   /* cards with `trigger: sent_from_field`: else no send looks (triggers.c) */
    uint8_t nsearch; /* name parts effects look for, and which cards match (bit i) */
    uint8_t nequip;  /* Equip Spells in the match and what each is equipped to (-1: none) */
    uint16_t equip_card[YGO_MAX_EQUIP];
    int16_t equip_target[YGO_MAX_EQUIP];
    uint8_t nrevive; /* cards that revive a monster (Call of the Haunted) and the monster (-1) */
    uint16_t revive_card[YGO_MAX_REVIVE];
    int16_t revive_target[YGO_MAX_REVIVE];
    /* (issue 10; xyz.c, bujin.c, horakhty.c): the match's Xyz Monsters, the
     * materials attached under each (out of every zone, TT_NOWHERE), their Destiny Counters and
     * the turn their once-per-turn effect was used; per seat the turn it may not conduct its
     * Battle Phase (Number 88); by card id (every copy alike), the double-ATK cards (Bujingi
     * Crane) and the Type id their `types` names, and the cards Special Summoned by Tributing
     * named monsters (Horakhty) with those names' card ids */
    uint8_t nxyz;
    uint16_t xyz_card[YGO_MAX_XYZ];
    uint8_t xyz_nmat[YGO_MAX_XYZ];
    uint16_t xyz_mat[YGO_MAX_XYZ][YGO_MAX_XYZ_MATERIALS];
    uint8_t xyz_counters[YGO_MAX_XYZ];
    uint16_t xyz_used_turn[YGO_MAX_XYZ]; /* 1 + the turn, 0: never */
    uint16_t no_bp_turn[TT_MAX_SEATS];   /* 1 + the turn, 0: none */
    uint8_t ndouble;
    uint32_t double_id[YGO_MAX_DOUBLE];
    uint8_t double_type[YGO_MAX_DOUBLE];
    uint8_t nnamed;
    uint32_t named_id[YGO_MAX_NAMED];
    uint8_t named_n[YGO_MAX_NAMED];
    uint32_t named_ids[YGO_MAX_NAMED][YGO_MAX_MATERIALS];
    /* lob_mrd.c: the `attribute_boost` monsters of the match, and whether a card
     * adds DEF or weakens Types (else ygo_lob_def and the Field Spell check cost nothing) */
    uint8_t nattr_boost;
    uint8_t lob_stats;
    uint16_t attr_boost_card[YGO_MAX_ATTR_BOOST];
    /* era_effects.c: cards with `standby_lp`, Spirit monsters in the match */
    uint8_t nstandby, nspirit;
    uint8_t skip_draw[TT_MAX_SEATS];          /* Draw Phases each seat skips next (Time Seal) */
    uint8_t skip_battle[TT_MAX_SEATS];        /* 1: the seat's next turn has no Battle Phase */
    uint16_t hand_discard_turn[TT_MAX_SEATS]; /* 1 + the turn in whose Draw Phase the seat
                                                 discards its hand (Hino-Kagu-Tsuchi); 0: none */
    uint8_t nban; /* `attack_ban` cards and the Types each bans (bit i: Type id i; ~0: any) */
    uint16_t ban_card[YGO_MAX_BANS];
    uint32_t ban_types[YGO_MAX_BANS];
    /* more_monsters.c: cards with `defense_after_attack` or `attack_shield` (else no hook
     * looks) */
    uint8_t ndefense_after, nshield;
    /* summon_response.c: cards that answer a Summon (else no card asks whether one just
     * happened); the last Summon: who Summoned, how (the YE_SUMMON kind: 0 Normal or Tribute, 2
     * Flip, 3 and up Special), its monsters, where its window stands (YGO_SUM_*), a count
     * telling one Summon's window from the next; a `destroy_banish` part resolving (its
     * destroyed cards are banished) */
    uint8_t nanswer_summon;
    uint8_t sum_seat, sum_how, sum_n, sum_state, destroy_banishes;
    uint16_t sum_serial;
    uint16_t sum_cards[YGO_MAX_SUMMONED];
    /* more_spells_traps.c: the `force_defense` cards, the Types each forces (bit i: Type id i;
     * ~0: any) and whether each resolved; the `bind` cards and the monster each binds (-1:
     * none); per seat, 1 + the turn of its Waboku (no battle damage, no destruction by battle) */
    uint8_t nforce;
    uint16_t force_card[YGO_MAX_FORCE];
    uint32_t force_types[YGO_MAX_FORCE];
    uint8_t force_on[YGO_MAX_FORCE];
    uint8_t nbind;
    uint16_t bind_card[YGO_MAX_BINDS];
    int16_t bind_target[YGO_MAX_BINDS];
    uint16_t shield_turn[TT_MAX_SEATS];
    /* last_turn.c: during its resolution the monster selected and the one Special Summoned
     * (-1: none); then, while lt_turn (1 + the turn; 0: none) waits for that turn's End Phase,
     * the Last Turn card and its player */
    int16_t lt_keep, lt_summoned, lt_card;
    uint16_t lt_turn;
    uint8_t lt_seat;
    /* lob_mrd.c: per seat, the card ids (names) marked this turn (1 + the turn of its marks;
     * older ones are void): `once_per_turn` effects it used, and with YGO_NAME_LOCK the names it
     * may not activate (`locks_added`) */
    uint16_t name_turn[TT_MAX_SEATS];
    uint8_t nname_mark[TT_MAX_SEATS];
    uint32_t name_mark[TT_MAX_SEATS][YGO_MAX_NAME_MARKS];
    ygo_card_vars card[]; /* one per card of the match (ygo_state_bytes) */
} ygo_state;
/* Bytes of the module's state for a match of ncards cards (tt_game.state_bytes). */
size_t ygo_state_bytes(unsigned ncards);

/* summon.c */
/* The n monsters placed in seat's Monster Zone would be Summoned (`how`: the YE_SUMMON kind):
 * a window where Solemn Judgment may negate it, then "is Summoned" (YM-2). */
void ygo_summon_begin(tt_match *m, ygo_state *g, unsigned seat, unsigned how, const uint16_t *cards,
                      unsigned n);
/* card was Summoned by seat (how: the YE_SUMMON kind, 6 a Special Summon; ygo_emit calls it):
 * its "When this card is Summoned" trigger waits (`trigger: summoned`: every Summon, Special
 * ones too: Ryu-Kishin Clown; `normal_summoned`: a Normal Summon, a Tribute Summon too:
 * Marauding Captain; `summoned_or_flipped`: a Normal or Flip Summon, and a flip by an attack or
 * an effect, ygo_flip_trigger: Tsukuyomi, Otohime). */
void ygo_summon_trigger(tt_match *m, ygo_state *g, unsigned seat, unsigned card, unsigned how);
/* Whether card's trigger waits when it is flipped face-up in any way (FLIP:, "flipped face-up"). */
int ygo_flip_trigger(const tt_match *m, unsigned card);
tt_step ygo_resolve_summon(tt_match *m, ygo_state *g, ygo_summon_frame *f);
void ygo_main_options(tt_match *m, ygo_state *g, unsigned seat, int main1);
int ygo_apply_main(tt_match *m, ygo_state *g, unsigned seat, const tt_option *o);
tt_step ygo_resolve_tribute(tt_match *m, ygo_state *g, ygo_tribute_frame *f);
int ygo_apply_tribute(tt_match *m, ygo_state *g, unsigned seat, const tt_option *o);
/* YT-3.5 (our reading): a monster its controller refused as a Tribute this turn is not
 * offered again that turn; ygo_mark_refused records a refusal. */
int ygo_tribute_refused(const tt_match *m, const ygo_state *g, unsigned card);
void ygo_mark_refused(tt_match *m, ygo_state *g, unsigned card);
/* Whether monster may be Tributed for cost_card's cost (Crush Card Virus: a DARK monster
 * with 1000 or less ATK; Cannon Soldier: any). */
int ygo_tribute_cost_ok(const tt_match *m, unsigned cost_card, unsigned monster);
/* seat activates card (YO_ACTIVATE), its cost Tribute already chosen when tribute >= 0
 * (cost_tribute.c). */
int ygo_activate(tt_match *m, ygo_state *g, unsigned seat, unsigned card, int tribute);
/* cost_tribute.c: YT-3.5 for cost Tributes. The teammates' monsters seat may Tribute for
 * card's cost (not refused this turn), written to out (up to max; out may be NULL); the
 * options activating card with each; their choice, permission and refusal. */
unsigned ygo_cost_tribute_mates(const tt_match *m, const ygo_state *g, unsigned seat, unsigned card,
                                uint16_t *out, unsigned max);
void ygo_cost_tribute_options(tt_match *m, const ygo_state *g, unsigned seat, unsigned card);
int ygo_apply_cost_tribute(tt_match *m, ygo_state *g, unsigned seat, const tt_option *o);
tt_step ygo_resolve_cost_ask(tt_match *m, ygo_state *g, ygo_cost_ask_frame *f);
/* summon_response.c: the window right after a Summon succeeds, and the Traps that answer it
 * (`when: summoned`, `opponent_summoned`, `opponent_normal_or_flip_summoned`: Trap Hole) */
void ygo_summon_response_setup(tt_match *m, ygo_state *g);
/* card was Summoned by seat (how: the YE_SUMMON kind, 6 a Special Summon): its window is pushed,
 * or waits for the end of the chain whose last link Summoned it (ygo_emit calls it). */
void ygo_summon_note(tt_match *m, ygo_state *g, unsigned seat, unsigned card, unsigned how);
/* A chain begins to resolve / is over (chain.c). */
void ygo_summon_chain_resolving(ygo_state *g);
void ygo_summon_chain_over(tt_match *m, ygo_state *g);
tt_step ygo_resolve_summoned(tt_match *m, ygo_state *g, ygo_summoned_frame *f);
/* Whether seat may activate card (a `when: summoned...` one) now: the Summon it answers has just
 * happened, by whom and how its `when` says, with a monster of its ATK and DEF conditions. */
int ygo_summon_when_ok(const tt_match *m, const ygo_state *g, unsigned seat, unsigned card);
int ygo_is_summon_when(const tt_match *m, unsigned card);
/* Whether a Summoned monster fits card's conditions (one a card effect may target, when
 * targeted): `targets: summoned` and `summoned_monsters` have something to act on. */
int ygo_summoned_has_targets(const tt_match *m, const ygo_state *g, unsigned card, int targeted);
/* `targets: summoned`: the target chosen on activation (1 when a choice was opened). */
int ygo_summoned_target_choice(tt_match *m, const ygo_state *g, unsigned card, unsigned seat,
                               int16_t *target);
/* `targets: summoned_monsters`: destroys the Summoned monsters still of its conditions. */
void ygo_summoned_destroy(tt_match *m, ygo_state *g, unsigned card);
/* pendulum.c: Pendulum Zones, Pendulum Summons, the Extra Deck instead of the GY (YM-1..3) */
void ygo_pendulum_options(tt_match *m, const ygo_state *g, unsigned seat);
int ygo_apply_pendulum(tt_match *m, ygo_state *g, unsigned seat, const tt_option *o);
tt_step ygo_resolve_pendulum(tt_match *m, ygo_state *g, ygo_pendulum_frame *f);
/* Whether card would go to its owner's Extra Deck instead of the Graveyard (YM-3); the rulesets
 * without Pendulum Zones pay one comparison. */
int ygo_pendulum_to_extra(const tt_match *m, const ygo_state *g, unsigned card);
static inline int ygo_to_extra(const tt_match *m, const ygo_state *g, unsigned card)
{
    return g->z_pendulum != 0xff && ygo_pendulum_to_extra(m, g, card);
}
/* Sends card from wherever it is to its owner's Graveyard, or face-up to the Extra Deck (YM-3). */
void ygo_pendulum_send(tt_match *m, ygo_state *g, unsigned card);
/* exodius.c: Exodius the Ultimate Forbidden Lord (YP-9) */
void ygo_procedure_options(tt_match *m, const ygo_state *g, unsigned seat);
int ygo_apply_procedure(tt_match *m, ygo_state *g, unsigned seat, const tt_option *o);
int ygo_leaves_banished(const tt_match *m, const ygo_state *g, unsigned card);
int32_t ygo_exodius_atk(const tt_match *m, const ygo_state *g, unsigned card);
/* Opens the choice of a monster of seat's hand or Deck to send; 0 when there is none. */
int ygo_send_choice(tt_match *m, const ygo_state *g, unsigned seat);
void ygo_apply_send(tt_match *m, ygo_state *g, unsigned effect_card, unsigned card);
void ygo_exodius_check(tt_match *m, ygo_state *g);
void ygo_banish(tt_match *m, ygo_state *g, unsigned card);
/* tokens.c: Tokens (YB: a Token leaving the field ceases to exist) and Gorz */
int ygo_tokens_setup(tt_match *m, ygo_state *g, tt_error *err);
/* card is a Token leaving the field: it is taken out of the match (1), else 0. */
int ygo_token_gone(tt_match *m, ygo_state *g, unsigned card);
int32_t ygo_token_stat(const ygo_state *g, unsigned card);
/* seat took amount damage (battle or not) from a card of opponent `from`: Gorz may answer. */
void ygo_damage_taken(tt_match *m, ygo_state *g, unsigned seat, int32_t amount, int battle,
                      unsigned from, int last);
/* After damage calculation: the battle damage's Gorz triggers (YM-9 timing 4). */
void ygo_damage_taken_triggers(tt_match *m, ygo_state *g);
void ygo_answer_damage(tt_match *m, ygo_state *g, unsigned card, unsigned seat);
unsigned ygo_brings(const tt_carddb *db, uint32_t cardid, uint32_t *out);
/* triggers.c: whether card, about to be sent to the Graveyard, has `trigger: sent_from_field`
 * and is on the field; once sent, ygo_sent_from_field makes its trigger wait if it reached its
 * owner's Graveyard (not banished instead, not a Pendulum Monster gone to the Extra Deck), the
 * trigger of controller, the seat that controlled it as it left the field (YT-3.6). */
int ygo_sent_watch(const tt_match *m, const ygo_state *g, unsigned card);
void ygo_sent_from_field(tt_match *m, ygo_state *g, unsigned card, unsigned controller);
/* Sends card from wherever it is to its owner's Graveyard (YT-3.6), or face-up to the Extra Deck
 * (YM-3): the way every card goes from the field to the Graveyard (destroyed, Tributed, sent as
 * a cost or by rule), so "sent from the field to the GY" triggers see each of them (a monster
 * whose Summon is negated goes by tt_card_send: it was never on the field, YM-2). */
static inline void ygo_send_to_graveyard(tt_match *m, ygo_state *g, unsigned card)
{
    int watch = g->nsent && ygo_sent_watch(m, g, card);
    unsigned controller = watch ? tt_card_controller(m, card) : 0; /* as it leaves (YT-3.6) */
    if (g->ntoken && ygo_token_gone(m, g, card))
        return; /* a Token ceases to exist */
    if (g->nexodius && ygo_leaves_banished(m, g, card)) {
        ygo_banish(m, g, card); /* Exodius: banished instead of leaving the field */
        return;
    }
    if (g->z_pendulum != 0xff)
        ygo_pendulum_send(m, g, card);
    else
        tt_card_send(m, card, g->z_graveyard, -1, TT_TOP); /* YT-3.6: its owner's Graveyard */
    if (watch) /* "sent from the field to the GY" (Sangan, Axe of Despair) */
        ygo_sent_from_field(m, g, card, controller);
}
/* Whether zone kind is a Pendulum Zone, the left or the right one (YM-1). */
static inline int ygo_is_pendulum_zone(const ygo_state *g, unsigned kind)
{
    return g->z_pendulum != 0xff && (kind == g->z_pendulum || kind == g->z_pendulum_right);
}
/* Whether card is in a Pendulum Zone now. */
int ygo_in_pendulum_zone(const tt_match *m, const ygo_state *g, unsigned card);
/* seat's two Scales (lowest first); 0 when its Pendulum Zones are not both taken. */
int ygo_pendulum_lock(const tt_match *m, const ygo_state *g, unsigned seat, unsigned kind);
int ygo_pendulum_scales(const tt_match *m, const ygo_state *g, unsigned seat, unsigned *lo,
                        unsigned *hi);
/* seat's left and right Scales (-1 for an empty zone); the zones' order is YM-1's. */
void ygo_pendulum_sides(const tt_match *m, const ygo_state *g, unsigned seat, int *left,
                        int *right);
/* chain.c: Spells, Traps and chains (YB Spell Speeds, YT-5.1, YT-5.2, YP-10) */
void ygo_spell_options(tt_match *m, ygo_state *g, unsigned seat);
void ygo_activation_options(tt_match *m, const ygo_state *g, unsigned seat, int in_window);
int ygo_apply_spell(tt_match *m, ygo_state *g, unsigned seat, const tt_option *o);
int ygo_apply_activation(tt_match *m, ygo_state *g, unsigned seat, const tt_option *o);
tt_step ygo_resolve_activation(tt_match *m, ygo_state *g, ygo_activation_frame *f);
tt_step ygo_resolve_chain(tt_match *m, ygo_state *g, ygo_chain_frame *f);
int ygo_can_respond(const tt_match *m, const void *gs, unsigned seat);
/* Whether Solemn Judgment may negate link: the activation of a Spell/Trap Card, a Pendulum
 * card's activation into a Pendulum Zone included (YM-1); not an effect (a trigger). */
int ygo_is_monster_effect(const tt_match *m, const ygo_state *g, const ygo_link *l);
int ygo_negatable(const tt_match *m, const ygo_state *g, unsigned negator, const ygo_link *l);
int ygo_is_spell_trap(const tt_match *m, unsigned card);
unsigned ygo_kind(const tt_match *m, unsigned card);
int32_t ygo_field(const tt_match *m, unsigned card, unsigned field);
/* The mask of flags a battler keeps as its battle ends: not YGO_FLIPPED, nor YGO_USED but with
 * `once_while_face_up` (battle.c). */
uint8_t ygo_battle_used_clear(const tt_match *m, unsigned card);
/* Part i of card's effect (ygo_db_part), its primitive, and how many parts it has. */
const ygo_part *ygo_part_at(const tt_match *m, unsigned card, unsigned i);
unsigned ygo_action(const tt_match *m, unsigned card, unsigned i);
unsigned ygo_nparts(const tt_match *m, unsigned card);
int ygo_has_action(const tt_match *m, unsigned card, unsigned action); /* in any part */
/* YT-1.7, YM-6: card (a Field Spell activated or Set by seat) takes seat's Field Zone; a Field
 * Spell already there is destroyed or sent by rule (options.field_spell_replaced); set: it arrives
 * face-down. */
void ygo_field_zone_take(tt_match *m, ygo_state *g, unsigned seat, unsigned card, int set);
/* Whether card's effect applies to one opponent the activating player chooses (YT-3.1). */
int ygo_needs_opponent(const tt_match *m, unsigned card);
/* naming.c: cards and chain links as viewer (a seat, or -1: the whole table) may know them */
int ygo_card_text(const tt_match *m, const ygo_state *g, unsigned card, int viewer, char *buf,
                  size_t size);
/* An event's card as viewer reads it (-1: the omniscient log): its name, or where it is when
 * viewer may not know it ("1B's face-down monster in Monster Zone 2"); buf is scratch. */
const char *ygo_event_card(const tt_match *m, const ygo_state *g, int card, int viewer, char *buf,
                           size_t size);
/* ", targeting Dark Magician of 1B, applied to 2B": what link's activation chose */
int ygo_link_suffix(const tt_match *m, const ygo_state *g, const ygo_link *l, int viewer, char *buf,
                    size_t size);
/* "chain link 1: 1A's Mind Crush, applied to 2B" (link: an index into g->chain) */
int ygo_link_text(const tt_match *m, const ygo_state *g, unsigned link, int viewer, char *buf,
                  size_t size);
/* effects.c: the resolver primitives' dispatch (one handler per row of primitives.h; each
 * returns TT_STEP_DONE when its part is finished, TT_STEP_AGAIN/TT_STEP_DECIDE to be called
 * again) and what they share */
#define YGO_PRIMITIVE_HANDLER(id, name, own_code, where)                                           \
    tt_step ygo_do_##name(tt_match *m, ygo_state *g, ygo_effect_frame *f);
YGO_PRIMITIVES(YGO_PRIMITIVE_HANDLER)
#undef YGO_PRIMITIVE_HANDLER
/* The seats a `who` word reaches for link l: self, the one opponent chosen at activation
 * (YT-3.1), the opposing side (YT-3.2), all players (YT-3.3), as the ruleset's scopes say. */
unsigned ygo_link_seats(const tt_match *m, const ygo_link *l, unsigned who);
/* The part f resolves (part f->step of its `effects`): its amount, and the seats its `who` reaches
 * for the link (YT-3.1 the one opponent chosen at activation, YT-3.2, YT-3.3). */
int32_t ygo_part_amount(const tt_match *m, const ygo_effect_frame *f);
unsigned ygo_part_seats(const tt_match *m, const ygo_state *g, const ygo_effect_frame *f);
/* Seats of mask in the order they act on a shared effect (YT-5.3), the first; -1 when none. */
int ygo_next_seat(const tt_match *m, unsigned mask);
/* Whether card is a monster on the field (a face-up one when face_up); card may be -1. */
int ygo_monster_on_field(const tt_match *m, const ygo_state *g, int card, int face_up);
/* Whether card ignores by's effect (Vennominaga); the table is told. */
int ygo_shrugs_off(tt_match *m, const ygo_state *g, unsigned card, unsigned by);
/* A look at the cards of zone inst (only the face-down ones when face_down_only) for seat. */
void ygo_show_zone(tt_match *m, unsigned seat, unsigned inst, int face_down_only);
/* Cards of zone kind the seats of the mask hold (0 any, 1 face-up, 2 face-up in Attack
 * Position), and those they control in a zone shared by the duel (the Field Zone, YT-1.7). */
unsigned ygo_count_in(const tt_match *m, unsigned kind, unsigned seats, int mode);
unsigned ygo_count_controlled(const tt_match *m, unsigned kind, unsigned seats);
/* Whether card counts for a destroy mode: 0 any, 1 face-up, 2 face-up in Attack Position. */
int ygo_fits(const tt_match *m, const ygo_state *g, unsigned card, int mode);
/* effects_summon.c: whether card's special_summon has a monster to bring and room for it */
int ygo_can_special_summon(const tt_match *m, const ygo_state *g, unsigned card, unsigned seat);
/* effects_summon.c: a Special Summon by effect_card's effect puts monster c in seat's Monster
 * Zone in the position effect_card's `summon_position` names (YSP_*), or asks seat to choose
 * face-up Attack or Defense Position (a YFR_SPECIAL_POSITION frame); YE_SPECIAL is told once it
 * has its position. */
void ygo_special_place(tt_match *m, ygo_state *g, unsigned effect_card, unsigned c, unsigned seat);
/* The n monsters of cards, just put face-up in seat's Monster Zone by a Summon of kind how
 * (ygo_position_frame), each in face-up Attack or Defense Position as seat chooses. */
void ygo_summon_position_ask(tt_match *m, ygo_state *g, unsigned seat, unsigned how,
                             const uint16_t *cards, unsigned n);
tt_step ygo_resolve_special_position(tt_match *m, ygo_state *g, ygo_position_frame *f);
int ygo_apply_special_position(tt_match *m, ygo_state *g, const tt_option *o);
/* effects_battle.c: the battling monster seat controls (of card's filter Attribute), or -1 */
int ygo_own_battler(const tt_match *m, const ygo_state *g, unsigned seat, unsigned card);
void ygo_banish(tt_match *m, ygo_state *g, unsigned card);
/* Damage (not a cost) to seat's LP, unless a lasting effect prevents it (Crush Card Virus);
 * returns the damage dealt (0 when prevented). */
int32_t ygo_damage(tt_match *m, unsigned seat, int32_t amount);
unsigned ygo_life_seats(const tt_match *m, unsigned seats);
/* The Field Spells controlled by the seats in mask (a global field zone counted once). */
unsigned ygo_field_spells(const tt_match *m, const ygo_state *g, unsigned seats,
                          uint16_t out[TT_MAX_SEATS]);
tt_step ygo_resolve_effect(tt_match *m, ygo_state *g, ygo_effect_frame *f);
int ygo_apply_effect(tt_match *m, ygo_state *g, unsigned seat, const tt_option *o);
int ygo_has_targets(const tt_match *m, const ygo_state *g, unsigned card, unsigned seat);
int ygo_is_opponent(const tt_match *m, unsigned seat, unsigned other);
/* The seats a `who` word may reach for seat before any opponent is chosen. */
unsigned ygo_who_seats(const tt_match *m, unsigned seat, unsigned who);
void ygo_destroy(tt_match *m, ygo_state *g, unsigned card);
void ygo_lasting_end(tt_match *m, void *gs, const tt_lasting *l);
/* fusion.c (YT-1.5, YT-3.5) */
int ygo_fusion_setup(tt_match *m, tt_error *err);
int ygo_fusion_possible(const tt_match *m, const ygo_state *g, unsigned seat);
tt_step ygo_resolve_fusion(tt_match *m, ygo_state *g, ygo_fusion_frame *f);
int ygo_apply_fusion(tt_match *m, ygo_state *g, unsigned seat, const tt_option *o);
void ygo_check_state(tt_match *m, void *gs);
/* Scenarios: the card state expect: cards: may check (card_state.c). */
extern const char *const ygo_card_state_keys[];
int ygo_card_state(const tt_match *m, const void *gs, unsigned card, unsigned key, char *buf,
                   size_t size);
/* Scenarios: a placed card's state (position: attack or defense); NULL or why not. */
const char *ygo_setup_card(tt_match *m, void *gs, unsigned card, const char *key,
                           const char *value);
int ygo_attacks_forbidden(const tt_match *m, const ygo_state *g, unsigned seat);
/* Whether card is a face-up monster on the field whose effects a face-up Skill Drain negates. */
int ygo_drained(const tt_match *m, const ygo_state *g, unsigned card);
/* Whether a face-up Jinzo-like monster is on the field: no Trap activations or effects. */
int ygo_traps_locked(const tt_match *m, const ygo_state *g);
/* triggers.c (YT-5.3): waiting triggers, put on a chain together */
/* A ninth waiting trigger has no room (YGO_MAX_PEND): the match stops (tt_game_fault). */
void ygo_trigger_add(tt_match *m, ygo_state *g, unsigned card, unsigned seat);
/* A face-down monster on the field is flipped face-up by an effect: its FLIP effect waits. */
void ygo_flip_face_up(tt_match *m, ygo_state *g, unsigned card);
/* Pushes the trigger frame when triggers wait; 1 if it did. */
int ygo_triggers_flush(tt_match *m, ygo_state *g);
/* Something happens after what came before it (a chain link is made, a link begins to resolve,
 * a Summon succeeds): first the Equip Spells whose monster left the field go to the Graveyard
 * (a consequence of what came before), then the moment moves on; an optional "When" trigger of
 * an earlier moment has missed its timing (YB). */
void ygo_moment(tt_match *m, ygo_state *g);
/* Whether seat can pay card's cost now: of its activation (trigger 0) or of its trigger (1; a
 * Spell or Trap with a `trigger` has the `cost` of its trigger, not of its activation). */
int ygo_can_pay_cost(const tt_match *m, const ygo_state *g, unsigned seat, unsigned card,
                     int trigger);
/* card's cost when activated (trigger 0) or as a trigger (1): YC_NONE for the activation of a
 * Spell/Trap whose `cost` is its trigger's (Malevolent Nuzzler's 500 LP). */
int32_t ygo_cost_of(const tt_match *m, unsigned card, int trigger);
tt_step ygo_resolve_triggers(tt_match *m, ygo_state *g, ygo_trigger_frame *f);
int ygo_apply_trigger(tt_match *m, ygo_state *g, unsigned seat, const tt_option *o);
/* Whether activating card now would be its Ignition Effect (a face-up monster of seat's in
 * its Main Phase with nothing else going on), not a quick effect. */
int ygo_ignition_now(const tt_match *m, const ygo_state *g, unsigned seat, unsigned card);
/* Whether a monster's quick effect may be activated by seat now (Damage Step timings). */
int ygo_quick_ok(const tt_match *m, const ygo_state *g, unsigned seat, unsigned card);
/* modifiers.c: ATK changes (until the end of the turn or of damage calculation), Equip and
 * Continuous Spells, Tribute reductions, the search masks */
int32_t ygo_atk_mods(const tt_match *m, const ygo_state *g, unsigned card);
void ygo_mods_clear(ygo_state *g, unsigned card);
int ygo_modifiers_setup(tt_match *m, ygo_state *g, tt_error *err);
void ygo_modifiers_check(tt_match *m, ygo_state *g);
/* The place of card in one of the module's per-match tables of card indices (equip_card,
 * xyz_card, ...), or -1: the one look-up the tables' own *_index functions share. */
static inline int ygo_table_index(const uint16_t *cards, unsigned n, unsigned card)
{
    for (unsigned i = 0; i < n; i++)
        if (cards[i] == card)
            return (int)i;
    return -1;
}
int ygo_equip_index(const ygo_state *g, unsigned card);
unsigned ygo_spell_traps_on_field(const tt_match *m, const ygo_state *g, unsigned seats, int except,
                                  uint16_t *out, unsigned max);
int ygo_revive_index(const ygo_state *g, unsigned card);
/* A monster of seat's own Graveyard that card (Call of the Haunted) may Special Summon. */
int ygo_revive_ok(const tt_match *m, unsigned card);
int ygo_revive_has_target(const tt_match *m, const ygo_state *g, unsigned card, unsigned seat);
unsigned ygo_tribute_reduction(const tt_match *m, const ygo_state *g, unsigned card);
int ygo_search_match(const tt_match *m, const ygo_state *g, unsigned effect_card, unsigned card);
/* Whether card lives in the Extra Deck (YM-4, YT-1.5): a Fusion, Synchro or Xyz Monster. */
static inline int ygo_extra_kind(unsigned kind)
{
    return kind == YK_FUSION_MONSTER || kind == YK_SYNCHRO_MONSTER || kind == YK_XYZ_MONSTER;
}
/* synchro.c: Synchro Summons from the Extra Deck with a Tuner (YB) */
void ygo_synchro_options(tt_match *m, const ygo_state *g, unsigned seat);
tt_step ygo_resolve_synchro(tt_match *m, ygo_state *g, ygo_synchro_frame *f);
int ygo_apply_synchro(tt_match *m, ygo_state *g, unsigned seat, const tt_option *o);
/* xyz.c: Xyz Summons (Master Rule 3 only), Xyz Materials, Number 88: Gimmick Puppet of Leo */
int ygo_xyz_setup(tt_match *m, ygo_state *g, tt_error *err);
void ygo_xyz_options(tt_match *m, const ygo_state *g, unsigned seat);
tt_step ygo_resolve_xyz(tt_match *m, ygo_state *g, ygo_xyz_frame *f);
int ygo_apply_xyz(tt_match *m, ygo_state *g, unsigned seat, const tt_option *o);
/* Materials of an Xyz Monster no longer on the field go to their owners' Graveyards; the
 * Destiny Counters of one that left are gone; 3 of them win (YP-9). */
void ygo_xyz_check(tt_match *m, ygo_state *g);
/* Materials attached to card (an Xyz Monster), 0 when none or not an Xyz Monster. */
unsigned ygo_xyz_materials(const ygo_state *g, unsigned card);
unsigned ygo_xyz_counters(const ygo_state *g, unsigned card);
/* Whether card's `ignition: destiny_counter` may be activated by seat now (Number 88). */
int ygo_destiny_ignition_ok(const tt_match *m, const ygo_state *g, unsigned seat, unsigned card);
/* As it is activated: no Battle Phase this turn, once per turn. */
void ygo_destiny_ignition_cost(tt_match *m, ygo_state *g, unsigned seat, unsigned card);
/* The cost, detach 1 Xyz Material: 1 when a choice between several was opened for seat (YO_DETACH),
 * 0 when the only one was detached (or none is left). */
int ygo_destiny_detach_choice(tt_match *m, ygo_state *g, unsigned seat, unsigned card);
/* YO_DETACH: material, attached to card, is detached to its owner's Graveyard. */
int ygo_destiny_detach(tt_match *m, ygo_state *g, unsigned card, unsigned material);
void ygo_destiny_ignition_resolve(tt_match *m, ygo_state *g, unsigned card);
/* Whether seat may still conduct its Battle Phase this turn (Number 88 forbids it). */
int ygo_battle_phase_allowed(const tt_match *m, const ygo_state *g, unsigned seat);
/* Labels and events of the options and events above (-1: not one of them). */
int ygo_xyz_label(const tt_match *m, const ygo_state *g, const tt_option *o, char *buf,
                  size_t size);
int ygo_xyz_describe(const tt_match *m, const ygo_state *g, const tt_event *ev, const char *seat,
                     const char *card, char *buf, size_t size);
/* bujin.c: Bujingi Crane's double original ATK (YM-9 timing 3) */
int ygo_bujin_setup(tt_match *m, ygo_state *g, tt_error *err);
int ygo_double_battler(const tt_match *m, const ygo_state *g, unsigned seat, unsigned card);
/* horakhty.c: The Creator God of Light, Horakhty (YP-9) and the Egyptian Gods' Tributes */
int ygo_named_setup(tt_match *m, ygo_state *g, tt_error *err);
void ygo_named_tribute_options(tt_match *m, const ygo_state *g, unsigned seat);
int ygo_apply_named_tribute(tt_match *m, ygo_state *g, unsigned seat, const tt_option *o);
/* ritual.c: Ritual Spells and Ritual Monsters (YB) */
int ygo_ritual_possible(const tt_match *m, const ygo_state *g, unsigned spell, unsigned seat);
tt_step ygo_resolve_ritual(tt_match *m, ygo_state *g, ygo_ritual_frame *f);
int ygo_apply_ritual(tt_match *m, ygo_state *g, unsigned seat, const tt_option *o);
/* battle.c */
tt_step ygo_resolve_battle(tt_match *m, ygo_state *g, ygo_battle_frame *f);
/* A response window's decision for seat: pass, or what it may activate now. */
tt_step ygo_window_ask(tt_match *m, ygo_state *g, unsigned seat);
int ygo_windows_open(const tt_match *m, const ygo_state *g);
/* open_state.c (YT-5.1, YT-5.2): pushes an open game state's window (of a Battle Phase step,
 * YM-8, or of the end of a Main Phase the turn player leaves with `leave`); 0 when nothing in
 * the match could ever be activated (the phase goes on at once). */
int ygo_open_state(tt_match *m, const ygo_state *g, unsigned step, unsigned leave);
tt_step ygo_resolve_open(tt_match *m, ygo_state *g, ygo_open_frame *f);
/* The monster on the other side of the battle from card, or -1. */
int ygo_battle_opponent(const ygo_state *g, unsigned card);
/* Whether card's "if this card battles a face-up monster not of `filter_attribute`" holds now
 * (Ally of Justice Catastor, YM-9 timing 1). */
int ygo_battler_trigger(const tt_match *m, const ygo_state *g, unsigned card);
tt_step ygo_battle_phase(tt_match *m, ygo_state *g, unsigned seat);
/* Monster a of seat attacks monster t inside an effect's resolution (Last Turn): a face-down t
 * is flipped, the damage calculation, its triggers and the destruction of the Damage Step's end
 * are played at once, with no windows and no battle damage to any seat; a has attacked this
 * turn; the attack in progress, if any, is left as it was. */
void ygo_battle_inline(tt_match *m, ygo_state *g, unsigned seat, unsigned a, unsigned t);
void ygo_apply_battle(tt_match *m, ygo_state *g, unsigned seat, const tt_option *o);
/* yugioh.c */
/* The next item of a comma-separated list at *p (spaces around it trimmed, empty items
 * skipped), its length in *len, *p moved past it; NULL at the end. */
const char *ygo_list_item(const char **p, size_t *len);
/* Splits a comma-separated list of names ("Warrior, Beast-Warrior") into out (setup only). */
unsigned ygo_split_list(const char *text, char out[][96], unsigned max);
int32_t ygo_atk(const tt_match *m, unsigned card);
int32_t ygo_def(const tt_match *m, unsigned card);
unsigned ygo_level(const tt_match *m, unsigned card);
int ygo_is_monster(const tt_match *m, unsigned card);
const char *ygo_name(const tt_match *m, unsigned card);
/* rules_check.c: NULL when the module can play rules, else why not (*key: the ruleset key). */
const char *ygo_rules_refusal(const tt_rules *r, const char **key);
void ygo_emit(tt_match *m, unsigned kind, unsigned seat, int card, int32_t a, int32_t b);

/* vennominaga.c: Vennominaga the Deity of Poisonous Snakes and its kin (YP-9) */
int ygo_vennominaga_setup(tt_match *m, ygo_state *g, tt_error *err);
/* destiny.c: Destiny Board and its Spirit Messages (YP-9) */
int ygo_destiny_setup(tt_match *m, ygo_state *g, tt_error *err);
void ygo_destiny_end_of_turn(tt_match *m, ygo_state *g, unsigned turn_seat);
void ygo_destiny_check(tt_match *m, ygo_state *g);
/* The module's capacities that play may reach (ygo_limits, tt_game.limits): reaching one stops
 * the match with tt_game_fault naming it, never a silent drop. The real game has none of these
 * limits (a chain of any length, any number of simultaneous triggers), so each is a fault. */
enum { YLIM_PEND, YLIM_CHAIN, YLIM_PENDULUM, YLIM_SUMMONED, YLIM_NAME_MARKS };
extern const tt_game_limit ygo_limits[];
/* yugioh.c: a setup table too small for the match: TT_ERR_LIMIT naming it (never a drop) */
int ygo_table_full(tt_error *err, unsigned limit, const char *what);
/* Whether card (face-up on the field, `unaffected`) ignores the effect of card by. */
static inline int ygo_unaffected(const tt_match *m, const ygo_state *g, unsigned card, int by)
{
    unsigned z;
    return g->nunaffected && (int)card != by && ygo_field(m, card, YF_UNAFFECTED) &&
           (z = tt_card_zone(m, card)) != TT_NOWHERE && tt_zone_kind_of(m, z) == g->z_monster &&
           !tt_card_face_down(m, card);
}
/* Whether card's own activation is a chain link not yet resolved: a Field Spell's continuous
 * effect applies once its activation resolves (YB), not while an answer may still destroy it. */
static inline int ygo_activation_pending(const ygo_state *g, unsigned card)
{
    for (unsigned i = 0; i < g->nchain; i++)
        if (g->chain[i].card == card && !g->chain[i].trigger)
            return 1;
    return 0;
}
/* Whether a card effect may target card (no: an `unaffected` monster, face-up on the field). */
static inline int ygo_targetable(const tt_match *m, const ygo_state *g, unsigned card)
{
    return !ygo_unaffected(m, g, card, -1);
}
int32_t ygo_type_atk(const tt_match *m, const ygo_state *g, unsigned card);
/* Whether effect_card's effect may Special Summon monster c (its summoning condition). */
int ygo_special_ok(const tt_match *m, const ygo_state *g, unsigned effect_card, unsigned c);
/* A destruction (not by battle) that a `named_destroyed` Trap of its controller answers. */
void ygo_watch_destroyed(tt_match *m, ygo_state *g, unsigned card, unsigned ctl);
int ygo_watch_ok(const tt_match *m, const ygo_state *g, unsigned seat, unsigned trap);
/* After damage calculation: a Hyper-Venom Counter on a battler that inflicted battle damage to
 * an opponent, and the win at the `venom_win`th (YP-9, YP-10). */
void ygo_venom_counters(tt_match *m, ygo_state *g);
void ygo_venom_check(tt_match *m, ygo_state *g);
int ygo_banish_cost_ok(const tt_match *m, const ygo_state *g, unsigned seat, unsigned card);
int ygo_banish_cost_choice(tt_match *m, const ygo_state *g, unsigned seat, unsigned card);
/* scripture.c: Forbidden Scripture (YM-9 timing 3) */
/* Whether card's effects are negated now by a Forbidden Scripture that resolved in this battle
 * (every other card on the field, until the end of the Damage Step). */
int ygo_scripture_negates(const tt_match *m, const ygo_state *g, unsigned card);
void ygo_scripture_apply(tt_match *m, ygo_state *g, const ygo_link *l);
/* The ATK and DEF damage calculation uses (original ones under Forbidden Scripture). */
int32_t ygo_battle_atk(const tt_match *m, const ygo_state *g, unsigned card);
int32_t ygo_battle_def(const tt_match *m, const ygo_state *g, unsigned card);
/* observe.c: a card's public state, the chain and the attack, the options' shapes, as a seat
 * may know them (observe.h, issue 29; tt_game.obs_fields and the hooks after it). */
extern const tt_obs_field ygo_obs_fields[];
extern const char *const ygo_obs_link_kinds[];
int ygo_observe_card(const tt_match *m, const void *gs, unsigned card, unsigned seat, int known,
                     int32_t *fields);
unsigned ygo_observe_links(const tt_match *m, const void *gs, tt_obs_link *out, unsigned max);
const char *ygo_option_shape(unsigned kind, uint8_t arg_kind[3]);
/* evaluate.c: the position's worth to seat from what it may know (agents, issue 14). */
int32_t ygo_evaluate(const tt_match *m, const void *gs, unsigned seat);
/* card_parts.c: the effect primitives and which ones a card uses (tagteam cards --stats). */
int ygo_primitive_name(unsigned i, char *buf, size_t size);
unsigned ygo_card_primitives(const tt_carddb *db, uint32_t id, uint16_t *out, unsigned max,
                             const char **own_code);
/* card_check.c: a card's list fields checked as the database loads (tt_game.check_card). */
int ygo_check_card(const tt_carddb *db, unsigned id, void *data, tt_error *err);
/* redeal.c: face-down cards on the field re-dealt for agents (issue 14, tt_game.stand_in and
 * tt_game.trade). */
int ygo_stand_in(const tt_match *m, const void *gs, unsigned set, unsigned card);
void ygo_trade(tt_match *m, void *gs, unsigned a, unsigned b);

/* LOB/MRD cards (lob_mrd.c). Hooks the shared code calls; each costs nothing when
 * the match holds none of their cards. */
int ygo_lob_setup(tt_match *m, ygo_state *g, tt_error *err);
/* The ATK and DEF that LOB/MRD effects add to a face-up monster on the field: Field
 * Spells' `lose_types`, `attribute_boost` monsters. */
int32_t ygo_lob_atk(const tt_match *m, const ygo_state *g, unsigned card);
int32_t ygo_lob_def(const tt_match *m, const ygo_state *g, unsigned card);
/* Whether card's effect may target monster t: an Equip Spell with `types` only a monster of
 * those Types; a position change only a monster in the other position. */
int ygo_lob_target_ok(const tt_match *m, const ygo_state *g, unsigned card, unsigned t);
/* Whether card's primitive prim has what it needs now: 0 or 1, or -1 when prim is not one of
 * lob_mrd.c's (the shared rules decide). */
int ygo_lob_has_targets(const tt_match *m, const ygo_state *g, unsigned card, unsigned seat,
                        unsigned prim);
/* The target choice of a `graveyard_spell`/`graveyard_trap` card: 1 when it opened one. */
int ygo_lob_target_choice(tt_match *m, const ygo_state *g, unsigned card, unsigned seat);
/* Whether monster card may attack directly now (`direct_attack`, not negated). */
int ygo_lob_direct(const tt_match *m, const ygo_state *g, unsigned card);
/* YO_PICK with b = 2: the card an `add_from_deck` effect adds to the hand. */
int ygo_lob_pick(tt_match *m, ygo_state *g, unsigned seat, unsigned card, int how);
/* `once_per_turn` (Sangan): whether seat used card's effect, by its name, this turn; marks it
 * used (at its activation). `locks_added`: whether seat may not activate card (its name) this
 * turn; locks the name of the card effect_card's effect added. */
int ygo_once_used(const tt_match *m, const ygo_state *g, unsigned seat, unsigned card);
void ygo_once_use(tt_match *m, ygo_state *g, unsigned seat, unsigned card);
int ygo_name_locked(const tt_match *m, const ygo_state *g, unsigned seat, unsigned card);
void ygo_lock_added_name(tt_match *m, ygo_state *g, unsigned seat, unsigned effect_card,
                         unsigned added);
/* `destroy` with targets one_spell/one_trap/one_face_up_trap: 1 when the targets were these
 * (the target destroyed if it is of the kind), 0 for the shared cases. */
int ygo_lob_destroy(tt_match *m, ygo_state *g, unsigned card, const ygo_link *l);
/* Whether card's `targets` is one of the Spell/Trap kinds above (chain.c lists the field). */
int ygo_lob_spell_trap_targets(const tt_match *m, unsigned card);
/* Elegant Egotist: whether a face-up monster named its `when_name` is on the field. */
int ygo_lob_named_on_field(const tt_match *m, const ygo_state *g, unsigned card);
/* Dark Elf: whether monster a of seat may declare an attack (its cost payable), and paying it. */
int ygo_lob_may_attack(const tt_match *m, const ygo_state *g, unsigned seat, unsigned a);
void ygo_lob_attack_cost(tt_match *m, ygo_state *g, unsigned seat, unsigned a);
/* era_effects.c, the generic primitives and parameters of the Spell Ruler to Legacy of
 * Darkness cards (gain_lp, change_position, standby_lp, Spirit monsters, DEF changes) */
int ygo_change_position_ok(const tt_match *m, const ygo_state *g, unsigned card, unsigned seat);
int ygo_era_setup(tt_match *m, ygo_state *g, tt_error *err);
void ygo_standby_lp(tt_match *m, ygo_state *g, unsigned turn_seat);
void ygo_spirit_end_phase(tt_match *m, ygo_state *g);
/* Hino-Kagu-Tsuchi (`discard_hand_next_draw`): the seats due to discard their hands in this
 * turn's Draw Phase do, before the turn player draws. */
void ygo_draw_phase_discards(tt_match *m, ygo_state *g);
/* The DEF change of the Equip Spells equipped to card (a face-up monster on the field). */
int32_t ygo_def_mods(const tt_match *m, const ygo_state *g, unsigned card);
int ygo_to_hand_ok(const tt_match *m, const ygo_state *g, unsigned card, unsigned seat);
/* The interned Type ids card's `types` names, as a mask (~0: none named, any Type; setup
 * only: it compares strings). */
/* The interned Types (ygo_card_static.type_of) named in a comma-separated list of Types, as a
 * mask (setup only); ygo_types_mask: those of card's `types`, every Type when it has none. */
uint32_t ygo_listed_types(const tt_match *m, const char *list);
uint32_t ygo_types_mask(const tt_match *m, unsigned card);
/* Whether a face-up `attack_ban` card forbids monster a to declare an attack. */
int ygo_attack_banned(const tt_match *m, const ygo_state *g, unsigned a);
/* more_monsters.c: the generic primitives and parameters of the cards of more-monsters.yaml
 * (discard_hand, to_face_down, atk_per_equip, defense_after_attack, `cost: tribute_self`) */
int ygo_more_setup(tt_match *m, ygo_state *g, tt_error *err);
/* `atk_per_equip`: what card gains from the n Equip Cards equipped to it (0 if not its effect). */
int32_t ygo_atk_per_equip(const tt_match *m, const ygo_state *g, unsigned card, unsigned n);
/* `defense_after_attack`: the attacker changes to Defense Position at the end of the Damage
 * Step (amount 0), or seat's monsters that attacked at the end of the Battle Phase (amount 1). */
void ygo_defense_after_damage_step(tt_match *m, ygo_state *g);
void ygo_defense_after_battle_phase(tt_match *m, ygo_state *g, unsigned seat);
/* Whether card's battle position may not be changed now (Goblin Attack Force's lock). */
int ygo_position_locked(const ygo_state *g, unsigned card);
/* The End Phase of seat: its locks placed this turn last one more turn; older ones end. */
void ygo_position_locks_end(tt_match *m, ygo_state *g, unsigned seat);
/* `attack_shield`: whether monster t may not be targeted for an attack by seat's monsters. */
int ygo_attack_shielded(const tt_match *m, const ygo_state *g, unsigned seat, unsigned t);
/* A Tribute paid as a cost: card goes to its owner's Graveyard (YT-3.6, YM-3). */
void ygo_tribute_cost(tt_match *m, ygo_state *g, unsigned seat, unsigned card);
/* more_spells_traps.c: the generic primitives of the Spells and Traps of
 * cards/more-spells-traps.yaml (Negate Attack, Waboku, Card Destruction, Level Limit - Area B,
 * Spellbinding Circle) and the hooks the shared code calls; each costs nothing when the match
 * holds none of their cards. */
int ygo_spells_traps_setup(tt_match *m, ygo_state *g, tt_error *err);
/* After every step: `force_defense` monsters to Defense Position, `bind` cards whose monster
 * left the field destroyed. */
void ygo_spells_traps_check(tt_match *m, ygo_state *g);
/* Whether monster card may not change its battle position (force_defense, bind) or declare
 * an attack (bind), and the ATK a `bind` card takes from it. */
int ygo_position_held(const tt_match *m, const ygo_state *g, unsigned card);
int ygo_bound(const tt_match *m, const ygo_state *g, unsigned card);
int32_t ygo_bind_atk(const tt_match *m, const ygo_state *g, unsigned card);
/* Whether a Waboku of seat's is in force this turn. */
int ygo_shielded(const tt_match *m, const ygo_state *g, unsigned seat);
/* What a `per` of more_spells_traps.c multiplies a part's amount by (1 for the others). */
int32_t ygo_spells_traps_per(const tt_match *m, const ygo_state *g, const ygo_effect_frame *f,
                             unsigned seats);
/* last_turn.c: Last Turn (YP-9) */
/* Whether seat controls a monster Last Turn may select (its own; its team's under
 * `options.you_control: team`). */
int ygo_last_turn_ok(const tt_match *m, const ygo_state *g, unsigned seat);
/* Whether its activator chooses the opponent (YT-3.1), not the turn player (the switch). */
int ygo_last_turn_choose_opponent(const tt_match *m);
int ygo_apply_last_turn(tt_match *m, ygo_state *g, unsigned seat, const tt_option *o);
/* At the End Phase of its turn: one team alone controls monsters and wins, or a draw. */
void ygo_last_turn_check(tt_match *m, ygo_state *g);
int ygo_last_turn_label(const tt_match *m, const tt_option *o, char *buf, size_t size);
int ygo_last_turn_describe(const tt_match *m, const tt_event *ev, const char *seat,
                           const char *card, char *buf, size_t size);

#endif
