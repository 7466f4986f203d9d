/* effects_field.c: the primitives that change a monster on the field without moving it to
 * another kind of zone: its position (flip_face_up) or its controller (take_control). */
#include "ygo.h"

tt_step ygo_do_flip_face_up(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    unsigned seats = ygo_part_seats(m, g, f);
    for (unsigned s = 0; s < tt_match_rules(m)->seats; s++) {
        unsigned z = tt_zone_instance(m, g->z_monster, s, -1);
        for (unsigned i = 0; (seats >> s & 1) && i < tt_zone_count(m, z); i++)
            ygo_flip_face_up(m, g, tt_zone_card(m, z, i)); /* their FLIP effects trigger */
    }
    return TT_STEP_DONE;
}

/* YT-3.6: the controller changes, the owner never does */
tt_step ygo_do_take_control(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    const ygo_link *l = &g->chain[f->link];
    if (l->target >= 0 &&
        (!tt_card_face_down(m, (unsigned)l->target) ||
         ygo_field(m, f->card, YF_TARGETS) == YTG_ONE_MONSTER) && /* Change of Heart */
        tt_zone_kind_of(m, tt_card_zone(m, (unsigned)l->target)) == g->z_monster &&
        tt_zone_free(m, tt_zone_instance(m, g->z_monster, l->seat, -1))) {
        unsigned t = (unsigned)l->target, from = tt_card_controller(m, t);
        tt_lasting la = {YL_RETURN_CONTROL, (int16_t)t, l->seat, 0, 0, 0, (int32_t)from};
        tt_card_put(m, t, tt_zone_instance(m, g->z_monster, l->seat, -1), TT_TOP);
        tt_lasting_add(m, &la); /* until the end of this turn */
    }
    return TT_STEP_DONE;
}
