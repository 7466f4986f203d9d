/* table.c: one table's match (serve.h): the series, each seat's stream and the spectators',
 * the built-in agents, the clocks, the choices that come over connections, and the catch-up of
 * a connection that joins mid-match. Hidden information is the boundary here as on stdio: a
 * connection is sent only its seat's stream (or the public one) and its own decisions. */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "../cli.h"
#include "../protocol.h"
#include "../replay.h"
#include "record.h"
#include "serve.h"

static uint32_t view_scratch[TT_MAX_CARDS]; /* one thread: one scratch for every prompt */

static const char *seat_name(const table *t, unsigned seat, char who[4])
{
    return tt_seat_name(tt_ruleset_rules(t->cfg.rs), seat, who);
}

static unsigned nseats(const table *t)
{
    return tt_ruleset_rules(t->cfg.rs)->seats;
}

static int remote(const table *t, unsigned seat)
{
    return t->cfg.player[seat] == PLAYER_PERSON || t->cfg.player[seat] == PLAYER_BOT;
}

/* The connection at seat (a seat has one at most), or NULL. */
static conn *seat_conn(const table *t, int seat)
{
    for (conn *c = t->conns; c; c = c->next)
        if (c->seat == seat)
            return c;
    return NULL;
}

/* ---- the streams: every event goes through every stream, connected or not, so the handles
 * a seat's connection is told never depend on when it was connected ---- */

typedef struct fanout {
    table *t;
    tt_stream *const *streams; /* NULL where nobody listens */
    conn *only;                /* catch-up: the one connection told, at stream `only_seat` */
    int only_seat;
} fanout;

static void send_to_seat(fanout *f, int k, json_t *o)
{
    if (f->only) {
        if (k == f->only_seat)
            host_send(f->only, json_incref(o));
        return;
    }
    for (conn *c = f->t->conns; c; c = c->next)
        if (c->seat == k)
            host_send(c, json_incref(o));
}

static void on_game_event(const tt_match *m, const tt_event *ev, void *payload)
{
    fanout *f = payload;
    for (int k = 0; k <= TT_MAX_SEATS; k++) {
        if (!f->streams[k])
            continue;
        json_t *o = proto_event(m, ev, f->streams[k]);
        if (o)
            send_to_seat(f, k, o);
        json_decref(o);
    }
}

static void on_series_event(const tt_series *s, const tt_series_event *ev, void *payload)
{
    fanout *f = payload;
    for (int k = 0; k <= TT_MAX_SEATS; k++) {
        if (!f->streams[k])
            continue;
        json_t *o = proto_series_event(s, ev, f->streams[k]);
        send_to_seat(f, k, o);
        json_decref(o);
    }
}

/* At every decision point, live and in a catch-up alike, every stream is brought up to date
 * (a prompt does it for its seat): so a catch-up gives the very handles the live stream gave. */
static void sync_streams(tt_series *s, tt_stream *const *streams)
{
    tt_match *m = tt_series_game(s);
    for (int k = 0; m && k <= TT_MAX_SEATS; k++)
        if (streams[k])
            (void)tt_stream_sync(streams[k], m); /* a full stream: checked by check_streams */
}

/* ---- decisions ---- */

/* The pending decision's prompt for its seat's connection, with its id and clock. */
static void send_decide(table *t, conn *c)
{
    unsigned seat = (unsigned)t->pending_seat;
    json_t *extra = json_pack("{s:i}", "id", t->decided[seat] + 1);
    if (t->cfg.clock_decision > 0 || t->cfg.clock_total > 0) {
        double spent = (double)(net_now_ns() - t->pending_ns) / 1e9;
        json_t *clock = json_object();
        if (t->cfg.clock_decision > 0)
            json_object_set_new(clock, "decision", json_real(t->cfg.clock_decision - spent));
        if (t->cfg.clock_total > 0)
            json_object_set_new(clock, "total", json_real(t->left[seat] - spent));
        json_object_set_new(extra, "clock", clock);
    }
    char *text = proto_decide_text(t->s, seat, t->stream[seat], view_scratch, extra);
    if (!text) {
        host_error(c, NULL, "the decision could not be written (out of card handles or memory)");
        return;
    }
    net_send(c, text, strlen(text));
    free(text);
    /* message_rate counts messages nobody asked for: each prompt grants its answer */
    c->bucket = c->bucket + 1 > SERVE_BURST + 1 ? SERVE_BURST + 1 : c->bucket + 1;
}

