/* test_scope.c: what card words about players mean (YT-3.1..3.3, PD-7, PD-8), their switches,
 * 1v1 and elimination. */
#include <criterion/criterion.h>

#include "tt_test.h"

#define BIT(m, name) (1u << tt_test_seat(m, name))

static tt_scope_set resolve(const tt_match *m, const char *seat, int lane, tt_scope s)
{
    return tt_scope_resolve(m, tt_test_seat(m, seat), lane, s);
}

Test(scope, yt_3_1_opponent_cards_offers_two_candidates_to_choose_one)
{
    tt_fixture f;
    tt_test_open(&f, "", 10);
    tt_scope_set s = resolve(f.m, "1A", -1, TT_SCOPE_OPPONENT_CARDS);
    cr_assert_eq(s.seats, BIT(f.m, "2A") | BIT(f.m, "2B"));
    cr_assert_eq(s.choose, 1, "the activating player chooses ONE opponent");
    cr_assert_eq(s.fixed, 0);
    s = resolve(f.m, "2B", -1, TT_SCOPE_OPPONENT_CARDS);
    cr_assert_eq(s.seats, BIT(f.m, "1A") | BIT(f.m, "1B"));
    tt_test_close(&f);
}

Test(scope, yt_3_2_opponent_side_is_both_opponents_without_a_choice)
{
    tt_fixture f;
    tt_test_open(&f, "", 10);
    tt_scope_set s = resolve(f.m, "2A", -1, TT_SCOPE_OPPONENT_SIDE);
    cr_assert_eq(s.seats, BIT(f.m, "1A") | BIT(f.m, "1B"));
    cr_assert_eq(s.choose, 0);
    tt_test_close(&f);
}

Test(scope, yt_3_3_both_players_is_all_four)
{
    tt_fixture f;
    tt_test_open(&f, "", 10);
    tt_scope_set s = resolve(f.m, "1B", -1, TT_SCOPE_BOTH_PLAYERS);
    cr_assert_eq(s.seats, 0xfu);
    cr_assert_eq(s.choose, 0);
    tt_test_close(&f);
}

Test(scope, self_and_teammates_are_the_seat_and_its_partner)
{
    tt_fixture f;
    tt_test_open(&f, "", 10);
    cr_assert_eq(resolve(f.m, "1B", -1, TT_SCOPE_SELF).seats, BIT(f.m, "1B"));
    cr_assert_eq(resolve(f.m, "1B", -1, TT_SCOPE_TEAMMATES).seats, BIT(f.m, "1A"));
    tt_test_close(&f);
}

Test(scope, in_1v1_every_opponent_scope_is_the_single_opponent)
{
    tt_fixture f;
    tt_test_open(&f,
                 "seats: {teams: 2, per_team: 1}\n"
                 "turn: {first: 1, phases: [draw, main, end]}\n"
                 "life: {pool: seat, start: 3000}\n",
                 10);
    unsigned opp = BIT(f.m, "2A");
    tt_scope_set s = resolve(f.m, "1A", -1, TT_SCOPE_OPPONENT_CARDS);
    cr_assert_eq(s.seats, opp);
    cr_assert_eq(s.choose, 0, "one candidate: nothing to choose");
    s = resolve(f.m, "1A", -1, TT_SCOPE_OPPONENT_SIDE);
    cr_assert_eq(s.seats, opp);
    cr_assert_eq(s.choose, 0);
    s = resolve(f.m, "1A", -1, TT_SCOPE_BOTH_PLAYERS);
    cr_assert_eq(s.seats, opp | BIT(f.m, "1A"));
    cr_assert_eq(resolve(f.m, "1A", -1, TT_SCOPE_TEAMMATES).seats, 0);
    tt_test_close(&f);
}

