/* carddb.h: a game's card database: YAML files of cards whose fields the game module declares
 * (tt_game.card_fields), checked on load. Card ids are indices into the database. */
#ifndef TAGTEAM_CARDDB_H
#define TAGTEAM_CARDDB_H

#include <stddef.h>
#include <stdint.h>

#include "common.h"
#include "error.h"
#include "ruleset.h"

/* The most fields one card may have (a module's card_fields table, its NULL key excluded).
 * 96: the Yu-Gi-Oh! module's effect parameters passed 64 with issue 15's cards. */
#define TT_MAX_FIELDS 96

typedef struct tt_carddb tt_carddb;
typedef enum tt_field_type {
    TT_FIELD_TEXT, /* any string */
    TT_FIELD_INT,  /* an integer in [min, max] */
    TT_FIELD_ENUM, /* one of values[]: stored as its index */
    /* A scalar is read as TT_FIELD_ENUM over values (a short form); a list or map is kept for
     * the module to read (tt_carddb_tree) and check when the database loads (check_card). */
    TT_FIELD_TREE
} tt_field_type;

/* One field a card may have. A module's table ends with a NULL key. */
typedef struct tt_field {
    const char *key;
    uint8_t type; /* tt_field_type */
    uint8_t required;
    int32_t min, max;          /* TT_FIELD_INT */
    int32_t def;               /* value when absent (ints and enums) */
    const char *const *values; /* TT_FIELD_ENUM: NULL-terminated */
} tt_field;

/* The database of game (a module name) from the context's games_dir/<game>/cards/ (.yaml files),
 * loaded on first use and kept by the context. Each file is a list of cards; each card a map
 * with `name` (unique) and the module's fields. Errors: file:line:col and a key path. */
TT_API int tt_ctx_carddb(const tt_carddb **out, tt_ctx *ctx, const char *game, tt_error *err);

TT_API unsigned tt_carddb_count(const tt_carddb *db);
/* The longest card name a database takes, in bytes: every option label naming up to three
 * cards fits the labels' buffers (256 bytes) whole, never cut. The longest printed names of
 * both games are about 45 bytes. */
#define TT_CARD_NAME_MAX 64
/* The id of the card named name, or -1. */
TT_API int tt_carddb_find(const tt_carddb *db, const char *name);
TT_API const char *tt_carddb_name(const tt_carddb *db, unsigned id);
/* The card name a mistyped name most likely means (for "did you mean"), or NULL. */
TT_API const char *tt_carddb_closest(const tt_carddb *db, const char *name);
/* An int or enum field (by index in the module's table); the default when absent. */
TT_API int32_t tt_carddb_int(const tt_carddb *db, unsigned id, unsigned field);
/* A text field, or "" when absent. */
TT_API const char *tt_carddb_text(const tt_carddb *db, unsigned id, unsigned field);

/* ---- nested card data (TT_FIELD_TREE), read by a module at load and at setup only ------- */
typedef struct tt_node tt_node; /* a node of a card file, with its position; read-only */
enum { TT_CARD_NODE_SCALAR, TT_CARD_NODE_MAP, TT_CARD_NODE_LIST };
/* The list or map a TT_FIELD_TREE field holds, or NULL when it is absent or a scalar. */
TT_API const tt_node *tt_carddb_tree(const tt_carddb *db, unsigned id, unsigned field);
/* The module's data of card id that its check_card filled at load (tt_game.card_data_bytes),
 * or NULL when it keeps none. */
TT_API const void *tt_carddb_data(const tt_carddb *db, unsigned id);
/* Where a field of a card is written (its value), or the card itself when it is absent: for
 * errors with file:line:col. */
TT_API const tt_node *tt_carddb_at(const tt_carddb *db, unsigned id, unsigned field);
TT_API unsigned tt_node_type(const tt_node *n); /* TT_CARD_NODE_ */
TT_API size_t tt_node_count(const tt_node *n);  /* items of a list, pairs of a map */
TT_API const tt_node *tt_node_item(const tt_node *n, size_t i); /* list item, map value */
TT_API const tt_node *tt_node_key(const tt_node *n, size_t i);  /* map key (a scalar) */
TT_API const char *tt_node_text(const tt_node *n);              /* a scalar's text, or NULL */
/* Sets err to code TT_ERR_SCHEMA at the node's file:line:col with key path and message;
 * returns TT_ERR_SCHEMA. */
TT_API int tt_node_error(tt_error *err, const tt_node *at, const char *path, const char *fmt, ...)
#ifdef __GNUC__
    __attribute__((format(printf, 4, 5)))
#endif
    ;
/* The module's card fields (tt_game.card_fields), ending with a NULL key: a field's index is
 * the one tt_carddb_int and tt_carddb_text take. */
TT_API const tt_field *tt_carddb_fields(const tt_carddb *db);
/* The module's effect primitives (tt_game.primitive_name, issue 15): the name of primitive i
 * into buf; its length, or -1 past the last one (or when the module does not list them). */
TT_API int tt_carddb_primitive_name(const tt_carddb *db, unsigned i, char *buf, size_t size);
/* The primitives card id uses (tt_game.card_primitives): their indices into out (at most max
 * written), returning how many it uses (more than max: out was too small); *own_code is NULL or the
 * module file with code for that card alone. */
TT_API unsigned tt_carddb_card_primitives(const tt_carddb *db, unsigned id, uint16_t *out,
                                          unsigned max, const char **own_code);

#endif
