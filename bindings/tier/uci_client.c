/* The protocol side of a UCI client (python-chess's chess.engine shape,
 * doc/engine.md), for the languages: the go line of limits in seconds,
 * what a line of the handshake declares, an option line, and each line of
 * a running search read against its position, as JSON texts that a binding
 * reads with its own JSON reader. Moves are tav_move values (the position's
 * legal moves, flags and all). The binding keeps the process, its pipe and
 * its deadlines. */
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tier_impl.h"

/* A JSON text being written: sized for the longest a line can give (every
 * byte of a line escaped, a list of moves at its longest). */
typedef struct {
    char *p;
    size_t n, cap;
} jbuf;

enum { JSON_CAP = 6 * (TAV_UCI_LINE_MAX + 2) + 24 * TAV_UCI_LIST_MAX + 1024 };

static void put(jbuf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int k = b->n < b->cap ? vsnprintf(b->p + b->n, b->cap - b->n, fmt, ap) : 0;
    va_end(ap);
    b->n += k > 0 ? (size_t)k : 0;
}

/* s as a JSON string (null for NULL). */
static void put_str(jbuf *b, const char *s)
{
    if (!s) {
        put(b, "null");
        return;
    }
    put(b, "\"");
    for (const unsigned char *c = (const unsigned char *)s; *c; c++) {
        if (*c == '"' || *c == '\\')
            put(b, "\\%c", *c);
        else if (*c < 0x20 || *c == 0x7f)
            put(b, "\\u%04x", *c);
        else
            put(b, "%c", *c);
    }
    put(b, "\"");
}

/* The finished text, or NULL (err: out of memory) when it did not fit. */
static char *done(jbuf *b, tav_error *err)
{
    if (b->p && b->n < b->cap)
        return b->p;
    free(b->p);
    tavb_set_status(err, TAV_ENOMEM, "UCI client JSON");
    return NULL;
}

static jbuf jbuf_new(void)
{
    jbuf b = { malloc(JSON_CAP), 0, JSON_CAP };
    if (!b.p)
        b.cap = 0;
    return b;
}

/* text parsed into a new line (freed by the caller), or NULL with err set
 * (the line, if any, is freed). */
static tav_uci_line *parse(const char *text, tav_error *err, int *rc)
{
    tav_uci_line *l = calloc(1, sizeof *l);
    *rc = l ? tavb_uci_parse(text, l, err) : TAV_ENOMEM;
    if (!l)
        tavb_set_status(err, TAV_ENOMEM, "UCI line");
    return l;
}

char *tavb_uci_go(double time_s, double wclock, double bclock, double winc, double binc, long long depth,
                  long long nodes, long long mate, long long movestogo, tav_error *err)
{
    static const int timed[] = { TAV_UCI_MOVETIME, TAV_UCI_WTIME, TAV_UCI_BTIME, TAV_UCI_WINC, TAV_UCI_BINC };
    static const int counted[] = { TAV_UCI_DEPTH, TAV_UCI_NODES, TAV_UCI_MATE, TAV_UCI_MOVESTOGO };
    const double seconds[] = { time_s, wclock, bclock, winc, binc };
    const long long counts[] = { depth, nodes, mate, movestogo };
    tav_uci_line *line = calloc(1, sizeof *line);
    if (!line) {
        tavb_set_status(err, TAV_ENOMEM, "go");
        return NULL;
    }
    line->kind = TAV_UCI_GO;
    for (int i = 0; i < 5; i++) {
        if (!(seconds[i] >= 0)) /* negative or NaN: not given */
            continue;
        if (seconds[i] * 1000 >= 9e18) {
            free(line);
            tavb_set_status(err, TAV_ELIMIT, "go: a time of 9e15 seconds or more");
            return NULL;
        }
        /* milliseconds, rounded half to even; a time to think is at least 1 */
        long long ms = (long long)nearbyint(seconds[i] * 1000);
        int inc = timed[i] == TAV_UCI_WINC || timed[i] == TAV_UCI_BINC;
        tavb_uci_set_num(line, timed[i], inc || ms > 0 ? ms : 1);
    }
    for (int i = 0; i < 4; i++)
        if (counts[i] >= 0)
            tavb_uci_set_num(line, counted[i], counts[i]);
    if (!line->has)
        line->flags = TAV_UCI_INFINITE;
    char *text = tavb_uci_write(line, err);
    free(line);
    return text;
}

