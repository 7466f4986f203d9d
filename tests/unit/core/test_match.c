/* test_match.c: the decision loop (advance/decide), refused choices leaving the match unchanged,
 * rule keys of denied options, frames, clones (no pointers inside) and determinism. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <criterion/criterion.h>

#include "tt_test.h"

#define MAX_EVENTS 20000

typedef struct recorder {
    unsigned n;
    tt_event ev[MAX_EVENTS];
} recorder;

static void record(const tt_match *m, const tt_event *ev, void *payload)
{
    recorder *r = payload;
    (void)m;
    if (r->n < MAX_EVENTS)
        r->ev[r->n++] = *ev;
}

/* Plays m to its end, each decision a uniform pick from rng; returns the decisions taken. */
static unsigned play_out(tt_match *m, tt_rng *rng)
{
    tt_error err = {0};
    unsigned decisions = 0;
    for (;;) {
        int rc = tt_match_decision_seat(m) >= 0 ? TT_ADVANCE_DECIDE : tt_match_advance(m, &err);
        if (rc == TT_ADVANCE_OVER)
            return decisions;
        cr_assert_eq(rc, TT_ADVANCE_DECIDE, "advance: %d %s", rc, err.msg);
        unsigned n = tt_match_option_count(m);
        cr_assert_gt(n, 0u);
        rc = tt_match_decide(m, (unsigned)tt_match_decision_seat(m), tt_rng_below(rng, n), &err);
        cr_assert_eq(rc, TT_OK, "decide: %s", err.msg);
        cr_assert_lt(++decisions, 20000u, "the match does not end");
    }
}

static void *snapshot(const tt_match *m)
{
    void *p = malloc(tt_match_state_size(m));
    cr_assert_not_null(p);
    memcpy(p, tt_match_state(m), tt_match_state_size(m));
    return p;
}

Test(match, advance_returns_decide_with_labelled_options)
{
    tt_fixture f;
    tt_error err = {0};
    char label[32];
    tt_test_open(&f, "", 20);
    tt_match *m = f.m;
    cr_assert_eq(tt_match_decision_seat(m), -1, "nothing runs before the first advance");
    cr_assert_eq(tt_match_advance(m, &err), TT_ADVANCE_DECIDE, "%s", err.msg);
    cr_assert_eq(tt_match_decision_seat(m), (int)tt_test_seat(m, "1A"));
    cr_assert_eq(tt_match_option_count(m), 3u, "pass and one play per card in hand");
    tt_match_option_label(m, 0, label, sizeof label);
    cr_assert_str_eq(label, "pass");
    for (unsigned i = 1; i < 3; i++) {
        tt_match_option_label(m, i, label, sizeof label);
        cr_assert_eq(strncmp(label, "play Card", 9), 0, "option %u is '%s'", i, label);
        cr_assert_eq(tt_match_option_at(m, i)->kind, TOY_OPT_PLAY);
    }
    cr_assert_null(tt_match_option_at(m, 3));
    tt_match_decision_prompt(m, label, sizeof label);
    cr_assert_not_null(strstr(label, "1A"), "prompt '%s' names the seat", label);
    tt_test_close(&f);
}

Test(match, advance_with_a_decision_pending_changes_nothing_and_returns_decide)
{
    /* match.h: with a decision pending, advance changes nothing and returns DECIDE again */
    tt_fixture f;
    tt_error err = {0};
    tt_test_open(&f, "", 20);
    cr_assert_eq(tt_match_advance(f.m, &err), TT_ADVANCE_DECIDE);
    void *before = snapshot(f.m);
    cr_expect_eq(tt_match_advance(f.m, &err), TT_ADVANCE_DECIDE);
    cr_assert_eq(memcmp(before, tt_match_state(f.m), tt_match_state_size(f.m)), 0);
    free(before);
    tt_test_close(&f);
}

