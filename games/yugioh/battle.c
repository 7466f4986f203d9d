/* battle.c: the Battle Phase and its steps (YM-8): the Start Step's response window; the Battle
 * Step: attack declarations (YT-2.2 from the ruleset's first attack turn, YT-4.1 only with your
 * own monsters, YT-4.2 no direct attack while either opponent controls a monster), each
 * answered by a response window (Mirror Force, Sakuretsu Armor: "when an opponent's monster
 * declares an attack"); then the Damage Step of each attack with its timings (YM-9): quick
 * effects and ATK modifiers at the start of the Damage Step (Honest, Shrink) while a face-down
 * target is still face-down, the face-down target flipped before damage calculation (a second
 * window: Honest, Shrink on the flipped monster), "during damage calculation" effects (Kuriboh,
 * Injection Fairy Lily), damage calculation by ATK against ATK/DEF (YB), triggers after it
 * (FLIP, D.D. Warrior Lady, Memory Crusher), and at the end of the Damage Step monsters
 * destroyed by battle go to their owner's Graveyard (YT-3.6) and their triggers (Giant Rat) go
 * on a chain, each its controller's as it left the field; then back to the Battle Step, or on to
 * the End Step's window. A battle whose attacker or attack target has left the field by then
 * (Sasuke Samurai, Drillroid) has no damage calculation: it goes from that timing to the end of
 * the Damage Step. Battle damage goes to the shared LP (YT-1.4). Every window asks every seat,
 * partner included, the turn player first (it holds priority after its attack declaration and at
 * each Damage Step timing), then the others in the core's YT-5.2 order; the Start and End Steps
 * are open game states (open_state.c). A replay (the target left, or the count of monsters on the
 * attacked side changed before the Damage Step) lets the attacker choose a target again or stop
 * (YM-8). */
#include "ygo.h"

static unsigned opposing_monsters(const tt_match *m, const ygo_state *g, unsigned opp)
{
    unsigned n = 0;
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++)
        if (opp >> s & 1)
            n += tt_zone_count(m, tt_zone_instance(m, g->z_monster, s, -1));
    return n;
}

static int opponents_have_monsters(const tt_match *m, const ygo_state *g, unsigned opp)
{
    return opposing_monsters(m, g, opp) > 0;
}

/* The targets attacker a of seat may be given: each monster of the opposing side (YT-3.2), or
 * each opponent directly while that side has none (YT-4.2). c = 1 marks a replay's choice. */
static void attack_options(tt_match *m, const ygo_state *g, unsigned seat, unsigned a, int swords,
                           int16_t replay)
{
    unsigned opp = tt_scope_resolve(m, seat, -1, TT_SCOPE_OPPONENT_SIDE).seats;
    int blocked = opponents_have_monsters(m, g, opp);
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++) {
        if (!(opp >> s & 1))
            continue;
        unsigned z = tt_zone_instance(m, g->z_monster, s, -1);
        for (unsigned j = 0; j < tt_zone_count(m, z); j++) {
            tt_option o = {YO_ATTACK, (int16_t)a, (int16_t)tt_zone_card(m, z, j), replay};
            if (swords)
                tt_decision_deny(m, o, YR_NO_ATTACKS);
            else if (g->nshield && ygo_attack_shielded(m, g, seat, tt_zone_card(m, z, j)))
                tt_decision_deny(m, o, YR_ATTACK_SHIELD); /* more_monsters.c */
            else
                tt_decision_add(m, o);
        }
        tt_option direct = {YO_DIRECT, (int16_t)a, (int16_t)s, replay};
        if (swords)
            tt_decision_deny(m, direct, YR_NO_ATTACKS);
        else if (blocked && !ygo_lob_direct(m, g, a)) /* Mystic Lamp may */
            tt_decision_deny(m, direct, YR_DIRECT_ATTACK);
        else
            tt_decision_add(m, direct);
    }
}

