/* cmd_deck.c: `tagteam deck RULESET DECK...` checks deck files against a ruleset (its game's
 * card database, deck sizes and copies) and prints what each holds (--json: one array). */
#include <string.h>

#include "cli.h"

static int run(int argc, char **argv)
{
    const char *ruleset = NULL, *files[256];
    int nfiles = 0, json = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--json") == 0) {
            json = 1;
        } else if (argv[i][0] == '-' && argv[i][1]) {
            fprintf(stderr, "tagteam deck: unknown option '%s'\n", argv[i]);
            return EXIT_BAD_INPUT;
        } else if (!ruleset) {
            ruleset = argv[i];
        } else if (nfiles < 256) {
            files[nfiles++] = argv[i];
        } else {
            fprintf(stderr, "tagteam deck: at most 256 deck files at a time\n");
            return EXIT_BAD_INPUT;
        }
    }
    if (!nfiles) {
        fputs(cmd_deck.usage, stderr);
        return EXIT_BAD_INPUT;
    }
    tt_ctx *ctx = cli_ctx();
    tt_ruleset *rs;
    tt_error err = {0};
    int status;
    if ((status = cli_ruleset_load(&rs, ctx, "deck", ruleset)) != EXIT_OK) {
        tt_ctx_free(ctx);
        return status;
    }
    json_t *all = json ? json_array() : NULL; /* --json: one array, printed at the end */
    for (int i = 0; i < nfiles; i++) {
        tt_deck *d;
        int s = cli_input_file("deck", "deck file", files[i]);
        if (s == EXIT_OK && tt_deck_load_file(&d, ctx, rs, files[i], &err))
            s = cli_report(&err);
        if (s != EXIT_OK) { /* printed on stderr; --json says which file */
            if (status == EXIT_OK || s > status)
                status = s;
            if (all)
                json_array_append_new(all, json_pack("{s:s, s:b}", "file", files[i], "ok", 0));
            continue;
        }
        if (all)
            json_array_append_new(all, json_pack("{s:s, s:b, s:s, s:i, s:i, s:i}", "file", files[i],
                                                 "ok", 1, "name", tt_deck_name(d), "main",
                                                 (int)tt_deck_count(d, TT_DECK_MAIN), "extra",
                                                 (int)tt_deck_count(d, TT_DECK_EXTRA), "side",
                                                 (int)tt_deck_count(d, TT_DECK_SIDE)));
        else
            printf("%s: ok (%s: %u main, %u extra, %u side)\n", files[i], tt_deck_name(d),
                   tt_deck_count(d, TT_DECK_MAIN), tt_deck_count(d, TT_DECK_EXTRA),
                   tt_deck_count(d, TT_DECK_SIDE));
        tt_deck_free(d);
    }
    if (all && cli_put_json_document(all) && status == EXIT_OK)
        status = EXIT_RUNTIME;
    tt_ruleset_free(rs);
    tt_ctx_free(ctx);
    return status;
}

const cli_command cmd_deck = {
    .name = "deck",
    .summary = "check deck files against a ruleset",
    .usage = "usage: tagteam deck [--json] RULESET DECK...\n\n"
             "Checks each deck file against RULESET (a path or a shipped name): its game, the\n"
             "card names (the game's card database), the sizes (decks.main, extra_max,\n"
             "side_max) and copies of one card (decks.copies). Errors are printed as\n"
             "file:line:col: key.path: message. Exit status: 0 all valid, 2 a deck is invalid.\n"
             "--json prints one JSON array: per file its deck name and part sizes, or\n"
             "\"ok\": false (the error on stderr).\n",
    .run = run,
};
