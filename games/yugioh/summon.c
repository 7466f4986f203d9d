/* summon.c: the Main Phase: Normal Summons and Sets with Tributes (YB; Tributes from the
 * teammate's monsters with their permission, YT-3.5), Flip Summons and position changes
 * (once per monster per turn, not the turn it was summoned). */
#include "ygo.h"

static unsigned tributes_needed(unsigned level)
{
    return level >= 7 ? 2 : level >= 5 ? 1 : 0; /* YB: Level 5-6: 1, Level 7+: 2 */
}

/* YT-3.5 (our reading): once the partner refused its monster as a Tribute, the refusal stands
 * for the rest of the turn; the monster is not offered as a Tribute again, so a Tribute Summon
 * is never asked and refused without end. */
int ygo_tribute_refused(const tt_match *m, const ygo_state *g, unsigned card)
{
    return (g->card[card].bits & YGO_CARD_REFUSED) && g->refused_turn == tt_match_turn(m);
}

void ygo_mark_refused(tt_match *m, ygo_state *g, unsigned card)
{
    if (g->refused_turn != tt_match_turn(m)) { /* an earlier turn's marks no longer count */
        for (unsigned c = 0; c < tt_match_card_count(m); c++)
            g->card[c].bits &= (uint8_t)~YGO_CARD_REFUSED;
        g->refused_turn = (uint16_t)tt_match_turn(m);
    }
    g->card[card].bits |= YGO_CARD_REFUSED;
}

/* Monsters seat may Tribute: its own, and its teammates' (YT-3.5, with permission) that were
 * not refused this turn; *refused counts those that were. */
static unsigned tribute_candidates(const tt_match *m, const ygo_state *g, unsigned seat,
                                   unsigned *refused)
{
    unsigned n = tt_zone_count(m, tt_zone_instance(m, g->z_monster, seat, -1));
    tt_scope_set mates = tt_scope_resolve(m, seat, -1, TT_SCOPE_TEAMMATES);
    *refused = 0;
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++) {
        unsigned z = tt_zone_instance(m, g->z_monster, s, -1);
        for (unsigned i = 0; (mates.seats >> s & 1) && i < tt_zone_count(m, z); i++) {
            int no = ygo_tribute_refused(m, g, tt_zone_card(m, z, i));
            n += !no;
            *refused += (unsigned)no;
        }
    }
    return n;
}

static void summon_options(tt_match *m, const ygo_state *g, unsigned seat)
{
    unsigned hand = tt_zone_instance(m, g->z_hand, seat, -1);
    unsigned field = tt_zone_instance(m, g->z_monster, seat, -1);
    unsigned free_zones = tt_zone_free(m, field);
    int limit = tt_limit_check(m, YA_NORMAL_SUMMON, seat, -1, -1);
    unsigned refused, cands = tribute_candidates(m, g, seat, &refused);
    for (unsigned i = 0; i < tt_zone_count(m, hand); i++) {
        unsigned c = tt_zone_card(m, hand, i);
        unsigned kind = ygo_kind(m, c); /* one look-up: the hand is walked at every decision */
        if (kind >= YK_NORMAL_SPELL || ygo_extra_kind(kind) ||
            kind == YK_RITUAL_MONSTER || /* YB: a Ritual Monster only by its Spell */
            (g->nno_normal && ygo_field(m, c, YF_NO_NORMAL)))
            continue;
        int32_t own_need = ygo_field(m, c, YF_TRIBUTES); /* the Egyptian Gods: 3, never Set */
        unsigned need = own_need ? (unsigned)own_need : tributes_needed(ygo_level(m, c));
        if (need && ygo_tribute_reduction(m, g, c)) /* Geartown: 1 fewer for Ancient Gear */
            need--;
        /* own Tributes free a zone; a teammate's do not */
        unsigned own = tt_zone_count(m, field);
        for (int set = 0; set < 2 - (own_need != 0); set++) {
            tt_option o = {YO_SUMMON, (int16_t)c, (int16_t)set, (int16_t)need};
            if (limit >= 0)
                tt_decision_deny(m, o, TT_RULE_LIMIT(limit)); /* one Normal Summon or Set */
            else if (cands < need) /* YT-3.5: enough only with a refused one */
                tt_decision_deny(m, o, cands + refused >= need ? YR_TRIBUTE_REFUSED : YR_TRIBUTES);
            else if (free_zones == 0 && (need == 0 || own == 0))
                tt_decision_deny(m, o, YR_ZONE_FULL);
            else
                tt_decision_add(m, o);
        }
    }
}

