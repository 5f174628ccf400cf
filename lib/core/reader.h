/* Reading text: spans, a line reader that counts lines (for data files and
   saved states), and strict number parsing. Nothing here allocates. */
#ifndef CG_CORE_READER_H
#define CG_CORE_READER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "cardgames/cardgames.h"

/* A piece of text that is not NUL-terminated. */
typedef struct cg_span {
    const char *p;
    size_t n;
} cg_span;

cg_span cg_span_of(const char *s);
bool cg_span_eq(cg_span s, const char *word);
bool cg_span_starts(cg_span s, const char *prefix);
/* The same, ignoring ASCII case (move texts: "PLAY" is "play"). */
bool cg_span_eq_nocase(cg_span s, const char *word);
bool cg_span_starts_nocase(cg_span s, const char *prefix);
/* Copies the span into buf (at most cap - 1 characters and a NUL) with every
   run of spaces and tabs made one space; returns the length written. */
size_t cg_span_squeeze(cg_span s, char *buf, size_t cap);
/* The span without leading and trailing spaces and tabs. */
cg_span cg_span_trim(cg_span s);
/* Cuts the first space-separated word off *rest (skipping leading spaces);
   an empty span when none is left. */
cg_span cg_span_word(cg_span *rest);
/* Cuts *rest at the first `sep`, returning what came before it; the whole of
   *rest (which becomes empty) when there is no separator. */
cg_span cg_span_split(cg_span *rest, char sep);
/* Strict decimal: digits only, no sign, no leading zero, nothing over max. */
bool cg_span_to_u32(cg_span s, uint32_t max, uint32_t *out);
/* Exactly 16 lower-case hexadecimal digits. */
bool cg_span_to_hex64(cg_span s, uint64_t *out);
/* Copies the span into buf (cut to cap - 1) for messages. */
const char *cg_span_show(cg_span s, char *buf, size_t cap);

/* Lines of a text: "\n" and "\r\n" end a line, the last line may lack one. */
typedef struct cg_reader {
    const char *text;
    size_t len;
    size_t pos;
    unsigned line;      /* number of the line last returned, from 1 */
    const char *source; /* for messages: a file name, "saved state", ... */
} cg_reader;

void cg_reader_init(cg_reader *r, const char *text, size_t len, const char *source);
bool cg_reader_next(cg_reader *r, cg_span *line);
/* The next line must begin with the word `key`; *rest gets what follows it.
   Fails with CG_EPARSE naming the line. */
cg_status cg_reader_expect(cg_reader *r, const char *key, cg_span *rest);
/* A CG_EPARSE error "<source>, line N: <message>" about the last line read. */
cg_status cg_reader_fail(const cg_reader *r, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

#endif
