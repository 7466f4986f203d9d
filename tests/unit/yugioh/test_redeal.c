/* test_redeal.c: face-down cards on the field re-dealt for an agent's seat (issue 14,
 * tt_match_determinize with the module's stand_in and trade hooks): the copy depends on what
 * the seat may know only, a Set card's place keeps its facts (position, turn Set), the
 * references to it follow it, the copy plays on under the rules, and the agents choose alike
 * whichever hidden card an opponent Set. */
#include <string.h>

#include "lockstep.h"
#include "shipped.h"
#include "ygo.h"
#include "ygo_fixture.h"

static tt_match *copy_of(const tt_match *x)
{
    tt_match *c;
    cr_assert_eq(tt_match_clone(&c, x, NULL), TT_OK);
    return c;
}

static int same_bytes(const tt_match *x, const tt_match *y)
{
    return tt_match_state_size(x) == tt_match_state_size(y) &&
           memcmp(tt_match_state(x), tt_match_state(y), tt_match_state_size(x)) == 0;
}

static unsigned elf, armor; /* 2A's Set monster and Set Trap */

/* The fixture's cards are moved where no pending option names them (an option keeps its card).
 * ygo-duel, 1A first: 2A Sets Celtic Guardian and Sakuretsu Armor in turn 2; 1A's turn 3,
 * Main Phase 1, with Battle Ox in hand. Its Deck holds 4 of each of seven monsters, 3
 * Sakuretsu Armor and 3 Mirror Force, then Giant Soldier of Stone. */
static void set_position(void)
{
    static const char *const extra[] = {"Sakuretsu Armor", "Mirror Force", NULL};
    open_match_with(duel, extra);
    cr_assert_eq(decide_seat(), (int)seat("1A")); /* its options name no card of 2A's */
    empty_hand("2A");
    elf = place("Celtic Guardian", "2A", "hand", "2A");
    armor = place("Sakuretsu Armor", "2A", "hand", "2A");
    to_turn(2);
    take("2A", "Set Celtic Guardian");
    take("2A", "Set Sakuretsu Armor in the Spell & Trap Zone");
    empty_hand("1A");
    place("Battle Ox", "1A", "hand", "1A");
    to_turn(3);
}

/* The same position twice: y with 2A's Set Celtic Guardian and Set Sakuretsu Armor traded for
 * a Blue-Eyes White Dragon and a Mirror Force of its Deck, x as it was. */
static void twins(tt_match **x, tt_match **y)
{
    *x = copy_of(m);
    *y = copy_of(m);
    unsigned blue = in_deck(m, "Blue-Eyes White Dragon", "2A"),
             force = in_deck(m, "Mirror Force", "2A");
    hand_trade(*y, elf, blue);
    hand_trade(*y, armor, force);
    for (unsigned k = 0; k < 2; k++) {
        hand_trade(*x, elf, blue);
        hand_trade(*x, armor, force);
    }
    cr_assert_not(same_bytes(*x, *y));
}

/* Takes the decision by label in x and y alike (the fixture plays m). */
static void both(tt_match *x, tt_match *y, const char *who, const char *label)
{
    tt_match *keep = m;
    m = x;
    take(who, label);
    m = y;
    take(who, label);
    m = keep;
}

/* Advances x and y to who's decision. */
static void both_to(tt_match *x, tt_match *y, const char *who)
{
    tt_match *keep = m;
    m = x;
    cr_assert_eq(decide_seat(), (int)seat(who));
    m = y;
    cr_assert_eq(decide_seat(), (int)seat(who));
    m = keep;
}

