/* Solver bench: the library's proof search against the plain exhaustive
 * solver (plain.c) on every problem of an EPD file (tests/data/problems),
 * in one run: per stipulation, the problems, the seconds and nodes of each
 * and the speed ratio. Both must give the same keys / solutions (exit 1
 * otherwise). Usage: solver-bench FILE.epd [RUNS] */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <tavreli.h>
#include "plain.h"

static double now(void)
{
    struct timespec ts;
    timespec_get(&ts, TIME_UTC);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

typedef struct set {
    char stip[16];
    int problems;
    double fast_s, plain_s;
    unsigned long long fast_n, plain_n;
} set;

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: solver-bench FILE.epd [RUNS]\n");
        return 2;
    }
    int runs = argc > 2 ? atoi(argv[2]) : 1;
    FILE *f = fopen(argv[1], "r");
    if (!f) {
        perror(argv[1]);
        return 2;
    }
    set sets[8];
    int nsets = 0, bad = 0;
    char line[2048];
    plain_result *r = malloc(sizeof *r);
    while (fgets(line, sizeof line, f)) {
        char *at = strstr(line, " ;stip ");
        if (!at)
            continue;
        *at = '\0';
        char st_text[16];
        sscanf(at + 7, "%15s", st_text);
        tav_stipulation st;
        tav_position *p = NULL;
        if (tav_stipulation_parse(st_text, &st, NULL) != TAV_OK || tav_position_from_tfen(&p, line, NULL) != TAV_OK)
            return 2;
        int k = 0;
        while (k < nsets && strcmp(sets[k].stip, st_text))
            k++;
        if (k == nsets) {
            memset(&sets[k], 0, sizeof sets[k]);
            strcpy(sets[k].stip, st_text);
            nsets++;
        }
        sets[k].problems++;
        for (int run = 0; run < runs; run++) {
            tav_solve_options opt = TAV_SOLVE_OPTIONS_INIT;
            opt.flags = 0; /* keys (or helpmate solutions) only, as the plain solver */
            tav_solution *sol = NULL;
            double t0 = now();
            tav_solve(p, &st, &opt, &sol);
            double t1 = now();
            plain_solve(p, &st, 0, 0, r);
            double t2 = now();
            sets[k].fast_s += t1 - t0;
            sets[k].plain_s += t2 - t1;
            sets[k].fast_n += tav_solution_nodes(sol);
            sets[k].plain_n += r->nodes;
            int same = st.type == TAV_STIP_HELP ? tav_solution_line_count(sol) == r->nlines
                                                : tav_solution_key_count(sol) == r->nkeys;
            for (int i = 0; same && i < r->nkeys; i++)
                same = tav_move_equal(tav_solution_key(sol, i), r->keys[i]);
            if (!same) {
                fprintf(stderr, "DIFFERENT: %s %s\n", line, st_text);
                bad = 1;
            }
            tav_solution_free(sol);
        }
        tav_position_free(p);
    }
    fclose(f);
    free(r);
    printf("%-5s %4s %11s %12s %12s %11s %12s %12s %8s\n", "stip", "n", "fast s", "fast nodes", "fast n/s",
           "plain s", "plain nodes", "plain n/s", "speedup");
    for (int k = 0; k < nsets; k++) {
        set *s = &sets[k];
        printf("%-5s %4d %11.4f %12llu %12.0f %11.4f %12llu %12.0f %7.1fx\n", s->stip, s->problems, s->fast_s / runs,
               s->fast_n / (unsigned)runs, s->fast_n / (s->fast_s > 0 ? s->fast_s : 1e-9), s->plain_s / runs,
               s->plain_n / (unsigned)runs, s->plain_n / (s->plain_s > 0 ? s->plain_s : 1e-9),
               s->plain_s / (s->fast_s > 0 ? s->fast_s : 1e-9));
    }
    return bad;
}
