/* Writing a tav_uci_line as protocol text (tavreli/uci.h): the inverse of
 * tav_uci_parse(), fields in the order the protocol lists them. */
#include <string.h>
#include "base/strbuf.h"
#include "protocol/uci_words.h"

/* A text the line may carry: no newline (it would end the line); a word
 * (a move, a var) has no blank either, nor is it empty. */
static int text_ok(const char *s, int is_word)
{
    if (!s)
        return 1;
    if (is_word && !*s)
        return 0;
    return !strpbrk(s, is_word ? "\n\r \t" : "\n\r");
}

static int fields_ok(const tav_uci_line *l)
{
    if (!text_ok(l->name, 0) || !text_ok(l->value, 0) || !text_ok(l->fen, 0) || !text_ok(l->move, 1) || !text_ok(l->ponder, 1) || !text_ok(l->string, 0) || !text_ok(l->refutation, 0) || !text_ok(l->currline, 0))
        return 0;
    if (l->list_count < 0 || l->list_count > TAV_UCI_LIST_MAX)
        return 0;
    for (int i = 0; i < l->list_count; i++)
        if (!l->list[i] || !text_ok(l->list[i], l->list_kind != TAV_UCI_LIST_VARS) || !*l->list[i])
            return 0;
    switch (l->kind) {
    case TAV_UCI_ID: return l->name && l->value && *l->value && (!strcmp(l->name, "name") || !strcmp(l->name, "author"));
    case TAV_UCI_SETOPTION: return l->name && *l->name;
    case TAV_UCI_OPTION:
        return l->name && *l->name && l->option_type >= TAV_UCI_CHECK && l->option_type <= TAV_UCI_STRING;
    case TAV_UCI_BESTMOVE: return l->move != NULL;
    default: return tav_uci_kind_name(l->kind) != NULL;
    }
}

static void put_num(tav__strbuf *b, const tav_uci_line *l, int k, const char *word)
{
    if (l->has & TAV_UCI_HAS(k))
        tav__strbuf_printf(b, " %s %lld", word, l->num[k]);
}

static void put_list(tav__strbuf *b, const tav_uci_line *l, const char *word)
{
    if (word)
        tav__strbuf_printf(b, " %s", word);
    for (int i = 0; i < l->list_count; i++)
        tav__strbuf_printf(b, " %s", l->list[i]);
}

static void write_go(tav__strbuf *b, const tav_uci_line *l)
{
    if (l->flags & TAV_UCI_PONDER)
        tav__strbuf_puts(b, " ponder");
    for (int k = 0; k < TAV_UCI_NUM_COUNT; k++)
        if (tav__uci_nums[k].kinds & TAV__UCI_IN(TAV_UCI_GO))
            put_num(b, l, k, tav__uci_nums[k].word);
    if (l->flags & TAV_UCI_INFINITE)
        tav__strbuf_puts(b, " infinite");
    if (l->list_count)
        put_list(b, l, "searchmoves");
}

static void write_info(tav__strbuf *b, const tav_uci_line *l)
{
    put_num(b, l, TAV_UCI_DEPTH, "depth");
    put_num(b, l, TAV_UCI_SELDEPTH, "seldepth");
    put_num(b, l, TAV_UCI_MULTIPV, "multipv");
    int mate = (l->has & TAV_UCI_HAS(TAV_UCI_SCORE_MATE)) != 0;
    if (mate || (l->has & TAV_UCI_HAS(TAV_UCI_SCORE_CP))) {
        tav__strbuf_printf(b, mate ? " score mate %lld" : " score cp %lld",
                           l->num[mate ? TAV_UCI_SCORE_MATE : TAV_UCI_SCORE_CP]);
        if (l->flags & (TAV_UCI_LOWERBOUND | TAV_UCI_UPPERBOUND))
            tav__strbuf_puts(b, l->flags & TAV_UCI_LOWERBOUND ? " lowerbound" : " upperbound");
    }
    static const int rest[] = { TAV_UCI_NODES, TAV_UCI_NPS, TAV_UCI_HASHFULL, TAV_UCI_TBHITS,
                                TAV_UCI_SBHITS, TAV_UCI_CPULOAD, TAV_UCI_TIME };
    for (size_t i = 0; i < sizeof rest / sizeof *rest; i++)
        put_num(b, l, rest[i], tav__uci_nums[rest[i]].word);
    if (l->move)
        tav__strbuf_printf(b, " currmove %s", l->move);
    put_num(b, l, TAV_UCI_CURRMOVENUMBER, "currmovenumber");
    if (l->refutation)
        tav__strbuf_printf(b, " refutation %s", l->refutation);
    if (l->currline)
        tav__strbuf_printf(b, " currline %s", l->currline);
    if (l->list_count)
        put_list(b, l, "pv");
    if (l->string)
        tav__strbuf_printf(b, *l->string ? " string %s" : " string", l->string);
}

static void write_option(tav__strbuf *b, const tav_uci_line *l)
{
    tav__strbuf_printf(b, " name %s type %s", l->name, tav__uci_option_types[l->option_type]);
    if (l->value)
        tav__strbuf_printf(b, " default %s", l->value);
    put_num(b, l, TAV_UCI_MIN, "min");
    put_num(b, l, TAV_UCI_MAX, "max");
    for (int i = 0; i < l->list_count; i++)
        tav__strbuf_printf(b, " var %s", l->list[i]);
}

int tav_uci_write(const tav_uci_line *l, char *buf, size_t size)
{
    tav__strbuf b;
    int rc = tav__strbuf_begin_fixed(&b, buf, size, l && fields_ok(l));
    if (rc != TAV_OK)
        return rc;
    tav__strbuf_puts(&b, tav_uci_kind_name(l->kind));
    switch (l->kind) {
    case TAV_UCI_GO: write_go(&b, l); break;
    case TAV_UCI_INFO: write_info(&b, l); break;
    case TAV_UCI_OPTION: write_option(&b, l); break;
    case TAV_UCI_DEBUG: tav__strbuf_puts(&b, l->flags & TAV_UCI_DEBUG_ON ? " on" : " off"); break;
    case TAV_UCI_ID: tav__strbuf_printf(&b, " %s %s", l->name, l->value); break;
    case TAV_UCI_REGISTER:
        if (l->value && *l->value)
            tav__strbuf_printf(&b, " %s", l->value);
        break;
    case TAV_UCI_SETOPTION:
        tav__strbuf_printf(&b, " name %s", l->name);
        if (l->value)
            tav__strbuf_printf(&b, *l->value ? " value %s" : " value", l->value);
        break;
    case TAV_UCI_POSITION:
        if (l->fen)
            tav__strbuf_printf(&b, " fen %s", l->fen);
        else
            tav__strbuf_puts(&b, " startpos");
        if (l->list_count)
            put_list(&b, l, "moves");
        break;
    case TAV_UCI_BESTMOVE:
        tav__strbuf_printf(&b, " %s", l->move);
        if (l->ponder)
            tav__strbuf_printf(&b, " ponder %s", l->ponder);
        break;
    default: break;
    }
    tav__strbuf_puts(&b, "\n");
    size_t n;
    rc = tav__strbuf_finish(&b, &n);
    if (rc != TAV_OK) {
        if (size)
            buf[0] = '\0';
        return rc;
    }
    return n > TAV_UCI_LINE_MAX + 1 ? TAV_ELIMIT : (int)n;
}
