/* cmd_test.c: `tagteam test PATH...` runs scenario files (and folders of them, recursively)
 * and prints TAP: one test per scenario and ruleset, then "N passed, N failed" (--json: one
 * JSON object; --junit FILE: a JUnit XML report too). Exit 1 on a failure, 2 on a malformed
 * scenario. */
#include <stdlib.h>
#include <string.h>

#include "cli.h"

#define MAX_CLAUSES 256

typedef struct tally {
    tt_ctx *ctx;
    unsigned n, passed, failed;
    int bad_input;
    int tap;                   /* TAP on stdout (not with --json) */
    json_t *results;           /* --json, --junit: one object per test */
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

/* One test's result for --json and --junit: file, ruleset, scenario, passed, and for a failure
 * its message (with the line of the step) or the error of a malformed file. */
static void note(tally *t, const char *file, const char *ruleset, const char *name, int passed,
                 const char *message, int line)
{
    if (!t->results)
        return;
    json_t *o = json_pack("{s:s, s:s?, s:s?, s:b}", "file", file, "ruleset", ruleset, "scenario",
                          name, "passed", passed);
    if (!passed) {
        json_object_set_new(o, "message", json_string(message));
        if (line > 0)
            json_object_set_new(o, "line", json_integer(line));
    }
    json_array_append_new(t->results, o);
}

/* A TAP diagnostic: every line of text behind "# ". */
static void diag(const tally *t, const char *prefix, const char *text)
{
    if (!t->tap)
        return;
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
        if (t->tap)
            printf("not ok %u - %s\n", t->n, file);
        char msg[1024];
        tt_error_format(&err, msg, sizeof msg);
        diag(t, "", msg);
        note(t, file, NULL, NULL, 0, msg, 0);
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
            if (t->tap)
                printf("ok %u - %s [%s] %s\n", t->n, file, res.ruleset, tt_scenario_name(sc));
            note(t, file, res.ruleset, tt_scenario_name(sc), 1, NULL, 0);
            continue;
        }
        t->failed++;
        if (t->tap)
            printf("not ok %u - %s [%s] %s\n", t->n, file, tt_scenario_ruleset_at(sc, i),
                   tt_scenario_name(sc));
        if (rc) { /* the file names a ruleset, card, seat or zone that is not there */
            char msg[1024];
            tt_error_format(&err, msg, sizeof msg);
            diag(t, "", msg);
            note(t, file, tt_scenario_ruleset_at(sc, i), tt_scenario_name(sc), 0, msg, 0);
            fflush(stdout);
            cli_report(&err);
            t->bad_input |= rc == TT_ERR_SCHEMA || rc == TT_ERR_SYNTAX;
        } else {
            char where[512];
            snprintf(where, sizeof where, "%s:%d: ", file, res.line);
            diag(t, where, res.message);
            note(t, file, tt_scenario_ruleset_at(sc, i), tt_scenario_name(sc), 0, res.message,
                 res.line);
        }
        if (t->tap)
            printf("# rerun: tagteam test %s\n", file);
    }
    tt_scenario_free(sc);
}

static void run_one(const char *file, void *payload)
{
    run_file(payload, file);
}

/* Text as XML character data or an attribute value. */
static void put_xml(FILE *f, const char *text)
{
    for (const unsigned char *p = (const unsigned char *)text; p && *p; p++) {
        if (*p == '&')
            fputs("&amp;", f);
        else if (*p == '<')
            fputs("&lt;", f);
        else if (*p == '>')
            fputs("&gt;", f);
        else if (*p == '"')
            fputs("&quot;", f);
        else if (*p == '\n')
            fputs("&#10;", f);
        else if (*p < 0x20 && *p != '\t')
            fputc(' ', f); /* XML 1.0 has no other control characters */
        else
            fputc(*p, f);
    }
}

/* --junit FILE: a JUnit XML report, one testcase per scenario and ruleset (as the TAP lines),
 * a failure with its message; a malformed file is an error. */
