/* The UCI protocol's words (protocol/uci_words.h): command names, the
 * numbers of go, info and option, option types; and the score's text. */
#include <stdio.h>
#include <string.h>
#include "protocol/uci_words.h"

#define GO TAV__UCI_IN(TAV_UCI_GO)
#define INFO TAV__UCI_IN(TAV_UCI_INFO)
#define OPTION TAV__UCI_IN(TAV_UCI_OPTION)

const tav__uci_num_word tav__uci_nums[TAV_UCI_NUM_COUNT] = {
    [TAV_UCI_WTIME] = { "wtime", GO, 1 }, /* a flag down may be sent as negative */
    [TAV_UCI_BTIME] = { "btime", GO, 1 },
    [TAV_UCI_WINC] = { "winc", GO, 0 },
    [TAV_UCI_BINC] = { "binc", GO, 0 },
    [TAV_UCI_MOVESTOGO] = { "movestogo", GO, 0 },
    [TAV_UCI_DEPTH] = { "depth", GO | INFO, 0 },
    [TAV_UCI_NODES] = { "nodes", GO | INFO, 0 },
    [TAV_UCI_MATE] = { "mate", GO, 0 },
    [TAV_UCI_MOVETIME] = { "movetime", GO, 0 },
    [TAV_UCI_SELDEPTH] = { "seldepth", INFO, 0 },
    [TAV_UCI_MULTIPV] = { "multipv", INFO, 0 },
    [TAV_UCI_NPS] = { "nps", INFO, 0 },
    [TAV_UCI_TIME] = { "time", INFO, 0 },
    [TAV_UCI_HASHFULL] = { "hashfull", INFO, 0 },
    [TAV_UCI_TBHITS] = { "tbhits", INFO, 0 },
    [TAV_UCI_SBHITS] = { "sbhits", INFO, 0 },
    [TAV_UCI_CPULOAD] = { "cpuload", INFO, 0 },
    [TAV_UCI_CURRMOVENUMBER] = { "currmovenumber", INFO, 0 },
    [TAV_UCI_SCORE_CP] = { "cp", 0, 1 },
    [TAV_UCI_SCORE_MATE] = { "mate", 0, 1 },
    [TAV_UCI_MIN] = { "min", OPTION, 1 },
    [TAV_UCI_MAX] = { "max", OPTION, 1 },
};

const char *const tav__uci_option_types[TAV_UCI_STRING + 1] = {
    NULL,
    "check",
    "spin",
    "combo",
    "button",
    "string",
};

static const char *const kind_names[] = {
    [TAV_UCI_NONE] = "",
    [TAV_UCI_UCI] = "uci",
    [TAV_UCI_DEBUG] = "debug",
    [TAV_UCI_ISREADY] = "isready",
    [TAV_UCI_SETOPTION] = "setoption",
    [TAV_UCI_REGISTER] = "register",
    [TAV_UCI_UCINEWGAME] = "ucinewgame",
    [TAV_UCI_POSITION] = "position",
    [TAV_UCI_GO] = "go",
    [TAV_UCI_STOP] = "stop",
    [TAV_UCI_PONDERHIT] = "ponderhit",
    [TAV_UCI_QUIT] = "quit",
    [TAV_UCI_ID] = "id",
    [TAV_UCI_UCIOK] = "uciok",
    [TAV_UCI_READYOK] = "readyok",
    [TAV_UCI_BESTMOVE] = "bestmove",
    [TAV_UCI_OPTION] = "option",
    [TAV_UCI_INFO] = "info",
};

const char *tav_uci_kind_name(tav_uci_kind kind)
{
    if ((unsigned)kind >= sizeof kind_names / sizeof *kind_names)
        return NULL;
    return kind_names[kind];
}

int tav__uci_num_of(tav_uci_kind kind, const char *w)
{
    for (int i = 0; i < TAV_UCI_NUM_COUNT; i++)
        if ((tav__uci_nums[i].kinds & TAV__UCI_IN(kind)) && strcmp(w, tav__uci_nums[i].word) == 0)
            return i;
    return -1;
}

int tav_uci_score_format(int cp, int mate, char *buf, size_t size)
{
    if (!buf)
        return TAV_EINVAL;
    int n = mate ? snprintf(buf, size, "mate %d", mate) : snprintf(buf, size, "cp %d", cp);
    if (n < 0 || (size_t)n >= size) {
        if (size)
            buf[0] = '\0';
        return TAV_EBUFSIZE;
    }
    return n;
}

const char *tav_uci_list_at(const tav_uci_line *line, int i)
{
    if (!line || i < 0 || i >= line->list_count || i >= TAV_UCI_LIST_MAX)
        return NULL;
    return line->list[i];
}
