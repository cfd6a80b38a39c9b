/* A move's texts for the languages (R9): the legal move's canonical text,
 * with the check and mate marks R9 allows after it, or the null move's; a
 * move read without a position. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tier_impl.h"

/* R9's counted form "e2(1)-e4": the square at s, else -1. */
static int square_at(const char *s)
{
    char name[3] = { s[0], s[1], 0 };
    return tav_square_parse(name);
}

int64_t tavb_move_read_alone(const char *move_text, size_t move_length, tav_error *err)
{
    char message[160];
    const char *s = move_text ? move_text : "";
    size_t n = move_text ? move_length : 0;
    int count = 0;
    size_t i = 3;
    const char *nul;
    if (n == 4 && !memcmp(s, "0000", 4))
        return TAV_NULL_MOVE;
    if (n == 4 && square_at(s) >= 0 && square_at(s + 2) >= 0) {
        snprintf(message, sizeof message,
                 "'%.4s' moves the whole tower, whose height only a position knows: read it against the position",
                 s);
        tavb_set_error(err, TAV_ENOTATION, message);
        return TAV_ENOTATION;
    }
    /* two squares around "(k)-", k = 1..32 without a leading zero */
    if (n >= 8 && n <= 9 && square_at(s) >= 0 && s[2] == '(' && s[3] >= '1' && s[3] <= '9') {
        for (i = 3; i < n && s[i] >= '0' && s[i] <= '9' && i < 5; i++)
            count = count * 10 + (s[i] - '0');
        if (i + 4 == n && s[i] == ')' && s[i + 1] == '-' && square_at(s + i + 2) >= 0)
            return tavb_move_made(square_at(s), square_at(s + i + 2), count, err);
    }
    nul = memchr(s, 0, n);
    snprintf(message, sizeof message,
             "not a move text without a position: '%.*s'%s (write the count, 'e2(1)-e4', or read it against the "
             "position)",
             (int)(nul ? (size_t)(nul - s) : n < 20 ? n
                                                    : 20),
             s, nul ? " and a NUL character" : "");
    tavb_set_error(err, TAV_ENOTATION, message);
    return TAV_ENOTATION;
}

char *tavb_move_text(const tav_position *pos, long long move, tav_error *err)
{
    int64_t m = tavb_move_value(move, err);
    tav_move legal;
    if (m < 0)
        return NULL;
    if (m == TAV_NULL_MOVE && pos && !tav_position_in_check(pos))
        return tavb__strdup("0000");
    legal = m == TAV_NULL_MOVE || !pos ? TAV_NO_MOVE : tav_position_find_move(pos, (tav_move)m);
    if (legal == TAV_NO_MOVE) {
        tavb_move_error(pos, (tav_move)m, pos ? TAV_EILLEGAL : TAV_EINVAL, err);
        return NULL;
    }
    return tavb_move_format(legal);
}

char *tavb_move_san(const tav_position *pos, long long move, tav_error *err)
{
    char *text = tavb_move_text(pos, move, err), *marked;
    tav_position *after;
    int mate;
    if (!text || move == TAV_NULL_MOVE || tav_position_gives_check(pos, (tav_move)move) <= 0) {
        if (text && move == TAV_NULL_MOVE)
            strcpy(text, "--"); /* python-chess's SAN of the null move: "0000" has room */
        return text;
    }
    after = tav_position_copy(pos);
    marked = realloc(text, strlen(text) + 2);
    if (!after || !marked || tav_position_push(after, tav_position_find_move(pos, (tav_move)move)) != TAV_OK) {
        tav_position_free(after);
        free(marked ? marked : text);
        tavb_set_status(err, TAV_ENOMEM, NULL);
        return NULL;
    }
    mate = tav_position_is_checkmate(after);
    tav_position_free(after);
    strcat(marked, mate ? "#" : "+");
    return marked;
}
