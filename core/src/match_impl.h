/* match_impl.h: the match state block (flat, pointer-free: cloned with one memcpy) and the
 * handle that joins it to its ruleset and module. Shared by the core's match files. */
#ifndef TAGTEAM_MATCH_IMPL_H
#define TAGTEAM_MATCH_IMPL_H

#include "tagteam/game.h"
#include "tagteam/match.h"
#include "tagteam/rng.h"
#include "tagteam/series.h"
#include "ruleset_impl.h"

#define TT_PHASE_START    0xffu /* the turn has not started yet */
#define TT_CARD_FACE_DOWN 1u
/* known to every seat where it is: a module revealed it (YM-3), or every seat saw it go into a
 * hand or from a public zone onto a Deck (zone.c); a move elsewhere or a shuffle ends it */
#define TT_CARD_REVEALED 2u

typedef struct tt_card_state {
    uint32_t id;
    uint8_t owner, controller, flags, pad;
    uint16_t zone; /* instance, or TT_NOWHERE */
    uint16_t pad2;
} tt_card_state;

typedef struct tt_zinst {
    uint8_t kind;
    int8_t seat, team, lane; /* -1 where the scope has none */
    uint16_t count, cap;
    uint32_t off; /* first slot in the slot pool: the cards of the instances before it (zone.c) */
} tt_zinst;

typedef struct tt_window_state {
    uint8_t open;
    uint8_t cursor;  /* cyclic: position in cycle[] of the next seat to ask */
    uint8_t passes;  /* cyclic: seats that passed in a row; team_priority: teams */
    uint8_t holding; /* team_priority: position in the team cycle holding priority */
    uint8_t member;  /* team_priority: members of that team asked so far */
    uint8_t lead;    /* team_priority: the member asked first (the turn player's, YT-5.2) */
    uint8_t last;    /* seat of the last link */
} tt_window_state;

typedef struct tt_denied {
    tt_option opt;
    uint16_t rule;
} tt_denied;

typedef struct tt_frame_slot {
    uint16_t kind;
    uint16_t pad[3];
    unsigned char data[TT_FRAME_BYTES];
} tt_frame_slot;

typedef struct tt_state {
    uint32_t size; /* bytes of the whole block */
    uint16_t ncards, nzinst;
    uint32_t off_cards, off_zinst, off_slots, off_limits, off_game;
    /* The tail, after the module's part: scratch of fixed capacity of which a copy moves only
     * the part in use (tt_match_copy), frames[TT_MAX_FRAMES], denied[TT_MAX_DENIED] and
     * opts[TT_MAX_OPTIONS]. Past what is in use it is kept zero, so equal matches are equal
     * bytes. */
    uint32_t off_frames, off_denied, off_opts;
    uint16_t zbase[TT_MAX_ZONES + 1];    /* first instance of each zone kind */
    uint16_t limbase[TT_MAX_LIMITS + 1]; /* first counter of each limit */
    uint16_t nlimcounters;
    uint8_t cycle[TT_MAX_SEATS]; /* seats in turn-order cycle (YT-5.2) */
    uint8_t teamcycle[TT_MAX_TEAMS];
    tt_rng rng;
    /* chance a scenario fixed (chance.c): coin results to hand out first, shuffles to keep */
    uint64_t forced_coins;
    uint8_t nforced_coins, kept_shuffles;
    uint8_t fault; /* tt_fault: the first capacity a step reached (0: none); the match stops */

    /* turn (YT-2.1, PD-6) */
    uint32_t turn;
    uint8_t order[TT_MAX_SEATS]; /* r->order, teams relabelled so the first team starts (YT-2.1) */
    uint8_t order_pos;
    uint8_t first_team;
    uint8_t phase;       /* index into r->phases, TT_PHASE_START, or nphases = ending */
    uint8_t turn_seats;  /* mask of seats acting this turn */
    uint8_t done_mask;   /* PD-6: acting seats done with the current phase */
    uint8_t phase_over;  /* every acting seat is done: the phase ends */
    uint8_t lead_seat;   /* PD-6, turn.team_order any: the acting seat that decides next */
    int8_t start_lead;   /* a scenario's start.seat: the first lead of its first turn, or -1 */
    int8_t extra_turn;   /* order position to repeat next, or -1 */
    uint8_t start_phase; /* a scenario's first turn begins at this phase (tt_turn__start_at) */
    uint8_t keep_limits; /* a scenario's limits used survive its first turn's reset */
    uint32_t first_turn_of[TT_MAX_SEATS]; /* turn number of each seat's first turn, 0 = none */

    /* outcome */
    uint8_t out_mask, lost_teams, pending_lost, pending_won, over, setup_done;
    uint8_t life_changed; /* a pool changed since the last state check */
    uint8_t outcome_held; /* YP-10: an effect is resolving over several steps */
    uint8_t sudden_death; /* YT-6.2: tt_sudden_death_state (timecall.c) */
    uint16_t time_turn;   /* YT-6.1: time is called in this turn of this game (0: untimed) */
    uint8_t time_extra, time_tie;
    uint8_t cards_moved;   /* a card moved or changed control since the last PD-23 check */
    uint8_t zones_changed; /* a card moved, changed control or was re-dealt since the module's
                              last state check (tt_match_zones_changed) */
    uint8_t win_reason;    /* tt_out_reason of the first pending win (tt_team_wins) */
    uint8_t lose_reason;   /* tt_out_reason of the last loss (a seat out, PD-23) */
    int8_t winner;
    int32_t life[TT_MAX_SEATS];
    uint16_t prizes_taken[TT_MAX_SEATS];

    tt_window_state win;

    /* the pending decision: its options and refusals are in the tail (tt__opts, tt__denied) */
    int8_t dseat;
    uint16_t dprompt;
    uint16_t nopts, ndenied;

    uint32_t lasting_used;
    tt_lasting lasting[TT_MAX_LASTING];
    uint8_t nframes;
    uint8_t frames_high; /* frames ever pushed at once: the tail's frames past it are zero */
} tt_state;

