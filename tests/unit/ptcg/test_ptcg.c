/* test_ptcg.c: the ptcg module under ptcg-standard with the Fire (1A) and Water (2A) decks of
 * issue 4 (PB: setup, Weakness, Resistance, one Energy attachment and one retreat per turn, no
 * attack on the first turn, an attack ends the turn, Knock Outs, Prizes and the three ways to
 * win). Positions are set up through the module's state, decisions are taken by label. */
#include <criterion/criterion.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ptcg.h"
#include "tagteam/tagteam.h"

#define SRC TT_TEST_SRCDIR

extern const tt_game tt_game_ptcg;

static tt_ctx *ctx;
static tt_ruleset *rs;
static tt_match *m;
static tt_deck *decks[4];

static const char standard[] = "name: t\ntitle: t\nextends: ptcg-standard\nturn: {first: 1}\n";

static void open_ctx(void *(*alloc)(void *, void *, size_t))
{
    tt_ctx_options o = TT_CTX_OPTIONS_INIT;
    tt_error err = {0};
    o.rulesets_dir = SRC "/rulesets";
    o.games_dir = SRC "/games";
    o.alloc = alloc;
    cr_assert_eq(tt_ctx_new(&ctx, &o, &err), 0);
}

/* The Fire deck for 1A and the Water deck for 2A under yaml; seed. */
static void open_match(const char *yaml, uint64_t seed)
{
    tt_error err = {0};
    open_ctx(NULL);
    cr_assert_eq(tt_ruleset_load_string(&rs, ctx, "test.yaml", yaml, &err), 0, "%s: %s", err.path,
                 err.msg);
    const char *files[2] = {SRC "/games/ptcg/decks/fire.yaml", SRC "/games/ptcg/decks/water.yaml"};
    tt_match_setup setup = {TT_MATCH_SETUP_VERSION, seed, {0}, {0}, {0}, {0}, NULL, NULL};
    for (unsigned s = 0; s < 2; s++) {
        cr_assert_eq(tt_deck_load_file(&decks[s], ctx, rs, files[s], &err), 0, "%s", err.msg);
        setup.main[s] = tt_deck_ids(decks[s], TT_DECK_MAIN);
        setup.nmain[s] = tt_deck_count(decks[s], TT_DECK_MAIN);
    }
    cr_assert_eq(tt_match_new(&m, ctx, rs, &setup, &err), 0, "%s", err.msg);
}

static void teardown(void)
{
    tt_match_free(m);
    for (unsigned s = 0; s < 4; s++)
        tt_deck_free(decks[s]);
    tt_ruleset_free(rs);
    tt_ctx_free(ctx);
    m = NULL;
    rs = NULL;
    ctx = NULL;
    decks[0] = decks[1] = decks[2] = decks[3] = NULL;
}

TestSuite(ptcg, .fini = teardown);

static ptcg_state *gs(void)
{
    return tt_match_game_state(m);
}

static unsigned seat(const char *name)
{
    int s = tt_seat_parse(tt_match_rules(m), name);
    cr_assert_geq(s, 0);
    return (unsigned)s;
}

static unsigned zone(unsigned kind, const char *s)
{
    return ptcg_zone(m, kind, seat(s));
}

static int decide_seat(void)
{
    tt_error err = {0};
    int rc = tt_match_advance(m, &err);
    cr_assert_eq(rc, TT_ADVANCE_DECIDE, "advance: %d %s", rc, err.msg);
    return tt_match_decision_seat(m);
}

/* Takes the option labelled label for who, then runs the rules to the next decision. */
static void take(const char *who, const char *label)
{
    tt_error err = {0};
    cr_assert_eq(decide_seat(), (int)seat(who), "expected %s to decide", who);
    int rc = tt_match_decide_label(m, seat(who), label, &err);
    cr_assert_eq(rc, 0, "%s: '%s': %s: %s", who, label, err.path, err.msg);
    cr_assert_geq(tt_match_advance(m, &err), 0, "%s", err.msg);
}

static void refused(const char *who, const char *label, const char *key_part)
{
    tt_error err = {0};
    cr_assert_eq(decide_seat(), (int)seat(who));
    size_t size = tt_match_state_size(m);
    char *before = malloc(size);
    memcpy(before, tt_match_state(m), size);
    int rc = tt_match_decide_label(m, seat(who), label, &err);
    cr_assert_eq(rc, TT_ERR_ILLEGAL, "'%s' was not refused", label);
    /* a rule refused it: a label no option has is the decision's "not offered" (absent) */
    cr_assert_str_neq(err.path, "decision", "'%s' is not offered at all: %s", label, err.msg);
    cr_assert(strstr(err.path, key_part), "rule key '%s' lacks '%s'", err.path, key_part);
    cr_assert_eq(memcmp(before, tt_match_state(m), size), 0, "a refusal changed the match");
    free(before);
}

/* No option of who's decision contains form with bad in its %s (the rules never offer it),
 * while one contains form with good in it, the neighbour the same decision offers: a misspelt
 * form fails the control instead of passing as absent. */
static void absent(const char *who, const char *form, const char *bad, const char *good)
{
    char label[256], control[256];
    const char *slot = strstr(form, "%s");
    int offered = 0;
    cr_assert(slot, "absent: the form '%s' has no %%s", form);
    snprintf(label, sizeof label, "%.*s%s%s", (int)(slot - form), form, bad, slot + 2);
    snprintf(control, sizeof control, "%.*s%s%s", (int)(slot - form), form, good, slot + 2);
    cr_assert_eq(decide_seat(), (int)seat(who), "expected %s to decide", who);
    for (unsigned i = 0; i < tt_match_option_count(m); i++) {
        char buf[256];
        tt_match_option_label(m, i, buf, sizeof buf);
        cr_assert(!strstr(buf, label), "'%s' is offered as '%s'", label, buf);
        offered |= strstr(buf, control) != NULL;
    }
    cr_assert(offered, "the control '%s' is not offered either: is the form '%s' misspelt?",
              control, form);
}

/* Runs the setup with the first Basic as Active and no Bench, to turn 1's main phase. */
static void finish_setup(void)
{
    while (decide_seat() >= 0 && tt_match_turn(m) == 0) {
        tt_error err = {0};
        unsigned s = (unsigned)tt_match_decision_seat(m);
        const tt_option *o = tt_match_option_at(m, 0);
        if (o->kind == PO_SETUP_BENCH)
            cr_assert_eq(tt_match_decide_label(m, s, "done setting up", &err), 0);
        else
            cr_assert_eq(tt_match_decide(m, s, 0, &err), 0, "%s", err.msg); /* all extra draws */
    }
}

/* Ends turns until the main phase of `turn` is pending. */
static void to_turn(unsigned turn)
{
    finish_setup();
    while (tt_match_turn(m) < turn) {
        tt_error err = {0};
        int s = decide_seat();
        cr_assert_eq(tt_match_decide_label(m, (unsigned)s, "end the turn", &err), 0, "%s", err.msg);
        decide_seat();
    }
}

/* Makes the pending main-phase decision again, after a test rearranged the position. */
static void reopen(void)
{
    tt_game_ptcg.phase(m, gs(), PP_MAIN);
}

/* A card named name owned by owner that is not in play (deck first, then hand). */
static unsigned find(const char *name, const char *owner)
{
    int id = tt_carddb_find(tt_match_carddb(m), name);
    cr_assert_geq(id, 0, "no card %s", name);
    unsigned from[2] = {zone(gs()->z_deck, owner), zone(gs()->z_hand, owner)};
    for (unsigned f = 0; f < 2; f++)
        for (unsigned i = 0; i < tt_zone_count(m, from[f]); i++)
            if (tt_card_id(m, tt_zone_card(m, from[f], i)) == (uint32_t)id)
                return tt_zone_card(m, from[f], i);
    cr_assert_fail("%s has no %s left in deck or hand", owner, name);
    return 0;
}

/* Makes name owner's Active Pokémon (the one there goes to the discard pile). */
static unsigned set_active(const char *owner, const char *name)
{
    int old = ptcg_active(m, gs(), seat(owner));
    if (old >= 0)
        ptcg_discard_pokemon(m, gs(), (unsigned)old);
    unsigned c = find(name, owner);
    cr_assert_eq(tt_card_put(m, c, zone(gs()->z_active, owner), TT_TOP), 0);
    return c;
}

static unsigned bench(const char *owner, const char *name)
{
    unsigned c = find(name, owner);
    cr_assert_eq(tt_card_put(m, c, zone(gs()->z_bench, owner), TT_TOP), 0);
    return c;
}

static unsigned attach(const char *energy, unsigned pokemon)
{
    char owner[4];
    tt_seat_name(tt_match_rules(m), tt_card_owner(m, pokemon), owner);
    unsigned e = find(energy, owner);
    tt_card_put(m, e, tt_zone_instance(m, gs()->z_attached, seat(owner), -1), TT_TOP);
    gs()->card[e].attached_to = (int16_t)pokemon;
    return e;
}

static unsigned to_hand(const char *owner, const char *name)
{
    unsigned c = find(name, owner);
    tt_card_put(m, c, zone(gs()->z_hand, owner), TT_TOP);
    return c;
}

static unsigned energy_on(unsigned pokemon)
{
    uint8_t have[PT_COUNT];
    return ptcg_energy(m, gs(), pokemon, have);
}

static unsigned count_named(unsigned z, const char *name)
{
    unsigned n = 0;
    for (unsigned i = 0; i < tt_zone_count(m, z); i++)
        n += strcmp(ptcg_name(m, tt_zone_card(m, z, i)), name) == 0;
    return n;
}

