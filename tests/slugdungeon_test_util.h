/* Helpers shared by the SlugDungeon suites: a game, states from level text,
   and the seed's printed forms of values (so that tests compare with the
   seed's text verbatim). */
#ifndef CG_TESTS_SLUGDUNGEON_TEST_UTIL_H
#define CG_TESTS_SLUGDUNGEON_TEST_UTIL_H

#include "cardgames/slugdungeon.h"

#define POS(r, c) ((cg_slugdungeon_position){(r), (c)})

/* The game with default parameters (made once per test process). */
const cg_game *sdt_game(void);
/* A state on a level given as text; fails the test when it does not load. */
cg_state *sdt_level(const char *text);
/* A state from its saved form's game lines (the frame is added). */
cg_status sdt_load_lines(const char *lines, cg_state **out);

/* Printed forms, in buffers that stay valid for the next few calls. */
const char *sdt_weapon(int weapon);                                 /* PoisonDart() / None */
const char *sdt_effect(cg_slugdungeon_effect effect);               /* {'poison': 2} */
const char *sdt_positions(const cg_slugdungeon_position *p, int n); /* [(1, 2), (1, 0)] */
const char *sdt_position(cg_slugdungeon_position p);                /* (1, 2) */
const char *sdt_entity(const cg_slugdungeon_entity *e);             /* AngrySlug() */
const char *sdt_tile(const cg_slugdungeon_tile *t);                 /* Tile('#', True) */
const char *sdt_slugs(const cg_state *s);                           /* {(1, 1): AngrySlug()} */
const char *sdt_tiles(const cg_state *s);                           /* [[Tile('#', True), ...]] */
const char *sdt_save(const cg_state *s);                            /* the whole saved form */
const char *sdt_render(const cg_state *s);

/* The model's player and slug i, copied out. */
cg_slugdungeon_entity sdt_player(const cg_state *s);
cg_slugdungeon_entity sdt_slug(const cg_state *s, int i);
cg_slugdungeon_position sdt_slug_position(const cg_state *s, int i);
cg_slugdungeon_position sdt_player_position(const cg_state *s);
/* Applies a move given by its text; fails the test when it is refused. */
void sdt_play(cg_state *s, const char *moves);

#endif
