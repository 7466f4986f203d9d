/* parts.c: an attack's effect written as a list of parts in the card's YAML (docs/decks.md):
 * each part an action with an optional condition (`if`), target, amount, multiplier (`per`,
 * `flips`) and Energy type. Compiled when the database loads (every error at file:line:col
 * naming the card, the part and the primitive, an unsupported combination refused there) into
 * ptcg_part bytes, which the game loop reads without a string or an allocation. */
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ptcg.h"

const char *const ptcg_part_action_names[] = {
#define PTCG_PART_NAME(id, name, stage) #name,
    PTCG_PART_ACTIONS(PTCG_PART_NAME)
#undef PTCG_PART_NAME
        NULL,
};
static const uint8_t action_stage[] = {
#define PTCG_PART_STAGE(id, name, stage) PXS_##stage,
    PTCG_PART_ACTIONS(PTCG_PART_STAGE)
#undef PTCG_PART_STAGE
};
_Static_assert(sizeof action_stage == PPA_COUNT, "one stage per part action");

const char *const ptcg_part_condition_names[] = {
    "always", "heads", "tails", "self_damaged", "defender_damaged", "moved", NULL};
const char *const ptcg_part_target_names[] = {"default",   "defending",  "self", "opponents_bench",
                                              "own_bench", "each_bench", NULL};
const char *const ptcg_part_per_names[] = {"none",
                                           "heads",
                                           "energy",
                                           "defender_energy",
                                           "self_damage_counters",
                                           "defender_damage_counters",
                                           "own_bench",
                                           "opponents_bench",
                                           NULL};
const char *const ptcg_part_filter_names[] = {"any",    "pokemon",      "basic",   "evolution",
                                              "energy", "basic_energy", "trainer", NULL};
static const char *const to_names[] = {"hand", "bench", NULL};
static const char *const who_names[] = {"you", "opponent", "each", NULL};
static const char *const booleans[] = {"false", "true", NULL};
static const char *const energy_types[] = {
    "any",      "colorless", "grass", "fire",  "water",  "lightning", "psychic",
    "fighting", "darkness",  "metal", "fairy", "dragon", "own",       NULL};
#define ENERGY_OWN_INDEX 12 /* energy_types[12]: "own" */

/* The targets an action may have, as a mask of 1 << PPT_, and its default. */
#define T(x) (1u << PPT_##x)
static unsigned allowed_targets(unsigned action, unsigned *def)
{
    *def = PPT_DEFENDING;
    switch (action) {
    case PPA_PARALYZE:
    case PPA_CONFUSE:
    case PPA_SLEEP:
    case PPA_POISON:
    case PPA_BURN:
        return T(DEFENDING) | T(SELF);
    case PPA_DAMAGE: /* the Defending Pokémon's damage is the attack's own (attackN_damage) */
        *def = PPT_SELF;
        return T(SELF) | T(OPPONENTS_BENCH) | T(OWN_BENCH) | T(EACH_BENCH);
    case PPA_DISCARD_ENERGY:
        *def = PPT_SELF;
        return T(SELF) | T(DEFENDING);
    case PPA_HEAL:
    case PPA_PREVENT_DAMAGE:
    case PPA_CANT_ATTACK:
    case PPA_CANT_USE_THIS_ATTACK:
        *def = PPT_SELF;
        return T(SELF);
    case PPA_WEAKEN:
        return T(DEFENDING);
    case PPA_RETURN_TO_HAND:
        *def = PPT_SELF;
        return T(SELF);
    default: /* the attack itself, or its player */
        *def = PPT_DEFAULT;
        return 0;
    }
}
#undef T

static int index_of(const char *const *names, const char *s)
{
    for (int i = 0; s && names[i]; i++)
        if (!strcmp(names[i], s))
            return i;
    return -1;
}

/* Where a part is, for an error's key path: "Starmie.attack1_effect[1].action". The path is
 * written only when there is an error (a match reads every card at setup). */
