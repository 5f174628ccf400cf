/* War positions for the suites of resampling and of learning code. */
#include "war_positions.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

cg_game *war_new_game(const char *params)
{
    cg_game *g = NULL;
    ck_assert_msg(cg_game_new("war", params, &g) == CG_OK, "%s", cg_last_error());
    return g;
}

static const char *frame(const cg_game *g, const char *body)
{
    static char text[WAR_TEXT_CAP];
    char params[4352];
    cg_game_params(g, params, sizeof params);
    snprintf(text, sizeof text,
             "cardgames-state 1\ngame war\nparams %s\nmoves 0\n"
             "rng 0000000000000001 0000000000000002 0000000000000003 0000000000000004\n%send\n",
             params, body);
    return text;
}

cg_status war_try_body(const cg_game *g, const char *body)
{
    cg_state *s = NULL;
    cg_status st = cg_state_load(g, frame(g, body), &s);
    cg_state_free(s);
    return st;
}

cg_state *war_load_body(const cg_game *g, const char *body)
{
    cg_state *s = NULL;
    ck_assert_msg(cg_state_load(g, frame(g, body), &s) == CG_OK, "%s\n%s", cg_last_error(), body);
    return s;
}

void war_unused_cards(const char *used, char *out, size_t cap)
{
    static const char ranks[] = "234567890JQKA", suits[] = "DCHS";
    out[0] = '\0';
    for (int r = 0; r < 13; r++)
        for (int s = 0; s < 4; s++) {
            char c[3] = {ranks[r], suits[s], 0};
            if (strstr(used, c))
                continue;
            if (out[0])
                strncat(out, " ", cap - strlen(out) - 1);
            strncat(out, c, cap - strlen(out) - 1);
        }
}

cg_state *war_position(const cg_game *g, const char *next, const char *hand1, const char *hand2,
                       int extra1, const char *table)
{
    char used[1024], rest[512], h1[1024], h2[1024], body[3072];
    snprintf(used, sizeof used, "%s %s %s", hand1, hand2, table);
    war_unused_cards(used, rest, sizeof rest);
    snprintf(h1, sizeof h1, "%s", hand1);
    snprintf(h2, sizeof h2, "%s", hand2);
    int k = 0;
    for (char *p = strtok(rest, " "); p; p = strtok(NULL, " "), k++) {
        char *h = k < extra1 ? h1 : h2;
        if (h[0])
            strcat(h, " ");
        strcat(h, p);
    }
    snprintf(body, sizeof body, "next %s\nrounds %d\nwars %d\nhand1 %s\nhand2 %s\ntable %s\n", next,
             strcmp(next, "play") ? 1 : 0, strchr(table, '(') ? 20 : 0, h1, h2, table);
    return war_load_body(g, body);
}

cg_state *war_both_short(const cg_game *g, int extra1)
{
    char rest[512], left[512] = "", right[512] = "", table[1100];
    war_unused_cards("KD KS", rest, sizeof rest);
    char *cards[52];
    int n = 0;
    for (char *p = strtok(rest, " "); p; p = strtok(NULL, " "))
        cards[n++] = p;
    /* Left to right: player 0's newest (face up) first; player 1's newest last. */
    strcat(left, "KD");
    for (int i = 1; i < 25; i++) {
        strcat(left, i % 2 ? " (" : " ");
        strcat(left, cards[i - 1]);
        if (i % 2)
            strcat(left, ")");
    }
    for (int i = 0; i < 24; i++) {
        strcat(right, i % 2 ? "(" : "");
        strcat(right, cards[24 + i]);
        strcat(right, i % 2 ? ") " : " ");
    }
    strcat(right, "KS");
    snprintf(table, sizeof table, "%s | %s", left, right);
    return war_position(g, "war", "", "", extra1, table);
}

void war_apply_text(cg_state *s, const char *text)
{
    cg_move m;
    ck_assert_msg(cg_move_from_string(s, text, &m) == CG_OK, "%s: %s", text, cg_last_error());
    ck_assert_int_eq(cg_state_apply(s, m), CG_OK);
}

const char *war_saved_line(const cg_state *s, const char *key)
{
    static char text[WAR_TEXT_CAP], line[WAR_TEXT_CAP];
    ck_assert_uint_lt(cg_state_save(s, text, sizeof text), sizeof text);
    size_t n = strlen(key);
    line[0] = '\0';
    for (const char *p = text; *p;) {
        size_t len = strcspn(p, "\n");
        if (strncmp(p, key, n) == 0) {
            memcpy(line, p, len);
            line[len] = '\0';
            break;
        }
        p += len + (p[len] == '\n');
    }
    return line;
}

const char *war_mark_of(const char *line, const char *card)
{
    static char mark[8];
    mark[0] = '\0';
    for (const char *p = line; (p = strstr(p, card)) != NULL; p++) {
        if (p != line && p[-1] != ' ' && p[-1] != '(')
            continue;
        const char *q = p + 2;
        if (*q == ')')
            q++;
        size_t n = strcspn(q, " ");
        if (n >= sizeof mark)
            n = sizeof mark - 1;
        memcpy(mark, q, n);
        mark[n] = '\0';
        return mark;
    }
    ck_abort_msg("no card %s in '%s'", card, line);
    return mark;
}

int war_hand_of(const cg_state *s, int player, cg_war_card *out)
{
    return cg_war_hand(s, player, out, CG_WAR_DECK_SIZE);
}

int war_table_of(const cg_state *s, cg_war_card *cards, uint8_t *face_up)
{
    return cg_war_table_cards(s, cards, face_up, CG_WAR_DECK_SIZE);
}

cg_war_card war_card(const char *text)
{
    cg_war_card c = 0;
    ck_assert_msg(cg_war_card_parse(text, &c) == CG_OK, "%s", text);
    return c;
}

void war_assert_52_cards(const cg_state *s)
{
    int seen[CG_WAR_DECK_SIZE] = {0};
    cg_war_card cards[CG_WAR_DECK_SIZE];
    for (int p = 0; p < 2; p++) {
        int n = war_hand_of(s, p, cards);
        for (int i = 0; i < n; i++)
            seen[cards[i]]++;
    }
    int n = war_table_of(s, cards, NULL);
    for (int i = 0; i < n; i++)
        seen[cards[i]]++;
    for (int c = 0; c < CG_WAR_DECK_SIZE; c++)
        ck_assert_msg(seen[c] == 1, "card %d is there %d times", c, seen[c]);
}