/* The module's immutable per-match cache: shared by a match and its clones, freed with the
 * last of them (the count is atomic: clones may play on other threads). */
typedef struct tt_match_cache_block tt_match_cache_block;

struct tt_match {
    tt_ctx *ctx;
    const tt_ruleset *rs;
    const tt_rules *r;
    const tt_game *game;
    const tt_carddb *db;
    tt_event_fn evfn;
    void *evpayload;
    tt_match_cache_block *cache; /* NULL: the module keeps none */
    tt_state *st;
    /* The zone instance of each kind, seat and lane (slot 0: no lane), looked up by
     * tt_zone_instance several times per decision instead of computed: fixed by the rules and
     * the card count, which tt_match_copy requires equal, so a clone's copy of the handle
     * carries it along. */
    uint16_t zone_at[TT_MAX_ZONES][TT_MAX_SEATS][TT_MAX_LANES + 1];
};

static inline tt_card_state *tt__cards(const tt_match *m)
{
    return (tt_card_state *)((unsigned char *)m->st + m->st->off_cards);
}
static inline tt_zinst *tt__zinst(const tt_match *m)
{
    return (tt_zinst *)((unsigned char *)m->st + m->st->off_zinst);
}
static inline uint16_t *tt__slots(const tt_match *m)
{
    return (uint16_t *)((unsigned char *)m->st + m->st->off_slots);
}
static inline tt_frame_slot *tt__frames(const tt_match *m)
{
    return (tt_frame_slot *)((unsigned char *)m->st + m->st->off_frames);
}
static inline tt_denied *tt__denied(const tt_match *m)
{
    return (tt_denied *)((unsigned char *)m->st + m->st->off_denied);
}
static inline tt_option *tt__opts(const tt_match *m)
{
    return (tt_option *)((unsigned char *)m->st + m->st->off_opts);
}
static inline uint8_t *tt__limits(const tt_match *m)
{
    return (unsigned char *)m->st + m->st->off_limits;
}

void tt__emit(tt_match *m, uint16_t kind, int seat, int card, int32_t a, int32_t b);
/* How many instances a scope has (zones and limit counters alike), and which one of them a
 * seat, lane (-1: none, taken as 0) and card (-1: none) fall in. */
