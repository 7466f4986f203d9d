/* era_effects.c: generic primitives and parameters that the Spell Ruler, Pharaoh's Servant,
 * Labyrinth of Nightmare and Legacy of Darkness cards compose (games/yugioh/cards/srl-effects.yaml
 * and its siblings): gaining LP (`gain_lp`, Rain of Mercy, Upstart Goblin), changing battle
 * positions (`change_position`, Curse of Fiend, Bite Shoes), a standing LP change at Standby
 * Phases (`standby_lp`, Cure Mermaid, Burning Land), Spirit monsters (`spirit`), DEF changes
 * of Field and Equip Spells (`amount_def`, field_boost in yugioh.c and ygo_def_mods here), and
 * skipped phases and draws (`skip_draw`, `skip_battle`, `draw_to`: Time Seal, Great Long Nose,
 * Yamata Dragon). */
#include <string.h>

#include "ygo.h"

static unsigned monsters_on_field(const tt_match *m, const ygo_state *g)
{
    unsigned n = 0, seen = TT_NOWHERE;
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++) {
        unsigned z = tt_zone_instance(m, g->z_monster, s, -1);
        if (z != seen)
            n += tt_zone_count(m, z);
        seen = z;
    }
    return n;
}

/* "Gain 300 LP for each monster on the field": each seat of `who` gains, one after another
 * (YT-3.3: "both players" is all four players, so a team's one LP total gains twice, unless
 * `options.shared_life: once_per_team`: ygo_life_seats). */
tt_step ygo_do_gain_lp(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    unsigned c = f->card;
    unsigned seats = ygo_life_seats(m, ygo_part_seats(m, g, f));
    int32_t amount = ygo_part_amount(m, f);
    if (ygo_field(m, c, YF_PER) == YPER_MONSTERS_ON_FIELD)
        amount *= (int32_t)monsters_on_field(m, g);
    else if (ygo_field(m, c, YF_PER) == YPER_BATTLE_DAMAGE) /* Fushi No Tori: attacking, or */
        amount *= g->bat.attacker == (int)c ? g->bat.dealt  /* attacked by a weaker monster */
                  : g->bat.target == (int)c ? g->bat.taken
                                            : 0;
    else /* Mystik Wok (more_spells_traps.c) */
        amount *= ygo_spells_traps_per(m, g, f, seats);
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++)
        if (seats >> s & 1)
            tt_life_add(m, s, amount);
    return TT_STEP_DONE;
}

static int on_field(const tt_match *m, const ygo_state *g, int card)
{
    unsigned z;
    return card >= 0 && (z = tt_card_zone(m, (unsigned)card)) != TT_NOWHERE &&
           tt_zone_kind_of(m, z) == g->z_monster;
}

/* The target's battle position changes: Attack <-> Defense. A face-down one (not a target of
 * `one_face_up_monster`) would be flipped face-up in Attack Position, its FLIP effect waiting. */
static void change_one(tt_match *m, ygo_state *g, unsigned card)
{
    int to_defense = !(g->card[card].flags & YGO_DEFENSE);
    if (tt_card_face_down(m, card)) {
        ygo_flip_face_up(m, g, card);
        to_defense = 0;
    }
    if (to_defense)
        g->card[card].flags |= YGO_DEFENSE;
    else
        g->card[card].flags &= (uint8_t)~YGO_DEFENSE;
    ygo_emit(m, YE_POSITION, tt_card_controller(m, card), (int)card, to_defense, 0);
}

/* A monster of `who` a card effect may target (face-up for `one_face_up_monster`). */
int ygo_change_position_ok(const tt_match *m, const ygo_state *g, unsigned card, unsigned seat)
{
    unsigned seats = ygo_who_seats(m, seat, ygo_part_at(m, card, 0)->who);
    int face_up = ygo_field(m, card, YF_TARGETS) == YTG_ONE_FACE_UP_MONSTER;
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++) {
        unsigned z = tt_zone_instance(m, g->z_monster, s, -1);
        for (unsigned i = 0; (seats >> s & 1) && i < tt_zone_count(m, z); i++) {
            unsigned x = tt_zone_card(m, z, i);
            if ((!face_up || !tt_card_face_down(m, x)) && ygo_targetable(m, g, x))
                return 1;
        }
    }
    return 0;
}

/* The target, if it is still a face-up monster on the field (Bite Shoes: "The card must remain
 * face-up"). */
