/* The plain exhaustive solver (see plain.h). */
#include <stdlib.h>
#include <string.h>
#include "plain.h"

typedef struct plain {
    tav_position *p;
    int goal;
    uint64_t nodes;
} plain;

static int moves_of(plain *s, tav_move *out)
{
    return tav_position_legal_moves(s->p, out, TAV_MAX_MOVES);
}

static void push(plain *s, tav_move m)
{
    tav_position_push(s->p, m);
    s->nodes++;
}

static void pop(plain *s) { tav_position_pop(s->p, NULL); }

/* The side to move has reached the goal (R8 mate or stalemate). */
static int goal_now(plain *s)
{
    if (tav_position_count_moves(s->p) != 0)
        return 0;
    return tav_position_in_check(s->p) == (s->goal == TAV_GOAL_MATE);
}

static int direct(plain *s, int n);

/* Defender to move; the attacker has m moves left. */
static int direct_def(plain *s, int m)
{
    tav_move mv[TAV_MAX_MOVES];
    int nd = moves_of(s, mv);
    if (nd == 0)
        return tav_position_in_check(s->p) == (s->goal == TAV_GOAL_MATE);
    if (m == 0)
        return 0;
    for (int i = 0; i < nd; i++) {
        push(s, mv[i]);
        int r = direct(s, m);
        pop(s);
        if (!r)
            return 0;
    }
    return 1;
}

static int direct(plain *s, int n)
{
    tav_move mv[TAV_MAX_MOVES];
    int na = moves_of(s, mv);
    for (int i = 0; i < na; i++) {
        push(s, mv[i]);
        int r = direct_def(s, n - 1);
        pop(s);
        if (r)
            return 1;
    }
    return 0;
}

static int self(plain *s, int n);

static int self_def(plain *s, int n)
{
    tav_move mv[TAV_MAX_MOVES];
    int nd = moves_of(s, mv);
    if (nd == 0)
        return 0;
    for (int i = 0; i < nd; i++) {
        push(s, mv[i]);
        int r = goal_now(s) ? 1 : n == 1 ? 0
                                         : self(s, n - 1);
        pop(s);
        if (!r)
            return 0;
    }
    return 1;
}

static int self(plain *s, int n)
{
    tav_move mv[TAV_MAX_MOVES];
    int na = moves_of(s, mv);
    for (int i = 0; i < na; i++) {
        push(s, mv[i]);
        int r = self_def(s, n);
        pop(s);
        if (r)
            return 1;
    }
    return 0;
}

/* The first side's move just played fulfils in k moves (k counting it). */
static int fulfils(plain *s, int self_stip, int k)
{
    return self_stip ? self_def(s, k) : direct_def(s, k - 1);
}

static int help(plain *s, int plies, tav_move *line, int at, plain_result *out)
{
    tav_move mv[TAV_MAX_MOVES];
    int n = moves_of(s, mv);
    for (int i = 0; i < n; i++) {
        line[at] = mv[i];
        push(s, mv[i]);
        if (plies == 1) {
            if (goal_now(s)) {
                if (out->nlines == PLAIN_MAX) {
                    pop(s);
                    return -1;
                }
                memcpy(out->lines[out->nlines++], line, (size_t)(at + 1) * sizeof *line);
            }
        } else if (help(s, plies - 1, line, at + 1, out) < 0) {
            pop(s);
            return -1;
        }
        pop(s);
    }
    return 0;
}

/* The position after a null move (the side to move passes), or NULL when
 * that is not a legal position (the side passing is in check). */
static tav_position *null_move(const tav_position *p)
{
    char tfen[TAV_TFEN_MAX + 1], board[TAV_TFEN_MAX + 1], side[4], castling[8];
    tav_position_tfen(p, tfen, sizeof tfen);
    if (sscanf(tfen, "%400s %3s %7s", board, side, castling) != 3)
        return NULL;
    char out[TAV_TFEN_MAX + 32];
    snprintf(out, sizeof out, "%s %s %s - 0 1", board, side[0] == 'w' ? "b" : "w", castling);
    tav_position *q = NULL;
    if (tav_position_from_tfen(&q, out, NULL) != TAV_OK || tav_position_in_check(q)) {
        tav_position_free(q);
        return NULL;
    }
    return q;
}

int plain_solve(tav_position *p, const tav_stipulation *st, int with_tries, int with_threat, plain_result *out)
{
    plain s = { p, st->goal, 0 };
    tav_move root[TAV_MAX_MOVES], line[2 * TAV_STIP_MAX_MOVES];
    int n = st->moves, self_stip = st->type == TAV_STIP_SELF, rc = 0;
    memset(out, 0, sizeof *out);
    if (st->type == TAV_STIP_HELP) {
        out->plies = 2 * n;
        rc = help(&s, 2 * n, line, 0, out);
        out->nodes = s.nodes;
        return rc;
    }
    int count = moves_of(&s, root);
    for (int i = 0; i < count; i++) {
        push(&s, root[i]);
        if (fulfils(&s, self_stip, n)) {
            out->keys[out->nkeys++] = root[i];
        } else if (with_tries) {
            tav_move def[TAV_MAX_MOVES], ref = TAV_NO_MOVE;
            int nd = moves_of(&s, def), refs = 0;
            for (int j = 0; j < nd; j++) {
                push(&s, def[j]);
                int ok = self_stip ? (goal_now(&s) || (n > 1 && self(&s, n - 1))) : (n > 1 && direct(&s, n - 1));
                pop(&s);
                if (!ok && refs++ == 0)
                    ref = def[j];
            }
            if (refs == 1) {
                out->tries[out->ntries] = root[i];
                out->refutations[out->ntries++] = ref;
            }
        }
        pop(&s);
    }
    if (with_threat && out->nkeys && n > 1) {
        push(&s, out->keys[0]);
        tav_position *q = null_move(p);
        pop(&s);
        if (q) {
            plain t = { q, st->goal, 0 };
            tav_move mv[TAV_MAX_MOVES];
            int na = moves_of(&t, mv);
            for (int k = 1; k < n && !out->nthreat; k++)
                for (int i = 0; i < na; i++) {
                    push(&t, mv[i]);
                    if (fulfils(&t, self_stip, k))
                        out->threat[out->nthreat++] = mv[i];
                    pop(&t);
                }
            s.nodes += t.nodes;
            tav_position_free(q);
        }
    }
    out->nodes = s.nodes;
    return rc;
}
