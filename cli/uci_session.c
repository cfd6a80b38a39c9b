/* The UCI protocol's state machine (cli/uci_session.h, doc/engine.md).
 *
 * The caller gives commands line by line; a search runs on a worker
 * thread so that "stop", "ponderhit", "isready" and "quit" are answered
 * while it thinks. Output goes to the caller's writer whole lines at a time
 * under a mutex. Malformed input gets an "info string" and is otherwise
 * ignored: the engine never exits or hangs on bad input, and every "go"
 * gets its "bestmove" (a bad parameter is named and left out; after a
 * rejected "position" the answer is "bestmove (none)", never a search of
 * the position before).
 *
 * "go ponder": the search runs without limit until "ponderhit" or "stop".
 * At "ponderhit" that search is stopped and the move is searched again
 * under the go command's limits, counted from the ponderhit (the table
 * keeps what pondering found, so the new search regains its depth at
 * once); at "stop" the pondering search's move is the answer. */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <stdatomic.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include "engine_cli.h"
#include "uci_session.h"

typedef struct cli_uci_session {
    cli_uci_config config;
    tav_engine *engine;
    tav_position *pos;
    int multipv;
    pthread_t worker;
    int searching;                /* a worker exists and has not been joined */
    pthread_mutex_t out_lock;
    tav_limits limits;
    tav_position *search_pos;    /* the worker's copy */
    tav_move only[TAV_MAX_MOVES]; /* go searchmoves */
    int only_count;
    int pos_ok;                  /* 0 after a rejected "position": no position to search */
    atomic_int done;             /* the worker has written its bestmove */
    atomic_int stopping;         /* "stop" (or another command) ends the search */
    int pondering;               /* the worker's search is a "go ponder" */
    atomic_int ponderhit, ponder_over, ponder_ack;
    tav_uci_line in;             /* the line read (main thread) */
    tav_uci_line out;            /* a line written by the main thread */
    tav_uci_line info;           /* a line written by the worker */
} uci;

/* printf to the writer, one call per answer (a long one, as an echoed
 * token of any length, in a buffer of its size). */
static void say(uci *u, const char *fmt, ...)
{
    char small[512], *text = small;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(small, sizeof small, fmt, ap);
    va_end(ap);
    if (n < 0)
        return;
    if ((size_t)n >= sizeof small) {
        if (!(text = malloc((size_t)n + 1)))
            return;
        va_start(ap, fmt);
        vsnprintf(text, (size_t)n + 1, fmt, ap);
        va_end(ap);
    }
    pthread_mutex_lock(&u->out_lock);
    u->config.write(u->config.user, text, (size_t)n);
    pthread_mutex_unlock(&u->out_lock);
    if (text != small)
        free(text);
}

/* A line written by the codec (tavreli/uci.h), then cleared for the next. */
static void emit(uci *u, tav_uci_line *l)
{
    char text[TAV_UCI_LINE_MAX + 2];
    int n = tav_uci_write(l, text, sizeof text);
    if (n > 0) {
        pthread_mutex_lock(&u->out_lock);
        u->config.write(u->config.user, text, (size_t)n);
        pthread_mutex_unlock(&u->out_lock);
    }
    memset(l, 0, offsetof(tav_uci_line, store));
}

static void set_num(tav_uci_line *l, tav_uci_num which, long long v)
{
    l->num[which] = v;
    l->has |= TAV_UCI_HAS(which);
}

static void on_info(const tav_search_line *l, void *user)
{
    uci *u = user;
    tav_uci_line *o = &u->info;
    char pv[TAV_PV_MAX][TAV_MOVE_TEXT_MAX + 1];
    unsigned long long nps = l->time_ms ? l->nodes * 1000ull / l->time_ms : l->nodes * 1000ull;
    o->kind = TAV_UCI_INFO;
    set_num(o, TAV_UCI_DEPTH, l->depth);
    set_num(o, TAV_UCI_SELDEPTH, l->seldepth);
    set_num(o, TAV_UCI_MULTIPV, l->multipv);
    set_num(o, l->mate ? TAV_UCI_SCORE_MATE : TAV_UCI_SCORE_CP, l->mate ? l->mate : l->score_cp);
    set_num(o, TAV_UCI_NODES, (long long)l->nodes);
    set_num(o, TAV_UCI_NPS, (long long)nps);
    set_num(o, TAV_UCI_TIME, (long long)l->time_ms);
    o->list_kind = TAV_UCI_LIST_MOVES;
    for (int i = 0; i < l->pv_length && i < TAV_PV_MAX; i++) {
        tav_move_format(l->pv[i], pv[i], sizeof pv[i]);
        o->list[o->list_count++] = pv[i];
    }
    emit(u, o);
}

