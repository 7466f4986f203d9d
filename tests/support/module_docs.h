/* module_docs.h: a game module's tables against its section of docs/api.md ("Observation: the
 * modules' fields"), for the modules' unit tests. */
#ifndef TAGTEAM_MODULE_DOCS_H
#define TAGTEAM_MODULE_DOCS_H

#include "tagteam/game.h"

/* Asserts (Criterion) that docs/api.md's section headed heading lists every option kind 1 ..
 * nkinds - 1 of g with its number, name and arguments, every per-card field and every link
 * kind, as g's tables say. */
void tt_check_module_docs(const tt_game *g, const char *heading, unsigned nkinds);

#endif
