/* fuzz_serve.c: the table server's message handling (cli/serve/, docs/server.md) under a
 * stand-in for net.c: host.c, table.c, table_new.c and record.c as `tagteam serve` runs them,
 * with connections, a clock and restarts driven by the input.
 *
 * The input: its first byte sets the table up (bits 0 and 6: ygo-team-duel, ptcg-doubles, the
 * three-game variants/ygo-team-duel-timed, variants/ptcg-doubles-6-prizes; bit 1: a clock;
 * bit 2: a timeout concedes; bits 3-4: max connections 3 + n; the byte: the seed); then
 * lines. A first line that starts with '{' is a POST /api/tables body, tried first (a refused
 * body, or none, makes the fixed table: 1A person, 1B bot, 2A random, 2B person).
 * Connections 0-3 join the seats (those with a token), 4 the spectators; 5 is a stranger that
 * joins nothing. Each line then, by its first byte:
 *   '0'..'5'  the rest is a message on that connection ($0..$4 in it: the seats' and the
 *             spectators' tokens; $d, $p, $n: the connection's pending decision id, id-1, id+1)
 *   a / l     the first connection (from the next byte) with a decision pending answers it
 *             with a listed option: by index (a) or by its label (l)
 *   A         plays on: up to (next byte) answers, the built-in agents worked between
 *             (ANSWERS_MAX answers in all per input, so that an input stays quick)
 *   t         the clock runs on by the line's number of seconds; host_tick, host_work
 *   w         host_work until nothing is due (64 times; WORK_MAX in all per input)
 *   c / o     connection (next byte) goes away / connects again and joins (a catch-up)
 *   x         connection (next byte) sends a message past message_size
 *   P         the rest is another POST body (another table, played by host_work; in every
 *             body a greedy or mcts:N seat is played as random)
 *   R         the server restarts: every connection goes, host_free, host_new, host_resume on
 *             the same data directory, and the connections that had joined join again
 *   else      connection (byte % 6) sends the rest.
 * After each line the closed connections go and host_work runs once (net.c schedules it after
 * each message). The data directory is a fresh one under /tmp per input.
 *
 * Every message sent must be a JSON object with exactly one of welcome, event, decide, chose,
 * refused, talk, over, error, caught_up; a connection hears nothing but errors before its
 * welcome, which names the seat of the token it sent; a spectator never gets decide, chose or
 * team talk; a seat never gets another seat's decide, another team's talk, or a decide after
 * over; its chose ids count 1, 2, 3... and each decide's id is the next; a listed option taken
 * by index is never refused; nothing is sent to a connection after it went; a connection that
 * replaces one that went in the same line (a reconnect, a takeover, a restart) hears in its
 * catch-up the very events and chose messages (and talk) the one it replaced heard. Any of
 * these, a crash or a leak is a finding. */
#include "fuzz.h"

#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "agents.h"
#include "cli.h"
#include "serve/record.h"
#include "serve/serve.h"

#define NCONN       6
#define STRANGER    5
#define MAX_LINES   256
#define ANSWERS_MAX 100
#define WORK_MAX    256

/* main.c's, which this harness does not link: the source tree's games. */
const char *cli_games_dir(void)
{
    return TT_GAMES_SRC;
}

typedef struct fconn {
    conn c;
    int idx;
    int refused;            /* the connections limit: told, never seen by the host again */
    int closing;            /* net_close: goes after this line */
    int join_seat;          /* the seat of the last known token it sent in a join (-1: none) */
    int seat;               /* from its welcome: a seat, SERVE_SPECTATOR, or -1 */
    int over, caught_up;    /* seen */
    json_int_t chose_id;    /* the last chose id it was sent */
    json_int_t dec_id;      /* its pending decide's id (0: none) */
    json_t *options;        /* its pending decide's options */
    json_int_t answered_id; /* the id it answered with a listed index (0: none) */
    uint64_t heard, talk;   /* hashes of its events and chose messages, and of its talk */
    unsigned long nheard;
    char token[SERVE_TOKEN_HEX + 1]; /* what it joined with, for a reconnect */
} fconn;

