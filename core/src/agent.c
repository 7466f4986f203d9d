/* agent.c: the built-in agents (agent.h): random, first, greedy and the determinized Monte
 * Carlo search, for any game module through the core's copy, view and evaluate hook. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "error_impl.h"
#include "match_impl.h"
#include "tagteam/agent.h"

#define GREEDY_LOOKAHEAD                                                                           \
    16                  /* other seats' decisions (taken as their first option) before the         \
                           greedy agent scores a position */
#define PLAYOUT_TURNS 1 /* a playout stops this many turns on and is scored (evaluate) */
#define PLAYOUT_STEPS 400
#define EVAL_SCALE    1000.0 /* evaluate units for a clear edge: squashed into 0..1 */
#define UCB_C         0.5    /* exploration of UCB1 over rewards in 0..1 */
#define SEEN          64     /* decisions remembered to break loops */

struct tt_agent {
    tt_alloc al;
    tt_agent_spec spec;
    tt_match *base, *work, *play; /* scratch copies, made at the first decision of a match */
    uint32_t visits[TT_MAX_OPTIONS];
    double reward[TT_MAX_OPTIONS];
    /* Loop breaking: the rules may offer the same position again and again (a Tribute of the
     * partner's monster it refuses, then the same Summon offered anew); an agent that always
     * picks the best option there would never leave it. Each decision's position as the seat
     * sees it is remembered with the option taken; in a position seen before, the options
     * taken there are set aside while others remain. Loops are within a turn: the memory is
     * cleared when the turn changes (so one match's play never steers the next one's). */
    unsigned seen_turn;
    uint64_t seen_hash[SEEN];
    uint16_t seen_choice[SEEN];
    unsigned nseen;
    uint8_t banned[TT_MAX_OPTIONS];
    uint32_t view[TT_MAX_CARDS];
};

int tt_agent_parse(const char *text, tt_agent_spec *out, tt_error *err)
{
    static const char *const names[] = {"random", "first", "greedy"};
    for (unsigned k = 0; k < 3; k++)
        if (strcmp(text, names[k]) == 0) {
            *out = (tt_agent_spec){(tt_agent_kind)k, 0};
            return TT_OK;
        }
    if (strncmp(text, "mcts:", 5) == 0) {
        const char *p = text + 5;
        unsigned long n = 0;
        int digits = 0;
        while (*p >= '0' && *p <= '9' && n <= TT_AGENT_MAX_PLAYOUTS) {
            n = n * 10 + (unsigned long)(*p++ - '0');
            digits++;
        }
        if (!digits || *p || n < 1 || n > TT_AGENT_MAX_PLAYOUTS)
            return tt_error__set(err, TT_ERR_SCHEMA, "", 0, 0, "agent",
                                 "agent '%s': mcts:N needs N, the playouts per decision, a whole "
                                 "number from 1 to %u",
                                 text, TT_AGENT_MAX_PLAYOUTS);
        *out = (tt_agent_spec){TT_AGENT_MCTS, (unsigned)n};
        return TT_OK;
    }
    return tt_error__set(err, TT_ERR_SCHEMA, "", 0, 0, "agent",
                         "unknown agent '%s' (random, first, greedy, mcts:N)", text);
}

int tt_agent_new(tt_agent **out, tt_ctx *ctx, const tt_agent_spec *spec, tt_error *err)
{
    const tt_alloc *al = ctx ? &ctx->al : &tt_alloc__default;
    *out = NULL;
    if (spec->kind > TT_AGENT_MCTS ||
        (spec->kind == TT_AGENT_MCTS &&
         (spec->playouts < 1 || spec->playouts > TT_AGENT_MAX_PLAYOUTS)))
        return tt_error__set(err, TT_ERR_MISUSE, "", 0, 0, "agent", "not an agent spec");
    tt_agent *a = tt__calloc(al, sizeof *a);
    if (!a)
        return tt_error__set(err, TT_ERR_NOMEM, "", 0, 0, "", "out of memory");
    a->al = *al;
    a->spec = *spec;
    *out = a;
    return TT_OK;
}

