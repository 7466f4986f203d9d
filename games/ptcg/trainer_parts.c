/* trainer_parts.c: a Trainer's effect written as parts in its card's YAML (docs/decks.md),
 * compiled at load by parts.c into ptcg_card.tparts and run here in order in a frame
 * (ptcg_trainer_frame). The first part that aims at a Pokémon takes the target the Trainer was
 * played on (PO_TRAINER's b, offered by actions.c); every other choice (cards of the hand, the
 * deck, the discard pile, Energy, a later part's Pokémon) opens a decision of PO_PICK options
 * for the player who played it. PD-7: it acts in the lane it was played in; PD-10: cards go to
 * their owners' piles; PD-11: a Basic searched onto the Bench needs the lane's Active. */
#include <stdio.h>

#include "ptcg.h"

unsigned ptcg_part_target(const ptcg_part *p)
{
    if (p->who != PPW_YOU) /* PD-8: the opponent its player picks (in the center one of two) */
        return PXT_OPPONENT;
    switch (p->action) {
    case PPA_HEAL:
    case PPA_DISCARD_ENERGY:
        return PXT_OWN_POKEMON;
    case PPA_SWITCH:
        return PXT_OWN_BENCH;
    case PPA_GUST:
        return PXT_OPP_BENCH;
    case PPA_REMOVE_ENERGY:
        return PXT_OPP_POKEMON;
    default:
        return PXT_NONE;
    }
}

unsigned ptcg_trainer_target(const ptcg_card *c)
{
    return c->ntparts ? c->target : ptcg_effect_target(c->effect);
}

static int matches(const tt_match *m, unsigned card, unsigned filter)
{
    const ptcg_card *c = ptcg_card_of(m, card);
    switch (filter) {
    case PPF_POKEMON:
        return c->kind == PK_POKEMON;
    case PPF_BASIC:
        return c->kind == PK_POKEMON && c->stage == PS_BASIC;
    case PPF_EVOLUTION:
        return c->kind == PK_POKEMON && c->stage != PS_BASIC;
    case PPF_ENERGY:
        return ptcg_is_energy(m, card);
    case PPF_BASIC_ENERGY:
        return c->kind == PK_BASIC_ENERGY;
    case PPF_TRAINER:
        return ptcg_is_trainer(m, card);
    default:
        return 1;
    }
}

/* Whether card suits part p: its filter, and the type (discard_hand) or HP (max_hp) it asks. */
static int part_matches(const tt_match *m, unsigned card, const ptcg_part *p)
{
    const ptcg_card *c = ptcg_card_of(m, card);
    return matches(m, card, p->filter) && (!p->type || c->type == p->type) &&
           (!p->max_hp || (c->kind == PK_POKEMON && c->hp <= p->max_hp));
}

/* The cards of seat's hand that suit p, but card (the Trainer being played) itself. */
static unsigned hand_matching(const tt_match *m, const ptcg_state *g, unsigned seat, unsigned card,
                              const ptcg_part *p)
{
    unsigned z = ptcg_zone(m, g->z_hand, seat), n = 0;
    for (unsigned i = 0; i < tt_zone_count(m, z); i++)
        n += tt_zone_card(m, z, i) != card && part_matches(m, tt_zone_card(m, z, i), p);
    return n;
}

/* The seats a part acts for (PD-7: "you" is its player; PD-8: the opponent picked, f->target):
 * into out, how many. */
static unsigned who_seats(const ptcg_trainer_frame *f, const ptcg_part *p, unsigned out[2])
{
    unsigned n = 0;
    if (p->who != PPW_OPPONENT)
        out[n++] = f->seat;
    if (p->who != PPW_YOU && f->target >= 0)
        out[n++] = (unsigned)f->target;
    return n;
}

/* The Energy cards (of type, PT_NONE: any) attached to pokemon into out; how many. */
static unsigned energy_cards(const tt_match *m, const ptcg_state *g, unsigned pokemon,
                             unsigned type, uint16_t out[64])
{
    uint16_t att[64];
    unsigned n = ptcg_attached(m, g, pokemon, att, 64), k = 0;
    for (unsigned i = 0; i < n; i++)
        if (ptcg_is_energy(m, att[i]) && (type == PT_NONE || ptcg_card_of(m, att[i])->type == type))
            out[k++] = att[i];
    return k;
}

