/* The proof search (R14): directmates, selfmates and help play, with a
 * table of proven and refuted (position, moves left) entries.
 *
 * What makes it fast, without ever guessing:
 *  - the last move of a directmate (and of a helpmate) must reach the goal:
 *    for mate, only moves that give check are tested for mate;
 *  - a first pass over the attacker's moves finds a goal reached at once
 *    (a shorter fulfilment) and puts the checks first;
 *  - the move that answered (or refuted) last at a ply is tried first there
 *    (killer: for the attacker this is the threat, for the defender the
 *    strongest defence);
 *  - the table: "fulfilled in at most k" and "not fulfilled in k" are
 *    monotone in k for #n and s#n, so one entry per position keeps the least
 *    k proven and the greatest k refuted; for help play a bit per exact
 *    number of plies says "no line". Only finished results are stored.
 * The caller does the iterative deepening (solve.c), so the table fills with
 * the short answers first. */
#include <stdlib.h>
#include <string.h>
#include "base/now.h"
#include "core/position_impl.h"
#include "core/attacks.h"
#include "core/make_move.h"
#include "core/movegen.h"
#include "solver/search.h"

/* Salts keep the kinds of node apart in the one table. */
#define SALT_DIRECT 0x6a09e667f3bcc909ull
#define SALT_SELF 0xbb67ae8584caa73bull
#define SALT_HELP 0x3c6ef372fe94f82bull

int tav__search_init(tav__search *s, const struct tav_position *p, int goal, unsigned bits,
                     const tav_solve_options *opt)
{
    memset(s, 0, sizeof *s);
    work_copy(&s->pos, p);
    s->goal = goal;
    s->tt = calloc((size_t)1 << bits, sizeof *s->tt);
    s->moves = malloc(sizeof *s->moves * TAV__MAX_PLY);
    if (!s->tt || !s->moves) {
        tav__search_free(s);
        return TAV_ENOMEM;
    }
    s->tt_mask = ((uint64_t)1 << bits) - 1;
    if (opt) {
        s->max_nodes = opt->max_nodes;
        s->max_seconds = opt->max_seconds;
        s->stop = opt->stop;
        s->progress = opt->progress;
        s->userdata = opt->userdata;
    }
    s->start = tav__now();
    return TAV_OK;
}

void tav__search_free(tav__search *s)
{
    free(s->tt);
    free(s->moves);
    s->tt = NULL;
    s->moves = NULL;
}

int tav__tick(tav__search *s)
{
    s->nodes++;
    if (s->aborted)
        return 1;
    if (s->max_nodes && s->nodes > s->max_nodes)
        s->aborted = 1;
    if ((s->nodes & 0xfff) == 1) { /* the first node, then every 4096 */
        if (s->stop && *s->stop)
            s->aborted = 1;
        double t = tav__now() - s->start;
        if (s->max_seconds > 0 && t > s->max_seconds)
            s->aborted = 1;
        if ((s->nodes & 0xffff) == 1 && s->progress && s->progress(s->userdata, s->nodes, t))
            s->aborted = 1;
        if ((s->nodes & 0xffff) == 1 && s->depth_progress && s->depth_progress(s->depth_userdata, s->depth, s->nodes, t))
            s->aborted = 1;
    }
    return s->aborted;
}

static inline tav__tt_entry *probe(tav__search *s, uint64_t key)
{
    tav__tt_entry *e = &s->tt[key & s->tt_mask];
    return e->key == key ? e : NULL;
}

static inline tav__tt_entry *slot(tav__search *s, uint64_t key)
{
    tav__tt_entry *e = &s->tt[key & s->tt_mask];
    if (e->key != key) {
        memset(e, 0, sizeof *e);
        e->key = key;
    }
    return e;
}

static void store_proven(tav__search *s, uint64_t key, int n)
{
    tav__tt_entry *e = slot(s, key);
    if (!e->proven || n < e->proven)
        e->proven = (uint8_t)n;
    if (e->refuted >= n) /* cannot happen for proved facts; keep the entry sane */
        e->refuted = (uint8_t)(n - 1);
}

static void store_refuted(tav__search *s, uint64_t key, int n)
{
    tav__tt_entry *e = slot(s, key);
    if (n > e->refuted && (!e->proven || n < e->proven))
        e->refuted = (uint8_t)n;
}

/* Move the killer of this ply, if present, to the front of moves[from..n). */
static inline void killer_first(const tav__search *s, tav_move *moves, int from, int n, int ply)
{
    tav_move k = s->killer[ply];
    if (!k)
        return;
    for (int i = from; i < n; i++)
        if (TAV_MOVE_IDENTITY(moves[i]) == TAV_MOVE_IDENTITY(k)) {
            tav_move t = moves[from];
            moves[from] = moves[i];
            moves[i] = t;
            return;
        }
}

