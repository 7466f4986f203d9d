/* turn.c: turn order and the turn procedure: seat turns in the ruleset's order (YT-2.1), team
 * turns where every teammate acts (PD-6), first-turn rules (YT-2.2, YM-5), extra turns (PD-26). */
#include "match_impl.h"

#include <string.h>

static unsigned acting_mask(const tt_match *m, unsigned pos)
{
    const tt_rules *r = m->r;
    unsigned x = m->st->order[pos];
    if (r->turn_unit == TT_TURN_SEAT)
        return (1u << x) & ~m->st->out_mask;
    unsigned mask = ((1u << r->per_team) - 1u) << (x * r->per_team);
    return mask & ~m->st->out_mask;
}

/* The seat and team cycles of YT-5.2's response order follow the turn order. */
static void init_cycles(tt_state *st, const tt_rules *r)
{
    if (r->turn_unit == TT_TURN_SEAT) {
        memcpy(st->cycle, st->order, r->seats);
        for (unsigned t = 0, n = 0; n < r->teams && t < r->seats; t++) {
            unsigned team = st->order[t] / r->per_team, dup = 0;
            for (unsigned j = 0; j < n; j++)
                dup |= st->teamcycle[j] == team;
            if (!dup)
                st->teamcycle[n++] = (uint8_t)team;
        }
    } else {
        unsigned n = 0;
        memcpy(st->teamcycle, st->order, r->teams);
        for (unsigned l = 0; l < r->per_team; l++)
            for (unsigned t = 0; t < r->teams; t++)
                st->cycle[n++] = (uint8_t)(st->order[t] * r->per_team + l);
    }
}

void tt_turn__order_of(const tt_rules *r, unsigned first, uint8_t *out)
{
    /* YT-2.1: the order "starts with player A of the team chosen to go first and then
     * alternates between teams" (seed 000): the teams trade places in the ruleset's order, so
     * team 2 first plays 2A, 1A, 2B, 1B. Rotating the order would give 2A, 1B, 2B, 1A. */
    int seats = r->turn_unit == TT_TURN_SEAT;
    unsigned lead = seats ? r->order[0] / r->per_team : r->order[0];
    unsigned shift = (first + r->teams - lead) % r->teams;
    for (unsigned i = 0; i < r->order_len; i++) {
        unsigned x = r->order[i];
        out[i] =
            (uint8_t)(seats ? ((x / r->per_team + shift) % r->teams) * r->per_team + x % r->per_team
                            : (x + shift) % r->teams);
    }
}

void tt_turn__lay_order(tt_match *m, unsigned first)
{
    const tt_rules *r = m->r;
    tt_state *st = m->st;
    tt_turn__order_of(r, first, st->order);
    init_cycles(st, r);
    st->first_team = (uint8_t)first;
}

void tt_turn__begin_match(tt_match *m, int first_team)
{
    const tt_rules *r = m->r;
    tt_state *st = m->st;
    unsigned first = first_team >= 0                    ? (unsigned)first_team /* YP-4 */
                     : r->first_team == TT_FIRST_RANDOM ? tt_rng_below(&st->rng, r->teams)
                                                        : (unsigned)r->first_team; /* PD-4 */
    tt_turn__lay_order(m, first);
    tt__emit(m, TT_EV_MATCH_START, -1, -1, (int32_t)first, 0);
    for (unsigned i = 0; i < r->seats; i++) /* opening hands (YP-5, PD-4), in turn order */
        tt_draw(m, st->cycle[i], r->hand_start);
}

void tt_turn__start_at(tt_match *m, unsigned turn, unsigned pos, unsigned phase, int lead)
{
    tt_state *st = m->st;
    unsigned len = m->r->order_len;
    for (unsigned t = 1; t < turn; t++) { /* the turns before count as played */
        unsigned mask = acting_mask(m, (pos + len - (turn - t) % len) % len);
        for (unsigned s = 0; s < m->r->seats; s++)
            if ((mask >> s & 1) && !st->first_turn_of[s])
                st->first_turn_of[s] = t;
    }
    st->turn = turn - 1;
    st->order_pos = (uint8_t)((pos + len - 1) % len); /* start_turn moves on to pos */
    st->start_phase = (uint8_t)phase;
    st->start_lead = (int8_t)lead; /* PD-6: start.seat acts first in its team's turn */
}

