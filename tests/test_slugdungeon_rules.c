/*
 * SlugDungeon: the rules of a turn, one behaviour per test, each on a small
 * board whose outcome follows from the rules file step by step.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_quiet.h"
#include "check_run.h"
#include "slugdungeon_test_util.h"

/* A model from rows of level characters: 'P' the player (given), 'N' 'A' 'L'
   slugs (their default selves, or slugs[i] for the i-th in reading order when
   slugs is not NULL), any other character through create_tile. */
static cg_state *model(const char *const *rows, int n, const cg_slugdungeon_entity *player,
                       const cg_slugdungeon_entity *slugs)
{
    static cg_slugdungeon_tile tiles[64 * 64];
    cg_slugdungeon_entity found[64];
    cg_slugdungeon_position at[64], start = POS(-1, -1);
    size_t count = 0;
    int cols = (int)strlen(rows[0]);
    for (int r = 0; r < n; r++) {
        for (int c = 0; c < cols; c++) {
            char symbol[2] = {rows[r][c], '\0'};
            const char *kinds = "NAL";
            const char *kind = strchr(kinds, symbol[0]);
            if (symbol[0] == 'P') {
                start = POS(r, c);
                symbol[0] = ' ';
            } else if (kind && symbol[0]) {
                if (slugs)
                    found[count] = slugs[count];
                else
                    cg_slugdungeon_slug_init(&found[count],
                                             CG_SLUGDUNGEON_NICE_SLUG + (int)(kind - kinds));
                at[count++] = POS(r, c);
                symbol[0] = ' ';
            }
            ck_assert_int_eq(cg_slugdungeon_create_tile(symbol, &tiles[r * cols + c]), CG_OK);
        }
    }
    cg_state *s = NULL;
    cg_status st =
        cg_slugdungeon_model_new(sdt_game(), tiles, n, cols, found, at, count, player, start, &s);
    ck_assert_msg(st == CG_OK, "model: %s", cg_last_error());
    return s;
}

static cg_slugdungeon_entity player_with(int health, int max, int poison, int weapon)
{
    cg_slugdungeon_entity p;
    cg_slugdungeon_entity_init(&p, CG_SLUGDUNGEON_PLAYER, max);
    p.health = health;
    p.poison = poison;
    p.weapon = weapon;
    return p;
}

static cg_slugdungeon_entity slug_with(int kind, int health, int poison)
{
    cg_slugdungeon_entity e;
    cg_slugdungeon_slug_init(&e, kind);
    e.health = health;
    e.poison = poison;
    return e;
}

static int tile_weapon(const cg_state *s, int row, int col)
{
    cg_slugdungeon_tile tile;
    ck_assert_int_eq(cg_slugdungeon_tile_at(s, POS(row, col), &tile), CG_OK);
    return tile.weapon;
}

static const char *legal_texts(const cg_state *s)
{
    static char text[128];
    cg_move moves[5];
    size_t n = cg_state_legal_moves(s, moves, 5), len = 0;
    text[0] = '\0';
    for (size_t i = 0; i < n; i++) {
        char word[16];
        cg_move_to_string(s, moves[i], word, sizeof word);
        len += (size_t)snprintf(text + len, sizeof text - len, "%s%s", i ? " " : "", word);
    }
    return text;
}

#define ASSERT_ENTITY(e, h, p)                                                                     \
    do {                                                                                           \
        ck_assert_int_eq((e).health, (h));                                                         \
        ck_assert_int_eq((e).poison, (p));                                                         \
    } while (0)

/* Plays "stay" four times; after each turn the player's health (who < 0) or
   slug who's is health[t], and its poison poison[t] when poison is given. */
static void four_stays(cg_state *s, int who, const int health[4], const int *poison)
{
    for (int t = 0; t < 4; t++) {
        sdt_play(s, "stay");
        cg_slugdungeon_entity e = who < 0 ? sdt_player(s) : sdt_slug(s, who);
        ck_assert_int_eq(e.health, health[t]);
        if (poison)
            ck_assert_int_eq(e.poison, poison[t]);
    }
}

/* ---- moves ---- */

START_TEST(test_moves_are_up_left_down_right_stay_in_code_order)
{
    cg_state *s = sdt_level("10\n#####\n#   #\n# P #\n#   #\n#####\n");
    cg_move moves[5];
    ck_assert_uint_eq(cg_state_legal_moves(s, moves, 5), 5);
    for (cg_move m = 0; m < 5; m++)
        ck_assert_uint_eq(moves[m], m);
    ck_assert_str_eq(legal_texts(s), "up left down right stay");
    ck_assert_uint_eq(cg_game_max_moves(sdt_game()), 5);
    cg_state_free(s);
}
END_TEST

START_TEST(test_move_needs_a_square_on_the_board_without_wall_or_slug)
{
    cg_state *s = sdt_level("10\n####\n#PA#\n# ##\n####\n");
    ck_assert_str_eq(legal_texts(s), "down stay");
    cg_state *before = NULL;
    ck_assert_int_eq(cg_state_clone(s, &before), CG_OK);
    ck_assert_int_eq(cg_state_apply(s, CG_SLUGDUNGEON_UP), CG_EILLEGAL);
    ck_assert_str_eq(cg_last_error(), "slugdungeon: cannot move up: (0, 1) is a blocking tile");
    ck_assert_int_eq(cg_state_apply(s, CG_SLUGDUNGEON_RIGHT), CG_EILLEGAL);
    ck_assert_str_eq(cg_last_error(), "slugdungeon: cannot move right: (1, 2) holds a slug");
    ck_assert_int_eq(cg_state_apply(s, 5), CG_EILLEGAL);
    ck_assert_str_eq(cg_last_error(),
                     "slugdungeon: 5 is not a move (0 up, 1 left, 2 down, 3 right, 4 stay)");
    ck_assert(cg_state_equal(s, before));
    cg_state_free(s);
    cg_state_free(before);

    s = sdt_level("10\nP \n");
    ck_assert_str_eq(legal_texts(s), "right stay");
    ck_assert_int_eq(cg_state_apply(s, CG_SLUGDUNGEON_UP), CG_EILLEGAL);
    ck_assert_str_eq(cg_last_error(), "slugdungeon: cannot move up: (-1, 0) is off the board");
    cg_state_free(s);
}
END_TEST

