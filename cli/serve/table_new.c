/* table_new.c: a table's config from a POST /api/tables body (docs/server.md), and from and to
 * a record's header. Everything is checked before anything is made: a bad ruleset, deck, seat,
 * player or clock refuses the whole table with the loader's file:line:col message. */
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../cli.h"
#include "serve.h"

#ifdef __GNUC__
__attribute__((format(printf, 3, 4)))
#endif
static int
refuse(char *why, size_t size, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(why, size, fmt, ap);
    va_end(ap);
    return -1;
}

static const char *const body_keys[] = {"ruleset", "ruleset_yaml", "seed", "seats", "clock", NULL};
static const char *const seat_keys[] = {"player", "deck", "deck_yaml", NULL};

/* Whether k is one of the NULL-terminated keys: a key nobody reads is refused, not ignored. */
static int one_of(const char *k, const char *const *keys)
{
    for (; *keys; keys++)
        if (strcmp(k, *keys) == 0)
            return 1;
    return 0;
}

/* n random bytes from the operating system (seeds, tokens, table ids); 0 or -1. */
static int random_bytes(void *out, size_t n)
{
    int fd = open("/dev/urandom", O_RDONLY | O_CLOEXEC);
    int ok = fd >= 0 && read(fd, out, n) == (ssize_t)n;
    if (fd >= 0)
        close(fd);
    return ok ? 0 : -1;
}

/* n random bytes as 2n hex digits. */
static int random_hex(char *out, size_t n)
{
    unsigned char b[32];
    if (n > sizeof b || random_bytes(b, n))
        return -1;
    for (size_t i = 0; i < n; i++)
        snprintf(out + 2 * i, 3, "%02x", b[i]);
    return 0;
}

int token_equal(const char *a, const char *b)
{
    unsigned char diff = 0;
    for (unsigned i = 0; i < SERVE_TOKEN_HEX; i++)
        diff |= (unsigned char)(a[i] ^ b[i]);
    return diff == 0 && strlen(b) == SERVE_TOKEN_HEX;
}

/* A player as given: person, bot, or a built-in agent the server plays (random, first, greedy,
 * mcts:N up to SERVE_MCTS_MAX). -3 if none. */
static int parse_player(const char *p, char *why, size_t size, const char *seat)
{
    if (strcmp(p, "person") == 0)
        return PLAYER_PERSON;
    if (strcmp(p, "bot") == 0)
        return PLAYER_BOT;
    int kind = agent_parse(p);
    if (kind < 0 || kind == AGENT_STDIO || kind == AGENT_EXEC) {
        refuse(why, size,
               "seats.%s.player: '%s' is not a player: person, bot, random, first, greedy or "
               "mcts:N",
               seat, p);
        return -3;
    }
    if (kind >= AGENT_MCTS && kind - AGENT_MCTS > SERVE_MCTS_MAX) {
        refuse(why, size,
               "seats.%s.player: mcts:%d: at most mcts:%d on a server (one thread plays every "
               "table)",
               seat, kind - AGENT_MCTS, SERVE_MCTS_MAX);
        return -3;
    }
    return kind;
}

