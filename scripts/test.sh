#!/bin/sh
# Every test: build, then make check (unit suites, perft to depth 4, games).
set -e
cd "$(dirname "$0")/.."
./scripts/build.sh
make -j"$(nproc)" check
