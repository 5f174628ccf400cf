/* Battleship in the catalogue: parameters, move texts, why a move is refused,
   and the function table. */
#include <stdio.h>
#include <string.h>

#include "battleship_internal.h"


/* Comma-separated lengths 1..26, spaces around each; false (with the reason
   in `why`) on malformed text. */
static bool fleet_from(cg_span text, uint8_t *lengths, size_t cap, size_t *count, char *why,
                       size_t why_cap)
{
    size_t n = 0;
    cg_span rest = text;
    for (bool more = true; more;) {
        more = rest.n > 0 && memchr(rest.p, ',', rest.n) != NULL;
        cg_span entry = cg_span_trim(cg_span_split(&rest, ','));
        uint32_t length;
        char shown[32];
        if (n == BS_MAX_SHIPS) {
            snprintf(why, why_cap, "at most %d ships", BS_MAX_SHIPS);
            return false;
        }
        if (!cg_span_to_u32(entry, BS_SIDE, &length) || length == 0) {
            snprintf(why, why_cap, "lengths 1..%d separated by commas, not '%s'", BS_SIDE,
                     cg_span_show(entry, shown, sizeof shown));
            return false;
        }
        if (n < cap)
            lengths[n] = (uint8_t)length;
        n++;
    }
    *count = n;
    return true;
}

cg_status cg_battleship_fleet_parse(const char *text, uint8_t *lengths, size_t cap, size_t *count)
{
    if (!text || !count || (!lengths && cap > 0))
        return cg_error(CG_EINVAL, "%s: %s is NULL", __func__,
                        !text    ? "text"
                        : !count ? "count"
                                 : "lengths");
    uint8_t parsed[BS_MAX_SHIPS];
    size_t n;
    char why[128];
    if (!fleet_from(cg_span_of(text), parsed, BS_MAX_SHIPS, &n, why, sizeof why))
        return cg_error(CG_EPARSE, "%s: a fleet is %s", __func__, why);
    if (lengths)
        memcpy(lengths, parsed, n < cap ? n : cap);
    *count = n;
    return CG_OK;
}

/* ---- Parameters ---- */

static cg_status bs_fleet_read(void *config, const char *owner, cg_span key, cg_span value)
{
    (void)owner;
    (void)key;
    bs_config *c = config;
    uint8_t lengths[BS_MAX_SHIPS];
    size_t count;
    char why[128];
    if (!fleet_from(value, lengths, BS_MAX_SHIPS, &count, why, sizeof why))
        return cg_error(CG_EINVAL, "battleship: parameter 'fleet' wants %s", why);
    memcpy(c->lengths, lengths, count);
    c->ship_count = (int)count;
    return CG_OK;
}

static void bs_fleet_write(const void *config, cg_text *out)
{
    bs_fleet_text(config, out);
}

static const cg_param bs_params[] = {
    {.key = "width", .type = CG_PARAM_INT, CG_PARAM_FIELD(bs_config, width), .min = 1,
     .max = BS_SIDE, .fallback = "10", .doc = "columns of the board"},
    {.key = "height", .type = CG_PARAM_INT, CG_PARAM_FIELD(bs_config, height), .min = 1,
     .max = BS_SIDE, .fallback = "10", .doc = "rows of the board"},
    {.key = "fleet", .type = CG_PARAM_CUSTOM, .parse = bs_fleet_read, .write = bs_fleet_write,
     .fallback = "4,3,3,2,2,2,1,1,1,1",
     .doc = "the ships' lengths (1 to 26), comma-separated, in placing order"},
    {.key = "wins", .type = CG_PARAM_INT, CG_PARAM_FIELD(bs_config, wins), .min = 1,
     .max = 1000, .fallback = "10", .doc = "games a player must win to take a tournament"},
};

static void sort_longest_first(uint8_t *a, int n)
{
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && a[j - 1] < a[j]; j--) {
            uint8_t t = a[j];
            a[j] = a[j - 1];
            a[j - 1] = t;
        }
}

/* The fleet's distinct lengths, longest first, and their counts. */
static void count_lengths(bs_config *c)
{
    memset(c->length_count, 0, sizeof c->length_count);
    for (int i = 0; i < c->ship_count; i++)
        c->length_count[c->lengths[i]]++;
    c->distinct_count = 0;
    for (int L = BS_SIDE; L >= 1; L--)
        if (c->length_count[L]) {
            c->distinct_index[L] = (uint8_t)c->distinct_count;
            c->distinct[c->distinct_count++] = (uint8_t)L;
        }
}

