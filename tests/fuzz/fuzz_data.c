/*
 * Data files through each game's typed loaders (tests/game_loaders.c): the
 * first line names a loader (its function or its game; else the first byte
 * picks one), the rest is the file's text, given with its exact length.
 * Accepted text must also load from a file, equally, and make a game that
 * plays; rejected text must leave the result alone, with a status and a
 * message.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fuzz.h"
#include "test_support.h"
#include "game_loaders.h"

static char temp_path[64];

static void remove_temp(void)
{
    unlink(temp_path);
}

static const char *temp_file(const uint8_t *data, size_t size)
{
    if (!temp_path[0]) {
        const char *dir = getenv("TMPDIR");
        snprintf(temp_path, sizeof temp_path, "%s/cg-fuzz-XXXXXX",
                 dir && strlen(dir) < 40 ? dir : "/tmp");
        int fd = mkstemp(temp_path);
        FUZZ_CHECK(fd >= 0, "cannot make a temporary file");
        close(fd);
        atexit(remove_temp);
    }
    FILE *f = fopen(temp_path, "wb");
    FUZZ_CHECK(f != NULL, "cannot write %s", temp_path);
    FUZZ_CHECK(fwrite(data, 1, size, f) == size, "cannot write %s", temp_path);
    fclose(f);
    return temp_path;
}

static size_t pick_loader(fuzz_input *in)
{
    const uint8_t *nl = in->size ? memchr(in->data, '\n', in->size) : NULL;
    if (nl && nl - in->data < 64) {
        fuzz_input probe = *in;
        char *name = fuzz_line(&probe);
        for (size_t i = 0; i < game_loader_count; i++)
            if (strcmp(name, game_loaders[i].name) == 0 ||
                strcmp(name, game_loaders[i].game) == 0) {
                free(name);
                *in = probe;
                return i;
            }
        free(name);
    }
    return fuzz_u8(in) % game_loader_count;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_input in = {data, size};
    const game_loader *l = &game_loaders[pick_loader(&in)];
    size_t index = test_game_index(l->game);
    if (index == (size_t)-1)
        return 0; /* a loader of a game not built in */
    const cg_game *g = fuzz_game(index);

    /* The text with its exact length and no NUL after it. */
    char *text = malloc(in.size ? in.size : 1);
    if (in.size)
        memcpy(text, in.data, in.size);
    unsigned char result[GAME_LOADER_RESULT_MAX], pattern[GAME_LOADER_RESULT_MAX];
    memset(pattern, 0x5a, sizeof pattern);
    memcpy(result, pattern, sizeof result);

    cg_status st = l->parse(g, text, in.size, result);
    if (st != CG_OK) {
        fuzz_check_failure(st, l->name);
        FUZZ_CHECK(st == CG_EPARSE || st == CG_EINVAL, "%s gave %s", l->name, cg_status_name(st));
        FUZZ_CHECK(memcmp(result, pattern, l->result_size) == 0, "%s wrote its result on failure",
                   l->name);
        free(text);
        return 0;
    }

    /* The same text from a file, and as the game's parameter. */
    const char *path = temp_file(in.data, in.size);
    unsigned char from_file[GAME_LOADER_RESULT_MAX];
    st = l->load(g, path, from_file);
    FUZZ_CHECK(st == CG_OK, "%s accepts the text, %s refuses the file (%s)", l->name, l->file_name,
               cg_status_name(st));
    FUZZ_CHECK(l->same ? l->same(result, from_file)
                       : memcmp(result, from_file, l->result_size) == 0,
               "%s and %s read the same text differently", l->name, l->file_name);
    char params[128];
    snprintf(params, sizeof params, "%s=%s", l->param_key, path);
    cg_game *made = NULL;
    st = cg_game_new(l->game, params, &made);
    FUZZ_CHECK(st == CG_OK, "%s accepts the text, cg_game_new(%s) refuses it (%s)", l->name, params,
               cg_status_name(st));
    cg_state *s = NULL;
    FUZZ_CHECK(cg_state_new(made, 3, &s) == CG_OK, "no state on the file");
    fuzz_check_state(s);
    uint32_t moves = 0;
    FUZZ_CHECK(cg_state_playout(s, 5, 200, &moves) == CG_OK, "playout failed");
    fuzz_check_state(s);
    cg_state_free(s);
    cg_game_free(made);
    if (l->release) {
        l->release(result);
        l->release(from_file);
    }
    free(text);
    return 0;
}
