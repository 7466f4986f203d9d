/* ptcg.h: the Pokémon TCG module's private declarations: card fields and the per-card cache,
 * per-match state, options, frames, events and the resolver primitives it plays under PB (the
 * 1v1 baseline of shared RULES.md) and doubles (PD-*: lanes, team turns). */
#ifndef TAGTEAM_PTCG_H
#define TAGTEAM_PTCG_H

#include <stdint.h>

#include "tagteam/game.h"

/* ---- card fields: indices into ptcg_card_fields (the .yaml files of games/ptcg/cards) ----- */
enum {
    PF_KIND,
    PF_STAGE,
    PF_TYPE,
    PF_HP,
    PF_WEAKNESS,
    PF_RESISTANCE,
    PF_RESISTANCE_VALUE,
    PF_RETREAT,
    PF_A1_NAME, /* attack N's fields are PF_A1_NAME + N * PF_ATTACK_FIELDS + offset */
    PF_A1_COST,
    PF_A1_DAMAGE,
    PF_A1_EFFECT,
    PF_A1_PARAM,
    PF_A1_KIND, /* normal, gx, vstar: a GX attack or a VSTAR Power (PB, PD-21) */
    PF_A2_NAME,
    PF_A2_COST,
    PF_A2_DAMAGE,
    PF_A2_EFFECT,
    PF_A2_PARAM,
    PF_A2_KIND,
    PF_A3_NAME,
    PF_A3_COST,
    PF_A3_DAMAGE,
    PF_A3_EFFECT,
    PF_A3_PARAM,
    PF_A3_KIND,
    PF_EFFECT, /* a Trainer's primitive */
    PF_PARAM,
    PF_EVOLVES_FROM, /* a Stage 1 or Stage 2 Pokémon: the name of the card it evolves from */
    PF_ABILITY,      /* a Pokémon's Ability (or Pokémon Power): its name; effect, param say
                        what it does */
    PF_ABILITY_USE,  /* when it is used: once, often, benched, vstar (an Ability of parts) */
    PF_ABILITY_ONE_PER_TURN, /* false, true: no more than 1 Ability of its name each turn */
    PF_RULE_BOX,    /* none, ex, gx, v, vstar, vmax, tag_team: the Prize cards a Knock Out gives */
    PF_ULTRA_BEAST, /* false, true: an Ultra Beast (Beast Raid counts them) */
    PF_LEGAL,       /* unlimited, expanded, standard: the narrowest format it is legal in (PD-2) */
    PF_TEXT,
    PF_SIMPLIFIED /* what of the printed text is not played as printed (issue 30): for people,
                     listed by `tagteam cards --stats`, warned of by `sim` and `play` */
};
#define PF_ATTACK_FIELDS 6
#define PTCG_ATTACKS     3
enum ptcg_kind {
    PK_POKEMON,
    PK_BASIC_ENERGY,
    PK_SPECIAL_ENERGY,
    PK_ITEM,
    PK_SUPPORTER,
    PK_TOOL,
    PK_STADIUM
};
enum ptcg_stage { PS_BASIC, PS_STAGE1, PS_STAGE2, PS_VSTAR, PS_VMAX }; /* VSTAR, VMAX: from a V */
enum ptcg_type { /* also the Energy symbols of a cost: C G R W L P F D M Y N */
                 PT_NONE,
                 PT_COLORLESS,
                 PT_GRASS,
                 PT_FIRE,
                 PT_WATER,
                 PT_LIGHTNING,
                 PT_PSYCHIC,
                 PT_FIGHTING,
                 PT_DARKNESS,
                 PT_METAL,
                 PT_FAIRY,
                 PT_DRAGON,
                 PT_COUNT
};
extern const tt_field ptcg_card_fields[];
/* PD-2: the formats, narrowest last (each holds the cards of the ones after it): a card's
 * `legal` and the ruleset's options.format are indices into this list. */
enum ptcg_format { PFMT_UNLIMITED, PFMT_EXPANDED, PFMT_STANDARD };
enum { PTO_FORMAT }; /* the module's options (tt_rules.options) */
extern const tt_field ptcg_options[];
/* PD-2: NULL when a deck under rules may hold the card, else why not. */
const char *ptcg_deck_card_refusal(const tt_rules *rules, const tt_carddb *db, uint32_t cardid);
/* rules_check.c: NULL when the module can play rules, else why not (*key: the ruleset key). */
const char *ptcg_rules_refusal(const tt_rules *r, const char **key);
extern const char *const ptcg_type_names[]; /* "Fire", for people */

/* ---- resolver primitives (resolvers.c): the names card data may give an effect field ----
 * X(ID, name, stage, target): the name card files use, when it acts (PXS_: as the cost of an
 * attack, on its damage, after its damage, as a Trainer) and the target a Trainer needs. */
#define PTCG_EFFECTS(X)                                                                            \
    X(NONE, none, NONE, NONE)                                                                      \
    X(PLUS_PER_EXTRA_ENERGY, plus_per_extra_energy, DAMAGE, NONE) /* Water Gun: cap param */       \
    X(PLUS_POWER, plus_power, TRAINER, OWN_ACTIVE) /* PlusPower: +param this turn */               \
    X(RESET_STAMP, reset_stamp, TRAINER, OPPONENT) /* Reset Stamp (PD-8) */                        \
    X(GLADION, gladion, TRAINER, OWN_PRIZE) /* Gladion: look at the lane's Prizes (PD-16) */       \
    X(TOOL_DAMAGE, tool_damage, TOOL, OWN_POKEMON)              /* Muscle Band: +param */          \
    X(RETREAT_LESS, retreat_less, STADIUM, NONE)                /* Beach Court: Basics -param */   \
    X(ATTACH_FROM_HAND, attach_from_hand, ABILITY, OWN_POKEMON) /* Rain Dance */                   \
    X(ENERGY_OF_ITS_TYPE, energy_of_its_type, STATIC, NONE)     /* Energy Burn */                  \
    X(WIN_IF_BENCH_DAMAGE, win_if_bench_damage, ONCE, NONE)     /* Unown DAMAGE: param counters */ \
    X(WIN_IF_HAND_SIZE, win_if_hand_size, ONCE, NONE)           /* Unown HAND: param cards */      \
    X(PLUS_AT_4_PRIZES_LEFT, plus_at_4_prizes_left, DAMAGE, NONE) /* Sledgehammer (PD-17) */       \
    X(GX_EXTRA_TURN, gx_extra_turn, AFTER, NONE) /* Timeless GX: another turn (PD-26) */           \
    X(SELFDESTRUCT, selfdestruct, AFTER, NONE)   /* Benches of its lane, itself */                 \
    X(FULL_HEAL, full_heal, TRAINER, OWN_ACTIVE) /* Full Heal: no Special Condition */             \
    X(PRIZE_RESET, prize_reset, AFTER, NONE)     /* Stinger-GX: param new Prizes (PD-18) */        \
    X(TIMES_LOST_ZONE_POKEMON, times_lost_zone_pokemon, DAMAGE, NONE) /* Lost March (PD-15) */     \
    X(DISCARD_DEFENDER_TOOLS, discard_defender_tools, DAMAGE, NONE)   /* Incinerate */             \
    X(TIMES_ULTRA_BEASTS, times_ultra_beasts, DAMAGE, NONE) /* Beast Raid: x Ultra Beasts */       \
    X(TIMES_DISCARD_SAME_ATTACK, times_discard_same_attack, DAMAGE, NONE) /* Mad Party (PD-15) */  \
    X(TIMES_OWN_PRIZES_IN_LANE, times_own_prizes_in_lane, DAMAGE, NONE)   /* Absorption GX (PD-16) \
                                                                           */                      \
    X(RARE_CANDY, rare_candy, TRAINER, NONE) /* Rare Candy: a Basic into its Stage 2 (PB) */       \
    X(TIMES_HAND_SIZE, times_hand_size, DAMAGE, NONE) /* Hand Kinesis (PD-15): x cards in hand */  \
    X(TIMES_HEADS_LOSE_ON_ALL_TAILS, times_heads_lose_on_all_tails, DAMAGE, NONE) /* Slowbro */    \
    X(COUNTERS_EXTRA_TURN_ON_KO, counters_extra_turn_on_ko, AFTER, NONE)          /* Yoga Loop */  \
    X(KNOCK_OUTS_TO_LOST_ZONE, knock_outs_to_lost_zone, STADIUM, NONE) /* Lost City (PD-13) */     \
    X(DRAW_UNTIL, draw_until, AFTER, NONE) /* Overclock: until param in hand */                    \
    X(TIMES_OPP_PRIZES_TAKEN, times_opp_prizes_taken, DAMAGE, NONE) /* Beauty GX */                \
    X(FIRST_TURN_ATTACK, first_turn_attack, DAMAGE, NONE) /* Fast Raid: on turn 1 going first */   \
    X(EXTRA_TURN_BENCH_SHUFFLE, extra_turn_bench_shuffle, AFTER, NONE) /* Supreme Puff GX */
