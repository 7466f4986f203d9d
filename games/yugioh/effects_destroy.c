/* effects_destroy.c: the primitives that destroy or banish cards (destroy, destroy_atk_at_least,
 * banish_battlers, banish_graveyard). Destroyed cards go to their owner's Graveyard, banished
 * ones to their owner's banished zone (YT-3.6); a card unaffected by the effect stays. */
#include "ygo.h"

static void destroy_all(tt_match *m, ygo_state *g, unsigned seats, int mode, unsigned by)
{
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++) {
        if (!(seats >> s & 1))
            continue;
        unsigned z = tt_zone_instance(m, g->z_monster, s, -1);
        for (unsigned i = tt_zone_count(m, z); i-- > 0;) {
            unsigned c = tt_zone_card(m, z, i);
            if (ygo_fits(m, g, c, mode) && !ygo_shrugs_off(m, g, c, by))
                ygo_destroy(m, g, c);
        }
    }
}

tt_step ygo_do_destroy(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    ygo_link *l = &g->chain[f->link];
    unsigned c = f->card;
    int32_t t = ygo_field(m, c, YF_TARGETS);
    if (ygo_lob_destroy(m, g, c, l)) /* Armed Ninja, Reaper of the Cards */
        return TT_STEP_DONE;
    if (t == YTG_ONE_MONSTER || t == YTG_ONE_FACE_UP_MONSTER || /* Offerings */
        t == YTG_ATTACKER ||                                    /* Man-Eater Bug, Sakuretsu Armor */
        t == YTG_SUMMONED) { /* Trap Hole: "destroy that target", whatever its ATK now */
        if (ygo_monster_on_field(m, g, l->target, 0)) {
            ygo_destroy(m, g, (unsigned)l->target);
            f->did = 1; /* "and if you do" (Ring of Destruction) */
        }
    } else if (t == YTG_FACE_DOWN_TARGET || t == YTG_DEFENSE_TARGET) { /* YM-9 */
        if (g->bat.attacker == (int)c && ygo_monster_on_field(m, g, g->bat.target, 0) &&
            !ygo_shrugs_off(m, g, (unsigned)g->bat.target, c))
            ygo_destroy(m, g, (unsigned)g->bat.target); /* not flipped first (Sasuke) */
    } else if (t == YTG_SUMMONED_MONSTERS) { /* Bottomless Trap Hole (summon_response.c) */
        ygo_summoned_destroy(m, g, c);
    } else if (t == YTG_BATTLER_NOT_ATTRIBUTE) {
        int other = ygo_battle_opponent(g, c); /* still face-up, non-DARK, battling it */
        if (ygo_battler_trigger(m, g, c) && !ygo_shrugs_off(m, g, (unsigned)other, c))
            ygo_destroy(m, g, (unsigned)other);
    } else if (t == YTG_ONE_CARD && ygo_monster_on_field(m, g, l->target, 0)) { /* Ryko */
        ygo_destroy(m, g, (unsigned)l->target);
    } else if (t == YTG_ONE_SPELL_TRAP || t == YTG_ONE_CARD) {
        unsigned tz = l->target >= 0 ? tt_card_zone(m, (unsigned)l->target) : TT_NOWHERE;
        if (tz != TT_NOWHERE &&
            ((ygo_is_spell_trap(m, (unsigned)l->target) &&
              (tz == tt_zone_instance(m, g->z_spell_trap,
                                      tt_card_controller(m, (unsigned)l->target), -1) ||
               tt_zone_kind_of(m, tz) == g->z_field)) ||
             ygo_is_pendulum_zone(g, tt_zone_kind_of(m, tz)))) /* YM-1: a Spell there */
            ygo_destroy(m, g, (unsigned)l->target);
    } else {
        destroy_all(m, g, ygo_part_seats(m, g, f),
                    t == YTG_FACE_UP_MONSTERS  ? 1
                    : t == YTG_ATTACK_POSITION ? 2
                                               : 0,
                    c);
    }
    return TT_STEP_DONE;
}

/* Crush Card Virus: the chosen opponent's hand and field */
tt_step ygo_do_destroy_atk_at_least(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    unsigned c = f->card, seat = g->chain[f->link].seat, seats = ygo_part_seats(m, g, f);
    int32_t amount = ygo_part_amount(m, f);
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++) {
        unsigned zs[2] = {tt_zone_instance(m, g->z_monster, s, -1),
                          tt_zone_instance(m, g->z_hand, s, -1)};
        if (seats >> s & 1) { /* "you look at your opponent's hand and all monsters" */
            ygo_show_zone(m, seat, zs[1], 0);
            ygo_show_zone(m, seat, zs[0], 1);
        }
        for (unsigned k = 0; k < 2 && (seats >> s & 1); k++)
            for (unsigned i = tt_zone_count(m, zs[k]); i-- > 0;) {
                unsigned x = tt_zone_card(m, zs[k], i);
                if (ygo_is_monster(m, x) && ygo_atk(m, x) >= amount && !ygo_shrugs_off(m, g, x, c))
                    ygo_destroy(m, g, x);
            }
    }
    return TT_STEP_DONE;
}

/* D.D. Warrior Lady: that monster, also this card */
tt_step ygo_do_banish_battlers(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    unsigned c = f->card;
    int other = ygo_battle_opponent(g, c);
    if (ygo_monster_on_field(m, g, other, 0) && !ygo_shrugs_off(m, g, (unsigned)other, c))
        ygo_banish(m, g, (unsigned)other);
    if (ygo_monster_on_field(m, g, (int)c, 0))
        ygo_banish(m, g, c);
    return TT_STEP_DONE;
}

static int open_banish_choice(tt_match *m, const ygo_state *g, unsigned seat, unsigned seats)
{
    int any = 0;
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++) {
        unsigned z = tt_zone_instance(m, g->z_graveyard, s, -1);
        for (unsigned i = 0; (seats >> s & 1) && i < tt_zone_count(m, z); i++) {
            if (!any) {
                tt_decision_open(m, seat, 0);
                tt_decision_add(m, (tt_option){YO_STOP, -1, 0, 0});
            }
            any = 1;
            tt_decision_add(m, (tt_option){YO_PICK, (int16_t)tt_zone_card(m, z, i), 1, 0});
        }
    }
    return any;
}

/* Soul Release (YT-3.1): own GY and the chosen opponent's; up to amount, one pick at a time
 * (ygo_apply_effect counts them in f->seats; YO_STOP sets started to 2) */
tt_step ygo_do_banish_graveyard(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    unsigned seat = g->chain[f->link].seat;
    if (f->started < 2 && (int32_t)f->seats < ygo_part_amount(m, f)) {
        f->started = 1;
        if (open_banish_choice(m, g, seat, ygo_part_seats(m, g, f) | (1u << seat)))
            return TT_STEP_DECIDE;
    }
    return TT_STEP_DONE;
}
