/* tavreli uci: the engine over the UCI protocol (doc/engine.md).
 *
 * The main thread reads commands line by line; a search runs on a worker
 * thread so that "stop", "isready" and "quit" are answered while it
 * thinks. Output is written whole lines at a time under a mutex and
 * flushed. Malformed input gets an "info string" and is otherwise
 * ignored: the engine never exits or hangs on bad input. */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <stdatomic.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include "args.h"
#include "cli.h"
#include "engine_cli.h"

typedef struct uci {
    tav_engine *engine;
    tav_position *pos;
    int multipv;
    pthread_t worker;
    int searching;                /* a worker exists and has not been joined */
    pthread_mutex_t out_lock;
    tav_limits limits;
    tav_position *search_pos;    /* the worker's copy */
    atomic_int done;             /* the worker has written its bestmove */
} uci;

static void say(uci *u, const char *fmt, ...)
{
    va_list ap;
    pthread_mutex_lock(&u->out_lock);
    va_start(ap, fmt);
    vfprintf(stdout, fmt, ap);
    va_end(ap);
    fflush(stdout);
    pthread_mutex_unlock(&u->out_lock);
}

static void on_info(const tav_search_line *l, void *user)
{
    uci *u = user;
    char score[32];
    cli_score_text(l, score, sizeof score);
    unsigned long long nps = l->time_ms ? l->nodes * 1000ull / l->time_ms : l->nodes * 1000ull;
    pthread_mutex_lock(&u->out_lock);
    printf("info depth %d seldepth %d multipv %d score %s nodes %llu nps %llu time %llu pv ",
           l->depth, l->seldepth, l->multipv, score, (unsigned long long)l->nodes, nps,
           (unsigned long long)l->time_ms);
    cli_print_pv(stdout, l);
    putchar('\n');
    fflush(stdout);
    pthread_mutex_unlock(&u->out_lock);
}

static void search_and_report(uci *u);

static void *run_search(void *arg)
{
    uci *u = arg;
    search_and_report(u);
    atomic_store(&u->done, 1);
    return NULL;
}

static void search_and_report(uci *u)
{
    tav_search_result r;
    char best[TAV_MOVE_TEXT_MAX + 1], ponder[TAV_MOVE_TEXT_MAX + 1];
    if (tav_engine_search(u->engine, u->search_pos, &u->limits, &r, on_info, u) != TAV_OK) {
        say(u, "info string search failed: bad limits\nbestmove (none)\n");
        return;
    }
    if (r.best_move == TAV_NO_MOVE) {
        say(u, "info depth 0 score %s\nbestmove (none)\n",
            r.end == TAV_END_CHECKMATE ? "mate 0" : "cp 0");
        return;
    }
    tav_move_format(r.best_move, best, sizeof best);
    if (r.lines[0].pv_length > 1) {
        tav_move_format(r.lines[0].pv[1], ponder, sizeof ponder);
        say(u, "bestmove %s ponder %s\n", best, ponder);
    } else {
        say(u, "bestmove %s\n", best);
    }
    return;
}

/* Stop a running search and wait for its bestmove. The stop is repeated
 * until the worker ends, so that a stop arriving just before the search
 * started cannot be lost. */
static void finish_search(uci *u)
{
    if (!u->searching)
        return;
    while (!atomic_load(&u->done)) {
        tav_engine_stop(u->engine);
        struct timespec ts = { 0, 2 * 1000000L };
        nanosleep(&ts, NULL);
    }
    pthread_join(u->worker, NULL);
    u->searching = 0;
    tav_position_free(u->search_pos);
    u->search_pos = NULL;
}

static char *next_token(char **s)
{
    char *p = *s;
    while (*p == ' ' || *p == '\t')
        p++;
    if (!*p) {
        *s = p;
        return NULL;
    }
    char *t = p;
    while (*p && *p != ' ' && *p != '\t')
        p++;
    if (*p)
        *p++ = 0;
    *s = p;
    return t;
}

