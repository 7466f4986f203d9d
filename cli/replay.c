/* replay.c: replay files (replay.h, docs/cli.md). A replay is only what the match needs to
 * be played again exactly: the rules (by hash), the RNG, the seed, the decks and the decisions;
 * the RNG and the rules decide everything else. */
#include "replay.h"

#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "tagteam/rng.h"

#define REPLAY_FORMAT 1

static const char *const part_names[3] = {"main", "extra", "side"};

struct replay {
    FILE *f;
    const char *file;
    cli_out out; /* writing: FILE.partial, renamed to FILE when the match was played */
    int writing;
    unsigned long line;             /* of the last line read or written */
    uint32_t *ids[TT_MAX_SEATS][3]; /* playing back: the decks, by card id */
    const tt_series *series;        /* replay_check_against: fingerprints are checked on it */
    int resume;                     /* replay_resume_mode: the end where a decision is due is
                                       where the table goes on (REPLAY_END), not an error */
    void (*talk)(json_t *line, void *payload);
    void *talk_payload;
};

static int bad_at(const replay *rp, unsigned long line, int col, const char *key, const char *fmt,
                  ...)
#ifdef __GNUC__
    __attribute__((format(printf, 5, 6)))
#endif
    ;

/* A replay that cannot be played back: FILE:LINE:COL: key: message, exit status 2. */
static int bad_at(const replay *rp, unsigned long line, int col, const char *key, const char *fmt,
                  ...)
{
    va_list ap;
    fprintf(stderr, "%s:%lu:%d: %s: ", rp->file, line, col, key);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    return EXIT_BAD_INPUT;
}

static int put_line(replay *rp, json_t *o)
{
    char *text = json_dumps(o, JSON_COMPACT | JSON_PRESERVE_ORDER);
    int ok = text && fprintf(rp->f, "%s\n", text) >= 0 && fflush(rp->f) == 0;
    free(text);
    rp->line++;
    if (!ok) {
        fprintf(stderr, "tagteam play: %s: cannot write line %lu of the replay\n", rp->file,
                rp->line);
        return EXIT_RUNTIME;
    }
    return EXIT_OK;
}

static void hash_text(const tt_ruleset *rs, char out[17])
{
    snprintf(out, 17, "%016" PRIx64, tt_ruleset_hash(rs));
}

/* A JSON integer holds a seed up to 2^63-1; a larger one (play takes 0 to 2^64-1) is written as
 * its decimal digits in a string, so the header never shows a wrapped, negative seed. */
static json_t *seed_json(uint64_t seed)
{
    char digits[24];
    if (seed <= INT64_MAX)
        return json_integer((json_int_t)seed);
    snprintf(digits, sizeof digits, "%" PRIu64, seed);
    return json_string(digits);
}

/* The header's seed: a non-negative integer, or the digits seed_json writes. 0 when it is not. */
static int seed_read(const json_t *v, uint64_t *seed)
{
    const char *digits = json_string_value(v);
    if (json_is_integer(v) && json_integer_value(v) >= 0) {
        *seed = (uint64_t)json_integer_value(v);
        return 1;
    }
    if (!digits || *digits < '0' || *digits > '9')
        return 0;
    char *end;
    errno = 0;
    unsigned long long x = strtoull(digits, &end, 10);
    if (*end || errno == ERANGE)
        return 0;
    *seed = x;
    return 1;
}

json_t *replay_header(const char *ruleset_ref, const tt_ruleset *rs, const tt_carddb *db,
                      uint64_t seed, const tt_series_setup *setup)
{
    const tt_rules *r = tt_ruleset_rules(rs);
    char hash[17], seat[4];
    hash_text(rs, hash);
    json_t *decks = json_object();
    for (unsigned s = 0; s < r->seats; s++) {
        const uint32_t *ids[3] = {setup->main[s], setup->extra[s], setup->side[s]};
        const unsigned n[3] = {setup->nmain[s], setup->nextra[s], setup->nside[s]};
        json_t *deck = json_object();
        for (unsigned p = 0; p < 3; p++) {
            json_t *names = json_array();
            for (unsigned i = 0; i < n[p]; i++)
                json_array_append_new(names, json_string(tt_carddb_name(db, ids[p][i])));
            json_object_set_new(deck, part_names[p], names);
        }
        json_object_set_new(decks, tt_seat_name(r, s, seat), deck);
    }
    return json_pack("{s:i, s:s, s:s, s:s, s:s, s:o, s:o}", "tagteam_replay", REPLAY_FORMAT,
                     "tagteam", TT_VERSION, "rng", TT_RNG_ID, "ruleset", ruleset_ref,
                     "ruleset_hash", hash, "seed", seed_json(seed), "decks", decks);
}

