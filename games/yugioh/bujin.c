/* bujin.c: Bujingi Crane (issue 10; CARDS.md, seed 003's example of a "during
 * damage calculation" effect, YM-9 timing 3). From the hand (`trigger: quick_damage_calc`,
 * `cost: discard_self`: sent from the hand to the Graveyard as the cost), while a monster of
 * the activating player battles an opponent's monster, that monster being of the Type `types`
 * names (Beast-Warrior) with `search` in its name ("Bujin"): its ATK becomes double its
 * original ATK during that damage calculation only. The Type is found once at setup (no
 * string is compared while playing). */
#include <string.h>

#include "ygo.h"

int ygo_bujin_setup(tt_match *m, ygo_state *g, tt_error *err)
{
    const tt_carddb *db = tt_match_carddb(m);
    for (unsigned c = 0; c < tt_match_card_count(m); c++) {
        int seen = 0;
        if (ygo_action(m, c, 0) != YX_DOUBLE_ORIGINAL_ATK)
            continue;
        for (unsigned i = 0; i < g->ndouble; i++)
            seen |= g->double_id[i] == tt_card_id(m, c);
        if (seen) /* another copy of a card already in the table */
            continue;
        if (g->ndouble == YGO_MAX_DOUBLE)
            return ygo_table_full(err, YGO_MAX_DOUBLE,
                                  "different cards with `effects: double_original_atk`");
        const char *want = tt_carddb_text(db, tt_card_id(m, c), YF_TYPES);
        uint8_t type = 0xff; /* no monster of the match has that Type: nothing qualifies */
        for (unsigned x = 0; x < tt_match_card_count(m) && type == 0xff; x++)
            if (want[0] && !strcmp(tt_carddb_text(db, tt_card_id(m, x), YF_TYPE), want))
                type = ygo_static(m, x)->type_of;
        g->double_id[g->ndouble] = tt_card_id(m, c);
        g->double_type[g->ndouble++] = type;
    }
    return TT_OK;
}

/* The monster of seat that card's effect doubles now: its face-up monster battling an
 * opponent's monster, of card's Type with card's name part; -1: none. */
int ygo_double_battler(const tt_match *m, const ygo_state *g, unsigned seat, unsigned card)
{
    int type = -1;
    for (unsigned i = 0; i < g->ndouble; i++)
        if (g->double_id[i] == tt_card_id(m, card))
            type = g->double_type[i];
    if (type < 0 || g->bat.stage == BS_NONE || g->bat.attacker < 0 || g->bat.target < 0)
        return -1;
    int cands[2] = {g->bat.attacker, g->bat.target};
    for (unsigned i = 0; i < 2; i++) {
        unsigned c = (unsigned)cands[i], other = (unsigned)cands[1 - i];
        if (tt_card_controller(m, c) == seat && !tt_card_face_down(m, c) &&
            ygo_static(m, c)->type_of == type && ygo_search_match(m, g, card, c) &&
            ygo_is_opponent(m, seat, tt_card_controller(m, other)))
            return (int)c;
    }
    return -1;
}

tt_step ygo_do_double_original_atk(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    const ygo_link *l = &g->chain[f->link];
    int b = ygo_double_battler(m, g, l->seat, f->card);
    if (b >= 0) { /* "becomes": whatever it has now, double the printed ATK for this calculation */
        int32_t twice = 2 * ygo_field(m, (unsigned)b, YF_ATK);
        g->card[b].atk_calc += twice - ygo_atk(m, (unsigned)b);
        ygo_emit(m, YE_ATK, l->seat, b, ygo_atk(m, (unsigned)b), 0);
    }
    return TT_STEP_DONE;
}
