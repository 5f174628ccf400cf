/* SlugDungeon's rows of the bad-input catalogue (see bad_input.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bad_input.h"
#include "cardgames/slugdungeon.h"

/* The level readers given NULL or a game of another kind: "text NULL game",
   "text NULL text", "text NULL out", "text war game", "file NULL path". */
static cg_status call_sd_reader(fixture *f, const char *arg)
{
    cg_state *out = (cg_state *)f;
    const char *level = "10\n###\n#P#\n###\n";
    cg_game *war = NULL;
    cg_status st;
    if (bad_is(arg, "text NULL game"))
        st = cg_slugdungeon_state_from_level(NULL, level, strlen(level), &out);
    else if (bad_is(arg, "text NULL text"))
        st = cg_slugdungeon_state_from_level(f->game, NULL, 0, &out);
    else if (bad_is(arg, "text NULL out"))
        st = cg_slugdungeon_state_from_level(f->game, level, strlen(level), NULL);
    else if (bad_is(arg, "text war game")) {
        if (cg_game_new("war", NULL, &war) != CG_OK)
            return CG_OK;
        st = cg_slugdungeon_state_from_level(war, level, strlen(level), &out);
    } else
        st = cg_slugdungeon_state_from_file(f->game, NULL, &out);
    cg_game_free(war);
    if (st == CG_OK)
        cg_state_free(out);
    else if (out != (cg_state *)f)
        return CG_OK; /* wrote *out on failure: the row fails */
    return st;
}

/* "FUNCTION WEAPON": the weapon functions given a value that is no weapon. */
static cg_status call_sd_weapon(fixture *f, const char *arg)
{
    (void)f;
    char function[32];
    int weapon = 0;
    sscanf(arg, "%31s %d", function, &weapon);
    char buf[16] = "x";
    cg_slugdungeon_position targets[8];
    cg_slugdungeon_effect effect = {7, 7, 7};
    if (bad_is(function, "name"))
        return cg_slugdungeon_weapon_name(weapon)[0] == '\0' ? CG_EINVAL : CG_OK;
    if (bad_is(function, "symbol"))
        return cg_slugdungeon_weapon_symbol(weapon) == '\0' ? CG_EINVAL : CG_OK;
    if (bad_is(function, "range"))
        return cg_slugdungeon_weapon_range(weapon) == -1 ? CG_EINVAL : CG_OK;
    if (bad_is(function, "targets"))
        return cg_slugdungeon_weapon_targets(weapon, (cg_slugdungeon_position){0, 0}, targets, 8) == -1
                   ? CG_EINVAL
                   : CG_OK;
    if (bad_is(function, "repr"))
        return cg_slugdungeon_weapon_repr(weapon, buf, sizeof buf) == 0 && buf[0] == '\0' ? CG_EINVAL
                                                                                          : CG_OK;
    cg_status st = cg_slugdungeon_weapon_effect(weapon, &effect);
    return st != CG_OK && effect.damage != 7 ? CG_OK : st;
}

/* Tiles and entities made from bad values: "tile NULL", "tile long",
   "create NULL", "entity NULL", "entity kind 99", "entity health 0",
   "slug player". */
static cg_status call_sd_piece(fixture *f, const char *arg)
{
    (void)f;
    cg_slugdungeon_tile tile;
    cg_slugdungeon_entity e;
    if (bad_is(arg, "tile NULL"))
        return cg_slugdungeon_tile_init(NULL, " ", 0);
    if (bad_is(arg, "tile long"))
        return cg_slugdungeon_tile_init(&tile, "a symbol far too long", 0);
    if (bad_is(arg, "create NULL"))
        return cg_slugdungeon_create_tile(NULL, &tile);
    if (bad_is(arg, "entity NULL"))
        return cg_slugdungeon_entity_init(NULL, CG_SLUGDUNGEON_PLAYER, 5);
    if (bad_is(arg, "entity kind 99"))
        return cg_slugdungeon_entity_init(&e, 99, 5);
    if (bad_is(arg, "entity health 0"))
        return cg_slugdungeon_entity_init(&e, CG_SLUGDUNGEON_PLAYER, 0);
    return cg_slugdungeon_slug_init(&e, CG_SLUGDUNGEON_PLAYER);
}

