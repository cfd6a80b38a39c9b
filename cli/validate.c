/* tavreli validate [--strict|--lenient] [--json] FILE...: read game records
 * (TGN, R11), replay every move, check clock data against the time control
 * (R13), and say per game whether it is valid, how it ends on the board
 * (R8) and where each problem is. Exit status 0 when
 * every game is valid (warnings allowed), 1 otherwise, 2 for a usage error. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "args.h"
#include "cli.h"

/* JSON string: quotes, backslash and control characters escaped; bytes that
 * are not valid UTF-8 become U+FFFD, so the output is always valid JSON. */
static void json_string(FILE *out, const char *s)
{
    const unsigned char *p = (const unsigned char *)(s ? s : "");
    fputc('"', out);
    while (*p) {
        unsigned char c = *p;
        if (c == '"' || c == '\\') {
            fputc('\\', out);
            fputc(c, out);
            p++;
        } else if (c < 0x20) {
            switch (c) {
            case '\n': fputs("\\n", out); break;
            case '\t': fputs("\\t", out); break;
            case '\r': fputs("\\r", out); break;
            case '\b': fputs("\\b", out); break;
            case '\f': fputs("\\f", out); break;
            default: fprintf(out, "\\u%04x", c); break;
            }
            p++;
        } else if (c < 0x80) {
            fputc(c, out);
            p++;
        } else {
            /* length of a UTF-8 sequence led by c: 0 for a byte that
             * never leads one (0x80-0xC1, 0xF5-0xFF) */
            int n = c >= 0xF0 && c <= 0xF4 ? 4 : c >= 0xE0 && c <= 0xEF ? 3
                                             : c >= 0xC2 && c <= 0xDF   ? 2
                                                                        : 0;
            unsigned long cp = n == 4 ? c & 7u : n == 3 ? c & 15u
                                                        : c & 31u;
            int ok = n > 0;
            for (int i = 1; ok && i < n; i++) {
                if ((p[i] & 0xC0) != 0x80)
                    ok = 0;
                else
                    cp = (cp << 6) | (p[i] & 0x3Fu);
            }
            if (ok && ((n == 3 && (cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF))) || (n == 4 && (cp < 0x10000 || cp > 0x10FFFF))))
                ok = 0;
            if (ok) {
                fwrite(p, 1, (size_t)n, out);
                p += n;
            } else {
                fputs("\\ufffd", out);
                p++;
            }
        }
    }
    fputc('"', out);
}

static const char *color_name(int side) { return side == TAV_WHITE ? "white" : side == TAV_BLACK ? "black"
                                                                                                 : NULL; }

static const char *tag_or(const tav_game *g, const char *name)
{
    const char *v = tav_game_tag(g, name);
    return v ? v : "?";
}

typedef struct totals {
    unsigned long games, valid, invalid, with_warnings, mates, failures;
} totals;

void cli_print_problem(FILE *out, const char *indent, const char *file, const tav_problem *p)
{
    char line[1024];
    size_t len = 0;
    if (tav_problem_format(p, file, line, sizeof line, &len) == TAV_EBUFSIZE) {
        char *big = malloc(len + 1);
        if (big && tav_problem_format(p, file, big, len + 1, NULL) == TAV_OK)
            fprintf(out, "%s%s\n", indent, big);
        free(big);
        return;
    }
    fprintf(out, "%s%s\n", indent, line);
}

/* How the game stands at the end of its main line (R8), with the solver's
 * dead-position answer within the validator's budget
 * (TAV_OUTCOME_DEAD_BUDGET: enough for the guided helpmate search to find a
 * line on a full board, small enough for files of thousands of games). */
static tav_outcome outcome_of(const tav_game *g)
{
    tav_outcome o;
    if (tav_game_outcome(g, 0, TAV_OUTCOME_SEARCH, TAV_OUTCOME_DEAD_BUDGET, &o) != TAV_OK) {
        /* out of memory in the search: judge without it */
        if (tav_game_outcome(g, 0, 0, 0, &o) != TAV_OK) {
            memset(&o, 0, sizeof o);
            o.turn = tav_game_end_turn(g);
            o.dead = TAV_DEAD_UNKNOWN;
            o.agrees = tav_game_result_agrees(g);
        }
    }
    return o;
}

