/* The engine's search (tavreli/engine.h): mates found, legal best moves
 * everywhere, limits, determinism, MultiPV, R8 draws in the search.
 * Positions are set up by hand from RULES.md; mate keys of the problems
 * come from ../shared/problems (computed by exhaustive search). Threads
 * and stop are in test_engine_threads.c, the API contract and the named
 * parameters in test_engine_params.c. */
#include "search_helpers.h"

static void assert_move_text(tav_move m, const char *text)
{
    char buf[TAV_MOVE_TEXT_MAX + 1];
    ck_assert_int_gt(tav_move_format(m, buf, sizeof buf), 0);
    ck_assert_str_eq(buf, text);
}

static void assert_mate(const char *tfen, int n, const char *key)
{
    tav_engine *e = engine();
    tav_position *p = pos_new(tfen);
    tav_limits l = TAV_LIMITS_INIT;
    l.mate = n;
    tav_search_result r = run(e, p, l);
    assert_move_text(r.best_move, key);
    ck_assert_int_eq(r.lines[0].mate, n);
    assert_pv_legal(p, &r.lines[0]);
    /* the PV ends in mate: 2n - 1 plies, then the mated side has no move */
    ck_assert_int_eq(r.lines[0].pv_length, 2 * n - 1);
    tav_position *w = tav_position_copy(p);
    for (int i = 0; i < r.lines[0].pv_length; i++)
        tav_position_push(w, r.lines[0].pv[i]);
    ck_assert(tav_position_is_checkmate(w));
    tav_position_free(w);
    tav_position_free(p);
    tav_engine_free(e);
}

START_TEST(mate_in_one)
{
    /* R4: the rook to a8; the black king has g8 (rook), g7 h7 (king) */
    assert_mate("7k/8/6K1/8/8/8/8/R7 w - - 0 1", 1, "a1-a8");
    /* R2: the part left behind is active at once. The knight leaves the
     * tower on d8 alone; the rook under it is freed and checks along rank
     * 8; g7 is the knight's, h7 the bishop's, and the king may not climb
     * onto its own pawns there. The whole tower (moving as a knight) or
     * the knight to another square does not mate. */
    assert_mate("3(RN)3k/6pp/8/8/8/8/8/KB6 w - - 0 1", 1, "d8(1)-e6");
}
END_TEST

START_TEST(mate_in_two_problems)
{
    assert_mate("8/1h2k1B1/5RQn/8/8/8/QR3B2/K7 w - - 0 1", 2, "b2-b7");
    assert_mate("H6N/2b5/8/4b3/8/2P1p2P/1k2K3/8 w - - 0 1", 2, "a8-a4");
    assert_mate("5H2/2K3P1/8/7(pP)/2BRq3/4p1k1/8/8 w - - 0 1", 2, "d4-e4");
}
END_TEST

START_TEST(mate_in_three_problems)
{
    assert_mate("2K5/2R5/k7/(rP)1n5/8/8/1B6/8 w - - 0 1", 3, "c7-c5");
    assert_mate("8/H7/3Br3/6K1/4P3/2r5/6k1/8 w - - 0 1", 3, "a7-a2");
}
END_TEST

START_TEST(mated_side_reports_negative_mate)
{
    /* black to move is mated next move whatever it does (R8) */
    tav_engine *e = engine();
    tav_position *p = pos_new("k7/8/1K6/8/8/8/8/7R b - - 0 1");
    tav_limits l = TAV_LIMITS_INIT;
    l.depth = 4;
    tav_search_result r = run(e, p, l);
    ck_assert_int_eq(r.lines[0].mate, -1);
    tav_position_free(p);
    tav_engine_free(e);
}
END_TEST

START_TEST(no_legal_move)
{
    tav_engine *e = engine();
    tav_limits l = TAV_LIMITS_INIT;
    l.depth = 3;
    tav_position *p = pos_new("R6k/8/6K1/8/8/8/8/8 b - - 0 1"); /* R8: mate */
    tav_search_result r = run(e, p, l);
    ck_assert_uint_eq(r.best_move, TAV_NO_MOVE);
    ck_assert_int_eq(r.end, TAV_END_CHECKMATE);
    ck_assert_int_eq(r.line_count, 0);
    tav_position_free(p);
    p = pos_new("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"); /* stalemate */
    r = run(e, p, l);
    ck_assert_uint_eq(r.best_move, TAV_NO_MOVE);
    ck_assert_int_eq(r.end, TAV_END_STALEMATE);
    tav_position_free(p);
    tav_engine_free(e);
}
END_TEST

