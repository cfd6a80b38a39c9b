/* perft and divide (R12) with the depth checked and named in the error,
 * and the divide in the byte order of the moves' texts, as the CLI and the
 * perft data files list it. */
#include <stdlib.h>
#include <string.h>
#include "tier_impl.h"

static int depth_checked(long long perft_depth, long long least, tav_error *err)
{
    if (perft_depth < least)
        return tavb__refuse(err, "depth must be at least %lld, not %lld", least, perft_depth);
    if (perft_depth > TAV_PERFT_MAX_DEPTH)
        return tavb__refuse(err, "depth must be at most %d (PERFT_MAX_DEPTH), not %lld", TAV_PERFT_MAX_DEPTH,
                            perft_depth);
    return TAV_OK;
}

int64_t tavb_perft_checked(const tav_position *pos, long long perft_depth, tav_error *err)
{
    int64_t n;
    if (depth_checked(perft_depth, 0, err) != TAV_OK)
        return TAV_EINVAL;
    n = tavb_perft(pos, (unsigned)perft_depth);
    if (n < 0)
        tavb_set_status(err, TAV_ENOMEM, "perft");
    return n < 0 ? TAV_ENOMEM : n;
}

static int by_text(const void *a, const void *b)
{
    char x[TAV_MOVE_TEXT_MAX + 1] = "", y[TAV_MOVE_TEXT_MAX + 1] = "";
    tav_move_format(((const tav_divide_entry *)a)->move, x, sizeof x);
    tav_move_format(((const tav_divide_entry *)b)->move, y, sizeof y);
    return strcmp(x, y);
}

int tavb_divide_sorted(const tav_position *pos, long long perft_depth, tav_divide_entry *DIVIDE_OUT, tav_error *err)
{
    int n = depth_checked(perft_depth, 1, err);
    if (n == TAV_OK)
        n = tavb_divide(pos, (unsigned)perft_depth, DIVIDE_OUT);
    if (n > 0)
        qsort(DIVIDE_OUT, (size_t)n, sizeof *DIVIDE_OUT, by_text);
    else if (n < 0 && n != TAV_EINVAL)
        tavb_set_status(err, n, "divide");
    else if (n < 0 && err && err->code == TAV_OK)
        tavb_set_error(err, n, NULL);
    return n < 0 ? 0 : n;
}
