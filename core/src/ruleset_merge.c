/* ruleset_merge.c: `extends:` chains. Maps merge key by key; lists and scalars in the child
 * replace the base's whole. Missing bases, cycles and chains deeper than 8 are refused. */
#include "ruleset_impl.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "error_impl.h"

#define MAX_CHAIN 8

static tt_node *merge_nodes(tt_arena *a, const tt_node *base, tt_node *child)
{
    if (!base || base->kind != TT_NODE_MAP || child->kind != TT_NODE_MAP)
        return child;
    tt_node *m = tt_arena__alloc(a, sizeof *m);
    size_t cap = base->n + child->n;
    if (!m)
        return NULL;
    *m = *child;
    m->keys = tt_arena__alloc(a, (cap ? cap : 1) * sizeof *m->keys);
    m->vals = tt_arena__alloc(a, (cap ? cap : 1) * sizeof *m->vals);
    if (!m->keys || !m->vals)
        return NULL;
    m->n = 0;
    for (size_t i = 0; i < base->n; i++) {
        const char *k = base->keys[i]->text;
        tt_node *cv = tt_yaml__get(child, k);
        m->keys[m->n] = base->keys[i];
        m->vals[m->n] = cv ? merge_nodes(a, base->vals[i], cv) : base->vals[i];
        if (!m->vals[m->n])
            return NULL;
        m->n++;
    }
    for (size_t i = 0; i < child->n; i++) {
        if (tt_yaml__get(base, child->keys[i]->text))
            continue;
        m->keys[m->n] = child->keys[i];
        m->vals[m->n++] = child->vals[i];
    }
    return m;
}

/* The file a value of `extends:` names: a path relative to the including file when it ends
 * in ".yaml" or ".yml", else a shipped ruleset NAME.yaml (tt_ruleset_is_file). */
static int resolve_base(char *out, size_t size, const tt_ruleset *rs, const char *from,
                        const tt_node *ext, tt_error *err)
{
    const char *v = ext->text;
    if (tt_ruleset_is_file(v) && rs->untrusted && from == NULL) {
        tt_error__at(err, TT_ERR_SCHEMA, ext, "extends",
                     "'%s' is a file: a ruleset given as text (a house variant pasted to the "
                     "table server) extends only a shipped ruleset, by name",
                     v);
        return TT_ERR_SCHEMA;
    }
    if (tt_ruleset_is_file(v)) {
        const char *slash = strrchr(from, '/');
        int dirlen = slash ? (int)(slash - from) : 0;
        if (v[0] == '/' || !slash)
            snprintf(out, size, "%s", v);
        else
            snprintf(out, size, "%.*s/%s", dirlen, from, v);
        return TT_OK;
    }
    if (!tt_ruleset__shipped_name_ok(v)) {
        tt_error__at(err, TT_ERR_SCHEMA, ext, "extends",
                     "'%s' is not a shipped ruleset's name (a name lies below the rulesets "
                     "directory; a file of your own ends in .yaml)",
                     v);
        return TT_ERR_SCHEMA;
    }
    if (!rs->ctx->rulesets_dir) {
        tt_error__at(err, TT_ERR_SCHEMA, ext, "extends",
                     "no shipped rulesets directory to find '%s' in", v);
        return TT_ERR_SCHEMA;
    }
    snprintf(out, size, "%s/%s.yaml", rs->ctx->rulesets_dir, v);
    return TT_OK;
}

static int same_file(const char *a, const char *b)
{
    char ra[4096], rb[4096];
    if (realpath(a, ra) && realpath(b, rb))
        return strcmp(ra, rb) == 0;
    return strcmp(a, b) == 0;
}

int tt_ruleset__merge(tt_node **out, tt_ruleset *rs, tt_node *root, const char *file, tt_error *err)
{
    /* chain[0] is the file asked for; chain[i+1] is what chain[i] extends. */
    tt_node *roots[MAX_CHAIN + 1];
    char files[MAX_CHAIN + 1][1024];
    int depth = 0;

    *out = NULL;
    roots[0] = root;
    snprintf(files[0], sizeof files[0], "%s", file);
    for (;;) {
        tt_node *cur = roots[depth];
        if (cur->kind != TT_NODE_MAP) {
            tt_error__at(err, TT_ERR_SCHEMA, cur, "", "a ruleset must be a map of keys");
            return TT_ERR_SCHEMA;
        }
        tt_node *ext = tt_yaml__get(cur, "extends");
        if (!ext)
            break;
        if (ext->kind != TT_NODE_SCALAR || !ext->text[0]) {
            tt_error__at(err, TT_ERR_SCHEMA, ext, "extends",
                         "expected the name or path of a base ruleset");
            return TT_ERR_SCHEMA;
        }
        if (depth == MAX_CHAIN) {
            tt_error__at(err, TT_ERR_SCHEMA, ext, "extends", "extends chain deeper than %d",
                         MAX_CHAIN);
            return TT_ERR_SCHEMA;
        }
        char base[1024];
        /* the untrusted text itself (depth 0) has no file: NULL says so to resolve_base */
        int rc = resolve_base(base, sizeof base, rs, depth || !rs->untrusted ? files[depth] : NULL,
                              ext, err);
        if (rc)
            return rc;
        for (int i = 0; i <= depth; i++) {
            if (same_file(files[i], base)) {
                tt_error__at(err, TT_ERR_SCHEMA, ext, "extends",
                             "extends cycle: '%s' is already in the chain", ext->text);
                return TT_ERR_SCHEMA;
            }
        }
        FILE *probe = fopen(base, "rb");
        if (!probe) {
            tt_error__at(err, TT_ERR_SCHEMA, ext, "extends", "base ruleset '%s' not found (%s)",
                         ext->text, base);
            return TT_ERR_SCHEMA;
        }
        fclose(probe);
        tt_node *broot = NULL;
        rc = tt_yaml__parse_file(&broot, &rs->arena, base, err);
        if (rc)
            return rc;
        depth++;
        roots[depth] = broot;
        snprintf(files[depth], sizeof files[depth], "%s", base);
    }
    if (depth > 0 && !tt_yaml__get(roots[0], "name")) {
        tt_error__at(err, TT_ERR_SCHEMA, roots[0], "name",
                     "required key is missing (a ruleset that extends another needs its own name)");
        return TT_ERR_SCHEMA;
    }
    tt_node *merged = roots[depth];
    for (int i = depth - 1; i >= 0; i--) {
        merged = merge_nodes(&rs->arena, merged, roots[i]);
        if (!merged)
            return tt_error__set(err, TT_ERR_NOMEM, file, 0, 0, "", "out of memory");
    }
    *out = merged;
    return TT_OK;
}
