/* tavreli match: two engines play each other, the library referees (R8),
 * every game goes into one TGN file (R11), and a table gives the score
 * with the Elo difference and its 95% error bar. */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "args.h"
#include "cli.h"
#include "engine_cli.h"
#include "match.h"

typedef struct match {
    player pl[2];
    move_limits lim;
    int games, random_plies, max_moves;
    uint64_t seed;
    char **openings;
    int opening_count;
    const char *tgn_path;
    int quiet;
    tav_time_control *tc; /* --tc: timed games (R13), else NULL */
    char tc_text[TAV_TC_TEXT_MAX + 1];
    /* from pl[0]'s side */
    int wins, losses, draws;
    int time_losses[2]; /* games pl[i] lost on time */
    int sprt;           /* --sprt given */
    double elo0, elo1, alpha, beta;
    double points[2];
} match;

static int read_openings(match *m, const char *path)
{
    FILE *fp = fopen(path, "r");
    char line[2048];
    if (!fp) {
        fprintf(stderr, "tavreli: cannot open %s\n", path);
        return 0;
    }
    int lineno = 0;
    while (fgets(line, sizeof line, fp)) {
        lineno++;
        char *semi = strchr(line, ';');
        if (semi)
            *semi = 0;
        size_t n = strlen(line);
        while (n && (line[n - 1] == '\n' || line[n - 1] == '\r' || line[n - 1] == ' '))
            line[--n] = 0;
        if (!n || line[0] == '#')
            continue;
        tav_position *p = NULL;
        tav_error err = TAV_ERROR_INIT;
        if (tav_position_from_tfen(&p, strcmp(line, "startpos") == 0 ? TAV_START_TFEN : line, &err) != TAV_OK) {
            fprintf(stderr, "tavreli: %s:%d: %s\n", path, lineno, err.message);
            fclose(fp);
            return 0;
        }
        char tfen[TAV_TFEN_MAX + 1];
        tav_position_tfen(p, tfen, sizeof tfen);
        tav_position_free(p);
        char **o = realloc(m->openings, (size_t)(m->opening_count + 1) * sizeof *o);
        if (!o || !(o[m->opening_count] = strdup(tfen))) {
            free(o);
            fclose(fp);
            return 0;
        }
        m->openings = o;
        m->opening_count++;
    }
    fclose(fp);
    if (!m->opening_count) {
        fprintf(stderr, "tavreli: no TFEN in %s\n", path);
        return 0;
    }
    return 1;
}

/* The start of game pair i: an opening from the file, or k seeded random
 * plies from the start position (retried until the game is still on). */
static void opening_for(const match *m, int pair, char *tfen)
{
    if (m->opening_count) {
        snprintf(tfen, TAV_TFEN_MAX + 1, "%s", m->openings[pair % m->opening_count]);
        return;
    }
    uint64_t rng = m->seed * 1000003u + (uint64_t)pair;
    for (;;) {
        tav_position *p = tav_position_new();
        tav_move mv[TAV_MAX_MOVES];
        int ok = 1;
        for (int i = 0; i < m->random_plies && ok; i++) {
            int n = tav_position_legal_moves(p, mv, TAV_MAX_MOVES);
            if (n <= 0)
                ok = 0;
            else
                tav_position_push(p, mv[match_rng_next(&rng) % (uint64_t)n]);
        }
        if (ok && tav_position_end(p) == TAV_END_NONE) {
            tav_position_tfen(p, tfen, TAV_TFEN_MAX + 1);
            tav_position_free(p);
            return;
        }
        tav_position_free(p);
    }
}

static void set_tags(tav_game *g, const match *m, int round, const char *white, const char *black)
{
    char r[32];
    snprintf(r, sizeof r, "%d", round);
    tav_game_set_tag(g, "Event", "tavreli match");
    tav_game_set_tag(g, "Site", "?");
    tav_game_set_tag(g, "Round", r);
    tav_game_set_tag(g, "White", white);
    tav_game_set_tag(g, "Black", black);
    if (m->tc)
        tav_game_set_tag(g, "TimeControl", m->tc_text);
}

