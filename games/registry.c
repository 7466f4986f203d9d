/* registry.c: the built-in game modules. A new game is a new folder plus one line here. */
#include "registry.h"

extern const tt_game tt_game_yugioh;
extern const tt_game tt_game_ptcg;

const tt_game *const tt_games__builtin[] = {
    &tt_game_yugioh,
    &tt_game_ptcg,
    NULL,
};
