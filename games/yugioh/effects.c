/* effects.c: how a chain link's effect resolves: the frame that resolves its parts in turn
 * (its `effects`, in order), each through the handler its primitive's row of primitives.h
 * names (the handlers live in effects_*.c, one concern per file); the targets each primitive
 * needs before it may be activated; and what the handlers share. Whom an effect reaches comes
 * from the core's scope resolver, so the same card reads right in 1v1 and in a Team Duel: one
 * chosen opponent (YT-3.1), the whole opposing side (YT-3.2), all players (YT-3.3). Destroyed and
 * discarded cards go to their owner's Graveyard (YT-3.6). */
#include "ygo.h"

unsigned ygo_link_seats(const tt_match *m, const ygo_link *l, unsigned who)
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

/* Whether other is an opponent of seat: one of the seats "your opponent's side" can reach
 * (YT-3.2), asked of the core's scopes, never worked out from seat numbers. */
int ygo_is_opponent(const tt_match *m, unsigned seat, unsigned other)
{
    tt_scope_set s = tt_scope_resolve(m, seat, -1, TT_SCOPE_OPPONENT_SIDE);
    return ((s.seats | s.fixed) >> other & 1) != 0;
}

/* Before activation: the same seats, with the choice of opponent still open (any will do). */
unsigned ygo_who_seats(const tt_match *m, unsigned seat, unsigned who)
{
    static const tt_scope scopes[] = {TT_SCOPE_SELF, TT_SCOPE_OPPONENT_CARDS,
                                      TT_SCOPE_OPPONENT_SIDE, TT_SCOPE_BOTH_PLAYERS};
    tt_scope_set s = tt_scope_resolve(m, seat, -1, scopes[who]);
    return s.seats | s.fixed;
}

/* Whether card counts for a destroy mode: 0 any, 1 face-up, 2 face-up in Attack Position. */
int ygo_fits(const tt_match *m, const ygo_state *g, unsigned card, int mode)
{
    return !mode ||
           (!tt_card_face_down(m, card) && (mode == 1 || !(g->card[card].flags & YGO_DEFENSE)));
}

unsigned ygo_count_in(const tt_match *m, unsigned kind, unsigned seats, int face_up_only)
{
    const ygo_state *g = tt_match_game_state_const(m);
    unsigned n = 0;
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++) {
        if (!(seats >> s & 1))
            continue;
        unsigned z = tt_zone_instance(m, kind, s, -1);
        if (!face_up_only) { /* every card counts: no need to look at each */
            n += tt_zone_count(m, z);
            continue;
        }
        for (unsigned i = 0; i < tt_zone_count(m, z); i++)
            n += (unsigned)ygo_fits(m, g, tt_zone_card(m, z, i), face_up_only);
    }
    return n;
}

/* Monsters of the seats a card effect may target (face-up ones only when face_up_only). */
static unsigned count_targetable(const tt_match *m, const ygo_state *g, unsigned card,
                                 unsigned seats, int face_up_only)
{
    unsigned n = 0;
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++) {
        unsigned z = tt_zone_instance(m, g->z_monster, s, -1);
        for (unsigned i = 0; (seats >> s & 1) && i < tt_zone_count(m, z); i++) {
            unsigned c = tt_zone_card(m, z, i); /* the targets chain.c would offer */
            n += ygo_fits(m, g, c, face_up_only) && ygo_targetable(m, g, c) &&
                 ygo_lob_target_ok(m, g, card, c);
        }
    }
    return n;
}

/* Cards the seats of the mask control in zone kind: a zone shared by the whole duel (the Field
 * Zone of YT-1.7) holds cards of every side, so its cards count by controller. */
unsigned ygo_count_controlled(const tt_match *m, unsigned kind, unsigned seats)
{
    unsigned n = 0, seen = TT_NOWHERE;
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++) {
        unsigned z = tt_zone_instance(m, kind, s, -1);
        if (!(seats >> s & 1) || z == seen)
            continue;
        seen = z;
        for (unsigned i = 0; i < tt_zone_count(m, z); i++)
            n += seats >> tt_card_controller(m, tt_zone_card(m, z, i)) & 1;
    }
    return n;
}

