/* Making positions from TFEN (R10): a given TFEN, and replacing a
 * position's board by a TFEN. (The start position: core/start.c.) */
#include <stdlib.h>
#include <string.h>
#include "core/position_impl.h"
#include "base/fail.h"
#include "text/tfen.h"

int tav_position_from_tfen(tav_position **out, const char *tfen, tav_error *err)
{
    if (!out || !tfen) {
        if (out)
            *out = NULL;
        return tav__fail(err, TAV_EINVAL, 0, -1, -1, 0, "NULL argument");
    }
    *out = NULL;
    tav_position *p = calloc(1, sizeof *p);
    if (!p)
        return tav__fail(err, TAV_ENOMEM, 0, -1, -1, 0, "out of memory");
    int rc = tav__parse_tfen(tfen, p, err);
    if (rc) {
        free(p);
        return rc;
    }
    *out = p;
    return TAV_OK;
}

int tav_position_set_tfen(tav_position *pos, const char *tfen, tav_error *err)
{
    struct tav_position tmp;
    if (!pos || !tfen)
        return tav__fail(err, TAV_EINVAL, 0, -1, -1, 0, "NULL argument");
    int rc = tav__parse_tfen(tfen, &tmp, err);
    if (rc)
        return rc;
    memcpy(pos, &tmp, BOARD_BYTES);
    pos->hist_len = 0;
    return TAV_OK;
}
