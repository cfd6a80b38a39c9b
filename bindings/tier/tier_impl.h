/* What the files of the helper tier share (bindings/tier/tavb.h is the
 * interface). */
#ifndef TAVB_TIER_IMPL_H
#define TAVB_TIER_IMPL_H

#include "tavb.h"

/* Run the statements between the two without the language's global lock
 * (tavb_set_unlock; nothing when no language set it). One scope. */
#define TAVB_BEGIN_UNLOCKED \
    {                       \
        void *tavb_lock_state_ = tavb__unlock();
#define TAVB_END_UNLOCKED           \
    tavb__relock(tavb_lock_state_); \
    }
void *tavb__unlock(void);
void tavb__relock(void *state);

/* Fill err (if not NULL) with TAV_EINVAL and the printf-style message
 * naming the refused argument; returns TAV_EINVAL. */
int tavb__refuse(tav_error *err, const char *format, ...);
/* TAV_OK when the length bytes of text hold no NUL; else code, with err
 * at the first NUL: "WHAT contains a NUL character (byte N)", as the
 * Python text typemaps say it. A language's string may hold one where C's
 * readers would stop reading. */
int tavb__refuse_nul(tav_error *err, int code, const char *what, const char *text, size_t length);

/* A copy of s (NULL for NULL or out of memory), freed with free(). */
char *tavb__strdup(const char *s);

/* SHA-256 (sha256.c): the checksum of the resume journals (journal.c). */
typedef struct {
    uint32_t h[8];
    uint64_t length;
    unsigned char buf[64];
    size_t used;
} tavb__sha256;
void tavb__sha256_init(tavb__sha256 *s);
void tavb__sha256_add(tavb__sha256 *s, const void *data, size_t n);
void tavb__sha256_end(tavb__sha256 *s, unsigned char out[32]);

/* The path a journal was opened at (journal.c), for journal_entries.c. */
const char *tavb__journal_path(const tavb_journal *j);

/* A JSON text being written (json_text.c): at most cap bytes, or nothing
 * (cap 0) when out of memory; tavb__put appends printf-style, tavb__put_str
 * a JSON string (null for NULL); tavb__jdone gives the text, or NULL (err:
 * out of memory, the buffer freed) when it did not fit. */
typedef struct {
    char *p;
    size_t n, cap;
} tavb__jbuf;
tavb__jbuf tavb__jbuf_new(size_t cap);
void tavb__put(tavb__jbuf *b, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
void tavb__put_str(tavb__jbuf *b, const char *s);
char *tavb__jdone(tavb__jbuf *b, tav_error *err);

#endif
