/* Reference move generator: see reference.h. Written from RULES.md only;
 * every rule is a plain loop or test, with the sentence it implements.
 * Speed does not matter here, clarity does. */
#include <stdio.h>
#include <string.h>
#include "reference.h"

/* ---- pieces (public tav_piece bits, piece.h) ------------------------------ */

#define VIRGIN_BIT 0x100u
#define PROMOTED_BIT 0x80u

static int kind_of(tav_piece p) { return p & 7; }
static int color_of(tav_piece p) { return (p >> 3) & 1; }
static int badge_of(tav_piece p) { return (p >> 4) & 7; }
static int is_promoted(tav_piece p) { return (p & PROMOTED_BIT) != 0; }

/* R6: a pawn becomes its badge's kind with the promoted mark. */
static tav_piece promote(tav_piece p)
{
    return (tav_piece)((p & ~7u) | (unsigned)badge_of(p) | PROMOTED_BIT);
}

/* R6: anything placed on a promoted piece turns it back into a pawn of the
 * same colour and badge. */
static tav_piece revert(tav_piece p)
{
    return (tav_piece)((p & ~7u & ~PROMOTED_BIT) | TAV_PAWN);
}

/* ---- squares --------------------------------------------------------------- */

static int file_of(int sq) { return sq % 8; }
static int rank_of(int sq) { return sq / 8; }
static int on_board(int file, int rank) { return file >= 0 && file < 8 && rank >= 0 && rank < 8; }
static int make_sq(int file, int rank) { return rank * 8 + file; }

/* R5: white pawns go towards rank 8 (+1 rank), black towards rank 1. */
static int forward(int color) { return color == TAV_WHITE ? 1 : -1; }
/* R6: the last rank of a colour. */
static int last_rank(int color) { return color == TAV_WHITE ? 7 : 0; }

static int height(const ref_board *b, int sq) { return b->sq[sq].height; }
static int is_empty(const ref_board *b, int sq) { return b->sq[sq].height == 0; }
static tav_piece top(const ref_board *b, int sq)
{
    const ref_tower *t = &b->sq[sq];
    return t->height ? t->piece[t->height - 1] : TAV_NO_PIECE;
}
static int top_is_king(const ref_board *b, int sq)
{
    return !is_empty(b, sq) && kind_of(top(b, sq)) == TAV_KING;
}

/* ---- reading the library's position through the public API ---------------- */

int ref_from_position(ref_board *b, const tav_position *pos)
{
    memset(b, 0, sizeof *b);
    for (int sq = 0; sq < 64; sq++) {
        int h = tav_position_height(pos, sq);
        if (h < 0 || h > REF_MAX_HEIGHT)
            return -1;
        b->sq[sq].height = h;
        for (int i = 0; i < h; i++) {
            tav_piece p = tav_position_piece(pos, sq, i);
            if (p == TAV_NO_PIECE)
                return -1;
            b->sq[sq].piece[i] = p;
        }
    }
    b->turn = (int)tav_position_turn(pos);
    b->castling = tav_position_castling(pos);
    b->ep = tav_position_ep_square(pos);
    b->halfmove = tav_position_halfmove_clock(pos);
    b->fullmove = tav_position_fullmove_number(pos);
    return 0;
}

/* ---- destinations of the pieces (R4) --------------------------------------- */

static const int knight_steps[8][2] = {
    { 1, 2 }, { 2, 1 }, { 2, -1 }, { 1, -2 }, { -1, -2 }, { -2, -1 }, { -2, 1 }, { -1, 2 }
};
static const int king_steps[8][2] = {
    { 1, 0 }, { 1, 1 }, { 0, 1 }, { -1, 1 }, { -1, 0 }, { -1, -1 }, { 0, -1 }, { 1, -1 }
};
static const int rook_dirs[4][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 } };
static const int bishop_dirs[4][2] = { { 1, 1 }, { 1, -1 }, { -1, 1 }, { -1, -1 } };

/* Add the one-step destinations (king, knight) of `from`. With
 * ignore_king_limit (the attack relation of R7) a king-topped square counts;
 * for moves (R2) a square whose top is a king is never a destination. */
static int add_steps(const ref_board *b, int from, const int steps[8][2], int ignore_king_limit,
                     int *dest, int n)
{
    for (int i = 0; i < 8; i++) {
        int f = file_of(from) + steps[i][0], r = rank_of(from) + steps[i][1];
        if (!on_board(f, r))
            continue;
        int to = make_sq(f, r);
        if (!ignore_king_limit && top_is_king(b, to))
            continue;
        dest[n++] = to;
    }
    return n;
}

