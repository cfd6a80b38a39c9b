/* Allocation-failure tests (STYLE.md: "allocation-failure tests where the
 * library allocates").
 *
 * The library allocates in tav_position_new, tav_position_from_tfen,
 * tav_position_copy and tav_position_push (history growth). This program is
 * built with the shared harness tests/alloc/alloc_wrap.h, so every
 * allocation the library makes can be refused in turn and the blocks alive
 * are counted. For each function and each n in turn the n-th allocation
 * fails; the call must then report it (NULL or TAV_ENOMEM), leave its
 * position exactly as it was (TFEN, hash, history) and leak nothing. Once
 * n is past the last allocation the call must succeed.
 *
 * It also checks the functions documented not to allocate (move
 * generation, perft, notation, TFEN writing and setting, pop) with every
 * allocation failing. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <tavreli.h>
#include "../alloc/alloc_wrap.h"

/* ---- test bookkeeping -------------------------------------------------- */

static int passed, failed;

static void expect(int ok, const char *what, long n, const char *fmt, const char *detail)
{
    if (ok) {
        passed++;
        return;
    }
    failed++;
    fprintf(stderr, "FAIL: %s, allocation %ld failing: ", what, n);
    fprintf(stderr, fmt, detail);
    fprintf(stderr, "\n");
}

typedef struct state {
    char tfen[TAV_TFEN_MAX + 1];
    uint64_t hash;
    size_t hist_len;
    tav_move last;
} state;

static void get_state(const tav_position *p, state *s)
{
    tav_position_tfen(p, s->tfen, sizeof s->tfen);
    s->hash = tav_position_hash(p);
    s->hist_len = tav_position_history_length(p);
    s->last = s->hist_len ? tav_position_history_move(p, s->hist_len - 1) : TAV_NO_MOVE;
}

static int same_state(const tav_position *p, const state *s)
{
    state now;
    get_state(p, &now);
    return !strcmp(now.tfen, s->tfen) && now.hash == s->hash && now.hist_len == s->hist_len
           && now.last == s->last;
}

/* A long legal sequence: the knights go out and back (R4), so any number
 * of plies can be pushed from the start position. */
static tav_move knight_shuffle(int ply)
{
    static const char *const cycle[4][2] = { { "g1", "f3" }, { "g8", "f6" }, { "f3", "g1" }, { "f6", "g8" } };
    const char *const *m = cycle[ply % 4];
    return tav_move_make(tav_square_parse(m[0]), tav_square_parse(m[1]), 1);
}

static tav_position *position_with_history(size_t plies)
{
    tav_position *p = tav_position_new();
    if (!p) {
        fprintf(stderr, "alloc_fail: tav_position_new failed with no failure armed\n");
        exit(1);
    }
    for (size_t i = 0; i < plies; i++)
        if (tav_position_push(p, knight_shuffle((int)i)) != TAV_OK) {
            fprintf(stderr, "alloc_fail: cannot push ply %zu\n", i);
            exit(1);
        }
    return p;
}

/* ---- the four allocating functions -------------------------------------- */

static void test_new(void)
{
    for (long n = 1;; n++) {
        long base = alloc_live();
        alloc_arm(n);
        tav_position *p = tav_position_new();
        alloc_disarm();
        if (!alloc_refused()) {
            expect(p != NULL, "tav_position_new", n, "%s", "returned NULL with no failure");
            tav_position_free(p);
            expect(alloc_live() == base, "tav_position_new then free", n, "%s", "blocks leaked");
            printf("tav_position_new: %ld allocation(s), each failure reported\n", n - 1);
            return;
        }
        expect(p == NULL, "tav_position_new", n, "%s", "did not return NULL");
        expect(alloc_live() == base, "tav_position_new", n, "%s", "leaked");
        tav_position_free(p);
    }
}

static void test_from_tfen(const char *tfen)
{
    for (long n = 1;; n++) {
        long base = alloc_live();
        tav_position *p = (tav_position *)&p; /* not NULL: must be set to NULL */
        tav_error err = TAV_ERROR_INIT;
        alloc_arm(n);
        int rc = tav_position_from_tfen(&p, tfen, &err);
        alloc_disarm();
        if (!alloc_refused()) {
            expect(rc == TAV_OK && p != NULL, "tav_position_from_tfen", n, "failed on %s", tfen);
            tav_position_free(p);
            expect(alloc_live() == base, "tav_position_from_tfen then free", n, "%s", "blocks leaked");
            printf("tav_position_from_tfen(%s): %ld allocation(s), each failure reported\n", tfen, n - 1);
            return;
        }
        expect(rc == TAV_ENOMEM, "tav_position_from_tfen", n, "%s", tav_strerror(rc));
        expect(p == NULL, "tav_position_from_tfen", n, "%s", "*out is not NULL");
        expect(err.code == TAV_ENOMEM && err.message[0], "tav_position_from_tfen", n, "%s",
               "err does not say out of memory");
        expect(alloc_live() == base, "tav_position_from_tfen", n, "%s", "leaked");
    }
}