START_TEST(test_move_texts_accept_the_keys_w_a_s_d_space)
{
    cg_state *s = sdt_level("10\n#####\n#   #\n# P #\n#   #\n#####\n");
    const char *keys[5] = {"w", "a", "s", "d", "space"};
    for (cg_move m = 0; m < 5; m++) {
        cg_move parsed = 99;
        ck_assert_int_eq(cg_move_from_string(s, keys[m], &parsed), CG_OK);
        ck_assert_uint_eq(parsed, m);
    }
    cg_move parsed = 99;
    ck_assert_int_eq(cg_move_from_string(s, "x", &parsed), CG_EPARSE);
    ck_assert_str_eq(cg_last_error(), "slugdungeon: 'x' is not a move (up, left, down, right, "
                                      "stay, or the keys w, a, s, d, space)");
    ck_assert_uint_eq(parsed, 99);
    cg_state_free(s);
}
END_TEST

START_TEST(test_move_texts_are_read_in_any_case_and_written_in_lower_case)
{
    cg_state *s = sdt_level("10\n#####\n#   #\n# P #\n#   #\n#####\n");
    const char *texts[10] = {"UP", "Left", "dOWN", "Right", "STAY", "W", "A", "S", "D", "Space"};
    for (int i = 0; i < 10; i++) {
        cg_move parsed = 99;
        ck_assert_msg(cg_move_from_string(s, texts[i], &parsed) == CG_OK, "%s: %s", texts[i],
                      cg_last_error());
        ck_assert_uint_eq(parsed, (cg_move)(i % 5));
        char written[16];
        cg_move_to_string(s, parsed, written, sizeof written);
        const char *canonical[5] = {"up", "left", "down", "right", "stay"};
        ck_assert_str_eq(written, canonical[i % 5]);
    }
    cg_move parsed = 99;
    ck_assert_int_eq(cg_move_from_string(s, "UPP", &parsed), CG_EPARSE);
    ck_assert_str_eq(cg_last_error(), "slugdungeon: 'UPP' is not a move (up, left, down, right, "
                                      "stay, or the keys w, a, s, d, space)");
    ck_assert_int_eq(cg_move_from_string(s, "Up Up", &parsed), CG_EPARSE);
    ck_assert_uint_eq(parsed, 99);
    cg_state_free(s);
}
END_TEST

/* ---- step 1: the move and the pick-up ---- */

START_TEST(test_player_equips_the_weapon_of_its_new_tile_and_empties_it)
{
    cg_state *s = sdt_level("10\n#####\n#PDS#\n#####\n");
    sdt_play(s, "right");
    ck_assert_int_eq(sdt_player(s).weapon, CG_SLUGDUNGEON_POISON_DART);
    ck_assert_int_eq(tile_weapon(s, 1, 2), CG_SLUGDUNGEON_NO_WEAPON);
    sdt_play(s, "right");
    /* the dart is discarded, not dropped */
    ck_assert_int_eq(sdt_player(s).weapon, CG_SLUGDUNGEON_POISON_SWORD);
    ck_assert_int_eq(tile_weapon(s, 1, 3), CG_SLUGDUNGEON_NO_WEAPON);
    ck_assert_int_eq(tile_weapon(s, 1, 2), CG_SLUGDUNGEON_NO_WEAPON);
    cg_state_free(s);
}
END_TEST

START_TEST(test_player_staying_on_a_weapon_tile_equips_it)
{
    /* a loaded state may put the player on a weapon, which a stay picks up
       (through a move or the seed's handle_player_move((0, 0))) */
    cg_state *s = NULL;
    ck_assert_int_eq(sdt_load_lines("turns 0\nboard 3 5\nrow |#####|\nrow |#   #|\n"
                                    "row |#####|\nblocking 0\nweapons 1\n"
                                    "weapon 1 1 PoisonDart\n"
                                    "player health 10 max 10 poison 0 weapon PoisonSword at 1 1 "
                                    "previous 1 1\nslugs 0\n",
                                    &s),
                     CG_OK);
    cg_state *api = NULL;
    ck_assert_int_eq(cg_state_clone(s, &api), CG_OK);
    sdt_play(s, "stay");
    ck_assert_int_eq(cg_slugdungeon_handle_player_move(api, POS(0, 0)), CG_OK);
    cg_state *after[2] = {s, api};
    for (int i = 0; i < 2; i++) {
        ck_assert_int_eq(sdt_player(after[i]).weapon, CG_SLUGDUNGEON_POISON_DART);
        ck_assert_int_eq(tile_weapon(after[i], 1, 1), CG_SLUGDUNGEON_NO_WEAPON);
        ck_assert_str_eq(sdt_position(sdt_player_position(after[i])), "(1, 1)");
    }
    cg_state_free(s);
    cg_state_free(api);
}
END_TEST

/* ---- step 2: the player's attack ---- */

START_TEST(test_player_attacks_from_its_new_position)
{
    /* the sword hits the NiceSlug (10 - 2, poison 1), whose poison then
       takes 1 more in step 4 */
    cg_state *s = sdt_level("10\n######\n#PSN #\n######\n");
    sdt_play(s, "right");
    ASSERT_ENTITY(sdt_slug(s, 0), 7, 0);
    ASSERT_ENTITY(sdt_player(s), 10, 0);
    cg_state_free(s);
}
END_TEST

