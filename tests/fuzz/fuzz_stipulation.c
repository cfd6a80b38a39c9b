/* libFuzzer target: the stipulation reader and writer (R14).
 *
 * The input (cut at the first NUL) is read as a stipulation. A rejected
 * text must give TAV_EINVAL or TAV_ELIMIT with a message; an accepted one
 * must be in range, write a canonical text of at most TAV_STIP_TEXT_MAX
 * characters that reads back to the same value and writes the same again,
 * and solve on a small position within a tiny budget without crashing. */
#include <stdint.h>
#include <string.h>
#include <tavreli.h>
#include "fuzz_check.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char text[256], a[TAV_STIP_TEXT_MAX + 1], b[TAV_STIP_TEXT_MAX + 1];
    tav_stipulation st, again;
    tav_error err = TAV_ERROR_INIT;
    if (size >= sizeof text)
        return 0;
    memcpy(text, data, size);
    text[size] = '\0';

    int rc = tav_stipulation_parse(text, &st, &err);
    FUZZ_CHECK(rc == TAV_OK || rc == TAV_EINVAL || rc == TAV_ELIMIT, "parse returned %d", rc);
    if (rc != TAV_OK) {
        FUZZ_CHECK(err.message[0] != '\0', "'%s': error without a message", text);
        return 0;
    }
    FUZZ_CHECK(st.moves >= 1 && st.moves <= TAV_STIP_MAX_MOVES, "'%s': %d moves", text, st.moves);
    FUZZ_CHECK(st.goal == TAV_GOAL_MATE || st.goal == TAV_GOAL_STALEMATE, "'%s': goal %d", text, st.goal);
    int n = tav_stipulation_format(&st, a, sizeof a);
    FUZZ_CHECK(n > 0 && (size_t)n == strlen(a), "format returned %d", n);
    FUZZ_CHECK(tav_stipulation_parse(a, &again, &err) == TAV_OK, "canonical '%s' rejected: %s", a, err.message);
    FUZZ_CHECK(again.type == st.type && again.goal == st.goal && again.moves == st.moves,
               "'%s' wrote '%s', which reads differently", text, a);
    tav_stipulation_format(&again, b, sizeof b);
    FUZZ_CHECK(strcmp(a, b) == 0, "'%s' wrote '%s' then '%s'", text, a, b);

    /* a tiny solve: the value must be usable as it is */
    tav_position *pos = NULL;
    FUZZ_CHECK(tav_position_from_tfen(&pos, "7k/8/6K1/8/8/8/8/R7 w - - 0 1", NULL) == TAV_OK, "TFEN");
    tav_solve_options opt = TAV_SOLVE_OPTIONS_INIT;
    opt.max_nodes = 100;
    opt.flags = 0;       /* keys only */
    opt.table_bits = 10; /* the smallest table: allocating it is the cost of a run */
    tav_solution *sol = NULL;
    rc = tav_solve(pos, &st, &opt, &sol);
    FUZZ_CHECK(rc == TAV_OK || rc == TAV_ELIMIT, "solve '%s' returned %d", a, rc);
    tav_solution_free(sol);
    tav_position_free(pos);
    return 0;
}
