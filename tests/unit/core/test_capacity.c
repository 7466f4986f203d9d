/* test_capacity.c: the match's capacities (common.h) fail loudly. A rule with no room to
 * happen (one option, frame or lasting effect too many) stops the match: tt_match_advance and
 * tt_match_decide fail with TT_ERR_LIMIT naming the capacity, from then on; nothing is dropped
 * without a word. (A full zone: test_zone.c.) */
#include <criterion/criterion.h>
#include <string.h>

#include "tagteam/game.h"
#include "tt_test.h"

static void assert_stopped(tt_match *m, const char *limit)
{
    tt_error err = {0};
    cr_assert_eq(tt_match_advance(m, &err), TT_ERR_LIMIT, "advance: %s", err.msg);
    cr_assert_str_eq(err.path, limit);
    cr_assert(strstr(err.msg, limit), "the message names %s: %s", limit, err.msg);
    cr_assert_eq(tt_match_advance(m, &err), TT_ERR_LIMIT, "it stays stopped");
    if (tt_match_decision_seat(m) >= 0) {
        cr_assert_eq(tt_match_decide(m, (unsigned)tt_match_decision_seat(m), 0, &err), TT_ERR_LIMIT,
                     "no decision is taken");
        cr_assert_str_eq(err.path, limit);
    }
}

Test(capacity, one_option_past_tt_max_options_stops_the_match)
{
    tt_fixture f;
    tt_test_open(&f, "", 10);
    tt_test_advance(f.m);
    tt_option o = *tt_match_option_at(f.m, 0);
    while (tt_match_option_count(f.m) < TT_MAX_OPTIONS)
        tt_decision_add(f.m, o);
    tt_decision_add(f.m, o);
    cr_assert_eq(tt_match_option_count(f.m), TT_MAX_OPTIONS);
    assert_stopped(f.m, "TT_MAX_OPTIONS");
    tt_test_close(&f);
}

/* Refused options are kept only to explain a refusal: past TT_MAX_DENIED the match goes on,
 * and a refusal that cannot say its rule says so. */
Test(capacity, refusals_past_tt_max_denied_say_their_rule_is_not_kept)
{
    tt_fixture f;
    tt_error err = {0};
    tt_test_open(&f, "", 10);
    tt_test_advance(f.m);
    tt_option o = *tt_match_option_at(f.m, 0);
    for (unsigned i = 0; i <= TT_MAX_DENIED; i++)
        tt_decision_deny(f.m, o, 0);
    cr_assert_eq(tt_match_decide_label(f.m, (unsigned)tt_match_decision_seat(f.m),
                                       "no such option label", &err),
                 TT_ERR_ILLEGAL);
    cr_assert(strstr(err.msg, "the first TT_MAX_DENIED = 64 are kept"), "%s", err.msg);
    cr_assert_eq(tt_match_advance(f.m, &err), TT_ADVANCE_DECIDE, "the match goes on: %s", err.msg);
    tt_test_close(&f);
}

Test(capacity, one_frame_past_tt_max_frames_stops_the_match)
{
    tt_fixture f;
    toy_play_frame frame = {0};
    tt_test_open(&f, "", 10);
    tt_test_advance(f.m);
    for (unsigned i = 0; i < TT_MAX_FRAMES; i++)
        cr_assert_eq(tt_frame_push(f.m, TOY_FRAME_PLAY, &frame, sizeof frame), TT_OK);
    cr_assert_eq(tt_frame_push(f.m, TOY_FRAME_PLAY, &frame, sizeof frame), TT_ERR_LIMIT);
    assert_stopped(f.m, "TT_MAX_FRAMES");
    tt_test_close(&f);
}

Test(capacity, a_frame_larger_than_tt_frame_bytes_stops_the_match)
{
    tt_fixture f;
    unsigned char big[TT_FRAME_BYTES + 1] = {0};
    tt_test_open(&f, "", 10);
    tt_test_advance(f.m);
    cr_assert_eq(tt_frame_push(f.m, TOY_FRAME_PLAY, big, sizeof big), TT_ERR_LIMIT);
    assert_stopped(f.m, "TT_FRAME_BYTES");
    tt_test_close(&f);
}

Test(capacity, one_lasting_effect_past_tt_max_lasting_stops_the_match)
{
    tt_fixture f;
    tt_lasting l = {1, -1, 0, TT_REL_ANY, 5, 0, 0};
    tt_test_open(&f, "", 10);
    tt_test_advance(f.m);
    for (unsigned i = 0; i < TT_MAX_LASTING; i++)
        cr_assert_eq(tt_lasting_add(f.m, &l), (int)i);
    cr_assert_eq(tt_lasting_add(f.m, &l), -1);
    assert_stopped(f.m, "TT_MAX_LASTING");
    tt_test_close(&f);
}

Test(capacity, a_clone_of_a_stopped_match_is_stopped_too)
{
    tt_fixture f;
    tt_lasting l = {1, -1, 0, TT_REL_ANY, 5, 0, 0};
    tt_match *clone = NULL;
    tt_error err = {0};
    tt_test_open(&f, "", 10);
    tt_test_advance(f.m);
    for (unsigned i = 0; i <= TT_MAX_LASTING; i++)
        tt_lasting_add(f.m, &l);
    cr_assert_eq(tt_match_clone(&clone, f.m, &err), TT_OK, "%s", err.msg);
    assert_stopped(clone, "TT_MAX_LASTING");
    tt_match_free(clone);
    tt_test_close(&f);
}

/* A module's own table (tt_game.limits) filled in play: tt_game_fault stops the match with the
 * limit's name and value, like the core's capacities; the first fault is the one named. */
Test(capacity, a_module_limit_reached_in_play_stops_the_match_naming_it)
{
    tt_fixture f;
    tt_error err = {0};
    tt_test_open(&f, "", 10);
    tt_test_advance(f.m);
    tt_game_fault(f.m, 0);
    tt_game_fault(f.m, 1); /* a consequence: not the one named */
    assert_stopped(f.m, "TOY_MAX_TOKENS");
    cr_assert_eq(tt_match_advance(f.m, &err), TT_ERR_LIMIT);
    cr_assert_str_eq(err.msg,
                     "the toy match cannot go on: more tokens on the table than the module holds "
                     "(TOY_MAX_TOKENS = 4)");
    tt_test_close(&f);
}

Test(capacity, a_module_limit_its_table_does_not_name_still_stops_the_match)
{
    tt_fixture f;
    tt_error err = {0};
    tt_test_open(&f, "", 10);
    tt_test_advance(f.m);
    tt_game_fault(f.m, 7);
    cr_assert_eq(tt_match_advance(f.m, &err), TT_ERR_LIMIT);
    cr_assert_str_eq(err.path, "limits");
    cr_assert(strstr(err.msg, "limit 7"), "%s", err.msg);
    tt_test_close(&f);
}
