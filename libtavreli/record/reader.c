/* Game records (R11): the streaming TGN reader: making one over a buffer,
 * a FILE or a read callback, its limits, and reading game after game. */
#include <stdlib.h>
#include <string.h>
#include "record/reader.h"

static const unsigned long default_limits[TAV_LIMIT_COUNT] = {
    2000, 20000, 16384, 32, 128, 1024, 8388608, 200
};

unsigned long tav_limit_default(tav_limit which)
{
    return (int)which >= 0 && which < TAV_LIMIT_COUNT ? default_limits[which] : 0;
}

/* A new reader with its buffer of cap bytes (at least 1); *out is NULL on
 * every failure. */
static int reader_alloc(tav_reader **out, tav_read_mode mode, int source, size_t cap)
{
    if (!out)
        return TAV_EINVAL;
    *out = NULL;
    if (mode != TAV_READ_STRICT && mode != TAV_READ_LENIENT)
        return TAV_EINVAL;
    tav_reader *r = calloc(1, sizeof *r);
    if (!r)
        return TAV_ENOMEM;
    r->buf = malloc(cap ? cap : 1);
    if (!r->buf) {
        free(r);
        return TAV_ENOMEM;
    }
    r->cap = cap;
    r->mode = mode;
    r->source = source;
    memcpy(r->limits, default_limits, sizeof r->limits);
    r->cur.line = 1;
    r->cur.col = 1;
    *out = r;
    return TAV_OK;
}

int tav_reader_new_buffer(tav_reader **out, const char *data, size_t len, tav_read_mode mode)
{
    if (!data && len) {
        if (out)
            *out = NULL;
        return TAV_EINVAL;
    }
    int rc = reader_alloc(out, mode, SOURCE_BUFFER, len);
    if (rc != TAV_OK)
        return rc;
    if (len)
        memcpy((*out)->buf, data, len);
    (*out)->len = len;
    (*out)->eof = 1;
    return TAV_OK;
}

int tav_reader_new_file(tav_reader **out, FILE *fp, tav_read_mode mode)
{
    if (!fp) {
        if (out)
            *out = NULL;
        return TAV_EINVAL;
    }
    int rc = reader_alloc(out, mode, SOURCE_FILE, TAV__CHUNK);
    if (rc == TAV_OK)
        (*out)->fp = fp;
    return rc;
}

int tav_reader_new_callback(tav_reader **out, tav_read_fn read, void *payload, tav_read_mode mode)
{
    if (!read) {
        if (out)
            *out = NULL;
        return TAV_EINVAL;
    }
    int rc = reader_alloc(out, mode, SOURCE_CALLBACK, TAV__CHUNK);
    if (rc == TAV_OK) {
        (*out)->read = read;
        (*out)->payload = payload;
    }
    return rc;
}

void tav_reader_free(tav_reader *r)
{
    if (r) {
        free(r->buf);
        free(r->cbuf);
        free(r);
    }
}

int tav_reader_set_limit(tav_reader *r, tav_limit which, unsigned long value)
{
    if (!r || (int)which < 0 || which >= TAV_LIMIT_COUNT || value == 0)
        return TAV_EINVAL;
    if (which == TAV_LIMIT_DEPTH && value > TAV__GAME_MAX_DEPTH)
        return TAV_EINVAL;
    r->limits[which] = value;
    return TAV_OK;
}

unsigned long tav_reader_limit(const tav_reader *r, tav_limit which)
{
    return r && (int)which >= 0 && which < TAV_LIMIT_COUNT ? r->limits[which] : 0;
}

size_t tav_reader_game_count(const tav_reader *r) { return r ? r->games : 0; }

unsigned long long tav_reader_offset(const tav_reader *r)
{
    if (!r)
        return 0;
    return r->has_pending ? r->pending.at.off : r->cur.off;
}

/* Is there another game? 1 yes, 0 at the end, or a failure. */
static int more_input(tav_reader *r)
{
    if (r->has_pending)
        return r->pending.type != T_EOF;
    tav__skip_bom(r);
    tav__skip_space(r);
    if (r->ioerr)
        return TAV_EIO;
    return tav__peek(r, 0) >= 0;
}

static int next_game(tav_reader *r, tav_game **out)
{
    int rc = more_input(r);
    if (rc <= 0)
        return rc;
    tav_position *start = tav_position_new();
    if (!start)
        return TAV_ENOMEM;
    tav_game *g;
    rc = tav__game_create(&g, start);
    if (rc != TAV_OK) {
        tav_position_free(start);
        return rc;
    }
    g->index = r->games + 1;
    g->line = r->has_pending ? r->pending.at.line : r->cur.line;
    rc = tav__parse_game(r, g);
    if (rc == TAV_OK && r->ioerr)
        rc = TAV_EIO;
    if (rc != TAV_OK) {
        tav_game_free(g);
        return rc;
    }
    r->games++;
    *out = g;
    return 1;
}

int tav_reader_next(tav_reader *r, tav_game **out)
{
    if (!r || !out) {
        if (out)
            *out = NULL;
        return TAV_EINVAL;
    }
    *out = NULL;
    if (r->busy)
        return TAV_EINVAL; /* called from inside its own read: refused */
    if (r->failed)
        return r->failed;
    r->busy = 1;
    int rc = next_game(r, out);
    r->busy = 0;
    if (rc < 0)
        r->failed = rc;
    return rc;
}