static void start_turn(tt_match *m)
{
    const tt_rules *r = m->r;
    tt_state *st = m->st;
    if (st->turn == 0) {
        st->order_pos = 0;
    } else if (st->extra_turn >= 0 && acting_mask(m, (unsigned)st->extra_turn)) {
        st->order_pos = (uint8_t)st->extra_turn;
        st->extra_turn = -1;
    } else {
        st->extra_turn = -1;                          /* an extra turn whose seat is out is lost */
        for (unsigned i = 0; i < r->order_len; i++) { /* skip seats or teams that are out */
            st->order_pos = (uint8_t)((st->order_pos + 1) % r->order_len);
            if (acting_mask(m, st->order_pos))
                break;
        }
    }
    st->turn++;
    st->turn_seats = (uint8_t)acting_mask(m, st->order_pos);
    st->done_mask = 0;
    st->phase_over = 0;
    for (unsigned s = 0; s < r->seats; s++)
        if ((st->turn_seats >> s & 1) && !st->first_turn_of[s])
            st->first_turn_of[s] = st->turn;
    tt_limit__reset_turn(m);
    unsigned first_seat = 0;
    while (first_seat < r->seats && !(st->turn_seats >> first_seat & 1))
        first_seat++;
    st->lead_seat = (uint8_t)first_seat; /* PD-6: the first seat of the team leads... */
    if (st->start_lead >= 0 && (st->turn_seats >> st->start_lead & 1))
        st->lead_seat = (uint8_t)st->start_lead; /* ...unless a scenario said who starts */
    st->start_lead = -1;
    tt__emit(m, TT_EV_TURN_START, (int)first_seat, -1, (int32_t)st->turn, 0);
    tt_lasting__turn_start(m);
}

tt_step tt_turn__step(tt_match *m)
{
    const tt_rules *r = m->r;
    tt_state *st = m->st;
    if (st->phase == TT_PHASE_START) {
        start_turn(m);
        st->phase = st->start_phase == TT_PHASE_START ? 0 : st->start_phase;
        st->start_phase = TT_PHASE_START;
        tt__emit(m, TT_EV_PHASE, -1, -1, r->phases[st->phase], 0);
        return TT_STEP_AGAIN;
    }
    if (st->phase < r->nphases) {
        uint8_t before = st->phase;
        tt_step s = st->phase_over
                        ? TT_STEP_DONE
                        : m->game->phase(m, tt_match_game_state(m), r->phases[st->phase]);
        /* a phase that moved the turn on itself (tt_turn_goto, tt_turn_end) is not stepped */
        if (s == TT_STEP_DONE && st->phase == before && st->phase < r->nphases) {
            /* a win or loss met in this phase takes effect now, before the next phase begins
             * (Exodia drawn in the Draw Phase, a Deck that could not be drawn from) */
            tt_match__check_state(m);
            if (st->over)
                return s;
            st->phase_over = 0;
            st->done_mask = 0;
            st->phase++;
            if (st->phase < r->nphases)
                tt__emit(m, TT_EV_PHASE, -1, -1, r->phases[st->phase], 0);
        }
        return s;
    }
    tt_lasting__turn_end(m); /* YT-5.4: effects that counted their last turn end now */
    tt_time__turn_end(m);    /* YT-6.1: the last turn after time was called */
    st->phase = TT_PHASE_START;
    return TT_STEP_AGAIN;
}

unsigned tt_seat_team(const tt_match *m, unsigned seat)
{
    return seat / m->r->per_team;
}

int tt_seat_is_out(const tt_match *m, unsigned seat)
{
    return m->st->out_mask >> seat & 1;
}

unsigned tt_turn_seats(const tt_match *m)
{
    return m->st->turn_seats;
}

