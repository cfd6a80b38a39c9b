/* gen-docs: write the man page (gen-docs man) or the bash completion
 * (gen-docs bash) of the tavreli program from its table (cli/table.c).
 * `make update-cli-docs` writes doc/tavreli.1 and cli/completion/tavreli
 * with it; tests/cli/drift.sh fails when they differ from what it writes. */
#include <stdio.h>
#include <string.h>
#include "table.h"
#include "usage.h"

/* roff text: backslashes and dashes escaped, no line starting a request. */
static void roff(FILE *fp, const char *s)
{
    if (*s == '.' || *s == '\'')
        fputs("\\&", fp);
    for (; *s; s++) {
        if (*s == '\\')
            fputs("\\e", fp);
        else if (*s == '-')
            fputs("\\-", fp);
        else
            fputc(*s, fp);
    }
}

static void roff_line(FILE *fp, const char *request, const char *s)
{
    fprintf(fp, "%s", request);
    roff(fp, s);
    fputc('\n', fp);
}

static void man(FILE *fp)
{
    char range[64];
    fputs(".\\\" Generated from cli/table.c by cli/gen-docs (make update-cli-docs): do not edit.\n"
          ".TH TAVRELI 1 \"\" \"libtavreli\" \"User Commands\"\n.SH NAME\ntavreli \\- ",
          fp);
    roff(fp, cli_tagline);
    fputs("\n.SH SYNOPSIS\n", fp);
    for (size_t i = 0; i < cli_command_count; i++) {
        const cli_command *c = &cli_commands[i];
        roff_line(fp, ".B tavreli ", c->name);
        if (c->options[0].name)
            fputs(".RI [ OPTION ...]\n", fp);
        if (*c->args)
            roff_line(fp, ".I ", c->args);
        fputs(".br\n", fp);
    }
    fputs(".B tavreli help\n.RI [ COMMAND ]\n.br\n.B tavreli \\-\\-version\n.SH DESCRIPTION\n", fp);
    roff_line(fp, "", cli_intro);
    fputs(".SH COMMANDS\nEvery command takes\n.B \\-h\nor\n.BR \\-\\-help ,\nwhich prints its usage. "
          "Options may come before or after the operands;\n.BI \\-\\-name= value\nis the same as\n"
          ".BI \\-\\-name \" value\";\n.B \\-\\-\nends the options.\n",
          fp);
    for (size_t i = 0; i < cli_command_count; i++) {
        const cli_command *c = &cli_commands[i];
        fputs(".SS ", fp);
        roff(fp, c->name);
        if (*c->args) {
            fputc(' ', fp);
            roff(fp, c->args);
        }
        fputc('\n', fp);
        roff_line(fp, "", c->description);
        for (const cli_option *o = c->options; o->name; o++) {
            fputs(".TP\n", fp);
            if (o->arg) {
                fputs(".BI \"", fp);
                roff(fp, o->name);
                fputs(" \" \"", fp);
                roff(fp, o->arg);
                fputs("\"\n", fp);
            } else {
                roff_line(fp, ".B ", o->name);
            }
            roff(fp, o->help);
            if (*cli_option_range(o, range, sizeof range)) {
                fputs(" (", fp);
                roff(fp, range);
                fputc(')', fp);
            }
            fputs(".\n", fp);
        }
    }
    fputs(".SS help [COMMAND]\nPrint the list of commands, or the usage of one; the same as\n.B tavreli \\-\\-help\nand\n"
          ".BR \"tavreli COMMAND \\-\\-help\" .\n.SS version\nPrint the version; the same as\n.BR \"tavreli \\-\\-version\" .\n"
          ".SH PROGRESS\n",
          fp);
    roff_line(fp, "", cli_progress_text);
    fputs(".SH EXIT STATUS\n", fp);
    roff_line(fp, "", cli_exit_status);
    fputs(".SH EXAMPLES\n.nf\n", fp);
    for (const char *const *e = cli_examples; *e; e++)
        roff_line(fp, "", *e);
    fputs(".fi\n.SH SEE ALSO\nThe library's headers,\n.IR <tavreli.h> ,\ndocument the C API; doc/RULES.md is the "
          "reading of the federation rules that it\nimplements (R1 to R14); doc/engine.md and doc/perft.md "
          "describe the engine and perft.\nThese guides are installed with README.md in the documentation "
          "directory:\n.I /usr/share/doc/tavreli\nfrom the Debian package,\n.I PREFIX/share/doc/libtavreli\n"
          "after make install.\n",
          fp);
}

