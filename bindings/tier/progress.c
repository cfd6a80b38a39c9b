/* The progress line of the Dask commands (tavreli.distributed perft, match,
 * annotate): units done of all, the rate, the time left. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tier_impl.h"

/* v with one decimal and its thousands grouped by commas ("12,345.6"). */
static void grouped(char *out, size_t size, double v)
{
    char digits[64];
    int n = snprintf(digits, sizeof digits, "%.1f", v);
    int sign = digits[0] == '-', whole = n - 2 - sign; /* the integer part's digits */
    size_t k = 0;
    for (int i = 0; i < n && k + 2 < size; i++) {
        int from_point = whole - (i - sign);
        if (i > sign && from_point > 0 && from_point < whole && from_point % 3 == 0)
            out[k++] = ',';
        out[k++] = digits[i];
    }
    out[k] = '\0';
}

char *tavb_progress_line(tavb_progress *p, int tty, long long done, long long total, double seconds,
                         const char *noun, int scale, int minute, const char *score, const char *more)
{
    if (!p)
        return NULL;
    if (!p->started) { /* the first call: the units before it came from a resume file */
        p->started = 1;
        p->held = done - 1;
    }
    if (done < total && seconds - p->last < (tty ? 0.5 : 10.0))
        return NULL;
    p->last = seconds;
    double rate = seconds > 0 ? (double)(done - p->held) / seconds : 0.0;
    double left = rate > 0 ? (double)(total - done) / rate : 0.0;
    char speed[64];
    grouped(speed, sizeof speed, minute ? scale * rate * 60 : rate);
    size_t size = 256 + (noun ? 2 * strlen(noun) : 0) + (score ? strlen(score) : 0) + (more ? strlen(more) : 0);
    char *text = malloc(size);
    if (text)
        snprintf(text, size, "%s%lld/%lld %s, %s%s %s/%s%s, %.1f s, %.0f s left%s", tty ? "\r" : "", scale * done,
                 scale * total, noun ? noun : "", score ? score : "", speed, noun ? noun : "", minute ? "min" : "s",
                 more ? more : "", seconds, left, tty ? "\033[K" : "\n");
    return text;
}
