/* Internal: the material of towers from the evaluation's tables, shared
 * by the evaluation (eval.c) and move ordering (search.c), inlined in
 * both. Not installed. */
#ifndef TAV_ENGINE_MATERIAL_H
#define TAV_ENGINE_MATERIAL_H

#include <stdint.h>
#include "core/position_impl.h"
#include "engine/weights.h"

/* The evaluation's weights worked out per piece byte (eval.c). */
#define UNDER_RESERVE 0 /* an own piece under an own top */
#define UNDER_NEAR 1    /* a prisoner right under the enemy top */
#define UNDER_DEEP 2    /* a prisoner deeper down */
typedef struct tav__eval_tables {
    int16_t top[256];          /* signed (white +) value of a piece byte on top */
    int16_t under[3][256];     /* signed value of a piece byte below the top, UNDER_* */
    int16_t pawn[8][8];        /* [badge][relative rank]: a pawn top's prospects */
    int16_t freed_promo[2][8]; /* [pawn under own top][badge]: R6 (b) */
    int16_t promo_gain[8];     /* [badge]: badge - pawn, what a promotion wins (R6) */
    int16_t ep_gain;           /* what taking en passant wins (R5) */
    int popcnt;                /* the CPU has POPCNT */
    int w[W_COUNT];            /* the weights the tables were made from */
} tav__eval_tables;

/* Fill t from the default weights, or from w[W_COUNT] (eval.c). */
void tav__eval_tables_init(tav__eval_tables *t);
void tav__eval_tables_set(tav__eval_tables *t, const int *w);

/* The material of one tower (st[0..h), bottom first), white minus black:
 * the top's value, an own piece below it as reserve, an enemy one as a
 * prisoner, worth more to its owner right under the top (R2). */
static inline int tav__tower_material(const tav__eval_tables *t, const uint8_t *st, int h)
{
    if (!h)
        return 0;
    int tc = PC_COLOR(st[h - 1]), s = t->top[st[h - 1]];
    if (h >= 2) {
        uint8_t x = st[h - 2];
        s += t->under[PC_COLOR(x) == tc ? UNDER_RESERVE : UNDER_NEAR][x];
    }
    for (int i = h - 3; i >= 0; i--) {
        uint8_t x = st[i];
        s += t->under[PC_COLOR(x) == tc ? UNDER_RESERVE : UNDER_DEEP][x];
    }
    return s;
}

/* Ordering: what landing m's moving part on its destination wins for the
 * mover, in centipawns (the destination tower's change of value, plus a
 * promotion). The moving part keeps its top, so its own pieces keep their
 * worth; what changes is the destination's pieces, now under the mover's
 * top (the old top right under it when one piece lands, deeper else).
 * Cheap enough to call for every capture. */
static inline int tav__capture_gain(const tav__eval_tables *t, const struct tav_position *p, tav_move m)
{
    int from = TAV_MOVE_FROM(m), to = TAV_MOVE_TO(m), k = TAV_MOVE_COUNT(m);
    int hf = p->height[from], ht = p->height[to], gain = 0;
    if (m & TAV_MOVE_EN_PASSANT)
        return t->ep_gain;
    if (ht && k >= 1 && k <= hf && ht + k <= MAX_HEIGHT) {
        const uint8_t *st = p->stack[to];
        int tc = PC_COLOR(p->stack[from][hf - 1]), i = ht - 1;
        gain = t->under[PC_COLOR(st[i]) == tc ? UNDER_RESERVE : k == 1 ? UNDER_NEAR
                                                                       : UNDER_DEEP][st[i]];
        while (--i >= 0)
            gain += t->under[PC_COLOR(st[i]) == tc ? UNDER_RESERVE : UNDER_DEEP][st[i]];
        gain -= tav__tower_material(t, st, ht);
        if (p->turn == TAV_BLACK)
            gain = -gain;
    }
    if (m & TAV_MOVE_PROMOTION)
        gain += t->promo_gain[PC_BADGE(p->stack[from][hf - 1])];
    return gain;
}

#endif
