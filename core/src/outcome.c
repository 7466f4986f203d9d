/* outcome.c: shared resources and the end of the match: life pools (YT-1.4, YP-7), prizes
 * (PD-5, PD-24), seats out or eliminated (YT-1.10, PD-22), empty fields (PD-23), card wins
 * (YP-9). Losses and wins are collected during a step and settled after it, so a win met
 * during a chain ends the match at once but never in the middle of one effect (YP-10), and
 * sides that lose together make a draw (YP-7). */
#include "match_impl.h"

#include <string.h>

static unsigned life_pool(const tt_match *m, unsigned seat)
{
    return m->r->life_pool == TT_POOL_TEAM ? tt_seat_team(m, seat) : seat;
}

int32_t tt_life_get(const tt_match *m, unsigned seat)
{
    return m->st->life[life_pool(m, seat)];
}

void tt_life_add(tt_match *m, unsigned seat, int32_t delta)
{
    int32_t *v = &m->st->life[life_pool(m, seat)];
    int64_t n = (int64_t)*v + delta;
    *v = n < 0 ? 0 : n > INT32_MAX ? INT32_MAX : (int32_t)n; /* YP-7: below 0 counts as 0 */
    m->st->life_changed = 1;
    if (m->st->sudden_death) /* YT-6.2: the first change decides */
        m->st->sudden_death = TT_SUDDEN_DEATH_CHANGED;
    tt__emit(m, TT_EV_LIFE, (int)seat, -1, delta, *v);
}

static unsigned prize_pool(const tt_match *m, unsigned seat)
{
    return m->r->prize_pool == TT_POOL_TEAM ? tt_seat_team(m, seat) : seat;
}

unsigned tt_prizes_taken(const tt_match *m, unsigned seat)
{
    return m->st->prizes_taken[prize_pool(m, seat)];
}

void tt_prizes_take(tt_match *m, unsigned seat, unsigned n)
{
    const tt_rules *r = m->r;
    unsigned pool = prize_pool(m, seat);
    m->st->prizes_taken[pool] = (uint16_t)(m->st->prizes_taken[pool] + n);
    tt__emit(m, TT_EV_PRIZE, (int)seat, -1, (int32_t)n, m->st->prizes_taken[pool]);
    unsigned target = r->prize_to_win;
    if (!target) /* all the prizes the opponents set */
        target = (unsigned)r->prize_count * (r->seats - r->per_team);
    if (m->st->prizes_taken[pool] >= target) /* PD-24 */
        tt_team_wins(m, seat, TT_OUT_PRIZES);
}

void tt_prizes_reset(tt_match *m, unsigned seat, unsigned left)
{
    const tt_rules *r = m->r;
    if (r->prize_to_win) /* PD-24: the cards taken keep counting */
        return;
    unsigned all = (unsigned)r->prize_count * (r->seats - r->per_team);
    m->st->prizes_taken[prize_pool(m, seat)] = (uint16_t)(left >= all ? 0 : all - left);
}

static unsigned team_seats(const tt_match *m, unsigned team)
{
    return ((1u << m->r->per_team) - 1u) << (team * m->r->per_team);
}

static void eliminate(tt_match *m, unsigned seat)
{
    const tt_rules *r = m->r;
    tt_zinst *zi = tt__zinst(m);
    unsigned team = tt_seat_team(m, seat), letter = seat % r->per_team;
    for (unsigned i = 0; i < m->st->nzinst; i++) {
        const tt_zinst *z = &zi[i];
        if (!r->zones[z->kind].remove_on_eliminate)
            continue;
        /* PD-22: the seat's own zones and its side lane go; shared lanes stay */
        int mine = z->seat == (int)seat || (z->lane >= 0 && r->lanes[z->lane].side == (int)letter &&
                                            (z->team < 0 || z->team == (int)team));
        while (mine && zi[i].count)
            tt_card_put(m, tt_zone_card(m, i, zi[i].count - 1), TT_NOWHERE, TT_TOP);
    }
}

void tt_seat_out(tt_match *m, unsigned seat, tt_out_reason reason)
{
    tt_state *st = m->st;
    unsigned team = tt_seat_team(m, seat);
    if (reason == TT_OUT_CARD && !m->r->card_effects_win)
        return;
    if (st->out_mask >> seat & 1)
        return;
    st->out_mask |= (uint8_t)(1u << seat);
    st->lose_reason = (uint8_t)reason;
    tt__emit(m, TT_EV_SEAT_OUT, (int)seat, -1, (int32_t)reason, 0);
    if (m->r->seat_out == TT_OUT_TEAM) { /* YT-1.10: one member's loss is the team's */
        st->pending_lost |= (uint8_t)(1u << team);
        return;
    }
    eliminate(m, seat); /* PD-22 */
    if ((team_seats(m, team) & ~st->out_mask) == 0)
        st->pending_lost |= (uint8_t)(1u << team);
    else if (st->turn_seats && (st->turn_seats & ~st->out_mask) == 0)
        tt_turn_end(m); /* nobody is left to play this turn: it ends with its seat */
}

