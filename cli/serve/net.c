/* net.c: the table server's network side, on libwebsockets (docs/server.md "Why
 * libwebsockets"): HTTP routes (POST /api/tables, GET /api/rulesets, GET /health, GET /), the
 * WebSocket connections of /ws with their queues of messages, and the loop's timers (clocks
 * each 100 ms, built-in agents' work as soon as the loop is free). The one file that knows the
 * library: host.c and below see conn and net_send only. */
#include <libwebsockets.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "net.h"
#include "serve.h"

typedef struct msg {
    struct msg *next;
    size_t len;
    unsigned char data[]; /* LWS_PRE bytes of room, then the text */
} msg;

/* A WebSocket connection's own data (lws allocates it per connection). */
typedef struct ws_session {
    conn c;
    struct lws *wsi;
    msg *head, *tail;
    int closing; /* close once the queue is sent */
    int refused; /* the connections limit: told, then closed */
    char *rx;    /* a message arriving in fragments */
    size_t rx_len;
    int rx_too_big; /* message_size: the rest of this message is dropped */
} ws_session;

/* An HTTP request's own data: a POST body as it arrives, and the reply. */
typedef struct http_session {
    char path[64];
    char *body;
    size_t body_len;
    int too_big;
    char *reply;
    size_t reply_len;
    int status;
    const char *type;
} http_session;

static host *the_host;
static struct lws_context *the_context;
static lws_sorted_usec_list_t tick_sul, work_sul;
static volatile sig_atomic_t stopping;

int64_t net_now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

void net_send(conn *c, const char *text, size_t len)
{
    ws_session *ws = c->net;
    if (!ws || ws->closing)
        return;
    if (c->queued + len > SERVE_UNREAD_MAX) { /* unread: it stopped reading */
        ws->closing = 1;
        lws_callback_on_writable(ws->wsi);
        return;
    }
    msg *m = malloc(sizeof *m + LWS_PRE + len);
    if (!m)
        return;
    m->next = NULL;
    m->len = len;
    memcpy(m->data + LWS_PRE, text, len);
    if (ws->tail)
        ws->tail->next = m;
    else
        ws->head = m;
    ws->tail = m;
    c->queued += len;
    lws_callback_on_writable(ws->wsi);
}

void net_close(conn *c)
{
    ws_session *ws = c->net;
    if (!ws)
        return;
    ws->closing = 1;
    lws_callback_on_writable(ws->wsi);
}

static void schedule_work(void);

static void on_work(lws_sorted_usec_list_t *sul)
{
    (void)sul;
    if (host_work(the_host))
        schedule_work();
}

static void schedule_work(void)
{
    lws_sul_schedule(the_context, 0, &work_sul, on_work, 1);
}

static void on_tick(lws_sorted_usec_list_t *sul)
{
    host_tick(the_host, net_now_ns());
    schedule_work(); /* a clock that ran out may hand the turn to a built-in agent */
    lws_sul_schedule(the_context, 0, sul, on_tick, 100 * LWS_US_PER_MS);
}

static void free_queue(ws_session *ws)
{
    while (ws->head) {
        msg *m = ws->head;
        ws->head = m->next;
        free(m);
    }
    ws->tail = NULL;
    free(ws->rx);
    ws->rx = NULL;
}

static int on_ws(struct lws *wsi, enum lws_callback_reasons reason, void *user, void *in,
                 size_t len)
{
    ws_session *ws = user;
    switch ((int)reason) { /* only the reasons handled here */
    case LWS_CALLBACK_ESTABLISHED:
        memset(ws, 0, sizeof *ws);
        ws->wsi = wsi;
        if (host_conn_open(the_host, &ws->c, ws) != 0) { /* told why: closed once sent */
            ws->refused = 1;
            net_close(&ws->c);
        }
        break;
    case LWS_CALLBACK_RECEIVE: {
        if (ws->refused)
            break;
        int first = lws_is_first_fragment(wsi), last = lws_is_final_fragment(wsi);
        if (first) {
            ws->rx_len = 0;
            ws->rx_too_big = 0;
        }
        if (!ws->rx_too_big && ws->rx_len + len > SERVE_MSG_MAX) {
            ws->rx_too_big = 1; /* said once; the frame is not read on */
            host_error(&ws->c, "message_size", "a message of more than %d bytes: closing",
                       SERVE_MSG_MAX);
            net_close(&ws->c);
        }
        if (ws->rx_too_big)
            break;
        if (!ws->rx && !(ws->rx = malloc(SERVE_MSG_MAX)))
            break;
        memcpy(ws->rx + ws->rx_len, in, len);
        ws->rx_len += len;
        if (last && lws_remaining_packet_payload(wsi) == 0) {
            host_conn_message(the_host, &ws->c, ws->rx, ws->rx_len);
            ws->rx_len = 0;
            schedule_work();
        }
        break;
    }
    case LWS_CALLBACK_SERVER_WRITEABLE:
        if (ws->head) {
            msg *m = ws->head;
            if (lws_write(wsi, m->data + LWS_PRE, m->len, LWS_WRITE_TEXT) < (int)m->len)
                return -1;
            ws->head = m->next;
            if (!ws->head)
                ws->tail = NULL;
            ws->c.queued -= m->len;
            free(m);
            if (ws->head || ws->closing) /* more to send, or the close to make */
                lws_callback_on_writable(wsi);
            break;
        }
        if (ws->closing) {
            lws_close_reason(wsi, LWS_CLOSE_STATUS_NORMAL, NULL, 0);
            return -1;
        }
        break;
    case LWS_CALLBACK_CLOSED:
        if (!ws->refused)
            host_conn_closed(the_host, &ws->c);
        free_queue(ws);
        ws->c.net = NULL;
        break;
    default:
        break;
    }
    return 0;
}