/* A mated or stalemated side is not in a dead position (someone could
 * mate: it happened). */
static const char *dead_name(int dead)
{
    return dead == TAV_DEAD ? "yes" : dead == TAV_ALIVE || dead < 0 ? "no"
                                                                    : "unknown";
}

static void print_game_text(const char *file, const tav_game *g)
{
    size_t errors = tav_game_error_count(g), warnings = tav_game_warning_count(g);
    printf("game %zu \"%s - %s\": ", tav_game_index(g), tag_or(g, "White"), tag_or(g, "Black"));
    if (errors)
        printf("invalid (%zu error%s", errors, errors == 1 ? "" : "s");
    else
        printf("ok");
    if (warnings)
        printf("%s%zu warning%s", errors ? ", " : " (", warnings, warnings == 1 ? "" : "s");
    if (errors || warnings)
        printf(")");
    int plies = tav_game_main_line_length(g);
    printf(", %d pl%s%s", plies, plies == 1 ? "y" : "ies", tav_game_complete(g) ? "" : " replayed");
    tav_outcome o = outcome_of(g);
    char end[160];
    tav_outcome_format(&o, end, sizeof end);
    printf(", %s, result %s%s\n", end, tav_result_text(tav_game_result(g)), o.agrees ? "" : " (disagrees)");
    for (size_t i = 0; i < tav_game_problem_count(g); i++)
        cli_print_problem(stdout, "  ", file, tav_game_problem(g, i));
}

static void print_game_json(const tav_game *g, int first)
{
    printf("%s\n    {\"game\": %zu, \"line\": %lu, \"white\": ", first ? "" : ",", tav_game_index(g), tav_game_line(g));
    json_string(stdout, tav_game_tag(g, "White"));
    printf(", \"black\": ");
    json_string(stdout, tav_game_tag(g, "Black"));
    tav_outcome o = outcome_of(g);
    int claims = o.claims;
    printf(", \"valid\": %s, \"plies\": %d, \"complete\": %s, \"result\": \"%s\", \"result_agrees\": %s, "
           "\"end\": \"%s\", \"dead\": \"%s\", \"turn\": \"%s\", \"claims\": [%s%s%s], \"errors\": %zu, "
           "\"warnings\": %zu, \"problems\": [",
           tav_game_is_valid(g) ? "true" : "false", tav_game_main_line_length(g),
           tav_game_complete(g) ? "true" : "false", tav_result_text(tav_game_result(g)),
           o.agrees ? "true" : "false",
           o.termination == TAV_TERM_CHECKMATE ? "checkmate" : o.termination == TAV_TERM_STALEMATE ? "stalemate"
                                                                                                   : "none",
           dead_name(o.dead), color_name(o.turn), claims & (int)TAV_GAME_CLAIM_THREEFOLD ? "\"threefold\"" : "",
           claims == 3 ? ", " : "", claims & (int)TAV_GAME_CLAIM_FIFTY ? "\"fifty\"" : "", tav_game_error_count(g),
           tav_game_warning_count(g));
    for (size_t i = 0; i < tav_game_problem_count(g); i++) {
        const tav_problem *p = tav_game_problem(g, i);
        printf("%s\n      {\"severity\": \"%s\", \"kind\": \"%s\", \"line\": %lu, \"column\": %lu, \"offset\": %llu, "
               "\"ply\": %d, \"move_number\": %llu, \"side\": ",
               i ? "," : "", tav_severity_name(p->severity), tav_problem_kind_name(p->kind), p->line, p->column,
               p->offset, p->ply, p->move_number);
        if (color_name(p->side))
            printf("\"%s\"", color_name(p->side));
        else
            printf("null");
        printf(", \"move\": ");
        json_string(stdout, p->move);
        printf(", \"message\": ");
        json_string(stdout, p->message);
        printf("}");
    }
    printf("%s]}", tav_game_problem_count(g) ? "\n    " : "");
}