tt_step ygo_battle_phase(tt_match *m, ygo_state *g, unsigned seat)
{
    if (g->bp_step == YBP_NONE) { /* YM-8: the Start Step, then the Battle Step */
        g->bp_step = YBP_START;
        ygo_emit(m, YE_BP_STEP, seat, -1, 0, 0);
        if (ygo_open_state(m, g, YBP_START, 0)) /* YM-8: an open game state (open_state.c) */
            return TT_STEP_AGAIN;
    }
    if (g->bp_step == YBP_START) {
        g->bp_step = YBP_BATTLE;
        ygo_emit(m, YE_BP_STEP, seat, -1, 1, 0);
    }
    if (g->main_done) { /* the Battle Phase was ended: the End Step, then Main Phase 2 */
        if (g->bp_step == YBP_BATTLE) {
            g->bp_step = YBP_END;
            if (g->ndefense_after) /* Goblin Attack Force (more_monsters.c) */
                ygo_defense_after_battle_phase(m, g, seat);
            ygo_emit(m, YE_BP_STEP, seat, -1, 2, 0);
            if (ygo_open_state(m, g, YBP_END, 0))
                return TT_STEP_AGAIN;
        }
        g->main_done = 0;
        g->bp_step = YBP_NONE;
        return TT_STEP_DONE;
    }
    unsigned field = tt_zone_instance(m, g->z_monster, seat, -1); /* YT-4.1: own monsters */
    int swords = ygo_attacks_forbidden(m, g, seat);
    tt_decision_open(m, seat, YP_BATTLE);
    for (unsigned i = 0; i < tt_zone_count(m, field); i++) {
        unsigned a = tt_zone_card(m, field, i);
        if (tt_card_face_down(m, a) || (g->card[a].flags & (YGO_DEFENSE | YGO_ATTACKED)))
            continue;
        if (g->lob_stats && !ygo_lob_may_attack(m, g, seat, a))
            continue; /* Dark Elf cannot pay its 1000 LP */
        if (g->nbind && ygo_bound(m, g, a))
            continue; /* Spellbinding Circle: "it cannot attack" */
        /* YT-3.2, YT-4.2: both opponents; Gravity Bind (era_effects.c) */
        attack_options(m, g, seat, a, swords || (g->nban && ygo_attack_banned(m, g, a)), 0);
    }
    tt_decision_add(m, (tt_option){YO_END_BATTLE, -1, 0, 0});
    return TT_STEP_DECIDE;
}

int ygo_battle_opponent(const ygo_state *g, unsigned card)
{
    if (g->bat.stage == BS_NONE || g->bat.target < 0)
        return -1;
    if ((int)card == g->bat.attacker)
        return g->bat.target;
    if ((int)card == g->bat.target)
        return g->bat.attacker;
    return -1;
}

static int on_field(const tt_match *m, const ygo_state *g, int card)
{
    unsigned z;
    return card >= 0 && (z = tt_card_zone(m, (unsigned)card)) != TT_NOWHERE &&
           tt_zone_kind_of(m, z) == g->z_monster;
}

static void hit(tt_match *m, ygo_state *g, unsigned seat, int32_t amount)
{
    if (amount <= 0)
        return;
    if ((g->bat.nodmg >> seat & 1) || /* Kuriboh: no battle damage to that seat */
        ygo_shielded(m, g, seat)) {   /* Waboku: this turn (more_spells_traps.c) */
        ygo_emit(m, YE_NO_DAMAGE, seat, -1, amount, 0);
        return;
    }
    int32_t dealt = ygo_damage(m, seat, amount); /* YT-1.4: the team's LP */
    if (g->ngorz) /* Gorz: the player battle damage was dealt to (tokens.c) */
        ygo_damage_taken(m, g, seat, dealt, 1, seat == g->bat.seat ? g->bat.defender : g->bat.seat,
                         1);
    if (seat != g->bat.seat)
        g->bat.dealt += amount;
    else
        g->bat.taken += amount; /* inflicted by the attacked monster (Vennominaga) */
}

/* Marks c destroyed by battle, unless it cannot be (Spirit Reaper; Skill Drain negates that). */
static void battle_destroyed(const tt_match *m, ygo_state *g, int c)
{
    if (ygo_shielded(m, g, tt_card_controller(m, (unsigned)c)))
        return; /* Waboku: "Your monsters cannot be destroyed by battle this turn" */
    if (!ygo_field(m, (unsigned)c, YF_NO_BATTLE_DESTROY) || ygo_drained(m, g, (unsigned)c))
        g->card[c].flags |= YGO_BATTLE_DESTROYED;
}

/* YB damage calculation; monsters destroyed by battle stay on the field, marked, until the
 * end of the Damage Step (YM-9). */
