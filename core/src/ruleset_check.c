/* ruleset_check.c: the ruleset schema in C. Walks the merged tree, checks every key (types,
 * ranges, enums, unknown keys with a did-you-mean, contradictions) and fills tt_rules. The
 * first error wins and carries the node's own file:line:col. Keys: docs/rulesets.md. */
#include "ruleset_impl.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "error_impl.h"
#include "tagteam/carddb.h"
#include "registry.h"

typedef struct chk {
    tt_ruleset *rs;
    tt_rules *r;
    tt_error *err;
    const tt_node *root;
    const char *file; /* the file (or text's name) asked for: chain[0] of `extends:` */
} chk;

static int bad(chk *c, const tt_node *at, const char *path, const char *fmt, ...)
#ifdef __GNUC__
    __attribute__((format(printf, 4, 5)))
#endif
    ;

static int bad(chk *c, const tt_node *at, const char *path, const char *fmt, ...)
{
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    tt_error__at(c->err, TT_ERR_SCHEMA, at, path, "%s", msg);
    return TT_ERR_SCHEMA;
}

static void join(char *out, size_t size, const char *prefix, const char *key)
{
    if (prefix[0])
        snprintf(out, size, "%s.%s", prefix, key);
    else
        snprintf(out, size, "%s", key);
}

static const char *kind_name(const tt_node *n)
{
    switch ((tt_node_kind)n->kind) {
    case TT_NODE_MAP:
        return "a map";
    case TT_NODE_LIST:
        return "a list";
    case TT_NODE_SCALAR:
        return "a scalar";
    }
    return "?";
}

static void list_names(char *out, size_t size, const char *const *names)
{
    size_t used = 0;
    out[0] = '\0';
    for (int i = 0; names[i] && used < size; i++)
        used += (size_t)snprintf(out + used, size - used, "%s%s", i ? ", " : "", names[i]);
}

static int check_keys(chk *c, const tt_node *map, const char *prefix, const char *const *allowed)
{
    for (size_t i = 0; i < map->n; i++) {
        const tt_node *k = map->keys[i];
        if (tt_names__index(allowed, k->text) >= 0)
            continue;
        char path[128], all[200];
        join(path, sizeof path, prefix, k->text);
        const char *near = tt_names__closest(allowed, k->text);
        if (near)
            return bad(c, k, path, "unknown key; did you mean '%s'?", near);
        list_names(all, sizeof all, allowed);
        return bad(c, k, path, "unknown key (expected one of: %s)", all);
    }
    return TT_OK;
}

/* The map under key of parent (NULL if absent); an error if present and not a map. */
static int section(chk *c, const tt_node *parent, const char *key, const char *prefix,
                   const char *const *allowed, const tt_node **out)
{
    char path[128];
    *out = tt_yaml__get(parent, key);
    if (!*out)
        return TT_OK;
    join(path, sizeof path, prefix, key);
    if ((*out)->kind != TT_NODE_MAP)
        return bad(c, *out, path, "expected a map, got %s", kind_name(*out));
    return allowed ? check_keys(c, *out, path, allowed) : TT_OK;
}

static int scalar_int(chk *c, const tt_node *n, const char *path, long min, long max, long *out)
{
    if (n->kind != TT_NODE_SCALAR)
        return bad(c, n, path, "expected an integer, got %s", kind_name(n));
    char *end;
    errno = 0;
    long v = strtol(n->text, &end, 10);
    if (!n->plain || !n->text[0] || *end || errno)
        return bad(c, n, path, "expected an integer, got '%s'", n->text);
    if (v < min || v > max)
        return bad(c, n, path, "%ld is out of range %ld..%ld", v, min, max);
    *out = v;
    return TT_OK;
}

static int get_int(chk *c, const tt_node *map, const char *key, const char *prefix, long min,
                   long max, long def, long *out)
{
    char path[128];
    const tt_node *n = tt_yaml__get(map, key);
    *out = def;
    if (!n)
        return TT_OK;
    join(path, sizeof path, prefix, key);
    return scalar_int(c, n, path, min, max, out);
}

static int scalar_enum(chk *c, const tt_node *n, const char *path, const char *const *names,
                       int *out)
{
    if (n->kind != TT_NODE_SCALAR)
        return bad(c, n, path, "expected a string, got %s", kind_name(n));
    int i = tt_names__index(names, n->text);
    if (i >= 0) {
        *out = i;
        return TT_OK;
    }
    const char *near = tt_names__closest(names, n->text);
    if (near)
        return bad(c, n, path, "unknown value '%s'; did you mean '%s'?", n->text, near);
    char all[200];
    list_names(all, sizeof all, names);
    return bad(c, n, path, "unknown value '%s' (expected one of: %s)", n->text, all);
}

static int get_enum(chk *c, const tt_node *map, const char *key, const char *prefix,
                    const char *const *names, int def, uint8_t *out)
{
    char path[128];
    const tt_node *n = tt_yaml__get(map, key);
    int v = def;
    if (n) {
        join(path, sizeof path, prefix, key);
        int rc = scalar_enum(c, n, path, names, &v);
        if (rc)
            return rc;
    }
    *out = (uint8_t)v;
    return TT_OK;
}

static int get_bool(chk *c, const tt_node *map, const char *key, const char *prefix, int def,
                    uint8_t *out)
{
    static const char *const bools[] = {"false", "true", NULL};
    char path[128];
    const tt_node *n = tt_yaml__get(map, key);
    *out = (uint8_t)def;
    if (!n)
        return TT_OK;
    join(path, sizeof path, prefix, key);
    if (n->kind != TT_NODE_SCALAR || !n->plain || tt_names__index(bools, n->text) < 0)
        return bad(c, n, path, "expected true or false");
    *out = strcmp(n->text, "true") == 0;
    return TT_OK;
}

static int get_string(chk *c, const tt_node *map, const char *key, int required, char *out,
                      size_t size)
{
    const tt_node *n = tt_yaml__get(map, key);
    if (!n) {
        if (required)
            return bad(c, map, key, "required key is missing");
        return TT_OK;
    }
    if (n->kind != TT_NODE_SCALAR)
        return bad(c, n, key, "expected a string, got %s", kind_name(n));
    if (strlen(n->text) >= size)
        return bad(c, n, key, "longer than %zu characters", size - 1);
    memcpy(out, n->text, strlen(n->text) + 1);
    return TT_OK;
}

static int want_list(chk *c, const tt_node *n, const char *path)
{
    if (n->kind != TT_NODE_LIST)
        return bad(c, n, path, "expected a list, got %s", kind_name(n));
    return TT_OK;
}

