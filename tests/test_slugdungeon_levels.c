/*
 * SlugDungeon: level files (format, every error with its line, the project's
 * levels and that each can be won), the saved form, and a fuzzed loader.
 * SD_LEVELS_DIR is the folder of the project's levels (set by the build).
 */
#define _POSIX_C_SOURCE 200809L /* mkstemp */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_quiet.h"
#include "check_run.h"
#include "slugdungeon_search.h"
#include "slugdungeon_test_util.h"

static const char *const project_levels[] = {"1_tutorial", "2_sword", "3_healer", "4_crossroads",
                                             "5_gauntlet"};
enum { LEVELS = sizeof project_levels / sizeof project_levels[0] };

static const char *level_path(const char *name)
{
    static char path[4096];
    snprintf(path, sizeof path, "%s/%s.txt", SD_LEVELS_DIR, name);
    return path;
}

/* The status and message of loading level text. */
static cg_status level_error(const char *text, const char *message)
{
    cg_state *s = NULL;
    cg_status st = cg_slugdungeon_state_from_level(sdt_game(), text, strlen(text), &s);
    ck_assert_ptr_null(s);
    ck_assert_str_eq(cg_last_error(), message);
    return st;
}

static void assert_dimensions(const cg_state *s, int rows, int cols)
{
    int r = -1, c = -1;
    ck_assert_int_eq(cg_slugdungeon_dimensions(s, &r, &c), CG_OK);
    ck_assert_int_eq(r, rows);
    ck_assert_int_eq(c, cols);
}

/* ---- the format ---- */

START_TEST(test_level_with_crlf_and_no_final_newline_loads)
{
    cg_state *s = sdt_level("10\r\n#######\r\n#P L G#\r\n#######");
    assert_dimensions(s, 3, 7);
    ck_assert_str_eq(sdt_slugs(s), "{(1, 3): ScaredSlug()}");
    ck_assert_str_eq(sdt_position(sdt_player_position(s)), "(1, 1)");
    ck_assert_int_eq(sdt_player(s).max_health, 10);
    ck_assert_int_eq(sdt_player(s).health, 10);
    cg_state_free(s);
}
END_TEST

START_TEST(test_level_spaces_at_row_ends_are_floor)
{
    cg_state *s = sdt_level("7\n  P  \n G   \n");
    assert_dimensions(s, 2, 5);
    cg_slugdungeon_tile tile;
    ck_assert_int_eq(cg_slugdungeon_tile_at(s, POS(1, 4), &tile), CG_OK);
    ck_assert_str_eq(sdt_tile(&tile), "Tile(' ', False)");
    ck_assert_int_eq(sdt_player(s).max_health, 7);
    cg_state_free(s);
}
END_TEST

START_TEST(test_level_cells_make_tiles_weapons_player_and_slugs)
{
    cg_state *s = sdt_level("10\n#GDSH?\nNALP x\n");
    ck_assert_str_eq(sdt_tiles(s), "[[Tile('#', True), Tile('G', False), Tile(' ', False), "
                                   "Tile(' ', False), Tile(' ', False), Tile(' ', False)], "
                                   "[Tile(' ', False), Tile(' ', False), Tile(' ', False), "
                                   "Tile(' ', False), Tile(' ', False), Tile(' ', False)]]");
    cg_slugdungeon_tile tiles[12];
    ck_assert_int_eq(cg_slugdungeon_tiles(s, tiles, 12), 12);
    const char *weapons[6] = {"None",          "None",          "PoisonDart()",
                              "PoisonSword()", "HealingRock()", "None"};
    for (int c = 0; c < 6; c++)
        ck_assert_str_eq(sdt_weapon(tiles[c].weapon), weapons[c]);
    ck_assert_str_eq(sdt_slugs(s),
                     "{(1, 0): NiceSlug(), (1, 1): AngrySlug(), (1, 2): ScaredSlug()}");
    ck_assert_str_eq(sdt_position(sdt_player_position(s)), "(1, 3)");
    cg_state_free(s);
}
END_TEST

