/* Internal: the one string builder behind every text writer (TGN, SVG,
 * solutions, boards). It runs in one of two modes:
 *  - into a caller's buffer (tav__strbuf_fixed): never allocates; keeps
 *    the first size-1 bytes and a NUL, and counts every byte asked for, as
 *    snprintf does, so the public writers' (buf, size, &length) contract is
 *    one call to tav__strbuf_finish();
 *  - growing (tav__strbuf_growing): a malloc'd string, handed over by
 *    tav__strbuf_take() for the *_alloc writers (freed with tav_free()).
 * Once an allocation fails the builder ignores what follows and finishing
 * gives TAV_ENOMEM. */
#ifndef TAV_BASE_STRBUF_H
#define TAV_BASE_STRBUF_H

#include <stdarg.h>
#include <stddef.h>

typedef struct tav__strbuf {
    char *s;    /* the text so far, NUL-terminated (NULL: nothing kept yet) */
    size_t len; /* bytes asked for, also those a fixed buffer could not keep */
    size_t cap; /* bytes at s */
    int fixed;  /* s is the caller's: truncate, never grow */
    int failed; /* an allocation failed: the text is lost */
} tav__strbuf;

/* Write into buf of size bytes (buf may be NULL when size is 0: count only). */
void tav__strbuf_fixed(tav__strbuf *b, char *buf, size_t size);
/* Write into a string that grows as needed. */
void tav__strbuf_growing(tav__strbuf *b);

/* The start of a public writer, args_ok saying whether its own arguments
 * are good. A caller-buffer writer: TAV_EINVAL, nothing written, when not
 * or when buf is NULL with size > 0; else b is set up on buf. An *_alloc
 * writer: *text NULL and *length 0 (length may be NULL), TAV_EINVAL when
 * text is NULL or the arguments are bad; else b grows. TAV_OK to go on. */
int tav__strbuf_begin_fixed(tav__strbuf *b, char *buf, size_t size, int args_ok);
int tav__strbuf_begin_alloc(tav__strbuf *b, char **text, size_t *length, int args_ok);

void tav__strbuf_put(tav__strbuf *b, const char *s, size_t n);
void tav__strbuf_puts(tav__strbuf *b, const char *s);
/* printf formats (vsnprintf: %f follows the C locale's decimal point). */
void tav__strbuf_printf(tav__strbuf *b, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
void tav__strbuf_vprintf(tav__strbuf *b, const char *fmt, va_list ap);

/* The public writers' ending: *length (if not NULL) gets the full length;
 * returns TAV_OK, TAV_EBUFSIZE (a fixed buffer kept only a prefix) or
 * TAV_ENOMEM. A growing builder's storage is released. */
int tav__strbuf_finish(tav__strbuf *b, size_t *length);
/* A growing builder's text, handed to the caller (*text, freed with
 * tav_free()) with its length; TAV_ENOMEM (*text NULL) when an allocation
 * failed. The builder is empty afterwards. */
int tav__strbuf_take(tav__strbuf *b, char **text, size_t *length);
/* Give up: a growing builder's storage is released, a fixed buffer is
 * left holding "" (when it has room for the NUL). */
void tav__strbuf_discard(tav__strbuf *b);

#endif
