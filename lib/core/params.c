#include "params.h"

#include <stdbool.h>
#include <string.h>

#include "error.h"
#include "text.h"

static int key_index(const cg_param *table, size_t count, cg_span key)
{
    for (size_t i = 0; i < count; i++)
        if (cg_span_eq(key, table[i].key))
            return (int)i;
    return -1;
}

static cg_status unknown_key(const char *owner, const cg_param *table, size_t count, cg_span key)
{
    char known[256], shown[64];
    cg_text list = cg_text_over(known, sizeof known);
    for (size_t i = 0; i < count; i++) {
        if (i)
            cg_text_puts(&list, ", ");
        cg_text_puts(&list, table[i].key);
    }
    if (count == 0)
        cg_text_puts(&list, "none");
    return cg_error(CG_EINVAL, "%s: unknown parameter '%s' (known: %s)", owner,
                    cg_span_show(key, shown, sizeof shown), known);
}

/* One item of a parameter text cut off *rest: up to the first ';', or, when
   its value begins with '"', the first ';' after the closing quote. */
static cg_span next_item(cg_span *rest)
{
    size_t i = 0;
    while (i < rest->n && rest->p[i] != '=' && rest->p[i] != ';')
        i++;
    if (i < rest->n && rest->p[i] == '=') {
        size_t j = i + 1;
        while (j < rest->n && (rest->p[j] == ' ' || rest->p[j] == '\t'))
            j++;
        if (j < rest->n && rest->p[j] == '"') {
            for (j++; j < rest->n && rest->p[j] != '"'; j++)
                if (rest->p[j] == '\\')
                    j++;
            i = j < rest->n ? j : rest->n;
        }
        while (i < rest->n && rest->p[i] != ';')
            i++;
    }
    cg_span item = {rest->p, i};
    size_t used = i < rest->n ? i + 1 : rest->n;
    rest->p += used;
    rest->n -= used;
    return item;
}

/* A value as written: plain, or in double quotes with \" and \\ inside
   (then unquoted into buf). */
static cg_status value_of(const char *owner, cg_span key, cg_span written, char *buf,
                          size_t cap, cg_span *out)
{
    char k[64];
    *out = written;
    if (written.n == 0 || written.p[0] != '"')
        return CG_OK;
    size_t len = 0, i = 1;
    for (; i < written.n && written.p[i] != '"'; i++) {
        if (written.p[i] == '\\' && i + 1 < written.n)
            i++;
        if (len + 1 >= cap)
            return cg_error(CG_EINVAL, "%s: parameter '%s' is longer than %zu characters", owner,
                            cg_span_show(key, k, sizeof k), cap - 1);
        buf[len++] = written.p[i];
    }
    if (i + 1 != written.n)
        return cg_error(CG_EPARSE, "%s: parameter '%s': %s", owner,
                        cg_span_show(key, k, sizeof k),
                        i >= written.n ? "the quoted value has no closing '\"'"
                                       : "text after the closing '\"'");
    *out = (cg_span){buf, len};
    return CG_OK;
}

static cg_status set_int(const char *owner, const cg_param *p, cg_span key, cg_span value,
                         char *field)
{
    long n;
    cg_status st = cg_param_int(owner, key, value, (long)p->min, (long)p->max, &n);
    if (st != CG_OK)
        return st;
    if (p->size == sizeof(int32_t)) {
        int32_t v = (int32_t)n;
        memcpy(field, &v, sizeof v);
    } else if (p->size == sizeof(int64_t)) {
        int64_t v = n;
        memcpy(field, &v, sizeof v);
    }
    return CG_OK;
}

/* The index of value among the '|'-separated words, or -1. */
static int choice_index(const char *choices, cg_span value)
{
    cg_span rest = cg_span_of(choices);
    for (int i = 0; rest.n > 0; i++) {
        cg_span word = cg_span_split(&rest, '|');
        if (word.n == value.n && memcmp(word.p, value.p, value.n) == 0)
            return i;
    }
    return -1;
}

