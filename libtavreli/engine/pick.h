/* Internal: picking the next move to search, the best-scored first
 * (search.c; a selection sort that stops where the search cuts off). Not
 * installed. */
#ifndef TAV_ENGINE_PICK_H
#define TAV_ENGINE_PICK_H

#include "tavreli/move.h"
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/* The first place of the highest score in sc[i, n), n > i. With SSE2 (every
 * x86-64) four scores at a time: the highest first, then where it is. */
static inline int tav__best_index(const int *sc, int i, int n)
{
#if defined(__SSE2__)
    if (n - i >= 8) {
        __m128i hi = _mm_loadu_si128((const __m128i *)(sc + i));
        int j = i + 4;
        for (; j + 4 <= n; j += 4) {
            __m128i v = _mm_loadu_si128((const __m128i *)(sc + j)), gt = _mm_cmpgt_epi32(v, hi);
            hi = _mm_or_si128(_mm_and_si128(gt, v), _mm_andnot_si128(gt, hi));
        }
        int lane[4], best;
        _mm_storeu_si128((__m128i *)lane, hi);
        best = lane[0];
        for (int l = 1; l < 4; l++)
            best = lane[l] > best ? lane[l] : best;
        for (; j < n; j++)
            best = sc[j] > best ? sc[j] : best;
        __m128i want = _mm_set1_epi32(best);
        for (j = i; j + 4 <= n; j += 4) {
            int hit = _mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(_mm_loadu_si128((const __m128i *)(sc + j)), want)));
            if (hit)
                return j + __builtin_ctz((unsigned)hit);
        }
        while (sc[j] != best)
            j++;
        return j;
    }
#endif
    int b = i;
    for (int j = i + 1; j < n; j++)
        if (sc[j] > sc[b])
            b = j;
    return b;
}

/* Pick the best-scored move of [i, n) into place i (the first of equals). */
static inline tav_move tav__pick(tav_move *mv, int *sc, int i, int n)
{
    int b = tav__best_index(sc, i, n);
    tav_move m = mv[b];
    int s = sc[b];
    mv[b] = mv[i];
    sc[b] = sc[i];
    mv[i] = m;
    sc[i] = s;
    return m;
}

#endif
