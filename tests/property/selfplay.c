/* selfplay.c: the property test. Plays seeded random games under a ruleset with its default
 * decks and checks, after every decision: no zone over its capacity, every
 * card in exactly one zone and still owned by the seat whose deck it came from, and each life
 * event's total the previous one plus its change, clamped at 0 (YP-7), with no total changed
 * without one (--plant-life reads them unclamped: the check must fail); at the end:
 * every game finished, a replay of the same seed and choices gives the same event log, and a
 * clone taken mid-game finishes exactly like its original.
 *
 *   selfplay [--games N] [--seed S] [--fingerprint] [--plant-life] RULESET...
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
    /* The life check: the totals of `life_of` (the game being checked; NULL: none) as its
     * TT_EV_LIFE events say, and the first event whose total is not the previous one plus its
     * change, clamped at 0 (YP-7) and INT32_MAX. */
    const tt_match *life_of;
    int64_t life[TT_MAX_SEATS];
    const char *life_fault;
} log_hash;

static int plant_life; /* --plant-life: the check reads the totals as if never clamped at 0 */

/* Starts the life check of m from its totals now. */
static void life_sync(log_hash *lh, const tt_match *m)
{
    lh->life_of = m;
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++)
        lh->life[s] = tt_match_life(m, s);
}

/* A TT_EV_LIFE of the checked game: seat's pool changed by a to b (outcome.c, YP-7). */
static void life_event(log_hash *lh, const tt_match *m, const tt_event *ev)
{
    const tt_rules *r = tt_match_rules(m);
    int64_t want = lh->life[ev->seat] + ev->a, got = ev->b;
    want = want < 0 ? 0 : want > INT32_MAX ? INT32_MAX : want;
    if (plant_life && lh->life[ev->seat] + ev->a < 0)
        got = lh->life[ev->seat] + ev->a;
    if (got != want && !lh->life_fault)
        lh->life_fault = "a life event's total is not the previous total plus its change "
                         "(clamped at 0, YP-7)";
    for (unsigned s = 0; s < r->seats; s++) /* YT-1.4: a team pool changes for both */
        if (s == (unsigned)ev->seat || (r->life_pool == TT_POOL_TEAM &&
                                        tt_seat_team(m, s) == tt_seat_team(m, (unsigned)ev->seat)))
            lh->life[s] = got;
}

static void on_event(const tt_match *m, const tt_event *ev, void *payload)
{
    log_hash *lh = payload;
    if (m && m == lh->life_of && ev->kind == TT_EV_LIFE && (unsigned)ev->seat < TT_MAX_SEATS)
        life_event(lh, m, ev);
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
                       const char *name, uint64_t seed, const log_hash *lh)
{
    if (lh->life_fault)
        return fail(name, seed, lh->life_fault);
    for (unsigned s = 0; lh->life_of == m && s < r->seats; s++)
        if (tt_match_life(m, s) != lh->life[s])
            return fail(name, seed, "a life total changed without its life event");
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
    tt_error err = {0};
    tt_rng agent, clone_agent;
    uint8_t owner0[TT_MAX_CARDS];
    setup.seed = seed;
    if (tt_match_new(&m, ctx, rs, &setup, &err))
        return fail(name, seed, err.msg);
    tt_match_set_event_fn(m, on_event, lh);
    life_sync(lh, m);
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
        if ((rc = check_state(m, r, owner0, name, seed, lh)))
            break;
    }
    if (!rc) /* the last events (often the lethal one) and totals, after the game ended */
        rc = check_state(m, r, owner0, name, seed, lh);
    if (!rc && clone) { /* the clone, played on with the same choices, ends the same */
        int a;
        while ((a = tt_match_advance(clone, &err)) == TT_ADVANCE_DECIDE) {
            unsigned k = tt_rng_below(&clone_agent, tt_match_option_count(clone));
            if (tt_match_decide(clone, (unsigned)tt_match_decision_seat(clone), k, &err))
                break; /* then it does not end like its original: reported below */
        }
        if (a != TT_ADVANCE_OVER ||
            memcmp(tt_match_state(clone), tt_match_state(m), tt_match_state_size(m)) != 0)
            rc = fail(name, seed, "a clone did not finish like its original");
    }
    tt_match_free(clone);
    tt_match_free(m);
    return rc;
}

static void on_series_event(const tt_series *s, const tt_series_event *ev, void *payload)
{
    log_hash *lh = payload;
    tt_event as_game = {(uint16_t)(0x8000u | ev->kind), ev->seat, ev->team, ev->a,
                        (int32_t)(ev->card_out * 65599u + ev->card_in)};
    (void)s;
    lh->life_of = NULL; /* a game ends or starts (its life set anew): resynced at a decision */
    on_event(NULL, &as_game, lh);
}

/* The cards of a seat's deck, all parts together, as counts per card id. */
static void deck_census(const tt_series *s, unsigned seat, uint32_t *count, unsigned ncount)
{
    memset(count, 0, ncount * sizeof *count);
    for (unsigned part = 0; part < 3; part++) {
        unsigned n;
        const uint32_t *ids = tt_series_deck(s, seat, part, &n);
        for (unsigned i = 0; i < n; i++)
            count[ids[i] % ncount]++;
    }
}

/* A whole match of several games (series.h): every game as play() checks it, and across the
 * match: it ends, within match.games games and the tiebreak; its winner has the most game
 * wins (or won the tiebreak); siding keeps each part's size and each seat's cards. */
