#!/bin/sh
# make check: the Python package's shape. Its lines of code per module and
# in all (scripts/count-python.py: at most 3000, so that the package keeps
# asking C rather than re-deriving it), and its imports: none of the package
# inside a function, no cycle between its modules
# (scripts/check-python-imports.py).
here=$(cd "$(dirname "$0")" && pwd)
src=${TAV_SRCDIR:-$here/..}
: "${PYTHON:=python3}"
pkg=$src/bindings/python/tavreli
"$PYTHON" "$here/count-python.py" --max 3000 "$pkg" || exit 1
exec "$PYTHON" "$here/check-python-imports.py" "$pkg"
