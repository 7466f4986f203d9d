/* test_effects.c: monster effects and their timings in the Damage Step (YM-9), triggers put on
 * the chain in the YT-5.3 order, the seed's cards that reach one chosen opponent (YT-3.1:
 * Mind Crush, Crush Card Virus, Soul Release), Equip and Continuous Spells, Geartown (YM-6). */
#include "ygo_fixture.h"

TestSuite(effects, .fini = teardown);

static void fresh(const char *yaml, const char *const *cards)
{
    open_match_with(yaml, cards);
    const char *all[] = {"1A", "2A", "1B", "2B"};
    for (unsigned i = 0; i < tt_match_rules(m)->seats; i++)
        empty_hand(all[i]); /* only placed cards count */
}

static unsigned count(const char *z, const char *s)
{
    return tt_zone_count(m, zone(z, s));
}

Test(effects, ym_9_kuriboh_from_the_hand_during_damage_calculation_stops_the_battle_damage)
{
    static const char *const cards[] = {"Kuriboh", NULL};
    fresh(team_duel, cards);
    unsigned k = place("Kuriboh", "1A", "hand", "1A");
    to_turn(4);
    place("Summoned Skull", "2B", "monster", "2B");
    take("2B", "go to the Battle Phase");
    take("2B", "attack 1A directly with Summoned Skull");
    take("1A", "activate Kuriboh from the hand"); /* the damage calculation window */
    decide_seat();
    cr_assert_eq(tt_card_zone(m, k), zone("graveyard", "1A"), "discarded as the cost");
    cr_assert_eq(tt_match_life(m, seat("1A")), 8000, "no battle damage");
}

Test(effects, ym_9_kuriboh_is_not_offered_when_the_teammate_is_attacked)
{
    static const char *const cards[] = {"Kuriboh", NULL};
    fresh(team_duel, cards);
    place("Kuriboh", "1A", "hand", "1A");
    to_turn(4);
    place("Summoned Skull", "2B", "monster", "2B");
    take("2B", "go to the Battle Phase");
    take("2B", "attack 1B directly with Summoned Skull");
    cr_assert_eq(decide_seat(), (int)seat("2B"), "nobody could respond: back to 2B");
    cr_assert_eq(tt_match_life(m, seat("1A")), 8000 - 2500);
}

Test(effects, ym_9_honest_at_the_start_of_the_damage_step_adds_the_attackers_atk)
{
    static const char *const cards[] = {"Honest", NULL};
    fresh(duel, cards);
    place("Honest", "1A", "hand", "1A");
    unsigned hero = place("Elemental HERO Sparkman", "1A", "monster", "1A");
    to_turn(2);
    unsigned skull = place("Summoned Skull", "2A", "monster", "2A");
    take("2A", "go to the Battle Phase");
    take("2A", "attack Elemental HERO Sparkman of 1A with Summoned Skull");
    take("1A", "activate Honest from the hand");
    decide_seat();
    cr_assert_eq(tt_card_zone(m, hero), zone("monster", "1A"), "4100 ATK beats 2500");
    cr_assert_eq(tt_card_zone(m, skull), zone("graveyard", "2A"));
    cr_assert_eq(tt_match_life(m, seat("2A")), 8000 - 1600);
}

Test(effects, ym_9_injection_fairy_lily_gains_3000_for_one_damage_calculation)
{
    static const char *const cards[] = {"Injection Fairy Lily", NULL};
    fresh(duel, cards);
    unsigned lily = place("Injection Fairy Lily", "1A", "monster", "1A");
    to_turn(3);
    unsigned skull = place("Summoned Skull", "2A", "monster", "2A");
    take("1A", "go to the Battle Phase");
    take("1A", "attack Summoned Skull of 2A with Injection Fairy Lily");
    take("1A", "activate Injection Fairy Lily from the field");
    decide_seat();
    cr_assert_eq(tt_match_life(m, seat("1A")), 8000 - 2000, "the cost");
    cr_assert_eq(tt_match_life(m, seat("2A")), 8000 - 900, "3400 against 2500");
    cr_assert_eq(tt_card_zone(m, skull), zone("graveyard", "2A"));
    cr_assert_eq(tt_card_zone(m, lily), zone("monster", "1A"));
}

