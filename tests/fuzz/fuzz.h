/* fuzz.h: what the fuzz harnesses share (docs/testing.md, "Fuzzing"). Each harness defines
 * LLVMFuzzerTestOneInput; built with clang's -fsanitize=fuzzer it is a libFuzzer target, and
 * linked with replay_main.c it replays files through the same function in the normal suite. */
#ifndef TAGTEAM_FUZZ_H
#define TAGTEAM_FUZZ_H

#include <stddef.h>
#include <stdint.h>

#include "tagteam/tagteam.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* A context on the source tree's rulesets and games (games_dir NULL: the shipped games). */
tt_ctx *fuzz_ctx(const char *games_dir);
/* data as a NUL-terminated string (a copy; free it), or NULL when it holds a NUL byte. */
char *fuzz_text(const uint8_t *data, size_t size);
/* Writes data to path; aborts when it cannot (the harness itself is broken then). */
void fuzz_write(const char *path, const uint8_t *data, size_t size);
/* The contract of every loader: it succeeds with an object, or fails with none and an error
 * that says what is wrong. Aborts (a finding) otherwise. */
void fuzz_check_result(const char *what, int rc, const void *out, const tt_error *err);

#endif
