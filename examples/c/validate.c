/* Validate game records (TGN, R11): one line per game, the problems found.
 *   ./validate FILE.tgn      exit status 0 if every game is valid */
#include <stdio.h>
#include <tavreli.h>

int main(int argc, char **argv)
{
    if (argc != 2) {
        fputs("usage: validate FILE.tgn\n", stderr);
        return 2;
    }
    FILE *fp = fopen(argv[1], "rb");
    tav_reader *reader = NULL;
    if (!fp || tav_reader_new_file(&reader, fp, TAV_READ_LENIENT) != TAV_OK) {
        perror(argv[1]);
        return 2;
    }
    int invalid = 0;
    tav_game *game;
    int rc;
    while ((rc = tav_reader_next(reader, &game)) == 1) {
        const char *white = tav_game_tag(game, "White"), *black = tav_game_tag(game, "Black");
        printf("game %zu \"%s - %s\": %s, %d plies%s\n", tav_game_index(game), white ? white : "?",
               black ? black : "?", tav_game_is_valid(game) ? "ok" : "INVALID", tav_game_main_line_length(game),
               tav_game_end(game) == TAV_END_CHECKMATE ? ", checkmate" : "");
        for (size_t i = 0; i < tav_game_problem_count(game); i++) {
            const tav_problem *pr = tav_game_problem(game, i);
            printf("  %lu:%lu %s: %s\n", pr->line, pr->column, tav_severity_name(pr->severity), pr->message);
        }
        invalid += !tav_game_is_valid(game);
        tav_game_free(game);
    }
    tav_reader_free(reader);
    fclose(fp);
    if (rc < 0) {
        fprintf(stderr, "%s: %s\n", argv[1], tav_strerror(rc));
        return 2;
    }
    return invalid ? 1 : 0;
}
