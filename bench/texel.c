/* Texel tuning of the engine's evaluation weights (doc/engine.md,
 * "Tuning"): positions from games with their results (TGN, e.g. written
 * by tavreli match --tgn), each scored by the engine through its C API (a
 * depth-1 search: the evaluation after the captures settle), and the
 * named weights moved one step at a time while the mean squared error
 * between the result and sigmoid(K * score / 400) falls. K is fitted
 * first, for the default weights. Prints the error after each pass and
 * the tuned weights as NAME=VALUE lines (which differ from the defaults).
 *
 * bench/texel.sh builds and runs it:
 *   bench/texel.sh [--passes N] [--every K] [--max N] [--step S] [--only NAME,...]
 *                  [--nodes N] [--marked-wins 1] [--table 1] FILE.tgn...
 * --nodes N scores each position by an N-node search instead (the
 * analysis's limit: bench/chances-fit.sh fits the analysis's curve so, with
 * --passes 0); --marked-wins 1 gives a game without a result whose last move
 * carries the mate sign ('#' or 'x', which handwritten scores also write
 * for a resignation) to the side that made that move; --table 1 prints the
 * mean result by band of 100 centipawns beside the fitted curve.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <tavreli.h>

typedef struct {
    tav_position *pos;
    double result; /* for white: 1, 0.5, 0 */
} sample;

static sample *samples;
static size_t count, cap;

/* Every k-th position of the main line from ply 8 on, not in check,
 * with the game's result; a game without one is skipped. */
static int marked_wins, table;

/* The result of g for white (1, 0.5, 0), -1 when unknown. */
static double result_of(const tav_game *g)
{
    tav_result res = tav_game_result(g);
    int n = tav_game_main_line_length(g), last = n ? tav_game_main_line_node(g, n - 1) : -1;
    if (marked_wins && (res == TAV_RESULT_UNKNOWN || res == TAV_RESULT_NONE) && last > 0
        && (tav_game_node_notes(g, last) & TAV_NOTE_MATE))
        res = tav_game_node_side(g, last) == TAV_WHITE ? TAV_RESULT_WHITE : TAV_RESULT_BLACK;
    return res == TAV_RESULT_WHITE ? 1 : res == TAV_RESULT_BLACK ? 0
                                     : res == TAV_RESULT_DRAW    ? 0.5
                                                                 : -1;
}

static void read_file(const char *path, int every, size_t max)
{
    FILE *fp = fopen(path, "rb");
    tav_reader *r = NULL;
    if (!fp || tav_reader_new_file(&r, fp, TAV_READ_LENIENT) != TAV_OK) {
        fprintf(stderr, "texel: cannot read %s\n", path);
        exit(2);
    }
    tav_game *g;
    while (count < max && tav_reader_next(r, &g) > 0 && g) { /* 1: a game */
        double v = result_of(g);
        for (int node = 0; v >= 0 && node >= 0 && count < max; node = tav_game_node_child(g, node, 0)) {
            int ply = tav_game_node_ply(g, node);
            if (ply < 8 || ply % every)
                continue;
            tav_position *p = NULL;
            if (tav_game_position_at(g, node, &p) != TAV_OK)
                continue;
            tav_move mv[TAV_MAX_MOVES];
            if (tav_position_in_check(p) || tav_position_legal_moves(p, mv, TAV_MAX_MOVES) <= 0) {
                tav_position_free(p);
                continue;
            }
            if (count == cap) {
                cap = cap ? 2 * cap : 1024;
                samples = realloc(samples, cap * sizeof *samples);
                if (!samples)
                    exit(3);
            }
            samples[count].pos = p;
            samples[count++].result = v;
        }
        tav_game_free(g);
    }
    tav_reader_free(r);
    fclose(fp);
}

static double *scores;                 /* white's point of view, per sample */
static unsigned long long score_nodes; /* 0: a depth-1 search */

static void score_all(tav_engine *e)
{
    tav_limits l;
    tav_limits_init(&l);
    l.depth = score_nodes ? 0 : 1;
    l.nodes = score_nodes;
    tav_engine_clear(e); /* nothing learnt under other weights */
    for (size_t i = 0; i < count; i++) {
        tav_search_result r;
        tav_engine_search(e, samples[i].pos, &l, &r, NULL, NULL);
        int s = r.lines[0].mate ? (r.lines[0].mate > 0 ? 3000 : -3000) : r.lines[0].score_cp;
        scores[i] = tav_position_turn(samples[i].pos) == TAV_WHITE ? s : -s;
    }
}

static double error_for(double k)
{
    double sum = 0;
    for (size_t i = 0; i < count; i++) {
        double p = 1 / (1 + pow(10, -k * scores[i] / 400)), d = samples[i].result - p;
        sum += d * d;
    }
    return sum / (double)count;
}

