/* chain.c: Spells and Traps, activations and chains. Spell Speeds (YB: Normal Spells 1,
 * Quick-Play Spells and Traps 2, Counter Traps 3), Traps not the turn they are Set, a response
 * window after every activation in the ruleset's order (YT-5.2) where every other seat,
 * teammate included, may respond at Spell Speed 2+ (YT-5.1), and resolution last-in first-out
 * with the outcome settled between links (YP-10). Only the seat that Set a card activates it
 * (YT-3.4): options come from the seat's own zones. */
#include "ygo.h"

int32_t ygo_field(const tt_match *m, unsigned card, unsigned field)
{
    return tt_carddb_int(tt_match_carddb(m), tt_card_id(m, card), field);
}

static const ygo_part no_part = {0, YX_NONE, YW_SELF, YU_END_OF_TURN};

const ygo_part *ygo_db_part(const tt_carddb *db, uint32_t id, unsigned i)
{
    const ygo_card_data *d = tt_carddb_data(db, id); /* compiled at load (card_check.c) */
    return d && i < d->nparts ? &d->parts[i] : &no_part;
}

unsigned ygo_db_nparts(const tt_carddb *db, uint32_t id)
{
    const ygo_card_data *d = tt_carddb_data(db, id);
    return d ? d->nparts : 0;
}

const ygo_part *ygo_part_at(const tt_match *m, unsigned card, unsigned i)
{
    return ygo_db_part(tt_match_carddb(m), tt_card_id(m, card), i);
}

unsigned ygo_action(const tt_match *m, unsigned card, unsigned i)
{
    return ygo_part_at(m, card, i)->action;
}

unsigned ygo_nparts(const tt_match *m, unsigned card)
{
    return ygo_db_nparts(tt_match_carddb(m), tt_card_id(m, card));
}

int ygo_has_action(const tt_match *m, unsigned card, unsigned action)
{
    for (unsigned i = 0; i < ygo_nparts(m, card); i++)
        if (ygo_action(m, card, i) == action)
            return 1;
    return 0;
}

unsigned ygo_kind(const tt_match *m, unsigned card)
{
    return (unsigned)ygo_field(m, card, YF_KIND);
}

int ygo_is_spell_trap(const tt_match *m, unsigned card)
{
    return ygo_kind(m, card) >= YK_NORMAL_SPELL;
}

static unsigned speed_of(unsigned kind)
{
    switch (kind) {
    case YK_QUICKPLAY_SPELL:
    case YK_NORMAL_TRAP:
    case YK_CONTINUOUS_TRAP:
        return 2;
    case YK_COUNTER_TRAP:
        return 3;
    default:
        return 1;
    }
}

static int is_trap(unsigned kind)
{
    return kind >= YK_NORMAL_TRAP;
}

/* The Spell Speed an activation needs now: 1 on an empty chain in the seat's own open game
 * state, 2 in a response window, 3 on top of a Counter Trap. */
static unsigned speed_needed(const ygo_state *g, int in_window)
{
    if (g->nchain && g->chain[g->nchain - 1].speed == 3)
        return 3;
    return g->nchain || in_window ? 2 : 1;
}

/* Crush Card Virus's cost: a monster of the cost Attribute with at most cost_amount ATK (its
 * original ATK when face-down). */
int ygo_tribute_cost_ok(const tt_match *m, unsigned cost_card, unsigned monster)
{
    int32_t attr = ygo_field(m, cost_card, YF_COST_ATTRIBUTE);
    return (!attr || ygo_field(m, monster, YF_ATTRIBUTE) == attr) &&
           ygo_atk(m, monster) <= ygo_field(m, cost_card, YF_COST_AMOUNT);
}

/* Whether seat has a monster of its own to Tribute for card's cost. */
static int own_tribute(const tt_match *m, const ygo_state *g, unsigned seat, unsigned card)
{
    unsigned z = tt_zone_instance(m, g->z_monster, seat, -1);
    for (unsigned i = 0; i < tt_zone_count(m, z); i++)
        if (ygo_tribute_cost_ok(m, card, tt_zone_card(m, z, i)))
            return 1;
    return 0;
}

int32_t ygo_cost_of(const tt_match *m, unsigned card, int trigger)
{
    if (!trigger && ygo_is_spell_trap(m, card) && ygo_field(m, card, YF_TRIGGER) != YTR_NONE)
        return YC_NONE; /* its trigger's cost (Malevolent Nuzzler: 500 LP), not its activation's */
    return ygo_field(m, card, YF_COST);
}

int ygo_can_pay_cost(const tt_match *m, const ygo_state *g, unsigned seat, unsigned card,
                     int trigger)
{
    int32_t amount = ygo_field(m, card, YF_COST_AMOUNT);
    switch (ygo_cost_of(m, card, trigger)) {
    case YC_DISCARD: {
        unsigned hand = tt_zone_instance(m, g->z_hand, seat, -1);
        unsigned others = tt_zone_count(m, hand) - (tt_card_zone(m, card) == hand);
        return others >= (unsigned)amount;
    }
    case YC_PAY_LP:
        return tt_life_get(m, seat) > amount;
    case YC_BANISH_SAME_TYPE: /* Vennominaga: another Reptile of its Graveyard */
        return ygo_banish_cost_ok(m, g, seat, card);
    case YC_TRIBUTE: /* its own monster, or its teammate's with permission (YT-3.5); a
                        trigger's (Axe of Despair) its own only: simplified, no permission is
                        asked of the teammate as the trigger goes on the chain */
        return own_tribute(m, g, seat, card) ||
               (!trigger && ygo_cost_tribute_mates(m, g, seat, card, NULL, 0));
    default:
        return 1;
    }
}

static int can_pay(const tt_match *m, const ygo_state *g, unsigned seat, unsigned card)
{
    return ygo_can_pay_cost(m, g, seat, card, 0);
}

