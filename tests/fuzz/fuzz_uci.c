/* libFuzzer target: the UCI protocol (cli/uci_session.c, doc/engine.md).
 *
 * The input is read as command lines (split at '\n'), fed in one process
 * to a session whose answers go to a sink and whose searches end by a few
 * hundred nodes (cli_uci_config.max_nodes), so that "go infinite" and
 * "go ponder" end too. Expectations: no crash (the sanitizers), every
 * "go" answered by exactly one "bestmove", in order; that move is a legal
 * move of the position the go was given, written as the library writes
 * it, its ponder move legal after it, and a move of "searchmoves" when
 * that named a legal one; "bestmove (none)" only when there is no legal
 * move or the last "position" was rejected, which is never searched. */
#include <pthread.h>
#include <stdint.h>
#include <string.h>
#include <tavreli.h>
#include "../../cli/uci_session.h"
#include "fuzz_check.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define MAX_GOS 12 /* a bound on the searches per input */

typedef struct expected {
    tav_position *pos; /* NULL: the position was rejected */
    tav_move only[TAV_MAX_MOVES];
    int only_count; /* legal moves of "searchmoves" */
} expected;

static struct {
    pthread_mutex_t lock;
    expected go[MAX_GOS];
    int gos, answered;
} fz = { PTHREAD_MUTEX_INITIALIZER };

/* The position's legal move written text, or TAV_NO_MOVE. */
static tav_move legal_move_named(const tav_position *pos, const char *text, size_t len)
{
    tav_move moves[TAV_MAX_MOVES];
    char buf[TAV_MOVE_TEXT_MAX + 1];
    int n = tav_position_legal_moves(pos, moves, TAV_MAX_MOVES);
    for (int i = 0; i < n; i++) {
        tav_move_format(moves[i], buf, sizeof buf);
        if (strlen(buf) == len && memcmp(buf, text, len) == 0)
            return moves[i];
    }
    return TAV_NO_MOVE;
}

static void check_bestmove(const expected *e, const char *line, size_t len)
{
    const char *best = line + 9, *end = line + len - 1; /* "bestmove " ... '\n' */
    const char *sp = memchr(best, ' ', (size_t)(end - best));
    size_t blen = (size_t)((sp ? sp : end) - best);
    int none = blen == 6 && memcmp(best, "(none)", 6) == 0;
    if (!e->pos) {
        FUZZ_CHECK(none && !sp, "a rejected position was answered '%.*s'", (int)len - 1, line);
        return;
    }
    int legal = tav_position_count_moves(e->pos);
    if (none) {
        FUZZ_CHECK(legal == 0 && !sp, "'%.*s' with %d legal moves", (int)len - 1, line, legal);
        return;
    }
    tav_move m = legal_move_named(e->pos, best, blen);
    FUZZ_CHECK(m != TAV_NO_MOVE, "'%.*s': not a legal move written canonically", (int)len - 1, line);
    if (e->only_count) {
        int found = 0;
        for (int i = 0; i < e->only_count; i++)
            found |= tav_move_equal(e->only[i], m);
        FUZZ_CHECK(found, "'%.*s' is not one of the searchmoves", (int)len - 1, line);
    }
    if (sp) {
        FUZZ_CHECK((size_t)(end - sp) > 8 && memcmp(sp, " ponder ", 8) == 0, "'%.*s'", (int)len - 1, line);
        tav_position *after = tav_position_copy(e->pos);
        FUZZ_CHECK(after && tav_position_push(after, m) == TAV_OK, "cannot play the bestmove");
        const char *p = sp + 8;
        FUZZ_CHECK(legal_move_named(after, p, (size_t)(end - p)) != TAV_NO_MOVE, "'%.*s': ponder move illegal",
                   (int)len - 1, line);
        tav_position_free(after);
    }
}

static void sink(void *user, const char *text, size_t len)
{
    (void)user;
    FUZZ_CHECK(len > 0 && text[len - 1] == '\n', "an answer not ending a line: '%.*s'", (int)len, text);
    for (size_t i = 0; i < len;) { /* an answer may hold several lines */
        const char *nl = memchr(text + i, '\n', len - i);
        size_t n = (size_t)(nl - (text + i)) + 1;
        if (n > 9 && memcmp(text + i, "bestmove ", 9) == 0) {
            pthread_mutex_lock(&fz.lock);
            FUZZ_CHECK(fz.answered < fz.gos, "a bestmove for no go (%d go, %d answers)", fz.gos, fz.answered);
            check_bestmove(&fz.go[fz.answered++], text + i, n);
            pthread_mutex_unlock(&fz.lock);
        }
        i += n;
    }
}

