/* libFuzzer target: the resume journal of the Dask commands
 * (bindings/tier/journal.c, the one reader and writer of perft, match and
 * annotate journals).
 *
 * The input is written to a file and opened as the journal of a fixed job.
 * A refused file must give a one-line error naming the file (and its code
 * must say why: not a journal, another job, a failed entry) and be left
 * byte for byte as it was: never cut, never written. An accepted file must
 * hold only right entries: the writer, given the entries read, writes the
 * same bytes as the file's whole lines (so every entry is one this job's
 * writer wrote, each once); the torn last line is cut off, nothing else.
 * While it is open a second open of the same file is refused (the lock,
 * TAV_EBUSY) without touching it. A copy cut at any byte (a crash) is never
 * refused and keeps every whole line; an entry appended survives a reopen
 * after the others. */
#define _DEFAULT_SOURCE /* mkdtemp() */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <tavreli.h>
#include "tavb.h"
#include "fuzz_check.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define HEADER "{\"format\": \"fuzz\", \"job\": 1}"
#define MAGIC "tavreli-journal 1 "

static char dir[64], path[96], oracle[96];

/* The temporary files go when libFuzzer exits (it calls exit()). */
static void remove_dir(void)
{
    unlink(path);
    unlink(oracle);
    rmdir(dir);
}

static void put(const char *p, const void *bytes, size_t n)
{
    FILE *f = fopen(p, "wb");
    FUZZ_CHECK(f != NULL, "cannot write %s", p);
    FUZZ_CHECK(fwrite(bytes, 1, n, f) == n && fclose(f) == 0, "cannot write %s", p);
}

/* The file's bytes (*n of them), malloc'd. */
static char *get(const char *p, size_t *n)
{
    FILE *f = fopen(p, "rb");
    char *buf;
    long len;
    FUZZ_CHECK(f != NULL && fseek(f, 0, SEEK_END) == 0 && (len = ftell(f)) >= 0, "cannot read %s", p);
    rewind(f);
    buf = malloc((size_t)len + 1);
    FUZZ_CHECK(buf != NULL && fread(buf, 1, (size_t)len, f) == (size_t)len, "cannot read %s", p);
    fclose(f);
    *n = (size_t)len;
    return buf;
}

static size_t whole_lines(const char *b, size_t n)
{
    while (n > 0 && b[n - 1] != '\n') n--;
    return n;
}

/* A journal's text as this job's writer writes it for the entries of j. */
static char *written(const tavb_journal *j, size_t *n)
{
    tav_error err = TAV_ERROR_INIT;
    tavb_journal *w;
    unlink(oracle);
    w = tavb_journal_open(oracle, HEADER, &err);
    FUZZ_CHECK(w != NULL, "a new journal refused: %s", err.message);
    for (int i = 0; i < tavb_journal_count(j); i++)
        FUZZ_CHECK(tavb_journal_append(w, tavb_journal_entry(j, i), &err) == TAV_OK, "entry %d not written again: %s", i, err.message);
    tavb_journal_close(w);
    return get(oracle, n);
}

static void check_refused(const tav_error *err, const uint8_t *data, size_t size)
{
    size_t n;
    char *after = get(path, &n);
    FUZZ_CHECK(err->code == TAV_EGAME, "refused with code %d: %s", err->code, err->message);
    FUZZ_CHECK(strncmp(err->message, path, strlen(path)) == 0 && err->message[strlen(path)] == ':', "the message does not name the file: %s", err->message);
    FUZZ_CHECK(strchr(err->message, '\n') == NULL, "a message of more than one line: %s", err->message);
    FUZZ_CHECK(n == size && memcmp(after, data, n) == 0, "a refused file was changed (%zu bytes, now %zu)", size, n);
    free(after);
}

/* A copy of the accepted file text (n bytes) cut at byte cut: read whole,
 * its entries those of the whole lines before the cut, the file cut at its
 * last newline. */
