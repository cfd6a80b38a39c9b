/* tavreli dead: can each side still checkmate (R8 dead position, R13 flag
 * fall)? For each colour: yes with the line of moves that proves it, no
 * (and why: material, or a search of every reachable position), or
 * unknown within the budget; then whether the position is dead. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "args.h"
#include "cli.h"
#include "engine_cli.h"
#include "progress.h"

#define LINE_MAX_PLIES (2 * TAV_STIP_MAX_MOVES + 1)

typedef struct side {
    int answer;
    tav_move line[LINE_MAX_PLIES];
    size_t len;
} side;

static const char *answer_name(int a)
{
    return a == TAV_MATE_YES ? "yes" : a == TAV_MATE_NO ? "no" : "unknown";
}

static const char *why_not(const tav_position *pos, tav_color c)
{
    return tav_position_has_insufficient_material(pos, c) ? "material" : "search";
}

static void print_json(const tav_position *pos, const side s[2], const char *dead)
{
    char tfen[TAV_TFEN_MAX + 1], mv[TAV_MOVE_TEXT_MAX + 1];
    tav_position_tfen(pos, tfen, sizeof tfen);
    printf("{\"tfen\": \"%s\"", tfen);
    for (int c = 0; c < 2; c++) {
        printf(", \"%s\": {\"can_checkmate\": \"%s\"", c == TAV_WHITE ? "white" : "black", answer_name(s[c].answer));
        if (s[c].answer == TAV_MATE_NO)
            printf(", \"proof\": \"%s\"", why_not(pos, (tav_color)c));
        printf(", \"line\": [");
        for (size_t i = 0; i < s[c].len; i++) {
            tav_move_format(s[c].line[i], mv, sizeof mv);
            printf("%s\"%s\"", i ? ", " : "", mv);
        }
        printf("]}");
    }
    printf(", \"dead\": \"%s\"}\n", dead);
}

static void print_text(const tav_position *pos, const side s[2], const char *dead)
{
    for (int c = 0; c < 2; c++) {
        printf("%s can checkmate: %s", c == TAV_WHITE ? "white" : "black", answer_name(s[c].answer));
        if (s[c].answer == TAV_MATE_YES && s[c].len) {
            printf(", for example: ");
            cli_print_numbered_moves(stdout, pos, s[c].line, (int)s[c].len);
        } else if (s[c].answer == TAV_MATE_YES) {
            printf(" (it has already mated)");
        } else if (s[c].answer == TAV_MATE_NO) {
            printf(strcmp(why_not(pos, (tav_color)c), "material") == 0
                       ? " (material: a king and at most one knight or bishop, or a pawn whose badge is one)"
                       : " (every reachable position searched)");
        } else {
            printf(" (not decided within the budget; try --nodes)");
        }
        putchar('\n');
    }
    printf("dead position (R8): %s\n", dead);
}

int cli_dead(int argc, char **argv)
{
    unsigned long long nodes = 0;
    int json = 0, want_progress = 0;
    cli_args a; /* options: cli/table.c */
    const cli_option *o;
    cli_args_init(&a, argc, argv);
    while ((o = cli_args_next(&a))) {
        if (cli_is(&a, o, "--json"))
            json = 1;
        else if (cli_is(&a, o, "--nodes"))
            nodes = a.u;
        else if (cli_is(&a, o, "--progress"))
            want_progress = 1;
        else
            return cli_unhandled(&a, o);
    }
    if (a.status >= 0)
        return a.status;
    tav_position *pos = cli_load_line(a.operands[0], a.operands + 1, a.count - 1);
    if (!pos)
        return CLI_BAD_INPUT;
    side s[2];
    cli_progress bar;
    cli_ticker ticker;
    cli_progress_start(&bar, !json, want_progress && !json); /* never beside --json */
    for (int c = 0; c < 2; c++) {
        s[c].len = 0;
        cli_ticker_start(&ticker, &bar, c == TAV_WHITE ? "dead: can white checkmate?" : "dead: can black checkmate?");
        s[c].answer = tav_position_can_checkmate(pos, (tav_color)c, nodes, s[c].line, LINE_MAX_PLIES, &s[c].len);
        cli_ticker_stop(&ticker);
        cli_progress_end(&bar);
        if (s[c].answer < 0) {
            fprintf(stderr, "tavreli: %s\n", tav_strerror(s[c].answer));
            tav_position_free(pos);
            return CLI_BAD_INPUT;
        }
    }
    /* the same rule as tav_position_dead(), from the answers already found */
    const char *dead = s[0].answer == TAV_MATE_YES || s[1].answer == TAV_MATE_YES ? "no"
                       : s[0].answer == TAV_MATE_NO && s[1].answer == TAV_MATE_NO ? "yes"
                                                                                : "unknown";
    if (json)
        print_json(pos, s, dead);
    else
        print_text(pos, s, dead);
    tav_position_free(pos);
    return CLI_OK;
}