static void http_reply(http_session *hs, int status, const char *type, char *body)
{
    hs->status = status;
    hs->type = type;
    hs->reply = body;
    hs->reply_len = body ? strlen(body) : 0;
}

static void http_reply_json(http_session *hs, int status, json_t *o)
{
    char *text = json_dumps(o, JSON_COMPACT | JSON_PRESERVE_ORDER);
    json_decref(o);
    size_t n = text ? strlen(text) : 0;
    char *body = text ? realloc(text, n + 2) : NULL;
    if (body) {
        body[n] = '\n';
        body[n + 1] = 0;
    }
    http_reply(hs, status, "application/json", body);
}

static const char index_page[] =
    "<!doctype html><meta charset=utf-8><title>tagteam</title>\n"
    "<h1>tagteam serve</h1>\n"
    "<p>A table server for 2v2 card games. Create a table with <code>POST /api/tables</code>; "
    "people and bots play over the WebSocket at <code>/ws</code> (docs/server.md).\n";

/* A join link's page. The web table comes later (issue 34); until then the page says how to
 * sit down with the terminal client. The token stays in the link's #fragment: the browser
 * never sends it here. */
static const char table_page[] =
    "<!doctype html><meta charset=utf-8><title>tagteam table</title>\n"
    "<h1>A seat at a tagteam table</h1>\n"
    "<p>This server has no web table yet. Sit down from a terminal with the Python package:\n"
    "<pre id=cmd></pre>\n"
    "<p>Keep the link secret: it is your seat (docs/server.md).\n"
    "<script>document.getElementById('cmd').textContent = "
    "'python3 -m tagteam.join \\'' + location.href + '\\'';</script>\n";

/* Answers a request once its body (if any) is in. */
static void route(http_session *hs, int post)
{
    if (post && strcmp(hs->path, "/api/tables") == 0) {
        json_t *reply = NULL;
        int status;
        if (hs->too_big)
            status = 413, reply = json_pack("{s:{s:s, s:s}}", "error", "message",
                                            "the body is larger than 256 KiB", "limit", "body");
        else
            status = host_create_table(the_host, hs->body ? hs->body : "", hs->body_len, &reply);
        http_reply_json(hs, status, reply);
        schedule_work();
    } else if (!post && strcmp(hs->path, "/api/rulesets") == 0) {
        http_reply_json(hs, 200, host_rulesets(the_host));
    } else if (!post && strcmp(hs->path, "/api/stats") == 0) {
        http_reply_json(hs, 200, host_stats(the_host));
    } else if (!post && strcmp(hs->path, "/health") == 0) {
        http_reply(hs, 200, "text/plain", strdup("ok\n"));
    } else if (!post && strcmp(hs->path, "/table") == 0) {
        http_reply(hs, 200, "text/html", strdup(table_page));
    } else if (!post && strcmp(hs->path, "/") == 0) {
        http_reply(hs, 200, "text/html", strdup(index_page));
    } else {
        http_reply_json(hs, 404, json_pack("{s:{s:s}}", "error", "message", "no such route"));
    }
}

static int send_reply(struct lws *wsi, http_session *hs)
{
    unsigned char head[LWS_PRE + 1024], *start = head + LWS_PRE, *p = start,
                                        *end = head + sizeof head - 1;
    if (lws_add_http_common_headers(wsi, (unsigned)hs->status, hs->type,
                                    (lws_filepos_t)hs->reply_len, &p, end) ||
        lws_finalize_write_http_header(wsi, start, &p, end))
        return -1;
    lws_callback_on_writable(wsi);
    return 0;
}