static int is_name(const char *s)
{
    if (!((*s >= 'a' && *s <= 'z') || (*s >= '0' && *s <= '9')))
        return 0;
    for (; *s; s++)
        if (!((*s >= 'a' && *s <= 'z') || (*s >= '0' && *s <= '9') || *s == '-' || *s == '_'))
            return 0;
    return 1;
}

/* ---- sections ------------------------------------------------------------------------- */

static int check_header(chk *c)
{
    const tt_node *root = c->root;
    int rc = get_string(c, root, "name", 1, c->r->name, sizeof c->r->name);
    if (!rc && !is_name(c->r->name))
        rc = bad(c, tt_yaml__get(root, "name"), "name",
                 "'%s' is not a name (lower-case letters, digits, '-' and '_')", c->r->name);
    if (!rc)
        rc = get_string(c, root, "title", 1, c->r->title, sizeof c->r->title);
    if (!rc)
        rc = get_string(c, root, "game", 1, c->r->game, sizeof c->r->game);
    if (rc)
        return rc;
    c->rs->game = tt_game__find(c->rs->ctx->games, c->r->game);
    if (!c->rs->game) {
        const char *names[16];
        int n = 0;
        for (const tt_game *const *g = tt_games__builtin; *g && n < 15; g++)
            names[n++] = (*g)->name;
        names[n] = NULL;
        const char *near = tt_names__closest(names, c->r->game);
        char all[200];
        list_names(all, sizeof all, names);
        if (near)
            return bad(c, tt_yaml__get(root, "game"), "game",
                       "unknown game '%s'; did you mean '%s'?", c->r->game, near);
        return bad(c, tt_yaml__get(root, "game"), "game", "unknown game '%s' (built in: %s)",
                   c->r->game, all);
    }
    return TT_OK;
}

static int check_seats(chk *c)
{
    static const char *const keys[] = {"teams", "per_team", NULL};
    const tt_node *s;
    long teams, per;
    int rc = section(c, c->root, "seats", "", keys, &s);
    if (!rc)
        rc = get_int(c, s, "teams", "seats", 1, TT_MAX_TEAMS, 2, &teams);
    if (!rc)
        rc = get_int(c, s, "per_team", "seats", 1, 4, 1, &per);
    if (rc)
        return rc;
    if (teams * per > TT_MAX_SEATS)
        return bad(c, tt_yaml__get(s, "per_team"), "seats.per_team",
                   "%ld teams of %ld seats make %ld seats; at most %d", teams, per, teams * per,
                   TT_MAX_SEATS);
    c->r->teams = (uint8_t)teams;
    c->r->per_team = (uint8_t)per;
    c->r->seats = (uint8_t)(teams * per);
    return TT_OK;
}

static int check_order(chk *c, const tt_node *turn)
{
    tt_rules *r = c->r;
    const tt_node *o = tt_yaml__get(turn, "order");
    unsigned seen = 0, want = r->turn_unit == TT_TURN_SEAT ? r->seats : r->teams;

    if (!o) { /* YT-2.1: A seats of every team in team order, then B seats... */
        r->order_len = 0;
        if (r->turn_unit == TT_TURN_TEAM) {
            for (unsigned t = 0; t < r->teams; t++)
                r->order[r->order_len++] = (uint8_t)t;
        } else {
            for (unsigned l = 0; l < r->per_team; l++)
                for (unsigned t = 0; t < r->teams; t++)
                    r->order[r->order_len++] = (uint8_t)(t * r->per_team + l);
        }
        return TT_OK;
    }
    int rc = want_list(c, o, "turn.order");
    if (rc)
        return rc;
    for (size_t i = 0; i < o->n; i++) {
        char path[64];
        const tt_node *it = o->vals[i];
        int idx;
        snprintf(path, sizeof path, "turn.order[%zu]", i);
        if (it->kind != TT_NODE_SCALAR)
            return bad(c, it, path, "expected %s, got %s",
                       r->turn_unit == TT_TURN_SEAT ? "a seat such as 1A" : "a team number",
                       kind_name(it));
        if (r->turn_unit == TT_TURN_SEAT) {
            idx = tt_seat_parse(r, it->text);
            if (idx < 0)
                return bad(c, it, path, "'%s' is not a seat of this ruleset (1A..%d%c)", it->text,
                           r->teams, 'A' + r->per_team - 1);
        } else {
            long t;
            if (it->text[0] && it->text[1] && it->text[0] >= '1' && it->text[0] <= '9')
                return bad(c, it, path, "'%s' is a seat; turn.unit team orders team numbers",
                           it->text);
            rc = scalar_int(c, it, path, 1, r->teams, &t);
            if (rc)
                return rc;
            idx = (int)t - 1;
        }
        if (seen & (1u << idx))
            return bad(c, it, path, "'%s' appears twice", it->text);
        seen |= 1u << idx;
        r->order[i] = (uint8_t)idx;
    }
    if (o->n != want)
        return bad(c, o, "turn.order", "lists %zu of the %u %s; each must appear once", o->n, want,
                   r->turn_unit == TT_TURN_SEAT ? "seats" : "teams");
    r->order_len = (uint8_t)o->n;
    return TT_OK;
}

/* A turn with no phase where its seats choose what to play (YB: only draw, standby and end)
 * loads and its games still end (deck-out or time), but nobody ever plays a card: a warning,
 * not a refusal, since the engine can play it (a bench of draws alone may want it). */
static void warn_no_decisions(chk *c, const tt_node *ph)
{
    const tt_game *g = c->rs->game;
    const tt_rules *r = c->r;
    char names[200] = "";
    size_t used = 0;
    if (!g->phase_flags)
        return;
    for (unsigned i = 0; i < r->nphases; i++)
        if (g->phase_flags[r->phases[i]] & TT_PHASE_DECIDES)
            return;
    for (unsigned i = 0; g->phases[i] && used < sizeof names; i++)
        if (g->phase_flags[i] & TT_PHASE_DECIDES)
            used += (size_t)snprintf(names + used, sizeof names - used, "%s%s", used ? ", " : "",
                                     g->phases[i]);
    tt_ruleset__warn(c->rs, ph, "turn.phases",
                     "no phase where a seat decides what to play (%s of %s): every game is "
                     "played out by draws alone",
                     names, g->name);
}

