#!/bin/sh
# What debian/rules does to make install's tree (debian/tmp) before
# dh_install splits it into packages; tests/packaging/check-debian.sh does
# the same to its own make install, so that both see the same files.
#   sh debian/tidy-install.sh ROOT
set -e
root=${1:?usage: tidy-install.sh ROOT}
site=/usr/lib/python3/dist-packages
# libtool's archives, and the static copies of the loadable modules (only
# libtavreli.a is for linking).
find "$root" -name '*.la' -exec rm -f {} +
find "$root" -name '*.a' ! -name libtavreli.a -exec rm -f {} +
# The licence is debian/copyright's, not a file of the documentation.
rm -f "$root/usr/share/doc/libtavreli/LICENSE"
# The extension module under the name Debian's python3 looks for first.
if [ -f "$root$site/tavreli/__core.so" ]; then
    suffix=$(/usr/bin/python3 -c 'import sysconfig; print(sysconfig.get_config_var("EXT_SUFFIX"))')
    mv "$root$site/tavreli/__core.so" "$root$site/tavreli/__core$suffix"
fi
