/* cmd_serve.c: `tagteam serve`, the table server (docs/server.md): options, the data
 * directory, the tables resumed from it, then the network loop (net.c). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "../cli.h"
#include "net.h"
#include "record.h"
#include "serve.h"

/* DIR and its folders, made private to the server's user (records hold tokens and talk). */
static int make_dirs(const char *dir)
{
    static const char *const sub[] = {"", "/" RECORD_LIVE, "/" RECORD_DONE, "/rulesets"};
    char path[4096];
    for (unsigned i = 0; i < 4; i++) {
        snprintf(path, sizeof path, "%s%s", dir, sub[i]);
        if (mkdir(path, 0700) != 0 && errno != EEXIST) {
            fprintf(stderr, "tagteam serve: --data %s: cannot make %s: %s\n", dir, path,
                    strerror(errno));
            return EXIT_BAD_INPUT;
        }
        struct stat st;
        if (stat(path, &st) != 0 || !S_ISDIR(st.st_mode)) {
            fprintf(stderr, "tagteam serve: --data %s: %s is not a directory\n", dir, path);
            return EXIT_BAD_INPUT;
        }
    }
    return EXIT_OK;
}

/* A whole number from lo to hi, or -1 (told). */
static long number_arg(const char *opt, const char *v, long lo, long hi)
{
    char *end;
    errno = 0;
    long x = strtol(v, &end, 10);
    if (!*v || *end || errno || x < lo || x > hi) {
        fprintf(stderr, "tagteam serve: %s expects a number from %ld to %ld, got '%s'\n", opt, lo,
                hi, v);
        return -1;
    }
    return x;
}

static int run(int argc, char **argv)
{
    const char *bind = "127.0.0.1", *data = "tagteam-data";
    long port = 7700;
    host_limits lim = {1000, 4096};
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        long x;
        if (cli_is_help(a)) {
            fputs(cmd_serve.usage, stdout);
            return EXIT_OK;
        }
        if (!v || a[0] != '-') {
            fprintf(stderr, "tagteam serve: unknown or incomplete option '%s'\n%s", a,
                    cmd_serve.usage);
            return EXIT_BAD_INPUT;
        }
        i++;
        if (strcmp(a, "--bind") == 0)
            bind = v;
        else if (strcmp(a, "--data") == 0)
            data = v;
        else if (strcmp(a, "--port") == 0 && (x = number_arg(a, v, 0, 65535)) >= 0)
            port = x;
        else if (strcmp(a, "--max-tables") == 0 && (x = number_arg(a, v, 1, 1000000)) >= 0)
            lim.max_tables = (unsigned)x;
        else if (strcmp(a, "--max-connections") == 0 && (x = number_arg(a, v, 1, 1000000)) >= 0)
            lim.max_connections = (unsigned)x;
        else {
            if (strcmp(a, "--port") && strcmp(a, "--max-tables") && strcmp(a, "--max-connections"))
                fprintf(stderr, "tagteam serve: unknown option '%s'\n", a);
            return EXIT_BAD_INPUT;
        }
    }
    int status = make_dirs(data);
    if (status != EXIT_OK)
        return status;
    tt_ctx *ctx = cli_ctx();
    host *h = host_new(ctx, data, &lim);
    if (!h) {
        tt_ctx_free(ctx);
        fprintf(stderr, "tagteam serve: out of memory\n");
        return EXIT_RUNTIME;
    }
    unsigned resumed = host_resume(h);
    if (resumed)
        fprintf(stderr, "tagteam serve: %u unfinished table%s resumed from %s\n", resumed,
                resumed == 1 ? "" : "s", data);
    status = net_run(h, bind, (int)port, data) ? EXIT_RUNTIME : EXIT_OK;
    host_free(h);
    agent_release();
    tt_ctx_free(ctx);
    return status;
}

const cli_command cmd_serve = {
    .name = "serve",
    .summary = "host tables that people and bots join over the network",
    .usage = "usage: tagteam serve [--bind ADDR] [--port N] [--data DIR]\n"
             "                     [--max-tables N] [--max-connections N]\n\n"
             "Hosts many tables at once (docs/server.md). POST /api/tables makes a table under a\n"
             "shipped ruleset or a pasted house variant, with a person, a bot or a built-in agent\n"
             "in each seat, and answers with a secret join token for each seat and one for\n"
             "spectators; people and bots play over the WebSocket at /ws. Listens on\n"
             "127.0.0.1:7700 by default (--port 0: a free port, named on the first line).\n"
             "Each table's record is kept in --data DIR (default tagteam-data): written before\n"
             "each decision is applied, so a server started again on DIR resumes every\n"
             "unfinished table where it was.\n",
    .run = run,
};