typedef struct part_where {
    const tt_carddb *db;
    unsigned id, field;
    int index;   /* the part, or -1 for the effect itself */
    int trainer; /* 1: a Trainer's effect (trainer_parts.c runs it), 0: an attack's */
    int ability; /* 1: a Pokémon's Ability of parts (run as a Trainer's are) */
} part_where;

#ifdef __GNUC__
__attribute__((format(printf, 5, 6)))
#endif
static int
fail(tt_error *err, const tt_node *at, const part_where *w, const char *key, const char *fmt, ...)
{
    char path[240], msg[600];
    int len = snprintf(path, sizeof path, "%s.%s", tt_carddb_name(w->db, w->id),
                       ptcg_card_fields[w->field].key);
    if (w->index >= 0 && len > 0 && (size_t)len < sizeof path)
        len += snprintf(path + len, sizeof path - (size_t)len, "[%d]", w->index);
    if (key && len > 0 && (size_t)len < sizeof path)
        snprintf(path + len, sizeof path - (size_t)len, ".%s", key);
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    return tt_node_error(err, at, path, "%s", msg);
}

/* "unknown action 'heall' (expected one of: paralyze, ...)" */
static int unknown(tt_error *err, const tt_node *at, const part_where *w, const char *key,
                   const char *what, const char *const *names, int from)
{
    char list[448] = ""; /* every name: the message (tt_error.msg) holds 512 bytes */
    size_t len = 0;
    for (int i = from; names[i] && len + 32 < sizeof list; i++)
        len +=
            (size_t)snprintf(list + len, sizeof list - len, "%s%s", i > from ? ", " : "", names[i]);
    const char *text = tt_node_text(at);
    return fail(err, at, w, key, "unknown %s '%s' (expected one of: %s)", what,
                text ? text : "(not a name)", list);
}

static int read_int(const tt_node *v, const part_where *w, const char *key, int lo, int hi,
                    int *out, tt_error *err)
{
    const char *t = tt_node_text(v);
    char *end;
    long x = t && *t ? strtol(t, &end, 10) : 0;
    if (!t || !*t || *end)
        return fail(err, v, w, key, "expected an integer");
    if (x < lo || x > hi)
        return fail(err, v, w, key, "%ld is out of range %d..%d", x, lo, hi);
    *out = (int)x;
    return TT_OK;
}

/* A Trainer's part: its own actions and draw, heal, discard_energy (on the Trainer's target),
 * an amount where it picks cards, a coin (if: heads, tails) but no attack's keys. */
