/* tavreli match: the statistics of a score (cli/match.h): the Elo
 * difference with its 95% interval, the sequential probability ratio test,
 * the table and the progress line. One implementation: the Dask match
 * (tavreli.distributed) has `tavreli match --tally` print them. */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "match.h"
#include "progress.h"

/* Elo from a score fraction; +-inf at 0 and 1. */
static double elo(double s)
{
    if (s <= 0)
        return -INFINITY;
    if (s >= 1)
        return INFINITY;
    return -400.0 * log10(1.0 / s - 1.0) + 0.0; /* + 0.0: an even score is +0.0, not -0.0 */
}

int match_tally_games(const match_tally *t) { return t->wins + t->losses + t->draws; }

double match_tally_score(const match_tally *t)
{
    int n = match_tally_games(t);
    return n ? (t->wins + 0.5 * t->draws) / n : 0.5;
}

void match_elo(const match_tally *t, double *d, double *lo, double *hi)
{
    int n = match_tally_games(t);
    double s = match_tally_score(t);
    /* the variance of one game's score (1, 1/2, 0) about the mean */
    double var = n ? (t->wins * (1 - s) * (1 - s) + t->draws * (0.5 - s) * (0.5 - s) + t->losses * s * s) / n : 0;
    double se = n ? sqrt(var / n) : 0;
    *d = elo(s);
    *lo = elo(s - 1.96 * se);
    *hi = elo(s + 1.96 * se);
}

/* --sprt: the log-likelihood ratio of H1 (elo1) against H0 (elo0) after
 * the games so far, in the normal approximation of the game scores that
 * fishtest and fastchess use: with s0, s1 the expected scores of elo0 and
 * elo1, the mean score s and its per-game variance v over n games,
 * LLR = n (s1 - s0) (2s - s0 - s1) / (2v). */
static double expected_score(double e) { return 1.0 / (1.0 + pow(10.0, -e / 400.0)); }

static double sprt_llr(const match_tally *t)
{
    /* half a game of each outcome added, so that an all-won or all-lost
     * start has a variance (and a decision takes a dozen games, not two) */
    double w = t->wins + 0.5, d = t->draws + 0.5, l = t->losses + 0.5, n = w + d + l;
    if (match_tally_games(t) < 2)
        return 0;
    double s = (w + 0.5 * d) / n;
    double v = (w * (1 - s) * (1 - s) + d * (0.5 - s) * (0.5 - s) + l * s * s) / n;
    double s0 = expected_score(t->elo0), s1 = expected_score(t->elo1);
    return n * (s1 - s0) * (2 * s - s0 - s1) / (2 * v);
}

int match_sprt_verdict(const match_tally *t, double *llr, double *lo, double *hi)
{
    *llr = sprt_llr(t);
    *lo = log(t->beta / (1 - t->alpha));
    *hi = log((1 - t->beta) / t->alpha);
    return *llr >= *hi ? 1 : *llr <= *lo ? -1
                                         : 0;
}

int match_parse_sprt(match_tally *t, const char *a)
{
    char copy[256];
    if (strlen(a) >= sizeof copy)
        return 0;
    snprintf(copy, sizeof copy, "%s", a);
    t->elo0 = 0;
    t->elo1 = 5;
    t->alpha = t->beta = 0.05;
    for (char *save, *kv = strtok_r(copy, ",", &save); kv; kv = strtok_r(NULL, ",", &save)) {
        char *eq = strchr(kv, '='), *end;
        if (!eq)
            return 0;
        *eq = 0;
        double v = strtod(eq + 1, &end);
        if (*end || eq[1] == 0 || !isfinite(v))
            return 0;
        if (strcmp(kv, "elo0") == 0)
            t->elo0 = v;
        else if (strcmp(kv, "elo1") == 0)
            t->elo1 = v;
        else if (strcmp(kv, "alpha") == 0 && v > 0 && v < 0.5)
            t->alpha = v;
        else if (strcmp(kv, "beta") == 0 && v > 0 && v < 0.5)
            t->beta = v;
        else
            return 0;
    }
    return t->elo0 < t->elo1 && fabs(t->elo0) < 2000 && fabs(t->elo1) < 2000;
}

int match_parse_tally(match_tally *t, const char *a)
{
    char *end;
    long v[3];
    const char *s = a;
    for (int i = 0; i < 3; i++) {
        if (*s < '0' || *s > '9')
            return 0;
        v[i] = strtol(s, &end, 10);
        if (v[i] < 0 || v[i] > 100000000 || *end != (i < 2 ? '-' : 0))
            return 0;
        s = end + (i < 2);
    }
    t->wins = (int)v[0];
    t->losses = (int)v[1];
    t->draws = (int)v[2];
    return 1;
}

