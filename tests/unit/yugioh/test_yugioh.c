/* test_yugioh.c: the yugioh module's rules under the shipped rulesets (YT-1.4, YT-2.2, YT-3.5,
 * YT-3.6, YT-4.1, YT-4.2, YM-5, YB Normal Summon limit and damage calculation). Positions are
 * set up through the module ABI, decisions are taken by label as a player would. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ygo_fixture.h"

TestSuite(yugioh, .fini = teardown);

Test(yugioh, ym_5_first_turn_has_no_draw_but_the_second_does)
{
    open_match(team_duel);
    to_turn(1);
    cr_assert_eq(tt_zone_count(m, zone("hand", "1A")), 5, "YM-5: 1A skips the first draw");
    to_turn(2);
    cr_assert_eq(tt_zone_count(m, zone("hand", "2A")), 6, "2A draws on turn 2");
}

Test(yugioh, yt_2_2_no_battle_phase_before_turn_4_of_the_team_duel)
{
    open_match(team_duel);
    to_turn(1);
    refused("1A", "go to the Battle Phase", "first_attack_turn");
    to_turn(3);
    refused("1B", "go to the Battle Phase", "first_attack_turn");
    to_turn(4);
    take("2B", "go to the Battle Phase"); /* 2B, the fourth player, is the first who may */
}

Test(yugioh, yb_the_second_turn_of_a_1v1_duel_may_attack)
{
    open_match(duel);
    to_turn(1);
    refused("1A", "go to the Battle Phase", "first_attack_turn");
    to_turn(2);
    take("2A", "go to the Battle Phase");
}

Test(yugioh, yt_4_2_no_direct_attack_while_either_opponent_controls_a_monster)
{
    open_match(team_duel);
    to_turn(5); /* 1A again */
    place("Elemental HERO Sparkman", "1A", "monster", "1A");
    unsigned dm = place("Dark Magician", "2B", "monster", "2B");
    take("1A", "go to the Battle Phase");
    refused("1A", "attack 2A directly with Elemental HERO Sparkman", "YT-4.2");
    refused("1A", "attack 2B directly with Elemental HERO Sparkman", "YT-4.2");
    /* a monster must be attacked first: the one of 2B, across the whole opposing side */
    take("1A", "attack Dark Magician of 2B with Elemental HERO Sparkman");
    decide_seat(); /* the Damage Step runs to the next decision (YM-9) */
    cr_assert_eq(tt_card_zone(m, dm), zone("monster", "2B"));
    cr_assert_eq(tt_match_life(m, seat("1B")), 8000 - 900);
}

Test(yugioh, yt_4_2_a_direct_attack_is_allowed_when_no_opponent_controls_a_monster)
{
    open_match(team_duel);
    to_turn(5);
    place("Elemental HERO Sparkman", "1A", "monster", "1A");
    take("1A", "go to the Battle Phase");
    take("1A", "attack 2B directly with Elemental HERO Sparkman");
    decide_seat(); /* the Damage Step runs to the next decision (YM-9) */
    cr_assert_eq(tt_match_life(m, seat("2A")), 8000 - 1600);
}

Test(yugioh, yt_4_1_only_the_turn_players_own_monsters_attack)
{
    open_match(team_duel);
    to_turn(5);
    place("Blue-Eyes White Dragon", "1B", "monster", "1B"); /* the teammate's */
    place("Celtic Guardian", "1A", "monster", "1A");        /* the control: 1A's own attacks */
    take("1A", "go to the Battle Phase");
    absent("1A", "attack 2A directly with %s", "Blue-Eyes White Dragon", "Celtic Guardian");
}

Test(yugioh, yt_1_4_battle_damage_lowers_the_shared_team_life_points)
{
    open_match(team_duel);
    to_turn(5);
    place("Elemental HERO Sparkman", "1A", "monster", "1A");
    take("1A", "go to the Battle Phase");
    take("1A", "attack 2A directly with Elemental HERO Sparkman");
    decide_seat(); /* the Damage Step runs to the next decision (YM-9) */
    cr_assert_eq(tt_match_life(m, seat("2A")), 8000 - 1600);
    cr_assert_eq(tt_match_life(m, seat("2B")), 8000 - 1600, "YT-1.4: one total per team");
    cr_assert_eq(tt_match_life(m, seat("1A")), 8000);
}

