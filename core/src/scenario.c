/* scenario.c: loading scenario files (docs/scenarios.md) and checking every key and value
 * type, so a malformed file is refused with file:line:col before anything runs. What a name
 * means (a card, a seat, a zone, a phase) depends on the ruleset and is checked by the run. */
#include <ctype.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "error_impl.h"
#include "registry.h"
#include "scenario_impl.h"

#define bad tt_scenario__bad

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

static const char *const step_keys[] = {"take",   "refused", "offered",    "absent",
                                        "seat",   "rule",    "until_turn", "agent",
                                        "expect", "fix",     "concede",    NULL};
static const char *const expect_keys[] = {
    "zones",  "life",   "turn",   "decider",   "over",        "winner", "visible",
    "hidden", "counts", "events", "no_events", "phase",       "out",    "prizes_taken",
    "match",  "cards",  "shown",  "pools",     "prize_pools", NULL};

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

/* A life total a game can hold: 0 up to the engine's INT32_MAX (tt_life_add clamps there, and
 * below 0 counts as 0: YP-7). Anything else is refused, never clamped: no game reaches it. */
static int life_out_of_range(const tt_node *n, const char *path, tt_error *err)
{
    errno = 0;
    long long v = strtoll(n->text, NULL, 10);
    if (v < 0)
        return bad(err, n, path, "no game reaches a life total of %s (YP-7: below 0 counts as 0)",
                   n->text);
    if (errno || v > INT32_MAX)
        return bad(err, n, path, "%s is out of range 0..%ld", n->text, (long)INT32_MAX);
    return TT_OK;
}

static int is_bool(const tt_node *n)
{
    return n->kind == TT_NODE_SCALAR && n->plain &&
           (!strcmp(n->text, "true") || !strcmp(n->text, "false"));
}

/* A list of non-empty strings (what: how the error names one). */
static int scalars(const tt_node *v, const char *path, const char *what, tt_error *err)
{
    int rc = want(v, TT_NODE_LIST, path, err);
    for (size_t i = 0; !rc && i < v->n; i++)
        if (v->vals[i]->kind != TT_NODE_SCALAR || !v->vals[i]->text[0])
            rc = bad(err, v->vals[i], path, "expected %s", what);
    return rc;
}

/* A map of names to counts. */
static int counts(const tt_node *v, const char *path, const char *what, tt_error *err)
{
    int rc = want(v, TT_NODE_MAP, path, err);
    for (size_t i = 0; !rc && i < v->n; i++)
        if (!is_uint(v->vals[i]))
            rc = bad(err, v->vals[i], path, "expected %s", what);
    return rc;
}

/* expect.match: {game: N, wins: [A, B], draws: N} (a match of several games). */
static int check_match_values(const tt_node *v, const char *path, tt_error *err)
{
    static const char *const keys[] = {"game", "wins", "draws", NULL};
    char p[160];
    int rc = want(v, TT_NODE_MAP, path, err);
    for (size_t i = 0; !rc && i < v->n; i++) {
        const tt_node *k = v->keys[i], *x = v->vals[i];
        snprintf(p, sizeof p, "%s.%s", path, k->text);
        if (tt_names__index(keys, k->text) < 0)
            return bad(err, k, p, "unknown key (expected one of: game, wins, draws)");
        if (!strcmp(k->text, "wins") &&
            (x->kind != TT_NODE_LIST || x->n != 2 || !is_uint(x->vals[0]) || !is_uint(x->vals[1])))
            return bad(err, x, p, "expected [team 1's game wins, team 2's]");
        if (strcmp(k->text, "wins") && !is_uint(x))
            return bad(err, x, p, "expected a number");
    }
    return rc;
}

/* expect.cards: {SEAT.zone: [NAME or {card: NAME, key: value, ...}]}: the types only; which
 * keys the game knows is checked when the ruleset is known (tt_scenario__check_card_keys). */
