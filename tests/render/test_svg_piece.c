/* Check suite of one piece's picture (tav_svg_piece_write(), tavreli/svg.h):
 * it is exactly the board's drawing of that piece alone on a square (each
 * kind, both colours, a pawn's badge R1, a promoted piece R6), its name as
 * the title, the colours of the options, and every refused argument. */
#include "../unit/helpers.h"

/* The piece's document as a new string, through both entry points. */
static char *piece_svg(tav_piece pc, unsigned size, const tav_svg_options *opt)
{
    size_t len = 0, len2 = 0;
    ck_assert_int_eq(tav_svg_piece_write(pc, size, opt, NULL, 0, &len), TAV_EBUFSIZE);
    char *text = NULL;
    ck_assert_int_eq(tav_svg_piece_write_alloc(pc, size, opt, &text, &len2), TAV_OK);
    ck_assert_uint_eq(len2, len);
    ck_assert_uint_eq(strlen(text), len);
    return text;
}

/* What follows the first "</title>\n" of s, up to end (excluded). */
static char *after_title(const char *s, const char *end)
{
    const char *a = strstr(s, "</title>\n");
    ck_assert_ptr_nonnull(a);
    a += strlen("</title>\n");
    const char *b = strstr(a, end);
    ck_assert_ptr_nonnull(b);
    char *out = malloc((size_t)(b - a) + 1);
    ck_assert_ptr_nonnull(out);
    memcpy(out, a, (size_t)(b - a));
    out[b - a] = '\0';
    return out;
}

/* The piece alone on the board's top-left square (a8 seen from white, h1
 * from black), squares of 50 pixels, drawn as tav_svg_piece_write() draws
 * it at size 50: the same elements, byte for byte. */
static void same_as_board(const char *tfen, int orientation, const char *square)
{
    tav_position *p = pos_new(tfen);
    tav_svg_options opt = TAV_SVG_OPTIONS_INIT;
    opt.coordinates = 0;
    opt.orientation = orientation;
    char *board = NULL;
    ck_assert_int_eq(tav_svg_write_alloc(p, &opt, &board, NULL), TAV_OK);
    char head[32];
    snprintf(head, sizeof head, "<g class=\"tower %s\">", square);
    const char *group = strstr(board, head);
    ck_assert_msg(group != NULL, "no tower on %s", square);
    ck_assert_int_eq(tav_position_height(p, sq(square)), 1);
    tav_piece pc = tav_position_piece(p, sq(square), 0);
    char *piece = piece_svg(pc, 50, NULL);
    char *want = after_title(group, "</g>"), *got = after_title(piece, "</svg>");
    ck_assert_msg(strcmp(want, got) == 0, "%s of %s: board draws\n%s\npiece draws\n%s", square, tfen, want, got);
    free(want);
    free(got);
    free(piece);
    free(board);
    tav_position_free(p);
}

START_TEST(piece_drawn_as_on_the_board)
{
    /* white pieces on h1 (black at the bottom), black ones on a8; the
     * kings stay on c3 and f6, out of every line */
    static const char *const white[] = { "Q", "R", "B", "N", "H", "P=Q", "P=H", "P=N", "Q~", "R~", "H~" };
    static const char *const black[] = { "q", "r", "b", "n", "h", "p=q", "p=h", "p=b", "q~", "b~", "n~" };
    char tfen[96];
    for (size_t i = 0; i < sizeof white / sizeof *white; i++) {
        snprintf(tfen, sizeof tfen, "8/8/5k2/8/8/2K5/8/7%s w - - 0 1", white[i]);
        same_as_board(tfen, TAV_BLACK, "h1");
        snprintf(tfen, sizeof tfen, "%s7/8/5k2/8/8/2K5/8/8 w - - 0 1", black[i]);
        same_as_board(tfen, TAV_WHITE, "a8");
    }
    same_as_board("8/8/5k2/8/8/8/8/7K w - - 0 1", TAV_BLACK, "h1");
    same_as_board("k7/8/8/8/8/2K5/8/8 w - - 0 1", TAV_WHITE, "a8");
}
END_TEST

START_TEST(piece_document)
{
    tav_piece pawn = (tav_piece)(TAV_PAWN | TAV_BLACK << 3 | TAV_HELGI << 4);
    char *s = piece_svg(pawn, 45, NULL);
    ck_assert_ptr_nonnull(strstr(s, "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"45\" "
                                    "height=\"45\" viewBox=\"0 0 45 45\""));
    ck_assert_ptr_nonnull(strstr(s, "<title>black pawn (badge H)</title>"));
    ck_assert_ptr_nonnull(strstr(s, "class=\"badge\""));
    ck_assert_ptr_null(strstr(s, "<rect")); /* no square behind it */
    ck_assert_str_eq(s + strlen(s) - 7, "</svg>\n");
    free(s);
    /* a pawn with no badge (not on a board): no badge, no '?' */
    s = piece_svg(TAV_PAWN, 45, NULL);
    ck_assert_ptr_nonnull(strstr(s, "<title>white pawn</title>"));
    ck_assert_ptr_null(strstr(s, "class=\"badge\""));
    ck_assert_ptr_null(strstr(s, "?"));
    free(s);
    /* a promoted piece: ring and star */
    s = piece_svg((tav_piece)(TAV_ROOK | TAV_ROOK << 4 | 1 << 7), 45, NULL);
    ck_assert_ptr_nonnull(strstr(s, "<title>white rook (promoted)</title>"));
    ck_assert_ptr_nonnull(strstr(s, "<circle class=\"promoted\""));
    ck_assert_ptr_nonnull(strstr(s, "<polygon class=\"promoted\""));
    free(s);
}
END_TEST

