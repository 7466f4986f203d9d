/* protocol.c: the seat protocol's JSON objects (protocol.h), for stdio and exec seats and for
 * the table server alike. */
#include "protocol.h"

#include <stdlib.h>
#include <string.h>

#include "cli.h"

const char *const proto_event_names[] = {
    "match_start", "turn_start",  "phase",     "draw",    "move", "life", "prize", "decide",
    "seat_out",    "lasting_end", "game_over", "shuffle", "coin", "time", "shown"};
_Static_assert(TT_EV_SHOWN == 14, "one JSON name per core event kind");

/* Whose knowledge names the cards in a stream's texts: its first seat, or for the public
 * stream (no seat: a spectator's) TT_VIEWER_PUBLIC. */
static unsigned viewer_of(unsigned mask)
{
    unsigned s = 0;
    if (!mask)
        return TT_VIEWER_PUBLIC;
    while (!(mask >> s & 1))
        s++;
    return s;
}

json_t *proto_event_head(const tt_match *m, const tt_event *ev)
{
    char seat[4];
    json_t *o = json_object();
    json_object_set_new(o, "event",
                        json_string(ev->kind < TT_EV_GAME ? proto_event_names[ev->kind] : "game"));
    if (ev->kind >= TT_EV_GAME)
        json_object_set_new(o, "kind", json_integer(ev->kind - TT_EV_GAME));
    if (ev->seat >= 0)
        json_object_set_new(o, "seat",
                            json_string(tt_seat_name(tt_match_rules(m), (unsigned)ev->seat, seat)));
    return o;
}

json_t *proto_event(const tt_match *m, const tt_event *ev, tt_stream *st)
{
    char text[256];
    tt_event out;
    if (tt_stream_filter(st, m, ev, &out) != 1)
        return NULL; /* not the seats', or the stream is full: the caller checks the stream */
    json_t *o = proto_event_head(m, ev);
    if (out.card >= 0)
        json_object_set_new(o, "card", json_integer(out.card));
    if (out.card >= 0 || (ev->kind == TT_EV_SHOWN && ev->card >= 0)) /* a look names its card */
        json_object_set_new(
            o, "name",
            json_string(tt_carddb_name(tt_match_carddb(m), tt_card_id(m, (unsigned)ev->card))));
    json_object_set_new(o, "a", json_integer(out.a));
    json_object_set_new(o, "b", json_integer(out.b));
    tt_match_describe_event_for(m, ev, viewer_of(tt_stream_seats(st)), text, sizeof text);
    json_object_set_new(o, "text", json_string(text));
    return o;
}

static const char *const series_event_names[] = {
    "", "game_start", "game_result", "chooses_first", "side", "time_between_games", "match_over"};

/* -1, everything, for the omniscient log (st NULL); in a stream the event's own seat when it is
 * one of the stream's (its own siding), else the stream's viewer, as proto_event. */
int proto_series_viewer(const tt_stream *st, const tt_series_event *ev)
{
    if (!st)
        return -1;
    unsigned seats = tt_stream_seats(st);
    return ev->seat >= 0 && (seats >> ev->seat & 1) ? ev->seat : (int)viewer_of(seats);
}

json_t *proto_series_event(const tt_series *s, const tt_series_event *ev, const tt_stream *st)
{
    char text[256], seat[4];
    tt_series_describe_event_for(s, ev, proto_series_viewer(st, ev), text, sizeof text);
    json_t *o = json_pack("{s:s, s:s, s:s}", "event", "match", "kind", series_event_names[ev->kind],
                          "text", text);
    if (ev->seat >= 0)
        json_object_set_new(o, "seat",
                            json_string(tt_seat_name(tt_ruleset_rules(tt_series_ruleset(s)),
                                                     (unsigned)ev->seat, seat)));
    if (ev->kind == TT_SEV_GAME_RESULT || ev->kind == TT_SEV_CHOOSES_FIRST ||
        ev->kind == TT_SEV_MATCH_OVER) /* null: a draw */
        json_object_set_new(o, "team", ev->team >= 0 ? json_integer(ev->team + 1) : json_null());
    if (ev->kind == TT_SEV_GAME_START || ev->kind == TT_SEV_GAME_RESULT)
        json_object_set_new(o, "game", json_integer(ev->a));
    return o;
}

/* The cards the seat sees, zone by zone ("1A.hand", "2B.active@left"), each with its handle
 * in the seat's stream (the events' `card`); null for a card it does not know. A zone shared
 * by several seats is listed once. */
