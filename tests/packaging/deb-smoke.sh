#!/bin/sh
# By hand, as root (it installs into this machine; not part of make check):
#   tests/packaging/deb-smoke.sh [DIR]      (DIR: the .debs of make deb, debs/)
# Installs the .debs with dpkg -i, uses each as a user would, from outside
# the source tree and with nothing of a build tree on the paths, then
# removes them (also on failure):
#   C        hello.c compiled with pkg-config --cflags --libs libtavreli
#            (shared) and against libtavreli.a (static), run
#   tavreli  tavreli perft startpos 4, tavreli version, the man page
#   Python   /usr/bin/python3 -c 'import tavreli' from dist-packages
#   Lua      lua5.4: require "tavreli"
#   Java     the installed Example.java against /usr/share/java/tavreli.jar
# The packages must not be installed before (their removal would remove
# someone else's install).
set -e
here=$(cd "$(dirname "$0")" && pwd)
src=$(cd "$here/../.." && pwd)
dir=$(cd "${1:-debs}" && pwd)
[ "$(id -u)" = 0 ] || { echo "deb-smoke.sh: run as root (it runs dpkg -i)"; exit 1; }
pkgs=""
for deb in "$dir"/*.deb; do pkgs="$pkgs $(dpkg-deb -f "$deb" Package)"; done
[ -n "$pkgs" ] || { echo "deb-smoke.sh: no .deb in $dir"; exit 1; }
for p in $pkgs; do
    if dpkg -s "$p" > /dev/null 2>&1; then echo "deb-smoke.sh: $p is installed already"; exit 1; fi
done
tmp=$(mktemp -d "${TMPDIR:-/tmp}/tav-deb.XXXXXX")
trap 'dpkg -r $pkgs > /dev/null; rm -rf "$tmp"' EXIT
dpkg -i "$dir"/*.deb
unset PYTHONPATH LD_LIBRARY_PATH LUA_CPATH PKG_CONFIG_PATH CLASSPATH
cd "$tmp"

expect() {  # expect WHAT EXPECTED ACTUAL
    if [ "$2" != "$3" ]; then echo "FAIL: $1: expected '$2', got '$3'"; exit 1; fi
    echo "ok: $1: $3"
}

cat > hello.c <<'EOF'
#include <stdio.h>
#include <tavreli.h>

int main(void)
{
    tav_position *pos = tav_position_new();     /* the start position */
    if (!pos)
        return 1;
    printf("%s %llu\n", tav_version_string(), (unsigned long long)tav_perft(pos, 2));
    tav_position_free(pos);
    return 0;
}
EOF
version=$(sed -n 's/^AC_INIT(\[libtavreli\], *\[\([0-9.]*\)\].*/\1/p' "$src/configure.ac")
cc -std=c11 -Wall -Werror hello.c $(pkg-config --cflags --libs libtavreli) -o hello
expect "hello.c (pkg-config, shared)" "$version 1519" "$(./hello)"
ldd ./hello | grep -Eq 'libtavreli\.so\.1 => (/usr)?/lib/' || { echo "FAIL: hello does not use the package's libtavreli.so.1"; ldd ./hello; exit 1; }
cc -std=c11 -Wall -Werror hello.c $(pkg-config --cflags libtavreli) -Wl,-Bstatic $(pkg-config --libs --static libtavreli) -Wl,-Bdynamic -o hello-static
expect "hello.c (libtavreli.a)" "$version 1519" "$(./hello-static)"
if ldd ./hello-static | grep -q libtavreli; then echo "FAIL: hello-static links libtavreli.so"; exit 1; fi

expect "tavreli perft startpos 4" 3055489 "$(/usr/bin/tavreli perft startpos 4)"
expect "tavreli version" "tavreli $version" "$(/usr/bin/tavreli version | head -n 1)"
man -w tavreli | grep -q '^/usr/share/man/man1/tavreli.1' || { echo "FAIL: no man page"; exit 1; }
# the installed README's links to the guides (and the man page's SEE ALSO)
for f in README.md doc/RULES.md doc/engine.md doc/perft.md bindings/python/README.md; do
    [ -f "/usr/share/doc/tavreli/$f" ] || { echo "FAIL: no /usr/share/doc/tavreli/$f"; exit 1; }
done

expect "python3 import tavreli" "/usr/lib/python3/dist-packages/tavreli/__init__.py $version 1519" \
    "$(/usr/bin/python3 -c 'import tavreli; print(tavreli.__file__, tavreli.__version__, tavreli.Position().perft(2))')"

if command -v lua5.4 > /dev/null && dpkg -s lua-tavreli > /dev/null 2>&1; then
    expect "lua5.4 require tavreli" 1519 "$(lua5.4 -e 'print(require("tavreli").Position():perft(2))')"
fi
if command -v javac > /dev/null && dpkg -s libtavreli-java > /dev/null 2>&1; then
    # the example as the package installs it
    javac -cp /usr/share/java/tavreli.jar -d . /usr/share/doc/libtavreli-java/examples/Example.java
    line=$(java -cp /usr/share/java/tavreli.jar:. Example 2 | grep '^perft')
    echo "$line" | grep -Eqx 'perft 2 [0-9]+' || { echo "FAIL: java Example 2: '$line'"; exit 1; }
    echo "ok: java Example 2: $line"
fi
echo "deb smoke test OK:$pkgs"
