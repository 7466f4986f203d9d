/* observe.h: a seat's observation: everything the player at that seat may know of the match
 * now, as data (issue 29). The zones with each card's public state (face, position, ATK/DEF,
 * HP left, damage, attached cards, conditions...), the cards it may not know as places without
 * identity, the life and Prize pools, the chain or the attack in progress, the turn, the phase,
 * and the seat's own decision with its options both labelled and structured.
 *
 * It is built from the seat's knowledge only (tt_match_card_known): a hidden card gives no
 * identity, no handle, and no index that depends on it; an option names a card only by its
 * place in the observation, and only where the seat may know where it lies (a card of its hand,
 * a Set card on the field), never a place in a Deck. The stdio protocol's `observation`, the
 * table server's and the Python package's are this object (docs/api.md, docs/bots.md). */
#ifndef TAGTEAM_OBSERVE_H
#define TAGTEAM_OBSERVE_H

#include <stddef.h>
#include <stdint.h>

#include "common.h"
#include "match.h"
#include "stream.h"

#define TT_OBS_FIELDS    8         /* a module's per-card fields (tt_game.obs_fields) */
#define TT_OBS_NONE      INT32_MIN /* a field the card has no value of, or the seat may not know */
#define TT_OBS_MAX_ZONES (TT_MAX_ZONES * TT_MAX_LANES * TT_MAX_TEAMS) /* zone instances */
#define TT_OBS_MAX_LINKS 32
/* A seat for tt_match_observe: the public observation, a spectator's (TT_VIEWER_PUBLIC). */
#define TT_OBS_PUBLIC TT_VIEWER_PUBLIC

/* tt_obs_card.flags */
#define TT_OBS_KNOWN 1u /* the seat knows what the card is: id is set */
#define TT_OBS_FACE_DOWN                                                                           \
    2u                     /* face-down where it lies (a Set card, a face-down Active at setup)    \
                            */
#define TT_OBS_REVEALED 4u /* revealed to every seat whatever its zone (YM-3) */

typedef struct tt_obs_card {
    uint32_t id;         /* the card's id in the game's card database, or TT_HIDDEN */
    int32_t handle;      /* its handle in the stream given to tt_match_observe (the events'
                            `card`), or -1: no stream, or a card the stream's seats do not know */
    uint16_t zone;       /* index into tt_observation.zones */
    uint16_t index;      /* its place in the zone, 0 the bottom (a Deck's top is count - 1) */
    int16_t attached_to; /* index into cards of the card it is attached to or lies under (an
                            Energy, a Tool, an Xyz Material), or -1 */
    int8_t owner, controller;
    uint8_t flags;                /* TT_OBS_* */
    int32_t field[TT_OBS_FIELDS]; /* the module's fields (tt_game.obs_fields), TT_OBS_NONE unset */
} tt_obs_card;

/* A zone instance: "1A.hand", "2B.monster", "1A.active@left" (a lane's), "center.stadium". */
typedef struct tt_obs_zone {
    char name[TT_NAME_MAX + 16];
    uint8_t kind;          /* index into the ruleset's zones */
    int8_t seat;           /* its seat (a seat zone), the team's first seat (a team zone), or -1 */
    int8_t team;           /* its team, or -1 for a zone of no team (a shared lane's) */
    int8_t lane;           /* its lane, or -1 */
    uint16_t first, count; /* its cards: cards[first .. first + count - 1], bottom first */
} tt_obs_zone;

/* A link of the chain, or an attack in progress (the module's tt_game.obs_link_kinds). */
typedef struct tt_obs_link {
    uint16_t kind;
    int8_t seat;          /* who activated or attacks */
    int8_t target_seat;   /* the seat a direct attack or an effect aimed at a player is at, or -1 */
    int16_t card, target; /* indices into cards, or -1 (none, or a place the seat may not know) */
} tt_obs_link;

/* What an option's argument is (tt_game.option_shape). */
typedef enum tt_arg_kind { TT_ARG_NONE, TT_ARG_INT, TT_ARG_CARD, TT_ARG_SEAT } tt_arg_kind;

