/* cmd_sim.c: `tagteam sim RULESET...` plays many seeded matches with agents and reports who
 * wins, how often the team going first wins, how long games last and how they end: the
 * numbers to compare a house variant with its base. Match k of a run is exactly
 * `tagteam play RULESET --seed S+k` with the same agents and decks, whichever thread or
 * shard plays it. --vary plays a matrix of variants; --shard plays a part of the seeds and
 * --merge adds the parts' JSON up (sim_*.c do the work; this file reads the command). */
#include <inttypes.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "agents.h"
#include "sim.h"

#define SIM_MAX_GAMES 10000000L
/* A match that has not ended after this many decisions is stuck (a rules loop): an engine
 * fault, reported with its seed, never a sim that runs for ever. */
#define SIM_DEFAULT_MAX_DECISIONS 1000000UL
#define MAX_ARGS                  32
/* Every seed of a run must be a JSON integer (64-bit signed in jansson) for --merge. */
#define SIM_MAX_SEED (INT64_MAX - SIM_MAX_GAMES)

typedef struct sim_opts {
    unsigned long matches;
    uint64_t seed;
    int json, merge;
    const char *play_opt; /* the last option that says what to play (not for --merge) */
    unsigned jobs, shard_k, shard_n;
    unsigned long max_decisions;
    const char *csv, *plot;
    const char *rulesets[MAX_ARGS], *seat_args[MAX_ARGS];
    int nrulesets, nseat_args;
    sim_vary vary[SIM_MAX_VARY];
    unsigned nvary;
} sim_opts;

/* A cell of the run: one ruleset or variant, with its decks and agents. */
typedef struct sim_cell {
    tt_ruleset *rs;
    tt_deck *decks[TT_MAX_SEATS];
    tt_series_setup setup;
    sim_agent agent[TT_MAX_SEATS];
    sim_result res;
} sim_cell;

static int parse_number(const char *opt, const char *v, unsigned long long max,
                        unsigned long long *out)
{
    char *end;
    unsigned long long x = strtoull(v, &end, 10);
    if (!*v || *end || *v == '-' || *v == '+' || x > max) {
        fprintf(stderr, "tagteam sim: %s expects a number up to %llu, got '%s'\n", opt, max, v);
        return EXIT_BAD_INPUT;
    }
    *out = x;
    return EXIT_OK;
}

static int parse_shard(sim_opts *so, const char *v)
{
    char *end;
    unsigned long k = strtoul(v, &end, 10), n = 0;
    int ok = *v >= '0' && *v <= '9' && *end == '/';
    if (ok) {
        const char *d = end + 1;
        n = strtoul(d, &end, 10);
        ok = *d >= '0' && *d <= '9' && !*end && k >= 1 && n >= 1 && k <= n && n <= 1000000;
    }
    if (!ok) {
        fprintf(stderr, "tagteam sim: --shard expects k/n with 1 <= k <= n (e.g. 2/8), got '%s'\n",
                v);
        return EXIT_BAD_INPUT;
    }
    so->shard_k = (unsigned)k;
    so->shard_n = (unsigned)n;
    return EXIT_OK;
}

