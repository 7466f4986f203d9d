/* sim.h: what the parts of `tagteam sim` share: the counts a run adds up (exactly mergeable:
 * integers and a histogram, no floating sums), a result with what identifies it (ruleset,
 * variant, agents, decks, seeds, shard), the players on threads, the --vary matrix and the
 * reports (text, JSON, CSV, SVG). */
#ifndef TAGTEAM_SIM_H
#define TAGTEAM_SIM_H

#include <jansson.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>

#include "cli.h"

#define SIM_NENDS      8
#define SIM_MAX_VARY   8    /* --vary options in one run */
#define SIM_MAX_VALUES 64   /* values of one --vary */
#define SIM_MAX_CELLS  1024 /* rulesets x variants in one run */
#define SIM_MAX_JOBS   256
#define SIM_FORMAT     "tagteam-sim 1" /* the JSON result's "format": --merge takes only this */

/* How games end: a draw, or the reason a game-over event gives (tt_out_reason): the win the
 * winner met itself (a card, time, Prizes), else the last loss. */
extern const char *const sim_end_names[SIM_NENDS];

typedef struct sim_stats {
    unsigned long matches, games, decisions, draws;
    unsigned long wins[TT_MAX_TEAMS];           /* match wins */
    unsigned long first_games, first_game_wins; /* decisive games; won by the team going first */
    unsigned long ends[SIM_NENDS];              /* games by how they ended */
    unsigned long turn_sum;                     /* turns of all games, for the mean */
    unsigned long *turns;                       /* turns[t]: games that lasted t turns */
    size_t nturns;                              /* entries of turns */
    double seconds;                             /* wall time (summed over shards) */
} sim_stats;

/* Counts one game of t turns; -1 when out of memory. */
int sim_stats_add_turns(sim_stats *st, unsigned t, unsigned long count);
/* Adds from into into (every count; the histograms); -1 when out of memory. */
int sim_stats_add(sim_stats *into, const sim_stats *from);
void sim_stats_free(sim_stats *st);
/* The median game length: the turns of the game in the middle (the upper one of an even count). */
unsigned sim_stats_median(const sim_stats *st);
double sim_stats_mean(const sim_stats *st);

/* An agent of a seat as given (--agent SEAT=NAME). Parsing and calls are in sim_run.c. */
typedef struct sim_agent {
    int kind;
    char name[32];
} sim_agent;
extern const char *const sim_agent_names; /* "random, first, greedy, mcts:N": for messages */
/* Reads an agent name a sim may run (not stdio); -1 if it is none. */
int sim_agent_parse(sim_agent *out, const char *name);

/* The variant settings of one cell: key paths and the value each takes. */
typedef struct sim_setting {
    char key[128];
    char value[128];
} sim_setting;

/* One cell's result and what identifies it: --merge combines results whose identity is equal
 * and whose shards make up the whole run. */
typedef struct sim_result {
    char ruleset[64]; /* the base ruleset's name (tt_rules.name's size) */
    unsigned nsettings;
    sim_setting settings[SIM_MAX_VARY];
    char rules_hash[17]; /* the played rules' hash (tt_ruleset_hash), hex */
    unsigned teams, seats, match_games;
    char seat_name[TT_MAX_SEATS][4];
    char agent[TT_MAX_SEATS][32];
    char decks_hash[17]; /* of every seat's card ids (the deck files' paths vary by machine) */
    uint64_t first_seed;
    unsigned long run_matches; /* the matches of the whole run, all shards */
    unsigned shard_k, shard_n;
    sim_stats st;
} sim_result;

/* Shard k of n plays the contiguous block [lo, hi) of the run's match indices. */
void sim_shard_range(unsigned long matches, unsigned k, unsigned n, unsigned long *lo,
                     unsigned long *hi);

/* ---- sim_run.c: playing on threads ---- */

/* A progress bar over a whole run, drawn on stderr only when it is a terminal and the run has
 * lasted a second. */
typedef struct sim_progress {
    atomic_ulong done;
    unsigned long total;
    int tty, drawn;
    double start;
} sim_progress;
void sim_progress_init(sim_progress *p, unsigned long total);
void sim_progress_end(sim_progress *p);

typedef struct sim_job {
    tt_ctx *ctx;
    const tt_ruleset *rs;
    const tt_series_setup *setup; /* the decks; seed and events are the player's own */
    const sim_agent *agent;       /* per seat */
    uint64_t first_seed;
    unsigned long lo, hi; /* match indices: match k plays seed first_seed + k */
    unsigned jobs;
    unsigned long max_decisions; /* per match: past it the match is stuck (an engine fault) */
    sim_progress *progress;
} sim_job;

/* Plays the job's matches on job->jobs threads and adds them up into st (zeroed by the caller);
 * the counts do not depend on jobs. An exit status: on an engine failure the message of the
 * lowest failing seed is printed (as --jobs 1 would). */
int sim_play(const sim_job *job, sim_stats *st);
/* The number of online cores (at least 1). */
unsigned sim_online_cores(void);

/* ---- sim_vary.c: the variant matrix ---- */

typedef struct sim_vary {
    const char *arg; /* KEY=V1,V2 as given */
    char key[128];
    unsigned nsegs, seg_col[16]; /* the key's dotted parts, 1-based columns in arg */
    unsigned nvalues, value_col[SIM_MAX_VALUES];
    char value[SIM_MAX_VALUES][128];
} sim_vary;

/* Reads KEY=V1,V2,... (values split at commas outside [] and {}); an exit status, errors as
 * `--vary ARG:1:COL: key: message`. */
int sim_vary_parse(sim_vary *v, const char *arg);
/* Refuses a key given twice or one inside another (life and life.start). */
int sim_vary_check(const sim_vary *v, unsigned n);
/* The number of variants: the product of the value counts (1 with no --vary). */
unsigned long sim_vary_cells(const sim_vary *v, unsigned n);
/* Loads variant number cell (mixed radix over the --vary options, the last fastest) of base as
 * a ruleset that extends it with those keys set; fills settings. An exit status; a refused key
 * or value is reported at its place in its --vary argument. */
int sim_vary_load(tt_ruleset **out, tt_ctx *ctx, const char *base, const tt_rules *base_rules,
                  const sim_vary *v, unsigned n, unsigned long cell, sim_setting *settings);

/* ---- sim_report.c: text, JSON (and back, for --merge), CSV ---- */

/* The Wilson score 95% interval of k successes in n, as shares. */
void sim_interval(unsigned long k, unsigned long n, double *lo, double *hi);
/* "ygo-team-duel" or "ygo-team-duel life.start=4000 hand.start=6" into buf. */
const char *sim_label(const sim_result *r, char *buf, size_t size);
void sim_report_text(FILE *f, const sim_result *r, unsigned nresults, unsigned jobs);
json_t *sim_result_json(const sim_result *r);
/* Reads a result back; an exit status, errors as `FILE: [index].key: message`. */
int sim_result_from_json(sim_result *out, json_t *o, const char *file, size_t index);
/* Writes the CSV (RFC 4180: a header row, one row per result) to f; its errors are f's
 * (cli_out_close reports them). */
void sim_write_csv(FILE *f, const sim_result *r, unsigned nresults);

/* ---- sim_plot.c ---- */

/* Draws first-team win share (95% interval bars) and game length per result as SVG. */
void sim_write_svg(FILE *f, const sim_result *r, unsigned nresults);

#endif
