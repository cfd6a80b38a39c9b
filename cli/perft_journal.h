/* tavreli perft --resume FILE: the root moves already counted, kept in
 * the binding tier's resume journal (bindings/tier/journal.c, the one the
 * Dask commands use), so that a count of days survives an interruption. */
#ifndef TAVRELI_CLI_PERFT_JOURNAL_H
#define TAVRELI_CLI_PERFT_JOURNAL_H

#include <stdint.h>
#include <tavreli.h>

typedef struct tavb_journal tavb_journal;

/* Open the journal at path for perft(depth) of pos counted through a table
 * of seed *seed (NULL: no table) and read the root moves it holds: done[i]
 * is set and counts[i] filled for each of them (moves[0..n) are pos's legal
 * moves). NULL after a message on stderr naming the file: not this count's
 * journal (another position, depth or seed), a move that is not a root
 * move or named twice, a count that is no number, another run holding it,
 * or a system error. */
tavb_journal *cli_perft_journal_open(const char *path, const tav_position *pos, unsigned depth, const uint64_t *seed,
                                     const tav_move *moves, int n, unsigned char *done, uint64_t *counts,
                                     int *resumed);

/* Keep a root move's count (written and synced before this returns): 0,
 * or -1 after a message on stderr. */
int cli_perft_journal_add(tavb_journal *j, tav_move move, uint64_t count);

void cli_perft_journal_close(tavb_journal *j);

#endif
