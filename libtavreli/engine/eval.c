/* The evaluation: what a Tavreli position is worth to the side to move
 * (doc/engine.md explains each term). No piece ever leaves the board, so
 * "material" is not a count of pieces but of what each side commands:
 *  - the top of a tower acts (full value, and its mobility);
 *  - own pieces under an own top are a reserve (R2: they move with a split
 *    and become active when the tower comes apart);
 *  - pieces under an enemy top are prisoners: their owner lacks them now
 *    and regains them if the tower above leaves (R2), more easily when only
 *    one enemy piece sits on them;
 *  - a promoted piece reverts to a pawn when anything lands on it (R6), so
 *    it is worth a little less than a born piece;
 *  - pawns are worth more as they near the last rank, by their badge (R1,
 *    R6), and a pawn lying just under the top of a tower on its own last
 *    rank promotes the moment that top leaves (R6 (b));
 *  - the king wants own towers around it, few enemy attacks on its
 *    neighbourhood, and no enemy prisoner under a nearby own top that would
 *    give check when freed (R2, R7);
 *  - a tall own tower attacked by the enemy risks its whole reserve at once.
 * The default weights are the one table W below; an engine may set each by
 * name (params.c), and its tables carry the weights in use. */
#include <string.h>
#include "core/position_impl.h"
#include "core/attacks.h"
#include "engine/engine_impl.h"
#include "engine/weights.h"

static const int W[W_COUNT] = {
    /* values:  -, K, Q, R, B, N, P, H */
    0, 0, 900, 500, 330, 320, 100, 1250,
    90, /* reserve % */
    20, /* prisoner near % */
    15, /* prisoner deep % */
    40, /* promoted risk */
    /* mobility: -, K, Q, R, B, N, P, H */
    0, 0, 3, 4, 5, 5, 0, 3,
    /* pawn advance by relative rank 0..7 */
    0, 0, 5, 10, 20, 35, 60, 0,
    /* promotion chance % by relative rank */
    0, 0, 0, 2, 5, 12, 30, 0,
    40, /* freed promotion, own top */
    15, /* freed promotion, enemy top held */
    12, /* king shield */
    9,  /* king zone attack */
    60, /* king freed check */
    10, /* tall risk % */
    25, /* tall risk undefended extra % */
    15, /* tempo */
};

int tav__piece_value(uint8_t piece) { return W[W_VALUE + PC_KIND(piece)]; }

const int *tav__eval_weights(void) { return W; }

/* The tables below are W worked out per piece byte, once per engine (and
 * per tav_evaluate call), so that the evaluation reads one entry where it
 * would multiply and divide. Each entry is rounded exactly as the term it
 * stands for (doc/engine.md), the sign is the piece's owner's (white +). */
void tav__eval_tables_set(tav__eval_tables *t, const int *w)
{
    memcpy(t->w, w, sizeof t->w);
    for (int x = 0; x < 256; x++) {
        int v = w[W_VALUE + PC_KIND(x)], sign = PC_COLOR(x) ? -1 : 1;
        /* the top of a tower acts; a promoted one may revert (R6) */
        t->top[x] = (int16_t)(sign * ((x & PC_PROMOTED) ? v - w[W_PROMOTED_RISK] : v));
        /* below the top: reserve under an own top, prisoner under an enemy one (R2) */
        t->under[UNDER_RESERVE][x] = (int16_t)(sign * (v * w[W_RESERVE] / 100));
        t->under[UNDER_NEAR][x] = (int16_t)(sign * (v * w[W_PRISONER_NEAR] / 100));
        t->under[UNDER_DEEP][x] = (int16_t)(sign * (v * w[W_PRISONER_DEEP] / 100));
    }
    for (int badge = 0; badge < 8; badge++) {
        int gap = w[W_VALUE + badge] - w[W_VALUE + TAV_PAWN];
        for (int r = 0; r < 8; r++) /* R1, R6: advance, and a share of the badge */
            t->pawn[badge][r] = (int16_t)(w[W_PAWN_ADVANCE + r] + gap * w[W_PROMO_CHANCE + r] / 100);
        t->freed_promo[0][badge] = (int16_t)(gap * w[W_FREED_PROMO_HELD] / 100);
        t->freed_promo[1][badge] = (int16_t)(gap * w[W_FREED_PROMO_OWN] / 100);
        t->promo_gain[badge] = (int16_t)gap;
    }
    /* R5: the pawn taken en passant is a prisoner right under the taker */
    t->ep_gain = (int16_t)(w[W_VALUE + TAV_PAWN] * (100 - w[W_PRISONER_NEAR]) / 100);
#if TAV_POPCNT_DISPATCH
    t->popcnt = __builtin_cpu_supports("popcnt") != 0;
#else
    t->popcnt = 0;
#endif
}

