/* test_redeal.c: the Pokémon placed face-down in the setup (PB) re-dealt for a seat that places
 * after them (issue 14, tt_match_determinize with the module's stand_in and trade hooks): the
 * copy and the agents' choices do not depend on which Basic Pokémon an opponent placed. */
#include <criterion/criterion.h>
#include <string.h>

#include "ptcg.h"
#include "shipped.h"
#include "tagteam/tagteam.h"

typedef tt_shipped game;

/* A face-down card in play (the setup's Active or Bench) of a seat other than `seat`, or -1. */
static int face_down_pokemon(const tt_match *m, unsigned seat)
{
    const ptcg_state *g = tt_match_game_state_const(m);
    for (unsigned c = 0; c < tt_match_card_count(m); c++) {
        unsigned z = tt_card_zone(m, c);
        if (z != TT_NOWHERE && tt_card_face_down(m, c) && tt_card_owner(m, c) != seat &&
            (tt_zone_kind_of(m, z) == g->z_active || tt_zone_kind_of(m, z) == g->z_bench))
            return (int)c;
    }
    return -1;
}

/* A Basic Pokémon of set's owner's Deck with another name than set's. */
static unsigned other_basic(const tt_match *m, unsigned set)
{
    const ptcg_state *g = tt_match_game_state_const(m);
    unsigned deck = ptcg_zone(m, g->z_deck, tt_card_owner(m, set));
    for (unsigned i = 0; i < tt_zone_count(m, deck); i++) {
        unsigned c = tt_zone_card(m, deck, i);
        if (ptcg_is_basic(m, c) && tt_card_id(m, c) != tt_card_id(m, set))
            return c;
    }
    cr_assert_fail("no other Basic Pokémon in the Deck");
    return 0;
}

/* a and b trade places by hand, the way the setup could have dealt them: the zones, each
 * place's face-down flag and the module's per-card record stay with the place. */
static void hand_trade(tt_match *m, unsigned a, unsigned b)
{
    int da = tt_card_face_down(m, a), db = tt_card_face_down(m, b);
    tt_card_swap(m, a, b);
    tt_card_set_face_down(m, a, db);
    tt_card_set_face_down(m, b, da);
    ptcg_state *g = tt_match_game_state(m);
    ptcg_card_vars t = g->card[a];
    g->card[a] = g->card[b];
    g->card[b] = t;
}

static unsigned choice(const char *name, const tt_match *m, uint64_t seed)
{
    tt_agent_spec spec;
    tt_agent *a;
    tt_error err = {0};
    cr_assert_eq(tt_agent_parse(name, &spec, &err), TT_OK);
    cr_assert_eq(tt_agent_new(&a, NULL, &spec, &err), TT_OK);
    tt_rng r;
    tt_rng_seed(&r, seed);
    unsigned i;
    cr_assert_eq(tt_agent_choose(a, m, (unsigned)tt_match_decision_seat(m), &r, &i, &err), TT_OK,
                 "%s", err.msg);
    tt_agent_free(a);
    return i;
}

/* Each shipped ruleset, at the first setup decision of a seat while an opponent's Pokémon lie
 * face-down: x as it is, y with one of them traded for another Basic Pokémon of the opponent's
 * Deck. The re-dealt copies are the same bytes and the agents choose alike. */
