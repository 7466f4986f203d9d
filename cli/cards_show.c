/* cards_show.c: `tagteam cards GAME NAME`: one card's data, every field as its card file gives
 * it (where: file:line), then what the module derives from them (the effect primitives it
 * uses, its per-card C file) and its `simplified` note (issue 30). An unknown name is bad
 * input with a did-you-mean. */
#include <stdlib.h>
#include <string.h>

#include "cards_stats.h"

#define MAX_PARTS 64

/* A node of the card file as JSON: maps and lists as they are, a scalar as its text. */
static json_t *node_json(const tt_node *n)
{
    if (!n)
        return json_null();
    if (tt_node_type(n) == TT_CARD_NODE_SCALAR)
        return json_string(tt_node_text(n) ? tt_node_text(n) : "");
    json_t *o = tt_node_type(n) == TT_CARD_NODE_MAP ? json_object() : json_array();
    for (size_t i = 0; i < tt_node_count(n); i++) {
        if (json_is_object(o))
            json_object_set_new(
                o, tt_node_text(tt_node_key(n, i)) ? tt_node_text(tt_node_key(n, i)) : "",
                node_json(tt_node_item(n, i)));
        else
            json_array_append_new(o, node_json(tt_node_item(n, i)));
    }
    return o;
}

/* Field f of card id as the file gives it: an integer as a number, an enum and a text as
 * strings, a list or map as it is written. NULL when the card does not give it. */
static json_t *field_json(const tt_carddb *db, unsigned id, unsigned f, const tt_field *fields,
                          const tt_node *card)
{
    const tt_node *at = tt_carddb_at(db, id, f);
    if (!at || at == card) /* tt_carddb_at gives the card itself for a field it lacks */
        return NULL;
    switch ((tt_field_type)fields[f].type) {
    case TT_FIELD_INT:
        return json_integer(tt_carddb_int(db, id, f));
    case TT_FIELD_TEXT:
        return json_string(tt_carddb_text(db, id, f));
    case TT_FIELD_ENUM:
    case TT_FIELD_TREE:
        break;
    }
    return node_json(at);
}

/* Where node n is written: "file:line" into buf. */
static const char *where(const tt_node *n, char *buf, size_t size)
{
    tt_error err = {0};
    tt_node_error(&err, n, "", "here");
    snprintf(buf, size, "%s:%d", err.file, err.line);
    return buf;
}

int cli_cards_show(const tt_carddb *db, const char *game, const char *name, int json)
{
    int id = tt_carddb_find(db, name);
    if (id < 0) {
        const char *near = tt_carddb_closest(db, name);
        fprintf(stderr, "tagteam cards: %s: no card named '%s'%s%s%s\n", game, name,
                near ? "; did you mean '" : "", near ? near : "", near ? "'?" : "");
        return EXIT_BAD_INPUT;
    }
    const tt_field *fields = tt_carddb_fields(db);
    unsigned nfields = 0;
    while (fields[nfields].key)
        nfields++;
    const tt_node *card = tt_carddb_at(db, (unsigned)id, nfields); /* no field: the card */
    uint16_t used[MAX_PARTS];
    const char *own = NULL;
    unsigned nused = tt_carddb_card_primitives(db, (unsigned)id, used, MAX_PARTS, &own);
    char at[512], prim[128];
    const char *simplified = "";
    json_t *given = json_object(), *prims = json_array();
    for (unsigned f = 0; f < nfields; f++) {
        json_t *v = field_json(db, (unsigned)id, f, fields, card);
        if (!v)
            continue;
        if (!strcmp(fields[f].key, "simplified") && json_is_string(v))
            simplified = tt_carddb_text(db, (unsigned)id, f);
        json_object_set_new(given, fields[f].key, v);
    }
    for (unsigned k = 0; k < nused && k < MAX_PARTS; k++)
        if (tt_carddb_primitive_name(db, used[k], prim, sizeof prim) >= 0)
            json_array_append_new(prims, json_string(prim));
    where(card, at, sizeof at);
    if (json) {
        json_t *o =
            json_pack("{s:s, s:s, s:s, s:o, s:o, s:o, s:o}", "game", game, "name",
                      tt_carddb_name(db, (unsigned)id), "where", at, "fields", given, "primitives",
                      prims, "per_card_c", own ? json_string(own) : json_null(), "simplified",
                      simplified[0] ? json_string(simplified) : json_null());
        return cli_put_json_document(o) ? EXIT_RUNTIME : EXIT_OK;
    }
    printf("%s (%s, %s)\n", tt_carddb_name(db, (unsigned)id), game, at);
    const char *key;
    json_t *v;
    json_object_foreach(given, key, v)
    {
        if (!strcmp(key, "simplified"))
            continue; /* below, as what is not played as printed */
        char *text = json_is_string(v) ? NULL : json_dumps(v, JSON_COMPACT | JSON_ENCODE_ANY);
        printf("  %s: %s\n", key, text ? text : json_string_value(v));
        free(text);
    }
    printf("derived by the module:\n  effect primitives:");
    for (size_t k = 0; k < json_array_size(prims); k++)
        printf("%s %s", k ? "," : "", json_string_value(json_array_get(prims, k)));
    printf("%s\n  per-card C: %s\n", json_array_size(prims) ? "" : " none (vanilla)",
           own ? own : "none");
    if (simplified[0])
        printf("not played as printed (simplified): %s\n", simplified);
    json_decref(given);
    json_decref(prims);
    return EXIT_OK;
}
