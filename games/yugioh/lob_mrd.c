/* lob_mrd.c: the generic effects the Effect cards of Legend of Blue Eyes White Dragon and Metal
 * Raiders need (issue 15), each for a family of cards, none for one card alone:
 * gaining LP (Red Medicine), Equip Spells limited to Types that also raise DEF (Legendary
 * Sword), Field Spells that weaken other Types (Umi), monsters that raise one Attribute and
 * weaken another (Hoshiningen), direct attackers (Mystic Lamp), a search from the Deck (Sangan,
 * Witch of the Black Forest), battle position changes (Stop Defense, Block Attack), a return to
 * the hand (Hane-Hane), a Spell or Trap back from the Graveyard (Magician of Faith), Heavy Storm,
 * and the Sanga of the Thunder trio's zero-ATK attacker. The setup reads the cards' text fields
 * once; nothing here compares a string while playing. */
#include <string.h>

#include "ygo.h"

static int is_spell(const tt_match *m, unsigned card)
{
    unsigned k = ygo_kind(m, card);
    return k >= YK_NORMAL_SPELL && k < YK_NORMAL_TRAP;
}

static int on_field(const tt_match *m, const ygo_state *g, int card, int face_up)
{
    unsigned z;
    return card >= 0 && (z = tt_card_zone(m, (unsigned)card)) != TT_NOWHERE &&
           tt_zone_kind_of(m, z) == g->z_monster &&
           (!face_up || !tt_card_face_down(m, (unsigned)card));
}

static int face_up_in(const tt_match *m, unsigned card, unsigned kind)
{
    unsigned z = tt_card_zone(m, card);
    return z != TT_NOWHERE && tt_zone_kind_of(m, z) == kind && !tt_card_face_down(m, card);
}

/* The mask of interned Type ids a list of Types names (bit 0 set: the list is not empty, so a
 * list naming no Type of the match still restricts). */
static uint32_t types_mask(tt_match *m, const char *list)
{
    return list[0] ? 1u | ygo_listed_types(m, list) : 0u; /* bit 0: a list is given */
}

int ygo_lob_setup(tt_match *m, ygo_state *g, tt_error *err)
{
    const tt_carddb *db = tt_match_carddb(m);
    ygo_card_static *cs = ygo_static_setup(m);
    for (unsigned c = 0; c < tt_match_card_count(m); c++) {
        uint32_t id = tt_card_id(m, c);
        int32_t effect = (int32_t)ygo_db_part(db, id, 0)->action;
        if (tt_carddb_int(db, id, YF_WHEN) == YWH_NAMED_ON_FIELD) {
            int w = tt_carddb_find(db, tt_carddb_text(db, id, YF_WHEN_NAME));
            cs[c].lob_when_id = w < 0 ? UINT32_MAX : (uint32_t)w; /* no such card: never */
        }
        /* "Equip only to a Warrior monster. It gains 300 ATK/DEF."; "Special Summon 1 Zombie
         * monster" (Pyramid Turtle), "Warrior monsters" (Marauding Captain; more_monsters.c) */
        if (effect == YX_EQUIP || effect == YX_SPECIAL_SUMMON || effect == YX_ATTACK_SHIELD)
            cs[c].lob_types = types_mask(m, tt_carddb_text(db, id, YF_TYPES));
        if (effect == YX_BOOST && tt_carddb_text(db, id, YF_LOSE_TYPES)[0]) { /* Umi, Yami */
            cs[c].lob_types = types_mask(m, tt_carddb_text(db, id, YF_LOSE_TYPES));
            g->lob_stats = 1;
        }
        if (effect >= YX_ATK_PER_GRAVEYARD_MONSTER && effect <= YX_ATTACK_COST &&
            ygo_is_monster(m, c))
            g->lob_stats = 1; /* Shadow Ghoul, Muka Muka, the Battleguards, Insect Soldiers */
        if (effect == YX_ATTRIBUTE_BOOST && ygo_is_monster(m, c)) {
            if (g->nattr_boost == YGO_MAX_ATTR_BOOST)
                return ygo_table_full(err, YGO_MAX_ATTR_BOOST,
                                      "monsters with `effect: attribute_boost`");
            g->attr_boost_card[g->nattr_boost++] = (uint16_t)c;
        }
    }
    return TT_OK;
}

