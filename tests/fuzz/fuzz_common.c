/* fuzz_common.c: the contexts, files and checks the harnesses share. */
#include "fuzz.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

tt_ctx *fuzz_ctx(const char *games_dir)
{
    tt_ctx_options o = TT_CTX_OPTIONS_INIT;
    tt_ctx *ctx = NULL;
    tt_error err = {0};
    o.rulesets_dir = TT_RULESETS_SRC;
    o.games_dir = games_dir ? games_dir : TT_GAMES_SRC;
    if (tt_ctx_new(&ctx, &o, &err)) {
        fprintf(stderr, "fuzz: no context: %s\n", err.msg);
        abort();
    }
    return ctx;
}

char *fuzz_text(const uint8_t *data, size_t size)
{
    if (memchr(data, '\0', size))
        return NULL;
    char *s = malloc(size + 1);
    if (!s)
        abort();
    memcpy(s, data, size);
    s[size] = '\0';
    return s;
}

void fuzz_write(const char *path, const uint8_t *data, size_t size)
{
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(data, 1, size, f) != size || fclose(f) != 0) {
        fprintf(stderr, "fuzz: cannot write %s\n", path);
        abort();
    }
}

void fuzz_check_result(const char *what, int rc, const void *out, const tt_error *err)
{
    if (rc == TT_OK && out)
        return;
    if (rc != TT_OK && !out && err->code == rc && err->msg[0])
        return;
    fprintf(stderr, "fuzz: %s broke its contract: rc %d, object %s, error code %d '%s'\n", what, rc,
            out ? "set" : "NULL", err->code, err->msg);
    abort();
}
