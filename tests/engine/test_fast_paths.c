/* The engine's fast paths give exactly what the plain definitions give.
 *  - The evaluation the search runs (eval.c: weights worked out per piece
 * byte, tops taken kind by kind, POPCNT where the CPU has it, and the
 * evaluation cache in front of it) must equal the evaluation written out
 * term by term from the one weight table W as doc/engine.md states it, and
 * the capture gain used for ordering must equal "value of the destination
 * tower after, minus before, minus the moving part", over thousands of
 * positions from seeded random games (towers of every height, prisoners,
 * promoted tops, pawns under tops on their last rank).
 *  - The legality test quiescence uses instead of playing each capture
 *    (tav__exposes_king, core/attacks.c) agrees with the legal move list
 *    for every move R4/R5 would allow a top, and quiescence's own
 *    generator (tav__gen_tactical) yields exactly the legal captures and
 *    promotions of the top alone or the whole tower, each once.
 *  - The move picker (four scores at a time with SSE2) takes the first of
 *    the highest scores, as the plain scan does.
 *
 * Linked statically (as tests/selfcheck) to reach the internal functions. */
#include "../unit/helpers.h"
#include "core/position_impl.h"
#include "tavreli/random.h"
#include "core/attacks.h"
#include "engine/engine_impl.h"
#include "engine/weights.h"
#include "engine/pick.h"

static uint64_t rng = 12345;

static unsigned below(unsigned n) { return (unsigned)(tav_random_next(&rng) % n); }

/* ---- the plain definitions (doc/engine.md), straight from W ------------- */

static int value(const int *W, uint8_t x) { return W[W_VALUE + PC_KIND(x)]; }

/* White minus black: the top at full value (less the reversion risk of a
 * promoted top, R6), each piece below credited to its owner as reserve
 * (own top) or prisoner (enemy top: near right under it, deep below). */
static int plain_tower(const int *W, const uint8_t *st, int h)
{
    int s = 0;
    for (int i = 0; i < h; i++) {
        uint8_t x = st[i];
        int v, top = PC_COLOR(st[h - 1]);
        if (i == h - 1)
            v = value(W, x) - ((x & PC_PROMOTED) ? W[W_PROMOTED_RISK] : 0);
        else if (PC_COLOR(x) == top)
            v = value(W, x) * W[W_RESERVE] / 100;
        else if (i == h - 2)
            v = value(W, x) * W[W_PRISONER_NEAR] / 100;
        else
            v = value(W, x) * W[W_PRISONER_DEEP] / 100;
        s += PC_COLOR(x) == TAV_WHITE ? v : -v;
    }
    return s;
}

