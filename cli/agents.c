/* agents.c: the CLI's agents: the library's built-in ones (tagteam/agent.h: random, first,
 * greedy, mcts:N), the programs that play seats over JSON lines (stdio, exec:COMMAND:
 * agent_stdio.c, agent_exec.c) and a person at the terminal (human: agent_human.c). */
#include "agents.h"

#include <string.h>

int agent_parse(const char *name)
{
    tt_agent_spec spec;
    tt_error err = {0};
    if (strcmp(name, "stdio") == 0)
        return AGENT_STDIO;
    if (strcmp(name, "human") == 0)
        return AGENT_HUMAN;
    if (strncmp(name, "exec:", 5) == 0)
        return name[5] ? AGENT_EXEC : -1;
    if (tt_agent_parse(name, &spec, &err) != TT_OK)
        return -1;
    switch (spec.kind) {
    case TT_AGENT_RANDOM:
        return AGENT_RANDOM;
    case TT_AGENT_FIRST:
        return AGENT_FIRST;
    case TT_AGENT_GREEDY:
        return AGENT_GREEDY;
    case TT_AGENT_MCTS:
        break;
    }
    return AGENT_MCTS + (int)spec.playouts;
}

const char *agent_parse_error(const char *name, char *buf, size_t size)
{
    tt_agent_spec spec;
    tt_error err = {0};
    if (strcmp(name, "exec:") == 0) {
        snprintf(buf, size, "agent 'exec:' needs a command to run: exec:COMMAND");
        return buf;
    }
    if (agent_parse(name) >= 0 || /* stdio, human, exec:COMMAND: agents of tagteam play only */
        tt_agent_parse(name, &spec, &err) == TT_OK)
        return NULL;
    snprintf(buf, size, "%s", err.msg);
    return buf;
}

static tt_agent_spec spec_of(int kind)
{
    if (kind >= AGENT_MCTS)
        return (tt_agent_spec){TT_AGENT_MCTS, (unsigned)(kind - AGENT_MCTS)};
    return (tt_agent_spec){kind == AGENT_GREEDY ? TT_AGENT_GREEDY : TT_AGENT_RANDOM, 0};
}

/* Each thread's greedy and search agents, one per seat: their copies of the match are made at
 * the first decision and kept, so a decision allocates nothing. */
static _Thread_local tt_agent *seat_agent[TT_MAX_SEATS];
static _Thread_local int seat_kind[TT_MAX_SEATS];

void agent_release(void)
{
    for (unsigned s = 0; s < TT_MAX_SEATS; s++) {
        tt_agent_free(seat_agent[s]);
        seat_agent[s] = NULL;
    }
}

unsigned agent_choose(int kind, tt_rng *rng, const tt_series *s, unsigned seat)
{
    unsigned n = tt_series_option_count(s);
    const tt_match *m = tt_series_game(s);
    switch (kind) {
    case AGENT_RANDOM:
        return n ? tt_rng_below(rng, n) : 0;
    case AGENT_FIRST:
    case AGENT_STDIO: /* decide through agent_decide */
    case AGENT_EXEC:
    case AGENT_HUMAN: /* agent_human_decide */
        return 0;
    default:
        break;
    }
    if (!m || !n)
        return n ? tt_rng_below(rng, n) : 0; /* between games (go first, side): at random */
    tt_error err = {0};
    unsigned choice = 0;
    if (seat_agent[seat] && seat_kind[seat] != kind) {
        tt_agent_free(seat_agent[seat]);
        seat_agent[seat] = NULL;
    }
    tt_agent_spec spec = spec_of(kind);
    if ((!seat_agent[seat] && tt_agent_new(&seat_agent[seat], NULL, &spec, &err) != TT_OK) ||
        tt_agent_choose(seat_agent[seat], m, seat, rng, &choice, &err) != TT_OK) {
        fprintf(stderr, "tagteam: agent of seat %u: %s\n", seat, err.msg);
        return n; /* out of range: the caller's decide refuses it and stops */
    }
    seat_kind[seat] = kind;
    return choice;
}
