/* The engine object and the search driver: iterative deepening, MultiPV,
 * limits, results and progress reports (the time each move gets:
 * timeman.c). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core/attacks.h"
#include "core/make_move.h"
#include "core/movegen.h"
#include "engine/engine_impl.h"
#include "engine/timeman.h"
#include "engine/weights.h"

void tav_limits_init(tav_limits *l)
{
    static const tav_limits init = TAV_LIMITS_INIT;
    if (l)
        *l = init;
}

int tav__engine_storage(tav_engine *e)
{
    size_t slots = (size_t)(MAX_PLY + 4) * TAV_MAX_MOVES;
    e->move_buf = malloc(slots * sizeof *e->move_buf);
    e->score_buf = malloc(slots * sizeof *e->score_buf);
    if (!e->move_buf || !e->score_buf || tav__ec_alloc(e) != TAV_OK)
        return TAV_ENOMEM;
    for (int i = 0; i < MAX_PLY + 4; i++) {
        e->ss[i].moves = e->move_buf + (size_t)i * TAV_MAX_MOVES;
        e->ss[i].scores = e->score_buf + (size_t)i * TAV_MAX_MOVES;
    }
    tav__eval_tables_init(&e->et);
    tav__params_init(e);
    atomic_init(&e->stop, 0);
    atomic_flag_clear(&e->busy);
    return TAV_OK;
}

void tav__engine_storage_free(tav_engine *e)
{
    free(e->ec);
    free(e->move_buf);
    free(e->score_buf);
}

void tav__engine_forget(tav_engine *e)
{
    memset(e->history, 0, sizeof e->history);
    memset(e->counter, 0, sizeof e->counter);
    for (int i = 0; i < MAX_PLY + 4; i++)
        e->ss[i].killer[0] = e->ss[i].killer[1] = TAV_NO_MOVE;
}

int tav_engine_new(tav_engine **out, size_t hash_mb)
{
    if (!out)
        return TAV_EINVAL;
    *out = NULL;
    if (hash_mb == 0)
        hash_mb = TAV_ENGINE_HASH_DEFAULT;
    if (hash_mb > TAV_ENGINE_HASH_MAX)
        return TAV_EINVAL;
    tav_engine *e = calloc(1, sizeof *e);
    if (!e)
        return TAV_ENOMEM;
    int rc = tav__engine_storage(e);
    if (rc == TAV_OK)
        rc = tav__tt_alloc(e, hash_mb);
    if (rc != TAV_OK) {
        tav_engine_free(e);
        return rc;
    }
    *out = e;
    return TAV_OK;
}

void tav_engine_free(tav_engine *e)
{
    if (!e)
        return;
    tav__helpers_free(e);
    free(e->tt);
    tav__engine_storage_free(e);
    free(e);
}

int tav_engine_set_hash(tav_engine *e, size_t hash_mb)
{
    if (!e || hash_mb > TAV_ENGINE_HASH_MAX)
        return TAV_EINVAL;
    if (atomic_flag_test_and_set(&e->busy))
        return TAV_EBUSY;
    tav__helpers_join(e); /* they write to the table */
    int rc = tav__tt_alloc(e, hash_mb ? hash_mb : TAV_ENGINE_HASH_DEFAULT);
    atomic_flag_clear(&e->busy);
    return rc;
}

size_t tav_engine_hash(const tav_engine *e) { return e ? e->hash_mb : 0; }

void tav_engine_clear(tav_engine *e)
{
    if (!e || atomic_flag_test_and_set(&e->busy))
        return;            /* while a search runs: nothing (engine.h) */
    tav__helpers_clear(e); /* first: they write to the table */
    tav__tt_clear(e);      /* the evaluation cache stays: it never changes a result */
    tav__engine_forget(e);
    atomic_flag_clear(&e->busy);
}

void tav_engine_stop(tav_engine *e)
{
    if (e)
        atomic_store(&e->stop, 1);
}

