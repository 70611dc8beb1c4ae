#!/usr/bin/env bash
# Runs the server's and the web front end's tests under the thread sanitizer, in a build folder of
# its own, and fails on any data race it reports (but the library hand-offs listed, with their
# reasons, in scripts/tsan-suppressions.txt).
#   scripts/thread-sanitizer.sh [--build-only | --skip-build] [extra swift test arguments]
# --build-only builds and stops (CI starts it in the background at the lowest priority as soon as
# its coverage build is done); --skip-build runs what an earlier --build-only built. Both print
# their own time. TSAN_SCRATCH is the build folder (default .build-tsan; CI keeps it outside the
# clone, see scripts/lib/cache.sh).
#
# The server's suites and the web front end's run one after the other, each alone: run at once, the
# sanitizer's slowdown of both held a WebSocket test's answer past its 10 s deadline about one run
# in five; the web suites alone never did. A group that fails without a race report (a deadline
# missed under the slowdown), or that is still running after TSAN_GROUP_MINUTES (default 5; a
# group takes one to two), is stopped and repeated once, alone. Within a group at most
# TSAN_PARALLEL_TESTS tests (default 4) run at once. A race report fails the step
# whatever a repeat does.
set -euo pipefail
cd "$(dirname "$0")/.."

build=1
run=1
case "${1:-}" in
  --build-only) run=0; shift ;;
  --skip-build) build=0; shift ;;
esac
scratch="${TSAN_SCRATCH:-.build-tsan}"

if [ "$build" = 1 ]; then
  started=$SECONDS
  swift build --build-tests --sanitize=thread --scratch-path "$scratch"
  echo "thread-sanitizer: built in $((SECONDS - started)) s"
fi
[ "$run" = 1 ] || exit 0

log="$(mktemp /tmp/footballgather-tsan.XXXXXX)"
trap 'rm -f "$log"' EXIT
minutes="${TSAN_GROUP_MINUTES:-5}"
# Tests run at once within a group (Swift Testing's width): every server test at once under the
# sanitizer's slowdown held the password-hashing and many-addresses tests past their deadlines in
# every run once the server had 312 tests; four at a time finish as soon and never did.
width="${TSAN_PARALLEL_TESTS:-4}"
# run_group FILTER [ARGS…]: one group of suites under the sanitizer, stopped after $minutes minutes.
run_group() {
  local filter="$1" status=0 started=$SECONDS
  shift
  TSAN_OPTIONS="halt_on_error=0 second_deadlock_stack=1 suppressions=$PWD/scripts/tsan-suppressions.txt" \
    SWT_EXPERIMENTAL_MAXIMUM_PARALLELIZATION_WIDTH="$width" timeout --kill-after=10s "${minutes}m" swift test --skip-build --sanitize=thread --scratch-path "$scratch" \
    --disable-xctest --filter "$filter" "$@" 2>&1 | tee -a "$log" || status=$?
  if [ "$status" = 124 ] || [ "$status" = 137 ]; then
    # timeout stops swift test, not the test binary it started: a binary left running would hold
    # the log's pipe open, and the run with it.
    pkill -KILL -f -- "$scratch/.*\.xctest" || true
    echo "thread-sanitizer: $filter did not finish within $minutes minutes; stopped" >&2
  fi
  echo "thread-sanitizer: $filter took $((SECONDS - started)) s (status $status)"
  return "$status"
}
# run_group_twice FILTER [ARGS…]: a group, repeated once alone when it fails without a race report.
run_group_twice() {
  local races_before status=0
  races_before=$(grep -c "WARNING: ThreadSanitizer" "$log" || true)
  run_group "$@" || status=$?
  if [ "$status" != 0 ] && [ "$(grep -c "WARNING: ThreadSanitizer" "$log" || true)" = "$races_before" ]; then
    echo "thread-sanitizer: $1 failed without a race report; running it once more" >&2
    status=0
    run_group "$@" || status=$?
  fi
  return "$status"
}

status=0
run_group_twice 'FootballGatherServerTests' "$@" || status=$?
run_group_twice 'VIPERKitWebTests|FootballGatherWebTests' "$@" || status=$?
if grep -q "WARNING: ThreadSanitizer" "$log"; then
  # The reports again, shortened to the accesses' first frames, so that the end of a long log
  # says where each race was.
  awk '/WARNING: ThreadSanitizer/ { inside = 1; count++; print "--- report " count ": " $0; next }
       /SUMMARY: ThreadSanitizer/ { print; inside = 0; next }
       inside && (/^  [A-Z]/ || /^    #[0-5] /) { print }' "$log" | cut -c1-240 | tail -n 120 >&2
  echo "thread-sanitizer: $(grep -c 'WARNING: ThreadSanitizer' "$log") report(s), shortened above" >&2
  exit 1
fi
exit "$status"
