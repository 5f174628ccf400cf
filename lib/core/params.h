/* Parameter text "key=value;key=value": splitting, and value parsing with
   messages that name the key and the value. */
#ifndef CG_CORE_PARAMS_H
#define CG_CORE_PARAMS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "reader.h"
#include "text.h"

/* What a parameter holds. */
typedef enum cg_param_type {
    CG_PARAM_INT,    /* an integer in [min, max] in a field of `size` bytes (4 or 8);
                        size 0: a fixed value min == max, checked and written only */
    CG_PARAM_NUMBER, /* a decimal number in [min, max] in a double */
    CG_PARAM_TEXT,   /* text of fewer than `size` bytes in a char[size] */
    CG_PARAM_CHOICE, /* one of the words of `choices` ('|' between them), its index
                        stored in an int */
    CG_PARAM_CUSTOM, /* read by parse, written by write */
} cg_param_type;

/* One parameter of a game or a bot: its table is the descriptor from which
   the core parses, validates, writes and documents every parameter. */
typedef struct cg_param {
    const char *key;
    cg_param_type type;
    size_t offset, size; /* the field in the configuration or bot block */
    double min, max;     /* CG_PARAM_INT, CG_PARAM_NUMBER */
    const char *choices; /* CG_PARAM_CHOICE */
    /* The default as parameter text, read like a given value before the
       given ones; NULL: the block's zeroes (nothing given). */
    const char *fallback;
    const char *doc; /* one line for the documentation */
    /* CG_PARAM_CUSTOM: reads value (messages start with owner and name key)
       and writes the canonical value back. */
    cg_status (*parse)(void *target, const char *owner, cg_span key, cg_span value);
    void (*write)(const void *target, cg_text *out);
    /* Optional: false leaves the key out of the canonical text. */
    bool (*shown)(const void *target);
} cg_param;

#define CG_PARAM_FIELD(T, f) .offset = offsetof(T, f), .size = sizeof(((T *)0)->f)

/* Longest value, unquoted, that a parameter text carries. */
#define CG_PARAM_VALUE_CAP 8192

/* A macro's value as text, for a default named by a constant. */
#define CG_PARAM_TEXT_OF(x) CG_PARAM_TEXT_OF_(x)
#define CG_PARAM_TEXT_OF_(x) #x

/* The most parameters a table has. */
#define CG_PARAMS_MAX 64

/* Walks "key=value;key=value" (empty items skipped, white space around keys
   and values ignored, each key at most once, keys from `table`), setting
   each item's field in target; the first failure is returned.
   A value that begins with a double quote is quoted: it ends at the next
   unescaped '"', \" stands for a quote and \\ for a backslash inside, and it
   may hold ';' and white space at its ends (deck="my decks/a;b.txt").
   Messages start with `owner` (a game's or a bot's name). NULL text:
   nothing given. */
cg_status cg_params_parse(const char *owner, const cg_param *table, size_t count,
                          const char *text, void *target);
/* Every default of the table, then text. */
cg_status cg_params_read(const char *owner, const cg_param *table, size_t count,
                         const char *text, void *target);
/* The canonical text: every key=value shown, in the table's order. */
void cg_params_write(const cg_param *table, size_t count, const void *target, cg_text *out);

/* Writes a value so that cg_params_parse reads it back: as it is, or quoted
   when it holds ';', begins with '"' or begins or ends with white space. */
void cg_text_param_value(cg_text *out, const char *value);

/* Parses an integer value of `key` in [min, max]; CG_EINVAL naming both. */
cg_status cg_param_int(const char *game, cg_span key, cg_span value, long min, long max,
                       long *out);
/* Parses a decimal number of `key` in [min, max]; CG_EINVAL naming both. */
cg_status cg_param_double(const char *owner, cg_span key, cg_span value, double min, double max,
                          double *out);
/* Copies a value into a NUL-terminated buffer of cap bytes; CG_EINVAL when it
   does not fit or holds a NUL. */
cg_status cg_param_string(const char *game, cg_span key, cg_span value, char *out,
                          size_t cap);

#endif