unsigned ygo_field_spells(const tt_match *m, const ygo_state *g, unsigned seats,
                          uint16_t out[TT_MAX_SEATS])
{
    unsigned n = 0, seen[TT_MAX_SEATS], nseen = 0;
    if (g->z_field == 0xff)
        return 0;
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++) {
        unsigned z = tt_zone_instance(m, g->z_field, s, -1), dup = 0;
        for (unsigned i = 0; i < nseen; i++) /* a global zone is the same for every seat */
            dup |= seen[i] == z;
        if (dup)
            continue;
        seen[nseen++] = z;
        for (unsigned i = 0; i < tt_zone_count(m, z) && n < TT_MAX_SEATS; i++)
            if (seats >> tt_card_controller(m, tt_zone_card(m, z, i)) & 1)
                out[n++] = (uint16_t)tt_zone_card(m, z, i);
    }
    return n;
}

static unsigned graveyard_cards(const tt_match *m, const ygo_state *g, unsigned seats)
{
    return ygo_count_in(m, g->z_graveyard, seats, 0);
}

static int prim_has_targets(const tt_match *m, const ygo_state *g, unsigned card, unsigned seat,
                            unsigned prim)
{
    unsigned who = ygo_part_at(m, card, 0)->who;
    unsigned seats = ygo_who_seats(m, seat, who);
    int lob = ygo_lob_has_targets(m, g, card, seat, prim); /* LOB/MRD primitives */
    if (lob >= 0)
        return lob;
    switch (prim) {
    case YX_DESTROY:
    case YX_DESTROY_BANISH: /* Bottomless Trap Hole */
        switch (ygo_field(m, card, YF_TARGETS)) {
        case YTG_SUMMONED: /* Trap Hole: the monster whose Summon it answers */
        case YTG_SUMMONED_MONSTERS:
            return ygo_summoned_has_targets(m, g, card,
                                            ygo_field(m, card, YF_TARGETS) == YTG_SUMMONED);
        case YTG_ALL_MONSTERS:
            return ygo_count_in(m, g->z_monster, seats, 0) > 0;
        case YTG_ONE_MONSTER: /* Man-Eater Bug: a monster a card effect may target; Exiled
                                 Force: one more than itself, which its cost Tributes */
            return count_targetable(m, g, card, seats, 0) >
                   (unsigned)(ygo_field(m, card, YF_COST) == YC_TRIBUTE_SELF);
        case YTG_ONE_FACE_UP_MONSTER: /* Offerings to the Doomed */
            return count_targetable(m, g, card, seats, 1) > 0;
        case YTG_FACE_UP_MONSTERS:
            return ygo_count_in(m, g->z_monster, seats, 1) > 0;
        case YTG_ATTACK_POSITION: /* Mirror Force */
            return ygo_count_in(m, g->z_monster, seats, 2) > 0;
        case YTG_FACE_DOWN_TARGET: /* Sasuke Samurai, Drillroid (YM-9): the attacked monster */
        case YTG_DEFENSE_TARGET:
            return g->bat.attacker == (int)card && ygo_monster_on_field(m, g, g->bat.target, 0);
        case YTG_BATTLER_NOT_ATTRIBUTE: /* Ally of Justice Catastor (YM-9) */
            return ygo_battler_trigger(m, g, card);
        case YTG_ATTACKER: /* Sakuretsu Armor */
            return g->bat.attacker >= 0 &&
                   tt_zone_kind_of(m, tt_card_zone(m, (unsigned)g->bat.attacker)) == g->z_monster &&
                   ygo_targetable(m, g, (unsigned)g->bat.attacker);
        case YTG_ONE_CARD: /* any card on the field: this one is, if nothing else (Ryko) */
            return 1;
        case YTG_ONE_SPELL_TRAP: { /* another Spell/Trap than this one, or a Field Spell */
            uint16_t fs[TT_MAX_SEATS];
            if (ygo_field_spells(m, g, seats, fs))
                return 1;
            if (g->z_pendulum != 0xff && (ygo_count_in(m, g->z_pendulum, seats, 0) ||
                                          ygo_count_in(m, g->z_pendulum_right, seats, 0)))
                return 1; /* YM-1: a card in a Pendulum Zone counts as a Spell */
            return ygo_count_in(m, g->z_spell_trap, seats, 0) > /* itself only among seats */
                   (unsigned)((seats >> seat & 1) && /* (Dust Tornado's `opponent_side`: not) */
                              tt_card_zone(m, card) ==
                                  tt_zone_instance(m, g->z_spell_trap, seat, -1));
        }
        default:
            return 0;
        }
    case YX_FUSION_SUMMON:
        return ygo_fusion_possible(m, g, seat);
    case YX_RITUAL_SUMMON:
        return ygo_ritual_possible(m, g, card, seat);
    case YX_REVIVE: /* a monster of its own Graveyard (YT-1.3) and a zone to put it in */
        return tt_zone_free(m, tt_zone_instance(m, g->z_monster, seat, -1)) > 0 &&
               ygo_revive_has_target(m, g, card, seat);
    case YX_TAKE_CONTROL: /* a face-up monster an opponent controls, and room to put it */
        return count_targetable(m, g, card, seats, 1) > 0 &&
               tt_zone_free(m, tt_zone_instance(m, g->z_monster, seat, -1)) > 0;
    case YX_NEGATE:     /* Solemn Judgment: a Spell/Trap activation on the chain, or a Summon;
                           Divine Wrath: a monster effect's activation (YM-10) */
        if (!g->nchain) /* YM-2 */
            return g->summon_window &&
                   (ygo_field(m, card, YF_NEGATES) == YN_SUMMON_SPELL_TRAP ||
                    ygo_field(m, card, YF_NEGATES) == YN_SUMMON); /* lob_mrd.c */
        return ygo_negatable(m, g, card, &g->chain[g->nchain - 1]);
    case YX_DISCARD:
        return ygo_count_in(m, g->z_hand, seats & ~(1u << seat), 0) > 0 || (seats >> seat & 1);
    case YX_DRAW: { /* YB: "draw 2" needs 2 cards in its player's own Deck (Pot of Greed) */
        unsigned deck = tt_match_rules(m)->zone_deck;
        int32_t need =
            ygo_part_at(m, card, 0)->action == YX_DRAW ? ygo_part_at(m, card, 0)->amount : 1;
        if (seats >> seat & 1)
            return ygo_count_in(m, deck, 1u << seat, 0) >= (unsigned)(need > 1 ? need : 1);
        return ygo_count_in(m, deck, seats, 0) > 0;
    }
    case YX_SPECIAL_SUMMON:
        return ygo_can_special_summon(m, g, card, seat);
    case YX_BANISH_TOP: { /* Lady Assailant of Flames: "Banish the top 3 cards of your Deck;"
                             is a cost: each Deck of `who` holds them all, or no activation */
        unsigned deck = tt_match_rules(m)->zone_deck;
        int32_t need = ygo_part_at(m, card, 0)->amount;
        for (unsigned s = 0; s < tt_match_rules(m)->seats; s++)
            if ((seats >> s & 1) && ygo_count_in(m, deck, 1u << s, 0) < (unsigned)need)
                return 0;
        return g->z_banished != 0xff;
    }
    case YX_SHUFFLE_TO_DECK: /* Ehren: the monster it attacks */
        return g->bat.attacker == (int)card && ygo_monster_on_field(m, g, g->bat.target, 0);
    case YX_BANISH_BATTLERS: {
        int other = ygo_battle_opponent(g, card);
        return g->z_banished != 0xff && other >= 0 &&
               ygo_is_opponent(m, seat, tt_card_controller(m, (unsigned)other));
    }
    case YX_ORIGINAL_STATS: /* Forbidden Scripture: two monsters battle */
        return g->bat.stage != BS_NONE && g->bat.attacker >= 0 && g->bat.target >= 0;
    case YX_NO_BATTLE_DAMAGE: /* Kuriboh: an opponent's monster attacks this seat */
        return g->bat.stage != BS_NONE && g->bat.defender == seat &&
               ygo_is_opponent(m, seat, g->bat.seat);
    case YX_GAIN_BATTLER_ATK:
        return ygo_own_battler(m, g, seat, card) >= 0;
    case YX_DOUBLE_ORIGINAL_ATK: /* Bujingi Crane (bujin.c) */
        return ygo_double_battler(m, g, seat, card) >= 0;
    case YX_ATK_UP:
    case YX_HALVE_ATK:
    case YX_EQUIP:
        if (ygo_field(m, card, YF_TARGETS) == YTG_SELF)
            return 1;
        return count_targetable(m, g, card, seats, 1) > 0;
    case YX_REVIVE_SELF: /* in seat's own Graveyard, a zone, and its cost (Vennominaga) */
        return tt_card_zone(m, card) == tt_zone_instance(m, g->z_graveyard, seat, -1) &&
               tt_zone_free(m, tt_zone_instance(m, g->z_monster, seat, -1)) > 0 &&
               (ygo_field(m, card, YF_COST) != YC_BANISH_SAME_TYPE ||
                ygo_banish_cost_ok(m, g, seat, card));
    case YX_BANISH_GRAVEYARD:
        return g->z_banished != 0xff && graveyard_cards(m, g, seats | (1u << seat)) > 0;
    case YX_TO_FACE_DOWN: /* Tsukuyomi (more_monsters.c): a face-up monster of `who` */
        return count_targetable(m, g, card, seats, 1) > 0;
    case YX_CHANGE_POSITION: /* era_effects.c */
        return ygo_change_position_ok(m, g, card, seat);
    case YX_TO_HAND: /* era_effects.c */
        return ygo_to_hand_ok(m, g, card, seat);
    case YX_BIND: /* more_spells_traps.c: a monster of `who` it may target, as Bite Shoes */
        return ygo_change_position_ok(m, g, card, seat);
    case YX_LAST_TURN: /* a monster of its own to select (last_turn.c) */
        return ygo_last_turn_ok(m, g, seat);
    case YX_NEGATE_ATTACK: /* an attack is being declared */
        return g->bat.attacker >= 0 &&
               tt_zone_kind_of(m, tt_card_zone(m, (unsigned)g->bat.attacker)) == g->z_monster;
    case YX_SELF_TO_DECK_TOP: /* this card, still in the Graveyard (triggers.c) */
        return tt_card_zone(m, card) != TT_NOWHERE &&
               tt_zone_kind_of(m, tt_card_zone(m, card)) == g->z_graveyard;
    default:
        return 1;
    }
}

