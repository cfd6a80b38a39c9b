/* Quiescence: below the horizon only captures (a move landing on an
 * enemy-topped tower, R2, or en passant, R5) and promotions (R6), every
 * evasion in check (R7), so that no leaf is judged in the middle of an
 * exchange. */
#include <stdlib.h>
#include "core/attacks.h"
#include "core/movegen.h"
#include "engine/node.h"
#include "engine/pick.h"

/* The steps are those of doc/engine.md, "Quiescence, step by step". */
int tav__qsearch(tav_engine *e, int alpha, int beta, int ply, int qply)
{
    struct tav_position *p = &e->pos;
    ply_stack *s = &e->ss[ply];

    /* Step 1. Initialize the node: count it, stop when the budget is
     * spent, and stand on the evaluation past the deepest ply (at most
     * 2 QuiescencePlies in check: nothing ever leaves the board, so
     * exchanges do not end by themselves as in chess). */
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

    /* Step 2. Stand pat: out of check the side to move may decline every
     * capture, so the evaluation is a lower bound; a quiet leaf where it
     * can neither capture nor promote returns it without generating moves. */
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

    /* Step 3. Generate: the captures and promotions by their own generator
     * (legality by attack tests); in check, or with an en passant square,
     * every legal move, and no move is mate or stalemate (R7, R8). */
    int n;
    if (!in_check && p->ep == NO_SQ) {
        n = tav__gen_tactical(p, s->moves);
#ifdef TAV_ENGINE_VERIFY_QS
        { /* the same moves as the generator's, filtered (a debugging aid) */
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

    /* Step 4. Keep the moves worth searching: out of check, only the single
     * top piece or the whole tower (the splits in between add little to
     * the exchange and much to the tree), no capture that cannot lift the
     * score to alpha (delta pruning) and none whose exchange loses (see.c);
     * order them by what they win. */
    int kept = 0;
    for (int i = 0; i < n; i++) {
        tav_move m = s->moves[i];
        if (!in_check) {
            if (!tactical(m))
                continue;
            if (TAV_MOVE_COUNT(m) != 1 && !(m & TAV_MOVE_WHOLE))
                continue;
        }
        int g = tav__capture_gain(&e->et, p, m);
        if (!in_check && stand + g + e->param[P_DELTA_MARGIN] <= alpha)
            continue;
        if (!in_check && !(m & TAV_MOVE_PROMOTION) && tav__see(p, m) < 0)
            continue;
        s->moves[kept] = m;
        s->scores[kept++] = g * 64 - TAV_MOVE_COUNT(m);
    }
    e->st_qmoves += kept;

    /* Step 5. Search them, best first, until one refutes the node. */
    for (int i = 0; i < kept; i++) {
        tav_move m = tav__pick(s->moves, s->scores, i, kept);
        tav__undo u;
        make(e, ply, m, &u, 0);
        int v = -tav__qsearch(e, -beta, -alpha, ply + 1, qply + 1);
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
