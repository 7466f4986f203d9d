/* test_lasting_cards.c: cards whose effects last or win: Swords of Revealing Light counting
 * the opponents' turns (YT-5.4), Brain Control and owner vs controller (YT-3.6), Final
 * Countdown counting every turn and winning (YT-5.4, YP-9), Exodia (YP-9) also in the middle of
 * a chain (YP-10). */
#include "ygo_fixture.h"

TestSuite(lasting_cards, .fini = teardown);

static const char *const cards[] = {"Swords of Revealing Light",
                                    "Brain Control",
                                    "Final Countdown",
                                    "Exodia the Forbidden One",
                                    "Left Arm of the Forbidden One",
                                    "Right Arm of the Forbidden One",
                                    "Left Leg of the Forbidden One",
                                    "Right Leg of the Forbidden One",
                                    "Jar of Greed",
                                    "Dark Hole",
                                    NULL};

static void fresh_match(void)
{
    open_match_with(team_duel, cards);
    const char *all[] = {"1A", "2A", "1B", "2B"};
    for (unsigned i = 0; i < 4; i++)
        empty_hand(all[i]); /* only placed cards count */
}

Test(lasting_cards, yt_5_4_swords_stops_team_2_on_turns_2_4_6_and_ends_after_turn_6)
{
    fresh_match();
    unsigned swords = place("Swords of Revealing Light", "1A", "hand", "1A");
    to_turn(1);
    take("1A", "activate Swords of Revealing Light");
    cr_assert_eq(decide_seat(), (int)seat("1A"));
    cr_assert_eq(tt_card_zone(m, swords), zone("spell_trap", "1A"), "it stays on the field");
    to_turn(3);
    place("Battle Ox", "2B", "monster", "2B");
    to_turn(4); /* 2B's turn: the 2nd opponent turn counted */
    take("2B", "go to the Battle Phase");
    refused("2B", "attack 1A directly with Battle Ox", "YT-5.4");
    take("2B", "end the Battle Phase");
    to_turn(5);
    place("Celtic Guardian", "2A", "monster", "2A");
    to_turn(6); /* 2A's turn: the 3rd */
    take("2A", "go to the Battle Phase");
    refused("2A", "attack 1B directly with Celtic Guardian", "YT-5.4");
    take("2A", "end the Battle Phase");
    to_turn(7);
    cr_assert_eq(tt_card_zone(m, swords), zone("graveyard", "1A"),
                 "destroyed at the end of turn 6");
    to_turn(8);
    take("2B", "go to the Battle Phase");
    take("2B", "attack 1A directly with Battle Ox");
    decide_seat(); /* the Damage Step runs to the next decision (YM-9) */
    cr_assert_eq(tt_match_life(m, seat("1A")), 8000 - 1700);
}

Test(lasting_cards, yt_5_4_swords_in_1v1_lasts_three_opponent_turns)
{
    open_match_with(duel, cards);
    empty_hand("1A");
    empty_hand("2A");
    unsigned swords = place("Swords of Revealing Light", "1A", "hand", "1A");
    to_turn(1);
    take("1A", "activate Swords of Revealing Light");
    to_turn(6);
    cr_assert_eq(tt_card_zone(m, swords), zone("spell_trap", "1A"), "still there on turn 6");
    to_turn(7);
    cr_assert_eq(tt_card_zone(m, swords), zone("graveyard", "1A"), "gone after 2A's 3rd turn");
}

