/* tavreli match: two engines play each other, the library referees (R8),
 * every game goes into one TGN file (R11), and a table gives the score
 * with the Elo difference and its 95% error bar. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "args.h"
#include "cli.h"
#include "engine_cli.h"
#include "match.h"
#include "progress.h"

typedef struct match {
    player pl[2];
    move_limits lim;
    int games, random_plies, max_moves;
    uint64_t seed;
    char **openings;
    int opening_count;
    const char *tgn_path;
    int tgn_errno; /* a write to --tgn failed: why (the match stops) */
    int quiet;
    tav_time_control *tc; /* --tc: timed games (R13), else NULL */
    char tc_text[TAV_TC_TEXT_MAX + 1];
    match_tally t;      /* the score from pl[0]'s side, the SPRT */
    int time_losses[2]; /* games pl[i] lost on time */
    adjudication adj;   /* --resign, --draw */
    cli_progress bar;   /* --progress, or standard error a terminal */
} match;

/* One line of an openings file (path:lineno for messages): a TFEN or
 * startpos, with a ';' EPD tail and '#' comment lines ignored. Returns 0
 * after saying what is wrong. */
static int add_opening(match *m, char *line, const char *path, int lineno)
{
    char *semi = strchr(line, ';');
    if (semi)
        *semi = 0;
    size_t n = strlen(line);
    while (n && (line[n - 1] == '\n' || line[n - 1] == '\r' || line[n - 1] == ' '))
        line[--n] = 0;
    if (!n || line[0] == '#')
        return 1;
    tav_position *p = NULL;
    tav_error err = TAV_ERROR_INIT;
    if (tav_position_from_tfen(&p, strcmp(line, "startpos") == 0 ? TAV_START_TFEN : line, &err) != TAV_OK) {
        fprintf(stderr, "tavreli: %s:%d: %s\n", path, lineno, err.message);
        return 0;
    }
    char tfen[TAV_TFEN_MAX + 1];
    tav_position_tfen(p, tfen, sizeof tfen);
    tav_position_free(p);
    char **o = realloc(m->openings, (size_t)(m->opening_count + 1) * sizeof *o);
    if (!o)
        return 0;
    m->openings = o;
    if (!(o[m->opening_count] = strdup(tfen)))
        return 0;
    m->opening_count++;
    return 1;
}

