/* modifiers.c: what changes a monster's ATK besides Field Spells: gains until the end of the
 * turn (Rush Recklessly, Honest) or during one damage calculation (Injection Fairy Lily), a
 * halved original ATK (Shrink), Equip Spells (Axe of Despair: sent to the Graveyard when the
 * monster leaves), Continuous Spells (Banner of Courage); Tribute reductions (Geartown); and
 * the name parts effects look for ("Gravekeeper's"), matched once at setup so that no string
 * is compared while playing. */
#include <string.h>

#include "ygo.h"

/* ygo_card_static.search_bits of card c: bits 0-7 say which name parts card c's name contains;
 * bits 8-15 hold 1 + the index of the part c's own `search` field names (0: none). A ninth part
 * refuses the match (YGO_MAX_SEARCH, naming it). */
int ygo_modifiers_setup(tt_match *m, ygo_state *g, tt_error *err)
{
    const tt_carddb *db = tt_match_carddb(m);
    const char *parts[YGO_MAX_SEARCH];
    ygo_card_static *cs = ygo_static_setup(m);
    for (unsigned c = 0; c < tt_match_card_count(m); c++) {
        const char *s = tt_carddb_text(db, tt_card_id(m, c), YF_SEARCH);
        unsigned i = 0;
        while (s[0] && i < g->nsearch && strcmp(parts[i], s))
            i++;
        if (s[0] && i == g->nsearch) {
            if (g->nsearch == YGO_MAX_SEARCH)
                return ygo_table_full(err, YGO_MAX_SEARCH, "different `search` name parts");
            parts[g->nsearch++] = s;
        }
        if (s[0])
            cs[c].search_bits = (uint16_t)((i + 1) << 8);
    }
    for (unsigned c = 0; c < tt_match_card_count(m); c++) {
        if (c && tt_card_id(m, c) == tt_card_id(m, c - 1)) /* a copy: the same name */
            cs[c].search_bits |= (uint16_t)(cs[c - 1].search_bits & 0xffu);
        else
            for (unsigned i = 0; i < g->nsearch; i++)
                if (strstr(ygo_name(m, c), parts[i]))
                    cs[c].search_bits |= (uint16_t)(1u << i);
        if (ygo_action(m, c, 0) == YX_EQUIP) {
            if (g->nequip == YGO_MAX_EQUIP)
                return ygo_table_full(err, YGO_MAX_EQUIP, "Equip Spells with `action: equip`");
            g->equip_card[g->nequip] = (uint16_t)c;
            g->equip_target[g->nequip++] = -1;
        }
        if (ygo_action(m, c, 0) == YX_REVIVE) {
            if (g->nrevive == YGO_MAX_REVIVE)
                return ygo_table_full(err, YGO_MAX_REVIVE, "cards with `action: revive`");
            g->revive_card[g->nrevive] = (uint16_t)c;
            g->revive_target[g->nrevive++] = -1;
        }
    }
    return TT_OK;
}

/* Whether card's name contains the part effect_card looks for (any card when it has none). */
int ygo_search_match(const tt_match *m, const ygo_state *g, unsigned effect_card, unsigned card)
{
    unsigned part = ygo_static(m, effect_card)->search_bits >> 8;
    (void)g;
    return part == 0 ||
           (part <= YGO_MAX_SEARCH && (ygo_static(m, card)->search_bits >> (part - 1) & 1));
}

/* Not a Fusion, Synchro or Ritual Monster (whether it was properly Summoned is not recorded), nor
 * one that cannot be Special Summoned. */
int ygo_revive_ok(const tt_match *m, unsigned card)
{
    unsigned k = ygo_kind(m, card);
    unsigned ns = (unsigned)ygo_field(m, card, YF_NO_SPECIAL);
    return ygo_is_monster(m, card) && !ygo_extra_kind(k) && k != YK_RITUAL_MONSTER &&
           ns != YNS_NEVER && ns != YNS_ONLY_NAMED; /* a Trap may revive Vennominon */
}

int ygo_revive_has_target(const tt_match *m, const ygo_state *g, unsigned card, unsigned seat)
{
    unsigned gy = tt_zone_instance(m, g->z_graveyard, seat, -1);
    (void)card;
    for (unsigned i = 0; i < tt_zone_count(m, gy); i++)
        if (ygo_revive_ok(m, tt_zone_card(m, gy, i)))
            return 1;
    return 0;
}

int ygo_revive_index(const ygo_state *g, unsigned card)
{
    return ygo_table_index(g->revive_card, g->nrevive, card);
}

int ygo_equip_index(const ygo_state *g, unsigned card)
{
    return ygo_table_index(g->equip_card, g->nequip, card);
}

static int face_up_in(const tt_match *m, unsigned card, unsigned kind)
{
    unsigned z = tt_card_zone(m, card);
    return z != TT_NOWHERE && tt_zone_kind_of(m, z) == kind && !tt_card_face_down(m, card);
}

