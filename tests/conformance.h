/* The conformance suite's shared checks (conformance.c) and the checks of the
   1.1 additions: masks and observations (conformance_learning.c), reseed and
   resample (conformance_information.c). */
#ifndef CG_TESTS_CONFORMANCE_H
#define CG_TESTS_CONFORMANCE_H

#include <stdbool.h>
#include <stdint.h>

#include "cardgames/cardgames.h"

enum { TEXT_CAP = 1 << 16 };

typedef struct buffers {
    cg_move *moves;
    char *text;
    char *cut;
    cg_state *scratch;
} buffers;

/* The saved text of a state (malloc'd). */
char *save_text(const cg_state *s);
/* Save, load, compare, save again; a truncated text is refused. Returns the
   loaded state. */
cg_state *check_save_load(const cg_state *s);
/* Every 1.0 invariant of one state; returns its legal move count (the moves
   in b->moves) and a state loaded from its saved form. */
size_t check_state(cg_state *s, buffers *b, uint64_t salt, cg_state **loaded);

/* FNV-1a of bytes, for collecting pairs of texts, tensors and masks. */
uint64_t bytes_hash(uint64_t h, const void *data, size_t n);

/* Masks and observations over the states of one configuration. */
typedef struct learning learning;
learning *learning_new(const cg_game *g);
/* Every invariant of the mask and of each player's observation of s, whose
   legal moves are moves[0..n). */
void learning_check(learning *l, const cg_state *s, const cg_move *moves, size_t n);
/* Actions no legal move reached must be documented as unreachable; the claim
   is made of the full sample only (`full`: the default number of games), a
   smaller one reaching fewer. */
void learning_finish(learning *l, const char *game, const char *params, bool full);

/* Reseed and resample of s for every viewer; with `deep`, a resampled state is
   played to its end under every 1.0 check. */
void information_check(const cg_state *s, const cg_move *moves, size_t n, uint64_t salt,
                       bool deep, buffers *b);

#endif
