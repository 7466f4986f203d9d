/* yugioh.c: the Yu-Gi-Oh! module: its vtable, the turn's phases (YB: Draw, Standby, Main 1,
 * Battle, Main 2, End) and the labels of its decisions. Every WHO/WHEN/WHERE question goes to
 * the core: whose turn, whose draw is skipped (YM-5), when attacks start (YT-2.2), whose
 * Graveyard a card goes to (YT-3.6), whose LP a hit lowers (YT-1.4). */
#include <stdio.h>
#include <string.h>

#include "ygo.h"

static const char *const phases[] = {"draw", "standby", "main1", "battle", "main2", "end", NULL};
/* YB: the turn player chooses what to play in the Main Phases; the Battle Phase is entered
 * from Main Phase 1 only, and only from turn.first_attack_turn on (YT-2.2, summon.c). */
static const uint8_t phase_flags[] = {0, 0, TT_PHASE_DECIDES, TT_PHASE_ATTACKS, TT_PHASE_DECIDES,
                                      0};
static const char *const actions[] = {"normal_summon", "pendulum_summon", "position_change",
                                      "attack", NULL};
static const char *const rule_keys[] = {
    [YR_FIRST_ATTACK] = "turn.first_attack_turn (YT-2.2: no attack before that turn)",
    [YR_DIRECT_ATTACK] = "YT-4.2 (no direct attack while an opponent controls a monster)",
    [YR_ZONE_FULL] = "zones.monster.capacity",
    [YR_TRIBUTES] = "YB (Level 5-6 need 1 Tribute, Level 7+ need 2; a card's own `tributes`, the "
                    "Egyptian Gods: 3)",
    [YR_TRIBUTE_REFUSED] = "YT-3.5 (the partner refused the Tribute of its monster this turn)",
    [YR_NO_BATTLE_PHASE] = "Number 88: Gimmick Puppet of Leo (no Battle Phase the turn its "
                           "effect is activated)",
    [YR_SET_THIS_TURN] =
        "YB (a Trap or Set Quick-Play Spell cannot be activated the turn it is Set)",
    [YR_NO_TARGET] = "YB (the effect has nothing to apply to)",
    [YR_CANNOT_PAY] = "YB (the cost cannot be paid)",
    [YR_NO_ATTACKS] = "YT-5.4 (a lasting effect forbids attacks, e.g. Swords of Revealing Light)",
    [YR_TRAPS_LOCKED] = "Jinzo (Traps cannot be activated while it is face-up on the field)",
    [YR_ATTACK_LOCK] =
        "Ancient Gear (while it attacks, no Spell/Trap until the end of the Damage Step)",
    [YR_PENDULUM_ZONE_FULL] = "zones.pendulum_left and zones.pendulum_right (YM-1: a left and a "
                              "right Pendulum Zone per player, one card each)",
    [YR_PENDULUM_SCALES] =
        "YM-2 (the Scales must leave a Level strictly between them: not equal, not 1 apart)",
    [YR_PENDULUM_NONE] = "YM-2 (no monster in the hand or face-up in the Extra Deck has a Level "
                         "strictly between the Scales)",
    [YR_WHEN_ATTACK] = "YM-8 (activated only when an opponent's monster declares an attack)",
    [YR_PENDULUM_LOCK] = "YM-1 (a Pendulum Effect: while a Pendulum Monster of the opponent "
                         "battles, Stargazer Magician stops Spell Cards, Timegazer Magician Trap "
                         "Cards, until the end of the Damage Step)",
    [YR_NO_MONSTER_EFFECT] = "YM-10 (negates only the activation of a monster effect: a Summon, a "
                             "summoning condition or a continuous effect is none)",
    [YR_FIELD_ZONE_TAKEN] = "YT-1.7 (one Field Zone in the whole duel: a Field Spell is Set only "
                            "into it empty or over your own; activating one replaces any)",
    [YR_LP_BEHIND] = "Self-Destruct Button (activated only while an opponent has at least 7000 "
                     "more LP than you)",
    [YR_WHEN_DAMAGE_CALC] = "YM-9 (activated only during damage calculation in an opponent's "
                            "turn, e.g. Defense Draw)",
    [YR_WHEN_DESTROYED] = "Rise of the Snake Deity (activated only when a face-up monster it "
                          "names that you control was destroyed, except by battle, as the last "
                          "thing that happened: YB, missing the timing)",
    [YR_ATTACK_SHIELD] = "Marauding Captain (monsters its controller's opponents control cannot "
                         "target Warrior monsters for attacks, except it)",
    [YR_NAMED_TRIBUTES] = "The Creator God of Light, Horakhty (Special Summoned only by "
                          "Tributing the monsters it names from your own field, YT-3.6)",
    [YR_WHEN_SUMMONED] = "YB (activated only right after the Summon it answers, in the chain or "
                         "window that answers it: Trap Hole; the timing is gone once anything "
                         "else has happened)",
    [YR_LP_AT_MOST] = "lp_at_most (activated only while your LP, a Team Duel's team's, are at "
                      "most the card's amount: Last Turn, 1000 or less)",
    [YR_WHEN_OPPONENTS_TURN] = "when: opponents_turn (activated only during an opponent's turn: "
                               "Last Turn, Ring of Destruction)",
    [YR_OPPONENT_LP_AT_MOST] = "opponent_lp_at_most (activated only while an opponent's LP, a "
                               "Team Duel's team's, are at most the card's amount: Minor Goblin "
                               "Official, 3000 or less)",
    [YR_DECK_TOO_SMALL] = "YB (a card that draws cards cannot be activated with fewer cards in "
                          "its player's Deck than it draws: Pot of Greed with 1)",
    [YR_NAME_LOCKED] = "Sangan, Witch of the Black Forest (you cannot activate cards, or the "
                       "effects of cards, with the name their effect added for the rest of that "
                       "turn)",
    [YR_ONCE_PER_TURN] = "once_per_turn (you can only activate 1 card of this name, or use its "
                         "effect, once per turn: Ring of Destruction, Sangan)",
    [YR_ONCE_PER_TURN + 1] = NULL,
};

/* What face-up Field Spells whose activation has resolved add to a face-up monster on the field
 * (Sogen: +200 to Warriors; Gaia Power: EARTH monsters, +500 ATK and -400 DEF:
 * `filter_attribute`, `amount_def`; Chorus of Sanctuary: every Defense Position monster,
 * `while_position`). */
static int32_t field_boost(const tt_match *m, unsigned card, int def)
{
    const ygo_state *g = tt_match_game_state_const(m);
    const tt_carddb *db = tt_match_carddb(m);
    int32_t add = 0;
    if (tt_card_face_down(m, card) || tt_zone_kind_of(m, tt_card_zone(m, card)) != g->z_monster)
        return 0;
    for (unsigned i = 0; i < g->nboost && !ygo_unaffected(m, g, card, -1); i++) {
        unsigned b = g->boost_card[i], z = tt_card_zone(m, b);
        uint32_t id = tt_card_id(m, b);
        int32_t attr = tt_carddb_int(db, id, YF_FILTER_ATTR);
        int32_t pos = tt_carddb_int(db, id, YF_WHILE_POSITION); /* Chorus: Defense only */
        if (pos != YWP_ANY && (pos == YWP_DEFENSE) != ((g->card[card].flags & YGO_DEFENSE) != 0))
            continue;
        if (z != TT_NOWHERE && tt_zone_kind_of(m, z) == g->z_field && !tt_card_face_down(m, b) &&
            !(g->nchain && ygo_activation_pending(g, b)) &&
            (g->boost_mask[i] == 1u || (g->boost_mask[i] >> ygo_static(m, card)->type_of & 1) ||
             (attr && ygo_field(m, card, YF_ATTRIBUTE) == attr))) {
            int32_t d = tt_carddb_int(db, id, YF_AMOUNT_DEF);
            add += def && d != YGO_DEF_SAME ? d : ygo_db_part(db, id, 0)->amount;
        }
    }
    return add;
}

