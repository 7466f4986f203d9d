/* test_observe.c: the yugioh module's observation hooks (observe.h, issue 29; games/yugioh/
 * observe.c): a card's fields as a seat may know them (ATK and DEF with the modifiers in force,
 * Level, Rank, position; a Set monster's position only), the chain and the attack in progress,
 * and a shape for every option kind that tells the option's fields as the options hold them. */
#include <stdio.h>
#include <string.h>

#include "module_docs.h"
#include "shipped.h"
#include "ygo.h"
#include "ygo_fixture.h"

extern const tt_game tt_game_yugioh;

TestSuite(observe, .fini = teardown);

enum { ATK, DEF, LEVEL, RANK, POSITION, MATERIALS, COUNTERS, SCALE };

/* The index of the field named name in the module's table (a misspelt name fails). */
static unsigned field(const char *name)
{
    for (unsigned i = 0; tt_game_yugioh.obs_fields[i].name; i++)
        if (!strcmp(tt_game_yugioh.obs_fields[i].name, name))
            return i;
    cr_assert_fail("no field %s", name);
    return 0;
}

/* card's fields as seat may know it (tt_match_card_known); returns what it lies under. */
static int observe(unsigned card, const char *who, int32_t out[TT_OBS_FIELDS])
{
    unsigned s = seat(who);
    for (unsigned i = 0; i < TT_OBS_FIELDS; i++)
        out[i] = TT_OBS_NONE;
    return tt_game_yugioh.observe_card(m, tt_match_game_state_const(m), card, s,
                                       tt_match_card_known(m, (int)s, card), out);
}

static const char *const extra[] = {"Mystical Space Typhoon", "Dark Hole", "Jar of Greed",
                                    "Mirror Force", NULL};

Test(observe, the_fields_are_named_as_docs_api_md_lists_them)
{
    static const char *const names[] = {"atk",       "def",      "level", "rank", "position",
                                        "materials", "counters", "scale", NULL};
    open_match(duel);
    unsigned n = 0;
    for (; tt_game_yugioh.obs_fields[n].name; n++) {
        cr_assert(names[n], "more fields than listed");
        cr_assert_str_eq(tt_game_yugioh.obs_fields[n].name, names[n]);
    }
    cr_assert_null(names[n], "fewer fields than listed");
    cr_assert_leq(n, TT_OBS_FIELDS);
    const char *const *pos = tt_game_yugioh.obs_fields[POSITION].values;
    cr_assert(pos && !strcmp(pos[0], "attack") && !strcmp(pos[1], "defense") && !pos[2]);
}

Test(observe, a_face_up_monster_shows_its_atk_and_def_with_the_modifiers_in_force)
{
    open_match_with(duel, extra);
    unsigned dm = place("Dark Magician", "1A", "monster", "1A"); /* 2500 / 2100, Level 7 */
    ygo_state *g = tt_match_game_state(m);
    g->card[dm].atk_turn = 300; /* until the end of the turn (Shrink, Castle Walls' kind) */
    g->card[dm].def_turn = 500;
    int32_t f[TT_OBS_FIELDS];
    cr_assert_eq(observe(dm, "2A", f), -1, "it lies under nothing");
    cr_assert_eq(f[field("atk")], 2800, "atk %d", f[field("atk")]);
    cr_assert_eq(f[field("def")], 2600, "def %d", f[field("def")]);
    cr_assert_eq(f[field("atk")], ygo_atk(m, dm), "as the damage calculation reads it");
    cr_assert_eq(f[field("level")], 7);
    cr_assert_eq(f[field("position")], 0, "Attack Position");
    cr_assert_eq(f[field("rank")], TT_OBS_NONE, "not an Xyz Monster");
    cr_assert_eq(f[field("materials")], TT_OBS_NONE);
    cr_assert_eq(f[field("scale")], TT_OBS_NONE, "not a Pendulum Monster");
    /* in Defense Position it says so */
    g->card[dm].flags |= YGO_DEFENSE;
    observe(dm, "2A", f);
    cr_assert_eq(f[field("position")], 1, "Defense Position");
}

