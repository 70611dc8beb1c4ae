#!/usr/bin/env bash
# What this server's own layers cost on its cheapest answers, measured with wrk against release
# builds on loopback, each server alone on the machine while it is measured:
#   1. GET /nope (a 404, no route) with metrics on and LOG_FORMAT=json (one line per request,
#      written to a file), in requests/s and as a ratio to the original Football Gather server
#      (radude89/footballgather-ws: Vapor 4, Fluent, SQLite in memory), built in release from the
#      checkout ORIGINAL_SERVER_SOURCE names; without it that ratio is not printed;
#   2. GET /health/live with metrics on, as a ratio to the same build with METRICS=off.
# Each figure is the median of BENCH_ROUNDS rounds (default 3), and each ratio the median of the
# rounds' own ratios (the two figures of a round are measured back to back); in each round every
# server is started fresh, warmed up for 2 s and measured for BENCH_DURATION (default 10s) with
# BENCH_CONNECTIONS (16) connections on BENCH_THREADS (2) wrk threads.
#   scripts/benchmark-floor.sh [--skip-build]
#   ORIGINAL_SERVER_SOURCE=~/src/footballgather-ws scripts/benchmark-floor.sh
# The original is copied into .build-original/source without its Package.resolved (its pins
# predate the package versions this machine can fetch) and built into .build-original/build.
# Installs the Debian package wrk when it is missing (needs root). Not part of CI.
set -euo pipefail
cd "$(dirname "$0")/.."

skip_build=0
for argument in "$@"; do
  case "$argument" in
    --skip-build) skip_build=1 ;;
    *)
      echo "usage: scripts/benchmark-floor.sh [--skip-build]" >&2
      exit 2
      ;;
  esac
done
duration="${BENCH_DURATION:-10s}"
connections="${BENCH_CONNECTIONS:-16}"
threads="${BENCH_THREADS:-2}"
rounds="${BENCH_ROUNDS:-3}"
[[ "$rounds" =~ ^[1-9][0-9]*$ ]] || { echo "benchmark-floor: BENCH_ROUNDS must be a whole number from 1" >&2; exit 2; }

fail() {
  echo "benchmark-floor: FAILED: $*" >&2
  exit 1
}

if ! command -v wrk >/dev/null; then
  echo "benchmark-floor: installing wrk"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update >/dev/null
  apt-get install -y --no-install-recommends wrk >/dev/null || fail "wrk is missing; install it (apt-get install wrk)."
fi

# shellcheck source=lib/release-server.sh
. scripts/lib/release-server.sh
bin="$(release_server_binary benchmark-floor "$skip_build")"

original=""
if [ -n "${ORIGINAL_SERVER_SOURCE:-}" ]; then
  source_dir="$ORIGINAL_SERVER_SOURCE"
  [ -f "$source_dir/Package.swift" ] || source_dir="$source_dir/FootballGatherServer"
  [ -f "$source_dir/Package.swift" ] ||
    fail "ORIGINAL_SERVER_SOURCE=$ORIGINAL_SERVER_SOURCE holds no Package.swift (nor FootballGatherServer/Package.swift)"
  mkdir -p .build-original
  # A checkout given as the copy itself is used as it is (copying it onto itself would delete it).
  if [ "$(cd "$source_dir" && pwd -P)" != "$(mkdir -p .build-original/source && cd .build-original/source && pwd -P)" ]; then
    rm -rf .build-original/source
    cp -R "$source_dir" .build-original/source
  fi
  rm -rf .build-original/source/.build .build-original/source/Package.resolved
  if [ "$skip_build" != 1 ] || [ ! -x .build-original/build/release/Run ]; then
    echo "benchmark-floor: building the original server in release (.build-original)" >&2
    swift build -c release --package-path .build-original/source --scratch-path .build-original/build >&2 ||
      fail "the original server did not build"
  fi
  original="$PWD/.build-original/build/release/Run"
fi

work="$(mktemp -d /tmp/footballgather-floor.XXXXXX)"
server=""
stop_server() {
  if [ -n "$server" ]; then
    kill "$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
    server=""
  fi
}
cleanup() {
  stop_server
  rm -rf "$work"
}
trap cleanup EXIT

free_port() { python3 -c 'import socket;s=socket.socket();s.bind(("127.0.0.1",0));print(s.getsockname()[1])'; }

