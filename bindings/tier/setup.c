/* Building positions square by square (tavreli/setup.h) for the
 * languages. */
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
