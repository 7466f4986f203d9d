/* ptcg.c: the Pokémon TCG module's declaration: the phases and limited actions its rulesets
 * may name. Card behaviour is issue #4; until it lands `setup` is NULL and the core refuses
 * to start a match with this module. */
#include "tagteam/game.h"

static const char *const phases[] = {"draw", "main", "attack", "checkup", NULL};
static const char *const actions[] = {"attach_energy", "supporter", "stadium",
                                      "retreat",       "gx_attack", "vstar_power",
                                      "ability",       "attack",    NULL};

const tt_game tt_game_ptcg = {
    .abi = TT_GAME_ABI,
    .name = "ptcg",
    .title = "Pokemon Trading Card Game",
    .phases = phases,
    .actions = actions,
};
