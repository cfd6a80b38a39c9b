#!/bin/sh
# Configure (once) and build in the source tree.
set -e
cd "$(dirname "$0")/.."
[ -x configure ] || autoreconf -fi
[ -f Makefile ] || ./configure
make -j"$(nproc)"
