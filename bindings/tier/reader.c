/* Readers of game records (TGN, R11) for the languages: over bytes, a
 * file or a callback, owning what they read. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "tier_impl.h"

/* A reader, and the FILE it reads when it owns one (closed with it), or
 * the payload of its read callback (released with free_payload). */
struct tavb_reader {
    tav_reader *reader;
    FILE *fp;
    void *payload;
    void (*free_payload)(void *payload);
};

/* Wrap r (and fp, which the new reader owns); on failure frees both. */
static tavb_reader *tavb_reader_wrap(tav_reader *r, FILE *fp, tav_error *err)
{
    tavb_reader *w = (tavb_reader *)malloc(sizeof *w);
    if (!w) {
        tav_reader_free(r);
        if (fp)
            fclose(fp);
        tavb_set_error(err, TAV_ENOMEM, NULL);
        return NULL;
    }
    w->reader = r;
    w->fp = fp;
    w->payload = NULL;
    w->free_payload = NULL;
    return w;
}

tavb_reader *tavb_reader_new_buffer(const char *TAVB_BYTES, size_t TAVB_LENGTH, int mode, tav_error *err)
{
    tav_reader *r = NULL;
    int rc = tav_reader_new_buffer(&r, TAVB_LENGTH ? TAVB_BYTES : "", TAVB_LENGTH, (tav_read_mode)mode);
    if (rc != TAV_OK) {
        tavb_set_error(err, rc, NULL);
        return NULL;
    }
    return tavb_reader_wrap(r, NULL, err);
}

tavb_reader *tavb_reader_new_stream(FILE *fp, int mode, tav_error *err)
{
    tav_reader *r = NULL;
    int rc = tav_reader_new_file(&r, fp, (tav_read_mode)mode);
    if (rc != TAV_OK) {
        if (fp)
            fclose(fp);
        tavb_set_error(err, rc, NULL);
        return NULL;
    }
    return tavb_reader_wrap(r, fp, err);
}

tavb_reader *tavb_reader_new_callback(tav_read_fn read, void *payload, void (*free_payload)(void *),
                                      int mode, tav_error *err)
{
    tav_reader *r = NULL;
    int rc = tav_reader_new_callback(&r, read, payload, (tav_read_mode)mode);
    tavb_reader *w = rc == TAV_OK ? tavb_reader_wrap(r, NULL, err) : NULL;
    if (!w) {
        if (free_payload)
            free_payload(payload);
        if (rc != TAV_OK)
            tavb_set_error(err, rc, NULL);
        return NULL;
    }
    w->payload = payload;
    w->free_payload = free_payload;
    return w;
}

tavb_reader *tavb_reader_open(const char *path, int mode, tav_error *err)
{
    if (!path) {
        tavb_set_error(err, TAV_EINVAL, NULL);
        return NULL;
    }
    FILE *fp = fopen(path, "rb");
    if (!fp) {
        char message[TAV_ERROR_MESSAGE_SIZE];
        snprintf(message, sizeof message, "cannot open %s: %s", path, strerror(errno));
        tavb_set_error(err, TAV_EIO, message);
        return NULL;
    }
    return tavb_reader_new_stream(fp, mode, err);
}

void tavb_reader_free(tavb_reader *w)
{
    if (!w)
        return;
    tav_reader_free(w->reader);
    if (w->fp)
        fclose(w->fp);
    if (w->free_payload)
        w->free_payload(w->payload);
    free(w);
}

int tavb_reader_set_limit(tavb_reader *w, int which, unsigned long value)
{
    return w ? tav_reader_set_limit(w->reader, (tav_limit)which, value) : TAV_EINVAL;
}

unsigned long tavb_reader_limit(const tavb_reader *w, int which)
{
    return w ? tav_reader_limit(w->reader, (tav_limit)which) : 0;
}

size_t tavb_reader_game_count(const tavb_reader *w)
{
    return w ? tav_reader_game_count(w->reader) : 0;
}

unsigned long long tavb_reader_offset(const tavb_reader *w)
{
    return w ? tav_reader_offset(w->reader) : 0;
}

tav_game *tavb_reader_next(tavb_reader *w, tav_error *err)
{
    tav_game *g = NULL;
    if (err)
        tav_error_init(err);
    if (!w) {
        tavb_set_error(err, TAV_EINVAL, NULL);
        return NULL;
    }
    int rc = tav_reader_next(w->reader, &g);
    if (rc < 0) {
        tavb_set_error(err, rc, rc == TAV_EIO ? "read error in the game input" : rc == TAV_EINVAL ? "the reader was called from inside its own read"
                                                                                                  : NULL);
        return NULL;
    }
    return rc == 1 ? g : NULL;
}

tav_reader *tavb_reader_get(const tavb_reader *w)
{
    return w ? w->reader : NULL;
}

/* The limits' names in the languages (LIMITS in Python), in tav_limit order. */
static const char *const tavb_limit_names[TAV_LIMIT_COUNT] = { "plies", "nodes", "comment", "depth",
                                                               "tags", "tag_length", "game_bytes", "problems" };

const char *tavb_limit_name(int which)
{
    return which >= 0 && which < TAV_LIMIT_COUNT ? tavb_limit_names[which] : NULL;
}

int tavb_limit_checked(const char *limit_name, long long limit_value, tav_error *err)
{
    char message[200];
    const char *name = limit_name ? limit_name : "(NULL)";
    tav_error_init(err);
    for (int i = 0; i < TAV_LIMIT_COUNT; i++) {
        if (strcmp(name, tavb_limit_names[i]))
            continue;
        if (limit_value >= 1 && limit_value <= (i == TAV_LIMIT_DEPTH ? 255 : 0xFFFFFFFFLL))
            return i;
        snprintf(message, sizeof message, "limit %s out of range: it is 1 .. %s, not %lld", name,
                 i == TAV_LIMIT_DEPTH ? "255" : "4294967295", limit_value);
        tavb_set_error(err, TAV_EINVAL, message);
        return TAV_EINVAL;
    }
    snprintf(message, sizeof message, "unknown limit '%.40s' (one of", name);
    for (int i = 0; i < TAV_LIMIT_COUNT; i++)
        snprintf(message + strlen(message), sizeof message - strlen(message), "%s %s", i ? "," : "",
                 tavb_limit_names[i]);
    snprintf(message + strlen(message), sizeof message - strlen(message), ")");
    tavb_set_error(err, TAV_EINVAL, message);
    return TAV_EINVAL;
}