static int plain_evaluate(const struct tav_position *p)
{
    const int *W = tav__eval_weights();
    bb_t att[2] = { 0, 0 };
    int score = 0;
    for (int sq = 0; sq < 64; sq++) {
        int h = p->height[sq];
        if (!h)
            continue;
        const uint8_t *st = p->stack[sq];
        uint8_t t = st[h - 1];
        int c = PC_COLOR(t), kind = PC_KIND(t), sign = c == TAV_WHITE ? 1 : -1;
        bb_t a = tav__piece_attacks(kind, c, sq, p->occ);
        att[c] |= a;
        score += plain_tower(W, st, h);
        score += sign * bb_popcount(a & ~p->color_bb[c]) * W[W_MOBILITY + kind];
        if (kind == TAV_PAWN) {
            int r = c == TAV_WHITE ? sq / 8 : 7 - sq / 8;
            int gap = W[W_VALUE + PC_BADGE(t)] - W[W_VALUE + TAV_PAWN];
            score += sign * (W[W_PAWN_ADVANCE + r] + gap * W[W_PROMO_CHANCE + r] / 100);
        }
        if (h > 1) { /* R6 (b) */
            uint8_t u = st[h - 2];
            if (PC_KIND(u) == TAV_PAWN && !(u & PC_PROMOTED) && sq / 8 == (PC_COLOR(u) == TAV_WHITE ? 7 : 0)) {
                int gap = W[W_VALUE + PC_BADGE(u)] - W[W_VALUE + TAV_PAWN];
                int v = gap * W[PC_COLOR(u) == c ? W_FREED_PROMO_OWN : W_FREED_PROMO_HELD] / 100;
                score += PC_COLOR(u) == TAV_WHITE ? v : -v;
            }
        }
    }
    for (int sq = 0; sq < 64; sq++) {
        int h = p->height[sq];
        if (h < 2)
            continue;
        const uint8_t *st = p->stack[sq];
        int c = PC_COLOR(st[h - 1]), sign = c == TAV_WHITE ? 1 : -1, reserve = 0;
        for (int i = 0; i + 1 < h; i++)
            reserve += PC_COLOR(st[i]) == c ? value(W, st[i]) : 0;
        if ((att[!c] >> sq) & 1) {
            int pct = W[W_TALL_RISK] + (((att[c] >> sq) & 1) ? 0 : W[W_TALL_RISK_UNDEFENDED]);
            score -= sign * reserve * W[W_RESERVE] / 100 * pct / 100;
        }
        uint8_t u = st[h - 2];
        int kind = PC_KIND(u);
        if (kind == TAV_PAWN && sq / 8 == (PC_COLOR(u) == TAV_WHITE ? 7 : 0))
            kind = PC_BADGE(u);
        if (PC_COLOR(u) != c && (tav__piece_attacks(kind, !c, sq, p->occ) >> p->king[c]) & 1)
            score -= sign * W[W_KING_FREED_CHECK];
    }
    for (int c = 0; c < 2; c++) {
        bb_t zone = tav__king_attacks[p->king[c]];
        int v = bb_popcount(zone & p->color_bb[c]) * W[W_KING_SHIELD]
                - bb_popcount(zone & att[!c]) * W[W_KING_ZONE_ATTACK];
        score += c == TAV_WHITE ? v : -v;
    }
    return (p->turn == TAV_WHITE ? score : -score) + W[W_TEMPO];
}

static int plain_capture_gain(const struct tav_position *p, tav_move m)
{
    const int *W = tav__eval_weights();
    int from = TAV_MOVE_FROM(m), to = TAV_MOVE_TO(m), k = TAV_MOVE_COUNT(m);
    int hf = p->height[from], ht = p->height[to], gain = 0;
    if (m & TAV_MOVE_EN_PASSANT)
        return W[W_VALUE + TAV_PAWN] * (100 - W[W_PRISONER_NEAR]) / 100;
    if (ht) {
        uint8_t st[2 * MAX_HEIGHT];
        memcpy(st, p->stack[to], (size_t)ht);
        memcpy(st + ht, &p->stack[from][hf - k], (size_t)k);
        gain = plain_tower(W, st, ht + k) - plain_tower(W, p->stack[to], ht)
               - plain_tower(W, &p->stack[from][hf - k], k);
        if (p->turn == TAV_BLACK)
            gain = -gain;
    }
    if (m & TAV_MOVE_PROMOTION)
        gain += W[W_VALUE + PC_BADGE(p->stack[from][hf - 1])] - W[W_VALUE + TAV_PAWN];
    return gain;
}

/* ---- the comparisons ----------------------------------------------------- */

static void check_position(const tav_position *p, const tav__eval_tables *soft, const tav__eval_tables *hw,
                           int *tall, int *freed_promo)
{
    bb_t att[2], att2[2];
    int want = plain_evaluate(p);
    char tfen[TAV_TFEN_MAX + 1];
    tav_position_tfen(p, tfen, sizeof tfen);
    ck_assert_msg(tav__evaluate_att(soft, p, att) == want, "evaluation %d, plain %d: %s",
                  tav__evaluate_att(soft, p, att), want, tfen);
    ck_assert_msg(tav__evaluate_att(hw, p, att2) == want, "POPCNT evaluation differs: %s", tfen);
    ck_assert_msg(tav_evaluate(p) == want, "tav_evaluate differs: %s", tfen);
    for (int c = 0; c < 2; c++) { /* the attack sets quiescence reads (R7) */
        bb_t a = 0, b = p->color_bb[c];
        while (b) {
            int s = bb_pop(&b);
            a |= tav__piece_attacks(PC_KIND(top_of(p, s)), c, s, p->occ);
        }
        ck_assert_msg(att[c] == a && att2[c] == a, "attack set of colour %d: %s", c, tfen);
    }
    tav_move mv[TAV_MAX_MOVES];
    int n = tav_position_legal_moves(p, mv, TAV_MAX_MOVES);
    for (int i = 0; i < n; i++)
        ck_assert_msg(tav__capture_gain(soft, p, mv[i]) == plain_capture_gain(p, mv[i]),
                      "capture gain of move %d: %s", i, tfen);
    *tall += bb_popcount(p->tall) != 0;
    for (int s = 0; s < 64; s++)
        if (p->height[s] > 1) {
            uint8_t u = p->stack[s][p->height[s] - 2];
            *freed_promo += PC_KIND(u) == TAV_PAWN && !(u & PC_PROMOTED) && s / 8 == (PC_COLOR(u) ? 0 : 7);
        }
}

