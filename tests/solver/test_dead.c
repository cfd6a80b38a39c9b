/* Dead positions (R8, R13 flag fall): tav_position_can_checkmate. Every
 * "no" of the material argument is checked again by the exhaustive walk
 * (TAV_DEAD_NO_MATERIAL); every "yes" line is replayed with the public API
 * and must end in a mate by that colour. */
#include "../unit/helpers.h"
#include "random_pos.h"

#define BIG 6000000u

static void assert_line_mates(const char *tfen, tav_color colour, const tav_move *line, size_t len)
{
    tav_position *p = pos_new(tfen);
    for (size_t i = 0; i < len; i++)
        ck_assert_int_eq(tav_position_push(p, line[i]), TAV_OK);
    ck_assert(tav_position_is_checkmate(p));
    ck_assert_int_eq(tav_position_turn(p), (int)!colour);
    tav_position_free(p);
}

static int answer(const char *tfen, tav_color colour, unsigned flags, uint64_t budget)
{
    tav_position *p = pos_new(tfen);
    tav_move line[2 * TAV_STIP_MAX_MOVES + 1];
    size_t len = 99;
    int r = tav_position_can_checkmate_ex(p, colour, budget, flags, line, sizeof line / sizeof line[0], &len);
    if (r == TAV_MATE_YES)
        assert_line_mates(tfen, colour, line, len);
    else
        ck_assert_uint_eq(len, 0);
    tav_position_free(p);
    return r;
}

/* Under valgrind (make check-valgrind preloads its vgpreload library) the
 * walks over a million positions are left to the plain run. */
static int under_valgrind(void)
{
    const char *pre = getenv("LD_PRELOAD");
    return pre && strstr(pre, "vgpreload") != NULL;
}

/* "no" by the material argument, and again by the exhaustive walk alone. */
static void dead_for(const char *tfen, tav_color colour)
{
    ck_assert_msg(answer(tfen, colour, 0, 0) == TAV_MATE_NO, "%s: expected no (material)", tfen);
    if (under_valgrind() && strcmp(tfen, "8/8/8/4k3/8/8/8/4K3 w - - 0 1") != 0)
        return;
    ck_assert_msg(answer(tfen, colour, TAV_DEAD_NO_MATERIAL, BIG) == TAV_MATE_NO, "%s: expected no (walk)", tfen);
}

static void mate_for(const char *tfen, tav_color colour)
{
    ck_assert_msg(answer(tfen, colour, 0, 0) == TAV_MATE_YES, "%s: expected yes", tfen);
}

START_TEST(dead_bare_kings)
{
    dead_for("8/8/8/4k3/8/8/8/4K3 w - - 0 1", TAV_WHITE);
    dead_for("8/8/8/4k3/8/8/8/4K3 w - - 0 1", TAV_BLACK);
}
END_TEST

START_TEST(dead_king_and_minor)
{
    dead_for("8/8/8/4k3/8/8/8/3NK3 w - - 0 1", TAV_WHITE);
    dead_for("8/8/8/4k3/8/8/8/3NK3 w - - 0 1", TAV_BLACK);
    dead_for("8/8/8/4k3/8/8/8/3BK3 b - - 0 1", TAV_WHITE);
    dead_for("7k/8/8/8/8/8/8/b6K w - - 0 1", TAV_BLACK);
}
END_TEST

/* R1, R6: a pawn with a knight or bishop badge can only become that piece. */
START_TEST(dead_king_and_minor_pawn)
{
    dead_for("8/8/1P6/4k3/8/8/8/4K3 w - - 0 1", TAV_WHITE);   /* b-file: badge N */
    dead_for("8/4P=B3/8/4k3/8/8/8/4K3 w - - 0 1", TAV_WHITE); /* badge B */
}
END_TEST

/* R2: a king holding the enemy knight prisoner. The knight counts as white's
 * free piece (the king may step off and free it, or carry it along), and
 * king and knight cannot mate; the walk over every reachable position
 * (the black king on and off the knight, the white king climbing onto it
 * once freed...) finds no mate either. */
