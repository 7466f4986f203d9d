/* cmd_deck.c: `tagteam deck RULESET DECK...` checks deck files against a ruleset (its game's
 * card database, deck sizes and copies) and prints what each holds. */
#include <string.h>

#include "cli.h"

static int run(int argc, char **argv)
{
    if (argc < 3) {
        fputs(cmd_deck.usage, stderr);
        return EXIT_BAD_INPUT;
    }
    tt_ctx *ctx = cli_ctx();
    tt_ruleset *rs;
    tt_error err = {0};
    int status = EXIT_OK;
    if (tt_ruleset_load(&rs, ctx, argv[1], &err)) {
        status = cli_report(&err);
        tt_ctx_free(ctx);
        return status;
    }
    for (int i = 2; i < argc; i++) {
        tt_deck *d;
        if (tt_deck_load_file(&d, ctx, rs, argv[i], &err)) {
            int s = cli_report(&err);
            if (status == EXIT_OK || s > status)
                status = s;
            continue;
        }
        printf("%s: ok (%s: %u main, %u extra, %u side)\n", argv[i], tt_deck_name(d),
               tt_deck_count(d, TT_DECK_MAIN), tt_deck_count(d, TT_DECK_EXTRA),
               tt_deck_count(d, TT_DECK_SIDE));
        tt_deck_free(d);
    }
    tt_ruleset_free(rs);
    tt_ctx_free(ctx);
    return status;
}

const cli_command cmd_deck = {
    .name = "deck",
    .summary = "check deck files against a ruleset",
    .usage = "usage: tagteam deck RULESET DECK...\n\n"
             "Checks each deck file against RULESET (a path or a shipped name): its game, the\n"
             "card names (the game's card database), the sizes (decks.main, extra_max,\n"
             "side_max) and copies of one card (decks.copies). Errors are printed as\n"
             "file:line:col: key.path: message. Exit status: 0 all valid, 2 a deck is invalid.\n",
    .run = run,
};