/* The other effects of attacks (Special Conditions, discarding Energy, damage to itself, a lock
 * on its attacks and the old one-card primitives) and of Trainers (draw, discard the hand,
 * search, switch, heal: Bill, Professor Oak, Switch, Gust of Wind, Potion) are written as parts
 * (PTCG_PART_ACTIONS). */
#define PTCG_EFFECT_ENUM(id, name, stage, target) PX_##id,
enum ptcg_effect { PTCG_EFFECTS(PTCG_EFFECT_ENUM) PX_COUNT };
#undef PTCG_EFFECT_ENUM
extern const char *const ptcg_effect_names[];
/* When a primitive acts: as the cost of an attack, on its damage, after its damage, or as a
 * Trainer; and which target a Trainer needs. */
enum ptcg_effect_stage {
    PXS_NONE,
    PXS_COST,
    PXS_DAMAGE,
    PXS_AFTER,
    PXS_TRAINER, /* an Item's or Supporter's effect, played from the hand */
    PXS_TOOL,    /* a Pokémon Tool's, while attached */
    PXS_STADIUM, /* a Stadium's, in its lane (PD-13) */
    PXS_ONCE,    /* an Ability usable once during your turn (per Pokémon: PD-9) */
    PXS_ABILITY, /* an Ability usable as often as you like during your turn */
    PXS_STATIC   /* an Ability that always applies */
};
enum ptcg_target {
    PXT_NONE,
    PXT_OWN_BENCH,
    PXT_OPP_BENCH,
    PXT_OWN_ACTIVE,
    PXT_OPPONENT,    /* b = an opponent's seat (PD-8: in the center, one of the two) */
    PXT_OWN_PRIZE,   /* b = one of the user's own Prize cards in the lane (PD-16) */
    PXT_OWN_POKEMON, /* b = a Pokémon in play of the user's team in the lane */
    PXT_OPP_POKEMON  /* b = a Pokémon in play of the opponents in the lane (Energy Removal) */
};

/* ---- phases, limited actions, rule keys ------------------------------------------------ */
enum { PP_DRAW, PP_MAIN, PP_ATTACK, PP_CHECKUP };
enum {
    PA_ATTACH_ENERGY,
    PA_SUPPORTER,
    PA_STADIUM,
    PA_RETREAT,
    PA_GX_ATTACK,
    PA_VSTAR_POWER,
    PA_ABILITY,
    PA_ATTACK
};
enum {
    PR_FIRST_ATTACK,
    PR_ENERGY_COST,
    PR_CANT_ATTACK,
    PR_CANT_RETREAT,
    PR_RETREAT_COST,
    PR_BENCH_FULL,
    PR_NO_EFFECT,
    PR_FIRST_SUPPORTER,
    PR_NOT_YET,
    PR_NOT_BASIC,
    PR_EVOLVE_FIRST_TURN,
    PR_EVOLVE_NEW,
    PR_HAS_TOOL,
    PR_SAME_STADIUM,
    PR_ABILITY_CONDITION,
    PR_NOT_AGAIN,
    PR_LAST_TURN,
    PR_ONE_PER_TURN,
    PR_ABILITY_NO_EFFECT
};

/* ---- options (tt_option.kind) ---------------------------------------------------------- */
enum {
    PO_EXTRA_DRAW = 1, /* setup: a = extra cards to draw for the opponent's mulligans */
    PO_SETUP_ACTIVE,   /* setup: a = hand Basic to put face down in the Active Spot */
    PO_SETUP_BENCH,    /* setup: a = hand Basic to put face down onto the Bench */
    PO_SETUP_DONE,     /* setup: no more Benched Pokémon */
    PO_BENCH,          /* a = hand Basic to put onto the Bench */
    PO_ATTACH,         /* a = hand Energy, b = Pokémon in play */
    PO_TRAINER,        /* a = hand Trainer, b = its target or -1 */
    PO_RETREAT,        /* a = the Active, b = the Benched Pokémon to switch in */
    PO_ATTACK,         /* a = the Active, b = attack index */
    PO_END_TURN,
    PO_PROMOTE,      /* a = Benched Pokémon to move to the empty Active Spot */
    PO_EVOLVE,       /* a = hand Evolution card, b = the Pokémon in play it evolves */
    PO_ABILITY,      /* a = Pokémon whose Ability is used, b = its target (a card) or -1 */
    PO_PRIZE,        /* a = the teammate whose Prize card the team takes, c = the lane (PD-20) */
    PO_RESET_PRIZE,  /* a = the teammate whose deck's top card becomes a Prize card (PD-18) */
    PO_RARE_CANDY,   /* a = hand Stage 2 card, b = the Basic in play it evolves, skipping the
                        Stage 1 (PB: Rare Candy, the first one in the hand, is played) */
    PO_HAND_OVER,    /* a = the teammate who decides next in the team turn (PD-6) */
    PO_GLADION,      /* a = one of the player's Prize cards Gladion showed, into the hand */
    PO_PICK,         /* a Trainer part's choice: a = the card picked, -1: no more; b = where a card
                        goes (PPTO_: the hand, the Bench, the deck) or -1 (trainer_parts.c) */
    PO_ENERGY_COST,  /* a = an Energy attached to the attacker (b) to discard for its attack,
                        or with c = 1 to the Pokémon b retreating, for the retreat */
    PO_DECLINE,      /* a = the Pokémon just benched whose Ability its player does not use */
    PO_TRAINER_SEAT, /* a = hand Trainer, b = the opponent (a seat) it is played on, c = the lane
                        (PXT_OPPONENT: Reset Stamp, PD-8); PO_TRAINER's b is always a card, so an
                        observation may name it by its place (observe.c) */
    PO_COUNT         /* past the last kind: each kind before it has a shape (observe.c) */
};
/* PO_ATTACK's b: the attack index, and in the center, for an attack that counts one opponent's
 * Prize cards the opponent the team picked (PD-17), for one that uses one player's Lost Zone or
 * discard pile the teammate the team picked (PD-15), + 1, in the high bits (0: the lane's, the
 * user's). */
#define PTCG_ATK_INDEX(b)   ((unsigned)(b)&15u)
#define PTCG_ATK_COUNTED(b) ((unsigned)(b) >> 4)
/* For an attack whose effect aims at a Pokémon its player chooses (Yoga Loop) the high bits
 * hold that Pokémon + 1 instead (0: none, a lane with no opposing Pokémon, PD-19). */
#define PTCG_ATK_CHOSEN(b) ((int)((unsigned)(b) >> 4) - 1)
static inline int ptcg_attack_chooses(unsigned effect)
{
    return effect == PX_COUNTERS_EXTRA_TURN_ON_KO;
}
/* Main-phase options carry the lane they are played in as c (PD-7, PD-11). */