Test(effects, ym_9_a_flip_effect_of_an_attacked_set_monster_waits_until_after_damage_calc)
{
    static const char *const cards[] = {"Man-Eater Bug", NULL};
    fresh(duel, cards);
    unsigned bug = place("Man-Eater Bug", "1A", "hand", "1A");
    to_turn(1);
    take("1A", "Set Man-Eater Bug");
    to_turn(2);
    unsigned ox = place("Battle Ox", "2A", "monster", "2A");
    take("2A", "go to the Battle Phase");
    take("2A", "attack a face-down monster of 1A with Battle Ox");
    /* destroyed by battle, but still on the field after damage calculation: FLIP resolves */
    take("1A", "target Battle Ox of 2A");
    decide_seat();
    cr_assert_eq(tt_card_zone(m, bug), zone("graveyard", "1A"));
    cr_assert_eq(tt_card_zone(m, ox), zone("graveyard", "2A"), "destroyed by the FLIP effect");
}

Test(effects, ym_9_giant_rat_special_summons_an_earth_monster_at_the_end_of_the_damage_step)
{
    static const char *const cards[] = {"Giant Rat", NULL};
    fresh(duel, cards);
    unsigned rat = place("Giant Rat", "1A", "monster", "1A");
    to_turn(2);
    place("Summoned Skull", "2A", "monster", "2A");
    take("2A", "go to the Battle Phase");
    take("2A", "attack Giant Rat of 1A with Summoned Skull");
    take("1A", "activate the effect of Giant Rat"); /* optional: "You can" */
    absent("1A", "Special Summon %s from the Deck", "Battle Ox", "Celtic Guardian"); /* 1700 */
    take("1A", "Special Summon Celtic Guardian from the Deck");
    decide_seat();
    cr_assert_eq(tt_card_zone(m, rat), zone("graveyard", "1A"));
    cr_assert_eq(count("monster", "1A"), 1);
    unsigned cg = tt_zone_card(m, zone("monster", "1A"), 0);
    cr_assert_str_eq(tt_carddb_name(tt_match_carddb(m), tt_card_id(m, cg)), "Celtic Guardian");
    cr_assert(!tt_card_face_down(m, cg));
}

Test(effects, ym_9_dd_warrior_lady_banishes_both_monsters_after_damage_calculation)
{
    static const char *const cards[] = {"D.D. Warrior Lady", NULL};
    fresh(duel, cards);
    unsigned lady = place("D.D. Warrior Lady", "1A", "monster", "1A");
    to_turn(2);
    unsigned ox = place("Battle Ox", "2A", "monster", "2A");
    take("2A", "go to the Battle Phase");
    take("2A", "attack D.D. Warrior Lady of 1A with Battle Ox");
    take("1A", "activate the effect of D.D. Warrior Lady"); /* optional */
    decide_seat();
    cr_assert_eq(tt_card_zone(m, ox), zone("banished", "2A"));
    cr_assert_eq(tt_card_zone(m, lady), zone("banished", "1A"), "banished, not sent to the GY");
    cr_assert_eq(tt_match_life(m, seat("1A")), 8000 - 200);
}

Test(effects, yt_5_3_simultaneous_triggers_the_turn_players_goes_on_the_chain_first)
{
    static const char *const cards[] = {"Giant Rat", "Mystic Tomato", NULL};
    fresh(team_duel, cards);
    place("Giant Rat", "1A", "monster", "1A");
    to_turn(4);
    place("Mystic Tomato", "2B", "monster", "2B");
    take("2B", "go to the Battle Phase");
    take("2B", "attack Giant Rat of 1A with Mystic Tomato"); /* 1400 each: both destroyed */
    /* chain link 1: 2B's Mystic Tomato (the turn player's); link 2: 1A's Giant Rat, which
     * resolves first; both optional, each asked in that order */
    take("2B", "activate the effect of Mystic Tomato");
    take("1A", "activate the effect of Giant Rat");
    take("1A", "Special Summon Celtic Guardian from the Deck");
    absent("2B", "Special Summon %s from the Deck", "Dark Magician", "Mystic Tomato"); /* 2500 */
    take("2B", "Special Summon Mystic Tomato from the Deck");
}

