/* Internal: the engine's named search parameters (params.c), one value
 * per engine, set by name (tav_engine_set_param, UCI setoption). Not
 * installed. */
#ifndef TAV_ENGINE_PARAMS_H
#define TAV_ENGINE_PARAMS_H

enum {
    P_QS_PLIES,        /* capture plies quiescence goes below the horizon */
    P_DELTA_MARGIN,    /* quiescence: skip a capture that cannot lift the score this near alpha */
    P_FUTILITY_MARGIN, /* per ply of depth: quiet moves skipped this far below alpha (depth <= FutilityDepth) */
    P_LMP_BASE,        /* late-move pruning (depth <= LateMoveDepth): after BASE + SCALE * depth^2 moves */
    P_LMP_SCALE,
    P_LMR_START, /* reduce quiet moves after this many moves */
    P_LMR_BASE,  /* reduction in 1/100 ply: BASE + log2(depth) log2(count) * 100 / DIVISOR ... */
    P_LMR_DIVISOR,
    P_LMR_HISTORY,           /* ... less one ply per this much history (more when negative) */
    P_RFP_DEPTH,             /* reverse futility: at depth <= this, not PV, not in check ... */
    P_RFP_MARGIN,            /* ... return the static eval when it beats beta by this per ply */
    P_IIR_DEPTH,             /* one ply less from this depth when the table has no move */
    P_NULL_REDUCTION,        /* null move: R */
    P_NULL_DEEP_DEPTH,       /* R + 1 from this depth */
    P_NULL_EVAL_MARGIN,      /* R + 1 per this much static eval above beta (at most + 2) */
    P_NULL_VERIFY_DEPTH,     /* from this depth a null-move cut is verified by a search without null moves */
    P_CHECK_EXT_DEPTH,       /* every check is extended this near the horizon (and on the PV) */
    P_EXT_LIMIT_PERCENT,     /* extensions stop at this percent of the root depth in plies */
    P_HISTORY_MAX,           /* history scores saturate at +-this */
    P_NULL_MIN_DEPTH,        /* null move from this depth */
    P_NULL_EVAL_MAX,         /* most plies NullEvalMargin adds to R */
    P_LMP_DEPTH,             /* late-move pruning at this depth and less */
    P_FUTILITY_DEPTH,        /* futility pruning of quiet moves at this depth and less */
    P_LMR_MIN_DEPTH,         /* late-move reductions from this depth */
    P_THREADS,               /* threads searching at once (Lazy SMP, threads.c) */
    P_TIME_MOVES,            /* time: moves assumed left in sudden death */
    P_TIME_INC_PERCENT,      /* share of the increment spent now */
    P_TIME_SOFT_PERCENT,     /* soft limit, percent of the target */
    P_TIME_HARD_TARGETS,     /* hard limit, in targets */
    P_TIME_MARGIN_MS,        /* kept back for the host */
    P_TIME_MIN_DEPTH,        /* iterations before the soft limit counts */
    P_TIME_UNSTABLE_PERCENT, /* soft limit when the best move just changed */
    P_TIME_DROP_CP,          /* a score drop this large ... */
    P_TIME_DROP_PERCENT,     /* ... stretches the soft limit this much */
    P_ASP_WINDOW,            /* aspiration: the root searched within +-this of the last score (0: full window) */
    P_ASP_DEPTH,             /* aspiration from this depth */
    P_COUNT
};

typedef struct tav__param_def {
    const char *name; /* the UCI option's name */
    int def, min, max;
} tav__param_def;

extern const tav__param_def tav__params[P_COUNT];

#endif