static struct {
    fconn *c[NCONN];
    char token[TT_MAX_SEATS + 1][SERVE_TOKEN_HEX + 1]; /* the seats', the spectators' last */
    char seat_name[TT_MAX_SEATS][4];
    unsigned nseats;
    int64_t now;
    unsigned answers; /* taken by a and A, at most ANSWERS_MAX */
    unsigned worked;  /* host_work calls, at most WORK_MAX */
    host *h;
    /* what a connection that went in this line had heard, by seat: the next one to join it
       must hear the same in its catch-up */
    struct {
        int valid;
        uint64_t heard, talk;
        unsigned long nheard;
    } gone[TT_MAX_SEATS + 1];
} F;

static void finding(const char *what, const char *text, size_t len)
{
    fprintf(stderr, "fuzz_serve: %s: %.*s\n", what, (int)(len > 600 ? 600 : len), text);
    abort();
}

int64_t net_now_ns(void)
{
    return F.now;
}

static void fnv(uint64_t *h, const char *text, size_t len)
{
    for (size_t i = 0; i < len; i++)
        *h = (*h ^ (unsigned char)text[i]) * 0x100000001b3ull;
    *h = (*h ^ 0xff) * 0x100000001b3ull; /* a message's end */
}

/* A connection that goes leaves what it heard for the next one at its seat. */
static void remember(const fconn *fc)
{
    if (fc->seat < 0 || !fc->caught_up || fc->closing)
        return;
    F.gone[fc->seat].valid = 1;
    F.gone[fc->seat].heard = fc->heard;
    F.gone[fc->seat].talk = fc->talk;
    F.gone[fc->seat].nheard = fc->nheard;
}

void net_close(conn *c)
{
    remember(c->net);
    ((fconn *)c->net)->closing = 1;
}

static int seat_of_name(const char *name)
{
    for (unsigned s = 0; name && s < F.nseats; s++)
        if (strcmp(F.seat_name[s], name) == 0)
            return (int)s;
    return -1;
}

/* Team talk is heard by the speaker's team only: seats "1A" and "1B" share team "1". */
static int same_team(const char *a, const char *b)
{
    return strlen(a) == 2 && strlen(b) == 2 ? a[0] == b[0] : strcmp(a, b) == 0;
}

