/* setup_card.c: the card state a scenario may set on a placed card (docs/scenarios.md): a
 * monster's battle position. A face-down monster is in Defense Position, as a Set one is. */
#include <string.h>

#include "ygo.h"

const char *ygo_setup_card(tt_match *m, void *gsv, unsigned card, const char *key,
                           const char *value)
{
    ygo_state *g = gsv;
    int monster_zone = tt_card_zone(m, card) != TT_NOWHERE &&
                       tt_zone_kind_of(m, tt_card_zone(m, card)) == g->z_monster;
    if (!key) { /* placed: a face-down monster is Set, so in Defense Position */
        if (monster_zone && tt_card_face_down(m, card))
            g->flags[card] |= YGO_DEFENSE;
        return NULL;
    }
    if (strcmp(key, "position"))
        return "unknown key; a card here takes position";
    if (!monster_zone)
        return "only a monster in a Monster Zone has a position";
    if (!strcmp(value, "defense"))
        g->flags[card] |= YGO_DEFENSE;
    else if (!strcmp(value, "attack") && !tt_card_face_down(m, card))
        g->flags[card] &= (uint8_t)~YGO_DEFENSE;
    else
        return strcmp(value, "attack") ? "expected attack or defense"
                                       : "a face-down monster is in Defense Position";
    return NULL;
}
