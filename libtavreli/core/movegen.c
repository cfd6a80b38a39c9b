/* Legal move generation and counting (R2, R4, R5, R7).
 *
 * Moves are (source, destination, count k). For each source and
 * destination the legality of every k is decided without playing it:
 *  - k = h (the whole tower leaves): as in chess, with pins and checks;
 *  - k < h (a split): the source stays occupied, so nothing is discovered
 *    through it; the move is legal if it answers any check and the new top
 *    left behind, if it is an enemy piece, does not attack our king (a freed
 *    enemy pawn on its last rank attacks as its badge piece, R6 (b)).
 * Castling is decided by attack tests; en passant, rare and intricate, is
 * played and taken back (on a copy when the position is const).
 *
 * Counting (perft's last ply, R12) follows the same rules without writing
 * moves: destinations become bitboards and moves popcounts. */
#include <string.h>
#include "core/position_impl.h"
#include "core/attacks.h"
#include "core/make_move.h"
#include "core/make_move_inline.h"
#include "core/movegen.h"

#define FILE_A 0x0101010101010101ull
#define FILE_H 0x8080808080808080ull

typedef struct gen {
    const struct tav_position *p;
    struct tav_position *mut; /* p itself when the caller lets us play on it, else NULL */
    tav_move *out;            /* NULL: only count */
    uint64_t count;
    int us, them, ksq;
    bb_t occ, own, enemy, kings, checkers, pinned, check_mask;
    /* squares from which a piece of that sort would attack our king now */
    bb_t from_knight, from_pawn, from_orth, from_diag, from_any;
} gen;

static inline void emit(gen *g, int s, int d, int k, unsigned flags)
{
    if (g->out)
        g->out[g->count] = (tav_move)s | ((tav_move)d << 6) | ((tav_move)k << 12) | flags;
    g->count++;
}

/* Does the enemy piece x, left on top of sq, attack square target (R2:
 * "the part left behind is active at once")? */
static inline int freed_attacks(const gen *g, uint8_t x, int sq, bb_t occ, int target)
{
    return PC_COLOR(x) == g->them && (tav__piece_attacks(acting_kind(x, sq), g->them, sq, occ) & BB(target));
}

/* The destinations in D (already cut to those answering any check) to
 * which the whole tower on s may go: a pinned tower stays on the pin line
 * and on the same side of its king (a double step may jump over its own
 * king, R5). */
static inline bb_t whole_ok(const gen *g, int s, bb_t D)
{
    if (!(g->pinned & BB(s)))
        return D;
    bb_t ok = D & tav__line[g->ksq][s], out = 0;
    while (ok) {
        int d = bb_pop(&ok);
        if (!(tav__between[s][d] & BB(g->ksq)))
            out |= BB(d);
    }
    return out;
}

/* Count the legal moves from s to the squares of D (bulk counting, R12):
 * h - 1 splits and the whole tower per destination, less the splits whose
 * new top is an enemy piece attacking our king (R2). Such a piece attacks
 * whatever the destination, unless it is a slider and the destination
 * lands between it and the king. */
static TAV_ALWAYS_INLINE void count_source(gen *g, int s, bb_t D, int hw)
{
    const struct tav_position *p = g->p;
    int h = p->height[s];
    D &= g->check_mask;
    if (!D)
        return;
    g->count += (uint64_t)bb_popcount_hw(whole_ok(g, s, D), hw);
    if (h == 1)
        return;
    int n = bb_popcount_hw(D, hw);
    uint64_t parts = (uint64_t)(h - 1) * (uint64_t)n;
    bb_t sb = BB(s);
    if (sb & g->from_any) {
        int shielded = bb_popcount_hw(D & tav__between[s][g->ksq], hw);
        for (int l = 0; l < h - 1; l++) {
            uint8_t x = p->stack[s][l];
            if (PC_COLOR(x) != g->them)
                continue;
            switch (acting_kind(x, s)) {
            case TAV_KNIGHT:
                if (sb & g->from_knight) parts -= (uint64_t)n;
                break;
            case TAV_PAWN:
                if (sb & g->from_pawn) parts -= (uint64_t)n;
                break;
            case TAV_ROOK:
                if (sb & g->from_orth) parts -= (uint64_t)(n - shielded);
                break;
            case TAV_BISHOP:
                if (sb & g->from_diag) parts -= (uint64_t)(n - shielded);
                break;
            case TAV_QUEEN:
                if (sb & (g->from_orth | g->from_diag)) parts -= (uint64_t)(n - shielded);
                break;
            case TAV_HELGI:
                if (sb & g->from_knight)
                    parts -= (uint64_t)n;
                else if (sb & (g->from_orth | g->from_diag))
                    parts -= (uint64_t)(n - shielded);
                break;
            default: break; /* a king is never below the top (R2) */
            }
        }
    }
    g->count += parts;
}

