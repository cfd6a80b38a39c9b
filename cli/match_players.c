/* The players of tavreli match. A UCI program runs under /bin/sh -c with
 * pipes on its standard input and output; every read waits with poll() up
 * to a deadline, so an engine that hangs or dies never blocks the match. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "engine_cli.h"
#include "match.h"
#include "tavb.h"

uint64_t match_rng_next(uint64_t *s) { return tav_random_next(s); }

uint64_t match_now_ms(void) { return tav_now_ms(); }

static int parse_builtin(player *p, const char *args)
{
    char copy[512];
    snprintf(copy, sizeof copy, "%s", args);
    for (char *save, *kv = strtok_r(copy, ",", &save); kv; kv = strtok_r(NULL, ",", &save)) {
        char *eq = strchr(kv, '=');
        unsigned long long v;
        if (!eq || !cli_parse_u64(eq + 1, 1ull << 50, &v))
            return 0;
        *eq = 0;
        if (strcmp(kv, "depth") == 0 && v >= 1 && v <= TAV_DEPTH_MAX)
            p->own.depth = (int)v;
        else if (strcmp(kv, "nodes") == 0 && v >= 1)
            p->own.nodes = v;
        else if (strcmp(kv, "movetime") == 0 && v >= 1)
            p->own.movetime_ms = v;
        else if (strcmp(kv, "hash") == 0 && v >= 1 && v <= TAV_ENGINE_HASH_MAX)
            p->hash_mb = (size_t)v;
        else
            return 0;
    }
    return 1;
}

int player_init(player *p, const char *spec)
{
    memset(p, 0, sizeof *p);
    p->pid = -1;
    p->to_fd = p->from_fd = -1;
    snprintf(p->spec, sizeof p->spec, "%s", spec);
    snprintf(p->name, sizeof p->name, "%s", spec);
    if (strcmp(spec, "random") == 0) {
        p->kind = PLAYER_RANDOM;
    } else if (strcmp(spec, "greedy") == 0) {
        p->kind = PLAYER_GREEDY;
    } else if (strncmp(spec, "builtin", 7) == 0 && (spec[7] == 0 || spec[7] == ':')) {
        p->kind = PLAYER_BUILTIN;
        if (spec[7] && !parse_builtin(p, spec + 8)) {
            fprintf(stderr, "tavreli: bad engine '%s' (builtin:depth=1..%d,nodes=N,movetime=MS,hash=1..%d MB)\n",
                    spec, TAV_DEPTH_MAX, (int)TAV_ENGINE_HASH_MAX);
            return 0;
        }
        if (tav_engine_new(&p->engine, p->hash_mb) != TAV_OK) {
            fputs("tavreli: out of memory\n", stderr);
            return 0;
        }
    } else if (spec[0]) {
        p->kind = PLAYER_UCI;
    } else {
        fputs("tavreli: empty engine command\n", stderr);
        return 0;
    }
    return 1;
}

static void kill_program(player *p)
{
    if (p->pid > 0) {
        kill(-p->pid, SIGKILL);
        kill(p->pid, SIGKILL);
        waitpid(p->pid, NULL, 0);
    }
    if (p->to_fd >= 0)
        close(p->to_fd);
    if (p->from_fd >= 0)
        close(p->from_fd);
    p->pid = -1;
    p->to_fd = p->from_fd = -1;
    p->buf_len = 0;
}

static int start_program(player *p)
{
    int in[2], out[2];
    if (pipe(in) != 0)
        return 0;
    if (pipe(out) != 0) {
        close(in[0]);
        close(in[1]);
        return 0;
    }
    pid_t pid = fork();
    if (pid < 0) {
        close(in[0]);
        close(in[1]);
        close(out[0]);
        close(out[1]);
        return 0;
    }
    if (pid == 0) {
        setpgid(0, 0); /* its own process group: a kill reaches its children */
        dup2(in[0], 0);
        dup2(out[1], 1);
        close(in[0]);
        close(in[1]);
        close(out[0]);
        close(out[1]);
        execl("/bin/sh", "sh", "-c", p->spec, (char *)NULL);
        _exit(127);
    }
    close(in[0]);
    close(out[1]);
    fcntl(in[1], F_SETFD, FD_CLOEXEC);
    fcntl(out[0], F_SETFD, FD_CLOEXEC);
    p->pid = pid;
    p->to_fd = in[1];
    p->from_fd = out[0];
    p->buf_len = 0;
    return 1;
}

