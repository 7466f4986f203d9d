/* test_time.c: timed matches (YT-6.1, YT-6.2, YP-13, YP-16): time is called in a turn, that
 * turn and time.extra_turns more are played, then more life wins; equal life goes to sudden
 * death (decided once the effect in progress has resolved) or a draw. */
#include <criterion/criterion.h>

#include "tt_test.h"

/* Takes option 0 (pass) at every decision until the match ends; returns the turn it ended. */
static unsigned pass_to_the_end(tt_match *m)
{
    tt_error err = {0};
    for (int guard = 0; guard < 10000; guard++) {
        int rc = tt_match_advance(m, &err);
        cr_assert(rc >= 0, "%s", err.msg);
        if (rc == TT_ADVANCE_OVER)
            return tt_match_turn(m);
        cr_assert_eq(tt_match_decide(m, (unsigned)tt_match_decision_seat(m), 0, &err), TT_OK);
    }
    cr_assert_fail("the match never ended");
    return 0;
}

Test(time, yt_6_1_the_called_turn_and_the_extra_turns_are_played_then_more_life_wins)
{
    tt_fixture f;
    tt_test_open(&f, "time: {called_in_turn: 2, extra_turns: 3}\n", 10);
    tt_test_advance(f.m);
    tt_life_add(f.m, tt_test_seat(f.m, "1A"), -1000);
    cr_assert_eq(pass_to_the_end(f.m), 5, "turn 2, then turns 3, 4 and 5");
    cr_assert_eq(tt_match_winner(f.m), 1, "team 2 has more life");
    tt_test_close(&f);
}

Test(time, yp_16_equal_life_at_time_is_a_draw_with_on_tie_draw)
{
    tt_fixture f;
    tt_test_open(&f, "time: {called_in_turn: 1, extra_turns: 0, on_tie: draw}\n", 10);
    cr_assert_eq(pass_to_the_end(f.m), 1);
    cr_assert_eq(tt_match_winner(f.m), -1);
    tt_test_close(&f);
}

Test(time, yt_6_2_sudden_death_decides_at_the_first_change_once_the_effect_has_resolved)
{
    tt_fixture f;
    tt_error err = {0};
    tt_test_open(&f, "time: {called_in_turn: 1, extra_turns: 0}\n", 10);
    tt_test_pass_to_turn(f.m, 2);
    cr_assert_not(tt_match_is_over(f.m), "equal life: sudden death, play on");
    toy_play_frame frame = {0};
    unsigned hand = tt_zone_instance(f.m, tt_test_kind(f.m, "hand"), tt_test_seat(f.m, "2A"), -1);
    frame.card = (int16_t)tt_zone_card(f.m, hand, 0);
    cr_assert_eq(tt_frame_push(f.m, TOY_FRAME_PLAY, &frame, sizeof frame), TT_OK);
    tt_life_add(f.m, tt_test_seat(f.m, "2B"), -1000); /* a change while an effect resolves */
    cr_assert_eq(tt_match_decide(f.m, (unsigned)tt_match_decision_seat(f.m), 0, &err), TT_OK);
    cr_assert_not(tt_match_is_over(f.m), "YT-6.2: the effect resolves before life is compared");
    cr_assert_geq(tt_match_advance(f.m, &err), 0);
    cr_assert(tt_match_is_over(f.m));
    cr_assert_eq(tt_match_winner(f.m), 0, "team 1 has more life after the change");
    tt_test_close(&f);
}

Test(time, without_a_time_section_no_turn_ends_the_match)
{
    tt_fixture f;
    tt_test_open(&f, "", 60);
    tt_test_pass_to_turn(f.m, 40);
    cr_assert_not(tt_match_is_over(f.m));
    tt_test_close(&f);
}
