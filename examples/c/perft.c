/* perft and divide from any TFEN.
 *   ./perft DEPTH [TFEN]          leaf count
 *   ./perft -d DEPTH [TFEN]       divide: one line per root move */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <tavreli.h>

int main(int argc, char **argv)
{
    static tav_divide_entry entries[TAV_MAX_MOVES];
    int divide = argc > 1 && strcmp(argv[1], "-d") == 0, a = divide ? 2 : 1;
    if (argc - a < 1) {
        fputs("usage: perft [-d] DEPTH [TFEN]\n", stderr);
        return 2;
    }
    unsigned depth = (unsigned)atoi(argv[a]);
    tav_position *pos = NULL;
    tav_error err = TAV_ERROR_INIT;
    if (tav_position_from_tfen(&pos, argc > a + 1 ? argv[a + 1] : TAV_START_TFEN, &err) != TAV_OK) {
        fprintf(stderr, "%s\n", err.message);
        return 1;
    }
    if (!divide) {
        printf("%" PRIu64 "\n", tav_perft(pos, depth));
    } else {
        int n = tav_divide(pos, depth, entries, TAV_MAX_MOVES);
        uint64_t total = 0;
        for (int i = 0; i < n; i++) {
            char text[TAV_MOVE_TEXT_MAX + 1];
            tav_move_format(entries[i].move, text, sizeof text);
            printf("%s %" PRIu64 "\n", text, entries[i].count);
            total += entries[i].count;
        }
        printf("total %" PRIu64 "\n", total);
    }
    tav_position_free(pos);
    return 0;
}
