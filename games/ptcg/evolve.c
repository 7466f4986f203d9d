/* evolve.c: evolution (PB): a Stage 1 or Stage 2 card from the hand is put on the Pokémon it
 * evolves from, which keeps its damage and attachments and loses its Special Conditions and
 * the effects of attacks on it; never on a player's first turn, nor on a Pokémon put into play
 * this turn. The lower stages are kept as cards attached to the top one (flat: attached_to). */
#include <string.h>

#include "ptcg.h"

void ptcg_evolve_options(tt_match *m, ptcg_state *g, unsigned seat, unsigned card, unsigned lanes)
{
    const ptcg_card *c = ptcg_card_of(m, card);
    unsigned turn = tt_match_turn(m);
    int first = tt_turn_is_seats_first(m, seat); /* PB: not on the player's first turn */
    for (unsigned l = 0; l < TT_MAX_LANES; l++) {
        if (!(lanes >> l & 1))
            continue;
        uint16_t mons[16];
        unsigned n = ptcg_lane_pokemon(m, g, seat, l, mons);
        for (unsigned i = 0; i < n; i++) {
            if ((int32_t)tt_card_id(m, mons[i]) != c->from)
                continue;
            int rule = first ? PR_EVOLVE_FIRST_TURN : -1;
            if (rule < 0 && g->card[mons[i]].entered == turn) /* PB: put into play this turn */
                rule = PR_EVOLVE_NEW;
            ptcg_add_or_deny(m, (tt_option){PO_EVOLVE, (int16_t)card, (int16_t)mons[i], (int16_t)l},
                             rule);
        }
    }
}

void ptcg_evolve(tt_match *m, ptcg_state *g, unsigned seat, const tt_option *o)
{
    unsigned top = (unsigned)o->a, under = (unsigned)o->b;
    unsigned owner = tt_card_owner(m, under);
    tt_card_swap(m, top, under); /* the Evolution takes its place: Active or Bench */
    tt_card_set_controller(m, top, tt_card_controller(m, under));
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++) { /* it keeps its attachments */
        unsigned z = tt_zone_instance(m, g->z_attached, s, -1);
        for (unsigned i = 0; i < tt_zone_count(m, z); i++) {
            unsigned a = tt_zone_card(m, z, i);
            if (g->card[a].attached_to == (int16_t)under)
                g->card[a].attached_to = (int16_t)top;
        }
    }
    /* PB: the card evolved from stays under it; it goes to its OWNER's pile later (PD-10) */
    tt_card_put(m, under, tt_zone_instance(m, g->z_attached, owner, -1), TT_BOTTOM);
    g->card[under].attached_to = (int16_t)top;
    g->card[top].damage = g->card[under].damage; /* PB: damage stays */
    g->card[under].damage = 0;
    ptcg_leave_active(m, g, under); /* PB: Special Conditions and attack effects end */
    g->card[top].conditions = 0;
    g->card[top].entered = (uint16_t)tt_match_turn(m);
    ptcg_emit(m, PE_EVOLVE, (int)seat, (int)top, (int32_t)under, 0);
}

/* PB, Rare Candy: "Choose 1 of your Basic Pokémon in play. If you have a Stage 2 card in your
 * hand that evolves from that Pokémon, put that card onto the Basic Pokémon to evolve it,
 * skipping the Stage 1. You can't use this card during your first turn or on a Basic Pokémon
 * that was put into play this turn." One option per Stage 2 name in the hand and Basic. */
void ptcg_rare_candy_options(tt_match *m, ptcg_state *g, unsigned seat, unsigned candy,
                             unsigned lanes)
{
    unsigned hand = ptcg_zone(m, g->z_hand, seat), n = tt_zone_count(m, hand), any = 0;
    unsigned turn = tt_match_turn(m);
    int first = tt_turn_is_seats_first(m, seat);
    for (unsigned i = 0; i < n; i++) {
        unsigned s2 = tt_zone_card(m, hand, i);
        const ptcg_card *c = ptcg_card_of(m, s2);
        int dup = 0;
        if (c->basic_from < 0)
            continue; /* not a Stage 2 */
        for (unsigned j = 0; j < i; j++)
            dup |= tt_card_id(m, tt_zone_card(m, hand, j)) == c->id;
        if (dup)
            continue;
        for (unsigned l = 0; l < TT_MAX_LANES; l++) {
            if (!(lanes >> l & 1))
                continue;
            uint16_t mons[16];
            unsigned k = ptcg_lane_pokemon(m, g, seat, l, mons);
            for (unsigned p = 0; p < k; p++) {
                if ((int32_t)tt_card_id(m, mons[p]) != c->basic_from)
                    continue;
                int rule = first ? PR_EVOLVE_FIRST_TURN : -1;
                if (rule < 0 && g->card[mons[p]].entered == turn) /* put into play this turn */
                    rule = PR_EVOLVE_NEW;
                ptcg_add_or_deny(
                    m, (tt_option){PO_RARE_CANDY, (int16_t)s2, (int16_t)mons[p], (int16_t)l}, rule);
                any = 1;
            }
        }
    }
    if (!any) /* no Basic with its Stage 2 in the hand */
        tt_decision_deny(m, (tt_option){PO_TRAINER, (int16_t)candy, -1, 0}, PR_NO_EFFECT);
}

int ptcg_rare_candy_in_hand(const tt_match *m, const ptcg_state *g, unsigned seat)
{
    unsigned hand = ptcg_zone(m, g->z_hand, seat), n = tt_zone_count(m, hand);
    for (unsigned i = 0; i < n; i++)
        if (ptcg_card_of(m, tt_zone_card(m, hand, i))->effect == PX_RARE_CANDY)
            return (int)tt_zone_card(m, hand, i);
    return PTCG_NO_CARD;
}

void ptcg_rare_candy(tt_match *m, ptcg_state *g, unsigned seat, const tt_option *o)
{
    int candy = ptcg_rare_candy_in_hand(m, g, seat);
    if (candy >= 0) {
        ptcg_emit(m, PE_TRAINER, (int)seat, candy, 0, 0);
        tt_card_send(m, (unsigned)candy, g->z_discard, -1, TT_TOP);
    }
    ptcg_evolve(m, g, seat, o); /* the Stage 2 onto the Basic: the same as an evolution */
}
