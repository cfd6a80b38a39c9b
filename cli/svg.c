/* tavreli svg: an SVG diagram of a position on standard output
 * (tavreli/svg.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cli.h"

static const char svg_usage[] =
    "usage: tavreli svg TFEN [OPTION...] > pos.svg\n"
    "  --size N             picture height in pixels (64..16384, default 400)\n"
    "  --flip               black at the bottom (also --orientation white|black)\n"
    "  --no-coordinates     no file letters and rank digits\n"
    "  --lastmove SQ-SQ     highlight the last move's squares (e2-e4 or e2e4)\n"
    "  --check SQ|auto      highlight a king in check (auto: the side to move's, if in check)\n"
    "  --arrow SQ-SQ[:COLOUR]  an arrow (repeatable; SQ-SQ with the same square: a circle)\n"
    "  --fill SQ:COLOUR     fill a square (repeatable)\n"
    "  --mark SQ            mark a square with a cross (repeatable)\n"
    "  --color ROLE=COLOUR  a colour of the style: light, dark, margin, coord, lastmove light,\n"
    "                       lastmove dark, check, arrow, mark, white, white ink, black,\n"
    "                       black ink, promoted, height\n"
    "  --legend N           list towers of N or more pieces beside the board (default 7, 0 = none)\n"
    "  --title TEXT         the picture's title (default: the TFEN)\n"
    "COLOUR: #rgb, #rrggbb, #rrggbbaa or a name (red, green, blue, ...).\n";

static int bad(const char *what, const char *arg)
{
    fprintf(stderr, "tavreli svg: bad %s '%s'\n%s", what, arg, svg_usage);
    return 0;
}

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

static int read_size(const char *s, unsigned *out)
{
    char *end;
    unsigned long v = strtoul(s, &end, 10);
    if (!*s || *end || s[0] == '-' || s[0] == '+' || v > 100000)
        return 0;
    *out = (unsigned)v;
    return 1;
}

int cli_svg(int argc, char **argv)
{
    static tav_svg_arrow arrows[TAV_SVG_MAX_ARROWS];
    tav_svg_options opt = TAV_SVG_OPTIONS_INIT;
    if (argc < 2 || argv[1][0] == '-') {
        fputs(svg_usage, stderr);
        return CLI_USAGE;
    }
    for (int i = 2; i < argc; i++) {
        const char *o = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        int sq, sq2, ok = 1, takes = 1;
        tav_svg_color c;
        if (strcmp(o, "--flip") == 0) {
            opt.orientation = TAV_BLACK;
            takes = 0;
        } else if (strcmp(o, "--no-coordinates") == 0) {
            opt.coordinates = 0;
            takes = 0;
        } else if (!v) {
            ok = bad("option (missing value or unknown)", o);
        } else if (strcmp(o, "--size") == 0) {
            ok = read_size(v, &opt.size) || bad("size", v);
        } else if (strcmp(o, "--orientation") == 0) {
            if (strcmp(v, "white") == 0 || strcmp(v, "black") == 0)
                opt.orientation = v[0] == 'w' ? TAV_WHITE : TAV_BLACK;
            else
                ok = bad("orientation", v);
        } else if (strcmp(o, "--lastmove") == 0) {
            int n = read_pair(v, &opt.lastmove_from, &opt.lastmove_to);
            ok = (n && v[n] == '\0') || bad("last move", v);
        } else if (strcmp(o, "--check") == 0) {
            if (strcmp(v, "auto") == 0)
                opt.check = TAV_SVG_CHECK_AUTO;
            else if ((sq = tav_square_parse(v)) >= 0 && v[2] == '\0')
                opt.check = sq;
            else
                ok = bad("check square", v);
        } else if (strcmp(o, "--arrow") == 0) {
            if (opt.arrow_count == TAV_SVG_MAX_ARROWS || !read_arrow(v, &arrows[opt.arrow_count]))
                ok = bad("arrow", v);
            else
                opt.arrows = arrows, opt.arrow_count++;
        } else if (strcmp(o, "--fill") == 0) {
            if ((sq = tav_square_parse(v)) >= 0 && v[2] == ':' && tav_svg_parse_color(v + 3, &c) == TAV_OK)
                opt.fill[sq] = c;
            else
                ok = bad("fill", v);
        } else if (strcmp(o, "--mark") == 0) {
            if ((sq = tav_square_parse(v)) >= 0 && v[2] == '\0')
                opt.squares |= 1ull << sq;
            else
                ok = bad("square", v);
        } else if (strcmp(o, "--color") == 0 || strcmp(o, "--colour") == 0) {
            char role[32];
            const char *eq = strchr(v, '=');
            size_t n = eq ? (size_t)(eq - v) : 0;
            if (eq && n < sizeof role) {
                memcpy(role, v, n);
                role[n] = '\0';
            }
            if (eq && n < sizeof role && (sq2 = tav_svg_color_role_parse(role)) >= 0
                && tav_svg_parse_color(eq + 1, &c) == TAV_OK)
                opt.colors[sq2] = c;
            else
                ok = bad("colour", v);
        } else if (strcmp(o, "--legend") == 0) {
            ok = read_size(v, &opt.legend_height) || bad("legend height", v);
        } else if (strcmp(o, "--title") == 0) {
            opt.title = v;
        } else {
            ok = bad("option", o);
        }
        if (!ok)
            return CLI_USAGE;
        i += takes;
    }
    tav_position *p = cli_load_position(argv[1]);
    if (!p)
        return CLI_BAD_INPUT;
    size_t len = 0;
    int rc = tav_svg_write(p, &opt, NULL, 0, &len);
    char *buf = rc == TAV_EBUFSIZE ? malloc(len + 1) : NULL;
    if (buf)
        rc = tav_svg_write(p, &opt, buf, len + 1, NULL);
    tav_position_free(p);
    if (rc != TAV_OK) {
        fprintf(stderr, "tavreli svg: %s\n", buf || rc != TAV_EBUFSIZE ? tav_strerror(rc) : "out of memory");
        free(buf);
        return rc == TAV_EINVAL ? CLI_USAGE : CLI_BAD_INPUT;
    }
    fputs(buf, stdout);
    free(buf);
    return CLI_OK;
}
