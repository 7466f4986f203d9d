/* redeal.c: face-down cards on the field re-dealt for a seat that may not look at them (issue
 * 14, tt_match_determinize): which hidden cards could be a Set card (stand_in), and two cards
 * trading places with everything that belongs to the place (trade). */
#include <string.h>

#include "ygo.h"

/* A card that could lie face-down in set's place: the place alone decides (its zone), never
 * the card there now. A face-down monster got there by a Normal Set (summon.c offers to Set
 * the hand's monsters that are not Fusion, Ritual or Synchro Monsters, Tokens nor `no_normal`;
 * a Tribute Set's Tributes are not kept, so any Level may stand in); a face-down Spell or Trap
 * by a Set from the hand (chain.c: a Field Spell only in the Field Zone). The core offers
 * cards of the owner's Deck and hidden hand only: an Extra Deck card is never one. Nothing else
 * turns a card face-down on the field in this module (no Special Summon in face-down Defense,
 * no Book of Moon). */
int ygo_stand_in(const tt_match *m, const void *gs, unsigned set, unsigned card)
{
    const ygo_state *g = gs;
    unsigned kind = tt_zone_kind_of(m, tt_card_zone(m, set)), k = ygo_kind(m, card);
    if (kind == g->z_monster)
        return ygo_is_monster(m, card) && k != YK_FUSION_MONSTER && k != YK_RITUAL_MONSTER &&
               k != YK_SYNCHRO_MONSTER && k != YK_XYZ_MONSTER && k != YK_TOKEN &&
               !(g->nno_normal && ygo_field(m, card, YF_NO_NORMAL));
    if (kind == g->z_spell_trap)
        return ygo_is_spell_trap(m, card) && k != YK_FIELD_SPELL;
    if (g->z_field != 0xff && kind == g->z_field)
        return k == YK_FIELD_SPELL;
    return 0;
}

static void rename16(uint16_t *v, unsigned a, unsigned b)
{
    *v = *v == a ? (uint16_t)b : *v == b ? (uint16_t)a : *v;
}

static void rename_s16(int16_t *v, unsigned a, unsigned b)
{
    *v = *v == (int)a ? (int16_t)b : *v == (int)b ? (int16_t)a : *v;
}

/* The state a table made at setup keeps of each of its cards (an Equip Spell's monster, a
 * Skill Drain in force, Hyper-Venom Counters): a and b swap theirs when both are in the table.
 * A face-down card has none (state checks clear them when a card turns face-down or leaves). */
static void swap_entries(const uint16_t *cards, unsigned n, void *state, size_t size, unsigned a,
                         unsigned b)
{
    int ia = -1, ib = -1;
    for (unsigned i = 0; i < n; i++) {
        ia = cards[i] == a ? (int)i : ia;
        ib = cards[i] == b ? (int)i : ib;
    }
    if (ia < 0 || ib < 0)
        return;
    unsigned char *s = state, t[4];
    memcpy(t, s + (size_t)ia * size, size);
    memcpy(s + (size_t)ia * size, s + (size_t)ib * size, size);
    memcpy(s + (size_t)ib * size, t, size);
}

/* Which fields of an option of kind hold card indices: 1 a, 2 b (c never does). The shapes
 * observations give (observe.c) say it: one table, which names every kind (YO_COUNT). */
static unsigned option_cards(unsigned kind)
{
    uint8_t arg[3];
    if (!ygo_option_shape(kind, arg))
        return 0;
    return (arg[0] == TT_ARG_CARD ? 1u : 0u) | (arg[1] == TT_ARG_CARD ? 2u : 0u);
}

