/* scenario_setup.c: the position a scenario sets up before its script: the decks (the cards
 * the setup names plus a filler), the cards moved into their zones with their state, and the
 * `start:` section (turn, seat, phase, life, Prizes, limits already used). Every name is
 * checked against the ruleset and the card database; a wrong one is reported at its
 * file:line:col. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "error_impl.h"
#include "ruleset_impl.h"
#include "registry.h"
#include "scenario_impl.h"
#include "tagteam/deck.h"

#define bad tt_scenario__bad

static int card_id(tt_scenario_runner *x, const tt_node *name, uint32_t *out)
{
    int id = tt_carddb_find(x->db, name->text);
    if (id < 0) {
        const char *near = tt_carddb_closest(x->db, name->text);
        return bad(x->err, name, "setup", "unknown card '%s'%s%s%s", name->text,
                   near ? "; did you mean '" : "", near ? near : "", near ? "'?" : "");
    }
    *out = (uint32_t)id;
    return TT_OK;
}

static const tt_node *entry_name(const tt_node *e)
{
    return e->kind == TT_NODE_SCALAR ? e : tt_yaml__get(e, "card");
}

static int seat_of(tt_scenario_runner *x, const tt_node *key, unsigned *out)
{
    int s = tt_seat_parse(x->r, key->text);
    if (s < 0)
        return bad(x->err, key, "setup", "'%s' is not a seat of %s", key->text, x->r->name);
    *out = (unsigned)s;
    return TT_OK;
}

/* PD-25, YP-1: a position of a format holds no card its ruleset bans; PD-2: nor one outside
 * the card pool of its module's options (the module's deck_card_refusal). */
static int not_banned(tt_scenario_runner *x, const tt_node *name)
{
    for (unsigned b = 0; b < x->rs->nbanned; b++)
        if (!strcmp(x->rs->banned[b], name->text))
            return bad(x->err, name, "setup", "'%s' is banned in %s (decks.banned)", name->text,
                       x->r->name);
    if (!tt_ruleset__in_pool(x->rs, name->text)) /* YP-1 */
        return bad(x->err, name, "setup", "'%s' is not in the card pool of %s (decks.allowed)",
                   name->text, x->r->name);
    int id = x->db && x->rs->game->deck_card_refusal ? tt_carddb_find(x->db, name->text) : -1;
    const char *why = id >= 0 ? x->rs->game->deck_card_refusal(x->r, x->db, (uint32_t)id) : NULL;
    if (why)
        return bad(x->err, name, "setup", "'%s': %s", name->text, why);
    return TT_OK;
}

/* The scalar key `key` of seat s's setup (deck_size, out), or NULL. */
static const tt_node *seat_key(const tt_node *su, const tt_scenario_runner *x, unsigned s,
                               const char *key)
{
    for (size_t i = 0; su && i < su->n; i++)
        if (tt_seat_parse(x->r, su->keys[i]->text) == (int)s && tt_yaml__get(su->vals[i], key))
            return tt_yaml__get(su->vals[i], key);
    return NULL;
}

/* Adds to seat's deck (and Side Deck) the cards setup su names for it. A later game's setup
 * (merge: the size of the deck before it) adds a name only where the deck holds fewer copies
 * than that game names, so a card named by game 1 and game 2 is one card. */
static int add_named(tt_scenario_runner *x, const tt_node *su, unsigned s, uint32_t *deck,
                     unsigned *n, uint32_t *side, unsigned *nside, unsigned merge)
{
    uint32_t named[TT_MAX_CARDS / TT_MAX_SEATS];
    unsigned nnamed = 0;
    int rc;
    for (size_t i = 0; su && i < su->n; i++) {
        unsigned seat = 0;
        if ((rc = seat_of(x, su->keys[i], &seat)))
            return rc;
        if (seat != s)
            continue;
        for (size_t z = 0; z < su->vals[i]->n; z++) {
            const tt_node *list = su->vals[i]->vals[z];
            int is_side = !strcmp(su->vals[i]->keys[z]->text, "side");
            if (list->kind != TT_NODE_LIST)
                continue; /* deck_size, out: tt_scenario__seat_state */
            uint32_t *into = is_side ? side : deck;
            unsigned *count = is_side ? nside : n;
            for (size_t c = 0; c < list->n; c++) {
                uint32_t id;
                if (*count >= TT_MAX_CARDS / TT_MAX_SEATS)
                    return bad(x->err, list->vals[c], "setup", "more than %d cards for one seat",
                               TT_MAX_CARDS / TT_MAX_SEATS);
                unsigned have = 0, want = 1;
                if ((rc = card_id(x, entry_name(list->vals[c]), &id)) ||
                    (rc = not_banned(x, entry_name(list->vals[c]))))
                    return rc;
                for (unsigned k = 0; merge && !is_side && k < nnamed; k++)
                    want += named[k] == id;
                for (unsigned k = 0; merge && !is_side && k < merge; k++)
                    have += deck[k] == id;
                if (merge && !is_side && nnamed < TT_MAX_CARDS / TT_MAX_SEATS)
                    named[nnamed++] = id;
                if (!merge || is_side || have < want)
                    into[(*count)++] = id;
            }
        }
    }
    return TT_OK;
}

