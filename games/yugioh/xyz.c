/* xyz.c: Xyz Summons and Number 88: Gimmick Puppet of Leo (issue 10).
 *
 * Xyz Monsters came with Master Rule 3's era; the seeds' Team Duel (000, 001) predates them,
 * so an Xyz Summon is offered only by a ruleset with Pendulum Zones (ygo-duel,
 * ygo-team-duel-mr3: the module's mark of Master Rule 3, YM-1). Synchro Summons (synchro.c)
 * have no such gate; an Xyz Monster in an older ruleset's Extra Deck simply stays there.
 *
 * In its Main Phase, with no chain, a player Special Summons an Xyz Monster of its own Extra
 * Deck (YT-1.5, YM-4) by overlaying `xyz_materials` face-up monsters of its own field whose
 * Level is the Xyz Monster's Rank ("3 Level 8 monsters"). Default reading of YT-3.5: a
 * teammate's monster may be Tributed or be Fusion Material with permission, not Xyz Material,
 * and "you control" is the player's own zones (YT-3.6), as for Synchro Material. A Token is
 * never Xyz Material; an Xyz Monster has a Rank and no Level, so it is none either.
 *
 * The materials are attached under the Xyz Monster: out of every zone (TT_NOWHERE), so no card
 * can target them; the table g->xyz_mat keeps them. A detached material, and every material of
 * an Xyz Monster that left the field, goes to its owner's Graveyard (YT-3.6) -- a Pendulum
 * Monster too, not to the Extra Deck (YM-3: "not as Xyz Material"). The Xyz Monster takes a
 * Monster Zone in face-up Attack or Defense Position, its player's choice (issue 30); it is a
 * Summon Solemn Judgment may negate (YM-2's window), after which it goes to the Graveyard and its
 * materials follow.
 *
 * Number 88 (`ignition: destiny_counter`): once per turn, with no card in its controller's
 * Spell & Trap Zone, an Ignition Effect: detach 1 material (cost), place 1 Destiny Counter on
 * it; its controller cannot conduct its Battle Phase that turn; with YGO_DESTINY_COUNTERS_WIN (3,
 * as printed) Destiny Counters on it, its controller's team wins (YP-9, YP-10: checked between
 * steps, never in the middle of one effect). The cost's material is its player's choice, made as
 * the effect is activated (ygo_destiny_detach_choice, chain.c's cost stage). */
#include <stdio.h>

#include "ygo.h"

int ygo_xyz_setup(tt_match *m, ygo_state *g, tt_error *err)
{
    for (unsigned c = 0; c < tt_match_card_count(m); c++) {
        if (ygo_kind(m, c) != YK_XYZ_MONSTER)
            continue;
        if (g->nxyz == YGO_MAX_XYZ)
            return ygo_table_full(err, YGO_MAX_XYZ, "Xyz Monsters");
        g->xyz_card[g->nxyz++] = (uint16_t)c;
    }
    return TT_OK;
}

static int xyz_index(const ygo_state *g, unsigned card)
{
    return ygo_table_index(g->xyz_card, g->nxyz, card);
}

unsigned ygo_xyz_materials(const ygo_state *g, unsigned card)
{
    int i = xyz_index(g, card);
    return i < 0 ? 0 : g->xyz_nmat[i];
}

unsigned ygo_xyz_counters(const ygo_state *g, unsigned card)
{
    int i = xyz_index(g, card);
    return i < 0 ? 0 : g->xyz_counters[i];
}

static unsigned rank_of(const tt_match *m, unsigned card)
{
    return (unsigned)ygo_field(m, card, YF_RANK);
}

/* Whether card of seat's own Monster Zone may be Xyz Material of an Xyz Monster of rank. */
static int material_ok(const tt_match *m, const ygo_state *g, unsigned seat, unsigned card,
                       unsigned rank)
{
    return tt_card_zone(m, card) == tt_zone_instance(m, g->z_monster, seat, -1) &&
           !tt_card_face_down(m, card) && ygo_kind(m, card) != YK_TOKEN &&
           ygo_level(m, card) == rank && rank >= 1;
}

