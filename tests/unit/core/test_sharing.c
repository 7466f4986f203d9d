/* test_sharing.c: what teammates share: life pools (YT-1.4), hand and Set-card visibility
 * (YT-1.9, YT-3.4), hidden decks, and how a seat going out ends the match (YT-1.10, PD-22,
 * YP-7). */
#include <stdlib.h>
#include <string.h>

#include <criterion/criterion.h>

#include "tt_test.h"

/* Runs the match on to its next decision and takes option 0 there, so the core settles what
 * the test just did; stops early if the match ends. */
static void step(tt_match *m)
{
    tt_error err = {0};
    if (tt_match_decision_seat(m) < 0 && tt_match_advance(m, &err) != TT_ADVANCE_DECIDE)
        return;
    int seat = tt_match_decision_seat(m);
    cr_assert_eq(tt_match_decide(m, (unsigned)seat, 0, &err), TT_OK, "%s", err.msg);
}

Test(sharing, yt_1_4_team_life_pool_a_hit_on_1a_lowers_1bs_life_too)
{
    tt_fixture f;
    tt_test_open(&f, "life: {pool: team, start: 3000}\n", 10);
    unsigned a1 = tt_test_seat(f.m, "1A"), b1 = tt_test_seat(f.m, "1B");
    tt_life_add(f.m, a1, -1000);
    cr_assert_eq(tt_life_get(f.m, a1), 2000);
    cr_assert_eq(tt_life_get(f.m, b1), 2000, "one total per team");
    cr_assert_eq(tt_match_life(f.m, tt_test_seat(f.m, "2A")), 3000);
    tt_test_close(&f);
}

Test(sharing, yt_1_4_a_toy_hit_on_1a_is_felt_by_1b)
{
    tt_fixture f;
    tt_error err = {0};
    tt_test_open(&f, "", 20);
    tt_test_pass_to_turn(f.m, 4); /* 2B, the first who may attack (YT-2.2) */
    int i = tt_test_option(f.m, "hit 1A");
    cr_assert_geq(i, 0);
    cr_assert_eq(tt_match_decide(f.m, tt_test_seat(f.m, "2B"), (unsigned)i, &err), TT_OK);
    cr_assert_eq(tt_match_life(f.m, tt_test_seat(f.m, "1B")), 3000 - TOY_HIT_DAMAGE);
    tt_test_close(&f);
}

Test(sharing, seat_life_pool_keeps_the_partner_apart)
{
    tt_fixture f;
    tt_test_open(&f, "life: {pool: seat, start: 3000}\n", 10);
    tt_life_add(f.m, tt_test_seat(f.m, "1A"), -1000);
    cr_assert_eq(tt_life_get(f.m, tt_test_seat(f.m, "1A")), 2000);
    cr_assert_eq(tt_life_get(f.m, tt_test_seat(f.m, "1B")), 3000);
    tt_test_close(&f);
}

Test(sharing, yp_7_life_never_goes_below_zero)
{
    tt_fixture f;
    tt_test_open(&f, "", 10);
    tt_life_add(f.m, 0, -5000);
    cr_assert_eq(tt_life_get(f.m, 0), 0);
    tt_test_close(&f);
}

/* The cards of zone kind named zone of seat. */
static unsigned cards_in(const tt_match *m, const char *zone, unsigned seat, unsigned *out)
{
    unsigned inst = tt_zone_instance(m, tt_test_kind(m, zone), seat, -1);
    unsigned n = tt_zone_count(m, inst);
    for (unsigned i = 0; i < n; i++)
        out[i] = tt_zone_card(m, inst, i);
    return n;
}

