/* The resume journal of the Dask commands (perft, match, annotate): open
 * with a lock, read and check, cut a torn last line, append (tavb.h says
 * the format). POSIX: open(2), flock(2), ftruncate(2), fsync(2). */
#define _DEFAULT_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>
#include "tier_impl.h"

#define MAGIC "tavreli-journal 1 "
#define CHECK_LEN 32 /* hex digits of the SHA-256 kept in a line */

struct tavb_journal {
    int fd;
    char *path;
    char *header;
    char *data;      /* the file as read, each whole line's '\n' made '\0' */
    const char **at; /* the entries' texts, inside data */
    int count;
    off_t size;      /* bytes of whole lines in the file */
    uint64_t synced; /* tav_now_ms() at the last sync (tavb_journal_add) */
};

static int printable(const char *s, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++)
        if ((unsigned char)s[i] < 0x20 || (unsigned char)s[i] > 0x7e)
            return 0;
    return n > 0;
}

/* The checksum of an entry of the job header: 32 lowercase hex digits. */
static void checksum(const char *header, const char *text, size_t n, char out[CHECK_LEN])
{
    static const char hex[] = "0123456789abcdef";
    unsigned char sum[32];
    tavb__sha256 s;
    int i;
    tavb__sha256_init(&s);
    tavb__sha256_add(&s, header, strlen(header));
    tavb__sha256_add(&s, "\n", 1);
    tavb__sha256_add(&s, text, n);
    tavb__sha256_end(&s, sum);
    for (i = 0; i < CHECK_LEN / 2; i++) {
        out[2 * i] = hex[sum[i] >> 4];
        out[2 * i + 1] = hex[sum[i] & 15];
    }
}

/* Fill err with code and "path[:line]: what"; returns code. */
static int refuse(tav_error *err, int code, const char *path, long line, const char *what)
{
    if (err) {
        tav_error_init(err);
        err->code = code;
        if (line > 0)
            snprintf(err->message, sizeof err->message, "%s:%ld: %s", path, line, what);
        else
            snprintf(err->message, sizeof err->message, "%s: %s", path, what);
    }
    return code;
}

static int refuse_errno(tav_error *err, const char *path, const char *doing, int e)
{
    char what[96];
    snprintf(what, sizeof what, "cannot %s the journal (%s)", doing, strerror(e));
    return refuse(err, TAV_EIO, path, 0, what);
}

static void journal_free(tavb_journal *j)
{
    if (!j)
        return;
    if (j->fd >= 0)
        close(j->fd); /* the lock goes with it */
    free(j->path);
    free(j->header);
    free(j->data);
    free(j->at);
    free(j);
}

/* The whole file, from its start; NULL with *n = 0 and errno on failure. */
static char *read_all(int fd, size_t *n)
{
    size_t cap = 4096, len = 0;
    char *buf = malloc(cap + 1), *more;
    *n = 0;
    if (!buf)
        return NULL;
    if (lseek(fd, 0, SEEK_SET) < 0) {
        free(buf);
        return NULL;
    }
    for (;;) {
        ssize_t r;
        if (len == cap) {
            if (cap > ((size_t)-1 - 1) / 2 || !(more = realloc(buf, cap * 2 + 1))) {
                free(buf);
                errno = ENOMEM;
                return NULL;
            }
            buf = more, cap *= 2;
        }
        r = read(fd, buf + len, cap - len);
        if (r < 0 && errno == EINTR)
            continue;
        if (r < 0) {
            free(buf);
            return NULL;
        }
        if (r == 0)
            break;
        len += (size_t)r;
    }
    buf[len] = '\0';
    *n = len;
    return buf;
}

/* Order of entries by their text, to find one given twice. */
static int by_text(const void *a, const void *b)
{
    return strcmp(**(const char *const *const *)a, **(const char *const *const *)b);
}

/* Check the whole lines of j->data (len bytes up to the last newline,
 * at least one) as this job's journal and index its entries. */
