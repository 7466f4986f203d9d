/* test_observe.c: the ptcg module's observation hooks (observe.h, issue 29; games/ptcg/
 * observe.c): a Pokémon's HP left, damage, Special Conditions, Energy and stage, what an attached
 * card lies on, nothing of a face-down Active of the setup, the attacks declared and waiting
 * (PD-6), and a shape for every option kind that tells the option's fields as they are held. */
#include <criterion/criterion.h>
#include <jansson.h>
#include <stdio.h>
#include <string.h>

#include "ptcg.h"
#include "module_docs.h"
#include "shipped.h"
#include "tagteam/tagteam.h"

#define SRC TT_TEST_SRCDIR

extern const tt_game tt_game_ptcg;

static tt_ctx *ctx;
static tt_ruleset *rs;
static tt_match *m;
static tt_deck *decks[2];

static const char standard[] = "name: t\ntitle: t\nextends: ptcg-standard\nturn: {first: 1}\n";

/* The Fire deck for 1A and the Water deck for 2A under ptcg-standard, seed 1. */
static void open_match(void)
{
    tt_ctx_options o = TT_CTX_OPTIONS_INIT;
    tt_error err = {0};
    o.rulesets_dir = SRC "/rulesets";
    o.games_dir = SRC "/games";
    cr_assert_eq(tt_ctx_new(&ctx, &o, &err), 0);
    cr_assert_eq(tt_ruleset_load_string(&rs, ctx, "test.yaml", standard, &err), 0, "%s", err.msg);
    const char *files[2] = {SRC "/games/ptcg/decks/fire.yaml", SRC "/games/ptcg/decks/water.yaml"};
    tt_match_setup setup = {TT_MATCH_SETUP_VERSION, 1, {0}, {0}, {0}, {0}, NULL, NULL};
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
    for (unsigned s = 0; s < 2; s++)
        tt_deck_free(decks[s]);
    tt_ruleset_free(rs);
    tt_ctx_free(ctx);
    m = NULL;
    rs = NULL;
    ctx = NULL;
    decks[0] = decks[1] = NULL;
}

TestSuite(ptcg_observe, .fini = teardown);

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

static int decide_seat(void)
{
    tt_error err = {0};
    int rc = tt_match_advance(m, &err);
    cr_assert_eq(rc, TT_ADVANCE_DECIDE, "advance: %d %s", rc, err.msg);
    return tt_match_decision_seat(m);
}

/* Runs the setup (the first Basic as Active, no Bench) to turn 1's main phase. */
static void finish_setup(void)
{
    while (decide_seat() >= 0 && tt_match_turn(m) == 0) {
        tt_error err = {0};
        unsigned s = (unsigned)tt_match_decision_seat(m);
        if (tt_match_option_at(m, 0)->kind == PO_SETUP_BENCH)
            cr_assert_eq(tt_match_decide_label(m, s, "done setting up", &err), 0);
        else
            cr_assert_eq(tt_match_decide(m, s, 0, &err), 0, "%s", err.msg);
    }
}

/* A card named name of owner's not in play (deck first, then hand). */
static unsigned find(const char *name, const char *owner)
{
    int id = tt_carddb_find(tt_match_carddb(m), name);
    cr_assert_geq(id, 0, "no card %s", name);
    unsigned from[2] = {ptcg_zone(m, gs()->z_deck, seat(owner)),
                        ptcg_zone(m, gs()->z_hand, seat(owner))};
    for (unsigned f = 0; f < 2; f++)
        for (unsigned i = 0; i < tt_zone_count(m, from[f]); i++)
            if (tt_card_id(m, tt_zone_card(m, from[f], i)) == (uint32_t)id)
                return tt_zone_card(m, from[f], i);
    cr_assert_fail("%s has no %s left in deck or hand", owner, name);
    return 0;
}

static unsigned attach(const char *energy, unsigned pokemon, const char *owner)
{
    unsigned e = find(energy, owner);
    tt_card_put(m, e, tt_zone_instance(m, gs()->z_attached, seat(owner), -1), TT_TOP);
    gs()->card[e].attached_to = (int16_t)pokemon;
    return e;
}

static unsigned field(const char *name)
{
    for (unsigned i = 0; tt_game_ptcg.obs_fields[i].name; i++)
        if (!strcmp(tt_game_ptcg.obs_fields[i].name, name))
            return i;
    cr_assert_fail("no field %s", name);
    return 0;
}

