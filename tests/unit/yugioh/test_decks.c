/* test_decks.c: deck construction under a ruleset's lists and sizes: the Forbidden/Limited list
 * (YT-1.8 counted per player, YP-1 a ruleset names its list), the Side Deck (YP-2) and the
 * Extra Deck (YM-4) sizes. */
#include <stdio.h>
#include <string.h>

#include "ygo_fixture.h"

TestSuite(decks, .fini = teardown);

/* 39 Normal Monsters (13 names x 3) that no list of ours touches. */
#define MAIN_39                                                                                    \
    "main: {Dark Magician: 3, Blue-Eyes White Dragon: 3, Celtic Guardian: 3,\n"                    \
    "  Mystical Elf: 3, Gemini Elf: 3, Vorse Raider: 3, Alexandrite Dragon: 3,\n"                  \
    "  Luster Dragon: 3, Battle Ox: 3, Giant Soldier of Stone: 3,\n"                               \
    "  Elemental HERO Sparkman: 3, Summoned Skull: 3, Archfiend Soldier: 3,\n"

/* Loads a deck of MAIN_39 plus `more` (the rest of the main map, its closing brace and any
 * extra/side parts) under rs; the status, with err filled in. */
static int load(const char *more, tt_error *err)
{
    char text[2048];
    tt_deck *deck = NULL;
    snprintf(text, sizeof text, "name: d\ngame: yugioh\n" MAIN_39 "%s", more);
    int rc = tt_deck_load_string(&deck, ctx, rs, "deck.yaml", text, err);
    tt_deck_free(deck);
    return rc;
}

static const char limited[] = "name: t\ntitle: t\nextends: ygo-team-duel\n"
                              "decks:\n"
                              "  limited: {Pot of Greed: 1, Raigeki: 0, Jar of Greed: 2}\n";

Test(decks, yt_1_8_a_limited_card_is_one_per_deck_counted_over_main_and_side)
{
    tt_error err = {0};
    open_ruleset(limited);
    cr_assert_eq(load("  Pot of Greed: 1}\n", &err), 0, "%s", err.msg);
    cr_assert_eq(load("  Pot of Greed: 1}\nside: {Pot of Greed: 1}\n", &err), TT_ERR_SCHEMA);
    cr_assert_str_eq(err.path, "side.Pot of Greed");
    cr_assert_str_eq(err.msg, "2 copies in main and side together; t limits it to 1 "
                              "(decks.limited)");
    cr_assert_eq(err.line, 8);
    cr_assert_eq(err.col, 8);
}

Test(decks, yt_1_8_each_teammate_may_run_one_but_none_may_run_two)
{
    tt_error err = {0};
    open_ruleset(limited);
    /* the same one-copy deck loads for both teammates: the list counts per player, not per
     * team; two copies in one deck are refused even though the teammate would run none */
    cr_assert_eq(load("  Pot of Greed: 1}\n", &err), 0, "%s", err.msg);
    cr_assert_eq(load("  Pot of Greed: 1}\n", &err), 0, "%s", err.msg);
    cr_assert_eq(load("  Jinzo: 1}\nside: {Pot of Greed: 2}\n", &err), TT_ERR_SCHEMA);
    cr_assert_str_eq(err.msg, "2 copies; t limits it to 1 (decks.limited)");
}

Test(decks, yt_1_8_forbidden_and_semi_limited_are_counted_the_same_way)
{
    tt_error err = {0};
    open_ruleset(limited);
    cr_assert_eq(load("  Jar of Greed: 1}\nside: {Jar of Greed: 1}\n", &err), 0, "%s", err.msg);
    cr_assert_eq(load("  Jar of Greed: 1}\nside: {Jar of Greed: 2}\n", &err), TT_ERR_SCHEMA);
    cr_assert_str_eq(err.msg, "3 copies in main and side together; t limits it to 2 "
                              "(decks.limited)");
    cr_assert_eq(load("  Jinzo: 1}\nside: {Raigeki: 1}\n", &err), TT_ERR_SCHEMA);
    cr_assert_str_eq(err.path, "side.Raigeki");
    cr_assert_str_eq(err.msg, "forbidden in t (decks.limited)");
}

Test(decks, yp_1_the_list_merges_by_extends_and_a_variant_may_lift_an_entry)
{
    tt_error err = {0};
    char buf[4096];
    open_ruleset("name: t\ntitle: t\nextends: variants/ygo-team-duel-limited\n"
                 "decks: {limited: {Pot of Greed: 3, Jinzo: 1}}\n");
    tt_ruleset_explain(rs, buf, sizeof buf);
    cr_assert(strstr(buf, "\"Jinzo\": 1"), "%s", buf);
    cr_assert(strstr(buf, "\"Pot of Greed\": 3"), "%s", buf);
    cr_assert(strstr(buf, "\"Raigeki\": 0"), "%s", buf); /* kept from the base */
    cr_assert_eq(load("  Pot of Greed: 1}\nside: {Pot of Greed: 2}\n", &err), 0, "%s", err.msg);
    cr_assert_eq(load("  Jinzo: 1}\nside: {Jinzo: 1}\n", &err), TT_ERR_SCHEMA);
    cr_assert_str_eq(err.msg, "2 copies in main and side together; t limits it to 1 "
                              "(decks.limited)");
}