static cg_status bs_finish(void *config, cg_game_shape *shape)
{
    bs_config *c = config;
    memset(c->board_mask, 0, sizeof c->board_mask);
    for (int y = 0; y < c->height; y++)
        for (int x = 0; x < c->width; x++)
            bs_set(c->board_mask, bs_cell(x, y));
    memset(c->rest_sorted, 0, sizeof c->rest_sorted);
    for (int k = 0; k < c->ship_count; k++) {
        memcpy(c->rest_sorted[k], c->lengths + k, (size_t)(c->ship_count - k));
        sort_longest_first(c->rest_sorted[k], c->ship_count - k);
    }
    count_lengths(c);
    bs_plan_bounds(c);
    cg_status st = bs_fleet_check_config(c);
    if (st != CG_OK)
        return st;
    shape->num_players = 2;
    shape->max_moves = (size_t)(c->width * c->height * 4 + 1);
    shape->state_size = bs_state_size(c);
    bs_shape_learning(c, shape);
    return CG_OK;
}

/* ---- Move texts ---- */

static bool bs_move_text(const void *config, const void *state, cg_move move, cg_text *out)
{
    (void)state;
    const bs_config *c = config;
    int x, y, dir;
    if (move == CG_BATTLESHIP_PLACE_RANDOM) {
        cg_text_puts(out, "place random");
        return true;
    }
    if (move < BS_CODE_PLACE_END) {
        bs_decode_place(move, &x, &y, &dir);
        if (x >= c->width || y >= c->height)
            return false;
        cg_text_puts(out, "place ");
        bs_coord_write(x, y, out);
        cg_text_printf(out, " %s", bs_dir_names[dir]);
        return true;
    }
    if (!bs_fire_cell(c, move, &x, &y))
        return false;
    cg_text_puts(out, "fire ");
    bs_coord_write(x, y, out);
    return true;
}

/* Any coordinate A1..Z26 reads as a code; one off this board is then refused
   as illegal, with the reason. Words are read in any case, directions in
   English or Spanish. */
static cg_status bs_move_parse(const void *config, const void *state, cg_span text, cg_move *out)
{
    (void)config;
    (void)state;
    cg_span rest = text;
    cg_span verb = cg_span_word(&rest), first = cg_span_word(&rest);
    cg_span second = cg_span_word(&rest), extra = cg_span_word(&rest);
    int x, y, dir;
    if (extra.n == 0 && cg_span_eq_nocase(verb, "place")) {
        if (cg_span_eq_nocase(first, "random") && second.n == 0) {
            *out = CG_BATTLESHIP_PLACE_RANDOM;
            return CG_OK;
        }
        dir = bs_dir_from_move_text(second);
        if (bs_coord_from_any_case(first, &x, &y) && dir >= 0) {
            *out = CG_BATTLESHIP_PLACE_MOVE(x, y, dir);
            return CG_OK;
        }
    }
    if (extra.n == 0 && second.n == 0 && cg_span_eq_nocase(verb, "fire") &&
        bs_coord_from_any_case(first, &x, &y)) {
        *out = CG_BATTLESHIP_FIRE_MOVE(x, y);
        return CG_OK;
    }
    char shown[64];
    return cg_error(CG_EPARSE,
                    "battleship: '%s' is not a move (place <A1..Z26> <right|down|left|up>, "
                    "place random, fire <A1..Z26>)",
                    cg_span_show(text, shown, sizeof shown));
}

/* ---- Why a move is refused ---- */

static const char *coord_name(int x, int y, char buf[4])
{
    cg_text t = cg_text_over(buf, 4);
    bs_coord_write(x, y, &t);
    return buf;
}