/* ---- module events (kind = TT_EV_GAME + ...) ------------------------------------------- */
enum {
    PE_MULLIGAN,     /* seat has no Basic: reveals, shuffles in, draws again; a = mulligans */
    PE_EXTRA_DRAW,   /* seat draws a extra cards for the opponent's mulligans */
    PE_SETUP_DONE,   /* seat's Pokémon are placed; a = Benched count */
    PE_SET_PRIZES,   /* seat sets a Prize cards aside */
    PE_REVEAL,       /* card is revealed in play; a = 1 Active, 0 Bench */
    PE_TURN_DRAW,    /* seat draws for the turn; a = cards in hand */
    PE_BENCH,        /* seat puts card onto the Bench */
    PE_ATTACH,       /* seat attaches card to Pokémon a */
    PE_TRAINER,      /* seat plays card */
    PE_DRAW,         /* seat draws a cards (an effect) */
    PE_DISCARD_HAND, /* seat discards a cards from the hand */
    PE_SWITCH,       /* card becomes seat's Active in place of a (b = 1: Gust of Wind) */
    PE_RETREAT,      /* card retreats, discarding a Energy; b = the new Active */
    PE_ATTACK,       /* card uses attack a on Pokémon b */
    PE_DISCARD,      /* card (attached) is discarded from Pokémon a */

    PE_DAMAGE,         /* card takes a damage (b = HP left) */
    PE_PREVENTED,      /* all damage to card is prevented */
    PE_CONDITION,      /* card is now condition a (a PC_ bit) */
    PE_RECOVER,        /* card is no longer condition a */
    PE_CONFUSED_HIT,   /* card is Confused and hurts itself: a = damage, b = HP left */
    PE_CHECKUP_HIT,    /* card takes a damage in the Pokémon Checkup for condition b */
    PE_KNOCKED_OUT,    /* card is Knocked Out */
    PE_PRIZE,          /* seat takes a Prize card; a = Prize cards left */
    PE_PROMOTE,        /* card becomes seat's Active Pokémon */
    PE_NO_POKEMON,     /* seat has no Pokémon in play */
    PE_PROTECTED,      /* card will take no damage during the opponent's next turn */
    PE_DECK_EMPTY,     /* seat must draw for the turn from an empty deck (PB: it loses) */
    PE_EVOLVE,         /* seat evolves Pokémon a into card */
    PE_STADIUM,        /* card (a Stadium) leaves play, replaced by another */
    PE_ABILITY,        /* seat uses the Ability of card */
    PE_RESET_HAND,     /* seat shuffles the hand (a cards) into the deck */
    PE_EXTRA_TURN,     /* seat takes another turn after this one (a = 0: it does not, PD-26) */
    PE_NO_BASIC,       /* seat has no Basic Pokémon left to draw: it sets up with none */
    PE_PRIZES_RESET,   /* seat's Prize cards in lane b were reset: a there now (PD-18) */
    PE_SEARCH,         /* seat puts a card from the deck into the hand (Starbirth; private) */
    PE_NO_CHECKUP,     /* no Pokémon Checkup: an extra turn follows (PB) */
    PE_COUNTERS,       /* card gets a damage counters (Yoga Loop), b = HP left */
    PE_LOST_ZONE,      /* card is put in the Lost Zone instead of the discard pile (Lost City) */
    PE_RETRIEVE,       /* seat puts card from the discard pile into the hand (a Trainer part) */
    PE_REVEAL_TO_HAND, /* seat reveals card (public) from the deck and puts it into the hand */
    PE_REVEAL_TO_DECK, /* seat reveals card (public) from the hand and puts it into the deck */
    PE_HAND_TO_BOTTOM, /* seat puts the hand (a cards), shuffled, on the bottom of the deck */
    PE_HAND_TO_DECK,   /* seat shuffles a cards of the hand into the deck (b: PPF_ filter) */
    PE_SHOW_HAND,      /* seat shows the hand (a cards) to player b */
    PE_TO_HAND         /* seat's Pokémon card goes into the hand with its a cards (Sky Return) */
};

/* ---- special conditions (PB): Asleep, Confused and Paralyzed replace each other -------- */
#define PC_ASLEEP    1u
#define PC_CONFUSED  2u
#define PC_PARALYZED 4u
#define PC_POISONED  8u
#define PC_BURNED    16u
#define PC_ROTATION  (PC_ASLEEP | PC_CONFUSED | PC_PARALYZED)

/* lasting effects (tt_lasting.kind) */
enum {
    PL_PREVENT_DAMAGE = 1,
    PL_NOT_NEXT_TURN,
    PL_WEAKEN
}; /* data: the attack index; for
    PL_WEAKEN the damage less */
/* PL_NOT_NEXT_TURN's data when the Pokémon can't attack at all (Knuckle Impact) */
#define PTCG_ANY_ATTACK (-1)

/* ---- frames ---------------------------------------------------------------------------- */
enum {
    PFR_SETUP = 1,
    PFR_PROMOTE,
    PFR_PRIZE,
    PFR_RESET,
    PFR_GLADION,
    PFR_TRAINER,
    PFR_ENERGY_COST,
    PFR_BENCHED
};
/* An Ability of parts that triggers "when you play this Pokémon from your hand onto your
 * Bench during your turn, you may" (abilities.c): its player uses it or not, at once. */
typedef struct ptcg_benched_frame {
    uint8_t seat, lane;
    int16_t pokemon;
} ptcg_benched_frame;
_Static_assert(sizeof(ptcg_benched_frame) <= TT_FRAME_BYTES, "benched frame too big");
/* The Energy an attack's cost discards, chosen by its player when the attack is declared
 * (energy_cost.c): one decision per card while the choice matters. */
typedef struct ptcg_energy_cost_frame {
    uint8_t seat, left; /* who chooses; Energy cards (a retreat: Energy provided) still due */
    uint8_t type;       /* the part's Energy filter (PT_NONE: any) */
    uint8_t retreat;    /* 1: a retreat's cost (PB), the Pokémon retreating to bench, lane */
    int16_t attacker;   /* the attacker, or the Pokémon retreating */
    int16_t bench;      /* a retreat: the Benched Pokémon switched in */
    uint8_t lane;       /* a retreat: its lane (the limit's, PD-7) */
    uint8_t unused;     /* 0: the frame is copied into the match state, padding included */
} ptcg_energy_cost_frame;
_Static_assert(sizeof(ptcg_energy_cost_frame) <= TT_FRAME_BYTES, "Energy cost frame too big");
/* A Trainer's parts resolving (trainer_parts.c), part by part; a part that chooses opens a
 * decision of PO_PICK options and is called again. */
