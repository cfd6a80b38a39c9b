/* Dead positions (R8, R13 flag fall): can a colour checkmate by any series
 * of legal moves? Four sound steps, in this order:
 *  1. the material argument (see tavreli/solver.h): "no";
 *  2. the guided search of guided.c, on up to half of the budget: "yes"
 *     with a line, found fast, that need not be the shortest;
 *  3. a helpmate search by iterative deepening (the proof search of
 *     search.c in help mode), on a sixteenth of the budget, for the short
 *     lines the guided search missed: "yes" with the line;
 *  4. for few pieces, an exhaustive breadth-first walk over every position
 *     reachable from pos (told apart by their 64-bit hash; a position's
 *     future does not depend on the clocks, R8 claims never end a game):
 *     "yes" with the shortest line if some reachable position is a mate by
 *     that colour, "no" if the walk ends without one.
 * Before them, two cheap arguments (tav_position_cannot_mate_why()): a game
 * that is over (no legal move: the mated side and both sides of a
 * stalemate cannot mate, the mating side has mated), and the material
 * argument not counting a queen or helgi held for good under the enemy
 * king. Anything cut by the budget is "unknown". */
#include <stdlib.h>
#include <string.h>
#include "core/position_impl.h"
#include "core/attacks.h"
#include "core/board.h"
#include "core/make_move.h"
#include "core/movegen.h"
#include "core/zobrist.h"
#include "tavreli/game.h"
#include "solver/guided.h"
#include "solver/keyset.h"
#include "solver/search.h"

#define DEFAULT_BUDGET 2000000u
#define WALK_PIECES 6                /* the walk stores positions of at most this many pieces */
#define WALK_MAX ((uint64_t)1 << 21) /* and at most this many positions (24 + 16 bytes each) */

/* A queen or helgi of colour directly under the enemy king is held there
 * for good (R2, R7): it attacks every square next to the king, so the king
 * may never step off it alone (it would stand in check), a move of the
 * king's tower carries it along still directly under the king, and nothing
 * is ever placed on a king. Only castling moves a king alone two squares,
 * where a rook may cut the freed piece's ray: so the enemy must have no
 * castling right. */
static int held_under_king(const struct tav_position *p, int colour, int sq, int l)
{
    int enemy = colour ^ 1, kind = PC_KIND(p->stack[sq][l]);
    unsigned rights = (p->castling >> (enemy == TAV_WHITE ? 0 : 2)) & 3u;
    return (kind == TAV_QUEEN || kind == TAV_HELGI) && sq == p->king[enemy] && l == p->height[sq] - 2
           && !rights;
}

/* Step 1: colour's pieces, wherever they stand, are its king and at most
 * one piece that is a knight, a bishop, or a pawn whose badge is one (with
 * skip_held, not counting the pieces held for good under the enemy king). */
static int material_cannot_mate(const struct tav_position *p, int colour, int skip_held)
{
    int others = 0, minor = 1;
    for (int sq = 0; sq < 64; sq++)
        for (int l = 0; l < p->height[sq]; l++) {
            uint8_t x = p->stack[sq][l];
            if (PC_COLOR(x) != colour || PC_KIND(x) == TAV_KING)
                continue;
            if (skip_held && held_under_king(p, colour, sq, l))
                continue;
            int kind = PC_KIND(x) == TAV_PAWN ? PC_BADGE(x) : PC_KIND(x);
            others++;
            if (kind != TAV_KNIGHT && kind != TAV_BISHOP)
                minor = 0;
        }
    return others == 0 || (others == 1 && minor);
}

/* Is the side to move of p checkmated? (p may be played on and restored.) */
static int mated(struct tav_position *p)
{
    return tav__in_check(p, p->turn) && tav__count_legal_in_place(p) == 0;
}

/* ---- step 3: the exhaustive walk ------------------------------------------ */