static void cmd_position(uci *u, char *rest)
{
    char *tok = next_token(&rest);
    char tfen[1024];
    tav_position *p = NULL;
    tav_error err = TAV_ERROR_INIT;
    if (!tok) {
        say(u, "info string position: expected 'startpos' or 'fen TFEN'\n");
        return;
    }
    if (strcmp(tok, "startpos") == 0) {
        strcpy(tfen, TAV_START_TFEN);
        tok = next_token(&rest);
    } else if (strcmp(tok, "fen") == 0) {
        size_t len = 0;
        tfen[0] = 0;
        while ((tok = next_token(&rest)) && strcmp(tok, "moves") != 0) {
            size_t n = strlen(tok);
            if (len + n + 2 > sizeof tfen) {
                say(u, "info string position: TFEN too long\n");
                return;
            }
            if (len)
                tfen[len++] = ' ';
            memcpy(tfen + len, tok, n + 1);
            len += n;
        }
    } else {
        say(u, "info string position: expected 'startpos' or 'fen', not '%s'\n", tok);
        return;
    }
    if (tav_position_from_tfen(&p, tfen, &err) != TAV_OK) {
        say(u, "info string position: %s\n", err.message);
        return;
    }
    if (tok && strcmp(tok, "moves") != 0) {
        say(u, "info string position: expected 'moves', not '%s'\n", tok);
        tav_position_free(p);
        return;
    }
    if (tok) {
        while ((tok = next_token(&rest))) {
            tav_move m;
            tav_error merr = TAV_ERROR_INIT;
            if (tav_move_parse(p, tok, &m, &merr) != TAV_OK || tav_position_push(p, m) != TAV_OK) {
                say(u, "info string position: move '%s': %s (moves from here ignored)\n", tok,
                    merr.message[0] ? merr.message : "cannot be played");
                break;
            }
        }
    }
    tav_position_free(u->pos);
    u->pos = p;
}

static int number(uci *u, const char *name, const char *tok, unsigned long long max, unsigned long long *v)
{
    if (!tok || !cli_parse_u64(tok, max, v)) {
        say(u, "info string go: '%s' needs a number from 0 to %llu, not '%s'\n", name, max,
            tok ? tok : "(nothing)");
        return 0;
    }
    return 1;
}

static void cmd_go(uci *u, char *rest)
{
    tav_limits l = TAV_LIMITS_INIT;
    char *tok;
    unsigned long long v;
    int any = 0;
    while ((tok = next_token(&rest))) {
        const unsigned long long big = 1ull << 50;
        if (strcmp(tok, "infinite") == 0 || strcmp(tok, "ponder") == 0) {
            l.infinite = 1;
            continue;
        }
        char *arg = next_token(&rest);
        if (strcmp(tok, "depth") == 0) {
            if (!number(u, tok, arg, TAV_DEPTH_MAX, &v))
                return;
            l.depth = (int)v ? (int)v : 1;
        } else if (strcmp(tok, "nodes") == 0) {
            if (!number(u, tok, arg, big, &v))
                return;
            l.nodes = v ? v : 1;
        } else if (strcmp(tok, "movetime") == 0) {
            if (!number(u, tok, arg, big, &v))
                return;
            l.movetime_ms = v ? v : 1;
        } else if (strcmp(tok, "mate") == 0) {
            if (!number(u, tok, arg, TAV_DEPTH_MAX / 2, &v) || v == 0) {
                if (v == 0)
                    say(u, "info string go: mate needs a number of moves from 1\n");
                return;
            }
            l.mate = (int)v;
        } else if (strcmp(tok, "wtime") == 0 || strcmp(tok, "btime") == 0) {
            /* a negative clock (flag down) is read as 1 ms */
            if (arg && arg[0] == '-')
                arg = "1";
            if (!number(u, tok, arg, big, &v))
                return;
            l.time_ms[tok[0] == 'b'] = v ? v : 1;
        } else if (strcmp(tok, "winc") == 0 || strcmp(tok, "binc") == 0) {
            if (!number(u, tok, arg, big, &v))
                return;
            l.inc_ms[tok[0] == 'b'] = v;
        } else if (strcmp(tok, "movestogo") == 0) {
            if (!number(u, tok, arg, 10000, &v))
                return;
            l.movestogo = (int)v;
        } else {
            say(u, "info string go: unknown parameter '%s'\n", tok);
            return;
        }
        any = 1;
    }
    if (!any)
        l.infinite = 1; /* a bare "go" thinks until "stop" */
    l.multipv = u->multipv;
    u->limits = l;
    u->search_pos = tav_position_copy(u->pos);
    if (!u->search_pos) {
        say(u, "info string out of memory\nbestmove (none)\n");
        return;
    }
    atomic_store(&u->done, 0);
    if (pthread_create(&u->worker, NULL, run_search, u) != 0) {
        tav_position_free(u->search_pos);
        u->search_pos = NULL;
        say(u, "info string cannot start a thread\nbestmove (none)\n");
        return;
    }
    u->searching = 1;
}

