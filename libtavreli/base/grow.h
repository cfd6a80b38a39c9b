/* Internal: the one growth helper for arrays that grow by doubling (the
 * realloc pattern of histories, node lists, tag lists, text buffers). */
#ifndef TAV_BASE_GROW_H
#define TAV_BASE_GROW_H

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

/* Room for at least need elements of elem bytes in items, an array of *cap
 * elements (items may be NULL with *cap 0). The capacity doubles, from
 * first (or 1), until it holds need. Returns the array to use from now on
 * (items itself when there was room) and updates *cap; returns NULL when
 * the size would overflow or realloc fails, leaving items and *cap as they
 * were. Use it as
 *     tav_move *m = tav__grow(a->moves, sizeof *m, a->len + 1, &a->cap, 16);
 *     if (!m) return TAV_ENOMEM;
 *     a->moves = m;                                                          */
static inline void *tav__grow(void *items, size_t elem, size_t need, size_t *cap, size_t first)
{
    if (need <= *cap && items)
        return items;
    size_t n = *cap ? *cap : (first ? first : 1);
    while (n < need) {
        if (n > SIZE_MAX / 2)
            return NULL;
        n *= 2;
    }
    if (elem && n > SIZE_MAX / elem)
        return NULL;
    size_t bytes = n * elem;
    void *d = realloc(items, bytes ? bytes : 1);
    if (d)
        *cap = n;
    return d;
}

#endif
