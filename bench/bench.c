/* bench.c: the project's benchmark: random self-play under a ruleset with its default decks.
 * Reports games/s and decisions/s as the median of several timed runs.
 *
 *   build/bench/tagteam-bench [--games N] [--runs R] [--seed S] RULESET...
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "tagteam/tagteam.h"

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Plays n games from seed; returns decisions taken, or -1 on an error. */
static long play(tt_ctx *ctx, const tt_ruleset *rs, const tt_match_setup *base, long n,
                 uint64_t seed)
{
    long decisions = 0;
    tt_rng agent;
    tt_rng_seed(&agent, seed ^ 0x5eed);
    for (long g = 0; g < n; g++) {
        tt_match_setup setup = *base;
        tt_match *m;
        tt_error err = {0};
        setup.seed = seed + (uint64_t)g;
        if (tt_match_new(&m, ctx, rs, &setup, &err))
            return -1;
        for (;;) {
            int rc = tt_match_advance(m, &err);
            if (rc == TT_ADVANCE_OVER)
                break;
            if (rc < 0) {
                tt_match_free(m);
                return -1;
            }
            unsigned k = tt_rng_below(&agent, tt_match_option_count(m));
            if (tt_match_decide(m, (unsigned)tt_match_decision_seat(m), k, &err)) {
                tt_match_free(m);
                return -1; /* an offered option refused: a bug the caller reports */
            }
            decisions++;
        }
        tt_match_free(m);
    }
    return decisions;
}

static int bench_ruleset(tt_ctx *ctx, const char *name, long games, int runs, uint64_t seed)
{
    tt_ruleset *rs;
    tt_error err = {0};
    tt_deck *decks[TT_MAX_SEATS] = {0};
    tt_match_setup setup = {TT_MATCH_SETUP_VERSION, 0, {0}, {0}, {0}, {0}, NULL, NULL};
    char msg[512];
    int rc = tt_ruleset_load(&rs, ctx, name, &err);
    if (rc) {
        tt_error_format(&err, msg, sizeof msg);
        fprintf(stderr, "%s\n", msg);
        return 2;
    }
    if ((rc = tt_deck_load_defaults(decks, &setup, ctx, rs, &err))) {
        tt_error_format(&err, msg, sizeof msg);
        fprintf(stderr, "%s: %s\n", name, msg);
        rc = 2;
    }
    double gps[64], dps[64];
    long decisions = 0;
    for (int i = 0; i < runs && !rc; i++) {
        double t0 = now();
        decisions = play(ctx, rs, &setup, games, seed);
        double dt = now() - t0;
        if (decisions < 0) {
            fprintf(stderr, "%s: a game failed\n", name);
            rc = 1;
            break;
        }
        gps[i] = (double)games / dt;
        dps[i] = (double)decisions / dt;
    }
    if (!rc) {
        qsort(gps, (size_t)runs, sizeof *gps, cmp_double);
        qsort(dps, (size_t)runs, sizeof *dps, cmp_double);
        printf("%-36s %7ld games %9.0f games/s %11.0f decisions/s %6.1f decisions/game "
               "(median of %d runs)\n",
               name, games, gps[runs / 2], dps[runs / 2], (double)decisions / (double)games, runs);
    }
    for (unsigned s = 0; s < TT_MAX_SEATS; s++)
        tt_deck_free(decks[s]);
    tt_ruleset_free(rs);
    return rc;
}

int main(int argc, char **argv)
{
    long games = 1000;
    int runs = 5, status = 0;
    uint64_t seed = 1;
    tt_ctx_options o = TT_CTX_OPTIONS_INIT;
    tt_ctx *ctx;
    tt_error err = {0};
    o.rulesets_dir = TT_RULESETS_SRC;
    o.games_dir = TT_GAMES_SRC;
    if (tt_ctx_new(&ctx, &o, &err))
        return 1;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--games") == 0 && i + 1 < argc)
            games = atol(argv[++i]);
        else if (strcmp(argv[i], "--runs") == 0 && i + 1 < argc)
            runs = atoi(argv[++i]);
        else if (strcmp(argv[i], "--seed") == 0 && i + 1 < argc)
            seed = strtoull(argv[++i], NULL, 10);
        else if (argv[i][0] == '-') {
            fprintf(stderr, "usage: tagteam-bench [--games N] [--runs R] [--seed S] RULESET...\n");
            return 2;
        }
    }
    if (runs < 1 || runs > 64 || games < 1) {
        fprintf(stderr, "tagteam-bench: --runs 1..64, --games >= 1\n");
        return 2;
    }
    for (int i = 1; i < argc; i++) {
        if (argv[i][0] == '-') {
            i++;
            continue;
        }
        int rc = bench_ruleset(ctx, argv[i], games, runs, seed);
        if (rc > status)
            status = rc;
    }
    tt_ctx_free(ctx);
    return status;
}