START_TEST(test_slugs_are_numbered_in_reading_order)
{
    cg_state *s = sdt_level("10\nL A\nNP \n");
    ck_assert_str_eq(sdt_slugs(s),
                     "{(0, 0): ScaredSlug(), (0, 2): AngrySlug(), (1, 0): NiceSlug()}");
    ck_assert_str_eq(sdt_position(sdt_slug_position(s, 2)), "(1, 0)");
    cg_state_free(s);
}
END_TEST

START_TEST(test_largest_level_holds_64_by_64_and_64_slugs)
{
    static char text[70 * 70];
    size_t n = (size_t)sprintf(text, "5\n");
    for (int r = 0; r < 64; r++) {
        for (int c = 0; c < 64; c++)
            text[n++] = r == 0 ? 'A' : r == 63 && c == 63 ? 'P' : ' ';
        text[n++] = '\n';
    }
    text[n] = '\0';
    cg_state *s = sdt_level(text);
    ck_assert_int_eq(cg_slugdungeon_slug_count(s), 64);
    cg_state *again = NULL;
    ck_assert_int_eq(cg_state_load(sdt_game(), sdt_save(s), &again), CG_OK);
    ck_assert(cg_state_equal(s, again));
    cg_state_free(s);
    cg_state_free(again);
}
END_TEST

/* ---- the errors of the rules file, each with its line ---- */

START_TEST(test_level_without_health_line)
{
    ck_assert_int_eq(level_error("", "level text, line 1: the level is empty: line 1 must hold "
                                     "the player's maximum health"),
                     CG_EPARSE);
}
END_TEST

START_TEST(test_level_with_bad_health)
{
    const char *bad[4] = {"abc", "0", "-5", "1000001"};
    for (int i = 0; i < 4; i++) {
        char text[64], message[160];
        snprintf(text, sizeof text, "%s\nP\n", bad[i]);
        snprintf(message, sizeof message,
                 "level text, line 1: the player's maximum health must be an integer from 1 to "
                 "1000000, not '%s'",
                 bad[i]);
        ck_assert_int_eq(level_error(text, message), CG_EPARSE);
    }
    cg_state *s = sdt_level(" 1000000 \nP\n"); /* spaces around the number are allowed */
    ck_assert_int_eq(sdt_player(s).max_health, 1000000);
    cg_state_free(s);
}
END_TEST

START_TEST(test_level_without_board_rows)
{
    ck_assert_int_eq(level_error("10\n", "level text, line 2: no board rows after the player's "
                                         "health"),
                     CG_EPARSE);
    ck_assert_int_eq(level_error("10\n\nP\n", "level text, line 2: the first row of the board is "
                                              "empty"),
                     CG_EPARSE);
}
END_TEST

START_TEST(test_level_rows_of_different_lengths)
{
    ck_assert_int_eq(level_error("10\n###\n#P#\n##\n", "level text, line 4: a row of 2 cells, the "
                                                       "first row has 3 (the board must be "
                                                       "rectangular)"),
                     CG_EPARSE);
    /* a trailing empty line is a row too */
    ck_assert_int_eq(level_error("10\n#P#\n\n", "level text, line 3: a row of 0 cells, the first "
                                                "row has 3 (the board must be rectangular)"),
                     CG_EPARSE);
}
END_TEST

START_TEST(test_level_without_player)
{
    ck_assert_int_eq(level_error("10\n###\n# #\n", "level text, line 3: the board has no player "
                                                   "'P'"),
                     CG_EPARSE);
}
END_TEST

START_TEST(test_level_with_two_players)
{
    ck_assert_int_eq(level_error("10\nP \n P\n", "level text, line 3: a second player 'P' (the "
                                                 "first is on line 2)"),
                     CG_EPARSE);
}
END_TEST

