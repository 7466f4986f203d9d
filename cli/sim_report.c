/* sim_report.c: a sim's results for a person (text), a program (JSON, which --merge reads
 * back) and a spreadsheet (CSV). Shares come with Wilson score 95% intervals: right for small
 * counts and shares near 0 or 1, and never outside 0..100%. */
#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "sim.h"

const char *const sim_end_names[SIM_NENDS] = {"draw",   "deck-out", "life",       "no cards",
                                              "prizes", "a card",   "concession", "time"};

static double share(unsigned long k, unsigned long n)
{
    return n ? (double)k / (double)n : 0.0;
}

void sim_interval(unsigned long k, unsigned long n, double *lo, double *hi)
{
    const double z = 1.959963984540054; /* the 97.5th percentile of the normal distribution */
    if (!n) {
        *lo = 0.0;
        *hi = 1.0;
        return;
    }
    double p = share(k, n), nn = (double)n, d = 1.0 + z * z / nn;
    double mid = (p + z * z / (2.0 * nn)) / d;
    double half = z * sqrt(p * (1.0 - p) / nn + z * z / (4.0 * nn * nn)) / d;
    *lo = mid - half < 0.0 ? 0.0 : mid - half;
    *hi = mid + half > 1.0 ? 1.0 : mid + half;
}

const char *sim_label(const sim_result *r, char *buf, size_t size)
{
    size_t used = (size_t)snprintf(buf, size, "%s", r->ruleset);
    for (unsigned i = 0; i < r->nsettings && used < size; i++)
        used += (size_t)snprintf(buf + used, size - used, " %s=%s", r->settings[i].key,
                                 r->settings[i].value);
    return buf;
}

static void seeds_of(const sim_result *r, uint64_t *first, uint64_t *last)
{
    unsigned long lo, hi;
    sim_shard_range(r->run_matches, r->shard_k, r->shard_n, &lo, &hi);
    *first = r->first_seed + lo;
    *last = r->first_seed + hi - 1u;
}

/* "life 83.7% a card 16.3% draw 0.1%": the draws last. */
static void put_ends(FILE *f, const sim_stats *st)
{
    for (unsigned i = 1; i <= SIM_NENDS; i++) {
        unsigned e = i % SIM_NENDS;
        double pct = 100.0 * share(st->ends[e], st->games);
        if (st->ends[e])
            fprintf(f, pct < 0.1 ? " %s <0.1%%" : " %s %.1f%%", sim_end_names[e], pct);
    }
}

static void report_one(FILE *f, const sim_result *r, unsigned jobs)
{
    const sim_stats *st = &r->st;
    char label[1024];
    double lo, hi;
    uint64_t first, last;
    seeds_of(r, &first, &last);
    fprintf(f, "%s: %lu %s, seeds %" PRIu64 "..%" PRIu64, sim_label(r, label, sizeof label),
            st->matches, r->match_games > 1 ? "matches" : "games", first, last);
    if (r->shard_n > 1)
        fprintf(f, " (shard %u/%u of seeds %" PRIu64 "..%" PRIu64 ")", r->shard_k, r->shard_n,
                r->first_seed, r->first_seed + r->run_matches - 1u);
    fputc('\n', f);
    for (unsigned t = 0; t < r->teams; t++) {
        sim_interval(st->wins[t], st->matches, &lo, &hi);
        fprintf(f, "  team %u wins  %8lu  %5.1f%%  (95%%: %.1f-%.1f)\n", t + 1, st->wins[t],
                100.0 * share(st->wins[t], st->matches), 100.0 * lo, 100.0 * hi);
    }
    fprintf(f, "  draws        %8lu  %5.1f%%\n", st->draws, 100.0 * share(st->draws, st->matches));
    sim_interval(st->first_game_wins, st->first_games, &lo, &hi);
    fprintf(f, "  the team going first wins %.1f%% (95%%: %.1f-%.1f) of the games won\n",
            100.0 * share(st->first_game_wins, st->first_games), 100.0 * lo, 100.0 * hi);
    fprintf(f, "  turns per game: median %u, mean %.1f\n", sim_stats_median(st),
            sim_stats_mean(st));
    fprintf(f, "  games end by:");
    put_ends(f, st);
    fprintf(f, "\n  %lu games, %lu decisions in %.2f s (%.0f games/s", st->games, st->decisions,
            st->seconds, st->seconds > 0 ? (double)st->games / st->seconds : 0.0);
    if (jobs)
        fprintf(f, " on %u thread%s)\n", jobs, jobs > 1 ? "s" : "");
    else
        fprintf(f, ", the shards' times added)\n");
}

