/* actions.c: the main phase (PB): Basics to the Bench, one Energy attachment and one retreat
 * per turn (core limits attach_energy, retreat; the retreat cost is paid in Energy), Trainers
 * (Items, Supporters: PD-12, Tools, Stadiums: PD-13), evolving, Abilities, declaring an attack,
 * ending the turn. Attachments are module state (attached_to). */
#include "ptcg.h"

unsigned ptcg_attached(const tt_match *m, const ptcg_state *g, unsigned pokemon, uint16_t *out,
                       unsigned max)
{
    const tt_rules *r = tt_match_rules(m);
    unsigned n = 0, first = tt_seat_team(m, tt_card_controller(m, pokemon)) * r->per_team;
    for (unsigned s = first; s < first + r->per_team; s++) { /* only its team attaches */
        unsigned z = tt_zone_instance(m, g->z_attached, s, -1);
        for (unsigned i = 0; i < tt_zone_count(m, z) && n < max; i++) {
            unsigned c = tt_zone_card(m, z, i);
            if (g->card[c].attached_to == (int16_t)pokemon)
                out[n++] = (uint16_t)c;
        }
    }
    return n;
}

unsigned ptcg_energy(const tt_match *m, const ptcg_state *g, unsigned pokemon,
                     uint8_t have[PT_COUNT])
{
    uint16_t att[64];
    unsigned n = ptcg_attached(m, g, pokemon, att, 64), total = 0;
    for (unsigned t = 0; t < PT_COUNT; t++)
        have[t] = 0;
    unsigned burn = ptcg_has_ability(m, pokemon, PX_ENERGY_OF_ITS_TYPE); /* Energy Burn */
    for (unsigned i = 0; i < n; i++) {
        if (ptcg_is_energy(m, att[i])) {
            /* a basic Energy provides 1 of its type */
            const ptcg_card *e = ptcg_card_of(m, att[i]); /* Double Colorless: 2 */
            have[burn ? ptcg_card_of(m, pokemon)->type : e->type] += e->provides;
            total += e->provides;
        }
    }
    return total;
}

int ptcg_retreat_payment(const tt_match *m, const ptcg_state *g, unsigned pokemon, uint16_t out[8])
{
    uint16_t att[64];
    unsigned n = ptcg_attached(m, g, pokemon, att, 64), cost = ptcg_retreat_cost(m, g, pokemon);
    unsigned k = 0, paid = 0;
    for (unsigned i = n; i-- > 0 && paid < cost && k < 8;) /* the most recently attached first */
        if (ptcg_is_energy(m, att[i])) {
            out[k++] = att[i];
            paid += ptcg_card_of(m, att[i])->provides;
        }
    return paid >= cost ? (int)k : -1;
}

int ptcg_tool_of(const tt_match *m, const ptcg_state *g, unsigned pokemon)
{
    uint16_t att[64];
    unsigned n = ptcg_attached(m, g, pokemon, att, 64);
    for (unsigned i = 0; i < n; i++)
        if (ptcg_card_of(m, att[i])->kind == PK_TOOL)
            return att[i];
    return PTCG_NO_CARD;
}

int ptcg_stadium(const tt_match *m, const ptcg_state *g, int lane)
{
    if (lane < 0)
        return PTCG_NO_CARD;
    unsigned z = tt_zone_instance(m, g->z_stadium, 0, lane);
    return tt_zone_count(m, z) ? (int)tt_zone_card(m, z, 0) : PTCG_NO_CARD;
}

unsigned ptcg_retreat_cost(const tt_match *m, const ptcg_state *g, unsigned pokemon)
{
    const ptcg_card *c = ptcg_card_of(m, pokemon);
    int cost = c->retreat;
    int st = ptcg_stadium(m, g, ptcg_card_lane(m, g, pokemon)); /* PD-13: its lane's only */
    if (st >= 0 && ptcg_card_of(m, (unsigned)st)->effect == PX_RETREAT_LESS && c->stage == PS_BASIC)
        cost -= ptcg_card_of(m, (unsigned)st)->param;
    return cost > 0 ? (unsigned)cost : 0;
}

