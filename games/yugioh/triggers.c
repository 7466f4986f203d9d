/* triggers.c: trigger effects (YM-9, YM-10) waiting to go on a chain, and the order they go on
 * it (YT-5.3): the turn player's, then its teammate's, then the opponents' (the core's seat
 * order). Each player orders its own; the opponents' go on "in an order of their choosing"
 * (seed 000): one decision of the opposing team over all its triggers, taken by its first seat
 * with one waiting (teammates talk freely, YT-1.9). Under `responses.triggers: split` all
 * mandatory triggers go on in that order first, then the optional ones; under `literal` that
 * order only. An optional trigger ("you can") is offered to its controller, who may decline
 * it; a mandatory one is not; one with nothing to apply to, or whose cost cannot be paid, is not
 * activated.
 *
 * "Sent from the field to the GY" (`trigger: sent_from_field`: Sangan, Witch of the Black Forest,
 * Malevolent Nuzzler, Axe of Despair, Horn of Light, Horn of the Unicorn): every way a card goes
 * from the field to the Graveyard passes through ygo_send_to_graveyard (destroyed by battle or by
 * a card effect, Tributed for a Summon or as a cost, sent by rule, an Equip Spell whose monster
 * left the field or turned face-down, Last Turn), face-up or face-down; one banished instead, a
 * Token, a Pendulum Monster gone to the Extra Deck (YM-3), a card sent from the hand or the Deck,
 * and a monster whose Summon was negated (it was never on the field, YM-2) do not trigger. The
 * card goes to its owner's Graveyard (YT-3.6), but the effect is activated by the player who
 * controlled it as it left the field, and "your Deck" is that player's (issue 30: a monster taken
 * by Change of Heart searches its taker's Deck; in a Team Duel the partner's card in the turn
 * player's turn is the partner's trigger, YT-5.3). A Spell's trigger
 * resolves its parts from the second on (`self_to_deck_top`), and its `cost` is the trigger's
 * (Nuzzler's 500 LP, Axe's Tribute of a monster of its own), not the activation's.
 *
 * Missing the timing (YB): an optional trigger that reads "When ... : You can" is activated only
 * if its event was the last thing to happen before its chain could be built. ygo_moment counts
 * the things that happen one after another: a chain link made (after its cost), a link beginning
 * to resolve, a Summon (or a Set) succeeding. Such a trigger whose moment is past when the
 * waiting triggers are flushed misses its timing (YE_MISSED_TIMING): sent as a cost (the
 * activation came after it), with a Tribute Summon's Tributes (the Summon came after), by chain
 * link 2 or later (the earlier links resolved after it). Mandatory triggers and "If ..." ones
 * never miss it. Simplified: a later part of the same link's resolution ("destroy that target,
 * then send the top 3 cards") is not a new moment, unless it is a Summon. The kinds of trigger
 * played this way are those of `misses_timing` below: the other "When ... : You can" triggers
 * of the module go on a chain at the moment of their event (destroyed by battle, summoned), and
 * Geartown's (destroyed) is activated when a new Field Spell's activation destroys it, as in
 * the seeds' era. */
#include "ygo.h"

/* "When ... : You can": an optional trigger that misses its timing if its event was not the last
 * thing to happen (YB); mandatory ones and "If ..." ones never do. */
static int misses_timing(const tt_match *m, unsigned card)
{
    return ygo_field(m, card, YF_OPTIONAL) != 0 &&
           ygo_field(m, card, YF_TRIGGER) == YTR_SENT_FROM_FIELD;
}

void ygo_trigger_add(tt_match *m, ygo_state *g, unsigned card, unsigned seat)
{
    for (unsigned i = 0; i < g->npend; i++)
        if (g->pend[i] == card)
            return;
    if (g->npend == YGO_MAX_PEND) { /* YT-5.3 puts them all on the chain: none may be lost */
        tt_game_fault(m, YLIM_PEND);
        return;
    }
    g->pend[g->npend] = (uint16_t)card;
    g->pend_moment[g->npend] = g->moment;
    g->pend_seat[g->npend++] = (uint8_t)seat;
}