int replay_record(replay **out, const char *file, const char *ruleset_ref, const tt_ruleset *rs,
                  tt_ctx *ctx, uint64_t seed, const tt_series_setup *setup)
{
    const tt_carddb *db = NULL;
    tt_error err = {0};
    if (tt_ctx_carddb(&db, ctx, tt_ruleset_rules(rs)->game, &err))
        return cli_report(&err);
    replay *rp = calloc(1, sizeof *rp);
    if (!rp) {
        fprintf(stderr, "tagteam play: out of memory\n");
        return EXIT_RUNTIME;
    }
    /* written aside and renamed at the end: bad input (exit 2) leaves FILE as it was; a place
     * that cannot be written is refused before the match */
    int opened = cli_out_open(&rp->out, "play", "--record", file);
    if (opened != EXIT_OK) {
        free(rp);
        return opened;
    }
    rp->f = rp->out.f;
    rp->file = file;
    rp->writing = 1;
    json_t *header = replay_header(ruleset_ref, rs, db, seed, setup);
    int status = put_line(rp, header);
    json_decref(header);
    if (status != EXIT_OK) {
        cli_out_close(&rp->out, status);
        free(rp);
        return status;
    }
    *out = rp;
    return EXIT_OK;
}

json_t *replay_decision_line(const tt_rules *r, unsigned seat, json_t *decision)
{
    char name[4];
    int concede = json_is_object(decision);
    return json_pack("{s:s, s:O}", "seat", tt_seat_name(r, seat, name),
                     concede ? "concede" : "take", concede ? json_true() : decision);
}

uint64_t replay_fingerprint(const tt_series *s)
{
    const tt_match *m = tt_series_game(s);
    uint64_t h = 0xcbf29ce484222325ull; /* FNV-1a 64 */
    const unsigned char *p = m ? tt_match_state(m) : NULL;
    size_t n = m ? tt_match_fixed_size(m) : 0;
    unsigned between[3] = {tt_series_game_number(s), tt_series_wins(s, 0), tt_series_wins(s, 1)};
    if (!m) { /* between games: where the match stands */
        p = (const unsigned char *)between;
        n = sizeof between;
    }
    for (size_t i = 0; i < n; i++)
        h = (h ^ p[i]) * 0x100000001b3ull;
    return h;
}

void replay_check_against(replay *rp, const tt_series *s)
{
    rp->series = s;
}

void replay_resume_mode(replay *rp, void (*talk)(json_t *line, void *payload), void *payload)
{
    rp->resume = 1;
    rp->talk = talk;
    rp->talk_payload = payload;
}

int replay_note(replay *rp, const tt_rules *r, unsigned seat, json_t *decision)
{
    json_t *o = replay_decision_line(r, seat, decision);
    int status = put_line(rp, o);
    json_decref(o);
    return status;
}

/* Reads the next line as a JSON object; NULL at the end of the file (*status EXIT_OK) or on a
 * malformed line (*status EXIT_BAD_INPUT, printed). */
static json_t *next_object(replay *rp, int *status)
{
    char buf[1 << 16];
    json_error_t jerr;
    *status = EXIT_OK;
    if (!fgets(buf, sizeof buf, rp->f))
        return NULL;
    rp->line++;
    if (!strchr(buf, '\n') && !feof(rp->f)) {
        *status = bad_at(rp, rp->line, (int)sizeof buf, "replay", "line longer than 65535 bytes");
        return NULL;
    }
    json_t *o = json_loads(buf, 0, &jerr);
    if (!o || !json_is_object(o)) {
        *status = bad_at(rp, rp->line,
                         o                 ? 1
                         : jerr.column > 0 ? jerr.column
                                           : 1,
                         "replay", "%s", o ? "expected a JSON object" : jerr.text);
        json_decref(o);
        return NULL;
    }
    return o;
}

/* Appends to buf (size bytes, *len used) like snprintf; 0 once it no longer fits, and then
 * nothing more is written. */
#ifdef __GNUC__
__attribute__((format(printf, 4, 5)))
#endif
static int
appendf(char *buf, size_t size, size_t *len, const char *fmt, ...)
{
    va_list ap;
    if (*len >= size)
        return 0;
    va_start(ap, fmt);
    int n = vsnprintf(buf + *len, size - *len, fmt, ap);
    va_end(ap);
    *len = n < 0 ? size : *len + (size_t)n;
    return *len < size;
}

/* A seat's deck from the header, as the deck file it stands for (name: copies per part, in
 * the order the names come), through the deck loader: a replay whose decks the ruleset would
 * refuse (size, copies, banned, the card pool) is bad input, as the same --deck would be. */
