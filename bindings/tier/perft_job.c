/* The distributed perft's job (tavreli.distributed): what it is, as its
 * resume journal's header, checked before any work is done, so that a job
 * that cannot be (a depth deeper than C counts: every worker would die
 * counting its unit) is refused at once, naming what is wrong; and the
 * --stats line of a run. */
#include <stdlib.h>
#include "tier_impl.h"

char *tavb_perft_header(const char *tfen_text, size_t tfen_length, long long perft_depth, long long perft_split,
                        long long perft_batch, tav_error *err)
{
    char tfen[TAV_TFEN_MAX + 1];
    int fields = 0, keylen = 0;
    tav_position *pos = tavb_position_read(tfen_text, tfen_length, err);
    if (!pos)
        return NULL;
    int rc = tav_position_tfen(pos, tfen, sizeof tfen);
    tav_position_free(pos);
    if (rc < 0) {
        tavb_set_error(err, rc, NULL);
        return NULL;
    }
    if (perft_depth < 0 || perft_depth > TAV_PERFT_MAX_DEPTH)
        tavb__refuse(err, "DEPTH is from 0 to %d, not %lld", TAV_PERFT_MAX_DEPTH, perft_depth);
    else if (perft_split < (perft_depth > 0) || perft_split > perft_depth)
        tavb__refuse(err, "the split is from %d to the depth (%lld) plies, not %lld", perft_depth > 0, perft_depth,
                     perft_split);
    else if (perft_batch < 1)
        tavb__refuse(err, "--batch is at least 1, not %lld", perft_batch);
    else {
        while (tfen[keylen] && !(tfen[keylen] == ' ' && ++fields == 4))
            keylen++;
        tavb__jbuf b = tavb__jbuf_new(sizeof tfen + 100);
        tavb__put(&b, "{\"depth\": %lld, \"format\": \"tavreli-distributed-perft 3\", \"split\": %lld, \"tfen\": \"%.*s\"}",
                  perft_depth, perft_split, keylen, tfen);
        return tavb__jdone(&b, err);
    }
    return NULL;
}

char *tavb_perft_stats(long long sequences, long long units, long long computed, long long workers, double seconds,
                       double busy)
{
    tavb__jbuf b = tavb__jbuf_new(256);
    double overhead = computed > 0 ? (seconds * (double)workers - busy) / (double)computed : 0.0;
    tavb__put(&b, "stats: %lld sequences, %lld units, %lld computed, %lld workers, %.2f s, workers busy %.2f s, "
                  "overhead %.2f ms per unit",
              sequences, units, computed, workers, seconds, busy, overhead * 1000);
    return tavb__jdone(&b, NULL);
}
