/*
 * Weiss-Fiuba-Schwarz's typed functions (weiss_schwarz.h) fed hostile
 * arguments. The input is a script: its first byte picks the game's
 * parameters, the next eight a seed; then each byte picks a function and the
 * bytes after it its arguments: any int (card ids, players, slots, zones,
 * indices, continuities, INT_MIN, INT_MAX), buffer sizes, NULL pointers, and
 * the state to work on: the running game, a finished one (made once per
 * parameter set), a state of another game or NULL. Other operations play legal moves, start a new
 * game and check every promise of the running state (fuzz_check_state).
 *
 * What must hold: a call with a bad argument fails with its status and a
 * message, writes no output and changes no state; a call that succeeds gives
 * answers that agree with each other and with the generic API (zones hold
 * the player's own cards, the level is the level zone, an empty slot has no
 * power, the phase is over exactly when the game is, the bot's move is
 * legal); the stack operations leave a state that keeps every promise of the
 * API, and change nothing on a finished game (CG_EOVER).
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "cardgames/weiss_schwarz.h"
#include "fuzz.h"

/* An input runs at most OPS_MAX operations: deep states come from OP_PLAY
   (up to 39 moves each) and the finished games, not from long scripts. Of
   the stack operations that succeed, every CHECK_EVERY-th (the first
   included) checks every promise of the state at once (fuzz_check_state),
   the others only their own; the running state is checked in full at the
   end of the script whenever it changed since its last full check. The
   bounds keep an input near a millisecond under the sanitizers. */
enum { OPS_MAX = 32, CHECK_EVERY = 8, ZONE_BUFFER = 128, CANARY = 0x5a5a5a5a };

typedef enum op {
    OP_PLAY,
    OP_NEW,
    OP_CHECK,
    OP_DECK_PARSE,
    OP_DECK_LOAD,
    OP_CARD_INFO,
    OP_ZONE_CARDS,
    OP_SLOT_QUERIES,
    OP_STATE_QUERIES,
    OP_PENDING,
    OP_ABILITY_AT,
    OP_APPLY_ABILITY,
    OP_REMOVE_ABILITY,
    OP_APPLY_TO_CARD,
    OP_REVERT_ON_CARD,
    OP_END_TURN,
    OP_START_TURN,
    OP_BOT_MOVE,
    OP_COUNT
} op;

/* The states a call may be given. */
typedef enum which { RUNNING, FINISHED, FOREIGN, NONE, WHICH_COUNT } which;

typedef struct script {
    fuzz_input in;
    const cg_game *game, *foreign_game;
    cg_state *running, *finished, *foreign;
    int stack_successes; /* stack operations that succeeded */
    bool unchecked;      /* the running state changed since its last full check */
} script;

/* Every promise of the running state (fuzz_check_state). */
static void check_running(script *sc)
{
    fuzz_check_state(sc->running);
    sc->unchecked = false;
}

static const char *const game_params[] = {
    NULL,
    "max_level=2;direct_attack_bonus=3",
    "max_turns=12",
    "max_level=1",
};

/* An int that hits the edges: small values around every valid range most of
   the time, else the extremes and arbitrary words. */
static int hostile_int(fuzz_input *in)
{
    uint8_t kind = fuzz_u8(in);
    switch (kind % 8) {
    case 4: return INT_MIN;
    case 5: return INT_MAX;
    case 6: return (int)fuzz_u32(in);
    case 7: return -1;
    default: return (int)(fuzz_u8(in) % 110) - 5;
    }
}

static cg_state *state_arg(script *sc, uint8_t byte)
{
    switch (byte % WHICH_COUNT) {
    case RUNNING: return sc->running;
    case FINISHED: return sc->finished;
    case FOREIGN: return sc->foreign;
    default: return NULL;
    }
}

static bool is_running(const script *sc, const cg_state *s)
{
    return s && s == sc->running && !cg_state_is_terminal(s);
}

static bool is_ours(const script *sc, const cg_state *s)
{
    return s && (s == sc->running || s == sc->finished);
}

