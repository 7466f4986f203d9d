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
    X(DOUBLE_ORIGINAL_ATK, double_original_atk, "bujin.c", FIRST)                                  \
    /* lob_mrd.c */                                                                                \
    /* the seats of `who` gain `amount` LP, times `per` (Red Medicine, Rain of Mercy;              \
     * era_effects.c) */                                                                           \
    X(GAIN_LP, gain_lp, NULL, ANY)                                                                 \
    /* a monster's continuous effect: it may attack directly while the opponents control           \
     * monsters (Mystic Lamp) */                                                                   \
    X(DIRECT_ATTACK, direct_attack, NULL, FIRST)                                                   \
    /* a monster's continuous effect while face-up on the field: every face-up monster of          \
     * `filter_attribute` gains `amount` ATK, of `lose_attribute` loses `lose_amount` ATK          \
     * (Hoshiningen) */                                                                            \
    X(ATTRIBUTE_BOOST, attribute_boost, NULL, FIRST)                                               \
    /* add 1 monster with at most `max_atk` ATK and `max_def` DEF from the activator's Deck to     \
     * its hand (Sangan, Witch) */                                                                 \
    X(ADD_FROM_DECK, add_from_deck, NULL, ANY)                                                     \
    /* the targeted Defense Position monster: to face-up Attack Position (Stop Defense) */         \
    X(TO_ATTACK_POSITION, to_attack_position, NULL, ANY)                                           \
    /* the targeted face-up Attack Position monster: to Defense Position (Block Attack) */         \
    X(TO_DEFENSE_POSITION, to_defense_position, NULL, ANY)                                         \
    /* the targeted monster returns to its owner's hand (Hane-Hane) */                             \
    X(RETURN_TO_HAND, return_to_hand, NULL, ANY)                                                   \
    /* the targeted card of the activator's Graveyard is added to its hand (Magician of Faith,     \
     * Mask of Darkness) */                                                                        \
    X(SALVAGE, salvage, NULL, ANY)                                                                 \
    /* destroy every Spell/Trap on the field of the seats of `who` (Heavy Storm) */                \
    X(DESTROY_SPELL_TRAPS, destroy_spell_traps, NULL, ANY)                                         \
    /* the monster attacking this card has 0 ATK during this damage calculation (Sanga of the      \
     * Thunder) */                                                                                 \
    X(ZERO_ATTACKER_ATK, zero_attacker_atk, NULL, ANY)                                             \
    /* `amount` damage to the seats of `who` for each Spell/Trap on the opposing side of the       \
     * field (Princess of Tsurugi, YT-3.2) */                                                      \
    X(DAMAGE_PER_SPELL_TRAP, damage_per_spell_trap, NULL, ANY)                                     \
    /* destroy the face-up monster of the seats of `who` with the lowest ATK, the activator's      \
     * choice if tied (Fissure) */                                                                 \
    X(DESTROY_LOWEST_ATK, destroy_lowest_atk, NULL, ANY)                                           \
    /* Special Summon a monster from the activator's Graveyard or the chosen opponent's            \
     * (YT-3.1) to the activator's field (Monster Reborn) */                                       \
    X(REBORN, reborn, NULL, ANY)                                                                   \
    /* `amount` ATK per monster in its controller's Graveyard (Shadow Ghoul) */                    \
    X(ATK_PER_GRAVEYARD_MONSTER, atk_per_graveyard_monster, NULL, FIRST)                           \
    /* `amount` ATK and DEF per card in its controller's hand (Muka Muka) */                       \
    X(STATS_PER_HAND, stats_per_hand, NULL, FIRST)                                                 \
    /* `amount` ATK per face-up monster whose name contains `search` that its controller           \
     * controls (Swamp Battleguard) */                                                             \
    X(ATK_PER_NAMED, atk_per_named, NULL, FIRST)                                                   \
    /* `amount` ATK while it attacks a face-up monster of `filter_attribute` (Insect Soldiers      \
     * of the Sky) */                                                                              \
    X(ATK_VS_ATTRIBUTE, atk_vs_attribute, NULL, FIRST)                                             \
    /* a monster's continuous effect: it declares an attack only by paying its `cost` (Dark        \
     * Elf: pay_lp 1000) */                                                                        \
    X(ATTACK_COST, attack_cost, NULL, FIRST)                                                       \
    /* toss a coin; on tails (a wrong call) the activator loses half its LP (Jirai Gumo) */        \
    X(COIN_LOSE_HALF_LP, coin_lose_half_lp, NULL, ANY)                                             \
    /* era_effects.c */                                                                            \
    /* the face-up target of `who` changes its battle position (Bite Shoes) */                     \
    X(CHANGE_POSITION, change_position, NULL, ANY)                                                 \
    /* while face-up on the field: at a Standby Phase, LP change by `amount` (who self: its        \
     * controller's, gained; opponent_side: each opponent's, that player takes it as damage;       \
     * both_players: every player's, the turn player takes it) (Cure Mermaid, Burning Land) */     \
    X(STANDBY_LP, standby_lp, NULL, FIRST)                                                         \
    /* the seats of `who` skip the Draw Phase of their next turn (Time Seal, Yata-Garasu,          \
     * Offerings to the Doomed) */                                                                 \
    X(SKIP_DRAW, skip_draw, NULL, ANY)                                                             \
    /* the seats of `who` skip their next Battle Phase (Great Long Nose) */                        \
    X(SKIP_BATTLE, skip_battle, NULL, ANY)                                                         \
    /* the seats of `who` draw until they hold `amount` cards (Yamata Dragon) */                   \
    X(DRAW_TO, draw_to, NULL, ANY)                                                                 \
    /* the targeted Spell/Trap (one_spell_trap) or every one of `who` (all_spell_traps) returns    \
     * to its owner's hand (Giant Trunade) */                                                      \
    X(TO_HAND, to_hand, NULL, ANY)                                                                 \
    /* a Continuous Spell/Trap: while face-up, the monsters of `who` of `types` (any when none)    \
     * and of Level `amount` or higher cannot declare an attack (Insect Barrier, Gravity Bind) */  \
    X(ATTACK_BAN, attack_ban, NULL, FIRST)                                                         \
    /* the attack this card answers is negated: it ends before the Damage Step; with `per:         \
     * attacker_atk`, the seats of `who` take damage equal to the attacker's ATK (Magic            \
     * Cylinder) */                                                                                \
    X(NEGATE_ATTACK, negate_attack, NULL, ANY)                                                     \
    /* destroy every monster of `who` of Level `amount` (4-Starred Ladybug of Doom) */             \
    X(DESTROY_LEVEL, destroy_level, NULL, ANY)                                                     \
    /* the seats of `who` banish the top `amount` cards of their Decks (Lady Assailant of          \
     * Flames) */                                                                                  \
    X(BANISH_TOP, banish_top, NULL, ANY)                                                           \
    /* more_monsters.c */                                                                          \
    /* the seats of `who` discard their whole hands (Morphing Jar) */                              \
    X(DISCARD_HAND, discard_hand, NULL, ANY)                                                       \
    /* the targeted face-up monster is changed to face-down Defense Position; its FLIP effect      \
     * triggers again when it is next flipped (Tsukuyomi) */                                       \
    X(TO_FACE_DOWN, to_face_down, NULL, ANY)                                                       \
    /* a monster's continuous effect: `amount` ATK for each Equip Card equipped to it (Maha        \
     * Vailo) */                                                                                   \
    X(ATK_PER_EQUIP, atk_per_equip, NULL, FIRST)                                                   \
    /* a monster's continuous effect: after it attacks it changes to Defense Position: `amount`    \
     * 0 at the end of the Damage Step (Spear Dragon); 1 at the end of the Battle Phase, and its   \
     * battle position cannot be changed until the end of its controller's next turn (Goblin       \
     * Attack Force, Giant Orc) */                                                                 \
    X(DEFENSE_AFTER_ATTACK, defense_after_attack, NULL, FIRST)                                     \
    /* a monster's continuous effect while face-up: monsters its controller's opponents control    \
     * cannot target face-up monsters of `types` for attacks, except this card; its trigger is     \
     * its second part (Marauding Captain) */                                                      \
    X(ATTACK_SHIELD, attack_shield, NULL, FIRST)                                                   \
    /* as `destroy`, and the cards it destroys are banished instead of going to the Graveyard      \
     * (Bottomless Trap Hole; summon_response.c) */                                                \
    X(DESTROY_BANISH, destroy_banish, NULL, ANY)                                                   \
    /* more_spells_traps.c */                                                                      \
    /* the Battle Phase ends after this effect (Negate Attack) */                                  \
    X(END_BATTLE_PHASE, end_battle_phase, NULL, ANY)                                               \
    /* this turn the seats of `who` take no battle damage and their monsters cannot be             \
     * destroyed by battle (Waboku) */                                                             \
    X(BATTLE_SHIELD, battle_shield, NULL, ANY)                                                     \
    /* each seat of `who` discards its whole hand, then draws as many cards (Card Destruction) */  \
    X(HAND_REFRESH, hand_refresh, NULL, ANY)                                                       \
    /* a Continuous Spell/Trap: while face-up, the face-up monsters of `who` of `types` (any       \
     * when none) and of Level `amount` or higher are in Defense Position and cannot change        \
     * it (Level Limit - Area B, Dragon Capture Jar) */                                            \
    X(FORCE_DEFENSE, force_defense, NULL, FIRST)                                                   \
    /* a Continuous Trap: while face-up, its targeted monster loses `amount` ATK and cannot        \
     * attack or change its battle position; destroyed when that monster leaves the field          \
     * (Spellbinding Circle, Shadow Spell) */                                                      \
    X(BIND, bind, NULL, FIRST)                                                                     \
    /* Last Turn: its player selects 1 monster of its own; every other card on the field and       \
     * in every hand goes to the Graveyard; the opponent Special Summons 1 monster of its Deck     \
     * that attacks the selected one (no battle damage); at the End Phase the team that alone      \
     * controls monsters wins, else a draw (YP-9; last_turn.c) */                                  \
    X(LAST_TURN, last_turn, "last_turn.c", FIRST)                                                  \
    /* this card goes from the Graveyard on top of its owner's Deck (YT-3.6); a Spell's trigger    \
     * part ("sent from the field to the GY": Malevolent Nuzzler, Axe of Despair; triggers.c) */   \
    X(SELF_TO_DECK_TOP, self_to_deck_top, NULL, ANY)                                               \
    /* "then you can Set 1 Spell/Trap from your hand": the activator chooses one of its hand, or   \
     * none; a Field Spell goes to the Field Zone (Dust Tornado; effects_cards.c) */               \
    X(SET_FROM_HAND, set_from_hand, NULL, ANY)                                                     \
    /* era_effects.c: the seats of `who` discard their whole hands in the Draw Phase of the next   \
     * turn, before its turn player draws (Hino-Kagu-Tsuchi) */                                    \
    X(DISCARD_HAND_NEXT_DRAW, discard_hand_next_draw, NULL, ANY)                                   \
    /* era_effects.c: destroy the Field Spells in the Field Zones of `who` (Burning Land's "When   \
     * this card is activated") */                                                                 \
    X(DESTROY_FIELD_SPELLS, destroy_field_spells, NULL, ANY)

#endif
