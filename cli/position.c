/* tavreli fen / moves: play moves, list legal moves. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cli.h"

int cli_fen(int argc, char **argv)
{
    char tfen[TAV_TFEN_MAX + 1];
    if (argc < 2) {
        fputs("usage: tavreli fen TFEN [MOVE...]\n", stderr);
        return CLI_USAGE;
    }
    tav_position *p = cli_load_line(argv[1], argv + 2, argc - 2);
    if (!p)
        return CLI_BAD_INPUT;
    tav_position_tfen(p, tfen, sizeof tfen);
    puts(tfen);
    tav_position_free(p);
    return CLI_OK;
}

static int by_string(const void *a, const void *b)
{
    return strcmp((const char *)a, (const char *)b);
}

int cli_moves(int argc, char **argv)
{
    static tav_move moves[TAV_MAX_MOVES];
    static char texts[TAV_MAX_MOVES][TAV_MOVE_TEXT_MAX + 1];
    if (argc != 2) {
        fputs("usage: tavreli moves TFEN\n", stderr);
        return CLI_USAGE;
    }
    tav_position *p = cli_load_position(argv[1]);
    if (!p)
        return CLI_BAD_INPUT;
    int n = tav_position_legal_moves(p, moves, TAV_MAX_MOVES);
    for (int i = 0; i < n; i++)
        tav_move_format(moves[i], texts[i], sizeof texts[i]);
    qsort(texts, (size_t)n, sizeof texts[0], by_string);
    for (int i = 0; i < n; i++)
        puts(texts[i]);
    tav_position_free(p);
    return CLI_OK;
}
