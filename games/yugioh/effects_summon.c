/* effects_summon.c: the primitives that Special Summon (special_summon, revive, revive_self,
 * fusion_summon, ritual_summon). A card effect Special Summons only from its activator's own
 * zones (YT-1.3); Fusion and Ritual Summons are chosen step by step in fusion.c and ritual.c. */
#include "ygo.h"

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
           ygo_field(m, c, YF_DEF) <= ygo_field(m, effect_card, YF_MAX_DEF) &&
           ygo_field(m, c, YF_LEVEL) <= ygo_field(m, effect_card, YF_MAX_LEVEL) &&
           ygo_lob_target_ok(m, g, effect_card, c) && /* `types`: Pyramid Turtle's Zombie */
           ygo_search_match(m, g, effect_card, c);
}

static unsigned summon_zones(const tt_match *m, const ygo_state *g, unsigned card, unsigned seat,
                             unsigned out[3])
{
    out[0] = tt_zone_instance(m, tt_match_rules(m)->zone_deck, seat, -1);
    if (ygo_field(m, card, YF_FROM) == YFROM_HAND) { /* Marauding Captain */
        out[0] = tt_zone_instance(m, g->z_hand, seat, -1);
        return 1;
    }
    if (ygo_field(m, card, YF_FROM) == YFROM_DECK)
        return 1;
    out[1] = tt_zone_instance(m, g->z_hand, seat, -1);
    if (ygo_field(m, card, YF_FROM) == YFROM_HAND_DECK)
        return 2;
    out[2] = tt_zone_instance(m, g->z_graveyard, seat, -1);
    return 3;
}

int ygo_can_special_summon(const tt_match *m, const ygo_state *g, unsigned card, unsigned seat)
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

/* the activator's own Deck (YT-1.3); the pick is applied by ygo_apply_effect */
tt_step ygo_do_special_summon(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    if (!f->started) {
        f->started = 1;
        if (open_summon_choice(m, g, f->card, g->chain[f->link].seat))
            return TT_STEP_DECIDE;
    }
    return TT_STEP_DONE;
}

/* Call of the Haunted, Premature Burial: the target, if it is still in the Graveyard and the
 * card is still face-up on the field (destroyed in the chain, by Mystical Space Typhoon, it
 * summons nothing: its monster would have no card to be bound to) */
tt_step ygo_do_revive(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    ygo_link *l = &g->chain[f->link];
    int i = ygo_revive_index(g, f->card);
    unsigned t = (unsigned)l->target, field = tt_zone_instance(m, g->z_monster, l->seat, -1);
    unsigned z = tt_card_zone(m, f->card);
    int in_force = z != TT_NOWHERE && tt_zone_kind_of(m, z) == g->z_spell_trap &&
                   !tt_card_face_down(m, f->card);
    l->stays = 1; /* a Continuous Trap stays on the field */
    if (i >= 0 && l->target >= 0 && in_force &&
        tt_card_zone(m, t) == tt_zone_instance(m, g->z_graveyard, l->seat, -1) &&
        tt_zone_free(m, field)) {
        g->revive_target[i] = (int16_t)t;
        ygo_special_place(m, g, f->card, t, l->seat); /* "in Attack Position" */
    }
    return TT_STEP_DONE;
}

/* from its Graveyard, if it is still there (Vennominaga) */
tt_step ygo_do_revive_self(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    unsigned c = f->card, seat = g->chain[f->link].seat;
    if (tt_card_zone(m, c) == tt_zone_instance(m, g->z_graveyard, seat, -1) &&
        tt_zone_free(m, tt_zone_instance(m, g->z_monster, seat, -1))) {
        ygo_special_place(m, g, c, c, seat); /* no position named: its player's choice */
    }
    return TT_STEP_DONE;
}

/* YT-1.5, YT-3.5: fusion.c does the choosing on a frame of its own */
tt_step ygo_do_fusion_summon(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    if (f->started)
        return TT_STEP_DONE;
    ygo_fusion_frame fu = {0xffff, g->chain[f->link].seat, 0, 0, 0, {0}};
    f->started = 1;
    tt_frame_push(m, YFR_FUSION, &fu, sizeof fu);
    return TT_STEP_AGAIN;
}

/* YB: ritual.c does the choosing on a frame of its own */
tt_step ygo_do_ritual_summon(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    if (f->started)
        return TT_STEP_DONE;
    ygo_ritual_frame r = {0xffff, f->card, g->chain[f->link].seat, 0, 0, 0, 0, {0}};
    f->started = 1;
    tt_frame_push(m, YFR_RITUAL, &r, sizeof r);
    return TT_STEP_AGAIN;
}