Test(match, an_out_of_turn_seat_is_refused_and_changes_nothing)
{
    tt_fixture f;
    tt_error err = {0};
    tt_test_open(&f, "", 20);
    tt_test_advance(f.m);
    void *before = snapshot(f.m);
    cr_assert_eq(tt_match_decide(f.m, tt_test_seat(f.m, "2A"), 0, &err), TT_ERR_ILLEGAL);
    cr_assert_str_eq(err.path, "turn.order");
    cr_assert_str_eq(err.msg, "it is 1A's decision, not 2A's");
    cr_assert_eq(memcmp(before, tt_match_state(f.m), tt_match_state_size(f.m)), 0);
    cr_assert_eq(tt_match_decide(f.m, 99, 0, &err), TT_ERR_ILLEGAL, "a seat that does not exist");
    cr_assert_str_eq(err.msg, "it is 1A's decision; seat 99 is not one of the 4 seats");
    cr_assert_eq(memcmp(before, tt_match_state(f.m), tt_match_state_size(f.m)), 0);
    free(before);
    tt_test_close(&f);
}

Test(match, an_out_of_range_index_is_refused_and_changes_nothing)
{
    tt_fixture f;
    tt_error err = {0};
    tt_test_open(&f, "", 20);
    tt_test_advance(f.m);
    void *before = snapshot(f.m);
    unsigned n = tt_match_option_count(f.m);
    cr_assert_eq(tt_match_decide(f.m, tt_test_seat(f.m, "1A"), n, &err), TT_ERR_ILLEGAL);
    cr_assert_str_eq(err.path, "decision");
    cr_assert_eq(memcmp(before, tt_match_state(f.m), tt_match_state_size(f.m)), 0);
    free(before);
    tt_test_close(&f);
}

Test(match, decide_without_a_pending_decision_is_misuse)
{
    tt_fixture f;
    tt_error err = {0};
    tt_test_open(&f, "", 20);
    cr_assert_eq(tt_match_decide(f.m, 0, 0, &err), TT_ERR_MISUSE);
    tt_test_close(&f);
}

Test(match, decide_label_takes_the_option_with_that_label)
{
    tt_fixture f;
    tt_error err = {0};
    tt_test_open(&f, "", 20);
    unsigned a1 = tt_test_seat(f.m, "1A");
    tt_test_advance(f.m);
    cr_assert_eq(tt_match_decide_label(f.m, a1, "pass", &err), TT_OK, "%s", err.msg);
    cr_assert_eq(tt_test_advance(f.m), (int)tt_test_seat(f.m, "2A"));
    tt_test_close(&f);
}

Test(match, decide_label_refuses_an_ambiguous_or_unknown_label)
{
    tt_fixture f;
    tt_error err = {0};
    tt_test_open(&f, "", 20);
    unsigned a1 = tt_test_seat(f.m, "1A");
    tt_test_advance(f.m);
    void *before = snapshot(f.m);
    cr_assert_eq(tt_match_decide_label(f.m, a1, "play", &err), TT_ERR_ILLEGAL);
    cr_assert_str_eq(err.path, "decision");
    cr_assert_not_null(strstr(err.msg, "matches 2 options"), "%s", err.msg);
    cr_assert_eq(tt_match_decide_label(f.m, a1, "dance", &err), TT_ERR_ILLEGAL);
    cr_assert_str_eq(err.path, "decision");
    cr_assert_eq(memcmp(before, tt_match_state(f.m), tt_match_state_size(f.m)), 0);
    free(before);
    tt_test_close(&f);
}

Test(match, decide_label_on_a_limit_denied_option_names_the_limit_key)
{
    tt_fixture f;
    tt_error err = {0};
    char label[32];
    tt_test_open(&f, "limits:\n  - {action: play, count: 1, per: seat, reset: turn}\n", 20);
    tt_match *m = f.m;
    unsigned a1 = tt_test_seat(m, "1A");
    tt_test_advance(m);
    tt_match_option_label(m, 1, label, sizeof label);
    cr_assert_eq(tt_match_decide_label(m, a1, label, &err), TT_OK, "%s", err.msg);
    tt_test_advance(m);
    unsigned hand = tt_zone_instance(m, tt_match_rules(m)->zone_hand, a1, -1);
    snprintf(label, sizeof label, "play Card%u", (unsigned)tt_card_id(m, tt_zone_card(m, hand, 0)));
    void *before = snapshot(m);
    cr_assert_eq(tt_match_decide_label(m, a1, label, &err), TT_ERR_ILLEGAL);
    cr_assert_str_eq(err.path, "limits[0] (play: 1 per seat per turn)");
    cr_assert_not_null(strstr(err.msg, "is not allowed"), "%s", err.msg);
    cr_assert_eq(memcmp(before, tt_match_state(m), tt_match_state_size(m)), 0);
    free(before);
    tt_test_close(&f);
}