START_TEST(one_legal_move)
{
    /* R7: the king in check from the queen on b2 can only take it */
    tav_engine *e = engine();
    tav_position *p = pos_new("k7/8/8/8/8/8/1q6/K7 w - - 0 1");
    ck_assert_int_eq(count_all(p), 1);
    tav_limits l = TAV_LIMITS_INIT;
    l.movetime_ms = 10000; /* one move: answered at once, not after 10 s */
    tav_search_result r = run(e, p, l);
    assert_move_text(r.best_move, "a1-b2");
    ck_assert_uint_lt(r.time_ms, 5000);
    tav_position_free(p);
    tav_engine_free(e);
}
END_TEST

START_TEST(only_splits)
{
    /* R2, R7: the tower on b1 (white rook under a white bishop) is pinned
     * on rank 1 by the rook on h1; the bishop cannot stay on the rank, so
     * the whole tower may not move, but the bishop alone may (the rook
     * left on b1 still shields the king). The king has no square (rank 2
     * belongs to the rook on h2). Every legal move is a split. */
    tav_position *p = pos_new("7k/8/8/8/8/8/7r/K(RB)5r w - - 0 1");
    tav_move mv[TAV_MAX_MOVES];
    int n = tav_position_legal_moves(p, mv, TAV_MAX_MOVES);
    ck_assert_int_gt(n, 0);
    for (int i = 0; i < n; i++)
        ck_assert(!(mv[i] & TAV_MOVE_WHOLE));
    tav_engine *e = engine();
    for (int d = 1; d <= 5; d++) {
        tav_limits l = TAV_LIMITS_INIT;
        l.depth = d;
        tav_search_result r = run(e, p, l);
        ck_assert_uint_ne(tav_position_find_move(p, r.best_move), TAV_NO_MOVE);
        ck_assert_int_eq(TAV_MOVE_COUNT(r.best_move), 1);
        assert_pv_legal(p, &r.lines[0]);
    }
    tav_position_free(p);
    tav_engine_free(e);
}
END_TEST

/* Thousands of positions from seeded random games: the best move and the
 * whole PV are legal. */
START_TEST(random_positions_legal)
{
    tav_engine *e = engine();
    uint64_t rng = 12345;
    int searched = 0;
    for (int game = 0; searched < 2000; game++) {
        tav_position *p = tav_position_new();
        for (int ply = 0; ply < 160; ply++) {
            tav_move mv[TAV_MAX_MOVES];
            int n = tav_position_legal_moves(p, mv, TAV_MAX_MOVES);
            if (n == 0)
                break;
            if (ply % 4 == 3) {
                tav_limits l = TAV_LIMITS_INIT;
                l.depth = 1 + (int)(rng % 3);
                l.nodes = 3000;
                tav_search_result r = run(e, p, l);
                ck_assert_uint_ne(tav_position_find_move(p, r.best_move), TAV_NO_MOVE);
                assert_pv_legal(p, &r.lines[0]);
                searched++;
            }
            rng = rng * 6364136223846793005ull + 1442695040888963407ull;
            tav_position_push(p, mv[(rng >> 33) % (uint64_t)n]);
        }
        tav_position_free(p);
    }
    tav_engine_free(e);
}
END_TEST

START_TEST(deterministic_at_fixed_depth)
{
    tav_position *p = pos_new("r1bqk2r/pppp1ppp/2n2n2/2b1p3/2(PB)1P3/5N2/PPP2PPP/RNBQK2R w KQkq - 0 5");
    tav_limits l = TAV_LIMITS_INIT;
    l.depth = 5;
    tav_engine *a = engine(), *b = engine();
    tav_search_result r1 = run(a, p, l), r2 = run(b, p, l);
    tav_engine_clear(a);
    tav_search_result r3 = run(a, p, l);
    assert_same_search(&r1, &r2);
    assert_same_search(&r1, &r3);
    ck_assert_int_eq(r1.depth, 5);
    /* a node limit is deterministic as well */
    l.depth = 0;
    l.nodes = 20000;
    tav_engine_clear(a);
    tav_engine_clear(b);
    r1 = run(a, p, l);
    r2 = run(b, p, l);
    ck_assert_uint_eq(r1.best_move, r2.best_move);
    ck_assert_uint_eq(r1.nodes, r2.nodes);
    ck_assert_uint_le(r1.nodes, 20000 + 1);
    tav_position_free(p);
    tav_engine_free(a);
    tav_engine_free(b);
}
END_TEST

