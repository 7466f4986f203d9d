/* scenario_run.c: running a scenario under one of its rulesets: the position is set up
 * (scenario_setup.c), then the script takes decisions by label and checks expectations,
 * refusals, events and outcomes, stopping at the first failure with what was expected and
 * what happened. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "error_impl.h"
#include "ruleset_impl.h"
#include "scenario_impl.h"
#include "tagteam/deck.h"

typedef tt_scenario_runner run;

static int failed(run *x, const tt_node *at, const char *fmt, ...)
#ifdef __GNUC__
    __attribute__((format(printf, 3, 4)))
#endif
    ;

/* Records the first failure of the run; returns 1 so callers can stop. */
static int failed(run *x, const tt_node *at, const char *fmt, ...)
{
    va_list ap;
    if (!x->res->passed)
        return 1;
    x->res->passed = 0;
    x->res->line = at ? at->line : 0;
    va_start(ap, fmt);
    vsnprintf(x->res->message, sizeof x->res->message, fmt, ap);
    va_end(ap);
    return 1;
}

/* The offered labels, quoted, each whole: those that do not fit are counted ("... and 12 more"),
 * never cut mid-label. */
static void offered_labels(const tt_series *m, char *buf, size_t size)
{
    size_t used = 0;
    unsigned n = tt_series_option_count(m);
    buf[0] = '\0';
    for (unsigned i = 0; i < n; i++) {
        char label[256], more[32] = "";
        tt_series_option_label(m, i, label, sizeof label);
        unsigned left = n - i - 1;
        if (left)
            snprintf(more, sizeof more, ", ... and %u more", left);
        if (used + strlen(label) + 4 + strlen(more) >= size) {
            snprintf(buf + used, size - used, "%s... and %u more", i ? ", " : "", n - i);
            return;
        }
        used += (size_t)snprintf(buf + used, size - used, "%s'%s'", i ? ", " : "", label);
    }
}

static void record_event(const tt_match *m, const tt_event *ev, void *payload);

/* games: [{game: N, setup}]: a later game's position, placed when game N begins (as game 1's,
 * before its first step). Returns 1 (failed) when it cannot be: the game began and ran on without a
 * decision between games, or a name in it is wrong. */
static int place_later_game(run *x)
{
    tt_match *g = tt_series_game(x->series);
    unsigned no = tt_series_game_number(x->series);
    const tt_node *su = NULL;
    if (!g || no <= x->game_placed)
        return 0;
    x->game_placed = no;
    for (size_t i = 0; x->sc->games && i < x->sc->games->n; i++)
        if ((unsigned)atoi(tt_yaml__get(x->sc->games->vals[i], "game")->text) == no)
            su = tt_yaml__get(x->sc->games->vals[i], "setup");
    if (!su)
        return 0;
    if (tt_match_decision_seat(g) >= 0 || tt_match_turn(g) > 0)
        return failed(x, su,
                      "game %u began without a decision between games, so its setup "
                      "could not be placed before it ran",
                      no);
    tt_error e = {0}, *saved = x->err;
    x->m = g;
    x->err = &e;
    tt_match_set_event_fn(g, NULL, NULL); /* the setup's own moves are not the game's */
    int rc = tt_scenario__place_cards(x, su) || tt_scenario__seat_state(x, su);
    tt_match_set_event_fn(g, record_event, x);
    x->err = saved;
    return rc ? failed(x, su, "%s: %s", e.path, e.msg) : 0;
}

/* Advances to the next decision unless one is pending; 1 if the match is over (all its
 * games). x->m follows the match to its game being played, or the last one. */
static int ensure(run *x, const tt_node *at)
{
    tt_error e = {0};
    if (place_later_game(x))
        return -1;
    x->m = tt_series_last_game(x->series); /* a decision may have begun the next game */
    if (tt_series_is_over(x->series) || tt_series_decision_seat(x->series) >= 0)
        return tt_series_is_over(x->series);
    int rc = tt_series_advance(x->series, &e);
    x->m = tt_series_last_game(x->series);
    if (rc < 0)
        return failed(x, at, "the match failed: %s", e.msg), -1;
    return rc == TT_ADVANCE_OVER;
}