static double error_now(tav_engine *e, double k)
{
    score_all(e);
    return error_for(k);
}

static int wanted(const char *name, const char *only)
{
    if (!only)
        return 1;
    size_t n = strlen(name);
    for (const char *s = only; (s = strstr(s, name)); s += n)
        if ((s == only || s[-1] == ',') && (s[n] == ',' || s[n] == '\0'))
            return 1;
    return 0;
}

int main(int argc, char **argv)
{
    int passes = 2, every = 4, step = 5, first_weight = -1;
    size_t max = 3000;
    const char *only = NULL;
    int a = 1;
    for (; a + 1 < argc && strncmp(argv[a], "--", 2) == 0; a += 2) {
        if (!strcmp(argv[a], "--passes"))
            passes = atoi(argv[a + 1]);
        else if (!strcmp(argv[a], "--every"))
            every = atoi(argv[a + 1]);
        else if (!strcmp(argv[a], "--max"))
            max = (size_t)atol(argv[a + 1]);
        else if (!strcmp(argv[a], "--step"))
            step = atoi(argv[a + 1]);
        else if (!strcmp(argv[a], "--only"))
            only = argv[a + 1];
        else if (!strcmp(argv[a], "--nodes"))
            score_nodes = strtoull(argv[a + 1], NULL, 10);
        else if (!strcmp(argv[a], "--marked-wins"))
            marked_wins = atoi(argv[a + 1]);
        else if (!strcmp(argv[a], "--table"))
            table = atoi(argv[a + 1]);
        else
            break;
    }
    if (a >= argc || every < 1 || step < 1) {
        fprintf(stderr, "usage: texel [--passes N] [--every K] [--max N] [--step S] [--only NAME,...] [--nodes N] "
                        "[--marked-wins 1] FILE.tgn...\n");
        return 2;
    }
    for (; a < argc; a++)
        read_file(argv[a], every, max);
    tav_engine *e;
    if (!count || tav_engine_new(&e, 1) != TAV_OK) {
        fprintf(stderr, "texel: no positions\n");
        return 2;
    }
    scores = malloc(count * sizeof *scores);
    score_all(e);
    double k = 1, best_k = 1, best = error_for(1);
    for (double t = 0.2; t <= 3.0; t += 0.01) /* K by a scan */
        if (error_for(t) < best) {
            best = error_for(t);
            best_k = t;
        }
    k = best_k;
    printf("positions %zu  K %.2f  error %.6f\n", count, k, best);
    if (table) /* the data behind K: the mean result of the positions in each score band */
        for (int lo = -1000; lo < 1000; lo += 100) {
            double sum = 0;
            size_t in = 0;
            for (size_t i = 0; i < count; i++)
                if (scores[i] >= lo && scores[i] < lo + 100) {
                    sum += samples[i].result;
                    in++;
                }
            double mid = lo + 50, fit = 1 / (1 + pow(10, -k * mid / 400));
            if (in)
                printf("cp %5d..%5d  positions %5zu  white scored %.3f  curve %.3f\n", lo, lo + 100, in,
                       sum / (double)in, fit);
        }
    /* the weights: the parameters after the search's own (the first
     * whose name starts with Value; the table lists them last) */
    int n = tav_engine_param_count();
    const char *name;
    for (int i = 0; i < n && first_weight < 0; i++)
        if (tav_engine_param_info(i, &name, NULL, NULL, NULL) == TAV_OK && !strncmp(name, "Value", 5))
            first_weight = i;
    for (int pass = 1; pass <= passes; pass++) {
        int improved = 0;
        for (int i = first_weight; i < n; i++) {
            int v, lo, hi;
            tav_engine_param_info(i, &name, NULL, &lo, &hi);
            if (!wanted(name, only))
                continue;
            tav_engine_param(e, name, &v);
            int moved = 0;
            for (int dir = 1; dir >= -1 && !moved; dir -= 2) {
                int t = v + dir * step;
                if (t < lo || t > hi)
                    continue;
                tav_engine_set_param(e, name, t);
                double x = error_now(e, k);
                if (x < best) {
                    best = x;
                    moved = 1;
                    printf("  %s %d -> %d  error %.6f\n", name, v, t, x);
                } else
                    tav_engine_set_param(e, name, v);
            }
            improved += moved;
            fflush(stdout);
        }
        printf("pass %d: error %.6f, %d weights moved\n", pass, best, improved);
        if (!improved)
            break;
    }
    for (int i = first_weight; i < n; i++) {
        int v, def;
        tav_engine_param_info(i, &name, &def, NULL, NULL);
        tav_engine_param(e, name, &v);
        if (v != def)
            printf("%s=%d\n", name, v);
    }
    for (size_t i = 0; i < count; i++)
        tav_position_free(samples[i].pos);
    free(samples);
    free(scores);
    tav_engine_free(e);
    return 0;
}
