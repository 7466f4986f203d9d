/* effects_lasting.c: the primitives whose effect lasts after they resolve: lasting effects
 * counted in turns (no_attacks, no_damage, countdown_win, YT-5.4) and continuous effects that
 * apply while their card stays face-up on the field (boost, battle_boost, tribute_less,
 * skill_drain, destiny_board; a monster's no_traps, attack_lock, piercing act where the rules
 * look at them and do nothing when resolved). */
#include "ygo.h"

/* YT-5.4: counts the turns of the controller's opponents */
tt_step ygo_do_no_attacks(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    ygo_link *l = &g->chain[f->link];
    int current = (tt_turn_rel_of(m, l->seat) & TT_REL_OPPONENT) != 0;
    tt_lasting la = {YL_NO_ATTACKS,
                     (int16_t)f->card,
                     l->seat,
                     TT_REL_OPPONENT,
                     (uint8_t)ygo_part_amount(m, f),
                     (uint8_t)current,
                     (int32_t)ygo_part_seats(m, g, f)};
    if (tt_lasting_add(m, &la) >= 0)
        l->stays = 1;
    return TT_STEP_DONE;
}

/* "until the end of the next turn": this turn and the next count */
tt_step ygo_do_no_damage(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    tt_lasting la = {YL_NO_DAMAGE,
                     (int16_t)f->card,
                     g->chain[f->link].seat,
                     TT_REL_ANY,
                     (uint8_t)ygo_part_amount(m, f),
                     1,
                     (int32_t)ygo_part_seats(m, g, f)};
    tt_lasting_add(m, &la);
    return TT_STEP_DONE;
}

/* YT-5.4: an unqualified count counts every player-turn */
tt_step ygo_do_countdown_win(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    tt_lasting la = {YL_COUNTDOWN,
                     (int16_t)f->card,
                     g->chain[f->link].seat,
                     TT_REL_ANY,
                     (uint8_t)ygo_part_amount(m, f),
                     1,
                     0};
    tt_lasting_add(m, &la); /* the activation turn is the first */
    return TT_STEP_DONE;
}

/* a continuous effect: it applies while the card stays face-up */
static tt_step stays(ygo_state *g, const ygo_effect_frame *f)
{
    g->chain[f->link].stays = 1;
    return TT_STEP_DONE;
}

tt_step ygo_do_boost(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    (void)m;
    return stays(g, f);
}

tt_step ygo_do_battle_boost(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    (void)m;
    return stays(g, f);
}

tt_step ygo_do_tribute_less(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    (void)m;
    return stays(g, f);
}

/* in force while it stays face-up (destiny.c) */
tt_step ygo_do_destiny_board(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    (void)m;
    return stays(g, f);
}

/* in force from now while it stays face-up (ygo_drained) */
tt_step ygo_do_skill_drain(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    (void)m;
    for (unsigned i = 0; i < g->ndrain; i++)
        if (g->drain_card[i] == f->card)
            g->drain_on[i] = 1;
    return stays(g, f);
}

/* A monster's continuous effect, looked at where it applies: Jinzo (ygo_traps_locked), Ancient
 * Gear's attack lock and Ancient Gear Golem's piercing (battle.c). */
static tt_step looked_at_elsewhere(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    (void)m, (void)g, (void)f;
    return TT_STEP_DONE;
}

tt_step ygo_do_no_traps(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    return looked_at_elsewhere(m, g, f);
}

tt_step ygo_do_attack_lock(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    return looked_at_elsewhere(m, g, f);
}

tt_step ygo_do_piercing(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    return looked_at_elsewhere(m, g, f);
}
