/* R10: data-driven TFEN suites, in the manner of Jansson's
 * test/suites/{valid,invalid}.
 *
 *   tfen_suite [DIR]      (DIR defaults to $TFEN_CASES)
 *
 * reads every DIR/valid/ *.txt and DIR/invalid/ *.txt file. One case a line;
 * blank lines and lines starting with '#' are comments. Columns are
 * separated by '|' (never part of a TFEN) and trimmed of blanks:
 *
 *   valid:    NAME | INPUT | CANONICAL OUTPUT ("=" when the same as INPUT)
 *   invalid:  NAME | INPUT | FIELD | OFFSET | MESSAGE SUBSTRING [| xfail: WHY]
 *
 * FIELD is tav_error.field (1..6), OFFSET is tav_error.offset (0-based, -1
 * for "no character"). INPUT may use the escapes \t, \\ and \xHH.
 *
 * A case marked "xfail: WHY" records a place where the library's located
 * error differs from what R10 asks (see WHY). The case still runs: its
 * mismatch is printed as XFAIL and does not fail the suite, but if it starts
 * to pass the suite fails (XPASS) so that the mark gets removed.
 *
 * Every valid case also checks the round trip parse(write(parse(x))) ==
 * parse(x), that the canonical output is a fixed point, and that
 * tav_position_set_tfen agrees with tav_position_from_tfen. Every invalid
 * case also checks that tav_position_set_tfen leaves the position as it was.
 * A last test case feeds hostile text: empty, very long, binary, cut by a NUL,
 * and every byte at every place of the start position. */
#define _POSIX_C_SOURCE 200809L /* opendir, strdup */
#include <check.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <tavreli.h>
#include "../utf8_check.h"

#define MAX_CASES 1024
#define MAX_TEXT 4096

typedef struct tfen_case {
    char where[160]; /* file:line */
    char name[160];
    char input[MAX_TEXT];    /* escapes decoded; may hold a NUL (then cut there) */
    char expected[MAX_TEXT]; /* valid: canonical output */
    int field, offset;       /* invalid */
    char message[256];       /* invalid: substring of err.message */
    char xfail[256];         /* invalid: non-empty when a known deviation */
} tfen_case;

static tfen_case valid_cases[MAX_CASES], invalid_cases[MAX_CASES];
static int nvalid, ninvalid;

/* ---- reading the case files --------------------------------------------- */

static char *trim(char *s)
{
    while (*s == ' ' || *s == '\t')
        s++;
    size_t n = strlen(s);
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\n' || s[n - 1] == '\r'))
        s[--n] = '\0';
    return s;
}

