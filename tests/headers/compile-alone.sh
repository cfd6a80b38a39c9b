#!/bin/sh
# STYLE "Tests": every public header compiles alone (libgit2's headertest):
#  - as C:   $CC  -std=c11   -Wall -Wextra -pedantic -Werror -c (and
#            -Wstrict-prototypes), each header
#            alone and twice in a row (include guard);
#  - as C++: $CXX -std=c++11 -Wall -Wextra -pedantic -Werror -c, each header
#            alone, and once more inside an extern "C" { } block;
#  - the umbrella header from C++ calls one function of every module and is
#    linked with the built library: it links only if the headers give the
#    functions C linkage (TAV_BEGIN_DECLS).
# Headers: libtavreli/tavreli.h and libtavreli/tavreli/*.h from the source
# tree, and tavreli/version.h, generated into the build tree.
#
# Environment: TAV_TOP_SRCDIR, TAV_TOP_BUILDDIR (absolute), CC, CXX and
# CPPFLAGS (from make). Without a C++ compiler the C part still runs and the
# test is then SKIPPED (77) unless the C part failed.
set -u
: "${TAV_TOP_SRCDIR:?}" "${TAV_TOP_BUILDDIR:?}"
cc=${CC:-}
[ -n "$cc" ] || cc=cc
cxx=${CXX:-}
if [ -z "$cxx" ]; then
    for c in g++ c++ clang++; do
        if command -v "$c" >/dev/null 2>&1; then cxx=$c; break; fi
    done
fi
cppflags="${CPPFLAGS:-} -I$TAV_TOP_SRCDIR/libtavreli -I$TAV_TOP_BUILDDIR/libtavreli"
warn="-Wall -Wextra -pedantic -Werror"

tmp=$(mktemp -d "${TMPDIR:-/tmp}/tav-headers.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT

# The headers, as they are included: <tavreli.h>, <tavreli/NAME.h>.
headers="tavreli.h"
for h in "$TAV_TOP_SRCDIR"/libtavreli/tavreli/*.h; do
    [ -f "$h" ] && headers="$headers tavreli/${h##*/}"
done
if [ -f "$TAV_TOP_BUILDDIR/libtavreli/tavreli/version.h" ]; then
    case " $headers " in *" tavreli/version.h "*) ;; *) headers="$headers tavreli/version.h" ;; esac
else
    echo "FAIL: $TAV_TOP_BUILDDIR/libtavreli/tavreli/version.h not generated"
    exit 1
fi

status=0
try() { # label, compiler command...
    label=$1
    shift
    if "$@" >"$tmp/log" 2>&1; then
        echo "ok   $label"
    else
        echo "FAIL $label"
        sed 's/^/     /' "$tmp/log"
        status=1
    fi
}

for h in $headers; do
    printf '#include <%s>\n#include <%s>\ntypedef int tav_header_test_not_empty;\n' "$h" "$h" > "$tmp/alone.c"
    try "C   $h" $cc -std=c11 $warn -Wstrict-prototypes $cppflags -c "$tmp/alone.c" -o "$tmp/alone.o"
done

if [ -z "$cxx" ] || ! command -v "${cxx%% *}" >/dev/null 2>&1; then
    echo "no C++ compiler (CXX='${CXX:-}', no g++, c++ or clang++ found): C++ part skipped"
    [ $status -eq 0 ] && exit 77
    exit $status
fi

for h in $headers; do
    printf '#include <%s>\ntypedef int tav_header_test_not_empty;\n' "$h" > "$tmp/alone.cc"
    try "C++ $h" $cxx -std=c++11 $warn $cppflags -c "$tmp/alone.cc" -o "$tmp/alone.o"
    printf 'extern "C" {\n#include <%s>\n}\ntypedef int tav_header_test_not_empty;\n' "$h" > "$tmp/wrapped.cc"
    try "C++ $h inside extern \"C\"" $cxx -std=c++11 $warn $cppflags -c "$tmp/wrapped.cc" -o "$tmp/wrapped.o"
done

# C linkage: call one function of each module from C++ and link.
cat > "$tmp/link.cc" <<'EOC'
#include <tavreli.h>
int main()
{
    tav_error err = TAV_ERROR_INIT;
    tav_error_init(&err);                                   /* error.h */
    char name[3];
    tav_position *p = tav_position_new();                   /* position.h */
    tav_move m = TAV_NO_MOVE;
    int rc = tav_move_parse(p, "e2-e4", &m, &err);          /* notation.h */
    char text[TAV_MOVE_TEXT_MAX + 1];
    rc |= tav_move_format(m, text, sizeof text);            /* move.h */
    rc |= tav_square_name(tav_square_parse("e4"), name);    /* square.h */
    unsigned long long n = tav_perft(p, 0);                 /* perft.h: perft(0) = 1 */
    n += tav_position_checkers(p);                          /* query.h: not in check */
    tav_position_free(p);
    return (rc < 0) + (n != 1) + (tav_kind_letter(TAV_KING) != 'K')   /* piece.h */
        + (tav_strerror(TAV_OK)[0] == 0)                    /* common.h */
        + (tav_version_hex() != (unsigned)TAV_VERSION_HEX); /* version.h */
}
EOC
lib_a="$TAV_TOP_BUILDDIR/libtavreli/.libs/libtavreli.a"
lib_dir="$TAV_TOP_BUILDDIR/libtavreli/.libs"
if [ -f "$lib_a" ]; then
    try "C++ link with C linkage (static)" $cxx -std=c++11 $warn $cppflags "$tmp/link.cc" "$lib_a" -o "$tmp/link"
    [ $status -eq 0 ] && try "C++ program runs" "$tmp/link"
elif ls "$lib_dir"/libtavreli.* >/dev/null 2>&1; then
    try "C++ link with C linkage (shared)" $cxx -std=c++11 $warn $cppflags "$tmp/link.cc" -L"$lib_dir" -ltavreli -o "$tmp/link"
else
    echo "FAIL: no built library under $lib_dir"
    status=1
fi
exit $status
