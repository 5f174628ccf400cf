/*
 * Weiss-Fiuba-Schwarz's own fuzz target (the shared part: fuzz_game.h). Its
 * reader: a deck file (cg_weiss_schwarz_deck_parse); a deck that reads obeys
 * every deck rule.
 */
#include <stdlib.h>
#include <string.h>

#include "cardgames/weiss_schwarz.h"
#include "fuzz_game.h"

const char fuzz_game_name[] = "weiss_schwarz";
const char *const fuzz_game_params = NULL;

void fuzz_game_reader(fuzz_input *in)
{
    static cg_weiss_schwarz_deck deck;
    cg_status st = cg_weiss_schwarz_deck_parse((const char *)in->data, in->size, "fuzz", &deck);
    if (st != CG_OK) {
        fuzz_check_failure(st, "reading a deck");
        return;
    }
    int climaxes = 0;
    for (int i = 0; i < CG_WEISS_SCHWARZ_DECK_SIZE; i++) {
        const cg_weiss_schwarz_card *c = &deck.cards[i];
        int copies = 0;
        for (int j = 0; j < CG_WEISS_SCHWARZ_DECK_SIZE; j++)
            copies += strcmp(deck.cards[j].name, c->name) == 0;
        FUZZ_CHECK(copies <= CG_WEISS_SCHWARZ_MAX_COPIES, "%d copies of '%s'", copies, c->name);
        FUZZ_CHECK(c->name[0] != '\0' && c->level <= 3 && c->cost <= 9 && c->trigger <= 2 &&
                       c->ability <= 12,
                   "card %d ('%s') out of range", i, c->name);
        climaxes += c->type == CG_WEISS_SCHWARZ_CLIMAX;
    }
    FUZZ_CHECK(climaxes <= CG_WEISS_SCHWARZ_MAX_CLIMAXES, "%d climaxes", climaxes);
}
