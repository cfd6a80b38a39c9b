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
# Never write bytecode into the source tree (distcheck makes it read-only).
PYTHONDONTWRITEBYTECODE=1
export PYTHONDONTWRITEBYTECODE
exec "$PYTHON" "$@"