static int validate_file(const char *file, int mode, int json, int first_file, totals *t)
{
    const char *why = NULL;
    FILE *fp = strcmp(file, "-") == 0 ? stdin : cli_open_input(file, &why);
    const char *shown = strcmp(file, "-") == 0 ? "<stdin>" : file;
    if (json) {
        printf("%s\n  {\"file\": ", first_file ? "" : ",");
        json_string(stdout, shown);
    }
    if (!fp) {
        fprintf(stderr, "tavreli: cannot open %s: %s\n", file, why);
        if (json) {
            printf(", \"error\": ");
            json_string(stdout, why);
            printf("}");
        }
        t->failures++;
        return 0;
    }
    tav_reader *r = NULL;
    int rc = tav_reader_new_file(&r, fp, mode);
    if (json)
        printf(", \"games\": [");
    int first = 1;
    tav_game *g = NULL;
    while (rc == TAV_OK && (rc = tav_reader_next(r, &g)) == 1) {
        tav_game_check_clocks(g); /* R13: clock data against the TimeControl tag */
        tav_game_check_evals(g);  /* R11: every [%eval] readable, one a move */
        t->games++;
        if (tav_game_is_valid(g)) {
            t->valid++;
            if (tav_game_warning_count(g))
                t->with_warnings++;
        } else {
            t->invalid++;
        }
        if (tav_game_end(g) == TAV_END_CHECKMATE)
            t->mates++;
        if (json)
            print_game_json(g, first);
        else
            print_game_text(shown, g);
        first = 0;
        tav_game_free(g);
        rc = TAV_OK;
    }
    if (rc < 0) {
        fprintf(stderr, "tavreli: %s: %s\n", shown, tav_strerror(rc));
        t->failures++;
    }
    if (json) {
        printf("%s]", first ? "" : "\n  ");
        if (rc < 0) {
            printf(", \"error\": ");
            json_string(stdout, tav_strerror(rc));
        }
        printf("}");
    }
    tav_reader_free(r);
    if (fp != stdin)
        fclose(fp);
    return rc >= 0;
}

int cli_validate(int argc, char **argv)
{
    int mode = TAV_READ_STRICT, json = 0;
    cli_args a; /* options: cli/table.c */
    const cli_option *o;
    cli_args_init(&a, argc, argv);
    while ((o = cli_args_next(&a))) {
        if (cli_is(&a, o, "--strict"))
            mode = TAV_READ_STRICT;
        else if (cli_is(&a, o, "--lenient"))
            mode = TAV_READ_LENIENT;
        else if (cli_is(&a, o, "--json"))
            json = 1;
        else
            return cli_unhandled(&a, o);
    }
    if (a.status >= 0)
        return a.status;
    totals t = { 0 };
    if (json)
        printf("{\"mode\": \"%s\", \"files\": [", mode == TAV_READ_STRICT ? "strict" : "lenient");
    for (int k = 0; k < a.count; k++)
        validate_file(a.operands[k], mode, json, k == 0, &t);
    if (json)
        printf("\n], \"games\": %lu, \"valid\": %lu, \"invalid\": %lu, \"with_warnings\": %lu, \"checkmates\": %lu, "
               "\"failures\": %lu}\n",
               t.games, t.valid, t.invalid, t.with_warnings, t.mates, t.failures);
    else
        printf("%lu game%s: %lu valid (%lu with warnings), %lu invalid; %lu end%s in checkmate%s\n", t.games,
               t.games == 1 ? "" : "s", t.valid, t.with_warnings, t.invalid, t.mates, t.mates == 1 ? "s" : "",
               t.failures ? "; some input could not be read" : "");
    return t.invalid || t.failures ? CLI_BAD_INPUT : CLI_OK;
}
