/* series.c: a match of several games (the ruleset's `match:` section). It plays its games one
 * after the other and takes the decisions between them: Side Deck swaps, 1-for-1 (YP-6,
 * YT-1.6), then who goes first (YP-4: the loser of the previous game chooses). It ends the
 * match on game wins, when time is called (YT-6.3, YT-6.4, YP-13..YP-15, YP-17) and after
 * the last game, with the tiebreak game when game wins are equal (YT-6.3, YP-14). */
#include <stdio.h>
#include <string.h>

#include "error_impl.h"
#include "match_impl.h"
#include "tagteam/deck.h"
#include "tagteam/series.h"

typedef enum stage { STAGE_GAME, STAGE_SIDING, STAGE_CHOOSING, STAGE_OVER } stage;

/* An option between games. */
typedef enum pick_kind {
    PICK_FIRST,  /* go first */
    PICK_SECOND, /* go second */
    PICK_DONE,   /* siding: keep the deck as it is now */
    PICK_OUT,    /* siding: take the card at index of part out */
    PICK_IN,     /* siding: put the Side Deck card at index in for the card taken out */
    PICK_KEEP    /* siding: keep the card taken out after all */
} pick_kind;

typedef struct pick {
    uint8_t kind, part;
    uint16_t index;
} pick;

struct tt_series {
    tt_ctx *ctx;
    const tt_ruleset *rs;
    const tt_rules *r;
    const tt_carddb *db; /* for labels and which part a card may go in; NULL for toy modules */
    tt_series_setup setup;
    uint32_t *deck[TT_MAX_SEATS][3]; /* main, extra, side: the series' own copies */
    unsigned n[TT_MAX_SEATS][3];

    tt_match *game;
    unsigned game_no;
    int tiebreak;      /* the current game is the tiebreak game */
    int next_tiebreak; /* the game to come, once who goes first is chosen */
    unsigned wins[2], draws;
    int last_winner; /* team, -1 for a draw */
    int winner;      /* the match's: team, -1 for a draw */
    stage stage;
    int first_team; /* of the next game; -1: turn.first */

    int dseat;               /* deciding between games, -1 none */
    int out_part, out_index; /* siding: the card taken out, -1 none */
    pick *picks;             /* room for every card of a seat and two more */
    unsigned npicks;
};

static void emit(tt_series *s, unsigned kind, int seat, int team, int32_t a, int32_t b,
                 uint32_t out, uint32_t in)
{
    tt_series_event ev = {(uint16_t)kind, (int8_t)seat, (int8_t)team, a, b, out, in};
    if (s->setup.on_series_event)
        s->setup.on_series_event(s, &ev, s->setup.on_event_payload);
}

static const char *card_name(const tt_series *s, uint32_t id, char *buf, size_t size)
{
    if (s->db)
        return tt_carddb_name(s->db, id);
    snprintf(buf, size, "card #%u", (unsigned)id);
    return buf;
}

/* May a card of the Side Deck replace one of part (0 main, 1 extra)? The module says which
 * part a card belongs in; without its say, any card fits the Main Deck only. */
static int fits(const tt_series *s, uint32_t id, unsigned part)
{
    const tt_game *g = s->rs->game;
    if (!s->db || !g->deck_part_refusal)
        return part == TT_DECK_MAIN;
    return g->deck_part_refusal(s->db, id, part) == NULL;
}

/* The first index in part holding the same card as index (options list each name once). */
static int first_of(const tt_series *s, unsigned seat, unsigned part, unsigned index)
{
    for (unsigned i = 0; i < index; i++)
        if (s->deck[seat][part][i] == s->deck[seat][part][index])
            return 0;
    return 1;
}

static void add_pick(tt_series *s, unsigned kind, unsigned part, unsigned index)
{
    s->picks[s->npicks++] = (pick){(uint8_t)kind, (uint8_t)part, (uint16_t)index};
}

/* May the Side Deck card at side index replace the card at index of part? Not the same card:
 * that swap would change nothing. */