Test(sharing, yt_1_9_the_partner_sees_a_hand_an_opponent_does_not)
{
    tt_fixture f;
    tt_test_open(&f, "hand: {start: 3, visibility: team}\n", 10);
    tt_match *m = f.m;
    unsigned n = tt_match_card_count(m), hand[16];
    uint32_t *v1b = calloc(n, sizeof *v1b), *v2a = calloc(n, sizeof *v2a),
             *v1a = calloc(n, sizeof *v1a);
    tt_match_view(m, tt_test_seat(m, "1A"), v1a);
    tt_match_view(m, tt_test_seat(m, "1B"), v1b);
    tt_match_view(m, tt_test_seat(m, "2A"), v2a);
    unsigned nh = cards_in(m, "hand", tt_test_seat(m, "1A"), hand);
    cr_assert_eq(nh, 3u);
    for (unsigned i = 0; i < nh; i++) {
        unsigned c = hand[i];
        cr_assert_eq(v1a[c], tt_card_id(m, c), "the owner sees its hand");
        cr_assert_eq(v1b[c], tt_card_id(m, c), "the partner sees it (YT-1.9)");
        cr_assert_eq(v2a[c], TT_HIDDEN, "an opponent does not");
    }
    free(v1a);
    free(v1b);
    free(v2a);
    tt_test_close(&f);
}

Test(sharing, owner_hand_visibility_hides_the_hand_from_the_partner)
{
    tt_fixture f;
    tt_test_open(&f, "hand: {start: 3, visibility: owner}\n", 10);
    tt_match *m = f.m;
    unsigned n = tt_match_card_count(m), hand[16];
    uint32_t *v = calloc(n, sizeof *v);
    tt_match_view(m, tt_test_seat(m, "1B"), v);
    unsigned nh = cards_in(m, "hand", tt_test_seat(m, "1A"), hand);
    for (unsigned i = 0; i < nh; i++)
        cr_assert_eq(v[hand[i]], TT_HIDDEN);
    free(v);
    tt_test_close(&f);
}

Test(sharing, a_deck_is_hidden_from_every_seat_even_its_owner)
{
    tt_fixture f;
    tt_test_open(&f, "", 10);
    tt_match *m = f.m;
    unsigned n = tt_match_card_count(m), deck[16];
    uint32_t *v = calloc(n, sizeof *v);
    unsigned nd = cards_in(m, "deck", tt_test_seat(m, "1A"), deck);
    cr_assert_eq(nd, 8u);
    for (unsigned s = 0; s < 4; s++) {
        tt_match_view(m, s, v);
        for (unsigned i = 0; i < nd; i++)
            cr_assert_eq(v[deck[i]], TT_HIDDEN, "seat %u sees a deck card", s);
    }
    free(v);
    tt_test_close(&f);
}

Test(sharing, yt_3_4_a_set_card_is_seen_by_the_partner_not_the_opponents)
{
    tt_fixture f;
    tt_test_open(&f, "cards: {set_visibility: team}\n", 10);
    tt_match *m = f.m;
    unsigned hand[16], n = tt_match_card_count(m);
    uint32_t *v = calloc(n, sizeof *v);
    cards_in(m, "hand", tt_test_seat(m, "1A"), hand);
    unsigned c = hand[0];
    cr_assert_eq(tt_card_send(m, c, tt_test_kind(m, "field"), -1, TT_TOP), TT_OK);
    tt_match_view(m, tt_test_seat(m, "2A"), v);
    cr_assert_eq(v[c], tt_card_id(m, c), "face up on a public zone: everyone sees it");
    tt_card_set_face_down(m, c, 1);
    tt_match_view(m, tt_test_seat(m, "2A"), v);
    cr_assert_eq(v[c], TT_HIDDEN);
    tt_match_view(m, tt_test_seat(m, "1B"), v);
    cr_assert_eq(v[c], tt_card_id(m, c));
    free(v);
    tt_test_close(&f);
}

Test(sharing, a_set_card_sent_to_the_graveyard_is_face_up_there)
{
    tt_fixture f;
    tt_test_open(&f, "", 10);
    tt_match *m = f.m;
    unsigned hand[16], n = tt_match_card_count(m);
    uint32_t *v = calloc(n, sizeof *v);
    cards_in(m, "hand", tt_test_seat(m, "1A"), hand);
    unsigned c = hand[0];
    cr_assert_eq(tt_card_send(m, c, tt_test_kind(m, "field"), -1, TT_TOP), TT_OK);
    tt_card_set_face_down(m, c, 1); /* a Set card... */
    cr_assert_eq(tt_card_send(m, c, tt_test_kind(m, "graveyard"), -1, TT_TOP), TT_OK);
    cr_assert(!tt_card_face_down(m, c), "...is destroyed: face-up in the public Graveyard");
    tt_match_view(m, tt_test_seat(m, "2A"), v);
    cr_assert_eq(v[c], tt_card_id(m, c), "the opponent sees it there");
    free(v);
    tt_test_close(&f);
}

