/* shipped.h: a match of a shipped ruleset with its default decks, for the unit tests that
 * play whole games of the real rulesets (the agents, the re-deal of hidden cards). */
#ifndef TT_TEST_SHIPPED_H
#define TT_TEST_SHIPPED_H

#include "tagteam/tagteam.h"

typedef struct tt_shipped {
    tt_ctx *ctx;
    tt_ruleset *rs;
    tt_deck *decks[TT_MAX_SEATS];
    tt_match *m;
} tt_shipped;

/* Opens g->m, seeded seed, under ruleset (a shipped name) with each seat's default deck
 * (main and Extra Deck); a failure fails the test. */
void tt_shipped_open(tt_shipped *g, const char *ruleset, uint64_t seed);
void tt_shipped_close(tt_shipped *g);

#endif
