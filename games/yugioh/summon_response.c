/* summon_response.c: the window right after a Summon succeeds (YB) and the Traps that answer
 * it: "When your opponent Normal or Flip Summons a monster with 1000 or more ATK" (Trap Hole),
 * "When a monster(s) is Summoned" (Torrential Tribute), "When your opponent Summons a
 * monster(s) with 1500 or more ATK" (Bottomless Trap Hole).
 * Once a Summon has succeeded (after Solemn Judgment's window, YM-2), the monsters' "when this
 * card is Summoned" triggers (and a Flip Summon's FLIP effect) start a chain first, and these
 * Traps may join it; with no trigger, the turn player holds priority first, then the others in
 * the YT-5.2 order (YT-5.1: the partner too), each with anything it may activate at that moment
 * (YB: any Trap, Quick-Play or quick effect, not only cards that answer a Summon: Jar of Greed
 * too). A chain started there answers the Summon, whatever its first link; once that chain
 * resolves, or once every seat has passed, the timing is gone and the turn player goes on (YB:
 * a "when" effect misses its timing once anything else has happened). A monster Special
 * Summoned by the last link of a chain to resolve is answered once that chain is over; one
 * Summoned by an earlier link is not (the later links happened after it). The window asks no
 * seat with nothing to activate (the open game state's ygo_can_respond, open_state.c), and a
 * match whose cards can never be activated pushes none. */
#include "ygo.h"

int ygo_is_summon_when(const tt_match *m, unsigned card)
{
    int32_t w = ygo_field(m, card, YF_WHEN);
    return w == YWH_SUMMONED || w == YWH_OPPONENT_SUMMONED || w == YWH_OPPONENT_NORMAL_OR_FLIP;
}

void ygo_summon_response_setup(tt_match *m, ygo_state *g)
{
    for (unsigned c = 0; c < tt_match_card_count(m); c++)
        g->nanswer_summon += g->nanswer_summon < 255 && ygo_is_summon_when(m, c);
}

static void push_window(tt_match *m, ygo_state *g)
{
    ygo_summoned_frame f = {SR_START, 0, ++g->sum_serial};
    tt_frame_push(m, YFR_SUMMONED, &f, sizeof f);
}

void ygo_summon_note(tt_match *m, ygo_state *g, unsigned seat, unsigned card, unsigned how)
{
    unsigned state = g->nchain ? YGO_SUM_PENDING : YGO_SUM_FRESH, kind;
    if (g->nchain > 1)
        return; /* an earlier link than the last: the later links happen after it (YB) */
    const ygo_summoned_frame *top = tt_frame_top(m, &kind);
    int same = state == YGO_SUM_PENDING
                   ? g->sum_state == YGO_SUM_PENDING /* the same link's resolution */
                   : top && kind == YFR_SUMMONED && top->stage == SR_START &&
                         top->serial == g->sum_serial; /* one Summon of several monsters */
    if (!same) {
        g->sum_seat = (uint8_t)seat;
        g->sum_how = (uint8_t)how;
        g->sum_n = 0;
        if (state == YGO_SUM_FRESH)
            push_window(m, g);
    }
    /* the Summon stands: Exodius's Special Summon is told before Solemn Judgment's window
     * (exodius.c), whose chain answered only that window */
    g->sum_state = (uint8_t)state;
    for (unsigned i = 0; i < g->sum_n; i++)
        if (g->sum_cards[i] == card)
            return; /* Exodius: its Special Summon, then the Summon nothing negated */
    if (g->sum_n == YGO_MAX_SUMMONED) {
        tt_game_fault(m, YLIM_SUMMONED);
        return;
    }
    g->sum_cards[g->sum_n++] = (uint16_t)card;
}

void ygo_summon_chain_resolving(ygo_state *g)
{
    if (g->sum_state == YGO_SUM_FRESH) /* this chain answers the Summon; no later one does */
        g->sum_state = YGO_SUM_ANSWERED;
}

void ygo_summon_chain_over(tt_match *m, ygo_state *g)
{
    if (g->sum_state != YGO_SUM_PENDING)
        return;
    g->sum_state = YGO_SUM_FRESH;
    push_window(m, g);
}

static tt_step finish(tt_match *m, ygo_state *g, const ygo_summoned_frame *f)
{
    if (f->serial == g->sum_serial) /* not a later Summon's window, which ends it itself */
        g->sum_state = YGO_SUM_NONE;
    tt_frame_pop(m);
    return TT_STEP_DONE;
}

