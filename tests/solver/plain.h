/* The oracle: a plain exhaustive problem solver (R14) written with the
 * public API only (legal moves, push/pop, check and end tests). No table,
 * no move ordering, no check filter: each question is answered by walking
 * the whole legal-move tree, cut only by the logic of "there is" and "for
 * every". The tests compare the library's proof search with it. */
#ifndef TAV_TESTS_SOLVER_PLAIN_H
#define TAV_TESTS_SOLVER_PLAIN_H

#include <stdint.h>
#include <tavreli.h>

#define PLAIN_MAX 4096

typedef struct plain_result {
    int nkeys;
    tav_move keys[256];
    int ntries;
    tav_move tries[256], refutations[256];
    int nthreat; /* threat of the first key */
    tav_move threat[256];
    int nlines, plies; /* helpmate solutions */
    tav_move lines[PLAIN_MAX][2 * 8];
    uint64_t nodes;
} plain_result;

/* Solve st from p (p is played on and restored). with_tries / with_threat:
 * also find them. Returns 0, or -1 if there were too many lines. */
int plain_solve(tav_position *p, const tav_stipulation *st, int with_tries, int with_threat, plain_result *out);

#endif