static int parse_args(sim_opts *so, int argc, char **argv)
{
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        unsigned long long x;
        int has_value = i + 1 < argc;
        if (a[0] == '-' && strcmp(a, "--json") != 0 && strcmp(a, "--merge") != 0 &&
            strcmp(a, "--csv") != 0 && strcmp(a, "--plot") != 0)
            so->play_opt = a;
        if (strcmp(a, "--json") == 0) {
            so->json = 1;
        } else if (strcmp(a, "--merge") == 0) {
            so->merge = 1;
        } else if ((strcmp(a, "--games") == 0 || strcmp(a, "--seed") == 0 ||
                    strcmp(a, "--jobs") == 0 || strcmp(a, "--max-decisions") == 0) &&
                   has_value) {
            char c = a[2];
            unsigned long long max = c == 'g'   ? SIM_MAX_GAMES
                                     : c == 'j' ? SIM_MAX_JOBS
                                     : c == 'm' ? ULONG_MAX
                                                : SIM_MAX_SEED;
            if (parse_number(a, argv[++i], max, &x))
                return EXIT_BAD_INPUT;
            if (c != 's' && x == 0) {
                fprintf(stderr, "tagteam sim: %s expects at least 1\n", a);
                return EXIT_BAD_INPUT;
            }
            if (c == 'g')
                so->matches = (unsigned long)x;
            else if (c == 'j')
                so->jobs = (unsigned)x;
            else if (c == 'm')
                so->max_decisions = (unsigned long)x;
            else
                so->seed = x;
        } else if (strcmp(a, "--shard") == 0 && has_value) {
            if (parse_shard(so, argv[++i]))
                return EXIT_BAD_INPUT;
        } else if ((strcmp(a, "--csv") == 0 || strcmp(a, "--plot") == 0) && has_value) {
            *(a[2] == 'c' ? &so->csv : &so->plot) = argv[++i];
            size_t len = strlen(argv[i]);
            if (a[2] == 'p' && (len < 5 || strcmp(argv[i] + len - 4, ".svg") != 0)) {
                fprintf(stderr,
                        "tagteam sim: --plot %s: the plot is an SVG drawing: give a "
                        "file name ending in .svg\n",
                        argv[i]);
                return EXIT_BAD_INPUT;
            }
        } else if (strcmp(a, "--vary") == 0 && has_value) {
            if (so->nvary == SIM_MAX_VARY) {
                fprintf(stderr, "tagteam sim: at most %d --vary options\n", SIM_MAX_VARY);
                return EXIT_BAD_INPUT;
            }
            if (sim_vary_parse(&so->vary[so->nvary++], argv[++i]))
                return EXIT_BAD_INPUT;
        } else if ((strcmp(a, "--agent") == 0 || strcmp(a, "--deck") == 0) && has_value) {
            if (so->nseat_args + 2 > MAX_ARGS) {
                fprintf(stderr, "tagteam sim: too many --agent/--deck options\n");
                return EXIT_BAD_INPUT;
            }
            so->seat_args[so->nseat_args++] = a; /* read once a ruleset is loaded */
            so->seat_args[so->nseat_args++] = argv[++i];
        } else if (a[0] == '-') {
            fprintf(stderr, "tagteam sim: unknown or incomplete option '%s'\n", a);
            return EXIT_BAD_INPUT;
        } else if (so->nrulesets < MAX_ARGS) {
            so->rulesets[so->nrulesets++] = a;
        } else {
            fprintf(stderr, "tagteam sim: at most %d %s at a time\n", MAX_ARGS,
                    so->merge ? "files" : "rulesets");
            return EXIT_BAD_INPUT;
        }
    }
    if (!so->nrulesets) {
        fputs(cmd_sim.usage, stderr);
        return EXIT_BAD_INPUT;
    }
    if (so->merge && so->play_opt) {
        fprintf(stderr,
                "tagteam sim: --merge takes result files and --json, --csv, --plot, not %s: "
                "what was played is in the files\n",
                so->play_opt);
        return EXIT_BAD_INPUT;
    }
    if (so->shard_n > so->matches) {
        fprintf(stderr, "tagteam sim: --shard %u/%u: more shards than the %lu matches\n",
                so->shard_k, so->shard_n, so->matches);
        return EXIT_BAD_INPUT;
    }
    return sim_vary_check(so->vary, so->nvary);
}

static void hex64(char out[17], uint64_t h)
{
    snprintf(out, 17, "%016" PRIx64, h);
}

/* FNV-1a 64 of every seat's card ids, part by part: the decks as played. */
static uint64_t decks_hash(const tt_series_setup *s, unsigned seats)
{
    uint64_t h = 0xcbf29ce484222325ull;
    for (unsigned seat = 0; seat < seats; seat++) {
        const uint32_t *parts[3] = {s->main[seat], s->extra[seat], s->side[seat]};
        unsigned counts[3] = {s->nmain[seat], s->nextra[seat], s->nside[seat]};
        for (unsigned p = 0; p < 3; p++) {
            for (unsigned i = 0; i <= counts[p]; i++) { /* the count first, then the ids */
                uint32_t v = i == 0 ? counts[p] : parts[p][i - 1];
                for (unsigned b = 0; b < 4; b++)
                    h = (h ^ ((v >> (8 * b)) & 0xffu)) * 0x100000001b3ull;
            }
        }
    }
    return h;
}

/* Fills the cell's agents, decks and identity from the options; an exit status. With warn,
 * its decks' cards not played as printed are warned of (once per ruleset, not per variant). */