unsigned ptcg_lane_pokemon(const tt_match *m, const ptcg_state *g, unsigned seat, unsigned lane,
                           uint16_t out[16])
{
    unsigned n = 0, bench = ptcg_lane_zone(m, g->z_bench, seat, lane);
    int active = ptcg_lane_active(m, g, seat, lane);
    if (active >= 0)
        out[n++] = (uint16_t)active;
    for (unsigned i = 0; i < tt_zone_count(m, bench) && n < 16; i++)
        out[n++] = (uint16_t)tt_zone_card(m, bench, i);
    return n;
}

void ptcg_discard_card(tt_match *m, ptcg_state *g, unsigned card)
{
    tt_card_send(m, card, g->z_discard, -1, TT_TOP); /* PB, PD-10: to its owner's pile */
    g->card[card].attached_to = PTCG_NO_CARD;
    g->card[card].to_pay = 0; /* chosen for a cost once: not when it is attached again */
}

void ptcg_discard_pokemon(tt_match *m, ptcg_state *g, unsigned pokemon)
{
    uint16_t att[64];
    unsigned n = ptcg_attached(m, g, pokemon, att, 64);
    for (unsigned i = 0; i < n; i++)
        ptcg_discard_card(m, g, att[i]);
    ptcg_leave_active(m, g, pokemon);
    g->card[pokemon].damage = 0;
    tt_card_send(m, pokemon, g->z_discard, -1, TT_TOP);
}

/* Sky Return, Tingly Return GX: "Put this Pokémon and all cards attached to it into your hand."
 * Each card to its owner's hand (PD-10); its damage and conditions end as it leaves play. Its
 * Active Spot is filled from the Bench after the attacks (ptcg_attack_phase). */
void ptcg_return_to_hand(tt_match *m, ptcg_state *g, unsigned pokemon)
{
    if (!ptcg_in_play(m, g, pokemon))
        return;
    uint16_t att[64];
    unsigned n = ptcg_attached(m, g, pokemon, att, 64);
    for (unsigned i = 0; i < n; i++) {
        tt_card_send(m, att[i], g->z_hand, -1, TT_TOP);
        g->card[att[i]].attached_to = PTCG_NO_CARD;
        g->card[att[i]].to_pay = 0;
    }
    ptcg_leave_active(m, g, pokemon);
    g->card[pokemon].damage = 0;
    ptcg_emit(m, PE_TO_HAND, (int)tt_card_owner(m, pokemon), (int)pokemon, (int32_t)n, 0);
    tt_card_send(m, pokemon, g->z_hand, -1, TT_TOP);
}

void ptcg_switch_in(tt_match *m, ptcg_state *g, unsigned bench)
{
    int lane = ptcg_card_lane(m, g, bench);
    unsigned seat = tt_card_controller(m, bench);
    int active = lane < 0 ? PTCG_NO_CARD : ptcg_lane_active(m, g, seat, (unsigned)lane);
    if (active >= 0) {
        ptcg_leave_active(m, g, (unsigned)active); /* PB: conditions end on the Bench */
        tt_card_swap(m, (unsigned)active, bench);  /* even with a full Bench */
    } else if (lane >= 0) {
        tt_card_put(m, bench, ptcg_lane_zone(m, g->z_active, seat, (unsigned)lane), TT_TOP);
    }
}

/* Whether card comes first among the cards of its id in zone z (one option per name). */
static int first_of_its_name(const tt_match *m, unsigned z, unsigned i)
{
    uint32_t id = tt_card_id(m, tt_zone_card(m, z, i));
    for (unsigned j = 0; j < i; j++)
        if (tt_card_id(m, tt_zone_card(m, z, j)) == id)
            return 0;
    return 1;
}

void ptcg_add_or_deny(tt_match *m, tt_option o, int rule)
{
    if (rule < 0)
        tt_decision_add(m, o);
    else
        tt_decision_deny(m, o, (unsigned)rule);
}

int ptcg_limit_rule(const tt_match *m, unsigned action, unsigned seat, unsigned lane)
{
    int l = tt_limit_check(m, action, seat, (int)lane, -1);
    return l < 0 ? -1 : (int)TT_RULE_LIMIT((unsigned)l);
}

