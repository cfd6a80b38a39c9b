/* tav_solve (R14): keys by iterative deepening (shortest first), tries,
 * threats, the solution tree, and every helpmate solution. */
#include <stdlib.h>
#include <string.h>
#include "core/position_impl.h"
#include "core/attacks.h"
#include "core/make_move.h"
#include "core/movegen.h"
#include "solver/search.h"
#include "solver/solution.h"

void tav_solve_options_init(tav_solve_options *opt)
{
    static const tav_solve_options init = TAV_SOLVE_OPTIONS_INIT;
    if (opt)
        *opt = init;
}

typedef struct ctx {
    tav__search *s;
    tav_solution *sol;
    size_t max_tree;
    int self; /* s#n / s=n */
    int oom;
} ctx;

/* Does the first side's move just played fulfil in k moves (k counting it)?
 * The defender is to move at ply. */
static int fulfils(ctx *c, int k, int ply)
{
    return c->self ? tav__self_defence(c->s, k, ply) : tav__direct_defence(c->s, k - 1, ply);
}

/* The side to move (the first side) fulfils in at most k moves. */
static int fulfils_to_move(ctx *c, int k, int ply)
{
    return c->self ? tav__self(c->s, k, ply) : tav__direct(c->s, k, ply);
}

static int add_node(ctx *c, int parent, int kind, tav_move m, int goal)
{
    if (c->sol->node_len >= c->max_tree) {
        c->sol->truncated = 1;
        return -1;
    }
    int n = tav__solution_add_node(c->sol, parent, kind, m, goal);
    if (n < 0)
        c->oom = 1;
    return n;
}

/* The defences at ply (defender to move, the first side proven to fulfil in
 * at most m more moves; for s#n, m moves of the defender) and, under each,
 * the answers that fulfil in the fewest moves. */
static int expand(ctx *c, int parent, int m, int ply)
{
    tav__search *s = c->s;
    struct tav_position *p = &s->pos;
    tav_move *def = s->moves[ply];
    int nd = tav__gen_legal_in_place(p, def);
    for (int j = 0; j < nd; j++) {
        tav__undo u;
        int dn = add_node(c, parent, TAV_NODE_DEFENCE, def[j], 0);
        if (dn < 0)
            return S_NO;
        tav__do_move(p, def[j], &u);
        int t = 0, r = S_NO;
        if (c->self && tav__goal_now(s)) {
            c->sol->tree[dn].goal = 1; /* s#n: this defence gives the goal */
        } else {
            int most = c->self ? m - 1 : m;
            for (t = 1; t <= most; t++) {
                r = fulfils_to_move(c, t, ply + 1);
                if (r != S_NO)
                    break;
            }
        }
        if (r == S_YES) {
            tav_move *ans = s->moves[ply + 1];
            int na = tav__gen_legal_in_place(p, ans);
            for (int i = 0; i < na && r != S_ABORT && !c->oom; i++) {
                tav__undo ua;
                tav__do_move(p, ans[i], &ua);
                int ok = fulfils(c, t, ply + 2);
                if (ok == S_YES) {
                    int goal = !c->self && t == 1;
                    int an = add_node(c, dn, TAV_NODE_ANSWER, ans[i], goal);
                    if (an >= 0 && !goal)
                        r = expand(c, an, c->self ? t : t - 1, ply + 2);
                } else if (ok == S_ABORT) {
                    r = S_ABORT;
                }
                tav__undo_move(p, ans[i], &ua);
            }
        }
        tav__undo_move(p, def[j], &u);
        if (r == S_ABORT)
            return S_ABORT;
        if (c->oom || c->sol->truncated)
            return S_NO;
    }
    return S_NO;
}

