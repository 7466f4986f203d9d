/* ygo_fixture.h: shared fixtures of the yugioh rule tests (ygo_fixture.c). */
#ifndef TAGTEAM_YGO_FIXTURE_H
#define TAGTEAM_YGO_FIXTURE_H

#include <criterion/criterion.h>

#include "tagteam/game.h"
#include "tagteam/tagteam.h"

#define SRC TT_TEST_SRCDIR

extern tt_ctx *ctx;
extern tt_ruleset *rs;
extern tt_match *m;
extern const char *fixture_games_dir; /* the games folder open_ruleset reads (SRC/games) */
extern const char team_duel[];        /* ygo-team-duel with team 1 first */
extern const char duel[];             /* ygo-duel with team 1 first */

void open_ruleset(const char *yaml);
void open_match(const char *yaml);
void open_match_with(const char *yaml, const char *const *extra);
void teardown(void);
unsigned seat(const char *name);
unsigned kind(const char *zone);
unsigned zone(const char *z, const char *seat_name);
unsigned place(const char *name, const char *owner, const char *z, const char *to);
unsigned place_set(const char *name, const char *owner);
void empty_hand(const char *who);
int decide_seat(void);
void take(const char *who, const char *label);
/* The choice is refused by a rule whose key contains key_part; the match is unchanged. */
void refused(const char *who, const char *label, const char *key_part);
/* No option of who's decision contains form with bad in its %s (the rules never offer it),
 * while one contains form with good in it, the neighbour the same decision offers: a misspelt
 * form fails the control instead of passing as absent. */
void absent(const char *who, const char *form, const char *bad, const char *good);
void to_turn(unsigned turn);
/* a and b of match x trade places by hand, the way the rules could have dealt them: the zones,
 * each place's face-down flag and controller and the module's per-card record (position, turn
 * Set) stay with the place (test_redeal.c, test_observe.c). */
void hand_trade(tt_match *x, unsigned a, unsigned b);
/* A card named name in who's Deck of match x. */
unsigned in_deck(const tt_match *x, const char *name, const char *who);

#endif
