/* fuzz_deck.c: a deck file, checked under a Yu-Gi-Oh! and a Pokémon ruleset (one of them is
 * the wrong game: that refusal is checked too). */
#include "fuzz.h"

#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static tt_ctx *ctx;
    static tt_ruleset *rulesets[2];
    static const char *const names[2] = {"ygo-duel", "ptcg-doubles"};
    char *text = fuzz_text(data, size);
    if (!text)
        return 0;
    if (!ctx) {
        tt_error err = {0};
        ctx = fuzz_ctx(NULL);
        for (unsigned i = 0; i < 2; i++)
            if (tt_ruleset_load_shipped(&rulesets[i], ctx, names[i], &err))
                abort();
    }
    for (unsigned i = 0; i < 2; i++) {
        tt_deck *deck = NULL;
        tt_error err = {0};
        int rc = tt_deck_load_string(&deck, ctx, rulesets[i], "fuzz.yaml", text, &err);
        fuzz_check_result("tt_deck_load_string", rc, deck, &err);
        tt_deck_free(deck);
    }
    free(text);
    return 0;
}
