/* The main search: alpha-beta with principal variation search, the
 * transposition table, null move, late-move reductions, check extensions,
 * mate-distance pruning; at the horizon quiescence (qsearch.c) takes
 * over. Repetitions and the fifty-move rule (R8, claimable) score as
 * draws. Moves are made and unmade on the engine's own copy of the
 * position; the move lists live in buffers the engine allocated at its
 * creation, so the search allocates nothing. */
#include "core/attacks.h"
#include "core/make_move.h"
#include "core/movegen.h"
#include "core/zobrist.h"
#include "engine/node.h"
#include "engine/pick.h"

/* Build switches for measuring what null move and late-move reductions
 * are worth here (doc/figures.md): -DTAV_ENGINE_NULL_MOVE=0, -DTAV_ENGINE_LMR=0. */
#ifndef TAV_ENGINE_NULL_MOVE
#define TAV_ENGINE_NULL_MOVE 1
#endif
#ifndef TAV_ENGINE_LMR
#define TAV_ENGINE_LMR 1
#endif

/* R8: a position seen before on this path or in the game history. Keys
 * include the side to move, so positions of the other side never match. */
static int is_repetition(const tav_engine *e, int ply)
{
    uint64_t k = e->pos.key;
    for (int i = ply - 2; i >= 0; i -= 2)
        if (e->ss[i].key == k)
            return 1;
    for (int i = e->rep_count - 1 - (ply & 1 ? 0 : 1); i >= 0; i -= 2)
        if (e->rep_keys[i] == k)
            return 1;
    return 0;
}

#define ORDER_TT (1 << 30)
#define ORDER_GOOD (1 << 28)
#define ORDER_KILLER (1 << 27)
#define ORDER_COUNTER (ORDER_KILLER - 2)
#define ORDER_BAD (-(1 << 27))
#define HISTORY_BONUS_MAX 400 /* depth^2 up to depth 20: h * bonus stays in an int */

/* The move that led to ply (none at the root and after a null move). */
static inline tav_move previous(const tav_engine *e, int ply)
{
    return ply > 0 ? e->ss[ply - 1].current : TAV_NO_MOVE;
}

static inline tav_move *counter_slot(tav_engine *e, int us, tav_move prev)
{
    return &e->counter[us][TAV_MOVE_FROM(prev)][TAV_MOVE_TO(prev)];
}

/* A capture just picked at place i with a good score: is its exchange
 * (see.c) lost after all? Then it goes among the bad ones and the caller
 * picks again. The exchange is judged only for the captures the search
 * reaches: most nodes are cut off after a move or two (it was 12% of the
 * time when every capture was judged as the moves were scored). */
static inline int see_later(const struct tav_position *p, ply_stack *s, int i)
{
    tav_move m = s->moves[i];
    if (s->scores[i] < ORDER_GOOD || s->scores[i] >= ORDER_TT || !(m & TAV_MOVE_CAPTURE) || (m & TAV_MOVE_PROMOTION)
        || tav__see(p, m) >= 0)
        return 0;
    s->scores[i] += ORDER_BAD - ORDER_GOOD;
    return 1;
}

static void score_moves(tav_engine *e, int ply, int n, tav_move tt_move)
{
    ply_stack *s = &e->ss[ply];
    const struct tav_position *p = &e->pos;
    int us = p->turn;
    tav_move prev = previous(e, ply), cm = prev ? *counter_slot(e, us, prev) : TAV_NO_MOVE;
    for (int i = 0; i < n; i++) {
        tav_move m = s->moves[i];
        int v;
        if (tt_move && TAV_MOVE_IDENTITY(m) == TAV_MOVE_IDENTITY(tt_move))
            v = ORDER_TT;
        else if (tactical(m)) /* good until its exchange is judged (see_later) */
            v = ORDER_GOOD + tav__capture_gain(&e->et, p, m) * 64 - TAV_MOVE_COUNT(m);
        else if (m == s->killer[0])
            v = ORDER_KILLER;
        else if (m == s->killer[1])
            v = ORDER_KILLER - 1;
        else if (m == cm)
            v = ORDER_COUNTER;
        else
            v = e->history[us][TAV_MOVE_FROM(m)][TAV_MOVE_TO(m)] * 4 - TAV_MOVE_COUNT(m);
        s->scores[i] = v;
    }
}

