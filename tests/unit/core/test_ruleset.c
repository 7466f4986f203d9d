/* test_ruleset.c: loading, validating, merging and explaining rulesets (docs/rulesets.md):
 * positioned errors, refused YAML features, `extends:`, the canonical text and its hash, and
 * the shipped rulesets. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <criterion/criterion.h>

#include "tt_test.h"

static tt_ctx *ctx;

static void setup(void)
{
    ctx = tt_test_ctx();
}

static void teardown(void)
{
    tt_ctx_free(ctx);
}

TestSuite(ruleset_load, .init = setup, .fini = teardown);

/* A minimal valid toy ruleset whose line numbers the position tests rely on. */
#define HEAD  "name: t\ntitle: t\ngame: toy\n"
#define ZONES "zones:\n  deck: {}\n  hand: {}\n"

static int load(tt_ruleset **rs, const char *text, tt_error *err)
{
    return tt_test_load(rs, ctx, text, err);
}

Test(ruleset_load, minimal_toy_ruleset_loads_with_defaults)
{
    tt_ruleset *rs = NULL;
    tt_error err = {0};
    cr_assert_eq(load(&rs, HEAD "turn:\n  phases: [main]\n" ZONES, &err), TT_OK, "%s", err.msg);
    const tt_rules *r = tt_ruleset_rules(rs);
    cr_assert_eq(r->teams, 2);
    cr_assert_eq(r->per_team, 1);
    cr_assert_eq(r->first_team, TT_FIRST_RANDOM);
    cr_assert_eq(r->first_attack_turn, 2);
    cr_assert_eq(r->hand_start, 5);
    tt_ruleset_free(rs);
}

Test(ruleset_load, unknown_key_is_reported_at_its_position_with_did_you_mean)
{
    tt_ruleset *rs = (tt_ruleset *)&rs; /* must be reset to NULL */
    tt_error err = {0};
    char buf[256];
    int rc = load(&rs, HEAD "turn:\n  ordr: [1A, 2A]\n  phases: [main]\n" ZONES, &err);
    cr_assert_eq(rc, TT_ERR_SCHEMA);
    cr_assert_null(rs, "a failed load leaves *out NULL");
    cr_assert_eq(err.code, TT_ERR_SCHEMA);
    cr_assert_eq(err.line, 5);
    cr_assert_eq(err.col, 3);
    cr_assert_str_eq(err.path, "turn.ordr");
    cr_assert_str_eq(err.file, "test.yaml");
    tt_error_format(&err, buf, sizeof buf);
    cr_assert_str_eq(buf, "test.yaml:5:3: turn.ordr: unknown key; did you mean 'order'?");
}

Test(ruleset_load, unknown_top_level_key_suggests_the_closest)
{
    tt_ruleset *rs = NULL;
    tt_error err = {0};
    int rc = load(&rs, HEAD "turn:\n  phases: [main]\n" ZONES "limts: []\n", &err);
    cr_assert_eq(rc, TT_ERR_SCHEMA);
    cr_assert_eq(err.line, 9);
    cr_assert_eq(err.col, 1);
    cr_assert_str_eq(err.path, "limts");
    cr_assert_str_eq(err.msg, "unknown key; did you mean 'limits'?");
}

Test(ruleset_load, wrong_type_is_refused)
{
    tt_ruleset *rs = NULL;
    tt_error err = {0};
    int rc = load(&rs, HEAD "seats: {teams: two}\nturn:\n  phases: [main]\n" ZONES, &err);
    cr_assert_eq(rc, TT_ERR_SCHEMA);
    cr_assert_null(rs);
    cr_assert_str_eq(err.path, "seats.teams");
    cr_assert_eq(err.line, 4);
    cr_assert_eq(err.col, 16);
    cr_assert_str_eq(err.msg, "expected an integer, got 'two'");
}

Test(ruleset_load, a_list_where_a_map_belongs_is_refused)
{
    tt_ruleset *rs = NULL;
    tt_error err = {0};
    int rc = load(&rs, HEAD "turn: [main]\n" ZONES, &err);
    cr_assert_eq(rc, TT_ERR_SCHEMA);
    cr_assert_str_eq(err.path, "turn");
    cr_assert_str_eq(err.msg, "expected a map, got a list");
}

