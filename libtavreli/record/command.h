/* Internal: bracketed commands in a move's comment, "[%NAME ...]" (PGN's
 * convention for data beside the text: "[%clk 0:01:02]", "[%eval 0.35]"),
 * found, replaced and removed as a whole. Not installed. */
#ifndef TAV_RECORD_COMMAND_H
#define TAV_RECORD_COMMAND_H

#include "tavreli/game.h"

/* The first "[%name" command of text (name followed by a blank or ']'):
 * its start, with *args at its first byte after the name and *end one past
 * its ']' (or at the end of text when it is not closed). NULL when text
 * (which may be NULL) has none. */
const char *tav__command_find(const char *text, const char *name, const char **args, const char **end);

/* Put "[%name args]" into node's comment after its move: in place of the
 * first such command, or first in the comment; args NULL removes the
 * command (the rest of the comment stays). TAV_OK, TAV_EINVAL (the root, a
 * bad node) or TAV_ENOMEM. */
int tav__command_set(tav_game *g, int node, const char *name, const char *args);

#endif
