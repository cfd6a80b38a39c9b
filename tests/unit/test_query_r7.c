/* tavreli/query.h: attackers, checkers, pins, gives-check, is-legal (R7),
 * and the R6 (b) flag of a split that frees a pawn on its last rank.
 * Expectations are worked out by hand from RULES.md. */
#include "helpers.h"
#include <tavreli/query.h>

static tav_squareset set_of(const char *names)
{
    tav_squareset s = 0;
    char buf[3];
    while (*names) {
        buf[0] = names[0];
        buf[1] = names[1];
        buf[2] = '\0';
        s |= (tav_squareset)1 << sq(buf);
        names += 2;
        while (*names == ' ')
            names++;
    }
    return s;
}

/* R7: towers attack by their top; a buried piece attacks nothing; every
 * non-empty square blocks. */
START_TEST(r7_attackers_are_tops)
{
    /* d4: a white rook on a black pawn */
    tav_position *p = pos_new("4k3/8/8/8/3(pR)4/8/8/K7 w - - 0 1");
    ck_assert_uint_eq(tav_position_attackers(p, TAV_WHITE, sq("d8")), set_of("d4"));
    ck_assert_uint_eq(tav_position_attackers(p, TAV_WHITE, sq("h4")), set_of("d4"));
    ck_assert_uint_eq(tav_position_attackers(p, TAV_BLACK, sq("c3")), 0); /* buried pawn */
    ck_assert_uint_eq(tav_position_attackers(p, TAV_BLACK, sq("d7")), set_of("e8"));
    ck_assert_int_eq(tav_position_is_attacked(p, TAV_WHITE, sq("d8")), 1);
    ck_assert_int_eq(tav_position_is_attacked(p, TAV_BLACK, sq("e3")), 0);
    /* the tower on the square itself does not count */
    ck_assert_uint_eq(tav_position_attackers(p, TAV_WHITE, sq("d4")), 0);
    tav_position_free(p);

    /* d4: a black pawn on a white rook: the pawn attacks diagonally ahead
     * (towards rank 1); the rook attacks nothing */
    p = pos_new("4k3/8/8/8/3(Rp)4/8/8/K7 w - - 0 1");
    ck_assert_uint_eq(tav_position_attackers(p, TAV_BLACK, sq("e3")), set_of("d4"));
    ck_assert_uint_eq(tav_position_attackers(p, TAV_BLACK, sq("c3")), set_of("d4"));
    ck_assert_uint_eq(tav_position_attackers(p, TAV_BLACK, sq("e5")), 0);
    ck_assert_uint_eq(tav_position_attackers(p, TAV_WHITE, sq("d8")), 0);
    tav_position_free(p);

    /* several attackers; a tower blocks a ray whatever its colour */
    p = pos_new("4k3/8/8/3q4/8/1N3(rB)2/8/K2R4 w - - 0 1");
    /* d2 from: d1 rook (file), b3 knight, f4? no; the (rB) on f3 is a
     * white bishop on top: it reaches e2, d1 ... and e4, d5 */
    ck_assert_uint_eq(tav_position_attackers(p, TAV_WHITE, sq("d2")), set_of("d1 b3"));
    ck_assert_uint_eq(tav_position_attackers(p, TAV_WHITE, sq("d5")), set_of("f3 d1"));
    ck_assert_uint_eq(tav_position_attackers(p, TAV_BLACK, sq("f3")), set_of("d5"));
    /* the queen's ray to the king's file stops at f3 */
    ck_assert_uint_eq(tav_position_attackers(p, TAV_BLACK, sq("g2")), 0);
    tav_position_free(p);
}
END_TEST

/* R7 with R2: a split frees a piece that checks (the tower on e4 is a
 * white rook under a white knight). */
