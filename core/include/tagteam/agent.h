/* agent.h: built-in agents that take a seat's decisions (issue 14), for any game module.
 *
 *   random     uniform over the offered options
 *   first      always the first option
 *   greedy     tries every option on a copy of the match and takes the one whose next
 *              position the module's evaluate hook scores best for the seat
 *   mcts:N     determinized Monte Carlo search: N playouts per decision, each on a copy in
 *              which the cards hidden from the seat are dealt again at random
 *
 * An agent decides from what its seat may know only: the copies it tries options on are
 * re-dealt (tt_match_determinize) before anything is played on them, so no card hidden from
 * the seat, no coin flip or shuffle to come changes its choice. Agents draw from the caller's
 * RNG, never the match's (an agent never changes what the rules draw). An agent keeps its
 * scratch copies of the match between decisions: after the first decision of a match it
 * allocates nothing. One agent is for one thread. */
#ifndef TAGTEAM_AGENT_H
#define TAGTEAM_AGENT_H

#include <stdint.h>

#include "common.h"
#include "error.h"
#include "match.h"
#include "rng.h"
#include "ruleset.h"

typedef enum tt_agent_kind {
    TT_AGENT_RANDOM,
    TT_AGENT_FIRST,
    TT_AGENT_GREEDY,
    TT_AGENT_MCTS
} tt_agent_kind;

#define TT_AGENT_MAX_PLAYOUTS 1000000u

typedef struct tt_agent_spec {
    tt_agent_kind kind;
    unsigned playouts; /* mcts: playouts per decision, 1..TT_AGENT_MAX_PLAYOUTS */
} tt_agent_spec;

typedef struct tt_agent tt_agent;

/* Parses "random", "first", "greedy" or "mcts:N". TT_ERR_SCHEMA with why in err->msg
 * (an unknown name, a playout count that is not a number in range). */
TT_API TT_CHECK int tt_agent_parse(const char *text, tt_agent_spec *out, tt_error *err);
/* An agent that plays as spec says; ctx's allocator holds its scratch (ctx may be NULL: the
 * default allocator). */
TT_API TT_CHECK int tt_agent_new(tt_agent **out, tt_ctx *ctx, const tt_agent_spec *spec,
                                 tt_error *err);
TT_API void tt_agent_free(tt_agent *a);
/* The option seat takes in m's pending decision (seat must be tt_match_decision_seat), into
 * *choice. rng is the agent's own. TT_ERR_MISUSE when seat does not decide; TT_ERR_NOMEM when
 * the first copies of a match cannot be made. m is not changed. */
TT_API TT_CHECK int tt_agent_choose(tt_agent *a, const tt_match *m, unsigned seat, tt_rng *rng,
                                    unsigned *choice, tt_error *err);

/* How good m is for seat's side from what seat may know: the module's evaluate hook (game.h),
 * else life and Prize cards taken. Higher is better; about 1000 is a clear edge. */
TT_API int32_t tt_match_evaluate(const tt_match *m, unsigned seat);
/* Re-deals m as seat could imagine it: each owner's cards hidden from seat trade places at random
 * among the places they hide in (a Deck, a hand, Prize cards: one pool; an Extra Deck: its own),
 * and the match's RNG is reseeded from rng, so coin flips and shuffles to come are new. The result
 * depends on seat's view and rng only, not on where the hidden cards lay. A face-down card on the
 * field hidden from seat is re-dealt too, where the module says which cards could lie there
 * (tt_game.stand_in): the place keeps its state (position, turn Set) and the references to it.
 * A deal the rules rule out (tt_game.plausible: a Pokémon TCG hand without a Basic Pokémon
 * after the mulligans) is dealt again, up to TT_DETERMINIZE_TRIES times: then TT_ERR_LIMIT,
 * and m holds an implausible deal. TT_ERR_MISUSE for a seat out of range. */
#define TT_DETERMINIZE_TRIES 1000
TT_API TT_CHECK int tt_match_determinize(tt_match *m, unsigned seat, tt_rng *rng);

#endif
