/* game.h: the game-module ABI (like git2/sys/). A module answers WHAT cards do; for every
 * WHO/WHEN/WHERE question it calls the core services below, which answer from the ruleset. */
#ifndef TAGTEAM_GAME_H
#define TAGTEAM_GAME_H

#include <stddef.h>
#include <stdint.h>

#include "carddb.h"
#include "common.h"
#include "error.h"
#include "match.h"
#include "observe.h"
#include "rules.h"

#define TT_GAME_ABI                                                                                \
    13 /* 3: options, deck_card_refusal; 4: rules_refusal; 5: card_state;                          \
         6: describe for a viewer, event_card_fields; 7: state_bytes, cache_bytes;                 \
         8: evaluate; 9: check_card, card_data_bytes, primitive_name, card_primitives, limits,     \
         tt_game_fault, stand_in, trade, brings; 10: plausible;                                    \
         11: setup_refusal; 12: phase_flags; 13: obs_fields, observe_card, obs_link_kinds,         \
         observe_links, option_shape */

typedef enum tt_step {
    TT_STEP_DONE,  /* this phase (or frame) is finished */
    TT_STEP_AGAIN, /* call again: more to do */
    TT_STEP_DECIDE /* a decision was opened with tt_decision_open */
} tt_step;

/* What a phase is (tt_game.phase_flags), for checks of rulesets and scenarios. */
#define TT_PHASE_DECIDES 1u /* the turn's seats choose what to play here (a Main Phase) */
#define TT_PHASE_ATTACKS 2u /* entered only on a turn that may attack (turn.first_attack_turn) */

typedef struct tt_lasting {
    uint16_t kind;  /* module-defined */
    int16_t card;   /* the card it comes from, or -1 */
    uint8_t seat;   /* its controller */
    uint8_t counts; /* tt_turn_rel mask: which turns count (YT-5.4) */
    uint8_t total;  /* turns to count */
    uint8_t counted;
    int32_t data;
} tt_lasting;

/* A capacity of the module's own (a table sized at compile time) that play may reach: what a
 * fault names (tt_game_fault). A table of them ends with a NULL name. */
typedef struct tt_game_limit {
    const char *name; /* the constant, as the module's source names it: "YGO_MAX_PEND" */
    const char *what; /* what would not fit, read as "<what> than the module holds":
                         "more simultaneous pending triggers" */
    int value;        /* the capacity */
} tt_game_limit;

#define TT_EVENT_CARD_A 1u
#define TT_EVENT_CARD_B 2u

