/* cards_stats.c: `tagteam cards GAME --stats`: what a game's card database is made of (issue
 * 15): its cards by kind, the module's effect primitives with how many cards each serves, the
 * cards no primitive serves (vanilla) and the cards that need code written for them alone. */
#include <stdlib.h>
#include <string.h>

#include "cards_stats.h"

#define MAX_PRIMITIVES 1024
#define MAX_PARTS      32 /* primitives one card may use */

typedef struct stats {
    unsigned ncards, nprims, vanilla, own;
    char (*prim)[64];     /* names */
    unsigned *served;     /* cards per primitive */
    const char **owner;   /* per card: its own code's file, or NULL */
    int kind_field;       /* index of the `kind` enum field, or -1 */
    int simplified;       /* index of the `simplified` text field (issue 30), or -1 */
    unsigned nsimplified; /* cards that have it */
    unsigned nkinds;
    unsigned kinds[64];
} stats;

/* What of card id's printed text is not played as printed, or NULL when it is played whole. */
static const char *simplified_text(const tt_carddb *db, const stats *s, unsigned id)
{
    const char *text = s->simplified >= 0 ? tt_carddb_text(db, id, (unsigned)s->simplified) : "";
    return text[0] ? text : NULL;
}

static int gather(const tt_carddb *db, stats *s)
{
    memset(s, 0, sizeof *s);
    s->ncards = tt_carddb_count(db);
    s->prim = calloc(MAX_PRIMITIVES, sizeof *s->prim);
    s->served = calloc(MAX_PRIMITIVES, sizeof *s->served);
    s->owner = calloc(s->ncards + 1, sizeof *s->owner);
    if (!s->prim || !s->served || !s->owner)
        return -1;
    while (s->nprims < MAX_PRIMITIVES &&
           tt_carddb_primitive_name(db, s->nprims, s->prim[s->nprims], sizeof s->prim[0]) >= 0)
        s->nprims++;
    const tt_field *f = tt_carddb_fields(db);
    s->kind_field = s->simplified = -1;
    for (int i = 0; f[i].key; i++) {
        if (!strcmp(f[i].key, "kind") && f[i].type == TT_FIELD_ENUM)
            s->kind_field = i;
        if (!strcmp(f[i].key, "simplified") && f[i].type == TT_FIELD_TEXT)
            s->simplified = i;
    }
    if (s->kind_field >= 0)
        while (s->nkinds < 64 && f[s->kind_field].values[s->nkinds])
            s->nkinds++;
    for (unsigned id = 0; id < s->ncards; id++) {
        uint16_t used[MAX_PARTS];
        unsigned n = tt_carddb_card_primitives(db, id, used, MAX_PARTS, &s->owner[id]);
        if (n > MAX_PARTS) { /* a limit, not a card counted short */
            fprintf(stderr,
                    "tagteam cards: %s uses %u effect primitives; --stats counts at most %d "
                    "(MAX_PARTS in cli/cards_stats.c)\n",
                    tt_carddb_name(db, id), n, MAX_PARTS);
            return -2;
        }
        for (unsigned k = 0; k < n; k++)
            if (used[k] < s->nprims)
                s->served[used[k]]++;
        s->vanilla += n == 0;
        s->own += s->owner[id] != NULL;
        s->nsimplified += simplified_text(db, s, id) != NULL;
        if (s->kind_field >= 0) {
            int32_t kind = tt_carddb_int(db, id, (unsigned)s->kind_field);
            if (kind >= 0 && (unsigned)kind < s->nkinds)
                s->kinds[kind]++;
        }
    }
    return 0;
}

static void release(stats *s)
{
    free(s->prim);
    free(s->served);
    free(s->owner);
}

static unsigned serving(const stats *s, unsigned cards)
{
    unsigned n = 0;
    for (unsigned p = 0; p < s->nprims; p++)
        n += s->served[p] == cards;
    return n;
}

