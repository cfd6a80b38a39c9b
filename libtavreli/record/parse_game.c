/* Game records (R11): the game parser: the loop over one game's tokens,
 * variations, comments, NAGs, move numbers, the result and what may follow
 * it, with located problems. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "base/chars.h"
#include "record/parse.h"

int tav__report(tav__parser *c, tav_severity severity, tav__what what, tav__site where, const char *fmt, ...)
{
    tav_game *g = c->g;
    tav_problem p;
    va_list ap;
    if (c->stop)
        return TAV_OK;
    memset(&p, 0, sizeof p);
    p.severity = severity;
    p.kind = what.kind;
    p.code = what.code;
    p.game = g->index;
    p.line = where.at.line;
    p.column = where.at.col;
    p.offset = where.at.off;
    p.ply = where.ply > 0 ? where.ply : 0;
    p.move_number = where.ply > 0 ? tav__game_fullmove_of(g, where.ply) : 0;
    p.side = where.ply > 0 ? (int)tav__game_side_of(g, where.ply) : -1;
    if (where.move)
        tav__quote(where.move, where.move_len, p.move, sizeof p.move);
    va_start(ap, fmt);
    vsnprintf(p.message, sizeof p.message, fmt, ap);
    va_end(ap);
    tav__utf8_trim(p.message);
    if (g->nproblems >= c->r->limits[TAV_LIMIT_PROBLEMS]) {
        /* the list is full: one last problem says so, and the game stops */
        p.severity = TAV_SEVERITY_ERROR;
        p.kind = TAV_PROBLEM_LIMIT;
        p.code = TAV_ELIMIT;
        snprintf(p.message, sizeof p.message, "more than %lu problems: the rest of the game is skipped",
                 c->r->limits[TAV_LIMIT_PROBLEMS]);
        c->stop = 1;
    } else if (severity == TAV_SEVERITY_ERROR && tav__strict(c)) {
        c->stop = 1;
    }
    return tav__game_add_problem(g, &p);
}

/* Skip the rest of the game: up to a line that starts with '[' after the
 * current tag section (when in_tags), or to the end of the input. */
static void skip_to_next_game(tav__parser *c)
{
    tav_reader *r = c->r;
    int in_tags = c->in_tags, ch;
    if (r->has_pending) {
        if (r->pending.type == T_TAG_OPEN || r->pending.type == T_EOF)
            return;
        r->has_pending = 0;
    }
    if (r->cur.col == 1 && tav__peek(r, 0) == '[' && !in_tags)
        return;
    tav__skip_line(r);
    for (;;) {
        if (tav__peek(r, 0) < 0)
            return;
        tav__advance(r); /* the line end (CR LF: two bytes) */
        if (tav__peek(r, 0) == '\n' && r->after_cr)
            tav__advance(r);
        ch = tav__peek(r, 0);
        if (ch == '[') {
            if (!in_tags)
                return;
        } else {
            in_tags = 0;
        }
        tav__skip_line(r);
    }
}

/* Input longer than the game-bytes limit: report once and stop. */
static int over_size(tav__parser *c, const tav__token *t)
{
    tav_reader *r = c->r;
    if (r->cur.off - c->start_off <= r->limits[TAV_LIMIT_GAME_BYTES])
        return 0;
    if (!c->stop) {
        if (tav__error(c, P_LIMIT, tav__at(t->at), "the game is longer than %lu bytes: the rest is skipped",
                       r->limits[TAV_LIMIT_GAME_BYTES])
            != TAV_OK)
            return -1;
        c->stop = 1;
    }
    return 1;
}

static int read_number(tav__parser *c, const tav__token *t)
{
    tav__frame *f = tav__top(c);
    if (f->dead)
        return TAV_OK;
    int ply = tav__next_ply(c);
    unsigned long long want = tav__game_fullmove_of(c->g, ply);
    tav_color side = tav__game_side_of(c->g, ply);
    tav__site here = tav__at_move(t->at, ply, t->text, t->len);
    if (t->overflow || t->number != want)
        return tav__error(c, P_MOVE_NUMBER, here, "move number %s: the next move is %llu (%s)",
                          t->overflow ? "too large" : "does not match", want,
                          side == TAV_WHITE ? "white" : "black");
    if (t->dots >= 2 && side == TAV_WHITE)
        return tav__error(c, P_MOVE_NUMBER, here, "'%s...' announces a black move, but white is to move", t->text);
    return TAV_OK;
}