static int check_deck(const replay *rp, tt_ctx *ctx, const tt_ruleset *rs, const char *seat,
                      json_t *deck)
{
    static char yaml[TT_MAX_CARDS * 80 + 64];
    size_t len = 0;
    int fits =
        appendf(yaml, sizeof yaml, &len, "name: replay\ngame: %s\n", tt_ruleset_rules(rs)->game);
    for (unsigned p = 0; p < 3 && fits; p++) {
        json_t *names = json_object_get(deck, part_names[p]);
        size_t n = json_array_size(names);
        fits = appendf(yaml, sizeof yaml, &len, "%s:%s\n", part_names[p], n ? "" : " {}");
        for (size_t i = 0; i < n && fits; i++) {
            const char *name = json_string_value(json_array_get(names, i));
            unsigned copies = 0, seen = 0;
            for (size_t j = 0; j < n; j++) {
                const char *other = json_string_value(json_array_get(names, j));
                seen |= j < i && !strcmp(other, name);
                copies += !strcmp(other, name);
            }
            if (seen)
                continue;
            fits = appendf(yaml, sizeof yaml, &len, "  \"");
            for (const char *c = name; *c && fits; c++) /* a double-quoted YAML string */
                fits = appendf(yaml, sizeof yaml, &len, "%s%c", *c == '"' || *c == '\\' ? "\\" : "",
                               *c);
            fits = fits && appendf(yaml, sizeof yaml, &len, "\": %u\n", copies);
        }
    }
    if (!fits)
        return bad_at(rp, 1, 1, "decks", "%s's deck is too long to check", seat);
    tt_deck *d = NULL;
    tt_error err = {0};
    int rc = tt_deck_load_string(&d, ctx, rs, "replay", yaml, &err);
    if (rc == TT_OK) {
        tt_deck_free(d);
        return EXIT_OK;
    }
    if (rc != TT_ERR_SCHEMA) /* out of memory, a card file unread: not the replay's fault */
        return cli_report(&err);
    return bad_at(rp, 1, 1, "decks", "%s's deck: %s: %s", seat, err.path, err.msg);
}

/* header.decks: every seat's deck by card names, resolved in the game's card database and
 * checked against the ruleset. */
static int load_decks(replay *rp, json_t *decks, tt_ctx *ctx, const tt_ruleset *rs,
                      const tt_carddb *db, tt_series_setup *setup)
{
    const tt_rules *r = tt_ruleset_rules(rs);
    char seat[4];
    for (unsigned s = 0; s < r->seats; s++) {
        json_t *deck = json_object_get(decks, tt_seat_name(r, s, seat));
        if (!json_is_object(deck))
            return bad_at(rp, 1, 1, "decks", "no deck of %s", seat);
        unsigned *counts[3] = {&setup->nmain[s], &setup->nextra[s], &setup->nside[s]};
        const uint32_t **lists[3] = {&setup->main[s], &setup->extra[s], &setup->side[s]};
        for (unsigned p = 0; p < 3; p++) {
            json_t *names = json_object_get(deck, part_names[p]);
            size_t n = json_array_size(names);
            if (!json_is_array(names) || n > TT_MAX_CARDS)
                return bad_at(rp, 1, 1, "decks", "%s's deck has no %s list", seat, part_names[p]);
            if (!(rp->ids[s][p] = malloc((n ? n : 1) * sizeof(uint32_t))))
                return EXIT_RUNTIME;
            for (size_t i = 0; i < n; i++) {
                const char *name = json_string_value(json_array_get(names, i));
                int id = name ? tt_carddb_find(db, name) : -1;
                if (id < 0)
                    return bad_at(rp, 1, 1, "decks", "'%s' is not a card of the game (%s)",
                                  name ? name : "(not a string)", seat);
                rp->ids[s][p][i] = (uint32_t)id;
            }
            *lists[p] = rp->ids[s][p];
            *counts[p] = (unsigned)n;
        }
        int status = check_deck(rp, ctx, rs, seat, deck);
        if (status != EXIT_OK)
            return status;
    }
    return EXIT_OK;
}

