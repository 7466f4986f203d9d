/* agent_stdio.c: a seat played by another program through `tagteam play --agent SEAT=stdio`
 * (docs/cli.md): at each of the seat's decisions a JSON line with what the seat sees and the
 * options goes to stdout, and one JSON line comes back on stdin: an option index, a label, or
 * {"concede": true}. A choice the rules refuse is answered with the reason and the rule key,
 * the match unchanged, and the seat asked again; a malformed line ends the match with
 * <stdin>:LINE:COL and exit status 2. */
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "agents.h"
#include "cli.h"

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

/* A protocol line: flushed, since the program on the other side waits for it. -1 when it
 * could not be written: the program would wait for it forever. */
static int put_line(json_t *o)
{
    int rc = cli_put_json(o);
    return fflush(stdout) == EOF ? -1 : rc;
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

static int prompt(const tt_series *s, const tt_match *m, unsigned seat, tt_stream *st,
                  uint32_t *view)
{
    char who[4];
    json_t *options = option_labels(s);
    json_t *seen = seat_view(m, seat, st, view), *obs = cli_observation(m, seat, st);
    if (!obs)
        return -1;
    return put_line(json_pack("{s:{s:s, s:i, s:i, s:o, s:o, s:o}}", "decide", "seat",
                              tt_seat_name(tt_match_rules(m), seat, who), "turn",
                              (int)tt_match_turn(m), "life", (int)tt_match_life(m, seat), "options",
                              options, "view", seen, "observation", obs));
}

/* Between the games of a match: the game to come, the game wins so far and the options. */
static int prompt_between(const tt_series *s, unsigned seat)
{
    char who[4];
    json_t *options = option_labels(s);
    return put_line(json_pack("{s:{s:s, s:i, s:[i,i], s:o}}", "decide", "seat",
                              tt_seat_name(tt_ruleset_rules(tt_series_ruleset(s)), seat, who),
                              "next_game", (int)tt_series_game_number(s) + 1, "wins",
                              (int)tt_series_wins(s, 0), (int)tt_series_wins(s, 1), "options",
                              options));
}

enum { LINE_OK, LINE_EOF, LINE_TOO_LONG };

/* One line of input into buf (size bytes with its NUL), without its newline; *nul: the column
 * of its first NUL byte, or 0 (fgets could not tell one from the line's end). */
static int read_line(FILE *input, char *buf, size_t size, int *nul)
{
    size_t n = 0;
    int c;
    *nul = 0;
    while ((c = getc(input)) != EOF && c != '\n') {
        if (n + 1 == size)
            return LINE_TOO_LONG;
        if (c == 0 && !*nul)
            *nul = (int)n + 1;
        buf[n++] = (char)c;
    }
    buf[n] = 0;
    return c == EOF && n == 0 ? LINE_EOF : LINE_OK;
}

static int malformed(unsigned long line, int col, const char *msg)
{
    fprintf(stderr, "<stdin>:%lu:%d: decision: %s\n", line, col, msg);
    return EXIT_BAD_INPUT;
}

int agent_apply_decision(tt_series *s, unsigned seat, json_t *in, tt_error *err)
{
    tt_match *m = tt_series_game(s);
    if (json_is_integer(in) && json_integer_value(in) >= 0 && json_integer_value(in) < 0x10000)
        return tt_series_decide(s, seat, (unsigned)json_integer_value(in), err);
    if (json_is_string(in))
        return tt_series_decide_label(s, seat, json_string_value(in), err);
    if (json_is_object(in) && json_object_size(in) == 1 &&
        json_is_true(json_object_get(in, "concede")))
        return m ? tt_match_concede(m, seat, err) /* YP-11 */
                 : tt_error_set(err, TT_ERR_ILLEGAL, "match",
                                "a game is conceded, and none is being played");
    if (json_is_integer(in)) /* a number, but no option's index: refused, the match unchanged */
        return tt_error_set(err, TT_ERR_ILLEGAL, "decision",
                            "option %" JSON_INTEGER_FORMAT " is not offered (%u options)",
                            json_integer_value(in), tt_series_option_count(s));
    return tt_error_set(err, TT_ERR_SCHEMA, "take",
                        "expected an option index, a label or {\"concede\": true}");
}

int agent_stdio_decide(tt_series *s, unsigned seat, FILE *input, unsigned long *lineno,
                       tt_stream *st, uint32_t *view, json_t **taken)
{
    char buf[4096];
    tt_match *m = tt_series_game(s);
    if ((m ? prompt(s, m, seat, st, view) : prompt_between(s, seat)) < 0) {
        fprintf(stderr, "tagteam: the decision's prompt could not be written to the program\n");
        return EXIT_RUNTIME;
    }
    for (;;) {
        tt_error err = {0};
        json_error_t jerr;
        int nul = 0;
        int got = read_line(input, buf, sizeof buf, &nul);
        if (got == LINE_EOF)
            return malformed(*lineno + 1, 1, "the input ended before the seat decided");
        ++*lineno;
        if (got == LINE_TOO_LONG)
            return malformed(*lineno, (int)sizeof buf, "line longer than 4095 bytes");
        if (nul)
            return malformed(*lineno, nul, "a NUL byte (a line is JSON text)");
        json_t *in = json_loads(buf, JSON_DECODE_ANY, &jerr);
        if (!in)
            return malformed(*lineno, jerr.column > 0 ? jerr.column : 1, jerr.text);
        int rc = agent_apply_decision(s, seat, in, &err);
        if (rc == TT_ERR_SCHEMA) {
            json_decref(in);
            return malformed(*lineno, 1,
                             "expected an option index, a label or {\"concede\": true}");
        }
        if (rc == TT_OK && taken)
            *taken = in; /* the caller records it (--record) and releases it */
        else
            json_decref(in);
        if (rc == TT_OK)
            return EXIT_OK;
        if (rc != TT_ERR_ILLEGAL)
            return cli_report(&err);
        /* refused: the match is unchanged; say why and ask again, with a new `decide` line, as
           docs/cli.md promises (a program reads lines until the next one) */
        if (put_line(json_pack("{s:{s:s, s:s}}", "refused", "reason", err.msg, "rule", err.path)) ||
            (m ? prompt(s, m, seat, st, view) : prompt_between(s, seat)) < 0)
            return EXIT_RUNTIME; /* cli_output_status says why */
    }
}
