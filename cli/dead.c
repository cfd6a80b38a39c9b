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
    return a == TAV_MATE_YES ? "yes" : a == TAV_MATE_NO ? "no"
                                                        : "unknown";
}

/* The proof of a "no": a cheap argument (tav_position_cannot_mate_why),
 * else the exhaustive search. */
static const char *why_not(const tav_position *pos, tav_color c)
{
    switch (tav_position_cannot_mate_why(pos, c)) {
    case TAV_NOMATE_GAME_OVER:
        return "game over";
    case TAV_NOMATE_MATERIAL:
        return "material";
    case TAV_NOMATE_HELD:
        return "held";
    default:
        return "search";
    }
}

static const char *why_not_text(const char *why)
{
    if (strcmp(why, "game over") == 0)
        return " (the game is over: no legal move is left)";
    if (strcmp(why, "material") == 0)
        return " (material: a king and at most one knight or bishop, or a pawn whose badge is one)";
    if (strcmp(why, "held") == 0)
        return " (material, without the queen or helgi held for good under the enemy king)";
    return " (every reachable position searched)";
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
            fputs(why_not_text(why_not(pos, (tav_color)c)), stdout);
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
    /* one call, as every binding asks it (tav_position_dead_answers) */
    side s[2];
    tav_move lines[2 * LINE_MAX_PLIES];
    int answers[2];
    size_t lens[2] = { 0, 0 };
    cli_progress bar;
    cli_ticker ticker;
    cli_progress_start(&bar, !json, want_progress && !json); /* never beside --json */
    cli_ticker_start(&ticker, &bar, "dead: can either side checkmate?");
    int verdict = tav_position_dead_answers(pos, nodes, answers, lines, LINE_MAX_PLIES, lens);
    cli_ticker_stop(&ticker);
    cli_progress_end(&bar);
    if (verdict < 0) {
        fprintf(stderr, "tavreli: %s\n", tav_strerror(verdict));
        tav_position_free(pos);
        return CLI_BAD_INPUT;
    }
    for (int c = 0; c < 2; c++) {
        s[c].answer = answers[c];
        s[c].len = lens[c];
        memcpy(s[c].line, lines + c * LINE_MAX_PLIES, lens[c] * sizeof *lines);
    }
    const char *dead = verdict == TAV_ALIVE ? "no" : verdict == TAV_DEAD ? "yes"
                                                                         : "unknown";
    if (json)
        print_json(pos, s, dead);
    else
        print_text(pos, s, dead);
    tav_position_free(pos);
    return CLI_OK;
}