/* A failing typed call: an allowed status with a message. */
static void failed(cg_status st, const char *what)
{
    fuzz_check_failure(st, what);
}

/* -1 (or another sentinel) from an int query: a message must say why. */
static void refused(const char *what)
{
    FUZZ_CHECK(cg_last_error()[0] != '\0', "%s refused without a message", what);
}

static cg_state *finished_game(const cg_game *game, uint64_t seed)
{
    cg_state *s = NULL;
    FUZZ_CHECK(cg_state_new(game, seed, &s) == CG_OK, "new state");
    FUZZ_CHECK(cg_state_playout(s, seed ^ 0xf00d, UINT32_MAX, NULL) == CG_OK, "playout");
    FUZZ_CHECK(cg_state_is_terminal(s), "a playout to the end left a running game");
    return s;
}

static void play(script *sc)
{
    uint8_t count = fuzz_u8(&sc->in) % 40;
    uint32_t pick = fuzz_u32(&sc->in);
    cg_move moves[4096];
    for (uint8_t k = 0; k < count && !cg_state_is_terminal(sc->running); k++) {
        size_t n = cg_state_legal_moves(sc->running, moves, 4096);
        FUZZ_CHECK(n > 0 && n <= 4096, "%zu legal moves", n);
        pick = pick * 1103515245u + 12345u;
        FUZZ_CHECK(cg_state_apply(sc->running, moves[(pick >> 8) % n]) == CG_OK, "apply");
        sc->unchecked = true;
    }
}

static void new_game(script *sc)
{
    cg_state *s = NULL;
    FUZZ_CHECK(cg_state_new(sc->game, fuzz_u64(&sc->in), &s) == CG_OK, "new state");
    cg_state_free(sc->running);
    sc->running = s;
    sc->unchecked = true;
}

/* ---- decks and cards ---- */

static void deck_parse(script *sc)
{
    static cg_weiss_schwarz_deck deck;
    uint8_t flags = fuzz_u8(&sc->in);
    uint32_t len = fuzz_u32(&sc->in) % 4096;
    if (len > sc->in.size)
        len = (uint32_t)sc->in.size;
    const char *text = flags & 1 ? NULL : (const char *)sc->in.data;
    const char *source = flags & 2 ? NULL : "fuzz";
    cg_weiss_schwarz_deck *out = flags & 4 ? NULL : &deck;
    memset(&deck, 0x77, sizeof deck);
    cg_status st = cg_weiss_schwarz_deck_parse(text, len, source, out);
    sc->in.data += len;
    sc->in.size -= len;
    if (st == CG_OK) {
        FUZZ_CHECK(text && out, "a deck read from NULL");
        for (int i = 0; i < CG_WEISS_SCHWARZ_DECK_SIZE; i++)
            FUZZ_CHECK(deck.cards[i].name[0] != '\0' && deck.cards[i].type <= 2,
                       "card %d of a deck that reads", i);
        return;
    }
    failed(st, "cg_weiss_schwarz_deck_parse");
    FUZZ_CHECK(st == (text && out ? CG_EPARSE : CG_EINVAL), "deck_parse gave %s",
               cg_status_name(st));
    FUZZ_CHECK(deck.cards[0].power == 0x77777777, "a failing deck_parse wrote its output");
}

static void deck_load(script *sc)
{
    static const char *const paths[] = {NULL, "", "/", "/nonexistent/deck.csv", "."};
    static cg_weiss_schwarz_deck deck;
    uint8_t flags = fuzz_u8(&sc->in);
    const char *path = paths[flags % 5];
    cg_weiss_schwarz_deck *out = flags & 8 ? NULL : &deck;
    memset(&deck, 0x77, sizeof deck);
    cg_status st = cg_weiss_schwarz_deck_load(path, out);
    FUZZ_CHECK(st != CG_OK, "deck_load read '%s'", path ? path : "(NULL)");
    failed(st, "cg_weiss_schwarz_deck_load");
    if (!path || !out)
        FUZZ_CHECK(st == CG_EINVAL, "deck_load of NULL gave %s", cg_status_name(st));
    FUZZ_CHECK(deck.cards[0].power == 0x77777777, "a failing deck_load wrote its output");
}

