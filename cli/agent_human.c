/* agent_human.c: a person plays a seat at the terminal (`tagteam play --agent 1A=human`,
 * docs/cli.md). At each of the seat's decisions a short board summary and the numbered options
 * go to stdout, and one line is read from stdin: an option's number, its label or a unique part
 * of one, `concede`, `?`/`help` or `board`. The board is built from the seat's observation only
 * (tt_match_observe): it never names a card the seat may not know. A refusal, or a line that is
 * none of these, is answered and the person asked again, the match unchanged: a person typing
 * is not a protocol. The end of the input (Ctrl-D), or the clock running out (--clock), concedes
 * the seat (YP-11) as a failed program's seat does (agent_forfeit). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "agents.h"
#include "cli.h"

/* A card as the seat knows it: its name, or "face-down card" / "hidden card". */
static const char *card_name(const tt_match *m, const tt_obs_card *c)
{
    if (c->flags & TT_OBS_KNOWN)
        return tt_carddb_name(tt_match_carddb(m), c->id);
    return c->flags & TT_OBS_FACE_DOWN ? "face-down card" : "hidden card";
}

/* The module's fields of a card the seat may know (tt_match_obs_fields): "atk 1700, def 1000,
 * attack" or "hp 50, damage 20, stage basic, asleep+poisoned". A value named by the module is
 * given by its name alone, a set of none is left out. */
static void put_fields(const tt_obs_card *c, const tt_obs_field *f, unsigned nf)
{
    int any = 0;
    for (unsigned k = 0; k < nf && k < TT_OBS_FIELDS && f[k].name; k++) {
        int32_t v = c->field[k];
        if (v == TT_OBS_NONE || (f[k].flags && v == 0))
            continue;
        fputs(any++ ? ", " : " (", stdout);
        if (f[k].flags) { /* a bit set of the names */
            int bit = 0;
            for (unsigned b = 0; f[k].values[b]; b++)
                if (v >> b & 1)
                    printf("%s%s", bit++ ? "+" : "", f[k].values[b]);
        } else if (f[k].values && v >= 0) {
            unsigned n = 0;
            while (f[k].values[n])
                n++;
            if ((unsigned)v < n)
                fputs(f[k].values[v], stdout);
            else
                printf("%s %d", f[k].name, (int)v);
        } else {
            printf("%s %d", f[k].name, (int)v);
        }
    }
    if (any)
        putchar(')');
}

/* One zone's line: its cards by name (a hand without its fields: the names say enough), or a
 * count where the seat knows none of them (another seat's hand, a Deck, the Prize cards). */
static void put_zone(const tt_match *m, const tt_observation *o, const tt_obs_zone *z)
{
    const tt_rules *r = tt_match_rules(m);
    unsigned nf = 0, seen = 0;
    const tt_obs_field *f = tt_match_obs_fields(m, &nf);
    for (unsigned i = z->first; i < z->first + z->count; i++)
        seen += (o->cards[i].flags & (TT_OBS_KNOWN | TT_OBS_FACE_DOWN)) != 0;
    if (!seen) {
        printf("  %s: %u card%s (hidden)\n", z->name, z->count, z->count == 1 ? "" : "s");
        return;
    }
    printf("  %s (%u):", z->name, z->count);
    for (unsigned i = z->first; i < z->first + z->count; i++) {
        const tt_obs_card *c = &o->cards[i];
        printf("%s%s", i == z->first ? " " : "; ", card_name(m, c));
        if (f && z->kind != r->zone_hand)
            put_fields(c, f, nf);
        if (c->attached_to >= 0 && (unsigned)c->attached_to < o->ncards) { /* and where */
            const tt_obs_card *on = &o->cards[c->attached_to];
            printf(" on %s (%s)", card_name(m, on), o->zones[on->zone].name);
        }
    }
    putchar('\n');
}

/* The chain, or an attack in progress: "  chain_link: 2A's Trap Hole -> Battle Ox". */
static void put_links(const tt_match *m, const tt_observation *o)
{
    const tt_rules *r = tt_match_rules(m);
    char who[4];
    for (unsigned i = 0; i < o->nlinks; i++) {
        const tt_obs_link *l = &o->links[i];
        const char *kind = tt_match_obs_link_kind(m, l->kind);
        printf("  %u) %s", i + 1, kind ? kind : "link");
        if (l->seat >= 0)
            printf(" by %s", tt_seat_name(r, (unsigned)l->seat, who));
        if (l->card >= 0 && (unsigned)l->card < o->ncards)
            printf(": %s", card_name(m, &o->cards[l->card]));
        if (l->target >= 0 && (unsigned)l->target < o->ncards)
            printf(" -> %s", card_name(m, &o->cards[l->target]));
        else if (l->target_seat >= 0)
            printf(" -> %s", tt_seat_name(r, (unsigned)l->target_seat, who));
        putchar('\n');
    }
}

/* A pool's line ("Life" or "Prizes taken"): per team for a team pool (one value), else per
 * seat. */