/* Decks hold the cards the setup names, then the filler up to decks.main's minimum; a seat's
 * `side:` list is its Side Deck (YP-6: swapped between the games of a match). ids has room for
 * TT_MAX_SEATS main decks, then as many Side Decks. */
int tt_scenario__build_decks(tt_scenario_runner *x, uint32_t *ids, tt_series_setup *setup)
{
    const tt_node *su = x->sc->setup;
    uint32_t filler = 0;
    int rc;
    if (x->sc->filler &&
        ((rc = card_id(x, x->sc->filler, &filler)) || (rc = not_banned(x, x->sc->filler))))
        return rc;
    for (unsigned s = 0; s < x->r->seats; s++) {
        uint32_t *deck = ids + s * TT_MAX_CARDS, *side = ids + (TT_MAX_SEATS + s) * TT_MAX_CARDS;
        unsigned n = 0, nside = 0;
        setup->main[s] = deck;
        setup->side[s] = side;
        if (x->seat_deck[s]) { /* decks: [{seat, file}]: its deck file; the setup's cards come
                                  from it */
            const tt_deck *d = x->seat_deck[s];
            setup->main[s] = tt_deck_ids(d, TT_DECK_MAIN);
            setup->nmain[s] = tt_deck_count(d, TT_DECK_MAIN);
            setup->extra[s] = tt_deck_ids(d, TT_DECK_EXTRA);
            setup->nextra[s] = tt_deck_count(d, TT_DECK_EXTRA);
            setup->side[s] = tt_deck_ids(d, TT_DECK_SIDE);
            setup->nside[s] = tt_deck_count(d, TT_DECK_SIDE);
            continue;
        }
        /* the cards game 1's setup names, then those of each later game (games: [{game: N, setup}])
         * that the deck does not hold as many times yet */
        for (size_t g = 0, ng = x->sc->games ? x->sc->games->n : 0; g <= ng; g++) {
            const tt_node *gs = g ? tt_yaml__get(x->sc->games->vals[g - 1], "setup") : x->sc->setup;
            unsigned before = n; /* the deck as the earlier games named it */
            if ((rc = add_named(x, gs, s, deck, &n, side, &nside, g ? before : 0)))
                return rc;
        }
        unsigned want = x->r->main_min > n ? x->r->main_min : n;
        const tt_node *size = seat_key(su, x, s, "deck_size");
        if (size && n + (unsigned)atoi(size->text) > want) /* room for the deck it asks */
            want = n + (unsigned)atoi(size->text);
        if (want > TT_MAX_CARDS / TT_MAX_SEATS)
            return bad(x->err, size ? size : x->sc->root, "setup",
                       "a deck of more than %d cards (TT_MAX_CARDS / TT_MAX_SEATS)",
                       TT_MAX_CARDS / TT_MAX_SEATS);
        if (want > n && !x->sc->filler)
            return bad(x->err, x->sc->root, "filler",
                       "required: a card to fill each deck up to %u cards", x->r->main_min);
        while (n < want && n < TT_MAX_CARDS / TT_MAX_SEATS)
            deck[n++] = filler;
        setup->nmain[s] = n;
        setup->nside[s] = nside;
    }
    return TT_OK;
}

static unsigned find_in(const tt_match *m, unsigned inst, uint32_t id)
{
    for (unsigned i = 0; i < tt_zone_count(m, inst); i++)
        if (tt_card_id(m, tt_zone_card(m, inst, i)) == id)
            return tt_zone_card(m, inst, i);
    return TT_NOWHERE;
}

/* "zone" or "zone@lane" of seat: its instance, or TT_NOWHERE with why in *why. A lane zone
 * needs its @lane unless the ruleset has one lane; a lane_team zone is the seat's team's part. */