Test(sharing, a_set_card_changing_control_stays_face_down)
{
    tt_fixture f;
    tt_test_open(&f, "", 10);
    tt_match *m = f.m;
    unsigned hand[16];
    cards_in(m, "hand", tt_test_seat(m, "1A"), hand);
    unsigned c = hand[0];
    cr_assert_eq(tt_card_send(m, c, tt_test_kind(m, "field"), -1, TT_TOP), TT_OK);
    tt_card_set_face_down(m, c, 1);
    unsigned other = tt_zone_instance(m, tt_test_kind(m, "field"), tt_test_seat(m, "2A"), -1);
    cr_assert_eq(tt_card_put(m, c, other, TT_TOP), TT_OK);
    cr_assert(tt_card_face_down(m, c), "a zone of the same kind: still Set");
    tt_test_close(&f);
}

Test(sharing, pd_22_a_card_taken_out_of_the_match_is_seen_by_no_one)
{
    tt_fixture f;
    tt_test_open(&f, "", 10);
    tt_match *m = f.m;
    unsigned hand[16], n = tt_match_card_count(m);
    uint32_t *v = calloc(n, sizeof *v);
    cards_in(m, "hand", tt_test_seat(m, "1A"), hand);
    unsigned c = hand[0];
    cr_assert_eq(tt_card_put(m, c, TT_NOWHERE, TT_TOP), TT_OK); /* its seat is out (PD-22) */
    for (unsigned s = 0; s < 4; s++) {
        tt_match_view(m, s, v);
        cr_assert_eq(v[c], TT_HIDDEN, "seat %u sees a card no zone holds", s);
    }
    cr_assert(!tt_match_card_known(m, -1, c), "not a public card either");
    free(v);
    tt_test_close(&f);
}

Test(sharing, ym_3_a_revealed_card_is_public_until_it_changes_zones)
{
    tt_fixture f;
    tt_test_open(&f, "hand: {start: 3, visibility: owner}\n", 10);
    tt_match *m = f.m;
    unsigned hand[16], n = tt_match_card_count(m);
    uint32_t *v = calloc(n, sizeof *v);
    cards_in(m, "hand", tt_test_seat(m, "1A"), hand);
    unsigned c = hand[0];
    tt_card_set_revealed(m, c, 1); /* as the Extra Deck's face-up Pendulums are (YM-3) */
    for (unsigned s = 0; s < 4; s++) {
        tt_match_view(m, s, v);
        cr_assert_eq(v[c], tt_card_id(m, c), "seat %u does not see the revealed card", s);
    }
    cr_assert_eq(tt_card_send(m, c, tt_test_kind(m, "deck"), -1, TT_TOP), TT_OK);
    cr_assert(!tt_card_revealed(m, c), "a move ends the reveal (from a hand, even onto a deck)");
    tt_match_view(m, tt_test_seat(m, "2A"), v);
    cr_assert_eq(v[c], TT_HIDDEN);
    free(v);
    tt_test_close(&f);
}

Test(sharing, yt_1_10_seat_out_team_one_seat_out_loses_the_team)
{
    tt_fixture f;
    tt_test_open(&f, "outcome: {seat_out: team}\n", 10);
    tt_test_advance(f.m);
    tt_seat_out(f.m, tt_test_seat(f.m, "1A"), TT_OUT_DECK);
    step(f.m);
    cr_assert(tt_match_is_over(f.m));
    cr_assert_eq(tt_match_winner(f.m), 1, "team 2 wins though 1B is still in");
    tt_test_close(&f);
}

Test(sharing, pd_22_seat_out_eliminate_keeps_the_team_until_all_its_seats_are_out)
{
    tt_fixture f;
    tt_test_open(&f, "outcome: {seat_out: eliminate}\n", 10);
    tt_test_advance(f.m);
    tt_seat_out(f.m, tt_test_seat(f.m, "1B"), TT_OUT_DECK);
    step(f.m);
    cr_assert_not(tt_match_is_over(f.m), "1A plays on alone");
    cr_assert(tt_seat_is_out(f.m, tt_test_seat(f.m, "1B")));
    tt_seat_out(f.m, tt_test_seat(f.m, "1A"), TT_OUT_DECK);
    step(f.m);
    cr_assert(tt_match_is_over(f.m));
    cr_assert_eq(tt_match_winner(f.m), 1);
    tt_test_close(&f);
}

