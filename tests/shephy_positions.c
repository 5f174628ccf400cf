#include "shephy_positions.h"

#include "core/rng.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

cg_game *shephy_game;

void shephy_setup(void)
{
    ck_assert_int_eq(cg_game_new("shephy", NULL, &shephy_game), CG_OK);
}

void shephy_teardown(void)
{
    cg_game_free(shephy_game);
    shephy_game = NULL;
}

static void append(char *buf, size_t cap, const char *fmt, ...)
{
    size_t n = strlen(buf);
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf + n, cap - n, fmt, ap);
    va_end(ap);
}

/* Splits a card list into its names ("*" kept as a name); returns how many. */
static int split_list(const char *list, char names[32][32])
{
    int n = 0;
    if (strcmp(list, "-") == 0)
        return 0;
    const char *p = list;
    for (;;) {
        const char *comma = strchr(p, ',');
        size_t len = comma ? (size_t)(comma - p) : strlen(p);
        ck_assert_msg(n < 32 && len < 32, "test card list too long: %s", list);
        snprintf(names[n++], 32, "%.*s", (int)len, p);
        if (!comma)
            return n;
        p = comma + 2; /* ", " */
    }
}

static void expand_list(const char *list, const int named[CG_SHEPHY_CARD_KINDS], char *out,
                        size_t cap)
{
    char names[32][32];
    int n = split_list(list, names);
    const char *sep = "";
    out[0] = '\0';
    for (int i = 0; i < n; i++) {
        if (strcmp(names[i], "*") != 0) {
            append(out, cap, "%s%s", sep, names[i]);
            sep = ", ";
            continue;
        }
        for (int c = 0; c < CG_SHEPHY_CARD_KINDS; c++) {
            for (int k = named[c]; k < cg_shephy_card_copies(c); k++) {
                append(out, cap, "%s%s", sep, cg_shephy_card_name(c));
                sep = ", ";
            }
        }
    }
    if (out[0] == '\0')
        strcpy(out, "-");
}

static void stock_line(const char *field, char *out, size_t cap)
{
    static const int values[] = {1, 3, 10, 30, 100, 300, 1000};
    int counts[7] = {0};
    char copy[128];
    snprintf(copy, sizeof copy, "%s", field);
    for (char *w = strtok(copy, " "); w; w = strtok(NULL, " "))
        for (int r = 0; r < 7; r++)
            if (atoi(w) == values[r])
                counts[r]++;
    out[0] = '\0';
    for (int r = 0; r < 7; r++)
        append(out, cap, "%s%d", r ? " " : "", 7 - counts[r]);
}

void pos_body(pos p, char *body)
{
    const char *lists[4] = {p.hand ? p.hand : "-", p.deck ? p.deck : "-",
                            p.discard ? p.discard : "*", p.exile ? p.exile : "-"};
    static const char *const keys[4] = {"hand", "deck", "discard", "exile"};
    int named[CG_SHEPHY_CARD_KINDS] = {0};
    for (int i = 0; i < 4; i++) {
        char names[32][32];
        int n = split_list(lists[i], names);
        for (int k = 0; k < n; k++) {
            if (strcmp(names[k], "*") == 0)
                continue;
            int card = cg_shephy_card_from_name(names[k]);
            ck_assert_msg(card >= 0, "test position names no card '%s'", names[k]);
            named[card]++;
        }
    }
    const char *field = p.field ? p.field : "1";
    char stock[64];
    stock_line(field, stock, sizeof stock);
    body[0] = '\0';
    append(body, BODY_CAP, "field %s\nstock %s\nenemy %s\n", field, stock, p.enemy ? p.enemy : "1");
    for (int i = 0; i < 4; i++) {
        char list[1024];
        expand_list(lists[i], named, list, sizeof list);
        append(body, BODY_CAP, "%s %s\n", keys[i], list);
    }
    append(body, BODY_CAP, "effect %s\n", p.effect ? p.effect : "none");
}

void state_body(const cg_state *s, char *body)
{
    char text[BODY_CAP + 256];
    cg_state_save(s, text, sizeof text);
    const char *start = strstr(text, "\nrng ");
    ck_assert_ptr_nonnull(start);
    start = strchr(start + 1, '\n') + 1;
    const char *end = strstr(start, "end\n");
    ck_assert_ptr_nonnull(end);
    snprintf(body, BODY_CAP, "%.*s", (int)(end - start), start);
}