typedef struct tt_game {
    unsigned abi;     /* TT_GAME_ABI; the registry refuses any other */
    const char *name; /* a ruleset's `game:` */
    const char *title;
    const char *const *phases;    /* NULL-terminated phase names a ruleset may list */
    const char *const *actions;   /* NULL-terminated action names limits may name */
    const char *const *rule_keys; /* NULL-terminated rule keys refusals may name (see deny) */
    size_t state_size;            /* bytes the core reserves in the match block for the module */

    /* Resolves deck card names to ids: fills *out with the id of name; TT_ERR_SCHEMA if none.
     * NULL: the module has no card database yet. */
    int (*card_id)(const char *name, uint32_t *out);
    /* The fields of the module's YAML card database (games/<name>/cards/), ending with a
     * NULL key; when set, deck names resolve through the database (card_id is not used). */
    const tt_field *card_fields;
    /* Called once after the core placed decks and opening hands. NULL: cannot play yet. */
    int (*setup)(tt_match *m, void *gs, tt_error *err);
    /* Runs a step of phase (an index into phases) for the current turn. */
    tt_step (*phase)(tt_match *m, void *gs, unsigned phase);
    /* Runs a step of the top frame (pushed with tt_frame_push). A frame stays on the stack
     * until the module pops it (tt_frame_pop), so a step may push a child frame and resume
     * later; the return value only says whether a decision was opened. */
    tt_step (*resolve)(tt_match *m, void *gs, unsigned kind, void *frame);
    /* Applies a chosen option of the pending decision (already checked as offered). */
    int (*apply)(tt_match *m, void *gs, unsigned seat, const tt_option *opt);
    /* Writes a person-readable label of an option of the pending decision. */
    int (*label)(const tt_match *m, const void *gs, const tt_option *opt, char *buf, size_t size);
    /* Optional: whether seat has a legal response in the open window (NULL: never). */
    int (*can_respond)(const tt_match *m, const void *gs, unsigned seat);
    /* Optional: a lasting effect has counted all its turns and ends (YT-5.4). */
    void (*lasting_end)(tt_match *m, void *gs, const tt_lasting *l);
    /* Optional: called after every step, before the outcome is settled, for conditions only
     * the module can see (a card win such as Exodia's, YP-9). */
    void (*check_state)(tt_match *m, void *gs);
    /* Optional: text of a module event (kind >= TT_EV_GAME) as viewer reads it: viewer -1 is
     * the omniscient log (every card named); a seat does not read the name of a card it may
     * not know (tt_match_card_known), only where the card is. viewer TT_VIEWER_PUBLIC (a
     * spectator, stream.h) is no seat: tt_match_card_known(m, viewer, card) answers for it as
     * for -1; never index per-seat data with viewer. */
    int (*describe)(const tt_match *m, const void *gs, const tt_event *ev, int viewer, char *buf,
                    size_t size);
    /* Optional: which of a and b of module event kind (0 = TT_EV_GAME) hold card indices, as
     * TT_EVENT_CARD_A | TT_EVENT_CARD_B (card always does): a seat's stream (stream.h) gives
     * those as handles. NULL: none do. */
    unsigned (*event_card_fields)(unsigned kind);
    /* Optional: whether a card is exempt from decks.copies (PB: basic Energy). */
    int (*unlimited_copies)(const tt_carddb *db, uint32_t cardid);
    /* Optional: NULL when the card may go in part (0 main, 1 extra, 2 side of a deck file),
     * else why not ("a Fusion Monster goes in the Extra Deck"). */
    const char *(*deck_part_refusal)(const tt_carddb *db, uint32_t cardid, unsigned part);
    /* Optional, for scenarios (docs/scenarios.md): sets a placed card's module state from a
     * set-up key and value ("position: defense", "damage: 30"). NULL when done, else why not
     * (an unknown key, a bad value), which the scenario reports at the key's position. Called
     * first with key NULL as the card is placed: NULL, or why it may not lie there (the
     * scenario reports it at the card). */
    const char *(*setup_card)(tt_match *m, void *gs, unsigned card, const char *key,
                              const char *value);
    /* Optional, for scenarios: called once every card of the setup is placed. 0 when the
     * position is one play can reach, else 1 with why not in why and *seat set to the seat at
     * fault (the scenario reports it at that seat's setup): a Bench with no Active (PB). */
    int (*setup_refusal)(const tt_match *m, const void *gs, unsigned *seat, char *why, size_t size);
    /* Optional: the module's settings a ruleset's `options:` map may give (at most
     * TT_MAX_GAME_OPTIONS; ints and enums), ending with a NULL key. Their values are in
     * tt_rules.options, by index in this table. NULL: the module has no options. */
    const tt_field *options;
    /* Optional: NULL when a deck under rules may hold the card, else why not, which the deck
     * loader reports at the card's name (PD-2: a card outside the chosen format's pool). */
    const char *(*deck_card_refusal)(const tt_rules *rules, const tt_carddb *db, uint32_t cardid);
    /* Optional: NULL when the module can play a match under rules (already checked by the
     * core), else why not, with *key set to the ruleset key at fault ("zones.monster.scope"),
     * which `tagteam check` reports at that key's position: a combination of the core's
     * switches the game cannot play is refused when the ruleset loads, never in a game. */
    const char *(*rules_refusal)(const tt_rules *rules, const char **key);
    /* Optional, for scenarios' `expect: cards:` (docs/scenarios.md): the names of the card
     * state the module can read ("atk", "position", "damage"), ending with NULL; a scenario
     * naming another key is refused before it runs. */
    const char *const *card_state_keys;
    /* Writes card's value of card_state_keys[key] as a scenario writes it ("2400", "defense",
     * "Fire Energy, Water Energy": a list comma-separated, in any order); returns its length,
     * or -1 when the card has no such state where it is (a Spell's ATK), with why in buf. */
    int (*card_state)(const tt_match *m, const void *gs, unsigned card, unsigned key, char *buf,
                      size_t size);
    /* Optional: bytes the core reserves for the module's part of a match of ncards cards, so
     * per-card arrays are sized for the match's cards (issue 14: a copy moves only them).
     * NULL: state_size. */
    size_t (*state_bytes)(unsigned ncards);
    /* Optional: bytes of the module's immutable per-match cache (tt_match_cache): static data
     * of the match's cards (kinds, printed stats) that setup fills and no step changes, kept
     * outside the state so no copy moves it; clones share it. NULL or 0: none. */
    size_t (*cache_bytes)(unsigned ncards);
    /* Optional, for agents (agent.h): how good the position is for seat's side, higher is
     * better, in the module's own units (the greedy agent compares options by it; the search
     * agent squashes it into a playout's result, about 1000 for a clear edge). It must read
     * only what seat may know (tt_match_card_known): never a card hidden from it. NULL: the
     * core scores life and Prize cards (tt_match_evaluate). */
    int32_t (*evaluate)(const tt_match *m, const void *gs, unsigned seat);
    /* Optional: bytes of the module's data per card of its database (tt_carddb_data), which
     * check_card fills once when the database loads (a card's compiled form: a match copies it
     * instead of reading the card again). 0: none. */
    size_t card_data_bytes;
    /* Optional: checks card id of the database as it loads (after every card is read), for
     * what the field table cannot say: a TT_FIELD_TREE field's parts (tt_carddb_tree), a
     * combination of fields the module cannot play; fills data (card_data_bytes, zeroed; NULL
     * without). TT_OK, or an error at file:line:col (tt_node_error, tt_carddb_at): the database
     * does not load (a card is refused at load, never in a game). */
    int (*check_card)(const tt_carddb *db, unsigned id, void *data, tt_error *err);
    /* Optional, for `tagteam cards GAME --stats` (issue 15): the name of the module's effect
     * primitive i ("destroy", "cost: discard"), the parts card data composes what a card does
     * from, written into buf; returns its length, or -1 past the last one. */
    int (*primitive_name)(unsigned i, char *buf, size_t size);
    /* With primitive_name: the primitives card id of db uses, as indices into out (at most max
     * written; returns how many it uses, more than max when out was too small), and *own_code:
     * NULL, or the module's source file holding code written for that card alone (its own file,
     * frame, option or state, not a shared primitive). */
    unsigned (*card_primitives)(const tt_carddb *db, uint32_t id, uint16_t *out, unsigned max,
                                const char **own_code);
    /* Optional: the module's own capacities that play may reach, ending with a NULL name; a
     * step that reaches one calls tt_game_fault with its index here. NULL: none. */
    const tt_game_limit *limits;
    /* Optional, for agents (tt_match_determinize re-deals what a seat cannot see): whether
     * hidden card `card` (of set's owner, from its Deck, the hands the seat may not see or its
     * other hidden zones) could be the face-down card `set` on the field that the seat may not
     * look at: a card that could have been Set there (a Set monster: a Main Deck monster that
     * may be Normal Set; a Set Spell/Trap: a Spell or Trap that may be Set in that zone). It
     * must read only set's place (its zone, the per-card state that belongs to the place:
     * position, the turn it was Set), never set's identity, so the answer is the same whichever
     * card lies there. NULL: face-down cards on the field are not re-dealt (a game without any,
     * such as the Pokémon TCG). */
    int (*stand_in)(const tt_match *m, const void *gs, unsigned set, unsigned card);
    /* Required with stand_in: cards a and b have just traded places (the core moved their
     * zones, face-down and revealed flags, controllers, per-card limit counters and the cards
     * of lasting effects, with no event). The module makes the position the one where each
     * card had always lain in the other's place: it swaps their per-card state (position, turn
     * Set, counters: the place's, not the identity's) and renames a to b and b to a wherever
     * its state, its frames (tt_frame_at) and the pending decision's options and refusals
     * (tt_decision_option_at) hold a card index; data made at setup that names cards by what
     * they are (a table of the match's Equip Spells) stays. No allocation. */
    void (*trade)(tt_match *m, void *gs, unsigned a, unsigned b);
    /* Optional: cards no deck holds that a card of a seat's Main or Extra Deck brings into the
     * match (Yu-Gi-Oh! Tokens): how many, with their card id in *out (0: none). The core adds
     * them after that seat's deck cards, owned by the seat, out of the match (TT_NOWHERE) until
     * the module puts one in a zone; a card put back to TT_NOWHERE is out again. */
    unsigned (*brings)(const tt_carddb *db, uint32_t cardid, uint32_t *out);
    /* Optional, for tt_match_determinize: whether a re-deal of the hidden cards agrees with
     * what the rules tell every seat about them (a Pokémon TCG hand kept after the mulligans
     * holds a Basic Pokémon). It reads the zones as dealt, never which seat asked. The core
     * deals again until it does (TT_DETERMINIZE_TRIES). NULL: every deal does. */
    int (*plausible)(tt_match *m, const void *gs);
    /* Optional: TT_PHASE_* flags of each of phases, in the same order: `tagteam check` warns
     * of a turn with no TT_PHASE_DECIDES phase; a scenario may not start in a TT_PHASE_ATTACKS
     * phase before turn.first_attack_turn (no game reaches it). NULL: no such checks. */
    const uint8_t *phase_flags;
    /* Optional, for observations (observe.h): the module's per-card fields, at most
     * TT_OBS_FIELDS, ending with a NULL name. NULL: a card has none. */
    const tt_obs_field *obs_fields;
    /* With obs_fields: fills fields (set to TT_OBS_NONE before the call) with card's values as
     * seat may know them. known: whether seat knows what the card is; when 0 it writes only
     * what the card's place shows every seat (a Set monster's Defense Position), never what
     * depends on the card. seat may be TT_OBS_PUBLIC (a spectator, observe.h): no seat, never
     * an index. Returns the card it is attached to or lies under (an Energy's
     * Pokémon, an Xyz Material's monster), a card index, or -1. No allocation. */
    int (*observe_card)(const tt_match *m, const void *gs, unsigned card, unsigned seat, int known,
                        int32_t *fields);
    /* Optional: names of the kinds of tt_obs_link the module gives ("chain_link", "attack"),
     * ending with NULL. */
    const char *const *obs_link_kinds;
    /* With obs_link_kinds: the links of the chain, the first link first, then the attack in
     * progress, into out (at most max); returns how many. Their card and target are card
     * indices of the match (or -1): the core gives them as the seat may know them. */
    unsigned (*observe_links)(const tt_match *m, const void *gs, tt_obs_link *out, unsigned max);
    /* Optional: the name of option kind (a word or snake_case: "summon", "attack") with what
     * its a, b and c hold (tt_arg_kind) written to arg_kind; NULL for a kind it does not have.
     * NULL: observations give every option as kind numbers and arguments it cannot name. */
    const char *(*option_shape)(unsigned kind, uint8_t arg_kind[3]);
    /* Optional, with option_shape: for an option whose fields pack several things (an attack's
     * index with a chosen target in its high bits), rewrites raw (a, b and c as the option
     * holds them) into the values option_shape describes, before the core names its cards.
     * A packed card index must not reach an observation as a number: it would tell the deck
     * file's order. NULL: the fields are as option_shape says. */
    void (*option_args)(const tt_option *opt, int32_t raw[3]);
} tt_game;