/* The zones of the opponents' Benches in lane (in the center the opposing team's, shared). */
static unsigned opponent_benches(const tt_match *m, const ptcg_state *g, unsigned seat,
                                 unsigned lane, unsigned out[TT_MAX_SEATS])
{
    tt_scope_set sc = tt_scope_resolve(m, seat, (int)lane, TT_SCOPE_LANE_OPPONENT);
    unsigned n = 0;
    for (unsigned o = 0; o < tt_match_rules(m)->seats; o++) {
        if (!(sc.seats >> o & 1))
            continue;
        unsigned z = ptcg_lane_zone(m, g->z_bench, o, lane), dup = 0;
        for (unsigned i = 0; i < n; i++)
            dup |= out[i] == z;
        if (!dup)
            out[n++] = z;
    }
    return n;
}

/* The opponents' Pokémon in lane (their Active first, then the Bench). */
static unsigned opponent_pokemon(const tt_match *m, const ptcg_state *g, unsigned seat,
                                 unsigned lane, uint16_t out[16])
{
    tt_scope_set sc = tt_scope_resolve(m, seat, (int)lane, TT_SCOPE_LANE_OPPONENT);
    for (unsigned o = 0; o < tt_match_rules(m)->seats; o++)
        if (sc.seats >> o & 1) /* one seat of the opposing team: its team's Pokémon there */
            return ptcg_lane_pokemon(m, g, o, lane, out);
    return 0;
}

/* Whether the part of c at index i aims at the Trainer's own target. */
static int aims_at_target(const ptcg_card *c, unsigned i)
{
    return c->target_part != PTCG_NO_PART && i >= c->target_part &&
           ptcg_part_target(&c->tparts[i]) == c->target;
}

int ptcg_trainer_target_ok(const tt_match *m, const ptcg_state *g, unsigned card, unsigned target)
{
    const ptcg_card *c = ptcg_card_of(m, card);
    uint16_t e[64];
    for (unsigned i = 0; i < c->ntparts; i++) {
        const ptcg_part *p = &c->tparts[i];
        if (!aims_at_target(c, i))
            continue;
        if (p->action == PPA_HEAL && !g->card[target].damage)
            return 0; /* nothing to heal */
        if (p->action == PPA_DISCARD_ENERGY &&
            energy_cards(m, g, target, p->type, e) < (unsigned)(p->amount ? p->amount : 0))
            return 0; /* "in order to": the Energy must be there */
        if (p->action == PPA_REMOVE_ENERGY && !energy_cards(m, g, target, p->type, e))
            return 0;
    }
    return 1;
}

int ptcg_trainer_refusal(const tt_match *m, const ptcg_state *g, unsigned seat, unsigned card,
                         unsigned lane)
{
    const ptcg_card *c = ptcg_card_of(m, card);
    unsigned deck = tt_zone_count(m, ptcg_zone(m, g->z_deck, seat));
    unsigned hand = tt_zone_count(m, ptcg_zone(m, g->z_hand, seat));
    unsigned draws = 0, in_hand = tt_card_zone(m, card) == ptcg_zone(m, g->z_hand, seat);
    for (unsigned i = 0; i < c->ntparts; i++) {
        const ptcg_part *p = &c->tparts[i];
        draws += p->action == PPA_DRAW || p->action == PPA_DRAW_UNTIL;
        switch (p->action) {
        case PPA_DISCARD_HAND: /* a cost: "discard 2 of the other cards from your hand" */
        case PPA_HAND_TO_DECK: /* Pokémon Communication: a Pokémon of the hand */
            if (p->amount && p->who == PPW_YOU &&
                hand_matching(m, g, seat, card, p) < (unsigned)p->amount)
                return PR_NO_EFFECT;
            break;
        case PPA_DRAW_UNTIL: /* the hand (but the Trainer played) has the cards already */
            if (hand - in_hand >= (unsigned)p->amount && c->ntparts == 1)
                return PR_NO_EFFECT;
            break;
        case PPA_SEARCH_DECK:
            if (!deck)
                return PR_NO_EFFECT; /* PB: no search of an empty deck */
            if (p->to == PPTO_BENCH && ptcg_lane_active(m, g, seat, lane) < 0)
                return PR_NO_EFFECT; /* PD-11: no Bench in a lane without an Active */
            if (p->to == PPTO_BENCH && !tt_zone_free(m, ptcg_lane_zone(m, g->z_bench, seat, lane)))
                return PR_BENCH_FULL;
            break;
        case PPA_RECOVER: {
            unsigned z = ptcg_zone(m, g->z_discard, seat), any = 0;
            for (unsigned k = 0; k < tt_zone_count(m, z) && !any; k++)
                any = matches(m, tt_zone_card(m, z, k), p->filter);
            if (!any && p->cond == PPC_ALWAYS)
                return PR_NO_EFFECT; /* nothing to take back */
            break;
        }
        case PPA_REMOVE_ENERGY: { /* not the target (Super Energy Removal's second part) */
            uint16_t mons[16], e[64];
            unsigned n = opponent_pokemon(m, g, seat, lane, mons), any = 0;
            for (unsigned k = 0; k < n && !any; k++)
                any = energy_cards(m, g, mons[k], p->type, e) > 0;
            if (!any)
                return PR_NO_EFFECT;
            break;
        }
        default:
            break;
        }
    }
    if (draws == c->ntparts && !deck)
        return PR_NO_EFFECT; /* it only draws, from an empty deck */
    return -1;
}

