/* agents.c: the random agent (uniform over the offered options) and the first-option agent;
 * the stdio agent is in agent_stdio.c. */
#include "agents.h"

#include <string.h>

int agent_parse(const char *name)
{
    if (strcmp(name, "random") == 0)
        return AGENT_RANDOM;
    if (strcmp(name, "first") == 0)
        return AGENT_FIRST;
    if (strcmp(name, "stdio") == 0)
        return AGENT_STDIO;
    return -1;
}

unsigned agent_choose(agent_kind kind, tt_rng *rng, unsigned n)
{
    switch (kind) {
    case AGENT_RANDOM:
        return n ? tt_rng_below(rng, n) : 0;
    case AGENT_FIRST:
    case AGENT_STDIO: /* decides through agent_stdio_decide */
        return 0;
    }
    return 0;
}