START_TEST(test_level_with_more_than_64_slugs)
{
    char text[256];
    size_t n = (size_t)sprintf(text, "10\nP");
    for (int c = 1; c < 64; c++)
        text[n++] = 'A';
    n += (size_t)sprintf(text + n, "\nAA");
    for (int c = 2; c < 64; c++)
        text[n++] = ' ';
    text[n] = '\0';
    ck_assert_int_eq(level_error(text, "level text, line 3: more than 64 slugs"), CG_EPARSE);
}
END_TEST

START_TEST(test_level_larger_than_64_by_64)
{
    static char text[80 * 80];
    size_t n = (size_t)sprintf(text, "10\nP");
    for (int c = 1; c < 65; c++)
        text[n++] = ' ';
    text[n] = '\0';
    ck_assert_int_eq(level_error(text, "level text, line 2: a row of 65 cells, more than 64"),
                     CG_EPARSE);
    n = (size_t)sprintf(text, "10\n");
    for (int r = 0; r < 65; r++)
        n += (size_t)sprintf(text + n, "%s\n", r == 0 ? "P" : " ");
    ck_assert_int_eq(level_error(text, "level text, line 66: the board has more than 64 rows"),
                     CG_EPARSE);
}
END_TEST

START_TEST(test_missing_level_file_is_an_io_error)
{
    cg_state *s = NULL;
    const char *path = level_path("no_such_level");
    ck_assert_int_eq(cg_slugdungeon_state_from_file(sdt_game(), path, &s), CG_EIO);
    ck_assert_ptr_null(s);
    ck_assert_ptr_nonnull(strstr(cg_last_error(), "no_such_level.txt"));
    cg_game *g = NULL;
    char params[4200];
    snprintf(params, sizeof params, "level=%s", path);
    ck_assert_int_eq(cg_game_new("slugdungeon", params, &g), CG_EIO);
    ck_assert_ptr_null(g);
}
END_TEST

START_TEST(test_level_file_errors_name_the_file)
{
    char path[] = "/tmp/slugdungeon_levelXXXXXX";
    int fd = mkstemp(path);
    ck_assert_int_ge(fd, 0);
    FILE *f = fdopen(fd, "w");
    fputs("10\n###\n", f);
    fclose(f);
    cg_game *g = NULL;
    char params[256], message[256];
    snprintf(params, sizeof params, "level=%s", path);
    ck_assert_int_eq(cg_game_new("slugdungeon", params, &g), CG_EPARSE);
    snprintf(message, sizeof message, "%s, line 2: the board has no player 'P'", path);
    ck_assert_str_eq(cg_last_error(), message);
    remove(path);
}
END_TEST

/* ---- the project's levels ---- */

START_TEST(test_default_level_is_the_crossroads)
{
    cg_state *from_file = NULL, *fresh = NULL;
    ck_assert_int_eq(
        cg_slugdungeon_state_from_file(sdt_game(), level_path("4_crossroads"), &from_file), CG_OK);
    ck_assert_int_eq(cg_state_new(sdt_game(), 0, &fresh), CG_OK);
    ck_assert(cg_state_equal(from_file, fresh));
    cg_state_free(from_file);
    cg_state_free(fresh);
}
END_TEST

START_TEST(test_level_parameter_plays_that_level)
{
    cg_game *g = NULL;
    char params[4200];
    snprintf(params, sizeof params, "level=%s;max_turns=50", level_path("1_tutorial"));
    ck_assert_int_eq(cg_game_new("slugdungeon", params, &g), CG_OK);
    char effective[4200];
    cg_game_params(g, effective, sizeof effective);
    ck_assert_str_eq(effective, params);
    cg_state *s = NULL, *from_file = NULL;
    ck_assert_int_eq(cg_state_new(g, 0, &s), CG_OK);
    ck_assert_int_eq(cg_slugdungeon_state_from_file(g, level_path("1_tutorial"), &from_file),
                     CG_OK);
    ck_assert(cg_state_equal(s, from_file));
    cg_state_free(s);
    cg_state_free(from_file);
    cg_game_free(g);
}
END_TEST

