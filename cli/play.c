/* tavreli play: a person plays the engine in a terminal. The board is
 * printed after every move with each tower written bottom to top; moves
 * are typed in R9 notation; "undo", "tfen", "moves", "claim", "help" and
 * "quit" are commands. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "args.h"
#include "cli.h"
#include "engine_cli.h"

/* The board (tav_position_write_board()) after a blank line. */
void cli_print_board(FILE *fp, const tav_position *pos)
{
    char *board = NULL;
    fputc('\n', fp);
    if (tav_position_write_board_alloc(pos, &board, NULL) == TAV_OK)
        fputs(board, fp);
    else
        fputs("(out of memory: no board)\n", fp);
    tav_free(board);
}

static void help(void)
{
    puts("Type a move in R9 notation (e2-e4, c1(2)-d2 takes the top two pieces of c1, 0-0, 0-0-0),\n"
         "or: undo (take back your last move), tfen (print the position), moves (list legal moves),\n"
         "claim (claim a draw by threefold repetition or fifty moves, R8), help, quit.");
}

static void list_moves(const tav_position *pos)
{
    tav_move mv[TAV_MAX_MOVES];
    char t[TAV_MOVE_TEXT_MAX + 1];
    int n = tav_position_legal_moves(pos, mv, TAV_MAX_MOVES);
    for (int i = 0; i < n; i++) {
        tav_move_format(mv[i], t, sizeof t);
        printf("%s%s", i ? " " : "", t);
    }
    printf("\n");
}

/* The end of the game on the board (R8), or NULL if it goes on. */
static const char *game_over(const tav_position *pos)
{
    switch (tav_position_end(pos)) {
    case TAV_END_CHECKMATE:
        return tav_position_turn(pos) == TAV_WHITE ? "checkmate: 0-1" : "checkmate: 1-0";
    case TAV_END_STALEMATE:
        return "stalemate: 1/2-1/2";
    default:
        return NULL;
    }
}

static int claimable(const tav_position *pos)
{
    return tav_position_can_claim_threefold(pos) || tav_position_can_claim_fifty(pos);
}

/* Read one whole line of stdin into buf (NUL-terminated; of a line too
 * long for it, only the start is kept): 0 at the end of input, else 1, and
 * *length gets the line's length without its end of line, more than
 * size - 1 when it did not fit. */
static int read_line(char *buf, size_t size, size_t *length)
{
    if (!fgets(buf, (int)size, stdin))
        return 0;
    size_t n = strlen(buf);
    if (n && buf[n - 1] == '\n') {
        n -= 1 + (n > 1 && buf[n - 2] == '\r');
    } else if (n == size - 1) { /* no end of line yet: count and drop the rest */
        int ch;
        while ((ch = getchar()) != EOF && ch != '\n')
            n += ch != '\r';
    }
    *length = n;
    return 1;
}

int cli_play(int argc, char **argv)
{
    unsigned long long ms = 1000;
    int human = TAV_WHITE;
    cli_args a; /* options: cli/table.c */
    const cli_option *o;
    cli_args_init(&a, argc, argv);
    while ((o = cli_args_next(&a))) {
        if (cli_is(&a, o, "--black"))
            human = TAV_BLACK;
        else if (cli_is(&a, o, "--time"))
            ms = (unsigned long long)(a.r * 1000.0 + 0.5);
        else
            return cli_unhandled(&a, o);
    }
    if (a.status >= 0)
        return a.status;
    const char *start = a.count ? a.operands[0] : "startpos";
    tav_position *pos = cli_load_position(start);
    tav_engine *e = NULL;
    if (!pos)
        return CLI_BAD_INPUT;
    if (tav_engine_new(&e, 0) != TAV_OK) {
        tav_position_free(pos);
        fputs("tavreli: out of memory\n", stderr);
        return CLI_BAD_INPUT;
    }
    setvbuf(stdout, NULL, _IOLBF, 0);
    printf("You play %s against tavreli (%.1f s a move). Type 'help' for help.\n",
           human == TAV_WHITE ? "white" : "black", ms / 1000.0);
    char line[256], t[TAV_MOVE_TEXT_MAX + 1], score[32];
    cli_print_board(stdout, pos);
    for (;;) {
        const char *over = game_over(pos);
        if (over) {
            printf("%s\n", over);
            break;
        }
        if ((int)tav_position_turn(pos) != human) {
            tav_limits l = TAV_LIMITS_INIT;
            tav_search_result r;
            l.movetime_ms = ms;
            tav_engine_search(e, pos, &l, &r, NULL, NULL);
            if (claimable(pos) && !r.lines[0].mate && r.lines[0].score_cp <= 0) {
                printf("tavreli claims a draw (R8): 1/2-1/2\n");
                break;
            }
            tav_move_format(r.best_move, t, sizeof t);
            cli_score_text(&r.lines[0], score, sizeof score);
            tav_position_push(pos, r.best_move);
            printf("\ntavreli plays %s (depth %d, score %s for tavreli)\n", t, r.depth, score);
            cli_print_board(stdout, pos);
            continue;
        }
        if (claimable(pos))
            printf("(a draw can be claimed: type 'claim')\n");
        printf("your move> ");
        fflush(stdout);
        size_t length = 0;
        if (!read_line(line, sizeof line, &length)) {
            putchar('\n');
            break;
        }
        if (length > sizeof line - 1) {
            /* a whole line is one command: a long one is refused, its tail never played */
            printf("line too long (%zu characters, at most %zu) ('help' for help)\n", length, sizeof line - 1);
            continue;
        }
        line[strcspn(line, "\r\n")] = 0;
        char *cmd = line;
        while (*cmd == ' ')
            cmd++;
        size_t n = strlen(cmd);
        while (n && cmd[n - 1] == ' ')
            cmd[--n] = 0;
        if (!*cmd)
            continue;
        if (strcmp(cmd, "quit") == 0)
            break;
        if (strcmp(cmd, "help") == 0) {
            help();
        } else if (strcmp(cmd, "tfen") == 0) {
            char tfen[TAV_TFEN_MAX + 1];
            tav_position_tfen(pos, tfen, sizeof tfen);
            printf("%s\n", tfen);
        } else if (strcmp(cmd, "moves") == 0) {
            list_moves(pos);
        } else if (strcmp(cmd, "claim") == 0) {
            if (claimable(pos)) {
                printf("draw claimed (R8): 1/2-1/2\n");
                break;
            }
            printf("no draw can be claimed here\n");
        } else if (strcmp(cmd, "undo") == 0) {
            /* take back the engine's reply and your move */
            size_t h = tav_position_history_length(pos);
            if (h >= 2) {
                tav_position_pop(pos, NULL);
                tav_position_pop(pos, NULL);
                cli_print_board(stdout, pos);
            } else {
                printf("nothing to undo\n");
            }
        } else {
            tav_move m;
            tav_error err = TAV_ERROR_INIT;
            if (tav_move_parse(pos, cmd, &m, &err) != TAV_OK) {
                printf("%s ('help' for help)\n", err.message);
                continue;
            }
            tav_position_push(pos, m);
            cli_print_board(stdout, pos);
        }
    }
    tav_engine_free(e);
    tav_position_free(pos);
    return CLI_OK;
}
