/*
 * libFuzzer target for Weiss-Fiuba-Schwarz's text readers. The first byte
 * chooses the reader (modulo 3): 0, the rest is a deck file
 * (cg_weiss_schwarz_deck_parse); 1, the game's lines of a saved state
 * (cg_state_load, inside a valid frame); 2, a move text read on a game in
 * progress. A deck that parses obeys the deck rules; a state that loads must
 * save, load back equal and play a few moves.
 *
 *   meson setup build-fuzz -Dfuzz=true (with CC=clang)
 *   build-fuzz/tests/fuzz/fuzz_weiss_schwarz data/decks
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cardgames/weiss_schwarz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const cg_game *game(void)
{
    static cg_game *g;
    if (!g && cg_game_new("weiss_schwarz", NULL, &g) != CG_OK)
        abort();
    return g;
}

static void check_deck(const uint8_t *data, size_t size)
{
    static cg_weiss_schwarz_deck deck;
    if (cg_weiss_schwarz_deck_parse((const char *)data, size, "fuzz", &deck) != CG_OK)
        return;
    int climaxes = 0;
    for (int i = 0; i < CG_WEISS_SCHWARZ_DECK_SIZE; i++) {
        const cg_weiss_schwarz_card *c = &deck.cards[i];
        int copies = 0;
        for (int j = 0; j < CG_WEISS_SCHWARZ_DECK_SIZE; j++)
            copies += strcmp(deck.cards[j].name, c->name) == 0;
        if (copies > CG_WEISS_SCHWARZ_MAX_COPIES || c->name[0] == '\0' || c->level > 3 ||
            c->cost > 9 || c->trigger > 2 || c->ability > 12)
            abort();
        climaxes += c->type == CG_WEISS_SCHWARZ_CLIMAX;
    }
    if (climaxes > CG_WEISS_SCHWARZ_MAX_CLIMAXES)
        abort();
}

static cg_state *load_lines(const uint8_t *data, size_t size)
{
    char params[512];
    cg_game_params(game(), params, sizeof params);
    static const char head[] = "cardgames-state 1\ngame weiss_schwarz\nparams ";
    static const char tail[] = "\nmoves 0\nrng 0000000000000001 0000000000000002 "
                               "0000000000000003 0000000000000004\n";
    size_t n = strlen(head) + strlen(params) + strlen(tail);
    char *text = malloc(n + size + 5);
    if (!text)
        return NULL;
    memcpy(text, head, strlen(head));
    memcpy(text + strlen(head), params, strlen(params));
    memcpy(text + n - strlen(tail), tail, strlen(tail));
    memcpy(text + n, data, size);
    memcpy(text + n + size, "end\n", 5);
    cg_state *s = NULL;
    if (cg_state_load(game(), text, &s) != CG_OK)
        s = NULL;
    free(text);
    return s;
}

static void check_round_trip(cg_state *s, const uint8_t *moves, size_t n)
{
    size_t len = cg_state_save(s, NULL, 0);
    char *saved = malloc(len + 1);
    cg_state *again = NULL;
    if (!saved)
        return;
    cg_state_save(s, saved, len + 1);
    if (cg_state_load(game(), saved, &again) != CG_OK || !cg_state_equal(s, again))
        abort();
    for (size_t i = 0; i < n && i < 60 && !cg_state_is_terminal(again); i++) {
        cg_move legal[256];
        size_t count = cg_state_legal_moves(again, legal, 256);
        if (count == 0 || cg_state_apply(again, legal[moves[i] % count]) != CG_OK)
            abort();
    }
    static char render[1 << 16];
    for (int viewer = CG_PLAYER_NONE; viewer < 2; viewer++)
        cg_state_render(again, viewer, render, sizeof render);
    cg_state_free(again);
    free(saved);
}

static void check_move_text(const uint8_t *data, size_t size)
{
    static cg_state *s;
    if (!s) {
        if (cg_state_new(game(), 7, &s) != CG_OK)
            abort();
        cg_state_playout(s, 3, 30, NULL);
    }
    char *text = malloc(size + 1);
    if (!text)
        return;
    memcpy(text, data, size);
    text[size] = '\0';
    cg_move move;
    cg_status st = cg_move_from_string(s, text, &move);
    if (st != CG_OK && st != CG_EPARSE && st != CG_EILLEGAL && st != CG_EOVER)
        abort();
    if (st == CG_OK && !cg_state_is_legal(s, move))
        abort();
    free(text);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    if (data[0] % 3 == 0) {
        check_deck(data + 1, size - 1);
    } else if (data[0] % 3 == 1) {
        cg_state *s = load_lines(data + 1, size - 1);
        if (s) {
            check_round_trip(s, data, size);
            cg_state_free(s);
        }
    } else {
        check_move_text(data + 1, size - 1);
    }
    return 0;
}
