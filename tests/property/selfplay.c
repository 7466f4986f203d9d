/* selfplay.c: the property test. Plays seeded random games under a ruleset with its default
 * decks and checks, after every decision: LP never below 0, no zone over its capacity, every
 * card in exactly one zone and still owned by the seat whose deck it came from; at the end:
 * every game finished, a replay of the same seed and choices gives the same event log, and a
 * clone taken mid-game finishes exactly like its original.
 *
 *   selfplay [--games N] [--seed S] [--fingerprint] RULESET...
 *
 * --fingerprint prints one FNV-1a hash over every game's event log (the replay guard kept in
 * tests/fingerprint.txt); it changes when the rules or the RNG do. Exit 1 on a violation. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tagteam/game.h"
#include "tagteam/tagteam.h"

typedef struct log_hash {
    uint64_t h;
    unsigned long events;
} log_hash;

static void on_event(const tt_match *m, const tt_event *ev, void *payload)
{
    log_hash *lh = payload;
    const unsigned char *p = (const unsigned char *)ev;
    (void)m;
    unsigned char buf[16]; /* the fields, not the padding */
    memcpy(buf, &ev->kind, 2);
    memcpy(buf + 2, &ev->seat, 1);
    memcpy(buf + 3, &ev->card, 2);
    memcpy(buf + 5, &ev->a, 4);
    memcpy(buf + 9, &ev->b, 4);
    (void)p;
    for (unsigned i = 0; i < 13; i++) {
        lh->h ^= buf[i];
        lh->h *= 0x100000001b3ull;
    }
    lh->events++;
}

static int fail(const char *ruleset, uint64_t seed, const char *what)
{
    fprintf(stderr, "selfplay: %s seed %" PRIu64 ": %s\n", ruleset, seed, what);
    return 1;
}

static int check_state(const tt_match *m, const tt_rules *r, const uint8_t *owner0,
                       const char *name, uint64_t seed)
{
    for (unsigned s = 0; s < r->seats; s++)
        if (tt_match_life(m, s) < 0)
            return fail(name, seed, "life below 0");
    unsigned n = tt_match_card_count(m), seen = 0;
    unsigned ninst = 0;
    for (unsigned k = 0; k < r->nzones; k++) {
        unsigned per = r->zones[k].scope == TT_PER_SEAT        ? r->seats
                       : r->zones[k].scope == TT_PER_TEAM      ? r->teams
                       : r->zones[k].scope == TT_PER_LANE      ? r->nlanes
                       : r->zones[k].scope == TT_PER_LANE_TEAM ? (unsigned)r->nlanes * r->teams
                                                               : 1u;
        for (unsigned i = 0; i < per; i++) {
            unsigned inst = ninst + i;
            if (r->zones[k].capacity && tt_zone_count(m, inst) > r->zones[k].capacity)
                return fail(name, seed, "a zone is over its capacity");
            for (unsigned j = 0; j < tt_zone_count(m, inst); j++)
                if (tt_card_zone(m, tt_zone_card(m, inst, j)) != inst)
                    return fail(name, seed, "a card's zone disagrees with the zone's list");
            seen += tt_zone_count(m, inst);
        }
        ninst += per;
    }
    unsigned nowhere = 0;
    for (unsigned c = 0; c < n; c++) {
        nowhere += tt_card_zone(m, c) == TT_NOWHERE;
        if (tt_card_owner(m, c) != owner0[c])
            return fail(name, seed, "a card changed owner");
    }
    if (seen + nowhere != n)
        return fail(name, seed, "cards are not conserved");
    return 0;
}

