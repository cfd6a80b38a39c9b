/* Check suite of the SVG renderer (tavreli/svg.h): options, buffers,
 * errors, orientation, what a tower shows (every piece, badges, the
 * promoted mark, R1-R3, R6), the legend, and the colours. Well-formedness
 * of the XML is checked by tests/render/svg-cli.sh with xmllint. */
#include "../unit/helpers.h"

#define TALL_TFEN \
    "7k/8/8/8/4(P=Rp=rP=Np=nP=Bp=bP=Qp=qPpP=Bp=bP=Np=nP=Rp=rQqRrRrBbBbNnNnK)3/8/8/8 b - - 0 40"

/* The document of p with opt (NULL: defaults), as a new string. */
static char *render(const tav_position *p, const tav_svg_options *opt)
{
    size_t len = 0;
    ck_assert_int_eq(tav_svg_write(p, opt, NULL, 0, &len), TAV_EBUFSIZE);
    char *buf = malloc(len + 1);
    ck_assert_ptr_nonnull(buf);
    size_t len2 = 0;
    ck_assert_int_eq(tav_svg_write(p, opt, buf, len + 1, &len2), TAV_OK);
    ck_assert_uint_eq(len2, len);
    ck_assert_uint_eq(strlen(buf), len);
    return buf;
}

static int count(const char *s, const char *needle)
{
    int n = 0;
    for (const char *q = s; (q = strstr(q, needle)) != NULL; q += strlen(needle))
        n++;
    return n;
}

/* The text of the group <g class="tower SQ"> ... </g> (into buf). */
static void tower_group(const char *svg, const char *square, char *buf, size_t size)
{
    char head[32];
    snprintf(head, sizeof head, "<g class=\"tower %s\">", square);
    const char *a = strstr(svg, head);
    ck_assert_msg(a != NULL, "no tower on %s", square);
    const char *b = strstr(a, "</g>");
    ck_assert_ptr_nonnull(b);
    size_t n = (size_t)(b - a);
    ck_assert_uint_lt(n, size);
    memcpy(buf, a, n);
    buf[n] = '\0';
}

START_TEST(svg_options_init_same_bytes)
{
    tav_svg_options a = TAV_SVG_OPTIONS_INIT, b;
    memset(&b, 0xa5, sizeof b);
    tav_svg_options_init(&b);
    /* padding may differ; compare every field */
    ck_assert_uint_eq(a.version, b.version);
    ck_assert_uint_eq(a.version, TAV_SVG_OPTIONS_VERSION);
    ck_assert_uint_eq(a.size, b.size);
    ck_assert_uint_eq(a.size, 400);
    ck_assert_int_eq(a.orientation, b.orientation);
    ck_assert_int_eq(a.coordinates, b.coordinates);
    ck_assert_int_eq(a.lastmove_from, b.lastmove_from);
    ck_assert_int_eq(a.lastmove_to, TAV_NO_SQUARE);
    ck_assert_int_eq(a.check, b.check);
    ck_assert(a.squares == b.squares);
    ck_assert_uint_eq(a.legend_height, b.legend_height);
    ck_assert_ptr_eq(a.title, b.title);
    ck_assert_ptr_eq(a.arrows, b.arrows);
    ck_assert_uint_eq(a.arrow_count, b.arrow_count);
    ck_assert_int_eq(memcmp(a.fill, b.fill, sizeof a.fill), 0);
    ck_assert_int_eq(memcmp(a.colors, b.colors, sizeof a.colors), 0);
    tav_svg_options_init(NULL); /* no-op */
}
END_TEST