/* What face-up Field Spells with `lose_types` take from card (Umi: Machine and Pyro). */
static int32_t field_loss(const tt_match *m, const ygo_state *g, unsigned card)
{
    int32_t loss = 0;
    unsigned type = ygo_static(m, card)->type_of;
    for (unsigned i = 0; i < g->nboost; i++) {
        unsigned b = g->boost_card[i];
        if (type && (ygo_static(m, b)->lob_types >> type & 1) && g->z_field != 0xff &&
            face_up_in(m, b, g->z_field) && !(g->nchain && ygo_activation_pending(g, b)))
            loss += ygo_field(m, b, YF_LOSE_AMOUNT);
    }
    return loss;
}

/* What card's own continuous effect gives it (def: its DEF, else its ATK); Skill Drain
 * negates it. */
static int32_t own_stats(const tt_match *m, const ygo_state *g, unsigned card, int def)
{
    int32_t effect = (int32_t)ygo_action(m, card, 0), amount = ygo_part_at(m, card, 0)->amount;
    unsigned ctl = tt_card_controller(m, card), n = 0;
    if (effect < YX_ATK_PER_GRAVEYARD_MONSTER || effect > YX_ATK_VS_ATTRIBUTE ||
        (def && effect != YX_STATS_PER_HAND) || (g->ndrain && ygo_drained(m, g, card)))
        return 0;
    switch (effect) {
    case YX_ATK_PER_GRAVEYARD_MONSTER: {
        unsigned gy = tt_zone_instance(m, g->z_graveyard, ctl, -1);
        for (unsigned i = 0; i < tt_zone_count(m, gy); i++)
            n += (unsigned)ygo_is_monster(m, tt_zone_card(m, gy, i));
        break;
    }
    case YX_STATS_PER_HAND:
        n = tt_zone_count(m, tt_zone_instance(m, g->z_hand, ctl, -1));
        break;
    case YX_ATK_PER_NAMED: { /* "you control": its controller's own zone (YT-3.6) */
        unsigned z = tt_zone_instance(m, g->z_monster, ctl, -1);
        for (unsigned i = 0; i < tt_zone_count(m, z); i++) {
            unsigned x = tt_zone_card(m, z, i);
            n += x != card && !tt_card_face_down(m, x) && ygo_search_match(m, g, card, x);
        }
        break;
    }
    default: { /* YX_ATK_VS_ATTRIBUTE: while it attacks */
        int t = g->bat.target;
        n = g->bat.stage != BS_NONE && g->bat.attacker == (int)card && on_field(m, g, t, 1) &&
            ygo_field(m, (unsigned)t, YF_ATTRIBUTE) == ygo_field(m, card, YF_FILTER_ATTR);
        break;
    }
    }
    return amount * (int32_t)n;
}

int32_t ygo_lob_atk(const tt_match *m, const ygo_state *g, unsigned card)
{
    int32_t add = 0, attr = ygo_field(m, card, YF_ATTRIBUTE);
    if (ygo_unaffected(m, g, card, -1)) /* Vennominaga: no other card's effect applies */
        return 0;
    for (unsigned i = 0; i < g->nattr_boost; i++) {
        unsigned b = g->attr_boost_card[i];
        if (!on_field(m, g, (int)b, 1) || (g->ndrain && ygo_drained(m, g, b)))
            continue; /* only face-up, and not under Skill Drain */
        if (attr == ygo_field(m, b, YF_FILTER_ATTR))
            add += ygo_part_at(m, b, 0)->amount;
        if (attr == ygo_field(m, b, YF_LOSE_ATTRIBUTE))
            add -= ygo_field(m, b, YF_LOSE_AMOUNT);
    }
    if (g->lob_stats)
        add += own_stats(m, g, card, 0) - field_loss(m, g, card);
    return add;
}

int32_t ygo_lob_def(const tt_match *m, const ygo_state *g, unsigned card)
{
    if (!on_field(m, g, (int)card, 1) || ygo_unaffected(m, g, card, -1))
        return 0; /* an Equip Spell's DEF is ygo_def_mods' (era_effects.c) */
    return own_stats(m, g, card, 1) - field_loss(m, g, card);
}