Test(ruleset_load, out_of_range_value_is_refused)
{
    tt_ruleset *rs = NULL;
    tt_error err = {0};
    int rc = load(&rs, HEAD "seats: {teams: 9}\nturn:\n  phases: [main]\n" ZONES, &err);
    cr_assert_eq(rc, TT_ERR_SCHEMA);
    cr_assert_str_eq(err.path, "seats.teams");
    cr_assert_str_eq(err.msg, "9 is out of range 1..4");
    cr_assert_eq(err.line, 4);
}

Test(ruleset_load, first_attack_turn_zero_is_out_of_range)
{
    tt_ruleset *rs = NULL;
    tt_error err = {0};
    int rc = load(&rs, HEAD "turn:\n  first_attack_turn: 0\n  phases: [main]\n" ZONES, &err);
    cr_assert_eq(rc, TT_ERR_SCHEMA);
    cr_assert_str_eq(err.path, "turn.first_attack_turn");
    cr_assert_eq(err.line, 5);
    cr_assert_eq(err.col, 22);
}

Test(ruleset_load, missing_required_key_is_refused)
{
    tt_ruleset *rs = NULL;
    tt_error err = {0};
    int rc = load(&rs, "name: t\ngame: toy\nturn:\n  phases: [main]\n" ZONES, &err);
    cr_assert_eq(rc, TT_ERR_SCHEMA);
    cr_assert_null(rs);
    cr_assert_str_eq(err.path, "title");
    cr_assert_str_eq(err.msg, "required key is missing");
}

Test(ruleset_load, missing_required_zone_is_refused)
{
    tt_ruleset *rs = NULL;
    tt_error err = {0};
    int rc = load(&rs, HEAD "turn:\n  phases: [main]\nzones:\n  deck: {}\n", &err);
    cr_assert_eq(rc, TT_ERR_SCHEMA);
    cr_assert_str_eq(err.path, "zones.hand");
}

Test(ruleset_load, a_phase_the_module_lacks_is_refused_with_did_you_mean)
{
    tt_ruleset *rs = NULL;
    tt_error err = {0};
    int rc = load(&rs, HEAD "turn:\n  phases: [draw, mian]\n" ZONES, &err);
    cr_assert_eq(rc, TT_ERR_SCHEMA);
    cr_assert_str_eq(err.path, "turn.phases[1]");
    cr_assert_str_eq(err.msg, "unknown value 'mian'; did you mean 'main'?");
}

Test(ruleset_load, anchor_is_refused)
{
    tt_ruleset *rs = NULL;
    tt_error err = {0};
    int rc = load(&rs, "name: t\ntitle: &t x\ngame: toy\n", &err);
    cr_assert_eq(rc, TT_ERR_SCHEMA);
    cr_assert_null(rs);
    cr_assert_eq(err.line, 2);
    cr_assert_str_eq(err.msg, "anchors and aliases are not allowed");
}

Test(ruleset_load, alias_is_refused)
{
    tt_ruleset *rs = NULL;
    tt_error err = {0};
    /* the anchor is refused first; an alias alone is a YAML error of its own */
    int rc = load(&rs, "name: t\ntitle: *t\n", &err);
    cr_assert(rc == TT_ERR_SCHEMA || rc == TT_ERR_SYNTAX, "rc %d", rc);
    cr_assert_null(rs);
    cr_assert_eq(err.line, 2);
}

Test(ruleset_load, duplicate_key_is_refused_at_the_second)
{
    tt_ruleset *rs = NULL;
    tt_error err = {0};
    int rc = load(&rs, "name: t\ntitle: t\nname: u\n", &err);
    cr_assert_eq(rc, TT_ERR_SCHEMA);
    cr_assert_null(rs);
    cr_assert_eq(err.line, 3);
    cr_assert_eq(err.col, 1);
    cr_assert_str_eq(err.msg, "duplicate key 'name' (first at line 1)");
}

Test(ruleset_load, malformed_yaml_is_a_syntax_error)
{
    tt_ruleset *rs = NULL;
    tt_error err = {0};
    int rc = load(&rs, "name: t\nturn: [draw\n", &err);
    cr_assert_eq(rc, TT_ERR_SYNTAX);
    cr_assert_null(rs);
    cr_assert_gt(err.line, 0);
}

