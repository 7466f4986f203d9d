/* match.h: a match in progress, the decision loop, views and events.
 *
 * A match is driven by two calls: tt_match_advance() runs the rules until a seat must decide
 * (or the match is over); tt_match_decide() takes one of the offered options. Its state is one
 * flat, pointer-free block: tt_match_clone() copies it with one memcpy, and advance/decide never
 * allocate. */
#ifndef TAGTEAM_MATCH_H
#define TAGTEAM_MATCH_H

#include <stddef.h>
#include <stdint.h>

#include "common.h"
#include "error.h"
#include "ruleset.h"

typedef struct tt_match tt_match;

/* An option of a decision: a payload the game module defines. Its label is made on demand
 * (tt_decision_label), so agents that never print pay nothing for it. */
typedef struct tt_option {
    uint16_t kind;
    int16_t a, b, c;
} tt_option;

typedef enum tt_event_kind {
    TT_EV_MATCH_START, /* a = first team */
    TT_EV_TURN_START,  /* seat = turn seat (or first seat of the turn team), a = turn number */
    TT_EV_PHASE,       /* a = phase index in the module's names */
    TT_EV_DRAW,        /* seat draws card */
    TT_EV_MOVE,        /* card moves; a = from zone instance, b = to zone instance */
    TT_EV_LIFE,        /* seat's pool changes by a, to b */
    TT_EV_PRIZE,       /* seat takes a prizes; b = pool total */
    TT_EV_DECIDE,      /* seat takes option a of its decision */
    TT_EV_SEAT_OUT,    /* seat is out (a = reason, tt_out_reason) */
    TT_EV_LASTING_END, /* lasting effect a (card) ends */
    TT_EV_GAME_OVER,   /* a = winning team or -1 for a draw; b = why, a tt_out_reason: of
                          the win the winner met itself (a card, time, Prizes), else of the
                          last loss (life, deck-out, no cards...) */
    TT_EV_SHUFFLE,     /* seat's deck is shuffled */
    TT_EV_COIN,        /* seat flips a coin: a = 1 heads, 0 tails */
    TT_EV_TIME,        /* the time of a timed match is up: life decides (YT-6.1, YP-13) */
    TT_EV_SHOWN,       /* card is shown privately to seat (a look: Confiscation's hand, Gladion's
                          Prizes); a = 1 when seat's teammates see it too (shared hands, YT-1.9) */
    TT_EV_GAME = 1000  /* module events start here */
} tt_event_kind;

typedef enum tt_out_reason {
    TT_OUT_DECK = 1, /* must draw from an empty deck (YT-1.10, YP-8, PD-22) */
    TT_OUT_LIFE,     /* life reached 0 (YT-1.4, YP-7) */
    TT_OUT_NO_CARDS, /* no cards in outcome.no_cards_in zones (PD-23) */
    TT_OUT_PRIZES,   /* the other side took its prizes (PD-24) */
    TT_OUT_CARD,     /* a card effect (YP-9, PD-24) */
    TT_OUT_CONCEDE,
    TT_OUT_TIME /* less life when time was up (YT-6.2, YP-13) */
} tt_out_reason;

typedef struct tt_event {
    uint16_t kind; /* tt_event_kind or a module kind >= TT_EV_GAME */
    int8_t seat;   /* -1 when none */
    int16_t card;  /* -1 when none */
    int32_t a, b;
} tt_event;

/* Called for every event; payload is the pointer given to tt_match_set_event_fn. */
typedef void (*tt_event_fn)(const tt_match *m, const tt_event *ev, void *payload);

#define TT_MATCH_SETUP_VERSION 1
typedef struct tt_match_setup {
    unsigned version; /* TT_MATCH_SETUP_VERSION */
    uint64_t seed;
    /* Each seat's main deck as card ids of the game module, and its extra deck. */
    const uint32_t *main[TT_MAX_SEATS];
    unsigned nmain[TT_MAX_SEATS];
    const uint32_t *extra[TT_MAX_SEATS];
    unsigned nextra[TT_MAX_SEATS];
    /* Optional: receives the events of the match from its creation on (who goes first, the
     * opening hands, the module's setup), as tt_match_set_event_fn does later. */
    tt_event_fn on_event;
    void *on_event_payload;
} tt_match_setup;

typedef enum tt_advance {
    TT_ADVANCE_DECIDE = 1, /* a seat must decide: see tt_match_decision_seat */
    TT_ADVANCE_OVER = 2    /* the match is over: see tt_match_winner */
} tt_advance;

/* Creates a match under rs. The match borrows rs (and its module) and must be freed first. */
TT_API TT_CHECK int tt_match_new(tt_match **out, tt_ctx *ctx, const tt_ruleset *rs,
                                 const tt_match_setup *setup, tt_error *err);
