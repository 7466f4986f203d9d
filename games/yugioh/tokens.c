/* tokens.c: Tokens and Gorz the Emissary of Darkness (YB).
 *
 * A Token is not a card of any deck: the card whose `token` names it brings one into the match
 * (tt_game.brings), owned by that card's player and out of the match (TT_NOWHERE) until an
 * effect Special Summons it. A Token that would leave the field (destroyed, Tributed, banished,
 * returned to the Deck...) ceases to exist: it goes back out of the match, never to a
 * Graveyard, hand or Deck. Its ATK and DEF ("?") are set as it is Special Summoned.
 *
 * Gorz: "When you take damage from a card your opponent controls, while you control no cards".
 * Default reading in a Team Duel: "you" is the player the damage is dealt to (the seat whose
 * monster is attacked or who is attacked directly; the seat an effect applies to), though the
 * LP are the team's (YT-1.4); "you control no cards" is that player's own zones (YT-3.6), so the
 * partner's cards do not stop it. Battle damage: its trigger waits for after damage calculation
 * (YM-9 timing 4). Switch: `options.you_control: team` makes it the whole team's side. Effect
 * damage: it triggers only when the damage came with the last chain link to resolve (chain link 1);
 * after a later link resolved it has missed its timing (a simplification: a later part of the same
 * link's resolution is not looked at). */
#include "ygo.h"

unsigned ygo_brings(const tt_carddb *db, uint32_t cardid, uint32_t *out)
{
    const char *name = tt_carddb_text(db, cardid, YF_TOKEN);
    int id = name && *name ? tt_carddb_find(db, name) : -1;
    if (id < 0)
        return 0;
    *out = (uint32_t)id;
    return 1;
}

int ygo_tokens_setup(tt_match *m, ygo_state *g, tt_error *err)
{
    for (unsigned c = 0; c < tt_match_card_count(m); c++) {
        if (ygo_kind(m, c) == YK_TOKEN) {
            if (g->ntoken == YGO_MAX_TOKENS)
                return ygo_table_full(err, YGO_MAX_TOKENS, "Tokens");
            g->token_card[g->ntoken++] = (uint16_t)c;
        }
        if (ygo_field(m, c, YF_TRIGGER) == YTR_DAMAGE_TAKEN) {
            if (g->ngorz == YGO_MAX_GORZ)
                return ygo_table_full(err, YGO_MAX_GORZ, "cards with `trigger: damage_taken`");
            g->gorz_card[g->ngorz++] = (uint16_t)c;
        }
    }
    return TT_OK;
}

static int token_index(const ygo_state *g, unsigned card)
{
    return ygo_table_index(g->token_card, g->ntoken, card);
}

int32_t ygo_token_stat(const ygo_state *g, unsigned card)
{
    int i = token_index(g, card);
    return i < 0 ? 0 : g->token_stat[i];
}

int ygo_token_gone(tt_match *m, ygo_state *g, unsigned card)
{
    int i = token_index(g, card);
    if (i < 0)
        return 0;
    g->card[card].flags = 0;
    ygo_mods_clear(g, card);
    g->token_stat[i] = 0;
    ygo_emit(m, YE_TOKEN_GONE, tt_card_controller(m, card), (int)card, 0, 0);
    tt_card_put(m, card, TT_NOWHERE, TT_TOP);
    return 1;
}

static int controls_nothing_own(const tt_match *m, const ygo_state *g, unsigned seat)
{
    uint8_t kinds[5] = {g->z_monster, g->z_spell_trap, g->z_field, g->z_pendulum,
                        g->z_pendulum_right};
    for (unsigned k = 0; k < 5; k++) {
        if (kinds[k] == 0xff)
            continue;
        unsigned z = tt_zone_instance(m, kinds[k], seat, -1);
        for (unsigned i = 0; i < tt_zone_count(m, z); i++)
            if (tt_card_controller(m, tt_zone_card(m, z, i)) == seat)
                return 0;
    }
    return 1;
}

/* Whether seat controls no cards: its own Monster, Spell & Trap, Field and Pendulum Zones
 * (YT-3.6; a Field Zone shared by the whole duel counts the card seat controls there); under
 * `options.you_control: team` its teammates' too. */
static int controls_nothing(const tt_match *m, const ygo_state *g, unsigned seat)
{
    if (tt_match_rules(m)->options[YOPT_YOU_CONTROL] == YYC_TEAM) {
        unsigned mates = tt_scope_resolve(m, seat, -1, TT_SCOPE_TEAMMATES).seats;
        for (unsigned s = 0; s < tt_match_rules(m)->seats; s++)
            if ((mates >> s & 1) && s != seat && !controls_nothing_own(m, g, s))
                return 0;
    }
    return controls_nothing_own(m, g, seat);
}

static void add_triggers(tt_match *m, ygo_state *g, unsigned seat)
{
    unsigned hand = tt_zone_instance(m, g->z_hand, seat, -1);
    for (unsigned i = 0; i < g->ngorz; i++)
        if (tt_card_zone(m, g->gorz_card[i]) == hand)
            ygo_trigger_add(m, g, g->gorz_card[i], seat);
}

void ygo_damage_taken(tt_match *m, ygo_state *g, unsigned seat, int32_t amount, int battle,
                      unsigned from, int last)
{
    if (amount <= 0 || !ygo_is_opponent(m, seat, from) || !controls_nothing(m, g, seat))
        return;
    g->taken_amount[seat] = amount;
    g->taken_battle[seat] = (uint8_t)(battle ? 2 : 0); /* 2: its triggers still to add */
    g->taken_from[seat] = (uint8_t)from;
    if (!battle && last)
        add_triggers(m, g, seat); /* on a chain once this one has resolved */
}

void ygo_damage_taken_triggers(tt_match *m, ygo_state *g)
{
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++)
        if (g->taken_battle[s] == 2) {
            g->taken_battle[s] = 1;
            add_triggers(m, g, s);
        }
}

/* Gorz resolves: Special Summon it from seat's hand, then its Token (battle damage) or the same
 * damage to the opponent whose card dealt it (effect damage); Gorz and its Token each in face-up
 * Attack or Defense Position, seat's choice (issue 30: the text names none). */
void ygo_answer_damage(tt_match *m, ygo_state *g, unsigned card, unsigned seat)
{
    unsigned field = tt_zone_instance(m, g->z_monster, seat, -1);
    int32_t amount = g->taken_amount[seat];
    int battle = g->taken_battle[seat];
    g->taken_amount[seat] = 0;
    g->taken_battle[seat] = 0;
    if (tt_card_zone(m, card) != tt_zone_instance(m, g->z_hand, seat, -1) ||
        !tt_zone_free(m, field))
        return; /* it left the hand, or no zone: nothing, and nothing "then" */
    ygo_special_place(m, g, card, card, seat); /* no position named: its player's choice */
    if (!battle) {
        ygo_damage(m, g->taken_from[seat], amount);
        return;
    }
    uint32_t id = 0;
    if (!ygo_brings(tt_match_carddb(m), tt_card_id(m, card), &id) || !tt_zone_free(m, field))
        return;
    for (unsigned i = 0; i < g->ntoken; i++) { /* this player's Token still out of the match */
        unsigned t = g->token_card[i];
        if (tt_card_id(m, t) != id || tt_card_owner(m, t) != seat ||
            tt_card_zone(m, t) != TT_NOWHERE)
            continue;
        g->token_stat[i] = amount; /* "ATK and DEF are each equal to the battle damage" */
        ygo_special_place(m, g, card, t, seat); /* chosen after Gorz's (its frame) */
        return;
    }
}
