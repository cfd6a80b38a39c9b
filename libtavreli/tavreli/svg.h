/* libtavreli: SVG diagrams of a position, showing every piece of every tower.
 *
 * One renderer for every user (the CLI `tavreli svg`, Python, Java, Lua and
 * the web page's static diagrams). What a diagram shows:
 *  - every square: the top piece of its tower as a disc with its letter
 *    (K Q R B N P H; white pieces light with a dark outline, black pieces
 *    dark with a light letter), large when the piece is alone; a promoted
 *    piece (R3, R6) has a gold ring round its disc and a gold star; a pawn
 *    shows its badge (the kind it promotes to, R1) as a small letter at the
 *    upper right of its disc, or beside its letter on a token;
 *  - the pieces under the top, bottom to top, as a column of up to three
 *    tokens at the left of the square (the bottom piece lowest), each with
 *    its colour, letter and badge; and the height of the tower in a red
 *    label at the lower right;
 *  - towers of at least legend_height pieces (default 5): the square's
 *    column shows the two pieces just under the top and a "+n" token for
 *    the n pieces under them, and a legend beside the board lists each such
 *    tower with its square and height and every piece as a numbered token,
 *    1 = the bottom piece, lowest; a tower too tall for one column of
 *    readable tokens (more than about 20) goes on in a second column, again
 *    from the bottom up. The legend widens the picture; its height stays
 *    size. With no legend (legend_height 0) a tower of more than four
 *    pieces shows two pieces under its top and "+n";
 *  - optionally: coordinates, the last move's squares, the king in check,
 *    arrows, filled squares and marked squares (as python-chess's
 *    chess.svg.board() does).
 *
 * The output is a complete SVG 1.1 document, deterministic (the same
 * position and options give the same bytes on every platform: numbers are
 * written with at most two decimals, independent of the C locale), valid
 * XML (text is escaped), and uses no font but the generic sans-serif.
 * Nothing is allocated; nothing global is kept. */
#ifndef TAVRELI_SVG_H
#define TAVRELI_SVG_H

#include <stddef.h>
#include <stdint.h>
#include "common.h"
#include "move.h"
#include "piece.h"
#include "position.h"

TAV_BEGIN_DECLS

/** Version of tav_svg_options in these headers. */
#define TAV_SVG_OPTIONS_VERSION 1

/** Smallest and largest accepted size (pixels). */
#define TAV_SVG_SIZE_MIN 64
#define TAV_SVG_SIZE_MAX 16384
/** Most arrows a diagram accepts. */
#define TAV_SVG_MAX_ARROWS 256

/** check: highlight the king of the side to move when it is in check. */
#define TAV_SVG_CHECK_AUTO (-2)

/** A colour is 0xRRGGBBAA (alpha 0xff = opaque). In the options, 0 means
 *  "the default colour" (so a fully transparent black cannot be chosen;
 *  use 0x00000001 for a colour that is not drawn). */
typedef uint32_t tav_svg_color;

/** Indices into tav_svg_options.colors: what each colour paints. */
typedef enum tav_svg_color_role {
    TAV_SVG_LIGHT = 0,          /**< light squares (#f0d9b5) */
    TAV_SVG_DARK = 1,           /**< dark squares (#b58863) */
    TAV_SVG_MARGIN = 2,         /**< the frame round the board and the legend's back (#3a3a3a) */
    TAV_SVG_COORD = 3,          /**< coordinates and legend text (#eeeeee) */
    TAV_SVG_LASTMOVE_LIGHT = 4, /**< last move's squares when light (#cdd16a) */
    TAV_SVG_LASTMOVE_DARK = 5,  /**< last move's squares when dark (#aaa23b) */
    TAV_SVG_CHECK = 6,          /**< the glow on a king in check (#ff0000) */
    TAV_SVG_ARROW = 7,          /**< arrows without a colour of their own (#15781bcc) */
    TAV_SVG_MARK = 8,           /**< the cross on marked squares (#1565c0cc) */
    TAV_SVG_WHITE_FILL = 9,     /**< white pieces (#ffffff) */
    TAV_SVG_WHITE_INK = 10,     /**< letters and outline of white pieces (#111111) */
    TAV_SVG_BLACK_FILL = 11,    /**< black pieces (#222222) */
    TAV_SVG_BLACK_INK = 12,     /**< letters of black pieces (#ffffff) */
    TAV_SVG_PROMOTED = 13,      /**< the promoted ring and star (#e8a800) */
    TAV_SVG_HEIGHT = 14,        /**< the height number's badge (#c62828) */
    TAV_SVG_COLOR_ROLES = 15    /**< number of roles defined so far */
} tav_svg_color_role;

