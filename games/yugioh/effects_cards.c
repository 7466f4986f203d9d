/* effects_cards.c: the primitives that move cards between the Deck, the hand and the Graveyard
 * (draw, discard, declare_discard, mill, send_monster, shuffle_to_deck). Discarded and milled
 * cards go to their owner's Graveyard (YT-3.6); the seats of a shared effect act in the core's
 * YT-5.3 order. */
#include "ygo.h"

tt_step ygo_do_draw(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    unsigned seats = ygo_part_seats(m, g, f);
    int32_t amount = ygo_part_amount(m, f);
    for (int s; (s = ygo_next_seat(m, seats)) >= 0; seats &= ~(1u << s))
        tt_draw(m, (unsigned)s, (unsigned)amount);
    return TT_STEP_DONE;
}

/* Each seat of `who` discards `amount` cards (at most its hand), in turn: its own pick, the
 * activator's (Confiscation) or at random (Spirit Reaper); f->seats holds the seats still to do,
 * ygo_apply_effect the pick. */
tt_step ygo_do_discard(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    unsigned c = f->card, seat = g->chain[f->link].seat;
    if (!f->started) {
        f->seats = (uint8_t)ygo_part_seats(m, g, f);
        f->started = 1;
    }
    for (int s; (s = ygo_next_seat(m, f->seats)) >= 0;) {
        unsigned hand = tt_zone_instance(m, g->z_hand, (unsigned)s, -1);
        if (!tt_zone_count(m, hand)) {
            f->seats &= (uint8_t) ~(1u << s);
            continue;
        }
        if (ygo_field(m, c, YF_CHOOSER) == YCH_RANDOM) { /* Spirit Reaper: nobody picks */
            tt_zone_sort(m, hand); /* issue 33: the pick tells no draw order */
            for (int32_t k = 0; k < ygo_part_amount(m, f) && tt_zone_count(m, hand); k++) {
                unsigned x = tt_zone_card(m, hand, tt_rng_match_below(m, tt_zone_count(m, hand)));
                tt_card_send(m, x, g->z_graveyard, -1, TT_TOP);
                ygo_emit(m, YE_DISCARD, (unsigned)s, (int)x, 0, 0);
            }
            f->seats &= (uint8_t) ~(1u << s);
            continue;
        }
        unsigned chooser = ygo_field(m, c, YF_CHOOSER) == YCH_ACTIVATOR ? seat : (unsigned)s;
        if (chooser != (unsigned)s) /* Confiscation: "look at your opponent's hand" */
            ygo_show_zone(m, chooser, hand, 0);
        f->pending = (uint8_t)s;
        tt_decision_open(m, chooser, 0);
        for (unsigned i = 0; i < tt_zone_count(m, hand); i++)
            tt_decision_add(
                m, (tt_option){YO_DISCARD, (int16_t)tt_zone_card(m, hand, i), (int16_t)s, 1});
        return TT_STEP_DECIDE;
    }
    return TT_STEP_DONE;
}

/* Mind Crush (YT-3.1: the chosen opponent's hand) */
tt_step ygo_do_declare_discard(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    const ygo_link *l = &g->chain[f->link];
    unsigned seats = ygo_part_seats(m, g, f);
    int found = 0;
    for (unsigned s = 0; s < tt_match_rules(m)->seats && l->declared >= 0; s++) {
        unsigned hand = tt_zone_instance(m, g->z_hand, s, -1);
        if (seats >> s & 1)
            tt_zone_sort(m, hand); /* issue 33: the copies leave in no draw order */
        for (unsigned i = tt_zone_count(m, hand); (seats >> s & 1) && i-- > 0;) {
            unsigned h = tt_zone_card(m, hand, i);
            if (tt_card_id(m, h) == (uint32_t)l->declared) {
                tt_card_send(m, h, g->z_graveyard, -1, TT_TOP);
                ygo_emit(m, YE_DISCARD, s, (int)h, 0, 0);
                found = 1;
            }
        }
    }
    unsigned own = tt_zone_instance(m, g->z_hand, l->seat, -1);
    if (!found && tt_zone_count(m, own)) { /* else the activator discards at random */
        tt_zone_sort(m, own);              /* issue 33: from no draw order */
        unsigned h = tt_zone_card(m, own, tt_rng_match_below(m, tt_zone_count(m, own)));
        tt_card_send(m, h, g->z_graveyard, -1, TT_TOP);
        ygo_emit(m, YE_DISCARD, l->seat, (int)h, 0, 0);
    }
    return TT_STEP_DONE;
}