void tav__eval_tables_init(tav__eval_tables *t) { tav__eval_tables_set(t, W); }

static inline int rel_rank(int sq, int c) { return c == TAV_WHITE ? sq >> 3 : 7 - (sq >> 3); }

/* What a tall tower holds below its top (R2: reserve and prisoners; its
 * top counts with the tops), and R6 (b): a pawn right under the top, on
 * its own last rank, promotes the moment the top leaves. */
static inline int below_top_value(const tav__eval_tables *t, const uint8_t *st, int h, int sq)
{
    int s = tav__tower_material(t, st, h) - t->top[st[h - 1]];
    uint8_t u = st[h - 2];
    if (PC_KIND(u) == TAV_PAWN && !(u & PC_PROMOTED) && (sq >> 3) == last_rank(PC_COLOR(u))) {
        int v = t->freed_promo[PC_COLOR(u) == PC_COLOR(st[h - 1])][PC_BADGE(u)];
        s += PC_COLOR(u) ? -v : v;
    }
    return s;
}

/* The tops of one kind (tops, of colour c): their value as tops, their
 * mobility (squares attacked and not own-topped, R7) and, for pawns, their
 * prospects (R1, R6), for c's sign; *a gets the squares they attack.
 * Inlined with kind constant, so the switch goes. */
static TAV_ALWAYS_INLINE int kind_terms(const tav__eval_tables *t, const struct tav_position *p, bb_t tops,
                                        int kind, int c, bb_t *a, int *mat, int hw)
{
    bb_t occ = p->occ, free_sq = ~p->color_bb[c];
    int n = 0;
    while (tops) {
        int sq = bb_pop(&tops);
        bb_t x = tav__piece_attacks_inline(kind, c, sq, occ);
        *mat += t->top[top_of(p, sq)];
        *a |= x;
        if (t->w[W_MOBILITY + kind])
            n += bb_popcount_hw(x & free_sq, hw) * t->w[W_MOBILITY + kind];
        if (kind == TAV_PAWN)
            n += t->pawn[PC_BADGE(top_of(p, sq))][rel_rank(sq, c)];
    }
    return n;
}

/* One side's tops, kind by kind, for white's sign; *att gets the squares
 * they attack. */
static TAV_ALWAYS_INLINE int side_terms(const tav__eval_tables *t, const struct tav_position *p, int c,
                                        bb_t *att, int hw)
{
    const bb_t *k = p->kind_bb;
    bb_t own = p->color_bb[c], a = 0;
    int mat = 0, mob;
    mob = kind_terms(t, p, own & k[TAV_PAWN], TAV_PAWN, c, &a, &mat, hw)
          + kind_terms(t, p, own & k[TAV_KNIGHT], TAV_KNIGHT, c, &a, &mat, hw)
          + kind_terms(t, p, own & k[TAV_BISHOP], TAV_BISHOP, c, &a, &mat, hw)
          + kind_terms(t, p, own & k[TAV_ROOK], TAV_ROOK, c, &a, &mat, hw)
          + kind_terms(t, p, own & k[TAV_QUEEN], TAV_QUEEN, c, &a, &mat, hw)
          + kind_terms(t, p, own & k[TAV_HELGI], TAV_HELGI, c, &a, &mat, hw)
          + kind_terms(t, p, own & k[TAV_KING], TAV_KING, c, &a, &mat, hw);
    *att = a;
    return mat + (c == TAV_WHITE ? mob : -mob);
}

