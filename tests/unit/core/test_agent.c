/* test_agent.c: the built-in agents (agent.h) on the shipped games: their names, the re-deal
 * of hidden cards, determinism, and that a seat's agent never reads a card hidden from it. */
#include <criterion/criterion.h>
#include <string.h>

#include "lockstep.h"
#include "shipped.h"
#include "tt_test.h"

static const char *const shipped[] = {"ygo-team-duel", "ptcg-doubles", "ygo-duel", "ptcg-standard"};

typedef tt_shipped game; /* a match of a shipped ruleset with its default decks */

static tt_agent *agent_of(const char *name)
{
    tt_agent_spec spec;
    tt_agent *a;
    tt_error err = {0};
    cr_assert_eq(tt_agent_parse(name, &spec, &err), TT_OK, "%s", err.msg);
    cr_assert_eq(tt_agent_new(&a, NULL, &spec, &err), TT_OK, "%s", err.msg);
    return a;
}

Test(agent, names_parse_and_a_bad_playout_count_is_refused_with_why)
{
    tt_agent_spec spec;
    tt_error err = {0};
    cr_assert_eq(tt_agent_parse("greedy", &spec, &err), TT_OK);
    cr_assert_eq(spec.kind, TT_AGENT_GREEDY);
    cr_assert_eq(tt_agent_parse("mcts:200", &spec, &err), TT_OK);
    cr_assert_eq(spec.kind, TT_AGENT_MCTS);
    cr_assert_eq(spec.playouts, 200);
    const char *bad[] = {"mcts:x", "mcts:", "mcts:0", "mcts:-3", "mcts:12x", "mcts:99999999999"};
    for (unsigned i = 0; i < sizeof bad / sizeof *bad; i++) {
        memset(&err, 0, sizeof err);
        cr_assert_eq(tt_agent_parse(bad[i], &spec, &err), TT_ERR_SCHEMA, "%s", bad[i]);
        cr_assert(strstr(err.msg, "mcts:N needs N"), "%s: %s", bad[i], err.msg);
    }
    memset(&err, 0, sizeof err);
    cr_assert_eq(tt_agent_parse("smart", &spec, &err), TT_ERR_SCHEMA);
    cr_assert(strstr(err.msg, "unknown agent 'smart'"), "%s", err.msg);
}

/* The seat's known cards and where they lie, and the size of every zone. */
static void known_places(const tt_match *m, unsigned seat, uint32_t *view, uint32_t *zone)
{
    tt_match_view(m, seat, view);
    for (unsigned c = 0; c < tt_match_card_count(m); c++)
        zone[c] = view[c] == TT_HIDDEN ? TT_NOWHERE : tt_card_zone(m, c);
}

/* Two cards of different names deep in seat's Deck (the bottom ones). */
static void deep_pair(const tt_match *m, unsigned seat, unsigned *a, unsigned *b)
{
    unsigned deck = tt_zone_instance(m, tt_test_kind(m, "deck"), seat, -1);
    *a = tt_zone_card(m, deck, 0);
    for (unsigned i = 1; i < tt_zone_count(m, deck); i++) {
        *b = tt_zone_card(m, deck, i);
        if (tt_card_id(m, *a) != tt_card_id(m, *b))
            return;
    }
    cr_assert_fail("no two different cards in the Deck");
}

Test(agent, a_redeal_keeps_what_the_seat_knows_and_forgets_where_hidden_cards_lay)
{
    for (unsigned k = 0; k < sizeof shipped / sizeof *shipped; k++) {
        game g;
        tt_shipped_open(&g, shipped[k], 5);
        cr_assert_eq(tt_match_advance(g.m, NULL), TT_ADVANCE_DECIDE);
        unsigned seat = (unsigned)tt_match_decision_seat(g.m), foe = seat == 0 ? 1u : 0u;
        if (tt_seat_team(g.m, foe) == tt_seat_team(g.m, seat))
            foe = tt_ruleset_rules(g.rs)->seats - 1;
        unsigned a, b;
        deep_pair(g.m, foe, &a, &b);
        tt_match *x, *y;
        cr_assert_eq(tt_match_clone(&x, g.m, NULL), TT_OK);
        cr_assert_eq(tt_match_clone(&y, g.m, NULL), TT_OK);
        tt_card_swap(x, a, b); /* x: the two cards trade places... */
        tt_card_swap(y, a, b);
        tt_card_swap(y, a, b); /* ...y: as before, with the same bookkeeping */
        size_t n = tt_match_card_count(g.m);
        static uint32_t view0[TT_MAX_CARDS], zone0[TT_MAX_CARDS], view1[TT_MAX_CARDS],
            zone1[TT_MAX_CARDS];
        known_places(x, seat, view0, zone0);
        tt_rng rx, ry;
        tt_rng_seed(&rx, 99);
        tt_rng_seed(&ry, 99);
        cr_assert_eq(tt_match_determinize(x, seat, &rx), TT_OK);
        cr_assert_eq(tt_match_determinize(y, seat, &ry), TT_OK);
        cr_assert_eq(memcmp(tt_match_state(x), tt_match_state(y), tt_match_state_size(x)), 0,
                     "%s: the re-deal depends on where %u and %u lay", shipped[k], a, b);
        known_places(x, seat, view1, zone1);
        cr_assert_eq(memcmp(view0, view1, n * sizeof *view0), 0, "%s: the view changed",
                     shipped[k]);
        cr_assert_eq(memcmp(zone0, zone1, n * sizeof *zone0), 0, "%s: a known card moved",
                     shipped[k]);
        cr_assert_neq(memcmp(tt_match_state(x), tt_match_state(g.m), tt_match_state_size(x)), 0,
                      "%s: nothing was re-dealt", shipped[k]);
        tt_match_free(x);
        tt_match_free(y);
        tt_shipped_close(&g);
    }
}