TT_API void tt_match_free(tt_match *m);
/* A new, independent match with the same state (one memcpy of the block). */
TT_API TT_CHECK int tt_match_clone(tt_match **out, const tt_match *m, tt_error *err);
/* Copies src's state into dst, a match of the same ruleset and the same number of cards (a
 * clone or another match of the same decks' sizes), without allocating: what a search does
 * between playouts. dst keeps its own event function. TT_ERR_MISUSE when they do not fit. */
TT_API TT_CHECK int tt_match_copy(tt_match *dst, const tt_match *src, tt_error *err);
/* Bytes tt_match_copy moves for m now: the fixed part of the state and, of its scratch of
 * fixed capacity, the pending decision's options and refusals and the frames in use. */
TT_API size_t tt_match_live_size(const tt_match *m);
/* Bytes of the state every copy moves: the core's and the module's parts, without the
 * scratch (options, refusals, frames) of which only the part in use is copied. */
TT_API size_t tt_match_fixed_size(const tt_match *m);
/* Size of the state block in bytes; tt_match_state returns it (for hashing, replays). */
TT_API size_t tt_match_state_size(const tt_match *m);
TT_API const void *tt_match_state(const tt_match *m);
TT_API const tt_ruleset *tt_match_ruleset(const tt_match *m);
TT_API void tt_match_set_event_fn(tt_match *m, tt_event_fn fn, void *payload);

/* Runs the rules until a decision is needed or the match ends; returns tt_advance or a
 * negative tt_status (TT_ERR_MISUSE when a module makes no progress). With a decision already
 * pending it changes nothing and returns TT_ADVANCE_DECIDE again. */
TT_API TT_CHECK int tt_match_advance(tt_match *m, tt_error *err);

/* The pending decision: its seat (-1 if none), its options (borrowed, valid until the next
 * advance/decide), and labels on demand. */
TT_API int tt_match_decision_seat(const tt_match *m);
TT_API unsigned tt_match_option_count(const tt_match *m);
TT_API const tt_option *tt_match_option_at(const tt_match *m, unsigned i);
TT_API int tt_match_option_label(const tt_match *m, unsigned i, char *buf, size_t size);
/* A short prompt for the pending decision ("2A: main phase"). */
TT_API int tt_match_decision_prompt(const tt_match *m, char *buf, size_t size);

/* Takes option i for seat. An out-of-turn seat or an index out of range is refused with
 * TT_ERR_ILLEGAL, err->path naming the rule key; the match is then byte-for-byte unchanged. */
TT_API TT_CHECK int tt_match_decide(tt_match *m, unsigned seat, unsigned i, tt_error *err);
/* Takes the option whose label is `label` (or the only one containing it). A label the rules
 * refused (e.g. a second Normal Summon) gets TT_ERR_ILLEGAL with the rule key and reason. */
TT_API TT_CHECK int tt_match_decide_label(tt_match *m, unsigned seat, const char *label,
                                          tt_error *err);
/* YP-11: seat concedes. It is out as outcome.seat_out says: its team loses (Team Duel), or it
 * is eliminated (PD-22; then only between effects: TT_ERR_ILLEGAL while one resolves). */
TT_API TT_CHECK int tt_match_concede(tt_match *m, unsigned seat, tt_error *err);

/* Outcome: 1 when the game is over, 0 while it goes on. Winner: team index, or -1 for a draw. */
TT_API int tt_match_is_over(const tt_match *m);
TT_API int tt_match_winner(const tt_match *m);
TT_API unsigned tt_match_turn(const tt_match *m);
/* The current phase's name (the module's, as rulesets list them), or NULL between turns. */
TT_API const char *tt_match_phase(const tt_match *m);
TT_API int tt_match_turn_seat(const tt_match *m); /* -1 in a team turn: see tt_match_turn_team */
TT_API int tt_match_turn_team(const tt_match *m);
TT_API int32_t tt_match_life(const tt_match *m, unsigned seat);

/* Writes a person-readable text of ev (module events through the module's describe hook). */
TT_API int tt_match_describe_event(const tt_match *m, const tt_event *ev, char *buf, size_t size);
/* Whether ev moves a card from a hidden zone to a hidden one (a deck's top cards set aside as
 * Prize cards): no one sees it, so neither the text nor a printer names the card. */
TT_API int tt_move_is_unseen(const tt_match *m, const tt_event *ev);

/* What seat may know: every card whose identity it may see gets its card id, the others
 * TT_HIDDEN. Fills out[card] for every card of the match (n = tt_match_card_count). A seat out
 * of range (TT_VIEWER_PUBLIC, stream.h) gets the public view: only the cards every seat sees. */
#define TT_HIDDEN 0xffffffffu
TT_API unsigned tt_match_card_count(const tt_match *m);
TT_API void tt_match_view(const tt_match *m, unsigned seat, uint32_t *out);
/* Whether seat may know card's identity now, as tt_match_view says; seat -1: whether every
 * seat may (a public card), for texts the whole table reads; so does a seat out of range
 * (TT_VIEWER_PUBLIC, a spectator). Labels and events name a hidden card only to a seat that
 * knows it. */
TT_API int tt_match_card_known(const tt_match *m, int seat, unsigned card);

#endif
