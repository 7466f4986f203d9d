/* host.c: the tables and the connections' messages (serve.h, docs/server.md). A connection
 * joins a seat or the spectators with a token; after that each message is a choice or talk,
 * checked here (shape, rate, size) before its table sees it. A bad message gets an error on its
 * own connection and changes nothing anywhere. */
#include <dirent.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#include "../cli.h"
#include "record.h"
#include "serve.h"

/* Latency buckets: 10 us wide below 1 ms, then 1 ms wide up to 1 s (the last: more). */
#define LAT_BUCKETS 1100

struct host {
    tt_ctx *ctx;
    char data_dir[2048];
    host_limits lim;
    table *tables; /* every table, open or over (an over one keeps its viewers) */
    unsigned open, conns;
    int maybe_due;                      /* some table may have a built-in agent's decision due */
    unsigned long choices;              /* choices taken from connections */
    unsigned long latency[LAT_BUCKETS]; /* from a choice received to the next decision sent */
};

static void note_latency(host *h, int64_t ns)
{
    int64_t us = ns / 1000;
    unsigned k = us < 1000 ? (unsigned)(us / 10) : (unsigned)(100 + us / 1000 - 1);
    h->latency[k < LAT_BUCKETS ? k : LAT_BUCKETS - 1]++;
    h->choices++;
}

/* The upper edge of the bucket holding the q-th fraction of latencies, in microseconds. */
static double latency_quantile(const host *h, double q)
{
    unsigned long want = (unsigned long)(q * (double)h->choices), seen = 0;
    for (unsigned k = 0; k < LAT_BUCKETS; k++) {
        seen += h->latency[k];
        if (seen > want)
            return k < 100 ? (k + 1) * 10.0 : (double)(k - 100 + 2) * 1000.0;
    }
    return 0;
}

json_t *host_stats(const host *h)
{
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    unsigned long tables = 0;
    for (const table *t = h->tables; t; t = t->next)
        tables++;
    return json_pack("{s:i, s:i, s:i, s:I, s:{s:f, s:f}, s:I, s:f}", "tables_open", (int)h->open,
                     "tables", (int)tables, "connections", (int)h->conns, "choices",
                     (json_int_t)h->choices, "latency_us", "p50", latency_quantile(h, 0.5), "p99",
                     latency_quantile(h, 0.99), "max_rss_kb", (json_int_t)ru.ru_maxrss, "cpu_s",
                     (double)ru.ru_utime.tv_sec + ru.ru_utime.tv_usec / 1e6 +
                         (double)ru.ru_stime.tv_sec + ru.ru_stime.tv_usec / 1e6);
}

host *host_new(tt_ctx *ctx, const char *data_dir, const host_limits *lim)
{
    host *h = calloc(1, sizeof *h);
    if (!h)
        return NULL;
    h->ctx = ctx;
    snprintf(h->data_dir, sizeof h->data_dir, "%s", data_dir);
    h->lim = *lim;
    return h;
}

const char *host_data_dir(const host *h)
{
    return h->data_dir;
}

unsigned host_tables_open(const host *h)
{
    return h->open;
}

static void add_table(host *h, table *t)
{
    t->next = h->tables;
    h->tables = t;
    h->open++;
}

unsigned host_resume(host *h)
{
    char dir[4096], file[4096 + 256], why[512];
    unsigned n = 0;
    snprintf(dir, sizeof dir, "%s/" RECORD_LIVE, h->data_dir);
    DIR *d = opendir(dir);
    struct dirent *e;
    while (d && (e = readdir(d))) {
        size_t len = strlen(e->d_name);
        if (len < 7 || strcmp(e->d_name + len - 6, ".jsonl") != 0)
            continue;
        snprintf(file, sizeof file, "%s/%s", dir, e->d_name);
        table *t = table_resume(h, h->ctx, file, why, sizeof why);
        if (!t) {
            fprintf(stderr, "tagteam serve: %s not resumed: %s\n", file, why);
            continue;
        }
        add_table(h, t);
        if (t->over)
            h->open--;
        fprintf(stderr, "tagteam serve: table %s resumed after %lu decisions\n", t->cfg.id,
                t->decisions);
        n++;
    }
    if (d)
        closedir(d);
    return n;
}

void host_free(host *h)
{
    if (!h)
        return;
    while (h->tables) {
        table *t = h->tables;
        h->tables = t->next;
        table_free(t);
    }
    free(h);
}

