/* cmd_coverage.c: `tagteam coverage` lists every clause of the rules (tests/clauses.tsv: the
 * project's own clause list with its state) with the scenarios that cover it and whether they
 * pass; --json for tools, --markdown for docs/rules-coverage.md (generated from it). */
#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

#define MAX_CLAUSES 128
#define MAX_HITS    32

typedef struct hit {
    char file[160];
    char ruleset[64];
    int passed;
} hit;

typedef struct clause {
    char id[16];
    char *summary, *state, *where, *tests;
    hit hits[MAX_HITS];
    unsigned nhits;
} clause;

typedef struct cover {
    tt_ctx *ctx;
    clause clauses[MAX_CLAUSES];
    unsigned n;
    int failed, bad_input;
    char *text; /* the clause file, split in place */
} cover;

static int load_clauses(cover *c, const char *file)
{
    FILE *f = fopen(file, "rb");
    if (!f) {
        fprintf(stderr, "tagteam coverage: cannot read %s\n", file);
        return -1;
    }
    c->text = calloc(1, 1 << 20);
    size_t len = c->text ? fread(c->text, 1, (1 << 20) - 1, f) : 0;
    fclose(f);
    if (!c->text)
        return -1;
    c->text[len] = '\0';
    for (char *line = strtok(c->text, "\n"); line && c->n < MAX_CLAUSES;
         line = strtok(NULL, "\n")) {
        if (line[0] == '#' || !line[0])
            continue;
        char *cols[5] = {0};
        unsigned k = 0;
        for (char *p = line; k < 5; k++) {
            cols[k] = p;
            char *tab = strchr(p, '\t');
            if (!tab) {
                k++;
                break;
            }
            *tab = '\0';
            p = tab + 1;
        }
        clause *cl = &c->clauses[c->n++];
        snprintf(cl->id, sizeof cl->id, "%s", cols[0]);
        cl->summary = cols[1] ? cols[1] : "";
        cl->state = cols[2] ? cols[2] : "";
        cl->where = cols[3] ? cols[3] : "";
        cl->tests = cols[4] ? cols[4] : "";
    }
    return 0;
}

static clause *find(cover *c, const char *id)
{
    for (unsigned i = 0; i < c->n; i++)
        if (!strcmp(c->clauses[i].id, id))
            return &c->clauses[i];
    return NULL;
}

static void run_one(const char *file, void *payload)
{
    cover *c = payload;
    tt_scenario *sc;
    tt_error err = {0};
    if (tt_scenario_load_file(&sc, c->ctx, file, &err)) {
        cli_report(&err);
        c->bad_input = 1;
        return;
    }
    const char *base = strrchr(file, '/');
    for (unsigned r = 0; r < tt_scenario_ruleset_count(sc); r++) {
        tt_scenario_result res;
        int rc = tt_scenario_run(sc, r, &res, &err);
        int passed = rc == 0 && res.passed;
        if (rc) {
            cli_report(&err);
            c->bad_input = 1;
        }
        c->failed |= !passed;
        for (unsigned k = 0; k < tt_scenario_covers_count(sc); k++) {
            clause *cl = find(c, tt_scenario_covers_at(sc, k));
            if (!cl) {
                fprintf(stderr, "%s: covers %s, which is not a clause of the list\n", file,
                        tt_scenario_covers_at(sc, k));
                c->bad_input = 1;
                continue;
            }
            if (cl->nhits < MAX_HITS) {
                hit *h = &cl->hits[cl->nhits++];
                snprintf(h->file, sizeof h->file, "%s", base ? base + 1 : file);
                snprintf(h->ruleset, sizeof h->ruleset, "%s", tt_scenario_ruleset_at(sc, r));
                h->passed = passed;
            }
        }
    }
    tt_scenario_free(sc);
}

static void print_text(const cover *c)
{
    for (unsigned i = 0; i < c->n; i++) {
        const clause *cl = &c->clauses[i];
        unsigned pass = 0;
        for (unsigned h = 0; h < cl->nhits; h++)
            pass += cl->hits[h].passed;
        printf("%-8s %-8s %2u scenario run%s%s %s\n", cl->id, cl->state, cl->nhits,
               cl->nhits == 1 ? " " : "s", pass == cl->nhits ? "" : " (FAILING)", cl->summary);
    }
}

static void print_json(const cover *c)
{
    json_t *arr = json_array();
    for (unsigned i = 0; i < c->n; i++) {
        const clause *cl = &c->clauses[i];
        json_t *o = json_object(), *hits = json_array();
        json_object_set_new(o, "id", json_string(cl->id));
        json_object_set_new(o, "summary", json_string(cl->summary));
        json_object_set_new(o, "state", json_string(cl->state));
        for (unsigned h = 0; h < cl->nhits; h++) {
            json_t *ho = json_object();
            json_object_set_new(ho, "file", json_string(cl->hits[h].file));
            json_object_set_new(ho, "ruleset", json_string(cl->hits[h].ruleset));
            json_object_set_new(ho, "passed", json_boolean(cl->hits[h].passed));
            json_array_append_new(hits, ho);
        }
        json_object_set_new(o, "scenarios", hits);
        json_array_append_new(arr, o);
    }
    char *s = json_dumps(arr, JSON_INDENT(1) | JSON_PRESERVE_ORDER);
    if (s)
        puts(s);
    free(s);
    json_decref(arr);
}