static int read_comment(tav__parser *c, const tav__token *t)
{
    tav_reader *r = c->r;
    tav__frame *f = tav__top(c);
    unsigned long limit = r->limits[TAV_LIMIT_COMMENT];
    int rc, too_long = 0;
    if (t->unterminated
        && (rc = tav__error(c, P_SYNTAX, tav__at(t->at), "the comment opened here has no '}'")) != TAV_OK)
        return rc;
    if (t->ctrl && (rc = tav__error(c, P_SYNTAX, tav__at(t->ctrl_at), "control character in a comment (dropped)")) != TAV_OK)
        return rc;
    if (t->comment_too_long)
        return tav__error(c, P_LIMIT, tav__at(t->at), "comment longer than %lu bytes: dropped", limit);
    if (f->dead || c->stop)
        return TAV_OK;
    char **slot;
    if (f->last != f->start)
        slot = &c->g->nodes[f->last].comment_after;
    else if (c->depth == 0)
        slot = &c->g->nodes[TAV_GAME_ROOT].comment_after;
    else
        slot = &f->before;
    if (r->clen == 0) { /* "{}": an empty comment is kept as one (R11), unless the move has one already */
        if (!*slot && !(*slot = calloc(1, 1)))
            return TAV_ENOMEM;
        return TAV_OK;
    }
    rc = tav__append_comment(slot, r->cbuf, r->clen, limit, &too_long);
    if (rc == TAV_OK && too_long)
        rc = tav__error(c, P_LIMIT, tav__at(t->at), "comments joined longer than %lu bytes: this one is dropped", limit);
    return rc;
}

static int read_nag(tav__parser *c, const tav__token *t)
{
    tav__frame *f = tav__top(c);
    if (t->nag_bad)
        return tav__error(c, P_SYNTAX, tav__at(t->at), "cannot read: a NAG is '$' and a number from 0 to 255");
    if (f->dead)
        return TAV_OK;
    if (f->last == f->start)
        return tav__error(c, P_SYNTAX, tav__at(t->at), "NAG $%d before any move", t->nag);
    tav__node *n = &c->g->nodes[f->last];
    if (n->nag_count >= TAV_GAME_MAX_NAGS)
        return tav__error(c, P_LIMIT, tav__at_move(t->at, n->ply, NULL, 0),
                          "more than %d NAGs on one move: $%d dropped", TAV_GAME_MAX_NAGS, t->nag);
    n->nags[n->nag_count++] = (unsigned char)t->nag;
    return TAV_OK;
}

static int open_variation(tav__parser *c, const tav__token *t)
{
    tav__frame *f = tav__top(c);
    unsigned long max_depth = c->r->limits[TAV_LIMIT_DEPTH];
    if (c->dead_nesting || f->dead || (unsigned long)c->depth >= max_depth || f->last == f->start) {
        int rc = TAV_OK;
        if (!c->dead_nesting && !f->dead) {
            tav__site here = tav__at_move(t->at, tav__next_ply(c), NULL, 0);
            if (f->last == f->start)
                rc = tav__error(c, P_SYNTAX, here, "a variation before any move it could replace");
            else
                rc = tav__error(c, P_LIMIT, here, "variations nested deeper than %lu: this one is skipped", max_depth);
            c->any_dead = 1;
        }
        c->dead_nesting++;
        return rc;
    }
    /* the variation replaces the last move: take it back */
    tav_position_pop(c->pos, NULL);
    tav__frame *v = &c->frames[++c->depth];
    memset(v, 0, sizeof *v);
    v->alt = f->last;
    v->start = v->last = c->g->nodes[f->last].parent;
    v->open_at = t->at;
    return TAV_OK;
}

/* Undo the innermost variation: its moves off, the replaced move back. */
static void close_frame(tav__parser *c)
{
    tav__frame *v = tav__top(c);
    for (int i = 0; i < v->pushed; i++)
        tav_position_pop(c->pos, NULL);
    /* the history keeps its capacity: this push cannot fail */
    tav_position_push(c->pos, c->g->nodes[v->alt].move);
    free(v->before);
    v->before = NULL;
    c->depth--;
}

static int close_variation(tav__parser *c, const tav__token *t)
{
    if (c->dead_nesting) {
        c->dead_nesting--;
        return TAV_OK;
    }
    if (c->depth == 0)
        return tav__error(c, P_SYNTAX, tav__at(t->at), "')' without a '(' before it");
    tav__frame *v = tav__top(c);
    int rc = TAV_OK;
    if (v->last == v->start && !v->dead)
        rc = tav__error(c, P_SYNTAX, tav__at(v->open_at), "empty variation");
    close_frame(c);
    return rc;
}