Test(ptcg, pb_setup_gives_each_player_a_seven_card_hand_an_active_and_six_prizes)
{
    open_match(standard, 1);
    cr_assert_eq(tt_zone_count(m, zone(gs()->z_hand, "1A")), 7, "PB: 7-card opening hand");
    finish_setup();
    for (unsigned s = 0; s < 2; s++) {
        const char *who = s ? "2A" : "1A";
        cr_assert_eq(tt_zone_count(m, zone(gs()->z_prizes, who)), 6, "PB: 6 Prize cards");
        cr_assert_geq(ptcg_active(m, gs(), s), 0, "an Active Pokémon");
        cr_assert(ptcg_is_basic(m, (unsigned)ptcg_active(m, gs(), s)));
    }
    cr_assert_eq(tt_match_decision_seat(m), (int)seat("1A"));
    cr_assert_eq(tt_match_turn(m), 1);
    /* 1A went first and drew for the turn (skip_first_draw: none): 7 + extra - Active + 1 */
    unsigned extra = gs()->mulligans[1] > gs()->mulligans[0]
                         ? (unsigned)(gs()->mulligans[1] - gs()->mulligans[0])
                         : 0;
    cr_assert_eq(tt_zone_count(m, zone(gs()->z_hand, "1A")), 7 + extra);
}

Test(ptcg, pb_weakness_doubles_the_damage)
{
    open_match(standard, 1);
    to_turn(2);
    unsigned growlithe = set_active("1A", "Growlithe");
    attach("Water Energy", set_active("2A", "Staryu"));
    reopen();
    take("2A", "Staryu: Slap");
    cr_assert_eq(gs()->card[growlithe].damage, 40, "Slap 20, Fire is weak to Water: x2");
}

Test(ptcg, pb_resistance_subtracts_its_printed_value)
{
    open_match(standard, 1);
    to_turn(3);
    unsigned magmar = set_active("1A", "Magmar");
    for (unsigned i = 0; i < 3; i++)
        attach("Fire Energy", magmar);
    unsigned seel = set_active("2A", "Seel");
    /* none of the decks' cards resists: the test edits Seel's printed card in the match's
     * immutable cache (no clone shares it), through an integer to drop the const */
    ptcg_card *c = (ptcg_card *)(uintptr_t)ptcg_card_of(m, seel);
    c->resistance = PT_FIRE;
    c->resistance_value = 30;
    reopen();
    take("1A", "Magmar: Flamethrower");
    cr_assert_eq(gs()->card[seel].damage, 50 - 30, "Resistance -30 as printed");
    cr_assert_eq(energy_on(magmar), 2, "Flamethrower discards 1 Fire Energy");
}

Test(ptcg, pb_one_energy_attachment_per_turn_refused_the_second_time_by_the_limit)
{
    open_match(standard, 1);
    to_turn(1);
    unsigned charmander = set_active("1A", "Charmander");
    to_hand("1A", "Fire Energy");
    to_hand("1A", "Fire Energy");
    reopen();
    take("1A", "attach Fire Energy to Charmander");
    cr_assert_eq(energy_on(charmander), 1);
    refused("1A", "attach Fire Energy to Charmander", "attach_energy");
    to_turn(3);
    take("1A", "attach Fire Energy to Charmander"); /* the limit resets with the turn */
    cr_assert_eq(energy_on(charmander), 2);
}

Test(ptcg, pb_the_first_player_cannot_attack_on_turn_1)
{
    open_match(standard, 1);
    to_turn(1);
    attach("Fire Energy", set_active("1A", "Charmander"));
    reopen();
    refused("1A", "Charmander: Scratch", "first_attack_turn");
    to_turn(3);
    take("1A", "Charmander: Scratch");
}

Test(ptcg, pb_an_attack_ends_the_turn)
{
    open_match(standard, 1);
    to_turn(2);
    unsigned growlithe = set_active("1A", "Growlithe");
    attach("Water Energy", set_active("2A", "Seel"));
    reopen();
    take("2A", "Seel: Headbutt");
    cr_assert_eq(decide_seat(), (int)seat("1A"), "the turn passed to 1A");
    cr_assert_eq(tt_match_turn(m), 3);
    cr_assert_eq(gs()->card[growlithe].damage, 20);
}

Test(ptcg, pb_an_attack_needs_its_energy_cost_with_colorless_paid_by_any_energy)
{
    open_match(standard, 1);
    to_turn(3);
    unsigned charmander = set_active("1A", "Charmander");
    attach("Fire Energy", charmander);
    reopen();
    refused("1A", "Charmander: Ember", "Energy cost"); /* [R][C] with one Fire Energy */
    attach("Fire Energy", charmander);
    reopen();
    take("1A", "Charmander: Ember"); /* the second Fire Energy pays [C] */
}

Test(ptcg, pb_a_knockout_takes_a_prize_and_the_owner_promotes)
{
    open_match(standard, 1);
    to_turn(2);
    unsigned vulpix = set_active("1A", "Vulpix");
    gs()->card[vulpix].damage = 20;
    unsigned growlithe = bench("1A", "Growlithe");
    attach("Water Energy", set_active("2A", "Staryu"));
    unsigned hand = tt_zone_count(m, zone(gs()->z_hand, "2A"));
    reopen();
    take("2A", "Staryu: Slap");
    cr_assert_eq(tt_card_zone(m, vulpix), zone(gs()->z_discard, "1A"), "KO: to the discard");
    cr_assert_eq(tt_prizes_taken(m, seat("2A")), 1);
    cr_assert_eq(tt_zone_count(m, zone(gs()->z_prizes, "2A")), 5);
    cr_assert_eq(tt_zone_count(m, zone(gs()->z_hand, "2A")), hand + 1, "the Prize to the hand");
    take("1A", "move Growlithe to the Active Spot");
    cr_assert_eq(ptcg_active(m, gs(), seat("1A")), (int)growlithe);
    cr_assert_eq(decide_seat(), (int)seat("1A"));
    cr_assert_eq(tt_match_turn(m), 3);
}

Test(ptcg, pb_taking_the_last_prize_wins)
{
    open_match(standard, 1);
    to_turn(2);
    unsigned vulpix = set_active("1A", "Vulpix");
    gs()->card[vulpix].damage = 20;
    bench("1A", "Growlithe");
    attach("Water Energy", set_active("2A", "Staryu"));
    tt_prizes_take(m, seat("2A"), 5);
    reopen();
    take("2A", "Staryu: Slap");
    cr_assert_eq(tt_match_advance(m, NULL), TT_ADVANCE_OVER);
    cr_assert_eq(tt_match_winner(m), 1, "team 2 took its 6th Prize");
}

Test(ptcg, pb_a_player_with_no_pokemon_in_play_loses)
{
    open_match(standard, 1);
    to_turn(2);
    unsigned vulpix = set_active("1A", "Vulpix");
    gs()->card[vulpix].damage = 20;
    attach("Water Energy", set_active("2A", "Staryu"));
    reopen();
    take("2A", "Staryu: Slap");
    cr_assert_eq(tt_match_advance(m, NULL), TT_ADVANCE_OVER);
    cr_assert_eq(tt_match_winner(m), 1);
    cr_assert_eq(tt_prizes_taken(m, seat("2A")), 1, "one Prize only: the empty field decided");
}

Test(ptcg, pb_a_player_who_cannot_draw_at_the_start_of_the_turn_loses)
{
    open_match(standard, 1);
    to_turn(1);
    unsigned deck = zone(gs()->z_deck, "2A");
    while (tt_zone_count(m, deck))
        tt_card_put(m, tt_zone_card(m, deck, 0), zone(gs()->z_discard, "2A"), TT_TOP);
    take("1A", "end the turn");
    cr_assert_eq(tt_match_advance(m, NULL), TT_ADVANCE_OVER);
    cr_assert_eq(tt_match_winner(m), 0);
    cr_assert(tt_seat_is_out(m, seat("2A")));
}

Test(ptcg, pb_effects_draw_what_is_left_without_decking_out)
{
    open_match(standard, 1);
    to_turn(1);
    unsigned deck = zone(gs()->z_deck, "1A");
    to_hand("1A", "Bill");
    while (tt_zone_count(m, deck) > 1)
        tt_card_put(m, tt_zone_card(m, deck, 0), zone(gs()->z_discard, "1A"), TT_TOP);
    reopen();
    take("1A", "play Bill");
    cr_assert_eq(tt_zone_count(m, deck), 0);
    cr_assert(!tt_seat_is_out(m, seat("1A")), "only the draw of the turn decks a player out");
}

Test(ptcg, pb_retreat_discards_energy_equal_to_the_retreat_cost_once_per_turn)
{
    open_match(standard, 1);
    to_turn(1);
    unsigned magmar = set_active("1A", "Magmar");
    for (unsigned i = 0; i < 3; i++)
        attach("Fire Energy", magmar);
    unsigned vulpix = bench("1A", "Vulpix");
    attach("Fire Energy", vulpix);
    unsigned discard = zone(gs()->z_discard, "1A");
    unsigned before = count_named(discard, "Fire Energy");
    reopen();
    take("1A", "retreat Magmar for Vulpix (discard 2 Fire Energy)");
    cr_assert_eq(ptcg_active(m, gs(), seat("1A")), (int)vulpix);
    cr_assert_eq(tt_card_zone(m, magmar), zone(gs()->z_bench, "1A"));
    cr_assert_eq(energy_on(magmar), 1, "retreat cost 2 of 3 Energy");
    cr_assert_eq(count_named(discard, "Fire Energy"), before + 2);
    refused("1A", "retreat Vulpix for Magmar (discard 1 Fire Energy)", "retreat");
}

Test(ptcg, pb_retreat_needs_energy_for_its_cost)
{
    open_match(standard, 1);
    to_turn(1);
    attach("Fire Energy", set_active("1A", "Magmar"));
    bench("1A", "Vulpix");
    reopen();
    refused("1A", "retreat Magmar for Vulpix", "retreat cost");
}