/* The option of l as a JSON object: python-chess's Option fields. */
static void put_option(jbuf *b, const tav_uci_line *l)
{
    static const char *const types[] = { "", "check", "spin", "combo", "button", "string" };
    int t = l->option_type >= TAV_UCI_CHECK && l->option_type <= TAV_UCI_STRING ? (int)l->option_type : 0;
    put(b, "{\"name\": ");
    put_str(b, l->name);
    put(b, ", \"type\": \"%s\", \"default\": ", types[t]);
    char *end = NULL;
    errno = 0;
    long long v = l->value && t == TAV_UCI_SPIN ? strtoll(l->value, &end, 10) : 0;
    if (t == TAV_UCI_SPIN)
        put(b, end && end != l->value && !*end && !errno ? "%lld" : "null", v);
    else if (t == TAV_UCI_CHECK && l->value)
        put(b, strcmp(l->value, "true") == 0 ? "true" : "false");
    else
        put_str(b, l->value);
    for (int k = TAV_UCI_MIN; k <= TAV_UCI_MAX; k++)
        put(b, l->has & TAV_UCI_HAS(k) ? ", \"%s\": %lld" : ", \"%s\": null", k == TAV_UCI_MIN ? "min" : "max",
            l->num[k]);
    put(b, ", \"var\": [");
    for (int i = 0; i < l->list_count; i++) {
        put(b, i ? ", " : "");
        put_str(b, tav_uci_list_at(l, i));
    }
    put(b, "]}");
}

char *tavb_uci_option_json(const char *text, tav_error *err)
{
    int rc;
    tav_uci_line *l = parse(text, err, &rc);
    jbuf b = jbuf_new();
    if (l && rc == TAV_OK && l->kind == TAV_UCI_OPTION) {
        put_option(&b, l);
        free(l);
        return done(&b, err);
    }
    if (l && rc == TAV_OK && err) {
        err->code = TAV_EINVAL;
        snprintf(err->message, sizeof err->message, "not an option line: '%.150s'", text);
    }
    free(l);
    free(b.p);
    return NULL;
}

char *tavb_uci_handshake_json(const char *text, tav_error *err)
{
    int rc;
    tav_uci_line *l = parse(text, err, &rc);
    jbuf b = jbuf_new();
    if (l && rc == TAV_OK && l->kind == TAV_UCI_ID) {
        put(&b, "{\"id\": {");
        put_str(&b, l->name);
        put(&b, ": ");
        put_str(&b, l->value);
        put(&b, "}}");
    } else if (l && rc == TAV_OK && l->kind == TAV_UCI_OPTION) {
        put(&b, "{\"option\": ");
        put_option(&b, l);
        put(&b, "}");
    } else if (l && (l->kind == TAV_UCI_ID || l->kind == TAV_UCI_OPTION)) {
        free(l);
        free(b.p);
        return NULL; /* err: the codec's message */
    } else {
        put(&b, "{}");
    }
    free(l);
    tav_error_init(err);
    return done(&b, err);
}

/* ", " unless first in its object, then "key": . */
static void put_key(jbuf *b, const char *key)
{
    put(b, "%s\"%s\": ", b->n && b->n <= b->cap && b->p[b->n - 1] == '{' ? "" : ", ", key);
}

/* The info of l as python-chess's InfoDict keys: a pv up to its first
 * move pos does not allow, a currmove only when legal. */
static void put_info(jbuf *b, const tav_position *pos, const tav_uci_line *l)
{
    static const struct {
        const char *key;
        int which;
    } numbers[] = { { "depth", TAV_UCI_DEPTH }, { "seldepth", TAV_UCI_SELDEPTH }, { "multipv", TAV_UCI_MULTIPV }, { "nodes", TAV_UCI_NODES }, { "nps", TAV_UCI_NPS }, { "hashfull", TAV_UCI_HASHFULL }, { "tbhits", TAV_UCI_TBHITS }, { "cpuload", TAV_UCI_CPULOAD }, { "currmovenumber", TAV_UCI_CURRMOVENUMBER } };
    put(b, "{");
    for (size_t i = 0; i < sizeof numbers / sizeof numbers[0]; i++) {
        if (l->has & TAV_UCI_HAS(numbers[i].which)) {
            put_key(b, numbers[i].key);
            put(b, "%lld", l->num[numbers[i].which]);
        }
    }
    if (l->has & TAV_UCI_HAS(TAV_UCI_TIME)) {
        put_key(b, "time");
        put(b, "%.17g", (double)l->num[TAV_UCI_TIME] / 1000.0);
    }
    int mate = (l->has & TAV_UCI_HAS(TAV_UCI_SCORE_MATE)) != 0;
    if (mate || (l->has & TAV_UCI_HAS(TAV_UCI_SCORE_CP))) {
        put_key(b, "score");
        put(b, "{\"%s\": %lld}", mate ? "mate" : "cp", l->num[mate ? TAV_UCI_SCORE_MATE : TAV_UCI_SCORE_CP]);
        put(b, l->flags & TAV_UCI_LOWERBOUND ? ", \"lowerbound\": true" : "");
        put(b, l->flags & TAV_UCI_UPPERBOUND ? ", \"upperbound\": true" : "");
    }
    tav_move m;
    if (l->move && tav_move_parse(pos, l->move, &m, NULL) == TAV_OK) {
        put_key(b, "currmove");
        put(b, "%u", (unsigned)m);
    }
    if (l->list_count) {
        tav_position *board = tav_position_copy(pos);
        put_key(b, "pv");
        put(b, "[");
        for (int i = 0; board && i < l->list_count; i++) {
            if (tav_move_parse(board, tav_uci_list_at(l, i), &m, NULL) != TAV_OK || tav_position_push(board, m) != TAV_OK)
                break;
            put(b, "%s%u", i ? ", " : "", (unsigned)m);
        }
        put(b, "]");
        tav_position_free(board);
    }
    if (l->string) {
        put_key(b, "string");
        put_str(b, l->string);
    }
    put(b, "}");
}

