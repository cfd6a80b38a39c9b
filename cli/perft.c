/* tavreli perft / divide (R12). */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cli.h"

int cli_perft(int argc, char **argv)
{
    unsigned depth;
    if (argc != 3) {
        fputs("usage: tavreli perft TFEN DEPTH\n", stderr);
        return CLI_USAGE;
    }
    if (!cli_read_depth(argv[2], &depth))
        return CLI_USAGE;
    tav_position *p = cli_load_position(argv[1]);
    if (!p)
        return CLI_BAD_INPUT;
    printf("%" PRIu64 "\n", tav_perft(p, depth));
    tav_position_free(p);
    return CLI_OK;
}

typedef struct line {
    char text[TAV_MOVE_TEXT_MAX + 1];
    uint64_t count;
} line;

static int by_text(const void *a, const void *b)
{
    return strcmp(((const line *)a)->text, ((const line *)b)->text);
}

int cli_divide(int argc, char **argv)
{
    static tav_divide_entry entries[TAV_MAX_MOVES];
    static line lines[TAV_MAX_MOVES];
    unsigned depth;
    if (argc != 3) {
        fputs("usage: tavreli divide TFEN DEPTH\n", stderr);
        return CLI_USAGE;
    }
    if (!cli_read_depth(argv[2], &depth))
        return CLI_USAGE;
    tav_position *p = cli_load_position(argv[1]);
    if (!p)
        return CLI_BAD_INPUT;
    int n = depth ? tav_divide(p, depth, entries, TAV_MAX_MOVES) : 0;
    uint64_t total = depth ? 0 : 1;
    for (int i = 0; i < n; i++) {
        tav_move_format(entries[i].move, lines[i].text, sizeof lines[i].text);
        lines[i].count = entries[i].count;
        total += entries[i].count;
    }
    qsort(lines, (size_t)(n > 0 ? n : 0), sizeof *lines, by_text);
    for (int i = 0; i < n; i++)
        printf("%s %" PRIu64 "\n", lines[i].text, lines[i].count);
    printf("total %" PRIu64 "\n", total);
    tav_position_free(p);
    return CLI_OK;
}
