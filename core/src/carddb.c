/* carddb.c: loading a game's card database from YAML, typed by the module's field table.
 * Files are read in name order and cards in file order, so ids are the same on every machine. */
#include "tagteam/carddb.h"

#include <dirent.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "error_impl.h"
#include "registry.h"
#include "ruleset_impl.h"

#define MAX_CARDS 4096 /* cards in a game's database (ids fit a deck's and a decision's int16) */
#define MAX_FILES 256  /* card files in a game's folder */

typedef struct card_rec {
    const char *name;
    const tt_node *at;  /* where its name was written (for "defined twice") */
    const tt_node *map; /* the card's map (TT_FIELD_TREE fields, positions of fields) */
    int32_t v[TT_MAX_FIELDS];
    const char *t[TT_MAX_FIELDS];
} card_rec;

struct tt_carddb {
    tt_ctx *ctx;
    const tt_game *game;
    tt_arena arena;
    card_rec *cards; /* cap of them, sized to the cards the files hold */
    unsigned n, cap;
    const char **names;  /* NULL-terminated, for did-you-mean */
    unsigned char *data; /* n * game->card_data_bytes, filled by the module's check_card */
};

static int bad(tt_error *err, const tt_node *at, const char *path, const char *msg)
{
    tt_error__at(err, TT_ERR_SCHEMA, at, path, "%s", msg);
    return TT_ERR_SCHEMA;
}

static int read_field(const tt_field *f, const tt_node *v, const char *path, card_rec *c,
                      unsigned i, tt_error *err)
{
    char msg[512];
    if (f->type == TT_FIELD_TREE && v->kind != TT_NODE_SCALAR)
        return TT_OK; /* the module reads it (tt_carddb_tree) and checks it (check_card) */
    if (v->kind != TT_NODE_SCALAR)
        return bad(err, v, path,
                   f->type == TT_FIELD_INT ? "expected an integer" : "expected a string");
    switch ((tt_field_type)f->type) {
    case TT_FIELD_TEXT:
        c->t[i] = v->text;
        return TT_OK;
    case TT_FIELD_INT: {
        char *end;
        errno = 0;
        long x = strtol(v->text, &end, 10);
        if (!v->plain || !v->text[0] || *end || errno)
            return bad(err, v, path, "expected an integer");
        if (x < f->min || x > f->max) {
            snprintf(msg, sizeof msg, "%ld is out of range %ld..%ld", x, (long)f->min,
                     (long)f->max);
            return bad(err, v, path, msg);
        }
        c->v[i] = (int32_t)x;
        return TT_OK;
    }
    case TT_FIELD_TREE: /* its short form: one of values */
    case TT_FIELD_ENUM: {
        int k = tt_names__index(f->values, v->text);
        if (k < 0) {
            char hint[440]; /* the value and the list fit in msg; a longer list ends "...)" */
            tt_names__suggest(hint, sizeof hint, f->values, v->text, 1);
            snprintf(msg, sizeof msg, "unknown value '%s'%s", v->text, hint);
            return bad(err, v, path, msg);
        }
        c->v[i] = k;
        return TT_OK;
    }
    }
    return bad(err, v, path, "unknown field type");
}

