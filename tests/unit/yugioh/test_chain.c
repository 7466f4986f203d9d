/* test_chain.c: Spells, Traps and chains in the Team Duel: the response order (YT-5.2), the
 * teammate's responses (YT-5.1), the scopes of card text (YT-3.1..3.3), a win during a chain
 * (YP-10), Traps not the turn they are Set and Spell Speeds (YB). */
#include <string.h>

#include "ygo_fixture.h"

TestSuite(chain, .fini = teardown);

static const char *const spells[] = {
    "Dark Hole",     "Lightning Vortex",       "Jar of Greed",
    "Secret Barrel", "Solemn Judgment",        "Dark World Dealings",
    "Confiscation",  "Mystical Space Typhoon", NULL};

/* Team duel, turn 5 (1A's) about to begin: every hand empty, so only placed cards count. */
static void ready_turn_5(const char *ruleset)
{
    open_match_with(ruleset, spells);
    to_turn(4);
    const char *all[] = {"1A", "2A", "1B", "2B"};
    for (unsigned i = 0; i < 4; i++)
        empty_hand(all[i]);
}

Test(chain, yt_5_2_after_1a_activates_the_window_asks_2a_then_1b_then_2b)
{
    ready_turn_5(team_duel);
    place("Dark Hole", "1A", "hand", "1A");
    place("Celtic Guardian", "2A", "monster", "2A");
    place_set("Jar of Greed", "2A");
    place_set("Jar of Greed", "1B");
    place_set("Jar of Greed", "2B");
    to_turn(5);
    take("1A", "activate Dark Hole");
    take("2A", "pass"); /* an opponent first */
    take("1B", "pass"); /* then the teammate: asked in every window (YT-5.1) */
    take("2B", "pass"); /* then the other opponent; 1A has no response: the chain resolves */
    cr_assert_eq(decide_seat(), (int)seat("1A"), "back to the turn player");
    cr_assert_eq(tt_zone_count(m, zone("monster", "2A")), 0, "Dark Hole resolved");
}

Test(chain, yt_5_2_a_new_link_restarts_the_round_after_its_activator)
{
    ready_turn_5(team_duel);
    place("Dark Hole", "1A", "hand", "1A");
    place("Celtic Guardian", "2A", "monster", "2A");
    place_set("Jar of Greed", "2A");
    place_set("Jar of Greed", "1B");
    place_set("Jar of Greed", "2B");
    to_turn(5);
    take("1A", "activate Dark Hole");
    take("2A", "pass");
    take("1B", "chain Set Jar of Greed"); /* link 2 by 1B */
    take("2B", "pass");                   /* the round restarts after 1B: 2B, (1A), 2A */
    take("2A", "pass");
    cr_assert_eq(decide_seat(), (int)seat("1A"), "1B has no second response: resolved");
    cr_assert_eq(tt_zone_count(m, zone("hand", "1B")), 1, "Jar of Greed drew for 1B");
}

Test(chain, yt_5_1_the_teammate_cannot_chain_a_quick_play_spell_from_the_hand)
{
    ready_turn_5(team_duel);
    place("Dark Hole", "1A", "hand", "1A");
    place("Celtic Guardian", "2A", "monster", "2A");
    place("Mystical Space Typhoon", "1B", "hand", "1B");
    to_turn(5);
    take("1A", "activate Dark Hole");
    /* nobody may respond: 1B's turn-partner's turn counts as an opponent's turn (YT-5.1) */
    cr_assert_eq(decide_seat(), (int)seat("1A"));
    cr_assert_eq(tt_zone_count(m, zone("monster", "2A")), 0);
}

Test(chain, yt_5_1_switch_teammate_turn_own_lets_the_teammate_chain_from_the_hand)
{
    ready_turn_5("name: t\ntitle: t\nextends: ygo-team-duel\nturn: {first: 1}\n"
                 "responses: {teammate_turn: own}\n");
    place("Dark Hole", "1A", "hand", "1A");
    place("Celtic Guardian", "2A", "monster", "2A");
    place("Mystical Space Typhoon", "1B", "hand", "1B");
    to_turn(5);
    take("1A", "activate Dark Hole");
    take("1B", "chain Mystical Space Typhoon");
    take("1B", "target Dark Hole of 1A");
}

Test(chain, yb_a_trap_cannot_be_activated_the_turn_it_is_set)
{
    ready_turn_5(team_duel);
    place("Jar of Greed", "1A", "hand", "1A");
    to_turn(5);
    take("1A", "Set Jar of Greed in the Spell & Trap Zone");
    refused("1A", "activate Set Jar of Greed", "turn it is Set");
}

