/* test_stream.c: a seat's own stream (stream.h): which events are its, which cards it names,
 * and the opaque handles that stand for card indices (hidden information is a boundary). */
#include <criterion/criterion.h>

#include "tt_test.h"

typedef struct seen {
    tt_stream *st;
    int passed;   /* the last event was the stream's */
    tt_event out; /* as the stream tells it */
} seen;

static void on_event(const tt_match *m, const tt_event *ev, void *payload)
{
    seen *s = payload;
    s->passed = tt_stream_filter(s->st, m, ev, &s->out);
}

static unsigned hand_card(const tt_match *m, const char *seat, unsigned i)
{
    return tt_zone_card(m, tt_zone_instance(m, tt_test_kind(m, "hand"), tt_test_seat(m, seat), -1),
                        i);
}

static tt_stream *stream_of(const tt_fixture *f, const char *seat)
{
    tt_stream *st;
    tt_error err = {0};
    cr_assert_eq(tt_stream_new(&st, f->rs, 1u << tt_test_seat(f->m, seat), &err), TT_OK, "%s",
                 err.msg);
    return st;
}

Test(stream, a_look_is_in_the_stream_of_its_seat_and_with_team_of_its_teammates_only)
{
    tt_fixture f;
    tt_test_open(&f, "", 10);
    const char *names[] = {"1A", "1B", "2A", "2B"};
    for (int with_team = 0; with_team < 2; with_team++)
        for (unsigned k = 0; k < 4; k++) {
            seen s = {stream_of(&f, names[k]), -1, {0}};
            tt_match_set_event_fn(f.m, on_event, &s);
            /* Confiscation's kind of look: 2A is shown a card of 1A's hand */
            tt_show_card(f.m, tt_test_seat(f.m, "2A"), (int)hand_card(f.m, "1A", 0), with_team);
            int want = k == 2 || (with_team && k == 3);
            cr_assert_eq(s.passed, want, "%s's stream %s the look (with_team %d)", names[k],
                         want ? "misses" : "has", with_team);
            tt_match_set_event_fn(f.m, NULL, NULL);
            tt_stream_free(s.st);
        }
    tt_test_close(&f);
}

Test(stream, a_card_goes_by_a_handle_and_an_unseen_one_by_none)
{
    tt_fixture f;
    tt_test_open(&f, "hand: {start: 2, visibility: owner}\n", 10);
    tt_match *m = f.m;
    seen s = {stream_of(&f, "1A"), -1, {0}};
    tt_match_set_event_fn(m, on_event, &s);
    tt_stream_sync(s.st, m);
    unsigned mine = hand_card(m, "1A", 1), theirs = hand_card(m, "2A", 0);
    cr_assert_eq(tt_stream_handle(s.st, hand_card(m, "1A", 0)), 0, "handles count from 0");
    cr_assert_eq(tt_stream_handle(s.st, mine), 1, "in zone order");
    cr_assert_eq(tt_stream_handle(s.st, theirs), -1, "an opponent's hand card has none");
    /* 1A's card goes to the field: the event names it by its handle, not its index */
    cr_assert_eq(tt_card_send(m, mine, tt_test_kind(m, "field"), -1, TT_TOP), TT_OK);
    cr_assert(s.passed);
    cr_assert_eq(s.out.card, 1, "the handle (index %u)", mine);
    /* put on top of the deck in view of all: still known there, by the same handle; shuffled,
     * out of sight: no handle; back in the hand: a new one */
    cr_assert_eq(tt_card_send(m, mine, tt_test_kind(m, "deck"), -1, TT_TOP), TT_OK);
    cr_assert_eq(s.out.card, 1, "every player saw it go on top");
    tt_zone_shuffle(m, tt_zone_instance(m, tt_test_kind(m, "deck"), tt_test_seat(m, "1A"), -1));
    cr_assert_eq(tt_stream_handle(s.st, mine), -1,
                 "a card shuffled into a deck is named to no one");
    cr_assert_eq(tt_card_send(m, mine, tt_test_kind(m, "hand"), -1, TT_TOP), TT_OK);
    cr_assert_eq(s.out.card, 2, "seen again: the next handle, not the old one");
    /* the opponent's hand card goes to the (public) field: now it gets a handle */
    cr_assert_eq(tt_card_send(m, theirs, tt_test_kind(m, "field"), -1, TT_TOP), TT_OK);
    cr_assert_eq(s.out.card, 3);
    tt_match_set_event_fn(m, NULL, NULL);
    tt_stream_free(s.st);
    tt_test_close(&f);
}

