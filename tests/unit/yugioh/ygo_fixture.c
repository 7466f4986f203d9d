/* ygo_fixture.c: what the yugioh rule tests share: a match under a shipped ruleset with
 * decks of known cards, positions set up through the module ABI, and decisions taken by label
 * the way a player would. */
#include "ygo.h" /* before the fixture: its globals would shadow ygo.h's parameters */
#include "ygo_fixture.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

tt_ctx *ctx;
tt_ruleset *rs;
tt_match *m;
const char *fixture_games_dir = SRC "/games";

void open_ruleset(const char *yaml)
{
    tt_ctx_options o = TT_CTX_OPTIONS_INIT;
    tt_error err = {0};
    o.rulesets_dir = SRC "/rulesets";
    o.games_dir = fixture_games_dir;
    cr_assert_eq(tt_ctx_new(&ctx, &o, &err), 0);
    int rc = tt_ruleset_load_string(&rs, ctx, "test.yaml", yaml, &err);
    cr_assert_eq(rc, 0, "%s: %s", err.path, err.msg);
}

/* A match where every seat's deck (60 cards) holds four of each monster the tests place,
 * three of each card named in extra (NULL-terminated, may be NULL), then filler (Giant Soldier
 * of Stone); seed 1. */
void open_match_with(const char *yaml, const char *const *extra)
{
    static const char *const named[] = {
        "Dark Magician", "Blue-Eyes White Dragon",  "Celtic Guardian", "Mystical Elf",
        "Battle Ox",     "Elemental HERO Sparkman", "Summoned Skull"};
    const tt_carddb *db;
    tt_error err = {0};
    static uint32_t deck[60];
    unsigned n = 0;
    open_ruleset(yaml);
    cr_assert_eq(tt_ctx_carddb(&db, ctx, "yugioh", &err), 0, "%s", err.msg);
    for (unsigned i = 0; i < 28; i++)
        deck[n++] = (uint32_t)tt_carddb_find(db, named[i / 4]);
    for (unsigned e = 0; extra && extra[e]; e++) {
        int id = tt_carddb_find(db, extra[e]);
        cr_assert_geq(id, 0, "no card %s", extra[e]);
        for (unsigned k = 0; k < 3 && n < 60; k++)
            deck[n++] = (uint32_t)id;
    }
    while (n < 60)
        deck[n++] = (uint32_t)tt_carddb_find(db, "Giant Soldier of Stone");
    tt_match_setup setup = {TT_MATCH_SETUP_VERSION, 1, {0}, {0}, {0}, {0}, NULL, NULL};
    for (unsigned s = 0; s < tt_ruleset_rules(rs)->seats; s++) {
        setup.main[s] = deck;
        setup.nmain[s] = n;
    }
    cr_assert_eq(tt_match_new(&m, ctx, rs, &setup, &err), 0, "%s", err.msg);
}

void open_match(const char *yaml)
{
    open_match_with(yaml, NULL);
}

void teardown(void)
{
    tt_match_free(m);
    tt_ruleset_free(rs);
    tt_ctx_free(ctx);
    m = NULL;
    rs = NULL;
    ctx = NULL;
}

const char team_duel[] = "name: t\ntitle: t\nextends: ygo-team-duel\nturn: {first: 1}\n";
const char duel[] = "name: t\ntitle: t\nextends: ygo-duel\nturn: {first: 1}\n";

unsigned seat(const char *name)
{
    int s = tt_seat_parse(tt_match_rules(m), name);
    cr_assert_geq(s, 0);
    return (unsigned)s;
}

unsigned kind(const char *zone)
{
    const tt_rules *r = tt_match_rules(m);
    for (unsigned k = 0; k < r->nzones; k++)
        if (strcmp(r->zones[k].name, zone) == 0)
            return k;
    cr_assert_fail("no zone %s", zone);
    return 0;
}

unsigned zone(const char *z, const char *s)
{
    return tt_zone_instance(m, kind(z), seat(s), -1);
}

/* Moves a card named name owned by `owner` from its deck (or else its hand) into zone z of
 * seat `to`, the way an effect would put it there. */
