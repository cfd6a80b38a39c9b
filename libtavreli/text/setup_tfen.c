/* A setup as TFEN, and a setup made a position by the TFEN reader, which
 * checks the rules of R10 (tavreli/setup.h). */
#include "core/position_impl.h"
#include "core/setup_board.h"
#include "base/fail.h"
#include "tavreli/setup.h"
#include "text/tfen.h"

int tav_setup_tfen(const tav_setup *s, char *buf, size_t size)
{
    if (!s || !buf)
        return TAV_EINVAL;
    struct tav_position p;
    tav__setup_board(s, &p);
    return tav_position_tfen(&p, buf, size);
}

int tav_setup_position(const tav_setup *s, tav_position **out, tav_error *err)
{
    char text[TAV_TFEN_MAX + 1];
    if (out)
        *out = NULL;
    if (!s || !out)
        return tav__fail(err, TAV_EINVAL, 0, -1, -1, 0, "NULL argument");
    int n = tav_setup_tfen(s, text, sizeof text);
    if (n < 0)
        return n; /* cannot happen: 32 pieces always fit */
    return tav_position_from_tfen(out, text, err);
}
