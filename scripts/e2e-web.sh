#!/usr/bin/env bash
# End-to-end test of the web front end in a real browser: starts the built `footballgather web`
# on a free loopback port with a temporary data directory (embedded server, SQLite), then drives
# Debian's Chromium through Playwright at a phone's 390×844 viewport over the whole flow
# (scripts/e2e_web.py). Screenshots of every screen go to artifacts/web/.
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
LOG="$DATA/server.log"
SERVER_PID=""

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

cleanup() {
  [ -n "$SERVER_PID" ] && kill "$SERVER_PID" 2>/dev/null && wait "$SERVER_PID" 2>/dev/null
  rm -rf "$DATA"
}
trap cleanup EXIT

LLVM_PROFILE_FILE="$DATA/profile-%p.profraw" "$BIN" web --port 0 --data-dir "$DATA" >"$LOG" 2>&1 &
SERVER_PID=$!
URL=""
for _ in $(seq 1 300); do
  URL=$(grep -o 'http://127\.0\.0\.1:[0-9]*/' "$LOG" | head -1)
  [ -n "$URL" ] && break
  if ! kill -0 "$SERVER_PID" 2>/dev/null; then break; fi
  sleep 0.1
done
if [ -z "$URL" ]; then
  echo "FAIL: footballgather web did not print its address:"
  cat "$LOG"
  exit 1
fi
echo "footballgather web is serving $URL"

mkdir -p artifacts/web
python3 scripts/e2e_web.py "$URL" artifacts/web
status=$?
if [ $status -ne 0 ]; then
  echo "--- server output ---"
  cat "$LOG"
fi
exit $status
