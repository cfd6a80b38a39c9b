/* tavreli perft --resume (cli/perft_journal.h). The job header names
 * everything a count depends on and what makes a second run independent:
 * the position's TFEN, the depth and the table's seed (or no table), so
 * that two runs with two seeds never share a journal. An entry is a root
 * move, written as the library writes it, and the leaves below it. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tavb.h"
#include "perft_journal.h"

static int entry_move(const char *text, const tav_move *moves, int n, uint64_t *count)
{
    const char *sp = strchr(text, ' ');
    char *end;
    if (!sp || sp[1] < '0' || sp[1] > '9')
        return -1;
    unsigned long long c = strtoull(sp + 1, &end, 10);
    if (*end)
        return -1;
    *count = c;
    for (int i = 0; i < n; i++) {
        char buf[TAV_MOVE_TEXT_MAX + 1];
        tav_move_format(moves[i], buf, sizeof buf);
        if (strlen(buf) == (size_t)(sp - text) && memcmp(buf, text, (size_t)(sp - text)) == 0)
            return i;
    }
    return -1;
}

tavb_journal *cli_perft_journal_open(const char *path, const tav_position *pos, unsigned depth, const uint64_t *seed,
                                     const tav_move *moves, int n, unsigned char *done, uint64_t *counts,
                                     int *resumed)
{
    char tfen[TAV_TFEN_MAX + 1], header[TAV_TFEN_MAX + 96];
    tav_error err = TAV_ERROR_INIT;
    tav_position_tfen(pos, tfen, sizeof tfen);
    if (seed)
        snprintf(header, sizeof header, "perft %s; depth %u; table seed %" PRIu64, tfen, depth, *seed);
    else
        snprintf(header, sizeof header, "perft %s; depth %u; no table", tfen, depth);
    tavb_journal *j = tavb_journal_open(path, header, &err);
    if (!j) {
        fprintf(stderr, "tavreli: --resume: %s\n", err.message);
        return NULL;
    }
    *resumed = 0;
    for (int e = 0; e < tavb_journal_count(j); e++) {
        const char *text = tavb_journal_entry(j, e);
        uint64_t count;
        int i = entry_move(text, moves, n, &count);
        if (i < 0 || done[i]) {
            fprintf(stderr, "tavreli: --resume: %s, entry %d: '%.60s' is %s\n", path, e + 1, text,
                    i < 0 ? "not a root move and its count" : "a root move counted twice");
            tavb_journal_close(j);
            return NULL;
        }
        done[i] = 1;
        counts[i] = count;
        ++*resumed;
    }
    return j;
}

int cli_perft_journal_add(tavb_journal *j, tav_move move, uint64_t count)
{
    char text[TAV_MOVE_TEXT_MAX + 32];
    tav_error err = TAV_ERROR_INIT;
    int len = tav_move_format(move, text, sizeof text);
    snprintf(text + (len > 0 ? len : 0), sizeof text - (size_t)(len > 0 ? len : 0), " %" PRIu64, count);
    if (tavb_journal_append(j, text, &err) != TAV_OK || tavb_journal_sync(j, &err) != TAV_OK) {
        fprintf(stderr, "tavreli: --resume: %s\n", err.message);
        return -1;
    }
    return 0;
}

void cli_perft_journal_close(tavb_journal *j) { tavb_journal_close(j); }