int ygo_lob_target_ok(const tt_match *m, const ygo_state *g, unsigned card, unsigned t)
{
    switch ((int32_t)ygo_action(m, card, 0)) {
    case YX_EQUIP:            /* "Equip only to a <Type> monster" */
    case YX_SPECIAL_SUMMON: { /* "1 Zombie monster" (Pyramid Turtle) */
        uint32_t mask = ygo_static(m, card)->lob_types;
        return !mask || (ygo_static(m, t)->type_of && (mask >> ygo_static(m, t)->type_of & 1));
    }
    case YX_TO_ATTACK_POSITION: /* "1 Defense Position monster" (a face-down one is) */
        return (g->card[t].flags & YGO_DEFENSE) || tt_card_face_down(m, t);
    case YX_TO_DEFENSE_POSITION: /* "1 face-up Attack Position monster" */
        return !(g->card[t].flags & YGO_DEFENSE) && !tt_card_face_down(m, t);
    case YX_DESTROY:
        switch (ygo_field(m, card, YF_TARGETS)) {
        case YTG_ONE_SPELL: /* a Set card may be targeted: its kind is hidden until revealed */
            return tt_card_face_down(m, t) || is_spell(m, t);
        case YTG_ONE_TRAP:
            return tt_card_face_down(m, t) || ygo_kind(m, t) >= YK_NORMAL_TRAP;
        case YTG_ONE_FACE_UP_TRAP:
            return !tt_card_face_down(m, t) && ygo_kind(m, t) >= YK_NORMAL_TRAP;
        default: /* Ring of Destruction: "whose ATK is less than or equal to their LP" */
            return !ygo_field(m, card, YF_TARGET_ATK_WITHIN_LP) ||
                   ygo_atk(m, t) <= tt_life_get(m, tt_card_controller(m, t));
        }
    default:
        return 1;
    }
}

int ygo_lob_spell_trap_targets(const tt_match *m, unsigned card)
{
    int32_t t = ygo_field(m, card, YF_TARGETS);
    return t == YTG_ONE_SPELL || t == YTG_ONE_TRAP || t == YTG_ONE_FACE_UP_TRAP;
}

/* Monsters of the seats that card may target (face-up ones only when face_up). */
static int any_target(const tt_match *m, const ygo_state *g, unsigned card, unsigned seats,
                      int face_up)
{
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++) {
        unsigned z = tt_zone_instance(m, g->z_monster, s, -1);
        for (unsigned i = 0; (seats >> s & 1) && i < tt_zone_count(m, z); i++) {
            unsigned t = tt_zone_card(m, z, i);
            if ((!face_up || !tt_card_face_down(m, t)) && ygo_targetable(m, g, t) &&
                ygo_lob_target_ok(m, g, card, t))
                return 1;
        }
    }
    return 0;
}

static int graveyard_kind_ok(const tt_match *m, unsigned card, unsigned target)
{
    unsigned k = ygo_kind(m, target);
    if (ygo_field(m, card, YF_TARGETS) == YTG_GRAVEYARD_MONSTER) /* Monster Reincarnation */
        return ygo_is_monster(m, target); /* a Fusion Monster too: it goes to the Extra Deck */
    return ygo_field(m, card, YF_TARGETS) == YTG_GRAVEYARD_TRAP
               ? k >= YK_NORMAL_TRAP
               : k >= YK_NORMAL_SPELL && k < YK_NORMAL_TRAP;
}

/* Spells and Traps on the field of the seats (Field Spells and Pendulum Zones too: YM-1), in
 * the order the table shows them: seat by seat, zone by zone, place by place. Never by card
 * index: the index follows the deck file, and an order by it told the opponents where a Set
 * card came from (the leak test, Giant Trunade). */
unsigned ygo_spell_traps_on_field(const tt_match *m, const ygo_state *g, unsigned seats, int except,
                                  uint16_t *out, unsigned max)
{
    unsigned n = 0;
    uint16_t fs[TT_MAX_SEATS];
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++) {
        unsigned zs[3] = {tt_zone_instance(m, g->z_spell_trap, s, -1), TT_NOWHERE, TT_NOWHERE};
        if (!(seats >> s & 1))
            continue;
        if (g->z_pendulum != 0xff) {
            zs[1] = tt_zone_instance(m, g->z_pendulum, s, -1);
            zs[2] = tt_zone_instance(m, g->z_pendulum_right, s, -1);
        }
        for (unsigned k = 0; k < 3 && zs[k] != TT_NOWHERE; k++)
            for (unsigned i = 0; i < tt_zone_count(m, zs[k]); i++)
                if ((int)tt_zone_card(m, zs[k], i) != except && n < max)
                    out[n++] = (uint16_t)tt_zone_card(m, zs[k], i);
    }
    unsigned nfs = ygo_field_spells(m, g, seats, fs);
    for (unsigned i = 0; i < nfs; i++)
        if ((int)fs[i] != except && n < max)
            out[n++] = fs[i];
    return n;
}

static int reborn_ok(const tt_match *m, const ygo_state *g, unsigned card, unsigned c)
{
    return ygo_revive_ok(m, c) && ygo_special_ok(m, g, card, c);
}