static int send_line(player *p, const char *text)
{
    size_t n = strlen(text), done = 0;
    while (done < n) {
        ssize_t w = write(p->to_fd, text + done, n - done);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            return 0;
        done += (size_t)w;
    }
    return 1;
}


/* Read one line into line (NUL-terminated, no new line) before deadline.
 * Returns PLAY_OK, PLAY_CRASH (end of file) or PLAY_HANG. */
static int read_line(player *p, char *line, size_t size, uint64_t deadline)
{
    for (;;) {
        char *nl = memchr(p->buf, '\n', p->buf_len);
        if (nl || p->buf_len == sizeof p->buf) {
            size_t n = nl ? (size_t)(nl - p->buf) : p->buf_len;
            size_t c = n < size - 1 ? n : size - 1;
            memcpy(line, p->buf, c);
            line[c] = 0;
            if (c && line[c - 1] == '\r')
                line[c - 1] = 0;
            size_t used = nl ? n + 1 : n;
            memmove(p->buf, p->buf + used, p->buf_len - used);
            p->buf_len -= used;
            return PLAY_OK;
        }
        uint64_t now = match_now_ms();
        if (now >= deadline)
            return PLAY_HANG;
        /* poll waits at most INT_MAX ms: a longer wait is several polls
         * (a cast would truncate 2^32 ms to 0) */
        uint64_t left = deadline - now;
        struct pollfd pf = { p->from_fd, POLLIN, 0 };
        int r = poll(&pf, 1, deadline == MATCH_NO_DEADLINE ? -1 : left > INT_MAX ? INT_MAX
                                                                                 : (int)left);
        if (r < 0 && errno == EINTR)
            continue;
        if (r == 0)
            continue; /* the deadline is checked above */
        ssize_t got = read(p->from_fd, p->buf + p->buf_len, sizeof p->buf - p->buf_len);
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0)
            return PLAY_CRASH;
        p->buf_len += (size_t)got;
    }
}

/* An "info" line read by the codec (tavreli/uci.h): its depth and its
 * score (cp or mate) into *info. A line with a junk field is skipped. */
static void read_info(const tav_uci_line *l, move_info *info)
{
    int mate = (l->has & TAV_UCI_HAS(TAV_UCI_SCORE_MATE)) != 0;
    if (!mate && !(l->has & TAV_UCI_HAS(TAV_UCI_SCORE_CP)))
        return;
    long long v = l->num[mate ? TAV_UCI_SCORE_MATE : TAV_UCI_SCORE_CP];
    if (v < -100000 || v > 100000) /* not a score this runner keeps */
        return;
    info->has_score = 1;
    info->mate = mate ? (int)v : 0;
    info->cp = mate ? 0 : (int)v;
    if ((l->has & TAV_UCI_HAS(TAV_UCI_DEPTH)) && l->num[TAV_UCI_DEPTH] > 0 && l->num[TAV_UCI_DEPTH] <= 100000)
        info->depth = (int)l->num[TAV_UCI_DEPTH];
}

/* Wait for a line of the given kind (read by the codec, which knows the
 * kind even of a line with a bad field); others are skipped, info lines
 * read into *info when it is not NULL. */