Test(ptcg, pb_a_paralyzed_pokemon_cannot_attack_or_retreat_until_after_its_owners_turn)
{
    open_match(standard, 1);
    to_turn(3);
    unsigned charmander = set_active("1A", "Charmander");
    attach("Fire Energy", charmander);
    bench("1A", "Vulpix");
    ptcg_condition_set(m, gs(), charmander, PC_PARALYZED);
    reopen();
    refused("1A", "Charmander: Scratch", "Paralyzed");
    refused("1A", "retreat Charmander for Vulpix", "Paralyzed");
    take("1A", "end the turn"); /* the Checkup after 1A's turn ends it */
    cr_assert_eq(gs()->card[charmander].conditions & PC_PARALYZED, 0);
}

Test(ptcg, pb_pluspower_adds_10_after_weakness_and_is_discarded_at_the_end_of_the_turn)
{
    open_match(standard, 1);
    to_turn(2);
    unsigned growlithe = set_active("1A", "Growlithe");
    attach("Water Energy", set_active("2A", "Staryu"));
    unsigned pp = to_hand("2A", "PlusPower");
    reopen();
    take("2A", "play PlusPower on Staryu");
    take("2A", "Staryu: Slap");
    cr_assert_eq(gs()->card[growlithe].damage, 20 * 2 + 10);
    cr_assert_eq(tt_card_zone(m, pp), zone(gs()->z_discard, "2A"));
}

Test(ptcg, pb_prevented_damage_lasts_through_the_opponents_next_turn)
{
    open_match(standard, 1);
    to_turn(2);
    unsigned squirtle = set_active("2A", "Squirtle");
    ptcg_protect(m, seat("2A"), squirtle); /* as after Withdraw's heads */
    take("2A", "end the turn");
    attach("Fire Energy", set_active("1A", "Charmander"));
    reopen();
    take("1A", "Charmander: Scratch");
    cr_assert_eq(gs()->card[squirtle].damage, 0, "prevented during 1A's turn");
    cr_assert(!ptcg_is_protected(m, squirtle), "and no longer after it");
}

Test(ptcg, pb_the_bench_holds_what_the_ruleset_says)
{
    open_match("name: t\ntitle: t\nextends: ptcg-standard\nturn: {first: 1}\n"
               "zones: {bench: {capacity: 1}}\n",
               1);
    to_turn(1);
    to_hand("1A", "Vulpix");
    to_hand("1A", "Ponyta");
    reopen();
    take("1A", "put Vulpix onto the Bench");
    refused("1A", "put Ponyta onto the Bench", "zones.bench.capacity");
}

/* ---- doubles (PD): ptcg-doubles with its default decks, team 1 first ---------------- */

static const char doubles[] = "name: t\ntitle: t\nextends: ptcg-doubles\nturn: {first: 1}\n";

static tt_match_setup doubles_setup(uint64_t seed)
{
    tt_error err = {0};
    tt_match_setup setup = {TT_MATCH_SETUP_VERSION, seed, {0}, {0}, {0}, {0}, NULL, NULL};
    for (unsigned s = 0; s < 4; s++) {
        if (!decks[s]) {
            const char *file = tt_ruleset_default_deck(rs, s);
            cr_assert_not_null(file, "seat %u has no default deck", s);
            cr_assert_eq(tt_deck_load_file(&decks[s], ctx, rs, file, &err), 0, "%s", err.msg);
        }
        setup.main[s] = tt_deck_ids(decks[s], TT_DECK_MAIN);
        setup.nmain[s] = tt_deck_count(decks[s], TT_DECK_MAIN);
    }
    return setup;
}

static void open_doubles(uint64_t seed)
{
    tt_error err = {0};
    open_ctx(NULL);
    cr_assert_eq(tt_ruleset_load_string(&rs, ctx, "test.yaml", doubles, &err), 0, "%s: %s",
                 err.path, err.msg);
    tt_match_setup setup = doubles_setup(seed);
    cr_assert_eq(tt_match_new(&m, ctx, rs, &setup, &err), 0, "%s", err.msg);
}

static unsigned lane_of(const char *name)
{
    const tt_rules *r = tt_match_rules(m);
    for (unsigned l = 0; l < r->nlanes; l++)
        if (strcmp(r->lanes[l].name, name) == 0)
            return l;
    cr_assert_fail("no lane %s", name);
    return 0;
}

static unsigned lzone(unsigned kind, const char *s, const char *lane)
{
    return ptcg_lane_zone(m, kind, seat(s), lane_of(lane));
}

/* Ends the pending main phase of the seat deciding (its "end the turn"/"done" option). */
static void end_main(void)
{
    tt_error err = {0};
    int s = decide_seat();
    for (unsigned i = 0; i < tt_match_option_count(m); i++)
        if (tt_match_option_at(m, i)->kind == PO_END_TURN) {
            cr_assert_eq(tt_match_decide(m, (unsigned)s, i, &err), 0, "%s", err.msg);
            return;
        }
    cr_assert_fail("no end option");
}

static void to_team_turn(unsigned turn)
{
    finish_setup();
    while (decide_seat() >= 0 && tt_match_turn(m) < turn)
        end_main();
}

static unsigned put_in(const char *owner, const char *name, unsigned kind, const char *lane)
{
    unsigned c = find(name, owner);
    cr_assert_eq(tt_card_put(m, c, lzone(kind, owner, lane), TT_TOP), 0);
    return c;
}

Test(ptcg, pd_4_pd_5_setup_actives_in_own_side_lanes_three_prizes_there_three_in_the_center)
{
    open_doubles(1);
    to_team_turn(1);
    const char *seats[4] = {"1A", "1B", "2A", "2B"}, *side[4] = {"left", "right", "left", "right"};
    for (unsigned i = 0; i < 4; i++) {
        cr_assert_eq(tt_zone_count(m, lzone(gs()->z_active, seats[i], side[i])), 1, "%s", seats[i]);
        cr_assert_eq(tt_zone_count(m, lzone(gs()->z_prizes, seats[i], side[i])), 3);
        cr_assert_eq(tt_zone_count(m, lzone(gs()->z_active, seats[i], "center")), 0);
        unsigned center = lzone(gs()->z_prizes, seats[i], "center"), mine = 0;
        cr_assert_eq(tt_zone_count(m, center), 6, "the team's 3 + 3 center Prizes");
        for (unsigned k = 0; k < 6; k++)
            mine += tt_card_owner(m, tt_zone_card(m, center, k)) == seat(seats[i]);
        cr_assert_eq(mine, 3, "cards keep their owner (PD-3)");
    }
}

Test(ptcg, pd_6_both_teammates_act_in_one_team_turn)
{
    open_doubles(1);
    to_team_turn(1);
    cr_assert_eq(tt_turn_seats(m), 3u, "1A and 1B act in team 1's turn");
    cr_assert_eq(tt_zone_count(m, zone(gs()->z_deck, "1A")), 60 - 7 - 6 - 1);
    cr_assert_eq(tt_zone_count(m, zone(gs()->z_deck, "1B")), 60 - 7 - 6 - 1, "both drew");
    take("1A", "done for this turn (1B plays on)");
    cr_assert_eq(decide_seat(), (int)seat("1B"));
    take("1B", "end the turn");
    cr_assert_eq(tt_match_turn(m), 2);
    cr_assert_eq(tt_turn_seats(m), 12u, "then 2A and 2B");
}

Test(ptcg, pd_11_no_bench_without_an_active_in_that_lane)
{
    open_doubles(1);
    to_team_turn(1);
    to_hand("1A", "Growlithe");
    to_hand("1A", "Ponyta");
    reopen();
    absent("1A", "put Growlithe %s (center)", "onto the Bench", "in the Active Spot");
    absent("1A", "put Growlithe in the Active Spot (%s)", "right", "center"); /* 1B's side lane */
    take("1A", "put Growlithe in the Active Spot (center)");
    cr_assert_eq(tt_zone_count(m, lzone(gs()->z_active, "1A", "center")), 1);
    take("1A", "put Ponyta onto the Bench (center)");
    cr_assert_eq(tt_zone_count(m, lzone(gs()->z_bench, "1A", "center")), 1);
}

Test(ptcg, pd_14_one_energy_per_lane)
{
    open_doubles(1);
    to_team_turn(1);
    unsigned g = put_in("1A", "Growlithe", gs()->z_active, "center");
    (void)g;
    to_hand("1A", "Fire Energy");
    to_hand("1A", "Fire Energy");
    to_hand("1B", "Fire Energy");
    reopen();
    char left[64];
    snprintf(left, sizeof left, "attach Fire Energy to %s (left)",
             ptcg_name(m, (unsigned)ptcg_active(m, gs(), seat("1A"))));
    take("1A", left);
    refused("1A", left, "attach_energy");
    take("1A", "attach Fire Energy to Growlithe (center)");
    take("1A", "done for this turn (1B plays on)");
    refused("1B", "attach Fire Energy to Growlithe (center)", "per lane");
}

Test(ptcg, pd_12_a_supporter_per_lane_and_per_seat)
{
    open_doubles(3);
    to_team_turn(3);
    to_hand("1A", "Hop");
    to_hand("1B", "Hop");
    to_hand("1B", "Hop");
    reopen();
    take("1A", "play Hop (center)");
    to_hand("1A", "Hop");
    reopen();
    refused("1A", "play Hop (left)", "per seat");
    take("1A", "done for this turn (1B plays on)");
    refused("1B", "play Hop (center)", "per lane");
    take("1B", "play Hop (right)");
}