START_TEST(test_project_level_can_be_won)
{
    cg_state *s = NULL;
    ck_assert_int_eq(cg_slugdungeon_state_from_file(sdt_game(), level_path(project_levels[_i]), &s),
                     CG_OK);
    ck_assert_int_gt(cg_slugdungeon_slug_count(s), 0);
    static sd_search_result found;
    ck_assert(sd_search_win(s, 2000000, &found));
    ck_assert_msg(found.found, "%s: no win among %zu positions", project_levels[_i],
                  found.states_seen);
    /* replaying the sequence wins, through the generic API */
    for (size_t i = 0; i < found.length; i++) {
        ck_assert(!cg_state_is_terminal(s));
        ck_assert_int_eq(cg_state_apply(s, found.moves[i]), CG_OK);
    }
    ck_assert(cg_state_is_terminal(s));
    ck_assert_int_eq(cg_state_winner(s), 0);
    ck_assert(cg_state_returns(s, 0) == 1.0);
    cg_state_free(s);
}
END_TEST

/* ---- the saved form ---- */

START_TEST(test_saved_form_lists_board_weapons_player_and_slugs)
{
    cg_state *s = sdt_level("9\n#####\n#PDA#\n#G  #\n#####\n");
    const char *save = sdt_save(s);
    const char *lines = strstr(save, "turns ");
    ck_assert_ptr_nonnull(lines);
    ck_assert_str_eq(lines, "turns 0\nboard 4 5\nrow |#####|\nrow |#   #|\nrow |#G  #|\n"
                            "row |#####|\nblocking 0\nweapons 1\nweapon 1 2 PoisonDart\n"
                            "player health 9 max 9 poison 0 weapon none at 1 1 previous 1 1\n"
                            "slugs 1\nslug AngrySlug health 5 poison 0 weapon PoisonSword at 1 3 "
                            "moves yes\nend\n");
    cg_state_free(s);
}
END_TEST

static const char *hand_written =
    "turns 3\nboard 3 6\nrow |#G  x#|\nrow |#    #|\nrow |######|\n"
    "blocking 2\nblocks 0 0 no\nblocks 1 4 yes\n"
    "weapons 2\nweapon 0 3 AbstractWeapon\nweapon 1 1 HealingRock\n"
    "player health 4 max 12 poison 2 weapon PoisonDart at 1 2 previous 1 3\n"
    "slugs 2\nslug ScaredSlug health 1 poison 3 weapon none at 0 4 moves no\n"
    "slug NiceSlug health 10 poison 0 weapon HealingRock at 1 1 moves yes\n";

START_TEST(test_hand_written_saved_state_loads)
{
    cg_state *s = NULL;
    ck_assert_msg(sdt_load_lines(hand_written, &s) == CG_OK, "%s", cg_last_error());
    ck_assert_str_eq(sdt_tiles(s), "[[Tile('#', False), Tile('G', False), Tile(' ', False), "
                                   "Tile(' ', False), Tile('x', False), Tile('#', True)], "
                                   "[Tile('#', True), Tile(' ', False), Tile(' ', False), "
                                   "Tile(' ', False), Tile(' ', True), Tile('#', True)], "
                                   "[Tile('#', True), Tile('#', True), Tile('#', True), "
                                   "Tile('#', True), Tile('#', True), Tile('#', True)]]");
    ck_assert_uint_eq(cg_slugdungeon_turns(s), 3);
    cg_slugdungeon_entity p = sdt_player(s);
    ck_assert_int_eq(p.health, 4);
    ck_assert_int_eq(p.max_health, 12);
    ck_assert_int_eq(p.poison, 2);
    ck_assert_int_eq(p.weapon, CG_SLUGDUNGEON_POISON_DART);
    cg_slugdungeon_position previous;
    cg_slugdungeon_previous_position(s, &previous);
    ck_assert_str_eq(sdt_position(previous), "(1, 3)");
    ck_assert_str_eq(sdt_slugs(s), "{(0, 4): ScaredSlug(), (1, 1): NiceSlug()}");
    ck_assert_int_eq(sdt_slug(s, 0).can_move, 0);
    ck_assert_int_eq(sdt_slug(s, 0).weapon, CG_SLUGDUNGEON_NO_WEAPON);
    /* and it saves back to the same lines */
    ck_assert_ptr_nonnull(strstr(sdt_save(s), hand_written));
    cg_state_free(s);
}
END_TEST

