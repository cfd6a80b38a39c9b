/* Python-only part of the game-record interface (bindings/game.i, which
 * includes this file under #ifdef SWIGPYTHON): bytes-like input for
 * tavb_reader_new_buffer(), and a reader streaming from any Python
 * callable read(n) -> bytes (a file object's read), through a stdio FILE
 * made with fopencookie() (glibc, musl) or funopen() (BSD, macOS). */

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
#if defined(__linux__) || defined(__GLIBC__) || defined(__CYGWIN__)
#  define TAVPY_FOPENCOOKIE 1
#elif defined(__APPLE__) || defined(__FreeBSD__) || defined(__NetBSD__) || \
      defined(__OpenBSD__) || defined(__DragonFly__)
#  define TAVPY_FUNOPEN 1
#endif

/* The cookie of a FILE over a Python callable read(n). */
typedef struct tavpy_stream {
    PyObject *read;     /* read(n) -> bytes-like, b"" at the end */
    PyObject *pending;  /* bytes returned by read() not yet handed out */
    Py_ssize_t pos;     /* in pending */
    int eof;
} tavpy_stream;

/* Up to size bytes into buf: the count, 0 at the end, -1 on error. A
 * Python exception raised by read() stays set (so no more Python is run
 * until the caller sees it): the reader fails with TAV_EGAME and
 * tavb_reader_next raises that exception. */
static long tavpy_stream_read(tavpy_stream *s, char *buf, size_t size)
{
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

static int tavpy_stream_close(void *cookie)
{
    tavpy_stream *s = (tavpy_stream *)cookie;
    PyGILState_STATE gil = PyGILState_Ensure();
    Py_XDECREF(s->read);
    Py_XDECREF(s->pending);
    PyGILState_Release(gil);
    free(s);
    return 0;
}

#if defined(TAVPY_FOPENCOOKIE)
static ssize_t tavpy_cookie_read(void *cookie, char *buf, size_t size)
{
    return (ssize_t)tavpy_stream_read((tavpy_stream *)cookie, buf, size);
}
#elif defined(TAVPY_FUNOPEN)
static int tavpy_funopen_read(void *cookie, char *buf, int size)
{
    return (int)tavpy_stream_read((tavpy_stream *)cookie, buf, size > 0 ? (size_t)size : 0);
}
#endif
%}

%newobject tavpy_reader_new_stream;
%inline %{
/** Python only: non-zero when tavpy_reader_new_stream() works here. */
int tavpy_have_streams(void)
{
#if defined(TAVPY_FOPENCOOKIE) || defined(TAVPY_FUNOPEN)
    return 1;
#else
    return 0;
#endif
}

/** Python only: a reader streaming from the callable read(n) -> bytes
 *  (b"" at the end), called as games are asked for and held until the
 *  reader is collected. NULL on failure (err says why; TAV_EINVAL when
 *  this platform has no fopencookie/funopen). */
tavb_reader *tavpy_reader_new_stream(PyObject *read, int mode, tav_error *err)
{
    if (!PyCallable_Check(read)) {
        tavb_set_error(err, TAV_EINVAL, "read is not callable");
        return NULL;
    }
#if defined(TAVPY_FOPENCOOKIE) || defined(TAVPY_FUNOPEN)
    tavpy_stream *s = (tavpy_stream *)calloc(1, sizeof *s);
    if (!s) {
        tavb_set_error(err, TAV_ENOMEM, NULL);
        return NULL;
    }
    Py_INCREF(read);
    s->read = read;
#  if defined(TAVPY_FOPENCOOKIE)
    cookie_io_functions_t io = { tavpy_cookie_read, NULL, NULL, tavpy_stream_close };
    FILE *fp = fopencookie(s, "rb", io);
#  else
    FILE *fp = funopen(s, tavpy_funopen_read, NULL, NULL, tavpy_stream_close);
#  endif
    if (!fp) {
        tavpy_stream_close(s);
        tavb_set_error(err, TAV_ENOMEM, NULL);
        return NULL;
    }
    return tavb_reader_new_stream(fp, mode, err);
#else
    (void)mode;
    tavb_set_error(err, TAV_EINVAL, "no fopencookie() or funopen() on this platform");
    return NULL;
#endif
}
%}
