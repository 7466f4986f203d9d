/* synchro.c: Synchro Summons (YB; the Extra Deck of YM-4, YT-1.5). In its Main Phase, with no
 * chain, a player Special Summons a Synchro Monster of its own Extra Deck by sending from its own
 * field face-up monsters whose Levels make the Synchro Monster's exactly: one Tuner ("1 Tuner")
 * and at least one non-Tuner ("+ 1 or more non-Tuner monsters", the only material line in this
 * card pool). The materials go to their owners' Graveyards (YT-3.6; a Pendulum Monster to the
 * Extra Deck, YM-3) and the Synchro Monster takes a Monster Zone in face-up Attack or Defense
 * Position, its player's choice (issue 30).
 * It is a Summon: Solemn Judgment may negate it (YM-2's window), and it then goes to the
 * Graveyard. Default reading: only the player's own monsters are Synchro Material — YT-3.5 lets
 * a teammate's monster be Tributed or used as Fusion Material, not Synchro Material, and
 * "monsters you control" is the player's own zones (YT-3.6). */
#include "ygo.h"

static int is_tuner(const tt_match *m, unsigned card)
{
    return ygo_field(m, card, YF_TUNER) != 0;
}

/* Whether card of seat's own Monster Zone may be Synchro Material: face-up, with a Level. */
static int material_ok(const tt_match *m, const ygo_state *g, unsigned seat, unsigned card)
{
    return tt_card_zone(m, card) == tt_zone_instance(m, g->z_monster, seat, -1) &&
           !tt_card_face_down(m, card) && ygo_level(m, card) >= 1;
}

static int picked(const ygo_synchro_frame *f, unsigned card)
{
    for (unsigned i = 0; i < f->picked; i++)
        if (f->picks[i] == card)
            return 1;
    return 0;
}

/* Whether non-Tuners of seat's field, other than skip and the frame's picks (f may be NULL),
 * have Levels that add up to exactly need (need >= 1: at least one of them). The reachable
 * sums up to 12 are a bit set, so this costs one pass over the Monster Zone. */
static int completable(const tt_match *m, const ygo_state *g, unsigned seat,
                       const ygo_synchro_frame *f, int skip, unsigned need)
{
    if (need < 1 || need > 12)
        return 0;
    unsigned zone = tt_zone_instance(m, g->z_monster, seat, -1);
    uint32_t sums = 1u; /* bit s: some of the non-Tuners seen so far add up to s */
    for (unsigned i = 0; i < tt_zone_count(m, zone); i++) {
        unsigned c = tt_zone_card(m, zone, i);
        if ((int)c == skip || (f && picked(f, c)) || is_tuner(m, c) || !material_ok(m, g, seat, c))
            continue;
        sums |= (sums << ygo_level(m, c)) & 0x1fffu;
    }
    return (sums >> need) & 1u;
}

/* Whether tuner may be the Tuner of a Synchro Summon of monster by seat. */
static int tuner_fits(const tt_match *m, const ygo_state *g, unsigned seat, unsigned monster,
                      unsigned tuner)
{
    unsigned want = ygo_level(m, monster), lv = ygo_level(m, tuner);
    return is_tuner(m, tuner) && material_ok(m, g, seat, tuner) && lv < want &&
           completable(m, g, seat, NULL, (int)tuner, want - lv);
}

static int makeable(const tt_match *m, const ygo_state *g, unsigned seat, unsigned monster)
{
    unsigned zone = tt_zone_instance(m, g->z_monster, seat, -1);
    for (unsigned i = 0; i < tt_zone_count(m, zone); i++)
        if (tuner_fits(m, g, seat, monster, tt_zone_card(m, zone, i)))
            return 1;
    return 0;
}

void ygo_synchro_options(tt_match *m, const ygo_state *g, unsigned seat)
{
    if (!g->nsynchro || g->z_extra == 0xff)
        return;
    unsigned extra = tt_zone_instance(m, g->z_extra, seat, -1); /* YT-1.5: its own */
    for (unsigned i = 0; i < tt_zone_count(m, extra); i++) {
        unsigned c = tt_zone_card(m, extra, i);
        if (ygo_kind(m, c) == YK_SYNCHRO_MONSTER && makeable(m, g, seat, c))
            tt_decision_add(m, (tt_option){YO_SYNCHRO, (int16_t)c, 0, 0});
    }
}

tt_step ygo_resolve_synchro(tt_match *m, ygo_state *g, ygo_synchro_frame *f)
{
    unsigned seat = f->seat, want = ygo_level(m, f->monster);
    unsigned zone = tt_zone_instance(m, g->z_monster, seat, -1);
    if (f->levels < want) {
        tt_decision_open(m, seat, g->cur_phase);
        for (unsigned i = 0; i < tt_zone_count(m, zone); i++) {
            unsigned c = tt_zone_card(m, zone, i), lv = ygo_level(m, c);
            if (!f->picked) { /* the Tuner first */
                if (tuner_fits(m, g, seat, f->monster, c))
                    tt_decision_add(m, (tt_option){YO_SYNCHRO_MATERIAL, (int16_t)c, 1, 0});
                continue;
            }
            if (picked(f, c) || is_tuner(m, c) || !material_ok(m, g, seat, c) ||
                f->levels + lv > want)
                continue;
            if (f->levels + lv == want || completable(m, g, seat, f, (int)c, want - f->levels - lv))
                tt_decision_add(m, (tt_option){YO_SYNCHRO_MATERIAL, (int16_t)c, 0, 0});
        }
        return TT_STEP_DECIDE;
    }
    ygo_synchro_frame done = *f;
    tt_frame_pop(m);
    for (unsigned i = 0; i < done.picked; i++) { /* to their owners' Graveyards (YT-3.6) */
        unsigned c = done.picks[i];
        g->card[c].flags = 0;
        ygo_mods_clear(g, c);
        ygo_send_to_graveyard(m, g, c);
        ygo_emit(m, YE_TRIBUTED, seat, (int)c, 2, 0);
    }
    uint16_t one = done.monster;
    tt_card_put(m, done.monster, zone, TT_TOP);
    tt_card_set_face_down(m, done.monster, 0);
    g->card[done.monster].flags = YGO_SUMMONED;
    ygo_summon_position_ask(m, g, seat, 7, &one, 1); /* then Solemn Judgment's window (YM-2) */
    return TT_STEP_DONE;
}

int ygo_apply_synchro(tt_match *m, ygo_state *g, unsigned seat, const tt_option *o)
{
    unsigned kind;
    if (o->kind == YO_SYNCHRO) {
        ygo_synchro_frame f = {(uint16_t)o->a, (uint8_t)seat, 0, 0, {0}};
        tt_frame_push(m, YFR_SYNCHRO, &f, sizeof f);
        return TT_OK;
    }
    ygo_synchro_frame *f = tt_frame_top(m, &kind);
    if (!f || kind != YFR_SYNCHRO || f->picked >= sizeof f->picks / sizeof f->picks[0])
        return TT_ERR_MISUSE;
    f->picks[f->picked++] = (uint16_t)o->a;
    f->levels = (uint8_t)(f->levels + ygo_level(m, (unsigned)o->a));
    (void)g;
    return TT_OK;
}
