/* cmd_test.c: `tagteam test PATH...` runs scenario files (and folders of them, recursively)
 * and prints TAP: one test per scenario and ruleset, then "N passed, N failed". Exit 1 on a
 * failure, 2 on a malformed scenario. */
#include <stdlib.h>
#include <string.h>

#include "cli.h"

#define MAX_CLAUSES 256

typedef struct tally {
    tt_ctx *ctx;
    unsigned n, passed, failed;
    int bad_input;
    char ids[MAX_CLAUSES][16]; /* the clause IDs of tests/clauses.tsv (as `tagteam coverage`) */
    const char *idp[MAX_CLAUSES + 1]; /* NULL-terminated; idp[0] NULL: no list, no check */
} tally;

/* The first column of the clause list; without the file (an installed copy has no source
 * tree) covers: IDs are checked only for their form, by the loader. */
static void load_clause_ids(tally *t, const char *file)
{
    char line[1024];
    unsigned n = 0;
    FILE *f = fopen(file, "rb");
    while (f && n < MAX_CLAUSES && fgets(line, sizeof line, f)) {
        size_t len = strcspn(line, "\t\r\n");
        if (line[0] == '#' || !len || len >= sizeof t->ids[0])
            continue;
        memcpy(t->ids[n], line, len);
        t->ids[n][len] = '\0';
        t->idp[n] = t->ids[n];
        n++;
    }
    t->idp[n] = NULL;
    if (f)
        fclose(f);
}

/* A TAP diagnostic: every line of text behind "# ". */
static void diag(const char *prefix, const char *text)
{
    printf("# %s", prefix);
    for (const char *p = text; *p; p++) {
        putchar(*p);
        if (*p == '\n' && p[1])
            fputs("#   ", stdout);
    }
    if (!*text || text[strlen(text) - 1] != '\n')
        putchar('\n');
}

static void run_file(tally *t, const char *file)
{
    tt_scenario *sc = NULL;
    tt_error err = {0};
    if (tt_scenario_load_file(&sc, t->ctx, file, &err) ||
        tt_scenario_covers_known(sc, t->idp[0] ? t->idp : NULL, &err)) {
        tt_scenario_free(sc); /* NULL when the load failed */
        t->n++;
        t->failed++;
        t->bad_input = 1;
        printf("not ok %u - %s\n", t->n, file);
        char msg[1024];
        tt_error_format(&err, msg, sizeof msg);
        diag("", msg);
        fflush(stdout);
        cli_report(&err);
        return;
    }
    for (unsigned i = 0; i < tt_scenario_ruleset_count(sc); i++) {
        tt_scenario_result res;
        int rc = tt_scenario_run(sc, i, &res, &err);
        t->n++;
        if (rc == 0 && res.passed) {
            t->passed++;
            printf("ok %u - %s [%s] %s\n", t->n, file, res.ruleset, tt_scenario_name(sc));
            continue;
        }
        t->failed++;
        printf("not ok %u - %s [%s] %s\n", t->n, file, tt_scenario_ruleset_at(sc, i),
               tt_scenario_name(sc));
        if (rc) { /* the file names a ruleset, card, seat or zone that is not there */
            char msg[1024];
            tt_error_format(&err, msg, sizeof msg);
            diag("", msg);
            fflush(stdout);
            cli_report(&err);
            t->bad_input |= rc == TT_ERR_SCHEMA || rc == TT_ERR_SYNTAX;
        } else {
            char where[512];
            snprintf(where, sizeof where, "%s:%d: ", file, res.line);
            diag(where, res.message);
        }
        printf("# rerun: tagteam test %s\n", file);
    }
    tt_scenario_free(sc);
}

static void run_one(const char *file, void *payload)
{
    run_file(payload, file);
}

static int run(int argc, char **argv)
{
    tally t = {cli_ctx(), 0, 0, 0, 0, {{0}}, {0}};
    load_clause_ids(&t, TT_SOURCE_ROOT "/tests/clauses.tsv");
    if (argc < 2) {
        fputs(cmd_test.usage, stderr);
        tt_ctx_free(t.ctx);
        return EXIT_BAD_INPUT;
    }
    for (int i = 1; i < argc; i++) {
        unsigned before = t.n;
        if (cli_walk_scenarios(argv[i], run_one, &t))
            t.bad_input = 1;
        else if (t.n == before) { /* a run that tests nothing must not pass */
            fprintf(stderr, "tagteam: %s: no scenario files (.yaml, .yml) there\n", argv[i]);
            t.bad_input = 1;
        }
    }
    printf("1..%u\n# %u passed, %u failed\n", t.n, t.passed, t.failed);
    tt_ctx_free(t.ctx);
    if (t.bad_input)
        return EXIT_BAD_INPUT;
    return t.failed ? EXIT_RUNTIME : EXIT_OK;
}

const cli_command cmd_test = {
    .name = "test",
    .summary = "run scenario files (rules tests that read like rulings)",
    .usage = "usage: tagteam test PATH...\n\n"
             "Runs scenario files, and every .yaml file under a folder, under each of their\n"
             "rulesets (docs/scenarios.md). Prints TAP and a closing line 'N passed, N failed';\n"
             "a failure shows what was expected, what happened and how to rerun the file.\n"
             "A covers: ID that is not a clause of tests/clauses.tsv is refused (when the\n"
             "source tree is there, as for tagteam coverage).\n"
             "Exit status: 0 all passed, 1 a scenario failed, 2 a scenario is malformed or a\n"
             "path holds no scenario file.\n",
    .run = run,
};
