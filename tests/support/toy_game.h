/* toy_game.h: a tiny test-only game module ("toy") that drives the core: phases draw, main,
 * end; actions play and hit; cards Card1..Card9. Tests steer it through toy_state. */
#ifndef TAGTEAM_TOY_GAME_H
#define TAGTEAM_TOY_GAME_H

#include <stdint.h>

#include "tagteam/game.h"

enum toy_phase { TOY_PHASE_DRAW, TOY_PHASE_MAIN, TOY_PHASE_END };
enum toy_action { TOY_ACT_PLAY, TOY_ACT_HIT };
enum toy_rule { TOY_RULE_FIRST_ATTACK }; /* index into toy_game.rule_keys */
enum toy_option {
    TOY_OPT_PASS,   /* a = 1 when it passes in a response window */
    TOY_OPT_PLAY,   /* a = card index: moves it from the hand to "field" */
    TOY_OPT_HIT,    /* a = target seat: 1000 damage */
    TOY_OPT_RESPOND /* adds a link in the open response window */
};
enum toy_frame { TOY_FRAME_PLAY };
typedef struct toy_play_frame { /* TOY_FRAME_PLAY: the card being played */
    int16_t card;
} toy_play_frame;

#define TOY_HIT_DAMAGE 1000

/* The module's state in the match block (tt_match_game_state); tests may set the inputs. */
typedef struct toy_state {
    /* inputs */
    uint8_t respond_mask;   /* seats for which can_respond says yes */
    uint8_t play_via_frame; /* play pushes a frame that resolve finishes */
    /* bookkeeping */
    uint8_t passed; /* seats that passed the main phase of turn `turn` */
    uint8_t pad;
    uint32_t turn;
    uint16_t links;            /* responses taken */
    uint16_t lasting_ends;     /* lasting_end calls */
    uint32_t lasting_end_turn; /* the turn of the last lasting_end call */
} toy_state;

extern const tt_game toy_game;

#endif
