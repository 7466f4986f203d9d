/* report.c: what the subcommands print for a machine or a person: one JSON line, an error
 * as file:line:col: path: message and the exit status it means. */
#include "cli.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int output_failed; /* a line could not be made or written: cli_output_status says so */

int cli_put_json(json_t *o)
{
    char *line = json_dumps(o, JSON_COMPACT | JSON_PRESERVE_ORDER);
    int rc = line && puts(line) != EOF ? 0 : -1;
    if (rc)
        output_failed = 1;
    free(line);
    json_decref(o);
    return rc;
}

int cli_put_json_document(json_t *o)
{
    char *text = o ? json_dumps(o, JSON_INDENT(2) | JSON_PRESERVE_ORDER) : NULL;
    int rc = text && puts(text) != EOF ? 0 : -1;
    if (rc)
        output_failed = 1;
    free(text);
    json_decref(o);
    return rc;
}

int cli_output_status(int status)
{
    if (fflush(stdout) == EOF || ferror(stdout) || output_failed) {
        fprintf(stderr, "tagteam: the output could not be written (%s)\n",
                errno ? strerror(errno) : "a JSON line could not be made");
        return status == EXIT_OK ? EXIT_RUNTIME : status;
    }
    return status;
}

int cli_status_of(const tt_error *err)
{
    switch ((tt_status)err->code) {
    case TT_ERR_SYNTAX:
    case TT_ERR_SCHEMA:
    case TT_ERR_ILLEGAL:
        return EXIT_BAD_INPUT;
    case TT_OK:
    case TT_ERR_NOMEM:
    case TT_ERR_IO:
    case TT_ERR_MISUSE:
    case TT_ERR_UNSUPPORTED:
    case TT_ERR_LIMIT:
        break;
    }
    return EXIT_RUNTIME;
}

int cli_report(const tt_error *err)
{
    char buf[1024];
    tt_error_format(err, buf, sizeof buf);
    fprintf(stderr, "%s\n", buf);
    return cli_status_of(err);
}
