/* stream.h: a seat's own stream of a match: the events as the player at that seat learns them;
 * and the public stream, as a spectator learns them (issue 28).
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

/* The public viewer, a spectator: it knows what every seat at the table could see (face-up
 * cards, the counts of hands and Decks, the chain, life) and nothing a single seat or team
 * knows on its own (a hand card, a Set card, a decision, a private look). Pass it where a
 * seat is asked for: tt_match_describe_event_for, tt_series_describe_event_for (as an int),
 * tt_match_observe (TT_OBS_PUBLIC, observe.h); tt_match_card_known answers for it as for
 * seat -1. A module's describe hook may get it as viewer and its observe_card hook as seat:
 * never an index into per-seat arrays. */
#define TT_VIEWER_PUBLIC 0xffu

/* A stream for the seats of seat_mask (bit s: seat s), at least one of the ruleset's seats. */
TT_API TT_CHECK int tt_stream_new(tt_stream **out, const tt_ruleset *rs, unsigned seat_mask,
                                  tt_error *err);
/* The public stream (TT_VIEWER_PUBLIC): the stream of no seat, tt_stream_seats gives 0. It
 * knows a card exactly when tt_match_card_known(m, -1, card) (public everywhere at the table);
 * it drops every TT_EV_DECIDE, whoever decides (a seat's options and whether it is asked may
 * depend on its hidden cards), and every TT_EV_SHOWN (a private look); a card a seat would need
 * its own knowledge to name gets no handle. Its texts are tt_match_describe_event_for(m, ev,
 * TT_VIEWER_PUBLIC, ...). For a spectator (the table server's), or a public log. */
TT_API TT_CHECK int tt_stream_new_public(tt_stream **out, const tt_ruleset *rs, tt_error *err);
TT_API void tt_stream_free(tt_stream *st);
/* The stream's seat mask; 0 for the public stream. */
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
 * reads it: the cards seat may not know are not named. seat TT_VIEWER_PUBLIC: as a spectator
 * reads it (only public cards named, no decision's option). Any other seat out of range gives
 * "" and -1. tt_match_describe_event is the omniscient text (a log for the table). */
TT_API int tt_match_describe_event_for(const tt_match *m, const tt_event *ev, unsigned seat,
                                       char *buf, size_t size);

#endif