/* ---- the match as a module sees it ---------------------------------------------------- */
TT_API const tt_rules *tt_match_rules(const tt_match *m);
/* The card database of the match's game (NULL for a module without card_fields). */
TT_API const tt_carddb *tt_match_carddb(const tt_match *m);
TT_API void *tt_match_game_state(tt_match *m);
TT_API const void *tt_match_game_state_const(const tt_match *m);
/* The module's immutable per-match cache (tt_game.cache_bytes; NULL without one), shared by
 * the match's clones and copies. The setup hook fills it through tt_match_cache_setup, which
 * returns NULL once setup is over: nothing a step does may change it. */
TT_API const void *tt_match_cache(const tt_match *m);
TT_API void *tt_match_cache_setup(tt_match *m);
TT_API uint32_t tt_rng_match_below(tt_match *m, uint32_t n); /* the match's own RNG */
/* Flips a coin for seat: 1 heads, 0 tails, with a TT_EV_COIN event. A scenario may have fixed
 * the result in its file (chance.c), so modules flip coins here, never with the RNG. */
TT_API int tt_coin_flip(tt_match *m, unsigned seat);
TT_API void tt_match_emit(tt_match *m, const tt_event *ev);
/* Shows card privately to seat (and its teammates when with_team), with a TT_EV_SHOWN event:
 * a look at cards hidden from the others (Confiscation, Gladion). The event names the seat it
 * is for; the look is only that event: the card stays hidden in the seat's tt_match_view. */