static void pause_ms(long ms)
{
    struct timespec ts = { 0, ms * 1000000L };
    nanosleep(&ts, NULL);
}

static int search(uci *u, const tav_limits *limits, tav_search_result *r)
{
    tav_limits l = *limits;
    if (u->config.max_nodes) { /* the session's bound: no search without an end */
        l.infinite = 0;
        if (!l.nodes || l.nodes > u->config.max_nodes)
            l.nodes = u->config.max_nodes;
    }
    int rc = tav_engine_search_moves(u->engine, u->search_pos, &l, u->only, u->only_count, r, on_info, u);
    if (rc != TAV_OK)
        say(u, "info string search failed: %s\n", tav_strerror(rc));
    return rc;
}

/* A ponder search: no limit until "ponderhit" or "stop"; at ponderhit
 * the real search (u->limits), whose clock starts now. */
static int ponder_then_search(uci *u, tav_search_result *r)
{
    tav_limits inf = u->limits;
    inf.infinite = 1;
    int rc = search(u, &inf, r);
    atomic_store(&u->ponder_over, 1);
    /* UCI: no bestmove while pondering, even when the search ended by itself */
    while (!(atomic_load(&u->ponderhit) && atomic_load(&u->ponder_ack)) && !atomic_load(&u->stopping))
        pause_ms(1);
    if (rc != TAV_OK || atomic_load(&u->stopping))
        return rc;
    return search(u, &u->limits, r);
}

static void search_and_report(uci *u)
{
    tav_search_result r;
    tav_uci_line *o = &u->info; /* on_info's during the search */
    char best[TAV_MOVE_TEXT_MAX + 1] = "(none)", ponder[TAV_MOVE_TEXT_MAX + 1] = "";
    if ((u->pondering ? ponder_then_search(u, &r) : search(u, &u->limits, &r)) == TAV_OK) {
        if (r.best_move == TAV_NO_MOVE) { /* mated or stalemated (R8) */
            o->kind = TAV_UCI_INFO;
            set_num(o, TAV_UCI_DEPTH, 0);
            set_num(o, r.end == TAV_END_CHECKMATE ? TAV_UCI_SCORE_MATE : TAV_UCI_SCORE_CP, 0);
            emit(u, o);
        } else {
            tav_move_format(r.best_move, best, sizeof best);
            if (r.lines[0].pv_length > 1)
                tav_move_format(r.lines[0].pv[1], ponder, sizeof ponder);
        }
    }
    o->kind = TAV_UCI_BESTMOVE;
    o->move = best;
    o->ponder = ponder[0] ? ponder : NULL;
    emit(u, o);
}

static void *run_search(void *arg)
{
    uci *u = arg;
    search_and_report(u);
    atomic_store(&u->done, 1);
    return NULL;
}

/* "ponderhit": the pondering search stops (repeated until it has ended,
 * as finish_search) and the worker searches again under the real limits. */
static void ponder_hit(uci *u)
{
    if (!u->searching || !u->pondering || atomic_load(&u->ponderhit))
        return;
    atomic_store(&u->ponderhit, 1);
    while (!atomic_load(&u->ponder_over) && !atomic_load(&u->done)) {
        tav_engine_stop(u->engine);
        pause_ms(1);
    }
    atomic_store(&u->ponder_ack, 1);
}

/* Stop a running search and wait for its bestmove. The stop is repeated
 * until the worker ends, so that a stop arriving just before the search
 * started cannot be lost. */
