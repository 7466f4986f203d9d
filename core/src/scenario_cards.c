/* scenario_cards.c: `expect: cards:` (docs/scenarios.md): the cards of a zone, each with the
 * state a ruling talks about. The core reads what it keeps (face, controller, owner, which
 * seats see the card: YT-1.9, YT-3.4, YT-3.6, YM-3); the game module reads the rest through
 * its card_state hook (ATK, position; HP left, damage, attached cards). A key neither knows is
 * refused before the script runs, at its file:line:col. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "registry.h"
#include "ruleset_impl.h"
#include "scenario_impl.h"

#define bad         tt_scenario__bad
#define MAX_ENTRIES 64 /* cards one zone's list may name (a zone holds at most TT_MAX_CARDS) */

static const char *const core_keys[] = {"card",       "face",        "controller", "owner",
                                        "visible_to", "hidden_from", NULL};

static int module_key(const tt_game *g, const char *key)
{
    return g->card_state_keys ? tt_names__index(g->card_state_keys, key) : -1;
}

/* A seat of the ruleset or an error at n. */
static int seat_ok(const tt_scenario_runner *x, const tt_node *n, const char *path)
{
    if (tt_seat_parse(x->r, n->text) >= 0)
        return TT_OK;
    return bad(x->err, n, path, "'%s' is not a seat of %s", n->text, x->r->name);
}

/* One card entry's keys: the core's or the game's, with values of the right kind. */
static int entry_keys_ok(const tt_scenario_runner *x, const tt_node *e, const char *path)
{
    const tt_game *g = x->rs->game;
    char p[300];
    int rc;
    for (size_t k = 0; e->kind == TT_NODE_MAP && k < e->n; k++) {
        const char *key = e->keys[k]->text;
        const tt_node *v = e->vals[k];
        snprintf(p, sizeof p, "%s.%s", path, key);
        if (tt_names__index(core_keys, key) < 0 && module_key(g, key) < 0) {
            const char *names[64];
            char hint[600] = "";
            unsigned n = 0;
            for (; core_keys[n]; n++)
                names[n] = core_keys[n];
            for (unsigned i = 0; g->card_state_keys && g->card_state_keys[i] && n < 63; i++)
                names[n++] = g->card_state_keys[i];
            names[n] = NULL;
            tt_names__suggest(hint, sizeof hint, names, key, 1);
            return bad(x->err, e->keys[k], p, "not a card state %s knows%s", g->name, hint);
        }
        if (!strcmp(key, "face") && strcmp(v->text, "up") && strcmp(v->text, "down"))
            return bad(x->err, v, p, "expected up or down");
        if ((!strcmp(key, "controller") || !strcmp(key, "owner")) && (rc = seat_ok(x, v, p)))
            return rc;
        for (size_t i = 0; v->kind == TT_NODE_LIST && i < v->n; i++) /* visible_to, hidden_from */
            if ((rc = seat_ok(x, v->vals[i], p)))
                return rc;
    }
    return TT_OK;
}

