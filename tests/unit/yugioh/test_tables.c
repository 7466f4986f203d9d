/* test_tables.c: the yugioh module's per-match tables, filled once at setup, refuse a match
 * that holds more such cards than they have room for, naming the limit (the project's rule:
 * a full table is an error, never a silent drop). Each test builds a Team Duel whose decks hold
 * one card more than its table, spread over the four seats, and expects TT_ERR_LIMIT; the
 * largest legal count (3 copies in each of the 4 decks) where the table holds it still plays. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ygo_fixture.h"

static uint32_t decks[TT_MAX_SEATS][60], extras[TT_MAX_SEATS][15];

/* A Team Duel with `copies` of card spread over the seats' main decks (or Extra Decks), the
 * rest Giant Soldier of Stone; returns tt_match_new's code, its message in err. */
static int match_with(const char *card, unsigned copies, int extra, tt_error *err)
{
    const tt_carddb *db;
    tt_match_setup setup = {TT_MATCH_SETUP_VERSION, 1, {0}, {0}, {0}, {0}, NULL, NULL};
    open_ruleset(team_duel);
    cr_assert_eq(tt_ctx_carddb(&db, ctx, "yugioh", err), 0, "%s", err->msg);
    int id = tt_carddb_find(db, card), filler = tt_carddb_find(db, "Giant Soldier of Stone");
    cr_assert_geq(id, 0, "no card %s", card);
    unsigned seats = tt_ruleset_rules(rs)->seats;
    for (unsigned s = 0; s < seats; s++) {
        unsigned mine = copies / seats + (s < copies % seats);
        for (unsigned i = 0; i < 60; i++)
            decks[s][i] = (uint32_t)(!extra && i < mine ? id : filler);
        for (unsigned i = 0; i < mine && extra; i++)
            extras[s][i] = (uint32_t)id;
        setup.main[s] = decks[s];
        setup.nmain[s] = 60;
        setup.extra[s] = extras[s];
        setup.nextra[s] = extra ? mine : 0;
    }
    return tt_match_new(&m, ctx, rs, &setup, err);
}

static void refused_at(const char *card, unsigned limit, int extra, const char *what)
{
    tt_error err = {0};
    char want[160];
    cr_assert_eq(match_with(card, limit + 1, extra, &err), TT_ERR_LIMIT,
                 "%u copies of %s were accepted", limit + 1, card);
    snprintf(want, sizeof want, "more than %u %s in one match", limit, what);
    cr_assert(strstr(err.msg, want), "the message names the limit: %s", err.msg);
    teardown();
    cr_assert_eq(match_with(card, limit, extra, &err), TT_OK, "%u copies: %s", limit, err.msg);
}

TestSuite(ygo_tables, .fini = teardown);

Test(ygo_tables, thirteen_exodius_refuse_the_match_twelve_play)
{
    refused_at("Exodius the Ultimate Forbidden Lord", 12, 0, "Exodius cards");
}

Test(ygo_tables, thirteen_skill_drains_refuse_the_match_twelve_play)
{
    refused_at("Skill Drain", 12, 0, "Skill Drain cards");
}

Test(ygo_tables, thirteen_jinzos_refuse_the_match_twelve_play)
{
    refused_at("Jinzo", 12, 0, "monsters with `action: no_traps`");
}

Test(ygo_tables, a_61st_exodia_piece_refuses_the_match_60_play)
{
    refused_at("Left Arm of the Forbidden One", 60, 0, "Exodia pieces");
}

Test(ygo_tables, a_17th_field_spell_with_a_boost_refuses_the_match)
{
    refused_at("Sogen", 16, 0, "cards with `action: boost`");
}

Test(ygo_tables, a_25th_equip_spell_refuses_the_match)
{
    refused_at("Axe of Despair", 24, 0, "Equip Spells with `action: equip`");
}

Test(ygo_tables, a_17th_call_of_the_haunted_refuses_the_match)
{
    refused_at("Call of the Haunted", 16, 0, "cards with `action: revive`");
}

Test(ygo_tables, thirteen_destiny_boards_refuse_the_match_twelve_play)
{
    refused_at("Destiny Board", 12, 0, "Destiny Board cards");
}

Test(ygo_tables, a_17th_fusion_monster_refuses_the_match)
{
    refused_at("Flame Swordsman", 16, 1, "Fusion Monsters");
}

/* A duel between two copies of a 40-card deck from a card folder of the test's own (cards.yaml
 * written by write_cards, holding a card "Filler" and `special` others, each named by
 * special_name and a number from 0): the deck is the special cards, then Filler. tt_match_new's
 * code, its message in err; the folder is removed. */
