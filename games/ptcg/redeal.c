/* redeal.c: Pokémon lying face-down in play re-dealt for a seat that may not look at them
 * (issue 14, tt_match_determinize): during the setup a player's Active and Benched Pokémon are
 * face-down until both sides reveal them (PB), and the seats placing after see only how many. */
#include "ptcg.h"

/* A face-down Pokémon in play was put there in the setup: any Basic Pokémon of its owner's
 * could lie there (the place alone decides, whatever card lies there now). */
int ptcg_stand_in(const tt_match *m, const void *gs, unsigned set, unsigned card)
{
    const ptcg_state *g = gs;
    unsigned kind = tt_zone_kind_of(m, tt_card_zone(m, set));
    return (kind == g->z_active || kind == g->z_bench) && ptcg_is_basic(m, card);
}

/* Cards lie face-down in play only in the setup, before any turn: no attack, no frame but the
 * setup's (which names no card) and no option of another seat's names them then. What the
 * module keeps of a card (damage, the turn it came into play, what it is attached to) is the
 * place's; a card attached to a or b (none in the setup) follows its Pokémon's place. */
void ptcg_trade(tt_match *m, void *gs, unsigned a, unsigned b)
{
    ptcg_state *g = gs;
    ptcg_card_vars t = g->card[a];
    g->card[a] = g->card[b];
    g->card[b] = t;
    for (unsigned c = 0; c < tt_match_card_count(m); c++) {
        int16_t *on = &g->card[c].attached_to;
        *on = *on == (int16_t)a ? (int16_t)b : *on == (int16_t)b ? (int16_t)a : *on;
    }
}
