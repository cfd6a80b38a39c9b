/* Helper for replay.sh: how the game stands on the board at a TFEN (R8).
 *
 *   game_end TFEN
 *
 * prints one word: "checkmate", "stalemate", "check" (in check with a legal
 * move) or "none". Exit 0, or 2 when the TFEN is rejected. */
#include <stdio.h>
#include <tavreli.h>

int main(int argc, char **argv)
{
    tav_position *p = NULL;
    tav_error err = TAV_ERROR_INIT;
    if (argc != 2) {
        fputs("usage: game_end TFEN\n", stderr);
        return 2;
    }
    if (tav_position_from_tfen(&p, argv[1], &err) != TAV_OK) {
        fprintf(stderr, "game_end: %s\n", err.message);
        return 2;
    }
    const char *word = "none";
    switch (tav_position_end(p)) {
    case TAV_END_CHECKMATE: word = "checkmate"; break;
    case TAV_END_STALEMATE: word = "stalemate"; break;
    case TAV_END_NONE: word = tav_position_in_check(p) ? "check" : "none"; break;
    }
    /* the three ways of asking must agree */
    if ((tav_position_is_checkmate(p) != 0) != (tav_position_end(p) == TAV_END_CHECKMATE)
        || (tav_position_is_stalemate(p) != 0) != (tav_position_end(p) == TAV_END_STALEMATE)) {
        fputs("game_end: tav_position_end disagrees with is_checkmate/is_stalemate\n", stderr);
        tav_position_free(p);
        return 2;
    }
    puts(word);
    tav_position_free(p);
    return 0;
}
