/* Positions, moves, perft and divide for the languages (tavreli/position.h,
 * move.h, perft.h). */
#include <stdio.h>
#include <stdlib.h>
#include "tier_impl.h"

tav_position *tavb_position_new(void)
{
    return tav_position_new();
}

tav_position *tavb_position_from_tfen(const char *tfen, tav_error *err)
{
    tav_position *p = NULL;
    int rc = tav_position_from_tfen(&p, tfen, err);
    if (rc != TAV_OK && err && err->code == TAV_OK)
        err->code = rc;
    return rc == TAV_OK ? p : NULL;
}

tav_position *tavb_position_copy(const tav_position *pos)
{
    return tav_position_copy(pos);
}

char *tavb_position_tfen(const tav_position *pos)
{
    char buf[TAV_TFEN_MAX + 1];
    if (tav_position_tfen(pos, buf, sizeof buf) < 0)
        return NULL;
    return tavb__strdup(buf);
}

char *tavb_position_board(const tav_position *pos)
{
    char *text;
    int rc = tav_position_write_board_alloc(pos, &text, NULL);
    return tavb_text(rc, text, NULL, NULL);
}

char *tavb_move_format(tav_move m)
{
    char buf[TAV_MOVE_TEXT_MAX + 1];
    if (tav_move_format(m, buf, sizeof buf) < 0)
        return NULL;
    return tavb__strdup(buf);
}

char *tavb_square_name(int sq)
{
    char buf[3];
    if (tav_square_name(sq, buf) != TAV_OK)
        return NULL;
    return tavb__strdup(buf);
}

int tavb_legal_moves(const tav_position *pos, tav_move *LEGAL_MOVES_OUT)
{
    return tav_position_legal_moves(pos, LEGAL_MOVES_OUT, TAV_MAX_MOVES);
}

int64_t tavb_push(tav_position *pos, tav_move m)
{
    int rc = m == TAV_NULL_MOVE ? tav_position_push_null(pos) : tav_position_push(pos, m);
    if (rc != TAV_OK)
        return rc;
    return tav_position_history_move(pos, tav_position_history_length(pos) - 1);
}

int64_t tavb_pop(tav_position *pos)
{
    tav_move m = TAV_NO_MOVE;
    int rc = tav_position_pop(pos, &m);
    return rc == TAV_OK ? (int64_t)m : rc;
}

int64_t tavb_peek(const tav_position *pos)
{
    size_t n = pos ? tav_position_history_length(pos) : 0;
    if (!pos)
        return TAV_EINVAL;
    return n ? (int64_t)tav_position_history_move(pos, n - 1) : TAV_EEMPTY;
}

tav_move tavb_move_parse(const tav_position *pos, const char *text, tav_error *err)
{
    tav_move m = TAV_NO_MOVE;
    int rc = tav_move_parse(pos, text, &m, err);
    if (rc != TAV_OK) {
        if (err && err->code == TAV_OK)
            err->code = rc;
        return TAV_NO_MOVE;
    }
    return m;
}

int64_t tavb_perft(const tav_position *pos, unsigned depth)
{
    tav_position *copy = tav_position_copy(pos);
    uint64_t n;
    if (!copy)
        return -1;
    TAVB_BEGIN_UNLOCKED
    n = tav_perft(copy, depth);
    TAVB_END_UNLOCKED
    tav_position_free(copy);
    return (int64_t)n;
}

int tavb_divide(const tav_position *pos, unsigned depth, tav_divide_entry *DIVIDE_OUT)
{
    tav_position *copy = tav_position_copy(pos);
    int n;
    if (!copy)
        return TAV_ENOMEM;
    TAVB_BEGIN_UNLOCKED
    n = tav_divide(copy, depth, DIVIDE_OUT, TAV_MAX_MOVES);
    TAVB_END_UNLOCKED
    tav_position_free(copy);
    return n;
}