static void card_info(script *sc)
{
    uint8_t flags = fuzz_u8(&sc->in);
    int card = hostile_int(&sc->in);
    const cg_game *g = flags % 3 == 0 ? sc->game : flags % 3 == 1 ? sc->foreign_game : NULL;
    cg_weiss_schwarz_card info;
    memset(&info, 0x77, sizeof info);
    cg_status st = cg_weiss_schwarz_card_info(g, card, flags & 4 ? NULL : &info);
    bool valid = g == sc->game && !(flags & 4) && card >= 0 && card < CG_WEISS_SCHWARZ_CARDS;
    if (!valid) {
        FUZZ_CHECK(st == CG_EINVAL, "card_info(%d) gave %s", card, cg_status_name(st));
        failed(st, "cg_weiss_schwarz_card_info");
        FUZZ_CHECK(info.power == 0x77777777, "a failing card_info wrote its output");
        return;
    }
    FUZZ_CHECK(st == CG_OK, "card_info(%d): %s", card, cg_last_error());
    FUZZ_CHECK(info.name[0] != '\0' && info.type <= 2 && info.color <= 3 && info.level <= 3 &&
                   info.cost <= 9 && info.trigger <= 2 && info.ability <= 12 &&
                   info.subtype_count <= CG_WEISS_SCHWARZ_SUBTYPES_MAX,
               "card %d out of range", card);
}

/* ---- the table ---- */

static void zone_cards(script *sc)
{
    cg_state *s = state_arg(sc, fuzz_u8(&sc->in));
    int player = hostile_int(&sc->in), zone = hostile_int(&sc->in);
    size_t cap = fuzz_u8(&sc->in) % (ZONE_BUFFER + 1);
    bool null_cards = cap == 0 && (fuzz_u8(&sc->in) & 1);
    int cards[ZONE_BUFFER + 1];
    for (int i = 0; i <= ZONE_BUFFER; i++)
        cards[i] = CANARY;
    int n = cg_weiss_schwarz_zone_cards(s, player, zone, null_cards ? NULL : cards, cap);
    bool valid = is_ours(sc, s) && (player == 0 || player == 1) && zone >= 0 &&
                 zone <= CG_WEISS_SCHWARZ_REMOVED;
    if (!valid) {
        FUZZ_CHECK(n == -1, "zone_cards(%d, %d) of a bad argument gave %d", player, zone, n);
        refused("cg_weiss_schwarz_zone_cards");
        FUZZ_CHECK(cards[0] == CANARY, "a refused zone_cards wrote its output");
        return;
    }
    FUZZ_CHECK(n >= 0 && n <= CG_WEISS_SCHWARZ_DECK_SIZE, "zone %d holds %d cards", zone, n);
    for (int i = 0; i < ZONE_BUFFER + 1; i++) {
        if ((size_t)i < cap && i < n)
            FUZZ_CHECK(cards[i] / CG_WEISS_SCHWARZ_DECK_SIZE == player && cards[i] >= 0,
                       "player %d's zone %d holds card %d", player, zone, cards[i]);
        else
            FUZZ_CHECK(cards[i] == CANARY, "zone_cards wrote past min(count, cap) at %d", i);
    }
    if (zone == CG_WEISS_SCHWARZ_LEVEL)
        FUZZ_CHECK(cg_weiss_schwarz_level(s, player) == n, "the level is not the level zone");
}