static void over(table *t)
{
    char why[256];
    int w = tt_series_winner(t->s);
    t->over = 1;
    t->pending_seat = -1;
    json_t *msg = json_pack(
        "{s:{s:o, s:[i,i], s:s}}", "over", "winner", w >= 0 ? json_integer(w + 1) : json_null(),
        "wins", (int)tt_series_wins(t->s, 0), (int)tt_series_wins(t->s, 1), "record", t->cfg.id);
    for (conn *c = t->conns; c; c = c->next)
        host_send(c, json_incref(msg));
    json_decref(msg);
    if (record_finish(t, why, sizeof why))
        fprintf(stderr, "tagteam serve: table %s: %s\n", t->cfg.id, why);
    else
        fprintf(stderr, "tagteam serve: table %s is over (%s)\n", t->cfg.id,
                w >= 0 ? (w ? "team 2 wins" : "team 1 wins") : "a draw");
}

/* An engine error stops the table (reported, its record kept). */
static void broken(table *t, const tt_error *err)
{
    char text[512];
    tt_error_format(err, text, sizeof text);
    fprintf(stderr, "tagteam serve: table %s stopped: %s\n", t->cfg.id, text);
    t->broken = 1;
    t->pending_seat = -1;
    for (conn *c = t->conns; c; c = c->next)
        host_error(c, NULL, "the table stopped: %s", text);
}

/* Runs the match to its next decision and says who has it: a connection's seat is sent its
 * prompt; a built-in agent's decision is due (table_work). */
static void advance(table *t)
{
    tt_error err = {0};
    int rc = tt_series_advance(t->s, &err);
    if (rc < 0) {
        broken(t, &err);
        return;
    }
    for (int k = 0; k <= TT_MAX_SEATS; k++)
        if (t->stream[k] && tt_stream_check(t->stream[k], &err)) {
            broken(t, &err);
            return;
        }
    if (rc == TT_ADVANCE_OVER) {
        over(t);
        return;
    }
    sync_streams(t->s, t->stream);
    t->pending_seat = tt_series_decision_seat(t->s);
    t->pending_ns = net_now_ns();
    t->due = !remote(t, (unsigned)t->pending_seat);
    if (t->due)
        host_due(t->h);
    conn *c = t->due ? NULL : seat_conn(t, t->pending_seat);
    if (c)
        send_decide(t, c);
}

/* Takes decision (borrowed: an index, a label or {"concede": true}) for the pending seat:
 * recorded (and flushed) first, then applied; a refused one is taken out of the record again.
 * TT_OK, or the refusal (err) with nothing changed. */
static int take(table *t, json_t *decision, tt_error *err)
{
    unsigned seat = (unsigned)t->pending_seat;
    const tt_rules *r = tt_ruleset_rules(t->cfg.rs);
    long at = record_mark(t);
    if (t->decisions % SERVE_FINGERPRINT == 0 && record_fingerprint(t))
        return tt_error_set(err, TT_ERR_IO, "record", "the table's record cannot be written");
    json_t *line = replay_decision_line(r, seat, decision);
    int wrote = record_line(t, line);
    if (wrote) {
        json_decref(line);
        record_unwrite(t, at);
        return tt_error_set(err, TT_ERR_IO, "record", "the table's record cannot be written");
    }
    int rc = agent_apply_decision(t->s, seat, decision, err);
    if (rc != TT_OK) {
        json_decref(line);
        record_unwrite(t, at); /* refused: as if never sent */
        return rc;
    }
    json_array_append_new(t->log, line);
    t->decisions++;
    t->decided[seat]++;
    if (t->cfg.clock_total > 0)
        t->left[seat] -= (double)(net_now_ns() - t->pending_ns) / 1e9;
    t->pending_seat = -1;
    return TT_OK;
}

