/* replay.h: replay files (docs/cli.md): `tagteam play --record FILE` writes one, `tagteam play
 * --replay FILE` plays it back. JSON lines: a header (format, tagteam version, RNG, ruleset
 * and its hash, seed, every seat's deck by card names), then one line per decision taken. */
#ifndef TAGTEAM_REPLAY_H
#define TAGTEAM_REPLAY_H

#include <jansson.h>
#include <stdio.h>

#include "tagteam/tagteam.h"

typedef struct replay replay;

/* Opens file for writing and writes the header; an exit status (errors printed). */
int replay_record(replay **out, const char *file, const char *ruleset_ref, const tt_ruleset *rs,
                  tt_ctx *ctx, uint64_t seed, const tt_series_setup *setup);
/* Writes a decision seat took: decision is what it took (an index, a label, or
 * {"concede": true}), borrowed. An exit status: a line that cannot be written is an error. */
int replay_note(replay *rp, const tt_rules *r, unsigned seat, json_t *decision);
/* Opens file for playing back: loads the ruleset it names (refused when its hash, the RNG or
 * the tagteam version differ from the recording's) and fills seed and setup (the decks, owned
 * by the replay). An exit status; errors are printed as FILE:LINE:COL: key: message. */
int replay_open(replay **out, const char *file, tt_ctx *ctx, tt_ruleset **rs, uint64_t *seed,
                tt_series_setup *setup);
/* The next recorded decision, for the pending decision of seat (a new reference: an index,
 * a label or {"concede": true}); an exit status (a recording that ends too early or names
 * another seat is bad input). */
int replay_next(replay *rp, const tt_rules *r, unsigned seat, json_t **decision);
/* Reports, at the line of the last decision read, that taking it failed; an exit status. */
int replay_refused(const replay *rp, const tt_error *err);
/* After the match: every recorded decision must have been taken. Closes and frees. */
int replay_close(replay *rp, int status);

#endif
