/* test_turn.c: turn order (YT-2.1), team turns (PD-6), the first draw (YM-5, YT-2.2), the
 * first attack turn (YT-2.2), extra turns (PD-26) and seats out skipped in the order. */
#include <stdio.h>
#include <string.h>

#include <criterion/criterion.h>

#include "tt_test.h"

/* The seat of each of the first n turns. */
static void turn_seats(tt_match *m, unsigned n, char (*out)[4])
{
    for (unsigned t = 1; t <= n; t++) {
        tt_test_pass_to_turn(m, t);
        cr_assert_eq(tt_match_turn(m), t);
        int s = tt_match_turn_seat(m);
        cr_assert_geq(s, 0);
        cr_assert_eq(tt_match_decision_seat(m), s, "the turn seat decides in its main phase");
        tt_seat_name(tt_match_rules(m), (unsigned)s, out[t - 1]);
    }
}

Test(turn, yt_2_1_seat_order_is_1a_2a_1b_2b_then_1a_again)
{
    tt_fixture f;
    char got[5][4];
    tt_test_open(&f, "turn: {order: [1A, 2A, 1B, 2B], first: 1, phases: [draw, main, end]}\n", 20);
    turn_seats(f.m, 5, got);
    cr_assert_str_eq(got[0], "1A");
    cr_assert_str_eq(got[1], "2A");
    cr_assert_str_eq(got[2], "1B");
    cr_assert_str_eq(got[3], "2B");
    cr_assert_str_eq(got[4], "1A");
    tt_test_close(&f);
}

Test(turn, yt_2_1_default_order_interleaves_a_seats_then_b_seats)
{
    tt_fixture f;
    char got[4][4];
    tt_test_open(&f, "turn: {first: 1, phases: [draw, main, end]}\n", 20);
    const tt_rules *r = tt_match_rules(f.m);
    cr_assert_eq(r->order_len, 4);
    turn_seats(f.m, 4, got);
    cr_assert_str_eq(got[0], "1A");
    cr_assert_str_eq(got[1], "2A");
    cr_assert_str_eq(got[2], "1B");
    cr_assert_str_eq(got[3], "2B");
    tt_test_close(&f);
}

/* Seed 000: "The turn order starts with player A of the team that is chosen to go first and
 * then alternates between teams": 2A, then team 1's A, then 2B, then 1B. */
Test(turn, yt_2_1_first_team_2_plays_2a_1a_2b_1b)
{
    tt_fixture f;
    char got[5][4];
    tt_test_open(&f, "turn: {order: [1A, 2A, 1B, 2B], first: 2, phases: [draw, main, end]}\n", 20);
    turn_seats(f.m, 5, got);
    cr_assert_str_eq(got[0], "2A");
    cr_assert_str_eq(got[1], "1A");
    cr_assert_str_eq(got[2], "2B");
    cr_assert_str_eq(got[3], "1B");
    cr_assert_str_eq(got[4], "2A");
    tt_test_close(&f);
}

/* A house order keeps its shape: the teams trade places, each seat keeps its letter. */
Test(turn, yt_2_1_first_team_2_swaps_the_teams_of_a_custom_order)
{
    tt_fixture f;
    char got[5][4];
    tt_test_open(&f, "turn: {order: [1A, 2B, 1B, 2A], first: 2, phases: [draw, main, end]}\n", 20);
    turn_seats(f.m, 5, got);
    cr_assert_str_eq(got[0], "2A");
    cr_assert_str_eq(got[1], "1B");
    cr_assert_str_eq(got[2], "2B");
    cr_assert_str_eq(got[3], "1A");
    cr_assert_str_eq(got[4], "2A");
    tt_test_close(&f);
}

Test(turn, first_random_starts_with_an_a_seat_of_the_drawn_team)
{
    for (uint64_t seed = 1; seed <= 8; seed++) {
        tt_ctx *ctx = tt_test_ctx();
        tt_ruleset *rs = tt_test_ruleset(ctx, "turn: {first: random, phases: [draw, main, end]}\n");
        tt_match *m = tt_test_match(ctx, rs, 10, seed);
        tt_test_pass_to_turn(m, 1);
        char name[4];
        tt_seat_name(tt_match_rules(m), (unsigned)tt_match_turn_seat(m), name);
        cr_assert_eq(name[1], 'A', "seed %u: turn 1 is %s", (unsigned)seed, name);
        tt_match_free(m);
        tt_ruleset_free(rs);
        tt_ctx_free(ctx);
    }
}