int ygo_has_targets(const tt_match *m, const ygo_state *g, unsigned card, unsigned seat)
{
    /* a Spell's trigger (Geartown destroyed, Axe of Despair sent from the field) resolves its
     * second part */
    unsigned part = ygo_is_spell_trap(m, card) && ygo_field(m, card, YF_TRIGGER) != YTR_NONE &&
                            tt_card_zone(m, card) != TT_NOWHERE &&
                            tt_zone_kind_of(m, tt_card_zone(m, card)) == g->z_graveyard
                        ? 1
                        : 0;
    if (ygo_action(m, card, 0) == YX_ATTACK_SHIELD && ygo_nparts(m, card) > 1)
        part = 1; /* Marauding Captain: its trigger is its second part */
    return prim_has_targets(m, g, card, seat, ygo_action(m, card, part));
}

/* Call of the Haunted's bond (YB Continuous Trap): when the card leaves the field its monster
 * is destroyed; when the monster is destroyed, so is the card. Neither starts a chain. */
static int revive_partner(ygo_state *g, unsigned card)
{
    for (unsigned i = 0; i < g->nrevive; i++) {
        int t = g->revive_target[i];
        if (t < 0)
            continue;
        if (g->revive_card[i] == card || t == (int)card) {
            g->revive_target[i] = -1; /* ended first: the other's destruction sees no bond */
            return g->revive_card[i] == card ? t : (int)g->revive_card[i];
        }
    }
    return -1;
}