tt_step ygo_do_change_position(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    const ygo_link *l = &g->chain[f->link];
    if (on_field(m, g, l->target) && !tt_card_face_down(m, (unsigned)l->target) &&
        !ygo_unaffected(m, g, (unsigned)l->target, (int)f->card))
        change_one(m, g, (unsigned)l->target);
    return TT_STEP_DONE;
}

/* A Continuous Spell/Trap with `standby_lp` stays on the field once it resolves. */
tt_step ygo_do_standby_lp(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    (void)m;
    g->chain[f->link].stays = 1;
    return TT_STEP_DONE;
}

/* Whether Type name t is an item of the comma-separated list (setup only). */
static int type_listed(const char *list, const char *t)
{
    size_t len, tl = strlen(t);
    for (const char *item; (item = ygo_list_item(&list, &len));)
        if (len == tl && !strncmp(item, t, len))
            return 1;
    return 0;
}

uint32_t ygo_listed_types(const tt_match *m, const char *list)
{
    const tt_carddb *db = tt_match_carddb(m);
    uint32_t mask = 0, tested = 1u; /* id 0 is no Type: never listed */
    for (unsigned x = 0; list[0] && x < tt_match_card_count(m); x++) {
        unsigned type = ygo_static(m, x)->type_of; /* each interned Type looked at once */
        if (tested >> type & 1)
            continue;
        tested |= 1u << type;
        if (type_listed(list, tt_carddb_text(db, tt_card_id(m, x), YF_TYPE)))
            mask |= 1u << type;
    }
    return mask;
}

uint32_t ygo_types_mask(const tt_match *m, unsigned card)
{
    const char *list = tt_carddb_text(tt_match_carddb(m), tt_card_id(m, card), YF_TYPES);
    return list[0] ? ygo_listed_types(m, list) : ~0u; /* no list: every Type */
}

int ygo_era_setup(tt_match *m, ygo_state *g, tt_error *err)
{
    for (unsigned c = 0; c < tt_match_card_count(m); c++) {
        g->nstandby += g->nstandby < 255 && (int32_t)ygo_action(m, c, 0) == YX_STANDBY_LP;
        g->nspirit += g->nspirit < 255 && ygo_field(m, c, YF_SPIRIT);
        if ((int32_t)ygo_action(m, c, 0) != YX_ATTACK_BAN)
            continue;
        if (g->nban == YGO_MAX_BANS)
            return ygo_table_full(err, YGO_MAX_BANS, "cards with `effect: attack_ban`");
        g->ban_card[g->nban] = (uint16_t)c;
        g->ban_types[g->nban++] = ygo_types_mask(m, c); /* the Types it bans */
    }
    return TT_OK;
}

/* An `attack_ban` Continuous Spell/Trap stays on the field once it resolves. */
tt_step ygo_do_attack_ban(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    (void)m;
    g->chain[f->link].stays = 1;
    return TT_STEP_DONE;
}

int ygo_attack_banned(const tt_match *m, const ygo_state *g, unsigned a)
{
    unsigned ctl = tt_card_controller(m, a);
    for (unsigned i = 0; i < g->nban; i++) {
        unsigned b = g->ban_card[i], z = tt_card_zone(m, b), owner = tt_card_controller(m, b);
        if (z == TT_NOWHERE || tt_zone_kind_of(m, z) != g->z_spell_trap ||
            tt_card_face_down(m, b) || ygo_unaffected(m, g, a, (int)b))
            continue;
        if (!(ygo_who_seats(m, owner, ygo_part_at(m, b, 0)->who) >> ctl & 1))
            continue; /* "your opponent controls": only the opposing side's (YT-3.2) */
        if ((g->ban_types[i] >> ygo_static(m, a)->type_of & 1) &&
            (int32_t)ygo_level(m, a) >= ygo_part_at(m, b, 0)->amount)
            return 1;
    }
    return 0;
}

/* Whether card's `standby_lp` applies now: face-up on the field (a monster in the position its
 * `while_position` names, its effect not negated by Skill Drain). */