/* The seat's connection is told what it chose: the option (by index: its label too). */
static void send_chose(table *t, unsigned seat, json_t *decision, const char *label, int timeout)
{
    conn *c = seat_conn(t, (int)seat);
    if (!c)
        return;
    json_t *o = json_pack("{s:i}", "id", t->decided[seat]);
    if (json_is_object(decision))
        json_object_set_new(o, "concede", json_true());
    else if (json_is_integer(decision))
        json_object_set(o, "option", decision);
    if (label)
        json_object_set_new(o, "label", json_string(label));
    if (timeout)
        json_object_set_new(o, "timeout", json_true());
    host_send(c, json_pack("{s:o}", "chose", o));
}

static void label_of(const table *t, json_t *decision, char *buf, size_t size)
{
    buf[0] = 0;
    if (json_is_integer(decision) && json_integer_value(decision) >= 0 &&
        json_integer_value(decision) < tt_series_option_count(t->s))
        tt_series_option_label(t->s, (unsigned)json_integer_value(decision), buf, size);
    else if (json_is_string(decision))
        snprintf(buf, size, "%s", json_string_value(decision));
}

void table_choice(table *t, conn *c, json_t *msg)
{
    json_t *id = json_object_get(msg, "id"), *takev = json_object_get(msg, "take");
    int concede = json_is_true(json_object_get(msg, "concede"));
    if (c->seat == SERVE_SPECTATOR) {
        host_error(c, NULL, "a spectator takes no decision");
        return;
    }
    if (!json_is_integer(id)) {
        host_error(c, NULL, "a choice needs the decision's id (an integer)");
        return;
    }
    if (!concede && !json_is_integer(takev) && !json_is_string(takev)) {
        host_error(c, NULL,
                   "a choice is {\"id\": N, \"take\": INDEX or LABEL} or {\"id\": N, "
                   "\"concede\": true}");
        return;
    }
    unsigned seat = (unsigned)c->seat;
    json_int_t want = t->decided[seat] + 1;
    if (t->over || t->broken || t->pending_seat != c->seat) {
        host_send(c, json_pack("{s:{s:O, s:s, s:s}}", "refused", "id", id, "reason",
                               t->over ? "the match is over" : "the seat has no decision pending",
                               "rule", "not_your_decision"));
        return;
    }
    if (json_integer_value(id) != want) {
        char reason[128];
        snprintf(reason, sizeof reason,
                 "decision %" JSON_INTEGER_FORMAT " is not the pending one (%" JSON_INTEGER_FORMAT
                 ")",
                 json_integer_value(id), want);
        host_send(c, json_pack("{s:{s:O, s:s, s:s}}", "refused", "id", id, "reason", reason, "rule",
                               "stale"));
        return;
    }
    json_t *decision = concede ? json_pack("{s:b}", "concede", 1) : json_incref(takev);
    char label[256];
    tt_error err = {0};
    label_of(t, decision, label, sizeof label);
    int rc = take(t, decision, &err);
    if (rc == TT_OK) {
        send_chose(t, seat, decision, concede ? NULL : label, 0);
        advance(t);
    } else if (rc == TT_ERR_ILLEGAL || rc == TT_ERR_SCHEMA) {
        host_send(c, json_pack("{s:{s:O, s:s, s:s}}", "refused", "id", id, "reason", err.msg,
                               "rule", err.path));
    } else {
        broken(t, &err);
    }
    json_decref(decision);
}

void table_work(table *t)
{
    for (unsigned n = 0; n < SERVE_SLICE && t->due && !t->over && !t->broken; n++) {
        unsigned seat = (unsigned)t->pending_seat;
        unsigned i = agent_choose(t->cfg.player[seat], &t->agent_rng, t->s, seat);
        json_t *decision = json_integer(i);
        tt_error err = {0};
        t->due = 0;
        if (take(t, decision, &err) != TT_OK)
            broken(t, &err);
        else
            advance(t);
        json_decref(decision);
    }
}