static void test_copy(size_t plies)
{
    tav_position *src = position_with_history(plies);
    state before;
    get_state(src, &before);
    for (long n = 1;; n++) {
        long base = alloc_live();
        alloc_arm(n);
        tav_position *c = tav_position_copy(src);
        alloc_disarm();
        expect(same_state(src, &before), "tav_position_copy", n, "%s", "changed its source");
        if (!alloc_refused()) {
            expect(c != NULL && tav_position_equal(c, src)
                       && tav_position_history_length(c) == plies,
                   "tav_position_copy", n, "%s", "the copy differs");
            /* The copy's history works: it can be popped to the start. */
            size_t popped = 0;
            while (c && tav_position_pop(c, NULL) == TAV_OK)
                popped++;
            expect(popped == plies, "tav_position_copy", n, "%s", "the copy's history does not pop");
            tav_position_free(c);
            expect(alloc_live() == base, "tav_position_copy then free", n, "%s", "blocks leaked");
            printf("tav_position_copy (%zu plies of history): %ld allocation(s), each failure reported\n",
                   plies, n - 1);
            break;
        }
        expect(c == NULL, "tav_position_copy", n, "%s", "did not return NULL");
        expect(alloc_live() == base, "tav_position_copy", n, "%s", "leaked");
        tav_position_free(c);
    }
    tav_position_free(src);
}

/* Push with every allocation failing, at each history length from 0 to
 * `upto`: where the history must grow, push must say TAV_ENOMEM and change
 * nothing; then the same push succeeds once allocation works again. */
static void test_push(size_t upto)
{
    tav_position *p = position_with_history(0);
    int refused = 0;
    for (size_t ply = 0; ply <= upto; ply++) {
        state before;
        tav_move m = knight_shuffle((int)ply);
        get_state(p, &before);
        long base = alloc_live();
        alloc_arm(ALLOC_FAIL_ALL);
        int rc = tav_position_push(p, m);
        alloc_disarm();
        if (alloc_refused()) {
            refused++;
            char where[64];
            snprintf(where, sizeof where, "history length %zu", ply);
            expect(rc == TAV_ENOMEM, "tav_position_push", 1, "at %s", where);
            expect(same_state(p, &before), "tav_position_push", 1, "changed the position at %s", where);
            expect(alloc_live() == base, "tav_position_push", 1, "leaked at %s", where);
            rc = tav_position_push(p, m);
            expect(rc == TAV_OK, "tav_position_push after a refusal", 0, "%s", tav_strerror(rc));
        } else {
            expect(rc == TAV_OK, "tav_position_push", 0, "%s", tav_strerror(rc));
        }
    }
    /* The history grows at least at the first push and then a few times. */
    expect(refused >= 2, "tav_position_push", 1, "%s", "history never grew (fewer than 2 refusals)");
    /* Everything pushed is still there and pops back to the start. */
    size_t popped = 0;
    while (tav_position_pop(p, NULL) == TAV_OK)
        popped++;
    expect(popped == upto + 1, "tav_position_pop after refusals", 0, "%s", "lost moves");
    char tfen[TAV_TFEN_MAX + 1];
    tav_position_tfen(p, tfen, sizeof tfen);
    expect(!strcmp(tfen, TAV_START_TFEN), "tav_position_pop after refusals", 0, "ends at %s", tfen);
    printf("tav_position_push: history lengths 0..%zu, %d growth(s) refused and reported\n", upto, refused);
    tav_position_free(p);
}

/* The functions that must not allocate, with every allocation failing. */
static void test_no_allocation(void)
{
    static tav_move moves[TAV_MAX_MOVES];
    static tav_divide_entry div[TAV_MAX_MOVES];
    tav_position *p = position_with_history(5);
    char buf[TAV_TFEN_MAX + 1];
    tav_move m;

    alloc_arm(ALLOC_FAIL_ALL);
    int n = tav_position_legal_moves(p, moves, TAV_MAX_MOVES);
    int counted = tav_position_count_moves(p);
    uint64_t leaves = tav_perft(p, 3);
    int nd = tav_divide(p, 2, div, TAV_MAX_MOVES);
    int parsed = tav_move_parse(p, "e7-e5", &m, NULL);
    int written = tav_position_tfen(p, buf, sizeof buf);
    int set = tav_position_set_tfen(p, "4k3/8/8/8/3(NP)p3/8/8/4K3 b - d3 0 1", NULL);
    int reps = tav_position_repetitions(p);
    tav_end end = tav_position_end(p);
    alloc_disarm();
    expect(alloc_calls() == 0, "functions documented not to allocate", 0, "%s", "they allocated");
    expect(n > 0 && n == counted && leaves > 0 && nd == n && parsed == TAV_OK && written > 0 && set == TAV_OK
               && reps == 1 && end == TAV_END_NONE,
           "functions documented not to allocate", 0, "%s", "failed with allocation failing");

    /* pop needs no allocation either. */
    tav_position_free(p);
    p = position_with_history(5);
    alloc_arm(ALLOC_FAIL_ALL);
    int popped = tav_position_pop(p, NULL);
    alloc_disarm();
    expect(popped == TAV_OK && alloc_calls() == 0, "tav_position_pop", 0, "%s", "allocated or failed");
    tav_position_free(p);
    printf("move generation, perft, divide, notation, TFEN, set_tfen, pop: no allocation\n");
}

int main(void)
{
    long base = alloc_live();
    test_new();
    test_from_tfen(TAV_START_TFEN);
    test_from_tfen("rn4(p=hbn)r/(pbp=q!k)pp4p/5p2/6p1/5P=QK1/5P2/PPP1(PN)1PP/RNB(Qq)2(BR)1 w - - 2 11");
    test_copy(0);
    test_copy(1);
    test_copy(70);
    test_push(300);
    test_no_allocation();
    expect(alloc_live() == base, "the whole program", 0, "%s", "blocks alive at the end");
    printf("alloc_fail: %d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
