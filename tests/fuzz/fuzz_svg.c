/* libFuzzer target: the SVG options a caller reads from text (colours,
 * colour roles, squares, a title) and the picture drawn with them.
 *
 * The input (cut at the first NUL) is lines. The first is the picture's
 * title. Each later line is "ROLE=COLOUR" (a colour role and a colour, as
 * the CLI's --color and Python's colors= take them), "arrow FROM TO
 * COLOUR" or "size N" (a size out of range must be refused). A colour, role or square that does not read must
 * be refused without touching what it was to fill; what reads is applied.
 * Whatever the input, the picture (of two kings, or of a tall tower when the
 * title starts with 'T') is a well-formed document: one <svg> element,
 * valid UTF-8, no control character but tab, LF and CR, the title's text
 * escaped (no '<' inside <title>). */
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <tavreli.h>
#include "fuzz_check.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Valid UTF-8 (no overlong form, no surrogate, nothing above U+10FFFF)
 * with no control character but tab, line feed and carriage return (XML
 * 1.0's Char). */
static int well_formed_text(const unsigned char *s, size_t n)
{
    for (size_t i = 0; i < n;) {
        unsigned c = s[i];
        if (c < 0x80) {
            if (c < 0x20 && c != '\t' && c != '\n' && c != '\r')
                return 0;
            i++;
            continue;
        }
        size_t len = c >= 0xF0 ? 4 : c >= 0xE0 ? 3
                                 : c >= 0xC2   ? 2
                                               : 0;
        if (len == 0 || c > 0xF4 || i + len > n)
            return 0;
        unsigned long cp = c & (0xFFu >> (len + 1));
        for (size_t k = 1; k < len; k++) {
            if ((s[i + k] & 0xC0) != 0x80)
                return 0;
            cp = cp << 6 | (s[i + k] & 0x3F);
        }
        if ((len == 3 && (cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF))) || (len == 4 && (cp < 0x10000 || cp > 0x10FFFF)))
            return 0;
        i += len;
    }
    return 1;
}

static void check_picture(const tav_position *pos, const tav_svg_options *opt)
{
    char *svg = NULL;
    size_t n = 0;
    int rc = tav_svg_write_alloc(pos, opt, &svg, &n);
    if (opt->size < TAV_SVG_SIZE_MIN || opt->size > TAV_SVG_SIZE_MAX) {
        FUZZ_CHECK(rc == TAV_EINVAL && svg == NULL && n == 0, "size %u: returned %d", opt->size, rc);
        return;
    }
    FUZZ_CHECK(rc == TAV_OK, "tav_svg_write_alloc returned %d", rc);
    FUZZ_CHECK(n == strlen(svg), "length %zu, strlen %zu", n, strlen(svg));
    FUZZ_CHECK(strncmp(svg, "<svg ", 5) == 0, "the document does not start with <svg");
    FUZZ_CHECK(n > 7 && strcmp(svg + n - 7, "</svg>\n") == 0, "the document does not end with </svg>");
    FUZZ_CHECK(strstr(svg + 1, "<svg") == NULL, "a second <svg> element");
    FUZZ_CHECK(well_formed_text((const unsigned char *)svg, n), "a byte that is not well-formed XML text");
    const char *t = strstr(svg, "<title>");
    FUZZ_CHECK(t != NULL, "no <title>");
    const char *end = strstr(t, "</title>");
    FUZZ_CHECK(end != NULL, "<title> not closed");
    for (const char *q = t + 7; q < end; q++)
        FUZZ_CHECK(*q != '<' && *q != '>', "markup inside the title: %.40s", t);
    tav_free(svg);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static char text[4096];
    if (size >= sizeof text)
        return 0;
    memcpy(text, data, size);
    text[size] = '\0';

    tav_svg_options opt;
    tav_svg_options_init(&opt);
    tav_svg_arrow arrows[TAV_SVG_MAX_ARROWS];
    char *line = text, *next = strchr(line, '\n');
    if (next)
        *next++ = '\0';
    opt.title = line;
    for (line = next; line; line = next) {
        next = strchr(line, '\n');
        if (next)
            *next++ = '\0';
        char *eq = strchr(line, '=');
        if (strncmp(line, "arrow ", 6) == 0 && opt.arrow_count < TAV_SVG_MAX_ARROWS) {
            char from[8] = "", to[8] = "", colour[64] = "";
            tav_svg_arrow *a = &arrows[opt.arrow_count];
            a->from = a->to = -1;
            a->color = 0;
            if (sscanf(line + 6, "%7s %7s %63s", from, to, colour) < 2)
                continue;
            int f = tav_square_parse(from), s = tav_square_parse(to);
            FUZZ_CHECK(f == TAV_EINVAL || (f >= 0 && f < 64), "square_parse('%s') gave %d", from, f);
            FUZZ_CHECK(s == TAV_EINVAL || (s >= 0 && s < 64), "square_parse('%s') gave %d", to, s);
            if (f < 0 || s < 0)
                continue;
            tav_svg_color c = 0x12345678;
            if (colour[0] && tav_svg_parse_color(colour, &c) != TAV_OK) {
                FUZZ_CHECK(c == 0x12345678, "a refused colour '%s' changed the output", colour);
                continue;
            }
            a->from = f;
            a->to = s;
            a->color = colour[0] ? c : 0;
            opt.arrow_count++;
        } else if (strncmp(line, "size ", 5) == 0) {
            /* out of range is refused; a big picture is slow to check */
            unsigned long v = strtoul(line + 5, NULL, 10);
            opt.size = v > 2000 && v <= TAV_SVG_SIZE_MAX ? 2000 : v > UINT_MAX ? UINT_MAX
                                                                               : (unsigned)v;
        } else if (eq) {
            *eq = '\0';
            int role = tav_svg_color_role_parse(line);
            tav_svg_color c = 0x12345678;
            int rc = tav_svg_parse_color(eq + 1, &c);
            FUZZ_CHECK(rc == TAV_OK || rc == TAV_EINVAL, "parse_color returned %d", rc);
            if (rc != TAV_OK)
                FUZZ_CHECK(c == 0x12345678, "a refused colour '%s' changed the output", eq + 1);
            FUZZ_CHECK(role == TAV_EINVAL || (role >= 0 && role < TAV_SVG_COLOR_SLOTS), "role '%s' gave %d",
                       line, role);
            if (role >= 0 && rc == TAV_OK)
                opt.colors[role] = c;
        }
    }
    opt.arrows = opt.arrow_count ? arrows : NULL;

    /* Drawing is the slow part: the two kings only, and a tall tower when
     * the title starts with 'T' (the corpus keeps such inputs). */
    tav_position *pos = NULL;
    const char *tfen = text[0] == 'T' ? "4k3/8/8/3(QpPnNbBrR)4/8/8/8/4K3 w - - 0 1" : "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
    FUZZ_CHECK(tav_position_from_tfen(&pos, tfen, NULL) == TAV_OK, "the TFEN %s", tfen);
    check_picture(pos, &opt);
    tav_position_free(pos);
    return 0;
}
