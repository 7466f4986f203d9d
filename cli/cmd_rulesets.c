/* cmd_rulesets.c: `tagteam rulesets [--json]` lists the shipped rulesets and their titles. */
#include <dirent.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Lists the .yaml files of dir, sorted, as "prefix+name  title", or into the JSON array all
 * (--json) as {"name", "title", "file"}. */
static int list_dir(tt_ctx *ctx, const char *dir, const char *prefix, json_t *all)
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
        } else if (all) {
            char name[2048];
            snprintf(name, sizeof name, "%s%s", prefix, names[i]);
            json_array_append_new(all, json_pack("{s:s, s:s, s:s}", "name", name, "title",
                                                 tt_ruleset_rules(rs)->title, "file", path));
            tt_ruleset_free(rs);
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
    char variants[2048];
    int json = argc == 2 && strcmp(argv[1], "--json") == 0;
    if (argc > 1 + json) {
        fprintf(stderr, "tagteam rulesets: takes no arguments but --json\n");
        return EXIT_BAD_INPUT;
    }
    tt_ctx *ctx = cli_ctx();
    json_t *all = json ? json_array() : NULL;
    const char *dir = tt_ctx_rulesets_dir(ctx);
    snprintf(variants, sizeof variants, "%s/variants", dir);
    int bad = list_dir(ctx, dir, "", all);
    bad |= list_dir(ctx, variants, "variants/", all);
    tt_ctx_free(ctx);
    if (all && cli_put_json_document(all) && !bad)
        return EXIT_RUNTIME;
    return bad ? EXIT_BAD_INPUT : EXIT_OK;
}

const cli_command cmd_rulesets = {
    .name = "rulesets",
    .summary = "list the shipped rulesets with their titles",
    .usage = "usage: tagteam rulesets [--json]\n\n"
             "Lists the shipped rulesets (and rulesets/variants/) with their titles. A name\n"
             "listed here can be given to 'tagteam play' and to 'extends:'. The directory is\n"
             "$TAGTEAM_RULESETS when set. --json prints one JSON array of {name, title, file}.\n",
    .run = run,
};
