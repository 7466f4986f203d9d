/* more_monsters.c: generic primitives and parameters that the Effect Monsters of
 * games/yugioh/cards/more-monsters.yaml compose (issue 15): a whole hand discarded (`discard_hand`,
 * Morphing Jar), a face-up monster turned face-down (`to_face_down`, Tsukuyomi), ATK per Equip
 * Card (`atk_per_equip`, Maha Vailo), the change to Defense Position after an attack and the lock
 * on its position (`defense_after_attack`, Spear Dragon, Goblin Attack Force, Giant Orc), a shield
 * on a Type's monsters against attacks (`attack_shield`, Marauding Captain) and a Tribute of the
 * card itself as a cost (`cost: tribute_self`, Exiled Force). */
#include "ygo.h"

static int face_up_monster(const tt_match *m, const ygo_state *g, int card)
{
    return ygo_monster_on_field(m, g, card, 1);
}

int ygo_more_setup(tt_match *m, ygo_state *g, tt_error *err)
{
    (void)err;
    for (unsigned c = 0; c < tt_match_card_count(m); c++) {
        g->ndefense_after +=
            g->ndefense_after < 255 && ygo_action(m, c, 0) == YX_DEFENSE_AFTER_ATTACK;
        g->nshield += g->nshield < 255 && ygo_action(m, c, 0) == YX_ATTACK_SHIELD;
    }
    return TT_OK;
}

/* "Both players discard as many cards as possible from their hands": every card of the hands of
 * the seats of `who`, in the YT-5.3 order; no choice is left to make. */
tt_step ygo_do_discard_hand(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    unsigned seats = ygo_part_seats(m, g, f);
    for (int s; (s = ygo_next_seat(m, seats)) >= 0; seats &= ~(1u << s)) {
        unsigned hand = tt_zone_instance(m, g->z_hand, (unsigned)s, -1);
        tt_zone_sort(m, hand); /* issue 33: into the Graveyard in no draw order */
        while (tt_zone_count(m, hand)) {
            unsigned x = tt_zone_card(m, hand, tt_zone_count(m, hand) - 1);
            tt_card_send(m, x, g->z_graveyard, -1, TT_TOP); /* its owner's GY (YT-3.6) */
            ygo_emit(m, YE_DISCARD, (unsigned)s, (int)x, 0, 0);
        }
    }
    return TT_STEP_DONE;
}

/* "Change that target to face-down Defense Position": it must still be a face-up monster on the
 * field. It is a face-down monster anew: no more ATK changes, its Equip Cards go to the
 * Graveyard (ygo_modifiers_check), and it may not be flipped again this turn (YGO_CHANGED). */
tt_step ygo_do_to_face_down(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    int t = g->chain[f->link].target;
    if (!face_up_monster(m, g, t) || ygo_shrugs_off(m, g, (unsigned)t, f->card))
        return TT_STEP_DONE;
    ygo_emit(m, YE_POSITION, tt_card_controller(m, (unsigned)t), t, 1, 0);
    g->card[t].flags = YGO_DEFENSE | YGO_CHANGED;
    ygo_mods_clear(g, (unsigned)t);
    tt_card_set_face_down(m, (unsigned)t, 1);
    return TT_STEP_DONE;
}

/* Continuous effects, looked at where they apply (modifiers.c, battle.c): resolving them does
 * nothing. */
tt_step ygo_do_atk_per_equip(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    return ygo_do_none(m, g, f);
}

tt_step ygo_do_defense_after_attack(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    return ygo_do_none(m, g, f);
}

int32_t ygo_atk_per_equip(const tt_match *m, const ygo_state *g, unsigned card, unsigned n)
{
    if (ygo_action(m, card, 0) != YX_ATK_PER_EQUIP || (g->ndrain && ygo_drained(m, g, card)))
        return 0; /* Skill Drain negates it */
    return ygo_part_at(m, card, 0)->amount * (int32_t)n;
}

/* Whether card's `defense_after_attack` of this `amount` applies now: face-up in Attack Position
 * on the field, not negated. */
static int defense_after(const tt_match *m, const ygo_state *g, int card, int32_t amount)
{
    return face_up_monster(m, g, card) &&
           ygo_action(m, (unsigned)card, 0) == YX_DEFENSE_AFTER_ATTACK &&
           ygo_part_at(m, (unsigned)card, 0)->amount == amount &&
           !(g->card[card].flags & YGO_DEFENSE) &&
           !(g->ndrain && ygo_drained(m, g, (unsigned)card));
}