/* Add the sliding destinations along four directions: a ray goes over
 * empty squares and stops at the first occupied square, which is itself a
 * destination unless its top is a king (R2, R4). */
static int add_rays(const ref_board *b, int from, const int dirs[4][2], int ignore_king_limit,
                    int *dest, int n)
{
    for (int i = 0; i < 4; i++) {
        int f = file_of(from), r = rank_of(from);
        for (;;) {
            f += dirs[i][0];
            r += dirs[i][1];
            if (!on_board(f, r))
                break;
            int to = make_sq(f, r);
            if (is_empty(b, to)) {
                dest[n++] = to;
                continue;
            }
            if (ignore_king_limit || !top_is_king(b, to))
                dest[n++] = to;
            break;
        }
    }
    return n;
}

/* Destinations of a non-pawn piece of `kind` standing on `from`. */
static int piece_destinations(const ref_board *b, int from, int kind, int ignore_king_limit, int *dest)
{
    int n = 0;
    switch (kind) {
    case TAV_KING:
        n = add_steps(b, from, king_steps, ignore_king_limit, dest, n);
        break;
    case TAV_KNIGHT:
        n = add_steps(b, from, knight_steps, ignore_king_limit, dest, n);
        break;
    case TAV_ROOK:
        n = add_rays(b, from, rook_dirs, ignore_king_limit, dest, n);
        break;
    case TAV_BISHOP:
        n = add_rays(b, from, bishop_dirs, ignore_king_limit, dest, n);
        break;
    case TAV_QUEEN:
        n = add_rays(b, from, rook_dirs, ignore_king_limit, dest, n);
        n = add_rays(b, from, bishop_dirs, ignore_king_limit, dest, n);
        break;
    case TAV_HELGI: /* R1: queen + knight */
        n = add_rays(b, from, rook_dirs, ignore_king_limit, dest, n);
        n = add_rays(b, from, bishop_dirs, ignore_king_limit, dest, n);
        n = add_steps(b, from, knight_steps, ignore_king_limit, dest, n);
        break;
    default:
        break;
    }
    return n;
}

/* ---- attacks (R7) ---------------------------------------------------------- */

/* R7: sq is attacked by colour c when some tower topped by c could reach it
 * by R4 ignoring the "nothing on a king" limit; a pawn-topped tower attacks
 * the two squares diagonally ahead. Every non-empty square blocks. */
int ref_attacked(const ref_board *b, int sq, int c)
{
    int dest[64];
    for (int from = 0; from < 64; from++) {
        if (is_empty(b, from) || color_of(top(b, from)) != c)
            continue;
        int kind = kind_of(top(b, from));
        if (kind == TAV_PAWN) {
            int r = rank_of(from) + forward(c);
            for (int df = -1; df <= 1; df += 2) {
                int f = file_of(from) + df;
                if (on_board(f, r) && make_sq(f, r) == sq)
                    return 1;
            }
            continue;
        }
        int n = piece_destinations(b, from, kind, 1, dest);
        for (int i = 0; i < n; i++)
            if (dest[i] == sq)
                return 1;
    }
    return 0;
}

/* The square holding the king of colour c, wherever it is in its tower (a
 * king should always be a top, R2, but the generator must not rely on it to
 * reject a move that buries one). */
static int king_square(const ref_board *b, int c)
{
    for (int sq = 0; sq < 64; sq++)
        for (int i = 0; i < b->sq[sq].height; i++)
            if (kind_of(b->sq[sq].piece[i]) == TAV_KING && color_of(b->sq[sq].piece[i]) == c)
                return sq;
    return -1;
}

int ref_in_check(const ref_board *b)
{
    int k = king_square(b, b->turn);
    return k >= 0 && ref_attacked(b, k, !b->turn);
}

/* ---- playing a move -------------------------------------------------------- */

/* Put piece p on top of sq. R6: whatever is placed on a promoted piece turns
 * it back into a pawn. Moving pieces leave their square, so they are no
 * longer virgin (R3). */
static void place(ref_board *b, int sq, tav_piece p)
{
    ref_tower *t = &b->sq[sq];
    if (t->height && is_promoted(t->piece[t->height - 1]))
        t->piece[t->height - 1] = revert(t->piece[t->height - 1]);
    t->piece[t->height++] = (tav_piece)(p & ~VIRGIN_BIT);
}

