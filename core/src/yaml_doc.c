/* yaml_doc.c: the only door to libyaml. Builds tt_node trees from parser events, with 1-based
 * positions, and refuses what a configuration file never needs (anchors, aliases, tags, deep
 * nesting, duplicate keys), so hostile input costs bounded time and memory. */
#include "yaml_doc.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

#include "error_impl.h"

typedef struct builder {
    tt_arena *a;
    const char *file;
    tt_error *err;
    size_t nodes;
    /* open collections; items are gathered in growable arrays then copied into the arena */
    struct open {
        tt_node *node;
        tt_node **items; /* lists: values; maps: key, value, key, value... */
        size_t n, cap;
    } stack[TT_YAML_MAX_DEPTH + 1];
    int depth;
    tt_node *root;
} builder;

static int fail(builder *b, int code, int line, int col, const char *fmt, ...)
#ifdef __GNUC__
    __attribute__((format(printf, 5, 6)))
#endif
    ;

static int fail(builder *b, int code, int line, int col, const char *fmt, ...)
{
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    return tt_error__set(b->err, code, b->file, line, col, "", "%s", msg);
}

static tt_node *new_node(builder *b, tt_node_kind kind, const yaml_mark_t *mark)
{
    tt_node *n = tt_arena__alloc(b->a, sizeof *n);
    if (!n)
        return NULL;
    n->kind = (uint8_t)kind;
    n->file = b->file;
    n->line = (int)mark->line + 1;
    n->col = (int)mark->column + 1;
    return n;
}

static int push_item(builder *b, tt_node *n)
{
    if (b->depth == 0) {
        b->root = n;
        return TT_OK;
    }
    struct open *o = &b->stack[b->depth - 1];
    if (o->node->kind == TT_NODE_MAP && o->n % 2 == 0) { /* n is a key */
        if (n->kind != TT_NODE_SCALAR)
            return fail(b, TT_ERR_SCHEMA, n->line, n->col, "a key must be a plain string");
        for (size_t i = 0; i < o->n; i += 2)
            if (strcmp(o->items[i]->text, n->text) == 0)
                return fail(b, TT_ERR_SCHEMA, n->line, n->col,
                            "duplicate key '%s' (first at line %d)", n->text, o->items[i]->line);
    }
    if (o->n == o->cap) {
        size_t cap = o->cap ? o->cap * 2 : 16;
        tt_node **items = b->a->al->fn(b->a->al->ud, o->items, cap * sizeof *items);
        if (!items)
            return fail(b, TT_ERR_NOMEM, 0, 0, "out of memory");
        o->items = items;
        o->cap = cap;
    }
    o->items[o->n++] = n;
    return TT_OK;
}

static int open_collection(builder *b, tt_node_kind kind, const yaml_event_t *ev)
{
    tt_node *n = new_node(b, kind, &ev->start_mark);
    if (!n)
        return fail(b, TT_ERR_NOMEM, 0, 0, "out of memory");
    int rc = push_item(b, n);
    if (rc)
        return rc;
    if (b->depth == TT_YAML_MAX_DEPTH)
        return fail(b, TT_ERR_SCHEMA, n->line, n->col,
                    "nesting deeper than %d levels is not allowed", TT_YAML_MAX_DEPTH);
    struct open *o = &b->stack[b->depth++];
    o->node = n;
    o->n = 0;
    return TT_OK;
}

static int close_collection(builder *b)
{
    struct open *o = &b->stack[--b->depth];
    tt_node *n = o->node;
    if (o->n) {
        tt_node **all = tt_arena__alloc(b->a, o->n * sizeof *all);
        if (!all)
            return fail(b, TT_ERR_NOMEM, 0, 0, "out of memory");
        memcpy(all, o->items, o->n * sizeof *all);
        if (n->kind == TT_NODE_MAP) {
            n->n = o->n / 2;
            n->keys = tt_arena__alloc(b->a, n->n * sizeof *n->keys);
            n->vals = tt_arena__alloc(b->a, n->n * sizeof *n->vals);
            if (!n->keys || !n->vals)
                return fail(b, TT_ERR_NOMEM, 0, 0, "out of memory");
            for (size_t i = 0; i < n->n; i++) {
                n->keys[i] = all[2 * i];
                n->vals[i] = all[2 * i + 1];
            }
        } else {
            n->n = o->n;
            n->vals = all;
        }
    }
    return TT_OK;
}

