/* cmd_play.c: `tagteam play RULESET` plays one match with agents in every seat and prints a
 * play-by-play (or JSON lines with --json) and the result. A seat may be played by another
 * program over JSON lines: the stdio seats' on our stdin and stdout, an exec seat's on pipes of
 * its own (agents.h). */
#include <errno.h>
#include <inttypes.h>
#include <jansson.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "agents.h"
#include "cli.h"
#include "protocol.h"
#include "replay.h"

typedef struct play_opts {
    uint64_t seed;
    int json;
    long max_decisions;
    int agent[TT_MAX_SEATS];
    const char *deck[TT_MAX_SEATS];
    const char *exec[TT_MAX_SEATS]; /* an exec seat's agent as given: "exec:COMMAND" */
    double clock;                   /* --clock SECONDS for each program's decision; 0: none */
    agent_io *io[TT_MAX_SEATS];     /* the program of each stdio and exec seat, the human seat's
                                       input; else NULL */
    unsigned view_mask; /* the stdio seats, the human seat or --view SEAT: the events are their
                           stream */
    int view_seat;      /* --view SEAT or the human seat, TT_VIEWER_PUBLIC for --view public,
                           or -1 */
    tt_stream *stream;  /* the view_mask seats' stream, or the public one (NULL: the omniscient
                           log) */
    const char *ruleset_ref;
    const char *record; /* --record FILE */
    replay *replay;     /* --replay FILE: every decision comes from it */
} play_opts;

/* The omniscient log (no stdio seat, no --view): every event as it is, cards by index. */
static void put_event_json(const tt_match *m, const tt_event *ev)
{
    json_t *o = proto_event_head(m, ev);
    if (ev->card >= 0 && !tt_move_is_unseen(m, ev)) /* a card no one sees is not named */
        json_object_set_new(o, "card", json_integer(ev->card));
    json_object_set_new(o, "a", json_integer(ev->a));
    json_object_set_new(o, "b", json_integer(ev->b));
    cli_put_json(o);
}

/* Each exec seat's program is told the event as its own stream tells it (docs/bots.md): seat
 * 1A's program learns only what 1A may know, never what its partner's program is told. */
static void feed_programs(const tt_match *m, const tt_event *ev, const play_opts *po)
{
    for (unsigned s = 0; po && s < TT_MAX_SEATS; s++) {
        agent_io *io = po->io[s];
        json_t *o = io && io->pid && !io->failed ? proto_event(m, ev, io->stream) : NULL;
        if (o)
            agent_put(io, o);
    }
}

static void on_event_json(const tt_match *m, const tt_event *ev, void *payload)
{
    const play_opts *po = payload;
    json_t *o;
    if (po && po->stream) {
        if ((o = proto_event(m, ev, po->stream)))
            cli_put_json(o);
    } else {
        put_event_json(m, ev);
    }
    feed_programs(m, ev, po);
}

static void on_event_text(const tt_match *m, const tt_event *ev, void *payload)
{
    const tt_rules *r = tt_match_rules(m);
    const play_opts *po = payload;
    char seat[4] = "";
    tt_event seen;
    feed_programs(m, ev, po);
    if (po->stream && tt_stream_filter(po->stream, m, ev, &seen) != 1)
        return; /* --view SEAT: another seat's private look (or a full stream: play() reports it) */
    if (ev->seat >= 0)
        tt_seat_name(r, (unsigned)ev->seat, seat);
    switch (ev->kind) {
    case TT_EV_MATCH_START:
        printf("Team %d goes first.\n", ev->a + 1);
        break;
    case TT_EV_TURN_START:
        if (r->turn_unit == TT_TURN_TEAM) /* PD-6: the whole team's turn */
            printf("\n== Turn %d (team %u) ==\n", ev->a, (unsigned)ev->seat / r->per_team + 1u);
        else
            printf("\n== Turn %d (%s) ==\n", ev->a, seat);
        break;
    case TT_EV_GAME_OVER:
        if (r->match_games > 1)
            break; /* the match's own line says it, with the game wins */
        if (ev->a < 0)
            printf("\nThe match is a draw.\n");
        else
            printf("\nTeam %d wins.\n", ev->a + 1);
        break;
    default:
        if (ev->kind >= TT_EV_GAME || ev->kind == TT_EV_COIN || ev->kind == TT_EV_TIME ||
            ev->kind == TT_EV_SHOWN || ev->kind == TT_EV_LIFE ||
            ev->kind == TT_EV_SEAT_OUT) { /* tt_match_describe_event */
            char text[256];
            if (po->stream) /* --view SEAT: as that seat reads it */
                tt_match_describe_event_for(m, ev, (unsigned)po->view_seat, text, sizeof text);
            else
                tt_match_describe_event(m, ev, text, sizeof text);
            printf("    %s\n", text);
        }
        break;
    }
}

