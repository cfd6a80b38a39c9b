/* Allocation failures in the TGN reader and writer: every failure must come
 * back as TAV_ENOMEM, and nothing may leak. Built with the shared harness
 * tests/alloc/alloc_wrap.h, so that the library's own allocations can be
 * refused: the n-th allocation fails, for n = 1, 2, ... until a run needs
 * no failure. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <tavreli.h>
#include "../alloc/alloc_wrap.h"

/* Everything the library allocates for games: tags, comments (joined),
 * variations, NAGs, problems (lenient repairs, an illegal move), a FEN
 * start, two games, and the writer. Returns TAV_OK or the first failure. */
static const char text[] = "[Event \"E\"]\n[Site \"S\"]\n[Extra \"x\"]\n{before} 1. e2-e4 {a} {b} (1. d2-d4 {c} (1. c2-c4)"
                           " 1... d7-d5 $1) 1... e7-e5= $2 2. G1 f3 e5-e4 3. f3-e5+ c7-c9 *\n\n"
                           "[SetUp \"1\"]\n[FEN \"7k/8/5K2/8/8/8/8/6Q1 w - - 0 1\"]\n1. g1-g7 {mate} 1-0\n";

static int run(void)
{
    tav_reader *r = NULL;
    tav_game *g = NULL;
    int rc = tav_reader_new_buffer(&r, text, sizeof text - 1, TAV_READ_LENIENT);
    int games = 0;
    if (rc != TAV_OK)
        return rc;
    while ((rc = tav_reader_next(r, &g)) == 1) {
        games++;
        size_t len = 0;
        char buf[4096];
        rc = tav_game_write(g, buf, sizeof buf, &len);
        if (rc == TAV_OK) {
            tav_game *built = NULL;
            rc = tav_game_new(&built, NULL, NULL);
            if (rc == TAV_OK)
                rc = tav_game_set_tag(built, "White", "w");
            if (rc == TAV_OK)
                rc = tav_game_add_move(built, TAV_GAME_ROOT, tav_move_make(12, 28, 1), NULL);
            if (rc == TAV_OK)
                rc = tav_game_set_comment(built, 1, 0, "c");
            if (rc == TAV_OK) {
                tav_position *p = NULL;
                rc = tav_game_position_at(built, 1, &p);
                tav_position_free(p);
            }
            tav_game_free(built);
        }
        if (rc == TAV_OK) {
            /* a copy, edited: the first variation of the first move made
             * main (a new end position), then removed */
            tav_game *copy = NULL;
            rc = tav_game_copy(&copy, g);
            int alt = tav_game_node_child(copy, TAV_GAME_ROOT, 1);
            if (rc == TAV_OK && alt > 0)
                rc = tav_game_promote_to_main(copy, alt);
            if (rc == TAV_OK && alt > 0)
                rc = tav_game_remove_node(copy, alt);
            tav_game_free(copy);
        }
        tav_game_free(g);
        if (rc != TAV_OK)
            break;
    }
    tav_reader_free(r);
    if (rc == 0 && games != 2)
        return TAV_EGAME;
    return rc < 0 ? rc : TAV_OK;
}

int main(void)
{
    int failures = 0;
    long n;
    for (n = 1;; n++) {
        long base = alloc_live();
        alloc_arm(n);
        int rc = run();
        alloc_disarm();
        int injected = alloc_refused() > 0;
        long live = alloc_live() - base;
        if (injected && rc != TAV_ENOMEM) {
            printf("FAIL: allocation %ld failed but the result was %d (%s)\n", n, rc, tav_strerror(rc));
            failures++;
        }
        if (!injected && rc != TAV_OK) {
            printf("FAIL: no allocation failed but the result was %d (%s)\n", rc, tav_strerror(rc));
            failures++;
        }
        if (live != 0) {
            printf("FAIL: allocation %ld failed and %ld block(s) leaked\n", n, live);
            failures++;
        }
        if (!injected)
            break;
    }
    printf("%ld allocation failures tried, %d problem(s)\n", n - 1, failures);
    return failures ? 1 : 0;
}