Test(sharing, pd_22_elimination_removes_the_seats_cards_from_remove_zones)
{
    tt_fixture f;
    tt_test_open(&f,
                 "outcome: {seat_out: eliminate}\n"
                 "zones:\n"
                 "  deck: {ordered: true, visibility: hidden}\n"
                 "  hand: {visibility: owner}\n"
                 "  field: {on_eliminate: remove}\n"
                 "  graveyard: {}\n",
                 10);
    tt_match *m = f.m;
    unsigned b1 = tt_test_seat(m, "1B"), a1 = tt_test_seat(m, "1A"), hand[16];
    cards_in(m, "hand", b1, hand);
    tt_card_send(m, hand[0], tt_test_kind(m, "field"), -1, TT_TOP);
    cards_in(m, "hand", a1, hand);
    tt_card_send(m, hand[0], tt_test_kind(m, "field"), -1, TT_TOP);
    tt_seat_out(m, b1, TT_OUT_DECK);
    cr_assert_eq(tt_test_count(m, "field", b1), 0u);
    cr_assert_eq(tt_test_count(m, "field", a1), 1u, "the partner's zone stays");
    cr_assert_eq(tt_test_count(m, "hand", b1), 1u, "keep zones stay");
    tt_test_close(&f);
}

Test(sharing, yt_1_4_a_team_at_zero_life_loses)
{
    tt_fixture f;
    tt_test_open(&f, "", 10);
    tt_test_advance(f.m);
    tt_life_add(f.m, tt_test_seat(f.m, "2B"), -3000);
    step(f.m);
    cr_assert(tt_match_is_over(f.m));
    cr_assert_eq(tt_match_winner(f.m), 0);
    tt_test_close(&f);
}

Test(sharing, yp_7_both_teams_at_zero_life_at_once_is_a_draw)
{
    tt_fixture f;
    tt_test_open(&f, "", 10);
    tt_test_advance(f.m);
    tt_life_add(f.m, tt_test_seat(f.m, "1A"), -3000);
    tt_life_add(f.m, tt_test_seat(f.m, "2A"), -3000);
    step(f.m);
    cr_assert(tt_match_is_over(f.m));
    cr_assert_eq(tt_match_winner(f.m), -1);
    cr_assert_eq(tt_match_decision_seat(f.m), -1);
    tt_test_close(&f);
}

Test(sharing, life_zero_ignore_does_not_end_the_match)
{
    tt_fixture f;
    tt_test_open(&f, "outcome: {life_zero: ignore}\n", 10);
    tt_test_advance(f.m);
    tt_life_add(f.m, tt_test_seat(f.m, "2B"), -3000);
    step(f.m);
    cr_assert_not(tt_match_is_over(f.m));
    tt_test_close(&f);
}

Test(sharing, yp_9_card_effect_wins_unless_card_effects_are_off)
{
    tt_fixture f;
    tt_test_open(&f, "", 10);
    tt_test_advance(f.m);
    tt_team_wins(f.m, tt_test_seat(f.m, "1B"), TT_OUT_CARD);
    step(f.m);
    cr_assert(tt_match_is_over(f.m));
    cr_assert_eq(tt_match_winner(f.m), 0);
    tt_test_close(&f);

    tt_test_open(&f, "outcome: {card_effects: false}\n", 10);
    tt_test_advance(f.m);
    tt_team_wins(f.m, tt_test_seat(f.m, "1B"), TT_OUT_CARD);
    tt_seat_out(f.m, tt_test_seat(f.m, "2A"), TT_OUT_CARD);
    step(f.m);
    cr_assert_not(tt_match_is_over(f.m));
    tt_test_close(&f);
}

#define LANE_ZONES                                                                                 \
    "lanes:\n"                                                                                     \
    "  - {name: left, side: A}\n"                                                                  \
    "  - {name: center, side: shared}\n"                                                           \
    "  - {name: right, side: B}\n"                                                                 \
    "zones:\n"                                                                                     \
    "  deck: {ordered: true, visibility: hidden}\n"                                                \
    "  hand: {visibility: owner}\n"                                                                \
    "  field: {}\n"                                                                                \
    "  active: {scope: lane_team, on_eliminate: remove}\n"

