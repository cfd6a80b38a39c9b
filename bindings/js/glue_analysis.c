/* The C helpers of the JavaScript package for game analysis
 * (tavreli/analysis.h) and its pictures (tavreli/svg_graph.h): a game
 * analysed and annotated with plain numbers for the limits, the analysis
 * handed back as the JSON of `tavreli annotate --json` (tav_analysis_json),
 * and the evaluation curve of an annotated game (its "[%eval]" comments
 * and judgement NAGs) as JSON or as the SVG graph. No analysis logic here:
 * the scores, chances, judgements and the picture all come from C. */
#define _POSIX_C_SOURCE 200809L /* open_memstream */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <emscripten/emscripten.h>
#include <tavreli.h>

char *tavjs_annotate(tav_game *g, int depth, double nodes, double movetime_ms, double hash_mb, int progress,
                     int *status);
char *tavjs_eval_curve(const tav_game *g, int *status);
char *tavjs_eval_graph(const tav_game *g, int width, int height, const char *title, int *status);

/* Hands the progress of an analysis to the JavaScript function the module
 * holds in tavjsProgress (bindings/js/src/analysis.js sets it). */
EM_JS(void, tavjs_progress_js, (int done, int total, double nodes), {
    if (Module.tavjsProgress) Module.tavjsProgress(done, total, nodes);
});

static void on_progress(int done, int total, uint64_t nodes, void *user)
{
    (void)user;
    tavjs_progress_js(done, total, (double)nodes);
}

/* The JSON texts are written to a memory stream (open_memstream): the
 * caller gets its buffer, to free with free(). */
struct out {
    FILE *f;
    char *buf;
    size_t len;
};

static int open_out(struct out *o)
{
    o->buf = NULL;
    o->len = 0;
    o->f = open_memstream(&o->buf, &o->len);
    return o->f != NULL;
}

static void put(struct out *o, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfprintf(o->f, fmt, ap);
    va_end(ap);
}

/* The text, or NULL and TAV_ENOMEM in *status when the stream failed. */
static char *finish(struct out *o, int *status)
{
    int failed = ferror(o->f);
    if (fclose(o->f) != 0 || failed || !o->buf) {
        free(o->buf);
        *status = TAV_ENOMEM;
        return NULL;
    }
    *status = TAV_OK;
    return o->buf;
}

/** Analyse g's main line under the limits (0: none; as `tavreli annotate`:
 *  one thread, whose search WebAssembly has) and annotate g in place
 *  (tav_analysis_annotate). Returns the analysis as JSON (free it with
 *  free()), or NULL with *status the failure's code. progress non-zero:
 *  tavjsProgress(done, total, nodes) after each position. */
char *tavjs_annotate(tav_game *g, int depth, double nodes, double movetime_ms, double hash_mb, int progress,
                     int *status)
{
    tav_analysis_limits l = TAV_ANALYSIS_LIMITS_INIT;
    tav_analysis *a = NULL;
    if (nodes < 0 || movetime_ms < 0 || hash_mb < 0) {
        *status = TAV_EINVAL;
        return NULL;
    }
    l.depth = depth;
    l.nodes = (uint64_t)nodes;
    l.movetime_ms = (uint64_t)movetime_ms;
    l.hash_mb = (size_t)hash_mb;
    int rc = tav_analyse_game(g, &l, progress ? on_progress : NULL, NULL, &a);
    if (rc == TAV_OK)
        rc = tav_analysis_annotate(a, g);
    if (rc != TAV_OK) {
        tav_analysis_free(a);
        *status = rc;
        return NULL;
    }
    char *text = NULL;
    rc = tav_analysis_json_alloc(a, 0, &text, NULL);
    tav_analysis_free(a);
    *status = rc;
    return text;
}

/* One move of an annotated game's curve: white's winning chances after it
 * (by its "[%eval]", or the mate on the board for a mating move, else the
 * value before), its judgement by NAG ($6 1, $2 2, $4 3) and its eval. */