static int expect(player *p, tav_uci_kind kind, char *line, size_t size, uint64_t deadline, move_info *info,
                  tav_uci_line *l)
{
    for (;;) {
        int r = read_line(p, line, size, deadline);
        if (r != PLAY_OK)
            return r;
        int rc = tav_uci_parse(line, strlen(line), l, NULL);
        if (l->kind == kind)
            return PLAY_OK;
        if (info && rc == TAV_OK && l->kind == TAV_UCI_INFO)
            read_info(l, info);
    }
}

static int failed(player *p, int why, char *reason, size_t size, const char *what, unsigned long long ms)
{
    if (why == PLAY_CRASH)
        snprintf(reason, size, "%s crashed (%s)", p->name, what);
    else
        snprintf(reason, size, "%s hung (%s, no answer within %llu ms)", p->name, what, ms);
    kill_program(p);
    return why;
}

/* Send a line the UCI codec wrote (tavb_uci_*: a new string without its
 * new line, freed here; NULL when it could not be written, err saying
 * why). PLAY_OK; PLAY_TOO_LONG when the game does not fit in a line
 * (TAV_ELIMIT: the program keeps running); else PLAY_CRASH, the program
 * killed (player_move's contract), reason the codec's message when the
 * line was not written. */
static int send_written(player *p, char *text, const tav_error *err, char *reason, size_t size, const char *what)
{
    if (!text) {
        snprintf(reason, size, "%s: %s", what, err->message);
        if (err->code == TAV_ELIMIT)
            return PLAY_TOO_LONG;
        kill_program(p);
        return PLAY_CRASH;
    }
    int sent = send_line(p, text) && send_line(p, "\n");
    free(text);
    return sent ? PLAY_OK : failed(p, PLAY_CRASH, reason, size, what, 0);
}

/* "uci" answered: the engine's id name (unless --name), whether it offers
 * UCI_Variant (then set to tavreli), then the --option settings. */
static int handshake(player *p, char *line, size_t size, uint64_t deadline, tav_uci_line *l)
{
    int variant = 0;
    for (;;) {
        int r = read_line(p, line, size, deadline);
        if (r != PLAY_OK)
            return r;
        int rc = tav_uci_parse(line, strlen(line), l, NULL);
        if (l->kind == TAV_UCI_UCIOK)
            break;
        if (rc != TAV_OK)
            continue;
        if (l->kind == TAV_UCI_ID && strcmp(l->name, "name") == 0 && !p->named)
            snprintf(p->name, sizeof p->name, "%s", l->value);
        else if (l->kind == TAV_UCI_OPTION) {
            player_declare_option(p, line); /* for player_check_options */
            variant |= strcmp(l->name, "UCI_Variant") == 0;
        }
    }
    tav_error err;
    char reason[160];
    if (variant && send_written(p, tavb_uci_setoption("UCI_Variant", "tavreli", &err), &err, reason, sizeof reason, "setoption") != PLAY_OK)
        return PLAY_CRASH;
    for (int i = 0; i < p->option_count; i++) { /* NAME=VALUE, checked when the match was set up */
        char name[256];
        const char *eq = strchr(p->options[i], '=');
        snprintf(name, sizeof name, "%.*s", (int)(eq - p->options[i]), p->options[i]);
        if (send_written(p, tavb_uci_setoption(name, eq + 1, &err), &err, reason, sizeof reason, "setoption") != PLAY_OK)
            return PLAY_CRASH;
    }
    return PLAY_OK;
}

int player_new_game(player *p, uint64_t seed, const move_limits *lim, char *reason, size_t size)
{
    char line[8192];
    static _Thread_local tav_uci_line l;
    p->rng = seed;
    if (p->kind == PLAYER_BUILTIN)
        tav_engine_clear(p->engine);
    if (p->kind != PLAYER_UCI)
        return PLAY_OK;
    unsigned long long wait = lim->timeout_ms;
    if (p->pid < 0) {
        if (!start_program(p)) {
            snprintf(reason, size, "%s cannot be started", p->name);
            return PLAY_CRASH;
        }
        if (!send_line(p, "uci\n"))
            return failed(p, PLAY_CRASH, reason, size, "uci", 0);
        int r = handshake(p, line, sizeof line, match_now_ms() + wait, &l);
        if (r != PLAY_OK)
            return failed(p, r, reason, size, "uci", wait);
    }
    if (!send_line(p, "ucinewgame\nisready\n"))
        return failed(p, PLAY_CRASH, reason, size, "isready", 0);
    int r = expect(p, TAV_UCI_READYOK, line, sizeof line, match_now_ms() + wait, NULL, &l);
    return r == PLAY_OK ? PLAY_OK : failed(p, r, reason, size, "isready", wait);
}