void tt_agent_free(tt_agent *a)
{
    if (!a)
        return;
    tt_match_free(a->base);
    tt_match_free(a->work);
    tt_match_free(a->play);
    tt_alloc al = a->al;
    tt__free(&al, a);
}

/* The scratch copies fit m (same ruleset and state size), made anew only when they do not. */
static int fit_scratch(tt_agent *a, const tt_match *m, tt_error *err)
{
    if (a->base && tt_match_copy(a->base, m, NULL) == TT_OK)
        return TT_OK;
    tt_match_free(a->base);
    tt_match_free(a->work);
    tt_match_free(a->play);
    a->base = a->work = a->play = NULL;
    int rc = tt_match_clone(&a->base, m, err);
    if (rc == TT_OK)
        rc = tt_match_clone(&a->work, m, err);
    return rc ? rc : tt_match_clone(&a->play, m, err);
}

int32_t tt_match_evaluate(const tt_match *m, unsigned seat)
{
    if (m->game->evaluate)
        return m->game->evaluate(m, tt_match_game_state_const(m), seat);
    int32_t score = 0; /* life and Prize cards, the core's own resources */
    for (unsigned s = 0; s < m->r->seats; s++) {
        int sign = tt_seat_team(m, s) == tt_seat_team(m, seat) ? 1 : -1;
        score += sign * (tt_life_get(m, s) + 1000 * (int32_t)tt_prizes_taken(m, s));
    }
    return score;
}

/* The position as seat sees it: its view, the turn, the life totals and the options (FNV-1a):
 * nothing hidden from it goes in. */
static uint64_t seen_key(tt_agent *a, const tt_match *m, unsigned seat)
{
    uint64_t h = 1469598103934665603ull;
#define MIX(v) (h = (h ^ (uint64_t)(uint32_t)(v)) * 1099511628211ull)
    tt_match_view(m, seat, a->view);
    for (unsigned c = 0; c < tt_match_card_count(m); c++) {
        MIX(a->view[c]);
        MIX(a->view[c] == TT_HIDDEN ? 0u : tt_card_zone(m, c));
    }
    MIX(tt_match_turn(m));
    for (unsigned s = 0; s < m->r->seats; s++)
        MIX(tt_match_life(m, s));
    for (unsigned i = 0; i < tt_match_option_count(m); i++) {
        const tt_option *o = tt_match_option_at(m, i);
        MIX(o->kind);
        MIX((uint16_t)o->a | (uint32_t)(uint16_t)o->b << 16);
        MIX((uint16_t)o->c);
    }
#undef MIX
    return h;
}

/* Sets banned[] for m's options from the decisions remembered; returns the key. */
static uint64_t ban_repeats(tt_agent *a, const tt_match *m, unsigned seat)
{
    unsigned n = tt_match_option_count(m), left = n;
    uint64_t key = seen_key(a, m, seat);
    memset(a->banned, 0, n);
    if (tt_match_turn(m) != a->seen_turn) {
        a->seen_turn = tt_match_turn(m);
        a->nseen = 0;
    }
    for (unsigned k = 0; k < a->nseen && k < SEEN; k++)
        if (a->seen_hash[k] == key && a->seen_choice[k] < n && !a->banned[a->seen_choice[k]]) {
            a->banned[a->seen_choice[k]] = 1;
            left--;
        }
    if (!left)
        memset(a->banned, 0, n); /* every option was taken here before: all may be again */
    return key;
}

/* A finished match's worth to seat, beyond any position's. */
static double result_for(const tt_match *m, unsigned seat)
{
    int w = tt_match_winner(m);
    return w < 0 ? 0.5 : (unsigned)w == tt_seat_team(m, seat) ? 1.0 : 0.0;
}

/* The greedy choice of seat in from (already re-dealt): every option (but those banned) is
 * tried on the scratch copy w; after it, the opponents take their first option (in a
 * response window: pass) until a seat of seat's team decides again, the turn ends or the
 * match does, and that position is scored. Ties go to the agent's RNG. */
