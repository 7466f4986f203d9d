/* test_parts.c: a card's effect written as a list of parts (`effects`, issue 15) is compiled
 * at load and resolved part after part, in order, more than the two the flat keys allowed. The
 * test reads a games folder of its own: the shipped card files (linked) and one test card. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ygo.h"
#include "ygo_fixture.h"

static char dir[] = "/tmp/tt-ygo-parts-XXXXXX";

/* The shipped card files, and "Three Parts": draw 2, then 300 damage to the opponent, then
 * the opponent sends the top 3 cards of their Deck to the Graveyard. */
static void games_folder(void)
{
    char path[512], from[512];
    cr_assert(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/yugioh", dir);
    cr_assert_eq(mkdir(path, 0700), 0);
    snprintf(path, sizeof path, "%s/yugioh/cards", dir);
    cr_assert_eq(mkdir(path, 0700), 0);
    snprintf(path, sizeof path, "%s/yugioh/cards/parts.yaml", dir);
    FILE *f = fopen(path, "w");
    cr_assert(f);
    fputs("- name: Three Parts\n  kind: normal_spell\n  effects:\n"
          "    - {action: draw, amount: 2}\n"
          "    - {action: damage, who: opponent_side, amount: 300}\n"
          "    - {action: mill, who: opponent_side, amount: 3}\n",
          f);
    fclose(f);
    static const char *const shipped[] = {"normal-monsters.yaml", "spells-traps.yaml",
                                          "effect-monsters.yaml", "fusion.yaml"};
    for (unsigned i = 0; i < sizeof shipped / sizeof *shipped; i++) {
        snprintf(from, sizeof from, "%s/games/yugioh/cards/%s", SRC, shipped[i]);
        snprintf(path, sizeof path, "%s/yugioh/cards/%s", dir, shipped[i]);
        cr_assert_eq(symlink(from, path), 0, "%s", path);
    }
    fixture_games_dir = dir;
}

static void remove_folder(void)
{
    char path[512];
    static const char *const files[] = {"parts.yaml", "normal-monsters.yaml", "spells-traps.yaml",
                                        "effect-monsters.yaml", "fusion.yaml"};
    teardown();
    for (unsigned i = 0; i < sizeof files / sizeof *files; i++) {
        snprintf(path, sizeof path, "%s/yugioh/cards/%s", dir, files[i]);
        remove(path);
    }
    snprintf(path, sizeof path, "%s/yugioh/cards", dir);
    rmdir(path);
    snprintf(path, sizeof path, "%s/yugioh", dir);
    rmdir(path);
    rmdir(dir);
    fixture_games_dir = SRC "/games";
}

TestSuite(parts, .init = games_folder, .fini = remove_folder);

Test(parts, three_parts_compile_in_order_at_load)
{
    const tt_carddb *db;
    tt_error err = {0};
    open_ruleset(duel);
    cr_assert_eq(tt_ctx_carddb(&db, ctx, "yugioh", &err), 0, "%s", err.msg);
    int id = tt_carddb_find(db, "Three Parts");
    cr_assert_geq(id, 0);
    const ygo_card_data *d = tt_carddb_data(db, (unsigned)id);
    cr_assert(d);
    cr_assert_eq(d->nparts, 3);
    cr_assert_eq(d->parts[0].action, YX_DRAW);
    cr_assert_eq(d->parts[0].amount, 2);
    cr_assert_eq(d->parts[1].action, YX_DAMAGE);
    cr_assert_eq(d->parts[1].who, YW_OPPONENT_SIDE);
    cr_assert_eq(d->parts[2].action, YX_MILL);
    cr_assert_eq(d->parts[2].amount, 3);
}

Test(parts, a_third_part_resolves_after_the_first_two)
{
    static const char *const cards[] = {"Three Parts", NULL};
    open_match_with(duel, cards);
    to_turn(2);
    empty_hand("1A");
    unsigned card = place("Three Parts", "1A", "hand", "1A");
    to_turn(3); /* 1A drew 1: it holds Three Parts and that card */
    unsigned hand = tt_zone_count(m, zone("hand", "1A"));
    unsigned deck = tt_zone_count(m, zone("deck", "2A"));
    unsigned gy = tt_zone_count(m, zone("graveyard", "2A"));
    take("1A", "activate Three Parts");
    decide_seat(); /* 2A passes its response window */
    cr_assert_eq(tt_card_zone(m, card), zone("graveyard", "1A"), "resolved and sent");
    cr_assert_eq(tt_zone_count(m, zone("hand", "1A")), hand - 1 + 2, "part 1: 1A drew 2");
    cr_assert_eq(tt_match_life(m, seat("2A")), 8000 - 300, "part 2: 300 damage to 2A");
    cr_assert_eq(tt_zone_count(m, zone("deck", "2A")), deck - 3, "part 3: 2A milled 3");
    cr_assert_eq(tt_zone_count(m, zone("graveyard", "2A")), gy + 3);
}
