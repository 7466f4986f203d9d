/* ptcg.c: the Pokémon TCG module's vtable, the turn's phases (PB: draw, main, attack,
 * Pokémon Checkup), the labels of its decisions and the text of its events; WHO/WHEN/WHERE
 * (turns, limits, routing, prizes, the end of the game) go to the core. */
#include <stdio.h>
#include <string.h>

#include "ptcg.h"

static const char *const phases[] = {"draw", "main", "attack", "checkup", NULL};
/* PB: a player chooses what to play, and which attack, in the main phase; the attack phase
 * follows a chosen attack (on turn 1 too with Fast Raid: actions.c, so no TT_PHASE_ATTACKS). */
static const uint8_t phase_flags[] = {0, TT_PHASE_DECIDES, 0, 0};
static const char *const actions[] = {"attach_energy", "supporter", "stadium",
                                      "retreat",       "gx_attack", "vstar_power",
                                      "ability",       "attack",    NULL};
static const char *const rule_keys[] = {
    [PR_FIRST_ATTACK] = "turn.first_attack_turn (PB: the first player cannot attack on turn 1)",
    [PR_ENERGY_COST] = "PB (an attack needs its Energy cost attached)",
    [PR_CANT_ATTACK] = "PB (an Asleep or Paralyzed Pokémon cannot attack)",
    [PR_CANT_RETREAT] = "PB (an Asleep or Paralyzed Pokémon cannot retreat)",
    [PR_RETREAT_COST] = "PB (retreating discards Energy equal to the retreat cost)",
    [PR_BENCH_FULL] = "zones.bench.capacity",
    [PR_NO_EFFECT] = "PB (a Trainer card that would do nothing cannot be played)",
    [PR_FIRST_SUPPORTER] = "PB (the first player cannot play a Supporter on turn 1)",
    [PR_NOT_YET] = "the ptcg module does not play this card yet (docs/ptcg.md)",
    [PR_NOT_BASIC] = "PB (only a Basic Pokémon is put into play; an Evolution evolves one)",
    [PR_EVOLVE_FIRST_TURN] = "PB (no player evolves a Pokémon on their first turn)",
    [PR_EVOLVE_NEW] = "PB (a Pokémon put into play this turn cannot evolve)",
    [PR_HAS_TOOL] = "PB (one Pokémon Tool per Pokémon)",
    [PR_SAME_STADIUM] = "PB, PD-13 (not a Stadium with the name of the one in play in that lane)",
    [PR_ABILITY_CONDITION] = "PB (this Ability cannot be used now)",
    [PR_NOT_AGAIN] = "PB (the attack's text: it cannot be used during this turn)",
    [PR_LAST_TURN] = "PB (the attack's text: not if it was used during your last turn)",
    [PR_ONE_PER_TURN] = "PB (the Ability's text: no more than 1 Ability of its name each turn)",
    [PR_ABILITY_NO_EFFECT] = "PB (an Ability that would do nothing cannot be used)",
    NULL,
};

/* ---- helpers shared by the module's files ---------------------------------------------- */

int ptcg_lane(const tt_match *m, unsigned seat)
{
    const tt_rules *r = tt_match_rules(m);
    for (unsigned l = 0; l < r->nlanes; l++)
        if (r->lanes[l].side == (int)(seat % r->per_team)) /* PD-4: the seat's own side lane */
            return (int)l;
    return r->nlanes ? 0 : -1;
}

unsigned ptcg_lanes_of(const tt_match *m, unsigned seat)
{
    const tt_rules *r = tt_match_rules(m);
    unsigned mask = 0;
    for (unsigned l = 0; l < r->nlanes; l++) /* PD-11: never the teammate's side lane */
        if (r->lanes[l].side == TT_LANE_SHARED || r->lanes[l].side == (int)(seat % r->per_team))
            mask |= 1u << l;
    return mask;
}

unsigned ptcg_zone(const tt_match *m, unsigned kind, unsigned seat)
{
    return tt_zone_instance(m, kind, seat, ptcg_lane(m, seat));
}

unsigned ptcg_lane_zone(const tt_match *m, unsigned kind, unsigned seat, unsigned lane)
{
    return tt_zone_instance(m, kind, seat, (int)lane);
}

int ptcg_active(const tt_match *m, const ptcg_state *g, unsigned seat)
{
    unsigned z = ptcg_zone(m, g->z_active, seat);
    return tt_zone_count(m, z) ? (int)tt_zone_card(m, z, 0) : PTCG_NO_CARD;
}

int ptcg_lane_active(const tt_match *m, const ptcg_state *g, unsigned seat, unsigned lane)
{
    unsigned z = ptcg_lane_zone(m, g->z_active, seat, lane);
    return tt_zone_count(m, z) ? (int)tt_zone_card(m, z, 0) : PTCG_NO_CARD;
}

int ptcg_card_lane(const tt_match *m, const ptcg_state *g, unsigned card)
{
    const tt_rules *r = tt_match_rules(m);
    unsigned z = tt_card_zone(m, card);
    if (z == TT_NOWHERE)
        return -1;
    for (unsigned l = 0; l < r->nlanes; l++)
        for (unsigned t = 0; t < r->teams; t++) {
            unsigned s = t * r->per_team;
            if (z == ptcg_lane_zone(m, g->z_active, s, l) ||
                z == ptcg_lane_zone(m, g->z_bench, s, l))
                return (int)l;
        }
    return -1;
}

