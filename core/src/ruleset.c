/* ruleset.c: contexts and the ruleset load pipeline: parse, merge `extends:`, check,
 * canonicalize. Nothing half-loaded escapes: on any error the whole arena is freed. */
#include "tagteam/ruleset.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "error_impl.h"
#include "ruleset_impl.h"

int tt_ctx_new(tt_ctx **out, const tt_ctx_options *opts, tt_error *err)
{
    tt_alloc al = tt_alloc__default;
    *out = NULL;
    if (err)
        memset(err, 0, sizeof *err);
    if (opts && opts->version != TT_CTX_OPTIONS_VERSION)
        return tt_error__set(err, TT_ERR_MISUSE, "", 0, 0, "", "tt_ctx_options version %u, not %u",
                             opts->version, TT_CTX_OPTIONS_VERSION);
    if (opts && opts->alloc) {
        al.fn = opts->alloc;
        al.ud = opts->alloc_ud;
    }
    tt_ctx *ctx = tt__calloc(&al, sizeof *ctx);
    if (!ctx)
        return tt_error__set(err, TT_ERR_NOMEM, "", 0, 0, "", "out of memory");
    ctx->al = al;
    ctx->games = opts ? opts->games : NULL;
    if (opts && opts->rulesets_dir) {
        size_t n = strlen(opts->rulesets_dir);
        ctx->rulesets_dir = tt__malloc(&al, n + 1);
        if (!ctx->rulesets_dir) {
            tt__free(&al, ctx);
            return tt_error__set(err, TT_ERR_NOMEM, "", 0, 0, "", "out of memory");
        }
        memcpy(ctx->rulesets_dir, opts->rulesets_dir, n + 1);
    }
    if (opts && opts->games_dir) {
        size_t n = strlen(opts->games_dir);
        ctx->games_dir = tt__malloc(&al, n + 1);
        if (!ctx->games_dir) {
            tt_ctx_free(ctx);
            return tt_error__set(err, TT_ERR_NOMEM, "", 0, 0, "", "out of memory");
        }
        memcpy(ctx->games_dir, opts->games_dir, n + 1);
    }
    *out = ctx;
    return TT_OK;
}

void tt_ctx_free(tt_ctx *ctx)
{
    if (!ctx)
        return;
    tt_alloc al = ctx->al;
    tt__free(&al, ctx->rulesets_dir);
    tt__free(&al, ctx->games_dir);
    for (unsigned i = 0; i < ctx->ndbs; i++)
        tt_carddb__free(ctx->dbs[i]);
    tt__free(&al, ctx);
}

const char *tt_ctx_rulesets_dir(const tt_ctx *ctx)
{
    return ctx->rulesets_dir;
}

/* A check's finding inside a base file is the variant's doing (its own keys made the base's
 * value wrong, or it extends a base that is wrong): it is reported at the variant's
 * `extends:`, the line its author can change, with where the value lies in the base. A base
 * that is not valid YAML is the merge's error, reported in the base (nothing to check). */
static void at_variant(tt_error *e, const tt_node *root)
{
    const tt_node *ext = tt_yaml__get(root, "extends");
    if (!ext || e->line <= 0 || !root->file || strcmp(e->file, root->file) == 0)
        return;
    char msg[sizeof e->msg + sizeof e->file + 100];
    snprintf(msg, sizeof msg, "%s (at %s:%d:%d, in the base `extends: %s` brings in)", e->msg,
             e->file, e->line, e->col, ext->text);
    snprintf(e->msg, sizeof e->msg, "%.*s", (int)sizeof e->msg - 1, msg);
    snprintf(e->file, sizeof e->file, "%s", root->file);
    e->line = ext->line;
    e->col = ext->col;
}

static int load_tree(tt_ruleset **out, tt_ctx *ctx, const char *file, tt_node *root, tt_ruleset *rs,
                     tt_error *err)
{
    tt_node *merged = NULL;
    int rc = tt_ruleset__merge(&merged, rs, root, file, err);
    if (!rc) {
        rc = tt_ruleset__check(rs, merged, file, err);
        if (rc && err)
            at_variant(err, root);
        for (unsigned i = 0; i < rs->nwarnings; i++)
            at_variant(&rs->warnings[i], root);
    }
    if (!rc)
        rc = tt_ruleset__canonicalize(rs, err);
    if (rc) {
        tt_ruleset_free(rs);
        return rc;
    }
    (void)ctx;
    *out = rs;
    return TT_OK;
}

static tt_ruleset *new_ruleset(tt_ctx *ctx)
{
    tt_ruleset *rs = tt__calloc(&ctx->al, sizeof *rs);
    if (rs) {
        rs->ctx = ctx;
        tt_arena__init(&rs->arena, &ctx->al);
    }
    return rs;
}