Test(sharing, pd_22_elimination_clears_the_side_lane_and_keeps_the_center)
{
    tt_fixture f;
    tt_test_open(&f, LANE_ZONES "outcome: {seat_out: eliminate}\n", 10);
    tt_match *m = f.m;
    unsigned k = tt_test_kind(m, "active"), a1 = tt_test_seat(m, "1A"), a2 = tt_test_seat(m, "2A"),
             hand[16];
    cards_in(m, "hand", a1, hand);
    cr_assert_eq(tt_card_send(m, hand[0], k, 0, TT_TOP), TT_OK); /* 1A's left lane */
    cr_assert_eq(tt_card_send(m, hand[1], k, 1, TT_TOP), TT_OK); /* team 1's center */
    cards_in(m, "hand", a2, hand);
    cr_assert_eq(tt_card_send(m, hand[0], k, 0, TT_TOP), TT_OK); /* 2A's left lane */
    tt_seat_out(m, a1, TT_OUT_DECK);
    cr_assert_eq(tt_zone_count(m, tt_zone_instance(m, k, a1, 0)), 0u, "its side lane is cleared");
    cr_assert_eq(tt_zone_count(m, tt_zone_instance(m, k, a1, 1)), 1u, "its center cards stay");
    cr_assert_eq(tt_zone_count(m, tt_zone_instance(m, k, a2, 0)), 1u, "the opponent's side stays");
    tt_test_close(&f);
}

Test(sharing, pd_23_a_team_with_no_cards_in_the_listed_zones_loses)
{
    tt_fixture f;
    tt_error err = {0};
    tt_test_open(&f, "outcome: {no_cards_in: [field]}\n", 10);
    unsigned hand[16];
    cards_in(f.m, "hand", tt_test_seat(f.m, "1B"), hand);
    cr_assert_eq(tt_card_send(f.m, hand[0], tt_test_kind(f.m, "field"), -1, TT_TOP), TT_OK);
    cr_assert_eq(tt_match_advance(f.m, &err), TT_ADVANCE_OVER, "team 2 has no field card");
    cr_assert_eq(tt_match_winner(f.m), 0);
    tt_test_close(&f);
}

Test(sharing, pd_24_a_team_prize_pool_wins_at_its_target)
{
    tt_fixture f;
    tt_test_open(&f, "prizes: {count: 6, pool: team, to_win: 9}\n", 10);
    tt_test_advance(f.m);
    tt_prizes_take(f.m, tt_test_seat(f.m, "1A"), 5);
    tt_prizes_take(f.m, tt_test_seat(f.m, "1B"), 3);
    cr_assert_eq(tt_prizes_taken(f.m, tt_test_seat(f.m, "1A")), 8u, "one count for the team");
    step(f.m);
    cr_assert_not(tt_match_is_over(f.m), "8 of 9");
    tt_prizes_take(f.m, tt_test_seat(f.m, "1B"), 1);
    step(f.m);
    cr_assert(tt_match_is_over(f.m));
    cr_assert_eq(tt_match_winner(f.m), 0);
    tt_test_close(&f);
}

Test(sharing, seat_prize_pools_count_apart)
{
    tt_fixture f;
    tt_test_open(&f, "prizes: {count: 6, pool: seat, to_win: 6}\n", 10);
    tt_test_advance(f.m);
    tt_prizes_take(f.m, tt_test_seat(f.m, "1A"), 5);
    tt_prizes_take(f.m, tt_test_seat(f.m, "1B"), 5);
    cr_assert_eq(tt_prizes_taken(f.m, tt_test_seat(f.m, "1B")), 5u);
    step(f.m);
    cr_assert_not(tt_match_is_over(f.m));
    tt_test_close(&f);
}

Test(sharing, yp_11_a_concession_loses_the_team_at_once_under_seat_out_team)
{
    tt_fixture f;
    tt_error err = {0};
    tt_test_open(&f, "outcome: {seat_out: team}\n", 10);
    tt_test_advance(f.m);
    cr_assert_eq(tt_match_concede(f.m, tt_test_seat(f.m, "2B"), &err), TT_OK, "%s", err.msg);
    cr_assert(tt_match_is_over(f.m));
    cr_assert_eq(tt_match_winner(f.m), 0);
    cr_assert_eq(tt_match_concede(f.m, tt_test_seat(f.m, "1A"), &err), TT_ERR_ILLEGAL);
    cr_assert_str_eq(err.path, "concede");
    tt_test_close(&f);
}

