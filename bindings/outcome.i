/* libtavreli: the outcome of a game (R8, R13, tavreli/outcome.h) in the
 * SWIG interface shared by every target language. Included from
 * bindings/tavreli.i; nothing language-specific here. Every language asks
 * these functions how a game stands rather than deciding it itself. */

%rename("%s") tav_outcome;
%rename("%s") tav_termination;
%rename("%s") tav_position_outcome;
%rename("%s") tav_game_outcome;
%rename("%s") tav_termination_name;
%rename("%s") TAV_TERM_NONE;
%rename("%s") TAV_TERM_CHECKMATE;
%rename("%s") TAV_TERM_STALEMATE;
%rename("%s") TAV_TERM_INSUFFICIENT_MATERIAL;
%rename("%s") TAV_TERM_DEAD_POSITION;
%rename("%s") TAV_TERM_FLAG;
%rename("%s") TAV_TERM_THREEFOLD;
%rename("%s") TAV_TERM_FIFTY;
%rename("%s") TAV_OUTCOME_SEARCH;
%rename("%s") TAV_OUTCOME_CLAIM;
%rename("%s") TAV_OUTCOME_DEAD_BUDGET;
%rename("%s") tavb_outcome_text;
%rename("%s") tavb_result_parse;
%newobject tavb_outcome_text;

%inline %{
/** tav_outcome_format() as a new string; NULL for NULL. */
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

/** tav_result_parse() returning the tav_result, or TAV_EINVAL (negative)
 *  for any text but "1-0", "0-1", "1/2-1/2", "*". */
int tavb_result_parse(const char *text)
{
    tav_result r;
    int rc = tav_result_parse(text, &r);
    return rc == TAV_OK ? (int)r : rc;
}
%}

%include "tavreli/outcome.h"