static int decider_is(run *x, const tt_node *st, const tt_node *at)
{
    const tt_node *sn = tt_yaml__get(st, "seat");
    char who[4];
    if (ensure(x, at) != 0)
        return failed(x, at, "expected a decision, but the match is over"), 0;
    if (!sn)
        return 1;
    int s = tt_seat_parse(x->r, sn->text);
    if (s < 0)
        return failed(x, sn, "'%s' is not a seat", sn->text), 0;
    if (tt_series_decision_seat(x->series) != s) {
        char labels[2048];
        offered_labels(x->series, labels, sizeof labels);
        return failed(x, at, "expected %s to decide, but %s decides (offered: %s)", sn->text,
                      tt_seat_name(x->r, (unsigned)tt_series_decision_seat(x->series), who),
                      labels),
               0;
    }
    return 1;
}

static int has_label(const tt_series *m, const char *label)
{
    for (unsigned i = 0; i < tt_series_option_count(m); i++) {
        char buf[256];
        tt_series_option_label(m, i, buf, sizeof buf);
        if (!strcmp(buf, label) || strstr(buf, label))
            return 1;
    }
    return 0;
}

/* visible/hidden: SEAT: [SEAT.zone...]: every card there is (or none is) known to SEAT in
 * its view (YT-1.9 hands, YT-3.4 Set cards). */
static int check_views(run *x, const tt_node *v, int want_visible)
{
    static uint32_t view[TT_MAX_CARDS];
    for (size_t i = 0; i < v->n; i++) {
        int s = tt_seat_parse(x->r, v->keys[i]->text);
        if (s < 0)
            return failed(x, v->keys[i], "'%s' is not a seat", v->keys[i]->text);
        tt_match_view(x->m, (unsigned)s, view);
        for (size_t z = 0; z < v->vals[i]->n; z++) {
            const tt_node *zn = v->vals[i]->vals[z];
            unsigned inst = tt_scenario__seat_zone(x, zn->text);
            if (inst == TT_NOWHERE)
                return failed(x, zn, "'%s' is not SEAT.zone of %s", zn->text, x->r->name);
            for (unsigned c = 0; c < tt_zone_count(x->m, inst); c++) {
                unsigned card = tt_zone_card(x->m, inst, c);
                if ((view[card] != TT_HIDDEN) != want_visible)
                    return failed(x, zn, "%s %s %s's %s", v->keys[i]->text,
                                  want_visible ? "does not see" : "sees", zn->text,
                                  tt_carddb_name(x->db, tt_card_id(x->m, card)));
            }
        }
    }
    return 0;
}

/* Every event's text, one per line, for events/no_events. */
static void record_text(run *x, const char *text)
{
    if (x->log_full)
        return;
    size_t len = strlen(text);
    if (x->loglen + len + 2 > x->logcap) {
        size_t cap = x->logcap ? x->logcap * 2 : 4096;
        while (cap < x->loglen + len + 2)
            cap *= 2;
        char *grown = tt__realloc(&x->sc->ctx->al, x->log, cap);
        if (!grown) {
            x->log_full = 1;
            return;
        }
        x->log = grown;
        x->logcap = cap;
    }
    memcpy(x->log + x->loglen, text, len);
    x->loglen += len;
    x->log[x->loglen++] = '\n';
    x->log[x->loglen] = '\0';
}

/* A look one seat had (TT_EV_SHOWN), for expect: shown:. */
static void record_shown(run *x, const tt_match *m, const tt_event *ev)
{
    if (x->nshown == x->shown_cap) {
        size_t cap = x->shown_cap ? x->shown_cap * 2 : 64;
        struct tt_scenario_shown *grown =
            tt__realloc(&x->sc->ctx->al, x->shown, cap * sizeof *grown);
        if (!grown) {
            x->log_full = 1;
            return;
        }
        x->shown = grown;
        x->shown_cap = cap;
    }
    x->shown[x->nshown++] = (struct tt_scenario_shown){(uint8_t)ev->seat, (uint8_t)(ev->a != 0),
                                                       tt_card_id(m, (unsigned)ev->card)};
}

static void record_event(const tt_match *m, const tt_event *ev, void *payload)
{
    char text[300];
    if (ev->kind == TT_EV_SHOWN && ev->seat >= 0 && ev->card >= 0)
        record_shown(payload, m, ev);
    if (tt_match_describe_event(m, ev, text, sizeof text) >= 0)
        record_text(payload, text);
}

/* The match's own events (game results, siding, time between games) in the same log. */
static void record_series_event(const tt_series *s, const tt_series_event *ev, void *payload)
{
    run *x = payload;
    char text[300];
    tt_series_describe_event(s, ev, text, sizeof text);
    record_text(x, text);
}