static int read_card(tt_carddb *db, const tt_node *n, size_t idx, tt_error *err)
{
    const tt_field *fields = db->game->card_fields;
    char path[160], msg[320];
    snprintf(path, sizeof path, "[%zu]", idx);
    if (n->kind != TT_NODE_MAP)
        return bad(err, n, path, "expected a card (a map with a name)");
    const tt_node *name = tt_yaml__get(n, "name");
    if (!name || name->kind != TT_NODE_SCALAR || !name->text[0])
        return bad(err, name ? name : n, path, "a card needs a name");
    if (strlen(name->text) > TT_CARD_NAME_MAX) {
        snprintf(msg, sizeof msg, "a card name of %zu bytes; at most %d (TT_CARD_NAME_MAX)",
                 strlen(name->text), TT_CARD_NAME_MAX);
        return bad(err, name, path, msg);
    }
    int twin = tt_carddb_find(db, name->text);
    if (twin >= 0) {
        const tt_node *first = db->cards[twin].at;
        snprintf(msg, sizeof msg, "card '%s' is defined twice (first at %s:%d)", name->text,
                 first->file, first->line);
        return bad(err, name, path, msg);
    }
    if (db->n == db->cap) { /* cap is MAX_CARDS when the files hold more */
        snprintf(msg, sizeof msg,
                 "the card database holds at most %d cards (MAX_CARDS in core/src/carddb.c)",
                 MAX_CARDS);
        return bad(err, n, path, msg);
    }
    card_rec *c = &db->cards[db->n];
    memset(c, 0, sizeof *c);
    c->name = name->text;
    c->at = name;
    c->map = n;
    for (unsigned i = 0; fields[i].key; i++)
        c->v[i] = fields[i].def;
    for (size_t k = 0; k < n->n; k++) {
        const char *key = n->keys[k]->text;
        snprintf(path, sizeof path, "%s.%s", name->text, key);
        if (strcmp(key, "name") == 0)
            continue;
        int i = -1;
        for (int j = 0; fields[j].key; j++)
            if (strcmp(fields[j].key, key) == 0)
                i = j;
        if (i < 0) {
            const char *names[TT_MAX_FIELDS + 1];
            unsigned nf = 0;
            for (; fields[nf].key && nf < TT_MAX_FIELDS; nf++)
                names[nf] = fields[nf].key;
            names[nf] = NULL;
            char hint[180];
            tt_names__suggest(hint, sizeof hint, names, key, 1);
            snprintf(msg, sizeof msg, "unknown field%s", hint);
            return bad(err, n->keys[k], path, msg);
        }
        int rc = read_field(&fields[i], n->vals[k], path, c, (unsigned)i, err);
        if (rc)
            return rc;
    }
    for (unsigned i = 0; fields[i].key; i++) {
        if (fields[i].required && !tt_yaml__get(n, fields[i].key)) {
            snprintf(path, sizeof path, "%s.%s", name->text, fields[i].key);
            return bad(err, n, path, "required field is missing");
        }
    }
    db->n++;
    return TT_OK;
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static int load_dir(tt_carddb *db, const char *dir, tt_error *err)
{
    char *names[MAX_FILES];
    unsigned nfiles = 0;
    int rc = TT_OK;
    DIR *d = opendir(dir);
    if (!d)
        return tt_error__set(err, TT_ERR_IO, dir, 0, 0, "", "cannot open the card directory: %s",
                             strerror(errno));
    for (struct dirent *e; (e = readdir(d));) {
        size_t len = strlen(e->d_name);
        if (len > 5 && strcmp(e->d_name + len - 5, ".yaml") == 0) {
            if (nfiles == MAX_FILES) { /* a limit, not a silent drop of the files past it */
                closedir(d);
                return tt_error__set(err, TT_ERR_LIMIT, dir, 0, 0, "",
                                     "more than %d card files in the folder (MAX_FILES in "
                                     "core/src/carddb.c)",
                                     MAX_FILES);
            }
            names[nfiles] = tt_arena__strndup(&db->arena, e->d_name, len);
            if (!names[nfiles]) {
                closedir(d);
                return tt_error__set(err, TT_ERR_NOMEM, dir, 0, 0, "", "out of memory");
            }
            nfiles++;
        }
    }
    closedir(d);
    qsort(names, nfiles, sizeof *names, by_name);
    /* Every file is parsed before a card is read, so the card table is allocated once at the
     * size the files need: at MAX_CARDS it was 4.8 MB, most of a match's memory. */
    tt_node *roots[MAX_FILES];
    size_t total = 0;
    for (unsigned f = 0; f < nfiles; f++) {
        char path[4200];
        snprintf(path, sizeof path, "%s/%s", dir, names[f]);
        if ((rc = tt_yaml__parse_file(&roots[f], &db->arena, path, err)))
            return rc;
        if (roots[f]->kind != TT_NODE_LIST)
            return bad(err, roots[f], "", "a card file is a list of cards");
        total += roots[f]->n;
    }
    db->cap = total < MAX_CARDS ? (unsigned)total : MAX_CARDS;
    db->cards = tt_arena__alloc(&db->arena, (db->cap ? db->cap : 1) * sizeof *db->cards);
    if (!db->cards)
        return tt_error__set(err, TT_ERR_NOMEM, "", 0, 0, "", "out of memory");
    for (unsigned f = 0; f < nfiles && !rc; f++)
        for (size_t i = 0; i < roots[f]->n && !rc; i++)
            rc = read_card(db, roots[f]->vals[i], i, err);
    return rc;
}

void tt_carddb__free(tt_carddb *db)
{
    if (!db)
        return;
    tt_arena__fini(&db->arena);
    tt__free(&db->ctx->al, db);
}

int tt_ctx_carddb(const tt_carddb **out, tt_ctx *ctx, const char *game, tt_error *err)
{
    *out = NULL;
    if (err)
        memset(err, 0, sizeof *err);
    for (unsigned i = 0; i < ctx->ndbs; i++) {
        if (strcmp(ctx->dbs[i]->game->name, game) == 0) {
            *out = ctx->dbs[i];
            return TT_OK;
        }
    }
    const tt_game *g = tt_game__find(ctx->games, game);
    if (!g)
        return tt_error__set(err, TT_ERR_SCHEMA, "", 0, 0, "game", "unknown game '%s'", game);
    if (!g->card_fields)
        return tt_error__set(err, TT_ERR_UNSUPPORTED, "", 0, 0, "game",
                             "the %s module has no card database", game);
    unsigned nfields = 0;
    while (g->card_fields[nfields].key)
        nfields++;
    if (nfields > TT_MAX_FIELDS) /* a card keeps TT_MAX_FIELDS values: more would overflow */
        return tt_error__set(err, TT_ERR_MISUSE, "", 0, 0, "game",
                             "the %s module declares %u card fields; the core keeps at most %d "
                             "(TT_MAX_FIELDS)",
                             game, nfields, TT_MAX_FIELDS);
    if (!ctx->games_dir)
        return tt_error__set(err, TT_ERR_IO, "", 0, 0, "",
                             "no games directory is configured to find %s cards in", game);
    if (ctx->ndbs == sizeof ctx->dbs / sizeof ctx->dbs[0])
        return tt_error__set(err, TT_ERR_MISUSE, "", 0, 0, "", "too many card databases");
    tt_carddb *db = tt__calloc(&ctx->al, sizeof *db);
    if (!db)
        return tt_error__set(err, TT_ERR_NOMEM, "", 0, 0, "", "out of memory");
    db->ctx = ctx;
    db->game = g;
    tt_arena__init(&db->arena, &ctx->al);
    char dir[2048];
    snprintf(dir, sizeof dir, "%s/%s/cards", ctx->games_dir, game);
    int rc = load_dir(db, dir, err);
    if (!rc) {
        db->names = tt_arena__alloc(&db->arena, (db->n + 1) * sizeof *db->names);
        if (!db->names) {
            rc = tt_error__set(err, TT_ERR_NOMEM, "", 0, 0, "", "out of memory");
        } else {
            for (unsigned i = 0; i < db->n; i++)
                db->names[i] = db->cards[i].name;
            db->names[db->n] = NULL;
        }
        size_t bytes = g->card_data_bytes;
        if (!rc && bytes && g->check_card) {
            db->data = tt_arena__alloc(&db->arena, db->n * bytes + 1);
            if (!db->data)
                rc = tt_error__set(err, TT_ERR_NOMEM, "", 0, 0, "", "out of memory");
            else
                memset(db->data, 0, db->n * bytes + 1);
        }
        for (unsigned i = 0; !rc && g->check_card && i < db->n; i++) /* refused at load */
            rc = g->check_card(db, i, db->data ? db->data + i * bytes : NULL, err);
    }
    if (rc) {
        tt_carddb__free(db);
        return rc;
    }
    ctx->dbs[ctx->ndbs++] = db;
    *out = db;
    return TT_OK;
}

unsigned tt_carddb_count(const tt_carddb *db)
{
    return db->n;
}

int tt_carddb_find(const tt_carddb *db, const char *name)
{
    for (unsigned i = 0; i < db->n; i++)
        if (strcmp(db->cards[i].name, name) == 0)
            return (int)i;
    return -1;
}

const char *tt_carddb_name(const tt_carddb *db, unsigned id)
{
    return id < db->n ? db->cards[id].name : "?";
}

int32_t tt_carddb_int(const tt_carddb *db, unsigned id, unsigned field)
{
    return db->cards[id].v[field];
}

const char *tt_carddb_text(const tt_carddb *db, unsigned id, unsigned field)
{
    const char *t = db->cards[id].t[field];
    return t ? t : "";
}

const tt_field *tt_carddb_fields(const tt_carddb *db)
{
    return db->game->card_fields;
}

int tt_carddb_primitive_name(const tt_carddb *db, unsigned i, char *buf, size_t size)
{
    if (size)
        buf[0] = 0;
    return db->game->primitive_name ? db->game->primitive_name(i, buf, size) : -1;
}

unsigned tt_carddb_card_primitives(const tt_carddb *db, unsigned id, uint16_t *out, unsigned max,
                                   const char **own_code)
{
    *own_code = NULL;
    if (id >= db->n || !db->game->card_primitives)
        return 0;
    return db->game->card_primitives(db, id, out, max, own_code);
}

const char *tt_carddb_closest(const tt_carddb *db, const char *name)
{
    return tt_names__closest(db->names, name);
}

static int field_index(const tt_carddb *db, unsigned field)
{
    unsigned n = 0;
    while (db->game->card_fields[n].key)
        n++;
    return field < n ? (int)field : -1;
}

const tt_node *tt_carddb_tree(const tt_carddb *db, unsigned id, unsigned field)
{
    if (id >= db->n || field_index(db, field) < 0)
        return NULL;
    const tt_node *v = tt_yaml__get(db->cards[id].map, db->game->card_fields[field].key);
    return v && v->kind != TT_NODE_SCALAR ? v : NULL;
}

const void *tt_carddb_data(const tt_carddb *db, unsigned id)
{
    return db->data && id < db->n ? db->data + id * db->game->card_data_bytes : NULL;
}

const tt_node *tt_carddb_at(const tt_carddb *db, unsigned id, unsigned field)
{
    if (id >= db->n)
        return NULL;
    const tt_node *v = field_index(db, field) < 0
                           ? NULL
                           : tt_yaml__get(db->cards[id].map, db->game->card_fields[field].key);
    return v ? v : db->cards[id].map;
}

unsigned tt_node_type(const tt_node *n)
{
    _Static_assert((int)TT_NODE_SCALAR == (int)TT_CARD_NODE_SCALAR &&
                       (int)TT_NODE_MAP == (int)TT_CARD_NODE_MAP &&
                       (int)TT_NODE_LIST == (int)TT_CARD_NODE_LIST,
                   "node kinds");
    return n->kind;
}

size_t tt_node_count(const tt_node *n)
{
    return n->kind == TT_NODE_SCALAR ? 0 : n->n;
}

const tt_node *tt_node_item(const tt_node *n, size_t i)
{
    return n->kind != TT_NODE_SCALAR && i < n->n ? n->vals[i] : NULL;
}

const tt_node *tt_node_key(const tt_node *n, size_t i)
{
    return n->kind == TT_NODE_MAP && i < n->n ? n->keys[i] : NULL;
}

const char *tt_node_text(const tt_node *n)
{
    return n->kind == TT_NODE_SCALAR ? n->text : NULL;
}

int tt_node_error(tt_error *err, const tt_node *at, const char *path, const char *fmt, ...)
{
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    tt_error__at(err, TT_ERR_SCHEMA, at, path, "%s", msg);
    return TT_ERR_SCHEMA;
}