/* Damage Step timings (YM-9): 1 at the start / before damage calculation, 2 during damage
 * calculation, 3 after it and at its end; 0 outside the Damage Step (the Battle Step's window
 * after an attack declaration included, YM-8). */
static unsigned ds_timing(const ygo_state *g)
{
    switch (g->bat.stage) {
    case BS_NONE:
    case BS_DECLARE_OPEN:
    case BS_DECLARE_ASK:
    case BS_REPLAY:
        return 0;
    case BS_START_OPEN:
    case BS_START_ASK:
    case BS_BEFORE_OPEN:
    case BS_BEFORE_ASK:
        return 1;
    case BS_CALC_OPEN:
    case BS_CALC_ASK:
        return 2;
    default:
        return 3;
    }
}

/* YM-9: in the Damage Step only Counter Traps, ATK/DEF modifiers up to before damage
 * calculation (Shrink, Rush Recklessly), and "at damage calculation" cards during it; Ancient
 * Gear's lock stops the attacked side's Spells and Traps altogether. -1: not now; else a rule key
 * or TT_MAX_CARDS (allowed). */
static int damage_step_refusal(const tt_match *m, const ygo_state *g, unsigned seat, unsigned card)
{
    unsigned timing = ds_timing(g);
    /* "If this card attacks": from its attack declaration to the end of the Damage Step */
    if (g->bat.attacker >= 0 && ygo_action(m, (unsigned)g->bat.attacker, 0) == YX_ATTACK_LOCK &&
        !tt_card_face_down(m, (unsigned)g->bat.attacker) && ygo_is_opponent(m, g->bat.seat, seat) &&
        !ygo_drained(m, g, (unsigned)g->bat.attacker)) /* Skill Drain negates it */
        return YR_ATTACK_LOCK;
    if (!timing)
        return TT_MAX_CARDS;
    int32_t e = ygo_action(m, card, 0);
    if (ygo_kind(m, card) == YK_COUNTER_TRAP ||
        (timing == 1 && (e == YX_ATK_UP || e == YX_HALVE_ATK)) ||
        (timing == 2 && (e == YX_NO_BATTLE_DAMAGE || /* "at damage calculation": Defense Draw */
                         ygo_field(m, card, YF_WHEN) == YWH_DURING_DAMAGE_CALC))) /* Scripture */
        return TT_MAX_CARDS;
    return -1;
}

/* Minor Goblin Official: "when your opponent's Life Points are 3000 or less": either opponent
 * (YT-3.2), a Team Duel's team pool (YT-1.4). */
static int opponent_lp_at_most(const tt_match *m, unsigned seat, unsigned card)
{
    unsigned opp = ygo_who_seats(m, seat, YW_OPPONENT_SIDE);
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++)
        if (opp >> s & 1 && tt_life_get(m, s) <= ygo_field(m, card, YF_OPPONENT_LP_AT_MOST))
            return 1;
    return 0;
}

/* Self-Destruct Button: an opponent has at least lp_behind more LP than seat. */
static int lp_behind(const tt_match *m, unsigned seat, unsigned card)
{
    unsigned opp = ygo_who_seats(m, seat, YW_OPPONENT_SIDE);
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++)
        if (opp >> s & 1 &&
            tt_life_get(m, s) - tt_life_get(m, seat) >= ygo_field(m, card, YF_LP_BEHIND))
            return 1;
    return 0;
}

/* Whether seat may activate card now, and if not, the rule key index that says why (or -1
 * when the card is simply not usable here, with nothing to explain). */
/* Whether card may ever be activated (found at setup): response windows skip the rest. */
static inline int activatable(const tt_match *m, unsigned card)
{
    return ygo_static(m, card)->activatable;
}