/* The line after the first event from *at on whose text contains piece, or 0 if none does. */
static size_t find_event(const run *x, size_t at, const char *piece)
{
    while (at < x->loglen) {
        const char *line = x->log + at, *end = strchr(line, '\n');
        const char *hit = strstr(line, piece);
        at = (size_t)(end - x->log) + 1;
        if (hit && hit + strlen(piece) <= end)
            return at;
    }
    return 0;
}

/* events: each piece in some event since the last expect, in the order listed; no_events:
 * none of them in any. */
static int check_events(run *x, const tt_node *list, int want_seen)
{
    size_t at = x->mark;
    if (x->log_full)
        return failed(x, list, "out of memory recording the events");
    for (size_t i = 0; i < list->n; i++) {
        size_t next = find_event(x, want_seen ? at : x->mark, list->vals[i]->text);
        if (!!next == want_seen) {
            at = next;
            continue;
        }
        const char *since = x->log ? x->log + x->mark : "";
        return failed(
            x, list->vals[i], "%s event reads '%s'%s; the events since the last expect were:\n%s",
            want_seen ? "no" : "an", list->vals[i]->text,
            want_seen && i ? " after the one before it" : "", *since ? since : "(none)\n");
    }
    return 0;
}

/* Whether a look was seat's: shown to it, or to a teammate with its team. */
static int shown_to(const run *x, const struct tt_scenario_shown *sh, unsigned seat)
{
    return sh->seat == seat ||
           (sh->with_team && tt_seat_team(x->m, sh->seat) == tt_seat_team(x->m, seat));
}

/* shown: {SEAT: [names]}: the cards shown privately to SEAT (or to its team) since the last
 * expect are exactly these, in any order; [] says it was shown nothing. */
static int check_shown(run *x, const tt_node *v)
{
    char who[4];
    if (x->log_full)
        return failed(x, v, "out of memory recording the events");
    for (size_t i = 0; i < v->n; i++) {
        int s = tt_seat_parse(x->r, v->keys[i]->text);
        const tt_node *list = v->vals[i];
        uint8_t used[TT_MAX_CARDS] = {0};
        char got[600] = "";
        size_t n = 0, len = 0;
        if (s < 0)
            return failed(x, v->keys[i], "'%s' is not a seat", v->keys[i]->text);
        for (size_t k = x->shown_mark; k < x->nshown; k++) { /* what it saw */
            const struct tt_scenario_shown *sh = &x->shown[k];
            if (!shown_to(x, sh, (unsigned)s))
                continue;
            n++;
            if (len + 4 < sizeof got)
                len += (size_t)snprintf(got + len, sizeof got - len, "%s%s", len ? ", " : "",
                                        tt_carddb_name(x->db, sh->id));
        }
        int ok = n == list->n;
        for (size_t c = 0; ok && c < list->n; c++) {
            int id = tt_carddb_find(x->db, list->vals[c]->text), found = 0;
            for (size_t k = x->shown_mark; id >= 0 && k < x->nshown && !found; k++) {
                const struct tt_scenario_shown *sh = &x->shown[k];
                if (k - x->shown_mark < TT_MAX_CARDS && shown_to(x, sh, (unsigned)s) &&
                    !used[k - x->shown_mark] && sh->id == (uint32_t)id)
                    used[k - x->shown_mark] = found = 1;
            }
            ok = found;
        }
        if (!ok)
            return failed(x, list,
                          "%s was shown [%s] since the last expect, not what the "
                          "scenario lists",
                          tt_seat_name(x->r, (unsigned)s, who), got);
    }
    return 0;
}

/* pools / prize_pools: [[seats], ...]: the life (or Prize) pools, each with the seats that
 * share it (YT-1.4: life per team; PD-24: Prizes per team; the 1v1 games: one per player);
 * every seat in exactly one list. */
static int check_pools(run *x, const tt_node *v, unsigned pool, const char *what)
{
    int pool_of[TT_MAX_SEATS], listed[TT_MAX_SEATS];
    char who[4], other[4];
    for (unsigned s = 0; s < x->r->seats; s++) {
        pool_of[s] = pool == TT_POOL_TEAM ? (int)tt_seat_team(x->m, s) : (int)s;
        listed[s] = -1;
    }
    for (size_t i = 0; i < v->n; i++)
        for (size_t k = 0; k < v->vals[i]->n; k++) {
            const tt_node *sn = v->vals[i]->vals[k];
            int s = tt_seat_parse(x->r, sn->text);
            if (s < 0)
                return failed(x, sn, "'%s' is not a seat", sn->text);
            if (listed[s] >= 0)
                return failed(x, sn, "%s is listed in two pools", sn->text);
            listed[s] = (int)i;
        }
    for (unsigned s = 0; s < x->r->seats; s++) {
        if (listed[s] < 0)
            return failed(x, v, "%s is in no pool the scenario lists", tt_seat_name(x->r, s, who));
        for (unsigned t = 0; t < s; t++)
            if ((listed[s] == listed[t]) != (pool_of[s] == pool_of[t]))
                return failed(x, v, "%s and %s %s one %s pool in %s", tt_seat_name(x->r, t, other),
                              tt_seat_name(x->r, s, who),
                              pool_of[s] == pool_of[t] ? "share" : "do not share", what,
                              x->r->name);
    }
    return 0;
}