/* R6 (a) and (b): an unpromoted pawn that is the top of sq, on its own last
 * rank, promotes. */
static void promote_top_if_due(ref_board *b, int sq)
{
    ref_tower *t = &b->sq[sq];
    if (!t->height)
        return;
    tav_piece p = t->piece[t->height - 1];
    if (kind_of(p) == TAV_PAWN && rank_of(sq) == last_rank(color_of(p)))
        t->piece[t->height - 1] = promote(p);
}

/* The corners whose rook carries each castling right (R7). */
static const struct {
    int corner;
    unsigned right;
} corners[4] = {
    { 7, TAV_CASTLE_WHITE_SHORT },
    { 0, TAV_CASTLE_WHITE_LONG },
    { 63, TAV_CASTLE_BLACK_SHORT },
    { 56, TAV_CASTLE_BLACK_LONG },
};

static unsigned rights_of(int c)
{
    return c == TAV_WHITE ? (TAV_CASTLE_WHITE_SHORT | TAV_CASTLE_WHITE_LONG)
                          : (TAV_CASTLE_BLACK_SHORT | TAV_CASTLE_BLACK_LONG);
}

void ref_apply(ref_board *b, const ref_move *m)
{
    int us = b->turn;
    int reset_clock = 0;

    if (m->flags & TAV_MOVE_CASTLE) {
        /* R7: king e1-g1 with rook h1-f1, or king e1-c1 with rook a1-d1. */
        int rank = rank_of(m->from);
        int short_side = file_of(m->to) == 6;
        int rook_from = make_sq(short_side ? 7 : 0, rank);
        int rook_to = make_sq(short_side ? 5 : 3, rank);
        tav_piece king = b->sq[m->from].piece[--b->sq[m->from].height];
        tav_piece rook = b->sq[rook_from].piece[--b->sq[rook_from].height];
        place(b, m->to, king);
        place(b, rook_to, rook);
        b->castling &= ~rights_of(us);
    } else {
        ref_tower *src = &b->sq[m->from];
        int h = src->height, k = m->count;
        tav_piece moving[REF_MAX_HEIGHT];
        memcpy(moving, &src->piece[h - k], (size_t)k * sizeof moving[0]);
        tav_piece mover_top = moving[k - 1];

        /* R8: a pawn move, or building a tower (landing on an occupied
         * square, or en passant), resets the fifty-move count. */
        if (kind_of(mover_top) == TAV_PAWN || !is_empty(b, m->to) || (m->flags & TAV_MOVE_EN_PASSANT))
            reset_clock = 1;

        /* R7: the right is lost when the king moves, or when a move leaves
         * the corner with the whole tower there, whoever makes it. */
        if (kind_of(mover_top) == TAV_KING)
            b->castling &= ~rights_of(color_of(mover_top));
        if (k == h)
            for (int i = 0; i < 4; i++)
                if (corners[i].corner == m->from)
                    b->castling &= ~corners[i].right;

        /* R2: the top k pieces leave, keeping their order. */
        src->height = h - k;

        if (m->flags & TAV_MOVE_EN_PASSANT) {
            /* R5: the double-stepped pawn is taken off the top of s3 and put
             * on top of s2, then the capturing part lands on s2. */
            int s3 = m->to - 8 * forward(us);
            ref_tower *t3 = &b->sq[s3];
            tav_piece pawn = t3->piece[--t3->height];
            place(b, m->to, pawn);
        }

        for (int i = 0; i < k; i++)
            place(b, m->to, moving[i]);

        /* R6 (a): the moving part's top on its last rank; (b): the new top
         * left behind by the split, of either colour. */
        promote_top_if_due(b, m->to);
        promote_top_if_due(b, m->from);
    }

    /* R10 field 4: the passed square after every double step. */
    b->ep = (m->flags & TAV_MOVE_DOUBLE) ? m->from + 8 * forward(us) : -1;
    b->halfmove = reset_clock ? 0 : b->halfmove + 1;
    if (us == TAV_BLACK)
        b->fullmove++;
    b->turn = !us;
}

/* ---- generating moves ------------------------------------------------------ */

static int add_move(ref_move *out, int n, int from, int to, int count, unsigned flags)
{
    out[n].from = from;
    out[n].to = to;
    out[n].count = count;
    out[n].flags = flags;
    return n + 1;
}

