/* window.c: response windows (YT-5.1, YT-5.2) and simultaneous-trigger order (YT-5.3).
 * cyclic (default): after seat S acts, the chance goes round in turn order from the seat
 * after S; each new link restarts the round; every seat passing in a row closes it.
 * team_priority (switch): priority alternates between teams; the team holding it adds a link
 * by either member or passes as a team; two team passes in a row close it.
 * An open game state (tt_window_priority): the turn player holds priority first, then the
 * round goes on in the same order (cyclic: the seats after it; team_priority: its team, its
 * other members, then the other team).
 * A seat without a legal response (the module's can_respond) passes without being asked,
 * unless responses.ask_every_seat: then every seat is asked, and may only pass (issue 33:
 * whether a seat was asked would tell what it holds). */
#include "match_impl.h"

static unsigned cycle_pos(const tt_match *m, unsigned seat)
{
    for (unsigned i = 0; i < m->r->seats; i++)
        if (m->st->cycle[i] == seat)
            return i;
    return 0;
}

static unsigned team_pos(const tt_match *m, unsigned team)
{
    for (unsigned i = 0; i < m->r->teams; i++)
        if (m->st->teamcycle[i] == team)
            return i;
    return 0;
}

static int can_respond(const tt_match *m, unsigned seat)
{
    if (tt_seat_is_out(m, seat) || !m->game->can_respond)
        return 0;
    if (m->r->ask_every_seat) /* issue 33: asked even to pass, so being asked tells nothing */
        return 1;
    return m->game->can_respond(m, tt_match_game_state_const(m), seat);
}

static unsigned alive_seats(const tt_match *m)
{
    unsigned n = 0;
    for (unsigned s = 0; s < m->r->seats; s++)
        n += !tt_seat_is_out(m, s);
    return n;
}

static unsigned alive_teams(const tt_match *m)
{
    unsigned n = 0;
    for (unsigned t = 0; t < m->r->teams; t++)
        n += !(m->st->lost_teams >> t & 1);
    return n;
}

void tt_window_link(tt_match *m, unsigned seat)
{
    tt_window_state *w = &m->st->win;
    w->open = 1;
    w->last = (uint8_t)seat;
    w->passes = 0;
    w->cursor = (uint8_t)((cycle_pos(m, seat) + 1) % m->r->seats);
    w->holding = (uint8_t)((team_pos(m, tt_seat_team(m, seat)) + 1) % m->r->teams);
    w->member = 0;
    w->lead = 0;
}

void tt_window_priority(tt_match *m, unsigned seat, int passed)
{
    tt_window_state *w = &m->st->win;
    w->open = 1;
    w->last = (uint8_t)seat;
    /* cyclic: its pass is the first of the round; team_priority: one member of its team */
    w->passes = (uint8_t)(passed && m->r->response_order != TT_RESPOND_TEAM_PRIORITY);
    w->cursor = (uint8_t)((cycle_pos(m, seat) + (passed != 0)) % m->r->seats);
    w->holding = (uint8_t)team_pos(m, tt_seat_team(m, seat)); /* its team holds priority */
    w->lead = (uint8_t)(seat % m->r->per_team);
    w->member = (uint8_t)(passed != 0);
}

void tt_window_open(tt_match *m, unsigned seat)
{
    tt_window_link(m, seat);
}

int tt_window_is_open(const tt_match *m)
{
    return m->st->win.open;
}

static int next_cyclic(tt_match *m)
{
    tt_window_state *w = &m->st->win;
    unsigned n = alive_seats(m);
    while (w->passes < n) {
        unsigned s = m->st->cycle[w->cursor];
        if (tt_seat_is_out(m, s)) {
            w->cursor = (uint8_t)((w->cursor + 1) % m->r->seats);
            continue;
        }
        if (can_respond(m, s))
            return (int)s;
        w->passes++;
        w->cursor = (uint8_t)((w->cursor + 1) % m->r->seats);
    }
    w->open = 0;
    return -1;
}

static int next_team_priority(tt_match *m)
{
    const tt_rules *r = m->r;
    tt_window_state *w = &m->st->win;
    unsigned need = alive_teams(m) < 2 ? 1 : 2;
    while (w->passes < need) {
        unsigned team = m->st->teamcycle[w->holding];
        if (m->st->lost_teams >> team & 1) {
            w->holding = (uint8_t)((w->holding + 1) % r->teams);
            continue;
        }
        while (w->member < r->per_team) {
            unsigned s = team * r->per_team + (w->lead + w->member) % r->per_team;
            if (can_respond(m, s))
                return (int)s;
            w->member++;
        }
        w->passes++; /* the whole team passed */
        w->member = 0;
        w->lead = 0;
        w->holding = (uint8_t)((w->holding + 1) % r->teams);
    }
    w->open = 0;
    return -1;
}

int tt_window_next(tt_match *m)
{
    if (!m->st->win.open)
        return -1;
    if (m->r->response_order == TT_RESPOND_TEAM_PRIORITY)
        return next_team_priority(m);
    return next_cyclic(m);
}

void tt_window_pass(tt_match *m, unsigned seat)
{
    tt_window_state *w = &m->st->win;
    (void)seat;
    if (m->r->response_order == TT_RESPOND_TEAM_PRIORITY) {
        w->member++;
    } else {
        w->passes++;
        w->cursor = (uint8_t)((w->cursor + 1) % m->r->seats);
    }
}

unsigned tt_trigger_seat_order(const tt_match *m, uint8_t out[TT_MAX_SEATS])
{
    const tt_rules *r = m->r;
    unsigned n = 0, ts = m->st->turn_seats;
    for (unsigned i = 0; i < r->seats; i++) { /* the turn seat(s) first, in cycle order */
        unsigned s = m->st->cycle[i];
        if (ts >> s & 1)
            out[n++] = (uint8_t)s;
    }
    unsigned start = n ? cycle_pos(m, out[0]) : 0;
    for (unsigned pass = 0; pass < 2; pass++) { /* then teammates, then opponents */
        for (unsigned i = 1; i <= r->seats; i++) {
            unsigned s = m->st->cycle[(start + i) % r->seats];
            int mate = n && tt_seat_team(m, s) == tt_seat_team(m, out[0]);
            if ((ts >> s & 1) || tt_seat_is_out(m, s) || mate != (pass == 0))
                continue;
            out[n++] = (uint8_t)s;
        }
    }
    return n;
}
