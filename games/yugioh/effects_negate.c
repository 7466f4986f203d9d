/* effects_negate.c: the negate primitive: a Summon (Solemn Judgment, YM-2) or the chain link
 * under this one (a Spell/Trap activation; Divine Wrath: a monster effect's, YM-10). */
#include "ygo.h"

tt_step ygo_do_negate(tt_match *m, ygo_state *g, ygo_effect_frame *f)
{
    unsigned c = f->card;
    if (f->link == 0 && g->summon_window) { /* YM-2: the Summon; ygo_resolve_summon */
        g->summon_negated = 1;
    } else if (f->link > 0 && !g->chain[f->link - 1].negated) {
        ygo_link *under = &g->chain[f->link - 1];
        unsigned uz = tt_card_zone(m, under->card);
        under->negated = 1;
        ygo_emit(m, YE_NEGATED, under->seat, under->card, 0, 0);
        if (uz == tt_zone_instance(m, g->z_spell_trap, tt_card_controller(m, under->card), -1) ||
            ygo_in_pendulum_zone(m, g, under->card))
            ygo_destroy(m, g, under->card); /* a Pendulum Zone's card: YM-3, Extra Deck */
        else if (ygo_field(m, c, YF_NEGATES) == YN_MONSTER_EFFECT &&
                 ygo_monster_on_field(m, g, under->card, 1) &&
                 !ygo_shrugs_off(m, g, under->card, c))
            ygo_destroy(m, g, under->card); /* Divine Wrath: "destroy that monster" */
    }
    return TT_STEP_DONE;
}
