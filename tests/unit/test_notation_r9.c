/* R9 move notation: canonical output and every accepted input form;
 * TAV_ENOTATION (unreadable, with the offset) kept apart from TAV_EILLEGAL
 * (readable, not legal here). */
#include "helpers.h"
#include "../utf8_check.h"

/* c1 holds (NRB): the bishop moves with k = 1, 2 or 3 (the whole). */
#define TOWER_TFEN "4k3/8/8/8/8/8/8/2(NRB)1K3 w - - 0 1"

static void assert_format(tav_move m, const char *expected)
{
    char buf[TAV_MOVE_TEXT_MAX + 1];
    int n = tav_move_format(m, buf, sizeof buf);
    ck_assert_int_eq(n, (int)strlen(expected));
    ck_assert_str_eq(buf, expected);
}

START_TEST(r9_format)
{
    tav_position *p = tav_position_new();
    assert_format(find(p, "e2", "e4", 1), "e2-e4");
    assert_format(find(p, "g1", "e2", 1), "g1-e2");
    tav_position_free(p);

    p = pos_new(TOWER_TFEN);
    assert_format(find(p, "c1", "d2", 1), "c1(1)-d2");
    assert_format(find(p, "c1", "d2", 2), "c1(2)-d2");
    assert_format(find(p, "c1", "d2", 3), "c1-d2"); /* whole tower: no count */
    tav_position_free(p);

    p = pos_new("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert_format(find(p, "e1", "g1", 1), "0-0");
    assert_format(find(p, "e1", "c1", 1), "0-0-0");
    play(p, "a1-a2");
    assert_format(find(p, "e8", "g8", 1), "0-0");
    assert_format(find(p, "e8", "c8", 1), "0-0-0");
    tav_position_free(p);
}
END_TEST

START_TEST(r9_format_buffers)
{
    char buf[TAV_MOVE_TEXT_MAX + 1];
    tav_position *p = tav_position_new();
    tav_move m = find(p, "e2", "e4", 1);
    ck_assert_int_eq(tav_move_format(m, buf, 5), TAV_EBUFSIZE);
    ck_assert_int_eq(tav_move_format(m, buf, 6), 5);
    ck_assert_str_eq(buf, "e2-e4");
    ck_assert_int_eq(tav_move_format(m, NULL, 6), TAV_EINVAL);
    ck_assert_int_eq(tav_move_format(TAV_NO_MOVE, buf, sizeof buf), TAV_EINVAL);
    /* the longest canonical text fits TAV_MOVE_TEXT_MAX */
    m = tav_move_make(sq("a1"), sq("h8"), 32);
    ck_assert_int_eq(tav_move_format(m, buf, sizeof buf), 9);
    ck_assert_str_eq(buf, "a1(32)-h8");
    ck_assert_int_eq(tav_move_format(m, buf, 9), TAV_EBUFSIZE);
    tav_position_free(p);
}
END_TEST

/* R9: "(k)" after either square, "x" or ":" for "-", k = h is the whole. */
START_TEST(r9_parse_forms)
{
    static const char *const two[] = { "c1(2)-d2", "c1-d2(2)", "c1(2)xd2", "c1(2):d2", "c1xd2(2)", "c1:d2(2)" };
    static const char *const whole[] = { "c1-d2", "c1(3)-d2", "c1-d2(3)", "c1xd2", "c1:d2", "c1(3)xd2" };
    tav_position *p = pos_new(TOWER_TFEN);
    for (size_t i = 0; i < sizeof two / sizeof *two; i++) {
        tav_move m;
        ck_assert_msg(parse(p, two[i], &m) == TAV_OK, "%s", two[i]);
        ck_assert_msg(TAV_MOVE_IDENTITY(m) == TAV_MOVE_IDENTITY(tav_move_make(sq("c1"), sq("d2"), 2)), "%s", two[i]);
        ck_assert(!(m & TAV_MOVE_WHOLE));
    }
    for (size_t i = 0; i < sizeof whole / sizeof *whole; i++) {
        tav_move m;
        ck_assert_msg(parse(p, whole[i], &m) == TAV_OK, "%s", whole[i]);
        ck_assert_int_eq(TAV_MOVE_COUNT(m), 3);
        ck_assert_msg(m & TAV_MOVE_WHOLE, "%s", whole[i]);
    }
    /* more pieces than the tower has: readable, not legal */
    assert_illegal(p, "c1(4)-d2");
    assert_illegal(p, "c1-d2(4)");
    tav_position_free(p);
}
END_TEST

/* R9: castling as 0-0 / O-O / the king's two-square move. */
START_TEST(r9_parse_castling)
{
    static const char *const shorts[] = { "0-0", "O-O", "e1-g1", "0-0+", "O-O!", "e1xg1" };
    static const char *const longs[] = { "0-0-0", "O-O-O", "e1-c1", "0-0-0#", "O-O-O?" };
    tav_position *p = pos_new("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    tav_move m;
    for (size_t i = 0; i < sizeof shorts / sizeof *shorts; i++) {
        ck_assert_msg(parse(p, shorts[i], &m) == TAV_OK, "%s", shorts[i]);
        ck_assert(m & TAV_MOVE_CASTLE);
        ck_assert_int_eq(TAV_MOVE_TO(m), sq("g1"));
    }
    for (size_t i = 0; i < sizeof longs / sizeof *longs; i++) {
        ck_assert_msg(parse(p, longs[i], &m) == TAV_OK, "%s", longs[i]);
        ck_assert(m & TAV_MOVE_CASTLE);
        ck_assert_int_eq(TAV_MOVE_TO(m), sq("c1"));
    }
    play(p, "h1-h2");
    ck_assert_int_eq(parse(p, "O-O", &m), TAV_OK);
    ck_assert_int_eq(TAV_MOVE_TO(m), sq("g8"));
    ck_assert_int_eq(parse(p, "e8-c8", &m), TAV_OK);
    ck_assert(m & TAV_MOVE_CASTLE);
    play(p, "e8-d8");
    assert_illegal(p, "0-0"); /* the rook left h1 */
    assert_illegal(p, "e1-g1");
    assert_legal(p, "O-O-O");
    tav_position_free(p);
}
END_TEST

/* R9: suffixes + # x ! ? = are accepted and reported as notes. */
START_TEST(r9_parse_suffixes)
{
    static const struct {
        const char *text;
        unsigned notes;
    } cases[] = {
        { "e2-e4", 0 },
        { "e2-e4+", TAV_NOTE_CHECK },
        { "e2-e4#", TAV_NOTE_MATE },
        { "e2-e4x", TAV_NOTE_MATE },
        { "e2xe4x", TAV_NOTE_MATE },
        { "e2-e4!", TAV_NOTE_GOOD },
        { "e2-e4?", TAV_NOTE_BAD },
        { "e2-e4=", TAV_NOTE_DRAW_OFFER },
        { "e2-e4!?", TAV_NOTE_GOOD | TAV_NOTE_BAD },
        { "e2-e4+=", TAV_NOTE_CHECK | TAV_NOTE_DRAW_OFFER },
    };
    tav_position *p = tav_position_new();
    tav_move want = find(p, "e2", "e4", 1);
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        tav_move m = TAV_NO_MOVE;
        unsigned notes = 99;
        int rc = tav_move_parse_notes(p, cases[i].text, strlen(cases[i].text), &m, &notes, NULL);
        ck_assert_msg(rc == TAV_OK, "%s: %d", cases[i].text, rc);
        ck_assert_msg(m == want, "%s", cases[i].text);
        ck_assert_msg(notes == cases[i].notes, "%s: notes %u", cases[i].text, notes);
    }
    tav_position_free(p);
}
END_TEST

/* UCI's coordinate form: the squares joined mean the whole tower (R2),
 * the king's move castles (R7), promotion is implied (R6); suffixes as R9. */
START_TEST(r9_parse_coordinate_form)
{
    tav_position *p = pos_new(TOWER_TFEN);
    tav_move m;
    unsigned notes = 0;
    ck_assert_int_eq(parse(p, "c1d2", &m), TAV_OK);
    ck_assert_int_eq(TAV_MOVE_COUNT(m), 3);
    ck_assert(m & TAV_MOVE_WHOLE);
    ck_assert_int_eq(tav_move_parse_notes(p, "c1d2+!", 6, &m, &notes, NULL), TAV_OK);
    ck_assert_uint_eq(notes, TAV_NOTE_CHECK | TAV_NOTE_GOOD);
    assert_illegal(p, "c1c2"); /* read, but the bishop on top does not go there */
    tav_position_free(p);

    p = pos_new("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    ck_assert_int_eq(parse(p, "e1g1", &m), TAV_OK);
    ck_assert(m & TAV_MOVE_CASTLE);
    ck_assert_int_eq(parse(p, "e1c1", &m), TAV_OK);
    ck_assert(m & TAV_MOVE_CASTLE);
    tav_position_free(p);

    p = pos_new("7k/4P3/8/8/8/8/8/K7 w - - 0 1");
    ck_assert_int_eq(parse(p, "e7e8", &m), TAV_OK);
    ck_assert(m & TAV_MOVE_PROMOTION);
    tav_error err = TAV_ERROR_INIT;
    ck_assert_int_eq(tav_move_parse(p, "e7e8q", &m, &err), TAV_ENOTATION);
    ck_assert_int_eq(err.offset, 4);
    ck_assert_msg(strstr(err.message, "nothing marks promotion") != NULL, "%s", err.message);
    tav_position_free(p);

    /* the same game as its R9 text */
    p = tav_position_new();
    tav_position *q = tav_position_new();
    ck_assert_uint_eq(play(p, "e2e4"), play(q, "e2-e4"));
    ck_assert_uint_eq(play(p, "g8f6"), play(q, "g8-f6"));
    ck_assert_uint_eq(tav_position_hash(p), tav_position_hash(q));
    tav_position_free(p);
    tav_position_free(q);
}
END_TEST

/* Unreadable texts: TAV_ENOTATION with the offset of the culprit. */
START_TEST(r9_parse_unreadable)
{
    static const struct {
        const char *text;
        int offset;
    } cases[] = {
        { "Ng1-f3", 0 }, /* piece letters are not part of the notation */
        { "Pe2-e4", 0 },
        { "E2-E4", 0 }, /* squares are lower case */
        { "e2-E4", 3 },
        { "e2-Ne4", 3 },
        { "e2 e4", 2 },   /* a separator is needed (UCI's "e2e4" joins them) */
        { "c1(2)d2", 5 }, /* the coordinate form moves the whole tower */
        { "c1d2(2)", 4 },
        { "c1d2q", 4 },  /* nothing marks promotion (R6) */
        { "e2-e4 ", 5 }, /* no surrounding white space */
        { " e2-e4", 0 },
        { "e2-e9", 3 },
        { "i2-e4", 0 },
        { "e2-e4z", 5 },
        { "c1(2)-d2(2)", 8 }, /* (k) on both squares */
        { "c1(1)-d2(3)", 8 },
        { "0-0 ", 3 },
    };
    tav_position *p = pos_new(TOWER_TFEN);
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        tav_move m = 12345;
        tav_error err = TAV_ERROR_INIT;
        int rc = tav_move_parse(p, cases[i].text, &m, &err);
        ck_assert_msg(rc == TAV_ENOTATION, "'%s': expected TAV_ENOTATION, got %d", cases[i].text, rc);
        ck_assert_int_eq(err.code, TAV_ENOTATION);
        ck_assert_msg(err.offset == cases[i].offset, "'%s': offset %d, expected %d", cases[i].text, err.offset,
                      cases[i].offset);
        ck_assert(err.message[0] != '\0');
        ck_assert_uint_eq(m, TAV_NO_MOVE);
    }
    /* empty text, bad counts */
    tav_error err = TAV_ERROR_INIT;
    tav_move m;
    ck_assert_int_eq(tav_move_parse(p, "", &m, &err), TAV_ENOTATION);
    ck_assert_int_eq(parse(p, "c1(0)-d2", &m), TAV_ENOTATION);
    ck_assert_int_eq(tav_move_parse(p, "c1()-d2", &m, &err), TAV_ENOTATION);
    ck_assert_int_ge(err.offset, 2);
    ck_assert_int_le(err.offset, 3);
    ck_assert_int_eq(parse(p, "c1(2-d2", &m), TAV_ENOTATION);
    tav_position_free(p);
}
END_TEST

/* The message quotes whole UTF-8 characters, a byte that starts none as
 * \xNN (in the move) or "byte 0xFF" (the character named): every message
 * is well-formed UTF-8, whatever the bytes read. */
static const char *unreadable_message(const tav_position *p, const char *text, size_t len)
{
    static tav_error err;
    tav_move m;
    tav_error_init(&err);
    ck_assert_int_eq(tav_move_parse_n(p, text, len, &m, &err), TAV_ENOTATION);
    ck_assert_msg(utf8_check(err.message), "'%s': message not UTF-8: %s", text, err.message);
    return err.message;
}

#define ASSERT_HAS(msg, part) ck_assert_msg(strstr((msg), (part)) != NULL, "'%s' not in: %s", (part), (msg))

START_TEST(r9_messages_whole_characters)
{
    static const struct {
        const char *text, *part;
    } cases[] = {
        { "e2\xE2\x80\x94"
          "e4",
          "move 'e2\xE2\x80\x94"
          "e4', character 3 '\xE2\x80\x94' (U+2014)" },
        { "\xD0\xB5"
          "2-e4",
          "character 1 '\xD0\xB5' (U+0435)" },
        { "e2-e4\xF0\x9F\x98\x80", "character 6 '\xF0\x9F\x98\x80' (U+1F600)" },
        { "e2\xFF"
          "e4",
          "move 'e2\\xFFe4', character 3 byte 0xFF" },
        { "e2\xE2\x80", "move 'e2\\xE2\\x80', character 3 byte 0xE2" }, /* a character cut short */
        { "e2\xC0\xAF"
          "e4",
          "move 'e2\\xC0\\xAFe4'" },                           /* an overlong '/' */
        { "e2\xED\xA0\x80", "move 'e2\\xED\\xA0\\x80'" },      /* a surrogate */
        { "e2\x01", "move 'e2\\x01', character 3 byte 0x01" }, /* a control character */
    };
    tav_position *p = pos_new(TAV_START_TFEN);
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++)
        ASSERT_HAS(unreadable_message(p, cases[i].text, strlen(cases[i].text)), cases[i].part);
    /* every byte, alone, in a move and after one */
    for (int b = 1; b < 256; b++) {
        char text[8] = { 'e', '2', (char)b, 'e', '4', (char)b, 0 };
        if (b != '-' && b != 'x' && b != ':')
            unreadable_message(p, text, 5);
        if (!strchr("+#x=!?", b))
            unreadable_message(p, text + 3, 3);
    }
    /* a long move is cut between characters, then "..." */
    char text[128] = "e2-e4";
    for (int i = 0; i < 30; i++)
        strcat(text, "\xE2\x80\x94");
    const char *msg = unreadable_message(p, text, strlen(text));
    ASSERT_HAS(msg, "\xE2\x80\x94...', character 6");
    tav_position_free(p);
}
END_TEST