static int rules_refusal(const tt_match *m, const ygo_state *g, unsigned seat, unsigned card,
                         int in_window)
{
    unsigned kind = ygo_kind(m, card), zone = tt_card_zone(m, card);
    if (kind >= YK_NORMAL_SPELL && speed_of(kind) < speed_needed(g, in_window))
        return -1; /* too slow for now (a Normal Spell in a response window): nothing to ask */
    unsigned hand = tt_zone_instance(m, g->z_hand, seat, -1);
    if (kind < YK_NORMAL_SPELL && !in_window && ygo_ignition_now(m, g, seat, card))
        return ygo_field(m, card, YF_IGNITION) != YI_EFFECT ||
                       (can_pay(m, g, seat, card) && ygo_has_targets(m, g, card, seat))
                   ? TT_MAX_CARDS /* an Ignition Effect: Spell Speed 1, its own Main Phase */
                   : -1;          /* Cannon Soldier needs a monster to Tribute */
    if (kind < YK_NORMAL_SPELL)   /* a monster's quick effect (Kuriboh, Honest, Lily): speed 2 */
        return speed_needed(g, in_window) <= 2 && ygo_quick_ok(m, g, seat, card) &&
                       can_pay(m, g, seat, card)
                   ? TT_MAX_CARDS
                   : -1;
    unsigned st = tt_zone_instance(m, g->z_spell_trap, seat, -1);
    int in_hand = zone == hand, set = zone == st && tt_card_face_down(m, card);
    if ((!in_hand && !set && kind != YK_FIELD_SPELL) || kind < YK_NORMAL_SPELL ||
        ygo_action(m, card, 0) == YX_NONE)
        return -1; /* YB: a chain has no length limit; a 17th link is YGO_MAX_CHAIN's fault */
    /* YM-2: while a Summon may be negated, only what negates it (Solemn Judgment) */
    if (g->summon_window && !g->nchain && ygo_action(m, card, 0) != YX_NEGATE)
        return -1;
    unsigned rel = tt_turn_rel_of(m, seat);
    if (kind == YK_FIELD_SPELL) { /* from the hand, or Set in seat's Field Zone (YB) */
        int set_field = g->z_field != 0xff && zone == tt_zone_instance(m, g->z_field, seat, -1) &&
                        tt_card_face_down(m, card) && tt_card_controller(m, card) == seat;
        if ((!in_hand && !set_field) || g->z_field == 0xff || rel != TT_REL_OWN || g->nchain ||
            in_window)
            return -1;
        return can_pay(m, g, seat, card) ? TT_MAX_CARDS : YR_CANNOT_PAY;
    }
    if (speed_of(kind) < speed_needed(g, in_window))
        return -1;
    if (speed_of(kind) == 1 && (rel != TT_REL_OWN || g->nchain || in_window))
        return -1; /* Spell Speed 1: the seat's own Main Phase, nothing else going on */
    int ds = damage_step_refusal(m, g, seat, card);
    if (ds != TT_MAX_CARDS)
        return ds;
    if (is_trap(kind) && in_hand)
        return -1; /* a Trap is Set first */
    /* YM-8: "When an opponent's monster declares an attack": the chain answering it */
    if (ygo_field(m, card, YF_WHEN) == YWH_ATTACK_DECLARED &&
        (g->bat.stage < BS_DECLARE_OPEN || g->bat.stage > BS_DECLARE_ASK || g->bat.answered > 1 ||
         !ygo_is_opponent(m, seat, g->bat.seat)))
        return g->nchain || in_window ? -1 : YR_WHEN_ATTACK;
    /* YM-9: "During your opponent's turn, at damage calculation" (Defense Draw): that timing's
     * window only, not the attack declaration's nor an open game state */
    if (ygo_field(m, card, YF_WHEN) == YWH_DAMAGE_CALC &&
        (ds_timing(g) != 2 || !ygo_is_opponent(m, seat, (unsigned)tt_match_turn_seat(m))))
        return g->nchain || in_window ? -1 : YR_WHEN_DAMAGE_CALC;
    /* YM-9: "Activate only during damage calculation" (Forbidden Scripture), in any turn */
    if (ygo_field(m, card, YF_WHEN) == YWH_DURING_DAMAGE_CALC && ds_timing(g) != 2)
        return g->nchain || in_window ? -1 : YR_WHEN_DAMAGE_CALC;
    /* "When a face-up <when_name> you control is destroyed, except by battle" (Rise of the
     * Snake Deity, vennominaga.c) */
    if (ygo_field(m, card, YF_WHEN) == YWH_NAMED_DESTROYED && !ygo_watch_ok(m, g, seat, card))
        return g->nchain || in_window ? -1 : YR_WHEN_DESTROYED;
    /* "If "Harpie Lady" is on the field" (Elegant Egotist) */
    if (ygo_field(m, card, YF_WHEN) == YWH_NAMED_ON_FIELD && !ygo_lob_named_on_field(m, g, card))
        return g->nchain || in_window ? -1 : YR_NO_TARGET;
    /* YB: "When ... is Summoned" (Trap Hole): only right after that Summon (summon_response.c) */
    if (g->nanswer_summon && ygo_is_summon_when(m, card) && !ygo_summon_when_ok(m, g, seat, card))
        return g->nchain || in_window ? -1 : YR_WHEN_SUMMONED;
    /* "during your opponent's turn" (Last Turn, last_turn.c) */
    if (ygo_field(m, card, YF_WHEN) == YWH_OPPONENTS_TURN &&
        !ygo_is_opponent(m, seat, (unsigned)tt_match_turn_seat(m)))
        return g->nchain || in_window ? -1 : YR_WHEN_OPPONENTS_TURN;
    if (is_trap(kind) && ygo_traps_locked(m, g))
        return YR_TRAPS_LOCKED;
    if (ygo_pendulum_lock(m, g, seat, kind)) /* YM-1: Stargazer/Timegazer Magician */
        return YR_PENDULUM_LOCK;
    if ((is_trap(kind) || kind == YK_QUICKPLAY_SPELL) && set &&
        g->card[card].set_turn >= tt_match_turn(m))
        return YR_SET_THIS_TURN;
    /* YT-5.1: the teammate's turn is an opponent's turn: no Quick-Play Spell from the hand */
    if (kind == YK_QUICKPLAY_SPELL && in_hand && rel != TT_REL_OWN &&
        !(rel == TT_REL_TEAMMATE && !tt_match_rules(m)->teammate_turn_is_opponent))
        return -1;
    if (in_hand && tt_zone_free(m, st) == 0)
        return YR_ZONE_FULL;
    if (!can_pay(m, g, seat, card))
        return YR_CANNOT_PAY;
    if (ygo_field(m, card, YF_LP_BEHIND) && !lp_behind(m, seat, card))
        return YR_LP_BEHIND;
    if (ygo_field(m, card, YF_OPPONENT_LP_AT_MOST) && !opponent_lp_at_most(m, seat, card))
        return YR_OPPONENT_LP_AT_MOST;
    /* "when your Life Points are 1000 or less" (Last Turn): the team's pool (YT-1.4) */
    if (ygo_field(m, card, YF_LP_AT_MOST) &&
        tt_life_get(m, seat) > ygo_field(m, card, YF_LP_AT_MOST))
        return YR_LP_AT_MOST;
    if (!ygo_has_targets(m, g, card, seat))
        return ygo_field(m, card, YF_NEGATES) == YN_MONSTER_EFFECT ? YR_NO_MONSTER_EFFECT
               : ygo_action(m, card, 0) == YX_DRAW                 ? YR_DECK_TOO_SMALL
                                                                   : YR_NO_TARGET;
    return TT_MAX_CARDS; /* allowed */
}

/* rules_refusal, then what this turn forbids a card its rules allow: its once-per-turn effect
 * already used, or its name locked by Sangan's effect (lob_mrd.c). */
static int activation_refusal(const tt_match *m, const ygo_state *g, unsigned seat, unsigned card,
                              int in_window)
{
    int why = rules_refusal(m, g, seat, card, in_window);
    if (why != TT_MAX_CARDS)
        return why;
    if (ygo_once_used(m, g, seat, card))
        return YR_ONCE_PER_TURN;
    return ygo_name_locked(m, g, seat, card) ? YR_NAME_LOCKED : TT_MAX_CARDS;
}