static int check_cards_values(const tt_node *v, const char *path, tt_error *err)
{
    char p[200];
    int rc = want(v, TT_NODE_MAP, path, err);
    for (size_t i = 0; !rc && i < v->n; i++) {
        const tt_node *list = v->vals[i];
        snprintf(p, sizeof p, "%s.%s", path, v->keys[i]->text);
        if ((rc = want(list, TT_NODE_LIST, p, err)))
            return rc;
        for (size_t c = 0; c < list->n; c++) {
            const tt_node *e = list->vals[c], *cn;
            if (e->kind == TT_NODE_SCALAR && e->text[0])
                continue;
            if ((rc = want(e, TT_NODE_MAP, p, err)))
                return rc;
            if (!(cn = tt_yaml__get(e, "card")) || cn->kind != TT_NODE_SCALAR || !cn->text[0])
                return bad(err, cn ? cn : e, p, "a card entry needs `card: NAME`");
            for (size_t k = 0; k < e->n; k++) {
                const char *key = e->keys[k]->text;
                const tt_node *x = e->vals[k];
                char kp[260];
                snprintf(kp, sizeof kp, "%s.%s", p, key);
                if (!strcmp(key, "visible_to") || !strcmp(key, "hidden_from")) {
                    if ((rc = scalars(x, kp, "a seat such as 1A", err)))
                        return rc;
                } else if (x->kind != TT_NODE_SCALAR) {
                    return bad(err, x, kp, "expected a value");
                }
            }
        }
    }
    return rc;
}

/* The values of an expect: map: their types, so the runner never meets a surprise. */
static int check_expect_values(const tt_node *ex, const char *path, tt_error *err)
{
    int rc;
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
            rc = want(v, TT_NODE_MAP, p, err);
            for (size_t i = 0; !rc && i < v->n; i++) {
                snprintf(p, sizeof p, "%s.%s.%s", path, key, v->keys[i]->text);
                rc = scalars(v->vals[i], p, "SEAT.zone", err);
            }
            if (rc)
                return rc;
        }
        if ((!strcmp(key, "events") || !strcmp(key, "no_events")) && /* texts to look for */
            (rc = scalars(v, p, "a piece of an event's text", err)))
            return rc;
        if (!strcmp(key, "phase") && v->kind != TT_NODE_SCALAR)
            return bad(err, v, p, "expected a phase name such as main1");
        if (!strcmp(key, "out") && (rc = scalars(v, p, "a seat such as 1A", err)))
            return rc; /* the seats that are out (lost or eliminated) */
        if (!strcmp(key, "prizes_taken") && (rc = counts(v, p, "a number of Prize cards", err)))
            return rc;
        if (!strcmp(key, "counts") && (rc = counts(v, p, "a number of cards", err)))
            return rc;
        if (!strcmp(key, "match") && (rc = check_match_values(v, p, err)))
            return rc;
        if (!strcmp(key, "pools") || !strcmp(key, "prize_pools")) { /* [[1A, 1B], [2A, 2B]] */
            rc = want(v, TT_NODE_LIST, p, err);
            for (size_t i = 0; !rc && i < v->n; i++)
                if (!(rc = scalars(v->vals[i], p, "a seat such as 1A", err)) && !v->vals[i]->n)
                    rc = bad(err, v->vals[i], p, "a pool has at least one seat");
            if (rc)
                return rc;
        }
        if (!strcmp(key, "cards") && (rc = check_cards_values(v, p, err)))
            return rc;
        if (!strcmp(key, "shown")) { /* SEAT: [card names shown to it since the last expect] */
            rc = want(v, TT_NODE_MAP, p, err);
            for (size_t i = 0; !rc && i < v->n; i++) {
                snprintf(p, sizeof p, "%s.shown.%s", path, v->keys[i]->text);
                rc = scalars(v->vals[i], p, "a card name", err);
            }
            if (rc)
                return rc;
        }
        if (!strcmp(key, "life") || !strcmp(key, "zones")) {
            if ((rc = want(v, TT_NODE_MAP, p, err)))
                return rc;
            for (size_t i = 0; i < v->n; i++) {
                const tt_node *x = v->vals[i];
                snprintf(p, sizeof p, "%s.%s.%s", path, key, v->keys[i]->text);
                if (!strcmp(key, "life") && !is_int(x))
                    return bad(err, x, p, "expected a life total");
                if (!strcmp(key, "life") && (rc = life_out_of_range(x, p, err)))
                    return rc;
                if (!strcmp(key, "zones") && (rc = scalars(x, p, "a card name", err)))
                    return rc;
            }
        }
    }
    return TT_OK;
}

