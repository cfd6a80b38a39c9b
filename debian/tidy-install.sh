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
# Debian's Java policy: the JNI library in <libdir>/jni (on Debian's
# java.library.path, where TavreliJNI's System.loadLibrary finds it, out of
# the public library directory), and a versioned jar with tavreli.jar a
# link to it (lintian: shared-library-lacks-version, bad-jar-name).
for so in "$root"/usr/lib/*/libtavreli_jni.so; do
    [ -f "$so" ] || continue
    mkdir -p "$(dirname "$so")/jni" && mv "$so" "$(dirname "$so")/jni/"
done
if [ -f "$root/usr/share/java/tavreli.jar" ]; then
    version=$(sed -n '1s/^[^(]*(\([^)-]*\).*/\1/p' "$(dirname "$0")/changelog")
    mv "$root/usr/share/java/tavreli.jar" "$root/usr/share/java/tavreli-$version.jar"
    ln -s "tavreli-$version.jar" "$root/usr/share/java/tavreli.jar"
fi
# The licence is debian/copyright's, not a file of the documentation.
rm -f "$root/usr/share/doc/libtavreli/LICENSE"
# The extension module under the name Debian's python3 looks for first.
if [ -f "$root$site/tavreli/__core.so" ]; then
    suffix=$(/usr/bin/python3 -c 'import sysconfig; print(sysconfig.get_config_var("EXT_SUFFIX"))')
    mv "$root$site/tavreli/__core.so" "$root$site/tavreli/__core$suffix"
fi
