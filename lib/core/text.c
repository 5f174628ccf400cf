#include "text.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

cg_text cg_text_over(char *buf, size_t cap)
{
    cg_text t = {buf, buf ? cap : 0, 0};
    if (t.cap > 0)
        t.buf[0] = '\0';
    return t;
}

void cg_text_put(cg_text *t, const char *s, size_t n)
{
    if (t->len + 1 < t->cap) {
        size_t room = t->cap - 1 - t->len;
        size_t k = n < room ? n : room;
        memcpy(t->buf + t->len, s, k);
        t->buf[t->len + k] = '\0';
    }
    t->len += n;
}

void cg_text_puts(cg_text *t, const char *s)
{
    cg_text_put(t, s, strlen(s));
}

void cg_text_putc(cg_text *t, char c)
{
    cg_text_put(t, &c, 1);
}

void cg_text_put_uint(cg_text *t, unsigned long long v)
{
    char digits[24];
    size_t n = sizeof digits;
    do {
        digits[--n] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    cg_text_put(t, digits + n, sizeof digits - n);
}

void cg_text_repeat(cg_text *t, char c, size_t n)
{
    for (size_t i = 0; i < n; i++)
        cg_text_put(t, &c, 1);
}

void cg_text_printf(cg_text *t, const char *fmt, ...)
{
    char small[256];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(small, sizeof small, fmt, ap);
    va_end(ap);
    if (n < 0)
        return;
    if ((size_t)n < sizeof small) {
        cg_text_put(t, small, (size_t)n);
        return;
    }
    /* Longer than the scratch buffer: format straight into the caller's buffer
       when it has room, and count the rest. */
    size_t room = t->len + 1 < t->cap ? t->cap - t->len : 0;
    if (room > 0) {
        va_start(ap, fmt);
        vsnprintf(t->buf + t->len, room, fmt, ap);
        va_end(ap);
    }
    t->len += (size_t)n;
}

void cg_text_clear(cg_text *t)
{
    t->len = 0;
    if (t->cap > 0)
        t->buf[0] = '\0';
}