const char *ptcg_lane_name(const tt_match *m, int lane)
{
    const tt_rules *r = tt_match_rules(m);
    return r->nlanes > 1 && lane >= 0 && lane < r->nlanes ? r->lanes[lane].name : "";
}

int ptcg_team_seat_in(const tt_match *m, unsigned team, unsigned lane)
{
    const tt_rules *r = tt_match_rules(m);
    for (unsigned i = 0; i < r->per_team; i++) {
        unsigned s = team * r->per_team + i;
        if (!tt_seat_is_out(m, s) && (ptcg_lanes_of(m, s) >> lane & 1))
            return (int)s;
    }
    return -1;
}

void ptcg_open_seat_choice(tt_match *m, unsigned seat, unsigned mask, unsigned kind, unsigned lane)
{
    tt_decision_open(m, seat, 0);
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++)
        if (mask >> s & 1)
            tt_decision_add(m, (tt_option){(uint16_t)kind, (int16_t)s, 0, (int16_t)lane});
}

int ptcg_in_play(const tt_match *m, const ptcg_state *g, unsigned card)
{
    unsigned z = tt_card_zone(m, card);
    if (z == TT_NOWHERE)
        return 0;
    unsigned k = tt_zone_kind_of(m, z);
    return k == g->z_active || k == g->z_bench;
}

unsigned ptcg_opponent(const tt_match *m, unsigned seat)
{
    tt_scope_set s = tt_scope_resolve(m, seat, ptcg_lane(m, seat), TT_SCOPE_LANE_OPPONENT);
    unsigned seats = tt_match_rules(m)->seats;
    for (unsigned o = 0; o < seats; o++)
        if (s.seats >> o & 1)
            return o;
    return (seat + 1) % seats; /* only when every opponent is out: the match is over */
}

void ptcg_emit(tt_match *m, unsigned kind, int seat, int card, int32_t a, int32_t b)
{
    tt_event ev = {(uint16_t)(TT_EV_GAME + kind), (int8_t)seat, (int16_t)card, a, b};
    tt_match_emit(m, &ev);
}

int ptcg_pokemon_label(const tt_match *m, const ptcg_state *g, unsigned card, int benched,
                       char *buf, size_t size)
{
    const char *name = ptcg_name(m, card);
    unsigned z = tt_card_zone(m, card);
    if (z == TT_NOWHERE || tt_zone_kind_of(m, z) != g->z_bench)
        return snprintf(buf, size, "%s", name);
    unsigned same = 0, pos = 0;
    for (unsigned i = 0; i < tt_zone_count(m, z); i++) {
        unsigned c = tt_zone_card(m, z, i);
        if (tt_card_id(m, c) == tt_card_id(m, card)) {
            same++;
            if (c == card)
                pos = same;
        }
    }
    if (same > 1)
        return snprintf(buf, size, "%s%s #%u", benched ? "benched " : "", name, pos);
    return snprintf(buf, size, "%s%s", benched ? "benched " : "", name);
}

/* ---- the vtable ------------------------------------------------------------------------ */

/* A zone the module needs: its index, or -1 with *missing set. */
static int setup(tt_match *m, void *gsv, tt_error *err)
{
    ptcg_state *g = gsv;
    const tt_rules *r = tt_match_rules(m);
    (void)err; /* ptcg_rules_refusal made sure of the lanes and zones when the ruleset loaded */
    g->z_deck = r->zone_deck;
    g->z_hand = r->zone_hand;
    g->z_discard = (uint8_t)tt_rules_zone(r, "discard");
    g->z_active = (uint8_t)tt_rules_zone(r, "active");
    g->z_bench = (uint8_t)tt_rules_zone(r, "bench");
    g->z_prizes = (uint8_t)tt_rules_zone(r, "prizes");
    g->z_attached = (uint8_t)tt_rules_zone(r, "attached");
    g->z_stadium = (uint8_t)tt_rules_zone(r, "stadium");
    int lost = tt_rules_zone(r, "lost_zone"); /* optional: without it Lost March counts 0 */
    g->z_lost = (uint8_t)(lost < 0 ? PTCG_NO_ZONE : (unsigned)lost);
    for (unsigned l = 0; l < TT_MAX_LANES; l++) {
        g->atk_index[l] = -1;
        g->atk_card[l] = PTCG_NO_CARD;
        g->atk_chosen[l] = PTCG_NO_CARD;
        g->ko_by[l] = 0xff;
    }
    for (unsigned c = 0; c < tt_match_card_count(m); c++)
        g->card[c].attached_to = PTCG_NO_CARD;
    int rc = ptcg_cards_cache(m, err);
    return rc ? rc : ptcg_setup_begin(m, err);
}

