#include "file.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "error.h"

cg_status cg_file_read(const char *path, char **text, size_t *len)
{
    bool too_large;
    return cg_file_read_bounded(path, text, len, &too_large);
}

cg_status cg_file_read_bounded(const char *path, char **text, size_t *len, bool *too_large)
{
    *too_large = false;
    FILE *f = fopen(path, "rb");
    if (!f)
        return cg_error(CG_EIO, "cannot open '%s': %s", path, strerror(errno));
    size_t cap = 4096, n = 0;
    char *buf = malloc(cap);
    if (!buf) {
        fclose(f);
        return cg_error(CG_ENOMEM, "out of memory reading '%s'", path);
    }
    for (;;) {
        if (n > CG_FILE_MAX) {
            free(buf);
            fclose(f);
            *too_large = true;
            return cg_error(CG_EIO, "'%s' is larger than %u bytes", path, CG_FILE_MAX);
        }
        if (n + 1 >= cap) {
            char *bigger = realloc(buf, cap * 2);
            if (!bigger) {
                free(buf);
                fclose(f);
                return cg_error(CG_ENOMEM, "out of memory reading '%s'", path);
            }
            buf = bigger;
            cap *= 2;
        }
        size_t got = fread(buf + n, 1, cap - 1 - n, f);
        n += got;
        if (got == 0)
            break;
    }
    int failed = ferror(f);
    int err = errno;
    fclose(f);
    if (failed) {
        free(buf);
        return cg_error(CG_EIO, "cannot read '%s': %s", path, strerror(err));
    }
    buf[n] = '\0';
    *text = buf;
    *len = n;
    return CG_OK;
}