/** Size of tav_svg_options.colors (room for roles added later). */
#define TAV_SVG_COLOR_SLOTS 24

/** An arrow from one square's centre to another's (from == to: a circle
 *  round the square). color 0 = the TAV_SVG_ARROW colour. */
typedef struct tav_svg_arrow {
    int from;
    int to;
    tav_svg_color color;
} tav_svg_arrow;

/** What to draw. The struct may grow in later versions: always initialise
 *  it with TAV_SVG_OPTIONS_INIT or tav_svg_options_init() (both give the
 *  same bytes), then change the fields wanted. The library reads only the
 *  fields that `version` knows. */
typedef struct tav_svg_options {
    unsigned int version;        /**< TAV_SVG_OPTIONS_VERSION of the caller's headers */
    unsigned int size;           /**< height of the picture in pixels, and width of
                                  the board with its frame (default 400); the
                                  legend, when there is one, widens the picture */
    int orientation;             /**< the colour at the bottom: TAV_WHITE (default) or TAV_BLACK */
    int coordinates;             /**< non-zero: file letters and rank digits in the frame (default 1) */
    int lastmove_from;           /**< squares of the last move to highlight, or */
    int lastmove_to;             /**<   TAV_NO_SQUARE (default: none) */
    int check;                   /**< a square to highlight as a king in check,
                                  TAV_NO_SQUARE (default) or TAV_SVG_CHECK_AUTO */
    uint64_t squares;            /**< marked squares, bit sq (a1 = bit 0): a cross */
    unsigned int legend_height;  /**< towers of at least this many pieces (and
                                  at least two) are listed in the legend
                                  (default 5; 0 = no legend) */
    const char *title;           /**< the <title> (escaped); NULL: the TFEN */
    const tav_svg_arrow *arrows; /**< arrow_count arrows, drawn in order, owned by the caller */
    size_t arrow_count;
    tav_svg_color fill[64];                    /**< per-square fill drawn over the square (0 = none) */
    tav_svg_color colors[TAV_SVG_COLOR_SLOTS]; /**< by tav_svg_color_role (0 = default) */
} tav_svg_options;

#define TAV_SVG_OPTIONS_INIT                                                                     \
    {                                                                                            \
        TAV_SVG_OPTIONS_VERSION, 400, TAV_WHITE, 1, TAV_NO_SQUARE, TAV_NO_SQUARE, TAV_NO_SQUARE, \
            0, 5, NULL, NULL, 0, { 0 }, { 0 }                                                    \
    }

/** Set *opt to TAV_SVG_OPTIONS_INIT. NULL is a no-op. */
TAV_EXTERN void tav_svg_options_init(tav_svg_options *opt);

/** Write the SVG document of pos, drawn as opt says (NULL = the defaults),
 *  and a NUL into buf when it fits in size bytes. *length (if not NULL) is
 *  set to the length of the document without the NUL either way, as
 *  snprintf does, so a caller may ask with (NULL, 0) and then allocate
 *  length + 1 bytes. buf may be NULL when size is 0. pos is not changed.
 *
 *  Returns TAV_OK; TAV_EBUFSIZE (buf holds the first size-1 bytes and a
 *  NUL when size > 0, which is not a complete document); or TAV_EINVAL,
 *  nothing written: pos NULL, buf NULL with size > 0, opt->version 0 or
 *  newer than this library knows, size outside TAV_SVG_SIZE_MIN ..
 *  TAV_SVG_SIZE_MAX, orientation not TAV_WHITE or TAV_BLACK, a square
 *  (lastmove, check, arrow) out of range, lastmove with only one square,
 *  arrows NULL with arrow_count > 0, or more than TAV_SVG_MAX_ARROWS
 *  arrows. */
