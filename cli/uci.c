/* tavreli uci: the engine over the UCI protocol (doc/engine.md): stdin's
 * lines go to the protocol's state machine (cli/uci_session.c), whose
 * answers are written to stdout and flushed line by line. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include "args.h"
#include "cli.h"
#include "uci_session.h"

static void to_stdout(void *user, const char *text, size_t len)
{
    (void)user;
    fwrite(text, 1, len, stdout);
    fflush(stdout);
}

int cli_uci(int argc, char **argv)
{
    cli_args a; /* no options, no operands: cli/table.c */
    const cli_option *o;
    cli_args_init(&a, argc, argv);
    if ((o = cli_args_next(&a)))
        return cli_unhandled(&a, o);
    if (a.status >= 0)
        return a.status;
    const cli_uci_config config = { to_stdout, NULL, 0, 0, 0 };
    cli_uci_session *s = cli_uci_session_new(&config);
    if (!s) {
        fputs("tavreli: out of memory\n", stderr);
        return CLI_BAD_INPUT;
    }
    char *line = NULL;
    size_t cap = 0;
    ssize_t len;
    while ((len = getline(&line, &cap, stdin)) >= 0)
        if (cli_uci_session_line(s, line, (size_t)len))
            break;
    cli_uci_session_free(s);
    free(line);
    return CLI_OK;
}
