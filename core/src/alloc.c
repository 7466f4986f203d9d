/* alloc.c: the default allocator and the helpers around the hook. */
#include "alloc.h"

#include <stdlib.h>
#include <string.h>

static void *default_fn(void *ud, void *ptr, size_t nsize)
{
    (void)ud;
    if (nsize == 0) {
        free(ptr);
        return NULL;
    }
    return realloc(ptr, nsize);
}

const tt_alloc tt_alloc__default = {default_fn, NULL};

void *tt__malloc(const tt_alloc *al, size_t size)
{
    return al->fn(al->ud, NULL, size ? size : 1);
}

void *tt__calloc(const tt_alloc *al, size_t size)
{
    void *p = tt__malloc(al, size);
    if (p)
        memset(p, 0, size);
    return p;
}

void tt__free(const tt_alloc *al, void *ptr)
{
    if (ptr)
        al->fn(al->ud, ptr, 0);
}

void *tt__realloc(const tt_alloc *al, void *ptr, size_t size)
{
    return al->fn(al->ud, ptr, size ? size : 1);
}