void ptcg_trainer_parts_start(tt_match *m, unsigned seat, unsigned card, int target, unsigned lane)
{
    ptcg_trainer_frame f = {.seat = (uint8_t)seat,
                            .lane = (uint8_t)lane,
                            .card = (int16_t)card,
                            .target = (int16_t)target,
                            .chosen = PTCG_NO_CARD};
    tt_frame_push(m, PFR_TRAINER, &f, sizeof f);
}

/* ---- resolving ----------------------------------------------------------------------------- */

static void switch_with(tt_match *m, ptcg_state *g, unsigned seat, unsigned bench, int gust)
{
    unsigned owner = tt_card_controller(m, bench);
    int lane = ptcg_card_lane(m, g, bench);
    int old = lane < 0 ? PTCG_NO_CARD : ptcg_lane_active(m, g, owner, (unsigned)lane);
    ptcg_switch_in(m, g, bench);
    ptcg_emit(m, PE_SWITCH, (int)(gust ? owner : seat), (int)bench, old, gust);
}

static void discard_attached(tt_match *m, ptcg_state *g, unsigned seat, unsigned energy)
{
    ptcg_emit(m, PE_DISCARD, (int)seat, (int)energy, g->card[energy].attached_to, 0);
    ptcg_discard_card(m, g, energy); /* PD-10: to its owner's pile */
}

/* A part on the hand of seat (other: the other player of `who: each`): show it to other
 * (PE_SHOW_HAND, TT_EV_SHOWN for that seat only), put it under the deck (hand_to_bottom) or its
 * cards of the filter into the deck (hand_to_deck); returns the cards moved. */
static unsigned hands(tt_match *m, ptcg_state *g, const ptcg_part *p, unsigned seat, unsigned other)
{
    unsigned hand = ptcg_zone(m, g->z_hand, seat), deck = ptcg_zone(m, g->z_deck, seat), n = 0;
    if (p->action == PPA_SHOW_HAND) {
        if (other == seat)
            return 0;
        ptcg_emit(m, PE_SHOW_HAND, (int)seat, -1, (int32_t)tt_zone_count(m, hand), (int32_t)other);
        tt_zone_sort(m, hand); /* issue 33: shown in an order that is not the draw order */
        for (unsigned i = 0; i < tt_zone_count(m, hand); i++)
            tt_show_card(m, other, (int)tt_zone_card(m, hand, i), 0);
        return 0;
    }
    tt_zone_sort(m, hand); /* issue 33: the cards leave in an order that is not the draw order */
    if (p->action == PPA_HAND_TO_BOTTOM) { /* "shuffles their hand and puts it on the bottom" */
        tt_zone_shuffle(m, hand); /* from the sorted order: the result tells no draw order */
        while (tt_zone_count(m, hand)) {
            tt_card_put(m, tt_zone_card(m, hand, tt_zone_count(m, hand) - 1), deck, TT_BOTTOM);
            n++;
        }
        ptcg_emit(m, PE_HAND_TO_BOTTOM, (int)seat, -1, (int32_t)n, 0);
        return n;
    }
    for (unsigned i = tt_zone_count(m, hand); i-- > 0;)
        if (part_matches(m, tt_zone_card(m, hand, i), p)) {
            tt_card_put(m, tt_zone_card(m, hand, i), deck, TT_TOP);
            n++;
        }
    tt_zone_shuffle(m, deck);
    ptcg_emit(m, PE_HAND_TO_DECK, (int)seat, -1, (int32_t)n, p->filter);
    return n;
}

