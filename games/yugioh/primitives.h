/* primitives.h: the Yu-Gi-Oh! resolver primitives, one row each (issue 15). A card file names
 * them as the actions of its `effects`; the row gives the enum value YX_<ID>, the name card files
 * use, the handler ygo_do_<name> that resolves it (tt_step ygo_do_<name>(tt_match *, ygo_state *,
 * ygo_effect_frame *): TT_STEP_DONE when its part is finished, TT_STEP_AGAIN or TT_STEP_DECIDE
 * to be called again), the file of code written for the one card it exists for (NULL for a
 * shared primitive; `tagteam cards yugioh --stats` counts those cards as needing per-card C),
 * and where in a card's `effects` it may be: ANY part, or the FIRST only (the rules look for it
 * there: a continuous effect, a per-match table filled at setup, a stage of the activation or
 * of the Damage Step; card_check.c refuses it in a later part at load).
 * ygo.h makes the enum of it, cards.c the names, effects.c the dispatch table, card_parts.c the
 * per-card code: a new primitive is one row here and its handler. New rows go at the end: card
 * databases store the enum value. */
#ifndef TAGTEAM_YGO_PRIMITIVES_H
#define TAGTEAM_YGO_PRIMITIVES_H

enum { YGO_PART_FIRST, YGO_PART_ANY }; /* the `where` column */

