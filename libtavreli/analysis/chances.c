/* The formulas of the analysis (doc/analysis.md): winning chances from a
 * score by the logistic curve fitted from Tavreli games, a move's loss and
 * judgement, its accuracy, and each player's accuracy and average loss.
 * The accuracy formulas follow lichess's published ones (its
 * AccuracyPercent: the move's accuracy falls exponentially with the
 * winning chances lost; a player's is the mean of a volatility-weighted
 * mean and a harmonic mean). */
#include <math.h>
#include "analysis/analysis_impl.h"

/* K of chances = 1 / (1 + 10^(-K cp / 400)), fitted by bench/chances-fit.sh
 * on positions of the twenty tournament games and self-play games with
 * their results (doc/analysis.md, "The curve"). */
#define CHANCES_K 0.47

/* Loss thresholds in winning chances (0..1): lichess's 0.1/0.2/0.3 on its
 * -1..1 scale. */
#define LOSS_INACCURACY 0.05
#define LOSS_MISTAKE 0.10
#define LOSS_BLUNDER 0.15

/* Centipawn loss: scores clipped to this, mates counting as it. */
#define CP_CLIP 1000

double tav_winning_chances(tav_score s)
{
    if (s.mate)
        return s.mate > 0 ? 1.0 : 0.0;
    return 1.0 / (1.0 + pow(10.0, -CHANCES_K * s.cp / 400.0));
}

static int clipped(tav_score s)
{
    if (s.mate)
        return s.mate > 0 ? CP_CLIP : -CP_CLIP;
    return s.cp > CP_CLIP ? CP_CLIP : s.cp < -CP_CLIP ? -CP_CLIP
                                                      : s.cp;
}

/* lichess's curve: 103.1668 e^(-0.04354 d) - 3.1669 for d percentage points
 * of winning chances lost, plus 1 for the uncertainty of the analysis, in
 * 0..100. */
static double move_accuracy(double loss)
{
    double a = 103.1668100711649 * exp(-0.04354415386753951 * loss * 100.0) - 3.166924740191411 + 1.0;
    return a < 0 ? 0 : a > 100 ? 100
                               : a;
}

void tav__judge_move(tav_move_analysis *m)
{
    m->chances_before = tav_winning_chances(m->before);
    m->chances_after = tav_winning_chances(m->after);
    int best = tav_move_equal(m->played, m->best);
    double loss = m->chances_before - m->chances_after;
    int cp = clipped(m->before) - clipped(m->after);
    m->loss = best || loss < 0 ? 0 : loss;
    m->cp_loss = best || cp < 0 ? 0 : cp;
    m->accuracy = move_accuracy(m->loss);
    if (best)
        return; /* the engine's own choice cannot be bettered at this limit */
    m->missed_mate = m->before.mate > 0 && m->after.mate <= 0;
    m->allowed_mate = m->after.mate < 0 && m->before.mate >= 0;
    m->judgement = m->loss >= LOSS_BLUNDER      ? TAV_JUDGEMENT_BLUNDER
                   : m->loss >= LOSS_MISTAKE    ? TAV_JUDGEMENT_MISTAKE
                   : m->loss >= LOSS_INACCURACY ? TAV_JUDGEMENT_INACCURACY
                                                : TAV_JUDGEMENT_NONE;
    if ((m->missed_mate || m->allowed_mate) && m->judgement < TAV_JUDGEMENT_INACCURACY)
        m->judgement = TAV_JUDGEMENT_INACCURACY; /* a mate let go or let in is never nothing */
}

/* Population standard deviation of v[0..n). */
static double deviation(const double *v, int n)
{
    double mean = 0, sq = 0;
    for (int i = 0; i < n; i++)
        mean += v[i];
    mean /= n;
    for (int i = 0; i < n; i++)
        sq += (v[i] - mean) * (v[i] - mean);
    return sqrt(sq / n);
}

void tav__summarise(tav_analysis *a)
{
    int n = a->count;
    double chances[8], weighted[2] = { 0, 0 }, weights[2] = { 0, 0 }, inverse[2] = { 0, 0 };
    /* the window of move i: win% (white's, 0..100) of the w positions
     * ending after it (the first w at the start), w = n/10 in 2..8 */
    int w = n / 10 < 2 ? 2 : n / 10 > 8 ? 8
                                        : n / 10;
    for (int i = 0; i < n; i++) {
        const tav_move_analysis *m = &a->moves[i];
        tav_player_analysis *p = &a->players[m->side];
        int first = i + 2 - w < 0 ? 0 : i + 2 - w, len = 0;
        if (first + w > n + 1)
            first = n + 1 - w < 0 ? 0 : n + 1 - w;
        for (int j = first; j < first + w && j <= n && len < 8; j++) {
            const tav_move_analysis *mj = j ? &a->moves[j - 1] : NULL;
            double c = !mj                     ? a->start_chances
                       : mj->side == TAV_WHITE ? mj->chances_after
                                               : 1.0 - mj->chances_after;
            chances[len++] = 100.0 * c;
        }
        double weight = len > 1 ? deviation(chances, len) : 0.5;
        weight = weight < 0.5 ? 0.5 : weight > 12 ? 12
                                                  : weight;
        p->moves++;
        p->average_cp_loss += m->cp_loss;
        p->inaccuracies += m->judgement == TAV_JUDGEMENT_INACCURACY;
        p->mistakes += m->judgement == TAV_JUDGEMENT_MISTAKE;
        p->blunders += m->judgement == TAV_JUDGEMENT_BLUNDER;
        weighted[m->side] += weight * m->accuracy;
        weights[m->side] += weight;
        inverse[m->side] += 1.0 / (m->accuracy < 1 ? 1 : m->accuracy);
    }
    for (int s = 0; s < 2; s++) {
        tav_player_analysis *p = &a->players[s];
        if (!p->moves)
            continue;
        p->average_cp_loss /= p->moves;
        p->accuracy = (weighted[s] / weights[s] + p->moves / inverse[s]) / 2;
    }
}

int tav_analysis_white_chances(const tav_analysis *a, double *values, int n)
{
    if (!a || !values || n < 0)
        return TAV_EINVAL;
    int k = n < a->count ? n : a->count;
    for (int i = 0; i < k; i++) {
        const tav_move_analysis *m = &a->moves[i];
        values[i] = m->side == TAV_WHITE ? m->chances_after : 1.0 - m->chances_after;
    }
    return k;
}

const char *tav_judgement_name(tav_judgement j)
{
    switch (j) {
    case TAV_JUDGEMENT_INACCURACY: return "inaccuracy";
    case TAV_JUDGEMENT_MISTAKE: return "mistake";
    case TAV_JUDGEMENT_BLUNDER: return "blunder";
    default: return "";
    }
}
