/* cmd_sim.c: `tagteam sim RULESET...` plays many seeded matches with agents and reports who
 * wins, how often the team going first wins, how long games last and how they end: the
 * numbers to compare a house variant with its base. Match k of a run is exactly
 * `tagteam play RULESET --seed S+k` with the same agents and decks. */
#include <inttypes.h>
#include <jansson.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "agents.h"
#include "cli.h"

#define SIM_MAX_GAMES 10000000L

typedef struct sim_opts {
    long matches;
    uint64_t seed;
    int json;
    int agent[TT_MAX_SEATS];
    const char *deck[TT_MAX_SEATS];
} sim_opts;

/* How games end: a draw, or the reason a game-over event gives (tt_out_reason): the win the
 * winner met itself (a card, time, Prizes), else the last loss. */
static const char *const end_names[] = {"draw",   "deck-out", "life",       "no cards",
                                        "prizes", "a card",   "concession", "time"};
#define NENDS (sizeof end_names / sizeof end_names[0])

typedef struct sim_stats {
    unsigned long matches, games, decisions, draws;
    unsigned long wins[TT_MAX_TEAMS];
    unsigned long first_games, first_game_wins; /* decisive games; won by the team going first */
    unsigned long ends[NENDS];
    unsigned *turns; /* per game, for the median: room for every game the run can play */
    size_t nturns, capturns;
    unsigned long turn_sum;
    /* the game in progress */
    int game_first;
    unsigned turn;
} sim_stats;

static void on_event(const tt_match *m, const tt_event *ev, void *payload)
{
    sim_stats *st = payload;
    (void)m;
    switch (ev->kind) {
    case TT_EV_MATCH_START:
        st->game_first = ev->a;
        st->turn = 0;
        break;
    case TT_EV_TURN_START:
        st->turn = (unsigned)ev->a;
        break;
    case TT_EV_GAME_OVER:
        st->games++;
        st->turn_sum += st->turn;
        if (st->nturns < st->capturns) /* a match has at most match.games and a tiebreak */
            st->turns[st->nturns++] = st->turn;
        st->ends[ev->a >= 0 && ev->b > 0 && ev->b < (int)NENDS ? ev->b : 0]++;
        if (ev->a >= 0) {
            st->first_games++;
            st->first_game_wins += ev->a == st->game_first;
        }
        break;
    default:
        break;
    }
}

static int by_value(const void *a, const void *b)
{
    unsigned x = *(const unsigned *)a, y = *(const unsigned *)b;
    return (x > y) - (x < y);
}

/* 95% confidence half-width of a share p of n, in percent. */
static double margin(double p, unsigned long n)
{
    return n ? 196.0 * sqrt(p * (1.0 - p) / (double)n) : 0.0;
}

static double share(unsigned long k, unsigned long n)
{
    return n ? (double)k / (double)n : 0.0;
}

static int simulate(tt_ctx *ctx, const tt_ruleset *rs, const sim_opts *so, sim_stats *st,
                    double *seconds)
{
    const tt_rules *r = tt_ruleset_rules(rs);
    tt_deck *decks[TT_MAX_SEATS] = {0};
    tt_series_setup setup = {
        TT_SERIES_SETUP_VERSION, 0, {0}, {0}, {0}, {0}, {0}, {0}, on_event, NULL, st};
    tt_error err = {0};
    int status = cli_load_decks("sim", ctx, rs, so->deck, decks, &setup);
    st->capturns = (size_t)so->matches * (r->match_games + 1u);
    st->turns = status == EXIT_OK ? malloc(st->capturns * sizeof *st->turns) : NULL;
    if (status == EXIT_OK && !st->turns) {
        fprintf(stderr, "tagteam sim: out of memory\n");
        status = EXIT_RUNTIME;
    }
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    for (long k = 0; k < so->matches && status == EXIT_OK; k++) {
        tt_series *s = NULL;
        tt_rng agent_rng;
        setup.seed = so->seed + (uint64_t)k;
        tt_rng_seed(&agent_rng, setup.seed ^ 0xa5a5a5a5a5a5a5a5ull); /* as tagteam play */
        if (tt_series_new(&s, ctx, rs, &setup, &err)) {
            status = cli_report(&err);
            break;
        }
        int rc;
        while ((rc = tt_series_advance(s, &err)) == TT_ADVANCE_DECIDE) {
            unsigned seat = (unsigned)tt_series_decision_seat(s);
            unsigned i = agent_choose(so->agent[seat], &agent_rng, s, seat);
            st->decisions++;
            if (tt_series_decide(s, seat, i, &err)) {
                rc = -1;
                break;
            }
        }
        if (rc < 0) {
            char seat[4] = "";
            fprintf(stderr, "tagteam sim: %s, seed %" PRIu64 "%s%s: ", r->name, setup.seed,
                    tt_series_decision_seat(s) >= 0 ? ", seat " : "",
                    tt_series_decision_seat(s) >= 0
                        ? tt_seat_name(r, (unsigned)tt_series_decision_seat(s), seat)
                        : "");
            cli_report(&err);
            status = EXIT_RUNTIME; /* a refused agent choice or a stuck game: an engine bug */
        } else {
            int w = tt_series_winner(s);
            st->matches++;
            if (w < 0)
                st->draws++;
            else
                st->wins[w]++;
        }
        tt_series_free(s);
    }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    agent_release();
    *seconds = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
    for (unsigned i = 0; i < TT_MAX_SEATS; i++)
        tt_deck_free(decks[i]);
    if (st->nturns)
        qsort(st->turns, st->nturns, sizeof *st->turns, by_value);
    return status;
}

