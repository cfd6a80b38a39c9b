/* Status texts and located errors. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "base/chars.h"
#include "base/fail.h"

/* Every status code once: its name and its text, indexed by -code. */
static const struct {
    int code;
    const char *name, *text;
} statuses[] = {
    { TAV_OK, "OK", "success" },
    { TAV_ENOMEM, "ENOMEM", "out of memory" },
    { TAV_EINVAL, "EINVAL", "invalid argument" },
    { TAV_ETFEN, "ETFEN", "invalid TFEN" },
    { TAV_ENOTATION, "ENOTATION", "unreadable move notation" },
    { TAV_EILLEGAL, "EILLEGAL", "illegal move" },
    { TAV_EBUFSIZE, "EBUFSIZE", "buffer too small" },
    { TAV_EEMPTY, "EEMPTY", "no move to take back" },
    { TAV_EGAME, "EGAME", "invalid game record" },
    { TAV_ELIMIT, "ELIMIT", "input exceeds a limit" },
    { TAV_EIO, "EIO", "input/output error" },
    { TAV_ETIMECONTROL, "ETIMECONTROL", "invalid time control" },
    { TAV_EBUSY, "EBUSY", "the object is in use by another call" },
};
#define NSTATUSES ((int)(sizeof statuses / sizeof statuses[0]))

int tav_status_count(void)
{
    return NSTATUSES;
}
int tav_status_at(int i) { return i >= 0 && i < NSTATUSES ? statuses[i].code : 1; }
const char *tav_status_name(int status) { return status <= 0 && status > -NSTATUSES ? statuses[-status].name : NULL; }

const char *tav_strerror(int status)
{
    return status <= 0 && status > -NSTATUSES ? statuses[-status].text : "unknown error";
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
        tav__utf8_trim(err->message); /* a message cut to fit keeps whole characters */
    }
    return code;
}