/* Keep the longest prefix of pv that is legal from the root (a safety net:
 * the table can only ever shorten a line, never lengthen it). */
static int legal_prefix(const tav_engine *e, tav_move *pv, int n)
{
    struct tav_position w;
    tav_move buf[TAV_MAX_MOVES];
    work_copy(&w, &e->pos);
    for (int i = 0; i < n; i++) {
        int c = tav__gen_legal(&w, buf), j = 0;
        while (j < c && TAV_MOVE_IDENTITY(buf[j]) != TAV_MOVE_IDENTITY(pv[i]))
            j++;
        if (j == c)
            return i;
        tav__undo u;
        pv[i] = buf[j];
        tav__do_move_unhashed(&w, buf[j], &u);
    }
    return n;
}

/* The root at depth d, first within AspirationWindow of the score the
 * last iteration gave (prev; SCORE_INF: none), the window widened, twice
 * as much each time, on the side the score fell out of; a mate score or a
 * window grown past a queen is searched with the full window. */
static int aspiration(tav_engine *e, int d, int prev)
{
    int delta = e->param[P_ASP_WINDOW], lo = -SCORE_INF, hi = SCORE_INF;
    if (delta && d >= e->param[P_ASP_DEPTH] && prev > -SCORE_MATE_BOUND && prev < SCORE_MATE_BOUND) {
        lo = prev - delta;
        hi = prev + delta;
    }
    for (;;) {
        int v = tav__search_root(e, d, lo, hi);
        if (e->aborted || (v > lo && v < hi) || (lo == -SCORE_INF && hi == SCORE_INF))
            return v;
        delta *= 2;
        if (v <= lo)
            lo = v - delta < -SCORE_MATE_BOUND || delta > e->et.w[W_VALUE + TAV_QUEEN] ? -SCORE_INF : v - delta;
        else
            hi = v + delta > SCORE_MATE_BOUND || delta > e->et.w[W_VALUE + TAV_QUEEN] ? SCORE_INF : v + delta;
    }
}

static void fill_line(tav_engine *e, tav_search_line *l, int j, int depth, int v)
{
    l->multipv = j + 1;
    l->depth = depth;
    l->seldepth = e->seldepth;
    l->bound = 0;
    if (v > SCORE_MATE_BOUND) {
        l->mate = (SCORE_MATE - v + 1) / 2;
        l->score_cp = 0;
    } else if (v < -SCORE_MATE_BOUND) {
        l->mate = -(SCORE_MATE + v) / 2;
        l->score_cp = 0;
    } else {
        l->mate = 0;
        l->score_cp = v;
    }
    int n = e->pv_len[0];
    if (n > TAV_PV_MAX)
        n = TAV_PV_MAX;
    memcpy(l->pv, e->pv[0], (size_t)n * sizeof(tav_move));
    l->pv_length = legal_prefix(e, l->pv, n);
}

static int is_mate_within(const tav_search_line *l, int n) { return l->mate > 0 && l->mate <= n; }

/* Keep in root[0, n) the moves of only[0, count) (all when count is 0);
 * the new count, or -1 when a move of only is not legal here. */
static int restrict_root(tav_engine *e, tav_move *root, int n, const tav_move *only, int count)
{
    e->root_only_count = 0;
    if (!count)
        return n;
    int kept = 0;
    for (int j = 0; j < count; j++) {
        int i = 0;
        while (i < n && TAV_MOVE_IDENTITY(root[i]) != TAV_MOVE_IDENTITY(only[j]))
            i++;
        if (i == n)
            return -1;
        int dup = 0;
        for (int k = 0; k < kept; k++)
            dup |= TAV_MOVE_IDENTITY(e->root_only[k]) == TAV_MOVE_IDENTITY(root[i]);
        if (!dup)
            e->root_only[kept++] = root[i];
    }
    memcpy(root, e->root_only, (size_t)kept * sizeof *root);
    e->root_only_count = kept;
    return kept;
}