/* Every message to a connection: the invariants above. */
void net_send(conn *c, const char *text, size_t len)
{
    static const char *const kinds[] = {"welcome", "event", "decide", "chose",    "refused",
                                        "talk",    "over",  "error",  "caught_up"};
    fconn *fc = c->net;
    if (fc->closing)
        return; /* net.c drops what is queued after a close */
    json_error_t jerr;
    json_t *o = json_loadb(text, len, 0, &jerr);
    if (!json_is_object(o))
        finding("a message that is not a JSON object", text, len);
    const char *kind = NULL;
    for (unsigned i = 0; i < sizeof kinds / sizeof *kinds; i++)
        if (json_object_get(o, kinds[i])) {
            if (kind)
                finding("a message of two kinds", text, len);
            kind = kinds[i];
        }
    if (!kind || (strcmp(kind, "event") && json_object_size(o) != 1))
        finding("a message of no known kind", text, len);
    if (strcmp(kind, "event") == 0 && !json_is_string(json_object_get(o, "event")))
        finding("an event without its name", text, len);
    json_t *v = json_object_get(o, kind);
    if (strcmp(kind, "error") && strcmp(kind, "welcome") && fc->seat < 0)
        finding("a message before the welcome", text, len);
    if (strcmp(kind, "welcome") == 0) {
        const char *seat = json_string_value(json_object_get(v, "seat"));
        int want = fc->join_seat;
        if (fc->seat >= 0 || want < 0)
            finding("a welcome without a join by a known token", text, len);
        if (want == SERVE_SPECTATOR ? !json_is_null(json_object_get(v, "seat"))
                                    : seat_of_name(seat) != want)
            finding("a welcome to another seat than the token's", text, len);
        fc->seat = want;
        fc->over = fc->caught_up = 0;
        fc->chose_id = fc->dec_id = fc->answered_id = 0;
        fc->heard = fc->talk = 0xcbf29ce484222325ull;
        fc->nheard = 0;
    } else if (strcmp(kind, "decide") == 0) {
        json_t *id = json_object_get(v, "id"), *opts = json_object_get(v, "options");
        if (fc->seat == SERVE_SPECTATOR)
            finding("a decide to a spectator", text, len);
        if (seat_of_name(json_string_value(json_object_get(v, "seat"))) != fc->seat)
            finding("a decide for another seat", text, len);
        if (fc->over)
            finding("a decide after over", text, len);
        if (!json_is_integer(id) || json_integer_value(id) != fc->chose_id + 1)
            finding("a decide whose id is not the one after the last chose", text, len);
        if (!json_is_array(opts) || json_array_size(opts) == 0)
            finding("a decide without options", text, len);
        fc->dec_id = json_integer_value(id);
        json_decref(fc->options);
        fc->options = json_incref(opts);
    } else if (strcmp(kind, "chose") == 0) {
        if (fc->seat == SERVE_SPECTATOR)
            finding("a chose to a spectator", text, len);
        if (json_integer_value(json_object_get(v, "id")) != fc->chose_id + 1)
            finding("a chose id out of order", text, len);
        fc->chose_id++;
        fc->dec_id = 0;
        json_object_del(v, "timeout"); /* a catch-up does not say which ran out of time */
        char *plain = json_dumps(o, JSON_COMPACT | JSON_SORT_KEYS);
        if (!plain)
            abort();
        fnv(&fc->heard, plain, strlen(plain));
        fc->nheard++;
        free(plain);
        fc->answered_id = 0; /* taken: a later refusal of its id is of a stale choice */
    } else if (strcmp(kind, "refused") == 0) {
        if (fc->answered_id && json_integer_value(json_object_get(v, "id")) == fc->answered_id)
            finding("a listed option taken by index was refused", text, len);
    } else if (strcmp(kind, "talk") == 0) {
        const char *to = json_string_value(json_object_get(v, "to"));
        const char *from = json_string_value(json_object_get(v, "from"));
        if (!to || !from || (strcmp(to, "team") && strcmp(to, "table")))
            finding("talk without from and to", text, len);
        if (strcmp(to, "team") == 0 &&
            (fc->seat == SERVE_SPECTATOR || !same_team(from, F.seat_name[fc->seat])))
            finding("team talk to someone not of the team", text, len);
        if (!fc->over) /* talk after the match is not kept for a catch-up */
            fnv(&fc->talk, text, len);
    } else if (strcmp(kind, "over") == 0) {
        if (fc->over)
            finding("over twice", text, len);
        fc->over = 1;
        fc->dec_id = 0;
    } else if (strcmp(kind, "caught_up") == 0) {
        /* a catch-up plays the record again: what it tells is what a connection there all
           along heard, handles and all (talk apart: it comes between other events) */
        if (F.gone[fc->seat].valid &&
            (F.gone[fc->seat].heard != fc->heard || F.gone[fc->seat].nheard != fc->nheard ||
             F.gone[fc->seat].talk != fc->talk)) {
            fprintf(stderr, "fuzz_serve: %lu messages before, %lu in the catch-up\n",
                    F.gone[fc->seat].nheard, fc->nheard);
            finding("a catch-up that tells another story than the connection it replaced heard",
                    text, len);
        }
        F.gone[fc->seat].valid = 0;
        fc->caught_up = 1;
    } else if (strcmp(kind, "event") == 0) {
        fnv(&fc->heard, text, len);
        fc->nheard++;
    }
    json_decref(o);
}

/* ---- connections ---- */

static void conn_free(fconn *fc)
{
    json_decref(fc->options);
    free(fc);
}

/* The connection goes (the peer left, or its close was sent): the host is told, unless it
 * refused it, and the memory goes too (a host that kept it would be a use after free). */
static void conn_drop(int i)
{
    fconn *fc = F.c[i];
    if (!fc)
        return;
    remember(fc);
    if (!fc->refused)
        host_conn_closed(F.h, &fc->c);
    conn_free(fc);
    F.c[i] = NULL;
}

static void conn_message(fconn *fc, const char *text, size_t len)
{
    if (fc->refused || fc->closing)
        return; /* net.c reads nothing more from it */
    json_t *o = json_loadb(text, len, 0, NULL);
    const char *tok = json_string_value(json_object_get(o, "join"));
    if (tok && fc->seat < 0) {
        fc->join_seat = -1;
        for (int k = 0; k <= TT_MAX_SEATS; k++)
            if (F.token[k][0] && strcmp(F.token[k], tok) == 0) {
                fc->join_seat = k;
                snprintf(fc->token, sizeof fc->token, "%s", tok);
            }
    }
    json_decref(o);
    host_conn_message(F.h, &fc->c, text, len);
}