# start NAME PORT COMMAND…: starts a server and waits until it answers on PORT.
start() {
  local name=$1 port=$2
  shift 2
  "$@" >"$work/$name.log" 2>&1 &
  server=$!
  local deadline=$((SECONDS + 60))
  until curl -s -o /dev/null --max-time 2 "http://127.0.0.1:$port/"; do
    kill -0 "$server" 2>/dev/null || fail "$name exited: $(tail -n 20 "$work/$name.log")"
    [ $SECONDS -lt $deadline ] || fail "$name did not answer within 60 s"
    sleep 0.1
  done
}

# measure ROUND LABEL URL: a 2 s warm-up, then the measured run; appends "round|label|requests/s".
measure() {
  local round=$1 label=$2 url=$3
  wrk -t1 -c4 -d2s "$url" >/dev/null
  wrk -t"$threads" -c"$connections" -d"$duration" "$url" >"$work/wrk.out"
  local rps
  rps="$(awk '/^Requests\/sec:/ {print $2}' "$work/wrk.out")"
  [ -n "$rps" ] || fail "wrk printed no result for $label: $(cat "$work/wrk.out")"
  echo "$round|$label|$rps" >>"$work/results"
  echo "  round $round, $label: $rps requests/s"
}

ours() {
  local name=$1 port=$2
  shift 2
  start "$name" "$port" env -u DATABASE_URL SQLITE_PATH="$work/$name.sqlite" "$@" \
    "$bin" --env production serve --hostname 127.0.0.1 --port "$port"
}

: >"$work/results"
echo "benchmark-floor: wrk -t$threads -c$connections -d$duration, $rounds rounds, one server at a time"
# Each pair compared is measured back to back: /health/live without metrics then with them, the
# 404 here then the original's.
for round in $(seq 1 "$rounds"); do
  port="$(free_port)"
  ours "metrics-off-$round" "$port" LOG_FORMAT=json METRICS=off
  measure "$round" "/health/live, metrics off" "http://127.0.0.1:$port/health/live"
  stop_server
  port="$(free_port)"
  ours "metrics-on-$round" "$port" LOG_FORMAT=json METRICS=on
  measure "$round" "/health/live, metrics on" "http://127.0.0.1:$port/health/live"
  measure "$round" "404, metrics and JSON logs on" "http://127.0.0.1:$port/nope"
  stop_server
  if [ -n "$original" ]; then
    port="$(free_port)"
    start "original-$round" "$port" "$original" serve --env production --hostname 127.0.0.1 --port "$port"
    measure "$round" "404, the original server" "http://127.0.0.1:$port/nope"
    stop_server
  fi
done

echo
python3 - "$work/results" <<'PYTHON'
import statistics, sys

rows = [line.rstrip("\n").split("|") for line in open(sys.argv[1])]
median = {}
for label in dict.fromkeys(row[1] for row in rows):
    median[label] = statistics.median(float(row[2]) for row in rows if row[1] == label)
    print(f"{label:<34} {median[label]:>11,.0f} requests/s (median of {sum(r[1] == label for r in rows)})")
print()
by_round = {}
for round_number, label, value in rows:
    by_round.setdefault(round_number, {})[label] = float(value)


def paired(numerator, denominator):
    """Each round's ratio of two figures measured back to back; the machine's load drifts less
    within a round than between rounds."""
    ratios = [r[numerator] / r[denominator] for r in by_round.values() if numerator in r and denominator in r]
    return statistics.median(ratios), min(ratios), max(ratios)


if "404, the original server" in median:
    ratio, low, high = paired("404, metrics and JSON logs on", "404, the original server")
    print(f"404 here / the original's 404: {ratio:.2f}, median of each round's ratio ({low:.2f} to {high:.2f}) (target: at least 0.9)")
else:
    print("404 here / the original's 404: not measured (set ORIGINAL_SERVER_SOURCE to a checkout of footballgather-ws)")
ratio, low, high = paired("/health/live, metrics on", "/health/live, metrics off")
print(f"/health/live with metrics / without: {ratio:.3f}, median of each round's ratio ({low:.3f} to {high:.3f}) (target: at least 0.95)")
PYTHON
echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg); $(swift --version 2>/dev/null | head -n 1)"
