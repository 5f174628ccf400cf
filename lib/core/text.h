/* snprintf-style text output: every writer counts the full length and stores
   what fits in the caller's buffer, always NUL-terminated when cap > 0. */
#ifndef CG_CORE_TEXT_H
#define CG_CORE_TEXT_H

#include <stddef.h>

#include "error.h"

typedef struct cg_text {
    char *buf;
    size_t cap;
    size_t len; /* full length written so far, even past cap */
} cg_text;

/* A writer over buf[0..cap); buf may be NULL when cap is 0. */
cg_text cg_text_over(char *buf, size_t cap);
void cg_text_put(cg_text *t, const char *s, size_t n);
void cg_text_puts(cg_text *t, const char *s);
void cg_text_putc(cg_text *t, char c);
void cg_text_printf(cg_text *t, const char *fmt, ...) CG_PRINTF(2, 3);
/* Writes v in decimal (as "%llu" would, without the cost of a format). */
void cg_text_put_uint(cg_text *t, unsigned long long v);
/* Writes the text of n copies of c. */
void cg_text_repeat(cg_text *t, char c, size_t n);
/* Makes the buffer empty again (for writers that must not leave partial text). */
void cg_text_clear(cg_text *t);

#endif