Test(lasting_cards, yt_3_6_brain_control_takes_a_monster_that_stays_owned_and_comes_back)
{
    fresh_match();
    to_turn(7);
    unsigned dm = place("Dark Magician", "1A", "monster", "1A");
    place("Brain Control", "2B", "hand", "2B");
    to_turn(8);
    take("2B", "activate Brain Control");
    take("2B", "target Dark Magician of 1A");
    cr_assert_eq(decide_seat(), (int)seat("2B"));
    cr_assert_eq(tt_card_zone(m, dm), zone("monster", "2B"), "2B's Monster Zone");
    cr_assert_eq(tt_card_controller(m, dm), seat("2B"));
    cr_assert_eq(tt_card_owner(m, dm), seat("1A"), "1A stays the owner");
    cr_assert_eq(tt_match_life(m, seat("2A")), 8000 - 800, "800 LP from team 2's total");
    take("2B", "go to the Battle Phase");
    take("2B", "attack 1B directly with Dark Magician");
    decide_seat(); /* the Damage Step runs to the next decision (YM-9) */
    cr_assert_eq(tt_match_life(m, seat("1A")), 8000 - 2500);
    take("2B", "end the Battle Phase");
    to_turn(9);
    cr_assert_eq(tt_card_zone(m, dm), zone("monster", "1A"), "control returned at turn's end");
    cr_assert_eq(tt_card_controller(m, dm), seat("1A"));
}

Test(lasting_cards, yp_9_final_countdown_wins_at_the_end_of_the_20th_turn)
{
    fresh_match();
    place("Final Countdown", "1A", "hand", "1A");
    to_turn(1);
    take("1A", "activate Final Countdown");
    cr_assert_eq(decide_seat(), (int)seat("1A"));
    cr_assert_eq(tt_match_life(m, seat("1B")), 6000);
    to_turn(20); /* every player-turn counts (YT-5.4); turn 1 is the first */
    cr_assert(!tt_match_is_over(m));
    tt_error err = {0};
    while (tt_match_advance(m, &err) == TT_ADVANCE_DECIDE) {
        cr_assert_eq(tt_match_turn(m), 20u, "the duel ends with turn 20");
        unsigned s = (unsigned)tt_match_decision_seat(m);
        if (tt_match_decide_label(m, s, "end the turn", &err))
            cr_assert_eq(tt_match_decide(m, s, 0, &err), 0);
    }
    cr_assert(tt_match_is_over(m));
    cr_assert_eq(tt_match_winner(m), 0, "YP-9: team 1 wins by the card");
}

static void four_pieces_and_the_fifth_on_top(void)
{
    place("Left Arm of the Forbidden One", "1A", "hand", "1A");
    place("Right Arm of the Forbidden One", "1A", "hand", "1A");
    place("Left Leg of the Forbidden One", "1A", "hand", "1A");
    place("Right Leg of the Forbidden One", "1A", "hand", "1A");
    place("Exodia the Forbidden One", "1A", "deck", "1A"); /* on top: the next draw */
}

Test(lasting_cards, yp_9_exodia_wins_when_the_fifth_piece_is_drawn)
{
    fresh_match();
    to_turn(4);
    four_pieces_and_the_fifth_on_top();
    take("2B", "end the turn");
    tt_error err = {0};
    cr_assert_eq(tt_match_advance(m, &err), TT_ADVANCE_OVER, "1A's draw on turn 5 wins");
    cr_assert_eq(tt_match_winner(m), 0);
}

Test(lasting_cards, yp_10_exodia_drawn_by_a_chain_link_wins_before_the_rest_resolves)
{
    fresh_match();
    to_turn(5);
    four_pieces_and_the_fifth_on_top();
    place_set("Jar of Greed", "1A");
    unsigned dm = place("Dark Magician", "1B", "monster", "1B");
    place("Dark Hole", "2A", "hand", "2A");
    to_turn(6);
    take("2A", "activate Dark Hole");
    take("1A", "chain Set Jar of Greed"); /* the draw assembles Exodia */
    tt_error err = {0};
    cr_assert_eq(tt_match_advance(m, &err), TT_ADVANCE_OVER);
    cr_assert_eq(tt_match_winner(m), 0, "1A wins at once");
    cr_assert_eq(tt_card_zone(m, dm), zone("monster", "1B"), "Dark Hole never resolved");
}