/* The exec seats' programs are told the series' events too, each as its seat may know them
 * (another seat's siding names no card, YP-6). */
static void feed_programs_series(const tt_series *s, const tt_series_event *ev, const play_opts *po)
{
    for (unsigned k = 0; po && k < TT_MAX_SEATS; k++) {
        agent_io *io = po->io[k];
        if (io && io->pid && !io->failed)
            agent_put(io, proto_series_event(s, ev, io->stream));
    }
}

static void on_series_event_json(const tt_series *s, const tt_series_event *ev, void *payload)
{
    const play_opts *po = payload;
    cli_put_json(proto_series_event(s, ev, po ? po->stream : NULL));
    feed_programs_series(s, ev, po);
}

static void on_series_event_text(const tt_series *s, const tt_series_event *ev, void *payload)
{
    char text[256];
    const play_opts *po = payload;
    feed_programs_series(s, ev, po);
    tt_series_describe_event_for(s, ev, proto_series_viewer(po ? po->stream : NULL, ev), text,
                                 sizeof text);
    if (ev->kind == TT_SEV_GAME_START)
        printf("\n=== %s ===\n", text);
    else if (ev->kind == TT_SEV_MATCH_OVER || ev->kind == TT_SEV_TIME)
        printf("\n%s.\n", text);
    else
        printf("%s.\n", text);
}

/* A seat's choice, in the play-by-play: option i's label, or (i negative) what its program
 * said; under --view SEAT only that seat's own: the labels of another seat's options may name
 * its hidden cards. */
static void print_choice(const tt_series *m, const play_opts *po, unsigned seat, int i,
                         const char *said)
{
    char label[256], name[4];
    if (po->view_seat >= 0 && (unsigned)po->view_seat != seat)
        return;
    if (i >= 0)
        tt_series_option_label(m, (unsigned)i, label, sizeof label);
    printf("  %s: %s\n", tt_seat_name(tt_ruleset_rules(tt_series_ruleset(m)), seat, name),
           i >= 0 ? label : said);
}

/* Takes the pending decision of seat from the replay (--replay), or with its agent; writes it
 * to the recording (--record). */
static int take_decision(tt_series *m, unsigned seat, play_opts *po, replay *rec, tt_rng *rng)
{
    static uint32_t view[TT_MAX_CARDS];
    const tt_rules *r = tt_ruleset_rules(tt_series_ruleset(m));
    json_t *taken = NULL;
    tt_error err = {0};
    int status = EXIT_OK;
    if (po->replay) {
        if ((status = replay_next(po->replay, r, seat, &taken)) == EXIT_OK) {
            if (!po->json && json_is_integer(taken) && json_integer_value(taken) >= 0 &&
                json_integer_value(taken) < tt_series_option_count(m))
                print_choice(m, po, seat, (int)json_integer_value(taken), NULL);
            if (agent_apply_decision(m, seat, taken, &err) != TT_OK)
                status = replay_refused(po->replay, &err);
        }
    } else if (po->agent[seat] == AGENT_HUMAN) { /* a person: it prints its own choice */
        status = agent_human_decide(m, seat, po->io[seat], rec ? &taken : NULL);
    } else if (po->io[seat]) { /* a stdio or exec seat: its program decides */
        char said[256];
        status = agent_decide(m, seat, po->io[seat], view, rec ? &taken : NULL, said, sizeof said);
        if (status == EXIT_OK && !po->json && said[0])
            print_choice(m, po, seat, -1, said);
    } else {
        unsigned i = agent_choose(po->agent[seat], rng, m, seat);
        if (!po->json)
            print_choice(m, po, seat, (int)i, NULL);
        if (tt_series_decide(m, seat, i, &err))
            return cli_report(&err);
        taken = rec ? json_integer(i) : NULL;
    }
    if (status == EXIT_OK && rec)
        status = replay_note(rec, r, seat, taken);
    json_decref(taken);
    return status;
}

