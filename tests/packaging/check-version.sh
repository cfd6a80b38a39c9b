#!/bin/sh
# make check: one version. configure.ac's AC_INIT is its one source; every
# package takes it from there, or this test says which one differs:
#   bindings/js/package.json       "version"
#   bindings/python/setup.py       (reads configure.ac: setup.py --version)
#   debian/changelog               the first entry (a native package: no revision)
#   the jar's manifest             Implementation-Version (TAV_JAVA_JAR, if built)
#   tavreli --version, tavreli version   "tavreli X.Y.Z" on the first line
#   the C library                  tav_version_string(), through the Python
#                                  stage when it is built (TAV_PYTHON_PATH)
# Needs TAV_SRCDIR and TAVRELI.
src=${TAV_SRCDIR:?TAV_SRCDIR is not set}
fail=0
py=${PYTHON:-python3}
[ "$py" != : ] || py=python3
differs() { echo "FAIL: $1 says '$2', configure.ac says '$version'"; fail=1; }

version=$(sed -n 's/^AC_INIT(\[libtavreli\], *\[\([^]]*\)\].*/\1/p' "$src/configure.ac")
echo "$version" | grep -Eqx '[0-9]+\.[0-9]+\.[0-9]+' || { echo "FAIL: configure.ac: AC_INIT version '$version' is not X.Y.Z"; exit 1; }

v=$(sed -n 's/^ *"version": *"\([^"]*\)".*/\1/p' "$src/bindings/js/package.json")
[ "$v" = "$version" ] || differs bindings/js/package.json "$v"

v=$(cd "$src/bindings/python" && $py -W ignore setup.py --version 2> /dev/null | tail -n 1)
[ "$v" = "$version" ] || differs "bindings/python/setup.py --version" "$v"

v=$(sed -n '1s/^libtavreli (\([^)]*\)).*/\1/p' "$src/debian/changelog")
[ "$v" = "$version" ] || differs debian/changelog "$v"

if [ -n "$TAV_JAVA_JAR" ] && [ -f "$TAV_JAVA_JAR" ]; then
    v=$($py -c 'import sys, zipfile; sys.stdout.write(zipfile.ZipFile(sys.argv[1]).read("META-INF/MANIFEST.MF").decode())' "$TAV_JAVA_JAR" |
        tr -d '\r' | sed -n 's/^Implementation-Version: //p')
    [ "$v" = "$version" ] || differs "$TAV_JAVA_JAR (Implementation-Version)" "$v"
fi

for arg in --version version; do
    v=$("${TAVRELI:?TAVRELI is not set}" $arg 2> /dev/null | head -n 1)
    [ "$v" = "tavreli $version" ] || differs "tavreli $arg" "$v"
done

if [ -n "$TAV_PYTHON_PATH" ] && [ -d "$TAV_PYTHON_PATH/tavreli" ]; then
    # (run-python.sh: the build tree's package, and ASan's runtime first in the sanitizer build)
    v=$(PYTHON=$py "$src/bindings/python/run-python.sh" -c 'import tavreli; print(tavreli.__version__)')
    [ "$v" = "$version" ] || differs "the library (tavreli.__version__)" "$v"
fi
[ $fail = 0 ] && echo "version $version everywhere"
exit $fail