Test(chain, yt_3_2_lightning_vortex_destroys_the_face_up_monsters_of_both_opponents)
{
    ready_turn_5(team_duel);
    place("Lightning Vortex", "1A", "hand", "1A");
    place("Battle Ox", "1A", "hand", "1A"); /* for the cost */
    unsigned a = place("Celtic Guardian", "2A", "monster", "2A");
    unsigned b = place("Mystical Elf", "2B", "monster", "2B");
    unsigned mate = place("Dark Magician", "1B", "monster", "1B");
    to_turn(5);
    take("1A", "activate Lightning Vortex");
    take("1A", "discard Battle Ox");
    cr_assert_eq(decide_seat(), (int)seat("1A"));
    cr_assert_eq(tt_card_zone(m, a), zone("graveyard", "2A"));
    cr_assert_eq(tt_card_zone(m, b), zone("graveyard", "2B"), "YT-3.2: both opponents");
    cr_assert_eq(tt_card_zone(m, mate), zone("monster", "1B"), "not the teammate's");
}

Test(chain, yt_3_1_secret_barrel_counts_only_the_one_opponent_chosen)
{
    ready_turn_5(team_duel);
    place_set("Secret Barrel", "1A");
    place("Celtic Guardian", "2A", "monster", "2A");
    place("Battle Ox", "2A", "hand", "2A");
    place("Mystical Elf", "2B", "monster", "2B");
    place("Dark Magician", "2B", "monster", "2B");
    place("Summoned Skull", "2B", "hand", "2B");
    to_turn(5);
    cr_assert_eq(tt_zone_count(m, zone("hand", "2A")), 1);
    take("1A", "activate Set Secret Barrel");
    take("1A", "apply Secret Barrel to 2A"); /* the whole effect applies to that one */
    cr_assert_eq(decide_seat(), (int)seat("1A"));
    cr_assert_eq(tt_match_life(m, seat("2A")), 8000 - 200 * 2, "2A: 1 in hand + 1 monster");
}

Test(chain, yt_3_3_dark_world_dealings_makes_all_four_draw_then_discard)
{
    ready_turn_5(team_duel);
    place("Dark World Dealings", "1A", "hand", "1A");
    to_turn(5);
    /* turn 5: 1A drew 1, so 1A holds Dark World Dealings and that card */
    unsigned gy = tt_zone_count(m, zone("graveyard", "2B"));
    take("1A", "activate Dark World Dealings");
    const char *order[] = {"1A", "1B", "2A", "2B"}; /* turn seat, teammate, opponents */
    for (unsigned i = 0; i < 4; i++) {
        cr_assert_eq(decide_seat(), (int)seat(order[i]), "discard %u is %s's", i, order[i]);
        cr_assert_eq(tt_match_option_count(m), i == 0 ? 2u : 1u, "each drew 1 first");
        tt_error err = {0};
        cr_assert_eq(tt_match_decide(m, seat(order[i]), 0, &err), 0, "%s", err.msg);
    }
    cr_assert_eq(decide_seat(), (int)seat("1A"));
    cr_assert_eq(tt_zone_count(m, zone("hand", "1B")), 0);
    cr_assert_eq(tt_zone_count(m, zone("graveyard", "2B")), gy + 1);
}

Test(chain, yp_10_a_win_during_a_chain_ends_the_duel_before_the_rest_resolves)
{
    ready_turn_5(team_duel);
    place("Dark Hole", "1A", "hand", "1A");
    unsigned dm = place("Dark Magician", "2A", "monster", "2A");
    place_set("Secret Barrel", "1B");
    to_turn(5);
    tt_life_add(m, seat("2A"), -7900); /* team 2 at 100 LP */
    take("1A", "activate Dark Hole");
    take("1B", "chain Set Secret Barrel");
    take("1B", "apply Secret Barrel to 2A");
    tt_error err = {0};
    cr_assert_eq(tt_match_advance(m, &err), TT_ADVANCE_OVER);
    cr_assert_eq(tt_match_winner(m), 0, "team 1 wins at once");
    cr_assert_eq(tt_card_zone(m, dm), zone("monster", "2A"), "Dark Hole never resolved");
}

Test(chain, solemn_judgment_pays_half_the_team_lp_and_negates_the_spell)
{
    ready_turn_5(team_duel);
    unsigned hole = place("Dark Hole", "1A", "hand", "1A");
    unsigned dm = place("Dark Magician", "2A", "monster", "2A");
    place_set("Solemn Judgment", "2B");
    to_turn(5);
    take("1A", "activate Dark Hole");
    take("2B", "chain Set Solemn Judgment");
    cr_assert_eq(decide_seat(), (int)seat("1A"), "the chain resolved");
    cr_assert_eq(tt_match_life(m, seat("2A")), 4000, "half of the team's 8000 (YT-1.4)");
    cr_assert_eq(tt_card_zone(m, hole), zone("graveyard", "1A"), "negated and destroyed");
    cr_assert_eq(tt_card_zone(m, dm), zone("monster", "2A"), "its effect never applied");
}