/* The programs of the stdio and exec seats: one for all the stdio seats (our stdin and
 * stdout, and their shared stream po->stream), and a program started for each exec seat with
 * a stream of its own (docs/bots.md). The human seat's input is our stdin too (never with a
 * stdio seat: run() refuses it). An exit status. */
static int start_programs(const tt_ruleset *rs, play_opts *po, agent_io *stdio_io)
{
    int human = 0;
    for (unsigned s = 0; s < TT_MAX_SEATS; s++)
        human |= po->agent[s] == AGENT_HUMAN;
    agent_io_init(stdio_io, human ? "human" : "stdio", 0, -1);
    stdio_io->stream = po->stream;
    stdio_io->clock = po->clock;
    stdio_io->peers = po->io; /* waiting for stdin feeds the exec seats their lines */
    for (unsigned s = 0; s < TT_MAX_SEATS; s++) {
        tt_error err = {0};
        agent_io *io;
        if (po->agent[s] == AGENT_STDIO || po->agent[s] == AGENT_HUMAN)
            po->io[s] = stdio_io;
        if (po->agent[s] != AGENT_EXEC)
            continue;
        if (!(io = malloc(sizeof *io))) {
            fprintf(stderr, "tagteam play: out of memory\n");
            return EXIT_RUNTIME;
        }
        agent_io_init(io, po->exec[s], -1, -1);
        io->clock = po->clock;
        io->peers = po->io;
        po->io[s] = io;
        if (tt_stream_new(&io->stream, rs, 1u << s, &err))
            return cli_report(&err);
        int status = agent_exec_start(io, po->exec[s] + strlen("exec:"));
        if (status != EXIT_OK)
            return status;
    }
    return EXIT_OK;
}

/* Each exec program gets its last lines and the end of its input, and is reaped (stopped if it
 * does not exit: agent_exec_stop); the stdio seats' program is our stdin and stdout. */
static void stop_programs(play_opts *po)
{
    agent_io *exec[TT_MAX_SEATS];
    unsigned n = 0;
    for (unsigned s = 0; s < TT_MAX_SEATS; s++) {
        if (po->io[s] && po->agent[s] == AGENT_EXEC)
            exec[n++] = po->io[s];
        po->io[s] = NULL;
    }
    agent_exec_stop(exec, n);
    for (unsigned i = 0; i < n; i++) {
        tt_stream_free(exec[i]->stream);
        free(exec[i]);
    }
}

/* A stream that ran out of card handles stops the match (exit status 1) before a prompt shows
 * a card without one: the stdio seats' or --view's, and each exec seat's still playing. */
static int check_streams(const play_opts *po, const tt_series *m, int advanced)
{
    tt_error err = {0};
    for (unsigned s = 0; s <= TT_MAX_SEATS; s++) {
        const agent_io *io = s < TT_MAX_SEATS ? po->io[s] : NULL;
        tt_stream *st = s == TT_MAX_SEATS              ? po->stream
                        : io && io->pid && !io->failed ? io->stream
                                                       : NULL;
        if (st && advanced != TT_ADVANCE_OVER && tt_series_game(m))
            (void)tt_stream_sync(st, tt_series_game(m)); /* a full one fails the check */
        if (st && tt_stream_check(st, &err))
            return cli_report(&err);
    }
    return EXIT_OK;
}

