/* scenario.c: scenario files (docs/scenarios.md): loading and checking them, then running
 * them under each of their rulesets: decks are built from the cards the setup names (plus a
 * filler card), the setup moves those cards into place, and the script takes decisions by
 * label and checks expectations, refusals and outcomes. */
#include "tagteam/scenario.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "error_impl.h"
#include "match_impl.h"
#include "registry.h"
#include "ruleset_impl.h"
#include "yaml_doc.h"

struct tt_scenario {
    tt_ctx *ctx;
    tt_arena arena;
    const char *file;
    const tt_node *root, *setup, *script, *overrides, *filler, *seed_node;
    const tt_node *rulesets[16];
    unsigned nrulesets;
    const char *covers[64];
    unsigned ncovers;
    const char *name;
    unsigned long long seed;
};

/* ---- loading -------------------------------------------------------------------------- */

static int bad(tt_error *err, const tt_node *at, const char *path, const char *fmt, ...)
#ifdef __GNUC__
    __attribute__((format(printf, 4, 5)))
#endif
    ;

static int bad(tt_error *err, const tt_node *at, const char *path, const char *fmt, ...)
{
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    tt_error__at(err, TT_ERR_SCHEMA, at, path, "%s", msg);
    return TT_ERR_SCHEMA;
}

static int keys_ok(const tt_node *map, const char *path, const char *const *allowed, tt_error *err)
{
    for (size_t i = 0; i < map->n; i++) {
        if (tt_names__index(allowed, map->keys[i]->text) >= 0)
            continue;
        char hint[300], p[160];
        tt_names__suggest(hint, sizeof hint, allowed, map->keys[i]->text, 1);
        snprintf(p, sizeof p, "%s%s%s", path, path[0] ? "." : "", map->keys[i]->text);
        return bad(err, map->keys[i], p, "unknown key%s", hint);
    }
    return TT_OK;
}

static int want(const tt_node *n, tt_node_kind kind, const char *path, tt_error *err)
{
    static const char *const names[] = {"a string", "a map", "a list"};
    if (n->kind != kind)
        return bad(err, n, path, "expected %s", names[kind]);
    return TT_OK;
}

static int is_clause(const char *s)
{
    /* YT-1.2, YP-10, YM-9, PD-26, or a baseline tag YB / PB */
    if (!strcmp(s, "YB") || !strcmp(s, "PB"))
        return 1;
    if (strlen(s) < 4 || s[0] < 'A' || s[0] > 'Z' || s[1] < 'A' || s[1] > 'Z' || s[2] != '-')
        return 0;
    for (s += 3; *s; s++)
        if (!((*s >= '0' && *s <= '9') || *s == '.'))
            return 0;
    return 1;
}

static const char *const step_keys[] = {"take", "refused",    "offered", "absent", "seat",
                                        "rule", "until_turn", "expect",  NULL};
static const char *const expect_keys[] = {"zones",  "life",    "turn",   "decider", "over",
                                          "winner", "visible", "hidden", "counts",  NULL};

static int is_uint(const tt_node *n)
{
    if (n->kind != TT_NODE_SCALAR || !n->plain || !n->text[0])
        return 0;
    for (const char *p = n->text; *p; p++)
        if (*p < '0' || *p > '9')
            return 0;
    return 1;
}

static int is_int(const tt_node *n)
{
    if (n->kind == TT_NODE_SCALAR && n->plain && n->text[0] == '-' && n->text[1]) {
        tt_node copy = *n;
        copy.text = n->text + 1;
        return is_uint(&copy);
    }
    return is_uint(n);
}

static int is_bool(const tt_node *n)
{
    return n->kind == TT_NODE_SCALAR && n->plain &&
           (!strcmp(n->text, "true") || !strcmp(n->text, "false"));
}

