/* Internal: filling a caller's tav_error. */
#ifndef TAV_BASE_FAIL_H
#define TAV_BASE_FAIL_H

#include "tavreli/error.h"

int tav__fail(tav_error *err, int code, int field, int offset, int square, int move_number,
              const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 7, 8)))
#endif
    ;
void tav__ok(tav_error *err);

#endif
