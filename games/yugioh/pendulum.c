/* pendulum.c: Pendulum Monsters under Master Rule 3. YM-1: activated from the hand in the Main
 * Phase, face-up, into one of the seat's two Pendulum Zones, the left and the right one (the
 * ruleset's `pendulum_left` and `pendulum_right` zones, one card each), not the Spell & Trap
 * Zones; there it counts as a Spell Card, and its Scale is known by its side. YM-2: once per turn
 * (the ruleset's `pendulum_summon` limit), with a Pendulum Monster in both Pendulum Zones, Special
 * Summon at once monsters from the hand (and face-up Pendulum Monsters from the Extra Deck) whose
 * Level is strictly between the two Scales, up to the free Monster Zones. YM-3: a Pendulum Monster
 * that would go from the field to the Graveyard goes face-up to its owner's Extra Deck instead.
 * Nothing here is offered under a ruleset without Pendulum Zones (z_pendulum == 0xff). */
#include "ygo.h"

static int is_pendulum(const tt_match *m, unsigned card)
{
    return ygo_kind(m, card) == YK_PENDULUM_MONSTER;
}

/* YM-1: the Pendulum Effects played (Stargazer Magician: Spell Cards, Timegazer Magician: Trap
 * Cards). While a Pendulum Monster controlled by the card's controller battles (as the attacker
 * or the attack target, from the attack declaration to the end of the Damage Step), that
 * player's opponents cannot activate Cards of that kind: both opponents in a Team Duel, the
 * partner not. A face-down target is still a Pendulum Monster. Not played: their Scale becoming 4
 * without a "Magician" or "Odd-Eyes" card in the other Pendulum Zone (the pool has no other
 * Pendulum Monster, so both Zones filled always means two "Magician" cards). */
int ygo_pendulum_lock(const tt_match *m, const ygo_state *g, unsigned seat, unsigned kind)
{
    if (g->z_pendulum == 0xff || g->bat.attacker < 0)
        return 0;
    int32_t want = kind >= YK_NORMAL_TRAP ? YPE_NO_TRAPS_IN_BATTLE : YPE_NO_SPELLS_IN_BATTLE;
    int16_t battlers[2] = {g->bat.attacker, g->bat.target};
    for (unsigned k = 0; k < 2; k++) {
        if (battlers[k] < 0)
            continue;
        unsigned b = (unsigned)battlers[k], bz = tt_card_zone(m, b);
        if (!is_pendulum(m, b) || bz == TT_NOWHERE || tt_zone_kind_of(m, bz) != g->z_monster)
            continue;
        unsigned p = tt_card_controller(m, b);
        if (!ygo_is_opponent(m, p, seat))
            continue;
        unsigned zones[2] = {tt_zone_instance(m, g->z_pendulum, p, -1),
                             tt_zone_instance(m, g->z_pendulum_right, p, -1)};
        for (unsigned z = 0; z < 2; z++)
            for (unsigned i = 0; i < tt_zone_count(m, zones[z]); i++) {
                unsigned c = tt_zone_card(m, zones[z], i);
                if (!tt_card_face_down(m, c) && ygo_field(m, c, YF_PENDULUM_EFFECT) == want)
                    return 1;
            }
    }
    return 0;
}

int ygo_in_pendulum_zone(const tt_match *m, const ygo_state *g, unsigned card)
{
    unsigned z = tt_card_zone(m, card);
    return z != TT_NOWHERE && ygo_is_pendulum_zone(g, tt_zone_kind_of(m, z));
}

static int side_scale(const tt_match *m, unsigned zone)
{
    return tt_zone_count(m, zone) ? (int)ygo_field(m, tt_zone_card(m, zone, 0), YF_SCALE) : -1;
}

void ygo_pendulum_sides(const tt_match *m, const ygo_state *g, unsigned seat, int *left, int *right)
{
    *left = *right = -1;
    if (g->z_pendulum == 0xff)
        return;
    *left = side_scale(m, tt_zone_instance(m, g->z_pendulum, seat, -1));
    *right = side_scale(m, tt_zone_instance(m, g->z_pendulum_right, seat, -1));
}

int ygo_pendulum_scales(const tt_match *m, const ygo_state *g, unsigned seat, unsigned *lo,
                        unsigned *hi)
{
    int a, b;
    ygo_pendulum_sides(m, g, seat, &a, &b);
    if (a < 0 || b < 0)
        return 0;
    *lo = (unsigned)(a < b ? a : b);
    *hi = (unsigned)(a < b ? b : a);
    return 1;
}

/* YM-2: a monster of seat's hand, or a face-up Pendulum Monster of its own Extra Deck (YM-3,
 * YT-1.5), with a Level strictly between the Scales, that may be Special Summoned. */