void match_report(const match_tally *t, const char *name0, const char *name1, const char *tc_text,
                  const int time_losses[2])
{
    int n = match_tally_games(t);
    if (!n) { /* said, not silence: --tally 0-0-0 --sprt printed nothing */
        printf("\n%s - %s: no games played: no score, no Elo difference\n", name0, name1);
        if (t->sprt)
            printf("SPRT: elo0 %g elo1 %g alpha %g beta %g: no games yet: undecided\n", t->elo0, t->elo1, t->alpha,
                   t->beta);
        return;
    }
    double s = match_tally_score(t), d, lo, hi;
    match_elo(t, &d, &lo, &hi);
    printf("\n%-28s %-28s %7s %7s %7s %7s\n", "engine", "opponent", "games", "wins", "losses", "draws");
    printf("%-28.28s %-28.28s %7d %7d %7d %7d\n", name0, name1, n, t->wins, t->losses, t->draws);
    printf("score of %s: %.1f/%d (%.1f%%)\n", name0, t->wins + 0.5 * t->draws, n, 100 * s);
    if (tc_text)
        printf("time control %s; lost on time: %s %d, %s %d\n", tc_text, name0, time_losses[0], name1,
               time_losses[1]);
    if (isfinite(d) && isfinite(lo) && isfinite(hi))
        printf("Elo difference: %+.1f +/- %.1f (95%%: %+.1f .. %+.1f)\n", d, (hi - lo) / 2, lo, hi);
    else if (s >= 1 || s <= 0) /* no spread to estimate from: a one-sided 95% bound on the score,
                                * which after few games is far from the estimate (-216 after 2-0) */
        printf("Elo difference: no estimate (every game %s); 95%%: %s %+.1f after %d game%s\n",
               s >= 1 ? "won" : "lost", s >= 1 ? "at least" : "at most",
               s >= 1 ? elo(pow(0.05, 1.0 / n)) : elo(1 - pow(0.05, 1.0 / n)), n, n == 1 ? "" : "s");
    else { /* near 0% or 100%: one end of the interval is past a whole score */
        char a[32] = "-inf", b[32] = "+inf";
        if (isfinite(lo))
            snprintf(a, sizeof a, "%+.1f", lo);
        if (isfinite(hi))
            snprintf(b, sizeof b, "%+.1f", hi);
        printf("Elo difference: %+.1f (95%%: %s .. %s)\n", d, a, b);
    }
    if (t->sprt) {
        double llr, a, b;
        int v = match_sprt_verdict(t, &llr, &a, &b);
        printf("SPRT: elo0 %g elo1 %g alpha %g beta %g: LLR %.2f (%.2f, %.2f): %s\n", t->elo0, t->elo1, t->alpha,
               t->beta, llr, a, b, v > 0 ? "H1 accepted" : v < 0 ? "H0 accepted"
                                                                 : "undecided");
    }
}

/* "12/100 games, +5 -3 =4, 58.3%, Elo +58 +/- 120, LLR 0.41, 3:21 left"
 * as cutechess-cli and fastchess show it; the time left from the mean
 * time of a game so far. */
void match_progress_text(const match_tally *t, int total, double seconds, char *buf, size_t size)
{
    int n = match_tally_games(t);
    double d, lo, hi;
    char elo_text[64] = "", llr_text[48] = "", left[24];
    match_elo(t, &d, &lo, &hi);
    if (n && isfinite(lo) && isfinite(hi))
        snprintf(elo_text, sizeof elo_text, ", Elo %+.0f +/- %.0f", d, (hi - lo) / 2);
    else if (n)
        snprintf(elo_text, sizeof elo_text, ", Elo %s", d > 0 ? "+inf" : d < 0 ? "-inf"
                                                                               : "+0");
    if (t->sprt) {
        double llr, a, b;
        match_sprt_verdict(t, &llr, &a, &b);
        snprintf(llr_text, sizeof llr_text, ", LLR %.2f (%.2f, %.2f)", llr, a, b);
    }
    cli_duration(n ? seconds / n * (total - n) : -1, left, sizeof left);
    snprintf(buf, size, "match: %d/%d games, +%d -%d =%d, %.1f%%%s%s, %s left", n, total, t->wins, t->losses,
             t->draws, 100 * match_tally_score(t), elo_text, llr_text, left);
}