static int swaps_with(const tt_series *s, unsigned seat, unsigned side, unsigned part,
                      unsigned index)
{
    uint32_t in = s->deck[seat][TT_DECK_SIDE][side];
    return in != s->deck[seat][part][index] && fits(s, in, part);
}

/* The siding options of the deciding seat; 0 when it has nothing to swap. */
static unsigned siding_picks(tt_series *s)
{
    unsigned seat = (unsigned)s->dseat;
    s->npicks = 0;
    if (s->out_index >= 0) {
        for (unsigned i = 0; i < s->n[seat][TT_DECK_SIDE]; i++)
            if (first_of(s, seat, TT_DECK_SIDE, i) &&
                swaps_with(s, seat, i, (unsigned)s->out_part, (unsigned)s->out_index))
                add_pick(s, PICK_IN, TT_DECK_SIDE, i);
        add_pick(s, PICK_KEEP, (unsigned)s->out_part, (unsigned)s->out_index);
        return s->npicks;
    }
    add_pick(s, PICK_DONE, 0, 0);
    for (unsigned part = TT_DECK_MAIN; part <= TT_DECK_EXTRA; part++)
        for (unsigned i = 0; i < s->n[seat][part]; i++) {
            if (!first_of(s, seat, part, i))
                continue;
            for (unsigned j = 0; j < s->n[seat][TT_DECK_SIDE]; j++)
                if (swaps_with(s, seat, j, part, i)) {
                    add_pick(s, PICK_OUT, part, i);
                    break;
                }
        }
    return s->npicks > 1 ? s->npicks : 0;
}

/* The next seat from `from` on with something to side, or -1. */
static int next_siding_seat(tt_series *s, unsigned from)
{
    for (unsigned seat = from; seat < s->r->seats; seat++) {
        s->dseat = (int)seat;
        s->out_index = s->out_part = -1;
        if (siding_picks(s))
            return (int)seat;
    }
    s->dseat = -1;
    return -1;
}

static void end_match(tt_series *s, int winner)
{
    s->stage = STAGE_OVER;
    s->winner = winner;
    s->dseat = -1;
    emit(s, TT_SEV_MATCH_OVER, -1, winner, (int32_t)s->wins[0], (int32_t)s->wins[1], 0, 0);
}

static int start_game(tt_series *s, int tiebreak, tt_error *err)
{
    const tt_rules *r = s->r;
    tt_match_setup ms = {
        TT_MATCH_SETUP_VERSION,   s->setup.seed, {0}, {0}, {0}, {0}, s->setup.on_game_event,
        s->setup.on_event_payload};
    unsigned no = s->game_no + 1;
    tt_game_plan plan = {s->first_team, 0, 0, 0};
    if (no > 1) /* game 1 plays exactly as a single tt_match with the same seed */
        ms.seed = s->setup.seed ^ (0x9e3779b97f4a7c15ull * no);
    for (unsigned seat = 0; seat < r->seats; seat++) {
        ms.main[seat] = s->deck[seat][TT_DECK_MAIN];
        ms.nmain[seat] = s->n[seat][TT_DECK_MAIN];
        ms.extra[seat] = s->deck[seat][TT_DECK_EXTRA];
        ms.nextra[seat] = s->n[seat][TT_DECK_EXTRA];
    }
    if (tiebreak) { /* YT-6.3: at most tiebreak_turns turns, then more life wins */
        plan.time_turn = r->tiebreak_turns;
        plan.time_tie = r->tiebreak_tie;
    } else if (r->time_game == no && r->time_turn) { /* YT-6.1, YP-13, YP-16 */
        plan.time_turn = r->time_turn;
        plan.time_extra = r->time_extra;
        plan.time_tie = r->time_tie;
    }
    tt_match_free(s->game);
    s->game = NULL;
    s->game_no = no;
    s->tiebreak = tiebreak;
    s->next_tiebreak = 0;
    s->stage = STAGE_GAME;
    s->dseat = -1;
    if (r->match_games > 1)
        emit(s, TT_SEV_GAME_START, -1, -1, (int32_t)no, tiebreak, 0, 0);
    return tt_match__new(&s->game, s->ctx, s->rs, &ms, &plan, err);
}

