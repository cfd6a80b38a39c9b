/* tavreli convert [--lenient] FILE...: read game records (TGN, R11) and
 * write them to stdout as canonical TGN (tags, numbered moves in canonical
 * notation, lines of at most 80 columns). Problems go to stderr; a game
 * with an error is not written. Exit status 0 when every game was written,
 * 1 otherwise, 2 for a usage error. */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include "args.h"
#include "cli.h"

static void print_problems(const char *file, const tav_game *g)
{
    for (size_t i = 0; i < tav_game_problem_count(g); i++)
        cli_print_problem(stderr, "", file, tav_game_problem(g, i));
}

/* Returns the number of games not written, or -1 when the file could not
 * be read. */
static long convert_file(const char *file, int mode, unsigned long *written)
{
    const char *why = NULL;
    FILE *fp = strcmp(file, "-") == 0 ? stdin : cli_open_input(file, &why);
    const char *shown = strcmp(file, "-") == 0 ? "<stdin>" : file;
    if (!fp) {
        fprintf(stderr, "tavreli: cannot open %s: %s\n", file, why);
        return -1;
    }
    tav_reader *r = NULL;
    tav_game *g = NULL;
    long skipped = 0;
    int rc = tav_reader_new_file(&r, fp, mode);
    while (rc == TAV_OK && (rc = tav_reader_next(r, &g)) == 1) {
        print_problems(shown, g);
        if (!tav_game_is_valid(g)) {
            fprintf(stderr, "%s: game %zu not converted: it has errors\n", shown, tav_game_index(g));
            skipped++;
        } else {
            if (*written)
                putchar('\n');
            rc = tav_game_write_file(g, stdout);
            (*written)++;
        }
        tav_game_free(g);
        if (rc == 1)
            rc = TAV_OK;
    }
    if (rc < 0)
        fprintf(stderr, "tavreli: %s: %s\n", shown, tav_strerror(rc));
    tav_reader_free(r);
    if (fp != stdin)
        fclose(fp);
    return rc < 0 ? -1 : skipped;
}

int cli_convert(int argc, char **argv)
{
    int mode = TAV_READ_STRICT, bad = 0;
    cli_args a;
    const cli_option *o;
    cli_args_init(&a, argc, argv);
    while ((o = cli_args_next(&a))) {
        if (cli_is(&a, o, "--lenient"))
            mode = TAV_READ_LENIENT;
        else if (cli_is(&a, o, "--strict"))
            mode = TAV_READ_STRICT;
        else
            return cli_unhandled(&a, o);
    }
    if (a.status >= 0)
        return a.status;
    unsigned long written = 0;
    for (int i = 0; i < a.count; i++)
        if (convert_file(a.operands[i], mode, &written) != 0)
            bad = 1;
    if (fflush(stdout) != 0)
        bad = 1;
    return bad ? CLI_BAD_INPUT : CLI_OK;
}
