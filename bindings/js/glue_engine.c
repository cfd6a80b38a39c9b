/* The C helpers of the JavaScript package for the engine (tavreli/engine.h):
 * an engine made and searched with plain numbers, and the result handed
 * back as a JSON text of numbers only (moves as tav_move values), which
 * the JavaScript side turns into Move objects. No search logic here. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <emscripten/emscripten.h>
#include <emscripten/heap.h>
#include "tavb.h"

tav_engine *tavjs_engine_new(double hash_mb);
char *tavjs_engine_search(tav_engine *e, const tav_position *pos, int depth, double nodes,
                          double movetime_ms, int multipv, int info, int *status);
double tavjs_heap_max(void);

/** The most bytes the module's memory may grow to (-sMAXIMUM_MEMORY):
 *  JavaScript refuses a transposition table that cannot fit in it. */
double tavjs_heap_max(void)
{
    return (double)emscripten_get_heap_max();
}

/* Hands an info line (as JSON) to the JavaScript function the module
 * holds in tavjsInfo (bindings/js/src/engine.js sets it for the search). */
EM_JS(void, tavjs_info_js, (const char *json), {
    if (Module.tavjsInfo) Module.tavjsInfo(UTF8ToString(json));
});

/** tav_engine_new() returning the engine, NULL on failure. */
tav_engine *tavjs_engine_new(double hash_mb)
{
    return hash_mb < 0 ? NULL : tavb_engine_new((size_t)hash_mb);
}

struct out {
    char *buf;
    size_t len, size;
    int failed;
};

static void put(struct out *o, const char *fmt, long long a)
{
    char tmp[48];
    int n = snprintf(tmp, sizeof tmp, fmt, a);
    if (o->failed || n < 0)
        return;
    if (o->len + (size_t)n + 1 > o->size) {
        size_t size = o->size * 2 + (size_t)n + 64;
        char *p = realloc(o->buf, size);
        if (!p) {
            o->failed = 1;
            return;
        }
        o->buf = p;
        o->size = size;
    }
    memcpy(o->buf + o->len, tmp, (size_t)n + 1);
    o->len += (size_t)n;
}

static void put_int(struct out *o, const char *name, long long v)
{
    put(o, name, 0);
    put(o, "%lld", v);
}

/** One line as {"multipv":1,"depth":d,"seldepth":s,"score":cp,"mate":m,
 *  "bound":b,"nodes":n,"time":t,"pv":[m,...]}. */
static void put_line(struct out *o, const tav_search_line *l)
{
    int k;
    put_int(o, "{\"multipv\":", l->multipv);
    put_int(o, ",\"depth\":", l->depth);
    put_int(o, ",\"seldepth\":", l->seldepth);
    put_int(o, ",\"score\":", l->score_cp);
    put_int(o, ",\"mate\":", l->mate);
    put_int(o, ",\"bound\":", l->bound);
    put_int(o, ",\"nodes\":", (long long)l->nodes);
    put_int(o, ",\"time\":", (long long)l->time_ms);
    put(o, ",\"pv\":[", 0);
    for (k = 0; k < l->pv_length; k++)
        put(o, k ? ",%lld" : "%lld", (long long)l->pv[k]);
    put(o, "]}", 0);
}

/* The info callback: each line as JSON to tavjs_info_js. */
static void on_info(const tav_search_line *line, void *user)
{
    struct out o = { NULL, 0, 0, 0 };
    (void)user;
    put_line(&o, line);
    if (!o.failed)
        tavjs_info_js(o.buf);
    free(o.buf);
}

/** tav_engine_search() with depth, nodes, movetime and multipv limits (0 =
 *  none); *status gets its return value. Returns a malloc'd JSON text
 *  {"best":m,"depth":d,"seldepth":s,"nodes":n,"time":t,"stopped":0,"end":0,
 *  "lines":[{"multipv":1,"depth":d,"seldepth":s,"score":cp,"mate":m,
 *  "bound":b,"nodes":n,"time":t,"pv":[m,...]},...]} that the caller frees,
 *  or NULL on failure. info non-zero: every iteration's lines go to
 *  JavaScript as they come (tavjs_info_js). */
char *tavjs_engine_search(tav_engine *e, const tav_position *pos, int depth, double nodes,
                          double movetime_ms, int multipv, int info, int *status)
{
    tav_search_result *r = malloc(sizeof *r);
    struct out o = { NULL, 0, 0, 0 };
    int i;
    if (!r) {
        *status = TAV_ENOMEM;
        return NULL;
    }
    *status = tavb_engine_search_info(e, pos, depth, nodes > 0 ? (uint64_t)nodes : 0,
                                      movetime_ms > 0 ? (uint64_t)movetime_ms : 0, 0, multipv, 0, r,
                                      info ? on_info : NULL, NULL);
    if (*status != TAV_OK) {
        free(r);
        return NULL;
    }
    put(&o, "{\"best\":%lld", (long long)r->best_move);
    put_int(&o, ",\"depth\":", r->depth);
    put_int(&o, ",\"seldepth\":", r->seldepth);
    put_int(&o, ",\"nodes\":", (long long)r->nodes);
    put_int(&o, ",\"time\":", (long long)r->time_ms);
    put_int(&o, ",\"stopped\":", r->stopped);
    put_int(&o, ",\"end\":", r->end);
    put(&o, ",\"lines\":[", 0);
    for (i = 0; i < r->line_count; i++) {
        put(&o, i ? "," : "", 0);
        put_line(&o, &r->lines[i]);
    }
    put(&o, "]}", 0);
    free(r);
    if (o.failed) {
        free(o.buf);
        *status = TAV_ENOMEM;
        return NULL;
    }
    return o.buf;
}
