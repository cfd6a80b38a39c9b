/* The API contract of tavreli.h: NULL and out-of-range arguments, caller
 * buffers, history, copy/equal/hash, status texts, error structs and
 * versions. */
#include "helpers.h"

START_TEST(api_null_arguments)
{
    tav_position *p = tav_position_new(), *q = p;
    tav_move moves[TAV_MAX_MOVES], m;
    char buf[TAV_TFEN_MAX + 1];
    tav_error err = TAV_ERROR_INIT;
    tav_divide_entry entries[TAV_MAX_MOVES];

    ck_assert_int_eq(tav_position_from_tfen(NULL, TAV_START_TFEN, &err), TAV_EINVAL);
    ck_assert_int_eq(err.code, TAV_EINVAL);
    ck_assert_int_eq(tav_position_from_tfen(&q, NULL, NULL), TAV_EINVAL);
    ck_assert_ptr_null(q);
    ck_assert_int_eq(tav_position_set_tfen(NULL, TAV_START_TFEN, NULL), TAV_EINVAL);
    ck_assert_int_eq(tav_position_set_tfen(p, NULL, NULL), TAV_EINVAL);
    ck_assert_int_eq(tav_position_tfen(NULL, buf, sizeof buf), TAV_EINVAL);
    ck_assert_int_eq(tav_position_tfen(p, NULL, sizeof buf), TAV_EINVAL);
    ck_assert_int_eq(tav_position_legal_moves(NULL, moves, TAV_MAX_MOVES), TAV_EINVAL);
    ck_assert_int_eq(tav_position_legal_moves(p, NULL, TAV_MAX_MOVES), TAV_EINVAL);
    ck_assert_int_eq(tav_position_count_moves(NULL), TAV_EINVAL);
    ck_assert_uint_eq(tav_position_find_move(NULL, tav_move_make(12, 28, 1)), TAV_NO_MOVE);
    ck_assert_int_eq(tav_position_push(NULL, tav_move_make(12, 28, 1)), TAV_EINVAL);
    ck_assert_int_eq(tav_position_pop(NULL, &m), TAV_EINVAL);
    ck_assert_int_eq(tav_move_parse(NULL, "e2-e4", &m, NULL), TAV_EINVAL);
    ck_assert_int_eq(tav_move_parse(p, NULL, &m, NULL), TAV_EINVAL);
    ck_assert_int_eq(tav_move_parse(p, "e2-e4", NULL, NULL), TAV_EINVAL);
    ck_assert_int_eq(tav_move_parse_n(p, NULL, 5, &m, NULL), TAV_EINVAL);
    ck_assert_int_eq(tav_move_parse_notes(p, "e2-e4", 5, NULL, NULL, NULL), TAV_EINVAL);
    ck_assert_int_eq(tav_square_parse(NULL), TAV_EINVAL);
    ck_assert_int_eq(tav_square_name(4, NULL), TAV_EINVAL);
    ck_assert_ptr_null(tav_position_copy(NULL));
    ck_assert_uint_eq(tav_perft(NULL, 1), 0);
    ck_assert_int_eq(tav_divide(NULL, 1, entries, TAV_MAX_MOVES), TAV_EINVAL);
    ck_assert_int_eq(tav_divide(p, 0, entries, TAV_MAX_MOVES), TAV_EINVAL);
    ck_assert_int_eq(tav_divide(p, 1, NULL, TAV_MAX_MOVES), TAV_EINVAL);
    tav_error_init(NULL);
    tav_position_free(NULL);
    tav_position_free(p);
}
END_TEST

