/*
 * The fuzz targets without libFuzzer: runs LLVMFuzzerTestOneInput on every
 * file named on the command line and on every file of every folder named
 * (sorted by name). A target aborts on a broken promise, so a clean exit means
 * that every input passed. An argument that names nothing, or no input at
 * all, is an error.
 *
 * CG_FUZZ_INPUTS=N replays at most N inputs of each folder (200 by default,
 * so that `meson test` stays quick): the first and last by name and others
 * evenly spaced between them, the same ones every run. CG_FUZZ_INPUTS=all
 * replays every input (CI does).
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "fuzz.h"

static int replay_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "cannot open %s\n", path);
        return -1;
    }
    size_t cap = 4096, n = 0;
    uint8_t *data = malloc(cap);
    size_t got;
    while (data && (got = fread(data + n, 1, cap - n, f)) > 0) {
        n += got;
        if (n == cap) {
            uint8_t *bigger = realloc(data, cap * 2);
            if (!bigger) {
                free(data);
                data = NULL;
            }
            data = bigger;
            cap *= 2;
        }
    }
    fclose(f);
    if (!data) {
        fprintf(stderr, "out of memory reading %s\n", path);
        return -1;
    }
    /* An exact-size copy, so that reading past the input is caught. */
    uint8_t *exact = malloc(n ? n : 1);
    if (n)
        memcpy(exact, data, n);
    free(data);
    LLVMFuzzerTestOneInput(exact, n);
    free(exact);
    return 1;
}

#define FUZZ_INPUTS_DEFAULT 200

/* The most inputs replayed from one folder: 0 for all of them. */
static size_t inputs_per_folder(void)
{
    const char *env = getenv("CG_FUZZ_INPUTS");
    if (!env || !*env)
        return FUZZ_INPUTS_DEFAULT;
    if (strcmp(env, "all") == 0)
        return 0;
    char *end;
    unsigned long n = strtoul(env, &end, 10);
    if (*end != '\0' || n == 0 || env[0] == '-') {
        fprintf(stderr, "CG_FUZZ_INPUTS=%s: expected a positive number or \"all\"\n", env);
        exit(EXIT_FAILURE);
    }
    return (size_t)n;
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static int replay_folder(const char *path, size_t limit)
{
    DIR *dir = opendir(path);
    if (!dir) {
        fprintf(stderr, "cannot open folder %s\n", path);
        return -1;
    }
    size_t count = 0, cap = 64;
    char **names = malloc(cap * sizeof *names);
    struct dirent *e;
    while ((e = readdir(dir)) != NULL) {
        if (e->d_name[0] == '.')
            continue;
        if (count == cap)
            names = realloc(names, (cap *= 2) * sizeof *names);
        size_t len = strlen(path) + strlen(e->d_name) + 2;
        names[count] = malloc(len);
        snprintf(names[count], len, "%s/%s", path, e->d_name);
        count++;
    }
    closedir(dir);
    qsort(names, count, sizeof *names, by_name);
    /* With a limit below the count, input k of the limit is the one at
       k * (count - 1) / (limit - 1): the first, the last and evenly between. */
    size_t chosen = limit == 0 || limit >= count ? count : limit;
    int replayed = 0;
    for (size_t k = 0; k < chosen; k++) {
        size_t i = chosen == count ? k : (chosen == 1 ? 0 : k * (count - 1) / (chosen - 1));
        int r = replay_file(names[i]);
        if (r < 0)
            replayed = -1;
        else if (replayed >= 0)
            replayed += r;
    }
    for (size_t i = 0; i < count; i++)
        free(names[i]);
    free(names);
    if (replayed >= 0 && chosen < count)
        printf("%s: %zu of %zu inputs chosen (CG_FUZZ_INPUTS=all for every one)\n", path, chosen,
               count);
    return replayed;
}

int main(int argc, char **argv)
{
    int total = 0;
    size_t limit = inputs_per_folder();
    for (int i = 1; i < argc; i++) {
        struct stat st;
        if (stat(argv[i], &st) != 0) {
            fprintf(stderr, "%s: no such file or folder\n", argv[i]);
            return EXIT_FAILURE;
        }
        int r = S_ISDIR(st.st_mode) ? replay_folder(argv[i], limit) : replay_file(argv[i]);
        if (r < 0)
            return EXIT_FAILURE;
        printf("%s: %d inputs\n", argv[i], r);
        total += r;
    }
    if (total == 0) {
        fprintf(stderr, "no input was replayed\n");
        return EXIT_FAILURE;
    }
    printf("replayed %d inputs, all passed\n", total);
    return EXIT_SUCCESS;
}
