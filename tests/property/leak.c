/* leak.c: the differential leak test (hidden information is a boundary, issue 12).
 *
 *   leak [--games N] [--seed S]
 *        [--plant-leak | --plant-deck-leak | --plant-index-leak | --plant-hand-leak |
 *         --plant-observation-leak | --plant-public-leak | --plant-public-observation-leak]
 *        RULESET...
 *
 * A seat's stream (stream.h: its events, as filtered and as texts it reads), its option labels,
 * its view and its observation (observe.h, as JSON) must not depend on a card hidden from it. For
 * each seeded game, watching one seat S (game k watches seat k mod seats), with a seat of the other
 * team as the owner; and again watching the public viewer (issue 28: S is TT_VIEWER_PUBLIC, a
 * spectator, with the public stream and observation, and the owner is any seat, game k's seat
 * k mod seats): a card hidden from the spectator is any card not public, of any seat, so its
 * view is compared at decisions whoever decides (one in four: spectator_step), without the
 * labels (they are the deciding seat's), and check 3 reorders every seat's hand:
 *
 * 0. Deck-file order. Two entries of different names trade places in the owner's deck file:
 *    the cards lie where they did, only their indices differ. S's stream and labels, and the
 *    other seats' labels, must be the same from start to end (cards go by handles, never by
 *    indices, which follow the file).
 * 1. Traded identities. Once the owner's Deck is shuffled, two of its cards of different names
 *    trade identities in one of two runs played in lockstep with the same choices. S's stream,
 *    labels and view must be byte-identical until S may know one of the two cards (it sees
 *    it, or is shown it), or another seat is offered other options (it knows something else,
 *    and S may learn from what it does: that is play, not a leak).
 * 3. Hand order. In one of two runs played in lockstep, the hands of the other team's seats
 *    are put in another order before every step (the same cards, drawn in another order):
 *    S's stream and prompts must be the same from start to end (a whole hand discarded, put
 *    into or under a Deck, shown or picked from at random must not tell when each card was
 *    drawn). The runs' choices are the same options, wherever they are listed.
 * 2. Shuffled hidden cards. At each event and each of S's decisions, a copy of the match in
 *    which every owner's cards hidden from S trade identities at random (all but those S's
 *    decision shows it: a search, a look) and every unseen zone (a Deck, Prize cards) is in
 *    another order must give S the same text of the event, the same labels and view.
 *
 * Exit 1 with the seed, the seat and the first difference on a leak. --plant-leak puts the
 * omniscient text of every event in the seat's stream: the test must then fail (it does not
 * pass by comparing nothing); --plant-deck-leak only in check 1's, which must fail alone;
 * --plant-index-leak gives the cards S knows by index, not handle: check 0 must fail;
 * --plant-hand-leak puts the hands' order in S's stream (check 3's, which must fail);
 * --plant-observation-leak names every card in S's observation (the prompts must differ);
 * --plant-public-leak gives the spectator the texts seat 0 reads, and
 * --plant-public-observation-leak names in its observation the cards seat 0 knows (a public
 * view built from one seat's knowledge): each must fail. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "match_impl.h"
#include "tagteam/game.h"
#include "tagteam/tagteam.h"

#define MAX_LINES 200000

#define LINE_MAX 768

static int plant_leak; /* 1: --plant-leak, 2: --plant-deck-leak, 3: --plant-index-leak,
                        * 4: --plant-hand-leak, 5: --plant-observation-leak,
                        * 6: --plant-public-leak, 7: --plant-public-observation-leak */
/* check 2's comparisons: [0] a seat's, [1] the spectator's */
static unsigned long shuffled_events[2], shuffled_prompts[2];

typedef struct run {
    tt_match *m;
    tt_stream *st;
    unsigned seat;  /* S, or TT_VIEWER_PUBLIC: a spectator */
    int swapped[2]; /* the two cards traded (indices), or -1 */
    int swap_owner; /* check 1: whose Deck; -1: none */
    int do_swap;    /* check 1: this run trades them (the other only watches them) */
    tt_rng swap_rng;
    long learned; /* lines written when S could first know one of them, or -1 */
    char (*lines)[LINE_MAX];
    long nlines;
    int check_shuffled; /* check 2 on this run */
    int hand_order;     /* check 3 on this pair */
    tt_rng shuffle_rng;
    const char *fault; /* check 2's first difference */
    char fault_text[2 * LINE_MAX];
    uint8_t shown_to[TT_MAX_CARDS]; /* the spectator's check 1: the seats shown each card */
} run;

/* S as tt_match_card_known takes it: -1 for the spectator. */
static int viewer(unsigned seat)
{
    return seat == TT_VIEWER_PUBLIC ? -1 : (int)seat;
}

static int knows(const tt_match *m, unsigned seat, int card)
{
    return card >= 0 && tt_card_zone(m, (unsigned)card) != TT_NOWHERE &&
           tt_match_card_known(m, viewer(seat), (unsigned)card);
}