static void calculate(tt_match *m, ygo_state *g)
{
    int a = g->bat.attacker, t = g->bat.target;
    if (!on_field(m, g, a) || tt_card_controller(m, (unsigned)a) != g->bat.seat)
        return; /* the attacker left the field: no damage calculation */
    int32_t atk = ygo_battle_atk(m, g, (unsigned)a); /* Forbidden Scripture: original */
    if (t < 0) {
        hit(m, g, g->bat.defender, atk);
        return;
    }
    if (!on_field(m, g, t))
        return;
    unsigned defender = tt_card_controller(m, (unsigned)t);
    if (g->card[t].flags & YGO_DEFENSE) {
        int32_t def = ygo_battle_def(m, g, (unsigned)t);
        if (atk > def) {
            battle_destroyed(m, g, t);
            if (ygo_has_action(m, (unsigned)a, YX_PIERCING) &&
                !ygo_drained(m, g, (unsigned)a)) /* Skill Drain negates it */
                hit(m, g, defender, atk - def);  /* piercing battle damage */
        } else if (atk < def)
            hit(m, g, g->bat.seat, def - atk); /* the attacker's controller takes it */
        return;
    }
    int32_t other = ygo_battle_atk(m, g, (unsigned)t);
    if (atk > other) {
        battle_destroyed(m, g, t);
        hit(m, g, defender, atk - other);
    } else if (atk < other) {
        battle_destroyed(m, g, a);
        hit(m, g, g->bat.seat, other - atk);
    } else if (atk > 0) { /* equal ATK: both are destroyed, no damage */
        battle_destroyed(m, g, a);
        battle_destroyed(m, g, t);
    }
}

static unsigned trigger_of(const tt_match *m, unsigned card)
{
    return (unsigned)ygo_field(m, card, YF_TRIGGER);
}

/* After damage calculation (YM-9 timing 4): the waiting FLIP (or "flipped face-up": Tsukuyomi)
 * effect of the flipped target, "after damage calculation" effects of both battlers (they are
 * still on the field even when destroyed), and a direct attack's damage trigger. */
static void after_calc_triggers(tt_match *m, ygo_state *g)
{
    int a = g->bat.attacker, t = g->bat.target;
    if (g->ngorz) /* "when you take damage" (Gorz): battle damage, from the hand */
        ygo_damage_taken_triggers(m, g);
    if (t >= 0 && on_field(m, g, t) && (g->card[t].flags & YGO_FLIPPED) &&
        ygo_flip_trigger(m, (unsigned)t))
        ygo_trigger_add(m, g, (unsigned)t, tt_card_controller(m, (unsigned)t));
    int both = on_field(m, g, a) && on_field(m, g, t);
    for (int i = 0; i < 2 && both; i++) {
        unsigned c = (unsigned)(i ? t : a);
        if (trigger_of(m, c) == YTR_AFTER_DAMAGE_CALC && !tt_card_face_down(m, c) &&
            (i || ygo_field(m, c, YF_TARGETS) != YTG_ATTACKER)) /* Wall of Illusion: attacked */
            ygo_trigger_add(m, g, c, tt_card_controller(m, c));
    }
    if (on_field(m, g, a) && g->bat.dealt > 0 &&
        ((t < 0 && trigger_of(m, (unsigned)a) == YTR_DIRECT_DAMAGE) ||
         trigger_of(m, (unsigned)a) == YTR_BATTLE_DAMAGE))
        ygo_trigger_add(m, g, (unsigned)a, tt_card_controller(m, (unsigned)a));
    /* the attacked monster that inflicted battle damage to the attacking player (Airknight
     * Parshath attacked by a weaker monster) */
    if (t >= 0 && on_field(m, g, t) && g->bat.taken > 0 && !tt_card_face_down(m, (unsigned)t) &&
        trigger_of(m, (unsigned)t) == YTR_BATTLE_DAMAGE)
        ygo_trigger_add(m, g, (unsigned)t, tt_card_controller(m, (unsigned)t));
}

/* "At the start of the Damage Step, if this card battles a face-up non-DARK monster" (Ally of
 * Justice Catastor): card is face-up on the field, attacking or attacked, and the monster it
 * battles is face-up (a face-down target is flipped only before damage calculation, YM-9) and
 * not of the card's `filter_attribute`. */