Test(effects, yt_3_1_mind_crush_discards_every_copy_from_the_chosen_opponents_hand_only)
{
    static const char *const cards[] = {"Mind Crush", NULL};
    fresh(team_duel, cards);
    place_set("Mind Crush", "1A");
    unsigned d1 = place("Dark Magician", "2B", "hand", "2B");
    unsigned d2 = place("Dark Magician", "2B", "hand", "2B");
    unsigned d3 = place("Dark Magician", "2A", "hand", "2A");
    to_turn(1);
    take("1A", "activate Set Mind Crush");
    take("1A", "apply Mind Crush to 2B");
    take("1A", "declare Dark Magician");
    decide_seat();
    cr_assert_eq(tt_card_zone(m, d1), zone("graveyard", "2B"));
    cr_assert_eq(tt_card_zone(m, d2), zone("graveyard", "2B"));
    cr_assert_eq(tt_card_zone(m, d3), zone("hand", "2A"), "the other opponent keeps theirs");
}

Test(effects, yt_3_1_crush_card_virus_destroys_1500_atk_monsters_of_one_opponent)
{
    static const char *const cards[] = {"Crush Card Virus", "Kuriboh", "Hinotama", NULL};
    fresh(team_duel, cards);
    place_set("Crush Card Virus", "1A");
    place("Hinotama", "1A", "hand", "1A");
    place("Hinotama", "1A", "hand", "1A");
    place("Hinotama", "1B", "hand", "1B");
    unsigned kuriboh = place("Kuriboh", "1A", "monster", "1A");
    unsigned skull = place("Summoned Skull", "2A", "monster", "2A");
    unsigned cg = place("Celtic Guardian", "2A", "monster", "2A");
    unsigned bewd = place("Blue-Eyes White Dragon", "2A", "hand", "2A");
    unsigned other = place("Summoned Skull", "2B", "monster", "2B");
    to_turn(1);
    take("1A", "activate Set Crush Card Virus");
    take("1A", "Tribute Kuriboh of 1A"); /* the cost: a DARK monster with 1000 or less ATK */
    take("1A", "apply Crush Card Virus to 2A");
    decide_seat();
    cr_assert_eq(tt_card_zone(m, kuriboh), zone("graveyard", "1A"));
    cr_assert_eq(tt_card_zone(m, skull), zone("graveyard", "2A"));
    cr_assert_eq(tt_card_zone(m, bewd), zone("graveyard", "2A"), "in the hand too");
    cr_assert_eq(tt_card_zone(m, cg), zone("monster", "2A"), "1400 ATK stays");
    cr_assert_eq(tt_card_zone(m, other), zone("monster", "2B"), "the other opponent");
    take("1A", "activate Hinotama");
    take("1A", "apply Hinotama to 2A");
    decide_seat();
    cr_assert_eq(tt_match_life(m, seat("2A")), 8000, "2A takes no damage until turn 2 ends");
    take("1A", "activate Hinotama");
    take("1A", "apply Hinotama to 2B");
    decide_seat();
    cr_assert_eq(tt_match_life(m, seat("2A")), 8000 - 500, "2B was not protected (team LP)");
    to_turn(3); /* YT-5.4: "the next turn" was 2A's turn 2; it is over */
    take("1B", "activate Hinotama");
    take("1B", "apply Hinotama to 2A");
    decide_seat();
    cr_assert_eq(tt_match_life(m, seat("2A")), 8000 - 1000);
}

Test(effects, yt_3_1_soul_release_banishes_from_own_and_the_chosen_opponents_graveyards)
{
    static const char *const cards[] = {"Soul Release", NULL};
    fresh(team_duel, cards);
    place("Soul Release", "1A", "hand", "1A");
    unsigned own = place("Battle Ox", "1A", "graveyard", "1A");
    unsigned theirs = place("Dark Magician", "2A", "graveyard", "2A");
    unsigned other = place("Mystical Elf", "2B", "graveyard", "2B");
    to_turn(1);
    take("1A", "activate Soul Release");
    take("1A", "apply Soul Release to 2A");
    absent("1A", "banish %s's Graveyard", "Mystical Elf from 2B", "Dark Magician from 2A");
    take("1A", "banish Dark Magician from 2A's Graveyard");
    take("1A", "banish Battle Ox from 1A's Graveyard");
    decide_seat();
    cr_assert_eq(tt_card_zone(m, theirs), zone("banished", "2A"));
    cr_assert_eq(tt_card_zone(m, own), zone("banished", "1A"));
    cr_assert_eq(tt_card_zone(m, other), zone("graveyard", "2B"));
}