static int check_turn(chk *c)
{
    static const char *const keys[] = {
        "unit",        "order",      "first", "skip_first_draw", "first_attack_turn", "phases",
        "extra_turns", "team_order", NULL};
    static const char *const units[] = {"seat", "team", NULL};
    static const char *const team_orders[] = {"any", "seat", NULL};
    static const char *const draws[] = {"match", "each_seat", "none", NULL};
    static const char *const extra[] = {"forbidden", "allowed", NULL};
    tt_rules *r = c->r;
    const tt_node *t;
    long fat;
    int rc = section(c, c->root, "turn", "", keys, &t);
    if (rc)
        return rc;
    if (!t)
        return bad(c, c->root, "turn", "required key is missing");
    if ((rc = get_enum(c, t, "unit", "turn", units, TT_TURN_SEAT, &r->turn_unit)) ||
        (rc = check_order(c, t)) ||
        (rc = get_enum(c, t, "skip_first_draw", "turn", draws, TT_SKIP_DRAW_MATCH,
                       &r->skip_first_draw)) ||
        (rc = get_int(c, t, "first_attack_turn", "turn", 1, 1000, 2, &fat)) ||
        (rc = get_enum(c, t, "extra_turns", "turn", extra, 1, &r->extra_turns_allowed)) ||
        (rc = get_enum(c, t, "team_order", "turn", team_orders, TT_TEAM_ORDER_ANY,
                       &r->team_order))) /* PD-6 */
        return rc;
    if (r->turn_unit != TT_TURN_TEAM && tt_yaml__get(t, "team_order"))
        return bad(c, tt_yaml__get(t, "team_order"), "turn.team_order",
                   "only team turns (turn.unit: team) have a team order");
    r->first_attack_turn = (uint16_t)fat;

    const tt_node *f = tt_yaml__get(t, "first");
    r->first_team = TT_FIRST_RANDOM;
    if (f && !(f->kind == TT_NODE_SCALAR && strcmp(f->text, "random") == 0)) {
        long team;
        if (f->kind == TT_NODE_SCALAR && !(f->text[0] >= '0' && f->text[0] <= '9'))
            return bad(c, f, "turn.first", "expected 'random' or a team number, got '%s'", f->text);
        if ((rc = scalar_int(c, f, "turn.first", 1, r->teams, &team)))
            return rc;
        r->first_team = (int8_t)(team - 1);
    }

    const tt_node *ph = tt_yaml__get(t, "phases");
    if (!ph)
        return bad(c, t, "turn.phases", "required key is missing");
    if ((rc = want_list(c, ph, "turn.phases")))
        return rc;
    if (ph->n == 0 || ph->n > TT_MAX_PHASES)
        return bad(c, ph, "turn.phases", "needs 1..%d phases, got %zu", TT_MAX_PHASES, ph->n);
    for (size_t i = 0; i < ph->n; i++) {
        char path[64];
        int idx;
        snprintf(path, sizeof path, "turn.phases[%zu]", i);
        if ((rc = scalar_enum(c, ph->vals[i], path, c->rs->game->phases, &idx)))
            return rc;
        for (size_t j = 0; j < i; j++)
            if (r->phases[j] == idx)
                return bad(c, ph->vals[i], path, "phase '%s' appears twice", ph->vals[i]->text);
        r->phases[i] = (uint8_t)idx;
    }
    r->nphases = (uint8_t)ph->n;
    warn_no_decisions(c, ph);
    return TT_OK;
}

static int check_resources(chk *c)
{
    static const char *const life_keys[] = {"pool", "start", NULL};
    static const char *const prize_keys[] = {"count", "pool", "to_win", NULL};
    static const char *const hand_keys[] = {"start", "limit", "visibility", NULL};
    static const char *const card_keys[] = {"leave_to", "set_visibility", NULL};
    static const char *const pools[] = {"seat", "team", NULL};
    static const char *const vis[] = {"owner", "team", NULL};
    static const char *const routes[] = {"owner", "controller", NULL};
    tt_rules *r = c->r;
    const tt_node *s;
    long v;
    int rc;

    if ((rc = section(c, c->root, "life", "", life_keys, &s)) ||
        (rc = get_enum(c, s, "pool", "life", pools, TT_POOL_SEAT, &r->life_pool)) ||
        (rc = get_int(c, s, "start", "life", 0, 1000000, 0, &v)))
        return rc;
    r->life_start = (int32_t)v;

    if ((rc = section(c, c->root, "prizes", "", prize_keys, &s)) ||
        (rc = get_enum(c, s, "pool", "prizes", pools, TT_POOL_SEAT, &r->prize_pool)) ||
        (rc = get_int(c, s, "count", "prizes", 0, 60, 0, &v)))
        return rc;
    r->prize_count = (uint8_t)v;
    if ((rc = get_int(c, s, "to_win", "prizes", 0, 240, 0, &v)))
        return rc;
    r->prize_to_win = (uint16_t)v;
    if (v && !r->prize_count)
        return bad(c, tt_yaml__get(s, "to_win"), "prizes.to_win",
                   "a prize target needs prizes.count above 0");
    /* PD-5, PD-24, PB: a Knock Out takes one of the taker's own Prize cards, so a pool can take
     * at most the Prizes its own seats set; a target above them is never met (a typo, refused
     * like the one above). to_win 0 means all the opponents' (tt_prizes_take). */
    unsigned own = (unsigned)r->prize_count * (r->prize_pool == TT_POOL_TEAM ? r->per_team : 1);
    unsigned target = v ? (unsigned)v : (unsigned)r->prize_count * (r->seats - r->per_team);
    if (r->prize_count && target > own) {
        const tt_node *at = tt_yaml__get(s, "to_win");
        if (!at)
            at = tt_yaml__get(s, "pool");
        return bad(c, at ? at : s, at ? (v ? "prizes.to_win" : "prizes.pool") : "prizes",
                   "the prize target %u can never be met: a %s pool holds only %u Prize cards "
                   "(prizes.count %u x %u seat%s)",
                   target, r->prize_pool == TT_POOL_TEAM ? "team" : "seat", own, r->prize_count,
                   own / r->prize_count, own / r->prize_count == 1 ? "" : "s");
    }

    uint8_t hv;
    if ((rc = section(c, c->root, "hand", "", hand_keys, &s)) ||
        (rc = get_int(c, s, "start", "hand", 0, 60, 5, &v)))
        return rc;
    r->hand_start = (uint8_t)v;
    if ((rc = get_int(c, s, "limit", "hand", 0, 60, 0, &v)) ||
        (rc = get_enum(c, s, "visibility", "hand", vis, 0, &hv)))
        return rc;
    r->hand_limit = (uint8_t)v;
    r->hand_visibility = hv ? TT_VIS_TEAM : TT_VIS_OWNER;

    if ((rc = section(c, c->root, "cards", "", card_keys, &s)) ||
        (rc = get_enum(c, s, "leave_to", "cards", routes, TT_ROUTE_OWNER, &r->leave_to)) ||
        (rc = get_enum(c, s, "set_visibility", "cards", vis, 0, &hv)))
        return rc;
    r->set_visibility = hv ? TT_VIS_TEAM : TT_VIS_OWNER;
    return TT_OK;
}

