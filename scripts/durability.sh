#!/usr/bin/env bash
# Durability check of footballgather-server, on SQLite and then on a throwaway PostgreSQL
# (scripts/with-postgres.sh):
#  - start-up errors end with one sentence on stderr and status 1;
#  - concurrent clients create players, each 201 (and its id) is recorded, the server is killed
#    with SIGKILL part-way, restarted on the same database, and every acknowledged player must
#    be listed (and the session from before the kill must still work);
#  - SIGTERM while a login is being checked and a change stream is open: the login is answered,
#    the stream ends cleanly, the server says it drained and exits 0;
#  - PostgreSQL: `migrate --yes` once, then two instances with AUTO_MIGRATE=false share it: a token
#    from instance 1 works on instance 2 and what one writes the other reads.
# Everything listens on 127.0.0.1 only; servers, clusters and files are removed on exit.
#   scripts/durability.sh [--skip-build]
# --skip-build (or DURABILITY_SKIP_BUILD=1) uses the footballgather-server already built
# (`swift build --show-bin-path`, or BIN_DIR when set); CI passes it after its coverage build.
# DURABILITY_CLIENTS (default 6) concurrent writers; DURABILITY_KILL_AFTER (default 1000)
# acknowledged writes before the kill.
set -euo pipefail
cd "$(dirname "$0")/.."

skip_build="${DURABILITY_SKIP_BUILD:-0}"
phase=sqlite
for argument in "$@"; do
  case "$argument" in
    --skip-build) skip_build=1 ;;
    --postgres-phase) phase=postgres ;; # used by this script itself, under with-postgres.sh
    *)
      echo "usage: scripts/durability.sh [--skip-build]" >&2
      exit 2
      ;;
  esac
done

clients="${DURABILITY_CLIENTS:-6}"
kill_after="${DURABILITY_KILL_AFTER:-1000}"
started=$SECONDS

fail() {
  echo "durability: FAILED: $*" >&2
  exit 1
}

if [ "$phase" = sqlite ] && [ "$skip_build" != 1 ]; then
  swift build --product footballgather-server
fi
source scripts/lib/built.sh
bin="${DURABILITY_BIN:-$(built_bin_dir)/footballgather-server}"
[ -x "$bin" ] || fail "$bin is not built; run swift build --product footballgather-server (or drop --skip-build)."
client=(python3 scripts/durability.py)

work="$(mktemp -d /tmp/footballgather-durability.XXXXXX)"
# Built with coverage in CI: profiles go to the scratch folder, never into the checkout.
export LLVM_PROFILE_FILE="$work/profiles/%p.profraw"
summary="${DURABILITY_SUMMARY:-$work/summary}"
declare -A server_pid=()
load_pid=""

cleanup() {
  local pid
  [ -n "$load_pid" ] && kill -9 "$load_pid" 2>/dev/null || true
  for pid in "${server_pid[@]}"; do
    kill -9 "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
  done
  rm -rf "$work"
}
trap cleanup EXIT

free_port() {
  python3 -c 'import socket;s=socket.socket();s.bind(("127.0.0.1",0));print(s.getsockname()[1])'
}

# start_server NAME PORT VAR=value…: starts footballgather-server with those variables on
# 127.0.0.1:PORT and waits (at most 60 s) until GET /health answers 200.
start_server() {
  local name=$1 port=$2
  shift 2
  # Six clients of one account write as fast as they can: the request budget and what one account
  # may keep at their highest, as the load is the test's, not a person's.
  env -u DATABASE_URL -u SQLITE_PATH -u AUTO_MIGRATE API_REQUESTS_PER_ADDRESS=1000000 \
    API_REQUESTS_PER_ACCOUNT=1000000 ACCOUNT_MAX_PLAYERS=10000000 ACCOUNT_MAX_GATHERS=10000000 \
    "$@" "$bin" serve --hostname 127.0.0.1 --port "$port" >>"$work/$name.log" 2>&1 &
  server_pid[$name]=$!
  local deadline=$((SECONDS + 60))
  until curl -fs --max-time 2 "http://127.0.0.1:$port/health" >/dev/null; do
    if ! kill -0 "${server_pid[$name]}" 2>/dev/null; then
      fail "server $name exited while starting:
$(tail -n 20 "$work/$name.log")"
    fi
    [ $SECONDS -lt $deadline ] || fail "server $name did not answer /health within 60 s"
    sleep 0.1
  done
}

