/* SVG renderer: pieces and towers on their squares.
 *
 * A lone piece is a large disc in the middle of its square. A tower shows
 * its top as a disc at the upper right, the pieces under it as a column of
 * tokens at the left (bottom piece lowest) and its height at the lower
 * right. A tower listed in the legend, or too tall for COLUMN_SLOTS
 * tokens, shows the LEGEND_SHOWN pieces just under its top and a "+n"
 * token for the rest. */
#include <stdio.h>
#include "render/render.h"

#define COLUMN_SLOTS 3 /* tokens that fit, readable, in a square's column */
#define LEGEND_SHOWN 2 /* pieces under the top shown on a legend tower's square */

static const char *const kind_name[8] = {
    "", "king", "queen", "rook", "bishop", "knight", "pawn", "helgi"
};

/* A five-pointed star of outer radius 1 (inner 0.45), point up: fixed
 * numbers, so no trigonometry and the same bytes everywhere. */
static const double star[10][2] = {
    { 0, -1 },
    { 0.2645, -0.3641 },
    { 0.9511, -0.309 },
    { 0.428, 0.1391 },
    { 0.5878, 0.809 },
    { 0, 0.45 },
    { -0.5878, 0.809 },
    { -0.428, 0.1391 },
    { -0.9511, -0.309 },
    { -0.2645, -0.3641 },
};

static void put_star(tav__svg *g, double cx, double cy, double r)
{
    tav__svg_put(&g->out, "<polygon class=\"promoted\" points=\"");
    for (int i = 0; i < 10; i++)
        tav__svg_put(&g->out, i ? " %f,%f" : "%f,%f", cx + star[i][0] * r, cy + star[i][1] * r);
    tav__svg_put(&g->out, "\"%c stroke-width=\"%f\"%c/>\n", "fill", g->color[TAV_SVG_PROMOTED],
                 r * 0.16, "stroke", g->color[TAV_SVG_WHITE_INK]);
}

static tav_svg_color fill_of(const tav__svg *g, tav_piece p)
{
    return g->color[TAV_PIECE_COLOR(p) == TAV_WHITE ? TAV_SVG_WHITE_FILL : TAV_SVG_BLACK_FILL];
}

static tav_svg_color ink_of(const tav__svg *g, tav_piece p)
{
    return g->color[TAV_PIECE_COLOR(p) == TAV_WHITE ? TAV_SVG_WHITE_INK : TAV_SVG_BLACK_INK];
}

static void letter(tav__svg *g, tav_kind k, double x, double baseline, double font, tav_svg_color ink,
                   const char *weight)
{
    char t[2] = { tav_kind_letter(k), '\0' };
    tav__svg_put(&g->out, "<text x=\"%f\" y=\"%f\" font-size=\"%f\" font-weight=\"%s\" "
                          "text-anchor=\"middle\"%c>%s</text>\n",
                 x, baseline, font, weight, "fill", ink, t);
}

void tav__svg_token(tav__svg *g, tav_piece p, double x, double y, double w, double h)
{
    int mark = TAV_PIECE_KIND(p) == TAV_PAWN || TAV_PIECE_PROMOTED(p);
    double font = h * 0.82;
    if (mark && font > w * 0.66) /* a narrow token: room for the letter and its badge */
        font = w * 0.66;
    tav__svg_put(&g->out, "<rect class=\"token\" x=\"%f\" y=\"%f\" width=\"%f\" height=\"%f\" rx=\"%f\"%c"
                          " stroke-width=\"%f\"%c/>\n",
                 x, y, w, h, h * 0.22, "fill", fill_of(g, p),
                 h * 0.09, "stroke", g->color[TAV_SVG_WHITE_INK]);
    letter(g, TAV_PIECE_KIND(p), x + w * (mark ? 0.34 : 0.5), y + h * 0.5 + font * 0.36, font,
           ink_of(g, p), "bold");
    if (TAV_PIECE_PROMOTED(p))
        put_star(g, x + w * 0.76, y + h * 0.5, h * 0.4);
    else if (TAV_PIECE_KIND(p) == TAV_PAWN)
        letter(g, TAV_PIECE_BADGE(p), x + w * 0.79, y + h * 0.5 + font * 0.1, font * 0.68, ink_of(g, p), "bold");
}

void tav__svg_more_token(tav__svg *g, int n, double x, double y, double w, double h)
{
    char t[16];
    snprintf(t, sizeof t, "+%d", n);
    double font = h * 0.78;
    tav__svg_put(&g->out, "<rect class=\"more\" x=\"%f\" y=\"%f\" width=\"%f\" height=\"%f\" rx=\"%f\""
                          " fill=\"none\" stroke-width=\"%f\" stroke-dasharray=\"%f\"%c/>\n",
                 x, y, w, h, h * 0.22, h * 0.08, h * 0.2, "stroke", g->color[TAV_SVG_WHITE_INK]);
    tav__svg_put(&g->out, "<text x=\"%f\" y=\"%f\" font-size=\"%f\" font-weight=\"bold\" "
                          "text-anchor=\"middle\"%c>%s</text>\n",
                 x + w / 2, y + h / 2 + font * 0.36, font,
                 "fill", g->color[TAV_SVG_WHITE_INK], t);
}

