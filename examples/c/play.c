/* Play a few moves from the start position and print each TFEN.
 *   cc play.c $(pkg-config --cflags --libs libtavreli) -o play */
#include <stdio.h>
#include <tavreli.h>

int main(void)
{
    /* the white pawn takes d5 prisoner, the black queen climbs on both, then
     * leaves alone (a split, k = 1) and frees the white pawn on top */
    const char *moves[] = { "e2-e4", "d7-d5", "e4-d5", "d8-d5", "b1-c3", "d5(1)-a5" };
    char tfen[TAV_TFEN_MAX + 1];
    tav_position *pos = tav_position_new();
    if (!pos)
        return 1;
    for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++) {
        tav_error err = TAV_ERROR_INIT;
        tav_move m;
        if (tav_move_parse(pos, moves[i], &m, &err) != TAV_OK || tav_position_push(pos, m) != TAV_OK) {
            fprintf(stderr, "move %zu: %s\n", i + 1, err.message);
            tav_position_free(pos);
            return 1;
        }
        tav_position_tfen(pos, tfen, sizeof tfen);
        printf("%-10s %s\n", moves[i], tfen);
    }
    tav_position_free(pos);
    return 0;
}