/* match: {game: N, wins: [A, B], draws: N}: where a match of several games stands. */
static int check_match(run *x, const tt_node *v)
{
    const tt_node *game = tt_yaml__get(v, "game"), *wins = tt_yaml__get(v, "wins");
    const tt_node *draws = tt_yaml__get(v, "draws");
    unsigned w0 = tt_series_wins(x->series, 0), w1 = tt_series_wins(x->series, 1);
    if (game && tt_series_game_number(x->series) != (unsigned)atoi(game->text))
        return failed(x, game, "expected game %s, it is game %u", game->text,
                      tt_series_game_number(x->series));
    if (wins &&
        ((unsigned)atoi(wins->vals[0]->text) != w0 || (unsigned)atoi(wins->vals[1]->text) != w1))
        return failed(x, wins, "expected game wins %s-%s, they are %u-%u", wins->vals[0]->text,
                      wins->vals[1]->text, w0, w1);
    if (draws && tt_series_draws(x->series) != (unsigned)atoi(draws->text))
        return failed(x, draws, "expected %s drawn games, there are %u", draws->text,
                      tt_series_draws(x->series));
    return 0;
}

static int check_expect(run *x, const tt_node *ex)
{
    char who[4];
    if (ensure(x, ex) < 0)
        return 1;
    for (size_t k = 0; k < ex->n; k++) {
        const char *key = ex->keys[k]->text;
        const tt_node *v = ex->vals[k];
        int over = tt_series_is_over(x->series);
        if (!strcmp(key, "over")) {
            int want_over = !strcmp(v->text, "true");
            if (want_over != over)
                return failed(x, v, "expected the match %s, but it is %s",
                              want_over ? "over" : "going on", over ? "over" : "going on");
        } else if (!strcmp(key, "winner")) {
            int w = tt_series_winner(x->series);
            int want_w = !strcmp(v->text, "draw") ? -1 : atoi(v->text) - 1;
            if (!over || w != want_w)
                return failed(x, v, "expected %s, got %s", v->text,
                              !over    ? "no result yet"
                              : w < 0  ? "a draw"
                              : w == 0 ? "team 1 winning"
                                       : "another team winning");
        } else if (!strcmp(key, "turn")) {
            if (tt_match_turn(x->m) != (unsigned)atoi(v->text))
                return failed(x, v, "expected turn %s, it is turn %u", v->text,
                              tt_match_turn(x->m));
        } else if (!strcmp(key, "match")) {
            if (check_match(x, v))
                return 1;
        } else if (!strcmp(key, "decider")) {
            int d = tt_series_decision_seat(x->series);
            if (d != tt_seat_parse(x->r, v->text))
                return failed(x, v, "expected %s to decide, but %s decides", v->text,
                              d < 0 ? "nobody" : tt_seat_name(x->r, (unsigned)d, who));
        } else if (!strcmp(key, "life")) {
            for (size_t i = 0; i < v->n; i++) {
                int s = tt_seat_parse(x->r, v->keys[i]->text);
                if (s < 0)
                    return failed(x, v->keys[i], "'%s' is not a seat", v->keys[i]->text);
                long want_l = atol(v->vals[i]->text);
                if (tt_match_life(x->m, (unsigned)s) != want_l)
                    return failed(x, v->vals[i], "expected %s's life %ld, it is %ld",
                                  v->keys[i]->text, want_l, (long)tt_match_life(x->m, (unsigned)s));
            }
        } else if (!strcmp(key, "counts")) {
            for (size_t i = 0; i < v->n; i++) {
                unsigned inst = tt_scenario__seat_zone(x, v->keys[i]->text);
                if (inst == TT_NOWHERE)
                    return failed(x, v->keys[i], "'%s' is not SEAT.zone[@lane] of %s",
                                  v->keys[i]->text, x->r->name);
                if (tt_zone_count(x->m, inst) != (unsigned)atoi(v->vals[i]->text))
                    return failed(x, v->vals[i], "%s holds %u cards, not %s", v->keys[i]->text,
                                  tt_zone_count(x->m, inst), v->vals[i]->text);
            }
        } else if (!strcmp(key, "visible") || !strcmp(key, "hidden")) {
            if (check_views(x, v, !strcmp(key, "visible")))
                return 1;
        } else if (!strcmp(key, "phase")) {
            const char *ph = tt_match_phase(x->m);
            if (!ph || strcmp(ph, v->text))
                return failed(x, v, "expected the %s phase, but it is %s", v->text,
                              ph ? ph : "between turns");
        } else if (!strcmp(key, "out")) {
            for (unsigned s = 0; s < x->r->seats; s++) {
                int listed = 0;
                for (size_t i = 0; i < v->n; i++) {
                    int t = tt_seat_parse(x->r, v->vals[i]->text);
                    if (t < 0)
                        return failed(x, v->vals[i], "'%s' is not a seat", v->vals[i]->text);
                    listed |= t == (int)s;
                }
                if (listed != tt_seat_is_out(x->m, s))
                    return failed(x, v, "expected %s %s, but it is %s", tt_seat_name(x->r, s, who),
                                  listed ? "out" : "in", listed ? "in" : "out");
            }
        } else if (!strcmp(key, "prizes_taken")) {
            for (size_t i = 0; i < v->n; i++) {
                int s = tt_seat_parse(x->r, v->keys[i]->text);
                if (s < 0)
                    return failed(x, v->keys[i], "'%s' is not a seat", v->keys[i]->text);
                unsigned got = tt_prizes_taken(x->m, (unsigned)s);
                if (got != (unsigned)atoi(v->vals[i]->text))
                    return failed(x, v->vals[i],
                                  "expected %s's pool to have taken %s Prize "
                                  "cards, it has taken %u",
                                  v->keys[i]->text, v->vals[i]->text, got);
            }
        } else if (!strcmp(key, "cards")) {
            char msg[1500];
            const tt_node *at = v;
            if (tt_scenario__expect_cards(x, v, msg, sizeof msg, &at))
                return failed(x, at, "%s", msg);
        } else if (!strcmp(key, "pools") || !strcmp(key, "prize_pools")) {
            int life = !strcmp(key, "pools");
            if (check_pools(x, v, life ? x->r->life_pool : x->r->prize_pool,
                            life ? "life" : "Prize"))
                return 1;
        } else if (!strcmp(key, "shown")) {
            if (check_shown(x, v))
                return 1;
        } else if (!strcmp(key, "events") || !strcmp(key, "no_events")) {
            if (check_events(x, v, !strcmp(key, "events")))
                return 1;
        } else { /* zones: "SEAT.zone": [names] as a multiset */
            for (size_t i = 0; i < v->n; i++) {
                const char *sz = v->keys[i]->text;
                unsigned inst = tt_scenario__seat_zone(x, sz);
                if (inst == TT_NOWHERE)
                    return failed(x, v->keys[i], "'%s' is not SEAT.zone[@lane] of %s", sz,
                                  x->r->name);
                const tt_node *list = v->vals[i];
                unsigned have = tt_zone_count(x->m, inst);
                int ok = list->kind == TT_NODE_LIST && list->n == have;
                uint8_t used[TT_MAX_CARDS] = {0};
                for (size_t c = 0; ok && c < list->n; c++) {
                    int id = tt_carddb_find(x->db, list->vals[c]->text), found = 0;
                    for (unsigned j = 0; id >= 0 && j < have && !found; j++) {
                        unsigned card = tt_zone_card(x->m, inst, j);
                        if (!used[j] && tt_card_id(x->m, card) == (uint32_t)id)
                            used[j] = found = 1;
                    }
                    ok = found;
                }
                if (!ok) {
                    char got[600];
                    size_t used_n = 0;
                    got[0] = '\0';
                    for (unsigned j = 0; j < have && used_n + 4 < sizeof got; j++)
                        used_n += (size_t)snprintf(
                            got + used_n, sizeof got - used_n, "%s%s", j ? ", " : "",
                            tt_carddb_name(x->db, tt_card_id(x->m, tt_zone_card(x->m, inst, j))));
                    return failed(x, list, "%s holds [%s], not what the scenario expects", sz, got);
                }
            }
        }
    }
    return 0;
}