void table_tick(table *t, int64_t now_ns)
{
    if (t->over || t->broken || t->pending_seat < 0 || t->due)
        return;
    unsigned seat = (unsigned)t->pending_seat;
    double limit = t->cfg.clock_decision > 0 ? t->cfg.clock_decision : 1e18;
    if (t->cfg.clock_total > 0 && t->left[seat] < limit)
        limit = t->left[seat];
    if (limit >= 1e18 || (double)(now_ns - t->pending_ns) / 1e9 < limit)
        return;
    /* out of time: the seat concedes (YP-11) or takes its default choice, the first option;
       where the rules refuse a concession now (PD-22, between games) it takes the default */
    tt_error err = {0};
    json_t *decision = json_pack("{s:b}", "concede", 1);
    char label[256];
    int rc = TT_ERR_ILLEGAL;
    if (t->cfg.timeout_concede && tt_series_game(t->s))
        rc = take(t, decision, &err);
    if (rc != TT_OK) {
        json_decref(decision);
        decision = json_integer(0);
        label_of(t, decision, label, sizeof label);
        rc = take(t, decision, &err);
    }
    if (rc != TT_OK) {
        broken(t, &err);
    } else {
        send_chose(t, seat, decision, json_is_integer(decision) ? label : NULL, 1);
        advance(t);
    }
    json_decref(decision);
}

/* ---- joining and catching up ---- */

static json_t *players_json(const table *t)
{
    json_t *o = json_object();
    char who[4];
    for (unsigned s = 0; s < nseats(t); s++)
        json_object_set_new(o, seat_name(t, s, who), json_string(t->cfg.player_name[s]));
    return o;
}

static void send_welcome(table *t, conn *c)
{
    const tt_rules *r = tt_ruleset_rules(t->cfg.rs);
    char who[4];
    json_t *clock = json_null();
    if (t->cfg.clock_decision > 0 || t->cfg.clock_total > 0)
        clock = json_pack("{s:f, s:f, s:s}", "decision", t->cfg.clock_decision, "total",
                          t->cfg.clock_total, "timeout",
                          t->cfg.timeout_concede ? "concede" : "default");
    host_send(
        c, json_pack("{s:{s:s, s:o, s:s, s:s, s:o, s:o}}", "welcome", "table", t->cfg.id, "seat",
                     c->seat == SERVE_SPECTATOR ? json_null()
                                                : json_string(seat_name(t, (unsigned)c->seat, who)),
                     "ruleset", r->name, "title", r->title, "players", players_json(t), "clock",
                     clock));
}

/* Whether c may read a talk line: table talk everyone, team talk the team's seats only. */
static int hears(const table *t, const conn *c, json_t *talk)
{
    const char *to = json_string_value(json_object_get(talk, "to"));
    const char *from = json_string_value(json_object_get(talk, "from"));
    const tt_rules *r = tt_ruleset_rules(t->cfg.rs);
    if (to && strcmp(to, "table") == 0)
        return 1;
    if (c->seat == SERVE_SPECTATOR || !from || tt_seat_parse(r, from) < 0)
        return 0;
    return r->per_team
               ? (unsigned)c->seat / r->per_team == (unsigned)tt_seat_parse(r, from) / r->per_team
               : c->seat == tt_seat_parse(r, from);
}

/* Plays the table's record again from its start into a fresh stream for c's seat, sending c
 * what it would have been sent: its stream, its own choices and the talk it hears. */
