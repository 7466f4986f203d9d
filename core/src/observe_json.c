/* observe_json.c: a seat's observation as JSON (docs/api.md, "Observation"): the object the
 * stdio protocol's `decide` line, the table server and the Python package give. It writes only
 * what tt_match_observe put in the observation, so it tells no more than the seat may know.
 *
 * Written straight into the caller's buffer in jansson's compact form (keys in the order
 * written, no spaces, UTF-8 as it is): the table server writes one at every decision of every
 * table, and building a tree of JSON values first cost most of the server's time. */
#include <stdio.h>
#include <string.h>

#include "match_impl.h"
#include "tagteam/observe.h"

/* The text so far: len counts every byte, whether it fitted in buf or not (snprintf-style). */
typedef struct out {
    char *buf;
    size_t size, len;
} out;

static void raw(out *w, const char *s, size_t n)
{
    if (w->len < w->size) {
        size_t room = w->size - w->len;
        memcpy(w->buf + w->len, s, n < room ? n : room);
    }
    w->len += n;
}

static void lit(out *w, const char *s)
{
    raw(w, s, strlen(s));
}

/* A JSON string, escaped as jansson escapes it. */
static void str(out *w, const char *s)
{
    raw(w, "\"", 1);
    for (const char *p = s; *p; p++) {
        unsigned char c = (unsigned char)*p;
        char u[8];
        switch (c) {
        case '"':
            lit(w, "\\\"");
            break;
        case '\\':
            lit(w, "\\\\");
            break;
        case '\b':
            lit(w, "\\b");
            break;
        case '\f':
            lit(w, "\\f");
            break;
        case '\n':
            lit(w, "\\n");
            break;
        case '\r':
            lit(w, "\\r");
            break;
        case '\t':
            lit(w, "\\t");
            break;
        default:
            if (c < 0x20) {
                snprintf(u, sizeof u, "\\u%04X", c);
                lit(w, u);
            } else {
                raw(w, p, 1);
            }
        }
    }
    raw(w, "\"", 1);
}

static void num(out *w, long long v)
{
    char d[24], *p = d + sizeof d;
    unsigned long long u = v < 0 ? 0ull - (unsigned long long)v : (unsigned long long)v;
    do /* digits from the last: no printf in a loop over every card */
        *--p = (char)('0' + u % 10);
    while (u /= 10);
    if (v < 0)
        *--p = '-';
    raw(w, p, (size_t)(d + sizeof d - p));
}

/* A key and its colon; a comma first unless it is the object's first. */
static void key(out *w, const char *k, int first)
{
    if (!first)
        raw(w, ",", 1);
    str(w, k);
    raw(w, ":", 1);
}

static void seat(out *w, const tt_rules *r, int s)
{
    char who[4];
    if (s >= 0 && s < r->seats)
        str(w, tt_seat_name(r, (unsigned)s, who));
    else
        lit(w, "null");
}

static void ref(out *w, int32_t i)
{
    if (i >= 0)
        num(w, i);
    else
        lit(w, "null");
}

/* A module field's value: a name where the field's values are names, a list of names where
 * they are bits, else the number. */
static void field(out *w, const tt_obs_field *f, int32_t v)
{
    unsigned n = 0;
    while (f->values && f->values[n])
        n++;
    if (f->values && f->flags) {
        int first = 1;
        raw(w, "[", 1);
        for (unsigned b = 0; b < n && b < 31; b++)
            if ((uint32_t)v >> b & 1u) {
                if (!first)
                    raw(w, ",", 1);
                str(w, f->values[b]);
                first = 0;
            }
        raw(w, "]", 1);
    } else if (f->values && v >= 0 && (unsigned)v < n) {
        str(w, f->values[v]);
    } else {
        num(w, v);
    }
}

static void card(out *w, const tt_match *m, const tt_observation *o, unsigned i)
{
    const tt_obs_card *c = &o->cards[i];
    const tt_rules *r = m->r;
    raw(w, "{", 1);
    key(w, "i", 1);
    num(w, i);
    if (c->flags & TT_OBS_KNOWN) { /* what it is: its id in the card database, its name */
        key(w, "id", 0);
        num(w, c->id);
        if (m->db) {
            key(w, "name", 0);
            str(w, tt_carddb_name(m->db, c->id));
        }
    }
    if (c->handle >= 0) {
        key(w, "handle", 0);
        num(w, c->handle);
    }
    if (c->flags & TT_OBS_FACE_DOWN) {
        key(w, "face_down", 0);
        lit(w, "true");
    }
    if (c->flags & TT_OBS_REVEALED) {
        key(w, "revealed", 0);
        lit(w, "true");
    }
    if (c->flags & (TT_OBS_KNOWN | TT_OBS_FACE_DOWN)) { /* whose a card on the table is */
        key(w, "owner", 0);
        seat(w, r, c->owner);
        if (c->controller != c->owner) {
            key(w, "controller", 0);
            seat(w, r, c->controller);
        }
    }
    if (c->attached_to >= 0) {
        key(w, "attached_to", 0);
        num(w, c->attached_to);
    }
    unsigned nf;
    const tt_obs_field *f = tt_match_obs_fields(m, &nf);
    for (unsigned k = 0; k < nf; k++)
        if (c->field[k] != TT_OBS_NONE) {
            key(w, f[k].name, 0);
            field(w, &f[k], c->field[k]);
        }
    raw(w, "}", 1);
}