static void print_markdown(const cover *c)
{
    static const char *const groups[][2] = {{"YT-", "YT: Yu-Gi-Oh! Team Duel"},
                                            {"YP-", "YP: tournament procedure and victory"},
                                            {"YM-", "YM: Master Rule 3"},
                                            {"PD-", "PD: Pokémon TCG doubles"},
                                            {"", "Baselines (1v1)"}};
    unsigned counts[4] = {0}, covered = 0;
    static const char *const states[] = {"done", "core", "partial", "not yet"};
    for (unsigned i = 0; i < c->n; i++) {
        for (unsigned s = 0; s < 4; s++)
            counts[s] += !strcmp(c->clauses[i].state, states[s]);
        covered += c->clauses[i].nhits > 0;
    }
    printf("# Rules coverage\n\n"
           "Generated by `tagteam coverage --markdown` from `tests/clauses.tsv` (every clause of\n"
           "`../shared/RULES.md` and the 1v1 baselines, in this project's words, with its state) "
           "and\nthe scenarios in `tests/scenarios/`. Do not edit by hand: edit the clause list "
           "or add\nscenarios, then regenerate (a test checks this page is current).\n\n"
           "**done**: implemented and tested; **core**: the core mechanism and its ruleset switch "
           "are done\nand tested, the module cards that use it are not yet; **partial**: part of "
           "the clause is done\n(the rest is said); **not yet**: nothing of it yet.\n\n"
           "%u clauses: %u done, %u core, %u partial, %u not yet; %u covered by scenarios.\n"
           "Unit tests are Criterion `suite/name` patterns (`build/tests/unit/unit_core --filter "
           "'turn/*'`).\n",
           c->n, counts[0], counts[1], counts[2], counts[3], covered);
    for (unsigned g = 0; g < 5; g++) {
        printf("\n## %s\n| clause | state | where | unit tests | scenarios |\n"
               "|---|---|---|---|---|\n",
               groups[g][1]);
        for (unsigned i = 0; i < c->n; i++) {
            const clause *cl = &c->clauses[i];
            int in = g < 4 ? !strncmp(cl->id, groups[g][0], 3)
                           : strncmp(cl->id, "YT-", 3) && strncmp(cl->id, "YP-", 3) &&
                                 strncmp(cl->id, "YM-", 3) && strncmp(cl->id, "PD-", 3);
            if (!in)
                continue;
            printf("| %s %s | %s | %s | %s | ", cl->id, cl->summary, cl->state, cl->where,
                   cl->tests[0] ? cl->tests : "—");
            if (!cl->nhits)
                printf("—");
            for (unsigned h = 0; h < cl->nhits; h++) {
                unsigned same = 0; /* one entry per file, listing its rulesets */
                for (unsigned k = 0; k < h; k++)
                    same |= !strcmp(cl->hits[k].file, cl->hits[h].file);
                if (same)
                    continue;
                printf("%s`%s`%s", h ? "<br>" : "", cl->hits[h].file,
                       cl->hits[h].passed ? "" : " (failing)");
            }
            printf(" |\n");
        }
    }
}

static int run(int argc, char **argv)
{
    cover *c = calloc(1, sizeof *c);
    const char *clauses = TT_SOURCE_ROOT "/tests/clauses.tsv", *paths[64];
    int npaths = 0, json = 0, markdown = 0;
    if (!c)
        return EXIT_RUNTIME;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--json"))
            json = 1;
        else if (!strcmp(argv[i], "--markdown"))
            markdown = 1;
        else if (!strcmp(argv[i], "--clauses") && i + 1 < argc)
            clauses = argv[++i];
        else if (argv[i][0] == '-') {
            fputs(cmd_coverage.usage, stderr);
            free(c);
            return EXIT_BAD_INPUT;
        } else if (npaths < 64)
            paths[npaths++] = argv[i];
    }
    if (!npaths)
        paths[npaths++] = TT_SOURCE_ROOT "/tests/scenarios";
    if (cli_input_file("coverage", "clause file", clauses)) {
        free(c);
        return EXIT_BAD_INPUT;
    }
    if (load_clauses(c, clauses)) {
        free(c->text);
        free(c);
        return EXIT_RUNTIME;
    }
    c->ctx = cli_ctx();
    for (int i = 0; i < npaths; i++)
        if (cli_walk_scenarios(paths[i], run_one, c))
            c->bad_input = 1;
    if (json)
        print_json(c);
    else if (markdown)
        print_markdown(c);
    else
        print_text(c);
    int status = c->bad_input ? EXIT_BAD_INPUT : c->failed ? EXIT_RUNTIME : EXIT_OK;
    tt_ctx_free(c->ctx);
    free(c->text);
    free(c);
    return status;
}

const cli_command cmd_coverage = {
    .name = "coverage",
    .summary = "list every rules clause with the scenarios that cover it",
    .usage = "usage: tagteam coverage [--json | --markdown] [--clauses FILE] [PATH...]\n\n"
             "Runs the scenarios under PATH (default: the source tree's tests/scenarios) and\n"
             "lists every clause of the clause list (default tests/clauses.tsv) with its state\n"
             "and the scenarios that cover it, passing or failing. --markdown writes the page\n"
             "docs/rules-coverage.md is generated from. Exit status: 0 ok, 1 a scenario fails,\n"
             "2 a malformed scenario or one that covers an unknown clause.\n",
    .run = run,
};
