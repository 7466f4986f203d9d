/* effects.c: the resolver primitives that card data names: destroy, draw, discard, damage,
 * negate. Whom an effect reaches comes from the core's scope resolver, so the same card reads
 * right in 1v1 and in a Team Duel: one chosen opponent (YT-3.1), the whole opposing side
 * (YT-3.2), all players (YT-3.3). Destroyed and discarded cards go to their owner's Graveyard
 * (YT-3.6). */
#include "ygo.h"

/* The seats a `who` word reaches for the link (the one opponent chosen at activation). */
static unsigned seats_of(const tt_match *m, const ygo_link *l, unsigned who)
{
    tt_scope_set s;
    switch (who) {
    case YW_SELF:
        return 1u << l->seat;
    case YW_ONE_OPPONENT:
        return l->opponent == 0xff ? 0u : 1u << l->opponent;
    case YW_OPPONENT_SIDE:
        s = tt_scope_resolve(m, l->seat, -1, TT_SCOPE_OPPONENT_SIDE);
        return s.choose && l->opponent != 0xff ? 1u << l->opponent : s.seats;
    default:
        s = tt_scope_resolve(m, l->seat, -1, TT_SCOPE_BOTH_PLAYERS);
        return s.choose && l->opponent != 0xff ? (1u << l->opponent) | s.fixed : s.seats;
    }
}

/* Before activation: the same seats, with the choice of opponent still open (any will do). */
unsigned ygo_who_seats(const tt_match *m, unsigned seat, unsigned who)
{
    static const tt_scope scopes[] = {TT_SCOPE_SELF, TT_SCOPE_OPPONENT_CARDS,
                                      TT_SCOPE_OPPONENT_SIDE, TT_SCOPE_BOTH_PLAYERS};
    tt_scope_set s = tt_scope_resolve(m, seat, -1, scopes[who]);
    return s.seats | s.fixed;
}

static unsigned count_in(const tt_match *m, unsigned kind, unsigned seats, int face_up_only)
{
    unsigned n = 0;
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++) {
        if (!(seats >> s & 1))
            continue;
        unsigned z = tt_zone_instance(m, kind, s, -1);
        for (unsigned i = 0; i < tt_zone_count(m, z); i++)
            n += !face_up_only || !tt_card_face_down(m, tt_zone_card(m, z, i));
    }
    return n;
}

int ygo_has_targets(const tt_match *m, const ygo_state *g, unsigned card, unsigned seat)
{
    unsigned who = (unsigned)ygo_field(m, card, YF_WHO);
    unsigned seats = ygo_who_seats(m, seat, who);
    switch (ygo_field(m, card, YF_EFFECT)) {
    case YX_DESTROY:
        switch (ygo_field(m, card, YF_TARGETS)) {
        case YTG_ALL_MONSTERS:
            return count_in(m, g->z_monster, seats, 0) > 0;
        case YTG_FACE_UP_MONSTERS:
            return count_in(m, g->z_monster, seats, 1) > 0;
        case YTG_ONE_SPELL_TRAP: /* another Spell/Trap than this one */
            return count_in(m, g->z_spell_trap, seats, 0) >
                   (unsigned)(tt_card_zone(m, card) ==
                              tt_zone_instance(m, g->z_spell_trap, seat, -1));
        default:
            return 0;
        }
    case YX_FUSION_SUMMON:
        return ygo_fusion_possible(m, g, seat);
    case YX_TAKE_CONTROL: /* a face-up monster an opponent controls, and room to put it */
        return count_in(m, g->z_monster, seats, 1) > 0 &&
               tt_zone_free(m, tt_zone_instance(m, g->z_monster, seat, -1)) > 0;
    case YX_NEGATE: /* Solemn Judgment answers a Spell/Trap activation on the chain */
        return g->nchain > 0 && ygo_is_spell_trap(m, g->chain[g->nchain - 1].card);
    case YX_DISCARD:
        return count_in(m, g->z_hand, seats & ~(1u << seat), 0) > 0 || (seats >> seat & 1);
    case YX_DRAW:
        return count_in(m, tt_match_rules(m)->zone_deck, seats, 0) > 0;
    default:
        return 1;
    }
}

