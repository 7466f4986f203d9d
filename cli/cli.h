/* cli.h: what the tagteam command's subcommands share. */
#ifndef TAGTEAM_CLI_H
#define TAGTEAM_CLI_H

#include <jansson.h>
#include <stdio.h>

#include "tagteam/game.h"
#include "tagteam/tagteam.h"

enum { EXIT_OK = 0, EXIT_RUNTIME = 1, EXIT_BAD_INPUT = 2 };

typedef struct cli_command {
    const char *name;
    const char *summary;
    const char *usage; /* full --help text */
    int (*run)(int argc, char **argv);
} cli_command;

extern const cli_command cmd_rulesets, cmd_check, cmd_deck, cmd_cards, cmd_play, cmd_sim, cmd_test,
    cmd_coverage, cmd_serve;

/* A context whose rulesets_dir is the shipped rulesets (TAGTEAM_RULESETS, the source tree,
 * or the installed data directory) and whose games_dir holds the card databases
 * (TAGTEAM_GAMES, likewise); exits 1 on failure. */
tt_ctx *cli_ctx(void);
/* The card databases' and decks' directory (games_dir of cli_ctx): GAME/decks/NAME.yaml. */
const char *cli_games_dir(void);
/* Prints err as file:line:col: path: message to stderr; returns the exit status for it. */
int cli_report(const tt_error *err);
/* The exit status for err, as cli_report gives it, without printing (for threads). */
int cli_status_of(const tt_error *err);
/* Calls fn for path if it is a file, else for every .yaml file under it (name order);
 * -1 if path does not exist. */
int cli_walk_scenarios(const char *path, void (*fn)(const char *file, void *payload),
                       void *payload);
/* SEAT=VALUE: the seat (-1 if arg is not of that form or names no seat of r); *value is
 * what follows the '='. */
int cli_parse_seat_arg(const tt_rules *r, const char *arg, const char **value);
/* Loads each seat's deck (files[seat], else the ruleset's decks.default) into decks[] and
 * points setup's main, extra and side lists at them; an exit status (errors printed). With
 * warn, the cards not played as printed are warned of (cli_warn_simplified). */
int cli_load_decks(const char *command, tt_ctx *ctx, const tt_ruleset *rs,
                   const char *const files[TT_MAX_SEATS], tt_deck **decks, tt_series_setup *setup,
                   int warn);
/* Issue 30: one warning line on stderr per different card of seat's deck (named deck: its
 * file) whose `simplified` field says what of its printed text is not played as printed. */
void cli_warn_simplified(const char *command, tt_ctx *ctx, const tt_ruleset *rs,
                         const tt_series_setup *setup, unsigned seat, const char *deck);
/* Writes o as one compact JSON line on stdout and releases it; -1 when the line could not be
 * made or written (cli_output_status then fails the command). */
int cli_put_json(json_t *o);
/* Writes o as one indented JSON document on stdout (a command's --json result) and releases
 * it; -1 as cli_put_json. */
int cli_put_json_document(json_t *o);
/* status, or EXIT_RUNTIME with a message when stdout could not be written (a full disk, a
 * closed pipe): output that is lost is an error, not silence. */
int cli_output_status(int status);
/* ---- observation.c ---- */
/* seat's observation of m (tt_match_observe with st, the seat's stream) as a JSON object, or
 * NULL when it could not be made (no memory, the stream out of handles). */
json_t *cli_observation(const tt_match *m, unsigned seat, tt_stream *st);
/* ---- files.c: the files a command is given ---- */
/* EXIT_OK if path is a file that exists; else prints "tagteam COMMAND: PATH: no such WHAT" or
 * "...: a directory, not a WHAT" and returns EXIT_BAD_INPUT. */
int cli_input_file(const char *command, const char *what, const char *path);
/* tt_ruleset_load with the checks of a path (missing, a directory) and .yml files taken as
 * paths too; an exit status (errors printed). */
int cli_ruleset_load(tt_ruleset **out, tt_ctx *ctx, const char *command, const char *ref);
/* A file a command writes (--record, --csv, --plot, --junit): FILE.partial, renamed to FILE
 * by cli_out_close when all went well. */
typedef struct cli_out {
    const char *file, *command;
    FILE *f;    /* NULL when no file was asked for */
    int direct; /* not a regular file (a device, a FIFO, a link): written in place */
    char partial[4096];
} cli_out;
/* Opens FILE.partial for writing (file NULL: nothing asked, o->f NULL); refuses, exit 2 with
 * the option and path, a directory, a missing directory or a place that cannot be written. */
int cli_out_open(cli_out *o, const char *command, const char *option, const char *file);
/* Closes o: renamed to FILE when status is EXIT_OK and every write succeeded, else removed.
 * The status, EXIT_RUNTIME when the file could not be completed. */
int cli_out_close(cli_out *o, int status);
/* A .partial file that SIGINT, SIGTERM or SIGHUP removes before the process ends; forget it
 * once renamed or removed. The string must live until then. */
void cli_partial_watch(const char *partial);
void cli_partial_forget(const char *partial);
/* 1 if argv[i] is -h or --help. */
int cli_is_help(const char *arg);

#endif