static int32_t at_least_0(int32_t v)
{
    return v < 0 ? 0 : v;
}

int32_t ygo_atk(const tt_match *m, unsigned card)
{
    const ygo_state *g = tt_match_game_state_const(m);
    int32_t mods = 0;
    unsigned z = tt_card_zone(m, card);
    if (z != TT_NOWHERE && tt_zone_kind_of(m, z) == g->z_monster && !tt_card_face_down(m, card))
        mods = ygo_atk_mods(m, g, card);
    int32_t token = g->ntoken ? ygo_token_stat(g, card) : 0; /* a Token's "?" (tokens.c) */
    return at_least_0(tt_carddb_int(tt_match_carddb(m), tt_card_id(m, card), YF_ATK) + token +
                      field_boost(m, card, 0) + mods);
}

int32_t ygo_def(const tt_match *m, unsigned card)
{
    const ygo_state *g = tt_match_game_state_const(m);
    int32_t token = g->ntoken ? ygo_token_stat(g, card) : 0;  /* a Token's "?" (tokens.c) */
    int32_t lob = g->lob_stats ? ygo_lob_def(m, g, card) : 0; /* Muka Muka, Umi */
    unsigned z = tt_card_zone(m, card);
    int32_t mods = 0;
    if (z != TT_NOWHERE && tt_zone_kind_of(m, z) == g->z_monster && !tt_card_face_down(m, card))
        mods = g->card[card].def_turn + /* Castle Walls: until the end of the turn */
               (g->nequip ? ygo_def_mods(m, g, card) : 0); /* Equip Spells' `amount_def` */
    return at_least_0(tt_carddb_int(tt_match_carddb(m), tt_card_id(m, card), YF_DEF) + token +
                      field_boost(m, card, 1) + mods + lob);
}

const char *ygo_list_item(const char **p, size_t *len)
{
    for (;;) {
        while (**p == ' ' || **p == ',')
            (*p)++;
        if (!**p)
            return NULL;
        const char *item = *p, *e = item;
        while (*e && *e != ',')
            e++;
        *p = e;
        *len = (size_t)(e - item);
        while (*len && item[*len - 1] == ' ')
            (*len)--;
        if (*len)
            return item;
    }
}

unsigned ygo_split_list(const char *text, char out[][96], unsigned max)
{
    unsigned n = 0;
    size_t len;
    for (const char *item; n < max && (item = ygo_list_item(&text, &len));)
        if (len < 96) { /* longer ones: refused at load (card_check.c) */
            memcpy(out[n], item, len);
            out[n++][len] = '\0';
        }
    return n;
}

/* Interns monster Types into small ids (at setup only: no strings while playing) and turns
 * each boosting card's `types` text into a mask of them. */
static int intern_types(tt_match *m, ygo_state *g, tt_error *err)
{
    const tt_carddb *db = tt_match_carddb(m);
    const char *names[32];
    ygo_card_static *cs = ygo_static_setup(m);
    unsigned n = 1; /* id 0: no Type */
    names[0] = "";
    for (unsigned c = 0; c < tt_match_card_count(m); c++) {
        if (c && tt_card_id(m, c) == tt_card_id(m, c - 1)) { /* a deck's copies lie together */
            cs[c].type_of = cs[c - 1].type_of;
            continue;
        }
        const char *t = tt_carddb_text(db, tt_card_id(m, c), YF_TYPE);
        unsigned id = 0;
        for (unsigned i = 1; i < n && !id; i++)
            if (!strcmp(names[i], t))
                id = i;
        if (!id && t[0]) {
            if (n == 32) /* the real game has about 26: only a card file of one's own gets here */
                return ygo_table_full(err, 31, "monster Types");
            names[n] = t;
            id = n++;
        }
        cs[c].type_of = (uint8_t)id;
    }
    for (unsigned c = 0; c < tt_match_card_count(m); c++) {
        if (ygo_action(m, c, 0) != YX_BOOST)
            continue;
        if (g->nboost == YGO_MAX_BOOST)
            return ygo_table_full(err, YGO_MAX_BOOST, "cards with `action: boost`");
        uint32_t mask = 0;
        char items[YGO_MAX_BOOST_TYPES][96]; /* no more: refused at load (card_check.c) */
        unsigned k = ygo_split_list(tt_carddb_text(db, tt_card_id(m, c), YF_TYPES), items,
                                    YGO_MAX_BOOST_TYPES);
        for (unsigned j = 0; j < k; j++)
            for (unsigned i = 1; i < n; i++)
                if (!strcmp(names[i], items[j]))
                    mask |= 1u << i;
        if (!k && !ygo_field(m, c, YF_FILTER_ATTR))
            mask = 1u; /* no Type, no Attribute: every monster (Chorus of Sanctuary; bit 0) */
        g->boost_card[g->nboost] = (uint16_t)c;
        g->boost_mask[g->nboost++] = mask;
    }
    return TT_OK;
}

unsigned ygo_level(const tt_match *m, unsigned card)
{
    return (unsigned)tt_carddb_int(tt_match_carddb(m), tt_card_id(m, card), YF_LEVEL);
}

int ygo_is_monster(const tt_match *m, unsigned card)
{
    return tt_carddb_int(tt_match_carddb(m), tt_card_id(m, card), YF_KIND) < YK_NORMAL_SPELL;
}

const char *ygo_name(const tt_match *m, unsigned card)
{
    return tt_carddb_name(tt_match_carddb(m), tt_card_id(m, card));
}

void ygo_emit(tt_match *m, unsigned kind, unsigned seat, int card, int32_t a, int32_t b)
{
    tt_event ev = {(uint16_t)(TT_EV_GAME + kind), (int8_t)seat, (int16_t)card, a, b};
    if (kind == YE_SPECIAL || kind == YE_SUMMON) /* YB: a Summon, or a Set, happens after what */
        ygo_moment(m, tt_match_game_state(m));   /* came before it (its Tributes: triggers.c) */
    tt_match_emit(m, &ev);
    /* every Summon that succeeds is told by one of these events (a = 1: a Set, no Summon): the
     * window right after it (summon_response.c), in a match where anything may be activated */
    if (kind == YE_SPECIAL || (kind == YE_SUMMON && a != 1)) {
        ygo_state *g = tt_match_game_state(m);
        unsigned how = kind == YE_SPECIAL ? 6u : (unsigned)a;
        if (ygo_windows_open(m, g))
            ygo_summon_note(m, g, seat, (unsigned)card, how);
        ygo_summon_trigger(m, g, seat, (unsigned)card, how); /* "when this card is Summoned" */
    }
}

int ygo_table_full(tt_error *err, unsigned limit, const char *what)
{
    return tt_error_set(err, TT_ERR_LIMIT, "cards",
                        "more than %u %s in one match: the yugioh module's table holds %u", limit,
                        what, limit);
}

/* A zone the ruleset may leave out (no Field Spells without `field`): its index or 0xff. */
static uint8_t optional_zone(const tt_rules *r, const char *name)
{
    int k = tt_rules_zone(r, name);
    return k < 0 ? 0xff : (uint8_t)k;
}

