/* carddb.h: a game's card database: YAML files of cards whose fields the game module declares
 * (tt_game.card_fields), checked on load. Card ids are indices into the database. */
#ifndef TAGTEAM_CARDDB_H
#define TAGTEAM_CARDDB_H

#include <stdint.h>

#include "common.h"
#include "error.h"
#include "ruleset.h"

/* The most fields one card may have (a module's card_fields table, its NULL key excluded). */
#define TT_MAX_FIELDS 64

typedef struct tt_carddb tt_carddb;
typedef enum tt_field_type {
    TT_FIELD_TEXT, /* any string */
    TT_FIELD_INT,  /* an integer in [min, max] */
    TT_FIELD_ENUM  /* one of values[]: stored as its index */
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
/* The id of the card named name, or -1. */
TT_API int tt_carddb_find(const tt_carddb *db, const char *name);
TT_API const char *tt_carddb_name(const tt_carddb *db, unsigned id);
/* An int or enum field (by index in the module's table); the default when absent. */
TT_API int32_t tt_carddb_int(const tt_carddb *db, unsigned id, unsigned field);
/* A text field, or "" when absent. */
TT_API const char *tt_carddb_text(const tt_carddb *db, unsigned id, unsigned field);

#endif
