#!/usr/bin/env bash
# End-to-end test of the web front end in a real browser: scripts/e2e_web.py starts the built
# `footballgather web` on a free loopback port with a temporary data directory (embedded server,
# SQLite) and drives Debian's Chromium through Playwright at a phone's 390×844 viewport over the
# whole flow, restarting the server once; axe-core (axe-playwright-python) checks every screen for
# serious or critical accessibility violations. Then scripts/e2e_web_addresses.py, on a fresh
# server and data directory, checks every screen's address at 390×844 and 320×640: the browser's
# Back and Forward, reloads, addresses opened afresh or signed out, and addresses of things that do
# not exist. Screenshots go to artifacts/web/; the script fails when either run fails.
#
# Usage: scripts/e2e-web.sh
#   FOOTBALLGATHER_BIN  the binary to test (default: footballgather in `swift build --show-bin-path`)
#   CHROMIUM            the browser (default: /usr/bin/chromium)
# Installs chromium (apt-get) and playwright (pip) when missing; never downloads a browser build.
set -uo pipefail
cd "$(dirname "$0")/.."

BIN=${FOOTBALLGATHER_BIN:-"$(swift build --show-bin-path)/footballgather"}
export CHROMIUM=${CHROMIUM:-/usr/bin/chromium}
DATA=$(mktemp -d)
ADDRESSES_DATA=$(mktemp -d)

if [ ! -x "$BIN" ]; then
  echo "FAIL: no binary at $BIN (build it with: swift build --product footballgather)"
  exit 1
fi
if [ ! -x "$CHROMIUM" ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update >/dev/null && apt-get install -y --no-install-recommends chromium >/dev/null
fi
if ! python3 -c 'import playwright' 2>/dev/null; then
  python3 -m pip install --quiet playwright
fi
if ! python3 -c 'import axe_playwright_python' 2>/dev/null; then
  python3 -m pip install --quiet axe-playwright-python
fi

cleanup() { rm -rf "$DATA" "$ADDRESSES_DATA"; }
trap cleanup EXIT

mkdir -p artifacts/web
status=0
python3 scripts/e2e_web.py "$BIN" "$DATA" artifacts/web || status=1
python3 scripts/e2e_web_addresses.py "$BIN" "$ADDRESSES_DATA" artifacts/web || status=1
exit $status
