/* effects.c: the resolver primitives that card data names (destroy, draw, discard, damage,
 * negate, Special Summons, banishing, ATK changes, Mind Crush, ...; ygo.h lists them), and
 * the targets each needs before it may be activated. Whom an effect reaches comes from the core's
 * scope resolver, so the same card reads right in 1v1 and in a Team Duel: one chosen opponent
 * (YT-3.1), the whole opposing side (YT-3.2), all players (YT-3.3). Destroyed and discarded cards
 * go to their owner's Graveyard (YT-3.6). */
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
static int fits(const tt_match *m, const ygo_state *g, unsigned card, int mode)
{
    return !mode ||
           (!tt_card_face_down(m, card) && (mode == 1 || !(g->card[card].flags & YGO_DEFENSE)));
}

static unsigned count_in(const tt_match *m, unsigned kind, unsigned seats, int face_up_only)
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
            n += (unsigned)fits(m, g, tt_zone_card(m, z, i), face_up_only);
    }
    return n;
}

/* Monsters of the seats a card effect may target (face-up ones only when face_up_only). */
static unsigned count_targetable(const tt_match *m, const ygo_state *g, unsigned seats,
                                 int face_up_only)
{
    unsigned n = 0;
    if (!g->nunaffected)
        return count_in(m, g->z_monster, seats, face_up_only);
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++) {
        unsigned z = tt_zone_instance(m, g->z_monster, s, -1);
        for (unsigned i = 0; (seats >> s & 1) && i < tt_zone_count(m, z); i++) {
            unsigned c = tt_zone_card(m, z, i);
            n += fits(m, g, c, face_up_only) && ygo_targetable(m, g, c);
        }
    }
    return n;
}

/* Cards the seats of the mask control in zone kind: a zone shared by the whole duel (the Field
 * Zone of YT-1.7) holds cards of every side, so its cards count by controller. */
static unsigned count_controlled(const tt_match *m, unsigned kind, unsigned seats)
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

/* Monsters seat may Special Summon with effect_card's effect (YT-1.3: from its own zones). */
static unsigned summon_candidate(const tt_match *m, const ygo_state *g, unsigned effect_card,
                                 unsigned c)
{
    int32_t attr = ygo_field(m, effect_card, YF_FILTER_ATTR);
    return ygo_is_monster(m, c) && !ygo_extra_kind(ygo_kind(m, c)) &&
           ygo_kind(m, c) != YK_RITUAL_MONSTER && /* only by a Ritual Summon */
           ygo_special_ok(m, g, effect_card, c) &&
           (!attr || ygo_field(m, c, YF_ATTRIBUTE) == attr) &&
           ygo_field(m, c, YF_ATK) <= ygo_field(m, effect_card, YF_MAX_ATK) &&
           ygo_search_match(m, g, effect_card, c);
}

static unsigned summon_zones(const tt_match *m, const ygo_state *g, unsigned card, unsigned seat,
                             unsigned out[3])
{
    out[0] = tt_zone_instance(m, tt_match_rules(m)->zone_deck, seat, -1);
    if (ygo_field(m, card, YF_FROM) == YFROM_DECK)
        return 1;
    out[1] = tt_zone_instance(m, g->z_hand, seat, -1);
    if (ygo_field(m, card, YF_FROM) == YFROM_HAND_DECK)
        return 2;
    out[2] = tt_zone_instance(m, g->z_graveyard, seat, -1);
    return 3;
}

static int can_special_summon(const tt_match *m, const ygo_state *g, unsigned card, unsigned seat)
{
    unsigned zones[3], n = summon_zones(m, g, card, seat, zones);
    if (!tt_zone_free(m, tt_zone_instance(m, g->z_monster, seat, -1)))
        return 0;
    for (unsigned z = 0; z < n; z++)
        for (unsigned i = 0; i < tt_zone_count(m, zones[z]); i++)
            if (tt_zone_card(m, zones[z], i) != card &&
                summon_candidate(m, g, card, tt_zone_card(m, zones[z], i)))
                return 1;
    return 0;
}

/* The battling monster seat controls (Honest: of the filter Attribute), or -1. */
static int own_battler(const tt_match *m, const ygo_state *g, unsigned seat, unsigned card)
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

static unsigned graveyard_cards(const tt_match *m, const ygo_state *g, unsigned seats)
{
    return count_in(m, g->z_graveyard, seats, 0);
}

static int monster_on_field(const tt_match *m, const ygo_state *g, int card, int face_up);

