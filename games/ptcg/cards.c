/* cards.c: the fields of a Pokémon TCG card in games/ptcg/cards/ and the per-match cache of
 * them: each different card of the match is read once at setup (costs like "RC" parsed into
 * counts per Energy type), so the game loop never looks up or parses a string. */
#include <stdio.h>
#include <string.h>

#include "ptcg.h"

static const char *const kinds[] = {"pokemon",   "basic_energy", "special_energy", "item",
                                    "supporter", "tool",         "stadium",        NULL};
static const char *const booleans[] = {"false", "true", NULL};
/* PD-2: "Before the game all players choose a format (Standard, Expanded, Unlimited); it
 * selects the legal card pool." The pools nest: Standard within Expanded within Unlimited. */
static const char *const formats[] = {"unlimited", "expanded", "standard", NULL};
static const char *const refusals[] = {NULL, "not legal in the Expanded format (options.format)",
                                       "not legal in the Standard format (options.format)"};

const tt_field ptcg_options[] = {
    [PTO_FORMAT] = {"format", TT_FIELD_ENUM, 0, 0, 0, PFMT_UNLIMITED, formats},
    {NULL, 0, 0, 0, 0, 0, NULL},
};

const char *ptcg_deck_card_refusal(const tt_rules *rules, const tt_carddb *db, uint32_t cardid)
{
    int32_t format = rules->options[PTO_FORMAT];
    return tt_carddb_int(db, cardid, PF_LEGAL) >= format ? NULL : refusals[format]; /* PD-2 */
}
/* An Ability of parts: once during your turn, as often as you like, when its player puts it
 * from the hand onto the Bench, or a VSTAR Power (PAU_). */
static const char *const ability_uses[] = {"once", "often", "benched", "vstar", NULL};
static const char *const stages[] = {"basic", "stage1", "stage2", "vstar", "vmax", NULL};
/* An attack's kind: a GX attack or a VSTAR Power uses a limited action besides the attack (PB:
 * one of each per game; PD-21: per lane and team, as the ruleset's limits say). */
static const char *const attack_kinds[] = {"normal", "gx", "vstar", NULL};
static const uint8_t attack_kind_limit[] = {PTCG_NO_LIMIT, PA_GX_ATTACK, PA_VSTAR_POWER};
static const char *const rule_boxes[] = {"none",  "ex",   "gx",       "v",
                                         "vstar", "vmax", "tag_team", NULL};
static const uint8_t rule_box_prizes[] = {1, 2, 2, 2, 2, 3, 3}; /* PB */
#define RULE_BOX_V 3                                            /* rule_boxes[3]: "v" */
static const char *const types[] = {"none",      "colorless", "grass",    "fire",     "water",
                                    "lightning", "psychic",   "fighting", "darkness", "metal",
                                    "fairy",     "dragon",    NULL};
const char *const ptcg_type_names[] = {"no",       "Colorless", "Grass",   "Fire",
                                       "Water",    "Lightning", "Psychic", "Fighting",
                                       "Darkness", "Metal",     "Fairy",   "Dragon"};
_Static_assert(sizeof ptcg_type_names / sizeof *ptcg_type_names == PT_COUNT, "type names");