START_TEST(r7_checkers_after_a_split)
{
    tav_position *p = pos_new("4k3/8/8/8/4(RN)3/8/8/K7 w - - 0 1");
    ck_assert_uint_eq(tav_position_checkers(p), 0);
    ck_assert_int_eq(tav_position_gives_check(p, find(p, "e4", "c3", 1)), 1); /* rook freed */
    ck_assert_int_eq(tav_position_gives_check(p, find(p, "e4", "c3", 2)), 0); /* both leave */
    ck_assert_int_eq(tav_position_gives_check(p, find(p, "e4", "f6", 2)), 1); /* knight */
    ck_assert_int_eq(tav_position_gives_check(p, find(p, "e4", "f6", 1)), 1); /* double */
    play(p, "e4(1)-f6");
    ck_assert_uint_eq(tav_position_checkers(p), set_of("e4 f6"));
    ck_assert_uint_eq(tav_position_attackers(p, TAV_WHITE, sq("e8")), set_of("e4 f6"));
    tav_position_free(p);

    /* R7 castling: the rook's move is part of it (f1 checks f8) */
    p = pos_new("5k2/8/8/8/8/8/8/4K2R w K - 0 1");
    tav_move castle = find(p, "e1", "g1", 1);
    ck_assert(castle & TAV_MOVE_CASTLE);
    ck_assert_int_eq(tav_position_gives_check(p, castle), 1);
    ck_assert_int_eq(tav_position_gives_check(p, find(p, "e1", "f2", 1)), 0);
    tav_position_free(p);

    /* a position reached by a single rook check */
    p = pos_new("4k3/8/8/8/4(RN)3/8/8/K7 w - - 0 1");
    play(p, "e4(1)-c3");
    ck_assert_uint_eq(tav_position_checkers(p), set_of("e4"));
    ck_assert(tav_position_in_check(p));
    tav_position_free(p);
}
END_TEST

/* R7 pins, as tavreli/query.h defines them for towers. */
START_TEST(r7_pinned_towers)
{
    /* e2: a black pawn under a white rook, between the white king e1 and
     * the black rook e8 */
    tav_position *p = pos_new("k3r3/8/8/8/8/8/4(pR)3/4K3 w - - 0 1");
    ck_assert_uint_eq(tav_position_pinned(p, TAV_WHITE), set_of("e2"));
    ck_assert_int_eq(tav_position_is_pinned(p, TAV_WHITE, sq("e2")), 1);
    ck_assert_int_eq(tav_position_is_pinned(p, TAV_WHITE, sq("e1")), 0);
    ck_assert_int_eq(tav_position_is_pinned(p, TAV_BLACK, sq("e2")), 0);
    /* what the pin means: whole off the line illegal, along it legal; a
     * split leaves e2 occupied and the freed black pawn does not attack e1 */
    ck_assert(!has(p, "e2", "d2", 2));
    ck_assert(has(p, "e2", "e5", 2));
    ck_assert(has(p, "e2", "d2", 1));
    tav_position_free(p);

    /* two blockers: no pin; an enemy tower between pins nothing */
    p = pos_new("k3r3/8/8/8/4n3/8/4(pR)3/4K3 w - - 0 1");
    ck_assert_uint_eq(tav_position_pinned(p, TAV_WHITE), 0);
    tav_position_free(p);
    p = pos_new("k3r3/8/8/8/8/8/4(Rp)3/4K3 w - - 0 1");
    ck_assert_uint_eq(tav_position_pinned(p, TAV_WHITE), 0);
    tav_position_free(p);

    /* a helgi pins on a diagonal and on a file; a knight does not pin;
     * black's pinned towers are a fact of the board with white to move */
    p = pos_new("4k3/3(Pn)4/8/1H6/8/8/8/K7 w - - 0 1");
    ck_assert_uint_eq(tav_position_pinned(p, TAV_BLACK), set_of("d7"));
    tav_position_free(p);
    p = pos_new("4k3/4b3/8/8/8/8/8/K3H3 b - - 0 1");
    ck_assert_uint_eq(tav_position_pinned(p, TAV_BLACK), set_of("e7"));
    tav_position_free(p);
    p = pos_new("4k3/4b3/8/8/4N3/8/8/K7 b - - 0 1");
    ck_assert_uint_eq(tav_position_pinned(p, TAV_BLACK), 0);
    tav_position_free(p);
}
END_TEST

