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
 * seat keeps to itself (an Extra Deck) is a pool of its own. A face-down card on the field
 * the seat may not look at (a Set monster, a Set Trap) belongs to its owner's first pool, but
 * only where the module says a card could have been Set (its stand_in hook). */
static unsigned pool_of(const tt_match *m, unsigned seat, unsigned card, int *face_down)
{
    const tt_card_state *cs = &tt__cards(m)[card];
    *face_down = 0;
    if (cs->zone == TT_NOWHERE || tt_match_card_known(m, (int)seat, card))
        return 0;
    unsigned kind = tt__zinst(m)[cs->zone].kind, vis = m->r->zones[kind].visibility;
    if (vis == TT_VIS_PUBLIC) { /* hidden on a public zone: face-down on the field */
        if (!m->game->stand_in || !m->game->trade)
            return 0; /* the module cannot say what could lie there: it stays */
        *face_down = 1;
        return 1u + cs->owner * (TT_MAX_ZONES + 1u);
    }
    unsigned part = vis == TT_VIS_HIDDEN || kind == m->r->zone_hand ? 0u : 1u + kind;
    return 1u + cs->owner * (TT_MAX_ZONES + 1u) + part;
}

/* The index of card's place in the slot pool. */
static uint32_t place_of(const tt_match *m, unsigned card)
{
    const tt_zinst *z = &tt__zinst(m)[tt__cards(m)[card].zone];
    const uint16_t *slots = tt__slots(m);
    uint32_t i = z->off;
    while (slots[i] != card)
        i++;
    return i;
}

/* a (at place pa) and b (at place pb) trade places. What belongs to a place stays with it:
 * its zone, face-down and revealed flags, controller, the per-card limit counters and the
 * lasting effects naming the card there; the module's trade hook does the same for its
 * per-card state and every card index it holds. No event: nothing happened at the table. */
static void trade(tt_match *m, unsigned a, uint32_t pa, unsigned b, uint32_t pb)
{
    tt_card_state *ca = &tt__cards(m)[a], *cb = &tt__cards(m)[b];
    uint16_t *slots = tt__slots(m);
    slots[pa] = (uint16_t)b;
    slots[pb] = (uint16_t)a;
    uint16_t zone = ca->zone;
    uint8_t flags = ca->flags, controller = ca->controller;
    ca->zone = cb->zone;
    ca->flags = cb->flags;
    ca->controller = cb->controller;
    cb->zone = zone;
    cb->flags = flags;
    cb->controller = controller;
    uint8_t *cnt = tt__limits(m);
    for (unsigned l = 0; l < m->r->nlimits; l++)
        if (m->r->limits[l].per == TT_PER_CARD) {
            uint8_t t = cnt[m->st->limbase[l] + a];
            cnt[m->st->limbase[l] + a] = cnt[m->st->limbase[l] + b];
            cnt[m->st->limbase[l] + b] = t;
        }
    for (unsigned i = 0; i < TT_MAX_LASTING; i++)
        if (m->st->lasting_used >> i & 1) {
            int16_t *c = &m->st->lasting[i].card;
            *c = *c == (int16_t)a ? (int16_t)b : *c == (int16_t)b ? (int16_t)a : *c;
        }
    m->game->trade(m, tt_match_game_state(m), a, b);
}

/* Face-down cards of pool p on the field, in zone order: each place in turn takes a card the
 * module says could lie there (stand_in), at random among the pool's cards not dealt to an
 * earlier place, in index order. Both lists are the same whichever card lies where (the
 * module answers from the place alone), so the deal depends on rng alone. The cards left
 * lie in the pool's hidden places, which the caller deals next. */
