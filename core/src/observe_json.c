/* observe_json.c: a seat's observation as JSON (docs/api.md, "Observation"): the object the
 * stdio protocol's `decide` line, the table server and the Python package give. It writes only
 * what tt_match_observe put in the observation, so it tells no more than the seat may know. */
#include <jansson.h>
#include <string.h>

#include "match_impl.h"
#include "tagteam/observe.h"

static json_t *seat_json(const tt_rules *r, int seat)
{
    char who[4];
    return seat >= 0 && seat < r->seats ? json_string(tt_seat_name(r, (unsigned)seat, who))
                                        : json_null();
}

/* A module field's value: a name where the field's values are names, a list of names where
 * they are bits, else the number. */
static json_t *field_json(const tt_obs_field *f, int32_t v)
{
    unsigned n = 0;
    while (f->values && f->values[n])
        n++;
    if (f->values && f->flags) {
        json_t *a = json_array();
        for (unsigned b = 0; b < n && b < 31; b++)
            if ((uint32_t)v >> b & 1u)
                json_array_append_new(a, json_string(f->values[b]));
        return a;
    }
    if (f->values && v >= 0 && (unsigned)v < n)
        return json_string(f->values[v]);
    return json_integer(v);
}

static json_t *card_json(const tt_match *m, const tt_observation *o, unsigned i)
{
    const tt_obs_card *c = &o->cards[i];
    const tt_rules *r = m->r;
    json_t *j = json_pack("{s:i}", "i", (int)i);
    if (c->flags & TT_OBS_KNOWN) { /* what it is: its id in the card database, its name */
        json_object_set_new(j, "id", json_integer(c->id));
        if (m->db)
            json_object_set_new(j, "name", json_string(tt_carddb_name(m->db, c->id)));
    }
    if (c->handle >= 0)
        json_object_set_new(j, "handle", json_integer(c->handle));
    if (c->flags & TT_OBS_FACE_DOWN)
        json_object_set_new(j, "face_down", json_true());
    if (c->flags & TT_OBS_REVEALED)
        json_object_set_new(j, "revealed", json_true());
    if (c->flags & (TT_OBS_KNOWN | TT_OBS_FACE_DOWN)) { /* whose a card on the table is */
        json_object_set_new(j, "owner", seat_json(r, c->owner));
        if (c->controller != c->owner)
            json_object_set_new(j, "controller", seat_json(r, c->controller));
    }
    if (c->attached_to >= 0)
        json_object_set_new(j, "attached_to", json_integer(c->attached_to));
    unsigned nf;
    const tt_obs_field *f = tt_match_obs_fields(m, &nf);
    for (unsigned k = 0; k < nf; k++)
        if (c->field[k] != TT_OBS_NONE)
            json_object_set_new(j, f[k].name, field_json(&f[k], c->field[k]));
    return j;
}

static json_t *zones_json(const tt_match *m, const tt_observation *o)
{
    json_t *zones = json_array();
    for (unsigned z = 0; z < o->nzones; z++) {
        const tt_obs_zone *oz = &o->zones[z];
        json_t *j = json_pack("{s:s, s:o, s:i}", "zone", oz->name, "seat",
                              seat_json(m->r, oz->seat), "count", (int)oz->count);
        if (oz->lane >= 0)
            json_object_set_new(j, "lane", json_string(m->r->lanes[oz->lane].name));
        /* A zone the seat knows nothing of but its count (a Deck, a hand it may not see) lists
           no card: no option or link can name a place in it. */
        int shown = 0;
        for (unsigned i = 0; i < oz->count && !shown; i++)
            shown = (o->cards[oz->first + i].flags & (TT_OBS_KNOWN | TT_OBS_FACE_DOWN)) != 0;
        if (shown) {
            json_t *cards = json_array();
            for (unsigned i = 0; i < oz->count; i++)
                json_array_append_new(cards, card_json(m, o, oz->first + i));
            json_object_set_new(j, "cards", cards);
        }
        json_array_append_new(zones, j);
    }
    return zones;
}

