/* card_state.c: the state of a Pokémon in play a scenario's `expect: cards:` may check
 * (docs/scenarios.md): its HP left, damage, attached cards (Energy, Tools), Special
 * Conditions, stage and the cards it evolved from. Face, controller and owner are the core's. */
#include <stdio.h>

#include "ptcg.h"

enum { PCS_HP, PCS_DAMAGE, PCS_ENERGY, PCS_ATTACHED, PCS_CONDITION, PCS_STAGE, PCS_EVOLVED_FROM };

const char *const ptcg_card_state_keys[] = {[PCS_HP] = "hp",
                                            [PCS_DAMAGE] = "damage",
                                            [PCS_ENERGY] = "energy",
                                            [PCS_ATTACHED] = "attached",
                                            [PCS_CONDITION] = "condition",
                                            [PCS_STAGE] = "stage",
                                            [PCS_EVOLVED_FROM] = "evolved_from",
                                            NULL};

/* The names of the cards attached to pokemon that are Energy (energy), Pokémon (the cards
 * it evolved from, lowest stage first as they are kept) or neither (attached: Energy, Tools);
 * a teammate's card is named with its owner, as the setup writes it: "1B's Water Energy". */
static int names_of(const tt_match *m, const ptcg_state *g, unsigned pokemon, unsigned key,
                    char *buf, size_t size)
{
    uint16_t att[TT_MAX_CARDS / 8];
    unsigned n = ptcg_attached(m, g, pokemon, att, TT_MAX_CARDS / 8);
    size_t used = 0;
    buf[0] = '\0';
    for (unsigned i = 0; i < n && used < size; i++) {
        int is_pokemon = ptcg_card_of(m, att[i])->kind == PK_POKEMON;
        if (key == PCS_EVOLVED_FROM
                ? !is_pokemon
                : is_pokemon || (key == PCS_ENERGY && !ptcg_is_energy(m, att[i])))
            continue;
        char who[4] = "";
        if (tt_card_owner(m, att[i]) != tt_card_owner(m, pokemon)) /* a teammate's (PD-14) */
            tt_seat_name(tt_match_rules(m), tt_card_owner(m, att[i]), who);
        used += (size_t)snprintf(buf + used, size - used, "%s%s%s%s", used ? ", " : "", who,
                                 who[0] ? "'s " : "", ptcg_name(m, att[i]));
    }
    return used ? (int)used : snprintf(buf, size, "none");
}

int ptcg_card_state(const tt_match *m, const void *gsv, unsigned card, unsigned key, char *buf,
                    size_t size)
{
    static const char *const conditions[] = {"asleep", "confused", "paralyzed", "poisoned",
                                             "burned"};
    static const char *const stages[] = {[PS_BASIC] = "basic",
                                         [PS_STAGE1] = "stage1",
                                         [PS_STAGE2] = "stage2",
                                         [PS_VSTAR] = "vstar",
                                         [PS_VMAX] = "vmax"};
    const ptcg_state *g = gsv;
    const ptcg_card *c = ptcg_card_of(m, card);
    unsigned z = tt_card_zone(m, card);
    unsigned kind = z == TT_NOWHERE ? TT_NOWHERE : tt_zone_kind_of(m, z);
    if (c->kind != PK_POKEMON) {
        snprintf(buf, size, "not a Pokémon");
        return -1;
    }
    if (key == PCS_STAGE)
        return snprintf(buf, size, "%s", stages[c->stage]);
    if (kind != g->z_active && kind != g->z_bench) {
        snprintf(buf, size, "not in play (an Active Spot or a Bench)");
        return -1;
    }
    switch (key) {
    case PCS_HP: /* PB: its HP minus its damage */
        return snprintf(buf, size, "%d",
                        c->hp > g->card[card].damage ? c->hp - g->card[card].damage : 0);
    case PCS_DAMAGE:
        return snprintf(buf, size, "%u", (unsigned)g->card[card].damage);
    case PCS_CONDITION: {
        size_t used = 0;
        for (unsigned i = 0; i < 5 && used < size; i++)
            if (g->card[card].conditions >> i & 1) /* PC_ASLEEP .. PC_BURNED */
                used += (size_t)snprintf(buf + used, size - used, "%s%s", used ? ", " : "",
                                         conditions[i]);
        return used ? (int)used : snprintf(buf, size, "none");
    }
    default: /* energy, attached, evolved_from */
        return names_of(m, g, card, key, buf, size);
    }
}