static int unclosed(tav__parser *c)
{
    int rc = TAV_OK, open = c->depth + c->dead_nesting;
    if (open)
        rc = tav__error(c, P_SYNTAX, tav__at(c->depth > 0 ? c->frames[1].open_at : c->r->cur),
                        "%d variation%s not closed with ')'", open, open == 1 ? "" : "s");
    while (c->depth > 0)
        close_frame(c);
    c->dead_nesting = 0;
    return rc;
}

static const char *side_name(tav_color side) { return side == TAV_WHITE ? "white" : "black"; }

/* The result token t ends the game: check it against the Result tag and
 * the position at the end of the main line (R8). */
static int end_with_result(tav__parser *c, const tav__token *t)
{
    tav_game *g = c->g;
    int rc = unclosed(c);
    if (rc != TAV_OK)
        return rc;
    g->result = t->result;
    c->result_read = 1;
    const char *tag = tav_game_tag(g, "Result"), *text = tav_result_text(t->result);
    int replayed = !c->stop && !c->frames[0].dead;
    int d = tav__result_disagreement(t->result, tag, replayed ? c->pos : NULL);
    if (d & TAV__RESULT_TAG_DIFFERS) {
        char shown[44];
        rc = tav__error(c, P_RESULT, tav__at_move(t->at, 0, text, strlen(text)),
                        "the result %s disagrees with the Result tag \"%s\"", text,
                        tav__quote(tag, strlen(tag), shown, sizeof shown));
    }
    if (rc != TAV_OK || c->stop || !(d & TAV__RESULT_BOARD_DIFFERS))
        return rc;
    tav_color turn = tav_position_turn(c->pos);
    return tav__error(c, P_RESULT, tav__at_move(t->at, g->nodes[g->main_end].ply, text, strlen(text)),
                      "the result %s disagrees with the final position: %s is %s (R8)", text, side_name(turn),
                      tav_position_end(c->pos) == TAV_END_CHECKMATE ? "checkmated" : "stalemated, a draw");
}

/* After the result: nothing but white space and comments up to the next
 * game, within the game-bytes limit. The next game starts at its tags or,
 * for a game without tags, at its first movetext (R11, as PGN readers
 * do: "1. e2-e4 *", "1. d2-d4 *" are two games). */
static int after_result(tav__parser *c)
{
    tav__token t;
    for (;;) {
        int rc = tav__next_token(c->r, &t);
        if (rc != TAV_OK)
            return rc;
        int over = over_size(c, &t);
        if (over < 0)
            return TAV_ENOMEM;
        if (over) {
            c->in_tags = 0;
            skip_to_next_game(c);
            return TAV_OK;
        }
        if (t.type == T_COMMENT)
            continue;
        if (t.type == T_EOF || t.type == T_TAG_OPEN)
            return TAV_OK;
        if (t.type == T_NUMBER || t.type == T_SYMBOL) {
            tav__push_back(c->r, &t); /* the next game, without tags */
            return TAV_OK;
        }
        rc = tav__error(c, P_SYNTAX, tav__at_move(t.at, 0, t.len ? t.text : NULL, t.len),
                        "text after the result: the next game must begin with its tags or its moves");
        if (rc != TAV_OK)
            return rc;
        c->stop = 1;
        c->in_tags = 0;
        skip_to_next_game(c);
        return TAV_OK;
    }
}

static int read_junk(tav__parser *c, const tav__token *t)
{
    if (t->junk == '.')
        return tav__error(c, P_SYNTAX, tav__at(t->at), "cannot read: '.' is only written after a move number");
    char junk = (char)t->junk, ch[TAV__CHAR_DESC_SIZE]; /* one ASCII byte: the rest starts a symbol */
    return tav__error(c, P_SYNTAX, tav__at(t->at), "cannot read: unexpected %s", tav__char_desc(&junk, 1, 0, ch));
}

/* A "*" glued to a move and followed by a result: "e2-e4* *", a
 * handwritten "score cut here" mark. Sets *mark. */
