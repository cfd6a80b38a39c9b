#!/bin/sh
# make check: the docs' relative links resolve (scripts/check-links.py), and
# every table of doc/figures.md has its command in scripts/figures.sh.
: "${TAV_SRCDIR:=$(cd "$(dirname "$0")/../.." && pwd)}"
export TAV_SRCDIR
status=0
"${PYTHON:-python3}" "$TAV_SRCDIR/scripts/check-links.py" || status=1
"$TAV_SRCDIR/scripts/figures.sh" --check || status=1
exit $status
