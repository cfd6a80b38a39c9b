/* What a legal move does to the rules' counters (R8): whether it resets
 * the fifty-move count, whether a position before it can come again. */
#include "tier_impl.h"

/* The position after the legal move (or null move) m of pos, or NULL with
 * err filled as tavb_move_error() fills it. */
static tav_position *after(const tav_position *pos, long long move, tav_error *err)
{
    int64_t m = tavb_move_value(move, err), rc;
    tav_position *next;
    if (m < 0)
        return NULL;
    if (!(next = tav_position_copy(pos))) {
        tavb_set_status(err, TAV_ENOMEM, NULL);
        return NULL;
    }
    if ((rc = tavb_push(next, (tav_move)m)) < 0) {
        tav_position_free(next);
        tavb_move_error(pos, (tav_move)m, (int)rc, err);
        return NULL;
    }
    return next;
}

int tavb_move_is_zeroing(const tav_position *pos, long long move, tav_error *err)
{
    tav_position *next = after(pos, move, err);
    if (!next)
        return TAV_EILLEGAL;
    int zeroing = tav_position_halfmove_clock(next) == 0;
    tav_position_free(next);
    return zeroing;
}

int tavb_move_is_irreversible(const tav_position *pos, long long move, tav_error *err)
{
    tav_move moves[TAV_MAX_MOVES];
    tav_position *next = after(pos, move, err);
    int n = next ? tav_position_legal_moves(pos, moves, TAV_MAX_MOVES) : 0, i, lost;
    if (!next)
        return TAV_EILLEGAL;
    lost = tav_position_castling(next) != tav_position_castling(pos);
    tav_position_free(next);
    for (i = 0; i < n && !lost; i++)
        lost = (moves[i] & TAV_MOVE_EN_PASSANT) != 0; /* a legal en passant given up (R5) */
    return lost;
}

int tavb_move_gives_check(const tav_position *pos, long long move, tav_error *err)
{
    int64_t m = tavb_move_value(move, err);
    int r = m < 0 ? (int)m : tav_position_gives_check(pos, (tav_move)m);
    if (m >= 0 && r < 0)
        tavb_move_error(pos, (tav_move)m, r, err);
    return r;
}
