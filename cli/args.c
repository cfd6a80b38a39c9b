/* The option parser of the tavreli commands and the number parser of every
 * numeric argument (cli/args.h), both driven by the table (cli/table.c). */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "args.h"
#include "cli.h"
#include "engine_cli.h"
#include "usage.h"

/* EX_SOFTWARE of sysexits.h: the table and a command's parser disagree. */
enum { CLI_DRIFT = 70 };

static const cli_option sentinel = { "--(sentinel of TAVRELI_CHECK_OPTIONS)", NULL, CLI_FLAG, 0, 0, 0, 0, "", NULL,
                                     NULL };

static void hint(const cli_command *cmd)
{
    fprintf(stderr, "Try 'tavreli %s --help'.\n", cmd->name);
}

static void vusage(const cli_command *cmd, const char *fmt, va_list ap)
{
    fprintf(stderr, "tavreli %s: ", cmd->name);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    hint(cmd);
}

static int fail(cli_args *a, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vusage(a->cmd, fmt, ap);
    va_end(ap);
    a->status = CLI_USAGE;
    return CLI_USAGE;
}

int cli_usage_error(const cli_args *a, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vusage(a->cmd, fmt, ap);
    va_end(ap);
    return CLI_USAGE;
}

void cli_args_init(cli_args *a, int argc, char **argv)
{
    memset(a, 0, sizeof *a);
    a->cmd = cli_command_find(argv[0]);
    a->argc = argc;
    a->argv = argv;
    a->next = 1;
    a->operands = argv + 1;
    a->status = -1;
    a->checking = getenv("TAVRELI_CHECK_OPTIONS") != NULL;
}

int cli_parse_number(const cli_option *o, const char *s, unsigned long long *u, double *r, char *why, size_t size)
{
    char range[64];
    if (o->kind == CLI_UINT) {
        unsigned long long v = 0;
        int ok = s && *s;
        for (const char *p = s; ok && *p; p++) {
            unsigned d = (unsigned)(*p - '0');
            if (*p < '0' || *p > '9' || v > (~0ull - d) / 10)
                ok = 0;
            else
                v = v * 10 + d;
        }
        if (ok && v >= o->lo && v <= o->hi) {
            *u = v;
            return 1;
        }
        if (why)
            snprintf(why, size, "a whole number from %s", cli_option_range(o, range, sizeof range));
        return 0;
    }
    char *end = NULL;
    double v = 0;
    /* strtod alone would take spaces, signs, hex, "nan" and "inf" */
    int ok = s && ((*s >= '0' && *s <= '9') || *s == '.') && !strchr(s, 'x') && !strchr(s, 'X');
    if (ok)
        v = strtod(s, &end);
    if (ok && !*end && isfinite(v) && v >= o->rlo && v <= o->rhi) {
        *r = v;
        return 1;
    }
    if (why)
        snprintf(why, size, "a number from %s", cli_option_range(o, range, sizeof range));
    return 0;
}

/* Read the value of o (given inline after '=', or the next argument). */
static const cli_option *take_value(cli_args *a, const cli_option *o, const char *inline_value)
{
    char why[96];
    if (o->kind == CLI_FLAG) {
        if (inline_value) {
            fail(a, "%s takes no value", o->name);
            return NULL;
        }
        a->value = NULL;
        return o;
    }
    if (!inline_value && a->next >= a->argc) {
        fail(a, "%s needs a value (%s)", o->name, o->arg);
        return NULL;
    }
    a->value = inline_value ? inline_value : a->argv[a->next++];
    if ((o->kind == CLI_UINT || o->kind == CLI_REAL) && !cli_parse_number(o, a->value, &a->u, &a->r, why, sizeof why)) {
        fail(a, "%s takes %s, not '%s'", o->name, why, a->value);
        return NULL;
    }
    return o;
}

