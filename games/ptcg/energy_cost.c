/* energy_cost.c: an attack whose cost discards Energy ("Discard 1 Fire Energy card attached to
 * Charmander in order to use this attack") lets its player choose which cards (PB: the player
 * pays the cost). When the attack is declared, a decision per card while the Pokémon has more
 * matching Energy than the cost takes and they are not all the same card; the chosen cards are
 * marked (ptcg_card_vars.to_pay) and the discard_energy part takes them first when the attack
 * resolves (parts.c). With one kind of matching card there is nothing to choose. */
#include "ptcg.h"

/* Two Energy cards alike for a cost: the same card of the same owner (the center's Pokémon
 * carry both teammates' Energy, PD-10: discarding the teammate's is not discarding one's own). */
static int alike(const tt_match *m, unsigned a, unsigned b)
{
    return tt_card_id(m, a) == tt_card_id(m, b) && tt_card_owner(m, a) == tt_card_owner(m, b);
}

/* The matching Energy on the attacker not chosen yet into out; how many, and *kinds: whether
 * they are more than one card (by name and owner). */
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
        *kinds |= k && !alike(m, att[i], out[0]);
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
        ptcg_energy_cost_frame f = {
            (uint8_t)seat, (uint8_t)p->amount, (uint8_t)type, 0, (int16_t)attacker, -1, 0, 0};
        tt_frame_push(m, PFR_ENERGY_COST, &f, sizeof f);
        return; /* one discarding cost per attack */
    }
}

/* The Energy provided by cards. */
static unsigned provided(const tt_match *m, const uint16_t *cards, unsigned n)
{
    unsigned units = 0;
    for (unsigned i = 0; i < n; i++)
        units += ptcg_card_of(m, cards[i])->provides;
    return units;
}

int ptcg_retreat_chooses(const tt_match *m, const ptcg_state *g, unsigned pokemon)
{
    uint16_t e[64];
    int kinds;
    unsigned n = unchosen(m, g, pokemon, PT_NONE, e, &kinds);
    unsigned cost = ptcg_retreat_cost(m, g, pokemon);
    return cost && kinds && provided(m, e, n) > cost;
}

/* The retreat's cost: the cards chosen (to_pay), then the most recently attached others while
 * some is still due; the Benched Pokémon comes in. */
static void retreat_now(tt_match *m, ptcg_state *g, unsigned seat, unsigned pokemon, unsigned bench,
                        unsigned lane)
{
    uint16_t att[64];
    unsigned n = ptcg_attached(m, g, pokemon, att, 64), cost = ptcg_retreat_cost(m, g, pokemon);
    unsigned paid = 0, k = 0;
    for (int chosen = 1; chosen >= 0; chosen--) /* every card chosen, then the newest others */
        for (unsigned i = n; i-- > 0 && (chosen || paid < cost);)
            if (ptcg_is_energy(m, att[i]) && g->card[att[i]].to_pay == chosen) {
                paid += ptcg_card_of(m, att[i])->provides;
                ptcg_discard_card(m, g, att[i]);
                k++;
            }
    tt_limit_use(m, PA_RETREAT, seat, (int)lane, -1);
    ptcg_switch_in(m, g, bench);
    ptcg_emit(m, PE_RETREAT, (int)seat, (int)pokemon, (int32_t)k, (int32_t)bench);
}

void ptcg_retreat_pay(tt_match *m, ptcg_state *g, unsigned seat, unsigned pokemon, unsigned bench,
                      unsigned lane)
{
    uint16_t att[64];
    for (unsigned i = 0, n = ptcg_attached(m, g, pokemon, att, 64); i < n; i++)
        g->card[att[i]].to_pay = 0; /* none left from an attack that did not resolve */
    if (!ptcg_retreat_chooses(m, g, pokemon)) {
        retreat_now(m, g, seat, pokemon, bench, lane);
        return;
    }
    ptcg_energy_cost_frame f = {(uint8_t)seat,    (uint8_t)ptcg_retreat_cost(m, g, pokemon),
                                PT_NONE,          1,
                                (int16_t)pokemon, (int16_t)bench,
                                (uint8_t)lane,    0};
    tt_frame_push(m, PFR_ENERGY_COST, &f, sizeof f);
}

tt_step ptcg_resolve_energy_cost(tt_match *m, ptcg_state *g, ptcg_energy_cost_frame *f)
{
    uint16_t e[64];
    int kinds;
    unsigned n = unchosen(m, g, (unsigned)f->attacker, f->type, e, &kinds);
    unsigned due = f->retreat ? provided(m, e, n) : n; /* a retreat counts Energy, not cards */
    if (!f->left || due <= f->left || !kinds) {        /* every one goes, or any is the same */
        ptcg_energy_cost_frame done = *f;
        tt_frame_pop(m);
        if (done.retreat)
            retreat_now(m, g, done.seat, (unsigned)done.attacker, (unsigned)done.bench, done.lane);
        return TT_STEP_DONE;
    }
    /* a card that provides more than is still due may be chosen (Double Colorless Energy for
     * a cost of 1): what it provides past the cost is lost; every card chosen is discarded */
    uint16_t offer[64];
    unsigned k = 0;
    for (unsigned i = 0; i < n; i++) {
        int dup = 0;
        for (unsigned j = 0; j < k && !dup; j++)
            dup = alike(m, offer[j], e[i]);
        if (!dup) /* one option per name and owner */
            offer[k++] = e[i];
    }
    if (k == 1) { /* nothing left to choose: it pays */
        tt_option only = {PO_ENERGY_COST, (int16_t)offer[0], f->attacker, (int16_t)f->retreat};
        ptcg_apply_energy_cost(m, g, f->seat, &only);
        return TT_STEP_AGAIN;
    }
    tt_decision_open(m, f->seat, PP_MAIN);
    for (unsigned i = 0; i < k; i++)
        tt_decision_add(
            m, (tt_option){PO_ENERGY_COST, (int16_t)offer[i], f->attacker, (int16_t)f->retreat});
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
    unsigned units = f->retreat ? ptcg_card_of(m, (unsigned)o->a)->provides : 1u;
    f->left = (uint8_t)(units < f->left ? f->left - units : 0);
    return TT_OK;
}