int ygo_battler_trigger(const tt_match *m, const ygo_state *g, unsigned card)
{
    int other = ygo_battle_opponent(g, card);
    return ygo_field(m, card, YF_TARGETS) == YTG_BATTLER_NOT_ATTRIBUTE &&
           trigger_of(m, card) == YTR_START_OF_DAMAGE_STEP && on_field(m, g, (int)card) &&
           !tt_card_face_down(m, card) && on_field(m, g, other) &&
           !tt_card_face_down(m, (unsigned)other) &&
           ygo_field(m, (unsigned)other, YF_ATTRIBUTE) != ygo_field(m, card, YF_FILTER_ATTR);
}

/* YM-9 timings 1 and 2: the attacker's trigger that is activated only at the start of the
 * Damage Step (Sasuke Samurai: the attacked monster still face-down; Catastor, either battler:
 * the other one face-up) or only before damage calculation (Drillroid: the attacked monster in
 * Defense Position, flipped by now); checked once per timing, before that timing's window.
 * 1: a trigger waits. */
static int timing_trigger(tt_match *m, ygo_state *g, unsigned timing)
{
    int a = g->bat.attacker, t = g->bat.target;
    unsigned bit = timing == YTR_START_OF_DAMAGE_STEP ? 1u : 2u;
    if (g->bat.timed & bit)
        return 0;
    g->bat.timed |= (uint8_t)bit;
    if (t < 0 || !on_field(m, g, a) || !on_field(m, g, t))
        return 0;
    int waits = 0;
    if (timing == YTR_START_OF_DAMAGE_STEP && ygo_battler_trigger(m, g, (unsigned)t)) {
        ygo_trigger_add(m, g, (unsigned)t, tt_card_controller(m, (unsigned)t)); /* attacked */
        waits = 1;
    }
    if (tt_card_face_down(m, (unsigned)a) || tt_card_controller(m, (unsigned)a) != g->bat.seat ||
        trigger_of(m, (unsigned)a) != timing)
        return waits;
    unsigned want = (unsigned)ygo_field(m, (unsigned)a, YF_TARGETS);
    if ((want == YTG_FACE_DOWN_TARGET && !tt_card_face_down(m, (unsigned)t)) ||
        (want == YTG_DEFENSE_TARGET && !(g->card[t].flags & YGO_DEFENSE)) ||
        (want == YTG_BATTLER_NOT_ATTRIBUTE && !ygo_battler_trigger(m, g, (unsigned)a)))
        return waits;
    ygo_trigger_add(m, g, (unsigned)a, g->bat.seat);
    return 1;
}

/* "When this card destroys an opponent's monster by battle" (Jurrac Guaiba): `by` is on the
 * field face-up and was not destroyed in this battle itself (mutual destruction does not count,
 * as under Master Rule 3), and the monster it destroyed was an opponent's. */
static int battle_destroys_opponent(const tt_match *m, const ygo_state *g, int by,
                                    unsigned victim_ctl)
{
    return by >= 0 && on_field(m, g, by) && !tt_card_face_down(m, (unsigned)by) &&
           !(g->card[by].flags & YGO_BATTLE_DESTROYED) &&
           trigger_of(m, (unsigned)by) == YTR_DESTROYS_BY_BATTLE &&
           ygo_is_opponent(m, tt_card_controller(m, (unsigned)by), victim_ctl);
}

/* End of the Damage Step (YM-9 timing 5): monsters destroyed by battle are sent to their
 * owner's Graveyard now, and "destroyed by battle and sent to the GY" and "destroys a monster
 * by battle" triggers wait. */
static void end_of_damage_step(tt_match *m, ygo_state *g)
{
    int cards[2] = {g->bat.attacker, g->bat.target};
    int destroyer[2] = {-1, -1}; /* the battler that destroyed cards[i], when it triggers */
    for (unsigned i = 0; i < 2; i++) {
        int c = cards[i];
        if (c >= 0 && (g->card[c].flags & YGO_BATTLE_DESTROYED) && on_field(m, g, c) &&
            battle_destroys_opponent(m, g, cards[1 - i], tt_card_controller(m, (unsigned)c)))
            destroyer[i] = cards[1 - i];
    }
    for (unsigned i = 0; i < 2; i++) {
        int c = cards[i];
        if (c < 0 || !(g->card[c].flags & YGO_BATTLE_DESTROYED))
            continue;
        if (!on_field(m, g, c)) { /* banished by D.D. Warrior Lady meanwhile */
            g->card[c].flags &= (uint8_t)~YGO_BATTLE_DESTROYED;
            continue;
        }
        /* YT-3.6: its trigger is the controller's as it leaves the field, as Sangan's */
        unsigned ctl = tt_card_controller(m, (unsigned)c);
        ygo_destroy(m, g, (unsigned)c); /* sees the mark: destroyed by battle */
        if (trigger_of(m, (unsigned)c) == YTR_BATTLE_DESTROYED &&
            tt_zone_kind_of(m, tt_card_zone(m, (unsigned)c)) == g->z_graveyard)
            ygo_trigger_add(m, g, (unsigned)c, ctl);
        if (destroyer[i] >= 0) /* YM-9 timing 5: Jurrac Guaiba */
            ygo_trigger_add(m, g, (unsigned)destroyer[i],
                            tt_card_controller(m, (unsigned)destroyer[i]));
    }
}

