/* agent_stdio.c: a seat played by another program over JSON lines (docs/cli.md, docs/bots.md):
 * `tagteam play --agent SEAT=stdio` (the process's stdin and stdout) or SEAT=exec:COMMAND (a
 * program of the seat's own, agent_exec.c). At each of the seat's decisions a JSON line with
 * what the seat sees and the options goes to the program, and one JSON line comes back: an
 * option index, a label, or {"concede": true}. A choice the rules refuse is answered with the
 * reason and the rule key, the match unchanged, and the seat asked again. A stdio program's
 * malformed line ends the match with <stdin>:LINE:COL and exit status 2 (it is the user's own
 * input); an exec program's, or any program's answer not given within --clock, makes the seat
 * concede (YP-11) and the match goes on. */
#include <errno.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "agents.h"
#include "cli.h"
#include "protocol.h"

/* A protocol line: flushed, since the program on the other side waits for it. -1 when it
 * could not be written: the program would wait for it forever. */
static int put_line(agent_io *io, json_t *o)
{
    int rc = agent_put(io, o);
    return io->out < 0 && !io->pid && fflush(stdout) == EOF ? -1 : rc;
}

/* The pending decision's prompt, in a game or between games: the one place a program is
 * asked, stdio and exec alike. */
static int ask(agent_io *io, const tt_series *s, unsigned seat, uint32_t *view)
{
    json_t *d = proto_decide(s, seat, io->stream, view);
    return d ? put_line(io, json_pack("{s:o}", "decide", d)) : -1;
}

int agent_read_line(agent_io *io, char *buf, int *nul, int64_t *left_ns)
{
    for (;;) {
        char *nl = memchr(io->in_buf, '\n', io->in_len);
        size_t n = nl ? (size_t)(nl - io->in_buf) : io->in_len;
        if (n > AGENT_LINE_MAX)
            return AGENT_LINE_TOO_LONG;
        if (nl || (io->in_ended && n)) {
            memcpy(buf, io->in_buf, n);
            buf[n] = 0;
            char *zero = memchr(buf, 0, n);
            *nul = zero ? (int)(zero - buf) + 1 : 0;
            n += nl != NULL;
            io->in_len -= n;
            memmove(io->in_buf, io->in_buf + n, io->in_len);
            return AGENT_LINE_OK;
        }
        if (io->in_ended)
            return AGENT_LINE_EOF;
        int ready = agent_io_wait(io, left_ns);
        if (ready <= 0)
            return ready ? AGENT_LINE_ERROR : AGENT_LINE_LATE;
        ssize_t got = read(io->in, io->in_buf + io->in_len, sizeof io->in_buf - io->in_len);
        if (got > 0)
            io->in_len += (size_t)got;
        else if (got == 0)
            io->in_ended = 1;
        else if (errno != EINTR && errno != EAGAIN)
            return AGENT_LINE_ERROR;
    }
}

/* A seat whose program failed decides without it (agents.h): the human seat's too. */
int agent_forfeit(tt_series *s, unsigned seat, agent_io *io, json_t **taken, char *said,
                  size_t size, int first)
{
    tt_match *m = tt_series_game(s);
    tt_error err = {0};
    char who[4];
    json_t *took;
    tt_seat_name(tt_ruleset_rules(tt_series_ruleset(s)), seat, who);
    if (!first) {
        fflush(stdout);
        fprintf(stderr, "tagteam play: seat %s (%s) failed before: ", who, io->name);
    }
    if (m && tt_match_concede(m, seat, &err) == TT_OK) { /* YP-11; PD-22 may refuse it */
        fprintf(stderr, "%s concedes (YP-11)\n", who);
        took = json_pack("{s:b}", "concede", 1);
        if (said)
            *said = 0; /* the events say it */
    } else {
        fprintf(stderr, "%s takes its first option and concedes at its next decision (%s)\n", who,
                m ? err.msg : "no game to concede between games");
        if (said)
            tt_series_option_label(s, 0, said, size);
        if (tt_series_decide(s, seat, 0, &err))
            return cli_report(&err);
        took = json_integer(0);
    }
    if (taken)
        *taken = took;
    else
        json_decref(took);
    return EXIT_OK;
}

/* The seat's program failed (an exec program's bad line or end, or no answer within the
 * clock), at line:col of its output: reported with the seat and the program, and the seat
 * forfeits; the match goes on. */