Test(scope, switches_flip_the_opponent_scopes)
{
    tt_fixture f;
    tt_test_open(&f,
                 "scopes: {opponent_cards: all_opponents, opponent_side: one_opponent,\n"
                 "         both_players: self_and_one_opponent}\n",
                 10);
    unsigned opp = BIT(f.m, "2A") | BIT(f.m, "2B");
    tt_scope_set s = resolve(f.m, "1A", -1, TT_SCOPE_OPPONENT_CARDS);
    cr_assert_eq(s.seats, opp);
    cr_assert_eq(s.choose, 0, "all_opponents: the whole effect on both");
    s = resolve(f.m, "1A", -1, TT_SCOPE_OPPONENT_SIDE);
    cr_assert_eq(s.seats, opp);
    cr_assert_eq(s.choose, 1, "one_opponent: pick one side");
    s = resolve(f.m, "1A", -1, TT_SCOPE_BOTH_PLAYERS);
    cr_assert_eq(s.seats, opp);
    cr_assert_eq(s.choose, 1);
    cr_assert_eq(s.fixed, BIT(f.m, "1A"), "self plus one chosen opponent");
    tt_test_close(&f);
}

#define LANES                                                                                      \
    "lanes:\n"                                                                                     \
    "  - {name: left, side: A}\n"                                                                  \
    "  - {name: center, side: shared}\n"                                                           \
    "  - {name: right, side: B}\n"

Test(scope, pd_7_lane_opponent_in_a_side_lane_is_the_opposing_seat_of_that_side)
{
    tt_fixture f;
    tt_test_open(&f, LANES, 10);
    tt_scope_set s = resolve(f.m, "1A", 0, TT_SCOPE_LANE_OPPONENT);
    cr_assert_eq(s.seats, BIT(f.m, "2A"));
    cr_assert_eq(s.choose, 0);
    s = resolve(f.m, "2B", 2, TT_SCOPE_LANE_OPPONENT);
    cr_assert_eq(s.seats, BIT(f.m, "1B"));
    cr_assert_eq(s.choose, 0);
    tt_test_close(&f);
}

Test(scope, pd_8_lane_opponent_in_the_shared_lane_picks_one_of_two)
{
    tt_fixture f;
    tt_test_open(&f, LANES, 10);
    tt_scope_set s = resolve(f.m, "1B", 1, TT_SCOPE_LANE_OPPONENT);
    cr_assert_eq(s.seats, BIT(f.m, "2A") | BIT(f.m, "2B"));
    cr_assert_eq(s.choose, 1, "never both");
    tt_test_close(&f);
}

Test(scope, an_eliminated_seat_is_never_in_a_scope)
{
    tt_fixture f;
    tt_test_open(&f, LANES "outcome: {seat_out: eliminate}\n", 10);
    tt_seat_out(f.m, tt_test_seat(f.m, "2A"), TT_OUT_DECK);
    unsigned gone = BIT(f.m, "2A");
    tt_scope_set s = resolve(f.m, "1A", -1, TT_SCOPE_OPPONENT_CARDS);
    cr_assert_eq(s.seats, BIT(f.m, "2B"));
    cr_assert_eq(s.choose, 0, "one opponent left: nothing to choose");
    cr_assert_eq(resolve(f.m, "1A", -1, TT_SCOPE_OPPONENT_SIDE).seats & gone, 0);
    cr_assert_eq(resolve(f.m, "1A", -1, TT_SCOPE_BOTH_PLAYERS).seats, 0xfu & ~gone);
    cr_assert_eq(resolve(f.m, "2B", -1, TT_SCOPE_TEAMMATES).seats, 0);
    cr_assert_eq(resolve(f.m, "1A", 0, TT_SCOPE_LANE_OPPONENT).seats, 0,
                 "the side lane of an eliminated seat has no opponent");
    s = resolve(f.m, "1A", 1, TT_SCOPE_LANE_OPPONENT);
    cr_assert_eq(s.seats, BIT(f.m, "2B"));
    cr_assert_eq(s.choose, 0);
    tt_test_close(&f);
}
