/*
 * The bad-input catalogue (bad_input.c runs it): the fixture every row starts
 * from, the calls rows make, and the rows (bad_input_rows.c).
 */
#ifndef CG_TESTS_BAD_INPUT_H
#define CG_TESTS_BAD_INPUT_H

#include "cardgames/cardgames.h"
#include "game_loaders.h"

typedef struct fixture {
    const char *name;  /* the game's */
    const char *other; /* another game's name (the same when the catalogue has one) */
    cg_game *game;     /* default parameters */
    cg_game *other_game;
    cg_state *state;   /* seed 7, a few moves in */
    cg_state *over;    /* a finished game */
    cg_state *foreign; /* a state of other_game (other parameters when the same game) */
    char *saved, *over_saved, *foreign_saved, *params;
    const game_loader *loader; /* the game's first data loader, or NULL */
} fixture;

/* A call with a hostile input (its arg expanded by bad_expand): returns its status, or, for a function that
   returns a value, CG_EINVAL when it returned its neutral value (and CG_OK
   otherwise). Outputs given to the call are checked untouched on failure. */
typedef cg_status (*bad_call)(fixture *f, const char *arg);

typedef struct bad_row {
    /* NULL: every game of the catalogue; "*": once; "war": that game; a
       trailing "+" ("+", "war+"): only when the catalogue holds another game. */
    const char *game;
    const char *input;   /* what is hostile, shown when the row fails */
    bad_call call;
    const char *arg;
    cg_status status;    /* the exact status */
    /* A part of cg_last_error() that names the problem; "a||b": either. */
    const char *message;
} bad_row;

/* Where a row runs (bad_row.game). */
#define EVERY NULL
#define ONCE "*"
#define EVERY_OTHER "+"

/* The generic rows and every game's (bad_input_rows.c lists them). */
typedef struct bad_table {
    const bad_row *rows;
    const size_t *count;
} bad_table;

extern const bad_table bad_tables[];
extern const size_t bad_table_count;

/* The folder of the data files made at run time. */
extern char bad_data_dir[256];

/* {game}, {other}, {dir} (the data files' folder), {key} and {value} (the
   game's first parameter and its default), {KEY} ({key} in upper case)
   replaced. Rows whose arg names {key} or {KEY} run only for games that have
   parameters. */
void bad_expand(const fixture *f, const char *in, char *out, size_t cap);
int bad_is(const char *arg, const char *word);

/* The generic calls; each documents its arg. */
cg_status call_game_new_name(fixture *f, const char *arg);
cg_status call_game_new_out_null(fixture *f, const char *arg);
cg_status call_game_params(fixture *f, const char *arg);
cg_status call_game_queries_null(fixture *f, const char *arg);
cg_status call_state_new(fixture *f, const char *arg);
cg_status call_state_clone(fixture *f, const char *arg);
cg_status call_state_copy(fixture *f, const char *arg);
cg_status call_state_queries_null(fixture *f, const char *arg);
cg_status call_apply_null(fixture *f, const char *arg);
cg_status call_playout_null(fixture *f, const char *arg);
cg_status call_apply(fixture *f, const char *arg);
cg_status call_apply_foreign_move(fixture *f, const char *arg);
cg_status call_move_from_string(fixture *f, const char *arg);
cg_status call_move_to_string(fixture *f, const char *arg);
cg_status call_render(fixture *f, const char *arg);
cg_status call_returns(fixture *f, const char *arg);
cg_status call_zero_sizes(fixture *f, const char *arg);
cg_status call_playout_sizes(fixture *f, const char *arg);
cg_status call_load(fixture *f, const char *arg);
cg_status call_data(fixture *f, const char *arg);

#endif