static int refuse_anchor_and_tag(builder *b, const yaml_event_t *ev, const yaml_char_t *anchor,
                                 const yaml_char_t *tag, int implicit)
{
    int line = (int)ev->start_mark.line + 1, col = (int)ev->start_mark.column + 1;
    if (anchor)
        return fail(b, TT_ERR_SCHEMA, line, col, "anchors and aliases are not allowed");
    if (tag && !implicit)
        return fail(b, TT_ERR_SCHEMA, line, col, "tags ('%s') are not allowed", (const char *)tag);
    return TT_OK;
}

static int on_event(builder *b, const yaml_event_t *ev)
{
    if (++b->nodes > TT_YAML_MAX_NODES)
        return fail(b, TT_ERR_SCHEMA, (int)ev->start_mark.line + 1, (int)ev->start_mark.column + 1,
                    "document has more than %d nodes", TT_YAML_MAX_NODES);
    switch (ev->type) {
    case YAML_SCALAR_EVENT: {
        const yaml_char_t *tag = ev->data.scalar.tag;
        int rc = refuse_anchor_and_tag(b, ev, ev->data.scalar.anchor, tag,
                                       ev->data.scalar.plain_implicit ||
                                           ev->data.scalar.quoted_implicit);
        if (rc)
            return rc;
        tt_node *n = new_node(b, TT_NODE_SCALAR, &ev->start_mark);
        if (!n)
            return fail(b, TT_ERR_NOMEM, 0, 0, "out of memory");
        n->text =
            tt_arena__strndup(b->a, (const char *)ev->data.scalar.value, ev->data.scalar.length);
        if (!n->text)
            return fail(b, TT_ERR_NOMEM, 0, 0, "out of memory");
        if (strlen(n->text) != ev->data.scalar.length)
            return fail(b, TT_ERR_SCHEMA, n->line, n->col, "NUL characters are not allowed");
        n->plain = ev->data.scalar.style == YAML_PLAIN_SCALAR_STYLE;
        return push_item(b, n);
    }
    case YAML_SEQUENCE_START_EVENT: {
        int rc =
            refuse_anchor_and_tag(b, ev, ev->data.sequence_start.anchor,
                                  ev->data.sequence_start.tag, ev->data.sequence_start.implicit);
        return rc ? rc : open_collection(b, TT_NODE_LIST, ev);
    }
    case YAML_MAPPING_START_EVENT: {
        int rc = refuse_anchor_and_tag(b, ev, ev->data.mapping_start.anchor,
                                       ev->data.mapping_start.tag, ev->data.mapping_start.implicit);
        return rc ? rc : open_collection(b, TT_NODE_MAP, ev);
    }
    case YAML_SEQUENCE_END_EVENT:
    case YAML_MAPPING_END_EVENT:
        return close_collection(b);
    case YAML_ALIAS_EVENT:
        return fail(b, TT_ERR_SCHEMA, (int)ev->start_mark.line + 1, (int)ev->start_mark.column + 1,
                    "anchors and aliases are not allowed");
    case YAML_DOCUMENT_START_EVENT:
        if (b->root)
            return fail(b, TT_ERR_SCHEMA, (int)ev->start_mark.line + 1,
                        (int)ev->start_mark.column + 1, "only one YAML document is allowed");
        return TT_OK;
    case YAML_NO_EVENT:
    case YAML_STREAM_START_EVENT:
    case YAML_STREAM_END_EVENT:
    case YAML_DOCUMENT_END_EVENT:
        return TT_OK;
    }
    return TT_OK;
}

