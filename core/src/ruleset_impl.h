/* ruleset_impl.h: what a context and a loaded ruleset hold. */
#ifndef TAGTEAM_RULESET_IMPL_H
#define TAGTEAM_RULESET_IMPL_H

#include "tagteam/ruleset.h"
#include "tagteam/game.h"
#include "alloc.h"
#include "arena.h"
#include "yaml_doc.h"

struct tt_ctx {
    tt_alloc al;
    char *rulesets_dir;
    const tt_game *const *games; /* extra modules from tt_ctx_options, or NULL */
    char *games_dir;
    struct tt_carddb *dbs[8]; /* card databases loaded so far (tt_ctx_carddb) */
    unsigned ndbs;
};

void tt_carddb__free(struct tt_carddb *db);

#define TT_MAX_BANNED           64
#define TT_MAX_LIMITED          256
#define TT_MAX_RULESET_WARNINGS 4

/* One entry of decks.limited (YT-1.8, YP-1): a deck holds at most `max` copies of `name`,
 * counted over its main, extra and side together; 0 is Forbidden. */
typedef struct tt_limited {
    const char *name; /* in rs->arena, as the tree is */
    unsigned max;
} tt_limited;

struct tt_ruleset {
    tt_ctx *ctx;
    tt_arena arena;
    tt_rules rules;
    const tt_game *game;
    const char *decks[TT_MAX_SEATS];   /* resolved default deck paths, or NULL */
    const char *banned[TT_MAX_BANNED]; /* decks.banned: card names no deck may hold (PD-25) */
    unsigned nbanned;
    tt_limited *limited; /* decks.limited sorted by name (explain's canonical order), or NULL */
    unsigned nlimited;
    const char **allowed; /* decks.allowed sorted by name: the event's card pool (YP-1), or NULL */
    unsigned nallowed;
    /* What loads but cannot work as written (a turn where nobody decides): `tagteam check`
     * prints them and still exits 0 (tt_ruleset_warning). */
    tt_error warnings[TT_MAX_RULESET_WARNINGS];
    unsigned nwarnings;
    int untrusted; /* tt_ruleset_load_untrusted: the text may name no file of its own */
    char *canon;   /* canonical YAML (explain) */
    size_t canon_len;
    uint64_t hash;
};

/* Reads `extends:` chains and deep-merges them (maps merge, the rest is replaced). *out is the
 * merged root in rs->arena. */
/* Whether name may name a shipped ruleset: a path below the rulesets directory ("ygo-duel",
 * "variants/ygo-team-duel-16000"), never out of it (no leading '/', no '.' or '..' part). */
int tt_ruleset__shipped_name_ok(const char *name);
int tt_ruleset__merge(tt_node **out, tt_ruleset *rs, tt_node *root, const char *file,
                      tt_error *err);
/* Validates the merged tree and fills rs->rules, rs->game and rs->decks. */
int tt_ruleset__check(tt_ruleset *rs, const tt_node *root, const char *file, tt_error *err);
/* Adds a warning at node at (dropped past TT_MAX_RULESET_WARNINGS: the first ones matter). */
void tt_ruleset__warn(tt_ruleset *rs, const tt_node *at, const char *path, const char *fmt, ...)
#ifdef __GNUC__
    __attribute__((format(printf, 4, 5)))
#endif
    ;
/* 1 if a deck may hold the card named name under rs: no decks.allowed, or the name is on it. */
int tt_ruleset__in_pool(const tt_ruleset *rs, const char *name);
/* Writes the canonical YAML of rs->rules into rs->canon and its hash. */
int tt_ruleset__canonicalize(tt_ruleset *rs, tt_error *err);
/* Loads base (a shipped name or a path relative to file) with the keys of overrides (a map
 * node, may be NULL) merged on top, as a house variant named `variant` would (scenarios). */
int tt_ruleset__load_variant(tt_ruleset **out, tt_ctx *ctx, const char *file, const tt_node *base,
                             const tt_node *overrides, tt_error *err);

#endif
