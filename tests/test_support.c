#include "test_support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

char *test_read_file(const char *path, size_t *len)
{
    FILE *file = fopen(path, "rb");
    if (!file)
        return NULL;
    char *text = NULL;
    long n = -1;
    if (fseek(file, 0, SEEK_END) == 0 && (n = ftell(file)) >= 0 && fseek(file, 0, SEEK_SET) == 0)
        text = malloc((size_t)n + 1);
    if (text && fread(text, 1, (size_t)n, file) != (size_t)n) {
        free(text);
        text = NULL;
    }
    fclose(file);
    if (text) {
        text[n] = '\0';
        *len = (size_t)n;
    }
    return text;
}

char *test_saved_text(const cg_state *s)
{
    size_t n = cg_state_save(s, NULL, 0);
    char *text = malloc(n + 1);
    if (text)
        cg_state_save(s, text, n + 1);
    return text;
}

char *test_params_text(const cg_game *g)
{
    size_t n = cg_game_params(g, NULL, 0);
    char *text = malloc(n + 1);
    if (text)
        cg_game_params(g, text, n + 1);
    return text;
}

size_t test_game_index(const char *name)
{
    for (size_t i = 0; i < cg_game_count(); i++)
        if (strcmp(cg_game_name_at(i), name) == 0)
            return i;
    return (size_t)-1;
}
