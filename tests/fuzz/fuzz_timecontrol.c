/* libFuzzer target: the time control reader and writer (R13).
 *
 * The input (cut at the first NUL) is read as a time control. A rejected
 * text must give a located error inside the text; an accepted one must
 * write a canonical text that reads back to the same periods and writes
 * the same again, and a clock run on it for a few moves (from either side,
 * with the arbiter's move counter and stops) must keep its invariants
 * (time never below zero, flags only for the running side). */
#include <stdint.h>
#include <string.h>
#include <tavreli.h>
#include "fuzz_check.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char text[1024], a[TAV_TC_TEXT_MAX + 1], b[TAV_TC_TEXT_MAX + 1];
    tav_time_control *tc = NULL, *again = NULL;
    tav_error err = TAV_ERROR_INIT;
    if (size >= sizeof text)
        return 0;
    memcpy(text, data, size);
    text[size] = '\0';

    int rc = tav_time_control_parse(&tc, text, &err);
    FUZZ_CHECK(rc == TAV_OK || rc == TAV_ETIMECONTROL || rc == TAV_ELIMIT, "parse returned %d", rc);
    FUZZ_CHECK(err.code == rc, "err.code %d, returned %d", err.code, rc);
    if (rc != TAV_OK) {
        FUZZ_CHECK(tc == NULL, "failed but stored a time control");
        FUZZ_CHECK(err.offset >= 0 && (size_t)err.offset <= strlen(text), "offset %d", err.offset);
        FUZZ_CHECK(err.message[0] != '\0', "error without a message");
        return 0;
    }
    int n = tav_time_control_format(tc, a, sizeof a);
    FUZZ_CHECK(n > 0 && (size_t)n == strlen(a), "format returned %d", n);
    FUZZ_CHECK(tav_time_control_parse(&again, a, &err) == TAV_OK, "canonical '%s' rejected: %s", a, err.message);
    FUZZ_CHECK(tav_time_control_periods(again) == tav_time_control_periods(tc), "period count changed");
    for (int i = 0; i < tav_time_control_periods(tc); i++) {
        tav_tc_period p, q;
        tav_time_control_period(tc, i, &p);
        tav_time_control_period(again, i, &q);
        FUZZ_CHECK(p.moves == q.moves && p.time_ms == q.time_ms && p.bonus == q.bonus && p.bonus_ms == q.bonus_ms,
                   "period %d of '%s' changed in '%s'", i, text, a);
    }
    tav_time_control_format(again, b, sizeof b);
    FUZZ_CHECK(strcmp(a, b) == 0, "'%s' wrote '%s' then '%s'", text, a, b);

    tav_clock *c = NULL;
    tav_color first = size > 1 && (data[1] & 1) ? TAV_BLACK : TAV_WHITE;
    FUZZ_CHECK(tav_clock_new_turn(&c, tc, first) == TAV_OK, "clock_new_turn failed");
    FUZZ_CHECK(tav_clock_turn(c) == (int)first, "the wrong clock runs first");
    if (size > 2) /* the arbiter's counter: the period follows the moves made */
        FUZZ_CHECK(tav_clock_set_moves(c, first, data[2] * 131u) == TAV_OK, "set_moves failed");
    uint64_t elapsed = size ? data[0] * 997u : 0;
    for (int ply = 0; ply < 12 && !tav_clock_flagged(c); ply++) {
        int turn = tav_clock_turn(c);
        uint64_t deadline = tav_clock_deadline(c);
        if (size > 3 && (data[3] >> (ply % 8)) & 1) { /* stopped and restarted at no cost */
            int r = tav_clock_pause(c, 0);
            FUZZ_CHECK(r == 0 || (r == 1 && deadline == 0), "pause returned %d", r);
            if (r == 1)
                break;
            FUZZ_CHECK(tav_clock_deadline(c) == deadline, "a stop changed the deadline");
            FUZZ_CHECK(tav_clock_resume(c) == TAV_OK, "resume failed");
        }
        FUZZ_CHECK(tav_clock_press(c, elapsed) == TAV_OK, "press failed");
        if (tav_clock_flagged(c))
            FUZZ_CHECK(elapsed >= deadline && tav_clock_flagged(c) == (turn ? TAV_FLAG_BLACK : TAV_FLAG_WHITE),
                       "flag of the wrong side or too early");
        else
            FUZZ_CHECK(elapsed < deadline && tav_clock_turn(c) == !turn, "press did not switch");
        elapsed = elapsed * 7 + 1001;
    }
    tav_clock_free(c);
    tav_time_control_free(again);
    tav_time_control_free(tc);
    return 0;
}
