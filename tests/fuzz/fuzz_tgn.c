/* libFuzzer target for the TGN reader and writer (R11).
 *
 * Any input, in both modes and with small limits: the reader must not
 * crash, leak or read out of bounds (AddressSanitizer), every game must
 * come back or TAV_ENOMEM be reported, and every valid game must survive a
 * round trip: writing it and reading the text back in strict mode gives a
 * valid game whose canonical text is the same. Build and run with
 * `make fuzz-tgn-smoke` (tests/tgn.mk). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <tavreli.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static char *write_game(const tav_game *g)
{
    size_t len = 0;
    if (tav_game_write(g, NULL, 0, &len) != TAV_EBUFSIZE)
        abort();
    char *s = malloc(len + 1);
    if (!s || tav_game_write(g, s, len + 1, NULL) != TAV_OK)
        abort();
    return s;
}

static void round_trip(const tav_game *g)
{
    char *text = write_game(g);
    tav_reader *r = NULL;
    tav_game *back = NULL;
    if (tav_reader_new_buffer(&r, text, strlen(text), TAV_READ_STRICT) != TAV_OK)
        abort();
    if (tav_reader_next(r, &back) != 1 || !tav_game_is_valid(back)) {
        fprintf(stderr, "round trip: canonical text does not read back as a valid game:\n%s\n", text);
        if (back && tav_game_problem_count(back))
            fprintf(stderr, "%s\n", tav_game_problem(back, 0)->message);
        abort();
    }
    char *again = write_game(back);
    if (strcmp(again, text) != 0) {
        fprintf(stderr, "round trip differs:\n%s\n---\n%s\n", text, again);
        abort();
    }
    if (tav_game_node_count(back) != tav_game_node_count(g))
        abort();
    free(again);
    free(text);
    tav_game_free(back);
    tav_reader_free(r);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    for (int mode = TAV_READ_STRICT; mode <= TAV_READ_LENIENT; mode++) {
        tav_reader *r = NULL;
        tav_game *g = NULL;
        if (tav_reader_new_buffer(&r, (const char *)data, size, mode) != TAV_OK)
            abort();
        tav_reader_set_limit(r, TAV_LIMIT_PLIES, 200);
        tav_reader_set_limit(r, TAV_LIMIT_NODES, 400);
        tav_reader_set_limit(r, TAV_LIMIT_DEPTH, 8);
        tav_reader_set_limit(r, TAV_LIMIT_COMMENT, 256);
        tav_reader_set_limit(r, TAV_LIMIT_PROBLEMS, 16);
        int rc, games = 0;
        while ((rc = tav_reader_next(r, &g)) == 1) {
            games++;
            for (size_t i = 0; i < tav_game_problem_count(g); i++) {
                const tav_problem *p = tav_game_problem(g, i);
                if (p->line < 1 || p->column < 1 || p->offset > size || !memchr(p->message, 0, sizeof p->message))
                    abort();
            }
            if (tav_game_is_valid(g))
                round_trip(g);
            tav_game_free(g);
        }
        if (rc != 0)
            abort();
        if ((size_t)games > size + 1)
            abort();
        tav_reader_free(r);
    }
    return 0;
}
