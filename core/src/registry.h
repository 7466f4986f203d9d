/* registry.h: the built-in game modules, defined in games/registry.c (the core only knows the
 * tt_game type, never a module). */
#ifndef TAGTEAM_REGISTRY_H
#define TAGTEAM_REGISTRY_H

#include "tagteam/game.h"

/* NULL-terminated table of built-in modules. */
extern const tt_game *const tt_games__builtin[];

/* The module named name with the ABI this core speaks, looked up in extra (NULL-terminated,
 * may be NULL) and then among the built-in ones; NULL if none. */
const tt_game *tt_game__find(const tt_game *const *extra, const char *name);
/* Index of name in a NULL-terminated list, or -1. */
int tt_names__index(const char *const *names, const char *name);
/* Index of name among n entries sorted by name, stride bytes apart, each beginning with its
 * name as a const char * (a binary search); -1 if none. */
int tt_names__sorted_find(const void *entries, unsigned n, size_t stride, const char *name);
/* The entry of names closest to name (edit distance <= 2, or a shared prefix), or NULL. */
const char *tt_names__closest(const char *const *names, const char *name);
/* Writes the end of an "unknown ..." message into buf: "; did you mean 'x'?" when a name is
 * close, else " (expected one of: a, b, c)" when list_all, else "". */
void tt_names__suggest(char *buf, size_t size, const char *const *names, const char *name,
                       int list_all);

#endif
