/* match.c: creating, cloning and freeing matches, and the decision loop (advance/decide).
 * The state is one block sized at creation; advance and decide never allocate. */
#include "tagteam/match.h"

#include <stdalign.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "error_impl.h"
#include "match_impl.h"

#define ALIGN16(x)  (((x) + 15u) & ~(size_t)15u)
#define STEP_BUDGET 1000000 /* steps without a decision before a module is called stuck */

void tt__emit(tt_match *m, uint16_t kind, int seat, int card, int32_t a, int32_t b)
{
    if (m->evfn) {
        tt_event ev = {kind, (int8_t)seat, (int16_t)card, a, b};
        m->evfn(m, &ev, m->evpayload);
    }
}

void tt_match_emit(tt_match *m, const tt_event *ev)
{
    if (m->evfn)
        m->evfn(m, ev, m->evpayload);
}

void tt_show_card(tt_match *m, unsigned seat, int card, int with_team)
{
    tt__emit(m, TT_EV_SHOWN, (int)seat, card, with_team != 0, 0);
}

/* Sorts a deck's slots by (card id, card index): a total order, so the shuffle that follows
 * does not depend on how the deck list was written. */
static void sort_slots(const tt_card_state *cards, uint16_t *v, unsigned n)
{
    for (unsigned i = 1; i < n; i++) {
        uint16_t x = v[i];
        unsigned j = i;
        while (j > 0 && (cards[v[j - 1]].id > cards[x].id ||
                         (cards[v[j - 1]].id == cards[x].id && v[j - 1] > x))) {
            v[j] = v[j - 1];
            j--;
        }
        v[j] = x;
    }
}

struct tt_match_cache_block {
    atomic_uint refs;
    alignas(max_align_t) unsigned char data[];
};

static void cache_release(tt_match *m)
{
    if (m->cache && atomic_fetch_sub(&m->cache->refs, 1u) == 1u)
        tt__free(&m->ctx->al, m->cache);
    m->cache = NULL;
}

static void cache_share(tt_match *dst, const tt_match *src)
{
    if (dst->cache == src->cache)
        return;
    cache_release(dst);
    if (src->cache)
        atomic_fetch_add(&src->cache->refs, 1u);
    dst->cache = src->cache;
}

const void *tt_match_cache(const tt_match *m)
{
    return m->cache ? m->cache->data : NULL;
}

void *tt_match_cache_setup(tt_match *m)
{
    return m->cache && !m->st->setup_done ? m->cache->data : NULL;
}

static int layout(tt_state *hdr, const tt_rules *r, const tt_game *g, unsigned ncards)
{
    unsigned ninst = 0, ncount = 0;
    for (unsigned k = 0; k < r->nzones; k++) {
        hdr->zbase[k] = (uint16_t)ninst;
        ninst += tt_scope__count(r, r->zones[k].scope, ncards);
    }
    hdr->zbase[r->nzones] = (uint16_t)ninst;
    for (unsigned l = 0; l < r->nlimits; l++) {
        hdr->limbase[l] = (uint16_t)ncount;
        ncount += tt_scope__count(r, r->limits[l].per, ncards);
    }
    hdr->limbase[r->nlimits] = (uint16_t)ncount;
    hdr->nlimcounters = (uint16_t)ncount;
    if (ninst > 0xfff0)
        return -1;
    size_t off = ALIGN16(sizeof(tt_state));
    hdr->off_cards = (uint32_t)off;
    off = ALIGN16(off + ncards * sizeof(tt_card_state));
    hdr->off_zinst = (uint32_t)off;
    off = ALIGN16(off + ninst * sizeof(tt_zinst));
    hdr->off_slots = (uint32_t)off;
    off = ALIGN16(off + (size_t)ncards * sizeof(uint16_t)); /* one slot a card (zone.c) */
    hdr->off_limits = (uint32_t)off;
    off = ALIGN16(off + ncount);
    hdr->off_game = (uint32_t)off;
    off = ALIGN16(off + (g->state_bytes ? g->state_bytes(ncards) : g->state_size));
    hdr->off_frames = (uint32_t)off;
    off = ALIGN16(off + TT_MAX_FRAMES * sizeof(tt_frame_slot));
    hdr->off_denied = (uint32_t)off;
    off = ALIGN16(off + TT_MAX_DENIED * sizeof(tt_denied));
    hdr->off_opts = (uint32_t)off;
    off = ALIGN16(off + TT_MAX_OPTIONS * sizeof(tt_option));
    hdr->size = (uint32_t)off;
    hdr->ncards = (uint16_t)ncards;
    hdr->nzinst = (uint16_t)ninst;
    return 0;
}