Test(effects, yb_an_equip_spell_adds_atk_and_goes_to_the_graveyard_when_its_monster_leaves)
{
    static const char *const cards[] = {"Axe of Despair", "Dark Hole", NULL};
    fresh(duel, cards);
    unsigned axe = place("Axe of Despair", "1A", "hand", "1A");
    place("Dark Hole", "1A", "hand", "1A");
    unsigned elf = place("Mystical Elf", "1A", "monster", "1A");
    to_turn(3);
    place("Battle Ox", "2A", "monster", "2A");
    take("1A", "activate Axe of Despair");
    take("1A", "target Mystical Elf of 1A");
    take("1A", "go to the Battle Phase");
    take("1A", "attack Battle Ox of 2A with Mystical Elf"); /* 1800 against 1700 */
    decide_seat();
    cr_assert_eq(tt_match_life(m, seat("2A")), 8000 - 100);
    cr_assert_eq(tt_card_zone(m, axe), zone("spell_trap", "1A"));
    take("1A", "end the Battle Phase");
    take("1A", "activate Dark Hole");
    decide_seat();
    cr_assert_eq(tt_card_zone(m, elf), zone("graveyard", "1A"));
    cr_assert_eq(tt_card_zone(m, axe), zone("graveyard", "1A"), "its monster left the field");
}

Test(effects, yb_banner_of_courage_adds_200_atk_in_its_controllers_battle_phase_only)
{
    static const char *const cards[] = {"Banner of Courage", NULL};
    fresh(duel, cards);
    place("Banner of Courage", "1A", "hand", "1A");
    place("Elemental HERO Sparkman", "1A", "monster", "1A");
    to_turn(1);
    take("1A", "activate Banner of Courage");
    to_turn(2);
    unsigned ox = place("Battle Ox", "2A", "monster", "2A");
    take("2A", "go to the Battle Phase");
    take("2A", "attack Elemental HERO Sparkman of 1A with Battle Ox"); /* 1700 vs 1600 */
    decide_seat();
    cr_assert_eq(tt_match_life(m, seat("1A")), 8000 - 100, "no boost in 2A's Battle Phase");
    place("Elemental HERO Sparkman", "1A", "monster", "1A");
    to_turn(3);
    take("1A", "go to the Battle Phase");
    take("1A", "attack Battle Ox of 2A with Elemental HERO Sparkman"); /* 1800 vs 1700 */
    decide_seat();
    cr_assert_eq(tt_card_zone(m, ox), zone("graveyard", "2A"));
    cr_assert_eq(tt_match_life(m, seat("2A")), 8000 - 100);
}

Test(effects, ym_9_shrink_halves_the_original_atk_at_the_start_of_the_damage_step)
{
    static const char *const cards[] = {"Shrink", NULL};
    fresh(duel, cards);
    place_set("Shrink", "1A");
    unsigned ox = place("Battle Ox", "1A", "monster", "1A");
    to_turn(2);
    unsigned skull = place("Summoned Skull", "2A", "monster", "2A");
    take("2A", "go to the Battle Phase");
    take("1A", "pass"); /* the end of Main Phase 1 (YT-5.2): 1A could use Shrink */
    take("1A", "pass"); /* the Start Step (YM-8) */
    take("2A", "attack Battle Ox of 1A with Summoned Skull");
    take("1A", "pass"); /* the attack declaration (YM-8) */
    take("1A", "activate Set Shrink");
    take("1A", "target Summoned Skull of 2A"); /* 1250 against 1700 */
    decide_seat();
    cr_assert_eq(tt_card_zone(m, skull), zone("graveyard", "2A"));
    cr_assert_eq(tt_card_zone(m, ox), zone("monster", "1A"));
    cr_assert_eq(tt_match_life(m, seat("2A")), 8000 - 450);
}

Test(effects, ym_9_ancient_gear_soldier_locks_spells_and_traps_while_it_attacks)
{
    static const char *const cards[] = {"Shrink", "Ancient Gear Soldier", NULL};
    fresh(duel, cards);
    unsigned shrink = place_set("Shrink", "1A");
    place("Battle Ox", "1A", "monster", "1A");
    to_turn(2);
    place("Ancient Gear Soldier", "2A", "monster", "2A");
    take("2A", "go to the Battle Phase");
    take("1A", "pass"); /* the end of Main Phase 1 (YT-5.2): 1A could use Shrink */
    take("1A", "pass"); /* the Start Step (YM-8): no attack yet, no lock */
    take("2A", "attack Battle Ox of 1A with Ancient Gear Soldier");
    cr_assert_eq(decide_seat(), (int)seat("2A"), "1A was never asked"); /* from the declaration */
    cr_assert_eq(tt_card_zone(m, shrink), zone("spell_trap", "1A"));
}

