#include "reader.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "error.h"

cg_span cg_span_of(const char *s)
{
    cg_span r = {s, strlen(s)};
    return r;
}

bool cg_span_eq(cg_span s, const char *word)
{
    size_t n = strlen(word);
    return s.n == n && memcmp(s.p, word, n) == 0;
}

bool cg_span_starts(cg_span s, const char *prefix)
{
    size_t n = strlen(prefix);
    return s.n >= n && memcmp(s.p, prefix, n) == 0;
}

static bool is_blank(char c)
{
    return c == ' ' || c == '\t';
}

static char ascii_lower(char c)
{
    return c >= 'A' && c <= 'Z' ? (char)(c - 'A' + 'a') : c;
}

static bool same_nocase(const char *a, const char *b, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (ascii_lower(a[i]) != ascii_lower(b[i]))
            return false;
    return true;
}

bool cg_span_eq_nocase(cg_span s, const char *word)
{
    size_t n = strlen(word);
    return s.n == n && same_nocase(s.p, word, n);
}

bool cg_span_starts_nocase(cg_span s, const char *prefix)
{
    size_t n = strlen(prefix);
    return s.n >= n && same_nocase(s.p, prefix, n);
}

size_t cg_span_squeeze(cg_span s, char *buf, size_t cap)
{
    size_t len = 0;
    for (size_t i = 0; i < s.n && len + 1 < cap; i++) {
        if (is_blank(s.p[i]) && len > 0 && buf[len - 1] == ' ')
            continue;
        buf[len++] = is_blank(s.p[i]) ? ' ' : s.p[i];
    }
    if (cap > 0)
        buf[len] = '\0';
    return len;
}

cg_span cg_span_trim(cg_span s)
{
    while (s.n > 0 && is_blank(s.p[0])) {
        s.p++;
        s.n--;
    }
    while (s.n > 0 && is_blank(s.p[s.n - 1]))
        s.n--;
    return s;
}

cg_span cg_span_word(cg_span *rest)
{
    while (rest->n > 0 && rest->p[0] == ' ') {
        rest->p++;
        rest->n--;
    }
    cg_span w = {rest->p, 0};
    while (w.n < rest->n && rest->p[w.n] != ' ')
        w.n++;
    rest->p += w.n;
    rest->n -= w.n;
    return w;
}

cg_span cg_span_split(cg_span *rest, char sep)
{
    const char *hit = rest->n ? memchr(rest->p, sep, rest->n) : NULL;
    cg_span head = *rest;
    if (!hit) {
        rest->p += rest->n;
        rest->n = 0;
        return head;
    }
    head.n = (size_t)(hit - rest->p);
    rest->n -= head.n + 1;
    rest->p = hit + 1;
    return head;
}

bool cg_span_to_u32(cg_span s, uint32_t max, uint32_t *out)
{
    if (s.n == 0 || s.n > 10 || (s.p[0] == '0' && s.n > 1))
        return false;
    uint64_t v = 0;
    for (size_t i = 0; i < s.n; i++) {
        if (s.p[i] < '0' || s.p[i] > '9')
            return false;
        v = v * 10 + (uint64_t)(s.p[i] - '0');
    }
    if (v > max)
        return false;
    *out = (uint32_t)v;
    return true;
}

bool cg_span_to_hex64(cg_span s, uint64_t *out)
{
    if (s.n != 16)
        return false;
    uint64_t v = 0;
    for (size_t i = 0; i < s.n; i++) {
        char c = s.p[i];
        unsigned d;
        if (c >= '0' && c <= '9')
            d = (unsigned)(c - '0');
        else if (c >= 'a' && c <= 'f')
            d = (unsigned)(c - 'a' + 10);
        else
            return false;
        v = v << 4 | d;
    }
    *out = v;
    return true;
}

const char *cg_span_show(cg_span s, char *buf, size_t cap)
{
    size_t n = s.n < cap - 1 ? s.n : cap - 1;
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s.p[i];
        buf[i] = (c >= 0x20 && c < 0x7f) || c >= 0x80 ? (char)c : '?';
    }
    buf[n] = '\0';
    return buf;
}

void cg_reader_init(cg_reader *r, const char *text, size_t len, const char *source)
{
    r->text = text;
    r->len = len;
    r->pos = 0;
    r->line = 0;
    r->source = source;
}

bool cg_reader_next(cg_reader *r, cg_span *line)
{
    if (r->pos >= r->len)
        return false;
    const char *start = r->text + r->pos;
    size_t left = r->len - r->pos;
    const char *nl = memchr(start, '\n', left);
    size_t n = nl ? (size_t)(nl - start) : left;
    r->pos += nl ? n + 1 : n;
    if (nl && n > 0 && start[n - 1] == '\r')
        n--;
    r->line++;
    line->p = start;
    line->n = n;
    return true;
}

cg_status cg_reader_fail(const cg_reader *r, const char *fmt, ...)
{
    char what[CG_ERROR_CAP];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    return cg_error(CG_EPARSE, "%s, line %u: %s", r->source, r->line, what);
}

cg_status cg_reader_expect(cg_reader *r, const char *key, cg_span *rest)
{
    cg_span line;
    if (!cg_reader_next(r, &line)) {
        r->line++;
        return cg_reader_fail(r, "ends early: expected '%s'", key);
    }
    cg_span tail = line;
    cg_span word = cg_span_word(&tail);
    if (!cg_span_eq(word, key)) {
        char shown[40];
        return cg_reader_fail(r, "expected '%s', found '%s'", key,
                              cg_span_show(word, shown, sizeof shown));
    }
    if (tail.n > 0 && tail.p[0] == ' ') {
        tail.p++;
        tail.n--;
    }
    *rest = tail;
    return CG_OK;
}