/* The values of an expect: map: their types, so the runner never meets a surprise. */
static int check_expect_values(const tt_node *ex, const char *path, tt_error *err)
{
    for (size_t k = 0; k < ex->n; k++) {
        const char *key = ex->keys[k]->text;
        const tt_node *v = ex->vals[k];
        char p[128];
        snprintf(p, sizeof p, "%s.%s", path, key);
        if (!strcmp(key, "over") && !is_bool(v))
            return bad(err, v, p, "expected true or false");
        if (!strcmp(key, "turn") && !is_uint(v))
            return bad(err, v, p, "expected a turn number");
        if ((!strcmp(key, "decider")) && v->kind != TT_NODE_SCALAR)
            return bad(err, v, p, "expected a seat such as 1A");
        if (!strcmp(key, "winner") &&
            !(is_uint(v) || (v->kind == TT_NODE_SCALAR && !strcmp(v->text, "draw"))))
            return bad(err, v, p, "expected a team number or draw");
        if (!strcmp(key, "visible") || !strcmp(key, "hidden")) { /* SEAT: [SEAT.zone, ...] */
            int rc = want(v, TT_NODE_MAP, p, err);
            for (size_t i = 0; !rc && i < v->n; i++) {
                snprintf(p, sizeof p, "%s.%s.%s", path, key, v->keys[i]->text);
                rc = want(v->vals[i], TT_NODE_LIST, p, err);
                for (size_t z = 0; !rc && z < v->vals[i]->n; z++)
                    if (v->vals[i]->vals[z]->kind != TT_NODE_SCALAR)
                        rc = bad(err, v->vals[i]->vals[z], p, "expected SEAT.zone");
            }
            if (rc)
                return rc;
        }
        if (!strcmp(key, "counts")) {
            int rc = want(v, TT_NODE_MAP, p, err);
            for (size_t i = 0; !rc && i < v->n; i++)
                if (!is_uint(v->vals[i]))
                    rc = bad(err, v->vals[i], p, "expected a number of cards");
            if (rc)
                return rc;
        }
        if (!strcmp(key, "life") || !strcmp(key, "zones")) {
            int rc = want(v, TT_NODE_MAP, p, err);
            if (rc)
                return rc;
            for (size_t i = 0; i < v->n; i++) {
                const tt_node *x = v->vals[i];
                snprintf(p, sizeof p, "%s.%s.%s", path, key, v->keys[i]->text);
                if (!strcmp(key, "life") && !is_int(x))
                    return bad(err, x, p, "expected a life total");
                if (!strcmp(key, "zones")) {
                    if ((rc = want(x, TT_NODE_LIST, p, err)))
                        return rc;
                    for (size_t c = 0; c < x->n; c++)
                        if (x->vals[c]->kind != TT_NODE_SCALAR)
                            return bad(err, x->vals[c], p, "expected a card name");
                }
            }
        }
    }
    return TT_OK;
}

static int check_step(const tt_node *st, size_t i, tt_error *err)
{
    char path[64];
    snprintf(path, sizeof path, "script[%zu]", i);
    int rc = want(st, TT_NODE_MAP, path, err);
    if (!rc)
        rc = keys_ok(st, path, step_keys, err);
    if (rc)
        return rc;
    int others = !!tt_yaml__get(st, "refused") + !!tt_yaml__get(st, "offered") +
                 !!tt_yaml__get(st, "absent") + !!tt_yaml__get(st, "expect");
    int actions = others + !!tt_yaml__get(st, "take");
    if (tt_yaml__get(st, "until_turn")) /* with an optional take, and nothing else */
        actions = others ? 2 : 1;
    if (actions != 1)
        return bad(err, st, path,
                   "a step does one thing: take, refused, offered, absent, until_turn or expect");
    for (size_t k = 0; k < st->n; k++) {
        const tt_node *v = st->vals[k];
        char p[96];
        snprintf(p, sizeof p, "%s.%s", path, st->keys[k]->text);
        if (!strcmp(st->keys[k]->text, "expect")) {
            if ((rc = want(v, TT_NODE_MAP, p, err)) || (rc = keys_ok(v, p, expect_keys, err)) ||
                (rc = check_expect_values(v, p, err)))
                return rc;
        } else if ((rc = want(v, TT_NODE_SCALAR, p, err))) {
            return rc;
        } else if (!strcmp(st->keys[k]->text, "until_turn") && !is_uint(v)) {
            return bad(err, v, p, "expected a turn number");
        }
    }
    return TT_OK;
}