static tt_step phase(tt_match *m, void *gsv, unsigned ph)
{
    ptcg_state *g = gsv;
    unsigned seats = tt_turn_seats(m), n = tt_match_rules(m)->seats;
    switch (ph) {
    case PP_DRAW:
        for (unsigned l = 0; l < TT_MAX_LANES; l++) {
            g->atk_index[l] = -1;
            g->atk_card[l] = PTCG_NO_CARD;
            g->atk_counted[l] = 0;
            g->atk_chosen[l] = PTCG_NO_CARD;
        }
        g->lanes_over = 0;
        g->handed = 0;
        for (unsigned seat = 0; seat < n; seat++) { /* PD-6: the teammates draw together */
            if (!(seats >> seat & 1) || tt_seat_is_out(m, seat))
                continue;
            g->turn_last[seat] = g->turn_now[seat]; /* "your last turn" (Yoga Loop) */
            g->turn_now[seat] = tt_match_turn(m);
            if (!tt_zone_count(m, ptcg_zone(m, g->z_deck, seat)))
                ptcg_emit(m, PE_DECK_EMPTY, (int)seat, -1, 0, 0);
            if (tt_turn_normal_draw(m, seat)) /* PB, PD-22: who cannot draw is out (core) */
                ptcg_emit(m, PE_TURN_DRAW, (int)seat, -1,
                          (int32_t)tt_zone_count(m, ptcg_zone(m, g->z_hand, seat)), 0);
        }
        return TT_STEP_DONE;
    case PP_MAIN: {
        int seat = tt_turn_actor(m); /* PD-6: the teammate the team lets act, or -1 */
        if (seat < 0)
            return TT_STEP_DONE;
        ptcg_main_options(m, g, (unsigned)seat);
        return TT_STEP_DECIDE;
    }
    case PP_ATTACK:
        return ptcg_attack_phase(m, g);
    case PP_CHECKUP:
        return ptcg_checkup(m, g);
    default:
        return TT_STEP_DONE;
    }
}

/* PD-22: cards an eliminated seat had attached to its removed Pokémon leave with them. */
static void check_state(tt_match *m, void *gsv)
{
    ptcg_sweep_removed(m, gsv);
}

static tt_step resolve(tt_match *m, void *gsv, unsigned kind, void *frame)
{
    switch (kind) {
    case PFR_SETUP:
        return ptcg_resolve_setup(m, gsv, frame);
    case PFR_PROMOTE:
        return ptcg_resolve_promote(m, gsv, frame);
    case PFR_PRIZE:
        return ptcg_resolve_prize(m, gsv, frame);
    case PFR_RESET:
        return ptcg_resolve_reset(m, gsv, frame);
    case PFR_GLADION:
        return ptcg_resolve_gladion(m, gsv, frame);
    case PFR_TRAINER:
        return ptcg_resolve_trainer(m, gsv, frame);
    case PFR_ENERGY_COST:
        return ptcg_resolve_energy_cost(m, gsv, frame);
    case PFR_BENCHED:
        return ptcg_resolve_benched(m, gsv, frame);
    default:
        tt_frame_pop(m);
        return TT_STEP_DONE;
    }
}

static int apply(tt_match *m, void *gsv, unsigned seat, const tt_option *o)
{
    ptcg_state *g = gsv;
    switch (o->kind) {
    case PO_EXTRA_DRAW:
    case PO_SETUP_ACTIVE:
    case PO_SETUP_BENCH:
    case PO_SETUP_DONE:
        return ptcg_apply_setup(m, g, seat, o);
    case PO_PROMOTE:
        return ptcg_apply_promote(m, g, seat, o);
    case PO_PRIZE:
        return ptcg_apply_prize(m, g, seat, o);
    case PO_RESET_PRIZE:
        return ptcg_apply_reset(m, g, seat, o);
    case PO_GLADION:
        return ptcg_apply_gladion(m, g, seat, o);
    case PO_PICK:
        return ptcg_apply_pick(m, g, seat, o);
    case PO_ENERGY_COST:
        return ptcg_apply_energy_cost(m, g, seat, o);
    case PO_DECLINE:
        return ptcg_apply_benched(m, g, seat, o);
    case PO_ABILITY: { /* a triggered one is answered in its frame, the others in the main */
        unsigned kind;
        if (tt_frame_top(m, &kind) && kind == PFR_BENCHED)
            return ptcg_apply_benched(m, g, seat, o);
        return ptcg_apply_main(m, g, seat, o);
    }
    default:
        return ptcg_apply_main(m, g, seat, o);
    }
}

/* "1 Water Energy", "2 Fire Energy and 1 Water Energy": the Energy a retreat discards. */
static int energy_list(const tt_match *m, const uint16_t *cards, unsigned n, char *buf, size_t size)
{
    unsigned done = 0;
    int len = 0;
    buf[0] = '\0';
    for (unsigned i = 0; i < n; i++) {
        unsigned count = 0, seen = 0;
        for (unsigned j = 0; j < n; j++) {
            if (tt_card_id(m, cards[j]) == tt_card_id(m, cards[i])) {
                count++;
                seen |= j < i;
            }
        }
        if (seen)
            continue;
        len += snprintf(buf + len, (size_t)len < size ? size - (size_t)len : 0, "%s%u %s",
                        done ? " and " : "", count, ptcg_name(m, cards[i]));
        done++;
    }
    return len;
}

