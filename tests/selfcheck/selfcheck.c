/* selfcheck: invariants of libtavreli under random play.
 *
 *   selfcheck --games N --seed S [--plies-per-game M] [--epd FILE] [--quiet]
 *
 * Plays N random games (a seeded PRNG of its own, so a run is reproducible)
 * from the start position and, in turn, from each position of FILE (EPD,
 * e.g. tests/data/perft/tricky.epd). Before and after every move it checks:
 *  - the pieces are all still there (R1: none leaves the board): the same
 *    count per colour and per kind, promoted pieces counted as pawns;
 *  - each side has exactly one king, always a tower top (R2); a promoted
 *    piece is always a top (R6); no unpromoted pawn tops a tower on its own
 *    last rank (R6); virgin pawns are the bottom of their start square (R3);
 *  - the castling rights fit the king and rooks (R7, R10);
 *  - the internal bitboards, king squares and the incremental Zobrist key
 *    agree with the towers (tav__key_from_scratch);
 *  - the legal move list equals the reference generator's (reference.c,
 *    written from RULES.md alone) as a set of (source, destination, count),
 *    with the flags move.h documents, and tav_position_count_moves agrees;
 *    in-check and the end of the game agree with the reference;
 *  - the TFEN round-trips (write, parse, write: same text, equal position);
 *  - the position after push equals the reference's playing of the move;
 *  - pop restores every field of the position exactly, and the move's text
 *    reads back as the same move (R9).
 * At the end of each game every move is popped again and each position must
 * come back as it was. On a failure it prints the TFEN, the move and what
 * differed, and exits 1. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core/position_impl.h"
#include "tavreli/random.h"
#include "core/zobrist.h"
#include "reference.h"

/* ---- a PRNG of our own (splitmix64), so runs are the same everywhere --- */

static uint64_t rng_state;

static uint64_t rng_next(void) { return tav_random_next(&rng_state); }

static unsigned rng_below(unsigned n) { return (unsigned)(rng_next() % n); }

/* ---- failure reporting ------------------------------------------------- */

static const char *current_start; /* TFEN the game started from */
static unsigned long current_game;
static int current_ply;

static void print_tfen(const char *label, const tav_position *p)
{
    char buf[TAV_TFEN_MAX + 1];
    if (tav_position_tfen(p, buf, sizeof buf) < 0)
        strcpy(buf, "(TFEN not writable)");
    fprintf(stderr, "  %s: %s\n", label, buf);
}

static void move_text(tav_move m, char *buf, size_t size)
{
    if (tav_move_format(m, buf, size) < 0)
        snprintf(buf, size, "(0x%08" PRIx32 ")", m);
}

/* Print what differed and exit 1. */
static void fail(const tav_position *p, tav_move m, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4), noreturn))
#endif
    ;

#include <stdarg.h>
static void fail(const tav_position *p, tav_move m, const char *fmt, ...)
{
    va_list ap;
    fprintf(stderr, "selfcheck: FAILED in game %lu at ply %d: ", current_game, current_ply);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fprintf(stderr, "\n");
    if (p)
        print_tfen("position", p);
    if (m != TAV_NO_MOVE) {
        char t[32];
        move_text(m, t, sizeof t);
        fprintf(stderr, "  move: %s (from %d, to %d, count %d, flags 0x%x)\n", t, TAV_MOVE_FROM(m),
                TAV_MOVE_TO(m), TAV_MOVE_COUNT(m), (unsigned)(m >> 18));
    }
    fprintf(stderr, "  game started from: %s\n", current_start);
    exit(1);
}

/* ---- invariants of one position ---------------------------------------- */

/* Identity of a piece for the conservation count: colour and kind, with a
 * promoted piece counted as the pawn it was (R6). */
static int piece_class(unsigned pc)
{
    int kind = (pc & PC_PROMOTED) ? TAV_PAWN : (int)PC_KIND(pc);
    return (int)PC_COLOR(pc) * 8 + kind;
}

typedef struct census {
    int count[16];
    int total;
} census;

static void take_census(const struct tav_position *p, census *c)
{
    memset(c, 0, sizeof *c);
    for (int sq = 0; sq < 64; sq++)
        for (int i = 0; i < p->height[sq]; i++) {
            c->count[piece_class(p->stack[sq][i])]++;
            c->total++;
        }
}

