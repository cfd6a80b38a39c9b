/* Python only: the game reader over a Python callable read(n) -> bytes
 * (stream.h). Compiled into the SWIG module. */
#include "stream.h"
#include <string.h>

/* The payload of a reader over a Python callable read(n), or over the
 * lines of a file object (file set: tavpy_read_game). */
typedef struct tavpy_stream {
    PyObject *read;    /* read(n) -> bytes-like, b"" at the end */
    PyObject *pending; /* bytes returned by read() not yet handed out */
    Py_ssize_t pos;    /* in pending */
    int eof;
    PyObject *file;     /* line mode: the file object read with readline() */
    PyObject *lines;    /* line mode: (offset handed out, tell() or None, line) per line */
    PyObject *pushback; /* line mode: what an earlier read_game() read past its game */
    long long fed;      /* line mode: bytes handed out */
    int seekable;       /* line mode: the file can be put back with seek() */
} tavpy_stream;

/* line or chunk (str or bytes-like) as the bytes the reader counts: a str in UTF-8,
 * undecodable bytes kept as surrogates (surrogateescape) as they were. */
static PyObject *tavpy_bytes_of(PyObject *line)
{
    if (PyUnicode_Check(line))
        return PyUnicode_AsEncodedString(line, "utf-8", "surrogateescape");
    return PyBytes_FromObject(line);
}

/* True when the Python error set is one of the file calls' failures that
 * only mean "cannot seek" (then cleared). */
static int tavpy_clear_if(PyObject *e1, PyObject *e2, PyObject *e3)
{
    if (!PyErr_ExceptionMatches(e1) && !PyErr_ExceptionMatches(e2) && !(e3 && PyErr_ExceptionMatches(e3)))
        return 0;
    PyErr_Clear();
    return 1;
}

/* Line mode: the next line of the file (the pushback first) as bytes,
 * remembered with where it began so that tavpy_put_back() can leave the
 * file right after the game. NULL with a Python error set. */
static PyObject *tavpy_next_line(tavpy_stream *s)
{
    PyObject *where = Py_None, *line;
    Py_INCREF(where);
    if (s->pushback) {
        line = s->pushback;
        s->pushback = NULL;
    } else {
        if (s->seekable) {
            PyObject *t = PyObject_CallMethod(s->file, "tell", NULL);
            if (t) {
                Py_DECREF(where);
                where = t;
            } else if (tavpy_clear_if(PyExc_OSError, PyExc_ValueError, NULL)) {
                s->seekable = 0;
            } else {
                Py_DECREF(where);
                return NULL;
            }
        }
        line = PyObject_CallMethod(s->file, "readline", NULL);
    }
    PyObject *data = line ? tavpy_bytes_of(line) : NULL;
    if (data && PyBytes_GET_SIZE(data) > 0) {
        PyObject *entry = Py_BuildValue("(LOO)", s->fed, where, line);
        if (!entry || PyList_Append(s->lines, entry) < 0)
            Py_CLEAR(data);
        Py_XDECREF(entry);
        if (data)
            s->fed += PyBytes_GET_SIZE(data);
    }
    Py_DECREF(where);
    Py_XDECREF(line);
    return data;
}

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
        PyObject *chunk = s->file ? tavpy_next_line(s) : PyObject_CallFunction(s->read, "n", (Py_ssize_t)size);
        if (!chunk)
            goto done;
        if (!PyBytes_Check(chunk)) {
            PyObject *b = chunk == Py_None ? NULL : tavpy_bytes_of(chunk);
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
    Py_XDECREF(s->file);
    Py_XDECREF(s->lines);
    Py_XDECREF(s->pushback);
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

tavb_reader *tavpy_reader_new_source(PyObject *source, int mode, tav_error *err)
{
    if (PyObject_CheckBuffer(source)) {
        Py_buffer view;
        if (PyObject_GetBuffer(source, &view, PyBUF_SIMPLE) != 0) {
            PyErr_Clear();
            tavb_set_error(err, TAV_EINVAL, "the bytes given are not one contiguous buffer");
            return NULL;
        }
        tavb_reader *r = tavb_reader_new_buffer((const char *)view.buf, (size_t)view.len, mode, err);
        PyBuffer_Release(&view);
        return r;
    }
    /* a binary file's read1() reads what its buffer holds, without waiting */
    PyObject *read = PyObject_GetAttrString(source, "read1");
    if (!read || PyObject_IsTrue(read) != 1) {
        PyErr_Clear();
        Py_XDECREF(read);
        read = PyObject_GetAttrString(source, "read");
    }
    if (!read) {
        PyErr_Clear();
        tavb_set_error(err, TAV_EINVAL, "not bytes nor a file object with read()");
        return NULL;
    }
    tavb_reader *r = tavpy_reader_new_stream(read, mode, err);
    Py_DECREF(read);
    return r;
}

/* Leave the file at byte consumed of what was handed out: seek back to the
 * line it falls in and read up to it, or, for a file that cannot seek, put
 * the rest of that line and the later lines in unread[file] for the next
 * read_game(). -1 with a Python error set. */
static int tavpy_put_back(tavpy_stream *s, long long consumed, PyObject *unread)
{
    Py_ssize_t n = PyList_GET_SIZE(s->lines);
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *entry = PyList_GET_ITEM(s->lines, i);
        long long offset = PyLong_AsLongLong(PyTuple_GET_ITEM(entry, 0));
        PyObject *where = PyTuple_GET_ITEM(entry, 1), *line = PyTuple_GET_ITEM(entry, 2);
        PyObject *data = tavpy_bytes_of(line);
        if (!data)
            return -1;
        Py_ssize_t length = PyBytes_GET_SIZE(data), taken = (Py_ssize_t)(consumed - offset);
        if (offset + length <= consumed) {
            Py_DECREF(data);
            continue;
        }
        if (PyUnicode_Check(line)) { /* the characters of the line's first taken bytes */
            PyObject *head = PyUnicode_DecodeUTF8(PyBytes_AS_STRING(data), taken, "surrogateescape");
            taken = head ? PyUnicode_GET_LENGTH(head) : -1;
            Py_XDECREF(head);
        }
        Py_DECREF(data);
        if (taken < 0)
            return -1;
        if (s->seekable && where != Py_None) {
            PyObject *r = PyObject_CallMethod(s->file, "seek", "O", where);
            Py_XSETREF(r, r ? PyObject_CallMethod(s->file, "read", "n", taken) : NULL);
            Py_XDECREF(r);
            return r ? 0 : -1;
        }
        PyObject *rest = PySequence_GetSlice(line, taken, PY_SSIZE_T_MAX);
        for (i++; rest && i < n; i++)
            Py_XSETREF(rest, PySequence_Concat(rest, PyTuple_GET_ITEM(PyList_GET_ITEM(s->lines, i), 2)));
        int rc = rest ? PyObject_SetItem(unread, s->file, rest) : -1;
        Py_XDECREF(rest);
        if (rc < 0 && rest && PyErr_ExceptionMatches(PyExc_TypeError)) { /* not weak-referable */
            PyErr_Clear();
            rc = 0;
        }
        return rc;
    }
    return 0;
}

