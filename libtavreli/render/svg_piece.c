/* SVG renderer: one piece alone, as it stands on a square of the board
 * (tav_svg_piece_write(), tavreli/svg.h); the drawing is the board's own
 * (tav__svg_lone_piece() in svg_tower.c). */
#include "render/render.h"

/* A piece: a kind, and no bits above the virgin flag. */
static int is_piece(tav_piece p)
{
    return TAV_PIECE_KIND(p) != TAV_NO_KIND && p <= 0x1ff;
}

/* opt, or the defaults in *defaults for NULL; NULL when p, size or opt is bad. */
static const tav_svg_options *checked(tav_piece p, unsigned size, const tav_svg_options *opt,
                                      tav_svg_options *defaults)
{
    if (!opt) {
        tav_svg_options_init(defaults);
        opt = defaults;
    }
    if (!is_piece(p) || size < TAV_SVG_PIECE_SIZE_MIN || size > TAV_SVG_SIZE_MAX)
        return NULL;
    return opt->version >= 1 && opt->version <= TAV_SVG_OPTIONS_VERSION ? opt : NULL;
}

static void draw(tav_piece p, unsigned size, const tav_svg_options *opt, tav__strbuf *out)
{
    tav__svg g;
    tav__svg_begin(&g, out, NULL, opt, size);
    tav__svg_put(&g.out,
                 "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"%u\" height=\"%u\" "
                 "viewBox=\"0 0 %u %u\" font-family=\"sans-serif\">\n<title>",
                 size, size, size, size);
    if (opt->title)
        tav__svg_put(&g.out, "%e", opt->title);
    else
        tav__svg_piece_name(&g, p);
    tav__svg_put(&g.out, "</title>\n");
    tav__svg_lone_piece(&g, p, 0, 0);
    tav__svg_put(&g.out, "</svg>\n");
    *out = g.out;
}

int tav_svg_piece_write(tav_piece p, unsigned int size, const tav_svg_options *opt, char *buf, size_t bufsize,
                        size_t *length)
{
    tav_svg_options defaults;
    tav__strbuf out;
    if (tav__strbuf_begin_fixed(&out, buf, bufsize, (opt = checked(p, size, opt, &defaults)) != NULL) != TAV_OK)
        return TAV_EINVAL;
    draw(p, size, opt, &out);
    return tav__strbuf_finish(&out, length);
}

int tav_svg_piece_write_alloc(tav_piece p, unsigned int size, const tav_svg_options *opt, char **text,
                              size_t *length)
{
    tav_svg_options defaults;
    tav__strbuf out;
    if (tav__strbuf_begin_alloc(&out, text, length, (opt = checked(p, size, opt, &defaults)) != NULL) != TAV_OK)
        return TAV_EINVAL;
    draw(p, size, opt, &out);
    return tav__strbuf_take(&out, text, length);
}