static int summonable(const tt_match *m, const ygo_state *g, unsigned seat, unsigned card,
                      unsigned lo, unsigned hi)
{
    unsigned z = tt_card_zone(m, card);
    if (z == tt_zone_instance(m, g->z_hand, seat, -1)) {
        if (!ygo_is_monster(m, card) || ygo_extra_kind(ygo_kind(m, card)) ||
            ygo_kind(m, card) == YK_RITUAL_MONSTER) /* only by a Ritual Summon */
            return 0;
    } else if (g->z_extra == 0xff || z != tt_zone_instance(m, g->z_extra, seat, -1) ||
               !is_pendulum(m, card) || tt_card_face_down(m, card)) {
        return 0;
    }
    unsigned level = ygo_level(m, card);
    unsigned ns = (unsigned)ygo_field(m, card, YF_NO_SPECIAL);
    return level > lo && level < hi && ns != YNS_NEVER && ns != YNS_ONLY_NAMED;
}

/* The monsters of seat's hand and Extra Deck that fit between the Scales (YM-2). */
static unsigned count_summonable(const tt_match *m, const ygo_state *g, unsigned seat, unsigned lo,
                                 unsigned hi)
{
    unsigned zones[2] = {tt_zone_instance(m, g->z_hand, seat, -1),
                         g->z_extra == 0xff ? TT_NOWHERE
                                            : tt_zone_instance(m, g->z_extra, seat, -1)};
    unsigned n = 0;
    for (unsigned k = 0; k < 2; k++)
        for (unsigned i = 0; zones[k] != TT_NOWHERE && i < tt_zone_count(m, zones[k]); i++)
            n += (unsigned)summonable(m, g, seat, tt_zone_card(m, zones[k], i), lo, hi);
    return n;
}

/* Kept out of line: inlined into the phase loop it slowed every Main Phase of the rulesets
 * without Pendulum Zones (callgrind, Team Duel bench: +0.7M instructions for 200 games). */
__attribute__((noinline)) void ygo_pendulum_options(tt_match *m, const ygo_state *g, unsigned seat)
{
    unsigned hand = tt_zone_instance(m, g->z_hand, seat, -1);
    unsigned free_pz[2] = {tt_zone_free(m, tt_zone_instance(m, g->z_pendulum, seat, -1)),
                           tt_zone_free(m, tt_zone_instance(m, g->z_pendulum_right, seat, -1))};
    for (unsigned i = 0; i < tt_zone_count(m, hand); i++) { /* YM-1: into either free side */
        unsigned c = tt_zone_card(m, hand, i);
        if (!is_pendulum(m, c))
            continue;
        for (int side = 0; side < 2; side++) {
            tt_option o = {YO_PENDULUM_ZONE, (int16_t)c, (int16_t)side, 0};
            if (ygo_name_locked(m, g, seat, c)) /* its activation as a Spell (Sangan's lock) */
                tt_decision_deny(m, o, YR_NAME_LOCKED);
            else if (free_pz[side])
                tt_decision_add(m, o);
            else if (!free_pz[0] && !free_pz[1])
                tt_decision_deny(m, o, YR_PENDULUM_ZONE_FULL);
        }
    }
    unsigned lo, hi;
    if (!ygo_pendulum_scales(m, g, seat, &lo, &hi))
        return; /* YM-2: a Pendulum Monster in both Pendulum Zones */
    tt_option o = {YO_PENDULUM, -1, 0, 0};
    int limit = tt_limit_check(m, YA_PENDULUM_SUMMON, seat, -1, -1);
    if (limit >= 0)
        tt_decision_deny(m, o, TT_RULE_LIMIT(limit)); /* once per turn */
    else if (hi - lo < 2)
        tt_decision_deny(m, o, YR_PENDULUM_SCALES); /* equal Scales or 1 apart */
    else if (tt_zone_free(m, tt_zone_instance(m, g->z_monster, seat, -1)) == 0)
        tt_decision_deny(m, o, YR_ZONE_FULL);
    else if (count_summonable(m, g, seat, lo, hi) == 0)
        tt_decision_deny(m, o, YR_PENDULUM_NONE);
    else
        tt_decision_add(m, o);
}