static int prim_has_targets(const tt_match *m, const ygo_state *g, unsigned card, unsigned seat,
                            unsigned prim)
{
    unsigned who = (unsigned)ygo_field(m, card, YF_WHO);
    unsigned seats = ygo_who_seats(m, seat, who);
    switch (prim) {
    case YX_DESTROY:
        switch (ygo_field(m, card, YF_TARGETS)) {
        case YTG_ALL_MONSTERS:
            return count_in(m, g->z_monster, seats, 0) > 0;
        case YTG_ONE_MONSTER: /* Man-Eater Bug: a monster a card effect may target */
            return count_targetable(m, g, seats, 0) > 0;
        case YTG_ONE_FACE_UP_MONSTER: /* Offerings to the Doomed (cardsb) */
            return count_targetable(m, g, seats, 1) > 0;
        case YTG_FACE_UP_MONSTERS:
            return count_in(m, g->z_monster, seats, 1) > 0;
        case YTG_ATTACK_POSITION: /* Mirror Force */
            return count_in(m, g->z_monster, seats, 2) > 0;
        case YTG_FACE_DOWN_TARGET: /* Sasuke Samurai, Drillroid (YM-9): the attacked monster */
        case YTG_DEFENSE_TARGET:
            return g->bat.attacker == (int)card && monster_on_field(m, g, g->bat.target, 0);
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
            if (g->z_pendulum != 0xff && (count_in(m, g->z_pendulum, seats, 0) ||
                                          count_in(m, g->z_pendulum_right, seats, 0)))
                return 1; /* YM-1: a card in a Pendulum Zone counts as a Spell */
            return count_in(m, g->z_spell_trap, seats, 0) >
                   (unsigned)(tt_card_zone(m, card) ==
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
        return count_targetable(m, g, seats, 1) > 0 &&
               tt_zone_free(m, tt_zone_instance(m, g->z_monster, seat, -1)) > 0;
    case YX_NEGATE:     /* Solemn Judgment: a Spell/Trap activation on the chain, or a Summon;
                           Divine Wrath: a monster effect's activation (YM-10) */
        if (!g->nchain) /* YM-2 */
            return g->summon_window && ygo_field(m, card, YF_NEGATES) == YN_SUMMON_SPELL_TRAP;
        return ygo_negatable(m, g, card, &g->chain[g->nchain - 1]);
    case YX_DISCARD:
        return count_in(m, g->z_hand, seats & ~(1u << seat), 0) > 0 || (seats >> seat & 1);
    case YX_DRAW:
        return count_in(m, tt_match_rules(m)->zone_deck, seats, 0) > 0;
    case YX_SPECIAL_SUMMON:
        return can_special_summon(m, g, card, seat);
    case YX_SHUFFLE_TO_DECK: /* Ehren: the monster it attacks */
        return g->bat.attacker == (int)card && monster_on_field(m, g, g->bat.target, 0);
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
        return own_battler(m, g, seat, card) >= 0;
    case YX_ATK_UP:
    case YX_HALVE_ATK:
    case YX_EQUIP:
        if (ygo_field(m, card, YF_TARGETS) == YTG_SELF)
            return 1;
        return count_targetable(m, g, seats, 1) > 0;
    case YX_REVIVE_SELF: /* in seat's own Graveyard, a zone, and its cost (Vennominaga) */
        return tt_card_zone(m, card) == tt_zone_instance(m, g->z_graveyard, seat, -1) &&
               tt_zone_free(m, tt_zone_instance(m, g->z_monster, seat, -1)) > 0 &&
               (ygo_field(m, card, YF_COST) != YC_BANISH_SAME_TYPE ||
                ygo_banish_cost_ok(m, g, seat, card));
    case YX_BANISH_GRAVEYARD:
        return g->z_banished != 0xff && graveyard_cards(m, g, seats | (1u << seat)) > 0;
    case YX_CHANGE_POSITION: /* cardsb (era_effects.c) */
        return ygo_change_position_ok(m, g, card, seat);
    case YX_TO_HAND: /* cardsb (era_effects.c) */
        return ygo_to_hand_ok(m, g, card, seat);
    case YX_NEGATE_ATTACK: /* cardsb: an attack is being declared */
        return g->bat.attacker >= 0 &&
               tt_zone_kind_of(m, tt_card_zone(m, (unsigned)g->bat.attacker)) == g->z_monster;
    default:
        return 1;
    }
}

int ygo_has_targets(const tt_match *m, const ygo_state *g, unsigned card, unsigned seat)
{
    /* a Spell's trigger (Geartown destroyed) resolves its second effect */
    unsigned field = ygo_is_spell_trap(m, card) &&
                             ygo_field(m, card, YF_TRIGGER) == YTR_DESTROYED &&
                             tt_zone_kind_of(m, tt_card_zone(m, card)) == g->z_graveyard
                         ? YF_EFFECT2
                         : YF_EFFECT;
    return prim_has_targets(m, g, card, seat, (unsigned)ygo_field(m, card, field));
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

void ygo_destroy(tt_match *m, ygo_state *g, unsigned card)
{
    unsigned ctl = tt_card_controller(m, card), z = tt_card_zone(m, card);
    int face_up = !tt_card_face_down(m, card);
    int bond = g->nrevive ? revive_partner(g, card) : -1;
    if (g->nwatch && face_up && !(g->card[card].flags & YGO_BATTLE_DESTROYED) && z != TT_NOWHERE &&
        tt_zone_kind_of(m, z) == g->z_monster) /* Rise of the Snake Deity's moment */
        ygo_watch_destroyed(m, g, card, ctl);
    ygo_emit(m, YE_DESTROYED, ctl, (int)card, 0,
             g->nexodius && ygo_leaves_banished(m, g, card) ? 2 : ygo_to_extra(m, g, card));
    g->card[card].flags = 0;
    ygo_mods_clear(g, card);
    tt_card_set_face_down(m, card, 0);
    ygo_send_to_graveyard(m, g, card); /* YT-3.6: its owner's GY (a Pendulum: Extra Deck, YM-3) */
    if (face_up && ygo_field(m, card, YF_TRIGGER) == YTR_DESTROYED)
        ygo_trigger_add(m, g, card, ctl); /* Geartown (not when sent by rule, YM-6) */
    if (bond >= 0 && tt_card_zone(m, (unsigned)bond) != TT_NOWHERE &&
        (tt_zone_kind_of(m, tt_card_zone(m, (unsigned)bond)) == g->z_monster ||
         tt_zone_kind_of(m, tt_card_zone(m, (unsigned)bond)) == g->z_spell_trap))
        ygo_destroy(m, g, (unsigned)bond);
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

static int monster_on_field(const tt_match *m, const ygo_state *g, int card, int face_up)
{
    unsigned z;
    return card >= 0 && (z = tt_card_zone(m, (unsigned)card)) != TT_NOWHERE &&
           tt_zone_kind_of(m, z) == g->z_monster &&
           (!face_up || !tt_card_face_down(m, (unsigned)card));
}

/* A look at the cards of zone inst (only the face-down ones when face_down_only) for seat,
 * and its partner when hands are shared (YT-1.9): a private TT_EV_SHOWN event per card. */
static void show_zone(tt_match *m, unsigned seat, unsigned inst, int face_down_only)
{
    int team = tt_match_rules(m)->hand_visibility == TT_VIS_TEAM;
    for (unsigned i = 0; i < tt_zone_count(m, inst); i++) {
        unsigned c = tt_zone_card(m, inst, i);
        if (!face_down_only || tt_card_face_down(m, c))
            tt_show_card(m, seat, (int)c, team);
    }
}

/* Opens the choice of a monster to Special Summon; 0 when there is none (or no room). */
static int open_summon_choice(tt_match *m, const ygo_state *g, unsigned card, unsigned seat)
{
    unsigned zones[3], n = summon_zones(m, g, card, seat, zones);
    int any = 0;
    if (!tt_zone_free(m, tt_zone_instance(m, g->z_monster, seat, -1)))
        return 0;
    for (unsigned z = 0; z < n; z++)
        for (unsigned i = 0; i < tt_zone_count(m, zones[z]); i++) {
            unsigned c = tt_zone_card(m, zones[z], i);
            int first = c != card && summon_candidate(m, g, card, c);
            for (unsigned j = 0; j < i && first; j++) /* one option per name and zone */
                first = tt_card_id(m, tt_zone_card(m, zones[z], j)) != tt_card_id(m, c);
            if (!first)
                continue;
            if (!any)
                tt_decision_open(m, seat, 0);
            any = 1;
            tt_decision_add(m, (tt_option){YO_PICK, (int16_t)c, 0, 0});
        }
    return any;
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

/* Whether card ignores by's effect (Vennominaga); the table is told. */
static int shrugs_off(tt_match *m, const ygo_state *g, unsigned card, unsigned by)
{
    if (!ygo_unaffected(m, g, card, (int)by))
        return 0;
    ygo_emit(m, YE_UNAFFECTED, tt_card_controller(m, card), (int)card, 0, (int32_t)by);
    return 1;
}

static void destroy_all(tt_match *m, ygo_state *g, unsigned seats, int mode, unsigned by)
{
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++) {
        if (!(seats >> s & 1))
            continue;
        unsigned z = tt_zone_instance(m, g->z_monster, s, -1);
        for (unsigned i = tt_zone_count(m, z); i-- > 0;) {
            unsigned c = tt_zone_card(m, z, i);
            if (fits(m, g, c, mode) && !shrugs_off(m, g, c, by))
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
    if (!f->step && !f->started && !l->negated && ygo_scripture_negates(m, g, c)) {
        l->negated = 1; /* Forbidden Scripture: every other card, to the end of the Damage Step */
        ygo_emit(m, YE_SCRIPTURE, l->seat, (int)c, g->bat.scripture_card, 0);
    }
    if (!f->step && !f->started && !l->negated && g->ndrain && ygo_is_monster_effect(m, g, l) &&
        ygo_drained(m, g, c)) { /* Skill Drain: activated, but it does nothing */
        l->negated = 1;
        ygo_emit(m, YE_DRAINED, l->seat, (int)c, 0, 0);
    }
    if (!f->step && !f->started && l->trigger && ygo_is_spell_trap(m, c))
        f->step = 1; /* a Spell's trigger resolves its second effect (Geartown) */
    if (f->step == 1 && !l->trigger && ygo_is_spell_trap(m, c) &&
        ygo_field(m, c, YF_TRIGGER) != YTR_NONE)
        f->step = 2; /* a Spell with a trigger: its activation resolves `effect` alone */
    if (l->ignition && !l->negated) { /* a monster's Ignition Effect (Honest) */
        if (ygo_field(m, c, YF_IGNITION) == YI_RETURN_TO_HAND &&
            monster_on_field(m, g, (int)c, 1)) {
            ygo_emit(m, YE_TO_HAND, tt_card_controller(m, c), (int)c, 0, 0);
            g->card[c].flags = 0;
            ygo_mods_clear(g, c);
            tt_card_send(m, c, g->z_hand, -1, TT_TOP); /* its owner's hand (YT-3.6) */
        }
        return finish(m, g, f);
    }
    if (l->negated || f->step > 1)
        return finish(m, g, f);
    unsigned prim = (unsigned)ygo_field(m, c, f->step ? YF_EFFECT2 : YF_EFFECT);
    unsigned who = (unsigned)ygo_field(m, c, f->step ? YF_WHO2 : YF_WHO);
    int32_t amount = ygo_field(m, c, f->step ? YF_AMOUNT2 : YF_AMOUNT);
    unsigned seats = seats_of(m, l, who);
    switch (prim) {
    case YX_DESTROY:
        if (ygo_field(m, c, YF_TARGETS) == YTG_ONE_MONSTER ||
            ygo_field(m, c, YF_TARGETS) == YTG_ONE_FACE_UP_MONSTER || /* Offerings (cardsb) */
            ygo_field(m, c, YF_TARGETS) == YTG_ATTACKER) { /* Man-Eater Bug, Sakuretsu Armor */
            if (monster_on_field(m, g, l->target, 0))
                ygo_destroy(m, g, (unsigned)l->target);
        } else if (ygo_field(m, c, YF_TARGETS) == YTG_FACE_DOWN_TARGET ||
                   ygo_field(m, c, YF_TARGETS) == YTG_DEFENSE_TARGET) { /* YM-9 */
            if (g->bat.attacker == (int)c && monster_on_field(m, g, g->bat.target, 0) &&
                !shrugs_off(m, g, (unsigned)g->bat.target, c))
                ygo_destroy(m, g, (unsigned)g->bat.target); /* not flipped first (Sasuke) */
        } else if (ygo_field(m, c, YF_TARGETS) == YTG_BATTLER_NOT_ATTRIBUTE) {
            int other = ygo_battle_opponent(g, c); /* still face-up, non-DARK, battling it */
            if (ygo_battler_trigger(m, g, c) && !shrugs_off(m, g, (unsigned)other, c))
                ygo_destroy(m, g, (unsigned)other);
        } else if (ygo_field(m, c, YF_TARGETS) == YTG_ONE_CARD &&
                   monster_on_field(m, g, l->target, 0)) { /* Ryko: a monster */
            ygo_destroy(m, g, (unsigned)l->target);
        } else if (ygo_field(m, c, YF_TARGETS) == YTG_ONE_SPELL_TRAP ||
                   ygo_field(m, c, YF_TARGETS) == YTG_ONE_CARD) {
            unsigned tz = l->target >= 0 ? tt_card_zone(m, (unsigned)l->target) : TT_NOWHERE;
            if (tz != TT_NOWHERE &&
                ((ygo_is_spell_trap(m, (unsigned)l->target) &&
                  (tz == tt_zone_instance(m, g->z_spell_trap,
                                          tt_card_controller(m, (unsigned)l->target), -1) ||
                   tt_zone_kind_of(m, tz) == g->z_field)) ||
                 ygo_is_pendulum_zone(g, tt_zone_kind_of(m, tz)))) /* YM-1: a Spell there */
                ygo_destroy(m, g, (unsigned)l->target);
        } else {
            int32_t t = ygo_field(m, c, YF_TARGETS);
            destroy_all(m, g, seats,
                        t == YTG_FACE_UP_MONSTERS  ? 1
                        : t == YTG_ATTACK_POSITION ? 2
                                                   : 0,
                        c);
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
                          count_in(m, g->z_spell_trap, seats, 0) +
                          (g->z_field == 0xff ? 0 : count_controlled(m, g->z_field, seats)));
        for (int s; (s = next_seat(m, seats)) >= 0; seats &= ~(1u << s)) {
            int32_t dealt = ygo_damage(m, (unsigned)s, amount * times);
            if (g->ngorz) /* Gorz: its player took effect damage (tokens.c) */
                ygo_damage_taken(m, g, (unsigned)s, dealt, 0, l->seat, f->link == 0);
        }
        break;
    }
    case YX_NEGATE:
        if (f->link == 0 && g->summon_window) { /* YM-2: the Summon; ygo_resolve_summon */
            g->summon_negated = 1;
        } else if (f->link > 0 && !g->chain[f->link - 1].negated) {
            ygo_link *under = &g->chain[f->link - 1];
            unsigned uz = tt_card_zone(m, under->card);
            under->negated = 1;
            ygo_emit(m, YE_NEGATED, under->seat, under->card, 0, 0);
            if (uz ==
                    tt_zone_instance(m, g->z_spell_trap, tt_card_controller(m, under->card), -1) ||
                ygo_in_pendulum_zone(m, g, under->card))
                ygo_destroy(m, g, under->card); /* a Pendulum Zone's card: YM-3, Extra Deck */
            else if (ygo_field(m, c, YF_NEGATES) == YN_MONSTER_EFFECT &&
                     monster_on_field(m, g, under->card, 1) && !shrugs_off(m, g, under->card, c))
                ygo_destroy(m, g, under->card); /* Divine Wrath: "destroy that monster" */
        }
        break;
    case YX_FLIP_FACE_UP:
        for (unsigned s = 0; s < tt_match_rules(m)->seats; s++) {
            unsigned z = tt_zone_instance(m, g->z_monster, s, -1);
            for (unsigned i = 0; (seats >> s & 1) && i < tt_zone_count(m, z); i++)
                ygo_flip_face_up(m, g, tt_zone_card(m, z, i)); /* their FLIP effects trigger */
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
    case YX_REVIVE: { /* Call of the Haunted: the target, if it is still in the Graveyard */
        int i = ygo_revive_index(g, c);
        unsigned t = (unsigned)l->target, field = tt_zone_instance(m, g->z_monster, l->seat, -1);
        l->stays = 1; /* a Continuous Trap stays on the field */
        if (i >= 0 && l->target >= 0 &&
            tt_card_zone(m, t) == tt_zone_instance(m, g->z_graveyard, l->seat, -1) &&
            tt_zone_free(m, field)) {
            tt_card_put(m, t, field, TT_TOP);
            tt_card_set_face_down(m, t, 0);
            g->card[t].flags = YGO_SUMMONED; /* Attack Position */
            ygo_mods_clear(g, t);
            g->revive_target[i] = (int16_t)t;
            ygo_emit(m, YE_SPECIAL, l->seat, (int)t, 0, 0);
        }
        break;
    }
    case YX_RITUAL_SUMMON: /* YB: ritual.c does the choosing */
        if (!f->started) {
            ygo_ritual_frame r = {0xffff, (uint16_t)c, l->seat, 0, 0, 0, 0, {0}};
            f->started = 1;
            tt_frame_push(m, YFR_RITUAL, &r, sizeof r);
            return TT_STEP_AGAIN;
        }
        break;
    case YX_BOOST: /* a continuous effect: it applies while the card stays face-up */
    case YX_BATTLE_BOOST:
    case YX_TRIBUTE_LESS:
        l->stays = 1;
        break;
    case YX_SPECIAL_SUMMON: /* the activator's own Deck (YT-1.3); the pick is applied */
        if (!f->started) {
            f->started = 1;
            if (open_summon_choice(m, g, c, l->seat))
                return TT_STEP_DECIDE;
        }
        break;
    case YX_BANISH_GRAVEYARD: /* YT-3.1: own GY and the chosen opponent's; up to amount */
        if (f->started < 2 && (int32_t)f->seats < amount) {
            f->started = 1;
            if (open_banish_choice(m, g, l->seat, seats | (1u << l->seat)))
                return TT_STEP_DECIDE;
        }
        break;
    case YX_BANISH_BATTLERS: { /* D.D. Warrior Lady: that monster, also this card */
        int other = ygo_battle_opponent(g, c);
        if (monster_on_field(m, g, other, 0) && !shrugs_off(m, g, (unsigned)other, c))
            ygo_banish(m, g, (unsigned)other);
        if (monster_on_field(m, g, (int)c, 0))
            ygo_banish(m, g, c);
        break;
    }
    case YX_ORIGINAL_STATS: /* Forbidden Scripture */
        ygo_scripture_apply(m, g, l);
        break;
    case YX_NO_BATTLE_DAMAGE: /* Kuriboh */
        if (g->bat.stage != BS_NONE)
            g->bat.nodmg |= (uint8_t)(1u << l->seat);
        break;
    case YX_GAIN_BATTLER_ATK: { /* Honest: until the end of the turn */
        int own = own_battler(m, g, l->seat, c);
        int other = own >= 0 ? ygo_battle_opponent(g, (unsigned)own) : -1;
        if (own >= 0 && monster_on_field(m, g, other, 0)) {
            g->card[own].atk_turn += ygo_atk(m, (unsigned)other);
            ygo_emit(m, YE_ATK, l->seat, own, ygo_atk(m, (unsigned)own), 0);
        }
        break;
    }
    case YX_ATK_UP: /* Lily: this damage calculation only; Rush Recklessly: the turn */
        if (monster_on_field(m, g, l->target, 1)) {
            if (ygo_field(m, c, YF_UNTIL) == YU_DAMAGE_CALC)
                g->card[l->target].atk_calc += amount;
            else
                g->card[l->target].atk_turn += amount;
            ygo_emit(m, YE_ATK, l->seat, l->target, ygo_atk(m, (unsigned)l->target), 0);
        }
        break;
    case YX_HALVE_ATK: /* Shrink */
        if (monster_on_field(m, g, l->target, 1)) {
            g->card[l->target].flags |= YGO_HALVED;
            ygo_emit(m, YE_ATK, l->seat, l->target, ygo_atk(m, (unsigned)l->target), 0);
        }
        break;
    case YX_EQUIP: { /* stays on the field equipped; modifiers.c sends it when it leaves */
        int i = ygo_equip_index(g, c);
        if (i >= 0 && monster_on_field(m, g, l->target, 1)) {
            g->equip_target[i] = l->target;
            l->stays = 1;
            ygo_emit(m, YE_EQUIP, l->seat, (int)c, 0, l->target);
        }
        break;
    }
    case YX_DECLARE_DISCARD: { /* Mind Crush (YT-3.1: the chosen opponent's hand) */
        int found = 0;
        for (unsigned s = 0; s < tt_match_rules(m)->seats && l->declared >= 0; s++) {
            unsigned hand = tt_zone_instance(m, g->z_hand, s, -1);
            for (unsigned i = tt_zone_count(m, hand); (seats >> s & 1) && i-- > 0;) {
                unsigned h = tt_zone_card(m, hand, i);
                if (tt_card_id(m, h) == (uint32_t)l->declared) {
                    tt_card_send(m, h, g->z_graveyard, -1, TT_TOP);
                    ygo_emit(m, YE_DISCARD, s, (int)h, 0, 0);
                    found = 1;
                }
            }
        }
        unsigned own = tt_zone_instance(m, g->z_hand, l->seat, -1);
        if (!found && tt_zone_count(m, own)) { /* else the activator discards at random */
            unsigned h = tt_zone_card(m, own, tt_rng_match_below(m, tt_zone_count(m, own)));
            tt_card_send(m, h, g->z_graveyard, -1, TT_TOP);
            ygo_emit(m, YE_DISCARD, l->seat, (int)h, 0, 0);
        }
        break;
    }
    case YX_DESTROY_ATK_AT_LEAST: /* Crush Card Virus: the chosen opponent's hand and field */
        for (unsigned s = 0; s < tt_match_rules(m)->seats; s++) {
            unsigned zs[2] = {tt_zone_instance(m, g->z_monster, s, -1),
                              tt_zone_instance(m, g->z_hand, s, -1)};
            if (seats >> s & 1) { /* "you look at your opponent's hand and all monsters" */
                show_zone(m, l->seat, zs[1], 0);
                show_zone(m, l->seat, zs[0], 1);
            }
            for (unsigned k = 0; k < 2 && (seats >> s & 1); k++)
                for (unsigned i = tt_zone_count(m, zs[k]); i-- > 0;) {
                    unsigned x = tt_zone_card(m, zs[k], i);
                    if (ygo_is_monster(m, x) && ygo_atk(m, x) >= amount && !shrugs_off(m, g, x, c))
                        ygo_destroy(m, g, x);
                }
        }
        break;
    case YX_NO_DAMAGE: { /* "until the end of the next turn": this turn and the next count */
        tt_lasting la = {YL_NO_DAMAGE,    (int16_t)c, l->seat,       TT_REL_ANY,
                         (uint8_t)amount, 1,          (int32_t)seats};
        tt_lasting_add(m, &la);
        break;
    }
    case YX_DAMAGE_PER_EXTRA: /* Memory Crusher: the opponent it hit (YT-3.1) */
        for (int s; g->z_extra != 0xff && (s = next_seat(m, seats)) >= 0; seats &= ~(1u << s)) {
            int32_t dealt =
                ygo_damage(m, (unsigned)s,
                           amount * (int32_t)tt_zone_count(
                                        m, tt_zone_instance(m, g->z_extra, (unsigned)s, -1)));
            if (g->ngorz) /* Gorz: its player took effect damage (tokens.c) */
                ygo_damage_taken(m, g, (unsigned)s, dealt, 0, l->seat, f->link == 0);
        }
        break;
    case YX_ANSWER_DAMAGE: /* Gorz (tokens.c) */
        ygo_answer_damage(m, g, c, l->seat);
        break;
    /* cardsb (era_effects.c): one line each, as the primitive convention asks */
    // clang-format off
    case YX_GAIN_LP: { tt_step r = ygo_do_gain_lp(m, g, f); if (r != TT_STEP_DONE) return r; } break;
    case YX_CHANGE_POSITION: { tt_step r = ygo_do_change_position(m, g, f); if (r != TT_STEP_DONE) return r; } break;
    case YX_STANDBY_LP: { tt_step r = ygo_do_standby_lp(m, g, f); if (r != TT_STEP_DONE) return r; } break;
    case YX_SKIP_DRAW: { tt_step r = ygo_do_skip_draw(m, g, f); if (r != TT_STEP_DONE) return r; } break;
    case YX_SKIP_BATTLE: { tt_step r = ygo_do_skip_battle(m, g, f); if (r != TT_STEP_DONE) return r; } break;
    case YX_DRAW_TO: { tt_step r = ygo_do_draw_to(m, g, f); if (r != TT_STEP_DONE) return r; } break;
    case YX_TO_HAND: { tt_step r = ygo_do_to_hand(m, g, f); if (r != TT_STEP_DONE) return r; } break;
    case YX_ATTACK_BAN: { tt_step r = ygo_do_attack_ban(m, g, f); if (r != TT_STEP_DONE) return r; } break;
    case YX_NEGATE_ATTACK: { tt_step r = ygo_do_negate_attack(m, g, f); if (r != TT_STEP_DONE) return r; } break;
    case YX_DESTROY_LEVEL: { tt_step r = ygo_do_destroy_level(m, g, f); if (r != TT_STEP_DONE) return r; } break;
    case YX_BANISH_TOP: { tt_step r = ygo_do_banish_top(m, g, f); if (r != TT_STEP_DONE) return r; } break;
    // clang-format on
    case YX_REVIVE_SELF: /* from its Graveyard, if it is still there (Vennominaga) */
        if (tt_card_zone(m, c) == tt_zone_instance(m, g->z_graveyard, l->seat, -1) &&
            tt_zone_free(m, tt_zone_instance(m, g->z_monster, l->seat, -1))) {
            tt_card_put(m, c, tt_zone_instance(m, g->z_monster, l->seat, -1), TT_TOP);
            tt_card_set_face_down(m, c, 0);
            g->card[c].flags = YGO_SUMMONED; /* face-up Attack Position */
            ygo_mods_clear(g, c);
            ygo_emit(m, YE_SPECIAL, l->seat, (int)c, 0, 0);
        }
        break;
    case YX_SEND_MONSTER: /* Exodius: one monster of the activator's hand or Deck */
        if (!f->started) {
            f->started = 1;
            if (ygo_send_choice(m, g, l->seat))
                return TT_STEP_DECIDE;
        }
        break;
    case YX_SHUFFLE_TO_DECK: { /* Ehren (YM-9, before damage calculation) */
        int t = g->bat.target;
        if (g->bat.attacker != (int)c || !monster_on_field(m, g, t, 0) ||
            shrugs_off(m, g, (unsigned)t, c))
            break;
        if (ygo_field(m, (unsigned)t, YF_LEAVES_BANISHED) && !tt_card_face_down(m, (unsigned)t)) {
            ygo_banish(m, g, (unsigned)t); /* Exodius */
            break;
        }
        if (g->ntoken && ygo_token_gone(m, g, (unsigned)t))
            break; /* a Token shuffled into the Deck ceases to exist */
        unsigned owner = tt_card_owner(m, (unsigned)t);
        int extra = ygo_extra_kind(ygo_kind(m, (unsigned)t)) && g->z_extra != 0xff;
        ygo_emit(m, YE_TO_DECK, owner, t, 0, 0);
        g->card[t].flags = 0;
        ygo_mods_clear(g, (unsigned)t);
        tt_card_set_face_down(m, (unsigned)t, 1);
        tt_card_send(m, (unsigned)t, extra ? g->z_extra : tt_match_rules(m)->zone_deck, -1, TT_TOP);
        if (!extra)
            tt_zone_shuffle(m, tt_zone_instance(m, tt_match_rules(m)->zone_deck, owner, -1));
        break;
    }
    case YX_MILL: /* the top of the Deck first, to its owner's Graveyard */
        for (int s; (s = next_seat(m, seats)) >= 0; seats &= ~(1u << s)) {
            unsigned deck = tt_zone_instance(m, tt_match_rules(m)->zone_deck, (unsigned)s, -1);
            for (int32_t k = 0; k < amount && tt_zone_count(m, deck); k++)
                ygo_send_to_graveyard(m, g, tt_zone_card(m, deck, tt_zone_count(m, deck) - 1));
        }
        break;
    case YX_DESTINY_BOARD: /* in force while it stays face-up (destiny.c) */
        l->stays = 1;
        break;
    case YX_SKILL_DRAIN: { /* in force from now while it stays face-up (ygo_drained) */
        for (unsigned i = 0; i < g->ndrain; i++)
            if (g->drain_card[i] == c)
                g->drain_on[i] = 1;
        l->stays = 1;
        break;
    }
    case YX_LP_ZERO: /* every pool of the seats at once: the outcome is settled after (YP-7) */
        for (int s; (s = next_seat(m, seats)) >= 0; seats &= ~(1u << s))
            tt_life_add(m, (unsigned)s, -tt_life_get(m, (unsigned)s));
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
            if (ygo_field(m, c, YF_CHOOSER) == YCH_RANDOM) { /* Spirit Reaper: nobody picks */
                unsigned x = tt_zone_card(m, hand, tt_rng_match_below(m, tt_zone_count(m, hand)));
                tt_card_send(m, x, g->z_graveyard, -1, TT_TOP);
                ygo_emit(m, YE_DISCARD, (unsigned)s, (int)x, 0, 0);
                f->seats &= (uint8_t) ~(1u << s);
                continue;
            }
            unsigned chooser = ygo_field(m, c, YF_CHOOSER) == YCH_ACTIVATOR ? l->seat : (unsigned)s;
            if (chooser != (unsigned)s) /* Confiscation: "look at your opponent's hand" */
                show_zone(m, chooser, hand, 0);
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
    if (!f || kind != YFR_EFFECT)
        return TT_ERR_MISUSE;
    unsigned c = (unsigned)o->a;
    switch (o->kind) {
    case YO_DISCARD:
        tt_card_send(m, c, g->z_graveyard, -1, TT_TOP);
        ygo_emit(m, YE_DISCARD, tt_card_owner(m, c), o->a, 0, 0);
        f->seats &= (uint8_t) ~(1u << f->pending);
        f->pending = 0xff;
        return TT_OK;
    case YO_STOP:
        f->started = 2;
        return TT_OK;
    case YO_SEND:
        ygo_apply_send(m, g, f->card, c);
        return TT_OK;
    case YO_PICK:
        if (o->b) { /* Soul Release: banish it; maybe more */
            ygo_banish(m, g, c);
            f->seats++;
            return TT_OK;
        } else { /* a Special Summon in face-up Attack Position */
            unsigned from = tt_card_zone(m, c);
            int deck = tt_zone_kind_of(m, from) == tt_match_rules(m)->zone_deck;
            tt_card_put(m, c, tt_zone_instance(m, g->z_monster, seat, -1), TT_TOP);
            tt_card_set_face_down(m, c, 0);
            g->card[c].flags = YGO_SUMMONED;
            if (ygo_field(m, f->card, YF_SUMMON_NO_ATTACK)) /* Jurrac Guaiba: "cannot declare
                                                               an attack this turn": as if it had */
                g->card[c].flags |= YGO_ATTACKED;
            ygo_mods_clear(g, c);
            ygo_emit(m, YE_SPECIAL, seat, (int)c, 0, 0);
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
