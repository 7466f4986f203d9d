/* ruleset_explain.c: the canonical YAML of a validated ruleset (every key, defaults filled in,
 * in documentation order) and its FNV-1a hash: what `tagteam check --explain` prints. The hash
 * reads each default deck's file in place of its path. */
#include "ruleset_impl.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "error_impl.h"

typedef struct out {
    tt_arena *a;
    char *buf;
    size_t len, cap;
    int oom;
} out;

static void put(out *o, const char *fmt, ...)
#ifdef __GNUC__
    __attribute__((format(printf, 2, 3)))
#endif
    ;

static void put(out *o, const char *fmt, ...)
{
    va_list ap;
    for (;;) {
        va_start(ap, fmt);
        int n = vsnprintf(o->buf + o->len, o->cap - o->len, fmt, ap);
        va_end(ap);
        if (n < 0) {
            o->oom = 1;
            return;
        }
        if ((size_t)n < o->cap - o->len) {
            o->len += (size_t)n;
            return;
        }
        size_t cap = (o->cap + (size_t)n) * 2;
        char *nb = tt_arena__alloc(o->a, cap); /* the old buffer stays in the arena: fine */
        if (!nb) {
            o->oom = 1;
            return;
        }
        memcpy(nb, o->buf, o->len);
        o->buf = nb;
        o->cap = cap;
    }
}

static const char *pick(const char *const *names, unsigned i)
{
    return names[i];
}

/* Quotes a free-text value so the output stays valid YAML and reads back as the same text:
 * a raw line break inside double quotes would be folded into a space, and YAML also folds its
 * Unicode line breaks (NEL U+0085, LS U+2028, PS U+2029) and refuses the other C1 controls and
 * U+FFFE/U+FFFF raw. The text came through libyaml, so it is valid UTF-8. */
static void put_quoted(out *o, const char *s)
{
    put(o, "\"");
    for (const unsigned char *u = (const unsigned char *)s; *u; u++) {
        unsigned char ch = *u;
        if (ch == '"' || ch == '\\')
            put(o, "\\%c", ch);
        else if (ch == '\n')
            put(o, "\\n");
        else if (ch == '\t')
            put(o, "\\t");
        else if (ch < 0x20 || ch == 0x7f)
            put(o, "\\x%02x", ch);
        else if (ch == 0xc2 && u[1] >= 0x80 && u[1] <= 0x9f) /* U+0080..U+009F */
            put(o, "\\u%04x", u[1]), u++;
        else if (ch == 0xe2 && u[1] == 0x80 && (u[2] == 0xa8 || u[2] == 0xa9)) /* LS, PS */
            put(o, u[2] == 0xa8 ? "\\L" : "\\P"), u += 2;
        else if (ch == 0xef && u[1] == 0xbf && (u[2] == 0xbe || u[2] == 0xbf)) /* U+FFFE/F */
            put(o, "\\u%04x", 0xff00u | (u[2] - 0xbeu + 0xfeu)), u += 2;
        else
            put(o, "%c", ch);
    }
    put(o, "\"");
}

static void put_text(out *o, const char *key, const char *s)
{
    put(o, "%s: ", key);
    put_quoted(o, s);
    put(o, "\n");
}

#define FNV_BASIS 0xcbf29ce484222325ull /* FNV-1a 64 */

static uint64_t fnv(uint64_t h, const char *p, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        h ^= (unsigned char)p[i];
        h *= 0x100000001b3ull;
    }
    return h;
}

static int hash_file(uint64_t *h, const char *path, tt_error *err)
{
    FILE *f = fopen(path, "rb");
    char buf[4096];
    size_t n;
    if (!f)
        return tt_error__set(err, TT_ERR_IO, path, 0, 0, "decks.default",
                             "cannot read the deck file: %s", strerror(errno));
    while ((n = fread(buf, 1, sizeof buf, f)) > 0)
        *h = fnv(*h, buf, n);
    int failed = ferror(f);
    fclose(f);
    if (failed)
        return tt_error__set(err, TT_ERR_IO, path, 0, 0, "decks.default",
                             "cannot read the deck file");
    return TT_OK;
}