static void report_text(const tt_rules *r, const sim_opts *so, const sim_stats *st, double seconds)
{
    const char *unit = r->match_games > 1 ? "matches" : "games";
    printf("%s: %lu %s, seeds %" PRIu64 "..%" PRIu64 "\n", r->name, st->matches, unit, so->seed,
           so->seed + (uint64_t)so->matches - 1u);
    for (unsigned t = 0; t < r->teams; t++)
        printf("  team %u wins  %8lu  %5.1f%% +- %.1f\n", t + 1, st->wins[t],
               100.0 * share(st->wins[t], st->matches),
               margin(share(st->wins[t], st->matches), st->matches));
    printf("  draws        %8lu  %5.1f%%\n", st->draws, 100.0 * share(st->draws, st->matches));
    printf("  the team going first wins %.1f%% +- %.1f of the games won\n",
           100.0 * share(st->first_game_wins, st->first_games),
           margin(share(st->first_game_wins, st->first_games), st->first_games));
    printf("  turns per game: median %u, mean %.1f\n", st->nturns ? st->turns[st->nturns / 2] : 0,
           st->games ? (double)st->turn_sum / (double)st->games : 0.0);
    printf("  games end by:");
    for (unsigned i = 1; i <= NENDS; i++) { /* the draws last */
        unsigned e = i % NENDS;
        double pct = 100.0 * share(st->ends[e], st->games);
        if (st->ends[e])
            printf(pct < 0.1 ? " %s <0.1%%" : " %s %.1f%%", end_names[e], pct);
    }
    printf("\n  %lu games, %lu decisions in %.2f s (%.0f games/s)\n", st->games, st->decisions,
           seconds, seconds > 0 ? (double)st->games / seconds : 0.0);
}

static json_t *report_json(const tt_rules *r, const sim_opts *so, const sim_stats *st,
                           double seconds)
{
    json_t *wins = json_array(), *ends = json_object();
    for (unsigned t = 0; t < r->teams; t++)
        json_array_append_new(wins, json_integer((json_int_t)st->wins[t]));
    for (unsigned e = 0; e < NENDS; e++)
        json_object_set_new(ends, end_names[e], json_integer((json_int_t)st->ends[e]));
    return json_pack("{s:s, s:I, s:I, s:I, s:o, s:I, s:f, s:I, s:f, s:o, s:I, s:f}", "ruleset",
                     r->name, "first_seed", (json_int_t)so->seed, "matches",
                     (json_int_t)st->matches, "games", (json_int_t)st->games, "wins", wins, "draws",
                     (json_int_t)st->draws, "first_team_game_win_share",
                     share(st->first_game_wins, st->first_games), "median_turns",
                     (json_int_t)(st->nturns ? st->turns[st->nturns / 2] : 0), "mean_turns",
                     st->games ? (double)st->turn_sum / (double)st->games : 0.0, "ends", ends,
                     "decisions", (json_int_t)st->decisions, "seconds", seconds);
}

static int parse_number(const char *opt, const char *v, unsigned long long max,
                        unsigned long long *out)
{
    char *end;
    unsigned long long x = strtoull(v, &end, 10);
    if (!*v || *end || *v == '-' || x > max) {
        fprintf(stderr, "tagteam sim: %s expects a number up to %llu, got '%s'\n", opt, max, v);
        return EXIT_BAD_INPUT;
    }
    *out = x;
    return EXIT_OK;
}