/* Every legal k for a non-king move from s to d (generation). */
static inline void pair(gen *g, int s, int d, unsigned flags)
{
    const struct tav_position *p = g->p;
    int h = p->height[s];
    bb_t dbit = BB(d);
    if (!(g->check_mask & dbit))
        return;
    for (int k = 1; k < h; k++) {
        if (!freed_attacks(g, p->stack[s][h - 1 - k], s, g->occ | dbit, g->ksq))
            emit(g, s, d, k, flags);
    }
    if (whole_ok(g, s, dbit))
        emit(g, s, d, h, flags | TAV_MOVE_WHOLE);
}

static inline unsigned land_flags(const gen *g, int d)
{
    return ((g->occ >> d) & 1 ? TAV_MOVE_STACK : 0) | ((g->enemy >> d) & 1 ? TAV_MOVE_CAPTURE : 0);
}

/* The squares of near (next to our king) that the enemy tops attack (R7),
 * with our king lifted off its square s (*whole: the whole tower moves)
 * and, when the king's tower is tall, with s still occupied (*split; else
 * 0). A piece does not attack its own square, so an enemy top the king
 * lands on (and buries) does not count against that square. Sliders whose
 * empty-board rays miss the king's neighbours are skipped. */
static TAV_ALWAYS_INLINE void enemy_attacks(const gen *g, bb_t near, bb_t *whole, bb_t *split)
{
    const struct tav_position *p = g->p;
    const bb_t *k = p->kind_bb;
    bb_t sb = BB(g->ksq), occ = g->occ & ~sb, a = 0, a_split = 0;
    int tall = (p->tall & sb) != 0;
    bb_t pawns = g->enemy & k[TAV_PAWN];
    if (g->them == TAV_WHITE)
        a |= ((pawns & ~FILE_A) << 7) | ((pawns & ~FILE_H) << 9);
    else
        a |= ((pawns & ~FILE_H) >> 7) | ((pawns & ~FILE_A) >> 9);
    a |= knights_attacks(g->enemy & (k[TAV_KNIGHT] | k[TAV_HELGI]));
    a |= tav__king_attacks[p->king[g->them]];
    a_split = a;
    bb_t diag = g->enemy & (k[TAV_BISHOP] | k[TAV_QUEEN] | k[TAV_HELGI]) & tav__bishop_ring_rays[g->ksq];
    while (diag) {
        int sq = bb_pop(&diag);
        bb_t r = bishop_attacks(sq, occ);
        a |= r;
        if (tall)
            a_split |= (r & sb) ? bishop_attacks(sq, g->occ) : r;
    }
    bb_t orth = g->enemy & (k[TAV_ROOK] | k[TAV_QUEEN] | k[TAV_HELGI]) & tav__rook_ring_rays[g->ksq];
    while (orth) {
        int sq = bb_pop(&orth);
        bb_t r = rook_attacks(sq, occ);
        a |= r;
        if (tall)
            a_split |= (r & sb) ? rook_attacks(sq, g->occ) : r;
    }
    *whole = a & near;
    *split = tall ? a_split & near : 0;
}

/* Is any of the n (< MAX_HEIGHT) pieces at the bottom of tower st of
 * colour c? Eight colour bits (bit 3 of each byte) at a time, within the
 * tower's MAX_HEIGHT bytes; the bytes past n are masked off (the mask is
 * built in memory order, so byte order does not matter). */