/* fix: {coins: [heads, tails, ...], shuffles: N}: the chance the next steps meet. */
static int check_fix(const tt_node *v, const char *path, tt_error *err)
{
    static const char *const fix_keys[] = {"coins", "shuffles", NULL};
    char p[128];
    int rc;
    if ((rc = want(v, TT_NODE_MAP, path, err)) || (rc = keys_ok(v, path, fix_keys, err)))
        return rc;
    if (!v->n)
        return bad(err, v, path, "fix what? coins or shuffles");
    const tt_node *coins = tt_yaml__get(v, "coins"), *sh = tt_yaml__get(v, "shuffles");
    snprintf(p, sizeof p, "%s.coins", path);
    if (coins && (rc = want(coins, TT_NODE_LIST, p, err)))
        return rc;
    if (coins && coins->n > TT_MAX_FORCED_COINS)
        return bad(err, coins, p, "at most %d coin flips at a time", TT_MAX_FORCED_COINS);
    for (size_t i = 0; coins && i < coins->n; i++) {
        const tt_node *c = coins->vals[i];
        if (c->kind != TT_NODE_SCALAR || (strcmp(c->text, "heads") && strcmp(c->text, "tails")))
            return bad(err, c, p, "expected heads or tails");
    }
    snprintf(p, sizeof p, "%s.shuffles", path);
    if (sh && (!is_uint(sh) || strlen(sh->text) > 3 || atoi(sh->text) > 255))
        return bad(err, sh, p, "expected how many shuffles keep the order (0 to 255)");
    return TT_OK;
}

/* start: {turn, seat, phase, life, prizes_taken, used}: where the match stands when the
 * script begins. */
static int check_start(const tt_node *v, tt_error *err)
{
    static const char *const start_keys[] = {"turn",         "seat", "phase", "life",
                                             "prizes_taken", "used", NULL};
    char p[96];
    int rc;
    if ((rc = want(v, TT_NODE_MAP, "start", err)) || (rc = keys_ok(v, "start", start_keys, err)))
        return rc;
    for (size_t k = 0; k < v->n; k++) {
        const char *key = v->keys[k]->text;
        const tt_node *x = v->vals[k];
        snprintf(p, sizeof p, "start.%s", key);
        if (!strcmp(key, "turn") && (!is_uint(x) || !strcmp(x->text, "0") || strlen(x->text) > 6))
            return bad(err, x, p, "expected a turn number (1 or more)");
        if ((!strcmp(key, "seat") || !strcmp(key, "phase")) &&
            (rc = want(x, TT_NODE_SCALAR, p, err)))
            return rc;
        if (!strcmp(key, "life") || !strcmp(key, "prizes_taken") || !strcmp(key, "used")) {
            if ((rc = want(x, TT_NODE_MAP, p, err)))
                return rc;
            for (size_t i = 0; i < x->n; i++) {
                const tt_node *y = x->vals[i];
                snprintf(p, sizeof p, "start.%s.%s", key, x->keys[i]->text);
                if (!strcmp(key, "life") && !is_int(y))
                    return bad(err, y, p, "expected a life total");
                if (!strcmp(key, "life") && (rc = life_out_of_range(y, p, err)))
                    return rc;
                if (!strcmp(key, "prizes_taken") && !is_uint(y))
                    return bad(err, y, p, "expected a number of Prize cards");
                if (!strcmp(key, "used")) {
                    if ((rc = want(y, TT_NODE_LIST, p, err)))
                        return rc;
                    for (size_t a = 0; a < y->n; a++)
                        if (y->vals[a]->kind != TT_NODE_SCALAR)
                            return bad(err, y->vals[a], p,
                                       "expected an action such as normal_summon");
                }
            }
        }
    }
    if (tt_yaml__get(v, "phase") && !tt_yaml__get(v, "turn"))
        return bad(err, tt_yaml__get(v, "phase"), "start.phase", "a phase needs its turn");
    if (tt_yaml__get(v, "seat") && !tt_yaml__get(v, "turn"))
        return bad(err, tt_yaml__get(v, "seat"), "start.seat", "a seat needs its turn");
    return TT_OK;
}

/* decks: [{seat: S, file: F, refused: KEY}, ...]: deck files the ruleset must accept, or
 * refuse by a rule whose key or message contains KEY (YT-1.8, YP-2, YM-4, PD-25); an accepted
 * deck with a seat is that seat's deck in the match. */
