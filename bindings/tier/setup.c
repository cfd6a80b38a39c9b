/* Building positions square by square (tavreli/setup.h) for the
 * languages. */
#include <stdio.h>
#include "tier_impl.h"

tav_setup *tavb_setup_new(void)
{
    return tav_setup_new();
}

tav_setup *tavb_setup_from_position(const tav_position *pos)
{
    return tav_setup_from_position(pos);
}

char *tavb_setup_tfen(const tav_setup *s)
{
    char buf[TAV_TFEN_MAX + 1];
    if (tav_setup_tfen(s, buf, sizeof buf) < 0)
        return NULL;
    return tavb__strdup(buf);
}

tav_position *tavb_setup_position(const tav_setup *s, tav_error *err)
{
    tav_position *p = NULL;
    int rc = tav_setup_position(s, &p, err);
    if (rc != TAV_OK && err && err->code == TAV_OK)
        err->code = rc;
    return rc == TAV_OK ? p : NULL;
}

char *tavb_setup_state(const tav_setup *s)
{
    /* at most 32 pieces (R1), "63:4294967295 " each, then the fields */
    char buf[32 * 14 + 80];
    int sq, i, n = 0;
    if (!s)
        return NULL;
    for (sq = 0; sq < 64; sq++)
        for (i = 0; i < tav_setup_height(s, sq) && n < 32 * 14; i++)
            n += snprintf(buf + n, sizeof buf - (size_t)n, "%d:%lu ", sq, (unsigned long)tav_setup_piece(s, sq, i));
    snprintf(buf + n, sizeof buf - (size_t)n, "/ %d %u %d %u %u", tav_setup_turn(s), tav_setup_castling(s),
             tav_setup_ep_square(s), tav_setup_halfmove(s), tav_setup_fullmove(s));
    return tavb__strdup(buf);
}

tav_setup *tavb_setup_from_state(const char *state)
{
    tav_setup *s = state ? tav_setup_new() : NULL;
    const char *at = state;
    int sq, turn, ep, n = 0, rc = s ? TAV_OK : TAV_EINVAL;
    unsigned long piece;
    unsigned castling, halfmove, fullmove;
    while (rc == TAV_OK && *at != '/') {
        if (sscanf(at, "%d:%lu %n", &sq, &piece, &n) != 2 || piece > 0xffffffffUL)
            rc = TAV_EINVAL;
        else
            rc = tav_setup_push_piece(s, sq, (tav_piece)piece);
        at += n;
    }
    if (rc == TAV_OK
        && (sscanf(at, "/ %d %u %d %u %u%n", &turn, &castling, &ep, &halfmove, &fullmove, &n) != 5 || at[n]))
        rc = TAV_EINVAL;
    /* The fields as set, checked as the setters check them (not as a
     * position: the board may be illegal). */
    if (rc == TAV_OK && (tav_setup_set_turn(s, (tav_color)turn) != TAV_OK || tav_setup_set_castling(s, castling) != TAV_OK || tav_setup_set_ep_square(s, ep) != TAV_OK || tav_setup_set_clocks(s, halfmove, fullmove) != TAV_OK))
        rc = TAV_EINVAL;
    if (rc != TAV_OK) {
        tav_setup_free(s);
        return NULL;
    }
    return s;
}