static void deal_face_down(tt_match *m, unsigned p, uint16_t *pool, uint8_t *down, unsigned first,
                           tt_rng *rng)
{
    static _Thread_local uint16_t member[TT_MAX_CARDS], cand[TT_MAX_CARDS];
    static _Thread_local uint8_t dealt[TT_MAX_CARDS];
    const tt_zinst *zi = tt__zinst(m);
    const uint16_t *slots = tt__slots(m);
    const void *gs = tt_match_game_state_const(m);
    unsigned n = m->st->ncards, k = 0;
    for (unsigned c = first; c < n; c++)
        if (pool[c] == p) {
            member[k++] = (uint16_t)c;
            dealt[c] = 0;
        }
    for (unsigned z = 0; z < m->st->nzinst; z++)
        for (uint32_t at = zi[z].off; at < zi[z].off + zi[z].count; at++) {
            unsigned x = slots[at];
            if (pool[x] != p || !down[x])
                continue;
            unsigned ncand = 0;
            for (unsigned j = 0; j < k; j++)
                if (!dealt[member[j]] && m->game->stand_in(m, gs, x, member[j]))
                    cand[ncand++] = member[j];
            unsigned c = ncand ? cand[tt_rng_below(rng, ncand)] : x; /* none: it stays */
            uint8_t was_down = down[c]; /* c may lie face-down at a later place */
            if (c != x)
                trade(m, x, at, c, place_of(m, c));
            down[x] = was_down; /* x lies where c lay */
            down[c] = 0;
            dealt[c] = 1;
        }
    for (unsigned j = 0; j < k; j++) /* on the field now: out of the deal of hidden places */
        if (dealt[member[j]])
            pool[member[j]] = 0;
}

/* One deal of every card hidden from seat among the places it could lie in. */
static void deal(tt_match *m, unsigned seat, tt_rng *rng)
{
    tt_card_state *cards = tt__cards(m);
    tt_zinst *zi = tt__zinst(m);
    uint16_t *slots = tt__slots(m);
    unsigned n = m->st->ncards;
    static _Thread_local uint16_t pool[TT_MAX_CARDS], cardv[TT_MAX_CARDS];
    static _Thread_local uint32_t where[TT_MAX_CARDS];
    static _Thread_local uint8_t flags[TT_MAX_CARDS], down[TT_MAX_CARDS];
    /* Every hidden card is re-dealt, even one the seat's pending decision names (a search of
     * its Deck shows it): which option fields are cards is the module's business, and setting
     * aside a card by an index that only looks like one would keep a hidden card where it
     * truly lies. An option then names a card that may lie elsewhere in the copy: the module
     * takes it from there, or refuses, which the agents score as no change. A face-down card
     * on the field is the exception: the module's trade hook renames it in the options, so an
     * attack on a Set monster attacks the card dealt to its place. */
    unsigned done[TT_MAX_SEATS * (TT_MAX_ZONES + 1) + 1] = {0};
    uint8_t with_down[TT_MAX_SEATS * (TT_MAX_ZONES + 1) + 1] = {0};
    for (unsigned c = 0; c < n; c++) {
        int d;
        pool[c] = (uint16_t)pool_of(m, seat, c, &d);
        down[c] = (uint8_t)d;
        with_down[pool[c]] |= (uint8_t)d;
    }
    for (unsigned first = 0; first < n; first++) {
        unsigned p = pool[first];
        if (!p || done[p])
            continue;
        done[p] = 1;
        if (with_down[p])
            deal_face_down(m, p, pool, down, first, rng);
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
}

int tt_match_determinize(tt_match *m, unsigned seat, tt_rng *rng)
{
    if (seat >= m->r->seats)
        return TT_ERR_MISUSE;
    /* A deal the rules rule out (the module's plausible hook) is dealt again: rejection keeps
     * every plausible deal alike likely, and what rules it out is known at the table. */
    for (unsigned tries = 0;; tries++) {
        deal(m, seat, rng);
        m->st->zones_changed = 1; /* the module reads the re-dealt zones */
        if (!m->game->plausible || m->game->plausible(m, tt_match_game_state(m)))
            break;
        if (tries + 1 == TT_DETERMINIZE_TRIES)
            return TT_ERR_LIMIT;
    }
    tt_rng_seed(&m->st->rng, tt_rng_next(rng)); /* coins and shuffles to come: unforeseen */
    m->st->zones_changed = 1;                   /* the module looks at the re-dealt zones again */
    return TT_OK;
}
