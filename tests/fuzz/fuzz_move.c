/* libFuzzer target: the move notation reader (R9) against random legal
 * positions.
 *
 * Input layout: byte 0 chooses a start position (bits 6-7) and a number of
 * plies (bits 0-5); each of the next `plies` bytes chooses a legal move
 * (index modulo the number of moves) to play from there; the remaining
 * bytes are read as one move with tav_move_parse_notes(). When it returns
 * TAV_OK the move must be legal here, with the library's flags, and its
 * canonical text must read back as the same move; otherwise the error must
 * be TAV_ENOTATION or TAV_EILLEGAL and located. */
#include <stdint.h>
#include <string.h>
#include <tavreli.h>
#include "fuzz_check.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char *const starts[4] = {
    TAV_START_TFEN,
    "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1",
    "rn4(p=hbn)r/(pbp=q!k)pp4p/5p2/6p1/5P=QK1/5P2/PPP1(PN)1PP/RNB(Qq)2(BR)1 w - - 2 11",
    "4k3/8/8/8/3(NP)p3/8/8/4K3 b - d3 0 1",
};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static tav_move moves[TAV_MAX_MOVES];
    tav_position *p = NULL;
    tav_error err = TAV_ERROR_INIT;

    if (size < 1 || size > 256)
        return 0;
    FUZZ_CHECK(tav_position_from_tfen(&p, starts[data[0] >> 6], NULL) == TAV_OK, "start position");
    size_t plies = data[0] & 63, i = 1;
    for (; plies && i < size; plies--, i++) {
        int n = tav_position_legal_moves(p, moves, TAV_MAX_MOVES);
        FUZZ_CHECK(n >= 0, "legal_moves returned %d", n);
        if (n == 0)
            break;
        FUZZ_CHECK(tav_position_push(p, moves[data[i] % (unsigned)n]) == TAV_OK, "push");
    }

    const char *text = (const char *)data + i;
    size_t len = size - i;
    tav_move m = TAV_NO_MOVE;
    unsigned notes = 0;
    int rc = tav_move_parse_notes(p, text, len, &m, &notes, &err);
    FUZZ_CHECK(rc == TAV_OK || rc == TAV_ENOTATION || rc == TAV_EILLEGAL, "parse returned %d", rc);
    FUZZ_CHECK(err.code == rc, "err.code %d, returned %d", err.code, rc);
    FUZZ_CHECK(memchr(err.message, '\0', sizeof err.message) != NULL, "message not terminated");

    /* tav_move_parse_n reads the same bytes the same way. */
    tav_move m2 = TAV_NO_MOVE;
    int rc2 = tav_move_parse_n(p, text, len, &m2, NULL);
    FUZZ_CHECK(rc2 == rc && (rc != TAV_OK || m2 == m), "parse_n gives %d/0x%x, parse_notes %d/0x%x", rc2,
               (unsigned)m2, rc, (unsigned)m);

    if (rc != TAV_OK) {
        FUZZ_CHECK(err.message[0] != '\0', "error without a message");
        FUZZ_CHECK(err.offset >= -1 && err.offset <= (int)len, "offset %d of %zu", err.offset, len);
        tav_position_free(p);
        return 0;
    }

    FUZZ_CHECK((notes & ~31u) == 0, "unknown note bits 0x%x", notes);
    /* The move is legal here, with the flags of the legal move list. */
    tav_move legal = tav_position_find_move(p, m);
    FUZZ_CHECK(legal != TAV_NO_MOVE, "parsed move 0x%x is not legal", (unsigned)m);
    FUZZ_CHECK(legal == m, "parsed 0x%x, the legal move is 0x%x", (unsigned)m, (unsigned)legal);
    /* Its canonical text reads back as the same move. */
    char out[TAV_MOVE_TEXT_MAX + 1];
    int n = tav_move_format(m, out, sizeof out);
    FUZZ_CHECK(n > 0 && (size_t)n == strlen(out), "format returned %d", n);
    tav_move back = TAV_NO_MOVE;
    rc = tav_move_parse(p, out, &back, &err);
    FUZZ_CHECK(rc == TAV_OK && back == m, "'%s' reads back as %d/0x%x: %s", out, rc, (unsigned)back,
               err.message);
    /* And it can be played and taken back. */
    char before[TAV_TFEN_MAX + 1], after[TAV_TFEN_MAX + 1];
    tav_position_tfen(p, before, sizeof before);
    FUZZ_CHECK(tav_position_push(p, m) == TAV_OK, "push of a parsed move failed");
    FUZZ_CHECK(tav_position_pop(p, NULL) == TAV_OK, "pop failed");
    tav_position_tfen(p, after, sizeof after);
    FUZZ_CHECK(strcmp(before, after) == 0, "push/pop changed %s into %s", before, after);
    tav_position_free(p);
    return 0;
}