/* until_turn: N: decisions are taken by the label given (where offered), else by the agent
 * (first: the first option; random: one drawn from the scenario's own RNG), until turn N of
 * the game it started in begins, or that game ends (in a match of several games the next
 * decision is then the one between games); `end`: until the match is over. */
static int run_until(run *x, const tt_node *until, const tt_node *take, const tt_node *agent)
{
    int to_end = !strcmp(until->text, "end"); /* until the match is over */
    unsigned turn = to_end ? UINT32_MAX : (unsigned)atoi(until->text);
    unsigned game = 0; /* the game it plays in, once one is being played */
    int random = agent && !strcmp(agent->text, "random");
    tt_error e = {0};
    for (long guard = 0; guard < 100000; guard++) {
        int over = ensure(x, until);
        if (over < 0 || (over && to_end))
            return over < 0;
        if (over)
            return failed(x, until, "the match ended on turn %u, before turn %u",
                          tt_match_turn(x->m), turn);
        if (tt_series_game(x->series) && !game)
            game = tt_series_game_number(x->series);
        if (!to_end && game &&
            (tt_series_game_number(x->series) != game || !tt_series_game(x->series)))
            return 0; /* its game is over: the decisions between games are next */
        if (tt_series_game(x->series) && tt_match_turn(x->m) >= turn)
            return 0;
        unsigned s = (unsigned)tt_series_decision_seat(x->series);
        if (take && !tt_series_decide_label(x->series, s, take->text, &e))
            continue;
        unsigned n = tt_series_option_count(x->series);
        if (tt_series_decide(x->series, s, random ? tt_rng_below(&x->agent_rng, n) : 0, &e))
            return failed(x, until, "%s", e.msg);
    }
    if (to_end)
        return failed(x, until, "the match is not over after 100000 decisions");
    return failed(x, until, "turn %u never came", turn);
}