/* the top of the Deck first, to its owner's Graveyard */
tt_step ygo_do_mill(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    unsigned seats = ygo_part_seats(m, g, f);
    int32_t amount = ygo_part_amount(m, f);
    for (int s; (s = ygo_next_seat(m, seats)) >= 0; seats &= ~(1u << s)) {
        unsigned deck = tt_zone_instance(m, tt_match_rules(m)->zone_deck, (unsigned)s, -1);
        for (int32_t k = 0; k < amount && tt_zone_count(m, deck); k++)
            ygo_send_to_graveyard(m, g, tt_zone_card(m, deck, tt_zone_count(m, deck) - 1));
    }
    return TT_STEP_DONE;
}

/* "Place this card on top of your Deck" (Malevolent Nuzzler, Axe of Despair: the trigger of a card
 * sent from the field to the Graveyard, triggers.c): still in the Graveyard, on top of its
 * owner's Deck (YT-3.6), its next draw; gone from there meanwhile, nothing happens. */
tt_step ygo_do_self_to_deck_top(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    unsigned c = f->card, z = tt_card_zone(m, c);
    if (z == TT_NOWHERE || tt_zone_kind_of(m, z) != g->z_graveyard)
        return TT_STEP_DONE;
    ygo_emit(m, YE_TO_DECK_TOP, tt_card_owner(m, c), (int)c, 0, 0);
    tt_card_send(m, c, tt_match_rules(m)->zone_deck, -1, TT_TOP);
    return TT_STEP_DONE;
}

/* Dust Tornado: "then you can Set 1 Spell/Trap from your hand": the activator chooses one (a
 * Spell & Trap Zone free, or a Field Spell for the Field Zone) or none ("Set no Spell/Trap");
 * ygo_apply_spell Sets it, a Trap that may not be activated this turn. */
tt_step ygo_do_set_from_hand(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    if (f->started)
        return TT_STEP_DONE; /* Set, or declined (YO_STOP) */
    unsigned seat = g->chain[f->link].seat, hand = tt_zone_instance(m, g->z_hand, seat, -1);
    int room = tt_zone_free(m, tt_zone_instance(m, g->z_spell_trap, seat, -1)) > 0, any = 0;
    f->started = 1;
    for (unsigned i = 0; i < tt_zone_count(m, hand); i++) {
        unsigned c = tt_zone_card(m, hand, i);
        int ok = ygo_is_spell_trap(m, c) &&
                 (ygo_kind(m, c) == YK_FIELD_SPELL ? g->z_field != 0xff : room);
        for (unsigned j = 0; j < i && ok; j++) /* one option per name */
            ok = tt_card_id(m, tt_zone_card(m, hand, j)) != tt_card_id(m, c);
        if (!ok)
            continue;
        if (!any)
            tt_decision_open(m, seat, 0);
        any = 1;
        tt_decision_add(m, (tt_option){YO_SET_SPELL, (int16_t)c, 0, 0});
    }
    if (!any)
        return TT_STEP_DONE;
    tt_decision_add(m, (tt_option){YO_STOP, -1, 1, 0}); /* "you can": none */
    return TT_STEP_DECIDE;
}

/* Exodius: one monster of the activator's hand or Deck (exodius.c opens the choice and
 * applies it) */
tt_step ygo_do_send_monster(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    if (!f->started) {
        f->started = 1;
        if (ygo_send_choice(m, g, g->chain[f->link].seat))
            return TT_STEP_DECIDE;
    }
    return TT_STEP_DONE;
}

/* Ehren (YM-9, before damage calculation) */
tt_step ygo_do_shuffle_to_deck(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    unsigned c = f->card;
    int t = g->bat.target;
    if (g->bat.attacker != (int)c || !ygo_monster_on_field(m, g, t, 0) ||
        ygo_shrugs_off(m, g, (unsigned)t, c))
        return TT_STEP_DONE;
    if (ygo_field(m, (unsigned)t, YF_LEAVES_BANISHED) && !tt_card_face_down(m, (unsigned)t)) {
        ygo_banish(m, g, (unsigned)t); /* Exodius */
        return TT_STEP_DONE;
    }
    if (g->ntoken && ygo_token_gone(m, g, (unsigned)t))
        return TT_STEP_DONE; /* a Token shuffled into the Deck ceases to exist */
    unsigned owner = tt_card_owner(m, (unsigned)t);
    int extra = ygo_extra_kind(ygo_kind(m, (unsigned)t)) && g->z_extra != 0xff;
    ygo_emit(m, YE_TO_DECK, owner, t, 0, 0);
    g->card[t].flags = 0;
    ygo_mods_clear(g, (unsigned)t);
    tt_card_set_face_down(m, (unsigned)t, 1);
    tt_card_send(m, (unsigned)t, extra ? g->z_extra : tt_match_rules(m)->zone_deck, -1, TT_TOP);
    if (!extra)
        tt_zone_shuffle(m, tt_zone_instance(m, tt_match_rules(m)->zone_deck, owner, -1));
    return TT_STEP_DONE;
}
