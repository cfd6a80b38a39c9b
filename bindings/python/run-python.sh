#!/bin/sh
# Run $PYTHON on a script with the tavreli package found where the caller
# says: TAV_PYTHON_PATH (the build tree's stage, or the installed
# pythondir:pyexecdir) and TAV_LIBDIR (where libtavreli.so is).
# Used by make check, make installcheck and make bench-python.
: "${PYTHON:=python3}"
if [ -n "$TAV_PYTHON_PATH" ]; then
    PYTHONPATH="$TAV_PYTHON_PATH${PYTHONPATH:+:$PYTHONPATH}"
    export PYTHONPATH
fi
if [ -n "$TAV_LIBDIR" ]; then
    LD_LIBRARY_PATH="$TAV_LIBDIR${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
    export LD_LIBRARY_PATH
fi
# Under ./configure --enable-sanitizers the extension needs ASan's runtime
# loaded first; ASan's quarantine would also make the memory-growth test
# see growth that is not a leak.
if [ -n "${TAV_ASAN_PRELOAD:-}" ]; then
    LD_PRELOAD="$TAV_ASAN_PRELOAD${LD_PRELOAD:+:$LD_PRELOAD}"
    ASAN_OPTIONS="detect_leaks=0:quarantine_size_mb=0:thread_local_quarantine_size_kb=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
    export LD_PRELOAD ASAN_OPTIONS
fi
# Never write bytecode into the source tree (distcheck makes it read-only).
PYTHONDONTWRITEBYTECODE=1
export PYTHONDONTWRITEBYTECODE
exec "$PYTHON" "$@"
