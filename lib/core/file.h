/* Reading a whole data file into memory. */
#ifndef CG_CORE_FILE_H
#define CG_CORE_FILE_H

#include <stdbool.h>
#include <stddef.h>

#include "cardgames/cardgames.h"

/* Largest data file read, a guard against reading something absurd. */
#define CG_FILE_MAX (16u * 1024u * 1024u)

/* Reads path into a new NUL-terminated buffer (free it with free()). Fails with
   CG_EIO (missing, unreadable, a directory, larger than CG_FILE_MAX) or
   CG_ENOMEM, naming the file. */
cg_status cg_file_read(const char *path, char **text, size_t *len);
/* The same, telling the two CG_EIO failures apart for loaders that word them
   differently: *too_large is true when the file is larger than CG_FILE_MAX,
   false otherwise. */
cg_status cg_file_read_bounded(const char *path, char **text, size_t *len, bool *too_large);

#endif