int tt_scenario_load_file(tt_scenario **out, tt_ctx *ctx, const char *file, tt_error *err)
{
    static const char *const top[] = {"name", "covers", "ruleset", "rulesets", "ruleset_overrides",
                                      "seed", "filler", "setup",   "script",   NULL};
    tt_node *root;
    int rc;
    *out = NULL;
    if (err)
        memset(err, 0, sizeof *err);
    tt_scenario *sc = tt__calloc(&ctx->al, sizeof *sc);
    if (!sc)
        return tt_error__set(err, TT_ERR_NOMEM, file, 0, 0, "", "out of memory");
    sc->ctx = ctx;
    tt_arena__init(&sc->arena, &ctx->al);
    sc->seed = 1;
    if ((rc = tt_yaml__parse_file(&root, &sc->arena, file, err)))
        goto fail;
    sc->root = root;
    sc->file = root->file;
    if ((rc = want(root, TT_NODE_MAP, "", err)) || (rc = keys_ok(root, "", top, err)))
        goto fail;
    const tt_node *n = tt_yaml__get(root, "name");
    if (!n || n->kind != TT_NODE_SCALAR) {
        rc = bad(err, n ? n : root, "name", n ? "expected a string" : "required key is missing");
        goto fail;
    }
    sc->name = n->text;
    const tt_node *cov = tt_yaml__get(root, "covers");
    if (!cov) {
        rc = bad(err, root, "covers", "required key is missing (the clause IDs it checks)");
        goto fail;
    }
    if ((rc = want(cov, TT_NODE_LIST, "covers", err)))
        goto fail;
    if (cov->n > 64) {
        rc = bad(err, cov, "covers", "at most 64 clauses");
        goto fail;
    }
    for (size_t i = 0; i < cov->n; i++) {
        const tt_node *c = cov->vals[i];
        if (c->kind != TT_NODE_SCALAR || !is_clause(c->text)) {
            rc = bad(err, c, "covers", "'%s' is not a clause ID (like YT-3.2, PD-12 or YB)",
                     c->kind == TT_NODE_SCALAR ? c->text : "?");
            goto fail;
        }
        sc->covers[sc->ncovers++] = c->text;
    }
    const tt_node *one = tt_yaml__get(root, "ruleset"), *many = tt_yaml__get(root, "rulesets");
    if (!!one == !!many) {
        rc = bad(err, root, one ? "rulesets" : "ruleset",
                 one ? "give ruleset or rulesets, not both" : "required key is missing");
        goto fail;
    }
    if (one) {
        if ((rc = want(one, TT_NODE_SCALAR, "ruleset", err)))
            goto fail;
        sc->rulesets[sc->nrulesets++] = one;
    } else {
        if ((rc = want(many, TT_NODE_LIST, "rulesets", err)))
            goto fail;
        if (many->n > 16) {
            rc = bad(err, many, "rulesets", "at most 16 rulesets");
            goto fail;
        }
        for (size_t i = 0; i < many->n; i++) {
            if ((rc = want(many->vals[i], TT_NODE_SCALAR, "rulesets", err)))
                goto fail;
            sc->rulesets[sc->nrulesets++] = many->vals[i];
        }
        if (!sc->nrulesets) {
            rc = bad(err, many, "rulesets", "needs at least one ruleset");
            goto fail;
        }
    }
    sc->overrides = tt_yaml__get(root, "ruleset_overrides");
    if (sc->overrides) {
        static const char *const fixed[] = {"name", "title", "extends", NULL};
        if ((rc = want(sc->overrides, TT_NODE_MAP, "ruleset_overrides", err)))
            goto fail;
        for (size_t i = 0; i < sc->overrides->n; i++)
            if (tt_names__index(fixed, sc->overrides->keys[i]->text) >= 0) {
                rc = bad(err, sc->overrides->keys[i], "ruleset_overrides",
                         "'%s' cannot be overridden", sc->overrides->keys[i]->text);
                goto fail;
            }
    }
    if ((sc->seed_node = tt_yaml__get(root, "seed"))) {
        char *end;
        const tt_node *s = sc->seed_node;
        if (s->kind != TT_NODE_SCALAR || !s->plain || !s->text[0] ||
            (sc->seed = strtoull(s->text, &end, 10), *end)) {
            rc = bad(err, s, "seed", "expected a number");
            goto fail;
        }
    }
    sc->filler = tt_yaml__get(root, "filler");
    if (sc->filler && (rc = want(sc->filler, TT_NODE_SCALAR, "filler", err)))
        goto fail;
    sc->setup = tt_yaml__get(root, "setup");
    if (sc->setup) {
        if ((rc = want(sc->setup, TT_NODE_MAP, "setup", err)))
            goto fail;
        for (size_t i = 0; i < sc->setup->n; i++) {
            const tt_node *zs = sc->setup->vals[i];
            char p[96];
            snprintf(p, sizeof p, "setup.%s", sc->setup->keys[i]->text);
            if ((rc = want(zs, TT_NODE_MAP, p, err)))
                goto fail;
            for (size_t z = 0; z < zs->n; z++) {
                snprintf(p, sizeof p, "setup.%s.%s", sc->setup->keys[i]->text, zs->keys[z]->text);
                if ((rc = want(zs->vals[z], TT_NODE_LIST, p, err)))
                    goto fail;
                for (size_t c = 0; c < zs->vals[z]->n; c++) {
                    const tt_node *card = zs->vals[z]->vals[c];
                    static const char *const card_keys[] = {"card", "face_down", NULL};
                    if (card->kind == TT_NODE_SCALAR)
                        continue;
                    if ((rc = want(card, TT_NODE_MAP, p, err)) ||
                        (rc = keys_ok(card, p, card_keys, err)))
                        goto fail;
                    const tt_node *cn = tt_yaml__get(card, "card");
                    const tt_node *fd = tt_yaml__get(card, "face_down");
                    if (!cn || cn->kind != TT_NODE_SCALAR) {
                        rc = bad(err, cn ? cn : card, p, "a card entry needs `card: NAME`");
                        goto fail;
                    }
                    if (fd && !is_bool(fd)) {
                        rc = bad(err, fd, p, "face_down: expected true or false");
                        goto fail;
                    }
                }
            }
        }
    }
    sc->script = tt_yaml__get(root, "script");
    if (!sc->script) {
        rc = bad(err, root, "script", "required key is missing");
        goto fail;
    }
    if ((rc = want(sc->script, TT_NODE_LIST, "script", err)))
        goto fail;
    for (size_t i = 0; i < sc->script->n; i++)
        if ((rc = check_step(sc->script->vals[i], i, err)))
            goto fail;
    *out = sc;
    return TT_OK;
fail:
    tt_scenario_free(sc);
    return rc;
}