static int prepare_cell(sim_cell *c, tt_ctx *ctx, const sim_opts *so, int warn)
{
    const tt_rules *r = tt_ruleset_rules(c->rs);
    const char *deck[TT_MAX_SEATS] = {0};
    for (unsigned s = 0; s < TT_MAX_SEATS; s++)
        sim_agent_parse(&c->agent[s], "random");
    unsigned given[2] = {0, 0}; /* seats with an --agent, with a --deck */
    for (int i = 0; i < so->nseat_args; i += 2) {
        const char *value;
        int seat = cli_parse_seat_arg(r, so->seat_args[i + 1], &value);
        if (seat < 0) {
            fprintf(stderr, "tagteam sim: '%s': expected SEAT=VALUE with a seat of %s\n",
                    so->seat_args[i + 1], r->name);
            return EXIT_BAD_INPUT;
        }
        unsigned *seen = &given[so->seat_args[i][2] == 'd'];
        if (*seen >> seat & 1) { /* which one would win is a guess: refuse both */
            char name[4];
            fprintf(stderr, "tagteam sim: %s given twice for %s\n", so->seat_args[i],
                    tt_seat_name(r, (unsigned)seat, name));
            return EXIT_BAD_INPUT;
        }
        *seen |= 1u << seat;
        if (so->seat_args[i][2] == 'd') {
            deck[seat] = value;
        } else if (sim_agent_parse(&c->agent[seat], value)) {
            char why[256];
            if (agent_parse_error(value, why, sizeof why)) /* names the agents, or what N needs */
                fprintf(stderr, "tagteam sim: %s\n", why);
            else
                fprintf(stderr, "tagteam sim: agent '%s' plays in tagteam play only (%s)\n", value,
                        sim_agent_names);
            return EXIT_BAD_INPUT;
        }
    }
    c->setup = (tt_series_setup){.version = TT_SERIES_SETUP_VERSION};
    int status = cli_load_decks("sim", ctx, c->rs, deck, c->decks, &c->setup, warn);
    if (status)
        return status;
    sim_result *res = &c->res;
    hex64(res->rules_hash, tt_ruleset_hash(c->rs));
    hex64(res->decks_hash, decks_hash(&c->setup, r->seats));
    res->teams = r->teams;
    res->seats = r->seats;
    res->match_games = r->match_games;
    for (unsigned s = 0; s < r->seats; s++) {
        tt_seat_name(r, s, res->seat_name[s]);
        snprintf(res->agent[s], sizeof res->agent[s], "%s", c->agent[s].name);
    }
    res->first_seed = so->seed;
    res->run_matches = so->matches;
    res->shard_k = so->shard_n ? so->shard_k : 1;
    res->shard_n = so->shard_n ? so->shard_n : 1;
    return EXIT_OK;
}

static void free_cell(sim_cell *c)
{
    for (unsigned s = 0; s < TT_MAX_SEATS; s++)
        tt_deck_free(c->decks[s]);
    tt_ruleset_free(c->rs);
    sim_stats_free(&c->res.st);
}

/* Loads every ruleset and variant with its decks before any game is played: a refused key,
 * value or deck stops the run before it starts. */
static int prepare(sim_cell **out, unsigned *ncells, tt_ctx *ctx, const sim_opts *so)
{
    unsigned long per = sim_vary_cells(so->vary, so->nvary);
    unsigned long total = per * (unsigned long)so->nrulesets;
    *out = NULL;
    *ncells = 0;
    if (total > SIM_MAX_CELLS) {
        fprintf(stderr, "tagteam sim: %lu or more rulesets and variants; a run plays at most %d\n",
                total, SIM_MAX_CELLS);
        return EXIT_BAD_INPUT;
    }
    sim_cell *cells = calloc(total, sizeof *cells);
    if (!cells) {
        fprintf(stderr, "tagteam sim: out of memory\n");
        return EXIT_RUNTIME;
    }
    int status = EXIT_OK;
    for (int k = 0; k < so->nrulesets && status == EXIT_OK; k++) {
        tt_ruleset *base;
        if ((status = cli_ruleset_load(&base, ctx, "sim", so->rulesets[k])) != EXIT_OK)
            break;
        for (unsigned long v = 0; v < per && status == EXIT_OK; v++) {
            sim_cell *c = &cells[(*ncells)++];
            snprintf(c->res.ruleset, sizeof c->res.ruleset, "%s", tt_ruleset_rules(base)->name);
            c->res.nsettings = so->nvary;
            if (so->nvary)
                status = sim_vary_load(&c->rs, ctx, so->rulesets[k], tt_ruleset_rules(base),
                                       so->vary, so->nvary, v, c->res.settings);
            else
                c->rs = base;
            if (status == EXIT_OK)
                status = prepare_cell(c, ctx, so, v == 0); /* its variants: the same decks */
        }
        if (so->nvary)
            tt_ruleset_free(base);
    }
    *out = cells;
    return status;
}