static unsigned best_option(const tt_match *from, unsigned seat, const uint8_t *banned, tt_match *w,
                            tt_rng *rng)
{
    tt_error scratch = {0}, *err = &scratch;
    unsigned n = tt_match_option_count(from), ties = 0, choice = 0;
    unsigned turn = tt_match_turn(from);
    double best = -HUGE_VAL;
    for (unsigned i = 0; i < n; i++) {
        if (banned && banned[i])
            continue;
        int rc = tt_match_copy(w, from, NULL);
        if (rc == TT_OK)
            rc = tt_match_decide(w, seat, i, err);
        for (unsigned k = 0; rc == TT_OK; k++) {
            rc = tt_match_advance(w, err);
            if (rc != TT_ADVANCE_DECIDE ||
                tt_seat_team(w, (unsigned)tt_match_decision_seat(w)) == tt_seat_team(w, seat) ||
                tt_match_turn(w) != turn || k == GREEDY_LOOKAHEAD)
                break;
            rc = tt_match_decide(w, (unsigned)tt_match_decision_seat(w), 0, err);
        }
        /* rc < 0: the option, played on the re-dealt copy, names a hidden card that lies
         * elsewhere there and the module refuses it (tt_match_determinize): it scores as the
         * position before it. The real match's decide reports any real refusal. */
        double score = rc < 0                  ? (double)tt_match_evaluate(from, seat)
                       : rc == TT_ADVANCE_OVER ? (result_for(w, seat) - 0.5) * 1e9
                                               : (double)tt_match_evaluate(w, seat);
        if (score > best) {
            best = score;
            ties = 1;
            choice = i;
        } else if (score == best && tt_rng_below(rng, ++ties) == 0) {
            choice = i; /* a tie: each tied option alike likely */
        }
    }
    return choice;
}

/* Greedy: the options are tried on one re-dealt copy (best_option). */
static int choose_greedy(tt_agent *a, unsigned seat, tt_rng *rng, unsigned *choice)
{
    int rc = tt_match_determinize(a->base, seat, rng);
    if (rc != TT_OK)
        return rc; /* a seat out of range, or no plausible deal (TT_DETERMINIZE_TRIES) */
    *choice = best_option(a->base, seat, a->banned, a->work, rng);
    return TT_OK;
}

/* One playout of option i from m: a fresh deal of what seat cannot see, option i, then the
 * rest of the turn with seat's team playing greedy and the opponents at random; 1 a win for
 * seat, 0 a loss, between them the squashed score of where it stopped. */
static int playout(tt_agent *a, const tt_match *m, unsigned seat, unsigned i, tt_rng *rng,
                   double *out)
{
    tt_error scratch = {0}, *err = &scratch;
    tt_match *w = a->play;
    int rc = tt_match_copy(w, m, NULL);
    if (rc == TT_OK)
        rc = tt_match_determinize(w, seat, rng);
    if (rc == TT_OK)
        rc = tt_match_decide(w, seat, i, err);
    unsigned stop = tt_match_turn(m) + PLAYOUT_TURNS;
    for (unsigned k = 0; rc == TT_OK; k++) {
        rc = tt_match_advance(w, err);
        if (rc != TT_ADVANCE_DECIDE || tt_match_turn(w) >= stop || k == PLAYOUT_STEPS)
            break;
        unsigned who = (unsigned)tt_match_decision_seat(w);
        unsigned pick = tt_seat_team(w, who) == tt_seat_team(w, seat)
                            ? best_option(w, who, NULL, a->work, rng)
                            : tt_rng_below(rng, tt_match_option_count(w));
        rc = tt_match_decide(w, who, pick, err);
    }
    /* rc < 0: no plausible re-deal, or a refused option (see best_option): scored as m */
    const tt_match *end = rc < 0 ? m : w;
    *out = rc == TT_ADVANCE_OVER
               ? result_for(w, seat)
               : 1.0 / (1.0 + exp(-(double)tt_match_evaluate(end, seat) / EVAL_SCALE));
    return TT_OK;
}

