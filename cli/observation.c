/* observation.c: a seat's observation (observe.h, docs/api.md) as a JSON value for a protocol
 * line: the `observation` of the stdio and exec seats' `decide` lines. */
#include <stdlib.h>

#include "cli.h"

const char *cli_observation_text(const tt_match *m, unsigned seat, tt_stream *st, size_t *len)
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
    if (need < 0)
        return NULL;
    *len = (size_t)need;
    return text;
}

json_t *cli_observation(const tt_match *m, unsigned seat, tt_stream *st)
{
    size_t len;
    const char *text = cli_observation_text(m, seat, st, &len);
    return text ? json_loadb(text, len, 0, NULL) : NULL;
}
