#!/usr/bin/env bash
# The README's `swift test`, in two runs that together hold every test: the server's suites first
# (all of the PostgreSQL cases, when FOOTBALLGATHER_TEST_POSTGRES_URL names a server), then every
# other suite. Each run starts all of its tests at once; the server's hundreds of apps and
# databases beside the other 1,400 tests held some past their time limits on two cores, and apart
# they finish in about the same time. A run that ran no test fails (a filter matching nothing
# passes otherwise). Coverage is measured on the modules the second run covers.
#   scripts/unit-tests.sh [swift test arguments…]      e.g. --skip-build --enable-code-coverage
# CI runs it inside scripts/with-postgres.sh.
set -uo pipefail
cd "$(dirname "$0")/.."

server_suites='FootballGatherServerTests'
status=0
# run_group NAME SELECTION…: one `swift test` run; fails when it fails or ran no test.
run_group() {
  local name=$1 started=$SECONDS log
  shift
  log="$(mktemp /tmp/footballgather-unit-tests.XXXXXX)"
  swift test "${arguments[@]}" "$@" 2>&1 | tee "$log"
  local result=${PIPESTATUS[0]}
  if ! grep -qE 'Test run with [1-9][0-9]* test' "$log"; then
    echo "unit-tests: $name ran no test" >&2
    result=1
  fi
  rm -f "$log"
  echo "unit-tests: $name took $((SECONDS - started)) s (status $result)"
  return "$result"
}

arguments=("$@")
run_group "the server's suites" --filter "$server_suites" || status=1
run_group "every other suite" --skip "$server_suites" || status=1
exit "$status"