/* The text of ev as S reads it; --plant-public-leak: the spectator reads seat 0's. */
static void text_for(const tt_match *m, const tt_event *ev, unsigned seat, char *buf, size_t size)
{
    if (plant_leak == 6 && seat == TT_VIEWER_PUBLIC)
        seat = 0;
    tt_match_describe_event_for(m, ev, seat, buf, size);
}

static void add_line(run *x, const char *text)
{
    if (x->nlines == MAX_LINES) { /* a dropped line could hide a leak: the harness stops */
        fprintf(stderr, "leak: a game of more than %d stream lines (MAX_LINES)\n", MAX_LINES);
        exit(1);
    }
    snprintf(x->lines[x->nlines++], LINE_MAX, "%s", text);
}

/* Whether card is named by one of seat's pending options: the decision shows it to seat (a
 * search of its Deck, Gladion's look at the Prize cards, Confiscation's at a hand). */
static int in_options(const tt_match *m, unsigned seat, unsigned card)
{
    if (tt_match_decision_seat(m) != (int)seat)
        return 0;
    for (unsigned i = 0; i < tt_match_option_count(m); i++) {
        const tt_option *o = tt_match_option_at(m, i);
        if (o->a == (int)card || o->b == (int)card)
            return 1;
    }
    return 0;
}

/* A copy of m as seat cannot tell it from m: each owner's cards hidden from seat trade
 * identities at random (but those seat's decision shows it), and the cards seat does not know
 * in each zone no seat sees (a Deck, the Prize cards) lie in another order among their places
 * (a card every seat saw go on top of a Deck stays there). */
static tt_match *shuffled_copy(const tt_match *m, unsigned seat, tt_rng *rng)
{
    tt_match *c;
    tt_error err = {0};
    if (tt_match_clone(&c, m, &err))
        return NULL;
    tt_card_state *cards = tt__cards(c);
    unsigned hidden[TT_MAX_CARDS], n;
    for (unsigned owner = 0; owner < m->r->seats; owner++) {
        n = 0;
        for (unsigned k = 0; k < c->st->ncards; k++)
            if (cards[k].owner == owner && cards[k].zone != TT_NOWHERE &&
                !tt_match_card_known(m, viewer(seat), k) && !in_options(m, seat, k))
                hidden[n++] = k;
        for (unsigned i = n; i > 1; i--) { /* Fisher-Yates over the identities */
            unsigned j = tt_rng_below(rng, i);
            uint32_t id = cards[hidden[i - 1]].id;
            cards[hidden[i - 1]].id = cards[hidden[j]].id;
            cards[hidden[j]].id = id;
        }
    }
    for (unsigned z = 0; z < c->st->nzinst; z++) {
        tt_zinst *zi = &tt__zinst(c)[z];
        uint16_t *slots = tt__slots(c) + zi->off;
        unsigned at[TT_MAX_CARDS];
        if (m->r->zones[zi->kind].visibility != TT_VIS_HIDDEN)
            continue;
        n = 0;
        for (unsigned i = 0; i < zi->count; i++)
            if (!tt_match_card_known(m, viewer(seat), slots[i]))
                at[n++] = i;
        for (unsigned i = n; i > 1; i--) { /* Fisher-Yates over the unknown cards' places */
            unsigned j = tt_rng_below(rng, i);
            uint16_t t = slots[at[i - 1]];
            slots[at[i - 1]] = slots[at[j]];
            slots[at[j]] = t;
        }
    }
    return c;
}

static size_t hex(char *buf, size_t n, const void *v, size_t size)
{
    static const char digits[] = "0123456789abcdef";
    const unsigned char *b = v;
    for (size_t i = 0; i < size; i++) {
        buf[n++] = digits[b[i] >> 4];
        buf[n++] = digits[b[i] & 15];
    }
    return n;
}

/* S's observation (observe.h) after n bytes of buf: its fields in hex, and at one decision in
 * eight its JSON too (the JSON writes only what the fields hold, and jansson is most of the
 * test's cost). Which decisions depends only on what the seat sees, as both runs must agree. */
