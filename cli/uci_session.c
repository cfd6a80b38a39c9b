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
#include "uci_go.h"
#include "uci_session.h"

typedef struct cli_uci_session {
    cli_uci_config config;
    tav_engine *engine;
    tav_position *pos;
    int multipv;
    pthread_t worker;
    int searching; /* a worker exists and has not been joined */
    pthread_mutex_t out_lock;
    tav_limits limits;
    tav_position *search_pos;     /* the worker's copy */
    tav_move only[TAV_MAX_MOVES]; /* go searchmoves */
    int only_count;
    int pos_ok;          /* 0 after a rejected "position": no position to search */
    atomic_int done;     /* the worker has written its bestmove */
    atomic_int stopping; /* "stop" (or another command) ends the search */
    int pondering;       /* the worker's search is a "go ponder" */
    atomic_int ponderhit, ponder_over, ponder_ack;
    tav_uci_line in;   /* the line read (main thread) */
    tav_uci_line out;  /* a line written by the main thread */
    tav_uci_line info; /* a line written by the worker */
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

/* "position", read by the codec: the whole position or none (a bad TFEN
 * or a move that cannot be played rejects it). */
static void cmd_position(uci *u, int rc, const tav_error *err)
{
    const tav_uci_line *in = &u->in;
    tav_position *p = NULL;
    tav_error perr = TAV_ERROR_INIT;
    u->pos_ok = 0; /* until this command succeeds: never search the one before */
    if (rc != TAV_OK) {
        say(u, "info string position: %s; no position set\n", err->message);
        return;
    }
    if (tav_position_from_tfen(&p, in->fen ? in->fen : TAV_START_TFEN, &perr) != TAV_OK) {
        say(u, "info string position: %s; no position set\n", perr.message);
        return;
    }
    /* A move that cannot be played refuses the whole position: searching
     * the moves before it would answer for a game the host did not send. */
    for (int i = 0; i < in->list_count; i++) {
        tav_move m;
        tav_error merr = TAV_ERROR_INIT;
        if (tav_move_parse(p, in->list[i], &m, &merr) != TAV_OK || tav_position_push(p, m) != TAV_OK) {
            say(u, "info string position: move '%.40s' (move %d): %s; no position set\n", in->list[i], i + 1,
                merr.message[0] ? merr.message : "cannot be played");
            tav_position_free(p);
            return;
        }
    }
    tav_position_free(u->pos);
    u->pos = p;
    u->pos_ok = 1;
}

/* go searchmoves M1 M2 ...: an illegal one is named and left out. */
static void searchmoves(uci *u)
{
    u->only_count = 0;
    for (int i = 0; i < u->in.list_count; i++) {
        tav_move m;
        tav_error err = TAV_ERROR_INIT;
        if (tav_move_parse(u->pos, u->in.list[i], &m, &err) != TAV_OK)
            say(u, "info string go: searchmoves: '%.40s': %s: ignored\n", u->in.list[i], err.message);
        else if (u->only_count < TAV_MAX_MOVES)
            u->only[u->only_count++] = m;
    }
    if (u->in.list_count && !u->only_count)
        say(u, "info string go: searchmoves: no legal move given: searching every move\n");
}

static void say_to(void *user, const char *fmt, ...)
{
    uci *u = user;
    char text[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    say(u, "%s", text);
}

static void cmd_go(uci *u, const char *line, size_t len, int rc, tav_error *err)
{
    tav_limits l = TAV_LIMITS_INIT;
    u->only_count = 0;
    u->pondering = 0;
    if (!u->pos_ok) {
        say(u, "info string go: no position (the last 'position' command was rejected)\nbestmove (none)\n");
        return;
    }
    cli_uci_read_go(line, len, rc, err, &u->in, say_to, u);
    u->pondering = (u->in.flags & TAV_UCI_PONDER) != 0;
    searchmoves(u);
    cli_uci_go_limits(&u->in, rc != TAV_OK, &l, say_to, u);
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

/* "setoption name NAME [value VALUE]", read by the codec. */
static void cmd_setoption(uci *u, int rc)
{
    if (rc != TAV_OK) {
        say(u, "info string setoption: expected 'name NAME [value VALUE]'\n");
        return;
    }
    const char *name = u->in.name, *value = u->in.value;
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
    /* A carriage return inside the line (a GUI mixing line ends) separates
     * words as a space does, as it does for engines that read words with
     * the C++ stream: "\rgo\tdepth 1" is "go depth 1", and is answered. */
    for (char *cr = memchr(line, '\r', len); cr; cr = memchr(cr, '\r', len - (size_t)(cr - line)))
        *cr = ' ';
    tav_error err = TAV_ERROR_INIT;
    int rc = tav_uci_parse(line, len, &u->in, &err); /* the kind is known even with a bad field */
    char *rest = line, *cmd = next_token(&rest);
    if (!cmd)
        return 0;
    switch (u->in.kind) {
    case TAV_UCI_QUIT: return 1;
    case TAV_UCI_ISREADY: say(u, "readyok\n"); return 0;
    case TAV_UCI_STOP: finish_search(u); return 0;
    case TAV_UCI_PONDERHIT: ponder_hit(u); return 0;
    default: break;
    }
    /* Anything else changes state: a search still running is ended. */
    finish_search(u);
    switch (u->in.kind) {
    case TAV_UCI_UCI: cmd_uci(u); break;
    case TAV_UCI_UCINEWGAME: tav_engine_clear(u->engine); break;
    case TAV_UCI_POSITION: cmd_position(u, rc, &err); break;
    case TAV_UCI_GO:
        if (cmd + strlen(cmd) < line + len)
            cmd[strlen(cmd)] = ' '; /* next_token's cut: the line whole again */
        cmd_go(u, line, len, rc, &err);
        break;
    case TAV_UCI_SETOPTION: cmd_setoption(u, rc); break;
    case TAV_UCI_DEBUG:
    case TAV_UCI_REGISTER: break;
    default:
        if (strcmp(cmd, "d") == 0) { /* a debugging aid, not UCI */
            char tfen[TAV_TFEN_MAX + 1];
            tav_position_tfen(u->pos, tfen, sizeof tfen);
            say(u, "info string tfen %s\n", tfen);
        } else {
            say(u, "info string unknown command '%.40s'\n", cmd);
        }
    }
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
