/* tavreli: command-line front end of libtavreli. Each command lives in its
 * own file, its options in the table (cli/table.c); this one dispatches,
 * and answers help and version. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cli.h"
#include "table.h"
#include "usage.h"

/* Every command of the table with its function (tests/cli/help.sh checks
 * that each one of the table answers --help). */
static const struct {
    const char *name;
    cli_command_fn fn;
} commands[] = {
    { "perft", cli_perft },
    { "divide", cli_perft },
    { "fen", cli_fen },
    { "moves", cli_moves },
    { "validate", cli_validate },
    { "convert", cli_convert },
    { "svg", cli_svg },
    { "solve", cli_solve },
    { "dead", cli_dead },
    { "uci", cli_uci },
    { "play", cli_play },
    { "match", cli_match },
    { "analyse", cli_analyse },
    { "annotate", cli_annotate },
};

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
            /* The parser's message quotes the move itself (whole UTF-8
             * characters); only a refused push needs the text named here. */
            if (err.code)
                fprintf(stderr, "tavreli: move %d: %s\n", i + 1, err.message);
            else
                fprintf(stderr, "tavreli: move %d ('%s'): %s\n", i + 1,
                        moves[i], tav_strerror(rc));
            tav_position_free(p);
            p = NULL;
        }
    }
    return p;
}

static int bad_usage(const char *what, const char *arg)
{
    fprintf(stderr, "tavreli: %s '%s'\nTry 'tavreli --help'.\n", what, arg);
    return CLI_USAGE;
}

static int is_help_option(const char *a)
{
    return strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0;
}

/* tavreli help [COMMAND] */
static int help(int argc, char **argv)
{
    if (argc == 3 && is_help_option(argv[2])) {
        puts("usage: tavreli help [COMMAND]\n\n"
             "List the commands, or print COMMAND's usage (the same as tavreli COMMAND --help).");
        return CLI_OK;
    }
    if (argc < 3) {
        cli_print_commands(stdout);
        return CLI_OK;
    }
    const cli_command *c = cli_command_find(argv[2]);
    if (argc > 3)
        return bad_usage("help takes one command, not", argv[3]);
    if (!c)
        return bad_usage("no such command:", argv[2]);
    cli_print_help(stdout, c);
    return CLI_OK;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        cli_print_commands(stderr);
        return CLI_USAGE;
    }
    const char *a = argv[1];
    if (strcmp(a, "--version") == 0 || strcmp(a, "version") == 0 || strcmp(a, "-V") == 0) {
        if (argc == 3 && is_help_option(argv[2])) {
            puts("usage: tavreli version\n\nPrint the versions of tavreli and of libtavreli.");
            return CLI_OK;
        }
        if (argc > 2)
            return bad_usage("version takes no argument, not", argv[2]);
        printf("tavreli %s\nlibtavreli %s\n", TAV_VERSION_STRING, tav_version_string());
        return CLI_OK;
    }
    if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0 || strcmp(a, "help") == 0)
        return help(argc, argv);
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (strcmp(a, commands[i].name) == 0 && cli_command_find(a))
            return commands[i].fn(argc - 1, argv + 1);
    return bad_usage(a[0] == '-' ? "unknown option" : "unknown command", a);
}