/* The card indices a frame of kind holds (the picks made so far, not the unused ones). */
static void rename_frame(unsigned kind, void *frame, unsigned a, unsigned b)
{
    switch ((enum ygo_frame_kind)kind) {
    case YFR_TRIBUTE: {
        ygo_tribute_frame *f = frame;
        rename16(&f->card, a, b);
        for (unsigned i = 0; i < f->picked && i < 3; i++)
            rename16(&f->picks[i], a, b);
        break;
    }
    case YFR_ACTIVATION: {
        ygo_activation_frame *f = frame;
        rename16(&f->card, a, b);
        rename_s16(&f->target, a, b);
        if (f->tributed) /* 1 + the cost's monster (cost_tribute.c, Mystik Wok) */
            f->tributed = (uint16_t)(f->tributed - 1u == a   ? b + 1u
                                     : f->tributed - 1u == b ? a + 1u
                                                             : f->tributed);
        break;
    }
    case YFR_EFFECT:
        rename16(&((ygo_effect_frame *)frame)->card, a, b);
        break;
    case YFR_FUSION: {
        ygo_fusion_frame *f = frame;
        rename16(&f->fusion, a, b);
        for (unsigned i = 0; i < f->picked && i < YGO_MAX_MATERIALS; i++)
            rename16(&f->mats[i], a, b);
        break;
    }
    case YFR_PENDULUM: {
        ygo_pendulum_frame *f = frame;
        for (unsigned i = 0; i < f->picked && i < YGO_MAX_PENDULUM; i++)
            rename16(&f->picks[i], a, b);
        break;
    }
    case YFR_SUMMON: {
        ygo_summon_frame *f = frame;
        for (unsigned i = 0; i < f->n && i < YGO_MAX_PENDULUM; i++)
            rename16(&f->cards[i], a, b);
        break;
    }
    case YFR_RITUAL: {
        ygo_ritual_frame *f = frame;
        rename16(&f->monster, a, b);
        rename16(&f->spell, a, b);
        for (unsigned i = 0; i < f->picked && i < 10; i++)
            rename16(&f->picks[i], a, b);
        break;
    }
    case YFR_SYNCHRO: {
        ygo_synchro_frame *f = frame;
        rename16(&f->monster, a, b);
        for (unsigned i = 0; i < f->picked && i < 12; i++)
            rename16(&f->picks[i], a, b);
        break;
    }
    case YFR_XYZ: { /* xyz.c */
        ygo_xyz_frame *f = frame;
        rename16(&f->monster, a, b);
        for (unsigned i = 0; i < f->picked && i < YGO_MAX_XYZ_MATERIALS; i++)
            rename16(&f->picks[i], a, b);
        break;
    }
    case YFR_SPECIAL_POSITION: { /* effects_summon.c */
        ygo_position_frame *f = frame;
        for (unsigned i = 0; i < f->n && i < YGO_MAX_PENDULUM; i++)
            rename16(&f->card[i], a, b);
        break;
    }
    case YFR_COST_ASK: { /* cost_tribute.c */
        ygo_cost_ask_frame *f = frame;
        rename16(&f->card, a, b);
        rename16(&f->monster, a, b);
        break;
    }
    case YFR_CHAIN:    /* the chain is in the state (g->chain) */
    case YFR_BATTLE:   /* the battle too (g->bat) */
    case YFR_TRIGGERS: /* indices into g->pend */
    case YFR_OPEN:
    case YFR_SUMMONED: /* its Summon's monsters are in the state (g->sum_cards) */
        break;
    }
}

void ygo_trade(tt_match *m, void *gs, unsigned a, unsigned b)
{
    ygo_state *g = gs;
    ygo_card_vars t = g->card[a]; /* position, turn Set, ATK changes: the place's */
    g->card[a] = g->card[b];
    g->card[b] = t;
    for (unsigned i = 0; i < g->nchain; i++) {
        rename16(&g->chain[i].card, a, b);
        rename_s16(&g->chain[i].target, a, b);
    }
    rename_s16(&g->bat.attacker, a, b);
    rename_s16(&g->bat.target, a, b);
    rename16(&g->bat.scripture_card, a, b);
    for (unsigned i = 0; i < g->npend; i++)
        rename16(&g->pend[i], a, b);
    rename16(&g->summon_card, a, b);
    for (unsigned i = 0; i < g->sum_n; i++)
        rename16(&g->sum_cards[i], a, b);
    for (unsigned i = 0; i < g->nequip; i++)
        rename_s16(&g->equip_target[i], a, b);
    for (unsigned i = 0; i < g->nrevive; i++)
        rename_s16(&g->revive_target[i], a, b);
    for (unsigned i = 0; i < g->nbind; i++) /* a face-down monster Spellbinding Circle binds */
        rename_s16(&g->bind_target[i], a, b);
    for (unsigned s = 0; s < TT_MAX_SEATS; s++)
        rename_s16(&g->watch_card[s], a, b);
    rename_s16(&g->lt_keep, a, b); /* Last Turn (last_turn.c) */
    rename_s16(&g->lt_summoned, a, b);
    rename_s16(&g->lt_card, a, b);
    swap_entries(g->equip_card, g->nequip, g->equip_target, sizeof *g->equip_target, a, b);
    swap_entries(g->revive_card, g->nrevive, g->revive_target, sizeof *g->revive_target, a, b);
    swap_entries(g->drain_card, g->ndrain, g->drain_on, sizeof *g->drain_on, a, b);
    swap_entries(g->venom_card, g->nvenom, g->venom_count, sizeof *g->venom_count, a, b);
    swap_entries(g->bind_card, g->nbind, g->bind_target, sizeof *g->bind_target, a, b);
    swap_entries(g->force_card, g->nforce, g->force_on, sizeof *g->force_on, a, b);
    unsigned kind;
    void *f;
    for (unsigned i = 0; (f = tt_frame_at(m, i, &kind)); i++)
        rename_frame(kind, f, a, b);
    tt_option *o;
    for (unsigned i = 0; (o = tt_decision_option_at(m, i)); i++) {
        unsigned fields = option_cards(o->kind);
        if (fields & 1)
            rename_s16(&o->a, a, b);
        if (fields & 2)
            rename_s16(&o->b, a, b);
    }
}
