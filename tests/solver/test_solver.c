/* The problem solver (R14): the library's proof search against the plain
 * exhaustive solver of plain.c (the oracle, public API only) and against
 * the independent answers of tests/data/problems/problems.epd; hand-made
 * problems with what only Tavreli has, each checked by the oracle too. */
#include "../unit/helpers.h"
#include "plain.h"
#include "random_pos.h"

/* Under valgrind (make check-valgrind preloads its vgpreload library) the
 * random comparisons run on a tenth of the positions. */
static int scale(int n)
{
    const char *pre = getenv("LD_PRELOAD");
    return pre && strstr(pre, "vgpreload") ? (n + 9) / 10 : n;
}

static tav_stipulation stip(const char *text)
{
    tav_stipulation st;
    ck_assert_int_eq(tav_stipulation_parse(text, &st, NULL), TAV_OK);
    return st;
}

static tav_solution *fast(const tav_position *p, const char *st_text, unsigned flags)
{
    tav_stipulation st = stip(st_text);
    tav_solve_options opt = TAV_SOLVE_OPTIONS_INIT;
    tav_solution *sol = NULL;
    opt.flags = flags;
    opt.table_bits = 16;
    ck_assert_int_eq(tav_solve(p, &st, &opt, &sol), TAV_OK);
    ck_assert_ptr_nonnull(sol);
    ck_assert_int_eq(tav_solution_complete(sol), 1);
    return sol;
}

static plain_result *oracle(tav_position *p, const char *st_text, int tries, int threat)
{
    tav_stipulation st = stip(st_text);
    plain_result *r = malloc(sizeof *r);
    ck_assert_ptr_nonnull(r);
    ck_assert_int_eq(plain_solve(p, &st, tries, threat, r), 0);
    return r;
}

static char *dup(const char *s)
{
    char *d = malloc(strlen(s) + 1);
    ck_assert_ptr_nonnull(d);
    return strcpy(d, s);
}