/* " (center)": the lane in parentheses, "" when the ruleset has one lane. */
static const char *in_lane(const tt_match *m, int lane, char *buf, size_t size)
{
    const char *name = ptcg_lane_name(m, lane);
    if (!*name)
        return "";
    snprintf(buf, size, " (%s)", name);
    return buf;
}

/* The lane of a Pokémon in play, as in_lane does. */
static const char *card_lane(const tt_match *m, const ptcg_state *g, int card, char *buf,
                             size_t size)
{
    if (card < 0 || (unsigned)card >= tt_match_card_count(m))
        return "";
    return in_lane(m, ptcg_card_lane(m, g, (unsigned)card), buf, size);
}

/* The end of a seat's main phase: "end the turn", or in a team turn while a teammate still
 * plays "done for this turn (1B plays on)". */
static int end_label(const tt_match *m, char *buf, size_t size)
{
    const tt_rules *r = tt_match_rules(m);
    int me = tt_match_decision_seat(m);
    unsigned seats = tt_turn_seats(m);
    char name[4];
    for (unsigned s = 0; s < r->seats; s++)
        if ((int)s != me && (seats >> s & 1) && !tt_seat_is_out(m, s) &&
            !tt_turn_seat_is_done(m, s))
            return snprintf(buf, size, "done for this turn (%s plays on)",
                            tt_seat_name(r, s, name));
    return snprintf(buf, size, "end the turn");
}

/* Whether the pending decision also offers o's Trainer card (by name, on the same target) in
 * another lane: an Item is played by the player, in no lane, unless its effect lands in one
 * (Nest Ball onto a Bench); then each option must say its lane (PD-11). */
static int trainer_in_other_lanes(const tt_match *m, const tt_option *o)
{
    for (unsigned i = 0; i < tt_match_option_count(m); i++) {
        const tt_option *x = tt_match_option_at(m, i);
        if (x->kind == PO_TRAINER && x->c != o->c && x->b == o->b &&
            tt_card_id(m, (unsigned)x->a) == tt_card_id(m, (unsigned)o->a))
            return 1;
    }
    return 0;
}