START_TEST(test_player_attack_hits_every_slug_in_range)
{
    /* the dart from (1, 2) reaches both NiceSlugs, at (1, 3) and (1, 4):
       poison 2 each, of which step 4 takes 2 health and 1 poison */
    cg_state *s = sdt_level("10\n#######\n#PDNN #\n#######\n");
    sdt_play(s, "right");
    ck_assert_str_eq(sdt_slugs(s), "{(1, 3): NiceSlug(), (1, 4): NiceSlug()}");
    ASSERT_ENTITY(sdt_slug(s, 0), 8, 1);
    ASSERT_ENTITY(sdt_slug(s, 1), 8, 1);
    ASSERT_ENTITY(sdt_player(s), 10, 0);
    cg_state_free(s);
}
END_TEST

START_TEST(test_weapon_effects_pass_through_walls)
{
    /* the dart reaches (1, 4) from (1, 2) across the wall at (1, 3) */
    cg_state *s = sdt_level("10\n######\n#PD#N#\n######\n");
    sdt_play(s, "right");
    ASSERT_ENTITY(sdt_slug(s, 0), 8, 1);
    cg_state_free(s);
}
END_TEST

/* ---- step 3: the player's poison ---- */

START_TEST(test_player_poison_hurts_then_decreases_each_turn)
{
    const char *rows[] = {"#####", "# P #", "#####"};
    cg_slugdungeon_entity p = player_with(10, 10, 3, 0);
    cg_state *s = model(rows, 3, &p, NULL);
    const int health[4] = {7, 5, 4, 4}, poison[4] = {2, 1, 0, 0};
    four_stays(s, -1, health, poison);
    ck_assert(!cg_state_is_terminal(s));
    cg_state_free(s);
}
END_TEST

/* ---- step 4: slug poison, removal and the weapon drop ---- */

START_TEST(test_slug_killed_by_poison_drops_its_weapon_replacing_the_tiles)
{
    cg_state *s = NULL;
    ck_assert_int_eq(sdt_load_lines("turns 0\nboard 3 7\nrow |#######|\nrow |#     #|\n"
                                    "row |#######|\nblocking 0\nweapons 1\n"
                                    "weapon 1 5 PoisonDart\n"
                                    "player health 10 max 10 poison 0 weapon none at 1 1 "
                                    "previous 1 1\nslugs 1\n"
                                    "slug AngrySlug health 1 poison 1 weapon PoisonSword at 1 5 "
                                    "moves yes\n",
                                    &s),
                     CG_OK);
    sdt_play(s, "stay");
    ck_assert_int_eq(cg_slugdungeon_slug_count(s), 0);
    ck_assert_str_eq(sdt_slugs(s), "{}");
    ck_assert_int_eq(tile_weapon(s, 1, 5), CG_SLUGDUNGEON_POISON_SWORD);
    cg_state_free(s);
}
END_TEST

START_TEST(test_weapon_dropped_on_a_goal_leaves_it_a_goal)
{
    cg_state *s = NULL;
    ck_assert_int_eq(sdt_load_lines("turns 0\nboard 3 5\nrow |#####|\nrow |#  G#|\n"
                                    "row |#####|\nblocking 0\nweapons 0\n"
                                    "player health 10 max 10 poison 0 weapon none at 1 1 "
                                    "previous 1 1\nslugs 1\n"
                                    "slug ScaredSlug health 1 poison 1 weapon PoisonDart at 1 3 "
                                    "moves yes\n",
                                    &s),
                     CG_OK);
    sdt_play(s, "stay");
    cg_slugdungeon_tile tile;
    ck_assert_int_eq(cg_slugdungeon_tile_at(s, POS(1, 3), &tile), CG_OK);
    ck_assert_str_eq(sdt_tile(&tile), "Tile('G', False)");
    ck_assert_int_eq(tile.weapon, CG_SLUGDUNGEON_POISON_DART);
    sdt_play(s, "right right");
    ck_assert_int_eq(cg_slugdungeon_has_won(s), 1);
    ck_assert_int_eq(sdt_player(s).weapon, CG_SLUGDUNGEON_POISON_DART);
    cg_state_free(s);
}
END_TEST

START_TEST(test_slug_killed_by_the_attack_is_removed_before_it_attacks)
{
    /* sword: 3 - 2 = 1 and poison 1, which kills it in step 4 */
    const char *rows[] = {"#####", "#PL #", "#####"};
    cg_slugdungeon_entity p = player_with(10, 10, 0, CG_SLUGDUNGEON_POISON_SWORD);
    cg_state *s = model(rows, 3, &p, NULL);
    sdt_play(s, "stay");
    ck_assert_int_eq(cg_slugdungeon_slug_count(s), 0);
    ck_assert_int_eq(tile_weapon(s, 1, 2), CG_SLUGDUNGEON_POISON_DART);
    ASSERT_ENTITY(sdt_player(s), 10, 0);
    cg_state_free(s);
}
END_TEST

START_TEST(test_removed_slug_leaves_the_others_in_order)
{
    const char *rows[] = {"########", "# N N N#", "#      #", "#P     #", "########"};
    cg_slugdungeon_entity slugs[3] = {slug_with(CG_SLUGDUNGEON_NICE_SLUG, 10, 0),
                                      slug_with(CG_SLUGDUNGEON_NICE_SLUG, 1, 1),
                                      slug_with(CG_SLUGDUNGEON_NICE_SLUG, 10, 0)};
    cg_slugdungeon_entity p = player_with(10, 10, 0, 0);
    cg_state *s = model(rows, 5, &p, slugs);
    ck_assert_str_eq(sdt_slugs(s), "{(1, 2): NiceSlug(), (1, 4): NiceSlug(), (1, 6): NiceSlug()}");
    sdt_play(s, "stay");
    ck_assert_str_eq(sdt_slugs(s), "{(1, 2): NiceSlug(), (1, 6): NiceSlug()}");
    ck_assert_int_eq(tile_weapon(s, 1, 4), CG_SLUGDUNGEON_HEALING_ROCK);
    cg_state_free(s);
}
END_TEST

