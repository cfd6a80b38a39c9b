/* libFuzzer target for clock data in game comments (R11, R13): the input
 * is the comment after a move. Whatever it holds, reading the "[%clk]"
 * gives a clock, none or TAV_EGAME; setting a clock makes that clock the
 * one read back (a doubled or broken "[%clk" left behind must not win);
 * removing it leaves none to read; and the comment written as TGN and read
 * back gives the same answer. Writing and reading a game costs sixteen
 * times the rest, so that round trip is made for one input in 16, chosen
 * by a hash of its bytes (the same input always gets it): 10 million runs
 * fit in minutes. One game is made once and its comment set per input.
 * Run by make fuzz-smoke (tests/hardening.mk). */
#include <stdint.h>
#include <string.h>
#include <tavreli.h>
#include "fuzz_check.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static tav_game *one_move_game(int *node)
{
    tav_game *g = NULL;
    tav_position *start = NULL;
    tav_move m;
    if (tav_game_new(&g, NULL, NULL) != TAV_OK || tav_game_position_at(g, TAV_GAME_ROOT, &start) != TAV_OK)
        abort();
    FUZZ_CHECK(tav_move_parse(start, "e2-e4", &m, NULL) == TAV_OK, "e2-e4 unreadable");
    FUZZ_CHECK(tav_game_add_move(g, TAV_GAME_ROOT, m, node) == TAV_OK, "e2-e4 not added");
    tav_position_free(start);
    return g;
}

/* The clock of node read back after writing g as TGN and reading it strictly. */
static int clock_after_round_trip(const tav_game *g, uint64_t *ms)
{
    size_t len = 0;
    if (tav_game_write(g, NULL, 0, &len) != TAV_EBUFSIZE)
        abort();
    char *text = malloc(len + 1);
    tav_reader *r = NULL;
    tav_game *back = NULL;
    if (!text || tav_game_write(g, text, len + 1, NULL) != TAV_OK
        || tav_reader_new_buffer(&r, text, len, TAV_READ_STRICT) != TAV_OK)
        abort();
    FUZZ_CHECK(tav_reader_next(r, &back) == 1 && tav_game_main_line_length(back) == 1,
               "the written game does not read back: %s", text);
    int rc = tav_game_node_clock(back, tav_game_main_line_node(back, 0), ms);
    tav_game_free(back);
    tav_reader_free(r);
    free(text);
    return rc;
}

/* FNV-1a of the input: which inputs get the round trip. */
static uint32_t input_hash(const uint8_t *data, size_t size)
{
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < size; i++)
        h = (h ^ data[i]) * 16777619u;
    return h;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *comment = malloc(size + 1);
    if (!comment)
        abort();
    memcpy(comment, data, size);
    comment[size] = '\0';
    static tav_game *g;
    static int node;
    if (!g)
        g = one_move_game(&node);
    if (tav_game_set_comment(g, node, 0, comment) != TAV_OK)
        goto done; /* control characters: refused, nothing to read */

    uint64_t ms = 0, again = 0;
    int rc = tav_game_node_clock(g, node, &ms);
    FUZZ_CHECK(rc == 0 || rc == 1 || rc == TAV_EGAME, "tav_game_node_clock: %d", rc);
    FUZZ_CHECK(rc != 1 || ms <= TAV_CLOCK_MS_MAX, "clock %llu above the maximum", (unsigned long long)ms);
    int round_trip = input_hash(data, size) % 16 == 0;
    if (round_trip) {
        int back = clock_after_round_trip(g, &again);
        FUZZ_CHECK(back == rc && (rc != 1 || again == ms), "written and read back: %d %llu, before %d %llu (%s)",
                   back, (unsigned long long)again, rc, (unsigned long long)ms, tav_game_node_comment(g, node));
    }

    uint64_t want = rc == 1 ? (ms + 1001) % (TAV_CLOCK_MS_MAX + 1) : 61500;
    FUZZ_CHECK(tav_game_set_clock(g, node, want) == TAV_OK, "set_clock failed on \"%s\"", comment);
    FUZZ_CHECK(tav_game_node_clock(g, node, &again) == 1 && again == want,
               "the clock set is not the clock read: \"%s\"", tav_game_node_comment(g, node));
    FUZZ_CHECK(!round_trip || (clock_after_round_trip(g, &again) == 1 && again == want),
               "set clock lost in writing: \"%s\"", tav_game_node_comment(g, node));

    FUZZ_CHECK(tav_game_remove_clock(g, node) == TAV_OK, "remove_clock failed");
    FUZZ_CHECK(tav_game_node_clock(g, node, &again) == 0, "a clock is read after remove_clock: \"%s\"",
               tav_game_node_comment(g, node));
done:
    free(comment);
    return 0;
}
