/* evaluate.c: how good a position looks to one seat (the greedy agent's score, issue 14), read
 * only from what that seat may know: Prize cards taken, the Pokémon in play (public: their
 * HP left, Energy, stage), how many cards each side holds. */
#include "ptcg.h"

#define PRIZE        1000 /* a Prize card taken: the way to win (PD-24) */
#define IN_PLAY      150  /* a Pokémon in play: one more before "no Pokémon" (PD-23) */
#define PER_ENERGY   40   /* Energy attached: attacks to come */
#define PER_STAGE    60   /* an evolved Pokémon */
#define CARD_IN_HAND 15
#define CARD_IN_DECK 20 /* a card left to draw: a Deck drawn out loses (PD-22) */

int32_t ptcg_evaluate(const tt_match *m, const void *gs, unsigned seat)
{
    const ptcg_state *g = gs;
    const tt_rules *r = tt_match_rules(m);
    unsigned team = tt_seat_team(m, seat);
    int32_t score = 0;
    for (unsigned s = 0; s < r->seats; s++) /* a team's pool counts once per seat: both */
        score += (tt_seat_team(m, s) == team ? 1 : -1) * PRIZE * (int32_t)tt_prizes_taken(m, s);
    for (unsigned c = 0; c < tt_match_card_count(m); c++) {
        unsigned z = tt_card_zone(m, c);
        if (z == TT_NOWHERE)
            continue;
        int sign = tt_seat_team(m, tt_card_owner(m, c)) == team ? 1 : -1;
        unsigned kind = tt_zone_kind_of(m, z);
        if (kind == g->z_hand || kind == g->z_deck) {
            score += sign * (kind == g->z_hand ? CARD_IN_HAND : CARD_IN_DECK); /* sizes: public */
            continue;
        }
        if (kind != g->z_active && kind != g->z_bench) /* Pokémon in play are public (PB) */
            continue;
        const ptcg_card *k = ptcg_card_of(m, c);
        int32_t hp = k->hp - (int32_t)g->card[c].damage;
        uint8_t have[PT_COUNT];
        score += sign * (IN_PLAY + (hp > 0 ? hp : 0) + PER_STAGE * (int32_t)k->stage +
                         PER_ENERGY * (int32_t)ptcg_energy(m, g, c, have));
    }
    /* PD-6, PD-12: an attack declared this turn resolves when the turn ends: its damage, and
     * the Knock Out it makes, count already (the declaration is public) */
    for (unsigned l = 0; l < TT_MAX_LANES; l++) {
        if (g->atk_index[l] < 0 || g->atk_card[l] < 0)
            continue;
        unsigned attacker = (unsigned)g->atk_card[l], side = tt_seat_team(m, g->atk_seat[l]);
        int foe = ptcg_team_seat_in(m, 1u - side, l);
        int defender = foe < 0 ? -1 : ptcg_lane_active(m, g, (unsigned)foe, l);
        if (defender < 0)
            continue;
        const ptcg_card *d = ptcg_card_of(m, (unsigned)defender);
        int32_t left = d->hp - (int32_t)g->card[defender].damage;
        int32_t dmg =
            ptcg_damage_after_wr(m, g, attacker, (unsigned)defender,
                                 ptcg_card_of(m, attacker)->attacks[g->atk_index[l]].damage, 0);
        int32_t worth = dmg >= left ? left + IN_PLAY + PRIZE * (int32_t)d->prizes : dmg;
        score += (side == team ? 1 : -1) * (worth > 0 ? worth : 0);
    }
    return score;
}
