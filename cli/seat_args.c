/* seat_args.c: what `tagteam play` and `tagteam sim` share: SEAT=VALUE arguments and each
 * seat's deck (its --deck file or the ruleset's decks.default). */
#include <string.h>

#include "cli.h"

int cli_parse_seat_arg(const tt_rules *r, const char *arg, const char **value)
{
    const char *eq = strchr(arg, '=');
    char name[4];
    if (!eq || eq - arg > 2)
        return -1;
    memcpy(name, arg, (size_t)(eq - arg));
    name[eq - arg] = '\0';
    *value = eq + 1;
    return tt_seat_parse(r, name);
}

int cli_load_decks(const char *command, tt_ctx *ctx, const tt_ruleset *rs,
                   const char *const files[TT_MAX_SEATS], tt_deck **decks, tt_series_setup *setup)
{
    const tt_rules *r = tt_ruleset_rules(rs);
    for (unsigned s = 0; s < r->seats; s++) {
        tt_error err = {0};
        char name[4];
        const char *file = files[s] ? files[s] : tt_ruleset_default_deck(rs, s);
        if (!file) {
            fprintf(stderr,
                    "tagteam %s: seat %s has no deck: give --deck %s=FILE or "
                    "decks.default in the ruleset\n",
                    command, tt_seat_name(r, s, name), name);
            return EXIT_BAD_INPUT;
        }
        if (tt_deck_load_file(&decks[s], ctx, rs, file, &err))
            return cli_report(&err);
        setup->main[s] = tt_deck_ids(decks[s], TT_DECK_MAIN);
        setup->nmain[s] = tt_deck_count(decks[s], TT_DECK_MAIN);
        setup->extra[s] = tt_deck_ids(decks[s], TT_DECK_EXTRA);
        setup->nextra[s] = tt_deck_count(decks[s], TT_DECK_EXTRA);
        setup->side[s] = tt_deck_ids(decks[s], TT_DECK_SIDE); /* YP-6: siding between games */
        setup->nside[s] = tt_deck_count(decks[s], TT_DECK_SIDE);
    }
    return EXIT_OK;
}
