/* Game records (R11): reading one move of the movetext: the typos of
 * handwritten scores (repaired when lenient), annotations glued to the
 * move, replaying it (R9 notation, R2-R7), and its check and mate marks. */
#include <stdio.h>
#include <string.h>
#include "base/chars.h"
#include "record/parse.h"
#include "tavreli/notation.h"

typedef struct repair {
    const char *from; /* UTF-8 bytes */
    char to;
    const char *name;
} repair;

/* Cyrillic letters that look like the Latin ones of the notation. */
static const repair cyrillic[] = {
    { "\xD0\xB0", 'a', "U+0430" },
    { "\xD1\x81", 'c', "U+0441" },
    { "\xD0\xB5", 'e', "U+0435" },
    { "\xD1\x85", 'x', "U+0445" },
    { "\xD0\x90", 'a', "U+0410" },
    { "\xD0\x92", 'b', "U+0412" },
    { "\xD0\xA1", 'c', "U+0421" },
    { "\xD0\x95", 'e', "U+0415" },
    { "\xD0\x9D", 'h', "U+041D" },
    { "\xD0\xA5", 'x', "U+0425" },
    { "\xD0\x9E", 'O', "U+041E" },
};

/* A move text after typo repairs, with the character index (in the
 * original token) of each byte. */
typedef struct mtext {
    char s[2 * TAV__SYM_MAX + 2];
    unsigned char colof[2 * TAV__SYM_MAX + 2];
    size_t len;
} mtext;

/* The move being read: its token, ply, where it is, and its text as
 * written (for problems). */
typedef struct move_in {
    tav__token *t;
    int ply;
    mtext m;
    char shown[2 * TAV__SYM_MAX + 2]; /* quoted where a problem is reported (tav__report) */
} move_in;

static tav__site site_of(const move_in *mi) { return tav__at_move(mi->t->at, mi->ply, mi->shown, strlen(mi->shown)); }

static int is_digit(int c) { return c >= '0' && c <= '9'; }

static const repair *cyrillic_at(const tav__token *t, size_t i)
{
    for (size_t k = 0; k < sizeof cyrillic / sizeof cyrillic[0]; k++)
        if (i + 1 < t->len && memcmp(t->text + i, cyrillic[k].from, 2) == 0)
            return &cyrillic[k];
    return NULL;
}

/* Repair the typos of handwritten scores in t (R9 text is ASCII lower
 * case) into m: report each unless quiet (a warning when lenient, an error
 * when strict). */
static int repair_typos(tav__parser *c, const tav__token *t, int ply, mtext *m, int quiet)
{
    int strict = tav__strict(c);
    m->len = 0;
    for (size_t i = 0; i < t->len;) {
        tav__loc at = t->at;
        at.col += t->colof[i];
        at.off += i;
        tav__site here = tav__at_move(at, ply, t->text, t->len);
        const repair *hit = cyrillic_at(t, i);
        int rc = TAV_OK;
        if (hit) {
            if (!quiet)
                rc = tav__typo(c, here,
                               strict ? "Cyrillic '%.2s' (%s) where the Latin letter '%c' belongs"
                                      : "Cyrillic '%.2s' (%s) read as the Latin letter '%c'",
                               hit->from, hit->name, hit->to);
            if (rc != TAV_OK || c->stop)
                return rc;
            m->colof[m->len] = t->colof[i];
            m->s[m->len++] = hit->to;
            i += 2;
            continue;
        }
        char ch = t->text[i];
        if (ch >= 'A' && ch <= 'H' && i + 1 < t->len && t->text[i + 1] >= '1' && t->text[i + 1] <= '8') {
            if (!quiet)
                rc = tav__typo(c, here,
                               strict ? "upper-case square '%c%c' (squares are written in lower case, R9)"
                                      : "upper-case square '%c%c' read as '%c%c'",
                               ch, t->text[i + 1], ch - 'A' + 'a', t->text[i + 1]);
            if (rc != TAV_OK || c->stop)
                return rc;
            ch = (char)(ch - 'A' + 'a');
        }
        m->colof[m->len] = t->colof[i];
        m->s[m->len++] = ch;
        i++;
    }
    m->s[m->len] = '\0';
    return TAV_OK;
}

/* Length of a square with an optional "(k)" at the start of s, or 0. */
static size_t square_prefix(const char *s, size_t len)
{
    if (len < 2 || s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '8')
        return 0;
    size_t i = 2;
    if (i < len && s[i] == '(') {
        size_t j = i + 1;
        while (j < len && is_digit((unsigned char)s[j]))
            j++;
        if (j > i + 1 && j < len && s[j] == ')')
            i = j + 1;
    }
    return i;
}

/* "!", "?", "!!", "??", "!?", "?!" glued to the move: NAG 1..6; 0 none; -1
 * something else. */