static int cut_mark(tav__parser *c, const tav__token *t, int *mark)
{
    tav__frame *f = tav__top(c);
    tav__token next;
    *mark = 0;
    if (!t->glued || f->last == f->start)
        return TAV_OK;
    int rc = tav__next_token(c->r, &next);
    if (rc != TAV_OK)
        return rc;
    tav__push_back(c->r, &next);
    if (next.type == T_RESULT) {
        if (!f->dead)
            c->g->nodes[f->last].notes |= TAV_GAME_NOTE_CUT;
        *mark = 1;
    }
    return TAV_OK;
}

/* One movetext token. *done is set when the game has ended. */
static int movetext_token(tav__parser *c, tav__token *t, int *done)
{
    int rc, mark;
    switch (t->type) {
    case T_EOF:
    case T_TAG_OPEN:
        *done = 1;
        if ((rc = unclosed(c)) != TAV_OK)
            return rc;
        return tav__error(c, P_RESULT, tav__at(t->at),
                          t->type == T_EOF ? "the game has no result (1-0, 0-1, 1/2-1/2 or *) before the end"
                                           : "the game has no result (1-0, 0-1, 1/2-1/2 or *) before the next tags");
    case T_COMMENT: return read_comment(c, t);
    case T_NAG: return read_nag(c, t);
    case T_LPAREN: return open_variation(c, t);
    case T_RPAREN: return close_variation(c, t);
    case T_NUMBER: return read_number(c, t);
    case T_SYMBOL: return tav__read_move(c, t);
    case T_JUNK: return read_junk(c, t);
    case T_RESULT:
        if ((rc = cut_mark(c, t, &mark)) != TAV_OK || mark)
            return rc;
        *done = 1;
        if ((rc = end_with_result(c, t)) != TAV_OK)
            return rc;
        if (c->stop) {
            skip_to_next_game(c);
            return TAV_OK;
        }
        return after_result(c);
    }
    return TAV_OK;
}

static int read_game(tav__parser *c)
{
    tav_reader *r = c->r;
    tav__token t;
    int rc, done = 0;
    c->in_tags = 1;
    while (!done) {
        if (c->stop) {
            skip_to_next_game(c);
            return TAV_OK;
        }
        if ((rc = tav__next_token(r, &t)) != TAV_OK)
            return rc;
        if (r->ioerr)
            return TAV_EIO;
        int over = over_size(c, &t);
        if (over < 0)
            return TAV_ENOMEM;
        if (over)
            continue;
        /* R11 (as PGN readers do): an empty line ends a record that has no
         * result, when what follows starts another one: tags after tags
         * ([Event "A"], empty line, [Event "B"]: two games), or movetext
         * after moves (one game per paragraph of moves). */
        int new_record = t.after_blank && c->depth == 0 && ((c->in_tags && t.type == T_TAG_OPEN && c->g->ntags > 0) || (!c->in_tags && (t.type == T_NUMBER || t.type == T_SYMBOL) && c->frames[0].last != c->frames[0].start));
        if (new_record) {
            tav__push_back(r, &t);
            if (c->in_tags) {
                c->in_tags = 0;
                if ((rc = tav__set_up(c)) != TAV_OK)
                    return rc;
            }
            if ((rc = unclosed(c)) != TAV_OK)
                return rc;
            return tav__error(c, P_RESULT, tav__at(t.at),
                              "the game has no result (1-0, 0-1, 1/2-1/2 or *) before the empty line that ends it");
        }
        if (c->in_tags && t.type == T_TAG_OPEN) {
            if ((rc = tav__read_tag(c)) != TAV_OK)
                return rc;
            continue;
        }
        if (c->in_tags && t.type != T_COMMENT) {
            c->in_tags = 0;
            if ((rc = tav__set_up(c)) != TAV_OK)
                return rc;
            if (c->stop)
                continue;
        }
        if ((rc = movetext_token(c, &t, &done)) != TAV_OK)
            return rc;
    }
    return TAV_OK;
}

int tav__parse_game(tav_reader *r, tav_game *g)
{
    tav__parser *c = calloc(1, sizeof *c);
    if (!c)
        return TAV_ENOMEM;
    c->r = r;
    c->g = g;
    c->pos = g->end_pos;
    c->frames[0].alt = -1;
    c->start_off = tav_reader_offset(r);
    int rc = read_game(c);
    while (c->depth > 0)
        close_frame(c);
    free(c->frames[0].before);
    g->complete = !c->any_dead && (!c->stop || c->result_read);
    g->main_complete = !c->frames[0].dead && (!c->stop || c->result_read);
    free(c);
    if (rc == TAV_OK)
        tav__game_update_end(g);
    return rc;
}
