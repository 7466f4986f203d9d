/* attack.c: attacks (PB): Energy costs with [C], Confusion, Weakness x2 and Resistance as
 * printed, PlusPower, prevented damage; Knock Outs with a Prize for the other side
 * (tt_prizes_take) and a promotion from the Bench. An attack ends the turn. */
#include "ptcg.h"

#define CONFUSION_DAMAGE 30 /* PB: 3 damage counters on a Confused Pokémon that flips tails */

int ptcg_attack_payable(const tt_match *m, const ptcg_state *g, unsigned pokemon, unsigned attack)
{
    const ptcg_attack *at = &ptcg_card_of(m, pokemon)->attacks[attack];
    uint8_t have[PT_COUNT];
    unsigned total = ptcg_energy(m, g, pokemon, have), typed = 0;
    for (unsigned t = PT_COLORLESS + 1; t < PT_COUNT; t++) {
        if (have[t] < at->need[t])
            return 0;
        typed += at->need[t];
    }
    return total - typed >= at->need[PT_COLORLESS]; /* [C]: any Energy left over pays */
}

int32_t ptcg_damage_after_wr(const tt_match *m, const ptcg_state *g, unsigned attacker,
                             unsigned defender, int32_t base, int no_wr)
{
    const ptcg_card *def = ptcg_card_of(m, defender);
    unsigned type = ptcg_card_of(m, attacker)->type;
    int32_t d = base;
    if (base <= 0)
        return 0;
    int tool = ptcg_tool_of(m, g, attacker);
    if (tool >= 0 && ptcg_card_of(m, (unsigned)tool)->effect == PX_TOOL_DAMAGE)
        d += ptcg_card_of(m, (unsigned)tool)->param; /* Muscle Band: before W and R */
    if (def->weakness == type && no_wr != 1)         /* PB: Weakness ×2 (not for Jet Needle) */
        d *= 2;
    if (def->resistance == type && !no_wr) /* PB: Resistance as printed (Base Set: -30) */
        d -= def->resistance_value;
    if (d <= 0)
        return 0;
    uint16_t att[64];
    unsigned n = ptcg_attached(m, g, attacker, att, 64);
    for (unsigned i = 0; i < n; i++) /* PlusPower: +10 after Weakness and Resistance */
        if (ptcg_card_of(m, att[i])->effect == PX_PLUS_POWER)
            d += ptcg_card_of(m, att[i])->param;
    return d;
}

static int32_t hp_left(const tt_match *m, const ptcg_state *g, unsigned card)
{
    int32_t left = ptcg_card_of(m, card)->hp - g->card[card].damage;
    return left < 0 ? 0 : left;
}

static void run_stage(tt_match *m, ptcg_state *g, const ptcg_attack *at, unsigned stage,
                      ptcg_effect_args *a)
{
    if (at->nparts)
        ptcg_parts_run(m, g, at, stage, a);
    else if (ptcg_effect_stage(at->effect) == stage)
        ptcg_effect_run(m, g, at->effect, a);
}

/* The Defending Pokémon of an attack in lane: the Active of the lane's opponent (PD-7; in the
 * center the opposing team's center Active, PD-8), or -1 when that Active Spot is empty. */
static int defending(const tt_match *m, const ptcg_state *g, unsigned seat, unsigned lane)
{
    tt_scope_set sc = tt_scope_resolve(m, seat, (int)lane, TT_SCOPE_LANE_OPPONENT);
    unsigned seats = tt_match_rules(m)->seats;
    for (unsigned o = 0; o < seats; o++)
        if ((sc.seats >> o & 1) && ptcg_lane_active(m, g, o, lane) >= 0)
            return ptcg_lane_active(m, g, o, lane);
    return PTCG_NO_CARD;
}