static int catch_up(table *t, conn *c)
{
    tt_stream *streams[TT_MAX_SEATS + 1] = {0};
    tt_series_setup setup = t->cfg.setup;
    tt_series *s = NULL;
    tt_error err = {0};
    int k = c->seat, rc = TT_OK;
    fanout f = {t, streams, c, k};
    if (k == SERVE_SPECTATOR ? tt_stream_new_public(&streams[k], t->cfg.rs, &err)
                             : tt_stream_new(&streams[k], t->cfg.rs, 1u << k, &err))
        return rc = err.code;
    setup.on_game_event = on_game_event;
    setup.on_series_event = on_series_event;
    setup.on_event_payload = &f;
    if ((rc = tt_series_new(&s, t->ctx, t->cfg.rs, &setup, &err)) != TT_OK)
        goto done;
    unsigned ids = 0;
    size_t i;
    json_t *line;
    json_array_foreach(t->log, i, line)
    {
        json_t *talk = json_object_get(line, "talk");
        if ((rc = tt_series_advance(s, &err)) < 0) /* the events up to where it was said */
            goto done;
        if (talk) {
            if (hears(t, c, talk))
                host_send(c, json_incref(line));
            continue;
        }
        sync_streams(s, streams);
        int seat = tt_series_decision_seat(s);
        json_t *decision = json_object_get(line, "take");
        if (!decision)
            decision = json_pack("{s:b}", "concede", 1);
        else
            json_incref(decision);
        char label[256] = "";
        if (json_is_integer(decision) && json_integer_value(decision) >= 0 &&
            json_integer_value(decision) < tt_series_option_count(s))
            tt_series_option_label(s, (unsigned)json_integer_value(decision), label, sizeof label);
        rc = agent_apply_decision(s, (unsigned)seat, decision, &err);
        if (rc == TT_OK && seat == k) {
            json_t *o = json_pack("{s:i}", "id", ++ids);
            if (json_is_object(decision))
                json_object_set_new(o, "concede", json_true());
            else
                json_object_set(o, json_is_integer(decision) ? "option" : "label", decision);
            if (label[0])
                json_object_set_new(o, "label", json_string(label));
            host_send(c, json_pack("{s:o}", "chose", o));
        }
        json_decref(decision);
        if (rc != TT_OK)
            goto done;
    }
    /* to the pending decision, or past the last one to the end of the match: an over table's
       last events (a game's result, the match's end) come after its last decision */
    if ((rc = tt_series_advance(s, &err)) >= 0)
        rc = TT_OK;
done:
    if (rc < 0)
        host_error(c, NULL, "the table's record could not be played again: %s", err.msg);
    tt_series_free(s);
    tt_stream_free(streams[k]);
    return rc < 0 ? rc : TT_OK;
}

void table_join(table *t, conn *c, int seat)
{
    conn *old = seat == SERVE_SPECTATOR ? NULL : seat_conn(t, seat);
    if (old) { /* a reload, or the same token on another device: the newest connection plays */
        host_error(old, NULL, "another connection joined this seat");
        table_leave(t, old);
        net_close(old);
    }
    c->t = t;
    c->seat = seat;
    send_welcome(t, c);
    if (catch_up(t, c) != TT_OK) { /* told why; it joined nothing */
        c->t = NULL;
        c->seat = -1;
        return;
    }
    c->next = t->conns;
    t->conns = c;
    host_send(c, json_pack("{s:b}", "caught_up", 1));
    if (!t->over && !t->broken && t->pending_seat == seat && !t->due)
        send_decide(t, c);
    if (t->over) {
        int w = tt_series_winner(t->s);
        host_send(c, json_pack("{s:{s:o, s:[i,i], s:s}}", "over", "winner",
                               w >= 0 ? json_integer(w + 1) : json_null(), "wins",
                               (int)tt_series_wins(t->s, 0), (int)tt_series_wins(t->s, 1), "record",
                               t->cfg.id));
    }
}

void table_leave(table *t, conn *c)
{
    for (conn **p = &t->conns; *p; p = &(*p)->next)
        if (*p == c) {
            *p = c->next;
            break;
        }
    c->t = NULL;
    c->next = NULL;
}

