#include "params.h"

#include <stdbool.h>
#include <string.h>

#include "error.h"
#include "text.h"

static int key_index(const char *const *keys, cg_span key)
{
    for (int i = 0; keys[i]; i++)
        if (cg_span_eq(key, keys[i]))
            return i;
    return -1;
}

static cg_status unknown_key(const char *owner, const char *const *keys, cg_span key)
{
    char known[256], shown[64];
    cg_text list = cg_text_over(known, sizeof known);
    for (int i = 0; keys[i]; i++) {
        if (i)
            cg_text_puts(&list, ", ");
        cg_text_puts(&list, keys[i]);
    }
    if (!keys[0])
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
    if (written.n == 0 || written.p[0] != '"') {
        *out = written;
        return CG_OK;
    }
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

cg_status cg_params_parse(const char *owner, const char *const *keys, const char *text,
                          cg_param_setter set, void *target)
{
    cg_span rest = cg_span_of(text);
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
        int k = key_index(keys, key);
        if (k < 0)
            return unknown_key(owner, keys, key);
        if (seen >> k & 1)
            return cg_error(CG_EINVAL, "%s: parameter '%s' is given twice", owner, keys[k]);
        seen |= (uint64_t)1 << k;
        cg_span value;
        cg_status st = value_of(owner, key, written, unquoted, sizeof unquoted, &value);
        if (st == CG_OK)
            st = set(target, k, key, value);
        if (st != CG_OK)
            return st;
    }
    return CG_OK;
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