static int can_activate(const tt_match *m, const ygo_state *g, unsigned seat, unsigned card,
                        int in_window)
{
    return activation_refusal(m, g, seat, card, in_window) == TT_MAX_CARDS;
}

/* Adds "activate"/"chain" options for seat's hand and Set cards; refusals worth explaining
 * (a Trap Set this turn, no target, a cost it cannot pay) are recorded with their rule key. */
void ygo_activation_options(tt_match *m, const ygo_state *g, unsigned seat, int in_window)
{
    unsigned zones[4] = {tt_zone_instance(m, g->z_hand, seat, -1),
                         tt_zone_instance(m, g->z_spell_trap, seat, -1),
                         tt_zone_instance(m, g->z_monster, seat, -1),
                         g->z_field == 0xff || in_window || !g->any_field_spell
                             ? TT_NOWHERE /* a Set Field Spell */
                             : tt_zone_instance(m, g->z_field, seat, -1)};
    for (unsigned z = 0; z < 4 && zones[z] != TT_NOWHERE; z++) {
        for (unsigned i = 0; i < tt_zone_count(m, zones[z]); i++) {
            unsigned c = tt_zone_card(m, zones[z], i);
            if (!activatable(m, c))
                continue;
            int why = activation_refusal(m, g, seat, c, in_window);
            tt_option o = {YO_ACTIVATE, (int16_t)c, 0, 0};
            int tribute = ygo_cost_of(m, c, 0) == YC_TRIBUTE;
            if (why == TT_MAX_CARDS && tribute) { /* its own monster, or a teammate's (YT-3.5) */
                if (own_tribute(m, g, seat, c))
                    tt_decision_add(m, o);
                ygo_cost_tribute_options(m, g, seat, c);
            } else if (why == TT_MAX_CARDS) {
                tt_decision_add(m, o);
            } else if (why >= 0) {
                tt_decision_deny(m, o, (unsigned)why);
            }
        }
    }
}

void ygo_spell_options(tt_match *m, ygo_state *g, unsigned seat)
{
    unsigned hand = tt_zone_instance(m, g->z_hand, seat, -1);
    unsigned st = tt_zone_instance(m, g->z_spell_trap, seat, -1);
    ygo_activation_options(m, g, seat, 0);
    for (unsigned i = 0; i < tt_zone_count(m, hand); i++) {
        unsigned c = tt_zone_card(m, hand, i);
        if (!ygo_is_spell_trap(m, c))
            continue;
        tt_option o = {YO_SET_SPELL, (int16_t)c, 0, 0};
        if (ygo_kind(m, c) == YK_FIELD_SPELL) { /* Set in the Field Zone (YB, YM-6) */
            if (g->z_field == 0xff)
                continue;
            unsigned fz = tt_zone_instance(m, g->z_field, seat, -1);
            if (tt_zone_is_full(m, fz) && tt_card_controller(m, tt_zone_card(m, fz, 0)) != seat)
                tt_decision_deny(m, o, YR_FIELD_ZONE_TAKEN); /* YT-1.7: another's card */
            else
                tt_decision_add(m, o);
            continue;
        }
        if (tt_zone_free(m, st))
            tt_decision_add(m, o);
        else
            tt_decision_deny(m, o, YR_ZONE_FULL);
    }
}

/* YT-1.7 / YM-6: the zone's scope decides whose Field Spell gives way (one in the whole duel,
 * or one per player); options.field_spell_replaced whether it is destroyed (the seeds' era:
 * Geartown's "when destroyed" effect applies) or sent to the Graveyard by rule. */
void ygo_field_zone_take(tt_match *m, ygo_state *g, unsigned seat, unsigned card, int set)
{
    unsigned fz = tt_zone_instance(m, g->z_field, seat, -1);
    if (tt_card_zone(m, card) == fz)
        return;
    if (tt_zone_is_full(m, fz)) {
        unsigned old = tt_zone_card(m, fz, 0);
        if (tt_match_rules(m)->options[YOPT_FIELD_SPELL_REPLACED] == YFS_DESTROYED) {
            ygo_destroy(m, g, old);
        } else {
            ygo_emit(m, YE_FIELD_SENT, tt_card_controller(m, old), (int)old, 0, 0);
            ygo_send_to_graveyard(m, g, old); /* by rule: sent from the field, not destroyed */
        }
    }
    if (set) /* YT-1.9: face-down as it arrives */
        tt_card_put_face_down(m, card, fz, TT_TOP);
    else
        tt_card_put(m, card, fz, TT_TOP);
}

int ygo_negatable(const tt_match *m, const ygo_state *g, unsigned negator, const ygo_link *l)
{
    if (ygo_field(m, l->card, YF_CANNOT_BE_NEGATED)) /* Spiritualism */
        return 0;
    if (ygo_field(m, negator, YF_NEGATES) == YN_MONSTER_EFFECT) /* Divine Wrath (YM-10) */
        return ygo_is_monster_effect(m, g, l);
    if (l->trigger)
        return 0;
    unsigned k = ygo_kind(m, l->card); /* Magic Jammer a Spell, Seven Tools a Trap */
    if (ygo_field(m, negator, YF_NEGATES) == YN_SPELL)
        return (k >= YK_NORMAL_SPELL && k < YK_NORMAL_TRAP) || ygo_in_pendulum_zone(m, g, l->card);
    if (ygo_field(m, negator, YF_NEGATES) == YN_TRAP)
        return k >= YK_NORMAL_TRAP;
    if (ygo_field(m, negator, YF_NEGATES) == YN_SUMMON) /* Horn of Heaven: no activation */
        return 0;
    return ygo_is_spell_trap(m, l->card) || ygo_in_pendulum_zone(m, g, l->card);
}