/* The --csv and --plot files, opened (as FILE.partial) before any match is played: a path that
 * cannot be written is refused then, not after a long run. */
typedef struct sim_outs {
    cli_out csv, plot;
} sim_outs;

static int open_outputs(sim_outs *out, const sim_opts *so)
{
    memset(out, 0, sizeof *out); /* closing one not opened does nothing */
    int status = cli_out_open(&out->csv, "sim", "--csv", so->csv);
    if (status == EXIT_OK)
        status = cli_out_open(&out->plot, "sim", "--plot", so->plot);
    if (status != EXIT_OK) {
        cli_out_close(&out->csv, status);
        cli_out_close(&out->plot, status);
    }
    return status;
}

/* Prints the results as asked (text or JSON on stdout, CSV and SVG files). */
static int put_results(const sim_opts *so, sim_outs *out, const sim_result *res, unsigned n,
                       unsigned jobs)
{
    int status = EXIT_OK;
    if (so->json) {
        json_t *all = json_array();
        int made = all != NULL;
        for (unsigned i = 0; made && i < n; i++)
            made = json_array_append_new(all, sim_result_json(&res[i])) == 0;
        char *text = made ? json_dumps(all, JSON_INDENT(2) | JSON_PRESERVE_ORDER) : NULL;
        if (!text) {
            fprintf(stderr, "tagteam sim: out of memory\n");
            status = EXIT_RUNTIME;
        } else if (puts(text) == EOF) {
            status = EXIT_RUNTIME; /* cli_output_status says why */
        }
        free(text);
        json_decref(all);
    } else {
        sim_report_text(stdout, res, n, jobs);
    }
    if (out->csv.f && status == EXIT_OK)
        sim_write_csv(out->csv.f, res, n);
    if (out->plot.f && status == EXIT_OK)
        sim_write_svg(out->plot.f, res, n);
    return status;
}

static int run_sim(const sim_opts *so)
{
    tt_ctx *ctx = cli_ctx();
    sim_cell *cells;
    unsigned ncells;
    unsigned jobs = so->jobs ? so->jobs : sim_online_cores();
    sim_outs out;
    int status = open_outputs(&out, so);
    if (status != EXIT_OK) {
        tt_ctx_free(ctx);
        return status;
    }
    status = prepare(&cells, &ncells, ctx, so);
    unsigned long lo = 0, hi = so->matches;
    if (so->shard_n)
        sim_shard_range(so->matches, so->shard_k, so->shard_n, &lo, &hi);
    sim_progress progress;
    sim_progress_init(&progress, (hi - lo) * ncells);
    for (unsigned i = 0; i < ncells && status == EXIT_OK; i++) {
        sim_job job = {ctx, cells[i].rs, &cells[i].setup,   cells[i].agent, so->seed, lo,
                       hi,  jobs,        so->max_decisions, &progress};
        status = sim_play(&job, &cells[i].res.st);
    }
    sim_progress_end(&progress);
    sim_result *res = status == EXIT_OK ? malloc(ncells * sizeof *res) : NULL;
    if (status == EXIT_OK && !res) {
        fprintf(stderr, "tagteam sim: out of memory\n");
        status = EXIT_RUNTIME;
    }
    if (status == EXIT_OK) {
        for (unsigned i = 0; i < ncells; i++)
            res[i] = cells[i].res;
        status = put_results(so, &out, res, ncells, jobs < hi - lo ? jobs : (unsigned)(hi - lo));
    }
    status = cli_out_close(&out.csv, status);
    status = cli_out_close(&out.plot, status);
    free(res);
    for (unsigned i = 0; i < ncells; i++)
        free_cell(&cells[i]);
    free(cells);
    tt_ctx_free(ctx);
    return status;
}

