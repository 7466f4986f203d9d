/* test_limit.c: usage limits: per seat reset each turn (one Normal Summon), per lane, per lane
 * and team for the whole game (PD-21), several limits on one action (PD-12). */
#include <stdio.h>
#include <string.h>

#include <criterion/criterion.h>

#include "tt_test.h"

#define LANES                                                                                      \
    "lanes:\n"                                                                                     \
    "  - {name: left, side: A}\n"                                                                  \
    "  - {name: center, side: shared}\n"                                                           \
    "  - {name: right, side: B}\n"

/* The label of the first "play" option the pending decision denies or offers. */
static int first_play(const tt_match *m, char *label, size_t size)
{
    for (unsigned i = 0; i < tt_match_option_count(m); i++) {
        tt_match_option_label(m, i, label, size);
        if (strncmp(label, "play ", 5) == 0)
            return (int)i;
    }
    return -1;
}

Test(limit, per_seat_limit_refuses_a_second_use_and_resets_next_turn)
{
    tt_fixture f;
    tt_error err = {0};
    char label[32], again[32];
    tt_test_open(&f, "limits:\n  - {action: play, count: 1, per: seat, reset: turn}\n", 20);
    tt_match *m = f.m;
    unsigned a1 = tt_test_seat(m, "1A");
    tt_test_pass_to_turn(m, 1);
    int i = first_play(m, label, sizeof label);
    cr_assert_geq(i, 0, "the first play of the turn is offered");
    cr_assert_eq(tt_match_decide(m, a1, (unsigned)i, &err), TT_OK, "%s", err.msg);
    cr_assert_eq(tt_test_advance(m), (int)a1);
    cr_assert_eq(first_play(m, again, sizeof again), -1, "no second play is offered");
    cr_assert_eq(tt_limit_check(m, TOY_ACT_PLAY, a1, -1, -1), 0);
    cr_assert_eq(tt_limit_check(m, TOY_ACT_PLAY, tt_test_seat(m, "1B"), -1, -1), -1,
                 "per seat: the partner's count is its own");

    unsigned hand = tt_zone_instance(m, tt_match_rules(m)->zone_hand, a1, -1);
    char want[32];
    snprintf(want, sizeof want, "play Card%u", (unsigned)tt_card_id(m, tt_zone_card(m, hand, 0)));
    cr_assert_eq(tt_match_decide_label(m, a1, want, &err), TT_ERR_ILLEGAL);
    cr_assert_str_eq(err.path, "limits[0] (play: 1 per seat per turn)");

    tt_test_pass_to_turn(m, 2);
    cr_assert_eq(tt_limit_check(m, TOY_ACT_PLAY, a1, -1, -1), -1, "reset at the turn start");
    tt_test_pass_to_turn(m, 5);
    cr_assert_eq(tt_match_decision_seat(m), (int)a1);
    cr_assert_geq(first_play(m, label, sizeof label), 0, "1A's next turn offers a play again");
    tt_test_close(&f);
}

Test(limit, count_2_allows_two_uses)
{
    tt_fixture f;
    tt_test_open(&f, "limits:\n  - {action: play, count: 2, per: seat, reset: turn}\n", 20);
    tt_limit_use(f.m, TOY_ACT_PLAY, 0, -1, -1);
    cr_assert_eq(tt_limit_check(f.m, TOY_ACT_PLAY, 0, -1, -1), -1);
    tt_limit_use(f.m, TOY_ACT_PLAY, 0, -1, -1);
    cr_assert_eq(tt_limit_check(f.m, TOY_ACT_PLAY, 0, -1, -1), 0);
    cr_assert_eq(tt_limit_check(f.m, TOY_ACT_HIT, 0, -1, -1), -1, "other actions are free");
    tt_test_close(&f);
}

