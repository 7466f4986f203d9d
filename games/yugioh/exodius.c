/* exodius.c: Exodius the Ultimate Forbidden Lord (YP-9's example of a card win): never Normal
 * Summoned (`no_normal`), Special Summoned from the hand by its own procedure (shuffling every
 * monster of its controller's Graveyard into the Deck; not a chain link, a Summon Solemn
 * Judgment may negate), 1000 ATK per Normal Monster in that Graveyard (`atk_per_normal`),
 * banished instead of leaving the field (`leaves_banished`), and the win when five different
 * Forbidden One cards its effect sent are in that Graveyard. Graveyards are each player's own
 * (YT-1.3). */
#include <string.h>

#include "ygo.h"

/* Monsters of seat's own Graveyard (the procedure's count). */
static unsigned graveyard_monsters(const tt_match *m, const ygo_state *g, unsigned seat)
{
    unsigned gy = tt_zone_instance(m, g->z_graveyard, seat, -1), n = 0;
    for (unsigned i = 0; i < tt_zone_count(m, gy); i++)
        n += (unsigned)ygo_is_monster(m, tt_zone_card(m, gy, i));
    return n;
}

/* Reading: the procedure needs at least one monster to shuffle ("all monsters", none is no
 * cost at all). */
void ygo_procedure_options(tt_match *m, const ygo_state *g, unsigned seat)
{
    unsigned hand = tt_zone_instance(m, g->z_hand, seat, -1);
    unsigned field = tt_zone_instance(m, g->z_monster, seat, -1);
    for (unsigned i = 0; i < tt_zone_count(m, hand); i++) {
        unsigned c = tt_zone_card(m, hand, i), n;
        if (ygo_field(m, c, YF_PROCEDURE) != YPR_SHUFFLE_GRAVEYARD_MONSTERS)
            continue;
        tt_option o = {YO_PROCEDURE, (int16_t)c, 0, 0};
        if ((n = graveyard_monsters(m, g, seat)) == 0)
            tt_decision_deny(m, o, YR_CANNOT_PAY);
        else if (!tt_zone_free(m, field))
            tt_decision_deny(m, o, YR_ZONE_FULL);
        else
            tt_decision_add(m, (tt_option){YO_PROCEDURE, (int16_t)c, (int16_t)n, 0});
    }
}

int ygo_apply_procedure(tt_match *m, ygo_state *g, unsigned seat, const tt_option *o)
{
    unsigned c = (unsigned)o->a, gy = tt_zone_instance(m, g->z_graveyard, seat, -1);
    unsigned deck = tt_zone_instance(m, tt_match_rules(m)->zone_deck, seat, -1);
    uint16_t one = (uint16_t)c;
    for (unsigned i = tt_zone_count(m, gy); i-- > 0;) {
        unsigned x = tt_zone_card(m, gy, i);
        if (ygo_is_monster(m, x))
            tt_card_send(m, x, tt_match_rules(m)->zone_deck, -1, TT_TOP);
    }
    tt_zone_shuffle(m, deck);
    tt_card_put(m, c, tt_zone_instance(m, g->z_monster, seat, -1), TT_TOP);
    tt_card_set_face_down(m, c, 0);
    g->card[c].flags = YGO_SUMMONED;
    ygo_mods_clear(g, c);
    ygo_summon_position_ask(m, g, seat, 6, &one, 1); /* its position, then Solemn Judgment */
    return TT_OK;
}

int ygo_leaves_banished(const tt_match *m, const ygo_state *g, unsigned card)
{
    unsigned z = tt_card_zone(m, card);
    return z != TT_NOWHERE && tt_zone_kind_of(m, z) == g->z_monster &&
           !tt_card_face_down(m, card) && ygo_field(m, card, YF_LEAVES_BANISHED) &&
           g->z_banished != 0xff && !ygo_drained(m, g, card);
}

int32_t ygo_exodius_atk(const tt_match *m, const ygo_state *g, unsigned card)
{
    int32_t per = ygo_field(m, card, YF_ATK_PER_NORMAL);
    unsigned ctl, gy, n = 0;
    if (!per || ygo_drained(m, g, card))
        return 0;
    ctl = tt_card_controller(m, card);
    gy = tt_zone_instance(m, g->z_graveyard, ctl, -1);
    for (unsigned i = 0; i < tt_zone_count(m, gy); i++)
        n += ygo_kind(m, tt_zone_card(m, gy, i)) == YK_NORMAL_MONSTER;
    return per * (int32_t)n;
}