/* Shows seat the top n cards of its deck (a look: that seat only). */
static void look_at_top(tt_match *m, const ptcg_state *g, unsigned seat, unsigned n)
{
    unsigned deck = ptcg_zone(m, g->z_deck, seat), k = tt_zone_count(m, deck);
    for (unsigned i = 0; i < n && i < k; i++)
        tt_show_card(m, seat, (int)tt_zone_card(m, deck, k - 1 - i), 0);
}

/* The parts that need no choice act at once; 1 when p is done. */
static int act_now(tt_match *m, ptcg_state *g, ptcg_trainer_frame *f, const ptcg_part *p,
                   int on_target)
{
    unsigned seat = f->seat, hand = ptcg_zone(m, g->z_hand, seat);
    switch (p->action) {
    case PPA_DRAW: { /* PD-7, PD-8: its player, the opponent picked, or each of them */
        unsigned who[2], k = who_seats(f, p, who);
        for (unsigned i = 0; i < k; i++) {
            unsigned n = ptcg_draw_up_to(m, g, who[i], (unsigned)p->amount);
            ptcg_emit(m, PE_DRAW, (int)who[i], -1, (int32_t)n, 0);
        }
        return 1;
    }
    case PPA_DRAW_UNTIL: {
        unsigned have = tt_zone_count(m, hand);
        unsigned n = have < (unsigned)p->amount
                         ? ptcg_draw_up_to(m, g, seat, (unsigned)p->amount - have)
                         : 0;
        ptcg_emit(m, PE_DRAW, (int)seat, -1, (int32_t)n, 0);
        return 1;
    }
    case PPA_HAND_TO_BOTTOM: /* Marnie: each hand, shuffled, under its owner's deck */
    case PPA_HAND_TO_DECK:   /* Lass: each player's cards of the filter, shuffled into the deck */
    case PPA_SHOW_HAND: {
        if (p->action == PPA_HAND_TO_DECK && p->amount) /* the player picks which */
            return 0;
        unsigned who[2], k = who_seats(f, p, who);
        for (unsigned i = 0; i < k; i++)
            f->moved |= hands(m, g, p, who[i], k == 2 ? who[1 - i] : who[i]) > 0;
        return 1;
    }
    case PPA_SEARCH_DECK:
        if (p->top) /* Great Ball: its player looks at the top cards (only they see them) */
            look_at_top(m, g, seat, p->top);
        return 0;
    case PPA_END_TURN: /* "Your turn ends." once the parts are done (PD-12: its lane's) */
        f->end_turn = 1;
        return 1;
    case PPA_DISCARD_HAND: {
        if (p->amount) /* the player picks which */
            return 0;
        unsigned n = tt_zone_count(m, hand);
        tt_zone_sort(m, hand); /* issue 33: into the public pile by identity, not draw order */
        while (tt_zone_count(m, hand))
            tt_card_send(m, tt_zone_card(m, hand, tt_zone_count(m, hand) - 1), g->z_discard, -1,
                         TT_TOP);
        ptcg_emit(m, PE_DISCARD_HAND, (int)seat, -1, (int32_t)n, 0);
        return 1;
    }
    case PPA_SHUFFLE_HAND_INTO_DECK: {
        unsigned deck = ptcg_zone(m, g->z_deck, seat), n = tt_zone_count(m, hand);
        tt_zone_sort(m, hand); /* issue 33: the deck's shuffle starts from no draw order */
        while (tt_zone_count(m, hand))
            tt_card_put(m, tt_zone_card(m, hand, tt_zone_count(m, hand) - 1), deck, TT_TOP);
        tt_zone_shuffle(m, deck);
        ptcg_emit(m, PE_RESET_HAND, (int)seat, -1, (int32_t)n, 0);
        return 1;
    }
    case PPA_HEAL: { /* amount 0: all of it */
        if (!on_target || f->target < 0)
            return 1;
        ptcg_card_vars *v = &g->card[f->target];
        v->damage = (uint16_t)(p->amount && v->damage > p->amount ? v->damage - p->amount : 0);
        return 1;
    }
    case PPA_DISCARD_ENERGY: {
        if (p->amount) /* the player picks which */
            return !on_target || f->target < 0;
        uint16_t e[64];
        unsigned n =
            on_target && f->target >= 0 ? energy_cards(m, g, (unsigned)f->target, p->type, e) : 0;
        for (unsigned i = 0; i < n; i++)
            discard_attached(m, g, seat, e[i]);
        return 1;
    }
    case PPA_SWITCH:
    case PPA_GUST:
        if (!on_target)
            return 0;
        if (f->target >= 0)
            switch_with(m, g, seat, (unsigned)f->target, p->action == PPA_GUST);
        return 1;
    case PPA_REMOVE_ENERGY:
        if (on_target)
            f->chosen = f->target;
        return 0;
    default:
        return 0;
    }
}

