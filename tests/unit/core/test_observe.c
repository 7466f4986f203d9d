/* test_observe.c: a seat's observation (observe.h): what it holds of the cards the seat knows
 * and nothing of the others, its decision's options naming cards by their place, and its JSON. */
#include <criterion/criterion.h>
#include <jansson.h>
#include <string.h>

#include "tagteam/observe.h"
#include "tt_test.h"

static tt_observation obs; /* about 100 KB: not on the stack */

static const tt_obs_zone *zone_named(const tt_observation *o, const char *name)
{
    for (unsigned z = 0; z < o->nzones; z++)
        if (strcmp(o->zones[z].name, name) == 0)
            return &o->zones[z];
    cr_assert_fail("no zone %s in the observation", name);
    return NULL;
}

static void observe(const tt_match *m, const char *seat, tt_stream *st)
{
    tt_error err = {0};
    cr_assert_eq(tt_match_observe(m, tt_test_seat(m, seat), st, &obs, &err), TT_OK, "%s", err.msg);
}

Test(observe, a_seat_sees_its_teams_hands_with_their_handles_and_nothing_of_the_others)
{
    tt_fixture f;
    tt_test_open(&f, "", 10); /* the toy's hands are seen by the team (YT-1.9) */
    tt_error err = {0};
    unsigned a = tt_test_seat(f.m, "1A");
    tt_stream *st;
    cr_assert_eq(tt_stream_new(&st, f.rs, 1u << a, &err), TT_OK);
    tt_test_advance(f.m);
    observe(f.m, "1A", st);
    const char *known[] = {"1A.hand", "1B.hand"}, *hidden[] = {"2A.hand", "2B.hand", "1A.deck"};
    for (unsigned k = 0; k < 2; k++) {
        const tt_obs_zone *z = zone_named(&obs, known[k]);
        cr_assert_gt(z->count, 0);
        unsigned inst = (unsigned)(z - obs.zones);
        for (unsigned i = 0; i < z->count; i++) {
            const tt_obs_card *c = &obs.cards[z->first + i];
            unsigned card = tt_zone_card(f.m, inst, i);
            cr_assert(c->flags & TT_OBS_KNOWN, "%s card %u", known[k], i);
            cr_assert_eq(c->id, tt_card_id(f.m, card));
            cr_assert_eq(c->handle, tt_stream_handle(st, card), "the stream's handle");
            cr_assert_eq(c->owner, (int)tt_card_owner(f.m, card));
        }
    }
    for (unsigned k = 0; k < 3; k++) {
        const tt_obs_zone *z = zone_named(&obs, hidden[k]);
        cr_assert_gt(z->count, 0);
        for (unsigned i = 0; i < z->count; i++) {
            const tt_obs_card *c = &obs.cards[z->first + i];
            cr_assert_eq(c->flags, 0, "%s card %u: no flag", hidden[k], i);
            cr_assert_eq(c->id, TT_HIDDEN);
            cr_assert_eq(c->handle, -1);
            cr_assert_eq(c->owner, -1, "not even whose a card in a hidden place is");
        }
    }
    cr_assert_eq(obs.life[a], tt_match_life(f.m, a));
    tt_stream_free(st);
    tt_test_close(&f);
}