START_TEST(api_out_of_range)
{
    tav_position *p = tav_position_new();
    char name[3];
    ck_assert_int_eq(tav_position_height(p, -1), TAV_EINVAL);
    ck_assert_int_eq(tav_position_height(p, 64), TAV_EINVAL);
    ck_assert_int_eq(tav_position_height(p, sq("e4")), 0);
    ck_assert_uint_eq(tav_position_piece(p, 64, 0), TAV_NO_PIECE);
    ck_assert_uint_eq(tav_position_piece(p, -1, 0), TAV_NO_PIECE);
    ck_assert_uint_eq(tav_position_piece(p, sq("e2"), 1), TAV_NO_PIECE);
    ck_assert_uint_eq(tav_position_piece(p, sq("e2"), -1), TAV_NO_PIECE);
    ck_assert_uint_eq(tav_position_piece(p, sq("e4"), 0), TAV_NO_PIECE);
    ck_assert_uint_eq(tav_position_top(p, sq("e4")), TAV_NO_PIECE);
    ck_assert_uint_eq(tav_position_top(p, 64), TAV_NO_PIECE);
    ck_assert_uint_eq(tav_position_top(p, -1), TAV_NO_PIECE);
    ck_assert_uint_eq(tav_position_history_move(p, 0), TAV_NO_MOVE);
    ck_assert_uint_eq(tav_move_make(-1, 28, 1), TAV_NO_MOVE);
    ck_assert_uint_eq(tav_move_make(12, 64, 1), TAV_NO_MOVE);
    ck_assert_uint_eq(tav_move_make(12, 28, 0), TAV_NO_MOVE);
    ck_assert_uint_eq(tav_move_make(12, 28, 33), TAV_NO_MOVE);
    ck_assert_int_eq(tav_square_name(64, name), TAV_EINVAL);
    ck_assert_int_eq(tav_square_name(-1, name), TAV_EINVAL);
    ck_assert_int_eq(tav_square_name(63, name), TAV_OK);
    ck_assert_str_eq(name, "h8");
    ck_assert_int_eq(tav_square_parse("a1"), 0);
    ck_assert_int_eq(tav_square_parse("h8"), 63);
    ck_assert_int_eq(tav_square_parse("i1"), TAV_EINVAL);
    ck_assert_int_eq(tav_square_parse("a9"), TAV_EINVAL);
    ck_assert_int_eq(tav_square_parse("A1"), TAV_EINVAL);
    ck_assert_int_eq(tav_square_parse(""), TAV_EINVAL);
    /* a move out of range is never found nor played */
    ck_assert_uint_eq(tav_position_find_move(p, tav_move_make(12, 28, 2)), TAV_NO_MOVE);
    ck_assert_int_eq(tav_position_push(p, TAV_NO_MOVE), TAV_EILLEGAL);
    tav_position_free(p);
}
END_TEST

START_TEST(api_buffers)
{
    tav_position *p = tav_position_new();
    tav_move moves[TAV_MAX_MOVES];
    char buf[TAV_TFEN_MAX + 1];
    int len = (int)strlen(TAV_START_TFEN);
    /* 39 moves at the start (R4) */
    ck_assert_int_eq(tav_position_legal_moves(p, moves, 38), TAV_EBUFSIZE);
    ck_assert_int_eq(tav_position_legal_moves(p, moves, 39), 39);
    ck_assert_int_eq(tav_position_legal_moves(p, moves, 1), TAV_EBUFSIZE);
    ck_assert_int_eq(tav_position_tfen(p, buf, (size_t)len), TAV_EBUFSIZE);
    ck_assert_int_eq(tav_position_tfen(p, buf, (size_t)len + 1), len);
    ck_assert_str_eq(buf, TAV_START_TFEN);
    tav_divide_entry entries[TAV_MAX_MOVES];
    ck_assert_int_eq(tav_divide(p, 1, entries, 38), TAV_EBUFSIZE);
    ck_assert_int_eq(tav_divide(p, 1, entries, 39), 39);
    tav_position_free(p);
}
END_TEST

/* Push records, pop undoes exactly; popping an empty history fails. */
START_TEST(api_history)
{
    tav_position *p = tav_position_new();
    tav_move m = 0;
    ck_assert_int_eq(tav_position_pop(p, &m), TAV_EEMPTY);
    ck_assert_uint_eq(tav_position_history_length(p), 0);
    tav_move e4 = play(p, "e2-e4");
    tav_move nf6 = play(p, "g8-f6");
    ck_assert_uint_eq(tav_position_history_length(p), 2);
    ck_assert_uint_eq(tav_position_history_move(p, 0), e4);
    ck_assert_uint_eq(tav_position_history_move(p, 1), nf6);
    ck_assert_uint_eq(tav_position_history_move(p, 2), TAV_NO_MOVE);
    ck_assert_int_eq(tav_position_pop(p, &m), TAV_OK);
    ck_assert_uint_eq(m, nf6);
    ck_assert_int_eq(tav_position_pop(p, NULL), TAV_OK);
    assert_tfen(p, TAV_START_TFEN);
    ck_assert_int_eq(tav_position_pop(p, &m), TAV_EEMPTY);
    /* a move without flags is matched by source, destination and count */
    ck_assert_int_eq(tav_position_push(p, tav_move_make(sq("e2"), sq("e4"), 1)), TAV_OK);
    ck_assert(tav_position_history_move(p, 0) & TAV_MOVE_DOUBLE);
    /* set_tfen clears the history */
    ck_assert_int_eq(tav_position_set_tfen(p, TAV_START_TFEN, NULL), TAV_OK);
    ck_assert_uint_eq(tav_position_history_length(p), 0);
    ck_assert_int_eq(tav_position_pop(p, &m), TAV_EEMPTY);
    tav_position_free(p);
}
END_TEST