static int check_header(replay *rp, json_t *h, tt_ctx *ctx, tt_ruleset **rs, uint64_t *seed,
                        tt_series_setup *setup)
{
    json_t *seed_v = json_object_get(h, "seed");
    const char *ref = json_string_value(json_object_get(h, "ruleset"));
    const char *want = json_string_value(json_object_get(h, "ruleset_hash"));
    const char *version = json_string_value(json_object_get(h, "tagteam"));
    const char *rng = json_string_value(json_object_get(h, "rng"));
    const tt_carddb *db = NULL;
    tt_error err = {0};
    char hash[17];
    if (json_integer_value(json_object_get(h, "tagteam_replay")) != REPLAY_FORMAT)
        return bad_at(rp, 1, 1, "tagteam_replay", "not a tagteam replay of format %d",
                      REPLAY_FORMAT);
    if (!version || strcmp(version, TT_VERSION) != 0)
        return bad_at(rp, 1, 1, "tagteam",
                      "recorded by tagteam %s; this is tagteam %s, whose rules may differ",
                      version ? version : "(none)", TT_VERSION);
    if (!rng || strcmp(rng, TT_RNG_ID) != 0)
        return bad_at(rp, 1, 1, "rng", "recorded with the RNG %s; this tagteam draws with %s",
                      rng ? rng : "(none)", TT_RNG_ID);
    if (!ref || !want || !seed_v)
        return bad_at(rp, 1, 1, "replay", "the header needs ruleset, ruleset_hash and seed");
    if (!seed_read(seed_v, seed))
        return bad_at(rp, 1, 1, "seed", "the seed is a number from 0 to 2^64-1");
    int status = cli_ruleset_load(rs, ctx, "play", ref);
    if (status != EXIT_OK)
        return status;
    hash_text(*rs, hash);
    /* a match played with a stdio seat asked every seat at every window (cmd_play.c): its
     * ruleset hashes with responses.ask_every_seat, unless the ruleset set it itself */
    if (strcmp(hash, want) != 0 && tt_ruleset_default_ask_every_seat(*rs, 1, &err) == 1) {
        char asked[17];
        hash_text(*rs, asked);
        if (strcmp(asked, want) == 0)
            memcpy(hash, asked, sizeof hash);
    }
    if (strcmp(hash, want) != 0)
        return bad_at(rp, 1, 1, "ruleset_hash",
                      "the replay was recorded under ruleset hash %s; the ruleset now hashes to "
                      "%s (its rules changed)",
                      want, hash);
    if (tt_ctx_carddb(&db, ctx, tt_ruleset_rules(*rs)->game, &err))
        return cli_report(&err);
    return load_decks(rp, json_object_get(h, "decks"), ctx, *rs, db, setup);
}

int replay_open(replay **out, const char *file, tt_ctx *ctx, tt_ruleset **rs, uint64_t *seed,
                tt_series_setup *setup)
{
    replay *rp = NULL;
    int status;
    *rs = NULL;
    if ((status = cli_input_file("play", "replay file", file)) != EXIT_OK)
        return status;
    rp = calloc(1, sizeof *rp);
    if (!rp || !(rp->f = fopen(file, "r"))) {
        fprintf(stderr, "tagteam play: cannot read %s\n", file);
        free(rp);
        return EXIT_RUNTIME; /* as any file that cannot be read (TT_ERR_IO) */
    }
    rp->file = file;
    json_t *h = next_object(rp, &status);
    if (!h && status == EXIT_OK)
        status = bad_at(rp, 1, 1, "replay", "the file is empty");
    if (h)
        status = check_header(rp, h, ctx, rs, seed, setup);
    json_decref(h);
    if (status != EXIT_OK) {
        tt_ruleset_free(*rs);
        *rs = NULL;
        replay_close(rp, status);
        return status;
    }
    *out = rp;
    return EXIT_OK;
}

enum { LINE_DECISION = -1, LINE_DONE = -2 };

/* The lines of a table's record besides the decisions (docs/server.md): talk (given to the
 * resume's talk function, else skipped), a fingerprint of the state before the next decision
 * (checked when replay_check_against gave the series) and the result (checked at the end).
 * LINE_DONE once taken, LINE_DECISION for any other line, or an exit status. */
static int side_line(replay *rp, json_t *o)
{
    json_t *talk = json_object_get(o, "talk"), *fp = json_object_get(o, "fingerprint");
    if (json_object_get(o, "result") && json_object_size(o) == 1)
        return LINE_DONE; /* checked by replay_close, where the match is over */
    if (talk && json_object_size(o) == 1) {
        if (!json_is_object(talk))
            return bad_at(rp, rp->line, 1, "talk", "expected an object");
        if (rp->talk)
            rp->talk(talk, rp->talk_payload);
        return LINE_DONE;
    }
    if (!fp || json_object_size(o) != 1)
        return LINE_DECISION;
    char want[17];
    if (!json_is_string(fp) || strlen(json_string_value(fp)) != 16)
        return bad_at(rp, rp->line, 1, "fingerprint", "expected 16 hex digits");
    if (!rp->series)
        return LINE_DONE;
    snprintf(want, sizeof want, "%016" PRIx64, replay_fingerprint(rp->series));
    if (strcmp(want, json_string_value(fp)) != 0)
        return bad_at(rp, rp->line, 1, "fingerprint",
                      "the match is not where the record says (state %s, recorded %s): the "
                      "record was altered, or the rules or cards changed since it was made",
                      want, json_string_value(fp));
    return LINE_DONE;
}

