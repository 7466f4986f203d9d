/* fuzz_cards.c: a card file, as the whole card database of each game (a fresh context each
 * time: a context keeps the databases it has loaded). */
#include "fuzz.h"

#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static char dir[64], files[2][96];
    static const char *const games[2] = {"yugioh", "ptcg"};
    if (!dir[0]) {
        char sub[96];
        snprintf(dir, sizeof dir, "/tmp/tagteam-fuzz-cards-XXXXXX");
        if (!mkdtemp(dir))
            abort();
        for (unsigned g = 0; g < 2; g++) {
            snprintf(sub, sizeof sub, "%s/%s", dir, games[g]);
            mkdir(sub, 0700);
            snprintf(sub, sizeof sub, "%s/%s/cards", dir, games[g]);
            mkdir(sub, 0700);
            snprintf(files[g], sizeof files[g], "%s/%s/cards/input.yaml", dir, games[g]);
        }
    }
    for (unsigned g = 0; g < 2; g++) {
        fuzz_write(files[g], data, size);
        tt_ctx *ctx = fuzz_ctx(dir);
        const tt_carddb *db = NULL;
        tt_error err = {0};
        int rc = tt_ctx_carddb(&db, ctx, games[g], &err);
        fuzz_check_result("tt_ctx_carddb", rc, db, &err);
        for (unsigned c = 0; db && c < tt_carddb_count(db); c++)
            if (tt_carddb_find(db, tt_carddb_name(db, c)) != (int)c)
                abort(); /* every card is found by its own name */
        tt_ctx_free(ctx);
    }
    return 0;
}