static void put_pool(const tt_rules *r, const char *what, tt_pool pool, const int32_t *v)
{
    char who[4];
    printf("%s:", what);
    for (unsigned s = 0; s < r->seats; s++) {
        if (pool == TT_POOL_TEAM && s % r->per_team)
            continue; /* the team's first seat holds the team's value */
        if (pool == TT_POOL_TEAM)
            printf("%s team %u %d", s ? "," : "", s / r->per_team + 1u, (int)v[s]);
        else
            printf("%s %s %d", s ? "," : "", tt_seat_name(r, s, who), (int)v[s]);
    }
    putchar('\n');
}

/* The board as seat may know it (its observation o): turn, phase, whose turn, life, Prize
 * cards taken, every zone with a card in it, the chain or attack in progress. */
static void put_board(const tt_match *m, const tt_observation *o, unsigned seat)
{
    const tt_rules *r = tt_match_rules(m);
    const char *phase = tt_match_phase(m);
    char who[4], turn[4];
    printf("\n--- %s's board: turn %u", tt_seat_name(r, seat, who), (unsigned)o->turn);
    if (phase)
        printf(", %s", phase);
    if (o->turn_seat >= 0)
        printf(" (%s's turn)", tt_seat_name(r, (unsigned)o->turn_seat, turn));
    else if (o->turn_team >= 0)
        printf(" (team %d's turn)", o->turn_team + 1);
    puts(" ---");
    if (r->life_start)
        put_pool(r, "Life", (tt_pool)r->life_pool, o->life);
    if (r->prize_count) {
        int32_t taken[TT_MAX_SEATS];
        for (unsigned s = 0; s < r->seats; s++)
            taken[s] = o->prizes_taken[s];
        put_pool(r, "Prize cards taken", (tt_pool)r->prize_pool, taken);
    }
    for (unsigned z = 0; z < o->nzones; z++)
        if (o->zones[z].count)
            put_zone(m, o, &o->zones[z]);
    if (o->nlinks) {
        puts("In progress:");
        put_links(m, o);
    }
}

static void put_options(const tt_series *s)
{
    char label[256];
    unsigned n = tt_series_option_count(s);
    puts("Options:");
    for (unsigned i = 0; i < n; i++) {
        tt_series_option_label(s, i, label, sizeof label);
        printf("  %u) %s\n", i + 1, label); /* numbered from 1 for people: index 0 is 1) */
    }
}

static void put_help(const tt_series *s)
{
    printf("Type an option's number (1-%u), its label or a unique part of it; `concede` to "
           "concede; `board` to see the board again; `?` or `help` for this.\n",
           tt_series_option_count(s));
}

/* The board (in a game) or the match so far (between games), and the options. -1 when the
 * observation could not be made. */
static int put_decision(const tt_series *s, unsigned seat)
{
    static tt_observation *o; /* about 90 KB: made once, kept for the process */
    const tt_match *m = tt_series_game(s);
    const tt_rules *r = tt_ruleset_rules(tt_series_ruleset(s));
    char who[4];
    tt_error err = {0};
    if (!m) {
        printf("\n--- %s decides before game %u (game wins: team 1 %u, team 2 %u) ---\n",
               tt_seat_name(r, seat, who), tt_series_game_number(s) + 1, tt_series_wins(s, 0),
               tt_series_wins(s, 1));
    } else {
        if (!o && !(o = malloc(sizeof *o))) {
            fprintf(stderr, "tagteam play: out of memory\n");
            return -1;
        }
        if (tt_match_observe(m, seat, NULL, o, &err) != TT_OK) {
            cli_report(&err);
            return -1;
        }
        put_board(m, o, seat);
    }
    put_options(s);
    return 0;
}

static void put_prompt(const tt_series *s, unsigned seat)
{
    char who[4];
    printf("%s> ", tt_seat_name(tt_ruleset_rules(tt_series_ruleset(s)), seat, who));
    fflush(stdout);
}

/* The line without the spaces around it (a trailing \r of a terminal too). */
static char *trim(char *line)
{
    size_t n = strlen(line);
    while (n && strchr(" \t\r", line[n - 1]))
        line[--n] = 0;
    return line + strspn(line, " \t");
}

/* The option labelled text, as tt_series_decide_label finds it: the label itself, else the
 * only label holding it (one label on several equal cards counts once: the first). -1 when
 * none or several do: the rules then say why. */
static int label_option(const tt_series *s, const char *text)
{
    char label[256], first[256] = "";
    int found = -1, several = 0;
    for (unsigned i = 0; i < tt_series_option_count(s); i++) {
        tt_series_option_label(s, i, label, sizeof label);
        if (strcmp(label, text) == 0)
            return (int)i;
        if (!strstr(label, text))
            continue;
        if (found < 0) {
            found = (int)i;
            snprintf(first, sizeof first, "%s", label);
        } else if (strcmp(first, label) != 0) {
            several = 1; /* two different labels: be more precise (said by the rules) */
        }
    }
    return several ? -1 : found;
}

/* The seat stops playing: the end of the input, or no answer within the clock (why). The
 * unfinished prompt line is ended first. */