static const cg_state *sd_state_arg(fixture *f, const char *which)
{
    return bad_is(which, "NULL") ? NULL : bad_is(which, "foreign") ? f->foreign : f->state;
}

/* "FUNCTION STATE [N [M]]": the model's queries given a bad state, index or
   position; STATE is NULL, foreign or state. */
static cg_status call_sd_query(fixture *f, const char *arg)
{
    char function[32], which[16];
    int n = 0, m = 0;
    if (sscanf(arg, "%31s %15s %d %d", function, which, &n, &m) < 2)
        return CG_OK;
    const cg_state *s = sd_state_arg(f, which);
    cg_slugdungeon_entity e = {77, 77, 77, 77, 77, 77};
    cg_slugdungeon_position p = {77, 77}, at = {n, m}, out[8];
    cg_slugdungeon_tile tile;
    memset(&tile, 0x77, sizeof tile);
    int rows = 77, cols = 77, index = 77;
    cg_status st = CG_OK;
    int untouched = 1;
    if (bad_is(function, "player")) {
        st = cg_slugdungeon_player(s, &e);
        untouched = e.kind == 77;
    } else if (bad_is(function, "player_position")) {
        st = cg_slugdungeon_player_position(s, &p);
        untouched = p.row == 77;
    } else if (bad_is(function, "slug")) {
        st = cg_slugdungeon_slug(s, n, &e, &p);
        untouched = e.kind == 77 && p.row == 77;
    } else if (bad_is(function, "dimensions")) {
        st = cg_slugdungeon_dimensions(s, &rows, &cols);
        untouched = rows == 77 && cols == 77;
    } else if (bad_is(function, "tile_at")) {
        st = cg_slugdungeon_tile_at(s, at, &tile);
        untouched = tile.blocking == 0x77777777;
    } else if (bad_is(function, "slug_index_at")) {
        st = cg_slugdungeon_slug_index_at(s, at, &index);
        untouched = index == 77;
    } else if (bad_is(function, "valid_slug_positions")) {
        return cg_slugdungeon_valid_slug_positions(s, n, out, 8) == -1 ? CG_EINVAL : CG_OK;
    } else if (bad_is(function, "slug_count")) {
        return cg_slugdungeon_slug_count(s) == -1 ? CG_EINVAL : CG_OK;
    } else if (bad_is(function, "has_won")) {
        return cg_slugdungeon_has_won(s) == -1 ? CG_EINVAL : CG_OK;
    } else if (bad_is(function, "turns")) {
        return cg_slugdungeon_turns(s) == 0 ? CG_EINVAL : CG_OK;
    }
    return st != CG_OK && !untouched ? CG_OK : st;
}

/* "move R C", "attack A R C", "end_turn" on the running state, or with
   "over " before them on the finished one. */
static cg_status call_sd_change(fixture *f, const char *arg)
{
    cg_state *s = f->state;
    if (strncmp(arg, "over ", 5) == 0) {
        s = f->over;
        arg += 5;
    }
    int a = 0, b = 0, c = 0;
    if (sscanf(arg, "move %d %d", &a, &b) == 2)
        return cg_slugdungeon_handle_player_move(s, (cg_slugdungeon_position){a, b});
    if (sscanf(arg, "attack %d %d %d", &a, &b, &c) == 3)
        return cg_slugdungeon_perform_attack(s, a, (cg_slugdungeon_position){b, c});
    return cg_slugdungeon_end_turn(bad_is(arg, "end_turn NULL") ? NULL : s);
}

/* cg_slugdungeon_model_new with one thing wrong: "rows 0", "player on wall",
   "player is a slug", "slug on player", "NULL tiles". A 1 x 3 floor board. */