/* Seeded random games that like landing on towers, so that they grow
 * tall; visit is called on every position. */
static int random_games(int games, int plies, void (*visit)(tav_position *, void *), void *ctx)
{
    int positions = 0;
    for (int game = 0; game < games; game++) {
        tav_position *p = tav_position_new();
        for (int ply = 0; ply < plies; ply++) {
            visit(p, ctx);
            positions++;
            tav_move mv[TAV_MAX_MOVES];
            int n = tav_position_legal_moves(p, mv, TAV_MAX_MOVES);
            if (n <= 0)
                break;
            tav_move m = mv[below((unsigned)n)];
            for (int tries = 0; tries < 3 && !(m & TAV_MOVE_STACK); tries++)
                m = mv[below((unsigned)n)];
            ck_assert_int_eq(tav_position_push(p, m), TAV_OK);
        }
        tav_position_free(p);
    }
    return positions;
}

typedef struct eval_ctx {
    tav__eval_tables soft, hw;
    int tall, freed_promo;
} eval_ctx;

static void visit_eval(tav_position *p, void *ctx)
{
    eval_ctx *c = ctx;
    check_position(p, &c->soft, &c->hw, &c->tall, &c->freed_promo);
}

START_TEST(evaluation_equals_the_plain_definition)
{
    eval_ctx c = { .tall = 0, .freed_promo = 0 };
    tav__eval_tables_init(&c.soft);
    c.hw = c.soft;
    c.soft.popcnt = 0; /* the portable path, whatever the CPU */
    int positions = random_games(60, 150, visit_eval, &c);
    /* the games reached what the tables stand for */
    ck_assert_int_gt(positions, 5000);
    ck_assert_int_gt(c.tall, 1000);
    ck_assert_int_gt(c.freed_promo, 0);
}
END_TEST

/* ---- legality without playing the move ----------------------------------- */

static int in_list(const tav_move *mv, int n, tav_move m)
{
    int found = 0;
    for (int i = 0; i < n; i++)
        found += TAV_MOVE_IDENTITY(mv[i]) == TAV_MOVE_IDENTITY(m);
    return found;
}

/* The same board: bitboards, key, heights, the towers (not the stale bytes
 * above a tower's top), kings, side, rights, clocks. */
static int same_board(const struct tav_position *a, const struct tav_position *b)
{
    if (memcmp(a, b, offsetof(struct tav_position, stack)) != 0)
        return 0;
    for (int sq = 0; sq < 64; sq++)
        if (memcmp(a->stack[sq], b->stack[sq], a->height[sq]) != 0)
            return 0;
    return memcmp(a->king, b->king, BOARD_BYTES - offsetof(struct tav_position, king)) == 0;
}

typedef struct legal_ctx {
    long tried, illegal, king_illegal, discovered, freed_check, tactical_lists;
} legal_ctx;