/* fix: the next coin flips give these results; the next N shuffles keep the order. */
static int fix_chance(run *x, const tt_node *fix)
{
    const tt_node *coins = tt_yaml__get(fix, "coins"), *sh = tt_yaml__get(fix, "shuffles");
    x->m = tt_series_last_game(x->series); /* fixed now, before the rules run on */
    if (!tt_series_game(x->series))
        return failed(x, fix, "no game is being played: chance is fixed in a game");
    for (size_t i = 0; coins && i < coins->n; i++)
        if (tt_chance__force_coin(x->m, !strcmp(coins->vals[i]->text, "heads")))
            return failed(x, coins->vals[i], "more than %d coin flips are waiting",
                          TT_MAX_FORCED_COINS);
    if (sh)
        tt_chance__keep_shuffles(x->m, (unsigned)atoi(sh->text));
    return 0;
}

static int do_step(run *x, const tt_node *st)
{
    const tt_node *take = tt_yaml__get(st, "take"), *until = tt_yaml__get(st, "until_turn");
    const tt_node *ref = tt_yaml__get(st, "refused"), *off = tt_yaml__get(st, "offered");
    const tt_node *abs_ = tt_yaml__get(st, "absent"), *ex = tt_yaml__get(st, "expect");
    const tt_node *fix = tt_yaml__get(st, "fix"), *concede = tt_yaml__get(st, "concede");
    tt_error e = {0};
    char labels[2048];
    if (until)
        return run_until(x, until, take, tt_yaml__get(st, "agent"));
    if (fix)
        return fix_chance(x, fix);
    if (concede) { /* YP-11: at the next decision, or now if the match waits on none */
        int s = tt_seat_parse(x->r, concede->text);
        if (s < 0)
            return failed(x, concede, "'%s' is not a seat", concede->text);
        if (ensure(x, concede) < 0)
            return 1;
        if (!tt_series_game(x->series))
            return failed(x, concede, "%s could not concede: no game is being played",
                          concede->text);
        if (tt_match_concede(x->m, (unsigned)s, &e))
            return failed(x, concede, "%s could not concede: %s: %s", concede->text, e.path, e.msg);
        return 0;
    }
    if (ex) {
        int rc = check_expect(x, ex);
        x->mark = x->loglen; /* the next expect's events begin here */
        x->shown_mark = x->nshown;
        return rc;
    }
    if (!decider_is(x, st, take ? take : ref ? ref : off ? off : abs_))
        return 1;
    unsigned s = (unsigned)tt_series_decision_seat(x->series);
    if (take) {
        if (tt_series_decide_label(x->series, s, take->text, &e)) {
            offered_labels(x->series, labels, sizeof labels);
            return failed(x, take, "could not take '%s': %s: %s (offered: %s)", take->text, e.path,
                          e.msg, labels);
        }
        return 0;
    }
    if (off || abs_) {
        int has = has_label(x->series, (off ? off : abs_)->text);
        if (has != !!off) {
            offered_labels(x->series, labels, sizeof labels);
            return failed(x, off ? off : abs_, "'%s' is %s (offered: %s)", (off ? off : abs_)->text,
                          has ? "offered" : "not offered", labels);
        }
        return 0;
    }
    /* refused: illegal, with the rule key, and the match unchanged (between games: the same
     * decision still pending) */
    const tt_node *rule = tt_yaml__get(st, "rule");
    size_t size = tt_match_state_size(x->m);
    unsigned char *before = tt__malloc(&x->sc->ctx->al, size);
    if (!before)
        return failed(x, ref, "out of memory");
    memcpy(before, tt_match_state(x->m), size);
    unsigned game = tt_series_game_number(x->series), nopts = tt_series_option_count(x->series);
    int rc = tt_series_decide_label(x->series, s, ref->text, &e);
    int same = game == tt_series_game_number(x->series) && /* else x->m is gone */
               memcmp(before, tt_match_state(x->m), size) == 0 &&
               nopts == tt_series_option_count(x->series) &&
               (int)s == tt_series_decision_seat(x->series);
    tt__free(&x->sc->ctx->al, before);
    if (rc != TT_ERR_ILLEGAL)
        return failed(x, ref, "'%s' was not refused", ref->text);
    /* A label no option has (a typo, or a choice the rules never offer) is not a refusal by a
     * rule: the core answers it with the decision itself (or the match, between games) as
     * its key. Such a step says `absent:`. */
    if (!strcmp(e.path, "decision") || !strcmp(e.path, "match")) {
        offered_labels(x->series, labels, sizeof labels);
        return failed(x, ref,
                      "'%s' is not refused by a rule: %s (a choice that is not offered at all "
                      "is `absent:`; offered: %s)",
                      ref->text, e.msg, labels);
    }
    if (rule && !strstr(e.path, rule->text))
        return failed(x, rule, "refused by '%s' (%s), not by '%s'", e.path, e.msg, rule->text);
    if (!same)
        return failed(x, ref, "the refusal changed the match");
    return 0;
}