int tt_ruleset_load_file(tt_ruleset **out, tt_ctx *ctx, const char *file, tt_error *err)
{
    *out = NULL;
    if (err)
        memset(err, 0, sizeof *err);
    tt_ruleset *rs = new_ruleset(ctx);
    if (!rs)
        return tt_error__set(err, TT_ERR_NOMEM, file, 0, 0, "", "out of memory");
    tt_node *root = NULL;
    int rc = tt_yaml__parse_file(&root, &rs->arena, file, err);
    if (rc) {
        tt_ruleset_free(rs);
        return rc;
    }
    return load_tree(out, ctx, file, root, rs, err);
}

/* A ruleset from text; untrusted: the text may name no file (tt_ruleset_load_untrusted). */
static int load_text(tt_ruleset **out, tt_ctx *ctx, const char *name, const char *text,
                     int untrusted, tt_error *err)
{
    *out = NULL;
    if (err)
        memset(err, 0, sizeof *err);
    tt_ruleset *rs = new_ruleset(ctx);
    if (!rs)
        return tt_error__set(err, TT_ERR_NOMEM, name, 0, 0, "", "out of memory");
    rs->untrusted = untrusted;
    tt_node *root = NULL;
    int rc = tt_yaml__parse(&root, &rs->arena, name, text, strlen(text), err);
    if (rc) {
        tt_ruleset_free(rs);
        return rc;
    }
    return load_tree(out, ctx, name, root, rs, err);
}

int tt_ruleset_load_string(tt_ruleset **out, tt_ctx *ctx, const char *name, const char *text,
                           tt_error *err)
{
    return load_text(out, ctx, name, text, 0, err);
}

int tt_ruleset_load_untrusted(tt_ruleset **out, tt_ctx *ctx, const char *name, const char *text,
                              tt_error *err)
{
    return load_text(out, ctx, name, text, 1, err);
}

int tt_ruleset__shipped_name_ok(const char *name)
{
    if (!name[0] || name[0] == '/')
        return 0;
    for (const char *part = name; part;) {
        const char *end = strchr(part, '/');
        size_t n = end ? (size_t)(end - part) : strlen(part);
        if (n == 0 || (n == 1 && part[0] == '.') || (n == 2 && part[0] == '.' && part[1] == '.'))
            return 0;
        part = end ? end + 1 : NULL;
    }
    return 1;
}

int tt_ruleset_load_shipped(tt_ruleset **out, tt_ctx *ctx, const char *name, tt_error *err)
{
    char path[1024];
    *out = NULL;
    if (err)
        memset(err, 0, sizeof *err);
    if (!tt_ruleset__shipped_name_ok(name))
        return tt_error__set(err, TT_ERR_SCHEMA, name, 0, 0, "",
                             "'%s' is not a shipped ruleset's name (a name lies below the "
                             "rulesets directory; a file of your own ends in .yaml)",
                             name);
    if (!ctx->rulesets_dir)
        return tt_error__set(err, TT_ERR_IO, name, 0, 0, "",
                             "no shipped rulesets directory is configured");
    snprintf(path, sizeof path, "%s/%s.yaml", ctx->rulesets_dir, name);
    FILE *f = fopen(path, "rb");
    if (!f)
        return tt_error__set(err, TT_ERR_SCHEMA, name, 0, 0, "",
                             "no shipped ruleset named '%s' in %s", name, ctx->rulesets_dir);
    fclose(f);
    return tt_ruleset_load_file(out, ctx, path, err);
}

void tt_ruleset_free(tt_ruleset *rs)
{
    if (!rs)
        return;
    const tt_alloc *al = &rs->ctx->al;
    tt_arena__fini(&rs->arena);
    tt__free(al, rs);
}

const tt_rules *tt_ruleset_rules(const tt_ruleset *rs)
{
    return &rs->rules;
}

size_t tt_ruleset_explain(const tt_ruleset *rs, char *buf, size_t size)
{
    if (size) {
        size_t n = rs->canon_len < size - 1 ? rs->canon_len : size - 1;
        memcpy(buf, rs->canon, n);
        buf[n] = '\0';
    }
    return rs->canon_len;
}

const tt_error *tt_ruleset_warning(const tt_ruleset *rs, unsigned i)
{
    return i < rs->nwarnings ? &rs->warnings[i] : NULL;
}

void tt_ruleset__warn(tt_ruleset *rs, const tt_node *at, const char *path, const char *fmt, ...)
{
    char msg[sizeof rs->warnings[0].msg];
    va_list ap;
    if (rs->nwarnings == TT_MAX_RULESET_WARNINGS)
        return;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    tt_error *w = &rs->warnings[rs->nwarnings++];
    memset(w, 0, sizeof *w);
    tt_error__at(w, TT_ERR_SCHEMA, at, path, "%s", msg);
}

uint64_t tt_ruleset_hash(const tt_ruleset *rs)
{
    return rs->hash;
}