Test(stream, another_seats_decision_is_not_in_the_stream)
{
    tt_fixture f;
    tt_test_open(&f, "", 10);
    tt_stream *st = stream_of(&f, "2A");
    tt_event ev = {TT_EV_DECIDE, (int8_t)tt_test_seat(f.m, "1A"), -1, 3, 1}, out;
    cr_assert_eq(tt_stream_filter(st, f.m, &ev, &out), 0,
                 "whether 1A was asked, and what it took, may depend on its hand: not told to 2A");
    ev.seat = (int8_t)tt_test_seat(f.m, "2A");
    cr_assert_eq(tt_stream_filter(st, f.m, &ev, &out), 1);
    cr_assert_eq(out.a, 3, "the seat's own choice is told");
    tt_stream_free(st);
    tt_test_close(&f);
}

Test(stream, a_stream_is_for_seats_of_the_ruleset)
{
    tt_fixture f;
    tt_test_open(&f, "", 10);
    tt_stream *st = NULL;
    tt_error err = {0};
    cr_assert_eq(tt_stream_new(&st, f.rs, 0, &err), TT_ERR_MISUSE, "no seat");
    cr_assert_eq(tt_stream_new(&st, f.rs, 1u << 4, &err), TT_ERR_MISUSE, "a fifth seat of four");
    cr_assert_null(st);
    tt_test_close(&f);
}

/* Limits fail loudly: a card coming back into sight gets a new handle each time, and an
 * event's card field holds 15 bits. Past TT_STREAM_MAX_HANDLES handles a game's stream stops
 * (before, handles wrapped to 0 and named two different cards alike). */
Test(stream, a_game_past_the_handle_limit_stops_the_stream_instead_of_reusing_handles)
{
    tt_fixture f;
    tt_test_open(&f, "hand: {start: 2, visibility: owner}\n", 10);
    tt_match *m = f.m;
    seen s = {stream_of(&f, "1A"), -1, {0}};
    tt_match_set_event_fn(m, on_event, &s);
    cr_assert_eq(tt_stream_sync(s.st, m), TT_OK);
    unsigned card = hand_card(m, "1A", 0);
    int given = 2; /* the two hand cards' handles */
    while (given < TT_STREAM_MAX_HANDLES) {
        cr_assert_eq(tt_card_send(m, card, tt_test_kind(m, "deck"), -1, TT_TOP), TT_OK);
        cr_assert_eq(tt_card_send(m, card, tt_test_kind(m, "hand"), -1, TT_TOP), TT_OK);
        cr_assert_eq(s.passed, 1);
        cr_assert_eq(s.out.card, given, "seen again: the next handle");
        given++;
    }
    tt_error err = {0};
    cr_assert_eq(tt_stream_check(s.st, &err), TT_OK, "every handle given so far is its own");
    cr_assert_eq(tt_card_send(m, card, tt_test_kind(m, "deck"), -1, TT_TOP), TT_OK);
    cr_assert_eq(tt_card_send(m, card, tt_test_kind(m, "hand"), -1, TT_TOP), TT_OK);
    cr_assert_eq(s.passed, TT_ERR_LIMIT, "one more sighting: the stream stops");
    cr_assert_eq(tt_stream_handle(s.st, card), -1, "the card got no handle used before");
    cr_assert_eq(tt_stream_check(s.st, &err), TT_ERR_LIMIT);
    cr_assert(strstr(err.msg, "TT_STREAM_MAX_HANDLES"), "the error names the limit: %s", err.msg);
    cr_assert_eq(tt_stream_sync(s.st, m), TT_ERR_LIMIT);
    tt_match_set_event_fn(m, NULL, NULL);
    tt_stream_free(s.st);
    tt_test_close(&f);
}

/* Issue 33: 2A's hand holds a card every seat saw arrive (from the field) and one it drew. A
 * card Set from it face-down could be either, as at the table: 1A's stream must be the same
 * whichever of the two was Set, so the one left in the hand is known no more (before, the
 * seen card kept its handle when the other was Set: 1A learned the Set card was not it). */