static inline int any_of_colour(const uint8_t *st, int n, int c)
{
    static const uint8_t keep[16] = { 255, 255, 255, 255, 255, 255, 255, 255 };
    const uint64_t ones = 0x0101010101010101ull;
    for (int i = 0; i < n; i += 8) {
        uint64_t w, mask;
        memcpy(&w, st + i, 8);
        memcpy(&mask, keep + (n - i < 8 ? 8 - (n - i) : 0), 8);
        if ((((w >> 3) & ones) ^ (c == TAV_WHITE ? ones : 0)) & mask) /* 1: of colour c */
            return 1;
    }
    return 0;
}

/* King moves. The whole tower leaves s: d is safe if no enemy top attacks
 * it with the king lifted off the board. A split leaves s occupied (it
 * still blocks) and its new top, if an enemy piece, attacks from s (R2). */
static TAV_ALWAYS_INLINE void king_moves(gen *g, int counting, int hw)
{
    const struct tav_position *p = g->p;
    int s = g->ksq, h = p->height[s];
    bb_t dests = tav__king_attacks[s] & ~g->kings;
    if (!dests)
        return;
    bb_t attacked_whole, attacked_split;
    enemy_attacks(g, dests, &attacked_whole, &attacked_split);
    bb_t safe_whole = dests & ~attacked_whole;
    bb_t safe_split = h > 1 ? dests & ~attacked_split : 0;
    if (counting) {
        g->count += (uint64_t)bb_popcount_hw(safe_whole, hw) + (uint64_t)(h - 1) * (uint64_t)bb_popcount_hw(safe_split, hw);
        if (!safe_split || !any_of_colour(p->stack[s], h - 1, g->them))
            return; /* no split, or only own pieces below the king */
        for (int l = 0; l < h - 1; l++) {
            uint8_t x = p->stack[s][l];
            if (PC_COLOR(x) == g->them)
                g->count -= (uint64_t)bb_popcount_hw(safe_split & tav__piece_attacks_inline(acting_kind(x, s), g->them, s, g->occ), hw);
        }
        return;
    }
    while (dests) {
        int d = bb_pop(&dests);
        bb_t dbit = BB(d);
        unsigned flags = land_flags(g, d);
        if (safe_split & dbit)
            for (int k = 1; k < h; k++)
                if (!freed_attacks(g, p->stack[s][h - 1 - k], s, g->occ | dbit, d))
                    emit(g, s, d, k, flags);
        if (safe_whole & dbit)
            emit(g, s, d, h, flags | TAV_MOVE_WHOLE);
    }
}

static int attacked(const gen *g, int sq, bb_t occ)
{
    return tav__attackers_to(g->p, sq, occ, g->them) != 0;
}

/* R7: a castling right of the side to move whose path (f, g; b, c, d) is
 * empty: the cheap test, made inline before castling() is called. */
static inline int castling_open(const gen *g)
{
    unsigned rights = g->p->castling >> (g->us == TAV_WHITE ? 0 : 2);
    int rank = g->us == TAV_WHITE ? 0 : 56;
    return ((rights & 1) && !(g->occ & ((bb_t)0x60 << rank))) || ((rights & 2) && !(g->occ & ((bb_t)0x0e << rank)));
}

/* R7 castling. The king on e1/e8 with a right has never moved, so it is
 * alone there; the rook must be alone on its corner. */
