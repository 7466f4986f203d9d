/* deck.c: loading and checking deck files (YP-2 Side Deck size, YM-4 Extra Deck size, copies
 * per name, YT-1.8 and YP-1 the ruleset's Forbidden/Limited list). Card names are resolved by the
 * ruleset's game module. */
#include "tagteam/deck.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "error_impl.h"
#include "registry.h"
#include "ruleset_impl.h"

struct tt_deck {
    tt_ctx *ctx;
    tt_arena arena;
    const char *name;
    uint32_t *ids[3];
    unsigned n[3];
};

static const char *const part_names[] = {"main", "extra", "side", NULL};

static int bad(tt_error *err, const tt_node *at, const char *path, const char *msg)
{
    tt_error__at(err, TT_ERR_SCHEMA, at, path, "%s", msg);
    return TT_ERR_SCHEMA;
}

static int read_part(tt_deck *d, const tt_ruleset *rs, const tt_carddb *db, const tt_node *sec,
                     unsigned part, tt_error *err)
{
    const tt_game *g = rs->game;
    unsigned total = 0;
    if (sec->kind != TT_NODE_MAP)
        return bad(err, sec, part_names[part], "expected a map of card name -> copies");
    for (size_t i = 0; i < sec->n; i++) {
        const tt_node *v = sec->vals[i];
        char *end;
        errno = 0;
        long n = v->kind == TT_NODE_SCALAR ? strtol(v->text, &end, 10) : 0;
        char path[160];
        snprintf(path, sizeof path, "%s.%s", part_names[part], sec->keys[i]->text);
        if (v->kind != TT_NODE_SCALAR || !v->plain || !v->text[0] || *end || errno)
            return bad(err, v, path, "expected a number of copies");
        if (n < 1 || n > 60)
            return bad(err, v, path, "copies out of range 1..60");
        total += (unsigned)n;
    }
    d->ids[part] = tt_arena__alloc(&d->arena, (total ? total : 1) * sizeof(uint32_t));
    if (!d->ids[part])
        return tt_error__set(err, TT_ERR_NOMEM, "", 0, 0, "", "out of memory");
    for (size_t i = 0; i < sec->n; i++) {
        const tt_node *k = sec->keys[i];
        char path[160];
        uint32_t id;
        long n = strtol(sec->vals[i]->text, NULL, 10);
        snprintf(path, sizeof path, "%s.%s", part_names[part], k->text);
        if (db) {
            int found = tt_carddb_find(db, k->text);
            if (found < 0) {
                const char *near = tt_carddb_closest(db, k->text);
                char msg[200];
                snprintf(msg, sizeof msg, "unknown card%s%s%s", near ? "; did you mean '" : "",
                         near ? near : "", near ? "'?" : "");
                return bad(err, k, path, msg);
            }
            id = (uint32_t)found;
        } else if (!g->card_id) {
            tt_error__at(err, TT_ERR_UNSUPPORTED, k, path, "the %s module has no cards yet",
                         g->name);
            return TT_ERR_UNSUPPORTED;
        } else if (g->card_id(k->text, &id)) {
            return bad(err, k, path, "unknown card");
        }
        for (unsigned b = 0; b < rs->nbanned; b++) /* PD-25, YP-1: the ruleset's banned list */
            if (strcmp(rs->banned[b], k->text) == 0) {
                char msg[200];
                snprintf(msg, sizeof msg, "banned in %s (decks.banned)", rs->rules.name);
                return bad(err, k, path, msg);
            }
        if (!tt_ruleset__in_pool(rs, k->text)) { /* YP-1: the event's card pool */
            char msg[200];
            snprintf(msg, sizeof msg, "not in the card pool of %s (decks.allowed)", rs->rules.name);
            return bad(err, k, path, msg);
        }
        const char *why = db && g->deck_part_refusal ? g->deck_part_refusal(db, id, part) : NULL;
        if (!why && db && g->deck_card_refusal) /* PD-2: the module's card pool under rules */
            why = g->deck_card_refusal(&rs->rules, db, id);
        if (why)
            return bad(err, k, path, why);
        for (long j = 0; j < n; j++)
            d->ids[part][d->n[part]++] = id;
    }
    return TT_OK;
}

/* The decks.limited entry of name (a binary search: the list is sorted), or NULL. */
static const tt_limited *find_limited(const tt_ruleset *rs, const char *name)
{
    int i = tt_names__sorted_find(rs->limited, rs->nlimited, sizeof *rs->limited, name);
    return i < 0 ? NULL : &rs->limited[i];
}

