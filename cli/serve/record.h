/* record.h: a table's record in the data directory (docs/server.md "Records"): the replay
 * format with the table's players, clock and tokens in its header, and talk, fingerprint and
 * result lines. Each line is written and flushed before what it says is applied, so after a
 * crash the record is the table, and record_replay brings it back. */
#ifndef TAGTEAM_SERVE_RECORD_H
#define TAGTEAM_SERVE_RECORD_H

#include "serve.h"

/* Creates DATA/tables/ID.jsonl (mode 0600; and ID.ruleset.yaml for a pasted ruleset) and
 * writes the header. 0, or -1 with why. */
int record_start(table *t, char *why, size_t size);
/* Where the record ends now (for record_unwrite). */
long record_mark(table *t);
/* Appends line (borrowed) and flushes it; 0, or -1 when it could not be written. */
int record_line(table *t, json_t *line);
/* A fingerprint line of the match now (replay_fingerprint). */
int record_fingerprint(table *t);
/* Takes back what was written since mark (a decision the rules refused). */
void record_unwrite(table *t, long mark);
/* The result line; the record closed and moved to DATA/replays/. 0, or -1 with why. */
int record_finish(table *t, char *why, size_t size);
/* A record's header as a table's config (to resume it). 0, or -1 with why. */
int record_read_config(table_config *cfg, tt_ctx *ctx, const char *file, char *why, size_t size);
/* Takes every decision of the record at file into t's match (its fingerprints checked), keeps
 * its lines in t->log, and opens it to append. 0, or -1 with why. */
int record_replay(table *t, const char *file, char *why, size_t size);
/* The data directory's folders. */
#define RECORD_LIVE "tables"
#define RECORD_DONE "replays"

#endif
