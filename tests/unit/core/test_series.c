/* test_series.c: matches of several games (series.h): who goes first after a game (YP-4),
 * siding 1-for-1 (YP-6, YT-1.6), game wins, time called in a game or between games and the
 * tiebreak game (YT-6.3, YT-6.4, YP-13..YP-15, YP-17). Games are ended by concession (YP-11)
 * or by time, so each test says exactly which team wins which game. */
#include <criterion/criterion.h>
#include <string.h>

#include "tt_test.h"

typedef struct series_fixture {
    tt_ctx *ctx;
    tt_ruleset *rs;
    tt_series *s;
    unsigned time_events, side_events, tiebreaks;
} series_fixture;

static void on_series_event(const tt_series *s, const tt_series_event *ev, void *payload)
{
    series_fixture *f = payload;
    (void)s;
    f->time_events += ev->kind == TT_SEV_TIME;
    f->side_events += ev->kind == TT_SEV_SIDE;
    f->tiebreaks += ev->kind == TT_SEV_GAME_START && ev->b;
}

/* A series under the toy ruleset with over; every seat plays 10 cards (Card1..Card9, Card1),
 * and the seat `side_seat` (or none, -1) has a Side Deck of two Card7. */
static void open_series(series_fixture *f, const char *over, int side_seat)
{
    static uint32_t main_ids[10], side_ids[2] = {7, 7};
    tt_series_setup setup = {
        TT_SERIES_SETUP_VERSION, 1, {0}, {0}, {0}, {0}, {0}, {0}, NULL, NULL, NULL};
    tt_error err = {0};
    memset(f, 0, sizeof *f);
    for (unsigned i = 0; i < 10; i++)
        main_ids[i] = 1 + i % 9;
    f->ctx = tt_test_ctx();
    f->rs = tt_test_ruleset(f->ctx, over);
    for (unsigned s = 0; s < tt_ruleset_rules(f->rs)->seats; s++) {
        setup.main[s] = main_ids;
        setup.nmain[s] = 10;
    }
    if (side_seat >= 0) {
        setup.side[side_seat] = side_ids;
        setup.nside[side_seat] = 2;
    }
    setup.on_series_event = on_series_event;
    setup.on_event_payload = f;
    cr_assert_eq(tt_series_new(&f->s, f->ctx, f->rs, &setup, &err), TT_OK, "%s", err.msg);
}

static void close_series(series_fixture *f)
{
    tt_series_free(f->s);
    tt_ruleset_free(f->rs);
    tt_ctx_free(f->ctx);
}

static unsigned seat_of(const series_fixture *f, const char *name)
{
    int s = tt_seat_parse(tt_ruleset_rules(f->rs), name);
    cr_assert_geq(s, 0);
    return (unsigned)s;
}

/* Advances; returns the pending decision's seat (-1 once the match is over). */
static int advance(series_fixture *f)
{
    tt_error err = {0};
    int rc = tt_series_advance(f->s, &err);
    cr_assert_geq(rc, 0, "%s", err.msg);
    return rc == TT_ADVANCE_OVER ? -1 : tt_series_decision_seat(f->s);
}

/* The seat `loser` concedes the game in progress (YP-11): its team loses that game. */
static void concede_game(series_fixture *f, const char *loser)
{
    tt_error err = {0};
    advance(f);
    tt_match *g = tt_series_game(f->s);
    cr_assert_not_null(g, "a game is being played");
    cr_assert_eq(tt_match_concede(g, seat_of(f, loser), &err), TT_OK, "%s", err.msg);
}

/* Takes the between-games option labelled label for the pending seat. */
static void take(series_fixture *f, const char *label)
{
    char buf[128];
    tt_error err = {0};
    int seat = advance(f);
    cr_assert_geq(seat, 0);
    cr_assert_null(tt_series_game(f->s), "between games");
    for (unsigned i = 0; i < tt_series_option_count(f->s); i++) {
        tt_series_option_label(f->s, i, buf, sizeof buf);
        if (strcmp(buf, label) == 0) {
            cr_assert_eq(tt_series_decide(f->s, (unsigned)seat, i, &err), TT_OK, "%s", err.msg);
            return;
        }
    }
    cr_assert_fail("no option '%s'", label);
}

