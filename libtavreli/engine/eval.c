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
 * All weights are in the one table W below. */
#include "core/position_impl.h"
#include "core/attacks.h"
#include "engine/engine_impl.h"

enum {
    /* piece values by tav_kind (index 0 and the king unused) */
    W_VALUE = 0, /* 8 entries */
    W_RESERVE = 8,          /* percent of value for an own piece under an own top */
    W_PRISONER_NEAR,        /* percent credited to a prisoner right under the enemy top */
    W_PRISONER_DEEP,        /* percent for a prisoner deeper down */
    W_PROMOTED_RISK,        /* centipawns off a promoted piece (it reverts, R6) */
    W_MOBILITY,             /* 8 entries: centipawns per attacked square, by kind */
    W_PAWN_ADVANCE = W_MOBILITY + 8, /* 8 entries: by relative rank */
    W_PROMO_CHANCE = W_PAWN_ADVANCE + 8, /* 8 entries: percent of (badge - pawn) by rank */
    W_FREED_PROMO_OWN = W_PROMO_CHANCE + 8, /* percent of (badge - pawn): own pawn under own top on its last rank */
    W_FREED_PROMO_HELD,     /* the same under an enemy top that must stay */
    W_KING_SHIELD,          /* per own-topped tower next to the king */
    W_KING_ZONE_ATTACK,     /* per square next to the king attacked by the enemy */
    W_KING_FREED_CHECK,     /* an enemy prisoner under an own top would check when freed */
    W_TALL_RISK,            /* percent of the reserve in an own tower the enemy attacks */
    W_TALL_RISK_UNDEFENDED, /* extra percent when no own top defends it */
    W_TEMPO,                /* the side to move */
    W_COUNT
};

static const int W[W_COUNT] = {
    /* values:  -, K, Q, R, B, N, P, H */
    0, 0, 900, 500, 330, 320, 100, 1250,
    80,   /* reserve % */
    30,   /* prisoner near % */
    15,   /* prisoner deep % */
    40,   /* promoted risk */
    /* mobility: -, K, Q, R, B, N, P, H */
    0, 0, 3, 4, 5, 5, 0, 3,
    /* pawn advance by relative rank 0..7 */
    0, 0, 5, 10, 20, 35, 60, 0,
    /* promotion chance % by relative rank */
    0, 0, 0, 2, 5, 12, 30, 0,
    40,   /* freed promotion, own top */
    15,   /* freed promotion, enemy top held */
    12,   /* king shield */
    9,    /* king zone attack */
    60,   /* king freed check */
    25,   /* tall risk % */
    25,   /* tall risk undefended extra % */
    15,   /* tempo */
};

int tav__piece_value(uint8_t piece) { return W[W_VALUE + PC_KIND(piece)]; }

/* Value of a promoted or unpromoted top, and of a pawn's prospects. */
static inline int top_value(uint8_t x)
{
    int v = W[W_VALUE + PC_KIND(x)];
    return (x & PC_PROMOTED) ? v - W[W_PROMOTED_RISK] : v;
}

/* The material of one tower (st[0..h), bottom first), white minus black. */
static int tower_material(const uint8_t *st, int h)
{
    if (!h)
        return 0;
    int tc = PC_COLOR(st[h - 1]), s = top_value(st[h - 1]) * (tc ? -1 : 1);
    for (int i = h - 2; i >= 0; i--) {
        uint8_t x = st[i];
        int v = W[W_VALUE + PC_KIND(x)], c = PC_COLOR(x);
        if (c == tc)
            v = v * W[W_RESERVE] / 100;
        else
            v = v * (i == h - 2 ? W[W_PRISONER_NEAR] : W[W_PRISONER_DEEP]) / 100;
        s += c ? -v : v;
    }
    return s;
}

/* Ordering: what landing m's moving part on its destination wins for the
 * mover, in centipawns (the destination tower's change of value, plus a
 * promotion). Cheap enough to call for every capture. */
int tav__capture_gain(const struct tav_position *p, tav_move m)
{
    int from = TAV_MOVE_FROM(m), to = TAV_MOVE_TO(m), k = TAV_MOVE_COUNT(m);
    int hf = p->height[from], ht = p->height[to], gain = 0;
    if (m & TAV_MOVE_EN_PASSANT)
        return W[W_VALUE + TAV_PAWN] * (100 - W[W_PRISONER_NEAR]) / 100;
    if (ht && k >= 1 && k <= hf && ht + k <= MAX_HEIGHT) {
        uint8_t st[MAX_HEIGHT];
        memcpy(st, p->stack[to], (size_t)ht);
        memcpy(st + ht, &p->stack[from][hf - k], (size_t)k);
        gain = tower_material(st, ht + k) - tower_material(p->stack[to], ht)
             - tower_material(&p->stack[from][hf - k], k);
        if (p->turn == TAV_BLACK)
            gain = -gain;
    }
    if (m & TAV_MOVE_PROMOTION) {
        uint8_t t = p->stack[from][hf - 1];
        gain += W[W_VALUE + PC_BADGE(t)] - W[W_VALUE + TAV_PAWN];
    }
    return gain;
}

