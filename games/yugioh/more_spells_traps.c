/* more_spells_traps.c: the generic primitives and `per` counts that the Spells and Traps of
 * games/yugioh/cards/more-spells-traps.yaml compose (issue 15): ending the Battle Phase
 * (`end_battle_phase`, Negate Attack), a turn without battle damage or destruction by battle
 * (`battle_shield`, Waboku), a discarded hand drawn again (`hand_refresh`, Card Destruction),
 * monsters held in Defense Position (`force_defense`, Level Limit - Area B, Dragon Capture Jar),
 * a Continuous Trap binding one monster (`bind`, Spellbinding Circle, Shadow Spell), and the
 * counts `their_monsters` (Just Desserts), `target_atk` (Ring of Destruction) and
 * `tributed_stat` (Mystik Wok). The setup reads the cards' text fields once; nothing here
 * compares a string while playing. */
#include "ygo.h"

static int on_field(const tt_match *m, const ygo_state *g, int card)
{
    unsigned z;
    return card >= 0 && (z = tt_card_zone(m, (unsigned)card)) != TT_NOWHERE &&
           tt_zone_kind_of(m, z) == g->z_monster;
}

static int face_up_spell_trap(const tt_match *m, const ygo_state *g, unsigned card)
{
    unsigned z = tt_card_zone(m, card);
    return z != TT_NOWHERE && tt_zone_kind_of(m, z) == g->z_spell_trap &&
           !tt_card_face_down(m, card);
}

int ygo_spells_traps_setup(tt_match *m, ygo_state *g, tt_error *err)
{
    for (unsigned c = 0; c < tt_match_card_count(m); c++) {
        unsigned a = ygo_action(m, c, 0);
        if (a == YX_BIND) {
            if (g->nbind == YGO_MAX_BINDS)
                return ygo_table_full(err, YGO_MAX_BINDS, "cards with `effects: bind`");
            g->bind_card[g->nbind] = (uint16_t)c;
            g->bind_target[g->nbind++] = -1;
        }
        if (a != YX_FORCE_DEFENSE)
            continue;
        if (g->nforce == YGO_MAX_FORCE)
            return ygo_table_full(err, YGO_MAX_FORCE, "cards with `effects: force_defense`");
        g->force_card[g->nforce] = (uint16_t)c;
        g->force_types[g->nforce] = ygo_types_mask(m, c); /* era_effects.c */
        g->force_on[g->nforce++] = 0;
    }
    return TT_OK;
}

/* "Negate the attack, then end the Battle Phase": the attack's end takes it back to the Battle
 * Step, which then goes to the End Step as if its player had ended the Battle Phase (battle.c). */
tt_step ygo_do_end_battle_phase(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    (void)m, (void)f;
    if (g->cur_phase == YP_BATTLE)
        g->main_done = 1;
    return TT_STEP_DONE;
}

/* Waboku: "You take no battle damage this turn. Your monsters cannot be destroyed by battle this
 * turn." (battle.c asks ygo_shielded). */
tt_step ygo_do_battle_shield(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    unsigned seats = ygo_part_seats(m, g, f);
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++)
        if (seats >> s & 1)
            g->shield_turn[s] = (uint16_t)(tt_match_turn(m) + 1);
    return TT_STEP_DONE;
}

int ygo_shielded(const tt_match *m, const ygo_state *g, unsigned seat)
{
    return g->shield_turn[seat] == (uint16_t)(tt_match_turn(m) + 1);
}

/* Card Destruction: every seat of `who` discards its whole hand first (YT-3.3: all four), then
 * each draws as many as it discarded, in the YT-5.3 order. */
tt_step ygo_do_hand_refresh(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    unsigned seats = ygo_part_seats(m, g, f), n[TT_MAX_SEATS] = {0};
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++) {
        unsigned hand = tt_zone_instance(m, g->z_hand, s, -1);
        if (seats >> s & 1)
            tt_zone_sort(m, hand); /* issue 33: into the Graveyard in no draw order */
        while ((seats >> s & 1) && tt_zone_count(m, hand)) {
            unsigned x = tt_zone_card(m, hand, tt_zone_count(m, hand) - 1);
            tt_card_send(m, x, g->z_graveyard, -1, TT_TOP); /* its owner's (YT-3.6) */
            ygo_emit(m, YE_DISCARD, s, (int)x, 0, 0);
            n[s]++;
        }
    }
    for (int s; (s = ygo_next_seat(m, seats)) >= 0; seats &= ~(1u << s))
        if (n[s])
            tt_draw(m, (unsigned)s, n[s]);
    return TT_STEP_DONE;
}

static int force_index(const ygo_state *g, unsigned card)
{
    return ygo_table_index(g->force_card, g->nforce, card);
}

/* In force from its resolution while it stays face-up in its Spell & Trap Zone. */
tt_step ygo_do_force_defense(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    int i = force_index(g, f->card);
    (void)m;
    if (i >= 0)
        g->force_on[i] = 1;
    g->chain[f->link].stays = 1;
    return TT_STEP_DONE;
}

/* Whether force card i holds monster a (face-up, of its Types and Level, of the seats of its
 * `who` as its controller reads it: both_players, every side, YT-3.3). */