static unsigned zone_at(const tt_scenario_runner *x, unsigned seat, const char *text, char *why,
                        size_t size)
{
    const tt_rules *r = x->r;
    const char *at = strchr(text, '@');
    char zone[TT_NAME_MAX];
    size_t zl = at ? (size_t)(at - text) : strlen(text);
    const char *names[TT_MAX_ZONES + 2];
    char hint[300] = "";
    unsigned k = 0, kind = r->nzones;
    int lane = -1;
    if (zl < sizeof zone) {
        memcpy(zone, text, zl);
        zone[zl] = '\0';
        kind = tt_zone__kind_by_name(r, zone);
    }
    if (kind == r->nzones) {
        for (; k < r->nzones; k++)
            names[k] = r->zones[k].name;
        names[k] = NULL;
        tt_names__suggest(hint, sizeof hint, names, zl < sizeof zone ? zone : text, 1);
        snprintf(why, size, "'%.*s' is not a zone of %s%s", (int)zl, text, r->name, hint);
        return TT_NOWHERE;
    }
    int lane_zone = r->zones[kind].scope == TT_PER_LANE || r->zones[kind].scope == TT_PER_LANE_TEAM;
    if (at) {
        for (k = 0; k < r->nlanes; k++) {
            names[k] = r->lanes[k].name;
            if (!strcmp(r->lanes[k].name, at + 1))
                lane = (int)k;
        }
        names[k] = NULL;
        if (lane < 0 || !lane_zone) {
            if (lane_zone)
                tt_names__suggest(hint, sizeof hint, names, at + 1, 1);
            snprintf(why, size, lane_zone ? "'%s' is not a lane of %s%s" : "%s is not a lane zone",
                     lane_zone ? at + 1 : zone, r->name, hint);
            return TT_NOWHERE;
        }
    } else if (lane_zone && r->nlanes > 1) {
        snprintf(why, size, "%s is a lane zone: say which lane, as %s@%s", zone, zone,
                 r->lanes[0].name);
        return TT_NOWHERE;
    }
    return tt_zone_instance(x->m, kind, seat, lane);
}

/* A card's module keys (all but card and face_down), through the module's setup_card, which
 * first hears of the placed card with no key (a face-down monster is in Defense Position) and
 * may refuse the place (PD-11: a Pokémon in a lane its player does not play in). */
static int card_state(tt_scenario_runner *x, unsigned card, const tt_node *e)
{
    const tt_game *g = x->m->game;
    const char *placed =
        g->setup_card ? g->setup_card(x->m, tt_match_game_state(x->m), card, NULL, NULL) : NULL;
    if (placed)
        return bad(x->err, e, "setup", "%s", placed);
    for (size_t k = 0; e->kind == TT_NODE_MAP && k < e->n; k++) {
        const char *key = e->keys[k]->text, *why;
        if (!strcmp(key, "card") || !strcmp(key, "face_down"))
            continue;
        if (!g->setup_card)
            why = "the game sets no card state in scenarios";
        else
            why = g->setup_card(x->m, tt_match_game_state(x->m), card, key, e->vals[k]->text);
        if (why)
            return bad(x->err, e->keys[k], "setup", "%s: %s", key, why);
    }
    return TT_OK;
}

/* The whole position placed: one the module says play cannot reach (a Bench with no Active
 * Pokémon) is refused at the seat's setup, or at setup: when the seat has none. */
static int position_refusal(tt_scenario_runner *x, const tt_node *su)
{
    const tt_game *g = x->m->game;
    unsigned seat = 0;
    char why[256];
    if (!g->setup_refusal ||
        !g->setup_refusal(x->m, tt_match_game_state(x->m), &seat, why, sizeof why))
        return TT_OK;
    for (size_t i = 0; su && i < su->n; i++)
        if (tt_seat_parse(x->r, su->keys[i]->text) == (int)seat)
            return bad(x->err, su->keys[i], "setup", "%s", why);
    char name[4];
    return bad(x->err, su, "setup", "%s: %s", tt_seat_name(x->r, seat, name), why);
}

/* Hands hold exactly what the setup says; named cards move from the deck to their zones;
 * deck_top puts cards on top, the first listed on the very top. */