void sim_report_text(FILE *f, const sim_result *r, unsigned n, unsigned jobs)
{
    for (unsigned i = 0; i < n; i++)
        report_one(f, &r[i], jobs);
    if (n < 2)
        return;
    /* the variants side by side */
    char label[1024];
    int width = 7;
    for (unsigned i = 0; i < n; i++) {
        int len = (int)strlen(sim_label(&r[i], label, sizeof label));
        width = len > width ? len : width;
    }
    fprintf(f, "\n%-*s  %8s  %-20s  %6s  %6s  %s\n", width, "variant", "matches", "first team wins",
            "mean", "median", "games end by");
    for (unsigned i = 0; i < n; i++) {
        const sim_stats *st = &r[i].st;
        double lo, hi;
        char win[32];
        sim_interval(st->first_game_wins, st->first_games, &lo, &hi);
        snprintf(win, sizeof win, "%5.1f%% (%.1f-%.1f)",
                 100.0 * share(st->first_game_wins, st->first_games), 100.0 * lo, 100.0 * hi);
        fprintf(f, "%-*s  %8lu  %-20s  %6.1f  %6u ", width, sim_label(&r[i], label, sizeof label),
                st->matches, win, sim_stats_mean(st), sim_stats_median(st));
        put_ends(f, st);
        fputc('\n', f);
    }
}

json_t *sim_result_json(const sim_result *r)
{
    const sim_stats *st = &r->st;
    json_t *variant = json_object(), *agents = json_object(), *wins = json_array(),
           *ends = json_object(), *turns = json_array();
    double lo, hi;
    uint64_t first, last;
    seeds_of(r, &first, &last);
    for (unsigned i = 0; i < r->nsettings; i++)
        json_object_set_new(variant, r->settings[i].key, json_string(r->settings[i].value));
    for (unsigned s = 0; s < r->seats; s++)
        json_object_set_new(agents, r->seat_name[s], json_string(r->agent[s]));
    for (unsigned t = 0; t < r->teams; t++)
        json_array_append_new(wins, json_integer((json_int_t)st->wins[t]));
    for (unsigned e = 0; e < SIM_NENDS; e++)
        json_object_set_new(ends, sim_end_names[e], json_integer((json_int_t)st->ends[e]));
    for (size_t t = 0; t < st->nturns; t++)
        if (st->turns[t])
            json_array_append_new(turns,
                                  json_pack("[I, I]", (json_int_t)t, (json_int_t)st->turns[t]));
    sim_interval(st->first_game_wins, st->first_games, &lo, &hi);
    json_t *o =
        json_pack("{s:s, s:s, s:o, s:s, s:I, s:o, s:s, s:I, s:I, s:[I, I], s:[I, I]}", "format",
                  SIM_FORMAT, "ruleset", r->ruleset, "variant", variant, "rules_hash",
                  r->rules_hash, "match_games", (json_int_t)r->match_games, "agents", agents,
                  "decks_hash", r->decks_hash, "first_seed", (json_int_t)r->first_seed,
                  "run_matches", (json_int_t)r->run_matches, "shard", (json_int_t)r->shard_k,
                  (json_int_t)r->shard_n, "seeds", (json_int_t)first, (json_int_t)last);
    json_t *counts = json_pack(
        "{s:I, s:I, s:o, s:I, s:I, s:I, s:f, s:[f, f], s:I, s:f, s:I, s:o, s:o, s:I, s:f}",
        "matches", (json_int_t)st->matches, "games", (json_int_t)st->games, "wins", wins, "draws",
        (json_int_t)st->draws, "first_team_games", (json_int_t)st->first_games,
        "first_team_game_wins", (json_int_t)st->first_game_wins, "first_team_game_win_share",
        share(st->first_game_wins, st->first_games), "first_team_game_win_interval", lo, hi,
        "median_turns", (json_int_t)sim_stats_median(st), "mean_turns", sim_stats_mean(st),
        "turn_sum", (json_int_t)st->turn_sum, "turns", turns, "ends", ends, "decisions",
        (json_int_t)st->decisions, "seconds", st->seconds);
    if (!o || !counts || json_object_update(o, counts)) {
        json_decref(o);
        o = NULL;
    }
    json_decref(counts);
    return o;
}