void tt_scenario_free(tt_scenario *sc)
{
    if (!sc)
        return;
    tt_arena__fini(&sc->arena);
    tt__free(&sc->ctx->al, sc);
}

const char *tt_scenario_name(const tt_scenario *sc)
{
    return sc->name;
}

unsigned tt_scenario_covers_count(const tt_scenario *sc)
{
    return sc->ncovers;
}

const char *tt_scenario_covers_at(const tt_scenario *sc, unsigned i)
{
    return i < sc->ncovers ? sc->covers[i] : NULL;
}

unsigned tt_scenario_ruleset_count(const tt_scenario *sc)
{
    return sc->nrulesets;
}

const char *tt_scenario_ruleset_at(const tt_scenario *sc, unsigned i)
{
    return i < sc->nrulesets ? sc->rulesets[i]->text : NULL;
}

/* ---- running ----------------------------------------------------------------------------- */

typedef struct run {
    tt_scenario *sc;
    const tt_rules *r;
    const tt_carddb *db;
    tt_match *m;
    tt_scenario_result *res;
    tt_error *err;
} run;

static int failed(run *x, const tt_node *at, const char *fmt, ...)
#ifdef __GNUC__
    __attribute__((format(printf, 3, 4)))
#endif
    ;

/* Records the first failure of the run; returns 1 so callers can stop. */
static int failed(run *x, const tt_node *at, const char *fmt, ...)
{
    va_list ap;
    if (!x->res->passed)
        return 1;
    x->res->passed = 0;
    x->res->line = at ? at->line : 0;
    va_start(ap, fmt);
    vsnprintf(x->res->message, sizeof x->res->message, fmt, ap);
    va_end(ap);
    return 1;
}

static void offered_labels(const tt_match *m, char *buf, size_t size)
{
    size_t used = 0;
    buf[0] = '\0';
    for (unsigned i = 0; i < tt_match_option_count(m) && used + 4 < size; i++) {
        char label[200];
        tt_match_option_label(m, i, label, sizeof label);
        used += (size_t)snprintf(buf + used, size - used, "%s'%s'", i ? ", " : "", label);
    }
}