/* The bench instances of the opponents in lane (PD-7, PD-8: tt_scope_resolve), at most 2. */
static unsigned opponent_benches(const tt_match *m, const ptcg_state *g, unsigned seat,
                                 unsigned lane, unsigned out[TT_MAX_SEATS])
{
    tt_scope_set sc = tt_scope_resolve(m, seat, (int)lane, TT_SCOPE_LANE_OPPONENT);
    unsigned n = 0, seats = tt_match_rules(m)->seats;
    for (unsigned o = 0; o < seats; o++) {
        if (!(sc.seats >> o & 1))
            continue;
        unsigned z = ptcg_lane_zone(m, g->z_bench, o, lane), dup = 0;
        for (unsigned i = 0; i < n; i++)
            dup |= out[i] == z;
        if (!dup)
            out[n++] = z; /* in the center both opponents share their team's Bench */
    }
    return n;
}

static void trainer_options(tt_match *m, ptcg_state *g, unsigned seat, unsigned card,
                            unsigned lanes)
{
    const ptcg_card *c = ptcg_card_of(m, card);
    int base = -1;
    if (c->effect == PX_RARE_CANDY) { /* PB: its options are evolutions (evolve.c) */
        ptcg_rare_candy_options(m, g, seat, card, lanes);
        return;
    }
    if (c->effect == PX_NONE && !c->ntparts)
        base = PR_NOT_YET;
    else if (c->kind == PK_SUPPORTER && tt_turn_is_first_of_match(m))
        base = PR_FIRST_SUPPORTER; /* PB: not on the first player's first turn */
    unsigned target = ptcg_trainer_target(c);
    int to_bench = 0; /* a search onto the Bench is played in a lane (PD-11) */
    for (unsigned i = 0; i < c->ntparts; i++)
        to_bench |= c->tparts[i].action == PPA_SEARCH_DECK && c->tparts[i].to == PPTO_BENCH;
    int lane_less = target == PXT_NONE && c->kind == PK_ITEM && !to_bench; /* no target */
    for (unsigned l = 0; l < TT_MAX_LANES; l++) {
        if (!(lanes >> l & 1))
            continue;
        int rule = base;
        if (rule < 0 && c->kind == PK_SUPPORTER) /* PD-12: one per seat and one per lane */
            rule = ptcg_limit_rule(m, PA_SUPPORTER, seat, l);
        if (rule < 0 && c->kind == PK_STADIUM) { /* PD-13: the 1v1 limits, in each lane */
            int st = ptcg_stadium(m, g, (int)l);
            rule = ptcg_limit_rule(m, PA_STADIUM, seat, l);
            if (rule < 0 && st >= 0 && tt_card_id(m, (unsigned)st) == tt_card_id(m, card))
                rule = PR_SAME_STADIUM; /* PB: not one with the name of the one in play */
        }
        if (rule < 0 && c->ntparts) /* its parts' costs, an empty deck to search */
            rule = ptcg_trainer_refusal(m, g, seat, card, l);
        int16_t ln = (int16_t)l;
        unsigned zs[TT_MAX_SEATS], nz = 0;
        switch (target) {
        case PXT_OWN_BENCH:
            zs[nz++] = ptcg_lane_zone(m, g->z_bench, seat, l);
            /* fallthrough */
        case PXT_OPP_BENCH: {
            if (target == PXT_OPP_BENCH)
                nz = opponent_benches(m, g, seat, l, zs);
            unsigned any = 0;
            for (unsigned k = 0; k < nz; k++)
                for (unsigned i = 0; i < tt_zone_count(m, zs[k]); i++, any++)
                    ptcg_add_or_deny(m,
                                     (tt_option){PO_TRAINER, (int16_t)card,
                                                 (int16_t)tt_zone_card(m, zs[k], i), ln},
                                     rule);
            if (!any)
                tt_decision_deny(m, (tt_option){PO_TRAINER, (int16_t)card, -1, ln}, PR_NO_EFFECT);
            break;
        }
        case PXT_OWN_ACTIVE: {
            int act = ptcg_lane_active(m, g, seat, l);
            if (act >= 0 && rule < 0 && c->effect == PX_FULL_HEAL && !g->card[act].conditions)
                rule = PR_NO_EFFECT; /* Full Heal with nothing to heal */
            if (act >= 0)
                ptcg_add_or_deny(m, (tt_option){PO_TRAINER, (int16_t)card, (int16_t)act, ln}, rule);
            break;
        }
        case PXT_OWN_POKEMON: { /* a Tool (one per Pokémon) or Potion (on a damaged one) */
            uint16_t mons[16];
            unsigned n = ptcg_lane_pokemon(m, g, seat, l, mons);
            for (unsigned i = 0; i < n; i++) {
                int why = rule;
                if (why < 0 && c->kind == PK_TOOL && ptcg_tool_of(m, g, mons[i]) >= 0)
                    why = PR_HAS_TOOL;
                else if (why < 0 && c->kind != PK_TOOL &&
                         !(c->ntparts ? ptcg_trainer_target_ok(m, g, card, mons[i])
                                      : g->card[mons[i]].damage))
                    why = PR_NO_EFFECT; /* nothing to heal, no Energy to discard */
                ptcg_add_or_deny(m, (tt_option){PO_TRAINER, (int16_t)card, (int16_t)mons[i], ln},
                                 why);
            }
            break;
        }
        case PXT_OPP_POKEMON: { /* Energy Removal: an opponents' Pokémon of the lane (PD-7) */
            uint16_t mons[16];
            tt_scope_set sc = tt_scope_resolve(m, seat, (int)l, TT_SCOPE_LANE_OPPONENT);
            unsigned n = 0, any = 0;
            for (unsigned o = 0; o < tt_match_rules(m)->seats && !n; o++)
                if (sc.seats >> o & 1) /* its team's Pokémon there (the center's: shared) */
                    n = ptcg_lane_pokemon(m, g, o, l, mons);
            for (unsigned i = 0; i < n; i++) {
                if (!ptcg_trainer_target_ok(m, g, card, mons[i]))
                    continue;
                any = 1;
                ptcg_add_or_deny(m, (tt_option){PO_TRAINER, (int16_t)card, (int16_t)mons[i], ln},
                                 rule);
            }
            if (!any) /* no Energy to remove */
                tt_decision_deny(m, (tt_option){PO_TRAINER, (int16_t)card, -1, ln}, PR_NO_EFFECT);
            break;
        }
        case PXT_OPPONENT: { /* PD-8: in the center the user picks one of the two opponents */
            tt_scope_set sc = tt_scope_resolve(m, seat, (int)l, TT_SCOPE_LANE_OPPONENT);
            for (unsigned o = 0; o < tt_match_rules(m)->seats; o++)
                if (sc.seats >> o & 1)
                    ptcg_add_or_deny(m, (tt_option){PO_TRAINER_SEAT, (int16_t)card, (int16_t)o, ln},
                                     rule);
            break;
        }
        case PXT_OWN_PRIZE: { /* PD-16: the lane's Prize cards; one option that names none */
            unsigned z = ptcg_lane_zone(m, g->z_prizes, seat, l), any = 0;
            for (unsigned i = 0; i < tt_zone_count(m, z); i++)
                any |= tt_card_owner(m, tt_zone_card(m, z, i)) == seat;
            ptcg_add_or_deny(m, (tt_option){PO_TRAINER, (int16_t)card, -1, ln},
                             any ? rule : PR_NO_EFFECT); /* none of its own: nothing to take */
            break;
        }
        default:
            ptcg_add_or_deny(m, (tt_option){PO_TRAINER, (int16_t)card, -1, ln}, rule);
            break;
        }
        if (lane_less) /* played once, not in a lane */
            return;
    }
}