/* ---- reading a result back (--merge) ---- */

typedef struct reader {
    const char *file;
    size_t index;
    int bad;
} reader;

#ifdef __GNUC__
__attribute__((format(printf, 3, 4)))
#endif
static int
refuse(reader *rd, const char *key, const char *fmt, ...)
{
    va_list ap;
    if (rd->bad++) /* the first error is the one to mend */
        return -1;
    fprintf(stderr, "%s: [%zu]%s%s: ", rd->file, rd->index, *key ? "." : "", key);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    return -1;
}

static json_t *need(reader *rd, json_t *o, const char *key, json_type type)
{
    static const char *const types[] = {"an object", "an array", "a string", "an integer",
                                        "a number",  "true",     "false",    "null"};
    json_t *v = json_object_get(o, key);
    if (!v)
        refuse(rd, key, "missing");
    else if (json_typeof(v) != type)
        refuse(rd, key, "expected %s", types[type]);
    else
        return v;
    return NULL;
}

/* The largest count a result may hold: sums of a few of them (wins and draws, the game
 * lengths times their turns) stay far inside 64 bits, so no edited count wraps a check. */
#define SIM_MAX_COUNT 1000000000000LL

static unsigned long count_of(reader *rd, json_t *v, const char *key)
{
    if (!json_is_integer(v) || json_integer_value(v) < 0) {
        refuse(rd, key, "expected a count (an integer, 0 or more)");
        return 0;
    }
    if (json_integer_value(v) > SIM_MAX_COUNT) {
        refuse(rd, key, "more than 10^12 (SIM_MAX_COUNT): not a count a sim makes");
        return 0;
    }
    return (unsigned long)json_integer_value(v);
}

static unsigned long get_count(reader *rd, json_t *o, const char *key)
{
    json_t *v = need(rd, o, key, JSON_INTEGER);
    return v ? count_of(rd, v, key) : 0;
}

static void get_text(reader *rd, json_t *o, const char *key, char *out, size_t size)
{
    json_t *v = need(rd, o, key, JSON_STRING);
    out[0] = '\0';
    if (v && json_string_length(v) >= size)
        refuse(rd, key, "longer than %zu characters", size - 1);
    else if (v)
        snprintf(out, size, "%s", json_string_value(v));
}