static void visit_legal(tav_position *p, void *ctx)
{
    legal_ctx *c = ctx;
    if (tav__in_check(p, p->turn))
        return;
    char tfen[TAV_TFEN_MAX + 1];
    tav_position_tfen(p, tfen, sizeof tfen);
    tav_move legal[TAV_MAX_MOVES];
    int n = tav_position_legal_moves(p, legal, TAV_MAX_MOVES), us = p->turn;
    struct tav_position before;
    work_copy(&before, p);
    /* every move R4/R5 allows a top (castling and en passant apart), all k */
    for (bb_t b = p->color_bb[us]; b;) {
        int s = bb_pop(&b), h = p->height[s], kind = PC_KIND(top_of(p, s));
        bb_t dests = tav__piece_attacks(kind, us, s, p->occ) & ~p->kind_bb[TAV_KING];
        if (kind == TAV_PAWN) {
            int f = s + (us == TAV_WHITE ? 8 : -8);
            dests &= p->color_bb[us ^ 1]; /* diagonals: onto an enemy top only */
            if (!((p->occ >> f) & 1) || ((p->color_bb[us] & ~p->kind_bb[TAV_KING]) >> f) & 1)
                dests |= BB(f);
        }
        while (dests) {
            int d = bb_pop(&dests);
            for (int k = 1; k <= h; k++) {
                tav_move m = tav_move_make(s, d, k);
                int bad = tav__exposes_king(p, m), want = !in_list(legal, n, m);
                ck_assert_msg(bad == want, "%s: %d-%d (%d) exposes the king: %d, legal list says %d",
                              tfen, s, d, k, bad, want);
                ck_assert_msg(same_board(&before, p), "position changed: %s", tfen);
                c->tried++;
                if (bad) {
                    c->illegal++;
                    c->king_illegal += kind == TAV_KING;
                    c->discovered += kind != TAV_KING && k == h;
                    c->freed_check += kind != TAV_KING && k < h;
                }
            }
        }
    }
    /* quiescence's generator: the legal captures and promotions of the top
     * alone or the whole tower, with the generator's flags, each once */
    if (p->ep != NO_SQ)
        return;
    tav_move q[TAV_MAX_MOVES];
    int nq = tav__gen_tactical(p, q), want = 0;
    ck_assert_msg(same_board(&before, p), "position changed: %s", tfen);
    const tav_move same = TAV_MOVE_WHOLE | TAV_MOVE_STACK | TAV_MOVE_CAPTURE | TAV_MOVE_PROMOTION;
    for (int i = 0; i < n; i++) {
        tav_move m = legal[i];
        if (!(m & (TAV_MOVE_CAPTURE | TAV_MOVE_PROMOTION)) || (TAV_MOVE_COUNT(m) != 1 && !(m & TAV_MOVE_WHOLE)))
            continue;
        want++;
        int j = 0;
        while (j < nq && TAV_MOVE_IDENTITY(q[j]) != TAV_MOVE_IDENTITY(m))
            j++;
        ck_assert_msg(j < nq, "%s: capture or promotion %d missing", tfen, i);
        ck_assert_msg(((q[j] ^ m) & same) == 0, "%s: flags of move %d", tfen, i);
        ck_assert_int_eq(in_list(q, nq, m), 1);
    }
    ck_assert_msg(nq == want, "%s: %d tactical moves generated, %d legal", tfen, nq, want);
    c->tactical_lists += nq > 0;
}

START_TEST(legality_without_playing)
{
    legal_ctx c = { 0 };
    random_games(40, 150, visit_legal, &c);
    ck_assert_int_gt(c.tried, 100000);
    /* each way a move can be illegal came up */
    ck_assert_int_gt(c.king_illegal, 0);
    ck_assert_int_gt(c.discovered, 0);
    ck_assert_int_gt(c.freed_check, 0);
    ck_assert_int_gt(c.tactical_lists, 1000);
}
END_TEST

START_TEST(evaluation_cache_gives_the_evaluation)
{
    /* a search with a cold cache and one whose cache is warm from another
     * search give the same tree: same nodes, score and line */
    tav_position *p = pos_new("r6r/p(pQ)(pP)3pp/2n2(pn)k1/4p3/1b2(qNp=q)1bP/2N1P3/PP1(PB)1PP1/R3KB1R w KQ - 1 17");
    tav_position *q = pos_new("3r1b1r/p(bQ)(pP=Qp=h!N)n1(pk)2/1p1p1np1/4(Pq)2p/2P5/4BN1P/PP3PP1/R3KB1R w KQ - 0 17");
    tav_limits l = TAV_LIMITS_INIT;
    l.depth = 5;
    tav_search_result cold, warm;
    tav_engine *a, *b;
    ck_assert_int_eq(tav_engine_new(&a, 4), TAV_OK);
    ck_assert_int_eq(tav_engine_new(&b, 4), TAV_OK);
    ck_assert_int_eq(tav_engine_search(a, p, &l, &cold, NULL, NULL), TAV_OK);
    ck_assert_int_eq(tav_engine_search(b, q, &l, &warm, NULL, NULL), TAV_OK);
    ck_assert_int_eq(tav_engine_search(b, p, &l, &warm, NULL, NULL), TAV_OK);
    ck_assert_int_eq(tav_engine_search(b, p, &l, &warm, NULL, NULL), TAV_OK);
    tav_engine_clear(b); /* the table goes, the warm evaluation cache may stay */
    ck_assert_int_eq(tav_engine_search(b, p, &l, &warm, NULL, NULL), TAV_OK);
    ck_assert_uint_eq(cold.nodes, warm.nodes);
    ck_assert_int_eq(cold.lines[0].score_cp, warm.lines[0].score_cp);
    ck_assert_int_eq(cold.lines[0].pv_length, warm.lines[0].pv_length);
    for (int i = 0; i < cold.lines[0].pv_length; i++)
        ck_assert_uint_eq(cold.lines[0].pv[i], warm.lines[0].pv[i]);
    tav_engine_free(a);
    tav_engine_free(b);
    tav_position_free(p);
    tav_position_free(q);
}
END_TEST

