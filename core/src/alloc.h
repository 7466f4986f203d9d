/* alloc.h: the allocator hook every allocation of the library goes through (tests inject faults).
 */
#ifndef TAGTEAM_ALLOC_H
#define TAGTEAM_ALLOC_H

#include <stddef.h>

typedef struct tt_alloc {
    /* Like lua_Alloc: nsize 0 frees ptr and returns NULL; otherwise (re)allocates. */
    void *(*fn)(void *ud, void *ptr, size_t nsize);
    void *ud;
} tt_alloc;

extern const tt_alloc tt_alloc__default;

void *tt__malloc(const tt_alloc *al, size_t size);
void *tt__calloc(const tt_alloc *al, size_t size);
void *tt__realloc(const tt_alloc *al, void *ptr, size_t size); /* NULL: ptr is untouched */
void tt__free(const tt_alloc *al, void *ptr);

#endif