void ygo_destroy(tt_match *m, ygo_state *g, unsigned card)
{
    ygo_emit(m, YE_DESTROYED, tt_card_controller(m, card), (int)card, 0, 0);
    g->flags[card] = 0;
    tt_card_set_face_down(m, card, 0);
    tt_card_send(m, card, g->z_graveyard, -1, TT_TOP); /* YT-3.6: to its owner's Graveyard */
}

static void destroy_all(tt_match *m, ygo_state *g, unsigned seats, int face_up_only)
{
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++) {
        if (!(seats >> s & 1))
            continue;
        unsigned z = tt_zone_instance(m, g->z_monster, s, -1);
        for (unsigned i = tt_zone_count(m, z); i-- > 0;) {
            unsigned c = tt_zone_card(m, z, i);
            if (!face_up_only || !tt_card_face_down(m, c))
                ygo_destroy(m, g, c);
        }
    }
}

/* The link is done: its card leaves the field (Normal Spells and Traps go to the Graveyard
 * once resolved) and the chain shrinks. */
static tt_step finish(tt_match *m, ygo_state *g, const ygo_effect_frame *f)
{
    unsigned c = f->card;
    if (f->held)
        tt_outcome_release(m);
    tt_frame_pop(m);
    if (!g->chain[f->link].stays &&
        tt_card_zone(m, c) == tt_zone_instance(m, g->z_spell_trap, tt_card_controller(m, c), -1))
        tt_card_send(m, c, g->z_graveyard, -1, TT_TOP);
    ygo_emit(m, YE_RESOLVE, g->chain[f->link].seat, (int)c, f->link + 1, g->chain[f->link].negated);
    g->nchain = f->link;
    return TT_STEP_DONE;
}

/* Seats in the order they act on a shared effect: the turn seat, its teammates, then the
 * opponents (the core's YT-5.3 order). */
static int next_seat(const tt_match *m, unsigned mask)
{
    uint8_t order[TT_MAX_SEATS];
    unsigned n = tt_trigger_seat_order(m, order);
    for (unsigned i = 0; i < n; i++)
        if (mask >> order[i] & 1)
            return order[i];
    return -1;
}