int ygo_lob_has_targets(const tt_match *m, const ygo_state *g, unsigned card, unsigned seat,
                        unsigned prim)
{
    unsigned seats = ygo_who_seats(m, seat, ygo_part_at(m, card, 0)->who);
    int face_up = ygo_field(m, card, YF_TARGETS) == YTG_ONE_FACE_UP_MONSTER;
    switch (prim) {
    case YX_EQUIP:
        if (!ygo_static(m, card)->lob_types)
            return -1; /* any monster: the shared rule */
        return any_target(m, g, card, seats, 1);
    case YX_RETURN_TO_HAND: /* Wall of Illusion: the monster that attacked it */
        if (ygo_field(m, card, YF_TARGETS) == YTG_ATTACKER)
            return on_field(m, g, g->bat.attacker, 0) &&
                   ygo_targetable(m, g, (unsigned)g->bat.attacker);
        return any_target(m, g, card, seats, face_up);
    case YX_TO_ATTACK_POSITION:
    case YX_TO_DEFENSE_POSITION:
        return any_target(m, g, card, seats, face_up);
    case YX_SALVAGE: {
        unsigned gy = tt_zone_instance(m, g->z_graveyard, seat, -1);
        for (unsigned i = 0; i < tt_zone_count(m, gy); i++)
            if (graveyard_kind_ok(m, card, tt_zone_card(m, gy, i)))
                return 1;
        return 0;
    }
    case YX_DESTROY_SPELL_TRAPS: { /* at least one other card to destroy */
        uint16_t one[1];
        return ygo_spell_traps_on_field(m, g, seats, (int)card, one, 1) > 0;
    }
    case YX_ZERO_ATTACKER_ATK: /* "in your opponent's turn, if this card is being attacked" */
        return g->bat.stage != BS_NONE && g->bat.target == (int)card &&
               on_field(m, g, g->bat.attacker, 1) && ygo_is_opponent(m, seat, g->bat.seat) &&
               ygo_targetable(m, g, (unsigned)g->bat.attacker);
    case YX_DESTROY: { /* Armed Ninja, Reaper of the Cards, Remove Trap: a card to target */
        uint16_t st[TT_MAX_SEATS * 8 + TT_MAX_SEATS];
        if (!ygo_lob_spell_trap_targets(m, card))
            return -1;
        unsigned n = ygo_spell_traps_on_field(m, g, ygo_who_seats(m, seat, YW_BOTH_PLAYERS),
                                              (int)card, st, sizeof st / sizeof st[0]);
        for (unsigned i = 0; i < n; i++)
            if (ygo_lob_target_ok(m, g, card, st[i]))
                return 1;
        return 0;
    }
    case YX_TAKE_CONTROL: /* Change of Heart: any monster, face-down too, and a zone */
        if (ygo_field(m, card, YF_TARGETS) != YTG_ONE_MONSTER)
            return -1;
        return any_target(m, g, card, seats, 0) &&
               tt_zone_free(m, tt_zone_instance(m, g->z_monster, seat, -1)) > 0;
    case YX_DESTROY_LOWEST_ATK:
        return any_target(m, g, card, seats, 1);
    case YX_REBORN: { /* a monster of its own or any opponent's Graveyard, and a zone */
        unsigned all = (1u << seat) | ygo_who_seats(m, seat, YW_ONE_OPPONENT);
        if (!tt_zone_free(m, tt_zone_instance(m, g->z_monster, seat, -1)))
            return 0;
        for (unsigned s = 0; s < tt_match_rules(m)->seats; s++) {
            unsigned gy = tt_zone_instance(m, g->z_graveyard, s, -1);
            for (unsigned i = 0; (all >> s & 1) && i < tt_zone_count(m, gy); i++)
                if (reborn_ok(m, g, card, tt_zone_card(m, gy, i)))
                    return 1;
        }
        return 0;
    }
    case YX_DAMAGE_PER_SPELL_TRAP:
    case YX_GAIN_LP:
    case YX_ADD_FROM_DECK: /* none left in the Deck: it resolves doing nothing */
    case YX_DIRECT_ATTACK: /* continuous effects: never activated */
    case YX_ATTRIBUTE_BOOST:
    case YX_ATK_PER_GRAVEYARD_MONSTER:
    case YX_STATS_PER_HAND:
    case YX_ATK_PER_NAMED:
    case YX_ATK_VS_ATTRIBUTE:
    case YX_ATTACK_COST:
    case YX_COIN_LOSE_HALF_LP:
        return 1;
    default:
        return -1;
    }
}

