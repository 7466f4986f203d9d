/* agents.h: the built-in agents that take decisions for seats in `tagteam play` and `sim`. */
#ifndef TAGTEAM_AGENTS_H
#define TAGTEAM_AGENTS_H

#include <jansson.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/types.h>

#include "tagteam/rng.h"
#include "tagteam/tagteam.h"

/* An agent as a number: the kinds below, mcts:N as AGENT_MCTS + N. */
typedef enum agent_kind {
    AGENT_RANDOM,
    AGENT_FIRST,
    AGENT_STDIO,
    AGENT_GREEDY,
    AGENT_EXEC,  /* exec:COMMAND: a program of its own for the seat (agent_exec.c) */
    AGENT_HUMAN, /* a person at the terminal: stdin and stdout (agent_human.c) */
    AGENT_MCTS = 16
} agent_kind;

/* Parses "random", "first", "greedy", "mcts:N", "stdio", "human" or "exec:COMMAND" (a
 * COMMAND not empty: AGENT_EXEC); -1 if none (agent_parse_error says why). */
int agent_parse(const char *name);
/* Why name is not an agent (written to buf), or NULL when it is one. */
const char *agent_parse_error(const char *name, char *buf, size_t size);
/* The option index seat's agent (an agent_parse value) picks for the series' pending decision.
 * Agents have their own RNG, never the match's (so an agent never changes what the rules
 * draw); greedy and mcts:N decide in the current game from what the seat may know (agent.h),
 * and between games at random. On an engine error it is printed and the option count is
 * returned, which the caller's decide refuses. */
unsigned agent_choose(int kind, tt_rng *rng, const tt_series *s, unsigned seat);
/* Frees this thread's greedy and search agents (their copies of the match). */
void agent_release(void);
/* Takes a decision given as a protocol line's value: an option index, a label (as
 * tt_series_decide_label) or {"concede": true}. A tt_status; TT_ERR_SCHEMA when in is none of
 * these (nothing is taken then). */
int agent_apply_decision(tt_series *s, unsigned seat, json_t *in, tt_error *err);
/* ---- a program that plays a seat over JSON lines (docs/cli.md, docs/bots.md) ----
 * The stdio seats' program, on the process's own stdin and stdout, or an exec:COMMAND seat's,
 * a child process with pipes of its own (agent_exec.c). What it is told goes through
 * agent_put; what it answers is read by agent_decide. */

/* A line from the program, its newline not counted: a longer one is bad input. */
#define AGENT_LINE_MAX 4095
/* Why a program gets no more lines: its input was closed (by it: EPIPE; or by us once it
 * failed), or it left 64 MiB of them unread (it stopped reading). */
enum { AGENT_OUT_CLOSED = 1, AGENT_OUT_UNREAD = 2 };

typedef struct agent_io agent_io;
struct agent_io {
    const char *name;       /* "stdio" or "exec:COMMAND", as reports name the program */
    int in;                 /* the program's lines come from this descriptor */
    int out;                /* the pipe to an exec program (non-blocking); -1: stdout */
    tt_stream *stream;      /* its seats' stream (handles of the view's cards) */
    double clock;           /* --clock: seconds to answer a decision in; 0: no limit */
    unsigned long line;     /* lines read so far */
    int failed;             /* its program failed (reported): the seat forfeits (agent_decide) */
    pid_t pid;              /* an exec program's process (and process group); 0: none */
    agent_io *const *peers; /* every seat's program (NULL where none): waiting for one writes
                               the others what they have not been sent yet */
    int in_ended;           /* read() said end of input */
    int out_lost;           /* no more lines for it: AGENT_OUT_CLOSED, AGENT_OUT_UNREAD */
    char *out_buf;          /* lines not yet written to an exec program: out_buf[out_off, */
    size_t out_off, out_len, out_cap; /* out_len) of out_cap bytes */
    size_t in_len;                    /* bytes read, not yet taken as a line, in in_buf */
    char in_buf[AGENT_LINE_MAX + 2];
};

/* A program on descriptors in and out (-1: stdout), named name in reports. */
void agent_io_init(agent_io *io, const char *name, int in, int out);
/* Writes o (released) to the program as one JSON line: on stdout (-1 when it cannot be
 * written) or queued for an exec program and written as far as its pipe takes it without
 * waiting (always 0: a program that stopped reading is found out at its next decision). */