static int card_id(run *x, const tt_node *name, uint32_t *out)
{
    int id = tt_carddb_find(x->db, name->text);
    if (id < 0) {
        const char *near = tt_carddb__closest(x->db, name->text);
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

static int seat_of(run *x, const tt_node *key, unsigned *out)
{
    int s = tt_seat_parse(x->r, key->text);
    if (s < 0)
        return bad(x->err, key, "setup", "'%s' is not a seat of %s", key->text, x->r->name);
    *out = (unsigned)s;
    return TT_OK;
}

/* Decks hold the cards the setup names, then the filler up to decks.main's minimum. */
static int build_decks(run *x, uint32_t *ids, tt_match_setup *setup)
{
    const tt_node *su = x->sc->setup;
    uint32_t filler = 0;
    int rc;
    if (x->sc->filler && (rc = card_id(x, x->sc->filler, &filler)))
        return rc;
    for (unsigned s = 0; s < x->r->seats; s++) {
        uint32_t *deck = ids + s * TT_MAX_CARDS;
        unsigned n = 0;
        setup->main[s] = deck;
        for (size_t i = 0; su && i < su->n; i++) {
            unsigned seat = 0;
            if ((rc = seat_of(x, su->keys[i], &seat)))
                return rc;
            if (seat != s)
                continue;
            for (size_t z = 0; z < su->vals[i]->n; z++) {
                const tt_node *list = su->vals[i]->vals[z];
                for (size_t c = 0; c < list->n && n < TT_MAX_CARDS; c++)
                    if ((rc = card_id(x, entry_name(list->vals[c]), &deck[n++])))
                        return rc;
            }
        }
        unsigned want = x->r->main_min > n ? x->r->main_min : n;
        if (want > n && !x->sc->filler)
            return bad(x->err, x->sc->root, "filler",
                       "required: a card to fill each deck up to %u cards", x->r->main_min);
        while (n < want && n < TT_MAX_CARDS / TT_MAX_SEATS)
            deck[n++] = filler;
        setup->nmain[s] = n;
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

/* Hands hold exactly what the setup says; named cards move from the deck to their zones;
 * deck_top puts cards on top, the first listed on the very top. */
static int apply_setup(run *x)
{
    const tt_node *su = x->sc->setup;
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
            unsigned kind = top ? x->r->zone_deck : tt_zone__kind_by_name(x->r, key->text);
            if (kind == x->r->nzones) {
                const char *names[TT_MAX_ZONES + 2];
                char hint[300];
                unsigned k = 0;
                for (; k < x->r->nzones; k++)
                    names[k] = x->r->zones[k].name;
                names[k++] = "deck_top";
                names[k] = NULL;
                tt_names__suggest(hint, sizeof hint, names, key->text, 1);
                return bad(x->err, key, "setup", "'%s' is not a zone of %s%s", key->text,
                           x->r->name, hint);
            }
            if (x->r->zones[kind].scope == TT_PER_LANE ||
                x->r->zones[kind].scope == TT_PER_LANE_TEAM)
                return bad(x->err, key, "setup", "lane zones cannot be set up yet");
            unsigned inst = tt_zone_instance(m, kind, seat, -1);
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
            }
        }
    }
    return TT_OK;
}

/* Advances to the next decision unless one is pending; 1 if the match is over. */
static int ensure(run *x, const tt_node *at)
{
    tt_error e;
    if (tt_match_is_over(x->m) || tt_match_decision_seat(x->m) >= 0)
        return tt_match_is_over(x->m);
    int rc = tt_match_advance(x->m, &e);
    if (rc < 0)
        return failed(x, at, "the match failed: %s", e.msg), -1;
    return rc == TT_ADVANCE_OVER;
}

static int decider_is(run *x, const tt_node *st, const tt_node *at)
{
    const tt_node *sn = tt_yaml__get(st, "seat");
    char who[4];
    if (ensure(x, at) != 0)
        return failed(x, at, "expected a decision, but the match is over"), 0;
    if (!sn)
        return 1;
    int s = tt_seat_parse(x->r, sn->text);
    if (s < 0)
        return failed(x, sn, "'%s' is not a seat", sn->text), 0;
    if (tt_match_decision_seat(x->m) != s) {
        char labels[600];
        offered_labels(x->m, labels, sizeof labels);
        return failed(x, at, "expected %s to decide, but %s decides (offered: %s)", sn->text,
                      tt_seat_name(x->r, (unsigned)tt_match_decision_seat(x->m), who), labels),
               0;
    }
    return 1;
}

static int has_label(const tt_match *m, const char *label)
{
    for (unsigned i = 0; i < tt_match_option_count(m); i++) {
        char buf[200];
        tt_match_option_label(m, i, buf, sizeof buf);
        if (!strcmp(buf, label) || strstr(buf, label))
            return 1;
    }
    return 0;
}

/* The instance of "SEAT.zone", or "SEAT.zone@lane" for lane zones (the seat's team's part of
 * a lane_team zone), or TT_NOWHERE. */
static unsigned seat_zone(run *x, const char *sz)
{
    const char *dot = strchr(sz, '.'), *at = strchr(sz, '@');
    char seat_name[4] = "", zone_name[TT_NAME_MAX] = "";
    int lane = -1;
    if (!dot || dot - sz >= 4)
        return TT_NOWHERE;
    memcpy(seat_name, sz, (size_t)(dot - sz));
    size_t zl = at ? (size_t)(at - dot - 1) : strlen(dot + 1);
    if (zl >= sizeof zone_name)
        return TT_NOWHERE;
    memcpy(zone_name, dot + 1, zl);
    int s = tt_seat_parse(x->r, seat_name);
    unsigned kind = tt_zone__kind_by_name(x->r, zone_name);
    if (s < 0 || kind == x->r->nzones)
        return TT_NOWHERE;
    int lane_zone =
        x->r->zones[kind].scope == TT_PER_LANE || x->r->zones[kind].scope == TT_PER_LANE_TEAM;
    if (at)
        for (unsigned l = 0; l < x->r->nlanes; l++)
            if (!strcmp(x->r->lanes[l].name, at + 1))
                lane = (int)l;
    if (lane_zone != (lane >= 0) && !(lane_zone && x->r->nlanes == 1))
        return TT_NOWHERE; /* a lane zone needs its @lane (unless there is only one) */
    return tt_zone_instance(x->m, kind, (unsigned)s, lane);
}

/* visible/hidden: SEAT: [SEAT.zone...]: every card there is (or none is) known to SEAT in
 * its view (YT-1.9 hands, YT-3.4 Set cards). */
static int check_views(run *x, const tt_node *v, int want_visible)
{
    static uint32_t view[TT_MAX_CARDS];
    for (size_t i = 0; i < v->n; i++) {
        int s = tt_seat_parse(x->r, v->keys[i]->text);
        if (s < 0)
            return failed(x, v->keys[i], "'%s' is not a seat", v->keys[i]->text);
        tt_match_view(x->m, (unsigned)s, view);
        for (size_t z = 0; z < v->vals[i]->n; z++) {
            const tt_node *zn = v->vals[i]->vals[z];
            unsigned inst = seat_zone(x, zn->text);
            if (inst == TT_NOWHERE)
                return failed(x, zn, "'%s' is not SEAT.zone of %s", zn->text, x->r->name);
            for (unsigned c = 0; c < tt_zone_count(x->m, inst); c++) {
                unsigned card = tt_zone_card(x->m, inst, c);
                if ((view[card] != TT_HIDDEN) != want_visible)
                    return failed(x, zn, "%s %s %s's %s", v->keys[i]->text,
                                  want_visible ? "does not see" : "sees", zn->text,
                                  tt_carddb_name(x->db, tt_card_id(x->m, card)));
            }
        }
    }
    return 0;
}

static int check_expect(run *x, const tt_node *ex)
{
    char who[4];
    if (ensure(x, ex) < 0)
        return 1;
    for (size_t k = 0; k < ex->n; k++) {
        const char *key = ex->keys[k]->text;
        const tt_node *v = ex->vals[k];
        if (!strcmp(key, "over")) {
            int want_over = !strcmp(v->text, "true");
            if (want_over != tt_match_is_over(x->m))
                return failed(x, v, "expected the match %s, but it is %s",
                              want_over ? "over" : "going on",
                              tt_match_is_over(x->m) ? "over" : "going on");
        } else if (!strcmp(key, "winner")) {
            int w = tt_match_winner(x->m);
            int want_w = !strcmp(v->text, "draw") ? -1 : atoi(v->text) - 1;
            if (!tt_match_is_over(x->m) || w != want_w)
                return failed(x, v, "expected %s, got %s", v->text,
                              !tt_match_is_over(x->m) ? "no result yet"
                              : w < 0                 ? "a draw"
                              : w == 0                ? "team 1 winning"
                                                      : "another team winning");
        } else if (!strcmp(key, "turn")) {
            if (tt_match_turn(x->m) != (unsigned)atoi(v->text))
                return failed(x, v, "expected turn %s, it is turn %u", v->text,
                              tt_match_turn(x->m));
        } else if (!strcmp(key, "decider")) {
            int d = tt_match_decision_seat(x->m);
            if (d != tt_seat_parse(x->r, v->text))
                return failed(x, v, "expected %s to decide, but %s", v->text,
                              d < 0 ? "nobody does" : tt_seat_name(x->r, (unsigned)d, who));
        } else if (!strcmp(key, "life")) {
            for (size_t i = 0; i < v->n; i++) {
                int s = tt_seat_parse(x->r, v->keys[i]->text);
                if (s < 0)
                    return failed(x, v->keys[i], "'%s' is not a seat", v->keys[i]->text);
                long want_l = atol(v->vals[i]->text);
                if (tt_match_life(x->m, (unsigned)s) != want_l)
                    return failed(x, v->vals[i], "expected %s's life %ld, it is %ld",
                                  v->keys[i]->text, want_l, (long)tt_match_life(x->m, (unsigned)s));
            }
        } else if (!strcmp(key, "counts")) {
            for (size_t i = 0; i < v->n; i++) {
                unsigned inst = seat_zone(x, v->keys[i]->text);
                if (inst == TT_NOWHERE)
                    return failed(x, v->keys[i], "'%s' is not SEAT.zone[@lane] of %s",
                                  v->keys[i]->text, x->r->name);
                if (tt_zone_count(x->m, inst) != (unsigned)atoi(v->vals[i]->text))
                    return failed(x, v->vals[i], "%s holds %u cards, not %s", v->keys[i]->text,
                                  tt_zone_count(x->m, inst), v->vals[i]->text);
            }
        } else if (!strcmp(key, "visible") || !strcmp(key, "hidden")) {
            if (check_views(x, v, !strcmp(key, "visible")))
                return 1;
        } else { /* zones: "SEAT.zone": [names] as a multiset */
            for (size_t i = 0; i < v->n; i++) {
                const char *sz = v->keys[i]->text;
                unsigned inst = seat_zone(x, sz);
                if (inst == TT_NOWHERE)
                    return failed(x, v->keys[i], "'%s' is not SEAT.zone[@lane] of %s", sz,
                                  x->r->name);
                const tt_node *list = v->vals[i];
                unsigned have = tt_zone_count(x->m, inst);
                int ok = list->kind == TT_NODE_LIST && list->n == have;
                uint8_t used[TT_MAX_CARDS] = {0};
                for (size_t c = 0; ok && c < list->n; c++) {
                    int id = tt_carddb_find(x->db, list->vals[c]->text), found = 0;
                    for (unsigned j = 0; id >= 0 && j < have && !found; j++) {
                        unsigned card = tt_zone_card(x->m, inst, j);
                        if (!used[j] && tt_card_id(x->m, card) == (uint32_t)id)
                            used[j] = found = 1;
                    }
                    ok = found;
                }
                if (!ok) {
                    char got[600];
                    size_t used_n = 0;
                    got[0] = '\0';
                    for (unsigned j = 0; j < have && used_n + 4 < sizeof got; j++)
                        used_n += (size_t)snprintf(
                            got + used_n, sizeof got - used_n, "%s%s", j ? ", " : "",
                            tt_carddb_name(x->db, tt_card_id(x->m, tt_zone_card(x->m, inst, j))));
                    return failed(x, list, "%s holds [%s], not what the scenario expects", sz, got);
                }
            }
        }
    }
    return 0;
}

static int do_step(run *x, const tt_node *st)
{
    const tt_node *take = tt_yaml__get(st, "take"), *until = tt_yaml__get(st, "until_turn");
    const tt_node *ref = tt_yaml__get(st, "refused"), *off = tt_yaml__get(st, "offered");
    const tt_node *abs_ = tt_yaml__get(st, "absent"), *ex = tt_yaml__get(st, "expect");
    tt_error e;
    char labels[600];
    if (until) {
        unsigned turn = (unsigned)atoi(until->text);
        for (long guard = 0; guard < 100000; guard++) {
            int over = ensure(x, until);
            if (over)
                return over < 0 ? 1
                                : failed(x, until, "the match ended on turn %u, before turn %u",
                                         tt_match_turn(x->m), turn);
            if (tt_match_turn(x->m) >= turn)
                return 0;
            unsigned s = (unsigned)tt_match_decision_seat(x->m);
            if (!take || tt_match_decide_label(x->m, s, take->text, &e))
                tt_match_decide(x->m, s, 0, &e); /* anything else: the first option */
        }
        return failed(x, until, "turn %u never came", turn);
    }
    if (ex)
        return check_expect(x, ex);
    if (!decider_is(x, st, take ? take : ref ? ref : off ? off : abs_))
        return 1;
    unsigned s = (unsigned)tt_match_decision_seat(x->m);
    if (take) {
        if (tt_match_decide_label(x->m, s, take->text, &e)) {
            offered_labels(x->m, labels, sizeof labels);
            return failed(x, take, "could not take '%s': %s: %s (offered: %s)", take->text, e.path,
                          e.msg, labels);
        }
        return 0;
    }
    if (off || abs_) {
        int has = has_label(x->m, (off ? off : abs_)->text);
        if (has != !!off) {
            offered_labels(x->m, labels, sizeof labels);
            return failed(x, off ? off : abs_, "'%s' is %s (offered: %s)", (off ? off : abs_)->text,
                          has ? "offered" : "not offered", labels);
        }
        return 0;
    }
    /* refused: illegal, with the rule key, and the match unchanged */
    const tt_node *rule = tt_yaml__get(st, "rule");
    size_t size = tt_match_state_size(x->m);
    unsigned char *before = tt__malloc(&x->sc->ctx->al, size);
    if (!before)
        return failed(x, ref, "out of memory");
    memcpy(before, tt_match_state(x->m), size);
    int rc = tt_match_decide_label(x->m, s, ref->text, &e);
    int same = memcmp(before, tt_match_state(x->m), size) == 0;
    tt__free(&x->sc->ctx->al, before);
    if (rc != TT_ERR_ILLEGAL)
        return failed(x, ref, "'%s' was not refused", ref->text);
    if (rule && !strstr(e.path, rule->text))
        return failed(x, rule, "refused by '%s' (%s), not by '%s'", e.path, e.msg, rule->text);
    if (!same)
        return failed(x, ref, "the refusal changed the match");
    return 0;
}

int tt_scenario_run(tt_scenario *sc, unsigned i, tt_scenario_result *res, tt_error *err)
{
    tt_ruleset *rs = NULL;
    tt_match_setup setup = {TT_MATCH_SETUP_VERSION, sc->seed, {0}, {0}, {0}, {0}, NULL, NULL};
    run x = {sc, NULL, NULL, NULL, res, err};
    uint32_t *ids = NULL;
    int rc;
    if (err)
        memset(err, 0, sizeof *err);
    memset(res, 0, sizeof *res);
    res->passed = 1;
    if (i >= sc->nrulesets)
        return tt_error__set(err, TT_ERR_MISUSE, "", 0, 0, "", "no ruleset %u", i);
    res->ruleset = sc->rulesets[i]->text;
    if ((rc =
             tt_ruleset__load_variant(&rs, sc->ctx, sc->file, sc->rulesets[i], sc->overrides, err)))
        return rc;
    x.r = tt_ruleset_rules(rs);
    if ((rc = tt_ctx_carddb(&x.db, sc->ctx, x.r->game, err)))
        goto done;
    ids = tt__calloc(&sc->ctx->al, (size_t)TT_MAX_SEATS * TT_MAX_CARDS * sizeof *ids);
    if (!ids) {
        rc = tt_error__set(err, TT_ERR_NOMEM, "", 0, 0, "", "out of memory");
        goto done;
    }
    if ((rc = build_decks(&x, ids, &setup)) ||
        (rc = tt_match_new(&x.m, sc->ctx, rs, &setup, err)) || (rc = apply_setup(&x)))
        goto done;
    for (size_t s = 0; s < sc->script->n && res->passed; s++)
        do_step(&x, sc->script->vals[s]);
done:
    tt_match_free(x.m);
    tt__free(&sc->ctx->al, ids);
    tt_ruleset_free(rs);
    return rc;
}
