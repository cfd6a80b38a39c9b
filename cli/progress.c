/* The progress line of long commands (cli/progress.h). */
#define _POSIX_C_SOURCE 200809L
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>
#include "tavreli/now.h"
#include "progress.h"

static double now(void) { return (double)tav_now_ms() / 1e3; }

void cli_progress_start(cli_progress *p, int wanted, int forced)
{
    p->fp = forced || (wanted && isatty(STDERR_FILENO)) ? stderr : NULL;
    p->start = now();
    p->last = -1;
    p->width = 0;
}

double cli_progress_elapsed(const cli_progress *p)
{
    return now() - p->start;
}

/* The width the line must stay under, in columns: the terminal's own
 * (TIOCGWINSZ, asked each time so that a resized window is followed), else
 * COLUMNS, else 80 on a terminal; written to a file or a pipe (--progress),
 * COLUMNS when set, else no limit (0): there is no row to wrap. */
static int columns(FILE *fp)
{
    struct winsize ws;
    int fd = fileno(fp);
    if (ioctl(fd, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0)
        return ws.ws_col;
    const char *env = getenv("COLUMNS");
    if (env && *env) {
        char *end;
        long c = strtol(env, &end, 10);
        if (*end == '\0' && c > 0 && c < 10000)
            return (int)c;
    }
    return isatty(fd) ? 80 : 0;
}

/* The length of line (n bytes) that fits in a row of cols columns, one
 * column kept free so that the cursor never wraps to a new row: the parts
 * after the last ", " or "; " that still fits are dropped (callers write
 * the most important parts first), and a first part too long on its own
 * is cut. */
static int fit(const char *line, int n, int cols)
{
    int room = cols > 1 ? cols - 1 : 1;
    while (n > room) {
        int cut = n - 1;
        while (cut > 0 && !((line[cut] == ',' || line[cut] == ';') && line[cut + 1] == ' '))
            cut--;
        if (cut == 0)
            return room;
        n = cut;
    }
    return n;
}

void cli_progress_show(cli_progress *p, int force, const char *fmt, ...)
{
    char line[160];
    va_list ap;
    double t = now();
    if (!p->fp || (!force && p->last >= 0 && t - p->last < 0.1))
        return;
    p->last = t;
    va_start(ap, fmt);
    int n = vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    if (n < 0)
        return;
    if (n >= (int)sizeof line)
        n = (int)sizeof line - 1;
    int cols = columns(p->fp);
    if (cols > 0) {
        n = fit(line, n, cols);
        line[n] = '\0';
        if (p->width >= cols) /* the terminal got narrower: pad no further than a row */
            p->width = cols > 1 ? cols - 1 : 1;
    }
    /* pad with spaces over the end of a longer previous line */
    fprintf(p->fp, "\r%s%*s", line, p->width > n ? p->width - n : 0, "");
    if (p->width > n)
        fprintf(p->fp, "\r%s", line);
    fflush(p->fp);
    p->width = n;
}

void cli_progress_end(cli_progress *p)
{
    if (p->fp && p->width) {
        fprintf(p->fp, "\r%*s\r", p->width, "");
        fflush(p->fp);
    }
    p->width = 0;
}

/* The ticker's thread: the first line after a quarter of a second (a
 * quick answer shows nothing; TAVRELI_PROGRESS_FIRST_MS, for the tests,
 * sets another wait from 0 to 1000 ms), then every tenth. */
static long first_wait_ns(void)
{
    const char *first = getenv("TAVRELI_PROGRESS_FIRST_MS");
    if (first && *first) {
        char *end;
        long ms = strtol(first, &end, 10);
        if (*end == '\0' && ms >= 0 && ms <= 1000)
            return ms * 1000000L;
    }
    return 250000000L;
}

static void *tick(void *arg)
{
    cli_ticker *t = arg;
    char spent[16];
    long wait_ns = first_wait_ns();
    pthread_mutex_lock(&t->lock);
    while (!t->stop) {
        struct timespec until;
        clock_gettime(CLOCK_REALTIME, &until);
        until.tv_nsec += wait_ns;
        if (until.tv_nsec >= 1000000000L) {
            until.tv_sec++;
            until.tv_nsec -= 1000000000L;
        }
        if (pthread_cond_timedwait(&t->wake, &t->lock, &until) != 0 && !t->stop)
            cli_progress_show(t->bar, 1, "%s %s", t->what,
                              cli_duration(cli_progress_elapsed(t->bar), spent, sizeof spent));
        wait_ns = 100000000L;
    }
    pthread_mutex_unlock(&t->lock);
    return NULL;
}

void cli_ticker_start(cli_ticker *t, cli_progress *bar, const char *what)
{
    t->bar = bar;
    t->what = what;
    t->stop = 0;
    t->running = 0;
    if (!bar->fp)
        return;
    if (first_wait_ns() == 0) { /* the first line at once (a test asks so) */
        char spent[16];
        cli_progress_show(bar, 1, "%s %s", what, cli_duration(cli_progress_elapsed(bar), spent, sizeof spent));
    }
    pthread_mutex_init(&t->lock, NULL);
    pthread_cond_init(&t->wake, NULL);
    t->running = pthread_create(&t->thread, NULL, tick, t) == 0;
    if (!t->running) {
        pthread_cond_destroy(&t->wake);
        pthread_mutex_destroy(&t->lock);
    }
}

void cli_ticker_stop(cli_ticker *t)
{
    if (!t->running)
        return;
    pthread_mutex_lock(&t->lock);
    t->stop = 1;
    pthread_cond_signal(&t->wake);
    pthread_mutex_unlock(&t->lock);
    pthread_join(t->thread, NULL);
    pthread_cond_destroy(&t->wake);
    pthread_mutex_destroy(&t->lock);
    t->running = 0;
}

const char *cli_duration(double s, char *buf, size_t size)
{
    if (!(s >= 0 && s < 1e8)) {
        snprintf(buf, size, "?");
        return buf;
    }
    unsigned long t = (unsigned long)(s + 0.5);
    if (t >= 3600)
        snprintf(buf, size, "%lu:%02lu:%02lu", t / 3600, t / 60 % 60, t % 60);
    else
        snprintf(buf, size, "%lu:%02lu", t / 60, t % 60);
    return buf;
}

const char *cli_count(double n, char *buf, size_t size)
{
    static const char units[] = " kMGTPE";
    int u = 0;
    while (n >= 1000 && u < 6) {
        n /= 1000;
        u++;
    }
    if (!u)
        snprintf(buf, size, "%.0f", n);
    else
        snprintf(buf, size, "%.*f %c", n < 10 ? 2 : n < 100 ? 1
                                                            : 0,
                 n, units[u]);
    return buf;
}
