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
if ! "$PYTHON" -c 'import breathe' 2> /dev/null || ! command -v doxygen > /dev/null; then
  echo "site.sh: no doxygen or no breathe for $PYTHON, which the C API pages need (apt-get install doxygen python3-breathe)"
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
# The C API's entries: Doxygen's XML of the public headers (version.h is
# the build tree's), for Breathe (doc/site/conf.py, c-api.md).
version_h=${TAV_BUILDDIR:-$TAV_SRCDIR}/libtavreli/tavreli/version.h
mkdir -p "$out/doxygen" || exit 1
sed -e "s|@SRC@|$TAV_SRCDIR|g" -e "s|@VERSION_H@|$version_h|" -e "s|@OUT@|$out/doxygen|" <<'EOF' | doxygen - > "$out/doxygen/log" 2>&1 || { cat "$out/doxygen/log"; exit 1; }
PROJECT_NAME = libtavreli
OUTPUT_DIRECTORY = @OUT@
INPUT = @SRC@/libtavreli/tavreli.h @SRC@/libtavreli/tavreli @VERSION_H@
FILE_PATTERNS = *.h
EXTRACT_ALL = YES
OPTIMIZE_OUTPUT_FOR_C = YES
JAVADOC_AUTOBRIEF = YES
TYPEDEF_HIDES_STRUCT = YES
GENERATE_HTML = NO
GENERATE_LATEX = NO
GENERATE_XML = YES
QUIET = YES
WARN_IF_UNDOCUMENTED = NO
MACRO_EXPANSION = YES
PREDEFINED = TAV_EXTERN= TAV_BEGIN_DECLS= TAV_END_DECLS=
EOF
TAV_DOXYGEN_XML=$out/doxygen/xml
export TAV_DOXYGEN_XML
"$TAV_SRCDIR/bindings/python/run-python.sh" -m sphinx -b html -E -W -n --keep-going -q \
  -c "$TAV_SRCDIR/doc/site" -d "$out/doctrees" "$TAV_SRCDIR" "$out/html"
status=$?
[ $status -eq 0 ] && echo "site.sh: the site built without a warning in $(( $(date +%s) - start )) s${keep:+: $out/html/doc/site/index.html}"
[ -n "$keep" ] || rm -rf "$out"
exit $status
