/* Piece and move values made from their parts or taken from a language's
 * int, checked, the error naming what is wrong (tavreli/piece.h, move.h). */
#include <stdlib.h>
#include "tier_impl.h"

int64_t tavb_move_value(long long move, tav_error *err)
{
    if (move >= 0 && move <= (long long)TAV_MOVE_VALID_BITS)
        return move;
    if (move < 0 || move > 0xffffffffLL)
        return tavb__refuse(err, "not a move value: %lld (a tav_move is an unsigned 32-bit value)", move);
    return tavb__refuse(err, "not a move value: %#llx has bits outside TAV_MOVE_VALID_BITS (%#x)", move,
                        (unsigned)TAV_MOVE_VALID_BITS);
}

int tavb_move_value_is_legal(const tav_position *pos, long long move_value)
{
    return move_value >= 0 && move_value <= (long long)TAV_MOVE_VALID_BITS
           && tav_position_is_legal(pos, (tav_move)move_value) == 1;
}

int tavb_square_distance(int a, int b, int manhattan)
{
    int files, ranks;
    if (a < 0 || a > 63 || b < 0 || b > 63)
        return TAV_EINVAL;
    files = abs((a & 7) - (b & 7));
    ranks = abs((a >> 3) - (b >> 3));
    return manhattan ? files + ranks : files > ranks ? files
                                                     : ranks;
}

int64_t tavb_move_made(int source, int destination, int move_count, tav_error *err)
{
    if (move_count < 1 || move_count > 32)
        return tavb__refuse(err, "a move's count is 1..32 pieces, not %d", move_count);
    if (source == destination) {
        char name[3] = "?";
        tav_square_name(source, name);
        return tavb__refuse(err, "a move goes somewhere: source and destination are both %s", name);
    }
    tav_move m = tav_move_make(source, destination, move_count);
    if (m == TAV_NO_MOVE)
        return tavb__refuse(err, "not a move: squares are 0..63, not %d and %d", source, destination);
    return m;
}

int64_t tavb_piece_make(int piece_type, int colour, int badge, int promoted, int virgin, tav_error *err)
{
    if (piece_type < TAV_KING || piece_type > TAV_HELGI)
        return tavb__refuse(err, "not a kind: %d (piece_type is KING, QUEEN, ..., HELGI)", piece_type);
    if (badge != -1 && (badge < TAV_KING || badge > TAV_HELGI))
        return tavb__refuse(err, "not a kind: %d (badge is KING, QUEEN, ..., HELGI, or none)", badge);
    if (colour != TAV_WHITE && colour != TAV_BLACK)
        return tavb__refuse(err, "not a colour: %d", colour);
    return (int64_t)piece_type | (int64_t)colour << 3 | (int64_t)(badge < 0 ? 0 : badge) << 4 | (int64_t)(promoted != 0) << 7 | (int64_t)(virgin != 0) << 8;
}

int64_t tavb_piece_of_symbol(const char *symbol_text, size_t symbol_length, tav_error *err)
{
    int kind;
    for (kind = TAV_KING; symbol_text && symbol_length == 1 && kind <= TAV_HELGI; kind++)
        if (tav_kind_letter((tav_kind)kind) == symbol_text[0])
            return kind | TAV_WHITE << 3;
        else if (tav_kind_letter((tav_kind)kind) - 'A' + 'a' == symbol_text[0])
            return kind | TAV_BLACK << 3;
    return tavb__refuse(err, "not a piece symbol: '%.*s' (one of K Q R B N P H, upper case white, lower case black)",
                        (int)(symbol_length < 8 ? symbol_length : 8), symbol_text ? symbol_text : "");
}

int64_t tavb_move_find(const tav_position *pos, int source, int destination, int move_count, tav_error *err)
{
    int height = pos ? tav_position_height(pos, source) : 0;
    int64_t m = tavb_move_made(source, destination, move_count >= 0 ? move_count : height > 1 ? height
                                                                                              : 1,
                               err);
    tav_move legal;
    if (m < 0)
        return m;
    if (!pos || (legal = tav_position_find_move(pos, (tav_move)m)) == TAV_NO_MOVE) {
        tavb_move_error(pos, (tav_move)m, pos ? TAV_EILLEGAL : TAV_EINVAL, err);
        return pos ? TAV_EILLEGAL : TAV_EINVAL;
    }
    return legal;
}
