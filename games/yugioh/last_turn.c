/* last_turn.c: Last Turn (YP-9's card win; facts and text: games/yugioh/cards/spells-traps.yaml,
 * yaml-yugi 28566710).
 *
 * Activation (chain.c, card data): a Normal Trap with `when: opponents_turn` and `lp_at_most:
 * 1000`, so only in a turn of an opponent while its player's LP (the team's, YT-1.4) are 1000 or
 * less; and only while its player controls a monster to select (ygo_last_turn_ok).
 *
 * Resolution (`effects: last_turn`, who: one_opponent), in stages kept in the effect frame's
 * `started`:
 *   1. its player selects 1 monster of its own Monster Zone ("your side of the field", YT-3.6;
 *      its team's under `options.you_control: team`), chosen on resolution, not a target;
 *   2. every other card on the field and in every player's hand ("their respective owners'
 *      hands": all four seats, YT-3.3) goes to its owner's Graveyard (YT-3.6); a card unaffected
 *      by other cards' effects (Vennominaga) stays;
 *   3. "your opponent" -- the one opponent chosen on activation (YT-3.1: the effect touches
 *      their Deck), or the turn player under `options.last_turn_opponent: turn_player` --
 *      selects 1 monster of their Deck it may Special Summon and Special Summons it in face-up
 *      Attack Position (none: nothing is summoned, no battle);
 *   4. that monster attacks the selected one (battle.c's ygo_battle_inline: the battle's damage
 *      calculation and destruction, no battle damage to anyone, "(Any Battle Damage from this
 *      battle is treated as 0.)").
 * Then, at the End Phase of this turn (as it begins, or at once when the card resolved in it),
 * if only one team controls monsters that team wins; in any other case the Duel is a draw (every
 * team loses at once, YP-7). YP-10: checked between steps (ygo_check_state), so it applies the
 * moment the End Phase is reached, not in the middle of an effect.
 * Simplified: the battle is fought inside the effect's resolution, with no Damage Step windows
 * (no card may be activated during it); a Token or Pendulum Monster leaves as the rules send it
 * (ceases to exist, face-up to the Extra Deck, YM-3). */
#include <stdio.h>

#include "ygo.h"

enum { LT_SELECT, LT_SEND, LT_SUMMON, LT_BATTLE, LT_DONE };

/* Seats whose monsters seat may select: its own (YT-3.6), or its team's under
 * `options.you_control: team`. */
static unsigned own_side(const tt_match *m, unsigned seat)
{
    unsigned seats = 1u << seat;
    if (tt_match_rules(m)->options[YOPT_YOU_CONTROL] == YYC_TEAM)
        seats |= tt_scope_resolve(m, seat, -1, TT_SCOPE_TEAMMATES).seats;
    return seats;
}

int ygo_last_turn_ok(const tt_match *m, const ygo_state *g, unsigned seat)
{
    return ygo_count_in(m, g->z_monster, own_side(m, seat), 0) > 0;
}

/* "Your opponent": the one chosen on activation (YT-3.1), or the turn player (the switch). */
static unsigned opponent_of(const tt_match *m, const ygo_link *l)
{
    if (tt_match_rules(m)->options[YOPT_LAST_TURN_OPPONENT] == YLO_TURN_PLAYER)
        return (unsigned)tt_match_turn_seat(m);
    return l->opponent;
}

int ygo_last_turn_choose_opponent(const tt_match *m)
{
    return tt_match_rules(m)->options[YOPT_LAST_TURN_OPPONENT] != YLO_TURN_PLAYER;
}

/* Sends every card of zone inst but keep to its owner's Graveyard. */
static void send_zone(tt_match *m, ygo_state *g, unsigned inst, int keep, unsigned by)
{
    for (unsigned i = tt_zone_count(m, inst); i-- > 0;) {
        unsigned c = tt_zone_card(m, inst, i);
        if ((int)c == keep || c == by || ygo_unaffected(m, g, c, (int)by))
            continue;
        if (ygo_is_monster(m, c)) {
            g->card[c].flags = 0;
            ygo_mods_clear(g, c);
        }
        ygo_send_to_graveyard(m, g, c); /* YT-3.6: its owner's; a Token ceases to exist */
    }
}

