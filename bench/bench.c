/* bench.c: the project's benchmark: random self-play under a ruleset with its default decks.
 * Reports games/s and decisions/s as the median of several timed runs, and what a search
 * needs: the state's bytes (core and module parts), clones/s (tt_match_copy of a mid-game
 * state into an existing match: no allocation), playouts/s (a copy of a mid-game state
 * played to its end with random choices) and copies re-dealt/s (a copy, then
 * tt_match_determinize for the deciding seat, as an agent does before every playout).
 *
 *   build/bench/tagteam-bench [--games N] [--runs R] [--seed S] [--no-search] RULESET...
 *
 * --no-search times the games only (for instruction counts of the games alone).
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "tagteam/game.h"
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

#define SEARCH_GAMES     20   /* games whose mid-game state the search figures start from */
#define SEARCH_DECISIONS 20   /* decisions played before that state is taken */
#define SEARCH_PLAYOUTS  20   /* playouts from each state */
#define SEARCH_COPIES    5000 /* copies of each state timed */

/* Plays random decisions until the match asks for one more or ends; 0 when it is over. */
static int play_random(tt_match *m, tt_rng *agent, long max, long *decisions)
{
    tt_error err = {0};
    for (long d = 0; d < max; d++) {
        int rc = tt_match_advance(m, &err);
        if (rc == TT_ADVANCE_OVER)
            return 0;
        if (rc < 0)
            return -1;
        unsigned k = tt_rng_below(agent, tt_match_option_count(m));
        if (tt_match_decide(m, (unsigned)tt_match_decision_seat(m), k, &err))
            return -1;
        (*decisions)++;
    }
    return tt_match_is_over(m) ? 0 : 1;
}

typedef struct search_figures {
    double copies_per_s, playouts_per_s, redeals_per_s, face_down;
    size_t block, fixed, core, module, live;
} search_figures;

/* Times copies and playouts from the state after SEARCH_DECISIONS random decisions of
 * SEARCH_GAMES games; -1 on an error. */
static int search(tt_ctx *ctx, const tt_ruleset *rs, const tt_match_setup *base, uint64_t seed,
                  search_figures *out)
{
    tt_rng agent;
    double tcopy = 0, tplay = 0, tredeal = 0;
    long ncopies = 0, nplayouts = 0, decisions = 0, nredeals = 0, face_down = 0;
    tt_rng_seed(&agent, seed ^ 0xc10e);
    for (long g = 0; g < SEARCH_GAMES; g++) {
        tt_match_setup setup = *base;
        tt_match *m, *work;
        tt_error err = {0};
        setup.seed = seed + (uint64_t)g;
        setup.on_event = NULL;
        if (tt_match_new(&m, ctx, rs, &setup, &err))
            return -1;
        int rc = play_random(m, &agent, SEARCH_DECISIONS, &decisions);
        if (rc == 0) { /* over within SEARCH_DECISIONS: no decision to search from */
            tt_match_free(m);
            continue;
        }
        if (rc >= 0 && tt_match_advance(m, &err) < 0)
            rc = -1;
        if (rc < 0 || tt_match_clone(&work, m, &err)) {
            tt_match_free(m);
            return -1;
        }
        out->block = tt_match_state_size(m);
        out->core = (size_t)((const unsigned char *)tt_match_game_state_const(m) -
                             (const unsigned char *)tt_match_state(m));
        out->fixed = tt_match_fixed_size(m);
        out->module = out->fixed - out->core;
        out->live = tt_match_live_size(m);
        double t0 = now();
        for (long i = 0; i < SEARCH_COPIES; i++)
            if (tt_match_copy(work, m, &err))
                rc = -1;
        tcopy += now() - t0;
        ncopies += SEARCH_COPIES;
        /* a copy re-dealt for the deciding seat (an agent's copy): Decks, hidden hands and the
         * face-down cards on the field it may not look at (counted) */
        unsigned seat = (unsigned)tt_match_decision_seat(m);
        const tt_rules *r = tt_ruleset_rules(rs);
        for (unsigned c = 0; c < tt_match_card_count(m); c++) {
            unsigned z = tt_card_zone(m, c);
            face_down += z != TT_NOWHERE && tt_card_face_down(m, c) &&
                         r->zones[tt_zone_kind_of(m, z)].visibility == TT_VIS_PUBLIC &&
                         !tt_match_card_known(m, (int)seat, c);
        }
        t0 = now();
        for (long i = 0; i < SEARCH_COPIES; i++)
            if (tt_match_copy(work, m, &err) || tt_match_determinize(work, seat, &agent))
                rc = -1;
        tredeal += now() - t0;
        nredeals += SEARCH_COPIES;
        t0 = now();
        for (long p = 0; p < SEARCH_PLAYOUTS && rc >= 0; p++) {
            if (tt_match_copy(work, m, &err) || play_random(work, &agent, 1000000, &decisions) != 0)
                rc = -1;
            nplayouts++;
        }
        tplay += now() - t0;
        tt_match_free(work);
        tt_match_free(m);
        if (rc < 0)
            return -1;
    }
    out->copies_per_s = (double)ncopies / tcopy;
    out->playouts_per_s = (double)nplayouts / tplay;
    out->redeals_per_s = (double)nredeals / tredeal;
    out->face_down = (double)face_down / SEARCH_GAMES;
    return 0;
}

static int with_search = 1; /* --no-search: the games only */

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
    double gps[64], dps[64], cps[64], pps[64], rps[64];
    search_figures sf = {0};
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
        if (with_search && search(ctx, rs, &setup, seed, &sf)) {
            fprintf(stderr, "%s: a playout failed\n", name);
            rc = 1;
            break;
        }
        cps[i] = sf.copies_per_s;
        pps[i] = sf.playouts_per_s;
        rps[i] = sf.redeals_per_s;
    }
    if (!rc) {
        qsort(gps, (size_t)runs, sizeof *gps, cmp_double);
        qsort(dps, (size_t)runs, sizeof *dps, cmp_double);
        qsort(cps, (size_t)runs, sizeof *cps, cmp_double);
        qsort(pps, (size_t)runs, sizeof *pps, cmp_double);
        qsort(rps, (size_t)runs, sizeof *rps, cmp_double);
        printf("%-36s %7ld games %9.0f games/s %11.0f decisions/s %6.1f decisions/game "
               "(median of %d runs)\n",
               name, games, gps[runs / 2], dps[runs / 2], (double)decisions / (double)games, runs);
        if (with_search)
            printf("%-36s state %zu bytes (core %zu, module %zu) + scratch %zu; a copy moves %zu; "
                   "%.0f clones/s (%.0f ns); %.0f playouts/s\n",
                   "", sf.fixed, sf.core, sf.module, sf.block - sf.fixed, sf.live, cps[runs / 2],
                   1e9 / cps[runs / 2], pps[runs / 2]);
        if (with_search)
            printf("%-36s %.0f copies re-dealt/s (copy + tt_match_determinize: %.0f ns); "
                   "%.2f face-down cards hidden from the seat per state\n",
                   "", rps[runs / 2], 1e9 / rps[runs / 2], sf.face_down);
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
        else if (strcmp(argv[i], "--no-search") == 0)
            with_search = 0;
        else if (argv[i][0] == '-') {
            fprintf(stderr, "usage: tagteam-bench [--games N] [--runs R] [--seed S] [--no-search] "
                            "RULESET...\n");
            return 2;
        }
    }
    if (runs < 1 || runs > 64 || games < 1) {
        fprintf(stderr, "tagteam-bench: --runs 1..64, --games >= 1\n");
        return 2;
    }
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--no-search") == 0)
            continue;
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