static void conn_join(fconn *fc, const char *token)
{
    char msg[128];
    if (!token[0])
        return;
    snprintf(msg, sizeof msg, "{\"join\": \"%s\"}", token);
    conn_message(fc, msg, strlen(msg));
}

/* Connection i connects (again): a stranger, or joined with token (may be ""). */
static void conn_open(int i, const char *token)
{
    char tok[SERVE_TOKEN_HEX + 1];
    snprintf(tok, sizeof tok, "%s", token); /* token may be the old connection's */
    conn_drop(i);
    fconn *fc = calloc(1, sizeof *fc);
    if (!fc)
        abort();
    fc->idx = i;
    fc->seat = fc->join_seat = -1;
    F.c[i] = fc;
    if (host_conn_open(F.h, &fc->c, fc) != 0) {
        fc->refused = 1;
        return;
    }
    conn_join(fc, tok);
}

static const char *default_token(int i)
{
    return i < STRANGER ? F.token[i < 4 ? i : SERVE_SPECTATOR] : "";
}

/* ---- the input ---- */

/* text with $0..$4 as tokens and $d, $p, $n as fc's pending id, id-1, id+1 (a new string). */
static char *substitute(const fconn *fc, const char *text, size_t len, size_t *out_len)
{
    size_t cap = len * 24 + 1, n = 0;
    char *out = malloc(cap);
    if (!out)
        abort();
    for (size_t i = 0; i < len; i++) {
        char c = i + 1 < len && text[i] == '$' ? text[i + 1] : 0;
        if (c >= '0' && c <= '4') {
            const char *tok = F.token[c == '4' ? SERVE_SPECTATOR : c - '0'];
            n += (size_t)sprintf(out + n, "%s", tok);
            i++;
        } else if (c == 'd' || c == 'p' || c == 'n') {
            long id = (long)(fc ? fc->dec_id : 0) + (c == 'p' ? -1 : c == 'n' ? 1 : 0);
            n += (size_t)sprintf(out + n, "%ld", id);
            i++;
        } else {
            out[n++] = text[i];
        }
    }
    out[n] = 0;
    *out_len = n;
    return out;
}

/* host_work, at most WORK_MAX times an input (each takes up to SERVE_SLICE decisions). */
static void work(int times)
{
    for (int i = 0; i < times && F.worked < WORK_MAX && host_work(F.h); i++)
        F.worked++;
}

/* The first connection from i on with a decide pending answers it with option pick % count,
 * by index or by label. 0 when none has one. */
static int answer(unsigned i, unsigned pick, int by_label)
{
    if (F.answers >= ANSWERS_MAX)
        return 0;
    for (unsigned n = 0; n < NCONN; n++) {
        fconn *fc = F.c[(i + n) % NCONN];
        if (!fc || fc->refused || fc->closing || !fc->dec_id || !fc->options)
            continue;
        size_t k = pick % json_array_size(fc->options);
        json_t *msg = json_pack("{s:I}", "id", (json_int_t)fc->dec_id);
        if (by_label) {
            json_object_set(msg, "take", json_array_get(fc->options, k));
        } else {
            json_object_set_new(msg, "take", json_integer((json_int_t)k));
            fc->answered_id = fc->dec_id;
        }
        char *text = json_dumps(msg, JSON_COMPACT);
        json_decref(msg);
        if (!text)
            abort();
        F.answers++;
        conn_message(fc, text, strlen(text));
        free(text);
        return 1;
    }
    return 0;
}

/* A POST body, its seed fixed when it gives none (the tokens stay random: they change no
 * play), so that an input plays the same each time; and greedy and mcts:N (up to the
 * server's limit) played as random: a searching agent's decision costs milliseconds under
 * ASan, and the server calls every agent alike (agent_choose). */
