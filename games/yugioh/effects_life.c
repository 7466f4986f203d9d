/* effects_life.c: the primitives that change Life Points (damage, damage_per_extra, lp_zero,
 * answer_damage). Effect damage goes through ygo_damage, so a lasting "no damage" (Crush Card
 * Virus) prevents it, and Gorz (tokens.c) hears of the damage its player took. */
#include "ygo.h"

/* The seats of `who` whose LP an effect changes. YT-3.3: "both players" is all four, so under
 * one LP total per team (YT-1.4) each player's change lands on the team's total: twice for a
 * team (Rain of Mercy: each team gains 2000), the default reading; `options.shared_life:
 * once_per_team` keeps the first seat of each team, so the total changes once. */
unsigned ygo_life_seats(const tt_match *m, unsigned seats)
{
    const tt_rules *r = tt_match_rules(m);
    if (r->options[YOPT_SHARED_LIFE] != YSL_ONCE_PER_TEAM || r->life_pool != TT_POOL_TEAM)
        return seats;
    unsigned out = 0, teams = 0;
    for (unsigned s = 0; s < r->seats; s++)
        if ((seats >> s & 1) && !(teams >> tt_seat_team(m, s) & 1)) {
            teams |= 1u << tt_seat_team(m, s);
            out |= 1u << s;
        }
    return out;
}

/* Damage to each seat of `who`, `amount` times what `per` counts (YT-3.1: the chosen one). */
tt_step ygo_do_damage(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    unsigned seats = ygo_life_seats(m, ygo_part_seats(m, g, f));
    int32_t amount = ygo_part_amount(m, f), times = 1;
    if (ygo_field(m, f->card, YF_PER) == YPER_OPPONENT_HAND_AND_FIELD) /* YT-3.1: that one */
        times = (int32_t)(ygo_count_in(m, g->z_hand, seats, 0) +
                          ygo_count_in(m, g->z_monster, seats, 0) +
                          ygo_count_in(m, g->z_spell_trap, seats, 0) +
                          (g->z_field == 0xff ? 0 : ygo_count_controlled(m, g->z_field, seats)));
    else /* Just Desserts, Ring of Destruction (more_spells_traps.c) */
        times = ygo_spells_traps_per(m, g, f, seats);
    for (int s; (s = ygo_next_seat(m, seats)) >= 0; seats &= ~(1u << s)) {
        if (ygo_field(m, f->card, YF_PER) == YPER_HAND) /* Des Koala: "each card in their hand" */
            times = (int32_t)tt_zone_count(m, tt_zone_instance(m, g->z_hand, (unsigned)s, -1));
        int32_t dealt = ygo_damage(m, (unsigned)s, amount * times);
        if (g->ngorz) /* Gorz: its player took effect damage (tokens.c) */
            ygo_damage_taken(m, g, (unsigned)s, dealt, 0, g->chain[f->link].seat, f->link == 0);
    }
    return TT_STEP_DONE;
}

/* Memory Crusher: the opponent it hit (YT-3.1) */
tt_step ygo_do_damage_per_extra(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    unsigned seats = ygo_part_seats(m, g, f);
    int32_t amount = ygo_part_amount(m, f);
    for (int s; g->z_extra != 0xff && (s = ygo_next_seat(m, seats)) >= 0; seats &= ~(1u << s)) {
        int32_t dealt = ygo_damage(
            m, (unsigned)s,
            amount * (int32_t)tt_zone_count(m, tt_zone_instance(m, g->z_extra, (unsigned)s, -1)));
        if (g->ngorz) /* Gorz: its player took effect damage (tokens.c) */
            ygo_damage_taken(m, g, (unsigned)s, dealt, 0, g->chain[f->link].seat, f->link == 0);
    }
    return TT_STEP_DONE;
}

/* every pool of the seats at once: the outcome is settled after (YP-7) */
tt_step ygo_do_lp_zero(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    unsigned seats = ygo_part_seats(m, g, f);
    for (int s; (s = ygo_next_seat(m, seats)) >= 0; seats &= ~(1u << s))
        tt_life_add(m, (unsigned)s, -tt_life_get(m, (unsigned)s));
    return TT_STEP_DONE;
}

/* Gorz (tokens.c) */
tt_step ygo_do_answer_damage(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    ygo_answer_damage(m, g, f->card, g->chain[f->link].seat);
    return TT_STEP_DONE;
}