int sim_result_from_json(sim_result *out, json_t *o, const char *file, size_t index)
{
    reader rd = {file, index, 0};
    sim_stats *st = &out->st;
    memset(out, 0, sizeof *out);
    if (!json_is_object(o)) {
        refuse(&rd, "", "expected a sim result (an object)");
        return EXIT_BAD_INPUT;
    }
    json_t *fmt = need(&rd, o, "format", JSON_STRING);
    if (fmt && strcmp(json_string_value(fmt), SIM_FORMAT) != 0)
        refuse(&rd, "format", "'%s' is not a result of this sim ('%s')", json_string_value(fmt),
               SIM_FORMAT);
    if (rd.bad)
        return EXIT_BAD_INPUT;
    /* every key `sim --json` writes; the shares, intervals, median and mean are recomputed
     * from the counts, so they are read only to be known */
    static const char *const keys[] = {"format",
                                       "ruleset",
                                       "variant",
                                       "rules_hash",
                                       "match_games",
                                       "agents",
                                       "decks_hash",
                                       "first_seed",
                                       "run_matches",
                                       "shard",
                                       "seeds",
                                       "matches",
                                       "games",
                                       "wins",
                                       "draws",
                                       "first_team_games",
                                       "first_team_game_wins",
                                       "first_team_game_win_share",
                                       "first_team_game_win_interval",
                                       "median_turns",
                                       "mean_turns",
                                       "turn_sum",
                                       "turns",
                                       "ends",
                                       "decisions",
                                       "seconds",
                                       NULL};
    const char *key;
    json_t *val;
    json_object_foreach(o, key, val)
    {
        unsigned k = 0;
        while (keys[k] && strcmp(keys[k], key) != 0)
            k++;
        if (!keys[k]) {
            refuse(&rd, key, "unknown key (not one `tagteam sim --json` writes)");
            return EXIT_BAD_INPUT;
        }
    }
    get_text(&rd, o, "ruleset", out->ruleset, sizeof out->ruleset);
    get_text(&rd, o, "rules_hash", out->rules_hash, sizeof out->rules_hash);
    get_text(&rd, o, "decks_hash", out->decks_hash, sizeof out->decks_hash);
    unsigned long games_a_match = get_count(&rd, o, "match_games");
    if (!rd.bad && (games_a_match < 1 || games_a_match > 9)) /* match.games: 1..9 */
        refuse(&rd, "match_games", "expected 1 to 9 (a ruleset's match.games)");
    out->match_games = (unsigned)games_a_match;
    json_t *seed = need(&rd, o, "first_seed", JSON_INTEGER); /* a seed, not a count: no cap */
    if (seed && json_integer_value(seed) < 0)
        refuse(&rd, "first_seed", "expected a seed (an integer, 0 or more)");
    out->first_seed = seed ? (uint64_t)json_integer_value(seed) : 0;
    out->run_matches = get_count(&rd, o, "run_matches");
    json_t *v = need(&rd, o, "variant", JSON_OBJECT);
    if (v && json_object_size(v) > SIM_MAX_VARY)
        refuse(&rd, "variant", "more than %d keys", SIM_MAX_VARY);
    else if (v) {
        json_object_foreach(v, key, val)
        {
            sim_setting *s = &out->settings[out->nsettings++];
            if (!json_is_string(val) || strlen(key) >= sizeof s->key ||
                json_string_length(val) >= sizeof s->value)
                refuse(&rd, "variant", "expected short strings");
            else {
                snprintf(s->key, sizeof s->key, "%s", key);
                snprintf(s->value, sizeof s->value, "%s", json_string_value(val));
            }
        }
    }
    v = need(&rd, o, "agents", JSON_OBJECT);
    if (v && (json_object_size(v) == 0 || json_object_size(v) > TT_MAX_SEATS))
        refuse(&rd, "agents", "expected 1 to %d seats", TT_MAX_SEATS);
    else if (v) {
        json_object_foreach(v, key, val)
        {
            unsigned s = out->seats++;
            if (!json_is_string(val) || strlen(key) >= sizeof out->seat_name[s] ||
                json_string_length(val) >= sizeof out->agent[s])
                refuse(&rd, "agents", "expected a seat's agent (short strings)");
            else {
                snprintf(out->seat_name[s], sizeof out->seat_name[s], "%s", key);
                snprintf(out->agent[s], sizeof out->agent[s], "%s", json_string_value(val));
            }
        }
    }
    v = need(&rd, o, "shard", JSON_ARRAY);
    if (v && (json_array_size(v) != 2 || !json_is_integer(json_array_get(v, 0)) ||
              !json_is_integer(json_array_get(v, 1))))
        refuse(&rd, "shard", "expected [k, n]");
    else if (v) {
        json_int_t k = json_integer_value(json_array_get(v, 0));
        json_int_t n = json_integer_value(json_array_get(v, 1));
        if (n < 1 || k < 1 || k > n || (unsigned long)n > out->run_matches || n > 65536)
            refuse(&rd, "shard", "expected [k, n] with 1 <= k <= n <= run_matches, n <= 65536");
        out->shard_k = (unsigned)k;
        out->shard_n = (unsigned)n;
    }
    st->matches = get_count(&rd, o, "matches");
    st->games = get_count(&rd, o, "games");
    st->draws = get_count(&rd, o, "draws");
    st->first_games = get_count(&rd, o, "first_team_games");
    st->first_game_wins = get_count(&rd, o, "first_team_game_wins");
    st->turn_sum = get_count(&rd, o, "turn_sum");
    st->decisions = get_count(&rd, o, "decisions");
    v = need(&rd, o, "seconds", JSON_REAL);
    st->seconds = v ? json_real_value(v) : 0.0;
    v = need(&rd, o, "wins", JSON_ARRAY);
    if (v && (json_array_size(v) < 1 || json_array_size(v) > TT_MAX_TEAMS))
        refuse(&rd, "wins", "expected a count per team (1 to %d)", TT_MAX_TEAMS);
    else if (v) {
        out->teams = (unsigned)json_array_size(v);
        for (unsigned t = 0; t < out->teams; t++)
            st->wins[t] = count_of(&rd, json_array_get(v, t), "wins");
    }
    v = need(&rd, o, "ends", JSON_OBJECT);
    for (unsigned e = 0; v && e < SIM_NENDS; e++)
        st->ends[e] = get_count(&rd, v, sim_end_names[e]);
    v = need(&rd, o, "turns", JSON_ARRAY);
    size_t i;
    json_t *pair;
    unsigned long hist = 0, hist_sum = 0;
    json_array_foreach(v, i, pair)
    {
        json_t *t = json_array_get(pair, 0), *c = json_array_get(pair, 1);
        if (json_array_size(pair) != 2 || !json_is_integer(t) || json_integer_value(t) < 0 ||
            json_integer_value(t) > 1000000 || !json_is_integer(c) || json_integer_value(c) < 0) {
            refuse(&rd, "turns", "expected [turns, games] pairs");
            break;
        }
        if (sim_stats_add_turns(st, (unsigned)json_integer_value(t),
                                (unsigned long)json_integer_value(c))) {
            sim_stats_free(st);
            fprintf(stderr, "tagteam sim: out of memory\n");
            return EXIT_RUNTIME;
        }
        if (json_integer_value(c) > SIM_MAX_COUNT - (json_int_t)hist) {
            refuse(&rd, "turns", "more than 10^12 games (SIM_MAX_COUNT)");
            break;
        }
        hist += (unsigned long)json_integer_value(c);
        hist_sum += (unsigned long)(json_integer_value(t) * json_integer_value(c));
    }
    /* the counts must add up: a result edited by hand or cut short is not merged */
    unsigned long won = st->draws, ended = 0;
    for (unsigned t = 0; t < out->teams; t++)
        won += st->wins[t];
    for (unsigned e = 0; e < SIM_NENDS; e++)
        ended += st->ends[e];
    unsigned long lo, hi;
    if (!rd.bad)
        sim_shard_range(out->run_matches, out->shard_k, out->shard_n, &lo, &hi);
    if (rd.bad)
        ;
    else if (won != st->matches)
        refuse(&rd, "wins", "wins and draws add up to %lu, not the %lu matches", won, st->matches);
    else if (st->matches != hi - lo)
        refuse(&rd, "matches", "%lu matches, but shard %u/%u of %lu plays %lu", st->matches,
               out->shard_k, out->shard_n, out->run_matches, hi - lo);
    else if (ended != st->games)
        refuse(&rd, "ends", "the endings add up to %lu, not the %lu games", ended, st->games);
    else if (hist != st->games || hist_sum != st->turn_sum)
        refuse(&rd, "turns", "the game lengths do not add up to games and turn_sum");
    else if (st->first_game_wins > st->first_games || st->games < st->matches)
        refuse(&rd, "first_team_game_wins", "more wins than games");
    else if (st->games > st->matches * out->match_games)
        refuse(&rd, "games", "%lu games, more than %u a match for %lu matches", st->games,
               out->match_games, st->matches);
    if (!rd.bad) { /* the seeds this shard played: the ones its place in the run says */
        uint64_t first, last;
        seeds_of(out, &first, &last);
        v = need(&rd, o, "seeds", JSON_ARRAY);
        if (v && (json_array_size(v) != 2 ||
                  json_integer_value(json_array_get(v, 0)) != (json_int_t)first ||
                  json_integer_value(json_array_get(v, 1)) != (json_int_t)last))
            refuse(&rd, "seeds",
                   "expected [%" PRIu64 ", %" PRIu64 "]: shard %u/%u of %lu matches "
                   "from seed %" PRIu64,
                   first, last, out->shard_k, out->shard_n, out->run_matches, out->first_seed);
    }
    if (rd.bad) {
        sim_stats_free(st);
        return EXIT_BAD_INPUT;
    }
    return EXIT_OK;
}