/* R1, written again here on purpose: the checker does not trust core/rules.h. */
static int expected_badge(int file)
{
    static const int badge[8] = { TAV_ROOK, TAV_KNIGHT, TAV_BISHOP, TAV_QUEEN,
                                  TAV_HELGI, TAV_BISHOP, TAV_KNIGHT, TAV_ROOK };
    return badge[file];
}

static void check_structure(const struct tav_position *p, const census *expected)
{
    bb_t occ = 0, color_bb[2] = { 0, 0 }, kind_bb[8] = { 0 };
    int kings[2] = { 0, 0 }, king_sq[2] = { -1, -1 };

    for (int sq = 0; sq < 64; sq++) {
        int h = p->height[sq];
        if (h > MAX_HEIGHT)
            fail(p, 0, "square %d has height %d > %d", sq, h, MAX_HEIGHT);
        for (int i = 0; i < h; i++) {
            unsigned pc = p->stack[sq][i];
            int kind = PC_KIND(pc), badge = PC_BADGE(pc);
            if (kind == TAV_NO_KIND)
                fail(p, 0, "square %d level %d holds an empty piece byte 0x%02x", sq, i, pc);
            if (kind == TAV_KING) {
                kings[PC_COLOR(pc)]++;
                king_sq[PC_COLOR(pc)] = sq;
                if (i != h - 1)
                    fail(p, 0, "R2: a king is buried on square %d (level %d of %d)", sq, i, h);
            }
            if (kind == TAV_PAWN && (badge < TAV_QUEEN || badge == TAV_PAWN))
                fail(p, 0, "R1: pawn on square %d has badge %d", sq, badge);
            if (kind != TAV_PAWN && !(pc & PC_PROMOTED) && badge != 0)
                fail(p, 0, "piece on square %d carries a badge but is no pawn", sq);
            if (pc & PC_PROMOTED) {
                if (kind != badge || kind == TAV_PAWN || kind == TAV_KING)
                    fail(p, 0, "R6: promoted piece on square %d is kind %d with badge %d", sq, kind, badge);
                if (i != h - 1)
                    fail(p, 0, "R6: promoted piece below the top on square %d (level %d of %d)", sq, i, h);
            }
        }
        if (h) {
            unsigned t = p->stack[sq][h - 1];
            occ |= BB(sq);
            color_bb[PC_COLOR(t)] |= BB(sq);
            kind_bb[PC_KIND(t)] |= BB(sq);
            if (PC_KIND(t) == TAV_PAWN && TAV_SQUARE_RANK(sq) == last_rank(PC_COLOR(t)))
                fail(p, 0, "R6: unpromoted pawn tops square %d on its last rank", sq);
        }
    }
    for (int c = 0; c < 2; c++) {
        if (kings[c] != 1)
            fail(p, 0, "R2: colour %d has %d kings", c, kings[c]);
        if (p->king[c] != king_sq[c])
            fail(p, 0, "king[%d] is %d, the king stands on %d", c, p->king[c], king_sq[c]);
    }
    if (p->occ != occ)
        fail(p, 0, "occ bitboard differs from the towers");
    for (int c = 0; c < 2; c++)
        if (p->color_bb[c] != color_bb[c])
            fail(p, 0, "color_bb[%d] differs from the towers", c);
    for (int k = 0; k < 8; k++)
        if (p->kind_bb[k] != kind_bb[k])
            fail(p, 0, "kind_bb[%d] differs from the towers", k);

    /* R3: a virgin pawn is the bottom of its start square, with its file's
     * badge. */
    for (int sq = 0; sq < 64; sq++) {
        if (!(p->virgin & BB(sq)))
            continue;
        unsigned b = p->height[sq] ? p->stack[sq][0] : 0;
        int start_rank = p->height[sq] && PC_COLOR(b) == TAV_WHITE ? 1 : 6;
        if (!p->height[sq] || PC_KIND(b) != TAV_PAWN || TAV_SQUARE_RANK(sq) != start_rank
            || (int)PC_BADGE(b) != expected_badge(TAV_SQUARE_FILE(sq)))
            fail(p, 0, "R3: square %d is marked virgin but holds no virgin pawn at the bottom", sq);
    }

    /* R7/R10: a castling right needs the king alone on e1/e8 and an
     * unpromoted rook of its colour at the bottom of the corner. */
    static const struct {
        unsigned right;
        int king, corner, color;
    } cr[4] = {
        { TAV_CASTLE_WHITE_SHORT, 4, 7, TAV_WHITE },
        { TAV_CASTLE_WHITE_LONG, 4, 0, TAV_WHITE },
        { TAV_CASTLE_BLACK_SHORT, 60, 63, TAV_BLACK },
        { TAV_CASTLE_BLACK_LONG, 60, 56, TAV_BLACK },
    };
    if (p->castling & ~15u)
        fail(p, 0, "castling rights 0x%x have unknown bits", p->castling);
    for (int i = 0; i < 4; i++) {
        if (!(p->castling & cr[i].right))
            continue;
        unsigned rook = p->height[cr[i].corner] ? p->stack[cr[i].corner][0] : 0;
        if (p->height[cr[i].king] != 1 || p->stack[cr[i].king][0] != PC_MAKE(TAV_KING, cr[i].color, 0)
            || rook != PC_MAKE(TAV_ROOK, cr[i].color, 0))
            fail(p, 0, "R7: castling right %u without its king and rook in place", cr[i].right);
    }

    if (p->ep != NO_SQ && (p->ep < 0 || p->ep > 63))
        fail(p, 0, "en passant square %d out of range", p->ep);

    census c;
    take_census(p, &c);
    if (c.total != expected->total)
        fail(p, 0, "R1: %d pieces on the board, expected %d", c.total, expected->total);
    for (int i = 0; i < 16; i++)
        if (c.count[i] != expected->count[i])
            fail(p, 0, "R1: %d pieces of colour %d kind %d (promoted counted as pawns), expected %d",
                 c.count[i], i / 8, i % 8, expected->count[i]);

    if (p->key != tav__key_from_scratch(p))
        fail(p, 0, "incremental Zobrist key %016" PRIx64 " differs from the key from scratch %016" PRIx64,
             p->key, tav__key_from_scratch(p));
    if (tav_position_hash(p) != p->key)
        fail(p, 0, "tav_position_hash differs from the key");
}