# stop_server NAME: SIGTERM, then at most 30 s for a clean exit with status 0.
stop_server() {
  kill -TERM "${server_pid[$1]}"
  await_exit "$1"
}

# await_exit NAME: at most 30 s for the server, told to stop, to exit with status 0.
await_exit() {
  local name=$1 pid=${server_pid[$1]} status=0
  local deadline=$((SECONDS + 30))
  while kill -0 "$pid" 2>/dev/null; do
    [ $SECONDS -lt $deadline ] || fail "server $name did not stop within 30 s of SIGTERM"
    sleep 0.1
  done
  wait "$pid" || status=$?
  unset "server_pid[$name]"
  [ "$status" = 0 ] || fail "server $name exited with status $status after SIGTERM:
$(tail -n 20 "$work/$name.log")"
}

# expect_start_failure WHAT PATTERN ARGUMENTS… -- VAR=value…: the command must exit with status 1
# within 60 s after writing exactly one line to stderr, matching PATTERN (a grep -E expression).
expect_start_failure() {
  local what=$1 pattern=$2 status=0
  shift 2
  local arguments=()
  while [ "$1" != -- ]; do
    arguments+=("$1")
    shift
  done
  shift
  env -u DATABASE_URL -u SQLITE_PATH -u AUTO_MIGRATE "$@" timeout 60 "$bin" "${arguments[@]}" \
    >"$work/failure.out" 2>"$work/failure.err" || status=$?
  [ "$status" = 1 ] || fail "$what: exit status $status, expected 1:
$(cat "$work/failure.err")"
  [ "$(wc -l <"$work/failure.err")" = 1 ] || fail "$what: stderr is not one line:
$(cat "$work/failure.err")"
  grep -Eq "$pattern" "$work/failure.err" || fail "$what: unexpected message: $(cat "$work/failure.err")"
  echo "  $what: $(cat "$work/failure.err")"
}

# crash_check LABEL NAME PORT VAR=value…: write load on the running server NAME, SIGKILL it
# part-way, restart it with the same variables, check every acknowledged write.
crash_check() {
  local label=$1 name=$2 port=$3
  shift 3
  local base="http://127.0.0.1:$port" acks="$work/$name.acks" stop="$work/$name.stop"
  local token
  token="$("${client[@]}" account "$base" "durability-$name" "durability-password")" ||
    fail "$label: could not register and log in"
  echo "$token" >"$work/$name.token"
  : >"$acks"
  "${client[@]}" load "$base" "$token" "$clients" "$acks" "$stop" >"$work/$name-load.log" 2>&1 &
  load_pid=$!
  local deadline=$((SECONDS + 60))
  while [ "$(wc -l <"$acks")" -lt "$kill_after" ]; do
    kill -0 "$load_pid" 2>/dev/null || fail "$label: the load stopped early: $(cat "$work/$name-load.log")"
    [ $SECONDS -lt $deadline ] || fail "$label: fewer than $kill_after writes acknowledged within 60 s"
    sleep 0.05
  done
  kill -9 "${server_pid[$name]}"
  wait "${server_pid[$name]}" 2>/dev/null || true
  unset "server_pid[$name]"
  touch "$stop"
  wait "$load_pid" || fail "$label: the load client failed: $(cat "$work/$name-load.log")"
  load_pid=""
  local result
  start_server "$name" "$port" "$@"
  # The token from before the kill: sessions are durable too.
  result="$("${client[@]}" verify "$base" "$token" "$acks")" || fail "$label: acknowledged writes were lost"
  echo "  $label, $clients clients, SIGKILL while writing: $result"
  echo "$label: $result" >>"$summary"
}

