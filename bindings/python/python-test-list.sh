#!/bin/sh
# Every test file of bindings/python/tests is run by make check: the list
# in bindings/local.mk (TAV_PYTHON_TEST_FILES, each file a test of its own)
# names them all, and nothing more.
here=$(cd "$(dirname "$0")" && pwd)
[ -n "${TAV_PYTHON_TEST_FILES:-}" ] || { echo "SKIP: TAV_PYTHON_TEST_FILES not set (run by make check)"; exit 77; }
listed=$(for f in $TAV_PYTHON_TEST_FILES; do basename "$f"; done | sort)
present=$(cd "$here/tests" && ls test_*.py | sort)
if [ "$listed" = "$present" ]; then
  echo "ok: $(echo "$present" | wc -l) Python test files, each a test of make check"
else
  echo "FAIL: bindings/local.mk's tav_python_test_files and bindings/python/tests differ (< listed, > present):"
  t=${TMPDIR:-/tmp}/tav-pytests.$$
  echo "$listed" > "$t.listed"; echo "$present" > "$t.present"
  diff "$t.listed" "$t.present"; rm -f "$t.listed" "$t.present"
  exit 1
fi