/* R6 (b): the new top left by a split is a pawn on its own last rank: it
 * promotes, the move says so with TAV_MOVE_FREED_PROMOTION, and it acts at
 * once (it may give check). */
START_TEST(r6b_freed_pawn_promotion_flag)
{
    /* d8: a white pawn (badge queen, the d-file's) under a white rook */
    tav_position *p = pos_new("3(PR)4/8/8/8/7k/8/8/K7 w - - 0 1");
    tav_move split = find(p, "d8", "d2", 1), whole = find(p, "d8", "d2", 2);
    ck_assert(split & TAV_MOVE_FREED_PROMOTION);
    ck_assert(!(split & TAV_MOVE_PROMOTION));
    ck_assert(!(whole & TAV_MOVE_FREED_PROMOTION));
    /* the queen freed on d8 checks h4 along the diagonal */
    ck_assert_int_eq(tav_position_gives_check(p, split), 1);
    ck_assert_int_eq(tav_position_gives_check(p, whole), 0);
    ck_assert_int_eq(tav_position_push(p, split), TAV_OK);
    ck_assert_uint_eq(tav_position_history_move(p, 0), split);
    ck_assert_int_eq(TAV_PIECE_KIND(top_at(p, "d8")), TAV_QUEEN);
    ck_assert_int_eq(TAV_PIECE_PROMOTED(top_at(p, "d8")), 1);
    ck_assert_uint_eq(tav_position_checkers(p), set_of("d8"));
    tav_position_free(p);

    /* an opponent's pawn freed on its own last rank (black pawn on b1,
     * badge knight) promotes too */
    p = pos_new("4k3/8/8/8/8/8/8/1(pR)2K3 w - - 0 1");
    ck_assert(find(p, "b1", "b5", 1) & TAV_MOVE_FREED_PROMOTION);
    ck_assert(!(find(p, "b1", "b5", 2) & TAV_MOVE_FREED_PROMOTION));
    tav_position_free(p);

    /* a king-topped tower splitting off a pawn on its last rank */
    p = pos_new("3(PK)4/8/8/8/8/8/8/k7 w - - 0 1");
    ck_assert(find(p, "d8", "e7", 1) & TAV_MOVE_FREED_PROMOTION);
    ck_assert(!(find(p, "d8", "e7", 2) & TAV_MOVE_FREED_PROMOTION));
    tav_position_free(p);

    /* a pawn freed away from its last rank does not promote */
    p = pos_new("4k3/8/8/8/3(PR)4/8/8/K7 w - - 0 1");
    ck_assert(!(find(p, "d4", "d6", 1) & TAV_MOVE_FREED_PROMOTION));
    tav_position_free(p);
}
END_TEST

