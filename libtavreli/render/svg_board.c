/* SVG renderer: the board (squares, fills, last move, check, coordinates,
 * marked squares) and the arrows over it. */
#include "render/render.h"

static int light_square(int sq)
{
    return (TAV_SQUARE_FILE(sq) + TAV_SQUARE_RANK(sq)) % 2 == 1; /* a1 is dark */
}

static int check_square(const tav__svg *g)
{
    if (g->opt->check == TAV_SVG_CHECK_AUTO)
        return tav_position_in_check(g->pos)
                   ? tav_position_king_square(g->pos, tav_position_turn(g->pos))
                   : TAV_NO_SQUARE;
    return g->opt->check;
}

static void coordinates(tav__svg *g)
{
    double f = g->frame, font = f * 0.62;
    for (int i = 0; i < 8; i++) {
        int file = g->opt->orientation == TAV_BLACK ? 7 - i : i;
        int rank = g->opt->orientation == TAV_BLACK ? i : 7 - i;
        char letter[2] = { (char)('a' + file), '\0' }, digit[2] = { (char)('1' + rank), '\0' };
        tav__svg_put(&g->out,
                     "<text x=\"%f\" y=\"%f\" font-size=\"%f\" text-anchor=\"middle\"%c>%s</text>\n",
                     f + (i + 0.5) * g->sq, g->size - f * 0.3, font, "fill", g->color[TAV_SVG_COORD], letter);
        tav__svg_put(&g->out,
                     "<text x=\"%f\" y=\"%f\" font-size=\"%f\" text-anchor=\"middle\"%c>%s</text>\n",
                     f / 2, f + (i + 0.5) * g->sq + font * 0.36, font, "fill", g->color[TAV_SVG_COORD], digit);
    }
}

static void cross(tav__svg *g, int sq)
{
    double x, y, s = g->sq, in = s * 0.18;
    tav__svg_square_origin(g, sq, &x, &y);
    tav__svg_put(&g->out,
                 "<path class=\"mark\" d=\"M%f %fL%f %fM%f %fL%f %f\" stroke-width=\"%f\" "
                 "stroke-linecap=\"round\"%c/>\n",
                 x + in, y + in, x + s - in, y + s - in, x + s - in, y + in, x + in, y + s - in,
                 s * 0.09, "stroke", g->color[TAV_SVG_MARK]);
}

void tav__svg_board(tav__svg *g)
{
    const tav_svg_options *o = g->opt;
    int check = check_square(g);
    double width = g->size + tav__svg_legend_width(g);
    if (g->frame > 0 || width > g->size)
        tav__svg_put(&g->out, "<rect x=\"0\" y=\"0\" width=\"%f\" height=\"%f\"%c/>\n",
                     width, g->size, "fill", g->color[TAV_SVG_MARGIN]);
    if (check != TAV_NO_SQUARE) {
        tav_svg_color red = g->color[TAV_SVG_CHECK];
        tav__svg_put(&g->out, "<defs><radialGradient id=\"tav-check\"><stop offset=\"0%%\"%c/>"
                              "<stop offset=\"76%%\"%c/><stop offset=\"100%%\"%c stop-opacity=\"0\"/>"
                              "</radialGradient></defs>\n",
                     "stop-color", red, "stop-color", red, "stop-color", red | 0xff);
    }
    for (int sq = 0; sq < 64; sq++) {
        double x, y;
        int light = light_square(sq);
        tav_svg_color c = g->color[light ? TAV_SVG_LIGHT : TAV_SVG_DARK];
        if (o->lastmove_from != TAV_NO_SQUARE && (sq == o->lastmove_from || sq == o->lastmove_to))
            c = g->color[light ? TAV_SVG_LASTMOVE_LIGHT : TAV_SVG_LASTMOVE_DARK];
        tav__svg_square_origin(g, sq, &x, &y);
        tav__svg_put(&g->out, "<rect x=\"%f\" y=\"%f\" width=\"%f\" height=\"%f\"%c/>\n",
                     x, y, g->sq, g->sq, "fill", c);
        if (o->fill[sq])
            tav__svg_put(&g->out, "<rect class=\"fill\" x=\"%f\" y=\"%f\" width=\"%f\" height=\"%f\"%c/>\n",
                         x, y, g->sq, g->sq, "fill", o->fill[sq]);
        if (sq == check)
            tav__svg_put(&g->out,
                         "<rect class=\"check\" x=\"%f\" y=\"%f\" width=\"%f\" height=\"%f\" fill=\"url(#tav-check)\"/>\n",
                         x, y, g->sq, g->sq);
    }
    if (o->coordinates)
        coordinates(g);
    for (int sq = 0; sq < 64; sq++)
        if (o->squares >> sq & 1)
            cross(g, sq);
}

/* Square root by Newton's method: only + - * /, so the same bytes on
 * every IEEE machine, and no libm. */
static double root(double v)
{
    if (v <= 0)
        return 0;
    double r = v > 1 ? v : 1;
    for (int i = 0; i < 60; i++)
        r = 0.5 * (r + v / r);
    return r;
}

static void arrow(tav__svg *g, const tav_svg_arrow *a)
{
    double x0, y0, x1, y1, s = g->sq;
    tav_svg_color c = a->color ? a->color : g->color[TAV_SVG_ARROW];
    tav__svg_square_origin(g, a->from, &x0, &y0);
    tav__svg_square_origin(g, a->to, &x1, &y1);
    x0 += s / 2, y0 += s / 2, x1 += s / 2, y1 += s / 2;
    if (a->from == a->to) {
        tav__svg_put(&g->out, "<circle class=\"arrow\" cx=\"%f\" cy=\"%f\" r=\"%f\" fill=\"none\" "
                              "stroke-width=\"%f\"%c/>\n",
                     x0, y0, s * 0.44, s * 0.08, "stroke", c);
        return;
    }
    double dx = x1 - x0, dy = y1 - y0, len = root(dx * dx + dy * dy);
    double ux = dx / len, uy = dy / len;
    double head = s * 0.5, half = s * 0.3;
    /* the tip stops short of the centre, the shaft where the head begins */
    double tx = x1 - ux * s * 0.12, ty = y1 - uy * s * 0.12;
    double bx = tx - ux * head, by = ty - uy * head;
    /* the opacity on the group, so that shaft and head do not darken where they meet */
    tav__svg_put(&g->out, "<g class=\"arrow\"");
    if ((c & 0xff) != 0xff)
        tav__svg_put(&g->out, " opacity=\"%f\"", (c & 0xff) / 255.0);
    c |= 0xff;
    tav__svg_put(&g->out, "><line x1=\"%f\" y1=\"%f\" x2=\"%f\" y2=\"%f\" "
                          "stroke-width=\"%f\" stroke-linecap=\"butt\"%c/>",
                 x0, y0, bx + ux * 0.5, by + uy * 0.5, s * 0.17, "stroke", c);
    tav__svg_put(&g->out, "<polygon points=\"%f,%f %f,%f %f,%f\"%c/></g>\n",
                 tx, ty, bx - uy * half, by + ux * half, bx + uy * half, by - ux * half, "fill", c);
}

void tav__svg_arrows(tav__svg *g)
{
    for (size_t i = 0; i < g->opt->arrow_count; i++)
        arrow(g, &g->opt->arrows[i]);
}