static int scan(tavb_journal *j, size_t len, tav_error *err)
{
    char *p = j->data, *end = j->data + len, *nl;
    size_t hlen = strlen(j->header), n;
    long line = 1;
    const char ***order;
    int i;

    nl = memchr(p, '\n', len);
    if (strncmp(p, MAGIC, strlen(MAGIC)) != 0) {
        if (strncmp(p, "tavreli-journal ", 16) == 0)
            return refuse(err, TAV_EGAME, j->path, 1, "a journal of another format than 1 (another tavreli): left as it is");
        if (strncmp(p, "{\"format\": \"tavreli-distributed-", 32) == 0)
            return refuse(err, TAV_EGAME, j->path, 1, "a journal of an older tavreli (JSON lines, before format 1): left as it is; start a new file");
        return refuse(err, TAV_EGAME, j->path, 1, "not a tavreli journal: left as it is");
    }
    if ((size_t)(nl - p) != strlen(MAGIC) + hlen || memcmp(p + strlen(MAGIC), j->header, hlen) != 0)
        return refuse(err, TAV_EGAME, j->path, 1, "a journal of another job (its header differs): left as it is");
    for (n = 0, p = nl + 1; p < end; p = nl + 1) nl = memchr(p, '\n', (size_t)(end - p)), n++;
    j->at = malloc((n ? n : 1) * sizeof *j->at);
    if (!j->at)
        return refuse(err, TAV_ENOMEM, j->path, 0, "out of memory reading the journal");
    for (p = (char *)memchr(j->data, '\n', len) + 1; p < end; p = nl + 1) {
        char sum[CHECK_LEN];
        size_t linelen;
        nl = memchr(p, '\n', (size_t)(end - p));
        linelen = (size_t)(nl - p);
        line++;
        if (linelen < CHECK_LEN + 2 || p[CHECK_LEN] != ' ' || !printable(p, linelen))
            return refuse(err, TAV_EGAME, j->path, line, "not an entry (checksum, space, text): refused, the file is left as it is");
        checksum(j->header, p + CHECK_LEN + 1, linelen - CHECK_LEN - 1, sum);
        if (memcmp(sum, p, CHECK_LEN) != 0)
            return refuse(err, TAV_EGAME, j->path, line, "an entry that fails its checksum (edited, or another job's): refused, the file is left as it is");
        *nl = '\0';
        j->at[j->count++] = p + CHECK_LEN + 1;
    }
    /* the same entry twice (a line copied): sort pointers to the entries */
    if (j->count < 2)
        return TAV_OK;
    order = malloc((size_t)j->count * sizeof *order);
    if (!order)
        return refuse(err, TAV_ENOMEM, j->path, 0, "out of memory reading the journal");
    for (i = 0; i < j->count; i++) order[i] = &j->at[i];
    qsort(order, (size_t)j->count, sizeof *order, by_text);
    for (i = 1; i < j->count; i++)
        if (strcmp(*order[i - 1], *order[i]) == 0) {
            long a = (long)(order[i - 1] - j->at), b = (long)(order[i] - j->at);
            char what[80];
            snprintf(what, sizeof what, "the entry of line %ld a second time: refused", (a < b ? a : b) + 2);
            free(order);
            return refuse(err, TAV_EGAME, j->path, (a > b ? a : b) + 2, what);
        }
    free(order);
    return TAV_OK;
}

/* Write all n bytes at the end, or cut what was written and fail. */
static int write_line(tavb_journal *j, const char *line, size_t n, tav_error *err)
{
    ssize_t w;
    do w = write(j->fd, line, n);
    while (w < 0 && errno == EINTR);
    if (w == (ssize_t)n) {
        j->size += (off_t)n;
        return TAV_OK;
    }
    refuse_errno(err, j->path, "write to", w < 0 ? errno : ENOSPC);
    if (w > 0) /* the file stays whole lines */
        (void)!ftruncate(j->fd, j->size);
    return TAV_EIO;
}

/* Open, lock, read and check j->path; cut its torn last line or write the
 * header. TAV_OK or the failure's code (err filled). */
