#!/bin/sh
# make check: the Python package's shape. Its lines of code per module and
# in all (scripts/count-python.py; report-only until the package is at most
# 3000 lines, then with --max 3000), and its imports: none of the package
# inside a function, no cycle between its modules
# (scripts/check-python-imports.py).
here=$(cd "$(dirname "$0")" && pwd)
src=${TAV_SRCDIR:-$here/..}
: "${PYTHON:=python3}"
pkg=$src/bindings/python/tavreli
"$PYTHON" "$here/count-python.py" "$pkg" || exit 1
exec "$PYTHON" "$here/check-python-imports.py" "$pkg"
