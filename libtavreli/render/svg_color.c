/* SVG renderer: colours (tav_svg_parse_color, the default palette). */
#include <string.h>
#include "render/render.h"

static const tav_svg_color defaults[TAV_SVG_COLOR_ROLES] = {
    [TAV_SVG_LIGHT] = 0xf0d9b5ffu,
    [TAV_SVG_DARK] = 0xb58863ffu,
    [TAV_SVG_MARGIN] = 0x3a3a3affu,
    [TAV_SVG_COORD] = 0xeeeeeeffu,
    [TAV_SVG_LASTMOVE_LIGHT] = 0xcdd16affu,
    [TAV_SVG_LASTMOVE_DARK] = 0xaaa23bffu,
    [TAV_SVG_CHECK] = 0xff0000ffu,
    [TAV_SVG_ARROW] = 0x15781bccu,
    [TAV_SVG_MARK] = 0x1565c0ccu,
    [TAV_SVG_WHITE_FILL] = 0xffffffffu,
    [TAV_SVG_WHITE_INK] = 0x111111ffu,
    [TAV_SVG_BLACK_FILL] = 0x222222ffu,
    [TAV_SVG_BLACK_INK] = 0xffffffffu,
    [TAV_SVG_PROMOTED] = 0xe8a800ffu,
    [TAV_SVG_HEIGHT] = 0xc62828ffu,
};

tav_svg_color tav__svg_default_color(int role)
{
    return role >= 0 && role < TAV_SVG_COLOR_ROLES ? defaults[role] : 0;
}

static int hex_digit(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

static const struct {
    const char *name;
    tav_svg_color color;
} names[] = {
    { "black", 0x000000ffu },
    { "white", 0xffffffffu },
    { "red", 0xff0000ffu },
    { "green", 0x008000ffu },
    { "blue", 0x0000ffffu },
    { "yellow", 0xffff00ffu },
    { "orange", 0xffa500ffu },
    { "purple", 0x800080ffu },
    { "grey", 0x808080ffu },
    { "gray", 0x808080ffu },
    { "transparent", 0x00000001u },
};

int tav_svg_parse_color(const char *text, tav_svg_color *out)
{
    if (!text || !out)
        return TAV_EINVAL;
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strcmp(text, names[i].name) == 0) {
            *out = names[i].color;
            return TAV_OK;
        }
    if (text[0] != '#')
        return TAV_EINVAL;
    size_t n = strlen(text + 1);
    if (n != 3 && n != 4 && n != 6 && n != 8)
        return TAV_EINVAL;
    int d[8];
    for (size_t i = 0; i < n; i++)
        if ((d[i] = hex_digit(text[1 + i])) < 0)
            return TAV_EINVAL;
    tav_svg_color c = 0;
    if (n <= 4) { /* #rgb(a): each digit doubled */
        for (size_t i = 0; i < n; i++)
            c = (c << 8) | (tav_svg_color)(d[i] * 17);
    } else {
        for (size_t i = 0; i < n; i += 2)
            c = (c << 8) | (tav_svg_color)(d[i] * 16 + d[i + 1]);
    }
    if (n == 3 || n == 6)
        c = (c << 8) | 0xffu;
    *out = c ? c : 0x00000001u; /* 0 means "default" in the options */
    return TAV_OK;
}

static const struct {
    const char *name;
    int role;
} roles[] = {
    { "light", TAV_SVG_LIGHT },
    { "dark", TAV_SVG_DARK },
    { "margin", TAV_SVG_MARGIN },
    { "coord", TAV_SVG_COORD },
    { "lastmove light", TAV_SVG_LASTMOVE_LIGHT },
    { "lastmove dark", TAV_SVG_LASTMOVE_DARK },
    { "check", TAV_SVG_CHECK },
    { "arrow", TAV_SVG_ARROW },
    { "mark", TAV_SVG_MARK },
    { "white", TAV_SVG_WHITE_FILL },
    { "white ink", TAV_SVG_WHITE_INK },
    { "black", TAV_SVG_BLACK_FILL },
    { "black ink", TAV_SVG_BLACK_INK },
    { "promoted", TAV_SVG_PROMOTED },
    { "height", TAV_SVG_HEIGHT },
    /* python-chess's names */
    { "square light", TAV_SVG_LIGHT },
    { "square dark", TAV_SVG_DARK },
    { "square light lastmove", TAV_SVG_LASTMOVE_LIGHT },
    { "square dark lastmove", TAV_SVG_LASTMOVE_DARK },
};

int tav_svg_color_role_parse(const char *text)
{
    for (size_t i = 0; text && i < sizeof roles / sizeof roles[0]; i++)
        if (strcmp(text, roles[i].name) == 0)
            return roles[i].role;
    return TAV_EINVAL;
}
