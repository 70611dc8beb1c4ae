#!/usr/bin/env bash
# Load on the web front end of the release server: scripted browser tabs over WebSocket.
# Builds footballgather-server in release (into .build-release) unless told otherwise, then for
# each tab count starts it with --env production on a fresh SQLite file and runs
# scripts/benchmark_web.py: the tabs log in through the Login screen (a few browsers per loopback
# client address, a few tabs per browser), a share of them (20%) start a gather and its match
# clock, and the others tap for a fixed time: open a player from the list, go back, and again.
# Prints, per tab count, taps handled per second, p50/p99 latency from a tap to the page that
# answers it, WebSocket bytes the server sent per tap, the server's RSS before the tabs, with all
# of them connected and after they closed, its open descriptors per tab, and errors (taps never
# answered within the timeout, tabs that could not log in or start their clock).
#   scripts/benchmark-web.sh [--skip-build] [--binary PATH] [--tabs 100,1000]
# --skip-build reuses the release binary in .build-release; --binary runs another build (a debug
# one, say) and builds nothing. BENCH_WEB_DURATION (seconds of tapping per tab count, default 30),
# BENCH_WEB_TIMEOUT (seconds a tap may wait for its answer, default 10), BENCH_WEB_THINK (seconds
# between one tab's taps, default 0.1) and BENCH_WEB_CLOCK_SHARE (share of the tabs running a
# match clock, default 0.2) tune the runs. Uses aiohttp from scripts/requirements.txt (scripts/lib/python-tools.sh).
# Only loopback addresses (127.0.0.x) are used. Not part of CI.
set -euo pipefail
cd "$(dirname "$0")/.."

usage="usage: scripts/benchmark-web.sh [--skip-build] [--binary PATH] [--tabs 100,1000]"
skip_build=0
binary=""
tab_counts="100,1000"
while [ $# -gt 0 ]; do
  case "$1" in
    --skip-build) skip_build=1 ;;
    --binary)
      [ $# -ge 2 ] || { echo "$usage" >&2; exit 2; }
      binary="$2"
      shift
      ;;
    --binary=*) binary="${1#--binary=}" ;;
    --tabs)
      [ $# -ge 2 ] || { echo "$usage" >&2; exit 2; }
      tab_counts="$2"
      shift
      ;;
    --tabs=*) tab_counts="${1#--tabs=}" ;;
    *)
      echo "$usage" >&2
      exit 2
      ;;
  esac
  shift
done
duration="${BENCH_WEB_DURATION:-30}"

fail() {
  echo "benchmark-web: FAILED: $*" >&2
  exit 1
}

[[ "$tab_counts" =~ ^[1-9][0-9]*(,[1-9][0-9]*)*$ ]] || fail "--tabs takes counts separated by commas, like 100,1000"
[[ "$duration" =~ ^[0-9]+([.][0-9]+)?$ ]] || fail "BENCH_WEB_DURATION must be a number of seconds, not \"$duration\""

source scripts/lib/python-tools.sh
use_python_tools || fail "the Python tools of scripts/requirements.txt could not be installed"
python3 scripts/benchmark_web.py self-test >/dev/null || fail "the page model of scripts/benchmark_web.py is broken"

# Every tab is a socket on each side: the client and the server (which inherits this limit) need
# a descriptor per tab and then some.
largest=0
for count in ${tab_counts//,/ }; do [ "$count" -gt "$largest" ] && largest=$count; done
ulimit -n 65536 2>/dev/null || ulimit -n "$(ulimit -Hn)" 2>/dev/null || true
needed=$((largest * 2 + 256))
[ "$(ulimit -n)" = unlimited ] || [ "$(ulimit -n)" -ge "$needed" ] ||
  fail "$largest tabs need $needed open files, and this shell may open $(ulimit -n) (ulimit -Hn is $(ulimit -Hn))"

if [ -n "$binary" ]; then
  bin="$binary"
else
  # shellcheck source=lib/release-server.sh
  . scripts/lib/release-server.sh
  bin="$(release_server_binary benchmark-web "$skip_build")"
fi
[ -x "$bin" ] || fail "$bin is not an executable"

work="$(mktemp -d /tmp/footballgather-benchmark-web.XXXXXX)"
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

client_priority=""
nice -n -10 true 2>/dev/null && client_priority="nice -n -10"
results="$work/results.jsonl"
: >"$results"
echo "benchmark-web: $bin, $duration s of tapping per tab count"
for tabs in ${tab_counts//,/ }; do
  # A fresh server and database per tab count: the figures before the tabs are a server's at rest,
  # and no tab of an earlier count lingers (a closed tab's screens are kept for two hours).
  port="$(python3 -c 'import socket;s=socket.socket();s.bind(("127.0.0.1",0));print(s.getsockname()[1])')"
  base="http://127.0.0.1:$port"
  # Every tab is 127.0.0.1 here: the request budget at its highest, as if each had its own address.
  env -u DATABASE_URL SQLITE_PATH="$work/benchmark-$tabs.sqlite" API_REQUESTS_PER_ADDRESS=1000000 \
    API_REQUESTS_PER_ACCOUNT=1000000 ACCOUNT_MAX_PLAYERS=10000000 ACCOUNT_MAX_GATHERS=10000000 \
    "$bin" --env production serve --hostname 127.0.0.1 --port "$port" >"$work/server-$tabs.log" 2>&1 &
  server=$!
  deadline=$((SECONDS + 60))
  until curl -fs --max-time 2 "$base/health" >/dev/null; do
    kill -0 "$server" 2>/dev/null || fail "the server exited: $(tail -n 20 "$work/server-$tabs.log")"
    [ $SECONDS -lt $deadline ] || fail "the server did not answer /health within 60 s"
    sleep 0.1
  done
  # The tabs run at a higher priority than the server when allowed: on a small machine the
  # server's threads would otherwise keep the single-threaded client waiting for a core, and its
  # lateness would count as the server's latency.
  $client_priority python3 scripts/benchmark_web.py run --base "$base" --server-pid "$server" --tabs "$tabs" \
    --duration "$duration" --result "$results" ||
    fail "the run with $tabs tabs stopped; the server's last lines: $(tail -n 20 "$work/server-$tabs.log")"
  kill -0 "$server" 2>/dev/null || fail "the server exited during the run with $tabs tabs: $(tail -n 20 "$work/server-$tabs.log")"
  stop_server
done

echo
status=0
python3 scripts/benchmark_web.py table "$results" || status=$?
echo
echo "machine: $(nproc) cores, $(awk '/MemTotal/ {printf "%.1f GiB", $2 / 1048576}' /proc/meminfo) memory," \
  "load average $(cut -d' ' -f1-3 /proc/loadavg); $(swift --version 2>/dev/null | head -n 1)"
[ "$status" = 0 ] || fail "some taps were never answered, or some tabs could not log in or start their clock (see above)"
