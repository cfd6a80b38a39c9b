#!/bin/sh
# tavreli.svg() from Python (tests/render/test_svg_python.py), against the
# package found through TAV_PYTHON_PATH, run as the binding's own tests are.
here=$(cd "$(dirname "$0")" && pwd)
: "${TAV_SRCDIR:=$here/../..}"
exec "$TAV_SRCDIR/bindings/python/run-python.sh" -m unittest discover -v -s "$here" -t "$here" -p 'test_svg_python.py'