/* ---- --merge ---- */

/* What must be equal for two results to be parts of one run; NULL if it is. */
static const char *differs(const sim_result *a, const sim_result *b)
{
    if (strcmp(a->ruleset, b->ruleset) != 0 || a->nsettings != b->nsettings)
        return "another ruleset or variant";
    for (unsigned i = 0; i < a->nsettings; i++)
        if (strcmp(a->settings[i].key, b->settings[i].key) != 0 ||
            strcmp(a->settings[i].value, b->settings[i].value) != 0)
            return "another variant";
    if (strcmp(a->rules_hash, b->rules_hash) != 0 || a->match_games != b->match_games ||
        a->teams != b->teams)
        return "other rules (rules_hash differs)";
    if (a->seats != b->seats)
        return "other seats";
    for (unsigned s = 0; s < a->seats; s++)
        if (strcmp(a->seat_name[s], b->seat_name[s]) != 0 || strcmp(a->agent[s], b->agent[s]) != 0)
            return "other agents";
    if (strcmp(a->decks_hash, b->decks_hash) != 0)
        return "other decks (decks_hash differs)";
    if (a->first_seed != b->first_seed || a->run_matches != b->run_matches)
        return "other seeds (first_seed or run_matches differ)";
    if (a->shard_n != b->shard_n)
        return "another number of shards";
    return NULL;
}

/* Reads FILE's results into *out (n of them); an exit status. */
static int read_results(const char *file, sim_result **out, size_t *n)
{
    json_error_t jerr;
    json_t *all = json_load_file(file, JSON_REJECT_DUPLICATES, &jerr);
    *out = NULL;
    *n = 0;
    if (!all) {
        if (jerr.line > 0)
            fprintf(stderr, "%s:%d:%d: %s\n", file, jerr.line, jerr.column, jerr.text);
        else
            fprintf(stderr, "%s: %s\n", file, jerr.text);
        return jerr.line > 0 ? EXIT_BAD_INPUT : EXIT_RUNTIME;
    }
    int status = EXIT_OK;
    if (!json_is_array(all) || json_array_size(all) == 0 || json_array_size(all) > SIM_MAX_CELLS) {
        fprintf(stderr, "%s: expected the array of results `tagteam sim --json` prints\n", file);
        status = EXIT_BAD_INPUT;
    } else if (!(*out = calloc(json_array_size(all), sizeof **out))) {
        fprintf(stderr, "tagteam sim: out of memory\n");
        status = EXIT_RUNTIME;
    }
    for (size_t i = 0; status == EXIT_OK && i < json_array_size(all); i++) {
        status = sim_result_from_json(&(*out)[i], json_array_get(all, i), file, i);
        if (status == EXIT_OK)
            (*n)++;
    }
    json_decref(all);
    return status;
}