int tavb_uci_bestmove(const tav_position *pos, const tav_uci_line *line, tav_move *move, tav_move *ponder,
                      tav_error *err)
{
    if (move)
        *move = TAV_NO_MOVE;
    if (ponder)
        *ponder = TAV_NO_MOVE;
    if (!pos || !line || !move || !ponder || line->kind != TAV_UCI_BESTMOVE || !line->move) {
        tavb_set_status(err, TAV_EINVAL, "not a bestmove line");
        return TAV_EINVAL;
    }
    tav_error_init(err);
    if (strcmp(line->move, "(none)") == 0 || strcmp(line->move, "0000") == 0)
        return TAV_OK;
    tav_move m, p;
    int rc = tav_move_parse(pos, line->move, &m, err);
    if (rc != TAV_OK)
        return rc;
    *move = m;
    tav_position *after = line->ponder ? tav_position_copy(pos) : NULL;
    if (after && tav_position_push(after, m) == TAV_OK && tav_move_parse(after, line->ponder, &p, NULL) == TAV_OK)
        *ponder = p;
    tav_position_free(after);
    return TAV_OK;
}

/* A bestmove line: its move and ponder move (tavb_uci_bestmove), or why
 * it is refused. */
static void put_bestmove(jbuf *b, const tav_position *pos, const char *text, const tav_uci_line *l, int rc,
                         const tav_error *read)
{
    char why[TAV_UCI_LINE_MAX + 300];
    tav_error err = TAV_ERROR_INIT;
    tav_move m, ponder;
    if (rc != TAV_OK || l->kind != TAV_UCI_BESTMOVE) {
        snprintf(why, sizeof why, "engine sent '%s': %s", text, read->message);
    } else if (tavb_uci_bestmove(pos, l, &m, &ponder, &err) != TAV_OK) {
        snprintf(why, sizeof why, "engine played '%s': %s", l->move, err.message);
    } else {
        put(b, "{\"bestmove\": [");
        put(b, m == TAV_NO_MOVE ? "null, " : "%u, ", (unsigned)m);
        put(b, ponder == TAV_NO_MOVE ? "null]}" : "%u]}", (unsigned)ponder);
        return;
    }
    put(b, "{\"illegal\": ");
    put_str(b, why);
    put(b, "}");
}

char *tavb_uci_search_json(const tav_position *pos, const char *text, tav_error *err)
{
    static const char info_string[] = "info string ";
    if (!pos || !text) {
        tavb_set_status(err, TAV_EINVAL, pos ? "UCI line" : "position");
        return NULL;
    }
    jbuf b = jbuf_new();
    int is_info = strncmp(text, "info ", 5) == 0, is_best = strncmp(text, "bestmove", 8) == 0;
    if (strncmp(text, info_string, sizeof info_string - 1) == 0) {
        const char *said = text + sizeof info_string - 1;
        if (strncmp(said, "go:", 3) == 0 || strncmp(said, "position:", 9) == 0) {
            put(&b, "{\"complaint\": ");
            put_str(&b, said);
            put(&b, "}");
        } else {
            put(&b, "null");
        }
    } else if (is_info || is_best) {
        int rc;
        tav_error read = TAV_ERROR_INIT;
        tav_uci_line *l = parse(text, &read, &rc);
        if (!l) {
            free(b.p);
            tavb_set_status(err, TAV_ENOMEM, "UCI line");
            return NULL;
        }
        if (is_best) {
            put_bestmove(&b, pos, text, l, rc, &read);
        } else if (rc == TAV_OK && l->kind == TAV_UCI_INFO) {
            put(&b, "{\"info\": ");
            put_info(&b, pos, l);
            put(&b, "}");
        } else {
            put(&b, "{\"skipped\": ");
            put_str(&b, read.message);
            put(&b, "}");
        }
        free(l);
    } else {
        put(&b, "null");
    }
    return done(&b, err);
}
