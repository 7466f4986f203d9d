/* zone.c: zone instances, cards moving between them, owner routing (YT-1.2, YT-1.3, YT-3.6,
 * PD-1, PD-10), draws and deck-out (YT-1.10, YP-8). */
#include "match_impl.h"

#include <assert.h>
#include <string.h>

unsigned tt_zone__kind_by_name(const tt_rules *r, const char *name)
{
    int k = tt_rules_zone(r, name);
    return k < 0 ? r->nzones : (unsigned)k;
}

unsigned tt_zone_instance(const tt_match *m, unsigned kind, unsigned seat, int lane)
{
    unsigned slot = (unsigned)lane + 1u; /* no lane (-1): slot 0 */
    if (kind < TT_MAX_ZONES && seat < TT_MAX_SEATS && slot <= TT_MAX_LANES)
        return m->zone_at[kind][seat][slot]; /* filled by tt_match_new */
    return m->st->zbase[kind] + tt_scope__index(m->r, m->r->zones[kind].scope, seat, lane, -1);
}

/* A card moved or changed control: PD-23's check and the module's look again. */
static void note_move(tt_match *m)
{
    m->st->cards_moved = 1;
    m->st->zones_changed = 1;
}

int tt_match_zones_changed(const tt_match *m)
{
    return m->st->zones_changed;
}

unsigned tt_zone_kind_of(const tt_match *m, unsigned inst)
{
    return tt__zinst(m)[inst].kind;
}

int tt_zone_seat_of(const tt_match *m, unsigned inst)
{
    return tt__zinst(m)[inst].seat;
}

unsigned tt_zone_count(const tt_match *m, unsigned inst)
{
    return tt__zinst(m)[inst].count;
}

unsigned tt_zone_card(const tt_match *m, unsigned inst, unsigned i)
{
    const tt_zinst *z = &tt__zinst(m)[inst];
    return i < z->count ? tt__slots(m)[z->off + i] : TT_NOWHERE;
}

unsigned tt_zone_free(const tt_match *m, unsigned inst)
{
    const tt_zinst *z = &tt__zinst(m)[inst];
    return z->count >= z->cap ? 0u : (unsigned)(z->cap - z->count);
}

int tt_zone_is_full(const tt_match *m, unsigned inst)
{
    const tt_zinst *z = &tt__zinst(m)[inst];
    return z->count >= z->cap;
}

/* The slot pool holds the zones' cards packed in instance order, one slot per card of the
 * match (a card is in one zone at most): instance i's cards are slots off..off+count-1 and
 * the next instance starts where it ends. A card put in or taken out of play shifts the
 * slots and offsets after it, a card moving between zones those between the two (move_card):
 * a few hundred bytes at most, where a slot per capacity would cost every copy of the state
 * its zones' capacities (a Deck, a hand, a Graveyard each as large as all the cards). */
static unsigned pool_used(const tt_match *m)
{
    if (!m->st->nzinst)
        return 0;
    const tt_zinst *last = &tt__zinst(m)[m->st->nzinst - 1];
    return last->off + last->count;
}

static void slot_insert(tt_match *m, unsigned inst, unsigned pos, unsigned card)
{
    tt_zinst *zi = tt__zinst(m);
    uint16_t *pool = tt__slots(m);
    unsigned at = zi[inst].off + pos;
    memmove(pool + at + 1, pool + at, (pool_used(m) - at) * sizeof *pool);
    pool[at] = (uint16_t)card;
    zi[inst].count++;
    for (unsigned i = inst + 1; i < m->st->nzinst; i++)
        zi[i].off++;
}

static void slot_remove(tt_match *m, unsigned inst, unsigned pos)
{
    tt_zinst *zi = tt__zinst(m);
    uint16_t *pool = tt__slots(m);
    unsigned at = zi[inst].off + pos, end = pool_used(m);
    memmove(pool + at, pool + at + 1, (end - at - 1) * sizeof *pool);
    pool[end - 1] = 0; /* the pool past its cards stays zero: equal matches are equal bytes */
    zi[inst].count--;
    for (unsigned i = inst + 1; i < m->st->nzinst; i++)
        zi[i].off--;
}

static void unlink_card(tt_match *m, unsigned card)
{
    tt_card_state *c = &tt__cards(m)[card];
    if (c->zone == TT_NOWHERE)
        return;
    tt_zinst *z = &tt__zinst(m)[c->zone];
    const uint16_t *slots = tt__slots(m) + z->off;
    for (unsigned i = 0; i < z->count; i++) {
        if (slots[i] == card) {
            slot_remove(m, c->zone, i);
            break;
        }
    }
    c->zone = TT_NOWHERE;
    m->st->zones_changed = 1;
}