static int run_merge(const sim_opts *so)
{
    int nfiles = so->nrulesets, status = EXIT_OK;
    sim_result *parts[MAX_ARGS] = {0};
    size_t counts[MAX_ARGS] = {0};
    int by_shard[MAX_ARGS]; /* the file of each shard */
    sim_outs out;
    for (int f = 0; f < nfiles && status == EXIT_OK; f++)
        status = cli_input_file("sim", "result file", so->rulesets[f]);
    if (status != EXIT_OK || (status = open_outputs(&out, so)) != EXIT_OK)
        return status;
    for (int f = 0; f < nfiles && status == EXIT_OK; f++)
        status = read_results(so->rulesets[f], &parts[f], &counts[f]);
    for (int k = 0; k < MAX_ARGS; k++)
        by_shard[k] = -1;
    for (int f = 0; f < nfiles && status == EXIT_OK; f++) {
        const char *why = NULL;
        size_t i = 0;
        if (counts[f] != counts[0])
            why = "another number of rulesets and variants";
        for (; !why && i < counts[f]; i++)
            why = differs(&parts[0][i], &parts[f][i]);
        for (size_t j = 1; !why && j < counts[f]; j++)
            if (parts[f][j].shard_k != parts[f][0].shard_k)
                why = "results of several shards in one file";
        unsigned k = parts[f][0].shard_k, n = parts[f][0].shard_n;
        if (why) {
            fprintf(stderr, "%s: [%zu]: not a part of the same sim as %s: %s\n", so->rulesets[f],
                    i ? i - 1 : 0, so->rulesets[0], why);
            status = EXIT_BAD_INPUT;
        } else if (n != (unsigned)nfiles) {
            fprintf(stderr, "%s: shard %u/%u: %d files given; merge all %u shards of the run\n",
                    so->rulesets[f], k, n, nfiles, n);
            status = EXIT_BAD_INPUT;
        } else if (by_shard[k - 1] >= 0) {
            fprintf(stderr, "%s: shard %u/%u is also in %s\n", so->rulesets[f], k, n,
                    so->rulesets[by_shard[k - 1]]);
            status = EXIT_BAD_INPUT;
        } else {
            by_shard[k - 1] = f;
        }
    }
    sim_result *res = NULL;
    if (status == EXIT_OK && !(res = calloc(counts[0], sizeof *res))) {
        fprintf(stderr, "tagteam sim: out of memory\n");
        status = EXIT_RUNTIME;
    }
    for (size_t i = 0; status == EXIT_OK && i < counts[0]; i++) {
        res[i] = parts[0][i];
        memset(&res[i].st, 0, sizeof res[i].st);
        res[i].shard_k = res[i].shard_n = 1;
        for (int k = 0; k < nfiles && status == EXIT_OK; k++) /* in seed order */
            if (sim_stats_add(&res[i].st, &parts[by_shard[k]][i].st)) {
                fprintf(stderr, "tagteam sim: out of memory\n");
                status = EXIT_RUNTIME;
            }
    }
    if (status == EXIT_OK)
        status = put_results(so, &out, res, (unsigned)counts[0], 0);
    status = cli_out_close(&out.csv, status);
    status = cli_out_close(&out.plot, status);
    for (size_t i = 0; res && i < counts[0]; i++)
        sim_stats_free(&res[i].st);
    free(res);
    for (int f = 0; f < nfiles; f++) {
        for (size_t i = 0; i < counts[f]; i++)
            sim_stats_free(&parts[f][i].st);
        free(parts[f]);
    }
    return status;
}

static int run(int argc, char **argv)
{
    static sim_opts so; /* large (the --vary values); one per process */
    memset(&so, 0, sizeof so);
    so.matches = 1000;
    so.seed = 1;
    so.max_decisions = SIM_DEFAULT_MAX_DECISIONS;
    int status = parse_args(&so, argc, argv);
    if (status)
        return status;
    return so.merge ? run_merge(&so) : run_sim(&so);
}

const cli_command cmd_sim = {
    .name = "sim",
    .summary = "play many matches and report wins, first-player advantage, length, endings",
    .usage =
        "usage: tagteam sim RULESET... [--games N] [--seed S] [--agent SEAT=AGENT]...\n"
        "                   [--deck SEAT=FILE]... [--vary KEY=V1,V2...]... [--jobs N]\n"
        "                   [--max-decisions N] [--shard K/N] [--json] [--csv FILE]\n"
        "                   [--plot FILE.svg]\n"
        "       tagteam sim --merge FILE.json... [--json] [--csv FILE] [--plot FILE.svg]\n\n"
        "Plays N matches (default 1000) under each RULESET with seeds S, S+1, ... (default 1)\n"
        "and agents in every seat (random by default), then reports each team's wins, draws,\n"
        "how often the team going first wins (with 95% intervals), turns per game and how\n"
        "games end. Compare a house variant with its base by giving both: the same seeds and\n"
        "agents play both. Match k replays with 'tagteam play RULESET --seed S+k'.\n"
        "AGENT is random, first, greedy or mcts:N (docs/agents.md).\n\n"
        "  --vary KEY=V1,V2   play every combination of these ruleset keys (dotted paths,\n"
        "                     e.g. life.start=4000,8000); each variant extends the ruleset\n"
        "  --jobs N           threads (default: the online cores); the results do not change\n"
        "  --max-decisions N  a match not over after N decisions (default 1000000) is a\n"
        "                     stuck game: the sim fails (exit 1) naming its seed\n"
        "  --shard K/N        play the K-th of N contiguous blocks of the seeds; --json it and\n"
        "                     'tagteam sim --merge' the N files for the whole run's figures\n"
        "  --csv FILE         also write a CSV table (a header row, a row per variant)\n"
        "  --plot FILE.svg    also draw win share and game length per variant\n",
    .run = run,
};