static int play_match(tt_ctx *ctx, const tt_ruleset *rs, const tt_series_setup *base, uint64_t seed,
                      const char *name, log_hash *lh)
{
    enum { NCOUNT = 4096 };
    static uint32_t before[TT_MAX_SEATS][NCOUNT], after[NCOUNT];
    const tt_rules *r = tt_ruleset_rules(rs);
    tt_series_setup setup = *base;
    tt_series *s;
    tt_error err = {0};
    tt_rng agent;
    uint8_t owner0[TT_MAX_CARDS];
    tt_match *seen = NULL;
    unsigned nparts[TT_MAX_SEATS][3];
    setup.seed = seed;
    setup.on_game_event = on_event;
    setup.on_series_event = on_series_event;
    setup.on_event_payload = lh;
    if (tt_series_new(&s, ctx, rs, &setup, &err))
        return fail(name, seed, err.msg);
    for (unsigned seat = 0; seat < r->seats; seat++) {
        deck_census(s, seat, before[seat], NCOUNT);
        for (unsigned part = 0; part < 3; part++)
            tt_series_deck(s, seat, part, &nparts[seat][part]);
    }
    tt_rng_seed(&agent, seed * 7919u + 1u);
    int rc = 0;
    long decisions = 0;
    for (;;) {
        int a = tt_series_advance(s, &err);
        if (a < 0) {
            rc = fail(name, seed, err.msg);
            break;
        }
        if (a == TT_ADVANCE_OVER)
            break;
        if (++decisions > 2000000) {
            rc = fail(name, seed, "the match does not end");
            break;
        }
        tt_match *m = tt_series_game(s);
        if (m && !lh->life_of) /* after a series event (a game's end or start): from here on */
            life_sync(lh, m);
        if (m && m != seen) { /* a new game: its cards' owners */
            seen = m;
            for (unsigned c = 0; c < tt_match_card_count(m); c++)
                owner0[c] = (uint8_t)tt_card_owner(m, c);
        }
        unsigned k = tt_rng_below(&agent, tt_series_option_count(s));
        if (tt_series_decide(s, (unsigned)tt_series_decision_seat(s), k, &err)) {
            rc = fail(name, seed, err.msg);
            break;
        }
        if (m && (rc = check_state(m, r, owner0, name, seed, lh)))
            break;
    }
    if (!rc && lh->life_fault) /* the last game's last events */
        rc = fail(name, seed, lh->life_fault);
    unsigned played = tt_series_wins(s, 0) + tt_series_wins(s, 1) + tt_series_draws(s);
    int w = tt_series_winner(s);
    if (!rc && (played > r->match_games + 1u || played != tt_series_game_number(s)))
        rc = fail(name, seed, "more games than match.games and a tiebreak");
    if (!rc && w >= 0 && played <= r->match_games &&
        tt_series_wins(s, (unsigned)w) <= tt_series_wins(s, 1u - (unsigned)w))
        rc = fail(name, seed, "the match winner does not have the most game wins");
    for (unsigned seat = 0; seat < r->seats && !rc; seat++) {
        deck_census(s, seat, after, NCOUNT);
        if (memcmp(before[seat], after, sizeof after) != 0)
            rc = fail(name, seed, "siding changed a seat's cards");
        for (unsigned part = 0; part < 3 && !rc; part++) {
            unsigned n;
            tt_series_deck(s, seat, part, &n);
            if (n != nparts[seat][part])
                rc = fail(name, seed, "siding changed the size of a deck part (YP-6)");
        }
    }
    tt_series_free(s);
    return rc;
}

static int run_ruleset(tt_ctx *ctx, const char *name, long games, uint64_t seed0,
                       uint64_t *fingerprint)
{
    tt_ruleset *rs;
    tt_error err = {0};
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
    int matches = !rc && tt_ruleset_rules(rs)->match_games > 1; /* whole matches */
    tt_series_setup series = {
        TT_SERIES_SETUP_VERSION, 0, {0}, {0}, {0}, {0}, {0}, {0}, NULL, NULL, NULL};
    for (unsigned s = 0; matches && s < TT_MAX_SEATS; s++) {
        series.main[s] = setup.main[s];
        series.nmain[s] = setup.nmain[s];
        series.extra[s] = setup.extra[s];
        series.nextra[s] = setup.nextra[s];
        series.side[s] = decks[s] ? tt_deck_ids(decks[s], TT_DECK_SIDE) : NULL;
        series.nside[s] = decks[s] ? tt_deck_count(decks[s], TT_DECK_SIDE) : 0;
    }
    for (long g = 0; g < games && !rc; g++) {
        log_hash first = {0xcbf29ce484222325ull, 0, NULL, {0}, NULL}, again = first;
        uint64_t seed = seed0 + (uint64_t)g;
        rc = matches ? play_match(ctx, rs, &series, seed, name, &first)
                     : play(ctx, rs, &setup, seed, name, &first, g % 10 == 0);
        if (!rc && g % 10 == 0) { /* same seed, same choices: same log */
            rc = matches ? play_match(ctx, rs, &series, seed, name, &again)
                         : play(ctx, rs, &setup, seed, name, &again, 0);
            if (!rc && (again.h != first.h || again.events != first.events))
                rc = fail(name, seed, "a replay gave another log");
        }
        *fingerprint = (*fingerprint ^ first.h) * 0x100000001b3ull;
        events += first.events;
    }
    if (!rc)
        printf("ok %s: %ld %s, %lu events\n", name, games, matches ? "matches" : "games", events);
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
    tt_error err = {0};
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
        else if (strcmp(argv[i], "--plant-life") == 0)
            plant_life = 1;
        else if (argv[i][0] == '-') {
            fprintf(stderr, "usage: selfplay [--games N] [--seed S] [--fingerprint] [--plant-life] "
                            "RULESET...\n");
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
