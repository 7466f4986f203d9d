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
    /* YM-1: Master Rule 3's two Pendulum Zones, a left and a right one, both or neither */
    if (tt_rules_zone(r, "pendulum") >= 0) {
        *key = "zones.pendulum";
        return "Master Rule 3's two Pendulum Zones are the zones 'pendulum_left' and "
               "'pendulum_right' (YM-1)";
    }
    if ((tt_rules_zone(r, "pendulum_left") < 0) != (tt_rules_zone(r, "pendulum_right") < 0)) {
        *key =
            tt_rules_zone(r, "pendulum_left") < 0 ? "zones.pendulum_right" : "zones.pendulum_left";
        return "a yugioh ruleset with Pendulum Zones needs both 'pendulum_left' and "
               "'pendulum_right' (YM-1)";
    }
    if (r->turn_unit != TT_TURN_SEAT) { /* every phase here belongs to one turn seat */
        *key = "turn.unit";
        return "the yugioh module plays seat turns only (YT-2.1): unit must be 'seat'";
    }
    /* Life points alone cannot end every duel: once every Deck is empty and nobody can
     * inflict damage (no monster left to attack with, no card left to play), only deck-out or
     * time ends it */
    if (!r->deck_out_loses && !r->time_game) {
        *key = "outcome.deck_out";
        return "without deck-out a duel could go on for ever (every Deck empty, nobody able to "
               "inflict damage): keep it 'lose' or give the match a `time:`";
    }
    return NULL;
}