static int setup(tt_match *m, void *gsv, tt_error *err)
{
    ygo_state *g = gsv;
    const tt_rules *r = tt_match_rules(m);
    /* ygo_rules_refusal made sure of these zones and of seat turns at load */
    int monster = tt_rules_zone(r, "monster"), graveyard = tt_rules_zone(r, "graveyard");
    int spell_trap = tt_rules_zone(r, "spell_trap");
    g->z_hand = (uint8_t)r->zone_hand;
    g->z_monster = (uint8_t)monster;
    g->z_graveyard = (uint8_t)graveyard;
    g->z_spell_trap = (uint8_t)spell_trap;
    g->z_field = optional_zone(r, "field");
    g->z_extra = optional_zone(r, "extra");
    g->z_banished = optional_zone(r, "banished");
    /* YM-1..YM-3 only with Pendulum Zones: a left and a right one, each holding one card */
    g->z_pendulum = optional_zone(r, "pendulum_left");
    g->z_pendulum_right = optional_zone(r, "pendulum_right");
    /* both or neither: ygo_rules_refusal checked it when the ruleset loaded */
    g->bat = (ygo_battle){-1, -1, 0, 0, BS_NONE, 0, 0, 0, 0, 0, 0, 0, 0, 0};
    if (intern_types(m, g, err) != TT_OK || ygo_lob_setup(m, g, err) != TT_OK)
        return err->code;
    ygo_card_static *cs = ygo_static_setup(m);
    for (unsigned c = 0; c < tt_match_card_count(m); c++) {
        unsigned kind = ygo_kind(m, c), trig = (unsigned)ygo_field(m, c, YF_TRIGGER);
        int quick = trig == YTR_QUICK_DAMAGE_STEP || trig == YTR_QUICK_DAMAGE_CALC;
        if (kind < YK_NORMAL_SPELL ? quick || ygo_field(m, c, YF_IGNITION) != YI_NONE
                                   : ygo_action(m, c, 0) != YX_NONE)
            cs[c].activatable = 1;
    }
    for (unsigned c = 0; c < tt_match_card_count(m); c++) {
        g->any_activatable |= cs[c].activatable;
        g->nnegate += g->nnegate < 255 && ygo_action(m, c, 0) == YX_NEGATE &&
                      (ygo_field(m, c, YF_NEGATES) == YN_SUMMON_SPELL_TRAP ||
                       ygo_field(m, c, YF_NEGATES) == YN_SUMMON); /* Horn of Heaven */
    }
    if (ygo_modifiers_setup(m, g, err) != TT_OK || ygo_vennominaga_setup(m, g, err) != TT_OK ||
        ygo_tokens_setup(m, g, err) != TT_OK || ygo_fusion_setup(m, err) != TT_OK ||
        ygo_destiny_setup(m, g, err) != TT_OK || ygo_xyz_setup(m, g, err) != TT_OK ||
        ygo_bujin_setup(m, g, err) != TT_OK || ygo_named_setup(m, g, err) != TT_OK ||
        ygo_era_setup(m, g, err) != TT_OK || ygo_more_setup(m, g, err) != TT_OK ||
        ygo_spells_traps_setup(m, g, err) != TT_OK)
        return err->code; /* xyz.c, bujin.c, horakhty.c: the Xyz tables; era_effects.c,
                             more_monsters.c, more_spells_traps.c */
    ygo_summon_response_setup(m, g);
    /* the tables below are filled once here; one too small refuses the match, naming it */
    ygo_tables *t = ygo_tables_setup(m);
    for (unsigned c = 0; c < tt_match_card_count(m); c++) {
        if (ygo_field(m, c, YF_WIN_SET) == YWS_EXODIUS) { /* Exodius (YP-9) */
            if (g->nexodius == YGO_MAX_EXODIUS)
                return ygo_table_full(err, YGO_MAX_EXODIUS, "Exodius cards");
            g->exodius_card[g->nexodius++] = (uint16_t)c;
        }
        g->nno_normal += g->nno_normal < 255 && ygo_field(m, c, YF_NO_NORMAL);
        g->nsynchro += g->nsynchro < 255 && ygo_kind(m, c) == YK_SYNCHRO_MONSTER;
        g->nend_mill += g->nend_mill < 255 && ygo_field(m, c, YF_END_PHASE_MILL);
        g->any_field_spell |= (uint8_t)(ygo_kind(m, c) == YK_FIELD_SPELL);
        g->nsent += g->nsent < 255 && ygo_field(m, c, YF_TRIGGER) == YTR_SENT_FROM_FIELD;
        if (ygo_action(m, c, 0) == YX_SKILL_DRAIN) {
            if (g->ndrain == YGO_MAX_DRAIN)
                return ygo_table_full(err, YGO_MAX_DRAIN, "Skill Drain cards");
            g->drain_card[g->ndrain++] = (uint16_t)c;
        }
        if (ygo_kind(m, c) < YK_NORMAL_SPELL && ygo_action(m, c, 0) == YX_NO_TRAPS) {
            if (g->nlocks == YGO_MAX_LOCKS)
                return ygo_table_full(err, YGO_MAX_LOCKS, "monsters with `action: no_traps`");
            g->lock_card[g->nlocks++] = (uint16_t)c;
        }
        if (ygo_field(m, c, YF_WIN_SET) == YWS_EXODIA) { /* YP-9: the cards to watch */
            if (t->nexodia == YGO_MAX_EXODIA)
                return ygo_table_full(err, YGO_MAX_EXODIA, "Exodia pieces");
            t->exodia[t->nexodia++] = (uint16_t)c;
        }
    }
    return TT_OK;
}

static unsigned turn_seat(const tt_match *m)
{
    return (unsigned)tt_match_turn_seat(m);
}

/* The End Phase: the turn seat discards down to hand.limit (YB; YT-5.1: only the turn
 * player). */
static tt_step end_phase(tt_match *m, ygo_state *g, unsigned seat)
{
    const tt_rules *r = tt_match_rules(m);
    unsigned hand = tt_zone_instance(m, g->z_hand, seat, -1);
    unsigned n = tt_zone_count(m, hand);
    if (!r->hand_limit || n <= r->hand_limit)
        return TT_STEP_DONE;
    tt_decision_open(m, seat, YP_END);
    for (unsigned i = 0; i < n; i++)
        tt_decision_add(
            m, (tt_option){YO_DISCARD, (int16_t)tt_zone_card(m, hand, i), (int16_t)seat, 0});
    return TT_STEP_DECIDE;
}

/* "Once per turn, during your End Phase: Send the top 3 cards of your Deck to the GY" (Ehren):
 * each face-up monster of seat with `end_phase_mill`, unless Skill Drain negates it. Applied
 * at once, not as a chain link (a simplification the card file states). */
static void end_phase_mill(tt_match *m, ygo_state *g, unsigned seat)
{
    unsigned z = tt_zone_instance(m, g->z_monster, seat, -1);
    unsigned deck = tt_zone_instance(m, tt_match_rules(m)->zone_deck, seat, -1);
    for (unsigned i = 0; i < tt_zone_count(m, z); i++) {
        unsigned c = tt_zone_card(m, z, i);
        int32_t n = ygo_field(m, c, YF_END_PHASE_MILL);
        if (!n || tt_card_face_down(m, c) || ygo_drained(m, g, c))
            continue;
        ygo_emit(m, YE_END_MILL, seat, (int)c, n, 0);
        for (int32_t k = 0; k < n && tt_zone_count(m, deck); k++)
            ygo_send_to_graveyard(m, g, tt_zone_card(m, deck, tt_zone_count(m, deck) - 1));
    }
}

/* 1 the first time phase ph of this turn is stepped: its start (the draw, the open game
 * state's window) is played once. */
static int entering(const tt_match *m, ygo_state *g, unsigned ph)
{
    uint16_t turn = (uint16_t)tt_match_turn(m);
    if (g->entered_turn == turn && g->entered_phase == ph)
        return 0;
    g->entered_turn = turn;
    g->entered_phase = (uint8_t)ph;
    return 1;
}