/* The slips R9 readers make most, with how to write the move, in C's
 * message: every language and the CLI show the same text. */
START_TEST(r9_messages_hints)
{
    static const struct {
        const char *text, *hint;
    } cases[] = {
        { "E2-E4", "; squares are written in lower case (e, not E): write 'e2-e4'" },
        { "e2-H4", "; squares are written in lower case (h, not H): write 'e2-h4'" },
        { "e2\xE2\x80\x94"
          "e4",
          ": expected '-', 'x' or ':' between the squares; it is not the hyphen-minus '-': "
          "write 'e2-e4'" },
        { "e2\xE2\x80\x93"
          "e4",
          "; it is not the hyphen-minus '-': write 'e2-e4'" }, /* en dash */
        { "e2\xE2\x88\x92"
          "e4",
          "; it is not the hyphen-minus '-': write 'e2-e4'" }, /* minus sign */
        { "e2 e4", "; the squares are joined by '-': write 'e2-e4'" },
        { "e2(1)e4", "; the squares are joined by '-': write 'e2(1)-e4'" },
        { "\xD0\xB5"
          "2-e4",
          "; it is not a Latin letter: squares are written a-h and 1-8 (R9)" },
        { "e2-e4\xE2\x80\xA6", "; it is not part of the notation, which is ASCII (R9)" },
        { "e2\xFF"
          "e4",
          "; it is not part of the notation, which is ASCII (R9)" },
        /* a move too long to write back whole: the hint without "write" */
        { "E2-E4!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!", "; squares are written in lower case (e, not E)" },
    };
    tav_position *p = pos_new(TAV_START_TFEN);
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        const char *msg = unreadable_message(p, cases[i].text, strlen(cases[i].text));
        ASSERT_HAS(msg, cases[i].hint);
        if (i == sizeof cases / sizeof *cases - 1)
            ck_assert_msg(!strstr(msg, "write"), "%s", msg);
    }
    /* no hint where none helps */
    static const char *const plain[] = { "Ng1-f3", "e2-e9", "e2-e4z", "" };
    for (size_t i = 0; i < sizeof plain / sizeof *plain; i++) {
        const char *msg = unreadable_message(p, plain[i], strlen(plain[i]));
        ck_assert_msg(!strchr(msg, ';'), "%s", msg);
    }
    tav_position_free(p);
}
END_TEST

