/* observe.c: a seat's observation (observe.h, issue 29): the match as the player at that seat
 * may know it, built from tt_match_card_known and the module's observe hooks only. A card the
 * seat may not know gives no identity and no handle; an option, a chain link or an attachment
 * names a card by its place in the observation only where the seat may know where it lies. */
#include <stdio.h>
#include <string.h>

#include "match_impl.h"
#include "tagteam/observe.h"

/* The seat as tt_match_card_known takes it: -1 for the public viewer (TT_OBS_PUBLIC). */
static int viewer_of(unsigned seat)
{
    return seat == TT_OBS_PUBLIC ? -1 : (int)seat;
}

/* Whether seat may know where card lies, so that an option or a link may name its place: a
 * card it knows outside a hidden zone (not a Deck's or the Prize cards' order), or a
 * face-down card on the field (a Set card's place is public, not what it is). */
static int place_known(const tt_match *m, unsigned seat, unsigned card)
{
    const tt_card_state *cs = &tt__cards(m)[card];
    if (cs->zone == TT_NOWHERE)
        return 0;
    unsigned kind = tt__zinst(m)[cs->zone].kind;
    if (m->r->zones[kind].visibility == TT_VIS_HIDDEN && !(cs->flags & TT_CARD_REVEALED))
        return 0;
    return (cs->flags & TT_CARD_FACE_DOWN) || tt_match_card_known(m, viewer_of(seat), card);
}

static int16_t obs_ref(const tt_match *m, unsigned seat, const int16_t *at, int card)
{
    if (card < 0 || (unsigned)card >= m->st->ncards || !place_known(m, seat, (unsigned)card))
        return -1;
    return at[card];
}

/* "1A.hand", "1A.active@left" (a lane zone of a ruleset with lanes), "stadium@center" (a lane's
 * own zone, of no seat): the names the stdio view and scenarios use. */
static void zone_name(const tt_match *m, const tt_zinst *zi, char *buf, size_t size)
{
    const tt_rules *r = m->r;
    char who[4] = "";
    int seat = zi->seat >= 0   ? zi->seat
               : zi->team >= 0 ? zi->team * (r->per_team ? r->per_team : 1)
                               : -1;
    if (seat >= 0)
        tt_seat_name(r, (unsigned)seat, who);
    size_t n = 0;
    n += (size_t)snprintf(buf, size, "%s%s%s", who, who[0] ? "." : "", r->zones[zi->kind].name);
    if (zi->lane >= 0 && r->nlanes > 1 && n < size)
        snprintf(buf + n, size - n, "@%s", r->lanes[zi->lane].name);
}

static void observe_cards(const tt_match *m, unsigned seat, tt_stream *st, tt_observation *o,
                          int16_t *at)
{
    const tt_card_state *cards = tt__cards(m);
    const tt_zinst *zi = tt__zinst(m);
    const uint16_t *slots = tt__slots(m);
    o->nzones = 0;
    o->ncards = 0;
    for (unsigned z = 0; z < m->st->nzinst && z < TT_OBS_MAX_ZONES; z++) {
        tt_obs_zone *oz = &o->zones[o->nzones];
        memset(oz, 0, sizeof *oz);
        zone_name(m, &zi[z], oz->name, sizeof oz->name);
        oz->kind = zi[z].kind;
        oz->seat = zi[z].seat >= 0   ? zi[z].seat
                   : zi[z].team >= 0 ? (int8_t)(zi[z].team * (m->r->per_team ? m->r->per_team : 1))
                                     : -1;
        oz->team = zi[z].team >= 0   ? zi[z].team
                   : zi[z].seat >= 0 ? (int8_t)tt_seat_team(m, (unsigned)zi[z].seat)
                                     : -1;
        oz->lane = zi[z].lane;
        oz->first = o->ncards;
        oz->count = zi[z].count;
        for (unsigned i = 0; i < zi[z].count; i++) {
            unsigned c = slots[zi[z].off + i];
            at[c] = (int16_t)o->ncards;
            tt_obs_card *oc = &o->cards[o->ncards++];
            const tt_card_state *cs = &cards[c];
            int known = tt_match_card_known(m, viewer_of(seat), c),
                placed = place_known(m, seat, c);
            oc->id = known ? cs->id : TT_HIDDEN;
            oc->handle = known && st ? tt_stream_handle(st, c) : -1;
            oc->zone = o->nzones;
            oc->index = (uint16_t)i;
            oc->attached_to = -1; /* set below, once every card has its index */
            /* a card in a hidden place (a Deck, Prize cards of two owners mixed) shows not even
               whose it is: the order of owners there is an order of hidden cards */
            oc->owner = (int8_t)(known || placed ? cs->owner : -1);
            oc->controller = (int8_t)(known || placed ? cs->controller : -1);
            oc->flags =
                (uint8_t)((known ? TT_OBS_KNOWN : 0u) |
                          (placed && (cs->flags & TT_CARD_FACE_DOWN) ? TT_OBS_FACE_DOWN : 0u) |
                          (cs->flags & TT_CARD_REVEALED ? TT_OBS_REVEALED : 0u));
            for (unsigned f = 0; f < TT_OBS_FIELDS; f++)
                oc->field[f] = TT_OBS_NONE;
        }
        o->nzones++;
    }
}