Test(observe, the_options_name_cards_by_their_place_and_only_the_deciding_seat_has_them)
{
    tt_fixture f;
    tt_test_open(&f, "", 10);
    int seat = tt_test_advance(f.m);
    char who[4];
    observe(f.m, tt_seat_name(tt_match_rules(f.m), (unsigned)seat, who), NULL);
    cr_assert_eq(obs.decision_seat, seat);
    cr_assert_eq(obs.noptions, tt_match_option_count(f.m));
    unsigned plays = 0;
    for (unsigned i = 0; i < obs.noptions; i++) {
        const tt_option *opt = tt_match_option_at(f.m, i);
        cr_assert_eq(obs.options[i].kind, opt->kind);
        if (opt->kind == TOY_OPT_PLAY) { /* a = a card of the hand: its place */
            cr_assert_eq(obs.options[i].arg_kind[0], TT_ARG_CARD);
            int at = obs.options[i].arg[0];
            cr_assert_geq(at, 0);
            cr_assert_eq(obs.cards[at].id, tt_card_id(f.m, (unsigned)opt->a));
            cr_assert_eq(tt_zone_card(f.m, obs.cards[at].zone, obs.cards[at].index),
                         (unsigned)opt->a);
            plays++;
        }
    }
    cr_assert_gt(plays, 0, "the toy offers to play each hand card");
    /* another seat is told nothing of the decision: whether it is asked may depend on what it
       holds */
    unsigned other = (unsigned)seat ^ 2u;
    tt_error err = {0};
    cr_assert_eq(tt_match_observe(f.m, other, NULL, &obs, &err), TT_OK);
    cr_assert_eq(obs.decision_seat, -1);
    cr_assert_eq(obs.noptions, 0);
    tt_test_close(&f);
}

Test(observe, a_seat_out_of_range_or_another_seats_stream_is_refused)
{
    tt_fixture f;
    tt_test_open(&f, "", 10);
    tt_error err = {0};
    cr_assert_eq(tt_match_observe(f.m, 9, NULL, &obs, &err), TT_ERR_MISUSE);
    tt_stream *st;
    err = (tt_error){0};
    cr_assert_eq(tt_stream_new(&st, f.rs, 1u << tt_test_seat(f.m, "2A"), &err), TT_OK);
    cr_assert_eq(tt_match_observe(f.m, tt_test_seat(f.m, "1A"), st, &obs, &err), TT_ERR_MISUSE);
    cr_assert(strstr(err.msg, "stream"), "%s", err.msg);
    tt_stream_free(st);
    tt_test_close(&f);
}

Test(observe, the_json_says_what_the_observation_holds_and_asks_for_room)
{
    tt_fixture f;
    tt_test_open(&f, "", 10);
    tt_test_advance(f.m);
    observe(f.m, "1A", NULL);
    char small[8];
    int need = tt_observation_json(f.m, &obs, small, sizeof small);
    cr_assert_gt(need, (int)sizeof small, "the length it needs");
    char *text = malloc((size_t)need + 1);
    cr_assert_eq(tt_observation_json(f.m, &obs, text, (size_t)need + 1), need);
    cr_assert_eq(text[need], '\0');
    json_error_t jerr;
    json_t *j = json_loads(text, 0, &jerr);
    cr_assert(j, "%s", jerr.text);
    cr_assert_str_eq(json_string_value(json_object_get(j, "seat")), "1A");
    json_t *zones = json_object_get(j, "zones");
    cr_assert_eq(json_array_size(zones), obs.nzones);
    size_t z;
    json_t *zone;
    json_array_foreach(zones, z, zone)
    {
        const char *name = json_string_value(json_object_get(zone, "zone"));
        int listed = json_object_get(zone, "cards") != NULL;
        if (strcmp(name, "2A.hand") == 0 || strcmp(name, "1A.deck") == 0)
            cr_assert(!listed, "%s: a zone the seat knows nothing of lists no card", name);
        if (strcmp(name, "1A.hand") == 0)
            cr_assert(listed);
    }
    json_t *options = json_object_get(j, "options");
    cr_assert_eq(json_array_size(options), tt_match_option_count(f.m));
    char label[256];
    tt_match_option_label(f.m, 0, label, sizeof label);
    cr_assert_str_eq(json_string_value(json_object_get(json_array_get(options, 0), "label")),
                     label);
    json_decref(j);
    free(text);
    tt_test_close(&f);
}

