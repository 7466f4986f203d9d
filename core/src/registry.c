/* registry.c: finding a built-in game module by the name a ruleset gives, and the name
 * look-ups (with did-you-mean) that loaders share. */
#include "registry.h"

#include <stdio.h>
#include <string.h>

const tt_game *tt_game__find(const tt_game *const *extra, const char *name)
{
    for (const tt_game *const *g = extra; g && *g; g++)
        if ((*g)->abi == TT_GAME_ABI && strcmp((*g)->name, name) == 0)
            return *g;
    for (const tt_game *const *g = tt_games__builtin; *g; g++)
        if ((*g)->abi == TT_GAME_ABI && strcmp((*g)->name, name) == 0)
            return *g;
    return NULL;
}

int tt_names__index(const char *const *names, const char *name)
{
    for (int i = 0; names && names[i]; i++)
        if (strcmp(names[i], name) == 0)
            return i;
    return -1;
}

int tt_names__sorted_find(const void *entries, unsigned n, size_t stride, const char *name)
{
    unsigned lo = 0, hi = n;
    while (lo < hi) {
        unsigned mid = lo + (hi - lo) / 2;
        const char *at;
        memcpy(&at, (const unsigned char *)entries + mid * stride, sizeof at);
        int cmp = strcmp(at, name);
        if (cmp == 0)
            return (int)mid;
        if (cmp < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return -1;
}

/* Levenshtein distance, capped: strings longer than 63 bytes are never "close". */
static unsigned edit_distance(const char *a, const char *b)
{
    size_t la = strlen(a), lb = strlen(b);
    unsigned row[64];
    if (la > 63 || lb > 63)
        return 99;
    for (size_t j = 0; j <= lb; j++)
        row[j] = (unsigned)j;
    for (size_t i = 1; i <= la; i++) {
        unsigned diag = row[0];
        row[0] = (unsigned)i;
        for (size_t j = 1; j <= lb; j++) {
            unsigned up = row[j];
            unsigned best = diag + (a[i - 1] != b[j - 1]);
            if (up + 1 < best)
                best = up + 1;
            if (row[j - 1] + 1 < best)
                best = row[j - 1] + 1;
            row[j] = best;
            diag = up;
        }
    }
    return row[lb];
}

const char *tt_names__closest(const char *const *names, const char *name)
{
    const char *best = NULL;
    unsigned best_d = 3;
    for (int i = 0; names && names[i]; i++) {
        unsigned d = edit_distance(names[i], name);
        size_t n = strlen(name);
        if (d > 2 && n >= 3 && strncmp(names[i], name, n) == 0)
            d = 2; /* a prefix ("cap" for "capacity") */
        if (d < best_d) {
            best_d = d;
            best = names[i];
        }
    }
    return best;
}

void tt_names__suggest(char *buf, size_t size, const char *const *names, const char *name,
                       int list_all)
{
    const char *near = tt_names__closest(names, name);
    size_t used;
    if (near) {
        snprintf(buf, size, "; did you mean '%s'?", near);
        return;
    }
    buf[0] = '\0';
    if (!list_all || !names || !names[0])
        return;
    used = (size_t)snprintf(buf, size, " (expected one of: ");
    for (int i = 0; names[i] && used < size; i++) {
        size_t len = strlen(names[i]) + (i ? 2 : 0);
        if (used + len + 6 >= size) { /* no room for the rest: say so, never cut a name */
            snprintf(buf + used, size - used, ", ...");
            used += 5;
            break;
        }
        used += (size_t)snprintf(buf + used, size - used, "%s%s", i ? ", " : "", names[i]);
    }
    if (used < size)
        snprintf(buf + used, size - used, ")");
}
