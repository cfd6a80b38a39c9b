/* The engine's named search parameters: every margin of the search and
 * of time management has a name, a default, a range, and is set per
 * engine (tav_engine_set_param; tavreli uci lists them as options), so
 * that a tuner can set them; so has every weight of the evaluation. The defaults are the values measured in
 * doc/engine.md. */
#include <string.h>
#include <strings.h>
#include "engine/engine_impl.h"
#include "engine/weights.h"

const tav__param_def tav__params[P_COUNT] = {
    [P_QS_PLIES] = { "QSearchPlies", 8, 1, 32 },
    [P_DELTA_MARGIN] = { "DeltaMargin", 200, 0, 2000 },
    [P_FUTILITY_MARGIN] = { "FutilityMargin", 120, 0, 2000 },
    [P_LMP_BASE] = { "LateMoveBase", 6, 1, 200 },
    [P_LMP_SCALE] = { "LateMoveScale", 4, 0, 100 },
    [P_LMR_START] = { "ReductionStart", 3, 1, 200 },
    [P_LMR_BASE] = { "ReductionBase", 75, 0, 1000 },
    [P_LMR_DIVISOR] = { "ReductionDivisor", 470, 50, 5000 },
    [P_LMR_HISTORY] = { "ReductionHistory", 6000, 100, 1000000 },
    [P_RFP_DEPTH] = { "ReverseFutilityDepth", 5, 0, TAV_DEPTH_MAX },
    [P_RFP_MARGIN] = { "ReverseFutilityMargin", 110, 0, 2000 },
    [P_IIR_DEPTH] = { "InternalReductionDepth", 5, 2, TAV_DEPTH_MAX + 1 },
    [P_NULL_REDUCTION] = { "NullReduction", 3, 1, 8 },
    [P_NULL_DEEP_DEPTH] = { "NullDeepDepth", 7, 1, TAV_DEPTH_MAX },
    [P_NULL_EVAL_MARGIN] = { "NullEvalMargin", 200, 1, 10000 },
    [P_NULL_VERIFY_DEPTH] = { "NullVerifyDepth", 10, 1, TAV_DEPTH_MAX + 1 },
    [P_CHECK_EXT_DEPTH] = { "CheckExtensionDepth", 0, 0, TAV_DEPTH_MAX },
    [P_EXT_LIMIT_PERCENT] = { "ExtensionLimitPercent", 200, 100, 400 },
    [P_HISTORY_MAX] = { "HistoryMax", 16384, 64, 100000 },
    [P_NULL_MIN_DEPTH] = { "NullMinDepth", 3, 1, TAV_DEPTH_MAX + 1 },
    [P_NULL_EVAL_MAX] = { "NullEvalMax", 2, 0, 8 },
    [P_LMP_DEPTH] = { "LateMoveDepth", 3, 0, TAV_DEPTH_MAX },
    [P_FUTILITY_DEPTH] = { "FutilityDepth", 2, 0, TAV_DEPTH_MAX },
    [P_LMR_MIN_DEPTH] = { "ReductionMinDepth", 3, 2, TAV_DEPTH_MAX + 1 },
    [P_THREADS] = { "Threads", 1, 1, 64 },
    [P_TIME_MOVES] = { "TimeMovesLeft", 30, 1, 1000 },
    [P_TIME_INC_PERCENT] = { "TimeIncrementPercent", 75, 0, 100 },
    [P_TIME_SOFT_PERCENT] = { "TimeSoftPercent", 50, 1, 100 },
    [P_TIME_HARD_TARGETS] = { "TimeHardTargets", 3, 1, 20 },
    [P_TIME_MARGIN_MS] = { "TimeMarginMs", 50, 0, 10000 },
    [P_TIME_MIN_DEPTH] = { "TimeMinDepth", 4, 1, TAV_DEPTH_MAX },
    [P_TIME_UNSTABLE_PERCENT] = { "TimeUnstablePercent", 200, 100, 1000 },
    [P_TIME_DROP_CP] = { "TimeDropCp", 30, 1, 10000 },
    [P_TIME_DROP_PERCENT] = { "TimeDropPercent", 160, 100, 1000 },
    [P_ASP_WINDOW] = { "AspirationWindow", 30, 0, 2000 },
    [P_ASP_DEPTH] = { "AspirationDepth", 4, 2, TAV_DEPTH_MAX + 1 },
};

/* The evaluation's weights by name (weights.h; the defaults are eval.c's
 * table): the piece values, the shares of reserve and prisoners, mobility
 * per kind, the pawns' prospects by relative rank, the king's safety, the
 * risk of tall towers. The static exchange evaluation (see.c) keeps the
 * default piece values: it orders and prunes, it does not score. */
typedef struct weight_def {
    const char *name;
    int w, min, max; /* W_* index, range */
} weight_def;

