/* test_zone.c: zones and cards: owner routing (YT-3.6, PD-10), capacities, the global Field
 * zone (YT-1.7), deck order and drawing from an empty deck (YT-1.10, YP-8). */
#include <stdlib.h>
#include <string.h>

#include <criterion/criterion.h>

#include "tt_test.h"

static unsigned inst(const tt_match *m, const char *zone, const char *seat)
{
    return tt_zone_instance(m, tt_test_kind(m, zone), tt_test_seat(m, seat), -1);
}

/* The top card of seat's hand. */
static unsigned hand_card(const tt_match *m, const char *seat)
{
    unsigned h = inst(m, "hand", seat);
    cr_assert_gt(tt_zone_count(m, h), 0u);
    return tt_zone_card(m, h, tt_zone_count(m, h) - 1);
}

Test(zone, cards_start_owned_and_controlled_by_the_seat_whose_deck_they_are_in)
{
    tt_fixture f;
    tt_test_open(&f, "", 10);
    unsigned c = hand_card(f.m, "2B");
    cr_assert_eq(tt_card_owner(f.m, c), tt_test_seat(f.m, "2B"));
    cr_assert_eq(tt_card_controller(f.m, c), tt_test_seat(f.m, "2B"));
    cr_assert_eq(tt_card_zone(f.m, c), inst(f.m, "hand", "2B"));
    cr_assert_eq(tt_zone_seat_of(f.m, inst(f.m, "hand", "2B")), (int)tt_test_seat(f.m, "2B"));
    tt_test_close(&f);
}

Test(zone, yt_3_6_a_card_2b_controls_goes_to_its_owners_graveyard)
{
    tt_fixture f;
    tt_test_open(&f, "cards: {leave_to: owner}\n", 10);
    tt_match *m = f.m;
    unsigned c = hand_card(m, "1A");
    /* 2B's Brain Control: 1A's card moves into 2B's zone, 2B controls it */
    cr_assert_eq(tt_card_put(m, c, inst(m, "field", "2B"), TT_TOP), TT_OK);
    cr_assert_eq(tt_card_controller(m, c), tt_test_seat(m, "2B"));
    cr_assert_eq(tt_card_owner(m, c), tt_test_seat(m, "1A"), "the owner never changes");
    cr_assert_eq(tt_card_send(m, c, tt_test_kind(m, "graveyard"), -1, TT_TOP), TT_OK);
    cr_assert_eq(tt_card_zone(m, c), inst(m, "graveyard", "1A"));
    cr_assert_eq(tt_card_controller(m, c), tt_test_seat(m, "1A"), "control returns to the owner");
    cr_assert_eq(tt_test_count(m, "graveyard", tt_test_seat(m, "2B")), 0u);
    tt_test_close(&f);
}

Test(zone, pd_10_set_controller_on_a_shared_zone_still_routes_to_the_owner)
{
    tt_fixture f;
    tt_test_open(&f,
                 "zones:\n"
                 "  deck: {ordered: true, visibility: hidden}\n"
                 "  hand: {visibility: owner}\n"
                 "  field: {scope: global}\n"
                 "  graveyard: {}\n",
                 10);
    tt_match *m = f.m;
    unsigned c = hand_card(m, "1A");
    cr_assert_eq(tt_card_send(m, c, tt_test_kind(m, "field"), -1, TT_TOP), TT_OK);
    tt_card_set_controller(m, c, tt_test_seat(m, "2B"));
    cr_assert_eq(tt_card_controller(m, c), tt_test_seat(m, "2B"));
    cr_assert_eq(tt_card_send(m, c, tt_test_kind(m, "graveyard"), -1, TT_TOP), TT_OK);
    cr_assert_eq(tt_card_zone(m, c), inst(m, "graveyard", "1A"));
    tt_test_close(&f);
}

