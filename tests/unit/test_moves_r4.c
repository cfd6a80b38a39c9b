/* R1 board and pieces, R4 moves of the pieces (destinations cut by R2). */
#include "helpers.h"

/* R1: the start position is chess's, every pawn carries its file's badge
 * and is virgin (R3). */
START_TEST(r1_start_position)
{
    static const tav_kind back[8] = { TAV_ROOK, TAV_KNIGHT, TAV_BISHOP, TAV_QUEEN,
                                      TAV_KING, TAV_BISHOP, TAV_KNIGHT, TAV_ROOK };
    /* R1: a,h -> R; b,g -> N; c,f -> B; d -> Q; e -> H */
    static const tav_kind badge[8] = { TAV_ROOK, TAV_KNIGHT, TAV_BISHOP, TAV_QUEEN,
                                       TAV_HELGI, TAV_BISHOP, TAV_KNIGHT, TAV_ROOK };
    tav_position *p = tav_position_new();
    ck_assert_ptr_nonnull(p);
    assert_tfen(p, TAV_START_TFEN);
    ck_assert_int_eq(tav_position_turn(p), TAV_WHITE);
    for (int f = 0; f < 8; f++) {
        for (int c = 0; c < 2; c++) {
            int r1 = c == TAV_WHITE ? 0 : 7, r2 = c == TAV_WHITE ? 1 : 6;
            tav_piece pc = tav_position_piece(p, TAV_SQUARE(f, r1), 0);
            ck_assert_int_eq(tav_position_height(p, TAV_SQUARE(f, r1)), 1);
            ck_assert_int_eq(TAV_PIECE_KIND(pc), back[f]);
            ck_assert_int_eq(TAV_PIECE_COLOR(pc), c);
            ck_assert_int_eq(TAV_PIECE_PROMOTED(pc), 0);
            pc = tav_position_piece(p, TAV_SQUARE(f, r2), 0);
            ck_assert_int_eq(TAV_PIECE_KIND(pc), TAV_PAWN);
            ck_assert_int_eq(TAV_PIECE_COLOR(pc), c);
            ck_assert_int_eq(TAV_PIECE_BADGE(pc), badge[f]);
            ck_assert_int_eq(TAV_PIECE_VIRGIN(pc), 1);
        }
        for (int r = 2; r < 6; r++)
            ck_assert_int_eq(tav_position_height(p, TAV_SQUARE(f, r)), 0);
    }
    ck_assert_int_eq(tav_position_king_square(p, TAV_WHITE), sq("e1"));
    ck_assert_int_eq(tav_position_king_square(p, TAV_BLACK), sq("e8"));
    ck_assert_uint_eq(tav_position_castling(p), 15u);
    tav_position_free(p);
}
END_TEST

START_TEST(r1_kind_letters)
{
    ck_assert_int_eq(tav_kind_letter(TAV_KING), 'K');
    ck_assert_int_eq(tav_kind_letter(TAV_QUEEN), 'Q');
    ck_assert_int_eq(tav_kind_letter(TAV_ROOK), 'R');
    ck_assert_int_eq(tav_kind_letter(TAV_BISHOP), 'B');
    ck_assert_int_eq(tav_kind_letter(TAV_KNIGHT), 'N');
    ck_assert_int_eq(tav_kind_letter(TAV_PAWN), 'P');
    ck_assert_int_eq(tav_kind_letter(TAV_HELGI), 'H');
    ck_assert_int_eq(tav_kind_letter(TAV_NO_KIND), '?');
}
END_TEST

/* R4: own-topped towers are destinations (not the king). By hand for the
 * start: pawns 8 steps + 8 double steps; Nb1: a3 c3 d2; Ng1: f3 h3 e2;
 * Ra1: a2 b1; Rh1: h2 g1; Bc1: b2 d2; Bf1: e2 g2; Qd1: c1 c2 d2 e2 (not
 * e1, the king); Ke1: d1 f1 d2 e2 f2. 16+6+4+4+4+5 = 39. */
START_TEST(r4_start_moves_stack_on_own)
{
    tav_position *p = tav_position_new();
    ck_assert_int_eq(count_all(p), 39);
    ck_assert(has(p, "b1", "d2", 1));
    ck_assert(has(p, "g1", "e2", 1));
    ck_assert(has(p, "a1", "a2", 1));
    ck_assert(has(p, "a1", "b1", 1));
    ck_assert(has(p, "c1", "b2", 1));
    ck_assert(has(p, "d1", "c1", 1));
    ck_assert(has(p, "d1", "e2", 1));
    ck_assert(has(p, "e1", "d1", 1));
    ck_assert(has(p, "e1", "f2", 1));
    ck_assert_int_eq(count_from(p, "d1"), 4);
    ck_assert_int_eq(count_from(p, "e1"), 5);
    ck_assert(!has(p, "d1", "e1", 1)); /* R2: nothing on a king */
    ck_assert(!has(p, "f1", "e1", 1));
    ck_assert(!has(p, "a1", "a3", 1)); /* the ray stops at a2 */
    ck_assert(!has(p, "c1", "a3", 1));
    tav_position_free(p);
}
END_TEST

/* R1/R4: the helgi moves as queen + knight: 27 + 8 from d4. */
START_TEST(r4_helgi)
{
    tav_position *p = pos_new("8/8/7k/8/3H4/8/7K/8 w - - 0 1");
    ck_assert_int_eq(count_from(p, "d4"), 35);
    ck_assert_int_eq(count_from(p, "h2"), 5);
    ck_assert_int_eq(count_all(p), 40);
    ck_assert(has(p, "d4", "f5", 1));
    ck_assert(has(p, "d4", "b3", 1));
    ck_assert(has(p, "d4", "h8", 1));
    ck_assert(has(p, "d4", "a7", 1));
    ck_assert(has(p, "d4", "d8", 1));
    ck_assert(has(p, "d4", "a4", 1));
    ck_assert(!has(p, "d4", "f6", 2));
    tav_position_free(p);
}
END_TEST