/* Greedy's view of a move: the engine's static evaluation of the position
 * after it (tav_evaluate, for the side then to move, so negated), the same
 * the search uses at its leaves; a checkmate above everything. */
static int greedy_value(const tav_position *after)
{
    if (tav_position_end(after) == TAV_END_CHECKMATE)
        return 1 << 29;
    return -tav_evaluate(after);
}

static tav_move baseline_move(player *p, const tav_position *pos)
{
    tav_move mv[TAV_MAX_MOVES];
    int n = tav_position_legal_moves(pos, mv, TAV_MAX_MOVES);
    if (n <= 0)
        return TAV_NO_MOVE;
    if (p->kind == PLAYER_RANDOM)
        return mv[match_rng_next(&p->rng) % (uint64_t)n];
    tav_position *w = tav_position_copy(pos);
    int best = -(1 << 30), ties = 0;
    tav_move pick = mv[0];
    for (int i = 0; w && i < n; i++) {
        tav_position_push(w, mv[i]);
        int v = greedy_value(w);
        tav_position_pop(w, NULL);
        if (v > best) {
            best = v;
            ties = 1;
            pick = mv[i];
        } else if (v == best && match_rng_next(&p->rng) % (uint64_t)++ties == 0) {
            pick = mv[i]; /* reservoir choice: uniform among the ties */
        }
    }
    tav_position_free(w);
    return pick;
}

static int uci_move(player *p, const tav_position *pos, const move_limits *lim,
                    tav_move *out, move_info *info, char *reason, size_t size)
{
    char line[8192];
    static _Thread_local tav_uci_line l, go;
    tav_error err;
    /* isready after the new position: a stray bestmove of an earlier go is
     * read (and dropped) before this move's go */
    int r = send_written(p, tavb_uci_position(pos, &err), &err, reason, size, "position");
    if (r != PLAY_OK)
        return r;
    if (!send_line(p, "isready\n"))
        return failed(p, PLAY_CRASH, reason, size, "isready", 0);
    r = expect(p, TAV_UCI_READYOK, line, sizeof line, match_now_ms() + lim->timeout_ms, NULL, &l);
    if (r != PLAY_OK)
        return failed(p, r, reason, size, "isready", lim->timeout_ms);
    memset(&go, 0, sizeof go);
    go.kind = TAV_UCI_GO;
    if (lim->timed) { /* R13 clocks as UCI has them (doc/engine.md: delays as increments) */
        tavb_uci_set_num(&go, TAV_UCI_WTIME, (long long)lim->time_ms[TAV_WHITE]);
        tavb_uci_set_num(&go, TAV_UCI_BTIME, (long long)lim->time_ms[TAV_BLACK]);
        tavb_uci_set_num(&go, TAV_UCI_WINC, (long long)lim->inc_ms[TAV_WHITE]);
        tavb_uci_set_num(&go, TAV_UCI_BINC, (long long)lim->inc_ms[TAV_BLACK]);
        if (lim->movestogo)
            tavb_uci_set_num(&go, TAV_UCI_MOVESTOGO, lim->movestogo);
    } else if (lim->depth) {
        tavb_uci_set_num(&go, TAV_UCI_DEPTH, lim->depth);
    } else if (lim->nodes) {
        tavb_uci_set_num(&go, TAV_UCI_NODES, (long long)lim->nodes);
    } else {
        tavb_uci_set_num(&go, TAV_UCI_MOVETIME, (long long)lim->movetime_ms);
    }
    r = send_written(p, tavb_uci_write(&go, &err), &err, reason, size, "go");
    if (r != PLAY_OK)
        return r;
    /* a deadline with a clock or a move time; at a fixed depth or node
     * count only when the user gave --timeout */
    unsigned long long wait = lim->timed || lim->movetime_ms || lim->timeout_set
                                  ? (lim->timed ? lim->deadline_ms : lim->movetime_ms) + lim->timeout_ms
                                  : MATCH_NO_DEADLINE;
    r = expect(p, TAV_UCI_BESTMOVE, line, sizeof line,
               wait == MATCH_NO_DEADLINE ? MATCH_NO_DEADLINE : match_now_ms() + wait, info, &l);
    if (r != PLAY_OK)
        return failed(p, r, reason, size, "go", wait);
    const char *text = l.move ? l.move : "";
    tav_move ponder;
    /* the move checked as every client of the library checks it (the binding tier's
     * tavb_uci_bestmove); "(none)" is no move to play either */
    if (tavb_uci_bestmove(pos, &l, out, &ponder, NULL) != TAV_OK || *out == TAV_NO_MOVE) {
        char shown[40];
        size_t k = 0;
        for (const char *c = text; *c && k < sizeof shown - 1; c++)
            shown[k++] = (*c >= 32 && *c < 127 && *c != '"') ? *c : '?';
        shown[k] = 0;
        snprintf(reason, size, "%s played an illegal or unreadable move '%s'", p->name, shown);
        return PLAY_ILLEGAL;
    }
    return PLAY_OK;
}