/* The attacker (still its attacking player's) and the attack target (none for a direct attack)
 * are both still on the field to battle. */
static int battlers_remain(const tt_match *m, const ygo_state *g)
{
    int a = g->bat.attacker, t = g->bat.target;
    return on_field(m, g, a) && tt_card_controller(m, (unsigned)a) == g->bat.seat &&
           (t < 0 || on_field(m, g, t));
}

/* Goes on to the stage after a timing of the Battle Step or the Damage Step. YM-9: once the
 * attacker or the attack target has left the field at the start of the Damage Step or before
 * damage calculation (Sasuke Samurai, Drillroid), there is no damage calculation: no "during
 * damage calculation" window (Kuriboh), no battle damage, the battle goes to the end of the
 * Damage Step. */
static void next_stage(tt_match *m, ygo_state *g, unsigned stage)
{
    if ((stage == BS_BEFORE_OPEN || stage == BS_CALC_OPEN) && !battlers_remain(m, g))
        stage = BS_END;
    g->bat.stage = (uint8_t)stage;
}

tt_step ygo_resolve_battle(tt_match *m, ygo_state *g, ygo_battle_frame *f)
{
    (void)f;
    if (ygo_triggers_flush(m, g)) /* triggers first (a chain after the last window) */
        return TT_STEP_AGAIN;
    switch (g->bat.stage) {
    case BS_REPLAY: {
        unsigned opp = tt_scope_resolve(m, g->bat.seat, -1, TT_SCOPE_OPPONENT_SIDE).seats;
        if (!on_field(m, g, g->bat.attacker) || g->bat.negated ||
            tt_card_controller(m, (unsigned)g->bat.attacker) != g->bat.seat) {
            /* the attacker was answered (Mirror Force, Sakuretsu Armor), or its attack negated
             * (Magic Cylinder, era_effects.c): no Damage Step */
            ygo_emit(m, YE_ATTACK_ENDS, g->bat.seat, g->bat.attacker, 0, 0);
            g->bat.stage = BS_DONE;
            return TT_STEP_AGAIN;
        }
        if ((g->bat.target >= 0 && !on_field(m, g, g->bat.target)) ||
            opposing_monsters(m, g, opp) != g->bat.opposing) {
            /* YM-8, a replay: the attacked side changed; attack again (a new target, not a
             * new declaration) or stop; the monster counts as having declared an attack */
            ygo_emit(m, YE_REPLAY, g->bat.seat, g->bat.attacker, 0, 0);
            tt_decision_open(m, g->bat.seat, YP_BATTLE);
            attack_options(m, g, g->bat.seat, (unsigned)g->bat.attacker,
                           ygo_attacks_forbidden(m, g, g->bat.seat), 1);
            tt_decision_add(m, (tt_option){YO_STOP_ATTACK, g->bat.attacker, 0, 0});
            return TT_STEP_DECIDE;
        }
        g->bat.stage = BS_START_OPEN;
        return TT_STEP_AGAIN;
    }
    case BS_DECLARE_OPEN:
        if (!(g->bat.timed & 4u)) { /* "when this card declares an attack" (Exodius) */
            int a = g->bat.attacker;
            g->bat.timed |= 4u;
            if (on_field(m, g, a) && !tt_card_face_down(m, (unsigned)a) &&
                trigger_of(m, (unsigned)a) == YTR_ATTACK_DECLARED) {
                ygo_trigger_add(m, g, (unsigned)a, g->bat.seat);
                return TT_STEP_AGAIN; /* its chain first, then the declaration's window */
            }
        }
        if (g->bat.answered) /* YM-8: that chain has resolved; later ones do not answer it */
            g->bat.answered = 2;
        /* fall through */
    case BS_START_OPEN:
    case BS_BEFORE_OPEN:
    case BS_CALC_OPEN: {
        unsigned told = g->bat.stage == BS_START_OPEN    ? YGO_TOLD_START
                        : g->bat.stage == BS_BEFORE_OPEN ? YGO_TOLD_BEFORE
                        : g->bat.stage == BS_CALC_OPEN   ? YGO_TOLD_CALC
                                                         : 0;
        if (told && !(g->bat.timed & told)) { /* YM-9: the timing begins, once */
            g->bat.timed |= (uint8_t)told;
            ygo_emit(m, YE_DAMAGE_STEP, g->bat.seat, g->bat.attacker,
                     (g->bat.stage - BS_START_OPEN) / 2, 0);
        }
        if (g->bat.stage == BS_BEFORE_OPEN && g->bat.target >= 0 && on_field(m, g, g->bat.target) &&
            tt_card_face_down(m, (unsigned)g->bat.target)) {
            /* YM-9 timing 2: the face-down target is flipped; its FLIP effect waits */
            tt_card_set_face_down(m, (unsigned)g->bat.target, 0);
            g->card[g->bat.target].flags |= YGO_FLIPPED;
            ygo_emit(m, YE_FLIPPED, tt_card_controller(m, (unsigned)g->bat.target), g->bat.target,
                     0, 0);
        }
        if ((g->bat.stage == BS_START_OPEN && timing_trigger(m, g, YTR_START_OF_DAMAGE_STEP)) ||
            (g->bat.stage == BS_BEFORE_OPEN && timing_trigger(m, g, YTR_BEFORE_DAMAGE_CALC)))
            return TT_STEP_AGAIN;      /* YM-9: the trigger's chain first, then the window */
        if (!ygo_windows_open(m, g)) { /* nobody could answer: no window */
            next_stage(m, g, g->bat.stage + 2u);
            return TT_STEP_AGAIN;
        }
        /* YT-5.1, YT-5.2: the turn player (the attacker's) holds priority first at each step
         * and timing, then the other seats in the YT-5.2 order */
        tt_window_priority(m, g->bat.seat, 0);
        g->bat.stage++;
        return TT_STEP_AGAIN;
    }
    case BS_DECLARE_ASK:
    case BS_START_ASK:
    case BS_BEFORE_ASK:
    case BS_CALC_ASK: {
        int s = tt_window_next(m);
        if (s >= 0)
            return ygo_window_ask(m, g, (unsigned)s);
        next_stage(m, g, g->bat.stage + 1u);
        return TT_STEP_AGAIN;
    }

    case BS_CALC:
        calculate(m, g);
        for (unsigned c = 0; c < tt_match_card_count(m); c++)
            if (g->card[c].atk_calc) /* "during that damage calculation only" (Lily) */
                g->card[c].atk_calc = 0;
        g->bat.stage = BS_AFTER;
        return TT_STEP_AGAIN;
    case BS_AFTER:
        ygo_emit(m, YE_DAMAGE_STEP, g->bat.seat, g->bat.attacker, 3, 0); /* YM-9 timing 4 */
        after_calc_triggers(m, g);
        if (g->nvenom) /* Vennominaga's Hyper-Venom Counters (vennominaga.c) */
            ygo_venom_counters(m, g);
        g->bat.stage = BS_END;
        return TT_STEP_AGAIN;
    case BS_END:
        ygo_emit(m, YE_DAMAGE_STEP, g->bat.seat, g->bat.attacker, 4, 0); /* YM-9 timing 5 */
        end_of_damage_step(m, g);
        if (g->ndefense_after) /* Spear Dragon (more_monsters.c) */
            ygo_defense_after_damage_step(m, g);
        g->bat.stage = BS_DONE;
        return TT_STEP_AGAIN;
    default: {
        int cards[2] = {g->bat.attacker, g->bat.target};
        ygo_emit(m, YE_BATTLE_STEP_BACK, g->bat.seat, g->bat.attacker, 0, 0); /* YM-8 */
        for (unsigned i = 0; i < 2; i++)
            if (cards[i] >= 0)
                g->card[cards[i]].flags &= ygo_battle_used_clear(m, (unsigned)cards[i]);
        g->bat = (ygo_battle){-1, -1, 0, 0, BS_NONE, 0, 0, 0, 0, 0, 0, 0, 0, 0};
        tt_frame_pop(m);
        return TT_STEP_DONE;
    }
    }
}

