/* A guided search for a helpmate line (R8, dead positions): beam search.
 *
 * From the position, every legal move of every kept position is played and
 * the resulting positions are ranked by how near the other side's king looks
 * to being mated by colour; the best `width` of them (each position once in
 * a run, told apart by its Zobrist key) go on to the next ply. After each of
 * colour's moves the position is tested for mate by the rules (in check, no
 * legal move), so a line returned is a proof whatever the ranking was. The
 * runs widen (16, 128, 1024 positions a ply) until a line is found or the
 * budget is spent: a narrow beam finds the easy lines at once, a wide one
 * the lines that first need waiting moves.
 *
 * The ranking, lower is nearer (both sides cooperate, so one measure serves
 * both): the squares next to the defending king that colour does not attack
 * (R7: a king may step onto any of them, even onto its own pieces, R2, so
 * only attacks take flights away), whether that king is in check, its
 * distance from the edge, how far colour's tops and king are from it, how
 * many squares the defender's other tops attack (each could land on a
 * checking piece or cut its ray), and how many of colour's pieces are held
 * under the defender's tops (R2: attackers still to be freed). */
#include <stdlib.h>
#include <string.h>
#include "base/grow.h"
#include "core/position_impl.h"
#include "core/attacks.h"
#include "core/make_move.h"
#include "core/movegen.h"
#include "solver/guided.h"
#include "solver/keyset.h"

typedef struct cand {
    int score;
    uint32_t parent; /* index of the position it came from, in the layer before */
    tav_move move;
    uint64_t key;
} cand;

typedef struct step {
    uint32_t parent;
    tav_move move;
} step;

typedef struct beam {
    struct tav_position *cur, *next; /* width positions each */
    step *steps;                     /* max_plies rows of width */
    cand *cands;
    size_t cands_len, cands_cap;
    uint64_t *seen; /* open-addressed set of keys */
    uint64_t seen_mask;
    tav_move *moves;
    int width;
} beam;

static int distance(int a, int b)
{
    int df = abs((a & 7) - (b & 7)), dr = abs((a >> 3) - (b >> 3));
    return df > dr ? df : dr;
}

static int edge_distance(int sq)
{
    int f = sq & 7, r = sq >> 3, d = f < 7 - f ? f : 7 - f;
    int e = r < 7 - r ? r : 7 - r;
    return d < e ? d : e;
}

/* How far the king of the side other than a is from being mated by a. */
static int rank_position(const struct tav_position *p, int a)
{
    int d = a ^ 1, kd = p->king[d], ka = p->king[a];
    bb_t occ = p->occ & ~BB(kd); /* a king stepping along a ray stays on it */
    int flights = 0;
    for (bb_t ring = tav__piece_attacks(TAV_KING, d, kd, 0); ring;)
        if (!tav__attackers_to(p, bb_pop(&ring), occ, a))
            flights++;
    int check = tav__attackers_to(p, kd, p->occ, a) != 0;
    int near = 2 * abs(distance(ka, kd) - 2);
    for (bb_t own = p->color_bb[a] & ~BB(ka); own;)
        near += distance(bb_pop(&own), kd);
    /* the other side's tops can land on a checking piece or cut its ray:
     * fewer squares under their attack, fewer ways out; and pieces of a
     * held under them (R2) are attackers still to be freed */
    int reach = 0, held = 0;
    for (bb_t theirs = p->color_bb[d] & ~BB(kd); theirs;) {
        int sq = bb_pop(&theirs);
        reach += bb_popcount(tav__piece_attacks(PC_KIND(top_of(p, sq)), d, sq, p->occ));
        for (int l = 0; l + 1 < p->height[sq]; l++)
            held += PC_COLOR(p->stack[sq][l]) == a;
    }
    return 16 * flights + (check ? 0 : 8) + 4 * edge_distance(kd) + near + reach / 4 + 6 * held;
}

static int see(beam *b, uint64_t key)
{
    return tav__keyset_insert(b->seen, b->seen_mask, key);
}

static int by_score(const void *x, const void *y)
{
    const cand *a = x, *b = y;
    if (a->score != b->score)
        return a->score < b->score ? -1 : 1;
    return a->key < b->key ? -1 : a->key > b->key;
}

static void beam_free(beam *b)
{
    free(b->cur);
    free(b->next);
    free(b->steps);
    free(b->cands);
    free(b->seen);
    free(b->moves);
}

