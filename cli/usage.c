/* The usage texts of the tavreli program (cli/usage.h). */
#include <math.h>
#include <string.h>
#include "usage.h"

enum { WIDTH = 79,
       HELP_COLUMN = 26 };

static void put_number(char *buf, size_t size, double v)
{
    if (v == floor(v) && fabs(v) < 1e15)
        snprintf(buf, size, "%.0f", v);
    else
        snprintf(buf, size, "%g", v);
}

const char *cli_option_range(const cli_option *o, char *buf, size_t size)
{
    char lo[32], hi[32];
    if (o->kind == CLI_UINT)
        snprintf(buf, size, "%llu to %llu", o->lo, o->hi);
    else if (o->kind == CLI_REAL) {
        put_number(lo, sizeof lo, o->rlo);
        put_number(hi, sizeof hi, o->rhi);
        snprintf(buf, size, "%s to %s", lo, hi);
    } else if (size)
        buf[0] = '\0';
    return buf;
}

void cli_wrap(FILE *fp, const char *text, int col, int indent, int width)
{
    int fresh = 1; /* no word on this line yet */
    while (*text) {
        while (*text == ' ')
            text++;
        int n = (int)strcspn(text, " ");
        if (!n)
            break;
        if (!fresh && col + 1 + n > width) {
            col = fprintf(fp, "\n%*s", indent, "") - 1;
            fresh = 1;
        }
        if (!fresh)
            col += fprintf(fp, " ");
        col += fprintf(fp, "%.*s", n, text);
        text += n;
        fresh = 0;
    }
    fputc('\n', fp);
}

void cli_print_commands(FILE *fp)
{
    fputs("usage: tavreli COMMAND [OPTION...] [OPERAND...]\n"
          "       tavreli help [COMMAND] | --help | --version\n\nCommands:\n",
          fp);
    for (size_t i = 0; i < cli_command_count; i++)
        fprintf(fp, "  %-10s %s\n", cli_commands[i].name, cli_commands[i].summary);
    fprintf(fp, "  %-10s %s\n  %-10s %s\n\n", "help", "this list, or a command's options", "version",
            "the program's version");
    cli_wrap(fp, cli_intro, 0, 0, WIDTH);
    fputc('\n', fp);
    fputs("Exit status: ", fp);
    cli_wrap(fp, cli_exit_status, 13, 0, WIDTH);
    fputc('\n', fp);
    cli_wrap(fp, cli_progress_text, 0, 0, WIDTH);
    fputs("\nRun 'tavreli help COMMAND' or 'tavreli COMMAND --help' for a command's options,\n"
          "'man tavreli' for all of them.\n",
          fp);
}

static void print_option(FILE *fp, const char *left, const char *help)
{
    int n = fprintf(fp, "  %s", left);
    if (n >= HELP_COLUMN - 1) {
        fputc('\n', fp);
        n = 0;
    }
    fprintf(fp, "%*s", HELP_COLUMN - n, "");
    cli_wrap(fp, help, HELP_COLUMN, HELP_COLUMN, WIDTH);
}

void cli_print_help(FILE *fp, const cli_command *cmd)
{
    char left[64], help[512], range[64];
    fprintf(fp, "usage: tavreli %s%s%s%s\n\n", cmd->name, cmd->options[0].name ? " [OPTION...]" : "",
            *cmd->args ? " " : "", cmd->args);
    cli_wrap(fp, cmd->description, 0, 0, WIDTH);
    fputs("\nOptions:\n", fp);
    for (const cli_option *o = cmd->options; o->name; o++) {
        snprintf(left, sizeof left, "%s%s%s", o->name, o->arg ? " " : "", o->arg ? o->arg : "");
        cli_option_range(o, range, sizeof range);
        snprintf(help, sizeof help, "%s%s%s%s", o->help, *range ? " (" : "", range, *range ? ")" : "");
        print_option(fp, left, help);
    }
    print_option(fp, "-h, --help", "print this help and exit");
    if (strstr(cmd->args, "TFEN"))
        fputs("\nTFEN may be 'startpos' for the start position.\n", fp);
}