void tt_team_wins(tt_match *m, unsigned seat, tt_out_reason reason)
{
    if (reason == TT_OUT_CARD && !m->r->card_effects_win)
        return;
    if (!m->st->pending_won)
        m->st->win_reason = (uint8_t)reason; /* for the game-over event */
    m->st->pending_won |= (uint8_t)(1u << tt_seat_team(m, seat));
}

void tt_team_loses(tt_match *m, unsigned seat, tt_out_reason reason)
{
    if (reason == TT_OUT_CARD && !m->r->card_effects_win)
        return;
    m->st->lose_reason = (uint8_t)reason; /* PD-24: the team's, not only the seat's */
    m->st->pending_lost |= (uint8_t)(1u << tt_seat_team(m, seat));
}

static unsigned cards_of_team_in(const tt_match *m, unsigned team, unsigned kind)
{
    const tt_zinst *zi = tt__zinst(m);
    unsigned n = 0;
    for (unsigned i = m->st->zbase[kind]; i < m->st->zbase[kind + 1]; i++) {
        if (zi[i].team == (int)team) {
            n += zi[i].count;
        } else if (zi[i].team < 0) { /* lane or global zones: count the team's cards */
            for (unsigned j = 0; j < zi[i].count; j++)
                n += tt_seat_team(m, tt_card_controller(m, tt_zone_card(m, i, j))) == team;
        }
    }
    return n;
}

void tt_outcome__check_state(tt_match *m)
{
    const tt_rules *r = m->r;
    tt_state *st = m->st;
    if (st->over || !st->setup_done)
        return;
    for (unsigned s = 0; st->life_changed && s < r->seats; s++) {
        if (st->out_mask >> s & 1)
            continue;
        if (r->life_zero_loses && tt_life_get(m, s) <= 0) /* YT-1.4, YP-7 */
            tt_seat_out(m, s, TT_OUT_LIFE);
    }
    st->life_changed = 0;
    if (r->n_no_cards_in && st->turn > 0 && st->cards_moved) { /* only a move changes it */
        st->cards_moved = 0;
        for (unsigned t = 0; t < r->teams; t++) {
            unsigned n = 0;
            if (st->lost_teams >> t & 1)
                continue;
            for (unsigned i = 0; i < r->n_no_cards_in; i++)
                n += cards_of_team_in(m, t, r->no_cards_in[i]);
            if (!n) {
                st->pending_lost |= (uint8_t)(1u << t); /* PD-23 */
                st->lose_reason = TT_OUT_NO_CARDS;
            }
        }
    }
}

void tt_outcome__settle(tt_match *m)
{
    const tt_rules *r = m->r;
    tt_state *st = m->st;
    unsigned all = (1u << r->teams) - 1u;
    if (st->over || !(st->pending_lost | st->pending_won))
        return;
    unsigned alive = all & ~st->lost_teams;
    unsigned won = st->pending_won & alive;
    int reason = won ? st->win_reason : st->lose_reason;
    if ((won & (won - 1u)) || (won & st->pending_lost)) {
        /* two teams win at once, or a team wins as it loses (PB: its last Prize taken by the
         * Knock Out that leaves it no Pokémon; YP-7): nobody wins, the game is a draw (not
         * played: the Pokémon TCG's Sudden Death, and its "more win conditions met wins") */
        st->lost_teams |= (uint8_t)alive;
        alive = 0;
    } else if (won) {
        st->lost_teams |= (uint8_t)(alive & ~won);
        alive = won;
    } else {
        alive &= ~st->pending_lost;
        st->lost_teams |= st->pending_lost;
    }
    st->pending_lost = st->pending_won = 0;
    for (unsigned s = 0; s < r->seats; s++) /* a lost team's seats leave the turn order */
        if (st->lost_teams >> tt_seat_team(m, s) & 1)
            st->out_mask |= (uint8_t)(1u << s);
    unsigned n = 0, last = 0;
    for (unsigned t = 0; t < r->teams; t++)
        if (alive >> t & 1) {
            n++;
            last = t;
        }
    if (n > 1)
        return; /* several teams still play (more than two teams) */
    st->over = 1;
    st->winner = n == 1 ? (int8_t)last : -1; /* YP-7: everyone lost at once: a draw */
    st->dseat = -1;
    st->nframes = 0;
    tt__emit(m, TT_EV_GAME_OVER, -1, -1, st->winner, reason);
}

void tt_outcome_hold(tt_match *m)
{
    if (m->st->outcome_held < 255)
        m->st->outcome_held++;
}

void tt_outcome_release(tt_match *m)
{
    if (m->st->outcome_held)
        m->st->outcome_held--;
}