static int check_trainer_part(const tt_node *n, const part_where *w, ptcg_part *p,
                              const tt_node *attack_key, const tt_node *amount, tt_error *err)
{
    unsigned a = p->action;
    if (p->stage != PXS_TRAINER && a != PPA_DRAW && a != PPA_HEAL && a != PPA_DISCARD_ENERGY)
        return fail(err, n, w, "action", "'%s' is an attack's part, not a Trainer's",
                    ptcg_part_action_names[a]);
    if (attack_key)
        return fail(err, attack_key, w, NULL,
                    "a Trainer part takes action, if, amount, type, filter, to, who, top, "
                    "max_hp, reveal, up_to (target, per and flips are an attack's)");
    if (p->cond != PPC_ALWAYS && p->cond != PPC_HEADS && p->cond != PPC_TAILS &&
        p->cond != PPC_MOVED)
        return fail(err, n, w, "if", "a Trainer part's condition is heads, tails or moved");
    if (p->type && a != PPA_DISCARD_ENERGY && a != PPA_REMOVE_ENERGY && a != PPA_DISCARD_HAND)
        return fail(err, n, w, "type",
                    "only discard_energy, remove_energy and discard_hand have a type");
    if (p->type == PTCG_TYPE_OWN)
        return fail(err, n, w, "type", "a Trainer has no type of its own");
    int picks = a == PPA_SEARCH_DECK || a == PPA_RECOVER || a == PPA_REMOVE_ENERGY;
    if ((picks || a == PPA_DRAW || a == PPA_DRAW_UNTIL) && (!amount || p->amount <= 0))
        return fail(err, n, w, "amount", "action '%s' needs an amount above 0",
                    ptcg_part_action_names[a]);
    if ((picks || a == PPA_DISCARD_HAND || a == PPA_DISCARD_ENERGY || a == PPA_HAND_TO_DECK) &&
        p->amount > 8)
        return fail(err, amount, w, "amount", "at most 8 cards are picked at once");
    if (a == PPA_DRAW_UNTIL && p->amount > 60)
        return fail(err, amount, w, "amount", "a hand is drawn up to at most 60 cards");
    if (p->to == PPTO_BENCH && p->filter != PPF_BASIC)
        return fail(err, n, w, "filter", "only Basic Pokémon (filter: basic) go onto the Bench");
    int whose =
        a == PPA_DRAW || a == PPA_HAND_TO_DECK || a == PPA_HAND_TO_BOTTOM || a == PPA_SHOW_HAND;
    if (p->who != PPW_YOU && !whose)
        return fail(err, n, w, "who",
                    "only draw, hand_to_deck, hand_to_bottom and show_hand act for another player");
    if (a == PPA_SHOW_HAND && p->who != PPW_EACH)
        return fail(err, n, w, "who", "players show each other their hands: who: each");
    if (p->who != PPW_YOU && amount && a == PPA_HAND_TO_DECK)
        return fail(err, amount, w, "amount", "only its player picks cards of the hand (who: you)");
    if ((p->top || p->max_hp) && a != PPA_SEARCH_DECK)
        return fail(err, n, w, p->top ? "top" : "max_hp", "only search_deck has top and max_hp");
    if (p->reveal && a != PPA_SEARCH_DECK && a != PPA_HAND_TO_DECK)
        return fail(err, n, w, "reveal", "only search_deck and hand_to_deck reveal a card");
    if (p->up_to && a != PPA_RECOVER && a != PPA_REMOVE_ENERGY)
        return fail(err, n, w, "up_to",
                    "only recover and remove_energy take up_to (a search of the deck may always "
                    "find fewer; other picks take what they name)");
    if (w->ability && ptcg_part_target(p) != PXT_NONE)
        return fail(err, n, w, "action",
                    "an Ability's part acts for its player, not on a Pokémon or an opponent");
    p->target = PPT_DEFAULT;
    return TT_OK;
}

/* The keys of a part with a name or a number for a value, the ptcg_part field each sets:
 * table-driven, so a key is one row (action, flips and type are read apart). */
enum {
    K_IF,
    K_TARGET,
    K_FILTER,
    K_TO,
    K_WHO,
    K_REVEAL,
    K_UP_TO,
    K_PER,
    K_AMOUNT,
    K_TOP,
    K_MAX_HP,
    K_COUNT
};
static const struct part_key {
    const char *key, *what;   /* what: the value's kind, for "unknown what 'x'" */
    const char *const *names; /* a name of names[from..], or NULL: a number in lo..hi */
    int from, lo, hi;
    size_t offset, size; /* the field of ptcg_part it sets */
} part_keys[K_COUNT] = {
#define F(field) offsetof(ptcg_part, field), sizeof(((ptcg_part *)0)->field)
    [K_IF] = {"if", "condition", ptcg_part_condition_names, 0, 0, 0, F(cond)},
    [K_TARGET] = {"target", "target", ptcg_part_target_names, 1, 0, 0, F(target)},
    [K_FILTER] = {"filter", "filter", ptcg_part_filter_names, 0, 0, 0, F(filter)},
    [K_TO] = {"to", "destination", to_names, 0, 0, 0, F(to)},
    [K_WHO] = {"who", "player", who_names, 0, 0, 0, F(who)},
    [K_REVEAL] = {"reveal", "value", booleans, 0, 0, 0, F(reveal)},
    [K_UP_TO] = {"up_to", "value", booleans, 0, 0, 0, F(up_to)},
    [K_PER] = {"per", "multiplier", ptcg_part_per_names, 1, 0, 0, F(per)},
    [K_AMOUNT] = {"amount", NULL, NULL, 0, 0, 990, F(amount)},
    [K_TOP] = {"top", NULL, NULL, 0, 1, 60, F(top)},
    [K_MAX_HP] = {"max_hp", NULL, NULL, 0, 10, 990, F(max_hp)},
#undef F
};

