/* Move values and their canonical text (R9). */
#include <stdio.h>
#include <string.h>
#include "tavreli/move.h"

tav_move tav_move_make(int from, int to, int count)
{
    if (from < 0 || from > 63 || to < 0 || to > 63 || count < 1 || count > 32)
        return TAV_NO_MOVE;
    return (tav_move)from | ((tav_move)to << 6) | ((tav_move)count << 12);
}

int tav_move_equal(tav_move a, tav_move b)
{
    return TAV_MOVE_IDENTITY(a) == TAV_MOVE_IDENTITY(b);
}

int tav_move_format(tav_move m, char *buf, size_t size)
{
    char text[TAV_MOVE_TEXT_MAX + 1];
    int from = TAV_MOVE_FROM(m), to = TAV_MOVE_TO(m), k = TAV_MOVE_COUNT(m);
    if (!buf || k < 1 || k > 32 || from == to)
        return TAV_EINVAL;
    if (m & TAV_MOVE_CASTLE)
        snprintf(text, sizeof text, "%s", to > from ? "0-0" : "0-0-0");
    else if (m & TAV_MOVE_WHOLE)
        snprintf(text, sizeof text, "%c%c-%c%c", 'a' + (from & 7), '1' + (from >> 3), 'a' + (to & 7),
                 '1' + (to >> 3));
    else
        snprintf(text, sizeof text, "%c%c(%d)-%c%c", 'a' + (from & 7), '1' + (from >> 3), k,
                 'a' + (to & 7), '1' + (to >> 3));
    size_t n = strlen(text);
    if (n + 1 > size)
        return TAV_EBUFSIZE;
    memcpy(buf, text, n + 1);
    return (int)n;
}
