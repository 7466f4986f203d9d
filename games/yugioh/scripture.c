/* scripture.c: Forbidden Scripture (Quick-Play Spell, YM-9 timing 3), as printed (PRIO-EN067):
 * "If a monster battles an opponent's monster, during damage calculation: Negate all other card
 * effects on the field until the end of the Damage Step, also damage calculation for this
 * battle uses each monster's original ATK and DEF." Once it resolves, a chain link of another
 * card that is on the field when it resolves does nothing (a Trap below it in its chain, a
 * monster's trigger after damage calculation), until the battle is over (the end of the
 * Damage Step); the continuous effects of the monsters on the field are negated too (piercing,
 * "cannot be destroyed by battle": ygo_drained); and damage calculation reads the printed ATK
 * and DEF, so no modifier applies (Field and Equip Spells, Rush Recklessly, Shrink, Lily). An
 * effect of a card in the hand or Graveyard (Kuriboh discarded, Giant Rat in the Graveyard) is
 * not on the field and is not negated. Simplification: what an effect already did before it
 * resolved stays done. */
#include "ygo.h"

int ygo_scripture_negates(const tt_match *m, const ygo_state *g, unsigned card)
{
    if (!g->bat.scripture || card == g->bat.scripture_card)
        return 0;
    unsigned z = tt_card_zone(m, card), k;
    if (z == TT_NOWHERE)
        return 0;
    k = tt_zone_kind_of(m, z); /* on the field: not the hand, Deck, Graveyard or banished */
    return k == g->z_monster || k == g->z_spell_trap || (g->z_field != 0xff && k == g->z_field) ||
           ygo_is_pendulum_zone(g, k);
}

void ygo_scripture_apply(tt_match *m, ygo_state *g, const ygo_link *l)
{
    if (g->bat.stage == BS_NONE)
        return;
    g->bat.scripture = 1;
    g->bat.scripture_card = l->card;
    int cards[2] = {g->bat.attacker, g->bat.target};
    for (unsigned i = 0; i < 2; i++)
        if (cards[i] >= 0)
            ygo_emit(m, YE_ORIGINAL_STATS, tt_card_controller(m, (unsigned)cards[i]), cards[i],
                     ygo_battle_atk(m, g, (unsigned)cards[i]),
                     ygo_battle_def(m, g, (unsigned)cards[i]));
}

int32_t ygo_battle_atk(const tt_match *m, const ygo_state *g, unsigned card)
{
    return g->bat.scripture ? ygo_field(m, card, YF_ATK) : ygo_atk(m, card);
}

int32_t ygo_battle_def(const tt_match *m, const ygo_state *g, unsigned card)
{
    return g->bat.scripture ? ygo_field(m, card, YF_DEF) : ygo_def(m, card);
}