/* decks: each deck file is loaded under the run's ruleset: accepted, or refused by the rule
 * named. A file that cannot be read is bad input, not a refusal. */
static int check_deck_files(run *x)
{
    const tt_node *list = x->sc->decks;
    for (size_t i = 0; list && i < list->n && x->res->passed; i++) {
        const tt_node *file = tt_yaml__get(list->vals[i], "file");
        const tt_node *refused = tt_yaml__get(list->vals[i], "refused");
        const tt_node *seat = tt_yaml__get(list->vals[i], "seat");
        char path[4096], why[1024], whose[16] = "";
        int s = seat ? tt_seat_parse(x->r, seat->text) : -1;
        if (seat && s < 0)
            return tt_scenario__bad(x->err, seat, "decks", "'%s' is not a seat of %s", seat->text,
                                    x->r->name);
        if (seat && x->seat_deck[s])
            return tt_scenario__bad(x->err, seat, "decks",
                                    "%s has a deck already (one accepted deck per seat)",
                                    seat->text);
        if (seat)
            snprintf(whose, sizeof whose, "%s's deck ", seat->text);
        const char *slash = strrchr(x->sc->file, '/');
        tt_deck *deck = NULL;
        tt_error e = {0};
        if (file->text[0] == '/' || !slash)
            snprintf(path, sizeof path, "%s", file->text);
        else
            snprintf(path, sizeof path, "%.*s/%s", (int)(slash - x->sc->file), x->sc->file,
                     file->text);
        int rc = tt_deck_load_file(&deck, x->sc->ctx, x->rs, path, &e);
        if (!rc && seat && !refused)
            x->seat_deck[s] = deck; /* plays as its deck (tt_scenario__build_decks) */
        else
            tt_deck_free(deck);
        if (rc == TT_ERR_IO || rc == TT_ERR_NOMEM) { /* names a file that is not there */
            rc = rc == TT_ERR_IO ? TT_ERR_SCHEMA : rc;
            tt_error__at(x->err, rc, file, "decks", "%s", e.msg);
            return rc;
        }
        snprintf(why, sizeof why, "%s: %s", e.path, e.msg);
        if (!refused && rc)
            failed(x, file, "%s refuses %s%s: %s", x->r->name, whose, file->text, why);
        else if (refused && !rc)
            failed(x, refused, "%s accepts %s%s, which should be refused by %s", x->r->name, whose,
                   file->text, refused->text);
        else if (refused && !strstr(why, refused->text))
            failed(x, refused, "%s refuses %s%s by '%s', not by '%s'", x->r->name, whose,
                   file->text, why, refused->text);
    }
    return TT_OK;
}

