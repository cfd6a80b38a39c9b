/* The usage texts of the tavreli program, from the table (cli/table.h):
 * the command list (tavreli --help) and each command's help (tavreli CMD
 * --help, tavreli help CMD). */
#ifndef TAVRELI_CLI_USAGE_H
#define TAVRELI_CLI_USAGE_H

#include <stdio.h>
#include "table.h"

/* The command list, the notes on TFEN and the exit statuses. */
void cli_print_commands(FILE *fp);

/* cmd's usage line, description and every option with what it does. */
void cli_print_help(FILE *fp, const cli_command *cmd);

/* The range of a numeric option as "1 to 64" (or "0.001 to 10000000"),
 * "" for any other; buf of at least 64 bytes. */
const char *cli_option_range(const cli_option *o, char *buf, size_t size);

/* Write text to fp, words filled into lines of at most width columns: the
 * first goes on from column col (already written), the others start after
 * indent spaces; then a newline. */
void cli_wrap(FILE *fp, const char *text, int col, int indent, int width);

#endif
