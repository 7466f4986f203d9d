/* cmd_check.c: `tagteam check [--explain] FILE...` validates rulesets; --explain prints the
 * merged ruleset (after extends:, defaults filled in) and its hash. */
#include <stdlib.h>
#include <string.h>

#include "cli.h"

static int run(int argc, char **argv)
{
    int explain = 0, status = EXIT_OK, nfiles = 0;
    tt_ctx *ctx = cli_ctx();
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--explain") == 0) {
            explain = 1;
            continue;
        }
        if (argv[i][0] == '-' && argv[i][1]) {
            fprintf(stderr, "tagteam check: unknown option '%s'\n", argv[i]);
            tt_ctx_free(ctx);
            return EXIT_BAD_INPUT;
        }
        nfiles++;
    }
    if (!nfiles) {
        fprintf(stderr, "usage: tagteam check [--explain] FILE...\n");
        tt_ctx_free(ctx);
        return EXIT_BAD_INPUT;
    }
    for (int i = 1; i < argc; i++) {
        tt_ruleset *rs;
        tt_error err = {0};
        if (strcmp(argv[i], "--explain") == 0)
            continue;
        if (tt_ruleset_load(&rs, ctx, argv[i], &err)) {
            int s = cli_report(&err);
            if (s > status || status == EXIT_OK)
                status = s;
            continue;
        }
        unsigned long long h = (unsigned long long)tt_ruleset_hash(rs);
        for (unsigned w = 0; tt_ruleset_warning(rs, w); w++) { /* loads, but cannot work */
            tt_error warn = *tt_ruleset_warning(rs, w);
            char buf[1024];
            snprintf(warn.msg, sizeof warn.msg, "warning: %s", tt_ruleset_warning(rs, w)->msg);
            tt_error_format(&warn, buf, sizeof buf);
            fprintf(stderr, "%s\n", buf);
        }
        if (explain) {
            size_t n = tt_ruleset_explain(rs, NULL, 0);
            char *text = malloc(n + 1);
            if (!text) {
                tt_ruleset_free(rs);
                tt_ctx_free(ctx);
                return EXIT_RUNTIME;
            }
            tt_ruleset_explain(rs, text, n + 1);
            printf("# %s (merged, defaults filled in)\n%s# hash: %016llx\n", argv[i], text, h);
            free(text);
        } else {
            printf("%s: ok (%s, hash %016llx)\n", argv[i], tt_ruleset_rules(rs)->name, h);
        }
        tt_ruleset_free(rs);
    }
    tt_ctx_free(ctx);
    return status;
}

const cli_command cmd_check = {
    .name = "check",
    .summary = "validate rulesets (--explain prints the merged result)",
    .usage = "usage: tagteam check [--explain] FILE...\n\n"
             "Validates each ruleset (a path, or a shipped name). Errors are printed as\n"
             "file:line:col: key.path: message; what loads but cannot work (a turn where\n"
             "nobody decides) is a warning on stderr, and the ruleset still passes. With "
             "--explain, prints the merged ruleset\n"
             "(after extends:, every default filled in) and its hash.\n"
             "Exit status: 0 all valid, 2 a ruleset is invalid, 1 another failure.\n",
    .run = run,
};