/* Moves card into inst, at its bottom or top: from another zone only the slots and offsets
 * between the two instances shift, not the whole pool after them. */
static void move_card(tt_match *m, unsigned card, unsigned inst, int bottom)
{
    tt_card_state *c = &tt__cards(m)[card];
    tt_zinst *zi = tt__zinst(m);
    unsigned from = c->zone;
    m->st->zones_changed = 1; /* a draw too, which PD-23's cards_moved leaves out */
    if (from == TT_NOWHERE || from == inst) {
        unlink_card(m, card);
        slot_insert(m, inst, bottom ? 0u : zi[inst].count, card);
        c->zone = (uint16_t)inst;
        return;
    }
    uint16_t *pool = tt__slots(m);
    unsigned a = zi[from].off, b = zi[inst].off + (bottom ? 0u : zi[inst].count);
    while (pool[a] != card)
        a++;
    if (from < inst) { /* a < b: the slots between move down, the card ends them */
        memmove(pool + a, pool + a + 1, (b - 1 - a) * sizeof *pool);
        pool[b - 1] = (uint16_t)card;
        for (unsigned i = from + 1; i <= inst; i++)
            zi[i].off--;
    } else { /* b <= a: the slots between move up, the card starts them */
        memmove(pool + b + 1, pool + b, (a - b) * sizeof *pool);
        pool[b] = (uint16_t)card;
        for (unsigned i = inst + 1; i <= from; i++)
            zi[i].off++;
    }
    zi[from].count--;
    zi[inst].count++;
    c->zone = (uint16_t)inst;
}

void tt_zone__place(tt_match *m, unsigned card, unsigned inst)
{
    tt_zinst *z = &tt__zinst(m)[inst];
    assert(z->count < z->cap); /* callers check: the zone's capacity is the ruleset's */
    slot_insert(m, inst, z->count, card);
    tt__cards(m)[card].zone = (uint16_t)inst;
    m->st->zones_changed = 1;
}

/* Issue 33: the cards of a hand every seat knows (revealed, seen arriving) lie first, at its
 * bottom, the others after them in the order drawn: where a known card lies among cards the
 * other seats do not know would tell them how many were drawn after it, and which left. */
static void known_first(tt_match *m, unsigned card)
{
    unsigned inst = tt__cards(m)[card].zone;
    if (inst != TT_NOWHERE && tt__zinst(m)[inst].kind == m->r->zone_hand)
        move_card(m, card, inst, 1);
}

/* A card left hand unseen by the table (Set face-down, put into a Deck): it could have been
 * any of the hand's cards, so those known only by being revealed (or seen arriving) are known
 * no more (issue 33): the stream ends their handles, and a new one comes if they are seen
 * again. A hand holds a few cards. */
static void forget_revealed(tt_match *m, unsigned hand)
{
    const tt_zinst *z = &tt__zinst(m)[hand];
    const uint16_t *slots = tt__slots(m) + z->off;
    for (unsigned i = 0; i < z->count; i++) {
        tt_card_state *c = &tt__cards(m)[slots[i]];
        c->flags = (uint8_t)(c->flags & ~TT_CARD_REVEALED);
    }
}

/* Whether card, which was in from, left a hand there unseen by the table. */
static int left_hand_unseen(const tt_match *m, unsigned card, unsigned from)
{
    return from != TT_NOWHERE && tt__zinst(m)[from].kind == m->r->zone_hand &&
           tt__cards(m)[card].zone != from && !tt_match_card_known(m, -1, card);
}

/* Puts card into inst; face_down: Set there, face-down before the move is told, so no stream
 * names the card for an instant face-up (YT-1.9). */
