/* test_window.c: response windows (YT-5.2: cyclic seat order, team priority) and the order of
 * simultaneous triggers (YT-5.3). */
#include <string.h>

#include <criterion/criterion.h>

#include "tt_test.h"

/* Runs the window until it closes, every asked seat passing; writes the seats asked as
 * designations ("2A1B2B1A") into out. */
static void asked(tt_match *m, char *out, size_t size)
{
    char name[4];
    out[0] = '\0';
    for (int guard = 0; guard < 32; guard++) {
        int s = tt_window_next(m);
        if (s < 0) {
            cr_assert_not(tt_window_is_open(m), "next -1 means the window closed");
            return;
        }
        strncat(out, tt_seat_name(tt_match_rules(m), (unsigned)s, name), size - strlen(out) - 1);
        tt_window_pass(m, (unsigned)s);
    }
    cr_assert_fail("the window never closed: %s", out);
}

static tt_match *open_with(tt_fixture *f, const char *over, uint8_t respond_mask)
{
    tt_test_open(f, over, 20);
    tt_test_pass_to_turn(f->m, 1);
    tt_test_toy(f->m)->respond_mask = respond_mask;
    return f->m;
}

Test(window, yt_5_2_cyclic_after_1a_acts_asks_2a_1b_2b_then_1a)
{
    tt_fixture f;
    char got[32];
    tt_match *m = open_with(&f, "", 0xf);
    tt_window_open(m, tt_test_seat(m, "1A"));
    cr_assert(tt_window_is_open(m));
    asked(m, got, sizeof got);
    cr_assert_str_eq(got, "2A1B2B1A");
    tt_test_close(&f);
}

/* The round goes in turn order (YT-5.2), and with team 2 first that order is 2A, 1A, 2B, 1B
 * (YT-2.1): after 2A acts, 1A is asked first, then 2B, then 1B. */
Test(window, yt_5_2_with_team_2_first_after_2a_acts_asks_1a_2b_1b_then_2a)
{
    tt_fixture f;
    char got[32];
    tt_match *m = open_with(&f, "turn: {first: 2, phases: [draw, main, end]}\n", 0xf);
    tt_window_open(m, tt_test_seat(m, "2A"));
    asked(m, got, sizeof got);
    cr_assert_str_eq(got, "1A2B1B2A");
    tt_test_close(&f);
}

Test(window, yt_5_2_a_link_by_1b_restarts_the_round_after_1b)
{
    tt_fixture f;
    char got[32];
    tt_match *m = open_with(&f, "", 0xf);
    tt_window_open(m, tt_test_seat(m, "1A"));
    cr_assert_eq(tt_window_next(m), (int)tt_test_seat(m, "2A"));
    tt_window_pass(m, tt_test_seat(m, "2A"));
    cr_assert_eq(tt_window_next(m), (int)tt_test_seat(m, "1B"));
    tt_window_link(m, tt_test_seat(m, "1B"));
    asked(m, got, sizeof got);
    cr_assert_str_eq(got, "2B1A2A1B", "all four pass in a row after the new link");
    tt_test_close(&f);
}

Test(window, a_window_where_nobody_can_respond_closes_without_asking_anyone)
{
    tt_fixture f;
    tt_match *m = open_with(&f, "", 0);
    tt_window_open(m, tt_test_seat(m, "1A"));
    cr_assert_eq(tt_window_next(m), -1);
    cr_assert_not(tt_window_is_open(m));
    tt_test_close(&f);
}

Test(window, seats_without_a_response_are_skipped)
{
    tt_fixture f;
    char got[32];
    tt_match *m = open_with(&f, "", 0);
    tt_test_toy(m)->respond_mask = (uint8_t)(1u << tt_test_seat(m, "2B"));
    tt_window_open(m, tt_test_seat(m, "1A"));
    asked(m, got, sizeof got);
    cr_assert_str_eq(got, "2B");
    tt_test_close(&f);
}

Test(window, a_seat_that_is_out_is_never_asked)
{
    tt_fixture f;
    char got[32];
    tt_match *m = open_with(&f, "outcome: {seat_out: eliminate}\n", 0xf);
    tt_seat_out(m, tt_test_seat(m, "1B"), TT_OUT_DECK);
    tt_window_open(m, tt_test_seat(m, "1A"));
    asked(m, got, sizeof got);
    cr_assert_str_eq(got, "2A2B1A");
    tt_test_close(&f);
}