/* The team that goes first after a game: YP-4, or turn.first after a draw. */
static void plan_first(tt_series *s)
{
    const tt_rules *r = s->r;
    int loser = s->last_winner < 0 ? -1 : 1 - s->last_winner;
    s->first_team = -1;
    s->dseat = -1;
    if (loser < 0)
        return;
    switch ((tt_next_first)r->next_first) {
    case TT_NEXT_LOSER_CHOOSES: /* YP-4: the losing team's first seat speaks for it */
        s->stage = STAGE_CHOOSING;
        s->dseat = loser * r->per_team;
        s->npicks = 0;
        add_pick(s, PICK_FIRST, 0, 0);
        add_pick(s, PICK_SECOND, 0, 0);
        break;
    case TT_NEXT_LOSER:
        s->first_team = loser;
        break;
    case TT_NEXT_WINNER:
        s->first_team = s->last_winner;
        break;
    case TT_NEXT_AS_TURN_FIRST:
        break;
    }
}

/* Game wins decide; equal wins go to the tiebreak game or make a draw (YT-6.3, YP-17). */
static int decide_on_wins(tt_series *s, tt_error *err)
{
    if (s->wins[0] != s->wins[1]) {
        end_match(s, s->wins[0] > s->wins[1] ? 0 : 1);
        return TT_OK;
    }
    if (s->r->equal_wins == TT_EQUAL_DRAW) {
        end_match(s, -1);
        return TT_OK;
    }
    s->next_tiebreak = 1;
    plan_first(s); /* no siding before it (YT-6.3) */
    return s->stage == STAGE_CHOOSING ? TT_OK : start_game(s, 1, err);
}

/* The game just ended: count it and decide what follows. */
static int game_over(tt_series *s, tt_error *err)
{
    const tt_rules *r = s->r;
    int w = tt_match_winner(s->game); /* the game stays until the next begins: last_game */
    unsigned turn = tt_match_turn(s->game), no = s->game_no;
    s->last_winner = w;
    if (w >= 0)
        s->wins[w]++;
    else
        s->draws++;
    if (r->match_games == 1) {
        s->stage = STAGE_OVER;
        s->winner = w;
        return TT_OK;
    }
    emit(s, TT_SEV_GAME_RESULT, -1, w, (int32_t)no, 0, 0, 0);
    if (s->tiebreak) { /* YT-6.3, YP-14: the tiebreak game decides the match */
        end_match(s, w);
        return TT_OK;
    }
    unsigned need = r->match_games / 2u + 1u;
    if (s->wins[0] >= need || s->wins[1] >= need) {
        end_match(s, s->wins[0] >= need ? 0 : 1);
        return TT_OK;
    }
    int timed = r->time_game == no && r->time_turn;
    if ((timed && turn >= r->time_turn) || no == r->match_games)
        return decide_on_wins(s, err); /* time was called in this game, or it was the last */
    if (timed || (r->time_game == no + 1 && !r->time_turn)) {
        /* time is called before the next game: YT-6.4, YP-14, YP-15 (and a timed game that
         * ended before its turn came: the time is up before the next one) */
        emit(s, TT_SEV_TIME, -1, -1, (int32_t)no + 1, 0, 0, 0);
        return decide_on_wins(s, err);
    }
    if (r->siding && next_siding_seat(s, 0) >= 0) { /* YP-6 */
        s->stage = STAGE_SIDING;
        return TT_OK;
    }
    plan_first(s);
    return s->stage == STAGE_CHOOSING ? TT_OK : start_game(s, 0, err);
}

int tt_series_new(tt_series **out, tt_ctx *ctx, const tt_ruleset *rs, const tt_series_setup *setup,
                  tt_error *err)
{
    return tt_series__new(out, ctx, rs, setup, -1, err);
}

