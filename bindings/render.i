/* libtavreli: the SVG part (tavreli/svg.h) of the SWIG interface shared by
 * every target language. Included at the end of bindings/tavreli.i; keep
 * it free of anything language-specific.
 *
 * What the target languages see:
 *  - tav_svg_options: an object the language owns, made by its constructor
 *    (the defaults of tav_svg_options_init()), with its scalar fields as
 *    attributes (size, orientation, coordinates, lastmove_from,
 *    lastmove_to, check, squares, legend_height); the arrows, fills,
 *    colours and title are set with the tavb_svg_* helpers below, and the
 *    arrows and title they store belong to the object (freed with it);
 *  - tavb_svg_write(): the document as a new string of the language;
 *  - tavb_svg_piece_write(): one piece's document, the same way;
 *  - tavb_svg_parse_color(), tav_svg_color_role_parse() for the colours
 *    the user writes as text, so every language reads them the same way;
 *  - the TAV_SVG_* constants. */


/* Opt in (the interface is moving to "ignore every tav_ name, opt in"). */
%rename("%s") tav_svg_options;
%rename("%s") tav_svg_color_role_parse;
%rename("%s") tav_svg_color_role;
%rename("%s") TAV_SVG_ARROW;
%rename("%s") TAV_SVG_BLACK_FILL;
%rename("%s") TAV_SVG_BLACK_INK;
%rename("%s") TAV_SVG_CHECK;
%rename("%s") TAV_SVG_CHECK_AUTO;
%rename("%s") TAV_SVG_COLOR_ROLES;
%rename("%s") TAV_SVG_COLOR_SLOTS;
%rename("%s") TAV_SVG_COORD;
%rename("%s") TAV_SVG_DARK;
%rename("%s") TAV_SVG_HEIGHT;
%rename("%s") TAV_SVG_LASTMOVE_DARK;
%rename("%s") TAV_SVG_LASTMOVE_LIGHT;
%rename("%s") TAV_SVG_LIGHT;
%rename("%s") TAV_SVG_MARGIN;
%rename("%s") TAV_SVG_MARK;
%rename("%s") TAV_SVG_MAX_ARROWS;
%rename("%s") TAV_SVG_OPTIONS_VERSION;
%rename("%s") TAV_SVG_PROMOTED;
%rename("%s") TAV_SVG_SIZE_MAX;
%rename("%s") TAV_SVG_SIZE_MIN;
%rename("%s") TAV_SVG_PIECE_SIZE_MIN;
%rename("%s") TAV_SVG_WHITE_FILL;
%rename("%s") TAV_SVG_WHITE_INK;

/* Replaced by the object's constructor and the tavb_svg_* helpers. */
%ignore tav_svg_options_init;
%ignore tav_svg_write;
%ignore tav_svg_write_alloc;
%ignore tav_svg_piece_write;
%ignore tav_svg_piece_write_alloc;
%ignore tav_svg_parse_color;
%ignore tav_svg_arrow;
%ignore tav_svg_arrow::from;
%ignore tav_svg_arrow::to;
%ignore tav_svg_arrow::color;
%immutable tav_svg_options::version;
%immutable tav_svg_options::title;
%immutable tav_svg_options::arrows;
%immutable tav_svg_options::arrow_count;
%immutable tav_svg_options::fill;
%immutable tav_svg_options::colors;

%extend tav_svg_options {
    tav_svg_options();
    ~tav_svg_options();
}

%newobject tavb_svg_write;
%typemap(newfree) char *tavb_svg_write "tav_free($1);";
%newobject tavb_svg_piece_write;
%typemap(newfree) char *tavb_svg_piece_write "tav_free($1);";

%include "tavreli/svg.h"