START_TEST(dead_knight_prisoner)
{
    dead_for("8/8/8/4(Nk)3/8/8/8/4K3 w - - 0 1", TAV_WHITE);
    dead_for("8/8/8/4(Nk)3/8/8/8/4K3 w - - 0 1", TAV_BLACK);
    dead_for("8/8/8/4(Nk)3/8/8/8/4K3 b - - 0 1", TAV_WHITE);
}
END_TEST

START_TEST(not_dead)
{
    mate_for("8/8/8/4k3/8/8/8/R3K3 w - - 0 1", TAV_WHITE); /* K+R */
    mate_for("8/8/8/4k3/8/8/8/R3K3 b - - 0 1", TAV_WHITE);
    mate_for("7k/8/5K2/8/4NN2/8/8/8 w - - 0 1", TAV_WHITE); /* K+N+N */
    mate_for("8/8/3P4/8/8/2k5/8/4K3 w - - 0 1", TAV_WHITE); /* d-pawn: badge Q */
    mate_for("8/8/P7/8/8/2k5/8/4K3 w - - 0 1", TAV_WHITE);  /* a-pawn: badge R */
    mate_for("8/8/4P3/8/8/2k5/8/4K3 b - - 0 1", TAV_WHITE); /* e-pawn: badge H */
    /* a rook prisoner under the black king is freed when the king leaves */
    mate_for("8/8/8/4(Rk)3/8/8/8/4K3 w - - 0 1", TAV_WHITE);
    /* already mated */
    tav_position *p = pos_new("k7/1Q6/1K6/8/8/8/8/8 b - - 0 1");
    size_t len = 9;
    ck_assert_int_eq(tav_position_can_checkmate(p, TAV_WHITE, 0, NULL, 0, &len), TAV_MATE_YES);
    ck_assert_uint_eq(len, 0);
    tav_position_free(p);
}
END_TEST

/* The start position is not dead for either side. This helpmate (found by
 * hand) mates black in five white moves: the black king climbs onto its
 * bishop f8 and carries it, then the knight g8, onto the rook h8 (R2),
 * leaving g8 empty; the queen takes g7 guarded by the bishop b2, and no
 * black piece can land on g7 or reach a square the queen does not see. The
 * library finds its own lines (beyond its exact helpmate search: the guided
 * search of solver/guided.c), and each is replayed by answer(). */
START_TEST(start_position_not_dead)
{
    tav_position *p = pos_new(TAV_START_TFEN);
    play_all(p, "e2-e3 e8-f8 b2-b3 f8(2)-g8 c1-b2 g8(3)-h8 d1-g4 a7-a6 g4-g7");
    ck_assert(tav_position_is_checkmate(p));
    tav_position_free(p);
    mate_for(TAV_START_TFEN, TAV_WHITE);
    mate_for(TAV_START_TFEN, TAV_BLACK);
}
END_TEST

/* Full boards in the middle of real play (the first game of
 * ../shared/games after 20 and 40 plies, and a tower-rich position of the
 * engine's bench): both sides can still mate, so a flag fall there is a
 * loss (R13). */
START_TEST(middle_games_not_dead)
{
    static const char *const tfens[] = {
        "4k2r/1pp2ppp/2n(pb)bn2/4p3/3P4/(NprP=Nq)1P1PN1P/P3BPP1/R1BQK2R w Qk - 0 11",
        "r5k1/1pp2ppp/2npbn2/1Q6/3P4/4P(Np=hB)PP/(PNpr)4PK1/4(RP=BP=NqRBb)3 w - - 0 21",
        "r6r/p(pQ)(pP)3pp/2n2(pn)k1/4p3/1b2(qNp=q)1bP/2N1P3/PP1(PB)1PP1/R3KB1R w KQ - 1 17",
    };
    for (size_t i = 0; i < sizeof tfens / sizeof *tfens; i++) {
        mate_for(tfens[i], TAV_WHITE);
        mate_for(tfens[i], TAV_BLACK);
    }
}
END_TEST

/* K+R against K+N: the rook side must first bring its king near and keep
 * the knight from blocking or landing on the rook; the knight side cannot
 * mate (material). */