/* --openings FILE, or the built-in suite (path NULL). */
static int read_openings(match *m, const char *path)
{
    char line[2048];
    int lineno = 0, ok = 1;
    if (!path) {
        for (const char *s = match_default_openings; *s && ok;) {
            size_t n = strcspn(s, "\n");
            snprintf(line, sizeof line, "%.*s", (int)(n < sizeof line ? n : sizeof line - 1), s);
            ok = add_opening(m, line, "bench/openings.epd", ++lineno);
            s += n + (s[n] != 0);
        }
        return ok;
    }
    const char *why = NULL;
    FILE *fp = cli_open_input(path, &why);
    if (!fp) {
        fprintf(stderr, "tavreli: --openings: cannot open %s: %s\n", path, why);
        return 0;
    }
    while (ok && fgets(line, sizeof line, fp))
        ok = add_opening(m, line, path, ++lineno);
    fclose(fp);
    if (ok && !m->opening_count) {
        fprintf(stderr, "tavreli: no TFEN in %s\n", path);
        return 0;
    }
    return ok;
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

/* The progress line: the score so far, and the game and move being played
 * (round 0: between games). */
static void show_progress(match *m, int now, int round, int plies)
{
    char text[160];
    match_progress_text(&m->t, m->games, cli_progress_elapsed(&m->bar), text, sizeof text);
    if (round)
        cli_progress_show(&m->bar, now, "%s; game %d, move %d", text, round, plies / 2 + 1);
    else
        cli_progress_show(&m->bar, now, "%s", text);
}

/* Play one game; white is pl[w]. Returns the tav_result. */
static int play_game(match *m, int round, int w, const char *start, FILE *tgn)
{
    player *side[2] = { &m->pl[w], &m->pl[!w] };
    const char *const names[2] = { side[0]->name, side[1]->name };
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
    match_adjudication_reset(&m->adj);
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
        if (tav_position_has_insufficient_material(pos, TAV_WHITE) && tav_position_has_insufficient_material(pos, TAV_BLACK)) {
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
        move_info info;
        if (clock)
            clock_limits(m, clock, &lim);
        /* at least once a game (its first move), then as often as the
         * bar's rate allows */
        size_t ply = tav_position_history_length(pos);
        show_progress(m, ply == 0, round, (int)ply);
        uint64_t t0 = match_now_ms();
        int r = player_move(side[us], pos, &lim, &mv, &info, reason, sizeof reason);
        uint64_t spent = match_now_ms() - t0;
        /* R13: the referee presses the clock when the move arrives; past the
         * deadline (or hung) the flag fell first and the move does not count */
        if (clock && (r == PLAY_OK || r == PLAY_HANG)) {
            tav_clock_press(clock, spent);
            if (tav_clock_flagged(clock)) {
                result = flag_verdict(pos, us, reason, sizeof reason, side[us]->name);
                term = "time forfeit";
                if (result != TAV_RESULT_DRAW)
                    m->time_losses[side[us] == &m->pl[0] ? 0 : 1]++;
                break;
            }
        }
        if (r == PLAY_TOO_LONG) { /* the referee cannot send the game: a draw, as at --max-moves */
            size_t k = strlen(reason);
            snprintf(reason + k, sizeof reason - k, ": adjudicated a draw");
            result = TAV_RESULT_DRAW;
            term = "adjudication";
            break;
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
        char said[64]; /* the mover's score, depth and time, as cutechess-cli writes them */
        if (match_move_comment(&info, spent, said, sizeof said))
            tav_game_set_comment(g, node, 0, said);
        if (clock) /* R11: the mover's time once the move was completed */
            tav_game_set_clock(g, node, tav_clock_remaining(clock, (tav_color)us, 0));
        int adjudged = match_adjudicate(&m->adj, us, &info, (int)(tav_position_history_length(pos) / 2), names,
                                        reason, sizeof reason);
        if (adjudged >= 0) {
            result = adjudged;
            term = "adjudication";
            break;
        }
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
        errno = 0;
        if (tav_game_write_file(g, tgn) != TAV_OK || fputc('\n', tgn) == EOF || fflush(tgn) == EOF || ferror(tgn))
            m->tgn_errno = errno ? errno : EIO; /* /dev/full: ENOSPC at every write */
    }
    if (!m->quiet) {
        cli_progress_end(&m->bar); /* the game's line, then the progress line again below it */
        printf("game %d: %s - %s %s (%s)\n", round, side[0]->name, side[1]->name, tav_result_text(result),
               reason);
    }
    fflush(stdout);
    tav_game_free(g);
    tav_position_free(pos);
    tav_clock_free(clock);
    return result;
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
    int ne = 0, n_opts[2] = { 0, 0 }, tally = 0, progress = 0, random_set = 0, first_pair = 0;
    const char *early = NULL; /* a --name or --option before any --engine */
    cli_args args;            /* options and their ranges: cli/table.c */
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
        } else if (cli_is(&args, o, "--games"))
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
        } else if (cli_is(&args, o, "--random-plies")) {
            m.random_plies = (int)v;
            random_set = 1;
        } else if (cli_is(&args, o, "--seed"))
            m.seed = v;
        else if (cli_is(&args, o, "--max-moves"))
            m.max_moves = (int)v;
        else if (cli_is(&args, o, "--tgn"))
            m.tgn_path = a;
        else if (cli_is(&args, o, "--sprt")) {
            if (!match_parse_sprt(&m.t, a)) {
                tav_time_control_free(m.tc);
                return cli_usage_error(&args, "--sprt needs elo0=E,elo1=E,alpha=A,beta=B (elo0 < elo1, 0 < alpha, "
                                              "beta < 0.5), not '%s'",
                                       a);
            }
            m.t.sprt = 1;
        } else if (cli_is(&args, o, "--resign") || cli_is(&args, o, "--draw")) {
            int resign = cli_is(&args, o, "--resign");
            if (!(resign ? match_parse_resign(&m.adj, a) : match_parse_draw(&m.adj, a))) {
                tav_time_control_free(m.tc);
                return cli_usage_error(&args, resign ? "--resign needs movecount=N,score=CP[,twosided=true], not '%s'" : "--draw needs movenumber=M,movecount=N,score=CP, not '%s'", a);
            }
        } else if (cli_is(&args, o, "--tally")) {
            if (!match_parse_tally(&m.t, a)) {
                tav_time_control_free(m.tc);
                return cli_usage_error(&args, "--tally needs WINS-LOSSES-DRAWS, not '%s'", a);
            }
            tally = 1;
        } else if (cli_is(&args, o, "--progress"))
            progress = 1;
        else if (cli_is(&args, o, "--first-pair"))
            first_pair = (int)v;
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
    /* an SPRT without openings of its own plays the built-in suite */
    if ((openings || (m.t.sprt && !random_set && !tally)) && !read_openings(&m, openings)) {
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
    /* UCI engines say their id name at the first handshake; one that
     * cannot be started or never says uciok stops the match before its
     * first game (it would only forfeit every game). */
    for (int i = 0; i < 2 && !tally; i++) {
        char why[512];
        move_limits first = m.lim;
        if (m.pl[i].kind == PLAYER_UCI && player_new_game(&m.pl[i], 0, &first, why, sizeof why) != PLAY_OK) {
            fprintf(stderr, "tavreli: engine %d: %s\n", i + 1, why);
            status = CLI_BAD_INPUT;
            goto out;
        }
        if (!player_check_options(&m.pl[i], why, sizeof why)) { /* before the first game, not sent without a word */
            fprintf(stderr, "tavreli: engine %d: %s\n", i + 1, why);
            status = CLI_USAGE;
            goto out;
        }
    }
    if (strcmp(m.pl[0].name, m.pl[1].name) == 0) { /* tell a self-match's sides apart */
        strncat(m.pl[0].name, " #1", sizeof m.pl[0].name - strlen(m.pl[0].name) - 1);
        strncat(m.pl[1].name, " #2", sizeof m.pl[1].name - strlen(m.pl[1].name) - 1);
    }
    if (tally) { /* the games were played elsewhere (tavreli.distributed): only the table */
        match_report(&m.t, m.pl[0].name, m.pl[1].name, NULL, m.time_losses);
        goto out;
    }
    FILE *tgn = NULL;
    if (m.tgn_path && !(tgn = fopen(m.tgn_path, "w"))) {
        fprintf(stderr, "tavreli: cannot write %s\n", m.tgn_path);
        status = CLI_BAD_INPUT;
        goto out;
    }
    cli_progress_start(&m.bar, 1, progress);
    show_progress(&m, 1, 0, 0);
    for (int i = 0; i < m.games; i++) {
        char start[TAV_TFEN_MAX + 1];
        int game = 2 * first_pair + i; /* --first-pair: the games of a longer match, as it plays them */
        opening_for(&m, game / 2, start);
        int w = game % 2; /* pl[0] has white in even games: colours paired */
        int r = play_game(&m, game + 1, w, start, tgn);
        if (m.tgn_errno) { /* the record would be lost: stop, do not play on */
            cli_progress_end(&m.bar);
            fprintf(stderr, "tavreli: --tgn %s: cannot write game %d (%s); the match stops\n", m.tgn_path, game + 1,
                    strerror(m.tgn_errno));
            status = CLI_BAD_INPUT;
            break;
        }
        int first_won = (r == TAV_RESULT_WHITE && w == 0) || (r == TAV_RESULT_BLACK && w == 1);
        if (r == TAV_RESULT_DRAW)
            m.t.draws++;
        else if (first_won)
            m.t.wins++;
        else
            m.t.losses++;
        show_progress(&m, 1, 0, 0);
        double llr, lo, hi;
        if (m.t.sprt && i % 2 == 1 && match_sprt_verdict(&m.t, &llr, &lo, &hi) != 0)
            break; /* decided (after whole pairs, so colours stay balanced) */
    }
    cli_progress_end(&m.bar);
    if (tgn && fclose(tgn) == EOF && !m.tgn_errno) {
        fprintf(stderr, "tavreli: --tgn %s: %s\n", m.tgn_path, strerror(errno));
        status = CLI_BAD_INPUT;
    }
    match_report(&m.t, m.pl[0].name, m.pl[1].name, m.tc ? m.tc_text : NULL, m.time_losses);
out:
    player_free(&m.pl[0]);
    player_free(&m.pl[1]);
    for (int i = 0; i < m.opening_count; i++)
        free(m.openings[i]);
    free(m.openings);
    tav_time_control_free(m.tc);
    return status;
}
