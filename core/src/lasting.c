/* lasting.c: lasting effects that count turns (YT-5.4): each counts one at the start of every
 * turn whose relation to its controller is in its mask, and ends at the end of the turn in
 * which it reached its total (Swords of Revealing Light: 3 opponent turns). */
#include "match_impl.h"

#include <string.h>

int tt_lasting_add(tt_match *m, const tt_lasting *l)
{
    tt_state *st = m->st;
    for (unsigned i = 0; i < TT_MAX_LASTING; i++) {
        if (!(st->lasting_used >> i & 1)) {
            st->lasting[i] = *l;
            st->lasting_used |= 1u << i;
            return (int)i;
        }
    }
    tt__fault(m, TT_FAULT_LASTING);
    return -1;
}

const tt_lasting *tt_lasting_at(const tt_match *m, unsigned slot)
{
    if (slot >= TT_MAX_LASTING || !(m->st->lasting_used >> slot & 1))
        return NULL;
    return &m->st->lasting[slot];
}

void tt_lasting_remove(tt_match *m, unsigned slot)
{
    if (slot < TT_MAX_LASTING)
        m->st->lasting_used &= ~(1u << slot);
}

void tt_lasting__turn_start(tt_match *m)
{
    tt_state *st = m->st;
    if (!st->lasting_used)
        return;
    for (unsigned i = 0; i < TT_MAX_LASTING; i++) {
        tt_lasting *l = &st->lasting[i];
        if ((st->lasting_used >> i & 1) && (tt_turn_rel_of(m, l->seat) & l->counts) &&
            l->counted < l->total)
            l->counted++;
    }
}

void tt_lasting__turn_end(tt_match *m)
{
    tt_state *st = m->st;
    if (!st->lasting_used)
        return;
    for (unsigned i = 0; i < TT_MAX_LASTING; i++) {
        tt_lasting *l = &st->lasting[i];
        if ((st->lasting_used >> i & 1) && l->counted >= l->total) {
            tt_lasting done = *l;
            st->lasting_used &= ~(1u << i);
            tt__emit(m, TT_EV_LASTING_END, done.seat, done.card, done.kind, 0);
            if (m->game->lasting_end)
                m->game->lasting_end(m, tt_match_game_state(m), &done);
        }
    }
}