static void finish_search(uci *u)
{
    if (!u->searching)
        return;
    atomic_store(&u->stopping, 1);
    while (!atomic_load(&u->done)) {
        tav_engine_stop(u->engine);
        pause_ms(2);
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
    u->pos_ok = 0; /* until this command succeeds: never search the one before */
    if (!tok) {
        say(u, "info string position: expected 'startpos' or 'fen TFEN'; no position set\n");
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
                say(u, "info string position: TFEN too long; no position set\n");
                return;
            }
            if (len)
                tfen[len++] = ' ';
            memcpy(tfen + len, tok, n + 1);
            len += n;
        }
    } else {
        say(u, "info string position: expected 'startpos' or 'fen', not '%.40s'; no position set\n", tok);
        return;
    }
    if (tav_position_from_tfen(&p, tfen, &err) != TAV_OK) {
        say(u, "info string position: %s; no position set\n", err.message);
        return;
    }
    if (tok && strcmp(tok, "moves") != 0) {
        say(u, "info string position: expected 'moves', not '%.40s'; no position set\n", tok);
        tav_position_free(p);
        return;
    }
    /* A move that cannot be played refuses the whole position: searching
     * the moves before it would answer for a game the host did not send. */
    int played = 0;
    while (tok && (tok = next_token(&rest))) {
        tav_move m;
        tav_error merr = TAV_ERROR_INIT;
        if (tav_move_parse(p, tok, &m, &merr) != TAV_OK || tav_position_push(p, m) != TAV_OK) {
            say(u, "info string position: move '%.40s' (move %d): %s; no position set\n", tok, played + 1,
                merr.message[0] ? merr.message : "cannot be played");
            tav_position_free(p);
            return;
        }
        played++;
    }
    tav_position_free(u->pos);
    u->pos = p;
    u->pos_ok = 1;
}

/* A go parameter's number from lo to max; a bad one is named and left out
 * (the go still gets its bestmove). */
static int number(uci *u, const char *name, const char *tok, unsigned long long lo, unsigned long long max,
                  unsigned long long *v)
{
    /* depth: more than TAV_DEPTH_MAX is read as TAV_DEPTH_MAX (cmd_go) */
    unsigned long long shown = strcmp(name, "depth") == 0 ? TAV_DEPTH_MAX : max;
    if (!tok || !cli_parse_u64(tok, max, v) || *v < lo) {
        say(u, "info string go: '%s' needs a number from %llu to %llu, not '%.40s': ignored\n", name, lo, shown,
            tok ? tok : "(nothing)");
        return 0;
    }
    return 1;
}

static int is_go_word(const char *t)
{
    static const char *const words[] = { "searchmoves", "ponder", "wtime", "btime", "winc", "binc",
                                         "movestogo", "depth", "nodes", "mate", "movetime", "infinite" };
    for (size_t i = 0; i < sizeof words / sizeof *words; i++)
        if (strcmp(t, words[i]) == 0)
            return 1;
    return 0;
}

/* go searchmoves M1 M2 ...: the moves up to the next go word; an illegal
 * one is named and left out. Returns the next token (a go word) or NULL. */
static char *parse_searchmoves(uci *u, char **rest)
{
    char *tok;
    int given = 0;
    u->only_count = 0;
    while ((tok = next_token(rest)) && !is_go_word(tok)) {
        tav_move m;
        tav_error err = TAV_ERROR_INIT;
        given++;
        if (tav_move_parse(u->pos, tok, &m, &err) != TAV_OK)
            say(u, "info string go: searchmoves: '%.40s': %s: ignored\n", tok, err.message);
        else if (u->only_count < TAV_MAX_MOVES)
            u->only[u->only_count++] = m;
    }
    if (given && !u->only_count)
        say(u, "info string go: searchmoves: no legal move given: searching every move\n");
    return tok;
}

