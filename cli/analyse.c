/* tavreli analyse: search a position and print its best lines, for a
 * person or as JSON; and the helpers the engine commands share. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cli.h"
#include "engine_cli.h"

void cli_score_text(const tav_search_line *l, char *buf, size_t size)
{
    if (l->mate)
        snprintf(buf, size, "mate %d", l->mate);
    else
        snprintf(buf, size, "cp %d", l->score_cp);
}

void cli_print_pv(FILE *fp, const tav_search_line *l)
{
    char mv[TAV_MOVE_TEXT_MAX + 1];
    for (int i = 0; i < l->pv_length; i++) {
        tav_move_format(l->pv[i], mv, sizeof mv);
        fprintf(fp, "%s%s", i ? " " : "", mv);
    }
}

int cli_parse_u64(const char *s, unsigned long long max, unsigned long long *out)
{
    unsigned long long v = 0;
    if (!s || !*s)
        return 0;
    for (const char *p = s; *p; p++) {
        if (*p < '0' || *p > '9')
            return 0;
        if (v > (max - (unsigned)(*p - '0')) / 10)
            return 0;
        v = v * 10 + (unsigned)(*p - '0');
    }
    *out = v;
    return 1;
}

int cli_parse_seconds(const char *s, unsigned long long *ms)
{
    char *end;
    if (!s || !*s || *s == '-' || *s == '+' || *s == ' ')
        return 0;
    double v = strtod(s, &end);
    if (*end || !(v >= 0.001 && v <= 1e7))
        return 0;
    *ms = (unsigned long long)(v * 1000.0 + 0.5);
    return 1;
}

void cli_print_numbered_moves(FILE *fp, const tav_position *pos, const tav_move *moves, int count)
{
    unsigned n = tav_position_fullmove_number(pos);
    int black = tav_position_turn(pos) == TAV_BLACK;
    char mv[TAV_MOVE_TEXT_MAX + 1];
    for (int i = 0; i < count; i++) {
        tav_move_format(moves[i], mv, sizeof mv);
        if (!black)
            fprintf(fp, "%s%u. %s", i ? " " : "", n, mv);
        else if (i == 0)
            fprintf(fp, "%u... %s", n, mv);
        else
            fprintf(fp, " %s", mv);
        if (black)
            n++;
        black = !black;
    }
}

static void print_json(const tav_position *pos, const tav_search_result *r)
{
    char tfen[TAV_TFEN_MAX + 1], mv[TAV_MOVE_TEXT_MAX + 1];
    tav_position_tfen(pos, tfen, sizeof tfen);
    printf("{\"tfen\": \"%s\", ", tfen);
    if (r->best_move == TAV_NO_MOVE) {
        printf("\"bestmove\": null, \"end\": \"%s\", \"lines\": []}\n",
               r->end == TAV_END_CHECKMATE ? "checkmate" : "stalemate");
        return;
    }
    tav_move_format(r->best_move, mv, sizeof mv);
    printf("\"bestmove\": \"%s\", \"depth\": %d, \"seldepth\": %d, \"nodes\": %llu, \"time_ms\": %llu, \"lines\": [",
           mv, r->depth, r->seldepth, (unsigned long long)r->nodes, (unsigned long long)r->time_ms);
    for (int j = 0; j < r->line_count; j++) {
        const tav_search_line *l = &r->lines[j];
        printf("%s{\"multipv\": %d, \"depth\": %d, \"seldepth\": %d, \"score\": {\"%s\": %d}, \"pv\": [",
               j ? ", " : "", l->multipv, l->depth, l->seldepth, l->mate ? "mate" : "cp",
               l->mate ? l->mate : l->score_cp);
        for (int i = 0; i < l->pv_length; i++) {
            tav_move_format(l->pv[i], mv, sizeof mv);
            printf("%s\"%s\"", i ? ", " : "", mv);
        }
        printf("]}");
    }
    printf("]}\n");
}

static void print_human(const tav_position *pos, const tav_search_result *r)
{
    char tfen[TAV_TFEN_MAX + 1], score[32];
    tav_position_tfen(pos, tfen, sizeof tfen);
    printf("position %s\n", tfen);
    if (r->best_move == TAV_NO_MOVE) {
        printf("no legal move: %s\n", r->end == TAV_END_CHECKMATE ? "checkmate" : "stalemate");
        return;
    }
    for (int j = 0; j < r->line_count; j++) {
        const tav_search_line *l = &r->lines[j];
        cli_score_text(l, score, sizeof score);
        printf("%d. depth %d/%d  score %s  ", l->multipv, l->depth, l->seldepth, score);
        cli_print_numbered_moves(stdout, pos, l->pv, l->pv_length);
        putchar('\n');
    }
    printf("nodes %llu  time %llu ms\n", (unsigned long long)r->nodes, (unsigned long long)r->time_ms);
}

static int usage(void)
{
    fputs("usage: tavreli analyse [--depth N|--time S|--nodes N] [--multipv K] [--json] TFEN [MOVE...]\n",
          stderr);
    return CLI_USAGE;
}

int cli_analyse(int argc, char **argv)
{
    tav_limits l = TAV_LIMITS_INIT;
    int json = 0, i = 1;
    unsigned long long v;
    for (; i < argc && strncmp(argv[i], "--", 2) == 0; i++) {
        const char *o = argv[i], *a = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(o, "--json") == 0) {
            json = 1;
            continue;
        }
        if (!a)
            return usage();
        i++;
        if (strcmp(o, "--depth") == 0 && cli_parse_u64(a, TAV_DEPTH_MAX, &v) && v >= 1)
            l.depth = (int)v;
        else if (strcmp(o, "--nodes") == 0 && cli_parse_u64(a, 1ull << 50, &v) && v >= 1)
            l.nodes = v;
        else if (strcmp(o, "--time") == 0 && cli_parse_seconds(a, &v))
            l.movetime_ms = v;
        else if (strcmp(o, "--multipv") == 0 && cli_parse_u64(a, TAV_MULTIPV_MAX, &v) && v >= 1)
            l.multipv = (int)v;
        else {
            fprintf(stderr, "tavreli: bad option %s %s\n", o, a);
            return usage();
        }
    }
    if (i >= argc)
        return usage();
    if (!l.depth && !l.nodes && !l.movetime_ms)
        l.depth = 6;
    tav_position *pos = cli_load_line(argv[i], argv + i + 1, argc - i - 1);
    if (!pos)
        return CLI_BAD_INPUT;
    tav_engine *e;
    tav_search_result r;
    if (tav_engine_new(&e, 0) != TAV_OK) {
        fputs("tavreli: out of memory\n", stderr);
        tav_position_free(pos);
        return CLI_BAD_INPUT;
    }
    tav_engine_search(e, pos, &l, &r, NULL, NULL);
    if (json)
        print_json(pos, &r);
    else
        print_human(pos, &r);
    tav_engine_free(e);
    tav_position_free(pos);
    return CLI_OK;
}
