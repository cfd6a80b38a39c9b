/* The UCI codec (tavreli/uci.h) for the languages: a line parsed from a
 * NUL-terminated text, its numbers read one by one (C arrays inside
 * structs do not map well to most languages). */
#include <string.h>
#include "tier_impl.h"

int tavb_uci_parse(const char *text, tav_uci_line *out, tav_error *err)
{
    return tav_uci_parse(text, text ? strlen(text) : 0, out, err);
}

long long tavb_uci_num(const tav_uci_line *line, int which)
{
    if (!line || which < 0 || which >= TAV_UCI_NUM_COUNT || !(line->has & TAV_UCI_HAS(which)))
        return 0;
    return line->num[which];
}
