/* rules.h: a validated ruleset as plain values (no pointers, no strings looked up in play).
 * Built by the loader from YAML (docs/rulesets.md); read by the core and by game modules. */
#ifndef TAGTEAM_RULES_H
#define TAGTEAM_RULES_H

#include <stdint.h>

#include "common.h"

#define TT_MAX_GAME_OPTIONS 8 /* settings of a game module a ruleset's options: may give */

typedef enum tt_pool { TT_POOL_SEAT, TT_POOL_TEAM } tt_pool;
typedef enum tt_turn_unit { TT_TURN_SEAT, TT_TURN_TEAM } tt_turn_unit;
typedef enum tt_team_order {                    /* PD-6: who of the team acts next in a team turn */
                             TT_TEAM_ORDER_ANY, /* any order, interleaved: the team picks */
                             TT_TEAM_ORDER_SEAT /* the seats' order: each until it is done */
} tt_team_order;
typedef enum tt_first_draw {
    TT_SKIP_DRAW_MATCH,     /* YM-5, YT-2.2: only the first turn of the match skips its draw */
    TT_SKIP_DRAW_EACH_SEAT, /* every seat's first turn skips it */
    TT_SKIP_DRAW_NONE
} tt_first_draw;
typedef enum tt_scope_kind { /* how many instances of a zone (or a limit counter) exist */
                             TT_PER_SEAT,
                             TT_PER_TEAM,
                             TT_PER_LANE,
                             TT_PER_LANE_TEAM,
                             TT_PER_CARD, /* limits only */
                             TT_PER_GLOBAL
} tt_scope_kind;
typedef enum tt_visibility {
    TT_VIS_PUBLIC,
    TT_VIS_OWNER,
    TT_VIS_TEAM,
    TT_VIS_HIDDEN
} tt_visibility;
typedef enum tt_reset { TT_RESET_TURN, TT_RESET_GAME } tt_reset;
typedef enum tt_route { TT_ROUTE_OWNER, TT_ROUTE_CONTROLLER } tt_route;
typedef enum tt_opp_choice { TT_ONE_OPPONENT, TT_ALL_OPPONENTS } tt_opp_choice;
typedef enum tt_both_players { TT_BOTH_ALL, TT_BOTH_SELF_AND_ONE } tt_both_players;
typedef enum tt_response_order { TT_RESPOND_CYCLIC, TT_RESPOND_TEAM_PRIORITY } tt_response_order;
typedef enum tt_trigger_order { TT_TRIGGERS_SPLIT, TT_TRIGGERS_LITERAL } tt_trigger_order;
typedef enum tt_seat_out_mode { TT_OUT_TEAM, TT_OUT_ELIMINATE } tt_seat_out_mode;
/* Equal life when time is up: sudden death decided by the first life change once the chain in
 * progress has resolved (YT-6.2, YT-6.3), a draw (YP-16), or sudden death decided at the change
 * itself, a cost paid included (YP-13, YP-14). */
typedef enum tt_time_tie {
    TT_TIE_SUDDEN_DEATH,
    TT_TIE_DRAW,
    TT_TIE_SUDDEN_DEATH_AT_ONCE
} tt_time_tie;
/* Who goes first in the games of a match after the first (YP-4). */
typedef enum tt_next_first {
    TT_NEXT_LOSER_CHOOSES, /* YP-4: the loser of the previous game chooses first or second */
    TT_NEXT_LOSER,         /* the loser goes first */
    TT_NEXT_WINNER,        /* the winner goes first */
    TT_NEXT_AS_TURN_FIRST  /* as in the first game (turn.first) */
} tt_next_first;
/* Equal game wins when a match must end (time, or its last game played): a tiebreak game
 * (YT-6.3, YT-6.4, YP-14) or a drawn match (YP-17). */
typedef enum tt_equal_wins { TT_EQUAL_TIEBREAK, TT_EQUAL_DRAW } tt_equal_wins;

#define TT_LANE_SHARED  (-1) /* tt_lane_rule.side of a lane both teammates use (PD-1) */
#define TT_FIRST_RANDOM (-1)

typedef struct tt_zone_rule {
    char name[TT_NAME_MAX];
    uint8_t scope;      /* tt_scope_kind, never TT_PER_CARD */
    uint8_t visibility; /* tt_visibility */
    uint8_t ordered;
    uint8_t remove_on_eliminate; /* PD-22 */
    uint16_t capacity;           /* 0 = unbounded */
} tt_zone_rule;

typedef struct tt_lane_rule {
    char name[TT_NAME_MAX];
    int8_t side; /* seat letter index (0 = A) whose lane it is, or TT_LANE_SHARED */
} tt_lane_rule;