uint8_t ygo_battle_used_clear(const tt_match *m, unsigned card)
{
    /* "Once while face-up on the field" (Sanga of the Thunder): its use outlasts the battle */
    return (uint8_t) ~(YGO_FLIPPED | (ygo_field(m, card, YF_ONCE_WHILE_FACE_UP) ? 0 : YGO_USED));
}

void ygo_battle_inline(tt_match *m, ygo_state *g, unsigned seat, unsigned a, unsigned t)
{
    ygo_battle outer = g->bat; /* the attack this effect may have answered (YM-8) */
    unsigned all = (1u << tt_match_rules(m)->seats) - 1u;
    ygo_emit(m, YE_BATTLE, seat, (int)a, ygo_atk(m, a), (int32_t)t);
    g->bat = (ygo_battle){(int16_t)a,
                          (int16_t)t,
                          (uint8_t)seat,
                          (uint8_t)tt_card_controller(m, t),
                          BS_CALC,
                          (uint8_t)all,
                          0,
                          0,
                          0,
                          0,
                          0,
                          0,
                          0,
                          0};
    if (tt_card_face_down(m, t)) { /* an attacked face-down monster is flipped; FLIP waits */
        tt_card_set_face_down(m, t, 0);
        g->card[t].flags |= YGO_FLIPPED;
        ygo_emit(m, YE_FLIPPED, tt_card_controller(m, t), (int)t, 0, 0);
    }
    calculate(m, g); /* nodmg: every seat, so no battle damage (YE_NO_DAMAGE) */
    after_calc_triggers(m, g);
    end_of_damage_step(m, g);
    g->card[a].flags &= ygo_battle_used_clear(m, a);
    g->card[a].flags |= YGO_ATTACKED; /* it has attacked this turn: no second attack */
    g->card[t].flags &= ygo_battle_used_clear(m, t);
    g->bat = outer;
}