if [ "$phase" = sqlite ]; then
  echo "durability: SQLite"
  sqlite="$work/durability.sqlite"
  port="$(free_port)"
  expect_start_failure "bad DB_POOL_SIZE" '^footballgather-server: DB_POOL_SIZE must be' \
    serve --hostname 127.0.0.1 --port "$port" -- SQLITE_PATH="$sqlite" DB_POOL_SIZE=0
  expect_start_failure "bad DATABASE_URL" \
    '^footballgather-server: DATABASE_URL must name a database.*\.$' \
    serve --hostname 127.0.0.1 --port "$port" -- DATABASE_URL="postgres://fg:s3cret@127.0.0.1:5432"
  grep -q s3cret "$work/failure.err" && fail "the DATABASE_URL password was printed"
  start_server sqlite "$port" SQLITE_PATH="$sqlite"
  expect_start_failure "port in use" "^footballgather-server: Cannot listen on 127.0.0.1:$port: " \
    serve --hostname 127.0.0.1 --port "$port" -- SQLITE_PATH="$work/other.sqlite"
  crash_check SQLite sqlite "$port" SQLITE_PATH="$sqlite"
  result="$("${client[@]}" drain "http://127.0.0.1:$port" "${server_pid[sqlite]}" durability-sqlite \
    durability-password "$(cat "$work/sqlite.token")")" || fail "draining on SIGTERM lost what was under way"
  await_exit sqlite
  grep -q "Draining" "$work/sqlite.log" || fail "the server did not say it drained"
  echo "  $result; exit 0"
  echo "SIGTERM: $result" >>"$summary"

  echo "durability: PostgreSQL"
  DURABILITY_BIN="$bin" DURABILITY_SUMMARY="$summary" scripts/with-postgres.sh "$0" --postgres-phase
  echo "durability: passed in $((SECONDS - started)) s"
  sed 's/^/  /' "$summary"
  exit 0
fi

# PostgreSQL phase, under scripts/with-postgres.sh.
url="${FOOTBALLGATHER_TEST_POSTGRES_URL:?run under scripts/with-postgres.sh}"
expect_start_failure "unreachable PostgreSQL" \
  '^footballgather-server: Cannot reach PostgreSQL at postgres://fg:\*\*\*@127\.0\.0\.1:1/' \
  serve --hostname 127.0.0.1 --port "$(free_port)" -- \
  DATABASE_URL="postgres://fg:s3cret@127.0.0.1:1/football?sslmode=disable"
grep -q s3cret "$work/failure.err" && fail "the DATABASE_URL password was printed"
expect_start_failure "AUTO_MIGRATE=false before migrating" \
  '^footballgather-server: PostgreSQL at .* lacks [0-9]+ migrations and AUTO_MIGRATE is false' \
  serve --hostname 127.0.0.1 --port "$(free_port)" -- DATABASE_URL="$url" AUTO_MIGRATE=false
env -u SQLITE_PATH DATABASE_URL="$url" AUTO_MIGRATE=false "$bin" migrate --yes >"$work/migrate.log" 2>&1 ||
  fail "footballgather-server migrate --yes failed: $(cat "$work/migrate.log")"
echo "  migrate --yes: the schema is ready for instances started with AUTO_MIGRATE=false"

one="$(free_port)"
two="$(free_port)"
start_server one "$one" DATABASE_URL="$url" AUTO_MIGRATE=false DB_POOL_SIZE=4
start_server two "$two" DATABASE_URL="$url" AUTO_MIGRATE=false DB_POOL_SIZE=4
result="$("${client[@]}" two-instances "http://127.0.0.1:$one" "http://127.0.0.1:$two")" ||
  fail "two instances on one PostgreSQL disagree"
echo "  two instances: $result"
echo "two instances on one PostgreSQL: $result" >>"$summary"

crash_check PostgreSQL one "$one" DATABASE_URL="$url" AUTO_MIGRATE=false DB_POOL_SIZE=4
result="$("${client[@]}" verify "http://127.0.0.1:$two" "$(cat "$work/one.token")" "$work/one.acks")" ||
  fail "instance two does not list the acknowledged writes"
echo "  instance two, which kept running, lists them too"
stop_server one
stop_server two
