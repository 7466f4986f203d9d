/* vennominaga.c: Vennominaga the Deity of Poisonous Snakes (YP-9's example of a card win) and
 * what it needs: Special Summoned only by Rise of the Snake Deity or its own effect (`no_special:
 * only_named`), Rise's timing ("when a face-up Vennominon the King of Poisonous Snakes you
 * control is destroyed, except by battle": `when: named_destroyed`), 500 ATK per Reptile in its
 * controller's Graveyard (`atk_per_type`, Vennominon too), unaffected by other cards' effects
 * and never their target (`unaffected`), its revival when destroyed by battle (a trigger whose
 * cost banishes another Reptile: `banish_same_type`, `revive_self`) and a Hyper-Venom Counter
 * each time it inflicts battle damage to an opponent: the third wins for its controller's team
 * at once (YP-9, YP-10). Card facts: games/yugioh/cards/effect-monsters.yaml. */
#include <string.h>

#include "ygo.h"

int ygo_vennominaga_setup(tt_match *m, ygo_state *g, tt_error *err)
{
    const tt_carddb *db = tt_match_carddb(m);
    for (unsigned s = 0; s < TT_MAX_SEATS; s++)
        g->watch_card[s] = -1;
    for (unsigned c = 0; c < tt_match_card_count(m); c++) {
        g->nunaffected += g->nunaffected < 255 && ygo_field(m, c, YF_UNAFFECTED);
        g->natk_type += g->natk_type < 255 && ygo_field(m, c, YF_ATK_PER_TYPE);
        if (ygo_field(m, c, YF_VENOM_WIN)) {
            if (g->nvenom == 8) /* a limit fails loudly */
                return tt_error_set(err, TT_ERR_LIMIT, "cards",
                                    "more than 8 cards with Hyper-Venom Counters in one match");
            g->venom_card[g->nvenom++] = (uint16_t)c;
        }
        if (ygo_field(m, c, YF_WHEN) != YWH_NAMED_DESTROYED)
            continue;
        if (g->nwatch == 16)
            return tt_error_set(err, TT_ERR_LIMIT, "cards",
                                "more than 16 `when: named_destroyed` cards in one match");
        /* the name is looked up once here, never while playing */
        const char *name = tt_carddb_text(db, tt_card_id(m, c), YF_WHEN_NAME);
        uint32_t id = UINT32_MAX;
        for (unsigned x = 0; x < tt_match_card_count(m) && id == UINT32_MAX; x++)
            if (!strcmp(ygo_name(m, x), name))
                id = tt_card_id(m, x);
        g->watch_trap[g->nwatch] = (uint16_t)c;
        g->watch_id[g->nwatch++] = id; /* none in the match: never activated */
    }
    return TT_OK;
}

int32_t ygo_type_atk(const tt_match *m, const ygo_state *g, unsigned card)
{
    int32_t per = ygo_field(m, card, YF_ATK_PER_TYPE);
    unsigned gy, n = 0;
    if (!per || ygo_drained(m, g, card) || !ygo_static(m, (unsigned)card)->type_of)
        return 0;
    gy = tt_zone_instance(m, g->z_graveyard, tt_card_controller(m, card), -1);
    for (unsigned i = 0; i < tt_zone_count(m, gy); i++) {
        unsigned x = tt_zone_card(m, gy, i);
        n += ygo_is_monster(m, x) &&
             ygo_static(m, (unsigned)x)->type_of == ygo_static(m, (unsigned)card)->type_of;
    }
    return per * (int32_t)n;
}

int ygo_special_ok(const tt_match *m, const ygo_state *g, unsigned effect_card, unsigned c)
{
    switch (ygo_field(m, c, YF_NO_SPECIAL)) {
    case YNS_ANY:
        return 1;
    case YNS_ONLY_NAMED: /* a card that looks for it by name (Rise of the Snake Deity) */
        return effect_card == c || (ygo_static(m, (unsigned)effect_card)->search_bits >> 8 &&
                                    ygo_search_match(m, g, effect_card, c));
    case YNS_NO_MONSTER: /* "by another Effect Monster's effect": a Spell's or Trap's may */
        return effect_card == c || ygo_kind(m, effect_card) >= YK_NORMAL_SPELL;
    default:
        return 0;
    }
}

void ygo_watch_destroyed(tt_match *m, ygo_state *g, unsigned card, unsigned ctl)
{
    for (unsigned i = 0; i < g->nwatch; i++)
        if (g->watch_id[i] == tt_card_id(m, card)) {
            g->watch_card[ctl] = (int16_t)card;
            g->watch_turn[ctl] = (uint16_t)tt_match_turn(m);
            g->watch_moment[ctl] = g->moment;
            g->watch_phase[ctl] = g->cur_phase;
            return;
        }
}