START_TEST(test_slug_dead_of_poison_frees_its_square_for_later_moves)
{
    /* The ScaredSlug dies of its poison in step 4 and drops its dart; in
       step 5 the AngrySlug steps onto its square towards the player (without
       taking the dart) and so reaches the player with its sword in step 6. */
    const char *rows[] = {"#####", "#PLA#", "#####"};
    cg_slugdungeon_entity slugs[2] = {slug_with(CG_SLUGDUNGEON_SCARED_SLUG, 1, 1),
                                      slug_with(CG_SLUGDUNGEON_ANGRY_SLUG, 5, 0)};
    cg_slugdungeon_entity p = player_with(10, 10, 0, 0);
    cg_state *s = model(rows, 3, &p, slugs);
    sdt_play(s, "stay");
    ck_assert_str_eq(sdt_slugs(s), "{(1, 2): AngrySlug()}");
    ck_assert_int_eq(tile_weapon(s, 1, 2), CG_SLUGDUNGEON_POISON_DART);
    ck_assert_int_eq(sdt_slug(s, 0).weapon, CG_SLUGDUNGEON_POISON_SWORD);
    ASSERT_ENTITY(sdt_player(s), 8, 1);
    cg_state_free(s);
}
END_TEST

/* ---- step 5: the slugs' moves ---- */

START_TEST(test_slugs_chase_the_players_position_before_its_move)
{
    /* From (2, 3), (1, 3) and (2, 2) tie as closest to the previous position
       (1, 2): the lowest, (1, 3), wins. Against the new position (1, 1) the
       slug would have taken (2, 2). */
    cg_state *s = sdt_level("10\n######\n# P  #\n#  A #\n#    #\n######\n");
    sdt_play(s, "left");
    ck_assert_str_eq(sdt_position(sdt_slug_position(s, 0)), "(1, 3)");
    cg_slugdungeon_position previous;
    ck_assert_int_eq(cg_slugdungeon_previous_position(s, &previous), CG_OK);
    ck_assert_str_eq(sdt_position(previous), "(1, 2)");
    ASSERT_ENTITY(sdt_player(s), 10, 0);
    cg_state_free(s);
}
END_TEST

START_TEST(test_stay_also_updates_the_previous_position)
{
    /* Turn 1 (left): the slug chases (1, 4), from (4, 1) to (3, 1) ((3, 1)
       and (4, 2) tie, the lower wins). Turn 2 (stay): the previous position
       becomes (1, 3), where the player stood before the stay; the slug
       rests. Turn 3 (stay): from (3, 1), (2, 1) and (3, 2) tie as closest to
       (1, 3), the lower wins; chasing (1, 4) it would have taken (3, 2). */
    cg_state *s = sdt_level("10\n#########\n#   P   #\n#       #\n#       #\n#A      #\n"
                            "#########\n");
    sdt_play(s, "left");
    ck_assert_str_eq(sdt_position(sdt_slug_position(s, 0)), "(3, 1)");
    sdt_play(s, "stay");
    cg_slugdungeon_position previous;
    ck_assert_int_eq(cg_slugdungeon_previous_position(s, &previous), CG_OK);
    ck_assert_str_eq(sdt_position(previous), "(1, 3)");
    ck_assert_str_eq(sdt_position(sdt_player_position(s)), "(1, 3)");
    ck_assert_str_eq(sdt_position(sdt_slug_position(s, 0)), "(3, 1)");
    sdt_play(s, "stay");
    ck_assert_str_eq(sdt_position(sdt_slug_position(s, 0)), "(2, 1)");
    ASSERT_ENTITY(sdt_player(s), 10, 0);
    cg_state_free(s);
}
END_TEST

START_TEST(test_first_turn_chases_the_starting_position)
{
    /* end_turn alone: the previous position is the start */
    cg_state *s = sdt_level("10\n#######\n#P   A#\n#######\n");
    ck_assert_int_eq(cg_slugdungeon_end_turn(s), CG_OK);
    ck_assert_str_eq(sdt_position(sdt_slug_position(s, 0)), "(1, 4)");
    ck_assert_uint_eq(cg_slugdungeon_turns(s), 1);
    cg_state_free(s);
}
END_TEST

static const char *choose(int kind, const cg_slugdungeon_position *candidates, size_t n,
                          cg_slugdungeon_position current, cg_slugdungeon_position player)
{
    cg_slugdungeon_entity slug;
    cg_slugdungeon_position to;
    ck_assert_int_eq(cg_slugdungeon_slug_init(&slug, kind), CG_OK);
    ck_assert_int_eq(cg_slugdungeon_choose_move(&slug, candidates, n, current, player, &to), CG_OK);
    return sdt_position(to);
}

START_TEST(test_angry_slug_ties_go_to_the_lowest_position)
{
    cg_slugdungeon_position candidates[2] = {POS(1, 0), POS(0, 1)};
    ck_assert_str_eq(choose(CG_SLUGDUNGEON_ANGRY_SLUG, candidates, 2, POS(5, 5), POS(0, 0)),
                     "(0, 1)");
    /* the current position takes part in the tie */
    ck_assert_str_eq(choose(CG_SLUGDUNGEON_ANGRY_SLUG, candidates, 1, POS(0, 1), POS(0, 0)),
                     "(0, 1)");
    ck_assert_str_eq(choose(CG_SLUGDUNGEON_ANGRY_SLUG, candidates + 1, 1, POS(1, 0), POS(0, 0)),
                     "(0, 1)");
}
END_TEST

START_TEST(test_scared_slug_ties_go_to_the_highest_position)
{
    cg_slugdungeon_position candidates[2] = {POS(1, 2), POS(2, 1)};
    ck_assert_str_eq(choose(CG_SLUGDUNGEON_SCARED_SLUG, candidates, 2, POS(1, 1), POS(0, 0)),
                     "(2, 1)");
    ck_assert_str_eq(choose(CG_SLUGDUNGEON_SCARED_SLUG, candidates, 1, POS(2, 1), POS(0, 0)),
                     "(2, 1)");
}
END_TEST