/* The clocks as the mover sees them (R13), for UCI's go wtime/btime/winc/
 * binc/movestogo: a delay or a Bronstein delay is sent as the increment
 * (the time a move may take without touching the main time;
 * doc/engine.md). */
static void clock_limits(const match *m, const tav_clock *clock, move_limits *lim)
{
    lim->timed = 1;
    for (int c = 0; c < 2; c++) {
        tav_tc_period p;
        tav_color side = (tav_color)c; /* the clock started with the opening's side to move (tav_clock_new_turn) */
        lim->time_ms[c] = tav_clock_remaining(clock, side, 0);
        tav_time_control_period(m->tc, tav_clock_period(clock, side), &p);
        lim->inc_ms[c] = p.bonus == TAV_TC_PLAIN ? 0 : p.bonus_ms;
    }
    lim->movestogo = tav_clock_moves_to_go(clock, (tav_color)tav_clock_turn(clock));
    lim->deadline_ms = tav_clock_deadline(clock);
}

/* R13: the flag of side us fell in pos. The result is the opponent's win
 * unless it cannot mate; undecided by the dead-position search, the
 * referee scores it as a loss and says so. */
static int flag_verdict(const tav_position *pos, int us, char *reason, size_t size, const char *name)
{
    tav_result r = TAV_RESULT_UNKNOWN;
    tav_flag_result(pos, us == TAV_WHITE ? TAV_FLAG_WHITE : TAV_FLAG_BLACK, 0, &r);
    int win = us == TAV_WHITE ? TAV_RESULT_BLACK : TAV_RESULT_WHITE;
    if (r == TAV_RESULT_DRAW)
        snprintf(reason, size, "%s lost on time, but the opponent cannot mate (R13): a draw", name);
    else if (r == TAV_RESULT_UNKNOWN)
        snprintf(reason, size, "%s lost on time (whether the opponent can still mate is undecided: scored a loss)",
                 name);
    else
        snprintf(reason, size, "%s lost on time", name);
    return r == TAV_RESULT_DRAW ? TAV_RESULT_DRAW : win;
}