int tt_series__new(tt_series **out, tt_ctx *ctx, const tt_ruleset *rs, const tt_series_setup *setup,
                   int first_team, tt_error *err)
{
    const tt_rules *r = &rs->rules;
    *out = NULL;
    if (err)
        memset(err, 0, sizeof *err);
    if (!setup || setup->version != TT_SERIES_SETUP_VERSION)
        return tt_error__set(err, TT_ERR_MISUSE, "", 0, 0, "", "tt_series_setup version mismatch");
    tt_series *s = tt__calloc(&ctx->al, sizeof *s);
    if (!s)
        return tt_error__set(err, TT_ERR_NOMEM, "", 0, 0, "", "out of memory");
    s->ctx = ctx;
    s->rs = rs;
    s->r = r;
    s->setup = *setup;
    s->winner = -1;
    s->last_winner = -1;
    s->first_team = first_team;
    s->dseat = -1;
    s->out_part = s->out_index = -1;
    int rc = TT_OK;
    if (rs->game->card_fields)
        rc = tt_ctx_carddb(&s->db, ctx, rs->game->name, err);
    unsigned most = 2;
    for (unsigned seat = 0; seat < r->seats && !rc; seat++) {
        const uint32_t *src[3] = {setup->main[seat], setup->extra[seat], setup->side[seat]};
        const unsigned cnt[3] = {setup->nmain[seat], setup->nextra[seat], setup->nside[seat]};
        for (unsigned part = 0; part < 3 && !rc; part++) {
            s->n[seat][part] = cnt[part];
            most += cnt[part];
            s->deck[seat][part] = tt__malloc(&ctx->al, (cnt[part] + 1u) * sizeof(uint32_t));
            if (!s->deck[seat][part])
                rc = tt_error__set(err, TT_ERR_NOMEM, "", 0, 0, "", "out of memory");
            else if (cnt[part])
                memcpy(s->deck[seat][part], src[part], cnt[part] * sizeof(uint32_t));
        }
    }
    if (!rc && !(s->picks = tt__malloc(&ctx->al, most * sizeof *s->picks)))
        rc = tt_error__set(err, TT_ERR_NOMEM, "", 0, 0, "", "out of memory");
    if (!rc)
        rc = start_game(s, 0, err);
    if (rc) {
        tt_series_free(s);
        return rc;
    }
    *out = s;
    return TT_OK;
}

void tt_series_free(tt_series *s)
{
    if (!s)
        return;
    const tt_alloc *al = &s->ctx->al;
    tt_match_free(s->game);
    for (unsigned seat = 0; seat < TT_MAX_SEATS; seat++)
        for (unsigned part = 0; part < 3; part++)
            tt__free(al, s->deck[seat][part]);
    tt__free(al, s->picks);
    tt__free(al, s);
}

int tt_series_advance(tt_series *s, tt_error *err)
{
    if (err)
        memset(err, 0, sizeof *err);
    for (;;) {
        if (s->stage == STAGE_OVER)
            return TT_ADVANCE_OVER;
        if (s->stage != STAGE_GAME)
            return TT_ADVANCE_DECIDE; /* a seat decides between games */
        int rc = tt_match_advance(s->game, err);
        if (rc != TT_ADVANCE_OVER)
            return rc;
        if ((rc = game_over(s, err)) != TT_OK)
            return rc;
    }
}

tt_match *tt_series_game(const tt_series *s)
{
    return s->stage == STAGE_GAME ? s->game : NULL;
}

tt_match *tt_series_last_game(const tt_series *s)
{
    return s->game;
}

int tt_series_decision_seat(const tt_series *s)
{
    return s->stage == STAGE_GAME ? tt_match_decision_seat(s->game) : s->dseat;
}

unsigned tt_series_option_count(const tt_series *s)
{
    if (s->stage == STAGE_GAME)
        return tt_match_option_count(s->game);
    return s->dseat >= 0 ? s->npicks : 0;
}

static const char *const part_names[] = {"Main Deck", "Extra Deck", "Side Deck"};

