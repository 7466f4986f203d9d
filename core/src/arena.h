/* arena.h: bump allocation for objects freed all at once (a loaded ruleset, a deck). */
#ifndef TAGTEAM_ARENA_H
#define TAGTEAM_ARENA_H

#include <stddef.h>

#include "alloc.h"

typedef struct tt_arena_chunk tt_arena_chunk;
typedef struct tt_arena {
    const tt_alloc *al;
    tt_arena_chunk *head;
    size_t used, cap; /* of head */
} tt_arena;

void tt_arena__init(tt_arena *a, const tt_alloc *al);
/* Frees every chunk; the arena may be reused after. */
void tt_arena__fini(tt_arena *a);
/* Returns zeroed, max-aligned memory owned by the arena, or NULL when out of memory. */
void *tt_arena__alloc(tt_arena *a, size_t size);
/* Copies n bytes of s and adds a NUL; NULL when out of memory. */
char *tt_arena__strndup(tt_arena *a, const char *s, size_t n);

#endif
