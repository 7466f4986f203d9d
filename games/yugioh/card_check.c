/* card_check.c: what the card field table cannot say of a Yu-Gi-Oh! card, checked once as the
 * database loads (tt_game.check_card): its `effects` compiled into parts (a ygo_card_data, read
 * by the resolver with no string look-up; every error at file:line:col naming the card, the
 * part and the key, the old flat keys refused with the new form), and the items of a list
 * field fit the table the match setup reads them into and name what they must. A card file is
 * refused at file:line:col, never trimmed at setup (before, a fourth Fusion material, a material
 * naming no card and a ninth boosted Type were dropped without a word). */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ygo.h"

static int bad(tt_error *err, const tt_carddb *db, unsigned id, unsigned field, const char *fmt,
               ...)
#ifdef __GNUC__
    __attribute__((format(printf, 5, 6)))
#endif
    ;

static int bad(tt_error *err, const tt_carddb *db, unsigned id, unsigned field, const char *fmt,
               ...)
{
    char path[160], msg[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    snprintf(path, sizeof path, "%s.%s", tt_carddb_name(db, id), ygo_card_fields[field].key);
    return tt_node_error(err, tt_carddb_at(db, id, field), path, "%s", msg);
}

/* Checks the comma-separated items of field (as ygo_split_list reads them): at most max, each
 * shorter than its 96-byte slot, and, with must_name, each the name of a card of db. */
static int check_list(const tt_carddb *db, unsigned id, unsigned field, unsigned max,
                      const char *what, const char *limit, int must_name, tt_error *err)
{
    const char *text = tt_carddb_text(db, id, field), *p;
    char item[96];
    size_t len;
    unsigned n = 0;
    while ((p = ygo_list_item(&text, &len))) {
        if (len >= sizeof item)
            return bad(err, db, id, field, "item %u is longer than %zu characters", n + 1,
                       sizeof item - 1);
        if (++n > max)
            return bad(err, db, id, field, "more than %u %s: the module holds %u (%s)", max, what,
                       max, limit);
        memcpy(item, p, len);
        item[len] = '\0';
        if (must_name && tt_carddb_find(db, item) < 0)
            return bad(err, db, id, field, "no card named '%s' in the card database", item);
    }
    if (must_name && n == 0)
        return bad(err, db, id, field,
                   "a Fusion Monster (or a `tribute_named` procedure) needs its materials");
    return TT_OK;
}

/* "Dark Hole.effects[1].action: ..." at node at. */
static int part_bad(tt_error *err, const tt_node *at, const tt_carddb *db, unsigned id, int index,
                    const char *key, const char *fmt, ...)
#ifdef __GNUC__
    __attribute__((format(printf, 7, 8)))
#endif
    ;

static int part_bad(tt_error *err, const tt_node *at, const tt_carddb *db, unsigned id, int index,
                    const char *key, const char *fmt, ...)
{
    char path[200], msg[400];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    int len = snprintf(path, sizeof path, "%s.effects", tt_carddb_name(db, id));
    if (index >= 0 && len > 0 && (size_t)len < sizeof path)
        len += snprintf(path + len, sizeof path - (size_t)len, "[%d]", index);
    if (key && len > 0 && (size_t)len < sizeof path)
        snprintf(path + len, sizeof path - (size_t)len, ".%s", key);
    return tt_node_error(err, at, path, "%s", msg);
}

static int index_of(const char *const *names, const char *s)
{
    for (int i = 0; s && names[i]; i++)
        if (!strcmp(names[i], s))
            return i;
    return -1;
}

/* "unknown action 'drow' (expected one of: destroy, draw, ...)" */
static int unknown(tt_error *err, const tt_node *at, const tt_carddb *db, unsigned id, int index,
                   const char *key, const char *const *names, int from)
{
    char list[900] = "";
    size_t len = 0;
    for (int i = from; names[i] && len + 32 < sizeof list; i++)
        len +=
            (size_t)snprintf(list + len, sizeof list - len, "%s%s", i > from ? ", " : "", names[i]);
    const char *text = tt_node_text(at);
    return part_bad(err, at, db, id, index, key, "unknown %s '%s' (expected one of: %s)", key,
                    text ? text : "(not a name)", list);
}

/* Whether a primitive may be a part after the first (primitives.h's `where` column). */
static const uint8_t any_part[] = {
#define YGO_PRIMITIVE_WHERE(id, name, own_code, where) [YX_##id] = YGO_PART_##where,
    YGO_PRIMITIVES(YGO_PRIMITIVE_WHERE)
#undef YGO_PRIMITIVE_WHERE
};
_Static_assert(sizeof any_part == YX_COUNT, "one `where` per primitive");

/* One part (a map: action, who, amount, until) into *p. */
static int compile_part(const tt_node *n, const tt_carddb *db, unsigned id, int index, ygo_part *p,
                        tt_error *err)
{
    const tt_node *action = NULL, *until = NULL;
    memset(p, 0, sizeof *p);
    if (tt_node_type(n) != TT_CARD_NODE_MAP)
        return part_bad(err, n, db, id, index, NULL, "a part is a map with an action");
    for (size_t k = 0; k < tt_node_count(n); k++) {
        const char *key = tt_node_text(tt_node_key(n, k));
        const tt_node *v = tt_node_item(n, k);
        const char *t = tt_node_text(v);
        int x;
        if (tt_node_type(v) != TT_CARD_NODE_SCALAR)
            return part_bad(err, v, db, id, index, key, "expected a single value");
        if (!strcmp(key, "action")) {
            action = v;
        } else if (!strcmp(key, "who")) {
            if ((x = index_of(ygo_who_names, t)) < 0)
                return unknown(err, v, db, id, index, key, ygo_who_names, 0);
            p->who = (uint8_t)x;
        } else if (!strcmp(key, "until")) {
            if ((x = index_of(ygo_until_names, t)) < 0)
                return unknown(err, v, db, id, index, key, ygo_until_names, 0);
            until = v;
            p->until = (uint8_t)x;
        } else if (!strcmp(key, "amount")) {
            char *end;
            long a = *t ? strtol(t, &end, 10) : 0;
            if (!*t || *end)
                return part_bad(err, v, db, id, index, key, "expected an integer");
            if (a < 0 || a > 100000)
                return part_bad(err, v, db, id, index, key, "%ld is out of range 0..100000", a);
            p->amount = (int32_t)a;
        } else {
            return part_bad(err, tt_node_key(n, k), db, id, index, key,
                            "unknown part key (expected action, who, amount, until)");
        }
    }
    if (!action)
        return part_bad(err, n, db, id, index, "action", "a part needs an action");
    int a = index_of(ygo_primitive_names, tt_node_text(action));
    if (a < 1) /* `none` is no part: leave it out */
        return unknown(err, action, db, id, index, "action", ygo_primitive_names, 1);
    p->action = (uint8_t)a;
    if (index > 0 && !any_part[a])
        return part_bad(err, action, db, id, index, "action",
                        "%s is looked for in a card's first part only (primitives.h): make it "
                        "the first part",
                        ygo_primitive_names[a]);
    if (until && a != YX_ATK_UP)
        return part_bad(err, until, db, id, index, "until",
                        "only atk_up lasts `until` (this part's action is %s)",
                        ygo_primitive_names[a]);
    return TT_OK;
}

/* The flat keys `effects` replaced: refused, with the new form (nothing silently ignored). */
static int refuse_old_keys(const tt_carddb *db, unsigned id, tt_error *err)
{
    static const uint8_t old[] = {YF_OLD_EFFECT, YF_OLD_WHO,     YF_OLD_AMOUNT, YF_OLD_EFFECT2,
                                  YF_OLD_WHO2,   YF_OLD_AMOUNT2, YF_OLD_UNTIL};
    const tt_node *absent = tt_carddb_at(db, id, TT_MAX_FIELDS); /* the card itself */
    for (unsigned i = 0; i < sizeof old; i++)
        if (tt_carddb_at(db, id, old[i]) != absent)
            return bad(err, db, id, old[i],
                       "`%s` is now a key of a part: effects: [{action: .., who: .., amount: "
                       "..}, ...] (games/tools/ygo_effects_to_parts.py converts a card file)",
                       ygo_card_fields[old[i]].key);
    return TT_OK;
}

/* `effects` into d: a list of parts, or the short form (one primitive's name). */
static int compile_effects(const tt_carddb *db, unsigned id, ygo_card_data *d, tt_error *err)
{
    const tt_node *list = tt_carddb_tree(db, id, YF_EFFECTS);
    memset(d, 0, sizeof *d);
    if (!list) { /* absent, or the short form */
        int32_t a = tt_carddb_int(db, id, YF_EFFECTS);
        d->parts[0].action = (uint8_t)a;
        d->nparts = a != YX_NONE;
        return TT_OK;
    }
    if (tt_node_type(list) != TT_CARD_NODE_LIST || !tt_node_count(list))
        return part_bad(err, list, db, id, -1, NULL,
                        "effects is a list of parts ({action: .., who: .., amount: ..}) or one "
                        "primitive's name");
    if (tt_node_count(list) > YGO_MAX_PARTS)
        return part_bad(err, tt_node_item(list, YGO_MAX_PARTS), db, id, YGO_MAX_PARTS, NULL,
                        "more than %d parts in one effect (YGO_MAX_PARTS)", YGO_MAX_PARTS);
    for (size_t i = 0; i < tt_node_count(list); i++) {
        int rc = compile_part(tt_node_item(list, i), db, id, (int)i, &d->parts[i], err);
        if (rc)
            return rc;
    }
    d->nparts = (uint8_t)tt_node_count(list);
    return TT_OK;
}

int ygo_check_card(const tt_carddb *db, unsigned id, void *data, tt_error *err)
{
    ygo_card_data scratch;
    if (refuse_old_keys(db, id, err) ||
        compile_effects(db, id, data ? (ygo_card_data *)data : &scratch, err))
        return err->code;
    if ((tt_carddb_int(db, id, YF_KIND) == YK_FUSION_MONSTER ||
         tt_carddb_int(db, id, YF_PROCEDURE) == YPR_TRIBUTE_NAMED) && /* Horakhty (xyz) */
        check_list(db, id, YF_MATERIALS, YGO_MAX_MATERIALS, "materials", "YGO_MAX_MATERIALS", 1,
                   err))
        return err->code;
    int32_t t = tt_carddb_int(db, id, YF_TARGETS), w = tt_carddb_int(db, id, YF_WHEN);
    if ((t == YTG_SUMMONED || t == YTG_SUMMONED_MONSTERS) && w != YWH_SUMMONED &&
        w != YWH_OPPONENT_SUMMONED && w != YWH_OPPONENT_NORMAL_OR_FLIP) /* summon_response.c */
        return bad(err, db, id, YF_TARGETS,
                   "'%s' acts on the monster whose Summon the card answers: it needs `when: "
                   "summoned`, `opponent_summoned` or `opponent_normal_or_flip_summoned`",
                   ygo_card_fields[YF_TARGETS].values[t]);
    const ygo_card_data *parts = data ? data : &scratch;
    if (tt_carddb_int(db, id, YF_TARGET_ATK_WITHIN_LP) &&
        (t != YTG_ONE_FACE_UP_MONSTER || !parts->nparts || parts->parts[0].action != YX_DESTROY))
        return bad(err, db, id, YF_TARGET_ATK_WITHIN_LP,
                   "only a card whose first part destroys its target, with `targets: "
                   "one_face_up_monster`, compares its target's ATK with LP");
    if (check_list(db, id, YF_TYPES, YGO_MAX_BOOST_TYPES, "Types", "YGO_MAX_BOOST_TYPES", 0, err))
        return err->code;
    if (check_list(db, id, YF_LOSE_TYPES, YGO_MAX_BOOST_TYPES, "Types", "YGO_MAX_BOOST_TYPES", 0,
                   err)) /* Umi's weakened Types */
        return err->code;
    const char *simplified = tt_node_text(tt_carddb_at(db, id, YF_SIMPLIFIED)); /* NULL: absent */
    if (simplified && !simplified[strspn(simplified, " \t\n")])                 /* issue 30 */
        return bad(err, db, id, YF_SIMPLIFIED,
                   "empty: say what of the printed text is not played as printed");
    return TT_OK;
}