/* ---- CSV ---- */

static void csv_field(FILE *f, const char *s, int first)
{
    if (!first)
        fputc(',', f);
    if (!strpbrk(s, ",\"\r\n")) {
        fputs(s, f);
        return;
    }
    fputc('"', f);
    for (; *s; s++) {
        if (*s == '"')
            fputc('"', f);
        fputc(*s, f);
    }
    fputc('"', f);
}

static void csv_share(FILE *f, double x)
{
    fprintf(f, ",%.4f", x);
}

void sim_write_csv(FILE *f, const sim_result *r, unsigned n)
{
    /* the varied keys, in the order they first appear */
    const char *keys[SIM_MAX_VARY * 4];
    unsigned nkeys = 0, teams = 0;
    char buf[256];
    for (unsigned i = 0; i < n; i++) {
        teams = r[i].teams > teams ? r[i].teams : teams;
        for (unsigned k = 0; k < r[i].nsettings; k++) {
            unsigned j = 0;
            while (j < nkeys && strcmp(keys[j], r[i].settings[k].key) != 0)
                j++;
            if (j == nkeys && nkeys < sizeof keys / sizeof keys[0])
                keys[nkeys++] = r[i].settings[k].key;
        }
    }
    csv_field(f, "ruleset", 1);
    for (unsigned k = 0; k < nkeys; k++)
        csv_field(f, keys[k], 0);
    fputs(",matches,games", f);
    for (unsigned t = 0; t < teams; t++)
        fprintf(f, ",team%u_wins", t + 1);
    fputs(",draws,first_team_win_share,first_team_win_low,first_team_win_high,mean_turns,"
          "median_turns",
          f);
    for (unsigned e = 0; e < SIM_NENDS; e++) {
        snprintf(buf, sizeof buf, "ends_%s", sim_end_names[e]);
        for (char *p = buf; *p; p++)
            *p = *p == ' ' || *p == '-' ? '_' : *p;
        csv_field(f, buf, 0);
    }
    fputs(",decisions,first_seed,last_seed,rules_hash\r\n", f);
    for (unsigned i = 0; i < n; i++) {
        const sim_stats *st = &r[i].st;
        double lo, hi;
        uint64_t first, last;
        seeds_of(&r[i], &first, &last);
        csv_field(f, r[i].ruleset, 1);
        for (unsigned k = 0; k < nkeys; k++) {
            const char *val = "";
            for (unsigned j = 0; j < r[i].nsettings; j++)
                if (strcmp(r[i].settings[j].key, keys[k]) == 0)
                    val = r[i].settings[j].value;
            csv_field(f, val, 0);
        }
        fprintf(f, ",%lu,%lu", st->matches, st->games);
        for (unsigned t = 0; t < teams; t++)
            if (t < r[i].teams)
                fprintf(f, ",%lu", st->wins[t]);
            else
                fputc(',', f);
        fprintf(f, ",%lu", st->draws);
        sim_interval(st->first_game_wins, st->first_games, &lo, &hi);
        csv_share(f, share(st->first_game_wins, st->first_games));
        csv_share(f, lo);
        csv_share(f, hi);
        fprintf(f, ",%.2f", sim_stats_mean(st));
        fprintf(f, ",%u", sim_stats_median(st));
        for (unsigned e = 0; e < SIM_NENDS; e++)
            fprintf(f, ",%lu", st->ends[e]);
        fprintf(f, ",%lu,%" PRIu64 ",%" PRIu64 ",%s\r\n", st->decisions, first, last,
                r[i].rules_hash);
    }
}