static int standby_applies(const tt_match *m, const ygo_state *g, unsigned card)
{
    if (tt_card_face_down(m, card) || (int32_t)ygo_action(m, card, 0) != YX_STANDBY_LP)
        return 0;
    if (!ygo_is_monster(m, card))
        return 1;
    unsigned pos = (unsigned)ygo_field(m, card, YF_WHILE_POSITION);
    int defense = (g->card[card].flags & YGO_DEFENSE) != 0;
    return !ygo_drained(m, g, card) && (pos == YWP_ANY || (pos == YWP_DEFENSE) == defense);
}

/* The Standby Phase of turn_seat begins: every `standby_lp` card applies, in seat order.
 * Simplified: applied at once as the phase begins, not as a chain link (as Ehren's mill). */
void ygo_standby_lp(tt_match *m, ygo_state *g, unsigned turn_seat)
{
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++) {
        unsigned zs[2] = {tt_zone_instance(m, g->z_monster, s, -1),
                          tt_zone_instance(m, g->z_spell_trap, s, -1)};
        for (unsigned k = 0; k < 2; k++)
            for (unsigned i = 0; i < tt_zone_count(m, zs[k]); i++) {
                unsigned c = tt_zone_card(m, zs[k], i);
                if (tt_card_controller(m, c) != s || !standby_applies(m, g, c))
                    continue;
                int32_t amount = ygo_part_at(m, c, 0)->amount;
                switch (ygo_part_at(m, c, 0)->who) {
                case YW_SELF: /* "during each of your Standby Phases, gain" */
                    if (s == turn_seat)
                        tt_life_add(m, s, amount);
                    break;
                case YW_OPPONENT_SIDE: /* "during each of your opponent's Standby Phases" */
                case YW_ONE_OPPONENT:
                    if (ygo_is_opponent(m, s, turn_seat))
                        ygo_damage(m, turn_seat, amount);
                    break;
                default: /* "during each player's Standby Phase: the turn player takes" */
                    ygo_damage(m, turn_seat, amount);
                    break;
                }
            }
    }
}

/* A Spirit monster returns to its owner's hand (YT-3.6) in the End Phase of the turn it was
 * Normal Summoned or flipped face-up. It cannot be Special Summoned (`no_special: never`), so a
 * face-up one on the field at an End Phase became face-up this turn. Simplified: applied at once
 * as the End Phase begins, not as a chain link; Skill Drain keeps it on the field. */
void ygo_spirit_end_phase(tt_match *m, ygo_state *g)
{
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++) {
        unsigned z = tt_zone_instance(m, g->z_monster, s, -1);
        for (unsigned i = tt_zone_count(m, z); i-- > 0;) {
            unsigned c = tt_zone_card(m, z, i);
            if (tt_card_face_down(m, c) || !ygo_field(m, c, YF_SPIRIT) || ygo_drained(m, g, c))
                continue;
            ygo_emit(m, YE_TO_HAND, tt_card_controller(m, c), (int)c, 0, 0);
            g->card[c].flags = 0;
            ygo_mods_clear(g, c);
            tt_card_send(m, c, g->z_hand, -1, TT_TOP); /* its owner's hand */
        }
    }
}

int32_t ygo_def_mods(const tt_match *m, const ygo_state *g, unsigned card)
{
    int32_t add = 0;
    for (unsigned i = 0; i < g->nequip; i++) {
        unsigned e = g->equip_card[i], z;
        int32_t d;
        if (g->equip_target[i] != (int)card || (z = tt_card_zone(m, e)) == TT_NOWHERE ||
            tt_zone_kind_of(m, z) != g->z_spell_trap || tt_card_face_down(m, e))
            continue;
        d = ygo_field(m, e, YF_AMOUNT_DEF);
        add += d == YGO_DEF_SAME ? 0 : d;
    }
    return add;
}

/* "Skip the Draw Phase of your opponent's next turn": each seat of `who` skips the draw of its
 * next Draw Phase (yugioh.c; one more per card that asks it), of its next `amount` ones when the
 * part has an amount ("skip your next 2 Draw Phases": Reckless Greed). */
tt_step ygo_do_skip_draw(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    unsigned seats = ygo_part_seats(m, g, f);
    int32_t n = ygo_part_amount(m, f) ? ygo_part_amount(m, f) : 1; /* Reckless Greed: 2 */
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++)
        if (seats >> s & 1)
            g->skip_draw[s] = (uint8_t)(g->skip_draw[s] + n > 255 ? 255 : g->skip_draw[s] + n);
    return TT_STEP_DONE;
}

