/* view.c: what one seat may know (YT-1.9 team hands, YT-3.4 Set cards seen by the partner,
 * hidden decks and prizes, cards a module revealed: YM-3 face-up Pendulums in the Extra Deck). */
#include "match_impl.h"

static int sees(const tt_match *m, unsigned seat, unsigned owner, unsigned controller, unsigned vis)
{
    switch ((tt_visibility)vis) {
    case TT_VIS_PUBLIC:
        return 1;
    case TT_VIS_OWNER:
        return seat == owner || seat == controller;
    case TT_VIS_TEAM:
        return tt_seat_team(m, seat) == tt_seat_team(m, owner) ||
               tt_seat_team(m, seat) == tt_seat_team(m, controller);
    case TT_VIS_HIDDEN:
        return 0;
    }
    return 0;
}

/* The visibility that applies to cs where it is now. */
static unsigned card_visibility(const tt_match *m, const tt_card_state *cs)
{
    const tt_rules *r = m->r;
    if (cs->zone == TT_NOWHERE) /* out of the match (PD-22): in no zone anyone looks at */
        return TT_VIS_HIDDEN;
    unsigned kind = tt__zinst(m)[cs->zone].kind, vis = r->zones[kind].visibility;
    if (kind == r->zone_hand && vis == TT_VIS_OWNER)
        vis = r->hand_visibility; /* YT-1.9: teammates see each other's hands */
    if ((cs->flags & TT_CARD_FACE_DOWN) && vis == TT_VIS_PUBLIC)
        vis = r->set_visibility; /* YT-3.4: the partner may look at Set cards */
    if (cs->flags & TT_CARD_REVEALED)
        vis = TT_VIS_PUBLIC; /* revealed (YM-3: the Extra Deck) or seen arriving (zone.c) */
    return vis;
}

/* seat -1 or out of range (TT_VIEWER_PUBLIC, a spectator): only what every seat sees. A
 * module's describe hook passes its viewer here: an unknown one must never see more. */
int tt_match_card_known(const tt_match *m, int seat, unsigned card)
{
    const tt_card_state *cs = &tt__cards(m)[card];
    unsigned vis = card_visibility(m, cs);
    return seat < 0 || seat >= (int)m->r->seats
               ? vis == TT_VIS_PUBLIC
               : sees(m, (unsigned)seat, cs->owner, cs->controller, vis);
}

void tt_match_view(const tt_match *m, unsigned seat, uint32_t *out)
{
    const tt_card_state *cards = tt__cards(m);
    int viewer = seat < m->r->seats ? (int)seat : -1; /* TT_VIEWER_PUBLIC: the public view */
    for (unsigned c = 0; c < m->st->ncards; c++)
        out[c] = tt_match_card_known(m, viewer, c) ? cards[c].id : TT_HIDDEN;
}
