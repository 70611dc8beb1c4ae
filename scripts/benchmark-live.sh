#!/usr/bin/env bash
# How fast a change reaches everyone watching a match, on the release server: starts
# footballgather-server with --env production on a fresh SQLite file and runs
# scripts/benchmark_live.py: an organiser's gather, its live link watched by WATCHERS streams with
# no account (from loopback addresses, 25 each), goals sent one every 0.25 s; prints the time from
# a goal sent to its event on the organiser's change stream and on every watcher's (p50, p99,
# worst), the watchers that missed one, and the server's RSS at rest, with the watchers, and after.
#   scripts/benchmark-live.sh [--skip-build] [--binary PATH] [--watchers 300] [--goals 40]
# --skip-build reuses the release binary in .build-release; --binary runs another build.
# Only loopback addresses are used. Not part of CI.
set -euo pipefail
cd "$(dirname "$0")/.."

usage="usage: scripts/benchmark-live.sh [--skip-build] [--binary PATH] [--watchers N] [--goals N]"
skip_build=0
binary=""
watchers=300
goals=40
while [ $# -gt 0 ]; do
  case "$1" in
    --skip-build) skip_build=1 ;;
    --binary | --watchers | --goals)
      [ $# -ge 2 ] || { echo "$usage" >&2; exit 2; }
      case "$1" in
        --binary) binary="$2" ;;
        --watchers) watchers="$2" ;;
        --goals) goals="$2" ;;
      esac
      shift
      ;;
    *)
      echo "$usage" >&2
      exit 2
      ;;
  esac
  shift
done

fail() {
  echo "benchmark-live: FAILED: $*" >&2
  exit 1
}

[[ "$watchers" =~ ^[1-9][0-9]*$ ]] || fail "--watchers takes a whole number, not \"$watchers\""
[[ "$goals" =~ ^[1-9][0-9]*$ ]] || fail "--goals takes a whole number, not \"$goals\""
ulimit -n 65536 2>/dev/null || ulimit -n "$(ulimit -Hn)" 2>/dev/null || true

if [ -n "$binary" ]; then
  bin="$binary"
else
  # shellcheck source=lib/release-server.sh
  . scripts/lib/release-server.sh
  bin="$(release_server_binary benchmark-live "$skip_build")"
fi
[ -x "$bin" ] || fail "$bin is not an executable"

work="$(mktemp -d /tmp/footballgather-benchmark-live.XXXXXX)"
server=""
cleanup() {
  if [ -n "$server" ]; then
    kill "$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT

port="$(python3 -c 'import socket;s=socket.socket();s.bind(("127.0.0.1",0));print(s.getsockname()[1])')"
base="http://127.0.0.1:$port"
# The request budget at its highest: the figures are the server's, not one client's allowance.
env -u DATABASE_URL SQLITE_PATH="$work/live.sqlite" API_REQUESTS_PER_ADDRESS=1000000 API_REQUESTS_PER_ACCOUNT=1000000 \
  ACCOUNT_MAX_PLAYERS=10000000 ACCOUNT_MAX_GATHERS=10000000 \
  "$bin" --env production serve --hostname 127.0.0.1 --port "$port" >"$work/server.log" 2>&1 &
server=$!
deadline=$((SECONDS + 60))
until curl -fs --max-time 2 "$base/health" >/dev/null; do
  kill -0 "$server" 2>/dev/null || fail "the server exited: $(tail -n 20 "$work/server.log")"
  [ $SECONDS -lt $deadline ] || fail "the server did not answer /health within 60 s"
  sleep 0.1
done
echo "benchmark-live: $bin"
status=0
python3 scripts/benchmark_live.py --base "$base" --server-pid "$server" --watchers "$watchers" --goals "$goals" ||
  status=$?
echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg); $(swift --version 2>/dev/null | head -n 1)"
[ "$status" = 0 ] || fail "some watchers missed a goal or could not open (see above)"