/* The threat after the key just played (defender to move at ply 1). */
static int threat(ctx *c, int n, size_t key)
{
    tav__search *s = c->s;
    struct tav_position *p = &s->pos;
    tav_solution *sol = c->sol;
    int r = S_NO;
    sol->threat_start[key] = sol->threats.len;
    sol->threat_count[key] = 0;
    sol->threat_moves[key] = 0;
    if (n < 2 || tav__in_check(p, p->turn))
        return S_NO;
    tav__undo passed;
    tav__do_null(p, &passed);
    for (int t = 1; t < n && r != S_ABORT && !sol->threat_count[key]; t++) {
        tav_move *moves = s->moves[1];
        int count = tav__gen_legal_in_place(p, moves);
        for (int i = 0; i < count; i++) {
            tav__undo u;
            tav__do_move(p, moves[i], &u);
            int ok = fulfils(c, t, 2);
            tav__undo_move(p, moves[i], &u);
            if (ok == S_ABORT) {
                r = S_ABORT;
                break;
            }
            if (ok == S_YES) {
                if (tav__moves_push(&sol->threats, moves[i]) != TAV_OK)
                    c->oom = 1;
                sol->threat_count[key]++;
                sol->threat_moves[key] = t;
            }
        }
    }
    tav__undo_null(p, &passed);
    return r;
}

/* A non-key first move just played: the defences it fails against, counted
 * up to 2; *refutation gets the first. */
static int refutations(ctx *c, int n, tav_move *refutation, int *count)
{
    tav__search *s = c->s;
    struct tav_position *p = &s->pos;
    tav_move *def = s->moves[1];
    int nd = tav__gen_legal_in_place(p, def);
    *count = 0;
    for (int j = 0; j < nd && *count < 2; j++) {
        tav__undo u;
        int r;
        tav__do_move(p, def[j], &u);
        if (c->self)
            r = tav__goal_now(s) ? S_YES : n == 1 ? S_NO
                                                  : tav__self(s, n - 1, 2);
        else
            r = n == 1 ? S_NO : tav__direct(s, n - 1, 2);
        tav__undo_move(p, def[j], &u);
        if (r == S_ABORT)
            return S_ABORT;
        if (r == S_NO && (*count)++ == 0)
            *refutation = def[j];
    }
    return S_NO;
}

static int solve_keys(ctx *c, unsigned flags)
{
    tav__search *s = c->s;
    struct tav_position *p = &s->pos;
    tav_solution *sol = c->sol;
    int n = sol->stip.moves;
    tav_move *root = malloc(TAV_MAX_MOVES * sizeof *root);
    int *len = calloc(TAV_MAX_MOVES, sizeof *len);
    if (!root || !len) {
        free(root);
        free(len);
        return TAV_ENOMEM;
    }
    int count = tav__gen_legal(p, root), r = S_NO;
    for (int k = 1; k <= n && r != S_ABORT; k++) {
        s->depth = k; /* keys of k moves (tav_solve_cb) */
        for (int i = 0; i < count; i++) {
            if (len[i])
                continue;
            tav__undo u;
            if (tav__tick(s)) {
                r = S_ABORT;
                break;
            }
            tav__do_move(p, root[i], &u);
            r = fulfils(c, k, 1);
            tav__undo_move(p, root[i], &u);
            if (r == S_ABORT)
                break;
            if (r == S_YES)
                len[i] = k;
        }
    }
    s->depth = n; /* tries and threats */
    size_t nk = 0;
    for (int i = 0; i < count; i++)
        nk += len[i] > 0;
    sol->key_len = calloc(nk ? nk : 1, sizeof *sol->key_len);
    sol->threat_moves = calloc(nk ? nk : 1, sizeof *sol->threat_moves);
    sol->threat_start = calloc(nk ? nk : 1, sizeof *sol->threat_start);
    sol->threat_count = calloc(nk ? nk : 1, sizeof *sol->threat_count);
    if (!sol->key_len || !sol->threat_moves || !sol->threat_start || !sol->threat_count)
        c->oom = 1;
    for (int i = 0; i < count && !c->oom; i++) {
        if (!len[i])
            continue;
        size_t key = sol->keys.len;
        if (tav__moves_push(&sol->keys, root[i]) != TAV_OK) {
            c->oom = 1;
            break;
        }
        sol->key_len[key] = len[i];
        tav__undo u;
        tav__do_move(p, root[i], &u);
        if (r != S_ABORT && (flags & TAV_SOLVE_THREATS))
            r = threat(c, n, key);
        if (r != S_ABORT && (flags & TAV_SOLVE_TREE)) {
            int goal = !c->self && len[i] == 1;
            int kn = add_node(c, 0, TAV_NODE_KEY, root[i], goal);
            if (kn >= 0 && !goal)
                r = expand(c, kn, c->self ? len[i] : len[i] - 1, 1);
        }
        tav__undo_move(p, root[i], &u);
    }
    for (int i = 0; i < count && r != S_ABORT && !c->oom && (flags & TAV_SOLVE_TRIES); i++) {
        if (len[i])
            continue;
        tav__undo u;
        tav_move ref = TAV_NO_MOVE;
        int refs = 0;
        tav__do_move(p, root[i], &u);
        r = refutations(c, n, &ref, &refs);
        tav__undo_move(p, root[i], &u);
        if (r != S_ABORT && refs == 1)
            if (tav__moves_push(&sol->tries, root[i]) != TAV_OK || tav__moves_push(&sol->refutations, ref) != TAV_OK)
                c->oom = 1;
    }
    free(root);
    free(len);
    return c->oom ? TAV_ENOMEM : TAV_OK;
}