static void init_zones(tt_match *m, unsigned ncards)
{
    const tt_rules *r = m->r;
    tt_zinst *zi = tt__zinst(m);
    for (unsigned k = 0; k < r->nzones; k++) {
        unsigned n = m->st->zbase[k + 1] - m->st->zbase[k];
        unsigned cap = r->zones[k].capacity ? r->zones[k].capacity : ncards;
        for (unsigned i = 0; i < n; i++) {
            tt_zinst *z = &zi[m->st->zbase[k] + i];
            z->kind = (uint8_t)k;
            z->seat = z->team = z->lane = -1;
            switch ((tt_scope_kind)r->zones[k].scope) {
            case TT_PER_SEAT:
                z->seat = (int8_t)i;
                z->team = (int8_t)(i / r->per_team);
                break;
            case TT_PER_TEAM:
                z->team = (int8_t)i;
                break;
            case TT_PER_LANE:
                z->lane = (int8_t)i;
                break;
            case TT_PER_LANE_TEAM:
                z->lane = (int8_t)(i / r->teams);
                z->team = (int8_t)(i % r->teams);
                break;
            case TT_PER_CARD:
            case TT_PER_GLOBAL:
                break;
            }
            z->cap = (uint16_t)cap;
            z->off = 0; /* every zone starts empty */
        }
    }
}

int tt_match_new(tt_match **out, tt_ctx *ctx, const tt_ruleset *rs, const tt_match_setup *setup,
                 tt_error *err)
{
    const tt_rules *r = &rs->rules;
    int timed = r->time_game == 1 && r->time_turn;
    tt_game_plan plan = {-1, timed ? r->time_turn : 0u, r->time_extra, r->time_tie};
    return tt_match__new(out, ctx, rs, setup, &plan, err);
}

/* The cards seat's deck cards bring into the match (tt_game.brings: Tokens); with out, they
 * are written there, owned by seat and in no zone. Returns how many. */
static unsigned brought(const tt_game *g, const tt_carddb *db, const tt_match_setup *setup,
                        unsigned s, tt_card_state *out)
{
    unsigned n = 0;
    if (!g->brings || !db)
        return 0;
    for (unsigned part = 0; part < 2; part++) {
        const uint32_t *ids = part ? setup->extra[s] : setup->main[s];
        unsigned count = part ? setup->nextra[s] : setup->nmain[s];
        for (unsigned i = 0; i < count; i++) {
            uint32_t id = 0;
            unsigned k = g->brings(db, ids[i], &id);
            for (unsigned j = 0; j < k; j++, n++)
                if (out)
                    out[n] = (tt_card_state){id, (uint8_t)s, (uint8_t)s, 0, 0, TT_NOWHERE, 0};
        }
    }
    return n;
}