static void retreat_options(tt_match *m, ptcg_state *g, unsigned seat, unsigned active,
                            unsigned lane)
{
    unsigned bench = ptcg_lane_zone(m, g->z_bench, seat, lane);
    uint16_t pay[8];
    int rule = ptcg_limit_rule(m, PA_RETREAT, seat, lane); /* PB: one retreat per turn (per lane) */
    if (rule < 0 && (g->card[active].conditions & (PC_ASLEEP | PC_PARALYZED)))
        rule = PR_CANT_RETREAT;
    if (rule < 0 && ptcg_retreat_payment(m, g, active, pay) < 0)
        rule = PR_RETREAT_COST;
    for (unsigned i = 0; i < tt_zone_count(m, bench); i++)
        ptcg_add_or_deny(m,
                         (tt_option){PO_RETREAT, (int16_t)active,
                                     (int16_t)tt_zone_card(m, bench, i), (int16_t)lane},
                         rule);
}

/* The seats of seat's team still in that play in lane, as a mask (PD-15: whose pile). */
static unsigned team_in_lane(const tt_match *m, unsigned seat, unsigned lane)
{
    unsigned mask = 0;
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++)
        if (tt_seat_team(m, s) == tt_seat_team(m, seat) && !tt_seat_is_out(m, s) &&
            (ptcg_lanes_of(m, s) >> lane & 1))
            mask |= 1u << s;
    return mask;
}

