#!/bin/sh
# The Python binding's unit tests (unittest), against the package found
# through TAV_PYTHON_PATH: the build tree's stage for make check, the
# installed copy for make installcheck. TESTDATA is tests/data.
#   python-tests.sh            every test file
#   python-tests.sh FILE.py    one file (make check runs each file so)
here=$(cd "$(dirname "$0")" && pwd)
: "${TESTDATA:=$here/../../tests/data}"
export TESTDATA
pattern='test_*.py'
[ $# -gt 0 ] && pattern=$(basename "$1")
# -t: only the tests directory goes on sys.path, never the source package.
exec "$here/run-python.sh" -m unittest discover -v -s "$here/tests" -t "$here/tests" -p "$pattern"
