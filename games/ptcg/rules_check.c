/* rules_check.c: the rulesets the Pokémon TCG module can play, checked when a ruleset loads
 * (tt_game.rules_refusal), so `tagteam check` refuses what a game could not play. */
#include "ptcg.h"

const char *ptcg_rules_refusal(const tt_rules *r, const char **key)
{
    static const char *const needed[] = {"discard", "active",   "bench",
                                         "prizes",  "attached", "stadium"};
    if (r->teams != 2 || r->nlanes == 0) {
        *key = r->teams != 2 ? "seats.teams" : "lanes";
        return "the ptcg module plays two teams (PB, PD) with at least one lane";
    }
    for (unsigned i = 0; i < sizeof needed / sizeof needed[0]; i++)
        if (tt_rules_zone(r, needed[i]) < 0) {
            *key = "zones";
            return "a ptcg ruleset needs zones named 'discard', 'active', 'bench', 'prizes', "
                   "'attached' and 'stadium'";
        }
    if (r->zones[tt_rules_zone(r, "active")].capacity != 1) {
        *key = "zones.active.capacity";
        return "the Active Spot holds one Pokémon (capacity: 1)";
    }
    /* With no life points (PB), and so no timed match (a time limit is decided by life),
     * decking out is the one ending no play can put off: without it a game could go on for
     * ever. */
    if (!r->deck_out_loses) {
        *key = "outcome.deck_out";
        return "a Pokémon game without deck-out could go on for ever (no life points, no time "
               "limit): it must be 'lose'";
    }
    return NULL;
}