Test(observe, an_opponents_hidden_cards_trading_places_change_nothing_of_it)
{
    tt_fixture f;
    tt_test_open(&f, "", 10);
    tt_test_advance(f.m);
    tt_error err = {0};
    tt_match *c;
    cr_assert_eq(tt_match_clone(&c, f.m, &err), TT_OK);
    /* in the copy, a card of 2A's hand and one of its Deck trade places */
    unsigned opp = tt_test_seat(f.m, "2A"), hand = tt_test_kind(f.m, "hand"),
             deck = tt_test_kind(f.m, "deck");
    unsigned h = tt_zone_card(c, tt_zone_instance(c, hand, opp, -1), 0),
             d = tt_zone_card(c, tt_zone_instance(c, deck, opp, -1), 3);
    cr_assert_neq(tt_card_id(c, h), tt_card_id(c, d), "two different cards");
    tt_card_swap(c, h, d);
    static char t0[1 << 16], t1[1 << 16];
    observe(f.m, "1A", NULL);
    cr_assert_lt(tt_observation_json(f.m, &obs, t0, sizeof t0), (int)sizeof t0);
    observe(c, "1A", NULL);
    cr_assert_lt(tt_observation_json(c, &obs, t1, sizeof t1), (int)sizeof t1);
    cr_assert_str_eq(t0, t1);
    observe(c, "2A", NULL); /* and 2A sees the change */
    cr_assert_lt(tt_observation_json(c, &obs, t1, sizeof t1), (int)sizeof t1);
    observe(f.m, "2A", NULL);
    cr_assert_lt(tt_observation_json(f.m, &obs, t0, sizeof t0), (int)sizeof t0);
    cr_assert_str_neq(t0, t1);
    tt_match_free(c);
    tt_test_close(&f);
}

/* Issue 28: the public observation (TT_OBS_PUBLIC, a spectator's) knows a card exactly when
 * every seat does: no hand, not what a Set card is (only where it lies), no decision and no
 * option whoever decides; its handles are the public stream's. */
Test(observe, the_public_observation_knows_only_what_every_seat_sees)
{
    tt_fixture f;
    tt_test_open(&f, "", 10);
    tt_match *m = f.m;
    tt_error err = {0};
    tt_stream *st;
    cr_assert_eq(tt_stream_new_public(&st, f.rs, &err), TT_OK);
    int decider = tt_test_advance(m);
    cr_assert_geq(decider, 0);
    unsigned a = tt_test_seat(m, "1A");
    unsigned hand = tt_zone_instance(m, tt_test_kind(m, "hand"), a, -1);
    unsigned field = tt_zone_instance(m, tt_test_kind(m, "field"), a, -1);
    unsigned down = tt_zone_card(m, hand, 0);
    cr_assert_eq(tt_card_put_face_down(m, down, field, TT_TOP), TT_OK);
    unsigned up = tt_zone_card(m, hand, 0);
    cr_assert_eq(tt_card_put(m, up, field, TT_TOP), TT_OK);
    cr_assert_eq(tt_match_observe(m, TT_OBS_PUBLIC, st, &obs, &err), TT_OK, "%s", err.msg);
    cr_assert_eq(obs.seat, TT_OBS_PUBLIC);
    cr_assert_eq(obs.decision_seat, -1, "%d decides: a spectator is not told", decider);
    cr_assert_eq(obs.noptions, 0);
    const char *hands[] = {"1A.hand", "1B.hand", "2A.hand", "2B.hand"};
    for (unsigned k = 0; k < 4; k++) {
        const tt_obs_zone *z = zone_named(&obs, hands[k]);
        for (unsigned i = 0; i < z->count; i++) {
            const tt_obs_card *c = &obs.cards[z->first + i];
            cr_assert_eq(c->flags, 0, "%s card %u", hands[k], i);
            cr_assert_eq(c->id, TT_HIDDEN);
            cr_assert_eq(c->owner, -1);
        }
    }
    const tt_obs_zone *z = zone_named(&obs, "1A.field");
    cr_assert_eq(z->count, 2);
    const tt_obs_card *set = &obs.cards[z->first], *faceup = &obs.cards[z->first + 1];
    cr_assert_eq(set->flags, TT_OBS_FACE_DOWN, "its place, not what it is");
    cr_assert_eq(set->id, TT_HIDDEN);
    cr_assert_eq(set->handle, -1);
    cr_assert_eq(set->owner, (int)a);
    cr_assert(faceup->flags & TT_OBS_KNOWN);
    cr_assert_eq(faceup->id, tt_card_id(m, up));
    cr_assert_eq(faceup->handle, tt_stream_handle(st, up));
    cr_assert_geq(faceup->handle, 0, "the public stream's handle");
    tt_stream_free(st);
    tt_test_close(&f);
}

