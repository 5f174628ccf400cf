#include "error.h"

#include <stdarg.h>
#include <stdio.h>

static _Thread_local char error_message[CG_ERROR_CAP];

cg_status cg_error(cg_status status, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(error_message, sizeof error_message, fmt, ap);
    va_end(ap);
    return status;
}

const char *cg_last_error(void)
{
    return error_message;
}

const char *cg_status_name(cg_status s)
{
    switch (s) {
    case CG_OK: return "CG_OK";
    case CG_EINVAL: return "CG_EINVAL";
    case CG_EILLEGAL: return "CG_EILLEGAL";
    case CG_EPARSE: return "CG_EPARSE";
    case CG_EIO: return "CG_EIO";
    case CG_ENOMEM: return "CG_ENOMEM";
    case CG_EOVER: return "CG_EOVER";
    case CG_ENOGAME: return "CG_ENOGAME";
    }
    return "CG_UNKNOWN";
}
