#include "params.h"

#include <string.h>

#include "error.h"

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