static void castling(gen *g)
{
    const struct tav_position *p = g->p;
    int rank = g->us == TAV_WHITE ? 0 : 56, e = rank + 4;
    unsigned rights = p->castling >> (g->us == TAV_WHITE ? 0 : 2);
    if (!(rights & 3) || g->checkers || g->ksq != e)
        return;
    for (int side = 0; side < 2; side++) {
        /* the squares between king and rook (f, g; b, c, d) are empty */
        bb_t path = (side == 0 ? (bb_t)0x60 : (bb_t)0x0e) << rank;
        if (!(rights & (1u << side)) || (g->occ & path))
            continue;
        int corner = side == 0 ? rank + 7 : rank, to = side == 0 ? rank + 6 : rank + 2;
        int cross = (e + to) / 2;
        uint8_t rook = PC_MAKE(TAV_ROOK, g->us, 0);
        if (p->height[corner] != 1 || p->stack[corner][0] != rook)
            continue;
        if (attacked(g, cross, g->occ) || attacked(g, to, g->occ))
            continue;
        bb_t after = (g->occ & ~(BB(e) | BB(corner))) | BB(to) | BB(cross);
        if (attacked(g, to, after))
            continue;
        emit(g, e, to, 1, TAV_MOVE_CASTLE | TAV_MOVE_WHOLE);
    }
}

/* R5 en passant, tried for every split size by playing it: on the
 * position itself when the caller allows (perft's own copy), else on a
 * copy, so that const positions are never written. */
static void en_passant(gen *g, int s)
{
    const struct tav_position *p = g->p;
    struct tav_position tmp, *w = g->mut;
    int h = p->height[s];
    if (g->kings & BB(p->ep)) /* nothing is placed on a king (R2) */
        return;
    if (!w) {
        work_copy(&tmp, p);
        w = &tmp;
    }
    for (int k = 1; k <= h; k++) {
        tav_move m = (tav_move)s | ((tav_move)p->ep << 6) | ((tav_move)k << 12) | TAV_MOVE_EN_PASSANT
                     | TAV_MOVE_STACK | TAV_MOVE_CAPTURE | (k == h ? TAV_MOVE_WHOLE : 0);
        tav__undo u;
        tav__do_move_unhashed(w, m, &u);
        int bad = tav__in_check(w, g->us);
        tav__undo_move(w, m, &u);
        if (!bad)
            emit(g, s, p->ep, k, m & ~0x3ffffu);
    }
}

static TAV_ALWAYS_INLINE void pawn_moves(gen *g, bb_t pawns, int counting, int hw)
{
    const struct tav_position *p = g->p;
    int dir = pawn_dir(g->us), start = start_rank(g->us), last = last_rank(g->us);
    bb_t ep_bit = p->ep != NO_SQ ? BB(p->ep) : 0;
    bb_t step_ok = ~g->occ | (g->own & ~g->kings);
    while (pawns) {
        int s = bb_pop(&pawns), f = s + dir;
        bb_t D = 0, dbl = 0;
        /* step: onto an empty square or an own tower not topped by a king */
        D |= BB(f) & step_ok;
        /* double step: a lone virgin pawn; no enemy top on either square */
        if ((s >> 3) == start && p->height[s] == 1 && (p->virgin & BB(s))) {
            int f2 = f + dir;
            if (!(g->enemy & (BB(f) | BB(f2))) && !(g->kings & BB(f2)))
                dbl = BB(f2);
        }
        /* diagonal: only onto an enemy top other than the king; the en
         * passant square is taken by en passant alone */
        bb_t caps = tav__pawn_attacks[g->us][s];
        D |= caps & g->enemy & ~g->kings & ~ep_bit;
        if (counting) {
            count_source(g, s, D | dbl, hw);
        } else {
            /* in check, only the squares that answer it (pair would refuse the rest) */
            D &= g->check_mask;
            dbl &= g->check_mask;
            while (D) {
                int d = bb_pop(&D);
                pair(g, s, d, land_flags(g, d) | (((d >> 3) == last) ? TAV_MOVE_PROMOTION : 0));
            }
            if (dbl)
                pair(g, s, bb_lsb(dbl), land_flags(g, bb_lsb(dbl)) | TAV_MOVE_DOUBLE);
        }
        if (!counting && (caps & ep_bit)) /* the counter tries en passant apart */
            en_passant(g, s);
    }
}

