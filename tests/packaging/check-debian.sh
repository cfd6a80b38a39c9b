#!/bin/sh
# make check: debian/ agrees with make install (CI does not build the .debs
# on every run: make deb takes minutes). This build is installed as
# debian/rules installs it (prefix /usr, the multiarch libdir, Debian's
# dist-packages; then debian/tidy-install.sh), and the debian/*.install
# lists must claim every installed file exactly once, each line matching
# something: what dh_install and dh_missing --fail-missing would check.
# Also: debian/control lists a package for each .install file, compat 13,
# and the symbols file names the soname this build makes.
# Packages of bindings this build lacks are left out: TAV_DEB_SKIP.
# Needs TAV_SRCDIR and MAKE (AM_TESTS_ENVIRONMENT); runs in the build tree.
set -e
src=${TAV_SRCDIR:?TAV_SRCDIR is not set}
deb="$src/debian"
multiarch=$(dpkg-architecture -qDEB_HOST_MULTIARCH 2> /dev/null || ${CC:-cc} -print-multiarch)
[ -n "$multiarch" ] || { echo "SKIP: no multiarch triplet"; exit 77; }
site=/usr/lib/python3/dist-packages
tmp=$(mktemp -d "${TMPDIR:-/tmp}/tav-debian.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
root="$tmp/root"
fail=0
bad() { echo "FAIL: $*"; fail=1; }

grep -qx 'Build-Depends: debhelper-compat (= 13),' "$deb/control" || bad "debian/control: not debhelper-compat (= 13)"
grep -Eq '^%:$' "$deb/rules" && grep -q '^	dh \$@$' "$deb/rules" || bad "debian/rules: no '%:' rule with dh \$@"

# make install as configured (libtool installs its libraries only where
# they were linked for), then each file moved to where debian/rules puts
# it: the Python dirs, then libdir, then the prefix.
${MAKE:-make} install DESTDIR="$tmp/inst" > "$tmp/install.log" 2>&1 || { cat "$tmp/install.log"; exit 1; }
map() {
    for pair in "${TAV_INST_PYTHONDIR:-/nonexistent}=$site" "${TAV_INST_PYEXECDIR:-/nonexistent}=$site" \
                "${TAV_INST_LIBDIR:?}=/usr/lib/$multiarch" "${TAV_INST_PREFIX:?}=/usr"; do
        from=${pair%%=*}
        case $1 in "$from"/*) echo "${pair#*=}${1#"$from"}"; return;; esac
    done
    echo "$1"
}
(cd "$tmp/inst" && find . \( -type f -o -type l \) | sed 's|^\.||') | while read -r f; do
    to=$(map "$f")
    mkdir -p "$root$(dirname "$to")"
    cp -P "$tmp/inst$f" "$root$to"
done
sh "$deb/tidy-install.sh" "$root"
(cd "$root" && find . \( -type f -o -type l \) ! -path '*/__pycache__/*' | sed 's|^\./||' | sort) > "$tmp/installed"
: > "$tmp/claimed"
for list in "$deb"/*.install; do
    pkg=$(basename "$list" .install)
    grep -qx "Package: $pkg" "$deb/control" || bad "debian/$pkg.install: no package $pkg in debian/control"
    case " ${TAV_DEB_SKIP:-} " in *" $pkg "*) echo "($pkg: its binding is not built here)"; continue;; esac
    while read -r pattern dest; do
        case $pattern in ''|'#'*) continue;; esac
        pattern=$(echo "$pattern" | sed "s|\${DEB_HOST_MULTIARCH}|$multiarch|g")
        # shellcheck disable=SC2086
        matches=$(cd "$root" && for m in $pattern; do
            [ -e "$m" ] || [ -L "$m" ] || continue
            if [ -d "$m" ] && [ ! -L "$m" ]; then find "$m" \( -type f -o -type l \) ! -path '*/__pycache__/*'; else echo "$m"; fi
        done)
        [ -n "$matches" ] || { bad "debian/$pkg.install: '$pattern' matches nothing make install installs"; continue; }
        echo "$matches" | sed 's|/$||; s|//*|/|g' | sed "s|\$| $pkg|" >> "$tmp/claimed"
    done < "$list"
done
sort "$tmp/claimed" > "$tmp/claimed.sorted"
twice=$(cut -d' ' -f1 "$tmp/claimed.sorted" | uniq -d)
[ -z "$twice" ] || bad "in two packages: $twice"
missing=$(cut -d' ' -f1 "$tmp/claimed.sorted" | sort -u | comm -23 "$tmp/installed" -)
for f in $missing; do bad "installed but in no package: $f"; done

# The symbols file: the soname of this build's library.
soname=$(cd "$root/usr/lib/$multiarch" && ls libtavreli.so.* | sed -n 's/^\(libtavreli\.so\.[0-9]*\)$/\1/p')
pkgname=$(echo "$soname" | sed 's/^libtavreli\.so\.\([0-9]*\)$/libtavreli\1/')
head -n 1 "$deb/libtavreli1.symbols" | grep -q "^$soname libtavreli1 " ||
    bad "debian/libtavreli1.symbols is not for $soname"
[ -f "$deb/$pkgname.install" ] || bad "the library's soname is $soname: its package would be $pkgname, debian/ has libtavreli1"
[ $fail = 0 ] && echo "debian/ agrees with make install ($(wc -l < "$tmp/installed") files)"
exit $fail
