#!/bin/sh
# make check: the licence. LICENSE at the top is the MIT licence, and every
# package's metadata says so with the SPDX identifier MIT: the Python
# package (bindings/python/pyproject.toml), the npm package
# (bindings/js/package.json), the Debian packages (debian/copyright, every
# Files paragraph) and the jar (Bundle-License in its manifest: the built
# jar when TAV_JAVA_JAR is there, else the rule of bindings/java/local.mk).
# Needs TAV_SRCDIR.
src=${TAV_SRCDIR:?TAV_SRCDIR is not set}
fail=0
bad() { echo "FAIL: $*"; fail=1; }
jar_manifest() {
    ${PYTHON:-python3} -c 'import sys, zipfile; sys.stdout.write(zipfile.ZipFile(sys.argv[1]).read("META-INF/MANIFEST.MF").decode().replace("\r", ""))' "$1"
}

head -n 1 "$src/LICENSE" 2> /dev/null | grep -qx 'MIT License' || bad "LICENSE is not the MIT licence"
grep -q 'Permission is hereby granted, free of charge' "$src/LICENSE" 2> /dev/null || bad "LICENSE lacks the MIT text"

grep -Eq '^license = \{ *text = "MIT" *\}' "$src/bindings/python/pyproject.toml" ||
    bad 'bindings/python/pyproject.toml: no license = {text = "MIT"}'
grep -q '"License :: OSI Approved :: MIT License"' "$src/bindings/python/pyproject.toml" ||
    bad "bindings/python/pyproject.toml: no MIT classifier"

grep -Eq '^ *"license": *"MIT" *,?$' "$src/bindings/js/package.json" ||
    bad 'bindings/js/package.json: no "license": "MIT"'

# debian/copyright (DEP-5): the header and each Files paragraph say MIT.
awk '
    /^$/ { if (para && lic != "MIT") { print "FAIL: debian/copyright: paragraph " para " has License: " (lic == "" ? "none" : lic); bad = 1 }
           para = 0; lic = ""; next }
    /^(Format|Files):/ { para = $0 }
    /^License:/ { lic = $2 }
    END { if (para && lic != "MIT") { print "FAIL: debian/copyright: paragraph " para " has License: " (lic == "" ? "none" : lic); bad = 1 }
          exit bad }' "$src/debian/copyright" || fail=1
grep -q '^Files:' "$src/debian/copyright" || bad "debian/copyright has no Files paragraph"

if [ -n "$TAV_JAVA_JAR" ] && [ -f "$TAV_JAVA_JAR" ]; then
    jar_manifest "$TAV_JAVA_JAR" | grep -qx 'Bundle-License: MIT' ||
        bad "$TAV_JAVA_JAR: no Bundle-License: MIT in its manifest"
else
    grep -q 'Bundle-License: MIT' "$src/bindings/java/local.mk" ||
        bad "bindings/java/local.mk does not write Bundle-License: MIT into the jar's manifest"
fi
[ $fail = 0 ] && echo "licence metadata OK (MIT everywhere)"
exit $fail