tt_step ygo_resolve_effect(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    ygo_link *l = &g->chain[f->link];
    unsigned c = f->card;
    if (!f->held) { /* YP-10: a win met halfway through this effect waits for its end */
        f->held = 1;
        tt_outcome_hold(m);
    }
    if (!f->step && !f->started && ygo_kind(m, c) >= YK_NORMAL_TRAP && ygo_traps_locked(m, g))
        l->negated = 1; /* Jinzo: Trap effects on the field are negated */
    if (l->negated || f->step > 1)
        return finish(m, g, f);
    unsigned prim = (unsigned)ygo_field(m, c, f->step ? YF_EFFECT2 : YF_EFFECT);
    unsigned who = (unsigned)ygo_field(m, c, f->step ? YF_WHO2 : YF_WHO);
    int32_t amount = ygo_field(m, c, f->step ? YF_AMOUNT2 : YF_AMOUNT);
    unsigned seats = seats_of(m, l, who);
    switch (prim) {
    case YX_DESTROY:
        if (ygo_field(m, c, YF_TARGETS) == YTG_ONE_SPELL_TRAP) {
            if (l->target >= 0 && ygo_is_spell_trap(m, (unsigned)l->target) &&
                tt_card_zone(m, (unsigned)l->target) ==
                    tt_zone_instance(m, g->z_spell_trap, tt_card_controller(m, (unsigned)l->target),
                                     -1))
                ygo_destroy(m, g, (unsigned)l->target);
        } else {
            destroy_all(m, g, seats, ygo_field(m, c, YF_TARGETS) == YTG_FACE_UP_MONSTERS);
        }
        break;
    case YX_DRAW:
        for (int s; (s = next_seat(m, seats)) >= 0; seats &= ~(1u << s))
            tt_draw(m, (unsigned)s, (unsigned)amount);
        break;
    case YX_DAMAGE: {
        int32_t times = 1;
        if (ygo_field(m, c, YF_PER) == YPER_OPPONENT_HAND_AND_FIELD) /* YT-3.1: that one */
            times =
                (int32_t)(count_in(m, g->z_hand, seats, 0) + count_in(m, g->z_monster, seats, 0) +
                          count_in(m, g->z_spell_trap, seats, 0));
        for (int s; (s = next_seat(m, seats)) >= 0; seats &= ~(1u << s))
            tt_life_add(m, (unsigned)s, -amount * times);
        break;
    }
    case YX_NEGATE:
        if (f->link > 0 && !g->chain[f->link - 1].negated) {
            ygo_link *under = &g->chain[f->link - 1];
            under->negated = 1;
            ygo_emit(m, YE_NEGATED, under->seat, under->card, 0, 0);
            if (tt_card_zone(m, under->card) ==
                tt_zone_instance(m, g->z_spell_trap, tt_card_controller(m, under->card), -1))
                ygo_destroy(m, g, under->card);
        }
        break;
    case YX_FLIP_FACE_UP:
        for (unsigned s = 0; s < tt_match_rules(m)->seats; s++) {
            unsigned z = tt_zone_instance(m, g->z_monster, s, -1);
            for (unsigned i = 0; (seats >> s & 1) && i < tt_zone_count(m, z); i++)
                tt_card_set_face_down(m, tt_zone_card(m, z, i), 0);
        }
        break;
    case YX_NO_ATTACKS: { /* YT-5.4: counts the turns of the controller's opponents */
        int current = (tt_turn_rel_of(m, l->seat) & TT_REL_OPPONENT) != 0;
        tt_lasting la = {YL_NO_ATTACKS,   (int16_t)c,       l->seat,       TT_REL_OPPONENT,
                         (uint8_t)amount, (uint8_t)current, (int32_t)seats};
        if (tt_lasting_add(m, &la) >= 0)
            l->stays = 1;
        break;
    }
    case YX_TAKE_CONTROL: /* YT-3.6: the controller changes, the owner never does */
        if (l->target >= 0 && !tt_card_face_down(m, (unsigned)l->target) &&
            tt_zone_kind_of(m, tt_card_zone(m, (unsigned)l->target)) == g->z_monster &&
            tt_zone_free(m, tt_zone_instance(m, g->z_monster, l->seat, -1))) {
            unsigned t = (unsigned)l->target, from = tt_card_controller(m, t);
            tt_lasting la = {YL_RETURN_CONTROL, (int16_t)t, l->seat, 0, 0, 0, (int32_t)from};
            tt_card_put(m, t, tt_zone_instance(m, g->z_monster, l->seat, -1), TT_TOP);
            tt_lasting_add(m, &la); /* until the end of this turn */
        }
        break;
    case YX_FUSION_SUMMON: /* YT-1.5, YT-3.5: fusion.c does the choosing */
        if (!f->started) {
            ygo_fusion_frame fu = {0xffff, l->seat, 0, 0, 0, {0}};
            f->started = 1;
            tt_frame_push(m, YFR_FUSION, &fu, sizeof fu);
            return TT_STEP_AGAIN;
        }
        break;
    case YX_BOOST: /* a continuous effect: it applies while the card stays face-up */
        l->stays = 1;
        break;
    case YX_COUNTDOWN_WIN: { /* YT-5.4: an unqualified count counts every player-turn */
        tt_lasting la = {YL_COUNTDOWN, (int16_t)c, l->seat, TT_REL_ANY, (uint8_t)amount, 1, 0};
        tt_lasting_add(m, &la); /* the activation turn is the first */
        break;
    }
    case YX_DISCARD: {
        if (!f->started) {
            f->seats = (uint8_t)seats;
            f->started = 1;
        }
        for (int s; (s = next_seat(m, f->seats)) >= 0;) {
            unsigned hand = tt_zone_instance(m, g->z_hand, (unsigned)s, -1);
            if (!tt_zone_count(m, hand)) {
                f->seats &= (uint8_t) ~(1u << s);
                continue;
            }
            unsigned chooser = ygo_field(m, c, YF_CHOOSER) == YCH_ACTIVATOR ? l->seat : (unsigned)s;
            f->pending = (uint8_t)s;
            tt_decision_open(m, chooser, 0);
            for (unsigned i = 0; i < tt_zone_count(m, hand); i++)
                tt_decision_add(
                    m, (tt_option){YO_DISCARD, (int16_t)tt_zone_card(m, hand, i), (int16_t)s, 1});
            return TT_STEP_DECIDE;
        }
        break;
    }
    default:
        break;
    }
    f->step++;
    f->started = 0;
    return TT_STEP_AGAIN;
}

