/* tt_test.h: fixtures shared by the unit tests: a context that knows the toy module, rulesets
 * built from the toy base plus overrides, matches with N cards per seat, and loop helpers.
 * The helpers assert (Criterion) instead of returning errors. */
#ifndef TAGTEAM_TT_TEST_H
#define TAGTEAM_TT_TEST_H

#include <stddef.h>
#include <stdint.h>

#include "tagteam/game.h"
#include "tagteam/tagteam.h"
#include "toy_game.h"

#ifndef TT_TEST_SRCDIR
#error "TT_TEST_SRCDIR must name the source tree (set by tests/unit/meson.build)"
#endif
#define TT_TEST_RULESETS TT_TEST_SRCDIR "/rulesets"

/* The toy ruleset the tests start from: 2 teams of 2, seat turns 1A 2A 1B 2B with team 1
 * first, first attack on turn 4, team life 3000, 2-card opening hands seen by the team, and
 * the zones deck, hand, field, graveyard. */
extern const char tt_test_toy_base[];

typedef struct tt_fixture {
    tt_ctx *ctx;
    tt_ruleset *rs;
    tt_match *m;
} tt_fixture;

/* A context with games = {&toy_game, NULL} and the source tree's rulesets and games
 * directories. */
tt_ctx *tt_test_ctx(void);
/* base with each top-level section of over (a key at column 0 and its indented lines)
 * replacing base's section of the same key, or appended. Returns a malloc'd string. */
char *tt_test_yaml(const char *base, const char *over);
/* Loads text (name "test.yaml"); returns the status, *out NULL on error. */
int tt_test_load(tt_ruleset **out, tt_ctx *ctx, const char *text, tt_error *err);
/* The toy base with over's sections; asserts that it loads. */
tt_ruleset *tt_test_ruleset(tt_ctx *ctx, const char *over);
/* A match with ncards per seat (ids Card1..Card9 in turn), seeded with seed; asserts. */
tt_match *tt_test_match(tt_ctx *ctx, const tt_ruleset *rs, unsigned ncards, uint64_t seed);

/* All three of the above: ctx, toy ruleset with over, match of ncards per seat, seed 1. */
void tt_test_open(tt_fixture *f, const char *over, unsigned ncards);
void tt_test_close(tt_fixture *f);

/* Advances to the next decision (unless one is pending) and returns its seat; asserts the
 * match is not over. */
int tt_test_advance(tt_match *m);
/* Takes option 0 ("pass" in every toy decision) until a decision in turn `turn` is pending
 * (advancing first); asserts the match does not end on the way. */
void tt_test_pass_to_turn(tt_match *m, unsigned turn);
/* The index of the pending option labelled label, or -1. */
int tt_test_option(const tt_match *m, const char *label);
/* The seat of a designation ("2B"); asserts it exists. */
unsigned tt_test_seat(const tt_match *m, const char *name);
/* Cards in seat's instance of the zone named zone (seat/team scope) or lane 0. */
unsigned tt_test_count(const tt_match *m, const char *zone, unsigned seat);
/* The zone kind named name; asserts it exists. */
unsigned tt_test_kind(const tt_match *m, const char *name);
toy_state *tt_test_toy(tt_match *m);

#endif