unsigned tt_turn_rel_of(const tt_match *m, unsigned seat)
{
    unsigned ts = m->st->turn_seats;
    if (ts >> seat & 1)
        return TT_REL_OWN;
    for (unsigned s = 0; s < m->r->seats; s++)
        if ((ts >> s & 1) && tt_seat_team(m, s) == tt_seat_team(m, seat))
            return TT_REL_TEAMMATE;
    return TT_REL_OPPONENT;
}

int tt_turn_is_first_of_match(const tt_match *m)
{
    return m->st->turn == 1;
}

int tt_turn_is_seats_first(const tt_match *m, unsigned seat)
{
    return m->st->first_turn_of[seat] == m->st->turn;
}

int tt_turn_may_attack(const tt_match *m)
{
    return m->st->turn >= m->r->first_attack_turn; /* YT-2.2: no attack before turn 4 */
}

void tt_turn_seat_done(tt_match *m, unsigned seat)
{
    tt_state *st = m->st;
    st->done_mask |= (uint8_t)(1u << seat);
    if ((st->turn_seats & ~st->out_mask & ~st->done_mask) == 0) /* PD-6: all teammates done */
        st->phase_over = 1;
}

int tt_turn_seat_is_done(const tt_match *m, unsigned seat)
{
    return m->st->done_mask >> seat & 1;
}

/* PD-6: the lead while it still acts (turn.team_order any), else the first acting seat not
 * done, in the seats' order. */
int tt_turn_actor(const tt_match *m)
{
    const tt_state *st = m->st;
    unsigned acting = st->turn_seats & ~st->out_mask & ~st->done_mask;
    if (m->r->team_order == TT_TEAM_ORDER_ANY && (acting >> st->lead_seat & 1))
        return st->lead_seat;
    for (unsigned s = 0; s < m->r->seats; s++)
        if (acting >> s & 1)
            return (int)s;
    return -1;
}

int tt_turn_hand_over(tt_match *m, unsigned seat)
{
    tt_state *st = m->st;
    unsigned acting = st->turn_seats & ~st->out_mask & ~st->done_mask;
    if (m->r->team_order != TT_TEAM_ORDER_ANY || seat >= m->r->seats || !(acting >> seat & 1))
        return TT_ERR_MISUSE;
    st->lead_seat = (uint8_t)seat;
    return TT_OK;
}

void tt_turn_end(tt_match *m)
{
    if (m->st->phase != TT_PHASE_START) {
        m->st->phase = m->r->nphases;
        m->st->phase_over = 0;
        m->st->done_mask = 0;
    }
}

void tt_turn_goto(tt_match *m, unsigned phase)
{
    const tt_rules *r = m->r;
    tt_state *st = m->st;
    if (st->phase == TT_PHASE_START)
        return;
    st->phase_over = 0;
    st->done_mask = 0;
    for (unsigned i = (unsigned)st->phase + 1u; i < r->nphases; i++) {
        if (r->phases[i] == phase) {
            st->phase = (uint8_t)i;
            tt__emit(m, TT_EV_PHASE, -1, -1, r->phases[i], 0);
            return;
        }
    }
    st->phase = r->nphases;
}

/* PD-26: returns 0 (and grants nothing) when the ruleset forbids extra turns. */
int tt_turn_grant_extra(tt_match *m)
{
    if (!m->r->extra_turns_allowed)
        return 0;
    m->st->extra_turn = (int8_t)m->st->order_pos;
    return 1;
}

unsigned tt_turn_normal_draw(tt_match *m, unsigned seat)
{
    const tt_rules *r = m->r;
    if (r->skip_first_draw == TT_SKIP_DRAW_MATCH && m->st->turn == 1)
        return 0; /* YM-5, YT-2.2: the first turn of the duel has no normal draw */
    if (r->skip_first_draw == TT_SKIP_DRAW_EACH_SEAT && tt_turn_is_seats_first(m, seat))
        return 0;
    return tt_draw(m, seat, 1);
}