int tt_scenario__place_cards(tt_scenario_runner *x, const tt_node *su)
{
    tt_match *m = x->m;
    int rc;
    for (size_t i = 0; su && i < su->n; i++) {
        unsigned seat = 0;
        if ((rc = seat_of(x, su->keys[i], &seat)))
            return rc;
        unsigned hand = tt_zone_instance(m, x->r->zone_hand, seat, -1);
        unsigned deck = tt_zone_instance(m, x->r->zone_deck, seat, -1);
        while (tt_zone_count(m, hand))
            tt_card_put(m, tt_zone_card(m, hand, 0), deck, TT_BOTTOM);
        const tt_node *zones = su->vals[i];
        for (size_t z = 0; z < zones->n; z++) {
            const tt_node *key = zones->keys[z], *list = zones->vals[z];
            int top = !strcmp(key->text, "deck_top");
            if (!strcmp(key->text, "side") || list->kind != TT_NODE_LIST)
                continue; /* the Side Deck: outside the game (tt_scenario__build_decks);
                             deck_size, out: tt_scenario__seat_state */
            char why[400];
            unsigned inst = top ? deck : zone_at(x, seat, key->text, why, sizeof why);
            if (inst == TT_NOWHERE)
                return bad(x->err, key, "setup", "%s", why);
            top |= x->r->zones[tt_zone_kind_of(m, inst)].ordered; /* listed top first */
            for (size_t c = top ? list->n : 0; top ? c-- > 0 : c < list->n; top ? 0 : c++) {
                const tt_node *e = list->vals[c],
                              *fd = e->kind == TT_NODE_MAP ? tt_yaml__get(e, "face_down") : NULL;
                uint32_t id;
                if ((rc = card_id(x, entry_name(e), &id)))
                    return rc;
                unsigned card = find_in(m, deck, id);
                if (card == TT_NOWHERE)
                    return bad(x->err, e, "setup", "%s has no '%s' left to place",
                               su->keys[i]->text, entry_name(e)->text);
                if (tt_card_put(m, card, inst, TT_TOP))
                    return bad(x->err, e, "setup", "%s's %s is full", su->keys[i]->text, key->text);
                if (fd && !strcmp(fd->text, "true"))
                    tt_card_set_face_down(m, card, 1);
                if ((rc = card_state(x, card, e)))
                    return rc;
            }
        }
    }
    return position_refusal(x, su);
}

/* setup.SEAT.deck_size: N: the deck holds N cards when the script begins, the cards under
 * them leaving the match (0: an empty deck, YT-1.10, PD-22); the cards the setup lists
 * under deck: or deck_top: stay. out: true: the seat is out from the start (YP-11, PD-22). */
int tt_scenario__seat_state(tt_scenario_runner *x, const tt_node *su)
{
    for (unsigned s = 0; s < x->r->seats; s++) {
        const tt_node *size = seat_key(su, x, s, "deck_size"), *out = seat_key(su, x, s, "out");
        unsigned deck = tt_zone_instance(x->m, x->r->zone_deck, s, -1), kept = 0;
        for (size_t i = 0; size && su && i < su->n; i++) /* the cards it lists on top */
            if (tt_seat_parse(x->r, su->keys[i]->text) == (int)s)
                for (size_t z = 0; z < su->vals[i]->n; z++)
                    if (!strcmp(su->vals[i]->keys[z]->text, "deck") ||
                        !strcmp(su->vals[i]->keys[z]->text, "deck_top"))
                        kept += (unsigned)su->vals[i]->vals[z]->n;
        if (size && (unsigned)atoi(size->text) < kept)
            return bad(x->err, size, "setup",
                       "deck_size %s is less than the %u cards listed "
                       "for the deck",
                       size->text, kept);
        if (size && tt_zone_count(x->m, deck) < (unsigned)atoi(size->text))
            return bad(x->err, size, "setup", "the deck holds only %u cards",
                       tt_zone_count(x->m, deck));
        while (size && tt_zone_count(x->m, deck) > (unsigned)atoi(size->text))
            tt_card_put(x->m, tt_zone_card(x->m, deck, 0), TT_NOWHERE, TT_TOP); /* the bottom */
        if (out && !strcmp(out->text, "true"))
            tt_seat_out(x->m, s, TT_OUT_CONCEDE);
    }
    return TT_OK;
}

/* "SEAT.zone" or "SEAT.zone@lane" (expectations): the instance, or TT_NOWHERE. */
unsigned tt_scenario__seat_zone(const tt_scenario_runner *x, const char *sz)
{
    const char *dot = strchr(sz, '.');
    char seat_name[4] = "", why[400];
    if (!dot || dot - sz >= 4)
        return TT_NOWHERE;
    memcpy(seat_name, sz, (size_t)(dot - sz));
    int s = tt_seat_parse(x->r, seat_name);
    return s < 0 ? TT_NOWHERE : zone_at(x, (unsigned)s, dot + 1, why, sizeof why);
}

