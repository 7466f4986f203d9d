/* setup_card.c: the card state a scenario may set on a Pokémon its setup places in play
 * (docs/scenarios.md): damage, attached cards (Energy, Tools), a Special Condition, the cards
 * it evolved from, and whether it was put into play this turn. It runs only while a scenario
 * is set up, so it looks cards up by name. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ptcg.h"

/* The next comma-separated name of *list into buf (spaces trimmed); 0 at the end. */
static int next_name(const char **list, char *buf, size_t size)
{
    const char *p = *list;
    while (*p == ' ' || *p == ',')
        p++;
    if (!*p)
        return 0;
    const char *end = strchr(p, ',');
    size_t len = end ? (size_t)(end - p) : strlen(p);
    while (len && p[len - 1] == ' ')
        len--;
    if (len >= size)
        len = size - 1;
    memcpy(buf, p, len);
    buf[len] = '\0';
    *list = end ? end + 1 : p + strlen(p);
    return 1;
}

/* The topmost card named name in seat's deck, or -1. */
static int from_deck(tt_match *m, const ptcg_state *g, unsigned seat, const char *name)
{
    unsigned deck = ptcg_zone(m, g->z_deck, seat);
    for (unsigned i = tt_zone_count(m, deck); i-- > 0;) {
        unsigned c = tt_zone_card(m, deck, i);
        if (!strcmp(ptcg_name(m, c), name))
            return (int)c;
    }
    return -1;
}

/* "1B's Water Energy": the teammate who attached it (PD-14: a teammate may attach to a
 * Pokémon of the center); else the Pokémon's owner. *name loses the prefix; -1: no such
 * player may attach to pokemon. */
static int attacher(const tt_match *m, const ptcg_state *g, unsigned pokemon, char *name)
{
    const tt_rules *r = tt_match_rules(m);
    char seat[4] = "";
    const char *mark = strstr(name, "'s ");
    if (!mark || mark - name > 2)
        return (int)tt_card_owner(m, pokemon);
    memcpy(seat, name, (size_t)(mark - name));
    int s = tt_seat_parse(r, seat), lane = ptcg_card_lane(m, g, pokemon);
    if (s < 0)
        return (int)tt_card_owner(m, pokemon); /* a card name with 's */
    memmove(name, mark + 3, strlen(mark + 3) + 1);
    if (tt_seat_team(m, (unsigned)s) != tt_seat_team(m, tt_card_controller(m, pokemon)) ||
        lane < 0 || !(ptcg_lanes_of(m, (unsigned)s) >> lane & 1))
        return -1; /* PD-11: only a teammate who plays in the Pokémon's lane */
    return s;
}

/* Attaches each listed card from the owner's deck (or the named teammate's: "1B's Water
 * Energy") to pokemon (flat: attached_to); energy_only refuses a card that is no Energy. */
static const char *attach_list(tt_match *m, ptcg_state *g, unsigned pokemon, const char *list,
                               int energy_only)
{
    char name[96];
    while (next_name(&list, name, sizeof name)) {
        int owner = attacher(m, g, pokemon, name);
        if (owner < 0)
            return "only a player of its team who plays in its lane attaches to it (PD-11: the "
                   "center)";
        int c = from_deck(m, g, (unsigned)owner, name);
        if (c < 0) {
            return "the owner's deck has no such card left to attach (name it under deck: or as "
                   "the filler)";
        }
        if (energy_only && !ptcg_is_energy(m, (unsigned)c)) {
            return "not an Energy card (use attached:)";
        }
        if (ptcg_card_of(m, (unsigned)c)->kind == PK_POKEMON) {
            return "a Pokémon is not attached (use evolved_from:)";
        }
        if (ptcg_card_of(m, (unsigned)c)->kind == PK_TOOL && ptcg_tool_of(m, g, pokemon) >= 0)
            return "PB: one Pokémon Tool per Pokémon";
        tt_card_put(m, (unsigned)c, tt_zone_instance(m, g->z_attached, (unsigned)owner, -1),
                    TT_BOTTOM);
        g->card[c].attached_to = (int16_t)pokemon;
    }
    return NULL;
}

/* The cards pokemon evolved from, lowest stage first ("Charmander, Charmeleon" under a
 * Charizard), from the owner's deck, kept under it as evolve.c keeps them. */
static const char *evolved_list(tt_match *m, ptcg_state *g, unsigned pokemon, const char *list)
{
    unsigned owner = tt_card_owner(m, pokemon);
    char name[96];
    int under[2], n = 0;
    while (next_name(&list, name, sizeof name)) {
        int c = n < 2 ? from_deck(m, g, owner, name) : -1;
        if (n == 2)
            return "at most two cards (a Basic and a Stage 1) are under a Pokémon";
        if (c < 0) {
            return "the owner's deck has no such card left to put under it (name it under deck:)";
        }
        under[n++] = c;
    }
    /* PB: each stage evolves from the one below: the list must be the card's own line */
    int top = (int)pokemon;
    for (int i = n; i-- > 0;) {
        if (ptcg_card_of(m, (unsigned)top)->from != (int32_t)tt_card_id(m, (unsigned)under[i]))
            return "not the card it evolves from (list the lowest stage first)";
        top = under[i];
    }
    if (!n || ptcg_card_of(m, (unsigned)top)->stage != PS_BASIC)
        return "the line must go down to a Basic Pokémon";
    for (int i = 0; i < n; i++) {
        tt_card_put(m, (unsigned)under[i], tt_zone_instance(m, g->z_attached, owner, -1),
                    TT_BOTTOM);
        g->card[under[i]].attached_to = (int16_t)pokemon;
    }
    return NULL;
}

