#!/bin/sh
# make check: the Python package as pip users get it (bindings/python/
# pyproject.toml and setup.py), offline, outside the source tree:
#   1. an sdist from a copy of the repository's files (setup.py sdist);
#   2. a wheel built from that sdist (pip wheel --no-build-isolation
#      --no-index), which proves the sdist carries the C sources;
#   3. the wheel installed into a fresh venv: its extension module holds
#      the library (no libtavreli.so needed), the Python test suite
#      (bindings/python/tests) and the examples (examples/python) pass
#      against it, run from a directory outside the tree;
#   4. pip uninstall leaves nothing behind.
# Needs TAV_SRCDIR, TESTDATA (AM_TESTS_ENVIRONMENT), TAVRELI for the UCI and
# example tests, a Python with venv, setuptools and wheel: TAV_PIP_PYTHON,
# by default Debian's /usr/bin/python3 with python3-venv, python3-setuptools
# and python3-wheel (scripts/setup.sh); the venv sees them
# (--system-site-packages). Skipped (77) when they or swig are missing.
set -e
src=${TAV_SRCDIR:?TAV_SRCDIR is not set}
py=${TAV_PIP_PYTHON:-/usr/bin/python3}
if ! "$py" -c 'import venv, ensurepip, setuptools, wheel' 2> /dev/null; then
    echo "SKIP: $py lacks venv, setuptools or wheel (Debian: python3-venv python3-setuptools python3-wheel)"
    exit 77
fi
command -v "${SWIG:-swig}" > /dev/null || { echo "SKIP: no swig"; exit 77; }
# The wheel is compiled by setuptools without the sanitizers, so the
# sanitizer build's make check (scripts/test.sh) would only repeat the plain
# build's run of this test.
if [ -n "${TAV_ASAN_PRELOAD:-}" ]; then
    echo "SKIP: the sanitizer build (the wheel is built without sanitizers: the plain make check runs this test)"
    exit 77
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/tav-pip.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/tree" "$tmp/dist" "$tmp/run"

# 1. The repository's files that the Python build reads, without the
# products of an in-tree autotools or setuptools build (distcheck's source
# tree is read-only: nothing is built there).
(cd "$src" && tar -cf - --exclude='*.o' --exclude='*.lo' --exclude='*.la' --exclude=.libs \
    --exclude=.deps --exclude=.dirstamp --exclude=stage --exclude=build --exclude=dist \
    --exclude='*.egg-info' --exclude=__pycache__ --exclude='*_wrap.c' --exclude=_core.py \
    --exclude=cli/tavreli --exclude=cli/gen-docs --exclude=cli/completion \
    LICENSE configure.ac libtavreli bindings/*.i bindings/python bindings/tier cli bench/openings.epd) | tar -C "$tmp/tree" -xf -
(cd "$tmp/tree/bindings/python" && "$py" -W ignore setup.py -q sdist -d "$tmp/dist") > "$tmp/sdist.log" 2>&1 ||
    { cat "$tmp/sdist.log"; exit 1; }
version=$(sed -n 's/^AC_INIT(\[libtavreli\], *\[\([0-9.]*\)\].*/\1/p' "$src/configure.ac")
sdist="$tmp/dist/tavreli-$version.tar.gz"
test -f "$sdist" || { echo "FAIL: no $sdist"; ls "$tmp/dist"; exit 1; }
for f in LICENSE tavreli-src/libtavreli/tavreli.h tavreli-src/libtavreli/core/gen_tables.c \
         tavreli-src/bindings/tavreli.i tavreli-src/bindings/tier/tavb.h tavreli-src/configure.ac tavreli/__init__.py \
         tavreli-src/cli/uci_session.c tavreli-src/bench/openings.epd tavreli/__main__.py; do
    tar -tzf "$sdist" | grep -qx "tavreli-$version/$f" || { echo "FAIL: the sdist lacks $f"; exit 1; }
done

# 2. The wheel, from the sdist alone.
"$py" -m venv --system-site-packages "$tmp/venv"
pip="$tmp/venv/bin/pip"
vpy="$tmp/venv/bin/python"
(cd "$tmp/run" && "$pip" wheel -q --no-build-isolation --no-index --no-deps -w "$tmp/dist" "$sdist") \
    > "$tmp/wheel.log" 2>&1 || { cat "$tmp/wheel.log"; exit 1; }
set -- "$tmp/dist"/tavreli-"$version"-*.whl
test -f "$1" || { echo "FAIL: no wheel"; ls "$tmp/dist"; exit 1; }
wheel=$1
"$vpy" -m zipfile -l "$wheel" | grep -q "tavreli-$version.dist-info/LICENSE" ||
    { echo "FAIL: the wheel lacks LICENSE"; exit 1; }

# 3. Installed into the venv, used from outside the tree, with nothing of
# the build tree on the paths.
unset PYTHONPATH LD_LIBRARY_PATH TAV_LIBDIR
"$pip" install -q --no-index --no-deps "$wheel"
site=$(cd "$tmp/run" && "$vpy" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')
where=$(cd "$tmp/run" && "$vpy" -c 'import tavreli; print(tavreli.__file__)')
case $where in "$site"/tavreli/__init__.py) ;; *) echo "FAIL: tavreli imported from $where"; exit 1;; esac
test "$(cd "$tmp/run" && "$vpy" -c 'import tavreli; print(tavreli.__version__)')" = "$version"
set -- "$site"/tavreli/__core*.so
if ldd "$1" | grep libtavreli; then echo "FAIL: the module links a libtavreli.so"; exit 1; fi
export TAV_PYTHON_PATH="$site" PYTHON="$vpy" TESTDATA
cd "$tmp/run"
sh "$src/bindings/python/python-tests.sh" > "$tmp/tests.log" 2>&1 || { cat "$tmp/tests.log"; exit 1; }
tail -n 3 "$tmp/tests.log"
sh "$src/examples/python/check-examples.sh"

# 4. Uninstalled: not importable, nothing of it left in site-packages.
"$pip" uninstall -q -y tavreli
if "$vpy" -c 'import tavreli' 2> /dev/null; then echo "FAIL: still importable"; exit 1; fi
left=$(ls "$site" | grep -i tavreli || :)
test -z "$left" || { echo "FAIL: left in site-packages: $left"; exit 1; }
echo "pip install OK: $(basename "$sdist") $(wc -c < "$sdist") B, $(basename "$wheel") $(wc -c < "$wheel") B"