Test(redeal, a_set_monster_and_trap_redealt_give_the_same_copy_whichever_card_was_set,
     .fini = teardown)
{
    set_position();
    tt_match *x, *y;
    twins(&x, &y);
    tt_rng rx, ry;
    tt_rng_seed(&rx, 7);
    tt_rng_seed(&ry, 7);
    cr_assert_eq(tt_match_determinize(x, seat("1A"), &rx), TT_OK);
    cr_assert_eq(tt_match_determinize(y, seat("1A"), &ry), TT_OK);
    cr_assert(same_bytes(x, y), "the copy depends on which card 2A Set");
    /* and so it does at the attack: the option names the Set monster, x's and y's alike */
    tt_match_free(x);
    tt_match_free(y);
    twins(&x, &y);
    both(x, y, "1A", "Normal Summon Battle Ox");
    both(x, y, "1A", "go to the Battle Phase");
    both_to(x, y, "1A");
    cr_assert_eq(tt_match_option_at(x, 0)->kind, YO_ATTACK);
    cr_assert_eq(tt_match_option_at(x, 0)->b, (int16_t)elf, "b %d elf %u",
                 tt_match_option_at(x, 0)->b, elf);
    tt_rng_seed(&rx, 8);
    tt_rng_seed(&ry, 8);
    cr_assert_eq(tt_match_determinize(x, seat("1A"), &rx), TT_OK);
    cr_assert_eq(tt_match_determinize(y, seat("1A"), &ry), TT_OK);
    cr_assert(same_bytes(x, y), "the copy at the attack depends on which card 2A Set");
    tt_match_free(x);
    tt_match_free(y);
}

/* The card face-down in seat's zone kind z (the only one there). */
static unsigned face_down_in(const tt_match *x, unsigned z, const char *who)
{
    unsigned inst = tt_zone_instance(x, z, seat(who), -1);
    cr_assert_eq(tt_zone_count(x, inst), 1);
    unsigned c = tt_zone_card(x, inst, 0);
    cr_assert(tt_card_face_down(x, c));
    return c;
}

Test(redeal, a_redealt_set_card_is_one_that_could_be_set_there_and_keeps_its_place_facts,
     .fini = teardown)
{
    set_position();
    const ygo_state *g = tt_match_game_state_const(m);
    uint16_t armor_turn = g->card[armor].set_turn;
    unsigned other_monster = 0, other_trap = 0;
    for (uint64_t s = 1; s <= 40; s++) {
        tt_match *x = copy_of(m);
        tt_rng r;
        tt_rng_seed(&r, s);
        cr_assert_eq(tt_match_determinize(x, seat("1A"), &r), TT_OK);
        const ygo_state *h = tt_match_game_state_const(x);
        unsigned mon = face_down_in(x, g->z_monster, "2A");
        unsigned st = face_down_in(x, g->z_spell_trap, "2A");
        cr_assert(ygo_is_monster(x, mon) && ygo_kind(x, mon) != YK_FUSION_MONSTER &&
                  ygo_kind(x, mon) != YK_RITUAL_MONSTER);
        cr_assert(ygo_is_spell_trap(x, st) && ygo_kind(x, st) != YK_FIELD_SPELL);
        cr_assert_eq(tt_card_owner(x, mon), seat("2A"));
        cr_assert_eq(tt_card_owner(x, st), seat("2A"));
        cr_assert_eq(h->card[mon].flags & YGO_DEFENSE, YGO_DEFENSE, "the place's position");
        cr_assert_eq(h->card[st].set_turn, armor_turn, "the place's turn Set");
        other_monster += mon != elf;
        other_trap += st != armor;
        /* the real Set cards, when dealt away, lie in 2A's Deck or hand, face-down there */
        unsigned deck = tt_zone_instance(x, tt_match_rules(x)->zone_deck, seat("2A"), -1);
        unsigned hand = tt_zone_instance(x, g->z_hand, seat("2A"), -1);
        if (mon != elf)
            cr_assert(tt_card_zone(x, elf) == deck || tt_card_zone(x, elf) == hand);
        if (st != armor)
            cr_assert(tt_card_zone(x, armor) == deck || tt_card_zone(x, armor) == hand);
        tt_match_free(x);
    }
    cr_assert_gt(other_monster, 20, "the Set monster was rarely re-dealt: %u of 40", other_monster);
    cr_assert_gt(other_trap, 20, "the Set Trap was rarely re-dealt: %u of 40", other_trap);
}