static void attack(tt_match *m, ptcg_state *g, unsigned seat, unsigned lane, unsigned attacker,
                   unsigned index)
{
    const ptcg_attack *at = &ptcg_card_of(m, attacker)->attacks[index];
    int defender = defending(m, g, seat, lane);
    ptcg_emit(m, PE_ATTACK, (int)seat, (int)attacker, (int32_t)index, defender);
    if ((g->card[attacker].conditions & PC_CONFUSED) && !tt_coin_flip(m, seat)) {
        g->card[attacker].damage = (uint16_t)(g->card[attacker].damage + CONFUSION_DAMAGE);
        ptcg_emit(m, PE_CONFUSED_HIT, (int)seat, (int)attacker, CONFUSION_DAMAGE,
                  hp_left(m, g, attacker));
        return; /* PB: tails: the attack does nothing else */
    }
    ptcg_effect_args a = {.seat = seat,
                          .user = (int)attacker,
                          .target = defender,
                          .param = at->param,
                          .attack = (int)index,
                          .damage = at->damage,
                          .counted = g->atk_counted[lane],
                          .lane = (int)lane,
                          .chosen = g->atk_chosen[lane]};
    run_stage(m, g, at, PXS_COST, &a);
    run_stage(m, g, at, PXS_DAMAGE, &a);
    if (a.damage > 0) /* Growl on the attacker: less damage, before Weakness and Resistance */
        a.damage -= ptcg_weakened_by(m, attacker);
    if (a.damage < 0)
        a.damage = 0;
    if (a.stopped) /* "this attack does nothing" */
        return;
    if (defender < 0 && a.damage >= 10) {
        ptcg_take_prizes(m, g, seat, lane, 1); /* PD-19: into an empty lane: a Prize there */
    } else if (defender >= 0 && a.damage > 0) {
        int32_t d = ptcg_damage_after_wr(m, g, attacker, (unsigned)defender, a.damage, a.no_wr);
        if (ptcg_is_protected(m, (unsigned)defender) && !a.ignore_effects) { /* Shred */
            ptcg_emit(m, PE_PREVENTED, (int)seat, defender, 0, 0);
        } else {
            int32_t total = g->card[defender].damage + d;
            g->card[defender].damage = (uint16_t)(total > 9990 ? 9990 : total);
            ptcg_emit(m, PE_DAMAGE, (int)seat, defender, d, hp_left(m, g, (unsigned)defender));
        }
    }
    run_stage(m, g, at, PXS_AFTER, &a); /* "any other effects of attacks still happen" */
}

/* Lost City: "put that Pokémon in the Lost Zone instead of the discard pile. (Discard all
 * cards attached to that Pokémon.)" The cards it evolved from are that Pokémon: they go with
 * it; PD-10: each to its owner's Lost Zone or discard pile. */
static void lost_pokemon(tt_match *m, ptcg_state *g, unsigned pokemon)
{
    uint16_t att[64];
    unsigned n = ptcg_attached(m, g, pokemon, att, 64);
    for (unsigned i = 0; i < n; i++) {
        if (ptcg_card_of(m, att[i])->kind != PK_POKEMON) {
            ptcg_discard_card(m, g, att[i]);
            continue;
        }
        tt_card_send(m, att[i], g->z_lost, -1, TT_TOP);
        g->card[att[i]].attached_to = PTCG_NO_CARD;
    }
    ptcg_leave_active(m, g, pokemon);
    g->card[pokemon].damage = 0;
    ptcg_emit(m, PE_LOST_ZONE, (int)tt_card_owner(m, pokemon), (int)pokemon, 0, 0);
    tt_card_send(m, pokemon, g->z_lost, -1, TT_TOP);
}

static void knockouts(tt_match *m, ptcg_state *g, int left_play);

