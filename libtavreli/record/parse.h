/* Internal: the TGN game parser's state, shared by parse_game.c (the game,
 * its variations, comments, NAGs, numbers and result), parse_tags.c (tag
 * pairs and the start position) and parse_move.c (moves and the typos of
 * handwritten scores). The parser replays every move on one position:
 * variations pop the move they replace, push their own moves, then undo
 * them. */
#ifndef TAV_RECORD_PARSE_H
#define TAV_RECORD_PARSE_H

#include "record/reader.h"

/* One line being read: the main line (frames[0]) or a variation. */
typedef struct tav__frame {
    int start;  /* node the line starts from */
    int last;   /* last node of the line */
    int alt;    /* variation: the node it replaces (re-pushed at ')'); -1 on the main line */
    int pushed; /* moves of this line pushed on the position */
    int dead;   /* replay stopped in this line */
    int plies;
    char *before; /* comment before the first move of a variation */
    tav__loc open_at;
} tav__frame;

typedef struct tav__parser {
    tav_reader *r;
    tav_game *g;
    tav_position *pos;
    tav__frame frames[TAV__GAME_MAX_DEPTH + 1];
    int depth;
    int dead_nesting; /* '(' opened inside a too deep variation */
    int stop;         /* the game stopped: skip to the next game */
    int any_dead;
    int in_tags;
    tav__loc setup_at, fen_at;
    int result_read; /* the result token was reached */
    unsigned long long start_off;
} tav__parser;

/* Where a problem is: the place, and the move concerned if any (ply > 0,
 * with its text as written). */
typedef struct tav__site {
    tav__loc at;
    int ply;
    const char *move;
    size_t move_len;
} tav__site;

static inline tav__site tav__at(tav__loc at)
{
    tav__site s = { at, 0, NULL, 0 };
    return s;
}

static inline tav__site tav__at_move(tav__loc at, int ply, const char *move, size_t move_len)
{
    tav__site s = { at, ply, move, move_len };
    return s;
}

/* What a problem is: its kind and status code. */
typedef struct tav__what {
    tav_problem_kind kind;
    int code;
} tav__what;

#define P_SYNTAX ((tav__what){ TAV_PROBLEM_SYNTAX, TAV_EGAME })
#define P_NOTATION ((tav__what){ TAV_PROBLEM_SYNTAX, TAV_ENOTATION })
#define P_ILLEGAL ((tav__what){ TAV_PROBLEM_ILLEGAL, TAV_EILLEGAL })
#define P_RESULT ((tav__what){ TAV_PROBLEM_RESULT, TAV_EGAME })
#define P_TAG ((tav__what){ TAV_PROBLEM_TAG, TAV_EGAME })
#define P_SETUP ((tav__what){ TAV_PROBLEM_SETUP, TAV_EGAME })
#define P_SETUP_TFEN ((tav__what){ TAV_PROBLEM_SETUP, TAV_ETFEN })
#define P_MOVE_NUMBER ((tav__what){ TAV_PROBLEM_MOVE_NUMBER, TAV_EGAME })
#define P_TYPO ((tav__what){ TAV_PROBLEM_TYPO, TAV_ENOTATION })
#define P_MARK ((tav__what){ TAV_PROBLEM_ANNOTATION, TAV_EGAME })
#define P_LIMIT ((tav__what){ TAV_PROBLEM_LIMIT, TAV_ELIMIT })

#if defined(__GNUC__)
#define TAV__PRINTF(a, b) __attribute__((format(printf, a, b)))
#else
#define TAV__PRINTF(a, b)
#endif

/* Record a problem (parse_game.c). After an error in strict mode, or when
 * the problem limit is reached, the game stops. Returns TAV_OK or
 * TAV_ENOMEM. */
int tav__report(tav__parser *c, tav_severity severity, tav__what what, tav__site where, const char *fmt, ...)
    TAV__PRINTF(5, 6);
#define tav__error(c, what, where, ...) tav__report((c), TAV_SEVERITY_ERROR, what, where, __VA_ARGS__)
#define tav__warn(c, what, where, ...) tav__report((c), TAV_SEVERITY_WARNING, what, where, __VA_ARGS__)
/* a typo of a handwritten score: an error when strict, a repaired warning
 * when lenient */
#define tav__typo(c, where, ...) \
    tav__report((c), tav__strict(c) ? TAV_SEVERITY_ERROR : TAV_SEVERITY_WARNING, P_TYPO, where, __VA_ARGS__)

static inline int tav__strict(const tav__parser *c)
{
    return c->r->mode == TAV_READ_STRICT;
}
static inline tav__frame *tav__top(tav__parser *c) { return &c->frames[c->depth]; }
static inline int tav__next_ply(tav__parser *c) { return c->g->nodes[tav__top(c)->last].ply + 1; }
static inline void tav__kill_line(tav__parser *c)
{
    tav__top(c)->dead = 1;
    c->any_dead = 1;
}

/* parse_tags.c: a tag pair (the reader is at its '['), and the start
 * position once the tag section is over. */
int tav__read_tag(tav__parser *c);
int tav__set_up(tav__parser *c);

/* parse_move.c: a move symbol t. */
int tav__read_move(tav__parser *c, tav__token *t);

#endif