static TAV_ALWAYS_INLINE int evaluate(const tav__eval_tables *t, const struct tav_position *p, bb_t att[2], int hw)
{
    int score = side_terms(t, p, TAV_WHITE, &att[0], hw) + side_terms(t, p, TAV_BLACK, &att[1], hw);
    bb_t occ = p->occ;

    /* Second pass over the tall towers: what they hold, their risk, and
     * freed checks at the king. */
    bb_t b = p->tall;
    while (b) {
        int sq = bb_pop(&b), h = p->height[sq];
        const uint8_t *st = p->stack[sq];
        int c = PC_COLOR(st[h - 1]), sign = c ? -1 : 1;
        score += below_top_value(t, st, h, sq);
        if (att[c ^ 1] & BB(sq)) {
            int reserve = 0;
            for (int i = 0; i < h - 1; i++)
                if (PC_COLOR(st[i]) == c)
                    reserve += t->w[W_VALUE + PC_KIND(st[i])];
            int pct = t->w[W_TALL_RISK] + ((att[c] & BB(sq)) ? 0 : t->w[W_TALL_RISK_UNDEFENDED]);
            score -= sign * reserve * t->w[W_RESERVE] / 100 * pct / 100;
        }
        uint8_t u = st[h - 2];
        if (PC_COLOR(u) != c) {            /* an enemy prisoner right under our top */
            int kind = acting_kind(u, sq); /* it would promote when freed, R6 (b) */
            if (tav__piece_attacks_inline(kind, c ^ 1, sq, occ) & BB(p->king[c]))
                score -= sign * t->w[W_KING_FREED_CHECK];
        }
    }

    for (int c = 0; c < 2; c++) {
        int sign = c ? -1 : 1;
        bb_t zone = tav__king_attacks[p->king[c]];
        score += sign * (bb_popcount_hw(zone & p->color_bb[c], hw) * t->w[W_KING_SHIELD] - bb_popcount_hw(zone & att[c ^ 1], hw) * t->w[W_KING_ZONE_ATTACK]);
    }
    score = p->turn == TAV_WHITE ? score : -score;
    bb_t rest = p->occ & (p->occ - 1); /* the occupied squares but one */
    if (!p->tall && rest && !(rest & (rest - 1)))
        return 0; /* two single pieces: the two kings alone, a dead position (R8), not a tempo's edge */
    return score + t->w[W_TEMPO];
}

/* The evaluation twice: for the baseline and, where the build allows,
 * with POPCNT, chosen by the CPU when the tables are made (as perft's
 * counter does, core/movegen.c). */
static int evaluate_soft(const tav__eval_tables *t, const struct tav_position *p, bb_t att[2])
{
    return evaluate(t, p, att, 0);
}

#if TAV_POPCNT_DISPATCH
TAV_TARGET_POPCNT static int evaluate_popcnt(const tav__eval_tables *t, const struct tav_position *p, bb_t att[2])
{
    return evaluate(t, p, att, 1);
}
#endif

int tav__evaluate_att(const tav__eval_tables *t, const struct tav_position *p, bb_t att[2])
{
#if TAV_POPCNT_DISPATCH
    if (t->popcnt)
        return evaluate_popcnt(t, p, att);
#endif
    return evaluate_soft(t, p, att);
}

int tav_evaluate(const tav_position *pos)
{
    if (!pos)
        return 0;
    tav__eval_tables t;
    bb_t att[2];
    tav__eval_tables_init(&t);
    return tav__evaluate_att(&t, pos, att);
}