/* card's fields as seat may know it (tt_match_card_known); returns what it lies on. */
static int observe(unsigned card, const char *who, int32_t out[TT_OBS_FIELDS])
{
    unsigned s = seat(who);
    for (unsigned i = 0; i < TT_OBS_FIELDS; i++)
        out[i] = TT_OBS_NONE;
    return tt_game_ptcg.observe_card(m, tt_match_game_state_const(m), card, s,
                                     tt_match_card_known(m, (int)s, card), out);
}

Test(ptcg_observe, the_fields_and_their_values_are_named_as_docs_api_md_lists_them)
{
    static const char *const names[] = {"hp",     "damage",  "stage",  "conditions",
                                        "energy", "retreat", "prizes", NULL};
    unsigned n = 0;
    for (; tt_game_ptcg.obs_fields[n].name; n++) {
        cr_assert(names[n], "more fields than listed");
        cr_assert_str_eq(tt_game_ptcg.obs_fields[n].name, names[n]);
    }
    cr_assert_null(names[n], "fewer fields than listed");
    const tt_obs_field *c = &tt_game_ptcg.obs_fields[3], *st = &tt_game_ptcg.obs_fields[2];
    cr_assert(c->flags, "conditions are a set of flags");
    cr_assert_str_eq(c->values[0], "asleep");   /* PC_ASLEEP, bit 0 */
    cr_assert_str_eq(c->values[3], "poisoned"); /* PC_POISONED, bit 3 */
    cr_assert_str_eq(st->values[PS_STAGE1], "stage1");
    cr_assert_str_eq(st->values[PS_VMAX], "vmax");
}

/* 1A's Active Growlithe (60 HP, Retreat Cost 1) with 20 damage, Poisoned and Confused, two Fire
 * Energy attached, seen by the opponent. */
Test(ptcg_observe, a_pokemon_in_play_shows_hp_left_damage_conditions_and_energy)
{
    open_match();
    finish_setup();
    int old = ptcg_active(m, gs(), seat("1A"));
    ptcg_discard_pokemon(m, gs(), (unsigned)old);
    unsigned g = find("Growlithe", "1A");
    tt_card_put(m, g, ptcg_zone(m, gs()->z_active, seat("1A")), TT_TOP);
    gs()->card[g].damage = 20;
    gs()->card[g].conditions = PC_POISONED | PC_CONFUSED;
    unsigned e1 = attach("Fire Energy", g, "1A");
    attach("Fire Energy", g, "1A");
    int32_t f[TT_OBS_FIELDS];
    cr_assert_eq(observe(g, "2A", f), -1, "it lies on nothing");
    cr_assert_eq(f[field("hp")], 40, "HP left: %d", f[field("hp")]);
    cr_assert_eq(f[field("damage")], 20);
    cr_assert_eq(f[field("conditions")], (int32_t)(PC_POISONED | PC_CONFUSED));
    cr_assert_eq(f[field("energy")], 2);
    cr_assert_eq(f[field("stage")], PS_BASIC);
    cr_assert_eq(f[field("retreat")], 1);
    cr_assert_eq(f[field("prizes")], 1);
    /* the Energy lies on it, and has no Pokémon fields */
    cr_assert_eq(observe(e1, "2A", f), (int)g, "attached to Growlithe");
    for (unsigned i = 0; i < TT_OBS_FIELDS; i++)
        cr_assert_eq(f[i], TT_OBS_NONE, "field %u of an Energy: %d", i, f[i]);
    /* knocked past its HP: 0 left, never negative */
    gs()->card[g].damage = 90;
    observe(g, "2A", f);
    cr_assert_eq(f[field("hp")], 0);
}

Test(ptcg_observe, a_face_down_active_of_the_setup_shows_the_opponent_nothing)
{
    open_match();
    tt_error err = {0};
    unsigned active = 0;
    int found = 0;
    for (unsigned step = 0; step < 20 && !found; step++) { /* to 1A's Active placed */
        unsigned s = (unsigned)decide_seat();
        cr_assert_eq(tt_match_decide(m, s, 0, &err), 0, "%s", err.msg);
        unsigned z = ptcg_zone(m, gs()->z_active, seat("1A"));
        if (tt_zone_count(m, z)) {
            active = tt_zone_card(m, z, 0);
            found = 1;
        }
    }
    cr_assert(found, "1A placed no Active");
    cr_assert(tt_card_face_down(m, active), "PB: face-down until both are ready");
    cr_assert_not(tt_match_card_known(m, (int)seat("2A"), active));
    int32_t f[TT_OBS_FIELDS];
    cr_assert_eq(observe(active, "2A", f), -1);
    for (unsigned i = 0; i < TT_OBS_FIELDS; i++)
        cr_assert_eq(f[i], TT_OBS_NONE, "field %u of a face-down Active: %d", i, f[i]);
    /* its owner knows it: its HP */
    observe(active, "1A", f);
    cr_assert_eq(f[field("hp")], ptcg_card_of(m, active)->hp);
}