static unsigned attacks_seen;
static void count_attacks(const tt_match *g, const tt_event *ev, void *payload)
{
    (void)g;
    (void)payload;
    attacks_seen += ev->kind == TT_EV_GAME + PE_ATTACK;
}

Test(ptcg, pd_12_an_attack_ends_only_its_lane_and_the_lanes_attack_together)
{
    open_doubles(1);
    to_team_turn(3);
    unsigned a = (unsigned)ptcg_active(m, gs(), seat("1A"));
    unsigned b = (unsigned)ptcg_active(m, gs(), seat("1B"));
    for (unsigned i = 0; i < 3; i++) {
        attach("Fire Energy", a);
        attach(i < 2 ? "Fire Energy" : "Water Energy", b);
    }
    unsigned da = (unsigned)ptcg_active(m, gs(), seat("2A"));
    unsigned db = (unsigned)ptcg_active(m, gs(), seat("2B"));
    reopen();
    char label[96];
    snprintf(label, sizeof label, "%s (left): %s", ptcg_name(m, a), ptcg_attack_name(m, a, 0));
    attacks_seen = 0;
    tt_match_set_event_fn(m, count_attacks, NULL);
    take("1A", label);
    cr_assert_eq(decide_seat(), (int)seat("1A"), "1A still plays in the center");
    absent("1A", "%s", label, "done for this turn (1B plays on)"); /* label was just taken */
    take("1A", "done for this turn (1B plays on)");
    cr_assert_eq(attacks_seen, 0, "attacks resolve together at the end");
    snprintf(label, sizeof label, "%s (right): %s", ptcg_name(m, b), ptcg_attack_name(m, b, 0));
    tt_error err = {0};
    cr_assert_eq(tt_match_decide_label(m, seat("1B"), label, &err), 0, "%s", err.msg);
    cr_assert_eq(decide_seat(), (int)seat("1B"), "1B may still play in the center");
    cr_assert_eq(attacks_seen, 0);
    end_main();
    decide_seat();
    cr_assert_eq(attacks_seen, 2, "both lanes attacked: %u", attacks_seen);
    (void)da;
    (void)db;
    cr_assert_eq(tt_match_turn(m), 4);
}

Test(ptcg, pd_22_a_seat_that_cannot_draw_is_eliminated)
{
    open_doubles(1);
    to_team_turn(2);
    unsigned mine = put_in("1B", "Growlithe", gs()->z_active, "center");
    unsigned side = (unsigned)ptcg_active(m, gs(), seat("1B"));
    unsigned e = attach("Water Energy", side);
    unsigned deck = zone(gs()->z_deck, "1B");
    while (tt_zone_count(m, deck))
        tt_card_put(m, tt_zone_card(m, deck, 0), zone(gs()->z_discard, "1B"), TT_TOP);
    end_main();
    end_main();
    decide_seat();
    cr_assert(tt_seat_is_out(m, seat("1B")));
    cr_assert(!tt_match_is_over(m), "the team plays on");
    cr_assert_eq(tt_card_zone(m, side), TT_NOWHERE, "its side-lane Pokémon are removed");
    cr_assert_eq(tt_card_zone(m, e), TT_NOWHERE, "with their Energy");
    cr_assert_eq(tt_zone_count(m, lzone(gs()->z_prizes, "1B", "right")), 0);
    cr_assert_eq(tt_card_zone(m, mine), lzone(gs()->z_active, "1B", "center"), "center stays");
    cr_assert_eq(decide_seat(), (int)seat("1A"));
    take("1A", "end the turn"); /* no teammate left to play on */
    cr_assert_eq(tt_match_turn(m), 4);
}

Test(ptcg, pd_23_a_team_with_no_pokemon_in_any_lane_loses)
{
    open_doubles(1);
    to_team_turn(1);
    unsigned a = (unsigned)ptcg_active(m, gs(), seat("2A"));
    unsigned b = (unsigned)ptcg_active(m, gs(), seat("2B"));
    gs()->card[a].damage = (uint16_t)ptcg_card_of(m, a)->hp;
    gs()->card[b].damage = (uint16_t)ptcg_card_of(m, b)->hp;
    end_main();
    end_main(); /* the Checkup Knocks both Out */
    tt_error err = {0};
    cr_assert_eq(tt_match_advance(m, &err), TT_ADVANCE_OVER);
    cr_assert_eq(tt_match_winner(m), 0);
    cr_assert_eq(tt_prizes_taken(m, 0), 2, "a Prize in each lane");
    cr_assert_eq(tt_zone_count(m, lzone(gs()->z_prizes, "1A", "left")), 2);
    cr_assert_eq(tt_zone_count(m, lzone(gs()->z_prizes, "1B", "right")), 2);
}

Test(ptcg, pd_24_nine_prizes_win)
{
    open_doubles(1);
    to_team_turn(1);
    tt_prizes_take(m, seat("1B"), 8);
    unsigned c = put_in("2A", "Squirtle", gs()->z_active, "center");
    gs()->card[c].damage = (uint16_t)ptcg_card_of(m, c)->hp;
    end_main();
    end_main();
    tt_error err = {0};
    cr_assert_eq(decide_seat(), (int)seat("1A"), "PD-20: the team chooses whose Prize card");
    cr_assert_eq(tt_match_decide_label(m, seat("1A"), "1B takes a Prize card (center)", &err), 0,
                 "%s", err.msg);
    cr_assert_eq(tt_match_advance(m, &err), TT_ADVANCE_OVER);
    cr_assert_eq(tt_match_winner(m), 0, "team 1 took its 9th Prize");
    cr_assert_eq(tt_prizes_taken(m, 0), 9);
    cr_assert_eq(tt_zone_count(m, lzone(gs()->z_prizes, "1A", "center")), 5,
                 "the center KO's Prize comes from the center");
}

Test(ptcg, pb_evolving_keeps_damage_and_energy_and_ends_special_conditions)
{
    open_match(standard, 1);
    to_turn(3);
    unsigned charmander = set_active("1A", "Charmander");
    unsigned e = attach("Fire Energy", charmander);
    gs()->card[charmander].damage = 20;
    ptcg_condition_set(m, gs(), charmander, PC_POISONED);
    to_hand("1A", "Charmeleon");
    to_hand("1A", "Charizard");
    reopen();
    take("1A", "evolve Charmander into Charmeleon");
    unsigned meleon = (unsigned)ptcg_active(m, gs(), seat("1A"));
    cr_assert_str_eq(ptcg_name(m, meleon), "Charmeleon");
    cr_assert_eq(gs()->card[meleon].damage, 20, "PB: damage stays");
    cr_assert_eq(gs()->card[e].attached_to, (int16_t)meleon, "PB: Energy stays");
    cr_assert_eq(gs()->card[charmander].attached_to, (int16_t)meleon, "Charmander stays under it");
    cr_assert_eq(gs()->card[meleon].conditions, 0, "PB: evolving ends Special Conditions");
    refused("1A", "evolve Charmeleon into Charizard", "put into play this turn");
}

Test(ptcg, pb_no_evolution_on_a_players_first_turn_nor_on_a_pokemon_played_this_turn)
{
    open_match(standard, 1);
    to_turn(1);
    set_active("1A", "Charmander");
    to_hand("1A", "Charmeleon");
    reopen();
    refused("1A", "evolve Charmander into Charmeleon", "first turn");
    to_turn(2);
    set_active("2A", "Squirtle");
    to_hand("2A", "Wartortle");
    reopen();
    refused("2A", "evolve Squirtle into Wartortle", "first turn"); /* the second player too */
    to_turn(3);
    set_active("1A", "Growlithe");
    to_hand("1A", "Charmander");
    reopen();
    take("1A", "put Charmander onto the Bench");
    refused("1A", "evolve benched Charmander into Charmeleon", "put into play this turn");
    refused("1A", "put Charmeleon onto the Bench", "only a Basic");
}

Test(ptcg, pb_a_knocked_out_evolution_goes_with_its_lower_stage_and_tool_to_the_discard_pile)
{
    open_match(standard, 1);
    to_turn(4);
    unsigned squirtle = set_active("2A", "Squirtle");
    to_hand("2A", "Wartortle");
    unsigned band = to_hand("2A", "Muscle Band");
    reopen();
    take("2A", "evolve Squirtle into Wartortle");
    unsigned wartortle = (unsigned)ptcg_active(m, gs(), seat("2A"));
    take("2A", "play Muscle Band on Wartortle");
    cr_assert_eq(gs()->card[band].attached_to, (int16_t)wartortle);
    take("2A", "end the turn");
    gs()->card[wartortle].damage = (uint16_t)(ptcg_card_of(m, wartortle)->hp - 10);
    attach("Fire Energy", set_active("1A", "Charmander"));
    reopen();
    take("1A", "Charmander: Scratch");
    unsigned discard = zone(gs()->z_discard, "2A");
    cr_assert_eq(tt_card_zone(m, wartortle), discard, "Knocked Out");
    cr_assert_eq(tt_card_zone(m, squirtle), discard, "its lower stage with it");
    cr_assert_eq(tt_card_zone(m, band), discard, "its Tool with it");
    cr_assert_eq(tt_prizes_taken(m, seat("1A")), 1);
}

Test(ptcg, pb_muscle_band_adds_20_before_weakness)
{
    open_match(standard, 1);
    to_turn(2);
    unsigned arcanine = set_active("1A", "Arcanine");
    unsigned staryu = set_active("2A", "Staryu");
    attach("Water Energy", staryu);
    to_hand("2A", "Muscle Band");
    reopen();
    take("2A", "play Muscle Band on Staryu");
    take("2A", "Staryu: Slap");
    cr_assert_eq(gs()->card[arcanine].damage, (20 + 20) * 2, "Slap 20 + 20, then Weakness x2");
}

