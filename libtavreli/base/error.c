/* Status texts and located errors. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "base/fail.h"

const char *tav_strerror(int status)
{
    switch (status) {
    case TAV_OK: return "success";
    case TAV_ENOMEM: return "out of memory";
    case TAV_EINVAL: return "invalid argument";
    case TAV_ETFEN: return "invalid TFEN";
    case TAV_ENOTATION: return "unreadable move notation";
    case TAV_EILLEGAL: return "illegal move";
    case TAV_EBUFSIZE: return "buffer too small";
    case TAV_EEMPTY: return "no move to take back";
    case TAV_EGAME: return "invalid game record";
    case TAV_ELIMIT: return "input exceeds a limit";
    case TAV_EIO: return "input/output error";
    case TAV_ETIMECONTROL: return "invalid time control";
    case TAV_EBUSY: return "the object is in use by another call";
    default: return "unknown error";
    }
}

void tav_error_init(tav_error *err)
{
    static const tav_error init = TAV_ERROR_INIT;
    if (err)
        *err = init;
}

void tav__ok(tav_error *err)
{
    if (err) {
        err->code = TAV_OK;
        err->field = 0;
        err->offset = -1;
        err->square = -1;
        err->move_number = 0;
        err->message[0] = '\0';
    }
}

int tav__fail(tav_error *err, int code, int field, int offset, int square, int move_number,
              const char *fmt, ...)
{
    if (err) {
        va_list ap;
        err->code = code;
        err->field = field;
        err->offset = offset;
        err->square = square;
        err->move_number = move_number;
        va_start(ap, fmt);
        vsnprintf(err->message, sizeof err->message, fmt, ap);
        va_end(ap);
    }
    return code;
}