/* Passes (option 0) in the current game until it ends; returns its last turn. */
static unsigned pass_game(series_fixture *f)
{
    tt_error err = {0};
    tt_match *g = tt_series_game(f->s);
    cr_assert_not_null(g);
    for (int guard = 0; guard < 10000; guard++) {
        int rc = tt_match_advance(g, &err);
        cr_assert_geq(rc, 0, "%s", err.msg);
        if (rc == TT_ADVANCE_OVER)
            return tt_match_turn(g);
        cr_assert_eq(tt_match_decide(g, (unsigned)tt_match_decision_seat(g), 0, &err), TT_OK);
    }
    cr_assert_fail("the game never ended");
    return 0;
}

Test(series, yp_4_the_loser_of_a_game_chooses_who_goes_first_in_the_next)
{
    series_fixture f;
    char label[64];
    tt_error err = {0};
    open_series(&f, "match: {games: 3}\n", -1);
    concede_game(&f, "1A"); /* team 1 loses game 1 */
    cr_assert_eq(advance(&f), (int)seat_of(&f, "1A"), "the losing team decides");
    cr_assert_eq(tt_series_option_count(f.s), 2);
    tt_series_option_label(f.s, 0, label, sizeof label);
    cr_assert_str_eq(label, "go first in game 2");
    cr_assert_eq(tt_series_decide(f.s, seat_of(&f, "2A"), 1, &err), TT_ERR_ILLEGAL,
                 "the winner may not choose");
    cr_assert_eq(tt_series_decision_seat(f.s), (int)seat_of(&f, "1A"), "nothing changed");
    take(&f, "go second in game 2");
    advance(&f);
    cr_assert_eq(tt_series_game_number(f.s), 2);
    cr_assert_eq(tt_match_turn_seat(tt_series_game(f.s)), (int)seat_of(&f, "2A"),
                 "team 2 goes first: team 1 chose to go second");
    close_series(&f);
}

/* YT-2.1 in every game of a match: team 2 first plays 2A, then 1A (not 1B). */
Test(series, yt_2_1_a_later_game_with_team_2_first_plays_2a_then_1a)
{
    series_fixture f;
    open_series(&f, "match: {games: 3}\n", -1);
    concede_game(&f, "1A");
    take(&f, "go second in game 2");
    advance(&f);
    tt_match *g = tt_series_game(f.s);
    cr_assert_eq(tt_match_turn_seat(g), (int)seat_of(&f, "2A"));
    tt_test_pass_to_turn(g, 2);
    cr_assert_eq(tt_match_turn_seat(g), (int)seat_of(&f, "1A"), "1A follows 2A");
    tt_test_pass_to_turn(g, 3);
    cr_assert_eq(tt_match_turn_seat(g), (int)seat_of(&f, "2B"), "then 2B");
    close_series(&f);
}

Test(series, yp_4_two_game_wins_take_a_best_of_three_match)
{
    series_fixture f;
    open_series(&f, "match: {games: 3, next_first: winner}\n", -1);
    concede_game(&f, "2B");
    cr_assert_not(tt_series_is_over(f.s), "1-0: game 2 is still to play");
    concede_game(&f, "2A");
    cr_assert_eq(advance(&f), -1, "2-0: the match is over");
    cr_assert(tt_series_is_over(f.s));
    cr_assert_eq(tt_series_winner(f.s), 0);
    cr_assert_eq(tt_series_game_number(f.s), 2, "no game 3");
    cr_assert_eq(tt_series_wins(f.s, 0), 2);
    close_series(&f);
}