static int picked(const ygo_xyz_frame *f, unsigned card)
{
    for (unsigned i = 0; i < f->picked; i++)
        if (f->picks[i] == card)
            return 1;
    return 0;
}

static unsigned materials_there(const tt_match *m, const ygo_state *g, unsigned seat, unsigned rank)
{
    unsigned zone = tt_zone_instance(m, g->z_monster, seat, -1), n = 0;
    for (unsigned i = 0; i < tt_zone_count(m, zone); i++)
        n += (unsigned)material_ok(m, g, seat, tt_zone_card(m, zone, i), rank);
    return n;
}

void ygo_xyz_options(tt_match *m, const ygo_state *g, unsigned seat)
{
    if (!g->nxyz || g->z_extra == 0xff || g->z_pendulum == 0xff)
        return; /* no Xyz Monster in the match, or a ruleset older than Master Rule 3 */
    unsigned extra = tt_zone_instance(m, g->z_extra, seat, -1); /* YT-1.5: its own */
    for (unsigned i = 0; i < tt_zone_count(m, extra); i++) {
        unsigned c = tt_zone_card(m, extra, i);
        unsigned need = (unsigned)ygo_field(m, c, YF_XYZ_MATERIALS);
        if (ygo_kind(m, c) == YK_XYZ_MONSTER && need >= 1 &&
            materials_there(m, g, seat, rank_of(m, c)) >= need)
            tt_decision_add(m, (tt_option){YO_XYZ, (int16_t)c, 0, 0});
    }
}

tt_step ygo_resolve_xyz(tt_match *m, ygo_state *g, ygo_xyz_frame *f)
{
    unsigned seat = f->seat, rank = rank_of(m, f->monster);
    unsigned need = (unsigned)ygo_field(m, f->monster, YF_XYZ_MATERIALS);
    unsigned zone = tt_zone_instance(m, g->z_monster, seat, -1);
    if (f->picked < need) {
        tt_decision_open(m, seat, g->cur_phase);
        for (unsigned i = 0; i < tt_zone_count(m, zone); i++) {
            unsigned c = tt_zone_card(m, zone, i);
            if (!picked(f, c) && material_ok(m, g, seat, c, rank))
                tt_decision_add(m, (tt_option){YO_XYZ_MATERIAL, (int16_t)c, 0, 0});
        }
        return TT_STEP_DECIDE;
    }
    ygo_xyz_frame done = *f;
    tt_frame_pop(m);
    int x = xyz_index(g, done.monster); /* every Xyz Monster of the match is in the table */
    g->xyz_nmat[x] = 0;
    g->xyz_counters[x] = 0;
    for (unsigned i = 0; i < done.picked; i++) { /* overlaid: out of every zone */
        unsigned c = done.picks[i];
        ygo_emit(m, YE_XYZ_MATERIAL, seat, (int)c, 0, done.monster);
        g->card[c].flags = 0;
        ygo_mods_clear(g, c);
        tt_card_put(m, c, TT_NOWHERE, TT_TOP);
        g->xyz_mat[x][g->xyz_nmat[x]++] = (uint16_t)c;
    }
    uint16_t one = done.monster;
    tt_card_put(m, done.monster, zone, TT_TOP);
    tt_card_set_face_down(m, done.monster, 0);
    g->card[done.monster].flags = YGO_SUMMONED;
    ygo_summon_position_ask(m, g, seat, 8, &one, 1); /* then Solemn Judgment's window (YM-2) */
    return TT_STEP_DONE;
}