int tt_match__new(tt_match **out, tt_ctx *ctx, const tt_ruleset *rs, const tt_match_setup *setup,
                  const tt_game_plan *plan, tt_error *err)
{
    const tt_rules *r = &rs->rules;
    const tt_game *g = rs->game;
    tt_state hdr;
    unsigned ncards = 0;

    *out = NULL;
    if (err)
        memset(err, 0, sizeof *err);
    if (!setup || setup->version != TT_MATCH_SETUP_VERSION)
        return tt_error__set(err, TT_ERR_MISUSE, "", 0, 0, "", "tt_match_setup version mismatch");
    if (!g->setup)
        return tt_error__set(err, TT_ERR_UNSUPPORTED, "", 0, 0, "game",
                             "the '%s' module cannot play matches yet", g->name);
    const tt_carddb *db = NULL;
    if (g->card_fields) {
        int rc = tt_ctx_carddb(&db, ctx, g->name, err);
        if (rc)
            return rc;
    }
    unsigned extra_kind = tt_zone__kind_by_name(r, "extra");
    for (unsigned s = 0; s < r->seats; s++) {
        char name[4];
        ncards += setup->nmain[s] + setup->nextra[s] + brought(g, db, setup, s, NULL);
        if (setup->nextra[s] && extra_kind == r->nzones)
            return tt_error__set(err, TT_ERR_SCHEMA, "", 0, 0, "zones",
                                 "seat %s has an Extra Deck but the ruleset has no 'extra' zone",
                                 tt_seat_name(r, s, name));
        if (setup->nextra[s] && r->zones[extra_kind].capacity &&
            setup->nextra[s] > r->zones[extra_kind].capacity)
            return tt_error__set(err, TT_ERR_SCHEMA, "", 0, 0, "zones.extra.capacity",
                                 "seat %s's Extra Deck has %u cards; the extra zone holds %u",
                                 tt_seat_name(r, s, name), setup->nextra[s],
                                 r->zones[extra_kind].capacity);
        if (r->zones[r->zone_deck].capacity && setup->nmain[s] > r->zones[r->zone_deck].capacity)
            return tt_error__set(err, TT_ERR_SCHEMA, "", 0, 0, "zones.deck.capacity",
                                 "seat %s's deck has %u cards; the deck zone holds %u",
                                 tt_seat_name(r, s, name), setup->nmain[s],
                                 r->zones[r->zone_deck].capacity);
    }
    if (ncards > TT_MAX_CARDS)
        return tt_error__set(err, TT_ERR_SCHEMA, "", 0, 0, "", "%u cards; a match holds at most %d",
                             ncards, TT_MAX_CARDS);
    memset(&hdr, 0, sizeof hdr);
    if (layout(&hdr, r, g, ncards))
        return tt_error__set(err, TT_ERR_SCHEMA, "", 0, 0, "zones", "zone layout too large");

    size_t cache_bytes = g->cache_bytes ? g->cache_bytes(ncards) : 0;
    tt_match *m = tt__calloc(&ctx->al, sizeof *m);
    tt_state *st = m ? tt__calloc(&ctx->al, hdr.size) : NULL;
    tt_match_cache_block *cache =
        st && cache_bytes ? tt__calloc(&ctx->al, sizeof *cache + cache_bytes) : NULL;
    if (!st || (cache_bytes && !cache)) {
        tt__free(&ctx->al, st);
        tt__free(&ctx->al, m);
        return tt_error__set(err, TT_ERR_NOMEM, "", 0, 0, "", "out of memory");
    }
    if (cache)
        atomic_init(&cache->refs, 1u);
    m->cache = cache;
    memcpy(st, &hdr, sizeof hdr);
    m->ctx = ctx;
    m->rs = rs;
    m->r = r;
    m->game = g;
    m->db = db;
    m->st = st;
    m->evfn = setup->on_event;
    m->evpayload = setup->on_event_payload;
    st->dseat = -1;
    st->winner = -1;
    st->extra_turn = -1;
    st->start_lead = -1;
    st->phase = TT_PHASE_START;
    st->start_phase = TT_PHASE_START;
    st->cards_moved = 1;
    st->zones_changed = 1;
    st->time_turn = (uint16_t)plan->time_turn;
    st->time_extra = (uint8_t)plan->time_extra;
    st->time_tie = (uint8_t)plan->time_tie;
    tt_rng_seed(&st->rng, setup->seed);
    for (unsigned k = 0; k < r->nzones; k++) /* a kind the rules lack is never asked for */
        for (unsigned s = 0; s < TT_MAX_SEATS; s++)
            for (int l = -1; l < TT_MAX_LANES; l++)
                m->zone_at[k][s][l + 1] =
                    (uint16_t)(st->zbase[k] + tt_scope__index(r, r->zones[k].scope, s, l, -1));
    init_zones(m, ncards);

    /* decks: each seat's cards, owned by it (YT-1.3, YT-3.6, PD-3) */
    tt_card_state *cards = tt__cards(m);
    unsigned c = 0;
    for (unsigned s = 0; s < r->seats; s++) {
        unsigned deck = tt_zone_instance(m, r->zone_deck, s, -1);
        for (unsigned i = 0; i < setup->nmain[s]; i++, c++) {
            cards[c] =
                (tt_card_state){setup->main[s][i], (uint8_t)s, (uint8_t)s, 0, 0, TT_NOWHERE, 0};
            tt_zone__place(m, c, deck);
        }
        for (unsigned i = 0; i < setup->nextra[s]; i++, c++) {
            cards[c] =
                (tt_card_state){setup->extra[s][i], (uint8_t)s, (uint8_t)s, 0, 0, TT_NOWHERE, 0};
            tt_zone__place(m, c, tt_zone_instance(m, extra_kind, s, -1));
        }
        c += brought(g, db, setup, s, cards + c); /* Tokens: out of the match for now */
        tt_zinst *z = &tt__zinst(m)[deck];
        sort_slots(cards, tt__slots(m) + z->off, z->count);
        tt_zone_shuffle(m, deck); /* YP-3 */
    }
    for (unsigned s = 0; s < r->seats; s++)
        st->life[s] = r->life_start;

    tt_turn__begin_match(m, plan->first_team);
    int rc = g->setup(m, (unsigned char *)st + st->off_game, err);
    if (rc) {
        tt_match_free(m);
        return rc;
    }
    st->setup_done = 1;
    *out = m;
    return TT_OK;
}