TT_API void tt_show_card(tt_match *m, unsigned seat, int card, int with_team);

/* A capacity of the module (limit: an index into its `limits` table) has no room for what the
 * rules need now (a ninth simultaneous trigger in a table of 8): the match stops, never drops
 * it. Like the core's own capacities, the first fault is kept and tt_match_advance and
 * tt_match_decide fail from then on with TT_ERR_LIMIT, err.path the limit's name and a message
 * naming it and its value. The step that calls it should do nothing more that depends on it. */
TT_API void tt_game_fault(tt_match *m, unsigned limit);

/* ---- seats, teams, turns (YT-2.1, YT-2.2, PD-6) --------------------------------------- */
typedef enum tt_turn_rel { /* how a turn relates to a seat (YT-5.4 counting) */
                           TT_REL_OWN = 1,
                           TT_REL_TEAMMATE = 2,
                           TT_REL_OPPONENT = 4,
                           TT_REL_ANY = 7
} tt_turn_rel;
TT_API unsigned tt_seat_team(const tt_match *m, unsigned seat);
TT_API int tt_seat_is_out(const tt_match *m, unsigned seat);
/* Seats acting in the current turn, as a bit mask (one seat, or a team's seats in PD-6). */
TT_API unsigned tt_turn_seats(const tt_match *m);
TT_API unsigned tt_turn_rel_of(const tt_match *m, unsigned seat); /* the current turn for seat */
/* Whether seat has already begun a turn before the current one (first-turn rules). */
TT_API int tt_turn_is_first_of_match(const tt_match *m);
TT_API int tt_turn_is_seats_first(const tt_match *m, unsigned seat);
/* YT-2.2: may an attack be declared in the current turn? 0 if not, with the rule key. */
TT_API int tt_turn_may_attack(const tt_match *m);
/* PD-6: seat is done with the current phase; when every acting seat (both teammates in a team
 * turn) is done, the phase ends and the next one begins with nobody done. */
