/* replay.h: replay files (docs/cli.md): `tagteam play --record FILE` writes one, `tagteam play
 * --replay FILE` plays it back. JSON lines: a header (format, tagteam version, RNG, ruleset
 * and its hash, seed, every seat's deck by card names), then one line per decision taken. */
#ifndef TAGTEAM_REPLAY_H
#define TAGTEAM_REPLAY_H

#include <jansson.h>
#include <stdio.h>

#include "tagteam/carddb.h"
#include "tagteam/tagteam.h"

typedef struct replay replay;

/* What replay_next returns, in replay_resume_mode, where the record ends at a decision. */
#define REPLAY_END 3

/* The header: format, tagteam version, RNG, ruleset_ref and the ruleset's hash, seed and every
 * seat's deck by card names (db: the game's card database). A new reference. */
json_t *replay_header(const char *ruleset_ref, const tt_ruleset *rs, const tt_carddb *db,
                      uint64_t seed, const tt_series_setup *setup);
/* A decision line: {"seat": "1A", "take": decision} or {"seat": "1A", "concede": true}
 * (decision {"concede": true}); decision is borrowed. A new reference. */
json_t *replay_decision_line(const tt_rules *r, unsigned seat, json_t *decision);
/* A hash of where the match stands (the current game's state, or between games the game
 * number and wins): a table's record writes it every few decisions (docs/server.md). */
uint64_t replay_fingerprint(const tt_series *s);
/* Playing back s: each fingerprint line is checked against s when it is read, and the result
 * line at the end against s's winner: a record that was altered, or that no longer plays the
 * same, is refused at the line where it diverges. */
void replay_check_against(replay *rp, const tt_series *s);
/* Resuming a table from its record: replay_next returns REPLAY_END (nothing printed) where the
 * record ends at a decision, and gives every talk line to talk (borrowed). */
void replay_resume_mode(replay *rp, void (*talk)(json_t *line, void *payload), void *payload);
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