static int label(const tt_match *m, const void *gsv, const tt_option *o, char *buf, size_t size)
{
    const ptcg_state *g = gsv;
    const tt_rules *r = tt_match_rules(m);
    /* a card name (TT_CARD_NAME_MAX) with "benched " and " #N" */
    char a[TT_CARD_NAME_MAX + 16] = "", b[TT_CARD_NAME_MAX + 16] = "", seat[4], lb[32];
    unsigned n = tt_match_card_count(m);
    int benched = o->kind == PO_ATTACH || o->kind == PO_TRAINER; /* the target may be Active */
    int dseat = tt_match_decision_seat(m);
    const char *where = in_lane(m, o->c, lb, sizeof lb);
    if (o->a >= 0 && (unsigned)o->a < n)
        ptcg_pokemon_label(m, g, (unsigned)o->a, 0, a, sizeof a);
    if (o->b >= 0 && (unsigned)o->b < n && o->kind != PO_TRAINER_SEAT) /* its b: a seat */
        ptcg_pokemon_label(m, g, (unsigned)o->b, benched, b, sizeof b);
    switch (o->kind) {
    case PO_EXTRA_DRAW:
        if (o->a == 0)
            return snprintf(buf, size, "draw no extra cards");
        return snprintf(buf, size, "draw %d extra card%s", o->a, o->a > 1 ? "s" : "");
    case PO_SETUP_ACTIVE:
    case PO_SETUP_BENCH:
        where = dseat >= 0 ? in_lane(m, ptcg_lane(m, (unsigned)dseat), lb, sizeof lb) : "";
        return snprintf(buf, size,
                        o->kind == PO_SETUP_ACTIVE ? "put %s in the Active Spot%s"
                                                   : "put %s onto the Bench%s",
                        a, where);
    case PO_BENCH:
        if (ptcg_lane_active(m, g, tt_card_controller(m, (unsigned)o->a), (unsigned)o->c) < 0)
            return snprintf(buf, size, "put %s in the Active Spot%s", a, where); /* PD-11 */
        return snprintf(buf, size, "put %s onto the Bench%s", a, where);
    case PO_SETUP_DONE:
        return snprintf(buf, size, "done setting up");
    case PO_ATTACH:
        return snprintf(buf, size, "attach %s to %s%s", ptcg_name(m, (unsigned)o->a), b, where);
    case PO_TRAINER:
    case PO_TRAINER_SEAT: {
        const char *name = ptcg_name(m, (unsigned)o->a);
        const ptcg_card *c = ptcg_card_of(m, (unsigned)o->a);
        if (o->b < 0)
            return snprintf(buf, size, "play %s%s", name,
                            c->kind != PK_ITEM || trainer_in_other_lanes(m, o) ? where : "");
        switch (ptcg_trainer_target(c)) {
        case PXT_OPPONENT:
            return snprintf(buf, size, "play %s on %s%s", name,
                            tt_seat_name(r, (unsigned)o->b, seat), where);
        case PXT_OPP_BENCH: /* two of one name on that Bench are told apart: "Squirtle #2" */
            ptcg_pokemon_label(m, g, (unsigned)o->b, 0, b, sizeof b);
            return snprintf(buf, size, "play %s (%s's %s to the Active Spot%s%s)", name,
                            tt_seat_name(r, tt_card_controller(m, (unsigned)o->b), seat), b,
                            *where ? ", " : "", *where ? ptcg_lane_name(m, o->c) : "");
        case PXT_OWN_BENCH:
            ptcg_pokemon_label(m, g, (unsigned)o->b, 0, b, sizeof b);
            return snprintf(buf, size, "play %s (%s to the Active Spot%s%s)", name, b,
                            *where ? ", " : "", *where ? ptcg_lane_name(m, o->c) : "");
        default:
            return snprintf(buf, size, "play %s on %s%s", name, b, where);
        }
    }
    case PO_RETREAT: {
        uint16_t pay[8];
        char cost[96];
        int paid = ptcg_retreat_payment(m, g, (unsigned)o->a, pay);
        unsigned k = paid > 0 ? (unsigned)paid : 0;
        if (k == 0)
            return snprintf(buf, size, "retreat %s%s for %s (no cost)", a, where, b);
        if (ptcg_retreat_chooses(m, g, (unsigned)o->a)) /* PB: the player picks, next */
            return snprintf(buf, size, "retreat %s%s for %s (discard Energy for a cost of %u)", a,
                            where, b, ptcg_retreat_cost(m, g, (unsigned)o->a));
        energy_list(m, pay, k, cost, sizeof cost);
        return snprintf(buf, size, "retreat %s%s for %s (discard %s)", a, where, b, cost);
    }
    case PO_ATTACK:
        if (ptcg_attack_chooses(
                ptcg_card_of(m, (unsigned)o->a)->attacks[PTCG_ATK_INDEX(o->b)].effect) &&
            PTCG_ATK_CHOSEN(o->b) >= 0) {       /* PD-19: none chosen in an empty lane: plain */
            int chosen = PTCG_ATK_CHOSEN(o->b); /* "Yoga Loop (on 2A's benched Squirtle)" */
            ptcg_pokemon_label(m, g, (unsigned)chosen, 1, b, sizeof b);
            return snprintf(buf, size, "%s%s: %s (on %s's %s)", a, where,
                            ptcg_attack_name(m, (unsigned)o->a, PTCG_ATK_INDEX(o->b)),
                            tt_seat_name(r, tt_card_controller(m, (unsigned)chosen), seat), b);
        }
        if (PTCG_ATK_COUNTED(o->b)) { /* PD-17, PD-15: the team picks whose cards count */
            unsigned fx = ptcg_card_of(m, (unsigned)o->a)->attacks[PTCG_ATK_INDEX(o->b)].effect;
            return snprintf(buf, size, "%s%s: %s (counting %s's %s)", a, where,
                            ptcg_attack_name(m, (unsigned)o->a, PTCG_ATK_INDEX(o->b)),
                            tt_seat_name(r, PTCG_ATK_COUNTED(o->b) - 1, seat),
                            fx == PX_TIMES_LOST_ZONE_POKEMON     ? "Lost Zone"
                            : fx == PX_TIMES_DISCARD_SAME_ATTACK ? "discard pile"
                            : fx == PX_TIMES_HAND_SIZE           ? "hand"
                                                                 : "Prize cards");
        }
        return snprintf(buf, size, "%s%s: %s", a, where,
                        ptcg_attack_name(m, (unsigned)o->a, PTCG_ATK_INDEX(o->b)));
    case PO_RESET_PRIZE: /* PD-18: the team chooses whose area gets the next new Prize card */
        return snprintf(buf, size, "%s sets a new Prize card%s",
                        tt_seat_name(r, (unsigned)o->a, seat), where);
    case PO_PRIZE: /* PD-20: the team chooses whose center Prize card it takes */
        return snprintf(buf, size, "%s takes a Prize card%s", tt_seat_name(r, (unsigned)o->a, seat),
                        where);
    case PO_END_TURN:
        return end_label(m, buf, size);
    case PO_HAND_OVER: /* PD-6: the team's seats that still act */
        return snprintf(buf, size, "let %s act now", tt_seat_name(r, (unsigned)o->a, seat));
    case PO_PROMOTE:
        return snprintf(buf, size, "move %s to the Active Spot%s", a, where);
    case PO_ENERGY_COST: {  /* "discard Fire Energy from Charmander to pay for the attack" */
        char whose[8] = ""; /* a teammate's Energy on a center Pokémon says so (PD-10) */
        if (dseat >= 0 && tt_card_owner(m, (unsigned)o->a) != (unsigned)dseat)
            snprintf(whose, sizeof whose, "%s's ",
                     tt_seat_name(r, tt_card_owner(m, (unsigned)o->a), seat));
        ptcg_pokemon_label(m, g, (unsigned)o->b, 1, b, sizeof b);
        return snprintf(buf, size, "discard %s%s from %s to pay for the %s", whose,
                        ptcg_name(m, (unsigned)o->a), b, o->c ? "retreat" : "attack");
    }
    case PO_PICK: /* a Trainer part's choice (the deck's cards: the player's own options) */
        return ptcg_pick_label(m, g, o, buf, size);
    case PO_GLADION: /* the player was shown these Prize cards: the label is its own */
        return snprintf(buf, size, "put %s from the Prize cards into the hand", a);
    case PO_RARE_CANDY: { /* "play Rare Candy: Charmander -> Charizard" */
        int candy = dseat >= 0 ? ptcg_rare_candy_in_hand(m, g, (unsigned)dseat) : PTCG_NO_CARD;
        ptcg_pokemon_label(m, g, (unsigned)o->b, 1, b, sizeof b);
        return snprintf(buf, size, "play %s: %s%s -> %s",
                        candy >= 0 ? ptcg_name(m, (unsigned)candy) : "Rare Candy", b, where,
                        ptcg_name(m, (unsigned)o->a));
    }
    case PO_EVOLVE:
        ptcg_pokemon_label(m, g, (unsigned)o->b, 1, b, sizeof b);
        return snprintf(buf, size, "evolve %s%s into %s", b, where, ptcg_name(m, (unsigned)o->a));
    case PO_DECLINE:
    case PO_ABILITY: {
        ptcg_pokemon_label(m, g, (unsigned)o->a, 1, a, sizeof a); /* "benched Arceus VSTAR" */
        const char *ability =
            tt_carddb_text(tt_match_carddb(m), tt_card_id(m, (unsigned)o->a), PF_ABILITY);
        if (o->kind == PO_DECLINE)
            return snprintf(buf, size, "do not use %s's %s", a, ability);
        if (o->b < 0)
            return snprintf(buf, size, "use %s's %s%s", a, ability, where);
        return snprintf(buf, size, "use %s's %s on %s%s", a, ability, b, where);
    }
    default:
        return snprintf(buf, size, "?");
    }
}

