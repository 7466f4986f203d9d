/* ritual.c: Ritual Summons (YB). A Ritual Spell (`action: ritual_summon`) Ritual Summons a Ritual
 * Monster whose name matches its `search` from the activator's own hand (YT-1.3), Tributing
 * monsters from that hand or the activator's own field whose Levels total at least the Ritual
 * Monster's Level ("Black Luster Ritual": 8 or more for Black Luster Soldier). The Tributes are
 * part of the effect, not a cost: they are chosen when the Spell resolves, one by one, until
 * their Levels are enough; then the Ritual Monster is Special Summoned face-up in Attack
 * Position. If it cannot be done any more when the Spell resolves, nothing is Tributed.
 * A Ritual Monster cannot be Normal Summoned or Set, nor Special Summoned any other way.
 * YT-3.5: the teammates' face-up or face-down monsters may be Tributed too, each with its
 * controller's permission, asked once the Levels are enough (as for Tribute Summons and Fusion
 * Materials); one refusal and nothing is Tributed or Summoned. */
#include "ygo.h"

static int ritual_for(const tt_match *m, const ygo_state *g, unsigned spell, unsigned card)
{
    return ygo_kind(m, card) == YK_RITUAL_MONSTER && ygo_search_match(m, g, spell, card);
}

static int picked(const ygo_ritual_frame *f, unsigned card)
{
    for (unsigned i = 0; i < f->picked; i++)
        if (f->picks[i] == card)
            return 1;
    return 0;
}

/* Whether card may be Tributed for monster by seat: a monster of seat's hand or field other
 * than the Ritual Monster and not picked yet. */
static int tribute_ok(const tt_match *m, const ygo_state *g, const ygo_ritual_frame *f,
                      unsigned seat, unsigned card)
{
    unsigned z = tt_card_zone(m, card);
    if (card == f->monster || !ygo_is_monster(m, card) || ygo_level(m, card) == 0 ||
        picked(f, card))
        return 0;
    if (z == tt_zone_instance(m, g->z_hand, seat, -1) ||
        z == tt_zone_instance(m, g->z_monster, seat, -1))
        return 1;
    /* YT-3.5: a teammate's monster, with its permission */
    unsigned ctl = tt_card_controller(m, card);
    return z != TT_NOWHERE && tt_zone_kind_of(m, z) == g->z_monster &&
           (tt_scope_resolve(m, seat, -1, TT_SCOPE_TEAMMATES).seats >> ctl & 1);
}

/* The zones seat may Tribute from: its hand, its field, its teammates' fields (YT-3.5). */
static unsigned tribute_zones(const tt_match *m, const ygo_state *g, unsigned seat, unsigned *zones)
{
    unsigned n = 0;
    zones[n++] = tt_zone_instance(m, g->z_monster, seat, -1);
    zones[n++] = tt_zone_instance(m, g->z_hand, seat, -1);
    tt_scope_set mates = tt_scope_resolve(m, seat, -1, TT_SCOPE_TEAMMATES);
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++)
        if (mates.seats >> s & 1)
            zones[n++] = tt_zone_instance(m, g->z_monster, s, -1);
    return n;
}

/* The Levels seat could still Tribute for f (its hand and field, the picks left out). */
static unsigned levels_left(const tt_match *m, const ygo_state *g, const ygo_ritual_frame *f,
                            unsigned seat, int *field)
{
    unsigned zones[TT_MAX_SEATS + 1];
    unsigned nz = tribute_zones(m, g, seat, zones), sum = 0;
    *field = 0;
    for (unsigned k = 0; k < nz; k++)
        for (unsigned i = 0; i < tt_zone_count(m, zones[k]); i++) {
            unsigned c = tt_zone_card(m, zones[k], i);
            if (tribute_ok(m, g, f, seat, c)) {
                sum += ygo_level(m, c);
                *field |= k == 0; /* its own field: a Monster Zone freed */
            }
        }
    return sum;
}

/* Whether monster can be Ritual Summoned now: enough Levels, and a Monster Zone for it (a full
 * field needs one of its monsters among the Tributes). */
static int monster_possible(const tt_match *m, const ygo_state *g, unsigned spell, unsigned seat,
                            unsigned monster)
{
    ygo_ritual_frame f = {(uint16_t)monster, (uint16_t)spell, (uint8_t)seat, 0, 0, 0, 0, {0}};
    int field;
    unsigned sum = levels_left(m, g, &f, seat, &field);
    int room = tt_zone_free(m, tt_zone_instance(m, g->z_monster, seat, -1)) > 0;
    return sum >= ygo_level(m, monster) && (room || field);
}

int ygo_ritual_possible(const tt_match *m, const ygo_state *g, unsigned spell, unsigned seat)
{
    unsigned hand = tt_zone_instance(m, g->z_hand, seat, -1);
    for (unsigned i = 0; i < tt_zone_count(m, hand); i++) {
        unsigned c = tt_zone_card(m, hand, i);
        if (ritual_for(m, g, spell, c) && monster_possible(m, g, spell, seat, c))
            return 1;
    }
    return 0;
}

