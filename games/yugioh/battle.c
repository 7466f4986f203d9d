/* battle.c: the Battle Phase: attack declarations (YT-2.2 from the ruleset's first attack turn,
 * YT-4.1 only with your own monsters, YT-4.2 no direct attack while either opponent controls a
 * monster), damage calculation by ATK against ATK/DEF (YB), destruction to the owner's
 * Graveyard (YT-3.6) and battle damage to the shared LP (YT-1.4). */
#include "ygo.h"

static int opponents_have_monsters(const tt_match *m, const ygo_state *g, unsigned opp)
{
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++)
        if ((opp >> s & 1) && tt_zone_count(m, tt_zone_instance(m, g->z_monster, s, -1)))
            return 1;
    return 0;
}

tt_step ygo_battle_phase(tt_match *m, ygo_state *g, unsigned seat)
{
    if (g->main_done) { /* the Battle Phase was ended */
        g->main_done = 0;
        return TT_STEP_DONE;
    }
    /* YT-3.2, YT-4.2: the opposing side is both opponents */
    unsigned opp = tt_scope_resolve(m, seat, -1, TT_SCOPE_OPPONENT_SIDE).seats;
    int blocked = opponents_have_monsters(m, g, opp);
    unsigned field = tt_zone_instance(m, g->z_monster, seat, -1); /* YT-4.1: own monsters */
    int swords = ygo_attacks_forbidden(m, g, seat);
    tt_decision_open(m, seat, YP_BATTLE);
    for (unsigned i = 0; i < tt_zone_count(m, field); i++) {
        unsigned a = tt_zone_card(m, field, i);
        if (tt_card_face_down(m, a) || (g->flags[a] & (YGO_DEFENSE | YGO_ATTACKED)))
            continue;
        for (unsigned s = 0; s < tt_match_rules(m)->seats; s++) {
            if (!(opp >> s & 1))
                continue;
            unsigned z = tt_zone_instance(m, g->z_monster, s, -1);
            for (unsigned j = 0; j < tt_zone_count(m, z); j++) {
                tt_option o = {YO_ATTACK, (int16_t)a, (int16_t)tt_zone_card(m, z, j), 0};
                if (swords)
                    tt_decision_deny(m, o, YR_NO_ATTACKS);
                else
                    tt_decision_add(m, o);
            }
            tt_option direct = {YO_DIRECT, (int16_t)a, (int16_t)s, 0};
            if (swords)
                tt_decision_deny(m, direct, YR_NO_ATTACKS);
            else if (blocked)
                tt_decision_deny(m, direct, YR_DIRECT_ATTACK);
            else
                tt_decision_add(m, direct);
        }
    }
    tt_decision_add(m, (tt_option){YO_END_BATTLE, -1, 0, 0});
    return TT_STEP_DECIDE;
}

/* YB damage calculation. */
static void attack(tt_match *m, ygo_state *g, unsigned seat, unsigned a, unsigned t)
{
    int32_t atk = ygo_atk(m, a);
    unsigned defender = tt_card_controller(m, t);
    ygo_emit(m, YE_BATTLE, seat, (int)a, atk, (int32_t)t);
    if (tt_card_face_down(m, t)) /* a face-down target is flipped face-up */
        tt_card_set_face_down(m, t, 0);
    if (g->flags[t] & YGO_DEFENSE) {
        int32_t def = ygo_def(m, t);
        if (atk > def)
            ygo_destroy(m, g, t);
        else if (atk < def)
            tt_life_add(m, seat, -(def - atk)); /* the attacker's controller takes it */
        return;
    }
    int32_t other = ygo_atk(m, t);
    if (atk > other) {
        ygo_destroy(m, g, t);
        tt_life_add(m, defender, -(atk - other));
    } else if (atk < other) {
        ygo_destroy(m, g, a);
        tt_life_add(m, seat, -(other - atk));
    } else if (atk > 0) { /* equal ATK: both are destroyed, no damage */
        ygo_destroy(m, g, a);
        ygo_destroy(m, g, t);
    }
}

void ygo_apply_battle(tt_match *m, ygo_state *g, unsigned seat, const tt_option *o)
{
    switch (o->kind) {
    case YO_ATTACK:
        g->flags[o->a] |= YGO_ATTACKED;
        attack(m, g, seat, (unsigned)o->a, (unsigned)o->b);
        break;
    case YO_DIRECT:
        g->flags[o->a] |= YGO_ATTACKED;
        ygo_emit(m, YE_BATTLE, seat, o->a, ygo_atk(m, (unsigned)o->a), -1);
        tt_life_add(m, (unsigned)o->b, -ygo_atk(m, (unsigned)o->a)); /* YT-1.4: team LP */
        break;
    default:
        g->main_done = 1;
        break;
    }
}