tt_step ygo_resolve_summoned(tt_match *m, ygo_state *g, ygo_summoned_frame *f)
{
    switch (f->stage) {
    case SR_START:
        f->stage = SR_AFTER;
        if (ygo_triggers_flush(m, g)) /* "when this card is Summoned", FLIP: their chain first */
            return TT_STEP_AGAIN;
        /* fall through */
    case SR_AFTER:
        /* the triggers' chain answered it (or a chain the window started): the timing is gone */
        if (f->serial != g->sum_serial || g->sum_state != YGO_SUM_FRESH)
            return finish(m, g, f);
        /* YT-5.2: the turn player holds priority first, then the others in turn */
        tt_window_priority(m, (unsigned)tt_match_turn_seat(m), 0);
        f->stage = SR_ASK;
        return TT_STEP_AGAIN;
    default: {
        int s = tt_window_next(m); /* seats that may activate anything now (ygo_can_respond) */
        if (s >= 0)
            return ygo_window_ask(m, g, (unsigned)s);
        return finish(m, g, f); /* every seat passed: the turn player goes on */
    }
    }
}

/* A Summoned monster still face-up on the field with card's `min_atk`..`max_atk` ATK and at
 * most `max_def` DEF. */
static int fits(const tt_match *m, const ygo_state *g, unsigned card, unsigned c)
{
    return ygo_monster_on_field(m, g, (int)c, 1) &&
           ygo_atk(m, c) >= ygo_field(m, card, YF_MIN_ATK) &&
           ygo_atk(m, c) <= ygo_field(m, card, YF_MAX_ATK) &&
           ygo_def(m, c) <= ygo_field(m, card, YF_MAX_DEF);
}

int ygo_summon_when_ok(const tt_match *m, const ygo_state *g, unsigned seat, unsigned card)
{
    int32_t w = ygo_field(m, card, YF_WHEN);
    if (g->sum_state != YGO_SUM_FRESH ||
        (w != YWH_SUMMONED && !ygo_is_opponent(m, seat, g->sum_seat)) || /* "your opponent" */
        (w == YWH_OPPONENT_NORMAL_OR_FLIP && g->sum_how != 0 && g->sum_how != 2))
        return 0;
    for (unsigned i = 0; i < g->sum_n; i++)
        if (fits(m, g, card, g->sum_cards[i]))
            return 1;
    return 0;
}

int ygo_summoned_has_targets(const tt_match *m, const ygo_state *g, unsigned card, int targeted)
{
    for (unsigned i = 0; i < g->sum_n; i++)
        if (fits(m, g, card, g->sum_cards[i]) &&
            (!targeted || ygo_targetable(m, g, g->sum_cards[i])))
            return 1;
    return 0;
}

int ygo_summoned_target_choice(tt_match *m, const ygo_state *g, unsigned card, unsigned seat,
                               int16_t *target)
{
    unsigned n = 0;
    for (unsigned i = 0; i < g->sum_n; i++) {
        unsigned c = g->sum_cards[i];
        if (!fits(m, g, card, c) || !ygo_targetable(m, g, c))
            continue;
        if (n++ == 0)
            *target = (int16_t)c;
    }
    if (n < 2)
        return 0; /* "that monster": the one there is */
    tt_decision_open(m, seat, 0);
    for (unsigned i = 0; i < g->sum_n; i++)
        if (fits(m, g, card, g->sum_cards[i]) && ygo_targetable(m, g, g->sum_cards[i]))
            tt_decision_add(m, (tt_option){YO_TARGET, (int16_t)g->sum_cards[i], 0, 0});
    return 1;
}

void ygo_summoned_destroy(tt_match *m, ygo_state *g, unsigned card)
{
    for (unsigned i = 0; i < g->sum_n; i++) /* "that monster(s) with 1500 or more ATK": as it
                                               resolves */
        if (fits(m, g, card, g->sum_cards[i]) && !ygo_shrugs_off(m, g, g->sum_cards[i], card))
            ygo_destroy(m, g, g->sum_cards[i]);
}

/* "Destroy ..., and if you do, banish it" (Bottomless Trap Hole): ygo_destroy banishes while
 * the flag is up. */
tt_step ygo_do_destroy_banish(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    g->destroy_banishes = 1;
    tt_step r = ygo_do_destroy(m, g, f);
    g->destroy_banishes = 0;
    return r;
}
