/* Python-only part of the game-record interface (bindings/game.i, which
 * includes this file under #ifdef SWIGPYTHON): bytes-like input for
 * tavb_reader_new_buffer(), and a reader streaming from any Python
 * callable read(n) -> bytes (a file object's read) through the reader's
 * callback source (tav_reader_new_callback, no stdio FILE). */

/* (const char *TAVB_BYTES, size_t TAVB_LENGTH): any object with the buffer
 * protocol (bytes, bytearray, memoryview, mmap...), held for the call. */
#define TAVB_BYTES_TYPEMAP
%typemap(in) (const char *TAVB_BYTES, size_t TAVB_LENGTH) (Py_buffer view, int have_view = 0) {
    if (PyObject_GetBuffer($input, &view, PyBUF_SIMPLE) != 0)
        SWIG_fail;
    have_view = 1;
    $1 = (char *)view.buf;
    $2 = (size_t)view.len;
}
%typemap(freearg) (const char *TAVB_BYTES, size_t TAVB_LENGTH) {
    if (have_view$argnum)
        PyBuffer_Release(&view$argnum);
}

/* A read error of a Python stream leaves the Python exception set (see
 * tavpy_stream_read): raise it, and drop a game read meanwhile. */
%exception tavb_reader_next {
    $action
    if (PyErr_Occurred()) {
        tav_game_free(result);
        result = NULL;
        SWIG_fail;
    }
}

%{
/* The payload of a reader over a Python callable read(n). */
typedef struct tavpy_stream {
    PyObject *read;     /* read(n) -> bytes-like, b"" at the end */
    PyObject *pending;  /* bytes returned by read() not yet handed out */
    Py_ssize_t pos;     /* in pending */
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
%}

%newobject tavpy_reader_new_stream;
%inline %{
/** Python only: non-zero when tavpy_reader_new_stream() works here
 *  (always: the reader takes a callback source, tav_reader_new_callback). */
int tavpy_have_streams(void)
{
    return 1;
}

/** Python only: a reader streaming from the callable read(n) -> bytes
 *  (b"" at the end), called as games are asked for and held until the
 *  reader is collected (tav_reader_new_callback). NULL on failure (err says
 *  why). */
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
%}