typedef struct rec {
    uint8_t turn, castling, n;
    int8_t ep;
    uint8_t sq[WALK_PIECES]; /* square, 0x80 = a virgin pawn at the bottom */
    uint8_t pc[WALK_PIECES]; /* piece bytes, each tower bottom first */
} rec;

static int encode(const struct tav_position *p, rec *r)
{
    int n = 0;
    for (int sq = 0; sq < 64; sq++)
        for (int l = 0; l < p->height[sq]; l++) {
            if (n == WALK_PIECES)
                return 0;
            r->sq[n] = (uint8_t)(sq | (l == 0 && (p->virgin & BB(sq)) ? 0x80 : 0));
            r->pc[n++] = p->stack[sq][l];
        }
    r->n = (uint8_t)n;
    r->turn = p->turn;
    r->castling = p->castling;
    r->ep = p->ep;
    return 1;
}

static void decode(const rec *r, struct tav_position *p)
{
    tav__clear_board(p);
    for (int i = 0; i < r->n; i++) {
        int sq = r->sq[i] & 63;
        tav__put_piece(p, sq, r->pc[i]);
        if (r->sq[i] & 0x80)
            p->virgin |= BB(sq);
    }
    p->turn = r->turn;
    p->castling = r->castling;
    p->ep = r->ep;
    p->key = tav__key_from_scratch(p);
}

typedef struct walk {
    rec *q;
    uint32_t *parent;
    tav_move *move;
    uint64_t *set;
    uint64_t set_mask, cap, len;
} walk;

static int insert(walk *w, uint64_t key)
{
    return tav__keyset_insert(w->set, w->set_mask, key);
}

/* Returns TAV_MATE_* or TAV_ENOMEM / TAV_EBUFSIZE. */
static int exhaustive(const struct tav_position *start, int colour, uint64_t budget, tav_move *line,
                      size_t line_size, size_t *line_len)
{
    walk w = { 0 };
    w.cap = budget < WALK_MAX ? budget : WALK_MAX;
    if (w.cap < 16)
        w.cap = 16;
    uint64_t slots = 1;
    while (slots < 2 * w.cap)
        slots <<= 1;
    w.set_mask = slots - 1;
    w.q = malloc(w.cap * sizeof *w.q);
    w.parent = malloc(w.cap * sizeof *w.parent);
    w.move = malloc(w.cap * sizeof *w.move);
    w.set = calloc(slots, sizeof *w.set);
    tav_move *moves = malloc(TAV_MAX_MOVES * sizeof *moves);
    struct tav_position *p = malloc(sizeof *p);
    int result = TAV_MATE_UNKNOWN;
    if (!w.q || !w.parent || !w.move || !w.set || !moves || !p) {
        result = TAV_ENOMEM;
        goto out;
    }
    work_copy(p, start);
    if (!encode(p, &w.q[0]))
        goto out;
    insert(&w, p->key);
    w.parent[0] = 0;
    w.move[0] = TAV_NO_MOVE;
    w.len = 1;
    for (uint64_t head = 0; head < w.len; head++) {
        decode(&w.q[head], p);
        int n = tav__gen_legal_in_place(p, moves);
        for (int i = 0; i < n; i++) {
            tav__undo u;
            tav__do_move(p, moves[i], &u);
            int mate = p->turn != colour && mated(p);
            uint64_t key = p->key;
            tav__undo_move(p, moves[i], &u);
            if (mate) {
                size_t depth = 1;
                for (uint64_t at = head; at; at = w.parent[at])
                    depth++;
                if (line_len)
                    *line_len = 0;
                if (line && depth > line_size) {
                    result = TAV_EBUFSIZE;
                    goto out;
                }
                if (line) {
                    size_t k = depth;
                    line[--k] = moves[i];
                    for (uint64_t at = head; at; at = w.parent[at])
                        line[--k] = w.move[at];
                    if (line_len)
                        *line_len = depth;
                }
                result = TAV_MATE_YES;
                goto out;
            }
            if (!insert(&w, key))
                continue;
            if (w.len == w.cap)
                goto out; /* too many positions: unknown */
            tav__do_move(p, moves[i], &u);
            int fits = encode(p, &w.q[w.len]);
            tav__undo_move(p, moves[i], &u);
            if (!fits)
                goto out;
            w.parent[w.len] = (uint32_t)head;
            w.move[w.len] = moves[i];
            w.len++;
        }
    }
    result = TAV_MATE_NO; /* every reachable position seen, none a mate by colour */
out:
    free(w.q);
    free(w.parent);
    free(w.move);
    free(w.set);
    free(moves);
    free(p);
    return result;
}