int ygo_apply_pendulum(tt_match *m, ygo_state *g, unsigned seat, const tt_option *o)
{
    unsigned kind;
    ygo_pendulum_frame *f = tt_frame_top(m, &kind);
    switch (o->kind) {
    case YO_PENDULUM_ZONE: { /* YM-1: face-up, never Set; not a Spell & Trap Zone */
        ygo_activation_frame af = {.card = (uint16_t)o->a,
                                   .target = -1,
                                   .declared = -1,
                                   .seat = (uint8_t)seat,
                                   .opponent = 0xff};
        unsigned side = o->b ? g->z_pendulum_right : g->z_pendulum;
        if (tt_card_put(m, (unsigned)o->a, tt_zone_instance(m, side, seat, -1), TT_TOP))
            return TT_ERR_MISUSE;
        tt_card_set_face_down(m, (unsigned)o->a, 0);
        g->card[o->a].flags = 0;
        ygo_emit(m, YE_PENDULUM_ZONE, seat, o->a, o->b, 0);
        /* YM-1: activated as a Spell Card: a chain link that may be answered or negated */
        return tt_frame_push(m, YFR_ACTIVATION, &af, sizeof af);
    }
    case YO_PENDULUM: {
        ygo_pendulum_frame nf = {(uint8_t)seat, 0, 0, 0, {0}};
        unsigned lo, hi;
        if (!ygo_pendulum_scales(m, g, seat, &lo, &hi))
            return TT_ERR_MISUSE;
        nf.lo = (uint8_t)lo;
        nf.hi = (uint8_t)hi;
        tt_limit_use(m, YA_PENDULUM_SUMMON, seat, -1, -1);
        return tt_frame_push(m, YFR_PENDULUM, &nf, sizeof nf);
    }
    case YO_PENDULUM_PICK:
        if (!f || kind != YFR_PENDULUM)
            return TT_ERR_MISUSE;
        if (f->picked == YGO_MAX_PENDULUM) { /* YM-2 allows any number: stop, loudly */
            tt_game_fault(m, YLIM_PENDULUM);
            return TT_OK;
        }
        f->picks[f->picked++] = (uint16_t)o->a;
        return TT_OK;
    case YO_PENDULUM_DONE:
        if (!f || kind != YFR_PENDULUM)
            return TT_ERR_MISUSE;
        f->lo = f->hi; /* no more picks: the frame summons them when it resolves */
        return TT_OK;
    default:
        return TT_ERR_MISUSE;
    }
}

static int picked(const ygo_pendulum_frame *f, unsigned card)
{
    for (unsigned i = 0; i < f->picked; i++)
        if (f->picks[i] == card)
            return 1;
    return 0;
}

tt_step ygo_resolve_pendulum(tt_match *m, ygo_state *g, ygo_pendulum_frame *f)
{
    unsigned seat = f->seat;
    unsigned field = tt_zone_instance(m, g->z_monster, seat, -1);
    unsigned room = tt_zone_free(m, field);  /* a 13th pick: YGO_MAX_PENDULUM's fault */
    if (f->lo < f->hi && f->picked < room) { /* one decision per monster, then "done" */
        unsigned zones[2] = {tt_zone_instance(m, g->z_hand, seat, -1),
                             g->z_extra == 0xff ? TT_NOWHERE
                                                : tt_zone_instance(m, g->z_extra, seat, -1)};
        int open = 0;
        for (unsigned k = 0; k < 2; k++)
            for (unsigned i = 0; zones[k] != TT_NOWHERE && i < tt_zone_count(m, zones[k]); i++) {
                unsigned c = tt_zone_card(m, zones[k], i);
                if (picked(f, c) || !summonable(m, g, seat, c, f->lo, f->hi))
                    continue;
                if (!open++) /* a decision only when there is a monster left to pick */
                    tt_decision_open(m, seat, 0);
                tt_decision_add(m, (tt_option){YO_PENDULUM_PICK, (int16_t)c, 0, 0});
            }
        if (open && f->picked) /* at least one monster, then any number */
            tt_decision_add(m, (tt_option){YO_PENDULUM_DONE, -1, (int16_t)f->picked, 0});
        if (open)
            return TT_STEP_DECIDE;
    }
    ygo_pendulum_frame done = *f;
    tt_frame_pop(m);
    for (unsigned i = 0; i < done.picked; i++) { /* YM-2: all at once, then each one's position */
        unsigned c = done.picks[i];
        tt_card_put(m, c, field, TT_TOP);
        tt_card_set_face_down(m, c, 0);
        g->card[c].flags = YGO_SUMMONED;
    }
    ygo_summon_position_ask(m, g, seat, 4, done.picks, done.picked); /* then Solemn Judgment */
    return TT_STEP_DONE;
}

int ygo_pendulum_to_extra(const tt_match *m, const ygo_state *g, unsigned card)
{
    if (g->z_extra == 0xff || !is_pendulum(m, card))
        return 0;
    unsigned z = tt_card_zone(m, card);
    if (z == TT_NOWHERE)
        return 0;
    unsigned k = tt_zone_kind_of(m, z);
    return k == g->z_monster || ygo_is_pendulum_zone(g, k); /* from the field, not hand or Deck */
}

void ygo_pendulum_send(tt_match *m, ygo_state *g, unsigned card)
{
    if (ygo_pendulum_to_extra(m, g, card)) { /* YM-3: face-up to its owner's Extra Deck instead */
        tt_card_send(m, card, g->z_extra, -1, TT_TOP);
        tt_card_set_face_down(m, card, 0);
        tt_card_set_revealed(m, card, 1); /* YM-3: public there, to every seat */
        ygo_emit(m, YE_TO_EXTRA, tt_card_owner(m, card), (int)card, 0, 0);
        return;
    }
    tt_card_send(m, card, g->z_graveyard, -1, TT_TOP); /* YT-3.6: its owner's Graveyard */
}