typedef struct ptcg_trainer_frame {
    uint8_t seat, lane; /* who played it (and chooses), and where (PD-7) */
    uint8_t part;       /* the part resolving */
    uint8_t started;    /* 1: the part began (its coin flipped, left set) */
    uint8_t left;       /* cards the part may still pick */
    uint8_t coin;       /* the Trainer's coin: 0 not flipped, 1 heads, 2 tails */
    uint8_t moved;      /* 1: a part put cards from a hand into a deck (Marnie's `if: moved`) */
    uint8_t end_turn;   /* 1: an end_turn part: the lane's turn ends when the parts are done */
    int16_t card;       /* the Trainer, or the Pokémon whose Ability of parts this is */
    int16_t target;     /* the target its play chose (PO_TRAINER's b), or -1 */
    int16_t chosen;     /* the Pokémon a later part picked (remove_energy), or -1 */
} ptcg_trainer_frame;
_Static_assert(sizeof(ptcg_trainer_frame) <= TT_FRAME_BYTES, "Trainer frame too big");
typedef struct ptcg_gladion_frame {
    uint8_t seat; /* who played it and chooses */
    uint8_t lane; /* whose Prize area it looks at (PD-16) */
    int16_t card; /* the Gladion */
} ptcg_gladion_frame;
_Static_assert(sizeof(ptcg_gladion_frame) <= TT_FRAME_BYTES, "Gladion frame too big");
enum { PSS_MULLIGAN, PSS_EXTRA, PSS_ACTIVE, PSS_BENCH, PSS_PRIZES };
typedef struct ptcg_setup_frame {
    uint8_t stage; /* PSS_ */
    uint8_t seat;  /* the seat the stage is at */
    uint8_t extra[TT_MAX_SEATS];
    uint8_t none; /* seats that set up with no Pokémon: no Basic left to draw (PB) */
} ptcg_setup_frame;
_Static_assert(sizeof(ptcg_setup_frame) <= TT_FRAME_BYTES, "setup frame too big");
typedef struct ptcg_promote_frame {
    uint8_t seat; /* who chooses */
    uint8_t lane; /* the lane whose Active Spot is empty */
} ptcg_promote_frame;
_Static_assert(sizeof(ptcg_promote_frame) <= TT_FRAME_BYTES, "promote frame too big");
typedef struct ptcg_prize_frame {
    uint8_t seat; /* the seat of the taking team that chooses (PD-20: the team decides) */
    uint8_t lane; /* the shared lane whose Prize area holds both teammates' cards */
    uint8_t n;    /* Prize cards still to take */
} ptcg_prize_frame;
_Static_assert(sizeof(ptcg_prize_frame) <= TT_FRAME_BYTES, "prize frame too big");
typedef struct ptcg_reset_frame {
    uint8_t team;  /* the team whose Prize area in lane is reset (PD-18: the opponents first) */
    uint8_t lane;  /* the lane the attack was used in (PD-7, PD-21: its effect stays there) */
    uint8_t stage; /* 0: shuffle in and one each; 1: the team sets the rest */
    uint8_t n;     /* new Prize cards still to set */
    uint8_t seats; /* the team's seats in the lane, as a mask */
} ptcg_reset_frame;
_Static_assert(sizeof(ptcg_reset_frame) <= TT_FRAME_BYTES, "reset frame too big");

/* ---- composable effect parts (parts.c): an attack's effect as a list of parts in its card's
 * YAML (docs/decks.md), compiled at load into this compact form; the game loop reads only
 * these bytes. X(ID, name, stage): the name a part's `action:` gives and when it acts. */
#define PTCG_PART_ACTIONS(X)                                                                       \
    X(PARALYZE, paralyze, AFTER) /* a Special Condition on the target */                           \
    X(CONFUSE, confuse, AFTER)                                                                     \
    X(SLEEP, sleep, AFTER)                                                                         \
    X(POISON, poison, AFTER)                                                                       \
    X(BURN, burn, AFTER)                                                                           \
    X(DAMAGE, damage, AFTER)              /* amount damage to the target, no W/R */                \
    X(MORE_DAMAGE, more_damage, DAMAGE)   /* the attack does amount (x per) more */                \
    X(DAMAGE_TIMES, damage_times, DAMAGE) /* the attack's damage x per */                          \
    X(NOTHING, nothing, DAMAGE)           /* the attack does nothing (no damage, no more) */       \
    X(NO_WEAKNESS_RESISTANCE, no_weakness_resistance, DAMAGE)                                      \
    X(NO_RESISTANCE, no_resistance, DAMAGE)                                                        \
    X(IGNORE_DEFENDER_EFFECTS, ignore_defender_effects, DAMAGE)                                    \
    X(DISCARD_ENERGY, discard_energy, COST)  /* amount (none: all) Energy of type */               \
    X(HEAL, heal, AFTER)                     /* remove amount damage (0: all) */                   \
    X(PREVENT_DAMAGE, prevent_damage, AFTER) /* during the opponent's next turn */                 \
    X(WEAKEN, weaken, AFTER)                 /* the target's attacks do amount less next turn */   \
    X(CANT_ATTACK, cant_attack, AFTER)       /* the target can't attack during your next turn */   \
    X(CANT_USE_THIS_ATTACK, cant_use_this_attack, AFTER)                                           \
    X(DRAW, draw, AFTER)                     /* its player draws amount cards */                   \
    X(RETURN_TO_HAND, return_to_hand, AFTER) /* this Pokémon and its cards into the hand */       \
    /* Trainer parts (trainer_parts.c): a Trainer's effect, run in order in a frame; the first     \
     * part that aims at a Pokémon takes the Trainer's target (PO_TRAINER's b) */                 \
    X(DISCARD_HAND, discard_hand, TRAINER) /* amount: the player picks that many (a cost);         \
                                              none: the whole hand */                              \
    X(SHUFFLE_HAND_INTO_DECK, shuffle_hand_into_deck, TRAINER)                                     \
    X(SEARCH_DECK, search_deck, TRAINER) /* up to amount cards of filter, to hand or bench */      \
    X(RECOVER, recover, TRAINER)         /* up to amount cards of filter from the discard pile */  \
    X(SWITCH, switch, TRAINER)           /* your Active with 1 of your Benched Pokémon */         \
    X(GUST, gust, TRAINER)               /* 1 of the opponents' Benched with their Active */       \
    X(REMOVE_ENERGY, remove_energy, TRAINER) /* up to amount Energy from 1 opponent's Pokémon */  \
    X(DRAW_UNTIL, draw_until, TRAINER)       /* draw until the hand has amount cards */            \
    X(HAND_TO_DECK, hand_to_deck, TRAINER)   /* amount: picked, else all; cards of filter */       \
    X(HAND_TO_BOTTOM, hand_to_bottom, TRAINER) /* the hand, shuffled, under the deck */            \
    X(SHOW_HAND, show_hand, TRAINER)           /* the players of `who` see each other's hands */   \
    X(END_TURN, end_turn, TRAINER) /* the turn of its lane ends once its parts are done (PD-12) */
#define PTCG_PART_ENUM(id, name, stage) PPA_##id,
enum ptcg_part_action { PTCG_PART_ACTIONS(PTCG_PART_ENUM) PPA_COUNT };
#undef PTCG_PART_ENUM
extern const char *const ptcg_part_action_names[];    /* NULL-terminated, in enum order */
extern const char *const ptcg_part_condition_names[]; /* `if:` values */
extern const char *const ptcg_part_target_names[];    /* `target:` values */
extern const char *const ptcg_part_per_names[];       /* `per:` values */
enum ptcg_part_condition {
    PPC_ALWAYS,
    PPC_HEADS,
    PPC_TAILS,
    PPC_SELF_DAMAGED,
    PPC_DEFENDER_DAMAGED,
    PPC_MOVED /* a Trainer's: an earlier part put cards from a hand into a deck (Marnie) */
};
/* A Trainer part's `who:` (PD-7: "you" is the player who played it; PD-8: in the center "your
 * opponent" is the one of the two the player picked; "each player" is those two). */