START_TEST(test_euclidean_distance_decides_not_manhattan)
{
    /* from (0, 0), (3, 0) is 3 away and (2, 2) 2.83: Euclidean distance
       orders them so, where Manhattan distance (3 and 4) would not */
    cg_slugdungeon_position candidates[2] = {POS(3, 0), POS(2, 2)};
    ck_assert_str_eq(choose(CG_SLUGDUNGEON_ANGRY_SLUG, candidates, 2, POS(9, 9), POS(0, 0)),
                     "(2, 2)");
    ck_assert_str_eq(choose(CG_SLUGDUNGEON_SCARED_SLUG, candidates, 2, POS(0, 1), POS(0, 0)),
                     "(3, 0)");
}
END_TEST

START_TEST(test_slugs_move_one_after_another)
{
    /* The first slug takes (2, 2) (tied with (3, 1), the lower wins); the
       second, which would have tied (2, 2) with (3, 3), finds it taken. */
    cg_state *s = sdt_level("20\n#####\n#   #\n#A A#\n# P #\n#   #\n#####\n");
    sdt_play(s, "stay");
    ck_assert_str_eq(sdt_slugs(s), "{(2, 2): AngrySlug(), (3, 3): AngrySlug()}");
    /* both then hit the player at (3, 2) */
    ASSERT_ENTITY(sdt_player(s), 16, 2);
    cg_state_free(s);
}
END_TEST

START_TEST(test_valid_positions_are_own_then_free_neighbours)
{
    cg_state *s = sdt_level("10\n#####\n#   #\n# A #\n#P  #\n#####\n");
    cg_slugdungeon_position valid[5];
    int n = cg_slugdungeon_valid_slug_positions(s, 0, valid, 5);
    ck_assert_str_eq(sdt_positions(valid, n), "[(2, 2), (1, 2), (2, 1), (3, 2), (2, 3)]");
    cg_state_free(s);
    /* walls, the board's edge, the player and other slugs are not free */
    s = sdt_level("10\n # \nPAN\n");
    n = cg_slugdungeon_valid_slug_positions(s, 0, valid, 5);
    ck_assert_str_eq(sdt_positions(valid, n), "[(1, 1)]");
    cg_state_free(s);
}
END_TEST

START_TEST(test_slugs_move_on_turns_1_3_5_only)
{
    cg_state *s = sdt_level("10\n##########\n#P      A#\n##########\n");
    const char *at[4] = {"(1, 7)", "(1, 7)", "(1, 6)", "(1, 6)"};
    const int moves_next[4] = {0, 1, 0, 1};
    for (int t = 0; t < 4; t++) {
        sdt_play(s, "stay");
        ck_assert_str_eq(sdt_position(sdt_slug_position(s, 0)), at[t]);
        ck_assert_int_eq(sdt_slug(s, 0).can_move, moves_next[t]);
        ck_assert_int_eq(cg_slugdungeon_valid_slug_positions(s, 0, NULL, 0), moves_next[t] ? 3 : 0);
    }
    cg_state_free(s);
}
END_TEST

START_TEST(test_slugs_walk_over_weapons_without_taking_them)
{
    cg_state *s = sdt_level("10\n#######\n#P  DA#\n#######\n");
    sdt_play(s, "stay");
    ck_assert_str_eq(sdt_position(sdt_slug_position(s, 0)), "(1, 4)");
    ck_assert_int_eq(tile_weapon(s, 1, 4), CG_SLUGDUNGEON_POISON_DART);
    ck_assert_int_eq(sdt_slug(s, 0).weapon, CG_SLUGDUNGEON_POISON_SWORD);
    cg_state_free(s);
}
END_TEST

START_TEST(test_slugs_walk_onto_goal_tiles)
{
    /* the AngrySlug steps from (1, 4) onto the goal at (1, 3), the closest
       square to the player; the tile stays a goal */
    cg_state *s = sdt_level("10\n######\n#P GA#\n######\n");
    sdt_play(s, "stay");
    ck_assert_str_eq(sdt_position(sdt_slug_position(s, 0)), "(1, 3)");
    cg_slugdungeon_tile tile;
    ck_assert_int_eq(cg_slugdungeon_tile_at(s, POS(1, 3), &tile), CG_OK);
    ck_assert_str_eq(sdt_tile(&tile), "Tile('G', False)");
    ASSERT_ENTITY(sdt_player(s), 10, 0);
    cg_state_free(s);
}
END_TEST

START_TEST(test_nice_slug_stays)
{
    cg_state *s = sdt_level("10\n#######\n#P   N#\n#######\n");
    sdt_play(s, "stay");
    ck_assert_str_eq(sdt_position(sdt_slug_position(s, 0)), "(1, 5)");
    cg_state_free(s);
}
END_TEST

/* ---- step 6: the slugs' attacks ---- */

START_TEST(test_slugs_attack_every_turn_even_when_resting)
{
    cg_state *s = sdt_level("10\n#####\n#PA #\n#####\n");
    sdt_play(s, "stay");
    ASSERT_ENTITY(sdt_player(s), 8, 1);
    sdt_play(s, "stay"); /* poison 1, then the sword again */
    ASSERT_ENTITY(sdt_player(s), 5, 1);
    cg_state_free(s);
}
END_TEST

START_TEST(test_nice_slug_heals_the_player_up_to_its_maximum)
{
    const char *rows[] = {"######", "#P N #", "######"};
    cg_slugdungeon_entity p = player_with(5, 10, 0, 0);
    cg_state *s = model(rows, 3, &p, NULL);
    const int health[4] = {7, 9, 10, 10};
    four_stays(s, -1, health, NULL);
    cg_state_free(s);
}
END_TEST