/* A result must not depend on the game played before. An engine
 * that searched other positions (its table, killers, history and
 * countermoves full) and was then cleared, as ucinewgame does, searches
 * exactly as a new engine: the same move, score, principal variation and
 * node count at a fixed depth (the position, where the match
 * played e1-f2 and a fresh engine d7-b7). */
START_TEST(cleared_engine_searches_as_new)
{
    const char *before[] = {
        "R~4(brR)2/2(pP=H)(pbp=r!Q)npp1/2n3k1/1p2p3/8/N1(P=NB)5/(BP=B!P=N!q)1(PK)P4/6(NP=Rr~)(Rr) w - - 1 21",
        "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2(PB)1P3/5N2/PPP2PPP/RNBQK2R w KQkq - 0 5",
    };
    tav_position *p = pos_new("7(Rr)/1p1(nqp=r!R~)2p1/2pb(pbQrBPn)k2/p2p4/3P(Np=b)3/P4N2/1PP2PP1/R3KB2 w Q - 0 24");
    tav_limits l = TAV_LIMITS_INIT;
    tav_engine *used = engine(), *fresh = engine();
    for (size_t i = 0; i < sizeof before / sizeof *before; i++) {
        tav_position *q = pos_new(before[i]);
        l.depth = 5;
        run(used, q, l);
        tav_position_free(q);
    }
    l.depth = 4;
    run(used, p, l); /* the same position too: its table entries would help */
    tav_engine_clear(used);
    l.depth = 5;
    tav_search_result a = run(used, p, l), b = run(fresh, p, l);
    assert_same_search(&a, &b);
    tav_position_free(p);
    tav_engine_free(used);
    tav_engine_free(fresh);
}
END_TEST

/* In this tall-tower position c7-c8 (either part) loses to a
 * mate in four (g1-g3+ d3-c2 d5(2)-b4+ c3-b4 d5(1)-b3+ c2(1)-d2 g3(1)-g2#);
 * the safe checks of the mating attack are extended, so depth 6 sees it. */
START_TEST(tall_tower_mate_threat_at_depth_six)
{
    tav_position *p = pos_new("R~4(brR)2/2(pP=H)(pbp=r!)1pp1/6k1/1p1(BP=BP=NqQn)p3/1(nB)6/N1P=NK4/2PP4/6(NP=Rr~)(Rr) w - - 0 24");
    tav_limits l = TAV_LIMITS_INIT;
    l.depth = 6;
    tav_engine *e = engine();
    tav_search_result r = run(e, p, l);
    char buf[TAV_MOVE_TEXT_MAX + 1];
    ck_assert_int_gt(tav_move_format(r.best_move, buf, sizeof buf), 0);
    ck_assert_msg(strncmp(buf, "c7", 2) != 0, "depth 6 plays %s into the mate in four", buf);
    tav_position_free(p);
    tav_engine_free(e);
}
END_TEST

typedef struct {
    int calls, last_depth, bad;
} info_log;

static void on_info(const tav_search_line *line, void *user)
{
    info_log *log = user;
    if (line->multipv < 1 || line->multipv > 3 || line->pv_length < 1)
        log->bad++;
    if (line->multipv == 1) {
        if (line->depth != log->last_depth + 1)
            log->bad++;
        log->last_depth = line->depth;
    }
    log->calls++;
}