static int check_sizes(const tt_deck *d, const tt_ruleset *rs, const tt_carddb *db,
                       const tt_node *root, tt_error *err)
{
    const tt_rules *r = &rs->rules;
    char msg[256];
    const tt_node *main = tt_yaml__get(root, "main");
    if (d->n[TT_DECK_MAIN] < r->main_min || d->n[TT_DECK_MAIN] > r->main_max) {
        snprintf(msg, sizeof msg, "%u cards; %s allows %u..%u", d->n[TT_DECK_MAIN], r->name,
                 r->main_min, r->main_max);
        return bad(err, main, "main", msg);
    }
    if (d->n[TT_DECK_EXTRA] > r->extra_max) { /* YM-4 */
        snprintf(msg, sizeof msg, "%u cards; %s allows at most %u", d->n[TT_DECK_EXTRA], r->name,
                 r->extra_max);
        return bad(err, tt_yaml__get(root, "extra"), "extra", msg);
    }
    if (d->n[TT_DECK_SIDE] > r->side_max) { /* YP-2 */
        snprintf(msg, sizeof msg, "%u cards; %s allows at most %u", d->n[TT_DECK_SIDE], r->name,
                 r->side_max);
        return bad(err, tt_yaml__get(root, "side"), "side", msg);
    }
    /* copies of one name across the three parts (YT-1.8: counted per player), at most
     * decks.copies, or the name's decks.limited entry when that is lower */
    for (unsigned p = 0; p < 3; p++) {
        const tt_node *sec = tt_yaml__get(root, part_names[p]);
        for (size_t i = 0; sec && i < sec->n; i++) {
            long total = 0; /* in this part and the ones before it: report where it tips */
            int id = db ? tt_carddb_find(db, sec->keys[i]->text) : -1;
            const tt_limited *lim = find_limited(rs, sec->keys[i]->text);
            unsigned most = lim && lim->max < r->copies ? lim->max : r->copies;
            if (most == r->copies && id >= 0 && rs->game->unlimited_copies &&
                rs->game->unlimited_copies(db, (uint32_t)id))
                continue; /* PB: basic Energy, unless the list limits it below decks.copies */
            char where[64] = "";
            for (unsigned q = 0; q <= p; q++) {
                const tt_node *v =
                    tt_yaml__get(tt_yaml__get(root, part_names[q]), sec->keys[i]->text);
                if (!v)
                    continue;
                total += strtol(v->text, NULL, 10);
                size_t used = strlen(where);
                snprintf(where + used, sizeof where - used, "%s%s", used ? " and " : "",
                         part_names[q]);
            }
            if (total > (long)most) {
                char path[160];
                snprintf(path, sizeof path, "%s.%s", part_names[p], sec->keys[i]->text);
                if (most < r->copies && most == 0) /* YP-1: Forbidden */
                    snprintf(msg, sizeof msg, "forbidden in %s (decks.limited)", r->name);
                else if (most < r->copies && strchr(where, ' '))
                    snprintf(msg, sizeof msg,
                             "%ld copies in %s together; %s limits it to %u (decks.limited)", total,
                             where, r->name, most);
                else if (most < r->copies)
                    snprintf(msg, sizeof msg, "%ld copies; %s limits it to %u (decks.limited)",
                             total, r->name, most);
                else if (strchr(where, ' '))
                    snprintf(msg, sizeof msg, "%ld copies in %s together; %s allows %u of one card",
                             total, where, r->name, r->copies);
                else
                    snprintf(msg, sizeof msg, "%ld copies; %s allows %u of one card", total,
                             r->name, r->copies);
                return bad(err, sec->keys[i], path, msg);
            }
        }
    }
    return TT_OK;
}