static int search_locked(tav_engine *e, const tav_position *pos, const tav_limits *l, const tav_move *only,
                         int only_count, tav_search_result *r, tav_info_fn info, void *user);

int tav_engine_search_moves(tav_engine *e, const tav_position *pos, const tav_limits *l, const tav_move *moves,
                            int count, tav_search_result *r, tav_info_fn info, void *user)
{
    if (!e || !pos || !l || !r || l->version != TAV_LIMITS_VERSION || l->depth < 0
        || l->depth > TAV_DEPTH_MAX || l->mate < 0 || l->mate > TAV_DEPTH_MAX || l->multipv < 0
        || l->multipv > TAV_MULTIPV_MAX || count < 0 || count > TAV_MAX_MOVES || (count && !moves))
        return TAV_EINVAL;
    if (atomic_flag_test_and_set(&e->busy))
        return TAV_EBUSY;
    int rc = search_locked(e, pos, l, moves, count, r, info, user);
    e->root_only_count = 0;
    atomic_flag_clear(&e->busy);
    return rc;
}

int tav_engine_search(tav_engine *e, const tav_position *pos, const tav_limits *l,
                      tav_search_result *r, tav_info_fn info, void *user)
{
    return tav_engine_search_moves(e, pos, l, NULL, 0, r, info, user);
}

