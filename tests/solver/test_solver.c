/* The problem solver (R14): the library's proof search against the plain
 * exhaustive solver of plain.c (the oracle, public API only) and against
 * the independent answers of tests/data/problems/problems.epd, on random
 * positions and on a threat. The hand-made problems are in
 * test_handmade.c, the solution's tree, budget, arguments, writers and
 * records in test_solution.c. */
#include "plain.h"
#include "random_pos.h"
#include "solver_helpers.h"

/* Under valgrind (make check-valgrind preloads its vgpreload library) the
 * random comparisons run on a tenth of the positions. */
static int scale(int n)
{
    const char *pre = getenv("LD_PRELOAD");
    return pre && strstr(pre, "vgpreload") ? (n + 9) / 10 : n;
}

static char *dup(const char *s)
{
    char *d = malloc(strlen(s) + 1);
    ck_assert_ptr_nonnull(d);
    return strcpy(d, s);
}

/* ---- problems.epd ----------------------------------------------------------- */

START_TEST(solver_problems_epd)
{
    const char *dir = getenv("TESTDATA");
    char path[1024], line[2048];
    snprintf(path, sizeof path, "%s/problems/problems.epd", dir ? dir : "tests/data");
    FILE *f = fopen(path, "r");
    ck_assert_msg(f != NULL, "cannot open %s", path);
    int count = 0;
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\r\n")] = '\0';
        char *st_at = strstr(line, " ;stip "), *ans = NULL;
        if (!st_at)
            continue;
        *st_at = '\0';
        char st_text[16];
        ck_assert_int_eq(sscanf(st_at + 7, "%15s", st_text), 1);
        tav_position *p = pos_new(line);
        int help = st_text[0] == 'h';
        ans = strstr(st_at + 1, help ? ";solutions " : ";keys ");
        ck_assert_ptr_nonnull(ans);
        ans += help ? 11 : 6;
        tav_solution *sol = fast(p, st_text, TAV_SOLVE_DEFAULT);
        plain_result *r = oracle(p, st_text, 0, 0);
        char a[4096], b[4096];
        if (help) {
            /* expected: solutions joined by ',', each sorted set */
            char *x = fast_lines(sol), *y = oracle_lines(r);
            char *exp = dup(ans), *v[64];
            int n = 0;
            for (char *t = strtok(exp, ","); t && n < 64; t = strtok(NULL, ","))
                v[n++] = t;
            qsort(v, (size_t)n, sizeof v[0], by_text);
            a[0] = '\0';
            for (int i = 0; i < n; i++)
                snprintf(a + strlen(a), sizeof a - strlen(a), "%s%s", i ? "," : "", v[i]);
            ck_assert_msg(strcmp(x, a) == 0, "%s: fast '%s', expected '%s'", line, x, a);
            ck_assert_msg(strcmp(y, a) == 0, "%s: oracle '%s', expected '%s'", line, y, a);
            free(exp);
            free(x);
            free(y);
        } else {
            char *exp = dup(ans), *v[64];
            int n = 0;
            for (char *t = strtok(exp, " "); t && n < 64; t = strtok(NULL, " "))
                v[n++] = t;
            qsort(v, (size_t)n, sizeof v[0], by_text);
            a[0] = '\0';
            for (int i = 0; i < n; i++)
                snprintf(a + strlen(a), sizeof a - strlen(a), "%s%s", i ? " " : "", v[i]);
            keys_of(sol, b, sizeof b);
            ck_assert_msg(strcmp(a, b) == 0, "%s: fast keys '%s', expected '%s'", line, b, a);
            moves_text(r->keys, r->nkeys, b, sizeof b);
            ck_assert_msg(strcmp(a, b) == 0, "%s: oracle keys '%s', expected '%s'", line, b, a);
            free(exp);
        }
        free(r);
        tav_solution_free(sol);
        tav_position_free(p);
        count++;
    }
    fclose(f);
    ck_assert_int_eq(count, 20);
}
END_TEST

/* ---- random positions ---------------------------------------------------------- */

static void random_agree(const char *const *stips, int nstips, int positions, uint64_t seed)
{
    char tfen[512];
    int done = 0;
    positions = scale(positions);
    while (done < positions) {
        int pieces = 1 + (int)(rnd_next(&seed) % 4);
        tav_position *p = random_position(&seed, pieces, tfen, sizeof tfen);
        if (!p)
            continue;
        for (int i = 0; i < nstips; i++)
            agree(tfen, p, stips[i]);
        tav_position_free(p);
        done++;
    }
}

START_TEST(solver_random_direct)
{
    static const char *const s[] = { "#1", "#2", "=1", "=2" };
    random_agree(s, 4, 150, 1);
}
END_TEST

START_TEST(solver_random_self)
{
    static const char *const s[] = { "s#1", "s#2", "s=1", "s=2" };
    random_agree(s, 4, 120, 2);
}
END_TEST

START_TEST(solver_random_help)
{
    static const char *const s[] = { "h#1", "h=1" };
    static const char *const s2[] = { "h#2" };
    random_agree(s, 2, 200, 3);
    random_agree(s2, 1, 12, 4);
}
END_TEST

START_TEST(solver_random_deeper)
{
    static const char *const s[] = { "#3" };
    random_agree(s, 1, 10, 5);
}
END_TEST

/* The threat of the first problem of problems.epd's #3 set, 1.Rc5!: the
 * oracle agrees (solver_random covers threats broadly). */
START_TEST(solver_threat)
{
    tav_position *p = pos_new("2K5/2R5/k7/(rP)1n5/8/8/1B6/8 w - - 0 1");
    agree("#3 threat", p, "#3");
    tav_solution *sol = fast(p, "#3", TAV_SOLVE_DEFAULT);
    ck_assert_int_eq(tav_solution_threat_length(sol, 0), 2);
    ck_assert_int_eq(tav_solution_threat_count(sol, 0), 2);
    tav_solution_free(sol);
    tav_position_free(p);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("solver");
    TCase *tc = tcase(s, "problems.epd");
    tcase_add_test(tc, solver_problems_epd);
    tc = tcase(s, "random positions against the oracle");
    tcase_add_test(tc, solver_random_direct);
    tcase_add_test(tc, solver_random_self);
    tcase_add_test(tc, solver_random_help);
    tcase_add_test(tc, solver_random_deeper);
    tc = tcase(s, "threat");
    tcase_add_test(tc, solver_threat);
    return run_suite(s);
}