Test(observe, a_set_monster_shows_the_opponent_its_position_and_nothing_of_the_card)
{
    open_match_with(duel, extra);
    unsigned blue = place("Blue-Eyes White Dragon", "2A", "monster", "2A");
    tt_card_set_face_down(m, blue, 1);
    ygo_state *g = tt_match_game_state(m);
    g->card[blue].flags |= YGO_DEFENSE; /* Set: face-down Defense Position */
    cr_assert_not(tt_match_card_known(m, (int)seat("1A"), blue));
    int32_t f[TT_OBS_FIELDS];
    cr_assert_eq(observe(blue, "1A", f), -1);
    for (unsigned i = 0; i < TT_OBS_FIELDS; i++)
        if (i == field("position"))
            cr_assert_eq(f[i], 1, "a Set monster is in Defense Position");
        else
            cr_assert_eq(f[i], TT_OBS_NONE, "field %u of a Set monster: %d", i, f[i]);
    /* its owner knows it: the printed ATK and DEF (no modifier applies face-down) */
    cr_assert(tt_match_card_known(m, (int)seat("2A"), blue));
    observe(blue, "2A", f);
    cr_assert_eq(f[field("atk")], 3000);
    cr_assert_eq(f[field("def")], 2500);
    cr_assert_eq(f[field("level")], 8);
    cr_assert_eq(f[field("position")], 1);
}

Test(observe, a_known_card_that_is_no_monster_has_no_monster_fields)
{
    open_match_with(duel, extra);
    unsigned hole = place("Dark Hole", "1A", "hand", "1A");
    unsigned ox = place("Battle Ox", "1A", "hand", "1A");
    int32_t f[TT_OBS_FIELDS];
    cr_assert(tt_match_card_known(m, (int)seat("1A"), hole));
    cr_assert_eq(observe(hole, "1A", f), -1);
    for (unsigned i = 0; i < TT_OBS_FIELDS; i++)
        cr_assert_eq(f[i], TT_OBS_NONE, "field %u of a Spell: %d", i, f[i]);
    /* a monster in the hand: its printed stats, and no position (not in a Monster Zone) */
    observe(ox, "1A", f);
    cr_assert_eq(f[field("atk")], 1700);
    cr_assert_eq(f[field("level")], 4);
    cr_assert_eq(f[field("position")], TT_OBS_NONE);
    /* the opponent may not know the hand: nothing at all */
    observe(ox, "2A", f);
    for (unsigned i = 0; i < TT_OBS_FIELDS; i++)
        cr_assert_eq(f[i], TT_OBS_NONE, "field %u of a hidden hand card: %d", i, f[i]);
}

/* An Xyz Monster's Rank, materials and counters; a material lies under it. */
Test(observe, an_xyz_monster_shows_its_rank_materials_and_counters_and_its_materials_lie_under_it)
{
    static const char *const xyz[] = {"Number 88: Gimmick Puppet of Leo", NULL};
    open_match_with(duel, xyz);
    ygo_state *g = tt_match_game_state(m);
    cr_assert_gt(g->nxyz, 0, "the match holds the Xyz Monster");
    unsigned leo = g->xyz_card[0];
    unsigned mat = place("Celtic Guardian", "1A", "monster", "1A");
    cr_assert_eq(tt_card_put(m, leo, zone("monster", "1A"), TT_TOP), 0);
    cr_assert_eq(tt_card_put(m, mat, TT_NOWHERE, TT_TOP), 0); /* under it (xyz.c) */
    g->xyz_mat[0][0] = (uint16_t)mat;
    g->xyz_nmat[0] = 1;
    g->xyz_counters[0] = 2;
    int32_t f[TT_OBS_FIELDS];
    cr_assert_eq(observe(leo, "2A", f), -1);
    cr_assert_eq(f[field("rank")], 8);
    cr_assert_eq(f[field("level")], TT_OBS_NONE, "an Xyz Monster has no Level");
    cr_assert_eq(f[field("materials")], 1);
    cr_assert_eq(f[field("counters")], 2, "Destiny Counters");
    cr_assert_eq(observe(mat, "2A", f), (int)leo, "the material lies under it");
}

/* Team Duel, turn 5 (1A's), every hand empty: 1A activates Dark Hole, 2A chains its Set
 * Mystical Space Typhoon targeting it; 1B, with a Set Jar of Greed, is asked next. */