Test(ptcg, pd_13_a_stadium_works_only_in_its_lane_and_not_twice_by_name)
{
    open_doubles(1);
    to_team_turn(3);
    unsigned left = (unsigned)ptcg_lane_active(m, gs(), seat("1A"), lane_of("left"));
    unsigned center = put_in("1A", "Ponyta", gs()->z_active, "center");
    unsigned meleon = put_in("1A", "Charmeleon", gs()->z_bench, "left");
    unsigned printed = ptcg_card_of(m, left)->retreat;
    to_hand("1A", "Beach Court");
    reopen();
    take("1A", "play Beach Court (left)");
    cr_assert_eq(ptcg_retreat_cost(m, gs(), left), printed ? printed - 1 : 0, "a Basic: -1");
    cr_assert_eq(ptcg_retreat_cost(m, gs(), center), 1, "PD-13: not in the center");
    cr_assert_eq(ptcg_retreat_cost(m, gs(), meleon), 1, "not a Stage 1");
    to_team_turn(4);
    to_hand("2A", "Beach Court");
    reopen();
    refused("2A", "play Beach Court (left)", "name");
    take("2A", "play Beach Court (center)");
    cr_assert_eq(ptcg_retreat_cost(m, gs(), center), 0, "now the center has one too");
}

Test(ptcg, pd_9_a_once_per_turn_ability_in_the_center_serves_the_whole_team)
{
    open_doubles(1);
    to_team_turn(3);
    put_in("1A", "Salazzle", gs()->z_active, "center");
    to_hand("1A", "Fire Energy");
    to_hand("1A", "Fire Energy");
    to_hand("1B", "Fire Energy");
    unsigned hand = zone(gs()->z_hand, "1A"), before = tt_zone_count(m, hand);
    reopen();
    take("1A", "use Salazzle's Roast Reveal (center)");
    take("1A", "discard Fire Energy from the hand");
    cr_assert_eq(tt_zone_count(m, hand), before - 1 + 3, "discard a Fire Energy, draw 3");
    refused("1A", "use Salazzle's Roast Reveal (center)", "ability");
    take("1A", "done for this turn (1B plays on)");
    refused("1B", "use Salazzle's Roast Reveal (center)", "ability"); /* PD-9 */
}

Test(ptcg, pd_9_an_ability_usable_as_often_as_you_like_is_usable_by_both_teammates)
{
    open_doubles(1);
    to_team_turn(4);
    unsigned blastoise = put_in("2A", "Blastoise", gs()->z_active, "center");
    to_hand("2A", "Water Energy");
    to_hand("2A", "Water Energy");
    to_hand("2B", "Water Energy");
    reopen();
    take("2A", "use Blastoise's Rain Dance on Blastoise (center)");
    take("2A", "use Blastoise's Rain Dance on Blastoise (center)");
    take("2A", "done for this turn (2B plays on)");
    take("2B", "use Blastoise's Rain Dance on Blastoise (center)");
    cr_assert_eq(energy_on(blastoise), 3);
    take("2B", "attach Water Energy to Blastoise (center)"); /* not the attachment of the turn */
}

Test(ptcg, pd_8_reset_stamp_in_the_center_applies_to_the_one_opponent_chosen)
{
    open_doubles(1);
    to_team_turn(3);
    to_hand("1A", "Reset Stamp");
    unsigned a = zone(gs()->z_hand, "2A"), before = tt_zone_count(m, a);
    reopen();
    take("1A", "play Reset Stamp on 2B (center)");
    cr_assert_eq(tt_zone_count(m, zone(gs()->z_hand, "2B")), 6, "3 Prizes left + 3 in the center");
    cr_assert_eq(tt_zone_count(m, a), before, "not both opponents");
}

Test(ptcg, pd_16_gladion_takes_only_the_players_own_prizes_of_its_lane)
{
    open_doubles(1);
    to_team_turn(3);
    unsigned gladion = to_hand("1A", "Gladion");
    unsigned center = lane_of("center"), prizes = lzone(gs()->z_prizes, "1A", "center");
    reopen();
    decide_seat();
    int play = -1;
    for (unsigned i = 0; i < tt_match_option_count(m); i++) {
        const tt_option *o = tt_match_option_at(m, i);
        if (o->kind == PO_TRAINER && o->a == (int16_t)gladion && o->c == (int16_t)center) {
            cr_assert_eq(o->b, -1, "the option names no Prize card before Gladion is played");
            play = (int)i;
        }
    }
    cr_assert_geq(play, 0);
    tt_error err = {0};
    cr_assert_eq(tt_match_decide(m, seat("1A"), (unsigned)play, &err), 0, "%s", err.msg);
    decide_seat();
    cr_assert_eq(tt_match_decision_seat(m), (int)seat("1A"));
    cr_assert_gt(tt_match_option_count(m), 0);
    for (unsigned i = 0; i < tt_match_option_count(m); i++) {
        const tt_option *o = tt_match_option_at(m, i);
        cr_assert_eq(o->kind, PO_GLADION);
        cr_assert_eq(tt_card_owner(m, (unsigned)o->a), seat("1A"), "PD-16: only 1A's own");
    }
    unsigned prize = (unsigned)tt_match_option_at(m, 0)->a;
    cr_assert_eq(tt_match_decide(m, seat("1A"), 0, &err), 0, "%s", err.msg);
    decide_seat();
    cr_assert_eq(tt_card_zone(m, prize), zone(gs()->z_hand, "1A"));
    cr_assert_eq(tt_card_zone(m, gladion), prizes, "Gladion is shuffled into the Prizes");
    cr_assert(tt_card_face_down(m, gladion));
    cr_assert_eq(tt_zone_count(m, prizes), 6);
}

Test(ptcg, pd_10_a_knocked_out_center_pokemon_and_its_cards_go_to_their_owners_piles)
{
    open_doubles(1);
    to_team_turn(3);
    unsigned charmander = put_in("1A", "Charmander", gs()->z_active, "center");
    to_hand("1A", "Charmeleon");
    reopen();
    take("1A", "evolve Charmander (center) into Charmeleon");
    unsigned meleon = (unsigned)ptcg_lane_active(m, gs(), seat("1A"), lane_of("center"));
    unsigned e = find("Water Energy", "1B"); /* 1B's Energy on 1A's Pokémon */
    tt_card_put(m, e, tt_zone_instance(m, gs()->z_attached, seat("1B"), -1), TT_TOP);
    gs()->card[e].attached_to = (int16_t)meleon;
    gs()->card[meleon].damage = (uint16_t)ptcg_card_of(m, meleon)->hp;
    ptcg_knockouts(m, gs());
    cr_assert_eq(tt_card_zone(m, meleon), zone(gs()->z_discard, "1A"));
    cr_assert_eq(tt_card_zone(m, charmander), zone(gs()->z_discard, "1A"));
    cr_assert_eq(tt_card_zone(m, e), zone(gs()->z_discard, "1B"), "PD-10: to its owner's");
}

Test(ptcg, pd_24_unown_damage_wins_the_game_for_the_team)
{
    open_doubles(1);
    to_team_turn(3);
    put_in("1B", "Unown [DAMAGE]", gs()->z_active, "center");
    unsigned a = put_in("1B", "Growlithe", gs()->z_bench, "center");
    unsigned b = put_in("1B", "Staryu", gs()->z_bench, "center");
    gs()->card[a].damage = 330;
    gs()->card[b].damage = 320; /* 65 damage counters on the center Bench */
    take("1A", "done for this turn (1B plays on)");
    refused("1B", "use Unown [DAMAGE]'s DAMAGE (center)",
            "cannot be used now"); /* 65 counters: its condition unmet */
    gs()->card[b].damage = 330;    /* 66 */
    reopen();
    take("1B", "use Unown [DAMAGE]'s DAMAGE (center)");
    tt_error err = {0};
    cr_assert_eq(tt_match_advance(m, &err), TT_ADVANCE_OVER);
    cr_assert_eq(tt_match_winner(m), 0, "PD-24: 1B's team wins");
}

static int32_t last_damage;
static void record_damage(const tt_match *g, const tt_event *ev, void *payload)
{
    (void)g;
    (void)payload;
    if (ev->kind == TT_EV_GAME + PE_DAMAGE)
        last_damage = ev->a;
}

/* 1B's Buzzwole in the right lane uses Sledgehammer on 2B's Active, 2B having `left` Prize
 * cards in all: 3 in the right lane and left - 3 in the center. */
static void sledgehammer(unsigned left)
{
    open_doubles(1);
    to_team_turn(3);
    unsigned old = (unsigned)ptcg_lane_active(m, gs(), seat("1B"), lane_of("right"));
    ptcg_discard_pokemon(m, gs(), old);
    unsigned buzzwole = put_in("1B", "Buzzwole", gs()->z_active, "right");
    attach("Fighting Energy", buzzwole);
    unsigned center = lzone(gs()->z_prizes, "2B", "center");
    for (unsigned i = tt_zone_count(m, center), moved = 0; i-- > 0 && moved < 6 - left;)
        if (tt_card_owner(m, tt_zone_card(m, center, i)) == seat("2B")) {
            tt_card_put(m, tt_zone_card(m, center, i), zone(gs()->z_hand, "2B"), TT_TOP);
            moved++;
        }
    take("1A", "done for this turn (1B plays on)");
    last_damage = -1;
    tt_match_set_event_fn(m, record_damage, NULL);
    take("1B", "Buzzwole (right): Sledgehammer");
    end_main();
    decide_seat();
}

Test(ptcg, pd_17_sledgehammer_counts_all_of_the_opponents_prizes)
{
    sledgehammer(4); /* 3 in the right lane + 1 in the center */
    cr_assert_eq(last_damage, 30 + 90, "exactly 4 Prizes left, lane and center");
}

