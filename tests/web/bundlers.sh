#!/bin/sh
# make check: the package in an app built with esbuild and with Vite, played
# in Chromium (tests/web/bundlers.test.mjs). Skipped (77) when the pinned
# development dependencies are not installed (scripts/setup.sh runs
# `npm ci --prefix tests/web`) or there is no chromium.
here=$(cd "$(dirname "$0")" && pwd)
: "${NODE:=node}"
: "${CHROMIUM:=/usr/bin/chromium}"
for dep in esbuild vite playwright-core; do
  if ! test -d "$here/node_modules/$dep"; then
    echo "SKIP: tests/web/node_modules/$dep is missing: run npm ci --prefix tests/web"
    exit 77
  fi
done
if ! test -x "$CHROMIUM"; then
  echo "SKIP: no chromium at $CHROMIUM"
  exit 77
fi
TAV_SRCDIR=$(cd "$here/../.." && pwd)
export TAV_SRCDIR CHROMIUM
exec "$NODE" --test "$here/bundlers.test.mjs"