/* The table's answer for "fulfilled in at most n" at key, or -2 if none. */
static inline int known(tav__search *s, uint64_t key, int n)
{
    tav__tt_entry *e = probe(s, key);
    if (e) {
        if (e->proven && e->proven <= n)
            return S_YES;
        if (e->refuted >= n)
            return S_NO;
    }
    return -2;
}

/* moves[0..count) at ply, each followed by next(s, arg, ply + 1), until one
 * gives `stop` (S_YES for the attacker, S_NO for the defender): that one
 * becomes the killer and `stop` is returned; S_ABORT as soon as it comes;
 * the other answer when no move gives `stop`. */
static int each_move(tav__search *s, tav_move *moves, int count, int ply, int (*next)(tav__search *, int, int),
                     int arg, int stop)
{
    struct tav_position *p = &s->pos;
    killer_first(s, moves, 0, count, ply);
    for (int i = 0; i < count; i++) {
        tav__undo u;
        if (tav__tick(s))
            return S_ABORT;
        tav__do_move(p, moves[i], &u);
        int r = next(s, arg, ply + 1);
        tav__undo_move(p, moves[i], &u);
        if (r == S_ABORT)
            return S_ABORT;
        if (r == stop) {
            s->killer[ply] = moves[i];
            return stop;
        }
    }
    return stop == S_YES ? S_NO : S_YES;
}

/* The attacker's moves[0..count) at ply, each followed by defence(s, arg,
 * ply + 1): S_YES (stored as proven in n) at the first that fulfils, else
 * S_NO (stored as refuted in n). */
static int attack(tav__search *s, tav_move *moves, int count, int ply, uint64_t key, int n,
                  int (*defence)(tav__search *, int, int), int arg)
{
    int r = each_move(s, moves, count, ply, defence, arg, S_YES);
    if (r == S_YES)
        store_proven(s, key, n);
    else if (r == S_NO)
        store_refuted(s, key, n);
    return r;
}

/* Could m give check? A sound over-approximation, from the position before
 * the move (R7): the moving part's top (promoted if it lands on its last
 * rank, R6) attacking the king from the destination; a slider discovered
 * through the vacated source (whole tower only: a split leaves the source
 * occupied); or the piece a split frees (promoted on its last rank, R6 (b)).
 * The destination only ever gains a piece, so nothing is discovered there.
 * Castling and en passant are played to find out. */
static int may_check(const struct tav_position *p, tav_move m)
{
    if (m & (TAV_MOVE_CASTLE | TAV_MOVE_EN_PASSANT))
        return 1;
    int us = p->turn, from = TAV_MOVE_FROM(m), to = TAV_MOVE_TO(m), k = TAV_MOVE_COUNT(m);
    int h = p->height[from], ksq = p->king[us ^ 1];
    int kind = acting_kind(p->stack[from][h - 1], to);
    bb_t occ = p->occ | BB(to);
    if (k == h)
        occ &= ~BB(from);
    if (tav__piece_attacks(kind, us, to, occ) & BB(ksq))
        return 1;
    if (k == h)
        return (tav__attackers_to(p, ksq, occ, us) & ~BB(from)) != 0;
    uint8_t freed = p->stack[from][h - k - 1];
    if (PC_COLOR(freed) != us)
        return 0;
    return (tav__piece_attacks(acting_kind(freed, from), us, from, occ) & BB(ksq)) != 0;
}

/* The defender's moves[0..count) at ply, each followed by after(s, arg,
 * ply + 1): S_YES when every one is answered, else the first refutation's
 * S_NO (which becomes the killer) or S_ABORT. */
static int defend(tav__search *s, tav_move *moves, int count, int ply, int (*after)(tav__search *, int, int),
                  int arg)
{
    return each_move(s, moves, count, ply, after, arg, S_NO);
}

/* s#n after the other side's move: it gave the goal (forced), or the first
 * side, with n - 1 moves of the other side left, forces it again. */
static int self_after(tav__search *s, int n, int ply)
{
    if (tav__goal_now(s))
        return S_YES;
    return n == 1 ? S_NO : tav__self(s, n - 1, ply);
}

int tav__goal_now(tav__search *s)
{
    struct tav_position *p = &s->pos;
    int chk = tav__in_check(p, p->turn);
    if (chk != (s->goal == TAV_GOAL_MATE))
        return 0;
    return tav__count_legal_in_place(p) == 0;
}

/* After the attacker's move (played unhashed or not): is the goal reached?
 * *check gets whether the side to move is in check. */
