/* error.c: formatting of the caller-owned error record. */
#include "tagteam/error.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "error_impl.h"

int tt_error_format(const tt_error *err, char *buf, size_t size)
{
    char pos[320] = "";
    int n = 0;

    if (err->file[0] && err->line > 0)
        n = snprintf(pos, sizeof pos, "%s:%d:%d: ", err->file, err->line, err->col);
    else if (err->file[0])
        n = snprintf(pos, sizeof pos, "%s: ", err->file);
    else if (err->line > 0)
        n = snprintf(pos, sizeof pos, "%d:%d: ", err->line, err->col);
    (void)n;
    if (err->path[0])
        return snprintf(buf, size, "%s%s: %s", pos, err->path, err->msg);
    return snprintf(buf, size, "%s%s", pos, err->msg);
}

const char *tt_status_name(int code)
{
    switch ((tt_status)code) {
    case TT_OK:
        return "ok";
    case TT_ERR_NOMEM:
        return "out of memory";
    case TT_ERR_IO:
        return "input/output error";
    case TT_ERR_SYNTAX:
        return "syntax error";
    case TT_ERR_SCHEMA:
        return "invalid input";
    case TT_ERR_ILLEGAL:
        return "illegal decision";
    case TT_ERR_MISUSE:
        return "API misuse";
    case TT_ERR_UNSUPPORTED:
        return "unsupported";
    case TT_ERR_LIMIT:
        return "engine limit reached";
    }
    return "unknown status";
}

int tt_error_set(tt_error *err, int code, const char *path, const char *fmt, ...)
{
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    return tt_error__set(err, code, "", 0, 0, path, "%s", msg);
}

int tt_error__set(tt_error *err, int code, const char *file, int line, int col, const char *path,
                  const char *fmt, ...)
{
    if (!err || err->code != TT_OK)
        return code; /* first error wins */
    va_list ap;
    err->code = code;
    err->line = line;
    err->col = col;
    snprintf(err->file, sizeof err->file, "%s", file ? file : "");
    snprintf(err->path, sizeof err->path, "%s", path ? path : "");
    va_start(ap, fmt);
    vsnprintf(err->msg, sizeof err->msg, fmt, ap);
    va_end(ap);
    return code;
}