static void cmd_go(uci *u, char *rest)
{
    tav_limits l = TAV_LIMITS_INIT;
    char *tok, *pending = NULL;
    unsigned long long v;
    int any = 0, bad = 0;
    u->only_count = 0;
    u->pondering = 0;
    if (!u->pos_ok) {
        say(u, "info string go: no position (the last 'position' command was rejected)\nbestmove (none)\n");
        return;
    }
    while ((tok = pending ? pending : next_token(&rest))) {
        const unsigned long long big = 1ull << 50;
        pending = NULL;
        if (strcmp(tok, "infinite") == 0) {
            l.infinite = 1;
            any = 1;
            continue;
        }
        if (strcmp(tok, "ponder") == 0) {
            u->pondering = 1;
            continue;
        }
        if (strcmp(tok, "searchmoves") == 0) {
            pending = parse_searchmoves(u, &rest);
            continue;
        }
        char *arg = next_token(&rest);
        int ok = 1;
        if (strcmp(tok, "depth") == 0) {
            if ((ok = number(u, tok, arg, 1, big, &v))) {
                if (v > TAV_DEPTH_MAX) {
                    say(u, "info string go: depth %llu is more than %d: searching depth %d\n", v, TAV_DEPTH_MAX,
                        TAV_DEPTH_MAX);
                    v = TAV_DEPTH_MAX;
                }
                l.depth = (int)v;
            }
        } else if (strcmp(tok, "nodes") == 0) {
            if ((ok = number(u, tok, arg, 1, big, &v)))
                l.nodes = v;
        } else if (strcmp(tok, "movetime") == 0) {
            if ((ok = number(u, tok, arg, 1, big, &v)))
                l.movetime_ms = v;
        } else if (strcmp(tok, "mate") == 0) {
            if ((ok = number(u, tok, arg, 1, TAV_DEPTH_MAX / 2, &v)))
                l.mate = (int)v;
        } else if (strcmp(tok, "wtime") == 0 || strcmp(tok, "btime") == 0) {
            /* a negative clock (flag down) is read as 1 ms */
            if (arg && arg[0] == '-' && arg[1] >= '0' && arg[1] <= '9')
                arg = "1";
            if ((ok = number(u, tok, arg, 0, big, &v)))
                l.time_ms[tok[0] == 'b'] = v ? v : 1;
        } else if (strcmp(tok, "winc") == 0 || strcmp(tok, "binc") == 0) {
            if ((ok = number(u, tok, arg, 0, big, &v)))
                l.inc_ms[tok[0] == 'b'] = v;
        } else if (strcmp(tok, "movestogo") == 0) {
            if ((ok = number(u, tok, arg, 0, 10000, &v)))
                l.movestogo = (int)v;
        } else {
            say(u, "info string go: unknown parameter '%.40s': ignored\n", tok);
            ok = 0;
            if (arg && is_go_word(arg))
                pending = arg; /* the word after an unknown one is not its value */
        }
        any |= ok;
        bad |= !ok;
    }
    if (!any && bad) {
        say(u, "info string go: no valid limit: searching depth 1\n");
        l.depth = 1;
    } else if (!any) {
        l.infinite = 1; /* a bare "go" (or "go ponder" alone) thinks until "stop" */
    }
    l.multipv = u->multipv;
    u->limits = l;
    u->search_pos = tav_position_copy(u->pos);
    if (!u->search_pos) {
        say(u, "info string out of memory\nbestmove (none)\n");
        return;
    }
    atomic_store(&u->done, 0);
    atomic_store(&u->stopping, 0);
    atomic_store(&u->ponderhit, 0);
    atomic_store(&u->ponder_over, 0);
    atomic_store(&u->ponder_ack, 0);
    if (pthread_create(&u->worker, NULL, run_search, u) != 0) {
        tav_position_free(u->search_pos);
        u->search_pos = NULL;
        say(u, "info string cannot start a thread\nbestmove (none)\n");
        return;
    }
    u->searching = 1;
}

/* A search parameter of the engine (tav_engine_param_info): 1 when name
 * is one (a bad value is said), 0 otherwise. */
static int set_param(uci *u, const char *name, const char *value)
{
    for (int i = 0, n = tav_engine_param_count(); i < n; i++) {
        const char *pn;
        int lo, hi;
        tav_engine_param_info(i, &pn, NULL, &lo, &hi);
        if (strcasecmp(name, pn) != 0)
            continue;
        char *end = NULL;
        long v = value ? strtol(value, &end, 10) : 0;
        if (!value || !*value || *end || v < lo || v > hi || tav_engine_set_param(u->engine, pn, (int)v) != TAV_OK)
            say(u, "info string setoption: %s needs a value from %d to %d\n", pn, lo, hi);
        return 1;
    }
    return 0;
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
    size_t n = strlen(name);
    if (value) {
        *value = 0;
        value += 7;
        while (*value == ' ')
            value++;
        char *end = value + strlen(value);
        while (end > value && end[-1] == ' ')
            *--end = 0;
    }
    if (!value && n >= 6 && strcmp(name + n - 6, " value") == 0) {
        name[n - 6] = 0; /* "value" with nothing after it: an empty value */
        value = name + n;
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
        if (u->config.max_hash_mb && v > u->config.max_hash_mb)
            v = u->config.max_hash_mb;
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
    } else if (set_param(u, name, value)) {
        ;
    } else {
        say(u, "info string setoption: unknown option '%.40s'\n", name);
    }
}