Test(turn, pd_6_team_turn_lets_both_teammates_act_and_ends_when_both_are_done)
{
    tt_fixture f;
    tt_error err = {0};
    tt_test_open(&f, "turn: {unit: team, order: [1, 2], first: 1, phases: [draw, main, end]}\n",
                 20);
    tt_match *m = f.m;
    unsigned a1 = tt_test_seat(m, "1A"), b1 = tt_test_seat(m, "1B"), a2 = tt_test_seat(m, "2A");

    cr_assert_eq(tt_test_advance(m), (int)a1);
    cr_assert_eq(tt_match_turn(m), 1u);
    cr_assert_eq(tt_match_turn_seat(m), -1, "a team turn has no single turn seat");
    cr_assert_eq(tt_match_turn_team(m), 0);
    cr_assert_eq(tt_turn_seats(m), (1u << a1) | (1u << b1), "both of team 1 act (PD-6)");
    cr_assert_eq(tt_turn_rel_of(m, b1), TT_REL_OWN);
    cr_assert_eq(tt_turn_rel_of(m, a2), TT_REL_OPPONENT);

    cr_assert_eq(tt_match_decide(m, a1, (unsigned)tt_test_option(m, "pass"), &err), TT_OK);
    cr_assert(tt_turn_seat_is_done(m, a1));
    cr_assert_eq(tt_test_advance(m), (int)b1, "1A done: 1B still acts in the same turn");
    cr_assert_eq(tt_match_turn(m), 1u);

    cr_assert_eq(tt_match_decide(m, b1, (unsigned)tt_test_option(m, "pass"), &err), TT_OK);
    cr_assert_eq(tt_test_advance(m), (int)a2, "both done: team 2's turn");
    cr_assert_eq(tt_match_turn(m), 2u);
    cr_assert_eq(tt_match_turn_team(m), 1);
    cr_assert_not(tt_turn_seat_is_done(m, a1), "done marks reset with the turn");
    tt_test_close(&f);
}

Test(turn, pd_6_team_turn_draws_for_both_teammates)
{
    tt_fixture f;
    tt_test_open(&f,
                 "turn: {unit: team, order: [1, 2], first: 1, skip_first_draw: none,\n"
                 "       phases: [draw, main, end]}\n",
                 20);
    tt_test_pass_to_turn(f.m, 1);
    cr_assert_eq(tt_test_count(f.m, "hand", tt_test_seat(f.m, "1A")), 3u);
    cr_assert_eq(tt_test_count(f.m, "hand", tt_test_seat(f.m, "1B")), 3u);
    cr_assert_eq(tt_test_count(f.m, "hand", tt_test_seat(f.m, "2A")), 2u);
    tt_test_close(&f);
}

static unsigned hand_of_turn_seat(tt_match *m, unsigned turn)
{
    tt_test_pass_to_turn(m, turn);
    return tt_test_count(m, "hand", (unsigned)tt_match_turn_seat(m));
}

Test(turn, ym_5_skip_first_draw_match_skips_only_the_first_turn_of_the_match)
{
    tt_fixture f;
    tt_test_open(&f,
                 "turn: {order: [1A, 2A, 1B, 2B], first: 1, skip_first_draw: match,\n"
                 "       phases: [draw, main, end]}\n",
                 20);
    cr_assert(tt_turn_is_first_of_match(f.m) == 0);
    cr_assert_eq(hand_of_turn_seat(f.m, 1), 2u, "turn 1 (1A): no normal draw");
    cr_assert(tt_turn_is_first_of_match(f.m));
    cr_assert_eq(hand_of_turn_seat(f.m, 2), 3u, "turn 2 (2A) draws");
    cr_assert_not(tt_turn_is_first_of_match(f.m));
    cr_assert_eq(hand_of_turn_seat(f.m, 3), 3u, "turn 3 (1B) draws on its first turn");
    tt_test_close(&f);
}

Test(turn, skip_first_draw_each_seat_skips_every_seats_first_turn)
{
    tt_fixture f;
    tt_test_open(&f,
                 "turn: {order: [1A, 2A, 1B, 2B], first: 1, skip_first_draw: each_seat,\n"
                 "       phases: [draw, main, end]}\n",
                 20);
    for (unsigned t = 1; t <= 4; t++) {
        cr_assert_eq(hand_of_turn_seat(f.m, t), 2u, "turn %u is a seat's first", t);
        cr_assert(tt_turn_is_seats_first(f.m, (unsigned)tt_match_turn_seat(f.m)));
    }
    cr_assert_eq(hand_of_turn_seat(f.m, 5), 3u, "1A's second turn draws");
    cr_assert_not(tt_turn_is_seats_first(f.m, (unsigned)tt_match_turn_seat(f.m)));
    tt_test_close(&f);
}