Test(zone, leave_to_controller_routes_to_the_controllers_zone)
{
    tt_fixture f;
    tt_test_open(&f, "cards: {leave_to: controller}\n", 10);
    tt_match *m = f.m;
    unsigned c = hand_card(m, "1A");
    cr_assert_eq(tt_card_put(m, c, inst(m, "field", "2B"), TT_TOP), TT_OK);
    cr_assert_eq(tt_card_send(m, c, tt_test_kind(m, "graveyard"), -1, TT_TOP), TT_OK);
    cr_assert_eq(tt_card_zone(m, c), inst(m, "graveyard", "2B"));
    cr_assert_eq(tt_card_owner(m, c), tt_test_seat(m, "1A"));
    tt_test_close(&f);
}

#define ONE_FIELD                                                                                  \
    "zones:\n"                                                                                     \
    "  deck: {ordered: true, visibility: hidden}\n"                                                \
    "  hand: {visibility: owner}\n"                                                                \
    "  field: {scope: global, capacity: 1}\n"                                                      \
    "  graveyard: {}\n"

Test(zone, yt_1_7_a_global_zone_is_one_zone_shared_by_all_seats)
{
    tt_fixture f;
    tt_test_open(&f, ONE_FIELD, 10);
    tt_match *m = f.m;
    unsigned k = tt_test_kind(m, "field"), z = tt_zone_instance(m, k, 0, -1);
    for (unsigned s = 1; s < 4; s++)
        cr_assert_eq(tt_zone_instance(m, k, s, -1), z);
    cr_assert_eq(tt_zone_kind_of(m, z), k);
    cr_assert_eq(tt_zone_seat_of(m, z), -1);
    unsigned c = hand_card(m, "2A");
    cr_assert_eq(tt_card_send(m, c, k, -1, TT_TOP), TT_OK);
    cr_assert_eq(tt_zone_count(m, tt_zone_instance(m, k, tt_test_seat(m, "1B"), -1)), 1u);
    tt_test_close(&f);
}

/* A move into a full zone moves nothing, and the rule that wanted it cannot happen: the match
 * stops with TT_ERR_LIMIT naming the zone capacity, never going on without the move. */
Test(zone, putting_into_a_full_zone_moves_nothing_and_stops_the_match)
{
    tt_fixture f;
    tt_error err = {0};
    tt_test_open(&f, ONE_FIELD, 10);
    tt_match *m = f.m;
    unsigned k = tt_test_kind(m, "field"), z = tt_zone_instance(m, k, 0, -1);
    unsigned a = hand_card(m, "1A"), b = hand_card(m, "2A");
    cr_assert_eq(tt_card_send(m, a, k, -1, TT_TOP), TT_OK);
    cr_assert(tt_zone_is_full(m, z));
    cr_assert_eq(tt_card_send(m, b, k, -1, TT_TOP), TT_ERR_LIMIT);
    cr_assert_eq(tt_card_put(m, b, z, TT_BOTTOM), TT_ERR_LIMIT);
    cr_assert_eq(tt_card_zone(m, b), inst(m, "hand", "2A"));
    cr_assert_eq(tt_zone_count(m, z), 1u);
    cr_assert_eq(tt_match_advance(m, &err), TT_ERR_LIMIT);
    cr_assert_str_eq(err.path, "zones");
    cr_assert(strstr(err.msg, "a card moved into a zone already at its capacity"), "%s", err.msg);
    tt_test_close(&f);
}

Test(zone, a_card_moves_within_a_full_zone)
{
    tt_fixture f;
    tt_test_open(&f, ONE_FIELD, 10);
    tt_match *m = f.m;
    unsigned k = tt_test_kind(m, "field"), z = tt_zone_instance(m, k, 0, -1);
    unsigned a = hand_card(m, "1A");
    cr_assert_eq(tt_card_put(m, a, z, TT_TOP), TT_OK);
    cr_assert_eq(tt_card_put(m, a, z, TT_BOTTOM), TT_OK, "already there: not over capacity");
    cr_assert_eq(tt_zone_count(m, z), 1u);
    tt_test_close(&f);
}