static const char *condition_name(unsigned cond)
{
    switch (cond) {
    case PC_ASLEEP:
        return "Asleep";
    case PC_CONFUSED:
        return "Confused";
    case PC_PARALYZED:
        return "Paralyzed";
    case PC_POISONED:
        return "Poisoned";
    case PC_BURNED:
        return "Burned";
    default:
        return "?";
    }
}

static unsigned event_card_fields(unsigned kind)
{
    switch (kind) {
    case PE_ATTACH:
    case PE_SWITCH:
    case PE_DISCARD:
    case PE_EVOLVE:
        return TT_EVENT_CARD_A; /* the Pokémon attached to, switched out, evolved */
    case PE_RETREAT:
    case PE_ATTACK:
        return TT_EVENT_CARD_B; /* the new Active, the attack's target */
    default:
        return 0;
    }
}

/* A card of an event as viewer reads it (-1: the omniscient log): unnamed to a seat that may
 * not know it (a hand, a deck, a Prize card). */
static const char *event_card(const tt_match *m, int card, int viewer)
{
    if (card < 0 || (unsigned)card >= tt_match_card_count(m))
        return "";
    if (viewer >= 0 && !tt_match_card_known(m, viewer, (unsigned)card))
        return "a card";
    return ptcg_name(m, (unsigned)card);
}

