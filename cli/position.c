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

typedef struct listed_move {
    tav_move move;
    char text[TAV_MOVE_TEXT_MAX + 1];
} listed_move;

/* tavreli moves' order: castling first, then by source square (a1, a2 ...
 * h8), from each square the whole tower's moves first, then its splits by
 * the number of pieces taken (R4), each group by destination. */
static int by_source_then_count(const void *pa, const void *pb)
{
    const listed_move *a = pa, *b = pb;
    int ca = (a->move & TAV_MOVE_CASTLE) != 0, cb = (b->move & TAV_MOVE_CASTLE) != 0;
    if (ca || cb)
        return ca != cb ? cb - ca : strcmp(a->text, b->text);
    int fa = TAV_MOVE_FROM(a->move), fb = TAV_MOVE_FROM(b->move);
    if (fa != fb) /* a1 < a2 < ... < b1: file first, as the names sort */
        return (fa % 8 != fb % 8) ? fa % 8 - fb % 8 : fa / 8 - fb / 8;
    int wa = (a->move & TAV_MOVE_WHOLE) != 0, wb = (b->move & TAV_MOVE_WHOLE) != 0;
    if (wa != wb)
        return wb - wa;
    if (TAV_MOVE_COUNT(a->move) != TAV_MOVE_COUNT(b->move))
        return TAV_MOVE_COUNT(a->move) - TAV_MOVE_COUNT(b->move);
    return strcmp(a->text, b->text);
}

int cli_moves(int argc, char **argv)
{
    static tav_move moves[TAV_MAX_MOVES];
    static listed_move list[TAV_MAX_MOVES];
    int count, status;
    char **args = operands(argc, argv, &count, &status);
    if (!args)
        return status;
    tav_position *p = cli_load_position(args[0]);
    if (!p)
        return CLI_BAD_INPUT;
    int n = tav_position_legal_moves(p, moves, TAV_MAX_MOVES);
    for (int i = 0; i < n; i++) {
        list[i].move = moves[i];
        tav_move_format(moves[i], list[i].text, sizeof list[i].text);
    }
    qsort(list, (size_t)n, sizeof list[0], by_source_then_count);
    for (int i = 0; i < n; i++)
        puts(list[i].text);
    tav_position_free(p);
    return CLI_OK;
}
