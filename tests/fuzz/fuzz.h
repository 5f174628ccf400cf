/*
 * Shared by the fuzz targets: each defines LLVMFuzzerTestOneInput, which
 * libFuzzer drives (meson option `fuzz`, clang) and replay.c calls on the
 * files of the corpus and of the regressions in every other build.
 *
 * A target checks the API's promises on whatever it is given and aborts (a
 * crash for libFuzzer, a failure for the replay test) when one is broken.
 */
#ifndef CG_FUZZ_H
#define CG_FUZZ_H

#include <stddef.h>
#include <stdint.h>

#include "cardgames/cardgames.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Aborts with a message when cond is false. */
#define FUZZ_CHECK(cond, ...)                                                                      \
    ((cond) ? (void)0 : fuzz_fail(__FILE__, __LINE__, #cond, __VA_ARGS__))

void fuzz_fail(const char *file, int line, const char *cond, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((noreturn, format(printf, 4, 5)))
#endif
    ;

/* Reads input from the front of (data, size). */
typedef struct fuzz_input {
    const uint8_t *data;
    size_t size;
} fuzz_input;

uint8_t fuzz_u8(fuzz_input *in);
uint32_t fuzz_u32(fuzz_input *in);
uint64_t fuzz_u64(fuzz_input *in);
/* The next line (without its '\n'), as a NUL-terminated copy to free(). */
char *fuzz_line(fuzz_input *in);
/* All that is left, as a NUL-terminated copy to free() (stops at a NUL byte). */
char *fuzz_rest(fuzz_input *in);

/* A game of the catalogue: the first line of the input when it names one
   (the line is consumed), else its first byte modulo the catalogue's size. */
size_t fuzz_pick_game(fuzz_input *in);
/* The game of that catalogue index with default parameters, made once. */
const cg_game *fuzz_game(size_t index);

/* The saved form, in a new buffer to free(). */
char *fuzz_save(const cg_state *s);

/* The promises every state keeps: legal moves ascending, distinct, within
   the bound, none exactly when terminal, each legal and with a text that
   reads back; save/load gives an equal state with the same hash and text;
   render for every viewer; a short buffer gets a prefix; the legal mask is
   the legal moves; observations are in [0, 1]; resampling for a player keeps
   that player's render and gives a state that saves and loads back. */
void fuzz_check_state(const cg_state *s);

/* A failure: one of the allowed statuses and a non-empty message. */
void fuzz_check_failure(cg_status st, const char *what);

#endif