/* Reads v, the value of part key k, into its field of p. */
static int read_key(const struct part_key *k, const tt_node *v, const part_where *w, ptcg_part *p,
                    tt_error *err)
{
    int x;
    if (k->names && (x = index_of(k->names, tt_node_text(v))) < k->from)
        return unknown(err, v, w, k->key, k->what, k->names, k->from);
    if (!k->names && read_int(v, w, k->key, k->lo, k->hi, &x, err))
        return TT_ERR_SCHEMA;
    unsigned char *field = (unsigned char *)p + k->offset;
    if (k->size == 1)
        *field = (uint8_t)x;
    else
        memcpy(field, &(int16_t){(int16_t)x}, sizeof(int16_t));
    return TT_OK;
}

/* One part (a map) into *p. */
static int compile_part(const tt_node *n, const part_where *w, ptcg_part *p, int *locks,
                        tt_error *err)
{
    const tt_node *action = NULL, *flips = NULL, *type = NULL, *seen[K_COUNT] = {NULL};
    memset(p, 0, sizeof *p);
    if (tt_node_type(n) != TT_CARD_NODE_MAP)
        return fail(err, n, w, NULL, "a part is a map with an action");
    for (size_t k = 0; k < tt_node_count(n); k++) {
        const char *key = tt_node_text(tt_node_key(n, k));
        const tt_node *v = tt_node_item(n, k);
        int x;
        if (tt_node_type(v) != TT_CARD_NODE_SCALAR)
            return fail(err, v, w, key, "expected a single value");
        unsigned i = 0;
        while (i < K_COUNT && strcmp(key, part_keys[i].key))
            i++;
        if (i < K_COUNT) {
            seen[i] = v;
            if (read_key(&part_keys[i], v, w, p, err))
                return TT_ERR_SCHEMA;
        } else if (!strcmp(key, "action")) {
            action = v;
        } else if (!strcmp(key, "flips")) {
            flips = v;
            if (!strcmp(tt_node_text(v), "until_tails"))
                p->flips = 0;
            else if (read_int(v, w, key, 1, 10, &x, err))
                return TT_ERR_SCHEMA;
            else
                p->flips = (uint8_t)x;
        } else if (!strcmp(key, "type")) {
            if ((x = index_of(energy_types, tt_node_text(v))) < 0)
                return unknown(err, v, w, key, "Energy type", energy_types, 0);
            type = v;
            p->type = x == ENERGY_OWN_INDEX ? PTCG_TYPE_OWN : (uint8_t)x; /* 0 "any": PT_NONE */
        } else {
            return fail(err, tt_node_key(n, k), w, key,
                        "unknown part key (expected action, if, target, amount, per, flips, type, "
                        "filter, to, who, top, max_hp, reveal, up_to)");
        }
    }
    const tt_node *target = seen[K_TARGET], *per = seen[K_PER], *filter = seen[K_FILTER];
    const tt_node *to = seen[K_TO], *amount = seen[K_AMOUNT];
    const tt_node *trainer_key = seen[K_WHO]      ? seen[K_WHO]
                                 : seen[K_TOP]    ? seen[K_TOP]
                                 : seen[K_MAX_HP] ? seen[K_MAX_HP]
                                 : seen[K_UP_TO]  ? seen[K_UP_TO]
                                                  : seen[K_REVEAL];
    if (!action)
        return fail(err, n, w, "action", "a part needs an action");
    int a = index_of(ptcg_part_action_names, tt_node_text(action));
    if (a < 0)
        return unknown(err, action, w, "action", "action", ptcg_part_action_names, 0);
    p->action = (uint8_t)a;
    p->stage = action_stage[a];
    int filtered =
        a == PPA_SEARCH_DECK || a == PPA_RECOVER || a == PPA_DISCARD_HAND || a == PPA_HAND_TO_DECK;
    if ((filter && !filtered) || (to && a != PPA_SEARCH_DECK))
        return fail(err, filter ? filter : to, w, filter ? "filter" : "to",
                    "only search_deck (filter, to), recover, discard_hand and hand_to_deck "
                    "(filter) pick cards by a filter");
    if (w->trainer)
        return check_trainer_part(n, w, p, target ? target : per ? per : flips, amount, err);
    if (trainer_key)
        return fail(err, trainer_key, w, NULL,
                    "who, top, max_hp, reveal and up_to are a Trainer's keys");
    if (p->stage == PXS_TRAINER)
        return fail(err, action, w, "action", "'%s' is a Trainer's part, not an attack's",
                    ptcg_part_action_names[a]);
    unsigned def, ok = allowed_targets((unsigned)a, &def);
    if (!target)
        p->target = (uint8_t)def;
    else if (!(ok >> p->target & 1))
        return fail(err, target, w, "target", "action '%s' cannot have target '%s'",
                    ptcg_part_action_names[a], ptcg_part_target_names[p->target]);
    if (a == PPA_DISCARD_ENERGY && p->target == PPT_DEFENDING)
        p->stage = PXS_AFTER; /* an effect on the Defending Pokémon, not a cost */
    int multiplies = a == PPA_MORE_DAMAGE || a == PPA_DAMAGE_TIMES;
    if (per && !multiplies)
        return fail(err, per, w, "per", "only more_damage and damage_times take a multiplier");
    if (a == PPA_DAMAGE_TIMES && !per)
        return fail(err, n, w, "per", "damage_times needs a multiplier (per)");
    if (flips && p->per != PPM_HEADS)
        return fail(err, flips, w, "flips", "flips goes with per: heads");
    if (p->per == PPM_HEADS && !flips)
        return fail(err, n, w, "flips", "per: heads needs flips (a number or until_tails)");
    int typed = a == PPA_DISCARD_ENERGY || p->per == PPM_ENERGY || p->per == PPM_DEFENDER_ENERGY;
    if (type && !typed)
        return fail(err, type, w, "type", "only Energy (discard_energy, per: energy) has a type");
    if ((a == PPA_DAMAGE || a == PPA_MORE_DAMAGE || a == PPA_WEAKEN || a == PPA_DRAW) &&
        p->amount <= 0)
        return fail(err, n, w, "amount", "action '%s' needs an amount above 0",
                    ptcg_part_action_names[a]);
    if (a == PPA_DISCARD_ENERGY && p->amount > 8)
        return fail(err, n, w, "amount", "at most 8 Energy are discarded at once");
    *locks |= a == PPA_CANT_ATTACK || a == PPA_CANT_USE_THIS_ATTACK;
    return TT_OK;
}