TT_API void tt_turn_seat_done(tt_match *m, unsigned seat);
TT_API int tt_turn_seat_is_done(const tt_match *m, unsigned seat);
/* PD-6: the acting seat that decides next in a team turn: under turn.team_order any the one the
 * team last handed the turn to (tt_turn_hand_over; at first the team's first seat, or a
 * scenario's start.seat) while it is not done, else the first acting seat not done; -1 when
 * every acting seat is done. In a seat turn, the turn's seat until it is done. */
TT_API int tt_turn_actor(const tt_match *m);
/* PD-6, turn.team_order any: seat (acting, not done) decides next. TT_ERR_MISUSE otherwise. */
TT_API int tt_turn_hand_over(tt_match *m, unsigned seat);
/* Ends the turn at once: its remaining phases are skipped. */
TT_API void tt_turn_end(tt_match *m);
/* Moves on to phase (an index into the module's phase names) when the ruleset lists it after
 * the current one, else to the end of the turn ("end the turn" from a Main Phase). */
TT_API void tt_turn_goto(tt_match *m, unsigned phase);
/* "Take another turn" (PD-26): the current turn's seat or team goes again after this turn.
 * Returns 0 and changes nothing when turn.extra_turns is forbidden. */
TT_API int tt_turn_grant_extra(tt_match *m);