typedef struct tt_limit_rule {
    uint8_t action; /* index into the module's action names */
    uint8_t count;
    uint8_t per;   /* tt_scope_kind */
    uint8_t reset; /* tt_reset */
} tt_limit_rule;

typedef struct tt_rules {
    char name[64];
    char title[160];
    char game[TT_NAME_MAX];

    uint8_t teams, per_team, seats; /* seat index = team * per_team + letter */

    uint8_t turn_unit;           /* tt_turn_unit */
    uint8_t team_order;          /* tt_team_order (PD-6; team turns only) */
    uint8_t order_len;           /* seats (unit seat) or teams (unit team) */
    uint8_t order[TT_MAX_SEATS]; /* seat or team indices, before `first` relabels the teams */
    int8_t first_team;           /* team index or TT_FIRST_RANDOM */
    uint8_t skip_first_draw;     /* tt_first_draw */
    uint16_t first_attack_turn;  /* YT-2.2 */
    uint8_t nphases;
    uint8_t phases[TT_MAX_PHASES]; /* indices into the module's phase names */
    uint8_t extra_turns_allowed;   /* PD-26 */

    uint8_t life_pool;  /* tt_pool */
    int32_t life_start; /* 0 = no life points */

    uint8_t prize_count;   /* per seat */
    uint8_t prize_pool;    /* tt_pool */
    uint16_t prize_to_win; /* 0 = all the opponents' prizes */

    uint8_t hand_start, hand_limit;
    uint8_t hand_visibility; /* TT_VIS_OWNER or TT_VIS_TEAM (YT-1.9) */
    uint8_t leave_to;        /* tt_route (YT-3.6, PD-10) */
    uint8_t set_visibility;  /* TT_VIS_OWNER or TT_VIS_TEAM (YT-3.4) */

    uint8_t nlanes;
    tt_lane_rule lanes[TT_MAX_LANES];

    uint8_t nzones;
    uint8_t zone_deck, zone_hand; /* indices of the required zones */
    tt_zone_rule zones[TT_MAX_ZONES];

    uint8_t opponent_cards; /* tt_opp_choice, YT-3.1 */
    uint8_t opponent_side;  /* tt_opp_choice, YT-3.2 */
    uint8_t both_players;   /* tt_both_players, YT-3.3 */

    uint8_t response_order;            /* tt_response_order, YT-5.2 */
    uint8_t teammate_turn_is_opponent; /* YT-5.1 */
    uint8_t trigger_order;             /* tt_trigger_order, YT-5.3 */
    /* responses.ask_every_seat: every seat is asked at every window, even one that can only
     * pass, so whether a seat was asked tells nothing of its hidden cards (issue 33); _set:
     * the ruleset says so either way (tagteam play turns it on for stdio seats otherwise) */
    uint8_t ask_every_seat, ask_every_seat_set;

    uint8_t nlimits;
    tt_limit_rule limits[TT_MAX_LIMITS];

    uint8_t life_zero_loses;  /* YT-1.4, YP-7 */
    uint8_t deck_out_loses;   /* YT-1.10, YP-8, PD-22 */
    uint8_t seat_out;         /* tt_seat_out_mode */
    uint8_t card_effects_win; /* YP-9, PD-24 */
    uint8_t n_no_cards_in;
    uint8_t no_cards_in[8]; /* zone indices (PD-23) */

    /* time (YT-6, YP-12..17): called in turn time_turn of game time_game, or before game
     * time_game begins when time_turn is 0 (YT-6.4, YP-14, YP-15). time_game 0: untimed. */
    uint8_t time_game;
    uint16_t time_turn;
    uint8_t time_extra; /* turns played after it before life decides */
    uint8_t time_tie;   /* tt_time_tie: equal life then */

    /* a match of several games (YP-4, YP-6, YT-6.3): series.h */
    uint8_t match_games;    /* at most this many; more than half of them wins (1: one game) */
    uint8_t next_first;     /* tt_next_first */
    uint8_t siding;         /* YP-6, YT-1.6: Side Deck swaps between games */
    uint8_t equal_wins;     /* tt_equal_wins */
    uint8_t tiebreak_turns; /* YT-6.3: 8; YP-14: 4 */
    uint8_t tiebreak_tie;   /* tt_time_tie at the tiebreak game's end */

    uint16_t main_min, main_max, extra_max, side_max, copies;

    /* options: the game module's settings (tt_game.options), by index in its table: an int, or
     * an enum's value index; the field's default when the ruleset does not set it (PD-2) */
    int32_t options[TT_MAX_GAME_OPTIONS];
} tt_rules;

#endif
