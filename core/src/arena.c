/* arena.c: bump allocation in chunks; -DTT_DEBUG_ARENA gives each allocation its own chunk so
 * AddressSanitizer sees every overflow. */
#include "arena.h"

#include <stdalign.h>
#include <stdint.h>
#include <string.h>

struct tt_arena_chunk {
    tt_arena_chunk *next;
    alignas(max_align_t) unsigned char data[];
};

#define CHUNK_SIZE 16384

void tt_arena__init(tt_arena *a, const tt_alloc *al)
{
    memset(a, 0, sizeof *a);
    a->al = al;
}

void tt_arena__fini(tt_arena *a)
{
    tt_arena_chunk *c = a->head;
    while (c) {
        tt_arena_chunk *next = c->next;
        tt__free(a->al, c);
        c = next;
    }
    a->head = NULL;
    a->used = a->cap = 0;
}

void *tt_arena__alloc(tt_arena *a, size_t size)
{
    const size_t align = alignof(max_align_t);
    size = (size + align - 1) & ~(align - 1);
#ifndef TT_DEBUG_ARENA
    if (a->head && a->cap - a->used >= size) {
        void *p = a->head->data + a->used;
        a->used += size;
        return p;
    }
#endif
    size_t cap = size;
#ifndef TT_DEBUG_ARENA
    if (cap < CHUNK_SIZE)
        cap = CHUNK_SIZE;
#endif
    if (size > SIZE_MAX / 2)
        return NULL;
    tt_arena_chunk *c = tt__calloc(a->al, sizeof *c + cap);
    if (!c)
        return NULL;
    c->next = a->head;
    a->head = c;
    a->cap = cap;
    a->used = size;
    return c->data;
}

char *tt_arena__strndup(tt_arena *a, const char *s, size_t n)
{
    char *p = tt_arena__alloc(a, n + 1);
    if (p) {
        memcpy(p, s, n);
        p[n] = '\0';
    }
    return p;
}
