/* serve.h: the table server, `tagteam serve` (docs/server.md). One process, one thread, many
 * tables. The layers, each a file, each using only those below it:
 *   cmd_serve.c  the command: options, the data directory, signals;
 *   net.c        libwebsockets: HTTP routes, WebSocket connections, timers (the one file that
 *                knows the library; a fuzz harness or test stands in for it);
 *   host.c       the tables and the connections: join by token, messages, talk, limits;
 *   table_new.c  a table from a POST /api/tables body: ruleset, decks, players, clock;
 *   table.c      one table's match: streams, built-in agents, clocks, choices, catch-up;
 *   record.c     a table's record in the data directory: every line written and flushed before
 *                it is applied, and read back to resume a table after a restart. */
#ifndef TAGTEAM_SERVE_H
#define TAGTEAM_SERVE_H

#include <jansson.h>
#include <stdint.h>
#include <stdio.h>

#include "../agents.h"
#include "tagteam/tagteam.h"

typedef struct host host;
typedef struct table table;
typedef struct conn conn;

#define SERVE_SPECTATOR   TT_MAX_SEATS /* a connection's seat when it watches */
#define SERVE_TOKEN_HEX   32           /* 128 bits */
#define SERVE_MSG_MAX     (16 * 1024)  /* message_size */
#define SERVE_RATE        20.0         /* message_rate: messages a second... */
#define SERVE_BURST       40.0         /* ...with bursts of this many */
#define SERVE_UNREAD_MAX  (8u << 20)   /* unread: bytes queued for a connection */
#define SERVE_BODY_MAX    (256 * 1024) /* a POST body */
#define SERVE_TALK_MAX    500          /* bytes of one talk line */
#define SERVE_MCTS_MAX    1000         /* mcts:N playouts: one thread plays every table */
#define SERVE_SLICE       64           /* built-in agent decisions per turn of the loop */
#define SERVE_FINGERPRINT 16           /* decisions between fingerprint lines */

/* A player of a seat: over a connection (a person or an outside bot), or a built-in agent. */
enum { PLAYER_PERSON = -2, PLAYER_BOT = -1 }; /* else an agent_parse value */

/* ---- what net.c (or a stand-in) gives the layers above ---- */
/* Queues text (copied) to go to c as one message. */
void net_send(conn *c, const char *text, size_t len);
/* Closes c once its queued messages are sent; host_conn_closed follows. */
void net_close(conn *c);
/* The monotonic clock, in nanoseconds. */
int64_t net_now_ns(void);

/* A WebSocket connection as the host sees it. */
struct conn {
    table *t;        /* the table joined, or NULL */
    int seat;        /* its seat, SERVE_SPECTATOR, or -1 before its join */
    double bucket;   /* message_rate: messages it may still send now */
    int64_t fill_ns; /* when bucket was last filled */
    size_t queued;   /* bytes queued, not yet sent (net.c keeps it) */
    conn *next;      /* the table's connections */
    void *net;       /* the transport's own */
};

typedef struct host_limits {
    unsigned max_tables, max_connections;
} host_limits;

/* ---- host.c ---- */
/* A host of tables with records in data_dir (which exists). NULL when out of memory. */
host *host_new(tt_ctx *ctx, const char *data_dir, const host_limits *lim);
/* Resumes every unfinished table in the data directory (after a restart); the number resumed,
 * each refusal reported on stderr (the record left in place). */
unsigned host_resume(host *h);
void host_free(host *h);
const char *host_data_dir(const host *h);
/* POST /api/tables: an HTTP status and the reply (a new JSON object) for body. */
int host_create_table(host *h, const char *body, size_t len, json_t **reply);
/* GET /api/rulesets: the shipped rulesets (a new JSON array). */
json_t *host_rulesets(host *h);
/* A connection opened (0) or refused (-1: the connections limit, told to it); net is the
 * transport's own (conn.net). */
int host_conn_open(host *h, conn *c, void *net);
/* A message from c (len bytes, not NUL-terminated); every answer goes through net_send. */
void host_conn_message(host *h, conn *c, const char *text, size_t len);
void host_conn_closed(host *h, conn *c);
/* Plays the built-in agents' decisions that are due, SERVE_SLICE per table at most; 1 when
 * some are still due (call again soon), else 0. */
int host_work(host *h);
/* A table has a built-in agent's decision due (host_work takes it). */
void host_due(host *h);
/* Runs out the clocks that ran out by now. */
void host_tick(host *h, int64_t now_ns);
/* GET /api/stats: tables, connections, choices taken, the p50/p99 microseconds from a choice
 * received to the next decision sent (docs/performance.md), peak memory and CPU time. */