START_TEST(svg_bad_arguments)
{
    tav_position *p = tav_position_new();
    char buf[64];
    size_t len = 12345;
    tav_svg_options o = TAV_SVG_OPTIONS_INIT;
    tav_svg_arrow arrows[TAV_SVG_MAX_ARROWS + 1];
    memset(arrows, 0, sizeof arrows);
    ck_assert_int_eq(tav_svg_write(NULL, &o, buf, sizeof buf, &len), TAV_EINVAL);
    ck_assert_uint_eq(len, 12345); /* untouched on EINVAL */
    ck_assert_int_eq(tav_svg_write(p, &o, NULL, 10, &len), TAV_EINVAL);
#define BAD(field, value)                                                                              \
    do {                                                                                               \
        tav_svg_options_init(&o);                                                                      \
        o.field = value;                                                                               \
        ck_assert_msg(tav_svg_write(p, &o, buf, sizeof buf, NULL) == TAV_EINVAL, #field " = " #value); \
    } while (0)
    BAD(version, 0);
    BAD(version, TAV_SVG_OPTIONS_VERSION + 1);
    BAD(size, 0);
    BAD(size, TAV_SVG_SIZE_MIN - 1);
    BAD(size, TAV_SVG_SIZE_MAX + 1);
    BAD(orientation, 2);
    BAD(orientation, -1);
    BAD(check, 64);
    BAD(check, -3);
    BAD(lastmove_from, 12); /* only one square of the last move */
    BAD(lastmove_to, 12);
    BAD(arrow_count, 1); /* arrows NULL */
    tav_svg_options_init(&o);
    o.arrows = arrows;
    o.arrow_count = TAV_SVG_MAX_ARROWS + 1;
    ck_assert_int_eq(tav_svg_write(p, &o, buf, sizeof buf, NULL), TAV_EINVAL);
    o.arrow_count = TAV_SVG_MAX_ARROWS;
    ck_assert_int_eq(tav_svg_write(p, &o, NULL, 0, NULL), TAV_EBUFSIZE);
    arrows[3].to = 64;
    ck_assert_int_eq(tav_svg_write(p, &o, NULL, 0, NULL), TAV_EINVAL);
    tav_svg_options_init(&o);
    o.lastmove_from = 12;
    o.lastmove_to = 64;
    ck_assert_int_eq(tav_svg_write(p, &o, NULL, 0, NULL), TAV_EINVAL);
    /* the limits themselves are accepted */
    tav_svg_options_init(&o);
    o.size = TAV_SVG_SIZE_MIN;
    ck_assert_int_eq(tav_svg_write(p, &o, NULL, 0, NULL), TAV_EBUFSIZE);
    o.size = TAV_SVG_SIZE_MAX;
    ck_assert_int_eq(tav_svg_write(p, &o, NULL, 0, NULL), TAV_EBUFSIZE);
    tav_position_free(p);
}
END_TEST

START_TEST(svg_buffer_sizes)
{
    tav_position *p = tav_position_new();
    char *full = render(p, NULL);
    size_t len = strlen(full), got = 0;
    ck_assert(strncmp(full, "<svg ", 5) == 0);
    ck_assert(strcmp(full + len - 7, "</svg>\n") == 0);
    char *buf = malloc(len + 1);
    /* too small by one: the first len-1 bytes and a NUL */
    memset(buf, 'x', len + 1);
    ck_assert_int_eq(tav_svg_write(p, NULL, buf, len, &got), TAV_EBUFSIZE);
    ck_assert_uint_eq(got, len);
    ck_assert_uint_eq(strlen(buf), len - 1);
    ck_assert_int_eq(strncmp(buf, full, len - 1), 0);
    /* one byte: just the NUL */
    buf[0] = 'x';
    ck_assert_int_eq(tav_svg_write(p, NULL, buf, 1, NULL), TAV_EBUFSIZE);
    ck_assert_int_eq(buf[0], '\0');
    /* exactly enough; NULL options are the defaults; the same bytes again */
    tav_svg_options o = TAV_SVG_OPTIONS_INIT;
    ck_assert_int_eq(tav_svg_write(p, &o, buf, len + 1, NULL), TAV_OK);
    ck_assert_str_eq(buf, full);
    /* the position is not changed */
    char tfen[TAV_TFEN_MAX + 1];
    tav_position_tfen(p, tfen, sizeof tfen);
    ck_assert_str_eq(tfen, TAV_START_TFEN);
    free(buf);
    free(full);
    tav_position_free(p);
}
END_TEST

START_TEST(svg_size_and_frame)
{
    tav_position *p = tav_position_new();
    tav_svg_options o = TAV_SVG_OPTIONS_INIT;
    char *s = render(p, &o);
    ck_assert_ptr_nonnull(strstr(s, "width=\"400\" height=\"400\" viewBox=\"0 0 400 400\""));
    /* frame 400/20 = 20, squares 45: a1 (dark) at the lower left */
    ck_assert_ptr_nonnull(strstr(s, "<rect x=\"20\" y=\"335\" width=\"45\" height=\"45\" fill=\"#b58863\"/>"));
    ck_assert_int_eq(count(s, ">a</text>"), 1);
    ck_assert_int_eq(count(s, ">8</text>"), 1);
    free(s);
    o.size = 200;
    o.coordinates = 0;
    s = render(p, &o);
    ck_assert_ptr_nonnull(strstr(s, "width=\"200\" height=\"200\""));
    ck_assert_ptr_nonnull(strstr(s, "<rect x=\"0\" y=\"175\" width=\"25\" height=\"25\" fill=\"#b58863\"/>"));
    ck_assert_int_eq(count(s, ">a</text>"), 0);
    free(s);
    tav_position_free(p);
}
END_TEST

START_TEST(svg_orientation)
{
    tav_position *p = tav_position_new();
    tav_svg_options o = TAV_SVG_OPTIONS_INIT;
    char *w = render(p, &o);
    o.orientation = TAV_BLACK;
    char *b = render(p, &o);
    ck_assert_str_ne(w, b);
    /* a1 is drawn first: lower left for white, upper right for black */
    ck_assert_ptr_nonnull(strstr(w, "fill=\"#3a3a3a\"/>\n<rect x=\"20\" y=\"335\" width=\"45\""));
    ck_assert_ptr_nonnull(strstr(b, "fill=\"#3a3a3a\"/>\n<rect x=\"335\" y=\"20\" width=\"45\""));
    /* the white king's disc: e1 is at x 200..245 for white, 155..200 for black */
    char g[4096];
    tower_group(w, "e1", g, sizeof g);
    ck_assert_ptr_nonnull(strstr(g, "cx=\"222.5\" cy=\"357.5\""));
    tower_group(b, "e1", g, sizeof g);
    ck_assert_ptr_nonnull(strstr(g, "cx=\"177.5\" cy=\"42.5\""));
    /* coordinates follow: rank 1 is at the top for black */
    ck_assert_ptr_nonnull(strstr(b, "<text x=\"10\" y=\"46.96\" font-size=\"12.4\" text-anchor=\"middle\" fill=\"#eeeeee\">1</text>"));
    ck_assert_ptr_nonnull(strstr(w, "<text x=\"10\" y=\"46.96\" font-size=\"12.4\" text-anchor=\"middle\" fill=\"#eeeeee\">8</text>"));
    free(w);
    free(b);
    tav_position_free(p);
}
END_TEST

/* Every piece of a tower is shown, bottom to top, with colour, kind and
 * badge (R1: the badge is the pawn's own, whatever file it stands on). */
START_TEST(svg_tower_shows_every_piece)
{
    /* d4: black pawn (badge H), white pawn (badge N), white knight, black
     * bishop on top. */
    tav_position *p = pos_new("4k3/8/8/8/3(p=hP=NNb)4/8/8/4K3 w - - 0 1");
    char *s = render(p, NULL), g[8192];
    tower_group(s, "d4", g, sizeof g);
    ck_assert_ptr_nonnull(strstr(g, "<title>d4, 4 pieces from the bottom: black pawn (badge H), "
                                    "white pawn (badge N), white knight, black bishop</title>"));
    ck_assert_int_eq(count(g, "class=\"token\""), 3); /* the three under the top */
    ck_assert_int_eq(count(g, "class=\"top\""), 1);
    ck_assert_int_eq(count(g, "class=\"height\""), 1);
    ck_assert_ptr_nonnull(strstr(g, ">4</text>"));
    ck_assert_int_eq(count(g, "class=\"more\""), 0);
    ck_assert_int_eq(count(g, "class=\"promoted\""), 0);
    /* the tokens, lowest first in the document: p (dark) H, P (light) N, N, then the top b */
    const char *pp = strstr(g, "class=\"token\"");
    const char *letters[] = { ">P<", ">H<", ">P<", ">N<", ">N<", ">B<" };
    for (size_t i = 0; i < sizeof letters / sizeof letters[0]; i++) {
        pp = strstr(pp, letters[i]);
        ck_assert_msg(pp != NULL, "letter %zu (%s) missing or out of order", i, letters[i]);
    }
    ck_assert_ptr_nonnull(strstr(g, "fill=\"#222222\"")); /* black pieces dark */
    ck_assert_ptr_nonnull(strstr(g, "fill=\"#ffffff\"")); /* white pieces light */
    /* a lone piece: one disc, no token, no height */
    tower_group(s, "e8", g, sizeof g);
    ck_assert_int_eq(count(g, "class=\"token\""), 0);
    ck_assert_int_eq(count(g, "class=\"height\""), 0);
    ck_assert_int_eq(count(g, "class=\"top\""), 1);
    free(s);
    tav_position_free(p);
}
END_TEST

/* R3/R6: a promoted top has its ring and star; a pawn its badge disc. */
START_TEST(svg_promoted_and_badges)
{
    tav_position *p = pos_new("4k3/8/Q~7/8/8/8/4P3/4K3 w - - 0 1");
    char *s = render(p, NULL), g[4096];
    tower_group(s, "a6", g, sizeof g);
    ck_assert_int_eq(count(g, "class=\"promoted\""), 2); /* ring and star */
    ck_assert_ptr_nonnull(strstr(g, "white queen (promoted)"));
    tower_group(s, "e2", g, sizeof g);
    ck_assert_int_eq(count(g, "class=\"promoted\""), 0);
    ck_assert_int_eq(count(g, "class=\"badge\""), 1);
    ck_assert_ptr_nonnull(strstr(g, ">H</text>")); /* the e-pawn's badge */
    tower_group(s, "e1", g, sizeof g);
    ck_assert_int_eq(count(g, "class=\"badge\""), 0);
    free(s);
    tav_position_free(p);
}
END_TEST

/* A tower of 31 (R2's most): its square shows the two pieces under the
 * top and "+28"; the legend lists all 31, numbered from the bottom. */
START_TEST(svg_tall_tower_legend)
{
    tav_position *p = pos_new(TALL_TFEN);
    ck_assert_int_eq(tav_position_height(p, sq("e4")), 31);
    tav_svg_options o = TAV_SVG_OPTIONS_INIT;
    char *s = render(p, &o), g[8192];
    tower_group(s, "e4", g, sizeof g);
    ck_assert_int_eq(count(g, "class=\"token\""), 2);
    ck_assert_int_eq(count(g, "class=\"more\""), 1);
    ck_assert_ptr_nonnull(strstr(g, ">+28</text>"));
    ck_assert_ptr_nonnull(strstr(g, ">31</text>"));
    const char *legend = strstr(s, "<g class=\"legend\">");
    ck_assert_ptr_nonnull(legend);
    ck_assert_ptr_nonnull(strstr(legend, "<g class=\"legend-tower e4\">"));
    ck_assert_int_eq(count(legend, "class=\"token\""), 31);
    ck_assert_ptr_nonnull(strstr(legend, ">31 pieces</text>"));
    ck_assert_ptr_nonnull(strstr(legend, ">1</text>"));
    ck_assert_ptr_nonnull(strstr(legend, ">31</text>"));
    /* the legend widens the picture, not its height */
    ck_assert_ptr_null(strstr(s, "width=\"400\""));
    ck_assert_ptr_nonnull(strstr(s, "height=\"400\""));
    free(s);
    /* no legend: the column alone, as many as fit */
    o.legend_height = 0;
    s = render(p, &o);
    ck_assert_ptr_null(strstr(s, "class=\"legend\""));
    ck_assert_ptr_nonnull(strstr(s, "width=\"400\" height=\"400\""));
    tower_group(s, "e4", g, sizeof g);
    ck_assert_int_eq(count(g, "class=\"token\""), 2);
    ck_assert_ptr_nonnull(strstr(g, ">+28</text>"));
    free(s);
    /* legend_height 32: no tower is that tall */
    o.legend_height = 32;
    s = render(p, &o);
    ck_assert_ptr_null(strstr(s, "class=\"legend\""));
    free(s);
    tav_position_free(p);
}
END_TEST

START_TEST(svg_default_legend_threshold)
{
    /* heights 4 and 5: the default lists towers of 5 or more */
    tav_position *p = pos_new("4k3/8/8/8/3(pPpP)(pPpPN)3/8/8/4K3 w - - 0 1");
    char *s = render(p, NULL);
    ck_assert_ptr_nonnull(strstr(s, "<g class=\"legend-tower e4\">"));
    ck_assert_ptr_null(strstr(s, "<g class=\"legend-tower d4\">"));
    free(s);
    tav_position_free(p);
}
END_TEST

START_TEST(svg_marks_and_highlights)
{
    tav_position *p = pos_new("4k3/4R3/8/8/8/8/8/4K3 b - - 0 1"); /* black in check */
    tav_svg_options o = TAV_SVG_OPTIONS_INIT;
    char *s = render(p, &o);
    ck_assert_ptr_null(strstr(s, "class=\"check\""));
    free(s);
    o.check = TAV_SVG_CHECK_AUTO;
    s = render(p, &o);
    ck_assert_int_eq(count(s, "class=\"check\""), 1);
    /* on e8: x 200, y 20 */
    ck_assert_ptr_nonnull(strstr(s, "<rect class=\"check\" x=\"200\" y=\"20\""));
    free(s);
    tav_position *q = tav_position_new(); /* not in check: auto draws nothing */
    s = render(q, &o);
    ck_assert_ptr_null(strstr(s, "class=\"check\""));
    free(s);
    tav_position_free(q);

    tav_svg_arrow arrows[3] = { { sq("e7"), sq("e8"), 0 }, { sq("a1"), sq("h8"), 0xff000080u }, { sq("d4"), sq("d4"), 0 } };
    tav_svg_options_init(&o);
    o.arrows = arrows;
    o.arrow_count = 3;
    o.lastmove_from = sq("e2");
    o.lastmove_to = sq("e7");
    o.squares = 1ull << sq("c3") | 1ull << sq("f6");
    o.fill[sq("h1")] = 0xff000080u;
    o.colors[TAV_SVG_LIGHT] = 0x112233ffu;
    s = render(p, &o);
    ck_assert_int_eq(count(s, "class=\"arrow\""), 3);
    ck_assert_ptr_nonnull(strstr(s, "<g class=\"arrow\" opacity=\"0.5\">"));
    ck_assert_int_eq(count(s, "class=\"mark\""), 2);
    ck_assert_ptr_nonnull(strstr(s, "<rect class=\"fill\" x=\"335\" y=\"335\" width=\"45\" height=\"45\" "
                                    "fill=\"#ff0000\" fill-opacity=\"0.5\"/>"));
    /* e2 is light, e7 dark: the two last-move colours */
    ck_assert_ptr_nonnull(strstr(s, "<rect x=\"200\" y=\"290\" width=\"45\" height=\"45\" fill=\"#cdd16a\"/>"));
    ck_assert_ptr_nonnull(strstr(s, "<rect x=\"200\" y=\"65\" width=\"45\" height=\"45\" fill=\"#aaa23b\"/>"));
    ck_assert_ptr_nonnull(strstr(s, "fill=\"#112233\""));
    ck_assert_ptr_null(strstr(s, "fill=\"#f0d9b5\""));
    free(s);
    tav_position_free(p);
}
END_TEST

START_TEST(svg_title_escaped)
{
    tav_position *p = tav_position_new();
    tav_svg_options o = TAV_SVG_OPTIONS_INIT;
    char *s = render(p, &o);
    ck_assert_ptr_nonnull(strstr(s, "<title>" TAV_START_TFEN "</title>"));
    free(s);
    o.title = "<a & \"b\"> 'c'\x01";
    s = render(p, &o);
    ck_assert_ptr_nonnull(strstr(s, "<title>&lt;a &amp; &quot;b&quot;&gt; &apos;c&apos;?</title>"));
    free(s);
    tav_position_free(p);
}
END_TEST

/* Independent of the library: is s well-formed UTF-8 (RFC 3629)? */
static int valid_utf8(const unsigned char *s)
{
    while (*s) {
        int k = *s < 0x80 ? 0 : (*s & 0xE0) == 0xC0 ? 1
                            : (*s & 0xF0) == 0xE0   ? 2
                            : (*s & 0xF8) == 0xF0   ? 3
                                                    : -1;
        if (k < 0)
            return 0;
        unsigned long cp = k == 0 ? *s : *s & (0x3F >> k);
        for (int i = 1; i <= k; i++) {
            if ((s[i] & 0xC0) != 0x80)
                return 0;
            cp = cp << 6 | (s[i] & 0x3F);
        }
        static const unsigned long least[] = { 0, 0x80, 0x800, 0x10000 };
        if (cp < least[k] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
            return 0;
        s += k + 1;
    }
    return 1;
}

START_TEST(svg_title_invalid_utf8)
{
    /* A title of bytes that are not UTF-8 (a lone lead byte, 0xFF,
     * an overlong '/', a surrogate, a cut 4-byte sequence at the end) gives
     * a well-formed document: each bad byte is U+FFFD, good characters stay */
    tav_position *p = tav_position_new();
    tav_svg_options o = TAV_SVG_OPTIONS_INIT;
    o.title = "\xD0\x9C\xD0\xBE\xD1\x81\xD0\xBA\xD0\xB2\xD0\xB0 \xC3 \xFF \xC0\xAF \xED\xA0\x80 \xEF\xBF\xBE \xF0\x9F\x98";
    char *s = render(p, &o);
    ck_assert(valid_utf8((const unsigned char *)s));
    ck_assert_ptr_nonnull(strstr(s, "<title>\xD0\x9C\xD0\xBE\xD1\x81\xD0\xBA\xD0\xB2\xD0\xB0 \xEF\xBF\xBD \xEF\xBF\xBD "
                                    "\xEF\xBF\xBD\xEF\xBF\xBD \xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD \xEF\xBF\xBD "
                                    "\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD</title>"));
    free(s);
    o.title = "emoji \xF0\x9F\x98\x80 ok";
    s = render(p, &o);
    ck_assert_ptr_nonnull(strstr(s, "<title>emoji \xF0\x9F\x98\x80 ok</title>"));
    free(s);
    tav_position_free(p);
}
END_TEST

START_TEST(svg_colors)
{
    tav_svg_color c = 7;
    ck_assert_int_eq(tav_svg_parse_color("#abc", &c), TAV_OK);
    ck_assert_uint_eq(c, 0xaabbccffu);
    ck_assert_int_eq(tav_svg_parse_color("#abcd", &c), TAV_OK);
    ck_assert_uint_eq(c, 0xaabbccddu);
    ck_assert_int_eq(tav_svg_parse_color("#A0b1C2", &c), TAV_OK);
    ck_assert_uint_eq(c, 0xa0b1c2ffu);
    ck_assert_int_eq(tav_svg_parse_color("#15781B80", &c), TAV_OK);
    ck_assert_uint_eq(c, 0x15781b80u);
    ck_assert_int_eq(tav_svg_parse_color("red", &c), TAV_OK);
    ck_assert_uint_eq(c, 0xff0000ffu);
    ck_assert_int_eq(tav_svg_parse_color("transparent", &c), TAV_OK);
    ck_assert_uint_eq(c, 1);
    ck_assert_int_eq(tav_svg_parse_color("#00000000", &c), TAV_OK);
    ck_assert_uint_eq(c, 1); /* never 0, which means "default" */
    c = 7;
    const char *bad[] = { "", "#", "#12", "#12345", "#1234567", "#123456789", "#ggg", "Red", "red ", "#12 456" };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        ck_assert_msg(tav_svg_parse_color(bad[i], &c) == TAV_EINVAL && c == 7, "'%s' accepted", bad[i]);
    ck_assert_int_eq(tav_svg_parse_color(NULL, &c), TAV_EINVAL);
    ck_assert_int_eq(tav_svg_parse_color("red", NULL), TAV_EINVAL);

    ck_assert_int_eq(tav_svg_color_role_parse("light"), TAV_SVG_LIGHT);
    ck_assert_int_eq(tav_svg_color_role_parse("square dark"), TAV_SVG_DARK);
    ck_assert_int_eq(tav_svg_color_role_parse("square light lastmove"), TAV_SVG_LASTMOVE_LIGHT);
    ck_assert_int_eq(tav_svg_color_role_parse("black ink"), TAV_SVG_BLACK_INK);
    ck_assert_int_eq(tav_svg_color_role_parse("height"), TAV_SVG_HEIGHT);
    ck_assert_int_eq(tav_svg_color_role_parse("nope"), TAV_EINVAL);
    ck_assert_int_eq(tav_svg_color_role_parse(NULL), TAV_EINVAL);
}
END_TEST

/* Numbers: at most two decimals, no exponent, no locale's comma. */
START_TEST(svg_numbers)
{
    tav_position *p = tav_position_new();
    tav_svg_options o = TAV_SVG_OPTIONS_INIT;
    o.size = 333;
    char *s = render(p, &o);
    ck_assert_ptr_null(strstr(s, "e+"));
    ck_assert_ptr_null(strstr(s, "e-0"));
    ck_assert_ptr_null(strstr(s, "-0\""));
    ck_assert_ptr_null(strstr(s, "nan"));
    for (const char *q = s; (q = strchr(q, '.')) != NULL; q++) {
        int digits = 0;
        while (q[1 + digits] >= '0' && q[1 + digits] <= '9')
            digits++;
        ck_assert_int_le(digits, 2);
    }
    free(s);
    tav_position_free(p);
}
END_TEST

/* Any valid options, on positions with towers: the length asked for is
 * the length written, every shorter buffer gets a prefix of the document,
 * and the same options give the same bytes. */
START_TEST(svg_random_options_consistent)
{
    static const char *const tfens[] = {
        TAV_START_TFEN,
        TALL_TFEN,
        "(rnrpbp=qk)n6/1pp3(p=b!p=h!)1/3(qQ)2P=Q1/5K2/6(PP=R)1/4PPp1/(Pb)PP2Bp=r1/RNB1(NR)3 w - - 0 31",
        "R~1(bR)5/1(pp=r!r)1(pn)1(pk)2/8/1N2(p=bnP=Np=rrQpqp=nbB)3/2B5/2P=Q1PN2/2P2PPP/4K2R b K - 1 18",
    };
    uint32_t seed = 12345;
#define RAND() (seed = seed * 1103515245u + 12345u, (seed >> 8) & 0xffff)
    for (int round = 0; round < 60; round++) {
        tav_position *p = pos_new(tfens[round % 4]);
        tav_svg_arrow arrows[8];
        tav_svg_options o = TAV_SVG_OPTIONS_INIT;
        o.size = TAV_SVG_SIZE_MIN + RAND() % 1500;
        o.orientation = (int)(RAND() % 2);
        o.coordinates = (int)(RAND() % 2);
        if (RAND() % 2) {
            o.lastmove_from = (int)(RAND() % 64);
            o.lastmove_to = (int)(RAND() % 64);
        }
        o.check = RAND() % 3 == 0 ? TAV_SVG_CHECK_AUTO : (RAND() % 2 ? (int)(RAND() % 64) : TAV_NO_SQUARE);
        o.squares = (uint64_t)RAND() << 40 | (uint64_t)RAND() << 20 | RAND();
        o.legend_height = RAND() % 12;
        o.arrow_count = RAND() % 9;
        for (size_t i = 0; i < o.arrow_count; i++) {
            arrows[i].from = (int)(RAND() % 64);
            arrows[i].to = (int)(RAND() % 64);
            arrows[i].color = RAND() % 2 ? 0 : (tav_svg_color)RAND() << 16 | RAND();
        }
        o.arrows = arrows;
        for (int i = 0; i < 64; i++)
            o.fill[i] = RAND() % 5 ? 0 : (tav_svg_color)RAND() << 16 | RAND();
        for (int i = 0; i < TAV_SVG_COLOR_ROLES; i++)
            o.colors[i] = RAND() % 3 ? 0 : (tav_svg_color)RAND() << 16 | RAND();
        char *full = render(p, &o), *again = render(p, &o);
        ck_assert_str_eq(full, again);
        size_t len = strlen(full);
        char *buf = malloc(len + 1);
        for (int k = 0; k < 4; k++) {
            size_t size = 1 + RAND() % len, got = 0;
            ck_assert_int_eq(tav_svg_write(p, &o, buf, size, &got), TAV_EBUFSIZE);
            ck_assert_uint_eq(got, len);
            ck_assert_uint_eq(strlen(buf), size - 1);
            ck_assert_int_eq(strncmp(buf, full, size - 1), 0);
        }
        free(buf);
        free(again);
        free(full);
        tav_position_free(p);
    }
#undef RAND
}
END_TEST

int main(void)
{
    Suite *s = suite_create("SVG");
    TCase *tc = tcase(s, "options and buffers");
    tcase_add_test(tc, svg_options_init_same_bytes);
    tcase_add_test(tc, svg_bad_arguments);
    tcase_add_test(tc, svg_buffer_sizes);
    tcase_add_test(tc, svg_size_and_frame);
    tcase_add_test(tc, svg_orientation);
    tcase_add_test(tc, svg_numbers);
    tcase_add_test(tc, svg_random_options_consistent);
    tc = tcase(s, "towers");
    tcase_add_test(tc, svg_tower_shows_every_piece);
    tcase_add_test(tc, svg_promoted_and_badges);
    tcase_add_test(tc, svg_tall_tower_legend);
    tcase_add_test(tc, svg_default_legend_threshold);
    tc = tcase(s, "marks, text and colours");
    tcase_add_test(tc, svg_marks_and_highlights);
    tcase_add_test(tc, svg_title_escaped);
    tcase_add_test(tc, svg_title_invalid_utf8);
    tcase_add_test(tc, svg_colors);
    return run_suite(s);
}
