#!/usr/bin/env bash
# What listing games costs an account at its allowances, and what it costs everyone else: starts
# footballgather-server with --env production on a fresh SQLite file and runs
# scripts/benchmark_games.py: one account seeded to its allowances through the API (1,000 players,
# 1,000 games of 100 names, 10,000 gathers), another with 10 players; prints the latency of one page
# of games and of the whole list, and the other account's GET /api/players p50/p99 idle and while
# four clients list every game at once.
#   scripts/benchmark-games.sh [--skip-build] [--binary PATH]
# --skip-build reuses the release binary in .build-release; --binary runs another build (say the
# debug one, .build/debug/footballgather-server). Only loopback addresses are used. Not part of CI.
set -euo pipefail
cd "$(dirname "$0")/.."

usage="usage: scripts/benchmark-games.sh [--skip-build] [--binary PATH]"
skip_build=0
binary=""
while [ $# -gt 0 ]; do
  case "$1" in
    --skip-build) skip_build=1 ;;
    --binary)
      [ $# -ge 2 ] || { echo "$usage" >&2; exit 2; }
      binary="$2"
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
  echo "benchmark-games: FAILED: $*" >&2
  exit 1
}

if [ -n "$binary" ]; then
  bin="$binary"
else
  # shellcheck source=lib/release-server.sh
  . scripts/lib/release-server.sh
  bin="$(release_server_binary benchmark-games "$skip_build")"
fi
[ -x "$bin" ] || fail "$bin is not an executable"

work="$(mktemp -d /tmp/footballgather-benchmark-games.XXXXXX)"
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
# The request budget at its highest, so that seeding is not paced; the holdings at their defaults.
env -u DATABASE_URL SQLITE_PATH="$work/games.sqlite" API_REQUESTS_PER_ADDRESS=off API_REQUESTS_PER_ACCOUNT=off \
  "$bin" --env production serve --hostname 127.0.0.1 --port "$port" >"$work/server.log" 2>&1 &
server=$!
deadline=$((SECONDS + 60))
until curl -fs --max-time 2 "$base/health" >/dev/null; do
  kill -0 "$server" 2>/dev/null || fail "the server exited: $(tail -n 20 "$work/server.log")"
  [ $SECONDS -lt $deadline ] || fail "the server did not answer /health within 60 s"
  sleep 0.1
done
echo "benchmark-games: $bin"
python3 scripts/benchmark_games.py "$base" || fail "a request failed (see above)"
echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg); $(swift --version 2>/dev/null | head -n 1)"