static int describe(const tt_match *m, const void *gsv, const tt_event *ev, int viewer, char *buf,
                    size_t size)
{
    const tt_rules *r = tt_match_rules(m);
    const ptcg_state *g = gsv;
    char seat[4] = "", owner[4] = "", at[32], on[32];
    unsigned n = tt_match_card_count(m);
    const char *here = card_lane(m, g, ev->card, at, sizeof at);
    const char *card = event_card(m, ev->card, viewer);
    const char *other = event_card(m, ev->a, viewer);
    if (ev->seat >= 0)
        tt_seat_name(r, (unsigned)ev->seat, seat);
    if (ev->card >= 0)
        tt_seat_name(r, tt_card_owner(m, (unsigned)ev->card), owner);
    switch (ev->kind - TT_EV_GAME) {
    case PE_MULLIGAN:
        return snprintf(buf, size,
                        "%s has no Basic Pokémon: reveals the hand, shuffles it back and draws "
                        "again (mulligan %d)",
                        seat, ev->a);
    case PE_EXTRA_DRAW:
        return snprintf(buf, size, "%s draws %d extra card%s for the opponent's mulligans", seat,
                        ev->a, ev->a == 1 ? "" : "s");
    case PE_SETUP_DONE:
        return snprintf(buf, size,
                        "%s puts a Pokémon face down in the Active Spot and %d on the "
                        "Bench",
                        seat, ev->a);
    case PE_SET_PRIZES:
        return snprintf(buf, size, "%s sets %d Prize cards aside", seat, ev->a);
    case PE_REVEAL:
        return snprintf(buf, size, "%s's %s is revealed %s", owner, card,
                        ev->a ? "in the Active Spot" : "on the Bench");
    case PE_TURN_DRAW:
        return snprintf(buf, size, "%s draws a card (%d in hand)", seat, ev->a);
    case PE_BENCH:
        return snprintf(buf, size, "%s puts %s onto the Bench%s", seat, card, here);
    case PE_ATTACH:
        return snprintf(buf, size, "%s attaches %s to %s%s", seat, card, other,
                        card_lane(m, g, ev->a, on, sizeof on));
    case PE_TRAINER:
        return snprintf(buf, size, "%s plays %s", seat, card);
    case PE_DRAW:
        if (ev->b)
            return snprintf(buf, size, "%s puts a Prize card into the hand", seat);
        return snprintf(buf, size, "%s draws %d card%s", seat, ev->a, ev->a == 1 ? "" : "s");
    case PE_DISCARD_HAND:
        return snprintf(buf, size, "%s discards the hand (%d card%s)", seat, ev->a,
                        ev->a == 1 ? "" : "s");
    case PE_SWITCH:
        return snprintf(buf, size, "%s's %s switches in for %s%s", seat, card, other,
                        ev->b ? " (pulled in by the opponent)" : "");
    case PE_RETREAT:
        return snprintf(buf, size, "%s's %s retreats (%d Energy discarded); %s is now Active",
                        owner, card, ev->a,
                        ev->b >= 0 && (unsigned)ev->b < n ? event_card(m, ev->b, viewer) : "?");
    case PE_ATTACK:
        return snprintf(buf, size, "%s's %s%s uses %s on %s", owner, card, here,
                        ptcg_attack_name(m, (unsigned)ev->card, (unsigned)ev->a),
                        ev->b >= 0 && (unsigned)ev->b < n ? event_card(m, ev->b, viewer)
                                                          : "the empty Active Spot");
    case PE_DISCARD:
        if (ev->a < 0)
            return snprintf(buf, size, "%s discards %s from the hand", seat, card);
        return snprintf(buf, size, "%s is discarded from %s", card, other);
    case PE_EVOLVE:
        return snprintf(buf, size, "%s evolves %s%s into %s", seat, other, here, card);
    case PE_STADIUM:
        return snprintf(buf, size, "%s's %s is discarded (a new Stadium comes into play)", owner,
                        card);
    case PE_ABILITY:
        return snprintf(buf, size, "%s uses the Ability of %s%s", seat, card, here);
    case PE_EXTRA_TURN:
        if (!ev->a)
            return snprintf(buf, size, "%s takes no extra turn (extra turns do not work here)",
                            seat);
        return snprintf(buf, size, "%s will take another turn after this one", seat);
    case PE_RESET_HAND:
        return snprintf(buf, size, "%s shuffles the hand (%d card%s) into the deck", seat, ev->a,
                        ev->a == 1 ? "" : "s");
    case PE_DAMAGE:
        return snprintf(buf, size, "%s's %s%s takes %d damage (%d HP left)", owner, card, here,
                        ev->a, ev->b);
    case PE_PREVENTED:
        return snprintf(buf, size, "all damage to %s's %s is prevented", owner, card);
    case PE_CONDITION:
        return snprintf(buf, size, "%s's %s is now %s", owner, card,
                        condition_name((unsigned)ev->a));
    case PE_RECOVER:
        return snprintf(buf, size, "%s's %s is no longer %s", owner, card,
                        condition_name((unsigned)ev->a));
    case PE_CONFUSED_HIT:
        return snprintf(buf, size, "%s is Confused and hurts itself for %d damage (%d HP left)",
                        card, ev->a, ev->b);
    case PE_CHECKUP_HIT:
        return snprintf(buf, size, "%s's %s takes %d damage for being %s", owner, card, ev->a,
                        condition_name((unsigned)ev->b));
    case PE_KNOCKED_OUT:
        return snprintf(buf, size, "%s's %s%s is Knocked Out", owner, card, here);
    case PE_PRIZE:
        if (*ptcg_lane_name(m, ev->b))
            return snprintf(buf, size, "%s takes a Prize card from the %s lane (%d left there)",
                            seat, ptcg_lane_name(m, ev->b), ev->a);
        return snprintf(buf, size, "%s takes a Prize card (%d left)", seat, ev->a);
    case PE_PROMOTE:
        return snprintf(buf, size, "%s's %s is now the Active Pokémon%s", seat, card, here);
    case PE_NO_BASIC:
        return snprintf(buf, size,
                        "%s has no Basic Pokémon left in the hand or deck: it sets up with no "
                        "Pokémon",
                        seat);
    case PE_SEARCH:
        return snprintf(buf, size, "%s puts a card from the deck into the hand", seat);
    case PE_RETRIEVE:
        return snprintf(buf, size, "%s puts %s from the discard pile into the hand", seat, card);
    case PE_REVEAL_TO_HAND:
        return snprintf(buf, size, "%s reveals %s from the deck and puts it into the hand", seat,
                        card);
    case PE_REVEAL_TO_DECK:
        return snprintf(buf, size, "%s reveals %s from the hand and puts it into the deck", seat,
                        card);
    case PE_HAND_TO_BOTTOM:
        return snprintf(buf, size,
                        "%s shuffles the hand (%d card%s) and puts it on the bottom of the deck",
                        seat, ev->a, ev->a == 1 ? "" : "s");
    case PE_HAND_TO_DECK: {
        static const char *const what[] = {
            "", "Pokémon ", "Basic Pokémon ", "Evolution ", "Energy ", "basic Energy ", "Trainer "};
        return snprintf(buf, size, "%s shuffles %d %scard%s from the hand into the deck", seat,
                        ev->a, ev->b >= 0 && ev->b <= PPF_TRAINER ? what[ev->b] : "",
                        ev->a == 1 ? "" : "s");
    }
    case PE_SHOW_HAND: {
        char to[4] = "";
        tt_seat_name(r, (unsigned)ev->b, to);
        return snprintf(buf, size, "%s shows the hand (%d card%s) to %s", seat, ev->a,
                        ev->a == 1 ? "" : "s", to);
    }
    case PE_PRIZES_RESET:
        return snprintf(buf, size, "%s's Prize cards%s are reset: %d there now", seat,
                        in_lane(m, ev->b, at, sizeof at), ev->a);
    case PE_TO_HAND:
        return snprintf(buf, size, "%s puts %s and the %d card%s attached to it into the hand",
                        seat, card, ev->a, ev->a == 1 ? "" : "s");
    case PE_COUNTERS:
        return snprintf(buf, size, "%s's %s%s takes %d damage counters (%d HP left)", owner, card,
                        here, ev->a, ev->b);
    case PE_LOST_ZONE:
        return snprintf(buf, size, "%s's %s goes to the Lost Zone instead of the discard pile",
                        owner, card);
    case PE_NO_CHECKUP:
        return snprintf(buf, size, "no Pokémon Checkup: an extra turn follows");
    case PE_NO_POKEMON:
        return snprintf(buf, size, "%s has no Pokémon in play", seat);
    case PE_DECK_EMPTY:
        return snprintf(buf, size, "%s must draw but has no cards left in the deck", seat);
    case PE_PROTECTED:
        return snprintf(buf, size, "%s's %s will take no damage during the opponent's next turn",
                        owner, card);
    default:
        return snprintf(buf, size, "event %d", ev->kind - TT_EV_GAME);
    }
}

