/* module_docs.c: a game module's tables against its section of docs/api.md (module_docs.h). */
#include "module_docs.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

/* docs/api.md's section headed heading, up to the next heading of its level. */
static char *doc_section(const char *heading)
{
    FILE *f = fopen(TT_TEST_SRCDIR "/docs/api.md", "rb");
    cr_assert(f, "docs/api.md");
    static char text[1 << 17];
    size_t n = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[n] = '\0';
    char *s = strstr(text, heading);
    cr_assert(s, "docs/api.md has no '%s'", heading);
    char *end = strstr(s + strlen(heading), "\n### ");
    if (end)
        *end = '\0';
    return s;
}

void tt_check_module_docs(const tt_game *g, const char *heading, unsigned nkinds)
{
    static const char *const words[] = {"none", "int", "card", "seat"};
    const char *doc = doc_section(heading);
    for (unsigned k = 1; k < nkinds; k++) {
        uint8_t arg[3];
        char row[160];
        const char *name = g->option_shape(k, arg);
        cr_assert(name, "option kind %u has no shape", k);
        snprintf(row, sizeof row, "| %u | `%s` | %s | %s | %s |", k, name, words[arg[0]],
                 words[arg[1]], words[arg[2]]);
        cr_assert(strstr(doc, row), "docs/api.md lacks '%s'", row);
    }
    for (unsigned i = 0; g->obs_fields[i].name; i++) {
        char row[64];
        snprintf(row, sizeof row, "| `%s` |", g->obs_fields[i].name);
        cr_assert(strstr(doc, row), "docs/api.md lacks the field '%s'", row);
    }
    for (unsigned i = 0; g->obs_link_kinds[i]; i++) {
        char word[64];
        snprintf(word, sizeof word, "`%s`", g->obs_link_kinds[i]);
        cr_assert(strstr(doc, word), "docs/api.md lacks the link kind %s", word);
    }
}
