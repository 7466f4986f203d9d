/* files.c: the files the commands are given. An input file that is missing or a directory, and
 * an output file that cannot be written, are refused with the path and the reason (exit 2)
 * before any work: a long sim must not run and then fail to write its table. An output is
 * written as FILE.partial and renamed to FILE when complete; every failure, and SIGINT, SIGTERM
 * or SIGHUP, removes the .partial. */
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"

#define MAX_PARTIALS 8

/* The .partial files being written, for the signal handler (only async-signal-safe calls
 * there: unlink, signal, raise). */
static const char *volatile partials[MAX_PARTIALS];

static void on_stop_signal(int sig)
{
    for (int i = 0; i < MAX_PARTIALS; i++)
        if (partials[i])
            unlink(partials[i]);
    signal(sig, SIG_DFL);
    raise(sig);
}

void cli_partial_watch(const char *partial)
{
    static int installed;
    if (!installed) {
        installed = 1;
        const int sigs[3] = {SIGINT, SIGTERM, SIGHUP};
        for (int i = 0; i < 3; i++)
            if (signal(sigs[i], on_stop_signal) == SIG_IGN) /* as a background job: still */
                signal(sigs[i], SIG_IGN);
    }
    for (int i = 0; i < MAX_PARTIALS; i++)
        if (!partials[i]) {
            partials[i] = partial;
            return;
        }
}

void cli_partial_forget(const char *partial)
{
    for (int i = 0; i < MAX_PARTIALS; i++)
        if (partials[i] == partial)
            partials[i] = NULL;
}

int cli_input_file(const char *command, const char *what, const char *path)
{
    struct stat st;
    if (stat(path, &st) != 0) {
        if (errno == ENOENT)
            fprintf(stderr, "tagteam %s: %s: no such %s\n", command, path, what);
        else
            fprintf(stderr, "tagteam %s: %s: cannot read the %s (%s)\n", command, path, what,
                    strerror(errno));
        return EXIT_BAD_INPUT;
    }
    if (S_ISDIR(st.st_mode)) {
        fprintf(stderr, "tagteam %s: %s: a directory, not a %s\n", command, path, what);
        return EXIT_BAD_INPUT;
    }
    return EXIT_OK;
}

int cli_ruleset_load(tt_ruleset **out, tt_ctx *ctx, const char *command, const char *ref)
{
    tt_error err = {0};
    struct stat st;
    int file = tt_ruleset_is_file(ref); /* ends in .yaml or .yml */
    *out = NULL;
    if (file && cli_input_file(command, "ruleset file", ref))
        return EXIT_BAD_INPUT;
    if (!file && stat(ref, &st) == 0 && S_ISDIR(st.st_mode)) { /* not a shipped name either */
        fprintf(stderr, "tagteam %s: %s: a directory, not a ruleset file\n", command, ref);
        return EXIT_BAD_INPUT;
    }
    if (file ? tt_ruleset_load_file(out, ctx, ref, &err) : tt_ruleset_load(out, ctx, ref, &err))
        return cli_report(&err);
    return EXIT_OK;
}

int cli_out_open(cli_out *o, const char *command, const char *option, const char *file)
{
    struct stat st;
    memset(o, 0, sizeof *o);
    o->file = file;
    o->command = command;
    if (!file)
        return EXIT_OK;
    size_t len = strlen(file);
    if (len == 0 || file[len - 1] == '/' || (stat(file, &st) == 0 && S_ISDIR(st.st_mode))) {
        fprintf(stderr, "tagteam %s: %s %s: a directory, not a file to write\n", command, option,
                file);
        return EXIT_BAD_INPUT;
    }
    /* A device, a FIFO or a symbolic link (/dev/stdout, /dev/null) is written as it is: renamed
     * over, it would be replaced by a plain file (as root, /dev/null itself). */
    if (lstat(file, &st) == 0 && !S_ISREG(st.st_mode)) {
        if (!(o->f = fopen(file, "w"))) {
            fprintf(stderr, "tagteam %s: %s %s: cannot write there (%s)\n", command, option, file,
                    strerror(errno));
            return EXIT_BAD_INPUT;
        }
        o->direct = 1;
        return EXIT_OK;
    }
    if ((size_t)snprintf(o->partial, sizeof o->partial, "%s.partial", file) >= sizeof o->partial) {
        fprintf(stderr, "tagteam %s: %s %s: the path is too long\n", command, option, file);
        return EXIT_BAD_INPUT;
    }
    /* Created now, before the work: a missing directory or a read-only place fails here. */
    if (!(o->f = fopen(o->partial, "w"))) {
        fprintf(stderr, "tagteam %s: %s %s: cannot write there (%s)\n", command, option, file,
                strerror(errno));
        return EXIT_BAD_INPUT;
    }
    cli_partial_watch(o->partial);
    return EXIT_OK;
}

int cli_out_close(cli_out *o, int status)
{
    if (!o->f)
        return status;
    int failed = ferror(o->f) != 0;
    failed |= fclose(o->f) != 0;
    o->f = NULL;
    if (status == EXIT_OK && failed) {
        fprintf(stderr, "tagteam %s: cannot write %s (%s)\n", o->command, o->file,
                errno ? strerror(errno) : "a write failed");
        status = EXIT_RUNTIME;
    }
    if (o->direct)
        return status;
    if (status == EXIT_OK && rename(o->partial, o->file) != 0) {
        fprintf(stderr, "tagteam %s: cannot write %s (%s)\n", o->command, o->file, strerror(errno));
        status = EXIT_RUNTIME;
    }
    if (status != EXIT_OK) /* nothing half-written: FILE as it was, no FILE.partial */
        remove(o->partial);
    cli_partial_forget(o->partial);
    return status;
}
