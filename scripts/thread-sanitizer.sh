#!/usr/bin/env bash
# Runs the server's and the web front end's tests under the thread sanitizer, in a build folder of
# its own (.build-tsan), and fails on any data race it reports (but the library hand-offs listed,
# with their reasons, in scripts/tsan-suppressions.txt). A run that fails without a race report
# (a deadline missed under the sanitizer's slowdown), or that is still running after
# TSAN_RUN_MINUTES (default 10; a whole run takes one to three), is stopped and repeated once.
# The server's suites and the web front end's run one after the other: run at once, the
# sanitizer's slowdown of both held a WebSocket test's answer past its 10 s deadline about one
# run in five; the web suites alone never did.
#   scripts/thread-sanitizer.sh [extra swift test arguments]
set -euo pipefail
cd "$(dirname "$0")/.."

log="$(mktemp /tmp/footballgather-tsan.XXXXXX)"
trap 'rm -f "$log"' EXIT
swift build --build-tests --sanitize=thread --scratch-path .build-tsan
minutes="${TSAN_RUN_MINUTES:-10}"
run_group() {
  local filter="$1" status=0
  shift
  TSAN_OPTIONS="halt_on_error=0 second_deadlock_stack=1 suppressions=$PWD/scripts/tsan-suppressions.txt" \
    timeout --kill-after=10s "${minutes}m" swift test --skip-build --sanitize=thread --scratch-path .build-tsan \
    --filter "$filter" "$@" 2>&1 | tee -a "$log" || status=$?
  if [ "$status" = 124 ] || [ "$status" = 137 ]; then
    echo "thread-sanitizer: $filter did not finish within $minutes minutes; stopped" >&2
  fi
  return "$status"
}
run_suites() {
  local status=0
  run_group 'FootballGatherServerTests' "$@" || status=$?
  run_group 'VIPERKitWebTests|FootballGatherWebTests' "$@" || status=$?
  return "$status"
}
status=0
run_suites "$@" || status=$?
# The sanitizer slows every thread several times over while all suites run at once, so a test
# bound by a deadline can miss it without any race. A failure without a race report gets one more
# run of the suites; a race report fails the step whatever the second run does.
if [ "$status" != 0 ] && ! grep -q "WARNING: ThreadSanitizer" "$log"; then
  echo "thread-sanitizer: a test failed without a race report; running the suites once more" >&2
  status=0
  run_suites "$@" || status=$?
fi
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