Test(ptcg, pd_17_sledgehammer_without_the_bonus_at_five_prizes)
{
    sledgehammer(5);
    cr_assert_eq(last_damage, 30);
}

Test(ptcg, pd_25_a_banned_card_is_refused_in_a_doubles_deck_but_not_in_1v1)
{
    static const char deck[] = "name: d\ngame: ptcg\nmain: {Dialga-GX: 1, Metal Energy: 59}\n";
    tt_error err = {0};
    tt_deck *d = NULL;
    open_doubles(1);
    cr_assert_eq(tt_deck_load_string(&d, ctx, rs, "d.yaml", deck, &err), TT_ERR_SCHEMA);
    cr_assert_null(d);
    cr_assert(strstr(err.msg, "banned"), "%s", err.msg);
    cr_assert_str_eq(err.path, "main.Dialga-GX");
    tt_ruleset *one = NULL;
    cr_assert_eq(tt_ruleset_load_string(&one, ctx, "s.yaml", standard, &err), 0, "%s", err.msg);
    cr_assert_eq(tt_deck_load_string(&d, ctx, one, "d.yaml", deck, &err), 0, "%s", err.msg);
    tt_deck_free(d);
    tt_ruleset_free(one);
}

/* Doubles without PD-25's ban, 1A playing Dialga-GX (a GX attack that gives another turn). */
static void open_dialga(void)
{
    static const char rules[] = "name: t\ntitle: t\nextends: ptcg-doubles\nturn: {first: 1}\n"
                                "decks: {banned: []}\n";
    static const char deck[] = "name: d\ngame: ptcg\nmain: {Dialga-GX: 4, Charmander: 4, Metal "
                               "Energy: 52}\n";
    tt_error err = {0};
    open_ctx(NULL);
    cr_assert_eq(tt_ruleset_load_string(&rs, ctx, "t.yaml", rules, &err), 0, "%s", err.msg);
    cr_assert_eq(tt_deck_load_string(&decks[0], ctx, rs, "d.yaml", deck, &err), 0, "%s", err.msg);
    tt_match_setup setup = doubles_setup(1);
    cr_assert_eq(tt_match_new(&m, ctx, rs, &setup, &err), 0, "%s", err.msg);
}

Test(ptcg, pd_21_pd_26_a_gx_attack_once_per_lane_and_team_and_no_extra_turn)
{
    open_dialga();
    to_team_turn(3);
    unsigned left = (unsigned)ptcg_lane_active(m, gs(), seat("1A"), lane_of("left"));
    ptcg_discard_pokemon(m, gs(), left);
    unsigned dialga = put_in("1A", "Dialga-GX", gs()->z_active, "left");
    unsigned center = put_in("1A", "Dialga-GX", gs()->z_active, "center");
    for (unsigned i = 0; i < 5; i++) {
        attach("Metal Energy", dialga);
        attach("Metal Energy", center);
    }
    unsigned defender = (unsigned)ptcg_lane_active(m, gs(), seat("2A"), lane_of("left"));
    ptcg_protect(m, seat("2A"), defender); /* no Knock Out: no promotion to wait for */
    reopen();
    take("1A", "Dialga-GX (left): Timeless GX");
    end_main(); /* 1A, still in the center */
    end_main(); /* 1B */
    decide_seat();
    cr_assert_eq(tt_match_turn(m), 4, "PD-26: no extra turn in doubles (turn %u, seat %d)",
                 tt_match_turn(m), tt_match_decision_seat(m));
    cr_assert(tt_seat_team(m, (unsigned)decide_seat()) == 1, "team 2 plays turn 4");
    to_team_turn(5);
    refused("1A", "Dialga-GX (left): Timeless GX", "gx_attack"); /* PD-21: once per game */
    take("1A", "Dialga-GX (center): Timeless GX"); /* another lane: its own GX attack */
}

Test(ptcg, pb_timeless_gx_gives_another_turn_in_1v1)
{
    static const char deck[] = "name: d\ngame: ptcg\nmain: {Dialga-GX: 4, Charmander: 4, Metal "
                               "Energy: 52}\n";
    tt_error err = {0};
    open_ctx(NULL);
    cr_assert_eq(tt_ruleset_load_string(&rs, ctx, "t.yaml", standard, &err), 0, "%s", err.msg);
    cr_assert_eq(tt_deck_load_string(&decks[0], ctx, rs, "d.yaml", deck, &err), 0, "%s", err.msg);
    cr_assert_eq(tt_deck_load_file(&decks[1], ctx, rs, SRC "/games/ptcg/decks/water.yaml", &err), 0,
                 "%s", err.msg);
    tt_match_setup setup = {TT_MATCH_SETUP_VERSION, 1, {0}, {0}, {0}, {0}, NULL, NULL};
    for (unsigned s = 0; s < 2; s++) {
        setup.main[s] = tt_deck_ids(decks[s], TT_DECK_MAIN);
        setup.nmain[s] = tt_deck_count(decks[s], TT_DECK_MAIN);
    }
    cr_assert_eq(tt_match_new(&m, ctx, rs, &setup, &err), 0, "%s", err.msg);
    to_turn(3);
    unsigned dialga = set_active("1A", "Dialga-GX");
    for (unsigned i = 0; i < 5; i++)
        attach("Metal Energy", dialga);
    ptcg_protect(m, seat("2A"), (unsigned)ptcg_active(m, gs(), seat("2A")));
    reopen();
    take("1A", "Dialga-GX: Timeless GX");
    cr_assert_eq(decide_seat(), (int)seat("1A"), "PB: 1A takes another turn");
    cr_assert_eq(tt_match_turn(m), 4);
    refused("1A", "Dialga-GX: Timeless GX", "gx_attack"); /* PB: one GX attack per game */
}

Test(ptcg, pb_double_colorless_energy_provides_two_colorless_energy)
{
    open_match(standard, 1);
    to_turn(3);
    unsigned charmeleon = set_active("1A", "Charmeleon");
    bench("1A", "Vulpix");
    attach("Fire Energy", charmeleon);
    attach("Double Colorless Energy", charmeleon);
    reopen();
    take("1A", "Charmeleon: Slash"); /* [C][C][C]: two of them paid by one card */
    to_turn(5);
    /* PB: the player chooses which Energy pays the retreat; either card pays its cost of 1 */
    take("1A", "retreat Charmeleon for Vulpix (discard Energy for a cost of 1)");
    take("1A", "discard Double Colorless Energy from Charmeleon to pay for the retreat");
    cr_assert_eq(energy_on(charmeleon), 1, "the Fire Energy stays");
}

/* 1v1: 1A plays the Magnemite line (deck below), 2A the Water deck; seed 1. */
static void open_lightning(void)
{
    static const char deck[] = "name: d\ngame: ptcg\nmain: {Magnemite: 4, Magneton: 4, Magnezone: "
                               "4, Lightning Energy: 48}\n";
    tt_error err = {0};
    open_ctx(NULL);
    cr_assert_eq(tt_ruleset_load_string(&rs, ctx, "t.yaml", standard, &err), 0, "%s", err.msg);
    cr_assert_eq(tt_deck_load_string(&decks[0], ctx, rs, "d.yaml", deck, &err), 0, "%s", err.msg);
    cr_assert_eq(tt_deck_load_file(&decks[1], ctx, rs, SRC "/games/ptcg/decks/water.yaml", &err), 0,
                 "%s", err.msg);
    tt_match_setup setup = {TT_MATCH_SETUP_VERSION, 1, {0}, {0}, {0}, {0}, NULL, NULL};
    for (unsigned s = 0; s < 2; s++) {
        setup.main[s] = tt_deck_ids(decks[s], TT_DECK_MAIN);
        setup.nmain[s] = tt_deck_count(decks[s], TT_DECK_MAIN);
    }
    cr_assert_eq(tt_match_new(&m, ctx, rs, &setup, &err), 0, "%s", err.msg);
}

Test(ptcg, pb_magnetic_circuit_attaches_as_often_as_you_like_and_zap_cannon_rests_a_turn)
{
    open_lightning();
    to_turn(3);
    unsigned zone_ = set_active("1A", "Magnezone");
    for (unsigned i = 0; i < 4; i++)
        to_hand("1A", "Lightning Energy");
    reopen();
    for (unsigned i = 0; i < 4; i++)
        take("1A", "use Magnezone's Magnetic Circuit on Magnezone");
    cr_assert_eq(energy_on(zone_), 4);
    take("1A", "attach Lightning Energy to Magnezone"); /* the attachment of the turn is left */
    ptcg_protect(m, seat("2A"), (unsigned)ptcg_active(m, gs(), seat("2A")));
    take("1A", "Magnezone: Zap Cannon");
    take("2A", "end the turn");
    refused("1A", "Magnezone: Zap Cannon", "this turn");
    take("1A", "end the turn");
    take("2A", "end the turn");
    take("1A", "Magnezone: Zap Cannon"); /* the turn after next: again */
}

Test(ptcg, pb_selfdestruct_hits_every_bench_of_its_lane_and_itself)
{
    open_lightning();
    to_turn(3);
    unsigned magnemite = set_active("1A", "Magnemite");
    attach("Lightning Energy", magnemite);
    attach("Lightning Energy", magnemite);
    unsigned mine = bench("1A", "Magneton");
    unsigned theirs = bench("2A", "Seel");
    ptcg_protect(m, seat("2A"), (unsigned)ptcg_active(m, gs(), seat("2A")));
    reopen();
    take("1A", "Magnemite: Selfdestruct");
    cr_assert_eq(gs()->card[mine].damage, 10);
    cr_assert_eq(gs()->card[theirs].damage, 10);
    cr_assert_eq(tt_card_zone(m, magnemite), zone(gs()->z_discard, "1A"), "40 to itself: KO");
}

