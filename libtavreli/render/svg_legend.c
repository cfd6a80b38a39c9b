/* SVG renderer: the legend beside the board, one block per tall tower
 * (tav__svg_in_legend), in the order the diagram is read (top row first,
 * left to right). A block has the tower's square and height at the top and
 * every piece as a numbered token, 1 = the bottom piece, lowest; a tower
 * too tall for one column at a readable size goes on in a second column
 * (again from the bottom up), as text flows. */
#include "render/render.h"

#define MAX_PITCH 0.45 /* token pitch, in squares: at most, */
#define MIN_PITCH 0.36 /*   and at least (else the tower wraps) */
#define NUMBER_W 0.34  /* room for the index numbers */
#define TOKEN_W 0.95   /* a token */
#define GAP_W 0.25     /* between columns */
#define COLUMN_W (NUMBER_W + TOKEN_W + GAP_W)

/* The legend's towers in reading order; returns how many. */
static int legend_towers(const tav__svg *g, int squares[64], int *tallest)
{
    int n = 0;
    *tallest = 0;
    for (int row = 0; row < 8; row++)
        for (int col = 0; col < 8; col++) {
            int file = g->opt->orientation == TAV_BLACK ? 7 - col : col;
            int rank = g->opt->orientation == TAV_BLACK ? row : 7 - row;
            int sq = TAV_SQUARE(file, rank);
            if (!tav__svg_in_legend(g, sq))
                continue;
            int h = tav_position_height(g->pos, sq);
            if (h > *tallest)
                *tallest = h;
            squares[n++] = sq;
        }
    return n;
}

typedef struct layout {
    int n, squares[64];
    int rows; /* tokens in a column */
    double top, bottom, pitch;
} layout;

static void plan(const tav__svg *g, layout *l)
{
    int tallest;
    double s = g->sq;
    l->n = legend_towers(g, l->squares, &tallest);
    l->top = g->frame + s * 0.95;
    l->bottom = g->size - (g->frame > 0 ? g->frame : s * 0.1);
    int fit = (int)((l->bottom - l->top) / (s * MIN_PITCH));
    l->rows = tallest < fit ? tallest : (fit > 0 ? fit : 1);
    l->pitch = l->rows ? (l->bottom - l->top) / l->rows : 0;
    if (l->pitch > s * MAX_PITCH)
        l->pitch = s * MAX_PITCH;
    l->top = l->bottom - l->rows * l->pitch; /* the headers sit just above the tallest column */
}

static int columns_of(const tav__svg *g, const layout *l, int sq)
{
    int h = tav_position_height(g->pos, sq);
    return (h + l->rows - 1) / l->rows;
}

double tav__svg_legend_width(const tav__svg *g)
{
    layout l;
    plan(g, &l);
    int cols = 0;
    for (int i = 0; i < l.n; i++)
        cols += columns_of(g, &l, l.squares[i]);
    return cols ? g->sq * (0.15 + COLUMN_W * cols) : 0.0;
}

void tav__svg_legend(tav__svg *g)
{
    layout l;
    plan(g, &l);
    if (!l.n)
        return;
    double s = g->sq, th = l.pitch * 0.88, x = g->size + s * 0.15;
    tav_svg_color text = g->color[TAV_SVG_WHITE_INK];
    /* a light panel, so that tokens of both colours stand out */
    double panel_top = l.top - s * 0.95;
    tav__svg_put(&g->out, "<g class=\"legend\">\n<rect x=\"%f\" y=\"%f\" width=\"%f\" height=\"%f\" rx=\"%f\"%c/>\n",
                 x - s * 0.05, panel_top, tav__svg_legend_width(g) - s * 0.2, l.bottom - panel_top + s * 0.05,
                 s * 0.1, "fill", g->color[TAV_SVG_LIGHT]);
    for (int i = 0; i < l.n; i++) {
        int sq = l.squares[i], h = tav_position_height(g->pos, sq), cols = columns_of(g, &l, sq);
        double cx = x + s * (cols * COLUMN_W - GAP_W) / 2;
        char name[3];
        tav_square_name(sq, name);
        tav__svg_put(&g->out, "<g class=\"legend-tower %s\">\n", name);
        tav__svg_put(&g->out, "<text x=\"%f\" y=\"%f\" font-size=\"%f\" font-weight=\"bold\" "
                              "text-anchor=\"middle\"%c>%s</text>\n",
                     cx, panel_top + s * 0.42, s * 0.4, "fill", text, name);
        tav__svg_put(&g->out, "<text x=\"%f\" y=\"%f\" font-size=\"%f\" text-anchor=\"middle\"%c>%d pieces</text>\n",
                     cx, panel_top + s * 0.74, s * 0.24, "fill", text, h);
        for (int k = 0; k < h; k++) {
            double tx = x + s * ((k / l.rows) * COLUMN_W + NUMBER_W);
            double ty = l.bottom - (k % l.rows + 1) * l.pitch + (l.pitch - th) / 2;
            tav__svg_put(&g->out, "<text x=\"%f\" y=\"%f\" font-size=\"%f\" text-anchor=\"end\"%c>%d</text>\n",
                         tx - s * 0.05, ty + th / 2 + s * 0.075, s * 0.21, "fill", text, k + 1);
            tav__svg_token(g, tav_position_piece(g->pos, sq, k), tx, ty, s * TOKEN_W, th);
        }
        tav__svg_put(&g->out, "</g>\n");
        x += s * cols * COLUMN_W;
    }
    tav__svg_put(&g->out, "</g>\n");
}