static int forces(const tt_match *m, const ygo_state *g, unsigned i, unsigned a)
{
    unsigned b = g->force_card[i];
    if (!g->force_on[i] || !face_up_spell_trap(m, g, b) || tt_card_face_down(m, a) ||
        ygo_unaffected(m, g, a, (int)b))
        return 0;
    unsigned seats = ygo_who_seats(m, tt_card_controller(m, b), ygo_part_at(m, b, 0)->who);
    return (seats >> tt_card_controller(m, a) & 1) &&
           (g->force_types[i] >> ygo_static(m, a)->type_of & 1) &&
           (int32_t)ygo_level(m, a) >= ygo_part_at(m, b, 0)->amount;
}

static int bind_index(const ygo_state *g, unsigned card)
{
    return ygo_table_index(g->bind_card, g->nbind, card);
}

/* "Activate this card by targeting 1 monster your opponent controls": the target, if it is still
 * on the field, stays bound while this card is face-up. */
tt_step ygo_do_bind(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    ygo_link *l = &g->chain[f->link];
    int i = bind_index(g, f->card);
    l->stays = 1; /* a Continuous Trap stays on the field */
    if (i >= 0 && on_field(m, g, l->target) && !ygo_shrugs_off(m, g, (unsigned)l->target, f->card))
        g->bind_target[i] = l->target;
    return TT_STEP_DONE;
}

/* The bind card i holding monster card, or -1. */
static int binder(const tt_match *m, const ygo_state *g, unsigned card)
{
    for (unsigned i = 0; i < g->nbind; i++)
        if (g->bind_target[i] == (int)card && face_up_spell_trap(m, g, g->bind_card[i]))
            return (int)i;
    return -1;
}

int ygo_bound(const tt_match *m, const ygo_state *g, unsigned card)
{
    return g->nbind && binder(m, g, card) >= 0;
}

int32_t ygo_bind_atk(const tt_match *m, const ygo_state *g, unsigned card)
{
    int32_t loss = 0;
    for (unsigned i = 0; i < g->nbind; i++)
        if (g->bind_target[i] == (int)card && face_up_spell_trap(m, g, g->bind_card[i]))
            loss += ygo_part_at(m, g->bind_card[i], 0)->amount;
    return loss;
}

int ygo_position_held(const tt_match *m, const ygo_state *g, unsigned card)
{
    for (unsigned i = 0; i < g->nforce; i++)
        if (forces(m, g, i, card))
            return 1;
    return ygo_bound(m, g, card);
}

void ygo_spells_traps_check(tt_match *m, ygo_state *g)
{
    for (unsigned i = 0; i < g->nforce; i++) { /* off once it leaves or turns face-down */
        unsigned b = g->force_card[i];
        if (!face_up_spell_trap(m, g, b)) {
            g->force_on[i] = 0;
            continue;
        }
        for (unsigned s = 0; g->force_on[i] && s < tt_match_rules(m)->seats; s++) {
            unsigned z = tt_zone_instance(m, g->z_monster, s, -1);
            for (unsigned k = 0; k < tt_zone_count(m, z); k++) {
                unsigned a = tt_zone_card(m, z, k);
                if ((g->card[a].flags & YGO_DEFENSE) || !forces(m, g, i, a))
                    continue;
                g->card[a].flags |= YGO_DEFENSE; /* "Change ... to Defense Position" */
                ygo_emit(m, YE_POSITION, tt_card_controller(m, a), (int)a, 1, 0);
            }
        }
    }
    for (unsigned i = 0; i < g->nbind; i++) {
        unsigned b = g->bind_card[i];
        if (g->bind_target[i] < 0)
            continue;
        if (!face_up_spell_trap(m, g, b)) { /* it left: the monster is free */
            g->bind_target[i] = -1;
            continue;
        }
        if (!on_field(m, g, g->bind_target[i])) { /* "When it leaves the field, destroy this
                                                     card" */
            g->bind_target[i] = -1;
            ygo_destroy(m, g, b);
        }
    }
}

int32_t ygo_spells_traps_per(const tt_match *m, const ygo_state *g, const ygo_effect_frame *f,
                             unsigned seats)
{
    const ygo_link *l = &g->chain[f->link];
    unsigned c = f->card;
    switch (ygo_field(m, c, YF_PER)) {
    case YPER_THEIR_MONSTERS: /* "for each monster they control" (YT-3.1: the one chosen) */
        return (int32_t)ygo_count_in(m, g->z_monster, seats, 0);
    case YPER_TARGET_ATK: /* "and if you do, ... equal to its original ATK" */
        return f->did && l->target >= 0 ? ygo_field(m, (unsigned)l->target, YF_ATK) : 0;
    case YPER_TRIBUTED_STAT: { /* "Select either its ATK or DEF": the higher is taken */
        if (!l->tributed)
            return 0;
        int32_t atk = ygo_field(m, l->tributed - 1u, YF_ATK);
        int32_t def = ygo_field(m, l->tributed - 1u, YF_DEF);
        return atk > def ? atk : def;
    }
    default:
        return 1;
    }
}