static int play(tt_ctx *ctx, const tt_ruleset *rs, play_opts *po, tt_series_setup *setup)
{
    const tt_rules *r = tt_ruleset_rules(rs);
    tt_deck *decks[TT_MAX_SEATS] = {0};
    tt_series *m = NULL;
    replay *rec = NULL;
    tt_error err = {0};
    tt_rng agent_rng;
    agent_io stdio_io;
    int status = po->replay ? EXIT_OK : cli_load_decks("play", ctx, rs, po->deck, decks, setup, 1);
    for (unsigned s = 0; po->replay && s < r->seats; s++) /* the replay's decks: issue 30 */
        cli_warn_simplified("play", ctx, rs, setup, s, "(of the replay)");

    setup->seed = po->seed;
    setup->on_game_event = po->json ? on_event_json : on_event_text;
    setup->on_series_event = po->json ? on_series_event_json : on_series_event_text;
    setup->on_event_payload = po;
    if (status == EXIT_OK && po->view_mask && tt_stream_new(&po->stream, rs, po->view_mask, &err))
        status = cli_report(&err);
    if (status == EXIT_OK && po->view_seat == (int)TT_VIEWER_PUBLIC && /* issue 28: a spectator */
        tt_stream_new_public(&po->stream, rs, &err))
        status = cli_report(&err);
    if (status == EXIT_OK && po->record)
        status = replay_record(&rec, po->record, po->ruleset_ref, rs, ctx, po->seed, setup);
    if (status == EXIT_OK) /* before the match, which tells them its first events */
        status = start_programs(rs, po, &stdio_io);
    if (status == EXIT_OK && !po->json)
        printf("%s: %s (seed %" PRIu64 ")\n", r->name, r->title, po->seed);
    if (status == EXIT_OK && tt_series_new(&m, ctx, rs, setup, &err))
        status = cli_report(&err);
    if (status == EXIT_OK && po->replay) /* a table's record: its fingerprints and result */
        replay_check_against(po->replay, m);
    if (status != EXIT_OK)
        goto done;
    tt_rng_seed(&agent_rng, po->seed ^ 0xa5a5a5a5a5a5a5a5ull);
    for (long n = 0;; n++) {
        int rc = tt_series_advance(m, &err);
        if (rc < 0) {
            status = cli_report(&err);
            break;
        }
        /* a stream ran out of card handles: stop before a prompt shows a card without one */
        if ((status = check_streams(po, m, rc)) != EXIT_OK)
            break;
        if (rc == TT_ADVANCE_OVER)
            break;
        if (po->max_decisions && n >= po->max_decisions) {
            fprintf(stderr, "tagteam play: stopped after %ld decisions (--max-decisions)\n", n);
            status = EXIT_RUNTIME;
            break;
        }
        unsigned seat = (unsigned)tt_series_decision_seat(m);
        if ((status = take_decision(m, seat, po, rec, &agent_rng)) != EXIT_OK)
            break;
    }
done:
    stop_programs(po);
    agent_release();
    status = replay_close(rec, status);
    status = replay_close(po->replay, status); /* its result line is checked against m */
    po->replay = NULL;
    tt_series_free(m);
    tt_stream_free(po->stream);
    po->stream = NULL;
    for (unsigned s = 0; s < TT_MAX_SEATS; s++)
        tt_deck_free(decks[s]);
    return status;
}

/* A seed from the operating system for a match given no --seed: a fixed default would make
 * every match the same and every hidden card predictable. 0 on success. */
static int os_seed(uint64_t *seed)
{
    FILE *f = fopen("/dev/urandom", "rb");
    size_t got = f ? fread(seed, sizeof *seed, 1, f) : 0;
    if (f)
        fclose(f);
    return got == 1 ? 0 : -1;
}

/* A human seat plays at this terminal and must see only what it may know: one at most (two
 * would see each other's hands), never beside a stdio seat (both read stdin), the text
 * play-by-play only (JSON lines are for programs), and the events are its own stream, as
 * --view gives them: so no --view of another seat. An exit status. */