void tt_match_free(tt_match *m)
{
    if (!m)
        return;
    cache_release(m);
    tt__free(&m->ctx->al, m->st);
    tt__free(&m->ctx->al, m);
}

int tt_match_clone(tt_match **out, const tt_match *m, tt_error *err)
{
    *out = NULL;
    if (err)
        memset(err, 0, sizeof *err);
    tt_match *c = tt__malloc(&m->ctx->al, sizeof *c);
    tt_state *st = c ? tt__malloc(&m->ctx->al, m->st->size) : NULL;
    if (!st) {
        tt__free(&m->ctx->al, c);
        return tt_error__set(err, TT_ERR_NOMEM, "", 0, 0, "", "out of memory");
    }
    *c = *m;
    memcpy(st, m->st, m->st->size); /* no pointers inside: one copy is a full clone */
    c->st = st;
    if (c->cache) /* the immutable cache is shared, not copied */
        atomic_fetch_add(&c->cache->refs, 1u);
    c->evfn = NULL;
    c->evpayload = NULL;
    *out = c;
    return TT_OK;
}

static unsigned live_denied(const tt_state *st)
{
    return st->ndenied < TT_MAX_DENIED ? st->ndenied : TT_MAX_DENIED;
}

/* Copies n elements of a tail array at off, and zeroes dst's elements n..had-1. */
static void copy_tail(tt_match *dst, const tt_match *src, uint32_t off, size_t elem, unsigned n,
                      unsigned had)
{
    unsigned char *d = (unsigned char *)dst->st + off;
    memcpy(d, (const unsigned char *)src->st + off, n * elem);
    if (had > n)
        memset(d + n * elem, 0, (had - n) * elem);
}

