/* Texts read with their length (a language's string may hold a NUL
 * character): a TFEN (R10) and a move (R9), the error located at the NUL as
 * at any other character that cannot be read. */
#include <string.h>
#include "tier_impl.h"

/* The text, or the start position's TFEN for UCI's name of it (R1). */
static const char *named(const char *tfen_text, size_t tfen_length)
{
    return tfen_text && tfen_length == 8 && !memcmp(tfen_text, "startpos", 8) ? TAV_START_TFEN : tfen_text;
}

tav_position *tavb_position_read(const char *tfen_text, size_t tfen_length, tav_error *err)
{
    if (tavb__refuse_nul(err, TAV_ETFEN, "TFEN", tfen_text, tfen_length) != TAV_OK)
        return NULL;
    return tavb_position_from_tfen(named(tfen_text, tfen_length), err);
}

int tavb_position_set_read(tav_position *pos, const char *tfen_text, size_t tfen_length, tav_error *err)
{
    int rc = tavb__refuse_nul(err, TAV_ETFEN, "TFEN", tfen_text, tfen_length);
    if (rc == TAV_OK)
        rc = tav_position_set_tfen(pos, named(tfen_text, tfen_length), err);
    if (rc != TAV_OK && err && err->code == TAV_OK)
        err->code = rc;
    return rc;
}

tav_move tavb_move_read(const tav_position *pos, const char *move_text, size_t move_length, tav_error *err)
{
    tav_move m = TAV_NO_MOVE;
    int rc = tav_move_parse_n(pos, move_text, move_length, &m, err);
    if (rc != TAV_OK) {
        if (err && err->code == TAV_OK)
            err->code = rc;
        return TAV_NO_MOVE;
    }
    return m;
}

tav_move tavb_move_read_or_null(const tav_position *pos, const char *move_text, size_t move_length,
                                const char *null_text, tav_error *err)
{
    if (!null_text || !move_text || strlen(null_text) != move_length || memcmp(move_text, null_text, move_length))
        return tavb_move_read(pos, move_text, move_length, err);
    if (!pos || tav_position_in_check(pos))
        tavb_move_error(pos, TAV_NULL_MOVE, pos ? TAV_EILLEGAL : TAV_EINVAL, err);
    return TAV_NULL_MOVE;
}