static int check_human(play_opts *po, unsigned humans, const char *view)
{
    const char *why = NULL;
    int stdio = 0;
    if (!humans)
        return EXIT_OK;
    for (unsigned s = 0; s < TT_MAX_SEATS; s++)
        stdio |= po->agent[s] == AGENT_STDIO;
    if (humans & (humans - 1))
        why = "one human seat at a time: two at one terminal would see each other's cards";
    else if (stdio)
        why = "a human seat and a stdio seat would both read stdin";
    else if (po->json)
        why = "a human seat plays on the text play-by-play, not --json";
    else if (view)
        why = "--view: the play-by-play is the human seat's own view already";
    if (why) {
        fprintf(stderr, "tagteam play: %s\n", why);
        return EXIT_BAD_INPUT;
    }
    po->view_mask = humans; /* the play-by-play is the seat's own stream, as --view SEAT */
    po->view_seat = 0;
    while (!(humans >> po->view_seat & 1)) /* one human seat: the only bit */
        po->view_seat++;
    return EXIT_OK;
}

static int run(int argc, char **argv)
{
    play_opts po = {.view_seat = -1};
    const char *ruleset = NULL, *agents[16], *decks[16], *record = NULL, *replay_file = NULL,
               *view = NULL;
    int nagents = 0, ndecks = 0, seeded = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--json") == 0) {
            po.json = 1;
        } else if (strcmp(a, "--view") == 0 && i + 1 < argc) {
            view = argv[++i];
        } else if (strcmp(a, "--clock") == 0 && i + 1 < argc) {
            const char *v = argv[++i];
            char *end = NULL;
            /* digits and a point only: no sign, exponent, "inf" or "nan" */
            po.clock = *v && !v[strspn(v, "0123456789.")] ? strtod(v, &end) : 0;
            if (!end || *end || !(po.clock > 0) || po.clock > 1e6) {
                fprintf(stderr,
                        "tagteam play: --clock expects a positive number of seconds "
                        "(e.g. 2 or 0.5, at most 1000000), got '%s'\n",
                        v);
                return EXIT_BAD_INPUT;
            }
        } else if ((strcmp(a, "--record") == 0 || strcmp(a, "--replay") == 0) && i + 1 < argc) {
            *(a[4] == 'c' ? &record : &replay_file) = argv[++i];
        } else if ((strcmp(a, "--seed") == 0 || strcmp(a, "--agent") == 0 ||
                    strcmp(a, "--deck") == 0 || strcmp(a, "--max-decisions") == 0) &&
                   i + 1 < argc) {
            const char *v = argv[++i];
            char *end;
            if (strcmp(a, "--seed") == 0 || strcmp(a, "--max-decisions") == 0) {
                errno = 0; /* strtoull takes "-1" and wraps it, and saturates past its range */
                unsigned long long x = strtoull(v, &end, 10);
                int max = a[2] == 'm';
                if (!*v || *end || *v == '-' || *v == '+' || errno == ERANGE ||
                    (max && (x == 0 || x > LONG_MAX))) {
                    fprintf(stderr, "tagteam play: %s expects a %s number, got '%s'\n", a,
                            max ? "positive" : "non-negative 64-bit", v);
                    return EXIT_BAD_INPUT;
                }
                if (a[2] == 's') {
                    po.seed = x;
                    seeded = 1;
                } else {
                    po.max_decisions = (long)x;
                }
            } else if ((a[2] == 'a' ? nagents : ndecks) == 16) { /* more than seats exist */
                fprintf(stderr, "tagteam play: more than 16 %s options\n", a);
                return EXIT_BAD_INPUT;
            } else if (a[2] == 'a') {
                agents[nagents++] = v;
            } else {
                decks[ndecks++] = v;
            }
        } else if (a[0] == '-') {
            fprintf(stderr, "tagteam play: unknown or incomplete option '%s'\n", a);
            return EXIT_BAD_INPUT;
        } else if (!ruleset) {
            ruleset = a;
        } else {
            fprintf(stderr, "tagteam play: one ruleset at a time ('%s')\n", a);
            return EXIT_BAD_INPUT;
        }
    }
    if (replay_file && (ruleset || nagents || ndecks || seeded || record)) {
        fprintf(stderr,
                "tagteam play: --replay FILE takes the ruleset, seed, decks and every "
                "decision from FILE: give no RULESET, --seed, --agent, --deck or --record\n");
        return EXIT_BAD_INPUT;
    }
    if (!ruleset && !replay_file) {
        fputs(cmd_play.usage, stderr);
        return EXIT_BAD_INPUT;
    }
    if (!seeded && !replay_file) {
        if (os_seed(&po.seed)) {
            fputs("tagteam play: no seed could be read from /dev/urandom: give --seed N\n", stderr);
            return EXIT_RUNTIME;
        }
        if (po.json) /* the text play-by-play's first line gives the seed */
            fprintf(stderr, "tagteam play: seed %" PRIu64 " (--seed %" PRIu64 " plays it again)\n",
                    po.seed, po.seed);
    }
    tt_ctx *ctx = cli_ctx();
    tt_ruleset *rs = NULL;
    tt_series_setup setup = {.version = TT_SERIES_SETUP_VERSION};
    int status;
    po.ruleset_ref = ruleset;
    po.record = record;
    if (replay_file) {
        if ((status = replay_open(&po.replay, replay_file, ctx, &rs, &po.seed, &setup))) {
            tt_ctx_free(ctx);
            return status;
        }
    } else if ((status = cli_ruleset_load(&rs, ctx, "play", ruleset)) != EXIT_OK) {
        tt_ctx_free(ctx);
        return status;
    }
    status = EXIT_OK;
    unsigned given[2] = {0, 0}; /* seats with an --agent, with a --deck */
    unsigned humans = 0;        /* the human seats */
    for (int i = 0; i < nagents + ndecks && status == EXIT_OK; i++) {
        const char *arg = i < nagents ? agents[i] : decks[i - nagents], *value;
        int seat = cli_parse_seat_arg(tt_ruleset_rules(rs), arg, &value);
        char name[4];
        if (seat < 0) {
            fprintf(stderr, "tagteam play: '%s': expected SEAT=VALUE with a seat of %s\n", arg,
                    tt_ruleset_rules(rs)->name);
            status = EXIT_BAD_INPUT;
        } else if (given[i >= nagents] >> seat & 1) { /* which would win is a guess: refuse */
            fprintf(stderr, "tagteam play: %s given twice for %s\n",
                    i < nagents ? "--agent" : "--deck",
                    tt_seat_name(tt_ruleset_rules(rs), (unsigned)seat, name));
            status = EXIT_BAD_INPUT;
        } else if (i < nagents && agent_parse(value) < 0) {
            char why[256];
            fprintf(stderr, "tagteam play: %s%s\n", agent_parse_error(value, why, sizeof why),
                    strncmp(value, "exec:", 5) ? "; or stdio, human, exec:COMMAND" : "");
            status = EXIT_BAD_INPUT;
        } else if (i < nagents) {
            given[0] |= 1u << seat;
            po.agent[seat] = agent_parse(value);
            po.json |= po.agent[seat] == AGENT_STDIO; /* the protocol is JSON lines */
            if (po.agent[seat] == AGENT_STDIO)
                po.view_mask |= 1u << seat;
            if (po.agent[seat] == AGENT_EXEC)
                po.exec[seat] = value;
            if (po.agent[seat] == AGENT_HUMAN)
                humans |= 1u << seat;
        } else {
            given[1] |= 1u << seat;
            po.deck[seat] = value;
        }
    }
    if (status == EXIT_OK)
        status = check_human(&po, humans, view);
    /* issue 33: a program (or a person) at a seat must not learn from being asked (or not) at a
     * window what another seat holds: every seat is asked, unless the ruleset says otherwise */
    unsigned programs = 0; /* the stdio, exec and human seats */
    for (unsigned s = 0; status == EXIT_OK && !replay_file && s < TT_MAX_SEATS; s++) {
        tt_error err = {0};
        if (po.agent[s] == AGENT_STDIO || po.agent[s] == AGENT_EXEC || po.agent[s] == AGENT_HUMAN)
            programs |= 1u << s;
        if ((programs >> s & 1) && tt_ruleset_default_ask_every_seat(rs, 1, &err) < 0)
            status = cli_report(&err);
    }
    if (status == EXIT_OK && po.clock > 0 && !programs) {
        fprintf(stderr, "tagteam play: --clock times the programs of stdio and exec seats "
                        "and a human seat's player, and no seat has one\n");
        status = EXIT_BAD_INPUT;
    }
    if (status == EXIT_OK && view) {
        po.view_seat = strcmp(view, "public") == 0 ? (int)TT_VIEWER_PUBLIC
                                                   : tt_seat_parse(tt_ruleset_rules(rs), view);
        if (po.view_seat < 0) {
            fprintf(stderr, "tagteam play: --view '%s': expected public or a seat of %s\n", view,
                    tt_ruleset_rules(rs)->name);
            status = EXIT_BAD_INPUT;
        } else if (po.view_mask) { /* the stream is the stdio seats' already */
            fprintf(stderr, "tagteam play: --view is for a match without stdio seats: the "
                            "stdio seats' events are their own stream\n");
            status = EXIT_BAD_INPUT;
        } else if (po.view_seat != (int)TT_VIEWER_PUBLIC) {
            po.view_mask = 1u << po.view_seat;
        }
    }
    if (status == EXIT_OK)
        status = play(ctx, rs, &po, &setup);
    status = replay_close(po.replay, status);
    tt_ruleset_free(rs);
    tt_ctx_free(ctx);
    return status;
}