/* Plays x to its end with random choices: every step and decision must be legal. */
static void play_out(tt_match *x, uint64_t seed)
{
    tt_rng r;
    tt_rng_seed(&r, seed);
    tt_error err = {0};
    for (unsigned step = 0; step < 20000; step++) {
        int rc = tt_match_advance(x, &err);
        cr_assert_geq(rc, 0, "seed %u: advance: %s", (unsigned)seed, err.msg);
        if (rc == TT_ADVANCE_OVER)
            return;
        int s = tt_match_decision_seat(x);
        rc = tt_match_decide(x, (unsigned)s, tt_rng_below(&r, tt_match_option_count(x)), &err);
        cr_assert_eq(rc, TT_OK, "seed %u: decide: %s %s", (unsigned)seed, err.path, err.msg);
    }
    cr_assert_fail("seed %u: the game did not end", (unsigned)seed);
}

Test(redeal, an_attack_into_a_redealt_set_monster_battles_the_card_dealt_there_and_plays_on,
     .fini = teardown)
{
    set_position();
    take("1A", "Normal Summon Battle Ox");
    take("1A", "go to the Battle Phase");
    cr_assert_eq(decide_seat(), (int)seat("1A"));
    const ygo_state *g = tt_match_game_state_const(m);
    for (uint64_t s = 1; s <= 12; s++) {
        tt_match *x = copy_of(m);
        tt_rng r;
        tt_rng_seed(&r, s);
        cr_assert_eq(tt_match_determinize(x, seat("1A"), &r), TT_OK);
        unsigned mon = face_down_in(x, g->z_monster, "2A");
        const tt_option *o = tt_match_option_at(x, 0);
        cr_assert_eq(o->kind, YO_ATTACK);
        cr_assert_eq(o->b, (int16_t)mon, "the attack names the card now Set there");
        tt_error err = {0};
        cr_assert_eq(tt_match_decide(x, seat("1A"), 0, &err), TT_OK, "%s", err.msg);
        const ygo_state *h = tt_match_game_state_const(x);
        cr_assert_eq(h->bat.target, (int16_t)mon);
        play_out(x, s);
        tt_match_free(x);
    }
}

/* An agent's choice for 1A in x. */
static unsigned agent_choice(const char *name, const tt_match *x, uint64_t seed)
{
    tt_agent_spec spec;
    tt_agent *a;
    tt_error err = {0};
    cr_assert_eq(tt_agent_parse(name, &spec, &err), TT_OK);
    cr_assert_eq(tt_agent_new(&a, NULL, &spec, &err), TT_OK);
    tt_rng r;
    tt_rng_seed(&r, seed);
    unsigned i;
    cr_assert_eq(tt_agent_choose(a, x, seat("1A"), &r, &i, &err), TT_OK, "%s", err.msg);
    tt_agent_free(a);
    return i;
}

/* Battle Ox (1700 ATK) may attack 2A's Set monster. A Celtic Guardian there (1200 DEF) would be
 * destroyed, a Blue-Eyes White Dragon (2500 DEF) would cost 1A 800 LP: an agent that met the
 * real card on its copies would choose by it. */
Test(redeal, the_agents_choose_alike_whichever_monster_and_trap_the_opponent_set, .fini = teardown)
{
    set_position();
    tt_match *x, *y;
    twins(&x, &y);
    both(x, y, "1A", "Normal Summon Battle Ox");
    both(x, y, "1A", "go to the Battle Phase");
    both_to(x, y, "1A");
    const char *agents[] = {"greedy", "mcts:24"};
    for (unsigned k = 0; k < 2; k++)
        for (uint64_t s = 1; s <= 4; s++)
            cr_assert_eq(agent_choice(agents[k], x, s), agent_choice(agents[k], y, s),
                         "%s seed %u: the choice depends on the Set cards", agents[k], (unsigned)s);
    tt_match_free(x);
    tt_match_free(y);
}

