/* fuzz_scenario.c: a scenario file, loaded and run under each of its rulesets. */
#include "fuzz.h"

#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static tt_ctx *ctx;
    static char file[96];
    static tt_scenario_result res;
    if (!ctx) {
        char dir[64];
        snprintf(dir, sizeof dir, "/tmp/tagteam-fuzz-scenario-XXXXXX");
        if (!mkdtemp(dir))
            abort();
        snprintf(file, sizeof file, "%s/input.yaml", dir);
        ctx = fuzz_ctx(NULL);
    }
    fuzz_write(file, data, size);
    tt_scenario *sc = NULL;
    tt_error err = {0};
    int rc = tt_scenario_load_file(&sc, ctx, file, &err);
    fuzz_check_result("tt_scenario_load_file", rc, sc, &err);
    for (unsigned i = 0; sc && i < tt_scenario_ruleset_count(sc); i++) {
        tt_error run_err = {0};
        rc = tt_scenario_run(sc, i, &res, &run_err);
        if (rc < 0 && !run_err.msg[0]) {
            fprintf(stderr, "fuzz: a scenario run failed without saying why (%d)\n", rc);
            abort();
        }
    }
    tt_scenario_free(sc);
    return 0;
}