START_TEST(rook_against_knight)
{
    mate_for("n3k3/8/8/8/8/8/8/R3K3 w - - 0 1", TAV_WHITE);
    mate_for("n3k3/8/8/8/8/8/8/R3K3 b - - 0 1", TAV_WHITE);
    mate_for("8/8/8/8/3n4/8/8/R3K2k w - - 0 1", TAV_WHITE);
    ck_assert_int_eq(answer("n3k3/8/8/8/8/8/8/R3K3 w - - 0 1", TAV_BLACK, 0, 0), TAV_MATE_NO);
}
END_TEST

START_TEST(dead_arguments)
{
    tav_position *p = pos_new("8/8/8/4k3/8/8/8/R3K3 w - - 0 1");
    tav_move line[2];
    ck_assert_int_eq(tav_position_can_checkmate(NULL, TAV_WHITE, 0, NULL, 0, NULL), TAV_EINVAL);
    ck_assert_int_eq(tav_position_can_checkmate(p, (tav_color)2, 0, NULL, 0, NULL), TAV_EINVAL);
    /* a line buffer too small for the mate found */
    ck_assert_int_eq(tav_position_can_checkmate(p, TAV_WHITE, 0, line, 1, NULL), TAV_EBUFSIZE);
    /* yes without a line buffer */
    ck_assert_int_eq(tav_position_can_checkmate(p, TAV_WHITE, 0, NULL, 0, NULL), TAV_MATE_YES);
    /* a tiny budget: unknown, never no */
    ck_assert_int_eq(tav_position_can_checkmate_ex(p, TAV_WHITE, 4, TAV_DEAD_NO_MATERIAL, NULL, 0, NULL),
                     TAV_MATE_UNKNOWN);
    tav_position_free(p);
}
END_TEST

/* R8 dead position: neither side can mate. The other side's pieces never
 * help a mate (a king may climb onto any tower not topped by a king, R2),
 * so K+N against K+N is dead in Tavreli (in chess a helpmate exists). */
START_TEST(dead_position_both_sides)
{
    static const struct {
        const char *tfen;
        int answer;
    } cases[] = {
        { "8/8/8/4k3/8/8/8/4K3 w - - 0 1", TAV_DEAD },
        { "8/8/8/4k3/8/8/8/3NK3 b - - 0 1", TAV_DEAD },
        { "n7/8/8/4k3/8/8/8/3NK3 w - - 0 1", TAV_DEAD },  /* K+N v K+N */
        { "b7/8/8/4k3/8/8/8/3BK3 w - - 0 1", TAV_DEAD },  /* K+B v K+B */
        { "8/8/1P6/4k3/8/8/8/n3K3 w - - 0 1", TAV_DEAD }, /* badge N v K+N */
        { "8/8/8/4(Nk)3/8/8/8/4K3 w - - 0 1", TAV_DEAD }, /* knight prisoner */
        { "8/8/8/4k3/8/8/8/R3K3 w - - 0 1", TAV_ALIVE },
        { "n3k3/8/8/8/8/8/8/R3K3 b - - 0 1", TAV_ALIVE },
        { "8/8/8/4(Rk)3/8/8/8/4K3 w - - 0 1", TAV_ALIVE }, /* rook prisoner */
        { TAV_START_TFEN, TAV_ALIVE },
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        tav_position *p = pos_new(cases[i].tfen);
        ck_assert_msg(tav_position_dead(p, 0) == cases[i].answer, "%s", cases[i].tfen);
        tav_position_free(p);
    }
    ck_assert_int_eq(tav_position_dead(NULL, 0), TAV_EINVAL);
    /* a tiny budget: never "dead" where a mate exists */
    tav_position *p = pos_new("8/8/8/4k3/8/8/8/R3K3 w - - 0 1");
    ck_assert_int_ne(tav_position_dead(p, 4), TAV_DEAD);
    tav_position_free(p);
}
END_TEST

