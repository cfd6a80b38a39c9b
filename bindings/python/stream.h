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
 *  or str (a str is read in UTF-8, surrogateescape; b"" or "" at the end), called as games are asked for and held until the
 *  reader is collected (tav_reader_new_callback). NULL on failure (err says
 *  why). */
tavb_reader *tavpy_reader_new_stream(PyObject *read, int mode, tav_error *err);

/** Python only: a reader over source: bytes-like (the buffer protocol:
 *  bytes, bytearray, memoryview, mmap...) read from a copy, else a file
 *  object streamed through its read1(), or read() where it has none
 *  (tavpy_reader_new_stream). NULL on failure (err says why: TAV_EINVAL
 *  for neither). */
tavb_reader *tavpy_reader_new_source(PyObject *source, int mode, tav_error *err);

/** Python only: the next game of the file object file (text or binary),
 *  read line by line (readline()), after which the file is left right after
 *  the game: seek() back to it, or, for a file that cannot seek, what was
 *  read past it is stored in unread[file] (a weak-key mapping), and handed
 *  out first by the next call with that file. limits: a sequence of (which,
 *  value) for tavb_reader_set_limit(). NULL at the end of the input
 *  (err->code TAV_OK), on failure (err says why), or with a Python error
 *  set (raised by the file). */
tav_game *tavpy_read_game(PyObject *file, PyObject *unread, int mode, PyObject *limits, tav_error *err);

#endif