int host_create_table(host *h, const char *body, size_t len, json_t **reply)
{
    char why[1024];
    table_config cfg;
    if (h->open >= h->lim.max_tables) {
        *reply = json_pack("{s:{s:s, s:s}}", "error", "message",
                           "the server has as many tables open as --max-tables allows", "limit",
                           "tables");
        return 503;
    }
    if (table_config_parse(&cfg, h->ctx, body, len, why, sizeof why)) {
        *reply = json_pack("{s:{s:s}}", "error", "message", why);
        return 400;
    }
    json_t *seats = json_object(), *spectate;
    const tt_rules *r = tt_ruleset_rules(cfg.rs);
    char who[4], join[64];
    for (unsigned s = 0; s < r->seats; s++) {
        json_t *seat = json_pack("{s:s}", "player", cfg.player_name[s]);
        if (cfg.player[s] == PLAYER_PERSON || cfg.player[s] == PLAYER_BOT) {
            snprintf(join, sizeof join, "/table#%s", cfg.token[s]);
            json_object_set_new(seat, "token", json_string(cfg.token[s]));
            json_object_set_new(seat, "join", json_string(join));
        }
        json_object_set_new(seats, tt_seat_name(r, s, who), seat);
    }
    snprintf(join, sizeof join, "/table#%s", cfg.token[SERVE_SPECTATOR]);
    spectate = json_pack("{s:s, s:s}", "token", cfg.token[SERVE_SPECTATOR], "join", join);
    json_t *ok =
        json_pack("{s:s, s:o, s:o}", "table", cfg.id, "seats", seats, "spectate", spectate);
    table *t = table_start(h, h->ctx, &cfg, why, sizeof why);
    if (!t) {
        table_config_release(&cfg);
        json_decref(ok);
        *reply = json_pack("{s:{s:s}}", "error", "message", why);
        return 500;
    }
    add_table(h, t);
    fprintf(stderr, "tagteam serve: table %s made (%s)\n", t->cfg.id, r->name);
    *reply = ok;
    return 201;
}

json_t *host_rulesets(host *h)
{
    static const char *const shipped[] = {"ygo-team-duel", "ygo-team-duel-mr3", "ygo-duel",
                                          "ptcg-doubles", "ptcg-standard"};
    json_t *a = json_array();
    for (unsigned i = 0; i < sizeof shipped / sizeof *shipped; i++) {
        tt_ruleset *rs = NULL;
        tt_error err = {0};
        if (tt_ruleset_load_shipped(&rs, h->ctx, shipped[i], &err))
            continue;
        const tt_rules *r = tt_ruleset_rules(rs);
        json_array_append_new(a, json_pack("{s:s, s:s, s:i}", "name", shipped[i], "title", r->title,
                                           "seats", (int)r->seats));
        tt_ruleset_free(rs);
    }
    return a;
}

void host_send(conn *c, json_t *o)
{
    char *text = o ? json_dumps(o, JSON_COMPACT | JSON_PRESERVE_ORDER) : NULL;
    if (text)
        net_send(c, text, strlen(text));
    free(text);
    json_decref(o);
}

void host_error(conn *c, const char *limit, const char *fmt, ...)
{
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    json_t *e = json_pack("{s:s}", "message", msg);
    if (limit)
        json_object_set_new(e, "limit", json_string(limit));
    host_send(c, json_pack("{s:o}", "error", e));
}

int host_conn_open(host *h, conn *c, void *net)
{
    memset(c, 0, sizeof *c);
    c->net = net;
    c->seat = -1;
    c->bucket = SERVE_BURST;
    c->fill_ns = net_now_ns();
    if (h->conns >= h->lim.max_connections) {
        host_error(c, "connections", "the server has as many connections as it takes (%u)",
                   h->lim.max_connections);
        return -1;
    }
    h->conns++;
    return 0;
}

void host_conn_closed(host *h, conn *c)
{
    if (c->t)
        table_leave(c->t, c);
    if (h->conns)
        h->conns--;
}

/* message_rate: a token bucket of SERVE_BURST filled at SERVE_RATE a second. */
static int over_rate(conn *c)
{
    int64_t now = net_now_ns();
    c->bucket += (double)(now - c->fill_ns) / 1e9 * SERVE_RATE;
    c->fill_ns = now;
    if (c->bucket > SERVE_BURST)
        c->bucket = SERVE_BURST;
    if (c->bucket < 1)
        return 1;
    c->bucket -= 1;
    return 0;
}