typedef struct {
    double chances;
    int mark, has_eval;
    tav_eval ev;
} curve_point;

static int mark_of(const tav_game *g, int node)
{
    int mark = 0;
    for (int i = 0; i < tav_game_node_nag_count(g, node); i++) {
        int v = tav_game_node_nag(g, node, i), m = v == 6 ? 1 : v == 2 ? 2
                                                            : v == 4   ? 3
                                                                       : 0;
        mark = m > mark ? m : mark;
    }
    return mark;
}

/* The curve of g's main line into a new array (*n points); NULL and
 * *status on failure. */
static curve_point *curve(const tav_game *g, int *n, int *status)
{
    int count = (int)tav_game_main_line_length(g);
    curve_point *pts = calloc((size_t)(count ? count : 1), sizeof *pts);
    double last = 0.5;
    if (!pts) {
        *status = TAV_ENOMEM;
        return NULL;
    }
    for (int i = 0; i < count; i++) {
        int node = tav_game_main_line_node(g, i);
        curve_point *p = &pts[i];
        p->mark = mark_of(g, node);
        if (tav_game_node_eval(g, node, &p->ev) == 1) {
            tav_score s = { p->ev.cp, p->ev.mate };
            p->has_eval = 1;
            last = tav_winning_chances(s);
        } else {
            tav_position *pos = NULL;
            /* A mating move has no "[%eval]" (tav_analysis_annotate): the side mated lost. */
            if (tav_game_position_at(g, node, &pos) == TAV_OK && tav_position_is_checkmate(pos))
                last = tav_position_turn(pos) == TAV_WHITE ? 0.0 : 1.0;
            tav_position_free(pos);
        }
        p->chances = last;
    }
    *n = count;
    *status = TAV_OK;
    return pts;
}

/** The evaluation curve of an annotated game as JSON: [{"chances": white's
 *  winning chances after the move, "mark": 0..3, "cp", "mate"} or with
 *  "eval": null where the move has no "[%eval]"]. Free it with free(). */
char *tavjs_eval_curve(const tav_game *g, int *status)
{
    int n = 0;
    curve_point *pts = curve(g, &n, status);
    struct out o;
    if (!pts)
        return NULL;
    if (!open_out(&o)) {
        free(pts);
        *status = TAV_ENOMEM;
        return NULL;
    }
    put(&o, "[");
    for (int i = 0; i < n; i++) {
        put(&o, "%s{\"chances\":%.4f,\"mark\":%d,", i ? "," : "", pts[i].chances, pts[i].mark);
        if (pts[i].has_eval)
            put(&o, "\"eval\":{\"cp\":%d,\"mate\":%d,\"depth\":%d}}", pts[i].ev.cp, pts[i].ev.mate, pts[i].ev.depth);
        else
            put(&o, "\"eval\":null}");
    }
    put(&o, "]");
    free(pts);
    return finish(&o, status);
}

/** The evaluation graph of an annotated game (tav_svg_graph_alloc of its
 *  curve; width, height 0: the defaults), a string to free with
 *  tav_free(), or NULL and *status. */
char *tavjs_eval_graph(const tav_game *g, int width, int height, const char *title, int *status)
{
    int n = 0;
    curve_point *pts = curve(g, &n, status);
    double *v = malloc((size_t)(n ? n : 1) * sizeof *v);
    int *marks = malloc((size_t)(n ? n : 1) * sizeof *marks);
    char *svg = NULL;
    if (!pts || !v || !marks) {
        *status = pts ? TAV_ENOMEM : *status;
    } else {
        for (int i = 0; i < n; i++) {
            v[i] = pts[i].chances;
            marks[i] = pts[i].mark;
        }
        *status = tav_svg_graph_alloc(v, marks, n, width, height, title, &svg, NULL);
    }
    free(pts);
    free(v);
    free(marks);
    return svg;
}