/* TFEN: write, parse, write gives the same text and an equal position. */
static void check_tfen_roundtrip(const tav_position *p)
{
    char a[TAV_TFEN_MAX + 1], b[TAV_TFEN_MAX + 1];
    tav_position *q = NULL;
    tav_error err = TAV_ERROR_INIT;
    int n = tav_position_tfen(p, a, sizeof a);
    if (n < 0)
        fail(p, 0, "tav_position_tfen failed: %s", tav_strerror(n));
    if ((size_t)n != strlen(a))
        fail(p, 0, "tav_position_tfen returned %d for a text of %zu bytes", n, strlen(a));
    int rc = tav_position_from_tfen(&q, a, &err);
    if (rc != TAV_OK)
        fail(p, 0, "R10: own TFEN does not parse: %s (%s)", tav_strerror(rc), err.message);
    if (tav_position_tfen(q, b, sizeof b) < 0 || strcmp(a, b) != 0)
        fail(p, 0, "R10: TFEN does not round-trip: '%s' reads back as '%s'", a, b);
    if (!tav_position_equal(p, q))
        fail(p, 0, "R10: TFEN reads back as a position that is not equal");
    if (tav_position_hash(p) != tav_position_hash(q))
        fail(p, 0, "R10: TFEN reads back with another hash");
    if (memcmp(p->height, q->height, sizeof p->height) || p->virgin != q->virgin || p->occ != q->occ)
        fail(p, 0, "R10: TFEN reads back with other towers");
    tav_position_free(q);
}

static int cmp_identity(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return x < y ? -1 : x > y;
}

static unsigned long moves_compared;

/* How often the rarer rules came up, to show that the run exercised them:
 * legal moves generated, and moves played. */
static struct {
    unsigned long castle, ep, ep_onto_tower, dbl, dbl_over_tower, promotion, split;
    unsigned long played_reversion, played_freed_promotion, played_ep, played_castle, played_split;
} stats;

/* The legal moves against the reference generator: the same set of
 * (source, destination, count), with the flags move.h documents. */