/* ---- cards and zones (YT-1.2, YT-1.3, YT-3.6, PD-1, PD-10) ----------------------------- */
#define TT_NOWHERE 0xffffu /* zone instance of a card removed from the match (PD-22) */
typedef enum tt_place { TT_TOP, TT_BOTTOM } tt_place;
TT_API uint32_t tt_card_id(const tt_match *m, unsigned card);
TT_API unsigned tt_card_owner(const tt_match *m, unsigned card);
TT_API unsigned tt_card_controller(const tt_match *m, unsigned card);
TT_API unsigned tt_card_zone(const tt_match *m, unsigned card); /* instance or TT_NOWHERE */
TT_API int tt_card_face_down(const tt_match *m, unsigned card);
TT_API void tt_card_set_face_down(tt_match *m, unsigned card, int down);
TT_API void tt_card_set_controller(tt_match *m, unsigned card, unsigned seat);
/* Whether a card moved between zones, changed control or was re-dealt since the module's last
 * state check (tt_game.check_state): the check may skip a look at the zones when none did. */
TT_API int tt_match_zones_changed(const tt_match *m);
/* A revealed card is public (every seat's tt_match_view shows it) whatever its zone's
 * visibility, until it changes zones: a face-up Pendulum Monster in the Extra Deck (YM-3). */
TT_API int tt_card_revealed(const tt_match *m, unsigned card);
TT_API void tt_card_set_revealed(tt_match *m, unsigned card, int revealed);
/* The instance of zone kind for seat (seat/team scopes) and lane (lane scopes; -1 if none). */
TT_API unsigned tt_zone_instance(const tt_match *m, unsigned kind, unsigned seat, int lane);
TT_API unsigned tt_zone_kind_of(const tt_match *m, unsigned inst);
TT_API int tt_zone_seat_of(const tt_match *m, unsigned inst); /* -1 unless seat-scoped */
TT_API unsigned tt_zone_count(const tt_match *m, unsigned inst);
TT_API unsigned tt_zone_card(const tt_match *m, unsigned inst, unsigned i); /* 0 = bottom */
TT_API int tt_zone_is_full(const tt_match *m, unsigned inst);
TT_API unsigned tt_zone_free(const tt_match *m, unsigned inst); /* places left */
/* Moves card into instance inst. Returns TT_ERR_MISUSE if inst is full. */
TT_API int tt_card_put(tt_match *m, unsigned card, unsigned inst, tt_place at);
/* The same, the card face-down (a Set, a face-down Active at setup) before the move is told:
 * putting it and turning it face-down after would name it to every stream (YT-1.9). */
TT_API int tt_card_put_face_down(tt_match *m, unsigned card, unsigned inst, tt_place at);
/* Swaps two cards' places (zone and position), one move event each: an Active Pokémon and a
 * Benched one trade places even when the Bench is full. */
TT_API void tt_card_swap(tt_match *m, unsigned a, unsigned b);
/* Moves card into zone kind, routed by cards.leave_to to its owner's or controller's
 * instance (YT-3.6, PD-10); lane is used by lane scopes. Control returns to the owner when
 * routed to the owner. */