/* An attack whose effect aims at 1 of the opponent's Pokémon of its lane (PD-7): one option
 * per Pokémon of the opponents (in the center the opposing team's, shared). PD-19: a lane with
 * no opposing Pokémon may still be attacked: one option aimed at nothing, whose effect then
 * does nothing. */
static void chosen_attack_options(tt_match *m, const ptcg_state *g, unsigned active, unsigned a,
                                  unsigned lane, unsigned opponents, int rule)
{
    const tt_rules *r = tt_match_rules(m);
    unsigned targets = 0;
    for (unsigned t = 0; t < r->teams; t++) {
        unsigned first = t * r->per_team, any = 0;
        for (unsigned s = first; s < first + r->per_team; s++)
            any |= opponents >> s & 1;
        if (!any)
            continue;
        uint16_t mons[16];
        unsigned n = ptcg_lane_pokemon(m, g, first, lane, mons);
        targets += n;
        for (unsigned i = 0; i < n; i++)
            ptcg_add_or_deny(m,
                             (tt_option){PO_ATTACK, (int16_t)active,
                                         (int16_t)(a | (mons[i] + 1u) << 4), (int16_t)lane},
                             rule);
    }
    if (!targets) /* PTCG_ATK_CHOSEN: -1, no Pokémon */
        ptcg_add_or_deny(m, (tt_option){PO_ATTACK, (int16_t)active, (int16_t)a, (int16_t)lane},
                         rule);
}

static void attack_options(tt_match *m, ptcg_state *g, unsigned seat, unsigned active,
                           unsigned lane)
{
    const ptcg_card *c = ptcg_card_of(m, active);
    for (unsigned a = 0; a < c->nattacks; a++) {
        int first_ok = c->attacks[a].effect == PX_FIRST_TURN_ATTACK && tt_turn_is_first_of_match(m);
        int rule = tt_turn_may_attack(m) || first_ok /* Fast Raid: going first, turn 1 */
                       ? ptcg_limit_rule(m, PA_ATTACK, seat, lane)
                       : PR_FIRST_ATTACK;
        unsigned limit = c->attacks[a].limit;
        if (rule < 0 && limit != PTCG_NO_LIMIT) /* PB: one GX attack, one VSTAR Power per game;
                                                   PD-21: per lane and team (the ruleset's) */
            rule = ptcg_limit_rule(m, limit, seat, lane);
        if (rule < 0 && (g->card[active].conditions & (PC_ASLEEP | PC_PARALYZED)))
            rule = PR_CANT_ATTACK;
        if (rule < 0 && c->lockable && ptcg_not_now(m, active, a))
            rule = PR_NOT_AGAIN; /* Zap Cannon: not during the next turn */
        if (rule < 0 && c->attacks[a].effect == PX_COUNTERS_EXTRA_TURN_ON_KO &&
            g->yoga_turn[seat] && g->yoga_turn[seat] == g->turn_last[seat])
            rule = PR_LAST_TURN; /* Yoga Loop: not if used during your last turn */
        if (rule < 0 && !ptcg_attack_payable(m, g, active, a))
            rule = PR_ENERGY_COST;
        /* PD-17: an attack that counts an opponent's Prize cards, in a lane with two opponents
         * (the center): the team picks which one, an option each; PD-15: likewise for one that
         * uses a player's Lost Zone, whose (the teammates') */
        tt_scope_set opp = tt_scope_resolve(m, seat, (int)lane, TT_SCOPE_LANE_OPPONENT);
        unsigned count = 0, effect = c->attacks[a].effect;
        if (ptcg_attack_chooses(effect)) { /* Yoga Loop: 1 of the lane's opposing Pokémon */
            chosen_attack_options(m, g, active, a, lane, opp.seats, rule);
            continue;
        }
        if (ptcg_uses_teammates_pile(effect)) /* PD-15: whose pile, the team's pick */
            opp.seats = team_in_lane(m, seat, lane);
        for (unsigned o = 0; o < tt_match_rules(m)->seats; o++)
            count += opp.seats >> o & 1;
        if ((effect != PX_PLUS_AT_4_PRIZES_LEFT && !ptcg_uses_teammates_pile(effect)) ||
            count < 2) {
            ptcg_add_or_deny(m, (tt_option){PO_ATTACK, (int16_t)active, (int16_t)a, (int16_t)lane},
                             rule);
            continue;
        }
        for (unsigned o = 0; o < tt_match_rules(m)->seats; o++)
            if (opp.seats >> o & 1)
                ptcg_add_or_deny(m,
                                 (tt_option){PO_ATTACK, (int16_t)active,
                                             (int16_t)(a | (o + 1) << 4), (int16_t)lane},
                                 rule);
    }
}