START_TEST(insufficient_material)
{
    tav_position *p = pos_new("8/8/1P6/4k3/8/8/8/R3K3 w - - 0 1");
    ck_assert_int_eq(tav_position_has_insufficient_material(p, TAV_WHITE), 0);
    ck_assert_int_eq(tav_position_has_insufficient_material(p, TAV_BLACK), 1);
    ck_assert_int_eq(tav_position_has_insufficient_material(p, (tav_color)5), 0);
    ck_assert_int_eq(tav_position_has_insufficient_material(NULL, TAV_WHITE), 0);
    tav_position_free(p);
    /* R6: the d-pawn's badge is a queen, so the pawn is enough */
    p = pos_new("8/8/3P4/4k3/8/8/8/4K3 w - - 0 1");
    ck_assert_int_eq(tav_position_has_insufficient_material(p, TAV_WHITE), 0);
    tav_position_free(p);
}
END_TEST

/* The game-end state: a game whose last move leaves K+N against K is dead;
 * one more white rook and it is not. */
START_TEST(game_end_dead)
{
    tav_game *g = NULL;
    ck_assert_int_eq(tav_game_new(&g, "8/8/8/4k3/8/8/8/3NK3 w - - 0 1", NULL), TAV_OK);
    ck_assert_int_eq(tav_game_end_dead(g, 0), TAV_DEAD);
    tav_position *p = pos_new("8/8/8/4k3/8/8/8/3NK3 w - - 0 1");
    tav_move m;
    ck_assert_int_eq(parse(p, "d1-c3", &m), TAV_OK);
    ck_assert_int_eq(tav_game_add_move(g, TAV_GAME_ROOT, m, NULL), TAV_OK);
    ck_assert_int_eq(tav_game_main_line_length(g), 1);
    ck_assert_int_eq(tav_game_end_dead(g, 0), TAV_DEAD);
    tav_position_free(p);
    tav_game_free(g);
    ck_assert_int_eq(tav_game_new(&g, "8/8/8/4k3/8/8/8/R2NK3 w - - 0 1", NULL), TAV_OK);
    ck_assert_int_eq(tav_game_end_dead(g, 0), TAV_ALIVE);
    tav_game_free(g);
    ck_assert_int_eq(tav_game_end_dead(NULL, 0), TAV_EINVAL);
}
END_TEST

/* Random positions with a third piece (towers, kings on towers, promoted
 * pieces): every "yes" line replays to a mate (answer() checks it), and
 * every "no" of the material argument for a side with a piece besides its
 * king is confirmed by the walk over every reachable position, which must
 * never find a mate there (about a second each). */
/* R8: a game over on the board is answered at once. In the five mated
 * final positions of the tournament games (tests/data/games), the mated
 * side cannot mate (no legal move is left) and the mating side has mated
 * (the empty line); they were "unknown" for the mated side. */
START_TEST(dead_mated_final_positions)
{
    static const char *mated[] = {
        "r5k1/1(pQ)p2ppp/2npbn2/8/3P4/4P(Np=hB)PP/(PNp)2(RBb)1(Pr)2/4(RP=BP=Nq)1K1 w - - 2 23",
        "R~5(bR)1/1(pp=r!r)1(pn)1p2/3N4/4(p=bnP=Np=rrQpqp=nbB)k2/2B5/2P=Q1PN2/2P2PPP/4K2R b K - 5 20",
        "1k1rr3/ppp2Rpp/2n1(Rq)3/7(p=bQ)/3(Npb)2P1/1P(Nn)2P=H1K/P1P2b1P/6(P=BP=QBBh~)1 w - - 3 27",
        "4rrk1/pp3ppp/2(nn)(p=bBPBQ)4/6(P=BK)1/6(p=qb)1/4P(Nh~)2/PPP1b1(PNq)P/R6R w - - 4 18",
        "2kr3r/ppppnppp/(NBQ)1n5/8/2(PP=HB)1(bb)3/8/P2PNP(Pq)(PK)/3(RP=Nh~)3R w - - 0 17",
    };
    for (size_t i = 0; i < sizeof mated / sizeof *mated; i++) {
        tav_position *p = pos_new(mated[i]);
        ck_assert(tav_position_is_checkmate(p));
        tav_color loser = (tav_color)tav_position_turn(p), winner = (tav_color)!loser;
        ck_assert_int_eq(answer(mated[i], loser, 0, 0), TAV_MATE_NO);
        ck_assert_int_eq(tav_position_cannot_mate_why(p, loser), TAV_NOMATE_GAME_OVER);
        tav_move line[4];
        size_t len = 99;
        ck_assert_int_eq(tav_position_can_checkmate(p, winner, 0, line, 4, &len), TAV_MATE_YES);
        ck_assert_uint_eq(len, 0); /* it has mated already */
        ck_assert_int_eq(tav_position_cannot_mate_why(p, winner), TAV_NOMATE_NONE);
        int answers[2] = { -1, -1 };
        ck_assert_int_eq(tav_position_dead_answers(p, 0, answers, NULL, 0, NULL), TAV_ALIVE);
        ck_assert_int_eq(answers[loser], TAV_MATE_NO);
        ck_assert_int_eq(answers[winner], TAV_MATE_YES);
        tav_position_free(p);
    }
}
END_TEST