/* One move per split size k = 1..h (R2, R4), with the flags move.h defines. */
static int add_splits(const ref_board *b, ref_move *out, int n, int from, int to, unsigned flags)
{
    int h = height(b, from);
    int us = color_of(top(b, from));
    if (!is_empty(b, to)) {
        flags |= TAV_MOVE_STACK;
        if (color_of(top(b, to)) != us)
            flags |= TAV_MOVE_CAPTURE;
    }
    /* R6 (a): the moving part's top is a pawn landing on its last rank. */
    if (kind_of(top(b, from)) == TAV_PAWN && rank_of(to) == last_rank(us))
        flags |= TAV_MOVE_PROMOTION;
    for (int k = 1; k <= h; k++) {
        unsigned f = flags | (k == h ? TAV_MOVE_WHOLE : 0);
        /* R6 (b): the new top left behind by a split is a pawn (of either
         * colour) on its own last rank. */
        if (k < h) {
            tav_piece left = b->sq[from].piece[h - 1 - k];
            if (kind_of(left) == TAV_PAWN && rank_of(from) == last_rank(color_of(left)))
                f |= TAV_MOVE_FREED_PROMOTION;
        }
        n = add_move(out, n, from, to, k, f);
    }
    return n;
}

/* R5: moves of a pawn-topped tower on `from`. */
static int pawn_moves(const ref_board *b, int from, ref_move *out, int n)
{
    int us = b->turn;
    tav_piece p = top(b, from);
    int f = file_of(from), r = rank_of(from) + forward(us);
    if (!on_board(f, r))
        return n; /* cannot happen: it would have promoted (R6) */

    /* Step: one square ahead, empty or topped by an own piece other than
     * the king. */
    int step = make_sq(f, r);
    if (is_empty(b, step) || (color_of(top(b, step)) == us && kind_of(top(b, step)) != TAV_KING))
        n = add_splits(b, out, n, from, step, 0);

    /* Double step: a virgin pawn, alone, two squares ahead, if neither the
     * passed square nor the destination is topped by an enemy piece and the
     * destination is not topped by a king. It may pass over an own tower,
     * even one topped by the own king, and may land on an own tower. */
    if ((p & VIRGIN_BIT) && height(b, from) == 1 && on_board(f, r + forward(us))) {
        int dest = make_sq(f, r + forward(us));
        int passed_ok = is_empty(b, step) || color_of(top(b, step)) == us;
        int dest_ok = is_empty(b, dest) || (color_of(top(b, dest)) == us && !top_is_king(b, dest));
        if (passed_ok && dest_ok)
            n = add_splits(b, out, n, from, dest, TAV_MOVE_DOUBLE);
    }

    /* Diagonal: one square diagonally ahead, only onto a tower topped by an
     * enemy piece other than the king. En passant: onto the square s2
     * passed by the opponent's double step, from beside s3; when s2 is
     * enemy-topped this is the en passant capture and nothing else. */
    for (int df = -1; df <= 1; df += 2) {
        if (!on_board(f + df, r))
            continue;
        int to = make_sq(f + df, r);
        int s3 = to - 8 * forward(us);
        int is_ep = b->ep == to && rank_of(s3) == rank_of(from);
        if (is_ep) {
            if (top_is_king(b, to))
                continue; /* R5: not possible if s2's top is a king */
            int h = height(b, from);
            for (int k = 1; k <= h; k++)
                n = add_move(out, n, from, to, k,
                             TAV_MOVE_EN_PASSANT | TAV_MOVE_CAPTURE | (k == h ? TAV_MOVE_WHOLE : 0));
            continue;
        }
        if (!is_empty(b, to) && color_of(top(b, to)) != us && !top_is_king(b, to))
            n = add_splits(b, out, n, from, to, 0);
    }
    return n;
}

/* R7: castling, tested here before the move (the after-move test is made
 * for every move later). */
