/* tavreli svg: an SVG diagram of a position on standard output
 * (tavreli/svg.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "args.h"
#include "cli.h"

/* "e2-e4" or "e2e4" (the same square twice is allowed): the number of
 * characters read, or 0. */
static int read_pair(const char *s, int *from, int *to)
{
    int n = 2;
    if ((*from = tav_square_parse(s)) < 0)
        return 0;
    if (s[2] == '-')
        n = 3;
    if ((*to = tav_square_parse(s + n)) < 0)
        return 0;
    return n + 2;
}

/* A pair, then an optional ":COLOUR". */
static int read_arrow(const char *s, tav_svg_arrow *a)
{
    int n = read_pair(s, &a->from, &a->to);
    a->color = 0;
    if (!n)
        return 0;
    if (s[n] == ':')
        return tav_svg_parse_color(s + n + 1, &a->color) == TAV_OK;
    return s[n] == '\0';
}

/* One option's value into opt: 1, or 0 when it is bad. */
static int take(tav_svg_options *opt, tav_svg_arrow *arrows, cli_args *a, const cli_option *o)
{
    const char *v = a->value;
    int sq, role;
    tav_svg_color c;
    if (cli_is(a, o, "--flip")) {
        opt->orientation = TAV_BLACK;
    } else if (cli_is(a, o, "--no-coordinates")) {
        opt->coordinates = 0;
    } else if (cli_is(a, o, "--size")) {
        opt->size = (unsigned)a->u;
    } else if (cli_is(a, o, "--legend")) {
        opt->legend_height = (unsigned)a->u;
    } else if (cli_is(a, o, "--title")) {
        opt->title = v;
    } else if (cli_is(a, o, "--orientation")) {
        if (strcmp(v, "white") != 0 && strcmp(v, "black") != 0)
            return 0;
        opt->orientation = v[0] == 'w' ? TAV_WHITE : TAV_BLACK;
    } else if (cli_is(a, o, "--lastmove")) {
        int n = read_pair(v, &opt->lastmove_from, &opt->lastmove_to);
        return n && v[n] == '\0';
    } else if (cli_is(a, o, "--check")) {
        if (strcmp(v, "auto") == 0)
            opt->check = TAV_SVG_CHECK_AUTO;
        else if ((sq = tav_square_parse(v)) >= 0 && v[2] == '\0')
            opt->check = sq;
        else
            return 0;
    } else if (cli_is(a, o, "--arrow")) {
        if (opt->arrow_count == TAV_SVG_MAX_ARROWS || !read_arrow(v, &arrows[opt->arrow_count]))
            return 0;
        opt->arrows = arrows, opt->arrow_count++;
    } else if (cli_is(a, o, "--fill")) {
        if ((sq = tav_square_parse(v)) < 0 || v[2] != ':' || tav_svg_parse_color(v + 3, &c) != TAV_OK)
            return 0;
        opt->fill[sq] = c;
    } else if (cli_is(a, o, "--mark")) {
        if ((sq = tav_square_parse(v)) < 0 || v[2] != '\0')
            return 0;
        opt->squares |= 1ull << sq;
    } else if (cli_is(a, o, "--color") || cli_is(a, o, "--colour")) {
        char name[32];
        const char *eq = strchr(v, '=');
        size_t n = eq ? (size_t)(eq - v) : 0;
        if (!eq || n >= sizeof name)
            return 0;
        memcpy(name, v, n);
        name[n] = '\0';
        if ((role = tav_svg_color_role_parse(name)) < 0 || tav_svg_parse_color(eq + 1, &c) != TAV_OK)
            return 0;
        opt->colors[role] = c;
    } else {
        return -1;
    }
    return 1;
}

int cli_svg(int argc, char **argv)
{
    static tav_svg_arrow arrows[TAV_SVG_MAX_ARROWS];
    tav_svg_options opt = TAV_SVG_OPTIONS_INIT;
    cli_args a;
    const cli_option *o;
    cli_args_init(&a, argc, argv);
    while ((o = cli_args_next(&a))) {
        if (opt.arrow_count == TAV_SVG_MAX_ARROWS && cli_is(&a, o, "--arrow"))
            return cli_usage_error(&a, "at most %d arrows", TAV_SVG_MAX_ARROWS);
        int ok = take(&opt, arrows, &a, o);
        if (ok < 0)
            return cli_unhandled(&a, o);
        if (!ok)
            return cli_usage_error(&a, "bad %s '%s' (%s)", o->name, a.value, o->arg);
    }
    if (a.status >= 0)
        return a.status;
    /* TFEN [MOVE...]: the position after the moves, as fen and analyse
     * take them; the last one is highlighted unless --lastmove says else. */
    tav_position *p = cli_load_line(a.operands[0], a.operands + 1, a.count - 1);
    if (!p)
        return CLI_BAD_INPUT;
    size_t played = tav_position_history_length(p);
    if (a.count > 1 && played && opt.lastmove_from == TAV_NO_SQUARE) {
        tav_move last = tav_position_history_move(p, played - 1);
        opt.lastmove_from = TAV_MOVE_FROM(last);
        opt.lastmove_to = TAV_MOVE_TO(last);
    }
    char *text = NULL;
    int rc = tav_svg_write_alloc(p, &opt, &text, NULL);
    tav_position_free(p);
    if (rc != TAV_OK) {
        fprintf(stderr, "tavreli svg: %s\n", tav_strerror(rc));
        return rc == TAV_EINVAL ? CLI_USAGE : CLI_BAD_INPUT;
    }
    fputs(text, stdout);
    tav_free(text);
    return CLI_OK;
}
