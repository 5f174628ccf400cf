
#include <string.h>

#include "game.h"

/* FNV-1a style, eight bytes at a time with a final avalanche: fast on the
   kilobyte-sized states of the larger games, and the same on every platform
   (words are read little-endian). */
uint64_t cg_hash_bytes(uint64_t h, const void *data, size_t n)
{
    const unsigned char *p = data;
    while (n >= 8) {
        uint64_t w;
        memcpy(&w, p, 8);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
        w = __builtin_bswap64(w);
#endif
        h = (h ^ w) * 0x100000001b3u;
        h ^= h >> 29;
        p += 8;
        n -= 8;
    }
    while (n > 0) {
        h = (h ^ *p++) * 0x100000001b3u;
        n--;
    }
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdu;
    h ^= h >> 33;
    return h;
}