static void zones(out *w, const tt_match *m, const tt_observation *o)
{
    raw(w, "[", 1);
    for (unsigned z = 0; z < o->nzones; z++) {
        const tt_obs_zone *oz = &o->zones[z];
        raw(w, z ? ",{" : "{", z ? 2 : 1);
        key(w, "zone", 1);
        str(w, oz->name);
        key(w, "seat", 0);
        seat(w, m->r, oz->seat);
        key(w, "count", 0);
        num(w, oz->count);
        if (oz->lane >= 0) {
            key(w, "lane", 0);
            str(w, m->r->lanes[oz->lane].name);
        }
        /* A zone the seat knows nothing of but its count (a Deck, a hand it may not see) lists
           no card: no option or link can name a place in it. */
        int shown = 0;
        for (unsigned i = 0; i < oz->count && !shown; i++)
            shown = (o->cards[oz->first + i].flags & (TT_OBS_KNOWN | TT_OBS_FACE_DOWN)) != 0;
        if (shown) {
            key(w, "cards", 0);
            raw(w, "[", 1);
            for (unsigned i = 0; i < oz->count; i++) {
                if (i)
                    raw(w, ",", 1);
                card(w, m, o, oz->first + i);
            }
            raw(w, "]", 1);
        }
        raw(w, "}", 1);
    }
    raw(w, "]", 1);
}

static void links(out *w, const tt_match *m, const tt_observation *o)
{
    raw(w, "[", 1);
    for (unsigned i = 0; i < o->nlinks; i++) {
        const tt_obs_link *l = &o->links[i];
        const char *kind = tt_match_obs_link_kind(m, l->kind);
        raw(w, i ? ",{" : "{", i ? 2 : 1);
        key(w, "kind", 1);
        str(w, kind ? kind : "?");
        key(w, "seat", 0);
        seat(w, m->r, l->seat);
        key(w, "card", 0);
        ref(w, l->card);
        key(w, "target", 0);
        ref(w, l->target);
        if (l->target_seat >= 0) {
            key(w, "target_seat", 0);
            seat(w, m->r, l->target_seat);
        }
        raw(w, "}", 1);
    }
    raw(w, "]", 1);
}

static void options(out *w, const tt_match *m, const tt_observation *o)
{
    static const char *const args[3] = {"a", "b", "c"};
    raw(w, "[", 1);
    for (unsigned i = 0; i < o->noptions; i++) {
        const tt_obs_option *oo = &o->options[i];
        char label[256];
        tt_match_option_label(m, i, label, sizeof label);
        const char *kind = tt_match_option_kind(m, oo->kind);
        raw(w, i ? ",{" : "{", i ? 2 : 1);
        key(w, "i", 1);
        num(w, i);
        key(w, "label", 0);
        str(w, label);
        key(w, "kind", 0);
        if (kind)
            str(w, kind);
        else
            num(w, oo->kind);
        for (unsigned k = 0; k < 3; k++)
            switch ((tt_arg_kind)oo->arg_kind[k]) {
            case TT_ARG_NONE:
                break;
            case TT_ARG_INT:
                key(w, args[k], 0);
                num(w, oo->arg[k]);
                break;
            case TT_ARG_CARD:
                key(w, args[k], 0);
                lit(w, "{\"card\":");
                ref(w, oo->arg[k]);
                raw(w, "}", 1);
                break;
            case TT_ARG_SEAT:
                key(w, args[k], 0);
                lit(w, "{\"seat\":");
                seat(w, m->r, oo->arg[k]);
                raw(w, "}", 1);
                break;
            }
        raw(w, "}", 1);
    }
    raw(w, "]", 1);
}

/* life or prizes_taken: each seat's value, an empty object when the ruleset has none. */
static void per_seat(out *w, const tt_rules *r, const int32_t *life, const uint8_t *prizes)
{
    char who[4];
    raw(w, "{", 1);
    for (unsigned s = 0; (life ? r->life_start : r->prize_count) && s < r->seats; s++) {
        key(w, tt_seat_name(r, s, who), s == 0);
        num(w, life ? life[s] : prizes[s]);
    }
    raw(w, "}", 1);
}

int tt_observation_json(const tt_match *m, const tt_observation *o, char *buf, size_t size)
{
    const tt_rules *r = m->r;
    out w = {buf, size, 0};
    const char *phase = o->phase >= 0 ? m->game->phases[o->phase] : NULL;
    raw(&w, "{", 1);
    key(&w, "seat", 1); /* null for a spectator's observation (TT_OBS_PUBLIC is no seat) */
    seat(&w, r, o->seat == TT_OBS_PUBLIC ? -1 : o->seat);
    key(&w, "turn", 0);
    num(&w, o->turn);
    key(&w, "phase", 0);
    if (phase)
        str(&w, phase);
    else
        lit(&w, "null");
    key(&w, "turn_seat", 0);
    seat(&w, r, o->turn_seat);
    key(&w, "turn_team", 0);
    ref(&w, o->turn_team >= 0 ? o->turn_team + 1 : -1);
    key(&w, "decision", 0);
    seat(&w, r, o->decision_seat);
    key(&w, "over", 0);
    lit(&w, o->over ? "true" : "false");
    key(&w, "winner", 0);
    ref(&w, o->over && o->winner >= 0 ? o->winner + 1 : -1);
    key(&w, "life", 0);
    per_seat(&w, r, o->life, NULL);
    key(&w, "prizes_taken", 0);
    per_seat(&w, r, NULL, o->prizes_taken);
    key(&w, "zones", 0);
    zones(&w, m, o);
    key(&w, "chain", 0);
    links(&w, m, o);
    key(&w, "options", 0);
    options(&w, m, o);
    raw(&w, "}", 1);
    if (w.len > 0x7fffffff)
        return TT_ERR_LIMIT;
    if (w.len < size)
        buf[w.len] = '\0';
    return (int)w.len;
}