static void add_unique(const tt_match *m, uint16_t *out, unsigned *n, unsigned card, int by_name)
{
    for (unsigned i = 0; by_name && i < *n; i++)
        if (tt_card_id(m, out[i]) == tt_card_id(m, card))
            return; /* one option per name: the same cards are the same choice */
    if (*n < TT_MAX_OPTIONS)
        out[(*n)++] = (uint16_t)card;
}

/* The cards p may pick now into out; *stop: the player may stop ("up to"); *b: the options' b,
 * where a card picked goes (PPTO_, for the label) or -1: never a card (the Pokémon an Energy
 * picked is on is its attached_to), so an observation reads b as a number (observe.c). */
static unsigned candidates(const tt_match *m, const ptcg_state *g, const ptcg_trainer_frame *f,
                           const ptcg_part *p, uint16_t *out, int *stop, int *b)
{
    unsigned seat = f->seat, lane = f->lane, n = 0, z;
    uint16_t mons[16], e[64];
    *stop = 0;
    *b = -1;
    switch (p->action) {
    case PPA_HAND_TO_DECK: /* Pokémon Communication: a Pokémon of the hand */
        *b = PPTO_DECK;
        /* fallthrough */
    case PPA_DISCARD_HAND:
        z = ptcg_zone(m, g->z_hand, seat);
        for (unsigned i = 0; i < tt_zone_count(m, z); i++)
            if (part_matches(m, tt_zone_card(m, z, i), p))
                add_unique(m, out, &n, tt_zone_card(m, z, i), 1);
        return n;
    case PPA_SEARCH_DECK: { /* the player looks at the deck: the options are its own */
        *stop = 1;
        *b = p->to;
        z = ptcg_zone(m, g->z_deck, seat);
        if (p->to == PPTO_BENCH && (ptcg_lane_active(m, g, seat, lane) < 0 ||
                                    !tt_zone_free(m, ptcg_lane_zone(m, g->z_bench, seat, lane))))
            return 0; /* PD-11; the Bench is full */
        unsigned k = tt_zone_count(m, z), from = p->top && p->top < k ? k - p->top : 0;
        for (unsigned i = from; i < k; i++) /* top: only the cards looked at (0 = bottom) */
            if (part_matches(m, tt_zone_card(m, z, i), p))
                add_unique(m, out, &n, tt_zone_card(m, z, i), 1);
        return n;
    }
    case PPA_RECOVER: /* a public pile: "up to" may take fewer, else every card it can */
        *stop = p->up_to;
        z = ptcg_zone(m, g->z_discard, seat);
        for (unsigned i = 0; i < tt_zone_count(m, z); i++) /* PB: not the Trainer being played, */
            if (tt_zone_card(m, z, i) != (unsigned)f->card && /* discarded when it is done */
                matches(m, tt_zone_card(m, z, i), p->filter))
                add_unique(m, out, &n, tt_zone_card(m, z, i), 1);
        return n;
    case PPA_DISCARD_ENERGY: /* from the target: which of its Energy */
        if (f->target < 0)
            return 0;
        for (unsigned i = 0, k = energy_cards(m, g, (unsigned)f->target, p->type, e); i < k; i++)
            add_unique(m, out, &n, e[i], 1);
        return n;
    case PPA_REMOVE_ENERGY:
        if (f->chosen < 0) { /* first which of the opponents' Pokémon */
            for (unsigned i = 0, k = opponent_pokemon(m, g, seat, lane, mons); i < k; i++)
                if (energy_cards(m, g, mons[i], p->type, e))
                    add_unique(m, out, &n, mons[i], 0);
            return n;
        }
        *stop = p->up_to; /* Super Energy Removal's "up to 2"; Energy Removal's 1 is taken */
        for (unsigned i = 0, k = energy_cards(m, g, (unsigned)f->chosen, p->type, e); i < k; i++)
            add_unique(m, out, &n, e[i], 1);
        return n;
    case PPA_SWITCH:
        z = ptcg_lane_zone(m, g->z_bench, seat, lane);
        for (unsigned i = 0; i < tt_zone_count(m, z); i++)
            add_unique(m, out, &n, tt_zone_card(m, z, i), 0);
        return n;
    case PPA_GUST: {
        unsigned zs[TT_MAX_SEATS], nz = opponent_benches(m, g, seat, lane, zs);
        for (unsigned k = 0; k < nz; k++)
            for (unsigned i = 0; i < tt_zone_count(m, zs[k]); i++)
                add_unique(m, out, &n, tt_zone_card(m, zs[k], i), 0);
        return n;
    }
    default:
        return 0;
    }
}