static int start_seat(tt_scenario_runner *x, const tt_node *n, unsigned *out)
{
    int s = tt_seat_parse(x->r, n->text);
    if (s < 0)
        return bad(x->err, n, "start", "'%s' is not a seat of %s", n->text, x->r->name);
    *out = (unsigned)s;
    return TT_OK;
}

/* The team whose going first makes turn `turn` the turn of `who` (a seat, or a team under team
 * turns), or r->teams when none does. */
static unsigned fitting_team(const tt_rules *r, unsigned turn, unsigned who)
{
    uint8_t order[TT_MAX_SEATS];
    for (unsigned t = 0; t < r->teams; t++) {
        tt_turn__order_of(r, t, order);
        if (order[(turn - 1) % r->order_len] == who)
            return t;
    }
    return r->teams;
}

int tt_scenario__first_team(const tt_scenario_runner *x)
{
    const tt_rules *r = x->r;
    const tt_node *st = x->sc->start;
    const tt_node *tn = st ? tt_yaml__get(st, "turn") : NULL;
    const tt_node *sn = st ? tt_yaml__get(st, "seat") : NULL;
    int seat = sn ? tt_seat_parse(r, sn->text) : -1;
    if (!tn || seat < 0 || r->first_team != TT_FIRST_RANDOM || atoi(tn->text) < 1)
        return -1; /* start_turn checks and reports what is wrong */
    unsigned who = r->turn_unit == TT_TURN_SEAT ? (unsigned)seat : (unsigned)seat / r->per_team;
    unsigned t = fitting_team(r, (unsigned)atoi(tn->text), who);
    return t < r->teams ? (int)t : -1;
}

/* start.turn/seat/phase: the script begins in that turn and phase; the turns before it count
 * as played (first-turn rules look at them). */
static int start_turn(tt_scenario_runner *x, const tt_node *st)
{
    const tt_rules *r = x->r;
    const tt_node *tn = tt_yaml__get(st, "turn"), *sn = tt_yaml__get(st, "seat");
    const tt_node *pn = tt_yaml__get(st, "phase");
    if (!tn)
        return TT_OK;
    unsigned turn = (unsigned)atoi(tn->text), len = r->order_len;
    unsigned pos = (turn - 1) % len, phase = 0; /* by default the seat whose turn it would be */
    int rc, lead = -1;
    if (sn) {
        unsigned seat = 0, who;
        if ((rc = start_seat(x, sn, &seat)))
            return rc;
        who = r->turn_unit == TT_TURN_SEAT ? seat : seat / r->per_team;
        lead = (int)seat; /* PD-6: in a team turn this seat acts first */
        /* The turn's seat says who went first (YT-2.1): turn 5 of 1A's is team 1's opening
         * order, so the response order (YT-5.2) is the one that order gives. A drawn first team
         * follows the position; a fixed one must agree with it. */
        unsigned first = x->m->st->first_team, fits = fitting_team(r, turn, who);
        for (pos = 0; pos < len && x->m->st->order[pos] != who; pos++)
            ;
        if (pos == len)
            return bad(x->err, sn, "start.seat", "%s has no turn in %s", sn->text, r->name);
        if (fits == r->teams)
            return bad(x->err, sn, "start.seat", "turn %u is never %s's in %s's turn order", turn,
                       sn->text, r->name);
        if (r->first_team == TT_FIRST_RANDOM)
            tt_turn__lay_order(x->m, fits);
        else if (fits != first)
            return bad(x->err, sn, "start.seat",
                       "turn %u is not %s's when team %u goes first (turn.first; set it with "
                       "ruleset_overrides: {turn: {first: %u}})",
                       turn, sn->text, first + 1, fits + 1);
        pos = (turn - 1) % len;
    }
    if (pn) {
        const char *names[TT_MAX_PHASES + 1];
        char hint[300];
        for (phase = 0; phase < r->nphases; phase++) {
            names[phase] = x->m->game->phases[r->phases[phase]];
            if (!strcmp(names[phase], pn->text))
                break;
        }
        if (phase == r->nphases) {
            names[phase] = NULL;
            tt_names__suggest(hint, sizeof hint, names, pn->text, 1);
            return bad(x->err, pn, "start.phase", "'%s' is not a phase of %s%s", pn->text, r->name,
                       hint);
        }
        /* YT-2.2, YB: a turn that may not attack never enters the Battle Phase (Main Phase 1
         * goes on to Main Phase 2 or the End Phase), so no game is in it to start from */
        const uint8_t *flags = x->m->game->phase_flags;
        if (flags && (flags[r->phases[phase]] & TT_PHASE_ATTACKS) && turn < r->first_attack_turn)
            return bad(x->err, pn, "start.phase",
                       "turn %u never enters '%s': no attack before turn %u "
                       "(turn.first_attack_turn of %s)",
                       turn, pn->text, r->first_attack_turn, r->name);
    }
    tt_turn__start_at(x->m, turn, pos, phase, lead);
    return TT_OK;
}

