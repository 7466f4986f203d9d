/* toy_game.c: the "toy" test module. It asks the core every WHO/WHEN/WHERE question (turn
 * seats, YT-2.2 first attack, limits, scopes, windows) so unit tests can drive the core
 * through the public decision loop. */
#include "toy_game.h"

#include <stdio.h>
#include <string.h>

static const char *const phases[] = {"draw", "main", "end", NULL};
static const char *const actions[] = {"play", "hit", NULL};
static const char *const rule_keys[] = {"turn.first_attack_turn", NULL};

static int toy_card_id(const char *name, uint32_t *out)
{
    if (strlen(name) == 5 && strncmp(name, "Card", 4) == 0 && name[4] >= '1' && name[4] <= '9') {
        *out = (uint32_t)(name[4] - '0');
        return TT_OK;
    }
    return TT_ERR_SCHEMA;
}

static int toy_card_name(uint32_t cardid, char *buf, size_t size)
{
    return snprintf(buf, size, "Card%u", (unsigned)cardid);
}

static int toy_setup(tt_match *m, void *gs, tt_error *err)
{
    (void)m;
    (void)err;
    memset(gs, 0, sizeof(toy_state));
    return TT_OK;
}

static unsigned field_kind(const tt_match *m)
{
    const tt_rules *r = tt_match_rules(m);
    unsigned k = 0;
    while (k < r->nzones && strcmp(r->zones[k].name, "field") != 0)
        k++;
    return k; /* r->nzones: no field, nothing can be played */
}

/* The first acting seat that has not passed this turn's main phase, or -1. */
static int next_actor(tt_match *m, toy_state *gs)
{
    if (gs->turn != tt_match_turn(m)) {
        gs->turn = tt_match_turn(m);
        gs->passed = 0;
    }
    unsigned acting = tt_turn_seats(m);
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++)
        if ((acting >> s & 1) && !(gs->passed >> s & 1) && !tt_seat_is_out(m, s))
            return (int)s;
    return -1;
}

static void offer_main(tt_match *m, unsigned seat)
{
    const tt_rules *r = tt_match_rules(m);
    unsigned hand = tt_zone_instance(m, r->zone_hand, seat, -1);
    tt_decision_open(m, seat, TOY_PHASE_MAIN);
    tt_decision_add(m, (tt_option){TOY_OPT_PASS, 0, 0, 0});
    for (unsigned i = 0; field_kind(m) < r->nzones && i < tt_zone_count(m, hand); i++) {
        tt_option o = {TOY_OPT_PLAY, (int16_t)tt_zone_card(m, hand, i), 0, 0};
        int lim = tt_limit_check(m, TOY_ACT_PLAY, seat, -1, o.a);
        if (lim >= 0)
            tt_decision_deny(m, o, TT_RULE_LIMIT(lim));
        else
            tt_decision_add(m, o);
    }
    unsigned targets = tt_scope_resolve(m, seat, -1, TT_SCOPE_OPPONENT_CARDS).seats;
    for (unsigned s = 0; s < r->seats; s++) {
        if (!(targets >> s & 1))
            continue;
        tt_option o = {TOY_OPT_HIT, (int16_t)s, 0, 0};
        int lim = tt_limit_check(m, TOY_ACT_HIT, seat, -1, -1);
        if (!tt_turn_may_attack(m)) /* YT-2.2 */
            tt_decision_deny(m, o, TOY_RULE_FIRST_ATTACK);
        else if (lim >= 0)
            tt_decision_deny(m, o, TT_RULE_LIMIT(lim));
        else
            tt_decision_add(m, o);
    }
}

static tt_step toy_phase(tt_match *m, void *gsv, unsigned phase)
{
    toy_state *gs = gsv;
    unsigned acting = tt_turn_seats(m);
    switch ((enum toy_phase)phase) {
    case TOY_PHASE_DRAW:
        for (unsigned s = 0; s < tt_match_rules(m)->seats; s++)
            if (acting >> s & 1)
                tt_turn_normal_draw(m, s);
        return TT_STEP_DONE;
    case TOY_PHASE_MAIN: {
        if (tt_window_is_open(m)) {
            int s = tt_window_next(m); /* YT-5.2 */
            if (s >= 0) {
                tt_decision_open(m, (unsigned)s, TOY_PHASE_MAIN);
                tt_decision_add(m, (tt_option){TOY_OPT_PASS, 1, 0, 0});
                tt_decision_add(m, (tt_option){TOY_OPT_RESPOND, 0, 0, 0});
                return TT_STEP_DECIDE;
            }
        }
        int seat = next_actor(m, gs);
        if (seat < 0)
            return TT_STEP_DONE;
        offer_main(m, (unsigned)seat);
        return TT_STEP_DECIDE;
    }
    case TOY_PHASE_END:
        return TT_STEP_DONE;
    }
    return TT_STEP_DONE;
}

static void play_card(tt_match *m, unsigned card)
{
    tt_card_send(m, card, field_kind(m), -1, TT_TOP);
}