static int search_locked(tav_engine *e, const tav_position *pos, const tav_limits *l, const tav_move *only,
                         int only_count, tav_search_result *r, tav_info_fn info, void *user)
{
    memset(r, 0, sizeof *r);
    e->start_ms = tav__now_ms();
    atomic_store(&e->stop, 0);
    work_copy(&e->pos, pos);
    size_t h = pos->hist_len, first = h > REP_KEYS_MAX ? h - REP_KEYS_MAX : 0;
    e->rep_count = 0;
    for (size_t i = first; i < h; i++)
        e->rep_keys[e->rep_count++] = pos->hist[i].undo.key;
    e->generation = (uint8_t)((e->generation + 1) & 63);
    e->nodes = 0;
    e->st_qnodes = e->st_qcheck = e->st_ext = e->st_moves = e->st_qmoves = e->st_main = 0;
    e->seldepth = 0;
    e->aborted = 0;
    e->excluded_count = 0;
    e->nmp_min_ply = 0;
    e->node_limit = l->infinite ? 0 : l->nodes;
    e->mate_mode = l->mate > 0;
    tav__time_plan(e, l, pos->turn);
    for (int i = 0; i < MAX_PLY + 4; i++)
        e->ss[i].killer[0] = e->ss[i].killer[1] = TAV_NO_MOVE;

    tav_move root[TAV_MAX_MOVES];
    int n = tav__gen_legal(&e->pos, root);
    if (n && (n = restrict_root(e, root, n, only, only_count)) < 0)
        return TAV_EILLEGAL;
    if (n == 0) {
        r->end = tav__in_check(&e->pos, e->pos.turn) ? TAV_END_CHECKMATE : TAV_END_STALEMATE;
        r->time_ms = tav__now_ms() - e->start_ms;
        return TAV_OK;
    }
    int multipv = l->multipv ? l->multipv : 1, max_depth = TAV_DEPTH_MAX;
    if (multipv > n)
        multipv = n;
    if (!l->infinite && l->depth)
        max_depth = l->depth;
    if (!l->infinite && l->mate && 2 * l->mate - 1 < max_depth)
        max_depth = 2 * l->mate - 1;

    tav__helpers_start(e); /* out of memory: no helpers, the search runs alone */
    tav_search_line lines[TAV_MULTIPV_MAX];
    tav_move prev_best = TAV_NO_MOVE;
    int last[TAV_MULTIPV_MAX]; /* each line's score in the last iteration */
    int peak = 0;              /* the best score of the iterations from depth 2 on */
    for (int d = 1; d <= max_depth; d++) {
        int j;
        e->seldepth = 0;
        for (j = 0; j < multipv; j++) {
            e->excluded_count = j;
            int v = aspiration(e, d, d > 1 && j < r->line_count ? last[j] : SCORE_INF);
            if (e->aborted)
                break;
            last[j] = v;
            fill_line(e, &lines[j], j, d, v);
            e->excluded[j] = lines[j].pv_length ? lines[j].pv[0] : TAV_NO_MOVE;
        }
        if (j < multipv) { /* cut short: keep the last complete iteration */
            if (r->line_count == 0 && j > 0) {
                memcpy(r->lines, lines, (size_t)j * sizeof *lines);
                r->line_count = j;
                r->depth = d;
            }
            break;
        }
        uint64_t now = tav__now_ms() - e->start_ms;
        for (j = 0; j < multipv; j++) {
            lines[j].nodes = e->nodes + tav__helpers_nodes(e);
            lines[j].time_ms = now;
            if (info)
                info(&lines[j], user);
        }
        memcpy(r->lines, lines, (size_t)multipv * sizeof *lines);
        r->line_count = multipv;
        r->depth = d;
        if (l->infinite)
            continue;
        if (e->mate_mode && is_mate_within(&lines[0], l->mate))
            break;
        int changed = d > 1 && TAV_MOVE_IDENTITY(lines[0].pv[0]) != TAV_MOVE_IDENTITY(prev_best);
        /* the fall from the best score since depth 2 (depth 1 sees too
         * little: in the move-24 tall-tower position the scores went 577,
         * -19, -232, -249, a drop of 17 from one iteration to the next) */
        int drop = d > 2 ? peak - lines[0].score_cp : 0;
        if (d == 2 || (d > 2 && lines[0].score_cp > peak))
            peak = lines[0].score_cp;
        prev_best = lines[0].pv[0];
        if (e->timed && (n == 1 || !tav__time_for_another(e, d, changed, drop)))
            break;
        if (e->node_limit && e->nodes >= e->node_limit)
            break;
    }
    tav__helpers_signal(e); /* joined when the engine next needs them (threads.c) */
    if (r->line_count == 0 || r->lines[0].pv_length == 0) {
        /* stopped before depth 1 ended: the best move tried so far, or the first */
        tav_search_line *x = &r->lines[0];
        memset(x, 0, sizeof *x);
        x->multipv = 1;
        x->pv[0] = e->pv_len[0] > 0 ? e->pv[0][0] : root[0];
        x->pv_length = legal_prefix(e, x->pv, 1);
        if (!x->pv_length) {
            x->pv[0] = root[0];
            x->pv_length = 1;
        }
        r->line_count = 1;
    }
#ifdef TAV_ENGINE_STATS /* a measuring build (doc/figures.md): -DTAV_ENGINE_STATS */
    fprintf(stderr, "stats: nodes %llu main %llu (moves/node %.1f) q %llu (in check %llu, moves/qnode %.2f) ext %llu\n",
            (unsigned long long)e->nodes, (unsigned long long)e->st_main, e->st_main ? (double)e->st_moves / e->st_main : 0,
            (unsigned long long)e->st_qnodes, (unsigned long long)e->st_qcheck,
            e->st_qnodes ? (double)e->st_qmoves / e->st_qnodes : 0, (unsigned long long)e->st_ext);
#endif
    r->best_move = r->lines[0].pv[0];
    r->nodes = e->nodes + tav__helpers_nodes(e); /* (the helpers': as published when the main search ended) */
    r->seldepth = r->lines[0].seldepth;
    r->stopped = atomic_load(&e->stop) != 0;
    r->time_ms = tav__now_ms() - e->start_ms;
    for (int j = 0; j < r->line_count; j++) {
        r->lines[j].nodes = r->nodes;
        if (!r->lines[j].time_ms)
            r->lines[j].time_ms = r->time_ms;
    }
    return TAV_OK;
}