static int check_lanes(chk *c)
{
    static const char *const keys[] = {"name", "side", NULL};
    tt_rules *r = c->r;
    const tt_node *l = tt_yaml__get(c->root, "lanes");
    int rc;
    if (!l)
        return TT_OK;
    if ((rc = want_list(c, l, "lanes")))
        return rc;
    if (l->n > TT_MAX_LANES)
        return bad(c, l, "lanes", "at most %d lanes, got %zu", TT_MAX_LANES, l->n);
    for (size_t i = 0; i < l->n; i++) {
        char path[64], sub[96];
        const tt_node *it = l->vals[i];
        tt_lane_rule *lane = &r->lanes[i];
        snprintf(path, sizeof path, "lanes[%zu]", i);
        if (it->kind != TT_NODE_MAP)
            return bad(c, it, path, "expected a map with name and side, got %s", kind_name(it));
        if ((rc = check_keys(c, it, path, keys)))
            return rc;
        snprintf(sub, sizeof sub, "%s.name", path);
        const tt_node *nm = tt_yaml__get(it, "name"), *sd = tt_yaml__get(it, "side");
        if (!nm)
            return bad(c, it, sub, "required key is missing");
        if (nm->kind != TT_NODE_SCALAR || !is_name(nm->text) || strlen(nm->text) >= TT_NAME_MAX)
            return bad(c, nm, sub, "expected a lane name (lower-case letters, digits, '-', '_')");
        for (size_t j = 0; j < i; j++)
            if (strcmp(r->lanes[j].name, nm->text) == 0)
                return bad(c, nm, sub, "lane '%s' is declared twice", nm->text);
        snprintf(lane->name, sizeof lane->name, "%s", nm->text);
        snprintf(sub, sizeof sub, "%s.side", path);
        if (!sd)
            return bad(c, it, sub, "required key is missing");
        if (sd->kind != TT_NODE_SCALAR)
            return bad(c, sd, sub, "expected a seat letter or 'shared'");
        if (strcmp(sd->text, "shared") == 0) {
            lane->side = TT_LANE_SHARED;
            continue;
        }
        if (strlen(sd->text) != 1 || sd->text[0] < 'A' || sd->text[0] >= 'A' + r->per_team)
            return bad(c, sd, sub, "'%s' is not a seat letter of this ruleset (A..%c) or 'shared'",
                       sd->text, 'A' + r->per_team - 1);
        lane->side = (int8_t)(sd->text[0] - 'A');
        for (size_t j = 0; j < i; j++)
            if (r->lanes[j].side == lane->side)
                return bad(c, sd, sub, "seat letter %s already owns lane '%s'", sd->text,
                           r->lanes[j].name);
    }
    r->nlanes = (uint8_t)l->n;
    return TT_OK;
}

static const char *const scope_names[] = {"seat", "team",   "lane", "lane_team",
                                          "card", "global", NULL};
static const char *const zone_scope_names[] = {"seat", "team", "lane", "lane_team", "global", NULL};

static int check_zones(chk *c)
{
    static const char *const keys[] = {"scope",      "capacity",     "ordered",
                                       "visibility", "on_eliminate", NULL};
    static const char *const vis[] = {"public", "owner", "team", "hidden", NULL};
    static const char *const elim[] = {"keep", "remove", NULL};
    tt_rules *r = c->r;
    const tt_node *z;
    int rc = section(c, c->root, "zones", "", NULL, &z);
    if (rc)
        return rc;
    if (!z)
        return bad(c, c->root, "zones", "required key is missing");
    if (z->n > TT_MAX_ZONES)
        return bad(c, z, "zones", "at most %d zones, got %zu", TT_MAX_ZONES, z->n);
    for (size_t i = 0; i < z->n; i++) {
        char path[128];
        const tt_node *k = z->keys[i], *v = z->vals[i];
        tt_zone_rule *zr = &r->zones[i];
        uint8_t sc;
        long cap;
        snprintf(path, sizeof path, "zones.%s", k->text);
        if (!is_name(k->text) || strlen(k->text) >= TT_NAME_MAX)
            return bad(c, k, path, "'%s' is not a zone name (lower-case letters, digits, '_')",
                       k->text);
        if (v->kind != TT_NODE_MAP)
            return bad(c, v, path, "expected a map, got %s", kind_name(v));
        if ((rc = check_keys(c, v, path, keys)) ||
            (rc = get_enum(c, v, "scope", path, zone_scope_names, 0, &sc)) ||
            (rc = get_int(c, v, "capacity", path, 0, 1000, 0, &cap)) ||
            (rc = get_bool(c, v, "ordered", path, 0, &zr->ordered)) ||
            (rc = get_enum(c, v, "visibility", path, vis, TT_VIS_PUBLIC, &zr->visibility)) ||
            (rc = get_enum(c, v, "on_eliminate", path, elim, 0, &zr->remove_on_eliminate)))
            return rc;
        zr->scope = sc == 4 ? TT_PER_GLOBAL : sc; /* zone_scope_names has no "card" */
        zr->capacity = (uint16_t)cap;
        snprintf(zr->name, sizeof zr->name, "%s", k->text);
        if ((zr->scope == TT_PER_LANE || zr->scope == TT_PER_LANE_TEAM) && !r->nlanes) {
            char sp[160];
            snprintf(sp, sizeof sp, "%s.scope", path);
            return bad(c, tt_yaml__get(v, "scope"), sp, "scope '%s' needs `lanes:`",
                       zone_scope_names[sc]);
        }
    }
    r->nzones = (uint8_t)z->n;
    int deck = -1, hand = -1;
    for (int i = 0; i < r->nzones; i++) {
        if (strcmp(r->zones[i].name, "deck") == 0)
            deck = i;
        if (strcmp(r->zones[i].name, "hand") == 0)
            hand = i;
    }
    if (deck < 0)
        return bad(c, z, "zones.deck", "required zone is missing (the core draws from it)");
    if (hand < 0)
        return bad(c, z, "zones.hand", "required zone is missing (the core draws into it)");
    if (r->zones[deck].scope != TT_PER_SEAT || r->zones[hand].scope != TT_PER_SEAT)
        return bad(c, z,
                   r->zones[deck].scope != TT_PER_SEAT ? "zones.deck.scope" : "zones.hand.scope",
                   "must be 'seat' (each player has their own, YT-1.3)");
    r->zone_deck = (uint8_t)deck;
    r->zone_hand = (uint8_t)hand;
    if (r->zones[hand].capacity && r->zones[hand].capacity < r->hand_start)
        return bad(c, tt_yaml__get(tt_yaml__get(z, "hand"), "capacity"), "zones.hand.capacity",
                   "%u is less than hand.start (%u): the opening hand would not fit",
                   r->zones[hand].capacity, r->hand_start);
    return TT_OK;
}

