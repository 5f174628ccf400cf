#include "cardgames/cardgames.h"

#define CG_STR2(x) #x
#define CG_STR(x) CG_STR2(x)

unsigned cg_version_number(void)
{
    return CG_VERSION_NUMBER;
}

const char *cg_version_string(void)
{
    return CG_STR(CG_VERSION_MAJOR) "." CG_STR(CG_VERSION_MINOR) "." CG_STR(CG_VERSION_PATCH);
}