static cg_status explain_placement(const bs_config *c, const bs_state *s, cg_move move)
{
    int x, y, dir;
    char at[4];
    bs_decode_place(move, &x, &y, &dir);
    if (x >= c->width || y >= c->height)
        return cg_error(CG_EILLEGAL, "battleship: %s is off the %dx%d board", coord_name(x, y, at),
                        c->width, c->height);
    int player = bs_current(c, s);
    const bs_fleet *fleet = &s->fleet[player];
    int ship = fleet->placed, length = c->lengths[ship];
    bs_placer p;
    bs_placer_init(&p, c, fleet);
    bs_verdict verdict = bs_placer_check(&p, x, y, dir);
    if (verdict == BS_PLACE_OFF_BOARD)
        return cg_error(CG_EILLEGAL,
                        "battleship: ship %d (length %d) from %s %s leaves the board (Barco "
                        "fuera de tablero)",
                        ship + 1, length, coord_name(x, y, at), bs_dir_names[dir]);
    if (verdict == BS_PLACE_TOUCHES) {
        bs_spot spot = bs_spot_of(x, y, dir, length);
        int other = 0;
        while (other < ship - 1 &&
               !bs_spots_touch(bs_spot_of(fleet->ships[other].x, fleet->ships[other].y,
                                          fleet->ships[other].dir, c->lengths[other]),
                               spot))
            other++;
        return cg_error(CG_EILLEGAL, "battleship: ship %d (length %d) at %s %s touches ship %d",
                        ship + 1, length, coord_name(x, y, at), bs_dir_names[dir], other + 1);
    }
    return cg_error(CG_EILLEGAL,
                    "battleship: with ship %d (length %d) at %s %s the rest of player %d's "
                    "fleet cannot be placed",
                    ship + 1, length, coord_name(x, y, at), bs_dir_names[dir], player);
}

static cg_status bs_explain_illegal(const void *config, const void *state, cg_move move)
{
    const bs_config *c = config;
    const bs_state *s = state;
    int player = bs_current(c, s), x, y;
    bool placing = s->phase == CG_BATTLESHIP_PLACING;
    char at[4];
    if (move < BS_CODE_PLACE_END && placing)
        return explain_placement(c, s, move);
    if (move <= CG_BATTLESHIP_PLACE_RANDOM && !placing)
        return cg_error(CG_EILLEGAL, "battleship: the fleets are placed; player %d fires",
                        player);
    if (move >= CG_BATTLESHIP_FIRE_BASE && move < CG_BATTLESHIP_FIRE_BASE + BS_CELLS) {
        if (placing)
            return cg_error(CG_EILLEGAL, "battleship: player %d is placing ships; no shots yet",
                            player);
        if (!bs_fire_cell(c, move, &x, &y)) {
            cg_move cell = move - CG_BATTLESHIP_FIRE_BASE;
            return cg_error(CG_EILLEGAL, "battleship: %s is off the %dx%d board",
                            coord_name((int)(cell % BS_SIDE), (int)(cell / BS_SIDE), at), c->width,
                            c->height);
        }
        return cg_error(CG_EILLEGAL, "battleship: player %d has already fired at %s", player,
                        coord_name(x, y, at));
    }
    return cg_error(CG_EILLEGAL, "battleship: %u is not a move code", (unsigned)move);
}

const cg_game_impl cg_battleship_impl = {
    .name = "battleship",
    .params = bs_params,
    .param_count = CG_COUNT(bs_params),
    .config_size = sizeof(bs_config),
    .config_finish = bs_finish,
    .state_init = bs_init,
    .current_player = bs_current_player,
    .is_terminal = bs_is_terminal,
    .winner = bs_winner,
    .returns = bs_returns,
    .legal_moves = bs_legal_moves,
    .is_legal = bs_is_legal,
    .explain_illegal = bs_explain_illegal,
    .apply = bs_apply,
    .random_move = bs_random_move,
    .move_text = bs_move_text,
    .move_parse = bs_move_parse,
    .render = bs_render,
    .save = bs_save,
    .load = bs_load,
    .resample = bs_resample,
    .action_of = bs_action_of,
    .move_of = bs_move_of,
    .legal_mask = bs_legal_mask,
    .observe = bs_observe,
    .bots = bs_bots,
    .evaluate = bs_evaluate,
    .mcts_defaults = bs_mcts_defaults,
    /* 1.2: traits */
    .title = "Battleship (Hundir la flota)",
    .flags = CG_GAME_CHANCE | CG_GAME_HIDDEN | CG_GAME_ZERO_SUM | CG_GAME_CONSTANT_SUM | CG_GAME_TERMINAL_ONLY,
    .min_return = -1.0f,
    .max_return = 1.0f,
};