START_TEST(piece_options)
{
    tav_svg_options opt = TAV_SVG_OPTIONS_INIT;
    opt.colors[TAV_SVG_BLACK_FILL] = 0x123456ff;
    opt.colors[TAV_SVG_BLACK_INK] = 0xabcdefff;
    opt.title = "a <knight> & more";
    opt.size = 1; /* the board's size: not read */
    char *s = piece_svg((tav_piece)(TAV_KNIGHT | TAV_BLACK << 3), 64, &opt);
    ck_assert_ptr_nonnull(strstr(s, "fill=\"#123456\""));
    ck_assert_ptr_nonnull(strstr(s, "fill=\"#abcdef\""));
    ck_assert_ptr_nonnull(strstr(s, "<title>a &lt;knight&gt; &amp; more</title>"));
    ck_assert_ptr_null(strstr(s, "#222222"));
    free(s);
    /* the smallest and largest sizes */
    s = piece_svg(TAV_KING, TAV_SVG_PIECE_SIZE_MIN, NULL);
    free(s);
    s = piece_svg(TAV_KING, TAV_SVG_SIZE_MAX, NULL);
    free(s);
}
END_TEST

START_TEST(piece_buffers)
{
    char *full = piece_svg(TAV_HELGI, 100, NULL);
    size_t n = strlen(full);
    char buf[4096];
    ck_assert_uint_lt(n, sizeof buf);
    for (size_t size = 1; size <= n + 1; size += 37) {
        size_t len = 0;
        memset(buf, 'x', sizeof buf);
        ck_assert_int_eq(tav_svg_piece_write(TAV_HELGI, 100, NULL, buf, size, &len), TAV_EBUFSIZE);
        ck_assert_uint_eq(len, n);
        ck_assert_uint_eq(strlen(buf), size - 1);
        ck_assert_int_eq(strncmp(buf, full, size - 1), 0);
    }
    ck_assert_int_eq(tav_svg_piece_write(TAV_HELGI, 100, NULL, buf, n + 1, NULL), TAV_OK);
    ck_assert_str_eq(buf, full);
    free(full);
}
END_TEST

START_TEST(piece_bad_arguments)
{
    char buf[64] = "untouched";
    size_t len = 99;
    char *text = (char *)buf;
    static const tav_piece bad[] = { TAV_NO_PIECE, 1 << 3, 0x200 | TAV_KING, 0xffff };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        ck_assert_int_eq(tav_svg_piece_write(bad[i], 45, NULL, buf, sizeof buf, &len), TAV_EINVAL);
        ck_assert_int_eq(tav_svg_piece_write_alloc(bad[i], 45, NULL, &text, &len), TAV_EINVAL);
        ck_assert_ptr_null(text);
        ck_assert_uint_eq(len, 0);
        text = (char *)buf;
    }
    ck_assert_str_eq(buf, "untouched");
    ck_assert_int_eq(tav_svg_piece_write(TAV_KING, TAV_SVG_PIECE_SIZE_MIN - 1, NULL, buf, sizeof buf, NULL),
                     TAV_EINVAL);
    ck_assert_int_eq(tav_svg_piece_write(TAV_KING, TAV_SVG_SIZE_MAX + 1, NULL, buf, sizeof buf, NULL), TAV_EINVAL);
    ck_assert_int_eq(tav_svg_piece_write(TAV_KING, 45, NULL, NULL, 10, NULL), TAV_EINVAL);
    ck_assert_int_eq(tav_svg_piece_write_alloc(TAV_KING, 45, NULL, NULL, NULL), TAV_EINVAL);
    tav_svg_options opt = TAV_SVG_OPTIONS_INIT;
    opt.version = 0;
    ck_assert_int_eq(tav_svg_piece_write(TAV_KING, 45, &opt, buf, sizeof buf, NULL), TAV_EINVAL);
    opt.version = TAV_SVG_OPTIONS_VERSION + 1;
    ck_assert_int_eq(tav_svg_piece_write(TAV_KING, 45, &opt, buf, sizeof buf, NULL), TAV_EINVAL);
    ck_assert_str_eq(buf, "untouched");
}
END_TEST

int main(void)
{
    Suite *s = suite_create("SVG piece");
    TCase *tc = tcase(s, "one piece");
    tcase_add_test(tc, piece_drawn_as_on_the_board);
    tcase_add_test(tc, piece_document);
    tcase_add_test(tc, piece_options);
    tcase_add_test(tc, piece_buffers);
    tcase_add_test(tc, piece_bad_arguments);
    return run_suite(s);
}