/* "While equipped to a monster, this card cannot be destroyed by card effects" (Fusion Sword
 * Murasame Blade): an Equip Spell is destroyed only by card effects, so by none while it
 * equips a monster. */
static int effect_proof(const tt_match *m, const ygo_state *g, unsigned card)
{
    int i;
    return g->nequip && ygo_field(m, card, YF_NO_EFFECT_DESTROY) &&
           (i = ygo_equip_index(g, card)) >= 0 && g->equip_target[i] >= 0;
}

void ygo_destroy(tt_match *m, ygo_state *g, unsigned card)
{
    unsigned ctl = tt_card_controller(m, card), z = tt_card_zone(m, card);
    if (effect_proof(m, g, card)) {
        ygo_emit(m, YE_NOT_DESTROYED, ctl, (int)card, 0, 0);
        return;
    }
    int face_up = !tt_card_face_down(m, card);
    int bond = g->nrevive ? revive_partner(g, card) : -1;
    /* Bottomless Trap Hole: banished instead (not its bond's destruction below) */
    int banish = g->destroy_banishes && g->z_banished != 0xff;
    g->destroy_banishes = 0;
    if (g->nwatch && face_up && !(g->card[card].flags & YGO_BATTLE_DESTROYED) && z != TT_NOWHERE &&
        tt_zone_kind_of(m, z) == g->z_monster) /* Rise of the Snake Deity's moment */
        ygo_watch_destroyed(m, g, card, ctl);
    ygo_emit(m, YE_DESTROYED, ctl, (int)card, 0,
             banish || (g->nexodius && ygo_leaves_banished(m, g, card)) ? 2
                                                                        : ygo_to_extra(m, g, card));
    g->card[card].flags = 0;
    ygo_mods_clear(g, card);
    tt_card_set_face_down(m, card, 0);
    if (banish)
        ygo_banish(m, g, card);
    else
        ygo_send_to_graveyard(m, g, card); /* YT-3.6: its owner's GY (a Pendulum: Extra Deck) */
    if (face_up && ygo_field(m, card, YF_TRIGGER) == YTR_DESTROYED)
        ygo_trigger_add(m, g, card, ctl); /* Geartown (not when sent by rule, YM-6) */
    if (bond >= 0 && tt_card_zone(m, (unsigned)bond) != TT_NOWHERE &&
        (tt_zone_kind_of(m, tt_card_zone(m, (unsigned)bond)) == g->z_monster ||
         tt_zone_kind_of(m, tt_card_zone(m, (unsigned)bond)) == g->z_spell_trap))
        ygo_destroy(m, g, (unsigned)bond);
    g->destroy_banishes = (uint8_t)banish; /* the part's next card */
}

