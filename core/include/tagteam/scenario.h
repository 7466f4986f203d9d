/* scenario.h: rules tests that read like rulings (docs/scenarios.md): a YAML file sets up a
 * position under one or more rulesets, takes decisions by their labels and checks the state,
 * the refusals (with their rule keys) and the outcome. `tagteam test` runs them. */
#ifndef TAGTEAM_SCENARIO_H
#define TAGTEAM_SCENARIO_H

#include "common.h"
#include "error.h"
#include "ruleset.h"

typedef struct tt_scenario tt_scenario;

/* Loads and checks a scenario file (every key typed; errors file:line:col: key.path). */
TT_API int tt_scenario_load_file(tt_scenario **out, tt_ctx *ctx, const char *file, tt_error *err);
TT_API void tt_scenario_free(tt_scenario *sc);
TT_API const char *tt_scenario_name(const tt_scenario *sc);
TT_API unsigned tt_scenario_covers_count(const tt_scenario *sc);
TT_API const char *tt_scenario_covers_at(const tt_scenario *sc, unsigned i);
/* Whether every clause ID of the scenario's `covers:` is one of ids (NULL-terminated: the
 * clause list, tests/clauses.tsv): TT_OK, or TT_ERR_SCHEMA with err at the first unknown ID
 * (with a did-you-mean). The loader checks only an ID's form; a well-formed ID of no clause
 * (YT-9.9) would count as covering nothing. */
TT_API int tt_scenario_covers_known(const tt_scenario *sc, const char *const *ids, tt_error *err);
TT_API unsigned tt_scenario_ruleset_count(const tt_scenario *sc);
TT_API const char *tt_scenario_ruleset_at(const tt_scenario *sc, unsigned i);

typedef struct tt_scenario_result {
    int passed;
    const char *ruleset; /* the ruleset of this run */
    int line;            /* the step that failed (0 when passed) */
    char message[4096];  /* what was expected and what happened */
} tt_scenario_result;

/* Runs the scenario under its i-th ruleset and fills *res. Returns 0, or a negative status
 * when the run could not start (a ruleset, card name or zone the file names is wrong: err has
 * its position). */
TT_API int tt_scenario_run(tt_scenario *sc, unsigned i, tt_scenario_result *res, tt_error *err);

#endif
