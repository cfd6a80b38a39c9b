/* The analysis of a game's main line (tavreli/analysis.h): every position
 * searched once, in order, by one engine whose table carries over from one
 * position to the next; each move then compared with the engine's choice
 * before it (chances.c judges it). */
#include <stdlib.h>
#include <string.h>
#include "analysis/analysis_impl.h"

static tav_score negate(tav_score s)
{
    tav_score n = { -s.cp, -s.mate };
    return n;
}

/* The search of one position: its score for the side to move, best move,
 * line, depth and nodes; a position without a legal move is mated (R8) or
 * drawn. */
typedef struct {
    tav_score score;
    tav_move best;
    int depth, pv_length;
    uint64_t nodes;
    tav_move pv[TAV_PV_MAX];
} searched;

static int search_one(tav_engine *e, const tav_position *p, const tav_limits *l, searched *out)
{
    tav_search_result r;
    int rc = tav_engine_search(e, p, l, &r, NULL, NULL);
    if (rc != TAV_OK)
        return rc;
    memset(out, 0, sizeof *out);
    out->nodes = r.nodes;
    out->depth = r.depth;
    if (r.line_count == 0) { /* no legal move */
        out->best = TAV_NO_MOVE;
        out->score.mate = r.end == TAV_END_CHECKMATE ? TAV_SCORE_MATED : 0;
        return TAV_OK;
    }
    out->best = r.best_move;
    out->score.cp = r.lines[0].score_cp;
    out->score.mate = r.lines[0].mate;
    out->pv_length = r.lines[0].pv_length;
    memcpy(out->pv, r.lines[0].pv, (size_t)out->pv_length * sizeof out->pv[0]);
    return TAV_OK;
}

static int check_limits(const tav_analysis_limits *l)
{
    return l->version == TAV_ANALYSIS_LIMITS_VERSION && l->depth >= 0 && l->depth <= TAV_DEPTH_MAX
           && l->threads >= 0 && l->threads <= 64 && l->hash_mb <= TAV_ENGINE_HASH_MAX;
}

/* Fill move i from the searches before (s0) and after (s1) it. */
static void fill_move(tav_move_analysis *m, const tav_game *g, int node, const searched *s0, const searched *s1)
{
    memset(m, 0, sizeof *m);
    m->node = node;
    m->ply = tav_game_node_ply(g, node);
    m->side = tav_game_node_side(g, node);
    m->played = tav_game_node_move(g, node);
    m->best = s0->best;
    m->before = s0->score;
    m->after = negate(s1->score);
    m->depth = s0->depth;
    m->nodes = s0->nodes;
    m->pv_length = s0->pv_length;
    memcpy(m->pv, s0->pv, (size_t)s0->pv_length * sizeof m->pv[0]);
    tav__judge_move(m);
}

int tav_analyse_game(const tav_game *g, const tav_analysis_limits *limits, tav_analysis_progress_fn progress,
                     void *user, tav_analysis **out)
{
    tav_analysis_limits def = TAV_ANALYSIS_LIMITS_INIT;
    const tav_analysis_limits *l = limits ? limits : &def;
    if (out)
        *out = NULL;
    if (!g || !out || !check_limits(l))
        return TAV_EINVAL;
    int n = tav_game_main_line_length(g);
    tav_analysis *a = calloc(1, sizeof *a);
    tav_engine *e = NULL;
    tav_position *p = NULL;
    searched *s = malloc((size_t)(n + 1) * sizeof *s);
    int rc = a && s ? tav_engine_new(&e, l->hash_mb) : TAV_ENOMEM;
    if (rc == TAV_OK && n > 0)
        rc = (a->moves = calloc((size_t)n, sizeof *a->moves)) ? TAV_OK : TAV_ENOMEM;
    if (rc == TAV_OK)
        rc = tav_game_position_at(g, TAV_GAME_ROOT, &p);
    if (rc == TAV_OK)
        rc = tav_engine_set_param(e, "Threads", l->threads ? l->threads : 1);
    tav_limits sl = TAV_LIMITS_INIT;
    sl.depth = l->depth;
    sl.nodes = l->nodes;
    sl.movetime_ms = l->movetime_ms;
    if (!sl.depth && !sl.nodes && !sl.movetime_ms)
        sl.nodes = TAV_ANALYSIS_NODES_DEFAULT;
    uint64_t nodes = 0;
    tav_color start_turn = p ? tav_position_turn(p) : TAV_WHITE;
    for (int i = 0; rc == TAV_OK && i <= n; i++) {
        if (i > 0)
            rc = tav_position_push(p, tav_game_node_move(g, tav_game_main_line_node(g, i - 1)));
        if (rc == TAV_OK)
            rc = search_one(e, p, &sl, &s[i]);
        nodes += s[i].nodes;
        if (rc == TAV_OK && progress)
            progress(i + 1, n + 1, nodes, user);
    }
    if (rc == TAV_OK) {
        a->count = n;
        a->limits = *l;
        a->game_index = tav_game_index(g);
        for (int i = 0; i < n; i++)
            fill_move(&a->moves[i], g, tav_game_main_line_node(g, i), &s[i], &s[i + 1]);
        a->start_chances = tav_winning_chances(start_turn == TAV_WHITE ? s[0].score : negate(s[0].score));
        tav__summarise(a);
    }
    tav_position_free(p);
    tav_engine_free(e);
    free(s);
    if (rc != TAV_OK) {
        tav_analysis_free(a);
        return rc;
    }
    *out = a;
    return TAV_OK;
}

void tav_analysis_free(tav_analysis *a)
{
    if (a) {
        free(a->moves);
        free(a);
    }
}

int tav_analysis_move_count(const tav_analysis *a)
{
    return a ? a->count : 0;
}

const tav_move_analysis *tav_analysis_move(const tav_analysis *a, int i)
{
    return a && i >= 0 && i < a->count ? &a->moves[i] : NULL;
}

const tav_player_analysis *tav_analysis_player(const tav_analysis *a, int side)
{
    return a && (side == TAV_WHITE || side == TAV_BLACK) ? &a->players[side] : NULL;
}