unsigned place(const char *name, const char *owner, const char *z, const char *to)
{
    const char *from[] = {"deck", "hand"};
    int id = tt_carddb_find(tt_match_carddb(m), name);
    cr_assert_geq(id, 0, "no card %s", name);
    for (unsigned f = 0; f < 2; f++) {
        unsigned src = zone(from[f], owner);
        for (unsigned i = 0; i < tt_zone_count(m, src); i++) {
            unsigned c = tt_zone_card(m, src, i);
            if (tt_card_id(m, c) == (uint32_t)id) {
                cr_assert_eq(tt_card_put(m, c, zone(z, to), TT_TOP), 0);
                return c;
            }
        }
    }
    cr_assert_fail("%s has no %s left in deck or hand", owner, name);
    return 0;
}

int decide_seat(void)
{
    tt_error err = {0};
    int rc = tt_match_advance(m, &err);
    cr_assert_eq(rc, TT_ADVANCE_DECIDE, "advance: %d %s", rc, err.msg);
    return tt_match_decision_seat(m);
}

void take(const char *who, const char *label)
{
    tt_error err = {0};
    cr_assert_eq(decide_seat(), (int)seat(who), "expected %s to decide", who);
    int rc = tt_match_decide_label(m, seat(who), label, &err);
    cr_assert_eq(rc, 0, "%s: '%s': %s: %s", who, label, err.path, err.msg);
}

void refused(const char *who, const char *label, const char *key_part)
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

void absent(const char *who, const char *form, const char *bad, const char *good)
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

/* Ends turns ("end the turn") until `turn` has begun and its seat is deciding in Main Phase 1;
 * the seats asked in an open game state before it (the Draw and Standby Phases, YT-5.2) pass. */
void to_turn(unsigned turn)
{
    while (tt_match_turn(m) < turn || tt_match_decision_seat(m) < 0 ||
           tt_match_decision_seat(m) != tt_match_turn_seat(m) ||
           strcmp(tt_match_phase(m), "main1")) {
        int s = decide_seat();
        if (tt_match_turn(m) >= turn && s == tt_match_turn_seat(m) &&
            !strcmp(tt_match_phase(m), "main1"))
            break;
        tt_error err = {0};
        if (tt_match_decide_label(m, (unsigned)s, "end the turn", &err) != 0) /* a discard */
            cr_assert_eq(tt_match_decide(m, (unsigned)s, 0, &err), 0, "%s", err.msg);
    }
}

/* A Spell or Trap Set face-down in seat's own Spell & Trap Zone (Set in an earlier turn). */
unsigned place_set(const char *name, const char *owner)
{
    unsigned c = place(name, owner, "spell_trap", owner);
    tt_card_set_face_down(m, c, 1);
    return c;
}

/* Sends every card of seat's hand to its Graveyard (a test's clean slate). */
void empty_hand(const char *who)
{
    unsigned hand = zone("hand", who);
    while (tt_zone_count(m, hand))
        tt_card_put(m, tt_zone_card(m, hand, 0), zone("graveyard", who), TT_TOP);
}

/* a and b trade places by hand, the way the rules could have dealt them (a Set card of the
 * owner's and a card of its hidden pool): the zones, each place's face-down flag and controller
 * and the module's per-card record (position, turn Set) stay with the place. Done where no
 * option, frame, chain link or battle names either card. Twice: back as it was, with the
 * same bookkeeping (the cards' move events). */
void hand_trade(tt_match *x, unsigned a, unsigned b)
{
    int da = tt_card_face_down(x, a), db = tt_card_face_down(x, b);
    unsigned ca = tt_card_controller(x, a), cb = tt_card_controller(x, b);
    tt_card_swap(x, a, b);
    tt_card_set_face_down(x, a, db);
    tt_card_set_face_down(x, b, da);
    tt_card_set_controller(x, a, cb);
    tt_card_set_controller(x, b, ca);
    ygo_state *g = tt_match_game_state(x);
    ygo_card_vars t = g->card[a];
    g->card[a] = g->card[b];
    g->card[b] = t;
}

/* A card named name in seat's Deck. */
unsigned in_deck(const tt_match *x, const char *name, const char *who)
{
    int id = tt_carddb_find(tt_match_carddb(x), name);
    unsigned deck = tt_zone_instance(x, tt_match_rules(x)->zone_deck, seat(who), -1);
    for (unsigned i = 0; i < tt_zone_count(x, deck); i++)
        if (tt_card_id(x, tt_zone_card(x, deck, i)) == (uint32_t)id)
            return tt_zone_card(x, deck, i);
    cr_assert_fail("%s has no %s in the Deck", who, name);
    return 0;
}
