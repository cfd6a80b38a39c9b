/* Internal: the SVG renderer's shared state and drawing steps
 * (tavreli/svg.h). Everything is written through the library's string
 * builder (base/strbuf.h): into the caller's buffer, counting what it
 * would write so one pass gives both the document and its length, or into
 * a growing string for tav_svg_write_alloc(). */
#ifndef TAV_RENDER_RENDER_H
#define TAV_RENDER_RENDER_H

#include <stdarg.h>
#include <stddef.h>
#include "base/strbuf.h"
#include "tavreli/svg.h"

/* Append with a small format language, locale independent:
 *   %d int, %u unsigned, %f double (at most two decimals, trailing zeros
 *   dropped), %s string as is, %e string with XML escapes, %c a colour
 *   attribute pair: (const char *attr, tav_svg_color) written as
 *   ` attr="#rrggbb"` plus ` attr-opacity="a"` when not opaque, %% a '%'. */
void tav__svg_put(tav__strbuf *o, const char *fmt, ...);
void tav__svg_vput(tav__strbuf *o, const char *fmt, va_list ap);

/* The picture being drawn. */
typedef struct tav__svg {
    tav__strbuf out;
    const tav_position *pos;
    const tav_svg_options *opt;
    double size;                              /* picture height, board width with its frame */
    double frame;                             /* width of the frame round the board */
    double sq;                                /* side of a square */
    tav_svg_color color[TAV_SVG_COLOR_ROLES]; /* options' colours, defaults filled in */
} tav__svg;

/* Fill in g for a picture size high drawn into out as opt says (its
 * colours, with the defaults for 0); pos may be NULL (one piece). */
void tav__svg_begin(tav__svg *g, const tav__strbuf *out, const tav_position *pos, const tav_svg_options *opt,
                    double size);

/* Top-left corner of square sq as the orientation puts it. */
void tav__svg_square_origin(const tav__svg *g, int sq, double *x, double *y);
/* Non-zero when the tower on sq is listed in the legend. */
int tav__svg_in_legend(const tav__svg *g, int sq);

/* The default colour of each role. */
tav_svg_color tav__svg_default_color(int role);

/* Drawing steps, in the order tav_svg_write() calls them. */
void tav__svg_board(tav__svg *g);  /* squares, fills, last move, check glow, coordinates, marks */
void tav__svg_towers(tav__svg *g); /* every tower on its square */
void tav__svg_arrows(tav__svg *g); /* the arrows */
double tav__svg_legend_width(const tav__svg *g);
void tav__svg_legend(tav__svg *g); /* the column of each tall tower beside the board */

/* One piece as a token (a rounded box with its letter, badge and promoted
 * star) with its top-left corner at (x, y), w wide and h high. */
void tav__svg_token(tav__svg *g, tav_piece p, double x, double y, double w, double h);
/* A lone piece (a tower of one) on the square whose top-left corner is at
 * (x, y), as on the board and in tav_svg_piece_write(). */
void tav__svg_lone_piece(tav__svg *g, tav_piece p, double x, double y);
/* "white pawn (badge Q)", "black queen (promoted)": p's name, for titles. */
void tav__svg_piece_name(tav__svg *g, tav_piece p);
/* A "+n" token standing for n pieces not drawn. */
void tav__svg_more_token(tav__svg *g, int n, double x, double y, double w, double h);

#endif
