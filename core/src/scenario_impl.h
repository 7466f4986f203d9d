/* scenario_impl.h: the loaded scenario, shared by the loader (scenario.c), the position it
 * sets up (scenario_setup.c) and the script runner (scenario_run.c). */
#ifndef TAGTEAM_SCENARIO_IMPL_H
#define TAGTEAM_SCENARIO_IMPL_H

#include "tagteam/carddb.h"
#include "tagteam/scenario.h"
#include "tagteam/series.h"

#include "arena.h"
#include "match_impl.h"
#include "yaml_doc.h"

struct tt_scenario {
    tt_ctx *ctx;
    tt_arena arena;
    const char *file;
    const tt_node *root, *setup, *start, *decks, *script, *overrides, *filler, *seed_node;
    const tt_node *games; /* games: [{game: N, setup}]: a later game's position in a match */
    const tt_node *rulesets[16];
    unsigned nrulesets;
    const char *covers[64];
    const tt_node *covers_at[64]; /* where each was written (tt_scenario_covers_known) */
    unsigned ncovers;
    const char *name;
    unsigned long long seed;
};

/* One run of a scenario under one of its rulesets. */
typedef struct tt_scenario_runner {
    tt_scenario *sc;
    const tt_ruleset *rs;
    const tt_rules *r;
    const tt_carddb *db;
    tt_series *series; /* the match: one game, or several under a `match:` ruleset */
    tt_match *m;       /* its game being played, or the last one played */
    tt_scenario_result *res;
    tt_error *err;
    tt_rng agent_rng; /* `agent: random` stretches; the match's own RNG stays untouched */
    char *log;        /* the text of every event since the setup, one per line */
    size_t loglen, logcap, mark; /* mark: where the events since the last expect begin */
    int log_full;                /* out of memory: events expectations fail */
    struct tt_deck *seat_deck[TT_MAX_SEATS]; /* decks: [{seat, file}]: the seat's own deck */
    unsigned game_placed;      /* the last game whose setup (setup, games.N) was placed */
    struct tt_scenario_shown { /* TT_EV_SHOWN since the setup: a look one seat had */
        uint8_t seat, with_team;
        uint32_t id;
    } * shown;
    size_t nshown, shown_cap, shown_mark; /* shown_mark: the first since the last expect */
} tt_scenario_runner;

/* scenario_setup.c: the position before the script. Each returns 0 or TT_ERR_SCHEMA (err
 * holds the file:line:col of the offending name). */
int tt_scenario__build_decks(tt_scenario_runner *x, uint32_t *ids, tt_series_setup *setup);
/* The team that must go first for start.turn to be start.seat's under a drawn first team
 * (YT-2.1), so the match begins with it (its log, its opening hands' order); -1: none to fix. */
int tt_scenario__first_team(const tt_scenario_runner *x);
int tt_scenario__place_cards(tt_scenario_runner *x, const tt_node *setup);
int tt_scenario__apply_start(tt_scenario_runner *x);
int tt_scenario__seat_state(tt_scenario_runner *x, const tt_node *setup); /* deck_size, out */
/* "SEAT.zone" or "SEAT.zone@lane": the zone instance, or TT_NOWHERE. */
unsigned tt_scenario__seat_zone(const tt_scenario_runner *x, const char *sz);

/* scenario_cards.c: `expect: cards:`. check_card_keys refuses, before the script runs, a
 * card key neither the core nor the game knows (TT_ERR_SCHEMA at its position);
 * expect_cards returns 1 with what differs in msg and its node in *at, or 0. */
int tt_scenario__check_card_keys(tt_scenario_runner *x);
int tt_scenario__expect_cards(const tt_scenario_runner *x, const tt_node *v, char *msg, size_t size,
                              const tt_node **at);

/* scenario_names.c: every seat and SEAT.zone the script names exists in the run's ruleset;
 * else TT_ERR_SCHEMA at its position. Needs the match (zones depend on it). */
int tt_scenario__check_names(tt_scenario_runner *x);

/* A malformed file: err gets file:line:col: path: message; returns TT_ERR_SCHEMA (the same
 * as a module's card error, tt_node_error in carddb.h). */
#define tt_scenario__bad tt_node_error

#endif
