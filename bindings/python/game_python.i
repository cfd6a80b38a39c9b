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
%define TAVPY_RAISE_READ_ERROR(name)
%exception name {
    $action
    if (PyErr_Occurred()) {
        tav_game_free(result);
        result = NULL;
        SWIG_fail;
    }
}
%enddef
TAVPY_RAISE_READ_ERROR(tavb_reader_next)
TAVPY_RAISE_READ_ERROR(tavpy_read_game)


/* The reader over a Python stream is C of its own (bindings/python/stream.c,
 * compiled into the module): only its declarations are read here. */
%{
#include "stream.h"
%}
%newobject tavpy_reader_new_stream;
%newobject tavpy_reader_new_source;
%newobject tavpy_read_game;
%include "python/stream.h"