/* Where a history starts (a game's or a move stack's start): every move
 * and null move taken back, the position itself unchanged. */
START_TEST(api_root)
{
    const char *start = "7k/8/7K/8/8/8/8/2(p=qN)5 w - - 0 1";
    tav_position *p = pos_new(start), *root;
    ck_assert_ptr_null(tav_position_root(NULL));
    root = tav_position_root(p); /* no history: a copy */
    ck_assert_ptr_nonnull(root);
    assert_tfen(root, start);
    tav_position_free(root);
    play(p, "h6-g6");
    ck_assert_int_eq(tav_position_push_null(p), TAV_OK);
    play(p, "g6-f6");
    root = tav_position_root(p);
    assert_tfen(root, start);
    ck_assert_uint_eq(tav_position_history_length(root), 0);
    ck_assert_uint_eq(tav_position_history_length(p), 3);
    assert_tfen(p, "7k/8/5K2/8/8/8/8/2(p=qN)5 b - - 3 2");
    tav_position_free(root);
    tav_position_free(p);
}
END_TEST

/* The seeded sequence is splitmix64's: the published first values from
 * seed 0, the same sequence from the same seed, NULL harmless. */
START_TEST(api_random)
{
    uint64_t s = 0, t = 42, u = 42;
    ck_assert_uint_eq(tav_random_next(&s), 0xe220a8397b1dcdafull);
    ck_assert_uint_eq(tav_random_next(&s), 0x6e789e6aa1b965f4ull);
    ck_assert_uint_eq(tav_random_next(&s), 0x06c45d188009454full);
    for (int i = 0; i < 100; i++)
        ck_assert_uint_eq(tav_random_next(&t), tav_random_next(&u));
    ck_assert_uint_eq(tav_random_next(NULL), 0);
}
END_TEST

/* The monotonic clock never goes back. */
START_TEST(api_now)
{
    uint64_t a = tav_now_ms(), b = tav_now_ms();
    ck_assert_uint_gt(a, 0);
    ck_assert_uint_ge(b, a);
}
END_TEST

/* An illegal push leaves the position exactly as it was. */
START_TEST(api_illegal_push_unchanged)
{
    static const char *const tfens[] = {
        TAV_START_TFEN,
        "7k/8/8/8/4(rQ)3/8/8/4K3 w - - 0 1",
        "4k3/8/8/8/3(NP)p3/8/8/4K3 b - d3 0 9",
    };
    for (size_t t = 0; t < sizeof tfens / sizeof *tfens; t++) {
        tav_position *p = pos_new(tfens[t]);
        char before[TAV_TFEN_MAX + 1], after[TAV_TFEN_MAX + 1];
        uint64_t hash = tav_position_hash(p);
        tav_position_tfen(p, before, sizeof before);
        static const int bad[][3] = { { 12, 36, 1 }, { 28, 35, 1 }, { 28, 36, 1 }, { 4, 6, 1 }, { 28, 60, 1 }, { 27, 19, 3 }, { 0, 1, 1 } };
        for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
            tav_move m = tav_move_make(bad[i][0], bad[i][1], bad[i][2]);
            if (tav_position_find_move(p, m) != TAV_NO_MOVE)
                continue; /* legal here: not a case for this test */
            ck_assert_int_eq(tav_position_push(p, m), TAV_EILLEGAL);
            tav_position_tfen(p, after, sizeof after);
            ck_assert_str_eq(after, before);
            ck_assert_uint_eq(tav_position_hash(p), hash);
            ck_assert_uint_eq(tav_position_history_length(p), 0);
        }
        /* the freed rook would check: the queen alone may not leave e4 */
        if (t == 1) {
            ck_assert_int_eq(tav_position_push(p, tav_move_make(sq("e4"), sq("a4"), 1)), TAV_EILLEGAL);
            tav_position_tfen(p, after, sizeof after);
            ck_assert_str_eq(after, before);
            ck_assert_uint_eq(tav_position_hash(p), hash);
        }
        tav_position_free(p);
    }
}
END_TEST