static int create(const char *body, size_t len, json_t **reply, uint64_t seed)
{
    json_t *o = json_loadb(body, len, 0, NULL);
    char *text = NULL;
    if (json_is_object(o)) {
        if (!json_object_get(o, "seed"))
            json_object_set_new(o, "seed", json_integer((json_int_t)seed));
        const char *k;
        json_t *v;
        json_object_foreach(json_object_get(o, "seats"), k, v)
        {
            const char *p = json_string_value(json_object_get(v, "player"));
            if (p && (strcmp(p, "greedy") == 0 ||
                      (strncmp(p, "mcts:", 5) == 0 && atoi(p + 5) > 0 && atoi(p + 5) <= 1000)))
                json_object_set_new(v, "player", json_string("random"));
        }
        text = json_dumps(o, JSON_COMPACT);
    }
    json_decref(o);
    int status = host_create_table(F.h, text ? text : body, text ? strlen(text) : len, reply);
    free(text);
    if (!json_is_object(*reply))
        finding("host_create_table answered no object", body, len);
    if ((status == 201) == !!json_object_get(*reply, "error"))
        finding("a reply whose status and error disagree", body, len);
    return status;
}

/* The first table's tokens and seat names, from its reply. */
static void keep_tokens(json_t *reply)
{
    const char *k;
    json_t *v;
    memset(F.token, 0, sizeof F.token);
    F.nseats = 0;
    json_object_foreach(json_object_get(reply, "seats"), k, v)
    {
        if (F.nseats >= TT_MAX_SEATS)
            finding("a reply with too many seats", k, strlen(k));
        snprintf(F.seat_name[F.nseats], sizeof F.seat_name[0], "%s", k);
        const char *tok = json_string_value(json_object_get(v, "token"));
        snprintf(F.token[F.nseats++], SERVE_TOKEN_HEX + 1, "%s", tok ? tok : "");
    }
    const char *spec =
        json_string_value(json_object_get(json_object_get(reply, "spectate"), "token"));
    snprintf(F.token[SERVE_SPECTATOR], SERVE_TOKEN_HEX + 1, "%s", spec ? spec : "");
}

static void restart(tt_ctx *ctx, const char *dir, const host_limits *lim)
{
    char tokens[NCONN][SERVE_TOKEN_HEX + 1];
    int had[NCONN];
    for (int i = 0; i < NCONN; i++) {
        had[i] = F.c[i] != NULL;
        snprintf(tokens[i], sizeof tokens[i], "%s", F.c[i] ? F.c[i]->token : "");
        conn_drop(i);
    }
    host_free(F.h);
    if (!(F.h = host_new(ctx, dir, lim)))
        abort();
    host_resume(F.h);
    for (int i = 0; i < NCONN; i++)
        if (had[i])
            conn_open(i, tokens[i]);
}

static int rm_entry(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
    (void)st, (void)flag, (void)ftw;
    return remove(path);
}

