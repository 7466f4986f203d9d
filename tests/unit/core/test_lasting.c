/* test_lasting.c: lasting effects that count turns (YT-5.4): Swords of Revealing Light counts
 * opponent turns, "your turn" counts the controller's own, an unqualified count counts all. */
#include <criterion/criterion.h>

#include "tt_test.h"

static void count_lasting_end(const tt_match *m, const tt_event *ev, void *payload)
{
    (void)m;
    if (ev->kind == TT_EV_LASTING_END)
        (*(unsigned *)payload)++;
}

/* Opens the toy 2v2 (1A 2A 1B 2B, team 1 first) and adds l by 1A during turn 1. */
static int add_on_turn_1(tt_fixture *f, tt_lasting l, unsigned *events)
{
    tt_test_open(f, "", 40);
    tt_match_set_event_fn(f->m, count_lasting_end, events);
    tt_test_pass_to_turn(f->m, 1);
    l.seat = (uint8_t)tt_test_seat(f->m, "1A");
    int slot = tt_lasting_add(f->m, &l);
    cr_assert_geq(slot, 0);
    cr_assert_not_null(tt_lasting_at(f->m, (unsigned)slot));
    return slot;
}

Test(lasting, yt_5_4_swords_counts_three_opponent_turns_and_ends_at_the_end_of_turn_6)
{
    tt_fixture f;
    unsigned events = 0;
    /* turn 2 (2A) counts 1, turn 3 (1B, the teammate) does not, 4 (2B) counts 2, 5 (1A)
     * does not, 6 (2A) counts 3 */
    static const uint8_t want[] = {0, 0, 1, 1, 2, 2, 3};
    int slot = add_on_turn_1(&f, (tt_lasting){7, -1, 0, TT_REL_OPPONENT, 3, 0, 0}, &events);
    for (unsigned t = 2; t <= 6; t++) {
        tt_test_pass_to_turn(f.m, t);
        const tt_lasting *l = tt_lasting_at(f.m, (unsigned)slot);
        cr_assert_not_null(l, "Swords is still active on turn %u", t);
        cr_assert_eq(l->counted, want[t], "turn %u: counted %u", t, l->counted);
        cr_assert_eq(tt_test_toy(f.m)->lasting_ends, 0);
    }
    tt_test_pass_to_turn(f.m, 7);
    cr_assert_null(tt_lasting_at(f.m, (unsigned)slot), "destroyed at the end of turn 6");
    cr_assert_eq(tt_test_toy(f.m)->lasting_ends, 1, "lasting_end is called once");
    cr_assert_eq(tt_test_toy(f.m)->lasting_end_turn, 6u);
    cr_assert_eq(events, 1u);
    tt_test_pass_to_turn(f.m, 12);
    cr_assert_eq(tt_test_toy(f.m)->lasting_ends, 1, "and never again");
    cr_assert_eq(events, 1u);
    tt_test_close(&f);
}

Test(lasting, yt_5_4_your_turn_counts_only_the_controllers_own_turns)
{
    tt_fixture f;
    unsigned events = 0;
    /* "until the end of your next turn": turn 1 counts (counted 1), 1A's next turn is 5 */
    int slot = add_on_turn_1(&f, (tt_lasting){8, -1, 0, TT_REL_OWN, 2, 1, 0}, &events);
    for (unsigned t = 2; t <= 5; t++) {
        tt_test_pass_to_turn(f.m, t);
        const tt_lasting *l = tt_lasting_at(f.m, (unsigned)slot);
        cr_assert_not_null(l, "turn %u", t);
        cr_assert_eq(l->counted, t < 5 ? 1 : 2, "turn %u", t);
    }
    tt_test_pass_to_turn(f.m, 6);
    cr_assert_null(tt_lasting_at(f.m, (unsigned)slot));
    cr_assert_eq(tt_test_toy(f.m)->lasting_ends, 1);
    cr_assert_eq(tt_test_toy(f.m)->lasting_end_turn, 5u);
    tt_test_close(&f);
}

Test(lasting, yt_5_4_an_unqualified_count_counts_every_player_turn)
{
    tt_fixture f;
    unsigned events = 0;
    int slot = add_on_turn_1(&f, (tt_lasting){9, -1, 0, TT_REL_ANY, 3, 1, 0}, &events);
    tt_test_pass_to_turn(f.m, 3);
    cr_assert_not_null(tt_lasting_at(f.m, (unsigned)slot));
    cr_assert_eq(tt_lasting_at(f.m, (unsigned)slot)->counted, 3);
    tt_test_pass_to_turn(f.m, 4);
    cr_assert_null(tt_lasting_at(f.m, (unsigned)slot), "three player-turns: ends after turn 3");
    cr_assert_eq(tt_test_toy(f.m)->lasting_end_turn, 3u);
    tt_test_close(&f);
}

Test(lasting, teammate_turns_count_when_the_mask_says_so)
{
    tt_fixture f;
    unsigned events = 0;
    int slot = add_on_turn_1(&f, (tt_lasting){10, -1, 0, TT_REL_TEAMMATE, 1, 0, 0}, &events);
    tt_test_pass_to_turn(f.m, 3);
    cr_assert_eq(tt_lasting_at(f.m, (unsigned)slot)->counted, 1, "1B's turn 3 counts");
    tt_test_pass_to_turn(f.m, 4);
    cr_assert_null(tt_lasting_at(f.m, (unsigned)slot));
    tt_test_close(&f);
}

Test(lasting, a_removed_lasting_effect_never_calls_lasting_end)
{
    tt_fixture f;
    unsigned events = 0;
    int slot = add_on_turn_1(&f, (tt_lasting){7, -1, 0, TT_REL_ANY, 2, 1, 0}, &events);
    tt_lasting_remove(f.m, (unsigned)slot);
    cr_assert_null(tt_lasting_at(f.m, (unsigned)slot));
    tt_test_pass_to_turn(f.m, 5);
    cr_assert_eq(tt_test_toy(f.m)->lasting_ends, 0);
    cr_assert_eq(events, 0u);
    tt_test_close(&f);
}