int ygo_apply_effect(tt_match *m, ygo_state *g, unsigned seat, const tt_option *o)
{
    unsigned kind;
    ygo_effect_frame *f = tt_frame_top(m, &kind);
    if (!f || kind != YFR_EFFECT || o->kind != YO_DISCARD)
        return TT_ERR_MISUSE;
    tt_card_send(m, (unsigned)o->a, g->z_graveyard, -1, TT_TOP);
    ygo_emit(m, YE_DISCARD, tt_card_owner(m, (unsigned)o->a), o->a, 0, 0);
    f->seats &= (uint8_t) ~(1u << f->pending);
    f->pending = 0xff;
    (void)seat;
    return TT_OK;
}

void ygo_lasting_end(tt_match *m, void *gsv, const tt_lasting *l)
{
    ygo_state *g = gsv;
    unsigned c = (unsigned)l->card;
    switch (l->kind) {
    case YL_NO_ATTACKS: /* Swords: destroyed at the end of the last turn it counted */
        if (tt_card_zone(m, c) == tt_zone_instance(m, g->z_spell_trap, l->seat, -1))
            ygo_destroy(m, g, c);
        break;
    case YL_RETURN_CONTROL: /* back to the seat it was taken from, if it is still taken */
        if (tt_card_zone(m, c) == tt_zone_instance(m, g->z_monster, l->seat, -1)) {
            unsigned back = tt_zone_instance(m, g->z_monster, (unsigned)l->data, -1);
            if (tt_zone_free(m, back))
                tt_card_put(m, c, back, TT_TOP);
            else
                tt_card_send(m, c, g->z_graveyard, -1, TT_TOP);
        }
        break;
    case YL_COUNTDOWN: /* YP-9: Final Countdown's own win condition */
        ygo_emit(m, YE_CARD_WIN, l->seat, l->card, 0, 0);
        tt_team_wins(m, l->seat, TT_OUT_CARD);
        break;
    default:
        break;
    }
}

/* YT-5.4: a lasting "no attacks" effect of an opponent of seat, while its card is still on the
 * field (destroying Swords of Revealing Light ends it). */
int ygo_attacks_forbidden(const tt_match *m, const ygo_state *g, unsigned seat)
{
    for (unsigned i = 0; i < TT_MAX_LASTING; i++) {
        const tt_lasting *l = tt_lasting_at(m, i);
        if (!l || l->kind != YL_NO_ATTACKS || !((unsigned)l->data >> seat & 1))
            continue;
        if (tt_card_zone(m, (unsigned)l->card) == tt_zone_instance(m, g->z_spell_trap, l->seat, -1))
            return 1;
    }
    return 0;
}

/* YP-9: a seat holding the five pieces of Exodia wins at once; checked after every step, so
 * a draw in the middle of a chain wins before the next link resolves (YP-10). */
void ygo_check_state(tt_match *m, void *gsv)
{
    ygo_state *g = gsv;
    if (g->nexodia < YGO_EXODIA_PIECES)
        return;
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++) {
        unsigned hand = tt_zone_instance(m, g->z_hand, s, -1);
        uint32_t ids[YGO_EXODIA_PIECES];
        unsigned n = 0;
        if (tt_zone_count(m, hand) < YGO_EXODIA_PIECES)
            continue;
        for (unsigned i = 0; i < g->nexodia; i++) { /* the pieces, not the whole hand */
            unsigned c = g->exodia[i];
            uint32_t id = tt_card_id(m, c);
            int dup = 0;
            if (tt_card_zone(m, c) != hand)
                continue;
            for (unsigned k = 0; k < n; k++)
                dup |= ids[k] == id;
            if (!dup && n < YGO_EXODIA_PIECES)
                ids[n++] = id;
        }
        if (n == YGO_EXODIA_PIECES) {
            ygo_emit(m, YE_CARD_WIN, s, -1, 0, 0);
            tt_team_wins(m, s, TT_OUT_CARD);
        }
    }
}

int ygo_traps_locked(const tt_match *m, const ygo_state *g)
{
    for (unsigned i = 0; i < g->nlocks; i++) {
        unsigned c = g->lock_card[i], z = tt_card_zone(m, c);
        if (z != TT_NOWHERE && tt_zone_kind_of(m, z) == g->z_monster && !tt_card_face_down(m, c))
            return 1;
    }
    return 0;
}
