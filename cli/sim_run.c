/* sim_run.c: plays a sim's matches on threads. Match k is fully determined by its seed S+k
 * (the rules' RNG and the agents' own, seeded as `tagteam play` seeds them), each thread adds
 * its matches into its own counts, and the counts are integer sums added up in thread order:
 * the result does not depend on how many threads there are or which played what.
 *
 * What threads share is read-only: the context, the ruleset and the decks (the card database
 * was loaded into the context when the decks were, before any thread starts); each match
 * allocates its own state. Nothing here prints from a thread: a failure is kept and the lowest
 * failing seed's message is printed once the threads are done. */
#include <inttypes.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "agents.h"
#include "sim.h"

/* ---- agents: every call into agents.c is in this section ---- */

const char *const sim_agent_names = "random, first, greedy, mcts:N";

int sim_agent_parse(sim_agent *out, const char *name)
{
    int kind = agent_parse(name);
    if (kind < 0 || kind == AGENT_STDIO || kind == AGENT_EXEC ||
        kind == AGENT_HUMAN) /* a sim has no one to ask */
        return -1;
    out->kind = kind;
    snprintf(out->name, sizeof out->name, "%s", name);
    return 0;
}

/* The option the seat's agent takes: the one place a sim asks an agent. It runs on the
 * sim's threads: an agent that keeps state (search trees, scratch matches) must keep it per
 * thread (in the worker), never in a global. */
static unsigned sim_choose(const sim_agent *a, tt_series *s, unsigned seat, tt_rng *rng)
{
    return agent_choose(a->kind, rng, s, seat); /* greedy and mcts keep copies per thread */
}

/* ---- counts ---- */

int sim_stats_add_turns(sim_stats *st, unsigned t, unsigned long count)
{
    if (t >= st->nturns) {
        size_t n = st->nturns ? st->nturns : 64;
        while (n <= t)
            n *= 2;
        unsigned long *p = realloc(st->turns, n * sizeof *p);
        if (!p)
            return -1;
        memset(p + st->nturns, 0, (n - st->nturns) * sizeof *p);
        st->turns = p;
        st->nturns = n;
    }
    st->turns[t] += count;
    return 0;
}

int sim_stats_add(sim_stats *into, const sim_stats *from)
{
    into->matches += from->matches;
    into->games += from->games;
    into->decisions += from->decisions;
    into->draws += from->draws;
    for (unsigned t = 0; t < TT_MAX_TEAMS; t++)
        into->wins[t] += from->wins[t];
    into->first_games += from->first_games;
    into->first_game_wins += from->first_game_wins;
    for (unsigned e = 0; e < SIM_NENDS; e++)
        into->ends[e] += from->ends[e];
    into->turn_sum += from->turn_sum;
    into->seconds += from->seconds;
    for (size_t t = from->nturns; t-- > 0;)
        if (from->turns[t] && sim_stats_add_turns(into, (unsigned)t, from->turns[t]))
            return -1;
    return 0;
}

void sim_stats_free(sim_stats *st)
{
    free(st->turns);
    st->turns = NULL;
    st->nturns = 0;
}

unsigned sim_stats_median(const sim_stats *st)
{
    unsigned long seen = 0, games = 0;
    for (size_t t = 0; t < st->nturns; t++)
        games += st->turns[t];
    for (size_t t = 0; t < st->nturns; t++) {
        seen += st->turns[t];
        if (seen > games / 2) /* the game at sorted index games/2 */
            return (unsigned)t;
    }
    return 0;
}

double sim_stats_mean(const sim_stats *st)
{
    return st->games ? (double)st->turn_sum / (double)st->games : 0.0;
}

void sim_shard_range(unsigned long matches, unsigned k, unsigned n, unsigned long *lo,
                     unsigned long *hi)
{
    /* k-1 and k of n parts, rounded down: blocks differ in size by one at most */
    *lo = (unsigned long)((unsigned long long)matches * (k - 1) / n);
    *hi = (unsigned long)((unsigned long long)matches * k / n);
}

unsigned sim_online_cores(void)
{
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n < 1 ? 1 : n > SIM_MAX_JOBS ? SIM_MAX_JOBS : (unsigned)n;
}

/* ---- progress ---- */

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

void sim_progress_init(sim_progress *p, unsigned long total)
{
    atomic_init(&p->done, 0);
    p->total = total;
    p->tty = isatty(STDERR_FILENO);
    p->drawn = 0;
    p->start = now();
}