static void say_option(uci *u, const char *name, tav_uci_option_type type, long long def, long long lo,
                       long long hi)
{
    tav_uci_line *o = &u->out;
    char text[24];
    o->kind = TAV_UCI_OPTION;
    o->name = name;
    o->option_type = type;
    if (type == TAV_UCI_SPIN) {
        snprintf(text, sizeof text, "%lld", def);
        o->value = text;
        set_num(o, TAV_UCI_MIN, lo);
        set_num(o, TAV_UCI_MAX, hi);
    } else if (type == TAV_UCI_COMBO) {
        o->value = "tavreli";
        o->list_kind = TAV_UCI_LIST_VARS;
        o->list[o->list_count++] = "tavreli";
    }
    emit(u, o);
}

static void cmd_uci(uci *u)
{
    char name[64];
    snprintf(name, sizeof name, "tavreli %s", tav_version_string());
    tav_uci_line *o = &u->out;
    o->kind = TAV_UCI_ID;
    o->name = "name";
    o->value = name;
    emit(u, o);
    o->kind = TAV_UCI_ID;
    o->name = "author";
    o->value = "the libtavreli authors";
    emit(u, o);
    say_option(u, "Hash", TAV_UCI_SPIN, TAV_ENGINE_HASH_DEFAULT, 1, 65536);
    say_option(u, "MultiPV", TAV_UCI_SPIN, 1, 1, TAV_MULTIPV_MAX);
    say_option(u, "UCI_Variant", TAV_UCI_COMBO, 0, 0, 0);
    say_option(u, "Clear Hash", TAV_UCI_BUTTON, 0, 0, 0);
    for (int i = 0, n = tav_engine_param_count(); i < n; i++) {
        const char *pn;
        int def, lo, hi;
        tav_engine_param_info(i, &pn, &def, &lo, &hi);
        say_option(u, pn, TAV_UCI_SPIN, def, lo, hi);
    }
    u->out.kind = TAV_UCI_UCIOK;
    emit(u, &u->out);
}

cli_uci_session *cli_uci_session_new(const cli_uci_config *config)
{
    uci *u = calloc(1, sizeof *u);
    if (!u)
        return NULL;
    u->config = *config;
    pthread_mutex_init(&u->out_lock, NULL);
    u->multipv = 1;
    u->pos_ok = 1;
    u->pos = tav_position_new();
    if (!u->pos || tav_engine_new(&u->engine, config->hash_mb) != TAV_OK) {
        tav_position_free(u->pos);
        pthread_mutex_destroy(&u->out_lock);
        free(u);
        return NULL;
    }
    return u;
}

const tav_position *cli_uci_session_position(const cli_uci_session *u)
{
    return u->pos_ok ? u->pos : NULL;
}

int cli_uci_session_line(cli_uci_session *u, char *line, size_t len)
{
    while (len > 0 && (line[len - 1] == '\n' || line[len - 1] == '\r'))
        line[--len] = 0;
    if (memchr(line, 0, len)) {
        say(u, "info string input: a NUL byte in the line, ignored\n");
        return 0;
    }
    line[len] = 0;
    char *rest = line, *cmd = next_token(&rest);
    if (!cmd)
        return 0;
    if (strcmp(cmd, "quit") == 0)
        return 1;
    if (strcmp(cmd, "isready") == 0) {
        say(u, "readyok\n");
        return 0;
    }
    if (strcmp(cmd, "stop") == 0) {
        finish_search(u);
        return 0;
    }
    if (strcmp(cmd, "ponderhit") == 0) {
        ponder_hit(u);
        return 0;
    }
    /* Anything else changes state: a search still running is ended. */
    finish_search(u);
    if (strcmp(cmd, "uci") == 0)
        cmd_uci(u);
    else if (strcmp(cmd, "ucinewgame") == 0)
        tav_engine_clear(u->engine);
    else if (strcmp(cmd, "position") == 0)
        cmd_position(u, rest);
    else if (strcmp(cmd, "go") == 0)
        cmd_go(u, rest);
    else if (strcmp(cmd, "setoption") == 0)
        cmd_setoption(u, rest);
    else if (strcmp(cmd, "d") == 0) {
        char tfen[TAV_TFEN_MAX + 1];
        tav_position_tfen(u->pos, tfen, sizeof tfen);
        say(u, "info string tfen %s\n", tfen);
    } else if (strcmp(cmd, "debug") == 0 || strcmp(cmd, "register") == 0)
        ;
    else
        say(u, "info string unknown command '%.40s'\n", cmd);
    return 0;
}

void cli_uci_session_free(cli_uci_session *u)
{
    if (!u)
        return;
    finish_search(u);
    tav_engine_free(u->engine);
    tav_position_free(u->pos);
    pthread_mutex_destroy(&u->out_lock);
    free(u);
}