int ygo_send_choice(tt_match *m, const ygo_state *g, unsigned seat)
{
    unsigned zones[2] = {tt_zone_instance(m, g->z_hand, seat, -1),
                         tt_zone_instance(m, tt_match_rules(m)->zone_deck, seat, -1)};
    int any = 0;
    for (unsigned z = 0; z < 2; z++) {
        /* one option per name and zone, in the order of the names' card ids: the order the
         * cards lie in the Deck is hidden from the player who looks through it */
        unsigned pick[TT_MAX_CARDS], n = 0;
        for (unsigned i = 0; i < tt_zone_count(m, zones[z]); i++) {
            unsigned c = tt_zone_card(m, zones[z], i), at = n;
            if (!ygo_is_monster(m, c) || ygo_extra_kind(ygo_kind(m, c)))
                continue;
            while (at > 0 && tt_card_id(m, pick[at - 1]) > tt_card_id(m, c))
                at--;
            if (at > 0 && tt_card_id(m, pick[at - 1]) == tt_card_id(m, c))
                continue; /* a copy of a name already offered */
            memmove(&pick[at + 1], &pick[at], (n - at) * sizeof *pick);
            pick[at] = c;
            n++;
        }
        for (unsigned i = 0; i < n; i++) {
            if (!any++)
                tt_decision_open(m, seat, 0);
            tt_decision_add(m, (tt_option){YO_SEND, (int16_t)pick[i], 0, 0});
        }
    }
    return any;
}

void ygo_apply_send(tt_match *m, ygo_state *g, unsigned effect_card, unsigned card)
{
    unsigned from = tt_card_zone(m, card);
    int deck = tt_zone_kind_of(m, from) == tt_match_rules(m)->zone_deck;
    ygo_send_to_graveyard(m, g, card);
    if (ygo_field(m, effect_card, YF_WIN_SET) == YWS_EXODIUS) {
        g->card[card].bits |= YGO_CARD_EXODIUS_SENT;
        g->exodius_marks = 1;
    }
    if (deck)
        tt_zone_shuffle(m, from);
}

/* YP-9: five different Forbidden One cards (the Exodia pieces) in the Graveyard of a seat
 * whose face-up Exodius is on the field, each sent there by an Exodius's effect (a mark that
 * ends when the card leaves the Graveyard). Simplified: by any Exodius, not that copy alone. */
void ygo_exodius_check(tt_match *m, ygo_state *g)
{
    const ygo_tables *t = ygo_tables_of(m);
    if (!g->exodius_marks) /* checked after every step: most matches never mark a card */
        return;
    g->exodius_marks = 0;
    for (unsigned i = 0; i < t->nexodia; i++) {
        unsigned c = t->exodia[i], z = tt_card_zone(m, c);
        if (z == TT_NOWHERE || tt_zone_kind_of(m, z) != g->z_graveyard)
            g->card[c].bits &= (uint8_t)~YGO_CARD_EXODIUS_SENT;
        g->exodius_marks |= g->card[c].bits & YGO_CARD_EXODIUS_SENT;
    }
    for (unsigned k = 0; k < g->nexodius; k++) {
        unsigned x = g->exodius_card[k], xz = tt_card_zone(m, x);
        if (xz == TT_NOWHERE || tt_zone_kind_of(m, xz) != g->z_monster || tt_card_face_down(m, x) ||
            ygo_drained(m, g, x))
            continue;
        unsigned seat = tt_card_controller(m, x);
        unsigned gy = tt_zone_instance(m, g->z_graveyard, seat, -1), n = 0;
        uint32_t ids[YGO_EXODIA_PIECES];
        for (unsigned i = 0; i < t->nexodia; i++) {
            unsigned c = t->exodia[i];
            int dup = 0;
            if (tt_card_zone(m, c) != gy || !(g->card[c].bits & YGO_CARD_EXODIUS_SENT))
                continue;
            for (unsigned j = 0; j < n; j++)
                dup |= ids[j] == tt_card_id(m, c);
            if (!dup && n < YGO_EXODIA_PIECES)
                ids[n++] = tt_card_id(m, c);
        }
        if (n == YGO_EXODIA_PIECES) {
            ygo_emit(m, YE_CARD_WIN, seat, (int)x, 1, 0);
            tt_team_wins(m, seat, TT_OUT_CARD);
            return;
        }
    }
}
