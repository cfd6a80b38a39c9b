/* The protocol side of a UCI client (python-chess's chess.engine shape,
 * doc/engine.md), for the languages: the go line of limits in seconds,
 * what a line of the handshake declares, an option line, and each line of
 * a running search read against its position, as JSON texts that a binding
 * reads with its own JSON reader. Moves are tav_move values (the position's
 * legal moves, flags and all). The binding keeps the process, its pipe and
 * its deadlines. */
#include <errno.h>
#include <float.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tier_impl.h"

/* Sized for the longest JSON text a line can give (every byte of a line
 * escaped, a list of moves at its longest). */
enum { JSON_CAP = 6 * (TAV_UCI_LINE_MAX + 2) + 24 * TAV_UCI_LIST_MAX + 1024 };

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

int tavb_uci_limit_check(double limit_time, double limit_depth, double limit_nodes, double limit_mate,
                         double limit_white_clock, double limit_black_clock, double limit_white_inc,
                         double limit_black_inc, double limit_remaining_moves, tav_error *err)
{
    static const char *const names[] = { "time", "depth", "nodes", "mate", "white_clock", "black_clock",
                                         "white_inc", "black_inc", "remaining_moves" };
    static const int counts[] = { 0, 1, 1, 1, 0, 0, 0, 0, 1 };
    const double v[] = { limit_time, limit_depth, limit_nodes, limit_mate, limit_white_clock, limit_black_clock,
                         limit_white_inc, limit_black_inc, limit_remaining_moves };
    for (int i = 0; i < 9; i++) {
        /* "go movetime nan" or "winc -5000" would reach the engine as they are */
        if (!(v[i] >= 0 && v[i] <= DBL_MAX) || (counts[i] && (v[i] != floor(v[i]) || v[i] >= 0x1p63)))
            return tavb__refuse(err, "Limit(%s=...) is %s, 0 or more, not %.17g", names[i],
                                counts[i] ? "an int" : "a finite number of seconds", v[i]);
    }
    tav_error_init(err);
    return TAV_OK;
}

double tavb_uci_wait_s(double time_s, double wclock, double bclock, int white)
{
    double own = wclock >= 0 || bclock >= 0 ? (white ? wclock : bclock) : time_s;
    return own >= 0 ? own : 0.0; /* NaN or negative: not given */
}

/* The option of l as a JSON object: python-chess's Option fields. */
static void put_option(tavb__jbuf *b, const tav_uci_line *l)
{
    static const char *const types[] = { "", "check", "spin", "combo", "button", "string" };
    int t = l->option_type >= TAV_UCI_CHECK && l->option_type <= TAV_UCI_STRING ? (int)l->option_type : 0;
    tavb__put(b, "{\"name\": ");
    tavb__put_str(b, l->name);
    tavb__put(b, ", \"type\": \"%s\", \"default\": ", types[t]);
    char *end = NULL;
    errno = 0;
    long long v = l->value && t == TAV_UCI_SPIN ? strtoll(l->value, &end, 10) : 0;
    if (t == TAV_UCI_SPIN)
        tavb__put(b, end && end != l->value && !*end && !errno ? "%lld" : "null", v);
    else if (t == TAV_UCI_CHECK && l->value)
        tavb__put(b, strcmp(l->value, "true") == 0 ? "true" : "false");
    else
        tavb__put_str(b, l->value);
    for (int k = TAV_UCI_MIN; k <= TAV_UCI_MAX; k++)
        tavb__put(b, l->has & TAV_UCI_HAS(k) ? ", \"%s\": %lld" : ", \"%s\": null", k == TAV_UCI_MIN ? "min" : "max",
                  l->num[k]);
    tavb__put(b, ", \"var\": [");
    for (int i = 0; i < l->list_count; i++) {
        tavb__put(b, i ? ", " : "");
        tavb__put_str(b, tav_uci_list_at(l, i));
    }
    tavb__put(b, "]}");
}