static int snake_case(const char *s)
{
    for (; *s; s++)
        if (!((*s >= 'a' && *s <= 'z') || *s == '_' || (*s >= '0' && *s <= '9')))
            return 0;
    return 1;
}

Test(ptcg_observe, every_option_kind_has_a_shape_and_none_past_the_last)
{
    uint8_t arg[3];
    const char *names[PO_COUNT] = {0};
    cr_assert_null(tt_game_ptcg.option_shape(0, arg), "0 is no kind");
    for (unsigned k = 1; k < PO_COUNT; k++) {
        names[k] = tt_game_ptcg.option_shape(k, arg);
        cr_assert(names[k], "option kind %u has no shape", k);
        cr_assert(names[k][0] && snake_case(names[k]), "kind %u: '%s'", k, names[k]);
        for (unsigned j = 1; j < k; j++)
            cr_assert_str_neq(names[j], names[k], "kinds %u and %u have one name", j, k);
    }
    cr_assert_null(tt_game_ptcg.option_shape(PO_COUNT, arg), "past the last kind");
    tt_game_ptcg.option_shape(PO_ATTACK, arg);
    cr_assert_eq(arg[1], TT_ARG_INT, "PO_ATTACK's b packs the attack index: a number");
    tt_game_ptcg.option_shape(PO_TRAINER, arg);
    cr_assert_eq(arg[1], TT_ARG_CARD);
    tt_game_ptcg.option_shape(PO_TRAINER_SEAT, arg);
    cr_assert_eq(arg[1], TT_ARG_SEAT);
}

/* Whether o's fields hold what its shape says: a card of the match or -1, a seat; a Trainer's
 * target is a Pokémon in play, an opponent is a seat; a pick's b where the card goes. */
static void check_option(const tt_match *x, const tt_option *o, unsigned *seats_named)
{
    const ptcg_state *g = tt_match_game_state_const(x);
    uint8_t arg[3];
    const char *name = tt_game_ptcg.option_shape(o->kind, arg);
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
    if ((o->kind == PO_TRAINER || o->kind == PO_ABILITY) && o->b >= 0) {
        unsigned kind = tt_zone_kind_of(x, tt_card_zone(x, (unsigned)o->b));
        cr_assert(kind == g->z_active || kind == g->z_bench, "%s: b %d is no Pokémon in play", name,
                  o->b);
    }
    if (o->kind == PO_TRAINER_SEAT)
        (*seats_named)++;
    if (o->kind == PO_PICK)
        cr_assert(o->b == -1 || o->b == PPTO_HAND || o->b == PPTO_BENCH || o->b == PPTO_DECK,
                  "pick: b %d", o->b);
}

/* The attacks observe_links gives x now are those declared and waiting (PD-6). */
static unsigned check_links(const tt_match *x)
{
    const ptcg_state *g = tt_match_game_state_const(x);
    tt_obs_link links[TT_OBS_MAX_LINKS];
    unsigned n = tt_game_ptcg.observe_links(x, g, links, TT_OBS_MAX_LINKS), k = 0;
    for (unsigned l = 0; l < TT_MAX_LANES; l++) {
        if (g->atk_index[l] < 0)
            continue;
        cr_assert_lt(k, n, "the attack declared in lane %u is not given", l);
        cr_assert_str_eq(tt_game_ptcg.obs_link_kinds[links[k].kind], "attack");
        cr_assert_eq(links[k].seat, (int8_t)g->atk_seat[l]);
        cr_assert_eq(links[k].card, g->atk_card[l]);
        if (links[k].target >= 0) { /* the Pokémon it aims at, or the Defending Pokémon */
            unsigned kind = tt_zone_kind_of(x, tt_card_zone(x, (unsigned)links[k].target));
            cr_assert(kind == g->z_active || kind == g->z_bench);
            cr_assert_neq(tt_seat_team(x, tt_card_controller(x, (unsigned)links[k].target)),
                          tt_seat_team(x, g->atk_seat[l]), "it targets an opponent's Pokémon");
        }
        k++;
    }
    cr_assert_eq(n, k, "%u links for %u attacks declared", n, k);
    return k;
}

/* Self-play of the shipped rulesets: every option offered holds what its shape says, and the
 * attacks waiting in the lanes are the links. */
