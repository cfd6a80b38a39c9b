/* "go" for tavreli uci (cli/uci_session.c): the line read by the codec
 * (tavreli/uci.h) with each parameter it refuses named and left out, and
 * the search limits of what is left, in this engine's ranges. */
#ifndef TAVRELI_CLI_UCI_GO_H
#define TAVRELI_CLI_UCI_GO_H

#include <stddef.h>
#include <tavreli.h>

/* Says one "info string ..." line (printf format) to the host. */
typedef void cli_uci_say_fn(void *user, const char *fmt, ...);

/* line (len bytes) was read into *in with status rc and *err: on an error
 * the parameter at err's offset is named ("'depth' needs a number from 1
 * to 64, not 'x': ignored", "unknown parameter 'sideways': ignored") and
 * cut out with the words after it up to the next go word, which are named
 * too ("'3' after it: ignored"), and the rest read again, until *in holds
 * what is left. */
void cli_uci_read_go(const char *line, size_t len, int rc, tav_error *err, tav_uci_line *in, cli_uci_say_fn *say,
                     void *user);

/* The limits of *in (bad: a parameter was already left out): a number out
 * of this engine's range is named and left out; depth above TAV_DEPTH_MAX is
 * searched as TAV_DEPTH_MAX; nothing valid after a bad one: depth 1; a bare
 * go (or go ponder alone): infinite. */
void cli_uci_go_limits(const tav_uci_line *in, int bad, tav_limits *l, cli_uci_say_fn *say, void *user);

#endif
