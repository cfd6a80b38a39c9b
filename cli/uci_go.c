/* "go" for tavreli uci (cli/uci_go.h): the codec's reading of the line,
 * repaired parameter by parameter, and the search limits it gives. */
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include "uci_go.h"

/* The go parameters with a number and the range this engine takes. */
static const struct go_param {
    const char *word;
    tav_uci_num num;
    unsigned long long lo, hi;
} go_params[] = {
    { "depth", TAV_UCI_DEPTH, 1, 1ull << 50 }, /* more than TAV_DEPTH_MAX: searched as TAV_DEPTH_MAX */
    { "nodes", TAV_UCI_NODES, 1, 1ull << 50 },
    { "movetime", TAV_UCI_MOVETIME, 1, 1ull << 50 },
    { "mate", TAV_UCI_MATE, 1, TAV_DEPTH_MAX / 2 },
    { "wtime", TAV_UCI_WTIME, 0, 1ull << 50 }, /* a negative clock (flag down) is read as 1 ms */
    { "btime", TAV_UCI_BTIME, 0, 1ull << 50 },
    { "winc", TAV_UCI_WINC, 0, 1ull << 50 },
    { "binc", TAV_UCI_BINC, 0, 1ull << 50 },
    { "movestogo", TAV_UCI_MOVESTOGO, 0, 10000 },
};

static const struct go_param *go_param_named(const char *w, size_t n)
{
    for (size_t i = 0; i < sizeof go_params / sizeof *go_params; i++)
        if (strlen(go_params[i].word) == n && memcmp(go_params[i].word, w, n) == 0)
            return &go_params[i];
    return NULL;
}

static void bad_number(cli_uci_say_fn *say, void *user, const struct go_param *g, const char *value, int len)
{
    unsigned long long shown = g->num == TAV_UCI_DEPTH ? TAV_DEPTH_MAX : g->hi;
    say(user, "info string go: '%s' needs a number from %llu to %llu, not '%.*s': ignored\n", g->word, g->lo, shown,
        len < 40 ? len : 40, value);
}

static int is_go_word(const char *t)
{
    return go_param_named(t, strlen(t)) || strcmp(t, "searchmoves") == 0 || strcmp(t, "ponder") == 0 || strcmp(t, "infinite") == 0;
}

static int blank(char c) { return c == ' ' || c == '\t'; }

/* The end of the words from at up to the next go word (or the line's end). */
static size_t until_go_word(const char *text, size_t at, size_t n)
{
    for (;;) {
        size_t w = at, e;
        while (w < n && blank(text[w]))
            w++;
        for (e = w; e < n && !blank(text[e]); e++)
            ;
        char word[16] = "";
        if (e - w < sizeof word)
            memcpy(word, text + w, e - w), word[e - w] = '\0';
        if (e == w || is_go_word(word))
            return at;
        at = e;
    }
}

/* "go" read by the codec; a parameter it refuses (the codec's offset says
 * which) is named, cut out of the line, and the rest read again, so that a
 * bad parameter is left out and the go still searches with the others.
 * The words after it up to the next go word go with it: they are no
 * parameter (one starts with a go word), and left in they would join a
 * "searchmoves" list before it ("go searchmoves a2-a3 wtime x 3 b2-b4"
 * searches a2-a3 only). */
void cli_uci_read_go(const char *line, size_t len, int rc, tav_error *err, tav_uci_line *in, cli_uci_say_fn *say,
                     void *user)
{
    char text[TAV_UCI_LINE_MAX + 1];
    size_t n = len < TAV_UCI_LINE_MAX ? len : TAV_UCI_LINE_MAX;
    memcpy(text, line, n);
    text[n] = '\0';
    for (int tries = 0; rc != TAV_OK; tries++) {
        size_t at = err->offset < 0 ? n + 1 : (size_t)err->offset, end, cut;
        if (rc == TAV_ELIMIT || at > n || tries > TAV_UCI_LINE_MAX) {
            say(user, "info string go: %s: ignored\n", err->message);
            memset(in, 0, offsetof(tav_uci_line, store));
            in->kind = TAV_UCI_GO;
            return;
        }
        for (end = at; end < n && !blank(text[end]); end++)
            ;
        size_t pe = at, pw;
        while (pe > 0 && blank(text[pe - 1]))
            pe--;
        for (pw = pe; pw > 0 && !blank(text[pw - 1]); pw--)
            ;
        const struct go_param *g = go_param_named(text + pw, pe - pw);
        if (g && pw > 0) { /* the culprit is a parameter's value (or its absence) */
            bad_number(say, user, g, at < n ? text + at : "(nothing)", at < n ? (int)(end - at) : 9);
            cut = pw;
        } else {
            say(user, "info string go: unknown parameter '%.*s': ignored\n", (int)(end - at < 40 ? end - at : 40),
                text + at);
            cut = at; /* its value, if it has one, is among the words after it */
        }
        size_t more = until_go_word(text, end, n);
        if (more > end) {
            size_t w = end;
            while (blank(text[w]))
                w++;
            say(user, "info string go: '%.*s' after it: ignored\n", (int)(more - w < 40 ? more - w : 40), text + w);
            end = more;
        }
        memmove(text + cut, text + end, n - end + 1);
        n -= end - cut;
        rc = tav_uci_parse(text, n, in, err);
    }
}

void cli_uci_go_limits(const tav_uci_line *in, int bad, tav_limits *l, cli_uci_say_fn *say, void *user)
{
    int any = 0;
    for (size_t i = 0; i < sizeof go_params / sizeof *go_params; i++) {
        const struct go_param *g = &go_params[i];
        if (!(in->has & TAV_UCI_HAS(g->num)))
            continue;
        long long v = in->num[g->num];
        if ((g->num == TAV_UCI_WTIME || g->num == TAV_UCI_BTIME) && v <= 0)
            v = 1;
        if (v < 0 || (unsigned long long)v < g->lo || (unsigned long long)v > g->hi) {
            char shown[24];
            bad_number(say, user, g, shown, snprintf(shown, sizeof shown, "%lld", v));
            bad = 1;
            continue;
        }
        any = 1;
        switch (g->num) {
        case TAV_UCI_DEPTH:
            if (v > TAV_DEPTH_MAX) {
                say(user, "info string go: depth %lld is more than %d: searching depth %d\n", v, TAV_DEPTH_MAX,
                    TAV_DEPTH_MAX);
                v = TAV_DEPTH_MAX;
            }
            l->depth = (int)v;
            break;
        case TAV_UCI_NODES: l->nodes = (uint64_t)v; break;
        case TAV_UCI_MOVETIME: l->movetime_ms = (uint64_t)v; break;
        case TAV_UCI_MATE: l->mate = (int)v; break;
        case TAV_UCI_WTIME:
        case TAV_UCI_BTIME: l->time_ms[g->num == TAV_UCI_BTIME] = (uint64_t)v; break;
        case TAV_UCI_WINC:
        case TAV_UCI_BINC: l->inc_ms[g->num == TAV_UCI_BINC] = (uint64_t)v; break;
        default: l->movestogo = (int)v; break;
        }
    }
    if (in->flags & TAV_UCI_INFINITE)
        l->infinite = any = 1;
    if (!any && bad) {
        say(user, "info string go: no valid limit: searching depth 1\n");
        l->depth = 1;
    } else if (!any) {
        l->infinite = 1; /* a bare "go" (or "go ponder" alone) thinks until "stop" */
    }
}