Test(sharing, yp_11_a_seat_that_concedes_in_its_own_turn_under_eliminate_ends_that_turn)
{
    tt_fixture f;
    tt_error err = {0};
    tt_test_open(&f, "outcome: {seat_out: eliminate}\n", 10);
    tt_test_advance(f.m);
    int turn_seat = tt_match_turn_seat(f.m);
    unsigned turn = tt_match_turn(f.m);
    cr_assert_eq(tt_match_decision_seat(f.m), turn_seat);
    cr_assert_eq(tt_match_concede(f.m, (unsigned)turn_seat, &err), TT_OK, "%s", err.msg);
    cr_assert_eq(tt_match_decision_seat(f.m), -1, "its pending decision went with it");
    cr_assert_eq(tt_match_concede(f.m, (unsigned)turn_seat, &err), TT_ERR_ILLEGAL);
    tt_test_advance(f.m);
    cr_assert_not(tt_match_is_over(f.m));
    cr_assert_eq(tt_match_turn(f.m), turn + 1, "the next seat's turn has begun");
    cr_assert_neq(tt_match_decision_seat(f.m), turn_seat);
    tt_test_close(&f);
}

Test(sharing, pd_18_a_prize_reset_moves_the_count_of_a_take_them_all_pool)
{
    tt_fixture f;
    tt_test_open(&f, "prizes: {count: 6, pool: team, to_win: 0}\n", 10);
    tt_test_advance(f.m);
    unsigned a = tt_test_seat(f.m, "1A"), b = tt_test_seat(f.m, "1B");
    tt_prizes_take(f.m, a, 11); /* 1 of the opponents' 12 left */
    tt_prizes_reset(f.m, b, 6); /* Stinger-GX: 3 + 3 new Prize cards left */
    cr_assert_eq(tt_prizes_taken(f.m, a), 6u, "all 12 minus the 6 left");
    tt_prizes_take(f.m, a, 5);
    step(f.m);
    cr_assert_not(tt_match_is_over(f.m), "one Prize card is still left after the reset");
    tt_prizes_take(f.m, b, 1);
    step(f.m);
    cr_assert(tt_match_is_over(f.m), "the last one wins");
    cr_assert_eq(tt_match_winner(f.m), 0);
    tt_test_close(&f);
}

Test(sharing, pd_24_a_prize_reset_keeps_a_to_win_count)
{
    tt_fixture f;
    tt_test_open(&f, "prizes: {count: 6, pool: team, to_win: 9}\n", 10);
    tt_test_advance(f.m);
    tt_prizes_take(f.m, tt_test_seat(f.m, "1A"), 8);
    tt_prizes_reset(f.m, tt_test_seat(f.m, "1A"), 6);
    cr_assert_eq(tt_prizes_taken(f.m, tt_test_seat(f.m, "1A")), 8u, "PD-24: cards taken count");
    tt_test_close(&f);
}

/* The reason of the game-over event (tagteam sim's "games end by"). */
static void keep_game_over(const tt_match *m, const tt_event *ev, void *payload)
{
    (void)m;
    if (ev->kind == TT_EV_GAME_OVER)
        *(tt_event *)payload = *ev;
}

Test(sharing, the_game_over_event_says_why_the_game_ended)
{
    tt_fixture f;
    tt_event over = {0};
    tt_test_open(&f, "", 10); /* a card win: the winner's own reason */
    tt_test_advance(f.m);
    tt_match_set_event_fn(f.m, keep_game_over, &over);
    tt_team_wins(f.m, tt_test_seat(f.m, "2B"), TT_OUT_CARD);
    step(f.m);
    cr_assert_eq(over.kind, TT_EV_GAME_OVER);
    cr_assert_eq(over.a, 1);
    cr_assert_eq(over.b, TT_OUT_CARD);
    tt_test_close(&f);

    memset(&over, 0, sizeof over); /* a loss: the loser's reason */
    tt_test_open(&f, "outcome: {seat_out: team}\n", 10);
    tt_test_advance(f.m);
    tt_match_set_event_fn(f.m, keep_game_over, &over);
    tt_seat_out(f.m, tt_test_seat(f.m, "1A"), TT_OUT_DECK);
    step(f.m);
    cr_assert_eq(over.a, 1);
    cr_assert_eq(over.b, TT_OUT_DECK);
    tt_test_close(&f);
}