/* History with gravity: a bonus moves the score toward +-HistoryMax. */
static inline void history_bonus(tav_engine *e, int us, tav_move m, int bonus)
{
    int *h = &e->history[us][TAV_MOVE_FROM(m)][TAV_MOVE_TO(m)];
    *h += bonus - *h * (bonus < 0 ? -bonus : bonus) / e->param[P_HISTORY_MAX];
}

static inline int history_of(const tav_engine *e, int us, tav_move m)
{
    return e->history[us][TAV_MOVE_FROM(m)][TAV_MOVE_TO(m)];
}

/* 256 log2(x) for x >= 1, the fraction interpolated linearly. */
static inline int log2_256(unsigned x)
{
    int b = 0;
    while ((x >> b) > 1)
        b++;
    unsigned frac = b >= 8 ? (x >> (b - 8)) & 255 : (x << (8 - b)) & 255;
    return b * 256 + (int)frac;
}

/* Late-move reduction of the count-th quiet move at depth, in plies:
 * ReductionBase + log2(depth) log2(count) / ReductionDivisor (both in
 * 1/100), one ply less per ReductionHistory of history. */
static inline int reduction(const tav_engine *e, int depth, int count, int hist)
{
    const int *P = e->param;
    long long r = (long long)P[P_LMR_BASE] * 65536 / 100
                  + (long long)log2_256((unsigned)depth) * log2_256((unsigned)count) * 100 / P[P_LMR_DIVISOR]
                  - (long long)hist * 65536 / P[P_LMR_HISTORY];
    return r > 0 ? (int)(r / 65536) : 0;
}

/* A root move not to search: taken by an earlier MultiPV line, or not
 * among the searchmoves. */
static inline int is_excluded(const tav_engine *e, tav_move m)
{
    for (int i = 0; i < e->excluded_count; i++)
        if (TAV_MOVE_IDENTITY(e->excluded[i]) == TAV_MOVE_IDENTITY(m))
            return 1;
    if (!e->root_only_count)
        return 0;
    for (int i = 0; i < e->root_only_count; i++)
        if (TAV_MOVE_IDENTITY(e->root_only[i]) == TAV_MOVE_IDENTITY(m))
            return 0;
    return 1;
}

/* A side with only king and pawns on top may be in zugzwang: no null move. */
static inline int has_pieces(const struct tav_position *p)
{
    bb_t own = p->color_bb[p->turn];
    return (own & ~p->kind_bb[TAV_KING] & ~p->kind_bb[TAV_PAWN]) != 0;
}

static int search(tav_engine *e, int depth, int alpha, int beta, int ply, int pv_node);

/* Step 6 of search(): the null move. The side to move passes; if a search
 * reduced by R = NullMoveReduction (+1 from NullMoveDeepDepth, + one per
 * NullMoveEvalMargin above beta, at most NullMoveEvalMax more) still fails
 * high, the node is cut, verified from NullMoveVerifyDepth by a search of
 * the same depth without null moves in the next plies (a tower whose top
 * must not move, because it holds prisoners, is a zugzwang of its own).
 * Returns 1 with *cut set when the node is cut; sets *threat when passing
 * gets the side mated (a mate threat: no reductions, no pruning). */