/* "When this card is activated: If there are any Field Spell Cards on the field, destroy them"
 * (Burning Land): every card in the Field Zones of `who`, face-up or Set. */
tt_step ygo_do_destroy_field_spells(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    uint16_t fs[TT_MAX_SEATS];
    unsigned n = ygo_field_spells(m, g, ygo_part_seats(m, g, f), fs);
    for (unsigned i = 0; i < n; i++) /* listed first: a destruction may move another card */
        if (tt_card_zone(m, fs[i]) != TT_NOWHERE &&
            tt_zone_kind_of(m, tt_card_zone(m, fs[i])) == g->z_field)
            ygo_destroy(m, g, fs[i]);
    return TT_STEP_DONE;
}

/* "They discard their entire hand during the Draw Phase of the next turn, before the turn player
 * draws" (Hino-Kagu-Tsuchi): the seats of `who`, in the Draw Phase of the turn after this one,
 * whoever's it is (ygo_draw_phase_discards). */
tt_step ygo_do_discard_hand_next_draw(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    unsigned seats = ygo_part_seats(m, g, f);
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++)
        if (seats >> s & 1)
            g->hand_discard_turn[s] = (uint16_t)(tt_match_turn(m) + 2); /* 1 + the next turn */
    return TT_STEP_DONE;
}

void ygo_draw_phase_discards(tt_match *m, ygo_state *g)
{
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++) {
        if (g->hand_discard_turn[s] != (uint16_t)(tt_match_turn(m) + 1))
            continue;
        unsigned hand = tt_zone_instance(m, g->z_hand, s, -1);
        g->hand_discard_turn[s] = 0;
        tt_zone_sort(m, hand); /* issue 33: into the Graveyard in no draw order */
        while (tt_zone_count(m, hand)) {
            unsigned x = tt_zone_card(m, hand, tt_zone_count(m, hand) - 1);
            tt_card_send(m, x, g->z_graveyard, -1, TT_TOP); /* its owner's GY (YT-3.6) */
            ygo_emit(m, YE_DISCARD, s, (int)x, 0, 0);
        }
    }
}

/* "Your opponent skips their next Battle Phase": in its next turn the seat may not enter the
 * Battle Phase (summon.c); its End Phase ends the skip. Simplified: given in the seat's own
 * turn, it is over at that turn's end. */
tt_step ygo_do_skip_battle(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    unsigned seats = ygo_part_seats(m, g, f);
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++)
        if (seats >> s & 1)
            g->skip_battle[s] = 1;
    return TT_STEP_DONE;
}

/* "Draw cards until you have 5 cards in your hand". */
tt_step ygo_do_draw_to(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    unsigned seats = ygo_part_seats(m, g, f);
    int32_t amount = ygo_part_amount(m, f);
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++) {
        unsigned n = tt_zone_count(m, tt_zone_instance(m, g->z_hand, s, -1));
        if (seats >> s & 1 && (int32_t)n < amount)
            tt_draw(m, s, (unsigned)(amount - (int32_t)n));
    }
    return TT_STEP_DONE;
}

/* Whether card (face-up or Set) is a Spell/Trap on the field of the seats in mask: in a Spell
 * & Trap Zone, a Field Zone (by its controller, YT-1.7) or a Pendulum Zone (YM-1). */
static int spell_trap_on_field(const tt_match *m, const ygo_state *g, unsigned card, unsigned mask)
{
    unsigned z = tt_card_zone(m, card), k;
    if (z == TT_NOWHERE || !(mask >> tt_card_controller(m, card) & 1))
        return 0;
    k = tt_zone_kind_of(m, z);
    return k == g->z_spell_trap || (g->z_field != 0xff && k == g->z_field) ||
           ygo_is_pendulum_zone(g, k);
}

int ygo_to_hand_ok(const tt_match *m, const ygo_state *g, unsigned card, unsigned seat)
{
    uint16_t one;
    unsigned mask = ygo_who_seats(m, seat, ygo_part_at(m, card, 0)->who);
    return ygo_spell_traps_on_field(m, g, mask, (int)card, &one, 1) > 0;
}

/* card leaves the field for its owner's hand (YT-3.6). Call of the Haunted's monster is
 * destroyed as it leaves ("When this card leaves the field, destroy that monster");
 * Premature Burial's is not ("When this card is destroyed, destroy the equipped monster"): the
 * bond just ends. */
