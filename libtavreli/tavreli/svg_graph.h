/* libtavreli: a graph of a game's values as SVG (an evaluation graph: white's
 * winning chances by move, lichess's "computer analysis" chart). It takes
 * plain arrays, so that render needs nothing of the layer that computes the
 * values (tavreli/analysis.h gives them: tav_analysis_white_chances()). */
#ifndef TAVRELI_SVG_GRAPH_H
#define TAVRELI_SVG_GRAPH_H

#include <stddef.h>
#include "common.h"

TAV_BEGIN_DECLS

/** Default size of the graph in pixels; the picture scales to any width
 *  (a viewBox), so it also reads on a phone. */
#define TAV_SVG_GRAPH_WIDTH 600
#define TAV_SVG_GRAPH_HEIGHT 200
/** Most values a graph takes. */
#define TAV_SVG_GRAPH_MAX 100000

/** Draw values[0..n) (each 0..1: white's share, 0.5 the middle line; one
 *  per ply, drawn left to right) as an area graph, white's side light and
 *  black's dark, with marks[i] (may be NULL) 1, 2 or 3 drawn as a dot at
 *  value i in the colour of an inaccuracy, a mistake or a blunder (0: none).
 *  width and height in pixels (0: the defaults, else 100..4000 and
 *  50..2000). title (may be NULL) is the picture's title, escaped. The
 *  document goes into a new NUL-terminated string *text (free it with
 *  tav_free()) and its length into *length (if not NULL). Returns TAV_OK,
 *  TAV_EINVAL (NULL values with n > 0, n < 0 or over TAV_SVG_GRAPH_MAX, a
 *  value out of 0..1 or NaN, a mark out of 0..3, a size out of range, NULL
 *  text) or TAV_ENOMEM (*text NULL). */
TAV_EXTERN int tav_svg_graph_alloc(const double *values, const int *marks, int n, int width, int height,
                                   const char *title, char **text, size_t *length);

TAV_END_DECLS

#endif
