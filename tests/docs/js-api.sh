#!/bin/sh
# doc/site/js-api.md is scripts/js-api.py's output from the npm package's
# declarations (bindings/js/*.d.ts): a declaration changed without
# regenerating the reference fails here.
: "${TAV_SRCDIR:=$(cd "$(dirname "$0")/../.." && pwd)}"
: "${PYTHON:=python3}"
out=$(mktemp) || exit 99
trap 'rm -f "$out"' EXIT
"$PYTHON" "$TAV_SRCDIR/scripts/js-api.py" "$TAV_SRCDIR/bindings/js" > "$out" || exit 1
if ! cmp -s "$out" "$TAV_SRCDIR/doc/site/js-api.md"; then
  diff -u "$TAV_SRCDIR/doc/site/js-api.md" "$out" | head -40
  echo "doc/site/js-api.md is stale: python3 scripts/js-api.py bindings/js > doc/site/js-api.md"
  exit 1
fi