tav_position *tavb_position_copy_last(const tav_position *pos, long keep)
{
    tav_position *copy = tav_position_copy(pos);
    size_t n = copy ? tav_position_history_length(copy) : 0, i;
    tav_move *moves;
    char tfen[TAV_TFEN_MAX + 1];
    int rc = TAV_OK;
    if (!copy || keep < 0 || (size_t)keep >= n)
        return copy;
    moves = (tav_move *)malloc((keep ? (size_t)keep : 1) * sizeof *moves);
    if (!moves) {
        tav_position_free(copy);
        return NULL;
    }
    for (i = 0; i < (size_t)keep; i++)
        moves[i] = tav_position_history_move(copy, n - (size_t)keep + i);
    /* Back to where the kept moves start, then that position alone: the
     * moves before it no longer count for repetitions (R8). */
    for (i = 0; i < (size_t)keep && rc == TAV_OK; i++)
        rc = tav_position_pop(copy, NULL);
    if (rc == TAV_OK && tav_position_tfen(copy, tfen, sizeof tfen) < 0)
        rc = TAV_ENOMEM;
    if (rc == TAV_OK)
        rc = tav_position_set_tfen(copy, tfen, NULL);
    for (i = 0; i < (size_t)keep && rc == TAV_OK; i++)
        rc = tavb_push(copy, moves[i]) < 0 ? TAV_ENOMEM : TAV_OK;
    free(moves);
    if (rc != TAV_OK) {
        tav_position_free(copy);
        return NULL;
    }
    return copy;
}

void tavb_move_error(const tav_position *pos, tav_move m, int rc, tav_error *err)
{
    char text[TAV_MOVE_TEXT_MAX + 1];
    if (!err)
        return;
    tav_error_init(err);
    err->code = rc;
    if (rc != TAV_EILLEGAL || !pos) {
        tavb_set_status(err, rc, NULL);
    } else if (m == TAV_NULL_MOVE) {
        snprintf(err->message, sizeof err->message,
                 "the null move is not legal in check: %s may not pass and leave its king attacked (R7)",
                 tav_position_turn(pos) == TAV_WHITE ? "white" : "black");
    } else {
        if (tav_move_format(m, text, sizeof text) < 0)
            snprintf(text, sizeof text, "%#lx", (unsigned long)m);
        snprintf(err->message, sizeof err->message, "%s is not a legal move here", text);
        err->square = (int)(m & 63);
    }
}

tav_position *tavb_position_mirror(const tav_position *pos, tav_error *err)
{
    tav_setup *from = tav_setup_from_position(pos), *to = tav_setup_new();
    tav_position *out = NULL;
    unsigned c = pos ? tav_position_castling(pos) : 0;
    int sq, i, ep = pos ? tav_position_ep_square(pos) : TAV_NO_SQUARE;
    int rc = from && to ? TAV_OK : TAV_ENOMEM;
    /* Ranks flipped, every piece of every tower the other colour (its
     * badge and marks kept, R1), the other side to move. */
    for (sq = 0; sq < 64 && rc == TAV_OK; sq++)
        for (i = 0; i < tav_setup_height(from, sq) && rc == TAV_OK; i++)
            rc = tav_setup_push_piece(to, sq ^ 56, tav_setup_piece(from, sq, i) ^ 8u);
    if (rc == TAV_OK) {
        tav_setup_set_turn(to, tav_position_turn(pos) == TAV_WHITE ? TAV_BLACK : TAV_WHITE);
        tav_setup_set_castling(to, (c & 3u) << 2 | (c >> 2 & 3u));
        tav_setup_set_ep_square(to, ep >= 0 && ep < 64 ? ep ^ 56 : TAV_NO_SQUARE);
        tav_setup_set_clocks(to, tav_position_halfmove_clock(pos), tav_position_fullmove_number(pos));
        rc = tav_setup_position(to, &out, err); /* err located by the TFEN rules */
    } else {
        tavb_set_status(err, rc, NULL);
    }
    tav_setup_free(from);
    tav_setup_free(to);
    return rc == TAV_OK ? out : NULL;
}

int64_t tavb_move_parse_then(const tav_position *pos, size_t ply, uint64_t key, const char *text)
{
    size_t n = pos ? tav_position_history_length(pos) : 0;
    tav_position *copy = NULL;
    tav_move m = TAV_NO_MOVE;
    if (!pos || !text || n < ply)
        return -1;
    if (n > ply || tav_position_hash(pos) != key) {
        /* The position has moved on: a copy taken back to then, if the
         * history still leads there. */
        if (!(copy = tav_position_copy(pos)))
            return -1;
        while (n-- > ply)
            tav_position_pop(copy, NULL);
        if (tav_position_hash(copy) != key) {
            tav_position_free(copy);
            return -1;
        }
    }
    if (tav_move_parse(copy ? copy : pos, text, &m, NULL) != TAV_OK)
        m = TAV_NO_MOVE;
    tav_position_free(copy);
    return (int64_t)m;
}