static int check_decks(const tt_node *v, tt_error *err)
{
    static const char *const deck_keys[] = {"seat", "file", "refused", NULL};
    char p[64];
    int rc;
    if ((rc = want(v, TT_NODE_LIST, "decks", err)))
        return rc;
    for (size_t i = 0; i < v->n; i++) {
        const tt_node *d = v->vals[i], *f;
        snprintf(p, sizeof p, "decks[%zu]", i);
        if ((rc = want(d, TT_NODE_MAP, p, err)) || (rc = keys_ok(d, p, deck_keys, err)))
            return rc;
        if (!(f = tt_yaml__get(d, "file")) || f->kind != TT_NODE_SCALAR || !f->text[0])
            return bad(err, f ? f : d, p,
                       "a deck check needs `file: PATH` (relative to this file)");
        if ((f = tt_yaml__get(d, "seat")) && (f->kind != TT_NODE_SCALAR || !f->text[0]))
            return bad(err, f, p, "seat: expected a seat such as 1A");
        if ((f = tt_yaml__get(d, "refused")) && (f->kind != TT_NODE_SCALAR || !f->text[0]))
            return bad(err, f, p, "refused: expected a part of the rule key, like decks.limited");
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
                 !!tt_yaml__get(st, "absent") + !!tt_yaml__get(st, "expect") +
                 !!tt_yaml__get(st, "fix") + !!tt_yaml__get(st, "concede");
    int actions = others + !!tt_yaml__get(st, "take");
    if (tt_yaml__get(st, "until_turn")) /* with an optional take, and nothing else */
        actions = others ? 2 : 1;
    if (actions != 1)
        return bad(err, st, path,
                   "a step does one thing: take, refused, offered, absent, until_turn, fix, "
                   "concede or expect");
    if (tt_yaml__get(st, "agent") && !tt_yaml__get(st, "until_turn"))
        return bad(err, tt_yaml__get(st, "agent"), path,
                   "agent only goes with until_turn (who decides on the way)");
    for (size_t k = 0; k < st->n; k++) {
        const tt_node *v = st->vals[k];
        char p[96];
        snprintf(p, sizeof p, "%s.%s", path, st->keys[k]->text);
        if (!strcmp(st->keys[k]->text, "expect")) {
            if ((rc = want(v, TT_NODE_MAP, p, err)) || (rc = keys_ok(v, p, expect_keys, err)) ||
                (rc = check_expect_values(v, p, err)))
                return rc;
        } else if (!strcmp(st->keys[k]->text, "fix")) {
            if ((rc = check_fix(v, p, err)))
                return rc;
        } else if ((rc = want(v, TT_NODE_SCALAR, p, err))) {
            return rc;
        } else if (!strcmp(st->keys[k]->text, "agent") && strcmp(v->text, "first") &&
                   strcmp(v->text, "random")) {
            return bad(err, v, p, "expected first or random");
        } else if (!strcmp(st->keys[k]->text, "until_turn") && !is_uint(v) &&
                   strcmp(v->text, "end")) {
            return bad(err, v, p, "expected a turn number, or end");
        }
    }
    return TT_OK;
}

/* setup (or games.N): per seat, its zones' cards, deck_size and out. */
static int check_setup(const tt_node *su, const char *path, tt_error *err)
{
    int rc;
    if ((rc = want(su, TT_NODE_MAP, path, err)))
        return rc;
    for (size_t i = 0; i < su->n; i++) {
        const tt_node *zs = su->vals[i];
        char p[96];
        snprintf(p, sizeof p, "%s.%s", path, su->keys[i]->text);
        if ((rc = want(zs, TT_NODE_MAP, p, err)))
            return rc;
        for (size_t z = 0; z < zs->n; z++) {
            const char *zk = zs->keys[z]->text;
            snprintf(p, sizeof p, "%s.%s.%s", path, su->keys[i]->text, zk);
            if (!strcmp(zk, "deck_size")) { /* the deck's size when the script begins */
                if (!is_uint(zs->vals[z]) || strlen(zs->vals[z]->text) > 3)
                    return bad(err, zs->vals[z], p, "expected a number of cards (0 or more)");
                continue;
            }
            if (!strcmp(zk, "out")) { /* the seat is out when the script begins */
                if (!is_bool(zs->vals[z]))
                    return bad(err, zs->vals[z], p, "expected true or false");
                continue;
            }
            if ((rc = want(zs->vals[z], TT_NODE_LIST, p, err)))
                return rc;
            for (size_t c = 0; c < zs->vals[z]->n; c++) {
                const tt_node *card = zs->vals[z]->vals[c];
                if (card->kind == TT_NODE_SCALAR)
                    continue;
                if ((rc = want(card, TT_NODE_MAP, p, err)))
                    return rc;
                for (size_t k = 0; k < card->n; k++) /* the module's keys: checked by the run */
                    if (card->vals[k]->kind != TT_NODE_SCALAR &&
                        strcmp(card->keys[k]->text, "card"))
                        return bad(err, card->vals[k], p, "%s: expected a value",
                                   card->keys[k]->text);
                const tt_node *cn = tt_yaml__get(card, "card");
                const tt_node *fd = tt_yaml__get(card, "face_down");
                if (!cn || cn->kind != TT_NODE_SCALAR)
                    return bad(err, cn ? cn : card, p, "a card entry needs `card: NAME`");
                if (fd && !is_bool(fd))
                    return bad(err, fd, p, "face_down: expected true or false");
            }
        }
    }
    return TT_OK;
}

int tt_scenario_load_file(tt_scenario **out, tt_ctx *ctx, const char *file, tt_error *err)
{
    static const char *const top[] = {"name",  "covers", "ruleset", "rulesets", "ruleset_overrides",
                                      "seed",  "filler", "setup",   "start",    "script",
                                      "decks", "games",  NULL};
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
        sc->covers_at[sc->ncovers] = c;
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
        errno = 0; /* strtoull takes "-5" and wraps it, and saturates past 64 bits */
        if (s->kind != TT_NODE_SCALAR || !s->plain || !isdigit((unsigned char)s->text[0]) ||
            (sc->seed = strtoull(s->text, &end, 10), *end) || errno == ERANGE) {
            rc = bad(err, s, "seed", "expected a number from 0 to 2^64-1");
            goto fail;
        }
    }
    sc->filler = tt_yaml__get(root, "filler");
    if (sc->filler && (rc = want(sc->filler, TT_NODE_SCALAR, "filler", err)))
        goto fail;
    if ((sc->setup = tt_yaml__get(root, "setup")) && (rc = check_setup(sc->setup, "setup", err)))
        goto fail;
    if ((sc->games = tt_yaml__get(root, "games"))) { /* [{game: N, setup}]: later games' */
        static const char *const game_keys[] = {"game", "setup", NULL};
        if ((rc = want(sc->games, TT_NODE_LIST, "games", err)))
            goto fail;
        for (size_t g = 0; g < sc->games->n; g++) {
            char p[64];
            const tt_node *e = sc->games->vals[g], *no, *su;
            snprintf(p, sizeof p, "games[%zu]", g);
            if ((rc = want(e, TT_NODE_MAP, p, err)) || (rc = keys_ok(e, p, game_keys, err)))
                goto fail;
            no = tt_yaml__get(e, "game");
            su = tt_yaml__get(e, "setup");
            if (!no || !is_uint(no) || strlen(no->text) > 2 || atoi(no->text) < 2) {
                rc = bad(err, no ? no : e, p,
                         "game: expected the number of a later game (2 or more)");
                goto fail;
            }
            snprintf(p, sizeof p, "games[%zu].setup", g);
            if (!su || (rc = check_setup(su, p, err))) {
                rc = su ? rc : bad(err, e, p, "required key is missing");
                goto fail;
            }
        }
    }
    if ((sc->start = tt_yaml__get(root, "start")) && (rc = check_start(sc->start, err)))
        goto fail;
    if ((sc->decks = tt_yaml__get(root, "decks")) && (rc = check_decks(sc->decks, err)))
        goto fail;
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

int tt_scenario_covers_known(const tt_scenario *sc, const char *const *ids, tt_error *err)
{
    char hint[300];
    for (unsigned i = 0; ids && i < sc->ncovers; i++) {
        if (tt_names__index(ids, sc->covers[i]) >= 0)
            continue;
        tt_names__suggest(hint, sizeof hint, ids, sc->covers[i], 0);
        return bad(err, sc->covers_at[i], "covers", "'%s' is not a clause of the rules%s",
                   sc->covers[i], hint);
    }
    return TT_OK;
}

unsigned tt_scenario_ruleset_count(const tt_scenario *sc)
{
    return sc->nrulesets;
}

const char *tt_scenario_ruleset_at(const tt_scenario *sc, unsigned i)
{
    return i < sc->nrulesets ? sc->rulesets[i]->text : NULL;
}
