/* Stipulations (R14): "#2", "h#3", "s#2", "=2", "h=2", "s=2". */
#include <stdio.h>
#include <string.h>
#include "base/chars.h"
#include "base/fail.h"
#include "tavreli/solver.h"

#define SHOWN_SIZE 24 /* the stipulation shown in a message: about 20 bytes of it */

/* The stipulation text cannot be read at c. */
static int unreadable(const char *text, const char *c, const char *what, tav_error *err)
{
    char shown[SHOWN_SIZE], ch[TAV__CHAR_DESC_SIZE];
    size_t len = strlen(text);
    int at = (int)(c - text);
    if (!*c)
        return tav__fail(err, TAV_EINVAL, 0, at, -1, 0, "stipulation '%s', at the end: %s",
                         tav__quote(text, len, shown, sizeof shown), what);
    return tav__fail(err, TAV_EINVAL, 0, at, -1, 0, "stipulation '%s', character %d %s: %s",
                     tav__quote(text, len, shown, sizeof shown), at + 1, tav__char_desc(text, len, (size_t)at, ch),
                     what);
}

int tav_stipulation_parse(const char *text, tav_stipulation *out, tav_error *err)
{
    if (!text || !out)
        return tav__fail(err, TAV_EINVAL, 0, -1, -1, 0, "no stipulation");
    const char *c = text;
    tav_stipulation st = { TAV_STIP_DIRECT, TAV_GOAL_MATE, 0 };
    if (*c == 'h' || *c == 'H') {
        st.type = TAV_STIP_HELP;
        c++;
    } else if (*c == 's' || *c == 'S') {
        st.type = TAV_STIP_SELF;
        c++;
    }
    if (*c == '#')
        st.goal = TAV_GOAL_MATE;
    else if (*c == '=')
        st.goal = TAV_GOAL_STALEMATE;
    else
        return unreadable(text, c, "expected '#' or '='", err);
    c++;
    if (*c < '0' || *c > '9')
        return unreadable(text, c, "expected the number of moves", err);
    long n = 0;
    while (*c >= '0' && *c <= '9') {
        n = n * 10 + (*c - '0');
        if (n > 1000)
            n = 1000;
        c++;
    }
    if (*c)
        return unreadable(text, c, "unexpected text after the number", err);
    if (n < 1 || n > TAV_STIP_MAX_MOVES) {
        char shown[SHOWN_SIZE];
        return tav__fail(err, TAV_ELIMIT, 0, -1, -1, 0, "stipulation '%s': moves must be 1 to %d",
                         tav__quote(text, strlen(text), shown, sizeof shown), TAV_STIP_MAX_MOVES);
    }
    st.moves = (int)n;
    *out = st;
    tav__ok(err);
    return TAV_OK;
}

int tav_stipulation_format(const tav_stipulation *s, char *buf, size_t size)
{
    if (!s || !buf || s->type < TAV_STIP_DIRECT || s->type > TAV_STIP_SELF || s->moves < 1 || s->moves > TAV_STIP_MAX_MOVES || (s->goal != TAV_GOAL_MATE && s->goal != TAV_GOAL_STALEMATE))
        return TAV_EINVAL;
    const char *prefix = s->type == TAV_STIP_HELP ? "h" : s->type == TAV_STIP_SELF ? "s"
                                                                                   : "";
    int n = snprintf(buf, size, "%s%c%d", prefix, s->goal == TAV_GOAL_MATE ? '#' : '=', s->moves);
    if (n < 0 || (size_t)n >= size)
        return TAV_EBUFSIZE;
    return n;
}