/* Three teams (docs/rulesets.md, outcome.simultaneous): a team that loses while two others
 * still play is out and the game goes on; then two teams winning at once (two card wins
 * met together, YP-7 read for wins) make the game a draw for every team still in it. */
Test(sharing, three_teams_one_loss_plays_on_and_two_wins_at_once_are_a_draw)
{
    tt_fixture f;
    tt_test_open(&f,
                 "seats: {teams: 3, per_team: 1}\n"
                 "turn: {order: [1A, 2A, 3A], first: 1, first_attack_turn: 4,\n"
                 "       phases: [draw, main, end]}\n",
                 10);
    tt_test_advance(f.m);
    tt_life_add(f.m, tt_test_seat(f.m, "3A"), -3000);
    step(f.m);
    cr_assert_not(tt_match_is_over(f.m), "teams 1 and 2 still play");
    cr_assert(tt_seat_is_out(f.m, tt_test_seat(f.m, "3A")));
    tt_outcome_hold(f.m); /* two wins met within one effect: settled together */
    tt_team_wins(f.m, tt_test_seat(f.m, "1A"), TT_OUT_CARD);
    tt_team_wins(f.m, tt_test_seat(f.m, "2A"), TT_OUT_CARD);
    tt_outcome_release(f.m);
    step(f.m);
    cr_assert(tt_match_is_over(f.m));
    cr_assert_eq(tt_match_winner(f.m), -1, "two teams winning at once: a draw");
    tt_test_close(&f);
}

/* At the table every player saw which face-up card went on top of the deck (Axe of Despair):
 * it stays known there, and to all in the hand that draws it; a shuffle ends that. A card from
 * a hand goes into the deck unknown, even one every player knew (a hand may have been shuffled
 * on its way: Marnie). */
Test(sharing, a_public_card_put_on_a_deck_is_known_until_the_deck_is_shuffled)
{
    tt_fixture f;
    tt_test_open(&f, "", 10);
    tt_match *m = f.m;
    unsigned hand[16], s = tt_test_seat(m, "1A");
    cards_in(m, "hand", s, hand);
    unsigned c = hand[0], secret = hand[1];
    unsigned deck = tt_zone_instance(m, tt_test_kind(m, "deck"), s, -1);
    cr_assert_eq(tt_card_send(m, c, tt_test_kind(m, "field"), -1, TT_TOP), TT_OK);
    cr_assert_eq(tt_card_put(m, c, deck, TT_TOP), TT_OK);
    cr_assert(tt_match_card_known(m, -1, c), "seen going on top: known to all in the deck");
    cr_assert(tt_match_card_known(m, (int)tt_test_seat(m, "2A"), c));
    cr_assert_eq(tt_card_put(m, secret, deck, TT_TOP), TT_OK);
    cr_assert(!tt_match_card_known(m, -1, secret), "from a hand: nobody else saw it");
    cr_assert_eq(tt_card_put(m, c, tt_zone_instance(m, tt_test_kind(m, "hand"), s, -1), TT_TOP),
                 TT_OK);
    cr_assert(tt_match_card_known(m, -1, c), "drawn: still known to all in the hand");
    cr_assert_eq(tt_card_put(m, c, deck, TT_BOTTOM), TT_OK);
    cr_assert(!tt_match_card_known(m, -1, c), "from a hand into the deck: not placed in view");
    cr_assert_eq(tt_card_send(m, c, tt_test_kind(m, "field"), -1, TT_TOP), TT_OK);
    cr_assert_eq(tt_card_put(m, c, deck, TT_TOP), TT_OK);
    cr_assert(tt_match_card_known(m, -1, c), "back on top from the field");
    tt_zone_shuffle(m, deck);
    cr_assert(!tt_match_card_known(m, -1, c), "shuffled: no one knows where it is");
    tt_test_close(&f);
}
