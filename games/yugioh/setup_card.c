/* setup_card.c: the card state a scenario may set on a placed card (docs/scenarios.md): a
 * monster's battle position (a face-down monster is in Defense Position, as a Set one is), and
 * the lasting effect of a face-up Spell already in force with the turns it has counted
 * (Swords of Revealing Light, Final Countdown: YT-5.4). */
#include <stdlib.h>
#include <string.h>

#include "ygo.h"

/* turns_counted: N: the card's lasting effect is in force, as if activated earlier by its
 * controller, with N of its turns counted (YT-5.4). */
static const char *lasting_in_force(tt_match *m, ygo_state *g, unsigned card, const char *value)
{
    char *end;
    long n = strtol(value, &end, 10);
    unsigned seat = tt_card_controller(m, card), fx = ygo_action(m, card, 0);
    int32_t amount = ygo_part_at(m, card, 0)->amount;
    if (*end || n < 0 || !*value)
        return "expected a number of turns";
    if (tt_card_zone(m, card) == TT_NOWHERE || tt_card_face_down(m, card) ||
        tt_zone_kind_of(m, tt_card_zone(m, card)) != g->z_spell_trap)
        return "only a face-up card in a Spell & Trap Zone has an effect in force";
    if (n >= amount)
        return "its effect would be over: give fewer turns than it lasts";
    tt_lasting la;
    if (fx == YX_NO_ATTACKS) /* Swords of Revealing Light: the opponents' turns */
        la = (tt_lasting){YL_NO_ATTACKS,
                          (int16_t)card,
                          (uint8_t)seat,
                          TT_REL_OPPONENT,
                          (uint8_t)amount,
                          (uint8_t)n,
                          (int32_t)ygo_who_seats(m, seat, ygo_part_at(m, card, 0)->who)};
    else if (fx == YX_COUNTDOWN_WIN) /* Final Countdown: every player's turns */
        la = (tt_lasting){
            YL_COUNTDOWN, (int16_t)card, (uint8_t)seat, TT_REL_ANY, (uint8_t)amount, (uint8_t)n, 0};
    else
        return "this card has no lasting effect that counts turns";
    return tt_lasting_add(m, &la) < 0 ? "too many lasting effects" : NULL;
}

const char *ygo_setup_card(tt_match *m, void *gsv, unsigned card, const char *key,
                           const char *value)
{
    ygo_state *g = gsv;
    int monster_zone = tt_card_zone(m, card) != TT_NOWHERE &&
                       tt_zone_kind_of(m, tt_card_zone(m, card)) == g->z_monster;
    if (!key) { /* placed: a face-down monster is Set, so in Defense Position */
        if (monster_zone && tt_card_face_down(m, card))
            g->card[card].flags |= YGO_DEFENSE;
        return NULL;
    }
    if (!strcmp(key, "turns_counted"))
        return lasting_in_force(m, g, card, value);
    if (strcmp(key, "position"))
        return "unknown key; a card here takes position or turns_counted";
    if (!monster_zone)
        return "only a monster in a Monster Zone has a position";
    if (!strcmp(value, "defense"))
        g->card[card].flags |= YGO_DEFENSE;
    else if (!strcmp(value, "attack") && !tt_card_face_down(m, card))
        g->card[card].flags &= (uint8_t)~YGO_DEFENSE;
    else
        return strcmp(value, "attack") ? "expected attack or defense"
                                       : "a face-down monster is in Defense Position";
    return NULL;
}