int tt_yaml__parse(tt_node **out, tt_arena *a, const char *file, const char *text, size_t len,
                   tt_error *err)
{
    builder b;
    yaml_parser_t p;
    int rc = TT_OK, done = 0;

    *out = NULL;
    memset(&b, 0, sizeof b);
    b.a = a;
    b.err = err;
    b.file = tt_arena__strndup(a, file ? file : "", file ? strlen(file) : 0);
    if (!b.file)
        return fail(&b, TT_ERR_NOMEM, 0, 0, "out of memory");
    if (len > TT_YAML_MAX_BYTES)
        return fail(&b, TT_ERR_SCHEMA, 0, 0, "file is larger than %u bytes",
                    (unsigned)TT_YAML_MAX_BYTES);
    if (!yaml_parser_initialize(&p))
        return fail(&b, TT_ERR_NOMEM, 0, 0, "out of memory");
    yaml_parser_set_input_string(&p, (const unsigned char *)text, len);
    while (!done && rc == TT_OK) {
        yaml_event_t ev;
        if (!yaml_parser_parse(&p, &ev)) {
            if (p.error == YAML_MEMORY_ERROR)
                rc = fail(&b, TT_ERR_NOMEM, 0, 0, "out of memory");
            else if (p.context)
                rc = fail(&b, TT_ERR_SYNTAX, (int)p.problem_mark.line + 1,
                          (int)p.problem_mark.column + 1, "%s %s (line %d)", p.problem, p.context,
                          (int)p.context_mark.line + 1);
            else
                rc = fail(&b, TT_ERR_SYNTAX, (int)p.problem_mark.line + 1,
                          (int)p.problem_mark.column + 1, "%s", p.problem);
            break;
        }
        done = ev.type == YAML_STREAM_END_EVENT;
        rc = on_event(&b, &ev);
        yaml_event_delete(&ev);
    }
    yaml_parser_delete(&p);
    for (int i = 0; i <= TT_YAML_MAX_DEPTH; i++)
        tt__free(a->al, b.stack[i].items);
    if (rc)
        return rc;
    if (!b.root)
        return fail(&b, TT_ERR_SCHEMA, 1, 1, "the document is empty");
    *out = b.root;
    return TT_OK;
}

int tt_yaml__parse_file(tt_node **out, tt_arena *a, const char *file, tt_error *err)
{
    *out = NULL;
    FILE *f = fopen(file, "rb");
    if (!f)
        return tt_error__set(err, TT_ERR_IO, file, 0, 0, "", "cannot open: %s", strerror(errno));
    char *buf = tt__malloc(a->al, TT_YAML_MAX_BYTES + 1);
    if (!buf) {
        fclose(f);
        return tt_error__set(err, TT_ERR_NOMEM, file, 0, 0, "", "out of memory");
    }
    size_t len = fread(buf, 1, TT_YAML_MAX_BYTES + 1, f);
    int rd_err = ferror(f);
    fclose(f);
    int rc;
    if (rd_err)
        rc = tt_error__set(err, TT_ERR_IO, file, 0, 0, "", "read error");
    else
        rc = tt_yaml__parse(out, a, file, buf, len, err);
    tt__free(a->al, buf);
    return rc;
}

tt_node *tt_yaml__get(const tt_node *m, const char *key)
{
    if (!m || m->kind != TT_NODE_MAP)
        return NULL;
    for (size_t i = 0; i < m->n; i++)
        if (strcmp(m->keys[i]->text, key) == 0)
            return m->vals[i];
    return NULL;
}

void tt_error__at(tt_error *err, int code, const tt_node *at, const char *path, const char *fmt,
                  ...)
{
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    tt_error__set(err, code, at ? at->file : "", at ? at->line : 0, at ? at->col : 0, path, "%s",
                  msg);
}