static size_t observation_text(const tt_match *m, tt_stream *st, unsigned seat, char *buf, size_t n,
                               size_t size)
{
    static tt_observation o;
    tt_error err = {0};
    if (tt_match_observe(m, seat, st, &o, &err) != TT_OK) {
        fprintf(stderr, "leak: no observation: %s\n", err.msg);
        exit(1);
    }
    for (unsigned i = 0; i < o.ncards && (plant_leak == 5 || plant_leak == 7); i++) {
        unsigned c = tt_zone_card(m, o.cards[i].zone, o.cards[i].index);
        /* 5: every card named; 7: the spectator's, every card seat 0 knows */
        if (plant_leak == 7 && (seat != TT_OBS_PUBLIC || !tt_match_card_known(m, 0, c)))
            continue;
        o.cards[i].flags |= TT_OBS_KNOWN;
        o.cards[i].id = tt_card_id(m, c);
    }
#define PUT(v)                                                                                     \
    do {                                                                                           \
        if (n + 2 * sizeof(v) >= size)                                                             \
            goto full;                                                                             \
        n = hex(buf, n, &(v), sizeof(v));                                                          \
    } while (0)
    PUT(o.decision_seat);
    PUT(o.turn_seat);
    PUT(o.phase);
    PUT(o.turn);
    PUT(o.life);
    PUT(o.prizes_taken);
    for (unsigned i = 0; i < o.ncards; i++) {
        const tt_obs_card *c = &o.cards[i];
        PUT(c->id);
        PUT(c->handle);
        PUT(c->zone);
        PUT(c->attached_to);
        PUT(c->owner);
        PUT(c->controller);
        PUT(c->flags);
        PUT(c->field);
    }
    for (unsigned i = 0; i < o.nlinks; i++)
        PUT(o.links[i]);
    for (unsigned i = 0; i < o.noptions; i++) {
        PUT(o.options[i].kind);
        PUT(o.options[i].arg_kind);
        PUT(o.options[i].arg);
    }
#undef PUT
    if ((o.turn + o.noptions + o.ncards) % 8 == 0) {
        int len = tt_observation_json(m, &o, buf + n, size - n);
        if (len < 0 || (size_t)len >= size - n)
            goto full;
        n += (size_t)len;
    }
    buf[n] = '\0';
    return n;
full:
    fprintf(stderr, "leak: the observation does not fit in %zu bytes\n", size);
    exit(1);
}

/* S's prompt: the labels of its options (none for the spectator: they are the deciding
 * seat's), its view (names of the cards it knows, zone by zone, with their stream handles) and
 * its observation. */
static void prompt_text(const tt_match *m, tt_stream *st, unsigned seat, char *buf, size_t size)
{
    static uint32_t view[TT_MAX_CARDS];
    size_t n = 0;
    char label[256];
    buf[0] = '\0';
    for (unsigned i = 0; seat != TT_VIEWER_PUBLIC && i < tt_match_option_count(m) && n < size;
         i++) {
        tt_match_option_label(m, i, label, sizeof label);
        n += (size_t)snprintf(buf + n, size - n, "[%s]", label);
    }
    tt_match_view(m, seat, view);
    if (st && tt_stream_sync(st, m)) {
        fprintf(stderr, "leak: the stream stopped (TT_STREAM_MAX_HANDLES)\n");
        exit(1);
    }
    for (unsigned z = 0; z < m->st->nzinst && n < size; z++) {
        n += (size_t)snprintf(buf + n, size - n, " z%u:", z);
        for (unsigned i = 0; i < tt_zone_count(m, z) && n < size; i++) {
            unsigned c = tt_zone_card(m, z, i);
            if (view[c] == TT_HIDDEN)
                n += (size_t)snprintf(buf + n, size - n, "?,");
            else
                n += (size_t)snprintf(buf + n, size - n, "%d=%s,", st ? tt_stream_handle(st, c) : 0,
                                      tt_carddb_name(m->db, view[c]));
        }
    }
    observation_text(m, st, seat, buf, n, size);
}

/* Where two prompts first differ, 40 bytes before it: "...<a>\n  <other>: ...<b>". */
static void first_difference(const char *a, const char *b, const char *other, char *out,
                             size_t size)
{
    size_t at = 0;
    while (a[at] == b[at])
        at++;
    size_t from = at > 40 ? at - 40 : 0;
    snprintf(out, size, "...%.200s\n  %s: ...%.200s", a + from, other, b + from);
}

/* Check 1: once the owner's Deck is shuffled, two of its cards of different names are
 * picked (the same in both runs: their states are the same), and one run trades their
 * identities, so each lies where the other did. */
static void pick_and_swap(run *x, const tt_match *m, unsigned deck)
{
    unsigned n = tt_zone_count(m, deck);
    for (int tries = 0; tries < 64 && n > 1 && x->swapped[0] < 0; tries++) {
        unsigned a = tt_zone_card(m, deck, tt_rng_below(&x->swap_rng, n));
        unsigned b = tt_zone_card(m, deck, tt_rng_below(&x->swap_rng, n));
        if (tt_card_id(m, a) == tt_card_id(m, b))
            continue;
        x->swapped[0] = (int)a;
        x->swapped[1] = (int)b;
        if (x->do_swap) { /* the test reaches into the state: nothing else may */
            tt_card_state *cards = tt__cards(m);
            uint32_t id = cards[a].id;
            cards[a].id = cards[b].id;
            cards[b].id = id;
        }
    }
}

/* Whether the look ev completes a card's reveal to every seat but its owner (a mulligan's
 * hand, PB) in the zone of one of check 1's traded cards: the spectator sees no look, but what
 * follows one the rules show the whole table (the mulligan itself) is public, as it depends on
 * the hand, and so is play, not a leak. */