static void cmd_setoption(uci *u, char *rest)
{
    char *name = strstr(rest, "name ");
    if (!name) {
        say(u, "info string setoption: expected 'name NAME [value VALUE]'\n");
        return;
    }
    name += 5;
    while (*name == ' ')
        name++;
    char *value = strstr(name, " value ");
    if (value) {
        *value = 0;
        value += 7;
        while (*value == ' ')
            value++;
        char *end = value + strlen(value);
        while (end > value && end[-1] == ' ')
            *--end = 0;
    }
    char *end = name + strlen(name);
    while (end > name && end[-1] == ' ')
        *--end = 0;
    unsigned long long v;
    if (strcasecmp(name, "Hash") == 0) {
        if (!value || !cli_parse_u64(value, 65536, &v) || v < 1) {
            say(u, "info string setoption: Hash needs a value from 1 to 65536 (MiB)\n");
            return;
        }
        if (tav_engine_set_hash(u->engine, (size_t)v) != TAV_OK)
            say(u, "info string setoption: no memory for %llu MiB, Hash kept at %zu\n", v,
                tav_engine_hash(u->engine));
    } else if (strcasecmp(name, "MultiPV") == 0) {
        if (!value || !cli_parse_u64(value, TAV_MULTIPV_MAX, &v) || v < 1) {
            say(u, "info string setoption: MultiPV needs a value from 1 to %d\n", TAV_MULTIPV_MAX);
            return;
        }
        u->multipv = (int)v;
    } else if (strcasecmp(name, "UCI_Variant") == 0) {
        if (!value || strcmp(value, "tavreli") != 0)
            say(u, "info string setoption: UCI_Variant has the single value 'tavreli'\n");
    } else if (strcasecmp(name, "Clear Hash") == 0) {
        tav_engine_clear(u->engine);
    } else {
        say(u, "info string setoption: unknown option '%s'\n", name);
    }
}

static void cmd_uci(uci *u)
{
    say(u, "id name tavreli %s\n"
           "id author the libtavreli authors\n"
           "option name Hash type spin default %d min 1 max 65536\n"
           "option name MultiPV type spin default 1 min 1 max %d\n"
           "option name UCI_Variant type combo default tavreli var tavreli\n"
           "option name Clear Hash type button\n"
           "uciok\n",
        tav_version_string(), TAV_ENGINE_HASH_DEFAULT, TAV_MULTIPV_MAX);
}

int cli_uci(int argc, char **argv)
{
    cli_args a; /* no options, no operands: cli/table.c */
    const cli_option *o;
    cli_args_init(&a, argc, argv);
    if ((o = cli_args_next(&a)))
        return cli_unhandled(&a, o);
    if (a.status >= 0)
        return a.status;
    uci u;
    memset(&u, 0, sizeof u);
    pthread_mutex_init(&u.out_lock, NULL);
    u.multipv = 1;
    u.pos = tav_position_new();
    if (!u.pos || tav_engine_new(&u.engine, 0) != TAV_OK) {
        fputs("tavreli: out of memory\n", stderr);
        tav_position_free(u.pos);
        return CLI_BAD_INPUT;
    }
    setvbuf(stdout, NULL, _IOLBF, 0);
    char *line = NULL;
    size_t cap = 0;
    ssize_t len;
    while ((len = getline(&line, &cap, stdin)) >= 0) {
        while (len > 0 && (line[len - 1] == '\n' || line[len - 1] == '\r'))
            line[--len] = 0;
        if ((size_t)len != strlen(line)) {
            say(&u, "info string input: a NUL byte in the line, ignored\n");
            continue;
        }
        char *rest = line, *cmd = next_token(&rest);
        if (!cmd)
            continue;
        if (strcmp(cmd, "quit") == 0)
            break;
        if (strcmp(cmd, "isready") == 0) {
            say(&u, "readyok\n");
            continue;
        }
        if (strcmp(cmd, "stop") == 0) {
            finish_search(&u);
            continue;
        }
        if (strcmp(cmd, "ponderhit") == 0)
            continue;
        /* Anything else changes state: a search still running is ended. */
        finish_search(&u);
        if (strcmp(cmd, "uci") == 0)
            cmd_uci(&u);
        else if (strcmp(cmd, "ucinewgame") == 0)
            tav_engine_clear(u.engine);
        else if (strcmp(cmd, "position") == 0)
            cmd_position(&u, rest);
        else if (strcmp(cmd, "go") == 0)
            cmd_go(&u, rest);
        else if (strcmp(cmd, "setoption") == 0)
            cmd_setoption(&u, rest);
        else if (strcmp(cmd, "d") == 0) {
            char tfen[TAV_TFEN_MAX + 1];
            tav_position_tfen(u.pos, tfen, sizeof tfen);
            say(&u, "info string tfen %s\n", tfen);
        } else if (strcmp(cmd, "debug") == 0 || strcmp(cmd, "register") == 0)
            ;
        else
            say(&u, "info string unknown command '%.40s'\n", cmd);
    }
    finish_search(&u);
    free(line);
    tav_engine_free(u.engine);
    tav_position_free(u.pos);
    pthread_mutex_destroy(&u.out_lock);
    return CLI_OK;
}