static int open_file(tavb_journal *j, tav_error *err)
{
    const char *path = j->path;
    size_t len, whole, m = strlen(MAGIC), h = strlen(j->header);
    struct stat st;
    int rc;

    /* what is not a regular file is never opened (opening a device may do
     * something): stat() first, fstat() again once open */
    if (stat(path, &st) == 0 && S_ISDIR(st.st_mode))
        return refuse(err, TAV_EIO, path, 0, "a directory, not a journal file");
    if (stat(path, &st) == 0 && !S_ISREG(st.st_mode))
        return refuse(err, TAV_EIO, path, 0, "not a regular file (a device, FIFO or socket): a journal is one");
    j->fd = open(path, O_RDWR | O_CREAT | O_APPEND | O_NONBLOCK | O_CLOEXEC, 0644);
    if (j->fd < 0)
        return errno == EISDIR ? refuse(err, TAV_EIO, path, 0, "a directory, not a journal file") : refuse_errno(err, path, "open", errno);
    if (fstat(j->fd, &st) != 0 || !S_ISREG(st.st_mode))
        return refuse(err, TAV_EIO, path, 0, "not a regular file (a device, FIFO or socket): a journal is one");
    if (flock(j->fd, LOCK_EX | LOCK_NB) != 0)
        return errno == EWOULDBLOCK ? refuse(err, TAV_EBUSY, path, 0, "in use by another run (locked): one run at a time on a journal") : refuse_errno(err, path, "lock", errno);
    if (!(j->data = read_all(j->fd, &len)))
        return errno == ENOMEM ? refuse(err, TAV_ENOMEM, path, 0, "out of memory reading the journal") : refuse_errno(err, path, "read", errno);
    for (whole = len; whole > 0 && j->data[whole - 1] != '\n'; whole--) {
    }
    if (whole == 0 && len > 0 && (len > m + h || memcmp(j->data, MAGIC, len < m ? len : m) != 0 || (len > m && memcmp(j->data + m, j->header, len - m) != 0))) {
        /* no whole line, and not the start of this job's header line */
        char what[96];
        snprintf(what, sizeof what, "not a tavreli journal (%lu bytes and no whole line): left as it is", (unsigned long)len);
        return refuse(err, TAV_EGAME, path, 0, what);
    }
    if (whole > 0 && (rc = scan(j, whole, err)) != TAV_OK)
        return rc;
    if (whole < len && ftruncate(j->fd, (off_t)whole) != 0) /* the torn last line goes */
        return refuse_errno(err, path, "cut the torn last line of", errno);
    j->size = (off_t)whole;
    if (whole == 0) { /* a new journal, or its header torn by a crash */
        char *line = malloc(m + h + 2);
        if (!line)
            return refuse(err, TAV_ENOMEM, path, 0, "out of memory opening the journal");
        snprintf(line, m + h + 2, "%s%s\n", MAGIC, j->header);
        rc = write_line(j, line, m + h + 1, err);
        free(line);
        if (rc != TAV_OK)
            return rc;
        return tavb_journal_sync(j, err);
    }
    return TAV_OK;
}

tavb_journal *tavb_journal_open(const char *path, const char *header, tav_error *err)
{
    tavb_journal *j;
    if (!path || !*path) {
        refuse(err, TAV_EINVAL, "(journal)", 0, "no path given");
        return NULL;
    }
    if (!header || !printable(header, strlen(header))) {
        refuse(err, TAV_EINVAL, path, 0, "the job's header is empty or not printable ASCII");
        return NULL;
    }
    j = calloc(1, sizeof *j);
    if (!j || !(j->path = tavb__strdup(path)) || !(j->header = tavb__strdup(header))) {
        free(j ? j->path : NULL);
        free(j);
        refuse(err, TAV_ENOMEM, path, 0, "out of memory opening the journal");
        return NULL;
    }
    j->fd = -1;
    if (open_file(j, err) != TAV_OK) {
        journal_free(j); /* closing the file releases the lock */
        return NULL;
    }
    return j;
}

int tavb_journal_count(const tavb_journal *j)
{
    return j ? j->count : 0;
}

const char *tavb_journal_entry(const tavb_journal *j, int i)
{
    return j && i >= 0 && i < j->count ? j->at[i] : NULL;
}

int tavb_journal_append(tavb_journal *j, const char *text, tav_error *err)
{
    size_t n;
    char *line;
    int rc;
    if (!j || !text) {
        refuse(err, TAV_EINVAL, j ? j->path : "(journal)", 0, "no journal or no entry given");
        return TAV_EINVAL;
    }
    n = strlen(text);
    if (!printable(text, n)) {
        refuse(err, TAV_EINVAL, j->path, 0, "an entry is one line of printable ASCII, not empty: not written");
        return TAV_EINVAL;
    }
    line = malloc(CHECK_LEN + n + 2);
    if (!line) {
        refuse(err, TAV_ENOMEM, j->path, 0, "out of memory writing the journal");
        return TAV_ENOMEM;
    }
    checksum(j->header, text, n, line);
    line[CHECK_LEN] = ' ';
    memcpy(line + CHECK_LEN + 1, text, n);
    line[CHECK_LEN + 1 + n] = '\n';
    rc = write_line(j, line, CHECK_LEN + n + 2, err);
    free(line);
    return rc;
}

int tavb_journal_sync(tavb_journal *j, tav_error *err)
{
    if (!j) {
        refuse(err, TAV_EINVAL, "(journal)", 0, "no journal given");
        return TAV_EINVAL;
    }
    if (fsync(j->fd) != 0) {
        refuse_errno(err, j->path, "sync", errno);
        return TAV_EIO;
    }
    return TAV_OK;
}

void tavb_journal_close(tavb_journal *j)
{
    if (j && j->fd >= 0)
        (void)fsync(j->fd);
    journal_free(j);
}

int tavb_journal_add(tavb_journal *j, const char *text, int sync, tav_error *err)
{
    int rc = tavb_journal_append(j, text, err);
    uint64_t now = tav_now_ms();
    if (rc == TAV_OK && (sync || now - j->synced > 1000)) {
        rc = tavb_journal_sync(j, err);
        j->synced = now;
    }
    return rc;
}

const char *tavb__journal_path(const tavb_journal *j)
{
    return j->path;
}
