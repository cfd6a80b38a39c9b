/* The option parser of every tavreli command, driven by the table
 * (cli/table.h), getopt_long style:
 *
 *     cli_args a;
 *     const cli_option *o;
 *     cli_args_init(&a, argc, argv);          // argv[0]: the command's name
 *     while ((o = cli_args_next(&a))) {
 *         if (cli_is(&a, o, "--depth"))
 *             depth = (int)a.u;               // already checked against the row's range
 *         else if (cli_is(&a, o, "--title"))
 *             title = a.value;
 *         else
 *             return cli_unhandled(&a, o);
 *     }
 *     if (a.status >= 0)
 *         return a.status;                    // --help printed (0) or a usage error (2)
 *     // the operands: a.operands[0 .. a.count), as many as the row allows
 *
 * Options may come before, between or after the operands; "--name=value"
 * is "--name value"; "--" ends the options; "-" and "-1" are operands
 * (the value of an option may be anything, "-1" too). -h and
 * --help print the command's usage on standard output. A value out of the
 * row's range, an unknown option, a missing value or a wrong number of
 * operands prints one line saying what and a hint to `tavreli CMD --help`
 * on standard error, and sets status to CLI_USAGE.
 *
 * The drift test (tests/cli/drift.sh) runs commands with the environment
 * variable TAVRELI_CHECK_OPTIONS set: after the last option the parser then
 * offers a sentinel option that no branch takes, so every cli_is() of the
 * loop runs once and checks that its name is in the command's table, and
 * cli_unhandled() reports and ends the command (exit 0 when every name was
 * in the table, 70 otherwise) before it does any work. */
#ifndef TAVRELI_CLI_ARGS_H
#define TAVRELI_CLI_ARGS_H

#include "table.h"

typedef struct cli_args {
    const cli_command *cmd;
    int argc;
    char **argv;
    int next;                              /* the next argv index to read */
    int options_done;                      /* after "--" */
    char **operands;                       /* the operands, in order (argv's slots reused) */
    int count;                             /* how many */
    const char *value;                     /* the current option's value as given (NULL for a flag) */
    unsigned long long u;                  /* CLI_UINT: the value */
    double r;                              /* CLI_REAL: the value */
    int status;                            /* -1 while parsing and after success; else the exit status */
    int checking, sentinel_given, outside; /* TAVRELI_CHECK_OPTIONS */
} cli_args;

/* Start parsing argv[1..argc) for the command argv[0]. */
void cli_args_init(cli_args *a, int argc, char **argv);

/* The next option (its value in value/u/r), or NULL at the end or on
 * --help or an error (then status >= 0). */
const cli_option *cli_args_next(cli_args *a);

/* Is o the option called name? name must be one of the command's rows
 * (checked under TAVRELI_CHECK_OPTIONS). */
int cli_is(cli_args *a, const cli_option *o, const char *name);

/* The search limits that analyse and annotate take alike. */
typedef struct cli_search_limits {
    int depth;                      /* --depth N */
    unsigned long long nodes;       /* --nodes N */
    unsigned long long movetime_ms; /* --time S, in milliseconds */
    int threads;                    /* --threads N */
    size_t hash_mb;                 /* --hash MB */
} cli_search_limits;

/* If o is --depth, --nodes, --time, --threads or --hash, its value into s
 * and 1; else 0 (the command's own branches go on). */
int cli_search_option(cli_args *a, const cli_option *o, cli_search_limits *s);

/* The end of a command's option branches: an option of the table that the
 * command does not handle is a bug (exit 70); under TAVRELI_CHECK_OPTIONS
 * the sentinel ends the run here. Returns the exit status. */
int cli_unhandled(cli_args *a, const cli_option *o);

/* A usage error of a's command found after parsing: print "tavreli CMD:
 * " and the message, then the hint; returns CLI_USAGE. */
int cli_usage_error(const cli_args *a, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* The number parser of every numeric option (and of values inside other
 * arguments, such as builtin:depth=N): text must be a whole decimal number
 * from lo to hi (no sign, no spaces; CLI_UINT) or a finite decimal number
 * from rlo to rhi (CLI_REAL). Returns 1 and the value, or 0 and, in why
 * (if not NULL), "a whole number from 1 to 64" or "a number from 0.001 to
 * 1e+07". */
int cli_parse_number(const cli_option *o, const char *text, unsigned long long *u, double *r, char *why,
                     size_t size);

#endif