int replay_next(replay *rp, const tt_rules *r, unsigned seat, json_t **decision)
{
    char want[4];
    int status;
    *decision = NULL;
    tt_seat_name(r, seat, want);
    json_t *o;
    while ((o = next_object(rp, &status)) && (status = side_line(rp, o)) != LINE_DECISION) {
        json_decref(o);
        if (status != LINE_DONE)
            return status;
    }
    if (o)
        status = EXIT_OK;
    else if (status == EXIT_OK && rp->resume)
        return REPLAY_END;
    if (!o)
        return status != EXIT_OK ? status
                                 : bad_at(rp, rp->line + 1, 1, "replay",
                                          "the replay ends, but %s has a decision to take", want);
    const char *who = json_string_value(json_object_get(o, "seat")), *key;
    json_t *take = json_object_get(o, "take"), *v;
    json_object_foreach(o, key, v) /* a misspelt key would be a decision silently lost */
        if (strcmp(key, "seat") && strcmp(key, "take") && strcmp(key, "concede"))
    {
        status =
            bad_at(rp, rp->line, 1, key, "unknown key in a decision line (seat, take or concede)");
        json_decref(o);
        return status;
    }
    if (!who || strcmp(who, want) != 0)
        status = bad_at(rp, rp->line, 1, "seat", "the replay has %s decide here, but it is %s's",
                        who ? who : "(no seat)", want);
    else if (json_is_true(json_object_get(o, "concede")))
        *decision = json_pack("{s:b}", "concede", 1);
    else if (take)
        *decision = json_incref(take);
    else
        status = bad_at(rp, rp->line, 1, "take", "a decision line needs take or concede");
    json_decref(o);
    return status;
}

/* After the last decision: talk lines, and the result, which must be the match's. */
static int result_line(replay *rp, json_t *o)
{
    json_t *res = json_object_get(o, "result");
    if (!res || json_object_size(o) != 1)
        return side_line(rp, o);
    json_t *w = json_object_get(res, "winner");
    int winner = json_is_integer(w) ? (int)json_integer_value(w) : 0;
    if (!json_is_object(res) || (!json_is_null(w) && !json_is_integer(w)))
        return bad_at(rp, rp->line, 1, "result.winner", "expected a team number or null");
    int played = rp->series ? tt_series_winner(rp->series) + 1 : 0; /* 0: a draw */
    if (rp->series && played != winner)
        return bad_at(rp, rp->line, 1, "result.winner",
                      "the record says %s%.0d; played back, %s%.0d", winner ? "team " : "a draw",
                      winner, played ? "team " : "a draw", played);
    return LINE_DONE;
}

int replay_refused(const replay *rp, const tt_error *err)
{
    if (err->code == TT_ERR_SCHEMA)
        return bad_at(rp, rp->line, 1, "take", "expected an option index or a label");
    if (err->code != TT_ERR_ILLEGAL)
        return cli_report(err);
    return bad_at(rp, rp->line, 1, "take", "refused: %s (%s)", err->msg, err->path);
}

int replay_close(replay *rp, int status)
{
    if (!rp)
        return status;
    if (status == EXIT_OK && !rp->writing) {
        int st;
        json_t *extra;
        while ((extra = next_object(rp, &st)) && (st = result_line(rp, extra)) == LINE_DONE)
            json_decref(extra);
        if (extra && st != LINE_DECISION)
            status = st;
        else if (extra)
            status = bad_at(rp, rp->line, 1, "replay",
                            "the match is over, but the replay has more decisions");
        else
            status = st;
        json_decref(extra);
    }
    if (rp->writing) {
        /* kept for a match stopped early (exit 1) too; bad input (exit 2) leaves FILE as it
         * was, nothing half-applied */
        int kept = cli_out_close(&rp->out, status == EXIT_BAD_INPUT ? status : EXIT_OK);
        status = status == EXIT_OK ? kept : status;
    } else {
        fclose(rp->f);
    }
    for (unsigned s = 0; s < TT_MAX_SEATS; s++)
        for (unsigned p = 0; p < 3; p++)
            free(rp->ids[s][p]);
    free(rp);
    return status;
}