Test(decks, yp_1_the_list_is_printed_sorted_and_only_when_set)
{
    char a[4096], b[4096];
    open_ruleset("name: t\ntitle: t\nextends: ygo-team-duel\n");
    tt_ruleset_explain(rs, a, sizeof a);
    cr_assert_null(strstr(a, "limited"), "%s", a);
    uint64_t plain = tt_ruleset_hash(rs);
    teardown();
    open_ruleset("name: t\ntitle: t\nextends: ygo-team-duel\ndecks: {limited: {}}\n");
    cr_assert_eq(tt_ruleset_hash(rs), plain); /* an empty list is no list */
    teardown();
    open_ruleset("name: t\ntitle: t\nextends: ygo-team-duel\n"
                 "decks: {limited: {Raigeki: 0, Dark Hole: 1}}\n");
    tt_ruleset_explain(rs, a, sizeof a);
    cr_assert(strstr(a, "  limited: {\"Dark Hole\": 1, \"Raigeki\": 0}\n"), "%s", a);
    teardown();
    open_ruleset("name: t\ntitle: t\nextends: ygo-team-duel\n"
                 "decks: {limited: {Dark Hole: 1, Raigeki: 0}}\n");
    tt_ruleset_explain(rs, b, sizeof b);
    cr_assert_str_eq(a, b);
}

Test(decks, yp_1_an_unknown_card_on_the_list_is_a_load_error_with_its_position)
{
    tt_ctx_options o = TT_CTX_OPTIONS_INIT;
    tt_error err = {0};
    o.rulesets_dir = SRC "/rulesets";
    o.games_dir = SRC "/games";
    cr_assert_eq(tt_ctx_new(&ctx, &o, &err), 0);
    int rc = tt_ruleset_load_string(&rs, ctx, "t.yaml",
                                    "name: t\ntitle: t\nextends: ygo-team-duel\n"
                                    "decks:\n  limited: {Pot of Greed: 1, Raigeky: 0}\n",
                                    &err);
    cr_assert_eq(rc, TT_ERR_SCHEMA);
    cr_assert_null(rs);
    cr_assert_str_eq(err.path, "decks.limited.Raigeky");
    cr_assert_str_eq(err.msg, "unknown card; did you mean 'Raigeki'?");
    cr_assert_eq(err.line, 5);
    cr_assert_eq(err.col, 30);
    rc = tt_ruleset_load_string(&rs, ctx, "t.yaml",
                                "name: t\ntitle: t\nextends: ygo-team-duel\n"
                                "decks:\n  banned: [Raigeki, Pot of Greedd]\n",
                                &err);
    cr_assert_eq(rc, TT_ERR_SCHEMA); /* decks.banned is checked the same way */
    cr_assert_str_eq(err.path, "decks.banned[1]");
    cr_assert_eq(err.line, 5);
    cr_assert_eq(err.col, 21);
}

Test(decks, yp_1_the_shipped_list_variant_plays_its_default_decks)
{
    tt_deck *decks[TT_MAX_SEATS];
    tt_match_setup setup = {TT_MATCH_SETUP_VERSION, 1, {0}, {0}, {0}, {0}, NULL, NULL};
    tt_error err = {0};
    open_ruleset("name: t\ntitle: t\nextends: variants/ygo-team-duel-limited\n");
    cr_assert_eq(tt_deck_load_defaults(decks, &setup, ctx, rs, &err), 0, "%s", err.msg);
    for (unsigned s = 0; s < TT_MAX_SEATS; s++)
        tt_deck_free(decks[s]);
    tt_deck *d = NULL; /* the base's dragons deck runs a Forbidden Confiscation */
    cr_assert_eq(tt_deck_load_file(&d, ctx, rs, SRC "/games/yugioh/decks/dragons.yaml", &err),
                 TT_ERR_SCHEMA);
    cr_assert_str_eq(err.msg, "forbidden in t (decks.limited)");
}

Test(decks, yp_2_a_side_deck_over_15_is_refused)
{
    tt_error err = {0};
    open_ruleset("name: t\ntitle: t\nextends: ygo-team-duel\n");
    cr_assert_eq(load("  Jinzo: 1}\nside: {Pot of Greed: 3, Raigeki: 3, Dark Hole: 3, "
                      "Jar of Greed: 3, Sogen: 3}\n",
                      &err),
                 0, "%s", err.msg);
    cr_assert_eq(load("  Jinzo: 1}\nside: {Pot of Greed: 3, Raigeki: 3, Dark Hole: 3, "
                      "Jar of Greed: 3, Sogen: 3, Mountain: 1}\n",
                      &err),
                 TT_ERR_SCHEMA);
    cr_assert_str_eq(err.path, "side");
    cr_assert_str_eq(err.msg, "16 cards; t allows at most 15");
}

Test(decks, ym_4_an_extra_deck_over_15_is_refused_under_master_rule_3)
{
    tt_error err = {0};
    open_ruleset("name: t\ntitle: t\nextends: ygo-team-duel-mr3\n");
    cr_assert_eq(load("  Jinzo: 1}\nextra: {Gaia the Dragon Champion: 3}\n", &err), 0, "%s",
                 err.msg);
    cr_assert_eq(load("  Jinzo: 1}\nextra: {Gaia the Dragon Champion: 16}\n", &err), TT_ERR_SCHEMA);
    cr_assert_str_eq(err.path, "extra");
    cr_assert_str_eq(err.msg, "16 cards; t allows at most 15");
}