/* YM-10: a chain link that is the activation of a monster effect (a quick, Ignition or
 * triggered effect of a monster), not a Pendulum Monster activated as a Spell (YM-1), nor a
 * Spell/Trap. Summons, summoning conditions (`no_special`) and continuous effects (Jinzo) never
 * make a link. */
int ygo_is_monster_effect(const tt_match *m, const ygo_state *g, const ygo_link *l)
{
    return ygo_kind(m, l->card) < YK_NORMAL_SPELL && !ygo_in_pendulum_zone(m, g, l->card);
}

int ygo_can_respond(const tt_match *m, const void *gsv, unsigned seat)
{
    const ygo_state *g = gsv;
    if (g->summon_window && !g->nchain) { /* YM-2: only a Set Solemn Judgment may answer */
        unsigned st = tt_zone_instance(m, g->z_spell_trap, seat, -1);
        for (unsigned i = 0; i < tt_zone_count(m, st); i++) {
            unsigned c = tt_zone_card(m, st, i);
            if (tt_card_face_down(m, c) && ygo_action(m, c, 0) == YX_NEGATE &&
                can_activate(m, g, seat, c, 1))
                return 1;
        }
        return 0;
    }
    unsigned zones[3] = {tt_zone_instance(m, g->z_hand, seat, -1),
                         tt_zone_instance(m, g->z_spell_trap, seat, -1),
                         tt_zone_instance(m, g->z_monster, seat, -1)};
    unsigned first = 0, end = 3;
    if (g->bat.stage == BS_NONE) {
        /* no battle: monster effects answer only in the Damage Step (YM-9) and Ignition
         * Effects are no response, so the Monster Zone holds nothing to activate; the hand
         * only a Quick-Play Spell, in the seat's own turn (YT-5.1) */
        unsigned rel = tt_turn_rel_of(m, seat);
        end = 2;
        first = !(rel == TT_REL_OWN ||
                  (rel == TT_REL_TEAMMATE && !tt_match_rules(m)->teammate_turn_is_opponent));
    }
    for (unsigned z = first; z < end; z++)
        for (unsigned i = 0; i < tt_zone_count(m, zones[z]); i++) {
            unsigned c = tt_zone_card(m, zones[z], i);
            if (activatable(m, c) && can_activate(m, g, seat, c, 1))
                return 1;
        }
    return 0;
}

int ygo_apply_spell(tt_match *m, ygo_state *g, unsigned seat, const tt_option *o)
{
    unsigned c = (unsigned)o->a;
    switch (o->kind) {
    case YO_SET_SPELL: {
        int field = ygo_kind(m, c) == YK_FIELD_SPELL;
        if (field)
            ygo_field_zone_take(m, g, seat, c, 1);
        else /* YT-1.9: face-down as it arrives, so no opponent is told its name */
            tt_card_put_face_down(m, c, tt_zone_instance(m, g->z_spell_trap, seat, -1), TT_TOP);
        g->card[c].set_turn = (uint16_t)tt_match_turn(m);
        ygo_emit(m, YE_SET_CARD, seat, (int)c, field, 0);
        return TT_OK;
    }
    case YO_ACTIVATE:
        return ygo_activate(m, g, seat, c, -1);
    case YO_PASS:
        tt_window_pass(m, seat);
        return TT_OK;
    default:
        return TT_ERR_MISUSE;
    }
}

int ygo_activate(tt_match *m, ygo_state *g, unsigned seat, unsigned c, int tribute)
{
    ygo_activation_frame f = {
        .card = (uint16_t)c, .target = -1, .declared = -1, .seat = (uint8_t)seat, .opponent = 0xff};
    f.tributed = (uint16_t)(tribute + 1); /* chosen before it (cost_tribute.c), or 0 */
    f.ignition = (uint8_t)(!ygo_is_spell_trap(m, c) && ygo_ignition_now(m, g, seat, c));
    unsigned top;
    void *tf = tt_frame_top(m, &top);
    if (tf && top == YFR_BATTLE &&
        (g->bat.stage == BS_DECLARE_ASK || g->bat.stage == BS_START_ASK ||
         g->bat.stage == BS_BEFORE_ASK || g->bat.stage == BS_CALC_ASK)) {
        if (g->bat.stage == BS_DECLARE_ASK && !g->bat.answered)
            g->bat.answered = 1;        /* this chain answers the attack declaration (YM-8) */
        g->bat.stage--;                 /* after this chain the same window opens again */
    } else if (tf && top == YFR_OPEN) { /* YT-5.2: a chain in an open game state */
        ((ygo_open_frame *)tf)->stage = OPEN_CHAINED;
    } else if (tf && top == YFR_SUMMON) {
        ((ygo_summon_frame *)tf)->stage = 2; /* YM-2: settled when this chain resolves */
    } else if (tf && top == YFR_SUMMONED) {  /* this chain answers the Summon (YB) */
        ((ygo_summoned_frame *)tf)->stage = SR_AFTER;
    }
    if (ygo_field(m, c, YF_TARGETS) == YTG_SELF)
        f.target = (int16_t)c;
    ygo_once_use(m, g, seat, c); /* "once per turn": used as it is activated */
    return tt_frame_push(m, YFR_ACTIVATION, &f, sizeof f);
}

/* The one opponent a YT-3.1 effect applies to: chosen when there are several. */
int ygo_needs_opponent(const tt_match *m, unsigned card)
{
    for (unsigned i = 0; i < ygo_nparts(m, card); i++)
        if (ygo_part_at(m, card, i)->who == YW_ONE_OPPONENT)
            /* Last Turn's switch: "your opponent" is the turn player, not chosen */
            return ygo_part_at(m, card, i)->action != YX_LAST_TURN ||
                   ygo_last_turn_choose_opponent(m);
    return 0;
}

enum { STAGE_PLACE, STAGE_COST, STAGE_TARGET, STAGE_OPPONENT, STAGE_DECLARE, STAGE_LINK };

