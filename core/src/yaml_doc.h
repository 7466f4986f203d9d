/* yaml_doc.h: YAML documents as small trees with a position on every node. yaml_doc.c is the
 * only file that includes <yaml.h>; everything else reads tt_node. */
#ifndef TAGTEAM_YAML_DOC_H
#define TAGTEAM_YAML_DOC_H

#include <stddef.h>
#include <stdint.h>

#include "arena.h"
#include "tagteam/error.h"

typedef enum tt_node_kind { TT_NODE_SCALAR, TT_NODE_MAP, TT_NODE_LIST } tt_node_kind;

typedef struct tt_node tt_node;
struct tt_node {
    uint8_t kind;     /* tt_node_kind */
    uint8_t plain;    /* a scalar written without quotes (only those can be numbers or booleans) */
    const char *file; /* the file it was read from, owned by the same arena */
    int line, col;    /* 1-based */
    const char *text; /* scalars */
    size_t n;         /* items of a list, pairs of a map */
    tt_node **keys;   /* maps: scalar key nodes */
    tt_node **vals;   /* maps: values; lists: items */
};

/* Refusals that keep a hostile document bounded in time and memory. */
#define TT_YAML_MAX_BYTES (1u << 20)
#define TT_YAML_MAX_DEPTH 16
#define TT_YAML_MAX_NODES 50000

/* Parses one YAML document into a tree in arena a. Anchors, aliases, tags, duplicate keys,
 * non-scalar keys, several documents, nesting deeper than TT_YAML_MAX_DEPTH and more than
 * TT_YAML_MAX_NODES nodes are refused with TT_ERR_SYNTAX or TT_ERR_SCHEMA and a position.
 * On success *out is the root (a map, list or scalar). */
int tt_yaml__parse(tt_node **out, tt_arena *a, const char *file, const char *text, size_t len,
                   tt_error *err);

/* Reads a whole file (at most TT_YAML_MAX_BYTES) and parses it. */
int tt_yaml__parse_file(tt_node **out, tt_arena *a, const char *file, tt_error *err);

/* The value of key in map node (NULL if absent or if m is not a map). */
tt_node *tt_yaml__get(const tt_node *m, const char *key);

/* Fills err (first error wins) with code, the node's position, a key path and a message. */
void tt_error__at(tt_error *err, int code, const tt_node *at, const char *path, const char *fmt,
                  ...)
#ifdef __GNUC__
    __attribute__((format(printf, 5, 6)))
#endif
    ;

#endif
