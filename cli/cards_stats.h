/* cards_stats.h: `tagteam cards GAME --stats` (cards_stats.c). */
#ifndef TAGTEAM_CARDS_STATS_H
#define TAGTEAM_CARDS_STATS_H

#include "cli.h"

/* Prints what db is made of (cards by kind, effect primitives and the cards each serves, the
 * cards that need per-card C) as text, or as one JSON object; an exit status. */
int cli_cards_stats(const tt_carddb *db, const char *game, int json);

#endif