/* The lanes seat may still act in this turn: its own (PD-11) whose turn has not ended. */
static unsigned open_lanes(const tt_match *m, const ptcg_state *g, unsigned seat)
{
    return ptcg_lanes_of(m, seat) & ~(unsigned)g->lanes_over;
}

void ptcg_main_options(tt_match *m, ptcg_state *g, unsigned seat)
{
    unsigned hand = ptcg_zone(m, g->z_hand, seat), lanes = open_lanes(m, g, seat);
    tt_decision_open(m, seat, PP_MAIN);
    for (unsigned i = 0; i < tt_zone_count(m, hand); i++) {
        unsigned c = tt_zone_card(m, hand, i);
        unsigned kind = ptcg_card_of(m, c)->kind;
        if (!first_of_its_name(m, hand, i))
            continue;
        for (unsigned l = 0; l < TT_MAX_LANES && kind != PK_ITEM && kind != PK_SUPPORTER &&
                             kind != PK_TOOL && kind != PK_STADIUM;
             l++) {
            if (!(lanes >> l & 1))
                continue;
            unsigned bench = ptcg_lane_zone(m, g->z_bench, seat, l);
            int active = ptcg_lane_active(m, g, seat, l);
            if (kind == PK_POKEMON) {
                tt_option o = {PO_BENCH, (int16_t)c, 0, (int16_t)l};
                if (!ptcg_is_basic(m, c))
                    tt_decision_deny(m, o, PR_NOT_BASIC); /* PB: an Evolution evolves */
                else if (active >= 0 && !tt_zone_free(m, bench))
                    tt_decision_deny(m, o, PR_BENCH_FULL);
                else
                    tt_decision_add(m, o); /* PD-11: into an empty lane it becomes Active */
                continue;
            }
            int attach_rule = ptcg_limit_rule(m, PA_ATTACH_ENERGY, seat, l); /* PB, PD-14 */
            if (active >= 0)
                ptcg_add_or_deny(m, (tt_option){PO_ATTACH, (int16_t)c, (int16_t)active, (int16_t)l},
                                 attach_rule);
            for (unsigned t = 0; t < tt_zone_count(m, bench); t++)
                ptcg_add_or_deny(m,
                                 (tt_option){PO_ATTACH, (int16_t)c,
                                             (int16_t)tt_zone_card(m, bench, t), (int16_t)l},
                                 attach_rule);
        }
        if (ptcg_is_trainer(m, c))
            trainer_options(m, g, seat, c, lanes);
        else if (kind == PK_POKEMON && !ptcg_is_basic(m, c))
            ptcg_evolve_options(m, g, seat, c, lanes);
    }
    for (unsigned l = 0; l < TT_MAX_LANES; l++) {
        if (!(lanes >> l & 1))
            continue;
        int active = ptcg_lane_active(m, g, seat, l);
        if (active < 0)
            continue;
        uint16_t mons[16];
        unsigned n = ptcg_lane_pokemon(m, g, seat, l, mons);
        for (unsigned i = 0; i < n; i++)
            if (ptcg_has_any_ability(ptcg_card_of(m, mons[i])))
                ptcg_ability_options(m, g, seat, mons[i], l);
        retreat_options(m, g, seat, (unsigned)active, l);
        attack_options(m, g, seat, (unsigned)active, l);
    }
    tt_decision_add(m, (tt_option){PO_END_TURN, -1, 0, 0});
    /* PD-6, turn.team_order any: each teammate still acting may act now, in any order; not
     * right back after a hand-over with nothing done (it would change nothing) */
    const tt_rules *r = tt_match_rules(m);
    unsigned acting = tt_turn_seats(m);
    for (unsigned s = 0; s < r->seats && r->team_order == TT_TEAM_ORDER_ANY && !g->handed; s++)
        if (s != seat && (acting >> s & 1) && !tt_seat_is_out(m, s) && !tt_turn_seat_is_done(m, s))
            tt_decision_add(m, (tt_option){PO_HAND_OVER, (int16_t)s, 0, 0});
}