tt_step ptcg_attack_phase(tt_match *m, ptcg_state *g)
{
    int any = 0, left_play = 0;
    for (unsigned l = 0; l < TT_MAX_LANES; l++) { /* PD-6: the lanes' attacks, then the KOs */
        if (g->atk_index[l] < 0)
            continue;
        unsigned attacker = (unsigned)g->atk_card[l], index = (unsigned)g->atk_index[l];
        unsigned seat = g->atk_seat[l];
        g->atk_index[l] = -1;
        g->atk_card[l] = PTCG_NO_CARD;
        any = 1;
        g->ko_by[l] = (uint8_t)seat;
        if (ptcg_lane_active(m, g, seat, l) == (int)attacker) {
            attack(m, g, seat, l, attacker, index);
            left_play |= ptcg_lane_active(m, g, seat, l) < 0; /* Sky Return: into the hand */
        }
        g->atk_counted[l] = 0;
        g->atk_chosen[l] = PTCG_NO_CARD;
    }
    if (!any)
        return TT_STEP_DONE;
    knockouts(m, g, left_play);
    for (unsigned l = 0; l < TT_MAX_LANES; l++)
        g->ko_by[l] = 0xff;
    tt_turn_goto(m, PP_CHECKUP); /* PB: an attack ends the turn (the Checkup still comes) */
    return TT_STEP_AGAIN;
}

/* The seats whose cards are in seat's team's Prize area in lane, as a mask. */
static unsigned prize_owners(const tt_match *m, const ptcg_state *g, unsigned seat, unsigned lane)
{
    unsigned prizes = ptcg_lane_zone(m, g->z_prizes, seat, lane), mask = 0;
    for (unsigned i = 0; i < tt_zone_count(m, prizes); i++)
        mask |= 1u << tt_card_owner(m, tt_zone_card(m, prizes, i));
    return mask;
}

/* seat's team takes one of owner's Prize cards from its Prize area in lane (PD-16). */
static void take_prize(tt_match *m, ptcg_state *g, unsigned seat, unsigned lane, unsigned owner)
{
    unsigned prizes = ptcg_lane_zone(m, g->z_prizes, seat, lane), n = tt_zone_count(m, prizes);
    int pick = -1;
    for (unsigned i = n; i-- > 0 && pick < 0;)
        if (tt_card_owner(m, tt_zone_card(m, prizes, i)) == owner)
            pick = (int)tt_zone_card(m, prizes, i);
    if (pick < 0)
        return;
    unsigned taker = owner;
    if (tt_seat_is_out(m, taker)) /* PD-22: an eliminated player's center Prizes: the team's */
        taker = seat;
    tt_card_set_face_down(m, (unsigned)pick, 0);
    tt_card_put(m, (unsigned)pick, ptcg_zone(m, g->z_hand, taker), TT_TOP); /* PD-3: its owner */
    ptcg_emit(m, PE_PRIZE, (int)taker, -1, (int32_t)tt_zone_count(m, prizes), (int32_t)lane);
    tt_prizes_take(m, taker, 1); /* PB: 1 Prize per Knock Out; the core decides the win */
}

/* Takes what needs no choice: Prize cards while the area holds one player's cards only (or
 * none: PD-20, no Prize). Returns the count still to take by a team choice. */
static unsigned take_unchosen(tt_match *m, ptcg_state *g, unsigned seat, unsigned lane, unsigned n)
{
    for (; n; n--) {
        unsigned owners = prize_owners(m, g, seat, lane);
        if (!owners)
            return 0; /* PD-20: no Prize left there; nothing spills into another lane */
        if (owners & (owners - 1))
            return n; /* both teammates' cards: the team chooses (PD-20) */
        unsigned owner = 0;
        while (!(owners >> owner & 1))
            owner++;
        take_prize(m, g, seat, lane, owner);
    }
    return 0;
}

void ptcg_take_prizes(tt_match *m, ptcg_state *g, unsigned seat, unsigned lane, unsigned n)
{
    n = take_unchosen(m, g, seat, lane, n);
    if (!n)
        return;
    int chooser = ptcg_team_seat_in(m, tt_seat_team(m, seat), lane);
    if (!tt_seat_is_out(m, seat) || chooser < 0)
        chooser = (int)seat;
    ptcg_prize_frame f = {(uint8_t)chooser, (uint8_t)lane, (uint8_t)(n > 255 ? 255 : n)};
    tt_frame_push(m, PFR_PRIZE, &f, sizeof f);
}

