/* A resume journal's entries checked against the shape of the job's
 * entries (tavreli.distributed): a JSON object with the keys of the job,
 * each of its type, and the first one's value given once, so that an
 * entry edited with a checksum made for the edit is refused, never summed.
 * json.dumps writes the entries; this reads the JSON they can be. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tier_impl.h"

#define SHAPE_KEYS 16

typedef struct {
    char name[32];
    char type; /* 'n', 's', 'l' */
    int seen;
} shape_key;

typedef struct {
    unsigned long long id;
    int line;
} entry_id;

/* Skip the JSON string at *p (its quotes included); 0 when it is not one.
 * The string's bytes without escapes go to out (size bytes), when given. */
static int string(const char **p, char *out, size_t size)
{
    const char *s = *p;
    size_t n = 0;
    if (*s++ != '"')
        return 0;
    for (; *s != '"'; s++) {
        if (!*s || (unsigned char)*s < 0x20)
            return 0;
        if (*s == '\\') {
            s++;
            if (*s == 'u') {
                for (int i = 1; i <= 4; i++)
                    if (!strchr("0123456789abcdefABCDEF", s[i]) || !s[i])
                        return 0;
                s += 4;
            } else if (!*s || !strchr("\"\\/bfnrt", *s))
                return 0;
            if (out)
                return 0; /* a key with an escape is none of the shape's */
        } else if (out && n + 1 < size)
            out[n++] = *s;
        else if (out)
            return 0;
    }
    if (out)
        out[n] = '\0';
    *p = s + 1;
    return 1;
}

static void spaces(const char **p)
{
    while (**p == ' ')
        (*p)++;
}

/* Read the value of type at *p; its integer to *id for 'n'. */
static int value(const char **p, char type, unsigned long long *id)
{
    if (type == 's')
        return string(p, NULL, 0);
    if (type == 'n') {
        const char *s = *p;
        size_t digits = strspn(s, "0123456789");
        if (digits == 0 || digits > 18 || (s[0] == '0' && digits > 1))
            return 0;
        *id = strtoull(s, NULL, 10);
        *p = s + digits;
        return 1;
    }
    if (*(*p)++ != '[')
        return 0;
    spaces(p);
    if (**p == ']')
        return (*p)++, 1;
    for (;;) {
        if (!string(p, NULL, 0))
            return 0;
        spaces(p);
        if (**p == ']')
            return (*p)++, 1;
        if (*(*p)++ != ',')
            return 0;
        spaces(p);
    }
}

/* Does text hold a JSON object of shape (each key once)? Its first key's
 * value to *id. */
static int of_shape(const char *text, shape_key *keys, int nkeys, unsigned long long *id)
{
    const char *p = text;
    int found = 0;
    for (int k = 0; k < nkeys; k++)
        keys[k].seen = 0;
    spaces(&p);
    if (*p++ != '{')
        return 0;
    spaces(&p);
    while (*p != '}') {
        char name[32];
        int k = 0;
        unsigned long long v = 0;
        if (found && *p++ != ',')
            return 0;
        spaces(&p);
        if (!string(&p, name, sizeof name))
            return 0;
        while (k < nkeys && strcmp(keys[k].name, name) != 0)
            k++;
        spaces(&p);
        if (k == nkeys || keys[k].seen || *p++ != ':')
            return 0;
        spaces(&p);
        if (!value(&p, keys[k].type, &v))
            return 0;
        if (k == 0)
            *id = v;
        keys[k].seen = 1;
        found++;
        spaces(&p);
    }
    p++;
    spaces(&p);
    return *p == '\0' && found == nkeys;
}

static int by_id(const void *a, const void *b)
{
    const entry_id *x = a, *y = b;
    if (x->id != y->id)
        return x->id < y->id ? -1 : 1;
    return (x->line > y->line) - (x->line < y->line);
}

static int read_shape(const char *shape, shape_key *keys)
{
    int n = 0, used = 0;
    char type;
    while (shape && n < SHAPE_KEYS && sscanf(shape, " %31[a-z_]:%c%n", keys[n].name, &type, &used) == 2 && strchr("nsl", type) && (n > 0 || type == 'n')) {
        keys[n++].type = type;
        shape += used;
    }
    return shape && n > 0 && strspn(shape, " ") == strlen(shape) ? n : 0;
}

char *tavb_journal_entries(const tavb_journal *j, const char *shape, const char *what, int shown, tav_error *err)
{
    shape_key keys[SHAPE_KEYS];
    int nkeys = read_shape(shape, keys), count = tavb_journal_count(j), line = 0;
    size_t size = 3;
    char *text;
    entry_id *ids = malloc(((size_t)count + 1) * sizeof *ids);
    if (!nkeys || !what) {
        free(ids);
        tavb__refuse(err, !what ? "no what for the messages (NULL)" : "the entries' shape '%s' is none (\"key:n key:s key:l ...\", the first :n)",
                     shape ? shape : "(null)");
        return NULL;
    }
    for (int i = 0; i < count; i++)
        size += strlen(tavb_journal_entry(j, i)) + 2;
    if (!ids || !(text = malloc(size))) {
        free(ids);
        tavb_set_error(err, TAV_ENOMEM, NULL);
        return NULL;
    }
    size_t len = 1;
    int checked = 0, twice = 0;
    unsigned long long id = 0;
    while (checked < count && of_shape(tavb_journal_entry(j, checked), keys, nkeys, &ids[checked].id)) {
        ids[checked].line = checked + 2;
        checked++;
    }
    qsort(ids, (size_t)checked, sizeof *ids, by_id); /* the first line that repeats an identity */
    for (int i = 1; i < checked; i++)
        if (ids[i].id == ids[i - 1].id && (!twice || ids[i].line < twice)) {
            twice = ids[i].line;
            id = ids[i].id;
        }
    line = twice ? twice : checked < count ? checked + 2
                                           : 0;
    text[0] = '[';
    for (int i = 0; i < (line ? line - 2 : count); i++) {
        const char *e = tavb_journal_entry(j, i);
        size_t n = strlen(e);
        memcpy(text + len, ", ", i ? 2 : 0);
        memcpy(text + len + (i ? 2 : 0), e, n);
        len += n + (i ? 2 : 0);
    }
    memcpy(text + len, "]", 2);
    if (twice) {
        tavb_set_error(err, TAV_EGAME, NULL);
        snprintf(err ? err->message : NULL, err ? sizeof err->message : 0, "%s:%d: %s %llu a second time: refused",
                 tavb__journal_path(j), line, keys[0].name, id + (unsigned long long)shown);
    } else if (line) {
        tavb_set_error(err, TAV_EGAME, NULL);
        snprintf(err ? err->message : NULL, err ? sizeof err->message : 0, "%s:%d: an entry that is not %s: refused",
                 tavb__journal_path(j), line, what);
    }
    free(ids);
    return text;
}
