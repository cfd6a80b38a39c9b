/* SVG options by the names a user writes (tavreli/svg.h): colours as text,
 * roles by name, each refused with a message naming what was wrong, so the
 * languages pass the user's options on as they are. */
#include <stdio.h>
#include "tier_impl.h"

#define TAVB_SVG_COLORS "write #rgb, #rrggbb, #rrggbbaa or a name such as 'red'"
#define TAVB_SVG_ROLES \
    "e.g. 'square light', 'square dark', 'margin', 'coord', 'arrow', 'white', 'black', 'promoted'"

int64_t tavb_svg_color_checked(const char *svg_color, tav_error *err)
{
    tav_svg_color c = 0;
    if (svg_color && tav_svg_parse_color(svg_color, &c) == TAV_OK)
        return (int64_t)c;
    return tavb__refuse(err, "not a colour: '%s' (" TAVB_SVG_COLORS ")", svg_color ? svg_color : "");
}

int tavb_svg_set_color_named(tav_svg_options *o, const char *svg_role, const char *svg_color, tav_error *err)
{
    int role = svg_role ? tav_svg_color_role_parse(svg_role) : -1;
    int64_t c;
    if (!o)
        return tavb__refuse(err, "no SVG options");
    if (role < 0)
        return tavb__refuse(err, "not a colour role: '%s' (" TAVB_SVG_ROLES ")", svg_role ? svg_role : "");
    if ((c = tavb_svg_color_checked(svg_color, err)) < 0)
        return TAV_EINVAL;
    return tavb_svg_set_color(o, role, (uint32_t)c);
}

int tavb_svg_fill_named(tav_svg_options *o, int sq, const char *svg_color, tav_error *err)
{
    int64_t c;
    if (!o || sq < 0 || sq > 63)
        return tavb__refuse(err, "fill: not a square: %d", sq);
    if ((c = tavb_svg_color_checked(svg_color, err)) < 0)
        return TAV_EINVAL;
    return tavb_svg_set_fill(o, sq, (uint32_t)c);
}

int tavb_svg_add_arrow_named(tav_svg_options *o, int from, int to, const char *svg_arrow_color, tav_error *err)
{
    int64_t c = svg_arrow_color ? tavb_svg_color_checked(svg_arrow_color, err) : 0;
    char limit[32];
    int rc;
    if (c < 0)
        return TAV_EINVAL;
    rc = tavb_svg_add_arrow(o, from, to, (uint32_t)c);
    if (rc == TAV_EINVAL)
        return tavb__refuse(err, "arrow: not a square: %d or %d", from, to);
    snprintf(limit, sizeof limit, "arrows: at most %d", TAV_SVG_MAX_ARROWS);
    if (rc != TAV_OK)
        tavb_set_error(err, rc, rc == TAV_ELIMIT ? limit : NULL);
    return rc;
}