Test(observe, the_chain_is_given_link_by_link_with_its_seat_card_and_target)
{
    open_match_with(team_duel, extra);
    to_turn(4);
    const char *all[] = {"1A", "2A", "1B", "2B"};
    for (unsigned i = 0; i < 4; i++)
        empty_hand(all[i]);
    unsigned hole = place("Dark Hole", "1A", "hand", "1A");
    place("Celtic Guardian", "2A", "monster", "2A");
    unsigned mst = place_set("Mystical Space Typhoon", "2A");
    place_set("Jar of Greed", "1B");
    to_turn(5);
    tt_obs_link links[TT_OBS_MAX_LINKS];
    const void *gs = tt_match_game_state_const(m);
    cr_assert_eq(tt_game_yugioh.observe_links(m, gs, links, TT_OBS_MAX_LINKS), 0, "no chain");
    take("1A", "activate Dark Hole");
    cr_assert_eq(decide_seat(), (int)seat("2A"));
    cr_assert_eq(tt_game_yugioh.observe_links(m, gs, links, TT_OBS_MAX_LINKS), 1);
    cr_assert_str_eq(tt_game_yugioh.obs_link_kinds[links[0].kind], "chain_link");
    cr_assert_eq(links[0].seat, (int8_t)seat("1A"));
    cr_assert_eq(links[0].card, (int16_t)hole);
    cr_assert_eq(links[0].target, -1, "Dark Hole targets nothing");
    take("2A", "chain Set Mystical Space Typhoon");
    int s = decide_seat(); /* its target: Dark Hole */
    for (unsigned i = 0; i < tt_match_option_count(m); i++)
        if (tt_match_option_at(m, i)->kind == YO_TARGET &&
            tt_match_option_at(m, i)->a == (int16_t)hole) {
            tt_error err = {0};
            cr_assert_eq(tt_match_decide(m, (unsigned)s, i, &err), 0, "%s", err.msg);
            break;
        }
    cr_assert_eq(decide_seat(), (int)seat("1B"), "1B may chain its Jar of Greed");
    cr_assert_eq(tt_game_yugioh.observe_links(m, gs, links, TT_OBS_MAX_LINKS), 2);
    cr_assert_eq(links[0].card, (int16_t)hole, "chain link 1 first");
    cr_assert_str_eq(tt_game_yugioh.obs_link_kinds[links[1].kind], "chain_link");
    cr_assert_eq(links[1].seat, (int8_t)seat("2A"));
    cr_assert_eq(links[1].card, (int16_t)mst);
    cr_assert_eq(links[1].target, (int16_t)hole);
    cr_assert_eq(tt_game_yugioh.observe_links(m, gs, links, 1), 1, "at most max");
}

/* ygo-duel: 1A's Battle Ox attacks 2A's Celtic Guardian; 2A's Set Mirror Force may answer. */
Test(observe, an_attack_in_progress_is_given_after_the_chain)
{
    open_match_with(duel, extra);
    empty_hand("1A");
    empty_hand("2A");
    unsigned ox = place("Battle Ox", "1A", "monster", "1A");
    unsigned guardian = place("Celtic Guardian", "2A", "monster", "2A");
    place_set("Mirror Force", "2A");
    to_turn(3);
    take("1A", "go to the Battle Phase");
    while (decide_seat() != (int)seat("1A") || tt_match_option_at(m, 0)->kind == YO_PASS)
        take(tt_match_decision_seat(m) == (int)seat("1A") ? "1A" : "2A", "pass");
    take("1A", "attack Celtic Guardian of 2A with Battle Ox");
    cr_assert_eq(decide_seat(), (int)seat("2A"), "Mirror Force may answer the attack");
    tt_obs_link links[TT_OBS_MAX_LINKS];
    unsigned n =
        tt_game_yugioh.observe_links(m, tt_match_game_state_const(m), links, TT_OBS_MAX_LINKS);
    cr_assert_eq(n, 1);
    cr_assert_str_eq(tt_game_yugioh.obs_link_kinds[links[0].kind], "attack");
    cr_assert_eq(links[0].seat, (int8_t)seat("1A"));
    cr_assert_eq(links[0].card, (int16_t)ox);
    cr_assert_eq(links[0].target, (int16_t)guardian);
}