static int revealed(run *x, const tt_match *m, const tt_event *ev)
{
    const tt_rules *r = m->r;
    unsigned c = (unsigned)ev->card, all = (1u << r->seats) - 1u;
    for (unsigned s = 0; s < r->seats; s++)
        if ((int)s == ev->seat ||
            (ev->a && tt_seat_team(m, s) == tt_seat_team(m, (unsigned)ev->seat)))
            x->shown_to[c] |= (uint8_t)(1u << s);
    unsigned z = tt_card_zone(m, c);
    return (x->shown_to[c] | 1u << tt_card_owner(m, c)) == all &&
           (z == tt_card_zone(m, (unsigned)x->swapped[0]) ||
            z == tt_card_zone(m, (unsigned)x->swapped[1]));
}

static void on_event(const tt_match *m, const tt_event *ev, void *payload)
{
    run *x = payload;
    char text[256], line[LINE_MAX];
    tt_event out;
    if (ev->kind == TT_EV_SHUFFLE && ev->seat == x->swap_owner && x->swapped[0] < 0 &&
        tt_zone_kind_of(m, (unsigned)ev->a) == m->r->zone_deck)
        pick_and_swap(x, m, (unsigned)ev->a);
    if (x->learned < 0 && (knows(m, x->seat, x->swapped[0]) || knows(m, x->seat, x->swapped[1])))
        x->learned = x->nlines; /* S sees one of them */
    if (x->seat == TT_VIEWER_PUBLIC && ev->kind == TT_EV_SHOWN && ev->card >= 0 && ev->seat >= 0 &&
        x->learned < 0 && x->swapped[0] >= 0 && revealed(x, m, ev))
        x->learned = x->nlines; /* the spectator learns from a hand revealed to the table */
    int passed = tt_stream_filter(x->st, m, ev, &out);
    if (passed < 0) { /* the stream ran out of handles: this harness cannot judge on */
        fprintf(stderr, "leak: the stream stopped (TT_STREAM_MAX_HANDLES)\n");
        exit(1);
    }
    if (!passed)
        return;
    if (x->learned < 0 && ev->kind == TT_EV_SHOWN && ev->card >= 0 && x->swapped[0] >= 0 &&
        (tt_card_zone(m, (unsigned)ev->card) == tt_card_zone(m, (unsigned)x->swapped[0]) ||
         tt_card_zone(m, (unsigned)ev->card) == tt_card_zone(m, (unsigned)x->swapped[1])))
        x->learned = x->nlines; /* S is shown one of them, or the hand it is in (a mulligan) */
    text_for(m, ev, x->seat, text, sizeof text);
    if ((plant_leak == 1 || plant_leak == 2) && ev->card >= 0) /* the omniscient text */
        tt_match_describe_event(m, ev, text, sizeof text);
    snprintf(line, sizeof line, "ev %u %d %d %d %d | %s", ev->kind, ev->seat,
             plant_leak == 3 && out.card >= 0 ? ev->card : out.card, out.a, out.b, text);
    if (plant_leak == 4 && x->hand_order) /* the other seats' hands, in their order */
        for (unsigned s = 0, n = strlen(line); s < m->r->seats && n + 8 < sizeof line; s++) {
            unsigned hand = tt_zone_instance(m, m->r->zone_hand, s, -1);
            for (unsigned i = 0; i < tt_zone_count(m, hand) && n + 8 < sizeof line; i++)
                n += (unsigned)snprintf(line + n, sizeof line - n, " %u",
                                        tt_card_id(m, tt_zone_card(m, hand, i)));
        }
    add_line(x, line);
    if (x->check_shuffled && !x->fault && ev->kind != TT_EV_SHOWN && /* a look names its card */
        plant_leak != 2) {
        tt_match *c = shuffled_copy(m, x->seat, &x->shuffle_rng);
        char again[256];
        if (!c) {
            x->fault = "the match could not be cloned";
            return;
        }
        text_for(c, ev, x->seat, again, sizeof again);
        if (plant_leak == 1 && ev->card >= 0)
            tt_match_describe_event(c, ev, again, sizeof again);
        if (strcmp(text, again) != 0) {
            x->fault = "an event's text depends on a card hidden from the seat";
            snprintf(x->fault_text, sizeof x->fault_text, "'%s' / shuffled: '%s'", text, again);
        }
        tt_match_free(c);
        shuffled_events[x->seat == TT_VIEWER_PUBLIC]++;
    }
}

static int leak(const char *ruleset, uint64_t seed, unsigned seat, const char *what,
                const char *detail)
{
    char who[16];
    snprintf(who, sizeof who, seat == TT_VIEWER_PUBLIC ? "public" : "seat %u", seat);
    fprintf(stderr, "leak: %s seed %" PRIu64 " %s: %s\n  %s\n", ruleset, seed, who, what, detail);
    return 1;
}