static int zone_index(const tt_rules *r, const char *name)
{
    for (int i = 0; i < r->nzones; i++)
        if (strcmp(r->zones[i].name, name) == 0)
            return i;
    return -1;
}

static int check_scopes(chk *c)
{
    static const char *const keys[] = {"opponent_cards", "opponent_side", "both_players",
                                       "lane_opponent", NULL};
    static const char *const opp[] = {"one_opponent", "all_opponents", NULL};
    static const char *const both[] = {"all_players", "self_and_one_opponent", NULL};
    static const char *const lane[] = {"one_opponent", NULL};
    tt_rules *r = c->r;
    const tt_node *s;
    uint8_t lo;
    int rc;
    if ((rc = section(c, c->root, "scopes", "", keys, &s)) ||
        (rc = get_enum(c, s, "opponent_cards", "scopes", opp, TT_ONE_OPPONENT,
                       &r->opponent_cards)) ||
        (rc =
             get_enum(c, s, "opponent_side", "scopes", opp, TT_ALL_OPPONENTS, &r->opponent_side)) ||
        (rc = get_enum(c, s, "both_players", "scopes", both, TT_BOTH_ALL, &r->both_players)) ||
        (rc = get_enum(c, s, "lane_opponent", "scopes", lane, 0, &lo)))
        return rc;
    return TT_OK;
}

static int check_responses(chk *c)
{
    static const char *const keys[] = {"order", "teammate_turn", "triggers", "ask_every_seat",
                                       NULL};
    static const char *const orders[] = {"cyclic", "team_priority", NULL};
    static const char *const mate[] = {"own", "opponent", NULL};
    static const char *const trig[] = {"split", "literal", NULL};
    tt_rules *r = c->r;
    const tt_node *s;
    int rc;
    if ((rc = section(c, c->root, "responses", "", keys, &s)) ||
        (rc =
             get_enum(c, s, "order", "responses", orders, TT_RESPOND_CYCLIC, &r->response_order)) ||
        (rc = get_enum(c, s, "teammate_turn", "responses", mate, 1,
                       &r->teammate_turn_is_opponent)) ||
        (rc =
             get_enum(c, s, "triggers", "responses", trig, TT_TRIGGERS_SPLIT, &r->trigger_order)) ||
        (rc = get_bool(c, s, "ask_every_seat", "responses", 0, &r->ask_every_seat)))
        return rc;
    r->ask_every_seat_set = tt_yaml__get(s, "ask_every_seat") != NULL; /* issue 33 */
    return TT_OK;
}

static int check_limits(chk *c)
{
    static const char *const keys[] = {"action", "count", "per", "reset", NULL};
    static const char *const resets[] = {"turn", "game", NULL};
    tt_rules *r = c->r;
    const tt_node *l = tt_yaml__get(c->root, "limits");
    int rc;
    if (!l)
        return TT_OK;
    if ((rc = want_list(c, l, "limits")))
        return rc;
    if (l->n > TT_MAX_LIMITS)
        return bad(c, l, "limits", "at most %d limits, got %zu", TT_MAX_LIMITS, l->n);
    for (size_t i = 0; i < l->n; i++) {
        char path[64], sub[96];
        const tt_node *it = l->vals[i];
        tt_limit_rule *lr = &r->limits[i];
        int action;
        long count;
        snprintf(path, sizeof path, "limits[%zu]", i);
        if (it->kind != TT_NODE_MAP)
            return bad(c, it, path, "expected a map with action, count, per, reset");
        if ((rc = check_keys(c, it, path, keys)))
            return rc;
        const tt_node *a = tt_yaml__get(it, "action");
        snprintf(sub, sizeof sub, "%s.action", path);
        if (!a)
            return bad(c, it, sub, "required key is missing");
        if (!tt_yaml__get(it, "per")) {
            snprintf(sub, sizeof sub, "%s.per", path);
            return bad(c, it, sub, "required key is missing");
        }
        if ((rc = scalar_enum(c, a, sub, c->rs->game->actions, &action)) ||
            (rc = get_int(c, it, "count", path, 1, 100, 1, &count)) ||
            (rc = get_enum(c, it, "per", path, scope_names, TT_PER_SEAT, &lr->per)) ||
            (rc = get_enum(c, it, "reset", path, resets, TT_RESET_TURN, &lr->reset)))
            return rc;
        lr->action = (uint8_t)action;
        lr->count = (uint8_t)count;
        if ((lr->per == TT_PER_LANE || lr->per == TT_PER_LANE_TEAM) && !r->nlanes) {
            snprintf(sub, sizeof sub, "%s.per", path);
            return bad(c, tt_yaml__get(it, "per"), sub, "per '%s' needs `lanes:`",
                       scope_names[lr->per]);
        }
    }
    r->nlimits = (uint8_t)l->n;
    return TT_OK;
}

static int check_outcome(chk *c)
{
    static const char *const keys[] = {"life_zero",   "simultaneous", "deck_out", "seat_out",
                                       "no_cards_in", "card_effects", NULL};
    static const char *const lose[] = {"ignore", "lose", NULL};
    static const char *const simul[] = {"draw", NULL};
    static const char *const out[] = {"team", "eliminate", NULL};
    tt_rules *r = c->r;
    const tt_node *s;
    uint8_t sim;
    int rc;
    if ((rc = section(c, c->root, "outcome", "", keys, &s)) ||
        (rc = get_enum(c, s, "life_zero", "outcome", lose, 1, &r->life_zero_loses)) ||
        (rc = get_enum(c, s, "simultaneous", "outcome", simul, 0, &sim)) ||
        (rc = get_enum(c, s, "deck_out", "outcome", lose, 1, &r->deck_out_loses)) ||
        (rc = get_enum(c, s, "seat_out", "outcome", out, TT_OUT_TEAM, &r->seat_out)) ||
        (rc = get_bool(c, s, "card_effects", "outcome", 1, &r->card_effects_win)))
        return rc;
    if (r->life_zero_loses && r->life_start == 0 && tt_yaml__get(s, "life_zero") &&
        strcmp(tt_yaml__get(s, "life_zero")->text, "lose") == 0)
        return bad(c, tt_yaml__get(s, "life_zero"), "outcome.life_zero",
                   "'lose' needs life.start above 0");
    if (r->life_start == 0)
        r->life_zero_loses = 0; /* no life points: nothing to reach 0 */
    const tt_node *z = tt_yaml__get(s, "no_cards_in");
    if (!z)
        return TT_OK;
    if ((rc = want_list(c, z, "outcome.no_cards_in")))
        return rc;
    if (z->n > sizeof r->no_cards_in)
        return bad(c, z, "outcome.no_cards_in", "at most %zu zones", sizeof r->no_cards_in);
    for (size_t i = 0; i < z->n; i++) {
        char path[64];
        snprintf(path, sizeof path, "outcome.no_cards_in[%zu]", i);
        const tt_node *it = z->vals[i];
        int idx = it->kind == TT_NODE_SCALAR ? zone_index(r, it->text) : -1;
        if (idx < 0)
            return bad(c, it, path, "'%s' is not a zone of this ruleset",
                       it->kind == TT_NODE_SCALAR ? it->text : "?");
        r->no_cards_in[i] = (uint8_t)idx;
    }
    r->n_no_cards_in = (uint8_t)z->n;
    return TT_OK;
}

