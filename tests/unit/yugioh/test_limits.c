/* test_limits.c: the yugioh module's tables that play may fill (its `limits`, tt_game_fault).
 * The real game has no such limits (any number of simultaneous triggers, a chain of any
 * length, a Pendulum Summon of any number of monsters), so reaching a table's size stops the
 * match with TT_ERR_LIMIT naming it: never a trigger dropped, nor an activation no longer
 * offered. Each test plays up to the limit with real cards, then one more. */
#include <string.h>

#include "ygo_fixture.h"

TestSuite(ygo_limits, .fini = teardown);

/* The match has stopped on the module's limit `name` of `value`, and stays stopped. */
static void assert_stopped(const char *name, const char *value)
{
    tt_error err = {0};
    cr_assert_eq(tt_match_advance(m, &err), TT_ERR_LIMIT, "advance: %s", err.msg);
    cr_assert_str_eq(err.path, name);
    cr_assert(strstr(err.msg, "the yugioh match cannot go on"), "%s", err.msg);
    cr_assert(strstr(err.msg, value), "the message names %s: %s", value, err.msg);
    cr_assert_eq(tt_match_advance(m, &err), TT_ERR_LIMIT, "it stays stopped");
}

static const char *const flips[] = {"Swords of Revealing Light", "Man-Eater Bug",
                                    "Gravekeeper's Spy", "Ryko, Lightsworn Hunter", NULL};

/* 1A's Swords of Revealing Light flips `n` face-down FLIP monsters of 2A and 2B at once. */
static void swords_flips(unsigned n)
{
    static const char *const monsters[] = {"Man-Eater Bug", "Gravekeeper's Spy",
                                           "Ryko, Lightsworn Hunter"};
    open_match_with(team_duel, flips);
    to_turn(4);
    const char *all[] = {"1A", "2A", "1B", "2B"};
    for (unsigned i = 0; i < 4; i++)
        empty_hand(all[i]);
    place("Swords of Revealing Light", "1A", "hand", "1A");
    for (unsigned i = 0; i < n; i++) { /* 2A's five zones, then 2B's */
        const char *owner = i < 5 ? "2A" : "2B";
        unsigned c = place(monsters[(i % 5) / 2], owner, "monster", owner);
        tt_card_set_face_down(m, c, 1);
    }
    to_turn(5);
    take("1A", "activate Swords of Revealing Light");
}

/* YT-5.3 (SEGOC): every FLIP effect that triggers goes on the chain; a ninth one has no room in
 * the table of 8 and stops the match (before: dropped without a word). */
Test(ygo_limits, yt_5_3_nine_flip_effects_at_once_stop_the_match_on_ygo_max_pend)
{
    swords_flips(9);
    assert_stopped("YGO_MAX_PEND", "YGO_MAX_PEND = 8");
}

Test(ygo_limits, yt_5_3_eight_flip_effects_at_once_play_on)
{
    tt_error err = {0};
    swords_flips(8);
    cr_assert_eq(tt_match_advance(m, &err), TT_ADVANCE_DECIDE, "%s: %s", err.path, err.msg);
}

static const char *const jars[] = {"Dark Hole", "Jar of Greed", "Jar of Greed", NULL};

/* YB: a chain has no length limit. 1A's Dark Hole, then Set Jars of Greed chained by whoever is
 * asked: the 17th link is still offered, and making it stops the match on YGO_MAX_CHAIN
 * (before: no activation was offered once the chain had 16 links). */
Test(ygo_limits, yb_a_17th_chain_link_is_offered_and_stops_the_match_on_ygo_max_chain)
{
    open_match_with(team_duel, jars);
    to_turn(4);
    const char *all[] = {"1A", "2A", "1B", "2B"};
    for (unsigned i = 0; i < 4; i++) {
        empty_hand(all[i]);
        for (unsigned k = 0; k < (i ? 5u : 4u); k++) /* 1A keeps a zone for Dark Hole */
            place_set("Jar of Greed", all[i]);
    }
    place("Dark Hole", "1A", "hand", "1A");
    place("Celtic Guardian", "2A", "monster", "2A");
    to_turn(5);
    take("1A", "activate Dark Hole");
    for (unsigned link = 2; link <= 17; link++) {
        int s = decide_seat();
        unsigned i = 0, n = tt_match_option_count(m);
        char buf[256] = "";
        for (; i < n; i++) {
            tt_match_option_label(m, i, buf, sizeof buf);
            if (!strncmp(buf, "chain Set Jar of Greed", 22))
                break;
        }
        cr_assert_lt(i, n, "link %u: Jar of Greed is not offered to seat %d", link, s);
        tt_error err = {0};
        cr_assert_eq(tt_match_decide(m, (unsigned)s, i, &err), 0, "%s", err.msg);
    }
    assert_stopped("YGO_MAX_CHAIN", "YGO_MAX_CHAIN = 16");
}

static const char *const pendulums[] = {"Stargazer Magician", "Timegazer Magician", NULL};

/* YM-2: a Pendulum Summon takes any number of monsters up to the free Monster Zones; under a
 * house ruleset of 14 Monster Zones a 13th pick is offered and stops the match on
 * YGO_MAX_PENDULUM (before: the picks stopped at 12 without a word). */
Test(ygo_limits, ym_2_a_13th_pendulum_pick_stops_the_match_on_ygo_max_pendulum)
{
    static const char *const hand[] = {"Dark Magician",   "Summoned Skull",
                                       "Celtic Guardian", "Mystical Elf",
                                       "Battle Ox",       "Elemental HERO Sparkman"};
    open_match_with("name: t\ntitle: t\nextends: ygo-duel\nturn: {first: 1}\n"
                    "zones: {monster: {capacity: 14}}\n",
                    pendulums);
    empty_hand("1A");
    empty_hand("2A");
    place("Stargazer Magician", "1A", "pendulum_left", "1A");
    place("Timegazer Magician", "1A", "pendulum_right", "1A");
    for (unsigned i = 0; i < 13; i++)
        place(hand[i % 6], "1A", "hand", "1A");
    to_turn(1);
    take("1A", "Pendulum Summon (left Scale 1, right Scale 8");
    for (unsigned pick = 1; pick <= 13; pick++) {
        tt_error err = {0};
        cr_assert_eq(decide_seat(), (int)seat("1A"), "pick %u", pick);
        char buf[256] = "";
        tt_match_option_label(m, 0, buf, sizeof buf);
        cr_assert(strstr(buf, "Pendulum Summon "), "pick %u is offered: %s", pick, buf);
        cr_assert_eq(tt_match_decide(m, seat("1A"), 0, &err), 0, "%s", err.msg);
    }
    assert_stopped("YGO_MAX_PENDULUM", "YGO_MAX_PENDULUM = 12");
}
