/*
 * Stack: every bot of every game in the catalogue chooses its moves on a
 * thread of STACK_KB kilobytes of stack, the figure the README promises
 * (glibc's threads have megabytes; musl's 128 KB is less than Battleship's
 * density shooter and mcts need). Sanitizers pad every frame, so their builds
 * give the thread SANITIZED_FACTOR times as much.
 */
#define _POSIX_C_SOURCE 200809L
#include <check.h>

#include <pthread.h>
#include <stdio.h>

#include "cardgames/cardgames.h"
#include "check_quiet.h"
#include "check_run.h"

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define SANITIZED 1
#endif
#endif
#ifndef SANITIZED
#define SANITIZED 0
#endif

enum { STACK_KB = 256, SANITIZED_FACTOR = 8, MOVES = 40 };

typedef struct job {
    const cg_game *game;
    const char *bot;
    char failure[256]; /* "" when every call succeeded */
} job;

/* MOVES moves (or the whole game) of `bot` choosing for every player. */
static void *play(void *arg)
{
    job *j = arg;
    cg_bot *bot = NULL;
    cg_state *s = NULL;
    if (cg_bot_new(j->game, j->bot, NULL, &bot) != CG_OK ||
        cg_state_new(j->game, 11, &s) != CG_OK) {
        snprintf(j->failure, sizeof j->failure, "%s", cg_last_error());
    } else {
        for (int m = 0; m < MOVES && !cg_state_is_terminal(s); m++) {
            cg_move move;
            if (cg_bot_choose(bot, s, (uint64_t)m, &move) != CG_OK ||
                cg_state_apply(s, move) != CG_OK) {
                snprintf(j->failure, sizeof j->failure, "move %d: %s", m, cg_last_error());
                break;
            }
        }
    }
    cg_state_free(s);
    cg_bot_free(bot);
    return NULL;
}

START_TEST(test_every_bot_plays_on_a_small_stack)
{
    size_t stack = (size_t)STACK_KB * 1024 * (SANITIZED ? SANITIZED_FACTOR : 1);
    pthread_attr_t attr;
    ck_assert_int_eq(pthread_attr_init(&attr), 0);
    ck_assert_int_eq(pthread_attr_setstacksize(&attr, stack), 0);
    int played = 0;
    for (size_t g = 0; g < cg_game_count(); g++) {
        cg_game *game = NULL;
        ck_assert_int_eq(cg_game_new(cg_game_name_at(g), NULL, &game), CG_OK);
        for (size_t b = 0; b < cg_bot_count(game); b++) {
            job j = {.game = game, .bot = cg_bot_name_at(game, b), .failure = ""};
            pthread_t thread;
            ck_assert_int_eq(pthread_create(&thread, &attr, play, &j), 0);
            ck_assert_int_eq(pthread_join(thread, NULL), 0);
            ck_assert_msg(j.failure[0] == '\0', "%s %s: %s", cg_game_name_at(g), j.bot,
                          j.failure);
            played++;
        }
        cg_game_free(game);
    }
    ck_assert_int_ge(played, 15);
    pthread_attr_destroy(&attr);
}
END_TEST

int main(void)
{
    Suite *suite = suite_create("stack");
    TCase *tc = tcase_create("stack");
    tcase_set_timeout(tc, 0);
    tcase_add_test(tc, test_every_bot_plays_on_a_small_stack);
    suite_add_tcase(suite, tc);
    return check_run(suite);
}