unsigned tt_scope__count(const tt_rules *r, unsigned scope, unsigned ncards);
unsigned tt_scope__index(const tt_rules *r, unsigned scope, unsigned seat, int lane, int card);
/* Turn procedure step when no frame is pending (turn.c). */
tt_step tt_turn__step(tt_match *m);
/* Capacities of the match (common.h) that a step may reach. Reaching one never drops a rule
 * silently: the match keeps the first fault, and tt_match_advance and tt_match_decide fail
 * with TT_ERR_LIMIT naming it from then on. */
typedef enum tt_fault {
    TT_FAULT_NONE,
    TT_FAULT_OPTIONS, /* TT_MAX_OPTIONS options in one decision */
    TT_FAULT_FRAMES,  /* TT_MAX_FRAMES frames on the stack */
    TT_FAULT_FRAME_BYTES,
    TT_FAULT_LASTING, /* TT_MAX_LASTING lasting effects */
    TT_FAULT_ZONE,    /* a card moved into a full zone */
    TT_FAULT_GAME     /* + i: the module's limits[i] (tt_game_fault) */
} tt_fault;
void tt__fault(tt_match *m, tt_fault f);
int tt__fault_error(const tt_match *m, tt_error *err);

/* The module's and the core's conditions, then the settlement (match.c, after every step). */
void tt_match__check_state(tt_match *m);
void tt_turn__begin_match(tt_match *m, int first_team);
/* Lays out the turn order (and the response cycles) with team `first` going first (YT-2.1). */
void tt_turn__lay_order(tt_match *m, unsigned first);
/* The turn order (seats or teams, r->order_len of them) when team `first` goes first. */
void tt_turn__order_of(const tt_rules *r, unsigned first, uint8_t *out);
/* tt_series_new with game 1's first team fixed (-1: turn.first): a scenario whose start names
 * the seat whose turn it is (scenario_run.c). */
int tt_series__new(tt_series **out, tt_ctx *ctx, const tt_ruleset *rs, const tt_series_setup *setup,
                   int first_team, tt_error *err);
/* What a match of several games sets for one of its games (series.c); tt_match_new plays
 * game 1 of the ruleset's match. */
typedef struct tt_game_plan {
    int first_team;     /* this team goes first; -1: turn.first */
    unsigned time_turn; /* time is called in this turn (YT-6.1); 0: untimed */
    unsigned time_extra, time_tie;
} tt_game_plan;
int tt_match__new(tt_match **out, tt_ctx *ctx, const tt_ruleset *rs, const tt_match_setup *setup,
                  const tt_game_plan *plan, tt_error *err);
/* Scenarios: the first turn is turn `turn`, of the seat (or team) at order position pos, and
 * begins at phase index `phase`; earlier turns count as played; in a team turn seat `lead` acts
 * first (PD-6; -1: the team's first seat). Before the first advance. */
void tt_turn__start_at(tt_match *m, unsigned turn, unsigned pos, unsigned phase, int lead);
/* Settles pending losses and wins after each step (outcome.c, YP-7, YP-10). */
void tt_outcome__settle(tt_match *m);
void tt_outcome__check_state(tt_match *m);
void tt_limit__reset_turn(tt_match *m);
void tt_lasting__turn_start(tt_match *m);
void tt_lasting__turn_end(tt_match *m);
/* Places a card into inst without events (setup). */
void tt_zone__place(tt_match *m, unsigned card, unsigned inst);
unsigned tt_zone__kind_by_name(const tt_rules *r, const char *name); /* nzones if none */
/* Timed matches (timecall.c, YT-6.1, YT-6.2, YP-13, YP-16). */
enum { TT_SUDDEN_DEATH_OFF, TT_SUDDEN_DEATH_ON, TT_SUDDEN_DEATH_CHANGED };
void tt_time__turn_end(tt_match *m); /* at the end of every turn */
void tt_time__check(tt_match *m);    /* after every step */
/* Scripted chance (chance.c), for scenarios. */
#define TT_MAX_FORCED_COINS 64
int tt_chance__force_coin(tt_match *m, int heads); /* TT_ERR_MISUSE when 64 are waiting */
void tt_chance__keep_shuffles(tt_match *m, unsigned n);
int tt_chance__shuffle_kept(tt_match *m); /* 1: this shuffle keeps the order */
unsigned tt_chance__coins_left(const tt_match *m);
unsigned tt_chance__shuffles_left(const tt_match *m);

#endif