static void play_trainer(tt_match *m, ptcg_state *g, unsigned seat, const tt_option *o)
{
    unsigned card = (unsigned)o->a;
    const ptcg_card *c = ptcg_card_of(m, card);
    if (c->kind == PK_SUPPORTER)
        tt_limit_use(m, PA_SUPPORTER, seat, o->c, -1);
    ptcg_emit(m, PE_TRAINER, (int)seat, (int)card, 0, 0);
    if (c->kind == PK_STADIUM) { /* PD-13: into its lane's slot; the old one to its owner */
        int old = ptcg_stadium(m, g, o->c);
        tt_limit_use(m, PA_STADIUM, seat, o->c, -1);
        if (old >= 0) {
            ptcg_emit(m, PE_STADIUM, (int)seat, old, 0, 0);
            tt_card_send(m, (unsigned)old, g->z_discard, -1, TT_TOP); /* PD-10 */
        }
        tt_card_put(m, card, tt_zone_instance(m, g->z_stadium, seat, o->c), TT_TOP);
        return;
    }
    if (c->kind == PK_TOOL) { /* attached until its Pokémon leaves play */
        tt_card_put(m, card, tt_zone_instance(m, g->z_attached, seat, -1), TT_TOP);
        g->card[card].attached_to = o->b;
        return;
    }
    if (c->effect != PX_PLUS_POWER) /* PlusPower stays attached until the end of the turn */
        tt_card_send(m, card, g->z_discard, -1, TT_TOP);
    if (c->ntparts) { /* its parts, in a frame: they may ask the player to choose */
        ptcg_trainer_parts_start(m, seat, card, o->b, (unsigned)o->c);
        return;
    }
    ptcg_effect_args args = {.seat = seat,
                             .user = (int)card,
                             .target = o->b,
                             .param = c->param,
                             .attack = -1,
                             .lane = o->c,
                             .chosen = PTCG_NO_CARD};
    ptcg_effect_run(m, g, c->effect, &args);
}

static void retreat(tt_match *m, ptcg_state *g, unsigned seat, const tt_option *o)
{
    ptcg_retreat_pay(m, g, seat, (unsigned)o->a, (unsigned)o->b, (unsigned)o->c);
}

/* seat is done with the main phase (PD-6); when every acting seat is, the turn goes on to
 * the attacks (if any lane declared one) or the Checkup. */
static void seat_done(tt_match *m, ptcg_state *g, unsigned seat)
{
    tt_turn_seat_done(m, seat);
    unsigned seats = tt_turn_seats(m), n = tt_match_rules(m)->seats;
    for (unsigned s = 0; s < n; s++)
        if ((seats >> s & 1) && !tt_seat_is_out(m, s) && !tt_turn_seat_is_done(m, s))
            return; /* a teammate still plays */
    int any = 0;
    for (unsigned l = 0; l < TT_MAX_LANES; l++)
        any |= g->atk_index[l] >= 0;
    tt_turn_goto(m, any ? PP_ATTACK : PP_CHECKUP); /* PB: no attack: the Checkup still comes */
}