Test(stream, a_card_set_from_a_hand_could_be_any_card_of_it)
{
    int told[2][6];
    for (int which = 0; which < 2; which++) {
        tt_fixture f;
        tt_test_open(&f, "hand: {start: 1, visibility: owner}\n", 10);
        tt_match *m = f.m;
        unsigned seat = tt_test_seat(m, "2A");
        unsigned hand = tt_zone_instance(m, tt_test_kind(m, "hand"), seat, -1);
        unsigned deck = tt_zone_instance(m, tt_test_kind(m, "deck"), seat, -1);
        unsigned field = tt_zone_instance(m, tt_test_kind(m, "field"), seat, -1);
        unsigned drawn = tt_zone_card(m, hand, 0);
        unsigned seen_card = tt_zone_card(m, deck, tt_zone_count(m, deck) - 1);
        seen s = {stream_of(&f, "1A"), -1, {0}};
        tt_match_set_event_fn(m, on_event, &s);
        cr_assert_eq(tt_stream_sync(s.st, m), TT_OK);
        cr_assert_eq(tt_card_put(m, seen_card, field, TT_TOP), TT_OK);
        cr_assert_eq(tt_card_put(m, seen_card, hand, TT_TOP), TT_OK);
        cr_assert_geq(tt_stream_handle(s.st, seen_card), 0, "1A saw it come into the hand");
        cr_assert_eq(tt_stream_handle(s.st, drawn), -1);
        unsigned set = which ? seen_card : drawn, left = which ? drawn : seen_card;
        cr_assert_eq(tt_card_put_face_down(m, set, field, TT_TOP), TT_OK);
        cr_assert_eq(s.passed, 1);
        cr_assert_eq(tt_stream_sync(s.st, m), TT_OK);
        int row[6] = {s.out.kind,
                      s.out.card,
                      s.out.a,
                      s.out.b,
                      tt_stream_handle(s.st, set),
                      tt_stream_handle(s.st, left)};
        memcpy(told[which], row, sizeof row);
        cr_assert_eq(row[5], -1, "the card left in the hand is unknown to 1A (Set: %s)",
                     which ? "the seen card" : "the drawn one");
        tt_match_set_event_fn(m, NULL, NULL);
        tt_stream_free(s.st);
        tt_test_close(&f);
    }
    for (int i = 0; i < 6; i++)
        cr_assert_eq(told[0][i], told[1][i], "field %d of 1A's stream tells which card was Set", i);
}

/* Issue 28: the public stream (a spectator's) has no seat. It knows a card exactly when every
 * seat does: a hand card (seen by its team) and a Set card (seen by its owner) get no handle,
 * a card face-up on the field does; no look and no decision is in it, whoever they are for. */
Test(stream, the_public_stream_knows_only_what_every_seat_sees)
{
    tt_fixture f;
    tt_test_open(&f, "", 10);
    tt_match *m = f.m;
    tt_error err = {0};
    seen s = {NULL, -1, {0}};
    cr_assert_eq(tt_stream_new_public(&s.st, f.rs, &err), TT_OK, "%s", err.msg);
    cr_assert_eq(tt_stream_seats(s.st), 0, "no seat");
    tt_match_set_event_fn(m, on_event, &s);
    cr_assert_eq(tt_stream_sync(s.st, m), TT_OK);
    const char *names[] = {"1A", "1B", "2A", "2B"};
    for (unsigned k = 0; k < 4; k++)
        cr_assert_eq(tt_stream_handle(s.st, hand_card(m, names[k], 0)), -1, "%s's hand card",
                     names[k]);
    unsigned up = hand_card(m, "1A", 0), down = hand_card(m, "1A", 1);
    unsigned field = tt_zone_instance(m, tt_test_kind(m, "field"), tt_test_seat(m, "1A"), -1);
    cr_assert_eq(tt_card_put_face_down(m, down, field, TT_TOP), TT_OK);
    cr_assert_eq(s.passed, 1, "that 1A Sets a card is public");
    cr_assert_eq(s.out.card, -1, "not which card: only 1A may look at it");
    cr_assert(tt_match_card_known(m, (int)tt_test_seat(m, "1A"), down));
    cr_assert_eq(tt_card_put(m, up, field, TT_TOP), TT_OK);
    cr_assert_eq(s.passed, 1);
    cr_assert_eq(s.out.card, 0, "a face-up card: the first handle");
    for (unsigned k = 0; k < 4; k++)
        for (int with_team = 0; with_team < 2; with_team++) {
            s.passed = -1;
            tt_show_card(m, tt_test_seat(m, names[k]), (int)hand_card(m, "2A", 0), with_team);
            cr_assert_eq(s.passed, 0, "a look shown to %s (with_team %d)", names[k], with_team);
        }
    tt_match_set_event_fn(m, NULL, NULL);
    for (unsigned k = 0; k < 4; k++) {
        tt_event ev = {TT_EV_DECIDE, (int8_t)tt_test_seat(m, names[k]), -1, 0, 1}, out;
        cr_assert_eq(tt_stream_filter(s.st, m, &ev, &out), 0, "%s's decision", names[k]);
    }
    tt_stream_free(s.st);
    tt_test_close(&f);
}
