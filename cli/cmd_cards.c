/* cmd_cards.c: `tagteam cards GAME` loads a game's card database and lists its cards; with a
 * NAME it shows that card (cards_show.c), with --stats what they are made of (cards_stats.c). */
#include <string.h>

#include "cards_stats.h"
#include "cli.h"

static int run(int argc, char **argv)
{
    const char *game = NULL, *name = NULL;
    int stats = 0, json = 0, bad = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--stats"))
            stats = 1;
        else if (!strcmp(argv[i], "--json"))
            json = 1;
        else if (argv[i][0] != '-' && !game)
            game = argv[i];
        else if (argv[i][0] != '-' && !name)
            name = argv[i];
        else
            bad = 1; /* an unknown option or a third name */
    }
    if (bad || !game || (stats && name)) {
        fputs(cmd_cards.usage, stderr);
        return EXIT_BAD_INPUT;
    }
    tt_ctx *ctx = cli_ctx();
    const tt_carddb *db;
    tt_error err = {0};
    int status = EXIT_OK;
    if (tt_ctx_carddb(&db, ctx, game, &err)) {
        status = cli_report(&err);
    } else if (stats) {
        status = cli_cards_stats(db, game, json);
    } else if (name) {
        status = cli_cards_show(db, game, name, json);
    } else if (json) { /* one JSON object: the game and its card names */
        json_t *names = json_array();
        for (unsigned i = 0; i < tt_carddb_count(db); i++)
            json_array_append_new(names, json_string(tt_carddb_name(db, i)));
        if (cli_put_json_document(json_pack("{s:s, s:o}", "game", game, "cards", names)))
            status = EXIT_RUNTIME;
    } else {
        for (unsigned i = 0; i < tt_carddb_count(db); i++)
            printf("%s\n", tt_carddb_name(db, i));
    }
    tt_ctx_free(ctx);
    return cli_output_status(status);
}

const cli_command cmd_cards = {
    .name = "cards",
    .summary = "check a game's card database and list its cards, show one, or --stats",
    .usage = "usage: tagteam cards GAME [NAME] [--json]\n"
             "       tagteam cards GAME --stats [--json]\n\n"
             "Loads the card database of GAME (games/GAME/cards/*.yaml, or $TAGTEAM_GAMES/GAME/\n"
             "cards) and lists the card names, one per line. Errors are printed as\n"
             "file:line:col: card.field: message with exit status 2.\n\n"
             "NAME      one card instead: every field as its card file gives it (and where),\n"
             "          the effect primitives and per-card C the module derives from them, and\n"
             "          its `simplified` note when it is not played as printed; an unknown\n"
             "          name is exit status 2 with the nearest name\n"
             "--stats   what the cards are made of instead: the cards by kind, the module's\n"
             "          effect primitives and how many cards each serves, the cards without one\n"
             "          (vanilla) and the cards that need per-card C (code written for them\n"
             "          alone, with its file) and the cards not played as printed, each with\n"
             "          its `simplified` text\n"
             "--json    the same as one JSON document\n",
    .run = run,
};
