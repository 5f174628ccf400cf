/* The words of the game that every part writes or reads: players, colours,
   card types, slots and the codes of the built-in abilities (the render,
   the saved form, move texts, deck files and messages). */
#include "ws_internal.h"

const char *const ws_player_names[2] = {"Weiss", "Schwarz"};
const char *const ws_player_words[2] = {"weiss", "schwarz"};
const char *const ws_color_words[4] = {"yellow", "green", "red", "blue"};
const char *const ws_type_words[3] = {"CHARACTER", "EVENT", "CLIMAX"};
const char *const ws_slot_words[WS_SLOTS] = {"front-left", "front-center", "front-right",
                                             "back-left", "back-right"};
const char *const ws_ability_words[WS_BUILTIN + 1] = {"",   "A1", "A2", "A3", "A4", "A5", "A6",
                                                      "A7", "A8", "A9", "AA", "AB", "AC"};
