/* The C helpers of the JavaScript package for the engine (tavreli/engine.h):
 * an engine made and searched with plain numbers, and the result handed
 * back as the library's JSON of a search result (tav_search_result_json,
 * moves as tav_move values), which the JavaScript side turns into Move
 * objects. No search logic here. */
#include <stdio.h>
#include <stdlib.h>
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

/* The info callback: each line as the JSON of tav_search_line_json
 * (moves as their tav_move numbers) to tavjs_info_js. */
static void on_info(const tav_search_line *line, void *user)
{
    char buf[4096]; /* TAV_PV_MAX numbers of at most 10 digits and the keys */
    (void)user;
    if (tav_search_line_json(line, TAV_SEARCH_JSON_MOVE_VALUES, buf, sizeof buf, NULL) == TAV_OK)
        tavjs_info_js(buf);
}

/** tav_engine_search() with depth, nodes, movetime and multipv limits (0 =
 *  none); *status gets its return value. Returns the result as the JSON
 *  of tav_search_result_json (the schema of `tavreli analyse --json`, moves
 *  as their tav_move numbers), a string the caller frees with tav_free(),
 *  or NULL on failure. info non-zero: every iteration's lines go to
 *  JavaScript as they come (tavjs_info_js). */
char *tavjs_engine_search(tav_engine *e, const tav_position *pos, int depth, double nodes,
                          double movetime_ms, int multipv, int info, int *status)
{
    tav_search_result *r = malloc(sizeof *r);
    char *text = NULL;
    if (!r) {
        *status = TAV_ENOMEM;
        return NULL;
    }
    *status = tavb_engine_search_info(e, pos, depth, nodes > 0 ? (uint64_t)nodes : 0,
                                      movetime_ms > 0 ? (uint64_t)movetime_ms : 0, 0, multipv, 0, r,
                                      info ? on_info : NULL, NULL);
    if (*status == TAV_OK)
        *status = tav_search_result_json_alloc(pos, r, TAV_SEARCH_JSON_MOVE_VALUES, &text, NULL);
    free(r);
    return text;
}