static tt_step toy_resolve(tt_match *m, void *gs, unsigned kind, void *frame)
{
    (void)gs;
    if (kind == TOY_FRAME_PLAY) {
        toy_play_frame f;
        memcpy(&f, frame, sizeof f);
        play_card(m, (unsigned)f.card);
    }
    tt_frame_pop(m); /* game.h: a module pops its own frames */
    return TT_STEP_DONE;
}

static int toy_apply(tt_match *m, void *gsv, unsigned seat, const tt_option *opt)
{
    toy_state *gs = gsv;
    switch ((enum toy_option)opt->kind) {
    case TOY_OPT_PASS:
        if (opt->a) { /* a pass in a response window */
            tt_window_pass(m, seat);
            return TT_OK;
        }
        gs->passed |= (uint8_t)(1u << seat);
        if (tt_match_rules(m)->turn_unit == TT_TURN_TEAM)
            tt_turn_seat_done(m, seat); /* PD-6 */
        return TT_OK;
    case TOY_OPT_PLAY:
        tt_limit_use(m, TOY_ACT_PLAY, seat, -1, opt->a);
        if (gs->play_via_frame) {
            toy_play_frame f = {opt->a};
            if (tt_frame_push(m, TOY_FRAME_PLAY, &f, sizeof f))
                return TT_ERR_MISUSE;
        } else {
            play_card(m, (unsigned)opt->a);
        }
        if (gs->respond_mask)
            tt_window_open(m, seat);
        return TT_OK;
    case TOY_OPT_HIT:
        tt_limit_use(m, TOY_ACT_HIT, seat, -1, -1);
        tt_life_add(m, (unsigned)opt->a, -TOY_HIT_DAMAGE);
        return TT_OK;
    case TOY_OPT_RESPOND:
        gs->links++;
        tt_window_link(m, seat);
        return TT_OK;
    }
    return TT_ERR_MISUSE;
}

static int toy_label(const tt_match *m, const void *gs, const tt_option *opt, char *buf,
                     size_t size)
{
    char name[16], seat[4];
    (void)gs;
    switch ((enum toy_option)opt->kind) {
    case TOY_OPT_PASS:
        return snprintf(buf, size, "pass");
    case TOY_OPT_PLAY:
        toy_card_name(tt_card_id(m, (unsigned)opt->a), name, sizeof name);
        return snprintf(buf, size, "play %s", name);
    case TOY_OPT_HIT:
        return snprintf(buf, size, "hit %s",
                        tt_seat_name(tt_match_rules(m), (unsigned)opt->a, seat));
    case TOY_OPT_RESPOND:
        return snprintf(buf, size, "respond");
    }
    return snprintf(buf, size, "?");
}

static int toy_can_respond(const tt_match *m, const void *gsv, unsigned seat)
{
    const toy_state *gs = gsv;
    (void)m;
    return gs->respond_mask >> seat & 1;
}

static void toy_lasting_end(tt_match *m, void *gsv, const tt_lasting *l)
{
    toy_state *gs = gsv;
    (void)l;
    gs->lasting_ends++;
    gs->lasting_end_turn = tt_match_turn(m);
}

/* A module option of each value type (docs/rulesets.md, `options`): the core checks them. */
static const char *const toy_modes[] = {"calm", "wild", NULL};
static const tt_field toy_options[] = {
    {"rounds", TT_FIELD_INT, 0, 0, 9, 3, NULL},
    {"mode", TT_FIELD_ENUM, 0, 0, 0, 0, toy_modes},
    {NULL, 0, 0, 0, 0, 0, NULL},
};

/* A capacity of the module's own, for tt_game_fault (test_capacity.c). */
static const tt_game_limit toy_limits[] = {
    {"TOY_MAX_TOKENS", "more tokens on the table", 4},
    {NULL, NULL, 0},
};

/* What each option's a names, for observations (observe.h, test_observe.c). */
static const char *toy_option_shape(unsigned kind, uint8_t arg[3])
{
    static const char *const names[] = {"pass", "play", "hit", "respond"};
    static const uint8_t first[] = {TT_ARG_INT, TT_ARG_CARD, TT_ARG_SEAT, TT_ARG_NONE};
    if (kind > TOY_OPT_RESPOND)
        return NULL;
    arg[0] = first[kind];
    arg[1] = arg[2] = TT_ARG_NONE;
    return names[kind];
}

const tt_game toy_game = {
    .abi = TT_GAME_ABI,
    .name = "toy",
    .title = "Toy game for unit tests",
    .phases = phases,
    .actions = actions,
    .rule_keys = rule_keys,
    .state_size = sizeof(toy_state),
    .card_id = toy_card_id,
    .setup = toy_setup,
    .phase = toy_phase,
    .resolve = toy_resolve,
    .apply = toy_apply,
    .label = toy_label,
    .can_respond = toy_can_respond,
    .lasting_end = toy_lasting_end,
    .options = toy_options,
    .limits = toy_limits,
    .option_shape = toy_option_shape,
};