/* R4: a ray stops at the first occupied square, which is a destination
 * (own or enemy top); knights jump. */
START_TEST(r4_rays_stop_at_first_tower)
{
    /* Rd4, own pawn d6, black knight f4, own bishop b2 (on no rook line) */
    tav_position *p = pos_new("7k/8/3P4/8/3R1n2/8/1B6/K7 w - - 0 1");
    ck_assert(has(p, "d4", "d5", 1));
    ck_assert(has(p, "d4", "d6", 1));  /* onto own pawn */
    ck_assert(!has(p, "d4", "d7", 1)); /* not past it */
    ck_assert(has(p, "d4", "e4", 1));
    ck_assert(has(p, "d4", "f4", 1)); /* onto the enemy knight */
    ck_assert(!has(p, "d4", "g4", 1));
    /* d5 d6 | d3 d2 d1 | c4 b4 a4 | e4 f4 = 10 */
    ck_assert_int_eq(count_from(p, "d4"), 10);
    /* Bb2: a3 c1 c3 (d4 own rook: stack) | not e5; a1 is the own king */
    ck_assert(has(p, "b2", "d4", 1));
    ck_assert(!has(p, "b2", "e5", 1));
    ck_assert(!has(p, "b2", "a1", 1));
    ck_assert_int_eq(count_from(p, "b2"), 4);
    tav_position_free(p);
}
END_TEST

START_TEST(r4_knight_jumps_over_towers)
{
    /* Nb1 boxed in by own towers on a2 b2 c2 a3? No: c3 and a3 are jump
     * squares; d2 own pawn is a destination. */
    tav_position *p = pos_new("7k/8/8/8/8/8/PPPP4/1N2K3 w - - 0 1");
    ck_assert(has(p, "b1", "a3", 1));
    ck_assert(has(p, "b1", "c3", 1));
    ck_assert(has(p, "b1", "d2", 1));
    ck_assert_int_eq(count_from(p, "b1"), 3);
    tav_position_free(p);
}
END_TEST

/* R2/R4: nothing is placed on a king of either colour. A knight and a rook
 * never land on their own king; a king may land on a tower. */
START_TEST(r4_never_onto_own_king)
{
    /* Nc3 jumps to a2 a4 b1 b5 d1 d5 e4, not e2 (own king); Re5's ray down
     * stops before the king: e4 e3 only. */
    tav_position *p = pos_new("7k/8/8/4R3/8/2N5/4K3/8 w - - 0 1");
    ck_assert(!has(p, "c3", "e2", 1));
    ck_assert_int_eq(count_from(p, "c3"), 7);
    ck_assert(has(p, "e5", "e3", 1));
    ck_assert(!has(p, "e5", "e2", 1));
    tav_position_free(p);
}
END_TEST

/* R2: a king may move onto a tower, own or enemy (then it is the top). */
START_TEST(r4_king_onto_towers)
{
    /* white K e1, own pawn e2 (virgin), black knight d2 undefended */
    tav_position *p = pos_new("7k/8/8/8/8/8/3nP3/4K3 w - - 0 1");
    /* the knight on d2 attacks b1 b3 c4 e4 f3 f1: the king may not go to f1 */
    ck_assert(has(p, "e1", "e2", 1));
    ck_assert(has(p, "e1", "d2", 1));
    ck_assert(!has(p, "e1", "f1", 1));
    play(p, "e1-d2");
    assert_tfen(p, "7k/8/8/8/8/8/3(nK)P3/8 b - - 0 1");
    ck_assert_int_eq(tav_position_king_square(p, TAV_WHITE), sq("d2"));
    tav_position_free(p);
}
END_TEST

/* R4: each destination gives one move per split size k = 1..h. The rook
 * on d4 tops (pNR): 14 destinations x 3; the king h1: g1 g2 h2. */
START_TEST(r4_one_move_per_k)
{
    tav_position *p = pos_new("7k/8/8/8/3(pNR)4/8/8/7K w - - 0 1");
    ck_assert_int_eq(count_from(p, "d4"), 42);
    ck_assert_int_eq(count_all(p), 45);
    for (int k = 1; k <= 3; k++) {
        tav_move m = find(p, "d4", "d8", k);
        ck_assert_uint_ne(m, TAV_NO_MOVE);
        ck_assert_int_eq(TAV_MOVE_COUNT(m), k);
        ck_assert_int_eq(!!(m & TAV_MOVE_WHOLE), k == 3);
    }
    ck_assert(!has(p, "d4", "d8", 4));
    ck_assert_int_eq(count_pair(p, "d4", "a4"), 3);
    tav_position_free(p);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("R1/R4 pieces and moves");
    TCase *tc = tcase(s, "R1");
    tcase_add_test(tc, r1_start_position);
    tcase_add_test(tc, r1_kind_letters);
    tc = tcase(s, "R4");
    tcase_add_test(tc, r4_start_moves_stack_on_own);
    tcase_add_test(tc, r4_helgi);
    tcase_add_test(tc, r4_rays_stop_at_first_tower);
    tcase_add_test(tc, r4_knight_jumps_over_towers);
    tcase_add_test(tc, r4_never_onto_own_king);
    tcase_add_test(tc, r4_king_onto_towers);
    tcase_add_test(tc, r4_one_move_per_k);
    return run_suite(s);
}