Test(ptcg_redeal, the_setup_copy_and_choices_do_not_depend_on_an_opponents_face_down_pokemon)
{
    const char *rulesets[] = {"ptcg-standard", "ptcg-doubles"};
    unsigned checked = 0;
    for (unsigned k = 0; k < 2; k++)
        for (uint64_t seed = 1; seed <= 4; seed++) {
            game g;
            tt_shipped_open(&g, rulesets[k], seed);
            tt_error err = {0};
            int set = -1;
            while (tt_match_advance(g.m, &err) == TT_ADVANCE_DECIDE && tt_match_turn(g.m) == 0) {
                unsigned who = (unsigned)tt_match_decision_seat(g.m);
                set = face_down_pokemon(g.m, who);
                if (set >= 0 &&
                    tt_seat_team(g.m, tt_card_owner(g.m, (unsigned)set)) !=
                        tt_seat_team(g.m, who) &&
                    tt_match_option_count(g.m) > 1)
                    break;
                set = -1;
                cr_assert_eq(tt_match_decide(g.m, who, 0, &err), TT_OK, "%s", err.msg);
            }
            if (set < 0) {
                tt_shipped_close(&g);
                continue;
            }
            unsigned who = (unsigned)tt_match_decision_seat(g.m);
            unsigned other = other_basic(g.m, (unsigned)set);
            tt_match *x, *y;
            cr_assert_eq(tt_match_clone(&x, g.m, NULL), TT_OK);
            cr_assert_eq(tt_match_clone(&y, g.m, NULL), TT_OK);
            hand_trade(y, (unsigned)set, other);
            hand_trade(x, (unsigned)set, other);
            hand_trade(x, (unsigned)set, other);
            cr_assert_neq(memcmp(tt_match_state(x), tt_match_state(y), tt_match_state_size(x)), 0);
            const char *agents[] = {"greedy", "mcts:16"};
            for (unsigned j = 0; j < 2; j++)
                cr_assert_eq(choice(agents[j], x, seed), choice(agents[j], y, seed),
                             "%s seed %u %s: the choice depends on the face-down Pokémon",
                             rulesets[k], (unsigned)seed, agents[j]);
            tt_rng rx, ry;
            tt_rng_seed(&rx, seed);
            tt_rng_seed(&ry, seed);
            cr_assert_eq(tt_match_determinize(x, who, &rx), TT_OK);
            cr_assert_eq(tt_match_determinize(y, who, &ry), TT_OK);
            cr_assert_eq(memcmp(tt_match_state(x), tt_match_state(y), tt_match_state_size(x)), 0,
                         "%s seed %u: the copy depends on the face-down Pokémon", rulesets[k],
                         (unsigned)seed);
            checked++;
            tt_match_free(x);
            tt_match_free(y);
            tt_shipped_close(&g);
        }
    cr_assert_geq(checked, 6, "only %u setups checked", checked);
}

/* PB: a hand kept after the mulligans holds a Basic Pokémon, and every seat knows it. A re-deal
 * at any setup decision (the extra draws, an Active, the Bench) keeps one in the hand of every
 * seat still to place its Active, so the copy plays on: its next decision has options (with a
 * hand dealt none, the module would open a decision with nothing to choose). */
Test(ptcg_redeal, a_redeal_in_the_setup_keeps_a_basic_in_every_hand_still_to_place_one)
{
    const char *rulesets[] = {"ptcg-standard", "ptcg-doubles"};
    unsigned copies = 0;
    for (unsigned k = 0; k < 2; k++)
        for (uint64_t seed = 1; seed <= 8; seed++) {
            game g;
            tt_shipped_open(&g, rulesets[k], seed);
            tt_error err = {0};
            while (tt_match_advance(g.m, &err) == TT_ADVANCE_DECIDE && tt_match_turn(g.m) == 0) {
                unsigned who = (unsigned)tt_match_decision_seat(g.m);
                for (unsigned t = 0; t < 20; t++) {
                    tt_match *x;
                    tt_rng r;
                    tt_rng_seed(&r, seed * 100 + t);
                    cr_assert_eq(tt_match_clone(&x, g.m, NULL), TT_OK);
                    cr_assert_eq(tt_match_determinize(x, who, &r), TT_OK);
                    cr_assert(ptcg_plausible(x, tt_match_game_state(x)));
                    tt_error e = {0};
                    cr_assert_eq(tt_match_decide(x, who, 0, &e), TT_OK, "%s", e.msg);
                    int rc = tt_match_advance(x, &e);
                    cr_assert(rc >= 0, "%s seed %u: the re-dealt copy fails: %s", rulesets[k],
                              (unsigned)seed, e.msg);
                    copies++;
                    tt_match_free(x);
                }
                cr_assert_eq(tt_match_decide(g.m, who, 0, &err), TT_OK, "%s", err.msg);
            }
            tt_shipped_close(&g);
        }
    cr_assert_geq(copies, 300, "only %u copies checked", copies);
}
