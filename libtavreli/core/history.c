/* Legal moves seen from outside, pushing and popping moves with a history,
 * and the end of the game (R7, R8). */
#include <stdlib.h>
#include <string.h>
#include "core/position_impl.h"
#include "core/zobrist.h"
#include "core/attacks.h"
#include "core/make_move.h"
#include "core/movegen.h"
#include "core/history.h"
#include "base/grow.h"

int tav_position_legal_moves(const tav_position *p, tav_move *moves, size_t size)
{
    tav_move all[TAV_MAX_MOVES];
    if (!p || (!moves && size))
        return TAV_EINVAL;
    if (size >= TAV_MAX_MOVES)
        return tav__gen_legal(p, moves);
    int n = tav__gen_legal(p, all);
    if ((size_t)n > size)
        return TAV_EBUFSIZE;
    memcpy(moves, all, (size_t)n * sizeof *moves);
    return n;
}

int tav_position_count_moves(const tav_position *p)
{
    return p ? (int)tav__count_legal(p) : TAV_EINVAL;
}

tav_move tav_position_find_move(const tav_position *p, tav_move m)
{
    tav_move all[TAV_MAX_MOVES];
    if (!p || (m & ~TAV_MOVE_VALID_BITS))
        return TAV_NO_MOVE;
    int n = tav__gen_legal(p, all);
    for (int i = 0; i < n; i++)
        if (TAV_MOVE_IDENTITY(all[i]) == TAV_MOVE_IDENTITY(m))
            return all[i];
    return TAV_NO_MOVE;
}

/* R8: positions repeat when towers, side to move, castling rights and the
 * en passant capture possibilities agree. The en passant square counts
 * only when an en passant capture is legal. */
uint64_t tav__rep_key(const struct tav_position *p)
{
    if (p->ep == NO_SQ)
        return p->key;
    tav_move all[TAV_MAX_MOVES];
    int n = tav__gen_legal(p, all);
    for (int i = 0; i < n; i++)
        if (all[i] & TAV_MOVE_EN_PASSANT)
            return p->key;
    return p->key ^ tav__z_ep(p->ep);
}

/* Play m (legal, or TAV_NULL_MOVE) and record it in the history with the
 * repetition key of the position before it. */
static int record(struct tav_position *p, tav_move m)
{
    tav__history_entry *h = tav__grow(p->hist, sizeof *h, p->hist_len + 1, &p->hist_cap, 64);
    if (!h)
        return TAV_ENOMEM;
    p->hist = h;
    tav__history_entry *e = &p->hist[p->hist_len];
    e->move = m;
    e->rep_key = tav__rep_key(p);
    if (m == TAV_NULL_MOVE)
        tav__do_null(p, &e->undo);
    else
        tav__do_move(p, m, &e->undo);
    p->hist_len++;
    return TAV_OK;
}

int tav_position_push(tav_position *p, tav_move m)
{
    if (!p || (m & ~TAV_MOVE_VALID_BITS))
        return TAV_EINVAL;
    tav_move legal = tav_position_find_move(p, m);
    if (legal == TAV_NO_MOVE)
        return TAV_EILLEGAL;
    return record(p, legal);
}

/* Not a move of the rules (R2-R7 have no pass); refused in check because
 * the position after it would have the side not to move in check, which
 * R10 rejects and R7 forbids. Recorded as TAV_NULL_MOVE; its entry keeps
 * the repetition key of the position before it, as a move's does, so R8's
 * count goes on through it (python-chess's is_repetition() also walks back
 * through a null move, which is not a zeroing move). */
int tav_position_push_null(tav_position *p)
{
    if (!p)
        return TAV_EINVAL;
    if (tav__in_check(p, p->turn))
        return TAV_EILLEGAL;
    return record(p, TAV_NULL_MOVE);
}

int tav_position_pop(tav_position *p, tav_move *out)
{
    if (!p)
        return TAV_EINVAL;
    if (!p->hist_len)
        return TAV_EEMPTY;
    tav__history_entry *e = &p->hist[--p->hist_len];
    if (e->move == TAV_NULL_MOVE)
        tav__undo_null(p, &e->undo);
    else
        tav__undo_move(p, e->move, &e->undo);
    if (out)
        *out = e->move;
    return TAV_OK;
}

size_t tav_position_history_length(const tav_position *p) { return p ? p->hist_len : 0; }

tav_move tav_position_history_move(const tav_position *p, size_t i)
{
    return p && i < p->hist_len ? p->hist[i].move : TAV_NO_MOVE;
}

int tav_position_in_check(const tav_position *p) { return p ? tav__in_check(p, p->turn) : 0; }

tav_end tav_position_end(const tav_position *p)
{
    if (!p || tav__count_legal(p))
        return TAV_END_NONE;
    return tav__in_check(p, p->turn) ? TAV_END_CHECKMATE : TAV_END_STALEMATE;
}

int tav_position_is_checkmate(const tav_position *p) { return tav_position_end(p) == TAV_END_CHECKMATE; }
int tav_position_is_stalemate(const tav_position *p) { return tav_position_end(p) == TAV_END_STALEMATE; }

/* The whole history is searched: in Tavreli a pawn carried by a tower can
 * go back and a tower can come apart again, so no move is irreversible. */
int tav_position_repetitions(const tav_position *p)
{
    if (!p)
        return TAV_EINVAL;
    uint64_t now = tav__rep_key(p);
    int n = 1;
    for (size_t i = 0; i < p->hist_len; i++)
        if (p->hist[i].rep_key == now)
            n++;
    return n;
}

/* R8: a draw is claimed during the game; once it is over on the board
 * (checkmate, stalemate) there is nothing left to claim. */
int tav_position_can_claim_threefold(const tav_position *p)
{
    return tav_position_repetitions(p) >= 3 && tav_position_end(p) == TAV_END_NONE;
}

int tav_position_can_claim_fifty(const tav_position *p)
{
    return p && p->halfmove >= 100 && tav_position_end(p) == TAV_END_NONE;
}