enum ptcg_part_who { PPW_YOU, PPW_OPPONENT, PPW_EACH };
enum ptcg_part_target {
    PPT_DEFAULT, /* the action's own: the Defending Pokémon, or this Pokémon (heal, discard) */
    PPT_DEFENDING,
    PPT_SELF,
    PPT_OPPONENTS_BENCH, /* each of the opponents' Benched Pokémon in the lane (PD-7) */
    PPT_OWN_BENCH,       /* each of your (your team's) Benched Pokémon in the lane */
    PPT_EACH_BENCH       /* each Benched Pokémon of both sides in the lane */
};
enum ptcg_part_per {
    PPM_NONE,
    PPM_HEADS,                    /* heads of `flips` coins (0: flip until tails) */
    PPM_ENERGY,                   /* Energy attached to this Pokémon (of `type`) */
    PPM_DEFENDER_ENERGY,          /* Energy attached to the Defending Pokémon (of `type`) */
    PPM_SELF_DAMAGE_COUNTERS,     /* damage counters on this Pokémon */
    PPM_DEFENDER_DAMAGE_COUNTERS, /* damage counters on the Defending Pokémon */
    PPM_OWN_BENCH,                /* your Benched Pokémon in the lane */
    PPM_OPPONENTS_BENCH           /* the opponents' Benched Pokémon in the lane */
};
#define PTCG_TYPE_OWN  0xfeu /* a part's type: this Pokémon's own */
#define PTCG_MAX_PARTS 4     /* parts of one attack's effect */
typedef struct ptcg_part {
    uint8_t action; /* PPA_ */
    uint8_t stage;  /* PXS_COST, PXS_DAMAGE or PXS_AFTER (discard_energy from the Defending:
                       after) */
    uint8_t cond;   /* PPC_: the attack's one coin is flipped by the first part that needs it */
    uint8_t target; /* PPT_ (PPT_DEFAULT resolved at load) */
    uint8_t per;    /* PPM_ */
    uint8_t flips;  /* PPM_HEADS: coins (0: until tails) */
    uint8_t type;   /* an Energy filter: PT_NONE any, a PT_ type, PTCG_TYPE_OWN */
    uint8_t filter; /* Trainer parts: PPF_, the cards a search or recover may take */
    uint8_t to;     /* Trainer parts: PPTO_, where a searched card goes */
    uint8_t who;    /* Trainer parts: PPW_, whose hand, deck or draw */
    uint8_t top;    /* search_deck: only the top `top` cards (0: the whole deck) */
    uint8_t reveal; /* search_deck, hand_to_deck: 1: the card is shown to every player */
    uint8_t up_to;  /* recover, remove_energy: 1: "up to", the player may take fewer (else as
                       many as there are, up to amount: the discard pile and Energy are public) */
    int16_t max_hp; /* search_deck: only Pokémon with this HP or less (0: any) */
    int16_t amount;
} ptcg_part;
/* A Trainer part's `filter:` (the cards it may pick) and `to:` (where they go). */
enum ptcg_part_filter {
    PPF_ANY,
    PPF_POKEMON,
    PPF_BASIC, /* a Basic Pokémon */
    PPF_EVOLUTION,
    PPF_ENERGY,
    PPF_BASIC_ENERGY,
    PPF_TRAINER
};
extern const char *const ptcg_part_filter_names[];
enum { PPTO_HAND, PPTO_BENCH, PPTO_DECK }; /* PPTO_DECK: PO_PICK's b of hand_to_deck */

/* ---- per-card data, parsed once at setup (no parsing in the game loop) ----------------- */
typedef struct ptcg_attack {
    uint8_t need[PT_COUNT]; /* Energy symbols of the cost by type; [PT_COLORLESS] is [C] */
    uint8_t total;          /* symbols in all */
    uint8_t effect;         /* ptcg_effect */
    uint8_t
        limit; /* the limited action it also uses: PA_GX_ATTACK, PA_VSTAR_POWER, or PTCG_NO_LIMIT */
    uint16_t name_id; /* 1 + the counting attack of its name (Mad Party), 0: none; at setup */
    int16_t damage, param;
    uint8_t nparts; /* its effect as parts (effect is PX_NONE then) */
    ptcg_part parts[PTCG_MAX_PARTS];
} ptcg_attack;
#define PTCG_NO_LIMIT 0xffu

typedef struct ptcg_card {
    uint32_t id;
    int32_t from;       /* the card id of the Pokémon it evolves from, or -1 (a Basic) */
    int32_t basic_from; /* a Stage 2: the card id of the Basic its Stage 1 evolves from (Rare
                           Candy skips the Stage 1), else -1 */
    uint8_t kind, stage, type, weakness, resistance, retreat, nattacks, effect;
    uint8_t ability;     /* ptcg_effect of its Ability, PX_NONE if none */
    uint8_t prizes;      /* Prize cards its Knock Out gives (PB: 1, 2 for ex/GX/V/VSTAR, 3 VMAX) */
    uint8_t provides;    /* an Energy card: the Energy it provides (Double Colorless: 2) */
    uint8_t ultra_beast; /* 1: an Ultra Beast */
    uint8_t lockable;    /* 1: an attack of it may stop its attacks next turn (not_next_turn) */
    int16_t hp, resistance_value, param, ability_param;
    ptcg_attack attacks[PTCG_ATTACKS];
    /* A Trainer's effect written as parts (effect is PX_NONE then): the target its play
     * offers (PXT_, of its first part that aims at a Pokémon, PTCG_NO_PART: none) */
    uint8_t ntparts, target, target_part;
    ptcg_part tparts[PTCG_MAX_PARTS];
    /* A Pokémon's Ability written as parts (tparts, run as a Trainer's are): when it is used
     * (PAU_) and whether only 1 Ability of its name may be used each turn */
    uint8_t ability_use, one_per_turn;
    uint8_t one_bit; /* one_per_turn: its bit in ptcg_state.one_used (set at setup) */
} ptcg_card;
enum ptcg_ability_use { PAU_ONCE, PAU_OFTEN, PAU_BENCHED, PAU_VSTAR };
#define PTCG_NO_PART 0xffu

#define PTCG_MAX_KINDS 256 /* different cards in one match */
#define PTCG_NO_CARD   (-1)
#define PTCG_NO_ZONE   0xffu

/* What the module keeps of each card of the match (ptcg_state.card[c]), sized for the
 * match's cards so a copy of the state moves no more (issue 14). */
typedef struct ptcg_card_vars {
    int16_t attached_to; /* the Pokémon an Energy or PlusPower is on, or -1 */
    uint16_t damage;     /* damage on a Pokémon in play */
    uint16_t entered;    /* the turn a Pokémon was put into play (PB evolution) */
    uint8_t conditions;  /* PC_ bits */
    uint8_t to_pay;      /* an attached Energy its player chose to discard for the attack
                            declared (energy_cost.c): discard_energy takes it first */
} ptcg_card_vars;

typedef struct ptcg_state {
    /* zone kinds, looked up once at setup (no string look-ups while playing) */
    uint8_t z_deck, z_hand, z_discard, z_active, z_bench, z_prizes, z_attached, z_stadium;
    uint8_t z_lost; /* the ruleset's lost_zone, or PTCG_NO_ZONE */
    /* the attack declared in each lane this turn (PD-6: one per lane; atk_index -1: none) */
    int8_t atk_index[TT_MAX_LANES];
    uint8_t atk_seat[TT_MAX_LANES];
    int16_t atk_card[TT_MAX_LANES];
    uint8_t ko_by[TT_MAX_LANES];       /* the seat whose attack resolves in a lane, or 0xff */
    uint8_t atk_counted[TT_MAX_LANES]; /* PD-17: the opponent whose Prizes count, + 1 (0: any) */
    uint8_t out_seen;                  /* seats known to be out (ptcg_sweep_removed) */
    uint8_t lanes_over; /* lanes whose turn ended (an attack was declared there: PD-12) */
    uint8_t handed;     /* PD-6: the deciding seat got the turn by a hand-over, has done nothing */
    uint8_t skip_checkup;             /* PB: an extra turn follows: no Pokémon Checkup before it */
    int16_t atk_chosen[TT_MAX_LANES]; /* the Pokémon an attack's effect was aimed at, or -1 */
    uint32_t turn_now[TT_MAX_SEATS];  /* the turn each seat plays now (or last played)... */
    uint32_t turn_last[TT_MAX_SEATS]; /* ...and the one before it ("your last turn") */
    uint32_t yoga_turn[TT_MAX_SEATS]; /* the turn a Pokémon of the seat last used Yoga Loop */
    uint8_t mulligans[TT_MAX_SEATS];
    /* "You can't use more than 1 <name> Ability each turn" (PD-7: you, the player): the names
     * (ptcg_card.one_bit) each seat used during turn one_turn[seat] */
    uint32_t one_used[TT_MAX_SEATS], one_turn[TT_MAX_SEATS];
    ptcg_card_vars card[]; /* one per card of the match (ptcg_state_bytes) */
} ptcg_state;
/* Bytes of the module's state for a match of ncards cards (tt_game.state_bytes). */
size_t ptcg_state_bytes(unsigned ncards);

