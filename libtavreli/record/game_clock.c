/* Clock data in game records (R11, R13): a "[%clk H:MM:SS]" command in the
 * comment after a move gives the mover's remaining time once that move was
 * completed (PGN's convention; seconds may have decimals). Read from and
 * written into the comment text, so the reader and the writer keep it as
 * they keep any comment. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "record/commands.h"
#include "record/game_impl.h"

#define CLK "clk"

static int digit(char c) { return c >= '0' && c <= '9'; }

/* H:MM:SS[.fff...] between s and end (blanks around allowed) as ms. */
static int parse_clock(const char *s, const char *end, uint64_t *ms)
{
    uint64_t h = 0, m, sec, frac = 0;
    int nh = 0;
    while (s < end && *s == ' ')
        s++;
    for (; s < end && digit(*s); s++, nh++) {
        if (nh == 9)
            return 0;
        h = h * 10 + (uint64_t)(*s - '0');
    }
    if (!nh || end - s < 6 || s[0] != ':' || !digit(s[1]) || !digit(s[2]) || s[3] != ':' || !digit(s[4])
        || !digit(s[5]))
        return 0;
    m = (uint64_t)(s[1] - '0') * 10 + (uint64_t)(s[2] - '0');
    sec = (uint64_t)(s[4] - '0') * 10 + (uint64_t)(s[5] - '0');
    if (m > 59 || sec > 59)
        return 0;
    s += 6;
    if (s < end && *s == '.') {
        uint64_t scale = 100;
        if (++s == end || !digit(*s))
            return 0;
        for (; s < end && digit(*s); s++, scale /= 10) {
            if (!scale)
                return 0; /* a fourth decimal: R13 keeps clocks to the ms, as time controls */
            frac += scale * (uint64_t)(*s - '0');
        }
    }
    while (s < end && *s == ' ')
        s++;
    if (s != end - 1 || *s != ']')
        return 0;
    *ms = ((h * 60 + m) * 60 + sec) * 1000 + frac;
    return 1;
}

int tav_game_node_clock(const tav_game *g, int node, uint64_t *ms)
{
    const tav__node *n = tav__node_at(g, node);
    tav__command c;
    if (!n || !ms || node == TAV_GAME_ROOT)
        return TAV_EINVAL;
    if (!tav__command_find(n->comment_after, NULL, CLK, &c))
        return 0;
    if (tav__command_count(n->comment_after, CLK) > 1)
        return TAV_EGAME; /* two clocks for one move: neither is the clock */
    return parse_clock(c.args, c.end, ms) ? 1 : TAV_EGAME;
}

int tav_clock_text(uint64_t ms, char *buf, size_t size)
{
    char text[TAV_CLOCK_TEXT_MAX + 1];
    if (!buf || ms > TAV_CLOCK_MS_MAX)
        return TAV_EINVAL;
    uint64_t s = ms / 1000, f = ms % 1000;
    int n = snprintf(text, sizeof text, "%llu:%02u:%02u", (unsigned long long)(s / 3600), (unsigned)(s / 60 % 60),
                     (unsigned)(s % 60));
    if (f) {
        n += snprintf(text + n, sizeof text - (size_t)n, ".%03u", (unsigned)f);
        while (text[n - 1] == '0')
            text[--n] = '\0';
    }
    if ((size_t)n + 1 > size)
        return TAV_EBUFSIZE;
    memcpy(buf, text, (size_t)n + 1);
    return n;
}

int tav_game_set_clock(tav_game *g, int node, uint64_t ms)
{
    char clk[TAV_CLOCK_TEXT_MAX + 1];
    if (!tav__node_at(g, node) || node == TAV_GAME_ROOT || tav_clock_text(ms, clk, sizeof clk) < 0)
        return TAV_EINVAL;
    return tav__command_set(g, node, CLK, clk); /* a doubled or broken one goes too */
}

int tav_game_remove_clock(tav_game *g, int node)
{
    return tav__command_set(g, node, CLK, NULL); /* every one: a doubled clock left behind would be read */
}
