#!/bin/sh
# make check: build the documentation site with Sphinx, warnings being
# errors and every cross-reference checked (-W -n), as make docs does:
# TAV_SITE_OUT says where (default: a temporary directory, removed after).
# Skipped (77) without Sphinx and MyST (Debian python3-sphinx,
# python3-myst-parser) or without the Python binding (for autodoc).
: "${TAV_SRCDIR:=$(cd "$(dirname "$0")/../.." && pwd)}"
: "${PYTHON:=python3}"
if ! "$PYTHON" -c 'import sphinx, myst_parser' 2> /dev/null; then
  echo "site.sh: $PYTHON has no sphinx or myst_parser (apt-get install python3-sphinx python3-myst-parser)"
  exit 77
fi
if [ -z "$TAV_PYTHON_PATH" ] || [ ! -f "$TAV_PYTHON_PATH/tavreli/__init__.py" ]; then
  echo "site.sh: the Python binding is not built (the API pages need it)"
  exit 77
fi
out=${TAV_SITE_OUT:-}
keep=$out
[ -n "$out" ] || out=$(mktemp -d "${TMPDIR:-/tmp}/tav-site.XXXXXX")
start=$(date +%s)
"$TAV_SRCDIR/bindings/python/run-python.sh" -m sphinx -b html -E -W -n --keep-going -q \
  -c "$TAV_SRCDIR/doc/site" -d "$out/doctrees" "$TAV_SRCDIR" "$out/html"
status=$?
[ $status -eq 0 ] && echo "site.sh: the site built without a warning in $(( $(date +%s) - start )) s${keep:+: $out/html/doc/site/index.html}"
[ -n "$keep" ] || rm -rf "$out"
exit $status