Test(yugioh, yt_3_6_a_destroyed_monster_goes_to_its_owners_graveyard)
{
    open_match(team_duel);
    to_turn(5);
    place("Blue-Eyes White Dragon", "1A", "monster", "1A");
    /* 2A's Celtic Guardian controlled by 2B (as after a Brain Control) */
    unsigned cg = place("Celtic Guardian", "2A", "monster", "2B");
    cr_assert_eq(tt_card_controller(m, cg), seat("2B"));
    cr_assert_eq(tt_card_owner(m, cg), seat("2A"));
    take("1A", "go to the Battle Phase");
    take("1A", "attack Celtic Guardian of 2B with Blue-Eyes White Dragon");
    decide_seat(); /* the Damage Step runs to the next decision (YM-9) */
    cr_assert_eq(tt_card_zone(m, cg), zone("graveyard", "2A"), "YT-3.6: owner's Graveyard");
    cr_assert_eq(tt_match_life(m, seat("2B")), 8000 - 1600);
}

Test(yugioh, yb_a_stronger_attacker_destroys_an_attack_position_monster_and_deals_the_rest)
{
    open_match(team_duel);
    to_turn(5);
    unsigned a = place("Battle Ox", "1A", "monster", "1A");
    unsigned d = place("Celtic Guardian", "2A", "monster", "2A");
    take("1A", "go to the Battle Phase");
    take("1A", "attack Celtic Guardian of 2A with Battle Ox");
    decide_seat(); /* the Damage Step runs to the next decision (YM-9) */
    cr_assert_eq(tt_card_zone(m, a), zone("monster", "1A"));
    cr_assert_eq(tt_card_zone(m, d), zone("graveyard", "2A"));
    cr_assert_eq(tt_match_life(m, seat("2A")), 8000 - (1700 - 1400));
}

Test(yugioh, yb_attacking_a_stronger_set_monster_flips_it_and_hurts_the_attacker)
{
    open_match(team_duel);
    unsigned elf = place("Mystical Elf", "2A", "hand", "2A"); /* before options are made */
    to_turn(2);
    take("2A", "Set Mystical Elf");
    cr_assert(tt_card_face_down(m, elf));
    to_turn(5);
    unsigned ox = place("Battle Ox", "1A", "monster", "1A");
    take("1A", "go to the Battle Phase");
    take("1A", "attack a face-down monster of 2A with Battle Ox");
    decide_seat(); /* the Damage Step runs to the next decision (YM-9) */
    cr_assert(!tt_card_face_down(m, elf), "the attacked Set monster is flipped face-up");
    cr_assert_eq(tt_card_zone(m, elf), zone("monster", "2A"), "DEF 2000 > ATK 1700");
    cr_assert_eq(tt_card_zone(m, ox), zone("monster", "1A"));
    cr_assert_eq(tt_match_life(m, seat("1B")), 8000 - 300, "the attacker's team takes 300");
    cr_assert_eq(tt_match_life(m, seat("2A")), 8000);
}

Test(yugioh, yt_3_5_a_teammates_monster_is_tributed_only_with_its_permission)
{
    open_match(team_duel);
    to_turn(4); /* hand and field are set before 1A's options are made */
    unsigned skull = place("Summoned Skull", "1A", "hand", "1A");
    unsigned cg = place("Celtic Guardian", "1B", "monster", "1B");
    to_turn(5);
    take("1A", "Tribute Summon Summoned Skull (1 Tribute)");
    take("1A", "Tribute Celtic Guardian of 1B");
    cr_assert_eq(decide_seat(), (int)seat("1B"), "YT-3.5: the controller is asked");
    take("1B", "refuse the Tribute of Celtic Guardian");
    cr_assert_eq(tt_card_zone(m, cg), zone("monster", "1B"), "refused: nothing happens");
    cr_assert_eq(tt_card_zone(m, skull), zone("hand", "1A"));
    /* YT-3.5, our reading: the refusal stands for the turn (no ask-and-refuse without end) */
    refused("1A", "Tribute Summon Summoned Skull (1 Tribute)", "YT-3.5");
    /* the Normal Summon was not used; in 1A's next turn it may ask again and get permission */
    to_turn(9);
    take("1A", "Tribute Summon Summoned Skull (1 Tribute)");
    take("1A", "Tribute Celtic Guardian of 1B");
    take("1B", "allow the Tribute of Celtic Guardian");
    cr_assert_eq(decide_seat(), (int)seat("1A"), "the summon resolves, then 1A goes on");
    cr_assert_eq(tt_card_zone(m, skull), zone("monster", "1A"));
    cr_assert_eq(tt_card_zone(m, cg), zone("graveyard", "1B"), "to its owner's Graveyard");
}