/* A stalemate (the guided search must not sort an empty list:
 * qsort(NULL, 0, ...) is undefined): neither side has a move left, so neither can mate,
 * and the position is dead; the same after a stalemating move. */
START_TEST(dead_stalemate)
{
    const char *stale = "k7/8/1QK5/8/8/8/8/8 b - - 0 1";
    tav_position *p = pos_new(stale);
    for (int c = 0; c < 2; c++) {
        ck_assert_int_eq(answer(stale, (tav_color)c, 0, 0), TAV_MATE_NO);
        ck_assert_int_eq(answer(stale, (tav_color)c, TAV_DEAD_NO_MATERIAL, 1), TAV_MATE_NO);
        ck_assert_int_eq(tav_position_cannot_mate_why(p, (tav_color)c), TAV_NOMATE_GAME_OVER);
    }
    ck_assert_int_eq(tav_position_dead(p, 0), TAV_DEAD);
    tav_position_free(p);
}
END_TEST

/* A queen or helgi directly under the enemy king is held for good (R2,
 * R7): white's queen under the black king on a6 cannot mate, proved by
 * the material argument without it; the exhaustive walk agrees where it
 * can finish. A rook there is not held (the king steps off diagonally). */
START_TEST(dead_held_under_king)
{
    const char *held = "8/8/(Qk)7/8/8/2(rK)2b2/8/8 w - - 0 1";
    tav_position *p = pos_new(held);
    ck_assert_int_eq(tav_position_cannot_mate_why(p, TAV_WHITE), TAV_NOMATE_HELD);
    ck_assert_int_eq(tav_position_has_insufficient_material(p, TAV_WHITE), 0); /* its own meaning kept */
    ck_assert_int_eq(answer(held, TAV_WHITE, 0, 0), TAV_MATE_NO);
    tav_position_free(p);
    dead_for("8/8/(Qk)7/8/8/8/8/K7 w - - 0 1", TAV_WHITE);
    dead_for("8/8/(Hk)7/8/8/8/8/K7 b - - 0 1", TAV_WHITE);
    p = pos_new("8/8/(Rk)7/8/8/8/8/K7 w - - 0 1");
    ck_assert_int_eq(tav_position_cannot_mate_why(p, TAV_WHITE), TAV_NOMATE_NONE);
    tav_position_free(p);
    mate_for("8/8/(Rk)7/8/8/8/8/K7 w - - 0 1", TAV_WHITE);
}
END_TEST

/* Every entry point asks the same question the same way: the verdict of
 * tav_position_dead_answers() is the one the two answers of
 * tav_position_can_checkmate() with the same budget give (never "unknown"
 * where both answers are "no"). */
