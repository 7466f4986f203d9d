/* effects_battle.c: the primitives that change a battle or a monster's ATK (no_battle_damage,
 * gain_battler_atk, atk_up, halve_atk, equip, original_stats). */
#include "ygo.h"

int ygo_own_battler(const tt_match *m, const ygo_state *g, unsigned seat, unsigned card)
{
    int32_t attr = ygo_field(m, card, YF_FILTER_ATTR);
    int cands[2] = {g->bat.attacker, g->bat.target};
    if (g->bat.stage == BS_NONE || g->bat.target < 0)
        return -1;
    for (unsigned i = 0; i < 2; i++) {
        unsigned c = (unsigned)cands[i];
        if (tt_card_controller(m, c) == seat && !tt_card_face_down(m, c) &&
            (!attr || ygo_field(m, c, YF_ATTRIBUTE) == attr) &&
            ygo_is_opponent(m, seat, tt_card_controller(m, (unsigned)cands[1 - i])))
            return (int)c;
    }
    return -1;
}

/* Kuriboh */
tt_step ygo_do_no_battle_damage(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    (void)m;
    if (g->bat.stage != BS_NONE)
        g->bat.nodmg |= (uint8_t)(1u << g->chain[f->link].seat);
    return TT_STEP_DONE;
}

/* Honest: until the end of the turn */
tt_step ygo_do_gain_battler_atk(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    unsigned seat = g->chain[f->link].seat;
    int own = ygo_own_battler(m, g, seat, f->card);
    int other = own >= 0 ? ygo_battle_opponent(g, (unsigned)own) : -1;
    if (own >= 0 && ygo_monster_on_field(m, g, other, 0)) {
        g->card[own].atk_turn += ygo_atk(m, (unsigned)other);
        ygo_emit(m, YE_ATK, seat, own, ygo_atk(m, (unsigned)own), 0);
    }
    return TT_STEP_DONE;
}

/* Lily: this damage calculation only; Rush Recklessly: the turn */
tt_step ygo_do_atk_up(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    const ygo_link *l = &g->chain[f->link];
    if (ygo_monster_on_field(m, g, l->target, 1)) {
        if (ygo_part_at(m, f->card, f->step)->until == YU_DAMAGE_CALC)
            g->card[l->target].atk_calc += ygo_part_amount(m, f);
        else
            g->card[l->target].atk_turn += ygo_part_amount(m, f);
        int32_t d = ygo_field(m, f->card, YF_AMOUNT_DEF); /* Castle Walls: DEF until the end */
        if (d != YGO_DEF_SAME)                            /* of the turn */
            g->card[l->target].def_turn += d;
        ygo_emit(m, YE_ATK, l->seat, l->target, ygo_atk(m, (unsigned)l->target), 0);
    }
    return TT_STEP_DONE;
}

/* Shrink */
tt_step ygo_do_halve_atk(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    const ygo_link *l = &g->chain[f->link];
    if (ygo_monster_on_field(m, g, l->target, 1)) {
        g->card[l->target].flags |= YGO_HALVED;
        ygo_emit(m, YE_ATK, l->seat, l->target, ygo_atk(m, (unsigned)l->target), 0);
    }
    return TT_STEP_DONE;
}

/* stays on the field equipped; modifiers.c sends it when it leaves */
tt_step ygo_do_equip(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    ygo_link *l = &g->chain[f->link];
    unsigned c = f->card;
    int i = ygo_equip_index(g, c);
    if (i >= 0 && ygo_monster_on_field(m, g, l->target, 1)) {
        g->equip_target[i] = l->target;
        l->stays = 1;
        ygo_emit(m, YE_EQUIP, l->seat, (int)c, 0, l->target);
    }
    return TT_STEP_DONE;
}

/* Forbidden Scripture (scripture.c) */
tt_step ygo_do_original_stats(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    ygo_scripture_apply(m, g, &g->chain[f->link]);
    return TT_STEP_DONE;
}