static int collect(tav__search *s, int len)
{
    ctx *c = s->line_data;
    if (c->sol->line_len >= c->max_tree) {
        c->sol->truncated = 1;
        return 1;
    }
    if (tav__solution_add_line(c->sol, s->line, len) != TAV_OK) {
        c->oom = 1;
        return 1;
    }
    return 0;
}

static int valid_stip(const tav_stipulation *st)
{
    return st->type >= TAV_STIP_DIRECT && st->type <= TAV_STIP_SELF && (st->goal == TAV_GOAL_MATE || st->goal == TAV_GOAL_STALEMATE) && st->moves >= 1 && st->moves <= TAV_STIP_MAX_MOVES;
}

int tav_solve(const tav_position *pos, const tav_stipulation *stip, const tav_solve_options *opt,
              tav_solution **out)
{
    return tav_solve_cb(pos, stip, opt, NULL, NULL, out);
}

int tav_solve_cb(const tav_position *pos, const tav_stipulation *stip, const tav_solve_options *opt,
                 tav_solve_depth_fn fn, void *userdata, tav_solution **out)
{
    tav_solve_options def;
    if (out)
        *out = NULL;
    if (!pos || !stip || !out || !valid_stip(stip))
        return TAV_EINVAL;
    if (!opt) {
        tav_solve_options_init(&def);
        opt = &def;
    }
    if (opt->version < 1 || opt->table_bits < 10 || opt->table_bits > 28 || opt->max_seconds < 0)
        return TAV_EINVAL;
    tav_solution *sol = calloc(1, sizeof *sol);
    tav__search *s = malloc(sizeof *s);
    if (!sol || !s || !(sol->pos = tav_position_copy(pos))) {
        free(s);
        tav_solution_free(sol);
        return TAV_ENOMEM;
    }
    sol->stip = *stip;
    if (tav__search_init(s, pos, stip->goal, opt->table_bits, opt) != TAV_OK) {
        free(s);
        tav_solution_free(sol);
        return TAV_ENOMEM;
    }
    s->depth_progress = fn;
    s->depth_userdata = userdata;
    s->depth = stip->type == TAV_STIP_HELP ? stip->moves : 1;
    ctx c = { s, sol, opt->max_tree_nodes ? opt->max_tree_nodes : 1, stip->type == TAV_STIP_SELF, 0 };
    int rc = TAV_OK;
    if (tav__solution_add_node(sol, -1, TAV_NODE_ROOT, TAV_NO_MOVE, 0) < 0) {
        rc = TAV_ENOMEM;
    } else if (stip->type == TAV_STIP_HELP) {
        s->on_line = collect;
        s->line_data = &c;
        tav__help(s, 2 * stip->moves, 0);
        if (c.oom)
            rc = TAV_ENOMEM;
    } else {
        rc = solve_keys(&c, opt->flags);
    }
    if (rc == TAV_OK)
        rc = tav__solution_finish(sol);
    sol->complete = !s->aborted;
    sol->nodes = s->nodes;
    sol->seconds = tav__now() - s->start;
    tav__search_free(s);
    free(s);
    if (rc != TAV_OK) {
        tav_solution_free(sol);
        return rc;
    }
    *out = sol;
    return TAV_OK;
}
