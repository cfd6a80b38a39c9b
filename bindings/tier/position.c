/* Positions, moves, perft and divide for the languages (tavreli/position.h,
 * move.h, perft.h). */
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
