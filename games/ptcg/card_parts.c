/* card_parts.c: what the card database's cards are made of, for `tagteam cards ptcg --stats`
 * (issue 15): the resolver primitives of PTCG_EFFECTS (ptcg.h) a card's Trainer effect,
 * Ability and attacks name, the effect parts (PTCG_PART_ACTIONS, parts.c) its attacks and its
 * Trainer effect (trainer_parts.c) are written with, and whether a card needs code written for it
 * alone. Primitive i is PTCG_EFFECTS' row i + 1 (PX_NONE is none), then the part actions ("part:
 * paralyze"). */
#include <stdio.h>

#include "ptcg.h"

/* Primitives with code of their own for the one card they exist for: a frame, an option kind
 * or per-match state besides the shared resolver (PTCG_EFFECTS' row), in that file. Every card
 * using one needs per-card C. A primitive that grows such code adds its line here. */
static const char *own_code(unsigned effect)
{
    switch (effect) {
    case PX_GLADION: /* ptcg_gladion_frame, PO_GLADION */
        return "resolvers.c";
    case PX_RARE_CANDY: /* PO_RARE_CANDY */
        return "evolve.c";
    case PX_PRIZE_RESET: /* Stinger-GX: the reset frames, PO_RESET_PRIZE */
        return "reset.c";
    case PX_COUNTERS_EXTRA_TURN_ON_KO: /* Yoga Loop: the chosen target, yoga_turn */
        return "actions.c";
    default:
        return NULL;
    }
}

#define FIRST_PART (PX_COUNT - 1u) /* the primitive index of the first part action */

int ptcg_primitive_name(unsigned i, char *buf, size_t size)
{
    if (i < FIRST_PART) /* PX_NONE is no primitive */
        return snprintf(buf, size, "%s", ptcg_effect_names[i + 1]);
    if (i - FIRST_PART < PPA_COUNT)
        return snprintf(buf, size, "part: %s", ptcg_part_action_names[i - FIRST_PART]);
    return -1;
}

static void add(uint16_t *out, unsigned *n, unsigned max, unsigned primitive)
{
    for (unsigned i = 0; i < *n; i++)
        if (out[i] == primitive)
            return;
    if (*n < max)
        out[*n] = (uint16_t)primitive;
    (*n)++; /* counted past max too: the caller sees that out was too small */
}

static void add_effect(uint16_t *out, unsigned *n, unsigned max, unsigned effect, const char **own)
{
    if (effect == PX_NONE)
        return;
    if (own_code(effect))
        *own = own_code(effect);
    add(out, n, max, effect - 1);
}

unsigned ptcg_card_primitives(const tt_carddb *db, uint32_t id, uint16_t *out, unsigned max,
                              const char **own)
{
    const ptcg_card *c = tt_carddb_data(db, id); /* compiled at load (check_card) */
    unsigned n = 0;
    *own = NULL;
    add_effect(out, &n, max, (unsigned)tt_carddb_int(db, id, PF_EFFECT), own);
    for (unsigned k = 0; c && k < c->ntparts; k++) /* a Trainer's effect as parts */
        add(out, &n, max, FIRST_PART + c->tparts[k].action);
    for (unsigned a = 0; c && a < c->nattacks && a < PTCG_ATTACKS; a++) {
        add_effect(out, &n, max, c->attacks[a].effect, own);
        for (unsigned k = 0; k < c->attacks[a].nparts; k++)
            add(out, &n, max, FIRST_PART + c->attacks[a].parts[k].action);
    }
    return n;
}
