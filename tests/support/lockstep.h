/* lockstep.h: two runs of a shipped ruleset in lockstep, the differential test of hidden
 * information. The runs differ only by two cards that trade places in one of them; seat 0 must
 * choose alike in both until it may know one of the two cards, or another seat is offered other
 * options (that seat knows something else: that is play, not a leak). */
#ifndef TT_TEST_LOCKSTEP_H
#define TT_TEST_LOCKSTEP_H

#include "shipped.h"

typedef struct tt_lockstep tt_lockstep;
struct tt_lockstep {
    tt_shipped g[2];
    unsigned pair[2]; /* the two cards, set by trade */
    /* Called before each decision until it returns 1: it has traded pair[0] and pair[1] in
     * g[1].m and done the same bookkeeping twice in g[0].m (the same places, the same state). */
    int (*trade)(tt_lockstep *ls);
    /* Seat 0's chooser when no agent is named: a cheat, to prove the test catches one. */
    unsigned (*cheat)(const tt_lockstep *ls, const tt_match *m);
};

/* Plays ls->g[0] and ls->g[1] of ruleset, seeded seed, agent (or ls->cheat if NULL) in seat 0
 * and random play elsewhere. Returns seat 0's decisions compared after the trade; *differ is
 * set at the first different choice. */
unsigned tt_lockstep_run(tt_lockstep *ls, const char *ruleset, uint64_t seed, const char *agent,
                         int *differ);

#endif
