/* cmd_check.c: `tagteam check [--explain] FILE...` validates rulesets; --explain prints the
 * merged ruleset (after extends:, defaults filled in) and its hash; --json as one JSON array. */
#include <stdlib.h>
#include <string.h>

#include "cli.h"

static int run(int argc, char **argv)
{
    int explain = 0, json = 0, status = EXIT_OK, nfiles = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--explain") == 0 || strcmp(argv[i], "--json") == 0) {
            *(argv[i][2] == 'e' ? &explain : &json) = 1;
            continue;
        }
        if (argv[i][0] == '-' && argv[i][1]) {
            fprintf(stderr, "tagteam check: unknown option '%s'\n", argv[i]);
            return EXIT_BAD_INPUT;
        }
        nfiles++;
    }
    if (!nfiles) {
        fprintf(stderr, "usage: tagteam check [--explain] [--json] FILE...\n");
        return EXIT_BAD_INPUT;
    }
    tt_ctx *ctx = cli_ctx();
    json_t *all = json ? json_array() : NULL; /* --json: one array, printed at the end */
    for (int i = 1; i < argc; i++) {
        tt_ruleset *rs;
        if (strcmp(argv[i], "--explain") == 0 || strcmp(argv[i], "--json") == 0)
            continue;
        int s = cli_ruleset_load(&rs, ctx, "check", argv[i]);
        if (s != EXIT_OK) { /* printed on stderr; --json says which file */
            if (s > status || status == EXIT_OK)
                status = s;
            if (all)
                json_array_append_new(all, json_pack("{s:s, s:b}", "file", argv[i], "ok", 0));
            continue;
        }
        char hash[17];
        snprintf(hash, sizeof hash, "%016llx", (unsigned long long)tt_ruleset_hash(rs));
        char *text = NULL;
        for (unsigned w = 0; tt_ruleset_warning(rs, w); w++) { /* loads, but cannot work */
            tt_error warn = *tt_ruleset_warning(rs, w);
            char buf[1024];
            snprintf(warn.msg, sizeof warn.msg, "warning: %s", tt_ruleset_warning(rs, w)->msg);
            tt_error_format(&warn, buf, sizeof buf);
            fprintf(stderr, "%s\n", buf);
        }
        if (explain) {
            size_t n = tt_ruleset_explain(rs, NULL, 0);
            if (!(text = malloc(n + 1))) {
                tt_ruleset_free(rs);
                json_decref(all);
                tt_ctx_free(ctx);
                return EXIT_RUNTIME;
            }
            tt_ruleset_explain(rs, text, n + 1);
        }
        if (all) {
            const tt_rules *r = tt_ruleset_rules(rs);
            json_t *o = json_pack("{s:s, s:b, s:s, s:s, s:s}", "file", argv[i], "ok", 1, "name",
                                  r->name, "title", r->title, "hash", hash);
            if (text)
                json_object_set_new(o, "explain", json_string(text));
            json_array_append_new(all, o);
        } else if (explain) {
            printf("# %s (merged, defaults filled in)\n%s# hash: %s\n", argv[i], text, hash);
        } else {
            printf("%s: ok (%s, hash %s)\n", argv[i], tt_ruleset_rules(rs)->name, hash);
        }
        free(text);
        tt_ruleset_free(rs);
    }
    if (all && cli_put_json_document(all) && status == EXIT_OK)
        status = EXIT_RUNTIME;
    tt_ctx_free(ctx);
    return status;
}

const cli_command cmd_check = {
    .name = "check",
    .summary = "validate rulesets (--explain prints the merged result)",
    .usage = "usage: tagteam check [--explain] [--json] FILE...\n\n"
             "Validates each ruleset (a path ending in .yaml or .yml, or a shipped name).\n"
             "Errors are printed as file:line:col: key.path: message; what loads but cannot\n"
             "work (a turn where nobody decides) is a warning on stderr, and the ruleset still\n"
             "passes. With --explain, prints the merged ruleset (after extends:, every default\n"
             "filled in) and its hash. --json prints one JSON array instead: per file its\n"
             "name, title and hash (and the explanation with --explain), or \"ok\": false (the\n"
             "error on stderr).\n"
             "Exit status: 0 all valid, 2 a ruleset is invalid, 1 another failure.\n",
    .run = run,
};