/* The top piece as a disc of radius r centred at (cx, cy). */
static void disc(tav__svg *g, tav_piece p, double cx, double cy, double r)
{
    double font = r * 1.25;
    tav__svg_put(&g->out, "<circle class=\"top\" cx=\"%f\" cy=\"%f\" r=\"%f\"%c stroke-width=\"%f\"%c/>\n",
                 cx, cy, r, "fill", fill_of(g, p), r * 0.1, "stroke", g->color[TAV_SVG_WHITE_INK]);
    letter(g, TAV_PIECE_KIND(p), cx, cy + font * 0.36, font, ink_of(g, p), "bold");
    if (TAV_PIECE_PROMOTED(p)) {
        tav__svg_put(&g->out, "<circle class=\"promoted\" cx=\"%f\" cy=\"%f\" r=\"%f\" fill=\"none\" "
                              "stroke-width=\"%f\"%c/>\n",
                     cx, cy, r * 1.12, r * 0.2, "stroke", g->color[TAV_SVG_PROMOTED]);
        put_star(g, cx + r * 0.8, cy - r * 0.8, r * 0.42);
    } else if (TAV_PIECE_KIND(p) == TAV_PAWN && TAV_PIECE_BADGE(p) != TAV_NO_KIND) {
        double br = r * 0.4, bx = cx + r * 0.8, by = cy - r * 0.8;
        tav__svg_put(&g->out, "<circle class=\"badge\" cx=\"%f\" cy=\"%f\" r=\"%f\"%c stroke-width=\"%f\"%c/>\n",
                     bx, by, br, "fill", fill_of(g, p), br * 0.18, "stroke", g->color[TAV_SVG_WHITE_INK]);
        letter(g, TAV_PIECE_BADGE(p), bx, by + br * 0.5, br * 1.4, ink_of(g, p), "bold");
    }
}

void tav__svg_lone_piece(tav__svg *g, tav_piece p, double x, double y)
{
    disc(g, p, x + g->sq * 0.5, y + g->sq * 0.5, g->sq * 0.36);
}

void tav__svg_piece_name(tav__svg *g, tav_piece p)
{
    char badge[2] = { tav_kind_letter(TAV_PIECE_BADGE(p)), '\0' };
    tav__svg_put(&g->out, "%s %s", TAV_PIECE_COLOR(p) == TAV_WHITE ? "white" : "black", kind_name[TAV_PIECE_KIND(p)]);
    if (TAV_PIECE_PROMOTED(p))
        tav__svg_put(&g->out, " (promoted)");
    else if (TAV_PIECE_KIND(p) == TAV_PAWN && TAV_PIECE_BADGE(p) != TAV_NO_KIND)
        tav__svg_put(&g->out, " (badge %s)", badge);
}

/* A tooltip naming every piece, bottom first: "e4, 3 pieces from the
 * bottom: black pawn (badge H), white knight, white queen (promoted)". */
static void tower_title(tav__svg *g, int sq, int h)
{
    char name[3];
    tav_square_name(sq, name);
    tav__svg_put(&g->out, "<title>%s", name);
    if (h > 1)
        tav__svg_put(&g->out, ", %d pieces from the bottom", h);
    tav__svg_put(&g->out, ":");
    for (int i = 0; i < h; i++) {
        tav__svg_put(&g->out, i ? ", " : " ");
        tav__svg_piece_name(g, tav_position_piece(g->pos, sq, i));
    }
    tav__svg_put(&g->out, "</title>\n");
}

static void height_label(tav__svg *g, int h, double x, double y)
{
    double s = g->sq, w = h >= 10 ? s * 0.4 : s * 0.3, ht = s * 0.27, font = s * 0.23;
    tav__svg_put(&g->out, "<rect class=\"height\" x=\"%f\" y=\"%f\" width=\"%f\" height=\"%f\" rx=\"%f\"%c/>\n",
                 x + s * 0.97 - w, y + s * 0.97 - ht, w, ht, ht * 0.3, "fill", g->color[TAV_SVG_HEIGHT]);
    tav__svg_put(&g->out, "<text x=\"%f\" y=\"%f\" font-size=\"%f\" font-weight=\"bold\" text-anchor=\"middle\" "
                          "fill=\"#ffffff\">%d</text>\n",
                 x + s * 0.97 - w / 2, y + s * 0.97 - ht / 2 + font * 0.36, font, h);
}

static void tower(tav__svg *g, int sq, int h)
{
    double x, y, s = g->sq;
    tav__svg_square_origin(g, sq, &x, &y);
    char name[3];
    tav_square_name(sq, name);
    tav__svg_put(&g->out, "<g class=\"tower %s\">\n", name);
    tower_title(g, sq, h);
    tav_piece top = tav_position_piece(g->pos, sq, h - 1);
    if (h == 1) {
        tav__svg_lone_piece(g, top, x, y);
        tav__svg_put(&g->out, "</g>\n");
        return;
    }
    int buried = h - 1, shown = buried, more = 0;
    if (tav__svg_in_legend(g, sq) && buried > LEGEND_SHOWN + 1)
        shown = LEGEND_SHOWN;
    else if (buried > COLUMN_SLOTS)
        shown = COLUMN_SLOTS - 1;
    more = buried - shown;
    int slots = shown + (more > 0);
    double col_x = x + s * 0.03, col_w = s * 0.41, bottom = y + s * 0.98, room = s * 0.96;
    double pitch = room / slots < s * 0.4 ? room / slots : s * 0.4, th = pitch * 0.92;
    int slot = 0;
    if (more)
        tav__svg_more_token(g, more, col_x, bottom - (++slot) * pitch + (pitch - th), col_w, th);
    for (int i = buried - shown; i < buried; i++)
        tav__svg_token(g, tav_position_piece(g->pos, sq, i), col_x, bottom - (++slot) * pitch + (pitch - th),
                       col_w, th);
    disc(g, top, x + s * 0.71, y + s * 0.35, s * 0.275);
    height_label(g, h, x, y);
    tav__svg_put(&g->out, "</g>\n");
}

void tav__svg_towers(tav__svg *g)
{
    for (int sq = 0; sq < 64; sq++) {
        int h = tav_position_height(g->pos, sq);
        if (h > 0)
            tower(g, sq, h);
    }
}