/* Whether the spectator's prompt is compared at step of the game of seed: at one decision in
 * four, whoever decides (about as often as a seat's, which decides one time in four: the
 * prompts are most of the test's cost), picked by a hash of the step, the same in both runs. */
static int spectator_step(uint64_t seed, long step)
{
    return ((uint64_t)step * 0x9e3779b97f4a7c15ull + seed) >> 61 < 2;
}

/* S's stream: its seat's, or the public one. */
static int stream_of(tt_stream **out, const tt_ruleset *rs, unsigned seat, tt_error *err)
{
    return seat == TT_VIEWER_PUBLIC ? tt_stream_new_public(out, rs, err)
                                    : tt_stream_new(out, rs, 1u << seat, err);
}

/* Plays the game of seed twice in lockstep for check 0 (deck_order: two entries of the
 * owner's deck file trade places; the games must be the same for S, from start to end) or
 * check 1 (the two cards trade identities in the owner's shuffled Deck). public_view: S is the
 * spectator. */
static int play_pair(tt_ctx *ctx, const tt_ruleset *rs, const tt_match_setup *base, uint64_t seed,
                     const char *name, run x[2], int deck_order, int public_view,
                     unsigned long *compared)
{
    const tt_rules *r = tt_ruleset_rules(rs);
    unsigned seat = public_view ? TT_VIEWER_PUBLIC : (unsigned)(seed % r->seats);
    tt_error err = {0};
    static uint32_t main_swapped[TT_MAX_CARDS];
    tt_match_setup setup[2] = {*base, *base};
    setup[0].seed = setup[1].seed = seed;
    unsigned owner = public_view ? (unsigned)(seed % r->seats) : seat; /* any seat's is hidden */
    for (unsigned k = 1; k < r->seats && owner == seat; k++) /* the next seat of another team */
        if ((seat + k) % r->seats / r->per_team != seat / r->per_team)
            owner = (seat + k) % r->seats;
    if (owner == seat)
        return leak(name, seed, seat, "the test's set-up is wrong", "no other team");
    if (deck_order) { /* two entries of different names trade places in the file */
        tt_rng pick;
        int i = -1, j = -1;
        tt_rng_seed(&pick, seed ^ 0x5eedull);
        for (int tries = 0; tries < 64 && j < 0; tries++) {
            unsigned a = tt_rng_below(&pick, base->nmain[owner]);
            unsigned b = tt_rng_below(&pick, base->nmain[owner]);
            if (base->main[owner][a] != base->main[owner][b])
                i = (int)a, j = (int)b;
        }
        if (j < 0)
            return 0; /* a deck of one card name: nothing to trade */
        memcpy(main_swapped, base->main[owner], base->nmain[owner] * sizeof *main_swapped);
        main_swapped[i] = base->main[owner][j];
        main_swapped[j] = base->main[owner][i];
        setup[1].main[owner] = main_swapped;
    }
    int rc = 0;
    for (int k = 0; k < 2 && !rc; k++) {
        x[k].seat = seat;
        x[k].learned = -1;
        x[k].nlines = 0;
        x[k].check_shuffled = k == 0 && !deck_order;
        x[k].fault = NULL;
        tt_rng_seed(&x[k].shuffle_rng, seed * 31u + 7u);
        tt_rng_seed(&x[k].swap_rng, seed ^ 0x5eedull);
        x[k].swapped[0] = x[k].swapped[1] = -1;
        memset(x[k].shown_to, 0, sizeof x[k].shown_to);
        x[k].swap_owner = deck_order ? -1 : (int)owner;
        x[k].do_swap = k == 1;
        setup[k].on_event = on_event;
        setup[k].on_event_payload = &x[k];
        if (stream_of(&x[k].st, rs, seat, &err) || tt_match_new(&x[k].m, ctx, rs, &setup[k], &err))
            rc = leak(name, seed, seat, "the match could not start", err.msg);
    }
    int skip = !rc && !deck_order && x[0].swapped[0] < 0; /* a Deck of one name */
    if (!rc && !skip && x[0].swapped[0] != x[1].swapped[0])
        rc = leak(name, seed, seat, "the test's set-up is wrong", "the runs picked other cards");
    tt_rng agent;
    tt_rng_seed(&agent, seed * 7919u + 1u);
    static char p0[262144], p1[262144], l0[256], l1[256];
    long checked = 0; /* lines of check 1 compared so far */
    for (long step = 0; !rc && !skip && step < 100000; step++) {
        int a0 = tt_match_advance(x[0].m, &err), a1 = a0 < 0 ? a0 : tt_match_advance(x[1].m, &err);
        if (a0 < 0 || a1 < 0) {
            rc = leak(name, seed, seat, "the match failed", err.msg);
            break;
        }
        if (x[0].fault) {
            rc = leak(name, seed, seat, x[0].fault, x[0].fault_text);
            break;
        }
        /* check 1: S's stream so far, up to what it may legitimately learn */
        long bound = x[0].nlines < x[1].nlines ? x[0].nlines : x[1].nlines;
        for (int k = 0; k < 2; k++)
            if (x[k].learned >= 0 && x[k].learned < bound)
                bound = x[k].learned;
        for (long n = checked; n < bound; n++)
            if (strcmp(x[0].lines[n], x[1].lines[n]) != 0) {
                char detail[2 * LINE_MAX + 32];
                snprintf(detail, sizeof detail, "line %ld: '%s'\n  swapped: '%s'", n, x[0].lines[n],
                         x[1].lines[n]);
                rc = leak(name, seed, seat,
                          "the seat's stream depends on cards hidden from it (swapped decks)",
                          detail);
                break;
            }
        if (bound > checked) {
            *compared += (unsigned long)(bound - checked);
            checked = bound;
        }
        if (rc || a0 == TT_ADVANCE_OVER || a1 == TT_ADVANCE_OVER || x[0].learned >= 0 ||
            x[1].learned >= 0) {
            break;
        }
        int d0 = tt_match_decision_seat(x[0].m), d1 = tt_match_decision_seat(x[1].m);
        if (d0 != d1)
            break; /* the next events differ: compared above once they come */
        unsigned n0 = tt_match_option_count(x[0].m), n1 = tt_match_option_count(x[1].m);
        if ((unsigned)d0 != seat) { /* another seat: other options, it knows something else */
            int same = n0 == n1;
            for (unsigned o = 0; same && o < n0; o++) {
                tt_match_option_label(x[0].m, o, l0, sizeof l0);
                tt_match_option_label(x[1].m, o, l1, sizeof l1);
                same = strcmp(l0, l1) == 0;
            }
            if (!same && deck_order) {
                rc = leak(name, seed, seat, "a seat's options depend on the order of a deck file",
                          l0);
                break;
            }
            if (!same) {
                break;
            }
        }
        /* S's prompt at its decisions; the spectator's at one in four, whoever decides, once
         * its streams so far are the same (a seat asked at a window in one run only, as its
         * hidden cards allow, may be asked at another point with the same labels in the other:
         * the runs then differ in play, and the next lines tell whether the spectator sees it) */
        int compare =
            (unsigned)d0 == seat ||
            (seat == TT_VIEWER_PUBLIC && spectator_step(seed, step) && x[0].nlines == x[1].nlines);
        if (compare) {
            prompt_text(x[0].m, x[0].st, seat, p0, sizeof p0);
            prompt_text(x[1].m, x[1].st, seat, p1, sizeof p1);
            if (strcmp(p0, p1) != 0) {
                char detail[512];
                first_difference(p0, p1, "swapped", detail, sizeof detail);
                rc = leak(name, seed, seat,
                          "the seat's options or view depend on cards hidden from it "
                          "(swapped decks)",
                          detail);
                break;
            }
        }
        if ((unsigned)d0 == seat || (seat == TT_VIEWER_PUBLIC && spectator_step(seed, step))) {
            /* check 2 on S's labels and view, without handles (the copy has no stream) */
            tt_match *c = shuffled_copy(x[0].m, seat, &x[0].shuffle_rng);
            prompt_text(x[0].m, NULL, seat, p0, sizeof p0);
            prompt_text(c, NULL, seat, p1, sizeof p1);
            tt_match_free(c);
            shuffled_prompts[seat == TT_VIEWER_PUBLIC]++;
            if (strcmp(p0, p1) != 0) {
                char detail[512];
                first_difference(p0, p1, "shuffled", detail, sizeof detail);
                rc = leak(name, seed, seat,
                          "the seat's options or view depend on cards hidden from it "
                          "(shuffled)",
                          detail);
                break;
            }
        }
        unsigned k = tt_rng_below(&agent, n0);
        if (tt_match_decide(x[0].m, (unsigned)d0, k, &err) ||
            tt_match_decide(x[1].m, (unsigned)d1, k, &err))
            rc = leak(name, seed, seat, "a decision failed", err.msg);
    }
    for (int k = 0; k < 2; k++) {
        tt_match_free(x[k].m);
        tt_stream_free(x[k].st);
        x[k].m = NULL;
        x[k].st = NULL;
    }
    return rc;
}

