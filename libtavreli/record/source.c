/* Game records (R11): the reader's byte source (a copied buffer, a FILE read
 * in chunks, or a read callback) with line and column tracking. Lines end
 * with LF, CR LF or a lone CR. */
#include <string.h>
#include "record/reader.h"

/* More bytes after r->len, at most cap - len: the count, 0 at the end. */
static size_t fill(tav_reader *r)
{
    size_t room = r->cap - r->len;
    if (r->source == SOURCE_FILE) {
        size_t n = fread(r->buf + r->len, 1, room, r->fp);
        if (n == 0 && ferror(r->fp))
            r->ioerr = 1;
        return n;
    }
    long n = r->read(r->payload, (char *)r->buf + r->len, room);
    if (n < 0) {
        r->ioerr = 1;
        return 0;
    }
    return (size_t)n > room ? room : (size_t)n;
}

int tav__peek(tav_reader *r, size_t k)
{
    if (r->at + k >= r->len && !r->eof) {
        memmove(r->buf, r->buf + r->at, r->len - r->at);
        r->len -= r->at;
        r->at = 0;
        while (r->len < r->cap && !r->eof) {
            size_t n = fill(r);
            r->len += n;
            if (n == 0)
                r->eof = 1;
            if (r->at + k < r->len)
                break;
        }
    }
    return r->at + k < r->len ? r->buf[r->at + k] : -1;
}

void tav__advance(tav_reader *r)
{
    if (tav__peek(r, 0) < 0)
        return;
    unsigned char b = r->buf[r->at++];
    int after_cr = r->after_cr;
    r->cur.off++;
    r->after_cr = b == '\r';
    if (b == '\n' && after_cr)
        return; /* the LF of a CR LF: the CR ended the line */
    if (b == '\n' || b == '\r') {
        r->cur.line++;
        r->cur.col = 1;
    } else if ((b & 0xC0) != 0x80) {
        /* the next character starts after this one (UTF-8 continuation
         * bytes do not count) */
        r->cur.col++;
    }
}

void tav__skip_bom(tav_reader *r)
{
    if (r->cur.off == 0 && tav__peek(r, 0) == 0xEF && tav__peek(r, 1) == 0xBB && tav__peek(r, 2) == 0xBF) {
        for (int i = 0; i < 3; i++)
            tav__advance(r);
        r->cur.col = 1; /* the mark is not a character of the text */
    }
}

void tav__skip_line(tav_reader *r)
{
    int c;
    while ((c = tav__peek(r, 0)) >= 0 && !tav__is_eol(c))
        tav__advance(r);
}
