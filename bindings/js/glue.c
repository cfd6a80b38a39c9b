/* The few C helpers the JavaScript package (bindings/js) needs on top of
 * the public API, compiled into the WebAssembly module with the library.
 *
 * They exist where a public function takes a `T **out`, returns a 64-bit
 * count, or hands back a struct, so that the JavaScript side passes and
 * reads only 32-bit integers, doubles and C strings. What every language
 * needs is in the helper tier (bindings/tier/tavb.h, compiled into the
 * module too): these call it, and convert numbers. */
#include <stddef.h>
#include <stdlib.h>
#include "tavb.h"

/* JavaScript reads a tav_error's fields at these byte offsets
 * (bindings/js/src/wasm.js, ERROR_LAYOUT). */
_Static_assert(offsetof(tav_error, code) == 4, "tav_error.code at 4");
_Static_assert(offsetof(tav_error, field) == 8, "tav_error.field at 8");
_Static_assert(offsetof(tav_error, offset) == 12, "tav_error.offset at 12");
_Static_assert(offsetof(tav_error, square) == 16, "tav_error.square at 16");
_Static_assert(offsetof(tav_error, move_number) == 20, "tav_error.move_number at 20");
_Static_assert(offsetof(tav_error, message) == 24, "tav_error.message at 24");

/* Prototypes (-Wmissing-prototypes): these are exported to JavaScript only. */
size_t tavjs_error_size(void);
tav_position *tavjs_position_from_tfen(const char *tfen, tav_error *err);
double tavjs_perft(const tav_position *pos, unsigned depth);
int tavjs_perft_max_depth(void);
int tavjs_divide(const tav_position *pos, unsigned depth, tav_move *moves, double *counts,
                 size_t size);
tavb_reader *tavjs_reader_new(const char *data, size_t len, int mode);
tav_game *tavjs_reader_next(tavb_reader *r, int *status);
void tavjs_reader_free(tavb_reader *r);
tav_game *tavjs_game_new(const char *tfen, tav_error *err);
tav_position *tavjs_game_position_at(const tav_game *g, int node);
double tavjs_problem_field(const tav_game *g, size_t i, int which);
const char *tavjs_problem_text(const tav_game *g, size_t i, int which);
int tavjs_problem_format(const tav_game *g, size_t i, char *buf, size_t size);
int tavjs_svg(const tav_position *pos, unsigned size, int orientation, int coordinates, int last_from, int last_to,
              int check, char **text);
int tavjs_position_dead(const tav_position *pos, double max_nodes);
int tavjs_position_outcome(const tav_position *pos, unsigned flags, unsigned options, double max_nodes,
                           tav_outcome *out);
int tavjs_max_moves(void);
int tavjs_game_outcome(const tav_game *g, unsigned flags, unsigned options, double max_nodes, tav_outcome *out);

/* JavaScript reads a tav_outcome as eight 32-bit ints (bindings/js/src/position.js, readOutcome). */
_Static_assert(sizeof(tav_outcome) == 8 * sizeof(int), "tav_outcome is eight ints");
_Static_assert(offsetof(tav_outcome, agrees) == 28, "tav_outcome.agrees at 28");

/** sizeof(tav_error), for JavaScript's malloc. */
size_t tavjs_error_size(void)
{
    return sizeof(tav_error);
}

/** tav_position_from_tfen() returning the position (NULL on failure, err
 *  filled). */
tav_position *tavjs_position_from_tfen(const char *tfen, tav_error *err)
{
    return tavb_position_from_tfen(tfen, err);
}

/** tavb_perft() as a double (exact below 2^53; -1 if out of memory). */
double tavjs_perft(const tav_position *pos, unsigned depth)
{
    return (double)tavb_perft(pos, depth);
}

/** tav_position_dead_answers() with the budget as a double (0: the default). */
int tavjs_position_dead(const tav_position *pos, double max_nodes)
{
    return tavb_position_dead(pos, (long long)tavb_budget(max_nodes));
}

/** tavb_divide() into two arrays of size entries: moves and their counts
 *  as doubles. Returns the number of entries, or a negative TAV_E* code
 *  (TAV_ENOMEM when the work array cannot be allocated, TAV_EBUFSIZE when
 *  size entries are too few). */
int tavjs_divide(const tav_position *pos, unsigned depth, tav_move *moves, double *counts,
                 size_t size)
{
    tav_divide_entry *e = malloc(TAV_MAX_MOVES * sizeof *e);
    int n, i;
    if (!e)
        return TAV_ENOMEM;
    n = tavb_divide(pos, depth, e);
    if (n > 0 && (size_t)n > size)
        n = TAV_EBUFSIZE;
    for (i = 0; i < n; i++) {
        moves[i] = e[i].move;
        counts[i] = (double)e[i].count;
    }
    free(e);
    return n;
}