/* Puts the hands of the seats of the other team than seat's in another order (the same cards,
 * drawn in another order): the cards no seat knows trade places (those every seat knows lie
 * first, in the order they became known: zone.c). The spectator's: every seat's hand. */
static void reorder_hands(tt_match *m, unsigned seat, tt_rng *rng)
{
    const tt_rules *r = m->r;
    for (unsigned s = 0; s < r->seats; s++) {
        if (seat != TT_VIEWER_PUBLIC && s / r->per_team == seat / r->per_team)
            continue;
        const tt_zinst *z = &tt__zinst(m)[tt_zone_instance(m, r->zone_hand, s, -1)];
        uint16_t *slots = tt__slots(m) + z->off;
        unsigned at[TT_MAX_CARDS], n = 0;
        for (unsigned i = 0; i < z->count; i++)
            if (!tt_match_card_known(m, -1, slots[i]))
                at[n++] = i;
        for (unsigned i = n; i > 1; i--) { /* the test reaches into the state */
            unsigned j = tt_rng_below(rng, i);
            uint16_t t = slots[at[i - 1]];
            slots[at[i - 1]] = slots[at[j]];
            slots[at[j]] = t;
        }
    }
}

/* The index of the option of m that is option k of m0: the same label, as many times before
 * it (of two copies of a card, the one a reordered hand lists first), or -1. */