json_t *host_stats(const host *h);
/* Tables open (not over), and connections. */
unsigned host_tables_open(const host *h);

/* Sends c {"error": {"message": msg, "limit": limit}} (limit NULL: none). */
void host_error(conn *c, const char *limit, const char *fmt, ...)
#ifdef __GNUC__
    __attribute__((format(printf, 3, 4)))
#endif
    ;
/* Sends o (released) to c as one message. */
void host_send(conn *c, json_t *o);

/* ---- table_new.c ---- */
typedef struct table_config {
    char id[16];
    uint64_t seed;
    tt_ruleset *rs;
    char ruleset_ref[256]; /* a shipped name, or the file of a pasted ruleset's text */
    char *ruleset_text;    /* a pasted ruleset, written beside the record; else NULL */
    tt_deck *decks[TT_MAX_SEATS];
    tt_series_setup setup;          /* the decks as card ids (of decks, or of ids when resumed) */
    uint32_t *ids[TT_MAX_SEATS][3]; /* a resumed table's decks, from its record */
    int player[TT_MAX_SEATS];       /* PLAYER_* or an agent */
    char player_name[TT_MAX_SEATS][24]; /* as given: "person", "bot", "greedy", "mcts:50" */
    char token[TT_MAX_SEATS + 1][SERVE_TOKEN_HEX + 1]; /* the seats', the spectators' last */
    double clock_decision, clock_total;                /* seconds; 0: none */
    int timeout_concede; /* 1: a seat out of time concedes; 0: default choice */
} table_config;

/* Fills cfg from a POST body; 0, or -1 with why in buf (a 400's message). */
int table_config_parse(table_config *cfg, tt_ctx *ctx, const char *body, size_t len, char *why,
                       size_t size);
/* Fills cfg from a record's header (a table being resumed): its ruleset, decks and table key;
 * 0, or -1 with why in buf. */
int table_config_from_header(table_config *cfg, tt_ctx *ctx, json_t *table_key,
                             const char *why_prefix, char *why, size_t size);
/* The header's table key: players, clock, tokens. A new reference. */
json_t *table_config_json(const table_config *cfg);
/* Frees what cfg holds. */
void table_config_release(table_config *cfg);
/* 1 when a and b (SERVE_TOKEN_HEX digits each) are equal; time independent of where they
 * differ. */
int token_equal(const char *a, const char *b);

/* ---- table.c ---- */
struct table {
    host *h;
    table_config cfg;
    tt_ctx *ctx;
    tt_series *s;
    tt_stream *stream[TT_MAX_SEATS + 1]; /* each seat's, the spectators' last */
    conn *conns;                         /* joined connections */
    FILE *record;                        /* DATA/tables/ID.jsonl, appended */
    char record_path[4096];
    json_t *log;                    /* the decisions and talk so far, for catch-up: record lines */
    unsigned long decisions;        /* taken so far */
    unsigned decided[TT_MAX_SEATS]; /* each seat's own decisions taken: its next id is +1 */
    double left[TT_MAX_SEATS];      /* the chess clock's seconds left */
    int64_t pending_ns;             /* when the pending decision was asked */
    int pending_seat;               /* whose decision is pending (-1: none, or over) */
    int over;
    int due;    /* a built-in agent has a decision to take */
    int broken; /* an engine or record error stopped it (reported) */
    tt_rng agent_rng;
    table *next;
};

/* A table made from cfg (taken over): its record started, its match begun. NULL with why. */
table *table_start(host *h, tt_ctx *ctx, table_config *cfg, char *why, size_t size);
/* Resumes the table whose record is file; NULL with why (the record left as it is). */
table *table_resume(host *h, tt_ctx *ctx, const char *file, char *why, size_t size);
void table_free(table *t);
/* c joins seat (SERVE_SPECTATOR: watches): welcome, its stream so far, caught_up, its
 * pending decision. Another connection at the seat is told and closed. */
void table_join(table *t, conn *c, int seat);
void table_leave(table *t, conn *c);
/* c's choice (the message's id and take/concede) for its seat. */
void table_choice(table *t, conn *c, json_t *msg);
/* c's talk: to is "team" or "table". */
void table_talk(table *t, conn *c, const char *to, const char *text);
/* Takes up to SERVE_SLICE built-in agent decisions; t->due says whether more are due. */
void table_work(table *t);
/* The pending decision's clock ran out by now: its default choice or a concession. */
void table_tick(table *t, int64_t now_ns);

#endif