int tt_ruleset__canonicalize(tt_ruleset *rs, tt_error *err)
{
    static const char *const pools[] = {"seat", "team"};
    static const char *const units[] = {"seat", "team"};
    static const char *const draws[] = {"match", "each_seat", "none"};
    static const char *const scopes[] = {"seat", "team", "lane", "lane_team", "card", "global"};
    static const char *const vis[] = {"public", "owner", "team", "hidden"};
    static const char *const resets[] = {"turn", "game"};
    static const char *const routes[] = {"owner", "controller"};
    static const char *const opp[] = {"one_opponent", "all_opponents"};
    static const char *const both[] = {"all_players", "self_and_one_opponent"};
    static const char *const orders[] = {"cyclic", "team_priority"};
    static const char *const trig[] = {"split", "literal"};
    static const char *const outs[] = {"team", "eliminate"};
    const tt_rules *r = &rs->rules;
    const tt_game *g = rs->game;
    out o = {&rs->arena, NULL, 0, 0, 0};
    char seat[4];

    o.buf = tt_arena__alloc(o.a, 4096);
    o.cap = o.buf ? 4096 : 0;
    if (!o.buf)
        return tt_error__set(err, TT_ERR_NOMEM, "", 0, 0, "", "out of memory");
    put(&o, "name: %s\n", r->name);
    put_text(&o, "title", r->title);
    put(&o, "game: %s\n", r->game);
    put(&o, "seats:\n  teams: %u\n  per_team: %u\n", r->teams, r->per_team);
    put(&o, "turn:\n  unit: %s\n  order: [", pick(units, r->turn_unit));
    for (unsigned i = 0; i < r->order_len; i++) {
        if (r->turn_unit == TT_TURN_SEAT)
            put(&o, "%s%s", i ? ", " : "", tt_seat_name(r, r->order[i], seat));
        else
            put(&o, "%s%u", i ? ", " : "", r->order[i] + 1u);
    }
    put(&o, "]\n");
    if (r->first_team == TT_FIRST_RANDOM)
        put(&o, "  first: random\n");
    else
        put(&o, "  first: %d\n", r->first_team + 1);
    put(&o, "  skip_first_draw: %s\n  first_attack_turn: %u\n  phases: [",
        pick(draws, r->skip_first_draw), r->first_attack_turn);
    for (unsigned i = 0; i < r->nphases; i++)
        put(&o, "%s%s", i ? ", " : "", g->phases[r->phases[i]]);
    put(&o, "]\n  extra_turns: %s\n", r->extra_turns_allowed ? "allowed" : "forbidden");
    if (r->turn_unit == TT_TURN_TEAM)
        put(&o, "  team_order: %s\n", r->team_order == TT_TEAM_ORDER_SEAT ? "seat" : "any");
    put(&o, "life:\n  pool: %s\n  start: %ld\n", pick(pools, r->life_pool), (long)r->life_start);
    put(&o, "prizes:\n  count: %u\n  pool: %s\n  to_win: %u\n", r->prize_count,
        pick(pools, r->prize_pool), r->prize_to_win);
    put(&o, "hand:\n  start: %u\n  limit: %u\n  visibility: %s\n", r->hand_start, r->hand_limit,
        pick(vis, r->hand_visibility));
    put(&o, "cards:\n  leave_to: %s\n  set_visibility: %s\n", pick(routes, r->leave_to),
        pick(vis, r->set_visibility));
    put(&o, "lanes:%s\n", r->nlanes ? "" : " []");
    for (unsigned i = 0; i < r->nlanes; i++) {
        if (r->lanes[i].side == TT_LANE_SHARED)
            put(&o, "  - {name: %s, side: shared}\n", r->lanes[i].name);
        else
            put(&o, "  - {name: %s, side: %c}\n", r->lanes[i].name, 'A' + r->lanes[i].side);
    }
    put(&o, "zones:\n");
    for (unsigned i = 0; i < r->nzones; i++) {
        const tt_zone_rule *z = &r->zones[i];
        put(&o, "  %s: {scope: %s, capacity: %u, ordered: %s, visibility: %s, on_eliminate: %s}\n",
            z->name, pick(scopes, z->scope), z->capacity, z->ordered ? "true" : "false",
            pick(vis, z->visibility), z->remove_on_eliminate ? "remove" : "keep");
    }
    put(&o,
        "scopes:\n  opponent_cards: %s\n  opponent_side: %s\n  both_players: %s\n"
        "  lane_opponent: one_opponent\n",
        pick(opp, r->opponent_cards), pick(opp, r->opponent_side), pick(both, r->both_players));
    put(&o, "responses:\n  order: %s\n  teammate_turn: %s\n  triggers: %s\n",
        pick(orders, r->response_order), r->teammate_turn_is_opponent ? "opponent" : "own",
        pick(trig, r->trigger_order));
    if (r->ask_every_seat_set) /* only when said: the other rulesets keep their hashes */
        put(&o, "  ask_every_seat: %s\n", r->ask_every_seat ? "true" : "false");
    put(&o, "limits:%s\n", r->nlimits ? "" : " []");
    for (unsigned i = 0; i < r->nlimits; i++) {
        const tt_limit_rule *l = &r->limits[i];
        put(&o, "  - {action: %s, count: %u, per: %s, reset: %s}\n", g->actions[l->action],
            l->count, pick(scopes, l->per), pick(resets, l->reset));
    }
    put(&o, "outcome:\n  life_zero: %s\n  simultaneous: draw\n  deck_out: %s\n  seat_out: %s\n",
        r->life_zero_loses ? "lose" : "ignore", r->deck_out_loses ? "lose" : "ignore",
        pick(outs, r->seat_out));
    put(&o, "  no_cards_in: [");
    for (unsigned i = 0; i < r->n_no_cards_in; i++)
        put(&o, "%s%s", i ? ", " : "", r->zones[r->no_cards_in[i]].name);
    put(&o, "]\n  card_effects: %s\n", r->card_effects_win ? "true" : "false");
    static const char *const ties[] = {"sudden_death", "draw", "sudden_death_at_once"};
    if (r->match_games > 1) { /* only when set: other hashes stay */
        static const char *const firsts[] = {"loser_chooses", "loser", "winner", "as_turn_first"};
        put(&o, "match:\n  games: %u\n  next_first: %s\n  siding: %s\n", r->match_games,
            pick(firsts, r->next_first), r->siding ? "true" : "false");
        put(&o, "  equal_wins: %s\n  tiebreak_turns: %u\n  tiebreak_on_tie: %s\n",
            r->equal_wins == TT_EQUAL_DRAW ? "draw" : "tiebreak", r->tiebreak_turns,
            pick(ties, r->tiebreak_tie));
    }
    if (r->time_game && r->time_turn) { /* only when set: other hashes stay */
        put(&o, "time:\n");
        if (r->match_games > 1)
            put(&o, "  called_in_game: %u\n", r->time_game);
        put(&o, "  called_in_turn: %u\n  extra_turns: %u\n  on_tie: %s\n", r->time_turn,
            r->time_extra, pick(ties, r->time_tie));
    } else if (r->time_game) {
        put(&o, "time:\n  called_before_game: %u\n", r->time_game);
    }
    put(&o, "decks:\n  main: [%u, %u]\n  extra_max: %u\n  side_max: %u\n  copies: %u\n",
        r->main_min, r->main_max, r->extra_max, r->side_max, r->copies);
    for (unsigned a = 0; a < rs->nallowed; a++) { /* only when set, sorted: other hashes stay */
        put(&o, "%s", a ? ", " : "  allowed: [");
        put_quoted(&o, rs->allowed[a]);
        put(&o, "%s", a + 1 == rs->nallowed ? "]\n" : "");
    }
    for (unsigned b = 0; b < rs->nbanned; b++) { /* only when set: other hashes stay */
        put(&o, "%s", b ? ", " : "  banned: [");
        put_quoted(&o, rs->banned[b]);
        put(&o, "%s", b + 1 == rs->nbanned ? "]\n" : "");
    }
    for (unsigned l = 0; l < rs->nlimited; l++) { /* only when set: other hashes stay */
        put(&o, "%s", l ? ", " : "  limited: {");
        put_quoted(&o, rs->limited[l].name);
        put(&o, ": %u%s", rs->limited[l].max, l + 1 == rs->nlimited ? "}\n" : "");
    }
    int any = 0;
    for (unsigned s = 0; s < r->seats; s++)
        any |= rs->decks[s] != NULL;
    put(&o, "  default:%s\n", any ? "" : " {}");
    size_t deck_at[TT_MAX_SEATS], deck_end[TT_MAX_SEATS]; /* each path's span in the text */
    for (unsigned s = 0; s < r->seats; s++)
        if (rs->decks[s]) {
            put(&o, "    %s: ", tt_seat_name(r, s, seat));
            deck_at[s] = o.len;
            put_quoted(&o, rs->decks[s]);
            deck_end[s] = o.len;
            put(&o, "\n");
        }
    const tt_field *opt = g->options; /* only when one differs from its default: hashes stay */
    unsigned nopt = 0, set = 0;
    for (; opt && opt[nopt].key && nopt < TT_MAX_GAME_OPTIONS; nopt++)
        set |= r->options[nopt] != opt[nopt].def;
    for (unsigned i = 0; set && i < nopt; i++) {
        put(&o, "%s  %s: ", i ? "" : "options:\n", opt[i].key);
        if (opt[i].type == TT_FIELD_ENUM)
            put(&o, "%s\n", opt[i].values[r->options[i]]);
        else
            put(&o, "%ld\n", (long)r->options[i]);
    }
    if (o.oom)
        return tt_error__set(err, TT_ERR_NOMEM, "", 0, 0, "", "out of memory");
    rs->canon = o.buf;
    rs->canon_len = o.len;
    /* The hash is of the content, not the place: a default deck's path (absolute once
     * resolved) counts by the bytes of its file, so a ruleset hashes the same in any folder,
     * on any machine and once installed (replays and sim shards move between them). */
    uint64_t h = FNV_BASIS;
    size_t from = 0;
    for (unsigned s = 0; s < r->seats; s++)
        if (rs->decks[s]) {
            h = fnv(h, o.buf + from, deck_at[s] - from);
            int rc = hash_file(&h, rs->decks[s], err);
            if (rc)
                return rc;
            from = deck_end[s];
        }
    rs->hash = fnv(h, o.buf + from, o.len - from);
    return TT_OK;
}
