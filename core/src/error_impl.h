/* error_impl.h: filling a tt_error inside the library. */
#ifndef TAGTEAM_ERROR_IMPL_H
#define TAGTEAM_ERROR_IMPL_H

#include "tagteam/error.h"

/* Records the error unless err is NULL or already holds one (first error wins); returns code. */
int tt_error__set(tt_error *err, int code, const char *file, int line, int col, const char *path,
                  const char *fmt, ...)
#ifdef __GNUC__
    __attribute__((format(printf, 7, 8)))
#endif
    ;

#endif