static cg_status set_choice(const char *owner, const cg_param *p, cg_span value, char *field)
{
    int index = choice_index(p->choices, value);
    if (index >= 0) {
        memcpy(field, &index, sizeof index);
        return CG_OK;
    }
    char words[256], shown[64];
    cg_text list = cg_text_over(words, sizeof words);
    cg_span rest = cg_span_of(p->choices);
    while (rest.n > 0) {
        cg_span word = cg_span_split(&rest, '|');
        cg_text_printf(&list, "'%.*s'%s", (int)word.n, word.p,
                       rest.n == 0                       ? ""
                       : memchr(rest.p, '|', rest.n) ? ", "
                                                         : " or ");
    }
    return cg_error(CG_EINVAL, "%s: parameter '%s' must be %s, not '%s'", owner, p->key, words,
                    cg_span_show(value, shown, sizeof shown));
}

static cg_status set_param(const char *owner, const cg_param *p, cg_span key, cg_span value,
                           void *target)
{
    char *field = (char *)target + p->offset;
    switch (p->type) {
    case CG_PARAM_INT:
        return set_int(owner, p, key, value, field);
    case CG_PARAM_NUMBER:
        return cg_param_double(owner, key, value, p->min, p->max, (double *)(void *)field);
    case CG_PARAM_TEXT:
        return cg_param_string(owner, key, value, field, p->size);
    case CG_PARAM_CHOICE:
        return set_choice(owner, p, value, field);
    case CG_PARAM_CUSTOM:
        break;
    }
    return p->parse(target, owner, key, value);
}

cg_status cg_params_parse(const char *owner, const cg_param *table, size_t count,
                          const char *text, void *target)
{
    cg_span rest = cg_span_of(text ? text : "");
    uint64_t seen = 0;
    char unquoted[CG_PARAM_VALUE_CAP];
    while (rest.n > 0) {
        cg_span item = cg_span_trim(next_item(&rest));
        if (item.n == 0)
            continue;
        char shown[64];
        if (!memchr(item.p, '=', item.n))
            return cg_error(CG_EPARSE, "%s: parameter '%s' has no '=' (write key=value)", owner,
                            cg_span_show(item, shown, sizeof shown));
        cg_span written = item;
        cg_span key = cg_span_trim(cg_span_split(&written, '='));
        written = cg_span_trim(written);
        if (key.n == 0)
            return cg_error(CG_EPARSE, "%s: parameter '%s' has no key before '='", owner,
                            cg_span_show(item, shown, sizeof shown));
        int k = key_index(table, count, key);
        if (k < 0)
            return unknown_key(owner, table, count, key);
        if (seen >> k & 1)
            return cg_error(CG_EINVAL, "%s: parameter '%s' is given twice", owner, table[k].key);
        seen |= (uint64_t)1 << k;
        cg_span value;
        cg_status st = value_of(owner, key, written, unquoted, sizeof unquoted, &value);
        if (st == CG_OK)
            st = set_param(owner, &table[k], key, value, target);
        if (st != CG_OK)
            return st;
    }
    return CG_OK;
}

cg_status cg_params_read(const char *owner, const cg_param *table, size_t count,
                         const char *text, void *target)
{
    for (size_t i = 0; i < count; i++) {
        if (!table[i].fallback)
            continue;
        cg_status st = set_param(owner, &table[i], cg_span_of(table[i].key),
                                 cg_span_of(table[i].fallback), target);
        if (st != CG_OK)
            return st;
    }
    return cg_params_parse(owner, table, count, text, target);
}

static void write_value(const cg_param *p, const void *target, cg_text *out)
{
    const char *field = (const char *)target + p->offset;
    int32_t i32;
    int64_t i64;
    double x;
    int index;
    switch (p->type) {
    case CG_PARAM_INT:
        if (p->size == sizeof i32) {
            memcpy(&i32, field, sizeof i32);
            i64 = i32;
        } else if (p->size == sizeof i64) {
            memcpy(&i64, field, sizeof i64);
        } else {
            i64 = (int64_t)p->min;
        }
        if (i64 < 0)
            cg_text_putc(out, '-');
        cg_text_put_uint(out, i64 < 0 ? 0 - (unsigned long long)i64 : (unsigned long long)i64);
        return;
    case CG_PARAM_NUMBER:
        memcpy(&x, field, sizeof x);
        cg_text_printf(out, "%g", x);
        return;
    case CG_PARAM_TEXT:
        cg_text_param_value(out, field);
        return;
    case CG_PARAM_CHOICE: {
        memcpy(&index, field, sizeof index);
        cg_span rest = cg_span_of(p->choices), word = {0};
        for (int i = 0; i <= index && rest.n > 0; i++)
            word = cg_span_split(&rest, '|');
        cg_text_put(out, word.p, word.n);
        return;
    }
    case CG_PARAM_CUSTOM:
        p->write(target, out);
        return;
    }
}

