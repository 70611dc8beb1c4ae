#!/usr/bin/env bash
# How soon a phone's queued taps are applied once its network comes back: scripts/benchmark_reconnect.py
# drives Debian's Chromium through Playwright against the built `footballgather web` (a temporary
# data directory, embedded server, SQLite): 20 times offline, three goals tapped, online again,
# timed to the server's acknowledgement of the last one. Prints each figure and p50/p99/max.
#   scripts/benchmark-reconnect.sh [DROPS]
#   BIN_DIR or FOOTBALLGATHER_BIN pick the binary (default: the debug build); CHROMIUM the browser.
# Not part of CI: a benchmark prints figures, it does not pass or fail on them.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/built.sh
source scripts/lib/python-tools.sh
BIN=${FOOTBALLGATHER_BIN:-"$(built_bin_dir)/footballgather"}
export CHROMIUM=${CHROMIUM:-/usr/bin/chromium}
use_python_tools
DATA=$(mktemp -d)
trap 'rm -rf "$DATA"' EXIT
python3 scripts/benchmark_reconnect.py "$BIN" "$DATA" "${1:-20}"