/* Readable but not legal: TAV_EILLEGAL, never TAV_ENOTATION. */
START_TEST(r9_parse_illegal)
{
    static const char *const texts[] = {
        "e2-e5", /* no such pawn move */
        "e7-e5", /* black's pawn, white to move */
        "e3-e4", /* empty square */
        "0-0",   /* path not empty */
        "O-O-O",
        "e1-g1",
        "e2(2)-e4", /* a one-piece tower */
        "d1-e1",    /* onto the own king */
    };
    tav_position *p = tav_position_new();
    for (size_t i = 0; i < sizeof texts / sizeof *texts; i++) {
        tav_error err = TAV_ERROR_INIT;
        tav_move m = 12345;
        int rc = tav_move_parse(p, texts[i], &m, &err);
        ck_assert_msg(rc == TAV_EILLEGAL, "'%s': expected TAV_EILLEGAL, got %d", texts[i], rc);
        ck_assert_int_eq(err.code, TAV_EILLEGAL);
        ck_assert(err.message[0] != '\0');
        ck_assert_uint_eq(m, TAV_NO_MOVE);
    }
    tav_position_free(p);
}
END_TEST

/* tav_move_parse_n reads exactly len bytes. */
START_TEST(r9_parse_n)
{
    tav_position *p = tav_position_new();
    tav_move m;
    ck_assert_int_eq(tav_move_parse_n(p, "e2-e4 g8-f6", 5, &m, NULL), TAV_OK);
    ck_assert_uint_eq(TAV_MOVE_IDENTITY(m), TAV_MOVE_IDENTITY(tav_move_make(sq("e2"), sq("e4"), 1)));
    ck_assert_int_eq(tav_move_parse_n(p, "e2-e4 g8-f6", 6, &m, NULL), TAV_ENOTATION);
    ck_assert_int_eq(tav_move_parse_n(p, "e2-e4", 4, &m, NULL), TAV_ENOTATION);
    tav_position_free(p);
}
END_TEST