static tt_step phase(tt_match *m, void *gsv, unsigned ph)
{
    ygo_state *g = gsv;
    unsigned seat = turn_seat(m);
    g->cur_phase = (uint8_t)ph;
    if (ph != YP_DRAW && ygo_triggers_flush(m, g)) /* waiting triggers go on a chain first */
        return TT_STEP_AGAIN;
    switch (ph) {
    case YP_DRAW:
        if (!entering(m, g, ph))
            return TT_STEP_DONE; /* drawn; its open game state has been played */
        g->bp_step = YBP_NONE;
        for (unsigned c = 0; c < tt_match_card_count(m); c++) { /* "until the end of turn" */
            g->card[c].atk_turn = 0;
            g->card[c].def_turn = 0; /* Castle Walls */
            g->card[c].flags &= (uint8_t)~YGO_HALVED;
        }
        for (unsigned s = 0; s < tt_match_rules(m)->seats; s++) {
            unsigned z = tt_zone_instance(m, g->z_monster, s, -1);
            for (unsigned i = 0; i < tt_zone_count(m, z); i++)
                g->card[tt_zone_card(m, z, i)].flags &=
                    (uint8_t) ~(YGO_SUMMONED | YGO_ATTACKED | YGO_CHANGED);
        }
        ygo_draw_phase_discards(m, g); /* Hino-Kagu-Tsuchi: before the turn player draws */
        if (g->skip_draw[seat])        /* Time Seal (era_effects.c) */
            g->skip_draw[seat]--;
        else
            tt_turn_normal_draw(m, seat); /* YM-5: skipped on the first turn of the duel */
        /* YT-5.1, YT-5.2: an open game state after the draw (a win by the draw ends the duel
         * first: the core settles it before anything else is stepped) */
        return ygo_open_state(m, g, YBP_NONE, 0) ? TT_STEP_AGAIN : TT_STEP_DONE;
    case YP_STANDBY:
        if (!entering(m, g, ph))
            return TT_STEP_DONE;
        if (g->nstandby) /* "during each of your Standby Phases" (era_effects.c) */
            ygo_standby_lp(m, g, seat);
        return ygo_open_state(m, g, YBP_NONE, 0) ? TT_STEP_AGAIN : TT_STEP_DONE;
    case YP_MAIN1:
    case YP_MAIN2:
        if (g->main_done) {
            g->main_done = 0;
            return TT_STEP_DONE;
        }
        ygo_main_options(m, g, seat, ph == YP_MAIN1);
        return TT_STEP_DECIDE;
    case YP_BATTLE:
        return ygo_battle_phase(m, g, seat);
    case YP_END: /* "during your End Phase" effects, an open game state, the hand limit (YB) */
        if (entering(m, g, ph)) {
            if (g->nend_mill)
                end_phase_mill(m, g, seat);
            if (g->nspirit) /* Spirit monsters return to the hand (era_effects.c) */
                ygo_spirit_end_phase(m, g);
            g->skip_battle[seat] = 0; /* its skipped Battle Phase was this turn's */
            if (g->ndefense_after)    /* Goblin Attack Force's lock (more_monsters.c) */
                ygo_position_locks_end(m, g, seat);
            if (g->nboard) /* "at the end of each of your opponent's turns" */
                ygo_destiny_end_of_turn(m, g, seat);
            if (ygo_open_state(m, g, YBP_NONE, 0))
                return TT_STEP_AGAIN;
        }
        return end_phase(m, g, seat);
    default:
        return TT_STEP_DONE;
    }
}

static tt_step resolve(tt_match *m, void *gsv, unsigned kind, void *frame)
{
    switch (kind) {
    case YFR_TRIBUTE:
        return ygo_resolve_tribute(m, gsv, frame);
    case YFR_ACTIVATION:
        return ygo_resolve_activation(m, gsv, frame);
    case YFR_CHAIN:
        return ygo_resolve_chain(m, gsv, frame);
    case YFR_EFFECT:
        return ygo_resolve_effect(m, gsv, frame);
    case YFR_FUSION:
        return ygo_resolve_fusion(m, gsv, frame);
    case YFR_BATTLE:
        return ygo_resolve_battle(m, gsv, frame);
    case YFR_TRIGGERS:
        return ygo_resolve_triggers(m, gsv, frame);
    case YFR_PENDULUM:
        return ygo_resolve_pendulum(m, gsv, frame);
    case YFR_OPEN:
        return ygo_resolve_open(m, gsv, frame);
    case YFR_SUMMON:
        return ygo_resolve_summon(m, gsv, frame);
    case YFR_RITUAL:
        return ygo_resolve_ritual(m, gsv, frame);
    case YFR_SYNCHRO:
        return ygo_resolve_synchro(m, gsv, frame);
    case YFR_XYZ:
        return ygo_resolve_xyz(m, gsv, frame);
    case YFR_SUMMONED:
        return ygo_resolve_summoned(m, gsv, frame);
    case YFR_COST_ASK:
        return ygo_resolve_cost_ask(m, gsv, frame);
    case YFR_SPECIAL_POSITION:
        return ygo_resolve_special_position(m, gsv, frame);
    default:
        tt_frame_pop(m);
        return TT_STEP_DONE;
    }
}

static int apply(tt_match *m, void *gsv, unsigned seat, const tt_option *o)
{
    ygo_state *g = gsv;
    unsigned frame;
    if (tt_frame_top(m, &frame)) { /* a decision inside an activation or an effect */
        if (frame == YFR_SPECIAL_POSITION && o->kind == YO_SPECIAL_POSITION)
            return ygo_apply_special_position(m, g, o);
        if (frame == YFR_ACTIVATION &&
            (o->kind == YO_DISCARD || o->kind == YO_TARGET || o->kind == YO_OPPONENT ||
             o->kind == YO_TRIBUTE || o->kind == YO_DECLARE || o->kind == YO_BANISH_COST ||
             o->kind == YO_DETACH))
            return ygo_apply_activation(m, g, seat, o);
        if (frame == YFR_EFFECT && (o->kind == YO_DISCARD || o->kind == YO_PICK ||
                                    o->kind == YO_STOP || o->kind == YO_SEND))
            return ygo_apply_effect(m, g, seat, o);
        if (frame == YFR_EFFECT &&
            (o->kind == YO_LAST_TURN_KEEP || o->kind == YO_LAST_TURN_SUMMON)) /* last_turn.c */
            return ygo_apply_last_turn(m, g, seat, o);
        if (frame == YFR_TRIGGERS)
            return ygo_apply_trigger(m, g, seat, o);
        if (frame == YFR_FUSION)
            return ygo_apply_fusion(m, g, seat, o);
        if (frame == YFR_RITUAL)
            return ygo_apply_ritual(m, g, seat, o);
        if (frame == YFR_SYNCHRO)
            return ygo_apply_synchro(m, g, seat, o);
        if (frame == YFR_XYZ)
            return ygo_apply_xyz(m, g, seat, o);
    }
    switch (o->kind) {
    case YO_XYZ:
        return ygo_apply_xyz(m, g, seat, o);
    case YO_TRIBUTE_NAMED:
        return ygo_apply_named_tribute(m, g, seat, o);
    case YO_SYNCHRO:
        return ygo_apply_synchro(m, g, seat, o);
    case YO_PENDULUM_ZONE:
    case YO_PENDULUM:
    case YO_PENDULUM_PICK:
    case YO_PENDULUM_DONE:
        return ygo_apply_pendulum(m, g, seat, o);
    case YO_ACTIVATE:
    case YO_SET_SPELL:
    case YO_PASS:
        return ygo_apply_spell(m, g, seat, o);
    case YO_ATTACK:
    case YO_DIRECT:
    case YO_END_BATTLE:
    case YO_STOP_ATTACK:
        ygo_apply_battle(m, g, seat, o);
        return TT_OK;
    case YO_TRIBUTE:
    case YO_ALLOW:
    case YO_REFUSE:
        return ygo_apply_tribute(m, g, seat, o);
    case YO_ACTIVATE_TRIBUTING:
    case YO_ALLOW_COST:
    case YO_REFUSE_COST:
        return ygo_apply_cost_tribute(m, g, seat, o);
    case YO_DISCARD:
        tt_card_send(m, (unsigned)o->a, g->z_graveyard, -1, TT_TOP);
        ygo_emit(m, YE_DISCARD, seat, o->a, 0, 0);
        return TT_OK;
    default:
        return ygo_apply_main(m, g, seat, o);
    }
}

