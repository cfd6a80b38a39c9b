/* An evaluation graph as SVG (tavreli/svg_graph.h): the values as an area
 * above and below the middle line, a dot at each marked value, a grid at
 * every tenth move. Written with render's locale-independent format
 * language (render.h). */
#include "render/render.h"
#include "tavreli/svg_graph.h"

static const char *mark_color[4] = { "", "#56b4e9", "#e69f00", "#d55e00" }; /* colour-blind safe */

static int checked(const double *values, const int *marks, int n, int width, int height)
{
    if (n < 0 || n > TAV_SVG_GRAPH_MAX || (!values && n > 0))
        return 0;
    if ((width && (width < 100 || width > 4000)) || (height && (height < 50 || height > 2000)))
        return 0;
    for (int i = 0; i < n; i++)
        if (!(values[i] >= 0 && values[i] <= 1) || (marks && (marks[i] < 0 || marks[i] > 3)))
            return 0;
    return 1;
}

static void draw(tav__strbuf *o, const double *v, const int *marks, int n, double w, double h, const char *title)
{
    double step = n > 1 ? w / (n - 1) : w, mid = h / 2;
    tav__svg_put(o, "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 %f %f\" width=\"%f\" height=\"%f\" "
                    "role=\"img\">\n",
                 w, h, w, h);
    if (title)
        tav__svg_put(o, "<title>%e</title>\n", title);
    tav__svg_put(o, "<rect width=\"%f\" height=\"%f\" fill=\"#3a3a3a\"/>\n", w, h);
    /* white's share: the area between the bottom and the curve */
    tav__svg_put(o, "<path fill=\"#f0f0f0\" d=\"M0 %f", h);
    for (int i = 0; i < n; i++)
        tav__svg_put(o, " L%f %f", i * step, h - v[i] * h);
    tav__svg_put(o, " L%f %f Z\"/>\n", n > 1 ? (n - 1) * step : w, h);
    for (int i = 10; i < n; i += 10) /* a line every ten plies, labelled with the move number */
        tav__svg_put(o, "<line x1=\"%f\" y1=\"0\" x2=\"%f\" y2=\"%f\" stroke=\"#888\" stroke-width=\"0.5\"/>\n"
                        "<text x=\"%f\" y=\"16\" font-family=\"sans-serif\" font-size=\"15\" fill=\"#bbb\">%d</text>\n",
                     i * step, i * step, h, i * step + 3, i / 2 + 1);
    tav__svg_put(o, "<line x1=\"0\" y1=\"%f\" x2=\"%f\" y2=\"%f\" stroke=\"#888\" stroke-width=\"1\"/>\n", mid, w, mid);
    tav__svg_put(o, "<polyline fill=\"none\" stroke=\"#2b7bd6\" stroke-width=\"2\" points=\"");
    for (int i = 0; i < n; i++)
        tav__svg_put(o, "%s%f,%f", i ? " " : "", i * step, h - v[i] * h);
    tav__svg_put(o, "\"/>\n");
    for (int i = 0; marks && i < n; i++)
        if (marks[i]) { /* kept whole inside the picture */
            double r = 3.0 + marks[i], x = i * step, y = h - v[i] * h;
            x = x < r ? r : x > w - r ? w - r
                                      : x;
            y = y < r ? r : y > h - r ? h - r
                                      : y;
            tav__svg_put(o, "<circle cx=\"%f\" cy=\"%f\" r=\"%f\" fill=\"%s\" stroke=\"#000\" stroke-width=\"1\"/>\n",
                         x, y, r, mark_color[marks[i]]);
        }
    tav__svg_put(o, "</svg>\n");
}

int tav_svg_graph_alloc(const double *values, const int *marks, int n, int width, int height, const char *title,
                        char **text, size_t *length)
{
    tav__strbuf out;
    int ok = checked(values, marks, n, width, height);
    int rc = tav__strbuf_begin_alloc(&out, text, length, ok);
    if (rc != TAV_OK)
        return rc;
    draw(&out, values, marks, n, width ? width : TAV_SVG_GRAPH_WIDTH, height ? height : TAV_SVG_GRAPH_HEIGHT, title);
    return tav__strbuf_take(&out, text, length);
}