Test(match, decide_label_on_a_module_denied_option_names_the_module_rule_key)
{
    tt_fixture f;
    tt_error err = {0};
    tt_test_open(&f, "", 20);
    tt_test_advance(f.m);
    cr_assert_eq(tt_match_decide_label(f.m, tt_test_seat(f.m, "1A"), "hit 2B", &err),
                 TT_ERR_ILLEGAL);
    cr_assert_str_eq(err.path, "turn.first_attack_turn"); /* YT-2.2 */
    tt_test_close(&f);
}

Test(match, a_frame_is_resolved_before_the_turn_goes_on_and_popped_by_its_module)
{
    /* game.h: resolve runs the top frame until the module pops it */
    tt_fixture f;
    tt_error err = {0};
    tt_test_open(&f, "", 20);
    tt_match *m = f.m;
    unsigned a1 = tt_test_seat(m, "1A");
    tt_test_advance(m);
    tt_test_toy(m)->play_via_frame = 1;
    const tt_option *o = tt_match_option_at(m, 1);
    cr_assert_eq(o->kind, TOY_OPT_PLAY);
    unsigned card = (unsigned)o->a;
    cr_assert_eq(tt_match_decide(m, a1, 1, &err), TT_OK);
    cr_assert_not_null(tt_frame_top(m, NULL), "the play waits on the frame stack");
    int rc = tt_match_advance(m, &err);
    cr_assert_eq(rc, TT_ADVANCE_DECIDE, "advance returned %d: %s", rc, err.msg);
    cr_assert_null(tt_frame_top(m, NULL));
    cr_assert_eq(tt_card_zone(m, card), tt_zone_instance(m, tt_test_kind(m, "field"), a1, -1));
    tt_test_close(&f);
}

Test(match, a_clone_is_independent_and_outlives_its_original)
{
    tt_fixture f;
    tt_error err = {0};
    tt_rng rng, rng2;
    tt_test_open(&f, "life: {pool: team, start: 8000}\n", 20);
    tt_rng_seed(&rng, 5);
    for (int i = 0; i < 12; i++) {
        int s = tt_test_advance(f.m);
        cr_assert_eq(
            tt_match_decide(f.m, (unsigned)s, tt_rng_below(&rng, tt_match_option_count(f.m)), &err),
            TT_OK);
    }
    tt_test_advance(f.m);
    tt_match *c = NULL;
    cr_assert_eq(tt_match_clone(&c, f.m, &err), TT_OK);
    cr_assert_eq(tt_match_state_size(c), tt_match_state_size(f.m));
    cr_assert_eq(memcmp(tt_match_state(c), tt_match_state(f.m), tt_match_state_size(c)), 0);
    cr_assert_neq(tt_match_state(c), tt_match_state(f.m), "its own block");

    /* a move in the clone leaves the original alone */
    void *orig = snapshot(f.m);
    tt_life_add(c, 0, -1);
    cr_assert_eq(memcmp(orig, tt_match_state(f.m), tt_match_state_size(f.m)), 0);
    cr_assert_eq(tt_match_life(f.m, 0), tt_match_life(c, 0) + 1);
    tt_life_add(c, 0, 1);

    /* both play on with the same choices; then the original is freed, the clone finishes */
    rng2 = rng;
    play_out(f.m, &rng);
    int winner = tt_match_winner(f.m);
    unsigned turn = tt_match_turn(f.m);
    void *end = snapshot(f.m);
    size_t size = tt_match_state_size(f.m);
    tt_match_free(f.m);
    f.m = NULL;
    play_out(c, &rng2);
    cr_assert(tt_match_is_over(c));
    cr_assert_eq(tt_match_winner(c), winner);
    cr_assert_eq(tt_match_turn(c), turn);
    cr_assert_eq(memcmp(end, tt_match_state(c), size), 0, "the same end, byte for byte");
    tt_match_free(c);
    free(orig);
    free(end);
    tt_test_close(&f);
}

static recorder rec_a, rec_b; /* static: too big for the stack */

