/* Small helpers shared by the suites that treat every game alike. */
#ifndef CG_TESTS_SUPPORT_H
#define CG_TESTS_SUPPORT_H

#include <stddef.h>

#include "cardgames/cardgames.h"

/* A whole file in a new NUL-terminated buffer (free it), its length in *len;
   NULL when it cannot be read. */
char *test_read_file(const char *path, size_t *len);
/* The state's saved form in a new buffer (free it); NULL when out of memory. */
char *test_saved_text(const cg_state *s);
/* Index of a game in the catalogue; (size_t)-1 when it is not there. */
size_t test_game_index(const char *name);
/* The game's parameters in a new buffer (free it); NULL when out of memory. */
char *test_params_text(const cg_game *g);

#endif