static cg_status call_sd_model(fixture *f, const char *arg)
{
    cg_slugdungeon_tile tiles[3];
    for (int i = 0; i < 3; i++)
        cg_slugdungeon_tile_init(&tiles[i], i == 0 && bad_is(arg, "player on wall") ? "#" : " ",
                                 i == 0 && bad_is(arg, "player on wall"));
    cg_slugdungeon_entity player, slug;
    cg_slugdungeon_entity_init(&player, CG_SLUGDUNGEON_PLAYER, 10);
    cg_slugdungeon_slug_init(&slug, CG_SLUGDUNGEON_NICE_SLUG);
    if (bad_is(arg, "player is a slug"))
        player = slug;
    cg_slugdungeon_position at = {0, bad_is(arg, "slug on player") ? 0 : 2}, start = {0, 0};
    cg_state *out = (cg_state *)f;
    cg_status st = cg_slugdungeon_model_new(f->game, bad_is(arg, "NULL tiles") ? NULL : tiles, 1,
                                            bad_is(arg, "rows 0") ? 0 : 3, &slug, &at, 1, &player,
                                            start, &out);
    if (st == CG_OK)
        cg_state_free(out);
    else if (out != (cg_state *)f)
        return CG_OK;
    return st;
}

/* The fixture's saved state with lines replaced, "N:text|M:text", loaded
   into its game: for states that differ from a reachable one in two lines. */
static cg_status call_sd_load_edits(fixture *f, const char *arg)
{
    char text[8192], edits[1024];
    snprintf(edits, sizeof edits, "%s", arg);
    const char *with[64] = {0};
    for (char *edit = strtok(edits, "|"); edit; edit = strtok(NULL, "|")) {
        int line = atoi(edit);
        if (line > 0 && line < 64 && strchr(edit, ':'))
            with[line] = strchr(edit, ':') + 1;
    }
    size_t n = 0;
    int line = 1;
    for (const char *p = f->saved; *p && n + 600 < sizeof text; line++) {
        const char *end = strchr(p, '\n');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        n += (size_t)snprintf(text + n, sizeof text - n, "%.*s\n",
                              line < 64 && with[line] ? (int)strlen(with[line]) : (int)len,
                              line < 64 && with[line] ? with[line] : p);
        p += len + (end != NULL);
    }
    cg_state *out = (cg_state *)f;
    cg_status st = cg_state_load(f->game, text, &out);
    if (st == CG_OK)
        cg_state_free(out);
    else if (out != (cg_state *)f)
        return CG_OK; /* wrote *out on failure: the row fails */
    return st;
}

#define SD "slugdungeon"

