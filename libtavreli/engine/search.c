/* The search: alpha-beta with principal variation search, the
 * transposition table, null move, late-move reductions, check extensions,
 * mate-distance pruning, and a quiescence search over captures (a move
 * landing on an enemy-topped tower, R2), promotions (R6) and check
 * evasions (R7). Repetitions and the fifty-move rule (R8, claimable) score
 * as draws. Moves are made and unmade on the engine's own copy of the
 * position; the move lists live in buffers the engine allocated at its
 * creation, so the search allocates nothing. */
#define _POSIX_C_SOURCE 200809L
#include <time.h>
#include "core/attacks.h"
#include "core/make_move.h"
#include "core/movegen.h"
#include "core/zobrist.h"
#include "engine/engine_impl.h"
#include "engine/pick.h"

/* Build switches for measuring what null move and late-move reductions
 * are worth here (doc/engine.md): -DTAV_ENGINE_NULL_MOVE=0, -DTAV_ENGINE_LMR=0. */
#ifndef TAV_ENGINE_NULL_MOVE
#define TAV_ENGINE_NULL_MOVE 1
#endif
#ifndef TAV_ENGINE_LMR
#define TAV_ENGINE_LMR 1
#endif

/* Checked every node; the clock and the stop flag every 256 nodes (1024
 * was 50 ms on a loaded machine: too late at a fast time control). */
static inline int out_of_budget(tav_engine *e)
{
    if (e->aborted)
        return 1;
    if (e->root_depth > 1 && e->node_limit && e->nodes >= e->node_limit)
        return e->aborted = 1;
    if ((e->nodes & 255) == 0) {
        atomic_store_explicit(&e->nodes_seen, e->nodes, memory_order_relaxed);
        if (atomic_load_explicit(&e->stop, memory_order_relaxed))
            return e->aborted = 1;
        if (e->timed && e->root_depth > 1 && tav__now_ms() >= e->hard_ms)
            return e->aborted = 1;
    }
    return 0;
}

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