#define YGO_PRIMITIVES(X)                                                                          \
    X(NONE, none, NULL, ANY)                                                                       \
    X(DESTROY, destroy, NULL, ANY)                                                                 \
    X(DRAW, draw, NULL, ANY)                                                                       \
    X(DISCARD, discard, NULL, ANY)                                                                 \
    X(DAMAGE, damage, NULL, ANY)                                                                   \
    X(NEGATE, negate, NULL, FIRST)                                                                 \
    /* face-down monsters of `who` become face-up */                                               \
    X(FLIP_FACE_UP, flip_face_up, NULL, ANY)                                                       \
    /* `who` cannot declare attacks for `amount` of their turns; the card stays on the field       \
     * and is destroyed when the count is done */                                                  \
    X(NO_ATTACKS, no_attacks, NULL, ANY)                                                           \
    /* take the target until the end of the turn (YT-3.6) */                                       \
    X(TAKE_CONTROL, take_control, NULL, ANY)                                                       \
    /* the activator wins after `amount` turns, counting every turn */                             \
    X(COUNTDOWN_WIN, countdown_win, NULL, ANY)                                                     \
    /* while face-up on the field: monsters of `types` gain `amount` ATK and DEF (Field            \
     * Spells such as Sogen) */                                                                    \
    X(BOOST, boost, NULL, FIRST)                                                                   \
    /* Polymerization: a Fusion Monster from the activator's own Extra Deck (YT-1.5), its          \
     * materials from hand or field, the teammate's monsters with permission (YT-3.5) */           \
    X(FUSION_SUMMON, fusion_summon, NULL, FIRST)                                                   \
    /* a monster's continuous effect while face-up on the field: Traps cannot be activated         \
     * and Trap effects are negated (Jinzo) */                                                     \
    X(NO_TRAPS, no_traps, NULL, FIRST)                                                             \
    /* Special Summon one monster of the activator's own (YT-1.3) from `from`, matching            \
     * `search`/`filter_attribute`/`max_atk`, in Attack Position (Giant Rat, Gravekeeper's         \
     * Spy, Geartown) */                                                                           \
    X(SPECIAL_SUMMON, special_summon, NULL, ANY)                                                   \
    /* banish the opponent's monster this card battles, and this card */                           \
    X(BANISH_BATTLERS, banish_battlers, NULL, FIRST)                                               \
    /* the activator takes no battle damage from this battle (Kuriboh) */                          \
    X(NO_BATTLE_DAMAGE, no_battle_damage, NULL, ANY)                                               \
    /* the activator's battling monster of `filter_attribute` gains the ATK of the monster it      \
     * battles until the end of the turn (Honest) */                                               \
    X(GAIN_BATTLER_ATK, gain_battler_atk, NULL, ANY)                                               \
    /* the target gains `amount` ATK `until` (Lily, Rush Recklessly) */                            \
    X(ATK_UP, atk_up, NULL, ANY)                                                                   \
    /* the target's original ATK is halved until the end of the turn */                            \
    X(HALVE_ATK, halve_atk, NULL, ANY)                                                             \
    /* an Equip Spell: the target gains `amount` ATK while equipped */                             \
    X(EQUIP, equip, NULL, FIRST)                                                                   \
    /* a Continuous Spell: the controller's monsters gain `amount` ATK during the                  \
     * controller's Battle Phase (Banner of Courage) */                                            \
    X(BATTLE_BOOST, battle_boost, NULL, FIRST)                                                     \
    /* Mind Crush: the declared name leaves the chosen opponent's hand, else the activator         \
     * discards one card at random; its declaration is a stage and option kind of its own          \
     * (YO_DECLARE in chain.c) */                                                                  \
    X(DECLARE_DISCARD, declare_discard, "chain.c", FIRST)                                          \
    /* destroy the monsters with `amount` or more ATK in the hand and on the field of `who`        \
     * (Crush Card Virus) */                                                                       \
    X(DESTROY_ATK_AT_LEAST, destroy_atk_at_least, NULL, ANY)                                       \
    /* banish up to `amount` cards from the activator's and the chosen opponent's Graveyards       \
     * (Soul Release, YT-3.1) */                                                                   \
    X(BANISH_GRAVEYARD, banish_graveyard, NULL, ANY)                                               \
    /* a Field Spell: monsters matching `search` need 1 fewer Tribute */                           \
    X(TRIBUTE_LESS, tribute_less, NULL, FIRST)                                                     \
    /* while this card attacks, its opponents cannot activate Spells or Traps until the end        \
     * of the Damage Step (Ancient Gear) */                                                        \
    X(ATTACK_LOCK, attack_lock, NULL, FIRST)                                                       \
    /* `amount` damage to the chosen opponent for each card in their Extra Deck (Memory            \
     * Crusher) */                                                                                 \
    X(DAMAGE_PER_EXTRA, damage_per_extra, NULL, ANY)                                               \
    /* attacking a Defense Position monster, it inflicts the difference (Ancient Gear Golem) */    \
    X(PIERCING, piercing, NULL, ANY)                                                               \
    /* `who` take no damage until the end of the `amount`th turn, counting this one and every      \
     * player-turn (YT-5.4; Crush Card Virus) */                                                   \
    X(NO_DAMAGE, no_damage, NULL, ANY)                                                             \
    /* a Continuous Trap: Special Summon the targeted monster of the activator's own               \
     * Graveyard in Attack Position; when this card leaves the field, destroy that monster;        \
     * when that monster is destroyed, destroy this card (Call of the Haunted) */                  \
    X(REVIVE, revive, NULL, FIRST)                                                                 \
    /* a Ritual Spell: Ritual Summon a Ritual Monster matching `search` from the activator's       \
     * hand, Tributing monsters from its hand or field whose Levels total at least the Ritual      \
     * Monster's (Black Luster Ritual) */                                                          \
    X(RITUAL_SUMMON, ritual_summon, NULL, FIRST)                                                   \
    /* the LP of every seat of `who` become 0 at once (Self-Destruct Button: both players,         \
     * YT-3.3; both at 0 is a draw, YP-7) */                                                       \
    X(LP_ZERO, lp_zero, NULL, ANY)                                                                 \
    /* the seats of `who` send the top `amount` cards of their Decks to the Graveyard (Ryko) */    \
    X(MILL, mill, NULL, ANY)                                                                       \
    /* the activator sends 1 monster of its hand or Deck to the Graveyard (Exodius: marked as      \
     * sent by it, for its win condition) */                                                       \
    X(SEND_MONSTER, send_monster, NULL, FIRST)                                                     \
    /* a Continuous Trap: while it is face-up on the field, the effects of face-up monsters        \
     * on the field are negated (they may still be activated: their effects do nothing when        \
     * they resolve) */                                                                            \
    X(SKILL_DRAIN, skill_drain, NULL, FIRST)                                                       \
    /* Special Summon this card from its controller's Graveyard in Attack Position                 \
     * (Vennominon, Vennominaga) */                                                                \
    X(REVIVE_SELF, revive_self, NULL, FIRST)                                                       \
    /* the attacked monster (`defense_target`) is shuffled into its owner's Deck (a Fusion         \
     * Monster: its Extra Deck) (Ehren) */                                                         \
    X(SHUFFLE_TO_DECK, shuffle_to_deck, NULL, ANY)                                                 \
    /* a Continuous Trap: stays; places Spirit Messages (destiny.c) */                             \
    X(DESTINY_BOARD, destiny_board, "destiny.c", FIRST)                                            \
    /* until the end of the Damage Step the effects of every other card are negated, and this      \
     * battle's damage calculation uses the battling monsters' original ATK and DEF                \
     * (Forbidden Scripture; scripture.c) */                                                       \
    X(ORIGINAL_STATS, original_stats, "scripture.c", FIRST)                                        \
    /* Special Summon this card from the hand, then: battle damage taken -> its `token` with       \
     * that ATK and DEF; effect damage -> that much damage to the opponent whose card dealt        \
     * it (Gorz: the damage its player took, remembered per seat, tokens.c) */                     \
    X(ANSWER_DAMAGE, answer_damage, "tokens.c", FIRST)                                             \
    /* the activator's battling monster of `types` whose name holds `search` has double its        \
     * original ATK during this damage calculation only (Bujingi Crane; bujin.c) */                \
    X(DOUBLE_ORIGINAL_ATK, double_original_atk, "bujin.c", FIRST)

#endif