Test(effects, ym_6_geartown_lowers_tributes_and_its_destruction_special_summons)
{
    static const char *const cards[] = {"Geartown", "Ancient Gear Golem", "Ancient Gear Soldier",
                                        "Mystical Space Typhoon", NULL};
    fresh(duel, cards);
    place("Geartown", "1A", "hand", "1A");
    place("Ancient Gear Golem", "1A", "hand", "1A");
    place("Battle Ox", "1A", "monster", "1A");
    place_set("Mystical Space Typhoon", "2A");
    to_turn(1);
    take("1A", "activate Geartown");
    take("2A", "pass"); /* 2A could chain its Set Typhoon */
    take("1A", "Tribute Summon Ancient Gear Golem (1 Tribute)"); /* Level 8: 1 fewer */
    take("1A", "Tribute Battle Ox of 1A");
    to_turn(2);
    take("2A", "activate Set Mystical Space Typhoon");
    take("2A", "target Geartown of 1A");
    absent("1A", "%s", "Special Summon Ancient Gear Golem from the Deck", /* no SS */
           "activate the effect of Geartown");
    take("1A", "activate the effect of Geartown");
    take("1A", "Special Summon Ancient Gear Soldier from the Deck");
    decide_seat();
    cr_assert_eq(count("monster", "1A"), 2);
}

Test(effects, flip_summoned_gravekeepers_spy_special_summons_a_gravekeepers_from_the_deck)
{
    static const char *const cards[] = {"Gravekeeper's Spy", NULL};
    fresh(duel, cards);
    unsigned spy = place("Gravekeeper's Spy", "1A", "hand", "1A");
    to_turn(1);
    take("1A", "Set Gravekeeper's Spy");
    to_turn(3);
    take("1A", "Flip Summon Gravekeeper's Spy");
    take("1A", "Special Summon Gravekeeper's Spy from the Deck");
    decide_seat();
    cr_assert_eq(count("monster", "1A"), 2);
    cr_assert_eq(tt_card_zone(m, spy), zone("monster", "1A"));
}

/* YT-3.1: the opponent is chosen as the effect activates, whoever the attack hit. */
Test(effects, yt_3_1_memory_crusher_counts_the_extra_deck_of_the_opponent_chosen)
{
    static const char *const cards[] = {"Memory Crusher", NULL};
    fresh(team_duel, cards);
    place("Celtic Guardian", "2A", "extra", "2A"); /* stand-ins: only the count matters */
    place("Celtic Guardian", "2A", "extra", "2A");
    place("Celtic Guardian", "2B", "extra", "2B");
    to_turn(5);
    place("Memory Crusher", "1A", "monster", "1A");
    take("1A", "go to the Battle Phase");
    take("1A", "attack 2A directly with Memory Crusher");
    take("1A", "apply Memory Crusher to 2B");
    decide_seat();
    cr_assert_eq(tt_match_life(m, seat("2A")), 8000 - 1000 - 100, "2B's one card, not 2A's two");
}

/* The seeds' one Field Zone (YT-1.7) with the YM-6 reading: the old one is sent, not destroyed
 * (ygo-team-duel itself destroys it: yt-1.7-a-new-field-spell-destroys-the-old-one-...). */
Test(effects, ym_6_geartown_sent_by_rule_for_a_new_field_spell_does_not_trigger)
{
    static const char *const cards[] = {"Geartown", "Sogen", "Ancient Gear Soldier", NULL};
    fresh("name: t\ntitle: t\nextends: ygo-team-duel\nturn: {first: 1}\n"
          "options: {field_spell_replaced: sent}\n",
          cards);
    unsigned gear = place("Geartown", "1A", "hand", "1A");
    place("Sogen", "2A", "hand", "2A");
    to_turn(1);
    take("1A", "activate Geartown");
    to_turn(2);
    take("2A", "activate Sogen"); /* YT-1.7: one Field Spell in the whole duel */
    cr_assert_eq(decide_seat(), (int)seat("2A"), "1A is offered no Geartown effect");
    cr_assert_eq(tt_card_zone(m, gear), zone("graveyard", "1A"));
    cr_assert_eq(count("monster", "1A"), 0);
}