/* What a monster's activated effect does, for its label ("no battle damage"). */
static const char *effect_phrase(const tt_match *m, unsigned card)
{
    static const char *const phrase[] = {
        [YX_DESTROY] = "destroy",
        [YX_DRAW] = "draw",
        [YX_SPECIAL_SUMMON] = "Special Summon",
        [YX_BANISH_BATTLERS] = "banish both battling monsters",
        [YX_NO_BATTLE_DAMAGE] = "no battle damage",
        [YX_GAIN_BATTLER_ATK] = "gain the ATK of the monster it battles",
        [YX_ATK_UP] = "gain ATK",
        [YX_DAMAGE_PER_EXTRA] = "damage per card in the Extra Deck",
        [YX_REVIVE_SELF] = "Special Summon it from the Graveyard",
        [YX_ANSWER_DAMAGE] = "Special Summon it from the hand",
        [YX_GAIN_LP] = "gain LP", /* lob_mrd.c */
        [YX_ADD_FROM_DECK] = "add a monster from the Deck to the hand",
        [YX_TO_ATTACK_POSITION] = "change a monster to Attack Position",
        [YX_TO_DEFENSE_POSITION] = "change a monster to Defense Position",
        [YX_RETURN_TO_HAND] = "return a monster to the hand",
        [YX_SALVAGE] = "add a card from the Graveyard to the hand",
        [YX_ZERO_ATTACKER_ATK] = "the attacker's ATK becomes 0",
        [YX_DAMAGE] = "inflict damage",
        [YX_DAMAGE_PER_SPELL_TRAP] = "damage per Spell/Trap",
        [YX_SELF_TO_DECK_TOP] = "place it on top of the Deck", /* triggers.c */
    };
    unsigned e = ygo_action(m, card, 0);
    if (ygo_is_spell_trap(m, card) && ygo_field(m, card, YF_TRIGGER) != YTR_NONE)
        e = ygo_action(m, card, 1); /* a Spell's trigger */
    return e < sizeof phrase / sizeof phrase[0] && phrase[e] ? phrase[e] : "its effect";
}