/* The words of the operands a command completes: startpos for a TFEN,
 * files for a FILE. */
static void operand_completion(FILE *fp, const cli_command *c)
{
    if (strstr(c->args, "FILE"))
        fputs("            COMPREPLY=($(compgen -f -- \"$cur\"))\n", fp);
    else if (strstr(c->args, "TFEN"))
        fputs("            COMPREPLY=($(compgen -W 'startpos' -- \"$cur\"))\n", fp);
    else
        fputs("            COMPREPLY=()\n", fp);
}

static void bash(FILE *fp)
{
    fputs("# bash completion for tavreli. Generated from cli/table.c by cli/gen-docs\n"
          "# (make update-cli-docs): do not edit.\n"
          "_tavreli()\n{\n"
          "    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}\n"
          "    if [ \"$COMP_CWORD\" -eq 1 ]; then\n"
          "        COMPREPLY=($(compgen -W '",
          fp);
    for (size_t i = 0; i < cli_command_count; i++)
        fprintf(fp, "%s ", cli_commands[i].name);
    fputs("help version --help --version' -- \"$cur\"))\n        return\n    fi\n"
          "    case ${COMP_WORDS[1]} in\n    help)\n        COMPREPLY=($(compgen -W '",
          fp);
    for (size_t i = 0; i < cli_command_count; i++)
        fprintf(fp, "%s%s", i ? " " : "", cli_commands[i].name);
    fputs("' -- \"$cur\"))\n        ;;\n", fp);
    for (size_t i = 0; i < cli_command_count; i++) {
        const cli_command *c = &cli_commands[i];
        fprintf(fp, "    %s)\n        case $prev in\n", c->name);
        for (const cli_option *o = c->options; o->name; o++) {
            if (!o->arg)
                continue;
            fprintf(fp, "        %s)\n", o->name);
            if (o->choices)
                fprintf(fp, "            COMPREPLY=($(compgen -W '%s' -- \"$cur\"))\n", o->choices);
            else if (strcmp(o->arg, "FILE") == 0)
                fputs("            COMPREPLY=($(compgen -f -- \"$cur\"))\n", fp);
            else
                fputs("            COMPREPLY=()\n", fp);
            fputs("            return\n            ;;\n", fp);
        }
        fputs("        esac\n        case $cur in\n        -*)\n            COMPREPLY=($(compgen -W '", fp);
        for (const cli_option *o = c->options; o->name; o++)
            fprintf(fp, "%s ", o->name);
        fputs("--help' -- \"$cur\"))\n            ;;\n        *)\n", fp);
        operand_completion(fp, c);
        fputs("            ;;\n        esac\n        ;;\n", fp);
    }
    fputs("    esac\n}\ncomplete -F _tavreli tavreli\n", fp);
}

/* One line per option for the tests: command, option, kind (flag, text,
 * uint, real), the range's two ends (or - -), a value it accepts, and the
 * command's example operands, separated by |. */
static void options(FILE *fp)
{
    static const char *const kinds[] = { "flag", "text", "uint", "real" };
    char range[64];
    for (size_t i = 0; i < cli_command_count; i++) {
        const cli_command *c = &cli_commands[i];
        for (const cli_option *o = c->options; o->name; o++) {
            cli_option_range(o, range, sizeof range);
            char *to = strstr(range, " to ");
            if (to)
                *to = '\0';
            fprintf(fp, "%s|%s|%s|%s|%s|%s|%s\n", c->name, o->name, kinds[o->kind], to ? range : "-",
                    to ? to + 4 : "-", o->example ? o->example : o->kind == CLI_FLAG ? ""
                                                                                     : range,
                    c->example);
        }
    }
}

int main(int argc, char **argv)
{
    if (argc == 2 && strcmp(argv[1], "options") == 0)
        options(stdout);
    else if (argc == 2 && strcmp(argv[1], "man") == 0)
        man(stdout);
    else if (argc == 2 && strcmp(argv[1], "bash") == 0)
        bash(stdout);
    else {
        fputs("usage: gen-docs man|bash|options\n", stderr);
        return 2;
    }
    return fflush(stdout) == 0 ? 0 : 1;
}