static void position_options(tt_match *m, const ygo_state *g, unsigned seat)
{
    unsigned field = tt_zone_instance(m, g->z_monster, seat, -1);
    for (unsigned i = 0; i < tt_zone_count(m, field); i++) {
        unsigned c = tt_zone_card(m, field, i);
        if (g->card[c].flags & (YGO_SUMMONED | YGO_CHANGED))
            continue; /* not the turn it was summoned, once per turn */
        if (g->ndefense_after && ygo_position_locked(g, c))
            continue; /* Goblin Attack Force: until the end of its controller's next turn */
        if ((g->nforce || g->nbind) && ygo_position_held(m, g, c))
            continue; /* Dragon Capture Jar; Spellbinding Circle, a face-down one too: no Flip
                         Summon (more_spells_traps.c) */
        if (tt_card_face_down(m, c))
            tt_decision_add(m, (tt_option){YO_FLIP_SUMMON, (int16_t)c, 0, 0});
        else if (g->card[c].flags & YGO_DEFENSE)
            tt_decision_add(m, (tt_option){YO_TO_ATTACK, (int16_t)c, 0, 0});
        else if (!(g->card[c].flags & YGO_ATTACKED))
            tt_decision_add(m, (tt_option){YO_TO_DEFENSE, (int16_t)c, 0, 0});
    }
}

void ygo_main_options(tt_match *m, ygo_state *g, unsigned seat, int main1)
{
    tt_decision_open(m, seat, main1 ? YP_MAIN1 : YP_MAIN2);
    summon_options(m, g, seat);
    position_options(m, g, seat);
    if (main1) {
        tt_option bp = {YO_BATTLE_PHASE, -1, 0, 0};
        if (!tt_turn_may_attack(m) ||
            g->skip_battle[seat]) /* YT-2.2, YB: no Battle Phase before first_attack_turn; a
                                     skipped Battle Phase: Great Long Nose (era_effects.c) */
            tt_decision_deny(m, bp, YR_FIRST_ATTACK);
        else if (g->nxyz && !ygo_battle_phase_allowed(m, g, seat)) /* Number 88 (xyz.c) */
            tt_decision_deny(m, bp, YR_NO_BATTLE_PHASE);
        else
            tt_decision_add(m, bp);
    }
    ygo_spell_options(m, g, seat);
    if (g->nexodius)
        ygo_procedure_options(m, g, seat); /* Exodius's own Special Summon */
    ygo_synchro_options(m, g, seat);       /* synchro.c: nothing without Synchro Monsters */
    ygo_xyz_options(m, g, seat);           /* xyz.c: Master Rule 3, with Xyz Monsters only */
    if (g->nnamed)
        ygo_named_tribute_options(m, g, seat); /* horakhty.c */
    if (g->z_pendulum != 0xff) /* no Pendulum Zones in this ruleset: nothing of YM-1..YM-3 */
        ygo_pendulum_options(m, g, seat); /* YM-1, YM-2 */
    tt_decision_add(m, (tt_option){YO_END_TURN, -1, 0, 0});
}

static void summon(tt_match *m, ygo_state *g, unsigned seat, unsigned card, int set)
{
    uint16_t one = (uint16_t)card;
    unsigned zone = tt_zone_instance(m, g->z_monster, seat, -1);
    if (set) /* YT-1.9: face-down as it arrives, so no opponent is told its name */
        tt_card_put_face_down(m, card, zone, TT_TOP);
    else
        tt_card_put(m, card, zone, TT_TOP);
    g->card[card].flags = (uint8_t)(YGO_SUMMONED | (set ? YGO_DEFENSE : 0));
    tt_limit_use(m, YA_NORMAL_SUMMON, seat, -1, -1);
    if (set) /* a Set is not a Summon: nothing may negate it */
        ygo_emit(m, YE_SUMMON, seat, (int)card, 1, 0);
    else
        ygo_summon_begin(m, g, seat, 0, &one, 1);
}

/* The Summon happened: its events (ygo_summon_trigger), and a Flip Summon's FLIP effect waits
 * (YT-5.3). */
static void summoned(tt_match *m, ygo_state *g, unsigned seat, unsigned how, unsigned card)
{
    ygo_emit(m, YE_SUMMON, seat, (int)card, (int32_t)how,
             how >= 3 && (g->card[card].flags & YGO_DEFENSE)); /* a Special Summon's position */
    if (how == 2 && ygo_field(m, card, YF_TRIGGER) == YTR_FLIP)
        ygo_trigger_add(m, g, card, seat);
}

