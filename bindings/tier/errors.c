/* Errors, texts and the language's lock: what every helper of the tier
 * uses. */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include "tier_impl.h"

void tavb_set_error(tav_error *err, int code, const char *message)
{
    if (!err)
        return;
    tav_error_init(err);
    err->code = code;
    snprintf(err->message, sizeof err->message, "%s", message ? message : tav_strerror(code));
}

void tavb_set_status(tav_error *err, int code, const char *detail)
{
    if (!err)
        return;
    err->code = code;
    if (detail)
        snprintf(err->message, sizeof err->message, "%s: %s", detail, tav_strerror(code));
    else
        snprintf(err->message, sizeof err->message, "%s", tav_strerror(code));
}

int tavb__refuse(tav_error *err, const char *format, ...)
{
    va_list ap;
    tavb_set_error(err, TAV_EINVAL, NULL);
    if (err) {
        va_start(ap, format);
        vsnprintf(err->message, sizeof err->message, format, ap);
        va_end(ap);
    }
    return TAV_EINVAL;
}

int tavb__refuse_nul(tav_error *err, int code, const char *what, const char *text, size_t length)
{
    const char *nul = text ? memchr(text, '\0', length) : NULL;
    if (!nul)
        return TAV_OK;
    tavb_set_error(err, code, NULL);
    if (err) {
        err->offset = (int)(nul - text);
        snprintf(err->message, sizeof err->message, "%s contains a NUL character (byte %d)", what, err->offset);
    }
    return code;
}

char *tavb_text(int rc, char *text, tav_error *err, const char *message)
{
    if (rc == TAV_OK)
        return text;
    tav_free(text);
    tavb_set_error(err, rc, message);
    return NULL;
}

char *tavb__strdup(const char *s)
{
    char *copy;
    size_t n;
    if (!s)
        return NULL;
    n = strlen(s) + 1;
    copy = malloc(n);
    if (copy)
        memcpy(copy, s, n);
    return copy;
}

uint64_t tavb_budget(double v)
{
    return v >= 1 && v < 1e18 ? (uint64_t)v : 0;
}

static tavb_unlock_fn unlock_fn;
static tavb_relock_fn relock_fn;

void tavb_set_unlock(tavb_unlock_fn unlock, tavb_relock_fn relock)
{
    unlock_fn = unlock;
    relock_fn = relock;
}

void *tavb__unlock(void)
{
    return unlock_fn ? unlock_fn() : NULL;
}

void tavb__relock(void *state)
{
    if (relock_fn)
        relock_fn(state);
}

char *tavb_error_where(int field, int offset, const char *square, int move_number)
{
    char details[128] = "";
    size_t n = 0;
    if (field)
        n += (size_t)snprintf(details + n, sizeof details - n, ", field %d", field);
    if (offset >= 0)
        n += (size_t)snprintf(details + n, sizeof details - n, ", offset %d", offset);
    if (square)
        n += (size_t)snprintf(details + n, sizeof details - n, ", square %.8s", square);
    if (move_number)
        n += (size_t)snprintf(details + n, sizeof details - n, ", move %d", move_number);
    if (n) { /* ", field 2, offset 5" becomes " [field 2, offset 5]" */
        details[0] = ' ';
        details[1] = '[';
        strcat(details, "]");
    }
    return tavb__strdup(details);
}