/* start.used: {SEAT: [action or action@lane, ...]}: limits already used in the first turn. */
static int start_used(tt_scenario_runner *x, const tt_node *used)
{
    const char *const *actions = x->m->game->actions;
    int rc;
    for (size_t i = 0; used && i < used->n; i++) {
        unsigned seat = 0;
        if ((rc = start_seat(x, used->keys[i], &seat)))
            return rc;
        for (size_t a = 0; a < used->vals[i]->n; a++) {
            const tt_node *an = used->vals[i]->vals[a];
            const char *at = strchr(an->text, '@');
            size_t len = at ? (size_t)(at - an->text) : strlen(an->text);
            int action = -1, lane = -1;
            char name[TT_NAME_MAX] = "", hint[300] = "";
            if (len < sizeof name)
                memcpy(name, an->text, len);
            action = tt_names__index(actions, name);
            for (unsigned l = 0; at && l < x->r->nlanes; l++)
                if (!strcmp(x->r->lanes[l].name, at + 1))
                    lane = (int)l;
            if (action < 0) {
                tt_names__suggest(hint, sizeof hint, actions, name, 1);
                return bad(x->err, an, "start.used", "'%s' is not an action of %s%s", name,
                           x->m->game->name, hint);
            }
            if (at && lane < 0)
                return bad(x->err, an, "start.used", "'%s' is not a lane of %s", at + 1,
                           x->r->name);
            tt_limit_use(x->m, (unsigned)action, seat, lane, -1);
        }
    }
    x->m->st->keep_limits = used && used->n;
    return TT_OK;
}

int tt_scenario__apply_start(tt_scenario_runner *x)
{
    const tt_node *st = x->sc->start;
    int rc;
    if (!st)
        return TT_OK;
    if ((rc = start_turn(x, st)))
        return rc;
    const tt_node *life = tt_yaml__get(st, "life"), *prizes = tt_yaml__get(st, "prizes_taken");
    for (size_t i = 0; life && i < life->n; i++) {
        unsigned seat = 0;
        if ((rc = start_seat(x, life->keys[i], &seat)))
            return rc;
        /* the loader refused a total below 0 or above INT32_MAX (scenario.c) */
        long long want = strtoll(life->vals[i]->text, NULL, 10);
        char path[64];
        snprintf(path, sizeof path, "start.life.%s", life->keys[i]->text);
        if (!x->r->life_start && want) /* PB: a game without life points never has any */
            return bad(x->err, life->vals[i], path, "%s has no life points (life.start 0)",
                       x->r->name);
        for (size_t j = 0; j < i; j++) { /* YT-1.4: teammates of a team pool share one total */
            unsigned other = (unsigned)tt_seat_parse(x->r, life->keys[j]->text); /* checked at j */
            if (x->r->life_pool != TT_POOL_TEAM || other / x->r->per_team != seat / x->r->per_team)
                continue;
            if (strtoll(life->vals[j]->text, NULL, 10) != want)
                return bad(x->err, life->vals[i], path,
                           "%s and %s share one life total (life.pool: team): give it once",
                           life->keys[j]->text, life->keys[i]->text);
        }
        tt_life_add(x->m, seat, (int32_t)(want - tt_life_get(x->m, seat)));
    }
    for (size_t i = 0; prizes && i < prizes->n; i++) {
        unsigned seat = 0, want = (unsigned)atoi(prizes->vals[i]->text);
        if ((rc = start_seat(x, prizes->keys[i], &seat)))
            return rc;
        if (want < tt_prizes_taken(x->m, seat))
            return bad(x->err, prizes->vals[i], "start.prizes_taken", "%s has taken %u already",
                       prizes->keys[i]->text, tt_prizes_taken(x->m, seat));
        tt_prizes_take(x->m, seat, want - tt_prizes_taken(x->m, seat));
    }
    return start_used(x, tt_yaml__get(st, "used"));
}