static int pieces(const struct tav_position *p)
{
    int n = 0;
    for (int sq = 0; sq < 64; sq++)
        n += p->height[sq];
    return n;
}

/* Copy a line found into the caller's buffer: TAV_MATE_YES or TAV_EBUFSIZE. */
static int take_line(const tav_move *found, size_t len, tav_move *line, size_t line_size, size_t *line_len)
{
    if (line && len > line_size)
        return TAV_EBUFSIZE;
    if (line)
        memcpy(line, found, len * sizeof *line);
    if (line_len)
        *line_len = line ? len : 0;
    return TAV_MATE_YES;
}

/* Step 3: the exact helpmate search, shortest first. Returns the plies of
 * the line in s->line, 0 when none was found within s's budget. */
static int shortest_helpmate(tav__search *s, int colour)
{
    for (int k = 1; k <= TAV_STIP_MAX_MOVES; k++) {
        int plies = s->pos.turn == colour ? 2 * k - 1 : 2 * k;
        int r = tav__help(s, plies, 0);
        if (r == S_ABORT)
            return 0;
        if (r == S_YES)
            return plies;
    }
    return 0;
}

/* The game is over on the board (R8): the side to move has no legal move. */
static int game_over(const struct tav_position *pos, int *mated_now)
{
    struct tav_position p;
    work_copy(&p, pos);
    if (tav__count_legal_in_place(&p) != 0)
        return 0;
    *mated_now = tav__in_check(&p, p.turn);
    return 1;
}

int tav_position_cannot_mate_why(const tav_position *pos, tav_color colour)
{
    if (!pos || (colour != TAV_WHITE && colour != TAV_BLACK))
        return TAV_EINVAL;
    int mated_now = 0;
    if (game_over(pos, &mated_now) && !(mated_now && (int)colour != pos->turn))
        return TAV_NOMATE_GAME_OVER; /* mated, or a stalemate: no move is left to mate with */
    if (material_cannot_mate(pos, (int)colour, 0))
        return TAV_NOMATE_MATERIAL;
    if (material_cannot_mate(pos, (int)colour, 1))
        return TAV_NOMATE_HELD;
    return TAV_NOMATE_NONE;
}

