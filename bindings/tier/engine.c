/* The engine (tavreli/engine.h) for the languages: an engine made and
 * searched with plain numbers, the lines of a result read one by one. */
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
