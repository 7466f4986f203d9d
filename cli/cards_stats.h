/* cards_stats.h: `tagteam cards GAME --stats` (cards_stats.c) and `tagteam cards GAME NAME`
 * (cards_show.c). */
#ifndef TAGTEAM_CARDS_STATS_H
#define TAGTEAM_CARDS_STATS_H

#include "cli.h"

/* Prints what db is made of (cards by kind, effect primitives and the cards each serves, the
 * cards that need per-card C) as text, or as one JSON object; an exit status. */
int cli_cards_stats(const tt_carddb *db, const char *game, int json);

/* `tagteam cards GAME NAME`: the card's fields as its file gives them, the effect primitives
 * and per-card C the module derives, its `simplified` note; as text or one JSON object. An
 * unknown name is EXIT_BAD_INPUT with a did-you-mean (printed). */
int cli_cards_show(const tt_carddb *db, const char *game, const char *name, int json);

#endif