static json_t *ref_json(int32_t i)
{
    return i >= 0 ? json_integer(i) : json_null();
}

static json_t *links_json(const tt_match *m, const tt_observation *o)
{
    json_t *links = json_array();
    for (unsigned i = 0; i < o->nlinks; i++) {
        const tt_obs_link *l = &o->links[i];
        const char *kind = tt_match_obs_link_kind(m, l->kind);
        json_t *j = json_pack("{s:s, s:o, s:o, s:o}", "kind", kind ? kind : "?", "seat",
                              seat_json(m->r, l->seat), "card", ref_json(l->card), "target",
                              ref_json(l->target));
        if (l->target_seat >= 0)
            json_object_set_new(j, "target_seat", seat_json(m->r, l->target_seat));
        json_array_append_new(links, j);
    }
    return links;
}

static json_t *options_json(const tt_match *m, const tt_observation *o)
{
    static const char *const args[3] = {"a", "b", "c"};
    json_t *opts = json_array();
    for (unsigned i = 0; i < o->noptions; i++) {
        const tt_obs_option *oo = &o->options[i];
        char label[256];
        tt_match_option_label(m, i, label, sizeof label);
        const char *kind = tt_match_option_kind(m, oo->kind);
        json_t *j = json_pack("{s:i, s:s}", "i", (int)i, "label", label);
        json_object_set_new(j, "kind", kind ? json_string(kind) : json_integer(oo->kind));
        for (unsigned k = 0; k < 3; k++)
            switch ((tt_arg_kind)oo->arg_kind[k]) {
            case TT_ARG_NONE:
                break;
            case TT_ARG_INT:
                json_object_set_new(j, args[k], json_integer(oo->arg[k]));
                break;
            case TT_ARG_CARD:
                json_object_set_new(j, args[k], json_pack("{s:o}", "card", ref_json(oo->arg[k])));
                break;
            case TT_ARG_SEAT:
                json_object_set_new(j, args[k],
                                    json_pack("{s:o}", "seat", seat_json(m->r, oo->arg[k])));
                break;
            }
        json_array_append_new(opts, j);
    }
    return opts;
}

int tt_observation_json(const tt_match *m, const tt_observation *o, char *buf, size_t size)
{
    const tt_rules *r = m->r;
    json_t *life = json_object(), *prizes = json_object();
    char who[4];
    for (unsigned s = 0; s < r->seats; s++) {
        tt_seat_name(r, s, who);
        if (r->life_start)
            json_object_set_new(life, who, json_integer(o->life[s]));
        if (r->prize_count)
            json_object_set_new(prizes, who, json_integer(o->prizes_taken[s]));
    }
    const char *phase = o->phase >= 0 ? m->game->phases[o->phase] : NULL;
    /* "seat": null for a spectator's observation (TT_OBS_PUBLIC is no seat) */
    json_t *j = json_pack(
        "{s:o, s:i, s:o, s:o, s:o, s:o, s:b, s:o, s:o, s:o, s:o, s:o, s:o}", "seat",
        o->seat == TT_OBS_PUBLIC ? json_null() : seat_json(r, o->seat), "turn", (int)o->turn,
        "phase", phase ? json_string(phase) : json_null(), "turn_seat", seat_json(r, o->turn_seat),
        "turn_team", o->turn_team >= 0 ? json_integer(o->turn_team + 1) : json_null(), "decision",
        seat_json(r, o->decision_seat), "over", (int)o->over, "winner",
        o->over && o->winner >= 0 ? json_integer(o->winner + 1) : json_null(), "life", life,
        "prizes_taken", prizes, "zones", zones_json(m, o), "chain", links_json(m, o), "options",
        options_json(m, o));
    if (!j)
        return TT_ERR_NOMEM;
    size_t need = json_dumpb(j, buf, size, JSON_COMPACT);
    json_decref(j);
    if (need == 0)
        return TT_ERR_NOMEM;
    if (need < size)
        buf[need] = '\0';
    return need > 0x7fffffff ? TT_ERR_LIMIT : (int)need;
}