static int suffix_nag(const char *s, size_t len)
{
    static const char *const names[] = { "!", "?", "!!", "??", "!?", "?!" };
    char marks[4];
    size_t n = 0, i = len;
    while (i > 0 && strchr("+#x=!?", s[i - 1]))
        i--;
    for (; i < len; i++)
        if (s[i] == '!' || s[i] == '?') {
            if (n == 2)
                return -1;
            marks[n++] = s[i];
        }
    marks[n] = '\0';
    if (!n)
        return 0;
    for (int k = 0; k < 6; k++)
        if (strcmp(marks, names[k]) == 0)
            return k + 1;
    return -1;
}

/* The move and game limits: 1 when one is reached (reported, the game
 * stops), 0 when not, or a failure. */
static int over_limits(tav__parser *c, const move_in *mi)
{
    tav_reader *r = c->r;
    int nodes = (unsigned long)(c->g->nnodes - 1) >= r->limits[TAV_LIMIT_NODES];
    if (!nodes && (unsigned long)tav__top(c)->plies < r->limits[TAV_LIMIT_PLIES])
        return 0;
    int rc = tav__error(c, P_LIMIT, tav__at_move(mi->t->at, mi->ply, mi->t->text, mi->t->len),
                        nodes ? "more than %lu moves in the game: the rest is skipped"
                              : "more than %lu moves in one line: the rest of the game is skipped",
                        r->limits[nodes ? TAV_LIMIT_NODES : TAV_LIMIT_PLIES]);
    c->stop = 1;
    return rc != TAV_OK ? rc : 1;
}

/* Append m2 to mi->m after a '-', with columns counted from the first
 * token's start. */
static void join_texts(move_in *mi, const tav__token *next, const mtext *m2)
{
    mtext *m = &mi->m;
    unsigned long gap = next->at.line == mi->t->at.line ? next->at.col - mi->t->at.col : m->colof[m->len - 1] + 2u;
    m->s[m->len] = '-';
    m->colof[m->len] = (unsigned char)(m->colof[m->len - 1] + 1);
    m->len++;
    for (size_t i = 0; i < m2->len; i++) {
        unsigned long col = gap + m2->colof[i];
        m->colof[m->len] = (unsigned char)(col > 255 ? 255 : col);
        m->s[m->len++] = m2->s[i];
    }
    m->s[m->len] = '\0';
}

/* "b1 e1": a lone square followed by another one, joined when the two make
 * a legal move ("e4 e5" is chess, not a missing '-'). */
static int join_next_square(tav__parser *c, move_in *mi)
{
    tav_reader *r = c->r;
    mtext *m = &mi->m, m2;
    tav__token next;
    int rc = tav__next_token(r, &next), joined = 0;
    if (rc != TAV_OK)
        return rc;
    if (next.type == T_SYMBOL && !next.too_long) {
        /* the second token quietly first: its own typos are reported only
         * when it is joined */
        if ((rc = repair_typos(c, &next, mi->ply, &m2, 1)) != TAV_OK)
            return rc;
        if (square_prefix(m2.s, m2.len) && m->len + 1 + m2.len < sizeof m->s) {
            char both[2 * sizeof m->s + 2];
            tav_move probe;
            snprintf(both, sizeof both, "%s-%s", m->s, m2.s);
            joined = tav_move_parse(c->pos, both, &probe, NULL) == TAV_OK;
        }
    }
    if (!joined) {
        tav__push_back(r, &next);
        return TAV_OK;
    }
    snprintf(mi->shown, sizeof mi->shown, "%.*s %.*s", (int)mi->t->len, mi->t->text, (int)next.len, next.text);
    rc = tav__typo(c, site_of(mi),
                   tav__strict(c) ? "'%s' and '%s' are two squares without the '-' between them"
                                  : "'%s' and '%s' read as '%s-%s' (the '-' was missing)",
                   m->s, m2.s, m->s, m2.s);
    if (rc != TAV_OK || c->stop)
        return rc;
    if ((rc = repair_typos(c, &next, mi->ply, &m2, 0)) != TAV_OK || c->stop)
        return rc;
    join_texts(mi, &next, &m2);
    return TAV_OK;
}

/* The hyphen between the squares: "b1 e1" (two tokens) or "b1e1". */
static int missing_hyphen(tav__parser *c, move_in *mi)
{
    mtext *m = &mi->m;
    size_t sq1 = square_prefix(m->s, m->len);
    if (sq1 && sq1 == m->len)
        return join_next_square(c, mi);
    if (!sq1 || sq1 + 2 > m->len || !square_prefix(m->s + sq1, m->len - sq1) || m->len + 1 >= sizeof m->s)
        return TAV_OK;
    int rc = tav__typo(c, site_of(mi),
                       tav__strict(c) ? "two squares without the '-' between them" : "read with a '-' between the squares");
    if (rc != TAV_OK || c->stop)
        return rc;
    memmove(m->s + sq1 + 1, m->s + sq1, m->len - sq1 + 1);
    memmove(m->colof + sq1 + 1, m->colof + sq1, m->len - sq1);
    m->s[sq1] = '-';
    m->len++;
    return TAV_OK;
}

