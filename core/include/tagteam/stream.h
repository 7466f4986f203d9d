/* stream.h: a seat's own stream of a match: the events as the player at that seat learns them.
 *
 * Hidden information is a boundary (docs/api.md): a program playing a seat (a bot over stdio,
 * a search agent, a seat's view) is told only what its player could know at the table. A
 * stream filters the match's events for a set of seats (those one program plays): another
 * seat's private look is not in it, a card they may not know is not named, and no card is
 * named by its index in the match (which follows deck-file order, so it would tell a hidden
 * card's identity): each card the seats see gets an opaque handle instead. */
#ifndef TAGTEAM_STREAM_H
#define TAGTEAM_STREAM_H

#include "match.h"

typedef struct tt_stream tt_stream;

/* The handles a stream gives in one game (an event's card field is 16 bits). A card gets a new
 * handle each time it comes back into the seats' sight, so a very long game can run out: the
 * stream then stops (tt_stream_filter and tt_stream_sync return TT_ERR_LIMIT, and
 * tt_stream_check says why) rather than give a handle twice. */
#define TT_STREAM_MAX_HANDLES 32767

/* A stream for the seats of seat_mask (bit s: seat s), at least one of the ruleset's seats. */
TT_API TT_CHECK int tt_stream_new(tt_stream **out, const tt_ruleset *rs, unsigned seat_mask,
                                  tt_error *err);
TT_API void tt_stream_free(tt_stream *st);
TT_API unsigned tt_stream_seats(const tt_stream *st);

/* Filters ev, an event of m, for the stream's seats. Returns TT_ERR_LIMIT once the game has
 * used up TT_STREAM_MAX_HANDLES (see tt_stream_check), 0 when the event is not theirs:
 * another seat's private look (TT_EV_SHOWN), or another seat's decision (TT_EV_DECIDE: its
 * options may depend on its hidden cards, and so may whether it was asked at all, since a
 * response window opens only for a seat that could act, unless responses.ask_every_seat).
 * Else 1 with *out a copy in which
 * every card field (card, and a or b where the event kind carries a card:
 * tt_game.event_card_fields) holds the card's handle, or -1 where the seats may not know it.
 * Call it for every event of the match in order (it keeps the handles up to date); a
 * TT_EV_MATCH_START (a new game of a match) starts the handles again. */
TT_API int tt_stream_filter(tt_stream *st, const tt_match *m, const tt_event *ev, tt_event *out);

/* Brings the handles up to date with m as it is now, without an event (before showing the
 * seats a view of the match: their decision's prompt). TT_OK, or TT_ERR_LIMIT (as above). */
TT_API int tt_stream_sync(tt_stream *st, const tt_match *m);

/* TT_OK while the stream can go on; else TT_ERR_LIMIT with err naming the limit. */
TT_API TT_CHECK int tt_stream_check(const tt_stream *st, tt_error *err);

/* The handle of card for the stream's seats as of the last filtered event or sync, or -1 when they
 * do not know the card. Handles count from 0 in the order the seats come to know cards (in
 * zone order when several at once); a card that leaves their sight loses its handle and gets
 * a new one when seen again, as a player cannot tell one copy of a card from another once it
 * is shuffled away. */
TT_API int tt_stream_handle(const tt_stream *st, unsigned card);

/* Text of ev (an event of m, as given to tt_stream_filter, not its filtered copy) as seat
 * reads it: the cards seat may not know are not named. tt_match_describe_event is the
 * omniscient text (a log for the table). */
TT_API int tt_match_describe_event_for(const tt_match *m, const tt_event *ev, unsigned seat,
                                       char *buf, size_t size);

#endif
