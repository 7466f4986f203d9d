/* rng.h: the match's seeded xoshiro256** generator (a value type: a clone copies it). */
#ifndef TAGTEAM_RNG_H
#define TAGTEAM_RNG_H

#include <stddef.h>
#include <stdint.h>

#include "common.h"

#define TT_RNG_ID                                                                                  \
    "xoshiro256ss/1" /* written into every replay header; bump if the algorithm changes */

typedef struct tt_rng {
    uint64_t s[4];
} tt_rng;

/* Seeds the generator; splitmix64 spreads the seed over the four words. */
TT_API void tt_rng_seed(tt_rng *r, uint64_t seed);
TT_API uint64_t tt_rng_next(tt_rng *r);
/* Uniform in [0, n) without modulo bias; n must be > 0. */
TT_API uint32_t tt_rng_below(tt_rng *r, uint32_t n);
/* Fisher-Yates from the end. Callers sort v by a total order first when its order is not
 * already determined by the match, so the result never depends on how v was built. */
TT_API void tt_rng_shuffle(tt_rng *r, uint16_t *v, size_t n);

#endif
