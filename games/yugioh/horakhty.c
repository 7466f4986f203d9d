/* horakhty.c: The Creator God of Light, Horakhty (YP-9's example of a card win,
 * issue 10). `no_normal`, `no_special: never`, `procedure: tribute_named`: it is Special
 * Summoned from the hand by Tributing monsters of its controller's own field that bear the
 * names `materials` lists, one of each (Obelisk the Tormentor, Slifer the Sky Dragon, The
 * Winged Dragon of Ra). Its Special Summon cannot be negated (no Solemn Judgment window), and
 * once it is Special Summoned its controller's team wins the Duel (YP-9, YP-10).
 * Its win is no trigger effect (yaml-yugi kdb10112: "The player that Special Summons this card
 * wins the Duel"): it applies as the Summon succeeds, with no chain link that could be answered.
 * The Tributes are the player's own monsters (YT-3.6: "you control" is the player's own zones;
 * YT-3.5 lets a teammate's monster be Tributed for a Tribute Summon only), so a teammate's God is
 * not Tributed for it. The names are resolved to card ids once at setup ("original names": the
 * card ids, whatever a card's current name). */
#include "ygo.h"

/* The table entry of card's card id, or -1. */
static int named_index(const tt_match *m, const ygo_state *g, unsigned card)
{
    for (unsigned i = 0; i < g->nnamed; i++)
        if (g->named_id[i] == tt_card_id(m, card))
            return (int)i;
    return -1;
}

int ygo_named_setup(tt_match *m, ygo_state *g, tt_error *err)
{
    const tt_carddb *db = tt_match_carddb(m);
    for (unsigned c = 0; c < tt_match_card_count(m); c++) {
        if (ygo_field(m, c, YF_PROCEDURE) != YPR_TRIBUTE_NAMED ||
            named_index(m, g, c) >= 0) /* another copy of a card already in the table */
            continue;
        if (g->nnamed == YGO_MAX_NAMED)
            return ygo_table_full(err, YGO_MAX_NAMED,
                                  "different cards with `procedure: tribute_named`");
        char items[YGO_MAX_MATERIALS][96]; /* no more: refused at load (card_check.c) */
        unsigned k = ygo_split_list(tt_carddb_text(db, tt_card_id(m, c), YF_MATERIALS), items,
                                    YGO_MAX_MATERIALS);
        g->named_id[g->nnamed] = tt_card_id(m, c);
        g->named_n[g->nnamed] = (uint8_t)k;
        for (unsigned j = 0; j < k; j++) {
            int id = tt_carddb_find(db, items[j]);
            g->named_ids[g->nnamed][j] = id < 0 ? 0xffffffffu : (uint32_t)id;
        }
        g->nnamed++;
    }
    return TT_OK;
}

/* The monsters of seat's own field Tributed for entry i, one per name, in out; 0: not all. */
static int find_tributes(const tt_match *m, const ygo_state *g, unsigned seat, unsigned i,
                         uint16_t out[YGO_MAX_MATERIALS])
{
    unsigned zone = tt_zone_instance(m, g->z_monster, seat, -1);
    for (unsigned j = 0; j < g->named_n[i]; j++) {
        int found = -1;
        for (unsigned k = 0; k < tt_zone_count(m, zone) && found < 0; k++) {
            unsigned c = tt_zone_card(m, zone, k);
            int dup = 0;
            for (unsigned p = 0; p < j; p++)
                dup |= out[p] == c;
            if (!dup && tt_card_id(m, c) == g->named_ids[i][j] && !tt_card_face_down(m, c))
                found = (int)c;
        }
        if (found < 0)
            return 0;
        out[j] = (uint16_t)found;
    }
    return g->named_n[i] > 0;
}

void ygo_named_tribute_options(tt_match *m, const ygo_state *g, unsigned seat)
{
    unsigned hand = tt_zone_instance(m, g->z_hand, seat, -1);
    for (unsigned h = 0; h < tt_zone_count(m, hand); h++) {
        unsigned c = tt_zone_card(m, hand, h);
        int i = named_index(m, g, c);
        uint16_t picks[YGO_MAX_MATERIALS];
        if (i < 0)
            continue;
        tt_option o = {YO_TRIBUTE_NAMED, (int16_t)c, 0, 0};
        if (find_tributes(m, g, seat, (unsigned)i, picks))
            tt_decision_add(m, o); /* its Tributes free a zone for it */
        else
            tt_decision_deny(m, o, YR_NAMED_TRIBUTES);
    }
}

int ygo_apply_named_tribute(tt_match *m, ygo_state *g, unsigned seat, const tt_option *o)
{
    unsigned c = (unsigned)o->a;
    int i = named_index(m, g, c);
    uint16_t picks[YGO_MAX_MATERIALS];
    if (i < 0 || !find_tributes(m, g, seat, (unsigned)i, picks))
        return TT_ERR_MISUSE;
    for (unsigned j = 0; j < g->named_n[i]; j++) {
        g->card[picks[j]].flags = 0;
        ygo_mods_clear(g, picks[j]);
        ygo_emit(m, YE_TRIBUTED, seat, picks[j], 0, 0);
        ygo_send_to_graveyard(m, g, picks[j]);
    }
    tt_card_put(m, c, tt_zone_instance(m, g->z_monster, seat, -1), TT_TOP);
    tt_card_set_face_down(m, c, 0);
    g->card[c].flags = YGO_SUMMONED; /* face-up Attack Position: it wins at once, no choice asked */
    ygo_mods_clear(g, c);
    ygo_emit(m, YE_SUMMON, seat, (int)c, 6, 0);   /* cannot be negated: no Summon window */
    ygo_emit(m, YE_CARD_WIN, seat, (int)c, 5, 0); /* "The player that Special Summons this card" */
    tt_team_wins(m, seat, TT_OUT_CARD);
    return TT_OK;
}
