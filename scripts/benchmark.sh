#!/usr/bin/env bash
# Throughput and latency of the release server on loopback, measured with wrk:
# builds footballgather-server in release (into .build-release), starts it with --env production
# on a fresh SQLite file, seeds a user with 100 players and 200 gathers of 10 players, then runs
# wrk for a fixed time on GET /health, GET /api/players?limit=100, GET /api/gathers (default page)
# and POST /api/players, and prints requests/s, latency p50/p99 and each list route's throughput
# as a ratio of /health's in the same round, and the server's resident memory (RSS) once started
# (idle, before any request but the readiness check) and after the run. The three GET routes are
# measured in BENCH_ROUNDS rounds (default 3), one after the other in each, and each figure is the
# median over the rounds (so a slow spell of the machine skews one round, not the result); POST
# runs once, last, so that the lists keep their size.
#   scripts/benchmark.sh [--skip-build] [--postgres]
# --postgres runs the server on the PostgreSQL database FOOTBALLGATHER_TEST_POSTGRES_URL names
# instead of a fresh SQLite file: scripts/with-postgres.sh scripts/benchmark.sh --postgres
# BENCH_DURATION (default 10s), BENCH_CONNECTIONS (default 16), BENCH_THREADS (default 2) tune wrk;
# BENCH_ROUNDS (default 3) the rounds.
# Installs the Debian package wrk when it is missing (needs root). Not part of CI.
set -euo pipefail
cd "$(dirname "$0")/.."

skip_build=0
postgres=0
for argument in "$@"; do
  case "$argument" in
    --skip-build) skip_build=1 ;;
    --postgres) postgres=1 ;;
    *)
      echo "usage: scripts/benchmark.sh [--skip-build] [--postgres]" >&2
      exit 2
      ;;
  esac
done
duration="${BENCH_DURATION:-10s}"
connections="${BENCH_CONNECTIONS:-16}"
threads="${BENCH_THREADS:-2}"
rounds="${BENCH_ROUNDS:-3}"
[[ "$rounds" =~ ^[1-9][0-9]*$ ]] || { echo "benchmark: BENCH_ROUNDS must be a whole number from 1" >&2; exit 2; }

fail() {
  echo "benchmark: FAILED: $*" >&2
  exit 1
}

if ! command -v wrk >/dev/null; then
  echo "benchmark: installing wrk"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update >/dev/null
  apt-get install -y --no-install-recommends wrk >/dev/null || fail "wrk is missing; install it (apt-get install wrk)."
fi

# shellcheck source=lib/release-server.sh
. scripts/lib/release-server.sh
bin="$(release_server_binary benchmark "$skip_build")"