static void return_one(tt_match *m, ygo_state *g, unsigned card)
{
    int i = ygo_revive_index(g, card);
    int bond = i >= 0 ? g->revive_target[i] : -1;
    /* no event of the module's: the core's move tells each seat what it may know (naming the
     * card here told a seat a card it never saw face-up, as the leak test found) */
    tt_card_send(m, card, g->z_hand, -1, TT_TOP);
    tt_card_set_face_down(m, card, 0);
    if (bond >= 0) {
        g->revive_target[i] = -1;
        if (on_field(m, g, bond) && ygo_kind(m, card) != YK_EQUIP_SPELL)
            ygo_destroy(m, g, (unsigned)bond);
    }
}

/* one_spell_trap: the target, if it is still a Spell/Trap on the field; all_spell_traps:
 * every one of the seats of `who` but this card, which goes to the Graveyard as it resolves. */
tt_step ygo_do_to_hand(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    const ygo_link *l = &g->chain[f->link];
    unsigned c = f->card;
    unsigned mask = ygo_part_seats(m, g, f);
    if (ygo_field(m, c, YF_TARGETS) == YTG_ONE_SPELL_TRAP) {
        if (l->target >= 0 && (unsigned)l->target != c &&
            spell_trap_on_field(m, g, (unsigned)l->target, 0xffu))
            return_one(m, g, (unsigned)l->target);
        return TT_STEP_DONE;
    }
    uint16_t cards[TT_MAX_SEATS * 16];
    unsigned n = ygo_spell_traps_on_field(m, g, mask, (int)c, cards, TT_MAX_SEATS * 16);
    for (unsigned i = 0; i < n; i++)
        return_one(m, g, cards[i]);
    return TT_STEP_DONE;
}

/* "Negate the attack, and if you do, inflict damage to your opponent equal to its ATK": the
 * attack ends before the Damage Step (battle.c, as when the attacker leaves); the damage goes
 * to the seats of `who` (the one opponent chosen, YT-3.1). */
tt_step ygo_do_negate_attack(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    const ygo_link *l = &g->chain[f->link];
    unsigned c = f->card;
    int a = g->bat.attacker;
    if (a < 0 || !on_field(m, g, a) || g->bat.negated)
        return TT_STEP_DONE;
    g->bat.negated = 1;
    if (ygo_field(m, c, YF_PER) != YPER_ATTACKER_ATK)
        return TT_STEP_DONE;
    int32_t atk = ygo_atk(m, (unsigned)a);
    unsigned seats = ygo_link_seats(m, l, ygo_part_at(m, c, 0)->who);
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++)
        if (seats >> s & 1) {
            int32_t dealt = ygo_damage(m, s, atk);
            if (g->ngorz) /* Gorz: its player took effect damage (tokens.c) */
                ygo_damage_taken(m, g, s, dealt, 0, l->seat, f->link == 0);
        }
    return TT_STEP_DONE;
}

/* "Destroy all Level 4 monsters your opponent controls": face-up or face-down. */
tt_step ygo_do_destroy_level(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    unsigned c = f->card;
    unsigned seats = ygo_part_seats(m, g, f);
    int32_t level = ygo_part_amount(m, f);
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++) {
        unsigned z = tt_zone_instance(m, g->z_monster, s, -1);
        for (unsigned i = tt_zone_count(m, z); (seats >> s & 1) && i-- > 0;) {
            unsigned x = tt_zone_card(m, z, i);
            if ((int32_t)ygo_level(m, x) == level && !ygo_unaffected(m, g, x, (int)c))
                ygo_destroy(m, g, x);
        }
    }
    return TT_STEP_DONE;
}

/* "Banish the top 3 cards of your Deck": face-up, the top first (fewer when the Deck holds
 * fewer). */
tt_step ygo_do_banish_top(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    unsigned seats = ygo_part_seats(m, g, f);
    int32_t amount = ygo_part_amount(m, f);
    for (unsigned s = 0; s < tt_match_rules(m)->seats && g->z_banished != 0xff; s++) {
        unsigned deck = tt_zone_instance(m, tt_match_rules(m)->zone_deck, s, -1);
        for (int32_t k = 0; (seats >> s & 1) && k < amount && tt_zone_count(m, deck); k++)
            ygo_banish(m, g, tt_zone_card(m, deck, tt_zone_count(m, deck) - 1));
    }
    return TT_STEP_DONE;
}