void ptcg_end_lane(tt_match *m, ptcg_state *g, unsigned seat, unsigned lane)
{
    g->lanes_over = (uint8_t)(g->lanes_over | 1u << lane);
    if (!open_lanes(m, g, seat) && !tt_turn_seat_is_done(m, seat)) /* every lane is over */
        seat_done(m, g, seat);
}

int ptcg_apply_main(tt_match *m, ptcg_state *g, unsigned seat, const tt_option *o)
{
    g->handed = o->kind == PO_HAND_OVER; /* PD-6: anything else the seat does counts */
    switch (o->kind) {
    case PO_HAND_OVER:
        return tt_turn_hand_over(m, (unsigned)o->a);
    case PO_BENCH: {
        unsigned lane = (unsigned)o->c;
        g->card[o->a].entered = (uint16_t)tt_match_turn(m);     /* PB: it cannot evolve this turn */
        int to_active = ptcg_lane_active(m, g, seat, lane) < 0; /* PD-11 default reading */
        tt_card_put(m, (unsigned)o->a,
                    ptcg_lane_zone(m, to_active ? g->z_active : g->z_bench, seat, lane), TT_TOP);
        ptcg_emit(m, to_active ? PE_PROMOTE : PE_BENCH, (int)seat, o->a, 0, 0);
        if (!to_active) /* "when you play this Pokémon from your hand onto your Bench" */
            ptcg_benched_from_hand(m, g, seat, (unsigned)o->a, lane);
        return TT_OK;
    }
    case PO_ATTACH:
        tt_card_put(m, (unsigned)o->a, tt_zone_instance(m, g->z_attached, seat, -1), TT_TOP);
        g->card[o->a].attached_to = o->b;
        tt_limit_use(m, PA_ATTACH_ENERGY, seat, o->c, -1);
        ptcg_emit(m, PE_ATTACH, (int)seat, o->a, o->b, 0);
        return TT_OK;
    case PO_TRAINER:
    case PO_TRAINER_SEAT: /* b: a seat, not a card */
        play_trainer(m, g, seat, o);
        return TT_OK;
    case PO_RETREAT:
        retreat(m, g, seat, o);
        return TT_OK;
    case PO_ATTACK: {
        unsigned lane = (unsigned)o->c;
        g->atk_card[lane] = o->a;
        g->atk_index[lane] = (int8_t)PTCG_ATK_INDEX(o->b);
        const ptcg_attack *at = &ptcg_card_of(m, (unsigned)o->a)->attacks[PTCG_ATK_INDEX(o->b)];
        int chooses = ptcg_attack_chooses(at->effect);
        g->atk_counted[lane] = chooses ? 0 : (uint8_t)PTCG_ATK_COUNTED(o->b); /* PD-17 */
        g->atk_chosen[lane] = (int16_t)(chooses ? PTCG_ATK_CHOSEN(o->b) : PTCG_NO_CARD);
        g->atk_seat[lane] = (uint8_t)seat;
        tt_limit_use(m, PA_ATTACK, seat, o->c, -1);
        if (at->limit != PTCG_NO_LIMIT) /* PB, PD-21: a GX attack or a VSTAR Power is used */
            tt_limit_use(m, at->limit, seat, o->c, -1);
        ptcg_end_lane(m, g, seat, lane); /* PD-12: an attack ends only its lane's turn */
        ptcg_energy_cost_choice(m, g, seat, (unsigned)o->a, PTCG_ATK_INDEX(o->b)); /* PB */
        return TT_OK;
    }
    case PO_END_TURN:
        seat_done(m, g, seat);
        return TT_OK;
    case PO_EVOLVE:
        ptcg_evolve(m, g, seat, o);
        return TT_OK;
    case PO_RARE_CANDY:
        ptcg_rare_candy(m, g, seat, o);
        return TT_OK;
    case PO_ABILITY:
        ptcg_use_ability(m, g, seat, o);
        return TT_OK;
    default:
        return TT_ERR_MISUSE;
    }
}
