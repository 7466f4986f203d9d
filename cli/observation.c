/* observation.c: a seat's observation (observe.h, docs/api.md) as a JSON value for a protocol
 * line: the `observation` of the stdio and exec seats' `decide` lines. */
#include <stdlib.h>

#include "cli.h"

json_t *cli_observation(const tt_match *m, unsigned seat, tt_stream *st)
{
    static tt_observation *o; /* about 90 KB: made once, kept for the process */
    static char *text;
    static size_t size;
    tt_error err = {0};
    if (!o && !(o = malloc(sizeof *o)))
        return NULL;
    if (tt_match_observe(m, seat, st, o, &err) != TT_OK)
        return NULL;
    int need = tt_observation_json(m, o, text, size);
    if (need >= 0 && (size_t)need >= size) {
        char *bigger = realloc(text, (size_t)need + 1);
        if (!bigger)
            return NULL;
        text = bigger;
        size = (size_t)need + 1;
        need = tt_observation_json(m, o, text, size);
    }
    return need < 0 ? NULL : json_loadb(text, (size_t)need, 0, NULL);
}