tt_step ygo_resolve_ritual(tt_match *m, ygo_state *g, ygo_ritual_frame *f)
{
    unsigned seat = f->seat;
    unsigned hand = tt_zone_instance(m, g->z_hand, seat, -1);
    unsigned field = tt_zone_instance(m, g->z_monster, seat, -1);
    if (f->monster == 0xffff) { /* which Ritual Monster (YO_RITUAL) */
        int open = 0;
        for (unsigned i = 0; i < tt_zone_count(m, hand); i++) {
            unsigned c = tt_zone_card(m, hand, i);
            if (!ritual_for(m, g, f->spell, c) || !monster_possible(m, g, f->spell, seat, c))
                continue;
            if (!open++)
                tt_decision_open(m, seat, 0);
            tt_decision_add(m, (tt_option){YO_RITUAL, (int16_t)c, 0, 0});
        }
        if (open)
            return TT_STEP_DECIDE;
        tt_frame_pop(m); /* it cannot be done any more: nothing happens */
        return TT_STEP_DONE;
    }
    unsigned need = ygo_level(m, f->monster);
    if (f->levels < need) { /* the next Tribute */
        int own_field = 0;  /* a full field: one of its monsters first, to make room */
        for (unsigned i = 0; i < f->picked; i++)
            own_field |= tt_card_zone(m, f->picks[i]) == field;
        int field_first = !tt_zone_free(m, field) && !own_field;
        unsigned zones[TT_MAX_SEATS + 1];
        unsigned nz = tribute_zones(m, g, seat, zones);
        tt_decision_open(m, seat, 0);
        for (unsigned k = 0; k < nz; k++)
            for (unsigned i = 0; (k == 0 || !field_first) && i < tt_zone_count(m, zones[k]); i++) {
                unsigned c = tt_zone_card(m, zones[k], i);
                if (tribute_ok(m, g, f, seat, c))
                    tt_decision_add(m, (tt_option){YO_RITUAL_TRIBUTE, (int16_t)c,
                                                   (int16_t)f->levels, (int16_t)need});
            }
        return TT_STEP_DECIDE;
    }
    for (; f->asked < f->picked; f->asked++) { /* YT-3.5: the controller's permission */
        unsigned c = f->picks[f->asked], ctl = tt_card_controller(m, c);
        if (ctl != seat && tt_zone_kind_of(m, tt_card_zone(m, c)) == g->z_monster) {
            tt_decision_open(m, ctl, 0);
            tt_decision_add(m, (tt_option){YO_ALLOW_RITUAL, (int16_t)c, 0, 0});
            tt_decision_add(m, (tt_option){YO_REFUSE_RITUAL, (int16_t)c, 0, 0});
            return TT_STEP_DECIDE;
        }
    }
    ygo_ritual_frame done = *f;
    tt_frame_pop(m);
    if (done.refused)
        return TT_STEP_DONE; /* YT-3.5: refused: nothing is Tributed, nothing is Summoned */
    for (unsigned i = 0; i < done.picked; i++) { /* owner's GY (YT-3.6), a Pendulum's Extra Deck */
        ygo_emit(m, YE_TRIBUTED, seat, done.picks[i], 0, 0);
        g->card[done.picks[i]].flags = 0;
        ygo_mods_clear(g, done.picks[i]);
        ygo_send_to_graveyard(m, g, done.picks[i]);
    }
    tt_card_put(m, done.monster, field, TT_TOP);
    tt_card_set_face_down(m, done.monster, 0);
    g->card[done.monster].flags = YGO_SUMMONED;
    ygo_mods_clear(g, done.monster);
    ygo_summon_position_ask(m, g, seat, 5, &done.monster, 1); /* face-up Attack or Defense */
    return TT_STEP_DONE;
}

int ygo_apply_ritual(tt_match *m, ygo_state *g, unsigned seat, const tt_option *o)
{
    unsigned kind;
    ygo_ritual_frame *f = tt_frame_top(m, &kind);
    (void)g;
    (void)seat;
    if (!f || kind != YFR_RITUAL)
        return TT_ERR_MISUSE;
    if (o->kind == YO_RITUAL) {
        f->monster = (uint16_t)o->a;
        return TT_OK;
    }
    if (o->kind == YO_ALLOW_RITUAL) {
        f->asked++;
        return TT_OK;
    }
    if (o->kind == YO_REFUSE_RITUAL) {
        f->refused = 1;
        f->asked = f->picked;
        return TT_OK;
    }
    if (o->kind != YO_RITUAL_TRIBUTE || f->picked >= 10)
        return TT_ERR_MISUSE;
    f->picks[f->picked++] = (uint16_t)o->a;
    f->levels = (uint8_t)(f->levels + ygo_level(m, (unsigned)o->a));
    return TT_OK;
}