int ygo_apply_xyz(tt_match *m, ygo_state *g, unsigned seat, const tt_option *o)
{
    unsigned kind;
    (void)g;
    if (o->kind == YO_XYZ) {
        ygo_xyz_frame f = {(uint16_t)o->a, (uint8_t)seat, 0, {0}};
        return tt_frame_push(m, YFR_XYZ, &f, sizeof f);
    }
    ygo_xyz_frame *f = tt_frame_top(m, &kind);
    if (!f || kind != YFR_XYZ || f->picked >= YGO_MAX_XYZ_MATERIALS)
        return TT_ERR_MISUSE; /* `xyz_materials` is at most YGO_MAX_XYZ_MATERIALS (cards.c) */
    f->picks[f->picked++] = (uint16_t)o->a;
    return TT_OK;
}

/* Whether card is in a Monster Zone (face-up or not: a face-down Xyz Monster keeps them). */
static int on_field(const tt_match *m, const ygo_state *g, unsigned card)
{
    unsigned z = tt_card_zone(m, card);
    return z != TT_NOWHERE && tt_zone_kind_of(m, z) == g->z_monster;
}

/* Material k of table entry x goes to its owner's Graveyard (YT-3.6; YM-3: a Pendulum Monster
 * as Xyz Material as well). */
static void detach(tt_match *m, ygo_state *g, unsigned x, unsigned k, int left)
{
    unsigned c = g->xyz_mat[x][k];
    for (unsigned j = k + 1; j < g->xyz_nmat[x]; j++)
        g->xyz_mat[x][j - 1] = g->xyz_mat[x][j];
    g->xyz_nmat[x]--;
    tt_card_send(m, c, g->z_graveyard, -1, TT_TOP);
    ygo_emit(m, YE_DETACHED, tt_card_owner(m, c), (int)c, left, g->xyz_card[x]);
}

void ygo_xyz_check(tt_match *m, ygo_state *g)
{
    for (unsigned x = 0; x < g->nxyz; x++) {
        unsigned c = g->xyz_card[x];
        if (!g->xyz_nmat[x] && !g->xyz_counters[x])
            continue;
        if (!on_field(m, g, c)) { /* it left the field: its materials go, its counters too */
            while (g->xyz_nmat[x])
                detach(m, g, x, 0, 1);
            g->xyz_counters[x] = 0;
            continue;
        }
        if (ygo_field(m, c, YF_IGNITION) == YI_DESTINY_COUNTER &&
            g->xyz_counters[x] >=
                YGO_DESTINY_COUNTERS_WIN) { /* YP-9: "When 3 Destiny Counters are on this card" */
            unsigned seat = tt_card_controller(m, c);
            ygo_emit(m, YE_CARD_WIN, seat, (int)c, 4, 0);
            tt_team_wins(m, seat, TT_OUT_CARD);
            return;
        }
    }
}

int ygo_destiny_ignition_ok(const tt_match *m, const ygo_state *g, unsigned seat, unsigned card)
{
    int x = xyz_index(g, card);
    /* Main Phase 1 only: this engine reaches Main Phase 2 only through a Battle Phase, and
     * the effect forbids the Battle Phase of the turn it is activated */
    return x >= 0 && g->xyz_nmat[x] > 0 && g->cur_phase == YP_MAIN1 &&
           g->xyz_used_turn[x] != tt_match_turn(m) + 1u &&
           tt_zone_count(m, tt_zone_instance(m, g->z_spell_trap, seat, -1)) == 0;
}

void ygo_destiny_ignition_cost(tt_match *m, ygo_state *g, unsigned seat, unsigned card)
{
    int x = xyz_index(g, card);
    if (x < 0)
        return;
    g->xyz_used_turn[x] = (uint16_t)(tt_match_turn(m) + 1);
    g->no_bp_turn[seat] = (uint16_t)(tt_match_turn(m) + 1);
}