/* Issue 30: a card effect's Special Summon is in the position its text names (Giant Rat: Attack
 * Position; Bubonic Vermin: face-down Defense, placed face-down so no opponent is told its name,
 * YT-1.9); naming none (Gravekeeper's Spy, Monster Reborn), in face-up Attack or face-up Defense
 * Position as its summoner chooses. */
void ygo_special_place(tt_match *m, ygo_state *g, unsigned effect_card, unsigned c, unsigned seat)
{
    unsigned field = tt_zone_instance(m, g->z_monster, seat, -1);
    int32_t pos = ygo_field(m, effect_card, YF_SUMMON_POSITION);
    if (pos == YSP_FACE_DOWN_DEFENSE) {
        tt_card_put_face_down(m, c, field, TT_TOP);
    } else {
        tt_card_put(m, c, field, TT_TOP);
        tt_card_set_face_down(m, c, 0);
    }
    g->card[c].flags =
        (uint8_t)(YGO_SUMMONED |
                  (pos == YSP_DEFENSE || pos == YSP_FACE_DOWN_DEFENSE ? YGO_DEFENSE : 0u));
    ygo_mods_clear(g, c);
    if (pos == YSP_CHOICE) {
        uint16_t one = (uint16_t)c;
        ygo_summon_position_ask(m, g, seat, YGO_HOW_EFFECT, &one, 1);
        return;
    }
    ygo_emit(m, YE_SPECIAL, seat, (int)c, pos == YSP_ATTACK ? 0 : pos == YSP_DEFENSE ? 1 : 2, 0);
}

void ygo_summon_position_ask(tt_match *m, ygo_state *g, unsigned seat, unsigned how,
                             const uint16_t *cards, unsigned n)
{
    unsigned kind;
    (void)g;
    ygo_position_frame *top = tt_frame_top(m, &kind);
    if (top && kind == YFR_SPECIAL_POSITION && top->seat == seat && top->how == how &&
        how == YGO_HOW_EFFECT && top->n + n <= YGO_MAX_PENDULUM) { /* Gorz's Token, after Gorz */
        for (unsigned i = 0; i < n; i++)
            top->card[top->n++] = cards[i];
        return;
    }
    ygo_position_frame f = {{0}, (uint8_t)seat, (uint8_t)n, 0, (uint8_t)how};
    for (unsigned i = 0; i < n && i < YGO_MAX_PENDULUM; i++)
        f.card[i] = cards[i];
    tt_frame_push(m, YFR_SPECIAL_POSITION, &f, sizeof f); /* full: the core's fault stops it */
}

tt_step ygo_resolve_special_position(tt_match *m, ygo_state *g, ygo_position_frame *f)
{
    (void)g;
    unsigned c = f->card[f->done];
    tt_decision_open(m, f->seat, 0);
    tt_decision_add(m, (tt_option){YO_SPECIAL_POSITION, (int16_t)c, 0, f->how});
    tt_decision_add(m, (tt_option){YO_SPECIAL_POSITION, (int16_t)c, 1, f->how});
    return TT_STEP_DECIDE;
}

/* The chosen position; each monster's Summon told as it has its position (a card effect's
 * Special Summon, Exodius's, a Fusion or Ritual Summon), or, once all have theirs, the Summon
 * that may be negated begins (Pendulum, Synchro, Xyz, Exodius's procedure: YM-2). */
int ygo_apply_special_position(tt_match *m, ygo_state *g, const tt_option *o)
{
    unsigned kind, c = (unsigned)o->a;
    ygo_position_frame *f = tt_frame_top(m, &kind);
    if (!f || kind != YFR_SPECIAL_POSITION)
        return TT_ERR_MISUSE;
    ygo_position_frame now = *f;
    if (o->b)
        g->card[c].flags |= YGO_DEFENSE;
    if (++f->done == f->n)
        tt_frame_pop(m);
    /* a card effect's; Exodius's own is told as its Special Summon, then waits for its window */
    if (now.how == YGO_HOW_EFFECT || now.how == 6)
        ygo_emit(m, YE_SPECIAL, now.seat, (int)c, o->b ? 1 : 0, 0);
    else if (now.how == 3 || now.how == 5) /* Fusion, Ritual: a card effect's, not negated */
        ygo_emit(m, YE_SUMMON, now.seat, (int)c, now.how, o->b ? 1 : 0);
    if (now.done + 1u == now.n && now.how != YGO_HOW_EFFECT && now.how != 3 && now.how != 5)
        ygo_summon_begin(m, g, now.seat, now.how, now.card, now.n); /* Solemn Judgment (YM-2) */
    return TT_OK;
}