static void slot_queries(script *sc)
{
    cg_state *s = state_arg(sc, fuzz_u8(&sc->in));
    int player = hostile_int(&sc->in), slot = hostile_int(&sc->in);
    bool player_ok = is_ours(sc, s) && (player == 0 || player == 1);
    bool slot_ok = player_ok && slot >= 0 && slot < CG_WEISS_SCHWARZ_SLOTS;
    int card = cg_weiss_schwarz_stage_card(s, player, slot);
    int32_t power = cg_weiss_schwarz_power(s, player, slot);
    if (!slot_ok) {
        FUZZ_CHECK(card == -1 && power == -1, "a bad slot (%d, %d) gave %d, %d", player, slot, card,
                   (int)power);
        refused("cg_weiss_schwarz_stage_card");
    } else if (card == -1) {
        FUZZ_CHECK(power == -1, "an empty slot has power %d", (int)power);
    } else {
        FUZZ_CHECK(card / CG_WEISS_SCHWARZ_DECK_SIZE == player, "player %d's stage holds %d",
                   player, card);
        FUZZ_CHECK(power >= 0, "a character of power %d", (int)power);
        cg_weiss_schwarz_card info;
        FUZZ_CHECK(cg_weiss_schwarz_card_info(cg_state_game(s), card, &info) == CG_OK &&
                       info.type == CG_WEISS_SCHWARZ_CHARACTER,
                   "card %d on the stage is no character", card);
    }
    int climax = cg_weiss_schwarz_climax_card(s, player);
    int level = cg_weiss_schwarz_level(s, player);
    if (!player_ok) {
        FUZZ_CHECK(climax == -1 && level == -1, "a bad player %d gave %d, %d", player, climax,
                   level);
        refused("cg_weiss_schwarz_level");
        return;
    }
    FUZZ_CHECK(climax == -1 || climax / CG_WEISS_SCHWARZ_DECK_SIZE == player,
               "player %d's climax area holds %d", player, climax);
    FUZZ_CHECK(level >= 0 && level <= 9, "level %d", level);
}

static void state_queries(script *sc)
{
    cg_state *s = state_arg(sc, fuzz_u8(&sc->in));
    int phase = cg_weiss_schwarz_current_phase(s);
    uint32_t turn = cg_weiss_schwarz_turn(s);
    int first = cg_weiss_schwarz_first_player(s);
    int attacks = cg_weiss_schwarz_attacks(s);
    int count = cg_weiss_schwarz_ability_count(s);
    if (!is_ours(sc, s)) {
        FUZZ_CHECK(phase == -1 && turn == 0 && first == -1 && attacks == -1 && count == -1,
                   "queries of a bad state gave %d %u %d %d %d", phase, (unsigned)turn, first,
                   attacks, count);
        refused("cg_weiss_schwarz_current_phase");
        return;
    }
    FUZZ_CHECK((phase == CG_WEISS_SCHWARZ_PHASE_OVER) == cg_state_is_terminal(s),
               "phase %d of a game that is %s", phase,
               cg_state_is_terminal(s) ? "over" : "running");
    FUZZ_CHECK(phase >= 0 && phase <= CG_WEISS_SCHWARZ_PHASE_OVER, "phase %d", phase);
    FUZZ_CHECK(turn >= 1, "turn %u", (unsigned)turn);
    FUZZ_CHECK(first == 0 || first == 1, "first player %d", first);
    FUZZ_CHECK(attacks >= 0 && attacks < 8, "attacks %d", attacks);
    FUZZ_CHECK(count >= 0 && count <= CG_WEISS_SCHWARZ_ACTIVE_MAX, "%d active abilities", count);
    if (!cg_state_is_terminal(s)) {
        int to_move = (int)((turn + (uint32_t)first + 1) % 2);
        FUZZ_CHECK(cg_state_current_player(s) == to_move, "player %d moves on turn %u",
                   cg_state_current_player(s), (unsigned)turn);
    }
}