static int option_index(const tt_match *m, const tt_match *m0, unsigned k)
{
    char want[256], label[256];
    unsigned rank = 0;
    tt_match_option_label(m0, k, want, sizeof want);
    for (unsigned i = 0; i < k; i++) {
        tt_match_option_label(m0, i, label, sizeof label);
        rank += strcmp(label, want) == 0;
    }
    for (unsigned i = 0; i < tt_match_option_count(m); i++) {
        tt_match_option_label(m, i, label, sizeof label);
        if (strcmp(label, want) == 0 && rank-- == 0)
            return (int)i;
    }
    return -1;
}

/* Check 3: the game of seed twice in lockstep, the other team's hands put in another order in
 * the second run before every step; S's stream and prompts must be the same throughout. */
static int play_hand_order(tt_ctx *ctx, const tt_ruleset *rs, const tt_match_setup *base,
                           uint64_t seed, const char *name, run x[2], int public_view,
                           unsigned long *compared)
{
    const tt_rules *r = tt_ruleset_rules(rs);
    unsigned seat = public_view ? TT_VIEWER_PUBLIC : (unsigned)(seed % r->seats);
    tt_error err = {0};
    tt_match_setup setup[2] = {*base, *base};
    int rc = 0;
    for (int k = 0; k < 2 && !rc; k++) {
        memset(x[k].swapped, 0xff, sizeof x[k].swapped);
        x[k].seat = seat;
        x[k].learned = -1;
        x[k].nlines = 0;
        x[k].check_shuffled = 0;
        x[k].hand_order = 1;
        x[k].fault = NULL;
        x[k].swap_owner = -1;
        x[k].do_swap = 0;
        setup[k].seed = seed;
        setup[k].on_event = on_event;
        setup[k].on_event_payload = &x[k];
        if (stream_of(&x[k].st, rs, seat, &err) || tt_match_new(&x[k].m, ctx, rs, &setup[k], &err))
            rc = leak(name, seed, seat, "the match could not start", err.msg);
    }
    tt_rng agent, order;
    tt_rng_seed(&agent, seed * 7919u + 1u);
    tt_rng_seed(&order, seed * 104729u + 3u);
    static char p0[262144], p1[262144];
    long checked = 0;
    for (long step = 0; !rc && step < 100000; step++) {
        reorder_hands(x[1].m, seat, &order);
        int a0 = tt_match_advance(x[0].m, &err), a1 = a0 < 0 ? a0 : tt_match_advance(x[1].m, &err);
        if (a0 < 0 || a1 < 0) {
            rc = leak(name, seed, seat, "the match failed", err.msg);
            break;
        }
        long bound = x[0].nlines < x[1].nlines ? x[0].nlines : x[1].nlines;
        for (long n = checked; n < bound && !rc; n++)
            if (strcmp(x[0].lines[n], x[1].lines[n]) != 0) {
                char detail[2 * LINE_MAX + 32];
                snprintf(detail, sizeof detail, "line %ld: '%s'\n  reordered: '%s'", n,
                         x[0].lines[n], x[1].lines[n]);
                rc = leak(name, seed, seat,
                          "the seat's stream depends on the order of hidden hands", detail);
            }
        if (bound > checked) {
            *compared += (unsigned long)(bound - checked);
            checked = bound;
        }
        if (rc || a0 == TT_ADVANCE_OVER || a1 == TT_ADVANCE_OVER)
            break;
        int d0 = tt_match_decision_seat(x[0].m), d1 = tt_match_decision_seat(x[1].m);
        if (d0 != d1)
            break; /* another seat asked: the events that follow are compared above */
        if ((unsigned)d0 == seat || (seat == TT_VIEWER_PUBLIC && spectator_step(seed, step))) {
            prompt_text(x[0].m, x[0].st, seat, p0, sizeof p0);
            prompt_text(x[1].m, x[1].st, seat, p1, sizeof p1);
            if (strcmp(p0, p1) != 0) {
                char detail[512];
                first_difference(p0, p1, "reordered", detail, sizeof detail);
                rc = leak(name, seed, seat,
                          "the seat's options or view depend on the order of hidden hands", detail);
                break;
            }
        }
        /* the same choice in both: the option it is, wherever the reordered hand lists it */
        unsigned k0 = tt_rng_below(&agent, tt_match_option_count(x[0].m));
        int k1 = option_index(x[1].m, x[0].m, k0);
        if (k1 < 0)
            break; /* another seat knows the hand: other options are play, not a leak */
        if (tt_match_decide(x[0].m, (unsigned)d0, k0, &err) ||
            tt_match_decide(x[1].m, (unsigned)d1, (unsigned)k1, &err))
            rc = leak(name, seed, seat, "a decision failed", err.msg);
    }
    for (int k = 0; k < 2; k++) {
        tt_match_free(x[k].m);
        tt_stream_free(x[k].st);
        x[k].m = NULL;
        x[k].st = NULL;
        x[k].hand_order = 0;
    }
    return rc;
}