static int hexval(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

/* Decode \t, \\ and \xHH; returns 0 on a bad escape or overflow. */
static int unescape(const char *s, char *out, size_t size)
{
    size_t n = 0;
    for (; *s; s++) {
        char c = *s;
        if (c == '\\') {
            s++;
            if (*s == 't') {
                c = '\t';
            } else if (*s == '\\') {
                c = '\\';
            } else if (*s == 'x' && hexval(s[1]) >= 0 && hexval(s[2]) >= 0) {
                c = (char)(hexval(s[1]) * 16 + hexval(s[2]));
                s += 2;
            } else {
                return 0;
            }
        }
        if (n + 1 >= size)
            return 0;
        out[n++] = c;
    }
    out[n] = '\0';
    return 1;
}

static int copy_col(char *dst, size_t size, const char *src)
{
    if (strlen(src) >= size)
        return 0;
    strcpy(dst, src);
    return 1;
}

static int parse_int(const char *s, int *out)
{
    char *end;
    long v = strtol(s, &end, 10);
    if (!*s || *end || v < -1 || v > 1000000)
        return 0;
    *out = (int)v;
    return 1;
}

/* One case line; returns 0 when it is malformed. */
static int read_case(char *line, int invalid, tfen_case *c)
{
    char *col[8];
    int ncol = 0;
    for (char *s = line; ncol < 8;) {
        char *bar = strchr(s, '|');
        if (bar)
            *bar = '\0';
        col[ncol++] = trim(s);
        if (!bar)
            break;
        s = bar + 1;
    }
    if (!invalid) {
        if (ncol != 3 || !copy_col(c->name, sizeof c->name, col[0]) || !unescape(col[1], c->input, sizeof c->input))
            return 0;
        if (strcmp(col[2], "=") == 0)
            return copy_col(c->expected, sizeof c->expected, c->input);
        return copy_col(c->expected, sizeof c->expected, col[2]);
    }
    if (ncol != 5 && ncol != 6)
        return 0;
    if (!copy_col(c->name, sizeof c->name, col[0]) || !unescape(col[1], c->input, sizeof c->input)
        || !parse_int(col[2], &c->field) || !parse_int(col[3], &c->offset)
        || !copy_col(c->message, sizeof c->message, col[4]) || !*c->message)
        return 0;
    if (ncol == 6) {
        if (strncmp(col[5], "xfail:", 6) != 0 || !copy_col(c->xfail, sizeof c->xfail, trim(col[5] + 6))
            || !*c->xfail)
            return 0;
    }
    return 1;
}

static int load_file(const char *path, const char *shown, int invalid)
{
    static char line[2 * MAX_TEXT];
    FILE *f = fopen(path, "r");
    if (!f) {
        fprintf(stderr, "tfen_suite: cannot open %s\n", path);
        return 0;
    }
    for (int number = 1; fgets(line, sizeof line, f); number++) {
        char *s = trim(line);
        if (!*s || *s == '#')
            continue;
        int *n = invalid ? &ninvalid : &nvalid;
        tfen_case *c = invalid ? &invalid_cases[*n] : &valid_cases[*n];
        if (*n == MAX_CASES) {
            fprintf(stderr, "tfen_suite: more than %d cases\n", MAX_CASES);
            fclose(f);
            return 0;
        }
        memset(c, 0, sizeof *c);
        snprintf(c->where, sizeof c->where, "%.120s:%d", shown, number);
        if (!read_case(s, invalid, c)) {
            fprintf(stderr, "%s: malformed case line\n", c->where);
            fclose(f);
            return 0;
        }
        (*n)++;
    }
    fclose(f);
    return 1;
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Every *.txt in dir/sub, in name order. Returns the number of files read,
 * or -1 on error. */
static int load_dir(const char *dir, const char *sub, int invalid)
{
    char path[4096], shown[512];
    char *names[256];
    int count = 0;
    snprintf(path, sizeof path, "%s/%s", dir, sub);
    DIR *d = opendir(path);
    if (!d) {
        fprintf(stderr, "tfen_suite: cannot open directory %s\n", path);
        return -1;
    }
    struct dirent *e;
    while ((e = readdir(d)) && count < 256) {
        size_t n = strlen(e->d_name);
        if (n > 4 && strcmp(e->d_name + n - 4, ".txt") == 0)
            names[count++] = strdup(e->d_name);
    }
    closedir(d);
    qsort(names, (size_t)count, sizeof names[0], by_name);
    int ok = 1;
    for (int i = 0; i < count; i++) {
        snprintf(path, sizeof path, "%s/%s/%s", dir, sub, names[i]);
        snprintf(shown, sizeof shown, "%s/%s", sub, names[i]);
        if (ok && !load_file(path, shown, invalid))
            ok = 0;
        free(names[i]);
    }
    return ok ? count : -1;
}

/* ---- valid cases ----------------------------------------------------------- */

START_TEST(test_valid)
{
    const tfen_case *c = &valid_cases[_i];
    tav_position *p = NULL, *q = NULL, *r = NULL, *s = tav_position_new();
    tav_error err = TAV_ERROR_INIT;
    char out[TAV_TFEN_MAX + 1], again[TAV_TFEN_MAX + 1];

    int rc = tav_position_from_tfen(&p, c->input, &err);
    ck_assert_msg(rc == TAV_OK, "%s (%s): rejected: %s", c->where, c->name, err.message);
    ck_assert_msg(err.code == TAV_OK && err.message[0] == '\0', "%s: error not cleared on success", c->where);
    int n = tav_position_tfen(p, out, sizeof out);
    ck_assert_msg(n == (int)strlen(out), "%s: tav_position_tfen returned %d for \"%s\"", c->where, n, out);
    ck_assert_msg(strcmp(out, c->expected) == 0, "%s (%s): canonical output\n  got      \"%s\"\n  expected \"%s\"",
                  c->where, c->name, out, c->expected);

    /* round trip: parse(write(parse(x))) == parse(x) */
    rc = tav_position_from_tfen(&q, out, &err);
    ck_assert_msg(rc == TAV_OK, "%s (%s): own output \"%s\" rejected: %s", c->where, c->name, out, err.message);
    ck_assert_msg(tav_position_equal(p, q), "%s (%s): parse(write(parse(x))) differs from parse(x)", c->where, c->name);
    ck_assert_msg(tav_position_hash(p) == tav_position_hash(q), "%s: hash differs after the round trip", c->where);
    tav_position_tfen(q, again, sizeof again);
    ck_assert_msg(strcmp(out, again) == 0, "%s: output not a fixed point: \"%s\" then \"%s\"", c->where, out, again);

    /* the expected text is itself canonical */
    rc = tav_position_from_tfen(&r, c->expected, &err);
    ck_assert_msg(rc == TAV_OK, "%s: expected text rejected: %s", c->where, err.message);
    tav_position_tfen(r, again, sizeof again);
    ck_assert_msg(strcmp(again, c->expected) == 0, "%s: expected text is not canonical (written back as \"%s\")",
                  c->where, again);

    /* set_tfen agrees with from_tfen */
    ck_assert_ptr_nonnull(s);
    ck_assert_int_eq(tav_position_set_tfen(s, c->input, &err), TAV_OK);
    ck_assert_msg(tav_position_equal(p, s), "%s: set_tfen and from_tfen disagree", c->where);

    /* a buffer of exactly the length (no room for the NUL) is too small */
    ck_assert_int_eq(tav_position_tfen(p, again, (size_t)n), TAV_EBUFSIZE);
    ck_assert_int_eq(tav_position_tfen(p, again, (size_t)n + 1), n);

    tav_position_free(p);
    tav_position_free(q);
    tav_position_free(r);
    tav_position_free(s);
}
END_TEST

/* ---- invalid cases --------------------------------------------------------- */

/* Describe how err differs from the case, or return 0 when it matches. */
static int mismatch(const tfen_case *c, int rc, const tav_position *p, const tav_error *err, char *why, size_t size)
{
    if (rc != TAV_ETFEN) {
        snprintf(why, size, "returned %d (%s), expected TAV_ETFEN", rc, tav_strerror(rc));
        return 1;
    }
    if (p != NULL) {
        snprintf(why, size, "*out not NULL after a failure");
        return 1;
    }
    if (err->code != TAV_ETFEN || err->field != c->field || err->offset != c->offset
        || !strstr(err->message, c->message) || !utf8_check(err->message)) {
        snprintf(why, size, "got field %d offset %d \"%s\"; expected field %d offset %d and \"%s\"",
                 err->field, err->offset, err->message, c->field, c->offset, c->message);
        return 1;
    }
    return 0;
}

START_TEST(test_invalid)
{
    const tfen_case *c = &invalid_cases[_i];
    tav_position *p = (tav_position *)&p; /* must be set to NULL */
    tav_error err = TAV_ERROR_INIT;
    char why[512];

    int rc = tav_position_from_tfen(&p, c->input, &err);
    int bad = mismatch(c, rc, p, &err, why, sizeof why);
    if (rc == TAV_OK)
        tav_position_free(p);
    if (c->xfail[0]) {
        ck_assert_msg(bad, "%s (%s): XPASS: the library now gives the expected error; remove the xfail mark (%s)",
                      c->where, c->name, c->xfail);
        printf("XFAIL %s (%s): %s [known: %s]\n", c->where, c->name, why, c->xfail);
    } else {
        ck_assert_msg(!bad, "%s (%s): %s\n  input \"%s\"", c->where, c->name, why, c->input);
    }
    if (rc != TAV_ETFEN)
        return;

    /* a failed set_tfen leaves the position exactly as it was */
    tav_position *s = tav_position_new(), *start = tav_position_new();
    ck_assert_ptr_nonnull(s);
    ck_assert_ptr_nonnull(start);
    ck_assert_int_eq(tav_position_set_tfen(s, c->input, NULL), TAV_ETFEN);
    ck_assert_msg(tav_position_equal(s, start), "%s: failed set_tfen changed the position", c->where);
    tav_position_free(s);
    tav_position_free(start);
}
END_TEST

/* ---- hostile text ---------------------------------------------------------- */

/* Parse text (a C string) expecting TAV_ETFEN with the given field and
 * offset (offset -2 = any offset inside [-1, strlen]). */
static void expect_reject(const char *label, const char *text, int field, int offset)
{
    tav_position *p = NULL;
    tav_error err = TAV_ERROR_INIT;
    int rc = tav_position_from_tfen(&p, text, &err);
    ck_assert_msg(rc == TAV_ETFEN && p == NULL, "%s: returned %d, expected TAV_ETFEN", label, rc);
    ck_assert_msg(err.field == field, "%s: field %d, expected %d (%s)", label, err.field, field, err.message);
    if (offset == -2)
        ck_assert_msg(err.offset >= -1 && err.offset <= (int)strlen(text), "%s: offset %d out of the text", label,
                      err.offset);
    else
        ck_assert_msg(err.offset == offset, "%s: offset %d, expected %d (%s)", label, err.offset, offset,
                      err.message);
    ck_assert_msg(err.message[0] && memchr(err.message, '\0', sizeof err.message), "%s: no message", label);
}

static char *repeat(const char *prefix, const char *unit, size_t times, const char *suffix)
{
    size_t lp = strlen(prefix), lu = strlen(unit), ls = strlen(suffix);
    char *s = malloc(lp + lu * times + ls + 1);
    ck_assert_ptr_nonnull(s);
    memcpy(s, prefix, lp);
    for (size_t i = 0; i < times; i++)
        memcpy(s + lp + i * lu, unit, lu);
    memcpy(s + lp + lu * times, suffix, ls + 1);
    return s;
}

#define MIB (1024u * 1024u)

START_TEST(test_hostile_empty)
{
    expect_reject("empty string", "", 1, 0);
    expect_reject("one space", " ", 1, -2);
    expect_reject("only a slash", "/", 1, 0);
}
END_TEST

START_TEST(test_hostile_long)
{
    char *s = repeat("", "N", MIB, "");
    expect_reject("1 MiB of N", s, 1, 8);
    free(s);
    s = repeat("", "8/", MIB / 2, "");
    expect_reject("1 MiB of 8/", s, 1, 15);
    free(s);
    s = repeat("", "(", MIB, "");
    expect_reject("1 MiB of (", s, 1, 1);
    free(s);
    /* a tower far above 32 pieces: rejected inside the tower, never overflowed */
    s = repeat("4k3/8/8/8/(", "N", 100000, ")7/8/8/4K3 w - - 0 1");
    expect_reject("tower of 100000 knights", s, 1, -2);
    free(s);
    s = repeat("4k3/8/8/8/(", "N", 33, ")7/8/8/4K3 w - - 0 1");
    expect_reject("tower of 33 knights", s, 1, -2);
    free(s);
    /* a megabyte of blanks before an extra field */
    s = repeat("4k3/8/8/8/8/8/8/4K3 w - - 0 1", " ", MIB, "x");
    expect_reject("extra field after 1 MiB of blanks", s, 6, 29 + (int)MIB);
    free(s);
    /* a million-digit fullmove number is too large, never wrapped */
    s = repeat("4k3/8/8/8/8/8/8/4K3 w - - 0 ", "1", MIB, "");
    expect_reject("million-digit fullmove number", s, 6, 28);
    free(s);
    s = repeat("4k3/8/8/8/8/8/8/4K3 w - - ", "0", MIB, "7 1");
    /* leading zeros do not overflow: the value is 7 */
    tav_position *p = NULL;
    tav_error err = TAV_ERROR_INIT;
    if (tav_position_from_tfen(&p, s, &err) == TAV_OK) {
        ck_assert_uint_eq(tav_position_halfmove_clock(p), 7);
        tav_position_free(p);
    } else {
        ck_assert_int_eq(err.field, 5);
    }
    free(s);
}
END_TEST

START_TEST(test_hostile_binary)
{
    expect_reject("high bytes", "\x80\xff\xfe", 1, 0);
    expect_reject("control byte in the board", "4k3/8/8/\x01"
                                               "8/8/8/8/4K3 w - - 0 1",
                  1, 8);
    expect_reject("UTF-8 side to move", "4k3/8/8/8/8/8/8/4K3 \xc3\xa9 - - 0 1", 2, 20);
    expect_reject("byte 0xff as castling", "4k3/8/8/8/8/8/8/4K3 w \xff - 0 1", 3, 22);
    expect_reject("Cyrillic e as en passant file", "4k3/8/8/8/8/8/8/4K3 w - \xd0\xb5"
                                                   "3 0 1",
                  4, 24);
}
END_TEST

START_TEST(test_hostile_nul)
{
    static const char full[] = TAV_START_TFEN "\0 garbage after the NUL";
    static const char cut[] = "4k3/8/8/8/8/8/8/4K3 w - - 0\0 1";
    static const char cut_board[] = "4k3/8/8\0/8/8/8/8/4K3 w - - 0 1";
    tav_position *p = NULL, *start = tav_position_new();
    tav_error err = TAV_ERROR_INIT;
    ck_assert_int_eq(tav_position_from_tfen(&p, full, &err), TAV_OK);
    ck_assert(tav_position_equal(p, start));
    tav_position_free(p);
    tav_position_free(start);
    expect_reject("NUL before the fullmove number", cut, 6, 27);
    expect_reject("NUL inside the board", cut_board, 1, 7);
}
END_TEST

START_TEST(test_hostile_null_arguments)
{
    tav_position *p = NULL;
    tav_error err = TAV_ERROR_INIT;
    ck_assert_int_eq(tav_position_from_tfen(&p, NULL, &err), TAV_EINVAL);
    ck_assert_ptr_null(p);
    ck_assert_int_eq(tav_position_from_tfen(NULL, TAV_START_TFEN, &err), TAV_EINVAL);
    ck_assert_int_eq(tav_position_from_tfen(&p, "x", NULL), TAV_ETFEN); /* err may be NULL */
    ck_assert_ptr_null(p);
}
END_TEST

/* Every byte 1..255 at every place of the start position: accepted texts
 * round-trip, rejected ones name a field 1..6 and a place inside the text. */
START_TEST(test_hostile_every_byte)
{
    char text[sizeof TAV_START_TFEN], out[TAV_TFEN_MAX + 1], again[TAV_TFEN_MAX + 1];
    int len = (int)strlen(TAV_START_TFEN);
    for (int i = 0; i < len; i++) {
        for (int b = 1; b < 256; b++) {
            tav_position *p = NULL, *q = NULL;
            tav_error err = TAV_ERROR_INIT;
            memcpy(text, TAV_START_TFEN, sizeof text);
            text[i] = (char)b;
            int rc = tav_position_from_tfen(&p, text, &err);
            if (rc == TAV_OK) {
                ck_assert_int_gt(tav_position_tfen(p, out, sizeof out), 0);
                ck_assert_msg(tav_position_from_tfen(&q, out, &err) == TAV_OK && tav_position_equal(p, q),
                              "byte %d at %d: \"%s\" does not round-trip via \"%s\"", b, i, text, out);
                tav_position_tfen(q, again, sizeof again);
                ck_assert_str_eq(out, again);
                tav_position_free(p);
                tav_position_free(q);
                continue;
            }
            ck_assert_msg(rc == TAV_ETFEN && p == NULL, "byte %d at %d: returned %d", b, i, rc);
            ck_assert_msg(err.field >= 1 && err.field <= 6, "byte %d at %d: field %d", b, i, err.field);
            ck_assert_msg(err.offset >= -1 && err.offset <= len, "byte %d at %d: offset %d", b, i, err.offset);
            ck_assert_msg(err.message[0] != '\0', "byte %d at %d: empty message", b, i);
            ck_assert_msg(utf8_check(err.message), "byte %d at %d: message not UTF-8: %s", b, i, err.message);
        }
    }
}
END_TEST

int main(int argc, char **argv)
{
    const char *dir = argc > 1 ? argv[1] : getenv("TFEN_CASES");
    if (!dir) {
        fprintf(stderr, "usage: tfen_suite DIR (or set TFEN_CASES): DIR holds valid/ and invalid/\n");
        return 99;
    }
    int nv = load_dir(dir, "valid", 0), ni = load_dir(dir, "invalid", 1);
    if (nv < 0 || ni < 0)
        return 99;
    if (nvalid == 0 || ninvalid == 0) {
        fprintf(stderr, "tfen_suite: no cases found under %s\n", dir);
        return 99;
    }
    printf("tfen_suite: %d valid cases in %d files, %d invalid cases in %d files\n", nvalid, nv, ninvalid, ni);

    Suite *s = suite_create("tfen");
    TCase *tc = tcase_create("valid");
    tcase_add_loop_test(tc, test_valid, 0, nvalid);
    suite_add_tcase(s, tc);
    tc = tcase_create("invalid");
    tcase_add_loop_test(tc, test_invalid, 0, ninvalid);
    suite_add_tcase(s, tc);
    tc = tcase_create("hostile");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, test_hostile_empty);
    tcase_add_test(tc, test_hostile_long);
    tcase_add_test(tc, test_hostile_binary);
    tcase_add_test(tc, test_hostile_nul);
    tcase_add_test(tc, test_hostile_null_arguments);
    tcase_add_test(tc, test_hostile_every_byte);
    suite_add_tcase(s, tc);

    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