int32_t ygo_damage(tt_match *m, unsigned seat, int32_t amount)
{
    for (unsigned i = 0; i < TT_MAX_LASTING; i++) {
        const tt_lasting *l = tt_lasting_at(m, i);
        if (l && l->kind == YL_NO_DAMAGE && ((unsigned)l->data >> seat & 1)) {
            ygo_emit(m, YE_NO_DAMAGE, seat, l->card, amount, 1);
            return 0;
        }
    }
    tt_life_add(m, seat, -amount);
    return amount;
}

/* Banished face-up to its owner's banished zone (YT-3.6). */
void ygo_banish(tt_match *m, ygo_state *g, unsigned card)
{
    if (g->z_banished == 0xff || (g->ntoken && ygo_token_gone(m, g, card)))
        return;
    ygo_emit(m, YE_BANISHED, tt_card_controller(m, card), (int)card, 0, 0);
    g->card[card].flags = 0;
    ygo_mods_clear(g, card);
    tt_card_set_face_down(m, card, 0);
    tt_card_send(m, card, g->z_banished, -1, TT_TOP);
}

int ygo_monster_on_field(const tt_match *m, const ygo_state *g, int card, int face_up)
{
    unsigned z;
    return card >= 0 && (z = tt_card_zone(m, (unsigned)card)) != TT_NOWHERE &&
           tt_zone_kind_of(m, z) == g->z_monster &&
           (!face_up || !tt_card_face_down(m, (unsigned)card));
}

