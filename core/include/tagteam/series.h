/* series.h: a match of several games (the ruleset's `match:` section): best of three with
 * who goes first chosen by the previous game's loser (YP-4), Side Deck swaps between games
 * (YP-6, YT-1.6), time called in a game or between games and the tiebreak game (YT-6.3,
 * YT-6.4, YP-13..YP-17).
 *
 * A series drives its games (tt_match) and adds the decisions taken between them. Its
 * decision loop looks like a game's: tt_series_advance() runs until a seat must decide or the
 * match is over; the pending decision is the current game's, or the series' own between games
 * (go first or second, side a card out or in). Under a ruleset without `match:` a series is
 * exactly one game. A series allocates when a game begins (a new tt_match); its games still
 * never allocate while they run. */
#ifndef TAGTEAM_SERIES_H
#define TAGTEAM_SERIES_H

#include <stddef.h>
#include <stdint.h>

#include "common.h"
#include "error.h"
#include "match.h"
#include "ruleset.h"

typedef struct tt_series tt_series;

typedef enum tt_series_event_kind {
    TT_SEV_GAME_START = 1, /* a = game number (1..), b = 1 for the tiebreak game */
    TT_SEV_GAME_RESULT,    /* a = game number, team = winner or -1 for a draw */
    TT_SEV_CHOOSES_FIRST,  /* team chooses: a = 1 to go first, 0 to go second (YP-4) */
    TT_SEV_SIDE,           /* seat swaps: card_out leaves its main (a = 0) or extra (a = 1)
                              deck for card_in from its Side Deck (YP-6) */
    TT_SEV_TIME,           /* time is called between games, before game a (YT-6.4, YP-14) */
    TT_SEV_MATCH_OVER      /* team = match winner or -1 for a draw; a, b = game wins */
} tt_series_event_kind;

typedef struct tt_series_event {
    uint16_t kind; /* tt_series_event_kind */
    int8_t seat;   /* -1 when none */
    int8_t team;   /* -1 when none */
    int32_t a, b;
    uint32_t card_out, card_in; /* TT_SEV_SIDE: card ids of the game module */
} tt_series_event;

typedef void (*tt_series_event_fn)(const tt_series *s, const tt_series_event *ev, void *payload);

#define TT_SERIES_SETUP_VERSION 1
typedef struct tt_series_setup {
    unsigned version; /* TT_SERIES_SETUP_VERSION */
    uint64_t seed;    /* game 1 is seeded with it, exactly as a single tt_match */
    /* Each seat's deck as card ids: main, extra and side (copied: the series sides them). */
    const uint32_t *main[TT_MAX_SEATS];
    unsigned nmain[TT_MAX_SEATS];
    const uint32_t *extra[TT_MAX_SEATS];
    unsigned nextra[TT_MAX_SEATS];
    const uint32_t *side[TT_MAX_SEATS];
    unsigned nside[TT_MAX_SEATS];
    /* Optional: the games' events (as tt_match_setup.on_event) and the series' own. */
    tt_event_fn on_game_event;
    tt_series_event_fn on_series_event;
    void *on_event_payload;
} tt_series_setup;

/* Creates the series and its first game. The series borrows rs and must be freed first. */
TT_API TT_CHECK int tt_series_new(tt_series **out, tt_ctx *ctx, const tt_ruleset *rs,
                                  const tt_series_setup *setup, tt_error *err);
TT_API void tt_series_free(tt_series *s);

/* Runs until a decision is needed (TT_ADVANCE_DECIDE) or the match is over (TT_ADVANCE_OVER);
 * starts the next game when one ends and the match goes on. A negative tt_status on error. */
TT_API TT_CHECK int tt_series_advance(tt_series *s, tt_error *err);
/* The game being played, or NULL between games and once the match is over. Borrowed; a test
 * or tool may drive it directly (decide, concede) and then call tt_series_advance. */
TT_API tt_match *tt_series_game(const tt_series *s);
/* The game being played, or the last one played (kept until the next one begins): where a
 * finished game's final position can still be read. */
TT_API tt_match *tt_series_last_game(const tt_series *s);
/* The pending decision, the game's or the series' own: seat (-1 if none), options, labels. */
TT_API int tt_series_decision_seat(const tt_series *s);
TT_API unsigned tt_series_option_count(const tt_series *s);
TT_API int tt_series_option_label(const tt_series *s, unsigned i, char *buf, size_t size);
/* Takes option i for seat; refused with TT_ERR_ILLEGAL (nothing changes) like tt_match_decide. */
TT_API TT_CHECK int tt_series_decide(tt_series *s, unsigned seat, unsigned i, tt_error *err);
/* Takes the option labelled label (or the only one containing it), as tt_match_decide_label. */
TT_API TT_CHECK int tt_series_decide_label(tt_series *s, unsigned seat, const char *label,
                                           tt_error *err);

/* 1 when the match (all its games) is over, 0 while it goes on; the winning team, or -1 for a
 * draw or while it goes on. */
TT_API int tt_series_is_over(const tt_series *s);
TT_API int tt_series_winner(const tt_series *s);
/* The number of the current (or last) game, 1-based; game wins of team; drawn games. */
TT_API unsigned tt_series_game_number(const tt_series *s);
TT_API unsigned tt_series_wins(const tt_series *s, unsigned team);
TT_API unsigned tt_series_draws(const tt_series *s);
/* A seat's current deck part (after siding): card ids, count in *n. Borrowed. */
TT_API const uint32_t *tt_series_deck(const tt_series *s, unsigned seat, unsigned part,
                                      unsigned *n);
/* Writes a person-readable text of a series event ("2A sides out Dark Hole for Mirror Force"). */
TT_API int tt_series_describe_event(const tt_series *s, const tt_series_event *ev, char *buf,
                                    size_t size);
/* The same text as seat viewer may read it at the table (-1: everything): another seat's
 * siding names no card (YP-6). A seat's stream or view uses this one; viewer
 * TT_VIEWER_PUBLIC (stream.h), a spectator, reads no seat's siding. */
TT_API int tt_series_describe_event_for(const tt_series *s, const tt_series_event *ev, int viewer,
                                        char *buf, size_t size);
TT_API const tt_ruleset *tt_series_ruleset(const tt_series *s);

#endif