static void pending(script *sc)
{
    uint8_t flags = fuzz_u8(&sc->in);
    cg_state *s = state_arg(sc, flags);
    cg_weiss_schwarz_choice choice;
    memset(&choice, 0x77, sizeof choice);
    cg_status st = cg_weiss_schwarz_pending_choice(s, flags & 0x80 ? NULL : &choice);
    if (!is_ours(sc, s) || (flags & 0x80)) {
        FUZZ_CHECK(st == CG_EINVAL, "pending_choice gave %s", cg_status_name(st));
        failed(st, "cg_weiss_schwarz_pending_choice");
        FUZZ_CHECK(choice.kind == 0x77777777, "a failing pending_choice wrote its output");
        return;
    }
    FUZZ_CHECK(st == CG_OK, "pending_choice: %s", cg_last_error());
    FUZZ_CHECK(choice.kind >= 0 && choice.kind <= CG_WEISS_SCHWARZ_CHOICE_SIDE, "kind %d",
               (int)choice.kind);
    if (choice.kind == CG_WEISS_SCHWARZ_CHOICE_NONE)
        return;
    FUZZ_CHECK(!cg_state_is_terminal(s), "a finished game with a choice pending");
    FUZZ_CHECK(choice.source >= 0 && choice.source < CG_WEISS_SCHWARZ_CARDS &&
                   choice.source / CG_WEISS_SCHWARZ_DECK_SIZE == cg_state_current_player(s),
               "the choice's source %d", (int)choice.source);
    /* Places 0..6, or 7 for a card that stays where it is (an ability
       applied by cg_weiss_schwarz_apply_ability). */
    FUZZ_CHECK(choice.ability >= CG_WEISS_SCHWARZ_A1 && choice.ability <= CG_WEISS_SCHWARZ_AC &&
                   choice.slot >= 0 && choice.slot <= 7,
               "ability %d, place %d", (int)choice.ability, (int)choice.slot);
    FUZZ_CHECK(choice.looked_count >= 0 && choice.looked_count <= CG_WEISS_SCHWARZ_LOOK_MAX,
               "%d looked-at cards", (int)choice.looked_count);
}

static void ability_at(script *sc)
{
    uint8_t flags = fuzz_u8(&sc->in);
    cg_state *s = state_arg(sc, flags);
    int i = hostile_int(&sc->in) % 70;
    cg_weiss_schwarz_active active;
    memset(&active, 0x77, sizeof active);
    cg_status st = cg_weiss_schwarz_ability_at(s, i, flags & 0x80 ? NULL : &active);
    int count = is_ours(sc, s) ? cg_weiss_schwarz_ability_count(s) : -1;
    if (!is_ours(sc, s) || (flags & 0x80) || i < 0 || i >= count) {
        FUZZ_CHECK(st == CG_EINVAL, "ability_at(%d) of %d gave %s", i, count, cg_status_name(st));
        failed(st, "cg_weiss_schwarz_ability_at");
        FUZZ_CHECK(active.player == 0x77777777, "a failing ability_at wrote its output");
        return;
    }
    FUZZ_CHECK(st == CG_OK, "ability_at(%d): %s", i, cg_last_error());
    FUZZ_CHECK((active.player == 0 || active.player == 1) &&
                   active.source / CG_WEISS_SCHWARZ_DECK_SIZE == active.player &&
                   active.source >= 0 && active.source < CG_WEISS_SCHWARZ_CARDS,
               "entry %d: player %d, source %d", i, (int)active.player, (int)active.source);
    FUZZ_CHECK(active.continuity == 0 || active.continuity == 1, "continuity %d",
               (int)active.continuity);
    if (active.ability == CG_WEISS_SCHWARZ_A5)
        FUZZ_CHECK(active.target == -1 && active.amount > 0, "A5 with target %d, amount %d",
                   (int)active.target, (int)active.amount);
    else
        FUZZ_CHECK(active.ability == CG_WEISS_SCHWARZ_AB && active.target >= 0 &&
                       active.target < CG_WEISS_SCHWARZ_CARDS && active.amount == 0,
                   "entry %d: ability %d, target %d", i, (int)active.ability, (int)active.target);
}

/* ---- the stack's operations ---- */

/* Runs a stack operation on a chosen state: a refusal changes nothing, a
   finished game refuses with CG_EOVER, a success keeps every promise. */
typedef cg_status (*stack_call)(cg_state *s, const int *args);

