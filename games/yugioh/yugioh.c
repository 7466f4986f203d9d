/* yugioh.c: the Yu-Gi-Oh! module's declaration: the phases and limited actions its rulesets
 * may name. Card behaviour (summons, chains, battle) is issue #3; until it lands `setup` is
 * NULL and the core refuses to start a match with this module. */
#include "tagteam/game.h"

static const char *const phases[] = {"draw", "standby", "main1", "battle", "main2", "end", NULL};
static const char *const actions[] = {"normal_summon", "pendulum_summon", "position_change",
                                      "attack", NULL};

const tt_game tt_game_yugioh = {
    .abi = TT_GAME_ABI,
    .name = "yugioh",
    .title = "Yu-Gi-Oh! Trading Card Game",
    .phases = phases,
    .actions = actions,
};
