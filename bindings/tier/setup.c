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

tav_setup *tavb_setup_from_state_checked(const char *state, tav_error *err)
{
    tav_setup *s = tavb_setup_from_state(state);
    if (!s)
        tavb__refuse(err, "not a Setup pickle: '%.60s' (tavb_setup_state's text)", state ? state : "");
    return s;
}

int tavb_setup_clear(tav_setup *s)
{
    int sq;
    if (!s)
        return TAV_EINVAL;
    for (sq = 0; sq < 64; sq++)
        tav_setup_clear_square(s, sq);
    return TAV_OK;
}

int tavb_setup_put(tav_setup *s, int sq, long long piece_value, tav_error *err)
{
    char text[128];
    int rc = piece_value >= 0 && piece_value <= 0xffffffffLL ? tav_setup_push_piece(s, sq, (tav_piece)piece_value)
                                                             : TAV_EINVAL;
    if (rc == TAV_EINVAL && s && sq >= 0 && sq < 64)
        snprintf(text, sizeof text, "not a piece: %lld (a kind 1..7, a colour, a badge and marks: tavreli/piece.h)",
                 piece_value);
    else if (rc == TAV_ELIMIT)
        snprintf(text, sizeof text, "a board holds at most 32 pieces, all a game has (R1)");
    if (rc != TAV_OK)
        tavb_set_error(err, rc, rc == TAV_EINVAL || rc == TAV_ELIMIT ? text : NULL);
    return rc;
}

int tavb_setup_set_castling_checked(tav_setup *s, long long castling_rights, tav_error *err)
{
    char text[128];
    int rc = castling_rights >= 0 && castling_rights <= 0xffffffffLL
                 ? tav_setup_set_castling(s, (unsigned)castling_rights)
                 : TAV_EINVAL;
    snprintf(text, sizeof text, "castling rights are an or of the CASTLE_* bits, not %lld", castling_rights);
    if (rc != TAV_OK)
        tavb_set_error(err, rc, text);
    return rc;
}

int tavb_setup_set_clocks_checked(tav_setup *s, long long halfmove_clock, long long fullmove_number, tav_error *err)
{
    char text[128] = "";
    int rc;
    if (halfmove_clock < 0 || halfmove_clock > 0xffffffffLL)
        snprintf(text, sizeof text, "halfmove_clock must be 0..4294967295, not %lld", halfmove_clock);
    else if (fullmove_number < 0 || fullmove_number > 0xffffffffLL)
        snprintf(text, sizeof text, "fullmove_number must be 0..4294967295, not %lld", fullmove_number);
    else if ((rc = tav_setup_set_clocks(s, (unsigned)halfmove_clock, (unsigned)fullmove_number)) == TAV_OK)
        return TAV_OK;
    else if (s)
        snprintf(text, sizeof text, "the fullmove number is at least 1, not %lld", fullmove_number);
    tavb_set_error(err, TAV_EINVAL, text[0] ? text : NULL);
    return TAV_EINVAL;
}
