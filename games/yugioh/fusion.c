/* fusion.c: Fusion Summons with Polymerization. The Fusion Monster comes from the activator's
 * own Extra Deck, never the teammate's (YT-1.5); its materials from the activator's hand or
 * field, or the teammate's field with the teammate's permission (YT-3.5); materials go to
 * their owners' Graveyards (YT-3.6). Materials are read from card data at setup. */
#include <string.h>

#include "ygo.h"

int ygo_fusion_setup(tt_match *m, tt_error *err)
{
    const tt_carddb *db = tt_match_carddb(m);
    ygo_tables *t = ygo_tables_setup(m);
    for (unsigned c = 0; c < tt_match_card_count(m); c++) {
        if (ygo_kind(m, c) != YK_FUSION_MONSTER)
            continue;
        if (t->nfusions == YGO_MAX_FUSIONS)
            return ygo_table_full(err, YGO_MAX_FUSIONS, "Fusion Monsters");
        unsigned f = t->nfusions, n = 0;
        char items[YGO_MAX_MATERIALS][96];
        unsigned k = ygo_split_list(tt_carddb_text(db, tt_card_id(m, c), YF_MATERIALS), items,
                                    YGO_MAX_MATERIALS);
        for (unsigned j = 0; j < k; j++) {
            int id = tt_carddb_find(db, items[j]);
            if (id >= 0)
                t->fusion_mats[f][n++] = (uint32_t)id;
        }
        t->fusion_card[f] = (uint16_t)c;
        t->fusion_nmats[f] = (uint8_t)n;
        t->nfusions += n > 0;
    }
    return TT_OK;
}

static int fusion_index(const ygo_tables *t, unsigned card)
{
    return ygo_table_index(t->fusion_card, t->nfusions, card);
}

/* The cards seat may use as material with card id `id` (its hand and field, and its
 * teammates' fields: YT-3.5), leaving out skip; returns how many were written to out. */
static unsigned candidates(const tt_match *m, const ygo_state *g, unsigned seat, uint32_t id,
                           const uint16_t *skip, unsigned nskip, uint16_t *out, unsigned max)
{
    tt_scope_set mates = tt_scope_resolve(m, seat, -1, TT_SCOPE_TEAMMATES);
    unsigned zones[TT_MAX_SEATS + 1], nz = 0, n = 0;
    zones[nz++] = tt_zone_instance(m, g->z_hand, seat, -1);
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++)
        if (s == seat || (mates.seats >> s & 1))
            zones[nz++] = tt_zone_instance(m, g->z_monster, s, -1);
    for (unsigned z = 0; z < nz; z++) {
        for (unsigned i = 0; i < tt_zone_count(m, zones[z]) && n < max; i++) {
            unsigned c = tt_zone_card(m, zones[z], i);
            int used = 0;
            for (unsigned k = 0; k < nskip; k++)
                used |= skip[k] == c;
            if (!used && tt_card_id(m, c) == id)
                out[n++] = (uint16_t)c;
        }
    }
    return n;
}

/* Whether fusion f can be made now by seat: every material has a distinct candidate. */
static int fusion_makeable(const tt_match *m, const ygo_state *g, unsigned seat, unsigned f)
{
    const ygo_tables *t = ygo_tables_of(m);
    uint16_t picks[YGO_MAX_MATERIALS];
    unsigned n = 0;
    for (unsigned k = 0; k < t->fusion_nmats[f]; k++) {
        if (!candidates(m, g, seat, t->fusion_mats[f][k], picks, n, picks + n, 1))
            return 0;
        n++;
    }
    return n > 0;
}

/* YT-1.5: a Fusion Monster in seat's own Extra Deck (never the teammate's). */
static int in_own_extra(const tt_match *m, const ygo_state *g, unsigned seat, unsigned card)
{
    unsigned z = tt_card_zone(m, card);
    return z != TT_NOWHERE && g->z_extra != 0xff && tt_zone_kind_of(m, z) == g->z_extra &&
           tt_zone_seat_of(m, z) == (int)seat;
}

int ygo_fusion_possible(const tt_match *m, const ygo_state *g, unsigned seat)
{
    const ygo_tables *t = ygo_tables_of(m);
    for (unsigned i = 0; i < t->nfusions; i++)
        if (in_own_extra(m, g, seat, t->fusion_card[i]) && fusion_makeable(m, g, seat, i))
            return 1;
    return 0;
}