/* What modifiers add to a face-up monster on the field (on top of its original ATK). */
int32_t ygo_atk_mods(const tt_match *m, const ygo_state *g, unsigned card)
{
    const tt_carddb *db = tt_match_carddb(m);
    int32_t add = g->card[card].atk_turn + g->card[card].atk_calc;
    if (g->nexodius) /* Exodius: 1000 per Normal Monster in its controller's Graveyard */
        add += ygo_exodius_atk(m, g, card);
    if (g->natk_type) /* Vennominaga: 500 per Reptile there */
        add += ygo_type_atk(m, g, card);
    if (g->nattr_boost || g->lob_stats) /* Hoshiningen, Umi (lob_mrd.c) */
        add += ygo_lob_atk(m, g, card);
    if (g->nbind) /* Shadow Spell (more_spells_traps.c) */
        add -= ygo_bind_atk(m, g, card);
    if (g->card[card].flags & YGO_HALVED) /* Shrink: the original ATK is halved */
        add -= tt_carddb_int(db, tt_card_id(m, card), YF_ATK) / 2;
    unsigned equipped = 0;
    for (unsigned i = 0; i < g->nequip; i++)
        if (g->equip_target[i] == (int)card && face_up_in(m, g->equip_card[i], g->z_spell_trap)) {
            add += ygo_db_part(db, tt_card_id(m, g->equip_card[i]), 0)->amount;
            equipped++;
        }
    if (equipped) /* Maha Vailo (more_monsters.c) */
        add += ygo_atk_per_equip(m, g, card, equipped);
    if (g->cur_phase == YP_BATTLE) { /* Banner of Courage: during its controller's BP */
        unsigned ctl = tt_card_controller(m, card);
        unsigned z = tt_zone_instance(m, g->z_spell_trap, ctl, -1);
        if (tt_turn_rel_of(m, ctl) == TT_REL_OWN && !ygo_unaffected(m, g, card, -1))
            for (unsigned i = 0; i < tt_zone_count(m, z); i++) {
                unsigned s = tt_zone_card(m, z, i);
                if (!tt_card_face_down(m, s) && ygo_action(m, s, 0) == YX_BATTLE_BOOST)
                    add += ygo_part_at(m, s, 0)->amount;
            }
    }
    return add;
}

void ygo_mods_clear(ygo_state *g, unsigned card)
{
    g->card[card].atk_turn = 0;
    g->card[card].atk_calc = 0;
    g->card[card].def_turn = 0;
    g->card[card].flags &= (uint8_t)~YGO_HALVED;
}

/* State checks after every step: an Equip Spell whose monster left the field (or turned
 * face-down) is sent to its owner's Graveyard; one that left the field equips nothing. */
void ygo_modifiers_check(tt_match *m, ygo_state *g)
{
    for (unsigned i = 0; i < g->nrevive; i++) { /* the bond ends when the monster leaves */
        int t = g->revive_target[i];
        unsigned z = t >= 0 ? tt_card_zone(m, (unsigned)t) : TT_NOWHERE;
        if (t >= 0 && (z == TT_NOWHERE || tt_zone_kind_of(m, z) != g->z_monster)) {
            unsigned e = g->revive_card[i]; /* Tributed or banished: Call of the Haunted stays */
            g->revive_target[i] = -1;
            if (ygo_kind(m, e) == YK_EQUIP_SPELL && face_up_in(m, e, g->z_spell_trap)) {
                ygo_emit(m, YE_UNEQUIPPED, tt_card_controller(m, e), (int)e, 0, 0);
                ygo_send_to_graveyard(m, g, e); /* Premature Burial */
            }
        }
    }
    int gone = 0; /* an Equip Spell whose monster left the field */
    for (unsigned i = 0; i < g->nequip; i++) {
        if (g->equip_target[i] < 0)
            continue;
        if (!face_up_in(m, g->equip_card[i], g->z_spell_trap))
            g->equip_target[i] = -1; /* it left itself: it equips nothing */
        else if (!face_up_in(m, (unsigned)g->equip_target[i], g->z_monster))
            gone = 1;
    }
    if (!gone)
        return;
    /* Those whose monster left go in the order the table shows them, seat by seat and place
     * by place: the equip table's order is by card index, which follows the deck file and
     * told the opponents which of two cards was where (the leak test). */
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++) {
        unsigned z = tt_zone_instance(m, g->z_spell_trap, s, -1);
        for (unsigned p = tt_zone_count(m, z); p-- > 0;) {
            unsigned e = tt_zone_card(m, z, p);
            int i = ygo_equip_index(g, e);
            if (i < 0 || g->equip_target[i] < 0 ||
                face_up_in(m, (unsigned)g->equip_target[i], g->z_monster))
                continue;
            g->equip_target[i] = -1;
            ygo_emit(m, YE_UNEQUIPPED, tt_card_controller(m, e), (int)e, 0, 0);
            ygo_send_to_graveyard(m, g, e); /* its owner's GY (YT-3.6): sent from the field */
        }
    }
}

/* Geartown: a face-up Field Spell with `tribute_less` lowers the Tributes of the monsters
 * whose names contain its `search` part, for every player. */
unsigned ygo_tribute_reduction(const tt_match *m, const ygo_state *g, unsigned card)
{
    if (g->z_field == 0xff)
        return 0;
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++) {
        unsigned z = tt_zone_instance(m, g->z_field, s, -1);
        for (unsigned i = 0; i < tt_zone_count(m, z); i++) {
            unsigned f = tt_zone_card(m, z, i);
            if (!tt_card_face_down(m, f) && ygo_action(m, f, 0) == YX_TRIBUTE_LESS &&
                ygo_search_match(m, g, f, card))
                return 1;
        }
    }
    return 0;
}