/* Play one game; white is pl[w]. Returns the tav_result. */
static int play_game(match *m, int round, int w, const char *start, FILE *tgn)
{
    player *side[2] = { &m->pl[w], &m->pl[!w] };
    tav_game *g = NULL;
    tav_position *pos = NULL;
    tav_position_from_tfen(&pos, start, NULL);
    tav_game_new(&g, start, NULL);
    set_tags(g, m, round, side[0]->name, side[1]->name);
    tav_clock *clock = NULL;
    if (m->tc && tav_clock_new_turn(&clock, m->tc, tav_position_turn(pos)) != TAV_OK) {
        fprintf(stderr, "tavreli: out of memory\n");
        exit(CLI_BAD_INPUT);
    }
    move_limits lim = m->lim;
    char reason[512] = "";
    const char *term = "normal";
    int result = TAV_RESULT_DRAW, node = TAV_GAME_ROOT;
    uint64_t seed = m->seed * 7919u + (uint64_t)round;
    for (int c = 0; c < 2; c++) {
        if (player_new_game(side[c], seed + (uint64_t)c, &lim, reason, sizeof reason) != PLAY_OK) {
            result = c == TAV_WHITE ? TAV_RESULT_BLACK : TAV_RESULT_WHITE;
            term = "rules infraction";
            goto done;
        }
    }
    for (;;) {
        tav_end end = tav_position_end(pos);
        if (end == TAV_END_CHECKMATE) {
            result = tav_position_turn(pos) == TAV_WHITE ? TAV_RESULT_BLACK : TAV_RESULT_WHITE;
            snprintf(reason, sizeof reason, "checkmate");
            break;
        }
        if (end == TAV_END_STALEMATE) {
            snprintf(reason, sizeof reason, "stalemate");
            break;
        }
        /* R8: a dead position ends the game at once (proved by material
         * here: a search each move would cost more than the move) */
        if (tav_position_has_insufficient_material(pos, TAV_WHITE) &&
            tav_position_has_insufficient_material(pos, TAV_BLACK)) {
            snprintf(reason, sizeof reason, "dead position (neither side can mate)");
            break;
        }
        /* R8: claimable draws; the referee claims them for the players */
        if (tav_position_can_claim_threefold(pos)) {
            snprintf(reason, sizeof reason, "threefold repetition claimed");
            break;
        }
        if (tav_position_can_claim_fifty(pos)) {
            snprintf(reason, sizeof reason, "fifty-move rule claimed");
            break;
        }
        if ((int)tav_position_history_length(pos) >= 2 * m->max_moves) {
            snprintf(reason, sizeof reason, "move limit (%d moves): adjudicated a draw", m->max_moves);
            term = "adjudication";
            break;
        }
        int us = tav_position_turn(pos);
        tav_move mv;
        if (clock)
            clock_limits(m, clock, &lim);
        uint64_t t0 = match_now_ms();
        int r = player_move(side[us], pos, start, &lim, &mv, reason, sizeof reason);
        /* R13: the referee presses the clock when the move arrives; past the
         * deadline (or hung) the flag fell first and the move does not count */
        if (clock && (r == PLAY_OK || r == PLAY_HANG)) {
            tav_clock_press(clock, match_now_ms() - t0);
            if (tav_clock_flagged(clock)) {
                result = flag_verdict(pos, us, reason, sizeof reason, side[us]->name);
                term = "time forfeit";
                if (result != TAV_RESULT_DRAW)
                    m->time_losses[side[us] == &m->pl[0] ? 0 : 1]++;
                break;
            }
        }
        if (r != PLAY_OK) {
            result = us == TAV_WHITE ? TAV_RESULT_BLACK : TAV_RESULT_WHITE;
            term = r == PLAY_HANG ? "time forfeit" : "rules infraction";
            break;
        }
        if (tav_position_push(pos, mv) != TAV_OK || tav_game_add_move(g, node, mv, &node) != TAV_OK) {
            result = us == TAV_WHITE ? TAV_RESULT_BLACK : TAV_RESULT_WHITE;
            snprintf(reason, sizeof reason, "%s: move not playable", side[us]->name);
            term = "rules infraction";
            break;
        }
        if (clock) /* R11: the mover's time once the move was completed */
            tav_game_set_clock(g, node, tav_clock_remaining(clock, (tav_color)us, 0));
    }
done:
    tav_game_set_result(g, result);
    tav_game_set_tag(g, "Termination", term);
    if (node != TAV_GAME_ROOT && tav_game_node_comment(g, node)) { /* keep the [%clk] */
        size_t n = strlen(tav_game_node_comment(g, node)) + strlen(reason) + 2;
        char *both = malloc(n);
        if (both) {
            snprintf(both, n, "%s %s", tav_game_node_comment(g, node), reason);
            tav_game_set_comment(g, node, 0, both);
            free(both);
        }
    } else {
        tav_game_set_comment(g, node, 0, reason);
    }
    if (tgn) {
        tav_game_write_file(g, tgn);
        fputc('\n', tgn);
        fflush(tgn);
    }
    if (!m->quiet)
        printf("game %d: %s - %s %s (%s)\n", round, side[0]->name, side[1]->name, tav_result_text(result),
               reason);
    fflush(stdout);
    tav_game_free(g);
    tav_position_free(pos);
    tav_clock_free(clock);
    return result;
}

/* Elo from a score fraction; +-inf at 0 and 1. */
static double elo(double s)
{
    if (s <= 0)
        return -INFINITY;
    if (s >= 1)
        return INFINITY;
    return -400.0 * log10(1.0 / s - 1.0) + 0.0; /* + 0.0: an even score is +0.0, not -0.0 */
}

/* --sprt: the log-likelihood ratio of H1 (elo1) against H0 (elo0) after
 * the games so far, in the normal approximation of the game scores that
 * fishtest and fastchess use: with s0, s1 the expected scores of elo0 and
 * elo1, the mean score s and its per-game variance v over n games,
 * LLR = n (s1 - s0) (2s - s0 - s1) / (2v). */
