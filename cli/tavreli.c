/* tavreli: command-line front end of libtavreli.
 *
 *   tavreli perft TFEN DEPTH      leaf count (R12)
 *   tavreli divide TFEN DEPTH     "<move> <count>" sorted by move text, then "total <n>"
 *   tavreli fen TFEN [MOVE...]    play the moves, print the resulting TFEN
 *   tavreli moves TFEN            legal moves, one per line, sorted
 *
 * "startpos" stands for the start TFEN. Exit status: 0 success, 1 bad
 * TFEN / move (with the located error on stderr), 2 usage. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <tavreli.h>

static int usage(void)
{
    fputs("usage: tavreli perft TFEN DEPTH\n"
          "       tavreli divide TFEN DEPTH\n"
          "       tavreli fen TFEN [MOVE...]\n"
          "       tavreli moves TFEN\n"
          "       tavreli version\n"
          "TFEN may be 'startpos'.\n",
          stderr);
    return 2;
}

static tav_position *load(const char *tfen)
{
    tav_position *p = NULL;
    tav_error err = TAV_ERROR_INIT;
    if (strcmp(tfen, "startpos") == 0)
        tfen = TAV_START_TFEN;
    if (tav_position_from_tfen(&p, tfen, &err) != TAV_OK)
        fprintf(stderr, "tavreli: %s\n", err.message);
    return p;
}

static int read_depth(const char *s, unsigned *depth)
{
    char *end;
    unsigned long v = strtoul(s, &end, 10);
    if (!*s || *end || v > 64 || s[0] == '-') {
        fprintf(stderr, "tavreli: depth must be a number from 0 to 64, not '%s'\n", s);
        return 0;
    }
    *depth = (unsigned)v;
    return 1;
}

typedef struct line {
    char text[TAV_MOVE_TEXT_MAX + 1];
    uint64_t count;
} line;

static int by_text(const void *a, const void *b)
{
    return strcmp(((const line *)a)->text, ((const line *)b)->text);
}

static int cmd_divide(tav_position *p, unsigned depth)
{
    static tav_divide_entry entries[TAV_MAX_MOVES];
    static line lines[TAV_MAX_MOVES];
    uint64_t total = 0;
    int n = depth ? tav_divide(p, depth, entries, TAV_MAX_MOVES) : 0;
    if (n < 0) {
        fprintf(stderr, "tavreli: divide: %s\n", tav_strerror(n));
        return 1;
    }
    for (int i = 0; i < n; i++) {
        tav_move_format(entries[i].move, lines[i].text, sizeof lines[i].text);
        lines[i].count = entries[i].count;
        total += entries[i].count;
    }
    qsort(lines, (size_t)n, sizeof *lines, by_text);
    for (int i = 0; i < n; i++)
        printf("%s %" PRIu64 "\n", lines[i].text, lines[i].count);
    printf("total %" PRIu64 "\n", depth ? total : 1);
    return 0;
}

static int by_string(const void *a, const void *b)
{
    return strcmp((const char *)a, (const char *)b);
}

static int cmd_moves(const tav_position *p)
{
    static tav_move moves[TAV_MAX_MOVES];
    static char texts[TAV_MAX_MOVES][TAV_MOVE_TEXT_MAX + 1];
    int n = tav_position_legal_moves(p, moves, TAV_MAX_MOVES);
    for (int i = 0; i < n; i++)
        tav_move_format(moves[i], texts[i], sizeof texts[i]);
    qsort(texts, (size_t)n, sizeof texts[0], by_string);
    for (int i = 0; i < n; i++)
        puts(texts[i]);
    return 0;
}

static int cmd_fen(tav_position *p, int nmoves, char **moves)
{
    char tfen[TAV_TFEN_MAX + 1];
    for (int i = 0; i < nmoves; i++) {
        tav_error err = TAV_ERROR_INIT;
        tav_move m;
        int rc = tav_move_parse(p, moves[i], &m, &err);
        if (rc == TAV_OK)
            rc = tav_position_push(p, m);
        if (rc != TAV_OK) {
            fprintf(stderr, "tavreli: move %d ('%s'): %s\n", i + 1, moves[i],
                    err.code ? err.message : tav_strerror(rc));
            return 1;
        }
    }
    tav_position_tfen(p, tfen, sizeof tfen);
    puts(tfen);
    return 0;
}

int main(int argc, char **argv)
{
    unsigned depth = 0;
    if (argc == 2 && strcmp(argv[1], "version") == 0) {
        printf("tavreli %s\n", tav_version_string());
        return 0;
    }
    if (argc < 3)
        return usage();
    const char *cmd = argv[1];
    int is_perft = strcmp(cmd, "perft") == 0, is_divide = strcmp(cmd, "divide") == 0;
    if ((is_perft || is_divide) && (argc != 4 || !read_depth(argv[3], &depth)))
        return argc != 4 ? usage() : 2;
    if (!is_perft && !is_divide && strcmp(cmd, "fen") != 0 && !(strcmp(cmd, "moves") == 0 && argc == 3))
        return usage();
    tav_position *p = load(argv[2]);
    if (!p)
        return 1;
    int rc;
    if (is_perft)
        rc = (printf("%" PRIu64 "\n", tav_perft(p, depth)), 0);
    else if (is_divide)
        rc = cmd_divide(p, depth);
    else if (strcmp(cmd, "fen") == 0)
        rc = cmd_fen(p, argc - 3, argv + 3);
    else
        rc = cmd_moves(p);
    tav_position_free(p);
    return rc;
}