/* Replaces the first occurrence of `from` in the hand-written text. */
static cg_status load_changed(const char *from, const char *to, cg_state **out)
{
    static char text[2048];
    const char *at = strstr(hand_written, from);
    ck_assert_ptr_nonnull(at);
    snprintf(text, sizeof text, "%.*s%s%s", (int)(at - hand_written), hand_written, to,
             at + strlen(from));
    return sdt_load_lines(text, out);
}

static const struct {
    const char *from, *to, *message;
} bad_saves[] = {
    {"turns 3", "turns 1001",
     "saved state, line 6: turns must be a number from 0 to 1000, not "
     "'1001'"},
    {"board 3 6", "board 0 6", "saved state, line 7: a board has at least one row and one column"},
    {"board 3 6", "board 3 65",
     "saved state, line 7: columns must be a number from 0 to 64, not "
     "'65'"},
    {"row |#G  x#|", "row |#G  x|", "saved state, line 8: a row is '|', 6 tile symbols, '|'"},
    {"row |#G  x#|", "row #G  x#", "saved state, line 8: a row is '|', 6 tile symbols, '|'"},
    {"row |#G  x#|", "row |#G \tx#|",
     "saved state, line 8: tile symbols are printable ASCII "
     "characters"},
    {"row |#G  x#|\nrow |#    #|\nrow |######|", "row |#Gabcd|\nrow |efghij|\nrow |klmno#|",
     "saved state, line 10: a board has at most 16 different tile symbols"},
    {"blocking 2\nblocks 0 0 no", "blocking 1\nblocks 0 0 no",
     "saved state, line 13: expected 'weapons', found 'blocks'"},
    {"blocks 1 4 yes", "blocks 1 3 no",
     "saved state, line 13: tile ' ' does not block by "
     "default: no line needed"},
    {"blocks 0 0 no\nblocks 1 4 yes", "blocks 1 4 yes\nblocks 0 0 no",
     "saved state, line 13: squares must come in reading order, each once"},
    {"blocks 1 4 yes", "blocks 1 4 maybe",
     "saved state, line 13: blocks must be yes or no, not "
     "'maybe'"},
    {"blocks 1 4 yes", "blocks 3 4 yes", "saved state, line 13: (3, 4) is off the 3 x 6 board"},
    {"weapon 0 3 AbstractWeapon", "weapon 0 3 none",
     "saved state, line 15: 'none' is no weapon (PoisonDart, PoisonSword, HealingRock, "
     "AbstractWeapon)"},
    {"weapon 1 1 HealingRock", "weapon 0 3 HealingRock",
     "saved state, line 16: squares must come in reading order, each once"},
    {"player health 4 max 12", "player health 13 max 12",
     "saved state, line 17: the player's health 13 is not in 0..12 with a maximum of at least 1"},
    {"player health 4 max 12", "player health 0 max 0",
     "saved state, line 17: the player's health 0 is not in 0..0 with a maximum of at least 1"},
    {"weapon PoisonDart at 1 2", "weapon Spoon at 1 2",
     "saved state, line 17: 'Spoon' is no weapon (PoisonDart, PoisonSword, HealingRock, "
     "AbstractWeapon or none)"},
    {"poison 2 weapon", "poison two weapon",
     "saved state, line 17: poison must be a number from "
     "0 to 1000000000, not 'two'"},
    {"previous 1 3", "previous 1 3 x",
     "saved state, line 17: unexpected text at the end of the "
     "line"},
    {"at 1 2 previous 1 3", "at 1 4 previous 1 3",
     "saved state, line 17: the player at (1, 4) is off the board or on a blocking tile"},
    {"previous 1 3", "previous 0 1",
     "saved state, line 17: the player's previous position (0, 1) "
     "is not a free square next to (1, 2)"},
    {"slugs 2", "slugs 65", "saved state, line 18: slugs must be a number from 0 to 64, not '65'"},
    {"slug ScaredSlug health 1", "slug Snail health 1",
     "saved state, line 19: 'Snail' is not NiceSlug, AngrySlug or ScaredSlug"},
    {"slug ScaredSlug health 1", "slug ScaredSlug health 4",
     "saved state, line 19: health must be a number from 0 to 3, not '4'"},
    {"moves no", "moves maybe", "saved state, line 19: moves must be yes or no, not 'maybe'"},
    {"at 0 4 moves", "at 1 2 moves",
     "saved state, line 19: the ScaredSlug at (1, 2) stands on the "
     "player"},
    {"at 0 4 moves", "at 1 1 moves",
     "saved state, line 20: the NiceSlug at (1, 1) stands on "
     "another slug"},
    {"at 0 4 moves", "at 2 4 moves",
     "saved state, line 19: the ScaredSlug at (2, 4) is off the "
     "board or on a blocking tile"},
    {"slugs 2", "slugs 3", "saved state, line 21: expected 'slug', found 'end'"},
};