static unsigned conn_index(const char *line, size_t len)
{
    return len > 1 ? (unsigned char)line[1] % NCONN : 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static tt_ctx *ctx;
    if (!ctx)
        ctx = fuzz_ctx(NULL);
    if (size == 0)
        return 0;
    char dir[] = "/tmp/fuzz_serve.XXXXXX", sub[64];
    if (!mkdtemp(dir))
        abort();
    static const char *const subs[] = {RECORD_LIVE, RECORD_DONE, "rulesets"};
    for (unsigned i = 0; i < 3; i++) {
        snprintf(sub, sizeof sub, "%s/%s", dir, subs[i]);
        if (mkdir(sub, 0700))
            abort();
    }
    uint8_t setup = data[0];
    host_limits lim = {4, 3u + ((setup >> 3) & 3u)};
    memset(&F, 0, sizeof F);
    F.now = 1000000000000;
    if (!(F.h = host_new(ctx, dir, &lim)))
        abort();

    const char *p = (const char *)data + 1, *end = (const char *)data + size;
    json_t *reply = NULL;
    const char *nl = memchr(p, '\n', (size_t)(end - p));
    size_t first = (size_t)((nl ? nl : end) - p);
    if (first && p[0] == '{') {
        if (create(p, first, &reply, setup) != 201) {
            json_decref(reply);
            reply = NULL;
        }
        p += first + (nl ? 1 : 0);
    }
    if (!reply) {
        static const char *const rulesets[] = {"ygo-team-duel", "ptcg-doubles",
                                               "variants/ygo-team-duel-timed",
                                               "variants/ptcg-doubles-6-prizes"};
        char body[512];
        snprintf(body, sizeof body,
                 "{\"ruleset\": \"%s\", \"seed\": %u, \"seats\": {\"1A\": {\"player\": "
                 "\"person\"}, \"1B\": {\"player\": \"bot\"}, \"2A\": {\"player\": \"random\"}, "
                 "\"2B\": {\"player\": \"person\"}}%s}",
                 rulesets[(setup & 1) | (setup >> 5 & 2)], setup,
                 !(setup & 2) ? ""
                 : setup & 4  ? ", \"clock\": {\"decision\": 30, \"total\": 300, \"timeout\": "
                                "\"concede\"}"
                              : ", \"clock\": {\"decision\": 30, \"total\": 300}");
        if (create(body, strlen(body), &reply, setup) != 201)
            finding("the fixed table was refused", body, strlen(body));
    }
    keep_tokens(reply);
    json_decref(reply);
    for (int i = 0; i < NCONN; i++)
        conn_open(i, default_token(i));
    work(1);

    for (unsigned lines = 0; p < end && lines < MAX_LINES; lines++) {
        nl = memchr(p, '\n', (size_t)(end - p));
        size_t len = (size_t)((nl ? nl : end) - p);
        const char *line = p;
        p += len + (nl ? 1 : 0);
        if (len == 0)
            continue;
        unsigned char op = (unsigned char)line[0];
        unsigned ci = conn_index(line, len);
        if (op >= '0' && op <= '5') {
            fconn *fc = F.c[op - '0'];
            size_t n;
            char *text = substitute(fc, line + 1, len - 1, &n);
            if (fc)
                conn_message(fc, text, n);
            free(text);
        } else if (op == 'a' || op == 'l') {
            answer(ci, len > 2 ? (unsigned char)line[2] : 0, op == 'l');
        } else if (op == 'A') {
            unsigned n = len > 1 ? (unsigned char)line[1] : 1;
            uint32_t rng = 0x9e3779b9u ^ n;
            for (unsigned i = 0; i < n; i++) {
                work(16);
                rng ^= rng << 13, rng ^= rng >> 17, rng ^= rng << 5;
                if (!answer(rng % NCONN, rng >> 8, 0))
                    break;
            }
        } else if (op == 't') {
            char num[32];
            snprintf(num, sizeof num, "%.*s", (int)(len - 1 < 31 ? len - 1 : 31), line + 1);
            double s = strtod(num, NULL);
            if (s > 0 && s < 1e7)
                F.now += (int64_t)(s * 1e9);
            host_tick(F.h, F.now);
            work(1);
        } else if (op == 'w') {
            work(64);
        } else if (op == 'c') {
            conn_drop((int)ci);
        } else if (op == 'o') {
            conn_open((int)ci,
                      F.c[ci] && F.c[ci]->token[0] ? F.c[ci]->token : default_token((int)ci));
        } else if (op == 'x') {
            fconn *fc = F.c[ci];
            size_t n = SERVE_MSG_MAX + 1 + (len > 2 ? (unsigned char)line[2] : 0);
            char *big = malloc(n);
            if (!big)
                abort();
            for (size_t i = 0; i < n; i++)
                big[i] = len > 3 ? line[3 + i % (len - 3)] : ' ';
            if (fc)
                conn_message(fc, big, n);
            free(big);
        } else if (op == 'P') {
            json_t *r = NULL;
            create(line + 1, len - 1, &r, setup);
            json_decref(r);
        } else if (op == 'R') {
            restart(ctx, dir, &lim);
        } else {
            fconn *fc = F.c[op % NCONN];
            if (fc)
                conn_message(fc, line + 1, len - 1);
        }
        for (int i = 0; i < NCONN; i++)
            if (F.c[i] && (F.c[i]->closing || F.c[i]->refused))
                conn_drop(i);
        memset(F.gone, 0, sizeof F.gone); /* the match may go on now */
        work(1);
    }

    for (int i = 0; i < NCONN; i++)
        conn_drop(i);
    host_free(F.h);
    F.h = NULL;
    agent_release();
    nftw(dir, rm_entry, 8, FTW_DEPTH | FTW_PHYS);
    return 0;
}
