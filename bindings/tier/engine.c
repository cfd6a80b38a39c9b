/* The engine (tavreli/engine.h) for the languages: an engine made and
 * searched with plain numbers, the lines of a result read one by one. */
#include <math.h>
#include "tier_impl.h"

tav_engine *tavb_engine_new(size_t hash_mb)
{
    tav_engine *e = NULL;
    return tav_engine_new(&e, hash_mb) == TAV_OK ? e : NULL;
}

int tavb_engine_search(tav_engine *e, const tav_position *pos, int depth, uint64_t nodes,
                       uint64_t movetime_ms, int mate, int multipv, int infinite,
                       tav_search_result *result)
{
    return tavb_engine_search_info(e, pos, depth, nodes, movetime_ms, mate, multipv, infinite, result, NULL, NULL);
}

int tavb_engine_search_info(tav_engine *e, const tav_position *pos, int depth, uint64_t nodes,
                            uint64_t movetime_ms, int mate, int multipv, int infinite,
                            tav_search_result *result, tav_info_fn info, void *user)
{
    tav_limits l = TAV_LIMITS_INIT;
    int rc;
    tav_position *copy;
    if (!e || !pos || !result)
        return TAV_EINVAL;
    copy = tav_position_copy(pos);
    if (!copy)
        return TAV_ENOMEM;
    l.depth = depth;
    l.nodes = nodes;
    l.movetime_ms = movetime_ms;
    l.mate = mate;
    l.multipv = multipv;
    l.infinite = infinite;
    TAVB_BEGIN_UNLOCKED
    rc = tav_engine_search(e, copy, &l, result, info, user);
    TAVB_END_UNLOCKED
    tav_position_free(copy);
    return rc;
}

const tav_search_line *tavb_result_line(const tav_search_result *r, int i)
{
    return r && i >= 0 && i < r->line_count ? &r->lines[i] : NULL;
}

tav_move tavb_line_pv(const tav_search_line *l, int i)
{
    return l && i >= 0 && i < l->pv_length ? l->pv[i] : TAV_NO_MOVE;
}

/* Refuse a limit v outside lo..hi or not a whole number (a language's
 * 1.5) with a message naming it and its value. */
static int limit_out(tav_error *err, const char *name, double v, double lo, double hi, const char *unit)
{
    if (v >= lo && v <= hi && v == floor(v))
        return 0;
    tavb__refuse(err, "%s must be a whole number from %g to %.0f%s, not %.17g", name, lo, hi, unit, v);
    return 1;
}

tav_engine *tavb_engine_create(double hash_mb, tav_error *err)
{
    tav_engine *e = NULL;
    int rc;
    if (limit_out(err, "hash_mb", hash_mb, 1, TAV_ENGINE_HASH_MAX, " MiB"))
        return NULL;
    rc = tav_engine_new(&e, (size_t)hash_mb);
    if (rc != TAV_OK) {
        tavb_set_error(err, rc, NULL);
        if (err)
            snprintf(err->message, sizeof err->message, "cannot allocate an engine with %.0f MiB", hash_mb);
    }
    return e;
}

int tavb_engine_analyse(tav_engine *e, const tav_position *pos, unsigned given, double depth, double nodes,
                        double time_s, double mate, double multipv, int infinite, tav_search_result *result,
                        tav_error *err)
{
    int rc;
    if (((given & TAVB_DEPTH) && limit_out(err, "depth", depth, 1, TAV_DEPTH_MAX, ""))
        || ((given & TAVB_NODES) && limit_out(err, "nodes", nodes, 1, 18446744073709549568.0, ""))
        || ((given & TAVB_MATE) && limit_out(err, "mate", mate, 1, TAV_DEPTH_MAX, ""))
        || ((given & TAVB_MULTIPV) && limit_out(err, "multipv", multipv, 1, TAV_MULTIPV_MAX, "")))
        return TAV_EINVAL;
    if ((given & TAVB_TIME) && !(time_s > 0 && time_s <= TAV_CLOCK_MS_MAX / 1000))
        return tavb__refuse(err, "time must be positive seconds up to %llu, not %g",
                            (unsigned long long)(TAV_CLOCK_MS_MAX / 1000), time_s);
    if (!(given & (TAVB_DEPTH | TAVB_NODES | TAVB_TIME | TAVB_MATE)) && !infinite)
        depth = 6, given |= TAVB_DEPTH;
    rc = tavb_engine_search(e, pos, (given & TAVB_DEPTH) ? (int)depth : 0, (given & TAVB_NODES) ? (uint64_t)nodes : 0,
                            (given & TAVB_TIME) ? (uint64_t)(time_s * 1000 + 0.5) : 0,
                            (given & TAVB_MATE) ? (int)mate : 0, (given & TAVB_MULTIPV) ? (int)multipv : 1,
                            infinite, result);
    if (rc != TAV_OK)
        tavb_set_error(err, rc, NULL);
    return rc;
}

char *tavb_engine_analyse_json(tav_engine *e, const tav_position *pos, unsigned given, double search_depth,
                               double search_nodes, double search_time, double search_mate, double search_multipv,
                               int infinite, tav_error *err)
{
    tav_search_result r;
    char *text = NULL;
    int rc = tavb_engine_analyse(e, pos, given, search_depth, search_nodes, search_time, search_mate, search_multipv,
                                 infinite, &r, err);
    if (rc != TAV_OK)
        return NULL;
    rc = tav_search_result_json_alloc(pos, &r, TAV_SEARCH_JSON_MOVE_VALUES, &text, NULL);
    return tavb_text(rc, text, err, NULL);
}