Test(ruleset_load, unknown_game_is_refused)
{
    tt_ruleset *rs = NULL;
    tt_error err = {0};
    int rc = load(&rs, "name: t\ntitle: t\ngame: yugio\nturn:\n  phases: [main]\n" ZONES, &err);
    cr_assert_eq(rc, TT_ERR_SCHEMA);
    cr_assert_str_eq(err.path, "game");
    cr_assert_eq(err.line, 3);
    cr_assert_str_eq(err.msg, "unknown game 'yugio'; did you mean 'yugioh'?");
}

Test(ruleset_load, extends_of_a_shipped_ruleset_merges_maps_key_by_key)
{
    tt_ruleset *rs = NULL;
    tt_error err = {0};
    int rc = load(&rs,
                  "name: my-team\nextends: ygo-team-duel\nlife: {start: 16000}\n"
                  "zones:\n  field: {scope: seat}\n",
                  &err);
    cr_assert_eq(rc, TT_OK, "%s: %s", err.path, err.msg);
    const tt_rules *r = tt_ruleset_rules(rs);
    cr_assert_str_eq(r->name, "my-team");
    cr_assert_str_eq(r->game, "yugioh", "inherited from the base");
    cr_assert_eq(r->life_start, 16000, "the child's value wins");
    cr_assert_eq(r->life_pool, TT_POOL_TEAM, "the sibling key of the base is kept (YT-1.4)");
    cr_assert_eq(r->per_team, 2);
    cr_assert_eq(r->first_attack_turn, 4);
    cr_assert_eq(r->hand_visibility, TT_VIS_TEAM);
    unsigned field = r->nzones;
    for (unsigned k = 0; k < r->nzones; k++)
        if (strcmp(r->zones[k].name, "field") == 0)
            field = k;
    cr_assert_lt(field, r->nzones);
    cr_assert_eq(r->zones[field].scope, TT_PER_SEAT, "the child's zone key wins");
    cr_assert_eq(r->zones[field].capacity, 1, "the base's other zone keys stay");
    cr_assert_gt(r->nzones, 5, "the base's other zones stay");
    tt_ruleset_free(rs);
}

Test(ruleset_load, a_child_needs_its_own_name)
{
    tt_ruleset *rs = NULL;
    tt_error err = {0};
    int rc = load(&rs, "extends: ygo-team-duel\nlife: {start: 16000}\n", &err);
    cr_assert_eq(rc, TT_ERR_SCHEMA);
    cr_assert_str_eq(err.path, "name");
}

Test(ruleset_load, extends_of_a_missing_base_is_refused)
{
    tt_ruleset *rs = NULL;
    tt_error err = {0};
    int rc = load(&rs, "name: t\nextends: no-such-ruleset\n", &err);
    cr_assert_eq(rc, TT_ERR_SCHEMA);
    cr_assert_str_eq(err.path, "extends");
    cr_assert_eq(err.line, 2);
    cr_assert_not_null(strstr(err.msg, "not found"), "%s", err.msg);
}

static void write_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    cr_assert_not_null(f, "cannot write %s", path);
    fputs(text, f);
    fclose(f);
}

Test(ruleset_load, extends_cycle_is_refused)
{
    char dir[] = "/tmp/tt-test-XXXXXX", a[128], b[128];
    tt_ruleset *rs = NULL;
    tt_error err = {0};
    cr_assert_not_null(mkdtemp(dir));
    snprintf(a, sizeof a, "%s/a.yaml", dir);
    snprintf(b, sizeof b, "%s/b.yaml", dir);
    write_file(a, "name: a\nextends: b.yaml\n");
    write_file(b, "name: b\nextends: a.yaml\n");
    int rc = tt_ruleset_load_file(&rs, ctx, a, &err);
    unlink(a);
    unlink(b);
    rmdir(dir);
    cr_assert_eq(rc, TT_ERR_SCHEMA);
    cr_assert_null(rs);
    cr_assert_str_eq(err.path, "extends");
    cr_assert_not_null(strstr(err.msg, "cycle"), "%s", err.msg);
    cr_assert_not_null(strstr(err.file, "b.yaml"), "reported where the loop closes: %s", err.file);
}