/* The match's immutable card cache (tt_match_cache, filled at setup, shared by clones): each
 * different card's printed data once, and which of them each card of the match is. Outside
 * the state, so no copy moves it (issue 14). */
typedef struct ptcg_cache {
    uint16_t nkinds, max_kinds;
    ptcg_card kinds[]; /* max_kinds of them, then uint8_t kind_of[ncards]: an index into kinds */
} ptcg_cache;
size_t ptcg_cache_bytes(unsigned ncards);
static inline const uint8_t *ptcg_kind_of(const ptcg_cache *c)
{
    return (const uint8_t *)(c->kinds + c->max_kinds);
}

/* ---- cards.c --------------------------------------------------------------------------- */
/* PD-15: whether an attack's effect uses one player's Lost Zone, discard pile or hand, which in
 * the center the team picks (Lost March, Mad Party, Hand Kinesis). */
static inline int ptcg_uses_teammates_pile(unsigned effect)
{
    return effect == PX_TIMES_LOST_ZONE_POKEMON || effect == PX_TIMES_DISCARD_SAME_ATTACK ||
           effect == PX_TIMES_HAND_SIZE;
}
/* Fills the match's card cache (ptcg_cache) from its cards, at setup; TT_ERR_SCHEMA with a message
 * on bad data. */
int ptcg_cards_cache(tt_match *m, tt_error *err);
static inline const ptcg_card *ptcg_card_of(const tt_match *m, unsigned card)
{
    const ptcg_cache *c = tt_match_cache(m);
    return &c->kinds[ptcg_kind_of(c)[card]];
}
const char *ptcg_name(const tt_match *m, unsigned card);
const char *ptcg_attack_name(const tt_match *m, unsigned card, unsigned attack);
const char *ptcg_attack_name_of(const tt_carddb *db, uint32_t id, unsigned attack);
int ptcg_is_basic(const tt_match *m, unsigned card);
/* Scenarios: the card state expect: cards: may check (card_state.c). */
extern const char *const ptcg_card_state_keys[];
int ptcg_card_state(const tt_match *m, const void *gs, unsigned card, unsigned key, char *buf,
                    size_t size);
int ptcg_is_energy(const tt_match *m, unsigned card);
int ptcg_is_trainer(const tt_match *m, unsigned card);

/* ---- ptcg.c: zones and small helpers shared by the files ------------------------------- */
int ptcg_lane(const tt_match *m, unsigned seat); /* the seat's own lane (PD-4), or -1 */
/* The lanes seat plays in, as a bit mask: its own side lane and the shared ones (PD-11). */
unsigned ptcg_lanes_of(const tt_match *m, unsigned seat);
unsigned ptcg_zone(const tt_match *m, unsigned kind, unsigned seat);
/* The instance of kind for seat's team in lane (active, bench, prizes: per lane and team). */
unsigned ptcg_lane_zone(const tt_match *m, unsigned kind, unsigned seat, unsigned lane);
int ptcg_active(const tt_match *m, const ptcg_state *g, unsigned seat); /* card or -1 */
/* The Active Pokémon of seat's team in lane, or -1. */
int ptcg_lane_active(const tt_match *m, const ptcg_state *g, unsigned seat, unsigned lane);
/* The lane of a Pokémon in play (its Active Spot or Bench), or -1. */
int ptcg_card_lane(const tt_match *m, const ptcg_state *g, unsigned card);
/* The name of lane, "" when the ruleset has one lane only (labels name lanes in doubles). */
const char *ptcg_lane_name(const tt_match *m, int lane);
/* The first seat of team that is still in the match and plays in lane, or -1. */
int ptcg_team_seat_in(const tt_match *m, unsigned team, unsigned lane);
/* Opens a team's choice of whose cards (PD-18, PD-20): seat decides, with one option of kind
 * per seat of mask (a = that seat, c = lane). */
void ptcg_open_seat_choice(tt_match *m, unsigned seat, unsigned mask, unsigned kind, unsigned lane);
int ptcg_in_play(const tt_match *m, const ptcg_state *g, unsigned card);
unsigned ptcg_opponent(const tt_match *m, unsigned seat);
void ptcg_emit(tt_match *m, unsigned kind, int seat, int card, int32_t a, int32_t b);
/* The module's capacities that play may reach (ptcg_limits, tt_game.limits): reaching one stops
 * the match with tt_game_fault naming it, never a silent drop. */
enum { PLIM_KNOCK_OUTS, PLIM_MULLIGANS };
#define PTCG_MAX_KNOCK_OUTS (TT_MAX_LANES * 2 * 8) /* Pokémon Knocked Out at once */
#define PTCG_MAX_MULLIGANS  200 /* with a Basic left, 200 misses in a row never happen */
extern const tt_game_limit ptcg_limits[];
/* Writes how a person names Pokémon card in play: "Seel", or for a Benched one "Seel #2"
 * when the Bench has two, with "benched " before it when benched is set. */
int ptcg_pokemon_label(const tt_match *m, const ptcg_state *g, unsigned card, int benched,
                       char *buf, size_t size);

/* ---- setup.c (PB setup: mulligans, Active and Bench, Prizes) --------------------------- */
int ptcg_setup_begin(tt_match *m, tt_error *err);
tt_step ptcg_resolve_setup(tt_match *m, ptcg_state *g, ptcg_setup_frame *f);
int ptcg_apply_setup(tt_match *m, ptcg_state *g, unsigned seat, const tt_option *o);
/* setup_card.c: a scenario's card state (tt_game.setup_card). entered: this_turn marks the
 * Pokémon with PTCG_ENTERED_FIRST_TURN, which the setup frame turns into the first turn. */
#define PTCG_ENTERED_FIRST_TURN 0xffffu
const char *ptcg_setup_card(tt_match *m, void *gs, unsigned card, const char *key,
                            const char *value);
/* A position with a Bench but no Active Pokémon in that lane is not one play reaches (PB). */
int ptcg_setup_refusal(const tt_match *m, const void *gs, unsigned *seat, char *why, size_t size);

/* ---- actions.c (the main phase) -------------------------------------------------------- */
void ptcg_main_options(tt_match *m, ptcg_state *g, unsigned seat);
int ptcg_apply_main(tt_match *m, ptcg_state *g, unsigned seat, const tt_option *o);
/* Energy attached to pokemon: the count of each type into have[PT_COUNT]; returns the total. */
unsigned ptcg_energy(const tt_match *m, const ptcg_state *g, unsigned pokemon,
                     uint8_t have[PT_COUNT]);
/* The Energy cards a retreat of pokemon discards (the most recently attached first, until
 * they provide its retreat cost) into out; returns how many, or -1 when all its Energy does
 * not provide the cost (it cannot retreat). */
int ptcg_retreat_payment(const tt_match *m, const ptcg_state *g, unsigned pokemon, uint16_t out[8]);
/* The cards attached to pokemon, oldest first, into out (at most max); returns how many. */
unsigned ptcg_attached(const tt_match *m, const ptcg_state *g, unsigned pokemon, uint16_t *out,
                       unsigned max);
/* Moves an attached card to its owner's discard pile (PB, PD-10: the owner's). */
void ptcg_discard_card(tt_match *m, ptcg_state *g, unsigned card);
/* Moves pokemon and everything attached to it to their owners' discard piles. */
void ptcg_discard_pokemon(tt_match *m, ptcg_state *g, unsigned pokemon);
void ptcg_return_to_hand(tt_match *m, ptcg_state *g, unsigned pokemon);
/* Swaps the Active of bench's lane with the Benched Pokémon bench (Switch, retreat, Gust of
 * Wind). */