/* The end of the arguments: check the operand count. */
static const cli_option *finish(cli_args *a)
{
    const cli_command *c = a->cmd;
    if (a->count < c->min_args || (c->max_args >= 0 && a->count > c->max_args)) {
        if (c->max_args >= 0 && a->count > c->max_args && c->max_args > 0)
            fail(a, "too many operands ('%s'): expected %s", a->operands[c->max_args], c->args);
        else if (c->max_args >= 0 && a->count > c->max_args)
            fail(a, "takes no operands, not '%s'", a->operands[0]);
        else
            fail(a, "expected %s", c->args);
        return NULL;
    }
    if (a->checking && !a->sentinel_given) {
        a->sentinel_given = 1;
        return &sentinel;
    }
    if (a->checking) { /* the loop went on past the sentinel: its last branch is not cli_unhandled() */
        fprintf(stderr, "tavreli %s: the option loop does not end in cli_unhandled()\n", c->name);
        a->status = CLI_DRIFT;
    }
    return NULL;
}

const cli_option *cli_args_next(cli_args *a)
{
    if (a->status >= 0)
        return NULL;
    while (a->next < a->argc) {
        char *s = a->argv[a->next++];
        /* "-" (standard input) and "-1" (a number, refused by its reader) are operands */
        if (a->options_done || s[0] != '-' || s[1] == '\0' || (s[1] >= '0' && s[1] <= '9')) {
            a->operands[a->count++] = s; /* the slot of an argument already read */
            continue;
        }
        if (strcmp(s, "--") == 0) {
            a->options_done = 1;
            continue;
        }
        if (strcmp(s, "-h") == 0 || strcmp(s, "--help") == 0) {
            cli_print_help(stdout, a->cmd);
            a->status = CLI_OK;
            return NULL;
        }
        const char *eq = s[1] == '-' ? strchr(s, '=') : NULL;
        char name[64];
        size_t n = eq ? (size_t)(eq - s) : strlen(s);
        if (n >= sizeof name)
            n = sizeof name - 1;
        memcpy(name, s, n);
        name[n] = '\0';
        const cli_option *o = cli_option_find(a->cmd, name);
        if (!o) {
            fail(a, "unknown option '%s'", name);
            return NULL;
        }
        return take_value(a, o, eq ? eq + 1 : NULL);
    }
    return finish(a);
}

int cli_is(cli_args *a, const cli_option *o, const char *name)
{
    if (a->checking && o == &sentinel && !cli_option_find(a->cmd, name)) {
        fprintf(stderr, "tavreli %s: the parser takes %s, which the table (cli/table.c) does not list\n",
                a->cmd->name, name);
        a->outside = 1;
    }
    return strcmp(o->name, name) == 0;
}

int cli_search_option(cli_args *a, const cli_option *o, cli_search_limits *s)
{
    if (cli_is(a, o, "--depth"))
        s->depth = (int)a->u;
    else if (cli_is(a, o, "--nodes"))
        s->nodes = a->u;
    else if (cli_is(a, o, "--time"))
        s->movetime_ms = (unsigned long long)(a->r * 1000.0 + 0.5);
    else if (cli_is(a, o, "--threads"))
        s->threads = (int)a->u;
    else if (cli_is(a, o, "--hash"))
        s->hash_mb = (size_t)a->u;
    else
        return 0;
    return 1;
}

int cli_unhandled(cli_args *a, const cli_option *o)
{
    if (o == &sentinel) {
        if (!a->outside)
            printf("tavreli %s: options parsed\n", a->cmd->name);
        return a->outside ? CLI_DRIFT : CLI_OK;
    }
    fprintf(stderr, "tavreli %s: the table (cli/table.c) lists %s, which the command's parser does not handle\n",
            a->cmd->name, o->name);
    return CLI_DRIFT;
}

/* The engine commands' number readers (cli/engine_cli.h), for numbers
 * inside other arguments (builtin:depth=N, UCI commands): the same parser. */
int cli_parse_u64(const char *s, unsigned long long max, unsigned long long *out)
{
    const cli_option o = { "N", "N", CLI_UINT, 0, max, 0, 0, "", NULL, NULL };
    return cli_parse_number(&o, s, out, NULL, NULL, 0);
}

int cli_parse_seconds(const char *s, unsigned long long *ms)
{
    const cli_option o = { "S", "S", CLI_REAL, 0, 0, 0.001, 1e7, "", NULL, NULL };
    double v;
    if (!cli_parse_number(&o, s, NULL, &v, NULL, 0))
        return 0;
    *ms = (unsigned long long)(v * 1000.0 + 0.5);
    return 1;
}