static void next_part(ptcg_trainer_frame *f)
{
    f->part++;
    f->started = 0;
    f->left = 0;
    f->chosen = PTCG_NO_CARD;
}

/* A part is over: a searched deck is shuffled ("Then, shuffle your deck."). */
static void end_part(tt_match *m, ptcg_state *g, ptcg_trainer_frame *f, const ptcg_part *p)
{
    if (p->action == PPA_SEARCH_DECK || (p->action == PPA_HAND_TO_DECK && p->amount))
        tt_zone_shuffle(m, ptcg_zone(m, g->z_deck, f->seat));
    next_part(f);
}

tt_step ptcg_resolve_trainer(tt_match *m, ptcg_state *g, ptcg_trainer_frame *f)
{
    const ptcg_card *c = ptcg_card_of(m, (unsigned)f->card);
    uint16_t picks[TT_MAX_OPTIONS];
    while (f->part < c->ntparts) {
        const ptcg_part *p = &c->tparts[f->part];
        if (!f->started) {
            f->started = 1;
            f->left = (uint8_t)p->amount;
            if (p->cond == PPC_HEADS || p->cond == PPC_TAILS) { /* the Trainer's one coin */
                if (!f->coin)
                    f->coin = tt_coin_flip(m, f->seat) ? 1 : 2;
                if ((f->coin == 1) != (p->cond == PPC_HEADS)) {
                    next_part(f);
                    continue;
                }
            }
            if (p->cond == PPC_MOVED && !f->moved) { /* Marnie: no cards went under a deck */
                next_part(f);
                continue;
            }
            if (act_now(m, g, f, p, aims_at_target(c, f->part))) {
                next_part(f);
                continue;
            }
            if (p->action == PPA_SWITCH || p->action == PPA_GUST)
                f->left = 1; /* one Pokémon */
        }
        int stop, b;
        unsigned n = f->left ? candidates(m, g, f, p, picks, &stop, &b) : 0;
        if (!n) {
            end_part(m, g, f, p);
            continue;
        }
        tt_decision_open(m, f->seat, PP_MAIN);
        for (unsigned i = 0; i < n; i++)
            tt_decision_add(m, (tt_option){PO_PICK, (int16_t)picks[i], (int16_t)b, f->lane});
        if (stop)
            tt_decision_add(m, (tt_option){PO_PICK, -1, -1, f->lane});
        return TT_STEP_DECIDE;
    }
    unsigned seat = f->seat, lane = f->lane, end = f->end_turn;
    tt_frame_pop(m);
    if (end) /* Steven's Resolve, Instant Charge */
        ptcg_end_lane(m, g, seat, lane);
    return TT_STEP_DONE;
}