START_TEST(test_load_refuses_a_bad_saved_state)
{
    cg_state *s = NULL;
    cg_status st = load_changed(bad_saves[_i].from, bad_saves[_i].to, &s);
    ck_assert_msg(st == CG_EPARSE, "%s -> %s loaded", bad_saves[_i].from, bad_saves[_i].to);
    ck_assert_ptr_null(s);
    ck_assert_str_eq(cg_last_error(), bad_saves[_i].message);
}
END_TEST

START_TEST(test_saved_state_continues_identically)
{
    cg_state *s = NULL, *loaded = NULL;
    ck_assert_int_eq(cg_state_new(sdt_game(), 9, &s), CG_OK);
    sdt_play(s, "right right right down stay");
    ck_assert_int_eq(cg_state_load(sdt_game(), sdt_save(s), &loaded), CG_OK);
    ck_assert(cg_state_equal(s, loaded));
    sdt_play(s, "stay up");
    sdt_play(loaded, "stay up");
    ck_assert(cg_state_equal(s, loaded));
    ck_assert_str_eq(sdt_save(s), sdt_save(loaded));
    cg_state_free(s);
    cg_state_free(loaded);
}
END_TEST

/* ---- fuzzing the level loader ---- */

static uint64_t next_random(uint64_t *x)
{
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    return *x;
}

/* Random edits of the project's levels: every text either loads into a state
   that saves, reloads equal and plays, or fails with CG_EPARSE naming a line. */
