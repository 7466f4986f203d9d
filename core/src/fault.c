/* fault.c: capacities reached in play (tt_fault). A rule that has no room to happen (one
 * lasting effect too many, a card into a full zone, an option past TT_MAX_OPTIONS, or a table
 * of the module's own: tt_game_fault) stops the match with an error naming the capacity,
 * rather than being skipped without a word. */
#include <stdio.h>

#include "error_impl.h"
#include "match_impl.h"

static const struct {
    const char *what, *limit_name; /* limit_name NULL: the ruleset's zone capacity */
    int limit;
} faults[] = {
    [TT_FAULT_NONE] = {"", NULL, 0},
    [TT_FAULT_OPTIONS] = {"more options in one decision", "TT_MAX_OPTIONS", TT_MAX_OPTIONS},
    [TT_FAULT_FRAMES] = {"more pending frames", "TT_MAX_FRAMES", TT_MAX_FRAMES},
    [TT_FAULT_FRAME_BYTES] = {"a larger frame", "TT_FRAME_BYTES", TT_FRAME_BYTES},
    [TT_FAULT_LASTING] = {"more lasting effects at once", "TT_MAX_LASTING", TT_MAX_LASTING},
    [TT_FAULT_ZONE] = {"a card moved into a zone already at its capacity", NULL, 0},
};
_Static_assert(sizeof faults / sizeof faults[0] == TT_FAULT_ZONE + 1, "a text per fault");

void tt__fault(tt_match *m, tt_fault f)
{
    if (!m->st->fault) /* the first one is the cause; what follows may be its consequence */
        m->st->fault = (uint8_t)f;
}

void tt_game_fault(tt_match *m, unsigned limit)
{
    unsigned most = UINT8_MAX - TT_FAULT_GAME; /* an index past it is a module bug: named so */
    tt__fault(m, (tt_fault)(TT_FAULT_GAME + (limit < most ? limit : most)));
}

/* The module's limit i, or NULL when its table has no such entry. */
static const tt_game_limit *game_limit(const tt_game *g, unsigned i)
{
    for (unsigned k = 0; g->limits && g->limits[k].name; k++)
        if (k == i)
            return &g->limits[k];
    return NULL;
}

int tt__fault_error(const tt_match *m, tt_error *err)
{
    unsigned f = m->st->fault;
    if (f >= TT_FAULT_GAME) {
        const tt_game_limit *l = game_limit(m->game, f - TT_FAULT_GAME);
        if (!l)
            return tt_error__set(err, TT_ERR_LIMIT, "", 0, 0, "limits",
                                 "the %s match cannot go on: the module reached its limit %u, "
                                 "which its limits table does not name",
                                 m->game->name, f - TT_FAULT_GAME);
        return tt_error__set(err, TT_ERR_LIMIT, "", 0, 0, l->name,
                             "the %s match cannot go on: %s than the module holds (%s = %d)",
                             m->game->name, l->what, l->name, l->value);
    }
    if (!faults[f].limit_name)
        return tt_error__set(err, TT_ERR_LIMIT, "", 0, 0, "zones", "the %s match cannot go on: %s",
                             m->game->name, faults[f].what);
    return tt_error__set(err, TT_ERR_LIMIT, "", 0, 0, faults[f].limit_name,
                         "the %s match cannot go on: %s than the engine holds (%s = %d)",
                         m->game->name, faults[f].what, faults[f].limit_name, faults[f].limit);
}