typedef struct tt_obs_option {
    uint16_t kind;       /* tt_option.kind: the module's option kind */
    uint8_t arg_kind[3]; /* tt_arg_kind of a, b and c */
    int32_t arg[3];      /* a, b and c: a number or a seat as the option holds it; for a card,
                            its index into cards, or -1 where the seat may not know its place */
} tt_obs_option;

typedef struct tt_observation {
    uint8_t seat;         /* whose observation, or TT_OBS_PUBLIC: a spectator's */
    int8_t decision_seat; /* seat when the pending decision is its own, else -1: whether
                             another seat is asked may depend on its hidden cards */
    int8_t turn_seat;     /* -1 in a team turn */
    int8_t turn_team;
    int8_t phase;        /* index into the module's phases, or -1 between turns */
    int8_t over, winner; /* winner: a team, or -1 (a draw, or not over) */
    uint16_t turn;
    int32_t life[TT_MAX_SEATS];         /* each seat's life pool (a team pool: the same value) */
    uint8_t prizes_taken[TT_MAX_SEATS]; /* of each seat's Prize pool */
    uint16_t ncards, nzones, nlinks, noptions;
    tt_obs_zone zones[TT_OBS_MAX_ZONES];
    tt_obs_card cards[TT_MAX_CARDS];
    tt_obs_link links[TT_OBS_MAX_LINKS];
    tt_obs_option options[TT_MAX_OPTIONS]; /* the pending decision's, when it is seat's */
} tt_observation;

/* A module's per-card field: its name ("atk", "position") and, for a field whose values are
 * names, those names by value ("attack", "defense"; NULL-terminated; NULL: a number). A field
 * with flags set is a bit set of those names ("asleep", "poisoned"). */
typedef struct tt_obs_field {
    const char *name;
    const char *const *values;
    uint8_t flags;
} tt_obs_field;

/* Fills out with what seat may know of m now. st (may be NULL) is a stream of a set of seats
 * holding seat, kept up to date with m's events (tt_stream_filter): its handles are the cards'
 * handles, as the events name them; without it every handle is -1. TT_ERR_MISUSE for a seat
 * out of range or a stream not of seat; TT_ERR_LIMIT when the stream has run out of handles.
 *
 * seat TT_OBS_PUBLIC: a spectator's observation, with st NULL or the public stream
 * (tt_stream_new_public; a seat's stream is TT_ERR_MISUSE). A card is known exactly when
 * tt_match_card_known(m, -1, card), its place likewise (a Set card's place, never what it is);
 * decision_seat is -1 and there are no options, whoever decides; o->seat is TT_OBS_PUBLIC and
 * its JSON "seat" null. The module's observe_card hook gets seat TT_OBS_PUBLIC. */
TT_API TT_CHECK int tt_match_observe(const tt_match *m, unsigned seat, tt_stream *st,
                                     tt_observation *out, tt_error *err);

/* sizeof(tt_observation) as this library was built: a program reaching the library through
 * another language's mirror of the struct (the Python package) checks it before observing,
 * as tt_match_observe writes that many bytes. */
TT_API size_t tt_observation_size(void);

/* Writes o (made by tt_match_observe of m) as one line of JSON text (docs/api.md has its
 * layout), NUL-terminated, into buf of size bytes; returns the length it needs without the
 * NUL (write again with a larger buf when it is size or more), or a negative tt_status. */
TT_API int tt_observation_json(const tt_match *m, const tt_observation *o, char *buf, size_t size);

/* The module's per-card fields (count in *n) and names of link kinds and option kinds, for
 * those who encode observations (the Python package's arrays). NULL when it has none. */
TT_API const tt_obs_field *tt_match_obs_fields(const tt_match *m, unsigned *n);
TT_API const char *tt_match_obs_link_kind(const tt_match *m, unsigned kind);
TT_API const char *tt_match_option_kind(const tt_match *m, unsigned kind);

#endif