/* A look at the cards of zone inst (only the face-down ones when face_down_only) for seat,
 * and its partner when hands are shared (YT-1.9): a private TT_EV_SHOWN event per card. */
void ygo_show_zone(tt_match *m, unsigned seat, unsigned inst, int face_down_only)
{
    int team = tt_match_rules(m)->hand_visibility == TT_VIS_TEAM;
    if (tt_zone_kind_of(m, inst) == tt_match_rules(m)->zone_hand)
        tt_zone_sort(m, inst); /* issue 33: a hand is shown (and listed) in no draw order */
    for (unsigned i = 0; i < tt_zone_count(m, inst); i++) {
        unsigned c = tt_zone_card(m, inst, i);
        if (!face_down_only || tt_card_face_down(m, c))
            tt_show_card(m, seat, (int)c, team);
    }
}

/* Whether card ignores by's effect (Vennominaga); the table is told. */
int ygo_shrugs_off(tt_match *m, const ygo_state *g, unsigned card, unsigned by)
{
    if (!ygo_unaffected(m, g, card, (int)by))
        return 0;
    ygo_emit(m, YE_UNAFFECTED, tt_card_controller(m, card), (int)card, 0, (int32_t)by);
    return 1;
}

/* The link is done: its card leaves the field (Normal Spells and Traps go to the Graveyard
 * once resolved) and the chain shrinks. */
static tt_step finish(tt_match *m, ygo_state *g, const ygo_effect_frame *f)
{
    unsigned c = f->card;
    if (f->held)
        tt_outcome_release(m);
    tt_frame_pop(m);
    if (!g->chain[f->link].stays && /* sent from the field (an Equip Spell with no monster) */
        tt_card_zone(m, c) == tt_zone_instance(m, g->z_spell_trap, tt_card_controller(m, c), -1))
        ygo_send_to_graveyard(m, g, c);
    ygo_emit(m, YE_RESOLVE, g->chain[f->link].seat, (int)c, f->link + 1, g->chain[f->link].negated);
    /* "After resolving a card effect that targets this face-up card, destroy this card."
     * (Spirit Reaper); Skill Drain negates it */
    int t = g->chain[f->link].target;
    if (t >= 0 && !g->chain[f->link].negated && ygo_field(m, (unsigned)t, YF_TARGETED_DESTROY) &&
        tt_zone_kind_of(m, tt_card_zone(m, (unsigned)t)) == g->z_monster &&
        !tt_card_face_down(m, (unsigned)t) && !ygo_drained(m, g, (unsigned)t))
        ygo_destroy(m, g, (unsigned)t);
    g->nchain = f->link;
    return TT_STEP_DONE;
}

/* Seats in the order they act on a shared effect: the turn seat, its teammates, then the
 * opponents (the core's YT-5.3 order). */
int ygo_next_seat(const tt_match *m, unsigned mask)
{
    uint8_t order[TT_MAX_SEATS];
    unsigned n = tt_trigger_seat_order(m, order);
    for (unsigned i = 0; i < n; i++)
        if (mask >> order[i] & 1)
            return order[i];
    return -1;
}

int32_t ygo_part_amount(const tt_match *m, const ygo_effect_frame *f)
{
    return ygo_part_at(m, f->card, f->step)->amount;
}

unsigned ygo_part_seats(const tt_match *m, const ygo_state *g, const ygo_effect_frame *f)
{
    return ygo_link_seats(m, &g->chain[f->link], ygo_part_at(m, f->card, f->step)->who);
}

/* `none`: a part with nothing to do. */
tt_step ygo_do_none(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    (void)m, (void)g, (void)f;
    return TT_STEP_DONE;
}