void ptcg_switch_in(tt_match *m, ptcg_state *g, unsigned bench);
/* PD-12: the turn ends in lane (an attack, an end_turn part: Steven's Resolve); when seat has no
 * lane left to act in, it is done (PD-6). */
void ptcg_end_lane(tt_match *m, ptcg_state *g, unsigned seat, unsigned lane);

/* The Pokémon Tool attached to pokemon, or -1. */
int ptcg_tool_of(const tt_match *m, const ptcg_state *g, unsigned pokemon);
/* The Stadium in play in lane, or -1 (PD-13: each lane has its own). */
int ptcg_stadium(const tt_match *m, const ptcg_state *g, int lane);
/* pokemon's retreat cost now: as printed, less a Stadium's in its lane (Beach Court). */
unsigned ptcg_retreat_cost(const tt_match *m, const ptcg_state *g, unsigned pokemon);
/* The option's lane-checked add or its refusal with rule (a PR_ or TT_RULE_LIMIT key; -1:
 * legal); the limit rule of action for seat in lane, or -1. */
void ptcg_add_or_deny(tt_match *m, tt_option o, int rule);
int ptcg_limit_rule(const tt_match *m, unsigned action, unsigned seat, unsigned lane);
/* The Pokémon of seat's team in lane: the Active first, then the Bench; returns how many. */
unsigned ptcg_lane_pokemon(const tt_match *m, const ptcg_state *g, unsigned seat, unsigned lane,
                           uint16_t out[16]);

/* ---- evolve.c (PB: Stage 1 and Stage 2 Pokémon) -------------------------------------- */
/* Offers (or refuses, with the rule) evolving each Pokémon of seat's team in lanes into the
 * Evolution card in the hand. */
void ptcg_evolve_options(tt_match *m, ptcg_state *g, unsigned seat, unsigned card, unsigned lanes);
void ptcg_evolve(tt_match *m, ptcg_state *g, unsigned seat, const tt_option *o);
/* PB: Rare Candy in the hand: offers (or refuses, with the rule) evolving each Basic of seat's
 * team in lanes directly into a Stage 2 card in the hand that evolves from it. */
void ptcg_rare_candy_options(tt_match *m, ptcg_state *g, unsigned seat, unsigned candy,
                             unsigned lanes);
/* The first Rare Candy in seat's hand, or PTCG_NO_CARD. */
int ptcg_rare_candy_in_hand(const tt_match *m, const ptcg_state *g, unsigned seat);
/* Plays the first Rare Candy in seat's hand and evolves o->b into o->a (PO_RARE_CANDY). */
void ptcg_rare_candy(tt_match *m, ptcg_state *g, unsigned seat, const tt_option *o);

/* ---- abilities.c (Abilities and Pokémon Powers, PD-9) -------------------------------- */
void ptcg_ability_options(tt_match *m, ptcg_state *g, unsigned seat, unsigned pokemon,
                          unsigned lane);
void ptcg_use_ability(tt_match *m, ptcg_state *g, unsigned seat, const tt_option *o);
/* A Basic put from seat's hand onto the Bench in lane: its Ability that triggers then
 * ("when you play this Pokémon from your hand onto your Bench") is offered at once. */
void ptcg_benched_from_hand(tt_match *m, ptcg_state *g, unsigned seat, unsigned pokemon,
                            unsigned lane);
tt_step ptcg_resolve_benched(tt_match *m, ptcg_state *g, ptcg_benched_frame *f);
int ptcg_apply_benched(tt_match *m, ptcg_state *g, unsigned seat, const tt_option *o);
/* Whether c has an Ability (a primitive's or one of parts, PAU_). */
static inline int ptcg_has_any_ability(const ptcg_card *c)
{
    return c->ability != PX_NONE || (c->kind == PK_POKEMON && c->ntparts);
}
/* Whether pokemon's Ability is effect and works now (not blocked by a Special Condition). */
int ptcg_has_ability(const tt_match *m, unsigned pokemon, unsigned effect);

/* ---- attack.c -------------------------------------------------------------------------- */
int ptcg_attack_payable(const tt_match *m, const ptcg_state *g, unsigned pokemon, unsigned attack);
/* Resolves the attacks declared in the lanes, left to right, then the Knock Outs (PD-6). */
tt_step ptcg_attack_phase(tt_match *m, ptcg_state *g);
/* The damage an attack of base damage from attacker does to defender after Weakness,
 * Resistance (unless no_wr) and PlusPower (before any prevention). */
int32_t ptcg_damage_after_wr(const tt_match *m, const ptcg_state *g, unsigned attacker,
                             unsigned defender, int32_t base, int no_wr);
/* Knocks Out every Pokémon in play with damage >= HP: discards, Prizes (tt_prizes_take),
 * and a promote frame for each side left without an Active. */
void ptcg_knockouts(tt_match *m, ptcg_state *g);
tt_step ptcg_resolve_promote(tt_match *m, ptcg_state *g, ptcg_promote_frame *f);
/* PD-16, PD-20: seat's team takes n Prize cards from its Prize area in lane: at once when the
 * cards there are one player's; where both teammates have some (the center) the team chooses
 * whose, card by card (a prize frame). */
void ptcg_take_prizes(tt_match *m, ptcg_state *g, unsigned seat, unsigned lane, unsigned n);
tt_step ptcg_resolve_prize(tt_match *m, ptcg_state *g, ptcg_prize_frame *f);
int ptcg_apply_prize(tt_match *m, ptcg_state *g, unsigned seat, const tt_option *o);
int ptcg_apply_promote(tt_match *m, ptcg_state *g, unsigned seat, const tt_option *o);

/* ---- reset.c (PD-18: Naganadel-GX's Stinger-GX) ------------------------------------- */
/* Pushes the reset of the Prize areas of lane: the attacking team's, then the opponents' on
 * top (they resolve first). */
void ptcg_prize_reset(tt_match *m, ptcg_state *g, unsigned seat, unsigned lane, unsigned n);
tt_step ptcg_resolve_reset(tt_match *m, ptcg_state *g, ptcg_reset_frame *f);
int ptcg_apply_reset(tt_match *m, ptcg_state *g, unsigned seat, const tt_option *o);

/* ---- conditions.c ---------------------------------------------------------------------- */
void ptcg_condition_set(tt_match *m, ptcg_state *g, unsigned card, unsigned cond);
void ptcg_leave_active(tt_match *m, ptcg_state *g, unsigned card); /* clears conditions */
int ptcg_is_protected(const tt_match *m, unsigned card);
/* The damage less pokemon's attacks do now (Growl on it, during its player's turn), or 0. */
int32_t ptcg_weakened_by(const tt_match *m, unsigned pokemon);
/* Whether pokemon may not use attack now (Zap Cannon, during the next turn). */
int ptcg_not_now(const tt_match *m, unsigned pokemon, unsigned attack);
void ptcg_protect(tt_match *m, unsigned seat, unsigned card);
tt_step ptcg_checkup(tt_match *m, ptcg_state *g);
/* PD-22: the cards an eliminated seat had attached in its side lane leave with it. */
void ptcg_sweep_removed(tt_match *m, ptcg_state *g);

