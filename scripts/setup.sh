#!/bin/sh
# Install the Debian packages that building and testing libtavreli need,
# make docs (Sphinx, MyST, Breathe, Doxygen) and make deb (debhelper,
# dh-python; lintian to check the .debs) and the style check (clang-format).
# Run as root, or with sudo available.
set -e
SUDO=""
[ "$(id -u)" = 0 ] || SUDO=sudo
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q
$SUDO apt-get install -y -q --no-install-recommends \
  build-essential g++ autoconf automake libtool pkg-config check \
  swig python3 python3-dev python3-setuptools python3-venv python3-wheel \
  abigail-tools clang libclang-rt-14-dev valgrind \
  default-jdk-headless liblua5.4-dev lua5.4 \
  emscripten node-acorn chromium librsvg2-bin python3-distributed python3-mypy stockfish \
  python3-sphinx python3-myst-parser python3-breathe doxygen \
  debhelper dh-python lintian clang-format
# Node 18 or later with npm, for the WebAssembly package and its tests:
# Debian's, unless the machine already has one (this image ships Node 20).
command -v node > /dev/null && command -v npm > /dev/null ||
  $SUDO apt-get install -y -q --no-install-recommends nodejs npm
# The browser tests' npm development dependencies, pinned by
# tests/web/package-lock.json: playwright-core (it drives Debian's chromium
# and never downloads a browser), esbuild and vite (tests/web/bundlers.sh
# builds an app with each).
cd "$(dirname "$0")/.."
PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --prefix tests/web --no-audit --no-fund
