/* cmd_cards.c: `tagteam cards GAME` loads a game's card database and lists its cards. */
#include <string.h>

#include "cli.h"

static int run(int argc, char **argv)
{
    if (argc != 2) {
        fputs(cmd_cards.usage, stderr);
        return EXIT_BAD_INPUT;
    }
    tt_ctx *ctx = cli_ctx();
    const tt_carddb *db;
    tt_error err = {0};
    int status = EXIT_OK;
    if (tt_ctx_carddb(&db, ctx, argv[1], &err)) {
        status = cli_report(&err);
    } else {
        for (unsigned i = 0; i < tt_carddb_count(db); i++)
            printf("%s\n", tt_carddb_name(db, i));
    }
    tt_ctx_free(ctx);
    return status;
}

const cli_command cmd_cards = {
    .name = "cards",
    .summary = "check a game's card database and list its cards",
    .usage = "usage: tagteam cards GAME\n\n"
             "Loads the card database of GAME (games/GAME/cards/*.yaml, or $TAGTEAM_GAMES/GAME/\n"
             "cards) and lists the card names, one per line. Errors are printed as\n"
             "file:line:col: card.field: message with exit status 2.\n",
    .run = run,
};
