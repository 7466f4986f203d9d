/* cmd_rulesets.c: `tagteam rulesets` lists the shipped rulesets and their titles. */
#include <dirent.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Lists the .yaml files of dir, sorted, as "prefix+name  title". */
static int list_dir(tt_ctx *ctx, const char *dir, const char *prefix)
{
    char *names[256];
    int n = 0, bad = 0;
    DIR *d = opendir(dir);
    if (!d)
        return 0;
    for (struct dirent *e; (e = readdir(d)) && n < 256;) {
        size_t len = strlen(e->d_name);
        if (len > 5 && strcmp(e->d_name + len - 5, ".yaml") == 0)
            names[n++] = strdup(e->d_name);
    }
    closedir(d);
    qsort(names, (size_t)n, sizeof *names, by_name);
    for (int i = 0; i < n; i++) {
        char path[2048];
        tt_ruleset *rs;
        tt_error err = {0};
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        names[i][strlen(names[i]) - 5] = '\0';
        if (tt_ruleset_load_file(&rs, ctx, path, &err)) {
            bad = 1;
            cli_report(&err);
        } else {
            printf("%s%-*s %s\n", prefix, (int)(36 - strlen(prefix)), names[i],
                   tt_ruleset_rules(rs)->title);
            tt_ruleset_free(rs);
        }
        free(names[i]);
    }
    return bad;
}

static int run(int argc, char **argv)
{
    tt_ctx *ctx = cli_ctx();
    char variants[2048];
    (void)argv;
    if (argc > 1) {
        fprintf(stderr, "tagteam rulesets: takes no arguments\n");
        tt_ctx_free(ctx);
        return EXIT_BAD_INPUT;
    }
    const char *dir = tt_ctx_rulesets_dir(ctx);
    snprintf(variants, sizeof variants, "%s/variants", dir);
    int bad = list_dir(ctx, dir, "");
    bad |= list_dir(ctx, variants, "variants/");
    tt_ctx_free(ctx);
    return bad ? EXIT_BAD_INPUT : EXIT_OK;
}

const cli_command cmd_rulesets = {
    .name = "rulesets",
    .summary = "list the shipped rulesets with their titles",
    .usage = "usage: tagteam rulesets\n\n"
             "Lists the shipped rulesets (and rulesets/variants/) with their titles. A name\n"
             "listed here can be given to 'tagteam play' and to 'extends:'. The directory is\n"
             "$TAGTEAM_RULESETS when set.\n",
    .run = run,
};