int tt_series_option_label(const tt_series *s, unsigned i, char *buf, size_t size)
{
    char tmp[24];
    if (s->stage == STAGE_GAME)
        return tt_match_option_label(s->game, i, buf, size);
    if (s->dseat < 0 || i >= s->npicks)
        return TT_ERR_MISUSE;
    const pick *p = &s->picks[i];
    unsigned seat = (unsigned)s->dseat;
    switch ((pick_kind)p->kind) {
    case PICK_FIRST:
        snprintf(buf, size, "go first in game %u", s->game_no + 1);
        break;
    case PICK_SECOND:
        snprintf(buf, size, "go second in game %u", s->game_no + 1);
        break;
    case PICK_DONE:
        snprintf(buf, size, "done siding");
        break;
    case PICK_OUT:
        snprintf(buf, size, "side out %s (%s)",
                 card_name(s, s->deck[seat][p->part][p->index], tmp, sizeof tmp),
                 part_names[p->part]);
        break;
    case PICK_IN:
        snprintf(buf, size, "side in %s",
                 card_name(s, s->deck[seat][TT_DECK_SIDE][p->index], tmp, sizeof tmp));
        break;
    case PICK_KEEP:
        snprintf(buf, size, "keep %s",
                 card_name(s, s->deck[seat][p->part][p->index], tmp, sizeof tmp));
        break;
    }
    return TT_OK;
}

static int refuse(tt_error *err, const char *key, const char *why)
{
    return tt_error__set(err, TT_ERR_ILLEGAL, "", 0, 0, key, "%s", why);
}

int tt_series_decide(tt_series *s, unsigned seat, unsigned i, tt_error *err)
{
    if (err)
        memset(err, 0, sizeof *err);
    if (s->stage == STAGE_GAME)
        return tt_match_decide(s->game, seat, i, err);
    if (s->dseat < 0)
        return refuse(err, "match", "no decision is pending");
    if ((int)seat != s->dseat) {
        char name[4];
        return tt_error__set(err, TT_ERR_ILLEGAL, "", 0, 0, "match", "it is %s's decision",
                             tt_seat_name(s->r, (unsigned)s->dseat, name));
    }
    if (i >= s->npicks)
        return refuse(err, "match", "no such option");
    const pick p = s->picks[i];
    uint32_t *side = s->deck[seat][TT_DECK_SIDE];
    switch ((pick_kind)p.kind) {
    case PICK_FIRST:
    case PICK_SECOND: { /* YP-4 */
        int team = (int)seat / s->r->per_team;
        s->first_team = p.kind == PICK_FIRST ? team : 1 - team;
        emit(s, TT_SEV_CHOOSES_FIRST, (int)seat, team, p.kind == PICK_FIRST, 0, 0, 0);
        return start_game(s, s->next_tiebreak, err);
    }
    case PICK_OUT:
        s->out_part = p.part;
        s->out_index = p.index;
        siding_picks(s);
        return TT_OK;
    case PICK_IN: { /* YP-6: 1-for-1, so every count stays as the deck check passed it */
        uint32_t *slot = &s->deck[seat][s->out_part][s->out_index];
        uint32_t out = *slot;
        *slot = side[p.index];
        side[p.index] = out;
        emit(s, TT_SEV_SIDE, (int)seat, (int)seat / s->r->per_team, s->out_part, 0, out, *slot);
        s->out_part = s->out_index = -1;
        siding_picks(s);
        return TT_OK;
    }
    case PICK_KEEP:
        s->out_part = s->out_index = -1;
        siding_picks(s);
        return TT_OK;
    case PICK_DONE:
        if (next_siding_seat(s, seat + 1) >= 0)
            return TT_OK;
        plan_first(s);
        return s->stage == STAGE_CHOOSING ? TT_OK : start_game(s, 0, err);
    }
    return refuse(err, "match", "no such option");
}

int tt_series_decide_label(tt_series *s, unsigned seat, const char *label, tt_error *err)
{
    char buf[256];
    int found = -1, n = 0;
    if (s->stage == STAGE_GAME)
        return tt_match_decide_label(s->game, seat, label, err);
    for (unsigned i = 0; s->dseat >= 0 && i < s->npicks; i++) {
        tt_series_option_label(s, i, buf, sizeof buf);
        if (strcmp(buf, label) == 0)
            return tt_series_decide(s, seat, i, err);
        if (strstr(buf, label)) {
            found = (int)i;
            n++;
        }
    }
    if (n == 1)
        return tt_series_decide(s, seat, (unsigned)found, err);
    if (err)
        memset(err, 0, sizeof *err);
    return tt_error__set(err, TT_ERR_ILLEGAL, "", 0, 0, "match", "%s option labelled '%s'",
                         n ? "more than one" : "no", label);
}