Test(yugioh, yb_one_normal_summon_or_set_per_turn)
{
    open_match(team_duel);
    place("Celtic Guardian", "1A", "hand", "1A"); /* before the first options are made */
    place("Battle Ox", "1A", "hand", "1A");
    to_turn(1);
    take("1A", "Normal Summon Celtic Guardian");
    refused("1A", "Normal Summon Battle Ox", "normal_summon");
    refused("1A", "Set Battle Ox", "normal_summon");
}

Test(yugioh, random_games_finish_under_every_shipped_yugioh_ruleset)
{
    const char *files[] = {"ygo-duel",
                           "ygo-team-duel",
                           "ygo-team-duel-mr3",
                           "variants/ygo-team-duel-16000",
                           "variants/ygo-tag-duel-2025",
                           "variants/ygo-team-duel-team-priority",
                           "variants/ygo-team-duel-everyone-draws"};
    for (size_t f = 0; f < sizeof files / sizeof *files; f++) {
        char path[512];
        snprintf(path, sizeof path, "%s/rulesets/%s.yaml", SRC, files[f]);
        tt_ctx_options o = TT_CTX_OPTIONS_INIT;
        tt_error err = {0};
        tt_ctx *c;
        tt_ruleset *r;
        o.rulesets_dir = SRC "/rulesets";
        o.games_dir = SRC "/games";
        cr_assert_eq(tt_ctx_new(&c, &o, &err), 0);
        cr_assert_eq(tt_ruleset_load_file(&r, c, path, &err), 0, "%s: %s", path, err.msg);
        const tt_rules *rules = tt_ruleset_rules(r);
        tt_deck *decks[TT_MAX_SEATS] = {0};
        tt_match_setup setup = {TT_MATCH_SETUP_VERSION, 0, {0}, {0}, {0}, {0}, NULL, NULL};
        for (unsigned s = 0; s < rules->seats; s++) {
            const char *deck = tt_ruleset_default_deck(r, s);
            char fallback[512];
            if (!deck) {
                snprintf(fallback, sizeof fallback, "%s/games/yugioh/decks/warriors.yaml", SRC);
                deck = fallback;
            }
            cr_assert_eq(tt_deck_load_file(&decks[s], c, r, deck, &err), 0, "%s", err.msg);
            setup.main[s] = tt_deck_ids(decks[s], TT_DECK_MAIN);
            setup.nmain[s] = tt_deck_count(decks[s], TT_DECK_MAIN);
        }
        for (uint64_t seed = 1; seed <= 50; seed++) {
            tt_match *g;
            tt_rng agent;
            setup.seed = seed;
            tt_rng_seed(&agent, seed);
            cr_assert_eq(tt_match_new(&g, c, r, &setup, &err), 0, "%s", err.msg);
            unsigned total = tt_match_card_count(g);
            long n = 0;
            for (; n < 100000; n++) {
                int rc = tt_match_advance(g, &err);
                cr_assert_geq(rc, 0, "%s seed %lu: %s", files[f], (unsigned long)seed, err.msg);
                if (rc == TT_ADVANCE_OVER)
                    break;
                unsigned k = tt_rng_below(&agent, tt_match_option_count(g));
                cr_assert_eq(tt_match_decide(g, (unsigned)tt_match_decision_seat(g), k, &err), 0);
                for (unsigned s = 0; s < rules->seats; s++)
                    cr_assert_geq(tt_match_life(g, s), 0);
            }
            cr_assert_lt(n, 100000, "%s seed %lu did not finish", files[f], (unsigned long)seed);
            unsigned placed = 0; /* every card is somewhere: conserved; a Token out of the
                                    match (not on the field) is in no zone (tokens.c) */
            for (unsigned i = 0; i < total; i++)
                placed += tt_card_zone(g, i) != TT_NOWHERE ||
                          strstr(tt_carddb_name(tt_match_carddb(g), tt_card_id(g, i)), " Token");
            cr_assert_eq(placed, total);
            tt_match_free(g);
        }
        for (unsigned s = 0; s < TT_MAX_SEATS; s++)
            tt_deck_free(decks[s]);
        tt_ruleset_free(r);
        tt_ctx_free(c);
    }
}

static long allocations;
static void *counting_alloc(void *ud, void *ptr, size_t nsize)
{
    (void)ud;
    if (nsize == 0) {
        free(ptr);
        return NULL;
    }
    allocations++;
    return realloc(ptr, nsize);
}