int player_move(player *p, const tav_position *pos, const move_limits *lim,
                tav_move *out, move_info *info, char *reason, size_t size)
{
    *out = TAV_NO_MOVE;
    memset(info, 0, sizeof *info);
    if (p->kind == PLAYER_UCI)
        return uci_move(p, pos, lim, out, info, reason, size);
    if (p->kind == PLAYER_BUILTIN) {
        tav_limits l = TAV_LIMITS_INIT;
        tav_search_result r;
        l.depth = p->own.depth ? p->own.depth : p->own.nodes || p->own.movetime_ms ? 0
                                                                                   : lim->depth;
        l.nodes = p->own.nodes ? p->own.nodes : p->own.depth || p->own.movetime_ms ? 0
                                                                                   : lim->nodes;
        l.movetime_ms = p->own.movetime_ms             ? p->own.movetime_ms
                        : p->own.depth || p->own.nodes ? 0
                                                       : lim->movetime_ms;
        if (lim->timed && !p->own.depth && !p->own.nodes && !p->own.movetime_ms) {
            for (int c = 0; c < 2; c++) {
                l.time_ms[c] = lim->time_ms[c] ? lim->time_ms[c] : 1; /* 0 would mean no clock */
                l.inc_ms[c] = lim->inc_ms[c];
            }
            l.movestogo = lim->movestogo;
        }
        tav_engine_search(p->engine, pos, &l, &r, NULL, NULL);
        *out = r.best_move;
        if (r.line_count > 0) {
            info->has_score = 1;
            info->cp = r.lines[0].score_cp;
            info->mate = r.lines[0].mate;
            info->depth = r.depth;
        }
    } else {
        *out = baseline_move(p, pos);
    }
    if (*out == TAV_NO_MOVE) {
        snprintf(reason, size, "%s found no move", p->name);
        return PLAY_NONE;
    }
    return PLAY_OK;
}

void player_free(player *p)
{
    if (p->kind == PLAYER_UCI && p->pid > 0) {
        send_line(p, "quit\n");
        struct timespec ts = { 0, 50 * 1000000L };
        nanosleep(&ts, NULL);
    }
    kill_program(p);
    tav_engine_free(p->engine);
    p->engine = NULL;
}