Test(window, a_closed_window_stays_closed)
{
    tt_fixture f;
    tt_match *m = open_with(&f, "", 0xf);
    cr_assert_not(tt_window_is_open(m));
    cr_assert_eq(tt_window_next(m), -1);
    tt_test_close(&f);
}

Test(window, team_priority_alternates_between_teams_starting_with_the_opponents)
{
    tt_fixture f;
    char got[32];
    tt_match *m = open_with(&f, "responses: {order: team_priority}\n", 0xf);
    tt_window_open(m, tt_test_seat(m, "1A"));
    asked(m, got, sizeof got);
    cr_assert_str_eq(got, "2A2B1A1B", "team 2 passes as a team, then team 1: closed");
    tt_test_close(&f);
}

Test(window, team_priority_a_link_passes_priority_to_the_other_team)
{
    tt_fixture f;
    char got[32];
    tt_match *m = open_with(&f, "responses: {order: team_priority}\n", 0xf);
    tt_window_open(m, tt_test_seat(m, "1A"));
    cr_assert_eq(tt_window_next(m), (int)tt_test_seat(m, "2A"));
    tt_window_pass(m, tt_test_seat(m, "2A"));
    cr_assert_eq(tt_window_next(m), (int)tt_test_seat(m, "2B"));
    tt_window_link(m, tt_test_seat(m, "2B"));
    asked(m, got, sizeof got);
    cr_assert_str_eq(got, "1A1B2A2B");
    tt_test_close(&f);
}

Test(window, yt_5_3_triggers_go_turn_seat_then_teammate_then_opponents)
{
    tt_fixture f;
    uint8_t order[TT_MAX_SEATS];
    tt_match *m = open_with(&f, "", 0);
    cr_assert_eq(tt_trigger_seat_order(m, order), 4u);
    cr_assert_eq(order[0], tt_test_seat(m, "1A"));
    cr_assert_eq(order[1], tt_test_seat(m, "1B"));
    cr_assert_eq(order[2], tt_test_seat(m, "2A"));
    cr_assert_eq(order[3], tt_test_seat(m, "2B"));
    tt_test_pass_to_turn(m, 2);
    cr_assert_eq(tt_trigger_seat_order(m, order), 4u);
    cr_assert_eq(order[0], tt_test_seat(m, "2A"));
    cr_assert_eq(order[1], tt_test_seat(m, "2B"));
    cr_assert_eq(order[2], tt_test_seat(m, "1B"), "opponents in turn order after 2A");
    cr_assert_eq(order[3], tt_test_seat(m, "1A"));
    tt_test_close(&f);
}

Test(window, yt_5_2_toy_play_opens_a_window_asking_each_seat_in_turn_order)
{
    tt_fixture f;
    tt_error err = {0};
    char got[32] = "", name[4], label[32];
    tt_match *m = open_with(&f, "", 0xf);
    unsigned a1 = tt_test_seat(m, "1A");
    int play = -1;
    for (unsigned i = 0; i < tt_match_option_count(m) && play < 0; i++) {
        tt_match_option_label(m, i, label, sizeof label);
        if (strncmp(label, "play ", 5) == 0)
            play = (int)i;
    }
    cr_assert_geq(play, 0);
    cr_assert_eq(tt_match_decide(m, a1, (unsigned)play, &err), TT_OK);
    for (int k = 0; k < 4; k++) {
        int s = tt_test_advance(m);
        cr_assert_geq(tt_test_option(m, "respond"), 0);
        strcat(got, tt_seat_name(tt_match_rules(m), (unsigned)s, name));
        cr_assert_eq(tt_match_decide(m, (unsigned)s, (unsigned)tt_test_option(m, "pass"), &err),
                     TT_OK);
    }
    cr_assert_str_eq(got, "2A1B2B1A");
    cr_assert_eq(tt_test_advance(m), (int)a1, "closed: the turn player acts again");
    cr_assert_eq(tt_test_option(m, "respond"), -1);
    cr_assert_eq(tt_test_toy(m)->links, 0);
    tt_test_close(&f);
}
