/*
 * War's own fuzz target (the shared part: fuzz_game.h). Its reader, chosen by
 * the next byte: a card, or a deck file.
 */
#include <stdlib.h>
#include <string.h>

#include "cardgames/war.h"
#include "fuzz_game.h"

const char fuzz_game_name[] = "war";
const char *const fuzz_game_params = NULL;

static void read_card(const char *text)
{
    cg_war_card card, back;
    cg_status st = cg_war_card_parse(text, &card);
    if (st != CG_OK) {
        fuzz_check_failure(st, "reading a card");
        return;
    }
    char name[4];
    FUZZ_CHECK(cg_war_card_name(card, name, sizeof name) == 2 &&
                   cg_war_card_parse(name, &back) == CG_OK && back == card,
               "'%s' reads as card %u, which does not read back", text, (unsigned)card);
}

/* A deck that reads holds every card once. */
static void read_deck(const char *text, size_t len)
{
    cg_war_card deck[CG_WAR_DECK_SIZE];
    cg_status st = cg_war_deck_parse(text, len, deck);
    if (st != CG_OK) {
        fuzz_check_failure(st, "reading a deck");
        return;
    }
    int seen[CG_WAR_DECK_SIZE] = {0};
    for (int i = 0; i < CG_WAR_DECK_SIZE; i++) {
        FUZZ_CHECK(deck[i] < CG_WAR_DECK_SIZE && !seen[deck[i]]++, "card %d of the deck: %u", i,
                   (unsigned)deck[i]);
    }
}

void fuzz_game_reader(fuzz_input *in)
{
    uint8_t which = fuzz_u8(in) % 2;
    size_t len = in->size;
    char *text = fuzz_rest(in);
    if (which == 0)
        read_card(text);
    else
        read_deck(text, len);
    free(text);
}
