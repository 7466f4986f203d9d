/* evaluate.c: how good a position looks to one seat (the greedy agent's score, issue 14), read
 * only from what that seat may know: LP, the monsters it can see, how many cards each side
 * holds. A face-down monster it may not look at counts as an average monster. */
#include "ygo.h"

#define UNKNOWN_MONSTER 1000 /* worth of a face-down monster the seat may not look at */
#define CARD_IN_HAND    250  /* a card in hand: options to come */
#define SET_SPELL_TRAP  300  /* a card in the Spell & Trap Zone: a threat or an answer */

/* The worth of card on the field to seat, positive whoever controls it. */
static int32_t worth(const tt_match *m, const ygo_state *g, unsigned seat, unsigned card,
                     unsigned kind)
{
    if (kind != g->z_monster)
        return SET_SPELL_TRAP;
    if (!tt_match_card_known(m, (int)seat, card))
        return UNKNOWN_MONSTER;
    int32_t atk = ygo_atk(m, card), def = ygo_def(m, card);
    return 500 + (atk > def ? atk : def);
}

int32_t ygo_evaluate(const tt_match *m, const void *gs, unsigned seat)
{
    const ygo_state *g = gs;
    const tt_rules *r = tt_match_rules(m);
    unsigned team = tt_seat_team(m, seat);
    int32_t score = 0, own_life = -1, their_life = -1;
    for (unsigned s = 0; s < r->seats; s++) { /* YT-1.4: one LP pool per team */
        int32_t life = tt_seat_is_out(m, s) ? 0 : tt_life_get(m, s);
        if (tt_seat_team(m, s) == team)
            own_life = life > own_life ? life : own_life;
        else
            their_life = life > their_life ? life : their_life;
    }
    score += 2 * (own_life - their_life); /* LP first: that is how a duel is won */
    for (unsigned c = 0; c < tt_match_card_count(m); c++) {
        unsigned z = tt_card_zone(m, c);
        if (z == TT_NOWHERE)
            continue;
        unsigned kind = tt_zone_kind_of(m, z);
        int sign = tt_seat_team(m, tt_card_controller(m, c)) == team ? 1 : -1;
        if (kind == g->z_monster || kind == g->z_spell_trap)
            score += sign * worth(m, g, seat, c, kind);
        else if (kind == g->z_hand)
            score += sign * CARD_IN_HAND; /* a hand's size is public */
    }
    return score;
}
