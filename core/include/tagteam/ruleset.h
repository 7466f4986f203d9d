/* ruleset.h: contexts, and loading/validating/explaining YAML rulesets (docs/rulesets.md). */
#ifndef TAGTEAM_RULESET_H
#define TAGTEAM_RULESET_H

#include <stddef.h>
#include <stdint.h>

#include "common.h"
#include "error.h"
#include "rules.h"

typedef struct tt_ctx tt_ctx;
typedef struct tt_ruleset tt_ruleset;

#define TT_CTX_OPTIONS_VERSION 1
typedef struct tt_ctx_options {
    unsigned version;         /* TT_CTX_OPTIONS_VERSION */
    const char *rulesets_dir; /* where `extends: NAME` finds NAME.yaml; NULL: none */
    /* Allocator hook (like lua_Alloc): nsize 0 frees; NULL fn = malloc/realloc/free. */
    void *(*alloc)(void *ud, void *ptr, size_t nsize);
    void *alloc_ud;
    /* NULL-terminated game modules to offer besides the built-in ones (an embedder's own game,
     * a test module); searched first. Borrowed: must outlive the context. */
    const struct tt_game *const *games;
    const char *games_dir; /* where card databases are: GAME/cards/ (its .yaml files); NULL: none */
} tt_ctx_options;
#define TT_CTX_OPTIONS_INIT                                                                        \
    {                                                                                              \
        TT_CTX_OPTIONS_VERSION, NULL, NULL, NULL, NULL, NULL                                       \
    }

/* Creates a context; opts may be NULL. Everything loaded through it must be freed before it. */
TT_API TT_CHECK int tt_ctx_new(tt_ctx **out, const tt_ctx_options *opts, tt_error *err);
TT_API void tt_ctx_free(tt_ctx *ctx);
TT_API const char *tt_ctx_rulesets_dir(const tt_ctx *ctx);

/* Loads, merges (`extends:`) and validates a ruleset. On error *out is NULL, err says where
 * (file:line:col and key path) and nothing leaks. Errors: TT_ERR_IO, TT_ERR_SYNTAX,
 * TT_ERR_SCHEMA, TT_ERR_NOMEM. */
TT_API TT_CHECK int tt_ruleset_load_file(tt_ruleset **out, tt_ctx *ctx, const char *file,
                                         tt_error *err);
TT_API TT_CHECK int tt_ruleset_load_string(tt_ruleset **out, tt_ctx *ctx, const char *name,
                                           const char *text, tt_error *err);
/* Loads text from someone not trusted with the machine's files (a house variant pasted to the
 * table server) as tt_ruleset_load_string does, but the text may name no file: its `extends:`
 * must be a shipped ruleset's name, and it may not set decks.default (TT_ERR_SCHEMA at the
 * key). The same loader, limits and file:line:col errors (name is the text's file name). */
TT_API TT_CHECK int tt_ruleset_load_untrusted(tt_ruleset **out, tt_ctx *ctx, const char *name,
                                              const char *text, tt_error *err);
/* Loads a shipped ruleset by name ("ygo-team-duel") from the context's rulesets_dir. */
TT_API TT_CHECK int tt_ruleset_load_shipped(tt_ruleset **out, tt_ctx *ctx, const char *name,
                                            tt_error *err);
/* Loads ref: a file when it ends in ".yaml" or ".yml" ("house.yaml", "rulesets/ygo-duel.yaml"),
 * else a shipped name ("ygo-team-duel", "variants/ygo-team-duel-16000"). `extends:` reads its value
 * the same way, a file being relative to the file that names it. */
TT_API TT_CHECK int tt_ruleset_load(tt_ruleset **out, tt_ctx *ctx, const char *ref, tt_error *err);
TT_API int tt_ruleset_is_file(const char *ref);
TT_API void tt_ruleset_free(tt_ruleset *rs);

/* The validated values; borrowed, valid while rs lives. */
TT_API const tt_rules *tt_ruleset_rules(const tt_ruleset *rs);
/* The merged ruleset as canonical YAML (keys in schema order, defaults filled in), written like
 * snprintf: returns the length the full text needs. */
TT_API size_t tt_ruleset_explain(const tt_ruleset *rs, char *buf, size_t size);
/* FNV-1a 64 of the canonical text: equal hashes mean equal rules. */
TT_API uint64_t tt_ruleset_hash(const tt_ruleset *rs);
/* Turns responses.ask_every_seat on or off unless the ruleset sets it (issue 33: tagteam play
 * turns it on for stdio seats); the key is then in the canonical text and the hash, so a replay
 * names the rules played. 1 if it was set here, 0 if the ruleset said, else an error. */
TT_API int tt_ruleset_default_ask_every_seat(tt_ruleset *rs, int on, tt_error *err);
/* Warning i of the loaded ruleset (0 first), or NULL past the last: what loads but cannot
 * work as written, such as a turn with no phase where a seat decides (docs/rulesets.md). Each
 * says where (file:line:col, key path) like an error (tt_error_format). */
TT_API const tt_error *tt_ruleset_warning(const tt_ruleset *rs, unsigned i);
/* The default deck file of seat (resolved against the ruleset's directory), or NULL. */
TT_API const char *tt_ruleset_default_deck(const tt_ruleset *rs, unsigned seat);

/* The index of the zone named name in r->zones, or -1 (modules look their zones up once, at
 * setup). */
TT_API int tt_rules_zone(const tt_rules *r, const char *name);

/* Writes a seat's designation ("1A", "2B") into buf[4]; returns buf. */
TT_API char *tt_seat_name(const tt_rules *r, unsigned seat, char buf[4]);
/* The seat of a designation, or -1. */
TT_API int tt_seat_parse(const tt_rules *r, const char *name);

#endif