int tt_ruleset_default_ask_every_seat(tt_ruleset *rs, int on, tt_error *err)
{
    if (rs->rules.ask_every_seat_set)
        return 0;
    rs->rules.ask_every_seat = (uint8_t)(on != 0);
    rs->rules.ask_every_seat_set = 1;
    int rc = tt_ruleset__canonicalize(rs, err); /* the arena keeps the old text: no leak */
    return rc ? rc : 1;
}

const char *tt_ruleset_default_deck(const tt_ruleset *rs, unsigned seat)
{
    return seat < TT_MAX_SEATS ? rs->decks[seat] : NULL;
}

char *tt_seat_name(const tt_rules *r, unsigned seat, char buf[4])
{
    unsigned per = r->per_team ? r->per_team : 1;
    buf[0] = (char)('1' + seat / per);
    buf[1] = (char)('A' + seat % per);
    buf[2] = '\0';
    return buf;
}

int tt_seat_parse(const tt_rules *r, const char *name)
{
    if (!name[0] || !name[1] || name[2])
        return -1;
    int team = name[0] - '1', letter = name[1] - 'A';
    if (team < 0 || team >= r->teams || letter < 0 || letter >= r->per_team)
        return -1;
    return team * r->per_team + letter;
}

static tt_node *scalar_node(tt_arena *a, const tt_node *at, const char *text)
{
    tt_node *n = tt_arena__alloc(a, sizeof *n);
    if (n) {
        *n = *at;
        n->kind = TT_NODE_SCALAR;
        n->plain = 1;
        n->text = tt_arena__strndup(a, text, strlen(text));
        n->n = 0;
        n->keys = n->vals = NULL;
    }
    return n && n->text ? n : NULL;
}

int tt_ruleset__load_variant(tt_ruleset **out, tt_ctx *ctx, const char *file, const tt_node *base,
                             const tt_node *overrides, tt_error *err)
{
    static const char *const keys[] = {"name", "title", "extends"};
    *out = NULL;
    tt_ruleset *rs = new_ruleset(ctx);
    if (!rs)
        return tt_error__set(err, TT_ERR_NOMEM, file, 0, 0, "", "out of memory");
    size_t n = 3 + (overrides ? overrides->n : 0);
    tt_node *root = tt_arena__alloc(&rs->arena, sizeof *root);
    tt_node **k = tt_arena__alloc(&rs->arena, n * sizeof *k);
    tt_node **v = tt_arena__alloc(&rs->arena, n * sizeof *v);
    int ok = root && k && v;
    char name[64]; /* the base's own name, so messages say "a zone of ygo-team-duel" */
    const char *slash = strrchr(base->text, '/');
    snprintf(name, sizeof name, "%s", slash ? slash + 1 : base->text);
    if (tt_ruleset_is_file(name))
        *strrchr(name, '.') = '\0';
    for (char *p = name; *p; p++) /* a valid ruleset name whatever the file is called */
        if (!((*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') || *p == '-' || *p == '_'))
            *p = (*p >= 'A' && *p <= 'Z') ? (char)(*p - 'A' + 'a') : '-';
    if (!name[0] || name[0] == '-' || name[0] == '_')
        snprintf(name, sizeof name, "scenario");
    for (unsigned i = 0; ok && i < 3; i++) {
        k[i] = scalar_node(&rs->arena, base, keys[i]);
        v[i] = scalar_node(&rs->arena, base, i == 2 ? base->text : name);
        ok = k[i] && v[i];
    }
    if (!ok) {
        tt_ruleset_free(rs);
        return tt_error__set(err, TT_ERR_NOMEM, file, 0, 0, "", "out of memory");
    }
    for (size_t i = 0; overrides && i < overrides->n; i++) {
        k[3 + i] = overrides->keys[i];
        v[3 + i] = overrides->vals[i];
    }
    *root = *base;
    root->kind = TT_NODE_MAP;
    root->n = n;
    root->keys = k;
    root->vals = v;
    return load_tree(out, ctx, file, root, rs, err);
}

int tt_ruleset_is_file(const char *ref)
{
    size_t n = strlen(ref);
    return (n > 5 && strcmp(ref + n - 5, ".yaml") == 0) ||
           (n > 4 && strcmp(ref + n - 4, ".yml") == 0);
}

int tt_ruleset_load(tt_ruleset **out, tt_ctx *ctx, const char *ref, tt_error *err)
{
    return tt_ruleset_is_file(ref) ? tt_ruleset_load_file(out, ctx, ref, err)
                                   : tt_ruleset_load_shipped(out, ctx, ref, err);
}

int tt_rules_zone(const tt_rules *r, const char *name)
{
    for (unsigned k = 0; k < r->nzones; k++)
        if (strcmp(r->zones[k].name, name) == 0)
            return (int)k;
    return -1;
}