static inline int goal_after(tav__search *s, int *check)
{
    struct tav_position *p = &s->pos;
    int chk = tav__in_check(p, p->turn);
    *check = chk;
    if (chk != (s->goal == TAV_GOAL_MATE))
        return 0;
    return tav__count_legal_in_place(p) == 0;
}

int tav__direct(tav__search *s, int n, int ply)
{
    struct tav_position *p = &s->pos;
    uint64_t key = p->key ^ SALT_DIRECT;
    int k = known(s, key, n);
    if (k != -2)
        return k;
    tav_move *moves = s->moves[ply];
    int count = tav__gen_legal_in_place(p, moves), checks = 0;
    /* pass 1: a goal reached at once; the checks to the front. For mate
     * only a check can do (a move that cannot check is not played). */
    int mate = s->goal == TAV_GOAL_MATE;
    for (int i = 0; i < count; i++) {
        tav__undo u;
        int chk;
        if (mate && !may_check(p, moves[i]))
            continue;
        if (tav__tick(s))
            return S_ABORT;
        tav__do_move_unhashed(p, moves[i], &u);
        int done = goal_after(s, &chk);
        tav__undo_move(p, moves[i], &u);
        if (done) {
            s->killer[ply] = moves[i];
            store_proven(s, key, 1);
            return S_YES;
        }
        if (chk) {
            tav_move t = moves[checks];
            moves[checks++] = moves[i];
            moves[i] = t;
        }
    }
    if (n > 1)
        return attack(s, moves, count, ply, key, n, tav__direct_defence, n - 1);
    store_refuted(s, key, n);
    return S_NO;
}

int tav__direct_defence(tav__search *s, int m, int ply)
{
    struct tav_position *p = &s->pos;
    tav_move *moves = s->moves[ply];
    int count = tav__gen_legal_in_place(p, moves);
    if (count == 0)
        return tav__in_check(p, p->turn) == (s->goal == TAV_GOAL_MATE) ? S_YES : S_NO;
    if (m == 0)
        return S_NO;
    return defend(s, moves, count, ply, tav__direct, m);
}

int tav__self(tav__search *s, int n, int ply)
{
    struct tav_position *p = &s->pos;
    uint64_t key = p->key ^ SALT_SELF;
    int k = known(s, key, n);
    if (k != -2)
        return k;
    tav_move *moves = s->moves[ply];
    int count = tav__gen_legal_in_place(p, moves);
    return attack(s, moves, count, ply, key, n, tav__self_defence, n);
}

int tav__self_defence(tav__search *s, int n, int ply)
{
    struct tav_position *p = &s->pos;
    tav_move *moves = s->moves[ply];
    int count = tav__gen_legal_in_place(p, moves);
    if (count == 0) /* the other side cannot move: it cannot give the goal */
        return S_NO;
    return defend(s, moves, count, ply, self_after, n);
}

int tav__help(tav__search *s, int plies, int ply)
{
    struct tav_position *p = &s->pos;
    uint64_t key = p->key ^ SALT_HELP;
    uint32_t bit = plies <= 32 ? (uint32_t)1 << (plies - 1) : 0;
    tav__tt_entry *e = probe(s, key);
    if (e && (e->help_no & bit))
        return S_NO;
    tav_move *moves = s->moves[ply];
    int count = tav__gen_legal_in_place(p, moves), found = 0;
    if (!s->on_line)
        killer_first(s, moves, 0, count, ply);
    for (int i = 0; i < count; i++) {
        tav__undo u;
        int r;
        if (plies == 1 && s->goal == TAV_GOAL_MATE && !may_check(p, moves[i]))
            continue;
        if (tav__tick(s))
            return S_ABORT;
        s->line[ply] = moves[i];
        if (plies == 1) {
            int chk;
            tav__do_move_unhashed(p, moves[i], &u);
            r = goal_after(s, &chk) ? S_YES : S_NO;
            if (r == S_YES && s->on_line && s->on_line(s, ply + 1))
                s->line_stop = 1;
            tav__undo_move(p, moves[i], &u);
        } else {
            tav__do_move(p, moves[i], &u);
            r = tav__help(s, plies - 1, ply + 1);
            tav__undo_move(p, moves[i], &u);
        }
        if (r == S_ABORT)
            return S_ABORT;
        if (r == S_YES) {
            found = 1;
            if (!s->on_line) {
                s->killer[ply] = moves[i];
                return S_YES;
            }
            if (s->line_stop)
                return S_YES;
        }
    }
    if (!found && bit)
        slot(s, key)->help_no |= bit;
    return found ? S_YES : S_NO;
}