void table_talk(table *t, conn *c, const char *to, const char *text)
{
    char who[4];
    if (c->seat == SERVE_SPECTATOR) {
        host_error(c, NULL, "spectators do not talk");
        return;
    }
    json_t *talk = json_pack("{s:s, s:s, s:s}", "from", seat_name(t, (unsigned)c->seat, who), "to",
                             to, "text", text);
    json_t *line = json_pack("{s:o}", "talk", talk);
    if (!t->over && record_line(t, line)) { /* kept before it is said */
        json_decref(line);
        {
            host_error(c, NULL, "the table's record cannot be written");
            return;
        }
    }
    if (!t->over)
        json_array_append(t->log, line);
    for (conn *o = t->conns; o; o = o->next)
        if (hears(t, o, talk))
            host_send(o, json_incref(line));
    json_decref(line);
}

/* ---- making, resuming and freeing tables ---- */

static table *table_alloc(host *h, tt_ctx *ctx, table_config *cfg, char *why, size_t size)
{
    table *t = calloc(1, sizeof *t);
    tt_error err = {0};
    if (!t || !(t->log = json_array())) {
        free(t);
        snprintf(why, size, "out of memory");
        return NULL;
    }
    t->h = h;
    t->ctx = ctx;
    t->cfg = *cfg;
    memset(cfg, 0, sizeof *cfg); /* taken over */
    t->pending_seat = -1;
    t->cfg.setup.seed = t->cfg.seed; /* the series draws from the setup's seed */
    for (unsigned s = 0; s < nseats(t); s++)
        t->left[s] = t->cfg.clock_total;
    tt_rng_seed(&t->agent_rng, t->cfg.seed ^ 0xa5a5a5a5a5a5a5a5ull);
    for (unsigned k = 0; k <= TT_MAX_SEATS; k++) {
        int rc = k == SERVE_SPECTATOR ? tt_stream_new_public(&t->stream[k], t->cfg.rs, &err)
                 : k < nseats(t)      ? tt_stream_new(&t->stream[k], t->cfg.rs, 1u << k, &err)
                                      : TT_OK;
        if (rc) {
            snprintf(why, size, "%s", err.msg);
            table_free(t);
            return NULL;
        }
    }
    fanout *f = calloc(1, sizeof *f);
    if (!f) {
        snprintf(why, size, "out of memory");
        table_free(t);
        return NULL;
    }
    f->t = t;
    f->streams = t->stream;
    f->only_seat = -1;
    t->cfg.setup.on_game_event = on_game_event;
    t->cfg.setup.on_series_event = on_series_event;
    t->cfg.setup.on_event_payload = f;
    return t;
}

static table *begin(table *t, char *why, size_t size)
{
    tt_error err = {0};
    if (tt_series_new(&t->s, t->ctx, t->cfg.rs, &t->cfg.setup, &err)) {
        tt_error_format(&err, why, size);
        table_free(t);
        return NULL;
    }
    return t;
}

table *table_start(host *h, tt_ctx *ctx, table_config *cfg, char *why, size_t size)
{
    table *t = table_alloc(h, ctx, cfg, why, size);
    if (!t)
        return NULL;
    if (record_start(t, why, size)) {
        table_free(t);
        return NULL;
    }
    if (!(t = begin(t, why, size)))
        return NULL;
    advance(t);
    return t;
}

table *table_resume(host *h, tt_ctx *ctx, const char *file, char *why, size_t size)
{
    table_config cfg;
    memset(&cfg, 0, sizeof cfg);
    if (record_read_config(&cfg, ctx, file, why, size))
        return NULL;
    table *t = table_alloc(h, ctx, &cfg, why, size);
    if (!t)
        return NULL;
    if (!(t = begin(t, why, size)))
        return NULL;
    /* the record's decisions again, its fingerprints checked; the events go to no one yet
       (no connection), but through every stream, to keep their handles */
    if (record_replay(t, file, why, size)) {
        table_free(t);
        return NULL;
    }
    advance(t);
    return t;
}

void table_free(table *t)
{
    if (!t)
        return;
    while (t->conns)
        table_leave(t, t->conns);
    if (t->record)
        fclose(t->record);
    tt_series_free(t->s);
    for (unsigned k = 0; k <= TT_MAX_SEATS; k++)
        tt_stream_free(t->stream[k]);
    free(t->cfg.setup.on_event_payload);
    json_decref(t->log);
    table_config_release(&t->cfg);
    free(t);
}
