/* R12: perft figures from ../shared/perft (copied to tests/data/perft).
 *
 *   perft_suite FILE.epd MAXDEPTH
 *
 * One Check test per EPD line: every listed depth up to MAXDEPTH must give
 * the listed leaf count. `make check` runs depth 4; `make check-perft-deep`
 * runs every depth listed (start position to 6). */
#include <check.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <tavreli.h>

#define MAX_LINES 256
#define MAX_DEPTHS 16

typedef struct epd_line {
    char tfen[TAV_TFEN_MAX + 1];
    int line_number;
    uint64_t expected[MAX_DEPTHS]; /* 0 = not listed */
} epd_line;

static epd_line lines[MAX_LINES];
static int nlines;
static unsigned max_depth;

static int load(const char *path)
{
    char buf[2048];
    FILE *f = fopen(path, "r");
    if (!f)
        return 0;
    for (int number = 1; fgets(buf, sizeof buf, f); number++) {
        if (buf[0] == '#' || buf[0] == '\n' || nlines == MAX_LINES)
            continue;
        epd_line *l = &lines[nlines++];
        char *semi = strchr(buf, ';');
        size_t n = semi ? (size_t)(semi - buf) : strlen(buf);
        while (n && (buf[n - 1] == ' ' || buf[n - 1] == '\n'))
            n--;
        if (n > TAV_TFEN_MAX)
            n = TAV_TFEN_MAX;
        memcpy(l->tfen, buf, n);
        l->tfen[n] = '\0';
        l->line_number = number;
        for (char *s = semi; s; s = strchr(s + 1, ';')) {
            unsigned d;
            uint64_t count;
            if (sscanf(s, ";D%u %" SCNu64, &d, &count) == 2 && d < MAX_DEPTHS)
                l->expected[d] = count;
        }
    }
    fclose(f);
    return nlines > 0;
}

START_TEST(test_epd_line)
{
    const epd_line *l = &lines[_i];
    tav_position *p = NULL;
    tav_error err = TAV_ERROR_INIT;
    ck_assert_msg(tav_position_from_tfen(&p, l->tfen, &err) == TAV_OK, "line %d: %s", l->line_number, err.message);
    for (unsigned d = 1; d < MAX_DEPTHS && d <= max_depth; d++) {
        if (!l->expected[d])
            continue;
        uint64_t got = tav_perft(p, d);
        ck_assert_msg(got == l->expected[d], "line %d depth %u: expected %" PRIu64 ", got %" PRIu64 " (%s)",
                      l->line_number, d, l->expected[d], got, l->tfen);
    }
    tav_position_free(p);
}
END_TEST

int main(int argc, char **argv)
{
    if (argc != 3 || !load(argv[1])) {
        fprintf(stderr, "usage: perft_suite FILE.epd MAXDEPTH (could not read '%s')\n", argc > 1 ? argv[1] : "");
        return 2;
    }
    max_depth = (unsigned)atoi(argv[2]);
    Suite *s = suite_create("perft");
    TCase *tc = tcase_create("epd");
    tcase_set_timeout(tc, 3600);
    tcase_add_loop_test(tc, test_epd_line, 0, nlines);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