/* The list of parts at list (a card's effect field) into parts[], *n of them; the other
 * results of compile_part (*locks). One list is written the same way for an attack, a Trainer
 * and an Ability. */
static int compile_list(const tt_node *list, part_where *w, ptcg_part *parts, uint8_t *n,
                        int *locks, tt_error *err)
{
    if (tt_node_type(list) != TT_CARD_NODE_LIST || !tt_node_count(list))
        return fail(err, list, w, NULL, "an effect is a primitive's name or a list of parts");
    if (tt_node_count(list) > PTCG_MAX_PARTS)
        return fail(err, tt_node_item(list, PTCG_MAX_PARTS), w, NULL,
                    "more than %d parts in one effect (PTCG_MAX_PARTS)", PTCG_MAX_PARTS);
    for (size_t i = 0; i < tt_node_count(list); i++) {
        w->index = (int)i;
        int rc = compile_part(tt_node_item(list, i), w, &parts[i], locks, err);
        if (rc)
            return rc;
    }
    w->index = -1;
    *n = (uint8_t)tt_node_count(list);
    return TT_OK;
}

int ptcg_parts_compile(const tt_carddb *db, unsigned id, unsigned field, ptcg_attack *out,
                       tt_error *err)
{
    const tt_node *list = tt_carddb_tree(db, id, field);
    part_where w = {db, id, field, -1, 0, 0};
    int locks = 0;
    if (!list)
        return TT_OK;
    int rc = compile_list(list, &w, out->parts, &out->nparts, &locks, err);
    if (rc)
        return rc;
    out->effect = PX_NONE;
    return locks ? 2 : TT_OK; /* 2: an attack of it may lock its attacks (lockable) */
}