/* Determinized flat Monte Carlo with UCB1 at the root: each playout re-deals the hidden cards
 * (a sample of what the seat cannot see) and plays one option out; UCB1 spends the playouts on
 * the options that look best so far rather than evenly. Every option is tried once first
 * (from a random one on, when the playouts are fewer than the options); the most tried option
 * is taken (ties: the better mean). A tree below the root would be searched on re-dealt
 * copies whose hidden cards differ from playout to playout, where it means little (strategy
 * fusion), and costs memory per node: flat search keeps the agent allocation-free. */
static int choose_mcts(tt_agent *a, const tt_match *m, unsigned seat, tt_rng *rng, unsigned *choice)
{
    unsigned n = tt_match_option_count(m), start = tt_rng_below(rng, n), open = 0;
    for (unsigned i = 0; i < n; i++) {
        a->visits[i] = 0;
        a->reward[i] = 0;
        open += !a->banned[i];
    }
    while (a->banned[start])
        start = (start + 1) % n;
    for (unsigned p = 0, next = start; p < a->spec.playouts; p++) {
        unsigned i = next;
        if (p < open) { /* every open option once first */
            do
                next = (next + 1) % n;
            while (a->banned[next]);
        } else {
            double best = -HUGE_VAL, lnp = log((double)p);
            for (unsigned k = 0; k < n; k++) {
                if (a->banned[k])
                    continue;
                double ucb = a->reward[k] / a->visits[k] + UCB_C * sqrt(lnp / (double)a->visits[k]);
                if (ucb > best) {
                    best = ucb;
                    i = k;
                }
            }
        }
        double r;
        int rc = playout(a, m, seat, i, rng, &r);
        if (rc)
            return rc;
        a->visits[i]++;
        a->reward[i] += r;
    }
    *choice = start;
    for (unsigned k = 0; k < n; k++) {
        unsigned b = *choice;
        if (a->banned[k])
            continue;
        if (a->visits[k] > a->visits[b] ||
            (a->visits[k] == a->visits[b] && a->visits[k] &&
             a->reward[k] / a->visits[k] > a->reward[b] / a->visits[b]))
            *choice = k;
    }
    return TT_OK;
}

int tt_agent_choose(tt_agent *a, const tt_match *m, unsigned seat, tt_rng *rng, unsigned *choice,
                    tt_error *err)
{
    unsigned n = tt_match_option_count(m);
    *choice = 0;
    if (tt_match_decision_seat(m) != (int)seat || n == 0)
        return tt_error__set(err, TT_ERR_MISUSE, "", 0, 0, "agent", "seat %u does not decide",
                             seat);
    switch (a->spec.kind) {
    case TT_AGENT_RANDOM:
        *choice = tt_rng_below(rng, n);
        return TT_OK;
    case TT_AGENT_FIRST:
        return TT_OK;
    case TT_AGENT_GREEDY:
    case TT_AGENT_MCTS:
        break;
    }
    if (n == 1)
        return TT_OK; /* nothing to weigh: no RNG drawn, no copy made */
    int rc = fit_scratch(a, m, err);
    if (rc)
        return rc;
    uint64_t key = ban_repeats(a, m, seat);
    rc = a->spec.kind == TT_AGENT_GREEDY ? choose_greedy(a, seat, rng, choice)
                                         : choose_mcts(a, m, seat, rng, choice);
    if (rc == TT_OK) { /* a choice made: remembered against repeating it (ban_repeats) */
        a->seen_hash[a->nseen % SEEN] = key;
        a->seen_choice[a->nseen % SEEN] = (uint16_t)*choice;
        a->nseen++;
    }
    if (rc == TT_ERR_LIMIT)
        return tt_error__set(err, rc, "", 0, 0, "agent",
                             "no re-deal of what seat %u cannot see agrees with the rules in %d "
                             "tries (TT_DETERMINIZE_TRIES)",
                             seat, TT_DETERMINIZE_TRIES);
    return rc;
}