int ptcg_apply_pick(tt_match *m, ptcg_state *g, unsigned seat, const tt_option *o)
{
    unsigned kind;
    ptcg_trainer_frame *f = tt_frame_top(m, &kind);
    if (!f || kind != PFR_TRAINER)
        return TT_ERR_MISUSE;
    const ptcg_part *p = &ptcg_card_of(m, (unsigned)f->card)->tparts[f->part];
    if (o->a < 0) { /* "up to": no more */
        f->left = 0;
        return TT_OK;
    }
    unsigned card = (unsigned)o->a;
    f->left--;
    switch (p->action) {
    case PPA_DISCARD_HAND:
        tt_card_send(m, card, g->z_discard, -1, TT_TOP);
        ptcg_emit(m, PE_DISCARD, (int)seat, (int)card, -1, 0);
        return TT_OK;
    case PPA_SEARCH_DECK:
        if (p->to == PPTO_BENCH) {                              /* a Basic put into play: public */
            g->card[card].entered = (uint16_t)tt_match_turn(m); /* PB: it cannot evolve now */
            tt_card_put(m, card, ptcg_lane_zone(m, g->z_bench, seat, f->lane), TT_TOP);
            ptcg_emit(m, PE_BENCH, (int)seat, (int)card, 0, 0);
        } else if (p->reveal) { /* "reveal it": every player sees the card, then the hand */
            tt_card_put(m, card, ptcg_zone(m, g->z_hand, seat), TT_TOP);
            tt_card_set_revealed(m, card, 1); /* until it changes zones */
            ptcg_emit(m, PE_REVEAL_TO_HAND, (int)seat, (int)card, 0, 0);
        } else {
            tt_card_put(m, card, ptcg_zone(m, g->z_hand, seat), TT_TOP);
            ptcg_emit(m, PE_SEARCH, (int)seat, -1, 0, 0); /* the card stays private */
        }
        return TT_OK;
    case PPA_HAND_TO_DECK: /* reveal: shown to every player while it leaves the hand */
        tt_card_set_revealed(m, card, p->reveal);
        if (p->reveal)
            ptcg_emit(m, PE_REVEAL_TO_DECK, (int)seat, (int)card, 0, 0);
        else
            ptcg_emit(m, PE_HAND_TO_DECK, (int)seat, -1, 1, p->filter);
        tt_card_put(m, card, ptcg_zone(m, g->z_deck, seat), TT_TOP); /* shuffled when done */
        f->moved = 1;
        return TT_OK;
    case PPA_RECOVER: /* the discard pile is public: so is the card */
        tt_card_put(m, card, ptcg_zone(m, g->z_hand, seat), TT_TOP);
        ptcg_emit(m, PE_RETRIEVE, (int)seat, (int)card, 0, 0);
        return TT_OK;
    case PPA_DISCARD_ENERGY:
        discard_attached(m, g, seat, card);
        return TT_OK;
    case PPA_REMOVE_ENERGY:
        if (f->chosen < 0) { /* the Pokémon: now its Energy */
            f->chosen = (int16_t)card;
            f->left = (uint8_t)p->amount;
            return TT_OK;
        }
        discard_attached(m, g, seat, card);
        return TT_OK;
    case PPA_SWITCH:
    case PPA_GUST:
        switch_with(m, g, seat, card, p->action == PPA_GUST);
        return TT_OK;
    default:
        return TT_ERR_MISUSE;
    }
}

int ptcg_pick_label(const tt_match *m, const ptcg_state *g, const tt_option *o, char *buf,
                    size_t size)
{
    char who[64];
    if (o->a < 0)
        return snprintf(buf, size, "take no more");
    unsigned card = (unsigned)o->a, z = tt_zone_kind_of(m, tt_card_zone(m, card));
    const char *name = ptcg_name(m, card);
    if (z == g->z_hand)
        return snprintf(buf, size,
                        o->b == PPTO_DECK ? "put %s from the hand into the deck"
                                          : "discard %s from the hand",
                        name);
    if (z == g->z_deck)
        return snprintf(buf, size,
                        o->b == PPTO_BENCH ? "put %s from the deck onto the Bench"
                                           : "take %s from the deck into the hand",
                        name);
    if (z == g->z_discard)
        return snprintf(buf, size, "take %s from the discard pile into the hand", name);
    if (z == g->z_attached && g->card[card].attached_to >= 0) {
        ptcg_pokemon_label(m, g, (unsigned)g->card[card].attached_to, 1, who, sizeof who);
        return snprintf(buf, size, "discard %s from %s", name, who);
    }
    ptcg_pokemon_label(m, g, card, 1, who, sizeof who);
    return snprintf(buf, size, "choose %s", who);
}