const bad_row bad_rows_slugdungeon[] = {
    {SD, "max_turns 0", call_game_params, "max_turns=0", CG_EINVAL, "slugdungeon: parameter 'max_turns' must be from 1 to 100000000, not 0"},
    {SD, "max_turns 100000001", call_game_params, "max_turns=100000001", CG_EINVAL, "must be from 1 to 100000000, not 100000001"},
    {SD, "max_turns -5", call_game_params, "max_turns=-5", CG_EINVAL, "must be from 1 to 100000000, not -5"},
    {SD, "max_turns abc", call_game_params, "max_turns=abc", CG_EINVAL, "slugdungeon: parameter 'max_turns' wants an integer from 1 to 100000000, not 'abc'"},
    {SD, "max_turns empty", call_game_params, "max_turns=", CG_EINVAL, "wants an integer from 1 to 100000000, not ''"},
    {SD, "max_turns 1e3", call_game_params, "max_turns=1e3", CG_EINVAL, "not '1e3'"},
    {SD, "level of a missing file", call_game_params, "level={dir}/missing", CG_EIO, "cannot open '"},
    {SD, "level path of 100000 characters", call_game_params, "level=huge:100000", CG_EINVAL, "slugdungeon: parameter 'level' is longer than"},
    {SD, "level in upper case", call_game_params, "LEVEL=x", CG_EINVAL, "slugdungeon: unknown parameter 'LEVEL' (known: level, max_turns)"},
    {SD, "move text in upper case (any case reads)", call_move_from_string, "UP", CG_OK, NULL},
    {SD, "move text in mixed case into a wall (any case reads)", call_move_from_string, "Left", CG_EILLEGAL, "slugdungeon: cannot move left: (2, 0) is a blocking tile"},
    {SD, "move text north", call_move_from_string, "north", CG_EPARSE, "slugdungeon: 'north' is not a move (up, left, down, right, stay, or the keys w, a, s, d, space)"},
    {SD, "move text with a word after it", call_move_from_string, "up up", CG_EPARSE, "'up up'"},
    {SD, "move text in upper case with a letter more", call_move_from_string, "UPP", CG_EPARSE, "'UPP'"},
    {SD, "move key in upper case (any case reads)", call_move_from_string, "S", CG_OK, NULL},
    {SD, "move left into a wall", call_move_from_string, "left", CG_EILLEGAL, "slugdungeon: cannot move left: (2, 0)"},
    {SD, "move right into a wall", call_move_from_string, "d", CG_EILLEGAL, "slugdungeon: cannot move right: (2, 2)"},
    {SD, "move code 1 (left) into a wall", call_apply, "1", CG_EILLEGAL, "cannot move left"},
    {SD, "move code 5", call_apply, "5", CG_EILLEGAL, "slugdungeon: 5 is not a move (0 up, 1 left, 2 down, 3 right, 4 stay)"},
    {SD, "move on a finished game", call_move_from_string, "over:stay", CG_EOVER, "cg_move_from_string: the game of slugdungeon is over"},
    {SD, "saved state with a negative turn count", call_load, "line 6:turns -1", CG_EPARSE, "saved state, line 6: turns must be a number from 0 to 1000, not '-1'"},
    {SD, "saved state with a board of 0 rows", call_load, "line 7:board 0 13", CG_EPARSE, "saved state, line 7: a board has at least one row and one column"},
    {SD, "saved state with a board of 65 columns", call_load, "line 7:board 7 65", CG_EPARSE, "saved state, line 7: columns must be a number from 0 to 64, not '65'"},
    {SD, "saved state with a short row", call_load, "line 8:row |##|", CG_EPARSE, "saved state, line 8: a row is '|', 13 tile symbols, '|'"},
    {SD, "saved state with a row without bars", call_load, "line 8:row #############", CG_EPARSE, "saved state, line 8: a row is '|', 13 tile symbols, '|'"},
    {SD, "saved state with a weapon that does not exist", call_load, "line 17:weapon 3 3 Sword", CG_EPARSE, "saved state, line 17: 'Sword' is no weapon"},
    {SD, "saved state with a weapon off the board", call_load, "line 17:weapon 30 3 PoisonSword", CG_EPARSE, "saved state, line 17: (30, 3) is off the 7 x 13 board"},
    {SD, "saved state with more weapons announced", call_load, "line 16:weapons 3", CG_EPARSE, "saved state, line 19: expected 'weapon', found 'player'"},
    {SD, "saved state with health over the maximum", call_load, "line 19:player health 9 max 8 poison 0 weapon none at 2 1 previous 2 1", CG_EPARSE, "saved state, line 19: the player's health 9 is not in 0..8"},
    {SD, "saved state with the player in a wall", call_load, "line 19:player health 8 max 8 poison 0 weapon none at 0 0 previous 0 0", CG_EPARSE, "saved state, line 19: the player at (0, 0) is off the board or on a blocking tile"},
    {SD, "saved state with the player jumping", call_load, "line 19:player health 8 max 8 poison 0 weapon none at 2 1 previous 5 4", CG_EPARSE, "saved state, line 19: the player's previous position (5, 4) is not a free square next to (2, 1)"},
    {SD, "saved state with an unknown slug", call_load, "line 21:slug PurpleSlug health 5 poison 0 weapon PoisonSword at 1 7 moves no", CG_EPARSE, "saved state, line 21: 'PurpleSlug' is not NiceSlug, AngrySlug or ScaredSlug"},
    {SD, "saved state with a slug on the player", call_load, "line 21:slug AngrySlug health 5 poison 0 weapon PoisonSword at 2 1 moves no", CG_EPARSE, "saved state, line 21: the AngrySlug at (2, 1) stands on the player"},
    {SD, "saved state with two slugs on one square", call_load, "line 22:slug ScaredSlug health 3 poison 0 weapon PoisonDart at 5 8 moves no", CG_EPARSE, "saved state, line 23: the AngrySlug at (5, 8) stands on another slug"},
    {SD, "saved state with a slug missing", call_load, "line 23 removed", CG_EPARSE, "saved state, line 23: expected 'slug', found 'end'"},
    {SD, "saved state with more turns than max_turns", call_load, "line 6:turns 1001", CG_EPARSE, "saved state, line 6: turns must be a number from 0 to 1000, not '1001'"},
    {SD, "saved state that moved before the first turn", call_sd_load_edits, "6:turns 0|19:player health 8 max 8 poison 0 weapon none at 2 1 previous 1 1", CG_EPARSE, "saved state, line 19: no turn has been played: the player's previous position is its own, (2, 1), not (1, 1)"},
    {SD, "saved state with a dead slug after the last turn", call_sd_load_edits, "6:turns 1000|21:slug AngrySlug health 0 poison 0 weapon PoisonSword at 1 7 moves no", CG_EPARSE, "saved state, line 21: the AngrySlug at (1, 7) has 0 health after the last turn (1000), whose end removes every dead slug"},
    {SD, "saved state with a dead slug before the turn ends (reachable)", call_sd_load_edits, "6:turns 999|21:slug AngrySlug health 0 poison 0 weapon PoisonSword at 1 7 moves no", CG_OK, NULL},
    {SD, "saved state with a moved player after a turn (reachable)", call_sd_load_edits, "6:turns 1|19:player health 8 max 8 poison 0 weapon none at 2 1 previous 1 1", CG_OK, NULL},
    {SD, "saved state with negative poison", call_load, "line 19:player health 8 max 8 poison -1 weapon none at 2 1 previous 2 1", CG_EPARSE, "saved state, line 19: poison must be a number from 0 to 1000000000, not '-1'"},
    {SD, "empty level file (parameter)", call_data, "param:empty", CG_EPARSE, "line 1: the level is empty"},
    {SD, "empty level file", call_data, "file:empty", CG_EPARSE, "line 1: the level is empty"},
    {SD, "empty level text", call_data, "text:empty", CG_EPARSE, "level text, line 1: the level is empty"},
    {SD, "binary level file (parameter)", call_data, "param:binary", CG_EPARSE, "line 1: "},
    {SD, "binary level file", call_data, "file:binary", CG_EPARSE, "line 1: "},
    {SD, "binary level text", call_data, "text:binary", CG_EPARSE, "level text, line 1: "},
    {SD, "level file over 16 MiB (parameter)", call_data, "param:huge", CG_EIO, "is larger than 16777216 bytes"},
    {SD, "level file over 16 MiB", call_data, "file:huge", CG_EIO, "is larger than 16777216 bytes"},
    {SD, "level text over 16 MiB", call_data, "text:huge", CG_EPARSE, "level text, line 7: a row of 2 cells, the first row has 9 (the board must be rectangular)"},
    {SD, "truncated level file (parameter)", call_data, "param:truncated", CG_EPARSE, "slugdungeon-truncated, line 4: a row of 3 cells, the first row has 9"},
    {SD, "truncated level file", call_data, "file:truncated", CG_EPARSE, "slugdungeon-truncated, line 4: a row of 3 cells, the first row has 9"},
    {SD, "truncated level text", call_data, "text:truncated", CG_EPARSE, "level text, line 4: a row of 3 cells, the first row has 9"},
    {SD, "level file with CRLF (parameter)", call_data, "param:crlf", CG_OK, NULL},
    {SD, "level file with CRLF", call_data, "file:crlf", CG_OK, NULL},
    {SD, "level text with CRLF", call_data, "text:crlf", CG_OK, NULL},
    {SD, "level file with a NUL byte (parameter)", call_data, "param:nul", CG_EPARSE, "slugdungeon-nul, line 1: the player's maximum health must be an integer from 1 to 1000000, not '?0'"},
    {SD, "level file with a NUL byte", call_data, "file:nul", CG_EPARSE, "slugdungeon-nul, line 1: the player's maximum health must be an integer"},
    {SD, "level text with a NUL byte", call_data, "text:nul", CG_EPARSE, "level text, line 1: the player's maximum health must be an integer"},
    {SD, "level that is a folder (parameter)", call_data, "param:folder", CG_EIO, "cannot read '"},
    {SD, "level that is a folder", call_data, "file:folder", CG_EIO, "cannot read '"},
    {SD, "missing level file (parameter)", call_data, "param:missing", CG_EIO, "cannot open '"},
    {SD, "missing level file", call_data, "file:missing", CG_EIO, "cannot open '"},
    {SD, "valid level file (parameter)", call_data, "param:valid", CG_OK, NULL},
    {SD, "cg_slugdungeon_state_from_level(NULL game)", call_sd_reader, "text NULL game", CG_EINVAL, "cg_slugdungeon_state_from_level: game is NULL"},
    {SD, "cg_slugdungeon_state_from_level(NULL text)", call_sd_reader, "text NULL text", CG_EINVAL, "cg_slugdungeon_state_from_level: text is NULL"},
    {SD, "cg_slugdungeon_state_from_level(NULL out)", call_sd_reader, "text NULL out", CG_EINVAL, "cg_slugdungeon_state_from_level: out is NULL"},
    {SD, "cg_slugdungeon_state_from_level of a War game", call_sd_reader, "text war game", CG_EINVAL, "cg_slugdungeon_state_from_level: game is 'war', not 'slugdungeon'"},
    {SD, "cg_slugdungeon_state_from_file(NULL path)", call_sd_reader, "file NULL path", CG_EINVAL, "cg_slugdungeon_state_from_file: path is NULL"},
    {SD, "cg_slugdungeon_weapon_name(no weapon)", call_sd_weapon, "name 0", CG_EINVAL, "0 is not a weapon"},
    {SD, "cg_slugdungeon_weapon_symbol(99)", call_sd_weapon, "symbol 99", CG_EINVAL, "99 is not a weapon"},
    {SD, "cg_slugdungeon_weapon_range(-1)", call_sd_weapon, "range -1", CG_EINVAL, "-1 is not a weapon"},
    {SD, "cg_slugdungeon_weapon_targets(5)", call_sd_weapon, "targets 5", CG_EINVAL, "5 is not a weapon"},
    {SD, "cg_slugdungeon_weapon_repr(7)", call_sd_weapon, "repr 7", CG_EINVAL, "7 is not a weapon"},
    {SD, "cg_slugdungeon_weapon_effect(9)", call_sd_weapon, "effect 9", CG_EINVAL, "9 is not a weapon"},
    {SD, "cg_slugdungeon_tile_init(NULL)", call_sd_piece, "tile NULL", CG_EINVAL, "cg_slugdungeon_tile_init: tile is NULL"},
    {SD, "cg_slugdungeon_tile_init with a long symbol", call_sd_piece, "tile long", CG_EINVAL, "cg_slugdungeon_tile_init: symbol 'a symbol far too long' is longer than"},
    {SD, "cg_slugdungeon_create_tile(NULL)", call_sd_piece, "create NULL", CG_EINVAL, "cg_slugdungeon_create_tile: symbol is NULL"},
    {SD, "cg_slugdungeon_entity_init(NULL)", call_sd_piece, "entity NULL", CG_EINVAL, "cg_slugdungeon_entity_init: entity is NULL"},
    {SD, "cg_slugdungeon_entity_init of kind 99", call_sd_piece, "entity kind 99", CG_EINVAL, "cg_slugdungeon_entity_init: kind 99 is not Entity (0), Player (1) or Slug (2)"},
    {SD, "cg_slugdungeon_entity_init with health 0", call_sd_piece, "entity health 0", CG_EINVAL, "maximum health 0 is not in 1..1000000"},
    {SD, "cg_slugdungeon_slug_init of a player", call_sd_piece, "slug player", CG_EINVAL, "cg_slugdungeon_slug_init: kind 1 is not NiceSlug (3), AngrySlug (4) or ScaredSlug (5)"},
    {SD, "cg_slugdungeon_player(NULL)", call_sd_query, "player NULL", CG_EINVAL, "cg_slugdungeon_player: state is NULL"},
    {SD, "cg_slugdungeon_player_position(NULL)", call_sd_query, "player_position NULL", CG_EINVAL, "cg_slugdungeon_player_position: state is NULL"},
    {SD, "cg_slugdungeon_slug(99)", call_sd_query, "slug state 99", CG_EINVAL, "cg_slugdungeon_slug: no slug 99 (3 slugs left)"},
    {SD, "cg_slugdungeon_slug(-1)", call_sd_query, "slug state -1", CG_EINVAL, "cg_slugdungeon_slug: no slug -1"},
    {SD, "cg_slugdungeon_dimensions(NULL)", call_sd_query, "dimensions NULL", CG_EINVAL, "cg_slugdungeon_dimensions: state is NULL"},
    {SD, "cg_slugdungeon_tile_at off the board", call_sd_query, "tile_at state 7 0", CG_EINVAL, "cg_slugdungeon_tile_at: (7, 0) is off the 7 x 13 board"},
    {SD, "cg_slugdungeon_tile_at(-1, -1)", call_sd_query, "tile_at state -1 -1", CG_EINVAL, "(-1, -1) is off the 7 x 13 board"},
    {SD, "cg_slugdungeon_slug_index_at off the board: no slug there", call_sd_query, "slug_index_at state 99 99", CG_OK, NULL},
    {SD, "cg_slugdungeon_valid_slug_positions(99)", call_sd_query, "valid_slug_positions state 99", CG_EINVAL, "no slug 99"},
    {SD, "cg_slugdungeon_slug_count(NULL)", call_sd_query, "slug_count NULL", CG_EINVAL, "cg_slugdungeon_slug_count: state is NULL"},
    {SD, "cg_slugdungeon_has_won(NULL)", call_sd_query, "has_won NULL", CG_EINVAL, "cg_slugdungeon_has_won: state is NULL"},
    {SD, "cg_slugdungeon_turns(NULL)", call_sd_query, "turns NULL", CG_EINVAL, "cg_slugdungeon_turns: state is NULL"},
    {SD "+", "cg_slugdungeon_player of another game's state", call_sd_query, "player foreign", CG_EINVAL, "cg_slugdungeon_player: state of '{other}', not 'slugdungeon'"},
    {SD "+", "cg_slugdungeon_dimensions of another game's state", call_sd_query, "dimensions foreign", CG_EINVAL, "cg_slugdungeon_dimensions: state of '{other}', not 'slugdungeon'"},
    {SD, "a player move of two squares", call_sd_change, "move 2 0", CG_EINVAL, "cg_slugdungeon_handle_player_move: delta (2, 0) is not one square"},
    {SD, "a player move into a wall", call_sd_change, "move 0 -1", CG_EILLEGAL, "cg_slugdungeon_handle_player_move: the player cannot move to (2, 0)"},
    {SD, "a player move on a finished game", call_sd_change, "over move 0 0", CG_EOVER, "cg_slugdungeon_handle_player_move: the game is over"},
    {SD, "an attack by slug 99", call_sd_change, "attack 99 0 0", CG_EINVAL, "cg_slugdungeon_perform_attack: no slug 99 (3 slugs left)"},
    {SD, "an attack from far away", call_sd_change, "attack -1 2000000000 0", CG_EINVAL, "cg_slugdungeon_perform_attack: (2000000000, 0) is beyond +-1000000000"},
    {SD, "end_turn on a finished game", call_sd_change, "over end_turn", CG_EOVER, "cg_slugdungeon_end_turn: the game is over"},
    {SD, "end_turn(NULL)", call_sd_change, "end_turn NULL", CG_EINVAL, "cg_slugdungeon_end_turn: state is NULL"},
    {SD, "cg_slugdungeon_model_new with 0 columns", call_sd_model, "rows 0", CG_EINVAL, "cg_slugdungeon_model_new: a board of 1 x 0 tiles"},
    {SD, "cg_slugdungeon_model_new with the player on a wall", call_sd_model, "player on wall", CG_EINVAL, "cg_slugdungeon_model_new: the player at (0, 0) is off the board or on a blocking tile"},
    {SD, "cg_slugdungeon_model_new with a slug as player", call_sd_model, "player is a slug", CG_EINVAL, "cg_slugdungeon_model_new: the player is "},
    {SD, "cg_slugdungeon_model_new with a slug on the player", call_sd_model, "slug on player", CG_EINVAL, "cg_slugdungeon_model_new: the NiceSlug at (0, 0) stands on the player"},
    {SD, "cg_slugdungeon_model_new(NULL tiles)", call_sd_model, "NULL tiles", CG_EINVAL, "cg_slugdungeon_model_new: tiles is NULL"},
};

const size_t bad_rows_slugdungeon_count = sizeof bad_rows_slugdungeon / sizeof bad_rows_slugdungeon[0];