void ygo_moment(tt_match *m, ygo_state *g)
{
    if (!g->nsent && !g->nwatch) /* nothing in the match can miss its timing: nothing to count */
        return;
    ygo_modifiers_check(m, g); /* an Equip Spell whose monster left went with it, not after */
    g->moment++;
}

static int on_field(const tt_match *m, const ygo_state *g, unsigned zone)
{
    if (zone == TT_NOWHERE)
        return 0;
    unsigned k = tt_zone_kind_of(m, zone);
    return k == g->z_monster || k == g->z_spell_trap || (g->z_field != 0xff && k == g->z_field) ||
           ygo_is_pendulum_zone(g, k);
}

int ygo_sent_watch(const tt_match *m, const ygo_state *g, unsigned card)
{
    return ygo_field(m, card, YF_TRIGGER) == YTR_SENT_FROM_FIELD &&
           on_field(m, g, tt_card_zone(m, card));
}

void ygo_sent_from_field(tt_match *m, ygo_state *g, unsigned card, unsigned controller)
{
    unsigned z = tt_card_zone(m, card);
    if (z != TT_NOWHERE && tt_zone_kind_of(m, z) == g->z_graveyard) /* YT-3.6: the controller's */
        ygo_trigger_add(m, g, card, controller);
}

/* Flipped face-up by an effect (Swords of Revealing Light): "FLIP:" effects trigger whenever
 * the monster is flipped face-up, not only by a Flip Summon or an attack (YB). */
void ygo_flip_face_up(tt_match *m, ygo_state *g, unsigned card)
{
    if (!tt_card_face_down(m, card) || tt_zone_kind_of(m, tt_card_zone(m, card)) != g->z_monster)
        return;
    tt_card_set_face_down(m, card, 0);
    ygo_emit(m, YE_FLIPPED, tt_card_controller(m, card), (int)card, 0, 0);
    if (ygo_flip_trigger(m, card))
        ygo_trigger_add(m, g, card, tt_card_controller(m, card));
}

int ygo_flip_trigger(const tt_match *m, unsigned card)
{
    int32_t t = ygo_field(m, card, YF_TRIGGER);
    return t == YTR_FLIP || t == YTR_SUMMONED_OR_FLIPPED; /* Tsukuyomi: "or flipped face-up" */
}

static int optional_trigger(const tt_match *m, unsigned card)
{
    return ygo_field(m, card, YF_OPTIONAL) != 0;
}

int ygo_triggers_flush(tt_match *m, ygo_state *g)
{
    unsigned kind, n = 0;
    if (!g->npend || (tt_frame_top(m, &kind) && kind == YFR_TRIGGERS))
        return 0;
    for (unsigned i = 0; i < g->npend; i++) {
        unsigned c = g->pend[i];
        if (g->pend_moment[i] != g->moment && misses_timing(m, c)) { /* YB: not the last thing */
            ygo_emit(m, YE_MISSED_TIMING, g->pend_seat[i], (int)c, 0, 0);
            continue;
        }
        g->pend[n] = g->pend[i];
        g->pend_seat[n] = g->pend_seat[i];
        g->pend_moment[n++] = g->pend_moment[i];
    }
    g->npend = (uint8_t)n;
    if (!n)
        return 0;
    ygo_trigger_frame f = {0, g->nchain, 0, 0, 0, (uint8_t)n};
    tt_frame_push(m, YFR_TRIGGERS, &f, sizeof f);
    return 1;
}

/* The opponent a battle trigger's "your opponent" means: the one in the battle. */
static uint8_t battle_opponent_seat(const tt_match *m, const ygo_state *g, unsigned seat)
{
    if (g->bat.stage == BS_NONE)
        return 0xff;
    if (seat == g->bat.seat)
        return g->bat.defender;
    (void)m;
    return g->bat.seat;
}

/* The seats with a trigger still to go on in this pass (a mask); a trigger with nothing to
 * apply to now is done (it is not activated). */