/* Read mi->m against the position: the legal move and its marks, or a
 * reported problem (*mv TAV_NO_MOVE). */
static int resolve(tav__parser *c, move_in *mi, tav_move *mv, unsigned *notes)
{
    tav_error err = TAV_ERROR_INIT;
    const mtext *m = &mi->m;
    *mv = TAV_NO_MOVE;
    int rc = tav_move_parse_notes(c->pos, m->s, m->len, mv, notes, &err);
    if (rc == TAV_ENOTATION) {
        tav__site here = site_of(mi);
        if (err.offset >= 0 && (size_t)err.offset < m->len) {
            here.at.col += m->colof[err.offset];
            here.at.off += (unsigned long long)err.offset;
        } else if (m->len) {
            here.at.col += m->colof[m->len - 1] + 1u;
            here.at.off += m->len;
        }
        tav__kill_line(c);
        return tav__error(c, P_NOTATION, here, "cannot read: %s", err.message);
    }
    if (rc == TAV_EILLEGAL) {
        tav__kill_line(c);
        return tav__error(c, P_ILLEGAL, site_of(mi), "illegal here: %s", err.message);
    }
    return rc;
}

static int new_node(tav__parser *c, tav_move m, unsigned notes, int nag, tav__loc at, int *out)
{
    tav__frame *f = tav__top(c);
    int rc = tav__game_new_node(c->g, f->last, m, out);
    if (rc != TAV_OK)
        return rc;
    tav__node *n = &c->g->nodes[*out];
    n->notes = notes;
    n->line = at.line;
    n->column = at.col;
    if (nag > 0)
        n->nags[n->nag_count++] = (unsigned char)nag;
    n->comment_before = f->before;
    f->before = NULL;
    return TAV_OK;
}

/* Play mv and add its node to the current line. */
static int play(tav__parser *c, move_in *mi, tav_move mv, unsigned notes, int nag)
{
    tav__frame *f = tav__top(c);
    int rc = tav_position_push(c->pos, mv), id;
    if (rc != TAV_OK)
        return rc;
    rc = new_node(c, mv, notes, nag, mi->t->at, &id);
    if (rc != TAV_OK) {
        tav_position_pop(c->pos, NULL);
        if (rc == TAV_ELIMIT) {
            rc = tav__error(c, P_LIMIT, site_of(mi), "the game is too large: the rest is skipped");
            c->stop = 1;
        }
        return rc;
    }
    tav__game_keep(c->g, id, c->pos);
    f->last = id;
    f->pushed++;
    f->plies++;
    if (c->depth == 0)
        c->g->main_end = id;
    return TAV_OK;
}

/* A check or mate mark that does not fit the position after the move. */
static int check_marks(tav__parser *c, move_in *mi, unsigned notes)
{
    if ((notes & TAV_NOTE_MATE) && !tav_position_is_checkmate(c->pos))
        return tav__warn(c, P_MARK, site_of(mi),
                         memchr(mi->m.s, '#', mi->m.len) == NULL
                             ? "marked 'x' (mate) but it does not checkmate (a resignation?)"
                             : "marked '#' (mate) but it does not checkmate");
    if ((notes & TAV_NOTE_CHECK) && !(notes & TAV_NOTE_MATE) && !tav_position_in_check(c->pos))
        return tav__warn(c, P_MARK, site_of(mi), "marked '+' but it does not give check");
    return TAV_OK;
}

int tav__read_move(tav__parser *c, tav__token *t)
{
    move_in mi;
    int rc;
    if (tav__top(c)->dead)
        return TAV_OK;
    mi.t = t;
    mi.ply = tav__next_ply(c);
    snprintf(mi.shown, sizeof mi.shown, "%s", t->text);
    if (t->too_long) {
        tav__kill_line(c);
        return tav__error(c, P_NOTATION, tav__at_move(t->at, mi.ply, t->text, t->len),
                          "cannot read: a move text longer than %d bytes", TAV__SYM_MAX);
    }
    if ((rc = over_limits(c, &mi)) != 0)
        return rc < 0 ? rc : TAV_OK;
    if ((rc = repair_typos(c, t, mi.ply, &mi.m, 0)) != TAV_OK || c->stop)
        return rc;
    if ((rc = missing_hyphen(c, &mi)) != TAV_OK || c->stop)
        return rc;
    int nag = suffix_nag(mi.m.s, mi.m.len);
    if (nag < 0) {
        tav__kill_line(c);
        char shown[44];
        return tav__error(c, P_NOTATION, site_of(&mi), "cannot read the annotation of '%s' (!, ?, !!, ??, !? or ?!)",
                          tav__quote(mi.m.s, strlen(mi.m.s), shown, sizeof shown));
    }
    tav_move mv;
    unsigned notes = 0;
    if ((rc = resolve(c, &mi, &mv, &notes)) != TAV_OK || mv == TAV_NO_MOVE)
        return rc;
    if ((rc = play(c, &mi, mv, notes, nag)) != TAV_OK || c->stop)
        return rc;
    return check_marks(c, &mi, notes);
}