/* YB (missing the timing): a "When ... is destroyed" Trap is activated by that monster's
 * controller only while the destruction is the last thing that happened: in the chain it ends,
 * or the window right after (the same moment, triggers.c: no chain link made, no link
 * resolving, no Summon since), in the same phase of the same turn. */
int ygo_watch_ok(const tt_match *m, const ygo_state *g, unsigned seat, unsigned trap)
{
    int d = g->watch_card[seat];
    if (d < 0 || g->watch_turn[seat] != (uint16_t)tt_match_turn(m) ||
        g->watch_moment[seat] != g->moment || g->watch_phase[seat] != g->cur_phase)
        return 0;
    for (unsigned i = 0; i < g->nwatch; i++)
        if (g->watch_trap[i] == trap)
            return g->watch_id[i] == tt_card_id(m, (unsigned)d);
    return 0;
}

static int venom_index(const ygo_state *g, int card)
{
    for (unsigned i = 0; i < g->nvenom; i++)
        if (g->venom_card[i] == card)
            return (int)i;
    return -1;
}

static int face_up_on_field(const tt_match *m, const ygo_state *g, int card)
{
    unsigned z;
    return card >= 0 && (z = tt_card_zone(m, (unsigned)card)) != TT_NOWHERE &&
           tt_zone_kind_of(m, z) == g->z_monster && !tt_card_face_down(m, (unsigned)card);
}

/* The counter is placed at once after damage calculation (simplified: the real one is a
 * trigger effect, a chain link; nothing in the card pool could answer it). */
void ygo_venom_counters(tt_match *m, ygo_state *g)
{
    int cards[2] = {g->bat.attacker, g->bat.target};
    int32_t dmg[2] = {g->bat.dealt, g->bat.taken}; /* to the attacked side, to the attacker */
    for (unsigned k = 0; k < 2; k++) {
        int i = venom_index(g, cards[k]);
        if (i < 0 || dmg[k] <= 0 || !face_up_on_field(m, g, cards[k]) ||
            tt_card_controller(m, (unsigned)cards[k]) != (k ? g->bat.defender : g->bat.seat) ||
            ygo_drained(m, g, (unsigned)cards[k]))
            continue;
        unsigned seat = tt_card_controller(m, (unsigned)cards[k]);
        g->venom_count[i]++;
        ygo_emit(m, YE_VENOM_COUNTER, seat, cards[k], g->venom_count[i], 0);
        if (g->venom_count[i] >= ygo_field(m, (unsigned)cards[k], YF_VENOM_WIN)) {
            ygo_emit(m, YE_CARD_WIN, seat, cards[k], 2, 0);
            tt_team_wins(m, seat, TT_OUT_CARD); /* YP-9: its controller's team */
            return;
        }
    }
}

/* Counters are lost when the card leaves the field or turns face-down. */
void ygo_venom_check(tt_match *m, ygo_state *g)
{
    for (unsigned i = 0; i < g->nvenom; i++)
        if (g->venom_count[i] && !face_up_on_field(m, g, g->venom_card[i]))
            g->venom_count[i] = 0;
}

int ygo_banish_cost_ok(const tt_match *m, const ygo_state *g, unsigned seat, unsigned card)
{
    unsigned gy = tt_zone_instance(m, g->z_graveyard, seat, -1);
    if (g->z_banished == 0xff || !ygo_static(m, (unsigned)card)->type_of)
        return 0;
    for (unsigned i = 0; i < tt_zone_count(m, gy); i++) {
        unsigned x = tt_zone_card(m, gy, i);
        if (x != card && ygo_is_monster(m, x) &&
            ygo_static(m, (unsigned)x)->type_of == ygo_static(m, (unsigned)card)->type_of)
            return 1;
    }
    return 0;
}

int ygo_banish_cost_choice(tt_match *m, const ygo_state *g, unsigned seat, unsigned card)
{
    unsigned gy = tt_zone_instance(m, g->z_graveyard, seat, -1);
    int any = 0;
    for (unsigned i = 0; i < tt_zone_count(m, gy); i++) {
        unsigned x = tt_zone_card(m, gy, i);
        int first = x != card && ygo_is_monster(m, x) &&
                    ygo_static(m, (unsigned)x)->type_of == ygo_static(m, (unsigned)card)->type_of;
        for (unsigned j = 0; j < i && first; j++) /* one option per name */
            first = tt_card_id(m, tt_zone_card(m, gy, j)) != tt_card_id(m, x) ||
                    tt_zone_card(m, gy, j) == card;
        if (!first)
            continue;
        if (!any++)
            tt_decision_open(m, seat, 0);
        tt_decision_add(m, (tt_option){YO_BANISH_COST, (int16_t)x, 0, 0});
    }
    return any;
}