static const weight_def weights[] = {
    { "ValueQueen", W_VALUE + TAV_QUEEN, 0, 3000 },
    { "ValueRook", W_VALUE + TAV_ROOK, 0, 3000 },
    { "ValueBishop", W_VALUE + TAV_BISHOP, 0, 3000 },
    { "ValueKnight", W_VALUE + TAV_KNIGHT, 0, 3000 },
    { "ValuePawn", W_VALUE + TAV_PAWN, 1, 3000 },
    { "ValueHelgi", W_VALUE + TAV_HELGI, 0, 3000 },
    { "ReservePercent", W_RESERVE, 0, 100 },
    { "PrisonerNearPercent", W_PRISONER_NEAR, 0, 100 },
    { "PrisonerDeepPercent", W_PRISONER_DEEP, 0, 100 },
    { "PromotedRisk", W_PROMOTED_RISK, 0, 1000 },
    { "MobilityKing", W_MOBILITY + TAV_KING, 0, 100 },
    { "MobilityQueen", W_MOBILITY + TAV_QUEEN, 0, 100 },
    { "MobilityRook", W_MOBILITY + TAV_ROOK, 0, 100 },
    { "MobilityBishop", W_MOBILITY + TAV_BISHOP, 0, 100 },
    { "MobilityKnight", W_MOBILITY + TAV_KNIGHT, 0, 100 },
    { "MobilityPawn", W_MOBILITY + TAV_PAWN, 0, 100 },
    { "MobilityHelgi", W_MOBILITY + TAV_HELGI, 0, 100 },
    { "PawnAdvance1", W_PAWN_ADVANCE + 1, 0, 500 },
    { "PawnAdvance2", W_PAWN_ADVANCE + 2, 0, 500 },
    { "PawnAdvance3", W_PAWN_ADVANCE + 3, 0, 500 },
    { "PawnAdvance4", W_PAWN_ADVANCE + 4, 0, 500 },
    { "PawnAdvance5", W_PAWN_ADVANCE + 5, 0, 500 },
    { "PawnAdvance6", W_PAWN_ADVANCE + 6, 0, 500 },
    { "PromotionChance1", W_PROMO_CHANCE + 1, 0, 100 },
    { "PromotionChance2", W_PROMO_CHANCE + 2, 0, 100 },
    { "PromotionChance3", W_PROMO_CHANCE + 3, 0, 100 },
    { "PromotionChance4", W_PROMO_CHANCE + 4, 0, 100 },
    { "PromotionChance5", W_PROMO_CHANCE + 5, 0, 100 },
    { "PromotionChance6", W_PROMO_CHANCE + 6, 0, 100 },
    { "FreedPromotionOwn", W_FREED_PROMO_OWN, 0, 100 },
    { "FreedPromotionHeld", W_FREED_PROMO_HELD, 0, 100 },
    { "KingShield", W_KING_SHIELD, 0, 200 },
    { "KingZoneAttack", W_KING_ZONE_ATTACK, 0, 200 },
    { "KingFreedCheck", W_KING_FREED_CHECK, 0, 1000 },
    { "TallRiskPercent", W_TALL_RISK, 0, 100 },
    { "TallRiskUndefendedPercent", W_TALL_RISK_UNDEFENDED, 0, 100 },
    { "Tempo", W_TEMPO, 0, 200 },
};

#define WEIGHT_COUNT ((int)(sizeof weights / sizeof *weights))

void tav__params_init(tav_engine *e)
{
    for (int i = 0; i < P_COUNT; i++)
        e->param[i] = tav__params[i].def;
}

int tav_engine_param_count(void) { return P_COUNT + WEIGHT_COUNT; }

int tav_engine_param_info(int i, const char **name, int *def, int *min, int *max)
{
    if (i < 0 || i >= P_COUNT + WEIGHT_COUNT)
        return TAV_EINVAL;
    const weight_def *w = i >= P_COUNT ? &weights[i - P_COUNT] : NULL;
    if (name)
        *name = w ? w->name : tav__params[i].name;
    if (def)
        *def = w ? tav__eval_weights()[w->w] : tav__params[i].def;
    if (min)
        *min = w ? w->min : tav__params[i].min;
    if (max)
        *max = w ? w->max : tav__params[i].max;
    return TAV_OK;
}

static int find(const char *name)
{
    const char *n;
    for (int i = 0; name && tav_engine_param_info(i, &n, NULL, NULL, NULL) == TAV_OK; i++)
        if (strcasecmp(name, n) == 0)
            return i;
    return -1;
}

int tav_engine_param(const tav_engine *e, const char *name, int *value)
{
    int i = find(name);
    if (!e || i < 0 || !value)
        return TAV_EINVAL;
    *value = i >= P_COUNT ? e->et.w[weights[i - P_COUNT].w] : e->param[i];
    return TAV_OK;
}

int tav_engine_set_param(tav_engine *e, const char *name, int value)
{
    int i = find(name), lo, hi;
    if (!e || i < 0 || tav_engine_param_info(i, NULL, NULL, &lo, &hi) != TAV_OK || value < lo || value > hi)
        return TAV_EINVAL;
    if (atomic_flag_test_and_set(&e->busy))
        return TAV_EBUSY;
    if (i < P_COUNT)
        e->param[i] = value;
    else if (e->et.w[weights[i - P_COUNT].w] != value) {
        /* new weights: new tables, and the cached evaluations are stale */
        int w[W_COUNT];
        memcpy(w, e->et.w, sizeof w);
        w[weights[i - P_COUNT].w] = value;
        tav__eval_tables_set(&e->et, w);
        tav__ec_clear(e);
    }
    atomic_flag_clear(&e->busy);
    return TAV_OK;
}