/* is-legal: a move value with bits outside TAV_MOVE_VALID_BITS is not a move. */
START_TEST(api_is_legal_rejects_junk)
{
    tav_position *p = tav_position_new();
    tav_move m = find(p, "e2", "e4", 1);
    ck_assert_uint_ne(m, TAV_NO_MOVE);
    ck_assert_int_eq(tav_position_is_legal(p, m), 1);
    ck_assert_int_eq(tav_position_is_legal(p, tav_move_make(sq("e2"), sq("e4"), 1)), 1);
    ck_assert_int_eq(tav_position_is_legal(p, tav_move_make(sq("e2"), sq("e5"), 1)), 0);
    ck_assert_int_eq(tav_position_is_legal(p, m | (1u << 26)), 0);
    ck_assert_int_eq(tav_position_is_legal(p, m | 0x80000000u), 0);
    ck_assert_int_eq(tav_position_is_legal(p, TAV_NO_MOVE), 0);
    ck_assert_int_eq(tav_position_is_legal(NULL, m), 0);
    ck_assert_uint_eq(tav_position_find_move(p, m | (1u << 30)), TAV_NO_MOVE);
    ck_assert_int_eq(tav_position_push(p, m | (1u << 30)), TAV_EINVAL);
    ck_assert_uint_eq(tav_position_history_length(p), 0);
    ck_assert_int_eq(tav_position_gives_check(p, m | (1u << 30)), TAV_EINVAL);
    ck_assert_int_eq(tav_position_gives_check(p, tav_move_make(sq("e2"), sq("e5"), 1)), TAV_EILLEGAL);
    ck_assert_int_eq(tav_position_gives_check(NULL, m), TAV_EINVAL);
    tav_position_free(p);
}
END_TEST

START_TEST(api_query_bad_arguments)
{
    tav_position *p = tav_position_new();
    ck_assert_uint_eq(tav_position_attackers(NULL, TAV_WHITE, 0), 0);
    ck_assert_uint_eq(tav_position_attackers(p, (tav_color)2, sq("e3")), 0);
    ck_assert_uint_eq(tav_position_attackers(p, TAV_WHITE, 64), 0);
    ck_assert_uint_eq(tav_position_attackers(p, TAV_WHITE, -1), 0);
    ck_assert_uint_eq(tav_position_attackers(p, TAV_WHITE, sq("e3")), set_of("d2 f2"));
    ck_assert_int_eq(tav_position_is_attacked(NULL, TAV_WHITE, 0), TAV_EINVAL);
    ck_assert_int_eq(tav_position_is_attacked(p, (tav_color)-1, 0), TAV_EINVAL);
    ck_assert_int_eq(tav_position_is_attacked(p, TAV_BLACK, 99), TAV_EINVAL);
    ck_assert_uint_eq(tav_position_checkers(NULL), 0);
    ck_assert_uint_eq(tav_position_pinned(NULL, TAV_WHITE), 0);
    ck_assert_uint_eq(tav_position_pinned(p, (tav_color)2), 0);
    ck_assert_int_eq(tav_position_is_pinned(p, TAV_WHITE, 64), TAV_EINVAL);
    ck_assert_int_eq(tav_position_is_pinned(NULL, TAV_WHITE, 0), TAV_EINVAL);
    ck_assert_int_eq(tav_position_is_pinned(p, (tav_color)5, 0), TAV_EINVAL);
    ck_assert_uint_eq(tav_position_ply(NULL), 0);
    tav_position_free(p);
}
END_TEST

START_TEST(api_ply)
{
    tav_position *p = tav_position_new();
    ck_assert_uint_eq(tav_position_ply(p), 0);
    play(p, "e2-e4");
    ck_assert_uint_eq(tav_position_ply(p), 1);
    play(p, "e7-e5");
    ck_assert_uint_eq(tav_position_ply(p), 2);
    tav_position_free(p);
    p = pos_new("4k3/8/8/8/8/8/8/K7 b - - 0 10");
    ck_assert_uint_eq(tav_position_ply(p), 19);
    tav_position_free(p);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("query (R6 (b), R7)");
    TCase *tc = tcase(s, "attacks");
    tcase_add_test(tc, r7_attackers_are_tops);
    tcase_add_test(tc, r7_checkers_after_a_split);
    tcase_add_test(tc, r7_pinned_towers);
    tc = tcase(s, "moves");
    tcase_add_test(tc, r6b_freed_pawn_promotion_flag);
    tcase_add_test(tc, api_is_legal_rejects_junk);
    tc = tcase(s, "api");
    tcase_add_test(tc, api_query_bad_arguments);
    tcase_add_test(tc, api_ply);
    return run_suite(s);
}