char *tavb_uci_option_json(const char *text, tav_error *err)
{
    int rc;
    tav_uci_line *l = parse(text, err, &rc);
    tavb__jbuf b = tavb__jbuf_new(JSON_CAP);
    if (l && rc == TAV_OK && l->kind == TAV_UCI_OPTION) {
        put_option(&b, l);
        free(l);
        return tavb__jdone(&b, err);
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
    tavb__jbuf b = tavb__jbuf_new(JSON_CAP);
    if (l && rc == TAV_OK && l->kind == TAV_UCI_ID) {
        tavb__put(&b, "{\"id\": {");
        tavb__put_str(&b, l->name);
        tavb__put(&b, ": ");
        tavb__put_str(&b, l->value);
        tavb__put(&b, "}}");
    } else if (l && rc == TAV_OK && l->kind == TAV_UCI_OPTION) {
        tavb__put(&b, "{\"option\": ");
        put_option(&b, l);
        tavb__put(&b, "}");
    } else if (l && (l->kind == TAV_UCI_ID || l->kind == TAV_UCI_OPTION)) {
        tavb__put(&b, "{\"skipped\": "); /* the codec's message, for the client's log */
        tavb__put_str(&b, err ? err->message : "unreadable");
        tavb__put(&b, "}");
    } else {
        tavb__put(&b, "{}");
    }
    free(l);
    tav_error_init(err);
    return tavb__jdone(&b, err);
}

/* ", " unless first in its object, then "key": . */
static void put_key(tavb__jbuf *b, const char *key)
{
    tavb__put(b, "%s\"%s\": ", b->n && b->n <= b->cap && b->p[b->n - 1] == '{' ? "" : ", ", key);
}

/* The info of l as python-chess's InfoDict keys: a pv up to its first
 * move pos does not allow, a currmove only when legal. */
static void put_info(tavb__jbuf *b, const tav_position *pos, const tav_uci_line *l)
{
    static const struct {
        const char *key;
        int which;
    } numbers[] = { { "depth", TAV_UCI_DEPTH }, { "seldepth", TAV_UCI_SELDEPTH }, { "multipv", TAV_UCI_MULTIPV }, { "nodes", TAV_UCI_NODES }, { "nps", TAV_UCI_NPS }, { "hashfull", TAV_UCI_HASHFULL }, { "tbhits", TAV_UCI_TBHITS }, { "cpuload", TAV_UCI_CPULOAD }, { "currmovenumber", TAV_UCI_CURRMOVENUMBER } };
    tavb__put(b, "{");
    for (size_t i = 0; i < sizeof numbers / sizeof numbers[0]; i++) {
        if (l->has & TAV_UCI_HAS(numbers[i].which)) {
            put_key(b, numbers[i].key);
            tavb__put(b, "%lld", l->num[numbers[i].which]);
        }
    }
    if (l->has & TAV_UCI_HAS(TAV_UCI_TIME)) {
        put_key(b, "time");
        tavb__put(b, "%.17g", (double)l->num[TAV_UCI_TIME] / 1000.0);
    }
    int mate = (l->has & TAV_UCI_HAS(TAV_UCI_SCORE_MATE)) != 0;
    if (mate || (l->has & TAV_UCI_HAS(TAV_UCI_SCORE_CP))) {
        put_key(b, "score");
        tavb__put(b, "{\"%s\": %lld}", mate ? "mate" : "cp", l->num[mate ? TAV_UCI_SCORE_MATE : TAV_UCI_SCORE_CP]);
        tavb__put(b, l->flags & TAV_UCI_LOWERBOUND ? ", \"lowerbound\": true" : "");
        tavb__put(b, l->flags & TAV_UCI_UPPERBOUND ? ", \"upperbound\": true" : "");
    }
    tav_move m;
    if (l->move && tav_move_parse(pos, l->move, &m, NULL) == TAV_OK) {
        put_key(b, "currmove");
        tavb__put(b, "%u", (unsigned)m);
    }
    if (l->list_count) {
        tav_position *board = tav_position_copy(pos);
        put_key(b, "pv");
        tavb__put(b, "[");
        for (int i = 0; board && i < l->list_count; i++) {
            if (tav_move_parse(board, tav_uci_list_at(l, i), &m, NULL) != TAV_OK || tav_position_push(board, m) != TAV_OK)
                break;
            tavb__put(b, "%s%u", i ? ", " : "", (unsigned)m);
        }
        tavb__put(b, "]");
        tav_position_free(board);
    }
    if (l->string) {
        put_key(b, "string");
        tavb__put_str(b, l->string);
    }
    tavb__put(b, "}");
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
static void put_bestmove(tavb__jbuf *b, const tav_position *pos, const char *text, const tav_uci_line *l, int rc,
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
        tavb__put(b, "{\"bestmove\": [");
        tavb__put(b, m == TAV_NO_MOVE ? "null, " : "%u, ", (unsigned)m);
        tavb__put(b, ponder == TAV_NO_MOVE ? "null]}" : "%u]}", (unsigned)ponder);
        return;
    }
    tavb__put(b, "{\"illegal\": ");
    tavb__put_str(b, why);
    tavb__put(b, "}");
}

char *tavb_uci_search_json(const tav_position *pos, const char *text, tav_error *err)
{
    static const char info_string[] = "info string ";
    if (!pos || !text) {
        tavb_set_status(err, TAV_EINVAL, pos ? "UCI line" : "position");
        return NULL;
    }
    tavb__jbuf b = tavb__jbuf_new(JSON_CAP);
    int is_info = strncmp(text, "info ", 5) == 0, is_best = strncmp(text, "bestmove", 8) == 0;
    if (strncmp(text, info_string, sizeof info_string - 1) == 0) {
        const char *said = text + sizeof info_string - 1;
        if (strncmp(said, "go:", 3) == 0 || strncmp(said, "position:", 9) == 0) {
            tavb__put(&b, "{\"complaint\": ");
            tavb__put_str(&b, said);
            tavb__put(&b, "}");
        } else {
            tavb__put(&b, "null");
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
            tavb__put(&b, "{\"info\": ");
            put_info(&b, pos, l);
            tavb__put(&b, "}");
        } else {
            tavb__put(&b, "{\"skipped\": ");
            tavb__put_str(&b, read.message);
            tavb__put(&b, "}");
        }
        free(l);
    } else {
        tavb__put(&b, "null");
    }
    return tavb__jdone(&b, err);
}
