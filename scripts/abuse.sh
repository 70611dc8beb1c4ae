#!/usr/bin/env bash
# Abuse cases against footballgather-server as a stranger would try them (scripts/abuse.py): a
# browser flood from one address while another address still gets in, descriptors per browser,
# a foreign Host, a cross-site text/plain POST, password guessing (serial and parallel) that
# never locks the owner out, WebSocket messages past the size limit, event floods, idle
# connections, connections past the cap from one address, a request head trickling in, and a flood
# of change streams from one address while another still opens one; last,
# GET /metrics read with prometheus-client's parser (every family there, counted by route
# pattern, the refusals counted) and the server's log, written with LOG_FORMAT=json, checked to be
# one JSON object per line, with the lines of the last requests before SIGTERM in it. The server listens on 127.0.0.1 with a throwaway SQLite file;
# every client is a loopback address; everything is removed on exit.
#   scripts/abuse.sh [--skip-build]
# Builds and runs the release binary (in .build-release); --skip-build runs the one already built
# by `swift build` (or the one in BIN_DIR) instead (CI passes it after its build: the limits are the
# same in both).
set -euo pipefail
cd "$(dirname "$0")/.."

skip_build=0
for argument in "$@"; do
  case "$argument" in
    --skip-build) skip_build=1 ;;
    *)
      echo "usage: scripts/abuse.sh [--skip-build]" >&2
      exit 2
      ;;
  esac
done

source scripts/lib/built.sh
source scripts/lib/python-tools.sh
use_python_tools
if [ "$skip_build" = 1 ]; then
  bin="$(built_bin_dir)/footballgather-server"
else
  swift build -c release --scratch-path .build-release --product footballgather-server
  bin="$(swift build -c release --scratch-path .build-release --show-bin-path)/footballgather-server"
fi
[ -x "$bin" ] || { echo "abuse: $bin is not built" >&2; exit 1; }

work="$(mktemp -d /tmp/footballgather-abuse.XXXXXX)"
export LLVM_PROFILE_FILE="$work/profiles/%p.profraw"
pid=""
cleanup() {
  if [ -n "$pid" ]; then kill -9 "$pid" 2>/dev/null; wait "$pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

port="$(python3 -c 'import socket;s=socket.socket();s.bind(("127.0.0.1",0));print(s.getsockname()[1])')"
# Standard output holds the JSON lines alone; standard error what else the process says.
env -u DATABASE_URL SQLITE_PATH="$work/abuse.sqlite" IDLE_TIMEOUT_SECONDS=10 LOG_FORMAT=json \
  "$bin" serve --hostname 127.0.0.1 --port "$port" >"$work/server.log" 2>"$work/server.err" &
pid=$!
deadline=$((SECONDS + 60))
until curl -fs --max-time 2 "http://127.0.0.1:$port/health" >/dev/null; do
  kill -0 "$pid" 2>/dev/null || { echo "abuse: the server exited while starting:"; tail -n 20 "$work/server.log" "$work/server.err"; exit 1; }
  [ $SECONDS -lt $deadline ] || { echo "abuse: the server did not answer within 60 s"; exit 1; }
  sleep 0.1
done

status=0
python3 scripts/abuse.py "http://127.0.0.1:$port" "$pid" || status=$?
if ! kill -0 "$pid" 2>/dev/null; then
  echo "abuse: the server died:"
  tail -n 30 "$work/server.log" "$work/server.err"
  status=1
else
  # Lines are written in batches: the last requests' lines reach the log by the time the server
  # has stopped, none lost.
  for number in $(seq 1 20); do curl -s -o /dev/null "http://127.0.0.1:$port/last-lines-$number"; done
  kill -TERM "$pid"
  wait "$pid" || { echo "abuse: FAIL the server exited with status $? after SIGTERM"; status=1; }
  pid=""
  found="$(grep -c '"route":"unrouted \\"/last-lines-' "$work/server.log" || true)"
  if [ "$found" = 20 ]; then
    echo "abuse: PASS the lines of the 20 requests just before SIGTERM are all in the log"
  else
    echo "abuse: FAIL $found of the 20 lines of the requests just before SIGTERM are in the log"
    status=1
  fi
fi
# Everything the strangers sent was logged, and still every line is one JSON object.
if python3 - "$work/server.log" <<'CHECK'; then
import json, sys
def is_object(line):
    try:
        return isinstance(json.loads(line), dict)
    except ValueError:
        return False
lines = open(sys.argv[1], encoding="utf-8", errors="replace").read().split("\n")[:-1]
bad = [line for line in lines if not is_object(line)]
requests = sum(1 for line in lines if '"route":' in line)
print(f"abuse: PASS the server's log (LOG_FORMAT=json): {len(lines)} lines, {requests} of them requests, each one JSON object"
      if lines and requests and not bad else f"abuse: FAIL the server's log: {len(bad)} of {len(lines)} lines are not one JSON object: {bad[:2]}")
sys.exit(0 if lines and requests and not bad else 1)
CHECK
  :
else
  status=1
fi
exit "$status"