/* The link's Spell Speed: a monster's quick effect is 2, its trigger 1 (YB). */
static uint8_t link_speed(const tt_match *m, unsigned card, int trigger)
{
    unsigned t = (unsigned)ygo_field(m, card, YF_TRIGGER);
    if (ygo_kind(m, card) < YK_NORMAL_SPELL || trigger)
        return (uint8_t)(!trigger && (t == YTR_QUICK_DAMAGE_STEP || t == YTR_QUICK_DAMAGE_CALC)
                             ? 2
                             : 1);
    return (uint8_t)speed_of(ygo_kind(m, card));
}

tt_step ygo_resolve_activation(tt_match *m, ygo_state *g, ygo_activation_frame *f)
{
    unsigned seat = f->seat, c = f->card;
    int32_t cost = ygo_cost_of(m, c, f->trigger); /* a Spell's trigger: the trigger's own */
    switch (f->stage) {
    case STAGE_PLACE:      /* face-up on the field: in its Spell & Trap Zone, or the field zone */
        if (f->ignition) { /* an Ignition Effect: Honest has no cost; Number 88 detaches */
            if (ygo_field(m, c, YF_IGNITION) == YI_DESTINY_COUNTER)
                ygo_destiny_ignition_cost(m, g, seat, c);    /* xyz.c */
        } else if (f->trigger || !ygo_is_spell_trap(m, c)) { /* an effect of a placed card */
            if (cost == YC_DISCARD_SELF) {                   /* Kuriboh, Honest */
                tt_card_send(m, c, g->z_graveyard, -1, TT_TOP);
                ygo_emit(m, YE_DISCARD, seat, (int)c, 0, 0);
            } else if (!f->trigger && ygo_field(m, c, YF_TRIGGER) == YTR_QUICK_DAMAGE_CALC) {
                g->card[c].flags |= YGO_USED; /* once per damage calculation (Lily) */
            }
        } else if (ygo_kind(m, c) == YK_FIELD_SPELL) {
            ygo_field_zone_take(m, g, seat, c, 0); /* a Set one is there already */
        } else if (ygo_action(m, c, 0) == YX_SKILL_DRAIN) {
            for (unsigned i = 0; i < g->ndrain; i++) /* in force once it resolves */
                g->drain_on[i] = g->drain_card[i] == c ? 0 : g->drain_on[i];
            if (tt_card_zone(m, c) != tt_zone_instance(m, g->z_spell_trap, seat, -1))
                tt_card_put(m, c, tt_zone_instance(m, g->z_spell_trap, seat, -1), TT_TOP);
        } else if (tt_card_zone(m, c) != tt_zone_instance(m, g->z_spell_trap, seat, -1)) {
            tt_card_put(m, c, tt_zone_instance(m, g->z_spell_trap, seat, -1), TT_TOP);
        }
        tt_card_set_face_down(m, c, 0);
        if (cost == YC_PAY_LP) {
            ygo_emit(m, YE_PAY, seat, (int)c, ygo_field(m, c, YF_COST_AMOUNT), 0);
            tt_life_add(m, seat, -ygo_field(m, c, YF_COST_AMOUNT));
        } else if (cost == YC_PAY_HALF_LP) { /* half the pool (YT-1.4) */
            ygo_emit(m, YE_PAY, seat, (int)c, tt_life_get(m, seat) / 2, 0);
            tt_life_add(m, seat, -(tt_life_get(m, seat) / 2));
        }
        f->stage = STAGE_COST;
        return TT_STEP_AGAIN;
    case STAGE_COST:
        if (cost == YC_DISCARD && f->paid < ygo_field(m, c, YF_COST_AMOUNT)) {
            unsigned hand = tt_zone_instance(m, g->z_hand, seat, -1);
            tt_decision_open(m, seat, 0);
            for (unsigned i = 0; i < tt_zone_count(m, hand); i++)
                tt_decision_add(m, (tt_option){YO_DISCARD, (int16_t)tt_zone_card(m, hand, i),
                                               (int16_t)seat, 0});
            return TT_STEP_DECIDE;
        }
        if (cost == YC_TRIBUTE && !f->paid && f->tributed) {
            ygo_tribute_cost(m, g, seat, f->tributed - 1u); /* the teammate's, allowed */
            f->paid = 1;
        }
        if (cost == YC_TRIBUTE && !f->paid) { /* Crush Card Virus */
            unsigned z = tt_zone_instance(m, g->z_monster, seat, -1);
            tt_decision_open(m, seat, 0);
            for (unsigned i = 0; i < tt_zone_count(m, z); i++)
                if (ygo_tribute_cost_ok(m, c, tt_zone_card(m, z, i)))
                    tt_decision_add(m,
                                    (tt_option){YO_TRIBUTE, (int16_t)tt_zone_card(m, z, i), 0, 0});
            return TT_STEP_DECIDE;
        }
        if (cost == YC_TRIBUTE_SELF && !f->paid) { /* Exiled Force */
            ygo_tribute_cost(m, g, seat, c);
            f->paid = 1;
        }
        if (cost == YC_BANISH_SAME_TYPE && !f->paid &&
            ygo_banish_cost_choice(m, g, seat, c)) /* Vennominaga: another Reptile */
            return TT_STEP_DECIDE;
        if (f->ignition && ygo_field(m, c, YF_IGNITION) == YI_DESTINY_COUNTER && !f->paid) {
            f->paid = 1; /* Number 88: detach 1 Xyz Material, its player's choice (xyz.c) */
            if (ygo_destiny_detach_choice(m, g, seat, c))
                return TT_STEP_DECIDE;
        }
        f->stage = STAGE_TARGET;
        return TT_STEP_AGAIN;
    case STAGE_TARGET:
        if (f->trigger && ygo_is_spell_trap(m, c)) { /* its `targets` are its activation's */
            f->stage = STAGE_OPPONENT;
            return TT_STEP_AGAIN;
        }
        if ((ygo_field(m, c, YF_TARGETS) == YTG_ONE_SPELL_TRAP ||
             ygo_field(m, c, YF_TARGETS) == YTG_ONE_CARD ||
             ygo_lob_spell_trap_targets(m, c)) && /* Armed Ninja */
            f->target < 0) {
            /* the seats of `who` (MST: both players; Dust Tornado: the opponents, YT-3.2) */
            tt_scope_set who = {0};
            who.seats = ygo_who_seats(m, seat, ygo_part_at(m, c, 0)->who);
            tt_decision_open(m, seat, 0);
            for (unsigned s = 0; /* Ryko: "1 card on the field", a monster too (itself too) */
                 ygo_field(m, c, YF_TARGETS) == YTG_ONE_CARD && s < tt_match_rules(m)->seats; s++) {
                unsigned z = tt_zone_instance(m, g->z_monster, s, -1);
                for (unsigned i = 0; (who.seats | who.fixed) >> s & 1 && i < tt_zone_count(m, z);
                     i++)
                    if (ygo_targetable(m, g, tt_zone_card(m, z, i))) /* not Vennominaga */
                        tt_decision_add(
                            m, (tt_option){YO_TARGET, (int16_t)tt_zone_card(m, z, i), 0, 0});
            }
            for (unsigned s = 0; s < tt_match_rules(m)->seats; s++) {
                unsigned z = tt_zone_instance(m, g->z_spell_trap, s, -1);
                for (unsigned i = 0; (who.seats | who.fixed) >> s & 1 && i < tt_zone_count(m, z);
                     i++)
                    if (tt_zone_card(m, z, i) != c &&
                        ygo_lob_target_ok(m, g, c, tt_zone_card(m, z, i)))
                        tt_decision_add(
                            m, (tt_option){YO_TARGET, (int16_t)tt_zone_card(m, z, i), 0, 0});
            }
            uint16_t fs[TT_MAX_SEATS]; /* a Field Spell is a Spell on the field too */
            unsigned nfs = ygo_field_spells(m, g, who.seats | who.fixed, fs);
            for (unsigned i = 0; i < nfs; i++)
                if (ygo_lob_target_ok(m, g, c, fs[i]))
                    tt_decision_add(m, (tt_option){YO_TARGET, (int16_t)fs[i], 0, 0});
            for (unsigned k = 0; g->z_pendulum != 0xff && k < 2 * tt_match_rules(m)->seats; k++) {
                unsigned s = k >> 1; /* YM-1: Spells too, the left zone, then the right */
                unsigned z =
                    tt_zone_instance(m, k & 1 ? g->z_pendulum_right : g->z_pendulum, s, -1);
                for (unsigned i = 0; (who.seats | who.fixed) >> s & 1 && i < tt_zone_count(m, z);
                     i++)
                    if (ygo_lob_target_ok(m, g, c, tt_zone_card(m, z, i)))
                        tt_decision_add(
                            m, (tt_option){YO_TARGET, (int16_t)tt_zone_card(m, z, i), 0, 0});
            }
            return TT_STEP_DECIDE;
        }
        if ((ygo_field(m, c, YF_TARGETS) == YTG_ONE_FACE_UP_MONSTER ||
             ygo_field(m, c, YF_TARGETS) == YTG_ONE_MONSTER) &&
            f->target < 0) {
            int any = ygo_field(m, c, YF_TARGETS) == YTG_ONE_MONSTER;
            unsigned seats = ygo_who_seats(m, seat, ygo_part_at(m, c, 0)->who);
            tt_decision_open(m, seat, 0);
            for (unsigned s = 0; s < tt_match_rules(m)->seats; s++) {
                unsigned z = tt_zone_instance(m, g->z_monster, s, -1);
                for (unsigned i = 0; (seats >> s & 1) && i < tt_zone_count(m, z); i++)
                    if ((any || !tt_card_face_down(m, tt_zone_card(m, z, i))) &&
                        ygo_targetable(m, g, tt_zone_card(m, z, i)) &&     /* not Vennominaga */
                        ygo_lob_target_ok(m, g, c, tt_zone_card(m, z, i))) /* lob_mrd.c */
                        tt_decision_add(
                            m, (tt_option){YO_TARGET, (int16_t)tt_zone_card(m, z, i), 0, 0});
            }
            return TT_STEP_DECIDE;
        }
        if (f->target < 0 && ygo_lob_target_choice(m, g, c, seat)) /* Magician of Faith */
            return TT_STEP_DECIDE;
        if (ygo_field(m, c, YF_TARGETS) == YTG_SUMMONED && f->target < 0 &&
            ygo_summoned_target_choice(m, g, c, seat, &f->target)) /* Trap Hole */
            return TT_STEP_DECIDE;
        if (ygo_field(m, c, YF_TARGETS) == YTG_GRAVEYARD_MONSTER && f->target < 0) {
            unsigned gy = tt_zone_instance(m, g->z_graveyard, seat, -1); /* YT-1.3: its own */
            tt_decision_open(m, seat, 0);
            for (unsigned i = 0; i < tt_zone_count(m, gy); i++)
                if (ygo_revive_ok(m, tt_zone_card(m, gy, i)))
                    tt_decision_add(m,
                                    (tt_option){YO_TARGET, (int16_t)tt_zone_card(m, gy, i), 0, 0});
            return TT_STEP_DECIDE;
        }
        if (ygo_field(m, c, YF_TARGETS) == YTG_CHAIN_LINK && g->nchain)
            f->target = (int16_t)g->chain[g->nchain - 1].card;
        if (ygo_field(m, c, YF_TARGETS) == YTG_ATTACKER) /* Sakuretsu Armor */
            f->target = g->bat.attacker;
        f->stage = STAGE_OPPONENT;
        return TT_STEP_AGAIN;
    case STAGE_OPPONENT:
        if (ygo_needs_opponent(m, c) && f->opponent == 0xff) {
            tt_scope_set opp = tt_scope_resolve(m, seat, -1, TT_SCOPE_OPPONENT_CARDS);
            if (opp.choose) { /* YT-3.1: the activating player chooses ONE opponent */
                tt_decision_open(m, seat, 0);
                for (unsigned s = 0; s < tt_match_rules(m)->seats; s++)
                    if (opp.seats >> s & 1)
                        tt_decision_add(m, (tt_option){YO_OPPONENT, (int16_t)c, (int16_t)s, 0});
                return TT_STEP_DECIDE;
            }
            for (unsigned s = 0; s < tt_match_rules(m)->seats; s++)
                if (opp.seats >> s & 1)
                    f->opponent = (uint8_t)s;
        }
        f->stage = STAGE_DECLARE;
        return TT_STEP_AGAIN;
    case STAGE_DECLARE:
        if (ygo_action(m, c, 0) == YX_DECLARE_DISCARD && f->declared < 0) {
            /* Mind Crush: any card name, in the card database's order. Not the names of the
             * match's cards: which names those are, and in what order their cards lie, would
             * tell the cards hidden from the declaring player. */
            const tt_carddb *db = tt_match_carddb(m);
            tt_decision_open(m, seat, 0);
            for (unsigned id = 0; id < tt_carddb_count(db); id++)
                tt_decision_add(m, (tt_option){YO_DECLARE, (int16_t)id, 0, 0});
            return TT_STEP_DECIDE;
        }
        f->stage = STAGE_LINK;
        return TT_STEP_AGAIN;
    default: {
        ygo_activation_frame done = *f;
        tt_frame_pop(m);
        ygo_moment(m, g); /* YB: the activation happens after its cost (triggers.c) */
        if (g->nchain == YGO_MAX_CHAIN) { /* YB: the real game has no limit: stop, loudly */
            tt_game_fault(m, YLIM_CHAIN);
            return TT_STEP_DONE;
        }
        g->chain[g->nchain++] = (ygo_link){done.card,
                                           done.seat,
                                           done.opponent,
                                           done.target,
                                           0,
                                           link_speed(m, done.card, done.trigger),
                                           0,
                                           done.trigger,
                                           done.declared,
                                           done.ignition,
                                           done.tributed};
        ygo_emit(m, YE_ACTIVATE, seat, (int)done.card, g->nchain, 0);
        if (done.declared >= 0) /* a = the card id of the name */
            ygo_emit(m, YE_DECLARE, seat, -1, done.declared, 0);
        unsigned kind;
        if (tt_frame_top(m, &kind) && kind == YFR_TRIGGERS)
            return TT_STEP_DONE; /* YT-5.3: the window opens when every trigger is on */
        if (tt_frame_top(m, &kind) && kind == YFR_CHAIN) {
            tt_window_link(m, seat); /* YT-5.2: a new link restarts the round after it */
        } else {
            ygo_chain_frame chain = {0};
            tt_frame_push(m, YFR_CHAIN, &chain, sizeof chain);
            tt_window_open(m, seat);
        }
        return TT_STEP_DONE;
    }
    }
}

