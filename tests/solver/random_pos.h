/* Random small positions for the solver tests (R10 TFEN): two kings and a
 * few pieces, some stacked into towers (R2), some kings on towers, some
 * promoted pieces (R6). The TFEN reader decides what is legal; callers skip
 * what it rejects. Deterministic: the seed gives the position. */
#ifndef TAV_TESTS_SOLVER_RANDOM_POS_H
#define TAV_TESTS_SOLVER_RANDOM_POS_H

#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <tavreli.h>

#ifndef RANDOM_PROMOTED_ODDS
#define RANDOM_PROMOTED_ODDS 8 /* one piece in this many is a promoted pawn */
#endif

static inline uint64_t rnd_next(uint64_t *s) { return tav_random_next(s); }

/* A random position with `pieces` pieces besides the kings; NULL if the
 * TFEN reader rejected the draw. */
static inline tav_position *random_position(uint64_t *seed, int pieces, char *tfen_out, size_t size)
{
    char tok[64][8][4];
    int h[64] = { 0 };
    const char *kinds = "QRBNPH";
    int wk = (int)(rnd_next(seed) % 64), bk = (int)(rnd_next(seed) % 64);
    if (wk == bk)
        return NULL;
    for (int i = 0; i < pieces; i++) {
        int sq = (int)(rnd_next(seed) % 64);
        if ((sq == wk || sq == bk) || h[sq] >= 3)
            continue;
        if (rnd_next(seed) % 3 == 0) { /* prefer stacking on an occupied square */
            for (int t = 0; t < 64; t++)
                if (h[(sq + t) % 64] && (sq + t) % 64 != wk && (sq + t) % 64 != bk) {
                    sq = (sq + t) % 64;
                    break;
                }
        }
        char c = kinds[rnd_next(seed) % 6];
        int black = (int)(rnd_next(seed) % 2);
        char *t = tok[sq][h[sq]++];
        int rank = sq / 8, n = 0;
        t[n++] = black ? (char)(c - 'A' + 'a') : c;
        if (c == 'P' && rank == (black ? 6 : 1))
            t[n++] = '!';
        else if (c != 'P' && rnd_next(seed) % RANDOM_PROMOTED_ODDS == 0)
            t[n++] = '~';
        t[n] = '\0';
    }
    snprintf(tok[wk][h[wk]++], 4, "K");
    snprintf(tok[bk][h[bk]++], 4, "k");
    char board[200];
    size_t at = 0;
    for (int rank = 7; rank >= 0; rank--) {
        int empty = 0;
        for (int file = 0; file < 8; file++) {
            int sq = rank * 8 + file;
            if (!h[sq]) {
                empty++;
                continue;
            }
            if (empty)
                board[at++] = (char)('0' + empty);
            empty = 0;
            if (h[sq] > 1)
                board[at++] = '(';
            for (int l = 0; l < h[sq]; l++)
                for (const char *c = tok[sq][l]; *c; c++)
                    board[at++] = *c;
            if (h[sq] > 1)
                board[at++] = ')';
        }
        if (empty)
            board[at++] = (char)('0' + empty);
        if (rank)
            board[at++] = '/';
    }
    board[at] = '\0';
    snprintf(tfen_out, size, "%s %c - - 0 1", board, rnd_next(seed) % 2 ? 'b' : 'w');
    tav_position *p = NULL;
    if (tav_position_from_tfen(&p, tfen_out, NULL) != TAV_OK)
        return NULL;
    return p;
}

#endif
