/* libFuzzer target: the UCI codec (tavreli/uci.h), both directions.
 *
 * The input is read as one line. A rejected line must give TAV_EINVAL or
 * TAV_ELIMIT with a message and an offset inside the line; an accepted one
 * must write back (tav_uci_write), and what it writes must read back and
 * write the same text again (a canonical form), also from a copy made with
 * tav_uci_line_copy after the original's store is overwritten. */
#include <stdint.h>
#include <string.h>
#include <tavreli.h>
#include "fuzz_check.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static tav_uci_line line, again, copy;
static char a[TAV_UCI_LINE_MAX + 2], b[TAV_UCI_LINE_MAX + 2];

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    tav_error err = TAV_ERROR_INIT;
    int rc = tav_uci_parse((const char *)data, size, &line, &err);
    FUZZ_CHECK(rc == TAV_OK || rc == TAV_EINVAL || rc == TAV_ELIMIT, "parse returned %d", rc);
    FUZZ_CHECK(tav_uci_kind_name(line.kind) != NULL, "kind %d", (int)line.kind);
    FUZZ_CHECK(line.list_count >= 0 && line.list_count <= TAV_UCI_LIST_MAX, "list of %d", line.list_count);
    if (rc != TAV_OK) {
        FUZZ_CHECK(err.message[0] != '\0', "error without a message");
        FUZZ_CHECK(err.offset >= 0 && (size_t)err.offset <= size, "offset %d of %zu bytes", err.offset, size);
        return 0;
    }
    int n = tav_uci_write(&line, a, sizeof a);
    FUZZ_CHECK(n > 0 && (size_t)n == strlen(a) && a[n - 1] == '\n', "write returned %d", n);
    rc = tav_uci_parse(a, (size_t)n, &again, &err);
    FUZZ_CHECK(rc == TAV_OK, "'%s' written, read back: %s", a, err.message);
    FUZZ_CHECK(again.kind == line.kind, "'%s': kind %d, was %d", a, (int)again.kind, (int)line.kind);
    int m = tav_uci_write(&again, b, sizeof b);
    FUZZ_CHECK(m == n && strcmp(a, b) == 0, "'%s' then '%s'", a, b);
    FUZZ_CHECK(tav_uci_line_copy(&copy, &again) == TAV_OK, "copy");
    memset(again.store, 'Z', sizeof again.store);
    m = tav_uci_write(&copy, b, sizeof b);
    FUZZ_CHECK(m == n && strcmp(a, b) == 0, "copy wrote '%s', not '%s'", b, a);
    return 0;
}
