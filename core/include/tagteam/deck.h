/* deck.h: deck files (YAML: name, game, main/extra/side maps of card name -> copies),
 * checked against a ruleset's deck sizes and its module's card database. */
#ifndef TAGTEAM_DECK_H
#define TAGTEAM_DECK_H

#include <stdint.h>

#include "common.h"
#include "error.h"
#include "match.h"
#include "ruleset.h"

typedef struct tt_deck tt_deck;
typedef enum tt_deck_part { TT_DECK_MAIN, TT_DECK_EXTRA, TT_DECK_SIDE } tt_deck_part;

/* Loads and checks a deck for rs: its game, section sizes (decks.main, extra_max, side_max),
 * copies of one name (decks.copies) and card names (the module's database). Errors carry
 * file:line:col and a key path ("main.Dark Magicain"); TT_ERR_UNSUPPORTED when the module
 * has no card database yet. */
TT_API TT_CHECK int tt_deck_load_file(tt_deck **out, tt_ctx *ctx, const tt_ruleset *rs,
                                      const char *file, tt_error *err);
TT_API TT_CHECK int tt_deck_load_string(tt_deck **out, tt_ctx *ctx, const tt_ruleset *rs,
                                        const char *name, const char *text, tt_error *err);
TT_API void tt_deck_free(tt_deck *deck);
/* Loads every seat's default deck (rs's decks.default) into decks[seat] and points setup's
 * main and extra lists at them. On error (a seat without a default deck: TT_ERR_SCHEMA, or a
 * deck that does not load) the decks loaded so far are freed and set to NULL. */
TT_API TT_CHECK int tt_deck_load_defaults(tt_deck *decks[TT_MAX_SEATS], tt_match_setup *setup,
                                          tt_ctx *ctx, const tt_ruleset *rs, tt_error *err);
TT_API const char *tt_deck_name(const tt_deck *deck);
/* The card ids of a part, in file order, each repeated by its count; borrowed from deck. */
TT_API unsigned tt_deck_count(const tt_deck *deck, tt_deck_part part);
TT_API const uint32_t *tt_deck_ids(const tt_deck *deck, tt_deck_part part);

#endif
