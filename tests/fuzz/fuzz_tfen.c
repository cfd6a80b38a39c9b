/* libFuzzer target: the TFEN reader and writer (R10).
 *
 * The input (cut at the first NUL) is read as a TFEN. When it is rejected,
 * the error must be located and consistent, and tav_position_set_tfen must
 * leave the position it was given untouched. When it is accepted, writing
 * it, reading that text and writing again must give the same text and an
 * equal position with the same hash, and the legal move count must agree
 * between the list and the counter. */
#include <stdint.h>
#include <string.h>
#include <tavreli.h>
#include "fuzz_check.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static tav_move moves[TAV_MAX_MOVES];
    char text[1024];
    char a[TAV_TFEN_MAX + 1], b[TAV_TFEN_MAX + 1], before[TAV_TFEN_MAX + 1];
    tav_position *p = NULL, *q = NULL;
    tav_error err = TAV_ERROR_INIT;

    if (size >= sizeof text)
        return 0;
    memcpy(text, data, size);
    text[size] = '\0';

    int rc = tav_position_from_tfen(&p, text, &err);
    FUZZ_CHECK(rc == TAV_OK || rc == TAV_ETFEN, "from_tfen returned %d", rc);
    FUZZ_CHECK(err.code == rc, "err.code %d, returned %d", err.code, rc);
    FUZZ_CHECK(memchr(err.message, '\0', sizeof err.message) != NULL, "message not terminated");

    /* set_tfen on an existing position: the same verdict; on failure the
     * position is left exactly as it was. */
    tav_position *s = tav_position_new();
    FUZZ_CHECK(s != NULL, "tav_position_new failed");
    tav_position_tfen(s, before, sizeof before);
    uint64_t hash_before = tav_position_hash(s);
    int rc2 = tav_position_set_tfen(s, text, NULL);
    FUZZ_CHECK(rc2 == rc, "set_tfen returned %d, from_tfen %d", rc2, rc);

    if (rc != TAV_OK) {
        FUZZ_CHECK(p == NULL, "from_tfen failed but stored a position");
        FUZZ_CHECK(err.message[0] != '\0', "error without a message");
        FUZZ_CHECK(err.field >= 0 && err.field <= 6, "field %d", err.field);
        FUZZ_CHECK(err.offset >= -1 && err.offset <= (int)size, "offset %d of %zu", err.offset, size);
        FUZZ_CHECK(err.square >= -1 && err.square <= 63, "square %d", err.square);
        tav_position_tfen(s, b, sizeof b);
        FUZZ_CHECK(strcmp(before, b) == 0 && tav_position_hash(s) == hash_before,
                   "set_tfen failed but changed the position: %s", b);
        tav_position_free(s);
        return 0;
    }

    FUZZ_CHECK(err.message[0] == '\0', "success with a message: %s", err.message);
    int n = tav_position_tfen(p, a, sizeof a);
    FUZZ_CHECK(n > 0 && (size_t)n == strlen(a), "tav_position_tfen returned %d", n);
    rc = tav_position_from_tfen(&q, a, &err);
    FUZZ_CHECK(rc == TAV_OK, "own TFEN '%s' rejected: %s", a, err.message);
    n = tav_position_tfen(q, b, sizeof b);
    FUZZ_CHECK(n > 0 && strcmp(a, b) == 0, "'%s' reads back as '%s'", a, b);
    FUZZ_CHECK(tav_position_equal(p, q), "'%s' reads back as another position", a);
    FUZZ_CHECK(tav_position_hash(p) == tav_position_hash(q), "'%s' reads back with another hash", a);
    FUZZ_CHECK(tav_position_equal(p, s), "set_tfen and from_tfen disagree on '%s'", text);

    /* Too small a buffer is refused, never cut. */
    FUZZ_CHECK(tav_position_tfen(p, b, strlen(a)) == TAV_EBUFSIZE, "short buffer accepted");

    int nm = tav_position_legal_moves(p, moves, TAV_MAX_MOVES);
    FUZZ_CHECK(nm >= 0 && nm == tav_position_count_moves(p), "legal_moves %d, count_moves %d", nm,
               tav_position_count_moves(p));

    tav_position_free(p);
    tav_position_free(q);
    tav_position_free(s);
    return 0;
}