Test(ptcg, pb_potion_heals_20_and_full_heal_ends_conditions_and_neither_does_nothing)
{
    open_doubles(1);
    to_team_turn(3);
    take("1A", "done for this turn (1B plays on)");
    unsigned right = (unsigned)ptcg_lane_active(m, gs(), seat("1B"), lane_of("right"));
    char label[96], name[48];
    ptcg_pokemon_label(m, gs(), right, 1, name, sizeof name);
    to_hand("1B", "Potion");
    unsigned heal = to_hand("1B", "Full Heal");
    reopen();
    snprintf(label, sizeof label, "play Potion on %s (right)", name);
    refused("1B", label, "nothing");
    snprintf(label, sizeof label, "play Full Heal on %s (right)", name);
    refused("1B", label, "nothing");
    gs()->card[right].damage = 30;
    ptcg_condition_set(m, gs(), right, PC_CONFUSED);
    ptcg_condition_set(m, gs(), right, PC_POISONED);
    reopen();
    take("1B", label);
    cr_assert_eq(gs()->card[right].conditions, 0);
    cr_assert_eq(tt_card_zone(m, heal), zone(gs()->z_discard, "1B"));
    snprintf(label, sizeof label, "play Potion on %s (right)", name);
    take("1B", label);
    cr_assert_eq(gs()->card[right].damage, 10);
}

Test(ptcg, pb_a_knocked_out_gx_pokemon_gives_two_prizes)
{
    open_dialga();
    to_team_turn(3);
    unsigned left = (unsigned)ptcg_lane_active(m, gs(), seat("1A"), lane_of("left"));
    ptcg_discard_pokemon(m, gs(), left);
    unsigned dialga = put_in("1A", "Dialga-GX", gs()->z_active, "left");
    put_in("1A", "Charmander", gs()->z_bench, "left");
    gs()->card[dialga].damage = 180;
    ptcg_knockouts(m, gs());
    cr_assert_eq(tt_prizes_taken(m, seat("2A")), 2, "PB: a Pokémon-GX gives 2 Prize cards");
    cr_assert_eq(tt_zone_count(m, lzone(gs()->z_prizes, "2A", "left")), 1);
}

/* Every card of the match is in exactly one zone, and an attached card is on a Pokémon of
 * its seat that is in play. */
static void check_conserved(const tt_match *g)
{
    const ptcg_state *st = tt_match_game_state_const(g);
    for (unsigned c = 0; c < tt_match_card_count(g); c++) {
        unsigned z = tt_card_zone(g, c);
        if (z == TT_NOWHERE && tt_seat_is_out(g, tt_card_owner(g, c)))
            continue; /* PD-22: removed with its eliminated owner */
        cr_assert_neq(z, TT_NOWHERE, "card %u is nowhere", c);
        unsigned n = 0;
        for (unsigned i = 0; i < tt_zone_count(g, z); i++)
            n += tt_zone_card(g, z, i) == c;
        cr_assert_eq(n, 1);
        if (tt_zone_kind_of(g, z) == st->z_attached) {
            cr_assert_geq(st->card[c].attached_to, 0);
            cr_assert(ptcg_in_play(g, st, (unsigned)st->card[c].attached_to));
        }
    }
}

Test(ptcg, pb_random_games_finish_for_50_seeds_with_every_card_conserved)
{
    tt_error err = {0};
    open_match(standard, 1);
    tt_match_free(m);
    m = NULL;
    tt_match_setup setup = {TT_MATCH_SETUP_VERSION, 0, {0}, {0}, {0}, {0}, NULL, NULL};
    for (unsigned s = 0; s < 2; s++) {
        setup.main[s] = tt_deck_ids(decks[s], TT_DECK_MAIN);
        setup.nmain[s] = tt_deck_count(decks[s], TT_DECK_MAIN);
    }
    unsigned kos = 0, winners[2] = {0, 0};
    for (uint64_t seed = 1; seed <= 50; seed++) {
        tt_match *g;
        tt_rng agent;
        setup.seed = seed;
        tt_rng_seed(&agent, seed);
        cr_assert_eq(tt_match_new(&g, ctx, rs, &setup, &err), 0, "%s", err.msg);
        long n = 0;
        for (; n < 100000; n++) {
            int rc = tt_match_advance(g, &err);
            cr_assert_geq(rc, 0, "seed %lu: %s", (unsigned long)seed, err.msg);
            if (rc == TT_ADVANCE_OVER)
                break;
            unsigned k = tt_rng_below(&agent, tt_match_option_count(g));
            cr_assert_eq(tt_match_decide(g, (unsigned)tt_match_decision_seat(g), k, &err), 0);
            if (n % 16 == 0)
                check_conserved(g);
        }
        cr_assert_lt(n, 100000, "seed %lu did not finish", (unsigned long)seed);
        check_conserved(g);
        cr_assert_geq(tt_match_winner(g), 0);
        winners[tt_match_winner(g)]++;
        kos += tt_prizes_taken(g, 0) + tt_prizes_taken(g, 1);
        tt_match_free(g);
    }
    cr_assert_gt(kos, 0, "some Pokémon were Knocked Out");
    cr_assert(winners[0] && winners[1], "both decks win some games");
}