static int match_from_folder(void (*write_cards)(FILE *f), unsigned special,
                             const char *special_name, tt_error *err)
{
    char dir[] = "/tmp/tt-ygo-tables-XXXXXX", path[256];
    cr_assert(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/yugioh", dir);
    cr_assert_eq(mkdir(path, 0700), 0);
    snprintf(path, sizeof path, "%s/yugioh/cards", dir);
    cr_assert_eq(mkdir(path, 0700), 0);
    snprintf(path, sizeof path, "%s/yugioh/cards/cards.yaml", dir);
    FILE *f = fopen(path, "w");
    cr_assert(f);
    fputs(
        "- {name: Filler, kind: normal_monster, attribute: earth, type: Rock, level: 3, atk: 1300,"
        " def: 2000, password: 1}\n",
        f);
    write_cards(f);
    fclose(f);
    tt_ctx_options o = TT_CTX_OPTIONS_INIT;
    const tt_carddb *db;
    o.rulesets_dir = SRC "/rulesets";
    o.games_dir = dir;
    cr_assert_eq(tt_ctx_new(&ctx, &o, err), 0, "%s", err->msg);
    cr_assert_eq(tt_ruleset_load_string(&rs, ctx, "t.yaml", duel, err), 0, "%s", err->msg);
    cr_assert_eq(tt_ctx_carddb(&db, ctx, "yugioh", err), 0, "%s: %s", err->path, err->msg);
    tt_match_setup setup = {TT_MATCH_SETUP_VERSION, 1, {0}, {0}, {0}, {0}, NULL, NULL};
    for (unsigned i = 0; i < 40; i++) {
        char name[32];
        snprintf(name, sizeof name, "%s %u", special_name, i);
        decks[0][i] = (uint32_t)tt_carddb_find(db, i < special ? name : "Filler");
    }
    for (unsigned s = 0; s < 2; s++) {
        setup.main[s] = decks[0];
        setup.nmain[s] = 40;
    }
    int rc = tt_match_new(&m, ctx, rs, &setup, err);
    remove(path);
    snprintf(path, sizeof path, "%s/yugioh/cards", dir);
    rmdir(path);
    snprintf(path, sizeof path, "%s/yugioh", dir);
    rmdir(path);
    rmdir(dir);
    return rc;
}

static unsigned nparts; /* how many name parts the next folder's Spies look for */

static void search_parts(FILE *f)
{
    for (unsigned i = 0; i < nparts; i++)
        fprintf(f,
                "- {name: Spy %u, kind: flip_monster, attribute: dark, type: Spellcaster, "
                "level: 4, atk: 1200, def: 2000, password: %u, trigger: flip, "
                "effects: [{action: special_summon}], search: \"Part%u\", max_atk: 1500}\n",
                i, 10 + i, i);
}

/* The name parts are a bit each of a byte: a ninth distinct part refuses the match, eight play
 * (Jurrac Guaiba's "Jurrac" was a fifth). The test reads a card folder of its own. */
Test(ygo_tables, a_ninth_search_name_part_refuses_the_match_eight_play)
{
    tt_error err = {0};
    nparts = 9;
    cr_assert_eq(match_from_folder(search_parts, nparts, "Spy", &err), TT_ERR_LIMIT,
                 "nine name parts were accepted");
    cr_assert(strstr(err.msg, "more than 8 different `search` name parts in one match"), "%s",
              err.msg);
    teardown();
    nparts = 8;
    cr_assert_eq(match_from_folder(search_parts, nparts, "Spy", &err), TT_OK, "%s", err.msg);
}

static unsigned ntypes; /* how many Types the next folder's monsters have besides Rock */

static void monsters_of_ntypes(FILE *f)
{
    for (unsigned i = 0; i < ntypes; i++)
        fprintf(f,
                "- {name: Kind %u, kind: normal_monster, attribute: earth, type: Type%u, "
                "level: 4, atk: 1000, def: 1000, password: %u}\n",
                i, i, 100 + i);
}

/* Monster Types are interned to ids 1..31 at setup: a 32nd refuses the match; before, it shared
 * id 0 (no Type) with every Type past the 31st, so "500 per Reptile" counted it silently. */
Test(ygo_tables, a_32nd_monster_type_refuses_the_match_31_play)
{
    tt_error err = {0};
    ntypes = 31; /* and Filler's Rock: 32 */
    cr_assert_eq(match_from_folder(monsters_of_ntypes, ntypes, "Kind", &err), TT_ERR_LIMIT,
                 "32 Types were accepted");
    cr_assert(strstr(err.msg, "more than 31 monster Types in one match"), "%s", err.msg);
    teardown();
    ntypes = 30;
    cr_assert_eq(match_from_folder(monsters_of_ntypes, ntypes, "Kind", &err), TT_OK, "%s", err.msg);
}
