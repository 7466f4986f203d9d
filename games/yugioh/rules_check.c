/* rules_check.c: the rulesets the Yu-Gi-Oh! module can play, checked when a ruleset loads
 * (tt_game.rules_refusal), so `tagteam check` refuses what a game could not play. */
#include "ygo.h"

const char *ygo_rules_refusal(const tt_rules *r, const char **key)
{
    /* YT-1.2, YT-1.3: each player has their own zones; the module numbers a player's Monster
     * and Spell & Trap Zones and sends a card to its owner's Graveyard */
    static const struct {
        const char *zone, *key, *why;
    } seat_zones[] = {
        {"monster", "zones.monster.scope",
         "the yugioh module plays each player's own Monster Zones (YT-1.2): scope must be 'seat'"},
        {"spell_trap", "zones.spell_trap.scope",
         "the yugioh module plays each player's own Spell & Trap Zones (YT-1.2): scope must be "
         "'seat'"},
        {"graveyard", "zones.graveyard.scope",
         "the yugioh module plays each player's own Graveyard (YT-1.3): scope must be 'seat'"},
    };
    for (unsigned i = 0; i < sizeof seat_zones / sizeof seat_zones[0]; i++) {
        int z = tt_rules_zone(r, seat_zones[i].zone);
        if (z < 0) {
            *key = "zones";
            return "a yugioh ruleset needs zones named 'monster', 'spell_trap' and 'graveyard'";
        }
        if (r->zones[z].scope != TT_PER_SEAT) {
            *key = seat_zones[i].key;
            return seat_zones[i].why;
        }
    }
    if (r->turn_unit != TT_TURN_SEAT) { /* every phase here belongs to one turn seat */
        *key = "turn.unit";
        return "the yugioh module plays seat turns only (YT-2.1): unit must be 'seat'";
    }
    if (!r->deck_out_loses && !r->life_zero_loses && !r->time_game) {
        *key = "outcome.deck_out";
        return "with life_zero: ignore as well, a duel could go on for ever: keep one of them "
               "'lose' or give the match a `time:`";
    }
    return NULL;
}
