/*
 * Every game's typed loaders of data files, in one uniform form, for the
 * suites that treat all games alike (bad input, out of memory, fuzzing). A
 * game with data files is covered by those suites through its lines in
 * game_loaders.c.
 */
#ifndef CG_TESTS_GAME_LOADERS_H
#define CG_TESTS_GAME_LOADERS_H

#include <stddef.h>

#include "cardgames/cardgames.h"

typedef struct game_loader {
    const char *game;      /* the game's catalogue name */
    const char *name;      /* the typed function that reads text ("cg_war_deck_parse") */
    const char *file_name; /* the typed function that reads a file ("cg_war_deck_load") */
    const char *param_key; /* the parameter that names such a file ("deck") */
    const char *sample;    /* a valid file, relative to the project's root (the fuzz
                              corpus takes every file of its folder) */
    size_t result_size;    /* bytes of what a successful call fills */
    /* The loaders; game is a game of that name with default parameters. */
    cg_status (*parse)(const cg_game *game, const char *text, size_t len, void *result);
    cg_status (*load)(const cg_game *game, const char *path, void *result);
    /* Whether two results are the same (NULL: their bytes are equal). */
    int (*same)(const void *a, const void *b);
    /* Frees what a successful call made (NULL when the result owns nothing). */
    void (*release)(void *result);
} game_loader;

/* The loaders of every game of the catalogue that has data files. */
extern const game_loader game_loaders[];
extern const size_t game_loader_count;

/* Largest result_size of any loader. */
#define GAME_LOADER_RESULT_MAX 32768

/* Public functions of a game, besides its loaders, that allocate: each makes
   something of a default game into result (freed by release). */
typedef struct game_allocator {
    const char *game;
    const char *name;
    size_t result_size; /* bytes of what a successful call fills */
    cg_status (*make)(const cg_game *game, void *result);
    void (*release)(void *result); /* NULL when the result owns nothing */
} game_allocator;

extern const game_allocator game_allocators[];
extern const size_t game_allocator_count;

#endif