const cli_command cmd_play = {
    .name = "play",
    .summary = "play one match with agents in every seat",
    .usage = "usage: tagteam play RULESET [--seed N] [--agent SEAT=AGENT]...\n"
             "                    [--deck SEAT=FILE]... [--json] [--max-decisions N]\n"
             "                    [--record FILE] [--view SEAT|public]\n"
             "                    [--clock SECONDS]\n"
             "       tagteam play --replay FILE [--json] [--view SEAT|public]\n\n"
             "Plays one match under RULESET (a path or a shipped name, see 'tagteam rulesets')\n"
             "with an agent in every seat (random by default) and prints a play-by-play and the\n"
             "result; --json prints the events as JSON lines instead. A ruleset with a match:\n"
             "section plays all the games of the match, with siding and who goes first decided\n"
             "between them. Decks come from --deck or the ruleset's decks.default. The same\n"
             "seed and choices give the same match; without --seed the operating system picks\n"
             "one, printed first (on stderr with --json) and kept in a --record file.\n"
             "AGENT is random, first, greedy (the option whose next position scores best for\n"
             "the seat), mcts:N (N playouts per decision of determinized Monte Carlo search;\n"
             "docs/agents.md), stdio: another program plays SEAT over JSON lines on stdin\n"
             "and stdout (docs/cli.md), exec:COMMAND: COMMAND (run by /bin/sh -c) plays\n"
             "SEAT over its own stdin and stdout, told only SEAT's stream (docs/bots.md); a\n"
             "program that ends or writes garbage is reported and its seat concedes.\n"
             "Or human: you play SEAT at this terminal: at each of its decisions a board of\n"
             "what SEAT may know and numbered options; type a number, a label (or a unique\n"
             "part of one), concede, board or ?; the end of input (Ctrl-D) concedes. The\n"
             "play-by-play is SEAT's own (as --view SEAT); one human seat, and not with stdio,\n"
             "--json or --view (docs/cli.md).\n"
             "Agents decide from what their seat may know.\n"
             "--clock SECONDS gives each decision of a stdio, exec or human seat that long\n"
             "(e.g. 0.5); a seat that does not answer in time is reported and concedes.\n"
             "--view SEAT prints only what SEAT's player learns at the table (its own stream,\n"
             "text or --json), as the stdio seats are told; --view public only what a\n"
             "spectator learns (the public stream: no hand card, Set card, decision or look).\n"
             "--record FILE writes a replay (the ruleset's hash, the seed, the decks and every\n"
             "decision); --replay FILE plays it back, refused if the ruleset's rules changed.\n",
    .run = run,
};