static int beam_alloc(beam *b, int width, int max_plies)
{
    memset(b, 0, sizeof *b);
    b->width = width;
    uint64_t slots = 1024;
    while (slots < 4 * (uint64_t)width * (uint64_t)max_plies)
        slots <<= 1;
    b->seen_mask = slots - 1;
    b->cur = malloc((size_t)width * sizeof *b->cur);
    b->next = malloc((size_t)width * sizeof *b->next);
    b->steps = malloc((size_t)width * (size_t)max_plies * sizeof *b->steps);
    b->seen = calloc(slots, sizeof *b->seen);
    b->moves = malloc(TAV_MAX_MOVES * sizeof *b->moves);
    if (!b->cur || !b->next || !b->steps || !b->seen || !b->moves) {
        beam_free(b);
        return TAV_ENOMEM;
    }
    return TAV_OK;
}

/* Write the line that ends with move m played from position i of layer
 * ply; returns its length. */
static int line_back(const beam *b, int ply, uint32_t i, tav_move m, tav_move *line)
{
    line[ply] = m;
    for (int l = ply - 1; l >= 0; l--) {
        const step *s = &b->steps[(size_t)l * (size_t)b->width + i];
        line[l] = s->move;
        i = s->parent;
    }
    return ply + 1;
}

/* One run at one width. Returns the line's length, 0 (none), or TAV_ENOMEM. */
static int run(beam *b, const struct tav_position *start, int a, uint64_t budget, uint64_t *spent,
               tav_move *line, int max_plies)
{
    int count = 1;
    work_copy(&b->cur[0], start);
    see(b, start->key);
    for (int ply = 0; ply < max_plies && count; ply++) {
        b->cands_len = 0;
        for (int i = 0; i < count; i++) {
            struct tav_position *p = &b->cur[i];
            int mover = p->turn, n = tav__gen_legal_in_place(p, b->moves);
            for (int k = 0; k < n; k++) {
                if (*spent >= budget)
                    return 0;
                ++*spent;
                tav__undo u;
                tav__do_move(p, b->moves[k], &u);
                if (mover == a && tav__in_check(p, a ^ 1) && tav__count_legal_in_place(p) == 0) {
                    tav__undo_move(p, b->moves[k], &u);
                    return line_back(b, ply, (uint32_t)i, b->moves[k], line);
                }
                cand c = { rank_position(p, a), (uint32_t)i, b->moves[k], p->key };
                tav__undo_move(p, b->moves[k], &u);
                cand *grown = tav__grow(b->cands, sizeof *grown, b->cands_len + 1, &b->cands_cap, 1024);
                if (!grown)
                    return TAV_ENOMEM;
                b->cands = grown;
                b->cands[b->cands_len++] = c;
            }
        }
        if (!b->cands_len)
            return 0; /* no legal move in any kept position (and qsort is never given NULL) */
        qsort(b->cands, b->cands_len, sizeof *b->cands, by_score);
        int kept = 0;
        step *row = &b->steps[(size_t)ply * (size_t)b->width];
        for (size_t j = 0; j < b->cands_len && kept < b->width; j++) {
            const cand *c = &b->cands[j];
            if (!see(b, c->key))
                continue;
            tav__undo u;
            work_copy(&b->next[kept], &b->cur[c->parent]);
            tav__do_move(&b->next[kept], c->move, &u);
            row[kept].parent = c->parent;
            row[kept].move = c->move;
            kept++;
        }
        struct tav_position *t = b->cur;
        b->cur = b->next;
        b->next = t;
        count = kept;
    }
    return 0;
}

int tav__guided_mate(const struct tav_position *p, int colour, uint64_t budget, uint64_t *used,
                     tav_move *line, int max_plies)
{
    static const int widths[] = { 16, 128, 1024 };
    uint64_t spent = 0;
    int result = 0;
    for (size_t w = 0; w < sizeof widths / sizeof *widths && !result && spent < budget; w++) {
        beam b;
        if (beam_alloc(&b, widths[w], max_plies) != TAV_OK) {
            result = TAV_ENOMEM;
            break;
        }
        result = run(&b, p, colour, budget, &spent, line, max_plies);
        beam_free(&b);
    }
    *used += spent;
    return result;
}