/* 2A's D.D. Warrior Lady (optional trigger) attacks 1A's Set Man-Eater Bug (mandatory FLIP):
 * both trigger after damage calculation. */
static unsigned bug, lady;

static void lady_attacks_bug(const char *yaml)
{
    static const char *const cards[] = {"Man-Eater Bug", "D.D. Warrior Lady", NULL};
    fresh(yaml, cards);
    bug = place("Man-Eater Bug", "1A", "hand", "1A");
    to_turn(1);
    take("1A", "Set Man-Eater Bug");
    to_turn(2);
    lady = place("D.D. Warrior Lady", "2A", "monster", "2A");
    take("2A", "go to the Battle Phase");
    take("2A", "attack a face-down monster of 1A with D.D. Warrior Lady");
}

Test(effects, yt_5_3_split_mandatory_triggers_go_on_first_even_the_opponents)
{
    lady_attacks_bug(duel);                                 /* responses.triggers: split */
    take("1A", "target D.D. Warrior Lady of 2A");           /* link 1: the FLIP effect */
    take("2A", "activate the effect of D.D. Warrior Lady"); /* link 2 resolves first */
    decide_seat();
    cr_assert_eq(tt_card_zone(m, lady), zone("banished", "2A"));
    cr_assert_eq(tt_card_zone(m, bug), zone("banished", "1A"), "banished, not destroyed");
}

Test(effects, yt_5_3_literal_the_turn_players_trigger_goes_on_first)
{
    lady_attacks_bug("name: t\ntitle: t\nextends: ygo-duel\nturn: {first: 1}\n"
                     "responses: {triggers: literal}\n");
    take("2A", "activate the effect of D.D. Warrior Lady"); /* link 1 */
    take("1A", "target D.D. Warrior Lady of 2A");           /* link 2 resolves first */
    decide_seat();
    cr_assert_eq(tt_card_zone(m, lady), zone("graveyard", "2A"), "the FLIP effect went first");
    cr_assert_eq(tt_card_zone(m, bug), zone("banished", "1A"), "\"also\": the Bug still goes");
}

Test(effects, ym_9_defense_draw_at_damage_calculation_stops_the_damage_and_draws)
{
    static const char *const cards[] = {"Defense Draw", NULL};
    fresh(duel, cards);
    place_set("Defense Draw", "1A");
    to_turn(2);
    place("Summoned Skull", "2A", "monster", "2A");
    unsigned before = count("hand", "1A");
    take("2A", "go to the Battle Phase");
    take("2A", "attack 1A directly with Summoned Skull");
    take("1A", "activate Set Defense Draw"); /* first offered during damage calculation */
    decide_seat();
    cr_assert_eq(tt_match_life(m, seat("1A")), 8000);
    cr_assert_eq(count("hand", "1A"), before + 1);
}

Test(effects, ym_9_airknight_parshath_pierces_and_draws_after_inflicting_battle_damage)
{
    static const char *const cards[] = {"Airknight Parshath", NULL};
    fresh(duel, cards);
    place("Celtic Guardian", "2A", "hand", "2A");
    to_turn(2);
    take("2A", "Set Celtic Guardian");
    to_turn(3);
    place("Airknight Parshath", "1A", "monster", "1A");
    unsigned before = count("hand", "1A");
    take("1A", "go to the Battle Phase");
    take("1A", "attack a face-down monster of 2A with Airknight Parshath"); /* 1900 vs 1200 */
    decide_seat();
    cr_assert_eq(tt_match_life(m, seat("2A")), 8000 - 700, "piercing battle damage");
    cr_assert_eq(count("hand", "1A"), before + 1, "its trigger drew a card");
}

Test(effects, yt_3_6_honest_helps_only_a_monster_its_holder_controls_not_the_teammates)
{
    static const char *const cards[] = {"Honest", NULL};
    fresh(team_duel, cards);
    place("Honest", "1B", "hand", "1B");
    unsigned hero = place("Elemental HERO Sparkman", "1A", "monster", "1A");
    to_turn(4);
    place("Summoned Skull", "2B", "monster", "2B");
    take("2B", "go to the Battle Phase");
    take("2B", "attack Elemental HERO Sparkman of 1A with Summoned Skull");
    cr_assert_eq(decide_seat(), (int)seat("2B"), "1B was not offered Honest");
    cr_assert_eq(tt_card_zone(m, hero), zone("graveyard", "1A"));
}