int ygo_lob_target_choice(tt_match *m, const ygo_state *g, unsigned card, unsigned seat)
{
    int32_t t = ygo_field(m, card, YF_TARGETS);
    if (t != YTG_GRAVEYARD_SPELL && t != YTG_GRAVEYARD_TRAP &&
        (t != YTG_GRAVEYARD_MONSTER || ygo_action(m, card, 0) != YX_SALVAGE))
        return 0; /* a `salvage` of a monster: any monster (not revive_ok's) */
    unsigned gy = tt_zone_instance(m, g->z_graveyard, seat, -1); /* YT-1.3: its own */
    int any = 0;
    for (unsigned i = 0; i < tt_zone_count(m, gy); i++) {
        unsigned c = tt_zone_card(m, gy, i);
        if (!graveyard_kind_ok(m, card, c))
            continue;
        if (!any)
            tt_decision_open(m, seat, 0);
        any = 1;
        tt_decision_add(m, (tt_option){YO_TARGET, (int16_t)c, 0, 0});
    }
    return any;
}

int ygo_lob_direct(const tt_match *m, const ygo_state *g, unsigned card)
{
    return (int32_t)ygo_action(m, card, 0) == YX_DIRECT_ATTACK &&
           !(g->ndrain && ygo_drained(m, g, card));
}

/* The monsters of seat's Deck the effect may add (one option per name). */
tt_step ygo_do_add_from_deck(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    const ygo_link *l = &g->chain[f->link];
    unsigned c = f->card;
    if (f->started)
        return TT_STEP_DONE; /* the pick was applied (ygo_lob_pick) */
    f->started = 1;
    unsigned deck = tt_zone_instance(m, tt_match_rules(m)->zone_deck, l->seat, -1);
    int any = 0;
    for (unsigned i = 0; i < tt_zone_count(m, deck); i++) {
        unsigned x = tt_zone_card(m, deck, i);
        int ok = ygo_is_monster(m, x) && !ygo_extra_kind(ygo_kind(m, x)) &&
                 ygo_field(m, x, YF_ATK) <= ygo_field(m, c, YF_MAX_ATK) &&
                 ygo_field(m, x, YF_DEF) <= ygo_field(m, c, YF_MAX_DEF);
        for (unsigned j = 0; j < i && ok; j++)
            ok = tt_card_id(m, tt_zone_card(m, deck, j)) != tt_card_id(m, x);
        if (!ok)
            continue;
        if (!any)
            tt_decision_open(m, l->seat, 0);
        any = 1;
        tt_decision_add(m, (tt_option){YO_PICK, (int16_t)x, 2, 0});
    }
    (void)g;
    return any ? TT_STEP_DECIDE : TT_STEP_DONE;
}

/* Sangan and Witch of the Black Forest (their current text, YB): "You can only use this effect
 * of <name> once per turn" (`once_per_turn`: per player and per name, so a second copy sent in
 * the same turn, or together, is not activated) and "you cannot activate cards, or the effects
 * of cards, with that name for the rest of this turn" (`locks_added`: the player who added it).
 * The seat's marks of an earlier turn are void. */
static int name_marked(const tt_match *m, const ygo_state *g, unsigned seat, uint32_t mark)
{
    if (!g->nname_mark[seat] || g->name_turn[seat] != (uint16_t)(tt_match_turn(m) + 1))
        return 0;
    for (unsigned i = 0; i < g->nname_mark[seat]; i++)
        if (g->name_mark[seat][i] == mark)
            return 1;
    return 0;
}

static void name_mark(tt_match *m, ygo_state *g, unsigned seat, uint32_t mark)
{
    if (g->name_turn[seat] != (uint16_t)(tt_match_turn(m) + 1)) {
        g->name_turn[seat] = (uint16_t)(tt_match_turn(m) + 1);
        g->nname_mark[seat] = 0;
    }
    if (name_marked(m, g, seat, mark))
        return;
    if (g->nname_mark[seat] == YGO_MAX_NAME_MARKS) { /* none may be lost: the match stops */
        tt_game_fault(m, YLIM_NAME_MARKS);
        return;
    }
    g->name_mark[seat][g->nname_mark[seat]++] = mark;
}

int ygo_once_used(const tt_match *m, const ygo_state *g, unsigned seat, unsigned card)
{
    return ygo_field(m, card, YF_ONCE_PER_TURN) && name_marked(m, g, seat, tt_card_id(m, card));
}

void ygo_once_use(tt_match *m, ygo_state *g, unsigned seat, unsigned card)
{
    if (ygo_field(m, card, YF_ONCE_PER_TURN))
        name_mark(m, g, seat, tt_card_id(m, card));
}

int ygo_name_locked(const tt_match *m, const ygo_state *g, unsigned seat, unsigned card)
{
    return name_marked(m, g, seat, tt_card_id(m, card) | YGO_NAME_LOCK);
}