static const char *const time_ties[] = {"sudden_death", "draw", "sudden_death_at_once", NULL};

/* match: a match of several games (YP-4 who goes first in games 2 and 3, YP-6 siding, YT-6.3
 * the tiebreak game). Absent: a match is one game. */
static int check_match(chk *c)
{
    static const char *const keys[] = {"games",          "next_first",      "siding", "equal_wins",
                                       "tiebreak_turns", "tiebreak_on_tie", NULL};
    static const char *const firsts[] = {"loser_chooses", "loser", "winner", "as_turn_first", NULL};
    static const char *const equal[] = {"tiebreak", "draw", NULL};
    tt_rules *r = c->r;
    const tt_node *s;
    long games, turns;
    int rc;
    r->match_games = 1;
    if ((rc = section(c, c->root, "match", "", keys, &s)) || !s)
        return rc;
    if ((rc = get_int(c, s, "games", "match", 1, 9, 1, &games)) ||
        (rc = get_enum(c, s, "next_first", "match", firsts, TT_NEXT_LOSER_CHOOSES,
                       &r->next_first)) ||
        (rc = get_bool(c, s, "siding", "match", 1, &r->siding)) ||
        (rc = get_enum(c, s, "equal_wins", "match", equal, TT_EQUAL_TIEBREAK, &r->equal_wins)) ||
        (rc = get_int(c, s, "tiebreak_turns", "match", 1, 100, 8, &turns)) ||
        (rc = get_enum(c, s, "tiebreak_on_tie", "match", time_ties, TT_TIE_SUDDEN_DEATH,
                       &r->tiebreak_tie)))
        return rc;
    r->match_games = (uint8_t)games;
    r->tiebreak_turns = (uint8_t)turns;
    if (games > 1 && r->teams != 2)
        return bad(c, tt_yaml__get(s, "games"), "match.games",
                   "a match of several games is played by 2 teams; this ruleset has %u", r->teams);
    if (games > 1 && r->equal_wins == TT_EQUAL_TIEBREAK && r->life_start == 0)
        return bad(c, s, "match.equal_wins",
                   "a tiebreak game is decided by life: it needs life.start above 0 "
                   "(or equal_wins: draw)");
    return TT_OK;
}

/* time: the end of a timed match (YT-6.1, YT-6.2, YP-13, YP-16), counted in turns: the
 * engine has no clock, so "time is called" is a turn the ruleset names, in a game of the
 * match, or between two games (YT-6.4, YP-14, YP-15). */
static int check_time(chk *c)
{
    static const char *const keys[] = {"called_in_turn",     "called_in_game", "extra_turns",
                                       "called_before_game", "on_tie",         NULL};
    tt_rules *r = c->r;
    const tt_node *s, *in_turn, *before;
    long turn, game, extra, before_game;
    int rc;
    if ((rc = section(c, c->root, "time", "", keys, &s)) || !s)
        return rc;
    in_turn = tt_yaml__get(s, "called_in_turn");
    before = tt_yaml__get(s, "called_before_game");
    if (!in_turn && !before)
        return bad(c, s, "time.called_in_turn",
                   "required key is missing (or called_before_game, between games)");
    if (in_turn && before)
        return bad(c, before, "time.called_before_game",
                   "time is called either in a turn or before a game, not both");
    static const char *const in_game_only[] = {"called_in_game", "extra_turns", "on_tie", NULL};
    for (unsigned i = 0; before && in_game_only[i]; i++) {
        char path[64];
        snprintf(path, sizeof path, "time.%s", in_game_only[i]);
        if (tt_yaml__get(s, in_game_only[i]))
            return bad(c, tt_yaml__get(s, in_game_only[i]), path,
                       "time called before a game ends no game: match.equal_wins and the "
                       "tiebreak keys decide");
    }
    if ((rc = get_int(c, s, "called_in_turn", "time", 1, 10000, 0, &turn)) ||
        (rc = get_int(c, s, "called_in_game", "time", 1, 9, 1, &game)) ||
        (rc = get_int(c, s, "called_before_game", "time", 2, 9, 0, &before_game)) ||
        (rc = get_int(c, s, "extra_turns", "time", 0, 100, 3, &extra)) ||
        (rc = get_enum(c, s, "on_tie", "time", time_ties, TT_TIE_SUDDEN_DEATH, &r->time_tie)))
        return rc;
    if (r->life_start == 0)
        return bad(c, s, "time", "a timed match is decided by life: it needs life.start above 0");
    if (game > r->match_games)
        return bad(c, tt_yaml__get(s, "called_in_game"), "time.called_in_game",
                   "game %ld of a match of %u (match.games)", game, r->match_games);
    if (before_game > r->match_games)
        return bad(c, before, "time.called_before_game", "game %ld of a match of %u (match.games)",
                   before_game, r->match_games);
    r->time_game = (uint8_t)(before ? before_game : game);
    r->time_turn = (uint16_t)turn;
    r->time_extra = (uint8_t)extra;
    return TT_OK;
}

/* decks.limited (YT-1.8, YP-1): a Forbidden/Limited list, card name -> most copies per deck
 * (0 Forbidden, 1 Limited, 2 Semi-Limited). Kept sorted by name: explain prints it in that
 * order, so two rulesets with the same list hash the same whatever order they wrote it in. */