static void join(host *h, conn *c, json_t *token)
{
    const char *tok = json_string_value(token);
    if (c->seat >= 0) {
        host_error(c, "join", "this connection has joined already: one join each");
        return;
    }
    if (!tok || strlen(tok) != SERVE_TOKEN_HEX) {
        host_error(c, NULL, "join: expected a token of %d hex digits", SERVE_TOKEN_HEX);
        return;
    }
    for (table *t = h->tables; t; t = t->next)
        for (int k = 0; k <= TT_MAX_SEATS; k++) {
            int seat_ok = k == SERVE_SPECTATOR ||
                          (k < (int)tt_ruleset_rules(t->cfg.rs)->seats &&
                           (t->cfg.player[k] == PLAYER_PERSON || t->cfg.player[k] == PLAYER_BOT));
            if (seat_ok && token_equal(t->cfg.token[k], tok)) {
                table_join(t, c, k);
                return;
            }
        }
    host_error(c, NULL, "join: no table has this token");
}

void host_conn_message(host *h, conn *c, const char *text, size_t len)
{
    json_error_t jerr;
    int64_t received = net_now_ns();
    if (over_rate(c)) {
        host_error(c, "message_rate", "more than %g messages a second (bursts of %g)", SERVE_RATE,
                   SERVE_BURST);
        return;
    }
    if (len > SERVE_MSG_MAX) {
        host_error(c, "message_size", "a message of more than %d bytes", SERVE_MSG_MAX);
        return;
    }
    json_t *o = json_loadb(text, len, JSON_REJECT_DUPLICATES, &jerr);
    if (!o) {
        host_error(c, NULL, "not JSON: %d:%d: %s", jerr.line, jerr.column, jerr.text);
        return;
    }
    if (!json_is_object(o)) {
        json_decref(o);
        {
            host_error(c, NULL, "a message is a JSON object");
            return;
        }
    }
    json_t *tok = json_object_get(o, "join"), *say = json_object_get(o, "say");
    table *t = c->t;
    int was_open = t && !t->over;
    unsigned long decided = t ? t->decisions : 0;
    if (tok) {
        join(h, c, tok);
    } else if (!c->t) {
        host_error(c, NULL, "join first: {\"join\": TOKEN}");
    } else if (say) {
        const char *to = json_string_value(json_object_get(o, "to"));
        const char *text_v = json_string_value(say);
        if (!text_v || !to || (strcmp(to, "team") && strcmp(to, "table")))
            host_error(c, NULL, "talk is {\"say\": TEXT, \"to\": \"team\" or \"table\"}");
        else if (strlen(text_v) > SERVE_TALK_MAX)
            host_error(c, "talk_size", "talk of more than %d bytes", SERVE_TALK_MAX);
        else
            table_talk(c->t, c, to, text_v);
    } else if (json_object_get(o, "take") || json_object_get(o, "concede")) {
        table_choice(c->t, c, o);
    } else {
        host_error(c, NULL, "unknown message: join, take, concede or say");
    }
    if (was_open && t->over && h->open) /* the choice ended the match */
        h->open--;
    if (t && t->decisions != decided)
        note_latency(h, net_now_ns() - received);
    json_decref(o);
}

void host_due(host *h)
{
    h->maybe_due = 1;
}

int host_work(host *h)
{
    int more = 0;
    if (!h->maybe_due) /* tables of people and bots only: no walk over every table */
        return 0;
    for (table *t = h->tables; t; t = t->next) {
        int was_open = !t->over;
        if (t->due)
            table_work(t);
        more |= t->due;
        if (was_open && t->over && h->open)
            h->open--;
    }
    h->maybe_due = more;
    return more;
}

void host_tick(host *h, int64_t now_ns)
{
    for (table **p = &h->tables; *p;) {
        table *t = *p;
        int was_open = !t->over;
        table_tick(t, now_ns);
        if (was_open && t->over && h->open)
            h->open--;
        if ((t->over || t->broken) && !t->conns) { /* its record says the rest (replays/) */
            if (t->broken && !t->over && h->open)
                h->open--;
            *p = t->next;
            table_free(t);
            continue;
        }
        p = &t->next;
    }
}