static void start(tt_match *m, ygo_state *g, unsigned seat, unsigned a, int t, unsigned defender)
{
    ygo_battle_frame f = {0};
    if (g->lob_stats) /* Dark Elf pays for its attack */
        ygo_lob_attack_cost(m, g, seat, a);
    g->card[a].flags |= YGO_ATTACKED;
    ygo_emit(m, YE_BATTLE, seat, (int)a, ygo_atk(m, a), t);
    unsigned opp = tt_scope_resolve(m, seat, -1, TT_SCOPE_OPPONENT_SIDE).seats;
    g->bat = (ygo_battle){(int16_t)a,
                          (int16_t)t,
                          (uint8_t)seat,
                          (uint8_t)defender,
                          BS_DECLARE_OPEN,
                          0,
                          0,
                          (uint8_t)opposing_monsters(m, g, opp),
                          0,
                          0,
                          0,
                          0,
                          0,
                          0};
    tt_frame_push(m, YFR_BATTLE, &f, sizeof f);
}

void ygo_apply_battle(tt_match *m, ygo_state *g, unsigned seat, const tt_option *o)
{
    if (o->kind == YO_STOP_ATTACK) { /* a replay: no attack after all */
        ygo_emit(m, YE_ATTACK_ENDS, seat, o->a, 0, 0);
        g->bat.stage = BS_DONE;
        return;
    }
    if ((o->kind == YO_ATTACK || o->kind == YO_DIRECT) && o->c) { /* a replay's new target */
        unsigned opp = tt_scope_resolve(m, seat, -1, TT_SCOPE_OPPONENT_SIDE).seats;
        g->bat.target = o->kind == YO_ATTACK ? o->b : -1;
        g->bat.defender = (uint8_t)(o->kind == YO_ATTACK ? tt_card_controller(m, (unsigned)o->b)
                                                         : (unsigned)o->b);
        g->bat.opposing = (uint8_t)opposing_monsters(m, g, opp);
        g->bat.stage = BS_START_OPEN;
        ygo_emit(m, YE_BATTLE, seat, o->a, ygo_atk(m, (unsigned)o->a), g->bat.target);
        return;
    }
    switch (o->kind) {
    case YO_ATTACK:
        start(m, g, seat, (unsigned)o->a, o->b, tt_card_controller(m, (unsigned)o->b));
        break;
    case YO_DIRECT:
        start(m, g, seat, (unsigned)o->a, -1, (unsigned)o->b);
        break;
    default:
        g->main_done = 1;
        break;
    }
}
