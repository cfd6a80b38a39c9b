/* SVG diagrams (tavreli/svg.h) for the languages: an options object whose
 * arrows and title are its own, and the document as a new string. */
#include <stdlib.h>
#include <string.h>
#include "tier_impl.h"

/* An options object as the bindings make it: arrows and title are its own
 * (malloc'd), freed with it. */
tav_svg_options *tavb_svg_options_new(void)
{
    tav_svg_options *o = (tav_svg_options *)malloc(sizeof *o);
    if (o)
        tav_svg_options_init(o);
    return o;
}

void tavb_svg_options_free(tav_svg_options *o)
{
    if (!o)
        return;
    free((void *)o->arrows);
    free((void *)o->title);
    free(o);
}

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

void tavb_svg_clear_arrows(tav_svg_options *o)
{
    if (!o)
        return;
    free((void *)o->arrows);
    o->arrows = NULL;
    o->arrow_count = 0;
}

int tavb_svg_set_fill(tav_svg_options *o, int sq, uint32_t color)
{
    if (!o || sq < 0 || sq > 63)
        return TAV_EINVAL;
    o->fill[sq] = color;
    return TAV_OK;
}

int tavb_svg_set_color(tav_svg_options *o, int role, uint32_t color)
{
    if (!o || role < 0 || role >= TAV_SVG_COLOR_ROLES)
        return TAV_EINVAL;
    o->colors[role] = color;
    return TAV_OK;
}

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

char *tavb_svg_write(const tav_position *pos, const tav_svg_options *o, tav_error *err)
{
    char *text;
    int rc = tav_svg_write_alloc(pos, o, &text, NULL);
    return tavb_text(rc, text, err, rc == TAV_EINVAL ? "bad SVG options (size 64..16384, squares 0..63, orientation "
                                                       "0 or 1, both or neither last-move square)"
                                                     : NULL);
}

char *tavb_svg_piece_write(int piece, int size, const tav_svg_options *o, tav_error *err)
{
    char *text = NULL;
    int rc;
    if (size < TAV_SVG_PIECE_SIZE_MIN || size > TAV_SVG_SIZE_MAX) {
        tavb__refuse(err, "size must be %d..%d pixels, not %d", TAV_SVG_PIECE_SIZE_MIN, TAV_SVG_SIZE_MAX, size);
        return NULL;
    }
    rc = piece >= 0 && piece <= 0xffff ? tav_svg_piece_write_alloc((tav_piece)piece, (unsigned int)size, o, &text, NULL)
                                       : TAV_EINVAL;
    if (rc == TAV_EINVAL) {
        tavb__refuse(err, "bad piece picture: %d is not a piece (a kind 1..7, no bits above 0x1ff)", piece);
        return NULL;
    }
    return tavb_text(rc, text, err, NULL);
}

int64_t tavb_svg_parse_color(const char *text)
{
    tav_svg_color c = 0;
    return tav_svg_parse_color(text, &c) == TAV_OK ? (int64_t)c : TAV_EINVAL;
}

char *tavb_svg_notebook(const tav_position *pos, tav_error *err)
{
    tav_svg_options o;
    size_t n = pos ? tav_position_history_length(pos) : 0;
    tav_svg_options_init(&o);
    o.check = TAV_SVG_CHECK_AUTO;
    if (n) {
        tav_move last = tav_position_history_move(pos, n - 1);
        if (last != TAV_NULL_MOVE) {
            o.lastmove_from = TAV_MOVE_FROM(last);
            o.lastmove_to = TAV_MOVE_TO(last);
        }
    }
    return tavb_svg_write(pos, &o, err);
}

int tavb_svg_set_size(tav_svg_options *o, int size, long long legend, tav_error *err)
{
    if (!o)
        return tavb__refuse(err, "no SVG options");
    if (size < TAV_SVG_SIZE_MIN || size > TAV_SVG_SIZE_MAX)
        return tavb__refuse(err, "size must be %d..%d pixels, not %d", TAV_SVG_SIZE_MIN, TAV_SVG_SIZE_MAX, size);
    if (legend < 0 || legend > (1LL << 31))
        return tavb__refuse(err, "legend is a number of pieces from 0 (no legend) to 2**31, not %lld", legend);
    o->size = (unsigned int)size;
    o->legend_height = (unsigned int)legend;
    return TAV_OK;
}