Test(chain, yt_3_1_confiscation_lets_the_activator_pick_from_the_chosen_opponents_hand)
{
    ready_turn_5(team_duel);
    place("Confiscation", "1A", "hand", "1A");
    unsigned skull = place("Summoned Skull", "2B", "hand", "2B");
    place("Battle Ox", "2B", "hand", "2B");
    place("Celtic Guardian", "2A", "hand", "2A");
    to_turn(5);
    take("1A", "activate Confiscation");
    take("1A", "apply Confiscation to 2B");
    take("1A", "discard Summoned Skull from 2B's hand"); /* 1A looks and picks */
    cr_assert_eq(tt_card_zone(m, skull), zone("graveyard", "2B"));
    cr_assert_eq(tt_match_life(m, seat("1B")), 7000, "1000 LP paid from team 1's total");
    cr_assert_eq(tt_zone_count(m, zone("hand", "2A")), 1, "2A untouched");
}

Test(chain, in_1v1_lightning_vortex_hits_the_one_opponent)
{
    open_match_with(duel, spells);
    to_turn(2);
    empty_hand("1A");
    empty_hand("2A");
    place("Lightning Vortex", "1A", "hand", "1A");
    place("Battle Ox", "1A", "hand", "1A");
    unsigned a = place("Celtic Guardian", "2A", "monster", "2A");
    to_turn(3);
    take("1A", "activate Lightning Vortex");
    take("1A", "discard Battle Ox");
    cr_assert_eq(decide_seat(), (int)seat("1A"));
    cr_assert_eq(tt_card_zone(m, a), zone("graveyard", "2A"));
}

Test(chain, yt_3_4_the_partner_sees_a_set_card_but_only_its_owner_activates_it)
{
    ready_turn_5(team_duel);
    unsigned jar = place_set("Jar of Greed", "1A");
    to_turn(7); /* 1B's turn */
    uint32_t seen[TT_MAX_CARDS];
    tt_match_view(m, seat("1B"), seen);
    cr_assert_eq(seen[jar], tt_card_id(m, jar), "YT-3.4: the teammate may look at it");
    tt_match_view(m, seat("2A"), seen);
    cr_assert_eq(seen[jar], TT_HIDDEN, "hidden from the opponents");
    absent("1B", "%s", "activate Set Jar of Greed", "end the turn"); /* not offered to 1B */
}

/* The seats asked, in order, from 1A's Dark Hole until the chain is over (each passes), with
 * 2A holding a Set set_card: "2A 1B 2B ". */
static void asked_after_dark_hole(const char *ruleset, const char *set_card, char *out, size_t size)
{
    static const char *const names[] = {"1A", "2A", "1B", "2B"};
    char label[256];
    ready_turn_5(ruleset);
    place("Dark Hole", "1A", "hand", "1A");
    place("Celtic Guardian", "2A", "monster", "2A");
    place_set(set_card, "2A");
    to_turn(5);
    take("1A", "activate Dark Hole");
    out[0] = '\0';
    for (int i = 0; i < 16; i++) {
        int pass = -1, s = decide_seat();
        for (unsigned o = 0; o < tt_match_option_count(m) && pass < 0; o++) {
            tt_match_option_label(m, o, label, sizeof label);
            if (strncmp(label, "pass", 4) == 0) /* "pass (...)" */
                pass = (int)o;
        }
        if (pass < 0 || s < 0)
            break; /* not a window: the chain is over */
        unsigned k = 0;
        while (k < 3 && seat(names[k]) != (unsigned)s)
            k++;
        strncat(out, names[k], size - strlen(out) - 1);
        strncat(out, " ", size - strlen(out) - 1);
        take(names[k], "pass");
    }
    teardown();
}

/* Issue 33: whether a seat is asked in a window tells the others whether it holds a card that
 * may respond. With responses.ask_every_seat every seat is asked, so the seats asked are the
 * same whether 2A's Set card is a Trap that may chain (Jar of Greed) or a Normal Spell that may
 * not (Dark Hole); without it they differ (the comparison can fail: the timing leak). */
Test(chain, issue_33_ask_every_seat_asks_the_same_seats_whatever_a_hidden_card_is)
{
    static const char asked[] = "name: t\ntitle: t\nextends: ygo-team-duel\nturn: {first: 1}\n"
                                "responses: {ask_every_seat: true}\n";
    char trap[64], spell[64];
    asked_after_dark_hole(asked, "Jar of Greed", trap, sizeof trap);
    asked_after_dark_hole(asked, "Dark Hole", spell, sizeof spell);
    cr_assert_str_eq(trap, spell, "the seats asked tell what 2A's Set card is");
    cr_assert_str_eq(trap, "2A 1B 2B 1A ", "every seat, the activator last: %s", trap);
    asked_after_dark_hole(team_duel, "Jar of Greed", trap, sizeof trap);
    asked_after_dark_hole(team_duel, "Dark Hole", spell, sizeof spell);
    cr_assert_str_neq(trap, spell, "without it only a seat that may respond is asked");
}