Test(ptcg_observe, every_option_offered_in_self_play_holds_what_its_shape_says)
{
    const char *rulesets[] = {"ptcg-standard", "ptcg-doubles"};
    unsigned seats_named = 0, waiting = 0;
    for (unsigned k = 0; k < 2; k++)
        for (uint64_t seed = 1; seed <= 8; seed++) {
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
                for (unsigned i = 0; i < tt_match_option_count(g.m); i++)
                    check_option(g.m, tt_match_option_at(g.m, i), &seats_named);
                waiting += check_links(g.m) > 0;
                rc = tt_match_decide(g.m, (unsigned)tt_match_decision_seat(g.m),
                                     tt_rng_below(&r, tt_match_option_count(g.m)), &err);
                cr_assert_eq(rc, TT_OK, "%s", err.msg);
            }
            tt_shipped_close(&g);
        }
    cr_assert_gt(seats_named, 0, "Reset Stamp was never offered: the seat check never ran");
    cr_assert_gt(waiting, 0, "no attack ever waited in a lane: the link check never ran");
}

/* a and b trade places by hand, the way the setup could have dealt them (test_redeal.c). */
static void hand_trade(tt_match *x, unsigned a, unsigned b)
{
    int da = tt_card_face_down(x, a), db = tt_card_face_down(x, b);
    tt_card_swap(x, a, b);
    tt_card_set_face_down(x, a, db);
    tt_card_set_face_down(x, b, da);
    ptcg_state *g = tt_match_game_state(x);
    ptcg_card_vars t = g->card[a];
    g->card[a] = g->card[b];
    g->card[b] = t;
}

/* Each shipped ruleset, at the first setup decision of a seat while an opponent's Pokémon lies
 * face-down: y with it traded for another Basic Pokémon of the opponent's Deck, x as it was
 * (the same bookkeeping). The deciding seat's observations are the same bytes and JSON. */
Test(ptcg_observe, an_opponents_face_down_pokemon_traded_for_another_basic_changes_no_byte)
{
    const char *rulesets[] = {"ptcg-standard", "ptcg-doubles"};
    static tt_observation ox, oy;
    static char jx[1 << 16], jy[1 << 16];
    unsigned checked = 0;
    for (unsigned k = 0; k < 2; k++)
        for (uint64_t seed = 1; seed <= 4; seed++) {
            tt_shipped g;
            tt_shipped_open(&g, rulesets[k], seed);
            tt_error err = {0};
            int set = -1;
            unsigned who = 0;
            while (tt_match_advance(g.m, &err) == TT_ADVANCE_DECIDE && tt_match_turn(g.m) == 0) {
                who = (unsigned)tt_match_decision_seat(g.m);
                const ptcg_state *st = tt_match_game_state_const(g.m);
                for (unsigned c = 0; c < tt_match_card_count(g.m) && set < 0; c++) {
                    unsigned z = tt_card_zone(g.m, c);
                    if (z != TT_NOWHERE && tt_card_face_down(g.m, c) &&
                        tt_seat_team(g.m, tt_card_owner(g.m, c)) != tt_seat_team(g.m, who) &&
                        (tt_zone_kind_of(g.m, z) == st->z_active ||
                         tt_zone_kind_of(g.m, z) == st->z_bench))
                        set = (int)c;
                }
                if (set >= 0)
                    break;
                cr_assert_eq(tt_match_decide(g.m, who, 0, &err), TT_OK, "%s", err.msg);
            }
            if (set < 0) {
                tt_shipped_close(&g);
                continue;
            }
            const ptcg_state *st = tt_match_game_state_const(g.m);
            unsigned deck = ptcg_zone(g.m, st->z_deck, tt_card_owner(g.m, (unsigned)set));
            int other = -1;
            for (unsigned i = 0; i < tt_zone_count(g.m, deck) && other < 0; i++) {
                unsigned c = tt_zone_card(g.m, deck, i);
                if (ptcg_is_basic(g.m, c) && tt_card_id(g.m, c) != tt_card_id(g.m, (unsigned)set))
                    other = (int)c;
            }
            cr_assert_geq(other, 0, "no other Basic Pokémon in the Deck");
            tt_match *x, *y;
            cr_assert_eq(tt_match_clone(&x, g.m, NULL), TT_OK);
            cr_assert_eq(tt_match_clone(&y, g.m, NULL), TT_OK);
            hand_trade(y, (unsigned)set, (unsigned)other);
            hand_trade(x, (unsigned)set, (unsigned)other);
            hand_trade(x, (unsigned)set, (unsigned)other);
            cr_assert_neq(memcmp(tt_match_state(x), tt_match_state(y), tt_match_state_size(x)), 0);
            memset(&ox, 0, sizeof ox);
            memset(&oy, 0, sizeof oy);
            cr_assert_eq(tt_match_observe(x, who, NULL, &ox, &err), TT_OK, "%s", err.msg);
            cr_assert_eq(tt_match_observe(y, who, NULL, &oy, &err), TT_OK, "%s", err.msg);
            cr_assert_eq(memcmp(&ox, &oy, sizeof ox), 0,
                         "%s seed %u: the observation depends on the face-down Pokémon",
                         rulesets[k], (unsigned)seed);
            int nx = tt_observation_json(x, &ox, jx, sizeof jx);
            int ny = tt_observation_json(y, &oy, jy, sizeof jy);
            cr_assert(nx > 0 && nx < (int)sizeof jx && ny > 0 && ny < (int)sizeof jy);
            cr_assert_str_eq(jx, jy);
            checked++;
            tt_match_free(x);
            tt_match_free(y);
            tt_shipped_close(&g);
        }
    cr_assert_geq(checked, 4, "only %u setups checked", checked);
}