static void check_cut(const char *text, size_t n, size_t cut)
{
    tav_error err = TAV_ERROR_INIT;
    size_t keep = whole_lines(text, cut), lines = 0, m;
    const char *line = text;
    tavb_journal *c;
    char *after;
    for (size_t i = 0; i < keep; i++) lines += text[i] == '\n';
    put(path, text, cut);
    c = tavb_journal_open(path, HEADER, &err);
    FUZZ_CHECK(c != NULL, "a journal of %zu bytes cut at %zu refused: %s", n, cut, err.message);
    FUZZ_CHECK(tavb_journal_count(c) == (lines ? (int)lines - 1 : 0), "cut at %zu: %d entries of %zu whole lines", cut, tavb_journal_count(c), lines);
    for (int i = 0; i < tavb_journal_count(c); i++) {
        const char *e = tavb_journal_entry(c, i);
        line = strchr(line, '\n') + 1;
        FUZZ_CHECK(strncmp(line + 33, e, strlen(e)) == 0 && line[33 + strlen(e)] == '\n', "cut at %zu: entry %d is not its line", cut, i);
    }
    tavb_journal_close(c);
    after = get(path, &m);
    if (keep > 0)
        FUZZ_CHECK(m == keep && memcmp(after, text, m) == 0, "cut at %zu: the file is %zu bytes, not its %zu of whole lines", cut, m, keep);
    else
        FUZZ_CHECK(m == strlen(MAGIC HEADER "\n") && memcmp(after, MAGIC HEADER "\n", m) == 0, "cut at %zu in the header: not a new journal", cut);
    free(after);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    tav_error err = TAV_ERROR_INIT;
    tavb_journal *j, *second;
    size_t n, m, keep = whole_lines((const char *)data, size);
    char *after, *again, text[64];
    int count, dup = 0;

    if (!dir[0]) {
        const char *base = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp";
        snprintf(dir, sizeof dir, "%s/fuzz-journal-XXXXXX", base);
        FUZZ_CHECK(mkdtemp(dir) != NULL, "no temporary directory");
        snprintf(path, sizeof path, "%s/j", dir);
        snprintf(oracle, sizeof oracle, "%s/w", dir);
        atexit(remove_dir);
    }
    put(path, data, size);
    j = tavb_journal_open(path, HEADER, &err);
    if (!j) {
        check_refused(&err, data, size);
        return 0;
    }
    FUZZ_CHECK(err.code == TAV_OK, "opened, with err.code %d", err.code);

    /* locked while open: a second run is refused and changes nothing */
    after = get(path, &n);
    second = tavb_journal_open(path, HEADER, &err);
    FUZZ_CHECK(second == NULL && err.code == TAV_EBUSY, "a second open of a locked journal: code %d", err.code);
    again = get(path, &m);
    FUZZ_CHECK(m == n && memcmp(after, again, n) == 0, "a refused second open changed the file");
    free(again);

    /* only right entries: the writer writes the file's whole lines again */
    if (keep > 0)
        FUZZ_CHECK(n == keep && memcmp(after, data, n) == 0, "the file is %zu bytes after the open, not its %zu of whole lines", n, keep);
    again = written(j, &m);
    FUZZ_CHECK(m == n && memcmp(after, again, n) == 0, "the %d entries read, written again, are not the file (%zu bytes, %zu)", tavb_journal_count(j), n, m);
    free(again);
    for (int i = 0; i < tavb_journal_count(j); i++)
        for (int k = 0; k < i; k++)
            FUZZ_CHECK(strcmp(tavb_journal_entry(j, i), tavb_journal_entry(j, k)) != 0, "entries %d and %d are the same", k, i);

    /* a crash at any byte: a copy cut where the input says */
    count = tavb_journal_count(j);
    tavb_journal_close(j);
    check_cut(after, n, size > 0 ? (data[0] | (size_t)data[size - 1] << 8) % (n + 1) : n);

    /* an entry appended is read back after the others */
    put(path, after, n);
    j = tavb_journal_open(path, HEADER, &err);
    FUZZ_CHECK(j != NULL && tavb_journal_count(j) == count, "the same file read again: %s", err.message);
    snprintf(text, sizeof text, "{\"appended\": %d}", count);
    for (int i = 0; i < count; i++) dup |= strcmp(tavb_journal_entry(j, i), text) == 0;
    FUZZ_CHECK(tavb_journal_append(j, "", &err) == TAV_EINVAL && tavb_journal_append(j, "a\nb", &err) == TAV_EINVAL, "an entry that is not one line written");
    if (!dup) {
        tavb_journal *r;
        FUZZ_CHECK(tavb_journal_append(j, text, &err) == TAV_OK, "append: %s", err.message);
        tavb_journal_close(j);
        j = NULL;
        r = tavb_journal_open(path, HEADER, &err);
        FUZZ_CHECK(r != NULL && tavb_journal_count(r) == count + 1, "after an append: %s", r ? "one entry too few or many" : err.message);
        FUZZ_CHECK(strcmp(tavb_journal_entry(r, count), text) == 0, "the appended entry reads back as '%s'", tavb_journal_entry(r, count));
        tavb_journal_close(r);
    }
    tavb_journal_close(j);
    free(after);
    return 0;
}
