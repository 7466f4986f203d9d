/* protocol.h: the JSON objects of the seat protocol, one definition for every place that speaks
 * it: `tagteam play`'s stdio and exec seats (docs/bots.md) and the table server's WebSocket
 * seats and spectators (docs/server.md). Each tells a stream's seats only what they may know. */
#ifndef TAGTEAM_PROTOCOL_H
#define TAGTEAM_PROTOCOL_H

#include <jansson.h>
#include <stdint.h>

#include "tagteam/tagteam.h"

/* The JSON name of each core event kind (tt_event_kind below TT_EV_GAME). */
extern const char *const proto_event_names[];

/* An event's kind and seat ({"event": ..., "kind": ..., "seat": ...}), what every event line
 * begins with, the omniscient log's too. A new object. */
json_t *proto_event_head(const tt_match *m, const tt_event *ev);
/* An event as st's stream tells it, or NULL when it is not theirs: hidden information is a
 * boundary, so a stream is told only what its seats may know at the table (tt_stream_filter):
 * cards by opaque handles, a card they may not know unnamed, no other seat's private look or
 * option. Call it for every event of the match, in order (it keeps st's handles). */
json_t *proto_event(const tt_match *m, const tt_event *ev, tt_stream *st);
/* A series event (a match of several games) as st's seats may know it; st NULL: everything. */
json_t *proto_series_event(const tt_series *s, const tt_series_event *ev, const tt_stream *st);
/* Whose knowledge a series event's text is told with (tt_series_describe_event_for's viewer). */
int proto_series_viewer(const tt_stream *st, const tt_series_event *ev);
/* The pending decision of seat as its `decide` object (without the {"decide": ...} around it):
 * in a game the seat, turn, life, options, view and observation (st: the seat's stream); between
 * games the game to come, the wins and the options. view is scratch for TT_MAX_CARDS ids. NULL
 * when it cannot be made (no memory, st out of handles). */
json_t *proto_decide(const tt_series *s, unsigned seat, tt_stream *st, uint32_t *view);

/* The whole {"decide": ...} message as text (malloc'd; NULL on failure), without the stdio
 * line's "view" (the observation holds every zone it lists), with extra's keys
 * (released; may be NULL) added to the decide object: the observation is written straight as
 * text, not made into JSON values and written again (the table server's every decision). */
char *proto_decide_text(const tt_series *s, unsigned seat, tt_stream *st, uint32_t *view,
                        json_t *extra);

#endif