static void progress_draw(sim_progress *p)
{
    double t = now() - p->start;
    if (!p->tty || t < 1.0) /* a short run needs no bar */
        return;
    unsigned long done = atomic_load(&p->done);
    int width = 30, fill = p->total ? (int)((double)width * (double)done / (double)p->total) : 0;
    char bar[31];
    for (int i = 0; i < width; i++)
        bar[i] = i < fill ? '#' : '-';
    bar[width] = '\0';
    fprintf(stderr, "\rtagteam sim: [%s] %lu/%lu matches, %.0f s ", bar, done, p->total, t);
    fflush(stderr);
    p->drawn = 1;
}

void sim_progress_end(sim_progress *p)
{
    if (p->drawn) /* leave the terminal line as it was */
        fprintf(stderr, "\r%*s\r", 79, "");
    p->drawn = 0;
}

/* ---- playing ---- */

typedef struct worker {
    const sim_job *job;
    atomic_ulong *next;    /* the next match index to take, shared */
    atomic_ulong *fail_at; /* the lowest failing match index so far, shared */
    atomic_uint *running;  /* threads still playing, shared */
    sim_stats st;
    int nomem;
    /* the game being played */
    int game_first;
    unsigned turn;
    /* this thread's lowest failure */
    unsigned long failed;
    int status;
    char msg[1024];
} worker;

static void on_event(const tt_match *m, const tt_event *ev, void *payload)
{
    worker *w = payload;
    sim_stats *st = &w->st;
    (void)m;
    switch (ev->kind) {
    case TT_EV_MATCH_START:
        w->game_first = ev->a;
        w->turn = 0;
        break;
    case TT_EV_TURN_START:
        w->turn = (unsigned)ev->a;
        break;
    case TT_EV_GAME_OVER:
        st->games++;
        st->turn_sum += w->turn;
        if (sim_stats_add_turns(st, w->turn, 1))
            w->nomem = 1;
        st->ends[ev->a >= 0 && ev->b > 0 && ev->b < SIM_NENDS ? ev->b : 0]++;
        if (ev->a >= 0) {
            st->first_games++;
            st->first_game_wins += ev->a == w->game_first;
        }
        break;
    default:
        break;
    }
}

static void fail(worker *w, unsigned long k, int status, const char *msg)
{
    if (k < w->failed) {
        w->failed = k;
        w->status = status;
        snprintf(w->msg, sizeof w->msg, "%s", msg);
    }
    unsigned long cur = atomic_load(w->fail_at);
    while (k < cur && !atomic_compare_exchange_weak(w->fail_at, &cur, k))
        ;
}

/* Plays match index k into w's counts; 0, or -1 after fail(). */
static int play_match(worker *w, unsigned long k)
{
    const sim_job *job = w->job;
    const tt_rules *r = tt_ruleset_rules(job->rs);
    tt_series_setup setup = *job->setup;
    tt_series *s = NULL;
    tt_error err = {0};
    tt_rng agent_rng;
    char text[1024], seat[4] = "";
    setup.seed = job->first_seed + (uint64_t)k;
    setup.on_game_event = on_event;
    setup.on_event_payload = w;
    tt_rng_seed(&agent_rng, setup.seed ^ 0xa5a5a5a5a5a5a5a5ull); /* as tagteam play */
    if (tt_series_new(&s, job->ctx, job->rs, &setup, &err)) {
        tt_error_format(&err, text, sizeof text);
        fail(w, k, cli_status_of(&err), text);
        return -1;
    }
    int rc;
    unsigned long decisions = 0;
    while ((rc = tt_series_advance(s, &err)) == TT_ADVANCE_DECIDE) {
        unsigned who = (unsigned)tt_series_decision_seat(s);
        if (++decisions > job->max_decisions) { /* a rules loop: fail loudly, with the seed */
            tt_error_set(&err, TT_ERR_LIMIT, "sim",
                         "the match is not over after %lu decisions (--max-decisions)",
                         job->max_decisions);
            rc = -1;
            break;
        }
        unsigned i = sim_choose(&job->agent[who], s, who, &agent_rng);
        w->st.decisions++;
        if (tt_series_decide(s, who, i, &err)) {
            rc = -1;
            break;
        }
    }
    if (rc < 0) { /* a refused agent choice or a stuck game: an engine bug */
        int at = tt_series_decision_seat(s);
        int n = snprintf(text, sizeof text, "tagteam sim: %s, seed %" PRIu64 "%s%s: ", r->name,
                         setup.seed, at >= 0 ? ", seat " : "",
                         at >= 0 ? tt_seat_name(r, (unsigned)at, seat) : "");
        tt_error_format(&err, text + n, sizeof text - (size_t)n);
        fail(w, k, EXIT_RUNTIME, text);
    } else {
        int winner = tt_series_winner(s);
        w->st.matches++;
        if (winner < 0)
            w->st.draws++;
        else
            w->st.wins[winner]++;
    }
    tt_series_free(s);
    if (w->nomem && rc >= 0) {
        fail(w, k, EXIT_RUNTIME, "tagteam sim: out of memory");
        rc = -1;
    }
    return rc < 0 ? -1 : 0;
}

