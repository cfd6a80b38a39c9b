/* tavreli match: adjudication by the engines' scores (cli/match.h), as
 * fastchess's -resign and -draw: a side whose score stays at or below
 * -score for movecount of its moves in a row loses (with twosided, only
 * when the opponent's score stays at or above +score as long); the game
 * is drawn when, from move movenumber on, both sides' scores stay within
 * +-score for movecount moves each. A move without a score (random,
 * greedy, an engine silent about it) breaks every run. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "match.h"

#define MATE_CP 100000 /* a mate score counts beyond every threshold */

/* key=value pairs split by commas or spaces; keys[i] takes whole numbers
 * from 1 to 100000 into vals[i], "twosided" (when allowed) true or false.
 * Returns 0 on an unknown key, a bad value or a key missing. */
static int parse_pairs(const char *text, const char *const keys[], int nkeys, int *vals, int *twosided)
{
    char copy[256];
    int seen[4] = { 0, 0, 0, 0 };
    if (strlen(text) >= sizeof copy)
        return 0;
    snprintf(copy, sizeof copy, "%s", text);
    for (char *save, *kv = strtok_r(copy, ", ", &save); kv; kv = strtok_r(NULL, ", ", &save)) {
        char *eq = strchr(kv, '='), *end;
        if (!eq)
            return 0;
        *eq = 0;
        if (twosided && strcmp(kv, "twosided") == 0) {
            if (strcmp(eq + 1, "true") != 0 && strcmp(eq + 1, "false") != 0)
                return 0;
            *twosided = eq[1] == 't';
            continue;
        }
        int i = 0;
        while (i < nkeys && strcmp(kv, keys[i]) != 0)
            i++;
        long v = eq[1] >= '0' && eq[1] <= '9' ? strtol(eq + 1, &end, 10) : -1;
        if (i == nkeys || v < 1 || v > 100000 || *end)
            return 0;
        vals[i] = (int)v;
        seen[i] = 1;
    }
    for (int i = 0; i < nkeys; i++)
        if (!seen[i])
            return 0;
    return 1;
}

int match_parse_resign(adjudication *a, const char *text)
{
    static const char *const keys[] = { "movecount", "score" };
    int v[2];
    a->twosided = 0;
    if (!parse_pairs(text, keys, 2, v, &a->twosided))
        return 0;
    a->resign_count = v[0];
    a->resign_score = v[1];
    return 1;
}

int match_parse_draw(adjudication *a, const char *text)
{
    static const char *const keys[] = { "movenumber", "movecount", "score" };
    int v[3];
    if (!parse_pairs(text, keys, 3, v, NULL))
        return 0;
    a->draw_movenumber = v[0];
    a->draw_count = v[1];
    a->draw_score = v[2];
    return 1;
}

void match_adjudication_reset(adjudication *a)
{
    memset(a->low, 0, sizeof a->low);
    memset(a->high, 0, sizeof a->high);
    memset(a->level, 0, sizeof a->level);
}

int match_adjudicate(adjudication *a, int us, const move_info *info, int moves, const char *const names[2],
                     char *reason, size_t size)
{
    int cp = !info->has_score ? 0 : info->mate > 0 ? MATE_CP
                                : info->mate < 0   ? -MATE_CP
                                                   : info->cp;
    int has = info->has_score;
    a->low[us] = has && a->resign_count && cp <= -a->resign_score ? a->low[us] + 1 : 0;
    a->high[us] = has && a->resign_count && cp >= a->resign_score ? a->high[us] + 1 : 0;
    a->level[us] = has && a->draw_count && cp >= -a->draw_score && cp <= a->draw_score ? a->level[us] + 1 : 0;
    for (int s = 0; a->resign_count && s < 2; s++) {
        if (a->low[s] >= a->resign_count && (!a->twosided || a->high[!s] >= a->resign_count)) {
            snprintf(reason, size, "%s resigns: score at most -%d cp for %d moves%s (adjudicated)", names[s],
                     a->resign_score, a->resign_count, a->twosided ? ", the opponent's at least as high" : "");
            return s == TAV_WHITE ? TAV_RESULT_BLACK : TAV_RESULT_WHITE;
        }
    }
    if (a->draw_count && moves >= a->draw_movenumber && a->level[0] >= a->draw_count && a->level[1] >= a->draw_count) {
        snprintf(reason, size, "draw adjudicated: both scores within %d cp for %d moves from move %d",
                 a->draw_score, a->draw_count, a->draw_movenumber);
        return TAV_RESULT_DRAW;
    }
    return -1;
}

/* "+0.35/12 0.31s" (cutechess-cli's comment): the score for the mover in
 * pawns, or +M3 / -M4 for a mate in moves, the depth, the move's time. */
int match_move_comment(const move_info *info, uint64_t ms, char *buf, size_t size)
{
    char score[32], depth[16] = "";
    if (!info->has_score)
        return 0;
    if (info->mate)
        snprintf(score, sizeof score, "%sM%d", info->mate > 0 ? "+" : "-", abs(info->mate));
    else
        snprintf(score, sizeof score, "%+.2f", info->cp / 100.0);
    if (info->depth > 0)
        snprintf(depth, sizeof depth, "/%d", info->depth);
    snprintf(buf, size, "%s%s %.2fs", score, depth, (double)ms / 1000.0);
    return 1;
}