static unsigned condition_of(const char *v)
{
    static const char *const names[] = {"asleep", "confused", "paralyzed", "poisoned", "burned"};
    for (unsigned i = 0; i < 5; i++)
        if (!strcmp(v, names[i]))
            return 1u << i; /* PC_ASLEEP .. PC_BURNED */
    return 0;
}

const char *ptcg_setup_card(tt_match *m, void *gsv, unsigned card, const char *key,
                            const char *value)
{
    ptcg_state *g = gsv;
    unsigned z = tt_card_zone(m, card);
    unsigned kind = z == TT_NOWHERE ? TT_NOWHERE : tt_zone_kind_of(m, z);
    int in_play = kind == g->z_active || kind == g->z_bench;
    if (!key) { /* placed: a Pokémon in play since before the script; Prize cards face down */
        int lane = in_play ? ptcg_card_lane(m, g, card) : -1;
        if (lane >= 0 && !(ptcg_lanes_of(m, tt_card_owner(m, card)) >> lane & 1))
            return "a player's Pokémon lie only in the lanes it plays in (PD-11: its side lane "
                   "and the center)";
        if (in_play) {
            g->card[card].damage = 0;
            g->card[card].conditions = 0;
            g->card[card].entered = 0; /* not this turn: it may evolve, unless entered: this_turn */
        } else if (kind == g->z_prizes) {
            tt_card_set_face_down(m, card, 1); /* PB: Prize cards are face down */
        }
        return NULL;
    }
    if (strcmp(key, "damage") && strcmp(key, "energy") && strcmp(key, "attached") &&
        strcmp(key, "condition") && strcmp(key, "evolved_from") && strcmp(key, "entered"))
        return "unknown key; a Pokémon in play takes damage, energy, attached, condition, "
               "evolved_from, entered";
    if (!in_play || ptcg_card_of(m, card)->kind != PK_POKEMON)
        return "only a Pokémon in an Active Spot or on a Bench has this state";
    if (!strcmp(key, "damage")) {
        char *end;
        long d = strtol(value, &end, 10);
        if (*end || d < 0 || d % 10)
            return "expected a multiple of 10 (PB: damage counters are 10 each)";
        if (d >= ptcg_card_of(m, card)->hp)
            return "as much damage as its HP would Knock it Out";
        g->card[card].damage = (uint16_t)d;
        return NULL;
    }
    if (!strcmp(key, "energy") || !strcmp(key, "attached"))
        return attach_list(m, g, card, value, !strcmp(key, "energy"));
    if (!strcmp(key, "evolved_from")) {
        if (ptcg_card_of(m, card)->stage == PS_BASIC)
            return "a Basic Pokémon evolved from nothing";
        return evolved_list(m, g, card, value);
    }
    if (!strcmp(key, "entered")) {
        if (strcmp(value, "this_turn"))
            return "expected this_turn (PB: it cannot evolve this turn)";
        g->card[card].entered = PTCG_ENTERED_FIRST_TURN; /* setup.c makes it the first turn's */
        return NULL;
    }
    /* condition: one name or several ("poisoned, burned"); PB: only the Active has one */
    if (kind != g->z_active)
        return "PB: only an Active Pokémon has a Special Condition";
    char name[32];
    const char *list = value;
    int any = 0;
    while (next_name(&list, name, sizeof name)) {
        unsigned c = condition_of(name);
        if (!c)
            return "expected asleep, confused, paralyzed, poisoned or burned";
        if (c & PC_ROTATION) /* PB: Asleep, Confused, Paralyzed replace each other */
            g->card[card].conditions &= (uint8_t)~PC_ROTATION;
        g->card[card].conditions |= (uint8_t)c;
        any = 1;
    }
    return any ? NULL : "expected asleep, confused, paralyzed, poisoned or burned";
}

/* PB: a Benched Pokémon is promoted as soon as the Active Spot empties, so no position play
 * reaches has a Bench without an Active Pokémon in its lane (each lane's own in doubles). */
int ptcg_setup_refusal(const tt_match *m, const void *gsv, unsigned *seat, char *why, size_t size)
{
    const ptcg_state *g = gsv;
    const tt_rules *r = tt_match_rules(m);
    for (unsigned s = 0; s < r->seats; s++) {
        unsigned lanes = r->nlanes ? ptcg_lanes_of(m, s) : 1;
        for (unsigned l = 0; lanes >> l; l++) {
            unsigned bench =
                r->nlanes ? ptcg_lane_zone(m, g->z_bench, s, l) : ptcg_zone(m, g->z_bench, s);
            unsigned active =
                r->nlanes ? ptcg_lane_zone(m, g->z_active, s, l) : ptcg_zone(m, g->z_active, s);
            if ((lanes >> l & 1) && tt_zone_count(m, bench) && !tt_zone_count(m, active)) {
                const char *lane = r->nlanes ? ptcg_lane_name(m, (int)l) : "";
                *seat = tt_card_owner(m, tt_zone_card(m, bench, 0)); /* whose setup placed it */
                snprintf(why, size,
                         "the %s%sBench holds Pokémon but its Active Spot is empty: a Benched "
                         "Pokémon is promoted as soon as the Active Spot empties (PB)",
                         lane, *lane ? " lane's " : "");
                return 1;
            }
        }
    }
    return 0;
}