static void *work(void *arg)
{
    worker *w = arg;
    const sim_job *job = w->job;
    for (;;) {
        unsigned long k = job->lo + atomic_fetch_add(w->next, 1);
        if (k >= job->hi || k > atomic_load(w->fail_at)) /* past a failure: --jobs 1 stops */
            break;
        play_match(w, k);
        if (job->progress)
            atomic_fetch_add(&job->progress->done, 1);
    }
    agent_release(); /* this thread's greedy and search agents */
    atomic_fetch_sub(w->running, 1);
    return NULL;
}

int sim_play(const sim_job *job, sim_stats *st)
{
    unsigned long count = job->hi - job->lo;
    unsigned jobs = job->jobs;
    /* The context loads a game's card database on first use, which writes to it: load it
     * here, before any thread starts, so that the threads only read it (loading the decks
     * did already; this keeps it so whatever the caller loaded). */
    const tt_carddb *db;
    tt_error err = {0};
    int rc = tt_ctx_carddb(&db, job->ctx, tt_ruleset_rules(job->rs)->game, &err);
    if (rc && rc != TT_ERR_UNSUPPORTED) /* UNSUPPORTED: a game without a card database */
        return cli_report(&err);
    if (jobs > count)
        jobs = count ? (unsigned)count : 1;
    worker *w = calloc(jobs, sizeof *w);
    pthread_t *tid = calloc(jobs, sizeof *tid);
    atomic_ulong next, fail_at;
    atomic_uint running;
    int status = EXIT_OK;
    if (!w || !tid) {
        free(w);
        free(tid);
        fprintf(stderr, "tagteam sim: out of memory\n");
        return EXIT_RUNTIME;
    }
    atomic_init(&next, 0);
    atomic_init(&fail_at, (unsigned long)-1);
    atomic_init(&running, jobs);
    double t0 = now();
    unsigned started = 0;
    for (unsigned i = 0; i < jobs; i++) {
        w[i].job = job;
        w[i].next = &next;
        w[i].fail_at = &fail_at;
        w[i].running = &running;
        w[i].failed = (unsigned long)-1;
        if (pthread_create(&tid[i], NULL, work, &w[i]) != 0)
            break;
        started++;
    }
    if (started < jobs) {
        atomic_fetch_sub(&running, jobs - started);
        if (!started) { /* no thread at all: play here */
            atomic_fetch_add(&running, 1);
            work(&w[0]);
        }
    }
    if (job->progress && job->progress->tty) {
        while (atomic_load(&running) > 0) {
            progress_draw(job->progress);
            nanosleep(&(struct timespec){0, 100000000}, NULL);
        }
    }
    for (unsigned i = 0; i < started; i++)
        pthread_join(tid[i], NULL);
    if (job->progress)
        progress_draw(job->progress);
    unsigned failed = jobs;
    for (unsigned i = 0; i < jobs; i++) {
        if (w[i].status && (failed == jobs || w[i].failed < w[failed].failed))
            failed = i;
        if (sim_stats_add(st, &w[i].st))
            status = EXIT_RUNTIME;
        sim_stats_free(&w[i].st);
    }
    if (failed < jobs) {
        if (job->progress)
            sim_progress_end(job->progress);
        fprintf(stderr, "%s\n", w[failed].msg);
        status = w[failed].status;
    } else if (status) {
        fprintf(stderr, "tagteam sim: out of memory\n");
    }
    st->seconds += now() - t0;
    free(w);
    free(tid);
    return status;
}