Test(match, the_same_seed_gives_the_same_event_sequence)
{
    tt_ctx *ctx = tt_test_ctx();
    tt_ruleset *rs = tt_test_ruleset(ctx, "");
    tt_match *a = tt_test_match(ctx, rs, 20, 77), *b = tt_test_match(ctx, rs, 20, 77);
    tt_rng ra, rb;
    tt_rng_seed(&ra, 3);
    tt_rng_seed(&rb, 3);
    tt_match_set_event_fn(a, record, &rec_a);
    tt_match_set_event_fn(b, record, &rec_b);
    play_out(a, &ra);
    play_out(b, &rb);
    cr_assert_gt(rec_a.n, 10u);
    cr_assert_lt(rec_a.n, (unsigned)MAX_EVENTS);
    cr_assert_eq(rec_a.n, rec_b.n);
    for (unsigned i = 0; i < rec_a.n; i++) {
        const tt_event *x = &rec_a.ev[i], *y = &rec_b.ev[i];
        cr_assert(x->kind == y->kind && x->seat == y->seat && x->card == y->card && x->a == y->a &&
                      x->b == y->b,
                  "event %u differs", i);
    }
    cr_assert_eq(rec_a.ev[rec_a.n - 1].kind, TT_EV_GAME_OVER);
    cr_assert_eq(memcmp(tt_match_state(a), tt_match_state(b), tt_match_state_size(a)), 0);
    tt_match_free(a);
    tt_match_free(b);
    tt_ruleset_free(rs);
    tt_ctx_free(ctx);
}

/* The card ids of seat's deck and hand, bottom of the deck first, then the hand. */
static unsigned library_ids(const tt_match *m, unsigned seat, uint32_t *out)
{
    const tt_rules *r = tt_match_rules(m);
    unsigned n = 0, zones[2] = {tt_zone_instance(m, r->zone_deck, seat, -1),
                                tt_zone_instance(m, r->zone_hand, seat, -1)};
    for (unsigned z = 0; z < 2; z++)
        for (unsigned i = 0; i < tt_zone_count(m, zones[z]); i++)
            out[n++] = tt_card_id(m, tt_zone_card(m, zones[z], i));
    return n;
}

static tt_match *match_with_deck(tt_ctx *ctx, const tt_ruleset *rs, const uint32_t *deck,
                                 unsigned n, uint64_t seed)
{
    tt_match_setup setup = {TT_MATCH_SETUP_VERSION, seed, {0}, {0}, {0}, {0}, NULL, NULL};
    tt_match *m = NULL;
    tt_error err = {0};
    for (unsigned s = 0; s < 4; s++) {
        setup.main[s] = deck;
        setup.nmain[s] = n;
    }
    cr_assert_eq(tt_match_new(&m, ctx, rs, &setup, &err), TT_OK, "%s", err.msg);
    return m;
}

Test(match, yp_3_decks_are_shuffled_by_the_seed)
{
    static const uint32_t deck[20] = {1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 1, 2};
    tt_ctx *ctx = tt_test_ctx();
    tt_ruleset *rs = tt_test_ruleset(ctx, "");
    tt_match *a = match_with_deck(ctx, rs, deck, 20, 1), *b = match_with_deck(ctx, rs, deck, 20, 2),
             *c = match_with_deck(ctx, rs, deck, 20, 1);
    uint32_t x[20], y[20], z[20];
    cr_assert_eq(library_ids(a, 0, x), 20u);
    library_ids(b, 0, y);
    library_ids(c, 0, z);
    cr_assert_arr_eq(x, z, sizeof x, "the same seed deals the same cards");
    cr_assert_arr_neq(x, y, sizeof x, "another seed deals others");
    cr_assert_arr_neq(x, deck, sizeof x, "the list order is not kept");
    tt_match_free(a);
    tt_match_free(b);
    tt_match_free(c);
    tt_ruleset_free(rs);
    tt_ctx_free(ctx);
}

Test(match, the_shuffle_does_not_depend_on_how_the_deck_list_was_written)
{
    static const uint32_t fwd[12] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 1, 2, 3};
    static const uint32_t rev[12] = {3, 2, 1, 9, 8, 7, 6, 5, 4, 3, 2, 1};
    tt_ctx *ctx = tt_test_ctx();
    tt_ruleset *rs = tt_test_ruleset(ctx, "");
    tt_match *a = match_with_deck(ctx, rs, fwd, 12, 9), *b = match_with_deck(ctx, rs, rev, 12, 9);
    uint32_t x[12], y[12];
    library_ids(a, 1, x);
    library_ids(b, 1, y);
    cr_assert_arr_eq(x, y, sizeof x);
    tt_match_free(a);
    tt_match_free(b);
    tt_ruleset_free(rs);
    tt_ctx_free(ctx);
}