/** tavb_reader_new_buffer(): a reader over a copy of the bytes, NULL on
 *  failure; freed with tavjs_reader_free(). */
tavb_reader *tavjs_reader_new(const char *data, size_t len, int mode)
{
    return tavb_reader_new_buffer(data, len, mode, NULL);
}

/** tavb_reader_next(): the next game, or NULL at the end (*status 0) or on
 *  failure (*status a negative TAV_E* code); *status 1 with a game. */
tav_game *tavjs_reader_next(tavb_reader *r, int *status)
{
    tav_error err;
    tav_game *g = tavb_reader_next(r, &err);
    *status = g ? 1 : err.code;
    return g;
}

/** tavb_reader_free(). */
void tavjs_reader_free(tavb_reader *r)
{
    tavb_reader_free(r);
}

/** tav_game_new() returning the game (NULL on failure, err filled). tfen
 *  NULL is the start position. */
tav_game *tavjs_game_new(const char *tfen, tav_error *err)
{
    return tavb_game_new(tfen, err);
}

/** tav_game_position_at() returning the position, NULL on failure. */
tav_position *tavjs_game_position_at(const tav_game *g, int node)
{
    return tavb_game_position_at(g, node);
}

/** A number field of problem i of g: 0 severity, 1 kind, 2 code, 3 game,
 *  4 line, 5 column, 6 offset, 7 ply, 8 move_number, 9 side; 0 when i or
 *  which is out of range. */
double tavjs_problem_field(const tav_game *g, size_t i, int which)
{
    const tav_problem *p = tav_game_problem(g, i);
    if (!p)
        return 0;
    switch (which) {
    case 0: return p->severity;
    case 1: return p->kind;
    case 2: return p->code;
    case 3: return (double)p->game;
    case 4: return (double)p->line;
    case 5: return (double)p->column;
    case 6: return (double)p->offset;
    case 7: return p->ply;
    case 8: return p->move_number;
    case 9: return p->side;
    default: return 0;
    }
}

/** A text field of problem i of g: 0 the move as written, 1 the message;
 *  "" when i or which is out of range. */
const char *tavjs_problem_text(const tav_game *g, size_t i, int which)
{
    const tav_problem *p = tav_game_problem(g, i);
    if (!p)
        return "";
    return which == 0 ? p->move : which == 1 ? p->message
                                             : "";
}

/** tav_problem_format() of problem i of g (no file name) into buf.
 *  Returns TAV_OK, TAV_EBUFSIZE or TAV_EINVAL (i out of range). */
int tavjs_problem_format(const tav_game *g, size_t i, char *buf, size_t size)
{
    return tav_problem_format(tav_game_problem(g, i), NULL, buf, size, NULL);
}

/** The SVG diagram of pos (tav_svg_write_alloc()) with the options
 *  JavaScript passes as numbers (squares 0..63 or TAV_NO_SQUARE, check also
 *  TAV_SVG_CHECK_AUTO): *text gets the document (freed with tav_free()).
 *  Returns as tav_svg_write_alloc(). */
int tavjs_svg(const tav_position *pos, unsigned size, int orientation, int coordinates, int last_from, int last_to,
              int check, char **text)
{
    tav_svg_options opt;
    tav_svg_options_init(&opt);
    opt.size = size;
    opt.orientation = orientation;
    opt.coordinates = coordinates;
    opt.lastmove_from = last_from;
    opt.lastmove_to = last_to;
    opt.check = check;
    return tav_svg_write_alloc(pos, &opt, text, NULL);
}

/** tav_position_outcome() with the budget as a double (0: the default). */
int tavjs_position_outcome(const tav_position *pos, unsigned flags, unsigned options, double max_nodes,
                           tav_outcome *out)
{
    return tav_position_outcome(pos, flags, options, tavb_budget(max_nodes), out);
}

/** tav_game_outcome() with the budget as a double (0: the default). */
int tavjs_game_outcome(const tav_game *g, unsigned flags, unsigned options, double max_nodes, tav_outcome *out)
{
    return tav_game_outcome(g, flags, options, tavb_budget(max_nodes), out);
}

/** TAV_PERFT_MAX_DEPTH, for the test that checks bindings/js/src/wasm.js's copy. */
int tavjs_perft_max_depth(void)
{
    return TAV_PERFT_MAX_DEPTH;
}

/** TAV_MAX_MOVES, for the test that checks bindings/js/src/wasm.js's copy. */
int tavjs_max_moves(void)
{
    return TAV_MAX_MOVES;
}