static int check_limited(chk *c, const tt_node *lim)
{
    if (lim->kind != TT_NODE_MAP)
        return bad(c, lim, "decks.limited", "expected a map of card name -> most copies, got %s",
                   kind_name(lim));
    if (lim->n > TT_MAX_LIMITED)
        return bad(c, lim->keys[TT_MAX_LIMITED], "decks.limited", "more than %d cards on the list",
                   TT_MAX_LIMITED);
    tt_limited *l = tt_arena__alloc(&c->rs->arena, (lim->n ? lim->n : 1) * sizeof *l);
    if (!l)
        return tt_error__set(c->err, TT_ERR_NOMEM, "", 0, 0, "", "out of memory");
    for (size_t i = 0; i < lim->n; i++) {
        char path[160];
        long v;
        snprintf(path, sizeof path, "decks.limited.%s", lim->keys[i]->text);
        if (!lim->keys[i]->text[0])
            return bad(c, lim->keys[i], "decks.limited", "expected a card name");
        int rc = scalar_int(c, lim->vals[i], path, 0, 60, &v);
        if (rc)
            return rc;
        size_t j = i; /* insertion sort: lists are short and loaded once */
        while (j > 0 && strcmp(l[j - 1].name, lim->keys[i]->text) > 0) {
            l[j] = l[j - 1];
            j--;
        }
        l[j].name = lim->keys[i]->text;
        l[j].max = (unsigned)v;
    }
    c->rs->limited = l;
    c->rs->nlimited = (unsigned)lim->n;
    return TT_OK;
}

/* decks.allowed (YP-1): the event's card pool, as a Concept event's theme decks or a store's
 * own list: a deck may hold only these cards. Kept sorted: explain prints it in that order,
 * and a deck's names are looked up by binary search. */
static int check_allowed(chk *c, const tt_node *al)
{
    if (al->kind != TT_NODE_LIST)
        return bad(c, al, "decks.allowed", "expected a list of card names, got %s", kind_name(al));
    const char **l = tt_arena__alloc(&c->rs->arena, (al->n ? al->n : 1) * sizeof *l);
    if (!l)
        return tt_error__set(c->err, TT_ERR_NOMEM, "", 0, 0, "", "out of memory");
    for (size_t i = 0; i < al->n; i++) {
        char path[64];
        snprintf(path, sizeof path, "decks.allowed[%zu]", i);
        if (al->vals[i]->kind != TT_NODE_SCALAR || !al->vals[i]->text[0])
            return bad(c, al->vals[i], path, "expected a card name");
        size_t j = i; /* insertion sort: loaded once */
        while (j > 0 && strcmp(l[j - 1], al->vals[i]->text) > 0) {
            l[j] = l[j - 1];
            j--;
        }
        if (j > 0 && strcmp(l[j - 1], al->vals[i]->text) == 0)
            return bad(c, al->vals[i], path, "'%s' is on the list twice", al->vals[i]->text);
        l[j] = al->vals[i]->text;
    }
    if (!al->n)
        return bad(c, al, "decks.allowed", "an empty card pool allows no deck");
    c->rs->allowed = l;
    c->rs->nallowed = (unsigned)al->n;
    return TT_OK;
}

int tt_ruleset__in_pool(const tt_ruleset *rs, const char *name)
{
    return !rs->allowed ||
           tt_names__sorted_find(rs->allowed, rs->nallowed, sizeof *rs->allowed, name) >= 0;
}

/* The card names of decks.banned and decks.limited must be cards of the game: a misspelt
 * name would otherwise ban or limit nothing, silently. Checked against the card database
 * when the game has one and the context knows where it is (the CLI always does); without
 * it the names are compared as written when a deck loads. */
static int check_list_names(chk *c, const tt_node *ban, const tt_node *lim, const tt_node *al)
{
    const tt_carddb *db;
    size_t nban = ban ? ban->n : 0, nlim = lim ? lim->n : 0, nal = al ? al->n : 0;
    if (!nban && !nlim && !nal)
        return TT_OK;
    if (!c->rs->game->card_fields || !c->rs->ctx->games_dir)
        return TT_OK;
    int rc = tt_ctx_carddb(&db, c->rs->ctx, c->r->game, c->err);
    if (rc)
        return rc;
    for (size_t i = 0; i < nban + nlim + nal; i++) {
        const tt_node *k = i < nban          ? ban->vals[i]
                           : i < nban + nlim ? lim->keys[i - nban]
                                             : al->vals[i - nban - nlim];
        char path[160];
        if (tt_carddb_find(db, k->text) >= 0)
            continue;
        if (i < nban)
            snprintf(path, sizeof path, "decks.banned[%zu]", i);
        else if (i < nban + nlim)
            snprintf(path, sizeof path, "decks.limited.%s", k->text);
        else
            snprintf(path, sizeof path, "decks.allowed[%zu]", i - nban - nlim);
        const char *near = tt_carddb_closest(db, k->text);
        if (near)
            return bad(c, k, path, "unknown card; did you mean '%s'?", near);
        return bad(c, k, path, "unknown card");
    }
    return TT_OK;
}