/* ---- whole games of the shipped rulesets, their default decks ------------------------- */

typedef tt_shipped shipped;

/* Whether card lies face-down on the field where seat may not look at it. */
static int hidden_set(const tt_match *x, unsigned viewer, unsigned card)
{
    const ygo_state *g = tt_match_game_state_const(x);
    unsigned z = tt_card_zone(x, card);
    if (z == TT_NOWHERE || !tt_card_face_down(x, card) || tt_match_card_known(x, (int)viewer, card))
        return 0;
    unsigned k = tt_zone_kind_of(x, z);
    return k == g->z_monster || k == g->z_spell_trap || (g->z_field != 0xff && k == g->z_field);
}

static const char *const ygo_shipped[] = {"ygo-team-duel", "ygo-duel", "ygo-team-duel-mr3"};

/* At positions of random games where the deciding seat may not look at a Set card (in the
 * Main Phase, in chains, in battles), a re-dealt copy holds in every such place a card that
 * could have been Set there, of the same owner, and plays on to its end under the rules. */
Test(redeal, redealt_copies_of_random_positions_hold_cards_that_could_be_set_and_play_on)
{
    unsigned tried = 0, busy = 0;
    for (unsigned k = 0; k < sizeof ygo_shipped / sizeof *ygo_shipped; k++)
        for (uint64_t seed = 1; seed <= 3; seed++) {
            shipped g;
            tt_shipped_open(&g, ygo_shipped[k], seed);
            tt_rng r;
            tt_rng_seed(&r, seed * 31u);
            tt_error err = {0};
            for (unsigned step = 0; step < 3000; step++) {
                if (tt_match_advance(g.m, &err) != TT_ADVANCE_DECIDE)
                    break;
                unsigned who = (unsigned)tt_match_decision_seat(g.m), n = tt_match_card_count(g.m);
                unsigned sets = 0;
                for (unsigned c = 0; c < n; c++)
                    sets += (unsigned)hidden_set(g.m, who, c);
                if (sets && step % 5 == 0) {
                    const ygo_state *gs = tt_match_game_state_const(g.m);
                    busy += gs->nchain || gs->bat.attacker >= 0;
                    tt_match *x = copy_of(g.m);
                    cr_assert_eq(tt_match_determinize(x, who, &r), TT_OK);
                    for (unsigned c = 0; c < n; c++) {
                        if (!hidden_set(g.m, who, c))
                            continue;
                        /* the place of c in the real match: what lies there in the copy */
                        unsigned z = tt_card_zone(g.m, c), i = 0;
                        while (tt_zone_card(g.m, z, i) != c)
                            i++;
                        unsigned d = tt_zone_card(x, z, i), kind = tt_zone_kind_of(x, z);
                        cr_assert(tt_card_face_down(x, d));
                        cr_assert_eq(tt_card_owner(x, d), tt_card_owner(g.m, c));
                        if (kind == gs->z_monster)
                            cr_assert(ygo_is_monster(x, d) && ygo_kind(x, d) != YK_FUSION_MONSTER &&
                                          ygo_kind(x, d) != YK_RITUAL_MONSTER,
                                      "%s seed %u: %s Set as a monster", ygo_shipped[k],
                                      (unsigned)seed, ygo_name(x, d));
                        else
                            cr_assert(ygo_is_spell_trap(x, d) &&
                                          (ygo_kind(x, d) == YK_FIELD_SPELL) ==
                                              (gs->z_field != 0xff && kind == gs->z_field),
                                      "%s seed %u: %s Set as a Spell/Trap", ygo_shipped[k],
                                      (unsigned)seed, ygo_name(x, d));
                    }
                    play_out(x, seed + step);
                    tt_match_free(x);
                    tried++;
                }
                cr_assert_eq(
                    tt_match_decide(g.m, who, tt_rng_below(&r, tt_match_option_count(g.m)), &err),
                    TT_OK, "%s", err.msg);
            }
            tt_shipped_close(&g);
        }
    cr_assert_geq(tried, 100, "only %u positions tried", tried);
    cr_assert_geq(busy, 5, "only %u positions in a chain or a battle", busy);
}

