/* ygo.h: the Yu-Gi-Oh! module's private declarations: card fields, per-match state, options
 * and frames. Card behaviour beyond Normal Monsters (effects, Spells, Traps, chains) is still
 * to come (issue #3). */
#ifndef TAGTEAM_YGO_H
#define TAGTEAM_YGO_H

#include <stdint.h>

#include "tagteam/game.h"

/* card fields: indices into ygo_card_fields */
enum { YF_KIND, YF_ATTRIBUTE, YF_TYPE, YF_LEVEL, YF_ATK, YF_DEF, YF_SCALE, YF_PASSWORD, YF_TEXT };
enum ygo_kind {
    YK_NORMAL_MONSTER,
    YK_EFFECT_MONSTER,
    YK_FLIP_MONSTER,
    YK_FUSION_MONSTER,
    YK_PENDULUM_MONSTER,
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

/* phases (indices into the module's phase names) and actions (limit names) */
enum { YP_DRAW, YP_STANDBY, YP_MAIN1, YP_BATTLE, YP_MAIN2, YP_END };
enum { YA_NORMAL_SUMMON, YA_PENDULUM_SUMMON, YA_POSITION_CHANGE, YA_ATTACK };
/* rule keys a refusal may name (ygo_rule_keys) */
enum { YR_FIRST_ATTACK, YR_DIRECT_ATTACK, YR_ZONE_FULL, YR_TRIBUTES };

/* option kinds */
enum {
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
    YO_DISCARD /* a = hand card (hand limit) */
};

/* module events (kind = TT_EV_GAME + ...) */
enum {
    YE_SUMMON,    /* card summoned (a = 1 Set, 2 Flip) */
    YE_BATTLE,    /* card attacks b (-1 direct); a = attacker ATK */
    YE_DESTROYED, /* card destroyed by battle */
    YE_TRIBUTED,  /* card tributed */
    YE_POSITION,  /* card changes position (a = 1 defense) */
    YE_DISCARD
};

#define YGO_DEFENSE  1u /* in Defense Position */
#define YGO_SUMMONED 2u /* summoned or flipped this turn: no position change */
#define YGO_ATTACKED 4u /* declared an attack this turn */
#define YGO_CHANGED  8u /* position changed this turn */

typedef struct ygo_tribute_frame {
    uint16_t card; /* the monster to summon */
    uint8_t set;   /* Set instead of Normal Summon */
    uint8_t needed, picked;
    uint8_t asked; /* picks whose teammate was already asked */
    uint16_t picks[3];
} ygo_tribute_frame;
_Static_assert(sizeof(ygo_tribute_frame) <= TT_FRAME_BYTES, "tribute frame too big");
enum { YFR_TRIBUTE = 1 };

typedef struct ygo_state {
    /* zone kinds, looked up once at setup (no string look-ups while playing) */
    uint8_t z_hand, z_monster, z_graveyard;
    uint8_t main_done; /* the current Main Phase is over */
    uint8_t flags[TT_MAX_CARDS];
} ygo_state;

/* summon.c */
void ygo_main_options(tt_match *m, ygo_state *g, unsigned seat, int main1);
int ygo_apply_main(tt_match *m, ygo_state *g, unsigned seat, const tt_option *o);
tt_step ygo_resolve_tribute(tt_match *m, ygo_state *g, ygo_tribute_frame *f);
int ygo_apply_tribute(tt_match *m, ygo_state *g, unsigned seat, const tt_option *o);
/* battle.c */
tt_step ygo_battle_phase(tt_match *m, ygo_state *g, unsigned seat);
void ygo_apply_battle(tt_match *m, ygo_state *g, unsigned seat, const tt_option *o);
/* yugioh.c */
int32_t ygo_atk(const tt_match *m, unsigned card);
int32_t ygo_def(const tt_match *m, unsigned card);
unsigned ygo_level(const tt_match *m, unsigned card);
int ygo_is_monster(const tt_match *m, unsigned card);
const char *ygo_name(const tt_match *m, unsigned card);
void ygo_emit(tt_match *m, unsigned kind, unsigned seat, int card, int32_t a, int32_t b);

#endif