int main(int argc, char **argv)
{
    long games = 200;
    uint64_t seed0 = 1;
    int rc = 0, any = 0;
    tt_ctx *ctx;
    tt_error err = {0};
    tt_ctx_options opts = TT_CTX_OPTIONS_INIT;
    opts.rulesets_dir = TT_TEST_SRCDIR "/rulesets";
    opts.games_dir = TT_TEST_SRCDIR "/games";
    if (tt_ctx_new(&ctx, &opts, &err)) {
        fprintf(stderr, "leak: %s\n", err.msg);
        return 2;
    }
    run x[2];
    for (int k = 0; k < 2; k++) {
        memset(&x[k], 0, sizeof x[k]);
        x[k].lines = malloc(sizeof *x[k].lines * MAX_LINES);
        if (!x[k].lines)
            return 2;
    }
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--games") == 0 && i + 1 < argc) {
            games = strtol(argv[++i], NULL, 10);
            continue;
        }
        if (strncmp(argv[i], "--plant-", 8) == 0) { /* 2: check 1's stream; 3: indices */
            plant_leak = strcmp(argv[i], "--plant-leak") == 0                      ? 1
                         : strcmp(argv[i], "--plant-deck-leak") == 0               ? 2
                         : strcmp(argv[i], "--plant-index-leak") == 0              ? 3
                         : strcmp(argv[i], "--plant-hand-leak") == 0               ? 4
                         : strcmp(argv[i], "--plant-observation-leak") == 0        ? 5
                         : strcmp(argv[i], "--plant-public-leak") == 0             ? 6
                         : strcmp(argv[i], "--plant-public-observation-leak") == 0 ? 7
                                                                                   : 0;
            if (plant_leak)
                continue;
        }
        if (strcmp(argv[i], "--seed") == 0 && i + 1 < argc) {
            seed0 = strtoull(argv[++i], NULL, 10);
            continue;
        }
        tt_ruleset *rs;
        tt_deck *decks[TT_MAX_SEATS] = {0};
        tt_match_setup setup = {.version = TT_MATCH_SETUP_VERSION};
        if (tt_ruleset_load(&rs, ctx, argv[i], &err) ||
            tt_deck_load_defaults(decks, &setup, ctx, rs, &err)) {
            fprintf(stderr, "leak: %s: %s\n", argv[i], err.msg);
            return 2;
        }
        any = 1;
        /* [0] watching a seat, [1] the spectator (issue 28) */
        unsigned long compared[2] = {0}, whole[2] = {0}, reordered[2] = {0};
        long failed = 0, failed_pub[2] = {0};
        memset(shuffled_events, 0, sizeof shuffled_events);
        memset(shuffled_prompts, 0, sizeof shuffled_prompts);
        for (int pub = 0; pub < 2; pub++) {
            long before = failed;
            for (long g = 0; g < games && failed < 3; g++)
                for (int deck_order = 0; deck_order < 2; deck_order++)
                    failed += play_pair(ctx, rs, &setup, seed0 + (uint64_t)g, argv[i], x,
                                        deck_order, pub, deck_order ? &whole[pub] : &compared[pub]);
            for (long g = 0; g < games && failed < 3; g++)
                failed += play_hand_order(ctx, rs, &setup, seed0 + (uint64_t)g, argv[i], x, pub,
                                          &reordered[pub]);
            failed_pub[pub] = failed - before;
        }
        for (int pub = 0; pub < 2; pub++)
            printf("%s: %ld games; lines of %s stream compared: %lu with a deck file's "
                   "order changed, %lu with two hidden cards traded, %lu with the hidden hands "
                   "reordered; %lu events and %lu prompts with the hidden cards shuffled: %s\n",
                   argv[i], games, pub ? "the public" : "the seat's", whole[pub], compared[pub],
                   reordered[pub], shuffled_events[pub], shuffled_prompts[pub],
                   failed_pub[pub] ? "LEAKS" : "no leak");
        rc |= failed != 0;
        for (unsigned s = 0; s < TT_MAX_SEATS; s++)
            tt_deck_free(decks[s]);
        tt_ruleset_free(rs);
    }
    for (int k = 0; k < 2; k++)
        free(x[k].lines);
    tt_ctx_free(ctx);
    if (!any) {
        fprintf(stderr, "usage: leak [--games N] [--seed S] RULESET...\n");
        return 2;
    }
    return rc;
}
