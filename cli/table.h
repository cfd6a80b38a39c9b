/* The one table of the tavreli program's commands and options
 * (cli/table.c). The option parser (cli/args.c), the usage texts
 * (cli/usage.c), the man page doc/tavreli.1 and the bash completion
 * (cli/gen_docs.c) all read it; tests/cli/drift.sh fails when they or a
 * command's parser drift from it.
 *
 * Adding an option: one row in the command's list in cli/table.c (a FLAG,
 * TEXT, UINT or REAL row), one branch `else if (cli_is(&a, o, "--name"))`
 * in the command's loop, then `make update-cli-docs`. */
#ifndef TAVRELI_CLI_TABLE_H
#define TAVRELI_CLI_TABLE_H

#include <stddef.h>

typedef enum cli_kind {
    CLI_FLAG, /* no value */
    CLI_TEXT, /* any text */
    CLI_UINT, /* a whole decimal number from lo to hi */
    CLI_REAL  /* a finite decimal number from rlo to rhi */
} cli_kind;

typedef struct cli_option {
    const char *name;          /* "--threads" */
    const char *arg;           /* the value's name in the usage ("N", "FILE"), NULL for a flag */
    int kind;                  /* cli_kind */
    unsigned long long lo, hi; /* CLI_UINT: the range, both included */
    double rlo, rhi;           /* CLI_REAL: the range, both included */
    const char *help;          /* one line: what it does */
    const char *example;       /* a value it accepts (the drift test feeds it); NULL: lo */
    const char *choices;       /* the values a shell may complete, space-separated, or NULL */
} cli_option;

typedef struct cli_command {
    const char *name;
    const char *args;          /* the operands in the usage ("TFEN DEPTH") */
    int min_args, max_args;    /* how many operands; max -1: no limit */
    const char *summary;       /* one line for the command list */
    const char *description;   /* what it does, a paragraph (wrapped by the printers) */
    const cli_option *options; /* ended by a row whose name is NULL */
    const char *example;       /* operands the drift test gives with each option */
} cli_command;

/* The commands in the order of `tavreli --help`. */
extern const cli_command cli_commands[];
extern const size_t cli_command_count;

/* Texts of the man page and of `tavreli --help`. */
extern const char cli_tagline[];         /* the NAME line */
extern const char cli_intro[];           /* what tavreli is; TFEN and moves */
extern const char cli_exit_status[];     /* the exit statuses */
extern const char cli_progress_text[];   /* when progress is shown */
extern const char *const cli_examples[]; /* NULL-terminated command lines */

/* The command called name, or NULL. */
const cli_command *cli_command_find(const char *name);

/* The option called name (with its dashes) of cmd, or NULL. */
const cli_option *cli_option_find(const cli_command *cmd, const char *name);

#endif