static int run(int argc, char **argv)
{
    sim_opts so = {1000, 1, 0, {0}, {0}};
    const char *rulesets[32], *seat_args[32];
    int nrulesets = 0, nseat_args = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        unsigned long long x;
        if (strcmp(a, "--json") == 0) {
            so.json = 1;
        } else if ((strcmp(a, "--games") == 0 || strcmp(a, "--seed") == 0) && i + 1 < argc) {
            int games = a[2] == 'g';
            if (parse_number(a, argv[++i], games ? SIM_MAX_GAMES : UINT64_MAX, &x))
                return EXIT_BAD_INPUT;
            if (games && x == 0) {
                fprintf(stderr, "tagteam sim: --games expects at least 1\n");
                return EXIT_BAD_INPUT;
            }
            if (games)
                so.matches = (long)x;
            else
                so.seed = x;
        } else if ((strcmp(a, "--agent") == 0 || strcmp(a, "--deck") == 0) && i + 1 < argc &&
                   nseat_args < 32) {
            seat_args[nseat_args++] = a; /* option and value, read once a ruleset is loaded */
            seat_args[nseat_args++] = argv[++i];
            if (nseat_args >= 32) {
                fprintf(stderr, "tagteam sim: too many --agent/--deck options\n");
                return EXIT_BAD_INPUT;
            }
        } else if (a[0] == '-') {
            fprintf(stderr, "tagteam sim: unknown or incomplete option '%s'\n", a);
            return EXIT_BAD_INPUT;
        } else if (nrulesets < 32) {
            rulesets[nrulesets++] = a;
        } else {
            fprintf(stderr, "tagteam sim: at most 32 rulesets at a time\n");
            return EXIT_BAD_INPUT;
        }
    }
    if (!nrulesets) {
        fputs(cmd_sim.usage, stderr);
        return EXIT_BAD_INPUT;
    }
    tt_ctx *ctx = cli_ctx();
    json_t *all = so.json ? json_array() : NULL;
    int status = EXIT_OK;
    for (int k = 0; k < nrulesets && status == EXIT_OK; k++) {
        tt_ruleset *rs;
        tt_error err = {0};
        sim_opts one = so;
        if (tt_ruleset_load(&rs, ctx, rulesets[k], &err)) {
            status = cli_report(&err);
            break;
        }
        const tt_rules *r = tt_ruleset_rules(rs);
        for (int i = 0; i < nseat_args && status == EXIT_OK; i += 2) {
            const char *value;
            int seat = cli_parse_seat_arg(r, seat_args[i + 1], &value);
            int is_agent = seat_args[i][2] == 'a';
            if (seat < 0) {
                fprintf(stderr, "tagteam sim: '%s': expected SEAT=VALUE with a seat of %s\n",
                        seat_args[i + 1], r->name);
                status = EXIT_BAD_INPUT;
            } else if (is_agent && (agent_parse(value) < 0 || agent_parse(value) == AGENT_STDIO)) {
                char why[256];
                fprintf(stderr, "tagteam sim: %s\n",
                        agent_parse_error(value, why, sizeof why)
                            ? why
                            : "agent 'stdio' plays in tagteam play only (random, first, greedy, "
                              "mcts:N)");
                status = EXIT_BAD_INPUT;
            } else if (is_agent) {
                one.agent[seat] = agent_parse(value);
            } else {
                one.deck[seat] = value;
            }
        }
        sim_stats st;
        double seconds = 0;
        memset(&st, 0, sizeof st);
        if (status == EXIT_OK)
            status = simulate(ctx, rs, &one, &st, &seconds);
        if (status == EXIT_OK && all)
            json_array_append_new(all, report_json(r, &one, &st, seconds));
        else if (status == EXIT_OK)
            report_text(r, &one, &st, seconds);
        free(st.turns);
        tt_ruleset_free(rs);
    }
    if (all && status == EXIT_OK) {
        char *text = json_dumps(all, JSON_INDENT(2) | JSON_PRESERVE_ORDER);
        if (text)
            puts(text);
        free(text);
    }
    json_decref(all);
    tt_ctx_free(ctx);
    return status;
}

const cli_command cmd_sim = {
    .name = "sim",
    .summary = "play many matches and report wins, first-player advantage, length, endings",
    .usage =
        "usage: tagteam sim RULESET... [--games N] [--seed S]\n"
        "                   [--agent SEAT=random|first|greedy|mcts:N]...\n"
        "                   [--deck SEAT=FILE]... [--json]\n\n"
        "Plays N matches (default 1000) under each RULESET with seeds S, S+1, ... (default 1)\n"
        "and agents in every seat (random by default), then reports each team's wins with\n"
        "their 95% margin, draws, how often the team going first wins, turns per game and\n"
        "how games end. Compare a house variant with its base by giving both: the same\n"
        "seeds and agents play both. Match k replays with 'tagteam play RULESET --seed S+k'.\n",
    .run = run,
};
