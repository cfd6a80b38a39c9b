/* The outcome of a game (R8, R13, tavreli/outcome.h) for the languages. */
#include <stdlib.h>
#include "tier_impl.h"

char *tavb_outcome_text(const tav_outcome *o)
{
    int n = tav_outcome_format(o, NULL, 0);
    if (n < 0)
        return NULL;
    char *text = (char *)malloc((size_t)n + 1);
    if (text)
        tav_outcome_format(o, text, (size_t)n + 1);
    return text;
}

int tavb_result_parse(const char *text)
{
    tav_result r;
    int rc = tav_result_parse(text, &r);
    return rc == TAV_OK ? (int)r : rc;
}