static int leave(tt_series *s, unsigned seat, agent_io *io, const char *why, json_t **taken)
{
    char who[4];
    putchar('\n');
    fflush(stdout); /* the board and the prompt come before the line that says why */
    fprintf(stderr, "tagteam play: seat %s (human): %s; ",
            tt_seat_name(tt_ruleset_rules(tt_series_ruleset(s)), seat, who), why);
    io->failed = 1; /* no more answers will come: its decisions to come concede too */
    return agent_forfeit(s, seat, io, taken, NULL, 0, 1);
}

int agent_human_decide(tt_series *s, unsigned seat, agent_io *io, json_t **taken)
{
    char buf[AGENT_LINE_MAX + 1], why[96], who[4];
    int64_t left = io->clock > 0 ? (int64_t)(io->clock * 1e9) : -1; /* the decision's clock */
    int skipping = 0; /* the rest of a line too long to read is dropped */
    int prompted = 0; /* the prompt is out, waiting for the line (or the rest of a long one) */
    if (io->failed)
        return agent_forfeit(s, seat, io, taken, NULL, 0, 0);
    if (put_decision(s, seat) < 0)
        return EXIT_RUNTIME;
    for (;;) {
        tt_error err = {0};
        unsigned n = tt_series_option_count(s);
        int nul = 0;
        if (!prompted)
            put_prompt(s, seat);
        prompted = 1;
        int got = agent_read_line(io, buf, &nul, &left);
        if (got == AGENT_LINE_LATE) {
            snprintf(why, sizeof why, "no answer within --clock %g s", io->clock);
            return leave(s, seat, io, why, taken);
        }
        if (got == AGENT_LINE_EOF)
            return leave(s, seat, io, "the input ended (end of file)", taken);
        if (got == AGENT_LINE_ERROR) {
            fprintf(stderr, "\ntagteam play: <stdin> cannot be read: %s\n", strerror(errno));
            return EXIT_RUNTIME;
        }
        if (got == AGENT_LINE_TOO_LONG) { /* drop it up to its newline, or all read so far */
            char *nl = memchr(io->in_buf, '\n', io->in_len);
            size_t drop = nl ? (size_t)(nl - io->in_buf) + 1 : io->in_len;
            io->in_len -= drop;
            memmove(io->in_buf, io->in_buf + drop, io->in_len);
            if ((skipping = !nl))
                continue;      /* its end is still to come */
        } else if (skipping) { /* the long line's last part */
            got = AGENT_LINE_TOO_LONG;
        }
        skipping = prompted = 0;
        ++io->line;
        if (!isatty(io->in)) /* a piped answer: shown after the prompt, as a terminal echoes it */
            printf("%s\n", got == AGENT_LINE_TOO_LONG ? "(a line too long)" : buf);
        char *in = trim(buf);
        if (got == AGENT_LINE_TOO_LONG || nul || !*in) {
            put_help(s);
            continue;
        }
        if (strcmp(in, "?") == 0 || strcmp(in, "help") == 0) {
            put_help(s);
            put_options(s);
            continue;
        }
        if (strcmp(in, "board") == 0) {
            if (put_decision(s, seat) < 0)
                return EXIT_RUNTIME;
            continue;
        }
        json_t *answer;
        /* the option taken, once known: a number (1 the first option) or a label's */
        int k = -1;
        if (!in[strspn(in, "0123456789")]) {
            unsigned long x = strlen(in) > 9 ? 0 : strtoul(in, NULL, 10);
            if (x < 1 || x > n) {
                printf("There is no option %s: type a number from 1 to %u (`?` for help).\n", in,
                       n);
                continue;
            }
            k = (int)x - 1;
        } else if (strcmp(in, "concede") != 0) {
            k = label_option(s, in);
        }
        if (k >= 0) { /* said before its events, as the built-in agents' choices are */
            char label[256];
            tt_series_option_label(s, (unsigned)k, label, sizeof label);
            printf("  %s: %s\n", tt_seat_name(tt_ruleset_rules(tt_series_ruleset(s)), seat, who),
                   label);
            answer = json_integer(k);
        } else if (strcmp(in, "concede") == 0) {
            answer = json_pack("{s:b}", "concede", 1);
        } else { /* no option's: the rules say why (a refused label names its rule key) */
            answer = json_string(in);
        }
        int rc = answer ? agent_apply_decision(s, seat, answer, &err)
                        : tt_error_set(&err, TT_ERR_NOMEM, "decision", "out of memory");
        if (rc == TT_OK) {
            if (taken)
                *taken = answer; /* the caller records it (--record) and releases it */
            else
                json_decref(answer);
            return EXIT_OK;
        }
        json_decref(answer);
        if (rc != TT_ERR_ILLEGAL)
            return cli_report(&err);
        /* refused, the match unchanged: why, and the seat is asked again (the clock runs on) */
        printf("Refused: %s (%s).\n", err.msg, err.path);
        if (strcmp(err.path, "decision") == 0) /* no option of that label: a hint */
            put_help(s);
    }
}