static unsigned waiting_seats(const tt_match *m, const ygo_state *g, ygo_trigger_frame *f)
{
    int split = tt_match_rules(m)->trigger_order == TT_TRIGGERS_SPLIT;
    unsigned mask = 0;
    for (unsigned i = 0; i < f->n; i++) {
        unsigned c = g->pend[i], seat = g->pend_seat[i];
        if ((f->placed >> i & 1) || (split && optional_trigger(m, c) != f->pass))
            continue;
        if (!ygo_has_targets(m, g, c, seat) || /* a full chain is a fault when the link is made */
            !ygo_can_pay_cost(m, g, seat, c, 1) || /* Axe of Despair: a monster to Tribute */
            ygo_once_used(m, g, seat, c) ||        /* a second Sangan sent this turn */
            ygo_name_locked(m, g, seat, c))        /* its name locked by Sangan this turn */
            f->placed |= (uint8_t)(1u << i);
        else
            mask |= 1u << seat;
    }
    return mask;
}

/* The next group in the YT-5.3 order with a trigger waiting in this pass (a seat mask): the
 * turn player, its teammate, then the opponents together; *decider orders it. 0: none. */
static unsigned next_group(const tt_match *m, unsigned mask, unsigned *decider)
{
    uint8_t order[TT_MAX_SEATS];
    unsigned n = tt_trigger_seat_order(m, order), ts = (unsigned)tt_match_turn_seat(m);
    for (unsigned k = 0; k < n; k++) {
        unsigned s = order[k], team = 0;
        if (!(mask >> s & 1))
            continue;
        *decider = s;
        if (!ygo_is_opponent(m, ts, s))
            return 1u << s;              /* the turn player, then its teammate */
        for (unsigned j = k; j < n; j++) /* the opposing team's: in the order it chooses */
            if (ygo_is_opponent(m, ts, order[j]))
                team |= 1u << order[j];
        return mask & team;
    }
    return 0;
}

tt_step ygo_resolve_triggers(tt_match *m, ygo_state *g, ygo_trigger_frame *f)
{
    unsigned passes = tt_match_rules(m)->trigger_order == TT_TRIGGERS_SPLIT ? 2 : 1;
    while (f->chosen || f->pass < passes) {
        if (f->chosen) {
            unsigned i = f->chosen - 1u, c = g->pend[i], seat = g->pend_seat[i];
            if (optional_trigger(m, c) && !f->asked) { /* "you can": its controller decides */
                f->asked = 1;
                tt_decision_open(m, seat, 0);
                tt_decision_add(m, (tt_option){YO_TRIGGER, (int16_t)c, 0, 0});
                tt_decision_add(m, (tt_option){YO_NO_TRIGGER, (int16_t)c, 0, 0});
                return TT_STEP_DECIDE;
            }
            f->placed |= (uint8_t)(1u << i);
            f->chosen = f->asked = 0;
            ygo_once_use(m, g, seat, c); /* activated: Sangan's once per turn is used */
            /* YT-3.1: an effect on "your opponent's" Extra Deck (Memory Crusher) applies to
             * the opponent its player chooses as it activates, not the one the battle was with */
            ygo_activation_frame a = {
                .card = (uint16_t)c,
                .target = -1,
                .declared = -1,
                .seat = (uint8_t)seat,
                .opponent = ygo_needs_opponent(m, c) ? 0xff : battle_opponent_seat(m, g, seat),
                .trigger = 1};
            tt_frame_push(m, YFR_ACTIVATION, &a, sizeof a);
            return TT_STEP_AGAIN;
        }
        unsigned decider = 0, group = next_group(m, waiting_seats(m, g, f), &decider);
        if (!group) { /* this pass is done: the optional triggers next (split) */
            f->pass++;
            continue;
        }
        int split = passes == 2;
        unsigned count = 0, last = 0;
        for (unsigned i = 0; i < f->n; i++)
            if (!(f->placed >> i & 1) && (group >> g->pend_seat[i] & 1) &&
                !(split && optional_trigger(m, g->pend[i]) != f->pass)) {
                count++;
                last = i;
            }
        if (count == 1) {
            f->chosen = (uint8_t)(last + 1);
            continue;
        }
        tt_decision_open(m, decider, 0); /* YT-5.3: the player, or the opposing team, orders */
        for (unsigned i = 0; i < f->n; i++)
            if (!(f->placed >> i & 1) && (group >> g->pend_seat[i] & 1) &&
                !(split && optional_trigger(m, g->pend[i]) != f->pass))
                tt_decision_add(m, (tt_option){YO_TRIGGER_NEXT, (int16_t)g->pend[i], 0, 0});
        return TT_STEP_DECIDE;
    }
    /* every trigger is on: the chain gets its response window (YT-5.2); those that triggered
     * while it was built (a cost) wait for the next flush, where they may have missed their
     * timing */
    uint8_t base = f->base;
    unsigned done = f->n, left = g->npend - done;
    for (unsigned i = 0; i < left; i++) {
        g->pend[i] = g->pend[done + i];
        g->pend_seat[i] = g->pend_seat[done + i];
        g->pend_moment[i] = g->pend_moment[done + i];
    }
    g->npend = (uint8_t)left;
    tt_frame_pop(m);
    if (g->nchain > base) {
        ygo_chain_frame chain = {0};
        tt_frame_push(m, YFR_CHAIN, &chain, sizeof chain);
        tt_window_open(m, g->chain[g->nchain - 1].seat);
    }
    return TT_STEP_AGAIN;
}