/* Stage 2: every other card on the field and in every hand (YT-3.3). */
static void send_all(tt_match *m, ygo_state *g, int keep, unsigned by, unsigned seat)
{
    const uint8_t field[] = {g->z_monster, g->z_spell_trap, g->z_field, g->z_pendulum,
                             g->z_pendulum_right};
    ygo_emit(m, YE_LAST_TURN, seat, keep, 0, 0);
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++) {
        unsigned hand = tt_zone_instance(m, g->z_hand, s, -1);
        tt_zone_sort(m, hand);         /* issue 33: in no draw order */
        while (tt_zone_count(m, hand)) /* public now: the Graveyard is */
            tt_card_send(m, tt_zone_card(m, hand, tt_zone_count(m, hand) - 1), g->z_graveyard, -1,
                         TT_TOP);
        for (unsigned k = 0; k < sizeof field; k++)
            if (field[k] != 0xff)
                send_zone(m, g, tt_zone_instance(m, field[k], s, -1), keep, by);
    }
}

/* Whether c, in the opponent's Deck, may be Special Summoned by the card's effect. */
static int summonable(const tt_match *m, const ygo_state *g, unsigned card, unsigned c)
{
    return ygo_is_monster(m, c) && !ygo_extra_kind(ygo_kind(m, c)) &&
           ygo_kind(m, c) != YK_RITUAL_MONSTER && ygo_special_ok(m, g, card, c);
}

tt_step ygo_do_last_turn(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    const ygo_link *l = &g->chain[f->link];
    unsigned opp = opponent_of(m, l);
    switch (f->started) {
    case LT_SELECT: {
        unsigned seats = own_side(m, l->seat);
        g->lt_keep = g->lt_summoned = -1;
        f->started = LT_SEND;
        if (!ygo_count_in(m, g->z_monster, seats, 0))
            return TT_STEP_AGAIN; /* it left the field meanwhile: nothing remains */
        tt_decision_open(m, l->seat, 0);
        for (unsigned s = 0; s < tt_match_rules(m)->seats; s++) {
            unsigned z = tt_zone_instance(m, g->z_monster, s, -1);
            for (unsigned i = 0; (seats >> s & 1) && i < tt_zone_count(m, z); i++)
                tt_decision_add(
                    m, (tt_option){YO_LAST_TURN_KEEP, (int16_t)tt_zone_card(m, z, i), 0, 0});
        }
        return TT_STEP_DECIDE;
    }
    case LT_SEND:
        send_all(m, g, g->lt_keep, f->card, l->seat);
        f->started = LT_SUMMON;
        return TT_STEP_AGAIN;
    case LT_SUMMON: {
        unsigned deck = tt_zone_instance(m, tt_match_rules(m)->zone_deck, opp, -1);
        f->started = LT_BATTLE;
        if (opp >= tt_match_rules(m)->seats ||
            !tt_zone_free(m, tt_zone_instance(m, g->z_monster, opp, -1)))
            return TT_STEP_AGAIN;
        unsigned n = 0;
        for (unsigned i = 0; i < tt_zone_count(m, deck); i++)
            n += (unsigned)summonable(m, g, f->card, tt_zone_card(m, deck, i));
        if (!n)
            return TT_STEP_AGAIN;    /* no monster in its Deck to Special Summon: no battle */
        tt_decision_open(m, opp, 0); /* its own Deck: the deciding seat may look at it */
        for (unsigned i = 0; i < tt_zone_count(m, deck); i++)
            if (summonable(m, g, f->card, tt_zone_card(m, deck, i)))
                tt_decision_add(
                    m, (tt_option){YO_LAST_TURN_SUMMON, (int16_t)tt_zone_card(m, deck, i), 0, 0});
        return TT_STEP_DECIDE;
    }
    case LT_BATTLE:
        f->started = LT_DONE;
        if (g->lt_keep >= 0 && g->lt_summoned >= 0 && ygo_monster_on_field(m, g, g->lt_keep, 0) &&
            ygo_monster_on_field(m, g, g->lt_summoned, 0))
            ygo_battle_inline(m, g, opp, (unsigned)g->lt_summoned, (unsigned)g->lt_keep);
        g->lt_card = (int16_t)f->card; /* decided at the End Phase of this turn */
        g->lt_seat = l->seat;
        g->lt_turn = (uint16_t)(tt_match_turn(m) + 1);
        g->lt_keep = g->lt_summoned = -1;
        return TT_STEP_DONE;
    default:
        return TT_STEP_DONE;
    }
}

