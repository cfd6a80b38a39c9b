#!/bin/sh
# The JavaScript package's tests (bindings/js/test/*.test.js) with Node's
# own runner, against the package in TAV_JS_DIR (the build tree's
# bindings/js, where make wasm put dist/tavreli-core.js). TESTDATA is
# tests/data.
here=$(cd "$(dirname "$0")" && pwd)
: "${TAV_JS_DIR:=$here}"
: "${TESTDATA:=$here/../../tests/data}"
: "${NODE:=node}"
export TESTDATA
cd "$TAV_JS_DIR" || exit 99
exec "$NODE" --expose-gc --test test/*.test.js