void cg_params_write(const cg_param *table, size_t count, const void *target, cg_text *out)
{
    bool first = true;
    for (size_t i = 0; i < count; i++) {
        if (table[i].shown && !table[i].shown(target))
            continue;
        if (!first)
            cg_text_putc(out, ';');
        cg_text_puts(out, table[i].key);
        cg_text_putc(out, '=');
        write_value(&table[i], target, out);
        first = false;
    }
}

void cg_text_param_value(cg_text *out, const char *value)
{
    size_t n = strlen(value);
    bool plain = n == 0 || (strchr(value, ';') == NULL && value[0] != '"' && value[0] != ' ' &&
                            value[0] != '\t' && value[n - 1] != ' ' && value[n - 1] != '\t');
    if (plain) {
        cg_text_puts(out, value);
        return;
    }
    cg_text_putc(out, '"');
    for (const char *p = value; *p; p++) {
        if (*p == '"' || *p == '\\')
            cg_text_putc(out, '\\');
        cg_text_putc(out, *p);
    }
    cg_text_putc(out, '"');
}

/* A decimal number written [+-]digits[.digits] (no exponent, whatever the
   locale), or false. */
static bool decimal_of(cg_span s, double *out)
{
    size_t i = 0;
    double sign = 1, x = 0, scale = 1;
    if (i < s.n && (s.p[i] == '+' || s.p[i] == '-'))
        sign = s.p[i++] == '-' ? -1 : 1;
    size_t digits = 0, point = 0;
    for (; i < s.n; i++) {
        char ch = s.p[i];
        if (ch == '.' && !point) {
            point = 1;
        } else if (ch >= '0' && ch <= '9' && digits < 18) {
            x = x * 10 + (ch - '0');
            scale *= point ? 10 : 1;
            digits++;
        } else {
            return false;
        }
    }
    if (digits == 0)
        return false;
    *out = sign * x / scale;
    return true;
}

cg_status cg_param_double(const char *owner, cg_span key, cg_span value, double min, double max,
                          double *out)
{
    char k[64], v[64];
    double x = 0;
    if (!decimal_of(value, &x) || x < min || x > max)
        return cg_error(CG_EINVAL, "%s: parameter '%s' wants a number from %g to %g, not '%s'",
                        owner, cg_span_show(key, k, sizeof k), min, max,
                        cg_span_show(value, v, sizeof v));
    *out = x;
    return CG_OK;
}

cg_status cg_param_int(const char *game, cg_span key, cg_span value, long min, long max,
                       long *out)
{
    char k[64], v[64];
    cg_span digits = value;
    int negative = 0;
    if (digits.n > 0 && (digits.p[0] == '-' || digits.p[0] == '+')) {
        negative = digits.p[0] == '-';
        digits.p++;
        digits.n--;
    }
    while (digits.n > 1 && digits.p[0] == '0') {
        digits.p++;
        digits.n--;
    }
    uint32_t magnitude;
    if (!cg_span_to_u32(digits, 2000000000u, &magnitude))
        return cg_error(CG_EINVAL, "%s: parameter '%s' wants an integer from %ld to %ld, not '%s'",
                        game, cg_span_show(key, k, sizeof k), min, max,
                        cg_span_show(value, v, sizeof v));
    long n = negative ? -(long)magnitude : (long)magnitude;
    if (n < min || n > max)
        return cg_error(CG_EINVAL, "%s: parameter '%s' must be from %ld to %ld, not %ld", game,
                        cg_span_show(key, k, sizeof k), min, max, n);
    *out = n;
    return CG_OK;
}

cg_status cg_param_string(const char *game, cg_span key, cg_span value, char *out,
                          size_t cap)
{
    char k[64];
    if (value.n >= cap)
        return cg_error(CG_EINVAL, "%s: parameter '%s' is longer than %zu characters", game,
                        cg_span_show(key, k, sizeof k), cap - 1);
    if (memchr(value.p, '\0', value.n))
        return cg_error(CG_EINVAL, "%s: parameter '%s' holds a NUL byte", game,
                        cg_span_show(key, k, sizeof k));
    memcpy(out, value.p, value.n);
    out[value.n] = '\0';
    return CG_OK;
}