static int null_move(tav_engine *e, int depth, int beta, int ply, int *cut, int *threat)
{
    struct tav_position *p = &e->pos;
    ply_stack *s = &e->ss[ply];
    const int *P = e->param;
    int8_t ep = p->ep;
    uint64_t key = p->key;
    p->key ^= tav__z_ep(ep) ^ tav__z_turn();
    p->ep = NO_SQ;
    p->turn ^= 1;
    s->current = TAV_NO_MOVE;
    e->ss[ply + 1].key = p->key;
    e->ss[ply + 1].null_move = 1;
    int above = (s->static_eval - beta) / P[P_NULL_EVAL_MARGIN];
    int r = P[P_NULL_REDUCTION] + (depth >= P[P_NULL_DEEP_DEPTH]) + (above < P[P_NULL_EVAL_MAX] ? above : P[P_NULL_EVAL_MAX]);
    int v = -search(e, depth - 1 - r, -beta, -beta + 1, ply + 1, 0);
    p->turn ^= 1;
    p->ep = ep;
    p->key = key;
    if (e->aborted)
        return *cut = 0, 1;
    if (v >= beta) {
        if (v > SCORE_MATE_BOUND)
            v = beta;
        if (depth < P[P_NULL_VERIFY_DEPTH])
            return *cut = v, 1;
        int saved = e->nmp_min_ply;
        e->nmp_min_ply = ply + 3 * (depth - r) / 4;
        int w = search(e, depth - 1 - r, beta - 1, beta, ply, 0);
        e->nmp_min_ply = saved;
        if (e->aborted)
            return *cut = 0, 1;
        if (w >= beta)
            return *cut = v, 1;
    } else if (v < -SCORE_MATE_BOUND)
        *threat = 1;
    return 0;
}

/* Step 11 of search(): is the check that move m (just made at ply) gives
 * extended? Up to ExtensionLimitPercent of the root depth: on the
 * principal variation and in mate searches (and within CheckExtensionDepth
 * of the horizon) every check; elsewhere a check whose piece cannot be won
 * on its square (in tall towers freed pieces check often, and extending
 * every check multiplied the tree; the checks of a mating attack are safe
 * ones). The exchange is judged before the move, so m is taken back and
 * made again. */
static int check_extension(tav_engine *e, int ply, tav_move m, tav__undo *u, int depth, int pv_node)
{
    const int *P = e->param;
    int ext = ply * 100 < e->root_depth * P[P_EXT_LIMIT_PERCENT];
    if (ext && !(e->mate_mode || pv_node || depth <= P[P_CHECK_EXT_DEPTH])) {
        tav__undo_move(&e->pos, m, u);
        ext = tav__see(&e->pos, m) >= 0;
        make(e, ply, m, u, depth > 1);
    }
    return ext;
}

/* Step 13 of search(): a quiet move m, the i-th tried, refuted the node:
 * it becomes the first killer of the ply and the countermove of the
 * opponent's last move, its history gains depth^2 and the quiet moves
 * tried before it lose as much. */
static void reward_quiet(tav_engine *e, int ply, int us, tav_move m, int i, int depth)
{
    ply_stack *s = &e->ss[ply];
    if (s->killer[0] != m) {
        s->killer[1] = s->killer[0];
        s->killer[0] = m;
    }
    tav_move prev = previous(e, ply);
    if (prev)
        *counter_slot(e, us, prev) = m;
    int bonus = depth * depth < HISTORY_BONUS_MAX ? depth * depth : HISTORY_BONUS_MAX;
    history_bonus(e, us, m, bonus);
    for (int j = 0; j < i; j++)
        if (!tactical(s->moves[j]))
            history_bonus(e, us, s->moves[j], -bonus);
}

/* The main search: alpha-beta with principal variation search. The steps
 * are those of doc/engine.md, "The main search, step by step", which says
 * why each is there. */