void ygo_summon_trigger(tt_match *m, ygo_state *g, unsigned seat, unsigned card, unsigned how)
{
    int32_t t = ygo_field(m, card, YF_TRIGGER);
    if (tt_card_face_down(m, card)) /* Special Summoned face-down: nothing to activate */
        return;
    if (t == YTR_SUMMONED || (t == YTR_NORMAL_SUMMONED && how == 0) ||
        (t == YTR_SUMMONED_OR_FLIPPED && (how == 0 || how == 2)))
        ygo_trigger_add(m, g, card, seat);
}

void ygo_summon_begin(tt_match *m, ygo_state *g, unsigned seat, unsigned how, const uint16_t *cards,
                      unsigned n)
{
    ygo_summon_frame f = {(uint8_t)seat, 0, (uint8_t)how, (uint8_t)n, {0}};
    if (!g->nnegate) { /* nothing in the match can negate a Summon: no window */
        for (unsigned i = 0; i < n; i++)
            summoned(m, g, seat, how, cards[i]);
        return;
    }
    for (unsigned i = 0; i < n && i < YGO_MAX_PENDULUM; i++)
        f.cards[i] = cards[i];
    tt_frame_push(m, YFR_SUMMON, &f, sizeof f);
}

/* YM-2, Solemn Judgment: "When a monster would be Summoned": a window where only what negates
 * a Summon may be activated, every seat asked in the YT-5.2 order; negated, the monsters are
 * destroyed and go to the Graveyard, Pendulum Monsters too (they were never Summoned). */
tt_step ygo_resolve_summon(tt_match *m, ygo_state *g, ygo_summon_frame *f)
{
    switch (f->stage) {
    case 0:
        g->summon_window = 1;
        g->summon_negated = 0;
        g->summon_seat = f->seat;
        g->summon_card = f->cards[0];
        tt_window_open(m, f->seat);
        f->stage = 1;
        return TT_STEP_AGAIN;
    case 1: {
        int s = tt_window_next(m);
        if (s < 0) {
            f->stage = 2;
            return TT_STEP_AGAIN;
        }
        tt_decision_open(m, (unsigned)s, g->cur_phase);
        tt_decision_add(m, (tt_option){YO_PASS, -1, 0, 0});
        ygo_activation_options(m, g, (unsigned)s, 1);
        return TT_STEP_DECIDE;
    }
    default: {
        ygo_summon_frame done = *f;
        int negated = g->summon_negated;
        tt_frame_pop(m);
        g->summon_window = 0;
        g->summon_negated = 0;
        for (unsigned i = 0; i < done.n; i++) {
            unsigned c = done.cards[i];
            if (!negated) {
                summoned(m, g, done.seat, done.how, c);
                continue;
            }
            ygo_emit(m, YE_SUMMON_NEGATED, done.seat, (int)c, 0, 0);
            g->card[c].flags = 0;
            tt_card_set_face_down(m, c, 0);
            tt_card_send(m, c, g->z_graveyard, -1, TT_TOP); /* YM-2: not the Extra Deck */
        }
        return TT_STEP_DONE;
    }
    }
}

int ygo_apply_main(tt_match *m, ygo_state *g, unsigned seat, const tt_option *o)
{
    unsigned c = (unsigned)o->a;
    switch (o->kind) {
    case YO_SUMMON:
        if (o->c == 0) {
            summon(m, g, seat, c, o->b);
        } else {
            ygo_tribute_frame f = {(uint16_t)c, (uint8_t)o->b, (uint8_t)o->c, 0, 0, {0}};
            tt_frame_push(m, YFR_TRIBUTE, &f, sizeof f);
        }
        return TT_OK;
    case YO_PROCEDURE:
        return ygo_apply_procedure(m, g, seat, o);
    case YO_FLIP_SUMMON: {
        uint16_t one = (uint16_t)c;
        tt_card_set_face_down(m, c, 0);
        g->card[c].flags = (uint8_t)((g->card[c].flags & ~YGO_DEFENSE) | YGO_CHANGED);
        ygo_summon_begin(m, g, seat, 2, &one, 1); /* Solemn Judgment may negate it */
        return TT_OK;
    }
    case YO_TO_DEFENSE:
    case YO_TO_ATTACK:
        g->card[c].flags = (uint8_t)(o->kind == YO_TO_DEFENSE ? g->card[c].flags | YGO_DEFENSE
                                                              : g->card[c].flags & ~YGO_DEFENSE);
        g->card[c].flags |= YGO_CHANGED;
        ygo_emit(m, YE_POSITION, seat, (int)c, o->kind == YO_TO_DEFENSE, 0);
        return TT_OK;
    case YO_BATTLE_PHASE: /* YT-5.2: the turn player passes; the others may act first */
        if (!ygo_open_state(m, g, YBP_NONE, YO_BATTLE_PHASE))
            g->main_done = 1;
        return TT_OK;
    case YO_END_TURN: /* straight to the End Phase, once the others have passed too */
        if (!ygo_open_state(m, g, YBP_NONE, YO_END_TURN))
            tt_turn_goto(m, YP_END);
        return TT_OK;
    default:
        return TT_ERR_MISUSE;
    }
}