Test(zone, top_and_bottom_places_order_a_deck)
{
    tt_fixture f;
    tt_test_open(&f, "", 10);
    tt_match *m = f.m;
    unsigned deck = inst(m, "deck", "1A"), a = hand_card(m, "1A");
    cr_assert_eq(tt_card_put(m, a, deck, TT_BOTTOM), TT_OK);
    cr_assert_eq(tt_zone_card(m, deck, 0), a);
    cr_assert_eq(tt_card_put(m, a, deck, TT_TOP), TT_OK);
    cr_assert_eq(tt_zone_card(m, deck, tt_zone_count(m, deck) - 1), a);
    cr_assert_eq(tt_draw(m, tt_test_seat(m, "1A"), 1), 1u);
    cr_assert_eq(tt_card_zone(m, a), inst(m, "hand", "1A"), "a draw takes the top card");
    tt_test_close(&f);
}

Test(zone, a_card_removed_from_the_match_is_nowhere)
{
    tt_fixture f;
    tt_test_open(&f, "", 10);
    unsigned a = hand_card(f.m, "1A");
    cr_assert_eq(tt_card_put(f.m, a, TT_NOWHERE, TT_TOP), TT_OK);
    cr_assert_eq(tt_card_zone(f.m, a), TT_NOWHERE);
    cr_assert_eq(tt_test_count(f.m, "hand", tt_test_seat(f.m, "1A")), 1u);
    tt_test_close(&f);
}

Test(zone, yt_1_10_a_draw_from_an_empty_deck_puts_the_seat_out)
{
    tt_fixture f;
    tt_test_open(&f, "hand: {start: 2}\n", 3); /* one card left in each deck */
    unsigned b2 = tt_test_seat(f.m, "2B");
    cr_assert_eq(tt_draw(f.m, b2, 2), 1u, "draws what is there");
    cr_assert(tt_seat_is_out(f.m, b2));
    cr_assert_not(tt_seat_is_out(f.m, tt_test_seat(f.m, "2A")));
    tt_test_close(&f);
}

Test(zone, yt_1_10_a_deck_out_in_the_draw_phase_loses_the_team)
{
    tt_fixture f;
    tt_error err = {0};
    tt_test_open(&f, "hand: {start: 2}\n", 2); /* every deck is empty after the hands */
    cr_assert_eq(tt_test_advance(f.m), (int)tt_test_seat(f.m, "1A"), "turn 1 has no draw");
    cr_assert_eq(tt_match_decide(f.m, tt_test_seat(f.m, "1A"), 0, &err), TT_OK);
    cr_assert_eq(tt_match_advance(f.m, &err), TT_ADVANCE_OVER, "2A must draw from nothing");
    cr_assert(tt_seat_is_out(f.m, tt_test_seat(f.m, "2A")));
    cr_assert_eq(tt_match_winner(f.m), 0);
    tt_test_close(&f);
}

Test(zone, deck_out_ignore_leaves_the_seat_in)
{
    tt_fixture f;
    tt_test_open(&f, "hand: {start: 2}\noutcome: {deck_out: ignore}\n", 2);
    cr_assert_eq(tt_draw(f.m, 0, 1), 0u);
    cr_assert_not(tt_seat_is_out(f.m, 0));
    tt_test_close(&f);
}

Test(zone, swap_trades_places_even_between_full_zones)
{
    tt_fixture f;
    tt_test_open(
        &f,
        "zones:\n  deck: {ordered: true, visibility: hidden}\n  hand: {visibility: owner}\n"
        "  field: {capacity: 1}\n  graveyard: {ordered: true}\n",
        20);
    tt_match *m = f.m;
    unsigned a1 = tt_test_seat(m, "1A");
    unsigned field = tt_zone_instance(m, tt_test_kind(m, "field"), a1, -1);
    unsigned hand = tt_zone_instance(m, tt_test_kind(m, "hand"), a1, -1);
    unsigned x = tt_zone_card(m, hand, 0), y = tt_zone_card(m, hand, 1);
    cr_assert_eq(tt_card_put(m, x, field, TT_TOP), 0);
    cr_assert(tt_zone_is_full(m, field));
    tt_card_swap(m, x, y);
    cr_assert_eq(tt_card_zone(m, y), field, "y took x's place in the full zone");
    cr_assert_eq(tt_card_zone(m, x), hand);
    cr_assert_eq(tt_zone_card(m, field, 0), y);
    cr_assert_eq(tt_zone_count(m, field), 1);
    tt_test_close(&f);
}