int tt_scenario__check_card_keys(tt_scenario_runner *x)
{
    const tt_node *script = x->sc->script;
    char p[200];
    int rc;
    for (size_t s = 0; s < script->n; s++) {
        const tt_node *ex = tt_yaml__get(script->vals[s], "expect");
        const tt_node *cards = ex ? tt_yaml__get(ex, "cards") : NULL;
        for (size_t z = 0; cards && z < cards->n; z++) {
            const tt_node *list = cards->vals[z];
            if (list->n > MAX_ENTRIES)
                return bad(x->err, list, "cards", "at most %d cards in one zone's list",
                           MAX_ENTRIES);
            for (size_t c = 0; c < list->n; c++) {
                snprintf(p, sizeof p, "script[%zu].expect.cards.%s[%zu]", s, cards->keys[z]->text,
                         c);
                if ((rc = entry_keys_ok(x, list->vals[c], p)))
                    return rc;
            }
        }
    }
    return TT_OK;
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* A value as a sorted list of its comma-separated items ("Water Energy, Fire Energy" and
 * "Fire Energy, Water Energy" are the same attachments), into out. */
static void normalize(const char *text, char *out, size_t size)
{
    char copy[512], *items[64];
    unsigned n = 0;
    snprintf(copy, sizeof copy, "%s", text);
    for (char *p = copy; *p && n < 64;) {
        while (*p == ' ' || *p == ',')
            p++;
        if (!*p)
            break;
        char *end = strchr(p, ',');
        char *next = end ? end + 1 : p + strlen(p);
        if (end)
            *end = '\0';
        for (size_t len = strlen(p); len && p[len - 1] == ' ';)
            p[--len] = '\0';
        items[n++] = p;
        p = next;
    }
    qsort(items, n, sizeof *items, cmp_str);
    size_t used = 0;
    out[0] = '\0';
    for (unsigned i = 0; i < n && used < size; i++)
        used += (size_t)snprintf(out + used, size - used, "%s%s", i ? ", " : "", items[i]);
}

static const tt_node *entry_name(const tt_node *e)
{
    return e->kind == TT_NODE_SCALAR ? e : tt_yaml__get(e, "card");
}

/* Whether card is what entry e says; when not, why (the first key that differs). */
static int card_matches(const tt_scenario_runner *x, const tt_node *e, unsigned card, char *why,
                        size_t size)
{
    const tt_match *m = x->m;
    const tt_game *g = x->rs->game;
    const char *name = tt_carddb_name(x->db, tt_card_id(m, card));
    char seat[4];
    if (strcmp(entry_name(e)->text, name)) {
        snprintf(why, size, "it is %s", name);
        return 0;
    }
    for (size_t k = 0; e->kind == TT_NODE_MAP && k < e->n; k++) {
        const char *key = e->keys[k]->text;
        const tt_node *v = e->vals[k];
        if (!strcmp(key, "card"))
            continue;
        if (!strcmp(key, "face")) {
            const char *is = tt_card_face_down(m, card) ? "down" : "up";
            if (strcmp(is, v->text))
                return snprintf(why, size, "%s is face-%s", name, is), 0;
        } else if (!strcmp(key, "controller") || !strcmp(key, "owner")) { /* YT-3.6, PD-10 */
            int own = !strcmp(key, "owner");
            unsigned is = own ? tt_card_owner(m, card) : tt_card_controller(m, card);
            if ((int)is != tt_seat_parse(x->r, v->text))
                return snprintf(why, size, "%s's %s is %s", name, key,
                                tt_seat_name(x->r, is, seat)),
                       0;
        } else if (!strcmp(key, "visible_to") || !strcmp(key, "hidden_from")) {
            static uint32_t view[TT_MAX_CARDS];
            int want_seen = !strcmp(key, "visible_to");
            for (size_t i = 0; i < v->n; i++) {
                tt_match_view(m, (unsigned)tt_seat_parse(x->r, v->vals[i]->text), view);
                if ((view[card] != TT_HIDDEN) != want_seen)
                    return snprintf(why, size, "%s %s %s", v->vals[i]->text,
                                    want_seen ? "does not see" : "sees", name),
                           0;
            }
        } else { /* the game's state */
            char got[512], a[512], b[512];
            int n = g->card_state(m, tt_match_game_state_const(m), card,
                                  (unsigned)module_key(g, key), got, sizeof got);
            if (n < 0)
                return snprintf(why, size, "%s has no %s: %.200s", name, key, got), 0;
            normalize(got, a, sizeof a);
            normalize(v->text, b, sizeof b);
            if (strcmp(a, b))
                return snprintf(why, size, "%s's %s is %.200s", name, key, got[0] ? got : "none"),
                       0;
        }
    }
    return 1;
}

/* Kuhn's augmenting path: entry i takes a card, moving earlier entries to others. */
static int augment(unsigned i, unsigned ncards, const uint8_t ok[][MAX_ENTRIES], int *card_of_entry,
                   int *entry_of_card, uint8_t *seen)
{
    for (unsigned j = 0; j < ncards; j++) {
        if (!ok[i][j] || seen[j])
            continue;
        seen[j] = 1;
        if (entry_of_card[j] < 0 ||
            augment((unsigned)entry_of_card[j], ncards, ok, card_of_entry, entry_of_card, seen)) {
            entry_of_card[j] = (int)i;
            card_of_entry[i] = (int)j;
            return 1;
        }
    }
    return 0;
}

/* Exactly these cards, in any order, each entry a different card with the state it names. */
static int zone_matches(const tt_scenario_runner *x, const char *sz, unsigned inst,
                        const tt_node *list, char *msg, size_t size, const tt_node **at)
{
    static uint8_t ok[MAX_ENTRIES][MAX_ENTRIES];
    unsigned have = tt_zone_count(x->m, inst);
    int card_of_entry[MAX_ENTRIES], entry_of_card[MAX_ENTRIES];
    char why[512] = "", got[600] = "";
    size_t used = 0;
    for (unsigned j = 0; j < have && used + 4 < sizeof got; j++)
        used +=
            (size_t)snprintf(got + used, sizeof got - used, "%s%s", j ? ", " : "",
                             tt_carddb_name(x->db, tt_card_id(x->m, tt_zone_card(x->m, inst, j))));
    *at = list;
    if (list->n != have || have > MAX_ENTRIES) /* n <= MAX_ENTRIES at load */
        return snprintf(msg, size, "%s holds %u cards [%s], the scenario lists %zu", sz, have, got,
                        list->n),
               1;
    for (unsigned i = 0; i < list->n; i++)
        for (unsigned j = 0; j < have; j++)
            ok[i][j] = (uint8_t)card_matches(x, list->vals[i], tt_zone_card(x->m, inst, j), why,
                                             sizeof why);
    for (unsigned j = 0; j < have; j++)
        entry_of_card[j] = -1;
    for (unsigned i = 0; i < list->n; i++) {
        uint8_t seen[MAX_ENTRIES] = {0};
        card_of_entry[i] = -1;
        if (augment(i, have, (const uint8_t(*)[MAX_ENTRIES])ok, card_of_entry, entry_of_card, seen))
            continue;
        /* the reason: the first card of its name that differs, else the zone's cards */
        const tt_node *e = list->vals[i];
        why[0] = '\0';
        for (unsigned j = 0; j < have && !why[0]; j++) {
            unsigned c = tt_zone_card(x->m, inst, j);
            if (!strcmp(tt_carddb_name(x->db, tt_card_id(x->m, c)), entry_name(e)->text))
                card_matches(x, e, c, why, sizeof why);
        }
        *at = e;
        if (why[0])
            return snprintf(msg, size, "%s: %s (it holds [%s])", sz, why, got), 1;
        return snprintf(msg, size, "%s holds no %s as the scenario lists it (it holds [%s])", sz,
                        entry_name(e)->text, got),
               1;
    }
    return 0;
}

int tt_scenario__expect_cards(const tt_scenario_runner *x, const tt_node *v, char *msg, size_t size,
                              const tt_node **at)
{
    for (size_t i = 0; i < v->n; i++) {
        const char *sz = v->keys[i]->text;
        unsigned inst = tt_scenario__seat_zone(x, sz);
        if (inst == TT_NOWHERE) {
            *at = v->keys[i];
            return snprintf(msg, size, "'%s' is not SEAT.zone[@lane] of %s", sz, x->r->name), 1;
        }
        if (zone_matches(x, sz, inst, v->vals[i], msg, size, at))
            return 1;
    }
    return 0;
}
