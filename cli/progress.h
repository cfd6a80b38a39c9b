/* The progress line of long commands (perft, solve, dead): one line on
 * standard error, rewritten in place with a carriage return, as pip,
 * fastchess and cutechess-cli do; shown only when standard error is a
 * terminal or when the user asked (--progress), and erased at the end so
 * that it never mixes with the results. */
#ifndef TAVRELI_CLI_PROGRESS_H
#define TAVRELI_CLI_PROGRESS_H

#include <pthread.h>
#include <stdio.h>

typedef struct cli_progress {
    FILE *fp;     /* standard error, or NULL when off */
    double start; /* seconds, monotonic */
    double last;  /* when the line was last written */
    int width;    /* the length of the line on screen */
} cli_progress;

/* Start a progress line: on when forced, else when standard error is a
 * terminal and wanted is non-zero (off when wanted is 0 and not forced). */
void cli_progress_start(cli_progress *p, int wanted, int forced);

/* Seconds since cli_progress_start(). */
double cli_progress_elapsed(const cli_progress *p);

/* Rewrite the line (printf-style) if it is on and at least a tenth of a
 * second has passed since the last time, or always when now is set. The
 * line never takes a whole row of the terminal (its width from the
 * terminal, else COLUMNS, else 80; not on a terminal: COLUMNS, else no
 * limit), so it never wraps: what does not fit is dropped from the end,
 * part by part (parts end with ", " or "; "), so write the most important
 * parts first. */
void cli_progress_show(cli_progress *p, int now, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

/* Erase the line (if it was ever written). */
void cli_progress_end(cli_progress *p);

/* A progress line for work that reports nothing while it runs (tavreli
 * dead): a thread rewrites "WHAT, 0:07" every tenth of a second until
 * cli_ticker_stop(). Nothing runs when the line is off. */
typedef struct cli_ticker {
    cli_progress *bar;
    const char *what;
    pthread_t thread;
    pthread_mutex_t lock;
    pthread_cond_t wake;
    int running, stop;
} cli_ticker;

void cli_ticker_start(cli_ticker *t, cli_progress *bar, const char *what);
void cli_ticker_stop(cli_ticker *t);

/* "0:07", "12:34", "3:25:07" for seconds; "?" for a negative or huge one. */
const char *cli_duration(double seconds, char *buf, size_t size);

/* "950", "12.3 k", "4.56 M", "7.89 G" for a count or a rate. */
const char *cli_count(double n, char *buf, size_t size);

#endif