START_TEST(test_player_holding_a_healing_rock_heals_slugs)
{
    const char *rows[] = {"######", "#P N #", "######"};
    cg_slugdungeon_entity p = player_with(10, 10, 0, CG_SLUGDUNGEON_HEALING_ROCK);
    cg_slugdungeon_entity nice = slug_with(CG_SLUGDUNGEON_NICE_SLUG, 4, 0);
    cg_state *s = model(rows, 3, &p, &nice);
    const int health[4] = {6, 8, 10, 10};
    four_stays(s, 0, health, NULL);
    cg_state_free(s);
}
END_TEST

START_TEST(test_player_at_zero_healed_later_in_the_turn_lives)
{
    /* the poison brings the player to 0 in step 3, the NiceSlug heals 2 in
       step 6: the loss is judged at the end of the turn */
    const char *rows[] = {"#####", "#PN #", "#####"};
    cg_slugdungeon_entity p = player_with(1, 10, 1, 0);
    cg_state *s = model(rows, 3, &p, NULL);
    sdt_play(s, "stay");
    ASSERT_ENTITY(sdt_player(s), 2, 0);
    ck_assert(!cg_state_is_terminal(s));
    cg_state_free(s);
}
END_TEST

/* ---- the end ---- */

START_TEST(test_won_when_no_slug_is_left_and_the_player_is_on_a_goal)
{
    cg_state *s = sdt_level("10\n######\n#PSGL#\n######\n");
    sdt_play(s, "right");
    ASSERT_ENTITY(sdt_player(s), 10, 2); /* the dart from (1, 4) reaches (1, 2) */
    ck_assert(!cg_state_is_terminal(s));
    sdt_play(s, "right");
    ck_assert_int_eq(cg_slugdungeon_slug_count(s), 0);
    ck_assert_int_eq(tile_weapon(s, 1, 4), CG_SLUGDUNGEON_POISON_DART);
    ASSERT_ENTITY(sdt_player(s), 8, 1);
    ck_assert_int_eq(cg_slugdungeon_has_won(s), 1);
    ck_assert(cg_state_is_terminal(s));
    ck_assert_int_eq(cg_state_winner(s), 0);
    ck_assert(cg_state_returns(s, 0) == 1.0);
    ck_assert_uint_eq(cg_state_legal_moves(s, NULL, 0), 0);
    cg_state_free(s);
}
END_TEST

START_TEST(test_no_slug_left_is_no_win_off_the_goal)
{
    cg_state *s = sdt_level("10\n#####\n#P G#\n#####\n");
    sdt_play(s, "right");
    ck_assert_int_eq(cg_slugdungeon_has_won(s), 0);
    ck_assert(!cg_state_is_terminal(s));
    sdt_play(s, "right");
    ck_assert_int_eq(cg_slugdungeon_has_won(s), 1);
    ck_assert_uint_eq(cg_slugdungeon_turns(s), 2);
    cg_state_free(s);
}
END_TEST

START_TEST(test_win_is_checked_before_loss)
{
    /* the last slug dies as the player's poison kills it on the goal */
    const char *rows[] = {"#####", "#PGL#", "#####"};
    cg_slugdungeon_entity p = player_with(2, 10, 5, CG_SLUGDUNGEON_POISON_SWORD);
    cg_state *s = model(rows, 3, &p, NULL);
    sdt_play(s, "right");
    ASSERT_ENTITY(sdt_player(s), 0, 4);
    ck_assert_int_eq(cg_slugdungeon_has_lost(s), 1);
    ck_assert_int_eq(cg_slugdungeon_has_won(s), 1);
    ck_assert(cg_state_is_terminal(s));
    ck_assert_int_eq(cg_state_winner(s), 0);
    ck_assert(cg_state_returns(s, 0) == 1.0);
    cg_state_free(s);
}
END_TEST

START_TEST(test_lost_when_the_players_health_is_zero)
{
    const char *rows[] = {"#####", "#P  #", "#####"};
    cg_slugdungeon_entity p = player_with(1, 10, 1, 0);
    cg_state *s = model(rows, 3, &p, NULL);
    sdt_play(s, "stay");
    ck_assert_int_eq(cg_slugdungeon_has_lost(s), 1);
    ck_assert(cg_state_is_terminal(s));
    ck_assert_int_eq(cg_state_winner(s), CG_PLAYER_NONE);
    ck_assert(cg_state_returns(s, 0) == -1.0);
    ck_assert_int_eq(cg_state_apply(s, CG_SLUGDUNGEON_STAY), CG_EOVER);
    cg_state_free(s);
}
END_TEST

START_TEST(test_turn_bound_ends_the_game_undecided)
{
    cg_game *g = NULL;
    ck_assert_int_eq(cg_game_new("slugdungeon", "max_turns=3", &g), CG_OK);
    ck_assert_uint_eq(cg_slugdungeon_max_turns(g), 3);
    const char *level = "10\n#######\n#P   G#\n#######\n";
    cg_state *s = NULL;
    ck_assert_int_eq(cg_slugdungeon_state_from_level(g, level, strlen(level), &s), CG_OK);
    sdt_play(s, "stay stay");
    ck_assert(!cg_state_is_terminal(s));
    sdt_play(s, "stay");
    ck_assert(cg_state_is_terminal(s));
    ck_assert_int_eq(cg_state_winner(s), CG_PLAYER_NONE);
    ck_assert(cg_state_returns(s, 0) == 0.0);
    ck_assert_int_eq(cg_slugdungeon_has_won(s), 0);
    ck_assert_int_eq(cg_slugdungeon_has_lost(s), 0);
    cg_state_free(s);
    cg_game_free(g);
    ck_assert_uint_eq(cg_slugdungeon_max_turns(sdt_game()), CG_SLUGDUNGEON_MAX_TURNS_DEFAULT);
}
END_TEST