/* Every legal move pushed and popped gives back the same TFEN and hash, and
 * the hash after the move is that of the TFEN read afresh. */
static void push_pop_all(const char *tfen)
{
    tav_move moves[TAV_MAX_MOVES];
    tav_position *p = pos_new(tfen);
    char before[TAV_TFEN_MAX + 1], buf[TAV_TFEN_MAX + 1];
    uint64_t hash = tav_position_hash(p);
    tav_position_tfen(p, before, sizeof before);
    int n = tav_position_legal_moves(p, moves, TAV_MAX_MOVES);
    ck_assert_int_gt(n, 0);
    for (int i = 0; i < n; i++) {
        ck_assert_int_eq(tav_position_push(p, moves[i]), TAV_OK);
        tav_position_tfen(p, buf, sizeof buf);
        tav_position *fresh = pos_new(buf);
        ck_assert_msg(tav_position_hash(fresh) == tav_position_hash(p), "%s: hash after move %d differs from %s",
                      tfen, i, buf);
        ck_assert(tav_position_equal(fresh, p));
        tav_position_free(fresh);
        ck_assert_int_eq(tav_position_pop(p, NULL), TAV_OK);
        tav_position_tfen(p, buf, sizeof buf);
        ck_assert_str_eq(buf, before);
        ck_assert_uint_eq(tav_position_hash(p), hash);
    }
    tav_position_free(p);
}

