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
 *  - tavb_svg_parse_color(), tav_svg_color_role_parse() for the colours
 *    the user writes as text, so every language reads them the same way;
 *  - the TAV_SVG_* constants. */

%{
/* An options object as the bindings make it: arrows and title are its own
 * (malloc'd), freed with it. */
static tav_svg_options *tavb_svg_options_new(void)
{
    tav_svg_options *o = (tav_svg_options *)malloc(sizeof *o);
    if (o)
        tav_svg_options_init(o);
    return o;
}

static void tavb_svg_options_free(tav_svg_options *o)
{
    if (!o)
        return;
    free((void *)o->arrows);
    free((void *)o->title);
    free(o);
}

/** Add an arrow from one square to another (the same square: a circle),
 *  color 0xRRGGBBAA or 0 for the default. Returns TAV_OK, TAV_EINVAL (bad
 *  square), TAV_ELIMIT (already TAV_SVG_MAX_ARROWS) or TAV_ENOMEM. */
int tavb_svg_add_arrow(tav_svg_options *o, int from, int to, uint32_t color)
{
    if (!o || from < 0 || from > 63 || to < 0 || to > 63)
        return TAV_EINVAL;
    if (o->arrow_count >= TAV_SVG_MAX_ARROWS)
        return TAV_ELIMIT;
    tav_svg_arrow *a = (tav_svg_arrow *)realloc((void *)o->arrows, (o->arrow_count + 1) * sizeof *a);
    if (!a)
        return TAV_ENOMEM;
    a[o->arrow_count].from = from;
    a[o->arrow_count].to = to;
    a[o->arrow_count].color = color;
    o->arrows = a;
    o->arrow_count++;
    return TAV_OK;
}

/** Remove every arrow. */
void tavb_svg_clear_arrows(tav_svg_options *o)
{
    if (!o)
        return;
    free((void *)o->arrows);
    o->arrows = NULL;
    o->arrow_count = 0;
}

/** Fill square sq with color (0: no fill). TAV_OK or TAV_EINVAL. */
int tavb_svg_set_fill(tav_svg_options *o, int sq, uint32_t color)
{
    if (!o || sq < 0 || sq > 63)
        return TAV_EINVAL;
    o->fill[sq] = color;
    return TAV_OK;
}

/** Set the colour of a role (tav_svg_color_role; 0: the default). TAV_OK
 *  or TAV_EINVAL. */
int tavb_svg_set_color(tav_svg_options *o, int role, uint32_t color)
{
    if (!o || role < 0 || role >= TAV_SVG_COLOR_ROLES)
        return TAV_EINVAL;
    o->colors[role] = color;
    return TAV_OK;
}

/** Mark square sq with a cross (on non-zero) or not. TAV_OK or TAV_EINVAL. */
int tavb_svg_mark(tav_svg_options *o, int sq, int on)
{
    if (!o || sq < 0 || sq > 63)
        return TAV_EINVAL;
    if (on)
        o->squares |= (uint64_t)1 << sq;
    else
        o->squares &= ~((uint64_t)1 << sq);
    return TAV_OK;
}

/** Set the title (a copy is kept; NULL: the TFEN). TAV_OK, TAV_EINVAL or
 *  TAV_ENOMEM. */
int tavb_svg_set_title(tav_svg_options *o, const char *title)
{
    char *copy = NULL;
    if (!o)
        return TAV_EINVAL;
    if (title) {
        size_t n = strlen(title) + 1;
        if (!(copy = (char *)malloc(n)))
            return TAV_ENOMEM;
        memcpy(copy, title, n);
    }
    free((void *)o->title);
    o->title = copy;
    return TAV_OK;
}

/** The SVG document of pos drawn as o says (NULL: the defaults), as a new
 *  string; NULL on failure, err (if not NULL) says why: TAV_EINVAL (bad
 *  options or NULL pos) or TAV_ENOMEM. */
char *tavb_svg_write(const tav_position *pos, const tav_svg_options *o, tav_error *err)
{
    char *text;
    int rc = tav_svg_write_alloc(pos, o, &text, NULL);
    return tavb_text(rc, text, err, rc == TAV_EINVAL ? "bad SVG options (size 64..16384, squares 0..63, orientation "
                                                       "0 or 1, both or neither last-move square)" : NULL);
}

/** A colour read as tav_svg_parse_color() reads it, as 0xRRGGBBAA; or
 *  TAV_EINVAL (negative) when text is not a colour. */
int64_t tavb_svg_parse_color(const char *text)
{
    tav_svg_color c = 0;
    return tav_svg_parse_color(text, &c) == TAV_OK ? (int64_t)c : TAV_EINVAL;
}
%}

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
%rename("%s") TAV_SVG_WHITE_FILL;
%rename("%s") TAV_SVG_WHITE_INK;

/* Replaced by the object's constructor and the tavb_svg_* helpers. */
%ignore tav_svg_options_init;
%ignore tav_svg_write;
%ignore tav_svg_write_alloc;
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
    tav_svg_options() { return tavb_svg_options_new(); }
    ~tav_svg_options() { tavb_svg_options_free($self); }
}

%newobject tavb_svg_write;
%typemap(newfree) char *tavb_svg_write "tav_free($1);";

%include "tavreli/svg.h"

int tavb_svg_add_arrow(tav_svg_options *o, int from, int to, uint32_t color);
void tavb_svg_clear_arrows(tav_svg_options *o);
int tavb_svg_set_fill(tav_svg_options *o, int sq, uint32_t color);
int tavb_svg_set_color(tav_svg_options *o, int role, uint32_t color);
int tavb_svg_mark(tav_svg_options *o, int sq, int on);
int tavb_svg_set_title(tav_svg_options *o, const char *title);
char *tavb_svg_write(const tav_position *pos, const tav_svg_options *o, tav_error *err);
int64_t tavb_svg_parse_color(const char *text);
