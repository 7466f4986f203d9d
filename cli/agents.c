/* agents.c: the random agent (uniform over the offered options) and the first-option agent. */
#include "agents.h"

#include <string.h>

int agent_parse(const char *name)
{
    if (strcmp(name, "random") == 0)
        return AGENT_RANDOM;
    if (strcmp(name, "first") == 0)
        return AGENT_FIRST;
    return -1;
}

unsigned agent_choose(agent_kind kind, tt_rng *rng, const tt_match *m)
{
    unsigned n = tt_match_option_count(m);
    switch (kind) {
    case AGENT_RANDOM:
        return n ? tt_rng_below(rng, n) : 0;
    case AGENT_FIRST:
        return 0;
    }
    return 0;
}