START_TEST(api_push_pop_restores)
{
    push_pop_all(TAV_START_TFEN);
    push_pop_all("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    push_pop_all("7k/8/8/8/3(pNR)4/8/8/7K w - - 0 1");
    push_pop_all("4k3/8/8/8/3(NP)p3/8/8/4K3 b - d3 0 1");
    push_pop_all("4k3/8/8/8/3Pp3/3Q~4/8/4K3 b - d3 0 1");
    push_pop_all("2(Pn)5/8/8/8/8/8/8/k3K3 b - - 0 1");
    push_pop_all("3Q~4/3P=N4/7k/8/8/8/8/K2R4 w - - 0 1");
    push_pop_all("7k/8/7K/8/8/8/8/2(p=qN)5 w - - 0 1");
}
END_TEST

/* The null move (tav_position_push_null): not a move of the rules, but
 * recorded and taken back like one. Expected values follow python-chess's
 * push(Move.null()): the turn passes, the en passant square goes, the
 * halfmove clock goes up, the fullmove number goes up after black. */
START_TEST(api_null_move)
{
    tav_position *p = tav_position_new(), *start = tav_position_new();
    tav_move m = tav_move_make(0, 1, 1);

    ck_assert_int_eq(tav_position_push_null(NULL), TAV_EINVAL);
    ck_assert_int_eq(tav_position_push_null(p), TAV_OK);
    assert_tfen(p, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 1 1");
    ck_assert_uint_eq(tav_position_history_length(p), 1);
    ck_assert_uint_eq(tav_position_history_move(p, 0), TAV_NULL_MOVE);
    ck_assert_int_eq(tav_position_pop(p, &m), TAV_OK);
    ck_assert_uint_eq(m, TAV_NULL_MOVE);
    ck_assert(tav_position_equal(p, start));
    ck_assert_uint_eq(tav_position_hash(p), tav_position_hash(start));
    ck_assert_int_eq(tav_position_pop(p, &m), TAV_EEMPTY);

    /* after a double step the en passant square goes (R10 field 4); black
     * passes, so the fullmove number goes up; the hash is the one of the
     * position read from its TFEN */
    play(p, "e2-e4");
    ck_assert_int_eq(tav_position_push_null(p), TAV_OK);
    assert_tfen(p, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2");
    tav_position *read = pos_new("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2");
    ck_assert_uint_eq(tav_position_hash(p), tav_position_hash(read));
    tav_position_free(read);
    play(p, "d2-d4"); /* a move after a null move; then both come back off */
    ck_assert_uint_eq(tav_position_history_length(p), 3);
    ck_assert_uint_eq(tav_position_history_move(p, 1), TAV_NULL_MOVE);
    ck_assert_int_eq(tav_position_pop(p, &m), TAV_OK);
    ck_assert_int_eq(tav_position_pop(p, &m), TAV_OK);
    ck_assert_uint_eq(m, TAV_NULL_MOVE);
    assert_tfen(p, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");

    /* in check no side may pass (R7): refused, the position unchanged */
    tav_position_free(p);
    p = pos_new("4k3/8/8/8/8/8/4r3/4K3 w - - 7 30");
    ck_assert_int_eq(tav_position_push_null(p), TAV_EILLEGAL);
    assert_tfen(p, "4k3/8/8/8/8/8/4r3/4K3 w - - 7 30");
    ck_assert_uint_eq(tav_position_history_length(p), 0);
    tav_position_free(p);
    tav_position_free(start);
}
END_TEST

START_TEST(api_copy_equal_hash)
{
    tav_position *a = tav_position_new(), *b = tav_position_new();
    ck_assert(tav_position_equal(a, b));
    ck_assert_uint_eq(tav_position_hash(a), tav_position_hash(b));
    play_all(a, "g1-f3 g8-f6 b1-c3");
    play_all(b, "b1-c3 g8-f6 g1-f3");
    ck_assert(tav_position_equal(a, b)); /* transposition */
    ck_assert_uint_eq(tav_position_hash(a), tav_position_hash(b));

    tav_position *c = tav_position_copy(a);
    ck_assert_ptr_nonnull(c);
    ck_assert(tav_position_equal(a, c));
    ck_assert_uint_eq(tav_position_history_length(c), 3);
    play(c, "e7-e5");
    ck_assert(!tav_position_equal(a, c));
    ck_assert_uint_eq(tav_position_history_length(a), 3);
    /* the copy owns its history: it can take back the original's moves */
    for (int i = 0; i < 4; i++)
        ck_assert_int_eq(tav_position_pop(c, NULL), TAV_OK);
    assert_tfen(c, TAV_START_TFEN);
    ck_assert_int_eq(tav_position_pop(c, NULL), TAV_EEMPTY);
    ck_assert_uint_eq(tav_position_history_length(a), 3);
    tav_position_free(c);

    /* the clocks take part in equality, not in the hash */
    tav_position *x = pos_new("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    tav_position *y = pos_new("4k3/8/8/8/8/8/8/4K3 w - - 5 9");
    ck_assert(!tav_position_equal(x, y));
    ck_assert_uint_eq(tav_position_hash(x), tav_position_hash(y));
    tav_position_free(x);
    tav_position_free(y);
    tav_position_free(a);
    tav_position_free(b);
}
END_TEST

/* set_tfen on a bad TFEN leaves the position as it was; from_tfen sets
 * *out to NULL and says where. */
START_TEST(api_tfen_failure)
{
    tav_position *p = tav_position_new(), *q = p;
    play(p, "e2-e4");
    char before[TAV_TFEN_MAX + 1];
    tav_position_tfen(p, before, sizeof before);
    tav_error err = TAV_ERROR_INIT;
    ck_assert_int_eq(tav_position_set_tfen(p, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1", &err),
                     TAV_ETFEN);
    ck_assert_int_eq(err.code, TAV_ETFEN);
    ck_assert_int_eq(err.field, 1);
    ck_assert_int_eq(err.offset, 42);
    ck_assert(err.message[0] != '\0');
    assert_tfen(p, before);
    ck_assert_uint_eq(tav_position_history_length(p), 1);
    err = (tav_error)TAV_ERROR_INIT;
    ck_assert_int_eq(tav_position_from_tfen(&q, "8/8/8/8/8/8/8/8 w - - 0 1", &err), TAV_ETFEN);
    ck_assert_ptr_null(q);
    ck_assert_int_eq(err.code, TAV_ETFEN);
    /* success leaves err as TAV_OK with an empty message */
    ck_assert_int_eq(tav_position_from_tfen(&q, TAV_START_TFEN, &err), TAV_OK);
    ck_assert_int_eq(err.code, TAV_OK);
    ck_assert_str_eq(err.message, "");
    tav_position_free(q);
    tav_position_free(p);
}
END_TEST

START_TEST(api_strerror)
{
    static const int codes[] = { TAV_OK, TAV_ENOMEM, TAV_EINVAL, TAV_ETFEN, TAV_ENOTATION, TAV_EILLEGAL,
                                 TAV_EBUFSIZE, TAV_EEMPTY, TAV_EGAME, TAV_ELIMIT, TAV_EIO, TAV_ETIMECONTROL,
                                 TAV_EBUSY };
    static const char *const names[] = { "OK", "ENOMEM", "EINVAL", "ETFEN", "ENOTATION", "EILLEGAL", "EBUFSIZE",
                                         "EEMPTY", "EGAME", "ELIMIT", "EIO", "ETIMECONTROL", "EBUSY" };
    const size_t n = sizeof codes / sizeof *codes;
    /* the one table: every code in order, with its name, and nothing else */
    ck_assert_int_eq(tav_status_count(), (int)n);
    for (size_t i = 0; i < n; i++) {
        ck_assert_int_eq(tav_status_at((int)i), codes[i]);
        ck_assert_str_eq(tav_status_name(codes[i]), names[i]);
    }
    ck_assert_int_eq(tav_status_at(-1), 1);
    ck_assert_int_eq(tav_status_at((int)n), 1);
    ck_assert_ptr_null(tav_status_name(1));
    ck_assert_ptr_null(tav_status_name(-(int)n));
    ck_assert_str_eq(tav_strerror(TAV_EBUSY), "the object is in use by another call");
    const char *unknown = tav_strerror(-1000);
    ck_assert_ptr_nonnull(unknown);
    ck_assert_str_eq(unknown, "unknown error");
    ck_assert_str_eq(tav_strerror(1), "unknown error");
    for (size_t i = 0; i < n; i++) {
        const char *s = tav_strerror(codes[i]);
        ck_assert_ptr_nonnull(s);
        ck_assert_msg(s[0] != '\0', "empty text for %d", codes[i]);
        ck_assert_msg(strcmp(s, unknown) != 0, "code %d has no text of its own", codes[i]);
        for (size_t j = 0; j < i; j++)
            ck_assert_msg(strcmp(s, tav_strerror(codes[j])) != 0, "codes %d and %d share a text", codes[i],
                          codes[j]);
    }
    /* the codes are 0 and distinct negatives, as documented */
    ck_assert_int_eq(TAV_OK, 0);
    for (size_t i = 1; i < n; i++)
        ck_assert_int_lt(codes[i], 0);
}
END_TEST

START_TEST(api_error_init)
{
    tav_error a = TAV_ERROR_INIT, b;
    memset(&b, 0x5a, sizeof b);
    tav_error_init(&b);
    ck_assert_int_eq(memcmp(&a, &b, sizeof a), 0);
    ck_assert_uint_eq(a.version, TAV_ERROR_VERSION);
    ck_assert_int_eq(a.code, TAV_OK);
    ck_assert_int_eq(a.offset, -1);
    ck_assert_int_eq(a.square, -1);
}
END_TEST

START_TEST(api_version)
{
    char text[32];
    ck_assert_str_eq(tav_version_string(), TAV_VERSION_STRING);
    ck_assert_uint_eq(tav_version_hex(), TAV_VERSION_HEX);
    ck_assert_uint_eq(TAV_VERSION_HEX, (TAV_VERSION_MAJOR << 16) | (TAV_VERSION_MINOR << 8) | TAV_VERSION_PATCH);
    snprintf(text, sizeof text, "%d.%d.%d", TAV_VERSION_MAJOR, TAV_VERSION_MINOR, TAV_VERSION_PATCH);
    ck_assert_str_eq(tav_version_string(), text);
}
END_TEST

START_TEST(api_perft_divide)
{
    tav_position *p = tav_position_new();
    tav_divide_entry entries[TAV_MAX_MOVES];
    tav_move moves[TAV_MAX_MOVES];
    ck_assert_uint_eq(tav_perft(p, 0), 1);
    ck_assert_uint_eq(tav_perft(p, 1), 39);
    int n = tav_divide(p, 2, entries, TAV_MAX_MOVES);
    ck_assert_int_eq(n, 39);
    ck_assert_int_eq(tav_position_legal_moves(p, moves, TAV_MAX_MOVES), 39);
    uint64_t total = 0;
    for (int i = 0; i < n; i++) {
        ck_assert_uint_eq(entries[i].move, moves[i]);
        total += entries[i].count;
    }
    ck_assert_uint_eq(total, tav_perft(p, 2));
    assert_tfen(p, TAV_START_TFEN);
    tav_position_free(p);
}
END_TEST

/* R12: a tree deeper than TAV_PERFT_MAX_DEPTH is refused before any ply is
 * walked (each ply holds a move list on the stack: 5000 plies overflowed it). */
START_TEST(api_perft_too_deep_refused)
{
    tav_position *p = tav_position_new();
    tav_divide_entry entries[TAV_MAX_MOVES];
    tav_perft_table *t = NULL;
    ck_assert_int_eq(tav_perft_table_new(&t, 1, 1), TAV_OK);
    unsigned deep[] = { 5000, TAV_PERFT_MAX_DEPTH + 1, 0xffffffffu };
    for (size_t i = 0; i < sizeof deep / sizeof deep[0]; i++) {
        ck_assert_uint_eq(tav_perft(p, deep[i]), 0);
        ck_assert_uint_eq(tav_perft_hashed(p, deep[i], t), 0);
        ck_assert_int_eq(tav_divide(p, deep[i], entries, TAV_MAX_MOVES), TAV_EINVAL);
    }
    assert_tfen(p, TAV_START_TFEN);
    tav_perft_table_free(t);
    tav_position_free(p);
}
END_TEST

START_TEST(api_accessors)
{
    tav_position *p = pos_new("4k3/8/8/8/3(pNR)4/8/8/4K3 b - - 12 34");
    ck_assert_int_eq(tav_position_turn(p), TAV_BLACK);
    ck_assert_uint_eq(tav_position_castling(p), 0);
    ck_assert_int_eq(tav_position_ep_square(p), TAV_NO_SQUARE);
    ck_assert_uint_eq(tav_position_halfmove_clock(p), 12);
    ck_assert_uint_eq(tav_position_fullmove_number(p), 34);
    ck_assert_int_eq(tav_position_king_square(p, TAV_WHITE), sq("e1"));
    ck_assert_int_eq(tav_position_king_square(p, TAV_BLACK), sq("e8"));
    ck_assert_int_eq(height_at(p, "d4"), 3);
    tav_piece x = piece_at(p, "d4", 0);
    ck_assert_int_eq(TAV_PIECE_KIND(x), TAV_PAWN);
    ck_assert_int_eq(TAV_PIECE_COLOR(x), TAV_BLACK);
    ck_assert_int_eq(TAV_PIECE_BADGE(x), TAV_QUEEN);
    ck_assert_int_eq(TAV_PIECE_VIRGIN(x), 0);
    ck_assert_uint_eq(top_at(p, "d4"), piece_at(p, "d4", 2));
    ck_assert_int_eq(TAV_PIECE_KIND(top_at(p, "d4")), TAV_ROOK);
    ck_assert_int_eq(TAV_PIECE_COLOR(top_at(p, "d4")), TAV_WHITE);
    ck_assert_int_eq(TAV_PIECE_BADGE(top_at(p, "d4")), 0);
    ck_assert(!tav_position_in_check(p));
    tav_position_free(p);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("API");
    TCase *tc = tcase(s, "arguments");
    tcase_add_test(tc, api_null_arguments);
    tcase_add_test(tc, api_out_of_range);
    tcase_add_test(tc, api_buffers);
    tc = tcase(s, "history");
    tcase_add_test(tc, api_history);
    tcase_add_test(tc, api_illegal_push_unchanged);
    tcase_add_test(tc, api_push_pop_restores);
    tcase_add_test(tc, api_null_move);
    tcase_add_test(tc, api_root);
    tc = tcase(s, "positions");
    tcase_add_test(tc, api_copy_equal_hash);
    tcase_add_test(tc, api_tfen_failure);
    tcase_add_test(tc, api_accessors);
    tcase_add_test(tc, api_perft_divide);
    tcase_add_test(tc, api_perft_too_deep_refused);
    tc = tcase(s, "errors and versions");
    tcase_add_test(tc, api_strerror);
    tcase_add_test(tc, api_error_init);
    tcase_add_test(tc, api_version);
    tcase_add_test(tc, api_random);
    tcase_add_test(tc, api_now);
    return run_suite(s);
}
