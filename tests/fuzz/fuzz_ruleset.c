/* fuzz_ruleset.c: a ruleset file, loaded, merged over its `extends:` and validated; one that
 * loads is explained, and its explanation must load again to the same hash. */
#include "fuzz.h"

#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static tt_ctx *ctx;
    static char explained[1 << 16];
    char *text = fuzz_text(data, size);
    if (!text)
        return 0;
    if (!ctx)
        ctx = fuzz_ctx(NULL);
    tt_ruleset *rs = NULL, *again = NULL;
    tt_error err = {0};
    int rc = tt_ruleset_load_string(&rs, ctx, "fuzz.yaml", text, &err);
    fuzz_check_result("tt_ruleset_load_string", rc, rs, &err);
    if (rs && tt_ruleset_explain(rs, explained, sizeof explained) < sizeof explained) {
        rc = tt_ruleset_load_string(&again, ctx, "explained.yaml", explained, &err);
        if (rc || tt_ruleset_hash(again) != tt_ruleset_hash(rs)) {
            fprintf(stderr,
                    "fuzz: the explanation of a loaded ruleset does not load back to it: "
                    "%s\n%s\n",
                    rc ? err.msg : "another hash", explained);
            abort();
        }
    }
    tt_ruleset_free(again);
    tt_ruleset_free(rs);
    free(text);
    return 0;
}
