/* naming.c: how a card on the field and a chain link read for one seat, in labels and events.
 * Hidden information is a boundary: a face-down card is named only to a seat that may know it
 * (its controller, the partner under `cards.set_visibility: team`, YT-3.4); the others read
 * where it is ("1B's face-down card in Spell & Trap Zone 2"), as a player at the table would.
 * Zones are numbered by their cards' order there, the first placed first. */
#include <stdio.h>

#include "ygo.h"

static const char *zone_title(const ygo_state *g, unsigned kind)
{
    if (kind == g->z_monster)
        return "Monster Zone";
    if (kind == g->z_spell_trap)
        return "Spell & Trap Zone";
    if (kind == g->z_field)
        return "Field Zone";
    if (kind == g->z_pendulum)
        return "left Pendulum Zone";
    if (g->z_pendulum != 0xff && kind == g->z_pendulum_right)
        return "right Pendulum Zone";
    return NULL;
}

int ygo_card_text(const tt_match *m, const ygo_state *g, unsigned card, int viewer, char *buf,
                  size_t size)
{
    char seat[4];
    unsigned z = tt_card_zone(m, card);
    tt_seat_name(tt_match_rules(m), tt_card_controller(m, card), seat);
    if (z == TT_NOWHERE || tt_match_card_known(m, viewer, card))
        return snprintf(buf, size, "%s of %s", ygo_name(m, card), seat);
    unsigned kind = tt_zone_kind_of(m, z), n = 0;
    const char *title = zone_title(g, kind);
    const char *what = kind == g->z_monster ? "monster" : "card";
    if (!title)
        return snprintf(buf, size, "a card of %s", seat);
    if (kind == g->z_field || ygo_is_pendulum_zone(g, kind)) /* a zone of one card */
        return snprintf(buf, size, "%s's face-down card in the %s", seat, title);
    while (n < tt_zone_count(m, z) && tt_zone_card(m, z, n) != card)
        n++;
    return snprintf(buf, size, "%s's face-down %s in %s %u", seat, what, title, n + 1);
}

int ygo_link_suffix(const tt_match *m, const ygo_state *g, const ygo_link *l, int viewer, char *buf,
                    size_t size)
{
    char text[160], seat[4];
    int n = 0;
    buf[0] = '\0';
    if (l->target >= 0 && l->target != (int)l->card) {
        ygo_card_text(m, g, (unsigned)l->target, viewer, text, sizeof text);
        n = snprintf(buf, size,
                     ygo_field(m, l->card, YF_TARGETS) == YTG_CHAIN_LINK
                         ? ", negating the activation of %s"
                         : ", targeting %s",
                     text);
    }
    if (n >= 0 && (size_t)n < size && l->opponent != 0xff && ygo_needs_opponent(m, l->card))
        n += snprintf(buf + n, size - (size_t)n, ", applied to %s", /* YT-3.1 */
                      tt_seat_name(tt_match_rules(m), l->opponent, seat));
    return n;
}

int ygo_link_text(const tt_match *m, const ygo_state *g, unsigned link, int viewer, char *buf,
                  size_t size)
{
    const ygo_link *l = &g->chain[link];
    char seat[4], suffix[224];
    ygo_link_suffix(m, g, l, viewer, suffix, sizeof suffix);
    return snprintf(buf, size, "chain link %u: %s's %s%s", link + 1,
                    tt_seat_name(tt_match_rules(m), l->seat, seat), ygo_name(m, l->card), suffix);
}

const char *ygo_event_card(const tt_match *m, const ygo_state *g, int card, int viewer, char *buf,
                           size_t size)
{
    if (card < 0 || (unsigned)card >= tt_match_card_count(m))
        return "";
    if (viewer < 0 || tt_match_card_known(m, viewer, (unsigned)card))
        return ygo_name(m, (unsigned)card);
    ygo_card_text(m, g, (unsigned)card, viewer, buf, size);
    return buf;
}
