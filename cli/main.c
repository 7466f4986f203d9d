/* main.c: the tagteam command: a table of subcommands (tmux style), --help and --version.
 * Exit status: 0 ok, 1 runtime failure, 2 bad input. */
#include "cli.h"

#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static const cli_command *const commands[] = {&cmd_rulesets, &cmd_check, &cmd_deck, &cmd_cards,
                                              &cmd_play,     &cmd_sim,   &cmd_test, &cmd_coverage,
                                              &cmd_serve,    NULL};

static void usage(FILE *f)
{
    fprintf(f, "usage: tagteam [--version] [--help] COMMAND [ARGS]\n\n"
               "Plays 2v2 trading-card-game formats under rules written in YAML.\n\ncommands:\n");
    for (const cli_command *const *c = commands; *c; c++)
        fprintf(f, "  %-10s %s\n", (*c)->name, (*c)->summary);
    fprintf(f, "\nRun 'tagteam COMMAND --help' for a command's options.\n"
               "Exit status: 0 ok, 1 runtime failure, 2 bad input.\n");
}

int cli_is_help(const char *arg)
{
    return strcmp(arg, "-h") == 0 || strcmp(arg, "--help") == 0;
}

static int is_dir(const char *p)
{
    struct stat st;
    return p && stat(p, &st) == 0 && S_ISDIR(st.st_mode);
}

/* The environment's choice, else the source tree when run from a build, else the install. */
static const char *pick_dir(const char *var, const char *src, const char *installed)
{
    const char *env = getenv(var);
    if (env && *env)
        return env;
    return is_dir(src) ? src : installed;
}

const char *cli_games_dir(void)
{
    return pick_dir("TAGTEAM_GAMES", TT_GAMES_SRC, TT_GAMES_INSTALLED);
}

tt_ctx *cli_ctx(void)
{
    tt_ctx_options o = TT_CTX_OPTIONS_INIT;
    tt_ctx *ctx;
    tt_error err = {0};
    o.rulesets_dir = pick_dir("TAGTEAM_RULESETS", TT_RULESETS_SRC, TT_RULESETS_INSTALLED);
    o.games_dir = cli_games_dir();
    if (tt_ctx_new(&ctx, &o, &err)) {
        cli_report(&err);
        exit(EXIT_RUNTIME);
    }
    return ctx;
}

int main(int argc, char **argv)
{
    /* A reader that closes the pipe early (`tagteam play | head`) makes a write fail with EPIPE,
     * which every command reports as output that could not be written (exit 1, a --record
     * file completed): SIGPIPE's default would kill it with status 141 and leave FILE.partial. */
    signal(SIGPIPE, SIG_IGN);
    if (argc < 2) {
        usage(stderr);
        return EXIT_BAD_INPUT;
    }
    if (cli_is_help(argv[1])) {
        usage(stdout);
        return EXIT_OK;
    }
    if (strcmp(argv[1], "--version") == 0) {
        printf("tagteam %s\n", TT_VERSION);
        return EXIT_OK;
    }
    for (const cli_command *const *c = commands; *c; c++) {
        if (strcmp((*c)->name, argv[1]) == 0) {
            if (argc > 2 && cli_is_help(argv[2])) {
                fputs((*c)->usage, stdout);
                return EXIT_OK;
            }
            return cli_output_status((*c)->run(argc - 1, argv + 1));
        }
    }
    fprintf(stderr, "tagteam: unknown command '%s'\n", argv[1]);
    usage(stderr);
    return EXIT_BAD_INPUT;
}