TT_API int tt_card_send(tt_match *m, unsigned card, unsigned kind, int lane, tt_place at);
/* Draws n cards for seat; a seat that must draw from an empty deck is out (YT-1.10, YP-8).
 * Returns the number drawn. */
TT_API unsigned tt_draw(tt_match *m, unsigned seat, unsigned n);
/* The normal draw of the turn, skipped by turn.skip_first_draw (YM-5, YT-2.2). */
TT_API unsigned tt_turn_normal_draw(tt_match *m, unsigned seat);
TT_API void tt_zone_shuffle(tt_match *m, unsigned inst);
/* Puts the cards of inst in an order that depends only on which cards they are (those every
 * seat knows first, as they lie, then by card id), not on when each came in; tells no one. Call it
 * on a hand before its cards leave together (discarded, shuffled into or put under a deck), are
 * shown or one is picked at random: a hand's order is the order it was drawn in, which the other
 * seats did not see. */
TT_API void tt_zone_sort(tt_match *m, unsigned inst);

/* ---- shared resources (YT-1.4, PD-5, PD-16, PD-24) ------------------------------------ */
TT_API int32_t tt_life_get(const tt_match *m, unsigned seat);
/* Adds delta to seat's life pool (the team's under life.pool: team); never below 0 (YP-7). */
TT_API void tt_life_add(tt_match *m, unsigned seat, int32_t delta);
TT_API unsigned tt_prizes_taken(const tt_match *m, unsigned seat); /* of seat's pool */
TT_API void tt_prizes_take(tt_match *m, unsigned seat, unsigned n);
/* A Prize reset (PD-18: Naganadel-GX's Stinger-GX): seat's pool has left Prize cards left to
 * take. Under prizes.to_win: 0 (take them all, PB) its count taken becomes all minus left, so
 * taking the last one still wins; a to_win count (PD-24: 9) counts cards taken and stays. */
TT_API void tt_prizes_reset(tt_match *m, unsigned seat, unsigned left);

/* ---- outcome (YP-7..YP-10, PD-22..PD-24) ----------------------------------------------- */
/* Marks seat out for reason; under outcome.seat_out: team its team loses, else it alone is
 * eliminated. Card effects (TT_OUT_CARD) are ignored when outcome.card_effects is false. */
TT_API void tt_seat_out(tt_match *m, unsigned seat, tt_out_reason reason);
/* A card's win condition (YP-9): seat's team wins at once. */
TT_API void tt_team_wins(tt_match *m, unsigned seat, tt_out_reason reason);
/* A card's lose condition (PD-24: Slowbro's Three Strikes): seat's team loses at once, even
 * where a seat out alone is only eliminated (outcome.seat_out: eliminate). */
TT_API void tt_team_loses(tt_match *m, unsigned seat, tt_out_reason reason);
/* YP-10: while one effect resolves over several steps (draw, then discard), hold the outcome:
 * wins and losses met meanwhile are settled when the hold is released. Calls nest. */
TT_API void tt_outcome_hold(tt_match *m);
TT_API void tt_outcome_release(tt_match *m);

/* ---- scopes: the only way a module finds seats (YT-3.1..3.3, PD-7, PD-8) --------------- */
typedef enum tt_scope {
    TT_SCOPE_SELF,
    TT_SCOPE_TEAMMATES,      /* the other seats of the team */
    TT_SCOPE_OPPONENT_CARDS, /* "your opponent's hand/Deck/GY" (YT-3.1) */
    TT_SCOPE_OPPONENT_SIDE,  /* "your opponent's side of the field" (YT-3.2) */
    TT_SCOPE_BOTH_PLAYERS,   /* "both players" (YT-3.3) */
    TT_SCOPE_LANE_OPPONENT   /* the opponent in this lane; in a shared lane one of them (PD-8) */
} tt_scope;
typedef struct tt_scope_set {
    uint8_t seats;  /* bit mask of the seats it affects, or of the candidates when choose */
    uint8_t fixed;  /* seats always affected besides the chosen one (self_and_one_opponent) */
    uint8_t choose; /* 1: the actor picks one seat of `seats`; 0: all of `seats` */
} tt_scope_set;
TT_API tt_scope_set tt_scope_resolve(const tt_match *m, unsigned seat, int lane, tt_scope s);

