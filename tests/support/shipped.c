/* shipped.c: see shipped.h. */
#include "shipped.h"

#include <criterion/criterion.h>
#include <string.h>

void tt_shipped_open(tt_shipped *g, const char *ruleset, uint64_t seed)
{
    tt_ctx_options o = TT_CTX_OPTIONS_INIT;
    tt_error err = {0};
    memset(g, 0, sizeof *g);
    o.rulesets_dir = TT_TEST_SRCDIR "/rulesets";
    o.games_dir = TT_TEST_SRCDIR "/games";
    cr_assert_eq(tt_ctx_new(&g->ctx, &o, &err), TT_OK, "%s", err.msg);
    cr_assert_eq(tt_ruleset_load_shipped(&g->rs, g->ctx, ruleset, &err), TT_OK, "%s", err.msg);
    tt_match_setup setup = {TT_MATCH_SETUP_VERSION, seed, {0}, {0}, {0}, {0}, NULL, NULL};
    for (unsigned s = 0; s < tt_ruleset_rules(g->rs)->seats; s++) {
        cr_assert_eq(
            tt_deck_load_file(&g->decks[s], g->ctx, g->rs, tt_ruleset_default_deck(g->rs, s), &err),
            TT_OK, "%s", err.msg);
        setup.main[s] = tt_deck_ids(g->decks[s], TT_DECK_MAIN);
        setup.nmain[s] = tt_deck_count(g->decks[s], TT_DECK_MAIN);
        setup.extra[s] = tt_deck_ids(g->decks[s], TT_DECK_EXTRA);
        setup.nextra[s] = tt_deck_count(g->decks[s], TT_DECK_EXTRA);
    }
    cr_assert_eq(tt_match_new(&g->m, g->ctx, g->rs, &setup, &err), TT_OK, "%s", err.msg);
}

void tt_shipped_close(tt_shipped *g)
{
    tt_match_free(g->m);
    for (unsigned s = 0; s < TT_MAX_SEATS; s++)
        tt_deck_free(g->decks[s]);
    tt_ruleset_free(g->rs);
    tt_ctx_free(g->ctx);
}
