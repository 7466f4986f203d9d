/* test_pendulum.c: Pendulum Monsters under Master Rule 3: the Pendulum Zones (YM-1), the
 * Pendulum Summon up to the free Monster Zones (YM-2), the Extra Deck instead of the Graveyard
 * (YM-3), and none of it under the seed Team Duel. */
#include "ygo_fixture.h"

TestSuite(pendulum, .fini = teardown);

static const char *const cards[] = {"Stargazer Magician", "Timegazer Magician", "Dark Magician",
                                    "Summoned Skull",     "Dark Hole",          NULL};

static void fresh_duel(void)
{
    open_match_with(duel, cards);
    empty_hand("1A");
    empty_hand("2A");
}

Test(pendulum, ym_2_takes_no_more_monsters_than_free_monster_zones)
{
    fresh_duel();
    unsigned sg = place("Stargazer Magician", "1A", "pendulum_left", "1A");
    place("Timegazer Magician", "1A", "pendulum_right", "1A");
    for (unsigned i = 0; i < 4; i++)
        place("Giant Soldier of Stone", "1A", "monster", "1A"); /* one Monster Zone left */
    unsigned dm = place("Dark Magician", "1A", "hand", "1A");
    unsigned skull = place("Summoned Skull", "1A", "hand", "1A");
    to_turn(1);
    take("1A", "Pendulum Summon (left Scale 1, right Scale 8");
    take("1A", "Pendulum Summon Dark Magician (left Scale 1, right Scale 8)");
    decide_seat(); /* the zone is taken by the pick: the summon happens, no second pick */
    cr_assert_eq(tt_card_zone(m, dm), zone("monster", "1A"));
    cr_assert_eq(tt_card_zone(m, skull), zone("hand", "1A"));
    cr_assert_eq(tt_zone_count(m, zone("monster", "1A")), 5);
    cr_assert_eq(tt_card_zone(m, sg), zone("pendulum_left", "1A"), "the Scales stay");
    take("1A", "Pendulum Summon Dark Magician in face-up Attack Position"); /* issue 30 */
    refused("1A", "Pendulum Summon (left Scale 1, right Scale 8", "pendulum_summon");
}

Test(pendulum, ym_2_a_monster_outside_the_scales_is_not_offered)
{
    fresh_duel();
    place("Stargazer Magician", "1A", "pendulum_left", "1A");
    place("Timegazer Magician", "1A", "pendulum_right", "1A");
    place("Blue-Eyes White Dragon", "1A", "hand", "1A");
    to_turn(1);
    refused("1A", "Pendulum Summon (left Scale 1, right Scale 8", "YM-2");
}

Test(pendulum, ym_3_a_destroyed_pendulum_goes_face_up_to_its_owners_extra_deck)
{
    fresh_duel();
    unsigned tg = place("Timegazer Magician", "1A", "monster", "1A");
    place("Dark Hole", "2A", "hand", "2A");
    to_turn(2);
    take("2A", "activate Dark Hole");
    decide_seat(); /* 1A has no response: Dark Hole resolves */
    cr_assert_eq(tt_card_zone(m, tg), zone("extra", "1A"));
    cr_assert_not(tt_card_face_down(m, tg), "face-up in the Extra Deck");
}

Test(pendulum, ym_1_no_pendulum_zone_under_the_seed_team_duel)
{
    open_match_with(team_duel, cards);
    empty_hand("1A");
    unsigned sg = place("Stargazer Magician", "1A", "hand", "1A");
    to_turn(1);
    tt_error err = {0};
    cr_assert_neq(tt_match_decide_label(m, seat("1A"),
                                        "activate Stargazer Magician in a Pendulum "
                                        "Zone (Scale 1)",
                                        &err),
                  0);
    cr_assert_eq(tt_card_zone(m, sg), zone("hand", "1A"));
}

Test(pendulum, ym_2_the_last_monster_that_fits_is_summoned_without_asking_again)
{
    fresh_duel();
    place("Stargazer Magician", "1A", "pendulum_left", "1A");
    place("Timegazer Magician", "1A", "pendulum_right", "1A");
    unsigned dm = place("Dark Magician", "1A", "hand", "1A");
    place("Blue-Eyes White Dragon", "1A", "hand", "1A"); /* Level 8: not between 1 and 8 */
    to_turn(1);
    take("1A", "Pendulum Summon (left Scale 1, right Scale 8");
    take("1A", "Pendulum Summon Dark Magician (left Scale 1, right Scale 8)");
    cr_assert_eq(decide_seat(), (int)seat("1A"), "back in the Main Phase, no empty decision");
    cr_assert_eq(tt_card_zone(m, dm), zone("monster", "1A"));
}

Test(pendulum, ym_3_a_taken_pendulum_goes_to_its_owners_extra_deck_not_the_controllers)
{
    fresh_duel();
    unsigned sg = place("Stargazer Magician", "2A", "monster", "1A"); /* 2A's, 1A controls it */
    place("Dark Hole", "2A", "hand", "2A");
    to_turn(2);
    take("2A", "activate Dark Hole");
    decide_seat();
    cr_assert_eq(tt_card_owner(m, sg), seat("2A"));
    cr_assert_eq(tt_card_zone(m, sg), zone("extra", "2A"), "its owner's Extra Deck (YM-3, YT-3.6)");
    cr_assert_eq(tt_zone_count(m, zone("extra", "1A")), 0);
}