Test(series, yp_6_siding_swaps_one_for_one_with_the_own_side_deck)
{
    series_fixture f;
    unsigned n;
    open_series(&f, "match: {games: 3, next_first: loser}\n", 1); /* 1B has the Side Deck */
    concede_game(&f, "1A");
    cr_assert_eq(advance(&f), (int)seat_of(&f, "1B"), "only 1B has a Side Deck to use");
    take(&f, "side out card #3 (Main Deck)");
    take(&f, "side in card #7");
    take(&f, "done siding");
    advance(&f);
    tt_match *g = tt_series_game(f.s);
    cr_assert_not_null(g, "no other seat sides; team 1 (the loser) goes first: game 2");
    const uint32_t *main_ids = tt_series_deck(f.s, seat_of(&f, "1B"), TT_DECK_MAIN, &n);
    cr_assert_eq(n, 10, "YP-6: the Main Deck keeps its size");
    unsigned sevens = 0, threes = 0;
    for (unsigned i = 0; i < n; i++) {
        sevens += main_ids[i] == 7;
        threes += main_ids[i] == 3;
    }
    cr_assert_eq(sevens, 2, "one Card7 in, next to the one the deck had");
    cr_assert_eq(threes, 0, "Card3 went out");
    const uint32_t *side_ids = tt_series_deck(f.s, seat_of(&f, "1B"), TT_DECK_SIDE, &n);
    cr_assert_eq(n, 2);
    cr_assert(side_ids[0] == 3 || side_ids[1] == 3, "Card3 is in the Side Deck now");
    unsigned in_game = 0; /* game 2 is played with the sided deck (YT-1.6: 1B's own) */
    for (unsigned c = 0; c < tt_match_card_count(g); c++)
        in_game += tt_card_id(g, c) == 7 && tt_card_owner(g, c) == seat_of(&f, "1B");
    cr_assert_eq(in_game, 2);
    cr_assert_eq(f.side_events, 1);
    close_series(&f);
}

Test(series, yp_6_no_siding_when_the_ruleset_says_so)
{
    series_fixture f;
    open_series(&f, "match: {games: 3, next_first: loser, siding: false}\n", 1);
    concede_game(&f, "1A");
    advance(&f);
    cr_assert_not_null(tt_series_game(f.s), "straight into game 2");
    close_series(&f);
}

Test(series, yp_13_a_1_0_match_is_over_when_time_is_called_in_game_2)
{
    series_fixture f;
    open_series(&f,
                "match: {games: 3, next_first: loser}\n"
                "time: {called_in_game: 2, called_in_turn: 2, extra_turns: 0, on_tie: draw}\n",
                -1);
    concede_game(&f, "2A");
    advance(&f);
    cr_assert_eq(pass_game(&f), 2, "time is called in turn 2 of game 2");
    cr_assert_eq(advance(&f), -1, "time: no game 3");
    cr_assert_eq(tt_series_draws(f.s), 1, "equal life: game 2 is a draw (on_tie: draw)");
    cr_assert_eq(tt_series_winner(f.s), 0, "YP-17: 1 win and a draw, the team with the win");
    close_series(&f);
}

Test(series, yt_6_3_equal_wins_after_time_bring_a_tiebreak_game_without_siding)
{
    series_fixture f;
    open_series(&f,
                "match: {games: 3, next_first: loser, tiebreak_turns: 8, tiebreak_on_tie: draw}\n"
                "time: {called_in_game: 2, called_in_turn: 2, extra_turns: 0}\n",
                1);
    concede_game(&f, "2A");
    take(&f, "done siding"); /* 1B keeps its deck */
    advance(&f);
    tt_life_add(tt_series_game(f.s), seat_of(&f, "1A"), -500); /* team 2 ahead at time */
    cr_assert_eq(pass_game(&f), 2);
    advance(&f);
    cr_assert_eq(tt_series_wins(f.s, 1), 1, "more life at time wins game 2: 1-1");
    cr_assert_not_null(tt_series_game(f.s), "YT-6.3: no siding before the tiebreak game");
    cr_assert_eq(f.tiebreaks, 1);
    cr_assert_eq(pass_game(&f), 8, "YT-6.3: at most 8 turns");
    cr_assert_eq(advance(&f), -1);
    cr_assert_eq(tt_series_winner(f.s), -1, "equal life after it: a draw (tiebreak_on_tie)");
    cr_assert_eq(tt_series_game_number(f.s), 3);
    close_series(&f);
}

