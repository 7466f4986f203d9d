/* stream.c: a seat's own stream of a match (stream.h): events filtered to what the stream's
 * seats may know, with opaque card handles in place of card indices.
 *
 * Why handles: a card's index follows its deck file's order, so an index in a seat's stream
 * would name the card to anyone holding the (often public) deck list. A handle is given when
 * the seats come to know a card and dropped when they lose sight of it, in an order that
 * depends only on what they saw; so nothing in the stream depends on a hidden card. */
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "error_impl.h"
#include "match_impl.h"
#include "tagteam/stream.h"

#define NO_HANDLE (-1)

struct tt_stream {
    const tt_ruleset *rs;
    unsigned seats; /* seat mask; 0: the public stream (a spectator's) */
    int next;       /* the next handle to give */
    int full;       /* TT_STREAM_MAX_HANDLES handles given this game: the stream cannot go on */
    int16_t handle[TT_MAX_CARDS];
};

static int stream_new(tt_stream **out, const tt_ruleset *rs, unsigned seat_mask, tt_error *err)
{
    tt_stream *st = tt__malloc(&rs->ctx->al, sizeof *st);
    if (!st)
        return tt_error_set(err, TT_ERR_NOMEM, "stream", "out of memory");
    st->rs = rs;
    st->seats = seat_mask;
    st->next = 0;
    st->full = 0;
    memset(st->handle, 0xff, sizeof st->handle); /* NO_HANDLE */
    *out = st;
    return TT_OK;
}

int tt_stream_new(tt_stream **out, const tt_ruleset *rs, unsigned seat_mask, tt_error *err)
{
    const tt_rules *r = tt_ruleset_rules(rs);
    *out = NULL;
    /* a mask of 0 by mistake is refused, not taken for the public stream */
    if (!seat_mask || seat_mask >> r->seats)
        return tt_error_set(err, TT_ERR_MISUSE, "stream",
                            "a stream is for one or more of the ruleset's %u seats", r->seats);
    return stream_new(out, rs, seat_mask, err);
}

int tt_stream_new_public(tt_stream **out, const tt_ruleset *rs, tt_error *err)
{
    *out = NULL;
    return stream_new(out, rs, 0, err);
}

void tt_stream_free(tt_stream *st)
{
    if (st)
        tt__free(&st->rs->ctx->al, st);
}

unsigned tt_stream_seats(const tt_stream *st)
{
    return st->seats;
}

/* Whether one of the stream's seats may know card now (the public stream: every seat may). A
 * card taken out of the match (TT_NOWHERE, PD-22) is out of sight: it is in no zone a player
 * can look at. */
static int seen(const tt_stream *st, const tt_match *m, unsigned card)
{
    if (tt__cards(m)[card].zone == TT_NOWHERE)
        return 0;
    if (!st->seats)
        return tt_match_card_known(m, -1, card);
    for (unsigned s = 0; s < m->r->seats; s++)
        if ((st->seats >> s & 1) && tt_match_card_known(m, (int)s, card))
            return 1;
    return 0;
}

/* Brings the handles up to date with what the seats see now: a card out of sight loses its
 * handle; the cards come into sight get new ones in zone order (instance by instance, bottom
 * to top), an order the seats can see, never the cards' indices. */
static void refresh(tt_stream *st, const tt_match *m)
{
    for (unsigned c = 0; c < m->st->ncards; c++)
        if (st->handle[c] != NO_HANDLE && !seen(st, m, c))
            st->handle[c] = NO_HANDLE;
    for (unsigned z = 0; z < m->st->nzinst; z++)
        for (unsigned i = 0; i < tt_zone_count(m, z); i++) {
            unsigned c = tt_zone_card(m, z, i);
            if (st->handle[c] == NO_HANDLE && seen(st, m, c)) {
                /* an event's card field holds 15 bits: a reused handle would join two
                 * sightings the seats could not join, so the stream stops instead */
                if (st->next >= TT_STREAM_MAX_HANDLES) {
                    st->full = 1;
                    return;
                }
                st->handle[c] = (int16_t)st->next++;
            }
        }
}

int tt_stream_sync(tt_stream *st, const tt_match *m)
{
    refresh(st, m);
    return st->full ? TT_ERR_LIMIT : TT_OK;
}

int tt_stream_check(const tt_stream *st, tt_error *err)
{
    if (!st->full)
        return TT_OK;
    return tt_error_set(err, TT_ERR_LIMIT, "stream",
                        "more than %d card handles in one game (TT_STREAM_MAX_HANDLES): a "
                        "handle given again would join two sightings of different cards",
                        TT_STREAM_MAX_HANDLES);
}

int tt_stream_handle(const tt_stream *st, unsigned card)
{
    return card < TT_MAX_CARDS ? st->handle[card] : NO_HANDLE;
}

static int32_t card_field(const tt_stream *st, const tt_match *m, int32_t card)
{
    return card >= 0 && (unsigned)card < m->st->ncards ? st->handle[card] : NO_HANDLE;
}

/* A private look is the stream's when it was shown to one of its seats, or to the team of one
 * (a = 1: shared hands, YT-1.9); never the public stream's (no seat in its mask). */
static int look_is_ours(const tt_stream *st, const tt_match *m, const tt_event *ev)
{
    for (unsigned s = 0; s < m->r->seats; s++)
        if ((st->seats >> s & 1) && ev->seat >= 0 &&
            ((int)s == ev->seat ||
             (ev->a && tt_seat_team(m, s) == tt_seat_team(m, (unsigned)ev->seat))))
            return 1;
    return 0;
}

int tt_stream_filter(tt_stream *st, const tt_match *m, const tt_event *ev, tt_event *out)
{
    if (ev->kind == TT_EV_MATCH_START) { /* a new game: its cards are new to everyone */
        memset(st->handle, 0xff, sizeof st->handle);
        st->next = 0;
        st->full = 0;
    }
    if (st->full)
        return TT_ERR_LIMIT;
    if (ev->kind == TT_EV_SHOWN && !look_is_ours(st, m, ev))
        return 0;
    /* Another seat's decision is not told at all, not even that it was asked: a response
     * window opens only for a seat that could act in it, so being asked would tell its hidden
     * cards (a Set Trap that can answer). What it chose shows in the events that follow. The
     * public stream has no seat: it drops every decision. */
    if (ev->kind == TT_EV_DECIDE && !(ev->seat >= 0 && (st->seats >> ev->seat & 1)))
        return 0;
    refresh(st, m);
    if (st->full)
        return TT_ERR_LIMIT;
    *out = *ev;
    if (ev->kind == TT_EV_SHOWN) {
        /* the look names the card to its seat, which still does not see it where it is: it
         * gets no lasting handle (a later sight of it cannot be joined to this one) */
        out->card = NO_HANDLE;
        return 1;
    }
    if (ev->card >= 0)
        out->card = (int16_t)(tt_move_is_unseen(m, ev) ? NO_HANDLE : card_field(st, m, ev->card));
    if (ev->kind >= TT_EV_GAME && m->game->event_card_fields) {
        unsigned fields = m->game->event_card_fields(ev->kind - TT_EV_GAME);
        if (fields & TT_EVENT_CARD_A)
            out->a = card_field(st, m, ev->a);
        if (fields & TT_EVENT_CARD_B)
            out->b = card_field(st, m, ev->b);
    }
    return 1;
}