/* Line mode's set-up: the pushback unread[file] holds, and whether the file
 * can be put back with seek(). -1 with a Python error set. */
static int tavpy_lines_init(tavpy_stream *s, PyObject *file, PyObject *unread)
{
    Py_INCREF(file);
    s->file = file;
    s->lines = PyList_New(0);
    if (!s->lines)
        return -1;
    PyObject *pushback = PyObject_CallMethod(unread, "pop", "OO", file, Py_None);
    if (!pushback) {
        if (!PyErr_ExceptionMatches(PyExc_TypeError)) /* not weak-referable: none */
            return -1;
        PyErr_Clear();
        pushback = Py_None;
        Py_INCREF(pushback);
    }
    PyObject *seekable = pushback == Py_None ? PyObject_CallMethod(file, "seekable", NULL) : NULL;
    s->seekable = seekable ? PyObject_IsTrue(seekable) == 1 : 0;
    Py_XDECREF(seekable);
    if (PyErr_Occurred() && !tavpy_clear_if(PyExc_AttributeError, PyExc_OSError, PyExc_ValueError)) {
        Py_DECREF(pushback);
        return -1;
    }
    if (pushback != Py_None && PyObject_IsTrue(pushback) == 1)
        s->pushback = pushback;
    else
        Py_DECREF(pushback);
    return PyErr_Occurred() ? -1 : 0;
}

tav_game *tavpy_read_game(PyObject *file, PyObject *unread, int mode, PyObject *limits, tav_error *err)
{
    tavpy_stream *s = (tavpy_stream *)calloc(1, sizeof *s);
    if (!s) {
        tavb_set_error(err, TAV_ENOMEM, NULL);
        return NULL;
    }
    if (tavpy_lines_init(s, file, unread) < 0) {
        tavpy_stream_free(s);
        return NULL;
    }
    tavb_reader *r = tavb_reader_new_callback(tavpy_stream_read, s, tavpy_stream_free, mode, err);
    if (!r)
        return NULL;
    Py_ssize_t n = PySequence_Size(limits);
    for (Py_ssize_t i = 0; i < n; i++) {
        int which;
        unsigned long value;
        PyObject *pair = PySequence_GetItem(limits, i);
        int ok = pair && PyArg_ParseTuple(pair, "ik", &which, &value);
        Py_XDECREF(pair);
        int rc = ok ? tavb_reader_set_limit(r, which, value) : TAV_EINVAL;
        if (rc != TAV_OK) {
            tavb_set_error(err, rc, NULL);
            tavb_reader_free(r);
            return NULL;
        }
    }
    tav_game *g = tavb_reader_next(r, err);
    if (!PyErr_Occurred() && (g || err->code == TAV_OK))
        tavpy_put_back(s, (long long)tavb_reader_offset(r), unread);
    tavb_reader_free(r);
    return g;
}
