/* error.h: status codes and the caller-owned error record (no allocation, first error wins). */
#ifndef TAGTEAM_ERROR_H
#define TAGTEAM_ERROR_H

#include <stddef.h>

#include "common.h"

typedef enum tt_status {
    TT_OK = 0,
    TT_ERR_NOMEM = -1,
    TT_ERR_IO = -2,
    TT_ERR_SYNTAX = -3,      /* the YAML is malformed */
    TT_ERR_SCHEMA = -4,      /* the YAML is fine, the ruleset/deck/scenario is not */
    TT_ERR_ILLEGAL = -5,     /* the choice is not among the offered options */
    TT_ERR_MISUSE = -6,      /* the API was called in the wrong state */
    TT_ERR_UNSUPPORTED = -7, /* valid input the build cannot do (e.g. a game without a module) */
    TT_ERR_LIMIT = -8        /* a capacity of the engine was reached: the match cannot go on */
} tt_status;

typedef struct tt_error {
    int code;       /* a tt_status */
    int line, col;  /* 1-based; 0 = unknown */
    char file[256]; /* "" when loaded from a string */
    char path[128]; /* key path: "turn.order[2]"; for an illegal decision, the rule key */
    char msg[512];
} tt_error;

/* Writes "file:line:col: path: msg" (parts that are unknown are left out) into buf, always
 * NUL-terminated when size > 0. Returns the length the full text needs, like snprintf. */
TT_API int tt_error_format(const tt_error *err, char *buf, size_t size);

/* The name of a status code ("syntax error", "out of memory", ...). Never NULL. */
TT_API const char *tt_status_name(int code);

/* Fills err (when not NULL and still empty: the first error wins) with code, a key path and
 * a printf-style message; returns code. For game modules reporting from their hooks. */
TT_API int tt_error_set(tt_error *err, int code, const char *path, const char *fmt, ...)
#ifdef __GNUC__
    __attribute__((format(printf, 4, 5)))
#endif
    ;

#endif