TAV_EXTERN int tav_svg_write(const tav_position *pos, const tav_svg_options *opt,
                             char *buf, size_t size, size_t *length);

/** As tav_svg_write(), into a new NUL-terminated string: *text gets the
 *  document, which the caller frees with tav_free(), and *length (if not
 *  NULL) its length without the NUL. Returns TAV_OK; TAV_ENOMEM or
 *  TAV_EINVAL (text NULL, or as tav_svg_write()) with *text NULL and
 *  *length 0. */
TAV_EXTERN int tav_svg_write_alloc(const tav_position *pos, const tav_svg_options *opt, char **text,
                                   size_t *length);

/** Smallest accepted size of one piece's picture (pixels); the largest is
 *  TAV_SVG_SIZE_MAX. */
#define TAV_SVG_PIECE_SIZE_MIN 8

/** Write the SVG document of one piece p, size pixels wide and high, as a
 *  lone piece is drawn on a square of the board (python-chess's
 *  chess.svg.piece()): the disc with its letter, a pawn's badge (none when
 *  the pawn has no badge), a promoted piece's ring and star; no square
 *  behind it (transparent). Of opt (NULL = the defaults) only the piece
 *  colours (colors[] of TAV_SVG_WHITE_FILL, TAV_SVG_WHITE_INK,
 *  TAV_SVG_BLACK_FILL, TAV_SVG_BLACK_INK, TAV_SVG_PROMOTED) and the title
 *  (NULL: the piece's name, such as "white pawn (badge Q)") are read.
 *  buf, size of buf and *length as in tav_svg_write().
 *
 *  Returns TAV_OK; TAV_EBUFSIZE as tav_svg_write(); or TAV_EINVAL, nothing
 *  written: p not a piece (TAV_NO_PIECE, a kind of 0, or bits above
 *  TAV_PIECE_VIRGIN set), size outside TAV_SVG_PIECE_SIZE_MIN ..
 *  TAV_SVG_SIZE_MAX, opt->version 0 or newer than this library knows, or
 *  buf NULL with bufsize > 0. */
TAV_EXTERN int tav_svg_piece_write(tav_piece p, unsigned int size, const tav_svg_options *opt, char *buf,
                                   size_t bufsize, size_t *length);

/** As tav_svg_piece_write(), into a new NUL-terminated string that the
 *  caller frees with tav_free(), as tav_svg_write_alloc() does. Returns
 *  TAV_OK; TAV_ENOMEM or TAV_EINVAL (text NULL, or as
 *  tav_svg_piece_write()) with *text NULL and *length 0. */
TAV_EXTERN int tav_svg_piece_write_alloc(tav_piece p, unsigned int size, const tav_svg_options *opt, char **text,
                                         size_t *length);

/** Read a colour: "#rgb", "#rgba", "#rrggbb", "#rrggbbaa" (hex digits of
 *  either case) or one of the names black, white, red, green, blue, yellow,
 *  orange, purple, grey/gray, transparent. Stores 0xRRGGBBAA in *out
 *  ("transparent" gives 0x00000001, see tav_svg_color). Returns TAV_OK,
 *  or TAV_EINVAL (NULL argument or not a colour; *out unchanged). */
TAV_EXTERN int tav_svg_parse_color(const char *text, tav_svg_color *out);

/** The role (tav_svg_color_role) named by text: "light", "dark", "margin",
 *  "coord", "lastmove light", "lastmove dark", "check", "arrow", "mark",
 *  "white", "white ink", "black", "black ink", "promoted", "height"; and
 *  python-chess's names "square light", "square dark", "square light
 *  lastmove", "square dark lastmove". Returns the role, or TAV_EINVAL for
 *  NULL or an unknown name. */
TAV_EXTERN int tav_svg_color_role_parse(const char *text);

TAV_END_DECLS

#endif
