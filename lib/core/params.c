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

cg_status cg_params_parse(const char *owner, const char *const *keys, const char *text,
                          cg_param_setter set, void *target)
{
    cg_span rest = cg_span_of(text);
    uint64_t seen = 0;
    while (rest.n > 0) {
        cg_span item = cg_span_trim(cg_span_split(&rest, ';'));
        if (item.n == 0)
            continue;
        char shown[64];
        if (!memchr(item.p, '=', item.n))
            return cg_error(CG_EPARSE, "%s: parameter '%s' has no '=' (write key=value)", owner,
                            cg_span_show(item, shown, sizeof shown));
        cg_span value = item;
        cg_span key = cg_span_trim(cg_span_split(&value, '='));
        value = cg_span_trim(value);
        if (key.n == 0)
            return cg_error(CG_EPARSE, "%s: parameter '%s' has no key before '='", owner,
                            cg_span_show(item, shown, sizeof shown));
        int k = key_index(keys, key);
        if (k < 0)
            return unknown_key(owner, keys, key);
        if (seen >> k & 1)
            return cg_error(CG_EINVAL, "%s: parameter '%s' is given twice", owner, keys[k]);
        seen |= (uint64_t)1 << k;
        cg_status st = set(target, k, key, value);
        if (st != CG_OK)
            return st;
    }
    return CG_OK;
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
