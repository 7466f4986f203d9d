/* report.c: what the subcommands print for a machine or a person: one JSON line, an error
 * as file:line:col: path: message and the exit status it means. */
#include "cli.h"

#include <stdlib.h>

void cli_put_json(json_t *o)
{
    char *line = json_dumps(o, JSON_COMPACT | JSON_PRESERVE_ORDER);
    if (line)
        puts(line);
    free(line);
    json_decref(o);
}

int cli_report(const tt_error *err)
{
    char buf[1024];
    tt_error_format(err, buf, sizeof buf);
    fprintf(stderr, "%s\n", buf);
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
        break;
    }
    return EXIT_RUNTIME;
}
