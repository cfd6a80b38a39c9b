#!/bin/sh
# make check: run every fenced code block of README.md, doc/**/*.md and
# bindings/*/README.md by its language tag (scripts/run-examples.py), against
# the build tree (TAVRELI, TAV_PYTHON_PATH, TAV_JS_DIR... and TAV_DOCS_LANGS,
# the languages configure built, from AM_TESTS_ENVIRONMENT).
: "${TAV_SRCDIR:=$(cd "$(dirname "$0")/../.." && pwd)}"
export TAV_SRCDIR
exec "${PYTHON:-python3}" "$TAV_SRCDIR/scripts/run-examples.py"
