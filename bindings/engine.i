/* The engine (tavreli/engine.h) for every target language: the engine is a
 * class owning its C object; a search fills a result object whose lines
 * are read with the helpers below (C arrays inside structs do not map well
 * to most languages). No language-specific code here: a language may
 * release its global lock around the search with TAVB_BEGIN_UNLOCKED /
 * TAVB_END_UNLOCKED (see tavreli.i). */

%rename("%s") tav_engine;
%rename("%s") tav_engine_stop;
%rename("%s") tav_engine_clear;
%rename("%s") tav_engine_hash;
%rename("%s") tav_engine_set_hash;
%rename("%s") tav_evaluate;
%rename("%s") tav_search_result;
%rename("%s") tav_search_line;
%rename("%s") tav_limits;
%rename("%s") TAV_ENGINE_HASH_MAX;
%rename("%s") TAV_DEPTH_MAX;
%rename("%s") TAV_MULTIPV_MAX;

%ignore tav_engine_new;
%ignore tav_engine_free;
%ignore tav_engine_search;
%ignore tav_limits_init;
%ignore tav_search_result::lines;
%ignore tav_search_line::pv;
%ignore tav_limits::time_ms;
%ignore tav_limits::inc_ms;
%immutable tav_search_result::best_move;

%nodefaultctor tav_engine;
struct tav_engine {};
%extend tav_engine {
    ~tav_engine() { tav_engine_free($self); }
}

%extend tav_search_result {
    tav_search_result() { return (tav_search_result *)calloc(1, sizeof(tav_search_result)); }
    ~tav_search_result() { free($self); }
}

%newobject tavb_engine_new;
%include "tavreli/engine.h"

%inline %{
/** A new engine with a hash_mb MiB table (0: the default); NULL if out of
 *  memory or hash_mb is out of range. */
tav_engine *tavb_engine_new(size_t hash_mb)
{
    tav_engine *e = NULL;
    return tav_engine_new(&e, hash_mb) == TAV_OK ? e : NULL;
}

/** Search a private copy of pos (taken with the caller's lock held) with
 *  these limits (0 = none; time in milliseconds) into *result. The search
 *  itself may run without the language's global lock, so another thread
 *  can call tav_engine_stop() meanwhile. Returns TAV_OK, TAV_EINVAL or
 *  TAV_ENOMEM. */
int tavb_engine_search(tav_engine *e, const tav_position *pos, int depth, uint64_t nodes,
                       uint64_t movetime_ms, int mate, int multipv, int infinite,
                       tav_search_result *result)
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
    rc = tav_engine_search(e, copy, &l, result, NULL, NULL);
    TAVB_END_UNLOCKED
    tav_position_free(copy);
    return rc;
}

/** Line i (0 = best) of a result, or NULL when i is out of range. The line
 *  lives inside the result. */
const tav_search_line *tavb_result_line(const tav_search_result *r, int i)
{
    return r && i >= 0 && i < r->line_count ? &r->lines[i] : NULL;
}

/** Move i of a line's PV, or TAV_NO_MOVE (0) when i is out of range. */
tav_move tavb_line_pv(const tav_search_line *l, int i)
{
    return l && i >= 0 && i < l->pv_length ? l->pv[i] : TAV_NO_MOVE;
}
%}