/* Ends the pending decision: its options and refusals go back to zero (the tail's rule). */
static void close_decision(tt_match *m)
{
    tt_state *st = m->st;
    memset(tt__opts(m), 0, st->nopts * sizeof(tt_option));
    memset(tt__denied(m), 0, live_denied(st) * sizeof(tt_denied));
    st->nopts = st->ndenied = 0;
}

int tt_match_copy(tt_match *dst, const tt_match *src, tt_error *err)
{
    if (err)
        memset(err, 0, sizeof *err);
    if (dst->rs != src->rs || dst->st->size != src->st->size || dst->st->ncards != src->st->ncards)
        return tt_error__set(err, TT_ERR_MISUSE, "", 0, 0, "",
                             "tt_match_copy: the matches differ in ruleset or cards");
    if (dst == src)
        return TT_OK;
    cache_share(dst, src); /* the same decks' sizes may be other cards: src's cache goes along */
    tt_state *d = dst->st;
    const tt_state *s = src->st;
    unsigned dframes = d->frames_high, dopts = d->nopts, ddenied = live_denied(d);
    /* the fixed part, then of the tail only what is in use; dst's own tail past src's is
     * zeroed, so the copy is byte for byte src (the tail past its use is zero in both) */
    memcpy(d, s, s->off_frames);
    copy_tail(dst, src, s->off_frames, sizeof(tt_frame_slot), s->frames_high, dframes);
    copy_tail(dst, src, s->off_denied, sizeof(tt_denied), live_denied(s), ddenied);
    copy_tail(dst, src, s->off_opts, sizeof(tt_option), s->nopts, dopts);
    return TT_OK;
}

size_t tt_match_fixed_size(const tt_match *m)
{
    return m->st->off_frames;
}

size_t tt_match_live_size(const tt_match *m)
{
    const tt_state *st = m->st;
    return st->off_frames + st->frames_high * sizeof(tt_frame_slot) +
           live_denied(st) * sizeof(tt_denied) + st->nopts * sizeof(tt_option);
}

size_t tt_match_state_size(const tt_match *m)
{
    return m->st->size;
}

const void *tt_match_state(const tt_match *m)
{
    return m->st;
}

const tt_ruleset *tt_match_ruleset(const tt_match *m)
{
    return m->rs;
}

void tt_match_set_event_fn(tt_match *m, tt_event_fn fn, void *payload)
{
    m->evfn = fn;
    m->evpayload = payload;
}

const tt_rules *tt_match_rules(const tt_match *m)
{
    return m->r;
}

const tt_carddb *tt_match_carddb(const tt_match *m)
{
    return m->db;
}

void *tt_match_game_state(tt_match *m)
{
    return (unsigned char *)m->st + m->st->off_game;
}

const void *tt_match_game_state_const(const tt_match *m)
{
    return (const unsigned char *)m->st + m->st->off_game;
}

uint32_t tt_rng_match_below(tt_match *m, uint32_t n)
{
    return tt_rng_below(&m->st->rng, n);
}

/* After every step: the module's own conditions, the core's, then the settlement (YP-10: a
 * win met during a chain applies at once, never inside one step). */
void tt_match__check_state(tt_match *m)
{
    if (m->st->outcome_held)
        return; /* settled when the effect is done (YP-10) */
    if (m->game->check_state && m->st->setup_done && !m->st->over) {
        m->game->check_state(m, tt_match_game_state(m));
        m->st->zones_changed = 0; /* until a card moves again (tt_match_zones_changed) */
    }
    tt_outcome__check_state(m);
    tt_time__check(m); /* YT-6.2: sudden death */
    tt_outcome__settle(m);
}