/* Every legal move's canonical text reads back as the same move. */
static void round_trip(const char *tfen)
{
    tav_move moves[TAV_MAX_MOVES];
    tav_position *p = pos_new(tfen);
    int n = tav_position_legal_moves(p, moves, TAV_MAX_MOVES);
    ck_assert_int_gt(n, 0);
    for (int i = 0; i < n; i++) {
        char buf[TAV_MOVE_TEXT_MAX + 1];
        tav_move back;
        ck_assert_int_gt(tav_move_format(moves[i], buf, sizeof buf), 0);
        ck_assert_msg(parse(p, buf, &back) == TAV_OK, "%s: '%s' does not read back", tfen, buf);
        ck_assert_msg(back == moves[i], "%s: '%s' reads back as another move", tfen, buf);
    }
    tav_position_free(p);
}

START_TEST(r9_round_trip)
{
    round_trip(TAV_START_TFEN);
    round_trip(TOWER_TFEN);
    round_trip("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    round_trip("7k/8/8/8/3(pNR)4/8/8/7K w - - 0 1");
    round_trip("4k3/8/8/3(npP)4/8/8/8/4K3 w - - 0 1");
    round_trip("4k3/8/8/8/3(NP)p3/8/8/4K3 b - d3 0 1");
}
END_TEST

int main(void)
{
    Suite *s = suite_create("R9 notation");
    TCase *tc = tcase(s, "format");
    tcase_add_test(tc, r9_format);
    tcase_add_test(tc, r9_format_buffers);
    tc = tcase(s, "parse");
    tcase_add_test(tc, r9_parse_forms);
    tcase_add_test(tc, r9_parse_castling);
    tcase_add_test(tc, r9_parse_suffixes);
    tcase_add_test(tc, r9_parse_coordinate_form);
    tcase_add_test(tc, r9_parse_unreadable);
    tcase_add_test(tc, r9_parse_illegal);
    tcase_add_test(tc, r9_messages_whole_characters);
    tcase_add_test(tc, r9_messages_hints);
    tcase_add_test(tc, r9_parse_n);
    tcase_add_test(tc, r9_round_trip);
    return run_suite(s);
}
