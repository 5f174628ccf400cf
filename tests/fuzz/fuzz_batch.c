/*
 * A script of batch calls (1.1 and 1.2) on a batch of 1..4 states of any game:
 * steps with actions from the input (legal or not), observes, autoreset modes
 * (valid or not), move caps, resets of chosen states, bots set and taken
 * away on any seat, threads. After every call the promises hold: a refused
 * call has its status and message and changes nothing (every state's hash,
 * mode, cap, truncation flags); a step's truncated states are done with zero
 * returns; a state reported done under NEXT_STEP or DISABLED keeps its final
 * state; no running state waits for a seat that has a bot.
 */
#include <string.h>

#include "fuzz.h"

enum { SLOTS = 4, OPS_MAX = 48, PLAYERS_MAX = 2 };

typedef enum op {
    OP_STEP_LEGAL,
    OP_STEP_RAW,
    OP_OBSERVE,
    OP_AUTORESET,
    OP_CAP,
    OP_RESET,
    OP_BOT,
    OP_THREADS,
    OP_COUNT
} op;

typedef struct print {
    uint64_t hash[SLOTS];
    cg_autoreset mode;
    uint32_t cap;
    uint8_t truncated[SLOTS];
} print;

static print print_of(cg_batch *b, size_t n)
{
    print p;
    memset(&p, 0, sizeof p);
    for (size_t i = 0; i < n; i++)
        p.hash[i] = cg_state_hash(cg_batch_state(b, i));
    p.mode = cg_batch_autoreset(b);
    p.cap = cg_batch_max_moves(b);
    FUZZ_CHECK(cg_batch_truncated(b, p.truncated) == CG_OK, "truncated");
    return p;
}

static void check_refused(cg_batch *b, size_t n, cg_status st, const print *before,
                          const char *what)
{
    if (st == CG_OK)
        return;
    fuzz_check_failure(st, what);
    print after = print_of(b, n);
    FUZZ_CHECK(memcmp(before, &after, sizeof after) == 0, "a refused %s changed the batch", what);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_input in = {data, size};
    const cg_game *game = fuzz_game(fuzz_pick_game(&in));
    size_t n = 1 + fuzz_u8(&in) % SLOTS;
    int players = cg_game_num_players(game);
    size_t actions = cg_game_action_count(game), obs_size = cg_game_observation_size(game);
    cg_batch *b;
    FUZZ_CHECK(cg_batch_new(game, n, fuzz_u64(&in), &b) == CG_OK, "cg_batch_new");
    static uint8_t masks[SLOTS * 65536];
    static float obs[SLOTS * 65536];
    if (actions > 65536 || obs_size > 65536) {
        cg_batch_free(b);
        return 0;
    }
    bool bot[PLAYERS_MAX] = {false, false};
    for (int k = 0; k < OPS_MAX && in.size > 0; k++) {
        print before = print_of(b, n);
        uint32_t chosen[SLOTS];
        float returns[SLOTS * PLAYERS_MAX];
        uint8_t done[SLOTS], truncated[SLOTS];
        int32_t to_move[SLOTS];
        cg_status st;
        switch ((op)(fuzz_u8(&in) % OP_COUNT)) {
        case OP_STEP_LEGAL:
        case OP_STEP_RAW: {
            bool raw = data[in.data - data - 1] % OP_COUNT == OP_STEP_RAW;
            FUZZ_CHECK(cg_batch_observe(b, NULL, masks, NULL) == CG_OK, "observe");
            for (size_t i = 0; i < n; i++) {
                uint32_t pick = fuzz_u32(&in);
                chosen[i] = raw ? pick % (uint32_t)(actions + 2) : UINT32_MAX;
                for (size_t a = 0, seen = 0; !raw && a < actions; a++)
                    if (masks[i * actions + a] && seen++ <= pick % (actions + 1))
                        chosen[i] = (uint32_t)a;
            }
            st = cg_batch_step(b, chosen, returns, done);
            check_refused(b, n, st, &before, "step");
            if (st != CG_OK)
                break;
            FUZZ_CHECK(cg_batch_truncated(b, truncated) == CG_OK, "truncated");
            for (size_t i = 0; i < n; i++) {
                FUZZ_CHECK(!truncated[i] || done[i], "state %zu truncated but not done", i);
                for (int p = 0; truncated[i] && p < players; p++)
                    FUZZ_CHECK(returns[i * (size_t)players + (size_t)p] == 0.0f,
                               "a truncated state has returns");
                const cg_state *s = cg_batch_state(b, i);
                if (done[i] && cg_batch_autoreset(b) != CG_AUTORESET_SAME_STEP)
                    FUZZ_CHECK(truncated[i] || cg_state_is_terminal(s),
                               "state %zu done but neither truncated nor finished", i);
            }
            break;
        }
        case OP_OBSERVE:
            FUZZ_CHECK(cg_batch_observe(b, obs, masks, to_move) == CG_OK, "observe");
            for (size_t i = 0; i < n; i++)
                FUZZ_CHECK(to_move[i] == CG_PLAYER_NONE ||
                               (to_move[i] < PLAYERS_MAX && !bot[to_move[i]]),
                           "state %zu waits for seat %d, which has a bot (%s, move %u)", i,
                           (int)to_move[i], cg_game_name(game),
                           (unsigned)cg_state_move_number(cg_batch_state(b, i)));
            break;
        case OP_AUTORESET:
            st = cg_batch_set_autoreset(b, (cg_autoreset)(int8_t)fuzz_u8(&in));
            check_refused(b, n, st, &before, "cg_batch_set_autoreset");
            break;
        case OP_CAP:
            st = cg_batch_set_max_moves(b, fuzz_u8(&in) % 40);
            FUZZ_CHECK(st == CG_OK, "cg_batch_set_max_moves");
            break;
        case OP_RESET: {
            uint8_t which[SLOTS], bits = fuzz_u8(&in);
            for (size_t i = 0; i < n; i++)
                which[i] = (bits >> i) & 1;
            FUZZ_CHECK(cg_batch_reset(b, bits & 0x80 ? NULL : which, fuzz_u64(&in)) == CG_OK,
                       "cg_batch_reset");
            break;
        }
        case OP_BOT: {
            int seat = (int)(int8_t)fuzz_u8(&in) % 3;
            uint8_t which = fuzz_u8(&in);
            const char *name = which % 4 == 0 ? NULL : which % 4 == 1 ? "random"
                               : which % 4 == 2 ? "no-bot" : "mcts";
            const char *params = which % 4 == 3 ? "iterations=8" : NULL;
            st = cg_batch_set_bot(b, seat, name, params);
            check_refused(b, n, st, &before, "cg_batch_set_bot");
            if (st == CG_OK)
                bot[seat] = name != NULL;
            break;
        }
        case OP_THREADS:
            FUZZ_CHECK(cg_batch_set_threads(b, 1 + fuzz_u8(&in) % 2) == CG_OK, "threads");
            break;
        case OP_COUNT:
            break;
        }
    }
    cg_batch_free(b);
    return 0;
}