int ygo_apply_trigger(tt_match *m, ygo_state *g, unsigned seat, const tt_option *o)
{
    unsigned kind;
    ygo_trigger_frame *f = tt_frame_top(m, &kind);
    (void)seat;
    if (!f || kind != YFR_TRIGGERS)
        return TT_ERR_MISUSE;
    switch (o->kind) {
    case YO_TRIGGER_NEXT:
        for (unsigned i = 0; i < f->n; i++)
            if (g->pend[i] == (unsigned)o->a && !(f->placed >> i & 1))
                f->chosen = (uint8_t)(i + 1);
        return TT_OK;
    case YO_NO_TRIGGER: /* declined: it is not activated */
        f->placed |= (uint8_t)(1u << (f->chosen - 1u));
        f->chosen = f->asked = 0;
        return TT_OK;
    default: /* YO_TRIGGER: the next step puts it on the chain (asked stays 1) */
        return TT_OK;
    }
}

/* Quick effects of monsters (YM-9): from the hand when the cost discards the card itself
 * (Kuriboh, Honest), else from the field while the card battles (Injection Fairy Lily). */
int ygo_ignition_now(const tt_match *m, const ygo_state *g, unsigned seat, unsigned card)
{
    unsigned z = tt_card_zone(m, card);
    int32_t ign = ygo_field(m, card, YF_IGNITION);
    return ign != YI_NONE && z == tt_zone_instance(m, g->z_monster, seat, -1) &&
           !tt_card_face_down(m, card) && tt_turn_rel_of(m, seat) == TT_REL_OWN &&
           (g->cur_phase == YP_MAIN1 || g->cur_phase == YP_MAIN2) && !g->nchain &&
           g->bat.stage == BS_NONE && !g->summon_window &&
           (ign != YI_DESTINY_COUNTER || ygo_destiny_ignition_ok(m, g, seat, card)); /* xyz.c */
}

int ygo_quick_ok(const tt_match *m, const ygo_state *g, unsigned seat, unsigned card)
{
    unsigned trig = (unsigned)ygo_field(m, card, YF_TRIGGER);
    unsigned stage = g->bat.stage;
    if (trig == YTR_QUICK_DAMAGE_STEP) {
        if (stage < BS_START_OPEN || stage > BS_BEFORE_ASK)
            return 0; /* YM-9: Honest at the start and before damage calculation, not during it */
    } else if (trig == YTR_QUICK_DAMAGE_CALC) {
        if (stage != BS_CALC_ASK && stage != BS_CALC_OPEN)
            return 0;
    } else {
        return 0;
    }
    unsigned zone = tt_card_zone(m, card);
    if (ygo_field(m, card, YF_COST) == YC_DISCARD_SELF) {
        if (zone != tt_zone_instance(m, g->z_hand, seat, -1))
            return 0;
    } else if (zone != tt_zone_instance(m, g->z_monster, seat, -1) || tt_card_face_down(m, card) ||
               (g->bat.attacker != (int)card && g->bat.target != (int)card) ||
               (g->card[card].flags & YGO_USED)) {
        return 0; /* on the field, battling, once per damage calculation */
    }
    return ygo_has_targets(m, g, card, seat);
}
