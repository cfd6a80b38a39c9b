/* A search result and its lines as JSON: the one writer behind `tavreli
 * analyse --json`, the WebAssembly engine and its worker (tavreli/engine.h
 * gives the schema). Keys are UCI's terms: bestmove, depth, seldepth,
 * nodes, time_ms, multipv, score {cp | mate}. */
#include <string.h>
#include "base/strbuf.h"
#include "tavreli/engine.h"
#include "tavreli/position.h"

typedef tav__strbuf out;

/* A move as its R9 text in quotes, or its tav_move value (for a binding
 * that rebuilds its move objects, flags included). */
static void put_move(out *o, tav_move m, unsigned options)
{
    char b[TAV_MOVE_TEXT_MAX + 1];
    if (options & TAV_SEARCH_JSON_MOVE_VALUES)
        tav__strbuf_printf(o, "%lu", (unsigned long)m);
    else if (tav_move_format(m, b, sizeof b) >= 0)
        tav__strbuf_printf(o, "\"%s\"", b);
    else
        tav__strbuf_puts(o, "null");
}

static void put_line(out *o, const tav_search_line *l, unsigned options)
{
    int n = l->pv_length < 0 ? 0 : l->pv_length > TAV_PV_MAX ? TAV_PV_MAX
                                                             : l->pv_length;
    tav__strbuf_printf(o, "{\"multipv\": %d, \"depth\": %d, \"seldepth\": %d, \"score\": {\"%s\": %d}, ",
                       l->multipv, l->depth, l->seldepth, l->mate ? "mate" : "cp", l->mate ? l->mate : l->score_cp);
    tav__strbuf_printf(o, "\"bound\": %d, \"nodes\": %llu, \"time_ms\": %llu, \"pv\": [", l->bound,
                       (unsigned long long)l->nodes, (unsigned long long)l->time_ms);
    for (int i = 0; i < n; i++) {
        tav__strbuf_puts(o, i ? ", " : "");
        put_move(o, l->pv[i], options);
    }
    tav__strbuf_puts(o, "]}");
}

static void put_result(out *o, const tav_position *pos, const tav_search_result *r, unsigned options)
{
    char tfen[TAV_TFEN_MAX + 1];
    int n = r->line_count < 0 ? 0 : r->line_count > TAV_MULTIPV_MAX ? TAV_MULTIPV_MAX
                                                                    : r->line_count;
    if (pos && tav_position_tfen(pos, tfen, sizeof tfen) >= 0)
        tav__strbuf_printf(o, "{\"tfen\": \"%s\", \"bestmove\": ", tfen);
    else
        tav__strbuf_puts(o, "{\"tfen\": null, \"bestmove\": ");
    if (r->best_move == TAV_NO_MOVE)
        tav__strbuf_puts(o, "null");
    else
        put_move(o, r->best_move, options);
    tav__strbuf_printf(o, ", \"depth\": %d, \"seldepth\": %d, \"nodes\": %llu, \"time_ms\": %llu, \"stopped\": %s, ",
                       r->depth, r->seldepth, (unsigned long long)r->nodes, (unsigned long long)r->time_ms,
                       r->stopped ? "true" : "false");
    tav__strbuf_printf(o, "\"end\": %s, \"lines\": [",
                       r->end == TAV_END_CHECKMATE   ? "\"checkmate\""
                       : r->end == TAV_END_STALEMATE ? "\"stalemate\""
                                                     : "null");
    for (int i = 0; i < n; i++) {
        tav__strbuf_puts(o, i ? ", " : "");
        put_line(o, &r->lines[i], options);
    }
    tav__strbuf_puts(o, "]}");
}

int tav_search_line_json(const tav_search_line *line, unsigned options, char *buf, size_t size, size_t *length)
{
    out o;
    if (tav__strbuf_begin_fixed(&o, buf, size, line != NULL && options <= TAV_SEARCH_JSON_MOVE_VALUES) != TAV_OK)
        return TAV_EINVAL;
    put_line(&o, line, options);
    return tav__strbuf_finish(&o, length);
}

int tav_search_result_json(const tav_position *pos, const tav_search_result *result, unsigned options, char *buf,
                           size_t size, size_t *length)
{
    out o;
    if (tav__strbuf_begin_fixed(&o, buf, size, result != NULL && options <= TAV_SEARCH_JSON_MOVE_VALUES) != TAV_OK)
        return TAV_EINVAL;
    put_result(&o, pos, result, options);
    return tav__strbuf_finish(&o, length);
}

int tav_search_result_json_alloc(const tav_position *pos, const tav_search_result *result, unsigned options,
                                 char **text, size_t *length)
{
    out o;
    if (tav__strbuf_begin_alloc(&o, text, length, result != NULL && options <= TAV_SEARCH_JSON_MOVE_VALUES) != TAV_OK)
        return TAV_EINVAL;
    put_result(&o, pos, result, options);
    return tav__strbuf_take(&o, text, length);
}