static int label(const tt_match *m, const void *gsv, const tt_option *o, char *buf, size_t size)
{
    const tt_rules *r = tt_match_rules(m);
    char seat[4], owner[4];
    const char *a =
        o->a >= 0 && (unsigned)o->a < tt_match_card_count(m) ? ygo_name(m, (unsigned)o->a) : "";
    (void)gsv;
    if (o->a >= 0 && (unsigned)o->a < tt_match_card_count(m))
        tt_seat_name(r, tt_card_controller(m, (unsigned)o->a), owner);
    switch (o->kind) {
    case YO_SUMMON:
        if (o->c)
            return snprintf(buf, size, "%s %s (%d Tribute%s)", o->b ? "Set" : "Tribute Summon", a,
                            o->c, o->c > 1 ? "s" : "");
        return snprintf(buf, size, "%s %s", o->b ? "Set" : "Normal Summon", a);
    case YO_FLIP_SUMMON:
        return snprintf(buf, size, "Flip Summon %s", a);
    case YO_SPECIAL_POSITION: /* issue 30: the summoner's choice; c: the Summon's kind */
        return snprintf(buf, size, "%s %s in face-up %s Position",
                        o->c == 3   ? "Fusion Summon"
                        : o->c == 4 ? "Pendulum Summon"
                        : o->c == 5 ? "Ritual Summon"
                        : o->c == 7 ? "Synchro Summon"
                        : o->c == 8 ? "Xyz Summon"
                                    : "Special Summon",
                        a, o->b ? "Defense" : "Attack");
    case YO_TO_DEFENSE:
        return snprintf(buf, size, "change %s to Defense Position", a);
    case YO_TO_ATTACK:
        return snprintf(buf, size, "change %s to Attack Position", a);
    case YO_BATTLE_PHASE:
        return snprintf(buf, size, "go to the Battle Phase");
    case YO_END_TURN:
        return snprintf(buf, size, "end the turn");
    case YO_END_BATTLE:
        return snprintf(buf, size, "end the Battle Phase");
    case YO_STOP_ATTACK:
        return snprintf(buf, size, "stop the attack of %s (replay)", a);
    case YO_ATTACK:
        return snprintf(buf, size,
                        o->c ? "attack %s of %s with %s (replay)" : "attack %s of %s with %s",
                        tt_card_face_down(m, (unsigned)o->b) ? "a face-down monster"
                                                             : ygo_name(m, (unsigned)o->b),
                        tt_seat_name(r, tt_card_controller(m, (unsigned)o->b), seat), a);
    case YO_DIRECT:
        return snprintf(buf, size,
                        o->c ? "attack %s directly with %s (replay)" : "attack %s directly with %s",
                        tt_seat_name(r, (unsigned)o->b, seat), a);
    case YO_TRIBUTE:
        return snprintf(buf, size, "Tribute %s of %s", a, owner);
    case YO_ALLOW:
        return snprintf(buf, size, "allow the Tribute of %s", a);
    case YO_REFUSE:
        return snprintf(buf, size, "refuse the Tribute of %s", a);
    case YO_ACTIVATE_TRIBUTING: /* cost_tribute.c: the teammate's monster as the cost */
        return snprintf(buf, size, "activate %s, Tributing %s of %s", a,
                        ygo_name(m, (unsigned)o->b),
                        tt_seat_name(r, tt_card_controller(m, (unsigned)o->b), seat));
    case YO_ALLOW_COST:
        return snprintf(buf, size, "allow the Tribute of %s for %s", a,
                        ygo_name(m, (unsigned)o->b));
    case YO_REFUSE_COST:
        return snprintf(buf, size, "refuse the Tribute of %s for %s", a,
                        ygo_name(m, (unsigned)o->b));
    case YO_DISCARD:
        if (o->c && o->b != tt_match_decision_seat(m)) /* another seat's hand (Confiscation) */
            return snprintf(buf, size, "discard %s from %s's hand", a,
                            tt_seat_name(r, (unsigned)o->b, seat));
        return snprintf(buf, size, "discard %s", a);
    case YO_ACTIVATE:
        if (!ygo_is_spell_trap(m, (unsigned)o->a) &&
            ygo_field(m, (unsigned)o->a, YF_IGNITION) == YI_EFFECT &&
            ygo_ignition_now(m, gsv, tt_card_controller(m, (unsigned)o->a), (unsigned)o->a))
            return snprintf(buf, size, "activate %s from the field (%s)", a, /* lob_mrd.c */
                            effect_phrase(m, (unsigned)o->a));
        if (!ygo_is_spell_trap(m, (unsigned)o->a) &&
            ygo_field(m, (unsigned)o->a, YF_IGNITION) != YI_NONE &&
            ygo_ignition_now(m, gsv, tt_card_controller(m, (unsigned)o->a), (unsigned)o->a))
            return snprintf(buf, size, "activate %s from the field (%s)", a,
                            ygo_field(m, (unsigned)o->a, YF_IGNITION) == YI_DESTINY_COUNTER
                                ? "detach 1 Xyz Material: 1 Destiny Counter"
                                : "return it to the hand");
        if (!ygo_is_spell_trap(m, (unsigned)o->a))
            return snprintf(buf, size, "%s %s from the %s (%s)", /* a monster's quick effect */
                            ((const ygo_state *)gsv)->nchain ? "chain" : "activate", a,
                            tt_zone_kind_of(m, tt_card_zone(m, (unsigned)o->a)) ==
                                    ((const ygo_state *)gsv)->z_hand
                                ? "hand"
                                : "field",
                            effect_phrase(m, (unsigned)o->a));
        {
            const ygo_state *g = gsv;
            int n = snprintf(buf, size, "%s %s%s", g->nchain ? "chain" : "activate",
                             tt_card_face_down(m, (unsigned)o->a) ? "Set " : "", a);
            if (ygo_action(m, (unsigned)o->a, 0) != YX_NEGATE || n < 0 || (size_t)n >= size)
                return n;
            if (g->nchain) { /* what it negates: the activation on top of the chain */
                const ygo_link *l = &g->chain[g->nchain - 1];
                return n + snprintf(buf + n, size - (size_t)n,
                                    " negating the activation of %s by %s", ygo_name(m, l->card),
                                    tt_seat_name(r, l->seat, seat));
            }
            if (g->summon_window) /* YM-2: the Summon waiting for a response */
                return n + snprintf(buf + n, size - (size_t)n, " negating the Summon of %s by %s",
                                    ygo_name(m, g->summon_card),
                                    tt_seat_name(r, g->summon_seat, seat));
            return n;
        }
    case YO_SET_SPELL:
        return snprintf(buf, size, "Set %s in the %s", a,
                        ygo_kind(m, (unsigned)o->a) == YK_FIELD_SPELL ? "Field Zone"
                                                                      : "Spell & Trap Zone");
    case YO_PASS: { /* in a chain: what is answered, as the deciding seat may know it */
        const ygo_state *g = gsv;
        char link[300];
        if (!g->nchain)
            return snprintf(buf, size, "pass");
        ygo_link_text(m, g, g->nchain - 1u, tt_match_decision_seat(m), link, sizeof link);
        return snprintf(buf, size, "pass (%s)", link);
    }
    case YO_TARGET: { /* a face-down card by its place unless the decider knows it */
        char text[160];
        ygo_card_text(m, gsv, (unsigned)o->a, tt_match_decision_seat(m), text, sizeof text);
        return snprintf(buf, size, "target %s", text);
    }
    case YO_FUSE:
        return snprintf(buf, size, "Fusion Summon %s", a);
    case YO_SYNCHRO:
        return snprintf(buf, size, "Synchro Summon %s", a);
    case YO_SYNCHRO_MATERIAL:
        return snprintf(buf, size, "use %s as Synchro Material%s", a, o->b ? " (Tuner)" : "");
    case YO_MATERIAL:
        if (tt_zone_kind_of(m, tt_card_zone(m, (unsigned)o->a)) == ((const ygo_state *)gsv)->z_hand)
            return snprintf(buf, size, "use %s from the hand as Fusion Material", a);
        return snprintf(buf, size, "use %s of %s as Fusion Material", a, owner);
    case YO_ALLOW_MATERIAL:
        return snprintf(buf, size, "allow %s as Fusion Material", a);
    case YO_REFUSE_MATERIAL:
        return snprintf(buf, size, "refuse %s as Fusion Material", a);
    case YO_OPPONENT: /* YT-3.1 */
        return snprintf(buf, size, "apply %s to %s", a, tt_seat_name(r, (unsigned)o->b, seat));
    case YO_TRIGGER:
        return snprintf(buf, size, "activate the effect of %s (%s)", a,
                        effect_phrase(m, (unsigned)o->a));
    case YO_NO_TRIGGER:
        return snprintf(buf, size, "decline the effect of %s", a);
    case YO_TRIGGER_NEXT: /* YT-5.3: a player, or the opposing team, orders its triggers */
        return snprintf(buf, size, "put the effect of %s of %s on the chain next (%s)", a, owner,
                        effect_phrase(m, (unsigned)o->a));
    case YO_PICK:
        if (o->b == 2) /* Sangan */
            return snprintf(buf, size, "add %s from the Deck to the hand", a);
        if (o->b == 3) /* Fissure, a tie */
            return snprintf(buf, size, "destroy %s of %s", a, owner);
        if (o->b)
            return snprintf(buf, size, "banish %s from %s's Graveyard", a,
                            tt_seat_name(r, tt_card_owner(m, (unsigned)o->a), seat));
        return snprintf(buf, size, "Special Summon %s from the %s", a,
                        tt_zone_kind_of(m, tt_card_zone(m, (unsigned)o->a)) ==
                                tt_match_rules(m)->zone_deck
                            ? "Deck"
                        : tt_zone_kind_of(m, tt_card_zone(m, (unsigned)o->a)) ==
                                ((const ygo_state *)gsv)->z_hand
                            ? "hand"
                            : "Graveyard");
    case YO_STOP:
        return snprintf(buf, size,
                        o->b ? "Set no Spell/Trap" /* Dust Tornado */ : "banish no more");
    case YO_SEND:
        return snprintf(buf, size, "send %s from the %s to the Graveyard", a,
                        tt_zone_kind_of(m, tt_card_zone(m, (unsigned)o->a)) ==
                                tt_match_rules(m)->zone_deck
                            ? "Deck"
                            : "hand");
    case YO_BANISH_COST:
        return snprintf(buf, size, "banish %s from the Graveyard (cost)", a);
    case YO_PROCEDURE:
        return snprintf(buf, size,
                        "Special Summon %s (shuffle the %d monster%s of the Graveyard into the "
                        "Deck)",
                        a, o->b, o->b > 1 ? "s" : "");
    case YO_DECLARE: /* a: a card id (any name may be declared) */
        return snprintf(buf, size, "declare %s",
                        tt_carddb_name(tt_match_carddb(m), (unsigned)o->a));
    case YO_RITUAL:
        return snprintf(buf, size, "Ritual Summon %s", a);
    case YO_RITUAL_TRIBUTE:
        if ((int)tt_card_controller(m, (unsigned)o->a) != tt_match_decision_seat(m)) /* YT-3.5 */
            return snprintf(buf, size,
                            "Tribute %s of %s for the Ritual Summon (Levels %d + %u of %d)", a,
                            owner, o->b, ygo_level(m, (unsigned)o->a), o->c);
        return snprintf(
            buf, size, "Tribute %s from the %s for the Ritual Summon (Levels %d + %u of %d)", a,
            tt_zone_kind_of(m, tt_card_zone(m, (unsigned)o->a)) == ((const ygo_state *)gsv)->z_hand
                ? "hand"
                : "field",
            o->b, ygo_level(m, (unsigned)o->a), o->c);
    case YO_ALLOW_RITUAL:
        return snprintf(buf, size, "allow the Tribute of %s for the Ritual Summon", a);
    case YO_REFUSE_RITUAL:
        return snprintf(buf, size, "refuse the Tribute of %s for the Ritual Summon", a);
    case YO_PENDULUM_ZONE: /* YM-1: the side it goes to */
        return snprintf(buf, size, "activate %s in the %s Pendulum Zone (Scale %d)", a,
                        o->b ? "right" : "left", (int)ygo_field(m, (unsigned)o->a, YF_SCALE));
    case YO_PENDULUM:
    case YO_PENDULUM_PICK:
    case YO_PENDULUM_DONE: {
        unsigned lo = 0, hi = 0,
                 s = tt_match_decision_seat(m) >= 0 ? (unsigned)tt_match_decision_seat(m)
                                                    : (unsigned)tt_match_turn_seat(m);
        int left, right; /* YM-1: each Scale known by its side */
        ygo_pendulum_scales(m, gsv, s, &lo, &hi);
        ygo_pendulum_sides(m, gsv, s, &left, &right);
        if (o->kind == YO_PENDULUM)
            return snprintf(buf, size,
                            "Pendulum Summon (left Scale %d, right Scale %d: Levels %u-%u)", left,
                            right, lo + 1, hi - 1);
        if (o->kind == YO_PENDULUM_DONE)
            return snprintf(
                buf, size,
                "Pendulum Summon the %d chosen monster%s (left Scale %d, right Scale %d)", o->b,
                o->b > 1 ? "s" : "", left, right);
        return snprintf(buf, size, "Pendulum Summon %s%s (left Scale %d, right Scale %d)", a,
                        tt_zone_kind_of(m, tt_card_zone(m, (unsigned)o->a)) ==
                                ((const ygo_state *)gsv)->z_hand
                            ? ""
                            : " from the Extra Deck",
                        left, right);
    }
    default: { /* the Xyz options (xyz.c), Last Turn's (last_turn.c) */
        int n = ygo_xyz_label(m, gsv, o, buf, size);
        if (n < 0)
            n = ygo_last_turn_label(m, o, buf, size);
        return n >= 0 ? n : snprintf(buf, size, "?");
    }
    }
}

static unsigned event_card_fields(unsigned kind)
{
    if (kind == YE_SCRIPTURE) /* the Forbidden Scripture that negates it */
        return TT_EVENT_CARD_A;
    return kind == YE_BATTLE || kind == YE_EQUIP || kind == YE_UNAFFECTED
               ? TT_EVENT_CARD_B
               : 0; /* the attack's target, the equipped monster, the effect's card */
}