/* Plays one game; choices from the agent RNG seeded by seed. Fills *lh with the log hash. */
static int play(tt_ctx *ctx, const tt_ruleset *rs, const tt_match_setup *base, uint64_t seed,
                const char *name, log_hash *lh, int check_clone)
{
    const tt_rules *r = tt_ruleset_rules(rs);
    tt_match_setup setup = *base;
    tt_match *m, *clone = NULL;
    tt_error err;
    tt_rng agent, clone_agent;
    uint8_t owner0[TT_MAX_CARDS];
    setup.seed = seed;
    if (tt_match_new(&m, ctx, rs, &setup, &err))
        return fail(name, seed, err.msg);
    tt_match_set_event_fn(m, on_event, lh);
    tt_rng_seed(&agent, seed * 7919u + 1u);
    for (unsigned c = 0; c < tt_match_card_count(m); c++)
        owner0[c] = (uint8_t)tt_card_owner(m, c);
    int rc = 0;
    long decisions = 0;
    for (;;) {
        int a = tt_match_advance(m, &err);
        if (a < 0) {
            rc = fail(name, seed, err.msg);
            break;
        }
        if (a == TT_ADVANCE_OVER)
            break;
        if (++decisions > 200000) {
            rc = fail(name, seed, "the game does not end");
            break;
        }
        if (check_clone && decisions == 50) { /* clone mid-game with the agent's state */
            if (tt_match_clone(&clone, m, &err)) {
                rc = fail(name, seed, err.msg);
                break;
            }
            clone_agent = agent;
        }
        unsigned k = tt_rng_below(&agent, tt_match_option_count(m));
        if (tt_match_decide(m, (unsigned)tt_match_decision_seat(m), k, &err)) {
            rc = fail(name, seed, err.msg);
            break;
        }
        if ((rc = check_state(m, r, owner0, name, seed)))
            break;
    }
    if (!rc && clone) { /* the clone, played on with the same choices, ends the same */
        int a;
        while ((a = tt_match_advance(clone, &err)) == TT_ADVANCE_DECIDE) {
            unsigned k = tt_rng_below(&clone_agent, tt_match_option_count(clone));
            tt_match_decide(clone, (unsigned)tt_match_decision_seat(clone), k, &err);
        }
        if (a != TT_ADVANCE_OVER ||
            memcmp(tt_match_state(clone), tt_match_state(m), tt_match_state_size(m)) != 0)
            rc = fail(name, seed, "a clone did not finish like its original");
    }
    tt_match_free(clone);
    tt_match_free(m);
    return rc;
}

static int run_ruleset(tt_ctx *ctx, const char *name, long games, uint64_t seed0,
                       uint64_t *fingerprint)
{
    tt_ruleset *rs;
    tt_error err;
    tt_deck *decks[TT_MAX_SEATS] = {0};
    tt_match_setup setup = {TT_MATCH_SETUP_VERSION, 0, {0}, {0}, {0}, {0}, NULL, NULL};
    char msg[600];
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
    unsigned long events = 0;
    for (long g = 0; g < games && !rc; g++) {
        log_hash first = {0xcbf29ce484222325ull, 0}, again = first;
        uint64_t seed = seed0 + (uint64_t)g;
        rc = play(ctx, rs, &setup, seed, name, &first, g % 10 == 0);
        if (!rc && g % 10 == 0) { /* same seed, same choices: same log */
            rc = play(ctx, rs, &setup, seed, name, &again, 0);
            if (!rc && (again.h != first.h || again.events != first.events))
                rc = fail(name, seed, "a replay gave another log");
        }
        *fingerprint = (*fingerprint ^ first.h) * 0x100000001b3ull;
        events += first.events;
    }
    if (!rc)
        printf("ok %s: %ld games, %lu events\n", name, games, events);
    for (unsigned s = 0; s < TT_MAX_SEATS; s++)
        tt_deck_free(decks[s]);
    tt_ruleset_free(rs);
    return rc;
}

int main(int argc, char **argv)
{
    long games = 1000;
    uint64_t seed = 1, fingerprint = 0xcbf29ce484222325ull;
    int print_fingerprint = 0, status = 0;
    tt_ctx_options o = TT_CTX_OPTIONS_INIT;
    tt_ctx *ctx;
    tt_error err;
    o.rulesets_dir = TT_TEST_SRCDIR "/rulesets";
    o.games_dir = TT_TEST_SRCDIR "/games";
    if (tt_ctx_new(&ctx, &o, &err))
        return 1;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--games") == 0 && i + 1 < argc)
            games = atol(argv[++i]);
        else if (strcmp(argv[i], "--seed") == 0 && i + 1 < argc)
            seed = strtoull(argv[++i], NULL, 10);
        else if (strcmp(argv[i], "--fingerprint") == 0)
            print_fingerprint = 1;
        else if (argv[i][0] == '-') {
            fprintf(stderr, "usage: selfplay [--games N] [--seed S] [--fingerprint] RULESET...\n");
            return 2;
        } else {
            int rc = run_ruleset(ctx, argv[i], games, seed, &fingerprint);
            if (rc > status)
                status = rc;
        }
    }
    if (print_fingerprint)
        printf("%016" PRIx64 "\n", fingerprint);
    tt_ctx_free(ctx);
    return status;
}
