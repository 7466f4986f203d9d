/* scenario_names.c: every seat and SEAT.zone a script names is checked against the run's
 * ruleset before the first step, so a typo is bad input at its file:line:col (exit 2), not a
 * failed ruling found halfway through the script. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "scenario_impl.h"

static int seat_ok(const tt_scenario_runner *x, const tt_node *n, const char *path)
{
    if (n->kind == TT_NODE_SCALAR && tt_seat_parse(x->r, n->text) >= 0)
        return TT_OK;
    return tt_scenario__bad(x->err, n, path, "'%s' is not a seat of %s",
                            n->kind == TT_NODE_SCALAR ? n->text : "(not a name)", x->r->name);
}

static int zone_ok(const tt_scenario_runner *x, const tt_node *n, const char *path)
{
    if (n->kind == TT_NODE_SCALAR && tt_scenario__seat_zone(x, n->text) != TT_NOWHERE)
        return TT_OK;
    return tt_scenario__bad(x->err, n, path, "'%s' is not SEAT.zone[@lane] of %s",
                            n->kind == TT_NODE_SCALAR ? n->text : "(not a name)", x->r->name);
}

/* The keys of a map (SEAT: ... or SEAT.zone: ...) under path. */
static int keys_ok(const tt_scenario_runner *x, const tt_node *map, const char *path, int zones)
{
    char p[300];
    int rc;
    for (size_t i = 0; map->kind == TT_NODE_MAP && i < map->n; i++) {
        snprintf(p, sizeof p, "%s.%s", path, map->keys[i]->text);
        if ((rc = zones ? zone_ok(x, map->keys[i], p) : seat_ok(x, map->keys[i], p)))
            return rc;
    }
    return TT_OK;
}

/* The items of a list (of seats or SEAT.zones) under path. */
static int items_ok(const tt_scenario_runner *x, const tt_node *list, const char *path, int zones)
{
    char p[300];
    int rc;
    for (size_t i = 0; list->kind == TT_NODE_LIST && i < list->n; i++) {
        snprintf(p, sizeof p, "%s[%zu]", path, i);
        if ((rc = zones ? zone_ok(x, list->vals[i], p) : seat_ok(x, list->vals[i], p)))
            return rc;
    }
    return TT_OK;
}

static int expect_ok(const tt_scenario_runner *x, const tt_node *ex, const char *path)
{
    char p[300];
    int rc = TT_OK;
    for (size_t k = 0; ex->kind == TT_NODE_MAP && k < ex->n && !rc; k++) {
        const char *key = ex->keys[k]->text;
        const tt_node *v = ex->vals[k];
        snprintf(p, sizeof p, "%s.%s", path, key);
        if (!strcmp(key, "decider"))
            rc = seat_ok(x, v, p);
        else if (!strcmp(key, "winner")) {
            char *end;
            long team = strtol(v->text, &end, 10);
            if (strcmp(v->text, "draw") &&
                (*end || end == v->text || team < 1 || team > (long)x->r->teams))
                rc = tt_scenario__bad(x->err, v, p,
                                      "'%s' is neither a team of %s (1 to %u) "
                                      "nor draw",
                                      v->text, x->r->name, x->r->teams);
        } else if (!strcmp(key, "life") || !strcmp(key, "prizes_taken") || !strcmp(key, "shown"))
            rc = keys_ok(x, v, p, 0);
        else if (!strcmp(key, "zones") || !strcmp(key, "counts") || !strcmp(key, "cards"))
            rc = keys_ok(x, v, p, 1);
        else if (!strcmp(key, "out"))
            rc = items_ok(x, v, p, 0);
        else if (!strcmp(key, "visible") || !strcmp(key, "hidden")) {
            if (!(rc = keys_ok(x, v, p, 0)))
                for (size_t i = 0; v->kind == TT_NODE_MAP && i < v->n && !rc; i++) {
                    char q[400];
                    snprintf(q, sizeof q, "%s.%s", p, v->keys[i]->text);
                    rc = items_ok(x, v->vals[i], q, 1);
                }
        } else if (!strcmp(key, "pools") || !strcmp(key, "prize_pools"))
            for (size_t i = 0; v->kind == TT_NODE_LIST && i < v->n && !rc; i++) {
                char q[400];
                snprintf(q, sizeof q, "%s[%zu]", p, i);
                rc = items_ok(x, v->vals[i], q, 0);
            }
    }
    return rc;
}

int tt_scenario__check_names(tt_scenario_runner *x)
{
    const tt_node *script = x->sc->script;
    char p[100];
    int rc = TT_OK;
    for (size_t s = 0; s < script->n && !rc; s++) {
        const tt_node *st = script->vals[s], *n;
        if ((n = tt_yaml__get(st, "seat"))) {
            snprintf(p, sizeof p, "script[%zu].seat", s);
            rc = seat_ok(x, n, p);
        }
        if (!rc && (n = tt_yaml__get(st, "concede"))) {
            snprintf(p, sizeof p, "script[%zu].concede", s);
            rc = seat_ok(x, n, p);
        }
        if (!rc && (n = tt_yaml__get(st, "expect"))) {
            snprintf(p, sizeof p, "script[%zu].expect", s);
            rc = expect_ok(x, n, p);
        }
    }
    return rc;
}