static TAV_ALWAYS_INLINE void piece_moves(gen *g, bb_t pieces, int counting, int hw)
{
    const struct tav_position *p = g->p;
    while (pieces) {
        int s = bb_pop(&pieces);
        int kind = PC_KIND(p->stack[s][p->height[s] - 1]);
        bb_t dests = tav__piece_attacks_inline(kind, g->us, s, g->occ) & ~g->kings;
        if (counting) {
            count_source(g, s, dests, hw);
            continue;
        }
        dests &= g->check_mask;                          /* as for pawns */
        if (p->height[s] == 1 && !(g->pinned & BB(s))) { /* a lone free piece: every destination, once */
            while (dests) {
                int d = bb_pop(&dests);
                emit(g, s, d, 1, land_flags(g, d) | TAV_MOVE_WHOLE);
            }
            continue;
        }
        while (dests) {
            int d = bb_pop(&dests);
            pair(g, s, d, land_flags(g, d));
        }
    }
}

static TAV_ALWAYS_INLINE void setup(gen *g, const struct tav_position *p, tav_move *out)
{
    g->p = p;
    g->mut = NULL;
    g->out = out;
    g->count = 0;
    g->us = p->turn;
    g->them = p->turn ^ 1;
    g->ksq = p->king[g->us];
    g->occ = p->occ;
    g->own = p->color_bb[g->us];
    g->enemy = p->color_bb[g->them];
    g->kings = p->kind_bb[TAV_KING];
    /* the squares from which each sort of piece would attack our king now;
     * the enemy tops on them give check (the relation of tav__attackers_to,
     * from rays the pin tests need anyway) */
    const bb_t *k = p->kind_bb;
    bb_t diag = k[TAV_BISHOP] | k[TAV_QUEEN] | k[TAV_HELGI], orth = k[TAV_ROOK] | k[TAV_QUEEN] | k[TAV_HELGI];
    g->from_knight = tav__knight_attacks[g->ksq];
    g->from_pawn = tav__pawn_attacks[g->us][g->ksq];
    g->from_orth = rook_attacks(g->ksq, g->occ);
    g->from_diag = bishop_attacks(g->ksq, g->occ);
    g->from_any = g->from_knight | g->from_pawn | g->from_orth | g->from_diag;
    g->checkers = ((g->from_pawn & k[TAV_PAWN]) | (g->from_knight & (k[TAV_KNIGHT] | k[TAV_HELGI]))
                   | (tav__king_attacks[g->ksq] & k[TAV_KING]) | (g->from_diag & diag) | (g->from_orth & orth))
                  & g->enemy;
    if (!g->checkers)
        g->check_mask = ~(bb_t)0;
    else if (g->checkers & (g->checkers - 1))
        g->check_mask = 0;
    else
        g->check_mask = g->checkers | tav__between[g->ksq][bb_lsb(g->checkers)];
    /* own-topped towers that are the only blocker between our king and an
     * enemy slider: moving them whole may expose the king */
    bb_t snipers = ((rook_rays(g->ksq) & orth) | (bishop_rays(g->ksq) & diag)) & g->enemy;
    g->pinned = 0;
    while (snipers) {
        bb_t b = tav__between[g->ksq][bb_pop(&snipers)] & g->occ;
        if (b && !(b & (b - 1)))
            g->pinned |= b & g->own;
    }
}

/* R6 (b): flag the splits that leave a pawn (of either colour) on top of
 * the source square on its own last rank, where it promotes. Only own
 * towers on the first or last rank (edge) with such a pawn below the top
 * can; there seldom are any, so the loops above stay as they were. */
static void mark_freed_promotions(gen *g, bb_t edge)
{
    const struct tav_position *p = g->p;
    bb_t sources = 0;
    while (edge) {
        int s = bb_pop(&edge);
        for (int l = 0; l < p->height[s] - 1; l++) {
            uint8_t x = p->stack[s][l];
            if (PC_KIND(x) == TAV_PAWN && (s >> 3) == last_rank(PC_COLOR(x)))
                sources |= BB(s);
        }
    }
    if (!sources)
        return;
    for (uint64_t i = 0; i < g->count; i++) {
        tav_move m = g->out[i];
        int s = TAV_MOVE_FROM(m), k = TAV_MOVE_COUNT(m), h = p->height[s];
        if ((sources & BB(s)) && k < h) {
            uint8_t x = p->stack[s][h - 1 - k];
            if (PC_KIND(x) == TAV_PAWN && (s >> 3) == last_rank(PC_COLOR(x)))
                g->out[i] = m | TAV_MOVE_FREED_PROMOTION;
        }
    }
}