int tav_position_can_checkmate_ex(const tav_position *pos, tav_color colour, uint64_t max_nodes,
                                  unsigned flags, tav_move *line, size_t line_size, size_t *line_len)
{
    if (line_len)
        *line_len = 0;
    if (!pos || (colour != TAV_WHITE && colour != TAV_BLACK))
        return TAV_EINVAL;
    if (!max_nodes)
        max_nodes = DEFAULT_BUDGET;
    int mated_now = 0;
    if (game_over(pos, &mated_now)) /* R8: the game is over; mated already by colour, or not at all */
        return mated_now && (int)colour != pos->turn ? TAV_MATE_YES : TAV_MATE_NO;
    if (!(flags & TAV_DEAD_NO_MATERIAL) && tav_position_cannot_mate_why(pos, colour) != TAV_NOMATE_NONE)
        return TAV_MATE_NO;

    tav__search *s = malloc(sizeof *s);
    if (!s)
        return TAV_ENOMEM;
    tav_solve_options opt = TAV_SOLVE_OPTIONS_INIT;
    opt.max_nodes = max_nodes / 16 ? max_nodes / 16 : 1;
    if (tav__search_init(s, pos, TAV_GOAL_MATE, 18, &opt) != TAV_OK) {
        free(s);
        return TAV_ENOMEM;
    }
    int result = TAV_MATE_UNKNOWN, len;
    uint64_t used = 0;
    tav_move found[2 * TAV_STIP_MAX_MOVES + 1];
    if (s->pos.turn != colour && mated(&s->pos)) {
        result = TAV_MATE_YES; /* already mated by colour: the empty line */
    } else if ((len = tav__guided_mate(&s->pos, colour, max_nodes / 2, &used, found,
                                       (int)(sizeof found / sizeof *found)))
               != 0) {
        result = len < 0 ? len : take_line(found, (size_t)len, line, line_size, line_len);
    } else if ((len = shortest_helpmate(s, colour)) > 0) {
        result = take_line(s->line, (size_t)len, line, line_size, line_len);
    }
    used += s->nodes;
    tav__search_free(s);
    free(s);
    if (result == TAV_MATE_UNKNOWN && pieces(pos) <= WALK_PIECES)
        result = exhaustive(pos, colour, max_nodes > used ? max_nodes - used : 1, line, line_size, line_len);
    return result;
}

int tav_position_can_checkmate(const tav_position *pos, tav_color colour, uint64_t max_nodes,
                               tav_move *line, size_t line_size, size_t *line_len)
{
    return tav_position_can_checkmate_ex(pos, colour, max_nodes, 0, line, line_size, line_len);
}

int tav_position_has_insufficient_material(const tav_position *pos, tav_color colour)
{
    return pos && (colour == TAV_WHITE || colour == TAV_BLACK) && material_cannot_mate(pos, colour, 0);
}

int tav_position_dead(const tav_position *pos, uint64_t max_nodes)
{
    if (!pos)
        return TAV_EINVAL;
    if (!max_nodes)
        max_nodes = DEFAULT_BUDGET;
    int undecided = 0;
    for (int i = 0; i < 2; i++) {
        int r = tav_position_can_checkmate(pos, (tav_color)(pos->turn ^ i), max_nodes / 2, NULL, 0, NULL);
        if (r < 0)
            return r;
        if (r == TAV_MATE_YES)
            return TAV_ALIVE;
        undecided |= r == TAV_MATE_UNKNOWN;
    }
    return undecided ? TAV_DEAD_UNKNOWN : TAV_DEAD;
}

int tav_position_dead_answers(const tav_position *pos, uint64_t max_nodes, int answers[2], tav_move *lines,
                              size_t line_size, size_t line_len[2])
{
    if (!pos)
        return TAV_EINVAL;
    int a[2];
    for (int c = 0; c < 2; c++) {
        size_t len = 0;
        a[c] = tav_position_can_checkmate(pos, (tav_color)c, max_nodes, lines ? lines + (size_t)c * line_size : NULL,
                                          line_size, &len);
        if (line_len)
            line_len[c] = len;
        if (a[c] < 0)
            return a[c];
        if (answers)
            answers[c] = a[c];
    }
    if (a[0] == TAV_MATE_YES || a[1] == TAV_MATE_YES)
        return TAV_ALIVE;
    return a[0] == TAV_MATE_NO && a[1] == TAV_MATE_NO ? TAV_DEAD : TAV_DEAD_UNKNOWN;
}

int tav__game_end_position(const tav_game *g, tav_position **out)
{
    int n = tav_game_main_line_length(g);
    return tav_game_position_at(g, n ? tav_game_main_line_node(g, n - 1) : TAV_GAME_ROOT, out);
}

int tav_game_end_dead(const tav_game *g, uint64_t max_nodes)
{
    if (!g)
        return TAV_EINVAL;
    tav_position *end = NULL;
    int r = tav__game_end_position(g, &end);
    if (r != TAV_OK)
        return r;
    r = tav_position_dead(end, max_nodes);
    tav_position_free(end);
    return r;
}
