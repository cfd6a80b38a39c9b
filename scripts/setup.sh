#!/bin/sh
# Install the Debian packages that building and testing libtavreli need.
# Run as root, or with sudo available.
set -e
SUDO=""
[ "$(id -u)" = 0 ] || SUDO=sudo
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q
$SUDO apt-get install -y -q --no-install-recommends \
  build-essential g++ autoconf automake libtool pkg-config check \
  swig python3 python3-dev \
  abigail-tools clang libclang-rt-14-dev valgrind \
  default-jdk-headless liblua5.4-dev lua5.4 \
  emscripten chromium librsvg2-bin python3-distributed stockfish