/* ---- resolvers.c ----------------------------------------------------------------------- */
typedef struct ptcg_effect_args {
    unsigned seat;  /* who uses it */
    int user;       /* the attacking Pokémon, or the Trainer card */
    int target;     /* the Defending Pokémon, or the Trainer's target (-1: none) */
    int param;      /* the card's parameter */
    int attack;     /* the attack index, or -1 */
    int32_t damage; /* in/out at PXS_DAMAGE: the attack's damage before Weakness */
    int counted;    /* PD-17, PD-15: the seat + 1 whose Prizes or Lost Zone count (0: default) */
    int no_wr;      /* out at PXS_DAMAGE: 1 when Weakness and Resistance do not apply (Jet Needle),
                       PTCG_NO_RESISTANCE when Resistance does not (Smash Uppercut) */
    int lane;       /* the lane it is used in (PD-7) */
    int chosen;     /* the Pokémon the attack's player chose for its effect (Yoga Loop), or -1 */
    int ignore_effects; /* out at PXS_DAMAGE: effects on the Defending Pokémon do not apply */
    int coin;           /* parts: the attack's coin, 0 not flipped yet, 1 heads, 2 tails */
    int stopped;        /* parts: "this attack does nothing": no damage, no later part */
} ptcg_effect_args;
#define PTCG_NO_RESISTANCE 2
unsigned ptcg_effect_stage(unsigned effect);
unsigned ptcg_effect_target(unsigned effect);
void ptcg_effect_run(tt_match *m, ptcg_state *g, unsigned effect, ptcg_effect_args *a);
/* Gladion's choice among the Prize cards it showed (PD-16: only the player's own). */
tt_step ptcg_resolve_gladion(tt_match *m, ptcg_state *g, ptcg_gladion_frame *f);
int ptcg_apply_gladion(tt_match *m, ptcg_state *g, unsigned seat, const tt_option *o);
/* PB: seat takes another turn after this one (Timeless GX, Yoga Loop) with no Pokémon Checkup
 * before it; PD-26: nothing under turn.extra_turns: forbidden (an event says so). */
void ptcg_extra_turn(tt_match *m, ptcg_state *g, unsigned seat, int card);
/* Draws up to n cards for seat: an effect's draw never decks a player out (PB: only the
 * draw at the start of the turn does). Returns the number drawn. */
unsigned ptcg_draw_up_to(tt_match *m, const ptcg_state *g, unsigned seat, unsigned n);
/* The Prize cards seat has left, in every lane it plays in (PD-8, PD-17: lane and center). */
unsigned ptcg_prizes_left(const tt_match *m, const ptcg_state *g, unsigned seat);

/* ---- parts.c -------------------------------------------------------------------------- */
/* Compiles the parts of attack field (PF_A1_EFFECT + ...) of card id written as a list into
 * out; TT_OK or an error at file:line:col naming card, part and primitive. */
int ptcg_parts_compile(const tt_carddb *db, unsigned id, unsigned field, ptcg_attack *out,
                       tt_error *err);
/* Runs the parts of at that act at stage (PXS_COST, PXS_DAMAGE, PXS_AFTER). */
void ptcg_parts_run(tt_match *m, ptcg_state *g, const ptcg_attack *at, unsigned stage,
                    ptcg_effect_args *a);
/* tt_game.check_card: a card is read, its parts compiled, into data (a ptcg_card) when the
 * database loads; a match copies it (ptcg_cards_cache). */
int ptcg_check_card(const tt_carddb *db, unsigned id, void *data, tt_error *err);

/* ---- trainer_parts.c: a Trainer's effect as parts (the Trainer's choices, PD-7, PD-11) --- */
/* The target a Trainer part aims at (PXT_: heal, discard_energy: your own Pokémon; switch,
 * gust, remove_energy; a part for `who: opponent` or `each`: an opponent), or PXT_NONE. */
unsigned ptcg_part_target(const ptcg_part *p);
/* PO_PICK's label: "discard Fire Energy from the hand", "take Bill from the deck into the hand" */
int ptcg_pick_label(const tt_match *m, const ptcg_state *g, const tt_option *o, char *buf,
                    size_t size);
/* The target a Trainer's play offers (PXT_): its first aiming part's, else its primitive's. */
unsigned ptcg_trainer_target(const ptcg_card *c);
/* PR_NO_EFFECT, PR_BENCH_FULL when a Trainer of parts cannot be played by seat in lane now
 * (a cost it cannot pay, a search of an empty deck), else -1. */
int ptcg_trainer_refusal(const tt_match *m, const ptcg_state *g, unsigned seat, unsigned card,
                         unsigned lane);
/* Whether target suits a Trainer of parts' aiming part (a damaged Pokémon to heal, Energy to
 * discard or remove). */
int ptcg_trainer_target_ok(const tt_match *m, const ptcg_state *g, unsigned card, unsigned target);
/* Starts the parts of the Trainer card played on target (or -1) in lane. */
void ptcg_trainer_parts_start(tt_match *m, unsigned seat, unsigned card, int target, unsigned lane);
tt_step ptcg_resolve_trainer(tt_match *m, ptcg_state *g, ptcg_trainer_frame *f);
int ptcg_apply_pick(tt_match *m, ptcg_state *g, unsigned seat, const tt_option *o);
/* parts.c: compiles the parts of a Trainer's effect or a Pokémon's Ability (PF_EFFECT written
 * as a list) into c. */
int ptcg_trainer_parts_compile(const tt_carddb *db, unsigned id, ptcg_card *c, tt_error *err);

/* ---- energy_cost.c: which Energy an attack's cost discards (the player's choice, PB) ----- */
/* Opens the choice for the attack index of attacker declared by seat when its cost discards
 * some of several different Energy cards; else nothing (the discard takes what it must). */
void ptcg_energy_cost_choice(tt_match *m, ptcg_state *g, unsigned seat, unsigned attacker,
                             unsigned index);
/* Whether retreating pokemon leaves its player a choice of the Energy to discard (PB): more
 * than its cost attached, and not all alike (the same card of the same owner: in the center a
 * teammate's Energy is not one's own, PD-10). */
int ptcg_retreat_chooses(const tt_match *m, const ptcg_state *g, unsigned pokemon);
/* Retreats pokemon for bench by seat in lane: the cost paid at once when nothing is to choose,
 * else after a decision per Energy card (PO_ENERGY_COST with c = 1). */
void ptcg_retreat_pay(tt_match *m, ptcg_state *g, unsigned seat, unsigned pokemon, unsigned bench,
                      unsigned lane);
tt_step ptcg_resolve_energy_cost(tt_match *m, ptcg_state *g, ptcg_energy_cost_frame *f);
int ptcg_apply_energy_cost(tt_match *m, ptcg_state *g, unsigned seat, const tt_option *o);

/* observe.c: a card's public state, the attacks declared, the options' shapes, as a seat may
 * know them (observe.h, issue 29; tt_game.obs_fields and the hooks after it). */
extern const tt_obs_field ptcg_obs_fields[];
extern const char *const ptcg_obs_link_kinds[];
int ptcg_observe_card(const tt_match *m, const void *gs, unsigned card, unsigned seat, int known,
                      int32_t *fields);
unsigned ptcg_observe_links(const tt_match *m, const void *gs, tt_obs_link *out, unsigned max);
const char *ptcg_option_shape(unsigned kind, uint8_t arg_kind[3]);
void ptcg_option_args(const tt_option *opt, int32_t raw[3]);
/* evaluate.c: the position's worth to seat from what it may know (agents, issue 14). */
int32_t ptcg_evaluate(const tt_match *m, const void *gs, unsigned seat);
/* card_parts.c: the effect primitives and which ones a card uses (tagteam cards --stats). */
int ptcg_primitive_name(unsigned i, char *buf, size_t size);
unsigned ptcg_card_primitives(const tt_carddb *db, uint32_t id, uint16_t *out, unsigned max,
                              const char **own_code);

/* redeal.c: the setup's face-down Pokémon re-dealt for agents (tt_game.stand_in, .trade). */
int ptcg_stand_in(const tt_match *m, const void *gs, unsigned set, unsigned card);
void ptcg_trade(tt_match *m, void *gs, unsigned a, unsigned b);
int ptcg_plausible(tt_match *m, const void *gs);

#endif