static json_t *seat_view(const tt_match *m, unsigned seat, tt_stream *st, uint32_t *view)
{
    const tt_rules *r = tt_match_rules(m);
    const tt_carddb *db = tt_match_carddb(m);
    static uint8_t seen[TT_MAX_ZONES * TT_MAX_SEATS * TT_MAX_LANES];
    json_t *zones = json_array();
    memset(seen, 0, sizeof seen);
    tt_match_view(m, seat, view);
    tt_stream_sync(st, m);
    for (unsigned k = 0; k < r->nzones; k++)
        for (unsigned s = 0; s < r->seats; s++)
            for (unsigned l = 0; l < (r->nlanes ? r->nlanes : 1u); l++) {
                unsigned inst = tt_zone_instance(m, k, s, r->nlanes ? (int)l : -1);
                if (inst == TT_NOWHERE || inst >= sizeof seen || seen[inst])
                    continue;
                seen[inst] = 1;
                char name[64], who[4];
                if (r->nlanes > 1 &&
                    (r->zones[k].scope == TT_PER_LANE || r->zones[k].scope == TT_PER_LANE_TEAM))
                    snprintf(name, sizeof name, "%s.%s@%s", tt_seat_name(r, s, who),
                             r->zones[k].name, r->lanes[l].name);
                else
                    snprintf(name, sizeof name, "%s.%s", tt_seat_name(r, s, who), r->zones[k].name);
                json_t *cards = json_array();
                for (unsigned i = 0; i < tt_zone_count(m, inst); i++) {
                    unsigned c = tt_zone_card(m, inst, i);
                    json_array_append_new(cards, view[c] == TT_HIDDEN
                                                     ? json_null()
                                                     : json_pack("{s:i, s:s}", "card",
                                                                 tt_stream_handle(st, c), "name",
                                                                 tt_carddb_name(db, view[c])));
                }
                json_array_append_new(zones, json_pack("{s:s, s:o}", "zone", name, "cards", cards));
            }
    return zones;
}

/* The labels of the pending decision's options, in a game or between games. */
static json_t *option_labels(const tt_series *s)
{
    char label[256];
    json_t *options = json_array();
    for (unsigned i = 0; i < tt_series_option_count(s); i++) {
        tt_series_option_label(s, i, label, sizeof label);
        json_array_append_new(options, json_string(label));
    }
    return options;
}

/* The decide object; in a game with the view and the observation only when with_obs (else
 * the caller writes the observation as text, and the view, which the observation holds too,
 * is left out: proto_decide_text). */
static json_t *decide_object(const tt_series *s, unsigned seat, tt_stream *st, uint32_t *view,
                             int with_obs)
{
    char who[4];
    const tt_match *m = tt_series_game(s);
    json_t *options = option_labels(s);
    if (!m) /* between the games of a match: the game to come, the game wins so far */
        return json_pack("{s:s, s:i, s:[i,i], s:o}", "seat",
                         tt_seat_name(tt_ruleset_rules(tt_series_ruleset(s)), seat, who),
                         "next_game", (int)tt_series_game_number(s) + 1, "wins",
                         (int)tt_series_wins(s, 0), (int)tt_series_wins(s, 1), "options", options);
    json_t *seen = with_obs ? seat_view(m, seat, st, view) : NULL, *obs = NULL;
    if (with_obs && !(obs = cli_observation(m, seat, st))) {
        json_decref(options);
        json_decref(seen);
        return NULL;
    }
    json_t *d = json_pack("{s:s, s:i, s:i, s:o}", "seat",
                          tt_seat_name(tt_match_rules(m), seat, who), "turn", (int)tt_match_turn(m),
                          "life", (int)tt_match_life(m, seat), "options", options);
    if (d && seen)
        json_object_set_new(d, "view", seen);
    if (d && obs)
        json_object_set_new(d, "observation", obs);
    return d;
}

json_t *proto_decide(const tt_series *s, unsigned seat, tt_stream *st, uint32_t *view)
{
    return decide_object(s, seat, st, view, 1);
}

char *proto_decide_text(const tt_series *s, unsigned seat, tt_stream *st, uint32_t *view,
                        json_t *extra)
{
    const tt_match *m = tt_series_game(s);
    json_t *d = decide_object(s, seat, st, view, 0);
    if (d && extra)
        json_object_update(d, extra);
    json_decref(extra);
    json_t *msg = d ? json_pack("{s:o}", "decide", d) : NULL;
    char *text = msg ? json_dumps(msg, JSON_COMPACT) : NULL;
    json_decref(msg);
    size_t olen = 0, tlen = text ? strlen(text) : 0;
    const char *obs = text && m ? cli_observation_text(m, seat, st, &olen) : NULL;
    if (!text || !m || !obs) {
        if (m && text && !obs) { /* no observation: no message */
            free(text);
            return NULL;
        }
        return text;
    }
    /* {"decide":{...}} becomes {"decide":{...,"observation":OBS}} */
    static const char key[] = ",\"observation\":";
    char *out = malloc(tlen + sizeof key + olen + 1);
    if (out) {
        memcpy(out, text, tlen - 2);
        memcpy(out + tlen - 2, key, sizeof key - 1);
        memcpy(out + tlen - 2 + sizeof key - 1, obs, olen);
        memcpy(out + tlen - 2 + sizeof key - 1 + olen, "}}", 3);
    }
    free(text);
    return out;
}