work="$(mktemp -d /tmp/footballgather-benchmark.XXXXXX)"
port="$(python3 -c 'import socket;s=socket.socket();s.bind(("127.0.0.1",0));print(s.getsockname()[1])')"
base="http://127.0.0.1:$port"
server=""
cleanup() {
  if [ -n "$server" ]; then
    kill "$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT

# The request budget and what one account may keep at their highest (the bookkeeping still runs):
# wrk is one client far past any person.
budget=(API_REQUESTS_PER_ADDRESS=1000000 API_REQUESTS_PER_ACCOUNT=1000000 ACCOUNT_MAX_PLAYERS=10000000
  ACCOUNT_MAX_GAMES=10000000 ACCOUNT_MAX_GATHERS=10000000)
database=(env -u DATABASE_URL SQLITE_PATH="$work/benchmark.sqlite" "${budget[@]}")
database_name="SQLite (a fresh file)"
if [ "$postgres" = 1 ]; then
  [ -n "${FOOTBALLGATHER_TEST_POSTGRES_URL:-}" ] ||
    fail "--postgres needs a database; run scripts/with-postgres.sh scripts/benchmark.sh --postgres"
  database=(env DATABASE_URL="$FOOTBALLGATHER_TEST_POSTGRES_URL" "${budget[@]}")
  database_name="PostgreSQL $(ls -d /usr/lib/postgresql/*/ 2>/dev/null | tail -n 1 | xargs -r basename)"
fi
"${database[@]}" "$bin" --env production serve --hostname 127.0.0.1 --port "$port" >"$work/server.log" 2>&1 &
server=$!
deadline=$((SECONDS + 60))
until curl -fs --max-time 2 "$base/health" >/dev/null; do
  kill -0 "$server" 2>/dev/null || fail "the server exited: $(tail -n 20 "$work/server.log")"
  [ $SECONDS -lt $deadline ] || fail "the server did not answer /health within 60 s"
  sleep 0.1
done
# Resident memory in MB, from the kernel's count for the server process.
rss() { awk '/^VmRSS:/ {printf "%.1f", $2 / 1024}' "/proc/$server/status"; }
sleep 2
idle_rss="$(rss)"

echo "benchmark: seeding a user, 100 players and 200 gathers of 10 players"
python3 - "$base" "$work" <<'PYTHON' || fail "seeding failed"
import base64, http.client, json, sys, urllib.parse

base, work = sys.argv[1], sys.argv[2]
url = urllib.parse.urlsplit(base)
conn = http.client.HTTPConnection(url.hostname, url.port, timeout=30)

def send(method, path, body=None, headers=None):
    headers = dict(headers or {})
    data = None
    if body is not None:
        data = json.dumps(body).encode()
        headers["Content-Type"] = "application/json"
    conn.request(method, path, body=data, headers=headers)
    response = conn.getresponse()
    return response.status, response.headers, response.read()

status, _, body = send("POST", "/api/users", {"username": "bench", "password": "benchmark-password"})
assert status == 201, (status, body)
basic = base64.b64encode(b"bench:benchmark-password").decode()
status, _, body = send("POST", "/api/users/login", headers={"Authorization": f"Basic {basic}"})
assert status == 200, (status, body)
token = json.loads(body)["token"]
auth = {"Authorization": f"Bearer {token}"}
players = []
for n in range(100):
    status, _, body = send("POST", "/api/players", {"name": f"Player {n}", "age": 18 + n % 30, "skill": "amateur"},
                           auth)
    assert status == 201, (status, body)
    players.append(json.loads(body)["id"])
for g in range(200):
    chosen = [players[(g * 7 + k) % 100] for k in range(10)]
    assignments = [{"playerID": p, "team": "Team A" if k < 5 else "Team B"} for k, p in enumerate(chosen)]
    status, _, body = send("POST", "/api/gathers", {"players": assignments}, auth)
    assert status == 201, (status, body)
status, headers, body = send("GET", "/api/players?limit=100", headers=auth)
assert status == 200, (status, body)
player_count = len(json.loads(body))
status, headers, body = send("GET", "/api/gathers", headers=auth)
assert status == 200, (status, body)
gathers = json.loads(body)
paged = "next" in (headers.get("Link") or "")
with open(f"{work}/token", "w") as f:
    f.write(token)
with open(f"{work}/shape", "w") as f:
    f.write(f"GET /api/players?limit=100 returns {player_count} players; GET /api/gathers returns "
            f"{len(gathers)} of 200 gathers with {len(gathers[0]['players'])} players each"
            f"{' (paginated: Link rel=next to the rest)' if paged else ''}\n")
PYTHON
token="$(cat "$work/token")"
cat "$work/shape"

cat >"$work/post.lua" <<'LUA'
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '{"name": "Benchmark player", "age": 30, "skill": "amateur"}'
LUA

results="$work/results"
: >"$results"
# measure ROUND LABEL URL [wrk options…]: a short warm-up, then the measured run; appends
# "round|label|requests/s|p50|p99|non-2xx" to the results.
measure() {
  local round=$1 label=$2 url=$3
  shift 3
  wrk -t1 -c4 -d2s -H "Authorization: Bearer $token" "$@" "$url" >/dev/null
  wrk -t"$threads" -c"$connections" -d"$duration" --latency -H "Authorization: Bearer $token" "$@" "$url" \
    >"$work/wrk.out"
  local rps p50 p99 errors
  rps="$(awk '/^Requests\/sec:/ {print $2}' "$work/wrk.out")"
  p50="$(awk '$1 == "50%" {print $2}' "$work/wrk.out")"
  p99="$(awk '$1 == "99%" {print $2}' "$work/wrk.out")"
  errors="$(awk -F': *' '/Non-2xx or 3xx responses/ {print $2}' "$work/wrk.out")"
  [ -n "$rps" ] || fail "wrk printed no result for $label: $(cat "$work/wrk.out")"
  echo "$round|$label|$rps|$p50|$p99|${errors:-0}" >>"$results"
  echo "  round $round, $label: $rps requests/s"
}

echo "benchmark: wrk -t$threads -c$connections -d$duration on each route (after a 2 s warm-up), $rounds rounds"
for round in $(seq 1 "$rounds"); do
  measure "$round" "GET /health" "$base/health"
  measure "$round" "GET /api/players?limit=100" "$base/api/players?limit=100"
  measure "$round" "GET /api/gathers" "$base/api/gathers"
done
measure 1 "POST /api/players" "$base/api/players" -s "$work/post.lua"

echo
python3 - "$results" <<'PYTHON'
import statistics, sys

rows = [line.rstrip("\n").split("|") for line in open(sys.argv[1])]
health = {round_: float(rps) for round_, label, rps, *_ in rows if label == "GET /health"}
lists = {"GET /api/players?limit=100", "GET /api/gathers"}


def milliseconds(text):
    for unit, factor in (("us", 0.001), ("ms", 1.0), ("s", 1000.0)):
        if text.endswith(unit):
            return float(text[: -len(unit)]) * factor
    raise ValueError(text)


print(f"{'route':<28} {'requests/s':>11} {'p50':>9} {'p99':>9} {'vs /health':>11}  (median of the rounds)")
ratio_notes = []
for label in dict.fromkeys(label for _, label, *_ in rows):
    runs = [row for row in rows if row[1] == label]
    rps = statistics.median(float(run[2]) for run in runs)
    p50 = statistics.median(milliseconds(run[3]) for run in runs)
    p99 = statistics.median(milliseconds(run[4]) for run in runs)
    errors = sum(int(run[5]) for run in runs)
    ratio = ""
    if label in lists:
        ratios = [float(run[2]) / health[run[0]] for run in runs]
        ratio = f"{statistics.median(ratios):.3f}"
        ratio_notes.append(f"{label}: " + ", ".join(f"{r:.3f}" for r in ratios))
    note = f"  ({errors} non-2xx answers)" if errors else ""
    print(f"{label:<28} {rps:>11,.0f} {p50:>7.2f}ms {p99:>7.2f}ms {ratio:>11}{note}")
if len(health) > 1:
    print("ratio to /health in each round: " + "; ".join(ratio_notes))
PYTHON
awk -F'|' '$6 != "0" {bad = 1} END {exit bad}' "$results" || fail "some requests did not answer 2xx"
echo
echo "database: $database_name"
echo "server RSS: ${idle_rss} MB idle after start-up, $(rss) MB after the run"
echo "machine: $(nproc) cores, $(awk '/MemTotal/ {printf "%.1f GiB", $2 / 1048576}' /proc/meminfo) memory," \
  "load average $(cut -d' ' -f1-3 /proc/loadavg); $(swift --version 2>/dev/null | head -n 1)"
kill "$server" 2>/dev/null || true
wait "$server" 2>/dev/null || true
server=""
echo
scripts/benchmark-floor.sh --skip-build