static int put(tt_match *m, unsigned card, unsigned inst, tt_place at, int face_down)
{
    tt_card_state *c = &tt__cards(m)[card];
    unsigned from = c->zone;
    if (inst == TT_NOWHERE) {
        unlink_card(m, card);
        if (left_hand_unseen(m, card, from))
            forget_revealed(m, from);
        note_move(m);
        tt__emit(m, TT_EV_MOVE, c->controller, (int)card, (int32_t)from, TT_NOWHERE);
        return TT_OK;
    }
    tt_zinst *z = &tt__zinst(m)[inst];
    if (from != inst && z->count >= z->cap) {
        tt__fault(m, TT_FAULT_ZONE);
        return TT_ERR_LIMIT;
    }
    /* A card every seat could see (face-up on the field, in a discard pile) that goes into a
     * hand stays known to all there: the table saw which card it was (a Graveyard card added
     * to the hand, Energy Retrieval's Energy, a bounced monster). */
    /* So does one from a public zone placed on top (or at the bottom) of a hidden Deck, until
     * the Deck is shuffled (Axe of Despair from the Graveyard "on top of your Deck": every
     * player knows the next draw). Not one from a hand, even a known one: a hand may have been
     * shuffled on its way (Marnie), and where each card went no one saw. */
    const tt_zone_rule *to = &m->r->zones[z->kind];
    int to_deck = to->ordered && to->visibility == TT_VIS_HIDDEN && from != TT_NOWHERE &&
                  m->r->zones[tt__zinst(m)[from].kind].visibility == TT_VIS_PUBLIC;
    int seen_going = from != TT_NOWHERE && from != inst &&
                     (z->kind == m->r->zone_hand || to_deck) && tt_match_card_known(m, -1, card);
    if (from != inst) /* a revealed card is public only where it was revealed */
        c->flags = (uint8_t)(c->flags & ~TT_CARD_REVEALED);
    if (seen_going)
        c->flags = (uint8_t)(c->flags | TT_CARD_REVEALED);
    if (from == TT_NOWHERE || tt__zinst(m)[from].kind != z->kind)
        c->flags = (uint8_t)(c->flags & ~TT_CARD_FACE_DOWN); /* a Set card destroyed is face-up
            in the Graveyard (a change of control, between zones of one kind, keeps it
            face-down) */
    if (face_down)
        c->flags = (uint8_t)(c->flags | TT_CARD_FACE_DOWN);
    if (seen_going && z->kind == m->r->zone_hand)
        at = TT_BOTTOM; /* a hand's known cards come first: see known_first */
    move_card(m, card, inst, at == TT_BOTTOM);
    if (z->seat >= 0 && m->r->zones[z->kind].scope == TT_PER_SEAT)
        c->controller = (uint8_t)z->seat;
    if (left_hand_unseen(m, card, from))
        forget_revealed(m, from);
    note_move(m);
    tt__emit(m, TT_EV_MOVE, c->controller, (int)card, (int32_t)from, (int32_t)inst);
    return TT_OK;
}

int tt_card_put(tt_match *m, unsigned card, unsigned inst, tt_place at)
{
    return put(m, card, inst, at, 0);
}

int tt_card_put_face_down(tt_match *m, unsigned card, unsigned inst, tt_place at)
{
    return put(m, card, inst, at, 1);
}

void tt_card_swap(tt_match *m, unsigned a, unsigned b)
{
    tt_card_state *ca = &tt__cards(m)[a], *cb = &tt__cards(m)[b];
    unsigned za = ca->zone, zb = cb->zone;
    if (za == TT_NOWHERE || zb == TT_NOWHERE || a == b)
        return;
    uint16_t *sa = tt__slots(m) + tt__zinst(m)[za].off, *sb = tt__slots(m) + tt__zinst(m)[zb].off;
    unsigned ia = 0, ib = 0;
    while (sa[ia] != a)
        ia++;
    while (sb[ib] != b)
        ib++;
    sa[ia] = (uint16_t)b;
    sb[ib] = (uint16_t)a;
    ca->zone = (uint16_t)zb;
    cb->zone = (uint16_t)za;
    if (za != zb) { /* a revealed card is public only where it was revealed */
        ca->flags = (uint8_t)(ca->flags & ~TT_CARD_REVEALED);
        cb->flags = (uint8_t)(cb->flags & ~TT_CARD_REVEALED);
    }
    if (tt__zinst(m)[za].kind != tt__zinst(m)[zb].kind) { /* face-up where they arrive */
        ca->flags = (uint8_t)(ca->flags & ~TT_CARD_FACE_DOWN);
        cb->flags = (uint8_t)(cb->flags & ~TT_CARD_FACE_DOWN);
    }
    note_move(m);
    tt__emit(m, TT_EV_MOVE, ca->controller, (int)a, (int32_t)za, (int32_t)zb);
    tt__emit(m, TT_EV_MOVE, cb->controller, (int)b, (int32_t)zb, (int32_t)za);
}

int tt_card_send(tt_match *m, unsigned card, unsigned kind, int lane, tt_place at)
{
    tt_card_state *c = &tt__cards(m)[card];
    /* YT-3.6, PD-10: a card goes to its owner's zone (cards.leave_to: owner by default) */
    unsigned seat = m->r->leave_to == TT_ROUTE_OWNER ? c->owner : c->controller;
    int rc = tt_card_put(m, card, tt_zone_instance(m, kind, seat, lane), at);
    if (!rc && m->r->leave_to == TT_ROUTE_OWNER)
        c->controller = c->owner; /* control returns with the card */
    return rc;
}

uint32_t tt_card_id(const tt_match *m, unsigned card)
{
    return tt__cards(m)[card].id;
}