Test(limit, per_lane_limit_counts_every_seat_in_that_lane)
{
    tt_fixture f;
    tt_test_open(&f, LANES "limits:\n  - {action: play, count: 1, per: lane, reset: turn}\n", 20);
    tt_match *m = f.m;
    unsigned a1 = tt_test_seat(m, "1A"), b1 = tt_test_seat(m, "1B");
    tt_limit_use(m, TOY_ACT_PLAY, a1, 1, -1);
    cr_assert_eq(tt_limit_check(m, TOY_ACT_PLAY, b1, 1, -1), 0, "the center is used up");
    cr_assert_eq(tt_limit_check(m, TOY_ACT_PLAY, b1, 2, -1), -1);
    cr_assert_eq(tt_limit_check(m, TOY_ACT_PLAY, a1, 0, -1), -1, "per lane, not per seat");
    tt_test_close(&f);
}

Test(limit, pd_21_per_lane_team_game_limit_lasts_the_whole_game)
{
    tt_fixture f;
    char key[64];
    tt_test_open(&f, LANES "limits:\n  - {action: hit, count: 1, per: lane_team, reset: game}\n",
                 20);
    tt_match *m = f.m;
    unsigned a1 = tt_test_seat(m, "1A"), b1 = tt_test_seat(m, "1B"), a2 = tt_test_seat(m, "2A");
    tt_test_pass_to_turn(m, 1);
    tt_limit_use(m, TOY_ACT_HIT, a1, 1, -1);
    cr_assert_eq(tt_limit_check(m, TOY_ACT_HIT, b1, 1, -1), 0, "the team's center GX is used");
    cr_assert_eq(tt_limit_check(m, TOY_ACT_HIT, a2, 1, -1), -1, "the other team has its own");
    cr_assert_eq(tt_limit_check(m, TOY_ACT_HIT, b1, 2, -1), -1, "another lane has its own");
    tt_test_pass_to_turn(m, 6);
    cr_assert_eq(tt_limit_check(m, TOY_ACT_HIT, a1, 1, -1), 0, "still used turns later");
    cr_assert_eq(tt_limit_check(m, TOY_ACT_HIT, b1, 1, -1), 0);
    tt_limit_key(m, 0, key, sizeof key);
    cr_assert_str_eq(key, "limits[0] (hit: 1 per lane_team per game)");
    tt_test_close(&f);
}

Test(limit, pd_12_two_limits_on_one_action_both_apply)
{
    tt_fixture f;
    tt_test_open(&f,
                 LANES "limits:\n"
                       "  - {action: play, count: 1, per: seat, reset: turn}\n"
                       "  - {action: play, count: 1, per: lane, reset: turn}\n",
                 20);
    tt_match *m = f.m;
    unsigned a1 = tt_test_seat(m, "1A"), b1 = tt_test_seat(m, "1B");
    tt_limit_use(m, TOY_ACT_PLAY, a1, 1, -1); /* 1A plays a Supporter in the center */
    cr_assert_eq(tt_limit_check(m, TOY_ACT_PLAY, a1, 0, -1), 0, "1A: one per player");
    cr_assert_eq(tt_limit_check(m, TOY_ACT_PLAY, b1, 1, -1), 1, "1B: one per lane");
    cr_assert_eq(tt_limit_check(m, TOY_ACT_PLAY, b1, 2, -1), -1, "1B in its own lane: fine");
    tt_test_close(&f);
}

Test(limit, per_card_limit_counts_each_card_apart)
{
    tt_fixture f;
    tt_test_open(&f, "limits:\n  - {action: hit, count: 1, per: card, reset: turn}\n", 20);
    tt_limit_use(f.m, TOY_ACT_HIT, 0, -1, 5);
    cr_assert_eq(tt_limit_check(f.m, TOY_ACT_HIT, 1, -1, 5), 0, "once per card, whoever uses it");
    cr_assert_eq(tt_limit_check(f.m, TOY_ACT_HIT, 0, -1, 6), -1);
    tt_test_close(&f);
}
