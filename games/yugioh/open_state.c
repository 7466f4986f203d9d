/* open_state.c: the open game state (YT-5.1, YT-5.2, YB). At the start of the Draw, Standby and
 * End Phases, of the Battle Phase's Start and End Steps (YM-8), and after a chain started there
 * has resolved, the turn player holds priority; when it passes, every other seat in the YT-5.2
 * order (responses.order) may start a chain with what it may activate now: Spell Speed 2 or
 * more, so Set Traps, Quick-Play Spells (from the hand only in its own turn: YT-5.1, the
 * teammate's turn counts as an opponent's), quick effects. Every seat passing in a row ends it
 * and the phase goes on. In a Main Phase the turn player's priority is its own decision (after
 * a Summon nobody answered, after a chain has resolved): leaving the phase is its pass, and the
 * other seats are asked before the phase ends; a chain they start resolves and the turn player
 * holds priority again, still in that Main Phase. A seat with nothing it may activate is not
 * asked (the module's can_respond), and a match whose cards can never be activated opens no
 * window at all. */
#include "ygo.h"

int ygo_open_state(tt_match *m, const ygo_state *g, unsigned step, unsigned leave)
{
    ygo_open_frame f = {OPEN_START, (uint8_t)step, (uint8_t)leave};
    if (!ygo_windows_open(m, g))
        return 0; /* nothing in the match could ever be activated: no window */
    return tt_frame_push(m, YFR_OPEN, &f, sizeof f) == TT_OK;
}

/* Whether the match opens response windows: one of its cards may be activated, or every
 * seat is asked anyway (responses.ask_every_seat: else a window's opening would tell that
 * some hidden card may be activated, issue 33). */
int ygo_windows_open(const tt_match *m, const ygo_state *g)
{
    return g->any_activatable || tt_match_rules(m)->ask_every_seat;
}

tt_step ygo_window_ask(tt_match *m, ygo_state *g, unsigned seat)
{
    tt_decision_open(m, seat, g->cur_phase);
    tt_decision_add(m, (tt_option){YO_PASS, -1, 0, 0});
    ygo_activation_options(m, g, seat, 1);
    return TT_STEP_DECIDE;
}

tt_step ygo_resolve_open(tt_match *m, ygo_state *g, ygo_open_frame *f)
{
    if (ygo_triggers_flush(m, g)) { /* their chain first; then the turn player holds priority */
        f->stage = OPEN_CHAINED;
        return TT_STEP_AGAIN;
    }
    switch (f->stage) {
    case OPEN_START: /* YT-5.2: the turn player first (in a Main Phase it has just passed) */
        tt_window_priority(m, (unsigned)tt_match_turn_seat(m), f->leave != 0);
        f->stage = OPEN_ASK;
        return TT_STEP_AGAIN;
    case OPEN_ASK: {
        int s = tt_window_next(m);
        if (s >= 0)
            return ygo_window_ask(m, g, (unsigned)s);
        unsigned leave = f->leave; /* every seat passed in a row: the phase goes on */
        tt_frame_pop(m);
        if (leave == YO_BATTLE_PHASE)
            g->main_done = 1;
        else if (leave == YO_END_TURN)
            tt_turn_goto(m, YP_END);
        return TT_STEP_DONE;
    }
    default: /* a chain started here has resolved: the turn player holds priority again */
        if (f->leave) {
            tt_frame_pop(m); /* its own Main Phase decision, the phase not yet left */
            return TT_STEP_DONE;
        }
        f->stage = OPEN_START;
        return TT_STEP_AGAIN;
    }
}