static int search(tav_engine *e, int depth, int alpha, int beta, int ply, int pv_node)
{
    struct tav_position *p = &e->pos;
    ply_stack *s = &e->ss[ply];
    const int *P = e->param;

    /* Step 1. Initialize the node: a repetition is a draw (R8, claimable),
     * the horizon hands over to quiescence, the budget is checked. */
    e->pv_len[ply] = ply;
    if (ply > 0 && is_repetition(e, ply))
        return SCORE_DRAW;
    if (depth <= 0)
        return tav__qsearch(e, alpha, beta, ply, 0);
    e->nodes++;
    if (out_of_budget(e))
        return 0;
    if (ply > e->seldepth)
        e->seldepth = ply;
    if (ply >= MAX_PLY - 8)
        return cached_eval(e, NULL);

    /* Step 2. Mate distance pruning: no line here can beat a mate already
     * found nearer the root. */
    if (ply > 0) {
        if (alpha < -SCORE_MATE + ply)
            alpha = -SCORE_MATE + ply;
        if (beta > SCORE_MATE - ply - 1)
            beta = SCORE_MATE - ply - 1;
        if (alpha >= beta)
            return alpha;
    }

    /* Step 3. The transposition table: its move is tried first; off the PV
     * a deep enough bound answers the node (not near the fifty-move limit,
     * whose draw the stored score does not know). */
    tav_move tt_move = TAV_NO_MOVE;
    tt_entry te, *t = tav__tt_probe(e, p->key, &te) ? &te : NULL;
    if (t) {
        tt_move = t->move;
        int v = tav__score_from_tt(t->score, ply), b = t->bound_gen & 3;
        if (!pv_node && ply > 0 && t->depth >= depth && p->halfmove < 90
            && ((b == TT_BOUND_EXACT) || (b == TT_BOUND_LOWER && v >= beta) || (b == TT_BOUND_UPPER && v <= alpha)))
            return v;
    }

    /* Step 4. The static evaluation, read only by the pruning of steps 5,
     * 6 and 10: never on the PV, in check or in a mate search. */
    int in_check = tav__in_check(p, p->turn);
    int pruning = !e->mate_mode && !pv_node && !in_check;
    s->static_eval = pruning ? cached_eval(e, NULL) : -SCORE_INF;

    /* Step 5. Reverse futility: near the horizon a static evaluation far
     * above beta stands (the side to move could also pass, R7 aside). */
    if (pruning && depth <= P[P_RFP_DEPTH] && s->static_eval < SCORE_MATE_BOUND
        && s->static_eval - P[P_RFP_MARGIN] * depth >= beta)
        return s->static_eval;

    /* Step 6. Null move (null_move above): not after another null move,
     * not with only king and pawns on top (zugzwang is possible there). */
    int threat = 0, cut;
    if (TAV_ENGINE_NULL_MOVE && pruning && depth >= P[P_NULL_MIN_DEPTH] && s->static_eval >= beta && !s->null_move
        && has_pieces(p) && beta < SCORE_MATE_BOUND && ply >= e->nmp_min_ply && null_move(e, depth, beta, ply, &cut, &threat))
        return cut;

    /* Step 7. Internal iterative reduction: no move from the table deep
     * down, so the node is searched a ply less (as its first iteration:
     * the table has a move next time). */
    if (!tt_move && depth >= P[P_IIR_DEPTH] && !in_check)
        depth--;

    /* Step 8. Generate the moves: none is mate or stalemate (R7, R8); the
     * fifty-move rule draws (R8, claimable) once mate is ruled out. */
    int n = tav__gen_legal_in_place(p, s->moves);
    e->st_main++;
    e->st_moves += n;
    if (n == 0)
        return in_check ? -SCORE_MATE + ply : SCORE_DRAW;
    if (ply > 0 && p->halfmove >= 100)
        return SCORE_DRAW;
    score_moves(e, ply, n, tt_move);

    /* Step 9. The move loop: each move picked best first (a capture's
     * exchange judged when it comes up), root moves of earlier MultiPV
     * lines or outside searchmoves skipped. */
    int best = -SCORE_INF, count = 0, old_alpha = alpha, us = p->turn, skip_quiets = 0;
    tav_move best_move = TAV_NO_MOVE;
    for (int i = 0; i < n; i++) {
        tav_move m;
        if (skip_quiets) {   /* only the tactical moves are left to search: */
            m = s->moves[i]; /* no need to order the quiet ones first */
            if (!tactical(m))
                continue;
        } else {
            m = tav__pick(s->moves, s->scores, i, n);
            if (see_later(p, s, i)) {
                i--; /* pick again: this one now sorts among the bad captures */
                continue;
            }
        }
        if (ply == 0 && is_excluded(e, m))
            continue;
        int quiet = !tactical(m);

        /* Step 10. Late-move and futility pruning of quiet moves near the
         * horizon: once one quiet move is pruned every later one is (count
         * and alpha only grow), so the rest of the list is not sorted. */
        if (pruning && quiet && !threat && count > 0 && best > -SCORE_MATE_BOUND) {
            if ((depth <= P[P_LMP_DEPTH] && count >= P[P_LMP_BASE] + P[P_LMP_SCALE] * depth * depth)
                || (depth <= P[P_FUTILITY_DEPTH] && s->static_eval + P[P_FUTILITY_MARGIN] * depth <= alpha)) {
                skip_quiets = 1;
                continue;
            }
        }

        /* Step 11. Make the move; extend a check (check_extension above). */
        tav__undo u;
        make(e, ply, m, &u, depth > 1);
        int gives_check = tav__in_check(p, p->turn);
        int ext = gives_check && check_extension(e, ply, m, &u, depth, pv_node);
        int nd = depth - 1 + ext, v;
        e->st_ext += ext;
        count++;

        /* Step 12. Principal variation search: the first move with the full
         * window, the others with a null window, late quiet ones reduced
         * (late-move reductions), re-searched when they fail high. */
        if (count == 1) {
            v = -search(e, nd, -beta, -alpha, ply + 1, pv_node);
        } else {
            int r = 0;
            if (TAV_ENGINE_LMR && !e->mate_mode && !threat && depth >= P[P_LMR_MIN_DEPTH] && count > P[P_LMR_START] && quiet && !in_check
                && !gives_check) {
                r = reduction(e, depth, count, history_of(e, us, m)) - pv_node;
                if (r > nd - 1)
                    r = nd - 1;
                if (r < 0)
                    r = 0;
            }
            v = -search(e, nd - r, -alpha - 1, -alpha, ply + 1, 0);
            if (v > alpha && r)
                v = -search(e, nd, -alpha - 1, -alpha, ply + 1, 0);
            if (v > alpha && v < beta && pv_node)
                v = -search(e, nd, -beta, -alpha, ply + 1, 1);
        }
        tav__undo_move(p, m, &u);
        if (e->aborted)
            return 0;

        /* Step 13. A new best move: it raises alpha and joins the PV; a
         * cut-off ends the loop, and a quiet move that made it is
         * remembered (reward_quiet above). */
        if (v > best) {
            best = v;
            if (v > alpha) {
                alpha = v;
                best_move = m;
                update_pv(e, ply, m);
                if (v >= beta) {
                    if (quiet)
                        reward_quiet(e, ply, us, m, i, depth);
                    break;
                }
            }
        }
    }

    /* Step 14. Store the result in the table (not at a root restricted to
     * some moves: the score is not the position's). */
    if (count == 0) /* every root move excluded (MultiPV asked for more lines than moves) */
        return -SCORE_INF;
    if (!(ply == 0 && (e->excluded_count || e->root_only_count))) {
        int bound = best >= beta ? TT_BOUND_LOWER : alpha > old_alpha ? TT_BOUND_EXACT
                                                                      : TT_BOUND_UPPER;
        tav__tt_store(e, p->key, best_move, tav__score_to_tt(best, ply), depth, bound);
    }
    return best;
}

int tav__search_root(tav_engine *e, int depth, int alpha, int beta)
{
    e->root_depth = depth;
    e->ss[0].key = e->pos.key;
    e->ss[0].null_move = 0;
    return search(e, depth, alpha, beta, 0, 1);
}
