/* cost_tribute.c: YT-3.5 for a Tribute paid as an effect's cost (Cannon Soldier, The Little
 * Swordsman of Aile, Crush Card Virus): "A player can allow their teammate to use monsters
 * they control as Tributes". A teammate's monster is offered beside the activation ("activate
 * Cannon Soldier, Tributing Battle Ox of 1B"); its controller is asked before anything of the
 * activation happens, so a refusal leaves the match as it was but for the refusal, which
 * stands for the turn as for Tribute Summons (summon.c: the monster is not offered again). The
 * player's own monsters are chosen as the cost is paid (chain.c). */
#include "ygo.h"

unsigned ygo_cost_tribute_mates(const tt_match *m, const ygo_state *g, unsigned seat, unsigned card,
                                uint16_t *out, unsigned max)
{
    tt_scope_set mates = tt_scope_resolve(m, seat, -1, TT_SCOPE_TEAMMATES);
    unsigned n = 0;
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++) {
        unsigned z = tt_zone_instance(m, g->z_monster, s, -1);
        for (unsigned i = 0; (mates.seats >> s & 1) && i < tt_zone_count(m, z); i++) {
            unsigned c = tt_zone_card(m, z, i);
            if (!ygo_tribute_cost_ok(m, card, c) || ygo_tribute_refused(m, g, c))
                continue;
            if (out && n < max)
                out[n] = (uint16_t)c;
            n++;
        }
    }
    return n;
}

void ygo_cost_tribute_options(tt_match *m, const ygo_state *g, unsigned seat, unsigned card)
{
    uint16_t mons[TT_MAX_SEATS * 8];
    unsigned n = ygo_cost_tribute_mates(m, g, seat, card, mons, sizeof mons / sizeof mons[0]);
    for (unsigned i = 0; i < n && i < sizeof mons / sizeof mons[0]; i++)
        tt_decision_add(m, (tt_option){YO_ACTIVATE_TRIBUTING, (int16_t)card, (int16_t)mons[i], 0});
}

tt_step ygo_resolve_cost_ask(tt_match *m, ygo_state *g, ygo_cost_ask_frame *f)
{
    (void)g;
    tt_decision_open(m, tt_card_controller(m, f->monster), 0); /* its controller (YT-3.5) */
    tt_decision_add(m, (tt_option){YO_ALLOW_COST, (int16_t)f->monster, (int16_t)f->card, 0});
    tt_decision_add(m, (tt_option){YO_REFUSE_COST, (int16_t)f->monster, (int16_t)f->card, 0});
    return TT_STEP_DECIDE;
}

int ygo_apply_cost_tribute(tt_match *m, ygo_state *g, unsigned seat, const tt_option *o)
{
    unsigned kind;
    if (o->kind == YO_ACTIVATE_TRIBUTING) {
        ygo_cost_ask_frame f = {(uint16_t)o->a, (uint16_t)o->b, (uint8_t)seat, 0};
        return tt_frame_push(m, YFR_COST_ASK, &f, sizeof f);
    }
    ygo_cost_ask_frame *top = tt_frame_top(m, &kind);
    if (!top || kind != YFR_COST_ASK)
        return TT_ERR_MISUSE;
    ygo_cost_ask_frame f = *top;
    tt_frame_pop(m);
    if (o->kind == YO_REFUSE_COST) { /* nothing was activated nor paid */
        ygo_mark_refused(m, g, f.monster);
        return TT_OK;
    }
    return ygo_activate(m, g, f.seat, f.card, f.monster); /* allowed: the activation begins */
}
