/* Shared pieces of the engine commands (uci, analyse, play, match). */
#ifndef TAVRELI_ENGINE_CLI_H
#define TAVRELI_ENGINE_CLI_H

#include <stdio.h>
#include <tavreli.h>

/* Write "cp X" or "mate N" for line into buf (at least 24 bytes). */
void cli_score_text(const tav_search_line *line, char *buf, size_t size);

/* Write the PV of line as R9 text, moves separated by spaces, into fp. */
void cli_print_pv(FILE *fp, const tav_search_line *line);

/* Write count moves played from pos as R9 text with move numbers:
 * "12. e2-e4 e7-e5 13. ..." or "12... e7-e5 13. ..." (tavreli analyse's
 * lines, tavreli dead's proofs). */
void cli_print_numbered_moves(FILE *fp, const tav_position *pos, const tav_move *moves, int count);

/* Parse a non-negative decimal number (no sign, no spaces) up to max;
 * returns 1 on success. */
int cli_parse_u64(const char *s, unsigned long long max, unsigned long long *out);

/* Parse seconds ("1", "0.5") into milliseconds; returns 1 on success. */
int cli_parse_seconds(const char *s, unsigned long long *ms);

/* Print the board of pos with its towers, bottom to top (for tavreli play). */
void cli_print_board(FILE *fp, const tav_position *pos);

#endif
