/* The UCI protocol's state machine (doc/engine.md), apart from its input
 * and output: tavreli uci (cli/uci.c) feeds it stdin's lines and writes
 * what it says to stdout; the fuzz target tests/fuzz/fuzz_uci.c feeds it
 * arbitrary lines in one process and checks what it says. */
#ifndef TAVRELI_UCI_SESSION_H
#define TAVRELI_UCI_SESSION_H

#include <stddef.h>
#include <stdint.h>
#include <tavreli.h>

typedef struct cli_uci_session cli_uci_session;

/* Receives every answer, whole lines ending with '\n', one call per
 * answer; called from the main thread and from the search's thread, never
 * from two at once. */
typedef void cli_uci_write_fn(void *user, const char *text, size_t len);

typedef struct cli_uci_config {
    cli_uci_write_fn *write; /* required */
    void *user;              /* passed to write */
    size_t hash_mb;          /* the table at start, MiB; 0: TAV_ENGINE_HASH_DEFAULT */
    size_t max_hash_mb;      /* "setoption name Hash" above this is read as this; 0: no cap */
    uint64_t max_nodes;      /* 0: none; else every search ("infinite" and
                              * "ponder" too) ends after at most this many
                              * nodes (a fuzzer's bound) */
} cli_uci_config;

/* A session with the start position; NULL when out of memory. */
cli_uci_session *cli_uci_session_new(const cli_uci_config *config);

/* One input line of len bytes in a buffer of at least len + 1 (its '\n'
 * or "\r\n" may be left on; the line is modified). Returns 1 for "quit", 0 otherwise: every other line,
 * however malformed, is answered or ignored as the protocol says. */
int cli_uci_session_line(cli_uci_session *s, char *line, size_t len);

/* The position the next "go" searches; NULL after a rejected "position"
 * (the next "go" is answered "bestmove (none)" without a search). */
const tav_position *cli_uci_session_position(const cli_uci_session *s);

/* End a search still running (its bestmove is written) and release s.
 * NULL is a no-op. */
void cli_uci_session_free(cli_uci_session *s);

#endif
