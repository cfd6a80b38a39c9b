/* Python only: the game reader over a Python callable read(n) -> bytes
 * (stream.h). Compiled into the SWIG module. */
#include "stream.h"
#include <string.h>

/* The payload of a reader over a Python callable read(n). */
typedef struct tavpy_stream {
    PyObject *read;    /* read(n) -> bytes-like, b"" at the end */
    PyObject *pending; /* bytes returned by read() not yet handed out */
    Py_ssize_t pos;    /* in pending */
    int eof;
} tavpy_stream;

/* The tav_read_fn: up to size bytes into buf, 0 at the end, -1 on error.
 * A Python exception raised by read() stays set (so no more Python is run
 * until the caller sees it): the reader fails with TAV_EIO and
 * tavb_reader_next raises that exception. */
static long tavpy_stream_read(void *payload, char *buf, size_t size)
{
    tavpy_stream *s = (tavpy_stream *)payload;
    long n = -1;
    PyGILState_STATE gil = PyGILState_Ensure();
    if (PyErr_Occurred())
        goto done;
    for (;;) {
        if (s->pending) {
            Py_ssize_t left = PyBytes_GET_SIZE(s->pending) - s->pos;
            if (left > 0) {
                size_t k = (size_t)left < size ? (size_t)left : size;
                memcpy(buf, PyBytes_AS_STRING(s->pending) + s->pos, k);
                s->pos += (Py_ssize_t)k;
                n = (long)k;
                goto done;
            }
            Py_CLEAR(s->pending);
            s->pos = 0;
        }
        if (s->eof || size == 0) {
            n = 0;
            goto done;
        }
        PyObject *chunk = PyObject_CallFunction(s->read, "n", (Py_ssize_t)size);
        if (!chunk)
            goto done;
        if (!PyBytes_Check(chunk)) {
            PyObject *b = chunk == Py_None ? NULL : PyBytes_FromObject(chunk);
            if (!b && chunk == Py_None)
                PyErr_SetString(PyExc_TypeError,
                                "read() returned None (a non-blocking stream without data?)");
            Py_DECREF(chunk);
            if (!b)
                goto done;
            chunk = b;
        }
        if (PyBytes_GET_SIZE(chunk) == 0) {
            Py_DECREF(chunk);
            s->eof = 1;
            n = 0;
            goto done;
        }
        s->pending = chunk;
        s->pos = 0;
    }
done:
    PyGILState_Release(gil);
    return n;
}

static void tavpy_stream_free(void *payload)
{
    tavpy_stream *s = (tavpy_stream *)payload;
    PyGILState_STATE gil = PyGILState_Ensure();
    Py_XDECREF(s->read);
    Py_XDECREF(s->pending);
    PyGILState_Release(gil);
    free(s);
}

int tavpy_have_streams(void)
{
    return 1;
}

tavb_reader *tavpy_reader_new_stream(PyObject *read, int mode, tav_error *err)
{
    if (!PyCallable_Check(read)) {
        tavb_set_error(err, TAV_EINVAL, "read is not callable");
        return NULL;
    }
    tavpy_stream *s = (tavpy_stream *)calloc(1, sizeof *s);
    if (!s) {
        tavb_set_error(err, TAV_ENOMEM, NULL);
        return NULL;
    }
    Py_INCREF(read);
    s->read = read;
    return tavb_reader_new_callback(tavpy_stream_read, s, tavpy_stream_free, mode, err);
}