Test(ruleset_load, a_ruleset_extending_itself_is_a_cycle)
{
    char dir[] = "/tmp/tt-test-XXXXXX", a[128];
    tt_ruleset *rs = NULL;
    tt_error err = {0};
    cr_assert_not_null(mkdtemp(dir));
    snprintf(a, sizeof a, "%s/a.yaml", dir);
    write_file(a, "name: a\nextends: a.yaml\n");
    int rc = tt_ruleset_load_file(&rs, ctx, a, &err);
    unlink(a);
    rmdir(dir);
    cr_assert_eq(rc, TT_ERR_SCHEMA);
    cr_assert_not_null(strstr(err.msg, "cycle"), "%s", err.msg);
}

static uint64_t hash_of(const char *over)
{
    tt_ruleset *rs = tt_test_ruleset(ctx, over);
    uint64_t h = tt_ruleset_hash(rs);
    tt_ruleset_free(rs);
    return h;
}

Test(ruleset_load, hash_is_equal_for_equal_text)
{
    cr_assert_eq(hash_of(""), hash_of(""));
    cr_assert_eq(hash_of("life: {start: 4000}\n"), hash_of("life: {start: 4000}\n"));
}

Test(ruleset_load, hash_ignores_spelling_out_a_default)
{
    /* the canonical text fills defaults in, so saying one changes nothing */
    cr_assert_eq(hash_of(""), hash_of("outcome: {deck_out: lose, seat_out: team}\n"));
    cr_assert_eq(hash_of(""), hash_of("responses:\n  order: cyclic   # YT-5.2\n"));
}

Test(ruleset_load, hash_differs_when_a_rule_differs)
{
    cr_assert_neq(hash_of(""), hash_of("life: {pool: team, start: 4000}\n"));
    cr_assert_neq(hash_of(""), hash_of("responses: {order: team_priority}\n"));
}

Test(ruleset_load, explain_shows_the_defaults)
{
    tt_ruleset *rs = tt_test_ruleset(ctx, "");
    char buf[8192];
    size_t n = tt_ruleset_explain(rs, buf, sizeof buf);
    cr_assert_lt(n, sizeof buf);
    cr_assert_eq(strlen(buf), n);
    static const char *const want[] = {
        "name: toy\n",
        "  first_attack_turn: 4\n",
        "  extra_turns: allowed\n",
        "  skip_first_draw: match\n",
        "  opponent_cards: one_opponent\n",
        "  opponent_side: all_opponents\n",
        "  order: cyclic\n",
        "  deck_out: lose\n",
        "  seat_out: team\n",
        "  leave_to: owner\n",
        "  main: [40, 60]\n",
    };
    for (size_t i = 0; i < sizeof want / sizeof *want; i++)
        cr_assert_not_null(strstr(buf, want[i]), "explain lacks '%s':\n%s", want[i], buf);
    tt_ruleset_free(rs);
}

Test(ruleset_load, explain_truncates_like_snprintf)
{
    tt_ruleset *rs = tt_test_ruleset(ctx, "");
    char full[8192], small[16];
    size_t n = tt_ruleset_explain(rs, full, sizeof full);
    cr_assert_eq(tt_ruleset_explain(rs, small, sizeof small), n);
    cr_assert_eq(strlen(small), sizeof small - 1);
    cr_assert_eq(strncmp(small, full, sizeof small - 1), 0);
    tt_ruleset_free(rs);
}

Test(ruleset_load, explain_output_loads_back_to_the_same_hash)
{
    tt_ruleset *rs = tt_test_ruleset(ctx, "life: {pool: team, start: 8000}\n");
    tt_ruleset *again = NULL;
    tt_error err = {0};
    char buf[8192];
    tt_ruleset_explain(rs, buf, sizeof buf);
    cr_assert_eq(load(&again, buf, &err), TT_OK, "%s: %s\n%s", err.path, err.msg, buf);
    cr_assert_eq(tt_ruleset_hash(again), tt_ruleset_hash(rs));
    tt_ruleset_free(again);
    tt_ruleset_free(rs);
}