/* docs/api.md lists every option kind with its number, name and arguments, and every field,
 * as the module's tables say. */
Test(ptcg_observe, docs_api_md_lists_the_fields_and_option_kinds_as_the_tables_say)
{
    tt_check_module_docs(&tt_game_ptcg, "### Pokémon TCG (`ptcg`)", PO_COUNT);
}

Test(ptcg_observe, an_attacks_packed_target_never_reaches_the_observation_as_a_number)
{
    /* Yoga Loop's chosen Pokémon + 1 in b's high bits (PTCG_ATK_CHOSEN) is a card index: the
       observation gives the attack index alone */
    tt_option opt = {PO_ATTACK, 17, (int16_t)((41 + 1) << 4 | 1), 0};
    cr_assert_eq(PTCG_ATK_CHOSEN(opt.b), 41);
    int32_t raw[3] = {opt.a, opt.b, opt.c};
    ptcg_option_args(&opt, raw);
    cr_assert_eq(raw[1], 1, "b is the attack index");
    cr_assert_eq(raw[0], 17, "a is left as it is");
}

/* The observation's JSON is written by hand (observe_json.c, for the table server's speed): at
 * every decision of self-play, for every seat and the public, it is valid JSON in jansson's
 * compact form (parsed and written again it is the same bytes), and a buffer too short gets
 * the length it needs and as much of the text as fits. */
Test(ptcg_observe, the_hand_written_json_is_what_jansson_writes_of_it)
{
    static tt_observation o;
    static char text[1 << 18], again[1 << 18];
    unsigned checked = 0;
    tt_shipped g;
    tt_shipped_open(&g, "ptcg-doubles", 3);
    tt_rng r;
    tt_rng_seed(&r, 3);
    tt_error err = {0};
    for (unsigned step = 0; step < 400; step++) {
        int rc = tt_match_advance(g.m, &err);
        cr_assert_geq(rc, 0, "%s", err.msg);
        if (rc == TT_ADVANCE_OVER)
            break;
        for (unsigned s = 0; s <= tt_match_rules(g.m)->seats; s++) {
            unsigned viewer = s == tt_match_rules(g.m)->seats ? TT_OBS_PUBLIC : s;
            cr_assert_eq(tt_match_observe(g.m, viewer, NULL, &o, &err), TT_OK, "%s", err.msg);
            int n = tt_observation_json(g.m, &o, text, sizeof text);
            cr_assert(n > 0 && n < (int)sizeof text);
            json_error_t jerr;
            json_t *j = json_loadb(text, (size_t)n, 0, &jerr);
            cr_assert_not_null(j, "step %u seat %u: %s at %d", step, s, jerr.text, jerr.position);
            size_t m2 = json_dumpb(j, again, sizeof again, JSON_COMPACT);
            json_decref(j);
            cr_assert_eq(m2, (size_t)n);
            cr_assert_eq(memcmp(text, again, m2), 0, "step %u seat %u", step, s);
            char small[40];
            cr_assert_eq(tt_observation_json(g.m, &o, small, sizeof small), n);
            cr_assert_eq(memcmp(small, text, sizeof small - 1), 0);
            checked++;
        }
        rc = tt_match_decide(g.m, (unsigned)tt_match_decision_seat(g.m),
                             tt_rng_below(&r, tt_match_option_count(g.m)), &err);
        cr_assert_eq(rc, TT_OK, "%s", err.msg);
    }
    tt_shipped_close(&g);
    cr_assert_gt(checked, 500, "only %u observations", checked);
}