int tt_match_advance(tt_match *m, tt_error *err)
{
    tt_state *st = m->st;
    void *gs = tt_match_game_state(m);
    if (err)
        memset(err, 0, sizeof *err);
    for (long budget = STEP_BUDGET; budget > 0; budget--) {
        if (st->fault)
            return tt__fault_error(m, err);
        if (st->over)
            return TT_ADVANCE_OVER;
        if (st->dseat >= 0) {
            if (st->nopts == 0)
                return tt_error__set(err, TT_ERR_MISUSE, "", 0, 0, "",
                                     "the %s module opened a decision with no options",
                                     m->game->name);
            return TT_ADVANCE_DECIDE;
        }
        if (st->nframes) {
            tt_frame_slot *f = &tt__frames(m)[st->nframes - 1];
            m->game->resolve(m, gs, f->kind, f->data);
        } else {
            tt_turn__step(m);
        }
        tt_match__check_state(m);
    }
    return tt_error__set(err, TT_ERR_MISUSE, "", 0, 0, "",
                         "the %s module made no decision in %d steps", m->game->name, STEP_BUDGET);
}

int tt_match_decision_seat(const tt_match *m)
{
    return m->st->over ? -1 : m->st->dseat;
}

unsigned tt_match_option_count(const tt_match *m)
{
    return m->st->dseat >= 0 ? m->st->nopts : 0;
}

const tt_option *tt_match_option_at(const tt_match *m, unsigned i)
{
    return i < tt_match_option_count(m) ? &tt__opts(m)[i] : NULL;
}

int tt_match_option_label(const tt_match *m, unsigned i, char *buf, size_t size)
{
    const tt_option *o = tt_match_option_at(m, i);
    if (!o)
        return snprintf(buf, size, "?");
    return m->game->label(m, tt_match_game_state_const(m), o, buf, size);
}

int tt_match_decision_prompt(const tt_match *m, char *buf, size_t size)
{
    char seat[4];
    if (m->st->dseat < 0)
        return snprintf(buf, size, "no decision");
    return snprintf(buf, size, "%s to decide (turn %u)",
                    tt_seat_name(m->r, (unsigned)m->st->dseat, seat), (unsigned)m->st->turn);
}

static int check_decider(const tt_match *m, unsigned seat, tt_error *err)
{
    char want[4], got[4];
    if (m->st->fault)
        return tt__fault_error(m, err);
    if (m->st->over)
        return tt_error__set(err, TT_ERR_MISUSE, "", 0, 0, "", "the match is over");
    if (m->st->dseat < 0)
        return tt_error__set(err, TT_ERR_MISUSE, "", 0, 0, "",
                             "no decision is pending (call tt_match_advance)");
    if (seat >= m->r->seats)
        return tt_error__set(err, TT_ERR_ILLEGAL, "", 0, 0, "turn.order",
                             "it is %s's decision; seat %u is not one of the %u seats",
                             tt_seat_name(m->r, (unsigned)m->st->dseat, want), seat, m->r->seats);
    if ((int)seat != m->st->dseat)
        return tt_error__set(
            err, TT_ERR_ILLEGAL, "", 0, 0, "turn.order", "it is %s's decision, not %s's",
            tt_seat_name(m->r, (unsigned)m->st->dseat, want), tt_seat_name(m->r, seat, got));
    return TT_OK;
}

int tt_match_decide(tt_match *m, unsigned seat, unsigned i, tt_error *err)
{
    tt_state *st = m->st;
    if (err)
        memset(err, 0, sizeof *err);
    int rc = check_decider(m, seat, err);
    if (rc)
        return rc;
    if (i >= st->nopts)
        return tt_error__set(err, TT_ERR_ILLEGAL, "", 0, 0, "decision",
                             "option %u is not offered (%u options)", i, st->nopts);
    tt_option opt = tt__opts(m)[i];
    st->dseat = -1;
    close_decision(m);
    tt__emit(m, TT_EV_DECIDE, (int)seat, -1, (int32_t)i, 0);
    rc = m->game->apply(m, tt_match_game_state(m), seat, &opt);
    tt_match__check_state(m);
    return rc;
}

/* YP-11: a player may concede at any time. With seat_out: team its team loses at once; where a
 * seat is eliminated instead (PD-22), between effects only, so no effect is left half-done. */