/* A scripted chance the match never used is a scenario that did not test what it meant to. */
static void check_chance_used(run *x)
{
    unsigned coins = tt_chance__coins_left(x->m), shuffles = tt_chance__shuffles_left(x->m);
    if (coins || shuffles)
        failed(x, x->sc->script,
               "the script fixed %u coin flip%s and %u shuffle%s the match "
               "never made",
               coins, coins == 1 ? "" : "s", shuffles, shuffles == 1 ? "" : "s");
}

int tt_scenario_run(tt_scenario *sc, unsigned i, tt_scenario_result *res, tt_error *err)
{
    tt_ruleset *rs = NULL;
    tt_series_setup setup = {
        TT_SERIES_SETUP_VERSION, sc->seed, {0}, {0}, {0}, {0}, {0}, {0}, NULL, NULL, NULL};
    run x;
    uint32_t *ids = NULL;
    int rc;
    memset(&x, 0, sizeof x);
    x.sc = sc;
    x.res = res;
    x.err = err;
    tt_rng_seed(&x.agent_rng, sc->seed ^ 0x5eed5eed5eedull);
    if (err)
        memset(err, 0, sizeof *err);
    memset(res, 0, sizeof *res);
    res->passed = 1;
    if (i >= sc->nrulesets)
        return tt_error__set(err, TT_ERR_MISUSE, "", 0, 0, "", "no ruleset %u", i);
    res->ruleset = sc->rulesets[i]->text;
    if ((rc =
             tt_ruleset__load_variant(&rs, sc->ctx, sc->file, sc->rulesets[i], sc->overrides, err)))
        return rc;
    x.rs = rs;
    x.r = tt_ruleset_rules(rs);
    if ((rc = tt_ctx_carddb(&x.db, sc->ctx, x.r->game, err)))
        goto done;
    ids = tt__calloc(&sc->ctx->al, (size_t)TT_MAX_SEATS * 2 * TT_MAX_CARDS * sizeof *ids);
    if (!ids) {
        rc = tt_error__set(err, TT_ERR_NOMEM, "", 0, 0, "", "out of memory");
        goto done;
    }
    setup.on_game_event = record_event; /* the shuffles, who goes first, the opening hands */
    setup.on_series_event = record_series_event;
    setup.on_event_payload = &x;
    if ((rc = tt_scenario__check_card_keys(&x)) || (rc = check_deck_files(&x)) || !res->passed)
        goto done;
    if (sc->decks && !sc->setup && !sc->start && !sc->script->n)
        goto done; /* only deck checks: no match to play */
    if ((rc = tt_scenario__build_decks(&x, ids, &setup)) ||
        (rc = tt_series__new(&x.series, sc->ctx, rs, &setup, tt_scenario__first_team(&x), err)))
        goto done;
    x.m = tt_series_last_game(x.series); /* game 1: the setup is its position */
    size_t created = x.loglen;
    tt_match_set_event_fn(x.m, NULL, NULL); /* the setup's own moves are not the match's */
    x.game_placed = 1;
    if ((rc = tt_scenario__check_names(&x)) || (rc = tt_scenario__place_cards(&x, sc->setup)) ||
        (rc = tt_scenario__apply_start(&x)) || (rc = tt_scenario__seat_state(&x, sc->setup)))
        goto done;
    x.loglen = created;
    if (x.log)
        x.log[created] = '\0';
    tt_match_set_event_fn(x.m, record_event, &x);
    for (size_t s = 0; s < sc->script->n && res->passed; s++) {
        do_step(&x, sc->script->vals[s]);
        /* a decision between games begins the next game and the series frees the last one:
         * the closing check below reads the game being played */
        x.m = tt_series_last_game(x.series);
    }
    if (res->passed)
        check_chance_used(&x);
done:
    tt_series_free(x.series);
    tt__free(&sc->ctx->al, x.log);
    tt__free(&sc->ctx->al, x.shown);
    for (unsigned s = 0; s < TT_MAX_SEATS; s++)
        tt_deck_free(x.seat_deck[s]);
    tt__free(&sc->ctx->al, ids);
    tt_ruleset_free(rs);
    return rc;
}
