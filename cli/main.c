/* tavreli: command-line front end of libtavreli. Each command lives in its
 * own file; this one only dispatches. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cli.h"

static const struct {
    const char *name, *args;
    cli_command_fn fn;
} commands[] = {
    { "perft", "[--threads N] [--divide] [--verify] TFEN DEPTH", cli_perft },
    { "divide", "TFEN DEPTH", cli_perft },
    { "fen", "TFEN [MOVE...]", cli_fen },
    { "moves", "TFEN", cli_moves },
    { "validate", "[--strict|--lenient] [--json] FILE...", cli_validate },
    { "convert", "[--lenient] FILE...", cli_convert },
    { "svg", "TFEN [--size N] [--flip] [--lastmove SQ-SQ] [--arrow SQ-SQ[:COLOUR]]... > pos.svg", cli_svg },
    { "solve", "[--stip STIP] [--tries] [--threats] [--json|--tgn] TFEN|FILE.tgn", cli_solve },
    { "dead", "[--nodes N] [--json] TFEN [MOVE...]", cli_dead },
    { "uci", "", cli_uci },
    { "play", "[--time S] [--black] [TFEN]", cli_play },
    { "match", "--engine E1 --engine E2 [--games N] [--depth N|--nodes N|--movetime MS] [...]", cli_match },
    { "analyse", "[--depth N|--time S|--nodes N] [--multipv K] [--json] TFEN [MOVE...]", cli_analyse },
};

static int usage(void)
{
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        fprintf(stderr, "%s tavreli %s %s\n", i ? "      " : "usage:", commands[i].name, commands[i].args);
    fputs("       tavreli version\nTFEN may be 'startpos' for the start position.\n", stderr);
    return CLI_USAGE;
}

tav_position *cli_load_position(const char *tfen)
{
    tav_position *p = NULL;
    tav_error err = TAV_ERROR_INIT;
    if (strcmp(tfen, "startpos") == 0)
        tfen = TAV_START_TFEN;
    if (tav_position_from_tfen(&p, tfen, &err) != TAV_OK)
        fprintf(stderr, "tavreli: %s\n", err.message);
    return p;
}

tav_position *cli_load_line(const char *tfen, char **moves, int count)
{
    tav_position *p = cli_load_position(tfen);
    for (int i = 0; p && i < count; i++) {
        tav_error err = TAV_ERROR_INIT;
        tav_move m;
        int rc = tav_move_parse(p, moves[i], &m, &err);
        if (rc == TAV_OK)
            rc = tav_position_push(p, m);
        if (rc != TAV_OK) {
            fprintf(stderr, "tavreli: move %d ('%s'): %s\n", i + 1, moves[i],
                    err.code ? err.message : tav_strerror(rc));
            tav_position_free(p);
            p = NULL;
        }
    }
    return p;
}

int cli_read_depth(const char *s, unsigned *depth)
{
    char *end;
    unsigned long v = strtoul(s, &end, 10);
    if (!*s || *end || v > 64 || s[0] == '-' || s[0] == '+' || s[0] == ' ') {
        fprintf(stderr, "tavreli: depth must be a number from 0 to 64, not '%s'\n", s);
        return 0;
    }
    *depth = (unsigned)v;
    return 1;
}

int main(int argc, char **argv)
{
    if (argc == 2 && strcmp(argv[1], "version") == 0) {
        printf("tavreli %s\n", tav_version_string());
        return CLI_OK;
    }
    if (argc < 2)
        return usage();
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (strcmp(argv[1], commands[i].name) == 0)
            return commands[i].fn(argc - 1, argv + 1);
    return usage();
}