START_TEST(multipv_and_info)
{
    tav_engine *e = engine();
    tav_position *p = tav_position_new();
    tav_limits l = TAV_LIMITS_INIT;
    l.depth = 4;
    l.multipv = 3;
    tav_search_result r;
    info_log log = { 0, 0, 0 };
    ck_assert_int_eq(tav_engine_search(e, p, &l, &r, on_info, &log), TAV_OK);
    ck_assert_int_eq(log.calls, 4 * 3);
    ck_assert_int_eq(log.bad, 0);
    ck_assert_int_eq(r.line_count, 3);
    for (int i = 0; i < 3; i++) {
        assert_pv_legal(p, &r.lines[i]);
        ck_assert_int_eq(r.lines[i].multipv, i + 1);
        for (int k = 0; k < i; k++)
            ck_assert_uint_ne(TAV_MOVE_IDENTITY(r.lines[i].pv[0]), TAV_MOVE_IDENTITY(r.lines[k].pv[0]));
        if (i)
            ck_assert_int_le(r.lines[i].score_cp, r.lines[i - 1].score_cp);
    }
    /* more lines than moves: one line per legal move */
    tav_position *q = pos_new("k7/8/8/8/8/8/1q6/K7 w - - 0 1");
    l.multipv = 5;
    r = run(e, q, l);
    ck_assert_int_eq(r.line_count, 1);
    tav_position_free(q);
    tav_position_free(p);
    tav_engine_free(e);
}
END_TEST

START_TEST(fifty_moves_draw_in_search)
{
    /* R8: a rook up, but the clock is at 99 and no white move builds a
     * tower or moves a pawn (nothing may land on a king, the pieces are
     * far apart): every line is a claimable draw. */
    tav_engine *e = engine();
    tav_limits l = TAV_LIMITS_INIT;
    l.depth = 4;
    tav_position *p = pos_new("7R/8/8/4k3/8/8/8/K7 w - - 99 80");
    tav_search_result r = run(e, p, l);
    ck_assert_int_eq(r.lines[0].mate, 0);
    ck_assert_int_eq(r.lines[0].score_cp, 0);
    tav_position_free(p);
    tav_engine_clear(e);
    p = pos_new("7R/8/8/4k3/8/8/8/K7 w - - 0 80");
    r = run(e, p, l);
    ck_assert_int_gt(r.lines[0].score_cp, 200);
    tav_position_free(p);
    tav_engine_free(e);
}
END_TEST

START_TEST(repetition_draw_in_search)
{
    /* R8: the history counts. Black, a queen down, can go back to a
     * position of the game (h8-h7 repeats the position after its first
     * h8-h7): the search scores that as a draw. */
    tav_engine *e = engine();
    tav_limits l = TAV_LIMITS_INIT;
    l.depth = 4;
    tav_position *p = pos_new("7k/8/8/8/8/8/8/1Q1K4 w - - 0 1");
    play_all(p, "b1-b2 h8-h7 b2-b1 h7-h8 b1-b2");
    tav_search_result r = run(e, p, l);
    ck_assert_int_eq(r.lines[0].mate, 0);
    ck_assert_int_eq(r.lines[0].score_cp, 0);
    assert_move_text(r.best_move, "h8-h7");
    char tfen[TAV_TFEN_MAX + 1];
    tav_position_tfen(p, tfen, sizeof tfen);
    tav_position *fresh = pos_new(tfen); /* the same position, no history */
    tav_engine_clear(e);
    r = run(e, fresh, l);
    ck_assert(r.lines[0].mate < 0 || r.lines[0].score_cp < -300);
    tav_position_free(fresh);
    tav_position_free(p);
    tav_engine_free(e);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("engine search");
    TCase *tc = tcase(s, "mates");
    tcase_add_test(tc, mate_in_one);
    tcase_add_test(tc, mate_in_two_problems);
    tcase_add_test(tc, mate_in_three_problems);
    tcase_add_test(tc, mated_side_reports_negative_mate);
    tcase_add_test(tc, no_legal_move);
    tc = tcase(s, "legal moves");
    tcase_add_test(tc, one_legal_move);
    tcase_add_test(tc, only_splits);
    tcase_add_test(tc, random_positions_legal);
    tc = tcase(s, "limits and results");
    tcase_add_test(tc, deterministic_at_fixed_depth);
    tcase_add_test(tc, cleared_engine_searches_as_new);
    tcase_add_test(tc, tall_tower_mate_threat_at_depth_six);
    tcase_add_test(tc, multipv_and_info);
    tc = tcase(s, "R8 draws");
    tcase_add_test(tc, fifty_moves_draw_in_search);
    tcase_add_test(tc, repetition_draw_in_search);
    return run_suite(s);
}