static unsigned load_dir(const char *dir)
{
    DIR *d = opendir(dir);
    struct dirent *e;
    unsigned n = 0;
    cr_assert_not_null(d, "cannot open %s", dir);
    while ((e = readdir(d))) {
        size_t len = strlen(e->d_name);
        char path[1024], msg[512];
        tt_ruleset *rs = NULL;
        tt_error err = {0};
        if (len < 6 || strcmp(e->d_name + len - 5, ".yaml") != 0)
            continue;
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        int rc = tt_ruleset_load_file(&rs, ctx, path, &err);
        tt_error_format(&err, msg, sizeof msg);
        cr_expect_eq(rc, TT_OK, "%s", msg);
        if (rs) {
            cr_expect_neq(tt_ruleset_hash(rs), 0);
            cr_expect_str_neq(tt_ruleset_rules(rs)->game, "toy");
        }
        tt_ruleset_free(rs);
        n++;
    }
    closedir(d);
    return n;
}

Test(ruleset_load, every_shipped_ruleset_loads_with_the_built_in_modules)
{
    cr_assert_geq(load_dir(TT_TEST_RULESETS), 5u);
    cr_assert_geq(load_dir(TT_TEST_RULESETS "/variants"), 5u);
}

Test(ruleset_load, shipped_ruleset_loads_by_name)
{
    tt_ruleset *rs = NULL;
    tt_error err = {0};
    cr_assert_eq(tt_ruleset_load_shipped(&rs, ctx, "ygo-team-duel", &err), TT_OK, "%s", err.msg);
    const tt_rules *r = tt_ruleset_rules(rs);
    cr_assert_eq(r->seats, 4);
    cr_assert_eq(r->life_pool, TT_POOL_TEAM); /* YT-1.4 */
    cr_assert_eq(r->life_start, 8000);
    cr_assert_eq(r->first_attack_turn, 4); /* YT-2.2 */
    tt_ruleset_free(rs);
}

/* A turn with no phase where a seat decides loads, with a warning at turn.phases (the CLI
 * prints it); a shipped ruleset has none. */
Test(ruleset_load, a_turn_where_nobody_decides_loads_with_a_warning)
{
    tt_ruleset *rs = NULL;
    tt_error err = {0};
    cr_assert_eq(tt_ruleset_load_string(&rs, ctx, "w.yaml",
                                        "name: w\ntitle: w\nextends: ygo-duel\n"
                                        "turn: {phases: [draw, standby, end]}\n",
                                        &err),
                 TT_OK, "%s", err.msg);
    const tt_error *w = tt_ruleset_warning(rs, 0);
    cr_assert_not_null(w);
    cr_assert_str_eq(w->file, "w.yaml");
    cr_assert_eq(w->line, 4);
    cr_assert_str_eq(w->path, "turn.phases");
    cr_assert(strstr(w->msg, "no phase where a seat decides") != NULL, "%s", w->msg);
    cr_assert_null(tt_ruleset_warning(rs, 1));
    tt_ruleset_free(rs);
    cr_assert_eq(tt_ruleset_load_shipped(&rs, ctx, "ygo-duel", &err), TT_OK, "%s", err.msg);
    cr_assert_null(tt_ruleset_warning(rs, 0)); /* the control: a Main Phase, no warning */
    tt_ruleset_free(rs);
}

/* options: the module's own settings (tt_game.options; PD-2 is ptcg's format) */
Test(ruleset_load, module_options_take_their_defaults_and_explain_only_when_set)
{
    tt_ruleset *rs = NULL;
    tt_error err = {0};
    char buf[4096];
    cr_assert_eq(load(&rs, HEAD "turn:\n  phases: [main]\n" ZONES, &err), TT_OK, "%s", err.msg);
    cr_assert_eq(tt_ruleset_rules(rs)->options[0], 3, "the default of rounds");
    cr_assert_eq(tt_ruleset_rules(rs)->options[1], 0, "the default of mode");
    tt_ruleset_explain(rs, buf, sizeof buf);
    cr_assert_null(strstr(buf, "options:"), "no options printed at their defaults (hashes stay)");
    tt_ruleset_free(rs);
    cr_assert_eq(load(&rs,
                      HEAD "turn:\n  phases: [main]\n" ZONES "options: {rounds: 7, mode: wild}\n",
                      &err),
                 TT_OK, "%s", err.msg);
    cr_assert_eq(tt_ruleset_rules(rs)->options[0], 7);
    cr_assert_eq(tt_ruleset_rules(rs)->options[1], 1);
    tt_ruleset_explain(rs, buf, sizeof buf);
    cr_assert_not_null(strstr(buf, "options:\n  rounds: 7\n  mode: wild\n"), "%s", buf);
    tt_ruleset_free(rs);
}