unsigned tt_card_owner(const tt_match *m, unsigned card)
{
    return tt__cards(m)[card].owner;
}

unsigned tt_card_controller(const tt_match *m, unsigned card)
{
    return tt__cards(m)[card].controller;
}

unsigned tt_card_zone(const tt_match *m, unsigned card)
{
    return tt__cards(m)[card].zone;
}

int tt_card_face_down(const tt_match *m, unsigned card)
{
    return tt__cards(m)[card].flags & TT_CARD_FACE_DOWN;
}

void tt_card_set_face_down(tt_match *m, unsigned card, int down)
{
    tt_card_state *c = &tt__cards(m)[card];
    c->flags = (uint8_t)(down ? c->flags | TT_CARD_FACE_DOWN : c->flags & ~TT_CARD_FACE_DOWN);
}

int tt_card_revealed(const tt_match *m, unsigned card)
{
    return (tt__cards(m)[card].flags & TT_CARD_REVEALED) != 0;
}

void tt_card_set_revealed(tt_match *m, unsigned card, int revealed)
{
    tt_card_state *c = &tt__cards(m)[card];
    c->flags = (uint8_t)(revealed ? c->flags | TT_CARD_REVEALED : c->flags & ~TT_CARD_REVEALED);
    if (revealed)
        known_first(m, card);
}

void tt_card_set_controller(tt_match *m, unsigned card, unsigned seat)
{
    tt__cards(m)[card].controller = (uint8_t)seat; /* YT-3.6: the owner never changes */
    note_move(m);
}

unsigned tt_draw(tt_match *m, unsigned seat, unsigned n)
{
    const tt_rules *r = m->r;
    unsigned deck = tt_zone_instance(m, r->zone_deck, seat, -1);
    unsigned hand = tt_zone_instance(m, r->zone_hand, seat, -1);
    for (unsigned i = 0; i < n; i++) {
        tt_zinst *d = &tt__zinst(m)[deck];
        if (tt_zone_is_full(m, hand))
            return i; /* a hand at zones.hand.capacity takes no more cards */
        if (d->count == 0) {
            if (r->deck_out_loses && m->st->setup_done)
                tt_seat_out(m, seat, TT_OUT_DECK); /* YT-1.10, YP-8, PD-22 */
            return i;
        }
        unsigned card = tt__slots(m)[d->off + d->count - 1];
        /* a card every seat saw go on top of the Deck is drawn known: first in the hand */
        move_card(m, card, hand, (tt__cards(m)[card].flags & TT_CARD_REVEALED) != 0);
        tt__emit(m, TT_EV_DRAW, (int)seat, (int)card, 0, 0);
    }
    return n;
}

void tt_zone_shuffle(tt_match *m, unsigned inst)
{
    tt_zinst *z = &tt__zinst(m)[inst];
    if (!tt_chance__shuffle_kept(m)) /* a scenario may keep the order (chance.c) */
        tt_rng_shuffle(&m->st->rng, tt__slots(m) + z->off, z->count);
    for (unsigned i = 0; m->r->zones[z->kind].ordered && i < z->count; i++) {
        tt_card_state *c = &tt__cards(m)[tt__slots(m)[z->off + i]]; /* where each card is, */
        c->flags = (uint8_t)(c->flags & ~TT_CARD_REVEALED);         /* no one knows now */
    }
    tt__emit(m, TT_EV_SHUFFLE, z->seat, -1, (int32_t)inst, 0);
}

/* Whether card a goes after card b in a sorted zone: the cards every seat knows (revealed)
 * first, in the order they lie (the order they became known: known_first), then the others
 * by card id, then index (which of two copies a seat could not tell apart). */
static int sorts_after(const tt_card_state *cards, unsigned a, unsigned b)
{
    int ka = (cards[a].flags & TT_CARD_REVEALED) != 0,
        kb = (cards[b].flags & TT_CARD_REVEALED) != 0;
    if (ka || kb)
        return kb && !ka;
    return cards[a].id != cards[b].id ? cards[a].id > cards[b].id : a > b;
}

/* Issue 33: a hand lies in draw order, and cards leaving it together in that order tell the
 * other seats when each was drawn. An insertion sort: a hand holds a few cards. */
void tt_zone_sort(tt_match *m, unsigned inst)
{
    const tt_zinst *z = &tt__zinst(m)[inst];
    uint16_t *slots = tt__slots(m) + z->off;
    const tt_card_state *cards = tt__cards(m);
    for (unsigned i = 1; i < z->count; i++) {
        uint16_t c = slots[i];
        unsigned j = i;
        for (; j > 0 && sorts_after(cards, slots[j - 1], c); j--)
            slots[j] = slots[j - 1];
        slots[j] = c;
    }
}
