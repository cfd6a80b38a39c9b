/* The C behind the %extend declarations of the .i files (extend.h): the
 * objects SWIG constructs, and the Position methods Java and Lua share. */
#include <stdlib.h>
#include "extend.h"
#include "tier_impl.h"

tav_error *tavb_error_new(void)
{
    tav_error *e = malloc(sizeof *e);
    if (e)
        tav_error_init(e);
    return e;
}

tav_search_result *tavb_search_result_new(void) { return calloc(1, sizeof(tav_search_result)); }

tav_uci_line *tavb_uci_line_new(void) { return calloc(1, sizeof(tav_uci_line)); }

tav_position *tavb_position_new_checked(tav_error *err)
{
    tav_position *p = tav_position_new();
    if (!p)
        tavb_set_status(err, TAV_ENOMEM, "tav_position_new");
    return p;
}

tav_position *tavb_position_from_tfen_checked(const char *tfen, tav_error *err)
{
    if (!tfen) {
        tavb_set_status(err, TAV_EINVAL, "null TFEN");
        return NULL;
    }
    return tavb_position_from_tfen(tfen, err);
}

tav_position *tavb_position_copy_checked(const tav_position *pos, tav_error *err)
{
    tav_position *p = tavb_position_copy(pos);
    if (!p)
        tavb_set_status(err, TAV_ENOMEM, "tav_position_copy");
    return p;
}

char *tavb_position_tfen_checked(const tav_position *pos, tav_error *err)
{
    char *s = tavb_position_tfen(pos);
    if (!s)
        tavb_set_status(err, TAV_ENOMEM, "tav_position_tfen");
    return s;
}

char *tavb_position_board_checked(const tav_position *pos, tav_error *err)
{
    char *s = tavb_position_board(pos);
    if (!s)
        tavb_set_status(err, TAV_ENOMEM, "tav_position_write_board");
    return s;
}

long long tavb_position_perft_checked(const tav_position *pos, int depth, tav_error *err)
{
    if (depth < 0 || depth > TAV_PERFT_MAX_DEPTH) { /* C counts 0 above it: say why */
        tavb_set_status(err, TAV_EINVAL, "perft depth must be 0..64 (TAV_PERFT_MAX_DEPTH)");
        return -1;
    }
    int64_t n = tavb_perft(pos, (unsigned)depth);
    if (n < 0)
        tavb_set_status(err, TAV_ENOMEM, "perft");
    return (long long)n;
}

tav_move tavb_position_parse_checked(const tav_position *pos, const char *text, tav_error *err)
{
    if (!text) {
        tavb_set_status(err, TAV_EINVAL, "null move text");
        return TAV_NO_MOVE;
    }
    return tavb_move_parse(pos, text, err);
}

tav_move tavb_position_push_text(tav_position *pos, const char *text, tav_error *err)
{
    tav_move m = tavb_position_parse_checked(pos, text, err);
    if (m == TAV_NO_MOVE)
        return TAV_NO_MOVE;
    int64_t r = tavb_push(pos, m);
    if (r < 0) {
        tavb_set_status(err, (int)r, text);
        return TAV_NO_MOVE;
    }
    return (tav_move)r;
}

tav_move tavb_position_push_checked(tav_position *pos, tav_move m, tav_error *err)
{
    int64_t r = tavb_push(pos, m);
    if (r < 0) {
        char *text = tavb_move_format(m);
        tavb_set_status(err, (int)r, text ? text : "move");
        free(text);
        return TAV_NO_MOVE;
    }
    return (tav_move)r;
}

tav_move tavb_position_pop_checked(tav_position *pos, tav_error *err)
{
    int64_t r = tavb_pop(pos);
    if (r < 0) {
        tavb_set_status(err, (int)r, "pop");
        return TAV_NO_MOVE;
    }
    return (tav_move)r;
}