static int snake_case(const char *s)
{
    for (; *s; s++)
        if (!((*s >= 'a' && *s <= 'z') || *s == '_' || (*s >= '0' && *s <= '9')))
            return 0;
    return 1;
}

Test(observe, every_option_kind_has_a_shape_and_none_past_the_last)
{
    uint8_t arg[3];
    const char *names[YO_COUNT] = {0};
    cr_assert_null(tt_game_yugioh.option_shape(0, arg), "0 is no kind");
    for (unsigned k = 1; k < YO_COUNT; k++) {
        names[k] = tt_game_yugioh.option_shape(k, arg);
        cr_assert(names[k], "option kind %u has no shape", k);
        cr_assert(names[k][0] && snake_case(names[k]), "kind %u: '%s'", k, names[k]);
        for (unsigned i = 0; i < 3; i++)
            cr_assert_leq(arg[i], TT_ARG_SEAT, "kind %u", k);
        for (unsigned j = 1; j < k; j++)
            cr_assert_str_neq(names[j], names[k], "kinds %u and %u have one name", j, k);
    }
    cr_assert_null(tt_game_yugioh.option_shape(YO_COUNT, arg), "past the last kind");
    cr_assert_null(tt_game_yugioh.option_shape(1000, arg));
    /* spot checks against ygo.h's comments */
    cr_assert_str_eq(tt_game_yugioh.option_shape(YO_ATTACK, arg), "attack");
    cr_assert(arg[0] == TT_ARG_CARD && arg[1] == TT_ARG_CARD && arg[2] == TT_ARG_INT);
    tt_game_yugioh.option_shape(YO_DIRECT, arg);
    cr_assert(arg[0] == TT_ARG_CARD && arg[1] == TT_ARG_SEAT);
    tt_game_yugioh.option_shape(YO_DECLARE, arg);
    cr_assert_eq(arg[0], TT_ARG_INT, "a card id, not a card of the match");
}

/* Whether o's field i holds what its shape says: a card of the match (or -1: none), a seat. */
static void check_option(const tt_match *x, const tt_option *o)
{
    uint8_t arg[3];
    const char *name = tt_game_yugioh.option_shape(o->kind, arg);
    const int16_t v[3] = {o->a, o->b, o->c};
    cr_assert(name, "an option of kind %u has no shape", o->kind);
    for (unsigned i = 0; i < 3; i++) {
        if (arg[i] == TT_ARG_CARD)
            cr_assert(v[i] >= -1 && v[i] < (int)tt_match_card_count(x), "%s: %c = %d", name,
                      'a' + i, v[i]);
        if (arg[i] == TT_ARG_SEAT)
            cr_assert(v[i] >= 0 && v[i] < (int)tt_match_rules(x)->seats, "%s: %c = %d", name,
                      'a' + i, v[i]);
    }
    if (o->kind == YO_DISCARD) { /* b is the seat whose hand the card is in */
        const ygo_state *g = tt_match_game_state_const(x);
        cr_assert_eq(tt_card_zone(x, (unsigned)o->a),
                     tt_zone_instance(x, g->z_hand, (unsigned)o->b, -1),
                     "discard: %d is not in the hand of seat %d", o->a, o->b);
    }
}

/* Self-play of the shipped rulesets: every option offered holds what its kind's shape says. */
Test(observe, every_option_offered_in_self_play_holds_what_its_shape_says)
{
    const char *rulesets[] = {"ygo-duel", "ygo-team-duel"};
    unsigned discards = 0;
    for (unsigned k = 0; k < 2; k++)
        for (uint64_t seed = 1; seed <= 6; seed++) {
            tt_shipped g;
            tt_shipped_open(&g, rulesets[k], seed);
            tt_rng r;
            tt_rng_seed(&r, seed);
            tt_error err = {0};
            for (unsigned step = 0; step < 3000; step++) {
                int rc = tt_match_advance(g.m, &err);
                cr_assert_geq(rc, 0, "%s", err.msg);
                if (rc == TT_ADVANCE_OVER)
                    break;
                for (unsigned i = 0; i < tt_match_option_count(g.m); i++) {
                    check_option(g.m, tt_match_option_at(g.m, i));
                    discards += tt_match_option_at(g.m, i)->kind == YO_DISCARD;
                }
                rc = tt_match_decide(g.m, (unsigned)tt_match_decision_seat(g.m),
                                     tt_rng_below(&r, tt_match_option_count(g.m)), &err);
                cr_assert_eq(rc, TT_OK, "%s", err.msg);
            }
            tt_shipped_close(&g);
        }
    cr_assert_gt(discards, 0, "no discard was offered: the check of its b never ran");
}

