/* Internal: a set of 64-bit position keys in an open-addressed table of a
 * power-of-two size, for the walks over positions of the dead-position
 * test (dead.c, guided.c). The caller allocates the table zeroed and keeps
 * it at most half full, so a look-up always ends. */
#ifndef TAV_SOLVER_KEYSET_H
#define TAV_SOLVER_KEYSET_H

#include <stdint.h>

/* Insert key into set (mask = size - 1); 0 if it was there already. Key 0
 * marks an empty slot, so it is stored as 1. */
static inline int tav__keyset_insert(uint64_t *set, uint64_t mask, uint64_t key)
{
    if (!key)
        key = 1;
    for (uint64_t i = key & mask;; i = (i + 1) & mask) {
        if (set[i] == key)
            return 0;
        if (!set[i]) {
            set[i] = key;
            return 1;
        }
    }
}

#endif
