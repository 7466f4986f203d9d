/* energy_cost.c: an attack whose cost discards Energy ("Discard 1 Fire Energy card attached to
 * Charmander in order to use this attack") lets its player choose which cards (PB: the player
 * pays the cost). When the attack is declared, a decision per card while the Pokémon has more
 * matching Energy than the cost takes and they are not all the same card; the chosen cards are
 * marked (ptcg_card_vars.to_pay) and the discard_energy part takes them first when the attack
 * resolves (parts.c). With one kind of matching card there is nothing to choose. */
#include "ptcg.h"

/* The matching Energy on the attacker not chosen yet into out; how many, and *kinds: whether
 * they are more than one card (by name). */
static unsigned unchosen(const tt_match *m, const ptcg_state *g, unsigned attacker, unsigned type,
                         uint16_t out[64], int *kinds)
{
    uint16_t att[64];
    unsigned n = ptcg_attached(m, g, attacker, att, 64), k = 0;
    *kinds = 0;
    for (unsigned i = 0; i < n; i++) {
        if (!ptcg_is_energy(m, att[i]) || g->card[att[i]].to_pay ||
            (type != PT_NONE && ptcg_card_of(m, att[i])->type != type))
            continue;
        *kinds |= k && tt_card_id(m, att[i]) != tt_card_id(m, out[0]);
        out[k++] = att[i];
    }
    return k;
}

void ptcg_energy_cost_choice(tt_match *m, ptcg_state *g, unsigned seat, unsigned attacker,
                             unsigned index)
{
    const ptcg_card *c = ptcg_card_of(m, attacker);
    const ptcg_attack *at = &c->attacks[index];
    uint16_t att[64];
    for (unsigned i = 0, n = ptcg_attached(m, g, attacker, att, 64); i < n; i++)
        g->card[att[i]].to_pay = 0; /* none left from an attack that did not resolve */
    for (unsigned i = 0; i < at->nparts; i++) {
        const ptcg_part *p = &at->parts[i];
        if (p->action != PPA_DISCARD_ENERGY || p->stage != PXS_COST || !p->amount)
            continue; /* all of them (Thunderbolt), or from the Defending Pokémon */
        unsigned type = p->type == PTCG_TYPE_OWN ? c->type : p->type;
        ptcg_energy_cost_frame f = {(uint8_t)seat, (uint8_t)p->amount, (uint8_t)type, 0,
                                    (int16_t)attacker};
        tt_frame_push(m, PFR_ENERGY_COST, &f, sizeof f);
        return; /* one discarding cost per attack */
    }
}

tt_step ptcg_resolve_energy_cost(tt_match *m, ptcg_state *g, ptcg_energy_cost_frame *f)
{
    uint16_t e[64];
    int kinds;
    unsigned n = unchosen(m, g, (unsigned)f->attacker, f->type, e, &kinds);
    if (!f->left || n <= f->left || !kinds) { /* every one goes, or any is the same */
        tt_frame_pop(m);
        return TT_STEP_DONE;
    }
    tt_decision_open(m, f->seat, PP_MAIN);
    for (unsigned i = 0; i < n; i++) {
        int dup = 0;
        for (unsigned j = 0; j < i && !dup; j++)
            dup = tt_card_id(m, e[j]) == tt_card_id(m, e[i]);
        if (!dup) /* one option per name */
            tt_decision_add(m, (tt_option){PO_ENERGY_COST, (int16_t)e[i], f->attacker, 0});
    }
    return TT_STEP_DECIDE;
}

int ptcg_apply_energy_cost(tt_match *m, ptcg_state *g, unsigned seat, const tt_option *o)
{
    (void)seat;
    unsigned kind;
    ptcg_energy_cost_frame *f = tt_frame_top(m, &kind);
    if (!f || kind != PFR_ENERGY_COST)
        return TT_ERR_MISUSE;
    g->card[o->a].to_pay = 1;
    f->left--;
    return TT_OK;
}