static int load(tt_deck **out, tt_ctx *ctx, const tt_ruleset *rs, const char *file,
                const char *text, tt_error *err)
{
    static const char *const keys[] = {"name", "game", "main", "extra", "side", NULL};
    tt_node *root = NULL;
    int rc;
    *out = NULL;
    if (err)
        memset(err, 0, sizeof *err);
    tt_deck *d = tt__calloc(&ctx->al, sizeof *d);
    if (!d)
        return tt_error__set(err, TT_ERR_NOMEM, file, 0, 0, "", "out of memory");
    d->ctx = ctx;
    tt_arena__init(&d->arena, &ctx->al);
    rc = text ? tt_yaml__parse(&root, &d->arena, file, text, strlen(text), err)
              : tt_yaml__parse_file(&root, &d->arena, file, err);
    if (rc)
        goto fail;
    if (root->kind != TT_NODE_MAP) {
        rc = bad(err, root, "", "a deck must be a map with name, game and main");
        goto fail;
    }
    for (size_t i = 0; i < root->n; i++) {
        if (tt_names__index(keys, root->keys[i]->text) < 0) {
            const char *near = tt_names__closest(keys, root->keys[i]->text);
            if (near)
                tt_error__at(err, TT_ERR_SCHEMA, root->keys[i], root->keys[i]->text,
                             "unknown key; did you mean '%s'?", near);
            else
                tt_error__at(err, TT_ERR_SCHEMA, root->keys[i], root->keys[i]->text,
                             "unknown key (expected one of: name, game, main, extra, side)");
            rc = TT_ERR_SCHEMA;
            goto fail;
        }
    }
    const tt_node *name = tt_yaml__get(root, "name"), *game = tt_yaml__get(root, "game");
    if (!name || name->kind != TT_NODE_SCALAR) {
        rc = bad(err, name ? name : root, "name",
                 name ? "expected a string" : "required key is missing");
        goto fail;
    }
    d->name = name->text;
    if (!game || game->kind != TT_NODE_SCALAR) {
        rc = bad(err, game ? game : root, "game",
                 game ? "expected a string" : "required key is missing");
        goto fail;
    }
    if (strcmp(game->text, rs->rules.game) != 0) {
        tt_error__at(err, TT_ERR_SCHEMA, game, "game",
                     "a %s deck cannot play under %s (a %s ruleset)", game->text, rs->rules.name,
                     rs->rules.game);
        rc = TT_ERR_SCHEMA;
        goto fail;
    }
    if (!tt_yaml__get(root, "main")) {
        rc = bad(err, root, "main", "required key is missing");
        goto fail;
    }
    const tt_carddb *db = NULL;
    if (rs->game->card_fields && (rc = tt_ctx_carddb(&db, ctx, rs->game->name, err)))
        goto fail;
    for (unsigned p = 0; p < 3; p++) {
        const tt_node *sec = tt_yaml__get(root, part_names[p]);
        if (sec && (rc = read_part(d, rs, db, sec, p, err)))
            goto fail;
    }
    if ((rc = check_sizes(d, rs, db, root, err)))
        goto fail;
    *out = d;
    return TT_OK;
fail:
    tt_deck_free(d);
    return rc;
}

int tt_deck_load_file(tt_deck **out, tt_ctx *ctx, const tt_ruleset *rs, const char *file,
                      tt_error *err)
{
    return load(out, ctx, rs, file, NULL, err);
}

int tt_deck_load_string(tt_deck **out, tt_ctx *ctx, const tt_ruleset *rs, const char *name,
                        const char *text, tt_error *err)
{
    return load(out, ctx, rs, name, text, err);
}

void tt_deck_free(tt_deck *d)
{
    if (!d)
        return;
    tt_arena__fini(&d->arena);
    tt__free(&d->ctx->al, d);
}

const char *tt_deck_name(const tt_deck *d)
{
    return d->name;
}

unsigned tt_deck_count(const tt_deck *d, tt_deck_part part)
{
    return d->n[part];
}

const uint32_t *tt_deck_ids(const tt_deck *d, tt_deck_part part)
{
    return d->ids[part];
}

int tt_deck_load_defaults(tt_deck *decks[TT_MAX_SEATS], tt_match_setup *setup, tt_ctx *ctx,
                          const tt_ruleset *rs, tt_error *err)
{
    const tt_rules *r = &rs->rules;
    int rc = TT_OK;
    char seat[4];
    for (unsigned s = 0; s < TT_MAX_SEATS; s++)
        decks[s] = NULL;
    for (unsigned s = 0; s < r->seats && !rc; s++) {
        const char *file = tt_ruleset_default_deck(rs, s);
        if (!file) {
            rc = tt_error__set(err, TT_ERR_SCHEMA, "", 0, 0, "decks.default",
                               "%s has no default deck for seat %s", r->name,
                               tt_seat_name(r, s, seat));
            break;
        }
        if ((rc = tt_deck_load_file(&decks[s], ctx, rs, file, err)))
            break;
        setup->main[s] = tt_deck_ids(decks[s], TT_DECK_MAIN);
        setup->nmain[s] = tt_deck_count(decks[s], TT_DECK_MAIN);
        setup->extra[s] = tt_deck_ids(decks[s], TT_DECK_EXTRA);
        setup->nextra[s] = tt_deck_count(decks[s], TT_DECK_EXTRA);
    }
    if (rc)
        for (unsigned s = 0; s < TT_MAX_SEATS; s++) {
            tt_deck_free(decks[s]);
            decks[s] = NULL;
        }
    return rc;
}