static int on_http(struct lws *wsi, enum lws_callback_reasons reason, void *user, void *in,
                   size_t len)
{
    http_session *hs = user;
    switch ((int)reason) { /* only the reasons handled here */
    case LWS_CALLBACK_HTTP: {
        memset(hs, 0, sizeof *hs);
        snprintf(hs->path, sizeof hs->path, "%s", (const char *)in);
        if (lws_hdr_total_length(wsi, WSI_TOKEN_POST_URI))
            return 0; /* the body comes next */
        route(hs, 0);
        return send_reply(wsi, hs);
    }
    case LWS_CALLBACK_HTTP_BODY:
        if (hs->too_big || hs->body_len + len > SERVE_BODY_MAX) {
            hs->too_big = 1;
            return 0;
        }
        {
            char *b = realloc(hs->body, hs->body_len + len + 1);
            if (!b)
                return -1;
            hs->body = b;
            memcpy(hs->body + hs->body_len, in, len);
            hs->body_len += len;
            hs->body[hs->body_len] = 0;
        }
        return 0;
    case LWS_CALLBACK_HTTP_BODY_COMPLETION:
        route(hs, 1);
        return send_reply(wsi, hs);
    case LWS_CALLBACK_HTTP_WRITEABLE: {
        if (!hs->reply)
            return -1;
        unsigned char *buf = malloc(LWS_PRE + hs->reply_len + 1);
        if (!buf)
            return -1;
        memcpy(buf + LWS_PRE, hs->reply, hs->reply_len);
        int n = lws_write(wsi, buf + LWS_PRE, hs->reply_len, LWS_WRITE_HTTP_FINAL);
        free(buf);
        if (n < (int)hs->reply_len)
            return -1;
        return lws_http_transaction_completed(wsi) ? -1 : 0;
    }
    case LWS_CALLBACK_CLOSED_HTTP:
    case LWS_CALLBACK_HTTP_DROP_PROTOCOL:
        if (!hs) /* a connection closed before its request: no session was made */
            break;
        free(hs->body);
        free(hs->reply);
        hs->body = hs->reply = NULL;
        break;
    default:
        break;
    }
    return lws_callback_http_dummy(wsi, reason, user, in, len);
}

static const struct lws_protocols protocols[] = {
    {"http", on_http, sizeof(http_session), 0, 0, NULL, 0},
    {"tagteam", on_ws, sizeof(ws_session), SERVE_MSG_MAX, 0, NULL, 0},
    {NULL, NULL, 0, 0, 0, NULL, 0}};

/* A WebSocket client that names no subprotocol (most bots) gets "tagteam" too: lws's
 * "default" protocol option. */
static const struct lws_protocol_vhost_options ws_default = {NULL, NULL, "default", "1"};
static const struct lws_protocol_vhost_options ws_options = {NULL, &ws_default, "tagteam", ""};

static void on_signal(int sig)
{
    (void)sig;
    stopping = 1;
    if (the_context)
        lws_cancel_service(the_context);
}

int net_run(host *h, const char *bind, int port, const char *data_dir)
{
    struct lws_context_creation_info info;
    memset(&info, 0, sizeof info);
    lws_set_log_level(LLL_ERR, NULL);
    info.port = port;
    info.iface = bind;
    info.protocols = protocols;
    info.pvo = &ws_options;
    info.options = LWS_SERVER_OPTION_DISABLE_IPV6 | LWS_SERVER_OPTION_VALIDATE_UTF8;
    info.ka_time = 0;
    info.timeout_secs = 30;
    the_host = h;
    the_context = lws_create_context(&info);
    if (!the_context) {
        fprintf(stderr, "tagteam serve: cannot listen on %s port %d\n", bind, port);
        return 1;
    }
    struct lws_vhost *vh = lws_get_vhost_by_name(the_context, "default");
    int got = vh ? lws_get_vhost_listen_port(vh) : port;
    printf("tagteam serve: listening on http://%s:%d/ (records in %s)\n", bind, got, data_dir);
    fflush(stdout);
    signal(SIGINT, on_signal);
    signal(SIGTERM, on_signal);
    signal(SIGPIPE, SIG_IGN);
    lws_sul_schedule(the_context, 0, &tick_sul, on_tick, 100 * LWS_US_PER_MS);
    schedule_work();
    int rc = 0;
    while (!stopping && (rc = lws_service(the_context, 0)) >= 0)
        ;
    if (!stopping)
        fprintf(stderr, "tagteam serve: the network loop failed (%d)\n", rc);
    lws_context_destroy(the_context);
    the_context = NULL;
    fprintf(stderr, "tagteam serve: stopped; unfinished tables resume at the next start\n");
    return 0;
}
