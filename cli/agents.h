/* agents.h: the built-in agents that take decisions for seats in `tagteam play`. */
#ifndef TAGTEAM_AGENTS_H
#define TAGTEAM_AGENTS_H

#include "tagteam/rng.h"
#include "tagteam/tagteam.h"

typedef enum agent_kind { AGENT_RANDOM, AGENT_FIRST } agent_kind;

/* Parses "random" or "first"; -1 if neither. */
int agent_parse(const char *name);
/* The option index the agent picks for the pending decision. Agents have their own RNG, never
 * the match's (so an agent never changes what the rules draw). */
unsigned agent_choose(agent_kind kind, tt_rng *rng, const tt_match *m);

#endif
