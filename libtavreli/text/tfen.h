/* Internal: reading a TFEN into a position's board. */
#ifndef TAV_TEXT_TFEN_H
#define TAV_TEXT_TFEN_H

#include "core/position_impl.h"
#include "tavreli/error.h"

/* Parse text into p (board part only; p->hist untouched). */
int tav__parse_tfen(const char *text, struct tav_position *p, tav_error *err);

#endif