static int castling_moves(const ref_board *b, ref_move *out, int n)
{
    int us = b->turn, them = !us;
    int rank = us == TAV_WHITE ? 0 : 7;
    int e = make_sq(4, rank);
    for (int side = 0; side < 2; side++) { /* 0 short, 1 long */
        unsigned right = us == TAV_WHITE ? (side ? TAV_CASTLE_WHITE_LONG : TAV_CASTLE_WHITE_SHORT)
                                         : (side ? TAV_CASTLE_BLACK_LONG : TAV_CASTLE_BLACK_SHORT);
        if (!(b->castling & right))
            continue;
        /* The king has never moved (it stands on e1 alone). */
        if (height(b, e) != 1 || kind_of(top(b, e)) != TAV_KING || color_of(top(b, e)) != us)
            continue;
        /* The rook has never left its square and is now alone on it. */
        int corner = make_sq(side ? 0 : 7, rank);
        tav_piece rook = top(b, corner);
        if (height(b, corner) != 1 || kind_of(rook) != TAV_ROOK || color_of(rook) != us || is_promoted(rook))
            continue;
        /* Every square between king and rook is empty. */
        int between_empty = 1;
        int lo = side ? 1 : 5, hi = side ? 3 : 6;
        for (int f = lo; f <= hi; f++)
            if (!is_empty(b, make_sq(f, rank)))
                between_empty = 0;
        if (!between_empty)
            continue;
        /* The king is not in check; the squares it crosses and lands on are
         * not attacked (b1/b8 may be). */
        int cross = make_sq(side ? 3 : 5, rank), land = make_sq(side ? 2 : 6, rank);
        if (ref_attacked(b, e, them) || ref_attacked(b, cross, them) || ref_attacked(b, land, them))
            continue;
        n = add_move(out, n, e, land, 1, TAV_MOVE_CASTLE | TAV_MOVE_WHOLE);
    }
    return n;
}

static int pseudo_legal_moves(const ref_board *b, ref_move *out)
{
    int n = 0, dest[64];
    for (int from = 0; from < 64; from++) {
        if (is_empty(b, from) || color_of(top(b, from)) != b->turn)
            continue;
        int kind = kind_of(top(b, from));
        if (kind == TAV_PAWN) {
            n = pawn_moves(b, from, out, n);
            continue;
        }
        int nd = piece_destinations(b, from, kind, 0, dest);
        for (int i = 0; i < nd; i++)
            n = add_splits(b, out, n, from, dest[i], 0);
    }
    return castling_moves(b, out, n);
}

/* R7: a move is legal only if, after it (freed tops, promotions and
 * reversions included), the mover's king is not attacked. */
int ref_legal_moves(const ref_board *b, ref_move *out)
{
    static ref_move pseudo[REF_MAX_MOVES];
    int np = pseudo_legal_moves(b, pseudo), n = 0;
    for (int i = 0; i < np; i++) {
        ref_board after = *b;
        ref_apply(&after, &pseudo[i]);
        int k = king_square(&after, b->turn);
        if (k >= 0 && !ref_attacked(&after, k, !b->turn))
            out[n++] = pseudo[i];
    }
    return n;
}

/* ---- comparing with the library ------------------------------------------- */

int ref_equal_position(const ref_board *b, const tav_position *pos, char *why, size_t size)
{
    ref_board lib;
    char name[3];
    if (ref_from_position(&lib, pos) != 0) {
        snprintf(why, size, "library position does not read back through the API");
        return 0;
    }
    for (int sq = 0; sq < 64; sq++) {
        const ref_tower *x = &b->sq[sq], *y = &lib.sq[sq];
        tav_square_name(sq, name);
        if (x->height != y->height) {
            snprintf(why, size, "%s: height %d, reference expects %d", name, y->height, x->height);
            return 0;
        }
        for (int i = 0; i < x->height; i++)
            if (x->piece[i] != y->piece[i]) {
                snprintf(why, size, "%s[%d]: piece 0x%03x, reference expects 0x%03x", name, i,
                         (unsigned)y->piece[i], (unsigned)x->piece[i]);
                return 0;
            }
    }
    if (b->turn != lib.turn)
        snprintf(why, size, "turn %d, reference expects %d", lib.turn, b->turn);
    else if (b->castling != lib.castling)
        snprintf(why, size, "castling %u, reference expects %u", lib.castling, b->castling);
    else if (b->ep != lib.ep)
        snprintf(why, size, "en passant square %d, reference expects %d", lib.ep, b->ep);
    else if (b->halfmove != lib.halfmove)
        snprintf(why, size, "halfmove clock %u, reference expects %u", lib.halfmove, b->halfmove);
    else if (b->fullmove != lib.fullmove)
        snprintf(why, size, "fullmove number %u, reference expects %u", lib.fullmove, b->fullmove);
    else
        return 1;
    return 0;
}