const char *saved_form(const char *body)
{
    static char text[BODY_CAP + 128];
    snprintf(text, sizeof text,
             "cardgames-state 1\ngame shephy\nparams \nmoves 0\nrng 0000000000000001 "
             "0000000000000002 0000000000000003 0000000000000004\n%send\n",
             body);
    return text;
}

int shuffled_by_saved_generator(const char *list, uint8_t cards[32])
{
    char names[32][32];
    int n = split_list(list, names);
    for (int i = 0; i < n; i++) {
        int card = cg_shephy_card_from_name(names[i]);
        ck_assert_msg(card >= 0, "test list names no card '%s'", names[i]);
        cards[i] = (uint8_t)card;
    }
    cg_rng rng = {{1, 2, 3, 4}}; /* the rng line of saved_form */
    cg_rng_shuffle_bytes(&rng, cards, (size_t)n);
    return n;
}

void card_list(const uint8_t *cards, int n, char *out, size_t cap)
{
    out[0] = '\0';
    for (int i = 0; i < n; i++)
        append(out, cap, "%s%s", i ? ", " : "", cg_shephy_card_name(cards[i]));
    if (n == 0)
        snprintf(out, cap, "-");
}

cg_state *load_body(const char *body)
{
    cg_state *s = NULL;
    cg_status st = cg_state_load(shephy_game, saved_form(body), &s);
    ck_assert_msg(st == CG_OK, "position does not load: %s\n%s", cg_last_error(), body);
    return s;
}

cg_state *load_pos(pos p)
{
    char body[BODY_CAP];
    pos_body(p, body);
    return load_body(body);
}

void expect_load_error(const char *body, const char *message)
{
    cg_state *s = (cg_state *)1;
    ck_assert_int_eq(cg_state_load(shephy_game, saved_form(body), &s), CG_EPARSE);
    ck_assert_ptr_eq(s, (cg_state *)1);
    ck_assert_str_eq(cg_last_error(), message);
}

void expect_pos(const cg_state *s, pos p)
{
    char want[BODY_CAP], got[BODY_CAP];
    pos_body(p, want);
    state_body(s, got);
    ck_assert_str_eq(got, want);
}

void expect_moves(const cg_state *s, const char *texts)
{
    cg_move moves[64];
    size_t n = cg_state_legal_moves(s, moves, 64);
    char joined[2048] = "";
    for (size_t i = 0; i < n; i++) {
        char text[128];
        cg_move_to_string(s, moves[i], text, sizeof text);
        append(joined, sizeof joined, "%s%s", i ? "|" : "", text);
    }
    ck_assert_str_eq(joined, texts);
}

void play(cg_state *s, const char *text)
{
    cg_move m;
    cg_status st = cg_move_from_string(s, text, &m);
    ck_assert_msg(st == CG_OK, "'%s': %s", text, cg_last_error());
    ck_assert_int_eq(cg_state_apply(s, m), CG_OK);
}

void expect_over(const cg_state *s, cg_shephy_outcome outcome)
{
    ck_assert(cg_state_is_terminal(s));
    ck_assert_int_eq(cg_shephy_outcome_of(s), (int)outcome);
    ck_assert_uint_eq(cg_state_legal_moves(s, NULL, 0), 0);
    ck_assert(cg_state_returns(s, 0) == (outcome == CG_SHEPHY_WON ? 1.0 : -1.0));
    ck_assert_int_eq(cg_state_winner(s), outcome == CG_SHEPHY_WON ? 0 : CG_PLAYER_NONE);
    ck_assert_int_eq(cg_state_current_player(s), CG_PLAYER_NONE);
}

void expect_running(const cg_state *s)
{
    ck_assert(!cg_state_is_terminal(s));
    ck_assert_int_eq(cg_shephy_outcome_of(s), CG_SHEPHY_RUNNING);
    ck_assert(cg_state_returns(s, 0) == 0.0);
    ck_assert_int_eq(cg_state_current_player(s), 0);
}
