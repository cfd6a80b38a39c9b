/* Game records (R11): reading tag pairs, and the start position from the
 * SetUp and FEN tags (R10) once the tag section is over. */
#include <stdlib.h>
#include <string.h>
#include "record/parse.h"

static int is_name_char(int c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

static void skip_blanks(tav_reader *r)
{
    while (tav__peek(r, 0) == ' ' || tav__peek(r, 0) == '\t')
        tav__advance(r);
}

static int tag_error(tav__parser *c, tav__loc at, const char *what)
{
    int rc = tav__error(c, P_TAG, tav__at(at), "unknown tag syntax: %s", what);
    if (rc == TAV_OK && !c->stop)
        tav__skip_line(c->r); /* lenient: drop the rest of the line */
    return rc;
}

/* One tag pair as read, before it is judged. */
typedef struct tag_text {
    char *name, *value;
    size_t nlen, vlen, max;
    int too_long;
    tav__loc at, value_at;
} tag_text;

/* The quoted value, with \" and \\ escapes; 1 when read, 0 when a problem
 * was reported, or a failure. */
static int read_value(tav__parser *c, tag_text *t)
{
    tav_reader *r = c->r;
    t->value_at = r->cur;
    tav__advance(r); /* '"' */
    for (;;) {
        int ch = tav__peek(r, 0);
        if (ch < 0 || tav__is_eol(ch)) {
            int rc = tag_error(c, r->cur, "the tag value is not closed on its line");
            return rc != TAV_OK ? rc : 0;
        }
        if (ch == '"')
            break;
        if (ch == '\\' && (tav__peek(r, 1) == '"' || tav__peek(r, 1) == '\\')) {
            tav__advance(r);
            ch = tav__peek(r, 0);
        } else if (ch < 0x20 && ch != '\t') {
            int rc = tag_error(c, r->cur, "control character in the tag value");
            return rc != TAV_OK ? rc : 0;
        }
        if (t->vlen < t->max)
            t->value[t->vlen++] = (char)ch;
        else
            t->too_long = 1;
        tav__advance(r);
    }
    tav__advance(r); /* '"' */
    t->value[t->vlen] = '\0';
    return 1;
}

/* [Name "value"]: 1 when read, 0 when a problem was reported, or a failure. */
static int read_pair(tav__parser *c, tag_text *t)
{
    tav_reader *r = c->r;
    int ch;
    tav__advance(r); /* '[' */
    skip_blanks(r);
    while ((ch = tav__peek(r, 0)) >= 0 && is_name_char(ch)) {
        if (t->nlen < t->max && t->nlen < TAV__TAG_NAME_MAX)
            t->name[t->nlen++] = (char)ch;
        else
            t->too_long = 1;
        tav__advance(r);
    }
    t->name[t->nlen] = '\0';
    int rc;
    if (!t->nlen)
        return (rc = tag_error(c, r->cur, "expected a tag name (letters, digits, '_') after '['")) != TAV_OK ? rc : 0;
    skip_blanks(r);
    if (tav__peek(r, 0) != '"')
        return (rc = tag_error(c, r->cur, "expected '\"' to open the tag value")) != TAV_OK ? rc : 0;
    if ((rc = read_value(c, t)) != 1)
        return rc;
    skip_blanks(r);
    if (tav__peek(r, 0) != ']')
        return (rc = tag_error(c, r->cur, "expected ']' to close the tag pair")) != TAV_OK ? rc : 0;
    tav__advance(r);
    return 1;
}

/* Keep the pair read, unless it is too long, a duplicate or one too many. */
static int keep_pair(tav__parser *c, const tag_text *t)
{
    tav_game *g = c->g;
    unsigned long max_tags = c->r->limits[TAV_LIMIT_TAGS];
    if (t->too_long)
        return tav__error(c, P_LIMIT, tav__at(t->at), "tag name or value longer than %lu bytes: tag ignored",
                          (unsigned long)t->max);
    if (tav_game_tag(g, t->name))
        return tav__error(c, P_TAG, tav__at(t->at), "tag %s given twice: the first is kept", t->name);
    if (g->ntags >= max_tags)
        return tav__error(c, P_LIMIT, tav__at(t->at), "more than %lu tag pairs: tag %s ignored", max_tags, t->name);
    if (strcmp(t->name, "FEN") == 0)
        c->fen_at = t->value_at;
    if (strcmp(t->name, "SetUp") == 0)
        c->setup_at = t->at;
    return tav__game_append_tag(g, t->name, t->nlen, t->value, t->vlen);
}

int tav__read_tag(tav__parser *c)
{
    tag_text t;
    memset(&t, 0, sizeof t);
    t.at = c->r->cur;
    t.max = c->r->limits[TAV_LIMIT_TAG_LENGTH];
    if (t.max > TAV__TAG_VALUE_MAX)
        t.max = TAV__TAG_VALUE_MAX;
    int rc = TAV_ENOMEM;
    if ((t.name = malloc(t.max + 1)) && (t.value = malloc(t.max + 1))) {
        rc = read_pair(c, &t);
        if (rc == 1)
            rc = keep_pair(c, &t);
    }
    free(t.name);
    free(t.value);
    return rc;
}

int tav__set_up(tav__parser *c)
{
    tav_game *g = c->g;
    const char *fen = tav_game_tag(g, "FEN"), *setup = tav_game_tag(g, "SetUp");
    int rc;
    if (setup && strcmp(setup, "1") == 0 && !fen) {
        tav__kill_line(c);
        return tav__error(c, P_SETUP, tav__at(c->setup_at), "SetUp \"1\" without a FEN tag: the start position is unknown");
    }
    if (!fen)
        return TAV_OK;
    if ((!setup || strcmp(setup, "1") != 0)
        && (rc = tav__warn(c, P_SETUP, tav__at(c->fen_at), "FEN tag without SetUp \"1\": the FEN is used")) != TAV_OK)
        return rc;
    tav_error err = TAV_ERROR_INIT;
    rc = tav_position_set_tfen(c->pos, fen, &err);
    if (rc == TAV_ENOMEM)
        return rc;
    if (rc != TAV_OK) {
        tav__loc at = c->fen_at;
        if (err.offset >= 0) {
            at.col += (unsigned long)err.offset + 1;
            at.off += (unsigned long long)err.offset + 1;
        }
        tav__kill_line(c);
        return tav__error(c, P_SETUP_TFEN, tav__at(at), "FEN tag: %s", err.message);
    }
    tav_position_tfen(c->pos, g->start_tfen, sizeof g->start_tfen);
    g->start_turn = tav_position_turn(c->pos);
    g->start_fullmove = tav_position_fullmove_number(c->pos);
    return TAV_OK;
}