Test(yugioh, advance_and_decide_never_allocate)
{
    tt_ctx_options o = TT_CTX_OPTIONS_INIT;
    tt_error err = {0};
    o.rulesets_dir = SRC "/rulesets";
    o.games_dir = SRC "/games";
    o.alloc = counting_alloc;
    cr_assert_eq(tt_ctx_new(&ctx, &o, &err), 0);
    cr_assert_eq(tt_ruleset_load_shipped(&rs, ctx, "ygo-team-duel", &err), 0, "%s", err.msg);
    tt_deck *deck;
    cr_assert_eq(tt_deck_load_file(&deck, ctx, rs, SRC "/games/yugioh/decks/warriors.yaml", &err),
                 0, "%s", err.msg);
    tt_match_setup setup = {TT_MATCH_SETUP_VERSION, 3, {0}, {0}, {0}, {0}, NULL, NULL};
    for (unsigned s = 0; s < 4; s++) {
        setup.main[s] = tt_deck_ids(deck, TT_DECK_MAIN);
        setup.nmain[s] = tt_deck_count(deck, TT_DECK_MAIN);
    }
    cr_assert_eq(tt_match_new(&m, ctx, rs, &setup, &err), 0, "%s", err.msg);
    tt_rng agent;
    tt_rng_seed(&agent, 3);
    long before = allocations, decisions = 0;
    while (tt_match_advance(m, &err) == TT_ADVANCE_DECIDE) {
        unsigned k = tt_rng_below(&agent, tt_match_option_count(m));
        cr_assert_eq(tt_match_decide(m, (unsigned)tt_match_decision_seat(m), k, &err), 0);
        decisions++;
    }
    cr_assert(tt_match_is_over(m));
    cr_assert_gt(decisions, 10);
    cr_assert_eq(allocations, before, "%ld allocations during %ld decisions", allocations - before,
                 decisions);
    tt_deck_free(deck);
}

Test(yugioh, ym_4_an_extra_deck_over_extra_max_is_refused)
{
    tt_deck *deck = NULL;
    tt_error err = {0};
    open_ruleset("name: t\ntitle: t\nextends: ygo-duel\ndecks: {extra_max: 2}\n");
    const char *text = "name: big extra\ngame: yugioh\n"
                       "main: {Dark Magician: 3, Blue-Eyes White Dragon: 3, Celtic Guardian: 3,\n"
                       "  Mystical Elf: 3, Gemini Elf: 3, Vorse Raider: 3, Alexandrite Dragon: 3,\n"
                       "  Luster Dragon: 3, Battle Ox: 3, Giant Soldier of Stone: 3,\n"
                       "  Elemental HERO Sparkman: 3, Summoned Skull: 3, Archfiend Soldier: 3,\n"
                       "  Jinzo: 1}\n"
                       "extra: {Gaia the Dragon Champion: 3}\n";
    int rc = tt_deck_load_string(&deck, ctx, rs, "deck.yaml", text, &err);
    cr_assert_eq(rc, TT_ERR_SCHEMA, "%s", err.msg);
    cr_assert_null(deck);
    cr_assert_str_eq(err.path, "extra");
    cr_assert(strstr(err.msg, "3 cards; t allows at most 2"), "%s", err.msg);
}

/* The module plays seat turns (YT-2.1): a ruleset of team turns is refused when it loads
 * (tt_game.rules_refusal), at the key, with or without an error record. */
Test(yugioh, a_team_turn_ruleset_is_refused_when_it_loads)
{
    static const char yaml[] = "name: t\ntitle: t\nextends: ygo-team-duel\n"
                               "turn: {unit: team, order: [1, 2]}\n";
    tt_ctx_options o = TT_CTX_OPTIONS_INIT;
    tt_error err = {0};
    o.rulesets_dir = SRC "/rulesets";
    o.games_dir = SRC "/games";
    cr_assert_eq(tt_ctx_new(&ctx, &o, &err), 0);
    cr_assert_eq(tt_ruleset_load_string(&rs, ctx, "t.yaml", yaml, NULL), TT_ERR_SCHEMA);
    cr_assert_null(rs);
    cr_assert_eq(tt_ruleset_load_string(&rs, ctx, "t.yaml", yaml, &err), TT_ERR_SCHEMA);
    cr_assert_null(rs);
    cr_assert_str_eq(err.path, "turn.unit");
    cr_assert_eq(err.line, 4, "at the key in the file: line %d", err.line);
    cr_assert(strstr(err.msg, "seat turns only"), "%s", err.msg);
}
