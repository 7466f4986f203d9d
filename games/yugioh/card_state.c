/* card_state.c: the state of a card a scenario's `expect: cards:` may check
 * (docs/scenarios.md): a monster's current ATK and DEF (with the modifiers in force), its
 * Level and its battle position in a Monster Zone. Face, controller and owner are the core's. */
#include <stdio.h>

#include "ygo.h"

enum { YCS_ATK, YCS_DEF, YCS_LEVEL, YCS_POSITION, YCS_RANK, YCS_MATERIALS, YCS_COUNTERS };

const char *const ygo_card_state_keys[] = {
    [YCS_ATK] = "atk",
    [YCS_DEF] = "def",
    [YCS_LEVEL] = "level",
    [YCS_POSITION] = "position",
    [YCS_RANK] = "rank",           /* an Xyz Monster's Rank, */
    [YCS_MATERIALS] = "materials", /* the Xyz Materials attached under it (xyz.c), */
    [YCS_COUNTERS] = "counters",   /* its Destiny Counters (Number 88) */
    NULL};

int ygo_card_state(const tt_match *m, const void *gsv, unsigned card, unsigned key, char *buf,
                   size_t size)
{
    const ygo_state *g = gsv;
    unsigned z = tt_card_zone(m, card);
    if (!ygo_is_monster(m, card)) {
        snprintf(buf, size, "not a monster");
        return -1;
    }
    switch (key) {
    case YCS_ATK:
        return snprintf(buf, size, "%ld", (long)ygo_atk(m, card));
    case YCS_DEF:
        return snprintf(buf, size, "%ld", (long)ygo_def(m, card));
    case YCS_LEVEL:
        return snprintf(buf, size, "%u", ygo_level(m, card));
    case YCS_RANK:
        return snprintf(buf, size, "%d", (int)ygo_field(m, card, YF_RANK));
    case YCS_MATERIALS:
        return snprintf(buf, size, "%u", ygo_xyz_materials(g, card));
    case YCS_COUNTERS:
        return snprintf(buf, size, "%u", ygo_xyz_counters(g, card));
    default: /* YCS_POSITION: only a monster in a Monster Zone has one (a Set one: defense) */
        if (z == TT_NOWHERE || tt_zone_kind_of(m, z) != g->z_monster) {
            snprintf(buf, size, "not in a Monster Zone");
            return -1;
        }
        return snprintf(buf, size, "%s", g->card[card].flags & YGO_DEFENSE ? "defense" : "attack");
    }
}