/* ---- usage limits (PD-12, PD-14, PD-21, one Normal Summon) ----------------------------- */
/* -1 when every limit on action allows one more use by seat (in lane, of card), else the
 * index of the first limit that forbids it (its rule key: tt_limit_key). Limits per lane or
 * per lane_team only count uses in a lane (lane >= 0). */
TT_API int tt_limit_check(const tt_match *m, unsigned action, unsigned seat, int lane, int card);
TT_API void tt_limit_use(tt_match *m, unsigned action, unsigned seat, int lane, int card);
TT_API int tt_limit_key(const tt_match *m, unsigned limit, char *buf, size_t size);

/* ---- lasting effects that count turns (YT-5.4) ---------------------------------------- */
/* Adds l (l->counted is how many turns already count: 1 when the current turn does);
 * returns its slot or -1 when full. It counts one at the start of
 * every turn whose relation to l->seat is in l->counts, and ends at the end of the turn in
 * which it counted l->total, calling the module's lasting_end. */
TT_API int tt_lasting_add(tt_match *m, const tt_lasting *l);
TT_API const tt_lasting *tt_lasting_at(const tt_match *m, unsigned slot); /* NULL if free */
TT_API void tt_lasting_remove(tt_match *m, unsigned slot);

/* ---- response windows and trigger order (YT-5.1..5.3) --------------------------------- */
/* Opens a window after seat activated something (or added a link). */
TT_API void tt_window_open(tt_match *m, unsigned seat);
/* Opens an open game state's window (YT-5.2): seat (the turn player) holds priority first, or
 * has already passed it (passed: its pass counts as the first of the round); every seat
 * passing in a row closes it. */
TT_API void tt_window_priority(tt_match *m, unsigned seat, int passed);
/* The next seat to ask, skipping seats without a legal response (module can_respond), or -1
 * when every seat has passed in a row: the window closes. */
TT_API int tt_window_next(tt_match *m);
TT_API void tt_window_pass(tt_match *m, unsigned seat);
TT_API void tt_window_link(tt_match *m, unsigned seat); /* seat added a link: a new round */
TT_API int tt_window_is_open(const tt_match *m);
/* YT-5.3: the order in which seats put simultaneous triggers on a chain: the turn seat, its
 * teammates, then the opponents in turn order. Returns the count written to out. */
TT_API unsigned tt_trigger_seat_order(const tt_match *m, uint8_t out[TT_MAX_SEATS]);

/* ---- decisions and frames -------------------------------------------------------------- */
TT_API void tt_decision_open(tt_match *m, unsigned seat, uint16_t prompt);
TT_API void tt_decision_add(tt_match *m, tt_option opt);
/* Records an option the rules refuse, with the rule key index (into the module's rule_keys,
 * or TT_RULE_LIMIT(i) for limit i), so a scripted choice of it gets a precise error. */
#define TT_RULE_LIMIT(i) (0x8000u | (unsigned)(i))
TT_API void tt_decision_deny(tt_match *m, tt_option opt, unsigned rule);
TT_API int tt_frame_push(tt_match *m, unsigned kind, const void *frame, size_t size);
TT_API void *tt_frame_top(tt_match *m, unsigned *kind);
TT_API void tt_frame_pop(tt_match *m);
/* For the trade hook: frame i of the stack (0 the bottom; NULL past the top), and the pending
 * decision's options then its refusals, i from 0 (NULL past the last), to rename cards in. */
TT_API void *tt_frame_at(tt_match *m, unsigned i, unsigned *kind);
TT_API tt_option *tt_decision_option_at(tt_match *m, unsigned i);

#endif