void ygo_lock_added_name(tt_match *m, ygo_state *g, unsigned seat, unsigned effect_card,
                         unsigned added)
{
    if (ygo_field(m, effect_card, YF_LOCKS_ADDED))
        name_mark(m, g, seat, tt_card_id(m, added) | YGO_NAME_LOCK);
}

int ygo_lob_pick(tt_match *m, ygo_state *g, unsigned seat, unsigned card, int how)
{
    if (how == 3) { /* Fissure: the tied monster the activator chose */
        ygo_destroy(m, g, card);
        return TT_OK;
    }
    unsigned from = tt_card_zone(m, card);
    tt_card_send(m, card, g->z_hand, -1, TT_TOP); /* its owner's hand: the seat's own Deck */
    ygo_emit(m, YE_ADDED, seat, (int)card, 0, 0);
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++)
        if (s != seat) /* a card added from the Deck is shown to the other players */
            tt_show_card(m, s, (int)card, 0);
    tt_zone_shuffle(m, from);
    return TT_OK;
}

static int target_on_field(const tt_match *m, const ygo_state *g, const ygo_link *l)
{
    return on_field(m, g, l->target, 0) && ygo_targetable(m, g, (unsigned)l->target);
}

static tt_step set_position(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    const ygo_link *l = &g->chain[f->link];
    unsigned prim = ygo_action(m, f->card, f->step);
    if (!target_on_field(m, g, l) || !ygo_lob_target_ok(m, g, f->card, (unsigned)l->target))
        return TT_STEP_DONE; /* it left, or is in that position already */
    unsigned t = (unsigned)l->target;
    if (prim == YX_TO_ATTACK_POSITION) {
        ygo_flip_face_up(m, g, t); /* a face-down one is flipped: its FLIP effect triggers */
        g->card[t].flags &= (uint8_t)~YGO_DEFENSE;
    } else {
        g->card[t].flags |= YGO_DEFENSE;
    }
    ygo_emit(m, YE_POSITION, tt_card_controller(m, t), (int)t, prim != YX_TO_ATTACK_POSITION, 0);
    return TT_STEP_DONE;
}

tt_step ygo_do_to_attack_position(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    return set_position(m, g, f);
}

tt_step ygo_do_to_defense_position(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    return set_position(m, g, f);
}

/* Continuous effects of a face-up monster, looked at where they apply (ygo_lob_atk,
 * ygo_lob_def, battle.c): resolving them does nothing. */
tt_step ygo_do_direct_attack(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    return ygo_do_none(m, g, f);
}

tt_step ygo_do_attribute_boost(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    return ygo_do_none(m, g, f);
}

tt_step ygo_do_atk_per_graveyard_monster(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    return ygo_do_none(m, g, f);
}

tt_step ygo_do_stats_per_hand(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    return ygo_do_none(m, g, f);
}

tt_step ygo_do_atk_per_named(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    return ygo_do_none(m, g, f);
}

tt_step ygo_do_atk_vs_attribute(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    return ygo_do_none(m, g, f);
}

tt_step ygo_do_attack_cost(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    return ygo_do_none(m, g, f);
}

tt_step ygo_do_return_to_hand(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    const ygo_link *l = &g->chain[f->link];
    if (!target_on_field(m, g, l))
        return TT_STEP_DONE;
    unsigned t = (unsigned)l->target;
    if (g->ntoken && ygo_token_gone(m, g, t))
        return TT_STEP_DONE; /* a Token ceases to exist */
    ygo_emit(m, YE_TO_HAND, tt_card_controller(m, t), (int)t, 0, 0);
    g->card[t].flags = 0;
    ygo_mods_clear(g, t);
    tt_card_set_face_down(m, t, 0);
    if (ygo_extra_kind(ygo_kind(m, t)) && g->z_extra != 0xff) /* a Fusion Monster: Extra Deck */
        tt_card_send(m, t, g->z_extra, -1, TT_TOP);
    else
        tt_card_send(m, t, g->z_hand, -1, TT_TOP); /* its owner's hand (YT-3.6) */
    return TT_STEP_DONE;
}

tt_step ygo_do_salvage(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    const ygo_link *l = &g->chain[f->link];
    if (l->target < 0 ||
        tt_card_zone(m, (unsigned)l->target) != tt_zone_instance(m, g->z_graveyard, l->seat, -1))
        return TT_STEP_DONE; /* no longer in the Graveyard */
    if (ygo_extra_kind(ygo_kind(m, (unsigned)l->target)) && g->z_extra != 0xff) {
        /* a Fusion Monster "added to the hand" goes to its owner's Extra Deck instead (the
         * core's move tells it) */
        tt_card_send(m, (unsigned)l->target, g->z_extra, -1, TT_TOP);
        return TT_STEP_DONE;
    }
    tt_card_send(m, (unsigned)l->target, g->z_hand, -1, TT_TOP);
    ygo_emit(m, YE_ADDED, l->seat, l->target, 1, 0);
    return TT_STEP_DONE;
}

