/* R12: the work units of the distributed perft (tavb_perft_split,
 * bindings/tier/perft_split.c) count what perft counts. Each unit's
 * perft(d - k), times how many sequences from each root move reach it,
 * summed, gives tav_divide's count of that root move; the multiplicities sum
 * to perft(k); a position reached by two move orders is one unit; no two
 * units are the same position; bad arguments are refused. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <tavreli.h>
#include "check_run.h"
#include "tavb.h"

/* From the start and positions of tests/data/perft/tricky.epd: towers,
 * castling, a freed prisoner. */
static const char *const tfens[] = {
    NULL, /* the start position */
    "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
    "7k/8/8/8/3(pNR)4/8/8/7K w - - 0 1",
    "k3r3/8/8/8/4(BN)3/8/8/4K3 w - - 0 1",
};

static tav_position *position(int i)
{
    tav_position *p = NULL;
    if (!tfens[i])
        return tav_position_new();
    ck_assert_int_eq(tav_position_from_tfen(&p, tfens[i], NULL), TAV_OK);
    return p;
}

/* The root moves' counts below the split of pos at k, each unit counted to
 * depth - k, into counts by the move's text (moves: pos's legal moves);
 * returns the number of units and sets *sequences to the multiplicities'
 * sum. */
static size_t count_split(const tav_position *pos, int k, unsigned depth, const tav_move *moves, int n,
                          uint64_t *counts, uint64_t *sequences)
{
    tav_error err;
    char *text = tavb_perft_split(pos, k, &err);
    size_t units = 0;
    ck_assert_ptr_nonnull(text);
    *sequences = 0;
    for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n"), units++) {
        char *tab = strchr(line, '\t');
        tav_position *unit = NULL;
        ck_assert_ptr_nonnull(tab);
        *tab = '\0';
        ck_assert_int_eq(tav_position_from_tfen(&unit, line, NULL), TAV_OK);
        uint64_t leaves = tav_perft(unit, depth - (unsigned)k);
        for (char *root = tab + 1; root;) {
            char move[TAV_MOVE_TEXT_MAX + 1];
            unsigned long long times;
            int i;
            ck_assert_int_eq(sscanf(root, "%16s %llu", move, &times), 2);
            for (i = 0; i < n; i++) {
                char text_i[TAV_MOVE_TEXT_MAX + 1];
                tav_move_format(moves[i], text_i, sizeof text_i);
                if (strcmp(text_i, move) == 0)
                    break;
            }
            ck_assert_msg(i < n, "%s is no root move", move);
            counts[i] += leaves * times;
            *sequences += times;
            root = strchr(root, '\t');
            root = root ? root + 1 : NULL;
        }
        tav_position_free(unit);
    }
    free(text);
    return units;
}

START_TEST(units_count_the_divide)
{
    tav_position *pos = position(_i);
    tav_move moves[TAV_MAX_MOVES];
    tav_divide_entry divide[TAV_MAX_MOVES];
    int n = tav_position_legal_moves(pos, moves, TAV_MAX_MOVES);
    unsigned depth = _i == 0 ? 3 : 4; /* 4: one root move reaches a unit by two move orders */
    ck_assert_int_eq(tav_divide(pos, depth, divide, TAV_MAX_MOVES), n);
    for (int k = 1; k <= (int)depth; k++) {
        uint64_t counts[TAV_MAX_MOVES] = { 0 }, sequences;
        size_t units = count_split(pos, k, depth, moves, n, counts, &sequences);
        ck_assert_uint_eq(sequences, tav_perft(pos, (unsigned)k));
        ck_assert_uint_le(units, sequences);
        for (int i = 0; i < n; i++)
            ck_assert_uint_eq(counts[i], divide[i].count);
    }
    tav_position_free(pos);
}
END_TEST

START_TEST(a_transposition_is_one_unit)
{
    /* 1. a2-a3 b7-b6 2. b2-b3 and 1. b2-b3 b7-b6 2. a2-a3 reach one position */
    tav_position *pos = tav_position_new();
    tav_error err;
    char *text = tavb_perft_split(pos, 3, &err);
    uint64_t sequences = tav_perft(pos, 3);
    size_t units = 0;
    ck_assert_ptr_nonnull(text);
    for (char *c = text; *c; c++)
        units += *c == '\n';
    ck_assert_uint_lt(units, sequences);
    /* no position twice: each line's TFEN without its clocks is new */
    char **keys = calloc(units, sizeof *keys);
    size_t i = 0;
    for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n"))
        keys[i++] = line;
    for (i = 0; i < units; i++) {
        char *clocks = keys[i];
        for (int field = 0; field < 4; field++)
            clocks = strchr(clocks, ' ') + 1;
        clocks[-1] = '\0';
    }
    qsort(keys, units, sizeof *keys, (int (*)(const void *, const void *))strcmp);
    for (i = 1; i < units; i++)
        ck_assert_str_ne(keys[i - 1], keys[i]);
    free(keys);
    free(text);
    tav_position_free(pos);
}
END_TEST

START_TEST(bad_arguments_are_refused)
{
    tav_position *pos = tav_position_new();
    tav_error err;
    ck_assert_ptr_null(tavb_perft_split(NULL, 1, &err));
    ck_assert_int_eq(err.code, TAV_EINVAL);
    ck_assert_ptr_null(tavb_perft_split(pos, 0, &err));
    ck_assert_int_eq(err.code, TAV_EINVAL);
    ck_assert_ptr_nonnull(strstr(err.message, "split"));
    ck_assert_ptr_null(tavb_perft_split(pos, TAV_PERFT_MAX_DEPTH + 1, NULL));
    tav_position_free(pos);
    /* a mate: no move, no unit, an empty text (not a failure) */
    ck_assert_int_eq(tav_position_from_tfen(&pos, "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1", NULL), TAV_OK);
    ck_assert_int_eq(tav_position_count_moves(pos), 0);
    char *text = tavb_perft_split(pos, 2, &err);
    ck_assert_str_eq(text, "");
    free(text);
    tav_position_free(pos);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("perft_split");
    TCase *tc = tcase_create("units");
    tcase_set_timeout(tc, 120);
    tcase_add_loop_test(tc, units_count_the_divide, 0, (int)(sizeof tfens / sizeof tfens[0]));
    tcase_add_test(tc, a_transposition_is_one_unit);
    tcase_add_test(tc, bad_arguments_are_refused);
    suite_add_tcase(s, tc);
    return check_run(s);
}