static void generate(gen *g)
{
    const bb_t *k = g->p->kind_bb;
    pawn_moves(g, g->own & k[TAV_PAWN], 0, 0);
    piece_moves(g, g->own & ~k[TAV_PAWN] & ~k[TAV_KING], 0, 0);
    king_moves(g, 0, 0);
    castling(g);
    bb_t edge = g->p->tall & g->own & (RANK_BB(0) | RANK_BB(7));
    if (edge)
        mark_freed_promotions(g, edge);
}

int tav__gen_legal(const struct tav_position *p, tav_move *out)
{
    gen g;
    setup(&g, p, out);
    generate(&g);
    return (int)g.count;
}

int tav__gen_legal_in_place(struct tav_position *p, tav_move *out)
{
    gen g;
    setup(&g, p, out);
    g.mut = p;
    generate(&g);
    return (int)g.count;
}

/* Bulk count of the moves of lone, unpinned pawns, set-wise (R5): each has
 * exactly one move (k = 1) per destination. En passant is counted apart. */
static TAV_ALWAYS_INLINE uint64_t count_simple_pawns(const gen *g, bb_t P, int hw)
{
    const struct tav_position *p = g->p;
    bb_t ep_bit = p->ep != NO_SQ ? BB(p->ep) : 0;
    bb_t step_ok = (~g->occ | (g->own & ~g->kings)) & g->check_mask;
    bb_t cap_ok = g->enemy & ~g->kings & ~ep_bit & g->check_mask;
    bb_t free_of_enemy = ~g->enemy;
    bb_t V = P & p->virgin; /* lone virgin pawns, on their start rank */
    bb_t steps, doubles, caps_l, caps_r;
    if (g->us == TAV_WHITE) {
        steps = (P << 8) & step_ok;
        doubles = ((((V << 8) & free_of_enemy) << 8) & free_of_enemy & ~g->kings) & g->check_mask;
        caps_l = ((P & ~FILE_A) << 7) & cap_ok;
        caps_r = ((P & ~FILE_H) << 9) & cap_ok;
    } else {
        steps = (P >> 8) & step_ok;
        doubles = ((((V >> 8) & free_of_enemy) >> 8) & free_of_enemy & ~g->kings) & g->check_mask;
        caps_l = ((P & ~FILE_H) >> 7) & cap_ok;
        caps_r = ((P & ~FILE_A) >> 9) & cap_ok;
    }
    return (uint64_t)(bb_popcount_hw(steps, hw) + bb_popcount_hw(doubles, hw) + bb_popcount_hw(caps_l, hw)
                      + bb_popcount_hw(caps_r, hw));
}

/* The moves the counter leaves to the generator's code: en passant by the
 * pawns of ep_pawns and, if castle, castling. With a gen of its own: the
 * counter's is never passed by address, so that it stays in registers (in
 * WebAssembly, a local whose address is taken lives in linear memory, and
 * the counter's loops would store and load its fields there). */
static TAV_NOINLINE uint64_t count_rare(const struct tav_position *p, struct tav_position *mut, bb_t ep_pawns, int castle)
{
    gen g;
    setup(&g, p, NULL);
    g.mut = mut;
    while (ep_pawns)
        en_passant(&g, bb_pop(&ep_pawns));
    if (castle)
        castling(&g);
    return g.count;
}