int ptcg_trainer_parts_compile(const tt_carddb *db, unsigned id, ptcg_card *c, tt_error *err)
{
    const tt_node *list = tt_carddb_tree(db, id, PF_EFFECT);
    int ability = c->kind == PK_POKEMON;
    part_where w = {db, id, PF_EFFECT, -1, 1, ability};
    int locks = 0;
    c->target = PXT_NONE;
    c->target_part = PTCG_NO_PART;
    if (!list)
        return TT_OK;
    if (c->kind != PK_ITEM && c->kind != PK_SUPPORTER && !ability)
        return fail(err, list, &w, NULL,
                    "only an Item's, a Supporter's or an Ability's effect is a list of parts");
    int rc = compile_list(list, &w, c->tparts, &c->ntparts, &locks, err);
    if (rc)
        return rc;
    for (unsigned i = 0; i < c->ntparts; i++) {
        unsigned t = ptcg_part_target(&c->tparts[i]);
        if (t != PXT_NONE && c->target_part == PTCG_NO_PART) { /* the play's target */
            c->target = (uint8_t)t;
            c->target_part = (uint8_t)i;
        }
        if (t == PXT_OPPONENT && c->target != PXT_OPPONENT) { /* no seat to act for */
            w.index = (int)i;
            return fail(err, tt_node_item(list, i), &w, "who",
                        "a part for an opponent after a part that aims at a Pokémon");
        }
    }
    c->effect = PX_NONE;
    return TT_OK;
}

/* ---- running them ------------------------------------------------------------------------ */

static unsigned energy_of(const tt_match *m, const ptcg_state *g, unsigned pokemon, unsigned type,
                          unsigned own)
{
    uint8_t have[PT_COUNT];
    unsigned total = ptcg_energy(m, g, pokemon, have);
    if (type == PTCG_TYPE_OWN)
        type = own;
    return type == PT_NONE ? total : have[type];
}

static int coin(tt_match *m, ptcg_effect_args *a)
{
    if (!a->coin) /* the attack's one coin: "Flip a coin. If heads, ...; if tails, ..." */
        a->coin = tt_coin_flip(m, a->seat) ? 1 : 2;
    return a->coin == 1;
}

static unsigned bench_count(const tt_match *m, const ptcg_state *g, const ptcg_effect_args *a,
                            int opponents)
{
    tt_scope_set sc = tt_scope_resolve(m, a->seat, a->lane, TT_SCOPE_LANE_OPPONENT);
    if (!opponents)
        return tt_zone_count(m, ptcg_lane_zone(m, g->z_bench, a->seat, (unsigned)a->lane));
    for (unsigned o = 0; o < tt_match_rules(m)->seats; o++)
        if (sc.seats >> o & 1)
            return tt_zone_count(m, ptcg_lane_zone(m, g->z_bench, o, (unsigned)a->lane));
    return 0;
}

/* How many times an amount counts (1 without a multiplier). */
static int32_t times(tt_match *m, ptcg_state *g, const ptcg_part *p, ptcg_effect_args *a)
{
    unsigned user = (unsigned)a->user, own = ptcg_card_of(m, user)->type;
    int32_t n = 0;
    switch (p->per) {
    case PPM_HEADS:
        if (!p->flips)
            while (tt_coin_flip(m, a->seat))
                n++;
        for (unsigned i = 0; i < p->flips; i++)
            n += tt_coin_flip(m, a->seat);
        return n;
    case PPM_ENERGY:
        return (int32_t)energy_of(m, g, user, p->type, own);
    case PPM_DEFENDER_ENERGY:
        return a->target < 0 ? 0 : (int32_t)energy_of(m, g, (unsigned)a->target, p->type, own);
    case PPM_SELF_DAMAGE_COUNTERS:
        return g->card[user].damage / 10;
    case PPM_DEFENDER_DAMAGE_COUNTERS:
        return a->target < 0 ? 0 : g->card[a->target].damage / 10;
    case PPM_OWN_BENCH:
        return (int32_t)bench_count(m, g, a, 0);
    case PPM_OPPONENTS_BENCH:
        return (int32_t)bench_count(m, g, a, 1);
    default:
        return 1;
    }
}

