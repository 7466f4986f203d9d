/* determinize.c: a match as one seat could imagine it (issue 14's search agent). The cards
 * hidden from the seat are re-dealt among the places they hide in, so a playout on the copy
 * depends only on what the seat may know and on the caller's RNG, never on the real hidden
 * cards, and the match's RNG is reseeded so no coin flip or shuffle to come can be foreseen. */
#include <string.h>

#include "match_impl.h"
#include "tagteam/agent.h"

/* Cards trade places, not identities: per-card module state (caches of a card's static data
 * by index) stays true to the card. A card only takes the place of a card of the same owner
 * (its owner is part of the card) from the same pool: the Deck, the hand and the hidden zones
 * (Prize cards) are one pool (a card in a hand could as well lie in the Deck); another zone a
 * seat keeps to itself (an Extra Deck) is a pool of its own. Face-down cards on the field are
 * not re-dealt: their per-card module state (position, the turn they were Set) belongs to
 * them, so moving another card there would make a position the rules cannot reach. */
static unsigned pool_of(const tt_match *m, unsigned seat, unsigned card)
{
    const tt_card_state *cs = &tt__cards(m)[card];
    if (cs->zone == TT_NOWHERE || tt_match_card_known(m, (int)seat, card))
        return 0;
    unsigned kind = tt__zinst(m)[cs->zone].kind, vis = m->r->zones[kind].visibility;
    if (vis == TT_VIS_PUBLIC)
        return 0; /* a face-down card on the field: see above */
    unsigned part = vis == TT_VIS_HIDDEN || kind == m->r->zone_hand ? 0u : 1u + kind;
    return 1u + cs->owner * (TT_MAX_ZONES + 1u) + part;
}

int tt_match_determinize(tt_match *m, unsigned seat, tt_rng *rng)
{
    if (seat >= m->r->seats)
        return TT_ERR_MISUSE;
    tt_card_state *cards = tt__cards(m);
    tt_zinst *zi = tt__zinst(m);
    uint16_t *slots = tt__slots(m);
    unsigned n = m->st->ncards;
    static _Thread_local uint16_t pool[TT_MAX_CARDS], cardv[TT_MAX_CARDS];
    static _Thread_local uint32_t where[TT_MAX_CARDS];
    static _Thread_local uint8_t flags[TT_MAX_CARDS];
    /* Every hidden card is re-dealt, even one the seat's pending decision names (a search of
     * its Deck shows it): which option fields are cards is the module's business, and setting
     * aside a card by an index that only looks like one would keep a hidden card where it
     * truly lies. An option then names a card that may lie elsewhere in the copy: the module
     * takes it from there, or refuses, which the agents score as no change. */
    for (unsigned c = 0; c < n; c++)
        pool[c] = (uint16_t)pool_of(m, seat, c);
    unsigned done[TT_MAX_SEATS * (TT_MAX_ZONES + 1) + 1] = {0};
    for (unsigned first = 0; first < n; first++) {
        unsigned p = pool[first];
        if (!p || done[p])
            continue;
        done[p] = 1;
        /* the pool's cards in index order and its places in zone order: both lists are the
         * same whichever card lies where, so the deal depends on rng alone */
        unsigned k = 0, nplaces = 0;
        for (unsigned c = first; c < n; c++)
            if (pool[c] == p)
                cardv[k++] = (uint16_t)c;
        for (unsigned z = 0; z < m->st->nzinst; z++)
            for (unsigned i = 0; i < zi[z].count; i++) {
                unsigned c = slots[zi[z].off + i];
                if (pool[c] == p) {
                    where[nplaces] = zi[z].off + i;
                    flags[nplaces++] = cards[c].flags; /* face-down in a Deck: the place's */
                }
            }
        tt_rng_shuffle(rng, cardv, k);
        for (unsigned j = 0; j < nplaces; j++) {
            unsigned c = cardv[j];
            slots[where[j]] = (uint16_t)c;
            cards[c].flags = flags[j];
        }
        for (unsigned z = 0; z < m->st->nzinst; z++)
            for (unsigned i = 0; i < zi[z].count; i++)
                if (pool[slots[zi[z].off + i]] == p)
                    cards[slots[zi[z].off + i]].zone = (uint16_t)z;
    }
    tt_rng_seed(&m->st->rng, tt_rng_next(rng)); /* coins and shuffles to come: unforeseen */
    return TT_OK;
}