/* A deck name is a shipped deck's: letters, digits, '-' and '_' only (no path). */
static int deck_name_ok(const char *n)
{
    if (!*n || strlen(n) > 64)
        return 0;
    for (const char *c = n; *c; c++)
        if (!((*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') || (*c >= '0' && *c <= '9') ||
              *c == '-' || *c == '_'))
            return 0;
    return 1;
}

static int load_deck(table_config *cfg, tt_ctx *ctx, unsigned seat, json_t *spec, char *why,
                     size_t size)
{
    const tt_rules *r = tt_ruleset_rules(cfg->rs);
    char who[4], file[4096], name[32];
    tt_error err = {0};
    tt_seat_name(r, seat, who);
    const char *deck = json_string_value(json_object_get(spec, "deck"));
    const char *text = json_string_value(json_object_get(spec, "deck_yaml"));
    int rc;
    if (deck && text)
        return refuse(why, size, "seats.%s: give deck or deck_yaml, not both", who);
    if (json_object_get(spec, "deck") && !deck)
        return refuse(why, size, "seats.%s.deck: expected a deck's name", who);
    if (json_object_get(spec, "deck_yaml") && !text)
        return refuse(why, size, "seats.%s.deck_yaml: expected a deck's text", who);
    if (text) {
        snprintf(name, sizeof name, "%s.deck_yaml", who);
        rc = tt_deck_load_string(&cfg->decks[seat], ctx, cfg->rs, name, text, &err);
    } else if (deck) {
        if (!deck_name_ok(deck))
            return refuse(why, size,
                          "seats.%s.deck: '%s' is not a shipped deck's name (letters, digits, - "
                          "and _)",
                          who, deck);
        snprintf(file, sizeof file, "%s/%s/decks/%s.yaml", cli_games_dir(), r->game, deck);
        if (access(file, R_OK) != 0)
            return refuse(why, size, "seats.%s.deck: no shipped %s deck '%s'", who, r->game, deck);
        rc = tt_deck_load_file(&cfg->decks[seat], ctx, cfg->rs, file, &err);
    } else {
        const char *def = tt_ruleset_default_deck(cfg->rs, seat);
        if (!def)
            return refuse(why, size,
                          "seats.%s: the ruleset has no default deck for it: give deck "
                          "or deck_yaml",
                          who);
        rc = tt_deck_load_file(&cfg->decks[seat], ctx, cfg->rs, def, &err);
    }
    if (rc) {
        char text_err[512];
        tt_error_format(&err, text_err, sizeof text_err);
        return refuse(why, size, "%s", text_err);
    }
    tt_series_setup *st = &cfg->setup;
    st->main[seat] = tt_deck_ids(cfg->decks[seat], TT_DECK_MAIN);
    st->nmain[seat] = tt_deck_count(cfg->decks[seat], TT_DECK_MAIN);
    st->extra[seat] = tt_deck_ids(cfg->decks[seat], TT_DECK_EXTRA);
    st->nextra[seat] = tt_deck_count(cfg->decks[seat], TT_DECK_EXTRA);
    st->side[seat] = tt_deck_ids(cfg->decks[seat], TT_DECK_SIDE);
    st->nside[seat] = tt_deck_count(cfg->decks[seat], TT_DECK_SIDE);
    return 0;
}

static int load_ruleset(table_config *cfg, tt_ctx *ctx, json_t *body, char *why, size_t size)
{
    const char *name = json_string_value(json_object_get(body, "ruleset"));
    const char *text = json_string_value(json_object_get(body, "ruleset_yaml"));
    tt_error err = {0};
    int rc;
    if (!name == !text)
        return refuse(why, size,
                      "give ruleset (a shipped ruleset's name) or ruleset_yaml (a "
                      "house variant's text), one of them");
    if (name) {
        if (tt_ruleset_is_file(name))
            return refuse(why, size,
                          "ruleset: '%s' is a file; the server plays shipped rulesets "
                          "by name, or a pasted ruleset_yaml",
                          name);
        rc = tt_ruleset_load_shipped(&cfg->rs, ctx, name, &err);
        snprintf(cfg->ruleset_ref, sizeof cfg->ruleset_ref, "%s", name);
    } else {
        rc = tt_ruleset_load_untrusted(&cfg->rs, ctx, "ruleset_yaml", text, &err);
        cfg->ruleset_text = strdup(text);
    }
    if (rc) {
        char text_err[512];
        tt_error_format(&err, text_err, sizeof text_err);
        return refuse(why, size, "%s", text_err);
    }
    /* issue 33: whether a seat is asked at a window must not tell what it holds */
    if (tt_ruleset_default_ask_every_seat(cfg->rs, 1, &err) < 0)
        return refuse(why, size, "%s", err.msg);
    return 0;
}

static int parse_clock(table_config *cfg, json_t *clock, char *why, size_t size)
{
    const char *key;
    json_t *v;
    if (!clock)
        return 0;
    if (!json_is_object(clock))
        return refuse(why, size,
                      "clock: expected {\"decision\": S, \"total\": S, \"timeout\": "
                      "\"default\" or \"concede\"}");
    json_object_foreach(clock, key, v)
    {
        if (strcmp(key, "timeout") == 0) {
            const char *to = json_string_value(v);
            if (!to || (strcmp(to, "default") && strcmp(to, "concede")))
                return refuse(why, size, "clock.timeout: expected \"default\" or \"concede\"");
            cfg->timeout_concede = strcmp(to, "concede") == 0;
        } else if (strcmp(key, "decision") == 0 || strcmp(key, "total") == 0) {
            double s = json_number_value(v);
            if (!json_is_number(v) || !(s > 0) || s > 1e6)
                return refuse(why, size, "clock.%s: expected seconds, more than 0", key);
            *(key[0] == 'd' ? &cfg->clock_decision : &cfg->clock_total) = s;
        } else {
            return refuse(why, size, "clock.%s: unknown key (decision, total, timeout)", key);
        }
    }
    return 0;
}

static int parse_seats(table_config *cfg, tt_ctx *ctx, json_t *seats, char *why, size_t size)
{
    const tt_rules *r = tt_ruleset_rules(cfg->rs);
    const char *key;
    json_t *v;
    if (seats && !json_is_object(seats))
        return refuse(why, size, "seats: expected an object from seat to its player and deck");
    json_object_foreach(seats, key, v)
    {
        const char *k2;
        json_t *v2;
        if (tt_seat_parse(r, key) < 0)
            return refuse(why, size, "seats.%s: not a seat of %s", key, r->name);
        if (!json_is_object(v))
            return refuse(why, size, "seats.%s: expected {\"player\": ..., \"deck\": ...}", key);
        json_object_foreach(v, k2, v2)
        {
            if (!one_of(k2, seat_keys))
                return refuse(why, size, "seats.%s.%s: unknown key (player, deck, deck_yaml)", key,
                              k2);
        }
    }
    for (unsigned s = 0; s < r->seats; s++) {
        char who[4];
        json_t *spec = json_object_get(seats, tt_seat_name(r, s, who));
        json_t *pv = json_object_get(spec, "player");
        const char *p = pv ? json_string_value(pv) : "person";
        if (!p)
            return refuse(why, size, "seats.%s.player: expected a string", who);
        if ((cfg->player[s] = parse_player(p, why, size, who)) == -3)
            return -1;
        snprintf(cfg->player_name[s], sizeof cfg->player_name[s], "%s", p);
        if (load_deck(cfg, ctx, s, spec, why, size))
            return -1;
    }
    return 0;
}

int table_config_parse(table_config *cfg, tt_ctx *ctx, const char *body, size_t len, char *why,
                       size_t size)
{
    json_error_t jerr;
    const char *key;
    json_t *v;
    memset(cfg, 0, sizeof *cfg);
    cfg->setup.version = TT_SERIES_SETUP_VERSION;
    json_t *o = json_loadb(body, len, 0, &jerr);
    if (!o)
        return refuse(why, size, "<body>:%d:%d: %s", jerr.line, jerr.column, jerr.text);
    int rc = 0;
    if (!json_is_object(o))
        rc = refuse(why, size, "the body is a JSON object");
    json_object_foreach(o, key, v)
    {
        if (!rc && !one_of(key, body_keys))
            rc = refuse(why, size, "%s: unknown key (ruleset, ruleset_yaml, seed, seats, clock)",
                        key);
    }
    json_t *seed = json_object_get(o, "seed");
    if (!rc && seed && (!json_is_integer(seed) || json_integer_value(seed) < 0))
        rc = refuse(why, size, "seed: expected a number from 0 to 2^63-1");
    if (!rc)
        rc = load_ruleset(cfg, ctx, o, why, size);
    if (!rc)
        rc = parse_clock(cfg, json_object_get(o, "clock"), why, size);
    if (!rc)
        rc = parse_seats(cfg, ctx, json_object_get(o, "seats"), why, size);
    if (!rc && seed)
        cfg->seed = (uint64_t)json_integer_value(seed);
    else if (!rc && random_bytes(&cfg->seed, sizeof cfg->seed))
        rc = refuse(why, size, "no seed could be read from /dev/urandom");
    char id[9] = "";
    for (unsigned k = 0; !rc && k <= TT_MAX_SEATS; k++)
        if (random_hex(cfg->token[k], SERVE_TOKEN_HEX / 2))
            rc = refuse(why, size, "no token could be read from /dev/urandom");
    if (!rc && random_hex(id, 4) == 0)
        snprintf(cfg->id, sizeof cfg->id, "t%s", id);
    json_decref(o);
    if (rc)
        table_config_release(cfg);
    return rc;
}

json_t *table_config_json(const table_config *cfg)
{
    const tt_rules *r = tt_ruleset_rules(cfg->rs);
    json_t *players = json_object(), *tokens = json_object();
    char who[4];
    for (unsigned s = 0; s < r->seats; s++) {
        json_object_set_new(players, tt_seat_name(r, s, who), json_string(cfg->player_name[s]));
        if (cfg->player[s] == PLAYER_PERSON || cfg->player[s] == PLAYER_BOT)
            json_object_set_new(tokens, who, json_string(cfg->token[s]));
    }
    json_object_set_new(tokens, "spectate", json_string(cfg->token[SERVE_SPECTATOR]));
    return json_pack("{s:o, s:{s:f, s:f, s:s}, s:o}", "players", players, "clock", "decision",
                     cfg->clock_decision, "total", cfg->clock_total, "timeout",
                     cfg->timeout_concede ? "concede" : "default", "tokens", tokens);
}

int table_config_from_header(table_config *cfg, tt_ctx *ctx, json_t *tk, const char *file,
                             char *why, size_t size)
{
    (void)ctx;
    const tt_rules *r = tt_ruleset_rules(cfg->rs);
    json_t *players = json_object_get(tk, "players"), *tokens = json_object_get(tk, "tokens");
    json_t *clock = json_object_get(tk, "clock");
    if (!json_is_object(players) || !json_is_object(tokens) || !json_is_object(clock))
        return refuse(why, size, "%s:1:1: table: expected players, clock and tokens", file);
    cfg->clock_decision = json_number_value(json_object_get(clock, "decision"));
    cfg->clock_total = json_number_value(json_object_get(clock, "total"));
    const char *to = json_string_value(json_object_get(clock, "timeout"));
    cfg->timeout_concede = to && strcmp(to, "concede") == 0;
    for (unsigned k = 0; k <= r->seats; k++) {
        char who[4];
        const char *name = k < r->seats ? tt_seat_name(r, k, who) : "spectate";
        unsigned slot = k < r->seats ? k : SERVE_SPECTATOR;
        const char *tok = json_string_value(json_object_get(tokens, name));
        if (k < r->seats) {
            const char *p = json_string_value(json_object_get(players, name));
            if (!p || (cfg->player[k] = parse_player(p, why, size, name)) == -3)
                return refuse(why, size, "%s:1:1: table.players.%s: not a player", file, name);
            snprintf(cfg->player_name[k], sizeof cfg->player_name[k], "%s", p);
            if ((cfg->player[k] == PLAYER_PERSON || cfg->player[k] == PLAYER_BOT) &&
                (!tok || strlen(tok) != SERVE_TOKEN_HEX))
                return refuse(why, size, "%s:1:1: table.tokens.%s: expected %d hex digits", file,
                              name, SERVE_TOKEN_HEX);
        } else if (!tok || strlen(tok) != SERVE_TOKEN_HEX) {
            return refuse(why, size, "%s:1:1: table.tokens.spectate: expected %d hex digits", file,
                          SERVE_TOKEN_HEX);
        }
        if (tok)
            snprintf(cfg->token[slot], sizeof cfg->token[slot], "%s", tok);
    }
    return 0;
}

void table_config_release(table_config *cfg)
{
    for (unsigned s = 0; s < TT_MAX_SEATS; s++) {
        tt_deck_free(cfg->decks[s]);
        for (unsigned p = 0; p < 3; p++)
            free(cfg->ids[s][p]);
    }
    tt_ruleset_free(cfg->rs);
    free(cfg->ruleset_text);
    memset(cfg, 0, sizeof *cfg);
}