/* One handler per primitive, in the order of the enum: both come from the same rows. */
typedef tt_step (*ygo_primitive_fn)(tt_match *m, ygo_state *g, ygo_effect_frame *f);
static const ygo_primitive_fn handlers[] = {
#define YGO_PRIMITIVE_ROW(id, name, own_code, where) [YX_##id] = ygo_do_##name,
    YGO_PRIMITIVES(YGO_PRIMITIVE_ROW)
#undef YGO_PRIMITIVE_ROW
};
_Static_assert(sizeof handlers / sizeof *handlers == YX_COUNT, "one handler per primitive");

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
    if (!f->step && !f->started && !l->negated && ygo_scripture_negates(m, g, c)) {
        l->negated = 1; /* Forbidden Scripture: every other card, to the end of the Damage Step */
        ygo_emit(m, YE_SCRIPTURE, l->seat, (int)c, g->bat.scripture_card, 0);
    }
    if (!f->step && !f->started && !l->negated && g->ndrain && ygo_is_monster_effect(m, g, l) &&
        ygo_drained(m, g, c)) { /* Skill Drain: activated, but it does nothing */
        l->negated = 1;
        ygo_emit(m, YE_DRAINED, l->seat, (int)c, 0, 0);
    }
    unsigned nparts = ygo_nparts(m, c);
    if (!f->step && !f->started && l->trigger && ygo_is_spell_trap(m, c))
        f->step = 1; /* a Spell's trigger resolves its parts from the second on (Geartown) */
    if (f->step == 1 && !l->trigger && ygo_is_spell_trap(m, c) &&
        ygo_field(m, c, YF_TRIGGER) != YTR_NONE)
        nparts = 1; /* a Spell with a trigger: its activation resolves its first part alone */
    if (l->ignition && !l->negated &&
        ygo_field(m, c, YF_IGNITION) != YI_EFFECT) { /* a monster's Ignition Effect (Honest) */
        if (ygo_field(m, c, YF_IGNITION) == YI_RETURN_TO_HAND &&
            ygo_monster_on_field(m, g, (int)c, 1)) {
            ygo_emit(m, YE_TO_HAND, tt_card_controller(m, c), (int)c, 0, 0);
            g->card[c].flags = 0;
            ygo_mods_clear(g, c);
            tt_card_send(m, c, g->z_hand, -1, TT_TOP); /* its owner's hand (YT-3.6) */
        } else if (ygo_field(m, c, YF_IGNITION) == YI_DESTINY_COUNTER) {
            ygo_destiny_ignition_resolve(m, g, c); /* Number 88 (xyz.c) */
        }
        return finish(m, g, f);
    }
    if (l->negated || f->step >= nparts)
        return finish(m, g, f);
    unsigned prim = ygo_action(m, c, f->step);
    tt_step r = handlers[prim < YX_COUNT ? prim : YX_NONE](m, g, f);
    if (r != TT_STEP_DONE)
        return r; /* a decision opened or a frame pushed: called again */
    f->step++;
    f->started = 0;
    return TT_STEP_AGAIN;
}