int tt_match_concede(tt_match *m, unsigned seat, tt_error *err)
{
    tt_state *st = m->st;
    char who[4];
    if (err)
        memset(err, 0, sizeof *err);
    if (seat >= m->r->seats)
        return tt_error__set(err, TT_ERR_MISUSE, "", 0, 0, "", "no seat %u", seat);
    if (st->over)
        return tt_error__set(err, TT_ERR_ILLEGAL, "", 0, 0, "concede", "the match is over");
    if (st->out_mask >> seat & 1)
        return tt_error__set(err, TT_ERR_ILLEGAL, "", 0, 0, "concede", "%s is already out",
                             tt_seat_name(m->r, seat, who));
    if (m->r->seat_out != TT_OUT_TEAM && st->nframes)
        return tt_error__set(err, TT_ERR_ILLEGAL, "", 0, 0, "outcome.seat_out",
                             "%s may concede once the effect in progress has resolved",
                             tt_seat_name(m->r, seat, who));
    tt_seat_out(m, seat, TT_OUT_CONCEDE);
    if (st->dseat == (int8_t)seat) { /* its pending decision goes with it */
        st->dseat = -1;
        close_decision(m);
    }
    tt_match__check_state(m);
    return TT_OK;
}

static int rule_key(const tt_match *m, unsigned rule, char *buf, size_t size)
{
    if (rule & 0x8000u)
        return tt_limit_key(m, rule & 0x7fffu, buf, size);
    const char *const *keys = m->game->rule_keys;
    unsigned n = 0;
    while (keys && keys[n])
        n++;
    return snprintf(buf, size, "%s", rule < n ? keys[rule] : "rules");
}

int tt_match_decide_label(tt_match *m, unsigned seat, const char *label, tt_error *err)
{
    tt_state *st = m->st;
    char buf[256], first[256] = "";
    int exact = -1, partial = -1, npartial = 0, same = 1;
    if (err)
        memset(err, 0, sizeof *err);
    int rc = check_decider(m, seat, err);
    if (rc)
        return rc;
    for (unsigned i = 0; i < st->nopts; i++) {
        m->game->label(m, tt_match_game_state_const(m), &tt__opts(m)[i], buf, sizeof buf);
        if (strcmp(buf, label) == 0) {
            exact = (int)i;
            break;
        }
        if (strstr(buf, label)) {
            if (npartial++ == 0) {
                partial = (int)i;
                snprintf(first, sizeof first, "%s", buf);
            } else if (strcmp(first, buf) != 0) {
                same = 0;
            }
        }
    }
    if (exact < 0 && npartial >= 1 && same) /* one label, maybe on several equal cards */
        exact = partial;
    if (exact >= 0)
        return tt_match_decide(m, seat, (unsigned)exact, err);
    if (npartial > 1)
        return tt_error__set(err, TT_ERR_ILLEGAL, "", 0, 0, "decision",
                             "'%s' matches %d options; be more precise", label, npartial);
    for (unsigned i = 0; i < st->ndenied && i < TT_MAX_DENIED; i++) {
        m->game->label(m, tt_match_game_state_const(m), &tt__denied(m)[i].opt, buf, sizeof buf);
        if (strcmp(buf, label) == 0 || strstr(buf, label)) {
            char key[128];
            rule_key(m, tt__denied(m)[i].rule, key, sizeof key);
            return tt_error__set(err, TT_ERR_ILLEGAL, "", 0, 0, key, "'%s' is not allowed", buf);
        }
    }
    if (st->ndenied > TT_MAX_DENIED)
        return tt_error__set(err, TT_ERR_ILLEGAL, "", 0, 0, "decision",
                             "no option '%s' is offered (of the %u options the rules refused, "
                             "the first TT_MAX_DENIED = %d are kept to say why: not this one)",
                             label, (unsigned)st->ndenied, TT_MAX_DENIED);
    return tt_error__set(err, TT_ERR_ILLEGAL, "", 0, 0, "decision", "no option '%s' is offered",
                         label);
}