int ygo_apply_last_turn(tt_match *m, ygo_state *g, unsigned seat, const tt_option *o)
{
    unsigned c = (unsigned)o->a;
    if (o->kind == YO_LAST_TURN_KEEP) {
        g->lt_keep = o->a;
        return TT_OK;
    }
    /* YO_LAST_TURN_SUMMON: in face-up Attack Position; its Deck is shuffled */
    unsigned from = tt_card_zone(m, c);
    tt_card_put(m, c, tt_zone_instance(m, g->z_monster, seat, -1), TT_TOP);
    tt_card_set_face_down(m, c, 0);
    g->card[c].flags = YGO_SUMMONED;
    ygo_mods_clear(g, c);
    ygo_emit(m, YE_SPECIAL, seat, (int)c, 0, 0);
    tt_zone_shuffle(m, from);
    g->lt_summoned = o->a;
    return TT_OK;
}

/* The teams that control a monster now, as a mask of team bits. */
static unsigned teams_with_monsters(const tt_match *m, const ygo_state *g, unsigned *seat_of)
{
    unsigned teams = 0;
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++)
        if (tt_zone_count(m, tt_zone_instance(m, g->z_monster, s, -1))) {
            teams |= 1u << tt_seat_team(m, s);
            *seat_of = s;
        }
    return teams;
}

void ygo_last_turn_check(tt_match *m, ygo_state *g)
{
    int this_turn = g->lt_turn == tt_match_turn(m) + 1u;
    if (this_turn && (g->cur_phase != YP_END || g->nchain || g->npend))
        return; /* "at the End Phase of this turn"; a chain, and triggers waiting for one (the
                   battle's: Giant Rat), resolve first (YP-10) */
    unsigned seat = 0, teams = teams_with_monsters(m, g, &seat);
    int card = g->lt_card;
    g->lt_turn = 0;
    g->lt_card = -1;
    if (teams && !(teams & (teams - 1))) { /* one team alone: it wins */
        ygo_emit(m, YE_CARD_WIN, seat, card, 6, g->lt_seat);
        tt_team_wins(m, seat, TT_OUT_CARD);
        return;
    }
    ygo_emit(m, YE_LAST_TURN, g->lt_seat, card, teams ? 2 : 1, 0); /* "Any other case" */
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++)
        tt_team_loses(m, s, TT_OUT_CARD); /* all at once: a draw (YP-7) */
}

int ygo_last_turn_label(const tt_match *m, const tt_option *o, char *buf, size_t size)
{
    const char *a =
        o->a >= 0 && (unsigned)o->a < tt_match_card_count(m) ? ygo_name(m, (unsigned)o->a) : "";
    switch (o->kind) {
    case YO_LAST_TURN_KEEP:
        return snprintf(buf, size, "select %s to remain on the field (Last Turn)", a);
    case YO_LAST_TURN_SUMMON:
        return snprintf(buf, size, "Special Summon %s from the Deck in Attack Position (Last Turn)",
                        a);
    default:
        return -1;
    }
}

int ygo_last_turn_describe(const tt_match *m, const tt_event *ev, const char *seat,
                           const char *card, char *buf, size_t size)
{
    char who[4] = "";
    if (ev->kind - TT_EV_GAME == YE_CARD_WIN) { /* a = 6; seat the winner, b the activator */
        tt_seat_name(tt_match_rules(m), (unsigned)ev->b, who);
        return snprintf(buf, size,
                        "%s of %s: in the End Phase only %s's team controls monsters: %s's team "
                        "wins (YP-9)",
                        card, who, seat, seat);
    }
    if (ev->kind - TT_EV_GAME != YE_LAST_TURN)
        return -1;
    if (ev->a == 0)
        return ev->card >= 0
                   ? snprintf(buf, size,
                              "%s selects %s: every other card on the field and in every hand "
                              "goes to the Graveyard (Last Turn)",
                              seat, card)
                   : snprintf(buf, size,
                              "every card on the field and in every hand goes to the Graveyard "
                              "(Last Turn)");
    return snprintf(buf, size, "%s of %s: in the End Phase %s: the Duel is a draw (YP-9)", card,
                    seat, ev->a == 2 ? "both sides control monsters" : "no side controls monsters");
}
