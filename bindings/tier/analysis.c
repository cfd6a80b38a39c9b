/* Game analysis (tavreli/analysis.h) for the languages: the analysis of a
 * game run on a private copy without the language's lock, an engine line
 * read move by move. */
#include "tier_impl.h"

tav_analysis *tavb_analyse_game(const tav_game *g, int depth, uint64_t nodes, uint64_t movetime_ms, int threads,
                                size_t hash_mb, tav_error *err)
{
    tav_analysis_limits l = TAV_ANALYSIS_LIMITS_INIT;
    tav_analysis *a = NULL;
    tav_game *copy = NULL;
    l.depth = depth;
    l.nodes = nodes;
    l.movetime_ms = movetime_ms;
    l.threads = threads;
    l.hash_mb = hash_mb;
    int rc = tav_game_copy(&copy, g);
    if (rc == TAV_OK) {
        TAVB_BEGIN_UNLOCKED
        rc = tav_analyse_game(copy, &l, NULL, NULL, &a);
        TAVB_END_UNLOCKED
    }
    tav_game_free(copy);
    if (err) {
        tav_error_init(err);
        err->code = rc;
        snprintf(err->message, sizeof err->message, "%s", rc == TAV_OK ? "" : tav_strerror(rc));
    }
    return a;
}

tav_move tavb_move_analysis_pv(const tav_move_analysis *m, int i)
{
    return m && i >= 0 && i < m->pv_length ? m->pv[i] : TAV_NO_MOVE;
}

tav_game *tavb_game_annotated(const tav_analysis *a, const tav_game *g, tav_error *err)
{
    tav_game *copy = tavb_game_copy(g, NULL, err);
    int rc = copy ? tav_analysis_annotate(a, copy) : TAV_OK;
    if (rc != TAV_OK) {
        tav_game_free(copy);
        tavb_set_error(err, rc, rc == TAV_ENOMEM ? NULL : "the annotation failed");
        return NULL;
    }
    return copy;
}

/* The name and range of the first limit out of its range, or NULL. */
static const char *tavb_bad_limit(int depth, long long nodes, long long ms, int threads, long long hash_mb,
                                  long long *value, const char **range)
{
    *range = "0 (none) or more";
    if (depth < 0 || depth > TAV_DEPTH_MAX) {
        *value = depth;
        *range = "0 (none) .. 64 (TAV_DEPTH_MAX)";
        return "depth";
    }
    if (threads < 1 || threads > 64) {
        *value = threads;
        *range = "1 .. 64";
        return "threads";
    }
    if (hash_mb < 0 || hash_mb > TAV_ENGINE_HASH_MAX) {
        *value = hash_mb;
        *range = "0 (the default) .. 65536 (TAV_ENGINE_HASH_MAX) MiB";
        return "hash";
    }
    *value = nodes < 0 ? nodes : ms;
    return nodes < 0 ? "nodes" : ms < 0 ? "time"
                                        : NULL;
}

tav_analysis *tavb_analyse_game_checked(const tav_game *g, int analysis_depth, long long analysis_nodes,
                                        long long analysis_ms, int analysis_threads, long long analysis_hash_mb,
                                        tav_error *err)
{
    long long value;
    const char *range;
    const char *name = tavb_bad_limit(analysis_depth, analysis_nodes, analysis_ms, analysis_threads,
                                      analysis_hash_mb, &value, &range);
    if (name) {
        char message[128];
        snprintf(message, sizeof message, "%s is %s, not %lld", name, range, value);
        tavb_set_error(err, TAV_EINVAL, message);
        return NULL;
    }
    return tavb_analyse_game(g, analysis_depth, (uint64_t)analysis_nodes, (uint64_t)analysis_ms, analysis_threads,
                             (size_t)analysis_hash_mb, err);
}