int ygo_apply_activation(tt_match *m, ygo_state *g, unsigned seat, const tt_option *o)
{
    unsigned kind;
    ygo_activation_frame *f = tt_frame_top(m, &kind);
    if (!f || kind != YFR_ACTIVATION)
        return TT_ERR_MISUSE;
    switch (o->kind) {
    case YO_DISCARD: /* the cost */
        tt_card_send(m, (unsigned)o->a, g->z_graveyard, -1, TT_TOP);
        ygo_emit(m, YE_DISCARD, seat, o->a, 0, 0);
        f->paid++;
        return TT_OK;
    case YO_TARGET:
        f->target = o->a;
        return TT_OK;
    case YO_TRIBUTE: /* the cost: the monster goes to its owner's Graveyard (YT-3.6, YM-3) */
        ygo_tribute_cost(m, g, seat, (unsigned)o->a);
        f->paid = 1;
        f->tributed = (uint16_t)(o->a + 1); /* Mystik Wok counts its ATK or DEF */
        return TT_OK;
    case YO_DECLARE:
        f->declared = o->a;
        return TT_OK;
    case YO_BANISH_COST: /* the cost: face-up to its owner's banished zone (YT-3.6) */
        ygo_banish(m, g, (unsigned)o->a);
        f->paid = 1;
        return TT_OK;
    case YO_OPPONENT:
        f->opponent = (uint8_t)o->b;
        return TT_OK;
    case YO_DETACH: /* Number 88's cost (xyz.c) */
        return ygo_destiny_detach(m, g, f->card, (unsigned)o->a);
    default:
        return TT_ERR_MISUSE;
    }
}