tt_step ygo_do_destroy_spell_traps(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    const ygo_link *l = &g->chain[f->link];
    uint16_t cards[TT_MAX_SEATS * 8 + TT_MAX_SEATS];
    unsigned who = ygo_part_at(m, f->card, f->step)->who;
    unsigned n = ygo_spell_traps_on_field(m, g, ygo_link_seats(m, l, who), (int)f->card, cards,
                                          sizeof cards / sizeof cards[0]);
    for (unsigned i = 0; i < n; i++) /* listed first: a destruction may move another card */
        if (tt_card_zone(m, cards[i]) != TT_NOWHERE &&
            tt_zone_kind_of(m, tt_card_zone(m, cards[i])) != g->z_graveyard)
            ygo_destroy(m, g, cards[i]);
    return TT_STEP_DONE;
}

tt_step ygo_do_zero_attacker_atk(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    const ygo_link *l = &g->chain[f->link];
    int a = g->bat.attacker;
    if (g->bat.stage == BS_NONE || g->bat.target != (int)f->card || !on_field(m, g, a, 1) ||
        !ygo_targetable(m, g, (unsigned)a))
        return TT_STEP_DONE;
    g->card[a].atk_calc -= ygo_atk(m, (unsigned)a); /* 0 during this damage calculation only */
    ygo_emit(m, YE_ATK, l->seat, a, ygo_atk(m, (unsigned)a), 0);
    return TT_STEP_DONE;
}

/* Armed Ninja, Reaper of the Cards, Remove Trap: a Set target is revealed to every player; it is
 * destroyed only if it is of the kind (else it stays Set, "returned to its position"). */
int ygo_lob_destroy(tt_match *m, ygo_state *g, unsigned card, const ygo_link *l)
{
    if (!ygo_lob_spell_trap_targets(m, card))
        return 0;
    int t = l->target;
    unsigned z = t >= 0 ? tt_card_zone(m, (unsigned)t) : TT_NOWHERE;
    if (z == TT_NOWHERE || tt_zone_kind_of(m, z) == g->z_graveyard ||
        tt_zone_kind_of(m, z) == g->z_hand || tt_zone_kind_of(m, z) == g->z_monster)
        return 1; /* it left the field */
    if (tt_card_face_down(m, (unsigned)t))
        for (unsigned s = 0; s < tt_match_rules(m)->seats; s++)
            if (s != tt_card_controller(m, (unsigned)t))
                tt_show_card(m, s, t, 0);
    int32_t want = ygo_field(m, card, YF_TARGETS);
    unsigned k = ygo_kind(m, (unsigned)t);
    if (want == YTG_ONE_SPELL ? is_spell(m, (unsigned)t) : k >= YK_NORMAL_TRAP)
        ygo_destroy(m, g, (unsigned)t);
    return 1;
}

tt_step ygo_do_damage_per_spell_trap(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    const ygo_link *l = &g->chain[f->link];
    uint16_t st[TT_MAX_SEATS * 8 + TT_MAX_SEATS];
    unsigned who = ygo_part_at(m, f->card, f->step)->who;
    int32_t amount = ygo_part_amount(m, f);
    /* YT-3.2: "on your opponent's side of the field" counts both opponents' cards */
    unsigned n = ygo_spell_traps_on_field(m, g, ygo_who_seats(m, l->seat, YW_OPPONENT_SIDE), -1, st,
                                          sizeof st / sizeof st[0]);
    unsigned seats = ygo_link_seats(m, l, who);
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++)
        if (seats >> s & 1) {
            int32_t dealt = ygo_damage(m, s, amount * (int32_t)n);
            if (g->ngorz) /* Gorz: its player took effect damage (tokens.c) */
                ygo_damage_taken(m, g, s, dealt, 0, l->seat, f->link == 0);
        }
    return TT_STEP_DONE;
}