static int picked(const ygo_tribute_frame *f, unsigned c)
{
    for (unsigned i = 0; i < f->picked; i++)
        if (f->picks[i] == c)
            return 1;
    return 0;
}

tt_step ygo_resolve_tribute(tt_match *m, ygo_state *g, ygo_tribute_frame *f)
{
    unsigned seat = tt_card_controller(m, f->card); /* still in its owner's hand */
    if (f->picked < f->needed) {                    /* choose the next Tribute */
        tt_scope_set mates = tt_scope_resolve(m, seat, -1, TT_SCOPE_TEAMMATES);
        unsigned own_zone = tt_zone_instance(m, g->z_monster, seat, -1);
        int own_first = tt_zone_free(m, own_zone) == 0; /* a full field: free a zone first */
        for (unsigned i = 0; i < f->picked; i++)
            own_first &= tt_card_zone(m, f->picks[i]) != own_zone;
        tt_decision_open(m, seat, 0);
        for (unsigned s = 0; s < tt_match_rules(m)->seats; s++) {
            if (s != seat && (own_first || !(mates.seats >> s & 1)))
                continue;
            unsigned z = tt_zone_instance(m, g->z_monster, s, -1);
            for (unsigned i = 0; i < tt_zone_count(m, z); i++) {
                unsigned c = tt_zone_card(m, z, i);
                /* YT-3.5: a teammate's refusal; its own monster is never refused to it (one
                   refused to the teammate's cost Tribute this turn: cost_tribute.c) */
                if (!picked(f, c) && (s == seat || !ygo_tribute_refused(m, g, c)))
                    tt_decision_add(m, (tt_option){YO_TRIBUTE, (int16_t)c, 0, 0});
            }
        }
        return TT_STEP_DECIDE;
    }
    for (; f->asked < f->picked; f->asked++) { /* YT-3.5: the controller's permission */
        unsigned c = f->picks[f->asked];
        unsigned ctl = tt_card_controller(m, c);
        if (ctl != seat) {
            tt_decision_open(m, ctl, 0);
            tt_decision_add(m, (tt_option){YO_ALLOW, (int16_t)c, 0, 0});
            tt_decision_add(m, (tt_option){YO_REFUSE, (int16_t)c, 0, 0});
            return TT_STEP_DECIDE;
        }
    }
    ygo_tribute_frame done = *f;
    tt_frame_pop(m);
    for (unsigned i = 0; i < done.picked; i++) {
        ygo_send_to_graveyard(m, g, done.picks[i]); /* owner's GY (YT-3.6) or Extra (YM-3) */
        ygo_emit(m, YE_TRIBUTED, seat, done.picks[i], 0, 0);
    }
    summon(m, g, seat, done.card, done.set);
    return TT_STEP_DONE;
}

int ygo_apply_tribute(tt_match *m, ygo_state *g, unsigned seat, const tt_option *o)
{
    unsigned kind;
    ygo_tribute_frame *f = tt_frame_top(m, &kind);
    (void)seat;
    if (!f || kind != YFR_TRIBUTE)
        return TT_ERR_MISUSE;
    if (o->kind == YO_TRIBUTE) {
        f->picks[f->picked++] = (uint16_t)o->a;
    } else if (o->kind == YO_ALLOW) {
        f->asked++;
    } else { /* refused: the summon does not happen, nothing was paid; not asked again (YT-3.5) */
        ygo_mark_refused(m, g, (unsigned)o->a);
        tt_frame_pop(m);
    }
    return TT_OK;
}