int agent_put(agent_io *io, json_t *o);

/* Asks the seat's program for the series' pending decision of seat (in a game, or between
 * the games of a match) and takes it. view is scratch space for TT_MAX_CARDS ids. taken (may
 * be NULL) receives the decision taken, for the caller to record and release; said (may be
 * NULL, size bytes) the option's label or the label the program gave ("" for a concession).
 * EXIT_OK once taken. A stdio program's malformed line, or input that ends, is bad input:
 * EXIT_BAD_INPUT, reported <stdin>:LINE:COL. A program that does not answer within the
 * clock, and an exec program that ends, hangs or writes anything but a decision, fails: it is
 * reported on stderr with its seat and line, and the seat concedes (YP-11), now and at each
 * of its decisions to come (where the rules refuse a concession, between games or while an
 * effect resolves, it takes its first option and concedes at its next decision); EXIT_OK. */
int agent_decide(tt_series *s, unsigned seat, agent_io *io, uint32_t *view, json_t **taken,
                 char *said, size_t size);

/* What agent_read_line found: a line, the end of the input, a line longer than
 * AGENT_LINE_MAX (left unread), no line within the clock, or a read error (errno). */
enum { AGENT_LINE_OK, AGENT_LINE_EOF, AGENT_LINE_TOO_LONG, AGENT_LINE_LATE, AGENT_LINE_ERROR };
/* The next line of io's input into buf (AGENT_LINE_MAX + 1 bytes with its NUL), without its
 * newline; *nul: the column of its first NUL byte, or 0. Waits as long as *left_ns (-1: no
 * limit; AGENT_LINE_LATE once it runs out). The last line may lack its newline. */
int agent_read_line(agent_io *io, char *buf, int *nul, int64_t *left_ns);
/* The seat decides without its player, who failed (a program) or left (a person's input
 * ended): it concedes (YP-11), or where the rules refuse a concession now (between games;
 * PD-22: while an effect resolves) it takes its first option and concedes at its next
 * decision. first: the caller has just begun the failure's line on stderr ("tagteam play:
 * seat 1A (human): ...; ") and this ends it; else a line of its own says the seat failed
 * before. taken and said as agent_decide. An exit status. */
int agent_forfeit(tt_series *s, unsigned seat, agent_io *io, json_t **taken, char *said,
                  size_t size, int first);

/* ---- agent_human.c: a person at the terminal ---- */
/* Asks the person at seat (io: stdin, named "human", with the clock) for the series' pending
 * decision: a board summary from the seat's observation only and the numbered options on
 * stdout, then answers read from stdin until one is taken (docs/cli.md); the option taken is
 * printed ("  1A: end the turn") before its events. taken (may be NULL) as agent_decide: the
 * option's index, or the concession. A refused or unreadable answer is said and asked again;
 * the end of the input or the clock running out concedes the seat (YP-11), as a failed
 * program's. EXIT_OK once taken, EXIT_RUNTIME when stdin cannot be read. */
int agent_human_decide(tt_series *s, unsigned seat, agent_io *io, json_t **taken);

/* ---- agent_exec.c: the exec:COMMAND programs ---- */
/* Starts command (/bin/sh -c, in this directory) with pipes for its stdin and stdout in io
 * (its stderr is ours), in a process group of its own. An exit status (errors printed). */
int agent_exec_start(agent_io *io, const char *command);
/* Waits until the program's input has a line's bytes or its end (1), *left_ns (-1: no
 * limit) runs out (0, *left_ns then 0) or poll fails (-1), meanwhile writing every peer's
 * queued lines as their pipes take them; *left_ns loses the time waited. */
int agent_io_wait(agent_io *io, int64_t *left_ns);
/* Writes the queued lines as far as the pipe takes them without waiting. */
void agent_io_flush(agent_io *io);
/* The program failed: its input is closed (no more lines are sent) and its queue dropped. */
void agent_exec_drop(agent_io *io);
/* Why an exec program's output ended: "the program exited with status 3" and the like. */
void agent_exec_ended(agent_io *io, char *buf, size_t size);
/* At the end of the match: each program still running gets its last lines and the end of its
 * input, and up to a second to exit; then SIGTERM, then SIGKILL, to its process group. Every
 * child is reaped and io released (its stream is the caller's). */
void agent_exec_stop(agent_io *const *ios, unsigned n);

#endif