static int check_decks(chk *c)
{
    static const char *const keys[] = {"main",    "extra_max", "side_max", "copies", "banned",
                                       "limited", "allowed",   "default",  NULL};
    tt_rules *r = c->r;
    const tt_node *s;
    long v, lo = 40, hi = 60;
    int rc;
    if ((rc = section(c, c->root, "decks", "", keys, &s)))
        return rc;
    const tt_node *m = tt_yaml__get(s, "main");
    if (m) {
        if (m->kind != TT_NODE_LIST || m->n != 2)
            return bad(c, m, "decks.main", "expected [min, max]");
        if ((rc = scalar_int(c, m->vals[0], "decks.main[0]", 0, 1000, &lo)) ||
            (rc = scalar_int(c, m->vals[1], "decks.main[1]", 0, 1000, &hi)))
            return rc;
        if (lo > hi)
            return bad(c, m, "decks.main", "min %ld is above max %ld", lo, hi);
    }
    r->main_min = (uint16_t)lo;
    r->main_max = (uint16_t)hi;
    if ((rc = get_int(c, s, "extra_max", "decks", 0, 100, 15, &v)))
        return rc;
    r->extra_max = (uint16_t)v;
    if ((rc = get_int(c, s, "side_max", "decks", 0, 100, 15, &v)))
        return rc;
    r->side_max = (uint16_t)v;
    if ((rc = get_int(c, s, "copies", "decks", 1, 60, 3, &v)))
        return rc;
    r->copies = (uint16_t)v;

    const tt_node *ban = tt_yaml__get(s, "banned"); /* PD-25, YP-1: names no deck may hold */
    if (ban && ban->kind != TT_NODE_LIST)
        return bad(c, ban, "decks.banned", "expected a list of card names");
    for (size_t i = 0; ban && i < ban->n; i++) {
        char path[64];
        snprintf(path, sizeof path, "decks.banned[%zu]", i);
        if (ban->vals[i]->kind != TT_NODE_SCALAR || !ban->vals[i]->text[0])
            return bad(c, ban->vals[i], path, "expected a card name");
        if (i == TT_MAX_BANNED)
            return bad(c, ban->vals[i], path, "more than %d banned cards", TT_MAX_BANNED);
        c->rs->banned[i] = ban->vals[i]->text; /* the tree lives in rs->arena */
        c->rs->nbanned = (unsigned)i + 1;
    }
    const tt_node *lim = tt_yaml__get(s, "limited"), *al = tt_yaml__get(s, "allowed");
    if ((lim && (rc = check_limited(c, lim))) || (al && (rc = check_allowed(c, al))) ||
        (rc = check_list_names(c, ban, lim, al)))
        return rc;

    const tt_node *d = tt_yaml__get(s, "default");
    if (!d)
        return TT_OK;
    if (d->kind != TT_NODE_MAP)
        return bad(c, d, "decks.default", "expected a map from seat to deck file");
    for (size_t i = 0; i < d->n; i++) { /* the seats and values first, then the files */
        char path[64];
        const tt_node *k = d->keys[i], *v2 = d->vals[i];
        snprintf(path, sizeof path, "decks.default.%s", k->text);
        if (tt_seat_parse(r, k->text) < 0)
            return bad(c, k, path, "'%s' is not a seat of this ruleset", k->text);
        if (v2->kind != TT_NODE_SCALAR || !v2->text[0])
            return bad(c, v2, path, "expected a deck file path");
        if (c->rs->untrusted && strcmp(v2->file, c->file) == 0)
            return bad(c, v2, path,
                       "a ruleset given as text names no deck file: give each seat's deck "
                       "with the table instead");
    }
    for (size_t i = 0; i < d->n; i++) {
        char path[64];
        const tt_node *k = d->keys[i], *v2 = d->vals[i];
        snprintf(path, sizeof path, "decks.default.%s", k->text);
        int seat = tt_seat_parse(r, k->text);
        /* relative to the file that wrote it, so a variant keeps its base's decks */
        const char *slash = strrchr(v2->file, '/');
        size_t dirlen = slash && v2->text[0] != '/' ? (size_t)(slash - v2->file) + 1 : 0;
        size_t n = dirlen + strlen(v2->text);
        char *p = tt_arena__alloc(&c->rs->arena, n + 1);
        if (!p)
            return tt_error__set(c->err, TT_ERR_NOMEM, "", 0, 0, "", "out of memory");
        memcpy(p, v2->file, dirlen);
        memcpy(p + dirlen, v2->text, strlen(v2->text) + 1);
        FILE *f = fopen(p, "r"); /* a default deck that is not there is the ruleset's fault */
        if (!f)
            return bad(c, v2, path, "cannot open the deck file %s: %s", p, strerror(errno));
        fclose(f);
        c->rs->decks[seat] = p;
    }
    return TT_OK;
}

/* options: the game module's own settings (tt_game.options), each an int or an enum (PD-2:
 * ptcg's format); absent ones take their default. */
static int check_options(chk *c)
{
    const tt_field *f = c->rs->game->options;
    const char *keys[TT_MAX_GAME_OPTIONS + 1];
    unsigned n = 0;
    for (; f && f[n].key && n < TT_MAX_GAME_OPTIONS; n++) {
        keys[n] = f[n].key;
        c->r->options[n] = f[n].def;
    }
    keys[n] = NULL;
    const tt_node *s;
    int rc = section(c, c->root, "options", "", NULL, &s);
    if (rc || !s || !s->n)
        return rc;
    char path[128];
    snprintf(path, sizeof path, "options.%s", s->keys[0]->text);
    if (!n)
        return bad(c, s->keys[0], path, "unknown key (the %s module has no options yet)",
                   c->r->game);
    if ((rc = check_keys(c, s, "options", keys)))
        return rc;
    for (size_t i = 0; i < s->n; i++) {
        int k = tt_names__index(keys, s->keys[i]->text), v = 0;
        long l = 0;
        snprintf(path, sizeof path, "options.%s", s->keys[i]->text);
        if (f[k].type == TT_FIELD_ENUM)
            rc = scalar_enum(c, s->vals[i], path, f[k].values, &v);
        else if (f[k].type == TT_FIELD_INT &&
                 !(rc = scalar_int(c, s->vals[i], path, f[k].min, f[k].max, &l)))
            v = (int)l;
        else if (f[k].type != TT_FIELD_INT)
            rc = bad(c, s->vals[i], path, "the %s module's option has no value type", c->r->game);
        if (rc)
            return rc;
        c->r->options[k] = v;
    }
    return TT_OK;
}

/* The game module's word on the whole ruleset (tt_game.rules_refusal): a combination of the
 * core's switches it cannot play is refused here, at the key it names, not in a game. */
static int check_module(chk *c)
{
    const char *key = "", *why;
    if (!c->rs->game->rules_refusal || !(why = c->rs->game->rules_refusal(c->r, &key)))
        return TT_OK;
    const tt_node *at = c->root, *n = c->root;
    char part[64];
    for (const char *p = key; n && *p;) { /* the deepest node of the dotted key that is there */
        size_t len = strcspn(p, ".");
        snprintf(part, sizeof part, "%.*s", (int)len, p);
        if ((n = tt_yaml__get(n, part)))
            at = n;
        p += len + (p[len] == '.');
    }
    return bad(c, at, key, "%s", why);
}

int tt_ruleset__check(tt_ruleset *rs, const tt_node *root, const char *file, tt_error *err)
{
    static const char *const top[] = {"name",   "title",     "extends", "game",    "seats", "turn",
                                      "life",   "prizes",    "hand",    "cards",   "lanes", "zones",
                                      "scopes", "responses", "limits",  "outcome", "match", "time",
                                      "decks",  "options",   NULL};
    chk c = {rs, &rs->rules, err, root, file};
    int rc;
    memset(&rs->rules, 0, sizeof rs->rules);
    if ((rc = check_keys(&c, root, "", top)) || (rc = check_header(&c)) || (rc = check_seats(&c)) ||
        (rc = check_turn(&c)) || (rc = check_resources(&c)) || (rc = check_lanes(&c)) ||
        (rc = check_zones(&c)) || (rc = check_scopes(&c)) || (rc = check_responses(&c)) ||
        (rc = check_limits(&c)) || (rc = check_outcome(&c)) || (rc = check_match(&c)) ||
        (rc = check_time(&c)) || (rc = check_decks(&c)) || (rc = check_options(&c)) ||
        (rc = check_module(&c)))
        return rc;
    return TT_OK;
}
