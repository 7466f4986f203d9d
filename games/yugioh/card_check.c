/* card_check.c: what the card field table cannot say of a Yu-Gi-Oh! card, checked once as the
 * database loads (tt_game.check_card): the items of a list field fit the table the match
 * setup reads them into and name what they must. A card file is refused at file:line:col,
 * never trimmed at setup (before, a fourth Fusion material, a material naming no card and a
 * ninth boosted Type were dropped without a word). */
#include <stdarg.h>
#include <stdio.h>
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
        return bad(err, db, id, field, "a Fusion Monster needs its materials");
    return TT_OK;
}

int ygo_check_card(const tt_carddb *db, unsigned id, void *data, tt_error *err)
{
    (void)data;
    if (tt_carddb_int(db, id, YF_KIND) == YK_FUSION_MONSTER &&
        check_list(db, id, YF_MATERIALS, YGO_MAX_MATERIALS, "materials", "YGO_MAX_MATERIALS", 1,
                   err))
        return err->code;
    if (check_list(db, id, YF_TYPES, YGO_MAX_BOOST_TYPES, "Types", "YGO_MAX_BOOST_TYPES", 0, err))
        return err->code;
    if (check_list(db, id, YF_LOSE_TYPES, YGO_MAX_BOOST_TYPES, "Types", "YGO_MAX_BOOST_TYPES", 0,
                   err)) /* cardsa: Umi's weakened Types */
        return err->code;
    return TT_OK;
}