static int fail(tt_series *s, unsigned seat, agent_io *io, unsigned long line, int col,
                const char *msg, json_t **taken, char *said, size_t size)
{
    char who[4];
    fflush(stdout); /* the play-by-play up to here comes first */
    fprintf(stderr, "tagteam play: seat %s (%s): line %lu:%d: %s; ",
            tt_seat_name(tt_ruleset_rules(tt_series_ruleset(s)), seat, who), io->name, line, col,
            msg);
    io->failed = 1;
    agent_exec_drop(io); /* no more lines for it: it may exit */
    return agent_forfeit(s, seat, io, taken, said, size, 1);
}

/* A line (or its absence) that is no decision: a stdio program's is bad input (the user's own
 * input, exit status 2, as ever); an exec program failed. */
static int bad_line(tt_series *s, unsigned seat, agent_io *io, unsigned long line, int col,
                    const char *msg, json_t **taken, char *said, size_t size)
{
    if (!io->pid) {
        fprintf(stderr, "<stdin>:%lu:%d: decision: %s\n", line, col, msg);
        return EXIT_BAD_INPUT;
    }
    return fail(s, seat, io, line, col, msg, taken, said, size);
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

int agent_decide(tt_series *s, unsigned seat, agent_io *io, uint32_t *view, json_t **taken,
                 char *said, size_t size)
{
    char buf[AGENT_LINE_MAX + 1], why[256];
    int64_t left = io->clock > 0 ? (int64_t)(io->clock * 1e9) : -1; /* the decision's clock */
    if (io->failed)
        return agent_forfeit(s, seat, io, taken, said, size, 0);
    if (io->out_lost == AGENT_OUT_UNREAD)
        return fail(s, seat, io, io->line + 1, 1, "it stopped reading its input (64 MiB unread)",
                    taken, said, size);
    if (ask(io, s, seat, view) < 0) {
        fprintf(stderr, "tagteam: the decision's prompt could not be written to the program\n");
        return EXIT_RUNTIME;
    }
    for (;;) {
        tt_error err = {0};
        json_error_t jerr;
        int nul = 0;
        int got = agent_read_line(io, buf, &nul, &left);
        if (got == AGENT_LINE_LATE) { /* col: after what it wrote of the line */
            snprintf(why, sizeof why, "no answer within --clock %g s", io->clock);
            return fail(s, seat, io, io->line + 1, (int)io->in_len + 1, why, taken, said, size);
        }
        if (got == AGENT_LINE_ERROR) {
            if (!io->pid) {
                fprintf(stderr, "tagteam play: <stdin> cannot be read: %s\n", strerror(errno));
                return EXIT_RUNTIME;
            }
            snprintf(why, sizeof why, "its output could not be read: %s", strerror(errno));
            return fail(s, seat, io, io->line + 1, 1, why, taken, said, size);
        }
        if (got == AGENT_LINE_EOF) {
            if (io->pid)
                agent_exec_ended(io, why, sizeof why);
            return bad_line(s, seat, io, io->line + 1, 1,
                            io->pid ? why : "the input ended before the seat decided", taken, said,
                            size);
        }
        ++io->line;
        if (got == AGENT_LINE_TOO_LONG)
            return bad_line(s, seat, io, io->line, AGENT_LINE_MAX + 1,
                            "line longer than 4095 bytes", taken, said, size);
        if (nul)
            return bad_line(s, seat, io, io->line, nul, "a NUL byte (a line is JSON text)", taken,
                            said, size);
        json_t *in = json_loads(buf, JSON_DECODE_ANY, &jerr);
        if (!in)
            return bad_line(s, seat, io, io->line, jerr.column > 0 ? jerr.column : 1, jerr.text,
                            taken, said, size);
        if (said && json_is_integer(in) && json_integer_value(in) >= 0 &&
            json_integer_value(in) < tt_series_option_count(s))
            tt_series_option_label(s, (unsigned)json_integer_value(in), said, size);
        else if (said) /* a label as given; a concession: the events say it */
            snprintf(said, size, "%s", json_is_string(in) ? json_string_value(in) : "");
        int rc = agent_apply_decision(s, seat, in, &err);
        if (rc == TT_ERR_SCHEMA) {
            json_decref(in);
            return bad_line(s, seat, io, io->line, 1,
                            "expected an option index, a label or {\"concede\": true}", taken, said,
                            size);
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
           docs/cli.md promises (a program reads lines until the next one); the clock runs on */
        if (put_line(io,
                     json_pack("{s:{s:s, s:s}}", "refused", "reason", err.msg, "rule", err.path)) ||
            ask(io, s, seat, view) < 0)
            return EXIT_RUNTIME; /* cli_output_status says why */
    }
}