Test(observe, the_public_observation_takes_the_public_stream_only)
{
    tt_fixture f;
    tt_test_open(&f, "", 10);
    tt_error err = {0};
    tt_stream *seat_st, *pub;
    cr_assert_eq(tt_stream_new(&seat_st, f.rs, 1u << tt_test_seat(f.m, "1A"), &err), TT_OK);
    cr_assert_eq(tt_stream_new_public(&pub, f.rs, &err), TT_OK);
    cr_assert_eq(tt_match_observe(f.m, TT_OBS_PUBLIC, seat_st, &obs, &err), TT_ERR_MISUSE,
                 "a seat's stream would give handles to its hand");
    err = (tt_error){0};
    cr_assert_eq(tt_match_observe(f.m, tt_test_seat(f.m, "1A"), pub, &obs, &err), TT_ERR_MISUSE,
                 "a seat's observation takes its own stream");
    cr_assert_eq(tt_match_observe(f.m, TT_OBS_PUBLIC, NULL, &obs, &err), TT_OK);
    cr_assert_eq(tt_match_observe(f.m, TT_OBS_PUBLIC - 1, NULL, &obs, &err), TT_ERR_MISUSE,
                 "another seat out of range is still refused");
    tt_stream_free(seat_st);
    tt_stream_free(pub);
    tt_test_close(&f);
}

/* Any seat's hidden cards trading places (a hand card and a Deck card, of each seat in turn)
 * change nothing of the public observation's JSON, which says "seat": null. */
Test(observe, any_seats_hidden_cards_trading_places_change_nothing_of_the_public_json)
{
    tt_fixture f;
    tt_test_open(&f, "", 10);
    tt_test_advance(f.m);
    static char t0[1 << 16], t1[1 << 16];
    tt_error err = {0};
    cr_assert_eq(tt_match_observe(f.m, TT_OBS_PUBLIC, NULL, &obs, &err), TT_OK);
    cr_assert_lt(tt_observation_json(f.m, &obs, t0, sizeof t0), (int)sizeof t0);
    json_t *j = json_loads(t0, 0, NULL);
    cr_assert(j && json_is_null(json_object_get(j, "seat")), "%s", t0);
    cr_assert(json_is_null(json_object_get(j, "decision")));
    cr_assert_eq(json_array_size(json_object_get(j, "options")), 0);
    json_decref(j);
    const char *names[] = {"1A", "1B", "2A", "2B"};
    for (unsigned k = 0; k < 4; k++) {
        tt_match *c;
        cr_assert_eq(tt_match_clone(&c, f.m, &err), TT_OK);
        unsigned s = tt_test_seat(c, names[k]);
        unsigned h = tt_zone_card(c, tt_zone_instance(c, tt_test_kind(c, "hand"), s, -1), 0),
                 d = tt_zone_card(c, tt_zone_instance(c, tt_test_kind(c, "deck"), s, -1), 3);
        cr_assert_neq(tt_card_id(c, h), tt_card_id(c, d), "two different cards");
        tt_card_swap(c, h, d);
        cr_assert_eq(tt_match_observe(c, TT_OBS_PUBLIC, NULL, &obs, &err), TT_OK);
        cr_assert_lt(tt_observation_json(c, &obs, t1, sizeof t1), (int)sizeof t1);
        cr_assert_str_eq(t0, t1, "%s's hand and Deck", names[k]);
        tt_match_free(c);
    }
    tt_test_close(&f);
}
