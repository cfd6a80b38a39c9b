/* Internal: the TGN reader's state, its byte source and its tokenizer,
 * shared by the files of record/ that read (reader.c, source.c, tokens.c,
 * parse_*.c). */
#ifndef TAV_RECORD_READER_H
#define TAV_RECORD_READER_H

#include <stdio.h>
#include "record/game_impl.h"

#define TAV__CHUNK 65536
#define TAV__SYM_MAX 64
#define TAV__LOOKAHEAD 8

/* A place in the input: 1-based line and column (UTF-8 characters), 0-based
 * byte offset. */
typedef struct tav__loc {
    unsigned long line, col;
    unsigned long long off;
} tav__loc;

enum {
    T_EOF,
    T_TAG_OPEN,
    T_LPAREN,
    T_RPAREN,
    T_COMMENT,
    T_NAG,
    T_RESULT,
    T_NUMBER,
    T_SYMBOL,
    T_JUNK
};

typedef struct tav__token {
    int type;
    tav__loc at;
    char text[TAV__SYM_MAX + 1];
    unsigned char colof[TAV__SYM_MAX]; /* character index of each byte of text */
    size_t len;
    int too_long;
    tav_result result;         /* T_RESULT */
    int glued;                 /* T_RESULT "*" right after a symbol */
    unsigned long long number; /* T_NUMBER */
    int dots, overflow;        /* T_NUMBER, T_NAG */
    int nag, nag_bad;          /* T_NAG */
    int unterminated;          /* T_COMMENT */
    int comment_too_long;
    int ctrl; /* T_COMMENT: held a control character at ctrl_at */
    tav__loc ctrl_at;
    int junk;        /* T_JUNK: the byte */
    int after_blank; /* an empty line (or one of blanks) lies between the previous token and this one */
} tav__token;

/* Where the bytes come from. */
enum { SOURCE_BUFFER,
       SOURCE_FILE,
       SOURCE_CALLBACK };

struct tav_reader {
    tav_read_mode mode;
    unsigned long limits[TAV_LIMIT_COUNT];
    int source;
    FILE *fp;
    tav_read_fn read;
    void *payload;
    unsigned char *buf;
    size_t len, at, cap;
    int eof, ioerr;
    int busy; /* tav_reader_next() is running */
    tav__loc cur;
    int after_cr;                  /* the last byte was a CR (a CR LF is one line end) */
    unsigned long long symbol_end; /* offset just after the last symbol, +1 */
    size_t games;
    tav__token pending;
    int has_pending;
    char *cbuf; /* text of the last comment token */
    size_t clen, ccap;
    int failed;
};

/* source.c: byte k ahead of the current one (k < TAV__LOOKAHEAD), or -1 at
 * the end (or on a read error: r->ioerr); advancing past one byte keeps
 * the line and column; a UTF-8 byte-order mark at offset 0 is skipped. */
int tav__peek(tav_reader *r, size_t k);
void tav__advance(tav_reader *r);
void tav__skip_bom(tav_reader *r);
static inline int tav__is_eol(int c) { return c == '\n' || c == '\r'; }
/* the rest of the current line, up to its line end (not consumed) */
void tav__skip_line(tav_reader *r);

/* tokens.c */
void tav__skip_space(tav_reader *r);
int tav__next_token(tav_reader *r, tav__token *t);
static inline void tav__push_back(tav_reader *r, const tav__token *t)
{
    r->pending = *t;
    r->has_pending = 1;
}

/* parse_game.c: read one game into g (the reader is at its first token). */
int tav__parse_game(tav_reader *r, tav_game *g);

#endif