tt_step ygo_resolve_chain(tt_match *m, ygo_state *g, ygo_chain_frame *f)
{
    if (!f->resolving) {
        int s = tt_window_next(m); /* YT-5.2: the next seat that has a response */
        if (s >= 0) {
            tt_decision_open(m, (unsigned)s, 0);
            tt_decision_add(m, (tt_option){YO_PASS, -1, 0, 0});
            ygo_activation_options(m, g, (unsigned)s, 1);
            return TT_STEP_DECIDE;
        }
        f->resolving = 1; /* everyone passed in a row: resolve last-in first-out */
        ygo_summon_chain_resolving(g);
    }
    if (g->nchain == 0) {
        tt_frame_pop(m);
        if (g->bat.answered == 1)    /* YM-8: the chain that answered the attack declaration is */
            g->bat.answered = 2;     /* over: none later does (the Summon window after it, too) */
        ygo_summon_chain_over(m, g); /* a Summon by its last link: the window that answers it */
        return TT_STEP_DONE;
    }
    ygo_effect_frame e = {
        g->chain[g->nchain - 1].card, (uint8_t)(g->nchain - 1), 0, 0, 0xff, 0, 0, 0, 0};
    ygo_moment(m, g); /* YB: this link resolves after the one before it (triggers.c) */
    tt_frame_push(m, YFR_EFFECT, &e, sizeof e);
    return TT_STEP_AGAIN;
}