static void stack_operation(script *sc, stack_call call, int nargs, const char *what)
{
    cg_state *s = state_arg(sc, fuzz_u8(&sc->in));
    int args[4] = {0, 0, 0, 0};
    for (int k = 0; k < nargs; k++)
        args[k] = hostile_int(&sc->in);
    cg_state *before = NULL;
    if (s)
        FUZZ_CHECK(cg_state_clone(s, &before) == CG_OK, "clone");
    cg_status st = call(s, args);
    if (st != CG_OK) {
        failed(st, what);
        if (!is_ours(sc, s))
            FUZZ_CHECK(st == CG_EINVAL, "%s on a bad state gave %s", what, cg_status_name(st));
        else
            FUZZ_CHECK(st == (cg_state_is_terminal(s) ? CG_EOVER : CG_EINVAL), "%s gave %s", what,
                       cg_status_name(st));
        if (s)
            FUZZ_CHECK(cg_state_equal(s, before), "a refused %s changed the state", what);
        cg_state_free(before);
        return;
    }
    FUZZ_CHECK(is_running(sc, s), "%s changed a state that is not a running game", what);
    FUZZ_CHECK(cg_state_current_player(s) == cg_state_current_player(before) &&
                   cg_state_move_number(s) == cg_state_move_number(before),
               "%s changed whose turn it is", what);
    sc->unchecked = true;
    if (sc->stack_successes++ % CHECK_EVERY == 0)
        check_running(sc);
    cg_state_free(before);
}

static cg_status call_apply(cg_state *s, const int *a)
{
    return cg_weiss_schwarz_apply_ability(s, a[0], a[1], a[2], a[3]);
}

static cg_status call_remove(cg_state *s, const int *a)
{
    return cg_weiss_schwarz_remove_ability(s, a[0], a[1]);
}

static cg_status call_apply_to(cg_state *s, const int *a)
{
    return cg_weiss_schwarz_apply_abilities_to_card(s, a[0]);
}

static cg_status call_revert(cg_state *s, const int *a)
{
    return cg_weiss_schwarz_revert_abilities_on_card(s, a[0]);
}

static cg_status call_end_turn(cg_state *s, const int *a)
{
    (void)a;
    return cg_weiss_schwarz_end_turn(s);
}

static cg_status call_start_turn(cg_state *s, const int *a)
{
    (void)a;
    return cg_weiss_schwarz_start_turn(s);
}

/* apply_ability adds at most one entry on success (and may take some: an
   ability that destroys characters, as A4 clears the stages, takes the uses
   of the cards it destroys); remove_ability takes at least one (none when
   refused). */
static void counted_operation(script *sc, bool apply)
{
    fuzz_input peek = sc->in;
    cg_state *s = state_arg(sc, fuzz_u8(&peek));
    int before = is_running(sc, s) ? cg_weiss_schwarz_ability_count(s) : -1;
    stack_operation(sc, apply ? call_apply : call_remove, apply ? 4 : 2,
                    apply ? "cg_weiss_schwarz_apply_ability" : "cg_weiss_schwarz_remove_ability");
    if (before < 0)
        return;
    int after = cg_weiss_schwarz_ability_count(s);
    FUZZ_CHECK(apply ? after <= before + 1 : after <= before, "the stack went from %d to %d entries",
               before, after);
}

static void bot_move(script *sc)
{
    uint8_t flags = fuzz_u8(&sc->in);
    cg_state *s = state_arg(sc, flags);
    cg_move move = 0xdeadbeefu;
    uint64_t hash = s ? cg_state_hash(s) : 0;
    cg_status st = cg_weiss_schwarz_bot_move(s, flags & 0x80 ? NULL : &move);
    if (s)
        FUZZ_CHECK(cg_state_hash(s) == hash, "the bot changed the state");
    if (is_running(sc, s) && !(flags & 0x80)) {
        FUZZ_CHECK(st == CG_OK, "bot_move: %s", cg_last_error());
        FUZZ_CHECK(cg_state_is_legal(s, move), "the bot chose an illegal move %u", (unsigned)move);
        return;
    }
    failed(st, "cg_weiss_schwarz_bot_move");
    FUZZ_CHECK(move == 0xdeadbeefu, "a failing bot_move wrote its output");
    if (s == sc->finished && !(flags & 0x80))
        FUZZ_CHECK(st == CG_EOVER, "bot_move on a finished game gave %s", cg_status_name(st));
}