/* x's and y's observations for who are the same bytes and the same JSON text. */
static void same_observation(tt_match *x, tt_match *y, const char *who, const char *when)
{
    static tt_observation ox, oy;
    static char jx[1 << 16], jy[1 << 16];
    tt_error err = {0};
    memset(&ox, 0, sizeof ox);
    memset(&oy, 0, sizeof oy);
    cr_assert_eq(tt_match_observe(x, seat(who), NULL, &ox, &err), TT_OK, "%s", err.msg);
    cr_assert_eq(tt_match_observe(y, seat(who), NULL, &oy, &err), TT_OK, "%s", err.msg);
    cr_assert_eq(memcmp(&ox, &oy, sizeof ox), 0, "%s: %s's observation depends on hidden cards",
                 when, who);
    int nx = tt_observation_json(x, &ox, jx, sizeof jx),
        ny = tt_observation_json(y, &oy, jy, sizeof jy);
    cr_assert(nx > 0 && nx < (int)sizeof jx && ny > 0 && ny < (int)sizeof jy);
    cr_assert_str_eq(jx, jy, "%s: the JSON differs", when);
}

static void both_take(tt_match *x, tt_match *y, const char *who, const char *label)
{
    tt_match *keep = m;
    m = x;
    take(who, label);
    m = y;
    take(who, label);
    m = keep;
}

/* ygo-duel: 2A Set Celtic Guardian in turn 2 and holds Mystical Elf; in y they are a Blue-Eyes
 * White Dragon and a Summoned Skull of its Deck. 1A's observation is the same at its Main Phase
 * and at its attack, whose option names the Set monster by its place (issue 29). */
Test(observe, an_opponents_set_monster_and_hand_traded_for_deck_cards_change_no_byte_of_it)
{
    open_match_with(duel, extra);
    cr_assert_eq(decide_seat(), (int)seat("1A"));
    empty_hand("2A");
    unsigned guardian = place("Celtic Guardian", "2A", "hand", "2A");
    unsigned elf = place("Mystical Elf", "2A", "hand", "2A");
    to_turn(2);
    take("2A", "Set Celtic Guardian");
    empty_hand("1A");
    place("Battle Ox", "1A", "hand", "1A");
    to_turn(3);
    tt_match *x, *y;
    cr_assert_eq(tt_match_clone(&x, m, NULL), TT_OK);
    cr_assert_eq(tt_match_clone(&y, m, NULL), TT_OK);
    unsigned blue = in_deck(m, "Blue-Eyes White Dragon", "2A"),
             skull = in_deck(m, "Summoned Skull", "2A");
    cr_assert_eq(tt_card_zone(m, elf), zone("hand", "2A"));
    hand_trade(y, guardian, blue);
    hand_trade(y, elf, skull);
    for (unsigned k = 0; k < 2; k++) { /* x: the same bookkeeping, back as it was */
        hand_trade(x, guardian, blue);
        hand_trade(x, elf, skull);
    }
    cr_assert_neq(memcmp(tt_match_state(x), tt_match_state(y), tt_match_state_size(x)), 0);
    tt_match *keep = m;
    m = x;
    decide_seat();
    m = y;
    decide_seat();
    m = keep;
    same_observation(x, y, "1A", "Main Phase 1");
    both_take(x, y, "1A", "Normal Summon Battle Ox");
    both_take(x, y, "1A", "go to the Battle Phase");
    m = x;
    cr_assert_eq(decide_seat(), (int)seat("1A"));
    m = y;
    cr_assert_eq(decide_seat(), (int)seat("1A"));
    m = keep;
    cr_assert_eq(tt_match_option_at(x, 0)->kind, YO_ATTACK);
    same_observation(x, y, "1A", "the attack");
    /* and 2A sees the difference: the check can tell */
    static tt_observation ox, oy;
    tt_error err = {0};
    memset(&ox, 0, sizeof ox);
    memset(&oy, 0, sizeof oy);
    cr_assert_eq(tt_match_observe(x, seat("2A"), NULL, &ox, &err), TT_OK);
    cr_assert_eq(tt_match_observe(y, seat("2A"), NULL, &oy, &err), TT_OK);
    cr_assert_neq(memcmp(&ox, &oy, sizeof ox), 0, "2A knows its own Set monster");
    tt_match_free(x);
    tt_match_free(y);
}