/* The squares the top piece of kind on sq attacks (R7), inlined. */
static inline bb_t attacks_of(int kind, int color, int sq, bb_t occ)
{
    switch (kind) {
    case TAV_KING: return tav__king_attacks[sq];
    case TAV_QUEEN: return rook_attacks(sq, occ) | bishop_attacks(sq, occ);
    case TAV_ROOK: return rook_attacks(sq, occ);
    case TAV_BISHOP: return bishop_attacks(sq, occ);
    case TAV_KNIGHT: return tav__knight_attacks[sq];
    case TAV_PAWN: return tav__pawn_attacks[color][sq];
    default: return rook_attacks(sq, occ) | bishop_attacks(sq, occ) | tav__knight_attacks[sq];
    }
}

static inline int rel_rank(int sq, int c) { return c == TAV_WHITE ? sq >> 3 : 7 - (sq >> 3); }

int tav__evaluate(const struct tav_position *p)
{
    bb_t att[2];
    return tav__evaluate_att(p, att);
}

int tav__evaluate_att(const struct tav_position *p, bb_t att[2])
{
    int score = 0; /* white minus black */
    bb_t occ = p->occ;
    att[0] = att[1] = 0;
    bb_t b = occ;
    while (b) {
        int sq = bb_pop(&b), h = p->height[sq];
        const uint8_t *st = p->stack[sq];
        uint8_t t = st[h - 1];
        int c = PC_COLOR(t), kind = PC_KIND(t), sign = c ? -1 : 1, s;
        s = h == 1 ? sign * top_value(t) : tower_material(st, h);
        bb_t a = attacks_of(kind, c, sq, occ);
        att[c] |= a;
        int term = bb_popcount(a & ~p->color_bb[c]) * W[W_MOBILITY + kind];
        if (kind == TAV_PAWN) {
            int r = rel_rank(sq, c), gap = W[W_VALUE + PC_BADGE(t)] - W[W_VALUE + TAV_PAWN];
            term += W[W_PAWN_ADVANCE + r] + gap * W[W_PROMO_CHANCE + r] / 100;
        }
        /* R6 (b): a pawn right under the top, on its own last rank. */
        if (h > 1) {
            uint8_t u = st[h - 2];
            if (PC_KIND(u) == TAV_PAWN && !(u & PC_PROMOTED) && (sq >> 3) == last_rank(PC_COLOR(u))) {
                int gap = W[W_VALUE + PC_BADGE(u)] - W[W_VALUE + TAV_PAWN];
                int v = gap * (PC_COLOR(u) == c ? W[W_FREED_PROMO_OWN] : W[W_FREED_PROMO_HELD]) / 100;
                s += PC_COLOR(u) ? -v : v;
            }
        }
        score += s + sign * term;
    }

    /* Second pass over the tall towers: risk, and freed checks at the king. */
    b = p->tall;
    while (b) {
        int sq = bb_pop(&b), h = p->height[sq];
        const uint8_t *st = p->stack[sq];
        int c = PC_COLOR(st[h - 1]), sign = c ? -1 : 1;
        if (att[c ^ 1] & BB(sq)) {
            int reserve = 0;
            for (int i = 0; i < h - 1; i++)
                if (PC_COLOR(st[i]) == c)
                    reserve += W[W_VALUE + PC_KIND(st[i])];
            int pct = W[W_TALL_RISK] + ((att[c] & BB(sq)) ? 0 : W[W_TALL_RISK_UNDEFENDED]);
            score -= sign * reserve * W[W_RESERVE] / 100 * pct / 100;
        }
        uint8_t u = st[h - 2];
        if (PC_COLOR(u) != c) { /* an enemy prisoner right under our top */
            int kind = PC_KIND(u);
            if (kind == TAV_PAWN && (sq >> 3) == last_rank(PC_COLOR(u)))
                kind = PC_BADGE(u); /* it would promote when freed, R6 (b) */
            if (attacks_of(kind, c ^ 1, sq, occ) & BB(p->king[c]))
                score -= sign * W[W_KING_FREED_CHECK];
        }
    }

    for (int c = 0; c < 2; c++) {
        int sign = c ? -1 : 1;
        bb_t zone = tav__king_attacks[p->king[c]];
        score += sign * (bb_popcount(zone & p->color_bb[c]) * W[W_KING_SHIELD]
                         - bb_popcount(zone & att[c ^ 1]) * W[W_KING_ZONE_ATTACK]);
    }
    score = p->turn == TAV_WHITE ? score : -score;
    return score + W[W_TEMPO];
}

int tav_evaluate(const tav_position *pos) { return pos ? tav__evaluate(pos) : 0; }
