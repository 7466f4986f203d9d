/* rng.c: xoshiro256** seeded by splitmix64; the match's only source of chance (YP-3, YP-11). */
#include "tagteam/rng.h"

static uint64_t rotl(uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}

void tt_rng_seed(tt_rng *r, uint64_t seed)
{
    for (int i = 0; i < 4; i++) {
        uint64_t z = (seed += 0x9e3779b97f4a7c15ull);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
        r->s[i] = z ^ (z >> 31);
    }
}

uint64_t tt_rng_next(tt_rng *r)
{
    uint64_t *s = r->s;
    const uint64_t result = rotl(s[1] * 5, 7) * 9;
    const uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 45);
    return result;
}

uint32_t tt_rng_below(tt_rng *r, uint32_t n)
{
    uint32_t x, min = -n % n; /* 2^32 mod n: the draws that would bias x % n */
    do
        x = (uint32_t)(tt_rng_next(r) >> 32);
    while (x < min);
    return x % n;
}

void tt_rng_shuffle(tt_rng *r, uint16_t *v, size_t n)
{
    for (size_t i = n; i > 1; i--) {
        size_t j = tt_rng_below(r, (uint32_t)i);
        uint16_t t = v[i - 1];
        v[i - 1] = v[j];
        v[j] = t;
    }
}
