/* test_faults.c: fault injection (SQLite's faultsim): fail the Nth allocation of every load
 * path for N = 1, 2, ... until the load succeeds. Each failure must be TT_ERR_NOMEM with *out
 * NULL, and nothing may leak (the sanitizer build checks that). */
#include <criterion/criterion.h>
#include <dirent.h>
#include <sys/stat.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tagteam/tagteam.h"

static long countdown = -1; /* allocations left before the failing one; < 0: never fail */

static void *failing_alloc(void *ud, void *ptr, size_t nsize)
{
    (void)ud;
    if (nsize == 0) {
        free(ptr);
        return NULL;
    }
    if (countdown == 0)
        return NULL;
    if (countdown > 0)
        countdown--;
    return realloc(ptr, nsize);
}

static tt_ctx *make_ctx_in(const char *games_dir)
{
    tt_ctx_options o = TT_CTX_OPTIONS_INIT;
    tt_ctx *ctx;
    tt_error err = {0};
    long saved = countdown;
    countdown = -1;
    o.rulesets_dir = TT_TEST_SRCDIR "/rulesets";
    o.games_dir = games_dir;
    o.alloc = failing_alloc;
    cr_assert_eq(tt_ctx_new(&ctx, &o, &err), 0);
    countdown = saved;
    return ctx;
}

static tt_ctx *make_ctx(void)
{
    return make_ctx_in(TT_TEST_SRCDIR "/games");
}

/* A games folder whose yugioh/cards holds links to the three card files the warriors deck
 * draws from: a Normal Monster file, a file of Spells and Traps with effect trees and a Fusion
 * file. Every other card file runs the same load code once more per card, not new paths a
 * failure can take, and under TT_DEBUG_ARENA (an allocation per YAML node) each file adds
 * thousands of loads to try, each longer than the last: with every hand-written file the test
 * took six minutes under ASan. */
static char small_games[64];

static void small_games_make(void)
{
    char path[512];
    snprintf(small_games, sizeof small_games, "/tmp/tt-faults-XXXXXX");
    cr_assert_not_null(mkdtemp(small_games));
    snprintf(path, sizeof path, "%s/yugioh", small_games);
    cr_assert_eq(mkdir(path, 0700), 0);
    snprintf(path, sizeof path, "%s/yugioh/cards", small_games);
    cr_assert_eq(mkdir(path, 0700), 0);
    DIR *d = opendir(TT_TEST_SRCDIR "/games/yugioh/cards");
    cr_assert_not_null(d);
    for (struct dirent *e; (e = readdir(d));) {
        static const char *const keep[] = {"normal-monsters.yaml", "spells-traps.yaml",
                                           "fusion.yaml"};
        int kept = 0;
        for (unsigned k = 0; k < sizeof keep / sizeof *keep; k++)
            kept |= !strcmp(e->d_name, keep[k]);
        if (!kept)
            continue;
        char from[512];
        snprintf(from, sizeof from, "%s/games/yugioh/cards/%s", TT_TEST_SRCDIR, e->d_name);
        snprintf(path, sizeof path, "%s/yugioh/cards/%s", small_games, e->d_name);
        cr_assert_eq(symlink(from, path), 0, "%s", path);
    }
    closedir(d);
}

static void small_games_remove(void)
{
    char path[512];
    snprintf(path, sizeof path, "%s/yugioh/cards", small_games);
    DIR *d = opendir(path);
    for (struct dirent *e; d && (e = readdir(d));) {
        if (e->d_name[0] == '.')
            continue;
        char link[768];
        snprintf(link, sizeof link, "%s/%s", path, e->d_name);
        unlink(link);
    }
    if (d)
        closedir(d);
    rmdir(path);
    snprintf(path, sizeof path, "%s/yugioh", small_games);
    rmdir(path);
    rmdir(small_games);
}

Test(faults, every_failed_allocation_of_a_ruleset_load_is_nomem)
{
    int done = 0;
    for (long n = 0; n < 10000 && !done; n++) {
        tt_ctx *ctx = make_ctx();
        tt_ruleset *rs = (tt_ruleset *)1;
        tt_error err = {0};
        countdown = n;
        int rc = tt_ruleset_load_shipped(&rs, ctx, "ygo-team-duel-mr3", &err); /* extends */
        countdown = -1;
        if (rc == 0) {
            done = 1;
            tt_ruleset_free(rs);
        } else {
            cr_assert_eq(rc, TT_ERR_NOMEM, "allocation %ld: %d %s", n, rc, err.msg);
            cr_assert_null(rs, "a failed load leaves *out NULL");
        }
        tt_ctx_free(ctx);
    }
    cr_assert(done, "the load never succeeded");
}

/* One context and ruleset for the whole test: built again for each n they cost more than the
 * allocations tried (thousands under TT_DEBUG_ARENA, where it took minutes under ASan). A load
 * that fails caches nothing, so the next try starts afresh from the same state. */
Test(faults, every_failed_allocation_of_cards_decks_and_matches_is_nomem)
{
    small_games_make();
    tt_ctx *ctx = make_ctx_in(small_games);
    tt_ruleset *rs = NULL;
    tt_error err = {0};
    cr_assert_eq(tt_ruleset_load_shipped(&rs, ctx, "ygo-duel", &err), 0, "%s", err.msg);

    /* the card database alone first */
    int done = 0;
    for (long n = 0; n < 100000 && !done; n++) {
        const tt_carddb *db = (const tt_carddb *)1;
        countdown = n;
        int rc = tt_ctx_carddb(&db, ctx, "yugioh", &err);
        countdown = -1;
        if (rc == 0) {
            done = 1;
            cr_assert_not_null(db);
        } else {
            cr_assert_eq(rc, TT_ERR_NOMEM, "allocation %ld: %d %s", n, rc, err.msg);
            cr_assert_null(db, "a failed load leaves *out NULL");
        }
    }
    cr_assert(done, "the card database never loaded");

    /* then a deck, a match and its clone, with the database in place */
    done = 0;
    for (long n = 0; n < 100000 && !done; n++) {
        tt_deck *deck = NULL;
        tt_match *m = NULL;
        countdown = n;
        int rc = tt_deck_load_file(&deck, ctx, rs,
                                   TT_TEST_SRCDIR "/games/yugioh/decks/warriors.yaml", &err);
        if (rc == 0) {
            tt_match_setup setup = {TT_MATCH_SETUP_VERSION, 1, {0}, {0}, {0}, {0}, NULL, NULL};
            for (unsigned s = 0; s < 2; s++) {
                setup.main[s] = tt_deck_ids(deck, TT_DECK_MAIN);
                setup.nmain[s] = tt_deck_count(deck, TT_DECK_MAIN);
            }
            rc = tt_match_new(&m, ctx, rs, &setup, &err);
            if (rc == 0) {
                tt_match *c = NULL;
                rc = tt_match_clone(&c, m, &err);
                if (rc == 0)
                    done = 1;
                else
                    cr_assert_null(c);
                tt_match_free(c);
            } else {
                cr_assert_null(m);
            }
        } else {
            cr_assert_null(deck);
        }
        countdown = -1;
        if (!done)
            cr_assert_eq(rc, TT_ERR_NOMEM, "allocation %ld: %d %s", n, rc, err.msg);
        tt_match_free(m);
        tt_deck_free(deck);
    }
    tt_ruleset_free(rs);
    tt_ctx_free(ctx);
    small_games_remove();
    cr_assert(done, "never succeeded");
}