static int describe(const tt_match *m, const void *gsv, const tt_event *ev, int viewer, char *buf,
                    size_t size)
{
    const tt_rules *r = tt_match_rules(m);
    char seat[4] = "", other[4] = "", cardbuf[96], bbuf[96];
    const char *card = ygo_event_card(m, gsv, ev->card, viewer, cardbuf, sizeof cardbuf);
    if (ev->seat >= 0)
        tt_seat_name(r, (unsigned)ev->seat, seat);
    switch (ev->kind - TT_EV_GAME) {
    case YE_SUMMON:
        if (ev->a == 1)
            return snprintf(buf, size, "%s Sets a monster", seat);
        return snprintf(buf, size, "%s %s %s%s", seat,
                        ev->a == 2   ? "Flip Summons"
                        : ev->a == 3 ? "Fusion Summons"
                        : ev->a == 4 ? "Pendulum Summons"
                        : ev->a == 5 ? "Ritual Summons"
                        : ev->a == 6 ? "Special Summons"
                        : ev->a == 7 ? "Synchro Summons"
                        : ev->a == 8 ? "Xyz Summons"
                                     : "Summons",
                        card, /* a Special Summon's position, its summoner's choice (issue 30) */
                        ev->a < 3 ? ""
                        : ev->b   ? " in face-up Defense Position"
                                  : " in face-up Attack Position");
    case YE_BATTLE:
        if (ev->b < 0)
            return snprintf(buf, size, "%s (%d ATK) attacks directly", card, ev->a);
        tt_seat_name(r, tt_card_controller(m, (unsigned)ev->b), other);
        return snprintf(buf, size, "%s (%d ATK) attacks %s of %s", card, ev->a,
                        ygo_event_card(m, gsv, ev->b, viewer, bbuf, sizeof bbuf), other);
    case YE_DESTROYED:
        if (ev->b == 2) /* Exodius: banished instead (the YE_BANISHED event follows) */
            return snprintf(buf, size, "%s is destroyed", card);
        return snprintf(buf, size,
                        ev->b ? "%s is destroyed and goes face-up to %s's Extra Deck (YM-3)"
                              : "%s is destroyed and goes to %s's Graveyard",
                        card, tt_seat_name(r, tt_card_owner(m, (unsigned)ev->card), other));
    case YE_TRIBUTED:
        return snprintf(buf, size,
                        ev->a == 2   ? "%s goes to the Graveyard as Synchro Material"
                        : ev->a == 1 ? "%s goes to the Graveyard as Fusion Material"
                                     : "%s is Tributed",
                        card);
    case YE_POSITION:
        return snprintf(buf, size, "%s changes to %s Position", card, ev->a ? "Defense" : "Attack");
    case YE_DISCARD:
        return snprintf(buf, size, "%s discards %s", seat, card);
    case YE_ACTIVATE: { /* with what its activation chose, as the whole table sees it */
        const ygo_state *g = gsv;
        char suffix[224] = "";
        if (ev->a >= 1 && ev->a <= g->nchain && g->chain[ev->a - 1].card == ev->card)
            ygo_link_suffix(m, g, &g->chain[ev->a - 1], viewer, suffix, sizeof suffix);
        return snprintf(buf, size, "%s activates %s (chain link %d)%s", seat, card, ev->a, suffix);
    }
    case YE_RESOLVE:
        return snprintf(buf, size, "chain link %d resolves: %s%s", ev->a, card,
                        ev->b ? " (negated)" : "");
    case YE_SET_CARD:
        return snprintf(buf, size, "%s Sets a card in the %s", seat,
                        ev->a ? "Field Zone" : "Spell & Trap Zone");
    case YE_NEGATED:
        return snprintf(buf, size, "the activation of %s is negated", card);
    case YE_CARD_WIN:
        if (ev->card < 0)
            return snprintf(buf, size, "%s holds all five pieces of Exodia and wins (YP-9)", seat);
        if (ev->a == 2)
            return snprintf(buf, size,
                            "%s's %s has its third Hyper-Venom Counter: %s's team wins (YP-9)",
                            seat, card, seat);
        if (ev->a == 3)
            return snprintf(buf, size,
                            "%s's %s and the four Spirit Messages: %s's team wins (YP-9)", seat,
                            card, seat);
        if (ev->a == 4) /* xyz.c */
            return snprintf(buf, size,
                            "%s's %s has its third Destiny Counter: %s's team wins (YP-9)", seat,
                            card, seat);
        if (ev->a == 5) /* horakhty.c */
            return snprintf(buf, size, "%s's %s is Special Summoned: %s's team wins (YP-9)", seat,
                            card, seat);
        if (ev->a == 6) /* last_turn.c */
            return ygo_last_turn_describe(m, ev, seat, card, buf, size);
        if (ev->a == 1)
            return snprintf(buf, size,
                            "%s's %s has sent five different Forbidden One cards to the "
                            "Graveyard: %s wins (YP-9)",
                            seat, card, seat);
        return snprintf(buf, size, "%s's %s has counted its turns: %s wins (YP-9)", seat, card,
                        seat);
    case YE_FIELD_SENT:
        return snprintf(buf, size, "%s is sent to %s's Graveyard (a new Field Spell, YM-6)", card,
                        tt_seat_name(r, tt_card_owner(m, (unsigned)ev->card), other));
    case YE_PAY:
        return snprintf(buf, size, "%s pays %d LP for %s", seat, ev->a, card);
    case YE_SPECIAL: /* a: 0 face-up Attack, 1 face-up Defense, 2 face-down Defense Position */
        return snprintf(buf, size, "%s Special Summons %s in %s Position", seat, card,
                        ev->a == 2   ? "face-down Defense"
                        : ev->a == 1 ? "face-up Defense"
                                     : "face-up Attack");
    case YE_BANISHED:
        return snprintf(buf, size, "%s is banished", card);
    case YE_ATK:
        return snprintf(buf, size, "%s now has %d ATK", card, ev->a);
    case YE_NO_DAMAGE:
        if (ev->b)
            return snprintf(buf, size, "%s takes no damage (%d prevented by %s)", seat, ev->a,
                            card);
        return snprintf(buf, size, "%s takes no battle damage (%d prevented)", seat, ev->a);
    case YE_DECLARE: /* a name said aloud (a: its card id): every seat hears it */
        return snprintf(buf, size, "%s declares %s", seat,
                        tt_carddb_name(tt_match_carddb(m), (unsigned)ev->a));
    case YE_EQUIP:
        return snprintf(buf, size, "%s is equipped to %s", card,
                        ygo_event_card(m, gsv, ev->b, viewer, bbuf, sizeof bbuf));
    case YE_UNEQUIPPED:
        return snprintf(buf, size, "%s is sent to %s's Graveyard (its monster left the field)",
                        card, tt_seat_name(r, tt_card_owner(m, (unsigned)ev->card), other));
    case YE_PENDULUM_ZONE:
        return snprintf(buf, size, "%s activates %s in the %s Pendulum Zone (Scale %d)", seat, card,
                        ev->a ? "right" : "left", (int)ygo_field(m, (unsigned)ev->card, YF_SCALE));
    case YE_TO_EXTRA:
        return snprintf(buf, size,
                        "%s goes face-up to %s's Extra Deck instead of the Graveyard "
                        "(YM-3)",
                        card, seat);
    case YE_TO_HAND:
        return snprintf(buf, size, "%s returns to %s's hand", card,
                        tt_seat_name(r, tt_card_owner(m, (unsigned)ev->card), other));
    case YE_BP_STEP: {
        static const char *const steps[] = {"Start Step", "Battle Step", "End Step"};
        return snprintf(buf, size, "%s's Battle Phase: %s (YM-8)", seat,
                        steps[ev->a >= 0 && ev->a < 3 ? ev->a : 0]);
    }
    case YE_SUMMON_NEGATED:
        return snprintf(buf, size,
                        "the Summon of %s is negated: it is destroyed and goes to %s's Graveyard",
                        card, tt_seat_name(r, tt_card_owner(m, (unsigned)ev->card), other));
    case YE_ATTACK_ENDS:
        return snprintf(buf, size, "the attack of %s ends before the Damage Step", card);
    case YE_REPLAY:
        return snprintf(buf, size, "replay: the monsters %s attacks changed (YM-8)", card);
    case YE_FLIPPED:
        return snprintf(buf, size, "%s of %s is flipped face-up", card, seat);
    case YE_DAMAGE_STEP: {
        static const char *const timings[] = {
            "start of the Damage Step", "before damage calculation", "during damage calculation",
            "after damage calculation", "end of the Damage Step"};
        return snprintf(buf, size, "the battle of %s: %s (YM-9)", card,
                        timings[ev->a >= 0 && ev->a < 5 ? ev->a : 0]);
    }
    case YE_BATTLE_STEP_BACK:
        return snprintf(buf, size, "the attack of %s is over: back to the Battle Step (YM-8)",
                        card);
    case YE_DRAINED:
        return snprintf(buf, size, "the effect of %s is negated (Skill Drain)", card);
    case YE_SCRIPTURE:
        return snprintf(buf, size, "the effect of %s is negated by %s", card,
                        ygo_event_card(m, gsv, ev->a, viewer, bbuf, sizeof bbuf));
    case YE_ORIGINAL_STATS:
        return snprintf(buf, size, "%s battles with its original ATK %d and DEF %d", card, ev->a,
                        ev->b);
    case YE_VENOM_COUNTER:
        return snprintf(buf, size, "a Hyper-Venom Counter is placed on %s (%d)", card, ev->a);
    case YE_UNAFFECTED:
        return snprintf(buf, size, "%s is unaffected by the effect of %s", card,
                        ygo_event_card(m, gsv, ev->b, viewer, bbuf, sizeof bbuf));
    case YE_TO_DECK:
        return snprintf(buf, size, "%s is shuffled into %s's Deck", card, seat);
    case YE_PLACED:
        return snprintf(buf, size, "%s places %s face-up in the Spell & Trap Zone (%s)", seat, card,
                        ygo_event_card(m, gsv, ev->a, viewer, bbuf, sizeof bbuf));
    case YE_ADDED:
        return snprintf(buf, size, "%s adds %s from the %s to the hand", seat, card,
                        ev->a ? "Graveyard" : "Deck");
    case YE_TOKEN_GONE:
        return snprintf(buf, size, "%s leaves the field and ceases to exist", card);
    case YE_TO_DECK_TOP: /* triggers.c */
        return snprintf(buf, size, "%s is placed on top of %s's Deck", card,
                        tt_seat_name(r, tt_card_owner(m, (unsigned)ev->card), other));
    case YE_NOT_DESTROYED:
        return snprintf(buf, size, "%s cannot be destroyed by card effects", card);
    case YE_MISSED_TIMING:
        return snprintf(buf, size,
                        "%s misses its timing: being sent to the Graveyard was not the last "
                        "thing to happen",
                        card);
    case YE_END_MILL:
        return snprintf(
            buf, size,
            "the End Phase effect of %s: %s sends the top %d cards of the Deck to the Graveyard",
            card, seat, ev->a);
    default: { /* the Xyz events (xyz.c), Last Turn's (last_turn.c) */
        int n = ygo_xyz_describe(m, gsv, ev, seat, card, buf, size);
        if (n < 0)
            n = ygo_last_turn_describe(m, ev, seat, card, buf, size);
        return n >= 0 ? n : snprintf(buf, size, "event %d", ev->kind - TT_EV_GAME);
    }
    }
}