START_TEST(test_operations_refuse_a_finished_game)
{
    const char *rows[] = {"#####", "#P  #", "#####"};
    cg_slugdungeon_entity p = player_with(0, 10, 0, 0);
    cg_state *s = model(rows, 3, &p, NULL);
    ck_assert(cg_state_is_terminal(s));
    ck_assert_int_eq(cg_slugdungeon_end_turn(s), CG_EOVER);
    ck_assert_str_eq(cg_last_error(), "cg_slugdungeon_end_turn: the game is over");
    ck_assert_int_eq(cg_slugdungeon_handle_player_move(s, POS(0, 1)), CG_EOVER);
    ck_assert_int_eq(cg_slugdungeon_perform_attack(s, CG_SLUGDUNGEON_BY_PLAYER, POS(1, 1)),
                     CG_EOVER);
    ck_assert_uint_eq(cg_slugdungeon_turns(s), 0);
    cg_state_free(s);
}
END_TEST

/* ---- the seed's methods on the model ---- */

START_TEST(test_handle_player_move_is_one_turn_as_apply)
{
    cg_state *a = sdt_level("10\n#######\n#PS  A#\n#######\n");
    cg_state *b = NULL;
    ck_assert_int_eq(cg_state_clone(a, &b), CG_OK);
    ck_assert_int_eq(cg_slugdungeon_handle_player_move(a, POS(0, 1)), CG_OK);
    sdt_play(b, "right");
    ck_assert_str_eq(sdt_render(a), sdt_render(b));
    ck_assert_uint_eq(cg_slugdungeon_turns(a), 1);
    ck_assert_uint_eq(cg_state_move_number(a), 0);
    cg_state_free(a);
    cg_state_free(b);
}
END_TEST

START_TEST(test_handle_player_move_refuses_a_blocked_square_as_no_turn)
{
    cg_state *s = sdt_level("10\n#####\n#PA #\n#####\n");
    cg_state *before = NULL;
    ck_assert_int_eq(cg_state_clone(s, &before), CG_OK);
    ck_assert_int_eq(cg_slugdungeon_handle_player_move(s, POS(-1, 0)), CG_EILLEGAL);
    ck_assert_str_eq(cg_last_error(),
                     "cg_slugdungeon_handle_player_move: the player cannot move to (0, 1): a "
                     "blocking tile");
    ck_assert_int_eq(cg_slugdungeon_handle_player_move(s, POS(0, 1)), CG_EILLEGAL);
    ck_assert_str_eq(cg_last_error(), "cg_slugdungeon_handle_player_move: the player cannot move "
                                      "to (1, 2): a slug is there");
    ck_assert_int_eq(cg_slugdungeon_handle_player_move(s, POS(2, 0)), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "cg_slugdungeon_handle_player_move: delta (2, 0) is not one "
                                      "square up, left, down, right or none");
    ck_assert_int_eq(cg_slugdungeon_handle_player_move(s, POS(1, 1)), CG_EINVAL);
    ck_assert(cg_state_equal(s, before));
    cg_state_free(s);
    cg_state_free(before);
}
END_TEST

START_TEST(test_perform_attack_leaves_a_dead_slug_until_end_turn)
{
    const char *rows[] = {"######", "#PL  #", "######"};
    cg_slugdungeon_entity p = player_with(10, 10, 0, CG_SLUGDUNGEON_POISON_SWORD);
    cg_slugdungeon_entity weak = slug_with(CG_SLUGDUNGEON_SCARED_SLUG, 2, 0);
    cg_state *s = model(rows, 3, &p, &weak);
    ck_assert_int_eq(cg_slugdungeon_perform_attack(s, CG_SLUGDUNGEON_BY_PLAYER, POS(1, 1)), CG_OK);
    ASSERT_ENTITY(sdt_slug(s, 0), 0, 1);
    ck_assert_int_eq(cg_slugdungeon_slug_count(s), 1);
    /* the state saves and loads with the dead slug in it */
    cg_state *again = NULL;
    ck_assert_int_eq(cg_state_load(sdt_game(), sdt_save(s), &again), CG_OK);
    ck_assert(cg_state_equal(s, again));
    ck_assert_int_eq(cg_slugdungeon_end_turn(s), CG_OK);
    ck_assert_int_eq(cg_slugdungeon_slug_count(s), 0);
    ck_assert_int_eq(tile_weapon(s, 1, 2), CG_SLUGDUNGEON_POISON_DART);
    cg_state_free(s);
    cg_state_free(again);
}
END_TEST

START_TEST(test_perform_attack_of_a_slug_hits_only_the_player)
{
    cg_state *s = sdt_level("10\n######\n#PLA #\n######\n");
    /* the ScaredSlug's dart from (1, 2) reaches the player and the AngrySlug */
    ck_assert_int_eq(cg_slugdungeon_perform_attack(s, 0, POS(1, 2)), CG_OK);
    ASSERT_ENTITY(sdt_player(s), 10, 2);
    ASSERT_ENTITY(sdt_slug(s, 1), 5, 0);
    /* from far away it reaches nobody */
    ck_assert_int_eq(cg_slugdungeon_perform_attack(s, 0, POS(40, 40)), CG_OK);
    ASSERT_ENTITY(sdt_player(s), 10, 2);
    cg_state_free(s);
}
END_TEST

/* ---- render ---- */

START_TEST(test_render_draws_the_board_and_every_entity)
{
    cg_state *s = sdt_level("10\n#####\n#PDA#\n#G  #\n#####\n");
    const char *expected = "#####\n#PDA#\n#G  #\n#####\n"
                           "Player 0 at (1, 1): health 10/10, poison 0, weapon none\n"
                           "AngrySlug at (1, 3): health 5/5, poison 0, weapon PoisonSword, "
                           "moves this turn\n"
                           "Turn 1 of at most 1000\n";
    ck_assert_str_eq(sdt_render(s), expected);
    char for_player[512];
    cg_state_render(s, 0, for_player, sizeof for_player);
    ck_assert_str_eq(for_player, expected);
    cg_state_free(s);
}
END_TEST

