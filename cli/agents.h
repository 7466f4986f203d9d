/* agents.h: the built-in agents that take decisions for seats in `tagteam play` and `sim`. */
#ifndef TAGTEAM_AGENTS_H
#define TAGTEAM_AGENTS_H

#include <jansson.h>
#include <stdio.h>

#include "tagteam/rng.h"
#include "tagteam/tagteam.h"

/* An agent as a number: the kinds below, mcts:N as AGENT_MCTS + N. */
typedef enum agent_kind {
    AGENT_RANDOM,
    AGENT_FIRST,
    AGENT_STDIO,
    AGENT_GREEDY,
    AGENT_MCTS = 16
} agent_kind;

/* Parses "random", "first", "greedy", "mcts:N" or "stdio"; -1 if none (agent_parse_error
 * says why). */
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
/* The stdio agent (agent_stdio.c): asks on stdout, reads the seat's decision from input (stdin
 * in `tagteam play`) and takes it, in a game or between the games of a match. EXIT_OK once
 * taken; EXIT_BAD_INPUT on a malformed line (reported <stdin>:LINE:COL). st is the stdio
 * seats' stream (its handles name the cards of the view); view is scratch space for
 * TT_MAX_CARDS ids. taken (may be NULL) receives the decision line taken, for the caller to
 * record and release. */
int agent_stdio_decide(tt_series *s, unsigned seat, FILE *input, unsigned long *lineno,
                       tt_stream *st, uint32_t *view, json_t **taken);

#endif