static double expected_score(double e) { return 1.0 / (1.0 + pow(10.0, -e / 400.0)); }

static double sprt_llr(const match *m)
{
    /* half a game of each outcome added, so that an all-won or all-lost
     * start has a variance (and a decision takes a dozen games, not two) */
    double w = m->wins + 0.5, d = m->draws + 0.5, l = m->losses + 0.5, n = w + d + l;
    if (m->wins + m->losses + m->draws < 2)
        return 0;
    double s = (w + 0.5 * d) / n;
    double v = (w * (1 - s) * (1 - s) + d * (0.5 - s) * (0.5 - s) + l * s * s) / n;
    double s0 = expected_score(m->elo0), s1 = expected_score(m->elo1);
    return n * (s1 - s0) * (2 * s - s0 - s1) / (2 * v);
}

/* -1 H0 accepted, 1 H1 accepted, 0 go on (Wald's bounds from alpha, beta) */
static int sprt_verdict(const match *m, double *llr, double *lo, double *hi)
{
    *llr = sprt_llr(m);
    *lo = log(m->beta / (1 - m->alpha));
    *hi = log((1 - m->beta) / m->alpha);
    return *llr >= *hi ? 1 : *llr <= *lo ? -1 : 0;
}

static int parse_sprt(match *m, const char *a)
{
    char copy[256];
    snprintf(copy, sizeof copy, "%s", a);
    m->elo0 = 0;
    m->elo1 = 5;
    m->alpha = m->beta = 0.05;
    for (char *save, *kv = strtok_r(copy, ",", &save); kv; kv = strtok_r(NULL, ",", &save)) {
        char *eq = strchr(kv, '='), *end;
        if (!eq)
            return 0;
        *eq = 0;
        double v = strtod(eq + 1, &end);
        if (*end || eq[1] == 0 || !isfinite(v))
            return 0;
        if (strcmp(kv, "elo0") == 0)
            m->elo0 = v;
        else if (strcmp(kv, "elo1") == 0)
            m->elo1 = v;
        else if (strcmp(kv, "alpha") == 0 && v > 0 && v < 0.5)
            m->alpha = v;
        else if (strcmp(kv, "beta") == 0 && v > 0 && v < 0.5)
            m->beta = v;
        else
            return 0;
    }
    return m->elo0 < m->elo1 && fabs(m->elo0) < 2000 && fabs(m->elo1) < 2000;
}

static void report(const match *m)
{
    int n = m->wins + m->losses + m->draws;
    if (!n)
        return;
    double s = (m->wins + 0.5 * m->draws) / n;
    /* the variance of one game's score (1, 1/2, 0) about the mean */
    double var = (m->wins * (1 - s) * (1 - s) + m->draws * (0.5 - s) * (0.5 - s) + m->losses * s * s) / n;
    double se = sqrt(var / n), lo = elo(s - 1.96 * se), hi = elo(s + 1.96 * se), d = elo(s);
    printf("\n%-28s %-28s %7s %7s %7s %7s\n", "engine", "opponent", "games", "wins", "losses", "draws");
    printf("%-28.28s %-28.28s %7d %7d %7d %7d\n", m->pl[0].name, m->pl[1].name, n, m->wins, m->losses,
           m->draws);
    printf("score of %s: %.1f/%d (%.1f%%)\n", m->pl[0].name, m->wins + 0.5 * m->draws, n, 100 * s);
    if (m->tc)
        printf("time control %s; lost on time: %s %d, %s %d\n", m->tc_text, m->pl[0].name, m->time_losses[0],
               m->pl[1].name, m->time_losses[1]);
    if (isfinite(d) && isfinite(lo) && isfinite(hi))
        printf("Elo difference: %+.1f +/- %.1f (95%%: %+.1f .. %+.1f)\n", d, (hi - lo) / 2, lo, hi);
    else if (s >= 1 || s <= 0) /* no spread to estimate from: a one-sided 95% bound on the score */
        printf("Elo difference: %s %+.1f (95%%; every game %s)\n", s >= 1 ? "at least" : "at most",
               s >= 1 ? elo(pow(0.05, 1.0 / n)) : elo(1 - pow(0.05, 1.0 / n)), s >= 1 ? "won" : "lost");
    else
        printf("Elo difference: %+.1f (95%%: %s .. %s)\n", d, isfinite(lo) ? "finite" : "-inf",
               isfinite(hi) ? "finite" : "+inf");
    if (m->sprt) {
        double llr, a, b;
        int v = sprt_verdict(m, &llr, &a, &b);
        printf("SPRT: elo0 %g elo1 %g alpha %g beta %g: LLR %.2f (%.2f, %.2f): %s\n", m->elo0, m->elo1, m->alpha,
               m->beta, llr, a, b, v > 0 ? "H1 accepted" : v < 0 ? "H0 accepted" : "undecided");
    }
}