static void check_moves(const tav_position *p, const ref_board *rb, tav_move *moves, int n)
{
    static ref_move ref[REF_MAX_MOVES];
    static uint32_t lib_id[TAV_MAX_MOVES], ref_id[REF_MAX_MOVES];
    int nr = ref_legal_moves(rb, ref);

    int counted = tav_position_count_moves(p);
    if (counted != n)
        fail(p, 0, "tav_position_count_moves gives %d, the list has %d", counted, n);

    for (int i = 0; i < n; i++)
        lib_id[i] = (uint32_t)TAV_MOVE_IDENTITY(moves[i]);
    for (int i = 0; i < nr; i++)
        ref_id[i] = (uint32_t)TAV_MOVE_IDENTITY(tav_move_make(ref[i].from, ref[i].to, ref[i].count));
    qsort(lib_id, (size_t)n, sizeof lib_id[0], cmp_identity);
    qsort(ref_id, (size_t)nr, sizeof ref_id[0], cmp_identity);
    for (int i = 1; i < n; i++)
        if (lib_id[i] == lib_id[i - 1])
            fail(p, (tav_move)lib_id[i], "the library lists this move twice");

    int i = 0, j = 0;
    while (i < n || j < nr) {
        if (j == nr || (i < n && lib_id[i] < ref_id[j]))
            fail(p, (tav_move)lib_id[i], "the library generates a move the reference finds illegal");
        if (i == n || ref_id[j] < lib_id[i])
            fail(p, (tav_move)ref_id[j], "the library misses a move the reference finds legal");
        i++;
        j++;
    }

    /* Flags (move.h). STACK is not compared for en passant (the header does
     * not say whether s2 counts as occupied). */
    for (int r = 0; r < nr; r++) {
        tav_move m = 0;
        for (int l = 0; l < n; l++)
            if (TAV_MOVE_FROM(moves[l]) == ref[r].from && TAV_MOVE_TO(moves[l]) == ref[r].to
                && TAV_MOVE_COUNT(moves[l]) == ref[r].count)
                m = moves[l];
        unsigned got = m & ~0x3ffffu, want = ref[r].flags;
        if (want & TAV_MOVE_EN_PASSANT)
            got = (got & ~TAV_MOVE_STACK) | (want & TAV_MOVE_STACK);
        if (got != want)
            fail(p, m, "flags 0x%x, the reference expects 0x%x", got >> 18, want >> 18);
    }
    moves_compared += (unsigned long)n;
    for (int r = 0; r < nr; r++) {
        unsigned f = ref[r].flags;
        int to = ref[r].to;
        stats.castle += !!(f & TAV_MOVE_CASTLE);
        stats.ep += !!(f & TAV_MOVE_EN_PASSANT);
        stats.ep_onto_tower += (f & TAV_MOVE_EN_PASSANT) && rb->sq[to].height;
        stats.dbl += !!(f & TAV_MOVE_DOUBLE);
        stats.dbl_over_tower += (f & TAV_MOVE_DOUBLE) && rb->sq[(ref[r].from + to) / 2].height;
        stats.promotion += !!(f & TAV_MOVE_PROMOTION);
        stats.split += !(f & TAV_MOVE_WHOLE);
    }

    int check = tav_position_in_check(p);
    if (!!check != !!ref_in_check(rb))
        fail(p, 0, "R7: in check says %d, the reference %d", check, ref_in_check(rb));
    tav_end end = tav_position_end(p);
    tav_end want_end = n ? TAV_END_NONE : check ? TAV_END_CHECKMATE
                                                : TAV_END_STALEMATE;
    if (end != want_end)
        fail(p, 0, "R8: end of game %d, expected %d", (int)end, (int)want_end);
}

/* ---- snapshots of the whole struct for pop ---------------------------- */

typedef struct snapshot {
    struct tav_position pos; /* board part only; hist fields not used */
    char tfen[TAV_TFEN_MAX + 1];
    size_t hist_len;
} snapshot;

static void take_snapshot(const tav_position *p, snapshot *s)
{
    memcpy(&s->pos, p, offsetof(struct tav_position, hist));
    tav_position_tfen(p, s->tfen, sizeof s->tfen);
    s->hist_len = p->hist_len;
}

static void compare_snapshot(const tav_position *p, const snapshot *s, tav_move m, const char *when)
{
    const struct tav_position *o = &s->pos;
    char tfen[TAV_TFEN_MAX + 1];
    tav_position_tfen(p, tfen, sizeof tfen);
    if (strcmp(tfen, s->tfen))
        fail(p, m, "%s: TFEN is not restored (was %s)", when, s->tfen);
    if (p->key != o->key)
        fail(p, m, "%s: hash is not restored", when);
    if (!tav_position_equal(p, o))
        fail(p, m, "%s: tav_position_equal says the position differs", when);
    if (p->occ != o->occ || memcmp(p->color_bb, o->color_bb, sizeof o->color_bb)
        || memcmp(p->kind_bb, o->kind_bb, sizeof o->kind_bb) || p->virgin != o->virgin)
        fail(p, m, "%s: bitboards are not restored", when);
    if (memcmp(p->height, o->height, sizeof o->height))
        fail(p, m, "%s: heights are not restored", when);
    for (int sq = 0; sq < 64; sq++)
        if (memcmp(p->stack[sq], o->stack[sq], o->height[sq]))
            fail(p, m, "%s: the tower on square %d is not restored", when, sq);
    if (memcmp(p->king, o->king, sizeof o->king) || p->turn != o->turn || p->castling != o->castling
        || p->ep != o->ep || p->halfmove != o->halfmove || p->fullmove != o->fullmove)
        fail(p, m, "%s: king squares, turn, castling, en passant or clocks are not restored", when);
    if (p->hist_len != s->hist_len)
        fail(p, m, "%s: history length %zu, expected %zu", when, p->hist_len, s->hist_len);
}