Test(ptcg, pd_random_doubles_games_finish_for_30_seeds_with_every_card_conserved)
{
    tt_error err = {0};
    open_doubles(1);
    tt_match_free(m);
    m = NULL;
    unsigned kos = 0, winners[2] = {0, 0};
    for (uint64_t seed = 1; seed <= 30; seed++) {
        tt_match *g;
        tt_rng agent;
        tt_match_setup setup = doubles_setup(seed);
        tt_rng_seed(&agent, seed);
        cr_assert_eq(tt_match_new(&g, ctx, rs, &setup, &err), 0, "%s", err.msg);
        long n = 0;
        for (; n < 200000; n++) {
            int rc = tt_match_advance(g, &err);
            cr_assert_geq(rc, 0, "seed %lu: %s", (unsigned long)seed, err.msg);
            if (rc == TT_ADVANCE_OVER)
                break;
            unsigned k = tt_rng_below(&agent, tt_match_option_count(g));
            cr_assert_eq(tt_match_decide(g, (unsigned)tt_match_decision_seat(g), k, &err), 0);
            if (n % 16 == 0)
                check_conserved(g);
        }
        cr_assert_lt(n, 200000, "seed %lu did not finish", (unsigned long)seed);
        check_conserved(g);
        if (tt_match_winner(g) >= 0)
            winners[tt_match_winner(g)]++;
        kos += tt_prizes_taken(g, 0) + tt_prizes_taken(g, 2);
        tt_match_free(g);
    }
    cr_assert_gt(kos, 0, "some Prizes were taken");
    cr_assert(winners[0] && winners[1], "both teams win some games");
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

Test(ptcg, advance_and_decide_never_allocate)
{
    tt_error err = {0};
    open_ctx(counting_alloc);
    cr_assert_eq(tt_ruleset_load_shipped(&rs, ctx, "ptcg-standard", &err), 0, "%s", err.msg);
    tt_match_setup setup = {TT_MATCH_SETUP_VERSION, 3, {0}, {0}, {0}, {0}, NULL, NULL};
    for (unsigned s = 0; s < 2; s++) {
        const char *file = tt_ruleset_default_deck(rs, s);
        cr_assert_not_null(file);
        cr_assert_eq(tt_deck_load_file(&decks[s], ctx, rs, file, &err), 0, "%s", err.msg);
        setup.main[s] = tt_deck_ids(decks[s], TT_DECK_MAIN);
        setup.nmain[s] = tt_deck_count(decks[s], TT_DECK_MAIN);
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
}

/* Moves every Basic Pokémon owner has in the hand or deck to the discard pile (as a scenario
 * that put them all elsewhere would). */
static void no_basic_left(const char *owner)
{
    unsigned from[2] = {zone(gs()->z_hand, owner), zone(gs()->z_deck, owner)};
    for (unsigned f = 0; f < 2; f++)
        for (unsigned i = tt_zone_count(m, from[f]); i-- > 0;)
            if (ptcg_is_basic(m, tt_zone_card(m, from[f], i)))
                tt_card_put(m, tt_zone_card(m, from[f], i), zone(gs()->z_discard, owner), TT_TOP);
}

Test(ptcg, pb_a_seat_with_no_basic_left_sets_up_with_none_and_loses_instead_of_looping)
{
    open_match(standard, 1);
    no_basic_left("1A");
    tt_error err = {0};
    int rc; /* without the rule: mulligans until "no decision in 1000000 steps" */
    while ((rc = tt_match_advance(m, &err)) == TT_ADVANCE_DECIDE) {
        unsigned s = (unsigned)tt_match_decision_seat(m);
        cr_assert_eq(s, seat("2A"), "1A has nothing to set up");
        const tt_option *o = tt_match_option_at(m, 0);
        if (o->kind == PO_SETUP_BENCH)
            cr_assert_eq(tt_match_decide_label(m, s, "done setting up", &err), 0);
        else
            cr_assert_eq(tt_match_decide(m, s, 0, &err), 0, "%s", err.msg);
    }
    cr_assert_eq(rc, TT_ADVANCE_OVER, "%s", err.msg);
    cr_assert_eq(ptcg_active(m, gs(), seat("1A")), PTCG_NO_CARD);
    cr_assert_lt(gs()->mulligans[0], 2, "no endless mulligans");
    cr_assert_eq(tt_match_winner(m), 1, "PB: no Pokémon in play loses");
}

Test(ptcg, pd_4_a_seat_with_a_pokemon_already_in_play_is_set_up_and_still_sets_its_prizes)
{
    open_doubles(3);
    unsigned placed = put_in("1A", "Charmander", gs()->z_active, "left");
    unsigned hand = tt_zone_count(m, zone(gs()->z_hand, "1A"));
    no_basic_left("1A"); /* a hand with no Basic would take a mulligan */
    hand -= hand - tt_zone_count(m, zone(gs()->z_hand, "1A"));
    to_team_turn(1);
    cr_assert_eq(ptcg_active(m, gs(), seat("1A")), (int)placed);
    cr_assert_eq(gs()->mulligans[0], 0, "no mulligan for a seat already set up");
    cr_assert_not(tt_card_face_down(m, placed));
    cr_assert_eq(tt_zone_count(m, lzone(gs()->z_prizes, "1A", "left")), 3, "PD-5");
    unsigned center = lzone(gs()->z_prizes, "1A", "center"), mine = 0;
    for (unsigned k = 0; k < tt_zone_count(m, center); k++)
        mine += tt_card_owner(m, tt_zone_card(m, center, k)) == seat("1A");
    cr_assert_eq(mine, 3, "PD-5");
    cr_assert_eq(tt_zone_count(m, zone(gs()->z_hand, "1A")), hand + 1, "the hand as it was + draw");
}

static long live_blocks;
static void *live_alloc(void *ud, void *ptr, size_t nsize)
{
    (void)ud;
    if (nsize == 0) {
        live_blocks -= ptr != NULL;
        free(ptr);
        return NULL;
    }
    live_blocks += ptr == NULL;
    return realloc(ptr, nsize);
}

/* Issue 14: the printed data of the match's cards is an immutable cache outside the state: a
 * clone shares it and keeps it when the original is freed; a copy into a match of other decks
 * takes the source's (that match's own goes when nothing uses it); the last one frees it. */
Test(ptcg, the_card_cache_is_shared_by_clones_and_copies_and_freed_with_the_last)
{
    tt_error err = {0};
    tt_match *c = NULL, *other = NULL;
    open_ctx(live_alloc);
    cr_assert_eq(tt_ruleset_load_string(&rs, ctx, "test.yaml", standard, &err), 0, "%s", err.msg);
    const char *files[2] = {SRC "/games/ptcg/decks/fire.yaml", SRC "/games/ptcg/decks/water.yaml"};
    tt_match_setup setup = {TT_MATCH_SETUP_VERSION, 4, {0}, {0}, {0}, {0}, NULL, NULL};
    tt_match_setup swapped = setup;
    for (unsigned s = 0; s < 2; s++) {
        cr_assert_eq(tt_deck_load_file(&decks[s], ctx, rs, files[s], &err), 0, "%s", err.msg);
        setup.main[s] = swapped.main[1 - s] = tt_deck_ids(decks[s], TT_DECK_MAIN);
        setup.nmain[s] = swapped.nmain[1 - s] = tt_deck_count(decks[s], TT_DECK_MAIN);
    }
    long base = live_blocks;
    cr_assert_eq(tt_match_new(&m, ctx, rs, &setup, &err), 0, "%s", err.msg);
    cr_assert_eq(live_blocks, base + 3, "the handle, the state and the cache");
    finish_setup();
    cr_assert_eq(tt_match_clone(&c, m, &err), TT_OK);
    cr_assert_eq(live_blocks, base + 5, "a clone: a handle and a state, no cache of its own");
    cr_assert_eq(ptcg_card_of(c, 0), ptcg_card_of(m, 0), "one cache");
    tt_match_free(m);
    m = NULL;
    cr_assert_eq(live_blocks, base + 3, "the clone keeps the cache");

    cr_assert_eq(tt_match_new(&other, ctx, rs, &swapped, &err), 0, "%s", err.msg);
    cr_assert_neq(ptcg_card_of(other, 0)->id, ptcg_card_of(c, 0)->id, "other decks' cards");
    cr_assert_eq(live_blocks, base + 6);
    cr_assert_eq(tt_match_copy(other, c, &err), TT_OK, "%s", err.msg);
    cr_assert_eq(live_blocks, base + 5, "the copy's own cache is gone, the source's shared");
    cr_assert_eq(ptcg_card_of(other, 0), ptcg_card_of(c, 0));
    cr_assert_eq(memcmp(tt_match_state(other), tt_match_state(c), tt_match_state_size(c)), 0);

    tt_rng agent;
    tt_rng_seed(&agent, 4);
    while (tt_match_advance(c, &err) == TT_ADVANCE_DECIDE) /* the clone plays on its own */
        cr_assert_eq(tt_match_decide(c, (unsigned)tt_match_decision_seat(c),
                                     tt_rng_below(&agent, tt_match_option_count(c)), &err),
                     0, "%s", err.msg);
    cr_assert(tt_match_is_over(c), "%s", err.msg);
    tt_match_free(c);
    cr_assert_eq(live_blocks, base + 3, "the copy keeps the cache");
    tt_match_free(other);
    cr_assert_eq(live_blocks, base, "the last one frees it");
}

/* Issue 15: effect parts. The database compiles each card once, at load (tt_carddb_data): a
 * list of parts into ptcg_part bytes, a primitive's name (the short form) into its C
 * primitive; a match copies that compiled card. */
static const ptcg_card *compiled(const char *name)
{
    const tt_carddb *db;
    tt_error err = {0};
    cr_assert_eq(tt_ctx_carddb(&db, ctx, "ptcg", &err), 0, "%s", err.msg);
    int id = tt_carddb_find(db, name);
    cr_assert_geq(id, 0, "no card %s", name);
    const ptcg_card *c = tt_carddb_data(db, (unsigned)id);
    cr_assert_not_null(c, "%s: no compiled card", name);
    return c;
}

Test(ptcg, parts_clamp_compiles_to_tails_nothing_then_heads_paralyze)
{
    open_ctx(NULL);
    const ptcg_attack *clamp = &compiled("Cloyster")->attacks[0];
    cr_assert_eq(clamp->effect, PX_NONE);
    cr_assert_eq(clamp->nparts, 2);
    cr_assert_eq(clamp->parts[0].action, PPA_NOTHING);
    cr_assert_eq(clamp->parts[0].cond, PPC_TAILS);
    cr_assert_eq(clamp->parts[0].stage, PXS_DAMAGE);
    cr_assert_eq(clamp->parts[1].action, PPA_PARALYZE);
    cr_assert_eq(clamp->parts[1].cond, PPC_HEADS);
    cr_assert_eq(clamp->parts[1].target, PPT_DEFENDING);
    cr_assert_eq(clamp->parts[1].stage, PXS_AFTER);
}

Test(ptcg, parts_the_short_form_still_names_a_c_primitive)
{
    open_ctx(NULL);
    const ptcg_attack *water_gun = &compiled("Poliwag")->attacks[0];
    cr_assert_eq(water_gun->effect, PX_PLUS_PER_EXTRA_ENERGY);
    cr_assert_eq(water_gun->nparts, 0);
    cr_assert_eq(water_gun->param, 20);
}

Test(ptcg, parts_a_cant_use_this_attack_part_makes_the_card_checked_for_the_lock)
{
    open_ctx(NULL);
    const ptcg_card *rillaboom = compiled("Rillaboom");
    cr_assert_eq(rillaboom->lockable, 1); /* Drum Beating: its attacks are checked next turn */
    cr_assert_eq(rillaboom->attacks[1].parts[0].action, PPA_CANT_USE_THIS_ATTACK);
    cr_assert_eq(compiled("Pikachu")->lockable, 0);
}

Test(ptcg, parts_a_match_copies_the_compiled_card)
{
    open_match(standard, 1);
    const ptcg_attack *recover = &ptcg_card_of(m, find("Starmie", "2A"))->attacks[0];
    cr_assert_eq(recover->nparts, 2); /* discard 1 Water Energy, then heal all */
    cr_assert_eq(recover->parts[0].action, PPA_DISCARD_ENERGY);
    cr_assert_eq(recover->parts[0].type, PTCG_TYPE_OWN);
    cr_assert_eq(recover->parts[0].amount, 1);
    cr_assert_eq(recover->parts[1].action, PPA_HEAL);
    cr_assert_eq(recover->parts[1].amount, 0);
}

/* Knock Outs are checked together (PB, PD-19): every Pokémon with damage at least its HP goes,
 * none may stay in play. Past the module's list of PTCG_MAX_KNOCK_OUTS the match stops naming
 * it (before: the ones past it stayed in play without a word). A house ruleset's Bench of 100
 * holds 65 Knocked Out cards of both sides at once. */
Test(ptcg, pb_a_65th_knock_out_at_once_stops_the_match_on_ptcg_max_knock_outs)
{
    tt_error err = {0};
    open_match("name: t\ntitle: t\nextends: ptcg-standard\nturn: {first: 1}\n"
               "zones: {bench: {capacity: 100}}\n",
               1);
    to_turn(2);
    const char *sides[2] = {"1A", "2A"};
    for (unsigned n = 0; n < PTCG_MAX_KNOCK_OUTS + 1; n++) {
        unsigned deck = zone(gs()->z_deck, sides[n & 1]);
        cr_assert_gt(tt_zone_count(m, deck), 0);
        unsigned c = tt_zone_card(m, deck, 0);
        cr_assert_eq(tt_card_put(m, c, zone(gs()->z_bench, sides[n & 1]), TT_TOP), 0);
        gs()->card[c].damage = 990;
    }
    ptcg_knockouts(m, gs());
    cr_assert_eq(tt_match_advance(m, &err), TT_ERR_LIMIT, "advance: %s", err.msg);
    cr_assert_str_eq(err.path, "PTCG_MAX_KNOCK_OUTS");
    cr_assert(strstr(err.msg, "PTCG_MAX_KNOCK_OUTS = 64"), "%s", err.msg);
}