int cli_match(int argc, char **argv)
{
    match m;
    memset(&m, 0, sizeof m);
    m.games = 2;
    m.seed = 1;
    m.max_moves = 200;
    m.lim.timeout_ms = 5000;
    const char *engines[2] = { NULL, NULL }, *names[2] = { NULL, NULL }, *opts[2][PLAYER_OPTIONS_MAX];
    const char *openings = NULL;
    int ne = 0, n_opts[2] = { 0, 0 };
    const char *early = NULL; /* a --name or --option before any --engine */
    cli_args args; /* options and their ranges: cli/table.c */
    const cli_option *o;
    cli_args_init(&args, argc, argv);
    while ((o = cli_args_next(&args))) {
        const char *a = args.value;
        unsigned long long v = args.u;
        if (cli_is(&args, o, "--quiet"))
            m.quiet = 1;
        else if (cli_is(&args, o, "--engine") && ne < 2)
            engines[ne++] = a;
        else if (cli_is(&args, o, "--engine"))
            return cli_usage_error(&args, "--engine given more than twice ('%s')", a);
        else if (cli_is(&args, o, "--name") || cli_is(&args, o, "--option")) {
            /* for the engine named last; kept until the players exist */
            int is_option = cli_is(&args, o, "--option");
            if (ne == 0) { /* refused once every option is read */
                early = is_option ? "--option" : "--name";
                continue;
            }
            if (is_option && (!strchr(a, '=') || a[0] == '=' || strlen(a) >= 256 || n_opts[ne - 1] >= PLAYER_OPTIONS_MAX))
                return cli_usage_error(&args, "--option needs NAME=VALUE (at most %d per engine), not '%s'",
                                       PLAYER_OPTIONS_MAX, a);
            if (is_option)
                opts[ne - 1][n_opts[ne - 1]++] = a;
            else
                names[ne - 1] = a;
        }
        else if (cli_is(&args, o, "--games"))
            m.games = (int)v;
        else if (cli_is(&args, o, "--depth"))
            m.lim.depth = (int)v;
        else if (cli_is(&args, o, "--nodes"))
            m.lim.nodes = v;
        else if (cli_is(&args, o, "--movetime"))
            m.lim.movetime_ms = v;
        else if (cli_is(&args, o, "--timeout")) {
            m.lim.timeout_ms = v;
            m.lim.timeout_set = 1;
        }
        else if (cli_is(&args, o, "--random-plies"))
            m.random_plies = (int)v;
        else if (cli_is(&args, o, "--seed"))
            m.seed = v;
        else if (cli_is(&args, o, "--max-moves"))
            m.max_moves = (int)v;
        else if (cli_is(&args, o, "--tgn"))
            m.tgn_path = a;
        else if (cli_is(&args, o, "--sprt")) {
            if (!parse_sprt(&m, a)) {
                tav_time_control_free(m.tc);
                return cli_usage_error(&args, "--sprt needs elo0=E,elo1=E,alpha=A,beta=B (elo0 < elo1, 0 < alpha, "
                                       "beta < 0.5), not '%s'", a);
            }
            m.sprt = 1;
        }
        else if (cli_is(&args, o, "--tc")) {
            tav_error err = TAV_ERROR_INIT;
            tav_time_control_free(m.tc);
            m.tc = NULL;
            if (tav_time_control_parse(&m.tc, a, &err) != TAV_OK) {
                fprintf(stderr, "tavreli: --tc '%s': %s\n", a, err.message);
                return CLI_USAGE;
            }
            tav_time_control_format(m.tc, m.tc_text, sizeof m.tc_text);
        } else if (cli_is(&args, o, "--openings"))
            openings = a;
        else {
            tav_time_control_free(m.tc);
            return cli_unhandled(&args, o);
        }
    }
    if (args.status < 0 && early) {
        tav_time_control_free(m.tc);
        return cli_usage_error(&args, "%s comes after the --engine it is for", early);
    }
    if (args.status >= 0 || ne != 2) {
        tav_time_control_free(m.tc);
        return args.status >= 0 ? args.status : cli_usage_error(&args, "give two players (--engine E1 --engine E2)");
    }
    if (openings && !read_openings(&m, openings)) {
        tav_time_control_free(m.tc);
        return CLI_BAD_INPUT;
    }
    if (!m.lim.depth && !m.lim.nodes && !m.lim.movetime_ms && !m.tc)
        m.lim.movetime_ms = 100;
    signal(SIGPIPE, SIG_IGN); /* a dead engine's pipe is noticed on read */
    int status = CLI_OK;
    if (!player_init(&m.pl[0], engines[0]) || !player_init(&m.pl[1], engines[1])) {
        status = CLI_USAGE;
        goto out;
    }
    for (int i = 0; i < 2; i++) {
        if (names[i]) {
            snprintf(m.pl[i].name, sizeof m.pl[i].name, "%s", names[i]);
            m.pl[i].named = 1;
        }
        for (int j = 0; j < n_opts[i]; j++)
            snprintf(m.pl[i].options[m.pl[i].option_count++], sizeof m.pl[i].options[0], "%s", opts[i][j]);
    }
    /* UCI engines say their id name at the first handshake */
    for (int i = 0; i < 2; i++) {
        char why[512];
        move_limits first = m.lim;
        if (m.pl[i].kind == PLAYER_UCI && player_new_game(&m.pl[i], 0, &first, why, sizeof why) != PLAY_OK)
            fprintf(stderr, "tavreli: %s\n", why);
    }
    if (strcmp(m.pl[0].name, m.pl[1].name) == 0) { /* tell a self-match's sides apart */
        strncat(m.pl[0].name, " #1", sizeof m.pl[0].name - strlen(m.pl[0].name) - 1);
        strncat(m.pl[1].name, " #2", sizeof m.pl[1].name - strlen(m.pl[1].name) - 1);
    }
    FILE *tgn = NULL;
    if (m.tgn_path && !(tgn = fopen(m.tgn_path, "w"))) {
        fprintf(stderr, "tavreli: cannot write %s\n", m.tgn_path);
        status = CLI_BAD_INPUT;
        goto out;
    }
    for (int i = 0; i < m.games; i++) {
        char start[TAV_TFEN_MAX + 1];
        opening_for(&m, i / 2, start);
        int w = i % 2; /* pl[0] has white in even games: colours paired */
        int r = play_game(&m, i + 1, w, start, tgn);
        int first_won = (r == TAV_RESULT_WHITE && w == 0) || (r == TAV_RESULT_BLACK && w == 1);
        if (r == TAV_RESULT_DRAW)
            m.draws++;
        else if (first_won)
            m.wins++;
        else
            m.losses++;
        double llr, lo, hi;
        if (m.sprt && i % 2 == 1 && sprt_verdict(&m, &llr, &lo, &hi) != 0)
            break; /* decided (after whole pairs, so colours stay balanced) */
    }
    if (tgn)
        fclose(tgn);
    report(&m);
out:
    player_free(&m.pl[0]);
    player_free(&m.pl[1]);
    for (int i = 0; i < m.opening_count; i++)
        free(m.openings[i]);
    free(m.openings);
    tav_time_control_free(m.tc);
    return status;
}