static int passes(tt_match *m, ptcg_state *g, const ptcg_part *p, ptcg_effect_args *a)
{
    switch (p->cond) {
    case PPC_HEADS:
        return coin(m, a);
    case PPC_TAILS:
        return !coin(m, a);
    case PPC_SELF_DAMAGED:
        return g->card[a->user].damage > 0;
    case PPC_DEFENDER_DAMAGED:
        return a->target >= 0 && g->card[a->target].damage > 0;
    default:
        return 1;
    }
}

/* Damage counters an effect puts on a Pokémon (no Weakness, Resistance: PB, Benched). */
static void hurt(tt_match *m, ptcg_state *g, const ptcg_effect_args *a, unsigned c, int32_t n)
{
    if (c != (unsigned)a->user && ptcg_is_protected(m, c)) {
        ptcg_emit(m, PE_PREVENTED, (int)a->seat, (int)c, 0, 0);
        return;
    }
    int32_t total = g->card[c].damage + n;
    g->card[c].damage = (uint16_t)(total > 9990 ? 9990 : total);
    int32_t left = ptcg_card_of(m, c)->hp - g->card[c].damage;
    ptcg_emit(m, PE_DAMAGE, (int)a->seat, (int)c, n, left < 0 ? 0 : left);
}

static void discard_energy(tt_match *m, ptcg_state *g, const ptcg_effect_args *a, unsigned from,
                           const ptcg_part *p)
{
    uint16_t att[64];
    unsigned n = ptcg_attached(m, g, from, att, 64);
    unsigned type = p->type == PTCG_TYPE_OWN ? ptcg_card_of(m, (unsigned)a->user)->type : p->type;
    int left = p->amount ? p->amount : 64; /* no amount: all of them (Thunderbolt) */
    /* the cards its player chose when declaring the attack (energy_cost.c) first, then the
     * most recently attached (where any of them is the same card) */
    for (int chosen = 1; chosen >= 0; chosen--)
        for (unsigned i = n; i-- > 0 && left > 0;) {
            if (!ptcg_is_energy(m, att[i]) || g->card[att[i]].to_pay != chosen ||
                g->card[att[i]].attached_to != (int16_t)from || /* discarded in the first pass */
                (type != PT_NONE && ptcg_card_of(m, att[i])->type != type))
                continue;
            g->card[att[i]].to_pay = 0;
            ptcg_emit(m, PE_DISCARD, (int)a->seat, att[i], (int)from, 0);
            ptcg_discard_card(m, g, att[i]);
            left--;
        }
}