/* docs/api.md lists every option kind with its number, name and arguments, and every field,
 * as the module's tables say. */
Test(observe, docs_api_md_lists_the_fields_and_option_kinds_as_the_tables_say)
{
    tt_check_module_docs(&tt_game_yugioh, "### Yu-Gi-Oh! (`yugioh`)", YO_COUNT);
}

/* Issue 28: a spectator (TT_OBS_PUBLIC) sees a Set monster's place and position only, where
 * the owner's partner may look at it (YT-3.4); the module's hook gets no seat to index, and
 * the events' texts name no card a spectator may not know. */
Test(observe, a_spectator_sees_a_set_monsters_place_and_position_and_no_hand_card)
{
    open_match_with(team_duel, extra);
    unsigned blue = place("Blue-Eyes White Dragon", "2A", "monster", "2A");
    tt_card_set_face_down(m, blue, 1);
    ygo_state *g = tt_match_game_state(m);
    g->card[blue].flags |= YGO_DEFENSE;
    cr_assert(tt_match_card_known(m, (int)seat("2B"), blue), "YT-3.4: the partner looks at it");
    static tt_observation o;
    tt_error err = {0};
    cr_assert_eq(tt_match_observe(m, TT_OBS_PUBLIC, NULL, &o, &err), TT_OK, "%s", err.msg);
    const tt_obs_card *c = NULL;
    for (unsigned i = 0; i < o.ncards; i++)
        if (tt_zone_card(m, o.cards[i].zone, o.cards[i].index) == blue)
            c = &o.cards[i];
    cr_assert_not_null(c);
    cr_assert_eq(c->flags, TT_OBS_FACE_DOWN);
    cr_assert_eq(c->id, TT_HIDDEN);
    for (unsigned i = 0; i < TT_OBS_FIELDS; i++)
        cr_assert_eq(c->field[i], i == field("position") ? 1 : TT_OBS_NONE, "field %u", i);
    /* a draw and the Set, as the spectator and as the seats read them */
    unsigned dm = place("Dark Magician", "1A", "hand", "1A");
    tt_event draw = {TT_EV_DRAW, (int8_t)seat("1A"), (int16_t)dm, 0, 0};
    char text[256];
    tt_match_describe_event_for(m, &draw, TT_VIEWER_PUBLIC, text, sizeof text);
    cr_assert_str_eq(text, "1A draws a card");
    tt_match_describe_event_for(m, &draw, seat("1A"), text, sizeof text);
    cr_assert_str_eq(text, "1A draws Dark Magician");
    tt_event dec = {TT_EV_DECIDE, (int8_t)seat("1A"), -1, 2, 0};
    tt_match_describe_event_for(m, &dec, TT_VIEWER_PUBLIC, text, sizeof text);
    cr_assert_str_eq(text, "1A decides", "no option told: %s", text);
    tt_event shown = {TT_EV_SHOWN, (int8_t)seat("1B"), (int16_t)blue, 0, 0};
    tt_match_describe_event_for(m, &shown, TT_VIEWER_PUBLIC, text, sizeof text);
    cr_assert(!strstr(text, "Blue-Eyes"), "a look is no spectator's: %s", text);
    cr_assert_eq(tt_match_describe_event_for(m, &draw, 9, text, sizeof text), -1,
                 "another seat out of range reads nothing, never the omniscient text");
}
