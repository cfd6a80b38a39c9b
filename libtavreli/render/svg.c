/* SVG renderer: tav_svg_write(), tav_svg_write_alloc(), its options and the picture's layout
 * (tavreli/svg.h). The drawing steps are in svg_board.c (the board and its
 * marks), svg_tower.c (towers and tokens) and svg_legend.c (the legend). */
#include <string.h>
#include "render/render.h"

void tav_svg_options_init(tav_svg_options *opt)
{
    static const tav_svg_options init = TAV_SVG_OPTIONS_INIT;
    if (opt)
        memcpy(opt, &init, sizeof init);
}

static int bad_square(int sq)
{
    return sq < 0 || sq > 63;
}

static int check_options(const tav_svg_options *o)
{
    if (o->version == 0 || o->version > TAV_SVG_OPTIONS_VERSION)
        return 0;
    if (o->size < TAV_SVG_SIZE_MIN || o->size > TAV_SVG_SIZE_MAX)
        return 0;
    if (o->orientation != TAV_WHITE && o->orientation != TAV_BLACK)
        return 0;
    if ((o->lastmove_from == TAV_NO_SQUARE) != (o->lastmove_to == TAV_NO_SQUARE))
        return 0;
    if (o->lastmove_from != TAV_NO_SQUARE && (bad_square(o->lastmove_from) || bad_square(o->lastmove_to)))
        return 0;
    if (o->check != TAV_NO_SQUARE && o->check != TAV_SVG_CHECK_AUTO && bad_square(o->check))
        return 0;
    if (o->arrow_count > TAV_SVG_MAX_ARROWS || (o->arrow_count && !o->arrows))
        return 0;
    for (size_t i = 0; i < o->arrow_count; i++)
        if (bad_square(o->arrows[i].from) || bad_square(o->arrows[i].to))
            return 0;
    return 1;
}

void tav__svg_square_origin(const tav__svg *g, int sq, double *x, double *y)
{
    int file = TAV_SQUARE_FILE(sq), rank = TAV_SQUARE_RANK(sq);
    if (g->opt->orientation == TAV_BLACK) {
        file = 7 - file;
        rank = 7 - rank;
    }
    *x = g->frame + file * g->sq;
    *y = g->frame + (7 - rank) * g->sq;
}

int tav__svg_in_legend(const tav__svg *g, int sq)
{
    unsigned lh = g->opt->legend_height;
    int h = tav_position_height(g->pos, sq);
    return lh > 0 && h >= 2 && (unsigned)h >= lh;
}

void tav__svg_begin(tav__svg *g, const tav__strbuf *out, const tav_position *pos, const tav_svg_options *opt,
                    double size)
{
    memset(g, 0, sizeof *g);
    g->out = *out;
    g->pos = pos;
    g->opt = opt;
    g->size = size;
    g->frame = pos && opt->coordinates ? g->size / 20.0 : 0.0;
    g->sq = pos ? (g->size - 2 * g->frame) / 8.0 : size;
    for (int i = 0; i < TAV_SVG_COLOR_ROLES; i++)
        g->color[i] = opt->colors[i] ? opt->colors[i] : tav__svg_default_color(i);
}

/* The document of pos as opt says (both checked) into out. */
static void draw(const tav_position *pos, const tav_svg_options *opt, tav__strbuf *out)
{
    tav__svg g;
    tav__svg_begin(&g, out, pos, opt, opt->size);

    char tfen[TAV_TFEN_MAX + 1];
    const char *title = opt->title;
    if (!title) {
        if (tav_position_tfen(pos, tfen, sizeof tfen) < 0)
            tfen[0] = '\0';
        title = tfen;
    }
    double width = g.size + tav__svg_legend_width(&g);
    tav__svg_put(&g.out,
                 "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"%f\" height=\"%f\" "
                 "viewBox=\"0 0 %f %f\" font-family=\"sans-serif\">\n<title>%e</title>\n",
                 width, g.size, width, g.size, title);
    tav__svg_board(&g);
    tav__svg_towers(&g);
    tav__svg_arrows(&g);
    tav__svg_legend(&g);
    tav__svg_put(&g.out, "</svg>\n");
    *out = g.out;
}

/* opt, or the defaults in *defaults for NULL; NULL when pos or opt is bad. */
static const tav_svg_options *checked(const tav_position *pos, const tav_svg_options *opt,
                                      tav_svg_options *defaults)
{
    if (!opt) {
        tav_svg_options_init(defaults);
        opt = defaults;
    }
    return pos && check_options(opt) ? opt : NULL;
}

int tav_svg_write(const tav_position *pos, const tav_svg_options *opt,
                  char *buf, size_t size, size_t *length)
{
    tav_svg_options defaults;
    tav__strbuf out;
    if (tav__strbuf_begin_fixed(&out, buf, size, (opt = checked(pos, opt, &defaults)) != NULL) != TAV_OK)
        return TAV_EINVAL;
    draw(pos, opt, &out);
    return tav__strbuf_finish(&out, length);
}

int tav_svg_write_alloc(const tav_position *pos, const tav_svg_options *opt, char **text, size_t *length)
{
    tav_svg_options defaults;
    tav__strbuf out;
    if (tav__strbuf_begin_alloc(&out, text, length, (opt = checked(pos, opt, &defaults)) != NULL) != TAV_OK)
        return TAV_EINVAL;
    draw(pos, opt, &out);
    return tav__strbuf_take(&out, text, length);
}