/* Applies p to one Pokémon c. */
static void act_on(tt_match *m, ptcg_state *g, const ptcg_part *p, ptcg_effect_args *a, unsigned c)
{
    static const uint8_t conds[] = {PC_PARALYZED, PC_CONFUSED, PC_ASLEEP, PC_POISONED, PC_BURNED};
    switch (p->action) {
    case PPA_PARALYZE:
    case PPA_CONFUSE:
    case PPA_SLEEP:
    case PPA_POISON:
    case PPA_BURN:
        if (g->card[c].damage < ptcg_card_of(m, c)->hp) /* a Knocked Out Pokémon gets nothing */
            ptcg_condition_set(m, g, c, conds[p->action - PPA_PARALYZE]);
        return;
    case PPA_DAMAGE:
        hurt(m, g, a, c, p->amount);
        return;
    case PPA_DISCARD_ENERGY:
        discard_energy(m, g, a, c, p);
        return;
    case PPA_HEAL:
        g->card[c].damage =
            (uint16_t)(p->amount && g->card[c].damage > p->amount ? g->card[c].damage - p->amount
                                                                  : 0);
        return;
    case PPA_PREVENT_DAMAGE:
        ptcg_protect(m, a->seat, c);
        return;
    case PPA_RETURN_TO_HAND:
        ptcg_return_to_hand(m, g, c);
        return;
    case PPA_WEAKEN: { /* Growl: ends when it leaves the Active Spot */
        tt_lasting l = {PL_WEAKEN, (int16_t)c, (uint8_t)a->seat, TT_REL_OPPONENT, 1, 0, p->amount};
        tt_lasting_add(m, &l);
        return;
    }
    case PPA_CANT_ATTACK:
    case PPA_CANT_USE_THIS_ATTACK: { /* counts the user's own turns; ends after the next */
        tt_lasting l = {PL_NOT_NEXT_TURN,
                        (int16_t)c,
                        (uint8_t)a->seat,
                        TT_REL_OWN,
                        1,
                        0,
                        p->action == PPA_CANT_ATTACK ? PTCG_ANY_ATTACK : a->attack};
        tt_lasting_add(m, &l);
        return;
    }
    default:
        return;
    }
}

/* Each Benched Pokémon of the sides whose bench p targets, in the attack's lane (PD-7). */
static void act_on_benches(tt_match *m, ptcg_state *g, const ptcg_part *p, ptcg_effect_args *a)
{
    const tt_rules *r = tt_match_rules(m);
    unsigned my_team = tt_seat_team(m, a->seat);
    for (unsigned t = 0; a->lane >= 0 && t < r->teams; t++) {
        int mine = t == my_team;
        if ((p->target == PPT_OWN_BENCH && !mine) || (p->target == PPT_OPPONENTS_BENCH && mine))
            continue;
        unsigned bench = ptcg_lane_zone(m, g->z_bench, t * r->per_team, (unsigned)a->lane);
        for (unsigned i = 0; i < tt_zone_count(m, bench); i++)
            act_on(m, g, p, a, tt_zone_card(m, bench, i));
    }
}

void ptcg_parts_run(tt_match *m, ptcg_state *g, const ptcg_attack *at, unsigned stage,
                    ptcg_effect_args *a)
{
    for (unsigned i = 0; i < at->nparts && !a->stopped; i++) {
        const ptcg_part *p = &at->parts[i];
        if (p->stage != stage)
            continue;
        int on = p->target == PPT_SELF        ? a->user
                 : p->target == PPT_DEFENDING ? a->target
                                              : PTCG_NO_CARD;
        if (p->target == PPT_DEFENDING && on < 0)
            continue; /* no Defending Pokémon (PD-19): nothing to do, no coin */
        if (!passes(m, g, p, a))
            continue;
        switch (p->action) {
        case PPA_MORE_DAMAGE:
            a->damage += p->amount * times(m, g, p, a);
            break;
        case PPA_DAMAGE_TIMES:
            a->damage *= times(m, g, p, a);
            break;
        case PPA_NOTHING:
            a->damage = 0;
            a->stopped = 1;
            break;
        case PPA_NO_WEAKNESS_RESISTANCE:
            a->no_wr = 1;
            break;
        case PPA_NO_RESISTANCE:
            a->no_wr = PTCG_NO_RESISTANCE;
            break;
        case PPA_IGNORE_DEFENDER_EFFECTS:
            a->ignore_effects = 1;
            break;
        case PPA_DRAW: {
            unsigned n = ptcg_draw_up_to(m, g, a->seat, (unsigned)p->amount);
            ptcg_emit(m, PE_DRAW, (int)a->seat, -1, (int32_t)n, 0);
            break;
        }
        default:
            if (on >= 0)
                act_on(m, g, p, a, (unsigned)on);
            else
                act_on_benches(m, g, p, a);
        }
    }
}