START_TEST(test_render_says_how_the_game_ended)
{
    cg_state *s = sdt_level("10\n####\n#PG#\n####\n");
    sdt_play(s, "right");
    ck_assert_str_eq(sdt_render(s), "####\n# P#\n####\n"
                                    "Player 0 at (1, 2): health 10/10, poison 0, weapon none\n"
                                    "Won after 1 turn: every slug is dead and player 0 is on "
                                    "a goal\n");
    cg_state_free(s);
}
END_TEST

/* Results name the player by its index, as every game of the library does. */
START_TEST(test_render_of_a_loss_names_player_0)
{
    cg_state *s = sdt_level("2\n#####\n#PA #\n#####\n");
    sdt_play(s, "stay");
    ck_assert_int_eq(cg_slugdungeon_has_lost(s), 1);
    ck_assert_msg(strstr(sdt_render(s), "\nLost after 1 turn: player 0 has died\n"), "%s",
                  sdt_render(s));
    cg_state_free(s);
}
END_TEST

START_TEST(test_render_out_of_turns_names_player_0)
{
    cg_game *g = NULL;
    ck_assert_int_eq(cg_game_new("slugdungeon", "max_turns=2", &g), CG_OK);
    const char *level = "10\n######\n#P  L#\n######\n";
    cg_state *s = NULL;
    ck_assert_int_eq(cg_slugdungeon_state_from_level(g, level, strlen(level), &s), CG_OK);
    sdt_play(s, "stay");
    sdt_play(s, "stay");
    ck_assert(cg_state_is_terminal(s));
    ck_assert_msg(
        strstr(sdt_render(s), "\nOut of turns: 2 turns played, player 0 neither won nor lost\n"),
        "%s", sdt_render(s));
    cg_state_free(s);
    cg_game_free(g);
}
END_TEST

static Suite *rules_suite(void)
{
    Suite *s = suite_create("slugdungeon rules");
    TCase *moves = tcase_create("moves");
    tcase_add_test(moves, test_moves_are_up_left_down_right_stay_in_code_order);
    tcase_add_test(moves, test_move_needs_a_square_on_the_board_without_wall_or_slug);
    tcase_add_test(moves, test_move_texts_accept_the_keys_w_a_s_d_space);
    tcase_add_test(moves, test_move_texts_are_read_in_any_case_and_written_in_lower_case);
    suite_add_tcase(s, moves);
    TCase *turn = tcase_create("turn");
    tcase_add_test(turn, test_player_equips_the_weapon_of_its_new_tile_and_empties_it);
    tcase_add_test(turn, test_player_staying_on_a_weapon_tile_equips_it);
    tcase_add_test(turn, test_player_attacks_from_its_new_position);
    tcase_add_test(turn, test_player_attack_hits_every_slug_in_range);
    tcase_add_test(turn, test_weapon_effects_pass_through_walls);
    tcase_add_test(turn, test_player_poison_hurts_then_decreases_each_turn);
    tcase_add_test(turn, test_slug_killed_by_poison_drops_its_weapon_replacing_the_tiles);
    tcase_add_test(turn, test_weapon_dropped_on_a_goal_leaves_it_a_goal);
    tcase_add_test(turn, test_slug_killed_by_the_attack_is_removed_before_it_attacks);
    tcase_add_test(turn, test_removed_slug_leaves_the_others_in_order);
    tcase_add_test(turn, test_slug_dead_of_poison_frees_its_square_for_later_moves);
    tcase_add_test(turn, test_slugs_chase_the_players_position_before_its_move);
    tcase_add_test(turn, test_stay_also_updates_the_previous_position);
    tcase_add_test(turn, test_first_turn_chases_the_starting_position);
    tcase_add_test(turn, test_angry_slug_ties_go_to_the_lowest_position);
    tcase_add_test(turn, test_scared_slug_ties_go_to_the_highest_position);
    tcase_add_test(turn, test_euclidean_distance_decides_not_manhattan);
    tcase_add_test(turn, test_slugs_move_one_after_another);
    tcase_add_test(turn, test_valid_positions_are_own_then_free_neighbours);
    tcase_add_test(turn, test_slugs_move_on_turns_1_3_5_only);
    tcase_add_test(turn, test_slugs_walk_over_weapons_without_taking_them);
    tcase_add_test(turn, test_slugs_walk_onto_goal_tiles);
    tcase_add_test(turn, test_nice_slug_stays);
    tcase_add_test(turn, test_slugs_attack_every_turn_even_when_resting);
    tcase_add_test(turn, test_nice_slug_heals_the_player_up_to_its_maximum);
    tcase_add_test(turn, test_player_holding_a_healing_rock_heals_slugs);
    tcase_add_test(turn, test_player_at_zero_healed_later_in_the_turn_lives);
    suite_add_tcase(s, turn);
    TCase *end = tcase_create("end");
    tcase_add_test(end, test_won_when_no_slug_is_left_and_the_player_is_on_a_goal);
    tcase_add_test(end, test_no_slug_left_is_no_win_off_the_goal);
    tcase_add_test(end, test_win_is_checked_before_loss);
    tcase_add_test(end, test_lost_when_the_players_health_is_zero);
    tcase_add_test(end, test_turn_bound_ends_the_game_undecided);
    tcase_add_test(end, test_operations_refuse_a_finished_game);
    suite_add_tcase(s, end);
    TCase *methods = tcase_create("model methods");
    tcase_add_test(methods, test_handle_player_move_is_one_turn_as_apply);
    tcase_add_test(methods, test_handle_player_move_refuses_a_blocked_square_as_no_turn);
    tcase_add_test(methods, test_perform_attack_leaves_a_dead_slug_until_end_turn);
    tcase_add_test(methods, test_perform_attack_of_a_slug_hits_only_the_player);
    tcase_add_test(methods, test_render_draws_the_board_and_every_entity);
    tcase_add_test(methods, test_render_says_how_the_game_ended);
    tcase_add_test(methods, test_render_of_a_loss_names_player_0);
    tcase_add_test(methods, test_render_out_of_turns_names_player_0);
    suite_add_tcase(s, methods);
    return s;
}

int main(void)
{
    return check_run(rules_suite());
}