void tt_decision_open(tt_match *m, unsigned seat, uint16_t prompt)
{
    m->st->dseat = (int8_t)seat;
    m->st->dprompt = prompt;
    close_decision(m);
}

void tt_decision_add(tt_match *m, tt_option opt)
{
    if (m->st->nopts < TT_MAX_OPTIONS)
        tt__opts(m)[m->st->nopts++] = opt;
    else
        tt__fault(m, TT_FAULT_OPTIONS);
}

void tt_decision_deny(tt_match *m, tt_option opt, unsigned rule)
{
    /* only explanations: past the capacity they are counted, and a refusal says it lacks one */
    if (m->st->ndenied < TT_MAX_DENIED)
        tt__denied(m)[m->st->ndenied] = (tt_denied){opt, (uint16_t)rule};
    if (m->st->ndenied < UINT16_MAX)
        m->st->ndenied++;
}

int tt_frame_push(tt_match *m, unsigned kind, const void *frame, size_t size)
{
    tt_state *st = m->st;
    if (st->nframes == TT_MAX_FRAMES || size > TT_FRAME_BYTES) {
        tt__fault(m, size > TT_FRAME_BYTES ? TT_FAULT_FRAME_BYTES : TT_FAULT_FRAMES);
        return TT_ERR_LIMIT;
    }
    tt_frame_slot *f = &tt__frames(m)[st->nframes++];
    if (st->nframes > st->frames_high)
        st->frames_high = st->nframes;
    memset(f, 0, sizeof *f);
    f->kind = (uint16_t)kind;
    memcpy(f->data, frame, size);
    return TT_OK;
}

void *tt_frame_top(tt_match *m, unsigned *kind)
{
    tt_state *st = m->st;
    if (!st->nframes)
        return NULL;
    if (kind)
        *kind = tt__frames(m)[st->nframes - 1].kind;
    return tt__frames(m)[st->nframes - 1].data;
}

void tt_frame_pop(tt_match *m)
{
    if (m->st->nframes)
        m->st->nframes--;
}

void *tt_frame_at(tt_match *m, unsigned i, unsigned *kind)
{
    if (i >= m->st->nframes)
        return NULL;
    if (kind)
        *kind = tt__frames(m)[i].kind;
    return tt__frames(m)[i].data;
}

tt_option *tt_decision_option_at(tt_match *m, unsigned i)
{
    unsigned ndenied = m->st->ndenied < TT_MAX_DENIED ? m->st->ndenied : TT_MAX_DENIED;
    if (i < m->st->nopts)
        return &tt__opts(m)[i];
    i -= m->st->nopts;
    return i < ndenied ? &tt__denied(m)[i].opt : NULL;
}

int tt_match_is_over(const tt_match *m)
{
    return m->st->over;
}

int tt_match_winner(const tt_match *m)
{
    return m->st->winner;
}

unsigned tt_match_turn(const tt_match *m)
{
    return m->st->turn;
}

const char *tt_match_phase(const tt_match *m)
{
    const tt_state *st = m->st;
    if (st->phase == TT_PHASE_START || st->phase >= m->r->nphases)
        return NULL;
    return m->game->phases[m->r->phases[st->phase]];
}

int tt_match_turn_seat(const tt_match *m)
{
    if (m->r->turn_unit == TT_TURN_TEAM || m->st->turn == 0)
        return -1;
    return m->st->order[m->st->order_pos];
}

int tt_match_turn_team(const tt_match *m)
{
    if (m->st->turn == 0)
        return -1;
    unsigned x = m->st->order[m->st->order_pos];
    return m->r->turn_unit == TT_TURN_TEAM ? (int)x : (int)(x / m->r->per_team);
}

int32_t tt_match_life(const tt_match *m, unsigned seat)
{
    return tt_life_get(m, seat);
}

unsigned tt_match_card_count(const tt_match *m)
{
    return m->st->ncards;
}