/* PB: any number of basic Energy cards; every other name at most decks.copies. */
static int ptcg_unlimited_copies(const tt_carddb *db, uint32_t cardid)
{
    return tt_carddb_int(db, cardid, PF_KIND) == PK_BASIC_ENERGY;
}

size_t ptcg_state_bytes(unsigned ncards)
{
    return sizeof(ptcg_state) + ncards * sizeof(ptcg_card_vars);
}

const tt_game_limit ptcg_limits[] = {
    [PLIM_KNOCK_OUTS] = {"PTCG_MAX_KNOCK_OUTS", "more Pokémon Knocked Out at once",
                         PTCG_MAX_KNOCK_OUTS},
    [PLIM_MULLIGANS] = {"PTCG_MAX_MULLIGANS", "more mulligans in a row with a Basic Pokémon left",
                        PTCG_MAX_MULLIGANS},
    {NULL, NULL, 0},
};

const tt_game tt_game_ptcg = {
    .abi = TT_GAME_ABI,
    .name = "ptcg",
    .title = "Pokemon Trading Card Game",
    .phases = phases,
    .phase_flags = phase_flags,
    .actions = actions,
    .rule_keys = rule_keys,
    .state_size = sizeof(ptcg_state),
    .state_bytes = ptcg_state_bytes,
    .cache_bytes = ptcg_cache_bytes,
    .card_fields = ptcg_card_fields,
    .unlimited_copies = ptcg_unlimited_copies,
    .setup = setup,
    .phase = phase,
    .resolve = resolve,
    .apply = apply,
    .label = label,
    .describe = describe,
    .event_card_fields = event_card_fields,
    .check_state = check_state,
    .setup_card = ptcg_setup_card,
    .setup_refusal = ptcg_setup_refusal,         /* PB: no Bench without an Active */
    .options = ptcg_options,                     /* PD-2: format */
    .deck_card_refusal = ptcg_deck_card_refusal, /* PD-2 */
    .rules_refusal = ptcg_rules_refusal,
    .card_state_keys = ptcg_card_state_keys,
    .card_state = ptcg_card_state,
    .card_data_bytes = sizeof(ptcg_card),  /* each card compiled once, at load (issue 15) */
    .check_card = ptcg_check_card,         /* effect parts and card errors at load */
    .evaluate = ptcg_evaluate,             /* the greedy agent's score (issue 14) */
    .primitive_name = ptcg_primitive_name, /* tagteam cards --stats (issue 15) */
    .card_primitives = ptcg_card_primitives,
    .limits = ptcg_limits,
    .stand_in = ptcg_stand_in, /* face-down Pokémon of the setup re-dealt (issue 14) */
    .trade = ptcg_trade,
    .plausible = ptcg_plausible,   /* a re-deal keeps a Basic in a hand kept (issue 14) */
    .obs_fields = ptcg_obs_fields, /* observations (observe.c, issue 29) */
    .observe_card = ptcg_observe_card,
    .obs_link_kinds = ptcg_obs_link_kinds,
    .observe_links = ptcg_observe_links,
    .option_shape = ptcg_option_shape,
    .option_args = ptcg_option_args,
};