#define ATTACK(n)                                                                                  \
    [PF_A##n##_NAME] = {"attack" #n "_name", TT_FIELD_TEXT, 0, 0, 0, 0, NULL},                     \
    [PF_A##n##_COST] = {"attack" #n "_cost", TT_FIELD_TEXT, 0, 0, 0, 0, NULL},                     \
    [PF_A##n##_DAMAGE] = {"attack" #n "_damage", TT_FIELD_INT, 0, 0, 990, 0, NULL},                \
    [PF_A##n##_EFFECT] = {"attack" #n "_effect", TT_FIELD_TREE, 0, 0, 0, 0, ptcg_effect_names},    \
    [PF_A##n##_PARAM] = {"attack" #n "_param", TT_FIELD_INT, 0, 0, 100, 0, NULL},                  \
    [PF_A##n##_KIND] = {"attack" #n "_kind", TT_FIELD_ENUM, 0, 0, 0, 0, attack_kinds}

const tt_field ptcg_card_fields[] = {
    [PF_KIND] = {"kind", TT_FIELD_ENUM, 1, 0, 0, 0, kinds},
    [PF_STAGE] = {"stage", TT_FIELD_ENUM, 0, 0, 0, PS_BASIC, stages},
    [PF_TYPE] = {"type", TT_FIELD_ENUM, 0, 0, 0, PT_NONE, types},
    [PF_HP] = {"hp", TT_FIELD_INT, 0, 0, 990, 0, NULL},
    [PF_WEAKNESS] = {"weakness", TT_FIELD_ENUM, 0, 0, 0, PT_NONE, types},
    [PF_RESISTANCE] = {"resistance", TT_FIELD_ENUM, 0, 0, 0, PT_NONE, types},
    [PF_RESISTANCE_VALUE] = {"resistance_value", TT_FIELD_INT, 0, 0, 100, 30, NULL},
    [PF_RETREAT] = {"retreat", TT_FIELD_INT, 0, 0, 5, 0, NULL},
    ATTACK(1),
    ATTACK(2),
    ATTACK(3),
    [PF_EFFECT] = {"effect", TT_FIELD_TREE, 0, 0, 0, PX_NONE, ptcg_effect_names},
    [PF_PARAM] = {"param", TT_FIELD_INT, 0, 0, 100, 0, NULL},
    [PF_EVOLVES_FROM] = {"evolves_from", TT_FIELD_TEXT, 0, 0, 0, 0, NULL},
    [PF_ABILITY] = {"ability", TT_FIELD_TEXT, 0, 0, 0, 0, NULL},
    [PF_ABILITY_USE] = {"ability_use", TT_FIELD_ENUM, 0, 0, 0, PAU_ONCE, ability_uses},
    [PF_ABILITY_ONE_PER_TURN] = {"ability_one_per_turn", TT_FIELD_ENUM, 0, 0, 0, 0, booleans},
    [PF_RULE_BOX] = {"rule_box", TT_FIELD_ENUM, 0, 0, 0, 0, rule_boxes},
    [PF_ULTRA_BEAST] = {"ultra_beast", TT_FIELD_ENUM, 0, 0, 0, 0, booleans},
    [PF_LEGAL] = {"legal", TT_FIELD_ENUM, 0, 0, 0, PFMT_UNLIMITED, formats},
    [PF_TEXT] = {"text", TT_FIELD_TEXT, 0, 0, 0, 0, NULL},
    [PF_SIMPLIFIED] = {"simplified", TT_FIELD_TEXT, 0, 0, 0, 0, NULL}, /* ptcg_check_card */
    {NULL, 0, 0, 0, 0, 0, NULL},
};
_Static_assert(PF_SIMPLIFIED + 1 <= TT_MAX_FIELDS, "more card fields than the core reads");

/* The type of an Energy symbol of a cost, or PT_NONE. */
static unsigned symbol_type(char c)
{
    static const char symbols[] = "CGRWLPFDMYN"; /* PT_COLORLESS.. in order */
    const char *p = c ? strchr(symbols, c) : NULL;
    return p ? (unsigned)(p - symbols) + PT_COLORLESS : PT_NONE;
}

/* An error at the card's field (its value, or the card when absent): file:line:col. */
static int bad(tt_error *err, const tt_carddb *db, uint32_t id, unsigned field, const char *msg)
{
    char path[160];
    snprintf(path, sizeof path, "%s.%s", tt_carddb_name(db, id), ptcg_card_fields[field].key);
    return tt_node_error(err, tt_carddb_at(db, id, field), path, "%s", msg);
}

static int read_card(const tt_carddb *db, uint32_t id, ptcg_card *c, tt_error *err)
{
    char msg[200];
    memset(c, 0, sizeof *c);
    c->id = id;
    c->kind = (uint8_t)tt_carddb_int(db, id, PF_KIND);
    c->stage = (uint8_t)tt_carddb_int(db, id, PF_STAGE);
    c->type = (uint8_t)tt_carddb_int(db, id, PF_TYPE);
    c->hp = (int16_t)tt_carddb_int(db, id, PF_HP);
    c->weakness = (uint8_t)tt_carddb_int(db, id, PF_WEAKNESS);
    c->resistance = (uint8_t)tt_carddb_int(db, id, PF_RESISTANCE);
    c->resistance_value = (int16_t)tt_carddb_int(db, id, PF_RESISTANCE_VALUE);
    c->retreat = (uint8_t)tt_carddb_int(db, id, PF_RETREAT);
    c->effect = (uint8_t)tt_carddb_int(db, id, PF_EFFECT);
    c->param = (int16_t)tt_carddb_int(db, id, PF_PARAM);
    int rc = ptcg_trainer_parts_compile(db, id, c, err); /* a Trainer's effect as parts */
    if (rc)
        return rc;
    c->prizes = rule_box_prizes[tt_carddb_int(db, id, PF_RULE_BOX)];
    c->provides = 1; /* PB: a basic Energy provides 1 of its type */
    c->ultra_beast = (uint8_t)tt_carddb_int(db, id, PF_ULTRA_BEAST);
    if (c->kind == PK_SPECIAL_ENERGY && c->param > 0) /* Double Colorless Energy: 2 */
        c->provides = (uint8_t)(c->param > 8 ? 8 : c->param);
    c->from = -1;
    c->basic_from = -1;
    const char *from = tt_carddb_text(db, id, PF_EVOLVES_FROM);
    if (c->kind == PK_POKEMON && c->stage != PS_BASIC) {
        if (!from[0])
            return bad(err, db, id, PF_EVOLVES_FROM,
                       "a Stage 1, Stage 2, VSTAR or VMAX Pokémon evolves from one");
        c->from = tt_carddb_find(db, from);
        if (c->from < 0) {
            snprintf(msg, sizeof msg, "no card named '%s' to evolve from", from);
            return bad(err, db, id, PF_EVOLVES_FROM, msg);
        }
        if ((c->stage == PS_VSTAR || c->stage == PS_VMAX) &&
            tt_carddb_int(db, (uint32_t)c->from, PF_RULE_BOX) != RULE_BOX_V)
            return bad(err, db, id, PF_EVOLVES_FROM,
                       "a VSTAR or VMAX Pokémon evolves from a Pokémon V");
        if (c->stage == PS_STAGE2 && tt_carddb_int(db, (uint32_t)c->from, PF_STAGE) == PS_STAGE1)
            c->basic_from =
                tt_carddb_find(/* Rare Candy (PB): the Basic under the Stage 1 */
                               db, tt_carddb_text(db, (uint32_t)c->from, PF_EVOLVES_FROM));
    } else if (from[0]) {
        return bad(err, db, id, PF_EVOLVES_FROM,
                   "only a Stage 1, Stage 2, VSTAR or VMAX Pokémon evolves");
    }
    if (c->kind == PK_POKEMON && (c->hp <= 0 || c->type == PT_NONE))
        return bad(err, db, id, c->hp <= 0 ? PF_HP : PF_TYPE, "a Pokémon needs an hp and a type");
    if ((c->kind == PK_BASIC_ENERGY || c->kind == PK_SPECIAL_ENERGY) && c->type == PT_NONE)
        return bad(err, db, id, PF_TYPE, "an Energy card needs the type it provides");
    for (unsigned a = 0; a < PTCG_ATTACKS; a++) {
        unsigned f = PF_A1_NAME + a * PF_ATTACK_FIELDS;
        ptcg_attack *at = &c->attacks[c->nattacks];
        const char *cost = tt_carddb_text(db, id, f + 1);
        if (!tt_carddb_text(db, id, f)[0])
            continue;
        if (c->kind != PK_POKEMON)
            return bad(err, db, id, f, "only a Pokémon has attacks");
        for (const char *p = cost; *p; p++) {
            unsigned t = symbol_type(*p);
            if (t == PT_NONE) {
                snprintf(msg, sizeof msg,
                         "unknown Energy symbol '%c' in '%s' (C G R W L P F D M Y N)", *p, cost);
                return bad(err, db, id, f + 1, msg);
            }
            at->need[t]++;
            at->total++;
        }
        at->damage = (int16_t)tt_carddb_int(db, id, f + 2);
        at->effect = (uint8_t)tt_carddb_int(db, id, f + 3);
        at->param = (int16_t)tt_carddb_int(db, id, f + 4);
        at->limit = attack_kind_limit[tt_carddb_int(db, id, f + 5)]; /* PB, PD-21 */
        int parts = ptcg_parts_compile(db, id, f + 3, at, err);      /* a list of parts */
        if (parts < 0)
            return parts;
        c->lockable |= parts == 2; /* cant_attack, cant_use_this_attack: checked for the lock */
        if (ptcg_effect_stage(at->effect) == PXS_TRAINER)
            return bad(err, db, id, f + 3, "a Trainer's effect, not an attack's");
        c->nattacks++;
    }
    unsigned st = ptcg_effect_stage(c->effect);
    if (c->kind == PK_POKEMON) { /* a Pokémon's effect is its Ability's: a primitive or parts */
        int named = tt_carddb_text(db, id, PF_ABILITY)[0] != 0;
        if (named != (c->effect != PX_NONE || c->ntparts))
            return bad(err, db, id, named ? PF_ABILITY : PF_EFFECT,
                       "an Ability needs both its name (ability) and its effect (a primitive or "
                       "parts)");
        if (named && !c->ntparts && st != PXS_ONCE && st != PXS_ABILITY && st != PXS_STATIC)
            return bad(err, db, id, PF_EFFECT, "not an Ability's effect");
        c->ability_use = (uint8_t)tt_carddb_int(db, id, PF_ABILITY_USE);
        c->one_per_turn = (uint8_t)tt_carddb_int(db, id, PF_ABILITY_ONE_PER_TURN);
        c->ability = c->effect;
        c->ability_param = c->param;
        c->effect = PX_NONE;
        c->param = 0;
        return TT_OK;
    }
    if (tt_carddb_text(db, id, PF_ABILITY)[0])
        return bad(err, db, id, PF_ABILITY, "only a Pokémon has an Ability");
    if (tt_carddb_int(db, id, PF_ABILITY_USE) || tt_carddb_int(db, id, PF_ABILITY_ONE_PER_TURN))
        return bad(err, db, id, PF_ABILITY_USE, "only a Pokémon's Ability has a use");
    static const uint8_t stage_of_kind[] = {[PK_ITEM] = PXS_TRAINER,
                                            [PK_SUPPORTER] = PXS_TRAINER,
                                            [PK_TOOL] = PXS_TOOL,
                                            [PK_STADIUM] = PXS_STADIUM};
    if (c->effect != PX_NONE && (c->kind >= sizeof stage_of_kind || st != stage_of_kind[c->kind]))
        return bad(err, db, id, PF_EFFECT, "not an effect this kind of card has");
    return TT_OK;
}

/* Mad Party counts the Pokémon that have an attack of its name: each attack gets the name id
 * 1 + i of the first such counting attack i with its name (0: none). Strings are compared here,
 * once per match and only when it has a counting attack, never while playing. */
static void name_ids(const tt_carddb *db, ptcg_cache *g)
{
    uint16_t ck[16], ca[16];
    unsigned n = 0;
    for (unsigned k = 0; k < g->nkinds; k++)
        for (unsigned a = 0; a < g->kinds[k].nattacks && n < 16; a++)
            if (g->kinds[k].attacks[a].effect == PX_TIMES_DISCARD_SAME_ATTACK) {
                ck[n] = (uint16_t)k;
                ca[n++] = (uint16_t)a;
            }
    for (unsigned k = 0; n && k < g->nkinds; k++)
        for (unsigned a = 0; a < g->kinds[k].nattacks; a++) {
            const char *name = ptcg_attack_name_of(db, g->kinds[k].id, a);
            for (unsigned i = 0; i < n && !g->kinds[k].attacks[a].name_id; i++)
                if (!strcmp(ptcg_attack_name_of(db, g->kinds[ck[i]].id, ca[i]), name))
                    g->kinds[k].attacks[a].name_id = (uint16_t)(i + 1);
        }
}

int ptcg_check_card(const tt_carddb *db, unsigned id, void *data, tt_error *err)
{
    ptcg_card scratch;
    const char *simplified = tt_node_text(tt_carddb_at(db, id, PF_SIMPLIFIED)); /* NULL: absent */
    if (simplified && !simplified[strspn(simplified, " \t\n")])                 /* issue 30 */
        return bad(err, db, id, PF_SIMPLIFIED,
                   "empty: say what of the printed text is not played as printed");
    return read_card(db, id, data ? (ptcg_card *)data : &scratch, err);
}

size_t ptcg_cache_bytes(unsigned ncards)
{
    unsigned most = ncards < PTCG_MAX_KINDS ? ncards : PTCG_MAX_KINDS;
    return sizeof(ptcg_cache) + most * sizeof(ptcg_card) + ncards;
}

int ptcg_cards_cache(tt_match *m, tt_error *err)
{
    const tt_carddb *db = tt_match_carddb(m);
    unsigned ncards = tt_match_card_count(m);
    ptcg_cache *g = tt_match_cache_setup(m);
    g->nkinds = 0;
    g->max_kinds = (uint16_t)(ncards < PTCG_MAX_KINDS ? ncards : PTCG_MAX_KINDS);
    uint8_t *kind_of = (uint8_t *)(g->kinds + g->max_kinds);
    unsigned nones = 0; /* the kinds with an Ability of 1 use a turn by name */
    for (unsigned card = 0; card < ncards; card++) {
        uint32_t id = tt_card_id(m, card);
        unsigned k = 0;
        while (k < g->nkinds && g->kinds[k].id != id)
            k++;
        if (k == g->nkinds) {
            if (k == PTCG_MAX_KINDS)
                return tt_error_set(err, TT_ERR_SCHEMA, "",
                                    "more than %d different cards in one match", PTCG_MAX_KINDS);
            const ptcg_card *read = tt_carddb_data(db, id); /* compiled at load */
            int rc = read ? TT_OK : read_card(db, id, &g->kinds[k], err);
            if (rc)
                return rc;
            if (read)
                memcpy(&g->kinds[k], read, sizeof *read);
            g->kinds[k].one_bit = PTCG_NO_PART; /* its bit in ptcg_state.one_used, below */
            if (g->kinds[k].one_per_turn && nones == 32)
                return tt_error_set(err, TT_ERR_SCHEMA, "",
                                    "more than 32 different Abilities of 1 use a turn by name in "
                                    "one match (ptcg_state.one_used)");
            if (g->kinds[k].one_per_turn)
                g->kinds[k].one_bit = (uint8_t)nones++;
            g->nkinds++;
        }
        kind_of[card] = (uint8_t)k;
    }
    name_ids(db, g);
    return TT_OK;
}

const char *ptcg_name(const tt_match *m, unsigned card)
{
    return tt_carddb_name(tt_match_carddb(m), tt_card_id(m, card));
}

const char *ptcg_attack_name_of(const tt_carddb *db, uint32_t id, unsigned attack)
{
    /* attacks are cached in file order, skipping empty slots: find the attack-th named one */
    for (unsigned a = 0, n = 0; a < PTCG_ATTACKS; a++) {
        const char *name = tt_carddb_text(db, id, PF_A1_NAME + a * PF_ATTACK_FIELDS);
        if (name[0] && n++ == attack)
            return name;
    }
    return "?";
}

const char *ptcg_attack_name(const tt_match *m, unsigned card, unsigned attack)
{
    return ptcg_attack_name_of(tt_match_carddb(m), tt_card_id(m, card), attack);
}

int ptcg_is_basic(const tt_match *m, unsigned card)
{
    const ptcg_card *c = ptcg_card_of(m, card);
    return c->kind == PK_POKEMON && c->stage == PS_BASIC;
}

int ptcg_is_energy(const tt_match *m, unsigned card)
{
    unsigned k = ptcg_card_of(m, card)->kind;
    return k == PK_BASIC_ENERGY || k == PK_SPECIAL_ENERGY;
}

int ptcg_is_trainer(const tt_match *m, unsigned card)
{
    unsigned k = ptcg_card_of(m, card)->kind;
    return k == PK_ITEM || k == PK_SUPPORTER || k == PK_TOOL || k == PK_STADIUM;
}