static void write_junit(FILE *f, const tally *t)
{
    unsigned errors = 0;
    for (size_t i = 0; i < json_array_size(t->results); i++)
        errors += !json_string_value(json_object_get(json_array_get(t->results, i), "scenario"));
    fprintf(f,
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            "<testsuites name=\"tagteam test\" tests=\"%u\" failures=\"%u\" errors=\"%u\">\n"
            "  <testsuite name=\"tagteam test\" tests=\"%u\" failures=\"%u\" errors=\"%u\">\n",
            t->n, t->failed - errors, errors, t->n, t->failed - errors, errors);
    for (size_t i = 0; i < json_array_size(t->results); i++) {
        json_t *r = json_array_get(t->results, i);
        const char *file = json_string_value(json_object_get(r, "file"));
        const char *ruleset = json_string_value(json_object_get(r, "ruleset"));
        const char *name = json_string_value(json_object_get(r, "scenario"));
        const char *msg = json_string_value(json_object_get(r, "message"));
        fputs("    <testcase classname=\"", f);
        put_xml(f, file);
        fputs("\" name=\"", f);
        if (name) {
            fputc('[', f);
            put_xml(f, ruleset);
            fputs("] ", f);
            put_xml(f, name);
        } else {
            put_xml(f, file);
        }
        if (json_is_true(json_object_get(r, "passed"))) {
            fputs("\"/>\n", f);
            continue;
        }
        const char *kind = name ? "failure" : "error";
        json_int_t line = json_integer_value(json_object_get(r, "line"));
        fprintf(f, "\">\n      <%s message=\"", kind);
        put_xml(f, msg);
        fputs("\">", f);
        if (line > 0)
            fprintf(f, "%s:%" JSON_INTEGER_FORMAT ": ", file, line); /* file names are plain */
        put_xml(f, msg);
        fprintf(f, "</%s>\n    </testcase>\n", kind);
    }
    fputs("  </testsuite>\n</testsuites>\n", f);
}

static int run(int argc, char **argv)
{
    tally t = {NULL, 0, 0, 0, 0, 1, NULL, {{0}}, {0}};
    const char *paths[256], *junit = NULL;
    int npaths = 0, json = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--json") == 0) {
            json = 1;
        } else if (strcmp(argv[i], "--junit") == 0 && i + 1 < argc) {
            junit = argv[++i];
        } else if (argv[i][0] == '-' && argv[i][1]) {
            fprintf(stderr, "tagteam test: unknown or incomplete option '%s'\n", argv[i]);
            return EXIT_BAD_INPUT;
        } else if (npaths < 256) {
            paths[npaths++] = argv[i];
        } else {
            fprintf(stderr, "tagteam test: at most 256 paths at a time\n");
            return EXIT_BAD_INPUT;
        }
    }
    if (!npaths) {
        fputs(cmd_test.usage, stderr);
        return EXIT_BAD_INPUT;
    }
    cli_out out;
    int status = cli_out_open(&out, "test", "--junit", junit); /* refused before any test */
    if (status != EXIT_OK)
        return status;
    t.ctx = cli_ctx();
    load_clause_ids(&t, TT_SOURCE_ROOT "/tests/clauses.tsv");
    t.tap = !json;
    t.results = json || junit ? json_array() : NULL;
    for (int i = 0; i < npaths; i++) {
        unsigned before = t.n;
        if (cli_walk_scenarios(paths[i], run_one, &t))
            t.bad_input = 1;
        else if (t.n == before) { /* a run that tests nothing must not pass */
            fprintf(stderr, "tagteam: %s: no scenario files (.yaml, .yml) there\n", paths[i]);
            t.bad_input = 1;
        }
    }
    if (t.tap)
        printf("1..%u\n# %u passed, %u failed\n", t.n, t.passed, t.failed);
    status = t.bad_input ? EXIT_BAD_INPUT : t.failed ? EXIT_RUNTIME : EXIT_OK;
    if (out.f)
        write_junit(out.f, &t);
    /* the report of a failing run is kept: it is what a CI server shows */
    int written = cli_out_close(&out, EXIT_OK);
    if (json) {
        json_t *doc = json_pack("{s:i, s:i, s:i, s:O}", "tests", (int)t.n, "passed", (int)t.passed,
                                "failed", (int)t.failed, "results", t.results);
        if (cli_put_json_document(doc) && status == EXIT_OK)
            status = EXIT_RUNTIME;
    }
    json_decref(t.results);
    tt_ctx_free(t.ctx);
    return status == EXIT_OK ? written : status;
}

const cli_command cmd_test = {
    .name = "test",
    .summary = "run scenario files (rules tests that read like rulings)",
    .usage = "usage: tagteam test [--json] [--junit FILE] PATH...\n\n"
             "Runs scenario files, and every .yaml and .yml file under a folder, under each of\n"
             "their rulesets (docs/scenarios.md). Prints TAP and a closing line 'N passed, N\n"
             "failed'; a failure shows what was expected, what happened and how to rerun the\n"
             "file. --json prints one JSON object instead (the counts and a result per test);\n"
             "--junit FILE also writes a JUnit XML report (a testcase per scenario and ruleset).\n"
             "A covers: ID that is not a clause of tests/clauses.tsv is refused (when the\n"
             "source tree is there, as for tagteam coverage).\n"
             "Exit status: 0 all passed, 1 a scenario failed, 2 a scenario is malformed or a\n"
             "path holds no scenario file.\n",
    .run = run,
};
