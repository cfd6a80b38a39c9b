#!/bin/sh
# make check: `mypy --strict` (Debian's python3-mypy) on the package itself
# (-p tavreli, found through TAV_PYTHON_PATH; the SWIG module is typed by
# tavreli/_core.pyi), then on the Python examples and on a user's script
# written in python-chess's idiom (tests/user_script.py), as a user's type
# checker sees an installed package: every name and type the scripts use
# must be visible. A script that misuses the package must be refused, or
# the check proves nothing.
# Skipped (77) when mypy is not installed.
here=$(cd "$(dirname "$0")" && pwd)
: "${PYTHON:=python3}"
"$PYTHON" -m mypy --version > /dev/null 2>&1 || { echo "no mypy for $PYTHON: skipped"; exit 77; }
tmp=${TMPDIR:-/tmp}/tav-mypy.$$
mkdir -p "$tmp" || exit 1
trap 'rm -rf "$tmp"' EXIT
mypy() {
    MYPYPATH="$TAV_PYTHON_PATH" "$PYTHON" -m mypy --strict --follow-imports=silent \
        --no-error-summary --cache-dir="$tmp/cache" "$@"
}
if ! MYPYPATH="$TAV_PYTHON_PATH" "$PYTHON" -m mypy --strict --no-error-summary \
    --cache-dir="$tmp/cache" -p tavreli > "$tmp/package" 2>&1; then
    cat "$tmp/package" >&2
    echo "mypy --strict: the package has errors" >&2
    exit 1
fi
mypy "$here/tests/user_script.py" "$here/../../examples/python/"*.py || exit 1
cat > "$tmp/misuse.py" <<'PY'
import tavreli
pos = tavreli.Position()
pos.solve(3)
n: str = pos.legal_moves.count()
pos.no_such_method()
PY
if mypy "$tmp/misuse.py" > "$tmp/out" 2>&1; then
    echo "mypy accepted a script that misuses the package" >&2
    exit 1
fi
test "$(grep -c 'error:' "$tmp/out")" -eq 3 || { cat "$tmp/out" >&2; exit 1; }
echo "mypy --strict: the package, examples and user script OK"