int ygo_destiny_detach_choice(tt_match *m, ygo_state *g, unsigned seat, unsigned card)
{
    int x = xyz_index(g, card);
    if (x < 0 || !g->xyz_nmat[x])
        return 0;
    if (g->xyz_nmat[x] == 1) { /* nothing to choose */
        detach(m, g, (unsigned)x, 0, 0);
        return 0;
    }
    tt_decision_open(m, seat, 0); /* "detach 1 Xyz Material": its player's choice */
    for (unsigned k = 0; k < g->xyz_nmat[x]; k++)
        tt_decision_add(m, (tt_option){YO_DETACH, (int16_t)g->xyz_mat[x][k], (int16_t)card, 0});
    return 1;
}

int ygo_destiny_detach(tt_match *m, ygo_state *g, unsigned card, unsigned material)
{
    int x = xyz_index(g, card);
    for (unsigned k = 0; x >= 0 && k < g->xyz_nmat[x]; k++)
        if (g->xyz_mat[x][k] == material) {
            detach(m, g, (unsigned)x, k, 0);
            return TT_OK;
        }
    return TT_ERR_MISUSE;
}

void ygo_destiny_ignition_resolve(tt_match *m, ygo_state *g, unsigned card)
{
    int x = xyz_index(g, card);
    if (x < 0 || !on_field(m, g, card) || tt_card_face_down(m, card))
        return;
    g->xyz_counters[x]++;
    ygo_emit(m, YE_DESTINY_COUNTER, tt_card_controller(m, card), (int)card, g->xyz_counters[x], 0);
}

int ygo_battle_phase_allowed(const tt_match *m, const ygo_state *g, unsigned seat)
{
    return g->no_bp_turn[seat] != tt_match_turn(m) + 1u;
}

int ygo_xyz_label(const tt_match *m, const ygo_state *g, const tt_option *o, char *buf, size_t size)
{
    const char *a =
        o->a >= 0 && (unsigned)o->a < tt_match_card_count(m) ? ygo_name(m, (unsigned)o->a) : "";
    (void)g;
    switch (o->kind) {
    case YO_XYZ:
        return snprintf(buf, size, "Xyz Summon %s", a);
    case YO_XYZ_MATERIAL:
        return snprintf(buf, size, "overlay %s as Xyz Material", a);
    case YO_DETACH: /* Xyz Materials are public: face-up under the monster */
        return snprintf(buf, size, "detach %s from %s (cost)", a,
                        o->b >= 0 && (unsigned)o->b < tt_match_card_count(m)
                            ? ygo_name(m, (unsigned)o->b)
                            : "");
    case YO_TRIBUTE_NAMED:
        return snprintf(
            buf, size, "Special Summon %s by Tributing %s", a,
            tt_carddb_text(tt_match_carddb(m), tt_card_id(m, (unsigned)o->a), YF_MATERIALS));
    default:
        return -1;
    }
}

int ygo_xyz_describe(const tt_match *m, const ygo_state *g, const tt_event *ev, const char *seat,
                     const char *card, char *buf, size_t size)
{
    const char *host =
        ev->b >= 0 && (unsigned)ev->b < tt_match_card_count(m) ? ygo_name(m, (unsigned)ev->b) : "?";
    (void)g;
    (void)seat;
    (void)card;
    switch (ev->kind - TT_EV_GAME) {
    case YE_XYZ_MATERIAL: /* it was face-up on the field as it was overlaid: public */
        return snprintf(buf, size, "%s becomes an Xyz Material of %s",
                        ygo_name(m, (unsigned)ev->card), host);
    case YE_DETACHED:
        return snprintf(buf, size,
                        ev->a ? "%s, an Xyz Material of %s, goes to the Graveyard as it left "
                                "the field"
                              : "%s is detached from %s and goes to the Graveyard",
                        card, host);
    case YE_DESTINY_COUNTER:
        return snprintf(buf, size, "a Destiny Counter is placed on %s (%d)", card, ev->a);
    default:
        return -1;
    }
}