START_TEST(dead_answers_agree)
{
    const char *tfens[] = { "8/2(hK)5/3P=B4/5k2/8/8/8/8 b - - 0 1", "8/8/8/4k3/8/8/8/R3K3 w - - 0 1",
                            "8/8/8/4(Nk)3/8/8/8/4K3 w - - 0 1" };
    for (size_t i = 0; i < sizeof tfens / sizeof *tfens; i++) {
        tav_position *p = pos_new(tfens[i]);
        int answers[2], one[2];
        tav_move lines[2 * (2 * TAV_STIP_MAX_MOVES + 1)];
        size_t lens[2];
        size_t size = 2 * TAV_STIP_MAX_MOVES + 1;
        int verdict = tav_position_dead_answers(p, 0, answers, lines, size, lens);
        for (int c = 0; c < 2; c++) {
            one[c] = tav_position_can_checkmate(p, (tav_color)c, 0, NULL, 0, NULL);
            ck_assert_int_eq(answers[c], one[c]);
            if (answers[c] == TAV_MATE_YES)
                assert_line_mates(tfens[i], (tav_color)c, lines + (size_t)c * size, lens[c]);
            else
                ck_assert_uint_eq(lens[c], 0);
        }
        int expect = one[0] == TAV_MATE_YES || one[1] == TAV_MATE_YES ? TAV_ALIVE
                     : one[0] == TAV_MATE_NO && one[1] == TAV_MATE_NO ? TAV_DEAD
                                                                      : TAV_DEAD_UNKNOWN;
        ck_assert_int_eq(verdict, expect);
        ck_assert_int_eq(tav_position_dead_answers(p, 0, NULL, NULL, 0, NULL), expect);
        tav_position_free(p);
    }
    ck_assert_int_eq(tav_position_dead_answers(NULL, 0, NULL, NULL, 0, NULL), TAV_EINVAL);
    ck_assert_int_eq(tav_position_cannot_mate_why(NULL, TAV_WHITE), TAV_EINVAL);
    tav_position *p = pos_new("8/2(hK)5/3P=B4/5k2/8/8/8/8 b - - 0 1");
    ck_assert_int_eq(tav_position_dead_answers(p, 0, NULL, NULL, 0, NULL), TAV_DEAD);
    ck_assert_int_eq(tav_position_cannot_mate_why(p, (tav_color)2), TAV_EINVAL);
    tav_position_free(p);
}
END_TEST

START_TEST(random_positions_sound)
{
    uint64_t seed = 13;
    int checked = 0;
    char tfen[256];
    for (int tries = 0; tries < 400 && checked < 4; tries++) {
        tav_position *p = random_position(&seed, 1, tfen, sizeof tfen);
        if (!p)
            continue;
        int over = tav_position_end(p) != TAV_END_NONE;
        tav_position_free(p);
        if (over)
            continue;
        for (int c = 0; c < 2; c++) {
            int r = answer(tfen, (tav_color)c, 0, 0);
            char board[128];
            snprintf(board, sizeof board, "%.*s", (int)strcspn(tfen, " "), tfen);
            int has_piece = strpbrk(board, c == TAV_WHITE ? "QRBNPH" : "qrbnph") != NULL;
            if (r != TAV_MATE_NO || !has_piece || under_valgrind())
                continue;
            ck_assert_msg(answer(tfen, (tav_color)c, TAV_DEAD_NO_MATERIAL, BIG) != TAV_MATE_YES,
                          "%s: the material argument said no, the walk found a mate", tfen);
            checked++;
        }
    }
    ck_assert(under_valgrind() || checked == 4);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("dead positions");
    TCase *tc = tcase(s, "no");
    tcase_add_test(tc, dead_bare_kings);
    tcase_add_test(tc, dead_king_and_minor);
    tcase_add_test(tc, dead_king_and_minor_pawn);
    tcase_add_test(tc, dead_knight_prisoner);
    tc = tcase(s, "yes");
    tcase_add_test(tc, not_dead);
    tcase_add_test(tc, start_position_not_dead);
    tcase_add_test(tc, middle_games_not_dead);
    tcase_add_test(tc, rook_against_knight);
    tcase_add_test(tc, dead_arguments);
    tc = tcase(s, "dead position");
    tcase_add_test(tc, dead_position_both_sides);
    tcase_add_test(tc, insufficient_material);
    tcase_add_test(tc, game_end_dead);
    tcase_add_test(tc, dead_mated_final_positions);
    tcase_add_test(tc, dead_stalemate);
    tcase_add_test(tc, dead_held_under_king);
    tcase_add_test(tc, dead_answers_agree);
    tcase_add_test(tc, random_positions_sound);
    return run_suite(s);
}