static void run(script *sc, op o)
{
    switch (o) {
    case OP_PLAY: play(sc); break;
    case OP_NEW: new_game(sc); break;
    case OP_CHECK:
        /* A state checked in full and unchanged since would pass again. */
        if (sc->unchecked)
            check_running(sc);
        break;
    case OP_DECK_PARSE: deck_parse(sc); break;
    case OP_DECK_LOAD: deck_load(sc); break;
    case OP_CARD_INFO: card_info(sc); break;
    case OP_ZONE_CARDS: zone_cards(sc); break;
    case OP_SLOT_QUERIES: slot_queries(sc); break;
    case OP_STATE_QUERIES: state_queries(sc); break;
    case OP_PENDING: pending(sc); break;
    case OP_ABILITY_AT: ability_at(sc); break;
    case OP_APPLY_ABILITY: counted_operation(sc, true); break;
    case OP_REMOVE_ABILITY: counted_operation(sc, false); break;
    case OP_APPLY_TO_CARD:
        stack_operation(sc, call_apply_to, 1, "cg_weiss_schwarz_apply_abilities_to_card");
        break;
    case OP_REVERT_ON_CARD:
        stack_operation(sc, call_revert, 1, "cg_weiss_schwarz_revert_abilities_on_card");
        break;
    case OP_END_TURN: stack_operation(sc, call_end_turn, 0, "cg_weiss_schwarz_end_turn"); break;
    case OP_START_TURN:
        stack_operation(sc, call_start_turn, 0, "cg_weiss_schwarz_start_turn");
        break;
    default: bot_move(sc); break;
    }
}

/* Made once: the games, and a finished game of each (calls never change it). */
enum { GAMES = sizeof game_params / sizeof game_params[0] };
static cg_game *games[GAMES], *war;
static cg_state *finished[GAMES];

static void free_games(void)
{
    for (size_t g = 0; g < GAMES; g++) {
        cg_state_free(finished[g]);
        cg_game_free(games[g]);
    }
    cg_game_free(war);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static bool registered;
    if (!registered) {
        registered = true;
        atexit(free_games);
    }
    /* The state as dealt needs no check of its own here: the generic
       targets check new states of every game. */
    script sc = {{data, size}, NULL, NULL, NULL, NULL, NULL, 0, false};
    size_t g = fuzz_u8(&sc.in) % GAMES;
    if (!games[g]) {
        FUZZ_CHECK(cg_game_new("weiss_schwarz", game_params[g], &games[g]) == CG_OK,
                   "weiss_schwarz with '%s': %s", game_params[g] ? game_params[g] : "",
                   cg_last_error());
        finished[g] = finished_game(games[g], g + 1);
    }
    if (!war)
        FUZZ_CHECK(cg_game_new("war", NULL, &war) == CG_OK, "war: %s", cg_last_error());
    sc.game = games[g];
    sc.foreign_game = war;
    uint64_t seed = fuzz_u64(&sc.in);
    FUZZ_CHECK(cg_state_new(sc.game, seed, &sc.running) == CG_OK, "new state");
    FUZZ_CHECK(cg_state_new(war, seed, &sc.foreign) == CG_OK, "new war state");
    sc.finished = finished[g];
    for (int k = 0; k < OPS_MAX && sc.in.size > 0; k++)
        run(&sc, (op)(fuzz_u8(&sc.in) % OP_COUNT));
    if (sc.unchecked)
        check_running(&sc);
    cg_state_free(sc.running);
    cg_state_free(sc.foreign);
    return 0;
}