/* Plays ruleset with seed: agent `name` in seat 0, random elsewhere (the random seats draw
 * from their own RNG); writes every decision taken into log (seat << 16 | option). */
static unsigned play_logged(const char *ruleset, uint64_t seed, const char *name, uint32_t *log,
                            unsigned max, int *winner)
{
    game g;
    tt_shipped_open(&g, ruleset, seed);
    tt_agent *a = agent_of(name);
    tt_rng arng, rrng;
    tt_rng_seed(&arng, seed * 7u + 1u);
    tt_rng_seed(&rrng, seed * 11u + 3u);
    unsigned n = 0;
    tt_error err = {0};
    while (n < max && tt_match_advance(g.m, &err) == TT_ADVANCE_DECIDE) {
        unsigned seat = (unsigned)tt_match_decision_seat(g.m), i;
        if (seat == 0)
            cr_assert_eq(tt_agent_choose(a, g.m, seat, &arng, &i, &err), TT_OK, "%s", err.msg);
        else
            i = tt_rng_below(&rrng, tt_match_option_count(g.m));
        log[n++] = seat << 16 | i;
        cr_assert_eq(tt_match_decide(g.m, seat, i, &err), TT_OK, "%s", err.msg);
    }
    *winner = tt_match_is_over(g.m) ? tt_match_winner(g.m) : -2;
    tt_agent_free(a);
    tt_shipped_close(&g);
    return n;
}

Test(agent, the_same_seed_gives_the_same_choices_and_the_same_game)
{
    static uint32_t log0[4000], log1[4000];
    const char *agents[] = {"greedy", "mcts:6"};
    for (unsigned k = 0; k < sizeof shipped / sizeof *shipped; k++)
        for (unsigned j = 0; j < 2; j++) {
            int w0, w1;
            unsigned n0 = play_logged(shipped[k], 3, agents[j], log0, 4000, &w0);
            unsigned n1 = play_logged(shipped[k], 3, agents[j], log1, 4000, &w1);
            cr_assert_eq(n0, n1, "%s %s: %u decisions, then %u", shipped[k], agents[j], n0, n1);
            cr_assert_eq(memcmp(log0, log1, n0 * sizeof *log0), 0, "%s %s: other choices",
                         shipped[k], agents[j]);
            cr_assert_eq(w0, w1);
            cr_assert_neq(w0, -2, "%s %s: the game did not end", shipped[k], agents[j]);
        }
}

/* The last seat: of the other team than seat 0. */
static unsigned foe_of(const tt_lockstep *ls)
{
    return tt_ruleset_rules(ls->g[0].rs)->seats - 1;
}

/* A chooser that cheats: it reads the bottom card of a Deck it may not see. The differential
 * test below must catch it (it does not pass by comparing nothing). */
static unsigned peeking(const tt_lockstep *ls, const tt_match *m)
{
    unsigned deck = tt_zone_instance(m, tt_test_kind(m, "deck"), foe_of(ls), -1);
    unsigned n = tt_zone_count(m, deck);
    return n ? tt_card_id(m, tt_zone_card(m, deck, 0)) % tt_match_option_count(m) : 0;
}

/* Once the Decks are shuffled, two cards of different names deep in an opponent's Deck trade
 * places in one run (lockstep.h). */
static int deck_trade(tt_lockstep *ls)
{
    if (tt_match_turn(ls->g[0].m) < 1)
        return 0;
    deep_pair(ls->g[1].m, foe_of(ls), &ls->pair[0], &ls->pair[1]);
    tt_card_swap(ls->g[1].m, ls->pair[0], ls->pair[1]);
    tt_card_swap(ls->g[0].m, ls->pair[0], ls->pair[1]);
    tt_card_swap(ls->g[0].m, ls->pair[0], ls->pair[1]); /* the same bookkeeping, the same places */
    return 1;
}

/* The lockstep differential with hidden Deck cards; name NULL: the peeking chooser. */
static unsigned differential(const char *ruleset, uint64_t seed, const char *name, int *differ)
{
    tt_lockstep ls = {.trade = deck_trade, .cheat = peeking};
    return tt_lockstep_run(&ls, ruleset, seed, name, differ);
}

Test(agent, the_agents_choose_alike_whatever_hidden_cards_of_an_opponent_lie_where)
{
    const char *agents[] = {"greedy", "mcts:8"};
    for (unsigned k = 0; k < sizeof shipped / sizeof *shipped; k++)
        for (unsigned j = 0; j < 2; j++) {
            unsigned total = 0;
            for (uint64_t seed = 1; seed <= 3; seed++) {
                int differ;
                total += differential(shipped[k], seed, agents[j], &differ);
                cr_assert_not(differ, "%s %s seed %u: the choice depends on a hidden card",
                              shipped[k], agents[j], (unsigned)seed);
            }
            cr_assert_geq(total, 20, "%s %s: only %u decisions compared", shipped[k], agents[j],
                          total);
        }
}

Test(agent, the_differential_test_catches_a_chooser_that_peeks_at_a_hidden_deck)
{
    int caught = 0;
    for (uint64_t seed = 1; seed <= 5 && !caught; seed++)
        differential("ptcg-doubles", seed, NULL, &caught);
    cr_assert(caught, "a chooser reading the bottom of an opponent's Deck was not caught");
}
