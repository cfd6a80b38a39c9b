/* How a game and its nodes show themselves in the languages (Python's
 * repr()), and a node's [%clk] read with the refusal a user reads: made here
 * once, so that every binding says the same. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tier_impl.h"

/* Append s to out (of size n, holding a string) as Python's repr() of a str
 * writes it: in single quotes, or double ones when s holds a single quote
 * and no double one; the quote, backslash and tab escaped. */
static void tavb__append_quoted(char *out, size_t n, const char *s)
{
    char q = strchr(s, '\'') && !strchr(s, '"') ? '"' : '\'';
    size_t k = strlen(out);
    out[k++] = q;
    for (; *s && k + 3 < n; s++) {
        if (*s == q || *s == '\\' || *s == '\t')
            out[k++] = '\\';
        out[k++] = *s == '\t' ? 't' : *s;
    }
    out[k++] = q;
    out[k] = '\0';
}

char *tavb_game_repr(const tav_game *g)
{
    char who[1200] = "", text[1400], number[32] = "", state[64] = "valid";
    const char *white = g ? tav_game_header(g, "White") : NULL, *black = g ? tav_game_header(g, "Black") : NULL;
    if (!g)
        return NULL;
    snprintf(text, sizeof text, "%.500s - %.500s", white ? white : "?", black ? black : "?");
    tavb__append_quoted(who, sizeof who, text);
    if (tav_game_index(g))
        snprintf(number, sizeof number, " %zu", tav_game_index(g));
    if (!tav_game_is_valid(g))
        snprintf(state, sizeof state, "invalid (%zu errors)", tav_game_error_count(g));
    snprintf(text, sizeof text, "<Game%s %s: %d plies, %s, result %s>", number, who, tav_game_main_line_length(g),
             state, tav_result_text(tav_game_result(g)));
    return tavb__strdup(text);
}

char *tavb_game_node_repr(const tav_game *g, int node)
{
    char text[1500], move[TAV_MOVE_TEXT_MAX + 1] = "";
    char *game;
    if (!g)
        return NULL;
    if (node == TAV_GAME_ROOT) {
        if (!(game = tavb_game_repr(g)))
            return NULL;
        snprintf(text, sizeof text, "<GameNode root of %s>", game);
        free(game);
    } else if (!tav_game_node_exists(g, node)) {
        snprintf(text, sizeof text, "<GameNode %d: removed>", node);
    } else {
        tav_move_format(tav_game_node_move(g, node), move, sizeof move);
        snprintf(text, sizeof text, "<GameNode %d: %llu%s %s>", node, tav_game_node_move_number(g, node),
                 tav_game_node_side(g, node) == TAV_WHITE ? "." : "...", move);
    }
    return tavb__strdup(text);
}

int64_t tavb_game_node_clock_checked(const tav_game *g, int node, tav_error *err)
{
    int64_t ms = tavb_game_node_clock(g, node);
    const char *comment = ms == -2 ? tav_game_node_comment(g, node) : NULL;
    if (ms == -2)
        return tavb__refuse(err, "malformed [%%clk] in the comment '%.200s'", comment ? comment : "");
    if (ms < -2)
        return tavb__refuse(err, "no such node: %d", node);
    return ms;
}

char *tavb_game_node_san(const tav_game *g, int node, int node_uci, tav_error *err)
{
    tav_move m = g ? tav_game_node_move(g, node) : TAV_NULL_MOVE;
    tav_position *pos;
    char *text;
    if (m == TAV_NULL_MOVE) {
        tavb__refuse(err, "the root node has no move");
        return NULL;
    }
    pos = tavb_game_position_at(g, tav_game_node_parent(g, node));
    if (!pos) {
        tavb_set_error(err, TAV_ENOMEM, NULL);
        return NULL;
    }
    text = node_uci ? tavb_move_text(pos, (long long)m, err) : tavb_move_san(pos, (long long)m, err);
    tav_position_free(pos);
    return text;
}