tt_step ygo_do_destroy_lowest_atk(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    const ygo_link *l = &g->chain[f->link];
    if (f->started)
        return TT_STEP_DONE; /* the tied monster chosen was destroyed (ygo_lob_pick) */
    unsigned who = ygo_part_at(m, f->card, f->step)->who;
    unsigned seats = ygo_link_seats(m, l, who), ntie = 0;
    int32_t low = 0;
    uint16_t tie[TT_MAX_SEATS * 5];
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++) {
        unsigned z = tt_zone_instance(m, g->z_monster, s, -1);
        for (unsigned i = 0; (seats >> s & 1) && i < tt_zone_count(m, z); i++) {
            unsigned c = tt_zone_card(m, z, i);
            if (tt_card_face_down(m, c) || ygo_unaffected(m, g, c, (int)f->card))
                continue;
            int32_t a = ygo_atk(m, c);
            if (!ntie || a < low) {
                low = a;
                ntie = 0;
            }
            if (a == low && ntie < sizeof tie / sizeof tie[0])
                tie[ntie++] = (uint16_t)c;
        }
    }
    if (ntie == 1)
        ygo_destroy(m, g, tie[0]);
    if (ntie < 2)
        return TT_STEP_DONE;
    f->started = 1; /* "your choice, if tied" */
    tt_decision_open(m, l->seat, 0);
    for (unsigned i = 0; i < ntie; i++)
        tt_decision_add(m, (tt_option){YO_PICK, (int16_t)tie[i], 3, 0});
    return TT_STEP_DECIDE;
}

/* Monster Reborn. Simplified like Soul Release: the monster is chosen on resolution, among the
 * activator's Graveyard and the one opponent's it chose (YT-3.1), not targeted on activation. */
tt_step ygo_do_reborn(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    const ygo_link *l = &g->chain[f->link];
    if (f->started)
        return TT_STEP_DONE; /* the pick was Special Summoned (ygo_apply_effect) */
    f->started = 1;
    if (!tt_zone_free(m, tt_zone_instance(m, g->z_monster, l->seat, -1)))
        return TT_STEP_DONE;
    unsigned all = (1u << l->seat) | (l->opponent == 0xff ? 0u : 1u << l->opponent);
    int any = 0;
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++) {
        unsigned gy = tt_zone_instance(m, g->z_graveyard, s, -1);
        for (unsigned i = 0; (all >> s & 1) && i < tt_zone_count(m, gy); i++) {
            unsigned c = tt_zone_card(m, gy, i);
            int first = reborn_ok(m, g, f->card, c);
            for (unsigned j = 0; j < i && first; j++) /* one option per name and Graveyard */
                first = tt_card_id(m, tt_zone_card(m, gy, j)) != tt_card_id(m, c);
            if (!first)
                continue;
            if (!any)
                tt_decision_open(m, l->seat, 0);
            any = 1;
            tt_decision_add(m, (tt_option){YO_PICK, (int16_t)c, 0, 0});
        }
    }
    return any ? TT_STEP_DECIDE : TT_STEP_DONE;
}

/* Jirai Gumo: "Toss a coin and call it. If you call it wrong, lose half your LP." Simplified: the
 * call is not asked (a call is right half of the time whatever it is): tails is a wrong call. */
tt_step ygo_do_coin_lose_half_lp(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    unsigned seat = g->chain[f->link].seat;
    if (!tt_coin_flip(m, seat))
        tt_life_add(m, seat, -(tt_life_get(m, seat) / 2)); /* YT-1.4: the team's pool */
    return TT_STEP_DONE;
}

static int attack_cost_on(const tt_match *m, const ygo_state *g, unsigned a)
{
    return (int32_t)ygo_action(m, a, 0) == YX_ATTACK_COST && !(g->ndrain && ygo_drained(m, g, a));
}

int ygo_lob_may_attack(const tt_match *m, const ygo_state *g, unsigned seat, unsigned a)
{
    return !attack_cost_on(m, g, a) || tt_life_get(m, seat) > ygo_field(m, a, YF_COST_AMOUNT);
}

void ygo_lob_attack_cost(tt_match *m, ygo_state *g, unsigned seat, unsigned a)
{
    if (!attack_cost_on(m, g, a))
        return;
    ygo_emit(m, YE_PAY, seat, (int)a, ygo_field(m, a, YF_COST_AMOUNT), 0);
    tt_life_add(m, seat, -ygo_field(m, a, YF_COST_AMOUNT));
}

int ygo_lob_named_on_field(const tt_match *m, const ygo_state *g, unsigned card)
{
    uint32_t want = ygo_static(m, card)->lob_when_id;
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++) {
        unsigned z = tt_zone_instance(m, g->z_monster, s, -1);
        for (unsigned i = 0; i < tt_zone_count(m, z); i++)
            if (!tt_card_face_down(m, tt_zone_card(m, z, i)) &&
                tt_card_id(m, tt_zone_card(m, z, i)) == want)
                return 1;
    }
    return 0;
}