Test(series, yt_6_4_time_between_games_with_more_wins_ends_the_match)
{
    series_fixture f;
    open_series(&f, "match: {games: 3}\ntime: {called_before_game: 2}\n", 1);
    concede_game(&f, "1B");
    cr_assert_eq(advance(&f), -1, "YP-15: time before game 2 at 1-0: that team wins");
    cr_assert_eq(tt_series_winner(f.s), 1);
    cr_assert_eq(f.time_events, 1);
    close_series(&f);
}

Test(series, yp_14_time_between_games_at_equal_wins_plays_the_tiebreak)
{
    series_fixture f;
    open_series(&f,
                "match: {games: 3, next_first: loser, siding: false, tiebreak_turns: 4}\n"
                "time: {called_before_game: 3}\n",
                -1);
    concede_game(&f, "1A");
    concede_game(&f, "2A");
    advance(&f);
    cr_assert_eq(f.time_events, 1);
    cr_assert_eq(f.tiebreaks, 1, "YT-6.4 default reading, YP-14: the tiebreak game");
    tt_life_add(tt_series_game(f.s), seat_of(&f, "2B"), -100);
    cr_assert_eq(pass_game(&f), 4, "YP-14: 4 turns");
    cr_assert_eq(advance(&f), -1);
    cr_assert_eq(tt_series_winner(f.s), 0, "more life after the 4 turns wins the match");
    close_series(&f);
}

Test(series, yp_17_equal_wins_at_time_is_a_drawn_match_with_equal_wins_draw)
{
    series_fixture f;
    open_series(&f,
                "match: {games: 3, next_first: loser, equal_wins: draw}\n"
                "time: {called_before_game: 3}\n",
                -1);
    concede_game(&f, "1A");
    concede_game(&f, "2A");
    cr_assert_eq(advance(&f), -1);
    cr_assert_eq(tt_series_winner(f.s), -1);
    cr_assert_eq(tt_series_game_number(f.s), 2);
    close_series(&f);
}

Test(series, a_ruleset_without_match_plays_one_game_exactly_as_tt_match)
{
    series_fixture f;
    tt_error err = {0};
    open_series(&f, "", -1);
    tt_match *alone = tt_test_match(f.ctx, f.rs, 10, 1);
    advance(&f);
    tt_match *g = tt_series_game(f.s);
    pass_game(&f);
    for (;;) {
        int rc = tt_match_advance(alone, &err);
        if (rc == TT_ADVANCE_OVER)
            break;
        cr_assert_eq(tt_match_decide(alone, (unsigned)tt_match_decision_seat(alone), 0, &err),
                     TT_OK);
    }
    cr_assert_eq(tt_match_state_size(g), tt_match_state_size(alone));
    cr_assert(memcmp(tt_match_state(g), tt_match_state(alone), tt_match_state_size(g)) == 0);
    cr_assert_eq(advance(&f), -1);
    cr_assert_eq(tt_series_winner(f.s), tt_match_winner(alone));
    tt_match_free(alone);
    close_series(&f);
}

/* YP-6, issue 28: a spectator (TT_VIEWER_PUBLIC) reads no seat's siding; the siding seat
 * reads its own, and the omniscient log names both cards. */
Test(series, yp_6_a_spectator_reads_no_card_of_a_siding)
{
    series_fixture f;
    char text[256];
    open_series(&f, "match: {games: 3, next_first: loser}\n", 1);
    unsigned b = seat_of(&f, "1B");
    tt_series_event ev = {TT_SEV_SIDE, (int8_t)b, 0, TT_DECK_MAIN, 0, 3, 7};
    cr_assert_eq(tt_series_describe_event_for(f.s, &ev, (int)b, text, sizeof text), TT_OK);
    cr_assert(strstr(text, "card #3") && strstr(text, "card #7"), "1B's own: %s", text);
    cr_assert_eq(tt_series_describe_event_for(f.s, &ev, (int)TT_VIEWER_PUBLIC, text, sizeof text),
                 TT_OK);
    cr_assert(!strstr(text, "card #3") && !strstr(text, "card #7"), "a spectator: %s", text);
    cr_assert(strstr(text, "Main Deck"), "the part stays public: %s", text);
    close_series(&f);
}