/* ---- one game ------------------------------------------------------- */

static unsigned long total_plies, total_games, games_ended;

static void check_position(const tav_position *p, const census *expected, tav_move *moves, int *nmoves,
                           ref_board *rb)
{
    check_structure(p, expected);
    check_tfen_roundtrip(p);
    if (ref_from_position(rb, p) != 0)
        fail(p, 0, "the position does not read through the public API");
    int n = tav_position_legal_moves(p, moves, TAV_MAX_MOVES);
    if (n < 0)
        fail(p, 0, "tav_position_legal_moves failed: %s", tav_strerror(n));
    check_moves(p, rb, moves, n);
    *nmoves = n;
}

static void play_game(const char *start, int max_plies)
{
    static tav_move moves[TAV_MAX_MOVES];
    static snapshot snaps[4096];
    tav_position *p = NULL;
    tav_error err = TAV_ERROR_INIT;
    ref_board rb;
    census expected;
    char why[160];

    if (max_plies > 4095)
        max_plies = 4095;
    current_start = start;
    current_ply = 0;
    if (tav_position_from_tfen(&p, start, &err) != TAV_OK) {
        fprintf(stderr, "selfcheck: cannot read start position '%s': %s\n", start, err.message);
        exit(1);
    }
    take_census(p, &expected);

    for (current_ply = 0; current_ply < max_plies; current_ply++) {
        int n;
        check_position(p, &expected, moves, &n, &rb);
        if (n == 0) {
            games_ended++;
            break;
        }
        tav_move m = moves[rng_below((unsigned)n)];
        take_snapshot(p, &snaps[current_ply]);

        /* The move's text reads back as the same move (R9). */
        char text[TAV_MOVE_TEXT_MAX + 1];
        tav_move back = TAV_NO_MOVE;
        if (tav_move_format(m, text, sizeof text) < 0)
            fail(p, m, "tav_move_format failed");
        if (tav_move_parse(p, text, &back, NULL) != TAV_OK || back != m)
            fail(p, m, "R9: '%s' reads back as 0x%08" PRIx32, text, back);

        /* Push, compare with the reference's playing of the move, pop,
         * compare with the snapshot, push again. */
        ref_move rm = { TAV_MOVE_FROM(m), TAV_MOVE_TO(m), TAV_MOVE_COUNT(m), m & ~0x3ffffu };
        {
            const ref_tower *src = &rb.sq[rm.from], *dst = &rb.sq[rm.to];
            stats.played_castle += !!(m & TAV_MOVE_CASTLE);
            stats.played_ep += !!(m & TAV_MOVE_EN_PASSANT);
            stats.played_split += !(m & TAV_MOVE_WHOLE);
            stats.played_reversion += !(m & TAV_MOVE_CASTLE) && dst->height
                                      && (dst->piece[dst->height - 1] & PC_PROMOTED);
            if (!(m & TAV_MOVE_WHOLE)) {
                tav_piece freed = src->piece[src->height - rm.count - 1];
                stats.played_freed_promotion += TAV_PIECE_KIND(freed) == TAV_PAWN
                                                && TAV_SQUARE_RANK(rm.from) == last_rank(TAV_PIECE_COLOR(freed));
            }
        }
        ref_board after = rb;
        ref_apply(&after, &rm);
        int rc = tav_position_push(p, m);
        if (rc != TAV_OK)
            fail(p, m, "tav_position_push refused a legal move: %s", tav_strerror(rc));
        if (!ref_equal_position(&after, p, why, sizeof why)) {
            tav_position_pop(p, NULL);
            fail(p, m, "after the move: %s", why);
        }
        tav_move popped = TAV_NO_MOVE;
        if (tav_position_pop(p, &popped) != TAV_OK || popped != m)
            fail(p, m, "tav_position_pop did not give the move back");
        compare_snapshot(p, &snaps[current_ply], m, "push then pop");
        if (tav_position_push(p, m) != TAV_OK)
            fail(p, m, "tav_position_push refused the move the second time");
        total_plies++;
    }

    /* Unwind the whole game: every position must come back. */
    for (int ply = current_ply - 1; ply >= 0; ply--) {
        tav_move m = tav_position_history_move(p, (size_t)ply);
        if (tav_position_pop(p, NULL) != TAV_OK)
            fail(p, m, "unwinding: pop failed at ply %d", ply);
        compare_snapshot(p, &snaps[ply], m, "unwinding the game");
    }
    if (tav_position_pop(p, NULL) != TAV_EEMPTY)
        fail(p, 0, "unwinding: the history is not empty at the start");
    tav_position_free(p);
    total_games++;
}

