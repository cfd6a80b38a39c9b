/* Python only: a game reader over any Python callable read(n) -> bytes (a
 * file object's read), through the reader's callback source
 * (tav_reader_new_callback, no stdio FILE). bindings/python/game_python.i
 * %includes this header; bindings/python/stream.c holds the code. */
#ifndef TAVPY_STREAM_H
#define TAVPY_STREAM_H

#include <Python.h>
#include "tavb.h"

/** Python only: non-zero when tavpy_reader_new_stream() works here
 *  (always: the reader takes a callback source, tav_reader_new_callback). */
int tavpy_have_streams(void);

/** Python only: a reader streaming from the callable read(n) -> bytes
 *  (b"" at the end), called as games are asked for and held until the
 *  reader is collected (tav_reader_new_callback). NULL on failure (err says
 *  why). */
tavb_reader *tavpy_reader_new_stream(PyObject *read, int mode, tav_error *err);

#endif
