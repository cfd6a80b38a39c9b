/* The static exchange evaluation that knows towers (search.c's
 * quiescence and move ordering).
 *
 * In Tavreli nothing leaves the board (R2): a capture takes command of the
 * whole tower it lands on, and a recapture takes command of everything on
 * the square again, the capturer's own moving part included. So the stake
 * grows with every capture: after we land a part worth p on a tower worth
 * X, a recapture wins X + p back, and the next one X + p + a, and so on.
 * The exchange on the square is worked out with each side landing its
 * cheapest top (a top may move alone, R4), and either side may stop. The
 * value of a capture onto a square the enemy attacks and we do not defend
 * is therefore minus the moving part: even a pawn taking a queen there
 * loses, since the recapture frees the queen and takes the pawn.
 * Piece values are the evaluation's (W_VALUE); a king lands only where
 * nothing attacks afterwards. Lines opened by the move itself (a whole
 * tower leaving its square) are seen; deeper x-rays are not. */
#include "core/attacks.h"
#include "engine/engine_impl.h"

#define SEE_KING_VALUE 20000 /* a king "landing" on an attacked square: never worth it */
#define SEE_MAX_ATTACKERS 32

static int part_value(const uint8_t *st, int lo, int hi)
{
    int v = 0;
    for (int i = lo; i < hi; i++)
        v += tav__piece_value(st[i]);
    return v;
}

static int attacker_value(uint8_t top)
{
    return PC_KIND(top) == TAV_KING ? SEE_KING_VALUE : tav__piece_value(top);
}

/* Sort the n values of v upward (n is small). */
static void sort_up(int *v, int n)
{
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && v[j] < v[j - 1]; j--) {
            int x = v[j];
            v[j] = v[j - 1];
            v[j - 1] = x;
        }
}

int tav__see(const struct tav_position *p, tav_move m)
{
    int from = TAV_MOVE_FROM(m), to = TAV_MOVE_TO(m), k = TAV_MOVE_COUNT(m);
    int hf = p->height[from], ht = p->height[to], us = p->turn, them = us ^ 1;
    if ((m & TAV_MOVE_EN_PASSANT) || k < 1 || k > hf)
        return 0;
    const uint8_t *sf = p->stack[from];
    /* a quiet move (empty square, or climbing an own tower) gains nothing
     * but risks the mover and what it lands on */
    int stake = part_value(p->stack[to], 0, ht), mover = part_value(sf, hf - k, hf);
    int gain = ht && PC_COLOR(p->stack[to][ht - 1]) == them ? stake : 0;
    if (PC_KIND(sf[hf - 1]) == TAV_KING)
        return gain; /* a king's tower is never landed on (R7) */
    bb_t occ = p->occ;
    if (k == hf)
        occ &= ~BB(from);
    int val[2][SEE_MAX_ATTACKERS], n[2] = { 0, 0 };
    for (int c = 0; c < 2; c++) {
        bb_t a = tav__attackers_to(p, to, occ, c) & ~BB(from) & ~BB(to);
        while (a && n[c] < SEE_MAX_ATTACKERS)
            val[c][n[c]++] = attacker_value(top_of(p, bb_pop(&a)));
    }
    if (k < hf) { /* the piece left on top of from, freed or not, may land too */
        uint8_t t = sf[hf - k - 1];
        int c = PC_COLOR(t);
        if ((tav__piece_attacks(acting_kind(t, from), c, from, occ) & BB(to)) && n[c] < SEE_MAX_ATTACKERS)
            val[c][n[c]++] = attacker_value(t);
    }
    if (!n[them])
        return gain;
    sort_up(val[0], n[0]);
    sort_up(val[1], n[1]);
    /* total[j]: what the j-th recapture (them first) takes command of */
    int total[2 * SEE_MAX_ATTACKERS + 2], steps = 0, used[2] = { 0, 0 }, side = them;
    total[0] = stake + mover;
    while (used[side] < n[side] && steps < 2 * SEE_MAX_ATTACKERS) {
        int part = val[side][used[side]++];
        total[steps + 1] = total[steps] + part;
        steps++;
        side ^= 1;
    }
    int v = 0; /* the best the side at step j can get from there on */
    for (int j = steps - 1; j >= 0; j--) {
        int take = total[j] - v;
        v = take > 0 ? take : 0;
    }
    return gain - v;
}