tt_step ygo_resolve_fusion(tt_match *m, ygo_state *g, ygo_fusion_frame *f)
{
    const ygo_tables *t = ygo_tables_of(m);
    unsigned seat = f->seat;
    if (f->fusion == 0xffff) { /* which Fusion Monster */
        unsigned n = 0;
        for (unsigned i = 0; i < t->nfusions; i++)
            n += in_own_extra(m, g, seat, t->fusion_card[i]) && fusion_makeable(m, g, seat, i);
        if (!n) { /* the materials are gone since the activation: the effect does nothing */
            tt_frame_pop(m);
            return TT_STEP_DONE;
        }
        tt_decision_open(m, seat, 0);
        for (unsigned i = 0; i < t->nfusions; i++)
            if (in_own_extra(m, g, seat, t->fusion_card[i]) && fusion_makeable(m, g, seat, i))
                tt_decision_add(m, (tt_option){YO_FUSE, (int16_t)t->fusion_card[i], 0, 0});
        return TT_STEP_DECIDE;
    }
    int fi = fusion_index(t, f->fusion);
    if (fi >= 0 && f->picked < t->fusion_nmats[fi]) { /* the next material */
        uint16_t cands[64];
        unsigned n =
            candidates(m, g, seat, t->fusion_mats[fi][f->picked], f->mats, f->picked, cands, 64);
        if (!n) { /* a material left since: the summon cannot be made */
            tt_frame_pop(m);
            return TT_STEP_DONE;
        }
        tt_decision_open(m, seat, 0);
        for (unsigned i = 0; i < n; i++)
            tt_decision_add(m, (tt_option){YO_MATERIAL, (int16_t)cands[i], 0, 0});
        return TT_STEP_DECIDE;
    }
    for (; f->asked < f->picked; f->asked++) { /* YT-3.5: the controller's permission */
        unsigned c = f->mats[f->asked], ctl = tt_card_controller(m, c);
        if (ctl != seat && tt_zone_kind_of(m, tt_card_zone(m, c)) == g->z_monster) {
            tt_decision_open(m, ctl, 0);
            tt_decision_add(m, (tt_option){YO_ALLOW_MATERIAL, (int16_t)c, 0, 0});
            tt_decision_add(m, (tt_option){YO_REFUSE_MATERIAL, (int16_t)c, 0, 0});
            return TT_STEP_DECIDE;
        }
    }
    ygo_fusion_frame done = *f;
    tt_frame_pop(m);
    unsigned zone = tt_zone_instance(m, g->z_monster, seat, -1);
    unsigned frees = 0;
    for (unsigned i = 0; i < done.picked; i++)
        frees += tt_card_zone(m, done.mats[i]) == zone;
    if (done.refused || fi < 0 || tt_zone_free(m, zone) + frees == 0)
        return TT_STEP_DONE; /* refused, or no room: nothing is summoned, nothing is used */
    for (unsigned i = 0; i < done.picked; i++) {
        g->card[done.mats[i]].flags = 0;
        tt_card_set_face_down(m, done.mats[i], 0);
        ygo_send_to_graveyard(m, g, done.mats[i]); /* owners' GY (YT-3.6) or Extra (YM-3) */
        ygo_emit(m, YE_TRIBUTED, seat, done.mats[i], 1, 0);
    }
    tt_card_put(m, done.fusion, zone, TT_TOP);
    tt_card_set_face_down(m, done.fusion, 0);
    g->card[done.fusion].flags = YGO_SUMMONED;
    ygo_summon_position_ask(m, g, seat, 3, &done.fusion, 1); /* face-up Attack or Defense */
    return TT_STEP_DONE;
}

int ygo_apply_fusion(tt_match *m, ygo_state *g, unsigned seat, const tt_option *o)
{
    unsigned kind;
    ygo_fusion_frame *f = tt_frame_top(m, &kind);
    (void)g;
    (void)seat;
    if (!f || kind != YFR_FUSION)
        return TT_ERR_MISUSE;
    switch (o->kind) {
    case YO_FUSE:
        f->fusion = (uint16_t)o->a;
        return TT_OK;
    case YO_MATERIAL:
        if (f->picked < YGO_MAX_MATERIALS)
            f->mats[f->picked++] = (uint16_t)o->a;
        return TT_OK;
    case YO_ALLOW_MATERIAL:
        f->asked++;
        return TT_OK;
    default:
        f->refused = 1;
        f->asked = f->picked;
        return TT_OK;
    }
}
