/* tavreli fen / moves: play moves, list legal moves. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "args.h"
#include "cli.h"

/* The command's operands, for a command without options. */
static char **operands(int argc, char **argv, int *count, int *status)
{
    cli_args a;
    const cli_option *o;
    cli_args_init(&a, argc, argv);
    if ((o = cli_args_next(&a))) {
        *status = cli_unhandled(&a, o);
        return NULL;
    }
    *status = a.status;
    *count = a.count;
    return a.status >= 0 ? NULL : a.operands;
}

int cli_fen(int argc, char **argv)
{
    char tfen[TAV_TFEN_MAX + 1];
    int n, status;
    char **args = operands(argc, argv, &n, &status);
    if (!args)
        return status;
    tav_position *p = cli_load_line(args[0], args + 1, n - 1);
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
    int count, status;
    char **args = operands(argc, argv, &count, &status);
    if (!args)
        return status;
    tav_position *p = cli_load_position(args[0]);
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
