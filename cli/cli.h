/* Shared pieces of the tavreli command-line program. */
#ifndef TAVRELI_CLI_H
#define TAVRELI_CLI_H

#include <stdio.h>
#include <tavreli.h>

/* Exit statuses: 0 success, 1 bad input (located error on stderr), 2 usage. */
enum { CLI_OK = 0,
       CLI_BAD_INPUT = 1,
       CLI_USAGE = 2 };

/* A command: argv[0] is the command name. */
typedef int (*cli_command_fn)(int argc, char **argv);

/* Parse a TFEN ("startpos" = the start position); on failure print the
 * located error and return NULL. */
tav_position *cli_load_position(const char *tfen);

/* path opened for reading ("rb"), or NULL with *why saying why: a
 * directory or a device (a terminal excepted) is refused, as it would read
 * as an I/O error or for ever. */
FILE *cli_open_input(const char *path, const char **why);

/* cli_load_position(), then play count moves (R9 text) on it; on a bad
 * move print which and why, and return NULL. */
tav_position *cli_load_line(const char *tfen, char **moves, int count);

int cli_perft(int argc, char **argv);
int cli_fen(int argc, char **argv);
int cli_moves(int argc, char **argv);
int cli_validate(int argc, char **argv);

/* One problem of a game record on its own line, as tav_problem_format()
 * writes it, after indent (cli/validate.c; convert uses it too). */
void cli_print_problem(FILE *out, const char *indent, const char *file, const tav_problem *p);
int cli_convert(int argc, char **argv);
int cli_svg(int argc, char **argv);
int cli_solve(int argc, char **argv);
int cli_dead(int argc, char **argv);
int cli_uci(int argc, char **argv);
int cli_analyse(int argc, char **argv);
int cli_annotate(int argc, char **argv);
int cli_match(int argc, char **argv);
int cli_play(int argc, char **argv);

#endif