/* ---- start positions ------------------------------------------------ */

#define MAX_STARTS 256
static char starts[MAX_STARTS][TAV_TFEN_MAX + 1];
static int nstarts;

static void load_epd(const char *path)
{
    char buf[2048];
    FILE *f = fopen(path, "r");
    if (!f) {
        fprintf(stderr, "selfcheck: cannot open %s\n", path);
        exit(2);
    }
    while (fgets(buf, sizeof buf, f) && nstarts < MAX_STARTS) {
        if (buf[0] == '#' || buf[0] == '\n')
            continue;
        char *semi = strchr(buf, ';');
        size_t n = semi ? (size_t)(semi - buf) : strlen(buf);
        while (n && (buf[n - 1] == ' ' || buf[n - 1] == '\n' || buf[n - 1] == '\r'))
            n--;
        if (n == 0 || n > TAV_TFEN_MAX)
            continue;
        memcpy(starts[nstarts], buf, n);
        starts[nstarts++][n] = '\0';
    }
    fclose(f);
}

static void usage(void)
{
    fprintf(stderr, "usage: selfcheck --games N --seed S [--plies-per-game M] [--epd FILE]... [--quiet]\n");
    exit(2);
}

int main(int argc, char **argv)
{
    unsigned long games = 0;
    uint64_t seed = 0;
    int have_games = 0, have_seed = 0, quiet = 0;
    int plies = 200;

    strcpy(starts[nstarts++], TAV_START_TFEN);
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--games") && i + 1 < argc) {
            games = strtoul(argv[++i], NULL, 10);
            have_games = 1;
        } else if (!strcmp(argv[i], "--seed") && i + 1 < argc) {
            seed = strtoull(argv[++i], NULL, 10);
            have_seed = 1;
        } else if (!strcmp(argv[i], "--plies-per-game") && i + 1 < argc) {
            plies = atoi(argv[++i]);
        } else if (!strcmp(argv[i], "--epd") && i + 1 < argc) {
            load_epd(argv[++i]);
        } else if (!strcmp(argv[i], "--quiet")) {
            quiet = 1;
        } else {
            usage();
        }
    }
    if (!have_games || !have_seed || plies < 1)
        usage();
    rng_state = seed;

    for (unsigned long g = 0; g < games; g++) {
        current_game = g;
        play_game(starts[g % (unsigned long)nstarts], plies);
        if (!quiet && (g + 1) % 10000 == 0)
            fprintf(stderr, "selfcheck: %lu games, %lu plies\n", g + 1, total_plies);
    }
    printf("selfcheck: seed %" PRIu64 ", %lu games (%lu ended in mate or stalemate) from %d start positions, "
           "%lu plies, %lu legal moves compared with the reference: all invariants hold\n",
           seed, total_games, games_ended, nstarts, total_plies, moves_compared);
    printf("selfcheck: legal moves seen: %lu castlings, %lu en passant (%lu onto a tower), %lu double steps "
           "(%lu over a tower), %lu promotions, %lu splits\n",
           stats.castle, stats.ep, stats.ep_onto_tower, stats.dbl, stats.dbl_over_tower, stats.promotion, stats.split);
    printf("selfcheck: moves played: %lu castlings, %lu en passant, %lu splits, %lu reversions, "
           "%lu promotions of a freed pawn\n",
           stats.played_castle, stats.played_ep, stats.played_split, stats.played_reversion,
           stats.played_freed_promotion);
    return 0;
}