Test(ruleset_load, module_options_are_checked_at_their_position)
{
    tt_ruleset *rs = NULL;
    tt_error err = {0};
    char buf[256];
    cr_assert_eq(load(&rs, HEAD "turn:\n  phases: [main]\n" ZONES "options: {rounds: 12}\n", &err),
                 TT_ERR_SCHEMA);
    tt_error_format(&err, buf, sizeof buf);
    cr_assert_str_eq(buf, "test.yaml:9:19: options.rounds: 12 is out of range 0..9");
    cr_assert_eq(load(&rs, HEAD "turn:\n  phases: [main]\n" ZONES "options: {mode: mild}\n", &err),
                 TT_ERR_SCHEMA);
    tt_error_format(&err, buf, sizeof buf);
    cr_assert_str_eq(buf,
                     "test.yaml:9:17: options.mode: unknown value 'mild'; did you mean 'wild'?");
    cr_assert_eq(load(&rs, HEAD "turn:\n  phases: [main]\n" ZONES "options: {rouns: 1}\n", &err),
                 TT_ERR_SCHEMA);
    tt_error_format(&err, buf, sizeof buf);
    cr_assert_str_eq(buf, "test.yaml:9:11: options.rouns: unknown key; did you mean 'rounds'?");
}

/* Issue 28: a house variant pasted to the table server loads like any ruleset, and names no
 * file: its `extends:` is a shipped ruleset's name, and it sets no decks.default. */
Test(ruleset_load, an_untrusted_text_extends_shipped_rulesets_only)
{
    tt_ruleset *rs = NULL;
    tt_error err = {0};
    cr_assert_eq(tt_ruleset_load_untrusted(&rs, ctx, "house.yaml",
                                           "name: h\ntitle: h\nextends: ygo-team-duel\n"
                                           "life: {start: 16000}\n",
                                           &err),
                 TT_OK, "%s", err.msg);
    cr_assert_eq(tt_ruleset_rules(rs)->life_start, 16000);
    cr_assert_not_null(tt_ruleset_default_deck(rs, 0), "the shipped base's decks stay");
    tt_ruleset_free(rs);

    static const char *const files[] = {"../rulesets/ygo-duel.yaml", "/etc/passwd.yaml", "x.yml"};
    for (unsigned i = 0; i < 3; i++) {
        char text[256];
        snprintf(text, sizeof text, "name: h\ntitle: h\nextends: %s\n", files[i]);
        cr_assert_eq(tt_ruleset_load_untrusted(&rs, ctx, "house.yaml", text, &err), TT_ERR_SCHEMA,
                     "%s", files[i]);
        cr_assert_null(rs);
        cr_assert_str_eq(err.path, "extends");
        cr_assert_eq(err.line, 3);
        cr_assert(strstr(err.msg, "extends only a shipped ruleset") != NULL, "%s", err.msg);
    }
    /* the same text loaded as the user's own (tagteam play) may name a file */
    cr_assert_neq(tt_ruleset_load_string(&rs, ctx, "house.yaml",
                                         "name: h\ntitle: h\nextends: /etc/passwd.yaml\n", &err),
                  TT_OK);
    cr_assert(strstr(err.msg, "extends only") == NULL, "%s", err.msg);

    cr_assert_eq(tt_ruleset_load_untrusted(&rs, ctx, "house.yaml",
                                           "name: h\ntitle: h\nextends: ygo-duel\n"
                                           "decks:\n  default: {1A: /etc/passwd}\n",
                                           &err),
                 TT_ERR_SCHEMA);
    cr_assert_str_eq(err.path, "decks.default.1A");
    cr_assert_eq(err.line, 5);
}
