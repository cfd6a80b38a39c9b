/* The UCI codec (tavreli/uci.h) for the languages: a line parsed from a
 * NUL-terminated text, its numbers read and set one by one (C arrays
 * inside structs do not map well to most languages), a line written, and
 * the position line of a position with its history. */
#include <stdlib.h>
#include <string.h>
#include "tier_impl.h"

int tavb_uci_parse(const char *text, tav_uci_line *out, tav_error *err)
{
    return tav_uci_parse(text, text ? strlen(text) : 0, out, err);
}

long long tavb_uci_num(const tav_uci_line *line, int which)
{
    if (!line || which < 0 || which >= TAV_UCI_NUM_COUNT || !(line->has & TAV_UCI_HAS(which)))
        return 0;
    return line->num[which];
}

int tavb_uci_set_num(tav_uci_line *line, int which, long long v)
{
    if (!line || which < 0 || which >= TAV_UCI_NUM_COUNT)
        return TAV_EINVAL;
    line->num[which] = v;
    line->has |= TAV_UCI_HAS(which);
    return TAV_OK;
}

char *tavb_uci_write(const tav_uci_line *line, tav_error *err)
{
    char *buf = malloc(TAV_UCI_LINE_MAX + 2);
    int n = buf ? tav_uci_write(line, buf, TAV_UCI_LINE_MAX + 2) : TAV_ENOMEM;
    if (n < 0) {
        free(buf);
        tavb_set_status(err, n == TAV_EBUFSIZE ? TAV_ELIMIT : n, "UCI line");
        return NULL;
    }
    if (n > 0 && buf[n - 1] == '\n')
        buf[n - 1] = '\0';
    return buf;
}

/* Word by word, "value" in a name would end it on the engine's side. */
static int has_word(const char *s, const char *w)
{
    size_t n = strlen(w);
    for (const char *p = strstr(s, w); p; p = strstr(p + 1, w))
        if ((p == s || p[-1] == ' ' || p[-1] == '\t') && (p[n] == '\0' || p[n] == ' ' || p[n] == '\t'))
            return 1;
    return 0;
}

char *tavb_uci_setoption(const char *option_name, const char *option_value, tav_error *err)
{
    const char *name = option_name, *value = option_value;
    if (!name || !*name || strpbrk(name, "\n\r") || (value && strpbrk(value, "\n\r"))) {
        tavb_set_status(err, TAV_EINVAL,
                        !name || !*name ? "setoption: an option needs a name"
                                        : "setoption: an option's name or value cannot hold a line break (it would "
                                          "end the line and start another command)");
        return NULL;
    }
    if (has_word(name, "value")) {
        tavb_set_status(err, TAV_EINVAL, "setoption: an option's name cannot hold the word 'value' (the engine would "
                                         "read the rest as the value)");
        return NULL;
    }
    tav_uci_line line = { .kind = TAV_UCI_SETOPTION, .name = name, .value = value };
    return tavb_uci_write(&line, err);
}

char *tavb_uci_position(const tav_position *pos, tav_error *err)
{
    size_t n = tav_position_history_length(pos);
    if (!pos || n > TAV_UCI_LIST_MAX) {
        tavb_set_status(err, pos ? TAV_ELIMIT : TAV_EINVAL, pos ? "more moves than a UCI line holds" : "position");
        return NULL;
    }
    tav_uci_line *line = calloc(1, sizeof *line);
    char(*moves)[TAV_MOVE_TEXT_MAX + 1] = calloc(n ? n : 1, sizeof *moves);
    char tfen[TAV_TFEN_MAX + 1], *text = NULL;
    tav_position *root = tav_position_root(pos);
    if (!line || !moves || !root || tav_position_tfen(root, tfen, sizeof tfen) < 0) {
        tavb_set_status(err, TAV_ENOMEM, "position");
    } else {
        line->kind = TAV_UCI_POSITION;
        line->fen = tfen;
        line->list_kind = TAV_UCI_LIST_MOVES;
        line->list_count = (int)n;
        for (size_t i = 0; i < n; i++) {
            tav_move m = tav_position_history_move(pos, i);
            if (m == TAV_NULL_MOVE || tav_move_format(m, moves[i], sizeof moves[i]) < 0)
                strcpy(moves[i], "0000");
            line->list[i] = moves[i];
        }
        text = tavb_uci_write(line, err);
    }
    tav_position_free(root);
    free(moves);
    free(line);
    return text;
}
