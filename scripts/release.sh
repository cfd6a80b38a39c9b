#!/bin/sh
# make release: every artifact of this version, built offline, in one
# folder release-X.Y.Z/ of the build tree, with SHA256SUMS:
#   libtavreli-X.Y.Z.tar.gz       make dist
#   tavreli-X.Y.Z.tar.gz          the Python sdist (from the make dist tarball)
#   tavreli-X.Y.Z-*.whl           the wheel, built from that sdist
#   tavreli-X.Y.Z.tgz             the npm package (make npm-pack)
#   *.deb                         make deb
# First it checks that NEWS has a section for X.Y.Z (a heading line "X.Y.Z"
# or "X.Y.Z (date)", underlined with ===). --snapshot skips that check and
# writes release-X.Y.Z-snapshot/ instead: for trying the release out.
# --reuse-debs takes the .debs of an earlier make deb from debs/ (they must
# be of this version) instead of building them again (make deb takes many
# minutes).
# Run from the top of a configured build tree (make release does);
# MAKE, TAV_SRCDIR and PACKAGE_VERSION come from make; TAV_PIP_PYTHON is the
# Python for the wheel (Debian's /usr/bin/python3, with python3-venv,
# python3-setuptools, python3-wheel).
set -e
src=${TAV_SRCDIR:-$(cd "$(dirname "$0")/.." && pwd)}
make=${MAKE:-make}
py=${TAV_PIP_PYTHON:-/usr/bin/python3}
version=$(sed -n 's/^AC_INIT(\[libtavreli\], *\[\([0-9.]*\)\].*/\1/p' "$src/configure.ac")
[ -n "$version" ] || { echo "release.sh: no version in $src/configure.ac"; exit 1; }
if [ -n "$PACKAGE_VERSION" ] && [ "$PACKAGE_VERSION" != "$version" ]; then
    echo "release.sh: this build is configured for $PACKAGE_VERSION, configure.ac says $version: run autoreconf and configure again"
    exit 1
fi
snapshot=no
reuse_debs=no
for arg; do
    case $arg in
        --snapshot) snapshot=yes;;
        --reuse-debs) reuse_debs=yes;;
        *) echo "usage: release.sh [--snapshot] [--reuse-debs]"; exit 2;;
    esac
done
out="release-$version"
if [ $snapshot = yes ]; then
    out="$out-snapshot"
else
    # NEWS: a heading for this version, then its underline.
    awk -v v="$version" '
        BEGIN { gsub(/\./, "\\.", v) }
        prev ~ ("^" v "( .*)?$") && /^===/ { found = 1 }
        { prev = $0 }
        END { exit !found }' "$src/NEWS" || {
        echo "release.sh: NEWS has no section for $version (a line '$version' underlined with ===);"
        echo "  write it (rename 'Unreleased'), or run make release RELEASE_FLAGS=--snapshot"
        exit 1
    }
fi
rm -rf "$out" && mkdir "$out"
out=$(cd "$out" && pwd)
tmp=$(mktemp -d "${TMPDIR:-/tmp}/tav-release.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

step() { echo; echo "== release.sh: $*"; }

step "the source tarball (make dist)"
"$make" dist-gzip
cp "libtavreli-$version.tar.gz" "$out/"

step "the Python sdist and wheel, from the source tarball"
tar -C "$tmp" -xzf "$out/libtavreli-$version.tar.gz"
(cd "$tmp/libtavreli-$version/bindings/python" && "$py" -W ignore setup.py -q sdist -d "$out")
"$py" -m venv --system-site-packages "$tmp/venv"
(cd "$tmp" && "$tmp/venv/bin/pip" wheel -q --no-build-isolation --no-index --no-deps \
    -w "$out" "$out/tavreli-$version.tar.gz")

step "the npm package (make npm-pack)"
"$make" npm-pack
cp "bindings/js/tavreli-$version.tgz" "$out/"

step "the Debian packages (make deb)"
[ $reuse_debs = yes ] || "$make" deb
set -- debs/*_"$version"_*.deb
[ -f "$1" ] || { echo "release.sh: no .deb of $version in debs/"; exit 1; }
cp "$@" "$out/"

step "SHA256SUMS"
(cd "$out" && rm -f SHA256SUMS && sha256sum -- * > "$tmp/sums" && mv "$tmp/sums" SHA256SUMS && cat SHA256SUMS)
echo
ls -l "$out" | sed 1d | awk '{ printf "%12d  %s\n", $5, $NF }'
echo "release.sh: $out"