static int is_blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

/* The line's first word is "go" as the session reads it (trailing CR/LF
 * cut, no NUL, words split by spaces, tabs and carriage returns). */
static int is_go(const char *line, size_t len)
{
    while (len > 0 && (line[len - 1] == '\n' || line[len - 1] == '\r'))
        len--;
    if (memchr(line, 0, len))
        return 0;
    size_t i = 0;
    while (i < len && is_blank(line[i]))
        i++;
    return len - i >= 2 && line[i] == 'g' && line[i + 1] == 'o' && (len - i == 2 || is_blank(line[i + 2]));
}

static int is_go_word(const char *w, size_t n)
{
    static const char *const words[] = { "searchmoves", "ponder", "wtime", "btime", "winc", "binc",
                                         "movestogo", "depth", "nodes", "mate", "movetime", "infinite" };
    for (size_t i = 0; i < sizeof words / sizeof *words; i++)
        if (strlen(words[i]) == n && memcmp(w, words[i], n) == 0)
            return 1;
    return 0;
}

/* The next word of [*p, end) into *w, *n; 0 at the end. */
static int word(const char **p, const char *end, const char **w, size_t *n)
{
    while (*p < end && is_blank(**p))
        (*p)++;
    *w = *p;
    while (*p < end && !is_blank(**p))
        (*p)++;
    *n = (size_t)(*p - *w);
    return *n > 0;
}

/* The legal moves of every "searchmoves" of a go line in pos (a second one
 * adds to the list, tavreli/uci.h), read as the session reads it:
 * "infinite" and "ponder" alone, "searchmoves" up to the next go word,
 * every other word with the word after it as its value (after an unknown
 * one, a go word is not a value). */
static void searchmoves(expected *e, const char *line, size_t len)
{
    const char *end = line + len, *p = line, *w, *v;
    size_t n, vn;
    int pending = 0;
    while (end > line && (end[-1] == '\n' || end[-1] == '\r'))
        end--;
    word(&p, end, &w, &n); /* "go" */
    while (pending || word(&p, end, &w, &n)) {
        pending = 0;
        if ((n == 8 && memcmp(w, "infinite", 8) == 0) || (n == 6 && memcmp(w, "ponder", 6) == 0))
            continue;
        if (n == 11 && memcmp(w, "searchmoves", 11) == 0) {
            while ((pending = word(&p, end, &w, &n)) && !is_go_word(w, n)) {
                tav_move m;
                if (tav_move_parse_n(e->pos, w, n, &m, NULL) == TAV_OK && e->only_count < TAV_MAX_MOVES)
                    e->only[e->only_count++] = m;
            }
            continue;
        }
        if (word(&p, end, &v, &vn) && !is_go_word(w, n) && is_go_word(v, vn)) {
            w = v;
            n = vn;
            pending = 1;
        }
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const cli_uci_config config = { sink, NULL, 1, 1, 300 };
    cli_uci_session *s = cli_uci_session_new(&config);
    FUZZ_CHECK(s != NULL, "no session");
    char *line = malloc(size + 1);
    FUZZ_CHECK(line != NULL, "no memory");
    fz.gos = fz.answered = 0;
    for (size_t i = 0; i < size;) {
        const uint8_t *nl = memchr(data + i, '\n', size - i);
        size_t n = nl ? (size_t)(nl - (data + i)) + 1 : size - i;
        memcpy(line, data + i, n);
        i += n;
        if (is_go(line, n)) {
            if (fz.gos == MAX_GOS)
                break;
            const tav_position *pos = cli_uci_session_position(s);
            pthread_mutex_lock(&fz.lock);
            expected *e = &fz.go[fz.gos];
            e->pos = pos ? tav_position_copy(pos) : NULL;
            FUZZ_CHECK(!pos || e->pos, "no memory");
            e->only_count = 0;
            if (e->pos)
                searchmoves(e, line, n);
            fz.gos++;
            pthread_mutex_unlock(&fz.lock);
        }
        if (cli_uci_session_line(s, line, n))
            break;
    }
    cli_uci_session_free(s);
    FUZZ_CHECK(fz.answered == fz.gos, "%d go, %d bestmove", fz.gos, fz.answered);
    for (int i = 0; i < fz.gos; i++)
        tav_position_free(fz.go[i].pos);
    free(line);
    return 0;
}
