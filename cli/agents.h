/* agents.h: the built-in agents that take decisions for seats in `tagteam play`. */
#ifndef TAGTEAM_AGENTS_H
#define TAGTEAM_AGENTS_H

#include <jansson.h>
#include <stdio.h>

#include "tagteam/rng.h"
#include "tagteam/tagteam.h"

typedef enum agent_kind { AGENT_RANDOM, AGENT_FIRST, AGENT_STDIO } agent_kind;

/* Parses "random", "first" or "stdio"; -1 if none. */
int agent_parse(const char *name);
/* The option index the agent picks for the pending decision. Agents have their own RNG, never
 * the match's (so an agent never changes what the rules draw). */
unsigned agent_choose(agent_kind kind, tt_rng *rng, unsigned noptions);
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