/* The module's fields and attachments, once every card has its place in the observation. */
static void observe_fields(const tt_match *m, unsigned seat, tt_observation *o, const int16_t *at)
{
    if (!m->game->observe_card)
        return;
    const void *gs = tt_match_game_state_const(m);
    const tt_zinst *zi = tt__zinst(m);
    const uint16_t *slots = tt__slots(m);
    for (unsigned z = 0; z < o->nzones; z++)
        for (unsigned i = 0; i < o->zones[z].count; i++) {
            unsigned c = slots[zi[z].off + i];
            tt_obs_card *oc = &o->cards[o->zones[z].first + i];
            if (!(oc->flags & (TT_OBS_KNOWN | TT_OBS_FACE_DOWN)))
                continue; /* a card in a hidden place shows nothing */
            int under = m->game->observe_card(m, gs, c, seat, oc->flags & TT_OBS_KNOWN, oc->field);
            oc->attached_to = obs_ref(m, seat, at, under);
        }
}

static void observe_decision(const tt_match *m, unsigned seat, tt_observation *o, const int16_t *at)
{
    o->noptions = 0;
    if (o->decision_seat != (int)seat)
        return;
    unsigned n = tt_match_option_count(m);
    for (unsigned i = 0; i < n && i < TT_MAX_OPTIONS; i++) {
        const tt_option *opt = tt_match_option_at(m, i);
        tt_obs_option *oo = &o->options[o->noptions++];
        int32_t raw[3] = {opt->a, opt->b, opt->c};
        memset(oo, 0, sizeof *oo);
        oo->kind = opt->kind;
        /* a kind the module does not describe gives no arguments: a raw card index would
           tell the deck file's order */
        if (!m->game->option_shape || !m->game->option_shape(opt->kind, oo->arg_kind))
            memset(oo->arg_kind, TT_ARG_NONE, sizeof oo->arg_kind);
        else if (m->game->option_args)
            m->game->option_args(opt, raw);
        for (unsigned k = 0; k < 3; k++)
            oo->arg[k] = oo->arg_kind[k] == TT_ARG_CARD   ? obs_ref(m, seat, at, raw[k])
                         : oo->arg_kind[k] == TT_ARG_NONE ? 0
                                                          : raw[k];
    }
}

int tt_match_observe(const tt_match *m, unsigned seat, tt_stream *st, tt_observation *o,
                     tt_error *err)
{
    const tt_rules *r = m->r;
    if (seat >= r->seats && seat != TT_OBS_PUBLIC)
        return tt_error_set(err, TT_ERR_MISUSE, "seat", "seat %u: the ruleset has %u seats", seat,
                            (unsigned)r->seats);
    /* a spectator's observation takes the public stream only: a seat's would give handles to
       cards the spectator may not know */
    if (st && seat == TT_OBS_PUBLIC && tt_stream_seats(st) != 0)
        return tt_error_set(err, TT_ERR_MISUSE, "stream",
                            "the public observation takes the public stream, not a seat's");
    if (st && seat != TT_OBS_PUBLIC && !(tt_stream_seats(st) >> seat & 1))
        return tt_error_set(err, TT_ERR_MISUSE, "stream", "the stream is not seat %u's", seat);
    if (st && tt_stream_sync(st, m) != TT_OK)
        return tt_stream_check(st, err);
    int16_t at[TT_MAX_CARDS]; /* a card's index in the observation */
    memset(at, 0xff, sizeof at);
    o->seat = (uint8_t)seat;
    /* a spectator is told no decision (TT_OBS_PUBLIC is no seat): nothing matches it */
    o->decision_seat = (int8_t)(tt_match_decision_seat(m) == (int)seat ? (int)seat : -1);
    o->turn_seat = (int8_t)tt_match_turn_seat(m);
    o->turn_team = (int8_t)tt_match_turn_team(m);
    const char *phase = tt_match_phase(m);
    o->phase = (int8_t)(phase ? r->phases[m->st->phase] : -1);
    o->over = (int8_t)tt_match_is_over(m);
    o->winner = (int8_t)(o->over ? tt_match_winner(m) : -1);
    o->turn = (uint16_t)tt_match_turn(m);
    for (unsigned s = 0; s < TT_MAX_SEATS; s++) {
        o->life[s] = s < r->seats ? tt_match_life(m, s) : 0;
        o->prizes_taken[s] = (uint8_t)(s < r->seats ? tt_prizes_taken(m, s) : 0);
    }
    observe_cards(m, seat, st, o, at);
    observe_fields(m, seat, o, at);
    o->nlinks = 0;
    if (m->game->observe_links) {
        o->nlinks = (uint16_t)m->game->observe_links(m, tt_match_game_state_const(m), o->links,
                                                     TT_OBS_MAX_LINKS);
        for (unsigned i = 0; i < o->nlinks; i++) {
            o->links[i].card = obs_ref(m, seat, at, o->links[i].card);
            o->links[i].target = obs_ref(m, seat, at, o->links[i].target);
        }
    }
    observe_decision(m, seat, o, at);
    return TT_OK;
}

size_t tt_observation_size(void)
{
    return sizeof(tt_observation);
}

const tt_obs_field *tt_match_obs_fields(const tt_match *m, unsigned *n)
{
    unsigned k = 0;
    const tt_obs_field *f = m->game->obs_fields;
    while (f && k < TT_OBS_FIELDS && f[k].name)
        k++;
    *n = k;
    return k ? f : NULL;
}

const char *tt_match_obs_link_kind(const tt_match *m, unsigned kind)
{
    const char *const *names = m->game->obs_link_kinds;
    for (unsigned k = 0; names && names[k]; k++)
        if (k == kind)
            return names[k];
    return NULL;
}

const char *tt_match_option_kind(const tt_match *m, unsigned kind)
{
    uint8_t args[3];
    return m->game->option_shape ? m->game->option_shape(kind, args) : NULL;
}