START_TEST(test_level_loader_survives_random_edits)
{
    static const char alphabet[] = "#GDSHPNAL x\r\n0123456789-";
    static char texts[LEVELS][4096], text[8192];
    size_t lengths[LEVELS];
    for (int i = 0; i < LEVELS; i++) {
        FILE *f = fopen(level_path(project_levels[i]), "rb");
        ck_assert_ptr_nonnull(f);
        lengths[i] = fread(texts[i], 1, sizeof texts[i] - 1, f);
        fclose(f);
    }
    uint64_t x = 0x9e3779b97f4a7c15u;
    int loaded = 0, refused = 0;
    for (int round = 0; round < 20000; round++) {
        int from = (int)(next_random(&x) % LEVELS);
        size_t n = lengths[from];
        memcpy(text, texts[from], n);
        int edits = 1 + (int)(next_random(&x) % 4);
        for (int e = 0; e < edits && n > 0; e++) {
            size_t at = next_random(&x) % n;
            char c = alphabet[next_random(&x) % (sizeof alphabet - 1)];
            switch (next_random(&x) % 3) {
            case 0: text[at] = c; break;
            case 1:
                memmove(text + at, text + at + 1, n - at - 1);
                n--;
                break;
            default:
                memmove(text + at + 1, text + at, n - at);
                text[at] = c;
                n++;
                break;
            }
        }
        cg_state *s = NULL;
        cg_status st = cg_slugdungeon_state_from_level(sdt_game(), text, n, &s);
        if (st != CG_OK) {
            ck_assert_int_eq(st, CG_EPARSE);
            ck_assert_msg(strncmp(cg_last_error(), "level text, line ", 17) == 0, "%s",
                          cg_last_error());
            refused++;
            continue;
        }
        loaded++;
        cg_state *again = NULL;
        ck_assert_int_eq(cg_state_load(sdt_game(), sdt_save(s), &again), CG_OK);
        ck_assert(cg_state_equal(s, again));
        uint32_t made;
        ck_assert_int_eq(cg_state_playout(again, (uint64_t)round, 50, &made), CG_OK);
        cg_state_free(s);
        cg_state_free(again);
    }
    ck_assert_int_gt(loaded, 100);
    ck_assert_int_gt(refused, 100);
}
END_TEST

static Suite *levels_suite(void)
{
    Suite *s = suite_create("slugdungeon levels");
    TCase *format = tcase_create("format");
    tcase_add_test(format, test_level_with_crlf_and_no_final_newline_loads);
    tcase_add_test(format, test_level_spaces_at_row_ends_are_floor);
    tcase_add_test(format, test_level_cells_make_tiles_weapons_player_and_slugs);
    tcase_add_test(format, test_slugs_are_numbered_in_reading_order);
    tcase_add_test(format, test_largest_level_holds_64_by_64_and_64_slugs);
    suite_add_tcase(s, format);
    TCase *errors = tcase_create("errors");
    tcase_add_test(errors, test_level_without_health_line);
    tcase_add_test(errors, test_level_with_bad_health);
    tcase_add_test(errors, test_level_without_board_rows);
    tcase_add_test(errors, test_level_rows_of_different_lengths);
    tcase_add_test(errors, test_level_without_player);
    tcase_add_test(errors, test_level_with_two_players);
    tcase_add_test(errors, test_level_with_more_than_64_slugs);
    tcase_add_test(errors, test_level_larger_than_64_by_64);
    tcase_add_test(errors, test_missing_level_file_is_an_io_error);
    tcase_add_test(errors, test_level_file_errors_name_the_file);
    suite_add_tcase(s, errors);
    TCase *project = tcase_create("project levels");
    tcase_set_timeout(project, 120);
    tcase_add_test(project, test_default_level_is_the_crossroads);
    tcase_add_test(project, test_level_parameter_plays_that_level);
    tcase_add_loop_test(project, test_project_level_can_be_won, 0, LEVELS);
    suite_add_tcase(s, project);
    TCase *saved = tcase_create("saved form");
    tcase_add_test(saved, test_saved_form_lists_board_weapons_player_and_slugs);
    tcase_add_test(saved, test_hand_written_saved_state_loads);
    tcase_add_loop_test(saved, test_load_refuses_a_bad_saved_state, 0,
                        sizeof bad_saves / sizeof bad_saves[0]);
    tcase_add_test(saved, test_saved_state_continues_identically);
    suite_add_tcase(s, saved);
    TCase *fuzz = tcase_create("fuzz");
    tcase_set_timeout(fuzz, 120);
    tcase_add_test(fuzz, test_level_loader_survives_random_edits);
    suite_add_tcase(s, fuzz);
    return s;
}

int main(void)
{
    return check_run(levels_suite());
}