static inline void update_pv(tav_engine *e, int ply, tav_move m)
{
    e->pv[ply][ply] = m;
    int n = e->pv_len[ply + 1];
    for (int i = ply + 1; i < n; i++)
        e->pv[ply][i] = e->pv[ply + 1][i];
    e->pv_len[ply] = n > ply + 1 ? n : ply + 1;
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

static inline int tactical(tav_move m) { return (m & (TAV_MOVE_CAPTURE | TAV_MOVE_PROMOTION)) != 0; }

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

/* Can the side to move capture or promote at all? A capture lands on an
 * enemy-topped tower its top attacks (R2, R7: the attack relation is the
 * reach of the top, a pawn's its diagonals; att from the evaluation); a
 * promotion is a pawn-topped tower one step from its last rank (R6). No:
 * quiescence need not generate. En passant is left to the generator. */
static inline int tactics_possible(const struct tav_position *p, const bb_t att[2])
{
    int us = p->turn;
    bb_t own = p->color_bb[us], targets = p->color_bb[us ^ 1] & ~p->kind_bb[TAV_KING];
    return p->ep != NO_SQ || (att[us] & targets)
        || (own & p->kind_bb[TAV_PAWN] & RANK_BB(us == TAV_WHITE ? 6 : 1));
}

/* The static evaluation of the position being searched, through the
 * evaluation cache (eval_cache.c); *tactics, if not NULL, says whether
 * the side to move can capture or promote at all (tactics_possible). */
static inline int cached_eval(tav_engine *e, int *tactics)
{
    const struct tav_position *p = &e->pos;
    ec_entry *x = &e->ec[p->key & (((uint64_t)1 << EC_ENTRIES_LOG2) - 1)];
    if (x->key == p->key && x->flags) {
        if (tactics)
            *tactics = (x->flags & EC_TACTICS) != 0;
        return x->score;
    }
    bb_t att[2];
    int v = tav__evaluate_att(&e->et, p, att), t = tactics_possible(p, att);
    x->key = p->key;
    x->score = v;
    x->flags = EC_VALID | (t ? EC_TACTICS : 0);
    if (tactics)
        *tactics = t;
    return v;
}

/* Play m at ply and note the child's key for repetitions. The child's
 * evaluation cache entry and, when it will probe the table (tt), its
 * transposition table bucket are fetched into the CPU cache now, while
 * the child does its first checks. */
static inline void make(tav_engine *e, int ply, tav_move m, tav__undo *u, int tt)
{
    e->ss[ply].current = m;
    tav__do_move(&e->pos, m, u);
    uint64_t key = e->pos.key;
#if defined(__GNUC__)
    __builtin_prefetch(&e->ec[key & (((uint64_t)1 << EC_ENTRIES_LOG2) - 1)]);
    if (tt)
        __builtin_prefetch(&e->tt[(size_t)(key & e->tt_mask) * TT_WAYS]);
#else
    (void)tt;
#endif
    e->ss[ply + 1].key = key;
    e->ss[ply + 1].null_move = 0;
}

static int qsearch(tav_engine *e, int alpha, int beta, int ply, int qply)
{
    struct tav_position *p = &e->pos;
    ply_stack *s = &e->ss[ply];
    e->pv_len[ply] = ply;
    e->nodes++;
    if (out_of_budget(e))
        return 0;
    if (ply > e->seldepth)
        e->seldepth = ply;
    int in_check = tav__in_check(p, p->turn);
    e->st_qnodes++;
    e->st_qcheck += in_check;
    if (ply >= MAX_PLY - 1 || qply >= 2 * e->param[P_QS_PLIES])
        return cached_eval(e, NULL);
    int best = -SCORE_MATE + ply, stand = 0, tactics = 1;
    if (!in_check) {
        stand = best = cached_eval(e, &tactics);
        if (stand >= beta)
            return stand;
        if (stand > alpha)
            alpha = stand;
    }
    if (!in_check && (qply >= e->param[P_QS_PLIES] || !tactics))
        return stand; /* (a stalemate here is scored as the stand pat) */
    int n;
    if (!in_check && p->ep == NO_SQ) {
        n = tav__gen_tactical(p, s->moves);
#ifdef TAV_ENGINE_VERIFY_QS
        {   /* the same moves as the generator's, filtered (a debugging aid) */
            tav_move all[TAV_MAX_MOVES];
            int c = tav__gen_legal_in_place(p, all), want = 0;
            for (int i = 0; i < c; i++)
                if (tactical(all[i]) && (TAV_MOVE_COUNT(all[i]) == 1 || (all[i] & TAV_MOVE_WHOLE))) {
                    int j = 0;
                    while (j < n && TAV_MOVE_IDENTITY(s->moves[j]) != TAV_MOVE_IDENTITY(all[i]))
                        j++;
                    if (j == n || ((s->moves[j] ^ all[i]) & (TAV_MOVE_WHOLE | TAV_MOVE_STACK | TAV_MOVE_CAPTURE | TAV_MOVE_PROMOTION)))
                        abort();
                    want++;
                }
            if (want != n)
                abort();
        }
#endif
    } else {
        n = tav__gen_legal_in_place(p, s->moves);
        if (n == 0)
            return in_check ? -SCORE_MATE + ply : SCORE_DRAW;
    }
    int kept = 0;
    for (int i = 0; i < n; i++) {
        tav_move m = s->moves[i];
        if (!in_check) {
            if (!tactical(m))
                continue;
            /* one piece or the whole tower: the splits in between add
             * little to the exchange and much to the tree */
            if (TAV_MOVE_COUNT(m) != 1 && !(m & TAV_MOVE_WHOLE))
                continue;
        }
        int g = tav__capture_gain(&e->et, p, m);
        if (!in_check && stand + g + e->param[P_DELTA_MARGIN] <= alpha)
            continue; /* delta pruning */
        if (!in_check && !(m & TAV_MOVE_PROMOTION) && tav__see(p, m) < 0)
            continue; /* the exchange on the square loses (see.c) */
        s->moves[kept] = m;
        s->scores[kept++] = g * 64 - TAV_MOVE_COUNT(m);
    }
    e->st_qmoves += kept;
    for (int i = 0; i < kept; i++) {
        tav_move m = tav__pick(s->moves, s->scores, i, kept);
        tav__undo u;
        make(e, ply, m, &u, 0);
        int v = -qsearch(e, -beta, -alpha, ply + 1, qply + 1);
        tav__undo_move(p, m, &u);
        if (e->aborted)
            return 0;
        if (v > best) {
            best = v;
            if (v > alpha) {
                alpha = v;
                update_pv(e, ply, m);
                if (v >= beta)
                    break;
            }
        }
    }
    return best;
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

static int search(tav_engine *e, int depth, int alpha, int beta, int ply, int pv_node)
{
    struct tav_position *p = &e->pos;
    ply_stack *s = &e->ss[ply];
    e->pv_len[ply] = ply;
    if (ply > 0 && is_repetition(e, ply))
        return SCORE_DRAW;
    if (depth <= 0)
        return qsearch(e, alpha, beta, ply, 0);
    e->nodes++;
    if (out_of_budget(e))
        return 0;
    if (ply > e->seldepth)
        e->seldepth = ply;
    if (ply >= MAX_PLY - 8)
        return cached_eval(e, NULL);

    if (ply > 0) { /* mate distance */
        if (alpha < -SCORE_MATE + ply)
            alpha = -SCORE_MATE + ply;
        if (beta > SCORE_MATE - ply - 1)
            beta = SCORE_MATE - ply - 1;
        if (alpha >= beta)
            return alpha;
    }

    tav_move tt_move = TAV_NO_MOVE;
    tt_entry te, *t = tav__tt_probe(e, p->key, &te) ? &te : NULL;
    if (t) {
        tt_move = t->move;
        int v = tav__score_from_tt(t->score, ply), b = t->bound_gen & 3;
        if (!pv_node && ply > 0 && t->depth >= depth && p->halfmove < 90
            && ((b == TT_BOUND_EXACT) || (b == TT_BOUND_LOWER && v >= beta) || (b == TT_BOUND_UPPER && v <= alpha)))
            return v;
    }

    int in_check = tav__in_check(p, p->turn);
    int pruning = !e->mate_mode && !pv_node && !in_check;
    s->static_eval = pruning ? cached_eval(e, NULL) : -SCORE_INF; /* only pruning reads it */
    const int *P = e->param;

    /* Reverse futility: near the horizon a static evaluation far above
     * beta stands (the side to move could also pass, R7 aside). */
    if (pruning && depth <= P[P_RFP_DEPTH] && s->static_eval < SCORE_MATE_BOUND
        && s->static_eval - P[P_RFP_MARGIN] * depth >= beta)
        return s->static_eval;

    /* Null move: R = 3 (+1 when deep, + more far above beta); not after
     * another null move, not with only king and pawns on top (zugzwang is
     * possible there), and deep cuts verified by a search without null
     * moves (a tower whose top must not move is a zugzwang of its own). */
    int threat = 0; /* passing gets us mated: a mate threat, no reductions */
    if (TAV_ENGINE_NULL_MOVE && pruning && depth >= P[P_NULL_MIN_DEPTH] && s->static_eval >= beta && !s->null_move && has_pieces(p)
        && beta < SCORE_MATE_BOUND && ply >= e->nmp_min_ply) {
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
            return 0;
        if (v >= beta) {
            if (v > SCORE_MATE_BOUND)
                v = beta;
            if (depth < P[P_NULL_VERIFY_DEPTH])
                return v;
            int saved = e->nmp_min_ply;
            e->nmp_min_ply = ply + 3 * (depth - r) / 4;
            int w = search(e, depth - 1 - r, beta - 1, beta, ply, 0);
            e->nmp_min_ply = saved;
            if (e->aborted)
                return 0;
            if (w >= beta)
                return v;
        } else if (v < -SCORE_MATE_BOUND)
            threat = 1;
    }

    /* No move from the table deep down: the node is searched a ply less
     * (its first iteration as it were: the table has a move next time). */
    if (!tt_move && depth >= P[P_IIR_DEPTH] && !in_check)
        depth--;

    int n = tav__gen_legal_in_place(p, s->moves);
    e->st_main++;
    e->st_moves += n;
    if (n == 0)
        return in_check ? -SCORE_MATE + ply : SCORE_DRAW;
    if (ply > 0 && p->halfmove >= 100)
        return SCORE_DRAW; /* R8: the fifty-move rule, claimable */
    score_moves(e, ply, n, tt_move);

    int best = -SCORE_INF, count = 0, old_alpha = alpha, us = p->turn, skip_quiets = 0;
    tav_move best_move = TAV_NO_MOVE;
    for (int i = 0; i < n; i++) {
        tav_move m;
        if (skip_quiets) { /* only the tactical moves are left to search: */
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
        /* late-move and futility pruning of quiet moves near the horizon:
         * once one quiet move is pruned every later one is (count and
         * alpha only grow), so the rest of the list is not sorted */
        if (pruning && quiet && !threat && count > 0 && best > -SCORE_MATE_BOUND) {
            if ((depth <= P[P_LMP_DEPTH] && count >= P[P_LMP_BASE] + P[P_LMP_SCALE] * depth * depth)
                || (depth <= P[P_FUTILITY_DEPTH] && s->static_eval + P[P_FUTILITY_MARGIN] * depth <= alpha)) {
                skip_quiets = 1;
                continue;
            }
        }
        tav__undo u;
        make(e, ply, m, &u, depth > 1);
        int gives_check = tav__in_check(p, p->turn);
        /* check extensions, up to ExtensionLimitPercent of the root depth:
         * on the principal variation and in mate searches (and within
         * CheckExtensionDepth of the horizon) every check; elsewhere a
         * check whose piece cannot be won on its square (a check at depth
         * 8 in a tall-tower position, freed pieces check often, multiplied
         * the tree: doc/engine.md, issue 26; the mating attack's checks
         * are safe ones) */
        int ext = gives_check && ply * 100 < e->root_depth * P[P_EXT_LIMIT_PERCENT];
        if (ext && !(e->mate_mode || pv_node || depth <= P[P_CHECK_EXT_DEPTH])) {
            tav__undo_move(p, m, &u); /* the exchange is judged before the move */
            ext = tav__see(p, m) >= 0;
            make(e, ply, m, &u, depth > 1);
        }
        int nd = depth - 1 + ext, v;
        e->st_ext += ext;
        count++;
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
        if (v > best) {
            best = v;
            if (v > alpha) {
                alpha = v;
                best_move = m;
                update_pv(e, ply, m);
                if (v >= beta) {
                    if (quiet) {
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
                    break;
                }
            }
        }
    }
    if (count == 0) /* every root move excluded (MultiPV asked for more lines than moves) */
        return -SCORE_INF;
    if (!(ply == 0 && (e->excluded_count || e->root_only_count))) {
        int bound = best >= beta ? TT_BOUND_LOWER : alpha > old_alpha ? TT_BOUND_EXACT : TT_BOUND_UPPER;
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
