/* chance.c: coin flips, and the chance a scenario fixes in its file (docs/scenarios.md):
 * scripted coin results are handed out before the RNG is asked, and a scripted shuffle keeps
 * the order. Both live in the match block, so a clone carries them along. */
#include "match_impl.h"

int tt_coin_flip(tt_match *m, unsigned seat)
{
    tt_state *st = m->st;
    int heads;
    if (st->nforced_coins) {
        heads = (int)(st->forced_coins & 1u);
        st->forced_coins >>= 1;
        st->nforced_coins--;
    } else {
        heads = tt_rng_below(&st->rng, 2) == 0;
    }
    tt__emit(m, TT_EV_COIN, (int)seat, -1, heads, 0);
    return heads;
}

int tt_chance__force_coin(tt_match *m, int heads)
{
    tt_state *st = m->st;
    if (st->nforced_coins == TT_MAX_FORCED_COINS)
        return TT_ERR_MISUSE;
    st->forced_coins |= (uint64_t)(heads != 0) << st->nforced_coins++;
    return TT_OK;
}

void tt_chance__keep_shuffles(tt_match *m, unsigned n)
{
    unsigned total = m->st->kept_shuffles + n;
    m->st->kept_shuffles = (uint8_t)(total > 255 ? 255 : total);
}

int tt_chance__shuffle_kept(tt_match *m)
{
    if (!m->st->kept_shuffles)
        return 0;
    m->st->kept_shuffles--;
    return 1;
}

unsigned tt_chance__coins_left(const tt_match *m)
{
    return m->st->nforced_coins;
}

unsigned tt_chance__shuffles_left(const tt_match *m)
{
    return m->st->kept_shuffles;
}