static TAV_ALWAYS_INLINE uint64_t count_legal(const struct tav_position *p, struct tav_position *mut, int hw)
{
    gen g;
    setup(&g, p, NULL);
    g.mut = mut;
    const bb_t *k = p->kind_bb;
    bb_t complex = p->tall | g.pinned;
    bb_t pawns = g.own & k[TAV_PAWN];
    /* the moves that need the king's rays and the checkers first, so that
     * the loops over simple pieces below keep few values live */
    if (g.check_mask) {
        piece_moves(&g, g.own & complex & ~k[TAV_PAWN] & ~k[TAV_KING], 1, hw);
        /* towers and pinned pawns in full */
        pawn_moves(&g, pawns & complex, 1, hw);
    }
    king_moves(&g, 1, hw);
    /* en passant for any pawn (even in double check), and castling (no
     * rights left in most games after the opening): counted last, by a
     * call (a call in the middle would make WebAssembly engines keep the
     * values live across it in memory) */
    bb_t ep_pawns = p->ep != NO_SQ ? pawns & tav__pawn_attacks[g.them][p->ep] : 0;
    int castle = p->castling && castling_open(&g);
    uint64_t count = g.count;
    if (g.check_mask) {
        bb_t target = ~g.kings & g.check_mask, occ = g.occ;
        count += count_simple_pawns(&g, pawns & ~complex, hw);
        /* pieces alone on their square and not pinned: every destination
         * is one legal move; a queen's or helgi's rook and bishop rays
         * never share a square, nor do a helgi's knight jumps and its rays */
        bb_t simple = g.own & ~complex;
        bb_t n = simple & (k[TAV_KNIGHT] | k[TAV_HELGI]), diag = simple & (k[TAV_BISHOP] | k[TAV_QUEEN] | k[TAV_HELGI]);
        bb_t orth = simple & (k[TAV_ROOK] | k[TAV_QUEEN] | k[TAV_HELGI]);
        while (n)
            count += (uint64_t)bb_popcount_hw(tav__knight_attacks[bb_pop(&n)] & target, hw);
        while (diag) {
            int s = bb_pop(&diag);
            count += (uint64_t)bb_popcount_hw(bishop_attacks(s, occ) & target, hw);
        }
        while (orth) {
            int s = bb_pop(&orth);
            count += (uint64_t)bb_popcount_hw(rook_attacks(s, occ) & target, hw);
        }
    }
    if (ep_pawns || castle)
        count += count_rare(p, mut, ep_pawns, castle);
    return count;
}

/* The counts of the positions after each of the n moves, played and taken
 * back here (perft's ply above the leaves): no call in the loop but the
 * rare one, so that WebAssembly engines keep its values in registers. */
static TAV_ALWAYS_INLINE uint64_t count_children(struct tav_position *p, const tav_move *moves, int n, int hw)
{
    uint64_t total = 0;
    for (int i = 0; i < n; i++) {
        tav__undo u;
        tav__make(p, moves[i], &u, 0);
        total += count_legal(p, p, hw);
        tav__unmake(p, moves[i], &u);
    }
    return total;
}

/* The counters twice: for the baseline and, where the build allows, with
 * POPCNT, chosen at run time by the CPU (see base/bitboard.h). */
static uint64_t count_legal_soft(const struct tav_position *p, struct tav_position *mut)
{
    return count_legal(p, mut, 0);
}

static uint64_t count_children_soft(struct tav_position *p, const tav_move *moves, int n)
{
    return count_children(p, moves, n, 0);
}

#if TAV_POPCNT_DISPATCH
TAV_TARGET_POPCNT static uint64_t count_legal_popcnt(const struct tav_position *p, struct tav_position *mut)
{
    return count_legal(p, mut, 1);
}

TAV_TARGET_POPCNT static uint64_t count_children_popcnt(struct tav_position *p, const tav_move *moves, int n)
{
    return count_children(p, moves, n, 1);
}
#define has_popcnt() __builtin_cpu_supports("popcnt")
#else
#define count_legal_popcnt count_legal_soft
#define count_children_popcnt count_children_soft
#define has_popcnt() 0
#endif

uint64_t tav__count_legal(const struct tav_position *p)
{
    return has_popcnt() ? count_legal_popcnt(p, NULL) : count_legal_soft(p, NULL);
}

uint64_t tav__count_legal_in_place(struct tav_position *p)
{
    return has_popcnt() ? count_legal_popcnt(p, p) : count_legal_soft(p, p);
}

uint64_t tav__count_children_in_place(struct tav_position *p, const tav_move *moves, int n)
{
    return has_popcnt() ? count_children_popcnt(p, moves, n) : count_children_soft(p, moves, n);
}
