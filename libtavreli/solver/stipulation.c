/* Stipulations (R14): "#2", "h#3", "s#2", "=2", "h=2", "s=2". */
#include <stdio.h>
#include <string.h>
#include "base/fail.h"
#include "tavreli/solver.h"

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
        return tav__fail(err, TAV_EINVAL, 0, (int)(c - text), -1, 0,
                         "stipulation '%.16s', character %d: expected '#' or '='", text, (int)(c - text) + 1);
    c++;
    if (*c < '0' || *c > '9')
        return tav__fail(err, TAV_EINVAL, 0, (int)(c - text), -1, 0,
                         "stipulation '%.16s', character %d: expected the number of moves", text,
                         (int)(c - text) + 1);
    long n = 0;
    while (*c >= '0' && *c <= '9') {
        n = n * 10 + (*c - '0');
        if (n > 1000)
            n = 1000;
        c++;
    }
    if (*c)
        return tav__fail(err, TAV_EINVAL, 0, (int)(c - text), -1, 0,
                         "stipulation '%.16s', character %d: unexpected text after the number", text,
                         (int)(c - text) + 1);
    if (n < 1 || n > TAV_STIP_MAX_MOVES)
        return tav__fail(err, TAV_ELIMIT, 0, -1, -1, 0, "stipulation '%.16s': moves must be 1 to %d", text,
                         TAV_STIP_MAX_MOVES);
    st.moves = (int)n;
    *out = st;
    tav__ok(err);
    return TAV_OK;
}

int tav_stipulation_format(const tav_stipulation *s, char *buf, size_t size)
{
    if (!s || !buf || s->type < TAV_STIP_DIRECT || s->type > TAV_STIP_SELF || s->moves < 1 ||
        s->moves > TAV_STIP_MAX_MOVES || (s->goal != TAV_GOAL_MATE && s->goal != TAV_GOAL_STALEMATE))
        return TAV_EINVAL;
    const char *prefix = s->type == TAV_STIP_HELP ? "h" : s->type == TAV_STIP_SELF ? "s" : "";
    int n = snprintf(buf, size, "%s%c%d", prefix, s->goal == TAV_GOAL_MATE ? '#' : '=', s->moves);
    if (n < 0 || (size_t)n >= size)
        return TAV_EBUFSIZE;
    return n;
}