Test(turn, skip_first_draw_none_draws_on_turn_1)
{
    tt_fixture f;
    tt_test_open(&f,
                 "turn: {order: [1A, 2A, 1B, 2B], first: 1, skip_first_draw: none,\n"
                 "       phases: [draw, main, end]}\n",
                 20);
    cr_assert_eq(hand_of_turn_seat(f.m, 1), 3u);
    tt_test_close(&f);
}

Test(turn, yt_2_2_no_attack_before_turn_4)
{
    tt_fixture f;
    tt_error err = {0};
    tt_test_open(&f,
                 "turn: {order: [1A, 2A, 1B, 2B], first: 1, first_attack_turn: 4,\n"
                 "       phases: [draw, main, end]}\n",
                 20);
    tt_match *m = f.m;
    for (unsigned t = 1; t <= 3; t++) {
        tt_test_pass_to_turn(m, t);
        cr_assert_not(tt_turn_may_attack(m), "turn %u", t);
        int seat = tt_match_decision_seat(m);
        unsigned opp = (unsigned)seat < 2 ? 2 : 0; /* the other team's A seat */
        char label[16];
        snprintf(label, sizeof label, "hit %s", tt_seat_name(tt_match_rules(m), opp, (char[4]){0}));
        cr_assert_eq(tt_test_option(m, label), -1, "turn %u offers %s", t, label);
        cr_assert_eq(tt_match_decide_label(m, (unsigned)seat, label, &err), TT_ERR_ILLEGAL);
        cr_assert_str_eq(err.path, "turn.first_attack_turn");
    }
    tt_test_pass_to_turn(m, 4);
    cr_assert(tt_turn_may_attack(m), "2B, the fourth player, may attack");
    cr_assert_eq(tt_match_turn_seat(m), (int)tt_test_seat(m, "2B"));
    cr_assert_geq(tt_test_option(m, "hit 1A"), 0);
    cr_assert_geq(tt_test_option(m, "hit 1B"), 0);
    tt_test_pass_to_turn(m, 5);
    cr_assert(tt_turn_may_attack(m), "and every turn after");
    tt_test_close(&f);
}

Test(turn, pd_26_extra_turn_repeats_the_seat_when_allowed)
{
    tt_fixture f;
    tt_test_open(&f,
                 "turn: {order: [1A, 2A, 1B, 2B], first: 1, extra_turns: allowed,\n"
                 "       phases: [draw, main, end]}\n",
                 20);
    tt_test_pass_to_turn(f.m, 1);
    cr_assert_eq(tt_turn_grant_extra(f.m), 1);
    tt_test_pass_to_turn(f.m, 2);
    cr_assert_eq(tt_match_turn_seat(f.m), (int)tt_test_seat(f.m, "1A"));
    tt_test_pass_to_turn(f.m, 3);
    cr_assert_eq(tt_match_turn_seat(f.m), (int)tt_test_seat(f.m, "2A"), "then the order resumes");
    tt_test_close(&f);
}

Test(turn, pd_26_extra_turn_does_nothing_when_forbidden)
{
    tt_fixture f;
    tt_test_open(&f,
                 "turn: {order: [1A, 2A, 1B, 2B], first: 1, extra_turns: forbidden,\n"
                 "       phases: [draw, main, end]}\n",
                 20);
    tt_test_pass_to_turn(f.m, 1);
    cr_assert_eq(tt_turn_grant_extra(f.m), 0);
    tt_test_pass_to_turn(f.m, 2);
    cr_assert_eq(tt_match_turn_seat(f.m), (int)tt_test_seat(f.m, "2A"));
    tt_test_close(&f);
}

Test(turn, pd_22_an_eliminated_seat_is_skipped_in_the_order)
{
    tt_fixture f;
    tt_test_open(&f, "outcome: {seat_out: eliminate}\n", 20);
    tt_test_pass_to_turn(f.m, 1);
    tt_seat_out(f.m, tt_test_seat(f.m, "2A"), TT_OUT_CARD);
    tt_test_pass_to_turn(f.m, 2);
    cr_assert_eq(tt_match_turn_seat(f.m), (int)tt_test_seat(f.m, "1B"));
    tt_test_pass_to_turn(f.m, 3);
    cr_assert_eq(tt_match_turn_seat(f.m), (int)tt_test_seat(f.m, "2B"));
    tt_test_pass_to_turn(f.m, 4);
    cr_assert_eq(tt_match_turn_seat(f.m), (int)tt_test_seat(f.m, "1A"));
    tt_test_close(&f);
}