Test(match, random_toy_matches_finish_with_a_winner)
{
    tt_ctx *ctx = tt_test_ctx();
    tt_ruleset *rs = tt_test_ruleset(ctx, "limits:\n  - {action: hit, count: 1, per: seat, "
                                          "reset: turn}\n");
    for (uint64_t seed = 1; seed <= 25; seed++) {
        tt_match *m = tt_test_match(ctx, rs, 20, seed);
        tt_rng rng;
        tt_error err = {0};
        tt_rng_seed(&rng, seed * 31);
        unsigned n = play_out(m, &rng);
        cr_assert_gt(n, 0u);
        cr_assert(tt_match_is_over(m), "seed %u", (unsigned)seed);
        int w = tt_match_winner(m);
        cr_assert(w == 0 || w == 1, "seed %u: winner %d", (unsigned)seed, w);
        int loser = 1 - w;
        cr_assert(tt_match_life(m, (unsigned)loser * 2) == 0 ||
                      tt_seat_is_out(m, (unsigned)loser * 2) ||
                      tt_seat_is_out(m, (unsigned)loser * 2 + 1),
                  "seed %u: the losing team lost by a rule", (unsigned)seed);
        cr_assert_eq(tt_match_decision_seat(m), -1);
        cr_assert_eq(tt_match_advance(m, &err), TT_ADVANCE_OVER, "over stays over");
        cr_assert_eq(tt_match_decide(m, 0, 0, &err), TT_ERR_MISUSE);
        tt_match_free(m);
    }
    tt_ruleset_free(rs);
    tt_ctx_free(ctx);
}

Test(match, a_setup_of_another_version_is_refused)
{
    tt_ctx *ctx = tt_test_ctx();
    tt_ruleset *rs = tt_test_ruleset(ctx, "");
    tt_match_setup setup = {TT_MATCH_SETUP_VERSION + 1, 1, {0}, {0}, {0}, {0}, NULL, NULL};
    tt_match *m = (tt_match *)&setup;
    tt_error err = {0};
    cr_assert_eq(tt_match_new(&m, ctx, rs, &setup, &err), TT_ERR_MISUSE);
    cr_assert_null(m);
    tt_ruleset_free(rs);
    tt_ctx_free(ctx);
}

Test(match, a_module_without_setup_cannot_start_a_match)
{
    tt_game nosetup = toy_game;
    const tt_game *const games[] = {&nosetup, NULL};
    tt_ctx_options o = TT_CTX_OPTIONS_INIT;
    tt_ctx *ctx = NULL;
    tt_ruleset *rs = NULL;
    tt_match *m = NULL;
    tt_error err = {0};
    uint32_t deck[1] = {1};
    tt_match_setup setup = {
        TT_MATCH_SETUP_VERSION, 1, {deck, deck, deck, deck}, {1, 1, 1, 1}, {0}, {0}, NULL, NULL};
    nosetup.name = "nosetup";
    nosetup.setup = NULL;
    o.games = games;
    cr_assert_eq(tt_ctx_new(&ctx, &o, &err), TT_OK);
    char *text = tt_test_yaml(tt_test_toy_base, "game: nosetup\n");
    cr_assert_eq(tt_test_load(&rs, ctx, text, &err), TT_OK, "%s", err.msg);
    free(text);
    cr_assert_eq(tt_match_new(&m, ctx, rs, &setup, &err), TT_ERR_UNSUPPORTED);
    cr_assert_null(m);
    cr_assert_str_eq(err.path, "game");
    tt_ruleset_free(rs);
    tt_ctx_free(ctx);
}

Test(match, decks_are_placed_and_opening_hands_drawn)
{
    tt_fixture f;
    tt_test_open(&f, "hand: {start: 4}\n", 12);
    cr_assert_eq(tt_match_card_count(f.m), 48u);
    for (unsigned s = 0; s < 4; s++) {
        cr_assert_eq(tt_test_count(f.m, "hand", s), 4u);
        cr_assert_eq(tt_test_count(f.m, "deck", s), 8u);
        cr_assert_eq(tt_match_life(f.m, s), 3000);
    }
    tt_test_close(&f);
}

