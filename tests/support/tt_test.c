/* tt_test.c: the unit-test fixtures declared in tt_test.h. */
#include "tt_test.h"

#include <stdlib.h>
#include <string.h>

#include <criterion/criterion.h>

const char tt_test_toy_base[] = "name: toy\n"
                                "title: \"toy game for unit tests\"\n"
                                "game: toy\n"
                                "seats: {teams: 2, per_team: 2}\n"
                                "turn: {order: [1A, 2A, 1B, 2B], first: 1, first_attack_turn: 4,\n"
                                "       phases: [draw, main, end]}\n"
                                "life: {pool: team, start: 3000}\n"
                                "hand: {start: 2, visibility: team}\n"
                                "zones:\n"
                                "  deck: {ordered: true, visibility: hidden}\n"
                                "  hand: {visibility: owner}\n"
                                "  field: {}\n"
                                "  graveyard: {ordered: true}\n";

static const tt_game *const test_games[] = {&toy_game, NULL};

tt_ctx *tt_test_ctx(void)
{
    tt_ctx_options o = TT_CTX_OPTIONS_INIT;
    tt_ctx *ctx = NULL;
    tt_error err = {0};
    o.rulesets_dir = TT_TEST_RULESETS;
    o.games_dir = TT_TEST_SRCDIR "/games";
    o.games = test_games;
    cr_assert_eq(tt_ctx_new(&ctx, &o, &err), TT_OK, "tt_ctx_new: %s", err.msg);
    return ctx;
}

/* The length of the top-level section starting at s: up to the next line that starts at
 * column 0 with something other than a comment. */
static size_t section_len(const char *s)
{
    const char *p = s;
    for (;;) {
        const char *nl = strchr(p, '\n');
        if (!nl)
            return strlen(s);
        p = nl + 1;
        if (*p && *p != ' ' && *p != '#' && *p != '-' && *p != '\n')
            return (size_t)(p - s);
    }
}

static int same_key(const char *a, const char *b)
{
    size_t n = strcspn(a, ":\n");
    return n == strcspn(b, ":\n") && strncmp(a, b, n) == 0;
}

/* The section of text whose key is the key at sec, or NULL. */
static const char *find_section(const char *text, const char *sec)
{
    for (const char *p = text; *p; p += section_len(p))
        if (same_key(p, sec))
            return p;
    return NULL;
}

char *tt_test_yaml(const char *base, const char *over)
{
    size_t cap = strlen(base) + strlen(over) + 2, len = 0;
    char *out = malloc(cap);
    cr_assert_not_null(out);
    for (const char *p = base; *p; p += section_len(p)) {
        const char *o = find_section(over, p);
        const char *src = o ? o : p;
        size_t n = section_len(src);
        memcpy(out + len, src, n);
        len += n;
    }
    for (const char *p = over; *p; p += section_len(p)) {
        size_t n = section_len(p);
        if (!find_section(base, p)) {
            memcpy(out + len, p, n);
            len += n;
        }
    }
    out[len] = '\0';
    return out;
}

int tt_test_load(tt_ruleset **out, tt_ctx *ctx, const char *text, tt_error *err)
{
    return tt_ruleset_load_string(out, ctx, "test.yaml", text, err);
}

tt_ruleset *tt_test_ruleset(tt_ctx *ctx, const char *over)
{
    tt_ruleset *rs = NULL;
    tt_error err = {0};
    char msg[512];
    char *text = tt_test_yaml(tt_test_toy_base, over ? over : "");
    int rc = tt_test_load(&rs, ctx, text, &err);
    tt_error_format(&err, msg, sizeof msg);
    cr_assert_eq(rc, TT_OK, "toy ruleset does not load: %s\n%s", msg, text);
    free(text);
    return rs;
}

tt_match *tt_test_match(tt_ctx *ctx, const tt_ruleset *rs, unsigned ncards, uint64_t seed)
{
    static uint32_t deck[TT_MAX_CARDS];
    tt_match_setup setup = {TT_MATCH_SETUP_VERSION, seed, {0}, {0}, {0}, {0}, NULL, NULL};
    tt_match *m = NULL;
    tt_error err = {0};
    cr_assert_leq(ncards, TT_MAX_CARDS);
    for (unsigned i = 0; i < ncards; i++)
        deck[i] = 1 + i % 9;
    for (unsigned s = 0; s < tt_ruleset_rules(rs)->seats; s++) {
        setup.main[s] = deck;
        setup.nmain[s] = ncards;
    }
    cr_assert_eq(tt_match_new(&m, ctx, rs, &setup, &err), TT_OK, "tt_match_new: %s", err.msg);
    return m;
}

void tt_test_open(tt_fixture *f, const char *over, unsigned ncards)
{
    f->ctx = tt_test_ctx();
    f->rs = tt_test_ruleset(f->ctx, over);
    f->m = tt_test_match(f->ctx, f->rs, ncards, 1);
}

void tt_test_close(tt_fixture *f)
{
    tt_match_free(f->m);
    tt_ruleset_free(f->rs);
    tt_ctx_free(f->ctx);
    memset(f, 0, sizeof *f);
}

int tt_test_advance(tt_match *m)
{
    tt_error err = {0};
    if (tt_match_decision_seat(m) >= 0)
        return tt_match_decision_seat(m); /* already pending: nothing to run */
    int rc = tt_match_advance(m, &err);
    cr_assert_eq(rc, TT_ADVANCE_DECIDE, "advance returned %d (%s)", rc, err.msg);
    return tt_match_decision_seat(m);
}

void tt_test_pass_to_turn(tt_match *m, unsigned turn)
{
    tt_error err = {0};
    for (int guard = 0; guard < 10000; guard++) {
        int seat = tt_test_advance(m);
        if (tt_match_turn(m) >= turn)
            return;
        cr_assert_eq(tt_match_decide(m, (unsigned)seat, 0, &err), TT_OK, "%s", err.msg);
    }
    cr_assert_fail("turn %u never came", turn);
}

int tt_test_option(const tt_match *m, const char *label)
{
    char buf[64];
    for (unsigned i = 0; i < tt_match_option_count(m); i++) {
        tt_match_option_label(m, i, buf, sizeof buf);
        if (strcmp(buf, label) == 0)
            return (int)i;
    }
    return -1;
}

unsigned tt_test_seat(const tt_match *m, const char *name)
{
    int s = tt_seat_parse(tt_match_rules(m), name);
    cr_assert_geq(s, 0, "no seat %s", name);
    return (unsigned)s;
}

unsigned tt_test_kind(const tt_match *m, const char *name)
{
    const tt_rules *r = tt_match_rules(m);
    for (unsigned k = 0; k < r->nzones; k++)
        if (strcmp(r->zones[k].name, name) == 0)
            return k;
    cr_assert_fail("no zone %s", name);
    return 0;
}

unsigned tt_test_count(const tt_match *m, const char *zone, unsigned seat)
{
    return tt_zone_count(m, tt_zone_instance(m, tt_test_kind(m, zone), seat, 0));
}

toy_state *tt_test_toy(tt_match *m)
{
    return tt_match_game_state(m);
}
