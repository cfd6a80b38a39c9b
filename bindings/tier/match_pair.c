/* What a game pair of a distributed match scored (tavreli.distributed
 * match): its TGN, as `tavreli match --games 2 --first-pair P --tgn FILE`
 * wrote it, read by the library's reader. */
#include <stdlib.h>
#include <string.h>
#include "tier_impl.h"

char *tavb_match_pair_json(const char *tgn, tav_error *err)
{
    tav_reader *r = NULL;
    tav_game *g = NULL;
    int wins = 0, losses = 0, draws = 0, rc;
    if (!tgn) {
        tavb_set_error(err, TAV_EINVAL, "match pair: no TGN text");
        return NULL;
    }
    tavb__jbuf names = tavb__jbuf_new(6 * strlen(tgn) + 64);
    tavb__put(&names, "[\"\", \"\"]");
    rc = tav_reader_new_buffer(&r, tgn, strlen(tgn), TAV_READ_LENIENT);
    while (rc == TAV_OK && (rc = tav_reader_next(r, &g)) == 1) {
        const char *round = tav_game_tag(g, "Round"), *result = tav_game_tag(g, "Result");
        const char *white = tav_game_tag(g, "White"), *black = tav_game_tag(g, "Black");
        /* the first engine has white in the odd rounds (a pair's colours
         * alternate); the names are the last game's, the first engine's first */
        int first_white = round ? atoi(round) % 2 == 1 : 1;
        if (result && strcmp(result, "1/2-1/2") == 0)
            draws++;
        else if (result && ((strcmp(result, "1-0") == 0 && first_white) || (strcmp(result, "0-1") == 0 && !first_white)))
            wins++;
        else
            losses++;
        names.n = 0;
        tavb__put(&names, "[");
        tavb__put_str(&names, first_white ? (white ? white : "") : (black ? black : ""));
        tavb__put(&names, ", ");
        tavb__put_str(&names, first_white ? (black ? black : "") : (white ? white : ""));
        tavb__put(&names, "]");
        tav_game_free(g);
        rc = TAV_OK;
    }
    tav_reader_free(r);
    if (rc < 0) {
        free(names.p);
        tavb_set_status(err, rc, "match pair: reading its TGN");
        return NULL;
    }
    char *names_text = tavb__jdone(&names, err);
    if (!names_text)
        return NULL;
    tavb__jbuf b = tavb__jbuf_new(strlen(names_text) + 128);
    tavb__put(&b, "{\"wins\": %d, \"losses\": %d, \"draws\": %d, \"names\": %s}", wins, losses, draws, names_text);
    free(names_text);
    return tavb__jdone(&b, err);
}