/* PD-20: "the attacking team decides who takes the Prizes; several may be split between the
 * two": one decision per Prize card while both teammates have cards in the area. */
tt_step ptcg_resolve_prize(tt_match *m, ptcg_state *g, ptcg_prize_frame *f)
{
    f->n = (uint8_t)take_unchosen(m, g, f->seat, f->lane, f->n);
    if (!f->n) {
        tt_frame_pop(m);
        return TT_STEP_DONE;
    }
    unsigned owners = prize_owners(m, g, f->seat, f->lane);
    int chooser = ptcg_team_seat_in(m, tt_seat_team(m, f->seat), f->lane);
    if (tt_seat_is_out(m, f->seat) && chooser >= 0)
        f->seat = (uint8_t)chooser; /* the team decides: a teammate still in */
    ptcg_open_seat_choice(m, f->seat, owners, PO_PRIZE, f->lane);
    return TT_STEP_DECIDE;
}

int ptcg_apply_prize(tt_match *m, ptcg_state *g, unsigned seat, const tt_option *o)
{
    unsigned kind;
    ptcg_prize_frame *f = tt_frame_top(m, &kind);
    if (!f || kind != PFR_PRIZE)
        return TT_ERR_MISUSE;
    take_prize(m, g, f->seat, f->lane, (unsigned)o->a);
    f->n--;
    (void)seat;
    return TT_OK;
}

/* The seat of the team other than team that takes a Prize in lane: the attacker if it
 * attacked there this turn, else the first of that team playing in lane. */
static int prize_taker(const tt_match *m, unsigned team, unsigned lane, const uint8_t *attackers)
{
    const tt_rules *r = tt_match_rules(m);
    unsigned other = (team + 1) % r->teams;
    if (attackers[lane] != 0xff && tt_seat_team(m, attackers[lane]) == other)
        return attackers[lane];
    return ptcg_team_seat_in(m, other, lane);
}

void ptcg_knockouts(tt_match *m, ptcg_state *g)
{
    knockouts(m, g, 0);
}

/* The Knock Outs, their Prizes, then the promotions to the Active Spots they emptied; also
 * when no Pokémon was Knocked Out but one left play (left_play: Sky Return). */