static int by_text(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

/* Moves as sorted, space-joined text. */
static void moves_text(const tav_move *m, int n, char *out, size_t size)
{
    char t[256][TAV_MOVE_TEXT_MAX + 1], *v[256];
    ck_assert_int_le(n, 256);
    for (int i = 0; i < n; i++) {
        tav_move_format(m[i], t[i], sizeof t[i]);
        v[i] = t[i];
    }
    qsort(v, (size_t)n, sizeof v[0], by_text);
    out[0] = '\0';
    for (int i = 0; i < n; i++)
        snprintf(out + strlen(out), size - strlen(out), "%s%s", i ? " " : "", v[i]);
}

static void keys_of(const tav_solution *sol, char *out, size_t size)
{
    tav_move m[256];
    int n = tav_solution_key_count(sol);
    for (int i = 0; i < n; i++)
        m[i] = tav_solution_key(sol, i);
    moves_text(m, n, out, size);
}

/* Helpmate lines as "p1 p2 p3 p4,..." sorted. */
static char *lines_text(int n, int plies, tav_move (*get)(const void *, int, int), const void *src)
{
    char **v = malloc((size_t)(n ? n : 1) * sizeof *v), *out = malloc((size_t)n * 80 + 1);
    ck_assert_ptr_nonnull(v);
    ck_assert_ptr_nonnull(out);
    for (int i = 0; i < n; i++) {
        v[i] = malloc(80);
        v[i][0] = '\0';
        for (int j = 0; j < plies; j++) {
            char b[TAV_MOVE_TEXT_MAX + 1];
            tav_move_format(get(src, i, j), b, sizeof b);
            snprintf(v[i] + strlen(v[i]), 80 - strlen(v[i]), "%s%s", j ? " " : "", b);
        }
    }
    qsort(v, (size_t)n, sizeof v[0], by_text);
    out[0] = '\0';
    for (int i = 0; i < n; i++) {
        strcat(out, i ? "," : "");
        strcat(out, v[i]);
        free(v[i]);
    }
    free(v);
    return out;
}

static tav_move sol_line(const void *s, int i, int j) { return tav_solution_line_move(s, i, j); }
static tav_move plain_line(const void *r, int i, int j) { return ((const plain_result *)r)->lines[i][j]; }

static char *fast_lines(const tav_solution *sol)
{
    int n = tav_solution_line_count(sol);
    return lines_text(n, n ? tav_solution_line_length(sol, 0) : 0, sol_line, sol);
}

static char *oracle_lines(const plain_result *r) { return lines_text(r->nlines, r->plies, plain_line, r); }

/* The fast solver and the oracle agree on st from p: keys, tries with
 * refutations, the first key's threat, helpmate solutions. */
static void agree(const char *tfen, tav_position *p, const char *st_text)
{
    char a[4096], b[4096];
    tav_solution *sol = fast(p, st_text, TAV_SOLVE_TRIES | TAV_SOLVE_THREATS);
    plain_result *r = oracle(p, st_text, 1, 1);
    if (st_text[0] == 'h') {
        char *x = fast_lines(sol), *y = oracle_lines(r);
        ck_assert_msg(strcmp(x, y) == 0, "%s %s: solutions fast '%s' oracle '%s'", tfen, st_text, x, y);
        free(x);
        free(y);
    } else {
        keys_of(sol, a, sizeof a);
        moves_text(r->keys, r->nkeys, b, sizeof b);
        ck_assert_msg(strcmp(a, b) == 0, "%s %s: keys fast '%s' oracle '%s'", tfen, st_text, a, b);
        ck_assert_int_eq(tav_solution_try_count(sol), r->ntries);
        for (int i = 0; i < r->ntries; i++) {
            ck_assert(tav_move_equal(tav_solution_try(sol, i), r->tries[i]));
            ck_assert_msg(tav_move_equal(tav_solution_refutation(sol, i), r->refutations[i]),
                          "%s %s: refutation of try %d", tfen, st_text, i);
        }
        tav_move th[256];
        int nt = tav_solution_threat_count(sol, 0);
        for (int i = 0; i < nt; i++)
            th[i] = tav_solution_threat(sol, 0, i);
        moves_text(th, nt, a, sizeof a);
        moves_text(r->threat, r->nthreat, b, sizeof b);
        ck_assert_msg(strcmp(a, b) == 0, "%s %s: threat fast '%s' oracle '%s'", tfen, st_text, a, b);
    }
    free(r);
    tav_solution_free(sol);
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

/* ---- hand-made problems ------------------------------------------------------------ *
 * Each position was built by hand or picked from random positions for the
 * feature it shows (a split key, a freed piece, R6 (b), a climbing king,
 * reversion, a blocking tower, a cook, tries, stalemates, a selfmate); the reason each
 * expected key holds is in its comment, and checked() first makes the
 * oracle agree with the fast solver on every key, try and threat. */

/* Solve, check against the oracle, and return the fast solution. */
static tav_solution *checked(const char *tfen, const char *st_text)
{
    tav_position *p = pos_new(tfen);
    agree(tfen, p, st_text);
    tav_solution *sol = fast(p, st_text, TAV_SOLVE_DEFAULT | TAV_SOLVE_TRIES);
    tav_position_free(p);
    return sol;
}

static void assert_keys(const tav_solution *sol, const char *expected)
{
    char a[1024];
    keys_of(sol, a, sizeof a);
    ck_assert_str_eq(a, expected);
}

/* R2 splitting: the bishop leaves the tower (R B) on a1 alone; the rook left
 * behind is active at once and checks along the a-file, the bishop on e5
 * takes b8, the king b6 takes a7 and b7. Moving the whole tower takes the
 * rook along and gives no check. */
START_TEST(solver_key_splits_tower)
{
    tav_solution *sol = checked("k7/8/1K6/8/8/8/8/(RB)7 w - - 0 1", "#1");
    assert_keys(sol, "a1(1)-e5");
    tav_solution_free(sol);
}
END_TEST

/* R2: the key lifts the pawn off the helgi (H P) on h4; the helgi freed
 * under it gives every mate. */
START_TEST(solver_key_frees_piece_that_mates)
{
    tav_solution *sol = checked("8/8/8/R3K1B1/1k5(HP)/8/8/8 w - - 0 1", "#2");
    assert_keys(sol, "h4(1)-h5");
    int key = tav_solution_node_child(sol, 0, 0);
    ck_assert_int_gt(tav_solution_node_child_count(sol, key), 0);
    for (int d = 0; d < tav_solution_node_child_count(sol, key); d++) {
        int dn = tav_solution_node_child(sol, key, d);
        ck_assert_int_gt(tav_solution_node_child_count(sol, dn), 0);
        for (int a = 0; a < tav_solution_node_child_count(sol, dn); a++) {
            int an = tav_solution_node_child(sol, dn, a);
            ck_assert_int_eq(TAV_MOVE_FROM(tav_solution_node_move(sol, an)), sq("h4"));
            ck_assert(tav_solution_node_goal(sol, an));
        }
    }
    tav_solution_free(sol);
}
END_TEST

/* R6 (b): the queen leaves c8 alone, and the pawn freed under it on its last
 * rank promotes to its badge (a bishop: c-file, R1) at the end of the move
 * and guards e6: the queen's check cannot be answered by taking it. */
START_TEST(solver_freed_pawn_promotes_mating)
{
    tav_solution *sol = checked("2(RPQ)4n/8/8/4k3/8/4K3/8/8 w - - 0 1", "#1");
    assert_keys(sol, "c8(1)-e6");
    tav_solution_free(sol);
}
END_TEST

/* A helpmate where the black king climbs onto the white rook g6 (R2: a king
 * may move onto a tower) and then splits off it: 2.g6(1)-h5 leaves the rook
 * behind, freed, guarding g4, g5 and h6 for Rb1-h1#; taking the rook along
 * (2.g6-h5, the whole tower) is no solution. */
START_TEST(solver_help_king_climbs_and_splits)
{
    tav_solution *sol = checked("8/6k1/6R1/8/2N5/K7/8/1R6 b - - 0 1", "h#2");
    char *all = fast_lines(sol);
    ck_assert_ptr_nonnull(strstr(all, "g7-g6 c4-e5 g6(1)-h5 b1-h1"));
    ck_assert_ptr_null(strstr(all, "g7-g6 c4-e5 g6-h5 b1-h1"));
    free(all);
    tav_solution_free(sol);
}
END_TEST

/* Reversion as a defence (R6): after 1.Hf8-d6 (threat 2.Hd2#) the king's
 * defence 1...Kc2-b1 climbs onto the promoted knight N~, which turns back
 * into a pawn (badge N) under the king; only 2.Hd6-a3# mates then, covering
 * a1, a2, b2, c1 and c2 for the whole tower and for the king alone. */
START_TEST(solver_reversion_defence)
{
    const char *tfen = "K4H2/8/3h4/P6R~/8/8/2k5/1N~6 w - - 0 1";
    tav_solution *sol = checked(tfen, "#2");
    assert_keys(sol, "f8-d6");
    tav_position *p = pos_new(tfen);
    play_all(p, "f8-d6 c2-b1");
    ck_assert_int_eq(tav_position_height(p, sq("b1")), 2);
    tav_piece under = tav_position_piece(p, sq("b1"), 0);
    ck_assert_int_eq(TAV_PIECE_KIND(under), TAV_PAWN);
    ck_assert_int_eq(TAV_PIECE_BADGE(under), TAV_KNIGHT);
    ck_assert(!TAV_PIECE_PROMOTED(under));
    tav_position_free(p);
    int key = tav_solution_node_child(sol, 0, 0), seen = 0;
    for (int d = 0; d < tav_solution_node_child_count(sol, key); d++) {
        int dn = tav_solution_node_child(sol, key, d);
        char b[TAV_MOVE_TEXT_MAX + 1];
        tav_move_format(tav_solution_node_move(sol, dn), b, sizeof b);
        if (strcmp(b, "c2-b1") != 0)
            continue;
        seen = 1;
        ck_assert_int_eq(tav_solution_node_child_count(sol, dn), 1);
        tav_move_format(tav_solution_node_move(sol, tav_solution_node_child(sol, dn, 0)), b, sizeof b);
        ck_assert_str_eq(b, "d6-a3");
    }
    ck_assert(seen);
    tav_solution_free(sol);
}
END_TEST

/* A defence that builds a tower to block (R5): after 1.Kf7-g6! white
 * threatens 2.d4-d5# (the pawn steps onto its own knight, R5 allows it,
 * and opens the bishop a1's diagonal) and 2.Ba1-d4#. 1...Bb7-d5 climbs onto
 * the knight: d5 is now black-topped and the pawn cannot step there, so
 * only 2.Ba1-d4# is left. */
START_TEST(solver_defence_builds_tower_to_block)
{
    const char *tfen = "7k/1b2NK2/8/3N4/3P4/8/8/B7 w - - 0 1";
    tav_solution *sol = checked(tfen, "#2");
    assert_keys(sol, "f7-g6");
    tav_move th[8];
    int nt = tav_solution_threat_count(sol, 0);
    char a[256];
    for (int i = 0; i < nt; i++)
        th[i] = tav_solution_threat(sol, 0, i);
    moves_text(th, nt, a, sizeof a);
    ck_assert_str_eq(a, "a1-d4 d4-d5");
    int key = tav_solution_node_child(sol, 0, 0), seen = 0;
    for (int d = 0; d < tav_solution_node_child_count(sol, key); d++) {
        int dn = tav_solution_node_child(sol, key, d);
        tav_move dm = tav_solution_node_move(sol, dn);
        tav_move ans[8];
        int na = tav_solution_node_child_count(sol, dn);
        for (int i = 0; i < na; i++)
            ans[i] = tav_solution_node_move(sol, tav_solution_node_child(sol, dn, i));
        moves_text(ans, na, a, sizeof a);
        if (TAV_MOVE_TO(dm) == sq("d5")) {
            ck_assert(dm & TAV_MOVE_STACK);
            ck_assert_str_eq(a, "a1-d4");
            seen = 1;
        } else {
            ck_assert_str_eq(a, "a1-d4 d4-d5");
        }
    }
    ck_assert(seen);
    tav_solution_free(sol);
}
END_TEST

/* A cook: two keys. */
START_TEST(solver_cooked)
{
    tav_solution *sol = checked("1q6/4K3/2(QNQ)5/8/8/8/1k6/8 w - - 0 1", "#2");
    assert_keys(sol, "c6(2)-c1 c6(2)-c2");
    ck_assert(tav_solution_cook(sol));
    tav_solution_free(sol);
}
END_TEST

/* Tries: 1.Hb1? and 1.Hc2? fail only to the king climbing onto the helgi
 * (R2, unguarded); 1.Hd3! */
START_TEST(solver_tries)
{
    tav_solution *sol = checked("8/8/5RH1/(Bb)3K3/8/8/1k6/8 w - - 0 1", "#2");
    assert_keys(sol, "g6-d3");
    ck_assert_int_eq(tav_solution_try_count(sol), 2);
    char b[TAV_MOVE_TEXT_MAX + 1];
    tav_move_format(tav_solution_refutation(sol, 0), b, sizeof b);
    ck_assert_str_eq(b, "b2-b1");
    tav_move_format(tav_solution_refutation(sol, 1), b, sizeof b);
    ck_assert_str_eq(b, "b2-c2");
    ck_assert(!tav_solution_cook(sol));
    tav_solution_free(sol);
}
END_TEST

/* Stalemate stipulations (R14 =n, h=n, s=n) and a selfmate. */
START_TEST(solver_stalemates_and_selfmate)
{
    tav_solution *sol = checked("3N~4/8/8/8/3QK3/2b4N/4k3/8 w - - 0 1", "=2");
    assert_keys(sol, "d4-c3");
    tav_solution_free(sol);
    sol = checked("4H3/8/5K2/8/5N2/4p3/3p3k/8 b - - 0 1", "h=2");
    char *all = fast_lines(sol);
    ck_assert_str_eq(all, "d2-d1 e8-e3 d1-e1 e3-e1");
    free(all);
    tav_solution_free(sol);
    sol = checked("8/8/8/8/7k/8/3q~1(P!q)2/1H~5K w - - 0 1", "s=2");
    assert_keys(sol, "b1-g6");
    tav_solution_free(sol);
    sol = checked("3(RrqQ)4/8/K7/2k5/8/8/8/8 w - - 0 1", "s#2");
    assert_keys(sol, "d8(3)-d4");
    /* the tree ends with black's forced mates */
    int key = tav_solution_node_child(sol, 0, 0), leaves = 0;
    for (int n = 0; n < tav_solution_node_count(sol); n++)
        if (tav_solution_node_goal(sol, n)) {
            ck_assert_int_eq(tav_solution_node_kind(sol, n), TAV_NODE_DEFENCE);
            leaves++;
        }
    ck_assert_int_gt(leaves, 0);
    ck_assert_int_gt(tav_solution_node_child_count(sol, key), 0);
    tav_solution_free(sol);
}
END_TEST

/* ---- the tree is a proof: every line of it is played and checked --------------- */

static void walk_tree(const tav_solution *sol, tav_position *p, int node, int goal)
{
    int n = tav_solution_node_child_count(sol, node);
    int kind = tav_solution_node_kind(sol, node);
    if (kind == TAV_NODE_KEY || kind == TAV_NODE_ANSWER) {
        if (tav_solution_node_goal(sol, node)) {
            ck_assert_int_eq(n, 0);
            ck_assert(goal == TAV_GOAL_MATE ? tav_position_is_checkmate(p) : tav_position_is_stalemate(p));
            return;
        }
        /* every defence is in the tree */
        ck_assert_int_eq(n, tav_position_count_moves(p));
    } else if (kind == TAV_NODE_DEFENCE) {
        ck_assert_int_gt(n, 0);
    }
    for (int i = 0; i < n; i++) {
        int c = tav_solution_node_child(sol, node, i);
        ck_assert_int_eq(tav_solution_node_parent(sol, c), node);
        ck_assert_int_eq(tav_position_push(p, tav_solution_node_move(sol, c)), TAV_OK);
        walk_tree(sol, p, c, goal);
        tav_position_pop(p, NULL);
    }
}

START_TEST(solver_tree_is_a_proof)
{
    static const char *const problems[][2] = {
        { "8/1h2k1B1/5RQn/8/8/8/QR3B2/K7 w - - 0 1", "#2" },
        { "bQ3K2/7R/3Q4/8/5p2/8/4k3/8 w - - 0 1", "#3" },
        { "8/2N5/4r3/5Q2/8/6K1/k1n2R2/8 w - - 0 1", "#3" },
        { "3N~4/8/8/8/3QK3/2b4N/4k3/8 w - - 0 1", "=2" },
    };
    for (size_t i = 0; i < sizeof problems / sizeof problems[0]; i++) {
        tav_position *p = pos_new(problems[i][0]);
        tav_solution *sol = fast(p, problems[i][1], TAV_SOLVE_DEFAULT);
        ck_assert_int_eq(tav_solution_node_kind(sol, 0), TAV_NODE_ROOT);
        ck_assert_int_eq(tav_solution_node_child_count(sol, 0), tav_solution_key_count(sol));
        walk_tree(sol, p, 0, stip(problems[i][1]).goal);
        tav_solution_free(sol);
        tav_position_free(p);
    }
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

/* ---- budget, stop, progress -------------------------------------------------------- */

static int stop_at_once(void *ud, uint64_t nodes, double seconds)
{
    (void)seconds;
    *(uint64_t *)ud = nodes;
    return 1;
}

START_TEST(solver_budget)
{
    tav_position *p = pos_new("bQ3K2/7R/3Q4/8/5p2/8/4k3/8 w - - 0 1");
    tav_stipulation st = stip("#3");
    tav_solve_options opt;
    tav_solve_options init = TAV_SOLVE_OPTIONS_INIT;
    tav_solve_options_init(&opt);
    ck_assert(memcmp(&opt, &init, sizeof opt) == 0);
    tav_solution *sol = NULL;
    opt.max_nodes = 1000;
    ck_assert_int_eq(tav_solve(p, &st, &opt, &sol), TAV_OK);
    ck_assert_int_eq(tav_solution_complete(sol), 0);
    ck_assert_uint_le(tav_solution_nodes(sol), 1001);
    tav_solution_free(sol);

    volatile int stop = 1;
    tav_solve_options_init(&opt);
    opt.stop = &stop;
    ck_assert_int_eq(tav_solve(p, &st, &opt, &sol), TAV_OK);
    ck_assert_int_eq(tav_solution_complete(sol), 0);
    tav_solution_free(sol);

    uint64_t seen = 0;
    tav_solve_options_init(&opt);
    opt.progress = stop_at_once;
    opt.userdata = &seen;
    ck_assert_int_eq(tav_solve(p, &st, &opt, &sol), TAV_OK);
    ck_assert_int_eq(tav_solution_complete(sol), 0);
    ck_assert_uint_gt(seen, 0);
    tav_solution_free(sol);

    /* no budget: complete, and the key is found */
    sol = fast(p, "#3", TAV_SOLVE_DEFAULT);
    assert_keys(sol, "b8-b2");
    tav_solution_free(sol);
    tav_position_free(p);
}
END_TEST

START_TEST(solver_arguments)
{
    tav_stipulation st;
    tav_error err = TAV_ERROR_INIT;
    char b[TAV_STIP_TEXT_MAX + 1];
    static const char *const good[] = { "#2", "h#3", "s#2", "=2", "h=2", "s=1", "H#4", "S#16" };
    static const char *const canon[] = { "#2", "h#3", "s#2", "=2", "h=2", "s=1", "h#4", "s#16" };
    for (int i = 0; i < 8; i++) {
        ck_assert_int_eq(tav_stipulation_parse(good[i], &st, &err), TAV_OK);
        ck_assert_int_gt(tav_stipulation_format(&st, b, sizeof b), 0);
        ck_assert_str_eq(b, canon[i]);
    }
    ck_assert_int_eq(tav_stipulation_parse("#0", &st, &err), TAV_ELIMIT);
    ck_assert_int_eq(tav_stipulation_parse("#17", &st, &err), TAV_ELIMIT);
    ck_assert_int_eq(tav_stipulation_parse("x#2", &st, &err), TAV_EINVAL);
    ck_assert_int_eq(tav_stipulation_parse("#2 ", &st, &err), TAV_EINVAL);
    ck_assert_int_eq(tav_stipulation_parse("#", &st, &err), TAV_EINVAL);
    ck_assert_int_eq(tav_stipulation_parse(NULL, &st, &err), TAV_EINVAL);
    ck_assert_int_eq(tav_stipulation_format(&st, b, 2), TAV_EBUFSIZE);

    tav_position *p = pos_new(TAV_START_TFEN);
    tav_solution *sol = NULL;
    st = stip("#2");
    ck_assert_int_eq(tav_solve(NULL, &st, NULL, &sol), TAV_EINVAL);
    ck_assert_ptr_null(sol);
    ck_assert_int_eq(tav_solve(p, NULL, NULL, &sol), TAV_EINVAL);
    ck_assert_int_eq(tav_solve(p, &st, NULL, NULL), TAV_EINVAL);
    st.moves = 0;
    ck_assert_int_eq(tav_solve(p, &st, NULL, &sol), TAV_EINVAL);
    tav_solution_free(NULL);
    ck_assert_int_eq(tav_solution_key_count(NULL), 0);
    ck_assert_int_eq(tav_solution_key(NULL, 0), TAV_NO_MOVE);
    ck_assert_int_eq(tav_solution_node_child(NULL, 0, 0), -1);
    ck_assert_int_eq(tav_solution_write_text(NULL, b, sizeof b, NULL), TAV_EINVAL);
    tav_position_free(p);
}
END_TEST

/* ---- writers ---------------------------------------------------------------- */

static char *write_all(const tav_solution *sol, int json)
{
    size_t len = 0;
    int rc = json ? tav_solution_write_json(sol, NULL, 0, &len) : tav_solution_write_text(sol, NULL, 0, &len);
    ck_assert_int_eq(rc, len ? TAV_EBUFSIZE : TAV_OK);
    char *buf = malloc(len + 1);
    rc = json ? tav_solution_write_json(sol, buf, len + 1, NULL) : tav_solution_write_text(sol, buf, len + 1, NULL);
    ck_assert_int_eq(rc, TAV_OK);
    ck_assert_uint_eq(strlen(buf), len);
    char small[8];
    rc = json ? tav_solution_write_json(sol, small, sizeof small, NULL) : tav_solution_write_text(sol, small, sizeof small, NULL);
    ck_assert_int_eq(rc, TAV_EBUFSIZE);
    ck_assert_uint_eq(strlen(small), sizeof small - 1);
    return buf;
}

START_TEST(solver_writers)
{
    tav_position *p = pos_new("8/8/5RH1/(Bb)3K3/8/8/1k6/8 w - - 0 1");
    tav_solution *sol = fast(p, "#2", TAV_SOLVE_DEFAULT | TAV_SOLVE_TRIES);
    char *t = write_all(sol, 0);
    ck_assert_ptr_nonnull(strstr(t, "1.g6-d3!\n"));
    ck_assert_ptr_nonnull(strstr(t, "    1...b2-a2 2.d3-c1# 2.d3-c2#\n"));
    ck_assert_ptr_nonnull(strstr(t, "1.g6-b1? but 1...b2-b1!\n"));
    free(t);
    char *j = write_all(sol, 1);
    ck_assert_ptr_nonnull(strstr(j, "{\"stipulation\": \"#2\", \"keys\": [\"g6-d3\"], \"cook\": false, \"tries\": [{\"move\": \"g6-b1\", \"refutation\": \"b2-b1\"}"));
    ck_assert_ptr_nonnull(strstr(j, "\"tree\": {\"move\": null, \"kind\": \"root\""));
    ck_assert_ptr_nonnull(strstr(j, "\"complete\": true"));
    free(j);
    tav_solution_free(sol);
    tav_position_free(p);

    p = pos_new("8/3B3p/8/1p2B3/3b4/5K1R/k7/8 b - - 0 1");
    sol = fast(p, "h#2", TAV_SOLVE_DEFAULT);
    t = write_all(sol, 0);
    ck_assert_ptr_nonnull(strstr(t, "1.a2-a1 d7-e6 2.d4-b2 h3-h1#\n1.d4-b2 d7-e6 2.a2-a1 h3-h1#\n"));
    free(t);
    j = write_all(sol, 1);
    ck_assert_ptr_nonnull(strstr(j, "\"solutions\": [[\"a2-a1\", \"d7-e6\", \"d4-b2\", \"h3-h1\"], [\"d4-b2\", \"d7-e6\", \"a2-a1\", \"h3-h1\"]]"));
    free(j);
    tav_solution_free(sol);
    tav_position_free(p);
}
END_TEST

/* ---- problems as records (R11, R14) ----------------------------------------------- */

static tav_game *read_one(const char *text)
{
    tav_reader *r = NULL;
    tav_game *g = NULL;
    ck_assert_int_eq(tav_reader_new_buffer(&r, text, strlen(text), TAV_READ_STRICT), TAV_OK);
    ck_assert_int_eq(tav_reader_next(r, &g), 1);
    tav_reader_free(r);
    return g;
}

START_TEST(solver_records)
{
    const char *rec = "[Event \"problem\"]\n[SetUp \"1\"]\n[FEN \"8/8/5RH1/(Bb)3K3/8/8/1k6/8 w - - 0 1\"]\n"
                      "[Stipulation \"#2\"]\n\n*\n";
    tav_game *g = read_one(rec);
    tav_solution *sol = NULL;
    tav_solve_options opt = TAV_SOLVE_OPTIONS_INIT;
    opt.flags |= TAV_SOLVE_TRIES;
    ck_assert_int_eq(tav_solve_game(g, &opt, &sol, NULL), TAV_OK);
    assert_keys(sol, "g6-d3");
    tav_game *out = NULL;
    ck_assert_int_eq(tav_game_new(&out, tav_game_start_tfen(g), NULL), TAV_OK);
    ck_assert_int_eq(tav_solution_to_game(sol, out), TAV_OK);
    ck_assert_int_eq(tav_solution_to_game(sol, out), TAV_EINVAL); /* it has moves now */
    size_t len = 0;
    tav_game_write(out, NULL, 0, &len);
    char *text = malloc(len + 1);
    ck_assert_int_eq(tav_game_write(out, text, len + 1, NULL), TAV_OK);
    ck_assert_ptr_nonnull(strstr(text, "[Stipulation \"#2\"]"));
    /* the writer may add the check mark (R9 "+") */
    ck_assert(strstr(text, "1. g6-d3 $1") || strstr(text, "1. g6-d3+ $1"));
    ck_assert(strstr(text, "g6-b1 $2 b2-b1 $1") || strstr(text, "g6-b1+ $2 b2-b1 $1"));
    /* read back: the key, then the defences as main line and variation */
    tav_game *back = read_one(text);
    ck_assert(tav_game_is_valid(back));
    int key = tav_game_main_line_node(back, 0);
    ck_assert_int_eq(tav_game_node_nag(back, key, 0), 1);
    ck_assert_int_eq(tav_game_node_child_count(back, key), 2);
    ck_assert_int_eq(tav_game_node_child_count(back, TAV_GAME_ROOT), 3);
    tav_solution *again = NULL;
    ck_assert_int_eq(tav_solve_game(back, NULL, &again, NULL), TAV_OK);
    assert_keys(again, "g6-d3");
    tav_solution_free(again);
    tav_game_free(back);
    free(text);
    tav_game_free(out);
    tav_solution_free(sol);
    tav_game_free(g);

    /* no Stipulation tag */
    tav_error err = TAV_ERROR_INIT;
    g = read_one("[SetUp \"1\"]\n[FEN \"8/8/5RH1/(Bb)3K3/8/8/1k6/8 w - - 0 1\"]\n\n*\n");
    ck_assert_int_eq(tav_solve_game(g, NULL, &sol, &err), TAV_EGAME);
    ck_assert_ptr_null(sol);
    ck_assert_ptr_nonnull(strstr(err.message, "Stipulation"));
    tav_game_free(g);

    /* a helpmate's solutions become the main line and variations */
    g = read_one("[SetUp \"1\"]\n[FEN \"8/1kNb4/8/1N6/8/2K3p1/B7/8 b - - 0 1\"]\n[Stipulation \"h#2\"]\n\n*\n");
    ck_assert_int_eq(tav_solve_game(g, NULL, &sol, NULL), TAV_OK);
    ck_assert_int_eq(tav_game_new(&out, tav_game_start_tfen(g), NULL), TAV_OK);
    ck_assert_int_eq(tav_solution_to_game(sol, out), TAV_OK);
    ck_assert_int_eq(tav_game_node_child_count(out, TAV_GAME_ROOT), 3);
    ck_assert_int_eq(tav_game_node_count(out), 1 + 3 * 4);
    tav_game_free(out);
    tav_solution_free(sol);
    tav_game_free(g);
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
    tc = tcase(s, "hand-made problems");
    tcase_add_test(tc, solver_key_splits_tower);
    tcase_add_test(tc, solver_key_frees_piece_that_mates);
    tcase_add_test(tc, solver_freed_pawn_promotes_mating);
    tcase_add_test(tc, solver_help_king_climbs_and_splits);
    tcase_add_test(tc, solver_reversion_defence);
    tcase_add_test(tc, solver_defence_builds_tower_to_block);
    tcase_add_test(tc, solver_cooked);
    tcase_add_test(tc, solver_tries);
    tcase_add_test(tc, solver_stalemates_and_selfmate);
    tc = tcase(s, "solutions");
    tcase_add_test(tc, solver_tree_is_a_proof);
    tcase_add_test(tc, solver_threat);
    tcase_add_test(tc, solver_budget);
    tcase_add_test(tc, solver_arguments);
    tcase_add_test(tc, solver_writers);
    tcase_add_test(tc, solver_records);
    return run_suite(s);
}
