/*
 * Shephy's own fuzz target (the shared part: fuzz_game.h). Its reader: a
 * card's name, English or Japanese.
 */
#include <stdlib.h>
#include <string.h>

#include "cardgames/shephy.h"
#include "fuzz_game.h"

const char fuzz_game_name[] = "shephy";
const char *const fuzz_game_params = NULL;

void fuzz_game_reader(fuzz_input *in)
{
    char *text = fuzz_rest(in);
    int card = cg_shephy_card_from_name(text);
    if (card < 0) {
        FUZZ_CHECK(card == -1 && cg_last_error()[0] != '\0', "'%s': %d without a message", text,
                   card);
    } else {
        const char *en = cg_shephy_card_name(card), *ja = cg_shephy_card_name_ja(card);
        FUZZ_CHECK(en && ja && (strcmp(en, text) == 0 || strcmp(ja, text) == 0),
                   "'%s' reads as card %d, named '%s' and '%s'", text, card, en ? en : "",
                   ja ? ja : "");
    }
    free(text);
}
