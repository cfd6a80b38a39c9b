/* Internal: the commands embedded in a comment (R11), "[%name args]", as
 * PGN writes clock and evaluation data. One scanner and one editor for
 * every command: game_clock.c's "[%clk]", game_eval.c's "[%eval]" and
 * solver/clock_check.c use them. */
#ifndef TAV_RECORD_COMMANDS_H
#define TAV_RECORD_COMMANDS_H

#include <stddef.h>
#include "tavreli/game.h"

/* One command found in a comment. */
typedef struct tav__command {
    const char *start; /* its '[' */
    const char *args;  /* just after the name */
    const char *end;   /* one past its ']', or the end of the text when it has none */
} tav__command;

/* The first "[%name" command of text (NULL: none) at or after from (NULL:
 * the start). The name must end there ("[%clkx" is not a "[%clk"). The
 * command runs to its first ']'. Returns 1 and fills *out, or 0. */
int tav__command_find(const char *text, const char *from, const char *name, tav__command *out);

/* How many "[%name" commands text holds (0 for NULL). */
int tav__command_count(const char *text, const char *name);

/* text without any of its "[%name ...]" commands, as a new string (free()),
 * with *at (if not NULL) the offset where the first one stood, or (size_t)-1
 * when there was none. NULL when out of memory (text NULL: ""). */
char *tav__command_strip(const char *text, const char *name, size_t *at);

/* Put "[%name args]" into node's comment after its move, in place of the
 * first such command (every other one, doubled or broken, goes too), or
 * first in the comment; args NULL removes every one (the rest of the
 * comment stays). TAV_OK, TAV_EINVAL (the root, a bad node) or
 * TAV_ENOMEM. */
int tav__command_set(tav_game *g, int node, const char *name, const char *args);

#endif
