#!/usr/bin/env bash
# End-to-end test of the web front end in a real browser: scripts/e2e_web.py starts the built
# `footballgather web` on a free loopback port with a temporary data directory (embedded server,
# SQLite) and drives Debian's Chromium through Playwright at a phone's 390×844 viewport over the
# whole flow, restarting the server once; axe-core (axe-playwright-python) checks every screen for
# serious or critical accessibility violations. Then scripts/e2e_web_addresses.py, on a fresh
# server and data directory, checks every screen's address at 390×844 and 320×640: the browser's
# Back and Forward, reloads, addresses opened afresh or signed out, and addresses of things that do
# not exist. Then scripts/e2e_web_live.py: one match on three browsers (the organiser's phone and
# laptop, and a friend with no account on the live link at 320 px, light and dark). Then
# scripts/e2e_web_devices.py: three browsers of one account; a match started on the phone is offered
# on the other two within two seconds, opens where it stands, and leaves them when it ends. Then
# scripts/e2e_web_invite.py: one game answered from its invite link by twelve players, each in
# their own browser context (ten in, two waiting; one answers Out and the first waiting is moved in
# on all thirteen open pages without a reload). Then scripts/e2e_web_outbox.py: nothing tapped is
# lost on a bad connection (ten invite answers typed the instant the page shows, thirty seconds
# offline with ten taps on two devices, a reload offline, five taps while the server is killed, a
# Pause tapped offline that pauses the clock once).
# Then the two smaller apps at 390×844: scripts/e2e_currency_converter_web.py (convert,
# swap, clear, pick a currency by name, reload, About) and scripts/e2e_livenews_web.py (the sample
# feed, an article and its link, a failing feed among two, a feed that fails and then recovers).
# Screenshots go to artifacts/web/; the script fails when any run fails.
#
# Usage: scripts/e2e-web.sh
#   BIN_DIR                 the folder of the built binaries (default: `swift build --show-bin-path`)
#   FOOTBALLGATHER_BIN      the binary to test (default: footballgather in BIN_DIR)
#   CURRENCY_CONVERTER_BIN  likewise for currency-converter
#   LIVENEWS_BIN            likewise for livenews
#   CHROMIUM            the browser (default: /usr/bin/chromium)
# Installs chromium (apt-get) when missing, and uses the Python tools of scripts/requirements.txt
# (scripts/lib/python-tools.sh); never downloads a browser build.
set -uo pipefail
cd "$(dirname "$0")/.."

source scripts/lib/built.sh
source scripts/lib/python-tools.sh
BIN_PATH=$(built_bin_dir)
BIN=${FOOTBALLGATHER_BIN:-"$BIN_PATH/footballgather"}
CURRENCY_CONVERTER_BIN=${CURRENCY_CONVERTER_BIN:-"$BIN_PATH/currency-converter"}
LIVENEWS_BIN=${LIVENEWS_BIN:-"$BIN_PATH/livenews"}
export CHROMIUM=${CHROMIUM:-/usr/bin/chromium}
DATA=$(mktemp -d)
ADDRESSES_DATA=$(mktemp -d)
LIVE_DATA=$(mktemp -d)
INVITE_DATA=$(mktemp -d)
OUTBOX_DATA=$(mktemp -d)
DEVICES_DATA=$(mktemp -d)
CONVERTER_DATA=$(mktemp -d)
NEWS_DATA=$(mktemp -d)

for binary in "$BIN" "$CURRENCY_CONVERTER_BIN" "$LIVENEWS_BIN"; do
  if [ ! -x "$binary" ]; then
    echo "FAIL: no binary at $binary (build it with: swift build --product $(basename "$binary"))"
    exit 1
  fi
done
if [ ! -x "$CHROMIUM" ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update >/dev/null && apt-get install -y --no-install-recommends chromium >/dev/null
fi
use_python_tools || exit 1

cleanup() { rm -rf "$DATA" "$ADDRESSES_DATA" "$LIVE_DATA" "$OUTBOX_DATA" "$INVITE_DATA" "$DEVICES_DATA" "$CONVERTER_DATA" "$NEWS_DATA"; }
trap cleanup EXIT

mkdir -p artifacts/web
status=0
python3 scripts/e2e_web.py "$BIN" "$DATA" artifacts/web || status=1
python3 scripts/e2e_web_addresses.py "$BIN" "$ADDRESSES_DATA" artifacts/web || status=1
python3 scripts/e2e_web_live.py "$BIN" "$LIVE_DATA" artifacts/web || status=1
python3 scripts/e2e_web_devices.py "$BIN" "$DEVICES_DATA" artifacts/web || status=1
python3 scripts/e2e_web_invite.py "$BIN" "$INVITE_DATA" artifacts/web || status=1
python3 scripts/e2e_web_outbox.py "$BIN" "$OUTBOX_DATA" artifacts/web || status=1
python3 scripts/e2e_currency_converter_web.py "$CURRENCY_CONVERTER_BIN" "$CONVERTER_DATA" artifacts/web || status=1
python3 scripts/e2e_livenews_web.py "$LIVENEWS_BIN" "$NEWS_DATA" artifacts/web || status=1
exit $status
