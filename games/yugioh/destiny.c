/* destiny.c: Destiny Board (YP-9's card wins): once its Continuous Trap has resolved it stays
 * face-up, and at the end of each opponent's turn its controller places the next "Spirit
 * Message" (I, N, A, L: `win_set: spirit_message`, in the card file's order) from the hand or
 * Deck face-up in their Spell & Trap Zone; Destiny Board and the four different Messages there
 * win for its controller's team at once. Messages left without a face-up Board are sent to the
 * Graveyard. Card facts: games/yugioh/cards/spells-traps.yaml. */
#include "ygo.h"

int ygo_destiny_setup(tt_match *m, ygo_state *g, tt_error *err)
{
    for (unsigned c = 0; c < tt_match_card_count(m); c++) {
        if (ygo_action(m, c, 0) != YX_DESTINY_BOARD)
            continue;
        if (g->nboard == YGO_MAX_BOARDS)
            return ygo_table_full(err, YGO_MAX_BOARDS, "Destiny Board cards");
        g->board_card[g->nboard++] = (uint16_t)c;
    }
    return TT_OK;
}

/* Card c is face-up in its controller's Spell & Trap Zone. */
static int in_force(const tt_match *m, const ygo_state *g, unsigned c)
{
    unsigned z = tt_card_zone(m, c);
    return z != TT_NOWHERE && tt_zone_kind_of(m, z) == g->z_spell_trap && !tt_card_face_down(m, c);
}

/* Whether zone z holds a face-up card named like card id. */
static int holds_name(const tt_match *m, unsigned z, uint32_t id)
{
    for (unsigned i = 0; i < tt_zone_count(m, z); i++) {
        unsigned x = tt_zone_card(m, z, i);
        if (tt_card_id(m, x) == id && !tt_card_face_down(m, x))
            return 1;
    }
    return 0;
}

/* The next Spirit Message of seat's hand or Deck whose name is not yet in st (the lowest card
 * id: the card file lists I, N, A, L in their proper order; a copy in the hand before one in the
 * Deck); -1: none. */
static int next_message(const tt_match *m, const ygo_state *g, unsigned seat, unsigned st)
{
    unsigned zones[2] = {tt_zone_instance(m, g->z_hand, seat, -1),
                         tt_zone_instance(m, tt_match_rules(m)->zone_deck, seat, -1)};
    int best = -1;
    for (unsigned k = 0; k < 2; k++)
        for (unsigned i = 0; i < tt_zone_count(m, zones[k]); i++) {
            unsigned x = tt_zone_card(m, zones[k], i);
            if (ygo_field(m, x, YF_WIN_SET) == YWS_SPIRIT_MESSAGE &&
                !holds_name(m, st, tt_card_id(m, x)) &&
                (best < 0 || tt_card_id(m, x) < tt_card_id(m, (unsigned)best)))
                best = (int)x;
        }
    return best;
}

void ygo_destiny_end_of_turn(tt_match *m, ygo_state *g, unsigned turn_seat)
{
    for (unsigned i = 0; i < g->nboard; i++) {
        unsigned b = g->board_card[i], seat = tt_card_controller(m, b);
        if (!in_force(m, g, b) || !ygo_is_opponent(m, seat, turn_seat))
            continue;
        unsigned st = tt_zone_instance(m, g->z_spell_trap, seat, -1);
        int x = next_message(m, g, seat, st);
        if (x < 0 || !tt_zone_free(m, st))
            continue;
        unsigned from = tt_card_zone(m, (unsigned)x);
        tt_card_put(m, (unsigned)x, st, TT_TOP);
        tt_card_set_face_down(m, (unsigned)x, 0);
        ygo_emit(m, YE_PLACED, seat, x, (int)b, 0);
        if (tt_zone_kind_of(m, from) == tt_match_rules(m)->zone_deck)
            tt_zone_shuffle(m, from);
    }
}

void ygo_destiny_check(tt_match *m, ygo_state *g)
{
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++) {
        unsigned st = tt_zone_instance(m, g->z_spell_trap, s, -1);
        int board = -1;
        uint32_t ids[YGO_SPIRIT_MESSAGES];
        unsigned n = 0;
        for (unsigned i = 0; i < g->nboard && board < 0; i++)
            if (tt_card_zone(m, g->board_card[i]) == st && in_force(m, g, g->board_card[i]))
                board = g->board_card[i];
        for (unsigned i = tt_zone_count(m, st); i-- > 0;) {
            unsigned x = tt_zone_card(m, st, i);
            if (ygo_field(m, x, YF_WIN_SET) != YWS_SPIRIT_MESSAGE || tt_card_face_down(m, x))
                continue;
            if (board < 0) { /* the Board left the field: the Messages follow it */
                ygo_send_to_graveyard(m, g, x);
                continue;
            }
            int dup = 0;
            for (unsigned j = 0; j < n; j++)
                dup |= ids[j] == tt_card_id(m, x);
            if (!dup && n < YGO_SPIRIT_MESSAGES)
                ids[n++] = tt_card_id(m, x);
        }
        if (board >= 0 && n == YGO_SPIRIT_MESSAGES) { /* YP-9 */
            ygo_emit(m, YE_CARD_WIN, s, board, 3, 0);
            tt_team_wins(m, s, TT_OUT_CARD);
            return;
        }
    }
}