/* A card of owner's Deck that could be Set where set lies and is not set's name: from the
 * bottom (the last to be drawn). A Normal Monster for a monster, a Trap for a Trap. -1: none. */
static int stand_in_of(const tt_match *x, unsigned set)
{
    unsigned owner = tt_card_owner(x, set), kset = ygo_kind(x, set);
    unsigned deck = tt_zone_instance(x, tt_match_rules(x)->zone_deck, owner, -1);
    for (unsigned i = 0; i < tt_zone_count(x, deck); i++) {
        unsigned c = tt_zone_card(x, deck, i), k = ygo_kind(x, c);
        if (tt_card_id(x, c) == tt_card_id(x, set))
            continue;
        if (ygo_is_monster(x, set) ? k == YK_NORMAL_MONSTER
                                   : kset >= YK_NORMAL_TRAP && k >= YK_NORMAL_TRAP)
            return (int)c;
    }
    return -1;
}

/* Once an opponent of seat 0 holds a Set card (a monster or a Trap) in a quiet position (no
 * chain, no battle, no frame: nothing names it), it trades places in one run with a card of its
 * owner's Deck that could have been Set there (lockstep.h). The Set card's owner knows it: its
 * different options end the comparison, that is play, not a leak. */
static int set_trade(tt_lockstep *ls)
{
    tt_match *x = ls->g[0].m;
    const ygo_state *gs = tt_match_game_state_const(x);
    if (gs->nchain || gs->bat.attacker >= 0 || gs->npend || tt_frame_at(x, 0, NULL))
        return 0;
    for (unsigned c = 0; c < tt_match_card_count(x); c++) {
        int b;
        if (!hidden_set(x, 0, c) || tt_seat_team(x, tt_card_owner(x, c)) == tt_seat_team(x, 0) ||
            tt_zone_kind_of(x, tt_card_zone(x, c)) == gs->z_field ||
            (!ygo_is_monster(x, c) && ygo_kind(x, c) < YK_NORMAL_TRAP) ||
            (b = stand_in_of(x, c)) < 0)
            continue;
        ls->pair[0] = c;
        ls->pair[1] = (unsigned)b;
        hand_trade(ls->g[1].m, ls->pair[0], ls->pair[1]);
        hand_trade(ls->g[0].m, ls->pair[0], ls->pair[1]);
        hand_trade(ls->g[0].m, ls->pair[0],
                   ls->pair[1]); /* the same bookkeeping, the same places */
        return 1;
    }
    return 0;
}

static unsigned differential(const char *ruleset, uint64_t seed, const char *name, int *differ)
{
    tt_lockstep ls = {.trade = set_trade, .cheat = NULL};
    return tt_lockstep_run(&ls, ruleset, seed, name, differ);
}

Test(redeal, the_agents_choose_alike_whatever_card_an_opponent_set_in_whole_games)
{
    const char *agents[] = {"greedy", "mcts:8"};
    for (unsigned k = 0; k < 2; k++) /* ygo-team-duel, ygo-duel */
        for (unsigned j = 0; j < 2; j++) {
            unsigned total = 0;
            for (uint64_t seed = 1; seed <= 4; seed++) {
                int differ;
                total += differential(ygo_shipped[k], seed, agents[j], &differ);
                cr_assert_not(differ, "%s %s seed %u: the choice depends on a Set card",
                              ygo_shipped[k], agents[j], (unsigned)seed);
            }
            cr_assert_geq(total, 10, "%s %s: only %u decisions compared", ygo_shipped[k], agents[j],
                          total);
        }
}