static void print_text(const tt_carddb *db, const char *game, const stats *s)
{
    const tt_field *f = tt_carddb_fields(db);
    printf("%s: %u cards\n", game, s->ncards);
    if (s->kind_field >= 0) {
        printf("  by kind:");
        for (unsigned k = 0, first = 1; k < s->nkinds; k++)
            if (s->kinds[k]) {
                printf("%s %s %u", first ? "" : ",", f[s->kind_field].values[k], s->kinds[k]);
                first = 0;
            }
        printf("\n");
    }
    printf("  effect primitives: %u (%u serve exactly one card, %u serve none)\n", s->nprims,
           serving(s, 1), serving(s, 0));
    printf("  cards without an effect primitive (vanilla): %u\n", s->vanilla);
    printf("  cards with effect primitives only (data): %u\n", s->ncards - s->vanilla - s->own);
    printf("  cards that need per-card C: %u\n", s->own);
    printf("\nprimitive                                     cards\n");
    for (unsigned p = 0; p < s->nprims; p++)
        printf("  %-42s %6u\n", s->prim[p], s->served[p]);
    if (s->own) {
        printf("\nper-card C                                  file\n");
        for (unsigned id = 0; id < s->ncards; id++)
            if (s->owner[id])
                printf("  %-42s %s\n", tt_carddb_name(db, id), s->owner[id]);
    }
    printf("\ncards not played as printed (simplified): %u\n", s->nsimplified);
    for (unsigned id = 0; id < s->ncards; id++)
        if (simplified_text(db, s, id))
            printf("  %s: %s\n", tt_carddb_name(db, id), simplified_text(db, s, id));
}

static int print_json(const tt_carddb *db, const char *game, const stats *s)
{
    const tt_field *f = tt_carddb_fields(db);
    json_t *o = json_object(), *kinds = json_object(), *prims = json_array(), *own = json_array();
    json_object_set_new(o, "game", json_string(game));
    json_object_set_new(o, "cards", json_integer(s->ncards));
    for (unsigned k = 0; s->kind_field >= 0 && k < s->nkinds; k++)
        if (s->kinds[k])
            json_object_set_new(kinds, f[s->kind_field].values[k], json_integer(s->kinds[k]));
    json_object_set_new(o, "kinds", kinds);
    for (unsigned p = 0; p < s->nprims; p++) {
        json_t *e = json_object();
        json_object_set_new(e, "name", json_string(s->prim[p]));
        json_object_set_new(e, "cards", json_integer(s->served[p]));
        json_array_append_new(prims, e);
    }
    json_object_set_new(o, "primitives", prims);
    json_object_set_new(o, "primitives_serving_one", json_integer(serving(s, 1)));
    json_object_set_new(o, "primitives_serving_none", json_integer(serving(s, 0)));
    json_object_set_new(o, "vanilla", json_integer(s->vanilla));
    json_object_set_new(o, "data_only", json_integer(s->ncards - s->vanilla - s->own));
    for (unsigned id = 0; id < s->ncards; id++)
        if (s->owner[id]) {
            json_t *e = json_object();
            json_object_set_new(e, "name", json_string(tt_carddb_name(db, id)));
            json_object_set_new(e, "file", json_string(s->owner[id]));
            json_array_append_new(own, e);
        }
    json_object_set_new(o, "per_card_c", json_integer(s->own));
    json_object_set_new(o, "per_card_c_cards", own);
    json_t *simplified = json_array();
    for (unsigned id = 0; id < s->ncards; id++)
        if (simplified_text(db, s, id)) {
            json_t *e = json_object();
            json_object_set_new(e, "name", json_string(tt_carddb_name(db, id)));
            json_object_set_new(e, "simplified", json_string(simplified_text(db, s, id)));
            json_array_append_new(simplified, e);
        }
    json_object_set_new(o, "simplified", json_integer(s->nsimplified));
    json_object_set_new(o, "simplified_cards", simplified);
    char *text = json_dumps(o, JSON_INDENT(1) | JSON_PRESERVE_ORDER);
    json_decref(o);
    if (!text)
        return -1;
    puts(text);
    free(text);
    return 0;
}

int cli_cards_stats(const tt_carddb *db, const char *game, int json)
{
    stats s;
    int rc = gather(db, &s);
    if (!rc && json)
        rc = print_json(db, game, &s);
    else if (!rc)
        print_text(db, game, &s);
    release(&s);
    if (rc == -1)
        fputs("tagteam cards: out of memory\n", stderr);
    return rc ? EXIT_RUNTIME : EXIT_OK;
}