static void knockouts(tt_match *m, ptcg_state *g, int left_play)
{
    const tt_rules *r = tt_match_rules(m);
    uint16_t out[PTCG_MAX_KNOCK_OUTS];
    uint8_t out_lane[PTCG_MAX_KNOCK_OUTS], attackers[TT_MAX_LANES], prizes[PTCG_MAX_KNOCK_OUTS];
    unsigned n = 0;
    for (unsigned l = 0; l < r->nlanes; l++) {
        attackers[l] = g->ko_by[l];
        for (unsigned t = 0; t < r->teams; t++) {
            unsigned s = t * r->per_team;
            unsigned zones[2] = {ptcg_lane_zone(m, g->z_active, s, l),
                                 ptcg_lane_zone(m, g->z_bench, s, l)};
            for (unsigned k = 0; k < 2; k++)
                for (unsigned i = 0; i < tt_zone_count(m, zones[k]); i++) {
                    unsigned c = tt_zone_card(m, zones[k], i);
                    if (g->card[c].damage < ptcg_card_of(m, c)->hp)
                        continue;
                    if (n == PTCG_MAX_KNOCK_OUTS) { /* none may stay in play: stop, loudly */
                        tt_game_fault(m, PLIM_KNOCK_OUTS);
                        return;
                    }
                    out_lane[n] = (uint8_t)l;
                    prizes[n] = ptcg_card_of(m, c)->prizes;
                    out[n++] = (uint16_t)c;
                }
        }
    }
    ptcg_prize_frame later[PTCG_MAX_KNOCK_OUTS];
    unsigned nlater = 0;
    for (unsigned i = 0; i < n; i++) {
        unsigned owner = tt_card_controller(m, out[i]), lane = out_lane[i];
        ptcg_emit(m, PE_KNOCKED_OUT, (int)owner, out[i], 0, 0);
        int st = ptcg_stadium(m, g, (int)lane); /* PD-13: Lost City works only in its lane */
        if (st >= 0 && ptcg_card_of(m, (unsigned)st)->effect == PX_KNOCK_OUTS_TO_LOST_ZONE &&
            g->z_lost != PTCG_NO_ZONE)
            lost_pokemon(m, g, out[i]);
        else
            ptcg_discard_pokemon(m, g, out[i]);
        int taker = prize_taker(m, tt_seat_team(m, owner), lane, attackers);
        if (taker < 0)
            continue;
        /* PB: 2 for GX/V, 3 VMAX; PD-20: what is left there, the team choosing whose */
        unsigned left = take_unchosen(m, g, (unsigned)taker, lane, prizes[i]);
        if (left)
            later[nlater++] = (ptcg_prize_frame){(uint8_t)taker, (uint8_t)lane, (uint8_t)left};
    }
    for (unsigned t = r->teams; (n || left_play) && t-- > 0;) { /* the first pushed: last */
        unsigned s = t * r->per_team, any = 0;
        for (unsigned l = r->nlanes; l-- > 0;) {
            unsigned bench = ptcg_lane_zone(m, g->z_bench, s, l);
            any += tt_zone_count(m, bench) + (ptcg_lane_active(m, g, s, l) >= 0);
            int chooser = ptcg_team_seat_in(m, t, l);
            if (ptcg_lane_active(m, g, s, l) >= 0 || !tt_zone_count(m, bench) || chooser < 0)
                continue;
            ptcg_promote_frame f = {(uint8_t)chooser, (uint8_t)l};
            tt_frame_push(m, PFR_PROMOTE, &f, sizeof f);
        }
        if (!any) /* PB, PD-23: the core ends the game */
            for (unsigned k = 0; k < r->per_team; k++)
                if (!tt_seat_is_out(m, s + k)) {
                    ptcg_emit(m, PE_NO_POKEMON, (int)(s + k), -1, 0, 0);
                    break;
                }
    }
    for (unsigned i = nlater; i-- > 0;) /* pushed last: the Prizes come before promotions */
        tt_frame_push(m, PFR_PRIZE, &later[i], sizeof later[i]);
}

tt_step ptcg_resolve_promote(tt_match *m, ptcg_state *g, ptcg_promote_frame *f)
{
    unsigned seat = f->seat, bench = ptcg_lane_zone(m, g->z_bench, seat, f->lane);
    if (ptcg_lane_active(m, g, seat, f->lane) >= 0 || tt_seat_is_out(m, seat) ||
        !tt_zone_count(m, bench)) {
        tt_frame_pop(m);
        return TT_STEP_DONE;
    }
    tt_decision_open(m, seat, 0);
    for (unsigned i = 0; i < tt_zone_count(m, bench); i++)
        tt_decision_add(
            m, (tt_option){PO_PROMOTE, (int16_t)tt_zone_card(m, bench, i), 0, (int16_t)f->lane});
    return TT_STEP_DECIDE;
}

int ptcg_apply_promote(tt_match *m, ptcg_state *g, unsigned seat, const tt_option *o)
{
    unsigned kind;
    ptcg_promote_frame *f = tt_frame_top(m, &kind);
    if (!f || kind != PFR_PROMOTE)
        return TT_ERR_MISUSE;
    unsigned lane = f->lane;
    tt_frame_pop(m);
    tt_card_put(m, (unsigned)o->a, ptcg_lane_zone(m, g->z_active, seat, lane), TT_TOP);
    ptcg_emit(m, PE_PROMOTE, (int)seat, o->a, 0, 0);
    return TT_OK;
}
