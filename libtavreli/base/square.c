/* Square names. */
#include "tavreli/square.h"

int tav_square_parse(const char *text)
{
    if (!text || text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8')
        return TAV_EINVAL;
    return TAV_SQUARE(text[0] - 'a', text[1] - '1');
}

int tav_square_name(int sq, char buf[3])
{
    if (!buf || sq < 0 || sq > 63)
        return TAV_EINVAL;
    buf[0] = (char)('a' + TAV_SQUARE_FILE(sq));
    buf[1] = (char)('1' + TAV_SQUARE_RANK(sq));
    buf[2] = '\0';
    return TAV_OK;
}