static void to_defense(tt_match *m, ygo_state *g, unsigned card)
{
    g->card[card].flags |= YGO_DEFENSE;
    ygo_emit(m, YE_POSITION, tt_card_controller(m, card), (int)card, 1, 0);
}

/* "If this card attacks, it is changed to Defense Position at the end of the Damage Step" (Spear
 * Dragon). Simplified: applied at once, not as a chain link. */
void ygo_defense_after_damage_step(tt_match *m, ygo_state *g)
{
    if (defense_after(m, g, g->bat.attacker, 0))
        to_defense(m, g, (unsigned)g->bat.attacker);
}

/* "If this card attacks, it is changed to Defense Position at the end of the Battle Phase, and
 * its battle position cannot be changed until the End Phase of your next turn" (Goblin Attack
 * Force): seat's monsters that attacked, as the End Step begins (YM-8). */
void ygo_defense_after_battle_phase(tt_match *m, ygo_state *g, unsigned seat)
{
    unsigned z = tt_zone_instance(m, g->z_monster, seat, -1);
    for (unsigned i = 0; i < tt_zone_count(m, z); i++) {
        unsigned c = tt_zone_card(m, z, i);
        if (!(g->card[c].flags & YGO_ATTACKED) || !defense_after(m, g, (int)c, 1))
            continue;
        to_defense(m, g, c);
        g->card[c].bits |= YGO_CARD_POS_LOCK_NEW;
    }
}

int ygo_position_locked(const ygo_state *g, unsigned card)
{
    return (g->card[card].bits & (YGO_CARD_POS_LOCK_NEW | YGO_CARD_POS_LOCK)) != 0;
}

/* A lock placed in this turn holds through seat's next turn; one placed before ends now. Every
 * card of seat's is looked at: a locked monster that left the field loses its lock too. */
void ygo_position_locks_end(tt_match *m, ygo_state *g, unsigned seat)
{
    for (unsigned c = 0; c < tt_match_card_count(m); c++) {
        uint8_t b = g->card[c].bits;
        if (!(b & (YGO_CARD_POS_LOCK_NEW | YGO_CARD_POS_LOCK)) || tt_card_controller(m, c) != seat)
            continue;
        b &= (uint8_t) ~(YGO_CARD_POS_LOCK_NEW | YGO_CARD_POS_LOCK);
        if (g->card[c].bits & YGO_CARD_POS_LOCK_NEW && face_up_monster(m, g, (int)c))
            b |= YGO_CARD_POS_LOCK;
        g->card[c].bits = b;
    }
}

tt_step ygo_do_attack_shield(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    return ygo_do_none(m, g, f);
}

/* "Monsters your opponent controls cannot target Warrior monsters for attacks, except this one":
 * a face-up monster of the shield's `types` (a face-down one's Type is unknown to the attacker),
 * while a face-up shield other than it, not negated, is controlled by an opponent of seat
 * (YT-3.2: either opponent's Captain; the Warriors it shields are any on the field, its
 * partner's too, as the text does not say "you control"). Two Captains shield each other. */
int ygo_attack_shielded(const tt_match *m, const ygo_state *g, unsigned seat, unsigned t)
{
    if (tt_card_face_down(m, t))
        return 0;
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++) {
        unsigned z = tt_zone_instance(m, g->z_monster, s, -1);
        for (unsigned i = 0; i < tt_zone_count(m, z); i++) {
            unsigned x = tt_zone_card(m, z, i);
            uint32_t mask = ygo_static(m, x)->lob_types;
            if (x == t || tt_card_face_down(m, x) || ygo_action(m, x, 0) != YX_ATTACK_SHIELD ||
                !ygo_is_opponent(m, seat, tt_card_controller(m, x)) ||
                (g->ndrain && ygo_drained(m, g, x)) || ygo_unaffected(m, g, t, (int)x))
                continue;
            if (!mask || (ygo_static(m, t)->type_of && (mask >> ygo_static(m, t)->type_of & 1)))
                return 1;
        }
    }
    return 0;
}

void ygo_tribute_cost(tt_match *m, ygo_state *g, unsigned seat, unsigned card)
{
    ygo_send_to_graveyard(m, g, card);
    ygo_emit(m, YE_TRIBUTED, seat, (int)card, 0, 0);
}
