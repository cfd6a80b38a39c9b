/* Internal: the names of the evaluation's weights, the one table W of
 * eval.c (doc/engine.md gives each term). Not installed. */
#ifndef TAV_ENGINE_WEIGHTS_H
#define TAV_ENGINE_WEIGHTS_H

enum {
    /* piece values by tav_kind (index 0 and the king unused) */
    W_VALUE = 0,                            /* 8 entries */
    W_RESERVE = 8,                          /* percent of value for an own piece under an own top */
    W_PRISONER_NEAR,                        /* percent credited to a prisoner right under the enemy top */
    W_PRISONER_DEEP,                        /* percent for a prisoner deeper down */
    W_PROMOTED_RISK,                        /* centipawns off a promoted piece (it reverts, R6) */
    W_MOBILITY,                             /* 8 entries: centipawns per attacked square, by kind */
    W_PAWN_ADVANCE = W_MOBILITY + 8,        /* 8 entries: by relative rank */
    W_PROMO_CHANCE = W_PAWN_ADVANCE + 8,    /* 8 entries: percent of (badge - pawn) by rank */
    W_FREED_PROMO_OWN = W_PROMO_CHANCE + 8, /* percent of (badge - pawn): own pawn under own top on its last rank */
    W_FREED_PROMO_HELD,                     /* the same under an enemy top that must stay */
    W_KING_SHIELD,                          /* per own-topped tower next to the king */
    W_KING_ZONE_ATTACK,                     /* per square next to the king attacked by the enemy */
    W_KING_FREED_CHECK,                     /* an enemy prisoner under an own top would check when freed */
    W_TALL_RISK,                            /* percent of the reserve in an own tower the enemy attacks */
    W_TALL_RISK_UNDEFENDED,                 /* extra percent when no own top defends it */
    W_TEMPO,                                /* the side to move */
    W_COUNT
};

/* The table itself, W_COUNT entries (for tests and tuning tools). */
const int *tav__eval_weights(void);

#endif
