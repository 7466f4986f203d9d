/* lockstep.c: see lockstep.h. */
#include "lockstep.h"

#include <criterion/criterion.h>
#include <string.h>

static tt_agent *agent_new(const char *name)
{
    tt_agent_spec spec;
    tt_agent *a;
    tt_error err = {0};
    cr_assert_eq(tt_agent_parse(name, &spec, &err), TT_OK, "%s", err.msg);
    cr_assert_eq(tt_agent_new(&a, NULL, &spec, &err), TT_OK, "%s", err.msg);
    return a;
}

/* Whether seat 0 may know either traded card in either run. */
static int pair_known(const tt_lockstep *ls)
{
    for (unsigned k = 0; k < 2; k++)
        for (unsigned c = 0; c < 2; c++)
            if (tt_match_card_known(ls->g[k].m, 0, ls->pair[c]))
                return 1;
    return 0;
}

/* Whether both runs offer the deciding seat options of the same labels. */
static int same_labels(const tt_lockstep *ls)
{
    char l0[256], l1[256];
    for (unsigned o = 0; o < tt_match_option_count(ls->g[0].m); o++) {
        tt_match_option_label(ls->g[0].m, o, l0, sizeof l0);
        tt_match_option_label(ls->g[1].m, o, l1, sizeof l1);
        if (strcmp(l0, l1) != 0)
            return 0;
    }
    return 1;
}

unsigned tt_lockstep_run(tt_lockstep *ls, const char *ruleset, uint64_t seed, const char *agent,
                         int *differ)
{
    tt_agent *a[2] = {NULL, NULL};
    tt_rng arng[2], rrng[2];
    unsigned compared = 0;
    int traded = 0;
    *differ = 0;
    for (unsigned k = 0; k < 2; k++) {
        tt_shipped_open(&ls->g[k], ruleset, seed);
        a[k] = agent ? agent_new(agent) : NULL;
        tt_rng_seed(&arng[k], seed + 100u);
        tt_rng_seed(&rrng[k], seed + 200u);
    }
    for (unsigned step = 0; step < 3000 && !*differ; step++) {
        tt_error err = {0};
        int r0 = tt_match_advance(ls->g[0].m, &err), r1 = tt_match_advance(ls->g[1].m, &err);
        if (r0 != TT_ADVANCE_DECIDE || r1 != TT_ADVANCE_DECIDE)
            break;
        if (!traded)
            traded = ls->trade(ls);
        unsigned seat = (unsigned)tt_match_decision_seat(ls->g[0].m), i[2];
        if ((int)seat != tt_match_decision_seat(ls->g[1].m) ||
            tt_match_option_count(ls->g[0].m) != tt_match_option_count(ls->g[1].m))
            break;
        if (traded && pair_known(ls))
            break; /* seat 0 may know one of them now */
        for (unsigned k = 0; k < 2; k++) {
            tt_match *m = ls->g[k].m;
            if (seat != 0)
                i[k] = tt_rng_below(&rrng[k], tt_match_option_count(m));
            else if (a[k])
                cr_assert_eq(tt_agent_choose(a[k], m, 0, &arng[k], &i[k], &err), TT_OK);
            else
                i[k] = ls->cheat(ls, m);
        }
        if (seat != 0 && !same_labels(ls))
            break; /* another seat offered other options knows something else */
        if (seat == 0 && traded) {
            compared++;
            *differ = i[0] != i[1];
        }
        for (unsigned k = 0; k < 2; k++)
            cr_assert_eq(tt_match_decide(ls->g[k].m, seat, i[k], &err), TT_OK, "%s", err.msg);
    }
    for (unsigned k = 0; k < 2; k++) {
        tt_agent_free(a[k]);
        tt_shipped_close(&ls->g[k]);
    }
    return compared;
}