int tt_series_is_over(const tt_series *s)
{
    return s->stage == STAGE_OVER;
}

int tt_series_winner(const tt_series *s)
{
    return s->stage == STAGE_OVER ? s->winner : -1;
}

unsigned tt_series_game_number(const tt_series *s)
{
    return s->game_no;
}

unsigned tt_series_wins(const tt_series *s, unsigned team)
{
    return team < 2 ? s->wins[team] : 0;
}

unsigned tt_series_draws(const tt_series *s)
{
    return s->draws;
}

const uint32_t *tt_series_deck(const tt_series *s, unsigned seat, unsigned part, unsigned *n)
{
    *n = seat < s->r->seats && part < 3 ? s->n[seat][part] : 0;
    return *n ? s->deck[seat][part] : NULL;
}

const tt_ruleset *tt_series_ruleset(const tt_series *s)
{
    return s->rs;
}

int tt_series_describe_event(const tt_series *s, const tt_series_event *ev, char *buf, size_t size)
{
    return tt_series_describe_event_for(s, ev, -1, buf, size);
}

int tt_series_describe_event_for(const tt_series *s, const tt_series_event *ev, int viewer,
                                 char *buf, size_t size)
{
    char seat[4] = "", a[24], b[24];
    if (ev->seat >= 0)
        tt_seat_name(s->r, (unsigned)ev->seat, seat);
    switch ((tt_series_event_kind)ev->kind) {
    case TT_SEV_GAME_START:
        if (ev->b)
            snprintf(buf, size, "Game %d, the tiebreak game: at most %u turns", ev->a,
                     s->r->tiebreak_turns);
        else
            snprintf(buf, size, "Game %d", ev->a);
        break;
    case TT_SEV_GAME_RESULT:
        if (ev->team < 0)
            snprintf(buf, size, "Game %d is a draw (%u-%u)", ev->a, s->wins[0], s->wins[1]);
        else
            snprintf(buf, size, "Team %d wins game %d (%u-%u)", ev->team + 1, ev->a, s->wins[0],
                     s->wins[1]);
        break;
    case TT_SEV_CHOOSES_FIRST:
        snprintf(buf, size, "Team %d (%s) chooses to go %s", ev->team + 1, seat,
                 ev->a ? "first" : "second");
        break;
    case TT_SEV_SIDE:
        /* YP-6: what a seat sides is its own secret; the table sees only that it swapped a
         * card of that deck part (the part's size stays public). A spectator
         * (TT_VIEWER_PUBLIC) is no seat: it reads this text too. */
        if (viewer >= 0 && viewer != ev->seat) {
            snprintf(buf, size, "%s sides a card of its %s out for one of its Side Deck", seat,
                     part_names[ev->a]);
            break;
        }
        snprintf(buf, size, "%s sides out %s (%s) for %s", seat,
                 card_name(s, ev->card_out, a, sizeof a), part_names[ev->a],
                 card_name(s, ev->card_in, b, sizeof b));
        break;
    case TT_SEV_TIME:
        snprintf(buf, size, "Time is called before game %d (%u-%u)", ev->a, s->wins[0], s->wins[1]);
        break;
    case TT_SEV_MATCH_OVER:
        if (ev->team < 0)
            snprintf(buf, size, "The match is a draw (%d-%d)", ev->a, ev->b);
        else
            snprintf(buf, size, "Team %d wins the match %d-%d", ev->team + 1,
                     ev->team == 0 ? ev->a : ev->b, ev->team == 0 ? ev->b : ev->a);
        break;
    default:
        snprintf(buf, size, "series event %u", (unsigned)ev->kind);
        break;
    }
    return TT_OK;
}