int ygo_apply_effect(tt_match *m, ygo_state *g, unsigned seat, const tt_option *o)
{
    unsigned kind;
    ygo_effect_frame *f = tt_frame_top(m, &kind);
    if (!f || kind != YFR_EFFECT)
        return TT_ERR_MISUSE;
    unsigned c = (unsigned)o->a;
    switch (o->kind) {
    case YO_DISCARD: /* the pending seat is done after `amount` cards (Graceful Charity: 2) */
        tt_card_send(m, c, g->z_graveyard, -1, TT_TOP);
        ygo_emit(m, YE_DISCARD, tt_card_owner(m, c), o->a, 0, 0);
        if (++f->count >= ygo_part_amount(m, f)) {
            f->seats &= (uint8_t) ~(1u << f->pending);
            f->count = 0;
        }
        f->pending = 0xff;
        return TT_OK;
    case YO_STOP:
        f->started = 2;
        return TT_OK;
    case YO_SEND:
        ygo_apply_send(m, g, f->card, c);
        return TT_OK;
    case YO_PICK:
        if (o->b == 2) /* Sangan: that name is locked for the rest of the turn */
            ygo_lock_added_name(m, g, seat, f->card, c);
        if (o->b >= 2) /* added from the Deck (Sangan), destroyed (Fissure) */
            return ygo_lob_pick(m, g, seat, c, o->b);
        if (o->b) { /* Soul Release: banish it; maybe more */
            ygo_banish(m, g, c);
            f->seats++;
            return TT_OK;
        } else { /* a Special Summon, in the position its text names or its summoner's choice */
            unsigned from = tt_card_zone(m, c);
            int deck = tt_zone_kind_of(m, from) == tt_match_rules(m)->zone_deck;
            ygo_special_place(m, g, f->card, c, seat);
            if (ygo_field(m, f->card, YF_SUMMON_NO_ATTACK)) /* Jurrac Guaiba: "cannot declare
                                                               an attack this turn": as if it had */
                g->card[c].flags |= YGO_ATTACKED;
            if (deck)
                tt_zone_shuffle(m, from);
            return TT_OK;
        }
    default:
        return TT_ERR_MISUSE;
    }
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
                ygo_send_to_graveyard(m, g, c); /* a Pendulum: its Extra Deck (YM-3) */
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
    ygo_modifiers_check(m, g);
    if (g->nexodius)
        ygo_exodius_check(m, g);
    if (g->nvenom)
        ygo_venom_check(m, g);
    if (g->nboard)
        ygo_destiny_check(m, g);
    if (g->nxyz)
        ygo_xyz_check(m, g); /* Xyz Materials of a monster that left; Number 88's win */
    if (g->nforce || g->nbind)
        ygo_spells_traps_check(m, g); /* Level Limit - Area B, Spellbinding Circle */
    if (g->lt_turn)
        ygo_last_turn_check(m, g); /* Last Turn at the End Phase of its turn (last_turn.c) */
    const ygo_tables *t = ygo_tables_of(m);
    if (t->nexodia < YGO_EXODIA_PIECES || !tt_match_zones_changed(m))
        return; /* only a card moving can complete a hand */
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++) {
        unsigned hand = tt_zone_instance(m, g->z_hand, s, -1);
        uint32_t ids[YGO_EXODIA_PIECES];
        unsigned n = 0;
        if (tt_zone_count(m, hand) < YGO_EXODIA_PIECES)
            continue;
        for (unsigned i = 0; i < t->nexodia; i++) { /* the pieces, not the whole hand */
            unsigned c = t->exodia[i];
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

int ygo_drained(const tt_match *m, const ygo_state *g, unsigned card)
{
    unsigned z = tt_card_zone(m, card);
    if ((!g->ndrain && !g->bat.scripture) || z == TT_NOWHERE ||
        tt_zone_kind_of(m, z) != g->z_monster || tt_card_face_down(m, card) ||
        !ygo_is_monster(m, card) ||
        ygo_unaffected(m, g, card, -1)) /* Vennominaga: unaffected by Skill Drain */
        return 0;
    if (ygo_scripture_negates(m, g, card)) /* Forbidden Scripture, to the end of the DS */
        return 1;
    for (unsigned i = 0; i < g->ndrain; i++) {
        unsigned d = g->drain_card[i], dz = tt_card_zone(m, d);
        if (g->drain_on[i] && dz != TT_NOWHERE && tt_zone_kind_of(m, dz) == g->z_spell_trap &&
            !tt_card_face_down(m, d))
            return 1;
    }
    return 0;
}

int ygo_traps_locked(const tt_match *m, const ygo_state *g)
{
    for (unsigned i = 0; i < g->nlocks; i++) {
        unsigned c = g->lock_card[i], z = tt_card_zone(m, c);
        if (g->summon_window && c == g->summon_card)
            continue; /* "would be Summoned": not yet on the field for its effect (YM-2) */
        if (g->ndrain && ygo_drained(m, g, c))
            continue; /* Skill Drain negates Jinzo's effect */
        if (z != TT_NOWHERE && tt_zone_kind_of(m, z) == g->z_monster && !tt_card_face_down(m, c))
            return 1;
    }
    return 0;
}
