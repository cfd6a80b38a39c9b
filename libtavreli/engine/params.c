/* The engine's named search parameters: every margin of the search and
 * of time management has a name, a default, a range, and is set per
 * engine (tav_engine_set_param; tavreli uci lists them as options), so
 * that a tuner can set them. The defaults are the values measured in
 * doc/engine.md. */
#include <string.h>
#include <strings.h>
#include "engine/engine_impl.h"

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
    [P_CHECK_EXT_DEPTH] = { "CheckExtensionDepth", 4, 0, TAV_DEPTH_MAX },
    [P_EXT_LIMIT_PERCENT] = { "ExtensionLimitPercent", 200, 100, 400 },
    [P_HISTORY_MAX] = { "HistoryMax", 16384, 64, 100000 },
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
};

void tav__params_init(tav_engine *e)
{
    for (int i = 0; i < P_COUNT; i++)
        e->param[i] = tav__params[i].def;
}

int tav_engine_param_count(void) { return P_COUNT; }

int tav_engine_param_info(int i, const char **name, int *def, int *min, int *max)
{
    if (i < 0 || i >= P_COUNT)
        return TAV_EINVAL;
    if (name)
        *name = tav__params[i].name;
    if (def)
        *def = tav__params[i].def;
    if (min)
        *min = tav__params[i].min;
    if (max)
        *max = tav__params[i].max;
    return TAV_OK;
}

static int find(const char *name)
{
    for (int i = 0; name && i < P_COUNT; i++)
        if (strcasecmp(name, tav__params[i].name) == 0)
            return i;
    return -1;
}

int tav_engine_param(const tav_engine *e, const char *name, int *value)
{
    int i = find(name);
    if (!e || i < 0 || !value)
        return TAV_EINVAL;
    *value = e->param[i];
    return TAV_OK;
}

int tav_engine_set_param(tav_engine *e, const char *name, int value)
{
    int i = find(name);
    if (!e || i < 0 || value < tav__params[i].min || value > tav__params[i].max)
        return TAV_EINVAL;
    if (atomic_flag_test_and_set(&e->busy))
        return TAV_EBUSY;
    e->param[i] = value;
    atomic_flag_clear(&e->busy);
    return TAV_OK;
}