/* YM-4, YT-1.5: Fusion, Synchro and Xyz Monsters live in the Extra Deck and nothing else does; the
 * Side Deck may hold either. */
static const char *deck_part_refusal(const tt_carddb *db, uint32_t cardid, unsigned part)
{
    unsigned kind = (unsigned)tt_carddb_int(db, cardid, YF_KIND);
    if (kind == YK_TOKEN) /* brought by the card that names it (tokens.c) */
        return "a Token is not a card of any deck";
    int extra = ygo_extra_kind(kind);
    if (part == 0 && extra)
        return kind == YK_FUSION_MONSTER
                   ? "a Fusion Monster goes in the Extra Deck, not the Main Deck"
               : kind == YK_XYZ_MONSTER
                   ? "an Xyz Monster goes in the Extra Deck, not the Main Deck"
                   : "a Synchro Monster goes in the Extra Deck, not the Main Deck";
    if (part == 1 && !extra)
        return "only Fusion, Synchro and Xyz Monsters go in the Extra Deck";
    return NULL;
}

size_t ygo_cache_bytes(unsigned ncards)
{
    return YGO_TABLES_BYTES + ncards * sizeof(ygo_card_static);
}

size_t ygo_state_bytes(unsigned ncards)
{
    return sizeof(ygo_state) + ncards * sizeof(ygo_card_vars);
}

const tt_game_limit ygo_limits[] = {
    [YLIM_PEND] = {"YGO_MAX_PEND", "more simultaneous pending triggers", YGO_MAX_PEND},
    [YLIM_CHAIN] = {"YGO_MAX_CHAIN", "more links in one chain", YGO_MAX_CHAIN},
    [YLIM_PENDULUM] = {"YGO_MAX_PENDULUM", "more monsters in one Pendulum Summon",
                       YGO_MAX_PENDULUM},
    [YLIM_SUMMONED] = {"YGO_MAX_SUMMONED", "more monsters in one Summon a Trap may answer",
                       YGO_MAX_SUMMONED},
    [YLIM_NAME_MARKS] = {"YGO_MAX_NAME_MARKS",
                         "more once-per-turn uses and locked names of one seat in one turn",
                         YGO_MAX_NAME_MARKS},
    {NULL, NULL, 0},
};

const tt_game tt_game_yugioh = {
    .abi = TT_GAME_ABI,
    .name = "yugioh",
    .title = "Yu-Gi-Oh! Trading Card Game",
    .phases = phases,
    .phase_flags = phase_flags,
    .actions = actions,
    .rule_keys = rule_keys,
    .state_size = sizeof(ygo_state),
    .state_bytes = ygo_state_bytes,
    .cache_bytes = ygo_cache_bytes,
    .card_fields = ygo_card_fields,
    .setup = setup,
    .phase = phase,
    .resolve = resolve,
    .apply = apply,
    .label = label,
    .describe = describe,
    .event_card_fields = event_card_fields,
    .can_respond = ygo_can_respond,
    .deck_part_refusal = deck_part_refusal,
    .rules_refusal = ygo_rules_refusal,
    .lasting_end = ygo_lasting_end,
    .check_state = ygo_check_state,
    .setup_card = ygo_setup_card,
    .options = ygo_options, /* YT-1.7 / YM-6: field_spell_replaced */
    .card_state_keys = ygo_card_state_keys,
    .card_state = ygo_card_state,
    .evaluate = ygo_evaluate,             /* the greedy agent's score (issue 14) */
    .primitive_name = ygo_primitive_name, /* tagteam cards --stats (issue 15) */
    .card_primitives = ygo_card_primitives,
    .limits = ygo_limits,
    .card_data_bytes = sizeof(ygo_card_data), /* each card's effect parts, compiled at load */
    .check_card = ygo_check_card, /* effect parts and list fields that fit the tables, at load */
    .stand_in = ygo_stand_in,     /* Set cards re-dealt for agents (issue 14) */
    .trade = ygo_trade,
    .brings = ygo_brings,         /* Tokens (tokens.c) */
    .obs_fields = ygo_obs_fields, /* observations (observe.c, issue 29) */
    .observe_card = ygo_observe_card,
    .obs_link_kinds = ygo_obs_link_kinds,
    .observe_links = ygo_observe_links,
    .option_shape = ygo_option_shape,
};