/* A module whose card table outgrows what the core keeps for a card is refused, not let
 * write past the card's arrays. */
Test(match, a_module_with_more_card_fields_than_the_core_keeps_is_refused)
{
    static tt_field fields[TT_MAX_FIELDS + 2];
    static char keys[TT_MAX_FIELDS + 1][8];
    for (unsigned i = 0; i <= TT_MAX_FIELDS; i++) {
        snprintf(keys[i], sizeof keys[i], "f%u", i);
        fields[i] = (tt_field){keys[i], TT_FIELD_INT, 0, 0, 9, 0, NULL};
    }
    static tt_game big;
    big = toy_game;
    big.name = "big";
    big.card_fields = fields;
    const tt_game *games[] = {&big, NULL};
    tt_ctx_options o = TT_CTX_OPTIONS_INIT;
    tt_ctx *ctx;
    tt_error err = {0};
    const tt_carddb *db;
    o.games = games;
    o.games_dir = TT_TEST_SRCDIR "/games";
    cr_assert_eq(tt_ctx_new(&ctx, &o, &err), TT_OK, "%s", err.msg);
    cr_assert_eq(tt_ctx_carddb(&db, ctx, "big", &err), TT_ERR_MISUSE);
    cr_assert(strstr(err.msg, "TT_MAX_FIELDS"), "%s", err.msg);
    tt_ctx_free(ctx);
}

/* Issue 14: tt_match_copy puts a state into an existing match without allocating, moving only
 * the scratch in use; the copy is the source byte for byte (the scratch past its use is zero
 * in both) and plays on exactly like it. */
Test(match, copy_into_a_match_further_on_is_the_source_byte_for_byte)
{
    tt_fixture f;
    tt_error err = {0};
    tt_rng rng, rng2;
    tt_test_open(&f, "life: {pool: team, start: 8000}\n", 20);
    tt_rng_seed(&rng, 9);
    for (int i = 0; i < 6; i++) {
        int s = tt_test_advance(f.m);
        cr_assert_eq(
            tt_match_decide(f.m, (unsigned)s, tt_rng_below(&rng, tt_match_option_count(f.m)), &err),
            TT_OK);
    }
    tt_test_advance(f.m);
    tt_match *c = NULL;
    cr_assert_eq(tt_match_clone(&c, f.m, &err), TT_OK);
    rng2 = rng;
    play_out(c, &rng2); /* the copy's target has moved on: other options, frames, cards */
    cr_assert(tt_match_is_over(c));
    cr_assert_neq(memcmp(tt_match_state(c), tt_match_state(f.m), tt_match_state_size(c)), 0);
    cr_assert_eq(tt_match_copy(c, f.m, &err), TT_OK, "%s", err.msg);
    cr_assert_eq(memcmp(tt_match_state(c), tt_match_state(f.m), tt_match_state_size(c)), 0);
    cr_assert_leq(tt_match_fixed_size(f.m), tt_match_live_size(f.m));
    cr_assert_lt(tt_match_live_size(f.m), tt_match_state_size(f.m), "the unused scratch stays");

    rng2 = rng;
    play_out(f.m, &rng);
    play_out(c, &rng2);
    cr_assert_eq(memcmp(tt_match_state(c), tt_match_state(f.m), tt_match_state_size(c)), 0,
                 "the same end, byte for byte");
    tt_match_free(c);
    tt_test_close(&f);
}

Test(match, copy_between_matches_of_other_rules_or_cards_is_refused)
{
    tt_fixture f, g;
    tt_error err = {0};
    tt_test_open(&f, "", 20);
    tt_test_open(&g, "", 10);
    tt_test_advance(g.m);
    void *before = snapshot(g.m);
    cr_assert_eq(tt_match_copy(g.m, f.m, &err), TT_ERR_MISUSE);
    cr_assert(strstr(err.msg, "differ"), "%s", err.msg);
    cr_assert_eq(memcmp(before, tt_match_state(g.m), tt_match_state_size(g.m)), 0, "unchanged");
    free(before);
    tt_test_close(&g);
    tt_test_close(&f);
}