START_TEST(picker_takes_the_first_best)
{
    int sc[300], plain[300];
    tav_move mv[300], mv2[300];
    for (int round = 0; round < 3000; round++) {
        int n = 1 + (int)below(round < 2000 ? 40 : 300), spread = 1 + (int)below(round % 3 ? 8 : 1000000);
        for (int j = 0; j < n; j++) {
            sc[j] = plain[j] = (int)below((unsigned)spread) - spread / 2 + (below(4) ? 0 : (1 << 30) * (int)below(2) - (1 << 29));
            mv[j] = mv2[j] = (tav_move)j;
        }
        int i = (int)below((unsigned)n);
        int b = i;
        for (int j = i + 1; j < n; j++)
            if (plain[j] > plain[b])
                b = j;
        ck_assert_int_eq(tav__best_index(sc, i, n), b);
        /* a whole selection sort: the same order as the plain one */
        for (int k = i; k < n; k++) {
            int c = k;
            for (int j = k + 1; j < n; j++)
                if (plain[j] > plain[c])
                    c = j;
            tav_move m = mv2[c];
            int v = plain[c];
            mv2[c] = mv2[k], plain[c] = plain[k], mv2[k] = m, plain[k] = v;
            ck_assert_uint_eq(tav__pick(mv, sc, k, n), m);
        }
    }
}
END_TEST

/* The table's size is worked out without overflow on
 * every platform. With a 32-bit size_t, 2048 MiB used to loop for ever
 * (the bucket count doubled until it wrapped) and 4096 MiB gave a tiny
 * table (4096 << 20 is 0 there): now 2048 gives 2 GiB of buckets and
 * 4096 and up are refused (0). */
START_TEST(table_size_without_overflow)
{
    const size_t b32 = 0xffffffffu, bucket = TT_WAYS * sizeof(tt_entry);
    ck_assert_uint_eq(tav__tt_buckets(2048, b32) * bucket, (size_t)2048 << 20);
    ck_assert_uint_eq(tav__tt_buckets(3000, b32) * bucket, (size_t)2048 << 20);
    ck_assert_uint_eq(tav__tt_buckets(4095, b32) * bucket, (size_t)2048 << 20);
    ck_assert_uint_eq(tav__tt_buckets(4096, b32), 0);
    ck_assert_uint_eq(tav__tt_buckets(65536, b32), 0);
    ck_assert_uint_eq(tav__tt_buckets(0, b32), 0);
    ck_assert_uint_eq(tav__tt_buckets(1, b32) * bucket, (size_t)1 << 20);
    ck_assert_uint_eq(tav__tt_buckets(24, b32) * bucket, (size_t)16 << 20); /* a power of two below */
#if SIZE_MAX > 0xffffffffu
    ck_assert_uint_eq(tav__tt_buckets(65536, SIZE_MAX) * bucket, (size_t)65536 << 20);
#endif
}
END_TEST

int main(void)
{
    Suite *s = suite_create("engine fast paths");
    TCase *tc = tcase(s, "exact");
    tcase_add_test(tc, evaluation_equals_the_plain_definition);
    tcase_add_test(tc, evaluation_cache_gives_the_evaluation);
    tcase_add_test(tc, legality_without_playing);
    tcase_add_test(tc, picker_takes_the_first_best);
    tcase_add_test(tc, table_size_without_overflow);
    return run_suite(s);
}
