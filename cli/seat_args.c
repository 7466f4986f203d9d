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
                   const char *const files[TT_MAX_SEATS], tt_deck **decks, tt_series_setup *setup,
                   int warn)
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
        if (cli_input_file(command, "deck file", file))
            return EXIT_BAD_INPUT;
        if (tt_deck_load_file(&decks[s], ctx, rs, file, &err))
            return cli_report(&err);
        setup->main[s] = tt_deck_ids(decks[s], TT_DECK_MAIN);
        setup->nmain[s] = tt_deck_count(decks[s], TT_DECK_MAIN);
        setup->extra[s] = tt_deck_ids(decks[s], TT_DECK_EXTRA);
        setup->nextra[s] = tt_deck_count(decks[s], TT_DECK_EXTRA);
        setup->side[s] = tt_deck_ids(decks[s], TT_DECK_SIDE); /* YP-6: siding between games */
        setup->nside[s] = tt_deck_count(decks[s], TT_DECK_SIDE);
        if (warn)
            cli_warn_simplified(command, ctx, rs, setup, s, file);
    }
    return EXIT_OK;
}

/* Whether list[0..i) holds id already: a card warned of once however many copies. */
static int seen_before(const uint32_t *list, unsigned i, uint32_t id)
{
    while (i--)
        if (list[i] == id)
            return 1;
    return 0;
}

void cli_warn_simplified(const char *command, tt_ctx *ctx, const tt_ruleset *rs,
                         const tt_series_setup *setup, unsigned seat, const char *deck)
{
    const tt_rules *r = tt_ruleset_rules(rs);
    const tt_carddb *db;
    tt_error err = {0};
    if (tt_ctx_carddb(&db, ctx, r->game, &err)) /* a game without cards: nothing to warn of */
        return;
    const tt_field *f = tt_carddb_fields(db);
    int field = -1;
    for (int i = 0; f && f[i].key; i++)
        if (!strcmp(f[i].key, "simplified") && f[i].type == TT_FIELD_TEXT)
            field = i;
    if (field < 0)
        return;
    const uint32_t *part[3] = {setup->main[seat], setup->extra[seat], setup->side[seat]};
    unsigned n[3] = {setup->nmain[seat], setup->nextra[seat], setup->nside[seat]};
    char name[4];
    tt_seat_name(r, seat, name);
    for (unsigned p = 0; p < 3; p++)
        for (unsigned i = 0; i < n[p]; i++) {
            const char *text = tt_carddb_text(db, part[p][i], (unsigned)field);
            int twin = seen_before(part[p], i, part[p][i]);
            for (unsigned q = 0; q < p && !twin; q++)
                twin = seen_before(part[q], n[q], part[p][i]);
            if (text[0] && !twin)
                fprintf(stderr,
                        "tagteam %s: warning: seat %s's deck %s holds %s, not played as "
                        "printed: %s\n",
                        command, name, deck, tt_carddb_name(db, part[p][i]), text);
        }
}
